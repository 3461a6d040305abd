"""What the game hands out never aliases the game: editing a result, the history, the events or
a view changes nothing in the game."""

from __future__ import annotations

import pytest

from innovation import Game, GameConfig, RandomAgent, play


def _finished() -> Game:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=6))
    play(game, [RandomAgent(1), RandomAgent(2)])
    assert game.result is not None
    return game


def test_editing_a_views_result_does_not_rewrite_a_finished_game() -> None:
    game = _finished()
    before = game.to_json()
    view = game.view("ann")
    assert view.result is not None
    view.result.winners.append("mallory")
    view.result.scores["ann"] = 999
    view.result.achievements.clear()
    assert game.to_json() == before
    assert "mallory" not in game.view("bob").result.winners  # type: ignore[union-attr]


def test_editing_game_result_does_not_rewrite_a_finished_game() -> None:
    game = _finished()
    before = game.to_json()
    result = game.result
    assert result is not None
    result.winners[:] = ["mallory"]
    result.scores.clear()
    assert game.to_json() == before
    assert game.result is not None and game.result.winners != ["mallory"]


def test_editing_the_answer_log_or_the_events_changes_nothing() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=6))
    for _ in range(30):
        d = game.pending
        assert d is not None
        game.answer(d.player, d.options[0])
    before = game.to_json()
    history, events = game.history, game.events
    history.clear()  # type: ignore[attr-defined]
    with pytest.raises((AttributeError, TypeError)):  # the events are a read-only sequence
        events.clear()  # type: ignore[attr-defined]
    with pytest.raises(TypeError):
        events[0] = events[1]  # type: ignore[index]
    list(events).clear()
    assert game.to_json() == before
    assert len(game.history) == 30 and len(game.events) > 30
