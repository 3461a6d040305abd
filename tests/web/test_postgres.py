"""The web table on PostgreSQL: the storage contract (the same tests as SQLite), and two real
``innovation serve`` processes sharing one database — a game created on one is played from the
other, pushes cross between them (LISTEN/NOTIFY), and ``kill -9`` of either loses no acknowledged
answer. The tests start a throwaway PostgreSQL cluster (tests/web/postgres.py)."""

from __future__ import annotations

import contextlib
import json
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.requirements import require

require("starlette", "the web extra")
httpx = require("httpx")
websockets_sync = require("websockets.sync.client", "the web extra")
psycopg = require("psycopg", "the postgres extra")

import msgspec  # noqa: E402

from innovation.web.pgstorage import PostgresStorage  # noqa: E402
from innovation.web.storage import (  # noqa: E402
    ConflictError,
    DamagedGameError,
    GameRecord,
    SeatRecord,
    SQLiteStorage,
    Storage,
    StoredAnswer,
    encode_seats,
)
from tests.web.conftest import Server  # noqa: E402
from tests.web.helpers import auth, choices, tokens  # noqa: E402

pytestmark = pytest.mark.postgres


@pytest.fixture(params=["sqlite", "postgres"])
def storage(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Storage]:
    if request.param == "sqlite":
        store: Storage = SQLiteStorage(tmp_path / "games.sqlite3")
    else:
        store = PostgresStorage(request.getfixturevalue("postgres_url"))
    try:
        yield store
    finally:
        store.close()


def _record(game_id: str, creator: str = "c1") -> GameRecord:
    seats = [SeatRecord("ann", token_hash=f"hash-{game_id}"), SeatRecord("bob", agent="random")]
    return GameRecord(id=game_id, seats=seats, save='{"save": 0}', creator=creator)


def test_the_storage_contract(storage: Storage) -> None:
    storage.create(_record("g1"))
    storage.create(_record("g2", creator="c2"))
    got = storage.get("g1")
    assert got is not None and got.seats == _record("g1").seats and got.version == 0 and not got.over
    assert storage.get("nope") is None
    assert storage.find_seat("hash-g2") == ("g2", 0) and storage.find_seat("x") is None
    assert storage.update("g1", '{"save": 1}', False, 0) == 1
    with pytest.raises(ConflictError):  # a second writer over the same version writes nothing
        storage.update("g1", '{"save": "other"}', False, 0)
    got = storage.get("g1")
    assert got is not None and got.save == '{"save": 1}' and got.version == 1
    assert storage.unfinished() == ["g1", "g2"]
    assert storage.count_live() == 2 and storage.count_live("c2") == 1 and storage.count_live("c3") == 0
    time.sleep(0.01)
    storage.update("g2", '{"save": 2}', False, 0)  # g2 active just now, g1 idle longest
    assert storage.abandon_idle(time.time() + 1, 1) == ["g1"]
    abandoned = storage.get("g1")
    assert abandoned is not None and abandoned.abandoned and abandoned.over
    with pytest.raises(ConflictError):  # an abandoned game takes no more answers
        storage.update("g1", "{}", False, abandoned.version)
    assert storage.unfinished() == ["g2"] and storage.count_live() == 1
    storage.update("g2", '{"save": 3}', True, 1)
    assert storage.unfinished() == [] and storage.count_live() == 0


def test_answers_are_appended_after_the_save_and_a_new_save_drops_them(storage: Storage) -> None:
    storage.create(_record("g1"))
    assert storage.append("g1", StoredAnswer("ann", "draw"), 0) == 1
    assert storage.append("g1", StoredAnswer("bob", "meld:oars"), 1) == 2
    with pytest.raises(ConflictError):  # a second writer over the same version writes nothing
        storage.append("g1", StoredAnswer("bob", "draw"), 1)
    got = storage.get("g1")
    assert got is not None and got.save == '{"save": 0}' and got.version == 2
    assert got.answers == [StoredAnswer("ann", "draw"), StoredAnswer("bob", "meld:oars")]
    assert storage.update("g1", '{"save": 2}', False, 2) == 3  # the save holds those answers now
    got = storage.get("g1")
    assert got is not None and got.save == '{"save": 2}' and got.answers == [] and got.version == 3
    storage.append("g1", StoredAnswer("ann", "achieve:1"), 3)
    storage.update("g1", '{"save": "end"}', True, 4)
    with pytest.raises(ConflictError):  # a finished game takes no more answers
        storage.append("g1", StoredAnswer("ann", "draw"), 5)
    storage.create(_record("g2"))
    assert storage.abandon_idle(time.time() + 1, 1) == ["g2"]
    with pytest.raises(ConflictError):  # nor does an abandoned one
        storage.append("g2", StoredAnswer("ann", "draw"), 1)
    got = storage.get("g2")
    assert got is not None and got.answers == [] and got.abandoned


def test_a_damaged_row_raises_for_its_game_only(storage: Storage, request: pytest.FixtureRequest) -> None:
    storage.create(_record("g1"))
    storage.create(_record("g2"))
    if isinstance(storage, SQLiteStorage):
        storage._db.execute("UPDATE games SET seats = '{not json' WHERE id = 'g1'")
    else:
        with psycopg.connect(request.getfixturevalue("postgres_url"), autocommit=True) as conn:
            conn.execute("UPDATE games SET seats = '[{\"nom\": 1}]' WHERE id = 'g1'")
    with pytest.raises(DamagedGameError, match="the stored game g1 is damaged"):
        storage.get("g1")
    assert storage.get("g2") is not None


# ------------------------------------------------------------------ two server processes


@pytest.fixture
def two_servers(tmp_path: Path, postgres_url: str) -> Iterator[tuple[Server, Server]]:
    a = Server(tmp_path / "unused-a.sqlite3", tmp_path / "a.log", database_url=postgres_url)
    b = Server(tmp_path / "unused-b.sqlite3", tmp_path / "b.log", database_url=postgres_url)
    a.start()
    b.start()
    try:
        yield a, b
    finally:
        a.stop()
        b.stop()


def _state(server: Server, token: str) -> dict[str, Any]:
    response = httpx.get(server.url + "/api/seat", headers=auth(token), timeout=10)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def _answer_first(server: Server, token: str) -> int | None:
    """Answer the seat's first choice through ``server``; the acknowledged next number."""
    st = _state(server, token)
    if not choices(st):
        return None
    response = httpx.post(
        server.url + "/api/seat/answer",
        headers=auth(token),
        json={"decision": st["decision_number"], "option": choices(st)[0]["id"]},
        timeout=10,
    )
    assert response.status_code == 200, response.text
    number: int = response.json()["decision_number"]
    return number


def _caught_up(servers: list[Server], token: str) -> None:
    """Wait until every server shows the same decision (each learns of the others' answers by
    NOTIFY, a moment after they commit)."""
    deadline = time.monotonic() + 10
    while len({_state(s, token)["decision_number"] for s in servers}) > 1:
        assert time.monotonic() < deadline, "the servers did not catch up with each other"
        time.sleep(0.05)


class Pushes:
    """A WebSocket client on one server, collecting the decision numbers pushed to it."""

    def __init__(self, server: Server, token: str) -> None:
        self.numbers: list[int] = []
        self.stack = contextlib.ExitStack()
        self.ws = self.stack.enter_context(websockets_sync.connect(f"ws://127.0.0.1:{server.port}/api/seat/ws"))
        self.ws.send(json.dumps({"token": token}))
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        try:
            for message in self.ws:
                self.numbers.append(json.loads(message)["decision_number"])
        except Exception:
            return

    def wait_for(self, number: int, seconds: float = 10) -> bool:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if number in self.numbers:
                return True
            time.sleep(0.02)
        return False

    def close(self) -> None:
        self.stack.close()


def test_a_game_made_on_one_process_is_played_from_the_other_with_pushes(two_servers: tuple[Server, Server]) -> None:
    a, b = two_servers
    made = httpx.post(a.url + "/api/games", json={"seats": [{"name": "ann"}, {"name": "bob"}]}).json()
    links = tokens(made)
    bob_on_a = Pushes(a, links["bob"])
    ann_on_b = Pushes(b, links["ann"])
    try:
        assert bob_on_a.wait_for(0) and ann_on_b.wait_for(0)
        for k in range(6):  # the players answer through alternating processes
            via = (a, b)[k % 2]
            _caught_up([a, b], links["ann"])
            asked = next(name for name in ("ann", "bob") if choices(_state(via, links[name])))
            number = _answer_first(via, links[asked])
            assert number is not None
            # Both WebSockets — one on each process — get the new state.
            assert bob_on_a.wait_for(number), f"the push of decision {number} did not reach process A"
            assert ann_on_b.wait_for(number), f"the push of decision {number} did not reach process B"
            assert _state(a, links["ann"])["view"] == _state(b, links["ann"])["view"]  # both pushed: both current
    finally:
        bob_on_a.close()
        ann_on_b.close()


def test_a_bot_game_made_on_one_process_plays_on_through_the_other(two_servers: tuple[Server, Server]) -> None:
    a, b = two_servers
    made = httpx.post(a.url + "/api/games", json={"seats": [{"name": "ann"}, {"name": "bob", "bot": "random"}]})
    ann = tokens(made.json())["ann"]
    for _ in range(10):
        deadline = time.monotonic() + 15
        while not choices(_state(b, ann)) and time.monotonic() < deadline:
            time.sleep(0.02)  # the bot moves (on whichever process)
        if _state(b, ann)["view"]["result"] is not None:
            break
        assert _answer_first(b, ann) is not None
    # Process A learns of B's changes by NOTIFY, a moment later: it catches up by itself. The bot
    # may still be moving (on either process), so the two are compared once the game waits for ann
    # (or is over) and both processes say so: only then is there one state to agree on.
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        on_a, on_b = _state(a, ann), _state(b, ann)
        settled = all(choices(s) or s["view"]["result"] is not None for s in (on_a, on_b))
        if settled and on_a["decision_number"] == on_b["decision_number"]:
            break
        time.sleep(0.05)
    assert on_a["view"] == on_b["view"]


@pytest.mark.parametrize("victim", [0, 1])
def test_kill_9_of_either_process_loses_no_acknowledged_answer(two_servers: tuple[Server, Server], victim: int) -> None:
    servers = list(two_servers)
    made = httpx.post(servers[0].url + "/api/games", json={"seats": [{"name": "ann"}, {"name": "bob"}]}).json()
    links = tokens(made)
    acknowledged = 0
    for k in range(8):
        via = servers[k % 2]
        _caught_up(servers, links["ann"])
        asked = next(name for name in ("ann", "bob") if choices(_state(via, links[name])))
        acknowledged = _answer_first(via, links[asked]) or acknowledged
    killed, survivor = servers[victim], servers[1 - victim]
    _caught_up(servers, links["ann"])
    # Answers stream into the victim while it is killed: every one it acknowledged must survive.
    acked: list[int] = [acknowledged]
    stop = threading.Event()

    def answer_on_victim() -> None:
        with httpx.Client(base_url=killed.url, timeout=5) as http:
            while not stop.is_set():
                try:
                    for name in ("ann", "bob"):
                        st = http.get("/api/seat", headers=auth(links[name])).json()
                        if choices(st):
                            body = {"decision": st["decision_number"], "option": choices(st)[0]["id"]}
                            reply = http.post("/api/seat/answer", headers=auth(links[name]), json=body)
                            if reply.status_code == 200:
                                acked.append(reply.json()["decision_number"])
                except (httpx.HTTPError, ValueError):
                    return  # the victim is gone

    streamer = threading.Thread(target=answer_on_victim)
    streamer.start()
    deadline = time.monotonic() + 20
    while len(acked) < 4 and time.monotonic() < deadline:
        time.sleep(0.01)
    killed.kill()
    stop.set()
    streamer.join(timeout=30)
    acknowledged = max(acked)
    assert acknowledged > 8
    # The survivor holds every acknowledged answer (it hears of the last ones by NOTIFY).
    deadline = time.monotonic() + 10
    while _state(survivor, links["ann"])["decision_number"] < acknowledged and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _state(survivor, links["ann"])["decision_number"] >= acknowledged
    acknowledged = _state(survivor, links["ann"])["decision_number"]  # an answer sent, not yet acked
    asked = next(name for name in ("ann", "bob") if choices(_state(survivor, links[name])))
    acknowledged = _answer_first(survivor, links[asked]) or acknowledged
    survivor.kill()  # both gone: only PostgreSQL remembers
    killed.start()
    assert _state(killed, links["bob"])["decision_number"] == acknowledged


def test_chat_open_seats_and_the_list(storage: Storage) -> None:
    """The chat (numbered, bounded), open seats (handed out once) and the lobby's list, in both
    storages."""
    record = _record("g1")
    storage.create(msgspec.structs.replace(record, listed=True, open_seats={0: "tok-ann"}))
    storage.create(_record("g2"))  # unlisted
    first = storage.add_chat("g1", "ann", "hi <b>", 1.5, 3)
    assert first is not None and (first.n, first.seat, first.text, first.at) == (1, "ann", "hi <b>", 1.5)
    assert storage.add_chat("g1", "bob", "two", 2.0, 3) is not None
    assert storage.add_chat("g2", "bob", "elsewhere", 2.0, 3) is not None
    assert storage.add_chat("g1", "bob", "three", 3.0, 3) is not None
    assert storage.add_chat("g1", "bob", "four", 4.0, 3) is None  # full: nothing written
    assert [(c.n, c.text) for c in storage.chat("g1")] == [(1, "hi <b>"), (2, "two"), (3, "three")]
    assert [c.n for c in storage.chat("g1", 2)] == [3] and [c.n for c in storage.chat("g2")] == [1]
    listed = storage.listed(10)
    assert [(g.id, g.open, [s.name for s in g.seats]) for g in listed] == [("g1", [0], ["ann", "bob"])]
    assert storage.take_open_seat("g1", 0) == "tok-ann"
    assert storage.take_open_seat("g1", 0) is None and storage.take_open_seat("g2", 0) is None
    assert [g.open for g in storage.listed(10)] == [[]]
    storage.update("g1", "{}", True, 0)
    assert storage.listed(10) == []  # a finished game leaves the list


def test_a_postgres_database_made_before_chat_and_listing_is_migrated(postgres_url: str) -> None:
    with psycopg.connect(postgres_url, autocommit=True) as conn:  # the previous release's schema
        conn.execute(
            "CREATE TABLE games (id TEXT PRIMARY KEY, seats TEXT NOT NULL, save TEXT NOT NULL,"
            " over SMALLINT NOT NULL DEFAULT 0, created DOUBLE PRECISION NOT NULL, updated DOUBLE PRECISION NOT NULL,"
            " version BIGINT NOT NULL DEFAULT 0, creator TEXT NOT NULL DEFAULT '',"
            " practice SMALLINT NOT NULL DEFAULT 0)"
        )
        conn.execute(
            "INSERT INTO games (id, seats, save, created, updated) VALUES ('old', %s, '{}', 1, 1)",
            (encode_seats(_record("old").seats),),
        )
    storage = PostgresStorage(postgres_url)
    try:
        got = storage.get("old")
        assert got is not None and not got.listed and storage.listed(10) == []
        assert storage.add_chat("old", "ann", "after the upgrade", 5.0, 10) is not None
        assert [c.text for c in storage.chat("old")] == ["after the upgrade"]
    finally:
        storage.close()
