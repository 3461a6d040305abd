"""The editions of the rules: what the core does differently in each, in one place.

An edition is chosen by ``GameConfig(edition=...)`` ("third", "first" or "fourth"; "last" is the
old name of "third" and still accepted). The card sets ship their cards per edition (a plugin
reads ``options["edition"]`` in ``innovation_register_cards``); everything the *core* does
differently — how many ages, which standard achievements, what an achievement costs, how many
players, when special achievements are checked and in which order, the distance rule, the junk —
is a field of the edition's :class:`EditionRules`, which the engine reads (``engine.edition``)
instead of asking which edition is in play. A new edition (or The Unseen's rules) is one more
entry in :data:`EDITION_RULES`.

The 1st and 3rd editions share the core rules (RULES.md); they differ only in nine card texts.
The 4th edition's core rules are RULES-4e.md §§1–5.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from innovation.errors import ConfigError

#: The editions, by their canonical names.
EditionName = Literal["third", "first", "fourth"]
#: Old names still accepted in configurations and saves, and the edition they name.
EDITION_ALIASES: dict[str, EditionName] = {"last": "third"}

#: When special achievements are checked: the moment a change makes one's condition hold (3rd
#: edition, RULES.md §4.2), or at the end of every action (4th edition, RULES-4e.md §5).
SpecialTiming = Literal["immediately", "end_of_action"]
#: Who is checked first for the special achievements when several players qualify at once: the
#: turn player (3rd edition), or the player to the turn player's left, the turn player last (4th).
SpecialOrder = Literal["turn_player_first", "left_of_turn_player_first"]


@dataclass(frozen=True)
class EditionRules:
    """What the core does in one edition (see the module docstring)."""

    name: EditionName
    #: What a front end calls it.
    title: str
    #: The highest age: supply piles 1..max_age; a draw above it ends the game by score.
    max_age: int
    #: The values of the standard achievements set aside at the start (the top base card of each).
    achievement_ages: tuple[int, ...]
    #: The player counts the edition is played with.
    min_players: int
    max_players: int
    #: Whether an achievement's cost grows with the achievements of that value the player holds
    #: already: 5·V·(k+1) instead of 5·V (4th edition, RULES-4e.md §3).
    cost_grows_with_held: bool
    special_timing: SpecialTiming
    special_order: SpecialOrder
    #: Whether the distance rule holds in individual games of this many players or more (0: never).
    distance_rule_from: int
    #: Whether the game has the shared face-up junk (``state.zones["junk"]``).
    junk: bool
    #: Whether the engine awards a chain achievement (a self-/fully-execute inside another).
    chain_achievements: bool
    #: Icon codes a player may name when a card asks for "an icon type" (the counted icons).
    icons: tuple[int, ...]
    #: The splay directions that exist (``Splay`` values).
    splays: tuple[int, ...]
    #: Whether echo effects run when a card's effects are executed inside another's (4th edition:
    #: a self-execute runs them too).
    echoes_in_self_execute: bool
    #: The player zones that hold at most 5 − the player's highest splay cards (none 0, left 1,
    #: right 2, up 3, aslant 4): the 4th edition's forecast (Echoes) and safe (The Unseen),
    #: RULES-4e.md §4. A card that would enter a full one stays where it is. The one formula is
    #: :func:`splay_zone_limit` (read as ``Board.zone_limit`` / ``ctx.zone_limit``).
    splay_limited_zones: tuple[str, ...] = ()
    #: Whether a dogma given extra featured icons — the Artifacts free dogma of an artifact on
    #: display — runs the echo effects showing with it (not in the 4th edition: BGA ``setUpDogma``).
    echoes_on_free_dogma: bool = True

    @property
    def ages(self) -> range:
        """The ages of the supply piles, 1..max_age."""
        return range(1, self.max_age + 1)


_CLASSIC = dict(
    max_age=10,
    achievement_ages=tuple(range(1, 10)),
    min_players=2,
    max_players=4,
    cost_grows_with_held=False,
    special_timing="immediately",
    special_order="turn_player_first",
    distance_rule_from=0,
    junk=False,
    chain_achievements=False,
    icons=(1, 2, 3, 4, 5, 6),
    splays=(0, 1, 2, 3),
    echoes_in_self_execute=False,
)

#: Every edition's rules, by canonical name.
EDITION_RULES: dict[str, EditionRules] = {
    "third": EditionRules(name="third", title="3rd edition", **_CLASSIC),  # type: ignore[arg-type]
    "first": EditionRules(name="first", title="1st edition", **_CLASSIC),  # type: ignore[arg-type]
    "fourth": EditionRules(
        name="fourth",
        title="4th edition",
        max_age=11,
        achievement_ages=tuple(range(1, 11)),
        min_players=2,
        max_players=5,
        cost_grows_with_held=True,
        special_timing="end_of_action",
        special_order="left_of_turn_player_first",
        distance_rule_from=4,
        junk=True,
        chain_achievements=True,
        icons=(1, 2, 3, 4, 5, 6, 7),
        splays=(0, 1, 2, 3, 4),
        echoes_in_self_execute=True,
        splay_limited_zones=("forecast", "safe"),
        echoes_on_free_dogma=False,
    ),
}
#: The canonical edition names, the default first.
EDITIONS: tuple[EditionName, ...] = ("third", "first", "fourth")
#: The edition a game plays when none is named (the 3rd until the 4th edition's sets are complete).
DEFAULT_EDITION: EditionName = "third"
#: The most players any edition allows (the bound of what a configuration or save may hold).
MAX_PLAYERS = max(e.max_players for e in EDITION_RULES.values())
#: The most ages any edition has.
MAX_AGE = max(e.max_age for e in EDITION_RULES.values())


def splay_zone_limit(highest_splay: int) -> int:
    """The most cards a splay-limited zone (``EditionRules.splay_limited_zones``: the forecast, the
    safe) may hold while its owner's highest splay is ``highest_splay`` (a ``Splay`` value: none 0,
    left 1, right 2, up 3, aslant 4): 5, 4, 3, 2 or 1. Cards only enter below the limit, so such a
    zone never holds more than ``splay_zone_limit(0)``."""
    return 5 - highest_splay


def edition_rules(name: object) -> EditionRules:
    """The rules of the edition ``name`` (an alias is accepted); :class:`ConfigError` otherwise."""
    found = EDITION_RULES.get(EDITION_ALIASES.get(name, name)) if isinstance(name, str) else None
    if found is None:
        raise ConfigError(f"unknown edition {name!r} (known: {', '.join(EDITIONS)})")
    return found
