"""Scenario tests for age 1 of the 4th-edition base set, written from the 4th-edition card
texts (RULES-4e.md for junk and the special achievements)."""

from __future__ import annotations

from tests.cards4e.fourth import junk, scenario


# ---------------------------------------------------------------------------- Agriculture
def test_agriculture_returns_a_card_and_scores_one_value_higher() -> None:
    s = scenario()
    s.board("ann", "Agriculture")
    s.hand("ann", "Archery")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Agriculture").answer("Archery")
    assert g.hand("ann") == []
    assert g.score("ann") == ["Calendar"]
    assert g.deck_bottom("base", 1) == ["Archery"]


# ---------------------------------------------------------------------------- Archery
def test_archery_demand_draws_a_1_then_gives_the_highest_hand_card() -> None:
    s = scenario()
    s.board("ann", "Archery")  # 2 castles
    s.board("bob", "Writing")  # no castle
    s.hand("bob", "Calendar", "Sailing")
    s.deck("base", 1, "Oars")
    s.available_achievements()
    g = s.build().dogma("Archery")
    assert sorted(g.hand("bob")) == ["Oars", "Sailing"]
    assert g.hand("ann") == ["Calendar"]


def test_archery_junks_an_available_achievement_of_value_1_or_2() -> None:
    s = scenario()
    s.board("ann", "Archery")
    s.deck("base", 1, "Oars")  # bob's draw for the demand
    s.available_achievements("Pottery", "Canal Building", "Chemistry")
    g = s.build().dogma("Archery").answer("2")
    assert junk(g) == ["Canal Building"]
    assert sorted(g.available_achievements()) == ["Chemistry", "Pottery"]


def test_archery_junks_the_only_eligible_value_without_asking_and_never_a_higher_one() -> None:
    s = scenario()
    s.board("ann", "Archery")
    s.deck("base", 1, "Oars")
    s.available_achievements("Pottery", "Education")
    g = s.build().dogma("Archery")
    assert g.idle
    assert junk(g) == ["Pottery"]
    assert g.available_achievements() == ["Education"]


def test_archery_a_sharer_junks_first_and_earns_the_activator_a_bonus_draw() -> None:
    s = scenario()
    s.board("ann", "Archery")  # 2 castles
    s.board("bob", "Oars")  # 2 castles: not demanded, shares
    s.available_achievements("Pottery", "Canal Building")
    s.deck("base", 1, "Sailing")
    g = s.build().dogma("Archery")
    d = g.decision
    assert d is not None and d.player == "bob"  # bob, the sharer, junks first
    g.answer("1")
    assert g.idle  # ann finds only a 2 left: junked without a question
    assert junk(g) == ["Canal Building", "Pottery"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Sailing"]


# ---------------------------------------------------------------------------- City States
def test_city_states_demand_takes_a_castle_top_card_from_a_board_with_four_castles() -> None:
    s = scenario()
    s.board("ann", "City States")  # 2 crowns
    s.board("bob", "Mysticism", "The Wheel")  # no crown, 6 castles
    s.deck("base", 1, "Sailing")
    g = s.build().dogma("City States").answer("The Wheel")
    assert g.pile("ann", "green") == ["The Wheel"]
    assert g.board("bob") == {"purple": ["Mysticism"]}
    assert g.hand("bob") == ["Sailing"]


def test_city_states_demand_does_nothing_below_four_castles() -> None:
    s = scenario()
    s.board("ann", "City States")
    s.board("bob", "Mysticism")  # 3 castles
    s.deck("base", 1, "Sailing")
    g = s.build().dogma("City States")
    assert g.board("bob") == {"purple": ["Mysticism"]}
    assert g.hand("bob") == []


# ---------------------------------------------------------------------------- Clothing
def test_clothing_melds_a_colour_missing_from_the_board() -> None:
    s = scenario()
    s.board("ann", "Clothing")
    s.hand("ann", "Sailing", "Pottery", "Archery")
    s.board("bob", "Writing", "Tools")  # blue, no leaf
    s.deck("base", 1, "Oars")
    g = s.build().dogma("Clothing")
    d = g.decision
    assert d is not None and sorted(d.options) == ["archery", "pottery"]  # Sailing is green
    g.answer("Pottery")
    assert g.pile("ann", "blue") == ["Pottery"]


def test_clothing_draws_and_scores_a_1_per_colour_no_opponent_has() -> None:
    s = scenario()
    s.board("ann", "Clothing", "Oars", "Pottery")  # green, red, blue
    s.board("bob", "Writing")  # blue
    s.deck("base", 1, "Sailing", "Mysticism")
    g = s.build().dogma("Clothing")
    assert sorted(g.score("ann")) == ["Mysticism", "Sailing"]  # green and red are hers alone


# ---------------------------------------------------------------------------- Code of Laws
def test_code_of_laws_tucks_a_card_of_a_colour_on_the_board_then_may_splay_it_left() -> None:
    s = scenario()
    s.board("ann", "Code of Laws")
    s.hand("ann", "City States", "Sailing")
    g = s.build().dogma("Code of Laws").answer("City States", "purple")
    assert g.pile("ann", "purple") == ["City States", "Code of Laws"]
    assert g.splay("ann", "purple") == "left"
    assert g.hand("ann") == ["Sailing"]


# ---------------------------------------------------------------------------- Domestication
def test_domestication_melds_the_lowest_hand_card_then_draws_a_1() -> None:
    s = scenario()
    s.board("ann", "Domestication")
    s.hand("ann", "Calendar", "Sailing")
    s.deck("base", 1, "Oars")
    g = s.build().dogma("Domestication")
    assert g.pile("ann", "green") == ["Sailing"]
    assert sorted(g.hand("ann")) == ["Calendar", "Oars"]


# ---------------------------------------------------------------------------- Masonry
def test_masonry_melds_any_number_of_castle_cards_from_hand() -> None:
    s = scenario()
    s.board("ann", "Masonry")
    s.hand("ann", "Archery", "Writing", "Mysticism")
    g = s.build().dogma("Masonry")
    d = g.decision
    assert d is not None and "writing" not in d.options  # no castle on Writing
    g.answer("Archery", "Mysticism")
    assert g.pile("ann", "red") == ["Archery"]
    assert g.pile("ann", "purple") == ["Mysticism"]
    assert g.hand("ann") == ["Writing"]
    assert "monument" not in g.achievements("ann")  # melding four is no longer a claim


def test_masonry_claims_monument_with_exactly_three_red_cards() -> None:
    s = scenario()
    s.board("ann", "Masonry")
    s.board("ann", "Oars", "Archery")
    s.hand("ann", "Metalworking")
    g = s.build().dogma("Masonry").answer("Metalworking")
    assert g.pile("ann", "red") == ["Oars", "Archery", "Metalworking"]
    assert "monument" in g.achievements("ann")


def test_masonry_does_not_claim_monument_with_four_red_cards() -> None:
    s = scenario()
    s.board("ann", "Masonry")
    s.board("ann", "Oars", "Archery", "Metalworking", "Construction")
    g = s.build().dogma("Masonry")
    assert "monument" not in g.achievements("ann")


# ---------------------------------------------------------------------------- Metalworking
def test_metalworking_scores_drawn_castle_cards_until_one_has_none() -> None:
    s = scenario()
    s.board("ann", "Metalworking")
    s.deck("base", 1, "Archery", "Oars", "Writing")
    g = s.build().dogma("Metalworking")
    assert g.score("ann") == ["Archery", "Oars"]
    assert g.hand("ann") == ["Writing"]


# ---------------------------------------------------------------------------- Mysticism
def test_mysticism_melds_a_drawn_card_of_a_colour_on_the_board_and_draws_again() -> None:
    s = scenario()
    s.board("ann", "Mysticism")
    s.deck("base", 1, "City States", "Sailing", "Oars")
    g = s.build().dogma("Mysticism")
    assert g.pile("ann", "purple") == ["Mysticism", "City States"]
    assert g.hand("ann") == ["Sailing"]


# ---------------------------------------------------------------------------- Oars
def test_oars_demand_repeats_while_crown_cards_are_given() -> None:
    s = scenario()
    s.board("ann", "Oars")  # 2 castles
    s.board("bob", "Writing")
    s.hand("bob", "Sailing", "Clothing")  # both show a crown
    s.deck("base", 1, "Agriculture", "Pottery")
    g = s.build().dogma("Oars").answer("Sailing")
    assert sorted(g.score("ann")) == ["Clothing", "Sailing"]
    assert sorted(g.hand("bob")) == ["Agriculture", "Pottery"]


def test_oars_draws_a_1_when_the_demand_moved_nothing() -> None:
    s = scenario()
    s.board("ann", "Oars")
    s.board("bob", "Writing")
    s.hand("bob", "Agriculture")  # no crown
    s.deck("base", 1, "Pottery")
    g = s.build().dogma("Oars")
    assert g.hand("ann") == ["Pottery"]
    assert g.hand("bob") == ["Agriculture"]


def test_oars_draws_nothing_after_a_transfer() -> None:
    s = scenario()
    s.board("ann", "Oars")
    s.board("bob", "Writing")
    s.hand("bob", "Sailing")
    s.deck("base", 1, "Agriculture", "Pottery")
    g = s.build().dogma("Oars")
    assert g.score("ann") == ["Sailing"]
    assert g.hand("ann") == []


# ---------------------------------------------------------------------------- Pottery
def test_pottery_scores_a_card_of_the_value_of_the_number_returned() -> None:
    s = scenario()
    s.board("ann", "Pottery")
    s.hand("ann", "Archery", "Oars", "Writing")
    s.deck("base", 2, "Calendar")
    s.deck("base", 1, "Sailing")
    g = s.build().dogma("Pottery").answer("Archery", "Oars", "done")
    assert g.score("ann") == ["Calendar"]
    assert g.hand("ann") == ["Writing", "Sailing"]


def test_pottery_draws_a_1() -> None:
    s = scenario()
    s.board("ann", "Pottery")
    s.deck("base", 1, "Sailing")
    g = s.build().dogma("Pottery")
    assert g.hand("ann") == ["Sailing"]
    assert g.score("ann") == []


# ---------------------------------------------------------------------------- Sailing, The Wheel
def test_sailing_draws_and_melds_a_1() -> None:
    s = scenario()
    s.board("ann", "Sailing")
    s.deck("base", 1, "Oars")
    g = s.build().dogma("Sailing")
    assert g.pile("ann", "red") == ["Oars"]


def test_the_wheel_draws_two_1s() -> None:
    s = scenario()
    s.board("ann", "The Wheel")
    s.deck("base", 1, "Oars", "Sailing")
    g = s.build().dogma("The Wheel")
    assert sorted(g.hand("ann")) == ["Oars", "Sailing"]


# ---------------------------------------------------------------------------- Tools
def test_tools_returns_three_cards_to_draw_and_meld_a_3() -> None:
    s = scenario()
    s.board("ann", "Tools")
    s.hand("ann", "Archery", "Calendar", "Anatomy", "Writing")  # three values: no order to ask
    s.deck("base", 3, "Optics")
    g = s.build().dogma("Tools").answer("Archery", "Calendar", "Anatomy")
    assert g.pile("ann", "red") == ["Optics"]
    assert g.hand("ann") == ["Writing"]
    assert g.deck_bottom("base", 4) == ["Anatomy"]


def test_tools_returns_a_3_to_draw_three_1s() -> None:
    s = scenario()
    s.board("ann", "Tools")
    s.hand("ann", "Optics")
    s.deck("base", 1, "Oars", "Sailing", "Archery")
    g = s.build().dogma("Tools").answer("done", "Optics")  # decline the three-card return
    assert sorted(g.hand("ann")) == ["Archery", "Oars", "Sailing"]
    assert g.deck_bottom("base", 3) == ["Optics"]


# ---------------------------------------------------------------------------- Writing
def test_writing_draws_a_2() -> None:
    s = scenario()
    s.board("ann", "Writing")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Writing")
    assert g.hand("ann") == ["Calendar"]
