"""What a plugin's hook returns is checked like any other input from outside: a value its hook
specification does not allow is a typed error naming the hook (PluginError while the game runs,
ConfigError while its rules are built), and the answer during which it came changes nothing."""

from __future__ import annotations

import random
from typing import Any

import pytest

from innovation import Game, GameConfig
from innovation.errors import ConfigError, PluginError
from innovation.rules.hookspecs import hookimpl


class BadResult:
    """Returns ``value`` from ``hook`` once armed; None (no opinion) from every hook before."""

    PLUGIN_NAME = "bad_result"

    def __init__(self, hook: str, value: object) -> None:
        self.hook, self.value, self.armed = hook, value, False

    def _result(self, hook: str) -> Any:
        return self.value if self.armed and hook == self.hook else None

    @hookimpl
    def innovation_score(self) -> Any:
        return self._result("innovation_score")

    @hookimpl
    def innovation_achievements_to_win(self) -> Any:
        return self._result("innovation_achievements_to_win")

    @hookimpl
    def innovation_achievement_cost(self) -> Any:
        return self._result("innovation_achievement_cost")

    @hookimpl
    def innovation_achievement_eligible(self) -> Any:
        return self._result("innovation_achievement_eligible")

    @hookimpl
    def innovation_on_draw(self) -> Any:
        return self._result("innovation_on_draw")

    @hookimpl
    def innovation_return_destination(self) -> Any:
        return self._result("innovation_return_destination")

    @hookimpl
    def innovation_legal_actions(self) -> Any:
        return self._result("innovation_legal_actions")

    @hookimpl
    def innovation_dogma_effects(self) -> Any:
        return self._result("innovation_dogma_effects")

    @hookimpl
    def innovation_board_achievements(self) -> Any:
        return self._result("innovation_board_achievements")


BAD_RESULTS = [
    ("innovation_score", "3"),
    ("innovation_score", 2.5),
    ("innovation_score", True),
    ("innovation_achievements_to_win", "1"),
    ("innovation_achievements_to_win", -100),
    ("innovation_achievement_cost", -1),
    ("innovation_achievement_cost", "5"),
    ("innovation_achievement_cost", 2.5),
    ("innovation_achievement_eligible", 1),
    ("innovation_achievement_eligible", "yes"),
    ("innovation_on_draw", 5),
    ("innovation_return_destination", "hand"),
    ("innovation_return_destination", "nowhere"),
    ("innovation_return_destination", 3),
    ("innovation_legal_actions", "draw"),
    ("innovation_legal_actions", [1]),
    ("innovation_dogma_effects", "effect"),
    ("innovation_dogma_effects", [1]),
    ("innovation_board_achievements", "flag"),
    ("innovation_board_achievements", [("flag", "archery")]),
]


@pytest.mark.parametrize(("hook", "value"), BAD_RESULTS, ids=[f"{h[11:]}={v!r}" for h, v in BAD_RESULTS])
def test_a_hook_returning_what_its_spec_does_not_allow_is_a_plugin_error_and_changes_nothing(
    hook: str, value: object
) -> None:
    plugin = BadResult(hook, value)
    game = Game.new(GameConfig(players=("ann", "bob"), seed=5, expansions=("artifacts", "echoes"), plugins=[plugin]))
    plugin.armed = True
    rng = random.Random(hook)
    for _ in range(1500):
        d = game.pending
        assert d is not None, f"{hook} was never asked"
        before = game.to_json()
        option = rng.choice(d.options)
        try:
            game.answer(d.player, option, d.number)
        except PluginError as exc:
            assert hook in str(exc)
            assert game.to_json() == before and game.pending == d
            return
    pytest.fail(f"{hook} returned {value!r} for 1,500 answers unnoticed")


@pytest.mark.parametrize(
    ("hook", "value"),
    [
        ("innovation_register_cards", "base"),
        ("innovation_register_cards", [object()]),
        ("innovation_special_achievements", ["monument"]),
        ("innovation_special_achievements", "monument"),
        ("innovation_zones", ["vault"]),
    ],
)
def test_a_registration_hook_returning_junk_is_a_config_error(hook: str, value: object) -> None:
    plugin = type("Junk", (), {"PLUGIN_NAME": "junk", hook: hookimpl(lambda self: value)})()
    with pytest.raises(ConfigError, match=hook):
        Game.new(GameConfig(players=("ann", "bob"), seed=5, plugins=[plugin]))
