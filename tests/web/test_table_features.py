"""Spectators, chat, the lobby's list of games with open seats, and replays (issue 32), through
the real app in process on a real SQLite file — each with the attacks on it: other games, forged
tokens, oversized and malformed input, rate limits. Every refusal is a typed error that changes
nothing."""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.requirements import require

require("starlette", "the web extra")
require("httpx", "Starlette's test client")

from starlette.testclient import TestClient  # noqa: E402

from innovation import Game, GameConfig  # noqa: E402
from innovation.web import create_app  # noqa: E402
from innovation.web.service import MAX_CHAT_CHARS, MAX_CHAT_LINES  # noqa: E402
from innovation.web.storage import SQLiteStorage  # noqa: E402
from tests.web.helpers import HUMAN_PAIR, answer, auth, choices, create, play_out, state, tokens  # noqa: E402


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "games.sqlite3"


@pytest.fixture
def client(db: Path) -> Iterator[TestClient]:
    with TestClient(create_app(db=db)) as c:
        yield c


def watch(client: TestClient, game: str, **params: Any) -> dict[str, Any]:
    response = client.get(f"/api/games/{game}/watch", params=params)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def play_some(client: TestClient, seat_tokens: dict[str, str], answers: int, seed: int = 1) -> None:
    import random

    rnd = random.Random(seed)
    for _ in range(answers):
        for tok in seat_tokens.values():
            st = state(client, tok)
            if choices(st):
                assert (
                    answer(client, tok, st["decision_number"], rnd.choice(choices(st) or [])["id"]).status_code == 200
                )
                break


def card_ids_in(text: str, ids: set[str]) -> set[str]:
    return {m for m in re.findall(r'"([a-z0-9_\-]+)"', text) if m in ids}


# ------------------------------------------------------------------ the engine's public view


def test_the_public_view_shows_no_hidden_card_and_words_every_event_as_told_to_others() -> None:
    import random

    game = Game.new(GameConfig(players=("ann", "bob", "cat"), seed=11, expansions=("echoes", "artifacts")))
    rnd = random.Random(2)
    for _ in range(150):
        pending = game.pending
        if pending is None:
            break
        game.answer(pending.player, rnd.choice(pending.options), pending.number)
    public = game.public_view()
    assert public.viewer == "" and public.decision is None
    for player in public.players:
        assert all(c.id is None for c in player.hand + player.score)
    full = list(game.events)
    assert len(public.events) == len(full)
    for seen, event in zip(public.events, full, strict=True):
        if event.visible_to is not None:  # shown to some players only: a spectator reads what others read
            assert seen.text == (event.public_text or "") and seen.card is None
    # and nothing a spectator sees is unseen by any player: every card id in it is in every seat's view
    ids = set(game.rules.cards)
    import msgspec

    shown = card_ids_in(msgspec.json.encode(public).decode(), ids)
    for name in game.players:
        assert shown <= card_ids_in(msgspec.json.encode(game.view(name)).decode(), ids)


# ------------------------------------------------------------------ spectators


def test_a_spectator_sees_the_public_view_only_and_every_seat_sees_more(client: TestClient) -> None:
    made = create(client, HUMAN_PAIR, seed=5)
    assert made["watch"] == f"/watch#{made['game']}"
    seats = tokens(made)
    play_some(client, seats, 30)
    seen = client.get(f"/api/games/{made['game']}/watch")
    assert seen.status_code == 200 and seen.headers["cache-control"] == "no-store"
    body = seen.json()
    assert body["spectator"] is True and body["you"] == "" and body["view"]["decision"] is None
    assert body["seed"] is None  # the seed of a game in play is secret (it determines every card)
    for player in body["view"]["players"]:
        assert all(c["id"] is None for c in player["hand"] + player["score"])
    ids = set(Game.new(GameConfig(players=("a", "b"))).rules.cards)
    shown = card_ids_in(seen.text, ids)
    for tok in seats.values():
        assert shown <= card_ids_in(client.get("/api/seat", headers=auth(tok)).text, ids)


def test_a_spectators_websocket_pushes_every_change_and_takes_no_answer(client: TestClient) -> None:
    made = create(client, HUMAN_PAIR, seed=5)
    seats = tokens(made)
    with client.websocket_connect("/api/watch/ws") as ws:
        ws.send_json({"game": made["game"]})
        first = ws.receive_json()
        assert first["type"] == "state" and first["spectator"] and first["view"]["decision"] is None
        st = state(client, seats["ann"])
        # a spectator sending an answer (even one that would be legal for ann) is refused: 403
        ws.send_json({"type": "answer", "id": 3, "decision": st["decision_number"], "option": choices(st)[0]["id"]})  # type: ignore[index]
        refused = ws.receive_json()
        assert refused["type"] == "refused" and refused["status"] == 403 and refused["id"] == 0
        ws.send_json({"type": "chat", "text": "hi"})
        assert ws.receive_json()["status"] == 403
        assert state(client, seats["ann"])["decision_number"] == st["decision_number"]  # nothing changed
        assert answer(client, seats["ann"], st["decision_number"], choices(st)[0]["id"]).status_code == 200  # type: ignore[index]
        assert ws.receive_json()["type"] == "state"  # ann's answer, pushed
        st = state(client, seats["bob"])
        assert answer(client, seats["bob"], st["decision_number"], choices(st)[0]["id"]).status_code == 200  # type: ignore[index]
        pushed = ws.receive_json()
        assert pushed["type"] == "state" and pushed["view"]["events"]  # both melded: it shows
        assert all(c["id"] is None for p in pushed["view"]["players"] for c in p["hand"])


def test_spectators_cannot_take_the_connections_the_seats_need(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    from innovation.web import service

    monkeypatch.setattr(service, "MAX_SPECTATORS_PER_GAME", 2)
    made = create(client, HUMAN_PAIR, seed=5)
    with client.websocket_connect("/api/watch/ws") as one, client.websocket_connect("/api/watch/ws") as two:
        for ws in (one, two):
            ws.send_json({"game": made["game"]})
            assert ws.receive_json()["type"] == "state"
        with client.websocket_connect("/api/watch/ws") as three:
            three.send_json({"game": made["game"]})
            refused = three.receive_json()
            assert refused["type"] == "error" and "too many spectators" in refused["error"]
        with client.websocket_connect("/api/seat/ws") as seat:  # the players still connect
            seat.send_json({"token": tokens(made)["ann"]})
            assert seat.receive_json()["you"] == "ann"


@pytest.mark.parametrize(
    "hello",
    [
        "{}",
        '{"game": 5}',
        '{"game": "zz"}',
        '{"game": "0123456789abcdef"}',  # the shape of an id, no such game
        '{"game": "../api/seat"}',
        '{"token": "x", "game": "0123456789abcdef"}',
        "not json",
    ],
)
def test_a_spectator_hello_that_names_no_game_is_refused(client: TestClient, hello: str) -> None:
    with client.websocket_connect("/api/watch/ws") as ws:
        ws.send_text(hello)
        said = ws.receive_json()
        assert said["type"] == "error" and said["error"]


def test_a_hostile_spectator_gets_nothing_hidden(client: TestClient) -> None:
    """Seat endpoints without a seat token, a game id or a forged token as a seat token, a seat
    token as a game id, the record and the replay of a game in play: all refused."""
    made = create(client, HUMAN_PAIR, seed=5)
    other = create(client, HUMAN_PAIR, seed=6)
    game, seat_token = made["game"], tokens(made)["ann"]
    for headers in ({}, auth(game), auth("A" * 43), auth(seat_token[:-1] + ("A" if seat_token[-1] != "A" else "B"))):
        for method, path in (("GET", "/api/seat"), ("GET", "/api/seat/record"), ("POST", "/api/seat/chat")):
            response = client.request(method, path, headers=headers, json={"text": "x"})
            assert response.status_code in (401, 404), (path, response.text)
            assert response.json()["type"] in ("ServiceError", "NotFound")
    for bad in (seat_token, game.upper(), game + "0", "%2e%2e", "' OR 1=1 --"):
        assert client.get(f"/api/games/{bad}/watch").status_code == 404
    assert client.get(f"/api/games/{game}/replay").status_code == 409  # in play: no replay
    assert client.get(f"/api/games/{game}/replay", params={"seat": "ann"}).status_code == 409
    assert client.get("/api/seat/record", headers=auth(seat_token)).status_code == 409
    # another game's public view is its own
    assert watch(client, other["game"])["game"] == other["game"]


def test_guessing_game_ids_is_cut_off_per_client(db: Path) -> None:
    with TestClient(create_app(db=db)) as client:
        made = create(client, HUMAN_PAIR, seed=5)
        for k in range(20):
            assert client.get(f"/api/games/{k:016x}/watch").status_code == 404
        cut = client.get(f"/api/games/{made['game']}/watch")  # even a right id, for now
        assert cut.status_code == 429 and int(cut.headers["retry-after"]) >= 1


# ------------------------------------------------------------------ chat


def test_a_chat_line_reaches_the_other_seat_and_spectators_live_and_is_stored(db: Path) -> None:
    with TestClient(create_app(db=db)) as client:
        made = create(client, HUMAN_PAIR, seed=5)
        seats = tokens(made)
        with client.websocket_connect("/api/seat/ws") as bob_ws, client.websocket_connect("/api/watch/ws") as eye:
            bob_ws.send_json({"token": seats["bob"]})
            eye.send_json({"game": made["game"]})
            assert bob_ws.receive_json()["chat"] == [] and eye.receive_json()["chat"] == []
            said = client.post("/api/seat/chat", headers=auth(seats["ann"]), json={"text": "  <b>hi</b> bob  "})
            assert said.status_code == 201 and said.json()["n"] == 1
            for ws in (bob_ws, eye):
                pushed = ws.receive_json()
                assert [(c["seat"], c["text"]) for c in pushed["chat"]] == [("ann", "<b>hi</b> bob")]
            bob_ws.send_json({"type": "chat", "id": 9, "text": "hello ann"})
            assert bob_ws.receive_json() == {"type": "said", "id": 9, "n": 2}
            pushed = bob_ws.receive_json()
            assert [c["n"] for c in pushed["chat"]] == [2]  # only the lines after the last push
    with TestClient(create_app(db=db)) as client:  # a new server on the same file
        lines = state(client, seats["ann"])["chat"]
        assert [(c["n"], c["seat"], c["text"]) for c in lines] == [(1, "ann", "<b>hi</b> bob"), (2, "bob", "hello ann")]
        assert (
            state(client, seats["ann"])
            and client.get("/api/seat", params={"chat_since": "1"}, headers=auth(seats["ann"])).json()["chat"][0]["n"]
            == 2
        )


@pytest.mark.parametrize(
    ("body", "status"),
    [
        ({"text": ""}, 400),
        ({"text": "   "}, 400),
        ({"text": "x" * (MAX_CHAT_CHARS + 1)}, 413),
        ({"text": "two\nlines"}, 400),
        ({"text": "bell\x07"}, 400),
        ({"text": 5}, 400),
        ({"text": "hi", "seat": "bob"}, 400),  # speaking as another seat: an unknown field
        ({}, 400),
        ([], 400),
    ],
)
def test_a_bad_chat_line_is_refused_and_stores_nothing(client: TestClient, body: Any, status: int) -> None:
    made = create(client, HUMAN_PAIR, seed=5)
    tok = tokens(made)["ann"]
    response = client.post("/api/seat/chat", headers=auth(tok), json=body)
    assert response.status_code == status, response.text
    assert response.json()["type"] == "ServiceError" and response.json()["error"]
    assert state(client, tok)["chat"] == []


def test_chat_is_rate_limited_per_seat_and_bounded_per_game(client: TestClient) -> None:
    made = create(client, HUMAN_PAIR, seed=5)
    seats = tokens(made)
    for k in range(5):
        assert client.post("/api/seat/chat", headers=auth(seats["ann"]), json={"text": f"line {k}"}).status_code == 201
    flood = client.post("/api/seat/chat", headers=auth(seats["ann"]), json={"text": "one too many"})
    assert flood.status_code == 429 and int(flood.headers["retry-after"]) >= 1 and flood.json()["type"] == "RateLimited"
    assert client.post("/api/seat/chat", headers=auth(seats["bob"]), json={"text": "my turn"}).status_code == 201
    assert [c["text"] for c in state(client, seats["ann"])["chat"]][-1] == "my turn"
    assert len(state(client, seats["ann"])["chat"]) == 6
    # a game's chat is bounded: at the limit, a line is refused (409) and nothing is stored
    storage = client.app.state.service.storage  # type: ignore[attr-defined]
    for k in range(MAX_CHAT_LINES - 6):
        assert storage.add_chat(made["game"], "ann", f"filler {k}", 0.0, MAX_CHAT_LINES) is not None
    assert storage.add_chat(made["game"], "ann", "over", 0.0, MAX_CHAT_LINES) is None
    table = client.app.state.service._tables[made["game"]]  # type: ignore[attr-defined]
    table.chat = storage.chat(made["game"])
    full = client.post("/api/seat/chat", headers=auth(seats["bob"]), json={"text": "again"})
    assert full.status_code == 409 and "full" in full.json()["error"]
    assert len(storage.chat(made["game"])) == MAX_CHAT_LINES


def test_a_chat_line_over_the_websocket_that_is_bad_is_refused_and_the_connection_stays(client: TestClient) -> None:
    made = create(client, HUMAN_PAIR, seed=5)
    with client.websocket_connect("/api/seat/ws") as ws:
        ws.send_json({"token": tokens(made)["ann"]})
        ws.receive_json()
        for message, status in (
            ({"type": "chat", "id": 1, "text": "x" * (MAX_CHAT_CHARS + 1)}, 413),
            ({"type": "chat", "id": 2, "text": ""}, 400),
            ({"type": "chat", "id": 3}, 400),
            ({"type": "shout", "id": 4, "text": "hi"}, 400),
        ):
            ws.send_json(message)
            refused = ws.receive_json()
            assert refused["type"] == "refused" and refused["status"] == status, refused
        ws.send_json({"type": "chat", "id": 5, "text": "still here"})
        assert ws.receive_json()["type"] == "said"
    assert [c["text"] for c in state(client, tokens(made)["bob"])["chat"]] == ["still here"]


def test_a_database_made_before_chat_and_listing_is_migrated(db: Path) -> None:
    """A file with the schema of the previous release (no chat, no open seats, no ``listed``): the
    server adds them, keeps its games (unlisted) and their seats, and chat works."""
    with TestClient(create_app(db=db)) as client:
        made = create(client, HUMAN_PAIR, seed=5)
    conn = sqlite3.connect(db)
    conn.executescript("DROP TABLE chat; DROP TABLE open_seats; ALTER TABLE games DROP COLUMN listed;")
    conn.close()
    with TestClient(create_app(db=db)) as client:
        seats = tokens(made)
        assert state(client, seats["ann"])["chat"] == []
        assert client.post("/api/seat/chat", headers=auth(seats["ann"]), json={"text": "after"}).status_code == 201
        assert made["game"] not in {g["game"] for g in client.get("/api/games").json()["playing"]}
    storage = SQLiteStorage(db)
    try:
        assert [c.text for c in storage.chat(made["game"])] == ["after"]
    finally:
        storage.close()


# ------------------------------------------------------------------ the list of games, open seats


def test_open_seats_are_listed_and_taken_once(client: TestClient) -> None:
    made = create(client, [{"name": "ann"}, {"name": "bob", "open": True}, {"name": "cat", "bot": "random"}], seed=5)
    bob = next(s for s in made["seats"] if s["name"] == "bob")
    assert bob["open"] is True and bob["link"] is None and bob["token"] is None
    listing = client.get("/api/games").json()
    mine = next(g for g in listing["open"] if g["game"] == made["game"])
    assert mine["open"] == [{"name": "bob", "index": 1}] and [s["name"] for s in mine["seats"]] == ["ann", "bob", "cat"]
    assert "token" not in str(listing) and "hash" not in str(listing)
    taken = client.post(f"/api/games/{made['game']}/join", json={"seat": "bob"})
    assert taken.status_code == 201 and taken.json()["link"] == "/play#" + taken.json()["token"]
    assert state(client, taken.json()["token"])["you"] == "bob"
    again = client.post(f"/api/games/{made['game']}/join", json={"seat": "bob"})
    assert again.status_code == 409 and "not open" in again.json()["error"]
    for seat, status in (("ann", 409), ("cat", 404), ("dan", 404), ("", 404)):
        assert client.post(f"/api/games/{made['game']}/join", json={"seat": seat}).status_code == status
    client.app.state.service._listed = None  # type: ignore[attr-defined]  # (the list is cached 2 s)
    listing = client.get("/api/games").json()
    assert made["game"] in {g["game"] for g in listing["playing"]}
    assert made["game"] not in {g["game"] for g in listing["open"]}


def test_an_unlisted_game_is_not_in_the_list_and_a_bots_seat_cannot_be_open(client: TestClient) -> None:
    hidden = create(client, HUMAN_PAIR, seed=5, listed=False)
    assert hidden["game"] not in str(client.get("/api/games").json())
    refused = client.post(
        "/api/games", json={"seats": [{"name": "ann"}, {"name": "bob", "bot": "random", "open": True}]}
    )
    assert refused.status_code == 400 and "only a person's seat can be open" in refused.json()["error"]


@pytest.mark.parametrize(
    ("path", "body", "status"),
    [
        ("/api/games/0123456789abcdef/join", {"seat": "bob"}, 404),
        ("/api/games/nothex/join", {"seat": "bob"}, 404),
        ("/api/games/{game}/join", {"seat": 5}, 400),
        ("/api/games/{game}/join", {"seat": "bob", "token": "x"}, 400),
        ("/api/games/{game}/join", "bob", 400),
        ("/api/games/{game}/join", {"seat": "b" * 20_000}, 413),
    ],
)
def test_a_bad_join_is_refused_and_takes_no_seat(client: TestClient, path: str, body: Any, status: int) -> None:
    made = create(client, [{"name": "ann"}, {"name": "bob", "open": True}], seed=5)
    response = client.post(path.format(game=made["game"]), json=body)
    assert response.status_code == status, response.text
    assert client.post(f"/api/games/{made['game']}/join", json={"seat": "bob"}).status_code == 201


# ------------------------------------------------------------------ replays


def test_a_finished_game_replays_move_by_move_in_any_view(client: TestClient) -> None:
    made = create(client, HUMAN_PAIR, seed=3)
    seats = tokens(made)
    end = play_out(client, seats)
    game = made["game"]
    last = client.get(f"/api/games/{game}/replay", params={"seat": "ann"}).json()
    assert last["type"] == "replay" and last["step"] == last["steps"] > 10
    assert last["view"]["players"] == end["view"]["players"] if end["you"] == "ann" else True
    assert last["view"]["players"] == state(client, seats["ann"])["view"]["players"]
    assert last["view"]["result"] == state(client, seats["ann"])["view"]["result"]
    start = client.get(f"/api/games/{game}/replay", params={"step": "0"}).json()
    assert start["step"] == 0 and start["answered_by"] is None and start["view"]["turn"] == 0
    assert all(c["id"] is None for p in start["view"]["players"] for c in p["hand"])  # public view
    previous = -1
    for step in range(0, last["steps"] + 1, max(1, last["steps"] // 12)):  # forwards, then back
        one = client.get(f"/api/games/{game}/replay", params={"step": str(step), "seat": "bob"}).json()
        assert one["step"] == step and len(one["view"]["events"]) >= previous
        previous = len(one["view"]["events"])
    back = client.get(f"/api/games/{game}/replay", params={"step": "1", "seat": "bob"}).json()
    assert back["answered_by"] in ("ann", "bob") and back["view"]["viewer"] == "bob"


@pytest.mark.parametrize(
    ("params", "status"),
    [
        ({"step": "-1"}, 400),
        ({"step": "1e3"}, 400),
        ({"step": "999999"}, 400),
        ({"step": "１"}, 400),
        ({"seat": "dan"}, 404),
        ({"seat": "x" * 500}, 404),
        ({"lang": "xx"}, 400),
    ],
)
def test_a_bad_replay_position_is_refused(client: TestClient, params: dict[str, str], status: int) -> None:
    made = create(client, HUMAN_PAIR, seed=3)
    play_out(client, tokens(made))
    response = client.get(f"/api/games/{made['game']}/replay", params=params)
    assert response.status_code == status, response.text
    assert response.json()["error"]
