"""The 4th-edition base set as the base plugin ships it (facts and registration)."""

from __future__ import annotations

from innovation.plugin_api import CardInfo
from innovation_base import plugin
from innovation_base.card_data import CARDS as THIRD_EDITION_CARDS
from innovation_base.fourth.card_data import CARDS

AVATAR = 7


def test_the_fourth_edition_set_has_115_cards_of_ages_1_to_11() -> None:
    cards = plugin.card_set("fourth").cards
    assert len(cards) == 115
    assert {c.age for c in cards} == set(range(1, 12))
    assert all(sum(1 for c in cards if c.age == age) == 10 for age in range(2, 12))
    assert all(c.set == "base" for c in cards)


def test_the_avatar_icon_is_printed_where_the_fourth_edition_adds_it() -> None:
    by_id = {c.id: c for c in CARDS}
    assert by_id["the_internet"].icons == (0, 6, AVATAR, AVATAR)
    assert by_id["the_internet"].dogma_icon == AVATAR
    assert by_id["robotics"].icons == (0, 5, AVATAR, 5)


def test_cards_gaining_an_effect_have_it_in_their_facts() -> None:
    by_id = {c.id: c for c in CARDS}
    assert (by_id["archery"].demand_kind, by_id["archery"].non_demand_count) == ("demand", 1)
    assert by_id["masonry"].non_demand_count == 2


def test_the_third_edition_set_is_untouched() -> None:
    assert plugin.card_set("last").cards == THIRD_EDITION_CARDS
    assert plugin.card_set("first").effects["oars"].variant == "edition=first"


def test_registered_fourth_edition_effects_match_their_cards() -> None:
    facts: dict[str, CardInfo] = {c.id: c for c in CARDS}
    for card_id, effects in plugin.card_set("fourth").effects.items():
        info = facts[card_id]
        assert effects.demand_kind == info.demand_kind
        assert len(effects.non_demands) == info.non_demand_count
        assert all(text.strip() for text in effects.texts())
