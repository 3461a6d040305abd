"""Save and load, alone: revision REV against the working tree, side by side.

    .venv/bin/python benchmarks/bench_saves.py 77285bf                 # issue 10's baseline
    .venv/bin/python benchmarks/bench_saves.py main --rounds 5 --repeats 20

The same measure as ``benchmarks/compare.py``'s save + load row (``to_json`` then
``Game.from_json`` of 2-player games with all three sets at decision 150, CPU time, median over
repeats), without the rest of that comparison, so that a change to saving or loading can be
measured in a minute. Each round runs one fresh process per side, the sides in alternating order;
the report gives the medians over the rounds. Read the ratios: the machine is shared.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from compare import _deep_games, _save_load  # a sibling benchmark's worker side (public API only)
from revisions import prepare_revision, run_isolated, side_by_side_main  # a sibling tool's module

MEASURES = ("save_us", "load_us", "save_bytes")


def worker_main(args: argparse.Namespace) -> int:
    import innovation

    out: dict[str, object] = {"innovation": str(Path(innovation.__file__).resolve())}
    out.update(_save_load(_deep_games(args.seed, args.games), repeats=args.repeats))
    print(json.dumps(out))
    return 0


def compare_main(args: argparse.Namespace) -> int:
    commit, rev_python = prepare_revision(args.rev, tool="bench_saves", quiet=args.quiet)
    sides = {f"REV {args.rev} ({commit[:10]})": rev_python, "working tree": sys.executable}
    script = Path(__file__).resolve()
    worker = ["--worker", "--games", str(args.games), "--seed", str(args.seed), "--repeats", str(args.repeats)]
    rounds: dict[str, list[dict[str, float]]] = {name: [] for name in sides}
    where: dict[str, str] = {}
    for r in range(args.rounds):
        for name in list(sides) if r % 2 == 0 else list(reversed(sides)):
            row = json.loads("".join(run_isolated(sides[name], script, worker, what=f"the {name} side")))
            where[name] = row["innovation"]
            rounds[name].append({key: float(row[key]) for key in MEASURES})
    rev_name, work_name = list(sides)
    if Path(where[rev_name]).is_relative_to(script.parent.parent / "src"):
        raise SystemExit("bench_saves: the REV environment imports the working tree's code")

    def median(side: str, key: str) -> float:
        if key == "total":
            return statistics.median(m["save_us"] + m["load_us"] for m in rounds[side])
        return statistics.median(m[key] for m in rounds[side])

    print(f"bench_saves: {rev_name} vs the working tree; {args.rounds} rounds (alternating), medians; CPU time")
    print(f"  {args.games} games (seeds from {args.seed}, 2 players, all sets) at decision 150, {args.repeats} repeats")
    print(f"  {'measure':<16}  {'REV':>10}  {'work':>10}  {'work ÷ REV':>10}")
    for key, label in (("save_us", "save (µs)"), ("load_us", "load (µs)"), ("total", "save + load (µs)")):
        a, b = median(rev_name, key), median(work_name, key)
        print(f"  {label:<16}  {a:>10.1f}  {b:>10.1f}  {b / a:>10.2f}")
    a, b = median(rev_name, "save_bytes") / 1024, median(work_name, "save_bytes") / 1024
    print(f"  {'save size (KB)':<16}  {a:>10.1f}  {b:>10.1f}  {b / a:>10.2f}")
    print(f"  save + load {median(rev_name, 'total') / median(work_name, 'total'):.2f}× faster (issue 10: ≥ 3)")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Compare save and load times of revision REV and the working tree.")
    parser.add_argument("rev", nargs="?", help="git revision to compare against (issue 10's baseline: 77285bf)")
    parser.add_argument("--rounds", type=int, default=3, help="rounds per side, alternating (default 3)")
    parser.add_argument("--games", type=int, default=3, help="games saved and loaded per round (default 3)")
    parser.add_argument("--repeats", type=int, default=15, help="saves and loads of each game (default 15)")
    parser.add_argument("--seed", type=int, default=0, help="first seed (default 0)")
    return side_by_side_main(parser, argv, worker_main, compare_main)


if __name__ == "__main__":
    sys.exit(main())
