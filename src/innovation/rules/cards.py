"""The card catalogue: static facts that never change during a game.

Icons, colours, splays, the facts printed on a card (:class:`CardInfo`), a card's behaviour
(:class:`CardEffects`), what a plugin contributes (:class:`CardSet`, :class:`SpecialAchievement`,
collected with a :class:`CardBook`) and :class:`Rules`, the assembled catalogue of one game: every
card's facts and effects, the special achievements and the plugins' hook relay. Card facts and
behaviour live outside the game state; the state only holds card ids.

This room sits below the engine, so it names the effect context only as "the argument an effect
function takes" (``Any``); card code gets the precise type from :mod:`innovation.plugin_api`.
"""

from __future__ import annotations

import inspect
import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any, Literal, TypeVar

import msgspec
import pluggy

from innovation.editions import DEFAULT_EDITION, EDITION_RULES, EditionRules
from innovation.options import OptionValue
from innovation.rules.karmas import Karma, KarmaKind

#: The base game's set name (its supply piles are the ones every draw counts on).
BASE = "base"


class Icon(IntEnum):
    """Icon codes as printed in a card's slots (same numbering as the reference data)."""

    HEX = 0
    CROWN = 1
    LEAF = 2
    LIGHTBULB = 3
    CASTLE = 4
    FACTORY = 5
    CLOCK = 6
    #: The 4th edition's seventh counted icon (a person).
    AVATAR = 7
    ECHO = 10


_ICON_CODES = frozenset(int(icon) for icon in Icon)

#: The six resource icons of the 1st and 3rd editions (the 4th adds the avatar:
#: ``EditionRules.icons``).
RESOURCE_ICONS: tuple[Icon, ...] = (
    Icon.CROWN,
    Icon.LEAF,
    Icon.LIGHTBULB,
    Icon.CASTLE,
    Icon.FACTORY,
    Icon.CLOCK,
)


class Color(IntEnum):
    BLUE = 0
    RED = 1
    GREEN = 2
    YELLOW = 3
    PURPLE = 4

    @property
    def label(self) -> str:
        return self.name.lower()


COLORS: tuple[Color, ...] = tuple(Color)
COLOR_BY_NAME: dict[str, Color] = {c.label: c for c in Color}


class Splay(IntEnum):
    NONE = 0
    LEFT = 1
    RIGHT = 2
    UP = 3
    #: 4th edition: a covered card shows all four of its printed slots.
    ASLANT = 4

    @property
    def label(self) -> str:
        return self.name.lower()


#: Slots of a *covered* card that a splay reveals; a top card shows every slot it has. Slots are
#: numbered top-left 0, bottom-left 1, bottom-middle 2, bottom-right 3, and on six-slot cards
#: top-right 4 and top-centre 5: splayed left a covered card shows its right edge (3 and 4),
#: right its left edge (0, 1), up its bottom row (1, 2, 3), aslant (4th edition) all four of
#: slots 0–3; the top centre shows only on top (BGA ``countVisibleIconsInPile``; RULES-4e.md §4).
VISIBLE_SLOTS: dict[int, tuple[int, ...]] = {
    Splay.NONE: (),
    Splay.LEFT: (3, 4),
    Splay.RIGHT: (0, 1),
    Splay.UP: (1, 2, 3),
    Splay.ASLANT: (0, 1, 2, 3),
}
#: The row of a card's icon counts (``Rules.icon_table``) that counts it on top of its pile; rows
#: 0–4 count it covered, by the pile's splay.
TOP_ROW = 5

DemandKind = Literal["demand", "compel"]

#: A bonus of value n is printed as the code ``BONUS_BASE + n`` (values 1–11; 12 on some 4th-edition
#: age-11 cards).
BONUS_BASE = 100


def is_bonus(code: int) -> bool:
    return code > BONUS_BASE


def bonus_value(code: int) -> int:
    return code - BONUS_BASE


@dataclass(frozen=True)
class IconInfo:
    """An icon code a card set prints beyond the core's :class:`Icon` codes and bonuses (a
    ``CardSet.icons`` entry): its name and what it does (own words). Only the set's rules give it
    meaning; the core shows it like any slot code (``Board.visible_faces``)."""

    code: int
    name: str
    description: str
    #: A short glyph a front-end may draw for it (one character or two).
    symbol: str = "?"


class BoardAchievement(msgspec.Struct, frozen=True):
    """An achievement a player holds only while the boards show it (returned by
    ``innovation_board_achievements``): its ``kind`` (a name the plugin chooses, e.g. an icon
    name) and the ``card`` on that player's board that shows it. It counts like an achievement
    in the player's achievement pile (towards the win, in every count of achievements) but is no
    card: nothing can take, return or transfer it."""

    kind: str
    card: str


class CardInfo(msgspec.Struct, frozen=True):
    """Facts printed on a card. ``icons`` holds its slots in :data:`VISIBLE_SLOTS` numbering —
    four (top-left, bottom-left, bottom-middle, bottom-right) or six (then top-right and
    top-centre): an :class:`Icon` code or a code a card set declares (:class:`IconInfo`), -1 for
    an empty slot, 100+n for a bonus of value n."""

    id: str
    name: str
    set: str
    age: int
    color: int
    icons: tuple[int, ...]
    dogma_icon: int
    demand_kind: DemandKind | None
    non_demand_count: int
    has_echo: bool = False
    faceup_age: int = 0  # 0 means "same as age" (only Battleship Yamato differs)
    #: A relic (Artifacts option): never in a supply pile; ``set`` is the set it comes from.
    relic: bool = False

    @property
    def value(self) -> int:
        """Face-up value, used for "highest top card" checks."""
        return self.faceup_age or self.age

    def has_icon(self, icon: int) -> bool:
        return icon in self.icons

    def icon_total(self, icon: int) -> int:
        return self.icons.count(icon)

    @property
    def has_demand(self) -> bool:
        """A card "with a demand effect": an I-compel counts too (RULES.md §5.4)."""
        return self.demand_kind is not None

    @property
    def bonuses(self) -> tuple[int, ...]:
        """Bonus values printed on the card (Echoes), in slot order."""
        return tuple(bonus_value(code) for code in self.icons if is_bonus(code))

    @property
    def hex_slot(self) -> int:
        """Index of the slot holding the hex image (-1 if none)."""
        return self.icons.index(Icon.HEX) if Icon.HEX in self.icons else -1


#: An effect function: called with the :class:`~innovation.rules.context.EffectContext` of the player
#: executing it (typed loosely here, below the engine; card code uses ``plugin_api.EffectFn``).
EffectCallable = Callable[[Any], None]
#: A special achievement's condition: called with the :class:`~innovation.rules.context.Context` of
#: the player it is checked for.
ConditionFn = Callable[[Any], bool]
_Effect = TypeVar("_Effect", bound=Callable[[Any], None])
_KarmaFn = TypeVar("_KarmaFn", bound=Callable[..., Any])


@dataclass(frozen=True)
class CardEffects:
    """A card's behaviour: one function per printed effect, in printed order. ``variant`` names
    the rule option that selected this behaviour (``"edition=first"``), or is None for the
    card's default text. ``notes``: what the card does that is no dogma effect, for players (what
    its special icons do), in this project's own words; shown after the effects."""

    card_id: str
    demand: EffectCallable | None = None
    demand_kind: DemandKind | None = None
    non_demands: tuple[EffectCallable, ...] = ()
    echo: EffectCallable | None = None
    variant: str | None = None
    notes: tuple[str, ...] = ()
    #: Its karmas (:mod:`innovation.rules.karmas`), in printed order.
    karmas: tuple[Karma, ...] = ()
    #: The text of its inspire effect (Figures in the Sky; the set runs it), in this project's words.
    inspire: str | None = None
    #: The texts of karmas its set runs itself rather than through ``CardBook.karma`` (Figures'
    #: decree and no-fade karmas), in this project's words, without the "Karma: " prefix.
    karma_texts: tuple[str, ...] = ()

    def karma_lines(self) -> list[str]:
        """One text per printed karma: the registered karmas' (a karma with several triggers is
        one printed text), then :attr:`karma_texts`."""
        out: list[str] = []
        seen: set[int] = set()
        for karma in self.karmas:
            if id(karma.fn) not in seen:
                seen.add(id(karma.fn))
                out.append(karma.text)
        return out + list(self.karma_texts)

    def texts(self) -> list[str]:
        """The card's effects in this project's own words (the functions' docstrings): its echo
        and inspire effects, its dogma effects, then its notes, then its karmas ("Karma: …")."""
        out: list[str] = []
        if self.echo is not None:
            out.append("Echo: " + _doc(self.echo))
        if self.inspire is not None:
            out.append("Inspire: " + self.inspire)
        if self.demand is not None:
            prefix = "I demand" if self.demand_kind == "demand" else "I compel"
            out.append(f"{prefix}: " + _doc(self.demand))
        out.extend(_doc(fn) for fn in self.non_demands)
        out.extend(self.notes)
        out.extend("Karma: " + text for text in self.karma_lines())
        return out


def _doc(fn: EffectCallable) -> str:
    return " ".join((inspect.getdoc(fn) or "").split())


@dataclass(frozen=True)
class SpecialAchievement:
    """A special achievement: claimed automatically the moment ``condition`` holds.

    ``watches`` says what of its player the condition reads: ``"board"`` (the piles and their
    splays: icons, top cards, bonuses …), ``"counters"`` (cards tucked and scored this turn) or a
    zone's name (``"hand"``, ``"score"``, ``"achievements"``, ``"forecast"`` …). The engine
    re-checks the condition only after a change to one of those (after any change to the player's
    zones when ``watches`` is None) — so a condition must read nothing else.
    """

    id: str
    name: str
    set: str
    description: str
    condition: ConditionFn
    watches: frozenset[str] | None = None


def _any_card(info: CardInfo) -> bool:
    return True


@dataclass(frozen=True)
class ZoneSpec:
    """An expansion zone (``innovation_zones``): whose it is and which cards may lie there.

    Loading a save checks every card against these (a zone nobody declared is refused).
    """

    name: str
    #: One zone for the whole game (``state.zones``) instead of one per player (``player.zones``).
    shared: bool = False
    #: Which cards may lie there (special achievements only if ``specials``).
    holds: Callable[[CardInfo], bool] = _any_card
    #: The most cards it may hold at once (None: no limit).
    capacity: int | None = None
    #: Whether special achievements may lie there too (the 4th edition's junk).
    specials: bool = False


@dataclass(frozen=True)
class CardSet:
    """What a plugin contributes through ``innovation_register_cards``.

    ``effects`` may also give effects to a card another set registers (Figures in the Sky gives
    the relic Ching Shih its karmas): they count only while that card is in play.
    ``supply`` says whether the set has its own supply piles (base, Artifacts and Echoes do).
    ``fixtures`` says the set's cards are parts of the table, not cards a player holds (the 4th
    edition's Museum cards): an effect that moves all of a player's cards leaves them where they
    lie, and the set's own plugin says where they go (docs/rulings.md, "Museums").
    """

    name: str
    cards: tuple[CardInfo, ...]
    effects: dict[str, CardEffects] = field(default_factory=dict)
    special_achievements: tuple[SpecialAchievement, ...] = ()
    supply: bool = True
    fixtures: bool = False
    #: Icon codes the set's cards print beyond the core's (names and descriptions). Two sets may
    #: declare the same code only under the same name.
    icons: tuple[IconInfo, ...] = ()
    #: Cards the set itself knows are not written yet, beyond those the core sees lacking effects
    #: (a card printing an effect kind only the set runs, such as a figure's karma or inspire
    #: effect): the rules are refused while any is listed, as for cards without effects.
    unfinished: tuple[str, ...] = ()


class CardBook:
    """Collects a set's effect functions with decorators, in printed order.

    >>> book = CardBook("base")
    >>> @book.effect("writing")
    ... def writing(ctx):
    ...     "Draw a 2."
    ...     ctx.draw(2)

    Cards that read differently under a rule option (the first edition's texts) are registered
    on a :meth:`variant` of the book; :meth:`card_set` picks the texts of the options in play.
    """

    def __init__(self, set_name: str) -> None:
        self.set_name = set_name
        self._demands: dict[str, tuple[DemandKind, EffectCallable]] = {}
        self._non_demands: dict[str, list[EffectCallable]] = {}
        self._echoes: dict[str, EffectCallable] = {}
        self._karmas: dict[str, list[Karma]] = {}
        self._order: list[str] = []
        self._variants: list[_Variant] = []

    def _note(self, card_id: str) -> None:
        if card_id not in self._order:
            self._order.append(card_id)

    def demand(self, card_id: str) -> Callable[[_Effect], _Effect]:
        return self._demand_like(card_id, "demand")

    def compel(self, card_id: str) -> Callable[[_Effect], _Effect]:
        return self._demand_like(card_id, "compel")

    def _demand_like(self, card_id: str, kind: DemandKind) -> Callable[[_Effect], _Effect]:
        def register(fn: _Effect) -> _Effect:
            if card_id in self._demands:
                raise ValueError(f"{card_id}: a card has at most one demand/compel effect")
            self._note(card_id)
            self._demands[card_id] = (kind, fn)
            return fn

        return register

    def effect(self, card_id: str) -> Callable[[_Effect], _Effect]:
        """Register the next non-demand effect of ``card_id`` (call order = printed order)."""

        def register(fn: _Effect) -> _Effect:
            self._note(card_id)
            self._non_demands.setdefault(card_id, []).append(fn)
            return fn

        return register

    def echo(self, card_id: str) -> Callable[[_Effect], _Effect]:
        def register(fn: _Effect) -> _Effect:
            self._note(card_id)
            self._echoes[card_id] = fn
            return fn

        return register

    def karma(
        self,
        card_id: str,
        trigger: str | tuple[str, ...],
        kind: KarmaKind,
        *,
        match: Callable[..., Any] | None = None,
        anyone: bool = False,
    ) -> Callable[[_KarmaFn], _KarmaFn]:
        """Register the next karma of ``card_id`` (call order = printed order): ``kind`` "first"
        or "instead" for "if … would ``trigger`` …", "when" for "when you meld this card"
        (trigger "melded"), "static" for a modifier read whenever its quantity is. ``match``
        filters the events it applies to; ``anyone``: it reacts to every player's events, not
        only its owner's. The function takes ``ctx`` and, by keyword, any of the trigger's
        arguments (:data:`innovation.rules.karmas.WOULD_TRIGGERS` …); docs/hooks.md, "Karma".
        One printed karma with several triggers ("if you would return or remove …") takes a tuple
        of them: one karma, one text, checked at each trigger (its function takes only arguments
        every one of them passes)."""
        triggers = trigger if isinstance(trigger, tuple) else (trigger,)
        if not triggers:
            raise ValueError(f"{card_id}: a karma needs a trigger")

        def register(fn: _KarmaFn) -> _KarmaFn:
            self._note(card_id)
            made = [Karma.make(card_id, t, kind, fn, match, anyone) for t in triggers]
            self._karmas.setdefault(card_id, []).extend(made)
            return fn

        return register

    def variant(self, option: str, value: OptionValue, cards: Iterable[CardInfo] = ()) -> CardBook:
        """A book of replacement cards, in play while the rule option ``option`` has ``value``
        (``book.variant("edition", "first", FIRST_EDITION_CARDS)``).

        Register each card that reads differently on the variant *completely*: every effect, in
        printed order, each with its own docstring (an unchanged effect is re-registered by
        calling the decorator on the default function). ``cards`` gives the variant's facts for
        the cards whose effect count or kind differ; they must match the default facts in
        everything printed outside the text box. Variants are checked whenever the set is built,
        whatever the options, so a broken variant fails at once."""
        child = CardBook(self.set_name)
        self._variants.append(_Variant(option, value, child, {c.id: c for c in cards}))
        return child

    def build(
        self, cards: tuple[CardInfo, ...], options: Mapping[str, OptionValue] | None = None
    ) -> dict[str, CardEffects]:
        """Check every registered card (variants included) against its facts and return the
        effects by card id, as they read under ``options`` (None: the default texts)."""
        effects = self._build_own(cards, None)
        chosen: dict[str, str] = {}
        for variant in self._variants:
            replaced = variant.book._build_own(variant.facts(cards), variant.label)
            if options is None or options.get(variant.option) != variant.value:
                continue
            for card_id, card_effects in replaced.items():
                if card_id in chosen:
                    raise ValueError(f"{card_id}: both {chosen[card_id]} and {variant.label} replace this card")
                chosen[card_id] = variant.label
                effects[card_id] = card_effects
        return effects

    def facts(
        self, cards: tuple[CardInfo, ...], options: Mapping[str, OptionValue] | None = None
    ) -> tuple[CardInfo, ...]:
        """``cards`` with the facts of every variant in play under ``options`` swapped in."""
        out = {c.id: c for c in cards}
        for variant in self._variants:
            if options is not None and options.get(variant.option) == variant.value:
                out.update(variant.own_facts)
        return tuple(out.values())

    def card_set(
        self,
        cards: tuple[CardInfo, ...],
        options: Mapping[str, OptionValue] | None = None,
        *,
        supply: bool = True,
    ) -> CardSet:
        """The set as it plays under ``options``: what ``innovation_register_cards`` returns."""
        return CardSet(
            name=self.set_name,
            cards=self.facts(cards, options),
            effects=self.build(cards, options),
            supply=supply,
        )

    def _build_own(self, cards: tuple[CardInfo, ...], variant: str | None) -> dict[str, CardEffects]:
        by_id = {c.id: c for c in cards}
        where = self.set_name if variant is None else f"{self.set_name} ({variant})"
        out: dict[str, CardEffects] = {}
        for card_id in self._order:
            info = by_id.get(card_id)
            if info is None:
                raise ValueError(f"{where}: effects registered for unknown card {card_id!r}")
            kind, demand = self._demands.get(card_id, (None, None))
            non_demands = tuple(self._non_demands.get(card_id, ()))
            echo = self._echoes.get(card_id)
            if kind != info.demand_kind or len(non_demands) != info.non_demand_count:
                raise ValueError(
                    f"{card_id}: registered {kind or 'no'} demand and {len(non_demands)} non-demand "
                    f"effects, but the card has {info.demand_kind or 'no'} demand and "
                    f"{info.non_demand_count}" + ("" if variant is None else f" ({variant})")
                )
            if (echo is not None) != info.has_echo:
                raise ValueError(f"{card_id}: echo effect registration does not match the card")
            for fn in (demand, *non_demands, echo):
                if fn is not None and not inspect.getdoc(fn):
                    raise ValueError(f"{card_id}: effect {fn.__name__} needs a docstring (its player-facing text)")
            karmas = tuple(self._karmas.get(card_id, ()))
            out[card_id] = CardEffects(card_id, demand, kind, non_demands, echo, variant, karmas=karmas)
        return out


#: Counts of the icon codes 0–6 (0–7 with the avatar), per card: [splay NONE … ASLANT, top card].
IconTable = tuple[tuple[int, ...], ...]


@dataclass
class Rules:
    """Static data for one combination of plugins and rule options: card facts, effects (of the
    edition in play) and the hook relay."""

    pm: pluggy.PluginManager
    plugin_names: tuple[str, ...]
    sets: dict[str, CardSet]
    cards: dict[str, CardInfo]
    effects: dict[str, CardEffects]
    specials: dict[str, SpecialAchievement]
    #: Expansion zones by name (``innovation_zones``).
    zones: dict[str, ZoneSpec] = field(default_factory=dict)
    #: The rule options the card sets were built for (every option, defaults filled in).
    options: Mapping[str, OptionValue] = field(default_factory=dict)
    icon_table: dict[str, IconTable] = field(default_factory=dict)
    #: Hook names with at least one implementation (so the hot paths can skip empty hooks).
    implemented: frozenset[str] = frozenset()
    #: Facts derived from a pile's contents alone, shared by every game of these rules: see
    #: :meth:`innovation.rules.piles.Piles.pile_memo` (keyed by the fact, the splay and the cards).
    pile_facts: dict[tuple[str, int, tuple[str, ...]], Any] = field(default_factory=dict, compare=False, repr=False)
    #: A card's face as a pile shows it, by (card, the pile's splay; -1 on top): see
    #: :meth:`innovation.rules.piles.Piles.visible_faces`. Shared by every game of these rules.
    faces: dict[tuple[str, int], tuple[str, tuple[int, ...]]] = field(default_factory=dict, compare=False, repr=False)
    #: Icon codes the card sets declare (``CardSet.icons``), by code.
    icons: dict[int, IconInfo] = field(default_factory=dict)
    #: Whether any card in play prints a bonus (else scores skip looking for visible bonuses).
    bonuses: bool = False
    #: Whether any card in play prints an echo effect (else a dogma skips looking for visible ones).
    echoes: bool = False
    #: The edition's core rules (:mod:`innovation.editions`).
    edition: EditionRules = field(default_factory=lambda: EDITION_RULES[DEFAULT_EDITION])
    #: How many icon codes a board's counts hold, 0 up: 7 (hex … clock), 8 with the avatar (the
    #: 4th edition). (One column fewer where there is no avatar: counting is the hottest code.)
    icon_width: int = 7
    #: Cards printed with effects that no plugin implements (a set being written): such rules
    #: are refused outside ``innovation.testing``'s :func:`~innovation.rules.plugins.unfinished_sets`.
    unfinished: tuple[str, ...] = ()

    @property
    def supply_sets(self) -> list[str]:
        return [name for name, s in self.sets.items() if s.supply]

    def is_fixture(self, card_id: str) -> bool:
        """Whether ``card_id`` is a part of the table (a set with ``fixtures``), never moved by an
        effect that moves all of a player's cards."""
        info = self.cards.get(card_id)
        card_set = None if info is None else self.sets.get(info.set)
        return card_set is not None and card_set.fixtures

    def has(self, hook_name: str) -> bool:
        return hook_name in self.implemented

    def card(self, card_id: str) -> CardInfo:
        return self.cards[card_id]

    def icon_name(self, code: int) -> str | None:
        return icon_name(code, self.icons)


def icon_name(code: int, declared: Mapping[int, IconInfo]) -> str | None:
    """What a slot code is called: an :class:`Icon`'s name ("crown", "hex" …), "bonusN" for a
    bonus of value N, a declared icon's name (:class:`IconInfo`); None for an empty slot."""
    if code < 0:
        return None
    if is_bonus(code):
        return f"bonus{bonus_value(code)}"
    if code in _ICON_CODES:
        return Icon(code).name.lower()
    return declared[code].name if code in declared else f"icon{code}"


def sort_key(name: str) -> list[tuple[int, int | str]]:
    """Natural, accent- and punctuation-blind ordering of card names (RULES.md §1)."""
    plain = unicodedata.normalize("NFKD", name)
    plain = "".join(ch for ch in plain if ch.isalnum() and not unicodedata.combining(ch)).lower()
    return [(0, int(chunk)) if chunk.isdigit() else (1, chunk) for chunk in re.findall(r"\d+|\D+", plain)]


@dataclass(frozen=True)
class _Variant:
    """A :meth:`CardBook.variant`: replacement cards in play while ``option`` is ``value``."""

    option: str
    value: OptionValue
    book: CardBook
    own_facts: dict[str, CardInfo]

    @property
    def label(self) -> str:
        value = self.value if isinstance(self.value, str) else ("on" if self.value else "off")
        return f"{self.option}={value}"

    def facts(self, cards: tuple[CardInfo, ...]) -> tuple[CardInfo, ...]:
        """The facts the variant's registrations are checked against: the default facts, with
        the variant's own where it has them (which may differ only in their effects)."""
        by_id = {c.id: c for c in cards}
        for card_id, info in self.own_facts.items():
            default = by_id.get(card_id)
            if default is None:
                raise ValueError(f"{self.label}: facts given for unknown card {card_id!r}")
            printed = msgspec.structs.replace(
                info,
                demand_kind=default.demand_kind,
                non_demand_count=default.non_demand_count,
                has_echo=default.has_echo,
            )
            if printed != default:
                raise ValueError(f"{card_id}: the {self.label} facts differ from the card's beyond its effects")
            if card_id not in self.book._order:
                raise ValueError(f"{card_id}: {self.label} gives its facts but registers no effects for it")
        return tuple({**by_id, **self.own_facts}.values())
