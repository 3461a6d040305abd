"""Figures in the Sky at the web table, attacked from the other seat: no figure in bob's hand (nor
any card of his hand or score pile) reaches ann or a spectator — not in the page, the JSON API,
nor the WebSocket pushes — while ann inspires and both play on; the decrees held are public
(special achievements), and a figure's karma reaches every seat in the catalogue. Played on the
stored position of tests/figures/table_position.py under ``unfinished_sets`` (the set is still refused
as unfinished outside tests)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.requirements import require

require("starlette", "the web extra")
require("httpx", "Starlette's test client")

from starlette.testclient import TestClient  # noqa: E402

from innovation import Game  # noqa: E402
from innovation.i18n.cards import localized_catalogue  # noqa: E402
from innovation.testing import unfinished_sets  # noqa: E402
from innovation.web import create_app  # noqa: E402
from tests.figures.table_position import BOB_FIGURES, HATSHEPSUT_KARMA, figures_position  # noqa: E402
from tests.web.helpers import state  # noqa: E402
from tests.web.leak_probe import leaks, play_and_record  # noqa: E402
from tests.web.unseen_table import store  # noqa: E402

#: ann inspires green (Hatshepsut's inspire effect draws, then the Inspire draw), then both draw.
SCRIPT = [("ann", "inspire green"), ("ann", "draw"), ("bob", "draw"), ("bob", "draw"), ("ann", "draw")]


def hidden_of(game: Game, owner: str) -> set[str]:
    """The cards in ``owner``'s hand and score pile now (ids and names)."""
    pl = game.state.players[game.players.index(owner)]
    ids = set(pl.hand) | set(pl.score)
    return ids | {game.rules.cards[i].name for i in ids}


def test_no_hidden_figure_reaches_another_seat_and_the_decrees_are_public(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    with unfinished_sets():
        local = figures_position()
        game_id, tokens = store(db, figures_position())
        bob_hidden = hidden_of(local, "bob")
        ann_hidden = hidden_of(local, "ann")
        assert {"homer", "gilgamesh", "ptolemy"} <= bob_hidden

        def follow(player: str, option: str) -> None:
            local.answer(player, option)
            bob_hidden.update(hidden_of(local, "bob"))
            ann_hidden.update(hidden_of(local, "ann"))

        with TestClient(create_app(db=db)) as client:
            first_view: dict[str, Any] = state(client, tokens["ann"])["view"]
            received = play_and_record(client, game_id, tokens, SCRIPT, follow)
            catalogue = client.get("/api/cards", params={"expansions": "figures", "lang": "ko"})
        korean = localized_catalogue(local.catalogue(), "ko").cards["hatshepsut"]
    # bob's figures (and every card of his hand or score pile) reach ann only as backs
    bob_hidden -= hidden_of(local, "ann") | {c for p in local.state.players for pile in p.piles for c in pile}
    assert set(BOB_FIGURES) <= bob_hidden
    assert not leaks("\n".join(received["ann"]), bob_hidden), leaks("\n".join(received["ann"]), bob_hidden)
    everyone = bob_hidden | (ann_hidden - {c for p in local.state.players for pile in p.piles for c in pile})
    assert not leaks("\n".join(received["spectator"]), everyone), leaks("\n".join(received["spectator"]), everyone)
    assert leaks("\n".join(received["bob"]), bob_hidden)  # the owner was told: a leak could have shown
    # what ann sees of bob's hand: three figure backs; the decrees held, by everyone
    bob_view = next(p for p in first_view["players"] if p["name"] == "bob")
    assert [(c["set"], c["id"]) for c in bob_view["hand"]] == [("figures", None)] * 3
    held = {p["name"]: [c["id"] for c in p["achievements"] if c["set"] == "special"] for p in first_view["players"]}
    assert held == {"ann": ["war_decree"], "bob": ["rivalry_decree"]}
    # the catalogue is public: a figure's karma and inspire texts, in the reader's language
    assert catalogue.status_code == 200, catalogue.text
    hatshepsut = catalogue.json()["cards"]["hatshepsut"]
    assert any(HATSHEPSUT_KARMA in k for k in local.catalogue().cards["hatshepsut"].karmas)
    assert hatshepsut["karmas"] == korean.karmas and hatshepsut["inspire"] == korean.inspire
    assert korean.karmas[0] != local.catalogue().cards["hatshepsut"].karmas[0]  # translated
