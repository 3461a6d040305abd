"""Ximen Bao's static karma (a "pile_effects" karma: the core's mechanism, docs/hooks.md "Karma"):
every echo and inspire effect showing on his owner's board counts as part of his pile, run pile by
pile — red, blue, green, purple, yellow — each pile bottom to top (docs/rulings.md, "Figures in
the Sky"). Written from the card text; the inspire effects record their runs (the figures' own
effects are tested in test_ageNN.py)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from innovation.plugin_api import EffectContext
from innovation.testing import Scenario
from innovation_figures.book import book
from tests.figures.play import figures, inspire

Ran = list[str]

_RECORDED = ("gilgamesh", "hatshepsut", "homer", "sneferu", "ximen_bao")


@pytest.fixture
def ran(monkeypatch: pytest.MonkeyPatch) -> Ran:
    figures()  # the set's cards are registered (loaded once) before their effects are replaced
    out: Ran = []

    def recorder(card: str) -> Callable[[EffectContext], None]:
        def effect(ctx: EffectContext) -> None:
            """Records its run (test)."""
            out.append(card)

        return effect

    for card in _RECORDED:
        monkeypatch.setitem(book.inspires, card, recorder(card))
    return out


def _board_with_ximen_bao() -> Scenario:
    s = figures()
    # One top figure only (no fading after the action): the other inspire figures lie covered,
    # their inspire slots uncovered by the splays.
    s.board("ann", "Gilgamesh", "Archery", splay="right")  # Gilgamesh's inspire: top-left
    s.board("ann", "Hatshepsut", "The Wheel", splay="up")  # bottom-middle
    s.board("ann", "Homer", "Mysticism", splay="right")  # bottom-left
    s.board("ann", "Sneferu", "Ximen Bao", splay="up")  # Sneferu's: bottom-right
    return s


def test_inspiring_his_pile_runs_every_inspire_effect_on_the_board_in_colour_order(ran: Ran) -> None:
    s = _board_with_ximen_bao()
    s.deck("base", 2, "Calendar")
    g = inspire(s.build(), "yellow")
    assert ran == ["gilgamesh", "hatshepsut", "homer", "sneferu", "ximen_bao"]  # red, green, purple, yellow
    assert g.hand("ann") == ["Calendar"]  # the draw: his pile's top card, a 2


def test_the_other_piles_keep_their_own_inspire_effects(ran: Ran) -> None:
    s = _board_with_ximen_bao()
    s.deck("base", 1, "Pottery")
    g = inspire(s.build(), "red")
    assert ran == ["gilgamesh"]
    assert g.hand("ann") == ["Pottery"]  # Archery's value


def test_covered_he_adds_nothing(ran: Ran) -> None:
    s = figures()
    s.board("ann", "Gilgamesh", "Archery", splay="right")
    s.board("ann", "Sneferu", "Ximen Bao", "Canal Building", splay="up")  # he is covered: no karma
    s.deck("base", 2, "Calendar")
    g = inspire(s.build(), "yellow")
    assert ran == ["sneferu"]  # the yellow pile's own showing inspire effects only (his is top-left: hidden)
    assert g.hand("ann") == ["Calendar"]  # Canal Building's value


def test_a_dogma_of_his_pile_runs_every_echo_effect_on_the_board_in_colour_order() -> None:
    s = figures()
    s.board("ann", "Huang Di", "Writing", splay="up")  # blue: draw a 2 (bottom-middle echo)
    s.board("ann", "Fu Xi", "The Wheel", splay="right")  # green: draw and score a 2 (top-left echo)
    s.board("ann", "Ximen Bao")
    s.deck("base", 2, "Calendar", "Mathematics")
    g = s.build().dogma("Ximen Bao")
    assert g.hand("ann") == ["Calendar"]  # blue's echo first
    assert g.score("ann") == ["Mathematics"]  # then green's


def test_a_dogma_of_another_pile_runs_only_its_own_echo_effects() -> None:
    s = figures()
    s.board("ann", "Huang Di", "Writing", splay="up")
    s.board("ann", "Fu Xi", "The Wheel", splay="right")
    s.board("ann", "Ximen Bao")
    s.deck("base", 2, "Calendar", "Mathematics", "Philosophy")
    g = s.build().dogma("Writing")  # Huang Di's echo (a 2), then Writing (draw a 2)
    assert g.hand("ann") == ["Calendar", "Mathematics"]
    assert g.score("ann") == []
