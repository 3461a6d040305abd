"""The card-author API: everything card and plugin code may import, in one module.

A plugin (a rules set such as the shipped base game, Artifacts and Echoes, or your own) imports
from here and from :mod:`innovation.hookspecs` only — never from the engine's rooms, whose
insides may change. A test enforces it for ``plugins/`` and ``examples/plugin_package``.

What is here:

* writing effects — :class:`EffectContext` (what an effect function receives), :data:`EffectFn`,
  the answers :data:`DONE` / :data:`YES` / :data:`NO`, :class:`Ordered` (cards already put in
  order by their player), :class:`Where` (a zone: ``ctx.board_of()``, ``Where("available")`` …);
* writing hooks — :class:`Engine` (the ``engine`` argument every hook receives), :data:`hookimpl`;
* describing cards — :class:`CardInfo`, :class:`CardBook`, :class:`CardSet`,
  :class:`SpecialAchievement`, :class:`ZoneSpec` (an expansion zone, for ``innovation_zones``),
  :data:`BASE` (the base set's name);
* rule options — :data:`OptionValue`, the type of a value in ``engine.options`` and in the
  ``options`` argument of ``innovation_register_cards`` (the options themselves are listed in
  :data:`innovation.options.RULE_OPTIONS`);
* the vocabulary — :class:`Color` / :data:`COLORS`, :class:`Icon` / :data:`RESOURCE_ICONS`,
  :class:`Splay`, :data:`VISIBLE_SLOTS`, :func:`sort_key` (the rules' ordering of card names),
  :class:`Event` (for an effect that logs something no primitive does, e.g. a secret look).

Conventions (the same in effects and hooks): a player is a *seat index* (``int``: 0 is the first
seat, clockwise); player names are for the outside world (decisions, events, views) and come
from ``ctx.engine.name(seat)``. See docs/writing-cards.md and docs/hooks.md.
"""

from __future__ import annotations

from collections.abc import Callable

from innovation.asking import DONE, NO, YES, Ordered
from innovation.board import Board, Where
from innovation.cards import (
    BASE,
    COLOR_BY_NAME,
    COLORS,
    RESOURCE_ICONS,
    VISIBLE_SLOTS,
    CardBook,
    CardInfo,
    CardSet,
    Color,
    DemandKind,
    Icon,
    SpecialAchievement,
    Splay,
    ZoneSpec,
    sort_key,
)
from innovation.context import EffectContext
from innovation.events import Event
from innovation.hookspecs import hookimpl
from innovation.options import OptionValue
from innovation.turn import Engine

#: An effect function: one printed effect, called with the executing player's context.
EffectFn = Callable[[EffectContext], None]

__all__ = [
    "BASE",
    "COLORS",
    "COLOR_BY_NAME",
    "DONE",
    "NO",
    "RESOURCE_ICONS",
    "VISIBLE_SLOTS",
    "YES",
    "Board",
    "CardBook",
    "CardInfo",
    "CardSet",
    "Color",
    "DemandKind",
    "EffectContext",
    "EffectFn",
    "Engine",
    "Event",
    "Icon",
    "OptionValue",
    "Ordered",
    "SpecialAchievement",
    "Splay",
    "Where",
    "ZoneSpec",
    "hookimpl",
    "sort_key",
]
