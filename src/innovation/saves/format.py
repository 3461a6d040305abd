"""Save files: their format, the checks that run before anything is decoded (size, nesting), the
checksum and the optional signature (:mod:`innovation.saves.checks` validates what they hold).

A save is data from outside: possibly damaged, possibly forged. Loading refuses, with a
:class:`~innovation.errors.SaveError` naming what is wrong, anything larger than the size limit,
nested deeper than any real save, that does not decode to the save format, whose checksum does
not match (damage), whose signature does not match its key (forgery, when the embedder signs
saves), and any state that no game can reach: a card where its kind may not lie, a phase, turn or
result that contradicts the rest.

Writing encodes the payload once, canonically (keys sorted), and puts it last in the file, after
a header holding its checksum: so a file as written is checked on its own bytes and decoded in one
typed pass (whose types bound its nesting). Anything else — a file re-indented or re-ordered by
some storage, an older format, junk — goes the long way: nesting checked on the raw text, the
header decoded for its exact error, the payload re-encoded canonically for its checksum.

The checksum is a plain SHA-256 anyone can recompute: it detects accidents, not edits. Only a
save signed with a secret key (:func:`encode_save` with ``key``, HMAC-SHA256) can travel through
somebody untrusted and come back authentic.
"""

from __future__ import annotations

import hashlib
import hmac
import re
from collections.abc import Mapping
from typing import Any, cast

import msgspec

from innovation.errors import ConfigError, SaveError
from innovation.options import RULE_OPTIONS_BY_NAME, OptionValue
from innovation.protocol import vocabulary
from innovation.protocol.events import Event, Place
from innovation.protocol.vocabulary import EventKind, Zone
from innovation.rules.cards import Rules
from innovation.rules.eventlog import Entry, kept
from innovation.rules.state import GameState
from innovation.saves.checks import decode_state, nested_deeper_than
from innovation.saves.logs import EVENTS_KEY, decode_logs, decode_save_part, prefix_digest
from innovation.saves.logs import MAX_SAVE_DEPTH as MAX_SAVE_DEPTH

SAVE_FORMAT = "innovation-save"
#: The save format written. Version 1 (read too) named the places of an event "ann:hand"
#: (``source``/``dest``); version 2 gives them as :class:`~innovation.protocol.events.Place` (``from``/``to``);
#: version 3 stores the event log as the engine keeps it (:mod:`innovation.rules.eventlog`: compact
#: entries, no texts that can be derived) and the payload as its canonical encoding, once; version 4
#: puts the event log first in the payload and gives its length in the header, so that a load
#: need not scan it to find the rest, and a save hashes only what was added since the last one.
SAVE_VERSION = 4
READ_VERSIONS = (1, 2, 3, 4)
#: Default size limit of a save given to ``Game.from_json`` (bytes of UTF-8). A finished game
#: of a few hundred turns takes well under 1 MB.
MAX_SAVE_BYTES = 16 * 1024 * 1024
#: Shortest signing key accepted.
MIN_KEY_BYTES = 16


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
    #: The event log up to the snapshot, as the engine keeps it (:data:`innovation.rules.eventlog.Entry`).
    events: list[Entry]
    #: The protocol version of the engine that wrote it (under the checksum; "" for format 1).
    protocol: str = ""
    #: How many answers of ``history`` lie before the last point that cannot be undone, when
    #: some later ones may still be taken back (absent: none may; docs/embedding.md, "Take-backs").
    checkpoint: int | None = None


class RawLogPayload(msgspec.Struct, forbid_unknown_fields=True):
    """A :class:`SavePayload` whose configuration, state and logs are still their JSON text (a
    file as written: decoded once the rules they must fit are known — :func:`decode_snapshot`,
    :func:`decode_logs` — and the configuration only for a table not loaded before:
    :func:`innovation.config.config_of_save`)."""

    config: msgspec.Raw
    snapshot: msgspec.Raw
    answers: list[str]
    history: msgspec.Raw
    events: msgspec.Raw
    protocol: str = ""
    #: Format 4 read as written: SHA-256 fed with ``{"events":`` and the log's text but its last
    #: byte, as the game's first save may take it (:class:`~innovation.saves.logs.EncodedPrefix`).
    #: Never decoded (a file's ``log_digest`` key is an unknown field: :class:`_RawPayload3`).
    log_digest: Any = None
    checkpoint: int | None = None


class _RawPayload3(msgspec.Struct, forbid_unknown_fields=True):
    """A payload of format 3 as written, decoded (:class:`RawLogPayload` but its digest)."""

    config: msgspec.Raw
    snapshot: msgspec.Raw
    answers: list[str]
    history: msgspec.Raw
    events: msgspec.Raw
    protocol: str = ""


class WrittenPayload(msgspec.Struct):
    """A :class:`SavePayload` as :func:`encode_save` writes it, its history and event log handed
    in as their canonical encodings already (:class:`~innovation.saves.logs.EncodedPrefix`), and
    ``events_hash``: SHA-256 fed with ``{"events":`` and the log's encoding but its last byte;
    ``config``: the configuration's canonical encoding (:func:`innovation.config.saved_config_text`)."""

    config: msgspec.Raw
    snapshot: GameState
    answers: list[str]
    history: msgspec.Raw
    events: msgspec.Raw
    protocol: str
    events_hash: Any
    checkpoint: int | None = None


class _Rest(msgspec.Struct, omit_defaults=True):
    """A payload of format 4 but its event log: encoded after it (keys sorted; ``checkpoint``
    only when some answers may be taken back, so other saves are byte for byte as before)."""

    answers: list[str]
    config: Any  # SaveConfig or its encoding (msgspec.Raw)
    history: Any  # list[tuple[str, str]] or its encoding (msgspec.Raw)
    protocol: str
    snapshot: GameState
    checkpoint: int | None = None


class _RawRest(msgspec.Struct, forbid_unknown_fields=True):
    """:class:`_Rest` as a file as written gives it, the configuration, the state and the history
    undecoded."""

    answers: list[str]
    config: msgspec.Raw
    history: msgspec.Raw
    snapshot: msgspec.Raw
    protocol: str = ""
    checkpoint: int | None = None


class SaveFile(msgspec.Struct, forbid_unknown_fields=True):
    """A save file (``Game.to_json``): ``format`` "innovation-save", the save format ``version``
    (4), the SHA-256 ``checksum`` of the canonical payload, an optional ``signature``, ``log`` —
    the length in bytes of the event log's text in the payload (a hint for reading the file:
    a wrong one is refused) — and the ``payload``: the events up to the snapshot, the answers
    given since, the configuration, every answer of the game (``history``), the ``protocol``
    version of the engine that wrote it and the state when the current segment began
    (``snapshot``). The file is written with the payload last, in its canonical encoding (the
    events first, then the other keys sorted), so that the checksum covers the very bytes of
    the file."""

    format: str
    version: int
    checksum: str
    payload: SavePayload
    #: HMAC-SHA256 of the payload under the embedder's key, for a signed save.
    signature: str | None = None
    log: int | None = None


class _SavePayloadV2(msgspec.Struct, forbid_unknown_fields=True):
    """A payload of save format 2: worded events."""

    config: SaveConfig
    snapshot: GameState
    answers: list[str]
    history: list[tuple[str, str]]
    events: list[Event]
    protocol: str = ""


class _SaveFileV3(msgspec.Struct, forbid_unknown_fields=True):
    """A save file of format 3: the payload's keys all sorted, no ``log``."""

    format: str
    version: int
    checksum: str
    payload: SavePayload
    signature: str | None = None


class _SaveFileV2(msgspec.Struct, forbid_unknown_fields=True):
    format: str
    version: int
    checksum: str
    payload: _SavePayloadV2
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


_CANONICAL = msgspec.json.Encoder(order="sorted")
_RAW_PAYLOAD_3 = msgspec.json.Decoder(_RawPayload3)
_RAW_REST = msgspec.json.Decoder(_RawRest)
_STATE = msgspec.json.Decoder(GameState)
_CONFIG = msgspec.json.Decoder(SaveConfig)
_EVENTS = EVENTS_KEY


def canonical(payload: SavePayload, version: int = SAVE_VERSION) -> bytes:
    """The payload's canonical encoding: what the checksum and the signature cover, so a save
    survives storage that re-orders or re-indents JSON (a database column). Format 4: the event
    log first, then the other keys sorted; formats 1 to 3: every key sorted."""
    if version < 4:
        return _CANONICAL.encode(payload)
    rest = _CANONICAL.encode(
        _Rest(payload.answers, payload.config, payload.history, payload.protocol, payload.snapshot, payload.checkpoint)
    )
    return b"".join((_EVENTS, _CANONICAL.encode(payload.events), b",", memoryview(rest)[1:]))


def payload_checksum(payload: SavePayload) -> str:
    """SHA-256 of the canonical payload: detects damage (anyone can recompute it after an edit)."""
    return hashlib.sha256(canonical(payload)).hexdigest()


def _signature(key: bytes, body: bytes | memoryview, version: int = SAVE_VERSION) -> str:
    mac = hmac.new(key, f"{SAVE_FORMAT}:{version}:".encode(), hashlib.sha256)
    mac.update(body)
    return mac.hexdigest()


def check_key(key: object) -> bytes | None:
    """``key`` as bytes (None for no key); a key of the wrong type or too short is a ConfigError."""
    if key is None:
        return None
    if not isinstance(key, bytes | bytearray):
        raise ConfigError(f"a save key is bytes (for example secrets.token_bytes(32)), not {type(key).__name__}")
    if len(key) < MIN_KEY_BYTES:
        raise ConfigError(f"a save key needs at least {MIN_KEY_BYTES} bytes (32 random bytes are recommended)")
    return bytes(key)


def encode_save(payload: SavePayload | WrittenPayload, key: object = None) -> str:
    """The save file for ``payload``, signed when a ``key`` is given: the header, with the length
    of the event log's text, then the payload's canonical encoding (encoded once: the checksum
    covers exactly those bytes; fed, for a :class:`WrittenPayload`, past the part of the log its
    ``events_hash`` was fed already)."""
    secret = check_key(key)
    events: bytes | msgspec.Raw
    if isinstance(payload, WrittenPayload):
        events, digest = payload.events, payload.events_hash.copy()  # a buffer: joined, never copied
    else:
        events, digest = _CANONICAL.encode(payload.events), hashlib.sha256(_EVENTS)
        digest.update(memoryview(events)[:-1])
    rest = _CANONICAL.encode(
        _Rest(payload.answers, payload.config, payload.history, payload.protocol, payload.snapshot, payload.checkpoint)
    )
    digest.update(b"],")
    digest.update(memoryview(rest)[1:])
    head = f'{{"format":"{SAVE_FORMAT}","version":{SAVE_VERSION},"checksum":"{digest.hexdigest()}"'
    parts = (_EVENTS, events, b",", memoryview(rest)[1:])
    if secret is not None:
        head += f',"signature":"{_signature(secret, b"".join(parts))}"'
    return b"".join((f'{head},"log":{len(events)},"payload":'.encode(), *parts, b"}")).decode()


#: A file of format 3 exactly as written: its payload's bytes are then the canonical ones.
_AS_WRITTEN = re.compile(
    rb'\{"format":"'
    + SAVE_FORMAT.encode()
    + rb'","version":3,"checksum":"([0-9a-f]{64})"(?:,"signature":"([0-9a-f]{64})")?,"payload":'
)

_DECODE_ERRORS = (msgspec.DecodeError, msgspec.ValidationError, RecursionError)


#: A file of format 4 exactly as :func:`encode_save` writes it, up to its event log.
_AS_WRITTEN_4 = re.compile(
    rb'\{"format":"'
    + SAVE_FORMAT.encode()
    + rb'","version":4,"checksum":"([0-9a-f]{64})"(?:,"signature":"([0-9a-f]{64})")?,"log":([1-9][0-9]{0,8}),"payload":'
)


def _decode_as_written_4(raw: bytes) -> tuple[RawLogPayload, str | None, memoryview, int] | None:
    """A save of format 4 exactly as written, read without scanning its event log: the header
    says where the log ends (its ``log`` length); the rest of the payload, after it, is decoded
    in one typed pass (an ``events`` key there is an unknown field) and the log is left as its
    text, for :func:`~innovation.saves.logs.decode_logs` to decode — so the payload, taken whole,
    is exactly ``{"events":<log>,<the rest>}``. None for anything else (the long way)."""
    head = _AS_WRITTEN_4.match(raw)
    if head is None or raw[-2:] != b"}}":
        return None
    body = memoryview(raw)[head.end() : -1]  # no copy
    end = len(_EVENTS) + int(head[3])  # where the log ends in the payload
    if body[: len(_EVENTS)] != _EVENTS or end >= len(body) - 1 or body[end - 1] != 93 or body[end] != 44:
        return None  # "]" then ","
    digest = prefix_digest(raw, head.end(), head.end() + end - 1, len(_EVENTS))
    log_digest = digest.copy()
    digest.update(body[end - 1 :])
    if not hmac.compare_digest(digest.hexdigest().encode(), head[1]):
        return None
    rest = decode_save_part(_RAW_REST, b"{" + body[end + 1 :])
    events = msgspec.Raw(body[len(_EVENTS) : end])
    payload = RawLogPayload(
        rest.config, rest.snapshot, rest.answers, rest.history, events, rest.protocol, log_digest, rest.checkpoint
    )
    return payload, None if head[2] is None else head[2].decode(), body, 4


def _decode_as_written(raw: bytes) -> tuple[RawLogPayload, str | None, memoryview, int] | None:
    """A save of format 3 exactly as written — its checksum over the payload's own
    bytes — decoded in one typed pass, with those bytes; None for anything else (a re-indented
    or damaged file, another version), which :func:`decode_save` reads the long way.

    Nothing here recurses on the text: the typed decoder stops at the first value that does not
    fit the save format, so nesting is bounded by the format's own (the decoder's recursion guard
    stands behind that), and the checksum is compared before anything is decoded."""
    head = _AS_WRITTEN.match(raw)
    if head is None or raw[-1:] != b"}":
        return None
    body = memoryview(raw)[head.end() : -1]  # no copy
    if not hmac.compare_digest(hashlib.sha256(body).hexdigest().encode(), head[1]):
        return None
    p = decode_save_part(_RAW_PAYLOAD_3, body)
    payload = RawLogPayload(p.config, p.snapshot, p.answers, p.history, p.events, p.protocol)
    return payload, None if head[2] is None else head[2].decode(), body, 3


def decode_snapshot(raw: msgspec.Raw | GameState, rules: Rules | None) -> tuple[GameState, bool]:
    """The state of a :class:`RawLogPayload`, and whether the rules' checking decoder decoded it
    (:func:`~innovation.saves.checks.checked_state_decoder`: every card id one of the rules' own,
    handed back as the rules' own string, and where it may lie), copied into plain
    :class:`GameState` structs — or decoded plainly when that refuses it (a forgery), for
    :func:`~innovation.saves.checks.validate_state` to name what is wrong. A state decoded already
    (a :class:`SavePayload`'s) comes back as it is."""
    if isinstance(raw, GameState):
        return raw, False
    if rules is not None:
        try:
            return decode_state(rules, raw), True
        except (msgspec.DecodeError, msgspec.ValidationError, RecursionError):
            pass
    return decode_save_part(_STATE, raw, "snapshot"), False


def decode_config(raw: msgspec.Raw) -> SaveConfig:
    """The configuration of a :class:`RawLogPayload`, decoded."""
    return decode_save_part(_CONFIG, raw, "config")


def _decode_long_way(raw: bytes) -> tuple[SaveFile | _SaveFileV3 | _SaveFileV2 | _SaveFileV1, bytes]:
    """Any other text: nesting checked on the raw text first, then the header for its exact
    error, then the file as its version reads; the canonical payload re-encoded."""
    if nested_deeper_than(raw, MAX_SAVE_DEPTH):
        raise SaveError(f"save refused: nested deeper than {MAX_SAVE_DEPTH} levels")
    try:
        header = msgspec.json.decode(raw, type=_Header)
    except _DECODE_ERRORS as exc:
        raise SaveError(f"not a saved game: {exc}") from None
    if header.format != SAVE_FORMAT:
        raise SaveError("not an Innovation save file")
    if header.version not in READ_VERSIONS:
        raise SaveError(
            f"unknown save format version {header.version} (this engine reads {', '.join(map(str, READ_VERSIONS))})"
        )
    kind = {1: _SaveFileV1, 2: _SaveFileV2, 3: _SaveFileV3, 4: SaveFile}[header.version]
    try:
        save: SaveFile | _SaveFileV3 | _SaveFileV2 | _SaveFileV1 = msgspec.json.decode(raw, type=kind)
    except _DECODE_ERRORS as exc:
        raise SaveError(f"corrupt save file: {exc}") from None
    if isinstance(save, SaveFile) and save.log is not None:
        if save.log != len(_CANONICAL.encode(save.payload.events)):  # a hint, but damage all the same
            raise SaveError("corrupt save file: the header's log length does not match the event log")
    if isinstance(save, SaveFile | _SaveFileV3):
        return save, canonical(save.payload, header.version)
    return save, _CANONICAL.encode(save.payload)


def decode_save(data: object, key: object = None, max_bytes: int = MAX_SAVE_BYTES) -> SavePayload:
    """Every check of a save file short of its meaning (see :func:`read_save`), its event log
    decoded (not yet checked against its rules: :func:`~innovation.saves.checks.validate_log`)."""
    payload = read_save(data, key, max_bytes)
    if isinstance(payload, SavePayload):
        return payload
    snapshot = decode_snapshot(payload.snapshot, None)[0]
    logs = decode_logs(payload.history, payload.events, None, ())
    config = decode_config(payload.config)
    return SavePayload(
        config, snapshot, payload.answers, logs.history, logs.events, payload.protocol, payload.checkpoint
    )


def read_save(data: object, key: object = None, max_bytes: int = MAX_SAVE_BYTES) -> SavePayload | RawLogPayload:
    """Every check of a save file short of its meaning: size first, on the raw text; nesting;
    then the format, the checksum and the signature policy (see docs/embedding.md):

    * unsigned save, no key: accepted (the checksum only catches damage);
    * signed save, its key: accepted; signed save, another key: refused (forged or foreign);
    * signed save, no key: refused (so a server that forgot its key notices at once);
    * unsigned save, a key: refused (otherwise a forger would just drop the signature).

    A file exactly as written (format 4 or 3) comes back with its state and logs undecoded
    (:class:`RawLogPayload`: :func:`decode_snapshot` and :func:`~innovation.saves.logs.decode_logs`
    decode them against the rules they must fit); a save of format 1 or 2 comes back with its
    events as :class:`~innovation.rules.eventlog.Kept` entries (worded exactly as that save gave them)."""
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
    found = _decode_as_written_4(raw) or _decode_as_written(raw)
    if found is not None:
        payload, signature, written, version = found
        _check_signature(secret, signature, written, version)
        return payload
    save, body = _decode_long_way(raw)
    if not hmac.compare_digest(hashlib.sha256(body).hexdigest().encode(), save.checksum.encode()):
        raise SaveError("save file checksum mismatch: the file was damaged")
    _check_signature(secret, save.signature, body, save.version)
    if isinstance(save, SaveFile | _SaveFileV3):
        return save.payload
    old = save.payload
    names = [p.name for p in old.snapshot.players]
    events = [e.upgrade() if isinstance(e, _EventV1) else e for e in old.events]
    protocol = old.protocol if isinstance(old, _SavePayloadV2) else ""
    return SavePayload(old.config, old.snapshot, old.answers, old.history, [kept(e, names) for e in events], protocol)


def _check_signature(secret: bytes | None, signature: str | None, body: bytes | memoryview, version: int) -> None:
    if signature is not None and secret is None:
        raise SaveError("this save is signed: pass its key to load it")
    if secret is not None:
        if signature is None:
            raise SaveError("this save is not signed, and a key was given: only signed saves are accepted")
        if not hmac.compare_digest(_signature(secret, body, version).encode(), signature.encode()):
            raise SaveError("save signature mismatch: the file was edited or signed with another key")
