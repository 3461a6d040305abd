"""The web table in each player's language: ``Accept-Language``, a ``lang`` choice, per seat;
hostile values refused or ignored (docs/web.md, docs/i18n.md)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import msgspec
import pytest

from tests.requirements import require

require("httpx", "Starlette's test client")

from starlette.testclient import TestClient  # noqa: E402

from innovation.web import create_app  # noqa: E402
from tests.web.helpers import HUMAN_PAIR, auth, create, tokens  # noqa: E402

HANGUL = re.compile(r"[\uac00-\ud7a3]")
KANA = re.compile(r"[\u3040-\u30ff]")


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(db=tmp_path / "games.sqlite3")) as c:
        yield c


def seat_state(client: TestClient, token: str, **headers: str) -> dict[str, object]:
    response = client.get("/api/seat", headers={**auth(token), **headers})
    assert response.status_code == 200, response.text
    body: dict[str, object] = response.json()
    return body


def texts(body: dict[str, object]) -> str:
    view = body["view"]
    assert isinstance(view, dict)
    return msgspec.json.encode([view["decision"], [e["text"] for e in view["events"]]]).decode()


def test_each_seat_reads_the_table_in_its_own_language(client: TestClient) -> None:
    seats = tokens(create(client, HUMAN_PAIR))
    ann = seat_state(client, seats["ann"], **{"accept-language": "ko-KR,ko;q=0.9,en;q=0.5"})
    bob = seat_state(client, seats["bob"], **{"accept-language": "ja,en;q=0.5"})
    plain = seat_state(client, seats["ann"])
    assert HANGUL.search(texts(ann)) and not KANA.search(texts(ann))
    assert KANA.search(texts(bob))
    assert not HANGUL.search(texts(plain)) and not KANA.search(texts(plain))
    # only the texts differ: the options a seat answers with are the same strings
    view_ko, view_en = ann["view"], plain["view"]
    assert isinstance(view_ko, dict) and isinstance(view_en, dict)
    assert view_ko["decision"]["options"] == view_en["decision"]["options"]


def test_the_catalogue_in_a_language(client: TestClient) -> None:
    ja = client.get("/api/cards?expansions=echoes&lang=ja")
    assert ja.status_code == 200 and ja.headers["content-language"] == "ja"
    assert KANA.search(ja.json()["cards"]["agriculture"]["effects"][0]["text"])
    assert ja.json()["cards"]["agriculture"]["name"] == "Agriculture"
    ko = client.get("/api/cards", headers={"accept-language": "ko"})
    assert HANGUL.search(ko.json()["cards"]["agriculture"]["effects"][0]["text"])
    assert "accept-language" in ko.headers["vary"]


def test_the_languages_on_offer(client: TestClient) -> None:
    assert client.get("/api/languages").json() == {"en": "English", "ja": "日本語", "ko": "한국어"}


@pytest.mark.parametrize("lang", ["xx", "ko;drop", "../ko", "k" * 300, ""])
def test_a_language_not_on_offer_is_a_clear_error(client: TestClient, lang: str) -> None:
    response = client.get(f"/api/cards?lang={lang}")
    assert response.status_code == 400
    assert "choose one of: en, ja, ko" in response.json()["error"]


@pytest.mark.parametrize("header", ["ko;q=7", "<script>", "x" * 5000, "ko-" * 600, "%EC%95%88", ";;;,,,,", "*;q=0.5"])
def test_a_hostile_accept_language_falls_back_to_english(client: TestClient, header: str) -> None:
    seats = tokens(create(client, HUMAN_PAIR))
    body = seat_state(client, seats["ann"], **{"accept-language": header})
    assert not HANGUL.search(texts(body))


def test_the_websocket_hello_chooses_the_language(client: TestClient) -> None:
    seats = tokens(create(client, HUMAN_PAIR))
    with client.websocket_connect("/api/seat/ws") as ws:
        ws.send_text(msgspec.json.encode({"token": seats["ann"], "lang": "ja"}).decode())
        first = msgspec.json.decode(ws.receive_text())
    assert KANA.search(texts(first))
    with client.websocket_connect("/api/seat/ws") as ws:
        ws.send_text(msgspec.json.encode({"token": seats["ann"], "lang": "tlh"}).decode())
        refused = msgspec.json.decode(ws.receive_text())
    assert refused["type"] == "error" and "choose one of" in refused["error"]
