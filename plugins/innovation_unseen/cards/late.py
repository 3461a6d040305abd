"""Steps several Unseen cards of ages 6–11 share: safeguarding an available standard achievement,
choosing one of your secrets, revealing a hand, picking a value."""

from __future__ import annotations

from collections.abc import Iterable

from innovation.plugin_api import EffectContext

# --------------------------------------------------------------------------- shared steps


def safeguard_available(
    ctx: EffectContext, values: Iterable[int] | None = None, *, optional: bool = False
) -> str | None:
    """Safeguard one available standard achievement (of one of ``values``, if given). The
    achievements on offer lie face down: the player names a value. Returns the card moved into
    the safe, or None (none on offer, declined, or the safe was full)."""
    present = sorted({ctx.age(c) for c in ctx.available_achievements(values)})
    if not present:
        return None
    if optional:
        value = ctx.may_choose_value(present, "You may safeguard an available achievement", verb="safeguard")
    else:
        value = ctx.choose_value(present, "Safeguard an available achievement of a value", verb="safeguard")
    if value is None:
        return None
    return ctx.safeguard_achievement(value)


def reveal_hand(ctx: EffectContext, p: int | None = None) -> list[str]:
    """``p`` shows every card in their hand; returns the hand."""
    hand = ctx.hand(p)
    for card in hand:
        ctx.reveal(card, p)
    return hand


def values_of(ctx: EffectContext, cards: Iterable[str]) -> list[int]:
    """The distinct values among ``cards``, ascending."""
    return sorted({ctx.age(c) for c in cards})
