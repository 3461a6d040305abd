"""The five base special achievements as the 4th edition words them (RULES-4e.md §6: all claimed
at the end of an action, which the core does for the 4th edition: ``EditionRules.special_timing``).

Empire, World and Universe read as in the 3rd edition (:mod:`innovation_base.specials`); Monument
now counts top cards with a demand effect (no more tuck and score counters), and Wonder counts a
pile splayed aslant too.
"""

from __future__ import annotations

from innovation.plugin_api import COLORS, Context, SpecialAchievement, Splay
from innovation_base.specials import BOARD, SPECIAL_ACHIEVEMENTS

#: The splays Wonder accepts in the 4th edition.
_WONDER_SPLAYS = (Splay.RIGHT, Splay.UP, Splay.ASLANT)


def _monument(ctx: Context) -> bool:
    return sum(1 for card in ctx.top_cards() if ctx.info(card).has_demand) >= 4


def _wonder(ctx: Context) -> bool:
    pl = ctx.state.players[ctx.player]
    return all(pl.piles[c] and pl.splays[c] in _WONDER_SPLAYS for c in COLORS)


_THIRD = {sa.id: sa for sa in SPECIAL_ACHIEVEMENTS}

SPECIAL_ACHIEVEMENTS_FOURTH: tuple[SpecialAchievement, ...] = (
    SpecialAchievement(
        "monument", "Monument", "base", "Have at least four top cards with a demand effect.", _monument, BOARD
    ),
    _THIRD["empire"],
    _THIRD["world"],
    SpecialAchievement(
        "wonder",
        "Wonder",
        "base",
        "Have all five colours on your board, each splayed right, up or aslant.",
        _wonder,
        BOARD,
    ),
    _THIRD["universe"],
)
