""":func:`simulate`: many seeded games between agents, on any backend, as rows and a summary."""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from innovation.bots.agents import agent_kind_names
from innovation.errors import ConfigError
from innovation.game import Game, GameConfig
from innovation.simulation.backends import Backend, make_backend
from innovation.simulation.games import DEFAULT_MAX_DECISIONS, DEFAULT_MAX_TURNS, SimulationPlan
from innovation.simulation.interrupts import InterruptGuard
from innovation.simulation.records import GameRecord, RecordSink, decode_record, saved_config
from innovation.simulation.summary import Tally, labels_for

DEFAULT_PLAYERS = ("ann", "bob", "cat", "dan")
#: Chunks kept queued per worker: enough that no worker waits, few enough to stop at once.
CHUNKS_PER_WORKER = 2


@dataclass
class Summary:
    """What a run gives: the tally of its rows and how the run went."""

    tally: Tally
    plan: SimulationPlan
    requested: int
    elapsed: float
    backend: str
    workers: int
    #: True when Ctrl-C stopped the run: the tally holds the games that had finished.
    interrupted: bool = False

    def to_dict(self, top: int | None = 10) -> dict[str, Any]:
        """The summary as plain data; ``top``: rows of the per-card table (None: all)."""
        data = self.tally.report(top)
        done = self.tally.games
        return (
            {
                "requested": self.requested,
                "interrupted": self.interrupted,
                "seed": self.plan.config.seed,
                "expansions": list(self.plan.config.expansions),
                "options": dict(self.plan.config.options),
            }
            | data
            | {
                "backend": self.backend,
                "workers": self.workers,
                "elapsed_seconds": round(self.elapsed, 3),
                "games_per_second": round(done / self.elapsed, 2) if self.elapsed > 0 else None,
            }
        )


def make_plan(
    agents: Sequence[str],
    config: GameConfig | None = None,
    *,
    rotate: bool = True,
    max_decisions: int = DEFAULT_MAX_DECISIONS,
    max_turns: int | None = DEFAULT_MAX_TURNS,
) -> SimulationPlan:
    """Check the agents and the configuration and fix what every game of the run shares.
    ``max_turns`` is the games' turn limit unless ``config`` sets its own (None: no limit)."""
    config = config if config is not None else GameConfig(players=DEFAULT_PLAYERS[:2])
    if config.max_turns is None and max_turns is not None:
        config = dataclasses.replace(config, max_turns=max_turns)
    if config.plugins:
        raise ConfigError(
            "simulate runs installed plugins only (workers import them): declare yours as an "
            "'innovation.plugins' entry point and name it in expansions"
        )
    kinds = agent_kind_names(agents)
    n = len(config.seating)
    if len(kinds) > n:
        raise ConfigError(f"{len(kinds)} agents for {n} seats")
    if max_decisions < 1:
        raise ConfigError("max_decisions must be at least 1")
    kinds = [kinds[i % len(kinds)] for i in range(n)]
    game = Game.new(config)  # an invalid configuration fails here, before any worker starts
    return SimulationPlan(
        config=saved_config(config, game.rules),
        kinds=tuple(kinds),
        labels=tuple(labels_for(kinds)),
        rotate=rotate,
        max_decisions=max_decisions,
    )


def simulate(
    games: int,
    agents: Sequence[str],
    config: GameConfig | None = None,
    *,
    rotate: bool = True,
    jobs: int | None = None,
    backend: str = "local",
    address: str | None = None,
    records: RecordSink | None = None,
    on_record: Callable[[GameRecord], None] | None = None,
    on_progress: Callable[[int, int], None] | None = None,
    max_decisions: int = DEFAULT_MAX_DECISIONS,
    max_turns: int | None = DEFAULT_MAX_TURNS,
) -> Summary:
    """Play ``games`` games between ``agents`` (kinds, one per seat, cycled) and add them up.

    Game ``i`` is ``config`` (default: two players) with seed ``config.seed + i``; with
    ``rotate`` the agents move one seat on from game to game. ``jobs``: worker processes
    (default: every core; 1 plays in this process) or, with ``backend="ray"``, Ray tasks at once
    (default: the cluster's CPUs). Rows go to ``records`` and ``on_record`` in game order;
    ``on_progress(finished, errors)`` is called as games finish, in any order.

    Ctrl-C stops the run: the games that finished are written and summed up, and the summary
    says ``interrupted``. The same arguments give the same rows on every backend."""
    if games < 1:
        raise ConfigError("games must be at least 1")
    plan = make_plan(agents, config, rotate=rotate, max_decisions=max_decisions, max_turns=max_turns)
    tally = Tally(players=len(plan.kinds), agents=list(dict.fromkeys(plan.labels)))
    start = time.perf_counter()
    runner = make_backend(backend, plan, jobs, address, games)
    workers = runner.workers
    finished = errors = 0

    def arrived(rows: list[tuple[GameRecord, bytes]]) -> None:
        nonlocal finished, errors
        finished += len(rows)
        errors += sum(1 for record, _ in rows if record.error is not None)
        if on_progress is not None:
            on_progress(finished, errors)

    def emit(rows: list[tuple[GameRecord, bytes]]) -> None:
        for record, _ in rows:
            tally.add(record)
            if on_record is not None:
                on_record(record)
        if records is not None:
            records.write(rows)

    interrupted = _drive(runner, games, arrived, emit)
    return Summary(tally, plan, games, time.perf_counter() - start, backend, workers, interrupted)


def chunk_size(games: int, workers: int) -> int:
    """Games per unit of work: several chunks per worker (so that long games even out), at most
    16 (so that progress moves and an interrupt loses little)."""
    return max(1, min(16, games // (workers * 8)))


def _drive(
    backend: Backend,
    games: int,
    arrived: Callable[[list[tuple[GameRecord, bytes]]], None],
    emit: Callable[[list[tuple[GameRecord, bytes]]], None],
) -> bool:
    """Run every game through ``backend``, emitting rows in game order; True if interrupted."""
    size = chunk_size(games, backend.workers)
    chunks = [range(start, min(start + size, games)) for start in range(0, games, size)]
    window = backend.workers * CHUNKS_PER_WORKER
    submitted = emitted = 0
    finished: dict[int, list[tuple[GameRecord, bytes]]] = {}
    guard = InterruptGuard()

    def collect(timeout: float) -> None:
        for key, rows in backend.completed(timeout):
            decoded = [(decode_record(data), data) for data in rows]
            finished[key] = decoded
            with guard.deferred():
                arrived(decoded)

    try:
        with guard.installed():
            try:
                while emitted < len(chunks):
                    while submitted < len(chunks) and submitted - emitted < window:
                        backend.submit(submitted, chunks[submitted])
                        submitted += 1
                    collect(0.2)
                    with guard.deferred():
                        while emitted in finished:
                            emit(finished.pop(emitted))
                            emitted += 1
            except KeyboardInterrupt:
                with guard.deferred():
                    collect(0)  # what finished while we were stopping is kept too
                    backend.cancel()
                    for key in sorted(finished):
                        emit(finished.pop(key))
                return True
    finally:
        backend.close()
    return False
