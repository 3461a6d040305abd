"""The Ray backend on a real local Ray instance: the same rows, byte for byte, as the local one."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from innovation import GameConfig
from innovation.cli import main
from innovation.simulation import open_sink, simulate

from ..requirements import require

pytestmark = pytest.mark.ray

THREE = GameConfig(players=("ann", "bob", "cat"), seed=900)


@pytest.fixture(scope="module")
def ray() -> Iterator[ModuleType]:
    """One small instance for the module: two CPUs, no dashboard, a small object store."""
    ray = require("ray", "the ray extra: pip install -e '.[ray]'")
    ray.init(
        num_cpus=2,
        include_dashboard=False,
        log_to_driver=False,
        logging_level=logging.WARNING,
        object_store_memory=80 * 1024 * 1024,
    )
    try:
        yield ray
    finally:
        ray.shutdown()


def records_of(path: Path, **options: object) -> bytes:
    sink = open_sink(path)
    try:
        simulate(10, ["heuristic", "random"], THREE, records=sink, **options)  # type: ignore[arg-type]
    finally:
        sink.close()
    return path.read_bytes()


def test_ray_and_local_backends_write_byte_identical_records(ray: ModuleType, tmp_path: Path) -> None:
    local = records_of(tmp_path / "local.jsonl", jobs=2)
    on_ray = records_of(tmp_path / "ray.jsonl", backend="ray", jobs=2)
    assert on_ray == local
    assert local.count(b"\n") == 10
    assert ray.is_initialized()  # an instance the caller started is left running


def test_simulate_on_ray_from_the_command_line(ray: ModuleType, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--backend", "ray", "--games", "6", "--agents", "random", "--json", "--seed", "4"]) == 0
    on_ray = json.loads(capsys.readouterr().out)
    assert on_ray["backend"] == "ray" and on_ray["workers"] == 2 and on_ray["games"] == 6
    assert main(["simulate", "--games", "6", "--agents", "random", "--json", "--seed", "4", "--jobs", "1"]) == 0
    local = json.loads(capsys.readouterr().out)
    for key in ("agents", "seats", "first_player", "turn_order", "end_reasons", "turns", "decisions", "cards"):
        assert on_ray[key] == local[key]
