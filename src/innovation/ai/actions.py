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

**Editions:** the module's constants (:data:`NUM_ACTIONS`, :data:`BLOCKS`, :func:`describe`,
:func:`card_slot`) are version 1, which covers the 1st and 3rd editions. The 4th edition is
version 2 (:data:`FOURTH_ENCODING`): five seats, ages 1–11 and card tables of its own (its cards
reuse 3rd-edition ids for other cards), so its own ``N``. :func:`rules_encoding` picks the one of
a game; an :class:`ActionCodec` is made for one.

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

from innovation.ai import layout, tables, tables_fourth
from innovation.errors import InnovationError
from innovation.protocol.decisions import Choice, Decision
from innovation.rules.cards import COLORS

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from innovation.rules.cards import Rules

#: ``"major.minor"``: the minor version counts ids appended to the tables (see the module doc).
ENCODING_VERSION = "1.3"
#: The 4th edition's encoding (:data:`FOURTH_ENCODING`), a major version of its own.
FOURTH_ENCODING_VERSION = "2.2"


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


def _blocks(cap: layout.Capacities) -> tuple[Block, ...]:
    cards = cap.sets * cap.cards_per_set
    hidden = (cap.seats + 1) * cap.hidden_zone_slots * cap.sets * cap.ages
    spec = [
        ("done", 1, "stop choosing, or decline"),
        ("yes", 1, "yes"),
        ("no", 1, "no"),
        ("draw", 1, "the Draw action"),
        ("achieve", cap.achieve, "the Achieve action, by value (1 first)"),
        *[(f"action:{verb}", cards, f"the {verb.capitalize()} action, by card slot") for verb in cap.card_actions],
        *[
            (f"action:spare{k}", cards, "reserved for a future action that targets a card")
            for k in range(cap.card_action_slots - len(cap.card_actions))
        ],
        (
            "card",
            cards,
            f"a card the chooser can see, by card slot (set slot × {cap.cards_per_set} + place in the set's table)",
        ),
        ("special", cap.specials, "a special achievement, by its place in SPECIAL_IDS"),
        ("hidden", hidden, "a card the chooser cannot see: ((owner × zones + zone) × sets + set) × ages + age − 1"),
        ("color", len(COLORS), "a colour: blue, red, green, yellow, purple"),
        ("player", cap.seats, "a player, by seat relative to the chooser"),
        ("value", cap.values, "a number (0 first)"),
        ("option", cap.options, "a literal alternative, by its place in OPTION_IDS"),
    ]
    out: list[Block] = []
    start = 0
    for name, size, meaning in spec:
        out.append(Block(name, start, size, meaning))
        start += size
    return tuple(out)


class Encoding:
    """One version of the action encoding: its capacities (:mod:`innovation.ai.layout`), its id
    tables (:mod:`innovation.ai.tables`, :mod:`innovation.ai.tables_fourth`) and so its blocks.

    :data:`CLASSIC_ENCODING` (version 1) covers the 1st and 3rd editions, :data:`FOURTH_ENCODING`
    (version 2) the 4th, whose cards reuse many 3rd-edition ids for other cards and which has a
    fifth seat and an eleventh age; :func:`encoding_for` picks one for a game's edition."""

    def __init__(
        self,
        version: str,
        capacities: layout.Capacities,
        set_slots: tuple[str, ...],
        card_ids: dict[str, tuple[str, ...]],
        special_ids: tuple[str, ...],
        option_ids: tuple[str, ...],
    ) -> None:
        self.version = version
        self.capacities = capacities
        self.set_slots = set_slots
        self.card_ids = card_ids
        self.special_ids = special_ids
        self.option_ids = option_ids
        self.blocks = _blocks(capacities)
        self.block = {b.name: b for b in self.blocks}
        #: ``N``: the size of the action space.
        self.num_actions = self.blocks[-1].stop
        self.set_slot = {name: i for i, name in enumerate(set_slots)}
        self.card_slots = {
            card: self.set_slot[set_name] * capacities.cards_per_set + k
            for set_name, ids in card_ids.items()
            for k, card in enumerate(ids)
        }
        self.special_slot = {s: k for k, s in enumerate(special_ids)}
        self.option_slot = {o: k for k, o in enumerate(option_ids)}
        self.zone_slot = {z: k for k, z in enumerate(capacities.hidden_zones)}

    def __reduce__(self) -> str:
        # The encodings are module constants: a pickle names one (its tables stay where they are).
        return {CLASSIC_ENCODING.version: "CLASSIC_ENCODING", FOURTH_ENCODING.version: "FOURTH_ENCODING"}[self.version]

    def card_slot(self, card: str) -> int | None:
        """A card's slot in the card blocks, or None for an id the tables do not hold."""
        return self.card_slots.get(card)

    def describe(self, action: int) -> str:
        """What an index means, in words (for logs and docs): ``"action:meld agriculture"``,
        ``"hidden seat+1 hand echoes 3"`` …"""
        cap = self.capacities
        if not 0 <= action < self.num_actions:
            return f"out of range (0–{self.num_actions - 1})"
        block = next(b for b in self.blocks if b.start <= action < b.stop)
        k = action - block.start
        if block.size == 1:
            return block.name
        if block.name == "achieve":
            return f"achieve {k + 1}"
        if block.name.startswith("action:") or block.name == "card":
            return f"{block.name} {self._slot_card(k)}"
        if block.name == "special":
            return f"special {self.special_ids[k] if k < len(self.special_ids) else '(unused)'}"
        if block.name == "hidden":
            age = k % cap.ages + 1
            k //= cap.ages
            set_slot = k % cap.sets
            k //= cap.sets
            zone, owner = k % cap.hidden_zone_slots, k // cap.hidden_zone_slots
            set_name = self.set_slots[set_slot] if set_slot < len(self.set_slots) else f"set{set_slot}"
            zone_name = cap.hidden_zones[zone] if zone < len(cap.hidden_zones) else f"zone{zone}"
            whose = "shared" if owner == cap.seats else f"seat+{owner}"
            return f"hidden {whose} {zone_name} {set_name} {age}"
        if block.name == "color":
            return f"color {_COLOR_NAMES[k]}"
        if block.name == "player":
            return f"player seat+{k}"
        if block.name == "value":
            return f"value {k}"
        return f"option {self.option_ids[k]!r}" if k < len(self.option_ids) else "option (unused)"

    def _slot_card(self, k: int) -> str:
        set_slot, place = divmod(k, self.capacities.cards_per_set)
        ids = self.card_ids.get(self.set_slots[set_slot], ()) if set_slot < len(self.set_slots) else ()
        return ids[place] if place < len(ids) else "(unused)"


_COLOR_NAMES = [c.label for c in COLORS]

#: Version 1: the 1st and 3rd editions (``N = 8797``).
CLASSIC_ENCODING = Encoding(
    ENCODING_VERSION, layout.CLASSIC, tables.SET_SLOTS, tables.CARD_IDS, tables.SPECIAL_IDS, tables.OPTION_IDS
)
#: Version 2: the 4th edition (five seats, ages 1–11, its own card tables).
FOURTH_ENCODING = Encoding(
    FOURTH_ENCODING_VERSION,
    layout.FOURTH,
    tables_fourth.SET_SLOTS,
    tables_fourth.CARD_IDS,
    tables_fourth.SPECIAL_IDS,
    tables_fourth.OPTION_IDS,
)


def encoding_for(edition: object) -> Encoding:
    """The encoding of a game of ``edition`` (a name of :data:`innovation.editions.EDITIONS`)."""
    return FOURTH_ENCODING if edition == "fourth" else CLASSIC_ENCODING


def rules_encoding(rules: Rules) -> Encoding:
    """The encoding of the games of ``rules`` (by the edition they were built for)."""
    return encoding_for(rules.options.get("edition"))


#: The blocks of version 1, in index order.
BLOCKS: tuple[Block, ...] = CLASSIC_ENCODING.blocks
BLOCK: dict[str, Block] = CLASSIC_ENCODING.block
#: ``N`` of version 1: the size of the action space of the 1st and 3rd editions.
NUM_ACTIONS: int = CLASSIC_ENCODING.num_actions
#: Options remembered per codec before it starts over (a bound on a long game's memory).
_MEMO_LIMIT = 20_000


class ActionCodec:
    """Option ↔ index for the decisions of one seating (relative seats need it).

    ``players``: the names in seating order (``game.players``); ``encoding``: the version to
    encode in (:func:`rules_encoding` of the game's rules; version 1 by default)."""

    def __init__(self, players: Sequence[str], encoding: Encoding | None = None) -> None:
        self.encoding = CLASSIC_ENCODING if encoding is None else encoding
        if len(players) > self.encoding.capacities.seats:
            raise EncodingError(
                f"encoding {self.encoding.version} has room for {self.encoding.capacities.seats} players, "
                f"not {len(players)}"
            )
        self.players = tuple(players)
        self._seat = {name: i for i, name in enumerate(self.players)}
        self._memo: dict[tuple[Choice, str], int] = {}
        #: The same by chooser, then by the choice object itself (the engine hands out the same
        #: objects for the options that recur — many to every chooser: a draw, a colour — and
        #: hashing a choice's fields costs more than encoding it): id → (the choice, which the
        #: entry keeps alive so that its id is not reused, index).
        self._by_id: dict[str, dict[int, tuple[Choice, int]]] = {}

    def __getstate__(self) -> dict[str, object]:
        # Ids mean nothing in another process: that memo starts empty there.
        return {**self.__dict__, "_by_id": {}}

    # ------------------------------------------------------------------ one option
    def encode_choice(self, choice: Choice, chooser: str) -> int:
        """The index of one option for ``chooser``; :class:`EncodingError` if it has none."""
        kind = choice.kind
        if kind == "done":
            return self.encoding.block["done"].start
        if kind == "yes_no":
            if choice.id in ("yes", "no"):
                return self.encoding.block[choice.id].start
        elif kind == "action":
            return self._action(choice)
        elif kind == "card" and choice.card is not None:
            return self._card(choice.card)
        elif kind == "hidden":
            return self._hidden(choice, chooser)
        elif kind == "color" and choice.color in _COLOR_NAMES:
            return self.encoding.block["color"].start + _COLOR_NAMES.index(choice.color)
        elif kind == "player" and choice.player is not None:
            return self.encoding.block["player"].start + self._relative(choice.player, chooser)
        elif kind == "value" and choice.value is not None:
            return self._value(choice.value)
        elif kind == "option":
            if choice.id in self.encoding.option_slot:
                return self.encoding.block["option"].start + self.encoding.option_slot[choice.id]
            if choice.card is not None:
                return self._card(choice.card)
            if choice.value is not None:
                return self._value(choice.value)
        raise EncodingError(
            f"encoding {self.encoding.version} has no index for the {kind} option {choice.id!r}: "
            "append it to innovation.ai.tables (docs/ai.md, 'Extending the encoding')"
        )

    def _action(self, choice: Choice) -> int:
        # An action a plugin adds on a card has no action type of the vocabulary: its verb is the
        # first word of the option ("endorse <card>").
        action = choice.action or (choice.id.partition(" ")[0] if choice.card is not None else None)
        enc = self.encoding
        if action == "draw":
            return enc.block["draw"].start
        if action == "achieve" and choice.zone == "safe" and choice.id in enc.option_slot:
            # The Unseen's Achieve action on a secret of a value: a literal of its own (encoding 2.1)
            return enc.block["option"].start + enc.option_slot[choice.id]
        if action == "achieve" and choice.value is not None and 1 <= choice.value <= enc.capacities.achieve:
            return enc.block["achieve"].start + choice.value - 1
        if action in enc.capacities.card_actions and choice.card is not None and choice.card in enc.card_slots:
            return enc.block[f"action:{action}"].start + enc.card_slots[choice.card]
        if action is None and choice.card is None and choice.id in enc.option_slot:
            # An action a plugin adds on no card (Figures' "inspire red", "decree war"): a literal (1.1)
            return enc.block["option"].start + enc.option_slot[choice.id]
        raise EncodingError(f"encoding {enc.version} has no index for the action {choice.id!r}")

    def _card(self, card: str) -> int:
        if card in self.encoding.card_slots:
            return self.encoding.block["card"].start + self.encoding.card_slots[card]
        if card in self.encoding.special_slot:
            return self.encoding.block["special"].start + self.encoding.special_slot[card]
        raise EncodingError(
            f"encoding {self.encoding.version} has no slot for the card {card!r}: run tools/gen_ai_tables.py"
        )

    def _value(self, value: int) -> int:
        values = self.encoding.capacities.values
        if 0 <= value < values:
            return self.encoding.block["value"].start + value
        raise EncodingError(f"encoding {self.encoding.version} covers values 0–{values - 1}, not {value}")

    def _hidden(self, choice: Choice, chooser: str) -> int:
        cap = self.encoding.capacities
        owner = cap.seats if choice.owner is None else self._relative(choice.owner, chooser)
        zone = self.encoding.zone_slot.get(choice.zone or "")
        set_slot = self.encoding.set_slot.get(choice.set or "")
        age = choice.age
        if zone is None or set_slot is None or age is None or not 1 <= age <= cap.ages:
            raise EncodingError(f"encoding {self.encoding.version} has no index for the hidden card {choice.id!r}")
        index = ((owner * cap.hidden_zone_slots + zone) * cap.sets + set_slot) * cap.ages + age - 1
        return self.encoding.block["hidden"].start + index

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
        by_id = self._by_id.get(chooser)
        if by_id is None:
            by_id = {}
            if chooser in self._seat:  # (kept for the seated players only: a bounded number of memos)
                self._by_id[chooser] = by_id
        out = []
        for c in choices:
            # Options recur all game long (the same draw, meld, dogma …): each is worked out once.
            found = by_id.get(id(c))
            if found is not None and found[0] is c:
                out.append(found[1])
                continue
            key = (c, chooser)
            index = memo.get(key)
            if index is None:
                index = self.encode_choice(c, chooser)
                if len(memo) >= _MEMO_LIMIT:
                    memo.clear()
                memo[key] = index
            if len(by_id) >= _MEMO_LIMIT:
                by_id.clear()
            by_id[id(c)] = (c, index)
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
        if indices is None:
            indices = self.encode(decision)
        if len(indices) != len(decision.options):
            raise EncodingError(
                f"{len(indices)} indices for the {len(decision.options)} options of decision {decision.number}"
            )
        try:
            return decision.options[indices.index(action)]  # (the indices are distinct)
        except ValueError:
            raise EncodingError(f"action {action} ({self.encoding.describe(action)}) is not legal here") from None

    def mask(self, decision: Decision | None) -> npt.NDArray[np.int8]:
        """``int8`` array of ``N``: 1 at the legal indices of ``decision`` (all 0 for None)."""
        import numpy as np

        out = np.zeros(self.encoding.num_actions, dtype=np.int8)
        if decision is not None:
            out[self.encode(decision)] = 1
        return out


def describe(action: int) -> str:
    """What an index of version 1 means, in words (:meth:`Encoding.describe`)."""
    return CLASSIC_ENCODING.describe(action)


def card_slot(card: str) -> int | None:
    """A card's slot (0–1023) in the card blocks of version 1, or None for an id the tables do not hold."""
    return CLASSIC_ENCODING.card_slot(card)
