"""The card-author API: everything card and plugin code may import, in one module.

A plugin (a rules set such as the shipped base game, Artifacts and Echoes, or your own) imports
from here only — never from the engine's rooms (:mod:`innovation.rules` and the others), whose
insides may change. A test enforces it for ``plugins/`` and ``examples/plugin_package``.

What is here:

* the context — :class:`EffectContext` (what an effect function receives) and :class:`Context`
  (what a hook or a special achievement's condition receives; an effect context is one), with
  :data:`EffectFn`, the answers :data:`DONE` / :data:`YES` / :data:`NO`, :class:`Ordered` (cards
  their player already put in order) and :class:`Where` (a place: ``ctx.board_of()``,
  ``Where("available")``, ``Where("display", p)``);
* hooks — :data:`hookimpl` (the specifications are documented in :mod:`innovation.rules.hookspecs`);
* describing cards — :class:`CardInfo`, :class:`CardBook`, :class:`CardSet`, :class:`CardEffects`,
  :class:`SpecialAchievement`, :class:`ZoneSpec` (an expansion zone, for ``innovation_zones``),
  :class:`IconInfo` (an icon code a set prints beyond the core's), :class:`BoardAchievement`
  (what ``innovation_board_achievements`` returns), :data:`BONUS_BASE` (a bonus's code offset),
  karma — ``CardBook.karma`` registers one, :class:`KarmaContext` is what a would or when karma's
  function receives, :class:`CardContext` what a static karma and a ``match`` receive,
  :class:`Karma` / :data:`KarmaKind` what is kept (docs/hooks.md, "Karma"),
  :data:`BASE` (the base set's name), :data:`DemandKind`;
* the vocabulary — :class:`Color` / :data:`COLORS` / :data:`COLOR_BY_NAME`, :class:`Icon` /
  :data:`RESOURCE_ICONS`, :class:`Splay`, :data:`VISIBLE_SLOTS` (which slots a splay shows),
  :func:`sort_key` (the rules' ordering of card names) and the closed vocabularies of
  :mod:`innovation.protocol.vocabulary` (:data:`DecisionKind`, :data:`EventKind`, :data:`Zone`);
* refusing a configuration — :class:`ConfigError` (a hook that cannot play the options it is
  handed, e.g. an option the edition does not have, raises it); :class:`NotImplementedRuleError`
  (a rule or effect a set has not written yet was reached: only an unfinished set's test games);
* rule options — :data:`OptionValue`, the type of ``ctx.option(name)`` and of a value in the
  ``options`` argument of ``innovation_register_cards`` (the options themselves are listed in
  :data:`innovation.options.RULE_OPTIONS`);

One convention everywhere (effects, hooks, conditions): a player is a *seat index* (``int``, 0 is
the first seat, clockwise); a helper takes the thing acted on first and the player last, optional,
defaulting to the context's own player — ``ctx.draw(3)``, ``ctx.draw(3, p=q)``, ``ctx.meld(card)``.
Names are for the outside world: ``ctx.name(q)``. See docs/writing-cards.md and docs/hooks.md.
"""

from __future__ import annotations

from innovation.editions import splay_zone_limit
from innovation.errors import ConfigError, NotImplementedRuleError
from innovation.options import OptionValue
from innovation.rules.asking import DONE, NO, YES, Ordered
from innovation.rules.board import Where
from innovation.rules.cards import (
    BASE,
    BONUS_BASE,
    COLOR_BY_NAME,
    COLORS,
    RESOURCE_ICONS,
    VISIBLE_SLOTS,
    BoardAchievement,
    CardBook,
    CardEffects,
    CardInfo,
    CardSet,
    Color,
    DemandKind,
    Icon,
    IconInfo,
    SpecialAchievement,
    Splay,
    ZoneSpec,
    sort_key,
)
from innovation.rules.context import CardContext, Context, EffectContext, EffectFn, KarmaContext
from innovation.rules.hookspecs import hookimpl
from innovation.rules.karmas import Karma, KarmaKind
from innovation.rules.within import GameWithinResult

__all__ = [
    "BASE",
    "BONUS_BASE",
    "COLORS",
    "COLOR_BY_NAME",
    "DONE",
    "NO",
    "RESOURCE_ICONS",
    "VISIBLE_SLOTS",
    "YES",
    "BoardAchievement",
    "CardBook",
    "CardContext",
    "CardEffects",
    "CardInfo",
    "CardSet",
    "Color",
    "ConfigError",
    "Context",
    "DemandKind",
    "EffectContext",
    "EffectFn",
    "GameWithinResult",
    "Icon",
    "IconInfo",
    "Karma",
    "KarmaContext",
    "KarmaKind",
    "NotImplementedRuleError",
    "OptionValue",
    "Ordered",
    "SpecialAchievement",
    "Splay",
    "Where",
    "ZoneSpec",
    "hookimpl",
    "sort_key",
    "splay_zone_limit",
]
