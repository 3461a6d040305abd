"""The extension surface: pluggy hook specifications.

A plugin is a module (or object) with functions decorated by :data:`hookimpl` whose names match
the specs below. Plugins are found through the ``innovation.plugins`` entry-point group, or passed
by hand with ``GameConfig(plugins=[...])``. Every hook receives keyword arguments only; ``engine``
is the live :class:`innovation.plugin_api.Engine` of the running segment, through which a plugin reads
the state and calls the primitives (never mutate the state lists directly: primitives emit events
and keep the bookkeeping right).

Conventions (as in pytest's own hookspec module): *collected* hooks return a list of every
plugin's non-None result; *first-result* hooks stop at the first non-None result.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import pluggy

if TYPE_CHECKING:
    from innovation.cards import CardSet, EffectFn, SpecialAchievement, ZoneSpec
    from innovation.options import OptionValue
    from innovation.turn import Engine

PROJECT = "innovation"
hookspec = pluggy.HookspecMarker(PROJECT)
hookimpl = pluggy.HookimplMarker(PROJECT)


@hookspec
def innovation_register_cards(options: Mapping[str, OptionValue]) -> CardSet | list[CardSet] | None:
    """Contribute card sets (facts + effects). Collected once per combination of plugins and
    rule options, when the rules are built.

    Return one set, a list of sets (Artifacts adds its cards and its relics), or None for a
    rules-only plugin. ``options`` holds every rule option of the game by name
    (:data:`innovation.options.RULE_OPTIONS`, e.g. ``options["edition"]``): a set whose cards read
    differently under an option returns them as they read then (``CardBook.card_set(cards,
    options)`` applies the book's variants). The argument may be left out of the implementation.
    """


@hookspec
def innovation_special_achievements() -> list[SpecialAchievement] | None:
    """Contribute special achievements (collected once when the rules are built).

    Each is claimed automatically the moment its condition holds for a player; all contributed
    achievements start available. A condition may depend only on that player's own zones and
    turn counters: it is re-checked for a player whenever one of their zones changes.
    """


@hookspec
def innovation_zones() -> list[ZoneSpec] | None:
    """Declare the expansion zones the plugin puts cards in (collected once when the rules are
    built): their names, whether each player has one or the game has one, and which cards they
    may hold. A saved game whose cards lie anywhere else is refused when it is loaded."""


@hookspec
def innovation_setup(engine: Engine) -> None:
    """Called once while a new game is set up: after the supply piles are shuffled and the
    standard achievements set aside, before the opening hands are dealt. Use it to create
    expansion zones (``engine.state.zones``, ``player.zones``) or lay out extra components."""


@hookspec(firstresult=True)
def innovation_on_draw(engine: Engine, player: int, age: int, set_name: str) -> str | None:
    """A player is about to draw a card of ``age`` (already adjusted for empty piles) from
    ``set_name`` (usually "base"). Return another set's name to draw from that set's pile of the
    same age instead (Echoes' substitution); return None to leave the draw alone. First result
    wins; if the named pile is empty the draw falls back to base."""


@hookspec
def innovation_on_meld(engine: Engine, player: int, card: str, is_action: bool) -> None:
    """After ``card`` landed on top of ``player``'s pile. ``is_action`` is True only for the
    Meld action (not for effect melds or the opening meld): Artifacts digs here, Echoes
    promotes here."""


@hookspec
def innovation_dogma_effects(engine: Engine, player: int, card: str) -> list[EffectFn] | None:
    """Extra shared effects to run *before* the demand of a dogma of ``card`` activated by
    ``player`` (Echoes: the visible echo effects of that colour, bottom to top). Collected; the
    lists are concatenated in plugin order. They are shared like non-demand effects."""


@hookspec
def innovation_score(engine: Engine, player: int) -> int | None:
    """Points to add to ``player``'s score on top of the score pile's values (Echoes bonuses).
    Collected and summed."""


@hookspec(firstresult=True)
def innovation_achievement_cost(engine: Engine, player: int, age: int) -> int | None:
    """Points ``player`` needs to claim a standard achievement of ``age`` (default 5 × age).
    First result wins (Echoes: n × 5 × age for the n-th achievement of that age)."""


@hookspec(firstresult=True)
def innovation_achievement_eligible(engine: Engine, player: int, age: int) -> bool | None:
    """Override eligibility for a standard achievement of ``age`` entirely (True/False), or
    return None to use the normal rule (a top card of at least ``age`` and enough points)."""


@hookspec
def innovation_achievements_to_win(engine: Engine) -> int | None:
    """Extra achievements needed to win (each expansion adds one). Collected and summed onto
    the base number (6 / 5 / 4 for 2 / 3 / 4 players, 6 for teams)."""


@hookspec
def innovation_turn_start(engine: Engine, player: int) -> None:
    """At the start of ``player``'s turn, before the first action (Artifacts: the displayed
    artifact's dogma / return / keep choice). May ask decisions."""


@hookspec
def innovation_legal_actions(engine: Engine, player: int) -> list[str] | None:
    """Extra action options for ``player`` this action (e.g. "meld-display <card>"). Collected.
    Each option added must be handled by :func:`innovation_perform_action`."""


@hookspec(firstresult=True)
def innovation_perform_action(engine: Engine, player: int, action: str) -> bool | None:
    """Carry out an action option the core does not know. Return True when handled."""


@hookspec(firstresult=True)
def innovation_return_destination(engine: Engine, card: str) -> str | None:
    """Where a returned card goes instead of the bottom of its supply pile: the name of a shared
    zone in ``engine.state.zones`` (Artifacts: relics go back to the relics area)."""
