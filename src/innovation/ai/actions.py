"""The action encoding: every option of every decision as one index of a fixed ``Discrete(N)``.

``N`` (:data:`NUM_ACTIONS`) is the same for every expansion combination and player count, so one
policy network serves them all. The space is cut into blocks (:data:`BLOCKS`, docs/ai.md), each
for one kind of option; an option's index depends only on what it *means* — never on its place in
``Decision.options`` and never on the prose prompt:

* ``done``, ``yes``, ``no``; the turn actions ``draw``, ``achieve <value>`` and, per card,
  ``meld``/``dogma``/``endorse <card>``;
* a card the chooser can see, by id; a special achievement, by id;
* a card the chooser cannot see, by what its back shows: owner (relative seat, or "shared"), zone,
  set and age;
* a colour; a player (relative seat: 0 is the chooser, 1 the next player clockwise …); a value;
* a literal alternative a card or an expansion names (``"keep"``, ``"base 4"`` …), by id.

Cards, special achievements and literal options are numbered by the append-only tables of
:mod:`innovation.ai.tables`. **Versioning:** :data:`ENCODING_VERSION` is ``"major.minor"``. A new
set, card, special achievement or literal option is appended to its table (and the minor version
goes up): every index that had a meaning keeps it. Only outgrowing a block's capacity
(:mod:`innovation.ai.layout`) changes ``N``, and that is a new major version.

The mapping reads the structured meaning of each option (``Decision.choices``: kind, card, owner,
zone, set, age, colour, player, value) — never the option strings and never the prose prompt. A
decision handed out without its choices (``play()`` strips them for agents with
``reads_choices = False``) cannot be encoded and says so.
"""

from __future__ import annotations

import operator
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from innovation.ai import layout, tables
from innovation.errors import InnovationError
from innovation.protocol.decisions import Choice, Decision
from innovation.rules.cards import COLORS

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

#: ``"major.minor"``: the minor version counts ids appended to the tables (see the module doc).
ENCODING_VERSION = "1.0"


class EncodingError(InnovationError, ValueError):
    """An option, card or zone the encoding has no place for, or an index that is not a legal answer."""


@dataclass(frozen=True)
class Block:
    """A contiguous run of action indices with one meaning."""

    name: str
    start: int
    size: int
    meaning: str

    @property
    def stop(self) -> int:
        return self.start + self.size


def _blocks() -> tuple[Block, ...]:
    cards = layout.MAX_SETS * layout.MAX_CARDS_PER_SET
    hidden = (layout.MAX_SEATS + 1) * layout.MAX_HIDDEN_ZONES * layout.MAX_SETS * layout.MAX_AGE
    spec = [
        ("done", 1, "stop choosing, or decline"),
        ("yes", 1, "yes"),
        ("no", 1, "no"),
        ("draw", 1, "the Draw action"),
        ("achieve", layout.MAX_ACHIEVE, "the Achieve action, by value (1 first)"),
        *[(f"action:{verb}", cards, f"the {verb.capitalize()} action, by card slot") for verb in layout.CARD_ACTIONS],
        *[
            (f"action:spare{k}", cards, "reserved for a future action that targets a card")
            for k in range(layout.MAX_CARD_ACTIONS - len(layout.CARD_ACTIONS))
        ],
        ("card", cards, "a card the chooser can see, by card slot (set slot × 128 + place in the set's table)"),
        ("special", layout.MAX_SPECIALS, "a special achievement, by its place in SPECIAL_IDS"),
        ("hidden", hidden, "a card the chooser cannot see: ((owner × zones + zone) × sets + set) × ages + age − 1"),
        ("color", len(COLORS), "a colour: blue, red, green, yellow, purple"),
        ("player", layout.MAX_SEATS, "a player, by seat relative to the chooser"),
        ("value", layout.MAX_VALUE, "a number (0 first)"),
        ("option", layout.MAX_OPTIONS, "a literal alternative, by its place in OPTION_IDS"),
    ]
    out: list[Block] = []
    start = 0
    for name, size, meaning in spec:
        out.append(Block(name, start, size, meaning))
        start += size
    return tuple(out)


#: The blocks, in index order.
BLOCKS: tuple[Block, ...] = _blocks()
BLOCK: dict[str, Block] = {b.name: b for b in BLOCKS}
#: ``N``: the size of the action space.
NUM_ACTIONS: int = BLOCKS[-1].stop

_SET_SLOT = {name: i for i, name in enumerate(tables.SET_SLOTS)}
_CARD_SLOT = {
    card: _SET_SLOT[set_name] * layout.MAX_CARDS_PER_SET + k
    for set_name, ids in tables.CARD_IDS.items()
    for k, card in enumerate(ids)
}
_SPECIAL_SLOT = {s: k for k, s in enumerate(tables.SPECIAL_IDS)}
_OPTION_SLOT = {o: k for k, o in enumerate(tables.OPTION_IDS)}
_ZONE_SLOT = {z: k for k, z in enumerate(layout.HIDDEN_ZONES)}
_COLOR_NAMES = [c.label for c in COLORS]
_SHARED = layout.MAX_SEATS  # the "owner" slot of shared zones
#: Options remembered per codec before it starts over (a bound on a long game's memory).
_MEMO_LIMIT = 20_000


class ActionCodec:
    """Option ↔ index for the decisions of one seating (relative seats need it).

    ``players``: the names in seating order (``game.players``)."""

    def __init__(self, players: Sequence[str]) -> None:
        self.players = tuple(players)
        self._seat = {name: i for i, name in enumerate(self.players)}
        self._memo: dict[tuple[Choice, str], int] = {}

    # ------------------------------------------------------------------ one option
    def encode_choice(self, choice: Choice, chooser: str) -> int:
        """The index of one option for ``chooser``; :class:`EncodingError` if it has none."""
        kind = choice.kind
        if kind == "done":
            return BLOCK["done"].start
        if kind == "yes_no":
            if choice.id in ("yes", "no"):
                return BLOCK[choice.id].start
        elif kind == "action":
            return self._action(choice)
        elif kind == "card" and choice.card is not None:
            return self._card(choice.card)
        elif kind == "hidden":
            return self._hidden(choice, chooser)
        elif kind == "color" and choice.color in _COLOR_NAMES:
            return BLOCK["color"].start + _COLOR_NAMES.index(choice.color)
        elif kind == "player" and choice.player is not None:
            return BLOCK["player"].start + self._relative(choice.player, chooser)
        elif kind == "value" and choice.value is not None:
            return self._value(choice.value)
        elif kind == "option":
            if choice.id in _OPTION_SLOT:
                return BLOCK["option"].start + _OPTION_SLOT[choice.id]
            if choice.card is not None:
                return self._card(choice.card)
            if choice.value is not None:
                return self._value(choice.value)
        raise EncodingError(
            f"encoding {ENCODING_VERSION} has no index for the {kind} option {choice.id!r}: "
            "append it to innovation.ai.tables (docs/ai.md, 'Extending the encoding')"
        )

    def _action(self, choice: Choice) -> int:
        # An action a plugin adds on a card has no action type of the vocabulary: its verb is the
        # first word of the option ("endorse <card>").
        action = choice.action or (choice.id.partition(" ")[0] if choice.card is not None else None)
        if action == "draw":
            return BLOCK["draw"].start
        if action == "achieve" and choice.value is not None and 1 <= choice.value <= layout.MAX_ACHIEVE:
            return BLOCK["achieve"].start + choice.value - 1
        if action in layout.CARD_ACTIONS and choice.card is not None and choice.card in _CARD_SLOT:
            return BLOCK[f"action:{action}"].start + _CARD_SLOT[choice.card]
        raise EncodingError(f"encoding {ENCODING_VERSION} has no index for the action {choice.id!r}")

    def _card(self, card: str) -> int:
        if card in _CARD_SLOT:
            return BLOCK["card"].start + _CARD_SLOT[card]
        if card in _SPECIAL_SLOT:
            return BLOCK["special"].start + _SPECIAL_SLOT[card]
        raise EncodingError(
            f"encoding {ENCODING_VERSION} has no slot for the card {card!r}: run tools/gen_ai_tables.py"
        )

    def _value(self, value: int) -> int:
        if 0 <= value < layout.MAX_VALUE:
            return BLOCK["value"].start + value
        raise EncodingError(f"encoding {ENCODING_VERSION} covers values 0–{layout.MAX_VALUE - 1}, not {value}")

    def _hidden(self, choice: Choice, chooser: str) -> int:
        owner = _SHARED if choice.owner is None else self._relative(choice.owner, chooser)
        zone = _ZONE_SLOT.get(choice.zone or "")
        set_slot = _SET_SLOT.get(choice.set or "")
        age = choice.age
        if zone is None or set_slot is None or age is None or not 1 <= age <= layout.MAX_AGE:
            raise EncodingError(f"encoding {ENCODING_VERSION} has no index for the hidden card {choice.id!r}")
        index = ((owner * layout.MAX_HIDDEN_ZONES + zone) * layout.MAX_SETS + set_slot) * layout.MAX_AGE + age - 1
        return BLOCK["hidden"].start + index

    def _relative(self, player: str, chooser: str) -> int:
        if player not in self._seat or chooser not in self._seat:
            raise EncodingError(f"{player!r} or {chooser!r} is not seated in this game")
        return (self._seat[player] - self._seat[chooser]) % len(self.players)

    # ------------------------------------------------------------------ whole decisions
    def encode(self, decision: Decision) -> list[int]:
        """The index of every option, parallel to ``decision.options`` (all distinct)."""
        choices = decision.choices
        if len(choices) != len(decision.options):
            raise EncodingError(
                f"decision {decision.number} has no choices to encode (was it handed to an agent with "
                "reads_choices = False, or of a player set with game.set_reads_choices(player, False)?)"
            )
        memo, chooser = self._memo, decision.player
        out = []
        for c in choices:
            # Options recur all game long (the same draw, meld, dogma …): each is worked out once.
            key = (c, chooser)
            index = memo.get(key)
            if index is None:
                index = self.encode_choice(c, chooser)
                if len(memo) >= _MEMO_LIMIT:
                    memo.clear()
                memo[key] = index
            out.append(index)
        if len(set(out)) != len(out):
            raise EncodingError(f"two options of one decision share an index: {decision.options}")
        return out

    def decode(self, decision: Decision, action: int, indices: Sequence[int] | None = None) -> str:
        """The option that ``action`` stands for in ``decision``; :class:`EncodingError`
        when it is not one of its legal answers. ``indices``: ``encode(decision)``, if known."""
        if isinstance(action, bool) or type(action).__name__ == "bool_":
            raise EncodingError(f"actions are integers, not {action!r}")
        try:
            action = operator.index(action)  # int, or a numpy integer
        except TypeError:
            raise EncodingError(f"actions are integers, not {type(action).__name__}") from None
        for option, index in zip(decision.options, self.encode(decision) if indices is None else indices, strict=True):
            if index == action:
                return option
        raise EncodingError(f"action {action} ({describe(action)}) is not legal here")

    def mask(self, decision: Decision | None) -> npt.NDArray[np.int8]:
        """``int8`` array of ``N``: 1 at the legal indices of ``decision`` (all 0 for None)."""
        import numpy as np

        out = np.zeros(NUM_ACTIONS, dtype=np.int8)
        if decision is not None:
            out[self.encode(decision)] = 1
        return out


def describe(action: int) -> str:
    """What an index means, in words (for logs and docs): ``"action:meld agriculture"``,
    ``"hidden seat+1 hand echoes 3"`` …"""
    if not 0 <= action < NUM_ACTIONS:
        return f"out of range (0–{NUM_ACTIONS - 1})"
    block = next(b for b in BLOCKS if b.start <= action < b.stop)
    k = action - block.start
    if block.size == 1:
        return block.name
    if block.name == "achieve":
        return f"achieve {k + 1}"
    if block.name.startswith("action:") or block.name == "card":
        return f"{block.name} {_slot_card(k)}"
    if block.name == "special":
        return f"special {tables.SPECIAL_IDS[k] if k < len(tables.SPECIAL_IDS) else '(unused)'}"
    if block.name == "hidden":
        age = k % layout.MAX_AGE + 1
        k //= layout.MAX_AGE
        set_slot = k % layout.MAX_SETS
        k //= layout.MAX_SETS
        zone, owner = k % layout.MAX_HIDDEN_ZONES, k // layout.MAX_HIDDEN_ZONES
        set_name = tables.SET_SLOTS[set_slot] if set_slot < len(tables.SET_SLOTS) else f"set{set_slot}"
        zone_name = layout.HIDDEN_ZONES[zone] if zone < len(layout.HIDDEN_ZONES) else f"zone{zone}"
        whose = "shared" if owner == _SHARED else f"seat+{owner}"
        return f"hidden {whose} {zone_name} {set_name} {age}"
    if block.name == "color":
        return f"color {_COLOR_NAMES[k]}"
    if block.name == "player":
        return f"player seat+{k}"
    if block.name == "value":
        return f"value {k}"
    return f"option {tables.OPTION_IDS[k]!r}" if k < len(tables.OPTION_IDS) else "option (unused)"


def _slot_card(k: int) -> str:
    set_slot, place = divmod(k, layout.MAX_CARDS_PER_SET)
    ids = tables.CARD_IDS.get(tables.SET_SLOTS[set_slot], ()) if set_slot < len(tables.SET_SLOTS) else ()
    return ids[place] if place < len(ids) else "(unused)"


def card_slot(card: str) -> int | None:
    """A card's slot (0–1023) in the card blocks, or None for an id the tables do not hold."""
    return _CARD_SLOT.get(card)
