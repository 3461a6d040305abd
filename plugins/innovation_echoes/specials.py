"""The five Echoes special achievements (RULES.md §6.5), and their 4th-edition wording
(RULES-4e.md §6: Destiny at five forecast cards)."""

from __future__ import annotations

from dataclasses import replace

from innovation.plugin_api import COLORS, Context, Icon, SpecialAchievement
from innovation_echoes.visible import echo_cards

#: What the board-only conditions read (the engine re-checks them only after a board changes).
BOARD = frozenset({"board"})

# Each condition first rejects boards that are plainly too small (one hex and at most one echo
# slot per card; at most two bonuses: a city may print two), since conditions are checked after
# every change; and each lowers every number in its requirement by ``ctx.requirement_relief(id)``
# (0 unless a static karma lowers it: docs/rulings.md, "Special achievements with lower
# requirements"; "one colour" stays one).


def _wealth(ctx: Context) -> bool:
    need = 8 - ctx.requirement_relief("wealth")
    if 2 * sum(map(len, ctx.state.players[ctx.player].piles)) < need:
        return False
    return len(ctx.visible_bonuses()) >= need


def _forecast_at_least(ctx: Context, printed: int) -> bool:
    need = printed - ctx.requirement_relief("destiny")
    return len(ctx.state.players[ctx.player].zones.get("forecast", ())) >= need


def _destiny(ctx: Context) -> bool:
    return _forecast_at_least(ctx, 7)


def _destiny_fourth(ctx: Context) -> bool:
    return _forecast_at_least(ctx, 5)


def _heritage(ctx: Context) -> bool:
    need = 8 - ctx.requirement_relief("heritage")
    piles = ctx.state.players[ctx.player].piles
    return any(len(piles[c]) >= need and ctx.pile_icons(c, Icon.HEX) >= need for c in COLORS)


def _history(ctx: Context) -> bool:
    need = 4 - ctx.requirement_relief("history")
    pl = ctx.state.players[ctx.player]
    # Several echo effects in one pile need that many cards there, and a splay: unsplayed, only the top shows.
    return any(
        len(pl.piles[c]) >= need and (pl.splays[c] or need <= 1) and len(echo_cards(ctx, c)) >= need for c in COLORS
    )


def _supremacy(ctx: Context) -> bool:
    relief = ctx.requirement_relief("supremacy")
    times, colours = 3 - relief, 4 - relief
    if sum(map(bool, ctx.state.players[ctx.player].piles)) < colours:
        return False
    totals = ctx.icon_counts()  # three in each of four piles: twelve on the board at least
    icons = [icon for icon in ctx.edition.icons if totals[icon] >= times * colours]
    if not icons:
        return False
    piles = ctx.pile_icon_counts()
    return any(sum(counts[icon] >= times for counts in piles) >= colours for icon in icons)


SPECIAL_ACHIEVEMENTS: tuple[SpecialAchievement, ...] = (
    SpecialAchievement(
        "wealth", "Wealth", "echoes", "Have at least eight visible bonuses on your board.", _wealth, BOARD
    ),
    SpecialAchievement(
        "destiny", "Destiny", "echoes", "Have at least seven cards in your forecast.", _destiny, frozenset({"forecast"})
    ),
    SpecialAchievement(
        "heritage", "Heritage", "echoes", "Have at least eight visible hexes in one colour.", _heritage, BOARD
    ),
    SpecialAchievement(
        "history", "History", "echoes", "Have one colour showing at least four echo effects.", _history, BOARD
    ),
    SpecialAchievement(
        "supremacy",
        "Supremacy",
        "echoes",
        "Have one icon type showing at least three times in each of four colours.",
        _supremacy,
        BOARD,
    ),
)


#: The 4th edition's: Destiny at five forecast cards; the others as in the 3rd (the core checks
#: them at the end of an action in that edition, and "an icon type" counts the avatar there).
SPECIAL_ACHIEVEMENTS_FOURTH: tuple[SpecialAchievement, ...] = tuple(
    replace(s, description="Have at least five cards in your forecast.", condition=_destiny_fourth)
    if s.id == "destiny"
    else s
    for s in SPECIAL_ACHIEVEMENTS
)
