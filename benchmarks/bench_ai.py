"""Environment steps per second for each wrapper (run: .venv/bin/python benchmarks/bench_ai.py).

Every step is a random *legal* action (sampled from the mask), so the numbers measure the
environment — engine, observation, mask, bookkeeping — and not a learner. Reported as the median
over ``--repeats`` runs of ``--steps`` steps each, CPU time of this process: the machines are
shared and noisy, so compare ratios, not absolute values. Also: the cost of the pieces (one
observation, one mask) and of one ``ismcts`` decision at a fixed iteration budget.

    .venv/bin/python benchmarks/bench_ai.py [--steps 2000] [--repeats 3] [--expansions artifacts,echoes] [--json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable
from typing import Any

import numpy as np


def _steps_per_second(run: Callable[[int], None], steps: int, repeats: int) -> float:
    rates = []
    for k in range(repeats):
        start = time.process_time()
        run(k)
        rates.append(steps / max(time.process_time() - start, 1e-9))
    return statistics.median(rates)


def pettingzoo_rate(steps: int, repeats: int, expansions: tuple[str, ...]) -> float:
    from innovation.ai import pettingzoo as ipz

    def run(k: int) -> None:
        env = ipz.env(players=2, expansions=expansions)
        env.reset(seed=k)
        rng = np.random.default_rng(k)
        done = 0
        while done < steps:
            obs, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                if not env.agents:
                    env.reset()
                continue
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            done += 1

    return _steps_per_second(run, steps, repeats)


def gymnasium_rate(steps: int, repeats: int, expansions: tuple[str, ...], opponent: str) -> float:
    import gymnasium

    import innovation.ai.gymnasium  # noqa: F401

    def run(k: int) -> None:
        env = gymnasium.make("innovation/Innovation-v0", opponent=opponent, expansions=expansions)
        _, info = env.reset(seed=k)
        rng = np.random.default_rng(k)
        for _ in range(steps):
            _, _, terminated, truncated, info = env.step(int(rng.choice(np.flatnonzero(info["action_mask"]))))
            if terminated or truncated:
                _, info = env.reset()

    return _steps_per_second(run, steps, repeats)


def openspiel_rate(steps: int, repeats: int, expansions: tuple[str, ...]) -> float | None:
    try:
        import pyspiel

        import innovation.ai.openspiel  # noqa: F401
    except ImportError:
        return None
    game = pyspiel.load_game("python_innovation", {"expansions": ",".join(expansions)})

    def run(k: int) -> None:
        rng = np.random.default_rng(k)
        state = game.new_initial_state()
        for _ in range(steps):
            if state.is_terminal():
                state = game.new_initial_state()
            if state.is_chance_node():
                state.apply_action(int(rng.integers(0, 256)))
            else:
                state.apply_action(int(rng.choice(state.legal_actions())))

    return _steps_per_second(run, steps, repeats)


def pieces(expansions: tuple[str, ...]) -> dict[str, float]:
    """Median microseconds of one view + observation, one mask, and one ismcts decision."""
    from innovation import Game, GameConfig, RandomAgent
    from innovation.ai.actions import ActionCodec
    from innovation.ai.observation import encode_view
    from innovation.bots.ismcts import IsmctsAgent

    game = Game.new(GameConfig(players=("ann", "bob"), seed=5, expansions=expansions))
    codec = ActionCodec(game.players)
    agent = RandomAgent(1)
    obs_us: list[float] = []
    mask_us: list[float] = []
    search_ms: list[float] = []
    bot = IsmctsAgent(2, iterations=9)
    while game.pending is not None and len(obs_us) < 300:
        d = game.pending
        t = time.process_time()
        encode_view(game.view(d.player))
        obs_us.append((time.process_time() - t) * 1e6)
        t = time.process_time()
        codec.mask(d)
        mask_us.append((time.process_time() - t) * 1e6)
        if d.kind == "action" and len(search_ms) < 10 and len(obs_us) > 20:
            t = time.process_time()
            bot.choose(game, d)
            search_ms.append((time.process_time() - t) * 1e3)
        game.answer(d.player, agent.choose(game, d))
    return {
        "view_and_observation_us": round(statistics.median(obs_us), 1),
        "mask_us": round(statistics.median(mask_us), 1),
        "ismcts_9_iterations_ms": round(statistics.median(search_ms), 1) if search_ms else float("nan"),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=2000)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--expansions", default="", help="comma-separated expansions")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    expansions = tuple(e for e in args.expansions.split(",") if e)
    out: dict[str, Any] = {
        "steps_per_second": {
            "pettingzoo_aec": round(pettingzoo_rate(args.steps, args.repeats, expansions), 1),
            "gymnasium_vs_random": round(gymnasium_rate(args.steps, args.repeats, expansions, "random"), 1),
            "gymnasium_vs_heuristic": round(gymnasium_rate(args.steps, args.repeats, expansions, "heuristic"), 1),
        },
        "pieces": pieces(expansions),
        "expansions": list(expansions),
        "steps": args.steps,
        "repeats": args.repeats,
    }
    rate = openspiel_rate(args.steps, args.repeats, expansions)
    out["steps_per_second"]["openspiel"] = None if rate is None else round(rate, 1)
    if args.json:
        print(json.dumps(out, indent=2))
        return
    print(f"environment steps/second (CPU time, median of {args.repeats} × {args.steps} random legal steps)")
    for name, value in out["steps_per_second"].items():
        print(f"  {name:24s} {'not installed' if value is None else value}")
    for name, value in out["pieces"].items():
        print(f"  {name:24s} {value}")


if __name__ == "__main__":
    main()
