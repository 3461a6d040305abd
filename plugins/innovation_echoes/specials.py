"""The five Echoes special achievements (RULES.md §6.5)."""

from __future__ import annotations

from innovation.plugin_api import COLORS, RESOURCE_ICONS, Engine, Icon, SpecialAchievement
from innovation_echoes.visible import echo_cards, visible_bonuses

# Each condition first rejects boards that are plainly too small (one hex and at most one bonus or
# echo slot per card), since conditions are checked after every change.


def _wealth(engine: Engine, p: int) -> bool:
    if sum(len(pile) for pile in engine.state.players[p].piles) < 8:
        return False
    return len(visible_bonuses(engine, p)) >= 8


def _destiny(engine: Engine, p: int) -> bool:
    return len(engine.state.players[p].zones.get("forecast", ())) >= 7


def _heritage(engine: Engine, p: int) -> bool:
    if max(len(pile) for pile in engine.state.players[p].piles) < 8:
        return False
    return any(engine.pile_icon_count(p, c, Icon.HEX) >= 8 for c in COLORS)


def _history(engine: Engine, p: int) -> bool:
    if max(len(pile) for pile in engine.state.players[p].piles) < 4:
        return False
    return any(len(echo_cards(engine, p, c)) >= 4 for c in COLORS)


def _supremacy(engine: Engine, p: int) -> bool:
    if sum(1 for pile in engine.state.players[p].piles if pile) < 4:
        return False
    piles = engine.pile_icon_counts(p)
    return any(sum(1 for counts in piles if counts[icon] >= 3) >= 4 for icon in RESOURCE_ICONS)


SPECIAL_ACHIEVEMENTS: tuple[SpecialAchievement, ...] = (
    SpecialAchievement("wealth", "Wealth", "echoes", "Have at least eight visible bonuses on your board.", _wealth),
    SpecialAchievement("destiny", "Destiny", "echoes", "Have at least seven cards in your forecast.", _destiny),
    SpecialAchievement("heritage", "Heritage", "echoes", "Have at least eight visible hexes in one colour.", _heritage),
    SpecialAchievement("history", "History", "echoes", "Have one colour showing at least four echo effects.", _history),
    SpecialAchievement(
        "supremacy",
        "Supremacy",
        "echoes",
        "Have one icon type showing at least three times in each of four colours.",
        _supremacy,
    ),
)
