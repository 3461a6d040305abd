"""Helpers the Unseen cards of ages 1–5 share (one place each): the icons on a card,
safeguarding an available standard achievement of a value, a card's memory for the whole action."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from innovation.plugin_api import EffectContext


def icons_on(ctx: EffectContext, card: str) -> set[int]:
    """The icons of the edition (hexagons and bonuses are none) printed on ``card``."""
    return {icon for icon in ctx.edition.icons if ctx.has_icon(card, icon)}


def safeguard_available_achievement(ctx: EffectContext, values: Iterable[int], *, optional: bool = False) -> str | None:
    """ "Safeguard an available achievement of value V" (of one of ``values``): the player names
    the value when several are on offer (``optional``: or declines); returns the card safeguarded
    (None: none of those values is available, declined, or the safe is full)."""
    on_offer = sorted({ctx.age(c) for c in ctx.available_achievements(values)})
    if not on_offer:
        return None
    prompt = "Choose the value of the achievement to safeguard"
    if optional:
        value = ctx.may_choose_value(on_offer, prompt, verb="safeguard")
        if value is None:
            return None
    else:
        value = ctx.choose_value(on_offer, prompt, verb="safeguard")
    return ctx.safeguard_achievement(value)


def action_memory(ctx: EffectContext, key: str) -> dict[str, Any]:
    """A card's memory for the whole current action ("… during this action due to X"), kept
    per executing player."""
    memory: dict[str, Any] = ctx.action_memory.setdefault(f"{key}:{ctx.player}", {})
    return memory
