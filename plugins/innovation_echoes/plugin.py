"""Hook implementations that plug Echoes of the Past into the core (RULES.md §6; the 4th
edition's changes, RULES-4e.md §6, are the rules :mod:`innovation_echoes.editions` chooses)."""

from __future__ import annotations

from collections.abc import Mapping

from innovation.plugin_api import CardSet, Context, OptionValue, SpecialAchievement, ZoneSpec, hookimpl
from innovation_echoes import EDITIONS, PLUGIN_NAME
from innovation_echoes.editions import CLASSIC, FORECAST, SET, rules_of

#: The Echoes set as the 3rd edition (the default) prints it.
CARD_SET = CLASSIC.card_set()


def card_set(edition: OptionValue = "third") -> CardSet:
    """The Echoes set as ``edition`` prints it ("third", "first" or "fourth")."""
    return rules_of(edition).card_set()


@hookimpl
def innovation_register_cards(options: Mapping[str, OptionValue]) -> CardSet:
    return card_set(options.get("edition", "third"))


@hookimpl
def innovation_special_achievements(options: Mapping[str, OptionValue]) -> list[SpecialAchievement]:
    return list(rules_of(options.get("edition", "third")).specials)


@hookimpl
def innovation_zones() -> list[ZoneSpec]:
    return [ZoneSpec(FORECAST)]


@hookimpl
def innovation_setup(ctx: Context) -> None:
    for p in range(ctx.n_players):
        ctx.add_zone(FORECAST, p)


@hookimpl
def innovation_on_draw(ctx: Context, age: int, set_name: str) -> str | None:
    """A base draw becomes an Echoes draw when the edition's rule says so (3rd: a hand without
    Echoes cards; 4th: a single top card of your highest value)."""
    return SET if rules_of(ctx.option("edition")).draws_echoes(ctx) else None


@hookimpl
def innovation_achievement_cost(ctx: Context, age: int) -> int:
    """The n-th standard achievement of one value costs n × 5 × value; relics and special
    achievements are not counted (§4.1, RULES.md §10)."""
    owned = sum(
        1
        for c in ctx.state.players[ctx.player].achievements
        if ctx.is_card(c) and not ctx.info(c).relic and ctx.age(c) == age
    )
    return (owned + 1) * 5 * age


@hookimpl
def innovation_achievements_to_win(ctx: Context) -> int:
    return 1


@hookimpl(trylast=True)
def innovation_on_meld(ctx: Context, card: str, is_action: bool) -> None:
    """Promote after a Meld action (after any dig), as the edition says (§6.4)."""
    if is_action:
        rules_of(ctx.option("edition")).promote(ctx, card)


__all__ = ["CARD_SET", "EDITIONS", "PLUGIN_NAME", "card_set"]
