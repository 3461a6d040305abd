"""Every text a player reads, in the player's language: gettext catalogues and the look-ups over them.

English is the source language: each text is written in English where it is used (a card's
docstring, a label, a prompt) and that English text is the key (``msgid``) of its entry in each
language's catalogue, ``locale/<lang>/LC_MESSAGES/innovation.po``. A language is one such file:
the languages on offer are the files present (:func:`languages`), each named in its own language
by its ``X-Language-Name`` header. ``tools/i18n.py extract`` collects the English texts into
``locale/innovation.pot`` and merges them into every catalogue; ``tools/i18n.py check`` reports
what is untranslated (and ``tests/i18n`` fails on it).

    from innovation.i18n import translator
    ko = translator("ko")
    ko.text("Draw a 1.", context="card")
    ko.plural("{count} card", "{count} cards", 3, count=3)

A look-up never fails for a player: an entry that is missing, untranslated, fuzzy, or whose
translation does not carry exactly the English text's ``{placeholders}`` gives the English text.
The protocol itself stays language-neutral (ids and English); front-ends ask for a language
(docs/protocol.md, "Languages").
"""

from __future__ import annotations

import gettext
import io
import string
import threading
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Final

from innovation.i18n.negotiation import SOURCE_LANGUAGE, choose, from_environment, negotiate, normalize
from innovation.i18n.particles import korean_particles
from innovation.i18n.po import PoError, compile_mo, parse_po

__all__ = [
    "CARD",
    "SOURCE_LANGUAGE",
    "Term",
    "Translator",
    "choose",
    "from_environment",
    "glossary",
    "language_names",
    "languages",
    "negotiate",
    "normalize",
    "placeholders",
    "translator",
]

#: The context (``msgctxt``) of card texts: effects, echo effects, notes, special achievements
#: and declared icons, as :mod:`innovation.protocol.catalogue` gives them.
CARD: Final = "card"
#: The gettext domain: one catalogue file per language holds every text.
DOMAIN: Final = "innovation"
#: Longest value put into a placeholder (a name a player chose is bounded long before this).
MAX_VALUE_CHARS = 200

_FORMATTER = string.Formatter()
#: What a language does to a text once its placeholders are filled: Korean picks each particle's
#: form by the word a placeholder put before it (innovation.i18n.particles).
FINISHING: dict[str, Callable[[str], str]] = {"ko": korean_particles}


def placeholders(text: str) -> frozenset[str]:
    """The ``{name}`` placeholders of ``text``; raises ValueError for anything else in braces
    (an index, an attribute, a conversion or a format spec: a translation may not reach into
    the values it is given) or for unbalanced braces."""
    names: set[str] = set()
    for _literal, name, spec, conversion in _FORMATTER.parse(text):
        if name is None:
            continue
        if not name.isidentifier() or spec or conversion:
            raise ValueError(f"placeholder {{{name}}} in {text[:40]!r}: only plain {{name}} placeholders are allowed")
        names.add(name)
    return frozenset(names)


def _fill(template: str, values: dict[str, object]) -> str:
    if not values:
        return template
    return template.format_map({k: str(v)[:MAX_VALUE_CHARS] for k, v in values.items()})


def _locale_dir() -> resources.abc.Traversable:
    return resources.files(__package__) / "locale"


@cache
def _catalogue(lang: str) -> tuple[gettext.GNUTranslations, dict[str, str]]:
    path = _locale_dir() / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
    messages = parse_po(path.read_text(encoding="utf-8"))
    header = next((m for m in messages if m.msgid == "" and m.context is None), None)
    if header is None:
        raise PoError(f"{lang}: catalogue without a header entry")
    meta = dict(line.split(":", 1) for line in header.strings[0].splitlines() if ":" in line)
    return gettext.GNUTranslations(io.BytesIO(compile_mo(messages))), {k.strip(): v.strip() for k, v in meta.items()}


@cache
def _context_texts(lang: str, context: str) -> tuple[tuple[str, str], ...]:
    path = _locale_dir() / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
    out = []
    for message in parse_po(path.read_text(encoding="utf-8")):
        if message.context != context or message.obsolete or not message.translated or message.msgid_plural:
            continue
        if _safe(message.strings[0], message.msgid) is message.strings[0]:
            out.append((message.msgid, message.strings[0]))
    return tuple(out)


@cache
def languages() -> tuple[str, ...]:
    """The languages on offer: English and every language with a catalogue, sorted."""
    found = {SOURCE_LANGUAGE}
    for entry in _locale_dir().iterdir():
        if (entry / "LC_MESSAGES" / f"{DOMAIN}.po").is_file() and normalize(entry.name) == entry.name:
            found.add(entry.name)
    return tuple(sorted(found))


def language_names() -> dict[str, str]:
    """Each language on offer, named in itself (for a language switch)."""
    names = {SOURCE_LANGUAGE: "English"}
    for lang in languages():
        if lang != SOURCE_LANGUAGE:
            names[lang] = _catalogue(lang)[1].get("X-Language-Name", lang)
    return names


@dataclass(frozen=True)
class Translator:
    """The texts of one language. ``lang`` is one of :func:`languages`; English needs no
    catalogue (its texts are the keys)."""

    lang: str

    def _gettext(self) -> gettext.NullTranslations:
        if self.lang == SOURCE_LANGUAGE:
            return gettext.NullTranslations()
        return _catalogue(self.lang)[0]

    def text(self, msgid: str, context: str | None = None, **values: object) -> str:
        """``msgid`` in this language (English when the catalogue has no usable translation),
        its ``{placeholders}`` filled from ``values``."""
        catalogue = self._gettext()
        found = catalogue.pgettext(context, msgid) if context is not None else catalogue.gettext(msgid)
        return self._finish(_fill(_safe(found, msgid), values))

    def _finish(self, text: str) -> str:
        finishing = FINISHING.get(self.lang)
        return finishing(text) if finishing is not None else text

    def texts(self, context: str) -> dict[str, str]:
        """Every translated singular entry of ``context``, English → this language, unfilled (what
        a front-end that words its own texts, the web table's pages, looks its texts up in). Empty
        for English."""
        if self.lang == SOURCE_LANGUAGE:
            return {}
        return dict(_context_texts(self.lang, context))

    def plural(self, singular: str, plural: str, n: int, context: str | None = None, **values: object) -> str:
        """The form of ``singular``/``plural`` this language uses for ``n`` (its catalogue's
        ``Plural-Forms`` rule: Korean and Japanese have one form, English two)."""
        catalogue = self._gettext()
        if context is not None:
            found = catalogue.npgettext(context, singular, plural, n)
        else:
            found = catalogue.ngettext(singular, plural, n)
        english = singular if n == 1 else plural
        return self._finish(_fill(_safe(found, english), values))


def _safe(found: str, english: str) -> str:
    # A translation that drops, adds or misspells a placeholder would fail (or show a raw brace)
    # when filled: the English text is shown instead. The completeness test keeps this from
    # happening in a shipped catalogue; this keeps a bad third-party catalogue from crashing a
    # game.
    if found is english:
        return found
    try:
        if placeholders(found) == placeholders(english):
            return found
    except ValueError:
        pass
    return english


_TRANSLATORS: dict[str, Translator] = {}
_LOCK = threading.Lock()


def translator(lang: str | None = None) -> Translator:
    """The :class:`Translator` of ``lang`` (a tag such as ``"ko"`` or ``"ja-JP"``; None:
    English); raises ValueError naming the languages on offer for any other value."""
    if lang is None:
        return Translator(SOURCE_LANGUAGE)
    code = choose(lang, languages())
    with _LOCK:
        made = _TRANSLATORS.get(code)
        if made is None:
            made = _TRANSLATORS[code] = Translator(code)
    return made


@dataclass(frozen=True)
class Term:
    """One line of ``glossary.tsv``: a game term, the pattern that finds it in English text, and
    per language the words (alternatives) a translation of such a text must use."""

    term: str
    english: str
    words: dict[str, tuple[str, ...]]
    source: str


def glossary() -> list[Term]:
    """The game's terms in every language (``glossary.tsv``, which cites the seed each choice
    comes from)."""
    lines = (resources.files(__package__) / "glossary.tsv").read_text(encoding="utf-8").splitlines()
    rows = [line.split("\t") for line in lines if line.strip() and not line.startswith("#")]
    head, body = rows[0], rows[1:]
    langs = head[2:-1]
    terms = []
    for row in body:
        if len(row) != len(head):
            raise ValueError(f"glossary.tsv: {row[0]!r} has {len(row)} columns, not {len(head)}")
        words = {lang: tuple(w for w in row[2 + i].split("|") if w) for i, lang in enumerate(langs)}
        terms.append(Term(row[0], row[1], words, row[-1]))
    return terms
