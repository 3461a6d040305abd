"""Scenario tests for the age 2 figures' echo and inspire effects (written from the card texts and
RULES-figures.md)."""

from __future__ import annotations

from tests.figures.play import figures, inspire


def test_alexander_the_great_inspire_scores_a_hand_card() -> None:
    s = figures()
    s.board("ann", "Alexander the Great")
    s.hand("ann", "Writing")
    s.deck("base", 2, "Calendar")
    g = inspire(s.build(), "red")
    assert g.score("ann") == ["Writing"]
    assert g.hand("ann") == ["Calendar"]  # the Inspire draw: a 2


def test_archimedes_echo_draws_a_two() -> None:
    s = figures()
    s.board("ann", "Archimedes")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Archimedes")
    assert g.hand("ann") == ["Calendar"]


def test_augustus_caesar_inspire_foreshadows_a_three() -> None:
    s = figures()
    s.board("ann", "Augustus Caesar")
    s.deck("base", 3, "Paper")
    s.deck("base", 2, "Calendar")
    g = inspire(s.build(), "green")
    assert g.zone("ann", "forecast") == ["Paper"]
    assert g.hand("ann") == ["Calendar"]


def test_cai_lun_echo_may_splay_a_colour_left() -> None:
    s = figures()
    s.board("ann", "Cai Lun")
    s.board("ann", "Tools", "Writing")
    g = s.build().dogma("Cai Lun").answer("blue")
    assert g.splay("ann", "blue") == "left"


def test_cai_lun_echo_splay_may_be_declined() -> None:
    s = figures()
    s.board("ann", "Cai Lun")
    s.board("ann", "Tools", "Writing")
    g = s.build().dogma("Cai Lun").answer("done")
    assert g.splay("ann", "blue") == "none"


def test_confucius_echo_scores_an_opponents_top_figure_of_value_one() -> None:
    s = figures()
    s.board("ann", "Confucius")
    s.board("bob", "Hatshepsut", "Sun Tzu", "Writing")  # Sun Tzu is a 2: not offered
    g = s.build().dogma("Confucius")
    assert g.score("ann") == ["Hatshepsut"]
    assert g.pile("bob", "red") == ["Sun Tzu"]
    assert g.pile("bob", "blue") == ["Writing"]


def test_confucius_echo_does_nothing_without_such_a_figure() -> None:
    s = figures()
    s.board("ann", "Confucius")
    s.board("bob", "Writing")  # a 1, but not a figure
    g = s.build().dogma("Confucius")
    assert g.score("ann") == []
    assert g.pile("bob", "blue") == ["Writing"]


def test_plato_inspire_may_splay_a_colour_left() -> None:
    s = figures()
    s.board("ann", "Plato")
    s.board("ann", "Tools", "Writing")
    s.deck("base", 2, "Calendar")
    g = inspire(s.build(), "purple").answer("blue")
    assert g.splay("ann", "blue") == "left"
    assert g.hand("ann") == ["Calendar"]


def test_ptolemy_inspire_melds_a_two() -> None:
    s = figures()
    s.board("ann", "Ptolemy")
    s.deck("base", 2, "Mathematics", "Calendar")
    g = inspire(s.build(), "green")
    assert g.pile("ann", "blue") == ["Mathematics"]
    assert g.hand("ann") == ["Calendar"]


def test_sun_tzu_inspire_draws_a_two() -> None:
    s = figures()
    s.board("ann", "Sun Tzu")
    s.deck("base", 2, "Calendar", "Mathematics")
    g = inspire(s.build(), "red")
    assert g.hand("ann") == ["Calendar", "Mathematics"]


def test_ximen_bao_inspire_tucks_a_hand_card() -> None:
    s = figures()
    s.board("ann", "Ximen Bao")
    s.board("ann", "Tools")
    s.hand("ann", "Writing")
    s.deck("base", 2, "Calendar")
    g = inspire(s.build(), "yellow")
    assert g.pile("ann", "blue") == ["Writing", "Tools"]
    assert g.hand("ann") == ["Calendar"]


def test_zhang_heng_echo_tucks_a_three_and_scores_the_cards_above_it() -> None:
    s = figures()
    s.board("ann", "Zhang Heng")
    s.board("ann", "Archery", "Oars")
    s.deck("base", 3, "Engineering")
    g = s.build().dogma("Zhang Heng")
    assert g.pile("ann", "red") == ["Engineering"]
    assert sorted(g.score("ann")) == ["Archery", "Oars"]


def test_zhang_heng_echo_scores_nothing_when_the_tucked_card_starts_a_pile() -> None:
    s = figures()
    s.board("ann", "Zhang Heng")
    s.deck("base", 3, "Engineering")
    g = s.build().dogma("Zhang Heng")
    assert g.pile("ann", "red") == ["Engineering"]
    assert g.score("ann") == []
