"""Finding plugins and building the static rules registry for a game."""

from __future__ import annotations

import contextlib
import contextvars
import functools
import importlib.metadata
import threading
from collections import OrderedDict
from collections.abc import Iterator, Mapping, Sequence
from types import ModuleType
from typing import Any

import pluggy

from innovation.editions import edition_rules
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
    Splay,
    ZoneSpec,
    is_bonus,
)
from innovation.rules.hookcalls import PluginManager
from innovation.rules.karmas import karma_key

ENTRY_POINT_GROUP = "innovation.plugins"
__all__ = [
    "BASE",
    "ENTRY_POINT_GROUP",
    "Rules",
    "build_rules",
    "check_edition",
    "discover",
    "edition_plays",
    "plugin_name",
    "unfinished_sets",
]
#: Zones every game has (a plugin may not declare these names).
_CORE_ZONES = frozenset({"hand", "board", "score", "achievements", "deck", "available", "removed", "specials"})
#: The zones an edition adds to every game of it (declared by the core, not by a plugin).
_JUNK = ZoneSpec("junk", shared=True, specials=True)  # Feudalism, Publications junk specials
#: Every player's cards while a game within the game is played (innovation.rules.within).
_SET_ASIDE = ZoneSpec("set_aside", shared=True, specials=True)
#: The editions a set plugin ships cards for when its module does not say (``EDITIONS``): the
#: sets written before the 4th edition play the 3rd and the 1st.
_CLASSIC_EDITIONS = ("third", "first")
#: Whether rules whose cards lack effects may be built (``innovation.testing.unfinished_sets``).
_UNFINISHED_ALLOWED: contextvars.ContextVar[bool] = contextvars.ContextVar("unfinished_allowed", default=False)


@contextlib.contextmanager
def unfinished_sets() -> Iterator[None]:
    """Inside this block, rules whose cards lack effects may be built (testing only: the scenario
    tests of a set being written). A game then refuses a card without effects only when it is
    executed (``NotImplementedRuleError``)."""
    token = _UNFINISHED_ALLOWED.set(True)
    try:
        yield
    finally:
        _UNFINISHED_ALLOWED.reset(token)


def edition_plays(edition: str, expansions: Sequence[str], players: int = 2) -> bool:
    """Whether a game of ``edition`` with the base set and ``expansions`` for ``players`` players
    may be made (every set available in the edition and finished; the count allowed)."""
    rules = edition_rules(edition)
    if not rules.min_players <= players <= rules.max_players:
        return False
    try:
        check_edition(expansions, {"edition": rules.name})
    except ConfigError:
        return False
    return True


def check_edition(expansions: Sequence[str], options: Mapping[str, OptionValue]) -> None:
    """Refuse (:class:`ConfigError`) a set named for a game (the base set and ``expansions``) that
    does not ship cards for the edition in ``options``, and an edition whose sets are unfinished
    (cards without effects). Sets not installed are left to :func:`build_rules` to refuse."""
    installed = discover()
    for name in [BASE, *expansions]:
        ep = installed.get(name)
        if ep is None or not getattr(ep.load(), "IMPLEMENTED", True):
            return  # refused by Game.new, as before
    build_rules(tuple(expansions), (), dict(options))


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
            _check_finished(found[2])
            return found[2]
    rules = _build_rules(installed, expansions, extra_plugins, options)
    _check_finished(rules)
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


def _check_finished(rules: Rules) -> None:
    """Refuse rules whose cards lack effects (a set being written), outside :func:`unfinished_sets`."""
    if rules.unfinished and not _UNFINISHED_ALLOWED.get():
        by_set: dict[str, list[str]] = {}
        for card in rules.unfinished:
            by_set.setdefault(rules.cards[card].set, []).append(rules.cards[card].name)
        edition = edition_rules(rules.options.get("edition", "third"))
        # A set that lists its own unfinished cards (CardSet.unfinished) lacks more than effects.
        lacking = {
            name: "lack effects or karmas" if card_set.unfinished else "have no effects"
            for name, card_set in rules.sets.items()
        }
        raise ConfigError(
            "; ".join(
                f"{len(names)} cards of the {name!r} set {lacking.get(name, 'have no effects')} in the "
                f"{edition.title} yet "
                f"({', '.join(names[:8])}{', …' if len(names) > 8 else ''})"
                for name, names in by_set.items()
            )
        )


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
        editions = getattr(module, "EDITIONS", _CLASSIC_EDITIONS)
        if chosen["edition"] not in editions:
            title = edition_rules(chosen["edition"]).title
            # A set made for some editions only says why (its EDITIONS_REASON); otherwise it is not
            # written for that edition yet.
            reason = getattr(module, "EDITIONS_REASON", None)
            why = f": {reason}" if isinstance(reason, str) else " yet"
            raise ConfigError(
                f"the {name!r} set is not available in the {title}{why} (it plays in: {', '.join(editions)})"
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
    # A set may give effects to a card another set registers (Figures in the Sky: the relic Ching
    # Shih's karmas); they count only while that card is in play.
    effects = {cid: fx for cid, fx in effects.items() if cid in cards}
    edition = edition_rules(options.get("edition", "third"))
    for info in cards.values():
        if info.age > edition.max_age:
            raise ConfigError(
                f"card {info.id!r} is of age {info.age}; the {edition.title} has ages 1-{edition.max_age}"
            )
    specials: dict[str, SpecialAchievement] = {}
    for group in reversed(pm.hook.innovation_special_achievements(options=options)):
        _check_kind("innovation_special_achievements", group or [], SpecialAchievement)
        for sa in group or ():
            specials[sa.id] = sa
    zones: dict[str, ZoneSpec] = {}
    for group in reversed(pm.hook.innovation_zones()):
        _check_kind("innovation_zones", group or [], ZoneSpec)
        for zone in group or ():
            if zones.get(zone.name) == zone:
                continue  # two sets using one zone alike (Echoes' and Figures' forecast)
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
    ) | frozenset(karma_key(k.kind, k.trigger) for fx in effects.values() for k in fx.karmas)
    if edition.junk:
        zones[_JUNK.name] = _JUNK
        zones[_SET_ASIDE.name] = _SET_ASIDE  # a game within the game settles its end in the junk
    rules = Rules(
        pm, tuple(names), sets, cards, effects, specials, zones, options, implemented=implemented, icons=icons
    )
    rules.edition = edition
    declared = frozenset(cid for card_set in contributed for cid in card_set.unfinished)
    rules.unfinished = tuple(
        cid
        for cid, info in cards.items()
        if (cid not in effects and (info.demand_kind is not None or info.non_demand_count or info.has_echo))
        or cid in declared
    )
    rules.icon_width = 8 if Icon.AVATAR in edition.icons else 7
    rules.icon_table = {cid: _icon_rows(info, rules.icon_width) for cid, info in cards.items()}
    rules.bonuses = any(info.bonuses for info in cards.values())
    rules.echoes = any(info.has_echo and info.set in sets for info in cards.values())
    return rules


def _check_kind(hook: str, items: object, kind: type) -> None:
    """Refuse what a plugin's registration ``hook`` returned unless it is a list of ``kind``."""
    if not isinstance(items, list) or not all(isinstance(item, kind) for item in items):
        shown = repr(items)
        shown = shown if len(shown) <= 80 else shown[:77] + "..."
        raise ConfigError(f"a plugin's {hook} returned {shown}; expected a list of {kind.__name__}")


#: Codes the core itself names (:class:`Icon`); a card set may not redeclare them.
_CORE_ICON_CODES = frozenset(int(icon) for icon in Icon)


def _icon_rows(info: CardInfo, width: int) -> IconTable:
    """Counts of the codes 0 to ``width`` - 1 a card shows under each splay when covered (rows by :class:`Splay`),
    and on top (row :data:`TOP_ROW`: every slot it has, four or six)."""
    rows: list[tuple[int, ...]] = []
    for slots in (*(VISIBLE_SLOTS[s] for s in Splay), range(len(info.icons))):
        counts = [0] * width
        for slot in slots:
            if slot < len(info.icons) and 0 <= info.icons[slot] < width:
                counts[info.icons[slot]] += 1
        rows.append(tuple(counts))
    return tuple(rows)
