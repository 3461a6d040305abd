"""The semantic validation of a loaded save: a state no game can reach, or an answer or event
log that does not fit it, is refused with a :class:`~innovation.errors.SaveError` naming the first
problem (see :mod:`innovation.saves.format` for the checks of the file itself).

Loading validates every save, so the checks are linear and mostly set operations: a state that
passes them (every real one) costs a few passes over its card lists; only a state that fails goes
card by card, to name what is wrong. The state is decoded by a decoder made per rules that checks
every card id as it decodes (:func:`checked_state_decoder`). Also here: the nesting check of a save's
raw text, for files that are not exactly as written (:func:`nested_deeper_than`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from itertools import compress
from operator import attrgetter, itemgetter
from typing import Annotated, Any, Literal, TypeAlias, cast

import msgspec
from msgspec.structs import astuple

from innovation.editions import splay_zone_limit
from innovation.errors import SaveError
from innovation.options import OptionValue
from innovation.protocol import vocabulary
from innovation.rules.cards import Rules, Splay
from innovation.rules.effect_values import ACTION_VALUE_KEYS
from innovation.rules.eventlog import Entry, Kept, code_owner
from innovation.rules.state import GameState, PlayerState
from innovation.rules.turn import Engine

_Bad: TypeAlias = Callable[[str], SaveError]

#: How a game may end (:attr:`innovation.rules.state.Result.reason`).
RESULT_REASONS = frozenset(vocabulary.RESULT_REASONS)


_KEEP_STRUCTURE = bytes(b for b in range(256) if b not in b'[]{}"')
_EMPTY_PAIR = re.compile(rb"\[\]|\{\}")


def nested_deeper_than(data: bytes, limit: int) -> bool:
    """Whether ``data`` nests arrays/objects more than ``limit`` deep, found without recursion:
    drop escaped backslashes and quotes, keep only brackets and quotes, drop the strings (and the
    brackets inside them), then peel off the innermost pairs, one level a pass."""
    if b"\\" in data:  # most saves hold no escape at all: skip two passes over the text
        data = data.replace(b"\\\\", b"").replace(b'\\"', b"")
    reduced = data.translate(None, _KEEP_STRUCTURE)
    brackets = b"".join(reduced.split(b'"')[::2])  # every other piece lies inside a string
    for _ in range(limit):
        inner = _EMPTY_PAIR.sub(b"", brackets)
        if not inner or inner == brackets:
            return False  # done, or unbalanced (the decoder will say what is wrong)
        brackets = inner
    return True


def validate_state(
    rules: Rules,
    seating: Sequence[str],
    team_of_seat: Sequence[int] | None,
    options: Mapping[str, OptionValue],
    st: GameState,
    max_turns: int | None = None,
    decoded: bool = False,
) -> None:
    """Refuse a state no game can reach (see the module docstring); names the first problem.
    ``decoded``: ``st`` is what :func:`checked_state_decoder` decoded (copied), so where each card
    lies was checked as it was decoded and is not checked again."""

    def bad(why: str) -> SaveError:
        return SaveError(f"inconsistent saved state: {why}")

    names = [p.name for p in st.players]
    if names != list(seating):
        raise bad("players do not match the configuration")
    if st.phase not in ("setup", "turn", "over"):
        raise bad(f"unknown phase {st.phase!r}")
    expected_teams = None if team_of_seat is None else list(team_of_seat)
    if st.teams != expected_teams:
        raise bad("teams do not match the configuration")
    if not 0 <= st.rng < (1 << 64):
        raise bad("random state out of range")
    if st.counters and not ACTION_VALUE_KEYS.isdisjoint(st.counters):
        # a snapshot lies between actions, where no action's increase can be left (effect_values)
        raise bad("an action's increase of printed values is kept outside an action")
    facts = _facts(rules)
    if st.decks.keys() != facts.supply.keys() or any(len(v) != facts.rules.edition.max_age for v in st.decks.values()):
        raise bad("supply piles do not match the card sets in play")
    held = st.card_lists()
    # As many cards as the rules have, and none of them missing: so each one exactly once.
    if sum(map(len, held)) != len(facts.every_card) or facts.every_card.difference(*held):
        _check_every_card_once(rules, st, bad)  # names what is wrong (or finds nothing: all fine)
    if not ((decoded or _places_look_right(facts, st)) and _zones_look_right(facts, st)):
        _check_places(rules, st, bad)  # the same checks, slowly, naming the first problem
    _check_phase(rules, dict(options), st, names, bad)
    if st.phase == "turn" and max_turns is not None and st.turn > max_turns:
        raise bad(f"turn {st.turn} is past the game's limit of {max_turns} turns")


class _Facts:
    """What validating a state of some rules reads again and again, as sets (made once per rules)."""

    def __init__(self, rules: Rules) -> None:
        cards = rules.cards
        self.every_card = frozenset([*cards, *rules.specials])
        self.every_card_or_none = self.every_card | {None}
        self.specials = frozenset(rules.specials)
        self.relics = frozenset(c for c, info in cards.items() if info.relic)
        self.in_supply: dict[tuple[str, int], frozenset[str]] = {}
        for c, info in cards.items():
            if not info.relic:
                key = (info.set, info.age)
                self.in_supply[key] = self.in_supply.get(key, frozenset()) | {c}
        #: What each supply pile may hold, by set: one set per age of the edition (1 to 10, or 11).
        self.supply = {
            name: [self.in_supply.get((name, age), frozenset()) for age in rules.edition.ages]
            for name in rules.supply_sets
        }
        self.by_color = [frozenset(c for c, info in cards.items() if info.color == k) for k in range(5)]
        #: The splay values the edition has.
        self.splays = frozenset(rules.edition.splays)
        self.most = len(cards)
        self.rules = rules
        self.state_decoder: msgspec.json.Decoder[GameState] | None = None
        #: The cards each declared zone may hold (``ZoneSpec.holds`` asked once per card and zone).
        self.zone_cards: dict[str, frozenset[str] | None] = {}

    def zones_hold(self, zones: Mapping[str, Sequence[str]], shared: bool) -> bool:
        """Whether :func:`_check_zone` would find nothing wrong with any of ``zones``."""
        for name, zone in zones.items():
            spec = self.rules.zones.get(name)
            if spec is None or spec.shared != shared or (spec.capacity is not None and len(zone) > spec.capacity):
                return False
            if name in self.rules.edition.splay_limited_zones and len(zone) > splay_zone_limit(Splay.NONE):
                return False
            if name not in self.zone_cards:
                try:
                    held = frozenset(c for c, info in self.rules.cards.items() if spec.holds(info))
                    held |= self.specials if spec.specials else frozenset()
                except Exception:  # a plugin's predicate that fails on some card: asked card by card below
                    held = None
                self.zone_cards[name] = held
            allowed = self.zone_cards[name]
            if allowed is not None:
                if not allowed.issuperset(zone):
                    return False
            elif not all(card in self.specials or spec.holds(self.rules.cards[card]) for card in zone):
                return False
            if not spec.specials and not self.specials.isdisjoint(zone):
                return False
        return True


_FACTS: dict[int, tuple[Rules, _Facts]] = {}


def _facts(rules: Rules) -> _Facts:
    found = _FACTS.get(id(rules))
    if found is None or found[0] is not rules:
        if len(_FACTS) >= 64:
            _FACTS.clear()
        found = _FACTS[id(rules)] = (rules, _Facts(rules))
    return found[1]


def checked_state_decoder(rules: Rules) -> msgspec.json.Decoder[GameState]:
    """A decoder of a saved :class:`GameState` that refuses, while it decodes, any card id that
    ``rules`` do not have and any card where its kind may not lie — all that
    :func:`_places_look_right` checks — and hands back the rules' own id strings (their hashes
    already known: the set operations of :func:`validate_state` then hash nothing). What it
    returns is instances of subclasses of :class:`PlayerState` and :class:`GameState` whose fields
    are typed that narrowly: each card list a ``Literal`` of the ids that may lie there (the
    decoder's own lookup), the supply a struct of ten piles per set, a board five piles by
    colour. :func:`decode_state` turns what it decodes into the plain structs. Made once per rules."""
    facts = _facts(rules)
    if facts.state_decoder is None:
        facts.state_decoder = _state_decoder(facts)
    return facts.state_decoder


def _piles() -> tuple[list[str], ...]:
    return [], [], [], [], []


#: A card list that may hold no card (a supply pile of an age a set lacks).
_NO_CARD: Any = Annotated[str, msgspec.Meta(pattern="(?!)")]


def _state_decoder(facts: _Facts) -> msgspec.json.Decoder[GameState]:
    listed, tupled = cast(Any, list), cast(Any, tuple)  # generic aliases of types made here

    def one_of(ids: frozenset[str]) -> Any:
        return cast(Any, Literal)[tuple(sorted(ids))] if ids else _NO_CARD

    def cards(ids: frozenset[str]) -> tuple[Any, Any]:
        return listed[one_of(ids)], msgspec.field(default_factory=list)

    zones = cast(Any, dict)[str, listed[one_of(facts.every_card)]]
    standard = facts.every_card - facts.specials  # hands and score piles: no special achievement
    counter = Annotated[int, msgspec.Meta(ge=0, le=facts.most)]
    top = max(facts.rules.edition.splays)  # the edition's splays: 0-3, or 0-4 with aslant
    splays = Annotated[list[Annotated[int, msgspec.Meta(ge=0, le=top)]], msgspec.Meta(min_length=5, max_length=5)]
    piles = tupled[tuple(listed[one_of(ids)] for ids in facts.by_color)]  # five, by colour
    player = msgspec.defstruct(
        "CheckedPlayerState",
        [
            ("hand", *cards(standard)),
            ("piles", piles, msgspec.field(default_factory=_piles)),
            ("splays", splays, msgspec.field(default_factory=lambda: [0, 0, 0, 0, 0])),
            ("score", *cards(standard)),
            ("achievements", *cards(facts.every_card)),
            ("zones", zones, msgspec.field(default_factory=dict)),
            ("tucked_this_turn", counter, 0),
            ("scored_this_turn", counter, 0),
        ],
        bases=(PlayerState,),
        forbid_unknown_fields=True,
    )
    decks = msgspec.defstruct(
        "CheckedDecks",
        [(name, tupled[tuple(listed[one_of(ids)] for ids in facts.supply[name])]) for name in sorted(facts.supply)],
        forbid_unknown_fields=True,
    )

    state = msgspec.defstruct(
        "CheckedGameState",
        [
            ("players", listed[player]),
            ("decks", decks),
            ("achievements", *cards(facts.every_card - facts.specials - facts.relics)),
            ("specials", *cards(facts.specials)),
            ("removed", *cards(facts.every_card)),
            ("zones", zones, msgspec.field(default_factory=dict)),
        ],
        bases=(GameState,),
        forbid_unknown_fields=True,
    )
    return cast("msgspec.json.Decoder[GameState]", msgspec.json.Decoder(state))


_PILES = PlayerState.__struct_fields__.index("piles")
assert GameState.__struct_fields__[:2] == ("players", "decks")


def decode_state(rules: Rules, raw: msgspec.Raw) -> GameState:
    """A saved state decoded by :func:`checked_state_decoder` (a msgspec error if it refuses it),
    as plain :class:`GameState` structs holding the decoded lists: no list is copied (nothing else
    holds them), only the boards' piles and the supply are put in lists and a dict again."""
    checked: Any = checked_state_decoder(rules).decode(raw)
    players = []
    for player in checked.players:
        fields = list(astuple(player))
        fields[_PILES] = list(fields[_PILES])
        players.append(PlayerState(*fields))
    decks = checked.decks
    # In the rules' order, as the set-up made it (the struct's fields are sorted): cards and
    # views that go through the supply pile by pile (Tuning Fork's options) see the live order.
    supply = {name: list(getattr(decks, name)) for name in rules.supply_sets}
    return GameState(players, supply, *astuple(checked)[2:])


def _places_look_right(facts: _Facts, st: GameState) -> bool:
    """What :func:`_check_places` checks and :func:`checked_state_decoder` checks as it decodes, in
    set operations: True when it would find nothing wrong (every card is known here:
    :func:`_check_every_card_once` ran first)."""
    specials, relics = facts.specials, facts.relics
    if not specials.issuperset(st.specials):
        return False
    supply = facts.supply  # every set of the rules, ten piles each (checked first)
    if not all(all(map(frozenset.issuperset, supply[set_name], ages)) for set_name, ages in st.decks.items()):
        return False
    if not (specials.isdisjoint(st.achievements) and relics.isdisjoint(st.achievements)):
        return False
    for pl in st.players:
        if not (specials.isdisjoint(pl.hand) and specials.isdisjoint(pl.score)):
            return False
        if len(pl.piles) != 5 or len(pl.splays) != 5 or not all(map(frozenset.issuperset, facts.by_color, pl.piles)):
            return False
        if not all(splay in facts.splays for splay in pl.splays):
            return False
        if not (0 <= pl.tucked_this_turn <= facts.most and 0 <= pl.scored_this_turn <= facts.most):
            return False
    return True


def _zones_look_right(facts: _Facts, st: GameState) -> bool:
    """The rest of :func:`_check_places`, which no decoder checks: the expansion zones, and no
    splayed pile of fewer than two cards (the piles and splays are five each here)."""
    if st.zones and not facts.zones_hold(st.zones, True):
        return False
    for pl in st.players:
        if pl.zones and not facts.zones_hold(pl.zones, False):
            return False
        if min(map(len, compress(pl.piles, pl.splays)), default=2) < 2:  # a splayed pile
            return False
    return True


def _check_every_card_once(rules: Rules, st: GameState, bad: _Bad) -> None:
    expected = sorted([*rules.cards, *rules.specials])
    held = st.all_card_ids() + st.specials
    if sorted(held) == expected:
        return
    seen: set[str] = set()
    dupes = sorted({c for c in held if c in seen or seen.add(c)})  # type: ignore[func-returns-value]
    lost = sorted(set(expected) - set(held))
    strange = sorted(set(held) - set(expected))
    raise bad(f"cards duplicated {dupes[:5]}, missing {lost[:5]}, unknown {strange[:5]}")


def _check_places(rules: Rules, st: GameState, bad: _Bad) -> None:
    """Each card lies where its kind may: special achievements only among the available specials,
    in achievement piles, removed or in a zone that may hold them (the junk); relics never in a
    supply pile or among the standard achievements; expansion cards only in the zones declared to
    hold them."""
    cards, specials = rules.cards, rules.specials

    def standard(place: str, ids: Sequence[str], relics: bool = True) -> None:
        for card in ids:
            if card in specials:
                raise bad(f"the special achievement {card} lies in {place}")
            if not relics and cards[card].relic:
                raise bad(f"the relic {card} lies in {place}")

    for card in st.specials:
        if card not in specials:
            raise bad(f"{card} lies among the special achievements but is not one")
    for set_name, ages in st.decks.items():
        for age, deck in enumerate(ages, start=1):
            standard(f"the {set_name} {age} supply pile", deck, relics=False)
            for card in deck:
                if cards[card].set != set_name or cards[card].age != age:
                    raise bad(f"{card} is in the wrong supply pile ({set_name} {age})")
    standard("the standard achievements", st.achievements, relics=False)
    for name, zone in st.zones.items():
        _check_zone(rules, name, zone, True, "the game", bad)
    for pl in st.players:
        standard(f"{pl.name}'s hand", pl.hand)
        standard(f"{pl.name}'s score pile", pl.score)
        if len(pl.piles) != 5 or len(pl.splays) != 5:
            raise bad(f"{pl.name}'s board does not have five piles")
        for color, pile in enumerate(pl.piles):
            standard(f"{pl.name}'s board", pile)
            if any(cards[c].color != color for c in pile):
                raise bad(f"a card sits in the wrong colour pile on {pl.name}'s board")
            if pl.splays[color] not in rules.edition.splays or (len(pile) < 2 and pl.splays[color] != 0):
                raise bad(f"invalid splay on {pl.name}'s board")
        for name, zone in pl.zones.items():
            _check_zone(rules, name, zone, False, pl.name, bad)
        total = len(cards)
        if not (0 <= pl.tucked_this_turn <= total and 0 <= pl.scored_this_turn <= total):
            raise bad(f"{pl.name}'s turn counters are out of range")


def _check_zone(rules: Rules, name: str, zone: Sequence[str], shared: bool, owner: str, bad: _Bad) -> None:
    spec = rules.zones.get(name)
    if spec is None or spec.shared != shared:
        raise bad(f"{owner} has a zone {name!r} that no plugin in play declares")
    if spec.capacity is not None and len(zone) > spec.capacity:
        raise bad(f"{owner}'s {name} holds {len(zone)} cards (at most {spec.capacity})")
    if name in rules.edition.splay_limited_zones and len(zone) > (most := splay_zone_limit(Splay.NONE)):
        raise bad(f"{owner}'s {name} holds {len(zone)} cards (at most {most} in the {rules.edition.title})")
    for card in zone:
        if card in rules.specials:
            if not spec.specials:
                raise bad(f"the special achievement {card} lies in {owner}'s {name}")
        elif not spec.holds(rules.cards[card]):
            raise bad(f"{card} may not lie in {owner}'s {name}")


def _check_phase(rules: Rules, options: dict[str, OptionValue], st: GameState, names: list[str], bad: _Bad) -> None:
    """Phase, turn, actions, eliminations and the result agree with each other."""
    n = len(names)
    if not 0 <= st.turn_player < n or st.turn < 0 or st.actions_left < 0:
        raise bad("turn information out of range")
    if (st.phase == "over") != (st.result is not None):
        raise bad("a result without the game being over, or a finished game without a result")
    alive = [p for p in st.players if not p.eliminated]
    if st.phase == "setup":
        if st.turn != 0 or st.actions_left != 0 or st.turn_started or len(alive) != n:
            raise bad("the opening melds are pending but turns have been played")
        if any(any(p.piles) or p.score or p.achievements or any(p.zones.values()) for p in st.players):
            raise bad("the opening melds are pending but cards have been played")
        if any(not p.hand for p in st.players):
            raise bad("the opening melds are pending but a player has nothing to meld")
    elif st.phase == "turn":
        if st.turn < 1 or not 1 <= st.actions_left <= 2:
            raise bad(f"turn {st.turn} with {st.actions_left} actions left")
        if st.players[st.turn_player].eliminated:
            raise bad(f"it is {names[st.turn_player]}'s turn, but they are out of the game")
        if len(alive) < 2 or (st.teams is not None and len(alive) != n):
            raise bad("the game goes on, but too many players are out of it")
        board = Engine(rules, st, [], options=options)
        need = board.achievements_to_win()
        if any(board.achievement_count(p) >= need for p in range(n)):
            raise bad(f"the game goes on, but a side holds the {need} achievements that win")
    else:
        result = st.result
        assert result is not None
        if result.reason not in RESULT_REASONS:
            raise bad(f"unknown game end {result.reason!r}")
        winners = result.winners
        if len(set(winners)) != len(winners) or not set(winners) <= set(names):
            raise bad(f"the winners {winners!r} are not players of this game")
        if not winners and result.reason != "turn_limit":
            raise bad("a finished game without a winner")
        if any(st.players[names.index(w)].eliminated for w in winners):
            raise bad("a winner is out of the game")
        if st.teams is not None:
            sides = {st.teams[names.index(w)] for w in winners}
            if {names[q] for q in range(n) if st.teams[q] in sides} != set(winners):
                raise bad("a team game won by one partner only")
        if set(result.scores) != set(names) or set(result.achievements) != set(names):
            raise bad("the result's scores do not name every player")


_SEAT, _CARD, _FROM, _TO = (attrgetter(name) for name in ("seat", "card", "from_", "to"))
_FIRST = itemgetter(0)
#: What an event's seat may be, by the number of players.
_SEATS = {n: frozenset([None, *range(n)]) for n in range(5)}


def validate_log(
    rules: Rules,
    st: GameState,
    answers: Sequence[str],
    history: Sequence[tuple[str, str]],
    events: Sequence[Entry],
    *,
    checked: str = "",
    history_from: int = 0,
) -> None:
    """The answer log and the event log fit the state: the pending answers are the latest ones
    given, by players of the game; events name only players, seats, places and cards of the game
    (so that wording any of them later cannot fail). A few passes over the log, each in C;
    ``checked`` says what was checked as the log was decoded (:func:`innovation.saves.logs.decode_logs`):
    "cards" (its cards and seats, and it holds no :class:`~innovation.rules.eventlog.Kept` entry: its
    places are left to check) or "places" (its place codes too). ``events`` may be only the
    entries no earlier load checked, and ``history_from`` says how many of the first answers one
    did (:mod:`innovation.saves.logs`): each check is item by item, so none is needed twice."""
    names = {p.name for p in st.players}
    if not set(map(_FIRST, history[history_from:] if history_from else history)) <= names:
        raise SaveError("inconsistent saved state: the history names someone who is not playing")
    if len(answers) > len(history) or [o for _, o in history[len(history) - len(answers) :]] != list(answers):
        raise SaveError("inconsistent saved state: the pending answers are not the latest ones in the history")
    if st.phase == "over" and answers:
        raise SaveError("inconsistent saved state: answers pending after the end of the game")

    def bad(why: str) -> SaveError:
        return SaveError(f"inconsistent saved state: an event {why}")

    if not checked and not _SEATS[len(st.players)].issuperset(map(_SEAT, events)):
        raise bad("names a seat that is not in play")
    if not checked and not _facts(rules).every_card_or_none.issuperset(map(_CARD, events)):
        raise bad("names a card that is not in play")
    if checked != "places":
        codes = set(map(_FROM, events))
        codes.update(map(_TO, events))
        codes.discard(None)
        owners = set(map(code_owner, codes))  # a few dozen places, each parsed once per process
        owners.discard("")
        if not names.issuperset(owners):  # None (a code that is no place) is never a name
            raise bad("names a place that is not in this game")
    if checked or Kept not in set(map(type, events)):
        return
    for old in (e for e in events if type(e) is Kept):
        assert isinstance(old, Kept)
        if (old.player is not None and old.player not in names) or (
            old.visible_to is not None and not set(old.visible_to) <= names
        ):
            raise bad("names someone who is not playing")
