"""Hook implementations that plug the base game into the core."""

from __future__ import annotations

import functools
from collections.abc import Mapping

from innovation.plugin_api import CardSet, OptionValue, SpecialAchievement, hookimpl
from innovation_base import EDITIONS, PLUGIN_NAME, fourth
from innovation_base.book import book
from innovation_base.card_data import CARDS
from innovation_base.cards import load_all
from innovation_base.specials import SPECIAL_ACHIEVEMENTS
from innovation_base.specials_fourth import SPECIAL_ACHIEVEMENTS_FOURTH

load_all()


@functools.cache
def card_set(edition: OptionValue = "third") -> CardSet:
    """The base set as ``edition`` prints it: the 3rd edition's cards with their texts of
    ``edition`` ("third" or "first"), or the 4th edition's own set ("fourth")."""
    if edition == "fourth":
        return fourth.card_set()
    return book.card_set(CARDS, {"edition": edition})


#: The base set as the 3rd edition (the default) prints it.
CARD_SET = card_set()


@hookimpl
def innovation_register_cards(options: Mapping[str, OptionValue]) -> CardSet:
    return card_set(options.get("edition", "third"))


@hookimpl
def innovation_special_achievements(options: Mapping[str, OptionValue]) -> list[SpecialAchievement]:
    """The five special achievements, as the edition in play words them."""
    if options.get("edition") == "fourth":
        return list(SPECIAL_ACHIEVEMENTS_FOURTH)
    return list(SPECIAL_ACHIEVEMENTS)


__all__ = ["CARD_SET", "EDITIONS", "PLUGIN_NAME", "card_set"]
