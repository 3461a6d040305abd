"""The look-ups: a translation, the English fallback, plural forms, placeholder safety, and
reading a catalogue as hostile text (innovation.i18n, innovation.i18n.po)."""

from __future__ import annotations

import gettext
import io
import subprocess
from pathlib import Path

import pytest

from innovation.i18n import CARD, Translator, language_names, languages, placeholders, translator
from innovation.i18n.po import MAX_PO_BYTES, Message, PoError, compile_mo, format_po, parse_po
from tests.requirements import require_executable

HEADER = (
    'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Plural-Forms: nplurals=1; plural=0;\\n"\n\n'
)


def test_languages_are_the_catalogue_files_and_name_themselves() -> None:
    assert languages() == ("en", "ja", "ko")
    assert language_names() == {"en": "English", "ja": "日本語", "ko": "한국어"}


def test_a_card_text_in_korean_and_japanese() -> None:
    assert translator("ko").text("Draw a 1.", context=CARD) == "1을 드로우합니다."
    assert translator("ja-JP").text("Draw a 1.", context=CARD) == "1をドローする。"
    assert translator("en").text("Draw a 1.", context=CARD) == "Draw a 1."
    assert translator(None).lang == "en"


def test_an_unknown_text_is_its_english() -> None:
    assert translator("ko").text("No such text {n}", n=3) == "No such text 3"


@pytest.mark.parametrize("bad", ["xx", "", "ko;DROP", "../ko", "k" * 500, "ko\x00"])
def test_an_unknown_language_is_a_clear_error(bad: str) -> None:
    with pytest.raises(ValueError, match="choose one of: en, ja, ko"):
        translator(bad)


def test_a_language_that_is_not_a_string_is_refused() -> None:
    with pytest.raises(ValueError, match="not available"):
        translator(3)  # type: ignore[arg-type]


def catalogue(po: str) -> gettext.GNUTranslations:
    return gettext.GNUTranslations(io.BytesIO(compile_mo(parse_po(po))))


def test_plural_forms_follow_the_catalogue_rule() -> None:
    po = (
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
        '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
        'msgid "{n} card"\nmsgid_plural "{n} cards"\nmsgstr[0] "{n} Karte"\nmsgstr[1] "{n} Karten"\n'
    )
    made = catalogue(po)
    assert made.ngettext("{n} card", "{n} cards", 1) == "{n} Karte"
    assert made.ngettext("{n} card", "{n} cards", 5) == "{n} Karten"


def test_korean_has_one_plural_form() -> None:
    ko = translator("ko")
    # No entry: English's own rule picks the form; the catalogue's rule applies once translated.
    assert ko.plural("{count} card", "{count} cards", 1, count=1) == "1 card"
    assert ko.plural("{count} card", "{count} cards", 2, count=2) == "2 cards"
    rule = ko._gettext().plural  # type: ignore[attr-defined]  # GNUTranslations' compiled Plural-Forms
    assert [rule(n) for n in (0, 1, 2, 11)] == [0, 0, 0, 0]
    assert translator("ja")._gettext().plural(3) == 0  # type: ignore[attr-defined]


def test_a_translation_that_loses_a_placeholder_falls_back_to_english(monkeypatch: pytest.MonkeyPatch) -> None:
    po = HEADER + 'msgid "Score {count} cards"\nmsgstr "Punkte"\n\nmsgid "Give {who}"\nmsgstr "{who.__class__}"\n'
    made = catalogue(po)
    monkeypatch.setattr(Translator, "_gettext", lambda self: made)
    de = Translator("de")
    assert de.text("Score {count} cards", count=2) == "Score 2 cards"
    assert de.text("Give {who}", who="ann") == "Give ann"


def test_fuzzy_and_empty_entries_are_not_used() -> None:
    po = HEADER + '#, fuzzy\nmsgid "Draw"\nmsgstr "Ziehen"\n\nmsgid "Meld"\nmsgstr ""\n'
    made = catalogue(po)
    assert made.gettext("Draw") == "Draw"
    assert made.gettext("Meld") == "Meld"


def test_placeholder_values_are_bounded_and_not_reinterpreted() -> None:
    ko = translator("ko")
    assert ko.text("{a}", a="{b}") == "{b}"
    assert len(ko.text("{a}", a="x" * 10_000)) == 200


@pytest.mark.parametrize("text", ["{0}", "{a.b}", "{a[0]}", "{a!r}", "{a:>10}", "{", "}"])
def test_only_plain_named_placeholders_are_allowed(text: str) -> None:
    with pytest.raises(ValueError):
        placeholders(text)


def test_placeholders_of_plain_text() -> None:
    assert placeholders("Draw {count} cards of {colour}") == {"count", "colour"}
    assert placeholders("no braces") == frozenset()
    assert placeholders("{{literal}}") == frozenset()


@pytest.mark.parametrize(
    "po, problem",
    [
        ('msgid "a"\nmsgstr "\\x41"\n', "escape"),
        ('msgid "a"\nmsgstr "b"\nmsgstr "c"\n', "twice"),
        ('msgid "a"\n', "no msgstr"),
        ('msgstr "a"\n', "before msgid"),
        ('msgid "a"\nmsgstr "b"\n\nmsgid "a"\nmsgstr "c"\n', "appears twice"),
        ('msgid "a"\nmsgstr "b"\nrm -rf /\n', "not a .po line"),
        ('msgid "a"\nmsgstr b\n', "not a .po line"),
        ('msgid "a"\nmsgstr[9] "b"\n', "forms"),
        ('msgid "a\nmsgstr "b"\n', "not a .po line"),
    ],
)
def test_a_malformed_catalogue_is_refused_naming_the_problem(po: str, problem: str) -> None:
    with pytest.raises(PoError, match=problem):
        parse_po(po)


def test_an_oversized_catalogue_is_refused() -> None:
    with pytest.raises(PoError, match="over"):
        parse_po('msgid "a"\nmsgstr "' + "x" * MAX_PO_BYTES + '"\n')


def test_format_and_parse_round_trip() -> None:
    messages = [
        Message("", ["Language: ko\n"]),
        Message('Say "hi"\\ now\nand\tthen', ["안녕"], context="card", comments=["where"], flags={"fuzzy"}),
        Message("{n} card", ["{n} 장"], msgid_plural="{n} cards", flags={"python-brace-format"}),
        Message("x" * 200, ["y" * 200], references=["a.py:1"]),
        Message("gone", ["사라짐"], obsolete=True),
    ]
    again = parse_po(format_po(messages))
    assert [(m.key, m.strings, m.msgid_plural, m.flags, m.obsolete) for m in again] == [
        (m.key, m.strings, m.msgid_plural, m.flags, m.obsolete) for m in messages
    ]


def test_the_compiled_catalogue_agrees_with_gnu_msgfmt(tmp_path: Path) -> None:
    """The in-memory ``.mo`` and the one GNU ``msgfmt`` writes give the same look-ups for every
    entry of the shipped Korean catalogue."""
    msgfmt = require_executable("msgfmt", "GNU gettext: apt-get install gettext")
    source = Path(__file__).resolve().parents[2] / "src/innovation/i18n/locale/ko/LC_MESSAGES/innovation.po"
    subprocess.run([str(msgfmt), "-o", str(tmp_path / "ko.mo"), str(source)], check=True)
    theirs = gettext.GNUTranslations(io.BytesIO((tmp_path / "ko.mo").read_bytes()))
    messages = parse_po(source.read_text(encoding="utf-8"))
    ours = gettext.GNUTranslations(io.BytesIO(compile_mo(messages)))
    for m in messages:
        if m.msgid and not m.obsolete:
            if m.context is None:
                assert ours.gettext(m.msgid) == theirs.gettext(m.msgid)
            else:
                assert ours.pgettext(m.context, m.msgid) == theirs.pgettext(m.context, m.msgid)
