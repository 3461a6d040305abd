"""The AI benchmarks (benchmarks/bench_ai.py, bench_ismcts.py) run and report a number for every wrapper and agent."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.requirements import require

ROOT = Path(__file__).resolve().parents[2]


def test_bench_ai_smoke() -> None:
    for module in ("numpy", "gymnasium", "pettingzoo", "pyspiel"):
        require(module, "the ai and openspiel extras")
    done = subprocess.run(
        [sys.executable, "benchmarks/bench_ai.py", "--steps", "40", "--repeats", "1", "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    report = json.loads(done.stdout)
    rates = report["steps_per_second"]
    assert set(rates) == {"pettingzoo_aec", "gymnasium_vs_random", "gymnasium_vs_heuristic", "openspiel"}
    assert all(isinstance(v, float) and v > 0 for v in rates.values())


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
