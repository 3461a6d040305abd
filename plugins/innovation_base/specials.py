"""The five base special achievements (RULES.md §4.2)."""

from __future__ import annotations

from innovation.plugin_api import COLORS, RESOURCE_ICONS, Engine, Icon, SpecialAchievement, Splay


def _monument(engine: Engine, p: int) -> bool:
    pl = engine.state.players[p]
    return pl.tucked_this_turn >= 6 or pl.scored_this_turn >= 6


def _empire(engine: Engine, p: int) -> bool:
    counts = engine.icon_counts(p)
    return all(counts[icon] >= 3 for icon in RESOURCE_ICONS)


def _world(engine: Engine, p: int) -> bool:
    return engine.icon_count(p, Icon.CLOCK) >= 12


def _wonder(engine: Engine, p: int) -> bool:
    pl = engine.state.players[p]
    return all(pl.piles[c] and pl.splays[c] in (Splay.RIGHT, Splay.UP) for c in COLORS)


def _universe(engine: Engine, p: int) -> bool:
    tops = engine.top_cards(p)
    return len(tops) == 5 and all(engine.age(c) >= 8 for c in tops)


SPECIAL_ACHIEVEMENTS: tuple[SpecialAchievement, ...] = (
    SpecialAchievement(
        "monument", "Monument", "base", "Tuck six cards or score six cards during a single turn.", _monument
    ),
    SpecialAchievement(
        "empire", "Empire", "base", "Have at least three of each of the six icons on your board.", _empire
    ),
    SpecialAchievement("world", "World", "base", "Have at least twelve clocks on your board.", _world),
    SpecialAchievement(
        "wonder", "Wonder", "base", "Have all five colours on your board, each splayed right or up.", _wonder
    ),
    SpecialAchievement("universe", "Universe", "base", "Have five top cards, each of value 8 or higher.", _universe),
)
