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

from innovation.ai import layout
from innovation.ai.actions import EncodingError, encoding_for
from innovation.editions import splay_zone_limit
from innovation.rules.board import PUBLIC_PLAYER_ZONES, PUBLIC_SHARED_ZONES
from innovation.rules.cards import Rules

if TYPE_CHECKING:
    import numpy.typing as npt

    from innovation.game import Game
    from innovation.rules.state import PlayerState
    from innovation.rules.turn import Engine

#: Version of the compact layout of the 1st and 3rd editions (``major.minor``; see the module docstring).
COMPACT_VERSION = "1.0"
#: Version of the 4th edition's compact layout (:data:`FOURTH_COMPACT`); 2.1 added the museums
#: (Artifacts) and each seat's splay-limited zone limit (Echoes' forecast) at the end.
FOURTH_COMPACT_VERSION = "2.1"

_PHASES = ("setup", "turn", "over")
_KINDS = ("action", "initial_meld", "card", "color", "player", "value", "yes_no", "option")
#: Tokens: how many cards of each kind the vector names (the rest are counted, not named).
HAND_TOKENS = 24
SCORE_TOKENS = 24
FORECAST_TOKENS = 8
PUBLIC_ZONE_TOKENS = 2  # per seat: cards in public player zones (Artifacts' display …)
SHARED_TOKENS = 8  # cards in shared public zones (relics, box, removed)
SPECIAL_TOKENS = 16  # special achievements still available (special slot + 1)
#: The 4th edition: its 20 special achievements, and the junk (the newest cards junked, named).
FOURTH_SPECIAL_TOKENS = 24
JUNK_TOKENS = 24
JUNKED_SPECIAL_TOKENS = 24
#: The largest token (card slots and special slots are below it): the observation space's bound.
MAX_TOKEN = layout.MAX_SETS * layout.MAX_CARDS_PER_SET
#: The zone of the 4th edition's junk (face up, shared).
JUNK = "junk"
#: The 4th edition's Artifacts: each player's museums (Museum cards, each followed by its
#: artifact; public) and the Museum cards nobody holds (shared, public).
MUSEUMS = "museums"
FREE_MUSEUMS = "free_museums"
#: Artifacts named per seat in its museums (the game has five Museum cards).
MUSEUM_TOKENS = 5


@dataclass(frozen=True)
class Part:
    name: str
    start: int
    size: int
    meaning: str
    #: True for card tokens (integers for an embedding); False for numbers scaled to about [0, 1].
    tokens: bool = False


class CompactLayout:
    """One version of the compact observation: where every part is (see :data:`CLASSIC_COMPACT`
    and :data:`FOURTH_COMPACT`; docs/ai.md lists both)."""

    def __init__(
        self, version: str, cap: layout.Capacities, *, icons: int, splays: int, junk: bool, museums: bool = False
    ) -> None:
        self.version = version
        self.seats = seats = cap.seats
        self.ages = ages = cap.ages
        self.splays = splays
        self.icons = icons
        self.junk = junk
        self.museums = museums
        self.special_tokens = FOURTH_SPECIAL_TOKENS if junk else SPECIAL_TOKENS
        icon_names = "crown, leaf, lightbulb, castle, factory, clock" + (", avatar" if icons > 6 else "")
        splay_names = "none/left/right/up" + ("/aslant" if splays > 4 else "")
        counts = ", ".join(str(k) for k in range(2, seats)) + f" or {seats}"
        self.per_seat: tuple[tuple[str, int, str], ...] = (
            ("flags", 3, "present, eliminated, partner of the viewer"),
            ("icons", icons, f"resource icons on the board / 20 ({icon_names})"),
            ("points", 1, "score / 40"),
            ("achieved", 2, "achievements (standard and special) / 10; special achievements / 5"),
            ("sizes", 4, "cards in hand, score pile, achievements, expansion zones / 10"),
            ("piles", 5 * (splays + 2), f"per colour (blue … purple): cards / 10, splay {splay_names}, top value / 10"),
            ("hand_ages", ages, "cards in hand by age (their backs) / 5"),
            ("score_ages", ages, "cards in the score pile by age / 5"),
            ("zone_ages", ages, "cards in expansion zones (forecast, display …) by age / 5"),
            ("achievement_ages", ages, "standard achievements by age"),
        )
        spec: list[tuple[str, int, str, bool]] = [
            ("players", seats - 1, f"{counts} players (one-hot)", False),
            ("teams", 1, "a team game", False),
            ("phase", len(_PHASES), "setup, turn, over (one-hot)", False),
            ("turn", 1, "turn number / 100", False),
            ("actions_left", 3, "0, 1, 2 actions left this turn (one-hot)", False),
            ("achievements_to_win", 1, "achievements needed / 10", False),
            ("turn_seat", seats, "whose turn (relative seat, one-hot)", False),
            ("waiting_seat", seats, "whose decision the game waits for (relative seat, one-hot)", False),
            ("decision_kind", len(_KINDS), "the viewer's pending decision: kind (one-hot; all 0 if none)", False),
            ("decision_flags", 2, "it comes from a demand/compel; number of options / 50", False),
            ("supply", cap.sets * ages, "cards left per supply pile (set slot × age) / 15", False),
            ("available", ages, "standard achievements available per age", False),
        ]
        for r in range(seats):
            spec += [(f"seat{r}_{name}", size, meaning, False) for name, size, meaning in self.per_seat]
        shared = "relics, box, removed" if not junk else "relics, box, removed; not the junk"
        spec += [
            *[(f"top_seat{r}", 5, f"seat {r}'s top card per colour", True) for r in range(seats)],
            ("my_hand", HAND_TOKENS, "the viewer's hand, by card slot (the lowest slots if more)", True),
            ("my_score", SCORE_TOKENS, "the viewer's score pile, by card slot", True),
            ("my_forecast", FORECAST_TOKENS, "the viewer's forecast (Echoes), by card slot", True),
            *[
                (f"public_seat{r}", PUBLIC_ZONE_TOKENS, f"seat {r}'s cards in public zones (display …)", True)
                for r in range(seats)
            ],
            ("shared_public", SHARED_TOKENS, f"cards in shared public zones ({shared})", True),
            ("decision_source", 1, "the card whose effect asks the viewer's pending question", True),
            ("specials", self.special_tokens, "special achievements still available (special slot + 1)", True),
        ]
        if junk:
            spec += [
                ("junk_ages", ages, "cards in the junk by age / 5", False),
                ("junk", JUNK_TOKENS, "cards in the junk, by card slot (the newest junked if more)", True),
                ("junked_specials", JUNKED_SPECIAL_TOKENS, "special achievements in the junk (special slot + 1)", True),
            ]
        if museums:  # added in 2.1, after everything 2.0 has
            spec += [
                *[
                    (
                        f"museums_seat{r}",
                        MUSEUM_TOKENS,
                        f"the artifacts in seat {r}'s museums, in order (card slot + 1)",
                        True,
                    )
                    for r in range(seats)
                ],
                ("free_museums", 1, "museums nobody holds / 5", False),
                *[
                    (
                        f"zone_limit_seat{r}",
                        1,
                        f"the most cards seat {r}'s forecast (and safe) may hold: 5 − its highest splay, / 5",
                        False,
                    )
                    for r in range(seats)
                ],
            ]
        parts: list[Part] = []
        start = 0
        for name, size, meaning, tokens in spec:
            parts.append(Part(name, start, size, meaning, tokens))
            start += size
        #: Every part, in order.
        self.parts: tuple[Part, ...] = tuple(parts)
        #: The observation's length.
        self.size: int = start
        self.at = {p.name: p.start for p in parts}
        #: Per relative seat: where its parts start, and where each part starts within them.
        self.seat_start = [self.at[f"seat{r}_flags"] for r in range(seats)]
        self.seat_size = sum(size for _, size, _ in self.per_seat)
        self.seat_rel = tuple(self.at[f"seat0_{name}"] - self.seat_start[0] for name, _, _ in self.per_seat)
        self.top = [self.at[f"top_seat{r}"] for r in range(seats)]
        self.public = [self.at[f"public_seat{r}"] for r in range(seats)]
        self.museum_parts = [self.at[f"museums_seat{r}"] for r in range(seats)] if museums else []
        self.limit_parts = [self.at[f"zone_limit_seat{r}"] for r in range(seats)] if museums else []
        self.zeros = array.array("f", bytes(4 * self.size))
        self.seat_zeros = array.array("f", bytes(4 * self.seat_size))

    def high(self) -> npt.NDArray[np.float32]:
        """Upper bounds of the observation space: :data:`MAX_TOKEN` for tokens, 10 elsewhere (the
        environments clip the scaled numbers there)."""
        high = np.full(self.size, 10.0, np.float32)
        for part in self.parts:
            if part.tokens:
                high[part.start : part.start + part.size] = MAX_TOKEN
        return high


#: Version 1: the 1st and 3rd editions (2–4 players, ages 1–10, six icons, four splays).
CLASSIC_COMPACT = CompactLayout(COMPACT_VERSION, layout.CLASSIC, icons=6, splays=4, junk=False)
#: Version 2: the 4th edition (2–5 players, ages 1–11, the avatar, the aslant splay, the junk).
FOURTH_COMPACT = CompactLayout(FOURTH_COMPACT_VERSION, layout.FOURTH, icons=7, splays=5, junk=True, museums=True)


def compact_layout(edition: object) -> CompactLayout:
    """The compact layout of a game of ``edition``."""
    return FOURTH_COMPACT if edition == "fourth" else CLASSIC_COMPACT


#: Every part of the compact observation of version 1, in order.
COMPACT_LAYOUT: tuple[Part, ...] = CLASSIC_COMPACT.parts
#: Length of the compact observation of version 1.
COMPACT_SIZE: int = CLASSIC_COMPACT.size


def compact_high() -> npt.NDArray[np.float32]:
    """Upper bounds of the observation space of version 1 (:meth:`CompactLayout.high`)."""
    return CLASSIC_COMPACT.high()


_OWN_SIZE = HAND_TOKENS + SCORE_TOKENS + FORECAST_TOKENS
_OWN_ZEROS = array.array("f", bytes(4 * _OWN_SIZE))
#: Seat parts kept per encoder before it starts over (a bound on memory).
_SEATS_LIMIT = 20_000


class _Seat(NamedTuple):
    numbers: array.array[float]  # the seat's part (flags … achievement_ages)
    top: array.array[float]  # its top cards' tokens, by colour
    public: array.array[float]  # its public zone cards' tokens
    own: array.array[float]  # its hand, score pile and forecast tokens (for the seat's own view)
    museums: array.array[float]  # the artifacts in its museums (4th edition), tokens
    zone_limit: float  # the limit of its splay-limited zones / 5 (4th edition)


class CompactEncoder:
    """Encodes the games of one set of rules (the card facts it needs, looked up once), in the
    layout of their edition (:func:`compact_layout`)."""

    def __init__(self, rules: Rules) -> None:
        edition = rules.options.get("edition")
        self.layout = lay = compact_layout(edition)
        encoding = encoding_for(edition)
        ages = lay.ages
        #: card → its token (card slot + 1; 0 for a card the tables do not hold) and age − 1.
        self._token: dict[str, int] = {}
        self._age: dict[str, int] = {}
        for card, info in rules.cards.items():
            slot = encoding.card_slot(card)
            self._token[card] = 0 if slot is None else slot + 1
            if 1 <= info.age <= ages:
                self._age[card] = info.age - 1
        self._set_slot = encoding.set_slot
        self._special_token = {s: k + 1 for k, s in enumerate(encoding.special_ids)}
        self._specials = frozenset(rules.specials)
        #: The counted icons (Icon codes), in the layout's order.
        self._icons = tuple(range(1, lay.icons + 1))
        #: Seat parts by what the seat holds (see :meth:`_seat`) — unless a plugin scores points
        #: by hook (``innovation_score``), which may read anything.
        self._seats: dict[tuple[object, ...], _Seat] = {}
        #: A seat's board part (icons, piles, top tokens) by its splays, piles and zones; its
        #: points by those and its score pile.
        self._boards: dict[tuple[object, ...], tuple[array.array[float], array.array[float], array.array[float]]] = {}
        self._points: dict[tuple[object, ...], float] = {}
        self._cacheable = "innovation_score" not in rules.implemented
        #: The achievements needed, kept for the last configuration seen — unless a plugin changes
        #: the number by hook (then it is asked of an engine every time).
        self._goal_fixed = "innovation_achievements_to_win" not in rules.implemented
        self._goal: tuple[object, float] = (None, 0.0)
        self._kind = {kind: k for k, kind in enumerate(_KINDS)}
        self._phase = {phase: k for k, phase in enumerate(_PHASES)}

    def encode(self, game: Game, viewer: str, teams: bool = False) -> npt.NDArray[np.float32]:
        """The compact observation of ``game`` for ``viewer`` (see the module docstring)."""
        lay = self.layout
        at = lay.at
        state = game.state
        players = state.players
        n = len(players)
        me = next(q for q, pl in enumerate(players) if pl.name == viewer)
        token, age_of = self._token, self._age
        # Written into an array of C floats (item by item as cheap as a list), which numpy then
        # wraps without copying: a third of what converting a list costs.
        o = lay.zeros.__copy__()
        o[at["players"] + min(max(n, 2), lay.seats) - 2] = 1.0
        o[at["teams"]] = 1.0 if teams else 0.0
        phase = self._phase.get(state.phase)
        if phase is not None:
            o[at["phase"] + phase] = 1.0
        o[at["turn"]] = state.turn / 100
        o[at["actions_left"] + min(max(state.actions_left, 0), 2)] = 1.0
        # Read-only queries (plugins answer some: an engine, not a bare Board), made only when
        # needed: most steps need none (a seat part kept, the number of achievements known).
        engine: list[Engine] = []
        config, goal = self._goal
        if config is not game.config or not self._goal_fixed:
            engine.append(game.engine())
            goal = engine[0].achievements_to_win() / 10
            self._goal = (game.config, goal)
        o[at["achievements_to_win"]] = goal
        o[at["turn_seat"] + (state.turn_player - me) % n] = 1.0
        pending = game.pending
        if pending is not None:
            waiting = next(q for q, pl in enumerate(players) if pl.name == pending.player)
            waiting = (waiting - me) % n
            o[at["waiting_seat"] + waiting] = 1.0
            if waiting == 0:
                kind = self._kind.get(pending.kind)
                if kind is not None:
                    o[at["decision_kind"] + kind] = 1.0
                flags = at["decision_flags"]
                o[flags] = 1.0 if pending.demand else 0.0
                o[flags + 1] = len(pending.options) / 50
                if pending.source is not None:
                    o[at["decision_source"]] = token.get(pending.source, 0)
        ages = lay.ages
        for set_name, piles in state.decks.items():
            slot = self._set_slot.get(set_name)
            if slot is None:
                raise EncodingError(f"compact observation {lay.version} has no slot for the set {set_name!r}")
            base = at["supply"] + slot * ages
            counts = [len(pile) / 15 for pile in piles[:ages]]
            o[base : base + len(counts)] = array.array("f", counts)
        available = at["available"]
        for c in state.achievements:
            age = age_of.get(c, -1)
            if age >= 0:
                o[available + age] += 1.0
        shared_public = at["shared_public"]
        shared = [
            c
            for zone, cards in state.zones.items()
            if zone in PUBLIC_SHARED_ZONES
            and not (lay.junk and zone == JUNK)
            and not (lay.museums and zone == FREE_MUSEUMS)
            for c in cards
        ]
        shown = [t for t in map(token.get, shared + state.removed) if t]
        o[shared_public : shared_public + min(len(shown), SHARED_TOKENS)] = array.array("f", shown[:SHARED_TOKENS])
        specials, special_token = at["specials"], self._special_token
        for k, special in enumerate(state.specials[: lay.special_tokens]):
            o[specials + k] = special_token.get(special, 0)
        if lay.junk:
            junk = state.zones.get(JUNK, [])
            junk_ages = at["junk_ages"]
            for c in junk:
                age = age_of.get(c, -1)
                if age >= 0:
                    o[junk_ages + age] += 0.2
            # The newest junked cards (the junk is in the order cards went there) are named.
            cards = [t for t in map(token.get, junk) if t][-JUNK_TOKENS:]
            o[at["junk"] : at["junk"] + len(cards)] = array.array("f", cards)
            junked = [t for t in map(special_token.get, junk) if t][:JUNKED_SPECIAL_TOKENS]
            o[at["junked_specials"] : at["junked_specials"] + len(junked)] = array.array("f", junked)
        seat_start, seat_size, top, public = lay.seat_start, lay.seat_size, lay.top, lay.public
        for q, pl in enumerate(players):
            r = (q - me) % n
            seat = self._seat(game, pl, q, engine)
            s = seat_start[r]
            o[s : s + seat_size] = seat.numbers
            if teams and r == 2:
                o[s + 2] = 1.0  # the viewer's partner
            o[top[r] : top[r] + 5] = seat.top
            o[public[r] : public[r] + PUBLIC_ZONE_TOKENS] = seat.public
            if r == 0:
                o[at["my_hand"] : at["my_hand"] + _OWN_SIZE] = seat.own
            if lay.museums:
                o[lay.museum_parts[r] : lay.museum_parts[r] + MUSEUM_TOKENS] = seat.museums
                o[lay.limit_parts[r]] = seat.zone_limit
        if lay.museums:
            o[at["free_museums"]] = len(state.zones.get(FREE_MUSEUMS, ())) / 5
        return np.frombuffer(o, dtype=np.float32)

    def _seat(self, game: Game, pl: PlayerState, q: int, engine: list[Engine]) -> _Seat:
        """Seat ``q``'s part of the observation, as seen from any other seat (and its owner's
        tokens). It depends only on what the player holds, so it is kept by content: most
        steps change one seat or none, and the others are copied, not worked out again.
        ``engine``: the game's query engine if one was made for this observation (one is made
        here otherwise, and kept there for the next seat)."""
        key = (
            pl.eliminated,
            tuple(pl.hand),
            tuple(pl.score),
            tuple(pl.achievements),
            tuple(pl.splays),
            *map(tuple, pl.piles),
        )
        if pl.zones:
            key += tuple((zone, tuple(cards)) for zone, cards in pl.zones.items())
        seats = self._seats
        found = seats.get(key)
        if found is not None:
            return found
        lay = self.layout
        token, age_of = self._token, self._age
        o = lay.seat_zeros.__copy__()
        flags, icons, points, achieved, sizes, piles_at, hand_ages, score_ages, zone_ages, achievement_ages = (
            lay.seat_rel
        )
        o[flags] = 1.0
        if pl.eliminated:
            o[flags + 1] = 1.0
        # The board's part (icons, piles, tops) and the points are kept apart too, by what they
        # read: a draw or a score changes the seat but not its board.
        board_key = key[4:]  # the splays, the piles and the zones
        board = self._boards.get(board_key)
        if board is None:
            if not engine:
                engine.append(game.engine())
            counts = engine[0].icon_counts(q)
            icon_part = array.array("f", [counts[i] / 20 if i < len(counts) else 0.0 for i in self._icons])
            width, last_splay = lay.splays + 2, lay.splays - 1
            pile_part = array.array("f", bytes(4 * 5 * width))
            top = array.array("f", bytes(4 * 5))
            splays = pl.splays
            for colour, pile in enumerate(pl.piles):
                p = width * colour
                pile_part[p + 1 + min(max(splays[colour], 0), last_splay)] = 1.0
                if pile:
                    pile_part[p] = len(pile) / 10
                    card = pile[-1]
                    pile_part[p + width - 1] = (age_of.get(card, -1) + 1) / 10
                    top[colour] = token.get(card, 0)
            board = (icon_part, pile_part, top)
            if self._cacheable:
                if len(self._boards) >= _SEATS_LIMIT:
                    self._boards.clear()
                self._boards[board_key] = board
        icon_part, pile_part, top = board
        o[icons : icons + len(icon_part)] = icon_part
        o[piles_at : piles_at + len(pile_part)] = pile_part
        points_key = (board_key, key[2])  # the board (bonuses) and the score pile
        score = self._points.get(points_key)
        if score is None:
            if not engine:
                engine.append(game.engine())
            score = engine[0].score_points(q) / 40
            if self._cacheable:
                if len(self._points) >= _SEATS_LIMIT:
                    self._points.clear()
                self._points[points_key] = score
        o[points] = score
        o[achieved] = len(pl.achievements) / 10
        o[achieved + 1] = sum(1 for c in pl.achievements if c in self._specials) / 5
        o[sizes] = len(pl.hand) / 10
        o[sizes + 1] = len(pl.score) / 10
        o[sizes + 2] = len(pl.achievements) / 10
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
                age = age_of.get(c, -1)
                if age >= 0:  # a Museum card has no age
                    o[zone_ages + age] += 0.2
            if zone in PUBLIC_PLAYER_ZONES and not (lay.museums and zone == MUSEUMS):
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
        museums = array.array("f", bytes(4 * MUSEUM_TOKENS))
        limit = 0.0
        if lay.museums:
            artifacts = [token.get(c, 0) for c in pl.zones.get(MUSEUMS, ()) if c in age_of][:MUSEUM_TOKENS]
            museums[: len(artifacts)] = array.array("f", artifacts)
            limit = splay_zone_limit(max(pl.splays)) / 5
        seat = _Seat(o, top, array.array("f", shown + [0] * (PUBLIC_ZONE_TOKENS - len(shown))), own, museums, limit)
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
