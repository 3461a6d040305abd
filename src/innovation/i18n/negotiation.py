"""Choosing a language: from an HTTP ``Accept-Language`` header, from the process's locale
environment, or from a name a player typed.

Every input here is hostile (a header is whatever a client sent): lengths and counts are bounded,
every language tag is validated against BCP 47's shape before it is looked at, a malformed part is
skipped rather than trusted, and the answer is always one of the languages on offer.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence

#: The language every text is written in first (the catalogues' ``msgid``); always on offer.
SOURCE_LANGUAGE = "en"
#: Longest header looked at; past this the rest is ignored (browsers send well under 200 bytes).
MAX_HEADER_CHARS = 1024
#: Most ranges of one header looked at.
MAX_RANGES = 32

_TAG = re.compile(r"^(?:\*|[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8}){0,7})$")
_QVALUE = re.compile(r"^[qQ]=(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$")
# A POSIX locale name: language[_territory][.codeset][@modifier].
_POSIX = re.compile(r"^([A-Za-z]{2,8})(?:_[A-Za-z0-9]{2,8})?(?:\.[A-Za-z0-9_-]{1,32})?(?:@[A-Za-z0-9_-]{1,32})?$")


def normalize(tag: str) -> str | None:
    """The primary language subtag of ``tag`` in lower case (``"ko-KR"`` → ``"ko"``,
    ``"ja_JP.UTF-8"`` → ``"ja"``), or None when ``tag`` is not a language tag or locale name."""
    if not isinstance(tag, str) or len(tag) > 64:
        return None
    tag = tag.strip()
    if _TAG.match(tag) and tag != "*":
        return tag.split("-")[0].lower()
    posix = _POSIX.match(tag)
    if posix:
        return posix.group(1).lower()
    return None


def parse_accept_language(header: str) -> list[tuple[str, float]]:
    """The language ranges of an ``Accept-Language`` header with their weights, best first (ties
    keep the header's order); malformed ranges are dropped, ``q=0`` ranges too (they mean "not
    this one"). Bounded: at most :data:`MAX_HEADER_CHARS` characters and :data:`MAX_RANGES`
    ranges are read."""
    if not isinstance(header, str):
        return []
    ranges: list[tuple[str, float]] = []
    for part in header[:MAX_HEADER_CHARS].split(",")[:MAX_RANGES]:
        pieces = [p.strip() for p in part.split(";")]
        tag = pieces[0]
        if not _TAG.match(tag):
            continue
        weight = 1.0
        params = pieces[1:]
        if len(params) > 1:
            continue
        if params:
            if not _QVALUE.match(params[0]):
                continue
            weight = float(params[0][2:])
        if weight > 0:
            ranges.append((tag, weight))
    return sorted(ranges, key=lambda r: -r[1])


def negotiate(header: str | None, available: Iterable[str], default: str = SOURCE_LANGUAGE) -> str:
    """The language of ``available`` the ``Accept-Language`` header ``header`` likes best
    (``"*"`` takes the default), else ``default``."""
    offered = {a.lower() for a in available}
    for tag, _weight in parse_accept_language(header or ""):
        if tag == "*":
            return default
        lang = normalize(tag)
        if lang in offered:
            return lang
    return default


def from_environment(environ: Mapping[str, str], available: Iterable[str], default: str = SOURCE_LANGUAGE) -> str:
    """The language of ``available`` the process's locale asks for, read as gettext reads it:
    ``LANGUAGE`` (a colon-separated list of preferences), then the first of ``LC_ALL``,
    ``LC_MESSAGES``, ``LANG`` that is set; ``C`` and ``POSIX`` mean the source language."""
    offered = {a.lower() for a in available}
    wanted: list[str] = []
    language = environ.get("LANGUAGE", "")
    if language:
        wanted += language[:MAX_HEADER_CHARS].split(":")[:MAX_RANGES]
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(var, "")
        if value:
            wanted.append(value)
            break
    for name in wanted:
        if name in ("C", "POSIX") or name.startswith("C."):
            return default
        lang = normalize(name)
        if lang in offered:
            return lang
    return default


def choose(requested: str | None, available: Sequence[str]) -> str:
    """``requested`` (a tag a player or a caller named: ``"ko"``, ``"ja-JP"``) as one of
    ``available``; raises ValueError naming the languages on offer when it is none of them."""
    lang = normalize(requested) if isinstance(requested, str) else None
    if lang is None or lang not in available:
        shown = repr(requested)[:40] if isinstance(requested, str) else type(requested).__name__
        raise ValueError(f"language {shown} is not available; choose one of: {', '.join(sorted(available))}")
    return lang
