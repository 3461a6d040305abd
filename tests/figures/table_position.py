"""The Figures in the Sky position the tables' tests share — the web table (tests/web) and the
terminal (tests/cli): ann to play with a figure on top (Hatshepsut: an inspire effect and a karma)
and the War decree held; bob with three figures in his hand (hidden from ann) and the Rivalry
decree held. Built under ``unfinished_sets`` (a save of it is loaded, and served by
:mod:`tests.web.unfinished_serve`, the same way)."""

from __future__ import annotations

from innovation import Game
from innovation.testing import Scenario

#: The figures in bob's hand (names): ann may see only their backs.
BOB_FIGURES = ("Homer", "Gilgamesh", "Ptolemy")
#: Hatshepsut's karma, as the card's description says it.
HATSHEPSUT_KARMA = "Before you draw a card above 1 while holding a 1"


def figures_position() -> Game:
    """ann: Hatshepsut on top of green (inspire showing), Agriculture in hand, the War decree;
    bob: Archery on top, three figures in hand, the Rivalry decree."""
    s = Scenario(players=("ann", "bob"), expansions=("figures",), unfinished=True)
    s.board("ann", "Hatshepsut")
    s.hand("ann", "Agriculture")
    s.achievements("ann", "war_decree")
    s.board("bob", "Archery")
    s.hand("bob", *BOB_FIGURES)
    s.achievements("bob", "rivalry_decree")
    return s.build().game
