"""Scenario tests for the 4th-edition Artifacts cards of age 3 that art4e-b wrote (written from
the card texts and RULES-4e.md)."""

from __future__ import annotations

from tests.cards4e.artifacts.art4e import artifacts4e

# ---------------------------------------------------------------- Dunhuang Star Chart


def test_dunhuang_star_chart_returns_the_hand_and_draws_by_the_count() -> None:
    s = artifacts4e()
    s.board("ann", "Dunhuang Star Chart")
    s.hand("ann", "Writing", "Optics")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Dunhuang Star Chart")
    assert g.hand("ann") == ["Calendar"]


# ---------------------------------------------------------------- Ife Head


def test_ife_head_splays_right_and_junks_the_achievement_of_the_pile_size() -> None:
    s = artifacts4e()
    s.board("ann", "Ife Head", "Archery", "Oars")  # red: two cards, unsplayed
    s.available_achievements("Tools", "Mathematics")
    g = s.build().dogma("Ife Head")
    assert g.splay("ann", "red") == "right"
    assert g.junk() == ["Mathematics"]
    assert g.hand("ann") == []


def test_ife_head_without_that_achievement_draws_a_card_of_the_value() -> None:
    s = artifacts4e()
    s.board("ann", "Ife Head", "Archery", "Oars")
    s.available_achievements("Tools")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Ife Head")
    assert g.junk() == []
    assert g.hand("ann") == ["Calendar"]


# ---------------------------------------------------------------- Moylough Belt Shrine


def test_moylough_belt_shrine_takes_my_pick_and_junks_its_deck() -> None:
    s = artifacts4e()
    s.board("ann", "Moylough Belt Shrine")  # 2 castles
    s.board("bob", "Masonry")  # 3 castles: compelled
    s.hand("bob", "Writing", "Calendar")
    g = s.build().dogma("Moylough Belt Shrine").answer("Calendar")
    assert g.pile("ann", "blue") == ["Calendar"]
    assert g.hand("bob") == ["Writing"]
    assert g.deck("base", 2) == []


# ---------------------------------------------------------------- Philosopher's Stone


def test_philosophers_stone_scores_by_the_returned_value_and_junks_by_the_total() -> None:
    s = artifacts4e()
    s.board("ann", "Philosopher's Stone")
    s.hand("ann", "Calendar", "Writing", "Tools", "Optics")
    g = s.build().dogma("Philosopher's Stone").answer("Calendar", "Writing", "Optics")
    assert sorted(g.score("ann")) == ["Optics", "Writing"]
    assert g.hand("ann") == ["Tools"]
    assert g.deck("base", 4) == []  # 1 + 3


# ---------------------------------------------------------------- Shroud of Turin


def test_shroud_of_turin_three_returns_claim_an_achievement() -> None:
    s = artifacts4e()
    s.board("ann", "Shroud of Turin", "Oars")
    s.hand("ann", "Archery")
    s.score("ann", "Construction")
    s.available_achievements("Tools")
    g = s.build().dogma("Shroud of Turin").answer("1")
    assert g.achievements("ann") == ["Tools"]
    assert g.hand("ann") == [] and g.score("ann") == [] and g.pile("ann", "red") == []


# ---------------------------------------------------------------- Yata No Kagami


def test_yata_no_kagami_reveals_splays_left_and_self_executes_a_top_card_of_that_colour() -> None:
    s = artifacts4e()
    s.board("ann", "Yata No Kagami", "Masonry", "Domestication")  # yellow: Domestication on top
    s.hand("ann", "Agriculture")  # yellow
    s.board("bob", "Medicine")  # yellow top card; its demand is not run by a self-execution
    s.score("bob", "Coal")
    s.score("ann", "Writing")
    s.available_achievements("Optics")
    g = s.build().dogma("Yata No Kagami")
    assert g.splay("ann", "yellow") == "left"
    g.answer("Medicine")
    assert g.junk() == ["Optics"]  # Medicine's non-demand effect: junk a 3 or 4 achievement
    assert g.score("bob") == ["Coal"] and g.score("ann") == ["Writing"]
    assert g.hand("ann") == ["Agriculture"]  # revealed, kept
