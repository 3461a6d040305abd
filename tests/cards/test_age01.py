"""Scenario tests for age 1 base cards (written from the card texts and RULES.md)."""

from __future__ import annotations

from innovation.testing import Scenario


def test_agriculture_returns_and_scores_one_higher() -> None:
    s = Scenario()
    s.board("ann", "Agriculture")
    s.hand("ann", "Archery")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Agriculture").answer("Archery")
    assert g.hand("ann") == []
    assert g.score("ann") == ["Calendar"]
    assert g.deck_bottom("base", 1) == ["Archery"]
    assert not g.shared_bonus


def test_agriculture_may_decline() -> None:
    s = Scenario()
    s.board("ann", "Agriculture")
    s.hand("ann", "Archery")
    g = s.build().dogma("Agriculture").answer("done")
    assert g.hand("ann") == ["Archery"]
    assert g.score("ann") == []


def test_agriculture_shared_by_player_with_as_many_leaves_gives_bonus() -> None:
    s = Scenario()
    s.board("ann", "Agriculture")
    s.board("bob", "Pottery")  # 3 leaves each
    s.hand("bob", "Writing")
    s.deck("base", 2, "Calendar")
    s.deck("base", 1, "The Wheel")
    g = s.build().dogma("Agriculture")
    g.answer("Writing")  # bob shares first (left of ann) and returns Writing
    # ann has no card to return; bob changed the game, so ann draws a bonus card (a 1).
    assert g.score("bob") == ["Calendar"]
    assert g.shared_bonus
    assert g.hand("ann") == ["The Wheel"]


def test_archery_demand_draw_then_give_highest() -> None:
    s = Scenario()
    s.board("ann", "Archery")  # 2 castles
    s.board("bob", "Writing")  # 0 castles
    s.hand("bob", "Calendar", "Sailing")
    s.deck("base", 1, "Oars")
    g = s.build().dogma("Archery")
    assert sorted(g.hand("bob")) == ["Oars", "Sailing"]
    assert g.hand("ann") == ["Calendar"]


def test_archery_not_demanded_with_equal_castles() -> None:
    s = Scenario()
    s.board("ann", "Archery")
    s.board("bob", "Oars")
    s.deck("base", 1, "Sailing")
    g = s.build().dogma("Archery")
    assert g.hand("bob") == []
    assert g.hand("ann") == []


def test_oars_repeats_and_skips_cooperative_draw() -> None:
    s = Scenario()
    s.board("ann", "Oars")  # 2 castles
    s.board("bob", "Writing")
    s.hand("bob", "Sailing", "Clothing")  # both have a crown
    s.deck("base", 1, "Agriculture", "Pottery")
    g = s.build().dogma("Oars")
    g.answer("Sailing")
    # After the first transfer bob draws Agriculture (no crown), Clothing still has one.
    assert sorted(g.score("ann")) == ["Clothing", "Sailing"]
    assert sorted(g.hand("bob")) == ["Agriculture", "Pottery"]
    assert g.hand("ann") == []  # a card was transferred: no draw for ann


def test_oars_no_transfer_means_draw() -> None:
    s = Scenario()
    s.board("ann", "Oars")
    s.board("bob", "Writing")
    s.hand("bob", "Agriculture")
    s.deck("base", 1, "Pottery")
    g = s.build().dogma("Oars")
    assert g.hand("ann") == ["Pottery"]


def test_masonry_four_castle_melds_claim_monument() -> None:
    s = Scenario()
    s.board("ann", "Masonry")
    s.hand("ann", "Archery", "Metalworking", "Mysticism", "The Wheel", "Writing")
    g = s.build().dogma("Masonry")
    g.answer("Archery", "Metalworking", "Mysticism", "The Wheel")
    # Archery and Metalworking are both red: ann orders them (Metalworking ends on top).
    g.answer("Archery")
    assert g.pile("ann", "red") == ["Archery", "Metalworking"]
    assert g.pile("ann", "purple") == ["Mysticism"]
    assert g.pile("ann", "green") == ["The Wheel"]
    assert g.hand("ann") == ["Writing"]
    assert "monument" in g.achievements("ann")


def test_metalworking_scores_castles_until_a_card_without() -> None:
    s = Scenario()
    s.board("ann", "Metalworking")
    s.deck("base", 1, "Archery", "Oars", "Writing")
    g = s.build().dogma("Metalworking")
    assert g.score("ann") == ["Archery", "Oars"]
    assert g.hand("ann") == ["Writing"]


def test_writing_draws_a_two() -> None:
    s = Scenario()
    s.board("ann", "Writing")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Writing")
    assert g.hand("ann") == ["Calendar"]
