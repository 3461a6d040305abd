"""``Game.answer()``, ``play()`` and ``Game.from_json()`` are transactions: whatever is raised
while the engine runs — a plugin failing in any hook, an interrupt, memory running out, a timeout
signal — the game is exactly as it was before the call (every public property compared), and the
exception that propagates is the very one that was raised."""

from __future__ import annotations

import json
import random
import signal
import sys
import time
from collections.abc import Callable
from typing import Any

import msgspec
import pytest

from innovation import Game, GameConfig, RandomAgent, play
from innovation.errors import InnovationError, SaveError
from innovation.protocol.decisions import Decision
from innovation_soak.faults import PLAY_HOOKS, FaultPlugin
from innovation_soak.faults import InjectedInterrupt as RequestTimeout


def observe(game: Game) -> dict[str, Any]:
    """Everything public about a game, in comparable form."""
    return {
        "json": game.to_json(),
        "pending": game.pending,
        "over": game.over,
        "result": game.result,
        "state": msgspec.json.encode(game.state),
        "events": list(game.events),
        "history": list(game.history),
        "players": game.players,
        "legal": {p: game.legal_actions(p) for p in game.players},
        "views": {p: msgspec.json.encode(game.view(p)) for p in game.players},
    }


EXCEPTIONS: list[Callable[[], BaseException]] = [
    lambda: RuntimeError("a plugin bug"),
    lambda: KeyError("something"),
    KeyboardInterrupt,
    MemoryError,
    lambda: RequestTimeout("request took too long"),
    lambda: InnovationError("a typed error from a plugin"),
]
EXCEPTION_IDS = ["RuntimeError", "KeyError", "KeyboardInterrupt", "MemoryError", "RequestTimeout", "InnovationError"]


def _config(plugin: FaultPlugin, seed: int = 3) -> GameConfig:
    return GameConfig(players=("ann", "bob"), seed=seed, expansions=("artifacts", "echoes"), plugins=[plugin])


#: Hooks only a 4th-edition game calls (it alone has a junk), with the game that calls them.
FOURTH_EDITION_HOOKS = {"innovation_after_junk_from_hand"}


def _config_calling(hook: str, plugin: FaultPlugin) -> GameConfig:
    if hook in FOURTH_EDITION_HOOKS:
        return GameConfig(
            players=("ann", "bob"), seed=3, edition="fourth", expansions=("cities", "echoes"), plugins=[plugin]
        )
    return _config(plugin)


@pytest.mark.parametrize("make_exc", EXCEPTIONS, ids=EXCEPTION_IDS)
@pytest.mark.parametrize("hook", PLAY_HOOKS)
def test_an_exception_in_any_hook_leaves_the_answer_undone(hook: str, make_exc: Callable[[], BaseException]) -> None:
    plugin = FaultPlugin()
    game = Game.new(_config_calling(hook, plugin))
    twin = Game.new(_config_calling(hook, FaultPlugin()))  # the same game, never disturbed
    rng = random.Random(hook)
    faults = 0
    while game.pending is not None and faults < 4 and len(game.history) < 800:
        d = game.pending
        option = rng.choice(d.options)
        before = observe(game)
        exc = make_exc()
        plugin.arm(hook, exc)
        try:
            game.answer(d.player, option, d.number)
        except BaseException as raised:
            assert raised is exc  # propagated unchanged, not wrapped or replaced
            faults += 1
            assert observe(game) == before
            game.answer(d.player, option, d.number)  # disarmed now: the same answer goes through
        plugin.disarm()
        twin.answer(d.player, option)
    assert faults > 0, f"{hook} never ran"
    assert game.to_json() == twin.to_json()


@pytest.mark.parametrize("make_exc", EXCEPTIONS, ids=EXCEPTION_IDS)
def test_a_plugin_raising_in_the_next_turns_start_leaves_the_game_unchanged(
    make_exc: Callable[[], BaseException],
) -> None:
    """The answer that ends a turn completes its segment; the next turn's start then fails."""
    plugin = FaultPlugin()
    game = Game.new(_config(plugin, seed=11))
    rng = random.Random(0)
    turn_ends = 0
    while game.pending is not None and turn_ends < 5:
        d = game.pending
        option = rng.choice(d.options)
        if d.kind == "action" and game.state.actions_left == 1:  # may end the turn
            before = observe(game)
            turn = game.state.turn
            exc = make_exc()
            plugin.arm("innovation_turn_start", exc)
            try:
                game.answer(d.player, option)
            except BaseException as raised:
                assert raised is exc
                assert observe(game) == before
                turn_ends += 1
            else:
                assert game.state.turn == turn  # the action asks something first: no new turn yet
                continue
            finally:
                plugin.disarm()
        game.answer(d.player, option)
    assert turn_ends == 5


@pytest.mark.skipif(sys.platform == "win32", reason="needs SIGALRM")
def test_a_timeout_signal_at_a_random_moment_leaves_the_game_applied_or_untouched() -> None:
    """A real interval timer whose handler raises, fired at random moments inside answer()."""

    def on_alarm(signum: int, frame: object) -> None:
        raise RequestTimeout("timed out")

    previous = signal.signal(signal.SIGALRM, on_alarm)
    plugin = FaultPlugin()
    game = Game.new(_config(plugin, seed=21))
    twin = Game.new(_config(FaultPlugin(), seed=21))
    rng = random.Random(1)
    interrupted = 0
    try:
        while game.pending is not None and len(game.history) < 400:
            d = game.pending
            option = rng.choice(d.options)
            before = game.to_json(), game.pending, list(game.history), list(game.events)
            try:
                signal.setitimer(signal.ITIMER_REAL, rng.uniform(0.00001, 0.002))
                game.answer(d.player, option, d.number)
                signal.setitimer(signal.ITIMER_REAL, 0)
            except RequestTimeout:
                signal.setitimer(signal.ITIMER_REAL, 0)
                if len(game.history) == len(before[2]):  # the answer did not go through
                    interrupted += 1
                    assert (game.to_json(), game.pending, list(game.history), list(game.events)) == before
                    game.answer(d.player, option, d.number)
            twin.answer(d.player, option)
            assert game.pending == twin.pending
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    assert interrupted > 0
    assert game.to_json() == twin.to_json()


# ------------------------------------------------------------------------------- play() inline


class _Interrupting:
    """An agent that raises on decision number ``at`` (once), otherwise plays randomly."""

    def __init__(self, seed: int, at: int, exc: BaseException) -> None:
        self.inner = RandomAgent(seed)
        self.at = at
        self.exc: BaseException | None = exc

    def choose(self, game: Game, decision: Decision) -> str:
        if decision.number == self.at and self.exc is not None:
            exc, self.exc = self.exc, None
            raise exc
        return self.inner.choose(game, decision)


@pytest.mark.parametrize("make_exc", EXCEPTIONS, ids=EXCEPTION_IDS)
def test_play_stops_exactly_at_the_decision_whose_agent_raised(make_exc: Callable[[], BaseException]) -> None:
    config = GameConfig(players=("ann", "bob"), seed=5)
    exc = make_exc()
    agents = [_Interrupting(1, 37, exc), _Interrupting(2, 37, exc)]
    game = Game.new(config)
    with pytest.raises(type(exc)) as info:
        play(game, agents)
    assert info.value is exc
    # The same game driven by answer() up to that decision, with the same choices.
    reference = Game.new(config)
    for player, option in game.history:
        reference.answer(player, option)
    assert game.pending is not None and game.pending.number == 37
    assert observe(game) == observe(reference)
    # Carrying on (inline or by answers) finishes the game as if nothing had happened.
    play(game, agents)
    uninterrupted = Game.new(config)
    play(uninterrupted, [RandomAgent(1), RandomAgent(2)])
    assert game.to_json() == uninterrupted.to_json()


@pytest.mark.parametrize("make_exc", EXCEPTIONS, ids=EXCEPTION_IDS)
@pytest.mark.parametrize("hook", ["innovation_turn_start", "innovation_on_meld", "innovation_dogma_effects"])
def test_play_undoes_everything_when_the_engine_raises(hook: str, make_exc: Callable[[], BaseException]) -> None:
    plugin = FaultPlugin()
    game = Game.new(_config(plugin, seed=8))
    for _ in range(7):  # a few answers in, mid-turn
        d = game.pending
        assert d is not None
        game.answer(d.player, d.options[-1])
    before = observe(game)
    exc = make_exc()
    plugin.arm(hook, exc, skip=20)
    with pytest.raises(type(exc)) as info:
        play(game, [RandomAgent(1), RandomAgent(2)])
    assert info.value is exc
    assert observe(game) == before


def test_play_refuses_an_illegal_inline_answer_and_stays_at_that_decision() -> None:
    class Liar:
        def choose(self, game: Game, decision: Decision) -> str:
            return "fly to the moon" if decision.number == 12 else decision.options[0]

    game = Game.new(GameConfig(players=("ann", "bob"), seed=2))
    with pytest.raises(InnovationError):
        play(game, [Liar(), Liar()])
    assert game.pending is not None and game.pending.number == 12
    reference = Game.new(GameConfig(players=("ann", "bob"), seed=2))
    for player, option in game.history:
        reference.answer(player, option)
    assert observe(game) == observe(reference)


def test_play_refuses_a_str_subclass_that_claims_to_equal_every_option() -> None:
    class Anything(str):
        def __eq__(self, other: object) -> bool:
            return True

        def __hash__(self) -> int:
            return 0

    class Liar:
        def choose(self, game: Game, decision: Decision) -> str:
            return Anything("fly to the moon") if decision.number == 9 else decision.options[0]

    game = Game.new(GameConfig(players=("ann", "bob"), seed=2))
    with pytest.raises(InnovationError):
        play(game, [Liar(), Liar()])
    assert game.pending is not None and game.pending.number == 9
    assert all(type(option) is str for _, option in game.history)


@pytest.mark.skipif(sys.platform == "win32", reason="needs SIGALRM")
def test_a_timeout_signal_at_a_random_moment_in_play_leaves_the_game_untouched_or_paused_at_a_decision() -> None:
    """An interval timer whose handler raises, fired at random moments inside play(): the game is
    as it was, or paused at a decision exactly as answer() leaves it there (never half an answer)."""

    def on_alarm(signum: int, frame: object) -> None:
        raise RequestTimeout("timed out")

    class Pondering:
        def __init__(self, seed: int) -> None:
            self.rng = random.Random(seed)

        def choose(self, game: Game, decision: Decision) -> str:
            if self.rng.random() < 0.3:
                time.sleep(0.0005)  # time in the agent too: some timeouts land there
            return self.rng.choice(decision.options)

    config = GameConfig(players=("ann", "bob"), seed=17, expansions=("echoes",))
    rng = random.Random(3)
    previous = signal.signal(signal.SIGALRM, on_alarm)
    paused = untouched = 0
    try:
        for k in range(40):
            game = Game.new(config)
            for _ in range(k % 7):
                d = game.pending
                assert d is not None
                game.answer(d.player, d.options[-1])
            before = observe(game)
            try:
                signal.setitimer(signal.ITIMER_REAL, rng.uniform(0.00001, 0.02))
                play(game, [Pondering(k), Pondering(k + 1)])
                signal.setitimer(signal.ITIMER_REAL, 0)
            except RequestTimeout:
                signal.setitimer(signal.ITIMER_REAL, 0)
                now = observe(game)
                untouched += now == before
                if now != before:
                    paused += 1
                    reference = Game.new(config)
                    for player, option in game.history:
                        reference.answer(player, option)
                    assert game.pending is not None and game.pending.number == len(game.history)
                    assert now == observe(reference)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    assert paused > 0 and untouched > 0


# ------------------------------------------------------------------------------- from_json


def _mid_dogma_save(plugin: FaultPlugin) -> str:
    """A save paused inside a dogma (its answers replay on load)."""
    game = Game.new(_config(plugin, seed=4))
    rng = random.Random(4)
    while True:
        d = game.pending
        assert d is not None
        data = game.to_json()
        if d.source is not None and len(game.history) > 20 and json.loads(data)["payload"]["answers"]:
            return data
        game.answer(d.player, rng.choice(d.options))


@pytest.mark.parametrize(
    "make_exc",
    [KeyboardInterrupt, MemoryError, lambda: RequestTimeout("slow"), lambda: RuntimeError("plugin bug")],
    ids=["KeyboardInterrupt", "MemoryError", "RequestTimeout", "RuntimeError"],
)
def test_from_json_lets_interrupts_and_plugin_errors_through_unchanged(make_exc: Callable[[], BaseException]) -> None:
    plugin = FaultPlugin()
    data = _mid_dogma_save(plugin)
    exc = make_exc()
    plugin.arm("innovation_legal_actions", exc)
    with pytest.raises(type(exc)) as info:
        Game.from_json(data, plugins=[plugin])
    assert info.value is exc
    assert not isinstance(info.value, SaveError)
    assert Game.from_json(data, plugins=[plugin]).to_json() == data  # disarmed: loads fine
