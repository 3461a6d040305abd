"""Scenario tests for age 6 Echoes cards (written from the card texts and RULES.md)."""

from __future__ import annotations

from innovation.testing import Scenario


def _s() -> Scenario:
    return Scenario(players=("ann", "bob"), expansions=("echoes",))


# --------------------------------------------------------------------------- Bifocals


def test_bifocals_foreshadows_any_value_swaps_forecast_card_and_splays_green() -> None:
    s = _s()
    s.board("ann", "Bifocals")
    s.board("ann", "Clothing", "Sailing")
    s.zone("ann", "forecast", "Barometer")
    s.deck("base", 3, "Compass")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Bifocals")
    g.answer("3")  # echo: any value
    assert g.zone("ann", "forecast") == ["Barometer", "Compass"]
    g.answer("Barometer")
    assert g.deck_bottom("echoes", 4) == ["Barometer"]
    assert g.zone("ann", "forecast") == ["Compass", "Anatomy"]
    g.answer("green")
    assert g.splay("ann", "green") == "right"
    assert g.hand("ann") == []
    assert not g.shared_bonus


def test_bifocals_may_decline_return_and_splay() -> None:
    s = _s()
    s.board("ann", "Bifocals")
    s.board("ann", "Clothing", "Sailing")
    s.deck("base", 8, "Antibiotics")
    g = s.build().dogma("Bifocals").answer("8", "done", "done")
    assert g.zone("ann", "forecast") == ["Antibiotics"]
    assert g.splay("ann", "green") == "none"


def test_bifocals_shared_by_player_with_as_many_crowns() -> None:
    s = _s()
    s.board("ann", "Bifocals")  # 2 crowns
    s.board("bob", "Sailing")  # 2 crowns
    s.deck("base", 2, "Calendar")
    s.deck("base", 3, "Compass")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Bifocals")
    g.answer("2")  # bob's echo first
    g.answer("3")  # then ann's
    g.answer("done", "done")  # forecast returns declined
    assert g.zone("bob", "forecast") == ["Calendar"]
    assert g.zone("ann", "forecast") == ["Compass"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Canning"]


# --------------------------------------------------------------------------- Dentures


def test_dentures_scores_itself_when_tucked_card_is_yellow() -> None:
    s = _s()
    s.board("ann", "Dentures")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Dentures")
    # Canning tucked under Dentures: the only non-bottom card is Dentures.
    assert g.pile("ann", "yellow") == ["Canning"]
    assert g.score("ann") == ["Dentures"]
    assert not g.shared_bonus


def test_dentures_scores_top_two_non_bottom_cards_and_splays_blue() -> None:
    s = _s()
    s.board("ann", "Dentures", "Archery", "Oars", "Metalworking", "Writing", "Tools")
    s.deck("base", 6, "Machine Tools")
    g = s.build().dogma("Dentures")
    assert g.pile("ann", "red") == ["Machine Tools", "Archery"]
    assert g.score("ann") == ["Metalworking", "Oars"]
    g.answer("blue")
    assert g.splay("ann", "blue") == "right"


def test_dentures_two_card_pile_scores_only_the_top_card() -> None:
    s = _s()
    s.board("ann", "Dentures", "Archery")
    s.deck("base", 6, "Machine Tools")
    g = s.build().dogma("Dentures")
    assert g.pile("ann", "red") == ["Machine Tools"]
    assert g.score("ann") == ["Archery"]


def test_dentures_repeats_with_new_tucks_while_nothing_to_score() -> None:
    s = _s()
    s.board("ann", "Dentures")
    s.deck("base", 6, "Atomic Theory", "Classification", "Encyclopedia")
    g = s.build().dogma("Dentures")
    # Atomic Theory starts a blue pile (nothing above the bottom): tuck Classification (new green
    # pile): tuck Encyclopedia under Atomic Theory, which is then scored.
    assert g.pile("ann", "blue") == ["Encyclopedia"]
    assert g.pile("ann", "green") == ["Classification"]
    assert g.score("ann") == ["Atomic Theory"]
    assert g.pile("ann", "yellow") == ["Dentures"]


def test_dentures_sharer_uses_own_tucked_colour() -> None:
    s = _s()
    s.board("ann", "Dentures")  # 2 factories
    s.board("bob", "Archery", "Oars", "Chemistry")  # 2 factories (Chemistry)
    s.deck("base", 6, "Machine Tools", "Canning", "Democracy")
    g = s.build().dogma("Dentures")
    assert g.pile("bob", "red") == ["Machine Tools"]
    assert g.score("bob") == ["Oars", "Archery"]
    assert g.score("ann") == ["Dentures"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Democracy"]


# --------------------------------------------------------------------------- Hot Air Balloon


def test_hot_air_balloon_achieves_other_players_top_card_and_gives_top_green() -> None:
    s = _s()
    s.board("ann", "Hot Air Balloon")  # 1 lightbulb
    s.board("bob", "Construction", "Enterprise")  # no lightbulbs
    s.achievements("bob", "Calendar")  # a 2
    s.deck("base", 7, "Bicycle")
    g = s.build().dogma("Hot Air Balloon")
    # Echo: Bicycle scored: 7 + bonus 7 = 14 points, enough for a 2; Construction is a 2.
    assert g.score("ann") == ["Bicycle"]
    g.answer("Construction")
    assert g.achievements("ann") == ["Construction"]
    assert g.pile("bob", "green") == ["Hot Air Balloon"]
    assert g.pile("ann", "green") == []
    assert g.pile("bob", "red") == []
    assert g.pile("bob", "purple") == ["Enterprise"]
    assert not g.shared_bonus


def test_hot_air_balloon_declined_draws_and_melds_a_seven() -> None:
    s = _s()
    s.board("ann", "Hot Air Balloon")
    s.board("bob", "Mapmaking")
    s.achievements("bob", "Calendar")
    s.deck("base", 7, "Bicycle", "Combustion")
    g = s.build().dogma("Hot Air Balloon").answer("done")
    assert g.pile("ann", "red") == ["Combustion"]
    assert g.achievements("ann") == []
    assert g.pile("bob", "green") == ["Mapmaking"]


def test_hot_air_balloon_needs_eligibility() -> None:
    s = _s()
    s.board("ann", "Hot Air Balloon")
    s.board("bob", "The Pirate Code")  # a 5
    s.achievements("bob", "Coal")  # a 5, but ann has only 14 points (25 needed)
    s.deck("base", 7, "Bicycle", "Combustion")
    g = s.build().dogma("Hot Air Balloon")
    assert g.pile("ann", "red") == ["Combustion"]
    assert g.achievements("ann") == []


def test_hot_air_balloon_needs_matching_achievement_value() -> None:
    s = _s()
    s.board("ann", "Hot Air Balloon")
    s.board("bob", "Construction")  # a 2
    s.achievements("bob", "Writing")  # a 1
    s.deck("base", 7, "Bicycle", "Combustion")
    g = s.build().dogma("Hot Air Balloon")
    assert g.pile("ann", "red") == ["Combustion"]
    assert g.pile("bob", "red") == ["Construction"]


# --------------------------------------------------------------------------- Indian Clubs


def test_indian_clubs_demand_returns_two_then_scores_one_per_score_value() -> None:
    s = _s()
    s.board("ann", "Indian Clubs")  # 2 leaves
    s.board("bob", "Writing")  # no leaves
    s.score("bob", "Archery", "Oars", "Coal")
    s.score("ann", "Agriculture", "Calendar", "Mathematics")
    s.hand("ann", "Clothing", "Pottery", "Compass", "Currency")
    g = s.build().dogma("Indian Clubs")
    g.answer("Archery", "Oars")
    assert g.score("bob") == ["Coal"]
    assert g.deck_bottom("base", 1, 2) == ["Oars", "Archery"]
    g.answer("Clothing")  # a 1 (Clothing or Pottery); the 2 is Currency
    assert g.score("ann") == ["Agriculture", "Calendar", "Mathematics", "Clothing", "Currency"]
    assert g.hand("ann") == ["Pottery", "Compass"]
    assert not g.shared_bonus


def test_indian_clubs_demand_with_one_card_returns_it() -> None:
    s = _s()
    s.board("ann", "Indian Clubs")
    s.board("bob", "Writing")
    s.score("bob", "Coal")
    g = s.build().dogma("Indian Clubs")
    assert g.score("bob") == []
    assert g.deck_bottom("base", 5) == ["Coal"]


def test_indian_clubs_not_demanded_with_equal_leaves_shares() -> None:
    s = _s()
    s.board("ann", "Indian Clubs")
    s.board("bob", "Clothing")  # 2 leaves
    s.score("bob", "Archery")
    s.hand("bob", "Oars", "Coal")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Indian Clubs")
    assert g.score("bob") == ["Archery", "Oars"]
    assert g.hand("bob") == ["Coal"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Canning"]


# --------------------------------------------------------------------------- Kaleidoscope


def test_kaleidoscope_melds_a_seven_and_may_splay_its_colour() -> None:
    s = _s()
    s.board("ann", "Kaleidoscope", "Clothing")
    s.deck("base", 7, "Bicycle")
    g = s.build().dogma("Kaleidoscope").answer("green")
    assert g.pile("ann", "green") == ["Clothing", "Bicycle"]
    assert g.splay("ann", "green") == "right"
    assert not g.shared_bonus


def test_kaleidoscope_splay_may_be_declined() -> None:
    s = _s()
    s.board("ann", "Kaleidoscope", "Clothing")
    s.deck("base", 7, "Bicycle")
    g = s.build().dogma("Kaleidoscope").answer("done")
    assert g.splay("ann", "green") == "none"


def test_kaleidoscope_shared() -> None:
    s = _s()
    s.board("ann", "Kaleidoscope")  # 2 lightbulbs
    s.board("bob", "Writing")  # 2 lightbulbs
    s.deck("base", 7, "Combustion", "Lighting", "Evolution")
    g = s.build().dogma("Kaleidoscope")
    assert g.pile("bob", "red") == ["Combustion"]
    g.answer("done")  # ann's purple pile can be splayed; she declines
    assert g.pile("ann", "purple") == ["Kaleidoscope", "Lighting"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Evolution"]


# --------------------------------------------------------------------------- Loom


def test_loom_scores_lowest_top_card_returns_two_values_and_tucks_three_sixes() -> None:
    s = _s()
    s.board("ann", "Loom", "Writing", "Clothing")
    s.score("ann", "Agriculture", "Calendar", "Mathematics")
    s.deck("base", 6, "Canning", "Atomic Theory", "Classification")
    g = s.build().dogma("Loom")
    g.answer("Writing")  # echo: Writing and Clothing tie for lowest
    assert g.score("ann") == ["Agriculture", "Calendar", "Mathematics", "Writing"]
    g.answer("Calendar", "Agriculture")
    assert g.score("ann") == ["Mathematics", "Writing"]
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.deck_bottom("base", 1) == ["Agriculture"]
    assert g.pile("ann", "yellow") == ["Canning"]
    assert g.pile("ann", "blue") == ["Atomic Theory"]
    assert g.pile("ann", "green") == ["Classification", "Clothing"]
    assert "heritage" not in g.achievements("ann")
    assert not g.shared_bonus


def test_loom_return_may_be_declined() -> None:
    s = _s()
    s.board("ann", "Loom", "Writing")
    s.score("ann", "Calendar")
    g = s.build().dogma("Loom")
    assert g.score("ann") == ["Calendar", "Writing"]
    g.answer("done")
    assert g.score("ann") == ["Calendar", "Writing"]
    assert g.hand("ann") == []


def test_loom_needs_two_different_values() -> None:
    s = _s()
    s.board("ann", "Loom", "Writing")
    s.score("ann", "Oars")  # after the echo: two 1s only
    g = s.build().dogma("Loom")
    assert g.score("ann") == ["Oars", "Writing"]
    assert g.decision is not None and g.decision.kind == "action"


def test_loom_five_visible_hexes_in_one_colour_claims_heritage() -> None:
    s = _s()
    s.board("ann", "Masonry", "Noodles", "Machinery", "Fermenting", "Medicine", splay="up")
    s.board("ann", "Loom", "Writing")
    g = s.build().dogma("Loom")
    assert g.score("ann") == ["Writing"]  # the lowest top card
    assert g.achievements("ann") == ["heritage"]


# --------------------------------------------------------------------------- Morphine


def test_morphine_echo_demand_and_draw_one_above_highest_returned() -> None:
    s = _s()
    s.board("ann", "Morphine")  # 1 lightbulb
    s.board("bob", "Construction")  # none
    s.hand("ann", "Coal", "Calendar")
    s.hand("bob", "Archery", "Optics", "Mapmaking")
    s.deck("echoes", 6, "Shrapnel")
    s.deck("echoes", 4, "Barometer")
    g = s.build().dogma("Morphine")
    assert g.score("ann") == ["Coal"]  # echo: the only odd card
    assert g.deck_bottom("base", 1) == ["Archery"]
    assert g.deck_bottom("base", 3) == ["Optics"]
    # bob holds only a base card when drawing his 6: an Echoes 6.
    assert g.hand("bob") == ["Mapmaking", "Shrapnel"]
    # ann draws a 4 (one above Optics); her hand holds only a base card.
    assert g.hand("ann") == ["Calendar", "Barometer"]
    assert not g.shared_bonus


def test_morphine_nothing_returned_means_no_extra_draw() -> None:
    s = _s()
    s.board("ann", "Morphine", "Archery", "Oars")
    s.board("bob", "Construction")
    s.hand("bob", "Mapmaking")
    s.deck("echoes", 6, "Shrapnel")
    g = s.build().dogma("Morphine")
    assert g.hand("bob") == ["Mapmaking", "Shrapnel"]
    assert g.hand("ann") == []
    g.answer("red")
    assert g.splay("ann", "red") == "right"


# --------------------------------------------------------------------------- Shrapnel


def test_shrapnel_demand_moves_top_two_and_my_bottom_card() -> None:
    s = _s()
    s.board("ann", "Shrapnel", "Pottery", "Calendar")  # 3 factories
    s.board("bob", "Writing", "Tools")  # none
    s.deck("base", 6, "Atomic Theory")
    g = s.build().dogma("Shrapnel")
    assert g.pile("bob", "blue") == ["Atomic Theory"]
    assert g.score("ann") == ["Tools", "Writing"]
    assert g.score("bob") == ["Pottery"]
    assert g.pile("ann", "blue") == ["Calendar"]
    assert not g.shared_bonus


def test_shrapnel_new_pile_gives_the_tucked_card_away() -> None:
    s = _s()
    s.board("ann", "Shrapnel")
    s.board("bob", "Writing")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Shrapnel")
    assert g.score("ann") == ["Canning"]
    assert g.pile("bob", "yellow") == []
    assert g.score("bob") == []


def test_shrapnel_not_demanded_with_equal_factories() -> None:
    s = _s()
    s.board("ann", "Shrapnel")
    s.board("bob", "Machine Tools", "Writing")  # 3 factories
    g = s.build().dogma("Shrapnel")
    assert g.board("bob") == {"blue": ["Writing"], "red": ["Machine Tools"]}
    assert g.score("ann") == []


# --------------------------------------------------------------------------- Steamboat


def test_steamboat_blue_card_and_whole_hand_go_to_me() -> None:
    s = _s()
    s.board("ann", "Steamboat")  # 2 crowns
    s.board("bob", "Tools")
    s.hand("bob", "Archery")
    s.deck("echoes", 6, "Bifocals")  # bob's hand holds only a base card
    g = s.build().dogma("Steamboat")
    assert sorted(g.hand("ann")) == ["Archery", "Bifocals"]
    assert g.hand("bob") == []
    assert not g.shared_bonus


def test_steamboat_red_card_is_kept_and_two_score_cards_go_to_me() -> None:
    s = _s()
    s.board("ann", "Steamboat")
    s.board("bob", "Tools")
    s.score("bob", "Oars", "Mapmaking", "Optics")
    s.deck("base", 6, "Industrialization")
    g = s.build().dogma("Steamboat").answer("Oars", "Optics")
    assert g.hand("bob") == ["Industrialization"]
    assert g.score("ann") == ["Oars", "Optics"]
    assert g.score("bob") == ["Mapmaking"]


def test_steamboat_purple_card_is_kept() -> None:
    s = _s()
    s.board("ann", "Steamboat")
    s.board("bob", "Tools")
    s.score("bob", "Oars")
    s.deck("base", 6, "Democracy")
    g = s.build().dogma("Steamboat")
    assert g.hand("bob") == ["Democracy"]
    assert g.score("bob") == ["Oars"]
    assert g.hand("ann") == []


# --------------------------------------------------------------------------- Stethoscope


def test_stethoscope_blue_meld_draws_a_seven_and_an_eight() -> None:
    s = _s()
    s.board("ann", "Stethoscope", "Canning", "Vaccination")
    s.hand("ann", "Chemistry", "Anatomy", "Coal")
    s.deck("echoes", 7, "Photography")
    s.deck("base", 8, "Antibiotics")
    g = s.build().dogma("Stethoscope").answer("Chemistry")
    assert g.pile("ann", "blue") == ["Stethoscope", "Chemistry"]
    # Hand of base cards only: the 7 is an Echoes card; then a base 8.
    assert g.hand("ann") == ["Anatomy", "Coal", "Photography", "Antibiotics"]
    g.answer("yellow")
    assert g.splay("ann", "yellow") == "right"


def test_stethoscope_yellow_meld_draws_only_a_seven() -> None:
    s = _s()
    s.board("ann", "Stethoscope")
    s.hand("ann", "Chemistry", "Anatomy")
    s.deck("echoes", 7, "Photography")
    g = s.build().dogma("Stethoscope").answer("Anatomy")
    assert g.pile("ann", "yellow") == ["Anatomy"]
    assert g.hand("ann") == ["Chemistry", "Photography"]


def test_stethoscope_sharer_gets_the_eight_for_their_own_blue_meld() -> None:
    s = _s()
    s.board("ann", "Stethoscope")  # 2 lightbulbs
    s.board("bob", "Writing")  # 2 lightbulbs
    s.hand("bob", "Tools")
    s.hand("ann", "Anatomy")
    s.deck("base", 7, "Bicycle", "Combustion")
    s.deck("echoes", 8, "Bandage")
    s.deck("echoes", 6, "Dentures")  # ann's bonus draw: she holds only a base card
    g = s.build().dogma("Stethoscope")
    assert g.pile("bob", "blue") == ["Writing", "Tools"]
    assert g.pile("ann", "yellow") == ["Anatomy"]
    assert g.hand("bob") == ["Bicycle", "Bandage"]
    assert g.hand("ann") == ["Combustion", "Dentures"]  # no 8; then the sharing bonus (a 6)
    assert g.shared_bonus


# --------------------------------------------------------------------------- sharing


def test_hot_air_balloon_shared() -> None:
    s = _s()
    s.board("ann", "Hot Air Balloon")  # 1 lightbulb
    s.board("bob", "Writing")  # 2 lightbulbs
    s.deck("base", 7, "Bicycle", "Combustion", "Evolution", "Lighting", "Railroad")
    g = s.build().dogma("Hot Air Balloon")
    assert g.score("bob") == ["Bicycle"]
    assert g.score("ann") == ["Combustion"]
    # Nobody holds an achievement: both draw and meld a 7.
    assert g.pile("bob", "blue") == ["Writing", "Evolution"]
    assert g.pile("ann", "purple") == ["Lighting"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Railroad"]


def test_loom_shared_echo_scores_each_players_lowest_top_card() -> None:
    s = _s()
    s.board("ann", "Loom")  # 1 factory
    s.board("bob", "Coal")  # 3 factories
    s.deck("base", 1, "Pottery")
    g = s.build().dogma("Loom")
    assert g.score("bob") == ["Coal"]
    assert g.score("ann") == ["Loom"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Pottery"]  # no top card left: the bonus is a 1


def test_morphine_player_with_as_many_lightbulbs_shares_echo_and_is_not_demanded() -> None:
    s = _s()
    s.board("ann", "Morphine")  # 1 lightbulb
    s.board("bob", "Writing")  # 2 lightbulbs
    s.hand("bob", "Archery", "Optics", "Mapmaking")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Morphine")
    g.answer("Optics")  # bob's echo: Archery or Optics
    assert g.score("bob") == ["Optics"]
    assert g.hand("bob") == ["Archery", "Mapmaking"]  # not demanded
    assert g.shared_bonus
    assert g.hand("ann") == ["Canning"]
