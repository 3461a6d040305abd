"""A balance question answered end to end: does the first player have an advantage in 2-player
base Innovation between two heuristic bots? (docs/simulate.md walks through it.)

    .venv/bin/python examples/first_player_advantage.py --games 2000 --records fpa.jsonl
    .venv/bin/python examples/first_player_advantage.py --from-records fpa.jsonl   # again, no games

Plays the games on every core (or reads the rows of an earlier run), writes one row per game, and
saves a figure (needs the ``plot`` extra, matplotlib): the first player's win rate as the games
come in, with its 95% interval, and the same rate by game length.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

from innovation import GameConfig
from innovation.simulation import GameRecord, open_sink, read_records, simulate, wilson

DEFAULT_PLOT = Path("first-player-advantage.png")


@dataclass(frozen=True)
class Outcome:
    """What the question needs from a row: did the first player win, and how long the game was."""

    first_won: bool
    turns: int


def outcome(row: GameRecord) -> Outcome | None:
    """None for a game that failed, or ended without a winner (a turn limit)."""
    if row.error is not None or row.first_player is None or not row.winners:
        return None
    return Outcome(row.first_player in row.winners, row.turns)


def run(games: int, seed: int, jobs: int | None, records: Path | None) -> list[Outcome]:
    outcomes: list[Outcome] = []

    def keep(row: GameRecord) -> None:
        found = outcome(row)
        if found is not None:
            outcomes.append(found)

    sink = open_sink(records) if records is not None else None
    try:
        summary = simulate(
            games,
            ["heuristic", "heuristic"],
            GameConfig(players=("ann", "bob"), seed=seed),
            jobs=jobs,
            records=sink,
            on_record=keep,
        )
    finally:
        if sink is not None:
            sink.close()
    data = summary.to_dict()
    print(f"{data['completed']} of {games} games finished ({data['errors']} failed) in {data['elapsed_seconds']} s")
    print("End reasons:", ", ".join(f"{k} {v}" for k, v in data["end_reasons"].items()))
    return outcomes


def from_records(path: Path) -> list[Outcome]:
    """The outcomes of an earlier run's rows (2-player base games between heuristic bots)."""
    outcomes, other, dropped = [], 0, 0
    for row in read_records(path):
        if row.config.expansions or len(row.agents) != 2 or any(not a.startswith("heuristic") for a in row.agents):
            other += 1
            continue
        found = outcome(row)
        if found is None:
            dropped += 1
        else:
            outcomes.append(found)
    print(f"{len(outcomes)} games read from {path} ({dropped} failed or without a winner, {other} of another kind)")
    return outcomes


def by_length(outcomes: list[Outcome], groups: int = 3) -> list[tuple[str, int, int]]:
    """(label, first-player wins, games) for the shortest, middle and longest third of the games."""
    ordered = sorted(outcomes, key=lambda o: o.turns)
    out = []
    for k in range(groups):
        part = ordered[k * len(ordered) // groups : (k + 1) * len(ordered) // groups]
        if part:
            out.append((f"{part[0].turns}–{part[-1].turns} turns", sum(o.first_won for o in part), len(part)))
    return out


def plot(outcomes: list[Outcome], path: Path) -> None:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise SystemExit(
            "the figure needs matplotlib, the 'plot' extra: python3 dev.py install plot "
            "(or pip install -e '.[plot]' in a checkout; or pass --no-plot)"
        ) from None
    figure, (running, lengths) = plt.subplots(1, 2, figsize=(11, 4.2), gridspec_kw={"width_ratios": [3, 2]})
    xs, rates, lows, highs = [], [], [], []
    wins = 0
    for n, outcome in enumerate(outcomes, start=1):
        wins += outcome.first_won
        lo, hi = wilson(wins, n)
        xs.append(n)
        rates.append(wins / n)
        lows.append(lo)
        highs.append(hi)
    running.fill_between(xs, lows, highs, alpha=0.25, label="95% Wilson interval")
    running.plot(xs, rates, label="first player's win rate")
    running.axhline(0.5, color="grey", linestyle="--", linewidth=1, label="no advantage")
    running.set(xlabel="games played", ylabel="first player wins", ylim=(0.3, 0.8), title="As the games come in")
    running.legend(loc="upper right")
    groups = by_length(outcomes)
    labels = [label for label, _, _ in groups]
    centre = [w / n for _, w, n in groups]
    errors = [[c - wilson(w, n)[0] for c, (_, w, n) in zip(centre, groups, strict=True)]]
    errors.append([wilson(w, n)[1] - c for c, (_, w, n) in zip(centre, groups, strict=True)])
    lengths.bar(labels, centre, yerr=errors, capsize=6, color="tab:orange", alpha=0.8)
    lengths.axhline(0.5, color="grey", linestyle="--", linewidth=1)
    lengths.set(ylim=(0.0, 1.0), ylabel="first player wins", title="By game length (thirds of the games)")
    figure.suptitle("2-player base Innovation, heuristic vs heuristic")
    figure.tight_layout()
    figure.savefig(path, dpi=110)
    plt.close(figure)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=None, help="worker processes (default: every core)")
    parser.add_argument("--records", type=Path, default=None, help="also write the rows (.jsonl or .parquet)")
    parser.add_argument("--plot", type=Path, default=DEFAULT_PLOT, help=f"figure file (default {DEFAULT_PLOT})")
    parser.add_argument("--no-plot", action="store_true")
    parser.add_argument("--from-records", type=Path, default=None, help="analyse these rows instead of playing")
    args = parser.parse_args(argv)
    if args.from_records is not None:
        outcomes = from_records(args.from_records)
    else:
        outcomes = run(args.games, args.seed, args.jobs, args.records)
    wins, n = sum(o.first_won for o in outcomes), len(outcomes)
    lo, hi = wilson(wins, n)
    share = 100 * wins / max(n, 1)
    print(f"The first player won {wins} of {n} games: {share:.1f}% (95% CI {100 * lo:.1f}–{100 * hi:.1f}%).")
    if lo > 0.5:
        print("Answer: yes, the first player has an advantage (the whole interval is above 50%).")
    elif hi < 0.5:
        print("Answer: no, the first player is at a disadvantage (the whole interval is below 50%).")
    else:
        print("Answer: not shown at this sample size (the interval contains 50%).")
    for label, w, m in by_length(outcomes):
        glo, ghi = wilson(w, m)
        print(f"  games of {label}: {100 * w / m:.1f}% (95% CI {100 * glo:.1f}–{100 * ghi:.1f}%) of {m}")
    if not args.no_plot:
        plot(outcomes, args.plot)
        print(f"Figure saved to {args.plot}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
