"""Adding a language is one file: ``tools/i18n.py new`` writes it, its translations are all it
needs, and every part of the game offers it — the look-ups, decisions and events, the terminal's
``--lang``, the web table's switch, its pages' texts, the lobby, the completeness check. Tried here
with a made-up language in a copy of the catalogues (docs/i18n.md, "Adding a language")."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from importlib.resources.abc import Traversable
from pathlib import Path

import pytest

import innovation.i18n as i18n
from innovation import Game, GameConfig
from innovation.i18n import CARD, language_names, languages, placeholders, translator, wording
from innovation.i18n.po import format_po, parse_po
from tests.tools.scripts import load_script

i18n_tool = load_script("i18n_tool", "tools/i18n.py")
MARK = "⟪eo⟫ "


def _clear_caches() -> None:
    i18n.languages.cache_clear()
    i18n._catalogue.cache_clear()
    i18n._context_texts.cache_clear()
    wording._templates.cache_clear()
    i18n._TRANSLATORS.clear()


@pytest.fixture
def esperanto(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of the shipped catalogues with one more language, made the way docs/i18n.md says:
    ``tools/i18n.py new eo Esperanto``, then every entry translated (here: marked)."""
    locale = tmp_path / "locale"
    shutil.copytree(i18n_tool.LOCALE, locale)
    monkeypatch.setattr(i18n_tool, "LOCALE", locale)
    monkeypatch.setattr(i18n_tool, "TEMPLATE", locale / "innovation.pot")
    i18n_tool.new("eo", "Esperanto", "nplurals=2; plural=(n != 1);")
    path = locale / "eo" / "LC_MESSAGES" / "innovation.po"
    messages = parse_po(path.read_text(encoding="utf-8"))
    for message in messages:
        if message.msgid:
            message.strings = [MARK + message.msgid] + [MARK + (message.msgid_plural or "")] * (
                len(message.strings) - 1
            )
    path.write_text(format_po(messages), encoding="utf-8")

    def locale_dir() -> Traversable:
        return locale  # a Path is a Traversable

    monkeypatch.setattr(i18n, "_locale_dir", locale_dir)
    monkeypatch.setattr(wording, "_locale_dir", locale_dir)
    _clear_caches()
    yield path
    _clear_caches()


def test_the_new_file_is_the_only_change(esperanto: Path) -> None:
    created = sorted(p.relative_to(esperanto.parents[2]) for p in esperanto.parents[2].rglob("*") if p.is_file())
    real = Path(i18n.__file__).parent / "locale"
    shipped = sorted(p.relative_to(real) for p in real.rglob("*") if p.is_file())
    assert sorted(set(created) - set(shipped)) == [Path("eo/LC_MESSAGES/innovation.po")]


def test_a_new_language_is_offered_everywhere(esperanto: Path) -> None:
    assert "eo" in languages() and language_names()["eo"] == "Esperanto"
    eo = translator("eo-XX")
    assert eo.lang == "eo" and eo.text("Draw a 1.", context=CARD) == MARK + "Draw a 1."
    assert eo.plural("{amount} card", "{amount} cards", 3, "cli", amount=3) == MARK + "3 cards"
    assert all(placeholders(v) == placeholders(k) for k, v in eo.texts("web").items())
    # decisions and events
    game = Game.new(GameConfig(players=("ann", "bob"), seed=1))
    view = wording.localized_view(game.view("ann"), game.rules, "eo")
    assert view.decision is not None and view.decision.prompt.startswith(MARK)
    # the completeness check sees it, complete
    assert i18n_tool.stats()["eo"][0] == i18n_tool.stats()["eo"][1] > 1000
    assert i18n_tool.check() == 0


def test_the_terminal_and_the_web_table_offer_it(
    esperanto: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from innovation.cli import main, play_cmd

    made: dict[str, object] = {}

    class Recording(play_cmd.TerminalGame):
        def run(self) -> int:
            made["lang"] = self.tr.lang
            return 0

    monkeypatch.setattr(play_cmd, "TerminalGame", Recording)
    assert main(["play", "--seed", "1", "--lang", "eo"]) == 0
    assert made["lang"] == "eo"

    from tests.requirements import require

    require("httpx", "Starlette's test client")
    from starlette.testclient import TestClient

    from innovation.web import create_app

    with TestClient(create_app(db=tmp_path / "games.sqlite3")) as client:
        assert client.get("/api/languages").json()["eo"] == "Esperanto"
        texts = client.get("/api/texts", headers={"accept-language": "eo"}).json()
        assert texts["lang"] == "eo" and texts["web"]["Add a seat"] == MARK + "Add a seat"
        lobby = client.get("/api/lobby?lang=eo").json()
        assert lobby["options"][0]["help"].startswith(MARK)
