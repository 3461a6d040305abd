"""The five base special achievements (RULES.md §4.2)."""

from __future__ import annotations

from innovation.plugin_api import COLORS, RESOURCE_ICONS, Context, Icon, SpecialAchievement, Splay

#: What the board-only conditions read (the engine re-checks them only after a board changes).
BOARD = frozenset({"board"})


# Each condition lowers every number in its requirement by ``ctx.requirement_relief(id)`` (0 unless
# a static karma lowers it: docs/rulings.md, "Special achievements with lower requirements").


def _monument(ctx: Context) -> bool:
    pl = ctx.state.players[ctx.player]
    need = 6 - ctx.requirement_relief("monument")
    return pl.tucked_this_turn >= need or pl.scored_this_turn >= need


def _empire(ctx: Context) -> bool:
    relief = ctx.requirement_relief("empire")
    counts = ctx.icon_counts()
    # Three of each of the six icons; lowered: (3 - relief) of each of (6 - relief) of them.
    return sum(counts[icon] >= 3 - relief for icon in RESOURCE_ICONS) >= len(RESOURCE_ICONS) - relief


def _world(ctx: Context) -> bool:
    return ctx.icons(Icon.CLOCK) >= 12 - ctx.requirement_relief("world")


def _wonder(ctx: Context) -> bool:
    pl = ctx.state.players[ctx.player]
    relief = ctx.requirement_relief("wonder")
    if not relief and (Splay.NONE in pl.splays or Splay.LEFT in pl.splays):  # checked after every board change
        return False
    splayed = sum(bool(pl.piles[c]) and pl.splays[c] in (Splay.RIGHT, Splay.UP) for c in COLORS)
    return splayed >= len(COLORS) - relief


def _universe(ctx: Context) -> bool:
    relief = ctx.requirement_relief("universe")
    piles = ctx.state.players[ctx.player].piles
    if not relief and not all(piles):  # five top cards: no pile may be empty
        return False
    return sum(ctx.age(top) >= 8 - relief for top in ctx.top_cards()) >= len(COLORS) - relief


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
