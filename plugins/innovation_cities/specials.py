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

#: Arrow icon → (the splay the colour must already have, the achievement it claims).
FOR_MELDING: dict[int, tuple[Splay, str]] = {
    SPLAY_LEFT: (Splay.LEFT, LEGEND.id),
    SPLAY_RIGHT: (Splay.RIGHT, REPUTE.id),
    SPLAY_UP: (Splay.UP, FAME.id),
}
#: Icon → the achievement tucking a city with it claims.
FOR_TUCKING: dict[int, str] = {FLAG: GLORY.id, FOUNTAIN: VICTORY.id}
