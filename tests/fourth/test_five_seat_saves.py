"""A 5-player game saves and loads (issue 28's soak found that the event log's seats were bounded
by four players: the first event of the fifth seat made every later save a SaveError)."""

from __future__ import annotations

import random

from innovation import Game, GameConfig


def test_a_five_player_game_saves_and_loads_after_the_fifth_seat_acts() -> None:
    game = Game.new(GameConfig(players=("ann", "bob", "cat", "dan", "eve"), seed=1, edition="fourth"))
    rng = random.Random(1)
    while game.pending is not None and not any(e.player == "eve" for e in game.events[5:]):
        game.answer(game.pending.player, rng.choice(game.pending.options))
    assert any(e.player == "eve" for e in game.events)
    copy = Game.from_json(game.to_json())
    assert copy.to_json() == game.to_json() and copy.pending == game.pending
