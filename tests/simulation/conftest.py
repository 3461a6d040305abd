"""A small shared simulation run whose rows the record and replay tests read."""

from __future__ import annotations

from pathlib import Path

import pytest

from innovation import GameConfig
from innovation.simulation import GameRecord, open_sink, read_records, simulate


@pytest.fixture(scope="session")
def mixed_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[GameRecord]]:
    """12 three-player games (heuristic and random bots) on two workers, written as JSON Lines."""
    path = tmp_path_factory.mktemp("records") / "mixed.jsonl"
    sink = open_sink(path)
    try:
        simulate(12, ["heuristic", "random"], GameConfig(players=("ann", "bob", "cat"), seed=300), jobs=2, records=sink)
    finally:
        sink.close()
    return path, list(read_records(path))
