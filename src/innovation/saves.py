"""Save files: their format, the checks that run before anything is decoded (size, nesting), the
checksum and the optional signature, and the semantic validation of a loaded state.

A save is data from outside: possibly damaged, possibly forged. Loading refuses, with a
:class:`~innovation.errors.SaveError` naming what is wrong, anything larger than the size limit
or nested deeper than any real save (checked on the raw text, before it is decoded), anything
that does not decode to the save format, whose checksum does not match (damage), whose signature
does not match its key (forgery, when the embedder signs saves), and any state that no game can
reach: a card where its kind may not lie, a phase, turn or result that contradicts the rest.

The checksum is a plain SHA-256 anyone can recompute: it detects accidents, not edits. Only a
save signed with a secret key (:func:`encode_save` with ``key``, HMAC-SHA256) can travel through
somebody untrusted and come back authentic.
"""

from __future__ import annotations

import hashlib
import hmac
import re
from collections.abc import Callable, Mapping, Sequence
from typing import TypeAlias, cast

import msgspec

from innovation import vocabulary
from innovation.cards import Rules
from innovation.errors import ConfigError, SaveError
from innovation.events import Event, Place
from innovation.options import RULE_OPTIONS_BY_NAME, OptionValue
from innovation.state import GameState
from innovation.turn import Engine
from innovation.vocabulary import EventKind, Zone

_Bad: TypeAlias = Callable[[str], SaveError]

SAVE_FORMAT = "innovation-save"
#: The save format written. Version 1 (read too) named the places of an event "ann:hand"
#: (``source``/``dest``); version 2 gives them as :class:`~innovation.events.Place` (``from``/``to``).
SAVE_VERSION = 2
READ_VERSIONS = (1, 2)
#: Default size limit of a save given to ``Game.from_json`` (bytes of UTF-8). A finished game
#: of a few hundred turns takes well under 1 MB.
MAX_SAVE_BYTES = 16 * 1024 * 1024
#: Deepest nesting of arrays and objects accepted (real saves nest 6 deep).
MAX_SAVE_DEPTH = 16
#: Shortest signing key accepted.
MIN_KEY_BYTES = 16
#: How a game may end (:attr:`innovation.state.Result.reason`).
RESULT_REASONS = frozenset(vocabulary.RESULT_REASONS)


class SaveConfig(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    players: list[str]
    seed: int
    expansions: list[str]
    teams: list[list[str]] | None
    #: Rule options by name; one missing takes its default (saves written before ``edition``
    #: existed play the last edition, as they did).
    options: dict[str, bool | str]
    plugins: list[str]
    max_turns: int | None = None


#: Options every save of format version 1 records; options added later are written only when
#: they differ from their default, so a game that plays as before also saves byte for byte as
#: before (and loads in engines that predate the option).
_ALWAYS_SAVED = ("compel_partners", "relics", "must_take_relic", "extra_achievement")


def saved_options(options: Mapping[str, OptionValue]) -> dict[str, OptionValue]:
    """The rule options a save records (see :data:`_ALWAYS_SAVED`)."""
    return {
        name: value
        for name, value in options.items()
        if name in _ALWAYS_SAVED or value != RULE_OPTIONS_BY_NAME[name].default
    }


class SavePayload(msgspec.Struct, forbid_unknown_fields=True):
    config: SaveConfig
    snapshot: GameState
    answers: list[str]
    history: list[tuple[str, str]]
    events: list[Event]
    #: The protocol version of the engine that wrote it (under the checksum; "" for format 1).
    protocol: str = ""


class SaveFile(msgspec.Struct, forbid_unknown_fields=True):
    """A save file (``Game.to_json``): ``format`` "innovation-save", the save format ``version``,
    the SHA-256 ``checksum`` of the canonical payload, an optional ``signature``, the ``protocol``
    version of the engine that wrote it, and the ``payload``: the configuration, the state when
    the current segment began (``snapshot``), the answers given since, every answer of the game
    (``history``) and the events up to the snapshot."""

    format: str
    version: int
    checksum: str
    payload: SavePayload
    #: HMAC-SHA256 of the payload under the embedder's key, for a signed save.
    signature: str | None = None


class _EventV1(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """An event as save format 1 wrote it: its places as "owner:zone" labels."""

    kind: EventKind
    text: str
    player: str | None = None
    card: str | None = None
    age: int | None = None
    set: str | None = None
    source: str | None = None
    dest: str | None = None
    visible_to: tuple[str, ...] | None = None
    public_text: str | None = None

    def upgrade(self) -> Event:
        return Event(
            kind=self.kind,
            text=self.text,
            player=self.player,
            card=self.card,
            age=self.age,
            set=self.set,
            from_=_place_v1(self.source),
            to=_place_v1(self.dest),
            visible_to=self.visible_to,
            public_text=self.public_text,
        )


def _place_v1(label: str | None) -> Place | None:
    if label is None:
        return None
    owner, _, zone = label.rpartition(":")
    if zone not in vocabulary.ZONES:
        raise SaveError(f"corrupt save file: an event names the unknown place {label!r}")
    return Place(zone=cast(Zone, zone), owner=owner or None)


class _SavePayloadV1(msgspec.Struct, forbid_unknown_fields=True):
    config: SaveConfig
    snapshot: GameState
    answers: list[str]
    history: list[tuple[str, str]]
    events: list[_EventV1]


class _SaveFileV1(msgspec.Struct, forbid_unknown_fields=True):
    format: str
    version: int
    checksum: str
    payload: _SavePayloadV1
    signature: str | None = None


class _Header(msgspec.Struct):
    format: str = ""
    version: int = 0


def canonical(payload: SavePayload | _SavePayloadV1) -> bytes:
    """The payload's canonical encoding (every key sorted): what the checksum and the signature
    cover, so a save survives storage that re-orders or re-indents JSON (a database column)."""
    return msgspec.json.encode(payload, order="sorted")


def payload_checksum(payload: SavePayload) -> str:
    """SHA-256 of the canonical payload: detects damage (anyone can recompute it after an edit)."""
    return hashlib.sha256(canonical(payload)).hexdigest()


def _signature(key: bytes, body: bytes, version: int = SAVE_VERSION) -> str:
    return hmac.new(key, f"{SAVE_FORMAT}:{version}:".encode() + body, hashlib.sha256).hexdigest()


def check_key(key: object) -> bytes | None:
    """``key`` as bytes (None for no key); a key of the wrong type or too short is a ConfigError."""
    if key is None:
        return None
    if not isinstance(key, bytes | bytearray):
        raise ConfigError(f"a save key is bytes (for example secrets.token_bytes(32)), not {type(key).__name__}")
    if len(key) < MIN_KEY_BYTES:
        raise ConfigError(f"a save key needs at least {MIN_KEY_BYTES} bytes (32 random bytes are recommended)")
    return bytes(key)


def encode_save(payload: SavePayload, key: object = None) -> str:
    """The save file for ``payload``, signed when a ``key`` is given."""
    secret = check_key(key)
    body = canonical(payload)
    head: dict[str, object] = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "checksum": hashlib.sha256(body).hexdigest(),
    }
    if secret is not None:
        head["signature"] = _signature(secret, body)
    text = msgspec.json.encode(payload, order="deterministic")  # dict keys sorted: stable bytes
    return (msgspec.json.encode(head)[:-1] + b',"payload":' + text + b"}").decode()


_KEEP_STRUCTURE = bytes(b for b in range(256) if b not in b'[]{}"')
_EMPTY_PAIR = re.compile(rb"\[\]|\{\}")


def _nested_deeper_than(data: bytes, limit: int) -> bool:
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


def _decode_current(raw: bytes) -> SaveFile | None:
    """``raw`` decoded as a save of the current format in one pass, or None when it is not one
    (the common case costs one decode; anything else goes the long way, for its exact error)."""
    try:
        save = msgspec.json.decode(raw, type=SaveFile)
    except (msgspec.DecodeError, msgspec.ValidationError, RecursionError):
        return None
    return save if save.format == SAVE_FORMAT and save.version == SAVE_VERSION else None


def decode_save(data: object, key: object = None, max_bytes: int = MAX_SAVE_BYTES) -> SavePayload:
    """Every check of a save file short of its meaning: size and nesting first, on the raw text;
    then the format, the checksum and the signature policy (see docs/embedding.md):

    * unsigned save, no key: accepted (the checksum only catches damage);
    * signed save, its key: accepted; signed save, another key: refused (forged or foreign);
    * signed save, no key: refused (so a server that forgot its key notices at once);
    * unsigned save, a key: refused (otherwise a forger would just drop the signature).
    """
    secret = check_key(key)
    if isinstance(max_bytes, bool) or not isinstance(max_bytes, int) or max_bytes <= 0:
        raise ConfigError("max_bytes must be a positive integer")
    if isinstance(data, str):
        if len(data) > max_bytes:
            raise SaveError(f"save refused: larger than the limit of {max_bytes} bytes")
        try:
            raw = data.encode()
        except UnicodeError as exc:
            raise SaveError(f"not a saved game: {exc}") from None
    elif isinstance(data, bytes | bytearray | memoryview):
        if len(data) > max_bytes:
            raise SaveError(f"save refused: larger than the limit of {max_bytes} bytes")
        raw = bytes(data)
    else:
        raise SaveError(f"a save is JSON text (str or bytes), not {type(data).__name__}")
    if len(raw) > max_bytes:
        raise SaveError(f"save refused: larger than the limit of {max_bytes} bytes")
    if _nested_deeper_than(raw, MAX_SAVE_DEPTH):
        raise SaveError(f"save refused: nested deeper than {MAX_SAVE_DEPTH} levels")
    save: SaveFile | _SaveFileV1 | None = _decode_current(raw)
    if save is None:  # not a well-formed save of the current format: find out what it is
        try:
            header = msgspec.json.decode(raw, type=_Header)
        except (msgspec.DecodeError, msgspec.ValidationError, RecursionError) as exc:
            raise SaveError(f"not a saved game: {exc}") from None
        if header.format != SAVE_FORMAT:
            raise SaveError("not an Innovation save file")
        if header.version not in READ_VERSIONS:
            raise SaveError(
                f"unknown save format version {header.version} (this engine reads {', '.join(map(str, READ_VERSIONS))})"
            )
        try:
            save = msgspec.json.decode(raw, type=SaveFile if header.version == SAVE_VERSION else _SaveFileV1)
        except (msgspec.DecodeError, msgspec.ValidationError, RecursionError) as exc:
            raise SaveError(f"corrupt save file: {exc}") from None
    version = save.version
    body = canonical(save.payload)
    if not hmac.compare_digest(hashlib.sha256(body).hexdigest().encode(), save.checksum.encode()):
        raise SaveError("save file checksum mismatch: the file was damaged")
    if save.signature is not None and secret is None:
        raise SaveError("this save is signed: pass its key to load it")
    if secret is not None:
        if save.signature is None:
            raise SaveError("this save is not signed, and a key was given: only signed saves are accepted")
        if not hmac.compare_digest(_signature(secret, body, version).encode(), save.signature.encode()):
            raise SaveError("save signature mismatch: the file was edited or signed with another key")
    if isinstance(save, _SaveFileV1):
        old = save.payload
        return SavePayload(old.config, old.snapshot, old.answers, old.history, [e.upgrade() for e in old.events])
    return save.payload


# ----------------------------------------------------------------------------- semantic checks


def validate_state(
    rules: Rules,
    seating: Sequence[str],
    team_of_seat: Sequence[int] | None,
    options: Mapping[str, OptionValue],
    st: GameState,
    max_turns: int | None = None,
) -> None:
    """Refuse a state no game can reach (see the module docstring); names the first problem."""

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
    if sorted(st.decks) != sorted(rules.supply_sets) or any(len(v) != 10 for v in st.decks.values()):
        raise bad("supply piles do not match the card sets in play")
    _check_every_card_once(rules, st, bad)
    _check_places(rules, st, bad)
    _check_phase(rules, dict(options), st, names, bad)
    if st.phase == "turn" and max_turns is not None and st.turn > max_turns:
        raise bad(f"turn {st.turn} is past the game's limit of {max_turns} turns")


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
    in achievement piles or removed; relics never in a supply pile or among the standard
    achievements; expansion cards only in the zones declared to hold them."""
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
            if not 0 <= pl.splays[color] <= 3 or (len(pile) < 2 and pl.splays[color] != 0):
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
    for card in zone:
        if card in rules.specials or not spec.holds(rules.cards[card]):
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


def validate_log(
    st: GameState, answers: Sequence[str], history: Sequence[tuple[str, str]], events: Sequence[Event]
) -> None:
    """The answer log and the event log fit the state: the pending answers are the latest ones
    given, by players of the game, and events only name players of the game."""
    names = {p.name for p in st.players}
    if any(player not in names for player, _ in history):
        raise SaveError("inconsistent saved state: the history names someone who is not playing")
    if len(answers) > len(history) or [o for _, o in history[len(history) - len(answers) :]] != list(answers):
        raise SaveError("inconsistent saved state: the pending answers are not the latest ones in the history")
    if st.phase == "over" and answers:
        raise SaveError("inconsistent saved state: answers pending after the end of the game")
    for event in events:
        if (event.player is not None and event.player not in names) or (
            event.visible_to is not None and not set(event.visible_to) <= names
        ):
            raise SaveError("inconsistent saved state: an event names someone who is not playing")
