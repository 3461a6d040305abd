"""A 4th-edition position with The Unseen for the web table's safe tests: secrets in both safes,
one safe at its limit, a secret ann may achieve, a claimed Unseen special achievement; stored as
the server stores games, every seat human."""

from __future__ import annotations

import secrets
from pathlib import Path

from innovation import Game

#: The cards in each safe at the start (names), the secret ann can achieve (value 1) first.
ANN_SECRETS = ("Myth", "Cliffhanger")
BOB_SECRETS = ("Padlock",)


def unseen_position() -> Game:
    """ann to play: blue splayed right (safe limit 5 − 2 = 3), two secrets, 5+ points and a 1 on
    top (so "achieve a secret 1" is offered); bob: purple splayed aslant (limit 5 − 4 = 1) and one
    secret (full), the Zen special achievement claimed."""
    from innovation.testing import Scenario

    s = Scenario(players=("ann", "bob"), edition="fourth", expansions=("unseen",))
    s.board("ann", "Tomb").board("ann", "Pottery", "Writing", splay="right").board("ann", "Construction")
    s.score("ann", "Philosophy", "Monotheism", "Mathematics")
    s.zone("ann", "safe", *ANN_SECRETS)
    s.hand("ann", "Sailing")
    s.board("bob", "Archery").board("bob", "Code of Laws", "Mysticism", splay="aslant")
    s.zone("bob", "safe", *BOB_SECRETS)
    s.hand("bob", "Tools")
    s.achievements("bob", "zen")
    return s.build().game


def store(db: Path, game: Game) -> tuple[str, dict[str, str]]:
    """Store ``game`` in the SQLite file ``db`` as the server stores games, every seat human;
    returns the game's id and each seat's token (the server must not hold the file meanwhile)."""
    from innovation.web.service import token_hash
    from innovation.web.storage import GameRecord, SeatRecord, SQLiteStorage

    tokens = {name: secrets.token_urlsafe(32) for name in game.players}
    seats = [SeatRecord(name=name, token_hash=token_hash(tok)) for name, tok in tokens.items()]
    game_id = secrets.token_hex(8)
    storage = SQLiteStorage(db)
    try:
        storage.create(GameRecord(id=game_id, seats=seats, save=game.to_json(), practice=True))
    finally:
        storage.close()
    return game_id, tokens
