"""Train a masked policy-gradient agent against the random bot, on CPU, with numpy alone.

REINFORCE (with a running-mean baseline) on the Gymnasium environment: a softmax over the
*legal* actions only (the action mask), each scored by a linear function of small features of
the action — what kind it is (its block of the encoding), the age of the card or the value it
names — crossed with a few numbers of the compact observation (scores, achievements, actions
left). About 170 weights; a few minutes of CPU lift it from the random bot's ~50% to a clear
win rate against it (docs/ai.md shows the curve).

    python examples/train_masked_policy.py [--episodes 1200] [--evaluation 200] [--plot curve.png] [--seed 0]

It prints the win rate against ``random`` before and after training (the policy sampled, on
evaluation games of their own seeds), and the training curve (wins per window of episodes).
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any

import gymnasium
import numpy as np
import numpy.typing as npt

import innovation.ai.gymnasium  # noqa: F401  (registers innovation/Innovation-v0)
from innovation import Game, GameConfig
from innovation.ai import tables
from innovation.ai.actions import BLOCKS, NUM_ACTIONS
from innovation.ai.compact import COMPACT_LAYOUT
from innovation.ai.layout import MAX_AGE, MAX_CARDS_PER_SET

ENV_ID = "innovation/Innovation-v0"
MAX_TURNS = 150
_AT = {p.name: p.start for p in COMPACT_LAYOUT}


def action_tables() -> tuple[npt.NDArray[np.int64], npt.NDArray[np.float32]]:
    """Per action index: its block (0 … len(BLOCKS) − 1) and the size it names, scaled to [0, 1]
    (a card's age, an achievement's or a number's value; 0 for the rest)."""
    block = np.zeros(NUM_ACTIONS, np.int64)
    size = np.zeros(NUM_ACTIONS, np.float32)
    game = Game.new(GameConfig(players=("a", "b"), expansions=("artifacts", "cities", "echoes")))
    ages = {card: info.age for card, info in game.rules.cards.items()}
    for b, spec in enumerate(BLOCKS):
        block[spec.start : spec.stop] = b
        for k in range(spec.size):
            if spec.name == "achieve":
                size[spec.start + k] = (k + 1) / MAX_AGE
            elif spec.name == "value":
                size[spec.start + k] = min(k, MAX_AGE) / MAX_AGE
            elif spec.name == "hidden":
                size[spec.start + k] = (k % MAX_AGE + 1) / MAX_AGE
            elif spec.name.startswith("action:") or spec.name == "card":
                set_slot, place = divmod(k, MAX_CARDS_PER_SET)
                ids = tables.CARD_IDS.get(tables.SET_SLOTS[set_slot], ()) if set_slot < len(tables.SET_SLOTS) else ()
                if place < len(ids) and ids[place] in ages:
                    size[spec.start + k] = ages[ids[place]] / MAX_AGE
    return block, size


def context(obs: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    """A few numbers of the compact observation the policy conditions on."""
    return np.array(
        [
            1.0,
            obs[_AT["seat0_points"]],
            obs[_AT["seat1_points"]],
            obs[_AT["seat0_achieved"]],
            obs[_AT["actions_left"] + 2],
        ],
        np.float32,
    )


class Policy:
    """Softmax over the legal actions of ``θ · (block ⊗ [1, size] ⊗ context)``."""

    def __init__(self, seed: int) -> None:
        self.block, self.size = action_tables()
        self.theta = np.zeros((len(BLOCKS), 2, 5), np.float32)
        self.rng = np.random.default_rng(seed)

    def features(self, legal: npt.NDArray[np.int64], ctx: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
        """``[len(legal), blocks, 2, 5]``: each legal action's features (one block non-zero)."""
        out = np.zeros((len(legal), len(BLOCKS), 2, len(ctx)), np.float32)
        rows = np.arange(len(legal))
        out[rows, self.block[legal], 0, :] = ctx
        out[rows, self.block[legal], 1, :] = self.size[legal, None] * ctx
        return out

    def act(
        self, obs: npt.NDArray[np.float32], mask: npt.NDArray[np.int8]
    ) -> tuple[int, npt.NDArray[np.float32], npt.NDArray[np.float64], int]:
        legal = mask.view(np.bool_).nonzero()[0]
        phi = self.features(legal, context(obs))
        logits = np.tensordot(phi, self.theta, axes=3).astype(np.float64)
        p = np.exp(logits - logits.max())
        p /= p.sum()
        k = int(self.rng.choice(len(legal), p=p))
        return int(legal[k]), phi, p, k


def play_episode(env: Any, policy: Policy, seed: int) -> tuple[float, list[tuple[Any, Any, int]]]:
    obs, info = env.reset(seed=seed)
    trajectory = []
    while True:
        action, phi, p, k = policy.act(obs, info["action_mask"])
        trajectory.append((phi, p, k))
        obs, reward, terminated, truncated, info = env.step(action)
        if terminated or truncated:
            return float(reward), trajectory


def win_rate(policy: Policy, games: int, seed: int) -> float:
    env = gymnasium.make(ENV_ID, opponent="random", seat=None, max_turns=MAX_TURNS)
    wins = sum(play_episode(env, policy, seed + g)[0] > 0 for g in range(games))
    env.close()
    return wins / games


def train(
    episodes: int, evaluation_games: int, seed: int = 0, learning_rate: float = 0.05, window: int = 100
) -> dict[str, Any]:
    """Train for ``episodes`` games against ``random``; the report (rates, curve, CPU seconds)."""
    start = time.process_time()
    policy = Policy(seed)
    before = win_rate(policy, evaluation_games, 10_000_000 + seed * 100_000)
    env = gymnasium.make(ENV_ID, opponent="random", seat=None, max_turns=MAX_TURNS)
    baseline, wins, curve = 0.0, [], []
    for episode in range(episodes):
        reward, trajectory = play_episode(env, policy, seed * 1_000_000 + episode)
        advantage = reward - baseline
        baseline += 0.05 * (reward - baseline)
        grad = np.zeros_like(policy.theta)
        for phi, p, k in trajectory:  # ∇ log π(a) = φ(a) − E_π[φ]
            grad += phi[k] - np.tensordot(p.astype(np.float32), phi, axes=1)
        policy.theta += learning_rate * advantage * grad / max(1, len(trajectory)) ** 0.5
        wins.append(reward > 0)
        if (episode + 1) % window == 0:
            curve.append((episode + 1, float(np.mean(wins[-window:]))))
    env.close()
    after = win_rate(policy, evaluation_games, 10_000_000 + seed * 100_000)
    return {
        "episodes": episodes,
        "evaluation_games": evaluation_games,
        "win_rate_before": round(before, 3),
        "win_rate_after": round(after, 3),
        "curve": curve,
        "window": window,
        "cpu_seconds": round(time.process_time() - start, 1),
        "theta": policy.theta,
    }


def plot(report: dict[str, Any], path: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6.4, 3.6), dpi=110)
    xs = [e for e, _ in report["curve"]]
    ax.plot(xs, [r for _, r in report["curve"]], marker="o", label=f"training games won (per {report['window']})")
    ax.axhline(report["win_rate_before"], color="grey", ls=":", label=f"before: {report['win_rate_before']:.0%}")
    ax.axhline(report["win_rate_after"], color="green", ls="--", label=f"after: {report['win_rate_after']:.0%}")
    ax.set_xlabel("training episodes (games against the random bot)")
    ax.set_ylabel("win rate against random")
    ax.set_ylim(0, 1)
    ax.set_title("Masked REINFORCE, numpy, CPU")
    ax.legend(loc="lower right", fontsize=8)
    fig.tight_layout()
    fig.savefig(path)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--episodes", type=int, default=1200)
    parser.add_argument("--evaluation", type=int, default=200, help="evaluation games before and after")
    parser.add_argument("--window", type=int, default=100, help="episodes per point of the curve")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--plot", help="write the learning curve to this PNG (needs the plot extra)")
    args = parser.parse_args()
    report = train(args.episodes, args.evaluation, args.seed, window=args.window)
    print(f"trained {report['episodes']} episodes in {report['cpu_seconds']} CPU seconds")
    for episode, rate in report["curve"]:
        print(f"  episodes up to {episode:5d}: won {rate:.0%} of the last {report['window']}")
    print(f"win rate against random over {report['evaluation_games']} games:")
    print(f"  before training {report['win_rate_before']:.1%}, after {report['win_rate_after']:.1%}")
    if args.plot:
        plot(report, args.plot)
        print(f"learning curve: {args.plot}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
