"""``innovation simulate``: many seeded games between bots, then a summary.

Game ``i`` uses seed ``--seed + i``. Seats rotate from game to game (``--no-rotate`` keeps them
fixed) so that no agent profits from always sitting first. The summary gives every agent's and
every seat's win rate with a 95% Wilson confidence interval, how games ended, how long they
lasted (turns and decisions) and the throughput; ``--json`` prints the same as JSON.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from innovation.agents import play
from innovation.cli.common import PLAYER_NAMES, add_game_arguments, make_agent
from innovation.errors import InnovationError
from innovation.game import Game, GameConfig

NAME = "simulate"
HELP = "play many seeded games between bots and summarize win rates, end reasons and speed"

Z95 = 1.959963984540054


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_game_arguments(parser)
    parser.set_defaults(seed=0)
    parser.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    parser.add_argument(
        "--agents",
        default="heuristic,random",
        help="comma-separated agent kinds (random, heuristic), one per seat, cycled (default heuristic,random)",
    )
    parser.add_argument("--no-rotate", dest="rotate", action="store_false", help="keep every agent in its seat")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    parser.add_argument("--no-progress", dest="progress", action="store_false", help="no progress bar")


@dataclass(frozen=True)
class GameRecord:
    """The outcome of one simulated game."""

    seed: int
    #: Agent label per seat, in seating order.
    seats: tuple[str, ...]
    #: Seat numbers (0-based) of the winners; empty when the game failed.
    winners: tuple[int, ...] = ()
    reason: str = ""
    turns: int = 0
    decisions: int = 0
    error: str | None = None


@dataclass
class Summary:
    games: int
    agents: list[str]
    players: int
    seed: int
    expansions: list[str]
    elapsed: float
    records: list[GameRecord] = field(repr=False, default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        ok = [r for r in self.records if r.error is None]
        per_agent = []
        for label in self.agents:
            played = [r for r in ok if label in r.seats]
            won = sum(1 for r in played if any(r.seats[w] == label for w in r.winners))
            per_agent.append(_rate({"agent": label}, won, len(played)))
        per_seat = []
        for seat in range(self.players):
            won = sum(1 for r in ok if seat in r.winners)
            per_seat.append(_rate({"seat": seat + 1}, won, len(ok)))
        reasons = Counter(r.reason for r in ok)
        errors = Counter(r.error for r in self.records if r.error is not None)
        return {
            "games": self.games,
            "completed": len(ok),
            "players": self.players,
            "seed": self.seed,
            "expansions": self.expansions,
            "agents": per_agent,
            "seats": per_seat,
            "ties": sum(1 for r in ok if len(r.winners) > 1),
            "end_reasons": {k: reasons.get(k, 0) for k in ("achievements", "score", "dogma")}
            | {k: v for k, v in reasons.items() if k not in ("achievements", "score", "dogma")},
            "turns": _spread([r.turns for r in ok]),
            "decisions": _spread([r.decisions for r in ok]),
            "errors": sum(errors.values()),
            "error_kinds": dict(errors.most_common(5)),
            "elapsed_seconds": round(self.elapsed, 3),
            "games_per_second": round(len(self.records) / self.elapsed, 2) if self.elapsed > 0 else None,
        }


def wilson(won: int, n: int, z: float = Z95) -> tuple[float, float]:
    """95% Wilson score interval for a proportion (sound at 0% and 100%, unlike the normal one)."""
    if n == 0:
        return (0.0, 1.0)
    p = won / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def _rate(head: dict[str, Any], won: int, n: int) -> dict[str, Any]:
    lo, hi = wilson(won, n)
    return head | {
        "games": n,
        "wins": won,
        "win_rate": round(won / n, 4) if n else None,
        "ci95": [round(lo, 4), round(hi, 4)],
    }


def _spread(values: Sequence[int]) -> dict[str, float | int | None]:
    if not values:
        return {"mean": None, "median": None, "min": None, "max": None}
    return {
        "mean": round(statistics.fmean(values), 2),
        "median": statistics.median(values),
        "min": min(values),
        "max": max(values),
    }


def labels_for(kinds: Sequence[str]) -> list[str]:
    """Distinct labels for the agents: "random", or "random#1", "random#2" when repeated."""
    counts = Counter(kinds)
    seen: Counter[str] = Counter()
    out = []
    for kind in kinds:
        if counts[kind] > 1:
            seen[kind] += 1
            out.append(f"{kind}#{seen[kind]}")
        else:
            out.append(kind)
    return out


@dataclass(frozen=True)
class _Job:
    index: int
    seed: int
    kinds: tuple[str, ...]
    labels: tuple[str, ...]
    players: int
    teams: bool
    expansions: tuple[str, ...]
    rotate: bool


def play_one(job: _Job) -> GameRecord:
    """Play game number ``job.index`` (top-level so worker processes can run it)."""
    n = job.players
    shift = job.index % n if job.rotate else 0
    seat_agents = [(k + shift) % n for k in range(n)]
    kinds = [job.kinds[a] for a in seat_agents]
    labels = tuple(job.labels[a] for a in seat_agents)
    names = PLAYER_NAMES[:n]
    try:
        agents = [make_agent(kind, job.seed * 7919 + k) for k, kind in enumerate(kinds)]
        game = Game.new(GameConfig(players=names, seed=job.seed, expansions=job.expansions, teams=job.teams))
        result = play(game, agents)
    except Exception as exc:  # a failing game is counted, not fatal
        return GameRecord(seed=job.seed, seats=labels, error=f"{type(exc).__name__}: {exc}"[:200])
    seating = game.players
    winners = tuple(sorted(seating.index(w) for w in result.winners))
    return GameRecord(
        seed=job.seed,
        seats=labels,
        winners=winners,
        reason=result.reason,
        turns=game.state.turn,
        decisions=len(game.history),
    )


def simulate(
    games: int,
    kinds: Sequence[str],
    *,
    players: int = 2,
    seed: int = 0,
    expansions: Sequence[str] = (),
    teams: bool = False,
    rotate: bool = True,
    jobs: int = 1,
    on_game: Callable[[GameRecord], None] | None = None,
) -> Summary:
    """Run the simulation (the library face of the command)."""
    kinds = [k.strip().lower() for k in kinds if k.strip()]
    if not kinds:
        raise InnovationError("no agents given")
    for k in set(kinds):
        make_agent(k, 0)  # unknown kinds fail before any game is played
    n = 4 if teams else players
    if len(kinds) > n:
        raise InnovationError(f"{len(kinds)} agents for {n} seats")
    kinds = [kinds[i % len(kinds)] for i in range(n)]
    labels = labels_for(kinds)
    work = [_Job(i, seed + i, tuple(kinds), tuple(labels), n, teams, tuple(expansions), rotate) for i in range(games)]
    start = time.perf_counter()
    records: list[GameRecord] = []
    for record in _run_jobs(work, jobs):
        records.append(record)
        if on_game is not None:
            on_game(record)
    elapsed = time.perf_counter() - start
    return Summary(games, labels, n, seed, list(expansions), elapsed, records)


def _run_jobs(work: list[_Job], jobs: int) -> Iterator[GameRecord]:
    if jobs <= 1 or len(work) < 2:
        for job in work:
            yield play_one(job)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(play_one, work, chunksize=max(1, len(work) // (jobs * 8)))


def run(args: argparse.Namespace) -> int:
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    if args.games < 1:
        print("--games must be at least 1", file=sys.stderr)
        return 2
    err = Console(stderr=True)
    show_progress = args.progress and err.is_terminal
    kinds = args.agents.split(",")
    try:
        with Progress(
            TextColumn("[bold]simulating"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeRemainingColumn(),
            console=err,
            transient=True,
            disable=not show_progress,
        ) as progress:
            task = progress.add_task("games", total=args.games)
            summary = simulate(
                args.games,
                kinds,
                players=args.players,
                seed=args.seed,
                expansions=args.expansions,
                teams=args.teams,
                rotate=args.rotate,
                jobs=args.jobs,
                on_game=lambda _r: progress.advance(task),
            )
    except InnovationError as exc:
        print(f"simulate: {exc}", file=sys.stderr)
        return 2
    data = summary.to_dict()
    if args.json:
        print(json.dumps(data, indent=2))
    else:
        print_summary(data, Console())
    return 1 if data["errors"] else 0


def print_summary(data: dict[str, Any], console: Any) -> None:
    from rich.table import Table

    def pct(x: float | None) -> str:
        return "-" if x is None else f"{100 * x:.1f}%"

    title = f"{data['completed']} of {data['games']} games, {data['players']} players"
    if data["expansions"]:
        title += f", with {', '.join(data['expansions'])}"
    table = Table(title=title)
    for col in ("", "games", "wins", "win rate", "95% CI"):
        table.add_column(col, justify="left" if not col else "right")
    for row in data["agents"]:
        lo, hi = row["ci95"]
        table.add_row(row["agent"], str(row["games"]), str(row["wins"]), pct(row["win_rate"]), f"{pct(lo)}–{pct(hi)}")
    table.add_section()
    for row in data["seats"]:
        lo, hi = row["ci95"]
        table.add_row(
            f"seat {row['seat']}", str(row["games"]), str(row["wins"]), pct(row["win_rate"]), f"{pct(lo)}–{pct(hi)}"
        )
    console.print(table)
    done = data["completed"] or 1
    reasons = ", ".join(f"{k} {v} ({100 * v / done:.0f}%)" for k, v in data["end_reasons"].items())
    console.print(f"End reasons: {reasons}; ties: {data['ties']}")
    t, d = data["turns"], data["decisions"]
    if t["mean"] is not None:
        console.print(
            f"Game length: {t['mean']} turns (median {t['median']}, {t['min']}–{t['max']}); "
            f"{d['mean']} decisions (median {d['median']}, {d['min']}–{d['max']})"
        )
    gps = data["games_per_second"]
    console.print(f"Speed: {data['elapsed_seconds']:.1f} s, {gps if gps is not None else '-'} games/second")
    if data["errors"]:
        console.print(f"[red]{data['errors']} game(s) failed:[/red]")
        for kind, count in data["error_kinds"].items():
            console.print(f"  {count} × {kind}", markup=False)
