"""The 4th edition's base game against the 3rd's, side by side: decisions per CPU-second.

    .venv/bin/python benchmarks/bench_editions.py [--rounds 7] [--games 12] [--players 2,3,4] [--path play]

Issue 28 asks that 4th-edition base games play within 10% of 3rd-edition base games. Each round
plays the same seeds in both editions (the order of the two alternates round by round, so a
neighbour's burst on the shared machine hits both alike), with :class:`~innovation.RandomAgent`
in every seat, and times CPU (``time.process_time``), never wall time. A round's figure is its
decisions divided by its CPU seconds, per edition; the report gives the median over rounds of
each and the median of the per-round ratios (4th ÷ 3rd: 1.00 is as fast, 0.90 is 10% slower).

``--path play`` drives the games through :func:`innovation.play` (bots, simulations);
``--path answer`` through ``game.pending`` / ``game.answer`` (servers). The editions' games differ
(ages 1–11, five more cards, the junk, the distance rule from four players), so the figure is per
decision: a 4th-edition game asks more of them.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Sequence

from innovation import Game, GameConfig, RandomAgent, play
from innovation.editions import edition_rules

NAMES = ("ann", "bob", "cat", "dan", "eve")
EDITIONS = ("third", "fourth")


def _game(edition: str, seed: int, players: int) -> Game:
    return Game.new(GameConfig(players=NAMES[:players], seed=seed, edition=edition_rules(edition).name))


def timed_games(edition: str, seeds: Sequence[int], players: Sequence[int], path: str) -> tuple[int, float]:
    """(decisions, CPU seconds) of one game per seed, the player count cycling through ``players``."""
    decisions = 0
    spent = 0.0
    for i, seed in enumerate(seeds):
        n = players[i % len(players)]
        game = _game(edition, seed, n)
        agents = {name: RandomAgent(seed * 10 + k) for k, name in enumerate(game.players)}
        start = time.process_time()
        if path == "play":
            play(game, agents)
        else:
            while (d := game.pending) is not None:
                game.answer(d.player, agents[d.player].choose(game, d))
        spent += time.process_time() - start
        decisions += len(game.history)
    return decisions, spent


def measure(rounds: int, games: int, players: Sequence[int], path: str) -> dict[str, float]:
    rates: dict[str, list[float]] = {e: [] for e in EDITIONS}
    ratios: list[float] = []
    for r in range(rounds):
        seeds = range(1000 * r + 1, 1000 * r + 1 + games)
        order = EDITIONS if r % 2 == 0 else EDITIONS[::-1]
        this: dict[str, float] = {}
        for edition in order:
            decisions, spent = timed_games(edition, seeds, players, path)
            this[edition] = decisions / spent
            rates[edition].append(this[edition])
        ratios.append(this["fourth"] / this["third"])
        print(
            f"round {r + 1}/{rounds}: 3rd {this['third']:,.0f} decisions/CPU-s, 4th {this['fourth']:,.0f}, "
            f"ratio {ratios[-1]:.3f}",
            flush=True,
        )
    return {
        "third": statistics.median(rates["third"]),
        "fourth": statistics.median(rates["fourth"]),
        "ratio": statistics.median(ratios),
        "ratio_min": min(ratios),
        "ratio_max": max(ratios),
    }


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--games", type=int, default=12, help="games per edition per round")
    parser.add_argument("--players", default="2,3,4", help="player counts, cycled game by game (default 2,3,4)")
    parser.add_argument("--path", choices=("play", "answer"), default="play")
    args = parser.parse_args(argv)
    players = tuple(int(p) for p in args.players.split(","))
    result = measure(args.rounds, args.games, players, args.path)
    print(
        f"\n{args.path}(), base, players {args.players}, {args.rounds} rounds × {args.games} games "
        "(medians, CPU time):\n"
        f"  3rd edition {result['third']:,.0f} decisions/CPU-s\n"
        f"  4th edition {result['fourth']:,.0f} decisions/CPU-s\n"
        f"  4th ÷ 3rd   {result['ratio']:.3f} (rounds {result['ratio_min']:.3f}–{result['ratio_max']:.3f})"
    )


if __name__ == "__main__":
    main()
