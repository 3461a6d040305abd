"""Attacking the web table from the other seats: play a script of answers through the JSON API
while recording every text each seat and a spectator receive — the page, the WebSocket pushes, the
seat's state and its whole event list, the spectator's view — then look for hidden cards named in
them. The leak tests of each hidden zone (The Unseen's safe, Figures' hands) share it."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from contextlib import ExitStack
from typing import Any

from tests.web.helpers import answer, auth, state

#: Who receives: each seat by name, and a spectator.
SPECTATOR = "spectator"


def leaks(received: str, hidden: set[str]) -> list[str]:
    """The cards of ``hidden`` (ids and names) named in ``received``, each as a whole word."""
    return sorted(s for s in hidden if re.search(rf"(?<![A-Za-z_]){re.escape(s)}(?![A-Za-z_])", received))


def play_and_record(
    client: Any,
    game_id: str,
    tokens: dict[str, str],
    script: Sequence[tuple[str, str]],
    after_answer: Callable[[str, str], None] = lambda player, option: None,
) -> dict[str, list[str]]:
    """Play ``script`` (who answers, which option) on the stored game ``game_id`` through the API
    of ``client`` (a Starlette TestClient), each seat by its token, and return every text each
    seat and the spectator received: the page, the first WebSocket state and, after each answer,
    that answer's push, the seat's state and its events since the start (the spectator's view).
    Each option must be among the seat's choices; ``after_answer(player, option)`` runs after
    each answer is accepted (a local copy of the game follows it)."""
    received: dict[str, list[str]] = {seat: [] for seat in (*tokens, SPECTATOR)}
    for seat in tokens:
        page = client.get("/play")
        assert page.status_code == 200
        received[seat].append(page.text)
    with ExitStack() as stack:
        sockets = {seat: stack.enter_context(client.websocket_connect("/api/seat/ws")) for seat in tokens}
        sockets[SPECTATOR] = stack.enter_context(client.websocket_connect("/api/watch/ws"))
        for seat, ws in sockets.items():
            ws.send_json({"game": game_id} if seat == SPECTATOR else {"token": tokens[seat]})
        for seat, ws in sockets.items():
            first = ws.receive_text()
            assert '"type":"state"' in first.replace(" ", "")
            received[seat].append(first)
        for player, option in script:
            now: dict[str, Any] = state(client, tokens[player])
            assert option in [c["id"] for c in now["view"]["decision"]["choices"]], (player, option)
            response = answer(client, tokens[player], now["decision_number"], option)
            assert response.status_code == 200, response.text
            after_answer(player, option)
            for seat, ws in sockets.items():
                received[seat].append(ws.receive_text())  # the push this answer caused
            for seat, token in tokens.items():
                received[seat].append(client.get("/api/seat", headers=auth(token)).text)
                received[seat].append(client.get("/api/seat", params={"events_since": "0"}, headers=auth(token)).text)
            received[SPECTATOR].append(client.get(f"/api/games/{game_id}/watch").text)
    return received
