"""One ``Game`` shared by several threads: calls are serialised, a decision is answered once,
reads never see a half-run answer, and a call back into a running answer is refused."""

from __future__ import annotations

import random
import sys
import threading
from collections.abc import Iterator
from typing import Any

import pytest

from innovation import Game, GameConfig, RandomAgent, play
from innovation.errors import AnswerError, GameBusyError, GameOverError, StaleDecisionError
from innovation.protocol.decisions import Decision
from innovation.rules.hookspecs import hookimpl

CONFIG = GameConfig(players=("ann", "bob", "cat"), seed=12)


@pytest.fixture(autouse=True)
def _switch_threads_often() -> Iterator[None]:
    """Make the interpreter switch threads as often as it can, so that races show up."""
    previous = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    yield
    sys.setswitchinterval(previous)


def _replays(game: Game) -> bool:
    copy = Game.new(game.config)
    for player, option in game.history:
        copy.answer(player, option)
    return copy.to_json() == game.to_json()


def test_threads_clicking_the_same_decision_get_exactly_one_answer_accepted() -> None:
    game = Game.new(CONFIG)
    for _ in range(120):
        d = game.pending
        if d is None:
            break
        option = d.options[0]
        barrier = threading.Barrier(6)
        outcomes: list[str] = []

        def click(
            d: Decision = d, option: str = option, barrier: threading.Barrier = barrier, outcomes: list[str] = outcomes
        ) -> None:
            barrier.wait()
            try:
                game.answer(d.player, option, d.number)
                outcomes.append("accepted")
            except (StaleDecisionError, GameOverError):  # too late: answered (and maybe the end)
                outcomes.append("refused")

        threads = [threading.Thread(target=click) for _ in range(6)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(30)
        assert sorted(outcomes) == ["accepted"] + ["refused"] * 5
        assert len(game.history) == d.number + 1
    assert _replays(game)


def test_threads_hammering_one_game_with_answers_and_reads_never_break_it() -> None:
    game = Game.new(CONFIG)
    failures: list[BaseException] = []
    done = threading.Event()

    def answering(seed: int) -> None:
        rng = random.Random(seed)
        try:
            while not done.is_set() and len(game.history) < 400:
                d = game.pending
                if d is None:
                    return
                try:
                    game.answer(d.player, rng.choice(d.options))  # no number: races to answer
                except AnswerError:
                    pass  # someone else answered first and this option does not fit the next one
        except BaseException as exc:
            failures.append(exc)

    def reading() -> None:
        try:
            while not done.is_set() and game.pending is not None and len(game.history) < 400:
                saved = game.to_json()
                loaded = Game.from_json(saved)  # a save is never torn by a running answer
                assert loaded.to_json() == saved
                view = game.view("bob")
                assert view.decision is None or view.decision.player == view.waiting_for == "bob"
        except BaseException as exc:
            failures.append(exc)

    threads = [threading.Thread(target=answering, args=(k,)) for k in range(4)]
    threads += [threading.Thread(target=reading) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    done.set()
    assert not failures, failures
    assert len(game.history) > 50
    assert _replays(game)  # no answer applied twice, no event duplicated


class _CallsBack:
    """A plugin that, once given a game, calls back into it from a hook."""

    PLUGIN_NAME = "calls_back"

    def __init__(self) -> None:
        self.game: Game | None = None
        self.raised: list[BaseException] = []

    @hookimpl
    def innovation_on_meld(self, ctx: Any, card: str, is_action: bool) -> None:
        game = self.game
        if game is None:
            return
        self.game = None
        d = game.pending
        assert d is not None
        game.answer(d.player, d.options[0])


def test_a_plugin_answering_from_inside_an_answer_is_refused_and_changes_nothing() -> None:
    plugin = _CallsBack()
    game = Game.new(GameConfig(players=("ann", "bob"), seed=3, plugins=[plugin]))
    d = game.pending
    assert d is not None and d.kind == "initial_meld"
    game.answer(d.player, d.options[0])
    d = game.pending
    assert d is not None
    before = game.to_json()
    plugin.game = game
    with pytest.raises(GameBusyError):
        game.answer(d.player, d.options[0])  # both opening melds now run: the plugin calls back
    assert game.to_json() == before
    game.answer(d.player, d.options[0])


def test_an_agent_answering_from_inside_play_is_refused() -> None:
    class Meddling(RandomAgent):
        def choose(self, game: Game, decision: Decision) -> str:
            if decision.number == 20:
                game.answer(decision.player, decision.options[0])
            return super().choose(game, decision)

    game = Game.new(GameConfig(players=("ann", "bob"), seed=3))
    with pytest.raises(GameBusyError):
        play(game, [Meddling(1), Meddling(2)])
    assert game.pending is not None and game.pending.number == 20
    assert _replays(game)
