"""CPU time per decision of each agent in a few seeded games (run: .venv/bin/python benchmarks/bench_ismcts.py).

``innovation simulate`` measures who wins; this measures what a budget costs: every decision an
agent is asked is timed with ``time.thread_time`` (CPU time of the deciding thread, so the
numbers do not grow with the machine's load as wall time does, though a shared machine still
slows a core down). Reported per agent: the mean over every decision it was asked, and the mean
and median over its *turn actions with a choice* (the decisions ``ismcts`` searches).

    .venv/bin/python benchmarks/bench_ismcts.py --agents ismcts:iterations=9,heuristic --games 4 \\
        [--expansions all] [--relics] [--json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from dataclasses import dataclass, field
from typing import Any

from innovation import Game, GameConfig, play
from innovation.bots.agents import Agent, agent_kind_names, make_agent
from innovation.protocol.decisions import Decision
from innovation.rules.plugins import BASE, discover


@dataclass
class Timed:
    """An agent whose every answer is timed."""

    agent: Agent
    all_seconds: list[float] = field(default_factory=list)
    search_seconds: list[float] = field(default_factory=list)

    @property
    def reads_choices(self) -> bool:
        return bool(getattr(self.agent, "reads_choices", True))

    def choose(self, game: Game, decision: Decision) -> str:
        start = time.thread_time()
        answer = self.agent.choose(game, decision)
        spent = time.thread_time() - start
        self.all_seconds.append(spent)
        if decision.kind == "action" and len(decision.options) > 1:
            self.search_seconds.append(spent)
        return answer


def measure(
    specs: list[str], games: int, seed: int, expansions: tuple[str, ...], relics: bool = False
) -> dict[str, Any]:
    timed = {spec: Timed(make_agent(spec, 0)) for spec in specs}
    for i in range(games):
        seats = [specs[(i + k) % len(specs)] for k in range(len(specs))]  # rotate seats
        config = GameConfig(
            players=("ann", "bob", "cat", "dan")[: len(seats)], seed=seed + i, expansions=expansions, relics=relics
        )
        play(Game.new(config), [timed[spec] for spec in seats])
    out: dict[str, Any] = {}
    for spec, t in timed.items():
        out[spec] = {
            "decisions": len(t.all_seconds),
            "cpu_ms_per_decision": round(1e3 * statistics.fmean(t.all_seconds), 2),
            "turn_actions_with_a_choice": len(t.search_seconds),
            "cpu_ms_per_turn_action_mean": round(1e3 * statistics.fmean(t.search_seconds), 2),
            "cpu_ms_per_turn_action_median": round(1e3 * statistics.median(t.search_seconds), 2),
            "cpu_ms_per_decision_max": round(1e3 * max(t.all_seconds), 2),
        }
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--agents", default="ismcts:iterations=9,heuristic", help="agent specs, one per seat")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=900_000)
    parser.add_argument("--expansions", default="", help="comma-separated expansions, or 'all'")
    parser.add_argument("--relics", action="store_true", help="Artifacts with Relics (needs artifacts)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    specs = agent_kind_names(args.agents)
    if args.expansions == "all":
        expansions = tuple(sorted(n for n in discover() if n != BASE))
    else:
        expansions = tuple(e for e in args.expansions.split(",") if e)
    out = {
        "games": args.games,
        "seed": args.seed,
        "expansions": list(expansions),
        "relics": args.relics,
        "agents": measure(specs, args.games, args.seed, expansions, args.relics),
    }
    if args.json:
        print(json.dumps(out, indent=2))
        return
    print(f"CPU time per decision, {args.games} games, expansions: {', '.join(expansions) or 'none'}")
    for spec, row in out["agents"].items():
        print(
            f"  {spec:32s} {row['cpu_ms_per_decision']:8.2f} ms/decision over {row['decisions']}; turn actions with a "
            f"choice: {row['cpu_ms_per_turn_action_mean']:.2f} ms mean, "
            f"{row['cpu_ms_per_turn_action_median']:.2f} ms median over {row['turn_actions_with_a_choice']}; "
            f"slowest decision {row['cpu_ms_per_decision_max']:.2f} ms"
        )


if __name__ == "__main__":
    main()
