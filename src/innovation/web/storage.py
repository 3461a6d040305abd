"""Where the web table keeps its games: a small interface and its SQLite implementation.

The server needs only what :class:`Storage` lists: create a game, read it back, store a new save
after every answer, find a seat by the hash of its link token, and list the unfinished games to
resume after a restart. :class:`SQLiteStorage` (stdlib ``sqlite3``, one file) is the embedded
default; a server database is another class with the same five methods.

Only a SHA-256 of each seat's token is stored: the token itself is high-entropy random (so no
slow password hash is needed), and a leaked database does not hand out seats.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from pathlib import Path
from typing import Protocol

import msgspec


class SeatRecord(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One seat of a game: its player name, the bot kind playing it (None for a human) and, for a
    human seat, the SHA-256 (hex) of its link token."""

    name: str
    agent: str | None = None
    token_hash: str | None = None


class GameRecord(msgspec.Struct, frozen=True):
    id: str
    seats: list[SeatRecord]
    #: The game's save (``Game.to_json()``): server-side only, never sent to a browser.
    save: str
    over: bool = False
    created: float = 0.0
    updated: float = 0.0


class StorageError(Exception):
    """The storage could not read or write (disk full, database locked for too long …)."""


class Storage(Protocol):
    """What the web table needs from a database. Methods may be called from worker threads
    (never two at once for the same game); implementations must be thread-safe."""

    def create(self, record: GameRecord) -> None: ...

    def get(self, game_id: str) -> GameRecord | None: ...

    def update(self, game_id: str, save: str, over: bool) -> None: ...

    def find_seat(self, token_hash: str) -> tuple[str, int] | None:
        """The (game id, seat index) whose token hashes to ``token_hash``, if any."""
        ...

    def unfinished(self) -> list[str]:
        """Ids of the games that are not over, oldest first."""
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
"""

_SEATS = msgspec.json.Decoder(list[SeatRecord])


class SQLiteStorage:
    """Games in one SQLite file (``":memory:"`` for a throw-away server).

    One connection shared by the worker threads behind a lock: SQLite serializes writers anyway,
    and every write is one short transaction. WAL journaling keeps reads cheap and a crash safe."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        try:
            self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None, timeout=30)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute("PRAGMA foreign_keys=ON")
            self._db.executescript(_SCHEMA)
        except sqlite3.Error as exc:
            raise StorageError(f"cannot open the game database {self.path!r}: {exc}") from None
        self._lock = threading.Lock()

    def _write(self, statements: list[tuple[str, tuple[object, ...]]]) -> None:
        with self._lock:
            try:
                self._db.execute("BEGIN IMMEDIATE")
                try:
                    for sql, params in statements:
                        self._db.execute(sql, params)
                except BaseException:
                    self._db.execute("ROLLBACK")
                    raise
                self._db.execute("COMMIT")
            except sqlite3.Error as exc:
                raise StorageError(f"database write failed: {exc}") from None

    def create(self, record: GameRecord) -> None:
        now = time.time()
        statements: list[tuple[str, tuple[object, ...]]] = [
            (
                "INSERT INTO games (id, seats, save, over, created, updated) VALUES (?, ?, ?, ?, ?, ?)",
                (record.id, msgspec.json.encode(record.seats).decode(), record.save, int(record.over), now, now),
            )
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
                row = self._db.execute(
                    "SELECT id, seats, save, over, created, updated FROM games WHERE id = ?", (game_id,)
                ).fetchone()
            except sqlite3.Error as exc:
                raise StorageError(f"database read failed: {exc}") from None
        if row is None:
            return None
        return GameRecord(
            id=row[0], seats=_SEATS.decode(row[1]), save=row[2], over=bool(row[3]), created=row[4], updated=row[5]
        )

    def update(self, game_id: str, save: str, over: bool) -> None:
        self._write(
            [("UPDATE games SET save = ?, over = ?, updated = ? WHERE id = ?", (save, int(over), time.time(), game_id))]
        )

    def find_seat(self, token_hash: str) -> tuple[str, int] | None:
        with self._lock:
            try:
                row = self._db.execute(
                    "SELECT game_id, seat FROM seat_tokens WHERE token_hash = ?", (token_hash,)
                ).fetchone()
            except sqlite3.Error as exc:
                raise StorageError(f"database read failed: {exc}") from None
        return None if row is None else (str(row[0]), int(row[1]))

    def unfinished(self) -> list[str]:
        with self._lock:
            try:
                rows = self._db.execute("SELECT id FROM games WHERE over = 0 ORDER BY created").fetchall()
            except sqlite3.Error as exc:
                raise StorageError(f"database read failed: {exc}") from None
        return [str(r[0]) for r in rows]

    def close(self) -> None:
        with self._lock:
            self._db.close()
