"""Words a player reads: counts in the singular for one, expansion blurbs written for players
(no file or section a player cannot open), the same word for a thing everywhere (see also
test_play_screen.py's icon names and test_simulate.py's card names)."""

from __future__ import annotations

import re
from pathlib import Path

from innovation import Game, GameConfig, RandomAgent, play
from innovation.cli import main
from innovation.cli.common import final_standings
from innovation.rules.labels import counted
from innovation.rules.state import Result

from ..requirements import require

ROOT = Path(__file__).resolve().parents[2]
#: A count spliced before a plural noun in an f-string: f"Score {count} cards" reads "1 cards".
SPLICED_COUNT = re.compile(r"\{(count|n|need|half|number|total|len\([^)]*\))\} (cards|achievements|points|relics)\b")


def test_counted_says_one_in_the_singular() -> None:
    assert counted(1, "achievement") == "1 achievement"
    assert counted(0, "card") == "0 cards"
    assert counted(2, "relic") == "2 relics"
    assert counted(1, "child", "children") == "1 child" and counted(3, "child", "children") == "3 children"


def test_final_standings_count_in_the_singular_for_one() -> None:
    result = Result(winners=["ann"], reason="score", scores={"ann": 1, "bob": 20}, achievements={"ann": 1, "bob": 0})
    assert final_standings(result, ["ann", "bob"]) == ["ann: 1 point, 1 achievement", "bob: 20 points, 0 achievements"]


def test_demo_prints_no_plural_after_one(capsys: object) -> None:
    for seed in range(1, 4):
        assert main(["demo", "--seed", str(seed), "--quiet"]) == 0
    out = capsys.readouterr().out  # type: ignore[attr-defined]
    assert "achievement" in out
    assert not re.search(r"\b1 (points|achievements|turns|decisions)\b", out)


def test_card_prompts_and_commands_count_with_counted() -> None:
    """No card prompt or command splices a count before a plural noun unless the singular has a
    text of its own (``if count == 1: prompt = "Score a card …"``, so that each stays a whole
    template the catalogues translate) or the count is never one (said so just before: "never 1").
    Commands use ``counted``."""
    offenders = []
    for folder in ("plugins", "src/innovation/cli", "src/innovation_soak"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            lines = path.read_text().splitlines()
            for k, line in enumerate(lines):
                found = SPLICED_COUNT.search(line)
                if found is None:
                    continue
                singular = f"if {found.group(1)} == 1:"
                if any(singular in later for later in lines[k + 1 : k + 4]) or any(
                    "never 1" in before for before in lines[max(0, k - 3) : k]
                ):
                    continue
                offenders.append(f"{path.relative_to(ROOT)}:{k + 1}: {line.strip()}")
    assert offenders == []


def test_a_game_played_to_the_end_logs_no_plural_after_one() -> None:
    for seed in range(6):
        game = Game.new(GameConfig(players=("ann", "bob", "cat"), seed=seed, expansions=("artifacts", "echoes")))
        play(game, [RandomAgent(seed * 3 + k) for k in range(3)])
        texts = [event.text for event in game.events]
        texts += [game.result.describe()] if game.result else []
        wrong = [t for t in texts if re.search(r"\b1 (cards|achievements|points|relics)\b", t)]
        assert wrong == [], wrong[:5]


def test_lobby_blurbs_are_written_for_players() -> None:
    require("starlette", "the web extra")
    from innovation.web.lobby import lobby_info

    blurbs = {e.name: e.description for e in lobby_info().expansions}
    assert {"artifacts", "echoes", "cities"} <= set(blurbs)
    for name, text in blurbs.items():
        # No rules file, section sign or developer wording a player cannot follow.
        assert not re.search(r"\.md\b|§|\bplugin\b|RULES", text), (name, text)
        assert 40 < len(text) < 400, (name, text)
