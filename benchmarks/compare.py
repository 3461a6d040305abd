"""Side-by-side speed comparison: revision REV against the working tree, on the same seeded games.

    .venv/bin/python benchmarks/compare.py 77285bf                 # issue 10's baseline
    .venv/bin/python benchmarks/compare.py main --rounds 3 --games 6

REV is installed (not editable) into an environment of its own (``tools/revisions.py``, cached under
``.cache/revisions/``); the working tree runs under the interpreter running this script. Each round
runs one fresh process per side, the two sides in alternating order (REV first in even rounds), and
every side plays exactly the same games; the report gives the median over the rounds of each
measure and the ratio working tree / REV. All times are CPU times of the measuring process
(``time.process_time``): the machine is shared, and wall time would measure the neighbours. Even so,
read the ratios, not the absolute numbers, and expect a few per cent of noise.

Measured per side, with :class:`~innovation.RandomAgent` in every seat:

* ``play()`` decisions per CPU-second, base game only and base + Artifacts + Echoes, 2 players;
* request/response: the same games driven with ``game.pending`` / ``game.answer()`` (the agent
  reads the pending decision), as CPU time relative to ``play()`` on that side (no timer call
  inside its loop), each way doing the same work: the bots (the RandomAgent says it never reads
  ``decision.choices``, so ``play()`` builds none) with ``game.set_reads_choices(player, False)``
  for every seat, against bots' ``play()``; and agents reading the choices (``game.pending`` carries
  them by default) against ``play()`` with the same agents saying they read them. Beside them,
  for what the choices add: bots' request/response that leaves the choices on, against bots'
  ``play()`` (at 77285bf decisions had no choices and no switch: there the three are one);
* save + load at decision 150 (``to_json`` then ``Game.from_json``) of a 2-player game with all
  three sets, and the size of that save: the target figure is a stateless server's (load the
  newest save, answer, save: every file new), beside the first save and load of a game in the
  process and the same file once more (which memos of identical input would serve); of games
  not played before in the process, with the collector seeing only what the saves and loads make;
* memory per live game at decision 150 (``tracemalloc``: what a list of such games holds, per
  game): the target figure counts what the games hold, beside what the first such games of the
  process add to the tables every game shares (bounded);
* the cost of one ``answer()`` by how deep into the game it comes (decisions 0–99, 100–199, 200+):
  it should stay flat.

Issue 10's targets (against 77285bf): play() all sets ≥ 2×, base ≥ 1.5×; request/response ≤ 1.3×
play() (doing the same work); save + load ≥ 3× faster; memory ≤ half; answer cost flat.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
from revisions import prepare_revision, run_isolated, side_by_side_main  # a sibling tool's module

NAMES = ("ann", "bob")
ALL_SETS = ("artifacts", "echoes")
#: The decision at which saves and live games are measured.
DEPTH = 150
BUCKETS = ((0, 100), (100, 200), (200, 10**9))
#: Games each way plays untimed before the timed ones (seeds apart from the measured ones).
WARM_UP_SEEDS = (10_000, 10_001)
#: Saves and live games come from seeds this far from the played ones: tables shared by every game
#: (keyed by what a game shows) that playing a game filled would serve its load, or its copy.
DEEP_SEED_OFFSET = 20_000
#: Games saved and loaded (a load's cost depends on the segment its game is paused in: a few
#: games would measure those).
SAVED_GAMES = 8


# ============================================================================ worker side
# Runs inside one side's interpreter and imports only that side's public API (as old as 77285bf).
def _config(seed: int, expansions: Sequence[str]) -> Any:
    from innovation import GameConfig

    return GameConfig(players=NAMES, seed=seed, expansions=tuple(expansions))


def _agents(seed: int, reading: bool = False) -> dict[str, Any]:
    """The seats' agents. ``reading``: the same random agents, saying that they read
    ``decision.choices`` (so that ``play()`` builds them, as ``game.pending`` always does)."""
    from innovation import RandomAgent

    kind: Any = RandomAgent
    if reading:  # (a subclass made here: REV's RandomAgent may not know the attribute, nor need it)
        kind = type("ChoiceReadingRandomAgent", (RandomAgent,), {"reads_choices": True})
    return {name: kind(seed * 7 + k) for k, name in enumerate(NAMES)}


def _play_game(seed: int, expansions: Sequence[str]) -> tuple[int, float]:
    """One game played with ``play()``: its decisions and CPU time."""
    return _timed_play(seed, expansions, reading=False)


def _play_reading_game(seed: int, expansions: Sequence[str]) -> tuple[int, float]:
    """The same game played with ``play()`` by agents that read the choices: ``play()`` then does
    the same work a decision as request/response (whose ``game.pending`` always has them)."""
    return _timed_play(seed, expansions, reading=True)


def _timed_play(seed: int, expansions: Sequence[str], reading: bool) -> tuple[int, float]:
    from innovation import Game, play

    game = Game.new(_config(seed, expansions))
    agents = _agents(seed, reading)
    start = time.process_time()
    play(game, agents)
    return len(game.history), time.process_time() - start


def _request_response_game(seed: int, expansions: Sequence[str]) -> tuple[int, float]:
    """The same game driven with ``game.pending`` / ``game.answer()``, each decision with its
    choices: its decisions and CPU time."""
    return _timed_request_response(seed, expansions, bare=False)


def _request_response_bare_game(seed: int, expansions: Sequence[str]) -> tuple[int, float]:
    """The same, the seats saying that they read no choices (``set_reads_choices``; REV's
    decisions may have none and no such switch)."""
    return _timed_request_response(seed, expansions, bare=True)


def _timed_request_response(seed: int, expansions: Sequence[str], bare: bool) -> tuple[int, float]:
    """(No timer inside the loop: ``process_time`` is a system call, ~4% of a decision here, that
    ``play()``'s side does not pay — the per-answer costs have a pass of their own.)"""
    from innovation import Game

    game = Game.new(_config(seed, expansions))
    agents = _agents(seed)
    set_reads_choices = getattr(game, "set_reads_choices", None)
    if bare and set_reads_choices is not None:
        for name in NAMES:
            set_reads_choices(name, False)
    start = time.process_time()
    while game.pending is not None:
        decision = game.pending
        game.answer(decision.player, agents[decision.player].choose(game, decision))
    return len(game.history), time.process_time() - start


def _play_and_request_response(seeds: Sequence[int], expansions: Sequence[str]) -> tuple[dict[str, Any], ...]:
    """Each way on every game in turn: bots' request/response, bots' ``play()``, request/response
    with choices, ``play()`` of agents reading them. (Not game by game: the engines keep tables
    shared by every game of the same rules — choices, pile facts — and a game played right after
    the same game would find its own entries still there. Each request/response comes before the
    ``play()`` it is measured against, which finds those entries made: that favours ``play()``.)

    Each way first plays the warm-up games, untimed: what a process does once (tables of the
    rules filled on first use, the interpreter specialising the code) then falls on no measure —
    else it fell on whichever came first (with 2 games, 77285bf's ``play()`` measured 37% apart
    from itself)."""
    runs = (_request_response_bare_game, _play_game, _request_response_game, _play_reading_game)
    for run in runs:
        for seed in WARM_UP_SEEDS:
            run(seed, expansions)
    out = []
    for run in runs:
        played = [run(seed, expansions) for seed in seeds]
        out.append({"decisions": sum(d for d, _ in played), "cpu": sum(c for _, c in played)})
    return tuple(out)


def _answer_costs(seeds: Sequence[int], expansions: Sequence[str]) -> dict[str, Any]:
    """The CPU time of each ``answer()`` by how deep into its game it comes: medians per bucket."""
    from innovation import Game

    per_answer: list[list[float]] = [[] for _ in BUCKETS]
    for seed in seeds:
        game = Game.new(_config(seed, expansions))
        agents = _agents(seed)
        index = 0
        while game.pending is not None:
            decision = game.pending
            option = agents[decision.player].choose(game, decision)
            before = time.process_time()
            game.answer(decision.player, option)
            spent = time.process_time() - before
            for k, (low, high) in enumerate(BUCKETS):
                if low <= index < high:
                    per_answer[k].append(spent)
            index += 1
    medians = [statistics.median(xs) * 1e6 if xs else None for xs in per_answer]
    return {"answer_us": medians, "answers": [len(xs) for xs in per_answer]}


def _at_depth(seed: int) -> Any:
    """A live 2-player game with all sets, driven through answer() to decision DEPTH (None if it
    ends before)."""
    from innovation import Game

    game = Game.new(_config(seed, ALL_SETS))
    agents = _agents(seed)
    for _ in range(DEPTH):
        decision = game.pending
        if decision is None:
            return None
        game.answer(decision.player, agents[decision.player].choose(game, decision))
    return game if game.pending is not None else None


def _deep_games(first_seed: int, count: int) -> list[Any]:
    games: list[Any] = []
    seed = first_seed
    while len(games) < count:
        game = _at_depth(seed)
        if game is not None:
            games.append(game)
        seed += 1
    return games


def _save_load(games: Sequence[Any], repeats: int) -> dict[str, float]:
    """Save and load times of games at decision 150, three ways (medians, µs):

    * ``save_us``/``load_us`` — as a stateless server does: load the newest save of a table,
      answer, save — so every save and load is of a file not seen before (one answer longer than
      the one before), and every save after the first is a loaded game's first save; the first
      of each game is also its ``cold_*`` time;
    * ``cold_save_us``/``cold_load_us`` — the first save and load of each game in this process;
    * ``again_save_us``/``again_load_us`` — a second copy of the same file loaded, saved and its
      file loaded once more (what a memo of identical files would serve: reported, never the target).
    """
    import gc

    from innovation import Game

    # The collector sees only what the saves and loads make: how often a full collection runs
    # depends on how many objects survived the last one, which is the process's history (with
    # 77285bf, playing games first made its save + load 1.5× faster), not the code measured.
    gc.collect()
    gc.freeze()
    try:
        return _timed_saves_and_loads(Game, games, repeats)
    finally:
        gc.unfreeze()


def _timed_saves_and_loads(Game: Any, games: Sequence[Any], repeats: int) -> dict[str, float]:
    saves: list[float] = []
    loads: list[float] = []
    cold_saves: list[float] = []
    cold_loads: list[float] = []
    again_saves: list[float] = []
    again_loads: list[float] = []
    size = 0
    for game in games:
        current = game
        for k in range(repeats):
            start = time.process_time()
            data = current.to_json()
            middle = time.process_time()
            loaded = Game.from_json(data)
            end = time.process_time()
            saves.append(middle - start)
            loads.append(end - middle)
            if k == 0:
                cold_saves.append(middle - start)
                cold_loads.append(end - middle)
                size += len(data)
            # "Again" on a twin, so that the save timed next is the loaded game's first one, after
            # its answer — what a stateless server pays on every request.
            twin = Game.from_json(data)
            start = time.process_time()
            again = twin.to_json()
            middle = time.process_time()
            Game.from_json(again)
            again_saves.append(middle - start)
            again_loads.append(time.process_time() - middle)
            decision = loaded.pending
            if decision is None:
                break
            loaded.answer(decision.player, decision.options[0])
            current = loaded
    return {
        "save_us": statistics.median(saves) * 1e6,
        "load_us": statistics.median(loads) * 1e6,
        "cold_save_us": statistics.median(cold_saves) * 1e6,
        "cold_load_us": statistics.median(cold_loads) * 1e6,
        "again_save_us": statistics.median(again_saves) * 1e6,
        "again_load_us": statistics.median(again_loads) * 1e6,
        "save_bytes": size / len(games),
    }


def _memory(first_seed: int, count: int) -> dict[str, float]:
    """Bytes a live game at decision DEPTH holds, per game: the traced allocations of a list of
    them, after one warm-up game (rules registries, interned strings). Twice: ``first`` counts
    what the first such games of the process add to the tables shared by every game (decisions'
    wordings keyed by what a game shows: bounded, and in a long-lived process full); ``held``,
    the same games made again once the first are gone, only what the games themselves hold."""
    import gc
    import tracemalloc

    _deep_games(first_seed + 1000, 1)
    out = {}
    for measure in ("first", "held"):
        gc.collect()
        tracemalloc.start()
        before = tracemalloc.get_traced_memory()[0]
        games = _deep_games(first_seed, count)
        gc.collect()
        after = tracemalloc.get_traced_memory()[0]
        tracemalloc.stop()
        assert len(games) == count
        out[measure] = (after - before) / count
        del games
    return out


def worker_main(args: argparse.Namespace) -> int:
    import innovation

    seeds = list(range(args.seed, args.seed + args.games))
    out: dict[str, Any] = {"innovation": str(Path(innovation.__file__).resolve())}
    for sets, expansions in (("base", ()), ("all", ALL_SETS)):
        ways = _play_and_request_response(seeds, expansions)
        for way, row in zip(("rr_bare", "play", "rr", "play_reading"), ways, strict=True):
            out[f"{way}_{sets}"] = row
    out["answers_all"] = _answer_costs(seeds, ALL_SETS)
    out["save_load"] = _save_load(_deep_games(args.seed + DEEP_SEED_OFFSET, SAVED_GAMES), repeats=5)
    out["memory"] = _memory(args.seed + DEEP_SEED_OFFSET, 6)
    print(json.dumps(out))
    return 0


# ============================================================================ the comparing side
def measures(row: dict[str, Any]) -> dict[str, float]:
    """The figures reported per side, from one round's worker output."""
    out = {
        "play base: decisions/CPU-s": row["play_base"]["decisions"] / row["play_base"]["cpu"],
        "play all sets: decisions/CPU-s": row["play_all"]["decisions"] / row["play_all"]["cpu"],
        "request/response ÷ play, bots, base": row["rr_bare_base"]["cpu"] / row["play_base"]["cpu"],
        "request/response ÷ play, bots, all sets": row["rr_bare_all"]["cpu"] / row["play_all"]["cpu"],
        "request/response ÷ play, reading choices, base": row["rr_base"]["cpu"] / row["play_reading_base"]["cpu"],
        "request/response ÷ play, reading choices, all sets": row["rr_all"]["cpu"] / row["play_reading_all"]["cpu"],
        "request/response with choices ÷ bots' play, base": row["rr_base"]["cpu"] / row["play_base"]["cpu"],
        "request/response with choices ÷ bots' play, all sets": row["rr_all"]["cpu"] / row["play_all"]["cpu"],
        "save at decision 150 (µs)": row["save_load"]["save_us"],
        "load at decision 150 (µs)": row["save_load"]["load_us"],
        "save + load (µs)": row["save_load"]["save_us"] + row["save_load"]["load_us"],
        "save + load, first of a game (µs)": row["save_load"]["cold_save_us"] + row["save_load"]["cold_load_us"],
        "save + load, same file again (µs)": row["save_load"]["again_save_us"] + row["save_load"]["again_load_us"],
        "save size (KB)": row["save_load"]["save_bytes"] / 1024,
        "memory per live game at 150 (KB)": row["memory"]["held"] / 1024,
        "memory per game at 150, with shared tables filling (KB)": row["memory"]["first"] / 1024,
    }
    answer = row["answers_all"]["answer_us"]
    for (low, high), us in zip(BUCKETS, answer, strict=True):
        if us is not None:
            span = f"{low}+" if high > 10**6 else f"{low}-{high - 1}"
            out[f"answer() µs at decisions {span}, all sets"] = us
    if answer[0] and answer[-1]:
        out["answer() late ÷ early, all sets"] = answer[-1] / answer[0]
    return out


#: Measures where a higher number is better (the others are costs).
HIGHER_IS_BETTER = ("play base: decisions/CPU-s", "play all sets: decisions/CPU-s")


def compare_main(args: argparse.Namespace) -> int:
    commit, rev_python = prepare_revision(args.rev, tool="compare", quiet=args.quiet)
    sides = {f"REV {args.rev} ({commit[:10]})": rev_python, "working tree": sys.executable}
    script = Path(__file__).resolve()
    worker = ["--worker", "--games", str(args.games), "--seed", str(args.seed)]
    rounds: dict[str, list[dict[str, float]]] = {name: [] for name in sides}
    where: dict[str, str] = {}
    for r in range(args.rounds):
        order = list(sides) if r % 2 == 0 else list(reversed(sides))
        for name in order:
            row = json.loads("".join(run_isolated(sides[name], script, worker, what=f"the {name} side")))
            where[name] = row["innovation"]
            rounds[name].append(measures(row))
        if not args.quiet:
            print(f"compare: round {r + 1}/{args.rounds} done", file=sys.stderr)
    rev_name, work_name = list(sides)
    if Path(where[rev_name]).is_relative_to(Path(__file__).resolve().parent.parent / "src"):
        raise SystemExit("compare: the REV environment imports the working tree's code")
    print(f"compare: {rev_name} vs the working tree; {args.rounds} rounds (alternating), medians; CPU time")
    print(f"  games: seeds {args.seed}–{args.seed + args.games - 1}, 2 players, RandomAgent; shared machine: noisy")
    for name in sides:
        print(f"  {name}: innovation from {Path(where[name]).parent}")
    keys = list(rounds[work_name][0])
    width = max(len(k) for k in keys)
    print(f"  {'measure':<{width}}  {'REV':>10}  {'work':>10}  {'work ÷ REV':>10}")
    for key in keys:
        rev_values = [m[key] for m in rounds[rev_name] if key in m]
        work_values = [m[key] for m in rounds[work_name] if key in m]
        if not rev_values or not work_values:
            continue
        a, b = statistics.median(rev_values), statistics.median(work_values)
        better = "higher is better" if key in HIGHER_IS_BETTER else ""
        print(f"  {key:<{width}}  {a:>10.2f}  {b:>10.2f}  {b / a:>10.2f}  {better}")

    def median(side: str, key: str) -> float:
        return statistics.median(m[key] for m in rounds[side])

    play_all, play_base = HIGHER_IS_BETTER[1], HIGHER_IS_BETTER[0]
    bots = max(median(work_name, k) for k in keys if k.startswith("request/response ÷ play, bots"))
    reading = max(median(work_name, k) for k in keys if k.startswith("request/response ÷ play, reading"))
    worded = max(median(work_name, k) for k in keys if k.startswith("request/response with choices"))
    print("issue 10's targets (working tree against REV):")
    print(f"  play() all sets {median(work_name, play_all) / median(rev_name, play_all):.2f}× (target ≥ 2)")
    print(f"  play() base     {median(work_name, play_base) / median(rev_name, play_base):.2f}× (target ≥ 1.5)")
    print(f"  request/response ÷ play(), bots          {bots:.2f} at most (target ≤ 1.3)")
    print(f"  request/response ÷ play(), reading choices {reading:.2f} at most (target ≤ 1.3)")
    print(f"  (bots' request/response with the choices on ÷ bots' play(): {worded:.2f} at most)")
    save = median(rev_name, "save + load (µs)") / median(work_name, "save + load (µs)")
    print(f"  save + load     {save:.2f}× faster (target ≥ 3)")
    memory = "memory per live game at 150 (KB)"
    print(f"  memory          {median(work_name, memory) / median(rev_name, memory):.2f} of REV's (target ≤ 0.5)")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Compare the speed of revision REV and the working tree on the same seeded games."
    )
    parser.add_argument("rev", nargs="?", help="git revision to compare against (issue 10's baseline: 77285bf)")
    parser.add_argument("--rounds", type=int, default=5, help="rounds per side, alternating (default 5)")
    parser.add_argument("--games", type=int, default=8, help="games per measure and round (default 8)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game")
    return side_by_side_main(parser, argv, worker_main, compare_main)


if __name__ == "__main__":
    raise SystemExit(main())
