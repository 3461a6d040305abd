"""Where the web table keeps its games: a small interface and its SQLite implementation.

The server needs only what :class:`Storage` lists: create a game, read it back, store every answer
(only over the version it last read: two server processes sharing one database never overwrite
each other's answer), find a seat by the hash of its link token, count and list the unfinished
games, and mark abandoned games. :class:`SQLiteStorage` (stdlib ``sqlite3``, one file, one process)
is the embedded default; :class:`innovation.web.pgstorage.PostgresStorage` is the one for several
server processes.

**Answers are appended.** A game's row holds a save; each answer after it is one small row of its
own (``append``: who answered and what), and every so often, and at the end of the game, the
service stores a whole new save in its place (``update``, which drops the answers it holds). A
load replays the answers on the save (:func:`restore`). Writing a 40 KB save after every answer
was the largest single cost of an answer on the server; an answer row is a few dozen bytes,
committed before the answer is acknowledged, so a ``kill -9`` loses no acknowledged answer.

Only a SHA-256 of each seat's token is stored: the token itself is high-entropy random (so no
slow password hash is needed), and a leaked database does not hand out seats.

A row that cannot be decoded (a damaged ``seats`` column, a save that is not a save) raises
:class:`DamagedGameError` for that game alone; every other game loads as usual.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Callable, Sequence
from enum import IntEnum
from pathlib import Path
from typing import Protocol

import msgspec

from innovation.game import Game


class SeatRecord(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One seat of a game: its player name, the bot kind playing it (None for a human) and, for a
    human seat, the SHA-256 (hex) of its link token."""

    name: str
    agent: str | None = None
    token_hash: str | None = None


class Status(IntEnum):
    """A stored game's state (the ``over`` column)."""

    LIVE = 0
    OVER = 1
    #: Nobody answered for too long (docs/web.md, "Abandoned games"): it is kept but not resumed.
    ABANDONED = 2


class StoredAnswer(msgspec.Struct, frozen=True):
    """One answer stored after a game's save: who answered, and the option (as in ``Game.history``)."""

    player: str
    option: str


class GameRecord(msgspec.Struct, frozen=True):
    id: str
    seats: list[SeatRecord]
    #: The game's save (``Game.to_json()``): server-side only, never sent to a browser. The answers
    #: in ``answers`` come after it (:func:`restore` gives the game with them).
    save: str
    over: bool = False
    created: float = 0.0
    updated: float = 0.0
    #: Bumped by every stored update; an update names the version it replaces.
    version: int = 0
    abandoned: bool = False
    #: Who created it (a client key, see ``innovation.web.limits.client_key``): per-client limits.
    creator: str = ""
    #: A practice table: its creator chose the seed, so its hidden cards are no secret.
    practice: bool = False
    #: The answers given after ``save``, in order (each one counted in ``version``).
    answers: list[StoredAnswer] = []
    #: Listed in the lobby's list of games (anyone may watch it; its id is its spectator link).
    listed: bool = False
    #: Seats nobody has taken yet, by index, each with its token (handed out once, by
    #: ``take_open_seat``; only the hash is kept in ``seats``). Written by ``create`` only.
    open_seats: dict[int, str] = {}


class ChatLine(msgspec.Struct, frozen=True):
    """One message of a table's chat: its number in the game (1, 2, …), the seat that said it,
    the text (checked by the service: one line of printable text, bounded) and when (Unix time)."""

    n: int
    seat: str
    text: str
    at: float


class ListedGame(msgspec.Struct, frozen=True):
    """A live game the lobby lists: its seats (names and bot kinds), which of them are open (no
    player yet: anyone may take one) and when it last changed."""

    id: str
    seats: list[SeatRecord]
    open: list[int]
    created: float
    updated: float


#: ``watch`` callbacks get this instead of a version when another process added to a game's chat.
CHAT_CHANGED = -1


def restore(record: GameRecord) -> Game:
    """The game a record holds: its save, with the answers stored after it given again in order.
    A save or an answer the engine refuses raises (SaveError, InnovationError): that game is damaged."""
    game = Game.from_json(record.save)
    for answer in record.answers:
        game.answer(answer.player, answer.option)
    return game


class StorageError(Exception):
    """The storage could not read or write (disk full, database locked for too long …)."""


class ConflictError(StorageError):
    """The game was changed (by another server process) since the version this one holds."""


class DamagedGameError(Exception):
    """A stored game cannot be decoded: that game cannot be loaded; nothing else is affected."""


#: ``watch`` callbacks: (game id, its new version), called from a storage thread.
ChangeCallback = Callable[[str, int], None]


class Storage(Protocol):
    """What the web table needs from a database. Methods may be called from worker threads
    (never two at once for the same game in one process); implementations must be thread-safe.

    An implementation may say ``blocking = False`` when its calls never wait (no network, no
    fsync): the service then calls it on its event loop, without a thread hop. Without the
    attribute a storage counts as blocking; ``shared = True`` says other processes write too."""

    def create(self, record: GameRecord) -> None: ...

    def get(self, game_id: str) -> GameRecord | None:
        """The game, None if there is none; DamagedGameError if its row cannot be decoded."""
        ...

    def update(self, game_id: str, save: str, over: bool, version: int) -> int:
        """Store a new save over ``version`` (it holds every answer: the stored answers go); the
        new version. ConflictError if the stored version is another (another process answered
        first, or the game was abandoned): nothing is written."""
        ...

    def append(self, game_id: str, answer: StoredAnswer, version: int) -> int:
        """Store one more answer of a live game over ``version``, its save unchanged; the new
        version. ConflictError as for :meth:`update`: nothing is written."""
        ...

    def find_seat(self, token_hash: str) -> tuple[str, int] | None:
        """The (game id, seat index) whose token hashes to ``token_hash``, if any."""
        ...

    def unfinished(self) -> list[str]:
        """Ids of the games that are not over (nor abandoned), oldest first."""
        ...

    def count_live(self, creator: str | None = None) -> int:
        """How many games are live (of ``creator`` only, when given)."""
        ...

    def abandon_idle(self, before: float, limit: int) -> list[str]:
        """Mark at most ``limit`` live games not updated since ``before`` (a ``time.time()``)
        abandoned, longest idle first; their ids."""
        ...

    def watch(self, callback: ChangeCallback) -> None:
        """Call ``callback`` whenever *another* process stores a game (no-op for one process), with
        :data:`CHAT_CHANGED` for the version when it added to the game's chat."""
        ...

    def add_chat(self, game_id: str, seat: str, text: str, at: float, limit: int) -> ChatLine | None:
        """Store a chat message as the game's next line; None (nothing written) when the game
        already has ``limit`` lines. ConflictError when another process added a line at once."""
        ...

    def chat(self, game_id: str, after: int = 0) -> list[ChatLine]:
        """The game's chat lines numbered above ``after``, in order."""
        ...

    def take_open_seat(self, game_id: str, seat: int) -> str | None:
        """The token of an open seat, handed out once: the first caller gets it (and the seat is
        no longer open), every later one None."""
        ...

    def listed(self, limit: int) -> list[ListedGame]:
        """At most ``limit`` live listed games, the ones changed most recently first."""
        ...

    def close(self) -> None: ...


_SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id      TEXT PRIMARY KEY,
    seats   TEXT NOT NULL,
    save    TEXT NOT NULL,
    over    INTEGER NOT NULL DEFAULT 0,
    created REAL NOT NULL,
    updated REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS seat_tokens (
    token_hash TEXT PRIMARY KEY,
    game_id    TEXT NOT NULL REFERENCES games(id),
    seat       INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS games_unfinished ON games(over, created);
CREATE TABLE IF NOT EXISTS answers (
    game_id TEXT NOT NULL REFERENCES games(id),
    version INTEGER NOT NULL,
    player  TEXT NOT NULL,
    option  TEXT NOT NULL,
    PRIMARY KEY (game_id, version)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS chat (
    game_id TEXT NOT NULL REFERENCES games(id),
    n       INTEGER NOT NULL,
    seat    TEXT NOT NULL,
    text    TEXT NOT NULL,
    at      REAL NOT NULL,
    PRIMARY KEY (game_id, n)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS open_seats (
    game_id TEXT NOT NULL REFERENCES games(id),
    seat    INTEGER NOT NULL,
    token   TEXT NOT NULL,
    PRIMARY KEY (game_id, seat)
);
"""
#: Columns added after the first release (ALTER TABLE on an older file).
_ADDED_COLUMNS = {
    "version": "INTEGER NOT NULL DEFAULT 0",
    "creator": "TEXT NOT NULL DEFAULT ''",
    "practice": "INTEGER NOT NULL DEFAULT 0",
    # Games stored before the lobby listed games stay unlisted (their players never agreed).
    "listed": "INTEGER NOT NULL DEFAULT 0",
}
_SELECT = "SELECT id, seats, save, over, created, updated, version, creator, practice, listed FROM games"
#: A game's answers after its save, oldest first (parameter: the game id).
_SELECT_ANSWERS = "SELECT player, option FROM answers WHERE game_id = {} ORDER BY version"

#: A game's chat lines after a number (parameters: the game id, the number).
_SELECT_CHAT = "SELECT n, seat, text, at FROM chat WHERE game_id = {} AND n > {} ORDER BY n"
#: The live listed games, most recently changed first, each with its open seats (comma-separated;
#: ``{agg}``: the database's ``GROUP_CONCAT``/``STRING_AGG``; then the two parameters).
_SELECT_LISTED = (
    "SELECT g.id, g.seats, g.created, g.updated,"
    " (SELECT COALESCE({agg}(CAST(o.seat AS TEXT), ','), '') FROM open_seats o WHERE o.game_id = g.id)"
    " FROM games g WHERE g.over = {param} AND g.listed = 1 ORDER BY g.updated DESC LIMIT {param}"
)

_SEATS = msgspec.json.Decoder(list[SeatRecord])
_STATUSES = frozenset(int(s) for s in Status)


def encode_seats(seats: list[SeatRecord]) -> str:
    return msgspec.json.encode(seats).decode()


def decode_row(row: tuple[object, ...], answers: Sequence[tuple[object, ...]] = ()) -> GameRecord:
    """A ``_SELECT`` row and its ``_SELECT_ANSWERS`` rows as a record; DamagedGameError naming the
    game and the column at fault."""
    game_id = str(row[0])
    if not all(len(a) == 2 and isinstance(a[0], str) and isinstance(a[1], str) for a in answers):
        raise DamagedGameError(f"the stored game {game_id} is damaged (an answer is not text)")
    try:
        seats = _SEATS.decode(row[1] if isinstance(row[1], str | bytes) else b"")
    except (msgspec.DecodeError, msgspec.ValidationError) as exc:
        raise DamagedGameError(f"the stored game {game_id} is damaged (its seats: {exc})") from None
    if not isinstance(row[2], str):
        raise DamagedGameError(f"the stored game {game_id} is damaged (its save is not text)")
    status, created, updated, version, creator, practice = row[3], row[4], row[5], row[6], row[7], row[8]
    if (
        not isinstance(status, int)
        or status not in _STATUSES
        or not isinstance(created, int | float)
        or not isinstance(updated, int | float)
        or not isinstance(version, int)
    ):
        raise DamagedGameError(f"the stored game {game_id} is damaged (status, times or version)")
    return GameRecord(
        id=game_id,
        seats=seats,
        save=row[2],
        over=status != Status.LIVE,
        abandoned=status == Status.ABANDONED,
        created=float(created),
        updated=float(updated),
        version=version,
        creator=str(creator),
        practice=bool(practice),
        answers=[StoredAnswer(str(a[0]), str(a[1])) for a in answers],
        listed=bool(row[9]),
    )


def decode_chat(game_id: str, rows: Sequence[tuple[object, ...]]) -> list[ChatLine]:
    """``_SELECT_CHAT`` rows as chat lines; DamagedGameError naming the game if one is not."""
    lines: list[ChatLine] = []
    for row in rows:
        n, seat, text, at = row
        if not (isinstance(n, int) and isinstance(seat, str) and isinstance(text, str) and isinstance(at, int | float)):
            raise DamagedGameError(f"the stored game {game_id} is damaged (a chat line)")
        lines.append(ChatLine(n, seat, text, float(at)))
    return lines


def decode_listed(rows: Sequence[tuple[object, ...]]) -> list[ListedGame]:
    """``_SELECT_LISTED`` rows; a row that cannot be decoded is left out (the list is a courtesy:
    that game answers with its own error when someone opens it)."""
    games: list[ListedGame] = []
    for game_id, seats, created, updated, open_seats in rows:
        try:
            decoded = _SEATS.decode(seats if isinstance(seats, str | bytes) else b"")
        except (msgspec.DecodeError, msgspec.ValidationError):
            continue
        if not isinstance(created, int | float) or not isinstance(updated, int | float):
            continue
        opened = [int(k) for k in str(open_seats or "").split(",") if k.isascii() and k.isdigit()]
        games.append(ListedGame(str(game_id), decoded, sorted(opened), float(created), float(updated)))
    return games


def status_of(record: GameRecord) -> Status:
    return Status.ABANDONED if record.abandoned else Status.OVER if record.over else Status.LIVE


class SQLiteStorage:
    """Games in one SQLite file (``":memory:"`` for a throw-away server), for one server process.

    One connection shared by the worker threads behind a lock: SQLite serializes writers anyway,
    and every write is one short transaction.

    Settings: WAL journaling in *exclusive locking mode*, and no memory mapping (``mmap_size=0``).
    Plain WAL keeps its index in a memory-mapped ``-shm`` file shared between processes, and a
    fault on that file (disk full, the file truncated or unwritable) reaches the process as
    SIGBUS, which kills the whole server. In exclusive mode SQLite keeps that index in ordinary
    heap memory and never creates the ``-shm`` file, so every storage fault is an ordinary I/O
    error: the answer gets a 503 and the game is what it was. The price: while the server runs,
    no other process can open the file (a second server on it fails to start; back it up with
    the server stopped, or use PostgreSQL). ``synchronous``: ``"NORMAL"`` (default) keeps every
    committed answer through a crash or ``kill -9`` of the process; ``"FULL"`` also through a
    power cut, at an fsync per answer (about 4 ms on the development machine).
    """

    def __init__(self, path: str | Path, synchronous: str = "NORMAL") -> None:
        if synchronous not in ("NORMAL", "FULL"):
            raise ValueError(f"synchronous must be NORMAL or FULL, not {synchronous!r}")
        self.path = str(path)
        #: A write waits for an fsync only with FULL; otherwise a call takes microseconds and the
        #: service makes it on its event loop (GameService._work).
        self.blocking = synchronous == "FULL"
        try:
            self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None, timeout=5)
            self._db.execute("PRAGMA mmap_size=0")
            # SQLite's own 4 KiB pages: an answer changes a few dozen bytes of two pages (the
            # game's row, its answers), and every changed page is written whole to the WAL.
            # (Files made when every answer rewrote the whole save have 64 KiB pages; they work.)
            self._db.execute("PRAGMA locking_mode=EXCLUSIVE")  # before WAL: no shared-memory index
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute(f"PRAGMA synchronous={synchronous}")
            # Checkpoints (copying the WAL back, with an fsync) every ~40 MB rather than 4 MB: the
            # pages of the games in play are written again and again, so most are superseded
            # before they are copied, and the fsync pauses come ten times less often.
            page = int(self._db.execute("PRAGMA page_size").fetchone()[0])
            self._db.execute(f"PRAGMA wal_autocheckpoint={max(1000, (40 << 20) // page)}")
            self._db.execute("PRAGMA foreign_keys=ON")
            self._db.executescript(_SCHEMA)
            present = {str(r[1]) for r in self._db.execute("PRAGMA table_info(games)")}
            for column, kind in _ADDED_COLUMNS.items():
                if column not in present:
                    self._db.execute(f"ALTER TABLE games ADD COLUMN {column} {kind}")
        except sqlite3.Error as exc:
            raise StorageError(
                f"cannot open the game database {self.path!r}: {exc} (is another server using it?)"
            ) from None
        self._lock = threading.Lock()

    def _write(self, statements: list[tuple[str, tuple[object, ...]]], expect_one: bool = False) -> None:
        """The statements in one transaction; ``expect_one``: the first must change exactly one row
        (else ConflictError, and nothing is written)."""
        with self._lock:
            if len(statements) == 1:  # one statement is its own transaction: no BEGIN/COMMIT calls
                sql, params = statements[0]
                try:
                    changed = self._db.execute(sql, params).rowcount
                except sqlite3.Error as exc:
                    raise StorageError(f"database write failed: {exc}") from None
                if expect_one and changed != 1:
                    raise ConflictError("the game was changed by another process")
                return
            try:
                self._db.execute("BEGIN IMMEDIATE")
                try:
                    for k, (sql, params) in enumerate(statements):
                        changed = self._db.execute(sql, params).rowcount
                        if expect_one and k == 0 and changed != 1:
                            raise ConflictError("the game was changed by another process")
                except BaseException:
                    self._db.execute("ROLLBACK")
                    raise
                self._db.execute("COMMIT")
            except sqlite3.Error as exc:
                raise StorageError(f"database write failed: {exc}") from None

    def _read(self, sql: str, params: tuple[object, ...]) -> list[tuple[object, ...]]:
        with self._lock:
            try:
                return list(self._db.execute(sql, params).fetchall())
            except sqlite3.Error as exc:
                raise StorageError(f"database read failed: {exc}") from None

    def create(self, record: GameRecord) -> None:
        now = time.time()
        statements: list[tuple[str, tuple[object, ...]]] = [
            (
                "INSERT INTO games (id, seats, save, over, created, updated, version, creator, practice, listed)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    *(record.id, encode_seats(record.seats), record.save, int(status_of(record)), now, now),
                    *(0, record.creator, int(record.practice), int(record.listed)),
                ),
            )
        ]
        statements += [
            ("INSERT INTO open_seats (game_id, seat, token) VALUES (?, ?, ?)", (record.id, k, token))
            for k, token in record.open_seats.items()
        ]
        for k, seat in enumerate(record.seats):
            if seat.token_hash is not None:
                statements.append(
                    (
                        "INSERT INTO seat_tokens (token_hash, game_id, seat) VALUES (?, ?, ?)",
                        (seat.token_hash, record.id, k),
                    )
                )
        self._write(statements)

    def get(self, game_id: str) -> GameRecord | None:
        with self._lock:
            try:
                rows = self._db.execute(_SELECT + " WHERE id = ?", (game_id,)).fetchall()
                answers = self._db.execute(_SELECT_ANSWERS.format("?"), (game_id,)).fetchall() if rows else []
            except sqlite3.Error as exc:
                raise StorageError(f"database read failed: {exc}") from None
        return decode_row(rows[0], answers) if rows else None

    def update(self, game_id: str, save: str, over: bool, version: int) -> int:
        self._write(
            [
                (
                    "UPDATE games SET save = ?, over = ?, updated = ?, version = version + 1"
                    " WHERE id = ? AND version = ? AND over != ?",
                    (save, int(over), time.time(), game_id, version, int(Status.ABANDONED)),
                ),
                ("DELETE FROM answers WHERE game_id = ?", (game_id,)),  # the save holds them now
            ],
            expect_one=True,
        )
        return version + 1

    def append(self, game_id: str, answer: StoredAnswer, version: int) -> int:
        self._write(
            [
                (
                    "UPDATE games SET updated = ?, version = version + 1 WHERE id = ? AND version = ? AND over = ?",
                    (time.time(), game_id, version, int(Status.LIVE)),
                ),
                (
                    "INSERT INTO answers (game_id, version, player, option) VALUES (?, ?, ?, ?)",
                    (game_id, version + 1, answer.player, answer.option),
                ),
            ],
            expect_one=True,
        )
        return version + 1

    def find_seat(self, token_hash: str) -> tuple[str, int] | None:
        rows = self._read("SELECT game_id, seat FROM seat_tokens WHERE token_hash = ?", (token_hash,))
        return None if not rows else (str(rows[0][0]), int(str(rows[0][1])))

    def unfinished(self) -> list[str]:
        return [str(r[0]) for r in self._read("SELECT id FROM games WHERE over = 0 ORDER BY created", ())]

    def count_live(self, creator: str | None = None) -> int:
        if creator is None:
            rows = self._read("SELECT COUNT(*) FROM games WHERE over = 0", ())
        else:
            rows = self._read("SELECT COUNT(*) FROM games WHERE over = 0 AND creator = ?", (creator,))
        return int(str(rows[0][0]))

    def abandon_idle(self, before: float, limit: int) -> list[str]:
        with self._lock:
            try:
                self._db.execute("BEGIN IMMEDIATE")
                try:
                    rows = self._db.execute(
                        "SELECT id FROM games WHERE over = 0 AND updated < ? ORDER BY updated LIMIT ?",
                        (before, limit),
                    ).fetchall()
                    ids = [str(r[0]) for r in rows]
                    self._db.executemany(
                        "UPDATE games SET over = ?, version = version + 1 WHERE id = ?",
                        [(int(Status.ABANDONED), i) for i in ids],
                    )
                except BaseException:
                    self._db.execute("ROLLBACK")
                    raise
                self._db.execute("COMMIT")
            except sqlite3.Error as exc:
                raise StorageError(f"database write failed: {exc}") from None
        return ids

    def watch(self, callback: ChangeCallback) -> None:
        """One process per SQLite file: no other process changes its games."""

    def add_chat(self, game_id: str, seat: str, text: str, at: float, limit: int) -> ChatLine | None:
        with self._lock:
            try:
                rows = self._db.execute(
                    "INSERT INTO chat (game_id, n, seat, text, at)"
                    " SELECT ?, COALESCE(MAX(n), 0) + 1, ?, ?, ? FROM chat WHERE game_id = ?"
                    " HAVING COUNT(*) < ? RETURNING n",
                    (game_id, seat, text, at, game_id, limit),
                ).fetchall()
            except sqlite3.Error as exc:
                raise StorageError(f"database write failed: {exc}") from None
        return ChatLine(int(rows[0][0]), seat, text, at) if rows else None

    def chat(self, game_id: str, after: int = 0) -> list[ChatLine]:
        rows = self._read(_SELECT_CHAT.format("?", "?"), (game_id, after))
        return decode_chat(game_id, rows)

    def take_open_seat(self, game_id: str, seat: int) -> str | None:
        with self._lock:
            try:
                rows = self._db.execute(
                    "DELETE FROM open_seats WHERE game_id = ? AND seat = ? RETURNING token", (game_id, seat)
                ).fetchall()
            except sqlite3.Error as exc:
                raise StorageError(f"database write failed: {exc}") from None
        return str(rows[0][0]) if rows else None

    def listed(self, limit: int) -> list[ListedGame]:
        rows = self._read(_SELECT_LISTED.format(agg="GROUP_CONCAT", param="?"), (int(Status.LIVE), limit))
        return decode_listed(rows)

    def close(self) -> None:
        with self._lock:
            self._db.close()
