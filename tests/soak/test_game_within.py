"""A targeted soak of Martian Internet's game within the game (4th-edition Artifacts): random
games rarely reach it (an age-11 artifact, in a quarter of the combinations the soak plays), so
here every game starts with it on the activator's board and plays random answers through the game
within and on, the soak's invariant checks (conservation, oracle, leaks in every view) after each
answer and a save/load round trip inside the game within."""

from __future__ import annotations

import random

import pytest

from innovation import Game
from innovation.testing import Scenario
from innovation_soak import InvariantChecker

_PLAYERS = {2: ("ann", "bob"), 3: ("ann", "bob", "cat"), 4: ("ann", "bob", "cat", "dan")}


def _position(seed: int, players: int, teams: bool, expansions: tuple[str, ...]) -> tuple[Game, InvariantChecker]:
    names = _PLAYERS[players]
    s = Scenario(names, seed=seed, edition="fourth", expansions=("artifacts", *expansions), teams=teams)
    s.board("ann", "Writing", "Martian Internet", splay="left")
    s.hand("ann", "Archery")
    s.score("ann", "Oars", "Pottery")
    s.achievements("ann", "monument")
    for name, card in zip(names[1:], ("Agriculture", "Mysticism", "Sailing"), strict=False):
        s.board(name, card)
    g = s.build()
    checker = InvariantChecker(g.game)
    # The boards were face up before the dogma sets them aside: every viewer saw them (a soak
    # game learns them from the meld events, which a scenario has none of).
    board = {c for pl in g.game.state.players for pile in pl.piles for c in pile}
    for known in checker.known.values():
        known.update(board)
    checker.check()
    g.dogma("Martian Internet")
    return g.game, checker


@pytest.mark.parametrize(
    ("seed", "players", "teams", "expansions"),
    [
        (1, 2, False, ()),
        (2, 3, False, ("echoes",)),
        (3, 4, True, ("cities",)),
        (4, 2, False, ("echoes", "cities")),
        (5, 4, False, ()),
    ],
)
def test_random_play_through_a_game_within_keeps_every_invariant(
    seed: int, players: int, teams: bool, expansions: tuple[str, ...]
) -> None:
    game, checker = _position(seed, players, teams, expansions)
    rng = random.Random(seed)
    inside = "set_aside" in game.state.zones
    assert inside, "Martian Internet starts a game within the game"
    answers, round_trips = 0, 0
    while game.pending is not None and answers < 3000:
        d = game.pending
        game.answer(d.player, rng.choice(d.options))
        answers += 1
        checker.check(views=answers % 5 == 0)
        if "set_aside" in game.state.zones and answers % 25 == 0:
            copy = Game.from_json(game.to_json())  # saved inside the game within: replayed alike
            assert copy.to_json() == game.to_json() and copy.pending == game.pending
            round_trips += 1
        if inside and "set_aside" not in game.state.zones:
            inside = False
            assert any("won the game within the game" in e.text for e in game.events) or game.over
    assert not inside or game.over, "the game within ended (or the whole game did, at its limit)"
    checker.check(views=True, full=True)
