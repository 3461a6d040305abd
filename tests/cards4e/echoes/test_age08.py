"""Scenario tests for the 4th-edition Echoes cards of age 8 (written from the card texts and
RULES-4e.md §6: a draw is an Echoes card when your highest top card is the only one of its value,
a base card otherwise; a card promoted from the forecast is *foreseen* and its dogma runs)."""

from __future__ import annotations

from tests.cards4e.echoes.echoes4e import foresee, junk, scenario, winners

# --------------------------------------------------------------------------- Air Conditioner


def test_air_conditioner_scores_demands_matching_score_cards_and_junks_the_nine_deck() -> None:
    s = scenario()
    s.board("ann", "Air Conditioner")
    s.hand("ann", "Agriculture")
    s.board("bob", "Writing", "Mapmaking")  # no leaf: demanded
    s.score("bob", "Tools", "Currency", "Compass")
    g = s.build().dogma("Air Conditioner").answer("Agriculture")
    assert g.score("ann") == ["Agriculture"]
    assert g.score("bob") == ["Compass"]  # the 1 and the 2 match his top cards
    assert g.deck("base", 9) == []
    assert len(junk(g)) == 9  # the base 9s but the one set aside as an achievement


# --------------------------------------------------------------------------- Bandage


def test_bandage_returning_both_clock_cards_junks_an_achievement_per_achievement() -> None:
    s = scenario()
    s.board("ann", "Bandage")
    s.hand("ann", "Pottery")
    s.board("bob", "Quantum Theory")
    s.score("bob", "Rocketry", "Agriculture")
    s.achievements("bob", "Canning", "Vaccination")
    s.available_achievements("Mapmaking", "Optics", "Colonialism")
    s.specials_available()
    g = s.build().dogma("Bandage")
    assert g.pile("ann", "blue") == ["Pottery"]  # echo: a hand card with a leaf
    assert g.score("bob") == ["Agriculture"]
    assert g.board("bob") == {}
    g.answer("2", "4")  # two achievements: two junked
    assert junk(g) == ["Colonialism", "Mapmaking"]
    assert g.available_achievements() == ["Optics"]


def test_bandage_without_a_top_clock_card_junks_nothing() -> None:
    s = scenario()
    s.board("ann", "Bandage")
    s.board("bob", "Archery")
    s.score("bob", "Rocketry")
    s.achievements("bob", "Canning")
    g = s.build().dogma("Bandage")
    assert g.score("bob") == []
    assert g.pile("bob", "red") == ["Archery"]
    assert junk(g) == []


# --------------------------------------------------------------------------- Crossword


def test_crossword_draws_per_even_bonus_and_returns_the_lowest_card_per_odd_bonus() -> None:
    s = scenario()
    s.board("ann", "Crossword", "Chintz", "Pressure Cooker")  # bonuses 8, 4 and 5
    s.deck("echoes", 4, "Barometer")
    s.deck("echoes", 8, "Nylon")
    g = s.build().dogma("Crossword").answer("4")  # the order of the draws (then the 8)
    assert g.hand("ann") == ["Nylon"]  # the 4 was the lowest hand card: returned for the 5
    assert g.deck_bottom("echoes", 4) == ["Barometer"]


def test_crossword_foreseen_puts_the_drawn_cards_among_the_achievements() -> None:
    s = scenario()
    s.board("ann", "Chintz")
    s.available_achievements("Mapmaking")
    s.deck("base", 8, "Mobility")  # two top 8s: base draws
    s.deck("base", 4, "Anatomy")
    g = foresee(s, "ann", "Flight", "Crossword").answer("8")
    assert g.hand("ann") == []
    assert g.available_achievements() == ["Mapmaking", "Mobility", "Anatomy"]


# --------------------------------------------------------------------------- Nylon


def test_nylon_tucks_three_eights_and_may_splay_red_up() -> None:
    s = scenario()
    s.board("ann", "Nylon")
    s.deck("echoes", 8, "Bandage")
    s.deck("base", 8, "Flight", "Mobility")  # then two top 8s: base draws
    g = s.build().dogma("Nylon")
    assert g.pile("ann", "red") == ["Mobility", "Flight", "Bandage"]
    g.answer("red")
    assert g.splay("ann", "red") == "up"


def test_nylon_repeats_when_a_tucked_card_is_green() -> None:
    s = scenario()
    s.board("ann", "Nylon")
    s.deck("echoes", 8, "Sliced Bread", "Tractor")
    s.deck("base", 8, "Flight", "Mobility", "Quantum Theory", "Rocketry")
    g = s.build().dogma("Nylon").answer("done")
    assert g.board("ann") == {
        "green": ["Sliced Bread", "Nylon"],
        "yellow": ["Tractor"],
        "red": ["Mobility", "Flight"],
        "blue": ["Rocketry", "Quantum Theory"],
    }


# --------------------------------------------------------------------------- Parachute


def test_parachute_takes_hand_cards_without_a_clock() -> None:
    s = scenario()
    s.board("ann", "Parachute")
    s.hand("bob", "Bicycle", "Agriculture")
    g = s.build().dogma("Parachute")
    assert g.hand("ann") == ["Agriculture"]
    assert g.hand("bob") == ["Bicycle"]
    assert junk(g) == []


def test_parachute_foreseen_junks_every_board() -> None:
    s = scenario()
    s.board("bob", "Pottery")
    s.hand("bob", "Agriculture")
    g = foresee(s, "ann", "Quantum Theory", "Parachute")
    assert g.hand("ann") == ["Agriculture"]
    assert junk(g) == ["Parachute", "Pottery", "Quantum Theory"]
    assert g.board("ann") == {} and g.board("bob") == {}


# --------------------------------------------------------------------------- Radio Telescope


def test_radio_telescope_draws_a_nine_per_lightbulb_colour_melds_one_returns_the_rest() -> None:
    s = scenario()
    s.board("ann", "Radio Telescope", "Philosophy", "Clothing")  # lightbulbs in blue and purple
    s.deck("echoes", 9, "Laser", "Calculator")
    g = s.build().dogma("Radio Telescope").answer("Laser")
    assert g.pile("ann", "blue") == ["Radio Telescope", "Laser"]
    assert g.deck_bottom("echoes", 9) == ["Calculator"]
    assert g.hand("ann") == []
    assert not g.over


def test_radio_telescope_foreseen_draws_tens_too_and_melding_a_i_wins() -> None:
    s = scenario()
    s.deck("base", 9, "Computers")  # two top 8s: base draws
    s.deck("base", 10, "A. I.")
    g = foresee(s, "ann", "Flight", "Radio Telescope").answer("A. I.")
    assert winners(g) == ["ann"]


# --------------------------------------------------------------------------- Sliced Bread


def test_sliced_bread_swaps_the_hand_for_two_eights_then_trades_a_score_card() -> None:
    s = scenario()
    s.board("ann", "Sliced Bread")
    s.hand("ann", "Agriculture")
    s.score("ann", "Calendar")
    s.deck("echoes", 8, "Nylon", "Tractor")
    s.deck("echoes", 1, "Bangle", "Bell")
    g = s.build().dogma("Sliced Bread")
    assert g.hand("ann") == ["Nylon", "Tractor"]
    assert sorted(g.score("ann")) == ["Bangle", "Bell"]  # two cards one below the returned 2


# --------------------------------------------------------------------------- Television


def test_television_melds_an_eight_and_achieves_from_an_opponents_score_pile() -> None:
    s = scenario()
    s.board("ann", "Television")
    s.score("ann", "Canning")
    s.score("bob", "Mapmaking", "Currency")
    s.achievements("bob", "Calendar")
    s.deck("echoes", 8, "Nylon")
    g = s.build().dogma("Television")
    assert g.pile("ann", "green") == ["Nylon"]
    g.answer("2")  # bob's score cards are face down to ann: one 2 is as good as another
    # one 2 of bob's score pile onto his board, then (6 + bonuses 8 and 8 = 15: eligible) ann
    # achieves the other
    assert sorted(g.pile("bob", "green") + g.achievements("ann")) == ["Currency", "Mapmaking"]
    assert len(g.achievements("ann")) == 1
    assert g.score("bob") == []


# --------------------------------------------------------------------------- Tractor


def test_tractor_draws_a_seven_scores_a_seven_and_draws_another() -> None:
    s = scenario()
    s.board("ann", "Tractor")
    s.deck("echoes", 7, "Rubber", "Jeans", "Elevator")
    g = s.build().dogma("Tractor")
    assert g.hand("ann") == ["Rubber", "Elevator"]
    assert g.score("ann") == ["Jeans"]


def test_tractor_foreseen_draws_and_scores_seven_more_sevens() -> None:
    s = scenario()
    g = foresee(s, "ann", "A. I.", "Tractor")  # A. I. the one highest top card: Echoes 7s
    assert len(g.hand("ann")) == 2
    assert len(g.score("ann")) == 8
    assert g.deck("echoes", 7) == []


# --------------------------------------------------------------------------- X-Ray


def test_x_ray_tucks_an_eight_draws_per_leaf_colour_foreshadows_some_returns_the_hand() -> None:
    s = scenario()
    s.board("ann", "X-Ray", "Agriculture", "Clothing")  # leaves in blue, yellow and green
    s.deck("echoes", 8, "Nylon")
    s.deck("echoes", 3, "Almanac", "Deodorant", "Novel")
    g = s.build().dogma("X-Ray")
    assert g.pile("ann", "green") == ["Nylon", "Clothing"]
    g.answer("3", "Almanac", "Novel", "done")
    assert g.zone("ann", "forecast") == ["Almanac", "Novel"]
    assert g.hand("ann") == []
    assert g.deck_bottom("echoes", 3) == ["Deodorant"]
