"""Set-up, opening meld, first player, actions per turn (RULES.md §1–2)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from innovation import Game, GameConfig
from innovation.errors import ConfigError, UnknownExpansionError
from innovation.rules.cards import sort_key


def test_core_imports_no_plugin() -> None:
    code = (
        "import sys, innovation, innovation.rules.turn, innovation.plugin_api, innovation.game, innovation.testing, "
        "innovation.protocol.view, innovation.bots.agents, innovation.rules.hookspecs, innovation.rules.plugins\n"
        "plugins = ('innovation_base', 'innovation_artifacts', 'innovation_echoes')\n"
        "bad = [m for m in sys.modules if m.startswith(plugins)]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_new_game_setup() -> None:
    game = Game.new(GameConfig(players=("ann", "bob", "cat"), seed=3))
    st = game.state
    assert [len(p.hand) for p in st.players] == [2, 2, 2]
    assert all(game.rules.cards[c].age == 1 for p in st.players for c in p.hand)
    assert sorted(game.rules.cards[c].age for c in st.achievements) == list(range(1, 10))
    assert sorted(st.specials) == ["empire", "monument", "universe", "wonder", "world"]
    assert len(st.decks["base"][0]) == 15 - 1 - 6
    assert [len(d) for d in st.decks["base"][1:9]] == [9] * 8
    assert len(st.decks["base"][9]) == 10
    d = game.pending
    assert d is not None and d.kind == "initial_meld" and d.player == "ann"
    assert sorted(d.options) == sorted(st.players[0].hand)


def test_same_seed_same_game() -> None:
    a = Game.new(GameConfig(players=("ann", "bob"), seed=11))
    b = Game.new(GameConfig(players=("ann", "bob"), seed=11))
    c = Game.new(GameConfig(players=("ann", "bob"), seed=12))
    assert a.to_json() == b.to_json()
    assert a.state.decks != c.state.decks


def _meld_first(game: Game) -> None:
    while game.pending is not None and game.pending.kind == "initial_meld":
        d = game.pending
        game.answer(d.player, min(d.options))


def test_first_player_is_alphabetical_and_has_one_action() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=5))
    picks = {p.name: min(p.hand) for p in game.state.players}
    _meld_first(game)
    names = {who: game.rules.cards[c].name for who, c in picks.items()}
    first = min(names, key=lambda who: sort_key(names[who]))
    assert game.state.turn_player == game.players.index(first)
    assert game.state.actions_left == 1
    assert game.pending is not None and game.pending.player == first and game.pending.kind == "action"
    for p in game.state.players:
        assert len(p.hand) == 1 and sum(len(pile) for pile in p.piles) == 1


@pytest.mark.parametrize(("n", "expected"), [(2, [1, 2, 2]), (3, [1, 2, 2, 2]), (4, [1, 1, 2, 2, 2])])
def test_actions_per_turn(n: int, expected: list[int]) -> None:
    game = Game.new(GameConfig(players=("ann", "bob", "cat", "dan")[:n], seed=1))
    _meld_first(game)
    seen = []
    for _ in expected:
        seen.append(game.state.actions_left)
        for _ in range(game.state.actions_left):
            d = game.pending
            assert d is not None
            game.answer(d.player, "draw")
    assert seen == expected


def test_alphabetical_order_rules() -> None:
    assert sort_key("The Wheel") < sort_key("Tools")
    assert sort_key("Agriculture") < sort_key("A. I.") < sort_key("Alchemy")
    assert sort_key("Code of Laws") < sort_key("Currency")
    assert sort_key("'30 World Cup") < sort_key("A")
    assert sort_key("Item 2") < sort_key("Item 10")


@pytest.mark.parametrize(
    "kwargs",
    [
        {"players": ("ann",)},
        {"players": ("a", "b", "c", "d", "e")},
        {"players": ("ann", "ann")},
        {"players": ("ann", "")},
        {"players": "ann"},
        {"players": ("ann", "bob"), "teams": True},
        {"players": ("ann", "bob", "cat", "dan"), "teams": (("ann", "bob"), ("cat", "eve"))},
        {"players": ("ann", "bob"), "seed": "x"},
        {"players": ("ann", "bob"), "expansions": ("base",)},
        {"players": ("ann", "x" * 200)},
        {"players": ("ann", "done")},
    ],
)
def test_bad_configs(kwargs: dict[str, object]) -> None:
    with pytest.raises(ConfigError):
        Game.new(GameConfig(**kwargs))  # type: ignore[arg-type]


def test_unknown_expansion() -> None:
    with pytest.raises(UnknownExpansionError, match="atlantis"):
        Game.new(GameConfig(players=("ann", "bob"), expansions=("atlantis",)))


def test_team_seating_alternates() -> None:
    game = Game.new(GameConfig(players=("ann", "bob", "cat", "dan"), teams=(("ann", "bob"), ("cat", "dan"))))
    assert game.players == ("ann", "cat", "bob", "dan")
    assert game.state.teams == [0, 1, 0, 1]
