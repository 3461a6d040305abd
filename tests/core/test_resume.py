"""Resuming a paused action (``innovation.running.resume``): an answer continues the parked worker where
it asked instead of re-running the segment. Resumed games must be the very games the re-run
plays; an exception or an interrupt in a resumed answer leaves the game as it was; the worker
serves only its own game (threads, copies, saves); and parked workers stay within their bound.
Every test runs with the greenlet backend (a greenlet of the caller's thread); the re-run's own
tests are tests/core/test_rerun_path.py."""

from __future__ import annotations

import concurrent.futures
import gc
import os
import random
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from typing import Any

import msgspec
import pytest

from innovation import Game, GameConfig, RandomAgent, play
from innovation.errors import ConfigError, GameBusyError
from innovation.rules.hookspecs import hookimpl
from innovation.running import resume
from innovation_soak.faults import PLAY_HOOKS, FaultPlugin
from innovation_soak.faults import InjectedInterrupt as RequestTimeout
from tests.requirements import require

CONFIGS = [
    GameConfig(players=("ann", "bob"), seed=11),
    GameConfig(players=("ann", "bob"), seed=12, expansions=("artifacts", "echoes")),
    GameConfig(players=("ann", "bob", "cat"), seed=13, expansions=("echoes",), relics=False),
    GameConfig(players=("ann", "bob", "cat", "dan"), seed=14, expansions=("artifacts",), teams=True),
]


#: The one backend (a thread backend was removed in issue 27: docs/architecture.md).
BACKENDS = [
    pytest.param("greenlet", marks=pytest.mark.skipif(not resume.HAVE_GREENLET, reason="greenlet is not installed")),
]
#: For tests about the greenlet backend, the environment or the default.
GREENLET_ONLY = pytest.mark.parametrize("backend", BACKENDS, indirect=True)


@pytest.fixture(autouse=True, params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> Iterator[str]:
    # These tests are about resuming turned on (by default with greenlet).
    resume.set_parked_limit(resume.SUGGESTED_PARKED_LIMIT)
    yield request.param
    resume.set_parked_limit(resume.DEFAULT_PARKED_LIMIT)


def _workers() -> int:
    return resume.live_workers()


def _wait_for_workers(at_most: int) -> int:
    """Workers let go end soon after (they unwind at their question): wait a little for it."""
    for _ in range(200):
        if _workers() <= at_most:
            break
        gc.collect()  # only when needed: with a whole test session's heap one costs a second
        time.sleep(0.01)
    return _workers()


def _picture(game: Game) -> dict[str, Any]:
    """Everything public about a game, in comparable form (the decision with its choices)."""
    return {
        "json": game.to_json(),
        "pending": game.pending,
        "state": msgspec.json.encode(game.state),
        "events": list(game.events),
        "history": list(game.history),
        "views": {p: msgspec.json.encode(game.view(p)) for p in game.players},
    }


def _answers(game: Game, seed: int, count: int | None = None) -> Iterator[tuple[str, str]]:
    rng = random.Random(seed)
    n = 0
    while game.pending is not None and (count is None or n < count):
        d = game.pending
        yield d.player, rng.choice(d.options)
        n += 1


def _drive(config: GameConfig, limit: int, seed: int = 5, pictures: bool = False) -> list[Any]:
    """Play ``config`` through answer() with random answers; what the game looked like after each."""
    resume.set_parked_limit(limit)
    game = Game.new(config)
    seen: list[Any] = []
    for player, option in _answers(game, seed):
        game.answer(player, option)
        seen.append(_picture(game) if pictures else (game.pending, len(game.events)))
    seen.append(_picture(game))
    return seen


@pytest.mark.parametrize("config", CONFIGS, ids=["base", "all sets", "3p echoes", "2v2 artifacts"])
def test_a_resumed_game_is_the_game_the_re_run_plays(config: GameConfig) -> None:
    assert _drive(config, limit=resume.SUGGESTED_PARKED_LIMIT) == _drive(config, limit=0)


SEEDED = [
    GameConfig(players=players, seed=100 + k, expansions=sets, teams=len(players) == 4)
    for k, (players, sets) in enumerate(
        [
            (("ann", "bob"), ()),
            (("ann", "bob"), ("echoes",)),
            (("ann", "bob"), ("artifacts", "cities", "echoes")),
            (("ann", "bob", "cat"), ("artifacts",)),
            (("ann", "bob", "cat", "dan"), ("cities",)),
            (("ann", "bob"), ("cities",)),
            (("ann", "bob", "cat"), ("echoes", "cities")),
            (("ann", "bob"), ("artifacts", "echoes")),
        ]
    )
]


def _record(config: GameConfig, seed: int) -> tuple[list[Any], int]:
    """Every decision (choices included) and every event of one game played through answer(),
    and how many of its answers were resumed (the game had a parked worker for them)."""
    game = Game.new(config)
    decisions: list[Any] = [game.pending]
    resumed = 0
    for player, option in _answers(game, seed):
        resumed += game._continuation is not None
        game.answer(player, option)
        decisions.append(game.pending)
    return [decisions, list(game.events), list(game.history), game.to_json(), game.result], resumed


@pytest.mark.parametrize("k", range(len(SEEDED)), ids=[f"seed {c.seed}" for c in SEEDED])
def test_resumed_and_re_run_play_the_same_games_event_for_event(k: int) -> None:
    # The backend fixture picks the worker (greenlet or thread); limit 0 re-runs every answer.
    config, seed = SEEDED[k], 50 + k
    resume.set_parked_limit(resume.SUGGESTED_PARKED_LIMIT)
    resumed_game, resumed = _record(config, seed)
    resume.set_parked_limit(0)
    re_run, none = _record(config, seed)
    assert none == 0
    answers = len(re_run[2])
    assert resumed >= answers - 5 > 0  # all but the first answers (and those after a game end) resumed
    assert resumed_game == re_run


def test_every_step_of_a_resumed_game_looks_the_same_as_re_run() -> None:
    config = CONFIGS[1]
    assert _drive(config, 8, seed=2, pictures=True)[:60] == _drive(config, 0, seed=2, pictures=True)[:60]


def test_answers_after_the_second_are_resumed_by_one_worker() -> None:
    before = _workers()
    game = Game.new(CONFIGS[1])
    answers = _answers(game, 1, 40)
    game.answer(*next(answers))  # the first answer re-runs in place: no worker yet
    assert game._continuation is None and _workers() == before
    game.answer(*next(answers))  # the second re-runs in a worker, which parks
    cont = game._continuation
    assert cont is not None and _workers() == before + 1
    for player, option in answers:
        game.answer(player, option)
        assert game._continuation is cont or game.pending is None  # the same worker goes on
    assert _workers() == before + 1


def _resumed(config: GameConfig, answers: int = 30, seed: int = 4) -> tuple[Game, list[tuple[str, str]]]:
    game = Game.new(config)
    given: list[tuple[str, str]] = []
    for player, option in _answers(game, seed, answers):
        game.answer(player, option)
        given.append((player, option))
    assert game._continuation is not None
    return game, given


@pytest.mark.parametrize(
    "make_exc",
    [lambda: RuntimeError("a plugin bug"), KeyboardInterrupt, MemoryError, lambda: RequestTimeout("slow")],
    ids=["RuntimeError", "KeyboardInterrupt", "MemoryError", "RequestTimeout"],
)
def test_an_exception_in_a_resumed_answer_changes_nothing_and_the_game_goes_on(make_exc: Any) -> None:
    plugin = FaultPlugin()
    config = GameConfig(players=("ann", "bob"), seed=21, expansions=("artifacts", "echoes"), plugins=[plugin])
    twin = Game.new(config)
    game, _ = _resumed(config)
    rng = random.Random(8)
    failed = 0
    for _ in range(150):
        d = game.pending
        if d is None:
            break
        option = rng.choice(d.options)
        resumable = game._continuation is not None
        before = _picture(game)
        exc = make_exc()
        plugin.arm(rng.choice(PLAY_HOOKS), exc, skip=rng.randrange(2))
        try:
            game.answer(d.player, option)
        except BaseException as raised:
            assert raised is exc
            assert _picture(game) == before  # the state the worker had changed is derived again
            failed += resumable
        finally:
            plugin.disarm()
        if len(game.history) == d.number:  # refused: answer it again, now without a fault
            game.answer(d.player, option)
    assert failed > 5
    for player, option in game.history:
        twin.answer(player, option)
    assert twin.to_json() == game.to_json() and twin.events == game.events


class _TurnStartDraw:
    """A plugin that draws a card for the player whose turn begins — a change to the state before
    the turn's first question, in the segment an answer begins — and, when ``fail`` is set, fails
    right after it, before that question."""

    PLUGIN_NAME = "turn_start_draw"

    def __init__(self) -> None:
        self.fail = False

    @hookimpl
    def innovation_turn_start(self, ctx: Any) -> None:
        ctx.draw(1)

    @hookimpl
    def innovation_legal_actions(self) -> None:
        if self.fail:
            raise RuntimeError("a plugin bug after the turn began")


def test_an_answer_failing_after_the_next_segment_changed_the_state_changes_nothing() -> None:
    # The worker's snapshot of the segment the answer began in shares lists with the state it
    # goes on changing: the draw at the next turn's start must not reach it (resume._settle).
    plugin = _TurnStartDraw()
    config = GameConfig(players=("ann", "bob"), seed=41, plugins=[plugin])
    twin = Game.new(config)
    game, _ = _resumed(config, answers=6)
    rng = random.Random(3)
    failed = 0
    while game.pending is not None and len(game.history) < 150:
        d = game.pending
        option = rng.choice(d.options)
        resumable = game._continuation is not None
        before = _picture(game)
        plugin.fail = rng.random() < 0.25  # not always: the game takes a worker again
        try:
            game.answer(d.player, option)
        except RuntimeError:
            plugin.fail = False  # the state is derived again when read: with no fault
            assert _picture(game) == before
            failed += resumable
        plugin.fail = False
        if len(game.history) == d.number:  # it failed at the next turn's start: again, without
            game.answer(d.player, option)
    assert failed > 10
    for player, option in game.history:
        twin.answer(player, option)
    assert twin.to_json() == game.to_json() and twin.events == game.events


class _Slow:
    """A plugin whose draw hook takes a while: time for a signal to reach the waiting caller."""

    PLUGIN_NAME = "slow_draws"

    def __init__(self) -> None:
        self.delay = 0.0

    @hookimpl
    def innovation_on_draw(self) -> None:
        if self.delay:
            time.sleep(self.delay)


@pytest.mark.skipif(not hasattr(signal, "setitimer") or sys.platform == "win32", reason="needs POSIX interval timers")
def test_a_timeout_while_the_worker_runs_undoes_the_answer_and_lets_the_worker_go() -> None:
    baseline = _wait_for_workers(at_most=0)
    slow = _Slow()
    config = GameConfig(players=("ann", "bob"), seed=31, plugins=[slow])
    twin = Game.new(config)
    game, _ = _resumed(config, answers=10)

    def on_alarm(signum: int, frame: object) -> None:
        raise RequestTimeout("the request took too long")

    previous = signal.signal(signal.SIGALRM, on_alarm)
    interrupted = 0
    try:
        for player, option in _answers(game, 9, 120):
            before = _picture(game)
            slow.delay = 0.02
            try:
                signal.setitimer(signal.ITIMER_REAL, 0.005)
                game.answer(player, option)
                signal.setitimer(signal.ITIMER_REAL, 0)
            except RequestTimeout:
                signal.setitimer(signal.ITIMER_REAL, 0)
                slow.delay = 0.0
                if len(game.history) == len(before["history"]):  # else it fired after the answer
                    interrupted += 1
                    assert _picture(game) == before
                    game.answer(player, option)  # the same answer again goes through
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
                slow.delay = 0.0
    finally:
        signal.signal(signal.SIGALRM, previous)
    assert interrupted > 3
    for player, option in game.history:
        twin.answer(player, option)
    assert twin.to_json() == game.to_json()
    del game, twin
    assert _wait_for_workers(at_most=baseline) == baseline  # the interrupted workers ended too


class _Reader:
    """A plugin that reads its game (view, save, history) from a hook, and tries to answer it."""

    PLUGIN_NAME = "reads_back"

    def __init__(self) -> None:
        self.game: Game | None = None
        self.seen: list[int] = []
        self.refused = 0

    @hookimpl
    def innovation_on_meld(self) -> None:
        game, self.game = self.game, None  # not again for the loaded copy's own melds
        if game is None:
            return
        d = game.pending
        assert d is not None
        assert game.view(d.player).decision == d  # the decision being answered, until it is done
        assert len(game.history) == d.number + 1  # it holds the answer being run
        assert Game.from_json(game.to_json(), plugins=game.config.plugins).history == game.history
        self.seen.append(len(game.history))
        try:
            game.answer(d.player, d.options[0])
        except GameBusyError:
            self.refused += 1
        self.game = game


def test_a_hook_running_in_the_worker_reads_its_game_and_cannot_answer_it() -> None:
    reader = _Reader()
    game, _ = _resumed(GameConfig(players=("ann", "bob"), seed=3, plugins=[reader]), answers=5)
    reader.game = game
    for player, option in _answers(game, 3, 60):
        game.answer(player, option)
    reader.game = None
    assert reader.seen and reader.refused == len(reader.seen)


def test_threads_answering_games_of_their_own_play_them_as_one_thread_does() -> None:
    configs = [GameConfig(players=("ann", "bob"), seed=s, expansions=("echoes",)) for s in range(6)]
    expected = [_drive(c, 64, seed=s)[-1]["json"] for s, c in enumerate(configs)]
    got: dict[int, str] = {}
    failures: list[BaseException] = []

    def run(k: int) -> None:
        try:
            game = Game.new(configs[k])
            for player, option in _answers(game, k):
                game.answer(player, option)
            got[k] = game.to_json()
        except BaseException as exc:
            failures.append(exc)

    threads = [threading.Thread(target=run, args=(k,)) for k in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert not failures
    assert [got[k] for k in range(6)] == expected


def test_a_copy_of_a_game_with_a_parked_worker_is_independent_of_it() -> None:
    game, _ = _resumed(CONFIGS[1], answers=25)
    cont = game._continuation
    copy = game.copy()
    assert copy._continuation is None and copy.to_json() == game.to_json()
    for player, option in _answers(copy, 100, 30):  # the copy goes another way
        copy.answer(player, option)
    assert game._continuation is cont  # untouched
    replay = Game.new(CONFIGS[1])
    for player, option in game.history:
        replay.answer(player, option)
    assert replay.to_json() == game.to_json()
    for player, option in _answers(game, 200):
        game.answer(player, option)
    replay = Game.new(CONFIGS[1])
    for player, option in copy.history:
        replay.answer(player, option)
    assert replay.to_json() == copy.to_json()


def test_a_save_in_the_middle_of_a_resumed_action_loads_and_plays_on_the_same() -> None:
    game, _ = _resumed(CONFIGS[1], answers=33)
    loaded = Game.from_json(game.to_json())
    assert loaded.pending == game.pending and loaded.state == game.state
    for player, option in _answers(game, 6):
        game.answer(player, option)
        loaded.answer(player, option)
    assert loaded.to_json() == game.to_json() and loaded.events == game.events


def test_play_takes_over_a_game_with_a_parked_worker() -> None:
    game, _ = _resumed(CONFIGS[0], answers=12)
    twin = Game.new(CONFIGS[0])
    for player, option in game.history:
        twin.answer(player, option)
    play(game, [RandomAgent(1), RandomAgent(2)])
    play(twin, [RandomAgent(1), RandomAgent(2)])
    assert game._continuation is None and game.to_json() == twin.to_json()


def test_parked_workers_stay_within_the_bound_and_the_games_play_on_the_same() -> None:
    resume.set_parked_limit(3)
    configs = [GameConfig(players=("ann", "bob"), seed=40 + k) for k in range(6)]
    games = [Game.new(c) for c in configs]
    rngs = [random.Random(k) for k in range(6)]
    baseline = _workers()
    for _ in range(80):  # round robin: six games, three parked workers
        for game, rng in zip(games, rngs, strict=True):
            d = game.pending
            if d is not None:
                game.answer(d.player, rng.choice(d.options))
        assert resume.parked_count() <= 3
        assert _wait_for_workers(at_most=baseline + 3) <= baseline + 3
    for k, game in enumerate(games):
        replay = Game.new(configs[k])
        for player, option in game.history:
            replay.answer(player, option)
        assert replay.to_json() == game.to_json()
    resume.set_parked_limit(0)  # off: every worker is let go
    assert resume.parked_count() == 0
    del games
    assert _wait_for_workers(at_most=baseline) <= baseline


def test_a_game_let_go_of_ends_its_worker() -> None:
    baseline = _wait_for_workers(at_most=0)
    game, _ = _resumed(CONFIGS[0], answers=8)
    assert _workers() == baseline + 1
    del game
    assert _wait_for_workers(at_most=baseline) == baseline
    assert resume.parked_count() == 0


@pytest.mark.parametrize("limit", [-1, 1.5, True, "8"])
def test_the_bound_is_a_non_negative_integer(limit: Any) -> None:
    with pytest.raises(ConfigError):
        resume.set_parked_limit(limit)


@GREENLET_ONLY
def test_resuming_is_on_by_default_with_greenlet_and_off_without(backend: str) -> None:
    # With greenlet (a core dependency on CPython) answers resume in the main thread; without it
    # every answer re-runs, and resuming cannot be turned on.
    require("greenlet", "greenlet: the greenlet backend")
    assert resume.HAVE_GREENLET
    assert resume.DEFAULT_PARKED_LIMIT == resume.SUGGESTED_PARKED_LIMIT
    code = (
        "import sys\n"
        "if sys.argv[1] == 'without': sys.modules['greenlet'] = None\n"
        "from innovation import Game, GameConfig\n"
        "from innovation.running import resume\n"
        "from innovation.errors import ConfigError\n"
        "g = Game.new(GameConfig(players=('ann', 'bob'), seed=3))\n"
        "for _ in range(20): d = g.pending; g.answer(d.player, d.options[0])\n"
        "try: resume.set_parked_limit(8); refused = False\n"
        "except ConfigError: refused = True\n"
        "print(resume.HAVE_GREENLET, resume.available_here(), resume.parked_limit(), resume.live_workers(), refused)"
    )
    env = {k: v for k, v in os.environ.items() if k != "INNOVATION_RESUME"}
    for how, expected in [("without", "False False 0 0 True"), ("with", "True True 8 1 False")]:
        done = subprocess.run([sys.executable, "-c", code, how], capture_output=True, text=True, check=True, env=env)
        assert done.stdout.split() == expected.split()


@GREENLET_ONLY
@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("off", "re-run 0 0"),
        ("on", "greenlet 64 1"),
        (" Greenlet ", "greenlet 64 1"),
        ("default", "greenlet 64 1"),
        ("", "greenlet 64 1"),
        ("fibre", "ConfigError: INNOVATION_RESUME is off, on, greenlet or default, not 'fibre'"),
        ("thread", "ConfigError: INNOVATION_RESUME=thread: the thread backend was removed in issue 27"),
    ],
)
def test_the_environment_variable_chooses_how_paused_actions_go_on(backend: str, value: str, expected: str) -> None:
    require("greenlet", "greenlet: INNOVATION_RESUME=greenlet")
    code = (
        "from innovation import Game, GameConfig\n"
        "from innovation.running import resume\n"
        "g = Game.new(GameConfig(players=('ann', 'bob'), seed=3))\n"
        "for _ in range(20): d = g.pending; g.answer(d.player, d.options[0])\n"
        "kind = 'greenlet' if resume.parked_limit() else 're-run'\n"
        "print(kind, resume.parked_limit(), resume.live_workers())"
    )
    env = {**os.environ, "INNOVATION_RESUME": value}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    if expected.startswith("ConfigError"):
        assert done.returncode != 0 and expected in done.stderr, done.stderr
        return
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == expected.split()
    if value == "off":  # and greenlet asked for where it is not installed: refused at import
        code = "import sys; sys.modules['greenlet'] = None\nimport innovation.running.resume"
        env["INNOVATION_RESUME"] = "greenlet"
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
        assert done.returncode != 0 and "needs greenlet" in done.stderr


def test_resuming_off_re_runs_every_answer() -> None:
    resume.set_parked_limit(0)
    # Workers let go here (the bound's default keeps earlier tests' parked now) end soon after.
    before = _wait_for_workers(0)
    game = Game.new(CONFIGS[1])
    for _ in range(30):
        decision = game.pending
        assert decision is not None
        game.answer(decision.player, decision.options[0], number=decision.number)
    assert resume.parked_count() == 0 and _workers() == before


def test_a_game_answered_from_another_thread_re_runs_there_and_plays_the_same(backend: str) -> None:
    # A web server's thread pool answers one game from whichever thread is free. A greenlet can be
    # resumed only from the thread that made it, and greenlet workers are made in the main thread
    # only (resume.available_here): other threads re-run the segment.
    config = CONFIGS[1]
    expected = _drive(config, 0, seed=7)[-1]["json"]
    resume.set_parked_limit(resume.SUGGESTED_PARKED_LIMIT)
    game = Game.new(config)
    answers = _answers(game, 7)
    failures: list[BaseException] = []
    workers = [concurrent.futures.ThreadPoolExecutor(max_workers=1) for _ in range(3)]

    def answer(player: str, option: str) -> None:
        d = game.pending
        assert d is not None
        game.answer(player, option, number=d.number)

    try:
        for k, (player, option) in enumerate(answers):
            pool = workers[(k // 3) % 3]  # three answers in a row from each pool thread
            try:
                pool.submit(answer, player, option).result(60)
            except BaseException as exc:
                failures.append(exc)
                break
            assert game._continuation is None  # greenlet workers live in the main thread only
    finally:
        for pool in workers:
            pool.shutdown()
    assert not failures
    assert game.to_json() == expected


@GREENLET_ONLY
def test_a_parked_greenlet_is_not_resumed_from_another_thread(backend: str) -> None:
    game, _ = _resumed(CONFIGS[0], answers=10)
    cont = game._continuation
    assert cont is not None and cont.resumable_here()
    seen: list[bool] = []
    thread = threading.Thread(target=lambda: seen.append(cont.resumable_here()))
    thread.start()
    thread.join()
    assert seen == [False]
    d = game.pending
    assert d is not None
    option = d.options[-1]
    thread = threading.Thread(target=game.answer, args=(d.player, option))
    thread.start()
    thread.join()
    assert len(game.history) == d.number + 1 and game._continuation is not cont  # it re-ran there
    replay = Game.new(CONFIGS[0])
    for player, answered in game.history:
        replay.answer(player, answered)
    assert replay.to_json() == game.to_json()
    for player, answered in _answers(game, 3, 20):  # and goes on here (re-run, then a new worker)
        game.answer(player, answered)
    assert game._continuation is None or game._continuation.resumable_here()


@GREENLET_ONLY
def test_another_thread_never_calls_into_greenlet(backend: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # greenlet gives every thread that asks for its current greenlet a state of its own: a thread
    # that answers, tests or drops a main-thread game is told apart by its id first.
    game, _ = _resumed(CONFIGS[0], answers=10)
    cont = game._continuation
    assert cont is not None
    callers: list[int] = []
    getcurrent = resume._getcurrent

    def counted() -> Any:
        callers.append(threading.get_ident())
        return getcurrent()

    monkeypatch.setattr(resume, "_getcurrent", counted)
    d = game.pending
    assert d is not None
    foreign: list[int] = []
    seen: list[bool] = []
    dropped = [_resumed(CONFIGS[1], answers=3)[0]]  # a game with a parked worker, dropped there

    def elsewhere() -> None:
        foreign.append(threading.get_ident())
        seen.append(cont.resumable_here())
        game.answer(d.player, d.options[0])  # re-runs there, and lets the parked worker go
        dropped.clear()
        gc.collect()

    thread = threading.Thread(target=elsewhere)
    thread.start()
    thread.join()
    assert seen == [False] and len(game.history) == d.number + 1
    assert foreign and foreign[0] not in callers
    assert _wait_for_workers(0) == 0  # the parked worker was ended here, in the main thread
    assert callers and set(callers) == {threading.get_ident()}


@GREENLET_ONLY
def test_parked_workers_are_ended_in_ordinary_code_at_exit(backend: str) -> None:
    # An atexit hook ends them before the interpreter shuts down (greenlet's own shutdown path
    # is not left to find suspended greenlets); the hook registered first runs after it.
    require("greenlet", "the fast extra: the greenlet backend")
    code = (
        "import atexit\n"
        "def after():\n"
        "    from innovation import resume\n"
        "    print('after', resume.parked_count(), resume.live_workers(), resume.parked_limit())\n"
        "atexit.register(after)\n"
        "from innovation import Game, GameConfig, resume\n"
        "resume.set_parked_limit(8)\n"
        "games = [Game.new(GameConfig(players=('ann', 'bob'), seed=s)) for s in range(3)]\n"
        "for g in games:\n"
        "    for _ in range(6): d = g.pending; g.answer(d.player, d.options[0])\n"
        "print('parked', resume.parked_count(), resume.live_workers())\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "INNOVATION_RESUME"}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert done.returncode == 0 and not done.stderr, done.stderr
    assert done.stdout.split() == "parked 3 3 after 0 0 0".split()


@GREENLET_ONLY
def test_greenlet_workers_are_made_in_the_main_thread_only(backend: str) -> None:
    assert resume.available_here()
    seen: list[bool] = []
    thread = threading.Thread(target=lambda: seen.append(resume.available_here()))
    thread.start()
    thread.join()
    assert seen == [False]


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
def test_a_forked_child_re_runs_instead_of_resuming_its_parents_worker() -> None:
    game, _ = _resumed(CONFIGS[0], answers=10)
    cont = game._continuation
    assert cont is not None
    replay = Game.new(CONFIGS[0])
    for player, option in game.history:
        replay.answer(player, option)
    d = game.pending
    assert d is not None
    replay.answer(d.player, d.options[0])
    expected = replay.to_json()
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never resumes the parent's worker, re-runs instead
        ok = False
        try:
            ok = not resume.take(cont)
            game.answer(d.player, d.options[0])
            ok = ok and game.to_json() == expected
        finally:
            os.write(write, b"1" if ok else b"0")
            os._exit(0)
    os.close(write)
    got = os.read(read, 1)
    os.close(read)
    os.waitpid(pid, 0)
    assert got == b"1"
    game.answer(d.player, d.options[0])  # the parent resumes its own worker
    assert game.to_json() == expected


def test_answers_from_short_lived_threads_play_the_same_game() -> None:
    # Each answer comes from a thread of its own that then ends: thread ids are reused, so a
    # greenlet's thread is told by its main greenlet, never by an id (a greenlet of an ended
    # thread that matched by id would fail to switch: "parent cannot be on a different thread").
    config = CONFIGS[0]
    expected = _drive(config, 0, seed=9)[-1]["json"]
    resume.set_parked_limit(resume.SUGGESTED_PARKED_LIMIT)
    game = Game.new(config)
    failures: list[BaseException] = []

    def answer(player: str, option: str) -> None:
        try:
            game.answer(player, option)
        except BaseException as exc:
            failures.append(exc)

    for player, option in _answers(game, 9):
        thread = threading.Thread(target=answer, args=(player, option))
        thread.start()
        thread.join()
        assert not failures
    assert game.to_json() == expected
