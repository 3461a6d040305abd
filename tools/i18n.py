"""The message catalogues: collect the English texts players read, merge them into every
language's catalogue, and report what is left to translate.

Usage: python tools/i18n.py extract        write locale/innovation.pot, merge it into every .po
       python tools/i18n.py check          exit 1 when a catalogue is stale or incomplete
       python tools/i18n.py stats          entries and % translated per language
       python tools/i18n.py new LANG NAME [PLURAL-FORMS]
                                           start a catalogue for LANG (named NAME in itself;
                                           PLURAL-FORMS: gettext's rule, e.g. "nplurals=2; plural=(n > 1);")

The catalogues live in src/innovation/i18n/locale/<lang>/LC_MESSAGES/innovation.po (gettext's
layout; docs/i18n.md). English is the source: an entry's msgid is the English text as the code
says it. Merging keeps every translation whose English is unchanged; an entry whose English is gone
is kept as obsolete (``#~``) so that its translation can be reused by hand.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from innovation import Game, GameConfig
from innovation.i18n import CARD, placeholders
from innovation.i18n.po import Message, format_po, parse_po
from innovation.options import RULE_OPTIONS
from innovation.plugins import discover

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "src" / "innovation" / "i18n" / "locale"
TEMPLATE = LOCALE / "innovation.pot"
CATALOGUE_NAME = "innovation.po"
HEADER_FIELDS = (
    "Project-Id-Version: innovation-engine\n"
    "PO-Revision-Date: 2026-12-06 16:00+0000\n"
    "Last-Translator: innovation-engine contributors\n"
    "Language-Team: innovation-engine contributors\n"
    "MIME-Version: 1.0\n"
    "Content-Type: text/plain; charset=UTF-8\n"
    "Content-Transfer-Encoding: 8bit\n"
)
#: gettext's plural rule of a few languages (from the GNU gettext manual's table); ``new`` takes
#: any other language's rule as its third argument.
PLURAL_FORMS = {
    "en": "nplurals=2; plural=(n != 1);",
    "ko": "nplurals=1; plural=0;",
    "ja": "nplurals=1; plural=0;",
    "zh": "nplurals=1; plural=0;",
    "de": "nplurals=2; plural=(n != 1);",
    "es": "nplurals=2; plural=(n != 1);",
    "fr": "nplurals=2; plural=(n > 1);",
}


@dataclass
class Found:
    """One English text and every place it is used."""

    msgid: str
    context: str | None
    where: list[str] = field(default_factory=list)
    plural: str | None = None


def _configs() -> Iterator[GameConfig]:
    # Every set that is installed, under every edition, and every on/off rule option switched on
    # alone: a card whose text differs under an option registers a variant, and each variant's
    # text is a text players read.
    expansions = tuple(sorted(name for name in discover() if name != "base"))
    for edition in ("third", "first"):
        yield GameConfig(players=("a", "b"), expansions=expansions, edition=edition)
        for option in RULE_OPTIONS:
            if option.is_choice or not option.in_options:
                continue
            options: dict[str, object] = {"edition": edition, option.name: True}
            for need in option.needs:
                if need not in expansions:
                    options[need] = True
            try:
                yield GameConfig(players=("a", "b"), expansions=expansions, **options)  # type: ignore[arg-type]
            except Exception:  # an option that needs something else too (teams): its texts are the same
                continue


def card_texts() -> dict[tuple[str | None, str], Found]:
    """Every card text a catalogue gives (effects, echo effects, notes, special achievements,
    declared icons), under every edition and rule option."""
    found: dict[tuple[str | None, str], Found] = {}

    def add(text: str, where: str) -> None:
        if not text:
            return
        entry = found.setdefault((CARD, text), Found(text, CARD))
        if where not in entry.where:
            entry.where.append(where)

    for config in _configs():
        cat = Game.new(config).catalogue()
        for cid, facts in cat.cards.items():
            label = f"{facts.set} {cid} ({facts.name})"
            for i, effect in enumerate(facts.effects, 1):
                add(effect.text, f"{label} {effect.kind} effect {i}")
            if facts.echo:
                add(facts.echo, f"{label} echo effect")
            for note in facts.notes:
                add(note, f"{label} note")
        for sid, special in cat.specials.items():
            add(special.description, f"{special.set} special achievement {sid} ({special.name})")
        for name, icon in cat.icons.items():
            add(icon.description, f"icon {name}")
    return found


def collect() -> list[Found]:
    """Every English text of the template, in a stable order."""
    found = card_texts()
    return sorted(found.values(), key=lambda f: (f.context or "", f.where[0], f.msgid))


def template(found: list[Found]) -> list[Message]:
    header = Message("", [HEADER_FIELDS + "Language: \n"], flags={"fuzzy"})
    out = [header]
    for f in found:
        flags = {"python-brace-format"} if placeholders(f.msgid) else set()
        strings = ["", ""] if f.plural is not None else [""]
        out.append(Message(f.msgid, strings, context=f.context, msgid_plural=f.plural, comments=f.where, flags=flags))
    return out


def merge(entries: list[Message], existing: list[Message]) -> list[Message]:
    """The template's entries with the translations of ``existing`` (a catalogue) kept; its
    header kept; its entries no longer in the template kept as obsolete."""
    old = {m.key: m for m in existing if not m.obsolete}
    out: list[Message] = []
    keys = set()
    for entry in entries:
        keys.add(entry.key)
        kept = old.get(entry.key)
        if entry.msgid == "":
            out.append(kept if kept is not None else entry)
            continue
        merged = Message(
            entry.msgid,
            list(entry.strings),
            context=entry.context,
            msgid_plural=entry.msgid_plural,
            comments=list(entry.comments),
            flags=set(entry.flags),
        )
        # A plural entry has as many forms as its language has (Korean one, English two): keep them.
        if kept is not None and (kept.msgid_plural is None) == (entry.msgid_plural is None):
            merged.strings = list(kept.strings)
            merged.flags |= kept.flags & {"fuzzy"}
        out.append(merged)
    for message in existing:
        if message.key not in keys and message.msgid:
            message.obsolete = True
            out.append(message)
    return out


def catalogues() -> dict[str, Path]:
    return {p.parents[1].name: p for p in sorted(LOCALE.glob(f"*/LC_MESSAGES/{CATALOGUE_NAME}"))}


def extract() -> None:
    entries = template(collect())
    TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
    TEMPLATE.write_text(format_po(entries), encoding="utf-8")
    for lang, path in catalogues().items():
        path.write_text(format_po(merge(entries, parse_po(path.read_text(encoding="utf-8")))), encoding="utf-8")
        print(f"{lang}: merged")
    print(f"{TEMPLATE.relative_to(ROOT)}: {len(entries) - 1} entries")


def new(lang: str, name: str, plural_forms: str | None = None) -> None:
    path = LOCALE / lang / "LC_MESSAGES" / CATALOGUE_NAME
    if path.exists():
        raise SystemExit(f"{path.relative_to(ROOT)} exists")
    entries = template(collect())
    plural = plural_forms or PLURAL_FORMS.get(lang)
    if plural is None:
        raise SystemExit(f"give the gettext plural rule of {lang!r}: see the GNU gettext manual, 'Plural forms'")
    entries[0] = Message("", [HEADER_FIELDS + f"Language: {lang}\nPlural-Forms: {plural}\nX-Language-Name: {name}\n"])
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(format_po(entries), encoding="utf-8")
    print(f"{path.relative_to(ROOT)}: {len(entries) - 1} entries to translate")


def stats() -> dict[str, tuple[int, int]]:
    """Per language: (entries, translated)."""
    keys = {(f.context, f.msgid) for f in collect()}
    out: dict[str, tuple[int, int]] = {}
    for lang, path in catalogues().items():
        messages = {m.key: m for m in parse_po(path.read_text(encoding="utf-8")) if not m.obsolete and m.msgid}
        out[lang] = (len(keys), sum(1 for k in keys if k in messages and messages[k].translated))
    return out


def check() -> int:
    expected = format_po(template(collect()))
    problems = []
    if not TEMPLATE.exists() or TEMPLATE.read_text(encoding="utf-8") != expected:
        problems.append(f"{TEMPLATE.relative_to(ROOT)} is stale: run python tools/i18n.py extract")
    for lang, (total, done) in stats().items():
        if done != total:
            problems.append(f"{lang}: {total - done} of {total} entries untranslated")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


def main(argv: list[str]) -> int:
    if argv[:1] == ["extract"]:
        extract()
    elif argv[:1] == ["check"]:
        return check()
    elif argv[:1] == ["stats"]:
        for lang, (total, done) in stats().items():
            print(f"{lang}: {done}/{total} translated ({100 * done / max(total, 1):.1f}%)")
    elif argv[:1] == ["new"] and len(argv) in (3, 4):
        new(argv[1], argv[2], argv[3] if len(argv) == 4 else None)
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
