"""The event log as the engine keeps it: compact records, worded only when somebody reads them.

A game's log is a list of small immutable entries (:data:`Entry`), one per event, that hold what
happened and nothing that can be derived: seats instead of names, places as short codes, no texts
for card moves. :func:`event_of` turns an entry into the protocol's :class:`~innovation.protocol.events.Event`
(its ``text``, ``public_text``, names, ``age``/``set`` and places) when a client reads it — through
``Game.events`` (an :class:`EventList`, worded on access) or a view (worded for its viewer). The
same entries are what a save stores (save formats 3 and 4), so saving and loading the log costs one
encode and one typed decode, and a live game holds about a quarter of the memory it did with
worded events.

The words are exactly those the engine used to make eagerly: a move reads "ann melds Archery
(base 1)." and, for the players who may not see the card, "ann melds a base 1."; the other events
keep the text the engine or the card gave them.
"""

from __future__ import annotations

import functools
import operator
from collections import OrderedDict
from collections.abc import Iterable, Iterator, Sequence
from typing import Annotated, Any, ClassVar, Literal, TypeAlias, cast, overload

import msgspec

from innovation.editions import MAX_PLAYERS
from innovation.protocol import vocabulary
from innovation.protocol.events import Event, Place
from innovation.protocol.vocabulary import ColorName, EventKind, Position, SplayName, Zone
from innovation.rules.cards import Icon, Rules

#: A seat (0 … MAX_PLAYERS − 1: five seats in the 4th edition), and a set of seats as a bit mask.
Seat = Annotated[int, msgspec.Meta(ge=0, le=MAX_PLAYERS - 1)]
SeatMask = Annotated[int, msgspec.Meta(ge=0, le=(1 << MAX_PLAYERS) - 1)]


class Moved(msgspec.Struct, tag="m", array_like=True, frozen=True, gc=False, forbid_unknown_fields=True):
    """A card moved by ``seat`` (None: the game itself) from one place to another: worded as
    "<who> <verb> <card> (<set> <age>)<tail>."; ``seen``, for a move between hidden places, is the
    set of seats (a bit mask) that learn the card, everybody else reading "<who> <verb> a <set>
    <age><tail>."."""

    kind: EventKind
    seat: Seat | None
    card: str
    from_: str | None
    to: str | None
    verb: str
    tail: str = ""
    seen: SeatMask | None = None


class Logged(msgspec.Struct, tag="l", array_like=True, frozen=True, gc=False, forbid_unknown_fields=True):
    """An event that moves no card, with its text (dogma announcements, choices, a turn begins)."""

    kind: EventKind
    text: str
    seat: Seat | None = None
    card: str | None = None
    # What the other entries have and this one lacks, for checks that read every entry alike.
    from_: ClassVar[None] = None
    to: ClassVar[None] = None


class Said(msgspec.Struct, tag="s", array_like=True, frozen=True, gc=False, forbid_unknown_fields=True):
    """An event the engine words itself from a few facts (see :func:`_said_text`): an action
    chosen (``arg``: the option), a turn begun (``arg``: its number, ``count``: its actions), the
    first player, a dogma (``count``: the featured icons), a sharing bonus, effects executed
    (``arg`` "non-demand" for the non-demand effects alone)."""

    kind: EventKind
    seat: Seat
    card: str | None = None
    arg: str | int | None = None
    count: int | None = None
    from_: ClassVar[None] = None
    to: ClassVar[None] = None


class Noted(msgspec.Struct, tag="n", array_like=True, frozen=True, gc=False, forbid_unknown_fields=True):
    """An event about one place, with its text: a reveal, a look, a splay, a pile rearranged, a
    special achievement claimed or removed. With ``public_text``, only ``seat`` sees ``text``."""

    kind: EventKind
    text: str
    seat: Seat | None
    card: str | None
    from_: str | None
    to: str | None
    color: ColorName | None = None
    splay: SplayName | None = None
    public_text: str | None = None


class Kept(msgspec.Struct, tag="e", array_like=True, frozen=True, gc=False, forbid_unknown_fields=True):
    """An event exactly as an older save gave it (formats 1 and 2 stored worded events)."""

    kind: EventKind
    text: str
    player: str | None
    card: str | None
    age: int | None
    set: str | None
    from_: str | None
    to: str | None
    color: ColorName | None
    splay: SplayName | None
    visible_to: tuple[str, ...] | None
    public_text: str | None
    seat: ClassVar[None] = None


Entry: TypeAlias = Moved | Logged | Said | Noted | Kept


# ----------------------------------------------------------------------------- checked decoding
#: Decoders of a saved log that check as they decode: by (rules, number of players), checking cards
#: and seats; by (rules, players' names), checking place codes too; and the names seen once.
_BY_COUNT: dict[tuple[int, int], tuple[Rules, msgspec.json.Decoder[list[Entry]], object]] = {}
_BY_NAMES: OrderedDict[tuple[int, tuple[str, ...]], tuple[Rules, msgspec.json.Decoder[list[Entry]]]] = OrderedDict()
_SEEN: OrderedDict[tuple[int, tuple[str, ...]], None] = OrderedDict()
_NAMED = 64  # decoders by names kept (and names remembered) at most


def checked_log_decoder(rules: Rules, names: Sequence[str]) -> tuple[msgspec.json.Decoder[list[Entry]], bool]:
    """A decoder of a saved event log (as :data:`Entry` arrays) that refuses, while it decodes,
    an entry naming a card that ``rules`` do not have or a seat beyond the players — and any
    :class:`Kept` entry (those carry names: :func:`innovation.saves.checks.validate_log` checks
    them) — and whether it checks the entries' place codes too.

    What it returns is entries of subclasses of :class:`Moved`, :class:`Logged`, :class:`Said`
    and :class:`Noted` whose fields are typed that narrowly (a ``Literal`` of the card ids: the
    decoder's own lookup, which also hands back the rules' own id strings), so checking a log
    costs nothing beyond decoding it. Made once per rules and number of players (a few
    milliseconds). For players whose names it met before (the same table loaded again), it also
    types the place codes as a ``Literal`` of the codes the engine writes for those names (a
    code it does not list — none the engine writes — makes the caller decode the log plainly and
    check it the long way, so it refuses nothing a plain check accepts); remembering only the
    names of the latest loads, so that loads of ever new tables never pay for building one."""
    key = (id(rules), tuple(names))
    found = _BY_NAMES.get(key)
    if found is not None and found[0] is rules:
        return found[1], True
    counted = _BY_COUNT.get((id(rules), len(names)))
    if counted is None or counted[0] is not rules:
        if len(_BY_COUNT) >= 64:
            _BY_COUNT.clear()
        card: Any = cast(Any, Literal)[tuple(sorted([*rules.cards, *rules.specials]))]
        counted = _BY_COUNT[(id(rules), len(names))] = (rules, _checked_decoder(card, len(names), None), card)
    if key not in _SEEN:
        _SEEN[key] = None
        while len(_SEEN) > _NAMED:
            _SEEN.popitem(last=False)
        return counted[1], False
    decoder = _checked_decoder(counted[2], len(names), _codes_for(names))
    _BY_NAMES[key] = (rules, decoder)
    while len(_BY_NAMES) > _NAMED:
        _BY_NAMES.popitem(last=False)
    return decoder, True


def _codes_for(names: Sequence[str]) -> tuple[str, ...]:
    """The place codes of a game of ``names``: every zone unowned or owned by a player, with a
    position for a pile's top or bottom, and each player's board piles by colour (every one a
    code :func:`bad_code` accepts)."""
    codes = [f"{zone}:::{position}" for zone in vocabulary.ZONES for position in ("", *vocabulary.POSITIONS)]
    for name in names:
        codes += [f"{zone}:{name}::" for zone in vocabulary.ZONES]
        for color in vocabulary.COLOR_NAMES:
            codes += [f"board:{name}:{color}:{position}" for position in ("", *vocabulary.POSITIONS)]
    return tuple(codes)


def _checked_decoder(card: object, players: int, codes: tuple[str, ...] | None) -> msgspec.json.Decoder[list[Entry]]:
    seat: Any = Annotated[int, msgspec.Meta(ge=0, lt=players)]
    card_: Any = card
    places: list[tuple[str, Any]] = []
    if codes is not None:
        code: Any = cast(Any, Literal)[codes]
        places = [("from_", code | None), ("to", code | None)]
    narrowed = {
        Moved: [("seat", seat | None), ("card", card_), *places],
        Logged: [("seat", seat | None), ("card", card_ | None)],
        Said: [("seat", seat), ("card", card_ | None)],
        Noted: [("seat", seat | None), ("card", card_ | None), *places],
    }
    kinds = tuple(
        msgspec.defstruct(f"Checked{base.__name__}", fields, bases=(base,), tag=base.__struct_config__.tag)
        for base, fields in narrowed.items()
    )
    union: Any = functools.reduce(operator.or_, kinds)
    return cast("msgspec.json.Decoder[list[Entry]]", msgspec.json.Decoder(list[union]))


# ----------------------------------------------------------------------------- places as codes
# A place is coded "zone:owner:colour:position" (empty parts for what it lacks): names cannot hold
# ":" (GameConfig refuses them), so a code reads back into exactly one place.
_CODES: dict[Place, str] = {}
_PLACES: dict[str, Place] = {}
_LIMIT = 10_000  # a bound (servers see endless player names); codes are cheap to remake


def place_code(place: Place | None) -> str | None:
    """The code of ``place`` (one string object per place, shared by every entry naming it)."""
    if place is None:
        return None
    code = _CODES.get(place)
    if code is None:
        code = f"{place.zone}:{place.owner or ''}:{place.color or ''}:{place.position or ''}"
        if len(_CODES) >= _LIMIT:
            _CODES.clear()
        _CODES[place] = code
    return code


def place_of(code: str | None) -> Place | None:
    """The place ``code`` names (checked on load: see :func:`bad_code`)."""
    if code is None:
        return None
    place = _PLACES.get(code)
    if place is None:
        zone, owner, color, position = code.split(":")
        place = Place(
            zone=cast(Zone, zone),
            owner=owner or None,
            color=cast(ColorName, color) if color else None,
            position=cast(Position, position) if position else None,
        )
        if len(_PLACES) >= _LIMIT:
            _PLACES.clear()
        _PLACES[code] = place
    return place


_COLORS = frozenset(vocabulary.COLOR_NAMES)
_POSITIONS = frozenset(vocabulary.POSITIONS)


#: The owner part ("" for none) of every well-formed code met, by code (bounded like the others).
_OWNERS: dict[str, str] = {}


def code_owner(code: object) -> str | None:
    """The owner named by ``code`` (from a save: "" for a place nobody owns), or None when it is
    no place code at all (an unknown zone, colour or position, or not four parts)."""
    owner = _OWNERS.get(code) if type(code) is str else None
    if owner is not None or type(code) is not str:
        return owner
    parts = code.split(":")
    if len(parts) != 4:
        return None
    zone, owner, color, position = parts
    if zone not in vocabulary.ZONES or (color and color not in _COLORS) or (position and position not in _POSITIONS):
        return None
    if len(_OWNERS) >= _LIMIT:
        _OWNERS.clear()
    _OWNERS[code] = owner
    return owner


def bad_code(code: str, names: Iterable[str]) -> bool:
    """Whether ``code`` (from a save) names no place of a game of ``names``."""
    owner = code_owner(code)
    return owner is None or (owner != "" and owner not in names)


# ----------------------------------------------------------------------------- wording
def action_text(rules: Rules, action: str) -> str:
    """An action option in words: "meld Archery", "dogma Oars", "draw", "achieve 3"."""
    verb, _, arg = action.partition(" ")
    if arg in rules.cards:
        return f"{verb} {rules.cards[arg].name}"
    return action


def _said_text(entry: Said, name: str, rules: Rules) -> str:
    info = None if entry.card is None else rules.cards.get(entry.card)
    card = entry.card if info is None else info.name
    kind, arg, count = entry.kind, entry.arg, entry.count
    if kind == "action":
        return f"{name}: {action_text(rules, str(arg))}."
    if kind == "turn":
        return f"Turn {arg}: {name} ({count} action{'s' if (count or 0) > 1 else ''})."
    if kind == "first_player":
        return f"{name} melded the alphabetically first card and goes first."
    if kind == "dogma" and info is not None and info.dogma_icon >= 0:
        return f"{name} activates the dogma of {card} ({Icon(info.dogma_icon).name.lower()}: {count})."
    if kind == "share_bonus":
        return f"{name} draws a sharing bonus."
    if kind == "execute":
        which = {
            "non-demand": "the non-demand effects",
            "inspire": "the inspire effect",
            "self": "the effects",
            "fully": "every effect",
            "super": "every effect",
            "karma": "a karma",
            "demand": "the demand",
        }
        how = {"self": "self-", "fully": "fully ", "super": "super-"}.get(str(arg), "")
        return f"{name} {how}executes {which.get(str(arg), 'the effects')} of {card}."
    return f"{name}: {kind} {card or ''}".rstrip() + "."  # no engine writes these: a forged save's


def _seats(mask: int, names: Sequence[str]) -> tuple[str, ...]:
    return tuple(name for q, name in enumerate(names) if mask >> q & 1)


def event_of(entry: Entry, names: Sequence[str], rules: Rules, viewer: str | None = None) -> Event:
    """The protocol's event for ``entry`` in a game of ``names`` (seat order); for ``viewer``, as
    that player may see it (:meth:`Event.redacted_for`); None: everything."""
    if isinstance(entry, Moved):
        info = rules.cards.get(entry.card)
        if info is None:  # only a forged save moves a special achievement this way: word it plainly
            entry = Noted(entry.kind, f"{entry.card} ({entry.verb}).", entry.seat, entry.card, entry.from_, entry.to)
            return event_of(entry, names, rules, viewer)
        who = "The game" if entry.seat is None else names[entry.seat]
        visible: tuple[str, ...] | None = None
        public_text: str | None = None
        if entry.seen is not None:
            visible = _seats(entry.seen, names)
            article = "an" if info.set[:1] in "aeiou" else "a"
            public_text = f"{who} {entry.verb} {article} {info.set} {info.age}{entry.tail}."
        hidden = visible is not None and viewer is not None and viewer not in visible
        if hidden and public_text is not None:
            text = public_text
        else:
            text = f"{who} {entry.verb} {info.name} ({info.set} {info.age}){entry.tail}."
        return Event(
            kind=entry.kind,
            text=text,
            player=None if entry.seat is None else names[entry.seat],
            card=None if hidden else entry.card,
            age=info.age,
            set=info.set,
            from_=place_of(entry.from_),
            to=place_of(entry.to),
            visible_to=visible,
            public_text=public_text,
        )
    if isinstance(entry, Said):
        name = names[entry.seat]
        return Event(kind=entry.kind, text=_said_text(entry, name, rules), player=name, card=entry.card)
    if isinstance(entry, Logged):
        return Event(
            kind=entry.kind,
            text=entry.text,
            player=None if entry.seat is None else names[entry.seat],
            card=entry.card,
        )
    if isinstance(entry, Noted):
        card = None if entry.card is None else rules.cards.get(entry.card)
        player = None if entry.seat is None else names[entry.seat]
        event = Event(
            kind=entry.kind,
            text=entry.text,
            player=player,
            card=entry.card,
            age=None if card is None else card.age,
            set=None if card is None else card.set,
            from_=place_of(entry.from_),
            to=place_of(entry.to),
            color=entry.color,
            splay=entry.splay,
            visible_to=(player,) if entry.public_text is not None and player is not None else None,
            public_text=entry.public_text,
        )
    else:
        assert isinstance(entry, Kept)
        event = Event(
            kind=entry.kind,
            text=entry.text,
            player=entry.player,
            card=entry.card,
            age=entry.age,
            set=entry.set,
            from_=place_of(entry.from_),
            to=place_of(entry.to),
            color=entry.color,
            splay=entry.splay,
            visible_to=entry.visible_to,
            public_text=entry.public_text,
        )
    return event if viewer is None else event.redacted_for(viewer)


def kept(event: Event, names: Sequence[str]) -> Entry:
    """``event`` (from an older save) as an entry that words it exactly as it was given."""
    return Kept(
        kind=event.kind,
        text=event.text,
        player=event.player,
        card=event.card,
        age=event.age,
        set=event.set,
        from_=place_code(event.from_),
        to=place_code(event.to),
        color=event.color,
        splay=event.splay,
        visible_to=event.visible_to,
        public_text=event.public_text,
    )


class EventList(Sequence[Event]):
    """Events worded on access, over a fixed list of entries (``Game.events``): its length costs
    nothing, an index or a slice words just those events, and nothing a caller does to it changes
    the game. Equal to any sequence of the same events."""

    __slots__ = ("_entries", "_names", "_rules")

    def __init__(self, entries: Sequence[Entry], names: Sequence[str], rules: Rules) -> None:
        self._entries = entries
        self._names = names
        self._rules = rules

    def __len__(self) -> int:
        return len(self._entries)

    @overload
    def __getitem__(self, index: int) -> Event: ...
    @overload
    def __getitem__(self, index: slice) -> list[Event]: ...
    def __getitem__(self, index: int | slice) -> Event | list[Event]:
        if isinstance(index, slice):
            return [event_of(e, self._names, self._rules) for e in self._entries[index]]
        return event_of(self._entries[index], self._names, self._rules)

    def __iter__(self) -> Iterator[Event]:
        names, rules = self._names, self._rules
        return (event_of(e, names, rules) for e in self._entries)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, EventList):
            return list(self) == list(other)
        if isinstance(other, Sequence) and not isinstance(other, str):
            return list(self) == list(other)
        return NotImplemented

    def __hash__(self) -> int:  # a sequence compared by value is not hashable (like a list)
        raise TypeError("unhashable type: 'EventList'")

    def __repr__(self) -> str:
        return f"EventList({len(self)} events)"
