"""Scenario tests for age 5 of the 4th-edition base set, written from the 4th-edition card
texts."""

from __future__ import annotations

from tests.cards4e.fourth import junk, scenario


# ---------------------------------------------------------------------------- Astronomy
def test_astronomy_melds_drawn_green_and_blue_6s_until_another_colour() -> None:
    s = scenario()
    s.board("ann", "Astronomy")
    s.deck("base", 6, "Atomic Theory", "Classification", "Canning")
    g = s.build().dogma("Astronomy")
    assert g.pile("ann", "blue") == ["Atomic Theory"]
    assert g.pile("ann", "green") == ["Classification"]
    assert g.hand("ann") == ["Canning"]


def test_astronomy_claims_universe_when_every_non_purple_top_card_is_6_or_more() -> None:
    s = scenario()
    s.board("ann", "Astronomy", "Atomic Theory")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Astronomy")
    assert "universe" in g.achievements("ann")


def test_astronomy_no_universe_with_a_lower_non_purple_top_card() -> None:
    s = scenario()
    s.board("ann", "Astronomy", "Atomic Theory", "Oars")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Astronomy")
    assert "universe" not in g.achievements("ann")


# ---------------------------------------------------------------------------- Banking
def test_banking_demand_takes_a_non_green_factory_top_card_and_the_victim_scores_a_5() -> None:
    s = scenario()
    s.board("ann", "Banking")  # 2 crowns
    s.board("bob", "Coal")  # no crown
    s.deck("base", 5, "Chemistry")
    g = s.build().dogma("Banking")
    assert g.pile("ann", "red") == ["Coal"]
    assert g.score("bob") == ["Chemistry"]


def test_banking_may_splay_green_right() -> None:
    s = scenario()
    s.board("ann", "Sailing", "Banking")
    g = s.build().dogma("Banking").answer("green")
    assert g.splay("ann", "green") == "right"


# ---------------------------------------------------------------------------- Chemistry
def test_chemistry_may_splay_blue_right() -> None:
    s = scenario()
    s.board("ann", "Writing", "Chemistry")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Chemistry").answer("blue")
    assert g.splay("ann", "blue") == "right"


def test_chemistry_scores_one_above_the_highest_top_card_then_returns_a_score_card() -> None:
    s = scenario()
    s.board("ann", "Chemistry")
    s.score("ann", "Oars")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Chemistry").answer("Oars")
    assert g.score("ann") == ["Canning"]
    assert g.deck_bottom("base", 1) == ["Oars"]


# ---------------------------------------------------------------------------- Coal
def test_coal_tucks_a_5_may_splay_red_right_and_scores_a_top_card_with_the_one_beneath() -> None:
    s = scenario()
    s.board("ann", "Oars", "Coal")
    s.deck("base", 5, "Chemistry")
    g = s.build().dogma("Coal")
    assert g.pile("ann", "blue") == ["Chemistry"]  # first effect: draw and tuck a 5
    g.answer("red")
    assert g.splay("ann", "red") == "right"
    g.answer("Coal")
    assert sorted(g.score("ann")) == ["Coal", "Oars"]
    assert "red" not in g.board("ann")


# ---------------------------------------------------------------------------- Measurement
def test_measurement_returns_a_card_splays_its_colour_right_and_draws_by_the_pile_size() -> None:
    s = scenario()
    s.board("ann", "Sailing", "Measurement")
    s.hand("ann", "Clothing")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Measurement").answer("Clothing")
    assert g.splay("ann", "green") == "right"
    assert g.hand("ann") == ["Calendar"]
    assert g.deck_bottom("base", 1) == ["Clothing"]


# ---------------------------------------------------------------------------- Physics
def test_physics_two_drawn_6s_of_one_colour_return_the_whole_hand() -> None:
    s = scenario()
    s.board("ann", "Physics")
    s.hand("ann", "Oars")
    s.deck("base", 6, "Atomic Theory", "Encyclopedia", "Canning")
    g = s.build().dogma("Physics").answer("Atomic Theory", "Encyclopedia")  # ann orders the 6s
    assert g.hand("ann") == []
    assert g.deck_bottom("base", 1) == ["Oars"]
    assert sorted(g.deck_bottom("base", 6, 3)) == ["Atomic Theory", "Canning", "Encyclopedia"]


def test_physics_three_colours_are_kept() -> None:
    s = scenario()
    s.board("ann", "Physics")
    s.deck("base", 6, "Atomic Theory", "Canning", "Classification")
    g = s.build().dogma("Physics")
    assert sorted(g.hand("ann")) == ["Atomic Theory", "Canning", "Classification"]


# ---------------------------------------------------------------------------- Societies
def test_societies_demand_takes_a_lightbulb_top_card_higher_than_mine_of_its_colour() -> None:
    s = scenario()
    s.board("ann", "Societies", "Writing")  # 2 crowns + 1; blue top is a 1
    s.board("bob", "Chemistry")  # no crown
    s.deck("base", 5, "Coal")
    g = s.build().dogma("Societies")
    assert g.pile("ann", "blue") == ["Writing", "Chemistry"]
    assert g.hand("bob") == ["Coal"]


def test_societies_demand_skips_a_card_not_higher() -> None:
    s = scenario()
    s.board("ann", "Societies", "Physics")
    s.board("bob", "Chemistry")
    g = s.build().dogma("Societies")
    assert g.pile("bob", "blue") == ["Chemistry"]
    assert g.hand("bob") == []


# ---------------------------------------------------------------------------- Statistics
def test_statistics_demand_moves_every_score_card_of_my_chosen_value_to_their_hand() -> None:
    s = scenario()
    s.board("ann", "Statistics")  # 2 leaves
    s.score("bob", "Oars", "Sailing", "Calendar")
    g = s.build().dogma("Statistics")
    d = g.decision
    assert d is not None and d.player == "ann"  # the activator names the value
    g.answer("1")
    assert sorted(g.hand("bob")) == ["Oars", "Sailing"]
    assert g.score("bob") == ["Calendar"]


def test_statistics_may_splay_yellow_right() -> None:
    s = scenario()
    s.board("ann", "Agriculture", "Statistics")
    g = s.build().dogma("Statistics").answer("yellow")
    assert g.splay("ann", "yellow") == "right"


# ---------------------------------------------------------------------------- Steam Engine
def test_steam_engine_tucks_two_4s_scores_itself_from_the_bottom_and_junks_the_6s() -> None:
    s = scenario()
    s.board("ann", "Steam Engine")
    s.deck("base", 4, "Invention", "Gunpowder")
    s.available_achievements()
    g = s.build().dogma("Steam Engine")
    assert g.pile("ann", "green") == ["Invention"]
    assert g.pile("ann", "red") == ["Gunpowder"]
    assert g.score("ann") == ["Steam Engine"]
    assert g.deck("base", 6) == []
    assert len(junk(g)) == 10


def test_steam_engine_scoring_another_bottom_yellow_card_leaves_the_6s() -> None:
    s = scenario()
    s.board("ann", "Steam Engine")
    s.deck("base", 4, "Anatomy", "Perspective")
    g = s.build().dogma("Steam Engine")
    assert g.score("ann") == ["Perspective"]
    assert g.pile("ann", "yellow") == ["Anatomy", "Steam Engine"]
    assert junk(g) == []


# ---------------------------------------------------------------------------- The Pirate Code
def test_the_pirate_code_demand_takes_two_low_score_cards_then_scores_my_lowest_crown_top_card() -> None:
    s = scenario()
    s.board("ann", "The Pirate Code", "Sailing")  # 2 + 2 crowns
    s.score("bob", "Oars", "Calendar", "Coal")
    g = s.build().dogma("The Pirate Code")
    assert sorted(g.score("ann")) == ["Calendar", "Oars", "Sailing"]
    assert g.score("bob") == ["Coal"]
    assert g.pile("ann", "red") == ["The Pirate Code"]


def test_the_pirate_code_scores_nothing_when_nothing_was_transferred() -> None:
    s = scenario()
    s.board("ann", "The Pirate Code", "Sailing")
    s.score("bob", "Coal")
    g = s.build().dogma("The Pirate Code")
    assert g.score("ann") == []
