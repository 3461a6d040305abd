"""The web table's game service: live games, one lock per game, bots, persistence, push.

Framework-free (the Starlette app in :mod:`innovation.web.app` is a thin layer over it), so it
can be embedded behind another ASGI framework too.

Concurrency: everything runs on one asyncio event loop, and *all* engine work — answering,
building views, bots thinking, encoding saves, database calls — runs in worker threads
(``anyio.to_thread``) so the loop stays responsive while a bot thinks. Each game has one
``asyncio.Lock``; a worker thread touches a game only while its lock is held, so a game is never
used by two threads at once, and different games proceed in parallel.

Durability: every answer is written to storage before it is acknowledged — appended as one small
row, with a whole new save every ``SAVE_EVERY`` answers and at the end (see
:mod:`innovation.web.storage`). If the write fails, the game is reloaded from storage, so memory
and database never disagree; a process killed mid-answer restarts from the last acknowledged
decision.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import re
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

import anyio.to_thread
import msgspec

from innovation.bots.agents import make_agent, parse_agent_spec
from innovation.errors import AnswerError, ConfigError, InnovationError, SaveError
from innovation.game import Game
from innovation.i18n.wording import decision_headline, localized_view
from innovation.protocol.view import PUBLIC_VIEWER, GameView
from innovation.web.limits import Rate, RateLimiter
from innovation.web.lobby import CreateGameRequest, game_config
from innovation.web.storage import (
    CHAT_CHANGED,
    ChatLine,
    ConflictError,
    DamagedGameError,
    GameRecord,
    ListedGame,
    SeatRecord,
    Storage,
    StorageError,
    StoredAnswer,
    restore,
)

log = logging.getLogger("innovation.web")
T = TypeVar("T")

MAX_LISTENERS_PER_GAME = 32
#: Spectators' connections per game: counted apart from the seats', so that watchers (anyone may
#: watch) can never take the connections the players need.
MAX_SPECTATORS_PER_GAME = 32
#: Seconds another process gets to move its bots itself before this one takes over.
REMOTE_BOT_GRACE = 2.0
#: A bot kind moves on the event loop once this many of its moves took this much CPU on average
#: and none took more than SLOW_BOT_SECONDS (GameService._bot_is_quick).
QUICK_BOT_MOVES, QUICK_BOT_SECONDS, SLOW_BOT_SECONDS = 20, 0.001, 0.05
_TOKEN = re.compile(r"[A-Za-z0-9_-]{20,100}")
_GAME_ID = re.compile(r"[0-9a-f]{16}")
#: The longest chat message (characters), the most lines one game's chat keeps, and how fast one
#: seat may talk (a burst, then one line per 2 s).
MAX_CHAT_CHARS, MAX_CHAT_LINES = 300, 500
CHAT_RATE = Rate(burst=5, per_second=0.5)
#: The lobby's list of games: at most this many, recomputed at most once per LISTED_TTL seconds.
MAX_LISTED, LISTED_TTL = 50, 2.0
#: Replays: the games kept stepped (a replay is stepped from the start, so the last position of a
#: few games is kept to step on from), and how fast one client may ask for positions.
REPLAY_CACHE = 8
REPLAY_RATE = Rate(burst=60, per_second=10.0)
#: A whole new save after this many appended answers: a load replays at most this many answers
#: (a few milliseconds), and a save costs about as much as a hundred appended answers.
SAVE_EVERY = 64


class ServiceError(Exception):
    """An error the service reports to a client: an HTTP status and a message."""

    status = 400

    def __init__(self, message: str, status: int | None = None) -> None:
        super().__init__(message)
        if status is not None:
            self.status = status


class NotFound(ServiceError):
    status = 404


class Unavailable(ServiceError):
    status = 503


class RateLimited(ServiceError):
    """Too many requests of one kind from one client: try again after ``retry_after`` seconds."""

    status = 429

    def __init__(self, message: str, retry_after: float) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class Gone(ServiceError):
    """The game was abandoned (docs/web.md, "Abandoned games")."""

    status = 410


@dataclass(frozen=True)
class ServiceLimits:
    """What one client and all clients together may do (docs/web.md, "Limits")."""

    #: Live games on the server; when they are all taken, the longest-idle one idle for at least
    #: ``reclaim_after`` is abandoned to make room (so a flood cannot lock honest players out).
    max_live_games: int = 10_000
    #: Live games one client may have at once.
    games_per_client: int = 20
    #: Creating games: a burst of 10, then one per 6 s, per client.
    create_rate: Rate = field(default_factory=lambda: Rate(burst=10, per_second=1 / 6))
    #: Unknown seat tokens (guesses): a burst of 20, then one per 2 s, per client; beyond it
    #: every seat look-up of that client is refused (429) until the bucket refills.
    seat_miss_rate: Rate = field(default_factory=lambda: Rate(burst=20, per_second=0.5))
    #: A live game nobody answered for this long is abandoned (7 days).
    abandon_after: float = 7 * 24 * 3600.0
    #: When the server is full, a game idle this long may be abandoned for a new one (15 min).
    reclaim_after: float = 15 * 60.0


def decision_number(game: Game) -> int:
    """The pending decision's :attr:`~innovation.Decision.number` (after the end: the number the
    next decision would have had). A client sends it back with its answer, and the library
    refuses a stale or repeated answer with ``StaleDecisionError``."""
    pending = game.pending
    return pending.number if pending is not None else len(game.history)


def unworded_bots(game: Game, seats: list[SeatRecord]) -> Game:
    """``game``, its decisions for the bots that answer from the options alone (an agent class
    saying ``reads_choices = False``, as the random bot does) made without their choices worded:
    nobody reads them (a seat sees only its own decision), and wording them was a large part of
    a bot's move. A bot kind no longer installed keeps the default."""
    for seat in seats:
        if seat.agent is None:
            continue
        try:
            kind, _ = parse_agent_spec(seat.agent)
        except InnovationError:
            continue
        if getattr(kind.factory, "reads_choices", True) is False:
            game.set_reads_choices(seat.name, False)
    return game


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class SeatInfo(msgspec.Struct, frozen=True):
    name: str
    bot: str | None


class StateMessage(msgspec.Struct, frozen=True):
    """What a seat receives (over HTTP or the WebSocket): its own view and nothing else."""

    type: str
    game: str
    you: str
    seats: list[SeatInfo]
    expansions: list[str]
    options: dict[str, bool | str]
    teams: bool
    #: Number of the pending decision (send it back with the answer).
    decision_number: int
    #: ``game.view(you, events_since=...)``: the engine's redacted view is the source of truth.
    #: Its ``decision`` (only when it is this seat's) carries the library's ``choices``.
    view: GameView
    #: Set when the game cannot go on (a bot found no playable answer); says why.
    halted: str | None = None
    #: A practice table: its creator chose the seed (so knows every hidden card).
    practice: bool = False
    #: The game's seed: shown once the game is over (or always, on a practice table); never
    #: before, since the seed and the settings determine every hidden card.
    seed: int | None = None
    #: Nobody answered for too long: the game was abandoned and takes no more answers.
    abandoned: bool = False
    #: The table's chat lines numbered above ``chat_since`` (every line on a first request).
    chat: list[ChatLine] = []
    chat_since: int = 0
    #: A spectator's state: ``you`` is "" and ``view`` the public view (no hand shown).
    spectator: bool = False
    #: Who asks and where the cards go, for this seat's pending decision, in its language
    #: (``innovation.i18n.wording.decision_headline``, the terminal's too); "" when the prompt
    #: says it all or nothing is asked of this seat.
    headline: str = ""


class ReplayMessage(msgspec.Struct, frozen=True):
    """One position of a finished game's replay: the view after ``step`` of its ``steps``
    answers, as ``seat`` saw it ("" for the public view)."""

    type: str
    game: str
    seat: str
    step: int
    steps: int
    seats: list[SeatInfo]
    expansions: list[str]
    options: dict[str, bool | str]
    teams: bool
    view: GameView
    #: Who gave the answer that led here (None at step 0).
    answered_by: str | None = None


class OpenSeat(msgspec.Struct, frozen=True):
    name: str
    index: int


class GameListing(msgspec.Struct, frozen=True):
    """A game in the lobby's list: its id (its spectator link is ``/watch#<id>``), its seats, the
    ones open to anyone, and when it last changed (Unix time)."""

    game: str
    seats: list[SeatInfo]
    open: list[OpenSeat]
    updated: float


class GameList(msgspec.Struct, frozen=True):
    #: Games with a seat nobody has taken yet.
    open: list[GameListing]
    #: Games being played, every seat taken.
    playing: list[GameListing]


class SeatLink(msgspec.Struct, frozen=True):
    name: str
    bot: str | None
    #: Path of the seat's page, token in the fragment (browsers never send fragments to servers).
    link: str | None = None
    token: str | None = None
    #: An open seat: no link now; the first to take it from the lobby gets it.
    open: bool = False


class CreatedGame(msgspec.Struct, frozen=True):
    game: str
    seats: list[SeatLink]
    #: The spectator link: the public view, live.
    watch: str = ""


class AnswerAccepted(msgspec.Struct, frozen=True):
    accepted: bool
    decision_number: int


@dataclass(eq=False)
class Table:
    """A live game: the game, its seats, its lock and who listens for changes."""

    id: str
    seats: list[SeatRecord]
    game: Game
    #: The stored version ``game`` is (storage updates name it).
    version: int = 0
    practice: bool = False
    abandoned: bool = False
    #: ``game`` may be behind the stored game (a failed write, another process's answer): it is
    #: reloaded, under the lock, before its next use.
    stale: bool = False
    #: When a refused answer last made this table reload (``time.monotonic()``).
    reloaded_at: float = 0.0
    #: How many answers of ``game.history`` are stored, and how many of those after its save.
    stored_answers: int = 0
    appended: int = 0
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    listeners: set[asyncio.Event] = field(default_factory=set)
    #: The listeners that are spectators' (also in ``listeners``).
    spectators: set[asyncio.Event] = field(default_factory=set)
    bot_task: asyncio.Task[None] | None = None
    halted: str | None = None
    #: The chat, in order (at most MAX_CHAT_LINES lines).
    chat: list[ChatLine] = field(default_factory=list)
    #: Take-backs made on this table: the event log got shorter, so a connection that saw an
    #: older count sends its log again from the start.
    takebacks: int = 0

    def seat_named(self, name: str) -> SeatRecord:
        return next(s for s in self.seats if s.name == name)


class GameService:
    """Games for the web table. ``bot_delay``: seconds a bot waits before each move (so people
    can follow them; 0 in tests and load tests)."""

    def __init__(self, storage: Storage, *, bot_delay: float = 0.0, limits: ServiceLimits | None = None) -> None:
        self.storage = storage
        self.bot_delay = bot_delay
        self.limits = limits if limits is not None else ServiceLimits()
        self._tables: dict[str, Table] = {}
        self._seats: dict[str, tuple[str, int]] = {}
        self._load_lock = asyncio.Lock()
        self._create_lock = asyncio.Lock()
        self._closing = False
        self._tasks: list[asyncio.Task[None]] = []
        self._loop: asyncio.AbstractEventLoop | None = None
        self._inline = not getattr(storage, "blocking", True)
        #: Per bot kind: moves measured, average and most CPU seconds per move (_bot_is_quick).
        self._bot_think: dict[str, tuple[int, float, float]] = {}
        self._creates = RateLimiter(self.limits.create_rate)
        self._seat_misses = RateLimiter(self.limits.seat_miss_rate)
        self._chat_rate = RateLimiter(CHAT_RATE)
        self._replay_rate = RateLimiter(REPLAY_RATE)
        self._listed: tuple[float, GameList] | None = None
        #: Replays being stepped: game id → the game at its last position (oldest first); worker
        #: threads take a game out and put it back under the lock (one thread steps a game).
        self._replays: dict[str, Game] = {}
        self._replays_lock = threading.Lock()

    # ------------------------------------------------------------------ lifecycle
    async def start(self) -> None:
        """Resume every unfinished game in the background (bots whose turn it is move again),
        sweep abandoned games, and follow changes other server processes store."""
        self._loop = asyncio.get_running_loop()
        await self._thread(self.storage.watch, self._changed_elsewhere)
        self._tasks = [asyncio.create_task(self._resume_all()), asyncio.create_task(self._sweep())]

    async def _resume_all(self) -> None:
        try:
            ids = await self._thread(self.storage.unfinished)
        except StorageError as exc:
            log.error("cannot list the unfinished games to resume: %s", exc)
            return
        for game_id in ids:
            if self._closing:
                return
            try:  # one game that cannot load must not stop the others
                await self._table(game_id)
            except ServiceError as exc:
                log.error("game %s cannot be resumed: %s", game_id, exc)
            except Exception:
                log.exception("game %s cannot be resumed", game_id)

    async def _sweep(self) -> None:
        """Abandon the games nobody answered for ``abandon_after``, every few minutes."""
        interval = max(1.0, min(300.0, self.limits.abandon_after / 10))
        while not self._closing:
            try:
                await self.abandon_idle(time.time() - self.limits.abandon_after, 1000)
            except StorageError as exc:
                log.error("sweeping abandoned games failed: %s", exc)
            await asyncio.sleep(interval)

    async def abandon_idle(self, before: float, limit: int) -> list[str]:
        ids = await self._thread(self.storage.abandon_idle, before, limit)
        for game_id in ids:
            log.info("game %s abandoned (no answer since before %s)", game_id, time.ctime(before))
            table = self._tables.get(game_id)
            if table is not None:
                table.abandoned = True
                self._changed(table)
        return ids

    async def stop(self) -> None:
        self._closing = True
        tasks = [t.bot_task for t in self._tables.values() if t.bot_task is not None]
        tasks += self._tasks
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        for table in self._tables.values():
            for event in table.listeners:
                event.set()

    @staticmethod
    async def _thread(fn: Callable[..., T], *args: object) -> T:
        return await anyio.to_thread.run_sync(fn, *args)

    async def _work(self, fn: Callable[..., T], *args: object) -> T:
        """Answers, views and seat look-ups: on the event loop when the storage never blocks (the
        embedded SQLite: each takes well under a millisecond, less than the hop to a worker
        thread costs), in a worker thread when it may (a database over the network, an fsync).
        Bots always think in worker threads: a search bot may think for seconds."""
        if self._inline:
            return fn(*args)
        return await anyio.to_thread.run_sync(fn, *args)

    # ------------------------------------------------------------------ games and seats
    async def create(self, request: CreateGameRequest, client: str = "") -> CreatedGame:
        """A new game for ``client`` (the key per-client limits count under)."""
        wait = self._creates.take(client)
        if wait:
            raise RateLimited("too many new games from your address; try again later", wait)
        if request.seed is not None and not request.practice:
            raise ConfigError(
                'only a practice table may choose its seed ("practice": true): the seed and the settings '
                "determine every hidden card, so on a real table the server draws it and shows it at the end"
            )
        # A cryptographic seed (secrets: the OS's generator), never shown before the game ends.
        seed = request.seed if request.seed is not None else secrets.randbits(63)
        config = game_config(request, seed)
        async with self._create_lock:  # the counts below and the insert are one step
            await self._make_room(client)
            game = await self._thread(Game.new, config)
            game_id = secrets.token_hex(8)
            links: list[SeatLink] = []
            seats: list[SeatRecord] = []
            bots = {s.name: s.bot for s in request.seats}
            opened = {s.name for s in request.seats if s.open}
            open_seats: dict[int, str] = {}
            for name in game.players:
                bot = bots[name]
                if bot is None:
                    token = secrets.token_urlsafe(32)
                    seats.append(SeatRecord(name=name, token_hash=token_hash(token)))
                    if name in opened:
                        open_seats[len(seats) - 1] = token
                        links.append(SeatLink(name=name, bot=None, open=True))
                    else:
                        links.append(SeatLink(name=name, bot=None, link=f"/play#{token}", token=token))
                else:
                    seats.append(SeatRecord(name=name, agent=bot))
                    links.append(SeatLink(name=name, bot=bot))
            record = GameRecord(
                id=game_id,
                seats=seats,
                save=await self._thread(game.to_json),
                over=game.over,
                creator=client,
                practice=request.practice,
                listed=request.listed or bool(open_seats),
                open_seats=open_seats,
            )
            await self._guard_storage(self.storage.create, record)
        self._listed = None
        unworded_bots(game, seats)
        table = Table(game_id, seats, game, practice=request.practice, stored_answers=len(game.history))
        self._tables[game_id] = table
        self._changed(table)
        return CreatedGame(game=game_id, seats=links, watch=f"/watch#{game_id}")

    async def _make_room(self, client: str) -> None:
        """Refuse a client over its share; when the server is full, abandon the longest-idle
        game idle for ``reclaim_after`` (503 only when every game is in active play)."""
        limits = self.limits
        try:
            mine = await self._thread(self.storage.count_live, client)
            if mine >= limits.games_per_client:
                raise RateLimited(
                    f"your address has {mine} unfinished games (at most {limits.games_per_client}); "
                    "finish one or wait until it is abandoned",
                    limits.reclaim_after,
                )
            if await self._thread(self.storage.count_live) >= limits.max_live_games:
                if not await self.abandon_idle(time.time() - limits.reclaim_after, 1):
                    raise Unavailable("the server has too many games in play; try again later")
        except StorageError as exc:
            raise Unavailable(str(exc)) from None

    async def _guard_storage(self, fn: Callable[..., None], *args: object) -> None:
        try:
            await self._thread(fn, *args)
        except StorageError as exc:
            raise Unavailable(str(exc)) from None

    def _load_sync(self, game_id: str) -> tuple[GameRecord, Game] | None:
        """The stored game (None if none); ServiceError 500 naming it if it is damaged."""
        try:
            record = self.storage.get(game_id)
            if record is None:
                return None
            return record, unworded_bots(restore(record), record.seats)
        except StorageError as exc:
            raise Unavailable(str(exc)) from None
        except (DamagedGameError, SaveError) as exc:
            log.error("game %s is damaged and cannot be loaded: %s", game_id, exc)
            raise ServiceError(f"the stored game {game_id} is damaged and cannot be loaded: {exc}", 500) from None
        except Exception as exc:  # a save that decodes but the engine cannot rebuild: that game only
            log.exception("game %s is damaged and cannot be loaded", game_id)
            raise ServiceError(f"the stored game {game_id} is damaged and cannot be loaded ({exc!r})", 500) from None

    def _chat_sync(self, game_id: str, after: int = 0) -> list[ChatLine]:
        """The game's stored chat lines after ``after`` (503 on storage trouble, 500 damaged)."""
        try:
            return self.storage.chat(game_id, after)
        except StorageError as exc:
            raise Unavailable(str(exc)) from None
        except DamagedGameError as exc:
            log.error("game %s: %s", game_id, exc)
            raise ServiceError(str(exc), 500) from None

    async def _table(self, game_id: str) -> Table:
        table = self._tables.get(game_id)
        if table is not None:
            return table
        async with self._load_lock:
            table = self._tables.get(game_id)
            if table is not None:
                return table
            loaded = await self._thread(self._load_sync, game_id)
            if loaded is None:
                raise NotFound(f"no game {game_id!r}")
            record, game = loaded
            chat = await self._thread(self._chat_sync, game_id)
            table = Table(
                game_id,
                list(record.seats),
                game,
                version=record.version,
                practice=record.practice,
                abandoned=record.abandoned,
                stored_answers=len(game.history),
                appended=len(record.answers),
                chat=chat,
            )
            self._tables[game_id] = table
        self._changed(table)
        return table

    def _refresh_sync(self, table: Table) -> None:
        """Bring a stale table up to the stored game (call with its lock held)."""
        if not table.stale:
            return
        loaded = self._load_sync(table.id)
        if loaded is None:
            raise NotFound(f"no game {table.id!r}")
        record, table.game = loaded
        table.version, table.abandoned, table.seats = record.version, record.abandoned, list(record.seats)
        table.stored_answers, table.appended = len(table.game.history), len(record.answers)
        table.stale = False

    async def seat(self, token: str, client: str = "") -> tuple[Table, SeatRecord]:
        """The table and seat a link token acts for (the token is the seat's only credential).
        A client that sent too many unknown tokens is refused (429) until its bucket refills."""
        wait = self._seat_misses.retry_after(client)
        if wait:
            raise RateLimited("too many unknown seat links from your address; try again later", wait)
        try:
            return await self._seat(token)
        except NotFound:
            self._seat_misses.take(client)
            raise

    async def _seat(self, token: str) -> tuple[Table, SeatRecord]:
        if not isinstance(token, str) or not _TOKEN.fullmatch(token):
            raise NotFound("unknown seat link")
        hashed = token_hash(token)
        found = self._seats.get(hashed)
        if found is None:
            try:
                found = await self._work(self.storage.find_seat, hashed)
            except StorageError as exc:
                raise Unavailable(str(exc)) from None
            if found is None:
                raise NotFound("unknown seat link")
            self._seats[hashed] = found
        table = await self._table(found[0])
        seat = table.seats[found[1]]
        if not (seat.token_hash is not None and secrets.compare_digest(seat.token_hash, hashed)):
            raise NotFound("unknown seat link")
        return table, seat

    # ------------------------------------------------------------------ views
    async def state(
        self, table: Table, seat: SeatRecord | None, events_since: int = 0, lang: str | None = None, chat_since: int = 0
    ) -> tuple[bytes, int, int]:
        """The seat's state as JSON (``seat`` None: a spectator's, the public view), with the
        events from ``events_since`` on and the chat lines after ``chat_since``, and the two
        cursors to ask from next time."""
        async with table.lock:
            return await self._work(self._state_sync, table, seat, events_since, lang, chat_since)

    def _state_sync(
        self, table: Table, seat: SeatRecord | None, events_since: int, lang: str | None = None, chat_since: int = 0
    ) -> tuple[bytes, int, int]:
        self._refresh_sync(table)
        game = table.game
        since = max(0, min(events_since, len(game.events)))
        view: GameView = game.view(seat.name, events_since=since) if seat is not None else game.public_view(since)
        # Each seat reads the table in its own language: the prompt, labels and event texts.
        headline = "" if view.decision is None else decision_headline(view.decision, game.rules, lang)
        view = localized_view(view, game.rules, lang)
        config = game.config
        chat = [line for line in table.chat if line.n > chat_since]
        message = StateMessage(
            type="state",
            game=table.id,
            you=seat.name if seat is not None else PUBLIC_VIEWER,
            seats=[SeatInfo(s.name, s.agent) for s in table.seats],
            expansions=list(config.expansions),
            options=dict(config.options),
            teams=game.state.teams is not None,
            decision_number=decision_number(game),
            view=view,
            halted=table.halted,
            practice=table.practice,
            # A practice table's seats know its seed; a spectator never before the end (the seed
            # and the settings determine every hidden card).
            seed=config.seed if game.over or (table.practice and seat is not None) else None,
            abandoned=table.abandoned,
            chat=chat,
            chat_since=chat_since,
            spectator=seat is None,
            headline=headline,
        )
        chat_cursor = table.chat[-1].n if table.chat else 0
        return msgspec.json.encode(message), view.events_since + len(view.events), max(chat_cursor, chat_since)

    # ------------------------------------------------------------------ spectators, the list, replays
    async def watched(self, game_id: str, client: str = "") -> Table:
        """The table a spectator link names (its game id). Unknown ids count as guesses, as
        unknown seat links do (429 beyond the limit)."""
        wait = self._seat_misses.retry_after(client)
        if wait:
            raise RateLimited("too many unknown links from your address; try again later", wait)
        if not isinstance(game_id, str) or not _GAME_ID.fullmatch(game_id):
            self._seat_misses.take(client)
            raise NotFound("unknown game")
        try:
            return await self._table(game_id)
        except NotFound:
            self._seat_misses.take(client)
            raise NotFound("unknown game") from None

    async def games(self) -> GameList:
        """The lobby's list: listed live games with open seats, and those being played
        (computed at most every LISTED_TTL seconds, so asking often costs the database nothing)."""
        cached = self._listed
        if cached is not None and time.monotonic() - cached[0] < LISTED_TTL:
            return cached[1]
        try:
            rows: list[ListedGame] = await self._thread(self.storage.listed, MAX_LISTED)
        except StorageError as exc:
            raise Unavailable(str(exc)) from None
        open_games: list[GameListing] = []
        playing: list[GameListing] = []
        for row in rows:
            listing = GameListing(
                game=row.id,
                seats=[SeatInfo(s.name, s.agent) for s in row.seats],
                open=[OpenSeat(row.seats[k].name, k) for k in row.open if k < len(row.seats)],
                updated=row.updated,
            )
            (open_games if listing.open else playing).append(listing)
        made = GameList(open=open_games, playing=playing)
        self._listed = (time.monotonic(), made)
        return made

    async def join(self, game_id: str, seat_name: str, client: str = "") -> SeatLink:
        """Take an open seat: its link, once (409 if someone took it first; 404 no such seat)."""
        table = await self.watched(game_id, client)
        index = next((k for k, s in enumerate(table.seats) if s.name == seat_name and s.agent is None), None)
        if index is None:
            raise NotFound("no such seat in this game")
        if table.abandoned or table.game.over:
            raise ServiceError("this game is over: its seats can no longer be taken", 409)
        try:
            token = await self._thread(self.storage.take_open_seat, table.id, index)
        except StorageError as exc:
            raise Unavailable(str(exc)) from None
        if token is None:
            raise ServiceError(f"seat {seat_name!r} is not open (someone took it)", 409)
        self._listed = None
        return SeatLink(name=seat_name, bot=None, link=f"/play#{token}", token=token)

    async def replay(
        self, game_id: str, step: int | None, seat_name: str, lang: str | None = None, client: str = ""
    ) -> bytes:
        """The position after ``step`` answers (None: the end) of a finished game, as
        ``seat_name`` saw it ("" the public view). Only once the game is over: a game still in
        play, or abandoned before its end, has no replay (409), since any seat's view of it would
        show hidden cards."""
        wait = self._replay_rate.take(client)
        if wait:
            raise RateLimited("too many replay positions asked from your address; slow down", wait)
        table = await self.watched(game_id, client)
        async with table.lock:
            await self._thread(self._refresh_sync, table)
            if not table.game.over:
                raise ServiceError("a replay is shown once the game is over", 409)
            final = table.game
            seats = list(table.seats)
        names = [s.name for s in seats]
        if seat_name and seat_name not in names:
            raise NotFound("no such seat in this game")
        steps = len(final.history)
        if step is not None and not 0 <= step <= steps:
            raise ServiceError(f"step must be from 0 to {steps}")
        at = steps if step is None else step
        return await self._thread(self._replay_sync, table.id, final, seats, at, seat_name, lang)

    def _replay_sync(
        self, game_id: str, final: Game, seats: list[SeatRecord], step: int, seat_name: str, lang: str | None
    ) -> bytes:
        history = final.history
        with self._replays_lock:
            game = self._replays.pop(game_id, None)
        if game is None or len(game.history) > step:
            game = Game.new(final.config) if step < len(history) else final
        if game is not final:
            for player, option in history[len(game.history) : step]:
                game.answer(player, option)
        with self._replays_lock:
            self._replays[game_id] = game
            while len(self._replays) > REPLAY_CACHE:
                del self._replays[next(iter(self._replays))]
        view = game.view(seat_name) if seat_name else game.public_view()
        config = final.config
        message = ReplayMessage(
            type="replay",
            game=game_id,
            seat=seat_name,
            step=step,
            steps=len(history),
            seats=[SeatInfo(s.name, s.agent) for s in seats],
            expansions=list(config.expansions),
            options=dict(config.options),
            teams=game.state.teams is not None,
            view=localized_view(view, game.rules, lang),
            answered_by=history[step - 1][0] if step else None,
        )
        return msgspec.json.encode(message)

    # ------------------------------------------------------------------ chat
    async def say(self, table: Table, seat: SeatRecord, text: str) -> ChatLine:
        """Add a line to the table's chat: one line of printable text, 1 to MAX_CHAT_CHARS
        characters, at most CHAT_RATE per seat and MAX_CHAT_LINES per game; stored before it is
        shown to anyone."""
        if not isinstance(text, str):
            raise ServiceError("a chat message is text")
        text = text.strip()
        if not text:
            raise ServiceError("a chat message cannot be empty")
        if len(text) > MAX_CHAT_CHARS:
            raise ServiceError(f"a chat message is at most {MAX_CHAT_CHARS} characters, not {len(text)}", 413)
        if not text.isprintable():
            raise ServiceError("a chat message is one line of printable text (no control characters)")
        if table.abandoned:
            raise Gone("this game was abandoned: nobody answered for too long")
        wait = self._chat_rate.take(f"{table.id}:{seat.name}")
        if wait:
            raise RateLimited("you are talking too fast; wait a moment", wait)
        async with table.lock:
            try:
                line = await self._work(self.storage.add_chat, table.id, seat.name, text, time.time(), MAX_CHAT_LINES)
            except StorageError as exc:
                raise Unavailable(f"the message could not be stored: {exc}") from None
            if line is None:
                raise ServiceError(f"this table's chat is full ({MAX_CHAT_LINES} messages)", 409)
            if not table.chat or line.n == table.chat[-1].n + 1:
                table.chat.append(line)
            else:  # another process added lines meanwhile: take them all, in order
                table.chat = await self._thread(self._chat_sync, table.id)
        for event in table.listeners:
            event.set()
        return line

    async def record(self, table: Table) -> str:
        """A finished game's save, to replay or publish (409 before the end: it holds the seed)."""
        async with table.lock:
            await self._thread(self._refresh_sync, table)
            if not table.game.over:
                raise ServiceError("the game's record is published when the game is over", 409)
            return await self._thread(table.game.to_json)

    # ------------------------------------------------------------------ answers
    async def answer(self, table: Table, seat: SeatRecord, number: int, option: str) -> AnswerAccepted:
        async with table.lock:
            accepted = await self._work(self._answer_sync, table, seat, number, option)
        self._changed(table)
        return accepted

    def _answer_sync(self, table: Table, seat: SeatRecord, number: int, option: str) -> AnswerAccepted:
        shared = getattr(self.storage, "shared", False)
        for attempt in range(2):
            self._refresh_sync(table)
            if table.abandoned:
                raise Gone("this game was abandoned: nobody answered for too long")
            try:
                # The library refuses a finished game, a stale number, a wrong seat, an illegal option.
                table.game.answer(seat.name, option, number)
            except InnovationError:
                # This copy may be behind another process's answer: reload once and retry — at
                # most once a second per game, so a seat sending refused answers in a loop cannot
                # make the server reload the game for each.
                if shared and attempt == 0 and time.monotonic() - table.reloaded_at > 1.0:
                    table.stale = True
                    table.reloaded_at = time.monotonic()
                    continue
                raise
            try:
                self._persist(table)
            except ConflictError:
                if attempt == 0:
                    continue  # another process answered first: answer on its game (or be refused)
                raise Unavailable("the game keeps changing under this answer; try again") from None
            break
        return AnswerAccepted(accepted=True, decision_number=decision_number(table.game))

    async def undo(self, table: Table, seat: SeatRecord) -> AnswerAccepted:
        """Take back the seat's latest answer (``Game.undo``: refused with UndoError, 422, changing
        nothing, past a point that cannot be undone); stored before it is acknowledged."""
        async with table.lock:
            accepted = await self._work(self._undo_sync, table, seat)
        self._changed(table)
        return accepted

    def _undo_sync(self, table: Table, seat: SeatRecord) -> AnswerAccepted:
        self._refresh_sync(table)
        if table.abandoned:
            raise Gone("this game was abandoned: nobody answered for too long")
        table.game.undo(seat.name)
        try:
            self._persist(table)  # the history is shorter: a whole new save in its place
        except ConflictError:
            raise Unavailable("the game changed under this take-back (another process); try again") from None
        table.takebacks += 1
        return AnswerAccepted(accepted=True, decision_number=decision_number(table.game))

    def _persist(self, table: Table) -> None:
        """Store the game after a change: its one new answer appended, or (at the end, every
        ``SAVE_EVERY`` answers, or after anything else) a whole new save. On any failure the table
        turns stale: the game in memory is replaced by the stored one before its next use, so
        memory never runs ahead of storage."""
        game = table.game
        history = game.history
        try:
            if len(history) == table.stored_answers + 1 and not game.over and table.appended < SAVE_EVERY:
                player, option = history[-1]
                table.version = self.storage.append(table.id, StoredAnswer(player, option), table.version)
                table.appended += 1
            else:
                table.version = self.storage.update(table.id, game.to_json(), game.over, table.version)
                table.appended = 0
            table.stored_answers = len(history)
        except ConflictError:
            table.stale = True
            raise
        except StorageError as exc:
            table.stale = True
            raise Unavailable(f"the answer could not be stored, nothing changed: {exc}") from None

    # ------------------------------------------------------------------ other processes
    def _changed_elsewhere(self, game_id: str, version: int) -> None:
        """Another process stored ``version`` of a game (called from the storage's thread)."""
        loop = self._loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self._on_remote_change, game_id, version)

    def _on_remote_change(self, game_id: str, version: int) -> None:
        table = self._tables.get(game_id)
        if table is not None and version == CHAT_CHANGED and not self._closing:
            self._tasks.append(asyncio.create_task(self._reload_chat(table)))
            return
        if table is None or version <= table.version or self._closing:
            return
        table.stale = True
        self._tasks.append(asyncio.create_task(self._refresh_and_push(table)))
        self._tasks = [t for t in self._tasks if not t.done()]

    async def _reload_chat(self, table: Table) -> None:
        try:
            async with table.lock:
                table.chat = await self._thread(self._chat_sync, table.id)
        except ServiceError as exc:
            log.error("game %s: cannot follow another process's chat: %s", table.id, exc)
            return
        for event in table.listeners:
            event.set()

    async def _refresh_and_push(self, table: Table) -> None:
        try:
            async with table.lock:
                await self._thread(self._refresh_sync, table)
        except ServiceError as exc:
            log.error("game %s: cannot follow another process's change: %s", table.id, exc)
            return
        self._changed(table, grace=REMOTE_BOT_GRACE)

    # ------------------------------------------------------------------ bots and listeners
    def listen(self, table: Table, spectator: bool = False) -> asyncio.Event:
        """An event set after every change of the table (one per open WebSocket). Bounded, since
        every listener costs a view per change: the seats' and the spectators' apart."""
        if spectator:
            if len(table.spectators) >= MAX_SPECTATORS_PER_GAME:
                raise ServiceError(f"too many spectators of this game (at most {MAX_SPECTATORS_PER_GAME})", 429)
        elif len(table.listeners) - len(table.spectators) >= MAX_LISTENERS_PER_GAME:
            raise ServiceError(f"too many open connections to this game (at most {MAX_LISTENERS_PER_GAME})", 429)
        event = asyncio.Event()
        table.listeners.add(event)
        if spectator:
            table.spectators.add(event)
        return event

    def unlisten(self, table: Table, event: asyncio.Event) -> None:
        table.listeners.discard(event)
        table.spectators.discard(event)
        self._evict_if_done(table)

    def _evict_if_done(self, table: Table) -> None:
        """A finished or abandoned game nobody watches leaves memory (reloaded if asked)."""
        if (table.game.over or table.abandoned) and not table.listeners and self._tables.get(table.id) is table:
            del self._tables[table.id]
        if len(self._seats) > 100_000:  # token-hash cache: cheap to refill from storage
            self._seats.clear()

    def _changed(self, table: Table, grace: float = 0.0) -> None:
        for event in table.listeners:
            event.set()
        self._evict_if_done(table)
        pending = table.game.pending
        if (
            not self._closing
            and table.halted is None
            and not table.abandoned
            and pending is not None
            and table.seat_named(pending.player).agent is not None
            and (table.bot_task is None or table.bot_task.done())
        ):
            table.bot_task = asyncio.create_task(self._run_bots(table, grace))

    async def _run_bots(self, table: Table, grace: float = 0.0) -> None:
        """Move the bots whose turn it is. After another process's change, wait ``grace`` first:
        that process moves its bots itself, and this one takes over only if it stopped."""
        if grace:
            version = table.version
            await asyncio.sleep(grace)
            if table.version != version or table.stale:
                return
        while not self._closing:
            if self.bot_delay:
                await asyncio.sleep(self.bot_delay)
            try:
                async with table.lock:
                    if self._inline and self._bot_is_quick(table):
                        moved = self._bot_move_sync(table)
                    else:
                        moved = await self._thread(self._bot_move_sync, table)
            except ServiceError as exc:  # storage trouble: the game is unchanged; try again later
                log.error("game %s: bot move not stored: %s", table.id, exc)
                await asyncio.sleep(1.0)
                continue
            if not moved:
                return
            for event in table.listeners:
                event.set()

    def _bot_is_quick(self, table: Table) -> bool:
        """Whether the bot to move thinks quickly: ``QUICK_BOT_MOVES`` moves measured, on average
        (exponentially weighted) at most ``QUICK_BOT_SECONDS`` of the thread's CPU (wall time
        would count the waits of a loaded machine), and none ever over
        ``SLOW_BOT_SECONDS``. Then it moves on the event loop, saving the hop to a worker thread
        (which costs more than its move); a bot that ever thinks long moves in worker threads."""
        pending = table.game.pending
        kind = table.seat_named(pending.player).agent if pending is not None else None
        if kind is None:
            # No bot to move (a person's turn, the end): _bot_move_sync only looks and returns,
            # which must not cost a hop to a worker thread (one per bot turn otherwise).
            return True
        moves, average, slowest = self._bot_think.get(kind, (0, 0.0, 0.0))
        return moves >= QUICK_BOT_MOVES and average <= QUICK_BOT_SECONDS and slowest <= SLOW_BOT_SECONDS

    def _bot_move_sync(self, table: Table) -> bool:
        self._refresh_sync(table)
        game = table.game
        decision = game.pending
        if decision is None or table.halted is not None or table.abandoned:
            return False
        kind = table.seat_named(decision.player).agent
        if kind is None:
            return False
        number = decision_number(game)
        # A fresh agent per decision, seeded by (game seed, game, seat, decision): a bot's choices
        # do not depend on whether the server restarted in between, and players (who do not know
        # the seed) cannot compute them in advance.
        key = f"{game.config.seed}:{table.id}:{decision.player}:{number}"
        agent = make_agent(kind, int.from_bytes(hashlib.sha256(key.encode()).digest()[:8], "big"))
        thinking = time.thread_time()
        try:
            choice = agent.choose(game, decision)
            took = time.thread_time() - thinking
            moves, average, slowest = self._bot_think.get(kind, (0, took, 0.0))
            self._bot_think[kind] = (moves + 1, 0.95 * average + 0.05 * took, max(slowest, took))
        except InnovationError as exc:
            log.warning("game %s: bot %s failed to choose (%s); trying each option", table.id, kind, exc)
            choice = decision.options[0]
        for option in dict.fromkeys([choice, *decision.options]):
            try:
                game.answer(decision.player, option, decision.number)
                break
            except AnswerError:
                raise
            except InnovationError as exc:  # e.g. a rule not implemented: the game is unchanged
                log.warning("game %s: %s cannot answer %r: %s", table.id, decision.player, option, exc)
        else:
            table.halted = f"{decision.player} ({kind}) has no playable answer to: {decision.prompt}"
            log.error("game %s halted: %s", table.id, table.halted)
            return True
        try:
            self._persist(table)
        except ConflictError:
            return True  # another process moved first: the next round reloads and looks again
        return True
