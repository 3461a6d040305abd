"""What each way of running an answer costs: the re-run and the greenlet.

    .venv/bin/python benchmarks/bench_answer_paths.py --rounds 5 --games 8

An answer goes on by re-running its paused action from the segment's snapshot (``off``), or by
resuming the parked call stack that asked, in a greenlet (``greenlet``); ``INNOVATION_RESUME``
picks one per process (read at import). Each round runs one fresh process per way, in rotating
order, on exactly the same seeded games (2 players, ``RandomAgent``, bare decisions:
``set_reads_choices(False)``), and reports, per way, the median over the rounds of the
request/response CPU time ÷ ``play()`` CPU time on the same games in the same process (so the
ratio cancels most of a shared machine's drift) and the CPU microseconds per answer. The CPU time
is the whole process's (``time.process_time``: every thread). ``--ways off,greenlet,thread`` on a
revision from before issue 27 measured the removed thread worker (docs/architecture.md, "Three
ways an answer could run").
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence

NAMES = ("ann", "bob")
WAYS = ("off", "greenlet")
SETS: dict[str, tuple[str, ...]] = {"base": (), "all": ("artifacts", "echoes")}


def _cpu() -> float:
    return time.process_time()


def worker(games: int, first_seed: int) -> dict[str, float]:
    from innovation import Game, GameConfig, RandomAgent, play
    from innovation.running import resume

    out: dict[str, float] = {"parked_limit": resume.parked_limit()}
    for label, expansions in SETS.items():
        play_cpu = rr_cpu = 0.0
        answers = 0
        for seed in range(first_seed, first_seed + games):
            config = GameConfig(players=NAMES, seed=seed, expansions=expansions)
            game = Game.new(config)
            start = _cpu()
            play(game, {name: RandomAgent(seed * 7 + k) for k, name in enumerate(NAMES)})
            play_cpu += _cpu() - start
            game = Game.new(config)
            for name in NAMES:
                game.set_reads_choices(name, False)
            agents = {name: RandomAgent(seed * 7 + k) for k, name in enumerate(NAMES)}
            start = _cpu()
            while game.pending is not None:
                decision = game.pending
                game.answer(decision.player, agents[decision.player].choose(game, decision))
            rr_cpu += _cpu() - start
            answers += len(game.history)
        out[f"{label}_rr_over_play"] = rr_cpu / play_cpu
        out[f"{label}_us_per_answer"] = rr_cpu / answers * 1e6
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--ways", default=",".join(WAYS), help="INNOVATION_RESUME values, comma-separated")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        print(json.dumps(worker(args.games, args.first_seed)))
        return 0
    ways = tuple(args.ways.split(","))
    rows: dict[str, list[dict[str, float]]] = {way: [] for way in ways}
    for r in range(args.rounds):
        order = ways[r % len(ways) :] + ways[: r % len(ways)]
        for way in order:
            env = {**os.environ, "INNOVATION_RESUME": way}
            cmd = [
                sys.executable,
                __file__,
                "--worker",
                "--games",
                str(args.games),
                "--first-seed",
                str(args.first_seed),
            ]
            done = subprocess.run(cmd, env=env, check=True, capture_output=True, text=True)
            rows[way].append(json.loads(done.stdout))
        print(f"round {r + 1}/{args.rounds} done", file=sys.stderr)
    measures = sorted({k for way in ways for row in rows[way] for k in row if k != "parked_limit"})
    print(f"{'measure':<24}" + "".join(f"{way:>12}" for way in ways))
    for measure in measures:
        cells = [statistics.median(row[measure] for row in rows[way]) for way in ways]
        print(f"{measure:<24}" + "".join(f"{cell:>12.2f}" for cell in cells))
    for way in ways:
        print(f"{way}: parked limit {rows[way][0]['parked_limit']:.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
