"""Play N seeded random games (2, 3, 4 players and 2v2 teams, in rotation) and report how often
each card's dogma ran, plus any failure with its seed.

    .venv/bin/python tools/random_games.py --games 1000
"""

from __future__ import annotations

import argparse
import collections
import time
import traceback

from innovation import Game, GameConfig, RandomAgent, play
from innovation.plugins import build_rules

SETUPS = (("2p", 2, False), ("3p", 3, False), ("4p", 4, False), ("2v2", 4, True))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    rules = build_rules(())
    dogmas: collections.Counter[str] = collections.Counter()
    executed: collections.Counter[str] = collections.Counter()
    reasons: collections.Counter[str] = collections.Counter()
    per_setup: collections.Counter[str] = collections.Counter()
    failures: list[tuple[int, str]] = []
    decisions = 0
    start = time.perf_counter()
    for i in range(args.games):
        seed = args.seed + i
        label, n, teams = SETUPS[i % len(SETUPS)]
        players = ("ann", "bob", "cat", "dan")[:n]
        try:
            game = Game.new(GameConfig(players=players, seed=seed, teams=teams))
            result = play(game, [RandomAgent(seed * 7 + k) for k in range(n)])
        except Exception:
            failures.append((seed, traceback.format_exc(limit=3)))
            continue
        per_setup[label] += 1
        reasons[result.reason] += 1
        decisions += len(game.history)
        for event in game.events:
            if event.kind == "dogma" and event.card:
                dogmas[event.card] += 1
            elif event.kind == "execute" and event.card:
                executed[event.card] += 1
    elapsed = time.perf_counter() - start
    played = sum(per_setup.values())
    print(f"games finished: {played}/{args.games} ({dict(per_setup)}), failures: {len(failures)}")
    print(f"end reasons: {dict(reasons)}; decisions: {decisions}; {played / elapsed:.1f} games/s")
    base = sorted(c for c, info in rules.cards.items() if info.set == "base")
    never = [c for c in base if dogmas[c] == 0]
    print(f"base cards whose dogma ran: {len(base) - len(never)}/{len(base)}; never: {never}")
    counts = sorted((dogmas[c], c) for c in base)
    print("fewest dogma runs:", ", ".join(f"{c} {n}" for n, c in counts[:8]))
    print("most dogma runs:", ", ".join(f"{c} {n}" for n, c in counts[-5:]))
    print("nested executions (Computers, Robotics, Software, Self Service, Satellites):", sum(executed.values()))
    for seed, tb in failures[:5]:
        print(f"--- seed {seed}\n{tb}")
    return 1 if failures or never else 0


if __name__ == "__main__":
    raise SystemExit(main())
