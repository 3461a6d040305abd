"""Steps several 4th-edition Artifacts cards of ages 6–11 share (each card's own words are in its
docstring)."""

from __future__ import annotations

from innovation.plugin_api import EffectContext
from innovation_base.fourth.helpers import junk_an_available_achievement


def junk_a_standard_achievement(ctx: EffectContext) -> int | None:
    """ "Junk an available standard achievement": the player names the value when several are on
    offer. Returns the value junked, or None when none is on offer."""
    return junk_an_available_achievement(ctx, ctx.edition.ages)


def most_icons_of_one_kind(ctx: EffectContext, color: int) -> int:
    """The largest count of any one icon showing in the executing player's pile of ``color`` (the
    icons a player may name in this edition; hexes and bonuses are not icons)."""
    return max(ctx.pile_icons(color, icon) for icon in ctx.edition.icons)


def value_or_zero(ctx: EffectContext, card: str | None) -> int:
    """The value of a card just chosen, or 0 when none was (BGA: a draw of 0 is a draw of 1)."""
    return 0 if card is None else ctx.age(card)
