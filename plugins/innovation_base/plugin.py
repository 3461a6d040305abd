"""Hook implementations that plug the base game into the core."""

from __future__ import annotations

from innovation.plugin_api import CardSet, SpecialAchievement, hookimpl
from innovation_base import PLUGIN_NAME
from innovation_base.book import book
from innovation_base.card_data import CARDS
from innovation_base.cards import load_all
from innovation_base.specials import SPECIAL_ACHIEVEMENTS

load_all()
CARD_SET = CardSet(name="base", cards=CARDS, effects=book.build(CARDS))


@hookimpl
def innovation_register_cards() -> CardSet:
    return CARD_SET


@hookimpl
def innovation_special_achievements() -> list[SpecialAchievement]:
    return list(SPECIAL_ACHIEVEMENTS)


__all__ = ["CARD_SET", "PLUGIN_NAME"]
