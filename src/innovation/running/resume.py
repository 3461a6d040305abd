"""Resuming a paused action: the segment runs on in a parked worker.

Without it, the next answer re-runs the paused action's segment from its snapshot with the
recorded answers. Here the segment runs in a worker: at a question the engine's answerer
(:meth:`Continuation.park`) hands the decision to the game and suspends the worker until the
answer arrives, so the next answer continues the very call stack that asked. The worker walks the
segments as :meth:`Game._run` does, to the next question (or the end of the game).

**On by default with greenlet** (:data:`DEFAULT_PARKED_LIMIT`; ``INNOVATION_RESUME=off`` turns it
off): the worker is a greenlet of the main thread, a hand-over a stack switch; any other thread,
and any interpreter without greenlet, re-runs instead. (A thread worker, an OS wake-up per
hand-over, was removed in issue 27: it cost about what the re-run saves — docs/architecture.md,
"Three ways an answer could run".) An answer that fails drops the continuation (the game re-runs);
at most :func:`parked_limit` are parked per process. See docs/architecture.md, "How a paused action
resumes".
"""

from __future__ import annotations

import atexit
import contextlib
import os
import threading
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

from innovation.errors import ConfigError, SaveError
from innovation.extras import pip_command
from innovation.protocol.decisions import Decision
from innovation.rules.eventlog import Entry
from innovation.rules.state import GameState
from innovation.rules.turn import Engine
from innovation.running.segments import SegmentRules, make_engine, run_segment

try:  # a core dependency on CPython: a stack switch instead of a thread hand-over
    import greenlet as _greenlet_module
except ImportError:  # pragma: no cover - other interpreters, installs without it
    _greenlet_module = None

_greenlet: Any = _greenlet_module  # untyped; None where it is not installed
_getcurrent: Any = None if _greenlet is None else _greenlet.getcurrent
_switch: Any = None if _greenlet is None else _greenlet.greenlet.switch
_get_ident = threading.get_ident

__all__ = [
    "Continuation",
    "Step",
    "available_here",
    "live_workers",
    "parked_count",
    "parked_limit",
    "set_parked_limit",
]

#: Whether greenlet is installed: paused actions can then be resumed (and are, by default).
HAVE_GREENLET = _greenlet is not None
#: The bound the docs suggest when resuming is on.
SUGGESTED_PARKED_LIMIT = 64
#: How many continuations may be parked at once in this process: on with greenlet (main-thread
#: workers only); 0 (every answer re-runs) without.
DEFAULT_PARKED_LIMIT = SUGGESTED_PARKED_LIMIT if HAVE_GREENLET else 0
#: Read once at import: unset, empty or ``default`` — the default; ``off`` — every answer re-runs;
#: ``on`` or ``greenlet`` — resume, :data:`SUGGESTED_PARKED_LIMIT` at most (needs greenlet).
#: ``set_parked_limit`` still applies after.
ENVIRONMENT_VARIABLE = "INNOVATION_RESUME"
_ENVIRONMENT_CHOICES: dict[str, int] = {
    **{"": DEFAULT_PARKED_LIMIT, "default": DEFAULT_PARKED_LIMIT, "off": 0},
    **{"on": SUGGESTED_PARKED_LIMIT, "greenlet": SUGGESTED_PARKED_LIMIT},
}
#: Why a value that once chose the thread worker is refused now.
_THREAD_REMOVED = (
    "the thread backend was removed in issue 27 (its hand-over cost about what the re-run saves: "
    "docs/architecture.md, 'Three ways an answer could run'); use greenlet (the default where it is "
    "installed) or off"
)


class Step:
    """What a worker did between two answers, for the game to take over (its events are in the
    game's log already: :meth:`Continuation.start`). ``snapshot``: set when a new segment began —
    its starting state; ``offset``, where in the log its events begin; ``answers``, its answers
    list. ``decision``: the question the worker is parked at (None: the game is over), ``state``
    the walk's working state. (One per walk, refilled.)"""

    __slots__ = ("answers", "decision", "offset", "snapshot", "state")

    def __init__(self) -> None:
        self.snapshot: GameState | None = None
        self.answers: list[str] = []
        self.offset = 0
        self.decision: Decision | None = None
        self.state = cast(GameState, None)  # set by the walk, once


@dataclass(frozen=True)
class _Job:
    """A worker's first task: re-run the segment from ``snapshot`` with ``answers``."""

    snapshot: GameState
    answers: list[str]
    first_number: int


class _Abandoned(BaseException):
    """Raised at a parked question to unwind a continuation nobody will answer."""


#: What a worker receives instead of an answer when its continuation is dropped (typed as an
#: answer: it is handed over where answers are, and told apart by identity).
_ABANDON = cast(str, object())


class Continuation:
    """One game's segment running on in a worker of its own, parked at a question between answers.
    Only the caller holding the game's lock talks to it (:meth:`start`, :meth:`answer`). The walk
    is here; the hand-over is the backend's (:class:`GreenletContinuation`)."""

    #: Gives ``step`` to the caller, returns the answer it sends back (or :data:`_ABANDON`).
    _hand_over: Callable[[Step], str]

    def __init__(self, how: SegmentRules) -> None:
        self._how = how
        self._generation = _generation
        self._engine: Engine | None = None
        self._step = Step()
        self._job: _Job | None = None
        #: Where the worker's engine logs its events (see :meth:`start`).
        self._log: list[Entry] = []
        #: The snapshot the running answer restores if it fails, when it is a fork of the working
        #: state (None while the first segment runs on a copy), and the engine's ``kept`` while
        #: that snapshot may need lists of its own (see :meth:`_settle`).
        self._exposed: GameState | None = None
        self._guard = cast(GameState, _Exposed(self))

    # ------------------------------------------------------------------ the game's side
    def start(self, snapshot: GameState, answers: list[str], first_number: int, log: list[Entry]) -> None:
        """Park the worker with its first task — re-run the segment from ``snapshot`` with
        ``answers``, to the next question — which ``answer(None)`` runs. ``log`` (the game's
        events) and ``answers`` (a greenlet's engine records each answer there) are the game's:
        the worker logs and records as the game's own engine would (a failure undone by length)."""
        self._job = _Job(snapshot, answers, first_number)
        self._log = log
        park(self)

    def answer(self, answer: str | None) -> Step | None:
        """Claim the continuation, hand the worker ``answer`` (None: its first task), park it
        again at its next question: its step — or None (nothing happened; the game re-runs) if it
        cannot be resumed from here or was dropped. What the worker raises is raised here."""
        raise NotImplementedError

    def abandon(self) -> None:  # let the worker unwind and end (at once if parked, else at its question)
        raise NotImplementedError

    def resumable_here(self) -> bool:  # whether the calling thread may resume it
        return True

    # ------------------------------------------------------------------ the worker's side
    def _walk(self) -> Step:
        """:meth:`Game._run`'s walk, :meth:`park` the answerer: the last step (the game is over).
        (No frame keeps the job's snapshot once the walk is past it.)"""
        job, self._job = self._job, None
        assert job is not None
        snapshot, answers, first_number = job.snapshot, job.answers, job.first_number
        del job
        step = self._step = Step()
        # As in Game._run: the first segment runs on a copy (the game's snapshot is never
        # changed), then one engine goes on changing that state, each next snapshot a fork of it.
        work = step.state = snapshot.clone()
        engine = self._engine = make_engine(self._how, work, self._log, answers, first_number, self.park)
        try:
            while snapshot.phase != "over":
                run_segment(engine)
                first_number += len(answers)
                snapshot, answers = work.fork(), []
                engine.next_segment(answers, first_number)
                # The snapshot a failing answer restores may be the fork kept until now (_settle).
                step.snapshot, step.offset, step.answers = snapshot, len(self._log), answers
                engine.kept = snapshot if self._exposed is None else self._guard
            if answers:
                raise SaveError("the saved answers go on after the end of the game")
            step.decision = None
            return step
        finally:
            self._engine = None

    def park(self, decision: Decision) -> str:
        """The engine's answerer: report the question, wait for its answer."""
        step = self._step
        step.decision = decision
        hand_over = self._hand_over  # (a greenlet's is an attribute: a plain load, not a method's)
        answer = hand_over(step)
        if answer is _ABANDON:
            raise _Abandoned
        # The game took the step over; the same one reports the next answer's.
        if step.snapshot is not None:
            # A segment began: the snapshot the game now restores if the next answer fails is
            # its fork, which the engine keeps (it does already, unless that is still the guard).
            engine = self._engine
            assert engine is not None
            engine.kept = self._exposed = step.snapshot
            step.snapshot = None
        return answer

    def _settle(self) -> GameState:
        """What the engine reads as ``kept`` while it is :attr:`_guard`: from the first segment an
        answer begins until the game takes its step, the snapshot that answer restores if it fails
        (:attr:`_exposed`) may share lists with the working state. At the engine's first read
        (just before it changes a list in place) it is still true: it gets lists of its own (a
        clone's, in place), and the engine the new snapshot. (Most answers copy nothing.)"""
        exposed, fork, engine = self._exposed, self._step.snapshot, self._engine
        assert fork is not None and engine is not None
        if exposed is not None:
            copy = exposed.clone()
            for name in exposed.__struct_fields__:
                setattr(exposed, name, getattr(copy, name))
            self._exposed = None
        engine.kept = fork
        return fork


class _Exposed:
    """A continuation's stand-in for the engine's ``kept`` (:meth:`Continuation._settle`); weak, so
    that a continuation whose walk has ended is freed by its last reference."""

    __slots__ = ("_continuation",)
    _continuation: weakref.ref[Continuation]

    def __init__(self, continuation: Continuation) -> None:
        object.__setattr__(self, "_continuation", weakref.ref(continuation))

    def _settle(self) -> GameState:
        continuation = self._continuation()
        assert continuation is not None  # its engine, which reads this, refers to it
        return continuation._settle()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._settle(), name)

    def __setattr__(self, name: str, value: Any) -> None:
        setattr(self._settle(), name, value)


class GreenletContinuation(Continuation):
    """The worker is a greenlet of the caller's thread: a hand-over is a stack switch. Only its own
    thread may switch to it; any other re-runs instead, and never calls into greenlet (that would
    give it greenlet state of its own)."""

    def __init__(self, how: SegmentRules) -> None:
        super().__init__(how)
        self._worker: Any = _greenlet.greenlet(self._serve)
        _greenlets.add(self._worker)
        #: The creating thread's main greenlet (an identity never reused, as thread ids are), the
        #: thread (to tell whether it ended), its id (a first, cheap test: the main thread's).
        self._home = _main_greenlet()
        self._home_thread = threading.current_thread()
        self._home_ident = threading.get_ident()
        #: The worker's parent: whoever resumed it last (its steps, and what it raises, go there).
        self._parent: Any = None

    def resumable_here(self) -> bool:
        if self._worker is None or _get_ident() != self._home_ident or self._generation != _generation:
            return False
        current = _getcurrent()
        return current is self._home or _main_greenlet(current) is self._home

    def answer(self, answer: str | None) -> Step | None:
        if _get_ident() != self._home_ident or not take(self):  # another thread's, or dropped
            return None
        current = _getcurrent()
        if self._parent is not current:  # another greenlet of this thread resumes it, or none may
            if _main_greenlet(current) is not self._home:
                return None  # (claimed: the game lets it go)
            self._worker.parent = self._parent = current
            self._hand_over = current.switch
        # What the worker raises comes out of ``switch`` here (and ends the worker).
        step: Step = _switch(self._worker, answer)
        if step.decision is not None:
            park(self)
        return step

    def _serve(self, _: object) -> Step:
        try:
            return self._walk()
        except _Abandoned:
            return Step()

    def abandon(self) -> None:
        worker = self._worker
        if worker is None:
            return
        if worker.dead or not worker:  # ended, or never started: nothing to unwind
            self._worker = None
        elif self._generation != _generation or not self._home_thread.is_alive():
            # A forked child, or its thread is gone: greenlet frees it when the reference goes.
            self._worker = None
        elif _get_ident() != self._home_ident:
            _orphans.append(self)  # another thread's: it is ended there, at a safe point
        else:
            self._worker = None
            engine = self._engine
            if engine is not None:  # what it logs as it unwinds is nobody's: its game may be idle
                engine.events = []
            # It unwinds from its question (finally blocks run) and ends; an error as it does is moot.
            with contextlib.suppress(Exception):
                worker.parent = self._parent = _getcurrent()
                worker.switch(_ABANDON)


def _main_greenlet(current: Any = None) -> Any:
    """The calling thread's main greenlet, the root of ``current`` (the calling greenlet)."""
    current = _getcurrent() if current is None else current
    while current.parent is not None:
        current = current.parent
    return current


# ---------------------------------------------------------------------- the bound
#: Serialises the eviction's loop (take's claim and park's entry are one atomic dict operation).
_registry_lock = threading.Lock()
#: Parked continuations, least recently parked first (a claim takes one out; parking, in at the end).
_parked: dict[Continuation, None] = {}


def _from_environment(value: str | None) -> int:
    """The parked limit that ``INNOVATION_RESUME=value`` asks for."""
    choice = (value or "").strip().lower()
    if choice == "thread":
        raise ConfigError(f"{ENVIRONMENT_VARIABLE}=thread: {_THREAD_REMOVED}")
    if choice not in _ENVIRONMENT_CHOICES:
        raise ConfigError(f"{ENVIRONMENT_VARIABLE} is off, on, greenlet or default, not {value!r}")
    if _ENVIRONMENT_CHOICES[choice] and not HAVE_GREENLET:
        raise ConfigError(f"{ENVIRONMENT_VARIABLE}={choice} needs greenlet: {pip_command()} install greenlet")
    return _ENVIRONMENT_CHOICES[choice]


_limit = _from_environment(os.environ.get(ENVIRONMENT_VARIABLE))
#: Bumped in a forked child: the parent's workers do not exist there.
_generation = 0
#: Continuations to be ended at the next safe point (see :func:`orphan`).
_orphans: list[Continuation] = []
#: Greenlet workers not yet collected (for :func:`live_workers`).
_greenlets: weakref.WeakSet[Any] = weakref.WeakSet()


def new_continuation(how: SegmentRules) -> Continuation:
    """A continuation (its worker starts with :meth:`Continuation.start`)."""
    if _orphans:
        _end_orphans()
    return GreenletContinuation(how)


def available_here() -> bool:
    """Whether the calling thread may make a continuation: greenlet workers live in the main thread
    only (in several threads they crashed CPython 3.11's collector)."""
    return HAVE_GREENLET and threading.current_thread() is threading.main_thread()


def live_workers() -> int:
    """How many workers exist right now (parked, running or not yet unwound)."""
    if _orphans:
        _end_orphans()
    return sum(1 for g in list(_greenlets) if g and not g.dead)


def parked_limit() -> int:
    """How many continuations may be parked at once (all games of this process together)."""
    return _limit


def set_parked_limit(limit: int) -> None:
    """Keep at most ``limit`` paused actions resumable at once (least recently answered dropped
    first; each holds a parked greenlet). 0: never resume — every answer re-runs its segment."""
    global _limit
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 0:
        raise ConfigError(f"the parked limit is a non-negative integer, not {limit!r}")
    if limit and not HAVE_GREENLET:
        raise ConfigError(f"resuming paused actions needs greenlet: {pip_command()} install greenlet")
    _limit = limit
    _end_orphans()
    _evict()


def parked_count() -> int:
    """How many continuations are parked right now."""
    return len(_parked)


def park(cont: Continuation) -> None:
    """Keep ``cont`` for its game's next answer (dropping the least recently parked if full)."""
    if _orphans:
        _end_orphans()
    # No lock: two threads parking at once may both find the bound passed; _evict checks again.
    _parked[cont] = None
    if len(_parked) > _limit:
        _evict()


def take(cont: Continuation) -> bool:
    """Claim ``cont`` for an answer: False if it was dropped meanwhile (the game re-runs)."""
    return cont._generation == _generation and _parked.pop(cont, True) is None


def discard(cont: Continuation) -> None:
    """Drop ``cont`` (its game moved on another way, or is gone)."""
    _parked.pop(cont, None)
    cont.abandon()


def orphan(cont: Continuation) -> None:
    """A game's finalizer (it may run inside the collector, any thread, where a greenlet must not
    switch and a lock held by the interrupted code never comes free): queue ``cont`` to be ended."""
    _orphans.append(cont)  # atomic: no lock, no allocation of note, nothing that switches


def _end_orphans() -> None:
    """End the continuations :func:`orphan` and other threads' ``abandon()`` queued, in ordinary code."""
    for _ in range(len(_orphans)):
        try:
            cont = _orphans.pop(0)
        except IndexError:  # another thread took it
            break
        discard(cont)


def _evict() -> None:
    evicted: list[Continuation] = []
    with _registry_lock:
        while len(_parked) > _limit:
            try:
                cont = next(iter(_parked))
            except (StopIteration, RuntimeError):  # claimed (take needs no lock) as it was read
                continue
            if _parked.pop(cont, True) is None:  # else claimed meanwhile
                evicted.append(cont)
    for cont in evicted:
        cont.abandon()


def _forget_parked() -> None:
    """In a forked child: no worker of the parent exists, so no continuation can resume."""
    global _generation, _registry_lock
    _generation += 1
    _registry_lock = threading.Lock()
    _parked.clear()


def _end_at_exit() -> None:
    """At exit (in the main thread): end the parked workers in ordinary code, rather than leave
    suspended greenlets to the interpreter's shutdown. Later answers re-run."""
    set_parked_limit(0)


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forget_parked)
atexit.register(_end_at_exit)
