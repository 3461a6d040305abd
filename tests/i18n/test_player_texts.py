"""The texts around the game in the player's language: Korean particles, how a game ended, the
errors a player causes, the rule options and the lobby (docs/i18n.md)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from innovation import Game, GameConfig
from innovation.errors import IllegalAnswerError, WrongPlayerError
from innovation.i18n import translator
from innovation.i18n.particles import final_consonant, korean_particles
from innovation.i18n.wording import ERROR, localized_error, localized_result, result_line
from innovation.options import RULE_OPTIONS
from innovation.rules.state import Result

HANGUL = re.compile(r"[\uac00-\ud7a3]")
KANA = re.compile(r"[\u3040-\u30ff]")
#: Japanese: kana or kanji (a label may be one kanji: 版).
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


@pytest.mark.parametrize(
    "text, said",
    [
        ("농업을(를) 가져옴", "농업을 가져옴"),  # 업: a final consonant
        ("사과을(를) 가져옴", "사과를 가져옴"),  # 과: none
        ("Agriculture을(를) 가져옴", "Agriculture를 가져옴"),  # 아그리컬처
        ("Metalworking을(를)", "Metalworking을"),  # -ng
        ("The Wheel이(가) 있다", "The Wheel이 있다"),  # 휠
        ("Tools은(는)", "Tools는"),  # 툴스
        ("Clothing (1, 초록)을(를)", "Clothing을"[:-1] + " (1, 초록)을"),  # the parenthesis is skipped
        ("2이(가)", "2가"),  # 이
        ("3을(를)", "3을"),  # 삼
        ("서울(으)로", "서울로"),  # ㄹ takes 로
        ("집(으)로", "집으로"),
        ("bob과(와) ann", "bob과 ann"),  # 밥
        ("aucun choix", "aucun choix"),  # nothing to choose
    ],
)
def test_korean_particles_follow_the_word_before_them(text: str, said: str) -> None:
    assert korean_particles(text) == said


def test_a_korean_translation_gets_its_particles_when_filled() -> None:
    ko = translator("ko")
    assert ko.text("Keep {name} on display", "prompt", name="Agriculture") == "Agriculture를 전시에 남김"
    assert ko.text("Keep {name} on display", "prompt", name="Bronze Age") == "Bronze Age를 전시에 남김"
    assert ko.text("Keep {name} on display", "prompt", name="Sailing") == "Sailing을 전시에 남김"
    assert "(를)" not in ko.text("{player} reveals {color}.", "ui", player="ann", color="빨간색")
    assert final_consonant("빨간색") == "ㄱ" and final_consonant("노랑") == "ㅇ" and final_consonant("파랑 ") == "ㅇ"


def finished(seed: int = 4) -> Game:
    from innovation.bots.agents import HeuristicAgent

    game = Game.new(GameConfig(players=("ann", "bob"), seed=seed))
    agents = {"ann": HeuristicAgent(), "bob": HeuristicAgent()}
    while game.pending is not None:
        decision = game.pending
        game.answer(decision.player, agents[decision.player].choose(game, decision))
    return game


@pytest.mark.parametrize("lang, script", [("ko", HANGUL), ("ja", JAPANESE)])
def test_how_a_game_ended_in_the_language(lang: str, script: re.Pattern[str]) -> None:
    result = finished().result
    assert result is not None
    line = result_line(result, lang)
    assert script.search(line) and result.winners[0] in line
    assert not re.search(r"\b(won|achievements|needed|score)\b", line), line
    assert result_line(result, "en") == result.describe()
    local = localized_result(result, lang)
    assert (local.winners, local.reason, local.scores) == (result.winners, result.reason, result.scores)
    for reason, detail in [
        ("achievements", "6 achievements (needed 6)"),
        ("score", "a draw went past age 10"),
        ("turn_limit", "stopped at the limit of 500 turns"),
        ("dogma", "last player remaining"),
    ]:
        made = Result(
            winners=[] if reason == "turn_limit" else ["ann"], reason=reason, scores={}, achievements={}, detail=detail
        )  # type: ignore[arg-type]
        worded = result_line(made, lang)
        assert script.search(worded) and not re.search(r"[A-Za-z]{3,}", worded.replace("ann", "")), worded


@pytest.mark.parametrize("lang, script", [("ko", HANGUL), ("ja", JAPANESE)])
def test_errors_players_cause_are_worded_in_their_language(lang: str, script: re.Pattern[str]) -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=2))
    decision = game.pending
    assert decision is not None
    other = "bob" if decision.player == "ann" else "ann"
    with pytest.raises(WrongPlayerError) as wrong:
        game.answer(other, decision.options[0])
    assert str(wrong.value) == f"it is {decision.player}'s decision, not {other!r}'s"  # embedders: English
    worded = localized_error(wrong.value, lang)
    assert script.search(worded) and decision.player in worded and "decision" not in worded
    with pytest.raises(IllegalAnswerError) as illegal:
        game.answer(decision.player, "fly to the moon")
    worded = localized_error(illegal.value, lang)
    # the prompt quoted in the message is translated too
    assert script.search(worded) and "fly to the moon" in worded
    assert not re.search(r"[A-Za-z]{4,}", worded.replace("fly to the moon", "").replace(decision.player, ""))
    assert localized_error(ValueError("nothing like it"), lang) == "nothing like it"
    assert localized_error(wrong.value, "en") == str(wrong.value)
    assert translator(lang).texts(ERROR)  # the web table sends these


@pytest.mark.parametrize("lang, script", [("ko", HANGUL), ("ja", JAPANESE)])
def test_rule_options_and_the_lobby_in_the_language(lang: str, script: re.Pattern[str]) -> None:
    from innovation.web.lobby import lobby_info

    lobby = lobby_info(lang)
    for option in lobby.options:
        assert script.search(option.help) and script.search(option.label), option.name
        assert set(option.value_labels) == set(option.values)
    assert all(script.search(v) for o in lobby.options for v in o.value_labels.values())
    assert all(script.search(b.description) for b in lobby.bots)
    assert all(script.search(e.description) for e in lobby.expansions)
    english = lobby_info()
    assert [o.help for o in english.options] == [o.help for o in RULE_OPTIONS if o.in_options]


def test_the_terminal_help_gives_the_rule_options_in_the_language(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from innovation.cli import main
    from innovation.cli.common import help_language

    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    assert help_language([]) == "ja" and help_language(["play", "--lang", "ko"]) == "ko"
    assert help_language(["play", "--lang=en"]) == "en" and help_language(["--lang", "tlh"]) == "ja"
    monkeypatch.setattr("sys.argv", ["innovation", "play", "--lang", "ko", "--help"])
    with pytest.raises(SystemExit):
        main(["play", "--lang", "ko", "--help"])
    shown = capsys.readouterr().out
    relics = translator("ko").text(next(o for o in RULE_OPTIONS if o.name == "relics").help, "option")
    assert relics.split()[0] in shown and "(artifacts 필요)" in shown


def test_the_web_texts_endpoint(tmp_path: Path) -> None:
    from tests.requirements import require

    require("httpx", "Starlette's test client")
    from starlette.testclient import TestClient

    from innovation.web import create_app

    with TestClient(create_app(db=tmp_path / "games.sqlite3")) as client:
        ko = client.get("/api/texts", headers={"accept-language": "ko-KR"})
        assert ko.status_code == 200 and ko.headers["content-language"] == "ko"
        body = ko.json()
        assert body["lang"] == "ko" and body["web"]["Add a seat"] == "자리 추가" and body["name"]["red"]
        assert client.get("/api/texts").json() == {"lang": "en", "web": {}, "name": {}}
        assert client.get("/api/texts?lang=tlh").status_code == 400
        lobby = client.get("/api/lobby?lang=ja").json()
        assert KANA.search(lobby["options"][0]["help"])
        refused = client.post("/api/games", json={"seats": [{"name": "ann"}]}, headers={"accept-language": "ja"})
        assert refused.status_code == 400
        said = refused.json()
        assert said["error"].startswith("Innovation is for") and KANA.search(said["message"])
