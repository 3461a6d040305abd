"""Hook implementations that plug The Unseen into the core (RULES-4e.md §7): its cards, the safe
(a player zone the 4th edition limits to 5 − the highest splay: ``EditionRules.splay_limited_zones``),
the Achieve action on your own secrets, the Unseen draw and the five special achievements. The
safe's primitives are the core's (``ctx.safeguard``, ``ctx.secrets`` …: they move cards)."""

from __future__ import annotations

import functools
from collections.abc import Mapping

from innovation.plugin_api import CardSet, Context, OptionValue, SpecialAchievement, ZoneSpec, hookimpl
from innovation_unseen import EDITIONS, EDITIONS_REASON, PLUGIN_NAME
from innovation_unseen.book import book
from innovation_unseen.card_data import CARDS
from innovation_unseen.cards import load_all
from innovation_unseen.draw import SET, note_take, will_draw_unseen
from innovation_unseen.specials import SPECIAL_ACHIEVEMENTS

#: The player zone of secrets.
SAFE = "safe"
#: The Achieve action on one of your secrets of a value: "achieve secret <value>".
ACHIEVE_SECRET = "achieve secret "


@functools.cache
def card_set() -> CardSet:
    """The Unseen: every card's facts, and the effects registered so far."""
    load_all()
    return book.card_set(CARDS)


@hookimpl
def innovation_register_cards() -> CardSet:
    return card_set()


@hookimpl
def innovation_special_achievements(options: Mapping[str, OptionValue]) -> list[SpecialAchievement]:
    return list(SPECIAL_ACHIEVEMENTS)


@hookimpl
def innovation_zones() -> list[ZoneSpec]:
    return [ZoneSpec(SAFE)]


@hookimpl
def innovation_setup(ctx: Context) -> None:
    for p in range(ctx.n_players):
        ctx.add_zone(SAFE, p)


@hookimpl(trylast=True)
def innovation_on_draw(ctx: Context, age: int, set_name: str) -> str | None:
    """A base draw is an Unseen card when it is the player's first take this turn (asked after
    every other set's substitution: the Echoes draw comes first)."""
    return SET if will_draw_unseen(ctx) else None


@hookimpl
def innovation_after_supply_take(ctx: Context, card: str) -> None:
    note_take(ctx)


def secret_values(ctx: Context) -> list[int]:
    """The values of ``ctx.player``'s secrets they may claim with the Achieve action: those they
    are eligible for as for a standard achievement of that value (RULES-4e.md §4)."""
    values = sorted({ctx.age(card) for card in ctx.secrets()})
    return [v for v in values if ctx.eligible_for(v)]


@hookimpl
def innovation_legal_actions(ctx: Context) -> list[str]:
    return [f"{ACHIEVE_SECRET}{v}" for v in secret_values(ctx)]


@hookimpl
def innovation_perform_action(ctx: Context, action: str) -> bool | None:
    """Achieve one of your secrets of the value named (the player picks which, if several)."""
    if not action.startswith(ACHIEVE_SECRET):
        return None
    value = int(action.removeprefix(ACHIEVE_SECRET))
    card = ctx.choose_card(
        [c for c in ctx.secrets() if ctx.age(c) == value], "Achieve one of your secrets", verb="achieve"
    )
    if card is None:
        return None
    ctx.achieve(card)
    return True


@hookimpl
def innovation_achievements_to_win(ctx: Context) -> int:
    return 1


__all__ = ["EDITIONS", "EDITIONS_REASON", "PLUGIN_NAME", "card_set"]
