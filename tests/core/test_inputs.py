"""Inputs an embedder passes through from outside: strings of other types, expansions in any
order, view cursors, hand-registered plugins. Each is normalised or refused with a typed error."""

from __future__ import annotations

import gc
import random
from typing import Any

import msgspec
import pytest

from innovation import Game, GameConfig
from innovation.errors import ConfigError, ViewError
from innovation.rules.hookspecs import hookimpl
from innovation.rules.plugins import _CACHE, _CACHE_SIZE


class Markup(str):
    """Like a web framework's markup-safe string: a str subclass with its own behaviour."""

    def __html__(self) -> str:
        return str(self)


class Liar(str):
    """A str subclass that claims to equal anything."""

    def __eq__(self, other: object) -> bool:
        return True

    __hash__ = str.__hash__


def test_str_subclass_answers_and_names_are_stored_as_plain_strings() -> None:
    game = Game.new(GameConfig(players=(Markup("ann"), Markup("bob")), seed=3))
    assert all(type(p) is str for p in game.players)
    rng = random.Random(3)
    for _ in range(40):
        d = game.pending
        assert d is not None
        game.answer(Markup(d.player), Markup(rng.choice(d.options)))
    assert all(type(p) is str and type(o) is str for p, o in game.history)
    data = game.to_json()  # used to raise for every later save
    assert Game.from_json(data).to_json() == data
    msgspec.json.encode(game.view("ann"))


def test_a_str_subclass_that_equals_everything_is_refused() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=3))
    d = game.pending
    assert d is not None
    before = game.to_json()
    with pytest.raises(Exception) as info:
        game.answer(d.player, Liar("not an option"))
    assert type(info.value).__name__ == "IllegalAnswerError"
    assert game.to_json() == before


def test_str_subclass_team_names_are_plain_strings() -> None:
    config = GameConfig(
        players=("ann", "bob", "cat", "dan"), teams=[[Markup("ann"), Markup("cat")], ["bob", "dan"]], seed=1
    )
    assert all(type(n) is str for n in config.seating)
    Game.new(config).to_json()


def test_the_deal_depends_on_the_set_of_expansions_not_their_order() -> None:
    forward = Game.new(GameConfig(players=("ann", "bob"), seed=4, expansions=("artifacts", "echoes")))
    backward = Game.new(GameConfig(players=("ann", "bob"), seed=4, expansions=("echoes", "artifacts")))
    as_set = Game.new(GameConfig(players=("ann", "bob"), seed=4, expansions={"echoes", "artifacts"}))
    assert forward.to_json() == backward.to_json() == as_set.to_json()
    assert backward.config.expansions == ("artifacts", "echoes")


def test_view_cursor_is_validated() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=4))
    n = len(game.events)
    assert game.view("ann", events_since=n).events == []
    assert len(game.view("ann", events_since=0).events) == n
    for bad in (-1, -n, n + 1, None, True, False, "3", 2.0, [1]):
        with pytest.raises(ViewError):
            game.view("ann", events_since=bad)  # type: ignore[arg-type]
    for who in ("nobody", None, 3, Liar("x")):
        with pytest.raises(ViewError):
            game.view(who)  # type: ignore[arg-type]
    assert game.view(Markup("ann")).viewer == "ann"


class _NamelessPlugin:
    """A plugin object without PLUGIN_NAME (registered under its class name)."""

    @hookimpl
    def innovation_score(self, ctx: Any) -> int:
        return 0


def test_a_plugin_object_without_plugin_name_saves_and_loads() -> None:
    plugin = _NamelessPlugin()
    game = Game.new(GameConfig(players=("ann", "bob"), seed=4, plugins=[plugin]))
    data = game.to_json()
    assert Game.from_json(data, plugins=[plugin]).to_json() == data
    assert Game.from_json(data, plugins=[_NamelessPlugin()]).to_json() == data


def test_from_json_takes_none_for_no_plugins_and_refuses_junk() -> None:
    data = Game.new(GameConfig(players=("ann", "bob"), seed=4)).to_json()
    assert Game.from_json(data, plugins=None).to_json() == data
    for junk in (5, "plugins", object()):
        with pytest.raises(ConfigError):
            Game.from_json(data, plugins=junk)  # type: ignore[arg-type]


def test_the_rules_cache_does_not_grow_with_fresh_plugin_objects() -> None:
    for seed in range(3 * _CACHE_SIZE):
        Game.new(GameConfig(players=("ann", "bob"), seed=seed, plugins=[_NamelessPlugin()]))
    gc.collect()
    assert len(_CACHE) <= _CACHE_SIZE


def test_a_cached_rules_object_is_never_handed_to_a_different_plugin() -> None:
    """The cache is keyed by object identity; it keeps its plugins alive so ids are not reused."""
    for seed in range(200):
        plugin = _NamelessPlugin()
        game = Game.new(GameConfig(players=("ann", "bob"), seed=seed, plugins=[plugin]))
        assert any(p is plugin for p in game.rules.pm.get_plugins())
        del plugin, game


class _TypoPlugin:
    PLUGIN_NAME = "typo"

    @hookimpl
    def innovation_scor(self) -> int:  # no such hook: it would never be called
        return 0


class _WrongArgumentsPlugin:
    PLUGIN_NAME = "wrong_arguments"

    @hookimpl
    def innovation_score(self, bogus: object) -> int:
        return 0


@pytest.mark.parametrize("plugin", [5, None, "base", object()], ids=["int", "None", "str", "object"])
def test_a_plugin_that_implements_no_hook_is_refused_at_construction(plugin: object) -> None:
    with pytest.raises(ConfigError, match="implements no hook"):
        Game.new(GameConfig(players=("ann", "bob"), seed=4, plugins=[plugin]))


def test_a_plugin_hook_with_arguments_the_hook_does_not_have_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match=r"(?s)wrong_arguments.*bogus"):
        Game.new(GameConfig(players=("ann", "bob"), seed=4, plugins=[_WrongArgumentsPlugin()]))


def test_a_plugin_implementing_a_hook_that_does_not_exist_is_refused() -> None:
    with pytest.raises(ConfigError, match="innovation_scor"):
        Game.new(GameConfig(players=("ann", "bob"), seed=4, plugins=[_TypoPlugin()]))
