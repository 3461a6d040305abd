"""``tools/i18n.py fill``: translations from a table (msgid, then one column per language) go into
the catalogues; a table that cannot be applied whole changes no catalogue."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from innovation.i18n.po import Message, format_po, parse_po
from tests.tools.scripts import load_script

i18n_tool = load_script("i18n_tool", "tools/i18n.py")

PO = format_po(
    [
        Message("", ["Language: ko\n"]),
        Message("Draw a {age}.", [""], context="card", flags={"python-brace-format"}),
        Message("Draw a {age}.", ["old"], context="prompt", flags={"fuzzy"}),
        Message("Line one\nline two", [""], context="card"),
        Message("Kept as it was.", ["그대로"], context="card"),
    ]
)


@pytest.fixture
def locale(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    paths = {}
    for lang in ("ko", "ja"):
        path = tmp_path / lang / "innovation.po"
        path.parent.mkdir()
        path.write_text(PO.replace("Language: ko", f"Language: {lang}"), encoding="utf-8")
        paths[lang] = path
    monkeypatch.setattr(i18n_tool, "catalogues", lambda: paths)
    return paths


def unchanged(locale: dict[str, Path]) -> bool:
    return all(
        p.read_text(encoding="utf-8") == PO.replace("Language: ko", f"Language: {lang}") for lang, p in locale.items()
    )


def table(tmp_path: Path, *rows: tuple[str, ...]) -> Path:
    path = tmp_path / "t.tsv"
    lines = ["# a comment line"] + ["\t".join(json.dumps(f, ensure_ascii=False) for f in row) for row in rows]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def strings(path: Path) -> dict[tuple[str | None, str], Message]:
    return {m.key: m for m in parse_po(path.read_text(encoding="utf-8")) if m.msgid}


def test_fill_sets_every_entry_of_the_msgid_in_each_language(locale: dict[str, Path], tmp_path: Path) -> None:
    path = table(
        tmp_path,
        ("Draw a {age}.", "{age}을 드로우합니다.", "{age}をドローする。"),
        ("Line one\nline two", "한\n둘", "一\n二"),
    )
    assert i18n_tool.main(["fill", str(path)]) == 0
    ko, ja = strings(locale["ko"]), strings(locale["ja"])
    assert ko[("card", "Draw a {age}.")].strings == ["{age}을 드로우합니다."]
    assert ko[("prompt", "Draw a {age}.")].strings == ["{age}을 드로우합니다."]
    assert "fuzzy" not in ko[("prompt", "Draw a {age}.")].flags
    assert ko[("card", "Line one\nline two")].strings == ["한\n둘"]
    assert ja[("card", "Draw a {age}.")].strings == ["{age}をドローする。"]
    assert ko[("card", "Kept as it was.")].strings == ["그대로"]


def test_plain_fields_and_chosen_columns(locale: dict[str, Path], tmp_path: Path) -> None:
    path = tmp_path / "t.tsv"
    path.write_text("Draw a {age}.\t{age}をドローする。\n", encoding="utf-8")
    assert i18n_tool.main(["fill", str(path), "ja"]) == 0
    assert strings(locale["ja"])[("card", "Draw a {age}.")].strings == ["{age}をドローする。"]
    assert locale["ko"].read_text(encoding="utf-8") == PO  # the ko column was not asked for


@pytest.mark.parametrize(
    "content",
    [
        '"Draw a {age}."\t"{age}을 드로우합니다."\n',  # a column missing
        '"Draw a {age}."\t"드로우합니다."\t"{age}をドローする。"\n',  # a placeholder dropped
        '"Draw a {age}."\t"{age} {card}"\t"{age}"\n',  # a placeholder invented
        '"Draw a {age}."\t"{age.real}"\t"{age}"\n',  # reaching into a value
        '"Draw a {age}.\t"{age}"\t"{age}"\n',  # broken JSON
        '"Draw a {age}."\t""\t"{age}"\n',  # empty translation
        '"Draw a {age}."\t"{age}가"\t"{age}"\n"Draw a {age}."\t"{age}나"\t"{age}"\n',  # two answers
        '"Draw a {age}."\t3\t"{age}"\n',  # not a string (and wrong placeholders)
        '"Draw a {age}."\t"{age}"\t"{age}"\n"Line one\\nline two"\t"x"\t"y\n',  # bad last line
    ],
)
def test_a_bad_table_changes_nothing(locale: dict[str, Path], tmp_path: Path, content: str) -> None:
    path = tmp_path / "t.tsv"
    path.write_text(content, encoding="utf-8")
    assert i18n_tool.main(["fill", str(path)]) == 1
    assert unchanged(locale)


@pytest.mark.parametrize("langs", ["fr", "ko,ko", "ko,"])
def test_unknown_or_repeated_languages_are_refused(locale: dict[str, Path], tmp_path: Path, langs: str) -> None:
    path = table(tmp_path, ("Draw a {age}.", "{age}"))
    assert i18n_tool.main(["fill", str(path), langs]) == 1
    assert unchanged(locale)


def test_a_missing_or_huge_file_is_refused(
    locale: dict[str, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert i18n_tool.main(["fill", str(tmp_path / "absent.tsv")]) == 1
    path = table(tmp_path, ("Draw a {age}.", "{age}", "{age}"))
    monkeypatch.setattr(i18n_tool, "FILL_MAX_BYTES", 10)
    assert i18n_tool.main(["fill", str(path)]) == 1
    assert unchanged(locale)


def test_msgids_not_in_the_catalogue_are_reported_not_added(
    locale: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = table(tmp_path, ("Not a text of the game.", "가", "あ"))
    assert i18n_tool.main(["fill", str(path)]) == 0
    assert "1 msgids of the table not in the catalogue" in capsys.readouterr().out
    assert unchanged(locale)


def test_a_context_fills_only_its_own_entries(locale: dict[str, Path], tmp_path: Path) -> None:
    """``--context card``: the same English as a prompt keeps the prompt's own translation."""
    path = table(tmp_path, ("Draw a {age}.", "{age}을 드로우합니다.", "{age}をドローする。"))
    assert i18n_tool.main(["fill", str(path), "--context", "card"]) == 0
    ko = strings(locale["ko"])
    assert ko[("card", "Draw a {age}.")].strings == ["{age}을 드로우합니다."]
    assert ko[("prompt", "Draw a {age}.")].strings == ["old"] and "fuzzy" in ko[("prompt", "Draw a {age}.")].flags
    assert i18n_tool.main(["fill", str(path), "ko", "--context"]) == 2  # the context missing
