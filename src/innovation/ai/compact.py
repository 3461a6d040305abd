"""The compact observation: one player's view as a short ``float32`` vector, read straight from
the game (numpy).

Sized by what a player can see, not by the card universe: counts per age and per seat, each
board pile's size, splay and top value, and the identities of the cards the viewer can see as
**card tokens** — integers (card slot + 1, :func:`innovation.ai.actions.card_slot`; 0: none) in
fixed places, for an embedding, not for arithmetic. 573 numbers for every expansion combination
and player count (:data:`COMPACT_SIZE`), against 27,500 for the card-plane observation of
:mod:`innovation.ai.observation`.

It reads ``game.state`` directly, for speed (a view of the game costs more than the engine's
answer), and reads only what ``game.view(viewer)`` shows — the rules are the view's
(:func:`innovation.protocol.view.make_view`): the viewer's own hand, score pile, achievements and zones;
everybody's boards, public zones (:data:`~innovation.rules.board.PUBLIC_PLAYER_ZONES`), shared public
zones and counts; of every other card only its back (age and set). A test checks that games
differing only in hidden cards give identical vectors.

**Versioning** (:data:`COMPACT_VERSION`, ``major.minor``): parts are only ever added at the end or
fill a spare place (minor); changing a part's place or meaning is a new major version. A new
card set (the 4th edition …) needs no change here: its cards get slots of their own in
:mod:`innovation.ai.tables` (a new set slot), and tokens name slots.
"""

from __future__ import annotations

import array
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

import numpy as np

from innovation.ai import layout, tables
from innovation.ai.actions import EncodingError, card_slot
from innovation.rules.board import PUBLIC_PLAYER_ZONES, PUBLIC_SHARED_ZONES
from innovation.rules.cards import RESOURCE_ICONS, Rules

if TYPE_CHECKING:
    import numpy.typing as npt

    from innovation.game import Game
    from innovation.rules.state import PlayerState
    from innovation.rules.turn import Engine

#: Version of the compact layout (``major.minor``; see the module docstring).
COMPACT_VERSION = "1.0"

_SEATS = layout.MAX_SEATS
_AGES = layout.MAX_AGE
_PHASES = ("setup", "turn", "over")
_KINDS = ("action", "initial_meld", "card", "color", "player", "value", "yes_no", "option")
#: Tokens: how many cards of each kind the vector names (the rest are counted, not named).
HAND_TOKENS = 24
SCORE_TOKENS = 24
FORECAST_TOKENS = 8
PUBLIC_ZONE_TOKENS = 2  # per seat: cards in public player zones (Artifacts' display …)
SHARED_TOKENS = 8  # cards in shared public zones (relics, box, removed)
SPECIAL_TOKENS = 16  # special achievements still available (special slot + 1)
#: The largest token (card slots and special slots are below it): the observation space's bound.
MAX_TOKEN = layout.MAX_SETS * layout.MAX_CARDS_PER_SET


@dataclass(frozen=True)
class Part:
    name: str
    start: int
    size: int
    meaning: str
    #: True for card tokens (integers for an embedding); False for numbers scaled to about [0, 1].
    tokens: bool = False


_PER_SEAT: tuple[tuple[str, int, str], ...] = (
    ("flags", 3, "present, eliminated, partner of the viewer"),
    ("icons", len(RESOURCE_ICONS), "resource icons on the board / 20 (crown, leaf, lightbulb, castle, factory, clock)"),
    ("points", 1, "score / 40"),
    ("achieved", 2, "achievements (standard and special) / 10; special achievements / 5"),
    ("sizes", 4, "cards in hand, score pile, achievements, expansion zones / 10"),
    ("piles", 5 * 6, "per colour (blue … purple): cards / 10, splay none/left/right/up, top value / 10"),
    ("hand_ages", _AGES, "cards in hand by age (their backs) / 5"),
    ("score_ages", _AGES, "cards in the score pile by age / 5"),
    ("zone_ages", _AGES, "cards in expansion zones (forecast, display …) by age / 5"),
    ("achievement_ages", _AGES, "standard achievements by age"),
)


def _layout() -> tuple[Part, ...]:
    spec: list[tuple[str, int, str, bool]] = [
        ("players", 3, "2, 3 or 4 players (one-hot)", False),
        ("teams", 1, "a team game", False),
        ("phase", len(_PHASES), "setup, turn, over (one-hot)", False),
        ("turn", 1, "turn number / 100", False),
        ("actions_left", 3, "0, 1, 2 actions left this turn (one-hot)", False),
        ("achievements_to_win", 1, "achievements needed / 10", False),
        ("turn_seat", _SEATS, "whose turn (relative seat, one-hot)", False),
        ("waiting_seat", _SEATS, "whose decision the game waits for (relative seat, one-hot)", False),
        ("decision_kind", len(_KINDS), "the viewer's pending decision: kind (one-hot; all 0 if none)", False),
        ("decision_flags", 2, "it comes from a demand/compel; number of options / 50", False),
        ("supply", layout.MAX_SETS * _AGES, "cards left per supply pile (set slot × age) / 15", False),
        ("available", _AGES, "standard achievements available per age", False),
    ]
    for r in range(_SEATS):
        spec += [(f"seat{r}_{name}", size, meaning, False) for name, size, meaning in _PER_SEAT]
    spec += [
        *[(f"top_seat{r}", 5, f"seat {r}'s top card per colour", True) for r in range(_SEATS)],
        ("my_hand", HAND_TOKENS, "the viewer's hand, by card slot (the lowest slots if more)", True),
        ("my_score", SCORE_TOKENS, "the viewer's score pile, by card slot", True),
        ("my_forecast", FORECAST_TOKENS, "the viewer's forecast (Echoes), by card slot", True),
        *[
            (f"public_seat{r}", PUBLIC_ZONE_TOKENS, f"seat {r}'s cards in public zones (display …)", True)
            for r in range(_SEATS)
        ],
        ("shared_public", SHARED_TOKENS, "cards in shared public zones (relics, box, removed)", True),
        ("decision_source", 1, "the card whose effect asks the viewer's pending question", True),
        ("specials", SPECIAL_TOKENS, "special achievements still available (special slot + 1)", True),
    ]
    out: list[Part] = []
    start = 0
    for name, size, meaning, tokens in spec:
        out.append(Part(name, start, size, meaning, tokens))
        start += size
    return tuple(out)


#: Every part of the compact observation, in order.
COMPACT_LAYOUT: tuple[Part, ...] = _layout()
#: Length of the compact observation.
COMPACT_SIZE: int = COMPACT_LAYOUT[-1].start + COMPACT_LAYOUT[-1].size
_AT = {p.name: p.start for p in COMPACT_LAYOUT}
#: Per relative seat: where each of its parts starts (in the order of _PER_SEAT).
_SEAT_AT = [tuple(_AT[f"seat{r}_{name}"] for name, _, _ in _PER_SEAT) for r in range(_SEATS)]
_TOP = [_AT[f"top_seat{r}"] for r in range(_SEATS)]
_PUBLIC = [_AT[f"public_seat{r}"] for r in range(_SEATS)]
_PLAYERS, _TEAMS, _PHASE, _TURN = _AT["players"], _AT["teams"], _AT["phase"], _AT["turn"]
_ACTIONS_LEFT, _TO_WIN, _TURN_SEAT = _AT["actions_left"], _AT["achievements_to_win"], _AT["turn_seat"]
_WAITING_SEAT, _DECISION_KIND, _DECISION_FLAGS = _AT["waiting_seat"], _AT["decision_kind"], _AT["decision_flags"]
_DECISION_SOURCE, _SUPPLY, _AVAILABLE = _AT["decision_source"], _AT["supply"], _AT["available"]
_SHARED_PUBLIC, _SPECIALS = _AT["shared_public"], _AT["specials"]
_MY_HAND, _MY_SCORE, _MY_FORECAST = _AT["my_hand"], _AT["my_score"], _AT["my_forecast"]


def compact_high() -> npt.NDArray[np.float32]:
    """Upper bounds of the observation space: :data:`MAX_TOKEN` for tokens, 10 elsewhere (the
    environments clip the scaled numbers there)."""
    high = np.full(COMPACT_SIZE, 10.0, np.float32)
    for part in COMPACT_LAYOUT:
        if part.tokens:
            high[part.start : part.start + part.size] = MAX_TOKEN
    return high


_ZEROS = array.array("f", bytes(4 * COMPACT_SIZE))
_SEAT_SIZE = sum(size for _, size, _ in _PER_SEAT)
_SEAT_START = [_AT[f"seat{r}_flags"] for r in range(_SEATS)]
_SEAT_REL = tuple(start - _SEAT_START[0] for start in _SEAT_AT[0])
_SEAT_ZEROS = array.array("f", bytes(4 * _SEAT_SIZE))
_OWN_SIZE = HAND_TOKENS + SCORE_TOKENS + FORECAST_TOKENS
_OWN_ZEROS = array.array("f", bytes(4 * _OWN_SIZE))
#: Seat parts kept per encoder before it starts over (a bound on memory).
_SEATS_LIMIT = 20_000


class _Seat(NamedTuple):
    numbers: array.array[float]  # the seat's part (flags … achievement_ages)
    top: array.array[float]  # its top cards' tokens, by colour
    public: array.array[float]  # its public zone cards' tokens
    own: array.array[float]  # its hand, score pile and forecast tokens (for the seat's own view)


_SET_SLOT = {name: i for i, name in enumerate(tables.SET_SLOTS)}
_SPECIAL_TOKEN = {s: k + 1 for k, s in enumerate(tables.SPECIAL_IDS)}


class CompactEncoder:
    """Encodes the games of one set of rules (the card facts it needs, looked up once)."""

    def __init__(self, rules: Rules) -> None:
        #: card → its token (card slot + 1; 0 for a card the tables do not hold) and age − 1.
        self._token: dict[str, int] = {}
        self._age: dict[str, int] = {}
        for card, info in rules.cards.items():
            slot = card_slot(card)
            self._token[card] = 0 if slot is None else slot + 1
            if 1 <= info.age <= _AGES:
                self._age[card] = info.age - 1
        self._specials = frozenset(rules.specials)
        #: Seat parts by what the seat holds (see :meth:`_seat`) — unless a plugin scores points
        #: by hook (``innovation_score``), which may read anything.
        self._seats: dict[tuple[object, ...], _Seat] = {}
        self._cacheable = "innovation_score" not in rules.implemented

    def encode(self, game: Game, viewer: str, teams: bool = False) -> npt.NDArray[np.float32]:
        """The compact observation of ``game`` for ``viewer`` (see the module docstring)."""
        state = game.state
        players = state.players
        n = len(players)
        me = next(q for q, pl in enumerate(players) if pl.name == viewer)
        token, age_of = self._token, self._age
        # Written into an array of C floats (item by item as cheap as a list), which numpy then
        # wraps without copying: a third of what converting a list costs.
        o = _ZEROS.__copy__()
        o[_PLAYERS + min(max(n, 2), 4) - 2] = 1.0
        o[_TEAMS] = 1.0 if teams else 0.0
        if state.phase in _PHASES:
            o[_PHASE + _PHASES.index(state.phase)] = 1.0
        o[_TURN] = state.turn / 100
        o[_ACTIONS_LEFT + min(max(state.actions_left, 0), 2)] = 1.0
        board = game.engine()  # read-only queries (plugins answer some: an engine, not a bare Board)
        o[_TO_WIN] = board.achievements_to_win() / 10
        o[_TURN_SEAT + (state.turn_player - me) % n] = 1.0
        pending = game.pending
        if pending is not None:
            waiting = next(q for q, pl in enumerate(players) if pl.name == pending.player)
            waiting = (waiting - me) % n
            o[_WAITING_SEAT + waiting] = 1.0
            if waiting == 0:
                if pending.kind in _KINDS:
                    o[_DECISION_KIND + _KINDS.index(pending.kind)] = 1.0
                o[_DECISION_FLAGS] = 1.0 if pending.demand else 0.0
                o[_DECISION_FLAGS + 1] = len(pending.options) / 50
                if pending.source is not None:
                    o[_DECISION_SOURCE] = token.get(pending.source, 0)
        for set_name, piles in state.decks.items():
            slot = _SET_SLOT.get(set_name)
            if slot is None:
                raise EncodingError(f"compact observation {COMPACT_VERSION} has no slot for the set {set_name!r}")
            base = _SUPPLY + slot * _AGES
            for age, pile in enumerate(piles[:_AGES]):
                o[base + age] = len(pile) / 15
        for c in state.achievements:
            age = age_of.get(c, -1)
            if age >= 0:
                o[_AVAILABLE + age] += 1.0
        shared = [c for zone, cards in state.zones.items() if zone in PUBLIC_SHARED_ZONES for c in cards]
        shown = [t for t in map(token.get, shared + state.removed) if t]
        o[_SHARED_PUBLIC : _SHARED_PUBLIC + min(len(shown), SHARED_TOKENS)] = array.array("f", shown[:SHARED_TOKENS])
        for k, special in enumerate(state.specials[:SPECIAL_TOKENS]):
            o[_SPECIALS + k] = _SPECIAL_TOKEN.get(special, 0)
        for q, pl in enumerate(players):
            r = (q - me) % n
            seat = self._seat(pl, q, board)
            at = _SEAT_START[r]
            o[at : at + _SEAT_SIZE] = seat.numbers
            if teams and r == 2:
                o[at + 2] = 1.0  # the viewer's partner
            o[_TOP[r] : _TOP[r] + 5] = seat.top
            o[_PUBLIC[r] : _PUBLIC[r] + PUBLIC_ZONE_TOKENS] = seat.public
            if r == 0:
                o[_MY_HAND : _MY_HAND + _OWN_SIZE] = seat.own
        return np.frombuffer(o, dtype=np.float32)

    def _seat(self, pl: PlayerState, q: int, engine: Engine) -> _Seat:
        """Seat ``q``'s part of the observation, as seen from any other seat (and its owner's
        tokens). It depends only on what the player holds, so it is kept by content: most
        steps change one seat or none, and the others are copied, not worked out again."""
        key = (
            pl.eliminated,
            tuple(pl.hand),
            tuple(pl.score),
            tuple(pl.achievements),
            tuple(pl.splays),
            *map(tuple, pl.piles),
            *((zone, tuple(cards)) for zone, cards in pl.zones.items()),
        )
        seats = self._seats
        found = seats.get(key)
        if found is not None:
            return found
        token, age_of = self._token, self._age
        o = _SEAT_ZEROS.__copy__()
        flags, icons, points, achieved, sizes, piles_at, hand_ages, score_ages, zone_ages, achievement_ages = _SEAT_REL
        o[flags] = 1.0
        if pl.eliminated:
            o[flags + 1] = 1.0
        counts = engine.icon_counts(q)
        for i, icon in enumerate(RESOURCE_ICONS):
            o[icons + i] = counts[icon] / 20
        o[points] = engine.score_points(q) / 40
        o[achieved] = len(pl.achievements) / 10
        o[achieved + 1] = sum(1 for c in pl.achievements if c in self._specials) / 5
        o[sizes] = len(pl.hand) / 10
        o[sizes + 1] = len(pl.score) / 10
        o[sizes + 2] = len(pl.achievements) / 10
        top = array.array("f", bytes(4 * 5))
        splays = pl.splays
        for colour, pile in enumerate(pl.piles):
            p = piles_at + 6 * colour
            o[p + 1 + min(max(splays[colour], 0), 3)] = 1.0
            if pile:
                o[p] = len(pile) / 10
                card = pile[-1]
                o[p + 5] = (age_of.get(card, -1) + 1) / 10
                top[colour] = token.get(card, 0)
        for c in pl.hand:
            o[hand_ages + age_of.get(c, 0)] += 0.2
        for c in pl.score:
            o[score_ages + age_of.get(c, 0)] += 0.2
        for c in pl.achievements:
            age = age_of.get(c, -1)
            if age >= 0:
                o[achievement_ages + age] += 1.0
        zone_cards, public = 0, list[str]()
        for zone, cards in pl.zones.items():
            zone_cards += len(cards)
            for c in cards:
                o[zone_ages + age_of.get(c, 0)] += 0.2
            if zone in PUBLIC_PLAYER_ZONES:
                public += cards
        o[sizes + 3] = zone_cards / 10
        own = _OWN_ZEROS.__copy__()
        for start, size, cards in (
            (0, HAND_TOKENS, pl.hand),
            (HAND_TOKENS, SCORE_TOKENS, pl.score),
            (HAND_TOKENS + SCORE_TOKENS, FORECAST_TOKENS, pl.zones.get("forecast", [])),
        ):
            tokens = sorted(t for t in map(token.get, cards) if t)[:size]
            own[start : start + len(tokens)] = array.array("f", tokens)
        shown = [t for t in map(token.get, public) if t][:PUBLIC_ZONE_TOKENS]
        seat = _Seat(o, top, array.array("f", shown + [0] * (PUBLIC_ZONE_TOKENS - len(shown))), own)
        if self._cacheable:
            if len(seats) >= _SEATS_LIMIT:
                seats.clear()
            seats[key] = seat
        return seat


_ENCODERS: dict[int, tuple[Rules, CompactEncoder]] = {}
_ENCODERS_LIMIT = 32  # rules objects are few (build_rules caches them); a bound all the same


def encoder_for(rules: Rules) -> CompactEncoder:
    """The encoder of ``rules``, made once (a game's rules are shared by every game of its configuration)."""
    found = _ENCODERS.get(id(rules))
    if found is not None and found[0] is rules:
        return found[1]
    encoder = CompactEncoder(rules)
    if len(_ENCODERS) >= _ENCODERS_LIMIT:
        _ENCODERS.clear()
    _ENCODERS[id(rules)] = (rules, encoder)
    return encoder
