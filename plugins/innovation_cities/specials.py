"""The five Cities special achievements (RULES-cities.md §6). Each is claimed the moment a city is
melded or tucked in a certain way (``rules.py`` claims them), so no state of the board alone
earns one: their conditions never hold by themselves."""

from __future__ import annotations

from innovation.plugin_api import Context, SpecialAchievement, Splay
from innovation_cities.icons import FLAG, FOUNTAIN, SPLAY_LEFT, SPLAY_RIGHT, SPLAY_UP


def _claimed_by_a_move(ctx: Context) -> bool:
    return False


def _special(sid: str, name: str, how: str) -> SpecialAchievement:
    # Watching nothing: the engine never re-checks a condition that no state satisfies.
    return SpecialAchievement(sid, name, "cities", how, _claimed_by_a_move, frozenset())


LEGEND = _special("legend", "Legend", "Meld a city with a left arrow onto a colour already splayed left.")
REPUTE = _special("repute", "Repute", "Meld a city with a right arrow onto a colour already splayed right.")
FAME = _special("fame", "Fame", "Meld a city with an up arrow onto a colour already splayed up.")
GLORY = _special("glory", "Glory", "Tuck a city with a flag.")
VICTORY = _special("victory", "Victory", "Tuck a city with a fountain.")

SPECIAL_ACHIEVEMENTS: tuple[SpecialAchievement, ...] = (LEGEND, REPUTE, FAME, GLORY, VICTORY)

#: The 4th edition (RULES-4e.md §6): Legend is called Tradition; Glory and Victory come from junking
#: a city from your hand instead of tucking one.
TRADITION = _special("tradition", "Tradition", "Meld a city with a left arrow onto a colour already splayed left.")
GLORY_FOURTH = _special("glory", "Glory", "Junk a city with a flag from your hand.")
VICTORY_FOURTH = _special("victory", "Victory", "Junk a city with a fountain from your hand.")
SPECIAL_ACHIEVEMENTS_FOURTH: tuple[SpecialAchievement, ...] = (TRADITION, REPUTE, FAME, GLORY_FOURTH, VICTORY_FOURTH)

#: Arrow icon → (the splay the colour must already have, the achievement it claims).
FOR_MELDING: dict[int, tuple[Splay, str]] = {
    SPLAY_LEFT: (Splay.LEFT, LEGEND.id),
    SPLAY_RIGHT: (Splay.RIGHT, REPUTE.id),
    SPLAY_UP: (Splay.UP, FAME.id),
}
#: The same in the 4th edition (Tradition for the left arrow).
FOR_MELDING_FOURTH: dict[int, tuple[Splay, str]] = FOR_MELDING | {SPLAY_LEFT: (Splay.LEFT, TRADITION.id)}
#: Icon → the achievement it claims when its city is tucked (3rd edition) or junked from a hand (4th).
FOR_TUCKING: dict[int, str] = {FLAG: GLORY.id, FOUNTAIN: VICTORY.id}
