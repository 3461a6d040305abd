"""Resuming a paused action: the segment runs on in a parked worker thread.

A question in the middle of an action (request/response: ``game.pending`` / ``game.answer()``)
used to unwind the engine, and the next answer re-ran the action's segment from its snapshot with
the recorded answers. Here the segment runs in a worker thread instead; at a question with no
answer the engine's answerer (:meth:`Continuation.park`) hands the decision to the game and blocks
the worker until the answer arrives, so the next answer continues the very call stack that asked —
no replay. The worker goes on through the following segments exactly as :meth:`Game._run` does
and stops at the next question (or the end of the game).

What a worker changes is its own until the game takes it: the events of a step go to a list of
the step's own, the states are the worker's; the game copies a finished step into itself
(:class:`Step`). So an answer that fails or is interrupted half-way simply drops the continuation;
the game falls back to re-running the segment (see docs/architecture.md, "How a paused action
resumes").

Parked continuations are a process-wide resource (one thread each): at most
:func:`parked_limit` are kept (least recently answered first out); a game whose continuation was
dropped re-runs its segment at its next answer. Resuming is off by default
(:data:`DEFAULT_PARKED_LIMIT` is 0: every answer re-runs); ``set_parked_limit(64)`` turns it on.
"""

from __future__ import annotations

import os
import threading
from collections import OrderedDict
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from queue import SimpleQueue

from innovation.asking import Answerer
from innovation.board import GameOver
from innovation.cards import Rules
from innovation.decisions import Decision
from innovation.errors import ConfigError, SaveError
from innovation.eventlog import Entry, Logged
from innovation.options import OptionValue
from innovation.state import GameState, Result
from innovation.turn import Engine

__all__ = ["Continuation", "Step", "parked_count", "parked_limit", "set_parked_limit"]

#: How many continuations may be parked at once in this process, all games together.
#: Off by default: on this project's 2-vCPU VM an idle machine's thread hand-over costs 65–90 µs of
#: CPU (a cross-vCPU wake-up), which ate the replay it saves in base games (request/response ÷
#: play() 3.0 resumed vs 2.4 re-run, idle; 1.6 vs 2.3 under load). Turn it on with
#: ``set_parked_limit(64)`` where it measures faster (loaded hosts, expansions).
DEFAULT_PARKED_LIMIT = 0
#: The bound the docs suggest when turning resuming on.
SUGGESTED_PARKED_LIMIT = 64


@dataclass(frozen=True)
class SegmentRules:
    """What every engine of one game is built with."""

    rules: Rules
    options: Mapping[str, OptionValue]
    max_turns: int | None


def make_engine(
    how: SegmentRules,
    state: GameState,
    events: list[Entry],
    answers: list[str],
    first_number: int,
    answerer: Answerer | None = None,
    on_answer: Callable[[str, str], None] | None = None,
    bare: frozenset[str] = frozenset(),
    previous: Engine | None = None,
) -> Engine:
    """The engine of one segment over ``state``; ``first_number``: the game's number of the
    segment's first decision; ``previous``: the engine of the segment that just ended on the state
    ``state`` is a copy of (its board facts still hold)."""
    engine = Engine(how.rules, state, events, answers, answerer, on_answer, how.options, how.max_turns)
    engine.first_number = first_number
    engine.bare = bare
    if previous is not None:
        engine.carry_memos(previous)
    return engine


def run_segment(engine: Engine) -> None:
    """Run ``engine``'s segment to its end (``NeedDecision`` propagates); a game end marks the
    state over and logs it. Refuses recorded answers that go on past the segment."""
    try:
        engine.run_segment()
    except GameOver as over:
        engine.state.phase = "over"
        engine.state.result = over.result
        engine.events.append(Logged("game_over", game_over_text(over.result)))
    if engine.position < len(engine.answers):
        # Only a forged save can hold answers to questions its game never asked.
        raise SaveError("the saved answers go on after the point where they were given")


def game_over_text(result: Result) -> str:
    if not result.winners:
        return f"Game over ({result.reason}): nobody won. {result.detail}".strip()
    return f"Game over ({result.reason}): {', '.join(result.winners)} won. {result.detail}".strip()


@dataclass(eq=False)
class Step:
    """What a worker did between two answers, for the game to take over.

    ``restart``: the step began by re-running the current segment from the game's snapshot (its
    events replace the game's events after its mark). ``snapshot``: set when a new segment began
    during the step — its starting state, and ``offset``, where in ``events`` its events begin.
    ``decision``: the question the worker is parked at, with ``state`` the working state; None
    when the game is over. ``error``: what the step raised instead (the worker is gone)."""

    events: list[Entry] = field(default_factory=list)
    restart: bool = False
    snapshot: GameState | None = None
    offset: int = 0
    decision: Decision | None = None
    state: GameState | None = None
    error: BaseException | None = None


@dataclass(frozen=True)
class _Job:
    """A worker's first task: re-run the segment from ``snapshot`` with ``answers``."""

    snapshot: GameState
    answers: list[str]
    first_number: int


class NoThread(RuntimeError):
    """No worker thread could be started (the process is at its thread limit): re-run instead."""


class _Abandoned(BaseException):
    """Raised at a parked question to unwind a continuation nobody will answer."""


#: What a worker's inbox receives instead of an answer when its continuation is dropped.
_ABANDON = object()


class Continuation:
    """One game's segment running in a worker thread, parked at a question between answers.

    Only the thread that holds the game (the game's lock) talks to it: :meth:`start` and
    :meth:`resume` each hand the worker something and wait for its :class:`Step`."""

    def __init__(self, how: SegmentRules) -> None:
        self._how = how
        self._inbox: SimpleQueue[object] = SimpleQueue()
        self._outbox: SimpleQueue[Step] = SimpleQueue()
        self._generation = _generation
        self._engine: Engine | None = None
        self._step = Step()
        #: The worker thread (started by :meth:`start`): calls it makes into the game run on the
        #: lock the waiting caller lent it.
        self.thread = threading.Thread(target=self._serve, name="innovation-resume", daemon=True)

    # ------------------------------------------------------------------ the game's side
    def start(self, snapshot: GameState, answers: list[str], first_number: int) -> Step:
        """Start the worker: re-run the segment from ``snapshot`` with ``answers`` and go on to
        the next question. (The job is queued before the thread starts, so a worker never waits
        for it.) Raises :class:`NoThread` when no thread can be started."""
        self._inbox.put(_Job(snapshot, list(answers), first_number))
        try:
            self.thread.start()
        except RuntimeError as exc:  # "can't start new thread": the process is at its limit
            raise NoThread(str(exc)) from exc
        return self._outbox.get()

    def resume(self, answer: str) -> Step:
        """Answer the question the worker is parked at and go on to the next one."""
        self._inbox.put(answer)
        return self._outbox.get()

    def abandon(self) -> None:
        """Let the worker unwind and end (at once if it is parked, else at its next question)."""
        self._inbox.put(_ABANDON)

    # ------------------------------------------------------------------ the worker's side
    def _serve(self) -> None:
        try:
            self._run()
        except _Abandoned:
            return
        except BaseException as exc:  # handed to the game, which raises it in the caller's thread
            self._outbox.put(Step(error=exc))
        finally:
            self._engine = None

    def _run(self) -> None:
        """:meth:`Game._run`'s walk, with :meth:`park` as the answerer. (The job is taken here,
        so that no frame keeps the first snapshot once the walk has moved past it.)"""
        job = self._inbox.get()
        if not isinstance(job, _Job):
            raise _Abandoned
        snapshot, answers, first_number = job.snapshot, job.answers, job.first_number
        del job
        self._step = Step(restart=True)
        while True:
            if snapshot.phase == "over":
                if answers:
                    raise SaveError("the saved answers go on after the end of the game")
                self._outbox.put(self._step)
                return
            work = snapshot.clone()
            engine = self._engine = make_engine(
                self._how, work, self._step.events, answers, first_number, self.park, previous=self._engine
            )
            del engine  # the walk keeps only ``self._engine`` (dropped when the worker ends)
            run_segment(self._engine)
            first_number += len(answers)
            snapshot, answers = work, []
            self._step.snapshot, self._step.offset = work, len(self._step.events)

    def park(self, decision: Decision) -> str:
        """The engine's answerer: report the question, wait for its answer."""
        engine = self._engine
        assert engine is not None
        step = self._step
        step.decision, step.state = decision, engine.state
        self._outbox.put(step)
        del step  # the game owns it now
        answer = self._inbox.get()
        if answer is _ABANDON:
            raise _Abandoned
        assert isinstance(answer, str)
        self._step = Step()
        engine.events = self._step.events
        return answer


# ---------------------------------------------------------------------- the bound
_registry_lock = threading.Lock()
#: Parked continuations, least recently parked first.
_parked: OrderedDict[Continuation, None] = OrderedDict()
_limit = DEFAULT_PARKED_LIMIT
#: Bumped in a forked child: the parent's workers do not exist there.
_generation = 0


def parked_limit() -> int:
    """How many continuations may be parked at once (all games of this process together)."""
    return _limit


def set_parked_limit(limit: int) -> None:
    """Keep at most ``limit`` paused actions resumable at once (least recently answered dropped
    first; each holds a parked thread). 0: never resume — every answer re-runs its segment."""
    global _limit
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 0:
        raise ConfigError(f"the parked limit is a non-negative integer, not {limit!r}")
    _limit = limit
    _evict()


def parked_count() -> int:
    """How many continuations are parked right now."""
    return len(_parked)


def park(cont: Continuation) -> None:
    """Keep ``cont`` for its game's next answer (dropping the least recently parked if full)."""
    with _registry_lock:
        _parked[cont] = None
        full = len(_parked) > _limit
    if full:
        _evict()


def take(cont: Continuation) -> bool:
    """Claim ``cont`` for an answer: False if it was dropped meanwhile (the game re-runs)."""
    with _registry_lock:
        return cont._generation == _generation and _parked.pop(cont, True) is None


def discard(cont: Continuation) -> None:
    """Drop ``cont`` (its game moved on another way, or is gone)."""
    with _registry_lock:
        _parked.pop(cont, None)
    cont.abandon()


def _evict() -> None:
    evicted: list[Continuation] = []
    with _registry_lock:
        while len(_parked) > _limit:
            evicted.append(_parked.popitem(last=False)[0])
    for cont in evicted:
        cont.abandon()


def _forget_parked() -> None:
    """In a forked child: no worker of the parent exists, so no continuation can resume."""
    global _generation, _registry_lock
    _generation += 1
    _registry_lock = threading.Lock()
    _parked.clear()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forget_parked)
