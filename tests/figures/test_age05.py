"""Scenario tests for the age 5 figures' echo and inspire effects (written from the card texts and
RULES-figures.md)."""

from __future__ import annotations

from tests.figures.play import figures, inspire


def test_antonie_van_leeuwenhoek_echo_draws_a_six() -> None:
    s = figures()
    s.board("ann", "Antonie van Leeuwenhoek")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Antonie van Leeuwenhoek")
    assert g.hand("ann") == ["Canning"]


def test_bartholomew_roberts_inspire_scores_a_top_card_with_a_crown() -> None:
    s = figures()
    s.board("ann", "Bartholomew Roberts")
    s.board("bob", "Sailing", "Pottery")
    s.deck("base", 5, "Coal")
    g = inspire(s.build(), "green")
    assert set(g.options) == {"sailing", "bartholomew_roberts"}
    g.answer("Sailing")
    assert g.score("ann") == ["Sailing"]
    assert g.pile("bob", "green") == []
    assert g.hand("ann") == ["Coal"]


def test_bartolomeo_cristofori_inspire_melds_a_hand_card() -> None:
    s = figures()
    s.board("ann", "Bartolomeo Cristofori")
    s.hand("ann", "Writing")
    s.deck("base", 5, "Coal")
    g = inspire(s.build(), "purple")
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.hand("ann") == ["Coal"]


def test_christiaan_huygens_echo_foreshadows_a_seven_to_ten() -> None:
    s = figures()
    s.board("ann", "Christiaan Huygens")
    s.deck("base", 9, "Services")
    g = s.build().dogma("Christiaan Huygens")
    assert set(g.options) == {"7", "8", "9", "10"}
    g.answer("9")
    assert g.zone("ann", "forecast") == ["Services"]


def test_christopher_polhem_inspire_tucks_a_four() -> None:
    s = figures()
    s.board("ann", "Christopher Polhem")
    s.deck("base", 4, "Anatomy")
    s.deck("base", 5, "Coal")
    g = inspire(s.build(), "yellow")
    assert g.pile("ann", "yellow") == ["Anatomy", "Christopher Polhem"]
    assert g.hand("ann") == ["Coal"]


def test_isaac_newton_echo_must_splay_a_colour_right() -> None:
    s = figures()
    s.board("ann", "Isaac Newton", "Archery", "Oars", "Clothing", "Sailing")
    g = s.build().dogma("Isaac Newton")
    assert set(g.options) == {"red", "green"}  # no "done": the splay is not optional
    g.answer("red")
    assert g.splay("ann", "red") == "right"
    assert g.splay("ann", "green") == "none"


def test_johannes_vermeer_inspire_scores_a_three() -> None:
    s = figures()
    s.board("ann", "Johannes Vermeer")
    s.deck("base", 3, "Paper")
    s.deck("base", 5, "Coal")
    g = inspire(s.build(), "purple")
    assert g.score("ann") == ["Paper"]
    assert g.hand("ann") == ["Coal"]


def test_peter_the_great_inspire_tucks_a_hand_card() -> None:
    s = figures()
    s.board("ann", "Peter the Great")
    s.hand("ann", "Writing")
    s.deck("base", 5, "Coal")
    g = inspire(s.build(), "red")
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.hand("ann") == ["Coal"]


def test_samuel_de_champlain_inspire_returns_a_five_then_draws_a_six() -> None:
    s = figures()
    s.board("ann", "Samuel de Champlain")
    s.hand("ann", "Coal", "Writing")
    s.deck("base", 6, "Canning")
    s.deck("base", 5, "Chemistry")
    g = inspire(s.build(), "green")
    assert g.deck_bottom("base", 5) == ["Coal"]
    assert g.hand("ann") == ["Writing", "Canning", "Chemistry"]


def test_samuel_de_champlain_inspire_draws_a_six_without_a_five_to_return() -> None:
    s = figures()
    s.board("ann", "Samuel de Champlain")
    s.hand("ann", "Writing")
    s.deck("base", 6, "Canning")
    s.deck("base", 5, "Chemistry")
    g = inspire(s.build(), "green")
    assert g.hand("ann") == ["Writing", "Canning", "Chemistry"]


def test_shivaji_echo_moves_a_top_card_to_the_available_achievements() -> None:
    s = figures()
    s.board("ann", "Shivaji", "Writing")
    g = s.build().dogma("Shivaji").answer("Writing")
    assert "Writing" in g.available_achievements()
    assert g.pile("ann", "blue") == []
    assert g.pile("ann", "red") == ["Shivaji"]
