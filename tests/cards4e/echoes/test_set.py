"""The 4th-edition Echoes set: chosen by the edition, refused while unfinished, 3rd edition kept."""

from __future__ import annotations

import pytest

from innovation import Game, GameConfig
from innovation.errors import ConfigError
from innovation.plugin_api import Icon
from innovation_echoes import EDITIONS
from innovation_echoes import plugin as echoes_plugin
from innovation_echoes.fourth.card_data import CARDS


def test_the_plugin_ships_the_fourth_edition() -> None:
    assert "fourth" in EDITIONS and echoes_plugin.EDITIONS == EDITIONS


def test_the_fourth_edition_set_has_115_cards_ages_1_to_11() -> None:
    cards = echoes_plugin.card_set("fourth").cards
    assert len(cards) == 115 and cards == CARDS
    assert {c.age for c in cards} == set(range(1, 12))
    assert sum(1 for c in cards if c.age == 11) == 10
    assert any(Icon.AVATAR in c.icons for c in cards)


def test_the_third_edition_set_is_unchanged() -> None:
    third = echoes_plugin.card_set("third")
    assert third is echoes_plugin.CARD_SET and len(third.cards) == 105
    assert echoes_plugin.card_set("first") is third


def test_an_unfinished_fourth_edition_set_is_refused_loudly() -> None:
    unregistered = [c for c in CARDS if c.id not in echoes_plugin.card_set("fourth").effects]
    if not unregistered:
        pytest.skip("every 4th-edition Echoes card has its effects")
    with pytest.raises(ConfigError, match="'echoes' set have no effects in the 4th edition"):
        Game.new(GameConfig(players=("ann", "bob"), expansions=("echoes",), edition="fourth", seed=1))


def test_destiny_needs_five_forecast_cards_in_the_fourth_edition() -> None:
    third = {s.id: s for s in echoes_plugin.innovation_special_achievements({"edition": "third"})}
    fourth = {s.id: s for s in echoes_plugin.innovation_special_achievements({"edition": "fourth"})}
    assert set(third) == set(fourth) == {"wealth", "destiny", "heritage", "history", "supremacy"}
    assert "seven" in third["destiny"].description and "five" in fourth["destiny"].description
