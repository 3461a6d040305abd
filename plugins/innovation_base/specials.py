"""The five base special achievements (RULES.md §4.2)."""

from __future__ import annotations

from innovation.plugin_api import COLORS, RESOURCE_ICONS, Context, Icon, SpecialAchievement, Splay

#: What the board-only conditions read (the engine re-checks them only after a board changes).
BOARD = frozenset({"board"})


def _monument(ctx: Context) -> bool:
    pl = ctx.state.players[ctx.player]
    return pl.tucked_this_turn >= 6 or pl.scored_this_turn >= 6


def _empire(ctx: Context) -> bool:
    return min(map(ctx.icon_counts().__getitem__, RESOURCE_ICONS)) >= 3


def _world(ctx: Context) -> bool:
    return ctx.icons(Icon.CLOCK) >= 12


def _wonder(ctx: Context) -> bool:
    pl = ctx.state.players[ctx.player]
    if Splay.NONE in pl.splays or Splay.LEFT in pl.splays:  # checked after every board change: be quick
        return False
    return all(pl.piles[c] and pl.splays[c] in (Splay.RIGHT, Splay.UP) for c in COLORS)


def _universe(ctx: Context) -> bool:
    if not all(ctx.state.players[ctx.player].piles):  # five top cards: no pile may be empty
        return False
    return min(map(ctx.age, ctx.top_cards())) >= 8


SPECIAL_ACHIEVEMENTS: tuple[SpecialAchievement, ...] = (
    SpecialAchievement(
        "monument",
        "Monument",
        "base",
        "Tuck six cards or score six cards during a single turn.",
        _monument,
        frozenset({"counters"}),
    ),
    SpecialAchievement(
        "empire", "Empire", "base", "Have at least three of each of the six icons on your board.", _empire, BOARD
    ),
    SpecialAchievement("world", "World", "base", "Have at least twelve clocks on your board.", _world, BOARD),
    SpecialAchievement(
        "wonder", "Wonder", "base", "Have all five colours on your board, each splayed right or up.", _wonder, BOARD
    ),
    SpecialAchievement(
        "universe", "Universe", "base", "Have five top cards, each of value 8 or higher.", _universe, BOARD
    ),
)
