"""The web table attacked as the internet would, and run as an operator would: floods of new
games, guessed seat links, bad parameters, damaged rows, storage faults, chosen seeds and idle
connections. Each test here failed on the server before the fix it names."""

from __future__ import annotations

import contextlib
import json
import logging
import resource
import socket
import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest

from tests.requirements import require

require("starlette", "the web extra")
httpx = require("httpx", "Starlette's test client")

from starlette.testclient import TestClient  # noqa: E402

from innovation import Game  # noqa: E402
from innovation.web import create_app  # noqa: E402
from innovation.web.limits import Rate  # noqa: E402
from innovation.web.service import ServiceLimits  # noqa: E402
from tests.web.conftest import Server  # noqa: E402
from tests.web.helpers import HUMAN_PAIR, answer, auth, choices, create, play_out, state, tokens  # noqa: E402

BOT_PAIR = [{"name": "ann"}, {"name": "bob", "bot": "random"}]


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "games.sqlite3"


def client_at(app: Any, address: str) -> TestClient:
    """A test client whose requests come from ``address`` (what per-client limits count)."""
    return TestClient(app, client=(address, 40000))


# ------------------------------------------------------------------ every input validated


@pytest.mark.parametrize("since", ["²", "١٢", "𝟠", "-1", "1e3", " 1", "0x10", "9" * 30, ""])
def test_a_count_that_is_not_ascii_digits_is_a_400(db: Path, since: str) -> None:
    # "²".isdigit() is True and int("²") raises: before the fix, a 500.
    with TestClient(create_app(db=db)) as c:
        ann = tokens(create(c, HUMAN_PAIR))["ann"]
        response = c.get("/api/seat", params={"events_since": since}, headers=auth(ann))
        assert response.status_code == 400, response.text
        assert "events_since must be a non-negative integer" in response.json()["error"]
        assert c.get("/api/seat", params={"events_since": "3"}, headers=auth(ann)).status_code == 200


@pytest.mark.parametrize("length", ["²", "١", "-5", "1" * 40, "abc"])
def test_a_bad_content_length_is_refused_not_a_500(db: Path, length: str) -> None:
    with TestClient(create_app(db=db)) as c:
        response = c.post("/api/games", content=b"{}", headers={"content-length": length.encode()})
        assert response.status_code in (400, 413), response.text


@pytest.mark.parametrize(
    ("path", "params"),
    [
        ("/api/cards", {"expansions": "²"}),
        ("/api/cards", {"expansions": "x" * 5000}),
        ("/api/cards", {"edition": "²"}),
        ("/api/cards", {"expansions": ",".join(["artifacts"] * 20)}),
    ],
)
def test_other_parameters_are_refused_with_a_400(db: Path, path: str, params: dict[str, str]) -> None:
    with TestClient(create_app(db=db)) as c:
        response = c.get(path, params=params)
        assert response.status_code == 400, response.text
        assert response.json()["type"] in ("ConfigError", "UnknownExpansionError")


@pytest.mark.parametrize(
    "hello",
    [
        '{"token": "%s", "events_since": -5}',
        '{"token": "%s", "events_since": 99999999999}',
        '{"token": "%s", "events_since": "²"}',
        '{"token": "%s", "events_since": 1.5}',
    ],
)
def test_websocket_hello_counts_are_checked_or_clamped(db: Path, hello: str) -> None:
    with TestClient(create_app(db=db)) as c:
        ann = tokens(create(c, HUMAN_PAIR))["ann"]
        with c.websocket_connect("/api/seat/ws") as ws:
            ws.send_text(hello % ann)
            message = ws.receive_json()
            assert message["type"] in ("state", "error")
            if message["type"] == "state":
                assert (
                    message["view"]["events_since"] <= len(message["view"]["events"]) + message["view"]["events_since"]
                )


# ------------------------------------------------------------------ fair deals


def test_only_a_practice_table_chooses_its_seed_and_it_says_so(db: Path) -> None:
    with TestClient(create_app(db=db)) as c:
        refused = c.post("/api/games", json={"seats": HUMAN_PAIR, "seed": 7})
        assert refused.status_code == 400 and "only a practice table" in refused.json()["error"]
        practice = create(c, HUMAN_PAIR, seed=7)  # the helper marks it practice
        st = state(c, tokens(practice)["ann"])
        assert st["practice"] is True and st["seed"] == 7
        # Same settings, same seed: a practice table is reproducible (and so it is marked).
        again = state(c, tokens(create(c, HUMAN_PAIR, seed=7))["ann"])
        assert again["view"]["players"] == st["view"]["players"]


def test_a_real_table_draws_a_secret_seed_shown_only_at_the_end(db: Path) -> None:
    with TestClient(create_app(db=db)) as c:
        made = create(c, BOT_PAIR)
        ann = tokens(made)["ann"]
        first = c.get("/api/seat", headers=auth(ann))
        assert first.json()["practice"] is False and first.json()["seed"] is None
        assert '"seed"' not in first.text.replace('"seed":null', "")
        early = c.get("/api/seat/record", headers=auth(ann))
        assert early.status_code == 409 and "when the game is over" in early.json()["error"]
        # Two real tables with the same settings are dealt differently (a fresh seed each).
        hands = {json.dumps(state(c, tokens(create(c, BOT_PAIR))["ann"])["view"]["players"][0]) for _ in range(4)}
        assert len(hands) > 1
        final = play_out(c, {"ann": ann}, seed=3)
        assert final["view"]["result"] is not None and isinstance(final["seed"], int)
        record = c.get("/api/seat/record", headers=auth(ann))
        assert record.status_code == 200
        replayed = Game.from_json(record.text)
        assert replayed.over and replayed.config.seed == final["seed"]


# ------------------------------------------------------------------ one bad row harms one game


def _damage(db: Path, game_id: str, column: str, value: str | bytes) -> None:
    """Spoil a column of a game's row, or (``answers.option``) of its stored answers."""
    table, _, column = column.rpartition(".")
    with contextlib.closing(sqlite3.connect(db)) as conn, conn:
        if table == "answers":
            assert conn.execute("UPDATE answers SET option = ? WHERE game_id = ?", (value, game_id)).rowcount
        else:
            conn.execute(f"UPDATE games SET {column} = ? WHERE id = ?", (value, game_id))


@pytest.mark.parametrize(
    ("column", "value"),
    [
        ("seats", "{not json"),
        ("seats", '[{"nom": 1}]'),
        ("save", "not a save"),
        ("answers.option", "fly to the moon"),  # an answer appended after the save, not a legal one
        ("answers.option", b"\x00"),  # nor text
    ],
)
def test_a_damaged_row_harms_only_its_own_game(
    db: Path, column: str, value: str | bytes, caplog: pytest.LogCaptureFixture
) -> None:
    with TestClient(create_app(db=db, bot_delay=3600)) as first:  # bots wait: still to move at the stop
        games = [create(first, BOT_PAIR, seed=k) for k in range(3)]
        numbers = []
        for made in games:
            ann = tokens(made)["ann"]
            st = state(first, ann)
            assert answer(first, ann, st["decision_number"], choices(st)[0]["id"]).status_code == 200
            numbers.append(state(first, ann)["decision_number"])  # bob (a bot) is to move
    _damage(db, games[0]["game"], column, value)
    caplog.set_level(logging.ERROR, "innovation.web")
    with TestClient(create_app(db=db)) as second:
        # The games after the damaged one are resumed: their bots move with nobody asking.
        for made, number in list(zip(games, numbers, strict=True))[1:]:
            ann = tokens(made)["ann"]
            deadline = time.monotonic() + 20
            while state(second, ann)["decision_number"] == number and time.monotonic() < deadline:
                time.sleep(0.02)
            assert state(second, ann)["decision_number"] > number
        broken = second.get("/api/seat", headers=auth(tokens(games[0])["ann"]))
        if column == "seats":  # the seat cannot even be matched against the damaged seats
            assert broken.status_code == 500
        assert broken.status_code == 500
        body = broken.json()
        assert body["type"] == "ServiceError" and f"the stored game {games[0]['game']} is damaged" in body["error"]
    assert any(games[0]["game"] in r.getMessage() and "damaged" in r.getMessage() for r in caplog.records)


# ------------------------------------------------------------------ no flood lockout


def test_a_flood_of_new_games_is_limited_per_client(db: Path) -> None:
    limits = ServiceLimits(create_rate=Rate(burst=5, per_second=0.001), games_per_client=100)
    app = create_app(db=db, limits=limits)
    with client_at(app, "203.0.113.7") as attacker, client_at(app, "198.51.100.2") as honest:
        made = [attacker.post("/api/games", json={"seats": HUMAN_PAIR}).status_code for _ in range(8)]
        assert made == [201] * 5 + [429] * 3
        refused = attacker.post("/api/games", json={"seats": HUMAN_PAIR})
        assert int(refused.headers["retry-after"]) > 0 and "too many new games" in refused.json()["error"]
        assert honest.post("/api/games", json={"seats": HUMAN_PAIR}).status_code == 201


def test_one_client_cannot_hold_more_than_its_share_of_live_games(db: Path) -> None:
    limits = ServiceLimits(games_per_client=3, create_rate=Rate(burst=100, per_second=100))
    app = create_app(db=db, limits=limits)
    with client_at(app, "203.0.113.7") as attacker, client_at(app, "2001:db8::1") as honest:
        assert [attacker.post("/api/games", json={"seats": HUMAN_PAIR}).status_code for _ in range(4)] == [
            201,
            201,
            201,
            429,
        ]
        # An IPv6 client is one /64: other addresses of the same network share its share.
        with client_at(app, "2001:db8::ffff") as neighbour:
            assert [honest.post("/api/games", json={"seats": HUMAN_PAIR}).status_code for _ in range(3)] == [201] * 3
            assert neighbour.post("/api/games", json={"seats": HUMAN_PAIR}).status_code == 429


def test_a_full_server_reclaims_idle_games_and_never_locks_out_honest_players(db: Path) -> None:
    limits = ServiceLimits(
        max_live_games=6, games_per_client=3, create_rate=Rate(burst=100, per_second=100), reclaim_after=0.3
    )
    app = create_app(db=db, limits=limits)
    with contextlib.ExitStack() as stack:
        bots = [stack.enter_context(client_at(app, f"203.0.113.{k}")) for k in range(1, 3)]
        flood = [create(bot, HUMAN_PAIR) for bot in bots for _ in range(3)]  # the server is full
        honest = stack.enter_context(client_at(app, "198.51.100.2"))
        busy = honest.post("/api/games", json={"seats": HUMAN_PAIR})
        assert busy.status_code == 503  # every game was touched just now: nothing to reclaim yet
        time.sleep(0.4)
        mine = create(honest, HUMAN_PAIR)  # the longest-idle flood game made room
        st = state(honest, tokens(mine)["ann"])
        assert answer(honest, tokens(mine)["ann"], st["decision_number"], choices(st)[0]["id"]).status_code == 200
        gone = [g for g in flood if state(bots[0] if g in flood[:3] else bots[1], tokens(g)["ann"])["abandoned"]]
        assert len(gone) == 1
        tok = tokens(gone[0])["ann"]
        who = bots[0] if gone[0] in flood[:3] else bots[1]
        st = state(who, tok)
        refused = answer(who, tok, st["decision_number"], choices(st)[0]["id"])
        assert refused.status_code == 410 and "abandoned" in refused.json()["error"]
    # Across a restart: the abandoned game stays abandoned; the count holds.
    with client_at(create_app(db=db, limits=limits), "198.51.100.9") as later:
        time.sleep(0.4)
        assert later.post("/api/games", json={"seats": HUMAN_PAIR}).status_code == 201


def test_games_nobody_answers_are_abandoned_by_the_sweeper(db: Path) -> None:
    with TestClient(create_app(db=db, limits=ServiceLimits(abandon_after=0.5))) as c:
        made = create(c, HUMAN_PAIR)
        ann = tokens(made)["ann"]
        deadline = time.monotonic() + 15
        while not state(c, ann)["abandoned"] and time.monotonic() < deadline:
            time.sleep(0.1)
        st = state(c, ann)
        assert st["abandoned"]
        assert answer(c, ann, st["decision_number"], choices(st)[0]["id"]).status_code == 410
    with contextlib.closing(sqlite3.connect(db)) as conn:
        assert conn.execute("SELECT over FROM games").fetchall() == [(2,)]


# ------------------------------------------------------------------ guessing seat links


def test_guessing_seat_links_is_cut_off_per_client(db: Path) -> None:
    limits = ServiceLimits(seat_miss_rate=Rate(burst=10, per_second=0.001))
    app = create_app(db=db, limits=limits)
    with client_at(app, "203.0.113.7") as guesser, client_at(app, "198.51.100.2") as player:
        ann = tokens(create(player, HUMAN_PAIR))["ann"]
        statuses = [guesser.get("/api/seat", headers=auth(f"guess{k:020d}")).status_code for k in range(12)]
        assert statuses == [404] * 10 + [429] * 2
        # Cut off: even a right guess gets nothing now; the WebSocket hello too.
        assert guesser.get("/api/seat", headers=auth(ann)).status_code == 429
        with guesser.websocket_connect("/api/seat/ws") as ws:
            ws.send_json({"token": ann})
            assert "too many unknown seat links" in ws.receive_json()["error"]
        assert player.get("/api/seat", headers=auth(ann)).status_code == 200  # others are not affected


# ------------------------------------------------------------------ storage faults


def test_a_storage_fault_is_a_503_never_a_crash_and_nothing_is_lost(server: Server) -> None:
    url, db = server.url, server.db
    assert server.proc is not None
    pid = server.proc.pid
    made = httpx.post(url + "/api/games", json={"seats": HUMAN_PAIR}).json()
    ann = tokens(made)["ann"]
    st = httpx.get(url + "/api/seat", headers=auth(ann)).json()
    # Shared-memory WAL maps its "-shm" index: truncating that file made the server die of SIGBUS.
    shm = db.with_name(db.name + "-shm")
    assert not shm.exists(), "the database index is memory-mapped (WAL with a -shm file)"
    shm.write_bytes(b"")
    # A write fault: the server process may not grow any file (as on a full disk).
    limit = resource.prlimit(pid, resource.RLIMIT_FSIZE)
    wal = db.with_name(db.name + "-wal")
    resource.prlimit(pid, resource.RLIMIT_FSIZE, (max(db.stat().st_size, wal.stat().st_size), limit[1]))
    option = choices(st)[0]["id"]
    try:
        faulty = httpx.post(
            url + "/api/seat/answer", headers=auth(ann), json={"decision": st["decision_number"], "option": option}
        )
        assert faulty.status_code == 503, faulty.text
        assert "nothing changed" in faulty.json()["error"]
        assert server.proc.poll() is None
        during = httpx.get(url + "/api/seat", headers=auth(ann))
        assert during.status_code == 503 or during.json() == st
    finally:
        resource.prlimit(pid, resource.RLIMIT_FSIZE, limit)
    assert httpx.get(url + "/api/seat", headers=auth(ann)).json() == st  # nothing changed
    ok = httpx.post(
        url + "/api/seat/answer", headers=auth(ann), json={"decision": st["decision_number"], "option": option}
    )
    assert ok.status_code == 200
    server.kill()
    server.start()
    after = httpx.get(server.url + "/api/seat", headers=auth(ann)).json()
    assert after["decision_number"] == ok.json()["decision_number"]


# ------------------------------------------------------------------ slow and idle connections


def _connect(port: int, source: str = "127.0.0.2") -> socket.socket:
    """A connection from ``source`` (any 127.x address is this machine: a second client)."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=5, source_address=(source, 0))
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
    return sock


def _closed_by_server(sock: socket.socket, within: float) -> bool:
    sock.settimeout(within)
    try:
        return sock.recv(1024) == b""
    except (ConnectionResetError, BrokenPipeError):
        return True
    except TimeoutError:
        return False


def _healthz_within(url: str, seconds: float) -> float:
    """Seconds until /healthz answered 200 (AssertionError after ``seconds``)."""
    start = time.monotonic()
    while time.monotonic() - start < seconds:
        with contextlib.suppress(httpx.HTTPError):
            if httpx.get(url + "/healthz", timeout=2).status_code == 200:
                return time.monotonic() - start
        time.sleep(0.1)
    raise AssertionError(f"/healthz did not answer within {seconds} s")


def test_idle_and_half_sent_connections_cannot_stop_the_server(tmp_path: Path) -> None:
    # Before the fix: 1,100 connections that never send a request stopped the server.
    args = ("--max-connections-per-client", "50", "--header-timeout", "2")
    server = Server(tmp_path / "games.sqlite3", tmp_path / "server.log", args=args)
    server.start()
    held: list[socket.socket] = []
    try:
        for _ in range(1100):
            with contextlib.suppress(OSError):
                held.append(_connect(server.port))
        slow = held[:5]  # some send their headers and never finish them
        for sock in slow:
            with contextlib.suppress(OSError):
                sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")
        assert _healthz_within(server.url, 2) < 2  # another client is served at once
        # The attacker got its share and no more; the server closed every one within the timeout.
        assert sum(1 for s in held[-100:] if _closed_by_server(s, 0.5)) == 100
        assert all(_closed_by_server(s, 5) for s in held[:50])
        assert server.proc is not None and server.proc.poll() is None
    finally:
        for sock in held:
            sock.close()
        server.stop()


def test_a_server_full_of_idle_connections_frees_itself(tmp_path: Path) -> None:
    # Behind a proxy every connection has one address: then the global limit and the timeout act.
    args = ("--max-connections", "300", "--max-connections-per-client", "0", "--header-timeout", "2")
    server = Server(tmp_path / "games.sqlite3", tmp_path / "server.log", args=args)
    server.start()
    held: list[socket.socket] = []
    try:
        for _ in range(400):
            with contextlib.suppress(OSError):
                held.append(_connect(server.port, "127.0.0.1"))
        assert _healthz_within(server.url, 6) < 6  # the idle ones timed out and made room
        assert server.proc is not None and server.proc.poll() is None
    finally:
        for sock in held:
            sock.close()
        server.stop()


# ------------------------------------------------------------------ answers over the WebSocket


def test_a_huge_websocket_message_closes_that_connection_and_changes_nothing(server: Server) -> None:
    """uvicorn would read WebSocket messages of up to 16 MiB; the server reads 16 KiB at most (an
    answer is a few dozen bytes): a bigger message closes that connection (1009), nothing else."""
    sync_client = require("websockets.sync.client", "the web extra")
    made = httpx.post(server.url + "/api/games", json={"seats": HUMAN_PAIR}).json()
    ann = tokens(made)["ann"]
    before = httpx.get(server.url + "/api/seat", headers=auth(ann)).json()
    ws_url = server.url.replace("http", "ws") + "/api/seat/ws"
    with sync_client.connect(ws_url) as ws:
        ws.send(json.dumps({"token": ann}))
        assert json.loads(ws.recv(timeout=10))["type"] == "state"
        ws.send(json.dumps({"type": "answer", "decision": before["decision_number"], "option": "x" * 20_000}))
        with pytest.raises(Exception, match="1009"):
            while True:
                ws.recv(timeout=10)
    assert httpx.get(server.url + "/api/seat", headers=auth(ann)).json() == before
    with sync_client.connect(ws_url) as ws:  # the server goes on
        ws.send(json.dumps({"token": ann}))
        assert json.loads(ws.recv(timeout=10))["type"] == "state"
