"""The extension surface: pluggy hook specifications.

A plugin is a module (or object) with functions decorated by :data:`hookimpl` whose names match
the specs below. Plugins are found through the ``innovation.plugins`` entry-point group, or passed
by hand with ``GameConfig(plugins=[...])``. Every hook receives keyword arguments only, and an
implementation may accept just the ones it needs.

**Hooks and effects speak the same language.** A hook about a player receives that player's
:class:`~innovation.plugin_api.Context` as ``ctx`` — the same API an effect function gets (an
:class:`~innovation.plugin_api.EffectContext` is one): ``ctx.player`` is the player concerned, a
*seat index* (``int``, 0 = first seat, clockwise), and every helper takes the thing acted on first
and the player last, optional, defaulting to ``ctx.player`` (``ctx.draw(3)``, ``ctx.meld(card)``,
``ctx.draw(3, p=q)``). Player *names* belong to the outside world (decisions, events, views):
``ctx.name(q)``. Hooks about the whole game (set-up, the number of achievements to win) get the
turn player's context. Read the state through ``ctx.state``; change the game only through the
context's primitives (they emit the events and keep the bookkeeping right). Query hooks (score,
cost, eligibility, achievements to win, legal actions, return destination) must not change the
game.

Conventions (as in pytest's own hookspec module): *collected* hooks return a list of every
plugin's non-None result; *first-result* hooks stop at the first non-None result.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import pluggy

if TYPE_CHECKING:
    from innovation.options import OptionValue
    from innovation.rules.cards import BoardAchievement, CardSet, SpecialAchievement, Splay, ZoneSpec
    from innovation.rules.context import Context, EffectFn

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
def innovation_special_achievements(options: Mapping[str, OptionValue]) -> list[SpecialAchievement] | None:
    """Contribute special achievements (collected once when the rules are built), as they read
    under the rule ``options`` (an implementation may leave the argument out): a set ships them
    per edition (``options["edition"]``), like its cards.

    Each is claimed automatically when its condition holds for a player (the moment it holds, or
    at the end of the action: ``EditionRules.special_timing``); all contributed
    achievements start available. The condition is called with that player's context
    (``ctx.player``) and may depend only on that player's own zones and turn counters: it is
    re-checked for a player whenever one of their zones changes. It must not change the game.
    """


@hookspec
def innovation_zones() -> list[ZoneSpec] | None:
    """Declare the expansion zones the plugin puts cards in (collected once when the rules are
    built): their names, whether each player has one or the game has one, and which cards they
    may hold. A saved game whose cards lie anywhere else is refused when it is loaded."""


@hookspec
def innovation_setup(ctx: Context) -> None:
    """Called once while a new game is set up: after the supply piles are shuffled and the
    standard achievements set aside, before the opening hands are dealt. Create expansion zones
    here (``ctx.add_zone("forecast", p)`` for each seat, ``ctx.add_zone("relics", shared=True,
    cards=...)``)."""


@hookspec(firstresult=True)
def innovation_on_draw(ctx: Context, age: int, set_name: str) -> str | None:
    """``ctx.player`` is about to draw a card of ``age`` (already adjusted for empty piles) from
    ``set_name`` (usually "base"). Return another set's name to draw from that set's pile of the
    same age instead (Echoes' substitution); return None to leave the draw alone. First result
    wins; if the named pile is empty the draw falls back to base."""


@hookspec
def innovation_after_supply_take(ctx: Context, card: str) -> None:
    """``ctx.player`` just took ``card`` from a supply pile: drew it (into their hand, or any
    draw-and-…, even a draw-and-junk), or it went from a supply pile to a place of theirs (a dig, a
    card safeguarded or scored from a deck). A notice: it may keep a counter
    (``ctx.state.counters``), nothing more — no decision, no primitive (The Unseen: only a
    player's first take of a turn may be an Unseen card)."""


@hookspec
def innovation_after_meld(ctx: Context, card: str, is_action: bool) -> None:
    """Right after ``card`` landed on top of ``ctx.player``'s pile by any meld (``is_action``:
    by the Meld action), before :func:`innovation_on_meld`: the melded card's own consequences,
    which come before the Meld action's follow-up steps (a special achievement for melding a card
    a certain way, icons that act when their card is melded, a draw for starting a new colour).
    May ask decisions and call primitives."""


@hookspec
def innovation_on_meld(ctx: Context, card: str, is_action: bool) -> None:
    """After ``card`` landed on top of ``ctx.player``'s pile (and after every
    :func:`innovation_after_meld`): the follow-up steps of a Meld action. ``is_action`` is True
    only for the Meld action (not for effect melds or the opening meld): Artifacts digs here,
    Echoes promotes here. May ask decisions and call primitives."""


@hookspec
def innovation_after_tuck(ctx: Context, card: str) -> None:
    """Right after ``ctx.player`` tucked ``card`` under their pile of its colour (any tuck: an
    effect's, a draw-and-tuck, an action's payment): a special achievement for tucking a certain
    card, for instance. May ask decisions and call primitives."""


@hookspec
def innovation_after_junk_from_hand(ctx: Context, card: str) -> None:
    """Right after ``card`` went from ``ctx.player``'s hand to the junk (4th edition; whoever
    junked it: an effect's, an action's payment): a special achievement for junking a certain card
    from a hand, for instance. May ask decisions and call primitives."""


@hookspec
def innovation_after_splay(ctx: Context, color: int, direction: Splay, owner: int) -> None:
    """After ``owner``'s ``color`` pile took a new splay ``direction`` (``Splay.NONE`` when it was
    unsplayed), from any source. ``ctx.player`` is the player who splayed it — usually the owner;
    another player when a card splays any player's pile. Splaying a pile the way it already goes,
    or a pile of fewer than two cards, changes nothing and calls nothing; neither does a pile
    losing its splay by shrinking to one card. May ask decisions and call primitives."""


@hookspec
def innovation_dogma_effects(ctx: Context, card: str) -> list[EffectFn] | None:
    """Extra shared effects to run *before* the demand of a dogma of ``card`` activated by
    ``ctx.player`` (Echoes: the visible echo effects of that colour, bottom to top). Collected;
    the lists are concatenated in plugin order. They are shared like non-demand effects."""


@hookspec(firstresult=True)
def innovation_share_bonus_set(ctx: Context, card: str) -> str | None:
    """The supply set ``ctx.player``'s sharing bonus after a dogma of ``card`` is drawn from
    (Figures in the Sky: a figure), at their ordinary draw value; None for an ordinary draw. When
    that set's pile of the value is empty, a base card of the value is drawn. First result wins."""


@hookspec
def innovation_after_action(ctx: Context, action: str | None) -> None:
    """At the end of each of ``ctx.player``'s actions (``action`` as chosen, e.g. ``"achieve
    3"``), and after the free action a turn may start with (``action`` None: after
    :func:`innovation_turn_start`), before the special achievements an edition checks then.
    Not after the opening melds. May ask decisions and call primitives (Figures: the opponents'
    figure draws after an Achieve action; fading)."""


@hookspec
def innovation_score(ctx: Context) -> int | None:
    """Points to add to ``ctx.player``'s score on top of the score pile's values and the visible
    bonuses (which the core counts on any card that prints them). Collected and summed."""


@hookspec(firstresult=True)
def innovation_achievement_cost(ctx: Context, age: int) -> int | None:
    """Points ``ctx.player`` needs to claim a standard achievement of ``age`` (default 5 × age).
    First result wins (Echoes: n × 5 × age for the n-th achievement of that age)."""


@hookspec(firstresult=True)
def innovation_achievement_eligible(ctx: Context, age: int) -> bool | None:
    """Override ``ctx.player``'s eligibility for a standard achievement of ``age`` entirely
    (True/False), or return None to use the normal rule (a top card of at least ``age`` and
    enough points)."""


@hookspec
def innovation_achievements_to_win(ctx: Context) -> int | None:
    """Extra achievements needed to win (each expansion adds one). Collected and summed onto
    the base number (6 / 5 / 4 for 2 / 3 / 4 players, 6 for teams). The number must stay the
    same all game long (it may depend on the configuration, not on the play): the AI
    observations ask it once per game (the soak's oracle checks the shipped sets' number, from
    the rules, after every step)."""


@hookspec
def innovation_board_achievements(ctx: Context) -> list[BoardAchievement] | None:
    """Achievements ``ctx.player`` holds only while the boards show them (an icon that counts as
    an achievement while it is visible, say). Collected and concatenated. They count like the
    cards in the player's achievement pile — towards the win, in every count of achievements, in
    the result — but are not cards: no effect can take, return or transfer them, and nothing
    about them is saved.

    A query: it must not change the game, and it may read only the boards (every player's piles
    and splays). The engine keeps the answer until any board changes, asks again after every
    change, and announces each achievement gained or lost with a ``board_achievement`` event
    (then checks the win)."""


@hookspec
def innovation_turn_start(ctx: Context) -> None:
    """At the start of ``ctx.player``'s turn, before the first action (Artifacts: the displayed
    artifact's dogma / return / keep choice). May ask decisions."""


@hookspec
def innovation_legal_actions(ctx: Context) -> list[str] | None:
    """Extra action options for ``ctx.player`` this action (e.g. "meld <card>" for a card on
    display). Collected. Each option added must be handled by ``innovation_perform_action``."""


@hookspec(firstresult=True)
def innovation_perform_action(ctx: Context, action: str) -> bool | None:
    """``ctx.player`` carries out an action option the core does not know. Return True when
    handled."""


@hookspec(firstresult=True)
def innovation_return_destination(ctx: Context, card: str) -> str | None:
    """Where a returned card goes instead of the bottom of its supply pile: the name of a shared
    zone in ``ctx.state.zones`` (Artifacts: relics go back to the relics area). ``ctx.player`` is
    the player returning it (the turn player when the game itself does)."""
