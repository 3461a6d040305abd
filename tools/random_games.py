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
from innovation.rules.plugins import build_rules

SETUPS = (("2p", 2, False), ("3p", 3, False), ("4p", 4, False), ("2v2", 4, True))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--expansions", default="", help="comma-separated, e.g. artifacts,echoes")
    parser.add_argument("--relics", action="store_true")
    parser.add_argument("--edition", choices=("third", "first"), default="third")
    args = parser.parse_args()
    expansions = tuple(e for e in args.expansions.split(",") if e)
    rules = build_rules(expansions, (), {"edition": args.edition})
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
            config = GameConfig(
                players=players, seed=seed, teams=teams, expansions=expansions, relics=args.relics, edition=args.edition
            )
            game = Game.new(config)
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
    never: list[str] = []
    for set_name in ("base", *expansions):
        ids = sorted(c for c, info in rules.cards.items() if info.set == set_name and c in rules.effects)
        missing = [c for c in ids if dogmas[c] + executed[c] == 0]
        never += missing
        print(f"{set_name} cards whose dogma ran: {len(ids) - len(missing)}/{len(ids)}; never: {missing}")
    base = sorted(c for c in rules.effects)
    counts = sorted((dogmas[c], c) for c in base)
    print("fewest dogma runs:", ", ".join(f"{c} {n}" for n, c in counts[:8]))
    print("most dogma runs:", ", ".join(f"{c} {n}" for n, c in counts[-5:]))
    print("nested executions (cards executed by other cards):", sum(executed.values()))
    for seed, tb in failures[:5]:
        print(f"--- seed {seed}\n{tb}")
    return 1 if failures or never else 0


if __name__ == "__main__":
    raise SystemExit(main())
