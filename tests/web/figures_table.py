"""A Figures in the Sky position for the web table's tests: ann to play with a figure on top
(Hatshepsut: an inspire effect and a karma) and the War decree held; bob with three figures in
his hand (hidden from ann) and the Rivalry decree held. Figures is still refused as unfinished
outside tests: the position is built, stored and served under ``unfinished_sets``
(:mod:`tests.web.unfinished_serve`)."""

from __future__ import annotations

from innovation import Game

#: The figures in bob's hand (names): ann may see only their backs.
BOB_FIGURES = ("Homer", "Gilgamesh", "Ptolemy")
#: Hatshepsut's karma, as the card's description says it.
HATSHEPSUT_KARMA = "Before you draw a card above 1 while holding a 1"


def figures_position() -> Game:
    """ann: Hatshepsut on top of green (inspire showing), Agriculture in hand, the War decree;
    bob: Archery on top, three figures in hand, the Rivalry decree."""
    from innovation.testing import Scenario

    s = Scenario(players=("ann", "bob"), expansions=("figures",), unfinished=True)
    s.board("ann", "Hatshepsut")
    s.hand("ann", "Agriculture")
    s.achievements("ann", "war_decree")
    s.board("bob", "Archery")
    s.hand("bob", *BOB_FIGURES)
    s.achievements("bob", "rivalry_decree")
    return s.build().game
