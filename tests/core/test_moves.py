"""The move primitive: a pile loses its splay when it *ends* a move with fewer than two cards
(RULES.md §2.5), never while a card moves within its own pile — for every primitive that can
move a card within a pile (meld, tuck, transfer, exchange)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from innovation.rules.board import Where
from innovation.rules.cards import Color, Splay
from innovation.rules.turn import Engine
from innovation.testing import Scenario


def _engine(*cards: str, splay: str = "left") -> tuple[Engine, list[str]]:
    s = Scenario()
    s.board("ann", *cards, splay=splay)  # one red pile, bottom first
    s.board("bob", "Pottery")
    game = s.build().game
    engine = Engine(game.rules, game.state.clone(), [])
    return engine, [s.card_id(c) for c in cards]


SAME_PILE: dict[str, Callable[[Engine, list[str]], None]] = {
    "meld the bottom card": lambda e, ids: e.meld(0, ids[0]),
    "tuck the top card": lambda e, ids: e.tuck(0, ids[-1]),
    "transfer the top card to the bottom": lambda e, ids: e.transfer(0, ids[-1], Where("board", 0), bottom=True),
    "transfer the bottom card to the top": lambda e, ids: e.transfer(0, ids[0], Where("board", 0)),
    "exchange the pile with itself": lambda e, ids: e.exchange(
        0, [ids[0]], Where("board", 0), [ids[1]], Where("board", 0)
    ),
}


@pytest.mark.parametrize("move", sorted(SAME_PILE))
def test_a_card_moved_within_a_two_card_splayed_pile_keeps_the_splay(move: str) -> None:
    engine, ids = _engine("Archery", "Oars")
    SAME_PILE[move](engine, ids)
    pile = engine.state.players[0].piles[Color.RED]
    assert sorted(pile) == sorted(ids) and len(pile) == 2
    assert engine.state.players[0].splays[Color.RED] == Splay.LEFT


@pytest.mark.parametrize(
    "move",
    [
        lambda e, ids: e.score(0, ids[-1]),
        lambda e, ids: e.return_card(0, ids[0]),
        lambda e, ids: e.transfer(0, ids[-1], Where("hand", 1)),
        lambda e, ids: e.remove(0, ids[0]),
        lambda e, ids: e.exchange(0, [ids[0]], Where("hand", 0), [], Where("board", 0)),
    ],
    ids=["score", "return", "transfer away", "remove", "exchange away"],
)
def test_a_pile_left_with_one_card_loses_its_splay(move: Callable[[Engine, list[str]], None]) -> None:
    engine, ids = _engine("Archery", "Oars", splay="right")
    move(engine, ids)
    assert len(engine.state.players[0].piles[Color.RED]) == 1
    assert engine.state.players[0].splays[Color.RED] == Splay.NONE
    # and the icon counts see it at once
    assert engine.icon_counts(0) == [sum(c) for c in zip(*engine.pile_icon_counts(0), strict=True)]
