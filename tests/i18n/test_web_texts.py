"""The web table's own texts come from the catalogues: nothing a page shows is written in its
scripts or its HTML outside ``t("…")`` (web/static/i18n.js) or a ``data-t`` element.

The scripts are read with a small JavaScript tokenizer (strings, template literals with their
``${…}`` parts, comments, regular expressions): every template literal that builds markup is
parsed as HTML and its text and its shown attributes (``title``, ``placeholder``, ``aria-label``,
``alt``) must carry no English word of its own; every other string literal that reads as words
(two or more words of letters) must be the text of a ``t()`` call. The browser test
(tests/web/test_browser_languages.py) checks the same from the other side: a whole game's pages in
Korean and Japanese show no English word but names.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

import pytest

from innovation.i18n import translator
from innovation.i18n.wording import NAME, WEB
from tests.tools.scripts import load_script

ROOT = Path(__file__).resolve().parents[2]
STATIC = ROOT / "src" / "innovation" / "web" / "static"
SCRIPTS = sorted(STATIC.glob("*.js"))
PAGES = sorted(STATIC.glob("*.html"))
i18n_tool = load_script("i18n_tool", "tools/i18n.py")
#: Stands for a ``${…}`` part of a template literal.
HOLE = "\x00"
#: Attributes a reader sees.
SHOWN_ATTRIBUTES = frozenset(("title", "placeholder", "aria-label", "alt"))
#: Words a page may show untranslated: the game's name in a logo (none today), units, arrows.
WORD = re.compile(r"[A-Za-z]{2,}")
#: A string literal that reads as words: a capital or small letter word, a space, another word.
PROSE = re.compile(r"^[A-Za-z][a-z']*(?: [A-Za-z][a-z']*)+[.!?…:]?$")
REGEX_BEFORE = set("(,=:[!&|?{};+-*%<>~^")


class Literal:
    """A string in a script: its text (``HOLE`` for each ``${…}``), whether it was a template
    literal, and whether it is the text argument of ``t(…)``."""

    def __init__(self, text: str, template: bool, translated: bool, line: int) -> None:
        self.text, self.template, self.translated, self.line = text, template, translated, line


def literals(source: str) -> list[Literal]:
    """Every string literal and template literal of ``source`` (nested ones included)."""
    found: list[Literal] = []
    n = len(source)

    def line_of(at: int) -> int:
        return source.count("\n", 0, at) + 1

    def read_quoted(at: int) -> tuple[str, int]:
        quote, j, out = source[at], at + 1, []
        while source[j] != quote:
            if source[j] == "\\":
                out.append(source[j : j + 2])
                j += 2
                continue
            out.append(source[j])
            j += 1
        return "".join(out), j + 1

    def read_template(at: int) -> int:
        j, out = at + 1, []
        while source[j] != "`":
            if source[j] == "\\":
                out.append(source[j + 1])
                j += 2
            elif source.startswith("${", j):
                out.append(HOLE)
                j = read_code(j + 2, closing="}")
            else:
                out.append(source[j])
                j += 1
        found.append(Literal("".join(out), True, False, line_of(at)))
        return j + 1

    def read_code(at: int, closing: str | None) -> int:
        j, depth, prev, last_word = at, 0, "(", ""
        while j < n:
            ch = source[j]
            if closing is not None and ch == "}" and depth == 0:
                return j + 1
            if source.startswith("//", j):
                j = source.find("\n", j)
                j = n if j < 0 else j
                continue
            if source.startswith("/*", j):
                j = source.index("*/", j) + 2
                continue
            if ch in "\"'":
                text, end = read_quoted(j)
                translated = re.search(r"(?<![\w.$])t\(\s*$", source[max(0, j - 12) : j]) is not None
                found.append(Literal(text, False, translated, line_of(j)))
                j, prev = end, '"'
                continue
            if ch == "`":
                j, prev = read_template(j), "`"
                continue
            if ch == "/" and (prev in REGEX_BEFORE or last_word in ("return", "typeof")):
                k, in_class = j + 1, False
                while source[k] != "/" or in_class:
                    if source[k] == "\\":
                        k += 1
                    elif source[k] == "[":
                        in_class = True
                    elif source[k] == "]":
                        in_class = False
                    k += 1
                j, prev = k + 1, "/"
                continue
            if ch in "{([":
                depth += 1
            elif ch in "})]":
                depth -= 1
            if not ch.isspace():
                prev = ch
                word = re.match(r"[A-Za-z_$][\w$]*", source[j:])
                if word:
                    last_word = word[0]
                    j += len(word[0])
                    prev = "a"
                    continue
            j += 1
        return j

    read_code(0, None)
    return found


class Shown(HTMLParser):
    """The texts a fragment of markup shows: its text and its shown attributes."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.texts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.texts += [value for name, value in attrs if name in SHOWN_ATTRIBUTES and value]

    def handle_data(self, data: str) -> None:
        self.texts.append(data)


def shown_in_markup(fragment: str) -> list[str]:
    parser = Shown()
    parser.feed(fragment)
    parser.close()
    return [t for t in parser.texts if WORD.search(t.replace(HOLE, " "))]


def untranslated(path: Path) -> Iterator[str]:
    for literal in literals(path.read_text(encoding="utf-8")):
        if literal.translated:
            continue
        if literal.template and "<" in literal.text:
            for text in shown_in_markup(literal.text):
                yield f"{path.name}:{literal.line}: {text.strip()!r} in markup"
        elif PROSE.match(" ".join(literal.text.replace(HOLE, " ").split())):
            yield f"{path.name}:{literal.line}: {literal.text!r}"


def test_the_tokenizer_finds_what_a_page_shows() -> None:
    """The scanner itself: it tells a t() text from a bare one, reads through ${…}, regular
    expressions and comments, and finds the text of markup."""
    source = (
        "// a comment with 'quotes' and `ticks`\n"
        'const a = t("Waiting for {player}…", { player });\n'
        "const re = /[\"'`]/g;\n"
        'const b = `<p title="hover text">${esc(t("inner"))} left over</p>`;\n'
        'const c = "plain words here";\n'
        "const d = `card:${id}`;\n"
    )
    found = {(lit.text, lit.template, lit.translated) for lit in literals(source)}
    assert ("Waiting for {player}…", False, True) in found
    assert ("inner", False, True) in found
    assert ("plain words here", False, False) in found
    assert (f'<p title="hover text">{HOLE} left over</p>', True, False) in found
    assert (f"card:{HOLE}", True, False) in found
    assert shown_in_markup(f'<p title="hover text">{HOLE} left over</p>') == ["hover text", f"{HOLE} left over"]


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda p: p.name)
def test_no_script_writes_a_text_outside_the_catalogue(path: Path) -> None:
    left = list(untranslated(path))
    assert not left, "wrap these in t(…) (web/static/i18n.js) and translate them:\n" + "\n".join(left)


class PageTexts(HTMLParser):
    """The texts of a page that no ``data-t`` element holds, and shown attributes not set by a
    ``data-t-<attribute>``."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.bare: list[str] = []
        self.marked: list[bool] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        names = {name for name, _ in attrs}
        for name, value in attrs:
            if name in SHOWN_ATTRIBUTES and value and WORD.search(value):
                self.bare.append(f"<{tag} {name}={value!r}>")
        if tag not in ("meta", "link", "input", "br", "img"):
            self.marked.append("data-t" in names or any(self.marked[-1:]))

    def handle_endtag(self, tag: str) -> None:
        if self.marked:
            self.marked.pop()

    def handle_data(self, data: str) -> None:
        if WORD.search(data) and not any(self.marked[-1:]):
            self.bare.append(data.strip())


@pytest.mark.parametrize("path", PAGES, ids=lambda p: p.name)
def test_no_page_shows_a_text_outside_the_catalogue(path: Path) -> None:
    parser = PageTexts()
    parser.feed(path.read_text(encoding="utf-8"))
    assert not parser.bare, f"mark these data-t (or data-t-<attribute>): {parser.bare}"


@pytest.mark.parametrize("lang", ["ko", "ja"])
def test_every_page_text_has_its_translation(lang: str) -> None:
    """What the scripts and pages say (tools/i18n.py web_texts) is translated, placeholders kept
    (the completeness test checks the catalogue as a whole; this names the page texts)."""
    texts = translator(lang).texts(WEB)
    wanted = {msgid for (_context, msgid) in i18n_tool.web_texts()}
    assert len(wanted) > 80
    assert not sorted(wanted - texts.keys())
    assert translator(lang).texts(NAME)["red"] != "red"
