"""The 4th-edition Artifacts set as the Artifacts plugin ships it: the set chosen by the edition,
relics refused, an unfinished set refused outside the testing switch."""

from __future__ import annotations

import pytest

from innovation import Game, GameConfig
from innovation.errors import ConfigError
from innovation.plugin_api import CardInfo
from innovation_artifacts import EDITIONS, plugin
from innovation_artifacts.card_data import CARDS as THIRD_EDITION_CARDS
from innovation_artifacts.fourth.card_data import CARDS
from tests.cards4e.artifacts.art4e import artifacts4e


def test_the_fourth_edition_set_has_115_artifacts_of_ages_1_to_11() -> None:
    cards = plugin.card_set("fourth").cards
    assert len(cards) == 115
    assert {c.age for c in cards} == set(range(1, 12))
    assert sum(1 for c in cards if c.age == 1) == 15
    assert all(c.set == "artifacts" and not c.relic for c in cards)


def test_the_plugin_plays_the_fourth_edition() -> None:
    assert "fourth" in EDITIONS
    assert plugin.EDITIONS == EDITIONS


def test_the_third_edition_set_is_untouched() -> None:
    assert plugin.card_set("third").cards == THIRD_EDITION_CARDS
    assert plugin.card_set("first") is plugin.card_set("third")
    assert plugin.CARD_SET.cards == THIRD_EDITION_CARDS


def test_relics_are_refused_in_the_fourth_edition() -> None:
    with pytest.raises(ConfigError, match="relics are not part of the 4th edition"):
        artifacts4e_with_relics()


def artifacts4e_with_relics() -> None:
    from innovation.testing import Scenario

    Scenario(expansions=("artifacts",), edition="fourth", unfinished=True, relics=True)


def test_a_fourth_edition_game_has_no_relics_anywhere() -> None:
    g = artifacts4e().build()
    assert not any(info.relic for info in g.game.rules.cards.values())
    assert "relics" not in g.game.state.zones and "box" not in g.game.state.zones


def test_registered_fourth_edition_effects_match_their_cards() -> None:
    facts: dict[str, CardInfo] = {c.id: c for c in CARDS}
    for card_id, effects in plugin.card_set("fourth").effects.items():
        info = facts[card_id]
        assert effects.demand_kind == info.demand_kind
        assert len(effects.non_demands) == info.non_demand_count
        assert all(text.strip() for text in effects.texts())


def test_an_unfinished_set_is_refused_outside_the_testing_switch() -> None:
    unwritten = [c for c in plugin.card_set("fourth").cards if c.id not in plugin.card_set("fourth").effects]
    if not any(c.demand_kind or c.non_demand_count or c.has_echo for c in unwritten):
        pytest.skip("every 4th-edition artifact has its effects")
    with pytest.raises(ConfigError, match="'artifacts' set have no effects in the 4th edition"):
        Game.new(GameConfig(players=("ann", "bob"), expansions=("artifacts",), edition="fourth"))
