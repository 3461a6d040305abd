"""The logs of a save — the event log and the answer log (history) — as a load decodes them and
a save encodes them: both only grow from one save of a game to the next, so a load decodes and
checks only what was added since a log of the same game it checked before (:func:`decode_logs`),
and a game's saves encode only what was added since its last save (:class:`EncodedPrefix`).
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any, NamedTuple, TypeVar

import msgspec

from innovation.errors import SaveError
from innovation.rules.cards import Rules
from innovation.rules.eventlog import Entry, checked_log_decoder

T = TypeVar("T")

#: Deepest nesting of arrays and objects accepted (real saves nest 6 deep).
MAX_SAVE_DEPTH = 16

_CANONICAL = msgspec.json.Encoder(order="sorted")
#: What a payload of format 4 begins with, before its event log (and its SHA-256 is fed first).
EVENTS_KEY = b'{"events":'
_LOG = msgspec.json.Decoder(list[Entry])
_HISTORY = msgspec.json.Decoder(list[tuple[str, str]])


# ----------------------------------------------------------------------------- logs checked before
#: Logs that passed every check of a load — a game's event log ("events") and its answer log
#: ("history") — by (which, rules, players' names, seed): the rules, the log's JSON bytes and its
#: items. A game's logs only grow (events before a segment's start and answers given never change),
#: so the logs of a later save of the same game begin with the bytes of an earlier one: a load then
#: decodes and checks only the items added since (:func:`known_log`). Bounded in logs and in bytes;
#: a miss only costs the full decode. Each also holds a flag (a one-item list) that the first save
#: of a game loaded from it sets once it found the text to be the items' canonical encoding (see
#: :class:`Loaded`).
_LOGS: OrderedDict[tuple[str, int, tuple[str, ...], int], tuple[Rules, bytes, tuple[Any, ...], list[bool]]] = (
    OrderedDict()
)
_LOGS_LOCK = threading.Lock()
_LOGS_KEPT = 128  # logs remembered at most
_LOGS_BYTES = 4 * 1024 * 1024  # bytes of JSON remembered at most, in all
_LOG_BYTES = 512 * 1024  # a longer log is not remembered
_logs_size = [0]


def known_log(
    which: str, raw: bytes, rules: Rules, names: Sequence[str], seed: int
) -> tuple[tuple[Any, ...], int, list[bool]] | None:
    """The items of a log remembered for this game (:func:`remember_log`) whose JSON text ``raw``
    continues — ``raw`` is that text with ``,`` and more items before its closing ``]``, or the
    same text — the offset in ``raw`` where the items added since begin, and its flag (True: its
    text is their canonical encoding); None if none is.

    Decoding a JSON array is the same as decoding any of its prefixes (cut after a complete element)
    and then the rest: the items remembered are what decoding that part of ``raw`` gives, and
    they passed every check for these rules and names."""
    found = _LOGS.get((which, id(rules), tuple(names), seed))
    if found is None or found[0] is not rules:
        return None
    _, text, items, canonical = found
    cut = len(text) - 1  # the remembered text without its closing "]"
    if len(raw) < len(text) or not raw.startswith(memoryview(text)[:cut]):
        return None
    if len(raw) == len(text):
        return (items, len(raw), canonical) if raw[cut:] == b"]" else None
    return (items, cut + 1, canonical) if raw[cut] == 44 else None  # 44: "," after the last element


def remember_log(
    which: str,
    raw: bytes,
    rules: Rules,
    names: Sequence[str],
    seed: int,
    items: Sequence[Any],
    canonical: list[bool] | None = None,
) -> None:
    """Remember a log that passed every check of a load (see :func:`known_log`), with its flag."""
    if not items or len(raw) > _LOG_BYTES:
        return
    key = (which, id(rules), tuple(names), seed)
    with _LOGS_LOCK:
        old = _LOGS.pop(key, None)
        if old is not None:
            _logs_size[0] -= len(old[1])
        _LOGS[key] = (rules, raw, tuple(items), [False] if canonical is None else canonical)
        _logs_size[0] += len(raw)
        while len(_LOGS) > _LOGS_KEPT or _logs_size[0] > _LOGS_BYTES:
            _logs_size[0] -= len(_LOGS.popitem(last=False)[1][1])


#: SHA-256 fed with the payload of a file of format 4 read as written, up to the end of its log but
#: the log's last byte, by the log's first bytes: the next save of the same game, whose payload
#: begins with the same bytes (its log only grew), is hashed from there on. Each entry holds the
#: file's own bytes (immutable: no copy made) and where its prefix lies in them. A pure function of
#: bytes, compared byte for byte; bounded (a miss only costs the full hash).
_DIGESTS: OrderedDict[bytes, tuple[bytes, int, int, Any]] = OrderedDict()
_DIGESTS_LOCK = threading.Lock()
_DIGESTS_KEPT = 64
_DIGEST_BYTES = 512 * 1024  # a longer file is not kept
#: Bytes of the log that find a kept digest: enough that tables do not share them (a log's first
#: 64 bytes, its opening draws, are the same in many games), so that a server loading the files of
#: many tables in turn finds each one's.
_DIGEST_KEY = 512
_digests_size = [0]  # bytes of the files kept, in all (at most _LOGS_BYTES)


def prefix_digest(raw: bytes, start: int, cut: int, skip: int) -> Any:
    """SHA-256 fed with ``raw[start:cut]`` (a payload of format 4 up to its log's last byte; the
    log begins ``skip`` bytes in), past a prefix kept in :data:`_DIGESTS` if it begins with one;
    the result is kept for the next."""
    key = raw[start + skip : start + skip + _DIGEST_KEY]
    found = _DIGESTS.get(key) if len(key) == _DIGEST_KEY else None
    size = 0 if found is None else found[2] - found[1]
    if found is not None and size <= cut - start and raw.startswith(memoryview(found[0])[found[1] : found[2]], start):
        digest = found[3].copy()
        digest.update(memoryview(raw)[start + size : cut])
        if size == cut - start:
            return digest
    else:
        digest = hashlib.sha256(memoryview(raw)[start:cut])
    if len(key) == _DIGEST_KEY and len(raw) <= _DIGEST_BYTES:
        with _DIGESTS_LOCK:
            old = _DIGESTS.pop(key, None)
            _digests_size[0] += len(raw) - (0 if old is None else len(old[0]))
            _DIGESTS[key] = (raw, start, cut, digest.copy())
            while len(_DIGESTS) > _DIGESTS_KEPT or _digests_size[0] > _LOGS_BYTES:
                _digests_size[0] -= len(_DIGESTS.popitem(last=False)[1][0])
    return digest


class Loaded(NamedTuple):
    """A log's text as a load read it from a file as written, for the game's first save: the
    text is reused as the encoding of the first ``length`` items once it is found canonical —
    at once if the text of the remembered log it continues was (the first ``proven`` items, the
    text up to ``cut`` then holding the rest), after encoding only the items added since; else
    after encoding them all (what a first save costs anyway). ``canonical``: the flag of the log
    remembered for this text, set when it is found so (:func:`remember_log`)."""

    text: bytes
    length: int
    proven: int
    cut: int
    canonical: list[bool]


class Logs(NamedTuple):
    """The answer log and the event log of a save, decoded (:func:`decode_logs`)."""

    history: list[tuple[str, str]]
    events: list[Entry]
    #: What of the events not checked before the decoder checked: "places" (cards, seats and
    #: place codes), "cards" (cards and seats) or "" (nothing).
    checked: str = ""
    #: How many of the first answers and events passed every check at an earlier load.
    history_known: int = 0
    events_known: int = 0
    #: Their JSON texts, to remember once they pass every check (None: not a file as written).
    texts: tuple[bytes, bytes] | None = None
    #: The texts as :class:`Loaded` (history, events), for the game's first save.
    loaded: tuple[Loaded, Loaded] | None = None


def _decode_added(which: str, raw: msgspec.Raw, decoder: Any, rules: Rules, names: Sequence[str], seed: int) -> Any:
    """``(items, known, text, loaded)``: the log ``raw`` decoded by ``decoder`` — only the items
    added since a log of this game remembered (:func:`~innovation.saves.checks.known_log`), ``known``
    of them, when ``raw`` continues one — or None when the decoder refuses it."""
    text = bytes(raw)
    found = known_log(which, text, rules, names, seed)
    try:
        if found is None:
            items = decoder.decode(text)
            return items, 0, text, Loaded(text, len(items), 0, 0, [False])
        known, cut, canonical = found
        proven = len(known) if canonical[0] else 0
        if cut == len(text):  # the same text: its flag is the remembered log's
            return list(known), len(known), text, Loaded(text, len(known), proven, cut, canonical)
        items = [*known, *decoder.decode(b"[" + text[cut:])]
        return items, len(known), text, Loaded(text, len(items), proven, cut, [False])
    except (msgspec.DecodeError, msgspec.ValidationError, RecursionError):
        return None


def decode_save_part(decoder: msgspec.json.Decoder[T], raw: Any, where: str | None = None) -> T:
    """``decoder.decode(raw)`` for a part of a save file, any failure a :class:`SaveError`: too
    deep, or corrupt — the decoder's path to the fault put under ``$.where`` when given."""
    try:
        return decoder.decode(raw)
    except RecursionError:
        raise SaveError(f"save refused: nested deeper than {MAX_SAVE_DEPTH} levels") from None
    except (msgspec.DecodeError, msgspec.ValidationError) as exc:
        text = str(exc) if where is None else str(exc).replace("`$", f"`$.{where}", 1)
        raise SaveError(f"corrupt save file: {text}") from None


def decode_logs(
    history: msgspec.Raw, events: msgspec.Raw, rules: Rules | None, names: Sequence[str], seed: int = 0
) -> Logs:
    """The logs of a save as written (``history``, ``events``: their JSON texts) of a game of
    ``rules``, ``names`` and ``seed``. The events are decoded by
    :func:`~innovation.rules.eventlog.checked_log_decoder` (checking as it decodes), or plainly when that
    refuses them (a forgery, or older entries), for :func:`~innovation.saves.checks.validate_log` to
    name what is wrong; of either log, only what was added since a log of this game that passed
    every check before (its items are reused). ``rules`` None: both decoded plainly, whole."""
    if rules is None:
        return Logs(decode_save_part(_HISTORY, history, "history"), decode_save_part(_LOG, events, "events"))
    found = _decode_added("history", history, _HISTORY, rules, names, seed)
    if found is None:
        answers = decode_save_part(_HISTORY, history, "history")
        found = answers, 0, bytes(history), Loaded(bytes(history), len(answers), 0, 0, [False])
    answers, history_known, history_text, history_loaded = found
    decoder, places = checked_log_decoder(rules, names)
    checked = "places" if places else "cards"
    found = _decode_added("events", events, decoder, rules, names, seed)
    if found is None:
        entries = decode_save_part(_LOG, events, "events")
        found, checked = (entries, 0, bytes(events), Loaded(bytes(events), len(entries), 0, 0, [False])), ""
    entries, events_known, events_text, events_loaded = found
    texts, loaded = (history_text, events_text), (history_loaded, events_loaded)
    return Logs(answers, entries, checked, history_known, events_known, texts, loaded)


def remember_logs(logs: Logs, rules: Rules, names: Sequence[str], seed: int) -> None:
    """Remember logs that passed every check of a load, for the next load of this game."""
    if logs.texts is not None and logs.loaded is not None:
        if logs.history_known != len(logs.history):
            remember_log("history", logs.texts[0], rules, names, seed, logs.history, logs.loaded[0].canonical)
        if logs.events_known != len(logs.events):
            remember_log("events", logs.texts[1], rules, names, seed, logs.events, logs.loaded[1].canonical)


class EncodedPrefix:
    """The canonical encoding of the first items of a list that only grows at its end between
    saves — a game's event log up to its mark, its history — kept from one save to the next, so
    that a save encodes only the items added since the last one (the items are immutable structs
    and tuples, and the game changes no item it has saved: see ``Game._payload``). Should the
    list no longer hold the same last item where the encoding ended, it is encoded whole again.
    With ``hashed``, it also keeps a SHA-256 fed with ``hashed`` and the encoding but its last
    byte (:attr:`digest`: copy it before feeding it more). ``loaded``: the text a load read for
    the first ``loaded.length`` of ``items`` (and ``digest``, that SHA-256 of it if the load made
    one), taken as their encoding at the first save if it proves canonical (:class:`Loaded`)."""

    __slots__ = ("_count", "_hashed", "_last", "_loaded", "_text", "digest")

    def __init__(
        self, hashed: bytes | None = None, loaded: Loaded | None = None, items: Sequence[Any] = (), digest: Any = None
    ) -> None:
        self._count = 0
        self._last: object = None
        self._text = b"[]"
        self._hashed = hashed
        self.digest: Any = None if hashed is None else hashlib.sha256(hashed + b"[")
        self._loaded = None if loaded is None else (loaded, items[loaded.length - 1] if loaded.length else None, digest)

    def _take_loaded(self, items: list[Any]) -> None:
        """Take the loaded text as the encoding of its items if it is their canonical encoding
        (encoding only what no earlier save proved) and they are still the list's first items."""
        assert self._loaded is not None
        (loaded, last, digest), self._loaded = self._loaded, None
        m, text = loaded.length, loaded.text
        if len(items) < m or (m and items[m - 1] is not last):
            return
        if loaded.proven < m:
            tail = items[loaded.proven : m]
            if _CANONICAL.encode(tail) != (b"[" + text[loaded.cut :] if loaded.proven else text):
                return
        loaded.canonical[0] = True
        self._count, self._last, self._text = m, last, text
        if self._hashed is not None:
            self.digest = digest.copy() if digest is not None else hashlib.sha256(self._hashed + text[:-1])

    def encode(self, items: list[Any], upto: int) -> msgspec.Raw:
        """The canonical encoding of ``items[:upto]``."""
        if self._loaded is not None:
            self._take_loaded(items)
        n = self._count
        if n == upto and (n == 0 or items[n - 1] is self._last):
            return msgspec.Raw(self._text)
        if 0 < n < upto and items[n - 1] is self._last:
            added = memoryview(_CANONICAL.encode(items[n:upto]))
            text = b"".join((memoryview(self._text)[:-1], b",", added[1:]))
            if self.digest is not None:
                self.digest.update(b",")
                self.digest.update(added[1:-1])
        else:
            text = _CANONICAL.encode(items if upto == len(items) else items[:upto])
            if self._hashed is not None:
                self.digest = hashlib.sha256(self._hashed)
                self.digest.update(memoryview(text)[:-1])
        self._count, self._last, self._text = upto, items[upto - 1] if upto else None, text
        return msgspec.Raw(text)


def loaded_encodings(
    loaded: tuple[Loaded, Loaded], history: list[Any], events: list[Any], digest: Any
) -> tuple[EncodedPrefix, EncodedPrefix]:
    """A loaded game's encodings of its event log and history (``Game._written``), the texts
    read taken at its first save if they prove canonical; ``digest``: the load's SHA-256 of the
    log (:attr:`~innovation.saves.format.RawLogPayload.log_digest`) or None."""
    return EncodedPrefix(EVENTS_KEY, loaded[1], events, digest), EncodedPrefix(None, loaded[0], history)
