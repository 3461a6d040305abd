"""Scenario tests for age 4 of the 4th-edition base set, written from the 4th-edition card
texts."""

from __future__ import annotations

from tests.cards4e.fourth import junk, scenario


# ---------------------------------------------------------------------------- Anatomy
def test_anatomy_demand_returns_a_score_card_and_a_top_card_of_its_value_then_junks_the_4s() -> None:
    s = scenario()
    s.board("ann", "Anatomy")  # 3 leaves
    s.board("bob", "Oars")  # no leaf
    s.score("bob", "Sailing")
    s.available_achievements()
    g = s.build().dogma("Anatomy")
    assert g.score("bob") == []
    assert g.board("bob") == {}
    assert g.deck("base", 4) == []
    assert len(junk(g)) == 9  # every 4 but Anatomy


def test_anatomy_without_a_top_card_of_that_value_junks_nothing() -> None:
    s = scenario()
    s.board("ann", "Anatomy")
    s.board("bob", "Oars")
    s.score("bob", "Calendar")
    g = s.build().dogma("Anatomy")
    assert g.score("bob") == []
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.pile("bob", "red") == ["Oars"]
    assert junk(g) == []


# ---------------------------------------------------------------------------- Colonialism
def test_colonialism_tucks_3s_while_they_show_a_crown_and_a_green_one_junks_the_5s() -> None:
    s = scenario()
    s.board("ann", "Colonialism")
    s.deck("base", 3, "Compass", "Optics", "Alchemy")  # green crown, red crown, no crown
    s.available_achievements()
    g = s.build().dogma("Colonialism")
    assert g.pile("ann", "green") == ["Compass"]
    assert g.pile("ann", "red") == ["Optics", "Colonialism"]
    assert g.pile("ann", "blue") == ["Alchemy"]
    assert g.deck("base", 5) == []
    assert len(junk(g)) == 10


def test_colonialism_a_non_green_tuck_leaves_the_5s() -> None:
    s = scenario()
    s.board("ann", "Colonialism")
    s.deck("base", 3, "Alchemy")
    g = s.build().dogma("Colonialism")
    assert g.pile("ann", "blue") == ["Alchemy"]
    assert junk(g) == []


# ---------------------------------------------------------------------------- Enterprise
def test_enterprise_demand_takes_a_non_purple_crown_top_card_and_the_victim_melds_a_4() -> None:
    s = scenario()
    s.board("ann", "Enterprise")  # 3 crowns
    s.board("ann", "Compass", "Navigation")  # ann: 3 + 3 crowns
    s.board("bob", "Sailing", "City States")  # 4 crowns
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Enterprise").answer("done")  # no splay
    assert g.pile("ann", "green") == ["Compass", "Navigation", "Sailing"]
    assert g.pile("bob", "purple") == ["City States"]  # purple is never taken
    assert g.pile("bob", "yellow") == ["Anatomy"]


def test_enterprise_may_splay_green_right() -> None:
    s = scenario()
    s.board("ann", "Enterprise", "Clothing", "Compass")
    g = s.build().dogma("Enterprise").answer("green")
    assert g.splay("ann", "green") == "right"


# ---------------------------------------------------------------------------- Experimentation
def test_experimentation_draws_and_melds_a_5() -> None:
    s = scenario()
    s.board("ann", "Experimentation")
    s.deck("base", 5, "Coal")
    g = s.build().dogma("Experimentation")
    assert g.pile("ann", "red") == ["Coal"]


# ---------------------------------------------------------------------------- Gunpowder
def test_gunpowder_demand_takes_a_castle_top_card_then_draws_and_scores_a_2() -> None:
    s = scenario()
    s.board("ann", "Gunpowder")  # 2 factories
    s.board("bob", "Mysticism")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Gunpowder")
    assert sorted(g.score("ann")) == ["Calendar", "Mysticism"]
    assert g.board("bob") == {}


def test_gunpowder_scores_nothing_when_nothing_was_transferred() -> None:
    s = scenario()
    s.board("ann", "Gunpowder")
    s.board("bob", "Writing")
    g = s.build().dogma("Gunpowder")
    assert g.score("ann") == []


# ---------------------------------------------------------------------------- Invention
def test_invention_turns_a_left_splay_right_and_draws_and_scores_a_4() -> None:
    s = scenario()
    s.board("ann", "Sailing", "Invention", splay="left")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Invention").answer("green")
    assert g.splay("ann", "green") == "right"
    assert g.score("ann") == ["Anatomy"]


def test_invention_claims_wonder_with_five_splayed_colours_even_one_splayed_left() -> None:
    s = scenario()
    s.board("ann", "Pottery", "Writing", splay="left")
    s.board("ann", "Oars", "Archery", splay="up")
    s.board("ann", "Sailing", "Invention", splay="right")
    s.board("ann", "Agriculture", "Masonry", splay="right")
    s.board("ann", "Mysticism", "City States", splay="right")
    g = s.build().dogma("Invention").answer("done")  # keep blue splayed left
    assert g.splay("ann", "blue") == "left"
    assert "wonder" in g.achievements("ann")


def test_invention_no_wonder_with_an_unsplayed_colour() -> None:
    s = scenario()
    s.board("ann", "Oars", "Archery", splay="up")
    s.board("ann", "Sailing", "Invention", splay="right")
    s.board("ann", "Agriculture", "Masonry", splay="right")
    s.board("ann", "Mysticism", "City States", splay="right")
    g = s.build().dogma("Invention")
    assert "wonder" not in g.achievements("ann")


# ---------------------------------------------------------------------------- Navigation
def test_navigation_demand_takes_a_2_or_3_from_the_score_pile() -> None:
    s = scenario()
    s.board("ann", "Navigation")  # 3 crowns
    s.score("bob", "Calendar", "Oars")
    g = s.build().dogma("Navigation")
    assert g.score("ann") == ["Calendar"]
    assert g.score("bob") == ["Oars"]


# ---------------------------------------------------------------------------- Perspective
def test_perspective_scores_a_hand_card_per_colour_showing_a_lightbulb() -> None:
    s = scenario()
    s.board("ann", "Perspective", "Archery")  # lightbulbs in yellow and red (three in all)
    s.hand("ann", "Sailing", "Calendar", "Optics", "Anatomy")
    g = s.build().dogma("Perspective").answer("Sailing", "Calendar", "Optics")
    assert g.deck_bottom("base", 1) == ["Sailing"]
    assert sorted(g.score("ann")) == ["Calendar", "Optics"]
    assert g.hand("ann") == ["Anatomy"]


def test_perspective_without_a_return_scores_nothing() -> None:
    s = scenario()
    s.board("ann", "Perspective")
    s.hand("ann", "Sailing")
    g = s.build().dogma("Perspective").answer("done")
    assert g.hand("ann") == ["Sailing"]
    assert g.score("ann") == []


# ---------------------------------------------------------------------------- Printing Press
def test_printing_press_returns_a_score_card_to_draw_two_above_the_top_purple_card() -> None:
    s = scenario()
    s.board("ann", "Printing Press", "Mysticism")
    s.score("ann", "Oars")
    s.deck("base", 3, "Optics")
    g = s.build().dogma("Printing Press").answer("Oars")
    assert g.score("ann") == []
    assert g.hand("ann") == ["Optics"]


def test_printing_press_may_splay_blue_right() -> None:
    s = scenario()
    s.board("ann", "Writing", "Printing Press")
    g = s.build().dogma("Printing Press").answer("blue")
    assert g.splay("ann", "blue") == "right"


# ---------------------------------------------------------------------------- Reformation
def test_reformation_may_tuck_a_hand_card_per_colour_showing_a_leaf() -> None:
    s = scenario()
    s.board("ann", "Reformation", "Agriculture")  # leaves in two colours (six in all)
    s.hand("ann", "Oars", "Sailing", "Writing")
    g = s.build().dogma("Reformation").answer("Oars", "Sailing")
    assert g.idle  # two tucks at most
    assert g.pile("ann", "red") == ["Oars"]
    assert g.pile("ann", "green") == ["Sailing"]
    assert g.hand("ann") == ["Writing"]


def test_reformation_may_splay_yellow_or_purple_right() -> None:
    s = scenario()
    s.board("ann", "Mysticism", "Reformation")
    g = s.build().dogma("Reformation").answer("purple")
    assert g.splay("ann", "purple") == "right"
