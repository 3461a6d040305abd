"""The web load test (benchmarks/bench_web.py) runs: a few concurrent games end to end, no error,
no lost game. (The 50-game run with its numbers is a benchmark, not a timed test.)"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from tests.requirements import require

require("websockets", "the web extra")
require("httpx")

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_web.py"


def test_concurrent_games_through_the_api_all_finish(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    spec = importlib.util.spec_from_file_location("bench_web", BENCH)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "bench_web", bench)  # dataclasses look their module up there
    spec.loader.exec_module(bench)
    assert bench.main(["--games", "4", "--time-limit", "120", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["finished"] == summary["stored_over"] == 4 and summary["lost"] == 0 and summary["errors"] == 0
    assert summary["decisions"] > 4 * 20 and summary["client_answers"] > 0
