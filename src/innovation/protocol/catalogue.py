"""The public card catalogue: everything a front-end needs to draw any card it is shown.

Decisions, events and views name cards by id; :func:`catalogue` gives, for every card and special
achievement of a game's rules, its printed facts — name, set, age (and face-up value), colour, the
icon in each slot, its bonus and featured icon — and its effect texts (in this project's words,
as the rules of that game read them: a first-edition game gets first-edition texts). It holds no
game state: where a card lies is the view's business, and the catalogue of a game is public.

    from innovation import Game, GameConfig
    from innovation.protocol.catalogue import catalogue

    game = Game.new(GameConfig(players=("ann", "bob"), expansions=("echoes",)))
    facts = catalogue(game.rules).cards["chopsticks"]
    facts.name, facts.color, facts.icons, facts.bonus, facts.echo

``Game.catalogue()`` is the same for the game's own rules. The JSON Schema of :class:`Catalogue`
is printed by ``innovation schema`` with the rest of the protocol.
"""

from __future__ import annotations

import inspect
import threading
from collections import OrderedDict
from collections.abc import Mapping
from typing import cast

import msgspec

from innovation.protocol.vocabulary import PROTOCOL_VERSION, ColorName, EffectKind, ResourceIcon, SlotIcon, SplayName
from innovation.rules.cards import VISIBLE_SLOTS, CardInfo, Color, Icon, IconInfo, Rules, Splay

#: Where the slots of a card lie, in the order of :attr:`CardFacts.icons`: the base sets print
#: four (top-left, bottom-left, bottom-middle, bottom-right); six-slot cards add top-right and
#: top-center.
SLOT_POSITIONS: tuple[str, ...] = (
    "top-left",
    "bottom-left",
    "bottom-middle",
    "bottom-right",
    "top-right",
    "top-center",
)


class Effect(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One printed dogma effect: ``kind`` (a demand, a compel, or any other: "cooperative") and
    its text."""

    kind: EffectKind
    text: str


class CardFacts(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A card as printed.

    ``icons`` has one entry per slot, in :data:`SLOT_POSITIONS` order (four for most cards; any
    length is valid): what the slot shows — a :data:`~innovation.protocol.vocabulary.SlotIcon` word or the
    name of an icon its set declares (:attr:`Catalogue.icons`) — or None for an empty slot. ``splay_shows`` says which
    slots of this card show when it is covered in a pile splayed that way (the top card shows them
    all). ``value`` is its face-up value (its age, except Battleship Yamato). ``effects`` are its
    dogma effects in printed order; ``echo`` its echo effect (Echoes), ``inspire`` its inspire
    effect and ``karmas`` its karmas (Figures in the Sky), ``bonus`` its bonus value
    (Echoes; ``bonuses`` every one it prints). ``notes`` say what the card does that is no dogma
    effect (what its declared icons do). ``implemented`` is False for a card whose behaviour no plugin provides yet.
    """

    id: str
    name: str
    set: str
    age: int
    value: int
    color: ColorName
    icons: list[str | None]
    splay_shows: dict[SplayName, list[int]]
    #: The featured (dogma) icon; None for a card without one.
    featured: ResourceIcon | None
    effects: list[Effect]
    echo: str | None = None
    bonus: int | None = None
    #: Every bonus the card prints, in slot order (a six-slot card may print two; ``bonus`` is
    #: the first).
    bonuses: list[int] = msgspec.field(default_factory=list)
    notes: list[str] = msgspec.field(default_factory=list)
    #: A relic (Artifacts' relics option); ``set`` is the set it comes from.
    relic: bool = False
    implemented: bool = True
    #: Its inspire effect (Figures in the Sky: run by the Inspire action), since protocol 1.5.
    inspire: str | None = None
    #: Its karmas, one text per printed karma in printed order (Figures in the Sky: what the card
    #: changes while it is one of its owner's top cards), since protocol 1.5.
    karmas: list[str] = msgspec.field(default_factory=list)


class IconFacts(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """An icon a card set prints beyond the protocol's :data:`~innovation.protocol.vocabulary.SlotIcon`
    words (``CardSet.icons``): its ``name`` (as it appears in :attr:`CardFacts.icons`), a
    short ``symbol`` a front-end may draw, and what it does, in this
    project's words."""

    name: str
    symbol: str
    description: str


class SpecialFacts(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A special achievement: its name, set and what earns it (in this project's words)."""

    id: str
    name: str
    set: str
    description: str


class Catalogue(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Every card and special achievement of one game's rules, by id."""

    cards: dict[str, CardFacts]
    specials: dict[str, SpecialFacts]
    #: The card sets of the rules, in registration order.
    sets: list[str]
    protocol: str = PROTOCOL_VERSION
    #: The icons the card sets declare beyond the :data:`~innovation.protocol.vocabulary.SlotIcon` words,
    #: by name (empty without such sets).
    icons: dict[str, IconFacts] = msgspec.field(default_factory=dict)


_SLOT_NAMES: dict[int, SlotIcon] = {
    int(Icon.CROWN): "crown",
    int(Icon.LEAF): "leaf",
    int(Icon.LIGHTBULB): "lightbulb",
    int(Icon.CASTLE): "castle",
    int(Icon.FACTORY): "factory",
    int(Icon.CLOCK): "clock",
    int(Icon.AVATAR): "avatar",
    int(Icon.HEX): "hex",
    int(Icon.ECHO): "echo",
}


def slot_icon(code: int, declared: Mapping[int, IconInfo] | None = None) -> str | None:
    """What a slot code of :attr:`~innovation.rules.cards.CardInfo.icons` shows (None: empty): a
    :data:`~innovation.protocol.vocabulary.SlotIcon` word, or the name of an icon a card set declares
    (``declared``: :attr:`Rules.icons <innovation.rules.cards.Rules.icons>`; see :attr:`Catalogue.icons`)."""
    if code < 0:
        return None
    if code > 100:
        return "bonus"
    name = _SLOT_NAMES.get(code)
    if name is not None:
        return name
    own = (declared or {}).get(code)
    if own is None:
        raise ValueError(
            f"icon code {code}: no SlotIcon word (innovation.protocol.vocabulary) and no card set declares it"
        )
    return own.name


def _doc(fn: object) -> str:
    return " ".join((inspect.getdoc(fn) or "").split())


def card_facts(rules: Rules, card_id: str) -> CardFacts:
    """The facts of one card under ``rules``."""
    info: CardInfo = rules.cards[card_id]
    behaviour = rules.effects.get(card_id)
    effects: list[Effect] = []
    echo: str | None = None
    if behaviour is not None:
        if behaviour.echo is not None:
            echo = _doc(behaviour.echo)
        if behaviour.demand is not None and behaviour.demand_kind is not None:
            effects.append(Effect(behaviour.demand_kind, _doc(behaviour.demand)))
        effects += [Effect("cooperative", _doc(fn)) for fn in behaviour.non_demands]
    slots = len(info.icons)
    featured = slot_icon(info.dogma_icon) if info.dogma_icon >= 0 else None
    return CardFacts(
        id=card_id,
        name=info.name,
        set=info.set,
        age=info.age,
        value=info.value,
        color=cast(ColorName, Color(info.color).label),
        icons=[slot_icon(code, rules.icons) for code in info.icons],
        splay_shows={
            cast(SplayName, Splay(s).label): [k for k in VISIBLE_SLOTS[s] if k < slots] for s in rules.edition.splays
        },
        featured=cast("ResourceIcon | None", featured),
        effects=effects,
        echo=echo,
        bonus=info.bonuses[0] if info.bonuses else None,
        bonuses=list(info.bonuses),
        notes=list(behaviour.notes) if behaviour is not None else [],
        relic=info.relic,
        inspire=behaviour.inspire if behaviour is not None else None,
        karmas=behaviour.karma_lines() if behaviour is not None else [],
        implemented=behaviour is not None
        or (info.demand_kind is None and not info.non_demand_count and not info.has_echo),
    )


#: Catalogues of recently used rules, by the identity of the rules (each entry keeps its rules
#: alive, so an id is not reused while cached). Rules are built once per set of plugins.
_CACHE: OrderedDict[int, tuple[Rules, Catalogue]] = OrderedDict()
_CACHE_SIZE = 32
_LOCK = threading.Lock()


def catalogue(rules: Rules) -> Catalogue:
    """The catalogue of every card and special achievement under ``rules`` (made once per rules;
    treat it as read-only)."""
    with _LOCK:
        hit = _CACHE.get(id(rules))
        if hit is not None and hit[0] is rules:
            _CACHE.move_to_end(id(rules))
            return hit[1]
    made = _make(rules)
    with _LOCK:
        _CACHE[id(rules)] = (rules, made)
        while len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    return made


def _make(rules: Rules) -> Catalogue:
    return Catalogue(
        cards={cid: card_facts(rules, cid) for cid in rules.cards},
        specials={
            sid: SpecialFacts(id=sid, name=sa.name, set=sa.set, description=sa.description)
            for sid, sa in rules.specials.items()
        },
        sets=list(rules.sets),
        icons={
            i.name: IconFacts(name=i.name, symbol=i.symbol, description=i.description) for i in rules.icons.values()
        },
    )
