"""The message catalogues are complete, well-formed and consistent.

Every English text a player reads that the template collects (tools/i18n.py) has a translation in
every shipped language, no entry is fuzzy, every translation keeps exactly its English text's
``{placeholders}``, GNU gettext's own ``msgfmt --check`` accepts every catalogue, and every card
text uses the glossary's words for the game's terms (glossary.tsv, from the seeds).
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from innovation.i18n import CARD, glossary, languages, placeholders
from innovation.i18n.po import Message, parse_po
from tests.requirements import require_executable
from tests.tools.scripts import load_script

ROOT = Path(__file__).resolve().parents[2]
i18n_tool = load_script("i18n_tool", "tools/i18n.py")
SHIPPED = [lang for lang in languages() if lang != "en"]


def entries(lang: str) -> dict[tuple[str | None, str], Message]:
    path = i18n_tool.catalogues()[lang]
    return {m.key: m for m in parse_po(path.read_text(encoding="utf-8")) if m.msgid and not m.obsolete}


@pytest.fixture(scope="module")
def collected() -> list[object]:
    return list(i18n_tool.collect())


def test_korean_and_japanese_are_shipped() -> None:
    assert {"ko", "ja"} <= set(SHIPPED)


def test_the_template_holds_every_text_the_code_has(collected: list[object]) -> None:
    """The committed template is what extraction makes now: a new card, a changed docstring or a
    new 4th-edition set without a re-extraction fails here."""
    expected = i18n_tool.format_po(i18n_tool.template(collected))
    assert i18n_tool.TEMPLATE.read_text(encoding="utf-8") == expected, "run: python tools/i18n.py extract"


@pytest.mark.parametrize("lang", SHIPPED)
def test_every_entry_is_translated(lang: str, collected: list[object]) -> None:
    have = entries(lang)
    missing = [
        f.msgid[:60]  # type: ignore[attr-defined]
        for f in collected
        if (f.context, f.msgid) not in have or not have[(f.context, f.msgid)].translated  # type: ignore[attr-defined]
    ]
    assert not missing, f"{lang}: {len(missing)} untranslated, e.g. {missing[:5]}"


@pytest.mark.parametrize("lang", SHIPPED)
def test_every_translation_keeps_its_placeholders(lang: str) -> None:
    wrong = []
    for message in entries(lang).values():
        english = placeholders(message.msgid) | placeholders(message.msgid_plural or "")
        for text in message.strings:
            if text and placeholders(text) != english:
                wrong.append(f"{message.msgid[:50]!r}: {sorted(placeholders(text))} ≠ {sorted(english)}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("lang", SHIPPED)
def test_gnu_msgfmt_accepts_the_catalogue(lang: str) -> None:
    msgfmt = require_executable("msgfmt", "GNU gettext checks the catalogues: apt-get install gettext")
    path = i18n_tool.catalogues()[lang]
    done = subprocess.run(
        [str(msgfmt), "--check", "--check-format", "--statistics", "-o", "/dev/null", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "untranslated" not in done.stderr and "fuzzy" not in done.stderr, done.stderr


@pytest.mark.parametrize("lang", SHIPPED)
def test_card_texts_use_the_glossary_terms(lang: str) -> None:
    """A card text that uses a game term in English uses the glossary's word for it: "meld" is
    플레이 / メルド everywhere, as the seeds name it."""
    terms = glossary()
    wrong = []
    for message in entries(lang).values():
        if message.context != CARD:
            continue
        for term in terms:
            words = term.words[lang]
            if re.search(term.english, message.msgid, re.IGNORECASE) and not any(
                w in message.strings[0] for w in words
            ):
                wrong.append(f"{term.term}: {message.msgid[:50]!r} → {message.strings[0][:50]!r} lacks {words}")
    assert not wrong, "\n".join(wrong[:20])


def test_the_glossary_names_every_language_and_cites_a_source() -> None:
    terms = glossary()
    assert len(terms) >= 30
    for term in terms:
        assert re.compile(term.english), term.term
        assert set(term.words) >= set(SHIPPED), term.term
        assert all(term.words[lang] for lang in SHIPPED), term.term
        assert term.source.strip(), term.term


def test_the_glossary_patterns_find_their_terms() -> None:
    """The glossary's patterns match the uses they are for and not their false friends."""
    by_name = {t.term: t for t in glossary()}

    def finds(term: str, text: str) -> bool:
        return re.search(by_name[term].english, text, re.IGNORECASE) is not None

    assert finds("demand", "If the demand moved a card")
    assert not finds("demand", "carry out its non-demand effects")
    assert finds("leaf", "a top card showing a leaf") and finds("leaf", "count the leaves")
    assert not finds("leaf", "every hand leaves the game")
    assert finds("hand", "a card from your hand") and not finds("hand", "Hand me your top card")
    assert finds("score (verb)", "draw and score a 2") and not finds("score (verb)", "your score pile")
    assert finds("foreseen", "if it was foreseen") and not finds("forecast", "if it was foreseen")
    assert finds("fully execute", "then fully execute it") and finds("super-execute", "super-executes it")
    assert not finds("self-execute", "super-execute it") and not finds("super-execute", "self-execute it")
    assert finds("museum", "return a museum") and finds("safe", "put it in your safe")
    assert not finds("safe", "keep it safely")
