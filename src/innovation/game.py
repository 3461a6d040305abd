"""The public face: :class:`Game` (and :class:`~innovation.config.GameConfig`, re-exported).

A game is driven by answering decisions::

    game = Game.new(GameConfig(players=("ann", "bob"), seed=7))
    while game.pending is not None:
        d = game.pending
        game.answer(d.player, d.options[0])
    print(game.result)

Internally the game keeps the state as it was when the current *segment* began (the snapshot)
plus the answers given since, so a game paused anywhere — mid-dogma included — is fully described
by (snapshot, answers) and serializes exactly. An answer re-runs the segment from the snapshot
with the answers so far (see :mod:`innovation.rules.turn`) or — where resuming is on (by default in the
main thread with greenlet, :mod:`innovation.running.resume`) — resumes the paused action where it asked, in
a worker parked at the question; both take the same path.
"""

from __future__ import annotations

import dataclasses
import threading
import weakref
from collections.abc import Callable, Iterable, Sequence
from operator import attrgetter
from typing import TYPE_CHECKING, Protocol, cast

import msgspec

from innovation.config import MAX_NAME_LENGTH as MAX_NAME_LENGTH
from innovation.config import GameConfig as GameConfig
from innovation.config import SavedConfig, config_of_save, saved_config_text
from innovation.errors import (
    ConfigError,
    GameBusyError,
    GameOverError,
    IllegalAnswerError,
    InnovationError,
    SaveError,
    StaleDecisionError,
    UndoError,
    WrongPlayerError,
)
from innovation.protocol import view
from innovation.protocol.catalogue import Catalogue, catalogue
from innovation.protocol.decisions import Decision, NeedDecision
from innovation.protocol.events import Event
from innovation.protocol.vocabulary import PROTOCOL_VERSION
from innovation.rules.asking import Answerer, check_answer
from innovation.rules.eventlog import Entry, EventList
from innovation.rules.plugins import Rules, build_rules
from innovation.rules.state import GameState, PlayerState, Result, copy_result
from innovation.rules.turn import Engine
from innovation.running import resume, segments, takeback
from innovation.running.resume import Continuation
from innovation.saves.checks import validate_log
from innovation.saves.format import (
    MAX_SAVE_BYTES,
    RawLogPayload,
    SavePayload,
    WrittenPayload,
    check_key,
    encode_save,
    read_save,
)
from innovation.saves.format import (
    SAVE_FORMAT as SAVE_FORMAT,
)
from innovation.saves.format import (
    SAVE_VERSION as SAVE_VERSION,
)
from innovation.saves.format import (
    payload_checksum as payload_checksum,
)
from innovation.saves.logs import EVENTS_KEY, EncodedPrefix, Logs, decode_logs, loaded_encodings, remember_logs
from innovation.saves.states import checked_snapshot

_ENTRIES = msgspec.json.Encoder()


class _ReplayDone(Exception):
    """Raised by :class:`_Replay` at the first decision past the answers it replays."""


class _Replay:
    """An inline answerer giving the recorded ``answers`` in order, then stopping the play."""

    def __init__(self, answers: Sequence[tuple[str, str]]) -> None:
        self._answers = answers
        self._next = 0

    def __call__(self, decision: Decision) -> str:
        if self._next >= len(self._answers):
            raise _ReplayDone
        player, option = self._answers[self._next]
        if decision.player != player:
            raise InnovationError(f"the replay asks {decision.player} where {player} answered")
        self._next += 1
        return option


class _Lock(Protocol):  # a game's lock: a threading.RLock, with the test threading.Condition uses
    def __enter__(self) -> bool: ...
    def __exit__(self, *exc: object) -> None: ...
    def acquire(self) -> bool: ...
    def release(self) -> None: ...
    def _is_owned(self) -> bool: ...


#: What engine code raises when it meets a state that breaks its invariants.
_BROKEN_STATE = (LookupError, ValueError, TypeError, AttributeError, AssertionError, ArithmeticError)


class Game:
    """A game in progress (or finished). Create with :meth:`new` or :meth:`from_json`.

    Thread safety: every public method may be called from any thread; calls are serialised (a
    second answer, a view or a save waits until a running answer is done), and an answer from
    inside a running one (a plugin or an agent calling back) is refused with
    :class:`~innovation.errors.GameBusyError`. See docs/embedding.md.
    """

    def __init__(self, rules: Rules, config: GameConfig, snapshot: GameState, events: list[Entry]) -> None:
        self._rules = rules
        self.config = config
        self._snapshot = snapshot
        self._state = snapshot
        self._events = events
        self._mark = len(events)
        self._answers: list[str] = []
        self._history: list[tuple[str, str]] = []
        self._pending: Decision | None = None
        self._answerer: Answerer | None = None
        #: Serialises every call that reads or changes the game (re-entrant: agents and plugins
        #: read the game from inside a run).
        self._lock = cast(_Lock, threading.RLock())
        #: What every engine of this game is built with.
        self._how = segments.SegmentRules(
            rules, config.options, config.max_turns, moments=[takeback.NO_EFFECT] * len(config.seating)
        )
        #: How many answers lie before the last checkpoint: none of them may be taken back
        #: (docs/embedding.md, "Take-backs"; :mod:`innovation.running.takeback`).
        self._checkpoint = 0
        #: How many take-backs this game object made (a poller notices one: the log got shorter).
        self.takebacks = 0
        #: The latest answer given inline (``play()``) whose take-back rule is not worked out yet:
        #: (player, log length and generator before it).
        self._inline_answer: tuple[str, int, int] | None = None
        #: The paused action, parked in a worker, that the next answer resumes (if it is
        #: still parked then: see :mod:`innovation.running.resume`).
        self._continuation: Continuation | None = None
        self._drop_continuation: weakref.finalize[[Continuation], Game] | None = None
        #: Answers in a row that re-ran their segment: the second one starts a worker (a game
        #: answered once — a copy in a search, a game loaded for one request — needs none).
        self._reruns = 0
        #: True when ``_state`` may no longer be the paused state (a resumed answer failed after
        #: the worker had changed it): it is derived again from (snapshot, answers) when read.
        self._stale = False
        #: True while an answer (or an inline play) runs, to refuse re-entrant answers.
        self._running = False
        #: The decision being put to an inline agent right now (``play()``), if any.
        self._asking: list[Decision] = []
        #: The configuration as saves record it, and its encoding (made at the first save).
        self._save_config: SavedConfig | None = None
        #: The encodings of the event log and the history at the last save (see :meth:`_payload`).
        self._written: tuple[EncodedPrefix, EncodedPrefix] | None = None

    # ---------------------------------------------------------------- creation
    @classmethod
    def new(cls, config: GameConfig) -> Game:
        return cls._start(build_rules(config.expansions, config.plugins, config.options), config)

    @classmethod
    def _start(cls, rules: Rules, config: GameConfig) -> Game:
        """The game ``config`` describes with ``rules`` (built from it), at its first decision."""
        seating = config.seating
        state = GameState(
            players=[PlayerState(name=name) for name in seating],
            decks={},
            rng=config.seed & ((1 << 64) - 1),
            teams=None if config._team_of_seat is None else list(config._team_of_seat),
        )
        events: list[Entry] = []
        engine = Engine(rules, state, events, options=config.options)
        engine.setup()
        game = cls(rules, config, state.clone(), events)
        game._run()
        return game

    # ---------------------------------------------------------------- driving
    if TYPE_CHECKING:

        @property
        def pending(self) -> Decision | None:
            """The decision the game is waiting for, or None once the game is over."""

    else:  # the same, read in C: request/response play reads it once or twice an answer
        pending = property(
            attrgetter("_pending"), doc="The decision the game is waiting for, or None once the game is over."
        )

    @property
    def over(self) -> bool:
        return self._snapshot.phase == "over"

    @property
    def result(self) -> Result | None:
        """How the game ended (a copy: editing it changes nothing), or None while it goes on."""
        with self._lock:
            return copy_result(self._snapshot.result)

    @property
    def state(self) -> GameState:
        """The live state (read it; never mutate it). The game changes it in place as it goes
        on: keep a ``clone()`` to remember a moment."""
        if self._stale and not self._running:
            self._rederive()
        return self._state

    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def events(self) -> Sequence[Event]:
        """Everything that happened so far, in order: a read-only sequence, worded as it is read
        (see :mod:`innovation.rules.eventlog`); later answers do not change it."""
        with self._lock:
            return EventList(self._events[:], self.config.seating, self._rules)

    @property
    def history(self) -> Sequence[tuple[str, str]]:
        """Every answer given since the start, as (player, option) (a copy: editing it changes
        nothing)."""
        with self._lock:
            return list(self._history)

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(p.name for p in self._state.players)

    def legal_actions(self, player: str) -> list[str]:
        """The options ``player`` may answer right now (empty if it is not their decision)."""
        d = self._pending
        return list(d.options) if d is not None and d.player == player else []

    def answer(self, player: str, option: str, number: int | None = None) -> None:
        """Answer the pending decision. ``number``: the :attr:`Decision.number` this answer is
        for; when given, an answer meant for any other decision is refused.

        A transaction: it raises (and changes nothing) on a wrong player, an option that is not
        offered, a stale ``number`` or an answer after the game ended; and if anything at all is
        raised while the game runs on (a plugin failing, an interrupt, a timeout, memory running
        out), the game is left exactly as it was before the call and the exception propagates
        unchanged. Calls from several threads are serialised; a call from inside a running answer
        (a plugin or an agent calling back) raises :class:`~innovation.errors.GameBusyError`."""
        lock = self._lock  # (taken by hand: a third of what ``with`` costs)
        try:
            lock.acquire()  # in the try: an interrupt right after it still releases it
            if self._running:
                raise GameBusyError("this game is in the middle of an answer; answer() cannot be called from inside it")
            self._running = True
            try:
                d = self._pending
                if (
                    d is not None
                    and number is None
                    and type(player) is str
                    and type(option) is str
                    and player == d.player
                    and option in d.options
                ):
                    answer = (d.player, option)  # offered: nothing more to check
                else:
                    answer = self._checked(player, option, number)
                cont, self._continuation = self._continuation, None
                if cont is None or not self._resume(cont, answer, answer[1]):
                    self._re_run(answer)  # none, dropped meanwhile, or another thread's greenlet
            finally:
                self._running = False
        finally:
            if lock._is_owned():  # not if the acquire itself was interrupted
                lock.release()

    # ---------------------------------------------------------------- take-backs
    def _checkpoint_after(
        self, player: str, n_events: int, rng: int, pending: Decision | None, state: GameState
    ) -> int:
        """The checkpoint after ``player``'s answer (the latest in the history; the log was
        ``n_events`` long and the generator at ``rng`` before it; ``pending``: the decision the
        game asks next, on ``state``): past that answer if it may not be taken back (reads only)."""
        history, checkpoint = self._history, self._checkpoint
        answers = len(history)
        if answers >= 2 and history[-2][0] != player:
            checkpoint = max(checkpoint, answers - 1)  # another player's answer
        seat = self.config.seating.index(player)
        moments = self._how.moments or ()

        def board() -> Engine:
            return Engine(self._rules, state, [], options=self.config.options)

        if state.rng != rng or not takeback.opens_nothing(
            self._events[n_events:], seat, player, moments, answers, pending, board
        ):
            checkpoint = answers
        return checkpoint

    def _flag_pending(self) -> None:
        """Say on the pending decision whether its player may take back (``Decision.undo``)."""
        d = self._pending
        if d is not None and d.undo != self._may_undo(d.player):
            self._pending = msgspec.structs.replace(d, undo=not d.undo)

    def _may_undo(self, player: object) -> bool:
        return self._pending is not None and self._takes_back(player, self._checkpoint)

    def _takes_back(self, player: object, checkpoint: int) -> bool:
        """Whether ``player`` gave the latest answer and it lies after ``checkpoint``."""
        history = self._history
        return bool(history) and history[-1][0] == player and len(history) - 1 >= checkpoint

    def can_undo(self, player: str) -> bool:
        """Whether ``player`` may take back their latest answer now (:meth:`undo`): they gave the
        latest answer of the game and it lies after the last checkpoint (docs/embedding.md,
        "Take-backs"). False for anyone else, whatever is passed."""
        with self._lock:
            return type(player) is str and self._may_undo(player)

    def undo(self, player: str) -> None:
        """Take back ``player``'s latest answer: the game is then exactly as it was just before
        it — state, pending decision (its ``number`` too), event log, history. Call again to take
        back the answer before (while it is ``player``'s and after the last checkpoint).

        Refused with :class:`~innovation.errors.UndoError`, changing nothing, when ``player`` did
        not give the latest answer or it lies before a point that cannot be undone: anything drawn
        from a supply pile or otherwise random, anything the player could not see before, another
        player's answer or effect, the end of the game (docs/embedding.md, "Take-backs"). The game
        gets there by replaying its answers, so the take-back can hold nothing the game did not
        already hold; if anything at all is raised meanwhile the game is left as it was."""
        with self._lock:
            if self._running:
                raise GameBusyError("this game is in the middle of an answer; undo() cannot be called from inside it")
            if type(player) is not str or player not in self.config.seating:
                shown = player if isinstance(player, str) and len(player) <= 40 else type(player).__name__
                raise UndoError(f"{shown!r} is not playing in this game")
            history = self._history
            if not self._may_undo(player):
                if self._pending is None:
                    raise UndoError("the game is over: its end cannot be taken back")
                if not history or history[-1][0] != player:
                    raise UndoError(f"{player} did not give the latest answer: there is nothing of theirs to take back")
                raise UndoError(
                    f"{player}'s latest answer cannot be taken back: something was drawn, revealed or "
                    "done by another player since, or it was given before the game was loaded"
                )
            self._running = True
            try:
                twin = self._replayed(len(history) - 1)
                self._let_go()
                # Taken over by assignments only (nothing past this point can fail half-way).
                self._snapshot, self._state, self._events, self._mark = (
                    twin._snapshot,
                    twin._state,
                    twin._events,
                    twin._mark,
                )
                self._answers, self._history, self._pending, self._stale = (
                    twin._answers,
                    twin._history,
                    twin._pending,
                    twin._stale,
                )
                self._written = None  # the logs shrank: the next save encodes them whole
                self._reruns = 0
                self.takebacks += 1
                moments = self._how.moments
                if moments is not None:
                    moments[:] = [takeback.NO_EFFECT] * len(moments)
                self._flag_pending()
            finally:
                self._running = False

    def _replayed(self, answers: int) -> Game:
        """A new game object where this one stood after its first ``answers`` answers, made by
        replaying them: from the current segment's snapshot when they reach back no further, else
        from the set-up. Its log and history must match this game's: otherwise the engine is not
        deterministic here, and an :class:`~innovation.errors.InnovationError` says so."""
        history = self._history
        first = len(history) - len(self._answers)
        how = dataclasses.replace(self._how, moments=None)  # (the replay must not mark this game)
        if answers >= first:
            twin = Game(self._rules, self.config, self._snapshot, self._events[: self._mark])
            twin._how = how
            twin._mark = self._mark
            twin._answers = self._answers[: answers - first]
            twin._history = history[:answers]
            twin._run()
        else:
            twin = Game._start(self._rules, self.config)
            twin._how = how
            given = history[:answers]
            if given:
                try:
                    twin._play_inline(_Replay(given), how.bare)
                except _ReplayDone:  # (raised at the decision after them: the game waits there)
                    pass
        d = twin._pending
        # (Compared encoded: a loaded log's entries are of the checking decoder's own subclasses.)
        replayed, kept = twin._events, self._events[: len(twin._events)]
        if twin._history != history[:answers] or d is None or _ENTRIES.encode(replayed) != _ENTRIES.encode(kept):
            raise InnovationError("the game does not replay to the answer being taken back")
        return twin

    def set_reads_choices(self, player: str, reads: bool) -> None:
        """Whether ``player``'s decisions carry ``choices`` (they do by default). A bot answering from
        ``options`` alone says False and the engine skips wording them, as ``play()`` does for an agent
        whose ``reads_choices`` is False; the pending decision is made again at once if it differs.
        A setting of this game object (its copies keep it), not saved."""
        with self._lock:
            if self._running:
                raise GameBusyError("this game is in the middle of an answer; its settings cannot change now")
            if type(player) is not str or player not in self.config.seating or type(reads) is not bool:
                raise ConfigError("set_reads_choices needs the name of a player of this game, and True or False")
            how, pending = self._how, self._pending
            bare = how.bare - {player} if reads else how.bare | {player}
            if bare != how.bare:
                self._let_go()  # its engine was made with the old setting
                self._how = dataclasses.replace(how, bare=bare)
            if pending is not None and bool(pending.choices) == (pending.player in bare):  # worded otherwise
                try:
                    self._transaction(self._run)
                except BaseException:
                    self._how = how
                    raise
                self._flag_pending()

    def reads_choices(self, player: str) -> bool:
        """Whether ``player``'s decisions carry their choices (see :meth:`set_reads_choices`)."""
        return player not in self._how.bare

    def set_words_choices(self, player: str, words: bool) -> None:
        """Whether ``player``'s choices carry their labels (they do by default). A program that
        reads the choices' fields only (kind, card, owner, zone, value … — the AI environments'
        action encoding) says False and the engine skips wording them: every ``Choice.label`` of
        their decisions is then ``""`` (the prompt stays worded), every other field is the same and
        the game goes on exactly as it would with labels. The pending decision is made again at
        once if it differs. A setting of this game object (its copies and pickles keep it), not
        saved."""
        with self._lock:
            if self._running:
                raise GameBusyError("this game is in the middle of an answer; its settings cannot change now")
            if type(player) is not str or player not in self.config.seating or type(words) is not bool:
                raise ConfigError("set_words_choices needs the name of a player of this game, and True or False")
            how, pending = self._how, self._pending
            unworded = how.unworded - {player} if words else how.unworded | {player}
            if unworded == how.unworded:
                return
            self._let_go()  # its engine was made with the old setting
            self._how = dataclasses.replace(how, unworded=unworded)
            if pending is not None and pending.player == player and pending.choices:
                try:
                    self._transaction(self._run)
                except BaseException:
                    self._how = how
                    raise
                self._flag_pending()

    def words_choices(self, player: str) -> bool:
        """Whether ``player``'s choices carry their labels (see :meth:`set_words_choices`)."""
        return player not in self._how.unworded

    def _checked(self, player: object, option: object, number: object) -> tuple[str, str]:
        """(player, option) of an answer to the pending decision, checked (raises if refused)."""
        d = self._pending
        if d is None:
            raise GameOverError("the game is over; no more answers are accepted")
        if number is not None:
            if isinstance(number, bool) or not isinstance(number, int):
                raise IllegalAnswerError(f"decision numbers are integers; got {type(number).__name__}")
            if number != d.number:
                raise StaleDecisionError(
                    f"this answer is for decision {number}, but the game is waiting for decision {d.number}"
                )
        if not isinstance(player, str) or player != d.player:
            shown = player if isinstance(player, str) and len(player) <= 40 else type(player).__name__
            raise WrongPlayerError(f"it is {d.player}'s decision, not {shown!r}'s")
        if type(option) is not str or option not in d.options:  # else it is offered: nothing to check
            if isinstance(option, str):
                option = str.__str__(option)  # a str subclass (a markup-safe string …) becomes a plain str
            check_answer(d, option)
        assert isinstance(option, str)
        return (d.player, option)

    def _re_run(self, answer: tuple[str, str]) -> None:
        self._let_go()
        n_events, rng = len(self._events), self._state.rng

        def apply() -> None:
            self._answers.append(answer[1])
            self._history.append(answer)
            self._advance()
            # Whether it may be taken back (undone with the rest if anything raises).
            self._checkpoint = self._checkpoint_after(answer[0], n_events, rng, self._pending, self._state)
            self._flag_pending()

        self._transaction(apply)

    def _resume(self, cont: Continuation, answer: tuple[str, str] | None, option: str | None) -> bool:
        """Hand ``answer`` (``option``; None: start the walk) to the parked worker and take over its
        step; False (not resumable from here, or dropped meanwhile) changes nothing. A transaction:
        until the step is taken over only the answers, history and events grew, and taking it over
        changes the rest last, once nothing can fail; the worker changes the working state in place,
        so if anything is raised it is marked stale (derived again when read)."""
        events, answers, history = self._events, self._answers, self._history
        n_events, n_answers, n_history = len(events), len(answers), len(history)
        rng, checkpoint_before = self._state.rng, self._checkpoint
        try:
            if answer is not None:
                history.append(answer)
            # Its engine records the answer in the game's answers; parked again at its next question.
            step = cont.answer(option)
            if step is None:
                del answers[n_answers:], history[n_history:]
                return False
            # Taken over: first what may raise (a call, memory running out), then assignments.
            decision, fork = step.decision, step.snapshot
            if decision is not None and decision.number != len(history):  # the worker counts the same
                decision = msgspec.structs.replace(decision, number=len(history))
            checkpoint = self._checkpoint
            if answer is not None:  # whether it may be taken back
                checkpoint = self._checkpoint_after(answer[0], n_events, rng, decision, step.state)
                if decision is not None and decision.undo != self._takes_back(decision.player, checkpoint):
                    decision = msgspec.structs.replace(decision, undo=not decision.undo)
            if fork is not None:  # a new segment began
                self._snapshot, self._mark, self._answers = fork, step.offset, step.answers
            self._checkpoint = checkpoint
            if decision is None:  # the game is over
                self._state, self._pending = self._snapshot, None
            else:
                self._state, self._pending = step.state, decision
                self._continuation = cont  # last: an interrupt before it leaves the game without one
            return True
        except BaseException:
            # Only assignments and deletions until the game is as it was (see _transaction).
            del events[n_events:], answers[n_answers:], history[n_history:]
            self._checkpoint = checkpoint_before
            self._stale = True
            self._continuation = None
            resume.discard(cont)
            raise

    def _advance(self) -> None:
        """Go on from the answers recorded: re-run the segment — from the second re-run in a
        row, in a worker that then parks at the next question for the next answer."""
        if self._reruns == 0 or self._answerer is not None or not resume.parked_limit() or not resume.available_here():
            self._reruns += 1
            self._run()
            return
        self._let_go()
        cont = resume.new_continuation(self._how)
        # The game's one worker ends when the game is let go of (or when a newer one is made);
        # made before the worker starts, so that no interrupt can leave a worker nobody ends.
        self._drop_continuation = weakref.finalize(self, resume.orphan, cont)
        self._reruns = 0
        del self._events[self._mark :]  # the worker re-runs the segment: its events come again
        cont.start(self._snapshot, self._answers, len(self._history) - len(self._answers), self._events)
        if self._resume(cont, None, None):
            self._stale = False
            return
        self._run()  # re-run here

    def _let_go(self) -> None:
        """End the game's worker, if it has one (it unwinds at its question and ends)."""
        self._continuation = None
        drop, self._drop_continuation = self._drop_continuation, None
        if drop is not None:
            held = drop.detach()  # here, not in a finalizer: it is ended at once
            if held is not None:
                resume.discard(held[2][0])

    def _transaction(self, run: Callable[[], None], paused: list[Decision] | None = None) -> None:
        """``run()``, undone completely if it raises anything; the exception propagates as it is.

        Undoing never runs the engine: everything ``run`` may change is captured by reference
        first (the snapshot is never mutated once replaced, nor the working state — but by a
        resumed answer's worker, and that answer marks it stale first, so that it is derived again
        from the snapshot when read; events before the mark never change), and the except branch
        only assigns them back — no function calls, so not even a signal handler can interrupt it
        half-way. If ``paused`` holds a decision when
        ``run`` raises, the engine stopped exactly there (an inline agent failed): the game is
        kept as it stands, waiting for that decision."""
        snapshot, state, mark, pending, stale = self._snapshot, self._state, self._mark, self._pending, self._stale
        checkpoint = self._checkpoint
        continuation = self._continuation
        tail = self._events[mark:]
        answers = self._answers[:]
        history = len(self._history)
        try:
            run()
        except BaseException:
            if paused:
                self._pending = paused[0]
            else:
                self._snapshot = snapshot
                self._state = state
                del self._events[mark:]
                self._events += tail
                self._mark = mark
                self._answers = answers
                del self._history[history:]
                self._pending = pending
                self._stale = stale
                self._continuation = continuation
                self._checkpoint = checkpoint
            raise

    def _on_inline_answer(self, player: str, option: str) -> None:
        """The engine took an inline answer (checked): the decision is no longer being asked,
        and the answer is in the history. In this order, and before the engine records the answer:
        an interrupt at any point after the clear undoes the whole call (see :meth:`_transaction`),
        one before it leaves the game paused at the decision with nothing of the answer kept."""
        self._asking.clear()
        self._history.append((player, option))
        # What it opens is known at the next question (``ask`` in _play_inline_locked) or the end.
        self._inline_answer = (player, len(self._events), self._state.rng)

    def _run(self) -> None:
        """Re-run the current segment from its snapshot with the answers so far, then keep going
        through complete segments until a decision is needed or the game ends."""
        engine: Engine | None = None  # the engine of the segment that just ended, on
        work: GameState | None = None  # the state it ended on
        kept: GameState | None = None  # the snapshot of the next segment: a fork of ``work``
        while True:
            if self._snapshot.phase == "over":
                if self._answers:
                    raise SaveError("the saved answers go on after the end of the game")
                self._state = self._snapshot.unshared()  # (a load's, shared with other games: a copy)
                self._pending = None
                self._stale = False
                return
            if work is None:
                # The first segment runs on a copy: the snapshot and the state that
                # _transaction holds on to are never changed.
                work = self._snapshot.clone()
            del self._events[self._mark :]
            self._state = work
            self._stale = False
            first = len(self._history) - len(self._answers)
            if engine is None:
                answerer, on_answer = self._answerer, self._on_inline_answer
                engine = segments.make_engine(self._how, work, self._events, self._answers, first, answerer, on_answer)
            else:  # the next segment, on the state the last one ended on: the same engine goes on
                engine.next_segment(self._answers, first)
            engine.kept = kept
            try:
                segments.run_segment(engine)
            except NeedDecision as need:
                self._pending = msgspec.structs.replace(need.decision, number=len(self._history))
                return
            # The next segment goes on changing this state; its snapshot is a fork of it, which
            # the next engine keeps as it is (GameState.fork): no copy of the state per segment.
            self._snapshot = kept = work.fork()
            self._mark = len(self._events)
            self._answers = []

    def _rederive(self) -> None:
        """Derive the paused state again from the snapshot and the answers (a resumed answer
        failed after its worker had changed the state in place)."""
        with self._lock:
            if self._stale and not self._running:
                first = len(self._history) - len(self._answers)
                self._state, self._stale = segments.paused_state(self._how, self._snapshot, self._answers, first), False

    def _play_inline(self, answerer: Answerer, bare: frozenset[str] = frozenset()) -> None:
        """Run to the end, asking ``answerer`` inline (used by :func:`innovation.play`).

        Each decision is numbered as in request/response play. If ``answerer`` raises (or answers
        something not offered), the game stays paused at that decision, exactly as
        :meth:`answer` would have left it there; if anything else raises, the game is left as it
        was before the call. Either way the exception propagates unchanged."""
        with self._lock:
            if self._running:
                raise GameBusyError("this game is in the middle of an answer; play() cannot be called from inside it")
            self._running = True
            how = self._how
            try:
                self._let_go()  # play() answers inline: a parked action is not needed
                self._how = dataclasses.replace(how, bare=bare)  # its agents say who reads choices
                self._play_inline_locked(answerer)
            finally:
                self._running = False
                self._answerer = None
                self._how = how
                if self._inline_answer is not None:  # the game ended after it (or nothing is kept)
                    self._inline_answer = None
                    self._checkpoint = len(self._history) if self._pending is None else self._checkpoint
                self._flag_pending()

    def _play_inline_locked(self, answerer: Answerer) -> None:
        asking = self._asking  # the decision being put to ``answerer`` right now, if any
        asking.clear()

        def ask(decision: Decision) -> str:
            # The engine numbers its questions as the game does (one answer each). The engine
            # checks the answer (once: it is hostile input) and hands it to _on_inline_answer,
            # which clears ``asking``: until then a failing agent, or an answer not offered,
            # leaves the game paused at this decision.
            if decision.number != len(self._history):
                decision = msgspec.structs.replace(decision, number=len(self._history))
            if self._inline_answer is not None:  # the answer before this question: what it opened
                player, n_events, rng = self._inline_answer
                self._inline_answer = None
                self._checkpoint = self._checkpoint_after(player, n_events, rng, decision, self._state)
            if self._takes_back(decision.player, self._checkpoint):  # as answer() says it (_flag_pending)
                decision = msgspec.structs.replace(decision, undo=True)
            asking.append(decision)
            option = answerer(decision)
            if type(option) is not str and isinstance(option, str):
                option = str.__str__(option)  # as answer() does: a str subclass becomes a plain str
            return option

        self._answerer = ask
        self._transaction(self._run, paused=asking)

    # ---------------------------------------------------------------- copies
    def copy(self) -> Game:
        """An independent copy of the game exactly where it stands — waiting for a decision
        (mid-dogma included) or finished: answering, saving or viewing one never changes the
        other. Cheap (the state lists are copied; the rules, the configuration and the event
        records, which never change, are shared) — bots and search call it at every node.

        An agent may copy the game it is asked about from inside ``play()``: the copy waits for
        the decision being put to that agent. From anywhere else inside a running answer (a
        plugin's hook) it raises :class:`~innovation.errors.GameBusyError`."""
        with self._lock:
            asked = self._asking[-1] if self._asking else None
            if self._running and asked is None:
                raise GameBusyError("this game is in the middle of an answer: it can be copied only at a decision")
            state = self.state
            twin = Game(self._rules, self.config, self._snapshot.clone(), list(self._events))
            twin._mark = self._mark
            twin._state = twin._snapshot if state is self._snapshot else state.clone()
            twin._answers = list(self._answers)
            twin._history = list(self._history)
            twin._pending = asked if asked is not None else self._pending
            # Who reads no choices (set_reads_choices) too; where its engines note effects, its own.
            moments = self._how.moments
            twin._how = dataclasses.replace(self._how, moments=None if moments is None else list(moments))
            twin._checkpoint = self._checkpoint
            return twin

    # ---------------------------------------------------------------- saving
    def to_json(self, key: bytes | None = None) -> str:
        """Serialize the game (any point, mid-dogma included) as JSON text.

        The save holds everything, hidden cards and the order of every supply pile included:
        never hand it to a player unless it is signed. With ``key`` (at least 16 secret bytes)
        it is signed with HMAC-SHA256, and :meth:`from_json` with the same key refuses any copy
        that was edited."""
        check_key(key)
        with self._lock:
            return encode_save(self._payload(), key)

    def _payload(self) -> SavePayload | WrittenPayload:
        """What :meth:`to_json` encodes, at once: the lists are the game's own (not copies)."""
        if self._save_config is None:
            self._save_config = saved_config_text(self.config, self._rules)
        config, snapshot, answers, events = self._save_config, self._snapshot, self._answers, self._events
        # The checkpoint is written only while some answer may be taken back (else: at the end).
        checkpoint: int | None = self._checkpoint
        answered = self._history
        if not (
            self._checkpoint < len(answered) and all(p == answered[-1][0] for p, _ in answered[self._checkpoint :])
        ):
            checkpoint = None  # nothing to take back (or, inside a running answer, not yet known)
        if self._running:  # a save from inside a running answer (a plugin's): its lists may yet be undone
            return SavePayload(
                config.value, snapshot, answers, self._history, events[: self._mark], PROTOCOL_VERSION, checkpoint
            )
        # Between answers, the log before the mark and the history only grow (an answer undone
        # restores them to where it began): a save encodes only what was added since the last one.
        if self._written is None:  # made at the first save (a copy or a game never saved needs none)
            self._written = (EncodedPrefix(EVENTS_KEY), EncodedPrefix())
        log, history = self._written
        added = history.encode(self._history, len(self._history)), log.encode(events, self._mark)
        return WrittenPayload(config.text, snapshot, answers, *added, PROTOCOL_VERSION, log.digest, checkpoint)

    @classmethod
    def from_json(
        cls,
        data: str | bytes,
        plugins: Sequence[object] | None = (),
        *,
        key: bytes | None = None,
        max_bytes: int = MAX_SAVE_BYTES,
    ) -> Game:
        """Load a game saved by :meth:`to_json`.

        ``plugins``: the hand-registered plugins the game was created with, if any. ``key``: the
        key the save was signed with (a signed save needs its key; with a key, an unsigned save
        is refused). ``max_bytes``: larger saves are refused before they are decoded.

        Raises :class:`~innovation.errors.SaveError` on anything too large, corrupt, forged,
        unknown or inconsistent. Any other exception raised while the saved answers replay (an
        interrupt, a timeout, a plugin's own error) propagates unchanged."""
        if plugins is None:
            plugins = ()
        if isinstance(plugins, str) or not isinstance(plugins, Iterable):
            raise ConfigError("plugins must be a sequence of plugin objects")
        payload = read_save(data, key, max_bytes)
        return cls._restore(payload, tuple(plugins))

    @classmethod
    def _restore(cls, payload: SavePayload | RawLogPayload, plugins: tuple[object, ...]) -> Game:
        config, rules = config_of_save(payload.config, plugins)
        # A file as written: its state and logs decoded against the rules (save_checks, save_logs).
        seats, teams = config.seating, config._team_of_seat
        snapshot = checked_snapshot(rules, seats, teams, config.options, payload.snapshot, config.max_turns)
        if isinstance(payload, RawLogPayload):
            logs = decode_logs(payload.history, payload.events, rules, config.seating, config.seed)
        else:
            logs = Logs(list(payload.history), list(payload.events))
        # What passed every check at an earlier load of this game is not checked again.
        added = logs.events[logs.events_known :] if logs.events_known else logs.events
        validate_log(
            rules, snapshot, payload.answers, logs.history, added, checked=logs.checked, history_from=logs.history_known
        )
        remember_logs(logs, rules, config.seating, config.seed)
        game = cls(rules, config, snapshot, logs.events)
        game._answers = list(payload.answers)
        game._history = logs.history
        game._checkpoint = _checked_checkpoint(payload.checkpoint, logs.history)
        if logs.loaded is not None:  # the texts read, for its first save (save_logs.Loaded)
            digest = payload.log_digest if isinstance(payload, RawLogPayload) else None
            game._written = loaded_encodings(logs.loaded, logs.history, logs.events, digest)
        try:
            game._run()
        except InnovationError as exc:
            raise SaveError(f"the saved answers do not replay: {exc}") from exc
        except _BROKEN_STATE as exc:  # a state the validation let through still broke an invariant
            raise SaveError(f"the saved game cannot be resumed: {type(exc).__name__}: {exc}") from exc
        # Anything else (an interrupt, a timeout, memory running out, a plugin's own error)
        # propagates unchanged.
        game._flag_pending()
        return game

    # ---------------------------------------------------------------- views
    def public_view(self, events_since: int = 0) -> view.GameView:
        """What someone playing no seat may see (a spectator): every card face down that any
        player's view shows face down to the others, no decision, each event as told to those it
        was not shown to; ``viewer`` is ``""`` (see :func:`innovation.protocol.view.make_public_view`)."""
        with self._lock:
            return view.make_public_view(self, events_since)

    def view(self, player: str, events_since: int = 0) -> view.GameView:
        """A redacted copy of the game for ``player`` (see :mod:`innovation.protocol.view`).
        ``events_since``: include only events from that index on (for incremental polling)."""
        with self._lock:
            return view.make_view(self, player, events_since)

    def catalogue(self) -> Catalogue:
        """Every card and special achievement of this game's rules: names, icons, texts …
        (see :mod:`innovation.protocol.catalogue`)."""
        return catalogue(self._rules)

    def engine(self) -> Engine:
        """A read-only engine over the live state, for queries (icon counts, scores …)."""
        return Engine(self._rules, self.state, [], options=self.config.options)


def _checked_checkpoint(checkpoint: object, history: Sequence[tuple[str, str]]) -> int:
    """A save's checkpoint (None: none was written — every answer lies before it): a number of
    answers, after which every answer is by the player who gave the last one."""
    if checkpoint is None:
        return len(history)
    if isinstance(checkpoint, bool) or not isinstance(checkpoint, int) or not 0 <= checkpoint < len(history):
        raise SaveError(f"corrupt save file: the checkpoint must count fewer answers than the {len(history)} given")
    last = history[-1][0]
    if any(player != last for player, _ in history[checkpoint:]):
        raise SaveError("corrupt save file: answers of several players follow its checkpoint")
    return checkpoint
