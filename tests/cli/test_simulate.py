"""`innovation simulate`: the summary, its numbers and its JSON; progress; Ctrl-C; records."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from innovation import GameConfig
from innovation.cli import main
from innovation.rules.plugins import build_rules
from innovation.simulation import read_records, simulate

from ..requirements import require
from .pty_session import ROOT, PtySession


def run_json(capsys: pytest.CaptureFixture[str], *args: str, status: int = 0) -> Any:
    assert main(["simulate", "--json", *args]) == status
    return json.loads(capsys.readouterr().out)


def test_json_summary_of_heuristic_against_random(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "--games", "20", "--agents", "heuristic,random", "--jobs", "2")
    assert data["games"] == data["completed"] == data["requested"] == 20
    assert data["interrupted"] is False and data["backend"] == "local" and data["workers"] == 2
    agents = {row["agent"]: row for row in data["agents"]}
    assert set(agents) == {"heuristic", "random"}
    assert agents["heuristic"]["games"] == 20
    assert agents["heuristic"]["wins"] + agents["random"]["wins"] >= 20
    assert agents["heuristic"]["win_rate"] >= 0.75
    lo, hi = agents["heuristic"]["ci95"]
    assert 0 <= lo <= agents["heuristic"]["win_rate"] <= hi <= 1
    assert [row["seat"] for row in data["seats"]] == [1, 2]
    assert sum(data["end_reasons"].values()) == 20
    assert set(data["end_reasons"]) >= {"achievements", "score", "dogma"}
    assert data["turns"]["min"] <= data["turns"]["mean"] <= data["turns"]["max"]
    assert data["decisions"]["mean"] > data["turns"]["mean"]
    assert data["games_per_second"] > 0
    assert data["errors"] == 0
    # Turn order: every game has exactly one first and one second player.
    first, second = data["turn_order"]
    assert first["order"] == 1 and first["games"] == second["games"] == 20
    assert data["first_player"]["wins"] == first["wins"]
    assert data["first_player"]["advantage"] == pytest.approx(first["wins"] / 20 - 0.5, abs=1e-4)
    by_agent = {(row["agent"], row["order"]): row["games"] for row in data["agent_turn_order"]}
    assert by_agent["heuristic", 1] + by_agent["heuristic", 2] == 20
    assert len(data["cards"]) == 10  # --top defaults to 10


def test_same_seed_same_summary_on_any_number_of_workers(capsys: pytest.CaptureFixture[str]) -> None:
    first = run_json(capsys, "--games", "6", "--agents", "random", "--seed", "40", "--jobs", "1")
    second = run_json(capsys, "--games", "6", "--agents", "random", "--seed", "40", "--jobs", "2")
    for key in ("agents", "seats", "first_player", "turn_order", "end_reasons", "turns", "decisions", "cards"):
        assert first[key] == second[key]
    assert [row["agent"] for row in first["agents"]] == ["random#1", "random#2"]


def test_table_output(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "4", "--agents", "random", "--players", "3", "--jobs", "2", "--top", "3"]) == 0
    out = capsys.readouterr().out
    for text in ("win rate", "95% CI", "seat 3", "3rd to play", "First-player advantage", "End reasons"):
        assert text in out
    for text in ("games/second", "random#3", "activated it most", "2 workers"):
        assert text in out


def test_the_card_table_names_cards_as_players_know_them(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "200")  # one line per row
    args = ("--games", "3", "--agents", "random", "--jobs", "1", "--top", "0", "--expansions", "echoes")
    cards = [row["card"] for row in run_json(capsys, *args)["cards"]]
    assert main(["simulate", *args, "--no-progress"]) == 0
    table = capsys.readouterr().out.split("activated it most", 1)[1]
    names = build_rules(("echoes",)).cards
    shown = [line.split("│")[1].strip() for line in table.splitlines() if line.count("│") > 2]
    assert shown and len(shown) == len(cards)
    assert set(shown) == {names[card].name for card in cards}  # "Bangle", "Chopsticks", not their ids
    assert any(names[card].name != card for card in cards)


def test_rotation_puts_every_agent_in_every_seat() -> None:
    seen: set[tuple[str, ...]] = set()
    three = GameConfig(players=("ann", "bob", "cat"))
    simulate(3, ["random", "heuristic", "random"], three, jobs=1, on_record=lambda r: seen.add(tuple(r.agents)))
    assert seen == {
        ("random#1", "heuristic", "random#2"),
        ("heuristic", "random#2", "random#1"),
        ("random#2", "random#1", "heuristic"),
    }
    fixed: set[tuple[str, ...]] = set()
    simulate(2, ["random", "heuristic"], rotate=False, jobs=1, on_record=lambda r: fixed.add(tuple(r.agents)))
    assert fixed == {("random", "heuristic")}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--agents", "clever"], "unknown agent 'clever' (known: "),
        (["--agents", "random,random,random"], "3 agents for 2 seats"),
        (["--games", "0"], "--games must be at least 1"),
        (["--top", "-1"], "--top must be 0"),
        (["--jobs", "0"], "jobs must be at least 1"),
        (["--address", "auto"], "--address needs --backend ray"),
        (["--records", "out.csv"], "must end in .jsonl or .parquet"),
        (["--records", "no/such/dir/r.jsonl"], "no such directory"),
        (["--expansions", "cities2"], "cities2"),
        (["--max-decisions", "0"], "max_decisions must be at least 1"),
    ],
)
def test_bad_arguments_are_refused_before_any_game(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(["simulate", "--games", "2", *args]) == 2
    assert message in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []  # no records file was started


def test_failed_games_are_counted_and_set_the_exit_status(capsys: pytest.CaptureFixture[str]) -> None:
    # A decision limit far below any game's length makes every game fail; the run still ends.
    data = run_json(capsys, "--games", "3", "--agents", "random", "--max-decisions", "5", "--jobs", "1", status=1)
    assert data["completed"] == 0 and data["errors"] == 3
    assert data["error_kinds"] == {"DecisionLimitError: still going after 5 decisions: abandoned": 3}


def test_progress_lines_when_not_a_terminal_and_none_with_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "20", "--agents", "random", "--jobs", "1"]) == 0
    err = capsys.readouterr().err
    lines = [line for line in err.splitlines() if line.startswith("simulate: ")]
    assert lines[-1].startswith("simulate: 20/20 games (") and 2 <= len(lines) <= 11
    assert "\x1b" not in err  # no terminal control codes into a log file
    assert main(["simulate", "--games", "4", "--agents", "random", "--json"]) == 0
    captured = capsys.readouterr()
    assert captured.err == "" and json.loads(captured.out)["games"] == 4
    assert main(["simulate", "--games", "4", "--agents", "random", "--no-progress"]) == 0
    assert capsys.readouterr().err == ""


def test_live_bar_on_a_terminal_then_ctrl_c_keeps_what_finished(tmp_path: Path) -> None:
    """A person at a terminal: the bar moves; Ctrl-C (to the whole process group, workers
    included) stops the run, and the finished games are summed up and written."""
    records = tmp_path / "r.jsonl"
    session = PtySession(
        ["simulate", "--games", "3000", "--agents", "random", "--jobs", "2", "--records", str(records)]
    )
    try:
        session.expect(r"simulating.*?(\d+)/3000", timeout=60)
        session.expect(r"games/s", timeout=30)
        _wait_for_rows(records, 20)
        session.interrupt()
        session.expect(r"\(interrupted\)", timeout=60)
        status = session.wait(timeout=60)
    finally:
        session.close()
    text = session.text
    assert status == 130, text[-2000:]
    assert "Traceback" not in text, text[-3000:]
    rows = list(read_records(records))
    assert 20 <= len(rows) < 3000
    assert f"interrupted: {len(rows)} of 3000 games finished; their records are in {records}" in text.replace("\n", "")
    assert f"{len(rows)} of 3000 games, 2 players (interrupted)" in text


@pytest.mark.parametrize(("jobs", "signum"), [("1", signal.SIGINT), ("2", signal.SIGINT), ("2", signal.SIGTERM)])
def test_a_stop_signal_keeps_and_reports_what_finished(jobs: str, signum: signal.Signals, tmp_path: Path) -> None:
    """SIGINT or SIGTERM to the simulate process alone (as `kill`, `timeout` or a job scheduler
    sends it): its JSON summary counts exactly the rows it wrote, every row is whole, and the
    status says interrupted."""
    records = tmp_path / "r.jsonl"
    args = ["simulate", "--games", "3000", "--agents", "random", "--json", "--jobs", jobs, "--records", str(records)]
    proc = subprocess.Popen(
        [sys.executable, "-m", "innovation", *args],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        _wait_for_rows(records, 20)
        os.kill(proc.pid, signum)
        out, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 130, err
    assert "Traceback" not in err, err
    data = json.loads(out)
    rows = list(read_records(records))
    assert data["interrupted"] is True and data["requested"] == 3000
    assert data["games"] == len(rows) >= 20
    assert len({row.game for row in rows}) == len(rows)
    assert f"interrupted: {len(rows)} of 3000 games finished" in err


def _wait_for_rows(path: Path, count: int, timeout: float = 120.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if path.exists() and path.read_bytes().count(b"\n") >= count:
            return
        time.sleep(0.05)
    raise TimeoutError(f"{path} did not reach {count} rows")


def test_parquet_records_from_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    require("pyarrow", "the parquet extra")
    path = tmp_path / "runs.parquet"
    data = run_json(capsys, "--games", "5", "--agents", "random", "--jobs", "8", "--records", str(path))
    assert data["workers"] == 5  # never more workers than games
    rows = list(read_records(path))
    assert [row.game for row in rows] == list(range(5))
    assert main(["replay", "--from-records", str(path), "--game", "3", "--quiet"]) == 0
    assert "replays as recorded" in capsys.readouterr().out
