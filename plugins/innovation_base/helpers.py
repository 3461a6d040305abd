"""Small board readings several base cards share, whatever the edition."""

from __future__ import annotations

from innovation.plugin_api import COLORS, EffectContext


def colors_showing(ctx: EffectContext, icon: int) -> int:
    """How many of the player's colours show ``icon`` at least once ("for every colour on your
    board with [icon]")."""
    return sum(1 for c in COLORS if ctx.pile_icons(c, icon) > 0)
