"""Scenario tests for age 3 of the 4th-edition base set, written from the 4th-edition card
texts."""

from __future__ import annotations

from tests.cards4e.fourth import junk, scenario

SPECIALS = ["Empire", "Monument", "Universe", "Wonder", "World"]


# ---------------------------------------------------------------------------- Alchemy
def test_alchemy_draws_a_4_per_colour_showing_a_castle_then_melds_and_scores() -> None:
    s = scenario()
    s.board("ann", "Alchemy", "Oars", "Clothing")  # castles in blue and red (4: one 4 by the old text)
    s.deck("base", 4, "Anatomy", "Invention")
    g = s.build().dogma("Alchemy")
    assert sorted(g.hand("ann")) == ["Anatomy", "Invention"]  # two colours: two 4s, none red
    g.answer("Anatomy")  # second effect: meld one, then score one
    assert g.pile("ann", "yellow") == ["Anatomy"]
    assert g.score("ann") == ["Invention"]


def test_alchemy_a_red_4_returns_the_whole_hand() -> None:
    s = scenario()
    s.board("ann", "Alchemy", "Oars")
    s.hand("ann", "Sailing")
    s.deck("base", 4, "Anatomy", "Colonialism")  # Colonialism is red
    g = s.build().dogma("Alchemy").answer("Anatomy")  # both 4s go to one pile: ann orders them
    assert g.hand("ann") == []
    assert g.deck_bottom("base", 4, 2) == ["Colonialism", "Anatomy"]
    assert g.deck_bottom("base", 1) == ["Sailing"]
    assert g.score("ann") == []


# ---------------------------------------------------------------------------- Compass
def test_compass_demand_swaps_a_leaf_top_card_for_a_leafless_one() -> None:
    s = scenario()
    s.board("ann", "Compass", "Writing")  # 3 crowns; Writing shows no leaf
    s.board("bob", "Agriculture")  # no crown
    g = s.build().dogma("Compass")
    assert g.pile("ann", "yellow") == ["Agriculture"]
    assert g.pile("bob", "blue") == ["Writing"]
    assert g.pile("ann", "green") == ["Compass"]


# ---------------------------------------------------------------------------- Education
def test_education_returns_the_highest_score_card_and_draws_two_above_the_next() -> None:
    s = scenario()
    s.board("ann", "Education")
    s.score("ann", "Optics", "Calendar")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Education").answer("Optics")
    assert g.score("ann") == ["Calendar"]
    assert g.hand("ann") == ["Anatomy"]


# ---------------------------------------------------------------------------- Engineering
def test_engineering_demand_takes_every_castle_top_card() -> None:
    s = scenario()
    s.board("ann", "Engineering", "Masonry", "The Wheel")  # 8 castles
    s.board("bob", "Mysticism", "Oars", "Writing")  # 5 castles
    g = s.build().dogma("Engineering")
    assert sorted(g.score("ann")) == ["Mysticism", "Oars"]
    assert g.board("bob") == {"blue": ["Writing"]}


def test_engineering_may_splay_red_left() -> None:
    s = scenario()
    s.board("ann", "Archery", "Engineering")
    g = s.build().dogma("Engineering").answer("red")
    assert g.splay("ann", "red") == "left"


# ---------------------------------------------------------------------------- Feudalism
def test_feudalism_demand_takes_a_castle_card_and_junks_every_available_special() -> None:
    s = scenario()
    s.board("ann", "Feudalism")  # 2 castles
    s.hand("bob", "Archery", "Writing")
    g = s.build().dogma("Feudalism")
    assert g.hand("ann") == ["Archery"]
    assert g.hand("bob") == ["Writing"]
    assert g.specials_available() == []
    assert junk(g) == SPECIALS


def test_feudalism_demand_without_a_castle_card_junks_nothing() -> None:
    s = scenario()
    s.board("ann", "Feudalism")
    s.hand("bob", "Writing")
    g = s.build().dogma("Feudalism")
    assert g.hand("bob") == ["Writing"]
    assert sorted(g.specials_available()) == [name.lower() for name in SPECIALS]
    assert junk(g) == []


def test_feudalism_splaying_yellow_or_purple_left_draws_a_3() -> None:
    s = scenario()
    s.board("ann", "Mysticism", "Feudalism")
    s.deck("base", 3, "Optics")
    g = s.build().dogma("Feudalism").answer("purple")
    assert g.splay("ann", "purple") == "left"
    assert g.hand("ann") == ["Optics"]


def test_feudalism_no_splay_no_draw() -> None:
    s = scenario()
    s.board("ann", "Mysticism", "Feudalism")
    g = s.build().dogma("Feudalism").answer("done")
    assert g.splay("ann", "purple") == "none"
    assert g.hand("ann") == []


# ---------------------------------------------------------------------------- Machinery
def test_machinery_demand_swaps_the_whole_hand_for_my_highest_cards() -> None:
    s = scenario()
    s.board("ann", "Machinery")  # 2 leaves
    s.hand("ann", "Calendar", "Optics", "Pottery")
    s.hand("bob", "Sailing", "Writing")  # no castle: nothing for ann to score after the swap
    g = s.build().dogma("Machinery")
    assert g.hand("bob") == ["Optics"]
    assert sorted(g.hand("ann")) == ["Calendar", "Pottery", "Sailing", "Writing"]


def test_machinery_scores_a_castle_card_from_hand() -> None:
    s = scenario()
    s.board("ann", "Machinery")
    s.board("bob", "Agriculture")  # 3 leaves: not demanded, shares (with nothing to do)
    s.hand("ann", "Archery", "Writing")
    g = s.build().dogma("Machinery")
    assert g.score("ann") == ["Archery"]
    assert g.hand("ann") == ["Writing"]
    assert not g.shared_bonus


def test_machinery_may_splay_red_left() -> None:
    s = scenario()
    s.board("ann", "Machinery", "Oars", "Archery")
    s.board("bob", "Agriculture")
    g = s.build().dogma("Machinery").answer("red")
    assert g.splay("ann", "red") == "left"


# ---------------------------------------------------------------------------- Medicine
def test_medicine_demand_swaps_their_highest_score_card_for_my_lowest() -> None:
    s = scenario()
    s.board("ann", "Medicine")  # 2 leaves
    s.score("ann", "Oars", "Optics")
    s.score("bob", "Calendar", "Sailing")
    s.available_achievements()
    g = s.build().dogma("Medicine")
    assert sorted(g.score("ann")) == ["Calendar", "Optics"]
    assert sorted(g.score("bob")) == ["Oars", "Sailing"]


def test_medicine_junks_an_available_achievement_of_value_3_or_4() -> None:
    s = scenario()
    s.board("ann", "Medicine")  # bob is demanded, with nothing to exchange
    s.available_achievements("Pottery", "Education", "Anatomy")
    g = s.build().dogma("Medicine").answer("4")
    assert junk(g) == ["Anatomy"]
    assert sorted(g.available_achievements()) == ["Education", "Pottery"]


# ---------------------------------------------------------------------------- Optics
def test_optics_a_crown_meld_draws_and_scores_a_4() -> None:
    s = scenario()
    s.board("ann", "Optics")
    s.deck("base", 3, "Translation")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Optics")
    assert g.pile("ann", "blue") == ["Translation"]
    assert g.score("ann") == ["Anatomy"]


def test_optics_otherwise_gives_a_score_card_to_an_opponent_with_fewer_points() -> None:
    s = scenario()
    s.board("ann", "Optics")
    s.score("ann", "Oars")
    s.deck("base", 3, "Alchemy")
    g = s.build().dogma("Optics")
    assert g.pile("ann", "blue") == ["Alchemy"]
    assert g.score("bob") == ["Oars"]


# ---------------------------------------------------------------------------- Paper
def test_paper_may_splay_green_or_blue_left() -> None:
    s = scenario()
    s.board("ann", "Sailing", "Paper")
    g = s.build().dogma("Paper").answer("green")
    assert g.splay("ann", "green") == "left"


def test_paper_scores_a_leaf_top_card_then_draws_a_4_per_colour_splayed_left() -> None:
    s = scenario()
    s.board("ann", "Paper", "Agriculture")
    s.board("ann", "Pottery", "Writing", splay="left")
    s.deck("base", 4, "Anatomy", "Invention")
    g = s.build().dogma("Paper")
    assert g.score("ann") == ["Agriculture"]
    assert g.hand("ann") == ["Anatomy"]


def test_paper_without_a_leaf_top_card_draws_nothing() -> None:
    s = scenario()
    s.board("ann", "Paper")
    s.board("ann", "Pottery", "Writing", splay="left")
    g = s.build().dogma("Paper")
    assert g.score("ann") == []
    assert g.hand("ann") == []


# ---------------------------------------------------------------------------- Translation
def test_translation_may_meld_the_whole_score_pile() -> None:
    s = scenario()
    s.board("ann", "Translation")
    s.score("ann", "Oars", "Agriculture")
    g = s.build().dogma("Translation").answer("yes")
    assert g.score("ann") == []
    assert g.pile("ann", "red") == ["Oars"]
    assert g.pile("ann", "yellow") == ["Agriculture"]


def test_translation_claims_world_when_every_top_card_shows_a_crown() -> None:
    s = scenario()
    s.board("ann", "Translation", "Sailing")
    g = s.build().dogma("Translation")
    assert "world" in g.achievements("ann")


def test_translation_no_world_with_a_crownless_top_card() -> None:
    s = scenario()
    s.board("ann", "Translation", "Agriculture")
    g = s.build().dogma("Translation")
    assert "world" not in g.achievements("ann")
