"""The public face: :class:`GameConfig` and :class:`Game`.

A game is driven by answering decisions::

    game = Game.new(GameConfig(players=("ann", "bob"), seed=7))
    while game.pending is not None:
        d = game.pending
        game.answer(d.player, d.options[0])
    print(game.result)

Internally the game keeps the state as it was when the current *segment* began (the snapshot)
plus the answers given since; each answer re-runs the segment from the snapshot (see
:mod:`innovation.turn`). So a game paused anywhere — mid-dogma included — is fully described by
(snapshot, answers) and serializes exactly.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

import msgspec

from innovation import view
from innovation.asking import Answerer, check_answer
from innovation.board import GameOver
from innovation.catalogue import Catalogue, catalogue
from innovation.decisions import Decision, NeedDecision
from innovation.errors import (
    ConfigError,
    GameBusyError,
    GameOverError,
    IllegalAnswerError,
    InnovationError,
    SaveError,
    StaleDecisionError,
    WrongPlayerError,
)
from innovation.eventlog import Entry, EventList, Logged
from innovation.events import Event
from innovation.options import OPTION_NAMES, RULE_OPTIONS_BY_NAME, Edition, OptionValue, check_needs, check_value
from innovation.plugins import BASE, Rules, build_rules, plugin_name
from innovation.save_checks import validate_log, validate_state
from innovation.saves import (
    MAX_SAVE_BYTES,
    SaveConfig,
    SavePayload,
    check_key,
    decode_save,
    encode_save,
    saved_options,
)
from innovation.saves import (
    SAVE_FORMAT as SAVE_FORMAT,
)
from innovation.saves import (
    SAVE_VERSION as SAVE_VERSION,
)
from innovation.saves import (
    payload_checksum as payload_checksum,
)
from innovation.state import GameState, PlayerState, Result, copy_result
from innovation.turn import Engine
from innovation.vocabulary import PROTOCOL_VERSION

MAX_NAME_LENGTH = 40


@dataclass(frozen=True)
class GameConfig:
    """Everything needed to start a game.

    * ``players``: 2–4 distinct names, in seating (clockwise) order.
    * ``seed``: any integer; same config + seed + answers ⇒ the same game, event for event.
    * ``expansions``: names of expansion plugins to add to the base game, in any order (a set is
      fine): the game depends only on which ones are in play.
    * ``teams``: ``True`` for a 2v2 game with partners in seats 1&3 and 2&4, or two pairs of names
      (players are then re-seated so that partners sit opposite).
    * ``plugins``: extra plugin objects registered by hand (tests, experiments).
    * ``edition`` ("last" or "first"), ``relics``, ``must_take_relic``, ``compel_partners``,
      ``extra_achievement``: rule options, described with ``teams`` in
      :data:`innovation.options.RULE_OPTIONS` (RULES.md §1 and §10).
    * ``max_turns``: end the game with no winner (reason ``"turn_limit"``) once that many turns
      are played; None (the default) for no limit. For bots and simulations, which can otherwise
      repeat themselves forever.
    """

    players: Sequence[str]
    seed: int = 0
    expansions: Sequence[str] = ()
    teams: bool | Sequence[Sequence[str]] = False
    plugins: Sequence[object] = ()
    edition: Edition = "last"
    compel_partners: bool = False
    relics: bool = False
    must_take_relic: bool = False
    extra_achievement: bool = False
    max_turns: int | None = None
    _seating: tuple[str, ...] = field(init=False, repr=False, compare=False)
    _team_of_seat: tuple[int, ...] | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        players = self.players
        if isinstance(players, str) or not isinstance(players, Sequence):
            raise ConfigError("players must be a sequence of names")
        players = tuple(players)
        if not 2 <= len(players) <= 4:
            raise ConfigError(f"Innovation is for 2 to 4 players, not {len(players)}")
        if not all(isinstance(name, str) for name in players):
            raise ConfigError(f"player names must be non-empty strings, got {players!r}")
        players = tuple(str.__str__(name) for name in players)  # str subclasses become plain str
        for name in players:
            if not name.strip():
                raise ConfigError(f"player names must be non-empty strings, got {name!r}")
            if len(name) > MAX_NAME_LENGTH:
                raise ConfigError(f"player name longer than {MAX_NAME_LENGTH} characters")
            if not name.isprintable():  # no control characters or lone surrogates (unsavable)
                raise ConfigError(f"player names must be printable text, got {name!r}")
            if ":" in name:  # hidden-card tokens are "<owner>:<zone>:<set>:<age>"
                raise ConfigError(f"player names cannot contain ':', got {name!r}")
            if name in ("done", "yes", "no"):
                raise ConfigError(f"{name!r} is reserved and cannot be a player name")
        if len(set(players)) != len(players):
            raise ConfigError("player names must be distinct")
        if isinstance(self.seed, bool) or not isinstance(self.seed, int):
            raise ConfigError("seed must be an integer")
        if isinstance(self.expansions, str) or not isinstance(self.expansions, Iterable):
            raise ConfigError("expansions must be a sequence of names")
        expansions = tuple(self.expansions)
        if not all(isinstance(e, str) for e in expansions):
            raise ConfigError("expansions must be a sequence of names")
        expansions = tuple(str.__str__(e) for e in expansions)
        if isinstance(self.plugins, str) or not isinstance(self.plugins, Iterable):
            raise ConfigError("plugins must be a sequence of plugin objects")
        if len(set(expansions)) != len(expansions) or BASE in expansions:
            raise ConfigError("expansions must be distinct and must not include 'base'")
        # One canonical order, so that the same expansions give the same deal for a seed.
        expansions = tuple(sorted(expansions))
        if self.max_turns is not None and (
            isinstance(self.max_turns, bool) or not isinstance(self.max_turns, int) or self.max_turns < 1
        ):
            raise ConfigError(f"max_turns must be a positive integer or None, not {self.max_turns!r}")
        for name in OPTION_NAMES:
            object.__setattr__(self, name, check_value(RULE_OPTIONS_BY_NAME[name], getattr(self, name)))
        seating = players
        team_of_seat: tuple[int, ...] | None = None
        if self.teams is True:
            team_of_seat = (0, 1, 0, 1)
        elif self.teams is not False:
            teams = self.teams if isinstance(self.teams, Sequence) and not isinstance(self.teams, str) else ()
            pairs = [tuple(t) if isinstance(t, Sequence) and not isinstance(t, str) else () for t in teams]
            names = [n for t in pairs for n in t]
            if (
                len(pairs) != 2
                or any(len(t) != 2 for t in pairs)
                or not all(isinstance(n, str) for n in names)
                or sorted(map(str.__str__, names)) != sorted(players)
            ):
                raise ConfigError("teams must be two pairs that together name every player")
            pairs = [tuple(map(str.__str__, t)) for t in pairs]
            seating = (pairs[0][0], pairs[1][0], pairs[0][1], pairs[1][1])
            team_of_seat = (0, 1, 0, 1)
        if team_of_seat is not None and len(players) != 4:
            raise ConfigError("the team game needs exactly 4 players")
        check_needs({**self.options, "teams": team_of_seat is not None}, expansions)
        object.__setattr__(self, "players", players)
        object.__setattr__(self, "expansions", tuple(expansions))
        object.__setattr__(self, "plugins", tuple(self.plugins))
        object.__setattr__(self, "_seating", seating)
        object.__setattr__(self, "_team_of_seat", team_of_seat)

    @property
    def seating(self) -> tuple[str, ...]:
        """Players in seat order (clockwise), after team re-seating."""
        return self._seating

    @property
    def options(self) -> dict[str, OptionValue]:
        """The rule options by name (``teams`` apart): what plugins read as ``engine.options``."""
        return {name: getattr(self, name) for name in OPTION_NAMES}


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
        self._lock = threading.RLock()
        #: True while an answer (or an inline play) runs, to refuse re-entrant answers.
        self._running = False
        #: The decision being put to an inline agent right now (``play()``), if any.
        self._asking: list[Decision] = []
        #: Players whose inline agent reads no choices (see ``Asking.bare``).
        self._bare: frozenset[str] = frozenset()

    # ---------------------------------------------------------------- creation
    @classmethod
    def new(cls, config: GameConfig) -> Game:
        rules = build_rules(config.expansions, config.plugins, config.options)
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
    @property
    def pending(self) -> Decision | None:
        """The decision the game is waiting for, or None once the game is over."""
        return self._pending

    @property
    def over(self) -> bool:
        return self._state.phase == "over"

    @property
    def result(self) -> Result | None:
        """How the game ended (a copy: editing it changes nothing), or None while it goes on."""
        with self._lock:
            return copy_result(self._state.result)

    @property
    def state(self) -> GameState:
        """The live state (read it; never mutate it)."""
        return self._state

    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def events(self) -> Sequence[Event]:
        """Everything that happened so far, in order: a read-only sequence, worded as it is read
        (see :mod:`innovation.eventlog`); later answers do not change it."""
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
        with self._lock:
            if self._running:
                raise GameBusyError("this game is in the middle of an answer; answer() cannot be called from inside it")
            self._running = True
            try:
                self._answer(player, option, number)
            finally:
                self._running = False

    def _answer(self, player: object, option: object, number: object) -> None:
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
        if isinstance(option, str):
            option = str.__str__(option)  # a str subclass (a markup-safe string …) becomes a plain str
        check_answer(d, option)
        assert isinstance(option, str)
        answer = (d.player, option)

        def apply() -> None:
            self._answers.append(answer[1])
            self._history.append(answer)
            self._run()

        self._transaction(apply)

    def _transaction(self, run: Callable[[], None], paused: list[Decision] | None = None) -> None:
        """``run()``, undone completely if it raises anything; the exception propagates as it is.

        Undoing never runs the engine: everything ``run`` may change is captured by reference
        first (the snapshot and the working state are never mutated once replaced, events before
        the mark never change), and the except branch only assigns them back — no function calls,
        so not even a signal handler can interrupt it half-way. If ``paused`` holds a decision when
        ``run`` raises, the engine stopped exactly there (an inline agent failed): the game is
        kept as it stands, waiting for that decision."""
        snapshot, state, mark, pending = self._snapshot, self._state, self._mark, self._pending
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
            raise

    def _on_inline_answer(self, player: str, option: str) -> None:
        self._history.append((player, option))

    def _run(self) -> None:
        """Re-run the current segment from its snapshot with the answers so far, then keep going
        through complete segments until a decision is needed or the game ends."""
        while True:
            if self._snapshot.phase == "over":
                if self._answers:
                    raise SaveError("the saved answers go on after the end of the game")
                self._state = self._snapshot
                self._pending = None
                return
            work = self._snapshot.clone()
            del self._events[self._mark :]
            self._state = work
            engine = Engine(
                self._rules,
                work,
                self._events,
                self._answers,
                self._answerer,
                self._on_inline_answer,
                self.config.options,
                self.config.max_turns,
            )
            engine.first_number = len(self._history) - len(self._answers)
            engine.bare = self._bare
            try:
                engine.run_segment()
            except NeedDecision as need:
                self._pending = msgspec.structs.replace(need.decision, number=len(self._history))
                return
            except GameOver as over:
                work.phase = "over"
                work.result = over.result
                self._events.append(Logged("game_over", _game_over_text(over.result)))
            if engine.position < len(self._answers):
                # Only a forged save can hold answers to questions its game never asked.
                raise SaveError("the saved answers go on after the point where they were given")
            self._snapshot = work
            self._mark = len(self._events)
            self._answers = []

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
            try:
                self._bare = bare
                self._play_inline_locked(answerer)
            finally:
                self._running = False
                self._answerer = None
                self._bare = frozenset()

    def _play_inline_locked(self, answerer: Answerer) -> None:
        asking = self._asking  # the decision being put to ``answerer`` right now, if any
        asking.clear()

        def ask(decision: Decision) -> str:
            decision = msgspec.structs.replace(decision, number=len(self._history))
            asking.append(decision)
            option = answerer(decision)
            check_answer(decision, option)
            asking.clear()
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
            twin = Game(self._rules, self.config, self._snapshot.clone(), list(self._events))
            twin._mark = self._mark
            twin._state = twin._snapshot if self._state is self._snapshot else self._state.clone()
            twin._answers = list(self._answers)
            twin._history = list(self._history)
            twin._pending = asked if asked is not None else self._pending
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

    def _payload(self) -> SavePayload:
        teams: list[list[str]] | None = None
        if self.config._team_of_seat is not None:
            seats = self.config.seating
            teams = [[seats[0], seats[2]], [seats[1], seats[3]]]
        return SavePayload(
            config=SaveConfig(
                players=list(self.config.seating),
                seed=self.config.seed,
                expansions=list(self.config.expansions),
                teams=teams,
                options=saved_options(self.config.options),
                plugins=list(self._rules.plugin_names[1 + len(self.config.expansions) :]),
                max_turns=self.config.max_turns,
            ),
            snapshot=self._snapshot,
            answers=list(self._answers),
            history=list(self._history),
            events=self._events[: self._mark],
            protocol=PROTOCOL_VERSION,
        )

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
        payload = decode_save(data, key, max_bytes)
        return cls._restore(payload, tuple(plugins))

    @classmethod
    def _restore(cls, payload: SavePayload, plugins: Sequence[object]) -> Game:
        cfg = payload.config
        by_name = {plugin_name(p): p for p in plugins}
        missing = [n for n in cfg.plugins if n not in by_name]
        if missing:
            raise SaveError(f"the save needs these hand-registered plugins: {', '.join(missing)}")
        unknown_options = set(cfg.options) - set(OPTION_NAMES)
        if unknown_options:
            raise SaveError(f"unknown rule options in save: {sorted(unknown_options)}")
        try:
            config = GameConfig(
                players=tuple(cfg.players),
                seed=cfg.seed,
                expansions=tuple(cfg.expansions),
                teams=False if cfg.teams is None else cfg.teams,
                plugins=tuple(by_name[n] for n in cfg.plugins),
                max_turns=cfg.max_turns,
                **cfg.options,  # type: ignore[arg-type]  # checked by GameConfig
            )
            rules = build_rules(config.expansions, config.plugins, config.options)
        except InnovationError as exc:
            raise SaveError(f"invalid configuration in save: {exc}") from None
        snapshot = payload.snapshot
        validate_state(rules, config.seating, config._team_of_seat, config.options, snapshot, config.max_turns)
        validate_log(rules, snapshot, payload.answers, payload.history, payload.events)
        game = cls(rules, config, snapshot, list(payload.events))
        game._answers = list(payload.answers)
        game._history = list(payload.history)
        try:
            game._run()
        except InnovationError as exc:
            raise SaveError(f"the saved answers do not replay: {exc}") from exc
        except _BROKEN_STATE as exc:  # a state the validation let through still broke an invariant
            raise SaveError(f"the saved game cannot be resumed: {type(exc).__name__}: {exc}") from exc
        # Anything else (an interrupt, a timeout, memory running out, a plugin's own error)
        # propagates unchanged.
        return game

    # ---------------------------------------------------------------- views
    def view(self, player: str, events_since: int = 0) -> view.GameView:
        """A redacted copy of the game for ``player`` (see :mod:`innovation.view`).
        ``events_since``: include only events from that index on (for incremental polling)."""
        with self._lock:
            return view.make_view(self, player, events_since)

    def catalogue(self) -> Catalogue:
        """Every card and special achievement of this game's rules: names, icons, texts …
        (see :mod:`innovation.catalogue`)."""
        return catalogue(self._rules)

    def engine(self) -> Engine:
        """A read-only engine over the live state, for queries (icon counts, scores …)."""
        return Engine(self._rules, self._state, [], options=self.config.options)


def _game_over_text(result: Result) -> str:
    if not result.winners:
        return f"Game over ({result.reason}): nobody won. {result.detail}".strip()
    return f"Game over ({result.reason}): {', '.join(result.winners)} won. {result.detail}".strip()


#: Kept under their old names for the tools and tests that build saves by hand.
_SavePayload = SavePayload
