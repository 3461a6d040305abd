"""The web table's games in PostgreSQL, shared by several server processes (``serve --database-url``).

Same rows as :class:`~innovation.web.storage.SQLiteStorage`, and two things one process did not need:

* **Versions.** Every game row has a ``version``; a process stores an answer only over the version
  it holds (``UPDATE … WHERE version = %s``). When another process answered first, nothing is
  written and the service reloads the game and answers on it (or refuses a stale answer): two
  processes never overwrite each other's answers.
* **LISTEN/NOTIFY.** Each update sends ``NOTIFY innovation_games, '<game id>:<version>'`` in its
  own transaction (so it is delivered exactly when the update commits). Every process LISTENs on
  one dedicated connection and tells the service, which reloads that game if it has it in memory
  and pushes the new state to its WebSocket clients. A client connected to process A sees an
  answer sent to process B.

Durability is PostgreSQL's: an update is acknowledged after its commit (``synchronous_commit``
on, the default), so a process killed at any moment loses no acknowledged answer. Needs the
``postgres`` extra (psycopg 3).
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

import psycopg

from innovation.web.storage import (
    _SELECT,
    _SELECT_ANSWERS,
    _SELECT_CHAT,
    _SELECT_LISTED,
    CHAT_CHANGED,
    ChangeCallback,
    ChatLine,
    ConflictError,
    GameRecord,
    ListedGame,
    Status,
    StorageError,
    StoredAnswer,
    decode_chat,
    decode_listed,
    decode_row,
    encode_seats,
    status_of,
)

log = logging.getLogger("innovation.web")
CHANNEL = "innovation_games"
#: Any fixed number: taken while creating the schema, so two processes starting together do not
#: both create it.
_SCHEMA_LOCK = 0x1A770
_SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id       TEXT PRIMARY KEY,
    seats    TEXT NOT NULL,
    save     TEXT NOT NULL,
    over     SMALLINT NOT NULL DEFAULT 0,
    created  DOUBLE PRECISION NOT NULL,
    updated  DOUBLE PRECISION NOT NULL,
    version  BIGINT NOT NULL DEFAULT 0,
    creator  TEXT NOT NULL DEFAULT '',
    practice SMALLINT NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS seat_tokens (
    token_hash TEXT PRIMARY KEY,
    game_id    TEXT NOT NULL REFERENCES games(id),
    seat       INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS games_live ON games(over, updated);
CREATE INDEX IF NOT EXISTS games_creator ON games(creator) WHERE over = 0;
CREATE TABLE IF NOT EXISTS answers (
    game_id TEXT NOT NULL REFERENCES games(id),
    version BIGINT NOT NULL,
    player  TEXT NOT NULL,
    option  TEXT NOT NULL,
    PRIMARY KEY (game_id, version)
);
CREATE TABLE IF NOT EXISTS chat (
    game_id TEXT NOT NULL REFERENCES games(id),
    n       BIGINT NOT NULL,
    seat    TEXT NOT NULL,
    text    TEXT NOT NULL,
    at      DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, n)
);
CREATE TABLE IF NOT EXISTS open_seats (
    game_id TEXT NOT NULL REFERENCES games(id),
    seat    INTEGER NOT NULL,
    token   TEXT NOT NULL,
    PRIMARY KEY (game_id, seat)
);
-- Added after the first release: a database made before has the column added, its games unlisted.
ALTER TABLE games ADD COLUMN IF NOT EXISTS listed SMALLINT NOT NULL DEFAULT 0;
CREATE INDEX IF NOT EXISTS games_listed ON games(updated) WHERE over = 0 AND listed = 1;
"""


class PostgresStorage:
    """Games in PostgreSQL at ``url`` (``postgresql://user@host/db`` or a libpq connection
    string), through at most ``pool_size`` connections, plus one for LISTEN."""

    #: Other processes may change the games: a refused answer is retried on the stored game.
    shared = True
    #: Every call is a network round trip: the service makes it in a worker thread.
    blocking = True

    def __init__(self, url: str, pool_size: int = 8, connect_timeout: float = 10.0) -> None:
        self.url = url
        self.connect_timeout = connect_timeout
        self._pool: queue.LifoQueue[psycopg.Connection[tuple[object, ...]] | None] = queue.LifoQueue()
        for _ in range(pool_size):
            self._pool.put(None)  # a free slot; connected on first use
        self._closing = threading.Event()
        self._listener: threading.Thread | None = None
        try:
            with self._connection() as conn, conn.transaction():
                conn.execute("SELECT pg_advisory_xact_lock(%s)", (_SCHEMA_LOCK,))
                for statement in filter(str.strip, _SCHEMA.split(";")):
                    conn.execute(statement)
        except StorageError as exc:
            raise StorageError(f"cannot open the game database: {exc}") from None

    def _connect(self) -> psycopg.Connection[tuple[object, ...]]:
        return psycopg.connect(self.url, autocommit=True, connect_timeout=max(1, int(self.connect_timeout)))

    @contextmanager
    def _connection(self) -> Iterator[psycopg.Connection[tuple[object, ...]]]:
        """A pooled connection; a broken one is dropped (its slot reconnects next time)."""
        try:
            conn = self._pool.get(timeout=self.connect_timeout)
        except queue.Empty:
            raise StorageError("no free database connection (the database is slow or unreachable)") from None
        try:
            if conn is None or conn.closed:
                conn = self._connect()
            yield conn
        except psycopg.Error as exc:
            if conn is not None and (
                conn.closed or conn.info.transaction_status == psycopg.pq.TransactionStatus.UNKNOWN
            ):
                conn.close()
                conn = None
            raise StorageError(f"database error: {exc}") from None
        finally:
            self._pool.put(conn)

    def create(self, record: GameRecord) -> None:
        now = time.time()
        with self._connection() as conn, conn.transaction():
            conn.execute(
                "INSERT INTO games (id, seats, save, over, created, updated, version, creator, practice, listed)"
                " VALUES (%s, %s, %s, %s, %s, %s, 0, %s, %s, %s)",
                (
                    *(record.id, encode_seats(record.seats), record.save, int(status_of(record)), now, now),
                    *(record.creator, int(record.practice), int(record.listed)),
                ),
            )
            for k, token in record.open_seats.items():
                conn.execute("INSERT INTO open_seats (game_id, seat, token) VALUES (%s, %s, %s)", (record.id, k, token))
            for k, seat in enumerate(record.seats):
                if seat.token_hash is not None:
                    conn.execute(
                        "INSERT INTO seat_tokens (token_hash, game_id, seat) VALUES (%s, %s, %s)",
                        (seat.token_hash, record.id, k),
                    )

    def get(self, game_id: str) -> GameRecord | None:
        # One snapshot for the row and its answers (another process may append between two reads).
        with self._connection() as conn, conn.transaction():
            conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
            row = conn.execute(_SELECT + " WHERE id = %s", (game_id,)).fetchone()
            answers = conn.execute(_SELECT_ANSWERS.format("%s"), (game_id,)).fetchall() if row is not None else []
        return None if row is None else decode_row(row, answers)

    def update(self, game_id: str, save: str, over: bool, version: int) -> int:
        with self._connection() as conn, conn.transaction():
            changed = conn.execute(
                "UPDATE games SET save = %s, over = %s, updated = %s, version = version + 1"
                " WHERE id = %s AND version = %s AND over != %s",
                (save, int(over), time.time(), game_id, version, int(Status.ABANDONED)),
            ).rowcount
            if changed != 1:
                raise ConflictError(f"the game {game_id} was changed by another process")
            conn.execute("DELETE FROM answers WHERE game_id = %s", (game_id,))  # the save holds them now
            conn.execute("SELECT pg_notify(%s, %s)", (CHANNEL, f"{game_id}:{version + 1}"))
        return version + 1

    def append(self, game_id: str, answer: StoredAnswer, version: int) -> int:
        with self._connection() as conn, conn.transaction():
            changed = conn.execute(
                "UPDATE games SET updated = %s, version = version + 1 WHERE id = %s AND version = %s AND over = %s",
                (time.time(), game_id, version, int(Status.LIVE)),
            ).rowcount
            if changed != 1:
                raise ConflictError(f"the game {game_id} was changed by another process")
            conn.execute(
                "INSERT INTO answers (game_id, version, player, option) VALUES (%s, %s, %s, %s)",
                (game_id, version + 1, answer.player, answer.option),
            )
            conn.execute("SELECT pg_notify(%s, %s)", (CHANNEL, f"{game_id}:{version + 1}"))
        return version + 1

    def find_seat(self, token_hash: str) -> tuple[str, int] | None:
        with self._connection() as conn:
            row = conn.execute("SELECT game_id, seat FROM seat_tokens WHERE token_hash = %s", (token_hash,)).fetchone()
        return None if row is None else (str(row[0]), int(str(row[1])))

    def unfinished(self) -> list[str]:
        with self._connection() as conn:
            rows = conn.execute("SELECT id FROM games WHERE over = 0 ORDER BY created").fetchall()
        return [str(r[0]) for r in rows]

    def count_live(self, creator: str | None = None) -> int:
        with self._connection() as conn:
            if creator is None:
                row = conn.execute("SELECT COUNT(*) FROM games WHERE over = 0").fetchone()
            else:
                row = conn.execute("SELECT COUNT(*) FROM games WHERE over = 0 AND creator = %s", (creator,)).fetchone()
        return int(str(row[0])) if row is not None else 0

    def abandon_idle(self, before: float, limit: int) -> list[str]:
        with self._connection() as conn, conn.transaction():
            rows = conn.execute(
                "UPDATE games SET over = %s, version = version + 1 WHERE id IN ("
                " SELECT id FROM games WHERE over = 0 AND updated < %s ORDER BY updated LIMIT %s"
                " FOR UPDATE SKIP LOCKED) RETURNING id, version",
                (int(Status.ABANDONED), before, limit),
            ).fetchall()
            for game_id, version in rows:
                conn.execute("SELECT pg_notify(%s, %s)", (CHANNEL, f"{game_id}:{version}"))
        return [str(r[0]) for r in rows]

    def add_chat(self, game_id: str, seat: str, text: str, at: float, limit: int) -> ChatLine | None:
        try:
            with self._connection() as conn, conn.transaction():
                row = conn.execute(
                    "INSERT INTO chat (game_id, n, seat, text, at)"
                    " SELECT %s, COALESCE(MAX(n), 0) + 1, %s, %s, %s FROM chat WHERE game_id = %s"
                    " HAVING COUNT(*) < %s RETURNING n",
                    (game_id, seat, text, at, game_id, limit),
                ).fetchone()
                if row is not None:
                    conn.execute("SELECT pg_notify(%s, %s)", (CHANNEL, f"{game_id}:{CHAT_CHANGED}"))
        except StorageError as exc:
            if "duplicate key" in str(exc):  # another process numbered its line the same at once
                raise ConflictError(f"the chat of game {game_id} changed at once; try again") from None
            raise
        return None if row is None else ChatLine(int(str(row[0])), seat, text, at)

    def chat(self, game_id: str, after: int = 0) -> list[ChatLine]:
        with self._connection() as conn:
            rows = conn.execute(_SELECT_CHAT.format("%s", "%s"), (game_id, after)).fetchall()
        return decode_chat(game_id, rows)

    def take_open_seat(self, game_id: str, seat: int) -> str | None:
        with self._connection() as conn:
            row = conn.execute(
                "DELETE FROM open_seats WHERE game_id = %s AND seat = %s RETURNING token", (game_id, seat)
            ).fetchone()
        return None if row is None else str(row[0])

    def listed(self, limit: int) -> list[ListedGame]:
        with self._connection() as conn:
            query = _SELECT_LISTED.format(agg="STRING_AGG", param="%s")
            rows = conn.execute(query, (int(Status.LIVE), limit)).fetchall()
        return decode_listed(rows)

    # ------------------------------------------------------------------ LISTEN
    def watch(self, callback: ChangeCallback) -> None:
        """LISTEN on a dedicated connection in a daemon thread; reconnects if it is lost."""
        if self._listener is not None:
            raise RuntimeError("this storage already has a watcher")
        ready = threading.Event()
        self._listener = threading.Thread(
            target=self._listen, args=(callback, ready), name="innovation-pg-listen", daemon=True
        )
        self._listener.start()
        ready.wait(self.connect_timeout)  # pushes work from the first request on, when it can

    def _listen(self, callback: ChangeCallback, ready: threading.Event) -> None:
        pause = 0.5
        while not self._closing.is_set():
            try:
                with self._connect() as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    ready.set()
                    pause = 0.5
                    while not self._closing.is_set():
                        for note in conn.notifies(timeout=1.0):
                            game_id, _, version = note.payload.rpartition(":")
                            if game_id and version == str(CHAT_CHANGED):
                                callback(game_id, CHAT_CHANGED)
                            elif game_id and version.isascii() and version.isdigit():
                                callback(game_id, int(version))
            except psycopg.Error as exc:
                if self._closing.is_set():
                    return
                # Changes made while not listening are not pushed (a client's next request or
                # the next change shows them); answers stay safe through the versions.
                log.error("lost the LISTEN connection (%s); reconnecting in %.1f s", exc, pause)
                ready.set()
                self._closing.wait(pause)
                pause = min(pause * 2, 10.0)

    def close(self) -> None:
        self._closing.set()
        if self._listener is not None:
            self._listener.join(timeout=5)
        while True:
            try:
                conn = self._pool.get_nowait()
            except queue.Empty:
                return
            if conn is not None:
                conn.close()
