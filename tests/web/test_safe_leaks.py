"""The Unseen's safe attacked from the other seat: nothing an opponent (or a spectator) receives
from the web table — the page, the JSON API, the WebSocket pushes, a replay asked for while the
game is in play — names a card in another player's safe. Played on the stored position of
tests/web/unseen_table.py: ann achieves a secret, safeguards an available achievement (Tomb),
both draw; a local copy of the game follows the same answers to say which cards are secrets."""

from __future__ import annotations

from pathlib import Path

from tests.requirements import require

require("starlette", "the web extra")
require("httpx", "Starlette's test client")

from starlette.testclient import TestClient  # noqa: E402

from innovation import Game  # noqa: E402
from innovation.web import create_app  # noqa: E402
from tests.web.leak_probe import leaks, play_and_record  # noqa: E402
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


def test_nothing_an_opponent_or_a_spectator_receives_names_a_secret(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    local = unseen_position()
    game_id, tokens = store(db, unseen_position())
    ann_secrets = identities(local, "ann")
    bob_secrets = identities(local, "bob")
    assert {"myth", "cliffhanger"} <= ann_secrets and "padlock" in bob_secrets

    def follow(player: str, option: str) -> None:
        # every secret either player has held so far stays theirs alone
        local.answer(player, option)
        ann_secrets.update(identities(local, "ann"))
        bob_secrets.update(identities(local, "bob"))

    with TestClient(create_app(db=db)) as client:
        received = play_and_record(client, game_id, tokens, SCRIPT, follow)
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
