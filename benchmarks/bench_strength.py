"""Which bot beats which, in one edition: seat-swapped 2-player games, win rates with 95% intervals.

    .venv/bin/python benchmarks/bench_strength.py --edition fourth --games 20 \\
        [--matchups ismcts:iterations=12/random,ismcts:iterations=12/heuristic,heuristic/random]

Each matchup plays ``--games`` seeded games, the two bots swapping seats game by game (the first
player's advantage cancels out); a game stopped at the decision limit counts for nobody. The win
rate is the first bot's share of the decided games, with a Wilson 95% interval: an interval
entirely above 0.5 is a measured "beats". ``innovation simulate`` measures the same at scale
(``--agents A,B --edition fourth``); this is the quick side-by-side for issue 28's "ismcts plays
the 4th edition sensibly".
"""

from __future__ import annotations

import argparse
import math
import time
from collections.abc import Sequence

from innovation import Game, GameConfig, play
from innovation.bots.agents import make_agent
from innovation.editions import edition_rules

DEFAULT_MATCHUPS = "ismcts:iterations=12/random,ismcts:iterations=12/heuristic,heuristic/random"


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def matchup(first: str, second: str, games: int, edition: str, seed: int) -> tuple[int, int, int, float]:
    """(first's wins, second's wins, undecided, CPU seconds) over ``games`` seat-swapped games."""
    wins = [0, 0]
    undecided = 0
    start = time.process_time()
    for g in range(games):
        specs = (first, second) if g % 2 == 0 else (second, first)
        game = Game.new(GameConfig(players=("ann", "bob"), seed=seed + g, edition=edition_rules(edition).name))
        agents = {
            name: make_agent(spec, seed * 100 + g * 2 + k)
            for k, (name, spec) in enumerate(zip(("ann", "bob"), specs, strict=True))
        }
        result = play(game, agents)
        winners = set(result.winners)
        first_seat = "ann" if g % 2 == 0 else "bob"
        second_seat = "bob" if first_seat == "ann" else "ann"
        if winners == {first_seat}:
            wins[0] += 1
        elif winners == {second_seat}:
            wins[1] += 1
        else:
            undecided += 1
    return wins[0], wins[1], undecided, time.process_time() - start


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--edition", default="fourth")
    parser.add_argument("--games", type=int, default=20, help="games per matchup (seat-swapped)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--matchups", default=DEFAULT_MATCHUPS, help="A/B pairs, comma-separated")
    args = parser.parse_args(argv)
    for pair in args.matchups.split(","):
        first, second = pair.split("/")
        a, b, undecided, spent = matchup(first, second, args.games, args.edition, args.seed)
        low, high = wilson(a, a + b)
        rate = a / (a + b) if a + b else float("nan")
        verdict = "beats" if low > 0.5 else "loses to" if high < 0.5 else "not separated from"
        print(
            f"{args.edition}: {first} {verdict} {second}: {a}-{b} ({undecided} undecided), "
            f"win rate {rate:.2f} [95% {low:.2f}–{high:.2f}], {spent:.0f} CPU-s",
            flush=True,
        )


if __name__ == "__main__":
    main()
