"""``innovation simulate``: many seeded games between bots, then a summary.

Game ``i`` uses seed ``--seed + i``. Seats rotate from game to game (``--no-rotate`` keeps them
fixed) so that no agent profits from always sitting first. The games run on every core (or on a
Ray cluster with ``--backend ray``); ``--records`` writes one row per game, replayable with
``innovation replay --from-records``. The summary gives every agent's, seat's and turn position's
win rate with a 95% Wilson interval, the first player's advantage, how games ended, how long
they lasted, a per-card table and the throughput; ``--json`` prints the same as JSON. Ctrl-C stops
the run and keeps (writes and sums up) the games that finished. See docs/simulate.md.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from innovation.bots.agents import agent_kind_names, agents_help
from innovation.cli.common import add_game_arguments, config_from_args
from innovation.errors import InnovationError
from innovation.options import DEFAULT_OPTIONS
from innovation.rules.labels import counted
from innovation.rules.plugins import build_rules
from innovation.simulation import BACKENDS, DEFAULT_MAX_DECISIONS, DEFAULT_MAX_TURNS, make_plan, open_sink, simulate
from innovation.simulation.records import RecordSink, check_sink_path

NAME = "simulate"
HELP = "play many seeded games between bots (every core, or a Ray cluster) and summarize them"
#: Exit status of an interrupted run (the shell's for SIGINT).
INTERRUPTED = 130


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_game_arguments(parser)
    parser.set_defaults(seed=0)
    for action in parser._actions:
        if action.dest == "seed":
            action.help = "seed of game 0; game i uses seed + i (default 0)"
    parser.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    parser.add_argument(
        "--agents",
        default="heuristic,random",
        help=f"comma-separated agent kinds ({agents_help()}), one per seat, cycled (default heuristic,random)",
    )
    parser.add_argument("--no-rotate", dest="rotate", action="store_false", help="keep every agent in its seat")
    parser.add_argument(
        "--jobs", type=int, default=None, help="worker processes (default: every core) or Ray tasks at once"
    )
    parser.add_argument("--backend", choices=BACKENDS, default="local", help="where games run (default local)")
    parser.add_argument(
        "--address", default=None, help="Ray cluster address ('auto', 'ray://host:10001'; default: a local instance)"
    )
    parser.add_argument(
        "--records", type=Path, default=None, help="write one row per game to FILE.jsonl (or FILE.parquet)"
    )
    parser.add_argument("--top", type=int, default=10, help="rows of the per-card table (default 10, 0 for all)")
    parser.add_argument(
        "--max-decisions",
        type=int,
        default=DEFAULT_MAX_DECISIONS,
        help=f"abandon (as failed) a game still going after this many decisions (default {DEFAULT_MAX_DECISIONS})",
    )
    parser.add_argument(
        "--max-turns",
        type=int,
        default=DEFAULT_MAX_TURNS,
        help=f"stop a game with no winner (turn_limit) after this many turns (default {DEFAULT_MAX_TURNS}; 0: none)",
    )
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    parser.add_argument("--no-progress", dest="progress", action="store_false", help="no progress display")


def run(args: argparse.Namespace) -> int:
    from rich.console import Console

    if args.games < 1:
        print("simulate: --games must be at least 1", file=sys.stderr)
        return 2
    if args.max_turns < 0:
        print("simulate: --max-turns must be 0 (no limit) or more", file=sys.stderr)
        return 2
    if args.top < 0:
        print("simulate: --top must be 0 (all) or more", file=sys.stderr)
        return 2
    if args.address is not None and args.backend != "ray":
        print("simulate: --address needs --backend ray", file=sys.stderr)
        return 2
    err = Console(stderr=True)
    sink: RecordSink | None = None
    try:
        kinds = agent_kind_names(args.agents)
        config = config_from_args(args)
        max_turns = args.max_turns or None
        make_plan(
            kinds, config, max_decisions=args.max_decisions, max_turns=max_turns
        )  # refuse bad input before any file is opened
        if args.records is not None:
            check_sink_path(args.records)
        with _progress(err, args.games, args.progress and not args.json) as on_progress:
            if args.records is not None:
                sink = open_sink(args.records)
            summary = simulate(
                args.games,
                kinds,
                config,
                rotate=args.rotate,
                jobs=args.jobs,
                backend=args.backend,
                address=args.address,
                records=sink,
                on_progress=on_progress,
                max_decisions=args.max_decisions,
                max_turns=max_turns,
            )
    except (OSError, InnovationError) as exc:
        print(f"simulate: {exc}", file=sys.stderr)
        return 2
    finally:
        if sink is not None:
            sink.close()
    data = summary.to_dict(top=args.top or None)
    if args.json:
        print(json.dumps(data, indent=2))
    else:
        rules = build_rules(config.expansions, config.plugins, config.options)
        print_summary(data, Console(), {card: info.name for card, info in rules.cards.items()})
    if summary.interrupted:
        kept = f"; their records are in {args.records}" if args.records is not None else ""
        print(f"simulate: interrupted: {data['games']} of {data['requested']} games finished{kept}", file=sys.stderr)
        return INTERRUPTED
    return 1 if data["errors"] else 0


@contextmanager
def _progress(console: Any, total: int, wanted: bool) -> Iterator[Callable[[int, int], None] | None]:
    """A live bar on a terminal; on anything else a plain line at every tenth; nothing when not
    wanted (``--no-progress``, ``--json``). The bar refreshes only when games finish, so no
    thread runs beside the worker processes."""
    if not wanted:
        yield None
        return
    start = time.perf_counter()
    if not console.is_terminal:
        step = max(1, total // 10)
        shown = 0

        def line(done: int, errors: int) -> None:
            nonlocal shown
            if done // step > shown // step or done == total:
                shown = done
                speed = done / max(time.perf_counter() - start, 1e-9)
                failed = f", {errors} failed" if errors else ""
                print(f"simulate: {done}/{total} games{failed} ({speed:.1f} games/s)", file=sys.stderr, flush=True)

        yield line
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    with Progress(
        TextColumn("[bold]simulating"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[speed]} games/s{task.fields[failed]}"),
        TimeRemainingColumn(),
        console=console,
        transient=True,
        auto_refresh=False,
    ) as progress:
        task = progress.add_task("games", total=total, speed="-", failed="")

        def bar(done: int, errors: int) -> None:
            speed = done / max(time.perf_counter() - start, 1e-9)
            failed = f", [red]{errors} failed[/red]" if errors else ""
            progress.update(task, completed=done, speed=f"{speed:.1f}", failed=failed)
            progress.refresh()

        yield bar


def _pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"


def _ci(row: dict[str, Any]) -> str:
    lo, hi = row["ci95"]
    return f"{_pct(lo)}–{_pct(hi)}"


def print_summary(data: dict[str, Any], console: Any, card_names: Mapping[str, str] | None = None) -> None:
    """The summary as tables; the per-card table names cards as players know them (``card_names``:
    card id → name, the ids themselves where none is given)."""
    from rich.table import Table

    names = card_names or {}

    title = f"{data['completed']} of {counted(data['requested'], 'game')}, {data['players']} players"
    if data["expansions"]:
        title += f", with {', '.join(data['expansions'])}"
    changed = [
        f"{k}={v}" if isinstance(v, str) else k for k, v in data.get("options", {}).items() if v != DEFAULT_OPTIONS[k]
    ]
    if changed:
        title += f" ({', '.join(changed)})"
    if data["interrupted"]:
        title += " (interrupted)"
    table = Table(title=title)
    for col in ("", "games", "wins", "win rate", "95% CI"):
        table.add_column(col, justify="left" if not col else "right")
    sections: list[list[tuple[str, dict[str, Any]]]] = [
        [(row["agent"], row) for row in data["agents"]],
        [(f"seat {row['seat']}", row) for row in data["seats"]],
        [(_ordinal(row["order"]) + " to play", row) for row in data["turn_order"]],
    ]
    for k, section in enumerate(sections):
        if k:
            table.add_section()
        for label, row in section:
            table.add_row(label, str(row["games"]), str(row["wins"]), _pct(row["win_rate"]), _ci(row))
    console.print(table)
    first = data["first_player"]
    if first["games"]:
        lo, hi = first["advantage_ci95"]
        console.print(
            f"First-player advantage: {100 * first['advantage']:+.1f} points over a fair {_pct(first['fair_share'])} "
            f"(95% CI {100 * lo:+.1f} to {100 * hi:+.1f})"
        )
    done = data["completed"] or 1
    reasons = ", ".join(f"{k} {v} ({100 * v / done:.0f}%)" for k, v in data["end_reasons"].items())
    console.print(f"End reasons: {reasons}; ties: {data['ties']}")
    t, d = data["turns"], data["decisions"]
    if t["mean"] is not None:
        console.print(
            f"Game length: {t['mean']} turns (median {t['median']}, {t['min']}–{t['max']}); "
            f"{d['mean']} decisions (median {d['median']}, {d['min']}–{d['max']})"
        )
    if data["cards"]:
        cards = Table(title="Cards: win rate of the player who activated it most in a game")
        for col in ("card", "melded", "dogmas", "shared", "games", "win rate", "95% CI"):
            cards.add_column(col, justify="left" if col == "card" else "right")
        for row in data["cards"]:
            cards.add_row(
                names.get(row["card"], row["card"]),
                str(row["melded"]),
                str(row["dogmas"]),
                str(row["shared"]),
                str(row["games"]),
                _pct(row["win_rate"]),
                _ci(row),
            )
        console.print(cards)
    gps = data["games_per_second"]
    console.print(
        f"Speed: {data['elapsed_seconds']:.1f} s, {gps if gps is not None else '-'} games/second "
        f"({data['backend']}, {data['workers']} worker{'s' if data['workers'] != 1 else ''})"
    )
    if data["errors"]:
        console.print(f"[red]{data['errors']} game(s) failed:[/red]")
        for kind, count in data["error_kinds"].items():
            console.print(f"  {count} × {kind}", markup=False)


def _ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")
