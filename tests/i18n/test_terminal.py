"""``innovation play --lang``: the terminal in Korean and Japanese, and the locale's language by
default."""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console

from innovation import Game, GameConfig
from innovation.bots.agents import RandomAgent
from innovation.cli import main
from innovation.cli.play_cmd import TerminalGame, option_keys
from tests.cli.scripted import scripted_terminal


def play_screen(lang: str, answers: int = 60) -> str:
    game = Game.new(GameConfig(players=("you", "bot"), seed=11, expansions=("echoes",)))
    script = ["b", "l", "?", "h"] + ["1"] * answers
    ui, out = scripted_terminal(game, "you", script, bots={"bot": RandomAgent(3)}, lang=lang, prompt_end="\n")
    ui.run()
    return out.getvalue()


def english_words(text: str) -> set[str]:
    text = re.sub(r"innovation play --load \S+|innovation-save\.json|\[y/N\]", "", text)
    text = re.sub(r"\b[a-z]:[a-z0-9_]+", "", text)  # an action's key (d:writing): a card id to type, not a word
    return set(re.findall(r"\b[a-z]{4,}\b", text))


@pytest.mark.parametrize(
    "lang, words", [("ko", ["당신의 존", "손 (", "영향력 점수"]), ("ja", ["あなたの場", "手札（", "得点："])]
)
def test_the_terminal_speaks_the_language(lang: str, words: list[str]) -> None:
    screen = play_screen(lang)
    for word in words:
        assert word in screen
    # Lower-case English words left are the bot's and the sets' names only (card names are
    # capitalised; they stay the English keys).
    assert english_words(screen) <= {"echoes", "base"}, sorted(english_words(screen))[:20]


def test_english_stays_english() -> None:
    screen = play_screen("en", answers=5)
    assert "Your board" in screen and "Hand (" in screen


def test_a_language_not_on_offer_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--seed", "1", "--lang", "tlh"]) == 2
    assert "choose one of: en, ja, ko" in capsys.readouterr().err


def test_the_locale_chooses_the_language(monkeypatch: pytest.MonkeyPatch) -> None:
    from innovation.cli import play_cmd

    made: dict[str, object] = {}

    class Recording(play_cmd.TerminalGame):
        def run(self) -> int:
            made["lang"] = self.tr.lang
            return 0

    monkeypatch.setattr(play_cmd, "TerminalGame", Recording)
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    monkeypatch.delenv("LANGUAGE", raising=False)
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    assert main(["play", "--seed", "1"]) == 0
    from_locale = made.pop("lang")
    assert main(["play", "--seed", "1", "--lang", "ko-KR"]) == 0
    assert (from_locale, made["lang"]) == ("ja", "ko")


@pytest.mark.parametrize("lang", ["ko", "ja"])
def test_a_whole_game_in_the_terminal_reads_in_the_language(lang: str) -> None:
    """A full game through the terminal, a heuristic bot typing the numbers for the human: every
    line, the result and the standings included, is in the language (names aside)."""
    from innovation.bots.agents import HeuristicAgent

    game = Game.new(GameConfig(players=("you", "bot"), seed=21, expansions=("echoes",)))
    out = io.StringIO()
    typist = HeuristicAgent()

    def read(prompt: str) -> str:
        out.write(prompt + "\n")
        decision = game.pending
        if decision is None:
            raise EOFError
        # The key the terminal shows before the option (a number; an action's own key, dr, m:<card> …).
        return option_keys(decision)[decision.options.index(typist.choose(game, decision))]

    ui = TerminalGame(
        game,
        "you",
        {"bot": HeuristicAgent()},
        console=Console(file=out, width=140, color_system=None),
        read=read,
        lang=lang,
    )
    assert ui.run() == 0 and game.over
    screen = out.getvalue()
    assert english_words(screen) <= {"echoes", "base"}, sorted(english_words(screen))[:20]
    end = screen[screen.rindex("━" if "━" in screen else "─") :]
    assert "you" in end and "bot" in end and not re.search(r"\b(won|points?|achievements?)\b", end)
