"""Finding plugins and building the static rules registry for a game."""

from __future__ import annotations

import functools
import importlib.metadata
import threading
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from types import ModuleType
from typing import Any

import pluggy

from innovation.errors import ConfigError, NotImplementedRuleError, UnknownExpansionError
from innovation.options import OptionValue, resolve
from innovation.protocol.vocabulary import ZONES
from innovation.rules import hookspecs
from innovation.rules.cards import (
    BASE,
    VISIBLE_SLOTS,
    CardEffects,
    CardInfo,
    CardSet,
    Icon,
    IconInfo,
    IconTable,
    Rules,
    SpecialAchievement,
    ZoneSpec,
    is_bonus,
)
from innovation.rules.hookcalls import PluginManager

ENTRY_POINT_GROUP = "innovation.plugins"
__all__ = ["BASE", "ENTRY_POINT_GROUP", "Rules", "build_rules", "discover", "plugin_name"]
#: Zones every game has (a plugin may not declare these names).
_CORE_ZONES = frozenset({"hand", "board", "score", "achievements", "deck", "available", "removed", "specials"})


@functools.cache
def discover() -> dict[str, Any]:
    """Installed plugins by name (entry points in the ``innovation.plugins`` group); scanned once
    per process."""
    found: dict[str, Any] = {}
    for ep in importlib.metadata.entry_points(group=ENTRY_POINT_GROUP):
        found[ep.name] = ep
    return found


def plugin_name(plugin: object) -> str:
    """The name a plugin is registered (and saved) under: its ``PLUGIN_NAME``, else its module
    name or class name."""
    name = getattr(plugin, "PLUGIN_NAME", None)
    if isinstance(name, str):
        return name
    if isinstance(plugin, ModuleType):
        return plugin.__name__
    return type(plugin).__name__


#: Recently built rules by the identity of their plugin objects and the rule options. Each entry keeps its plugins
#: alive, so an id cannot be reused by another object while it is cached; bounded, because a
#: program may create fresh plugin objects for every game.
_CACHE: OrderedDict[tuple[tuple[int, ...], tuple[tuple[str, OptionValue], ...]], tuple[tuple[object, ...], Rules]] = (
    OrderedDict()
)
_CACHE_SIZE = 32
_CACHE_LOCK = threading.Lock()


def build_rules(
    expansions: Sequence[str],
    extra_plugins: Sequence[object] = (),
    options: Mapping[str, OptionValue] | None = None,
) -> Rules:
    """Load base + the named expansions (by entry point) + hand-registered plugins, with their
    cards as they read under the rule ``options`` (defaults for any not given)."""
    installed = discover()
    front = _front_key(installed, expansions, extra_plugins, options)
    if front is not None:
        found = _FRONT.get(front)
        if found is not None:
            return found[2]
    rules = _build_rules(installed, expansions, extra_plugins, options)
    if front is not None:
        with _CACHE_LOCK:
            _FRONT[front] = (installed, tuple(extra_plugins), rules)
            while len(_FRONT) > _CACHE_SIZE:
                _FRONT.popitem(last=False)
    return rules


#: The front door of :data:`_CACHE`: built rules by what the caller names (the entry points as
#: scanned, the expansion names, the hand-registered plugins' identities, the options as given),
#: so that a game made or loaded again with the same configuration skips resolving the options
#: and loading the entry points. Each entry keeps the scan and the plugins it was keyed by alive
#: (so their ids cannot be reused); a rescan (a plugin installed since) is a new key. The Rules
#: object returned is the one :data:`_CACHE` shares already: nothing new is shared between games.
_FRONT: OrderedDict[tuple[object, ...], tuple[object, tuple[object, ...], Rules]] = OrderedDict()


def _front_key(
    installed: object, expansions: object, extra_plugins: object, options: Mapping[str, OptionValue] | None
) -> tuple[object, ...] | None:
    """The :data:`_FRONT` key of a call, or None when its arguments are not plain enough to key
    (the slow path then checks them and says what is wrong)."""
    if type(expansions) is not tuple or type(extra_plugins) is not tuple:
        return None
    if options is not None and type(options) is not dict:
        return None
    if options is not None and not all(type(v) is bool or type(v) is str for v in options.values()):
        return None  # (1 == True: only values of the option types may share a key)
    try:
        items = () if options is None else tuple(sorted(options.items()))
        key = (id(installed), expansions, tuple(map(id, extra_plugins)), items)
        hash(key)
    except TypeError:
        return None
    return key


def _build_rules(
    installed: dict[str, Any],
    expansions: Sequence[str],
    extra_plugins: Sequence[object],
    options: Mapping[str, OptionValue] | None,
) -> Rules:
    chosen = resolve(options)
    wanted = [BASE, *expansions]
    if any(name not in installed for name in wanted):
        discover.cache_clear()  # something was installed since the last scan: look again
        installed = discover()
    modules: list[object] = []
    for name in wanted:
        ep = installed.get(name)
        if ep is None:
            if name == BASE:
                raise ConfigError("the base game plugin is not installed (entry point 'base' missing)")
            known = ", ".join(sorted(n for n in installed if n != BASE)) or "none"
            raise UnknownExpansionError(f"unknown expansion {name!r} (installed: {known})")
        module = ep.load()
        if not getattr(module, "IMPLEMENTED", True):
            raise NotImplementedRuleError(
                f"the {name!r} expansion is installed but not implemented yet (see docs/coverage.md)"
            )
        modules.append(module)
    modules.extend(extra_plugins)
    key = (tuple(id(m) for m in modules), tuple(sorted(chosen.items())))
    with _CACHE_LOCK:
        cached = _CACHE.get(key)
        if cached is not None:
            _CACHE.move_to_end(key)
            return cached[1]
    rules = _assemble(modules, chosen)
    with _CACHE_LOCK:
        _CACHE[key] = (tuple(modules), rules)
        while len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    return rules


def _assemble(modules: Sequence[object], options: Mapping[str, OptionValue]) -> Rules:
    pm = PluginManager(hookspecs.PROJECT)  # pluggy's, with the engine's fast hook calls (innovation.rules.hookcalls)
    pm.add_hookspecs(hookspecs)
    names: list[str] = []
    for module in modules:
        name = plugin_name(module)
        if name in names:
            raise ConfigError(f"plugin {name!r} registered twice")
        try:
            pm.register(module, name=name)
        except pluggy.PluginValidationError as exc:
            raise ConfigError(f"plugin {name!r} does not fit the hook specifications: {exc}") from exc
        if not pm.get_hookcallers(module):
            raise ConfigError(
                f"plugin {name!r} ({type(module).__name__}) implements no hook: a plugin is a module or an "
                "object with functions marked @innovation.rules.hookspecs.hookimpl"
            )
        names.append(name)
    try:
        pm.check_pending()  # a hookimpl whose name no hook has (a typo) would never be called
    except pluggy.PluginValidationError as exc:
        raise ConfigError(f"a plugin implements a hook that does not exist: {exc}") from exc
    sets: dict[str, CardSet] = {}
    cards: dict[str, CardInfo] = {}
    effects: dict[str, CardEffects] = {}
    icons: dict[int, IconInfo] = {}
    # pluggy calls the last-registered plugin first; reverse to keep registration order.
    contributed: list[CardSet] = []
    for item in reversed(pm.hook.innovation_register_cards(options=options)):
        contributed += item if isinstance(item, list) else [item] if item is not None else []
    _check_kind("innovation_register_cards", contributed, CardSet)
    for card_set in contributed:
        if card_set.name in sets:
            raise ConfigError(f"card set {card_set.name!r} registered twice")
        sets[card_set.name] = card_set
        for info in card_set.cards:
            if info.id in cards:
                raise ConfigError(f"card id {info.id!r} registered twice")
            cards[info.id] = info
        effects.update(card_set.effects)
        for icon in card_set.icons:
            if icon.code in _CORE_ICON_CODES or icon.code < 0 or is_bonus(icon.code):
                raise ConfigError(f"{card_set.name}: icon code {icon.code} is the core's (an Icon, a bonus or empty)")
            known = icons.setdefault(icon.code, icon)
            if known.name != icon.name:
                raise ConfigError(f"icon code {icon.code} declared as {icon.name!r} and as {known.name!r}")
    if BASE not in sets:
        raise ConfigError("no plugin registered the 'base' card set")
    specials: dict[str, SpecialAchievement] = {}
    for group in reversed(pm.hook.innovation_special_achievements()):
        _check_kind("innovation_special_achievements", group or [], SpecialAchievement)
        for sa in group or ():
            specials[sa.id] = sa
    zones: dict[str, ZoneSpec] = {}
    for group in reversed(pm.hook.innovation_zones()):
        _check_kind("innovation_zones", group or [], ZoneSpec)
        for zone in group or ():
            if zone.name in zones or zone.name in _CORE_ZONES:
                raise ConfigError(f"zone {zone.name!r} declared twice")
            if zone.name not in ZONES:
                raise ConfigError(
                    f"zone {zone.name!r} is not in the protocol's vocabulary (innovation.protocol.vocabulary.Zone): "
                    "a new zone is added there, with its meaning"
                )
            zones[zone.name] = zone
    implemented = frozenset(
        hook_name
        for hook_name in dir(pm.hook)
        if hook_name.startswith("innovation_") and getattr(pm.hook, hook_name).get_hookimpls()
    )
    rules = Rules(
        pm, tuple(names), sets, cards, effects, specials, zones, options, implemented=implemented, icons=icons
    )
    rules.icon_table = {cid: _icon_rows(info) for cid, info in cards.items()}
    rules.bonuses = any(info.bonuses for info in cards.values())
    return rules


def _check_kind(hook: str, items: object, kind: type) -> None:
    """Refuse what a plugin's registration ``hook`` returned unless it is a list of ``kind``."""
    if not isinstance(items, list) or not all(isinstance(item, kind) for item in items):
        shown = repr(items)
        shown = shown if len(shown) <= 80 else shown[:77] + "..."
        raise ConfigError(f"a plugin's {hook} returned {shown}; expected a list of {kind.__name__}")


#: Codes the core itself names (:class:`Icon`); a card set may not redeclare them.
_CORE_ICON_CODES = frozenset(int(icon) for icon in Icon)


def _icon_rows(info: CardInfo) -> IconTable:
    """Counts of the codes 0–6 a card shows under each splay when covered, and on top (every slot
    it has, four or six)."""
    rows: list[tuple[int, ...]] = []
    for slots in (*(VISIBLE_SLOTS[s] for s in range(4)), range(len(info.icons))):
        counts = [0] * 7
        for slot in slots:
            if slot < len(info.icons) and 0 <= info.icons[slot] <= 6:
                counts[info.icons[slot]] += 1
        rows.append(tuple(counts))
    return tuple(rows)
