"""What shows on a board: visible slot codes per pile under the splay rules (RULES.md §2.5).

Bonuses, echo effects and hex images are visible exactly like icons. Each fact is computed once
per state of a pile (``ctx.pile_memo``) or of a board (``ctx.board_memo``: totals over the piles)
and read many times (bonus points, Echoes' special achievements, echo effects of a dogma).
"""

from __future__ import annotations

from innovation.plugin_api import COLORS, VISIBLE_SLOTS, Context, Icon

ALL_SLOTS = (0, 1, 2, 3)


def visible_codes(ctx: Context, color: int, p: int | None = None) -> list[int]:
    """Every visible slot code in ``p``'s ``color`` pile (covered cards first, top card last)."""
    return list(_codes_memo(ctx, ctx.player if p is None else p, color))


def _codes(ctx: Context, p: int, color: int) -> tuple[int, ...]:
    pl = ctx.state.players[p]
    pile = pl.piles[color]
    shown = VISIBLE_SLOTS[pl.splays[color]]
    out: list[int] = []
    for i, card in enumerate(pile):
        icons = ctx.info(card).icons
        slots = ALL_SLOTS if i == len(pile) - 1 else shown
        out += [icons[s] for s in slots if s < len(icons)]
    return tuple(out)


def visible_bonuses(ctx: Context, p: int | None = None) -> list[int]:
    """Values of every visible bonus on ``p``'s board."""
    who = ctx.player if p is None else p
    return list(ctx.board_memo("echoes.bonuses", lambda: _bonuses(ctx, who), who))


def _bonuses(ctx: Context, p: int) -> tuple[int, ...]:
    return tuple(code - 100 for color in COLORS for code in _codes_memo(ctx, p, color) if code > 100)


def _codes_memo(ctx: Context, p: int, color: int) -> tuple[int, ...]:
    return ctx.pile_memo(color, "echoes.codes", lambda: _codes(ctx, p, color), p)


def highest_bonus(ctx: Context, p: int | None = None) -> int:
    """The highest visible bonus on ``p``'s board (0 when there is none)."""
    return max(visible_bonuses(ctx, p), default=0)


def bonus_points(ctx: Context, p: int | None = None) -> int:
    """The largest visible bonus plus one for each other visible bonus (RULES.md §6.1)."""
    bonuses = visible_bonuses(ctx, p)
    return max(bonuses) + len(bonuses) - 1 if bonuses else 0


def echo_cards(ctx: Context, color: int, p: int | None = None) -> list[str]:
    """Cards of ``p``'s ``color`` pile whose echo effect is visible, bottom to top."""
    who = ctx.player if p is None else p
    return list(ctx.pile_memo(color, "echoes.echo_cards", lambda: _echo_cards(ctx, who, color), who))


def _echo_cards(ctx: Context, p: int, color: int) -> tuple[str, ...]:
    pl = ctx.state.players[p]
    pile = pl.piles[color]
    shown = VISIBLE_SLOTS[pl.splays[color]]
    out: list[str] = []
    for i, card in enumerate(pile):
        icons = ctx.info(card).icons
        slots = ALL_SLOTS if i == len(pile) - 1 else shown
        if any(s < len(icons) and icons[s] == Icon.ECHO for s in slots):
            out.append(card)
    return tuple(out)
