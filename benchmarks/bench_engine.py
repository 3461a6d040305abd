"""Engine benchmarks (run: python3 dev.py bench, or .venv/bin/python benchmarks/bench_engine.py).

Reports medians over several repetitions, because the machines are shared and noisy:
* games/second with the synchronous path (play + RandomAgent), 2–4 players;
* per-answer latency on the request/response path (game.answer), split by how deep into the game
  the answer comes, to show that the cost of one answer stays flat in game length;
* state clone, save/load and Game.copy() costs.
"""

from __future__ import annotations

import argparse
import statistics
import time

from innovation import Game, GameConfig, RandomAgent, play


def games_per_second(n_games: int, players: int, seed0: int) -> float:
    names = ("ann", "bob", "cat", "dan")[:players]
    start = time.perf_counter()
    for seed in range(seed0, seed0 + n_games):
        game = Game.new(GameConfig(players=names, seed=seed))
        play(game, [RandomAgent(seed * 10 + i) for i in range(players)])
    return n_games / (time.perf_counter() - start)


def answer_latency(n_games: int, seed0: int) -> dict[str, float]:
    """Median microseconds per game.answer(), bucketed by decision index."""
    buckets: dict[str, list[float]] = {"0-99": [], "100-299": [], "300+": []}
    for seed in range(seed0, seed0 + n_games):
        game = Game.new(GameConfig(players=("ann", "bob"), seed=seed))
        agents = {"ann": RandomAgent(seed), "bob": RandomAgent(seed + 1)}
        i = 0
        while game.pending is not None:
            d = game.pending
            choice = agents[d.player].choose(game, d)
            t = time.perf_counter()
            game.answer(d.player, choice)
            dt = (time.perf_counter() - t) * 1e6
            key = "0-99" if i < 100 else "100-299" if i < 300 else "300+"
            buckets[key].append(dt)
            i += 1
    return {k: statistics.median(v) for k, v in buckets.items() if v}


def save_load(n: int) -> tuple[float, float, float, float]:
    game = Game.new(GameConfig(players=("ann", "bob", "cat"), seed=3))
    agents = {p: RandomAgent(i) for i, p in enumerate(game.players)}
    for _ in range(150):
        if game.pending is None:
            break
        d = game.pending
        game.answer(d.player, agents[d.player].choose(game, d))
    t = time.perf_counter()
    for _ in range(n):
        game.state.clone()
    clone_us = (time.perf_counter() - t) / n * 1e6
    t = time.perf_counter()
    for _ in range(n):
        data = game.to_json()
    save_us = (time.perf_counter() - t) / n * 1e6
    t = time.perf_counter()
    for _ in range(max(1, n // 10)):
        Game.from_json(data)
    load_us = (time.perf_counter() - t) / max(1, n // 10) * 1e6
    t = time.perf_counter()
    for _ in range(n):
        game.copy()
    copy_us = (time.perf_counter() - t) / n * 1e6
    return clone_us, save_us, load_us, copy_us


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    for players in (2, 3, 4):
        runs = [games_per_second(args.games, players, 1000 * r) for r in range(args.repeats)]
        print(f"{players}p games/second (play + RandomAgent): median {statistics.median(runs):.1f} over {runs}")
    lat = answer_latency(max(5, args.games // 4), 500)
    print("game.answer() median latency (µs) by decision index:", {k: round(v) for k, v in lat.items()})
    clone_us, save_us, load_us, copy_us = save_load(200)
    print(f"state.clone(): {clone_us:.0f} µs   to_json(): {save_us:.0f} µs   from_json(): {load_us:.0f} µs")
    # Bots and search copy games: Game.copy() against the JSON round trip it replaces.
    print(f"Game.copy() after 150 answers: {copy_us:.0f} µs ({(save_us + load_us) / copy_us:.1f}x faster than JSON)")


if __name__ == "__main__":
    main()
