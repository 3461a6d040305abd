"""The web table's game service: live games, one lock per game, bots, persistence, push.

Framework-free (the Starlette app in :mod:`innovation.web.app` is a thin layer over it), so it
can be embedded behind another ASGI framework too.

Concurrency: everything runs on one asyncio event loop, and *all* engine work — answering,
building views, bots thinking, encoding saves, database calls — runs in worker threads
(``anyio.to_thread``) so the loop stays responsive while a bot thinks. Each game has one
``asyncio.Lock``; a worker thread touches a game only while its lock is held, so a game is never
used by two threads at once, and different games proceed in parallel.

Durability: every answer is written to storage before it is acknowledged. If the write fails, the
game is reloaded from its last stored save, so memory and database never disagree; a process
killed mid-answer restarts from the last acknowledged decision.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import re
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

import anyio.to_thread
import msgspec

from innovation.bots.agents import make_agent
from innovation.errors import AnswerError, InnovationError, SaveError
from innovation.game import Game
from innovation.protocol.view import GameView
from innovation.web.lobby import CreateGameRequest, game_config
from innovation.web.storage import GameRecord, SeatRecord, Storage, StorageError

log = logging.getLogger("innovation.web")
T = TypeVar("T")

MAX_LISTENERS_PER_GAME = 32
_TOKEN = re.compile(r"[A-Za-z0-9_-]{20,100}")


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


def decision_number(game: Game) -> int:
    """The pending decision's :attr:`~innovation.Decision.number` (after the end: the number the
    next decision would have had). A client sends it back with its answer, and the library
    refuses a stale or repeated answer with ``StaleDecisionError``."""
    pending = game.pending
    return pending.number if pending is not None else len(game.history)


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


class SeatLink(msgspec.Struct, frozen=True):
    name: str
    bot: str | None
    #: Path of the seat's page, token in the fragment (browsers never send fragments to servers).
    link: str | None = None
    token: str | None = None


class CreatedGame(msgspec.Struct, frozen=True):
    game: str
    seats: list[SeatLink]


class AnswerAccepted(msgspec.Struct, frozen=True):
    accepted: bool
    decision_number: int


@dataclass(eq=False)
class Table:
    """A live game: the game, its seats, its lock and who listens for changes."""

    id: str
    seats: list[SeatRecord]
    game: Game
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    listeners: set[asyncio.Event] = field(default_factory=set)
    bot_task: asyncio.Task[None] | None = None
    halted: str | None = None

    def seat_named(self, name: str) -> SeatRecord:
        return next(s for s in self.seats if s.name == name)


class GameService:
    """Games for the web table. ``bot_delay``: seconds a bot waits before each move (so people
    can follow them; 0 in tests and load tests)."""

    def __init__(self, storage: Storage, *, bot_delay: float = 0.0, max_live_games: int = 10_000) -> None:
        self.storage = storage
        self.bot_delay = bot_delay
        self.max_live_games = max_live_games
        self._tables: dict[str, Table] = {}
        self._seats: dict[str, tuple[str, int]] = {}
        self._load_lock = asyncio.Lock()
        self._closing = False
        self._resume_task: asyncio.Task[None] | None = None

    # ------------------------------------------------------------------ lifecycle
    async def start(self) -> None:
        """Resume every unfinished game in the background (bots whose turn it is move again)."""
        self._resume_task = asyncio.create_task(self._resume_all())

    async def _resume_all(self) -> None:
        for game_id in await self._thread(self.storage.unfinished):
            if self._closing:
                return
            try:
                await self._table(game_id)
            except ServiceError as exc:
                log.error("game %s cannot be resumed: %s", game_id, exc)

    async def stop(self) -> None:
        self._closing = True
        tasks = [t.bot_task for t in self._tables.values() if t.bot_task is not None]
        if self._resume_task is not None:
            tasks.append(self._resume_task)
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

    # ------------------------------------------------------------------ games and seats
    async def create(self, request: CreateGameRequest) -> CreatedGame:
        if sum(1 for t in self._tables.values() if not t.game.over) >= self.max_live_games:
            raise Unavailable("the server has too many games in progress; try again later")
        seed = request.seed if request.seed is not None else secrets.randbits(63)
        config = game_config(request, seed)
        game = await self._thread(Game.new, config)
        game_id = secrets.token_hex(8)
        links: list[SeatLink] = []
        seats: list[SeatRecord] = []
        bots = {s.name: s.bot for s in request.seats}
        for name in game.players:
            bot = bots[name]
            if bot is None:
                token = secrets.token_urlsafe(32)
                seats.append(SeatRecord(name=name, token_hash=token_hash(token)))
                links.append(SeatLink(name=name, bot=None, link=f"/play#{token}", token=token))
            else:
                seats.append(SeatRecord(name=name, agent=bot))
                links.append(SeatLink(name=name, bot=bot))
        record = GameRecord(id=game_id, seats=seats, save=await self._thread(game.to_json), over=game.over)
        await self._guard_storage(self.storage.create, record)
        table = Table(game_id, seats, game)
        self._tables[game_id] = table
        self._changed(table)
        return CreatedGame(game=game_id, seats=links)

    async def _guard_storage(self, fn: Callable[..., None], *args: object) -> None:
        try:
            await self._thread(fn, *args)
        except StorageError as exc:
            raise Unavailable(str(exc)) from None

    async def _table(self, game_id: str) -> Table:
        table = self._tables.get(game_id)
        if table is not None:
            return table
        async with self._load_lock:
            table = self._tables.get(game_id)
            if table is not None:
                return table
            try:
                record = await self._thread(self.storage.get, game_id)
            except StorageError as exc:
                raise Unavailable(str(exc)) from None
            if record is None:
                raise NotFound(f"no game {game_id!r}")
            try:
                game = await self._thread(Game.from_json, record.save)
            except SaveError as exc:
                raise ServiceError(f"the stored game {game_id} cannot be resumed: {exc}", 500) from None
            table = Table(game_id, list(record.seats), game)
            self._tables[game_id] = table
        self._changed(table)
        return table

    async def seat(self, token: str) -> tuple[Table, SeatRecord]:
        """The table and seat a link token acts for (the token is the seat's only credential)."""
        if not isinstance(token, str) or not _TOKEN.fullmatch(token):
            raise NotFound("unknown seat link")
        hashed = token_hash(token)
        found = self._seats.get(hashed)
        if found is None:
            try:
                found = await self._thread(self.storage.find_seat, hashed)
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
    async def state(self, table: Table, seat: SeatRecord, events_since: int = 0) -> tuple[bytes, int]:
        """The seat's state as JSON, with the events from ``events_since`` on, and the cursor to
        ask from next time."""
        async with table.lock:
            return await self._thread(self._state_sync, table, seat, events_since)

    def _state_sync(self, table: Table, seat: SeatRecord, events_since: int) -> tuple[bytes, int]:
        game = table.game
        view: GameView = game.view(seat.name, events_since=max(0, min(events_since, len(game.events))))
        config = game.config
        message = StateMessage(
            type="state",
            game=table.id,
            you=seat.name,
            seats=[SeatInfo(s.name, s.agent) for s in table.seats],
            expansions=list(config.expansions),
            options=dict(config.options),
            teams=game.state.teams is not None,
            decision_number=decision_number(game),
            view=view,
            halted=table.halted,
        )
        return msgspec.json.encode(message), view.events_since + len(view.events)

    # ------------------------------------------------------------------ answers
    async def answer(self, table: Table, seat: SeatRecord, number: int, option: str) -> AnswerAccepted:
        async with table.lock:
            accepted = await self._thread(self._answer_sync, table, seat, number, option)
        self._changed(table)
        return accepted

    def _answer_sync(self, table: Table, seat: SeatRecord, number: int, option: str) -> AnswerAccepted:
        game = table.game
        # The library refuses a finished game, a stale number, a wrong seat and an illegal option.
        game.answer(seat.name, option, number)
        self._persist(table)
        return AnswerAccepted(accepted=True, decision_number=decision_number(game))

    def _persist(self, table: Table) -> None:
        """Store the game after a change; on failure put the last stored save back in memory."""
        game = table.game
        try:
            self.storage.update(table.id, game.to_json(), game.over)
        except StorageError as exc:
            record = self.storage.get(table.id)
            if record is not None:
                table.game = Game.from_json(record.save)
            raise Unavailable(f"the answer could not be stored, nothing changed: {exc}") from None

    # ------------------------------------------------------------------ bots and listeners
    def listen(self, table: Table) -> asyncio.Event:
        """An event set after every change of the table (one per open WebSocket). Bounded, since
        every listener costs a view per change."""
        if len(table.listeners) >= MAX_LISTENERS_PER_GAME:
            raise ServiceError(f"too many open connections to this game (at most {MAX_LISTENERS_PER_GAME})", 429)
        event = asyncio.Event()
        table.listeners.add(event)
        return event

    def unlisten(self, table: Table, event: asyncio.Event) -> None:
        table.listeners.discard(event)
        self._evict_if_done(table)

    def _evict_if_done(self, table: Table) -> None:
        """A finished game nobody watches leaves memory (it is reloaded from storage if asked)."""
        if table.game.over and not table.listeners and self._tables.get(table.id) is table:
            del self._tables[table.id]
        if len(self._seats) > 100_000:  # token-hash cache: cheap to refill from storage
            self._seats.clear()

    def _changed(self, table: Table) -> None:
        for event in table.listeners:
            event.set()
        self._evict_if_done(table)
        pending = table.game.pending
        if (
            not self._closing
            and table.halted is None
            and pending is not None
            and table.seat_named(pending.player).agent is not None
            and (table.bot_task is None or table.bot_task.done())
        ):
            table.bot_task = asyncio.create_task(self._run_bots(table))

    async def _run_bots(self, table: Table) -> None:
        while not self._closing:
            if self.bot_delay:
                await asyncio.sleep(self.bot_delay)
            try:
                async with table.lock:
                    moved = await self._thread(self._bot_move_sync, table)
            except ServiceError as exc:  # storage trouble: the game is unchanged; try again later
                log.error("game %s: bot move not stored: %s", table.id, exc)
                await asyncio.sleep(1.0)
                continue
            if not moved:
                return
            for event in table.listeners:
                event.set()

    def _bot_move_sync(self, table: Table) -> bool:
        game = table.game
        decision = game.pending
        if decision is None or table.halted is not None:
            return False
        kind = table.seat_named(decision.player).agent
        if kind is None:
            return False
        number = decision_number(game)
        # A fresh agent per decision, seeded by (game, seat, decision): a bot's choices do not
        # depend on whether the server restarted in between.
        seed = int.from_bytes(hashlib.sha256(f"{table.id}:{decision.player}:{number}".encode()).digest()[:8], "big")
        agent = make_agent(kind, seed)
        try:
            choice = agent.choose(game, decision)
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
        self._persist(table)
        return True
