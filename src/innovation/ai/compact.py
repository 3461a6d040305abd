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
from innovation.rules.board import PUBLIC_PLAYER_ZONES, PUBLIC_SHARED_ZONES, Board
from innovation.rules.cards import Rules
from innovation.rules.piles import count_pile
from innovation.rules.turn import Engine

if TYPE_CHECKING:
    import numpy.typing as npt

    from innovation.game import Game
    from innovation.rules.state import PlayerState

#: Version of the compact layout of the 1st and 3rd editions (``major.minor``; see the module docstring).
COMPACT_VERSION = "1.0"
#: Version of the 4th edition's compact layout (:data:`FOURTH_COMPACT`).
FOURTH_COMPACT_VERSION = "2.0"

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

    def __init__(self, version: str, cap: layout.Capacities, *, icons: int, splays: int, junk: bool) -> None:
        self.version = version
        self.seats = seats = cap.seats
        self.ages = ages = cap.ages
        self.splays = splays
        self.icons = icons
        self.junk = junk
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
        self.size_of = {p.name: p.size for p in parts}
        #: Per relative seat: where its parts start, and where each part starts within them.
        self.seat_start = [self.at[f"seat{r}_flags"] for r in range(seats)]
        self.seat_size = sum(size for _, size, _ in self.per_seat)
        self.seat_rel = tuple(self.at[f"seat0_{name}"] - self.seat_start[0] for name, _, _ in self.per_seat)
        self.top = [self.at[f"top_seat{r}"] for r in range(seats)]
        self.public = [self.at[f"public_seat{r}"] for r in range(seats)]
        self.zeros = array.array("f", bytes(4 * self.size))
        #: The game's numbers (players … decision_flags) come first, up to here.
        self.header = self.at["supply"]
        self.header_zeros = array.array("f", bytes(4 * self.header))
        #: The parts the shared zones fill (the junk's in the 4th edition).
        self.shared_parts = ("shared_public", "junk_ages", "junk", "junked_specials") if junk else ("shared_public",)
        self.seat_zeros = array.array("f", bytes(4 * self.seat_size))

    def clear(self, o: array.array[float], name: str) -> None:
        """Zero part ``name`` of observation ``o``."""
        start = self.at[name]
        stop = start + self.size_of[name]
        o[start:stop] = self.zeros[start:stop]

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
FOURTH_COMPACT = CompactLayout(FOURTH_COMPACT_VERSION, layout.FOURTH, icons=7, splays=5, junk=True)


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
#: Games whose number of achievements to win an encoder keeps (a bound on memory).
_GOALS_LIMIT = 64


class _Seat(NamedTuple):
    numbers: array.array[float]  # the seat's part (flags … achievement_ages)
    top: array.array[float]  # its top cards' tokens, by colour
    public: array.array[float]  # its public zone cards' tokens
    own: array.array[float]  # its hand, score pile and forecast tokens (for the seat's own view)


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
        #: Whether static karmas (Figures in the Sky) are in play: they may read anything (a hand
        #: counted as a score pile, another player's board …), so no seat part is kept by what
        #: it holds, and every query goes to an engine (only an engine runs karmas).
        self._karma_statics = any(name.startswith("karma.static.") for name in rules.implemented)
        self._cacheable = "innovation_score" not in rules.implemented and not self._karma_statics
        #: The achievements needed to win, by game (its configuration, kept for its identity):
        #: asked once per game — of an engine if a plugin adds to the number by hook (a number
        #: that stays the same all game long, as the hook's specification says).
        self._goal_fixed = "innovation_achievements_to_win" not in rules.implemented
        self._goals: dict[int, tuple[object, float]] = {}
        #: Whether a score may change when only the board does (Board.score_reads_board) — or
        #: when anything does (a score hook, static karmas: then no seat part is kept at all).
        self._points_read_board = not self._cacheable or Board.score_reads_board(rules)
        #: Whether static karmas add icons to a board's (then not its piles' sum alone).
        self._karma_icons = "karma.static.icons" in rules.implemented
        #: The header's places (_write_header: read at every step, looked up once).
        self._header_at = tuple(
            lay.at[part]
            for part in (
                "players",
                "teams",
                "phase",
                "turn",
                "actions_left",
                "achievements_to_win",
                "turn_seat",
                "waiting_seat",
                "decision_kind",
                "decision_flags",
                "decision_source",
            )
        )
        self._kind = {kind: k for k, kind in enumerate(_KINDS)}
        self._phase = {phase: k for k, phase in enumerate(_PHASES)}

    def encode(self, game: Game, viewer: str, teams: bool = False) -> npt.NDArray[np.float32]:
        """The compact observation of ``game`` for ``viewer`` (see the module docstring), built
        afresh. (:class:`CompactObserver` keeps one game's observations up to date instead,
        place for place the same.)"""
        lay = self.layout
        o = lay.zeros.__copy__()
        state = game.state
        players = state.players
        n = len(players)
        me = _seat_of(players, viewer)
        # Read-only queries (_queries), made only when needed: most steps need none (a seat part
        # kept, the number of achievements known).
        queries: list[Board] = []
        self._write_header(o, game, me, teams, queries)
        self._write_supply(o, state.decks)
        self._write_available(o, state.achievements)
        self._write_shared(o, state.zones, state.removed)
        self._write_specials(o, state.specials)
        for q, pl in enumerate(players):
            self._write_seat(o, self._seat(game, pl, q, queries), (q - me) % n, teams)
        return np.frombuffer(o, dtype=np.float32)

    # The parts, each written into places that are 0 (CompactObserver zeroes them first).
    def _queries(self, game: Game, made: list[Board], hooked: bool) -> Board:
        """The read-only query object of this observation (made on first use, kept in ``made``
        for the next query): a bare :class:`~innovation.rules.board.Board` over the live state,
        or — for a query a plugin answers by hook (``hooked``: a score hook, one for the
        achievements needed), and for every query while static karmas are in play (a bare board
        refuses to run karmas) — an engine, which asks plugins and runs karmas. (Icon counts are
        the piles' own, unless static karmas add to them.)
        A bare board's pile facts are worked out, not looked up by content: it answers a few
        queries and is dropped."""
        hooked = hooked or self._karma_statics
        if made and (not hooked or isinstance(made[0], Engine)):
            return made[0]
        if hooked:
            made[:] = [game.engine()]
        else:
            board = Board(game.rules, game.state, game.config.options)
            board._begin_segment()
            board.share_pile_facts = False
            made[:] = [board]
        return made[0]

    def _write_header(self, o: array.array[float], game: Game, me: int, teams: bool, queries: list[Board]) -> None:
        """The game's numbers (players … decision_flags) and the decision's source: they change
        at every step."""
        (
            players_at,
            teams_at,
            phase_at,
            turn_at,
            actions_at,
            goal_at,
            turn_seat_at,
            waiting_at,
            kind_at,
            flags,
            source_at,
        ) = self._header_at
        state = game.state
        players = state.players
        n = len(players)
        o[players_at + min(max(n, 2), self.layout.seats) - 2] = 1.0
        o[teams_at] = 1.0 if teams else 0.0
        phase = self._phase.get(state.phase)
        if phase is not None:
            o[phase_at + phase] = 1.0
        o[turn_at] = state.turn / 100
        o[actions_at + min(max(state.actions_left, 0), 2)] = 1.0
        config = game.config
        found = self._goals.get(id(config))
        if found is not None and found[0] is config:
            goal = found[1]
        else:  # once per game: the number does not change in a game (innovation_achievements_to_win)
            goal = self._queries(game, queries, not self._goal_fixed).achievements_to_win() / 10
            if len(self._goals) >= _GOALS_LIMIT:
                self._goals.clear()
            self._goals[id(config)] = (config, goal)
        o[goal_at] = goal
        o[turn_seat_at + (state.turn_player - me) % n] = 1.0
        pending = game.pending
        if pending is not None:
            waiting = 0 if players[me].name == pending.player else (_seat_of(players, pending.player) - me) % n
            o[waiting_at + waiting] = 1.0
            if waiting == 0:
                kind = self._kind.get(pending.kind)
                if kind is not None:
                    o[kind_at + kind] = 1.0
                o[flags] = 1.0 if pending.demand else 0.0
                o[flags + 1] = len(pending.options) / 50
                if pending.source is not None:
                    o[source_at] = self._token.get(pending.source, 0)

    def _write_supply(self, o: array.array[float], decks: dict[str, list[list[str]]]) -> None:
        """Cards left per supply pile. (Every place of a set in play is written, 0 or not: it
        needs no zeroing.)"""
        lay = self.layout
        ages = lay.ages
        supply = lay.at["supply"]
        for set_name, piles in decks.items():
            slot = self._set_slot.get(set_name)
            if slot is None:
                raise EncodingError(f"compact observation {lay.version} has no slot for the set {set_name!r}")
            base = supply + slot * ages
            counts = [len(pile) / 15 for pile in piles[:ages]]
            o[base : base + len(counts)] = array.array("f", counts)

    def _write_available(self, o: array.array[float], achievements: list[str]) -> None:
        available, age_of = self.layout.at["available"], self._age
        for c in achievements:
            age = age_of.get(c, -1)
            if age >= 0:
                o[available + age] += 1.0

    def _write_shared(self, o: array.array[float], zones: dict[str, list[str]], removed: list[str]) -> None:
        """The shared public zones' tokens, and the junk (4th edition)."""
        lay = self.layout
        at, token, age_of = lay.at, self._token, self._age
        shared_public = at["shared_public"]
        shared = [
            c
            for zone, cards in zones.items()
            if zone in PUBLIC_SHARED_ZONES and not (lay.junk and zone == JUNK)
            for c in cards
        ]
        shown = [t for t in map(token.get, shared + removed) if t]
        o[shared_public : shared_public + min(len(shown), SHARED_TOKENS)] = array.array("f", shown[:SHARED_TOKENS])
        if lay.junk:
            junk = zones.get(JUNK, [])
            junk_ages = at["junk_ages"]
            for c in junk:
                age = age_of.get(c, -1)
                if age >= 0:
                    o[junk_ages + age] += 0.2
            # The newest junked cards (the junk is in the order cards went there) are named.
            cards = [t for t in map(token.get, junk) if t][-JUNK_TOKENS:]
            o[at["junk"] : at["junk"] + len(cards)] = array.array("f", cards)
            junked = [t for t in map(self._special_token.get, junk) if t][:JUNKED_SPECIAL_TOKENS]
            o[at["junked_specials"] : at["junked_specials"] + len(junked)] = array.array("f", junked)

    def _write_specials(self, o: array.array[float], specials: list[str]) -> None:
        at, special_token = self.layout.at["specials"], self._special_token
        for k, special in enumerate(specials[: self.layout.special_tokens]):
            o[at + k] = special_token.get(special, 0)

    def _write_seat(self, o: array.array[float], seat: _Seat, r: int, teams: bool) -> None:
        """Seat part ``seat`` at relative seat ``r`` (every place of it written: no zeroing)."""
        lay = self.layout
        s = lay.seat_start[r]
        o[s : s + lay.seat_size] = seat.numbers
        if teams and r == 2:
            o[s + 2] = 1.0  # the viewer's partner
        top, public = lay.top[r], lay.public[r]
        o[top : top + 5] = seat.top
        o[public : public + PUBLIC_ZONE_TOKENS] = seat.public
        if r == 0:
            o[lay.at["my_hand"] : lay.at["my_hand"] + _OWN_SIZE] = seat.own

    def _seat(self, game: Game, pl: PlayerState, q: int, queries: list[Board]) -> _Seat:
        """Seat ``q``'s part of the observation, as seen from any other seat (and its owner's
        tokens). It depends only on what the player holds, so it is kept by content: most
        steps change one seat or none, and the others are copied, not worked out again.
        ``queries``: the query object if one was made for this observation (one is made
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
        seat = self._blank_seat()
        self._write_flags(seat, pl)
        # The board's part (icons, piles, tops) and the points are kept apart too, by what they
        # read: a draw or a score changes the seat but not its board.
        board_key = key[4:]  # the splays, the piles and the zones
        self._write_board(seat, game, pl, q, queries, board_key)
        self._write_points(seat, game, q, queries, (board_key, key[2]))  # the board (bonuses) and the score pile
        self._write_hand(seat, pl.hand)
        self._write_score(seat, pl.score)
        self._write_achievements(seat, pl.achievements)
        self._write_zones(seat, pl.zones)
        if self._cacheable:
            if len(seats) >= _SEATS_LIMIT:
                seats.clear()
            seats[key] = seat
        return seat

    # A seat's sub-parts, each from what it reads (CompactObserver writes each one again only
    # when that changed): every place of a sub-part is written.
    def _blank_seat(self) -> _Seat:
        lay = self.layout
        return _Seat(
            lay.seat_zeros.__copy__(),
            array.array("f", bytes(4 * 5)),
            array.array("f", bytes(4 * PUBLIC_ZONE_TOKENS)),
            _OWN_ZEROS.__copy__(),
        )

    def _write_flags(self, seat: _Seat, pl: PlayerState) -> None:
        flags = self.layout.seat_rel[0]
        seat.numbers[flags] = 1.0
        seat.numbers[flags + 1] = 1.0 if pl.eliminated else 0.0

    def _write_board(
        self,
        seat: _Seat,
        game: Game,
        pl: PlayerState,
        q: int,
        queries: list[Board],
        key: tuple[object, ...] | None,
        icons: list[int] | None = None,
    ) -> None:
        """Icons, piles and top cards, from the splays, the piles and the zones (kept by ``key``;
        ``icons``: the board's icon counts, if known)."""
        lay = self.layout
        board = None if key is None else self._boards.get(key)
        if board is None:
            token, age_of = self._token, self._age
            counts = self._queries(game, queries, False).icon_counts(q) if icons is None else icons
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
            if self._cacheable and key is not None:
                if len(self._boards) >= _SEATS_LIMIT:
                    self._boards.clear()
                self._boards[key] = board
        icon_part, pile_part, top = board
        o, rel = seat.numbers, lay.seat_rel
        o[rel[1] : rel[1] + len(icon_part)] = icon_part
        o[rel[5] : rel[5] + len(pile_part)] = pile_part
        seat.top[:] = top

    def _write_points(
        self, seat: _Seat, game: Game, q: int, queries: list[Board], key: tuple[object, ...] | None
    ) -> None:
        """The score, from the board (bonuses) and the score pile (kept by ``key``)."""
        score = None if key is None else self._points.get(key)
        if score is None:
            score = self._queries(game, queries, not self._cacheable).score_points(q) / 40
            if self._cacheable and key is not None:
                if len(self._points) >= _SEATS_LIMIT:
                    self._points.clear()
                self._points[key] = score
        seat.numbers[self.layout.seat_rel[2]] = score

    def _write_hand(self, seat: _Seat, hand: list[str]) -> None:
        rel = self.layout.seat_rel
        self._write_ages(seat.numbers, rel[6], hand)
        seat.numbers[rel[4]] = len(hand) / 10
        self._write_own(seat.own, 0, HAND_TOKENS, hand)

    def _write_score(self, seat: _Seat, score: list[str]) -> None:
        rel = self.layout.seat_rel
        self._write_ages(seat.numbers, rel[7], score)
        seat.numbers[rel[4] + 1] = len(score) / 10
        self._write_own(seat.own, HAND_TOKENS, SCORE_TOKENS, score)

    def _write_achievements(self, seat: _Seat, achievements: list[str]) -> None:
        lay = self.layout
        o, rel, age_of = seat.numbers, lay.seat_rel, self._age
        achieved, ages_at = rel[3], rel[9]
        o[achieved] = len(achievements) / 10
        o[achieved + 1] = sum(1 for c in achievements if c in self._specials) / 5
        o[rel[4] + 2] = len(achievements) / 10
        o[ages_at : ages_at + lay.ages] = lay.seat_zeros[: lay.ages]
        for c in achievements:
            age = age_of.get(c, -1)
            if age >= 0:
                o[ages_at + age] += 1.0

    def _write_zones(self, seat: _Seat, zones: dict[str, list[str]]) -> None:
        """The expansion zones: their size and ages, the public ones' tokens, the forecast's."""
        lay = self.layout
        o, rel, age_of = seat.numbers, lay.seat_rel, self._age
        ages_at = rel[8]
        o[ages_at : ages_at + lay.ages] = lay.seat_zeros[: lay.ages]
        zone_cards, public = 0, list[str]()
        for zone, cards in zones.items():
            zone_cards += len(cards)
            for c in cards:
                age = age_of.get(c, -1)
                if age >= 0:  # a Museum card (Artifacts, 4th edition) has no age
                    o[ages_at + age] += 0.2
            if zone in PUBLIC_PLAYER_ZONES:
                public += [c for c in cards if c in age_of]  # museums' artifacts, not the Museum cards
        o[rel[4] + 3] = zone_cards / 10
        shown = [t for t in map(self._token.get, public) if t][:PUBLIC_ZONE_TOKENS]
        seat.public[:] = array.array("f", shown + [0] * (PUBLIC_ZONE_TOKENS - len(shown)))
        self._write_own(seat.own, HAND_TOKENS + SCORE_TOKENS, FORECAST_TOKENS, zones.get("forecast", []))

    def _write_ages(self, o: array.array[float], at: int, cards: list[str]) -> None:
        """Cards counted by age (their backs) / 5, at ``at``."""
        ages, age_of = self.layout.ages, self._age
        o[at : at + ages] = self.layout.seat_zeros[:ages]
        for c in cards:
            o[at + age_of.get(c, 0)] += 0.2

    def _write_own(self, own: array.array[float], start: int, size: int, cards: list[str]) -> None:
        """The tokens of one of the owner's zones, sorted (the lowest ``size``)."""
        tokens = sorted(t for t in map(self._token.get, cards) if t)[:size]
        own[start : start + size] = array.array("f", tokens + [0] * (size - len(tokens)))


def _seat_of(players: list[PlayerState], name: str) -> int:
    for q, pl in enumerate(players):
        if pl.name == name:
            return q
    raise EncodingError(f"{name!r} is not seated in this game")


class _View:
    """One viewer's observation as it stands, and what its parts were made from."""

    __slots__ = ("achievements", "obs", "removed", "seats", "specials", "supply", "zones")

    def __init__(self, lay: CompactLayout) -> None:
        self.obs = lay.zeros.__copy__()
        #: The version of each (absolute) seat's part written here (-1: none).
        self.seats: list[int] = [-1] * lay.seats
        #: What the shared parts were made from (None: not written yet).
        self.achievements: list[str] | None = None
        self.specials: list[str] | None = None
        #: The size of each supply pile (None: not written yet).
        self.supply: list[int] | None = None
        self.zones: list[tuple[str, list[str]]] | None = None
        self.removed: list[str] | None = None

    def copy(self) -> _View:
        twin = _View.__new__(_View)
        twin.obs = self.obs.__copy__()
        twin.seats = self.seats[:]
        # (the sources are copies made for this view and never changed: shared)
        twin.achievements, twin.specials, twin.zones, twin.removed, twin.supply = (
            self.achievements,
            self.specials,
            self.zones,
            self.removed,
            self.supply,
        )
        return twin


class _TrackedSeat:
    """One seat's part as it stands (its own arrays, changed in place), its version, and copies
    of what each of its sub-parts was made from."""

    __slots__ = (
        "achievements",
        "eliminated",
        "hand",
        "pile_counts",
        "piles",
        "score",
        "seat",
        "splays",
        "version",
        "zones",
    )

    def __init__(self, seat: _Seat) -> None:
        self.seat = seat
        self.version = -1
        self.eliminated = False
        self.hand: list[str] = []
        self.score: list[str] = []
        self.achievements: list[str] = []
        self.splays: list[int] = []
        self.piles: list[list[str]] = []
        #: The icon counts of each pile of ``piles`` (as splayed by ``splays``).
        self.pile_counts: list[list[int]] = []
        self.zones: list[tuple[str, list[str]]] = []

    def copy(self) -> _TrackedSeat:
        seat = self.seat
        twin = _TrackedSeat(
            _Seat(seat.numbers.__copy__(), seat.top.__copy__(), seat.public.__copy__(), seat.own.__copy__())
        )
        twin.version, twin.eliminated = self.version, self.eliminated
        # (the sources are copies made here and never changed: shared)
        twin.hand, twin.score, twin.achievements = self.hand, self.score, self.achievements
        twin.splays, twin.piles, twin.zones = self.splays, self.piles, self.zones
        twin.pile_counts = self.pile_counts
        return twin


class CompactObserver:
    """One game's compact observations, kept up to date from step to step rather than built
    afresh: per viewer, the observation last given; per seat, its part, each sub-part (board,
    points, hand, score pile, achievements, zones) with a copy of what it was made from. A
    sub-part is worked out again only when what it reads differs from that copy (a draw
    rewrites the hand's places and nothing else), the shared parts likewise (available and
    special achievements, shared zones), and the game's numbers (turn, phase, the pending
    decision …) are written at every call. What it gives equals :meth:`CompactEncoder.encode`'s,
    place for place (``tests/ai/test_compact.py`` compares them after every step of seeded
    games of both layouts, and after pickling and deep-copying an observer mid-game).

    It follows one game (an environment's table has its own) and holds plain data — it pickles
    and copies with the table; the encoder of the game's rules is looked up at each call. With
    a plugin that scores points by hook (the encoder then keeps no seat part), every seat's
    board and points are worked out at every call."""

    def __init__(self) -> None:
        self._views: dict[tuple[str, bool], _View] = {}
        self._seats: list[_TrackedSeat] = []
        #: Versions handed out so far (a seat part changed gets the next one).
        self._clock = 0

    def copy(self) -> CompactObserver:
        """An independent copy."""
        twin = CompactObserver()
        twin._views = {key: view.copy() for key, view in self._views.items()}
        twin._seats = [seat.copy() for seat in self._seats]
        twin._clock = self._clock
        return twin

    def __deepcopy__(self, memo: dict[int, object]) -> CompactObserver:
        return self.copy()

    def encode(self, game: Game, viewer: str, teams: bool = False) -> npt.NDArray[np.float32]:
        """``viewer``'s compact observation of ``game`` (a new array: the caller may keep it)."""
        encoder = encoder_for(game.rules)
        lay = encoder.layout
        state = game.state
        players = state.players
        n = len(players)
        me = _seat_of(players, viewer)
        view = self._views.get((viewer, teams))
        if view is None or len(view.obs) != lay.size:
            view = self._views[viewer, teams] = _View(lay)
        o = view.obs
        # The game's numbers: every call (zeroed first: one-hot parts move).
        o[: lay.header] = lay.header_zeros
        o[lay.at["decision_source"]] = 0.0
        queries: list[Board] = []
        encoder._write_header(o, game, me, teams, queries)
        # The supply: only a draw, a return or a dig changes it. (getattr: a view unpickled from
        # before it kept the sizes has none.)
        supply = [len(pile) for piles in state.decks.values() for pile in piles]
        if getattr(view, "supply", None) != supply:
            encoder._write_supply(o, state.decks)  # (writes every place of the sets in play)
            view.supply = supply
        if view.achievements != state.achievements:
            lay.clear(o, "available")
            encoder._write_available(o, state.achievements)
            view.achievements = state.achievements[:]
        if view.specials != state.specials:
            lay.clear(o, "specials")
            encoder._write_specials(o, state.specials)
            view.specials = state.specials[:]
        zones = list(state.zones.items())
        if view.zones != zones or view.removed != state.removed:
            for part in lay.shared_parts:
                lay.clear(o, part)
            encoder._write_shared(o, state.zones, state.removed)
            view.zones = [(zone, cards[:]) for zone, cards in zones]
            view.removed = state.removed[:]
        tracked = self._seats
        if len(tracked) != n or len(tracked[0].seat.numbers) != lay.seat_size:
            tracked[:] = [_TrackedSeat(encoder._blank_seat()) for _ in range(n)]
        written = view.seats
        for q, pl in enumerate(players):
            t = tracked[q]
            if self._update(t, encoder, game, pl, q, queries):
                self._clock += 1
                t.version = self._clock
            if written[q] != t.version:
                encoder._write_seat(o, t.seat, (q - me) % n, teams)
                written[q] = t.version
        return np.frombuffer(o.__copy__(), dtype=np.float32)

    @staticmethod
    def _update(
        t: _TrackedSeat, encoder: CompactEncoder, game: Game, pl: PlayerState, q: int, queries: list[Board]
    ) -> bool:
        """Bring seat ``q``'s part up to date; whether it changed."""
        fresh = t.version < 0
        seat = t.seat
        changed = fresh
        if fresh or pl.eliminated != t.eliminated:
            encoder._write_flags(seat, pl)
            t.eliminated, changed = pl.eliminated, True
        zones = list(pl.zones.items()) if pl.zones else []
        board = fresh or not encoder._cacheable or pl.splays != t.splays or pl.piles != t.piles or zones != t.zones
        score = fresh or pl.score != t.score
        if board or score:
            # Worked out, not looked up by content as CompactEncoder._seat's parts are: a board or
            # a score pile met again is rare in a game (a few in a hundred), and making, hashing
            # and keeping the keys cost more than working the part out.
            if board:
                # The icons: only the piles that changed are counted again (a board's counts are
                # its piles', summed — Piles.icon_counts — unless static karmas add to them: then
                # the board is asked).
                old_piles, old_splays, old_counts = t.piles, t.splays, getattr(t, "pile_counts", [])
                kept = len(old_counts) == len(pl.piles) == len(old_piles)
                pile_counts = [
                    old_counts[c]
                    if kept and pile == old_piles[c] and splay == old_splays[c]
                    else count_pile(game.rules, pile, splay)
                    for c, (pile, splay) in enumerate(zip(pl.piles, pl.splays, strict=True))
                ]
                icons = None if encoder._karma_icons else list(map(sum, zip(*pile_counts, strict=True)))
                encoder._write_board(seat, game, pl, q, queries, None, icons)
                t.splays, t.piles = pl.splays[:], list(map(list.copy, pl.piles))
                t.pile_counts = pile_counts
                changed = True
            if score or encoder._points_read_board:
                encoder._write_points(seat, game, q, queries, None)
        if fresh or pl.hand != t.hand:
            encoder._write_hand(seat, pl.hand)
            t.hand, changed = pl.hand[:], True
        if score:
            encoder._write_score(seat, pl.score)
            t.score, changed = pl.score[:], True
        if fresh or pl.achievements != t.achievements:
            encoder._write_achievements(seat, pl.achievements)
            t.achievements, changed = pl.achievements[:], True
        if fresh or zones != t.zones:
            encoder._write_zones(seat, pl.zones)
            changed = True
        if board or fresh or zones != t.zones:
            t.zones = [(zone, cards[:]) for zone, cards in zones]
        return changed


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
