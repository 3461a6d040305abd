"""Resuming a paused action: the segment runs on in a parked worker.

A question in the middle of an action (request/response: ``game.pending`` / ``game.answer()``)
used to unwind the engine, and the next answer re-ran the action's segment from its snapshot with
the recorded answers. Here the segment runs in a worker instead; at a question with no answer the
engine's answerer (:meth:`Continuation.park`) hands the decision to the game and suspends the
worker until the answer arrives, so the next answer continues the very call stack that asked —
no replay. The worker goes on through the following segments exactly as :meth:`Game._run` does
and stops at the next question (or the end of the game).

Resuming is **on by default with greenlet** (:data:`DEFAULT_PARKED_LIMIT`; ``INNOVATION_RESUME=off``
turns it off). Two backends (:func:`set_backend`): a greenlet of the main thread (a stack switch),
or a thread of its own (an OS wake-up; opt-in). An answer from a thread that cannot resume the
worker re-runs instead.

What a worker changes is its own until the game takes it over (:class:`Step`), so an answer that
fails or is interrupted half-way drops the continuation, and the game re-runs the segment. At most
:func:`parked_limit` continuations are parked per process (least recently answered first out).
See docs/architecture.md, "How a paused action resumes".
"""

from __future__ import annotations

import contextlib
import os
import threading
import weakref
from collections import OrderedDict
from dataclasses import dataclass
from queue import SimpleQueue
from typing import Any, Literal, cast

from innovation.decisions import Decision
from innovation.errors import ConfigError, SaveError
from innovation.eventlog import Entry
from innovation.segments import SegmentRules, make_engine, run_segment
from innovation.state import GameState
from innovation.turn import Engine

try:  # a core dependency on CPython: a stack switch instead of a thread hand-over
    import greenlet as _greenlet_module
except ImportError:  # pragma: no cover - other interpreters, installs without it
    _greenlet_module = None

#: The greenlet module (untyped), or None where it is not installed.
_greenlet: Any = _greenlet_module

__all__ = [
    "Backend",
    "Continuation",
    "Step",
    "available_here",
    "backend",
    "live_workers",
    "parked_count",
    "parked_limit",
    "set_backend",
    "set_parked_limit",
]

Backend = Literal["greenlet", "thread"]

#: Whether greenlet is installed: the greenlet backend can then be used (and is, by default).
HAVE_GREENLET = _greenlet is not None
#: The bound the docs suggest when resuming is on.
SUGGESTED_PARKED_LIMIT = 64
#: How many continuations may be parked at once in this process, all games together: on with
#: greenlet (main-thread workers only: docs/architecture.md, "How a paused action resumes"); 0 —
#: every answer re-runs — without, as a thread hand-over (65–90 µs of CPU) costs what it saves.
DEFAULT_PARKED_LIMIT = SUGGESTED_PARKED_LIMIT if HAVE_GREENLET else 0
#: The kind of worker once resuming is on: a greenlet where greenlet is installed, else a thread.
DEFAULT_BACKEND: Backend = "greenlet" if HAVE_GREENLET else "thread"
#: Read once at import: unset, empty or ``default`` — the defaults; ``off`` — every answer re-runs;
#: ``on`` — :data:`SUGGESTED_PARKED_LIMIT` with :data:`DEFAULT_BACKEND`; ``greenlet`` or ``thread``
#: — on with that backend. ``set_backend`` / ``set_parked_limit`` still apply after.
ENVIRONMENT_VARIABLE = "INNOVATION_RESUME"
_DEFAULT, _ON = (DEFAULT_BACKEND, DEFAULT_PARKED_LIMIT), (DEFAULT_BACKEND, SUGGESTED_PARKED_LIMIT)
_ENVIRONMENT_CHOICES: dict[str, tuple[Backend, int]] = {
    **{"": _DEFAULT, "default": _DEFAULT, "off": (DEFAULT_BACKEND, 0), "on": _ON},
    **{"thread": ("thread", SUGGESTED_PARKED_LIMIT), "greenlet": ("greenlet", SUGGESTED_PARKED_LIMIT)},
}


class Step:
    """What a worker did between two answers, for the game to take over.

    ``events``: the entries it logged. ``restart``: the step began by re-running the current
    segment from the game's snapshot (its events replace the game's events after its mark).
    ``snapshot``: set when a new segment began during the step — its starting state, and
    ``offset``, where in ``events`` its events begin. ``decision``: the question the worker is
    parked at, with ``state`` the working state; None when the game is over. ``error``: what the
    step raised instead (the worker is gone). (A plain class: a walk refills one for every answer.)"""

    __slots__ = ("decision", "error", "events", "offset", "restart", "snapshot", "state")

    def __init__(self, restart: bool = False, error: BaseException | None = None) -> None:
        self.events: list[Entry] = []
        self.restart = restart
        self.snapshot: GameState | None = None
        self.offset = 0
        self.decision: Decision | None = None
        self.state: GameState | None = None
        self.error = error


@dataclass(frozen=True)
class _Job:
    """A worker's first task: re-run the segment from ``snapshot`` with ``answers``."""

    snapshot: GameState
    answers: list[str]
    first_number: int


class NoThread(RuntimeError):
    """No worker could be started (the process is at its thread limit): re-run instead."""


class _Abandoned(BaseException):
    """Raised at a parked question to unwind a continuation nobody will answer."""


#: What a worker receives instead of an answer when its continuation is dropped.
_ABANDON = object()


class Continuation:
    """One game's segment running on in a worker of its own, parked at a question between answers.

    Only the caller holding the game (the game's lock) talks to it: :meth:`start` and
    :meth:`resume` each hand the worker something and return its :class:`Step`. The walk (what the
    worker does) is here; how control passes between the caller and the worker is the backend's
    (:class:`GreenletContinuation`, :class:`ThreadContinuation`)."""

    #: The worker thread, when the worker is one (calls it makes into the game run on the lock
    #: the waiting caller lent it); None for a worker running in the caller's own thread.
    thread: threading.Thread | None = None

    def __init__(self, how: SegmentRules) -> None:
        self._how = how
        self._generation = _generation
        self._engine: Engine | None = None
        self._step = Step()
        self._job: _Job | None = None
        #: The snapshot the running answer restores if it fails, when it is a fork of the working
        #: state (None while the first segment runs on a copy), and the engine's ``kept`` while
        #: that snapshot may need lists of its own (see :meth:`_settle`).
        self._exposed: GameState | None = None
        self._guard = cast(GameState, _Exposed(self))

    # ------------------------------------------------------------------ the game's side
    def start(self, snapshot: GameState, answers: list[str], first_number: int) -> Step:
        """Start the worker: re-run the segment from ``snapshot`` with ``answers`` and go on to
        the next question. Raises :class:`NoThread` when no worker can be started."""
        raise NotImplementedError

    def resume(self, answer: str) -> Step:
        """Answer the question the worker is parked at and go on to the next one."""
        raise NotImplementedError

    def abandon(self) -> None:
        """Let the worker unwind and end (at once if it is parked, else at its next question)."""
        raise NotImplementedError

    def resumable_here(self) -> bool:
        """Whether the calling thread may resume this continuation."""
        return True

    # ------------------------------------------------------------------ the worker's side
    def _walk(self) -> Step:
        """:meth:`Game._run`'s walk, with :meth:`park` as the answerer; returns the last step (the
        game is over). (The job is taken here, so that no frame keeps the first snapshot once the
        walk has moved past it.)"""
        job, self._job = self._job, None
        assert job is not None
        snapshot, answers, first_number = job.snapshot, job.answers, job.first_number
        del job
        self._step = Step(restart=True)
        # As in Game._run: the first segment runs on a copy (the game's snapshot is never
        # changed), then one engine goes on changing that state, each next snapshot a fork of it.
        work = snapshot.clone()
        engine = self._engine = make_engine(self._how, work, self._step.events, answers, first_number, self.park)
        try:
            while snapshot.phase != "over":
                run_segment(engine)
                first_number += len(answers)
                snapshot, answers = work.fork(), []
                engine.next_segment(answers, first_number)
                # The snapshot the running answer restores if it fails may be the fork the
                # engine kept until now: it must stay true too (see _settle).
                self._step.snapshot, self._step.offset = snapshot, len(self._step.events)
                engine.kept = snapshot if self._exposed is None else self._guard
            if answers:
                raise SaveError("the saved answers go on after the end of the game")
            self._step.decision = None
            return self._step
        finally:
            self._engine = None

    def park(self, decision: Decision) -> str:
        """The engine's answerer: report the question, wait for its answer."""
        engine = self._engine
        assert engine is not None
        step = self._step
        step.decision, step.state = decision, engine.state
        answer = self._hand_over(step)
        # The game took the step over (the same one reports the next answer's). The snapshot it
        # now restores if the next answer fails is the fork the engine keeps (None on the first
        # segment, which runs on a copy of its own).
        kept = engine.kept
        if kept is self._guard:
            kept = engine.kept = step.snapshot
        self._exposed = kept
        step.events = engine.events = []
        step.restart, step.snapshot = False, None
        return answer

    def _settle(self) -> GameState:
        """What the engine reads as ``kept`` while it is :attr:`_guard`: from the first segment an
        answer begins until the game takes its step, the snapshot that answer restores if it fails
        (:attr:`_exposed`, the fork the engine kept until then) may still share lists with the
        working state. The engine reads ``kept`` just before it changes a list in place, so at
        that first read ``_exposed`` is still true: it is given lists of its own (a clone's, in
        place), and the engine the new segment's snapshot itself. (Most answers change no list
        between a segment's start and its first question: no copy then.)"""
        exposed, fork, engine = self._exposed, self._step.snapshot, self._engine
        assert fork is not None and engine is not None
        if exposed is not None:
            copy = exposed.clone()
            for name in exposed.__struct_fields__:
                setattr(exposed, name, getattr(copy, name))
            self._exposed = None
        engine.kept = fork
        return fork

    def _hand_over(self, step: Step) -> str:
        """Give ``step`` to the waiting caller; wait for the answer it sends back (raises
        :class:`_Abandoned` when the continuation is dropped instead)."""
        raise NotImplementedError


class _Exposed:
    """A continuation's stand-in for the engine's ``kept`` (one per continuation, made once; it
    refers to it weakly, so that a continuation whose walk has ended is freed by its last
    reference) — see :meth:`Continuation._settle`."""

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
    """The worker is a greenlet of the caller's thread: handing over is a stack switch, with no OS
    wake-up (about a microsecond). A greenlet can be switched to only from the thread that made
    it: from any other thread :meth:`resumable_here` is False and the game re-runs instead."""

    def __init__(self, how: SegmentRules) -> None:
        super().__init__(how)
        self._worker: Any = _greenlet.greenlet(self._serve)
        _greenlets.add(self._worker)
        #: The creating thread's main greenlet: a thread's identity that is never reused (a
        #: thread id is, once its thread has ended); and the thread, to tell whether it ended.
        self._home = _main_greenlet()
        self._home_thread = threading.current_thread()

    def start(self, snapshot: GameState, answers: list[str], first_number: int) -> Step:
        self._job = _Job(snapshot, list(answers), first_number)
        return self.resume(None)

    def resumable_here(self) -> bool:
        if self._worker is None:
            return False
        current = _greenlet.getcurrent()
        return current is self._home or _main_greenlet(current) is self._home

    def resume(self, answer: str | None) -> Step:  # None: start the walk
        worker = self._worker
        current = _greenlet.getcurrent()
        if worker.parent is not current:
            worker.parent = current  # the worker comes back to whoever resumed it
        # What the worker raises comes out of ``switch`` here (and ends the worker).
        step: Step = worker.switch(answer)
        return step

    def _serve(self, _: object) -> Step:
        try:
            return self._walk()
        except _Abandoned:
            return Step()

    def _hand_over(self, step: Step) -> str:
        answer: str = _greenlet.getcurrent().parent.switch(step)
        if answer is _ABANDON:
            raise _Abandoned
        return answer

    def abandon(self) -> None:
        worker = self._worker
        if worker is None:
            return
        if worker.dead or not worker:  # ended, or never started: nothing to unwind
            self._worker = None
        elif self._generation != _generation or not self._home_thread.is_alive():
            # A forked child, or its thread is gone: greenlet frees it when the reference goes.
            self._worker = None
        elif _main_greenlet() is not self._home:
            _orphans.append(self)  # another thread's: it is ended there, at a safe point
        else:
            self._worker = None
            # It unwinds from its question (finally blocks run) and ends; an error while it
            # unwinds (or a parent chain that cannot be set) is moot: the worker is gone either way.
            with contextlib.suppress(Exception):
                worker.parent = _greenlet.getcurrent()
                worker.switch(_ABANDON)


def _main_greenlet(current: Any = None) -> Any:
    """The calling thread's main greenlet (the root of its greenlets; ``current``: the calling
    greenlet, if known)."""
    if current is None:
        current = _greenlet.getcurrent()
    while current.parent is not None:
        current = current.parent
    return current


class ThreadContinuation(Continuation):
    """The worker is a thread of its own, blocked on a queue between answers. Resumable from any
    thread; a hand-over costs an OS wake-up (65–90 µs of CPU across vCPUs on an idle VM)."""

    def __init__(self, how: SegmentRules) -> None:
        super().__init__(how)
        self._inbox: SimpleQueue[object] = SimpleQueue()
        self._outbox: SimpleQueue[Step] = SimpleQueue()
        self.thread = threading.Thread(target=self._serve, name="innovation-resume", daemon=True)

    def start(self, snapshot: GameState, answers: list[str], first_number: int) -> Step:
        # The job is set before the thread starts, so a worker never waits for it.
        self._job = _Job(snapshot, list(answers), first_number)
        assert self.thread is not None
        try:
            self.thread.start()
        except RuntimeError as exc:  # "can't start new thread": the process is at its limit
            raise NoThread(str(exc)) from exc
        return self._outbox.get()

    def resume(self, answer: str) -> Step:
        self._inbox.put(answer)
        return self._outbox.get()

    def abandon(self) -> None:
        self._inbox.put(_ABANDON)

    def _serve(self) -> None:
        try:
            step = self._walk()
        except _Abandoned:
            return
        except BaseException as exc:  # handed to the game, which raises it in the caller's thread
            step = Step(error=exc)
        self._outbox.put(step)

    def _hand_over(self, step: Step) -> str:
        self._outbox.put(step)
        answer = self._inbox.get()
        if not isinstance(answer, str):  # _ABANDON
            raise _Abandoned
        return answer


# ---------------------------------------------------------------------- the bound
#: Serialises the eviction's loop (one dict operation — take's claim, park's entry — is atomic
#: under the GIL, a continuation hashing by identity: those need no lock).
_registry_lock = threading.Lock()
#: Parked continuations, least recently parked first.
_parked: OrderedDict[Continuation, None] = OrderedDict()


def _from_environment(value: str | None) -> tuple[Backend, int]:
    """The backend and the parked limit that ``INNOVATION_RESUME=value`` asks for."""
    choice = (value or "").strip().lower()
    if choice == "greenlet" and not HAVE_GREENLET:
        raise ConfigError(f"{ENVIRONMENT_VARIABLE}=greenlet needs greenlet: pip install greenlet")
    if choice not in _ENVIRONMENT_CHOICES:
        raise ConfigError(f"{ENVIRONMENT_VARIABLE} is off, on, greenlet, thread or default, not {value!r}")
    return _ENVIRONMENT_CHOICES[choice]


_backend, _limit = _from_environment(os.environ.get(ENVIRONMENT_VARIABLE))
#: Bumped in a forked child: the parent's workers do not exist there.
_generation = 0
#: Continuations to be ended at the next safe point (see :func:`orphan`).
_orphans: list[Continuation] = []
#: Greenlet workers not yet collected (for :func:`live_workers`).
_greenlets: weakref.WeakSet[Any] = weakref.WeakSet()


def backend() -> Backend:
    """The kind of worker new continuations get: ``"greenlet"`` (where greenlet is installed) or ``"thread"``."""
    return _backend


def set_backend(name: Backend) -> None:
    """Choose the kind of worker for new continuations (parked ones keep theirs)."""
    global _backend
    if name not in ("greenlet", "thread"):
        raise ConfigError(f"the resume backend is 'greenlet' or 'thread', not {name!r}")
    if name == "greenlet" and not HAVE_GREENLET:
        raise ConfigError("the greenlet backend needs greenlet: pip install greenlet")
    _backend = name


def new_continuation(how: SegmentRules) -> Continuation:
    """A continuation of the current backend (its worker starts with :meth:`Continuation.start`)."""
    if _orphans:
        _end_orphans()
    if _backend == "greenlet":
        return GreenletContinuation(how)
    return ThreadContinuation(how)


def available_here() -> bool:
    """Whether the calling thread may make a continuation. Greenlet workers live in the main
    thread only (with greenlet workers in several threads CPython 3.11's collector crashed);
    another thread's answers re-run. A thread backend works in any thread."""
    return _backend == "thread" or threading.current_thread() is threading.main_thread()


def live_workers() -> int:
    """How many workers exist right now (parked, running or not yet unwound), all backends."""
    if _orphans:
        _end_orphans()
    threads = sum(1 for t in threading.enumerate() if t.name == "innovation-resume")
    return threads + sum(1 for g in list(_greenlets) if g and not g.dead)


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
    _end_orphans()
    _evict()


def parked_count() -> int:
    """How many continuations are parked right now."""
    return len(_parked)


def park(cont: Continuation) -> None:
    """Keep ``cont`` for its game's next answer (dropping the least recently parked if full)."""
    if _orphans:
        _end_orphans()
    # No lock (see _registry_lock): two threads parking at once may both find the bound passed;
    # the eviction's loop evicts only while it still is.
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
    """A game's finalizer: its continuation is to be ended. It may run inside the collector (any
    allocation, any thread), where a greenlet must not switch and a lock held by the interrupted
    code never comes free: so it only queues ``cont`` for the next safe point (:func:`park`)."""
    _orphans.append(cont)  # atomic: no lock, no allocation of note, nothing that switches


def _end_orphans() -> None:
    """End the continuations queued by :func:`orphan` and by other threads' ``abandon()``: here,
    in ordinary code (another thread's are queued again for their own thread)."""
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
                evicted.append(_parked.popitem(last=False)[0])
            except KeyError:  # taken meanwhile (take needs no lock): none is left
                break
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
