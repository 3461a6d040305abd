"""The Unseen's safe attacked from the other seat: nothing an opponent (or a spectator) receives
from the web table — the page, the JSON API, the WebSocket pushes, a replay asked for while the
game is in play — names a card in another player's safe. Played on the stored position of
tests/web/unseen_table.py: ann achieves a secret, safeguards an available achievement (Tomb),
both draw; a local copy of the game follows the same answers to say which cards are secrets."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tests.requirements import require

require("starlette", "the web extra")
require("httpx", "Starlette's test client")

from starlette.testclient import TestClient  # noqa: E402

from innovation import Game  # noqa: E402
from innovation.web import create_app  # noqa: E402
from tests.web.helpers import answer, auth, state  # noqa: E402
from tests.web.unseen_table import store, unseen_position  # noqa: E402

#: The answers played, in order, by whom: the achieve-a-secret action, a dogma that safeguards an
#: available achievement (shared by bob, whose safe is full), then plain draws.
SCRIPT = [
    ("ann", "achieve secret 1"),
    ("ann", "dogma tomb"),
    ("bob", "no"),
    ("ann", "no"),
    ("bob", "draw"),
    ("bob", "draw"),
    ("ann", "draw"),
    ("ann", "draw"),
]


def identities(game: Game, owner: str) -> set[str]:
    """The cards ``owner`` holds as secrets now, or achieved from the safe: ids and names."""
    rules = game.rules
    view = game.view(owner)
    me = next(p for p in view.players if p.name == owner)
    ids = {c.id for c in me.zones.get("safe", []) if c.id} | {
        c.id for c in me.achievements if c.id and c.set != "special"
    }
    return ids | {rules.cards[i].name for i in ids}


def leaks(received: str, secret: set[str]) -> list[str]:
    """The secrets named in ``received`` (an id as a JSON string or a word, a name as a word)."""
    return sorted(s for s in secret if re.search(rf"(?<![A-Za-z_]){re.escape(s)}(?![A-Za-z_])", received))


def test_nothing_an_opponent_or_a_spectator_receives_names_a_secret(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    local = unseen_position()
    game_id, tokens = store(db, unseen_position())
    ann_secrets = identities(local, "ann")
    bob_secrets = identities(local, "bob")
    assert {"myth", "cliffhanger"} <= ann_secrets and "padlock" in bob_secrets
    received: dict[str, list[str]] = {"ann": [], "bob": [], "spectator": []}
    with TestClient(create_app(db=db)) as client:
        for seat in ("ann", "bob"):
            page = client.get("/play")
            assert page.status_code == 200
            received[seat].append(page.text)
        with (
            client.websocket_connect("/api/seat/ws") as bob_ws,
            client.websocket_connect("/api/seat/ws") as ann_ws,
            client.websocket_connect("/api/watch/ws") as watch_ws,
        ):
            bob_ws.send_json({"token": tokens["bob"]})
            ann_ws.send_json({"token": tokens["ann"]})
            watch_ws.send_json({"game": game_id})
            for seat, ws in (("bob", bob_ws), ("ann", ann_ws), ("spectator", watch_ws)):
                first = ws.receive_text()
                assert '"type":"state"' in first.replace(" ", "")
                received[seat].append(first)
            for player, option in SCRIPT:
                now: dict[str, Any] = state(client, tokens[player])
                assert option in [c["id"] for c in now["view"]["decision"]["choices"]], (player, option)
                response = answer(client, tokens[player], now["decision_number"], option)
                assert response.status_code == 200, response.text
                local.answer(player, option)
                # every secret either player has held so far stays theirs alone
                ann_secrets |= identities(local, "ann")
                bob_secrets |= identities(local, "bob")
                for seat, ws in (("bob", bob_ws), ("ann", ann_ws), ("spectator", watch_ws)):
                    received[seat].append(ws.receive_text())  # the push this answer caused
                for seat in ("ann", "bob"):
                    received[seat].append(client.get("/api/seat", headers=auth(tokens[seat])).text)
                    received[seat].append(
                        client.get("/api/seat", params={"events_since": "0"}, headers=auth(tokens[seat])).text
                    )
                received["spectator"].append(client.get(f"/api/games/{game_id}/watch").text)
            # a replay of a game in play (any seat's view) is refused, and says nothing
            for seat in ("", "ann", "bob"):
                replay = client.get(f"/api/games/{game_id}/replay", params={"step": "end", "seat": seat})
                assert replay.status_code == 409, replay.text
                received["bob"].append(replay.text)
                received["ann"].append(replay.text)
    assert "currency" in ann_secrets  # Tomb safeguarded the available 2 (ann saw which one)
    assert local.view("bob").players[0].zones["safe"], "ann's safe is not empty at the end"
    assert not leaks("\n".join(received["bob"]), ann_secrets), leaks("\n".join(received["bob"]), ann_secrets)
    assert not leaks("\n".join(received["ann"]), bob_secrets), leaks("\n".join(received["ann"]), bob_secrets)
    everyone = ann_secrets | bob_secrets
    assert not leaks("\n".join(received["spectator"]), everyone), leaks("\n".join(received["spectator"]), everyone)
    # and the owners were told: the test would prove nothing if no message could name a card
    assert leaks("\n".join(received["ann"]), ann_secrets) and leaks("\n".join(received["bob"]), bob_secrets)
