"""Reading and writing gettext ``.po`` catalogues, and compiling one to ``.mo`` bytes.

The ``.po`` file is the single source of a language (GNU gettext's text format; ``msgfmt
--check`` accepts every catalogue this project ships: ``tests/i18n``). The runtime compiles it
in memory to the ``.mo`` form the standard library's :class:`gettext.GNUTranslations` reads, so
there is no build step and no committed binary that could drift from its source.

A catalogue is package data, but it is parsed as untrusted text all the same: its size is
bounded, every line must be one the format allows, and a malformed file raises
:class:`PoError` naming the line instead of half-loading.
"""

from __future__ import annotations

import ast
import re
import struct
from collections.abc import Iterable
from dataclasses import dataclass, field

#: A catalogue larger than this is refused (the largest shipped one is well under 1 MB).
MAX_PO_BYTES = 8 * 1024 * 1024
#: Plural forms a catalogue may declare (gettext knows no language with more than six).
MAX_PLURALS = 6

#: gettext joins a message's context and its id with this byte in ``.mo`` files.
CONTEXT_SEPARATOR = "\x04"


class PoError(ValueError):
    """A ``.po`` text that is not a well-formed catalogue (the message names the line)."""


@dataclass
class Message:
    """One entry: ``msgid`` (and ``msgid_plural``) in English, ``strings`` the translation (one
    per plural form; ``[""]`` when untranslated), ``context`` (``msgctxt``), the translator
    comments (``#.``: where the text comes from), ``flags`` (``#,``: ``fuzzy``,
    ``python-brace-format`` …) and the references (``#:``)."""

    msgid: str
    strings: list[str] = field(default_factory=lambda: [""])
    context: str | None = None
    msgid_plural: str | None = None
    comments: list[str] = field(default_factory=list)
    flags: set[str] = field(default_factory=set)
    references: list[str] = field(default_factory=list)
    obsolete: bool = False

    @property
    def key(self) -> tuple[str | None, str]:
        return (self.context, self.msgid)

    @property
    def translated(self) -> bool:
        """Every form has a text and the entry is not marked fuzzy (a fuzzy entry is a guess
        gettext itself ignores)."""
        return "fuzzy" not in self.flags and all(self.strings)


_KEYWORD = re.compile(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d)\])?)\s+(".*")\s*$')
_CONTINUATION = re.compile(r'^(".*")\s*$')


def _unquote(literal: str, lineno: int) -> str:
    # A .po string is a C string literal; the escapes it may use are a subset of Python's.
    if "\\x" in literal or "\\N" in literal or "\\u" in literal or "\\U" in literal:
        raise PoError(f"line {lineno}: escape not allowed in a .po string")
    try:
        value = ast.literal_eval(literal)
    except (ValueError, SyntaxError) as exc:
        raise PoError(f"line {lineno}: not a quoted string: {literal[:40]!r}") from exc
    if not isinstance(value, str):
        raise PoError(f"line {lineno}: not a quoted string")
    return value


def parse_po(text: str) -> list[Message]:
    """The entries of a ``.po`` text, header (``msgid ""``) first as written; raises
    :class:`PoError` on anything the format does not allow."""
    if len(text.encode("utf-8")) > MAX_PO_BYTES:
        raise PoError(f"catalogue over {MAX_PO_BYTES} bytes")
    messages: list[Message] = []
    current: Message | None = None
    last: tuple[str, int] | None = None  # the field a continuation line extends
    pending = Message("")  # comments and flags seen before the entry's msgid
    parts: dict[tuple[str, int], str] = {}

    def finish() -> None:
        nonlocal current, parts, last
        if current is None:
            return
        current.context = parts.get(("msgctxt", 0))
        current.msgid = parts.get(("msgid", 0), "")
        current.msgid_plural = parts.get(("msgid_plural", 0))
        count = max((i for (k, i) in parts if k == "msgstr"), default=-1) + 1
        if count == 0:
            raise PoError(f"entry {current.msgid[:40]!r} has no msgstr")
        if count > MAX_PLURALS:
            raise PoError(f"entry {current.msgid[:40]!r} has more than {MAX_PLURALS} forms")
        current.strings = [parts.get(("msgstr", i), "") for i in range(count)]
        messages.append(current)
        current, parts, last = None, {}, None

    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        obsolete = line.startswith("#~")
        if obsolete:
            line = line[2:].strip()
        if not line:
            finish()
            continue
        if line.startswith("#"):
            if current is not None and last is not None and last[0] == "msgstr":
                finish()
            if line.startswith("#,"):
                pending.flags.update(f.strip() for f in line[2:].split(",") if f.strip())
            elif line.startswith("#:"):
                pending.references.extend(line[2:].split())
            elif line.startswith("#."):
                pending.comments.append(line[2:].strip())
            continue
        match = _KEYWORD.match(line)
        if match:
            keyword, index, literal = match.group(1), match.group(2), match.group(3)
            name = "msgstr" if keyword.startswith("msgstr") else keyword
            if name in ("msgctxt", "msgid") and current is not None and last is not None and last[0] == "msgstr":
                finish()
            if current is None:
                if name not in ("msgctxt", "msgid"):
                    raise PoError(f"line {lineno}: {keyword} before msgid")
                current, pending = pending, Message("")
                current.obsolete = obsolete
            slot = (name, int(index) if index else 0)
            if slot in parts:
                raise PoError(f"line {lineno}: {keyword} twice in one entry")
            parts[slot] = _unquote(literal, lineno)
            last = slot
            continue
        match = _CONTINUATION.match(line)
        if match and last is not None:
            parts[last] += _unquote(match.group(1), lineno)
            continue
        raise PoError(f"line {lineno}: not a .po line: {raw[:60]!r}")
    finish()
    seen: set[tuple[str | None, str]] = set()
    for message in messages:
        if message.obsolete:
            continue
        if message.key in seen:
            raise PoError(f"entry {message.msgid[:40]!r} (context {message.context!r}) appears twice")
        seen.add(message.key)
    return messages


def _quote(value: str) -> str:
    escaped = value.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\r", "\\r")
    return '"' + escaped.replace("\n", "\\n") + '"'


def _field(keyword: str, value: str, prefix: str = "") -> list[str]:
    if "\n" not in value.rstrip("\n") and len(value) < 70:
        return [f"{prefix}{keyword} {_quote(value)}"]
    # Long or multi-line values: gettext's own layout (an empty first string, then the pieces).
    pieces = re.findall(r"[^\n]*\n|[^\n]+", value)
    return [f'{prefix}{keyword} ""', *(f"{prefix}{_quote(p)}" for p in pieces)]


def format_po(messages: Iterable[Message]) -> str:
    """The ``.po`` text of ``messages`` (the header entry first when there is one)."""
    out: list[str] = []
    for message in messages:
        prefix = "#~ " if message.obsolete else ""
        out += [f"#. {c}" for c in message.comments]
        if message.references:
            out.append("#: " + " ".join(message.references))
        if message.flags:
            out.append("#, " + ", ".join(sorted(message.flags)))
        if message.context is not None:
            out += _field("msgctxt", message.context, prefix)
        out += _field("msgid", message.msgid, prefix)
        if message.msgid_plural is not None:
            out += _field("msgid_plural", message.msgid_plural, prefix)
            for i, text in enumerate(message.strings):
                out += _field(f"msgstr[{i}]", text, prefix)
        else:
            out += _field("msgstr", message.strings[0], prefix)
        out.append("")
    return "\n".join(out)


def compile_mo(messages: Iterable[Message]) -> bytes:
    """The ``.mo`` bytes of the translated, non-obsolete entries (and the header), in the layout
    :class:`gettext.GNUTranslations` reads. Untranslated and fuzzy entries are left out, so a
    look-up of them falls back to the English id, as gettext's own ``msgfmt`` does."""
    table: dict[bytes, bytes] = {}
    for message in messages:
        if message.obsolete or (message.msgid and not message.translated):
            continue
        key = message.msgid if message.context is None else message.context + CONTEXT_SEPARATOR + message.msgid
        if message.msgid_plural is not None:
            key += "\x00" + message.msgid_plural
        table[key.encode("utf-8")] = "\x00".join(message.strings).encode("utf-8")
    keys = sorted(table)
    header_size = 7 * 4
    ids_start = header_size
    strs_start = ids_start + len(keys) * 8
    data_start = strs_start + len(keys) * 8
    ids = b""
    strs = b""
    id_offsets: list[int] = []
    str_offsets: list[int] = []
    for k in keys:
        id_offsets += [len(k), data_start + len(ids)]
        ids += k + b"\x00"
    strs_data_start = data_start + len(ids)
    for k in keys:
        v = table[k]
        str_offsets += [len(v), strs_data_start + len(strs)]
        strs += v + b"\x00"
    head = struct.pack("<7I", 0x950412DE, 0, len(keys), ids_start, strs_start, 0, 0)
    return (
        head
        + struct.pack(f"<{len(id_offsets)}I", *id_offsets)
        + struct.pack(f"<{len(str_offsets)}I", *str_offsets)
        + ids
        + strs
    )
