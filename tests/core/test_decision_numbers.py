"""Every decision carries a number identifying it within its game (the count of answers given
before it), and ``answer(..., number=)`` refuses an answer meant for another decision."""

from __future__ import annotations

import random

import pytest

from innovation import Game, GameConfig, RandomAgent, play
from innovation.errors import IllegalAnswerError, StaleDecisionError
from innovation.protocol.decisions import Decision


def test_decisions_are_numbered_by_the_answers_given_before_them() -> None:
    game = Game.new(GameConfig(players=("ann", "bob", "cat"), seed=9))
    rng = random.Random(9)
    seen: list[int] = []
    while game.pending is not None and len(seen) < 300:
        d = game.pending
        assert d.number == len(game.history)
        view = game.view(d.player)
        assert view.decision is not None and view.decision.number == d.number
        loaded = Game.from_json(game.to_json())
        assert loaded.pending == d  # the number survives a save, mid-dogma included
        seen.append(d.number)
        game.answer(d.player, rng.choice(d.options), d.number)
    assert seen == list(range(len(seen)))


def test_play_numbers_decisions_as_request_response_play_does() -> None:
    asked: list[tuple[Decision, str]] = []

    class Recording(RandomAgent):
        reads_choices = True  # it compares whole decisions, choices included

        def choose(self, game: Game, decision: Decision) -> str:
            option = super().choose(game, decision)
            asked.append((decision, option))
            return option

    config = GameConfig(players=("ann", "bob"), seed=4)
    play(Game.new(config), [Recording(1), Recording(2)])
    game = Game.new(config)
    for k, (decision, option) in enumerate(asked):
        assert decision.number == k
        assert game.pending == decision
        game.answer(decision.player, option, decision.number)
    assert game.pending is None


def test_a_repeated_answer_to_the_same_decision_is_refused() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=1))
    for _ in range(10):
        d = game.pending
        assert d is not None
        game.answer(d.player, d.options[0], d.number)
        before = game.to_json()
        if game.pending is not None and d.options[0] in game.legal_actions(d.player):
            with pytest.raises(StaleDecisionError):
                game.answer(d.player, d.options[0], d.number)  # the same click again
            assert game.to_json() == before


@pytest.mark.parametrize("offset", [-1, 1, 10**6, -(10**6)])
def test_an_answer_for_another_decision_number_is_refused(offset: int) -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=1))
    d = game.pending
    assert d is not None
    game.answer(d.player, d.options[0])
    d = game.pending
    assert d is not None
    before = game.to_json()
    with pytest.raises(StaleDecisionError):
        game.answer(d.player, d.options[0], d.number + offset)
    assert game.to_json() == before and game.pending == d


@pytest.mark.parametrize("number", [True, False, "0", 0.0, [0], None.__class__])
def test_a_decision_number_that_is_not_an_integer_is_refused(number: object) -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=1))
    d = game.pending
    assert d is not None
    before = game.to_json()
    with pytest.raises(IllegalAnswerError):
        game.answer(d.player, d.options[0], number)  # type: ignore[arg-type]
    assert game.to_json() == before
