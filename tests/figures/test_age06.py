"""Scenario tests for the age 6 figures' echo and inspire effects (written from the card texts and
RULES-figures.md)."""

from __future__ import annotations

from tests.figures.play import figures, inspire


def test_adam_smith_inspire_may_splay_a_colour_right() -> None:
    s = figures()
    s.board("ann", "Adam Smith")
    s.board("ann", "Tools", "Writing")
    s.deck("base", 6, "Canning")
    g = inspire(s.build(), "green").answer("blue")
    assert g.splay("ann", "blue") == "right"
    assert g.hand("ann") == ["Canning"]


def test_benjamin_franklin_echo_takes_a_top_figure_and_melds_it() -> None:
    s = figures()
    s.board("ann", "Benjamin Franklin")
    s.board("bob", "Gilgamesh", "Agriculture")  # no lightbulb: bob does not share
    g = s.build().dogma("Benjamin Franklin")
    assert set(g.options) == {"gilgamesh", "benjamin_franklin"}
    g.answer("Gilgamesh")
    assert g.pile("ann", "red") == ["Gilgamesh"]
    assert g.pile("bob", "red") == []
    assert g.hand("ann") == []


def test_carl_friedrich_gauss_echo_draws_a_seven() -> None:
    s = figures()
    s.board("ann", "Carl Friedrich Gauss")
    s.deck("base", 7, "Bicycle")
    g = s.build().dogma("Carl Friedrich Gauss")
    assert g.hand("ann") == ["Bicycle"]


def test_catherine_the_great_inspire_melds_a_six() -> None:
    s = figures()
    s.board("ann", "Catherine the Great")
    s.deck("base", 6, "Canning", "Atomic Theory")
    g = inspire(s.build(), "purple")
    assert g.pile("ann", "yellow") == ["Canning"]
    assert g.hand("ann") == ["Atomic Theory"]


def test_edward_jenner_inspire_tucks_a_hand_card() -> None:
    s = figures()
    s.board("ann", "Edward Jenner")
    s.hand("ann", "Writing")
    s.deck("base", 6, "Canning")
    g = inspire(s.build(), "yellow")
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.hand("ann") == ["Canning"]


def test_john_harrison_inspire_draws_a_six() -> None:
    s = figures()
    s.board("ann", "John Harrison")
    s.deck("base", 6, "Canning", "Atomic Theory")
    g = inspire(s.build(), "green")
    assert g.hand("ann") == ["Canning", "Atomic Theory"]


def test_john_loudon_mcadam_inspire_melds_a_hand_card() -> None:
    s = figures()
    s.board("ann", "John Loudon McAdam")
    s.hand("ann", "Writing")
    s.deck("base", 6, "Canning")
    g = inspire(s.build(), "yellow")
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.hand("ann") == ["Canning"]


def test_ludwig_van_beethoven_inspire_scores_a_hand_card() -> None:
    s = figures()
    s.board("ann", "Ludwig van Beethoven")
    s.hand("ann", "Agriculture")  # no lightbulb (Beethoven's karma is about those)
    s.deck("base", 6, "Canning")
    g = inspire(s.build(), "purple")
    assert g.score("ann") == ["Agriculture"]
    assert g.hand("ann") == ["Canning"]


def test_napoleon_bonaparte_echo_scores_a_top_figure_of_value_five_or_six() -> None:
    s = figures()
    s.board("ann", "Napoleon Bonaparte")
    s.board("bob", "Johannes Vermeer", "Isaac Newton", "Gilgamesh")  # Gilgamesh is a 1
    g = s.build().dogma("Napoleon Bonaparte")
    assert set(g.options) == {"johannes_vermeer", "isaac_newton", "napoleon_bonaparte"}
    g.answer("Johannes Vermeer")
    assert g.score("ann") == ["Johannes Vermeer"]
    assert g.pile("bob", "purple") == []


def test_tecumseh_echo_tucks_a_six() -> None:
    s = figures()
    s.board("ann", "Tecumseh")
    s.board("ann", "Agriculture")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Tecumseh")
    assert g.pile("ann", "yellow") == ["Canning", "Agriculture"]
