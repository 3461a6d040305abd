"""Helpers for the web table tests: create games and play seats through the JSON API."""

from __future__ import annotations

import random
from typing import Any

HUMAN_PAIR = [{"name": "ann"}, {"name": "bob"}]


def auth(token: str) -> dict[str, str]:
    return {"authorization": f"Bearer {token}"}


def create(client: Any, seats: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    """A new game; with a ``seed``, a practice table (only those may choose their seed)."""
    if "seed" in extra:
        extra.setdefault("practice", True)
    response = client.post("/api/games", json={"seats": seats, **extra})
    assert response.status_code == 201, response.text
    body: dict[str, Any] = response.json()
    return body


def tokens(created: dict[str, Any]) -> dict[str, str]:
    return {s["name"]: s["token"] for s in created["seats"] if s["token"]}


def state(client: Any, token: str) -> dict[str, Any]:
    response = client.get("/api/seat", headers=auth(token))
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def answer(client: Any, token: str, decision: int, option: Any) -> Any:
    return client.post("/api/seat/answer", headers=auth(token), json={"decision": decision, "option": option})


def choices(st: dict[str, Any]) -> list[dict[str, Any]] | None:
    """The library's choices of the seat's pending decision (None when it is not theirs)."""
    decision = st["view"]["decision"]
    return None if decision is None else list(decision["choices"])


def play_out(client: Any, seat_tokens: dict[str, str], seed: int = 0, limit: int = 3000) -> dict[str, Any]:
    """Answer every human seat's decisions with random choices until the game ends."""
    rnd = random.Random(seed)
    for _ in range(limit):
        states = {name: state(client, tok) for name, tok in seat_tokens.items()}
        some = next(iter(states.values()))
        if some["view"]["result"] is not None:
            return some
        for name, st in states.items():
            if choices(st):
                choice = rnd.choice(choices(st))["id"]
                response = answer(client, seat_tokens[name], st["decision_number"], choice)
                assert response.status_code == 200, response.text
                break
        else:  # a bot's turn: it moves server-side; wait for it
            import time

            time.sleep(0.01)
    raise AssertionError("the game did not end")
