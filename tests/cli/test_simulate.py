"""`innovation simulate`: the summary, its numbers and its JSON."""

from __future__ import annotations

import json
from typing import Any

import pytest

from innovation.cli import main
from innovation.cli.simulate_cmd import GameRecord, Summary, labels_for, simulate, wilson


def run_json(capsys: pytest.CaptureFixture[str], *args: str) -> Any:
    assert main(["simulate", "--json", "--no-progress", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_json_summary_of_heuristic_against_random(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "--games", "20", "--agents", "heuristic,random")
    assert data["games"] == data["completed"] == 20
    agents = {row["agent"]: row for row in data["agents"]}
    assert set(agents) == {"heuristic", "random"}
    assert agents["heuristic"]["games"] == 20
    assert agents["heuristic"]["wins"] + agents["random"]["wins"] >= 20
    assert agents["heuristic"]["win_rate"] >= 0.75
    lo, hi = agents["heuristic"]["ci95"]
    assert 0 <= lo <= agents["heuristic"]["win_rate"] <= hi <= 1
    seats = data["seats"]
    assert [row["seat"] for row in seats] == [1, 2]
    assert sum(data["end_reasons"].values()) == 20
    assert set(data["end_reasons"]) >= {"achievements", "score", "dogma"}
    assert data["turns"]["min"] <= data["turns"]["mean"] <= data["turns"]["max"]
    assert data["decisions"]["mean"] > data["turns"]["mean"]
    assert data["games_per_second"] > 0
    assert data["errors"] == 0


def test_same_seed_same_summary(capsys: pytest.CaptureFixture[str]) -> None:
    first = run_json(capsys, "--games", "6", "--agents", "random", "--seed", "40")
    second = run_json(capsys, "--games", "6", "--agents", "random", "--seed", "40")
    for key in ("agents", "seats", "end_reasons", "turns", "decisions"):
        assert first[key] == second[key]
    assert [row["agent"] for row in first["agents"]] == ["random#1", "random#2"]


def test_table_output_and_worker_processes(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "4", "--agents", "random", "--players", "3", "--jobs", "2"]) == 0
    out = capsys.readouterr().out
    for text in ("win rate", "95% CI", "seat 3", "End reasons", "games/second", "random#3"):
        assert text in out


def test_rotation_puts_every_agent_in_every_seat() -> None:
    seen: set[tuple[str, ...]] = set()
    simulate(3, ["random", "heuristic", "random"], players=3, on_game=lambda r: seen.add(r.seats))
    assert seen == {
        ("random#1", "heuristic", "random#2"),
        ("heuristic", "random#2", "random#1"),
        ("random#2", "random#1", "heuristic"),
    }
    fixed: set[tuple[str, ...]] = set()
    simulate(2, ["random", "heuristic"], rotate=False, on_game=lambda r: fixed.add(r.seats))
    assert fixed == {("random", "heuristic")}


def test_bad_agents_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "2", "--agents", "clever"]) == 2
    assert "unknown agent 'clever'" in capsys.readouterr().err
    assert main(["simulate", "--games", "2", "--agents", "random,random,random"]) == 2


def test_failed_games_are_counted_not_fatal() -> None:
    records = [
        GameRecord(seed=1, seats=("a", "b"), winners=(0,), reason="score", turns=10, decisions=30),
        GameRecord(seed=2, seats=("b", "a"), error="NotImplementedRuleError: X"),
    ]
    data = Summary(2, ["a", "b"], 2, 1, [], 1.0, records).to_dict()
    assert data["completed"] == 1 and data["errors"] == 1
    assert data["error_kinds"] == {"NotImplementedRuleError: X": 1}
    assert data["agents"][0]["wins"] == 1 and data["agents"][1]["wins"] == 0


def test_wilson_interval() -> None:
    assert wilson(0, 0) == (0.0, 1.0)
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-4) and hi == pytest.approx(0.5962, abs=1e-4)
    lo, hi = wilson(100, 100)
    assert hi == 1.0 and lo == pytest.approx(0.963, abs=1e-3)


def test_labels() -> None:
    assert labels_for(["heuristic", "random"]) == ["heuristic", "random"]
    assert labels_for(["random", "heuristic", "random"]) == ["random#1", "heuristic", "random#2"]
