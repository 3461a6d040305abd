"""Scenario tests for the 4th-edition Echoes cards of age 6 (written from the card texts and
RULES-4e.md §6: a draw is an Echoes card when your highest top card is the only one of its value,
a base card otherwise; a card promoted from the forecast is *foreseen* and its dogma runs)."""

from __future__ import annotations

from tests.cards4e.echoes.echoes4e import foresee, junk, scenario

# --------------------------------------------------------------------------- Bifocals


def test_bifocals_returns_a_forecast_card_foreshadows_a_seven_and_splays() -> None:
    s = scenario()
    s.board("ann", "Bifocals")
    s.board("ann", "Clothing", "Sailing")  # a green pile of two; Bifocals (6) her one highest top card
    s.zone("ann", "forecast", "Barometer", "Chintz")
    s.deck("echoes", 7, "Elevator")
    g = s.build().dogma("Bifocals")
    g.answer("Barometer")  # echo: return a forecast card
    assert g.deck_bottom("echoes", 4) == ["Barometer"]
    assert g.zone("ann", "forecast") == ["Chintz", "Elevator"]
    g.answer("green")  # may splay green right; if so a pile must go up: green is the only one
    assert g.splay("ann", "green") == "up"
    assert g.idle


def test_bifocals_declining_the_green_splay_splays_nothing_up() -> None:
    s = scenario()
    s.board("ann", "Bifocals")
    s.board("ann", "Clothing", "Sailing")
    s.deck("echoes", 7, "Elevator")
    g = s.build().dogma("Bifocals").answer("done")
    assert g.splay("ann", "green") == "none"
    assert g.zone("ann", "forecast") == ["Elevator"]
    assert g.idle


def test_bifocals_foreseen_also_foreshadows_the_lowest_available_achievement_value() -> None:
    s = scenario()
    s.board("ann", "Chintz")  # green 4
    s.available_achievements("Mapmaking", "Optics", "Colonialism")  # 2, 3, 4
    # two top 6s after the promotion: the draws are base cards
    s.deck("base", 7, "Bicycle")
    s.deck("base", 2, "Calendar")
    g = foresee(s, "ann", "Steamboat", "Bifocals")  # melds Steamboat (6), promotes Bifocals
    assert g.pile("ann", "blue") == ["Bifocals"]
    assert g.zone("ann", "forecast") == ["Bicycle", "Calendar"]
    g.answer("done")  # no green splay
    assert g.idle


# --------------------------------------------------------------------------- Dentures


def test_dentures_tucks_a_six_and_scores_the_top_two_cards_above_the_bottom_one() -> None:
    s = scenario()
    s.board("ann", "Dentures", "Archery", "Oars", "Metalworking")
    s.deck("echoes", 6, "Shrapnel")  # red
    g = s.build().dogma("Dentures")
    assert g.pile("ann", "red") == ["Shrapnel", "Archery"]
    assert sorted(g.score("ann")) == ["Metalworking", "Oars"]
    assert g.idle  # no blue pile to splay


# --------------------------------------------------------------------------- Hot Air Balloon


def test_hot_air_balloon_achieves_an_opponents_top_card_and_gives_away_its_top_green() -> None:
    s = scenario()
    s.board("ann", "Hot Air Balloon")
    s.board("bob", "Construction", "Enterprise")  # no lightbulb: bob does not share
    s.achievements("bob", "Calendar")  # a 2
    s.deck("echoes", 7, "Rubber")
    g = s.build().dogma("Hot Air Balloon")
    assert g.score("ann") == ["Rubber"]  # echo; 7 + the bonus 7 showing: eligible for a 2
    g.answer("Construction")
    assert g.achievements("ann") == ["Construction"]
    assert g.pile("bob", "green") == ["Hot Air Balloon"]
    assert g.pile("ann", "green") == []


def test_hot_air_balloon_offers_no_partners_card_and_then_melds_a_seven() -> None:
    s = scenario(("ann", "bob", "cat", "dan"), teams=True)  # ann and cat are partners
    s.board("ann", "Hot Air Balloon")
    s.board("cat", "Construction")
    s.achievements("cat", "Calendar")
    s.deck("echoes", 7, "Rubber", "Jeans")
    g = s.build().dogma("Hot Air Balloon")
    assert g.achievements("ann") == []
    assert g.pile("ann", "green") == ["Hot Air Balloon", "Jeans"]
    assert g.pile("cat", "red") == ["Construction"]


# --------------------------------------------------------------------------- Indian Clubs


def test_indian_clubs_demands_two_score_cards_then_scores_a_hand_card_per_score_value() -> None:
    s = scenario()
    s.board("ann", "Indian Clubs")
    s.score("ann", "Agriculture", "Calendar")
    s.hand("ann", "Archery", "Currency", "Compass")
    s.score("bob", "Tools", "Mapmaking", "Oars")
    g = s.build().dogma("Indian Clubs")
    g.answer("Tools", "Mapmaking")
    assert g.score("bob") == ["Oars"]
    # ann's score pile holds a 1 and a 2: her only 1 and her only 2 in hand are scored
    assert sorted(g.score("ann")) == ["Agriculture", "Archery", "Calendar", "Currency"]
    assert g.hand("ann") == ["Compass"]


def test_indian_clubs_foreseen_demands_the_whole_score_pile() -> None:
    s = scenario()
    s.board("ann", "Pottery")
    s.score("bob", "Tools", "Mapmaking", "Optics")
    g = foresee(s, "ann", "Canning", "Indian Clubs")
    assert g.score("bob") == []
    assert g.deck_bottom("base", 3) == ["Optics"]


# --------------------------------------------------------------------------- Kaleidoscope


def test_kaleidoscope_melds_a_seven_and_junks_the_achievement_of_its_lightbulb_count() -> None:
    s = scenario()
    s.board("ann", "Kaleidoscope", "Writing")  # 2 + 2 lightbulbs
    s.available_achievements("Mapmaking", "Optics", "Colonialism", "Astronomy")  # 2, 3, 4, 5
    s.deck("echoes", 7, "Photography")  # blue 7, one lightbulb
    g = s.build().dogma("Kaleidoscope")
    assert g.pile("ann", "blue") == ["Writing", "Photography"]
    g.answer("blue")  # splayed right: one of Writing's lightbulbs shows
    assert g.splay("ann", "blue") == "right"
    # 2 (Kaleidoscope) + 1 (Photography) + 1 (Writing) = 4
    assert junk(g) == ["Colonialism"]
    assert g.available_achievements() == ["Mapmaking", "Optics", "Astronomy"]


def test_kaleidoscope_foreseen_junks_every_lower_available_achievement_too() -> None:
    s = scenario()
    s.board("ann", "Tools")  # blue 1
    s.available_achievements("Mapmaking", "Optics", "Colonialism", "Astronomy", "Canning")  # 2–6
    s.deck("base", 7, "Bicycle")  # two top 6s: a base 7, no lightbulb
    g = foresee(s, "ann", "Atomic Theory", "Kaleidoscope")  # 3 + 2 lightbulbs on top
    assert g.pile("ann", "green") == ["Bicycle"]
    assert junk(g) == ["Astronomy", "Colonialism", "Mapmaking", "Optics"]
    assert g.available_achievements() == ["Canning"]


# --------------------------------------------------------------------------- Loom


def test_loom_scores_the_lowest_top_card_and_trades_two_score_cards_for_three_tucks() -> None:
    s = scenario()
    s.board("ann", "Loom", "Agriculture")
    s.score("ann", "Calendar")
    s.deck("echoes", 6, "Dentures")  # then two top 6s: base 6s
    s.deck("base", 6, "Industrialization", "Atomic Theory")
    g = s.build().dogma("Loom")
    assert sorted(g.score("ann")) == ["Agriculture", "Calendar"]  # echo: the lowest top card
    g.answer("Agriculture")  # may return two of different values: the 2 is the only other
    assert g.score("ann") == []
    assert g.board("ann") == {
        "red": ["Industrialization", "Loom"],
        "yellow": ["Dentures"],
        "blue": ["Atomic Theory"],
    }


def test_loom_claims_heritage_with_five_hexes_in_one_colour() -> None:
    s = scenario()
    s.board("ann", "Archery", "Oars", "Metalworking", "Construction", "Loom", splay="aslant")
    s.board("ann", "Agriculture")  # the lowest top card, scored by the echo effect
    g = s.build().dogma("Loom")
    assert g.score("ann") == ["Agriculture"]
    assert g.achievements("ann") == ["heritage"]


# --------------------------------------------------------------------------- Morphine


def test_morphine_scores_an_odd_card_demands_odd_cards_and_draws_one_above_the_highest() -> None:
    s = scenario()
    s.board("ann", "Morphine")
    s.hand("ann", "Archery", "Calendar")
    s.hand("bob", "Tools", "Compass", "Mapmaking")
    s.deck("base", 6, "Canning")  # bob has no top card: a base 6
    s.deck("echoes", 4, "Chintz")
    g = s.build().dogma("Morphine")
    assert g.score("ann") == ["Archery"]  # echo: her only odd card
    assert g.hand("bob") == ["Mapmaking", "Canning"]
    assert g.hand("ann") == ["Calendar", "Chintz"]  # 3 + 1


def test_morphine_draws_a_one_when_nobody_returned_a_card() -> None:
    s = scenario()
    s.board("ann", "Morphine")
    s.hand("bob", "Mapmaking")
    s.deck("base", 6, "Canning")
    s.deck("echoes", 1, "Bangle")
    g = s.build().dogma("Morphine")
    assert g.hand("bob") == ["Mapmaking", "Canning"]
    assert g.hand("ann") == ["Bangle"]


# --------------------------------------------------------------------------- Shrapnel


def test_shrapnel_takes_two_top_cards_and_the_demanded_player_scores_my_bottom_card() -> None:
    s = scenario()
    s.board("ann", "Shrapnel", "Clothing", "Mapmaking")
    s.board("bob", "Sailing")
    s.deck("echoes", 6, "Steamboat")  # green, tucked under Sailing
    g = s.build().dogma("Shrapnel")
    assert sorted(g.score("ann")) == ["Sailing", "Steamboat"]
    assert g.pile("bob", "green") == []
    assert g.score("bob") == ["Clothing"]
    assert g.pile("ann", "green") == ["Mapmaking"]


# --------------------------------------------------------------------------- Steamboat


def test_steamboat_blue_or_yellow_hands_over_the_card_and_the_whole_hand() -> None:
    s = scenario()
    s.board("ann", "Steamboat")
    s.hand("bob", "Tools")
    s.deck("base", 6, "Atomic Theory")
    g = s.build().dogma("Steamboat")
    assert sorted(g.hand("ann")) == ["Atomic Theory", "Tools"]
    assert g.hand("bob") == []


def test_steamboat_red_or_green_costs_two_score_cards() -> None:
    s = scenario()
    s.board("ann", "Steamboat")
    s.score("bob", "Oars", "Tools", "Writing")
    s.deck("base", 6, "Industrialization")
    g = s.build().dogma("Steamboat").answer("Oars", "Tools")
    assert sorted(g.score("ann")) == ["Oars", "Tools"]
    assert g.hand("bob") == ["Industrialization"]


def test_steamboat_purple_is_kept() -> None:
    s = scenario()
    s.board("ann", "Steamboat")
    s.score("bob", "Oars", "Tools")
    s.deck("base", 6, "Democracy")
    g = s.build().dogma("Steamboat")
    assert g.hand("bob") == ["Democracy"]
    assert g.score("bob") == ["Oars", "Tools"]


# --------------------------------------------------------------------------- Stethoscope


def test_stethoscope_melding_a_blue_card_draws_a_seven_and_an_eight() -> None:
    s = scenario()
    s.board("ann", "Stethoscope")
    s.hand("ann", "Writing", "Agriculture")
    s.deck("echoes", 7, "Jeans")
    s.deck("echoes", 8, "Nylon")
    g = s.build().dogma("Stethoscope").answer("Writing")
    assert g.pile("ann", "blue") == ["Stethoscope", "Writing"]
    assert g.hand("ann") == ["Agriculture", "Jeans", "Nylon"]


def test_stethoscope_melding_a_yellow_card_draws_only_a_seven() -> None:
    s = scenario()
    s.board("ann", "Stethoscope")
    s.hand("ann", "Agriculture")
    s.deck("echoes", 7, "Jeans")
    g = s.build().dogma("Stethoscope")
    assert g.pile("ann", "yellow") == ["Agriculture"]
    assert g.hand("ann") == ["Jeans"]


def test_stethoscope_foreseen_also_draws_a_nine() -> None:
    s = scenario()
    s.hand("ann", "Tools")
    s.deck("echoes", 7, "Jeans")
    s.deck("echoes", 8, "Nylon")
    s.deck("echoes", 9, "Jet")
    g = foresee(s, "ann", "Canning", "Stethoscope")
    assert g.pile("ann", "blue") == ["Stethoscope", "Tools"]  # the echo effect's meld
    assert g.hand("ann") == ["Jeans", "Nylon", "Jet"]
