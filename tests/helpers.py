"""Shared test utilities."""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

from innovation import Game, GameConfig
from innovation.saves.format import SAVE_VERSION

# A save edited by hand, its checksum recomputed: the soak's forged-save mode does the same.
from innovation_soak.forgeries import resign

__all__ = ["as_written", "random_game", "resign"]


def _json(value: object) -> bytes:
    return json.dumps(value, separators=(",", ":"), sort_keys=True, ensure_ascii=False).encode()


def as_written(payload: dict[str, Any], version: int = SAVE_VERSION, events: bytes | None = None) -> str:
    """A file of save format ``version`` (3 or 4) around ``payload`` exactly as the engine writes
    one, its checksum over the payload's own bytes: what a forger sends to reach the one-pass
    decode. Format 4: the event log first (``events``: its text as given, else encoded), its
    length in the header, then the other keys sorted; format 3: every key sorted."""
    if version == 3:
        payload = {k: v for k, v in payload.items() if k != "checkpoint"}  # (format 4 added it)
        body = _json(payload) if events is None else _json(payload).replace(_json(payload["events"]), events, 1)
        head = f'{{"format":"innovation-save","version":3,"checksum":"{hashlib.sha256(body).hexdigest()}"'
        return f'{head},"payload":{body.decode()}}}'
    assert version == 4
    log = _json(payload["events"]) if events is None else events
    body = b'{"events":' + log + b"," + _json({k: v for k, v in payload.items() if k != "events"})[1:]
    head = f'{{"format":"innovation-save","version":4,"checksum":"{hashlib.sha256(body).hexdigest()}"'
    return f'{head},"log":{len(log)},"payload":{body.decode()}}}'


def random_game(seed: int, answers: int, expansions: tuple[str, ...]) -> Game:
    """A 2-player game (ann, bob) after ``answers`` random answers (drawn from ``seed``), still
    going on."""
    game = Game.new(GameConfig(players=("ann", "bob"), seed=seed, expansions=expansions))
    rng = random.Random(seed)
    while game.pending is not None and len(game.history) < answers:
        d = game.pending
        game.answer(d.player, rng.choice(d.options))
    assert game.pending is not None
    return game
