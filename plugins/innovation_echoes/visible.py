"""What shows on a board, as Echoes reads it: bonuses and echo effects (RULES.md §2.5, §6.1).

The core says which slots show (``ctx.visible_faces``, kept once per state
of a board) and counts bonus points into every score; this module names the facts Echoes' cards
and special achievements ask about.
"""

from __future__ import annotations

from innovation.plugin_api import Context


def visible_codes(ctx: Context, color: int, p: int | None = None) -> list[int]:
    """Every visible slot code in ``p``'s ``color`` pile (covered cards first, top card last)."""
    return [code for _, codes in ctx.visible_faces(color, p) for code in codes]


def visible_bonuses(ctx: Context, p: int | None = None) -> list[int]:
    """Values of every visible bonus on ``p``'s board."""
    return list(ctx.visible_bonuses(p))


def highest_bonus(ctx: Context, p: int | None = None) -> int:
    """The highest visible bonus on ``p``'s board (0 when there is none)."""
    return max(ctx.visible_bonuses(p), default=0)


def echo_cards(ctx: Context, color: int, p: int | None = None) -> list[str]:
    """Cards of ``p``'s ``color`` pile whose echo effect is visible, bottom to top (the core's
    reading, which runs them with every dogma: ``ctx.echo_cards``)."""
    return list(ctx.echo_cards(color, p))
