"""`innovation play` driven through a pseudo-terminal like a person at the keyboard."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from innovation import Game

from .pty_session import PtySession

QUESTION = r"Enter 1-(\d+),.*?choice> |(Enter the key shown before an option),.*?choice> |Game over — "
#: An action's key at the start of its option line: ``dr``, ``m:<card>``, ``d:<card>``, ``a:<value>``.
ACTION_KEY = re.compile(r"^ +([a-z]+(?::[\w-]+)?)\. ", re.MULTILINE)


def answer(session: PtySession, match: re.Match[str], block: str, rnd: random.Random) -> None:
    """A random valid key: a number, or one of the action keys shown before the options."""
    if match.group(1) is not None:
        session.send(str(rnd.randint(1, int(match.group(1)))))
    else:
        question = block[block.rindex("Choose your") :]  # the option lines after the turn's prompt
        keys = ACTION_KEY.findall(question)
        assert keys, question
        session.send(rnd.choice(keys))


def play_to_the_end(session: PtySession, rnd: random.Random, limit: int = 2000) -> int:
    """Answer every question with a random valid key until the game ends; return the count."""
    for answered in range(limit):
        start = session.pos
        match = session.expect(QUESTION, timeout=90)
        if match.group(1) is None and match.group(2) is None:
            return answered
        answer(session, match, match.string[start : match.start()], rnd)
    raise AssertionError("the game did not end")


def test_a_person_can_finish_a_game_against_a_bot() -> None:
    session = PtySession(["play", "--seed", "11", "--bots", "random"])
    try:
        answered = play_to_the_end(session, random.Random(1))
        assert session.wait() == 0
    finally:
        session.close()
    text = session.text
    assert answered > 10
    assert "Choose the card to meld to start the game" in text
    assert "Your board" in text and "Opponents" in text and "Hand (" in text
    assert re.search(r"Result: \w+ won \((achievements|score|dogma)", text)
    assert "You win!" in text or "You lose." in text or "You share the win!" in text


def test_bad_input_reprompts_and_card_text_is_one_key_away() -> None:
    session = PtySession(["play", "--seed", "5", "--bots", "random", "--players", "3", "--seat", "2"])
    try:
        session.expect(r"Enter 1-2,.*?choice> ")  # the opening meld: two cards in hand
        session.send("banana")
        session.expect(r"'banana' is not an option\. Enter a number from 1 to 2.*?choice> ")
        session.send("7")
        session.expect(r"'7' is not an option.*?choice> ")
        session.send("?")
        session.expect(r"icons: .*?•.*?choice> ")
        session.send("?agriculture")
        session.expect(r"Agriculture \(1\) — base, yellow.*?leaf.*?choice> ")
        session.send("h")
        session.expect(r"Type the key of an option.*?choice> ")
        session.send("1")
        session.expect(r"Choose your (first|last) action.*?choice> ")
        session.send("b")
        session.expect(r"Your board.*?Choose your (first|last) action.*?choice> ")
        session.send("q")
        session.expect(r"Save the game before quitting\? \[y/N\] ")
        session.send("n")
        assert session.wait() == 130
    finally:
        session.close()


def test_ctrl_c_offers_to_save_and_the_game_continues_from_the_file(tmp_path: Path) -> None:
    save = tmp_path / "mine.json"
    session = PtySession(["play", "--seed", "3", "--bots", "random"], cwd=tmp_path)
    rnd = random.Random(2)
    try:
        for _ in range(6):
            start = session.pos
            match = session.expect(QUESTION)
            assert match.group(1) is not None or match.group(2) is not None
            answer(session, match, match.string[start : match.start()], rnd)
        session.expect(r"choice> ")
        session.interrupt()
        session.expect(r"Interrupted\..*?Save the game before quitting\? \[y/N\] ")
        session.send("y")
        session.expect(r"File \[innovation-save\.json\]: ")
        session.send(str(save))
        session.expect(r"Saved to .*mine\.json")
        assert session.wait() == 0
    finally:
        session.close()
    game = Game.from_json(save.read_text())
    assert game.pending is not None and game.pending.player == "player"

    resumed = PtySession(["play", "--load", str(save), "--bots", "random"], cwd=tmp_path)
    try:
        play_to_the_end(resumed, rnd)
        assert resumed.wait() == 0
    finally:
        resumed.close()
    assert "Game over" in resumed.text


@pytest.mark.parametrize("args", [["--seat", "3"], ["--bots", "nobody"], ["--load", "missing.json"]])
def test_bad_arguments_are_clear_errors(args: list[str], tmp_path: Path) -> None:
    session = PtySession(["play", *args], cwd=tmp_path)
    try:
        assert session.wait() == 2
    finally:
        session.close()
    assert "play:" in session.text
