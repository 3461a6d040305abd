"""The AI benchmarks (benchmarks/bench_ai.py, bench_ismcts.py) run and report a number for every wrapper and agent."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.requirements import require

ROOT = Path(__file__).resolve().parents[2]


def test_bench_ai_smoke() -> None:
    """The step ÷ decision ratio for every configuration, every wrapper's rate, the pieces and sizes."""
    for module in ("numpy", "gymnasium", "pettingzoo", "pyspiel"):
        require(module, "the ai and openspiel extras")
    done = subprocess.run(
        [
            *(sys.executable, "benchmarks/bench_ai.py", "--games", "1", "--repeats", "1", "--steps", "40"),
            *("--example-episodes", "3", "--example-evaluation", "2", "--json"),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    report = json.loads(done.stdout)
    assert set(report["ratio"]) == {
        *("2p base", "2p all sets", "4p all sets"),
        *("2p base 4th", "5p base 4th", "2p all sets 4th", "2p cities+echoes 4th"),
    }
    for name, row in report["ratio"].items():
        if "not_playable" in row:  # a 4th-edition set still being written, and only that
            assert name == "2p all sets 4th" and "4th edition" in row["not_playable"]
            continue
        assert row["step_over_decision"] > 0 and row["env_steps_per_cpu_second"] > 0
    assert "not_playable" not in report["ratio"]["2p base 4th"]
    assert "not_playable" not in report["ratio"]["2p cities+echoes 4th"]
    rates = report["steps_per_second"]
    assert set(rates) == {
        "pettingzoo_aec_base",
        "gymnasium_vs_random",
        "gymnasium_vs_heuristic",
        "openspiel_with_information_state",
    }
    assert all(isinstance(v, float) and v > 0 for v in rates.values())
    for section in ("answers_2p_base", "answers_2p_base_4th"):
        costs = report[section]
        assert all(costs[f"{wording}_answer_over_decision"] > 0 for wording in ("worded", "unworded", "bare"))
    assert report["sizes"]["compact_observation"] == 573
    assert report["pieces_base"]["compact_us"] > 0 and report["pieces_base_4th"]["compact_us"] > 0
    assert report["pieces_base"]["compact_kept_us"] > 0 and report["pieces_base_4th"]["compact_kept_us"] > 0
    assert report["sizes"]["compact_observation_4th"] == 795
    assert len(report["load_average"]) == 2 and report["target_step_over_decision"] == 3.0
    example = report["example"]
    assert example["episodes"] == 3 and 0 <= example["win_rate_after"] <= 1


def test_bench_ismcts_smoke() -> None:
    """The budget benchmark times every decision of every agent (in-process: no extra needed)."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        import bench_ismcts
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))
    report = bench_ismcts.measure(["ismcts:iterations=4", "random"], games=2, seed=3, expansions=())
    assert set(report) == {"ismcts:iterations=4", "random"}
    for row in report.values():
        assert row["decisions"] >= row["turn_actions_with_a_choice"] > 0
        assert row["cpu_ms_per_decision_max"] >= row["cpu_ms_per_decision"] >= 0
