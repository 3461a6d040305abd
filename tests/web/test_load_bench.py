"""The web load test (benchmarks/bench_web.py) runs: a few concurrent games end to end, no error,
no lost game. (The 50-game run with its numbers is a benchmark, not a timed test.)"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.requirements import require

require("websockets", "the web extra")
require("httpx")

ROOT = Path(__file__).resolve().parents[2]


def test_concurrent_games_through_the_api_all_finish() -> None:
    run = subprocess.run(
        [sys.executable, "benchmarks/bench_web.py", "--games", "4", "--time-limit", "120", "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    summary = json.loads(run.stdout.strip().splitlines()[-1])
    assert summary["finished"] == summary["stored_over"] == 4 and summary["lost"] == 0 and summary["errors"] == 0
    assert summary["decisions"] > 4 * 20 and summary["client_answers"] > 0
