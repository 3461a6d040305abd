"""Simulation throughput: games/second with 1 and 2 worker processes, and their ratio.

    .venv/bin/python benchmarks/bench_simulate.py [--games 300] [--repeats 3] [--agents heuristic,random]

Runs ``--jobs 1`` and ``--jobs 2`` alternately (so that a change in the machine's load hits both),
``--repeats`` times each, and reports the median games/second of each and the ratio of the
medians. The target on an idle 2-core machine is a ratio of at least 1.8. Runs must last long
enough that starting the workers does not dominate: with 60 games (about 4 s a run) an idle
machine measured 1.76, with 300 games 2.04. The machines are shared
and noisy: run it when they are quiet, and read the spread as well as the median.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from innovation import GameConfig
from innovation.simulation import simulate


def games_per_second(games: int, agents: list[str], jobs: int, seed: int) -> float:
    start = time.perf_counter()
    summary = simulate(games, agents, GameConfig(players=("ann", "bob"), seed=seed), jobs=jobs)
    elapsed = time.perf_counter() - start  # process start-up included: it is part of a real run
    assert summary.tally.completed + sum(summary.tally.errors.values()) == games
    return games / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--agents", default="heuristic,random")
    args = parser.parse_args()
    agents = args.agents.split(",")
    rates: dict[int, list[float]] = {1: [], 2: []}
    for repeat in range(args.repeats):
        for jobs in (1, 2):
            rates[jobs].append(games_per_second(args.games, agents, jobs, seed=1000 * repeat))
            print(f"repeat {repeat + 1}, --jobs {jobs}: {rates[jobs][-1]:.2f} games/s", flush=True)
    one, two = statistics.median(rates[1]), statistics.median(rates[2])
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"--jobs 1: median {one:.2f} games/s ({min(rates[1]):.2f}–{max(rates[1]):.2f})")
    print(f"--jobs 2: median {two:.2f} games/s ({min(rates[2]):.2f}–{max(rates[2]):.2f})")
    print(
        f"ratio (jobs 2 / jobs 1): {two / one:.2f}  [target >= 1.8 on an idle 2-core machine; load average {load:.2f}]"
    )


if __name__ == "__main__":
    main()
