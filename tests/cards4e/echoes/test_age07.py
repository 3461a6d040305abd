"""Scenario tests for the 4th-edition Echoes cards of age 7 (written from the card texts and
RULES-4e.md §6: a draw is an Echoes card when your highest top card is the only one of its value,
a base card otherwise; a card promoted from the forecast is *foreseen* and its dogma runs)."""

from __future__ import annotations

from tests.cards4e.echoes.echoes4e import foresee, junk, scenario, winners

# --------------------------------------------------------------------------- Elevator


def test_elevator_scores_a_green_end_then_every_card_of_a_value_from_opponents_hands() -> None:
    s = scenario()
    s.board("ann", "Elevator")
    s.board("ann", "Clothing", "Sailing")
    s.score("ann", "Calendar")
    s.hand("bob", "Mapmaking", "Currency", "Tools")
    s.score("bob", "Canal Building")
    s.deck("echoes", 2, "Lever")
    g = s.build().dogma("Elevator")
    g.answer("Sailing")  # echo: the top or the bottom green card
    g.answer("2", "hands")
    assert sorted(g.score("ann")) == ["Calendar", "Currency", "Mapmaking", "Sailing"]
    assert g.hand("bob") == ["Tools"]
    assert g.score("bob") == ["Canal Building"]
    assert g.zone("ann", "forecast") == ["Lever"]  # a card of the chosen value


def test_elevator_takes_from_opponents_score_piles_not_a_partners() -> None:
    s = scenario(("ann", "bob", "cat", "dan"), teams=True)  # ann and cat are partners
    s.board("ann", "Elevator")
    s.score("ann", "Calendar")
    s.score("bob", "Currency")
    s.score("cat", "Mapmaking")
    s.score("dan", "Canal Building", "Tools")
    s.deck("echoes", 2, "Lever")
    g = s.build().dogma("Elevator").answer("score piles")  # the only value (2) is not asked
    assert sorted(g.score("ann")) == ["Calendar", "Canal Building", "Currency"]
    assert g.score("cat") == ["Mapmaking"]
    assert g.score("dan") == ["Tools"]
    assert g.zone("ann", "forecast") == ["Lever"]


# --------------------------------------------------------------------------- Fertilizer


def test_fertilizer_returns_a_card_takes_score_cards_of_its_value_and_foreshadows_by_hand_size() -> None:
    s = scenario()
    s.board("ann", "Fertilizer")
    s.hand("ann", "Calendar", "Tools")
    s.score("ann", "Mapmaking")
    s.score("bob", "Currency", "Oars")
    s.deck("echoes", 3, "Almanac")
    g = s.build().dogma("Fertilizer").answer("Calendar")
    assert sorted(g.hand("ann")) == ["Currency", "Mapmaking", "Tools"]
    assert g.score("bob") == ["Oars"]
    assert g.zone("ann", "forecast") == ["Almanac"]  # three cards in hand: a 3


# --------------------------------------------------------------------------- Ice Cream


def test_ice_cream_junks_a_deck_and_achieves_the_highest_junked_card() -> None:
    s = scenario()
    s.board("ann", "Ice Cream", "Agriculture")
    s.score("ann", "Bicycle", "Combustion", "Electricity", "Evolution")
    s.exhaust("base", 6)
    s.deck("base", 6, "Canning", "Vaccination")
    s.deck("base", 1, "Pottery")  # bob has no top card: a base 1
    g = s.build().dogma("Ice Cream")
    assert sorted(g.score("ann")) == ["Agriculture", "Bicycle", "Combustion", "Electricity", "Evolution"]  # echo
    assert g.pile("bob", "blue") == ["Pottery"]  # demand: draw and meld a 1
    g.answer("6", "yes")  # 28 + 1 + the bonus 8: eligible for a 6
    g.answer("Canning")
    assert g.achievements("ann") == ["Canning"]
    assert junk(g) == ["Vaccination"]


def test_ice_cream_may_leave_the_deck_alone() -> None:
    s = scenario()
    s.board("ann", "Ice Cream")
    s.deck("base", 1, "Pottery")
    g = s.build().dogma("Ice Cream").answer("9", "no")
    assert g.pile("bob", "blue") == ["Pottery"]
    assert junk(g) == []
    assert len(g.deck("base", 9)) > 0


# --------------------------------------------------------------------------- Jeans


def test_jeans_foreshadows_an_eight_melds_a_revealed_card_and_junks_a_deck() -> None:
    s = scenario()
    s.board("ann", "Jeans", "Writing")
    s.deck("echoes", 8, "Nylon", "Tractor")
    s.deck("echoes", 1, "Bangle", "Bell")
    g = s.build().dogma("Jeans")
    g.answer("Nylon")  # echo: return one 8, foreshadow the other
    assert g.zone("ann", "forecast") == ["Tractor"]
    assert g.deck_bottom("echoes", 8) == ["Nylon"]
    g.answer("Bell")  # two cards of the top blue card's value (1): meld one, return the other
    assert g.pile("ann", "purple") == ["Bell"]
    assert g.deck_bottom("echoes", 1) == ["Bangle"]
    g.answer("7")
    assert g.deck("base", 7) == []
    assert len(junk(g)) >= 9
    assert g.hand("ann") == []  # not foreseen: nothing from the junk
    assert g.idle


def test_jeans_foreseen_takes_a_junked_card_into_the_hand() -> None:
    s = scenario()
    s.deck("base", 8, "Flight", "Mobility")  # two top 7s: base draws
    s.deck("base", 1, "Pottery", "Tools")  # no blue pile: the value is 0, the draws are 1s
    g = foresee(s, "ann", "Combustion", "Jeans")
    g.answer("Flight")
    assert g.zone("ann", "forecast") == ["Mobility"]
    g.answer("Tools")
    assert g.pile("ann", "blue") == ["Tools"]
    g.answer("8")  # Flight went back to the 8 deck: junked with it
    assert "Flight" in junk(g)
    g.answer("Flight")
    assert g.hand("ann") == ["Flight"]


# --------------------------------------------------------------------------- Machine Gun


def test_machine_gun_takes_top_cards_with_a_bonus_then_junks_four_achievements_and_draws() -> None:
    s = scenario()
    s.board("ann", "Machine Gun")
    s.board("bob", "Chintz", "Pressure Cooker", "Pottery")
    s.available_achievements("Mapmaking", "Optics", "Colonialism", "Astronomy", "Canning")
    s.specials_available("heritage")
    s.deck("echoes", 7, "Rubber")  # bob's one top card left is Pottery: an Echoes 7
    g = s.build().dogma("Machine Gun")
    assert sorted(g.score("ann")) == ["Chintz", "Pressure Cooker"]
    g.answer("2", "heritage", "5", "6")
    assert junk(g) == ["Astronomy", "Canning", "Heritage", "Mapmaking"]
    assert g.available_achievements() == ["Optics", "Colonialism"]
    assert g.hand("bob") == ["Rubber"]


def test_machine_gun_without_a_bonus_to_take_junks_and_draws_nothing() -> None:
    s = scenario()
    s.board("ann", "Machine Gun")
    s.board("bob", "Pottery")
    g = s.build().dogma("Machine Gun")
    assert g.score("ann") == []
    assert junk(g) == []
    assert g.hand("bob") == []


def test_machine_gun_with_five_top_cards_scores_a_seven_then_returns_non_red_tops() -> None:
    s = scenario()
    s.board("ann", "Machine Gun", "Pottery", "Canal Building", "Compass", "Enterprise")
    s.deck("echoes", 7, "Rubber")
    g = s.build().dogma("Machine Gun")
    assert g.score("ann") == ["Rubber"]
    assert g.board("ann") == {"red": ["Machine Gun"]}


# --------------------------------------------------------------------------- Photography


def test_photography_melds_from_the_forecast_and_demands_the_highest_top_card() -> None:
    s = scenario()
    s.board("ann", "Photography")
    s.zone("ann", "forecast", "Chintz")
    s.board("bob", "Agriculture", "Mapmaking")
    g = s.build().dogma("Photography")
    assert g.pile("ann", "green") == ["Chintz"]
    assert g.hand("bob") == ["Mapmaking"]
    assert g.achievements("ann") == []


def test_photography_claims_history_with_three_echo_effects_in_one_colour() -> None:
    s = scenario()
    s.board("ann", "Bifocals", "Stethoscope", "Photography", splay="right")
    g = s.build().dogma("Photography")
    assert g.achievements("ann") == ["history"]
    assert not g.over


def test_photography_foreseen_wins_when_it_claims_history() -> None:
    s = scenario()
    s.board("ann", "Bifocals", "Stethoscope", splay="right")
    g = foresee(s, "ann", "Bicycle", "Photography")
    assert g.achievements("ann") == ["history"]
    assert winners(g) == ["ann"]


# --------------------------------------------------------------------------- Rubber


def test_rubber_tucks_two_eights_scores_a_top_card_without_bonus_and_splays_red_up() -> None:
    s = scenario()
    s.board("ann", "Rubber", "Agriculture")
    s.deck("echoes", 8, "Bandage", "Nylon")
    g = s.build().dogma("Rubber")
    assert g.pile("ann", "red") == ["Bandage", "Rubber"]
    assert g.pile("ann", "green") == ["Nylon"]
    assert g.score("ann") == ["Agriculture"]
    g.answer("red")
    assert g.splay("ann", "red") == "up"
    assert g.zone("ann", "forecast") == []
    assert g.idle


def test_rubber_foreseen_foreshadows_a_top_card() -> None:
    s = scenario()
    s.deck("base", 8, "Flight", "Mobility")  # two top 7s: base draws
    g = foresee(s, "ann", "Bicycle", "Rubber")
    assert g.pile("ann", "red") == ["Mobility", "Flight", "Rubber"]
    assert g.score("ann") == ["Bicycle"]  # the one top card without a bonus
    g.answer("red")
    assert g.zone("ann", "forecast") == ["Rubber"]  # the only top card left
    assert g.pile("ann", "red") == ["Mobility", "Flight"]


# --------------------------------------------------------------------------- Saxophone


def test_saxophone_draws_a_seven_per_music_note_showing() -> None:
    s = scenario()
    s.board("ann", "Saxophone")
    s.deck("echoes", 7, "Rubber")
    g = s.build().dogma("Saxophone")
    assert g.hand("ann") == ["Rubber"]
    assert not g.over


def test_saxophone_wins_when_all_four_music_notes_show() -> None:
    s = scenario()
    s.board("ann", "Piano", "Saxophone", splay="up")
    s.board("bob", "Flute", "Bell", splay="up")
    g = s.build().dogma("Saxophone")
    assert winners(g) == ["ann"]


# --------------------------------------------------------------------------- Telegraph


def test_telegraph_copies_another_players_splay() -> None:
    s = scenario()
    s.board("ann", "Telegraph", "Archery", "Oars", "Tools", "Writing")
    s.board("bob", "Metalworking", "Construction", splay="up")
    g = s.build().dogma("Telegraph").answer("bob", "red")
    assert g.splay("ann", "red") == "up"
    g.answer("done")  # blue not splayed up
    assert g.splay("ann", "blue") == "none"
    assert g.idle


def test_telegraph_copies_a_partners_splay_too() -> None:
    s = scenario(("ann", "bob", "cat", "dan"), teams=True)
    s.board("ann", "Telegraph", "Archery", "Oars")
    s.board("cat", "Metalworking", "Construction", splay="left")
    g = s.build().dogma("Telegraph").answer("cat", "red")
    assert g.splay("ann", "red") == "left"


def test_telegraph_foreseen_splays_every_splayed_pile_up() -> None:
    s = scenario()
    s.board("ann", "Archery", "Oars", splay="left")
    s.board("ann", "Tools", "Writing")
    g = foresee(s, "ann", "Combustion", "Telegraph")
    g.answer("done", "done")
    assert g.splay("ann", "red") == "up"
    assert g.splay("ann", "blue") == "none"


# --------------------------------------------------------------------------- Typewriter


def test_typewriter_returns_the_hand_draws_a_six_then_one_above_the_highest_per_colour() -> None:
    s = scenario()
    s.board("ann", "Typewriter")
    s.hand("ann", "Agriculture", "Calendar", "Compass")  # three colours
    s.deck("echoes", 6, "Loom")
    s.deck("echoes", 7, "Rubber")
    s.deck("echoes", 8, "Nylon")
    s.deck("echoes", 9, "Jet")
    g = s.build().dogma("Typewriter")
    assert g.hand("ann") == ["Loom", "Rubber", "Nylon", "Jet"]
    assert g.deck_bottom("base", 3) == ["Compass"]
