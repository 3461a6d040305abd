"""The AI benchmark (benchmarks/bench_ai.py) runs and reports a rate for every wrapper."""

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
