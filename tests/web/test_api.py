"""The web table's HTTP/WebSocket API, in process (Starlette's TestClient on the real app and a
real SQLite file): lobby, seats and their links, per-seat views, answers and every refusal."""

from __future__ import annotations

import dataclasses
import json
import random
import typing
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jsonschema
import msgspec
import pytest

from tests.requirements import require

require("starlette", "the web extra")
require("httpx", "Starlette's test client")

from starlette.testclient import TestClient  # noqa: E402

from innovation import Game  # noqa: E402
from innovation.bots import agents  # noqa: E402
from innovation.bots.agents import AgentKind, RandomAgent, agent_kinds  # noqa: E402
from innovation.game import GameConfig  # noqa: E402
from innovation.i18n.wording import localized_view  # noqa: E402
from innovation.protocol.catalogue import catalogue  # noqa: E402
from innovation.protocol.schema import schema  # noqa: E402
from innovation.rules.plugins import build_rules, discover  # noqa: E402
from innovation.web import create_app  # noqa: E402
from innovation.web.service import SAVE_EVERY  # noqa: E402
from innovation.web.storage import GameRecord, SQLiteStorage, StorageError, StoredAnswer, restore  # noqa: E402
from tests.web.helpers import HUMAN_PAIR, answer, auth, choices, create, play_out, state, tokens  # noqa: E402


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "games.sqlite3"


@pytest.fixture
def client(db: Path) -> Iterator[TestClient]:
    with TestClient(create_app(db=db)) as c:
        yield c


def stored(client: TestClient, game_id: str) -> GameRecord:
    """The game as stored (through the app's own storage: the server holds its SQLite file
    exclusively while it runs)."""
    record = client.app.state.service.storage.get(game_id)  # type: ignore[attr-defined]
    assert isinstance(record, GameRecord)
    return record


def test_healthz_and_security_headers(client: TestClient) -> None:
    response = client.get("/healthz")
    assert response.status_code == 200 and response.json() == {"ok": True}
    page = client.get("/")
    assert page.status_code == 200 and "lobby.js" in page.text
    assert "default-src 'self'" in page.headers["content-security-policy"]
    assert page.headers["referrer-policy"] == "no-referrer"
    for asset in ("table.js", "decision.js", "api.js", "icons.js", "lobby.js", "style.css", "favicon.svg", "text.js"):
        assert client.get(f"/static/{asset}").status_code == 200, asset


def test_lobby_offers_what_the_library_has(client: TestClient) -> None:
    discover.cache_clear()  # forget entry points other tests put on the path
    lobby = client.get("/api/lobby").json()
    assert [b["name"] for b in lobby["bots"]] == list(agent_kinds())
    assert {e["name"] for e in lobby["expansions"]} == set(discover()) - {"base"}
    config_options = {
        f.name
        for f in dataclasses.fields(GameConfig)
        if f.init and f.name not in ("players", "seed", "expansions", "teams", "plugins", "max_turns")
    }
    assert {o["name"] for o in lobby["options"]} == config_options
    hints = typing.get_type_hints(GameConfig)
    for option in lobby["options"]:
        if option["kind"] == "flag":
            assert hints[option["name"]] is bool


def test_a_newly_registered_bot_appears_and_plays(client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    kinds = dict(agent_kinds())
    kinds["cautious"] = AgentKind("cautious", "Always takes the last option.", RandomAgent)
    monkeypatch.setattr(agents, "agent_kinds", lambda: kinds)
    monkeypatch.setattr("innovation.web.lobby.agent_kinds", lambda: kinds)
    assert "cautious" in [b["name"] for b in client.get("/api/lobby").json()["bots"]]
    made = create(client, [{"name": "ann"}, {"name": "bob", "bot": "cautious"}], seed=3)
    assert [s["bot"] for s in made["seats"]] == [None, "cautious"]


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({"seats": [{"name": "ann"}]}, "2 to 5 players"),
        ({"seats": [{"name": n} for n in "abcdef"]}, "2 to 5 players"),
        ({"seats": [{"name": n} for n in "abcde"]}, "the 3rd edition is for 2 to 4 players, not 5"),
        ({"seats": [{"name": n} for n in "abcde"], "options": {"edition": "fourth"}, "teams": True}, "exactly 4"),
        ({"seats": [{"name": "ann"}, {"name": "ann"}]}, "distinct"),
        ({"seats": [{"name": "ann"}, {"name": "b:b"}]}, "':'"),
        ({"seats": [{"name": "ann"}, {"name": ""}]}, "non-empty"),
        ({"seats": [{"name": "ann"}, {"name": "bob", "bot": "skynet"}]}, "unknown bot 'skynet'"),
        ({"seats": [{"name": "ann", "bot": "random"}, {"name": "bob", "bot": "random"}]}, "human seat"),
        ({"seats": HUMAN_PAIR, "expansions": ["cities2"]}, "unknown expansion"),
        ({"seats": HUMAN_PAIR, "teams": True}, "4 players"),
        ({"seats": HUMAN_PAIR, "options": {"fly": True}}, "unknown rule option"),
        ({"seats": HUMAN_PAIR, "options": {"relics": "yes"}}, "switch"),
        ({"seats": HUMAN_PAIR, "colour": "blue"}, "unknown field"),
        ({"seats": "ann,bob"}, "Expected `array`"),
        ({"seats": HUMAN_PAIR, "seed": "7", "practice": True}, "Expected `int | null`"),
        ({"seats": HUMAN_PAIR, "seed": 7}, "only a practice table may choose its seed"),
    ],
)
def test_bad_lobby_forms_are_refused_with_the_library_message(
    client: TestClient, body: dict[str, Any], message: str
) -> None:
    response = client.post("/api/games", json=body)
    assert response.status_code == 400, response.text
    assert message in response.json()["error"]


def test_a_team_game_with_every_option(client: TestClient) -> None:
    lobby = client.get("/api/lobby").json()
    options = {o["name"]: (True if o["kind"] == "flag" else o["default"]) for o in lobby["options"]}
    seats = [{"name": "ann"}, {"name": "bob", "bot": "random"}, {"name": "cat"}, {"name": "dan", "bot": "heuristic"}]
    made = create(client, seats, teams=True, expansions=["artifacts", "echoes"], options=options, seed=5)
    st = state(client, tokens(made)["cat"])
    assert st["teams"] and st["options"] == options and st["expansions"] == ["artifacts", "echoes"]
    assert [s["bot"] for s in st["seats"]] == [None, "random", None, "heuristic"]


def test_five_seats_of_the_fourth_edition_play_to_the_end(client: TestClient) -> None:
    """The lobby offers five seats; a 4th-edition game of five (three people, two bots) is played
    out through the API, and each seat's view has the junk, age-11 decks and the avatar count."""
    lobby = client.get("/api/lobby").json()
    assert lobby["max_seats"] == 5
    assert "fourth" in next(o for o in lobby["options"] if o["name"] == "edition")["values"]
    seats = [{"name": "ann"}, {"name": "bob", "bot": "random"}, {"name": "cat"}, {"name": "dan"}]
    seats.append({"name": "eve", "bot": "heuristic"})
    made = create(client, seats, options={"edition": "fourth"}, seed=11)
    links = tokens(made)
    view = state(client, links["cat"])["view"]
    assert [p["name"] for p in view["players"]] == ["ann", "bob", "cat", "dan", "eve"]
    assert view["options"]["edition"] == "fourth" and "junk" in view["zones"]
    assert len(view["decks"]["base"]) == 11 and view["achievements"] == list(range(1, 11))
    assert all("avatar" in p["icons"] for p in view["players"])
    final = play_out(client, links, seed=2)
    assert final["view"]["result"]["winners"]


def test_bad_bodies(client: TestClient) -> None:
    assert client.post("/api/games", content=b"{not json").status_code == 400
    huge = {"seats": [{"name": "ann"}, {"name": "bob" + "x" * 20000}]}
    assert client.post("/api/games", json=huge).status_code == 413
    assert client.get("/api/cards?expansions=nope").status_code == 400


def test_links_are_unguessable_and_only_their_hash_is_stored(client: TestClient, db: Path) -> None:
    made = create(client, HUMAN_PAIR, seed=1)
    links = tokens(made)
    assert len(set(links.values())) == 2 and all(len(t) >= 40 for t in links.values())
    assert all(s["link"] == f"/play#{s['token']}" for s in made["seats"])
    wal = db.with_name(db.name + "-wal")
    raw = db.read_bytes() + (wal.read_bytes() if wal.exists() else b"")
    assert not any(t.encode() in raw for t in links.values())
    assert client.get("/api/seat").status_code == 401
    assert client.get("/api/seat", headers=auth("x" * 43)).status_code == 404
    assert client.get("/api/seat", headers=auth("../../etc")).status_code == 404
    tampered = links["ann"][:-1] + ("B" if links["ann"].endswith("A") else "A")
    assert client.get("/api/seat", headers=auth(tampered)).status_code == 404


def test_each_seat_gets_exactly_its_engine_view(client: TestClient, db: Path) -> None:
    made = create(client, HUMAN_PAIR, seed=5)
    links = tokens(made)
    game = restore(stored(client, made["game"]))
    for name in ("ann", "bob"):
        st = state(client, links[name])
        assert st["you"] == name
        # The engine's view, worded for the seat (card moves say from where to where: issue 32).
        worded = localized_view(game.view(name), game.rules, None)
        assert st["view"] == msgspec.json.decode(msgspec.json.encode(worded))
        other = next(p for p in game.state.players if p.name != name)
        text = client.get("/api/seat", headers=auth(links[name])).text
        assert not any(f'"{card}"' in text for card in other.hand), "an opponent's hand leaked"
    assert choices(state(client, links["ann"])) and choices(state(client, links["bob"])) is None


def test_another_seats_answer_a_stale_one_and_an_illegal_one_change_nothing(client: TestClient, db: Path) -> None:
    made = create(client, HUMAN_PAIR, seed=2)
    links = tokens(made)
    ann = state(client, links["ann"])
    number, option = ann["decision_number"], choices(ann)[0]["id"]
    before = stored(client, made["game"])

    wrong_seat = answer(client, links["bob"], number, option)
    assert wrong_seat.status_code == 403
    english = "it is ann's decision, not 'bob''s"
    assert wrong_seat.json() == {"error": english, "message": english, "type": "WrongPlayerError"}
    illegal = answer(client, links["ann"], number, "fly to the moon")
    assert illegal.status_code == 422 and illegal.json()["type"] == "IllegalAnswerError"
    not_a_string = answer(client, links["ann"], number, 7)
    assert not_a_string.status_code == 400
    assert stored(client, made["game"]) == before and state(client, links["ann"]) == ann

    assert answer(client, links["ann"], number, option).status_code == 200
    after = stored(client, made["game"])
    double = answer(client, links["ann"], number, option)  # the second click of a double click
    assert double.status_code == 409 and double.json()["type"] == "StaleDecisionError"
    assert (
        double.json()["error"]
        == f"this answer is for decision {number}, but the game is waiting for decision {number + 1}"
    )
    assert stored(client, made["game"]) == after


def test_a_whole_game_against_a_bot_then_answers_are_refused(client: TestClient, db: Path) -> None:
    made = create(client, [{"name": "ann"}, {"name": "bob", "bot": "random"}], seed=11)
    final = play_out(client, tokens(made), seed=1)
    result = final["view"]["result"]
    assert result["winners"] and final["view"]["phase"] == "over"
    assert stored(client, made["game"]).over
    late = answer(client, tokens(made)["ann"], final["decision_number"], "draw")
    assert late.status_code == 409 and late.json()["type"] == "GameOverError"


def test_answers_are_appended_and_a_whole_save_is_stored_every_so_often_and_at_the_end(
    client: TestClient, db: Path
) -> None:
    """Each answer is stored as it is acknowledged (the stored game, its save with the answers after
    it given again, is the game being played); a whole new save comes every SAVE_EVERY answers, and
    a finished game is one save with no answers after it. (Two people: nothing moves meanwhile.)"""
    made = create(client, HUMAN_PAIR, seed=13)
    links = tokens(made)
    rnd = random.Random(3)
    most = 0
    for _ in range(3000):
        states = {name: state(client, tok) for name, tok in links.items()}
        if states["ann"]["view"]["result"] is not None:
            break
        name, st = next((n, s) for n, s in states.items() if choices(s))
        assert answer(client, links[name], st["decision_number"], rnd.choice(choices(st))["id"]).status_code == 200
        record = stored(client, made["game"])
        most = max(most, len(record.answers))
        assert len(record.answers) <= SAVE_EVERY
        if not record.over:  # (a finished game nobody watches leaves memory)
            live = client.app.state.service._tables[made["game"]].game  # type: ignore[attr-defined]
            assert restore(record).to_json() == live.to_json()
    assert most == SAVE_EVERY  # answers were appended, up to a whole new save
    record = stored(client, made["game"])
    assert record.over and record.answers == []
    assert Game.from_json(record.save).over


def test_decisions_of_bots_that_read_no_choices_are_not_worded(db: Path) -> None:
    """A bot that answers from the options alone (its class says ``reads_choices = False``, as the
    random and heuristic bots do) gets its decisions without choices (nobody reads them), on a new
    game and on one loaded again; a person's are worded."""
    seats = [{"name": "ann"}, {"name": "bob", "bot": "random"}, {"name": "cat", "bot": "heuristic"}]
    with TestClient(create_app(db=db, bot_delay=3600)) as first:
        made = create(first, seats, seed=4)
        game = first.app.state.service._tables[made["game"]].game  # type: ignore[attr-defined]
        assert [game.reads_choices(p) for p in ("ann", "bob", "cat")] == [True, False, False]
    with TestClient(create_app(db=db, bot_delay=3600)) as second:
        assert state(second, tokens(made)["ann"])["view"]["decision"]["choices"]
        game = second.app.state.service._tables[made["game"]].game  # type: ignore[attr-defined]
        assert [game.reads_choices(p) for p in ("ann", "bob", "cat")] == [True, False, False]


def test_no_save_ever_reaches_a_client(client: TestClient) -> None:
    made = create(client, [{"name": "ann"}, {"name": "bob", "bot": "random"}], seed=4)
    links = tokens(made)
    for _ in range(15):
        st = client.get("/api/seat", headers=auth(links["ann"]))
        for marker in ("innovation-save", "checksum", "snapshot", '"rng"'):
            assert marker not in st.text
        body = st.json()
        if choices(body):
            answer(client, links["ann"], body["decision_number"], choices(body)[0]["id"])
    with client.websocket_connect("/api/seat/ws") as ws:
        ws.send_json({"token": links["ann"]})
        assert "checksum" not in ws.receive_text()


def test_a_restarted_app_resumes_every_game_exactly(db: Path) -> None:
    with TestClient(create_app(db=db)) as first:
        made = create(first, HUMAN_PAIR, seed=9)
        links = tokens(made)
        for _ in range(6):
            for tok in links.values():
                st = state(first, tok)
                if choices(st):
                    assert answer(first, tok, st["decision_number"], choices(st)[-1]["id"]).status_code == 200
        before = {name: state(first, tok) for name, tok in links.items()}
    with TestClient(create_app(db=db)) as second:
        assert {name: state(second, tok) for name, tok in links.items()} == before


def test_a_failed_write_changes_nothing(db: Path) -> None:
    class FailingStorage(SQLiteStorage):
        fail = False

        def update(self, game_id: str, save: str, over: bool, version: int) -> int:
            if self.fail:
                raise StorageError("disk full")
            return super().update(game_id, save, over, version)

        def append(self, game_id: str, answer: StoredAnswer, version: int) -> int:
            if self.fail:
                raise StorageError("disk full")
            return super().append(game_id, answer, version)

    storage = FailingStorage(db)
    with TestClient(create_app(storage)) as c:
        made = create(c, HUMAN_PAIR, seed=6)
        links = tokens(made)
        before = state(c, links["ann"])
        storage.fail = True
        response = answer(c, links["ann"], before["decision_number"], choices(before)[0]["id"])
        assert response.status_code == 503 and "disk full" in response.json()["error"]
        assert state(c, links["ann"]) == before
        storage.fail = False
        assert answer(c, links["ann"], before["decision_number"], choices(before)[0]["id"]).status_code == 200
    storage.close()


def test_answers_over_the_websocket_are_taken_or_refused_as_posts_are(client: TestClient) -> None:
    """An answer sent over the seat's WebSocket is taken as a POST is (the reply names the next
    decision, a push follows); another seat's, a stale, an illegal one and messages that are not
    answers are refused with the POST's message and status, and change nothing."""
    made = create(client, HUMAN_PAIR, seed=2)
    links = tokens(made)
    ann = state(client, links["ann"])
    number, option = ann["decision_number"], choices(ann)[0]["id"]
    before = stored(client, made["game"])
    with client.websocket_connect("/api/seat/ws") as bob, client.websocket_connect("/api/seat/ws") as ann_ws:
        bob.send_json({"token": links["bob"]})
        ann_ws.send_json({"token": links["ann"]})
        assert bob.receive_json()["type"] == "state" and ann_ws.receive_json()["type"] == "state"
        refusals = [  # (a message that does not decode is replied to with id 0)
            (bob, {"type": "answer", "id": 1, "decision": number, "option": option}, 403, "WrongPlayerError", 1),
            (
                ann_ws,
                {"type": "answer", "id": 2, "decision": number - 1, "option": option},
                409,
                "StaleDecisionError",
                2,
            ),
            (ann_ws, {"type": "answer", "id": 3, "decision": number, "option": "fly"}, 422, "IllegalAnswerError", 3),
            (ann_ws, {"type": "answer", "id": 4, "decision": number, "option": 7}, 400, "ServiceError", 0),
            (ann_ws, {"type": "answer", "decision": number, "option": option, "x": 1}, 400, "ServiceError", 0),
            (ann_ws, {"type": "draw", "decision": number}, 400, "ServiceError", 0),
            (ann_ws, {"type": "answer", "decision": number, "option": option * 400}, 413, "ServiceError", 0),
        ]
        for ws, message, status, kind, echoed in refusals:
            ws.send_json(message)
            reply = ws.receive_json()
            assert reply["type"] == "refused" and (reply["status"], reply["error_type"]) == (status, kind), reply
            assert reply["id"] == echoed
        ann_ws.send_text("{not json")
        assert ann_ws.receive_json()["error"].startswith("bad message")
        bob.send_json({"type": "answer", "id": 1, "decision": number, "option": option})
        assert bob.receive_json()["error"] == "it is ann's decision, not 'bob''s"
        assert stored(client, made["game"]) == before and state(client, links["ann"]) == ann

        ann_ws.send_json({"type": "answer", "id": 9, "decision": number, "option": option})
        replies = {m["type"]: m for m in (ann_ws.receive_json(), ann_ws.receive_json())}  # in either order
        assert replies["answered"] == {"type": "answered", "id": 9, "decision_number": number + 1}
        assert replies["state"]["decision_number"] == number + 1
    assert stored(client, made["game"]).version == before.version + 1


def test_websocket_pushes_only_new_events(client: TestClient) -> None:
    made = create(client, HUMAN_PAIR, seed=8)
    links = tokens(made)
    with client.websocket_connect("/api/seat/ws") as ws:
        ws.send_json({"token": links["bob"]})
        first = ws.receive_json()
        assert first["type"] == "state" and first["you"] == "bob" and first["view"]["events_since"] == 0
        seen = len(first["view"]["events"])
        ann = state(client, links["ann"])
        assert answer(client, links["ann"], ann["decision_number"], choices(ann)[0]["id"]).status_code == 200
        pushed = ws.receive_json()
        assert pushed["view"]["events_since"] == seen and pushed["decision_number"] == ann["decision_number"] + 1


def test_websocket_refuses_a_bad_hello(client: TestClient) -> None:
    for hello in ('{"token": "nope-nope-nope-nope-nope"}', "not json", '{"tok": 1}'):
        with client.websocket_connect("/api/seat/ws") as ws:
            ws.send_text(hello)
            assert ws.receive_json()["type"] == "error"


def test_websocket_connections_per_game_are_bounded(client: TestClient) -> None:
    from contextlib import ExitStack

    from innovation.web.service import MAX_LISTENERS_PER_GAME

    links = tokens(create(client, HUMAN_PAIR, seed=3))
    with ExitStack() as stack:
        for _ in range(MAX_LISTENERS_PER_GAME):
            ws = stack.enter_context(client.websocket_connect("/api/seat/ws"))
            ws.send_json({"token": links["ann"]})
            assert ws.receive_json()["type"] == "state"
        with client.websocket_connect("/api/seat/ws") as extra:
            extra.send_json({"token": links["bob"]})
            assert "too many open connections" in extra.receive_json()["error"]


def test_a_bot_whose_turn_it_was_moves_after_a_restart(db: Path) -> None:
    with TestClient(create_app(db=db, bot_delay=3600)) as first:  # the bot waits: still to move at the stop
        made = create(first, [{"name": "ann"}, {"name": "bob", "bot": "random"}], seed=2)
        ann = tokens(made)["ann"]
        st = state(first, ann)
        assert answer(first, ann, st["decision_number"], choices(st)[0]["id"]).status_code == 200
        assert state(first, ann)["view"]["waiting_for"] == "bob"
        number = state(first, ann)["decision_number"]
    import time

    with TestClient(create_app(db=db)) as second:
        for _ in range(500):
            if state(second, ann)["decision_number"] > number:
                break
            time.sleep(0.01)
        assert state(second, ann)["decision_number"] > number


def test_names_are_text_never_markup(client: TestClient) -> None:
    made = create(client, [{"name": "<img src=x onerror=alert(1)>"}, {"name": "bob", "bot": "random"}], seed=1)
    st = state(client, made["seats"][0]["token"])
    assert st["you"] == "<img src=x onerror=alert(1)>"  # the JSON carries it as text; pages escape it


def test_card_catalogue_has_the_texts_of_the_edition_in_play(client: TestClient) -> None:
    last = client.get("/api/cards").json()["cards"]["combustion"]["effects"]
    first = client.get("/api/cards?edition=first").json()["cards"]["combustion"]["effects"]
    assert len(last) == 2 and len(first) == 1 and first != last
    assert client.get("/api/cards?edition=last").json()["cards"]["combustion"]["effects"] == last
    assert client.get("/api/cards?edition=second").status_code == 400
    made = create(client, HUMAN_PAIR, options={"edition": "first"}, seed=2)
    assert state(client, made["seats"][0]["token"])["options"]["edition"] == "first"


def test_card_catalogue_is_public_facts_only(client: TestClient) -> None:
    cat = client.get("/api/cards?expansions=artifacts,echoes").json()
    # The library's public catalogue, exactly (innovation.protocol.catalogue), valid against its schema.
    assert cat == json.loads(msgspec.json.encode(catalogue(build_rules(("artifacts", "echoes"), (), {}))))
    jsonschema.validate(cat, schema("Catalogue"))
    assert cat["cards"]["writing"]["name"] == "Writing" and cat["cards"]["writing"]["effects"]
    assert cat["cards"]["writing"]["splay_shows"] == {"none": [], "left": [3], "right": [0, 1], "up": [1, 2, 3]}
    assert {c["set"] for c in cat["cards"].values()} >= {"base", "artifacts", "echoes"}


def test_a_seat_gets_the_librarys_decision_with_its_choices_and_a_view_valid_against_the_schema(
    client: TestClient,
) -> None:
    made = create(client, HUMAN_PAIR, seed=4)
    links = tokens(made)
    for _ in range(6):  # the opening melds and a few actions, by whoever is asked
        states = {name: state(client, tok) for name, tok in links.items()}
        for st in states.values():
            jsonschema.validate(st["view"], schema("GameView"))
            decision = st["view"]["decision"]
            if decision is None:
                assert choices(st) is None
                continue
            mine = decision["choices"]
            assert [c["id"] for c in mine] == decision["options"] and all(c["label"] for c in mine)
            if decision["kind"] in ("card", "color", "initial_meld"):
                assert decision["verb"] and decision["selection"], decision
        asked = next(name for name, st in states.items() if choices(st))
        st = states[asked]
        answer(client, links[asked], st["decision_number"], choices(st)[0]["id"])


def test_the_catalogue_gives_cities_six_slots_and_names_their_icons(client: TestClient) -> None:
    cat = client.get("/api/cards?expansions=cities").json()
    assert cat == json.loads(msgspec.json.encode(catalogue(build_rules(("cities",), (), {}))))
    jsonschema.validate(cat, schema("Catalogue"))
    dallas = cat["cards"]["dallas"]
    assert dallas["icons"] == ["factory", "clock", "plus", "clock", "hex", "splay_up"]
    assert any("Arrow" in t for t in dallas["notes"]) and any("Plus" in t for t in dallas["notes"])
    assert set(cat["icons"]) == {"flag", "fountain", "splay_left", "splay_right", "splay_up", "plus"}
    assert all(i["symbol"] and i["description"] for i in cat["icons"].values())
    assert {"legend", "repute", "fame", "glory", "victory"} <= set(cat["specials"])
