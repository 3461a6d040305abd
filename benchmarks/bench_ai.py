"""What the AI environments cost, next to what the engine costs (run: .venv/bin/python benchmarks/bench_ai.py).

The headline is a **ratio measured side by side**: one environment step — the observation, the
mask and the reward of the PettingZoo env (``last()``) and the answer (``step()``), for a masked
random agent — against one ``play()`` decision of two random agents, on the same games (same
seeds, player count, sets and turn limit), CPU time of this process, the two timed in alternation
in each repeat and the ratio's median over the repeats reported — for the 3rd edition and the 4th
(its own encoding, version 2; a 4th-edition set still being written is reported as not playable
yet, with the reason). The machines this runs on are shared and noisy: compare ratios, not
absolute rates, and read them beside the load average the report gives (at its start and end).
The target is a ratio of at most 3; each configuration's row says whether it is within it.

Also reported: steps per second of each wrapper (PettingZoo AEC, Gymnasium against random and
heuristic bots, OpenSpiel), the cost of the pieces (compact and card-plane observations, the
mask, ``Game.copy()``, a pickle round trip), the tensor sizes, and the win rate against ``random``
of the training example (examples/train_masked_policy.py) after ``--example-episodes`` of
training (1000 by default, about a minute of CPU; 0 skips it).

    .venv/bin/python benchmarks/bench_ai.py [--games 4] [--repeats 5] [--steps 1500] [--example-episodes 1000] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import pickle
import random
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import numpy as np

from innovation import Game, GameConfig, RandomAgent, play
from innovation.ai import pettingzoo as ipz
from innovation.errors import ConfigError

#: The games the ratio is measured on: name → (players, expansions, rule options). The 4th
#: edition's rows are measured once its sets play (a set still being written is reported as such).
CONFIGS: dict[str, tuple[int, tuple[str, ...], dict[str, Any]]] = {
    "2p base": (2, (), {}),
    "2p all sets": (2, ("artifacts", "cities", "echoes"), {"relics": True}),
    "4p all sets": (4, ("artifacts", "cities", "echoes"), {"relics": True}),
    "2p base 4th": (2, (), {"edition": "fourth"}),
    "5p base 4th": (5, (), {"edition": "fourth"}),
    "2p all sets 4th": (2, ("artifacts", "cities", "echoes"), {"edition": "fourth"}),
    # Every 4th-edition set that plays today (its Artifacts is still being written).
    "2p cities+echoes 4th": (2, ("cities", "echoes"), {"edition": "fourth"}),
}
MAX_TURNS = 150
#: The most an environment step may cost, in ``play()`` decisions (issue 34).
TARGET = 3.0


def play_decisions(players: int, expansions: tuple[str, ...], rules: dict[str, Any], seeds: range) -> tuple[int, float]:
    """(decisions, CPU seconds) of ``play()`` with random agents over the games of ``seeds``."""
    names = tuple(f"player_{i}" for i in range(players))
    decisions, cpu = 0, 0.0
    for seed in seeds:
        game = Game.new(GameConfig(players=names, seed=seed, expansions=expansions, max_turns=MAX_TURNS, **rules))
        agents = [RandomAgent(seed * 10 + i) for i in range(players)]
        start = time.process_time()
        play(game, agents)
        cpu += time.process_time() - start
        decisions += len(game.history)
    return decisions, cpu


def sample(mask: np.ndarray[Any, np.dtype[np.int8]], rng: random.Random) -> int:
    """A masked random agent's pick: a legal index of the mask, drawn by Python's ``random`` as
    ``play()``'s random agents draw theirs (numpy's ``Generator.integers`` costs several times
    ``randrange`` for one number: the agents' own picks should cost alike on both sides). (Viewing
    the int8 mask as bool makes ``nonzero`` ~20× faster in numpy 2 than on int8 itself.)"""
    legal = mask.view(np.bool_).nonzero()[0]
    return int(legal[rng.randrange(len(legal))])


def env_steps(players: int, expansions: tuple[str, ...], rules: dict[str, Any], seeds: range) -> tuple[int, float]:
    """(steps, CPU seconds) of the PettingZoo env driven to the end of each game by a masked random agent."""
    steps, cpu = 0, 0.0
    env = ipz.raw_env(players=players, expansions=expansions, max_turns=MAX_TURNS, **rules)
    for seed in seeds:
        rng = random.Random(seed)
        start = time.process_time()
        env.reset(seed=seed)
        for _agent in env.agent_iter():
            observation, _reward, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            env.step(sample(observation["action_mask"], rng))
            steps += 1
        cpu += time.process_time() - start
    return steps, cpu


def ratio(name: str, games: int, repeats: int) -> dict[str, Any]:
    """The step ÷ decision ratio of one configuration: medians over ``repeats`` alternations."""
    players, expansions, rules = CONFIGS[name]
    try:
        Game.new(GameConfig(players=tuple(f"p{i}" for i in range(players)), expansions=expansions, **rules))
    except ConfigError as error:
        return {"not_playable": str(error)}
    ratios, decision_rates, step_rates = [], [], []
    for k in range(repeats):
        seeds = range(1000 * k, 1000 * k + games)
        decisions, play_cpu = play_decisions(players, expansions, rules, seeds)
        steps, env_cpu = env_steps(players, expansions, rules, seeds)
        decision_rate, step_rate = decisions / play_cpu, steps / env_cpu
        decision_rates.append(decision_rate)
        step_rates.append(step_rate)
        ratios.append(decision_rate / step_rate)
    return {
        "play_decisions_per_cpu_second": round(statistics.median(decision_rates)),
        "env_steps_per_cpu_second": round(statistics.median(step_rates)),
        "step_over_decision": round(statistics.median(ratios), 2),
        "step_over_decision_range": [round(min(ratios), 2), round(max(ratios), 2)],
    }


def answers(
    players: int, expansions: tuple[str, ...], rules: dict[str, Any], seeds: range, wording: str
) -> tuple[int, float]:
    """(answers, CPU seconds) of ``game.answer`` by random picks over the games of ``seeds`` —
    ``wording`` "worded": each decision with its choices and their labels; "unworded": with its
    choices without labels (``set_words_choices(False)``), as the environments get them; "bare":
    without choices (``set_reads_choices(False)``), as ``play()`` gives random agents. The picks
    are by position in the options, which wording does not change: the same games every way."""
    n, cpu = 0, 0.0
    names = tuple(f"player_{i}" for i in range(players))
    for seed in seeds:
        game = Game.new(GameConfig(players=names, seed=seed, expansions=expansions, max_turns=MAX_TURNS, **rules))
        for name in names:
            if wording == "bare":
                game.set_reads_choices(name, False)
            elif wording == "unworded":
                game.set_words_choices(name, False)
        rng = random.Random(seed)
        start = time.process_time()
        while (d := game.pending) is not None:
            game.answer(d.player, d.options[rng.randrange(len(d.options))])
            n += 1
        cpu += time.process_time() - start
    return n, cpu


def answer_costs(name: str, games: int, repeats: int) -> dict[str, float]:
    """What an answer costs, in ``play()`` decisions on the same games: with its choices worded,
    unworded (what an environment step pays: the action encoding reads the choices' fields,
    never their labels) and bare; medians over ``repeats`` alternations."""
    players, expansions, rules = CONFIGS[name]
    ratios: dict[str, list[float]] = {"worded": [], "unworded": [], "bare": []}
    for k in range(repeats):
        seeds = range(1000 * k, 1000 * k + games)
        decisions, play_cpu = play_decisions(players, expansions, rules, seeds)
        per_decision = play_cpu / decisions
        for wording, values in ratios.items():
            n, cpu = answers(players, expansions, rules, seeds, wording)
            values.append(cpu / n / per_decision)
    return {f"{wording}_answer_over_decision": round(statistics.median(v), 2) for wording, v in ratios.items()}


def _rate(run: Callable[[int], int], repeats: int) -> float:
    rates = []
    for k in range(repeats):
        start = time.process_time()
        steps = run(k)
        rates.append(steps / max(time.process_time() - start, 1e-9))
    return statistics.median(rates)


def gymnasium_rate(steps: int, repeats: int, expansions: tuple[str, ...], opponent: str) -> float:
    import gymnasium

    import innovation.ai.gymnasium  # noqa: F401

    def run(k: int) -> int:
        env = gymnasium.make("innovation/Innovation-v0", opponent=opponent, expansions=expansions, max_turns=MAX_TURNS)
        _, info = env.reset(seed=k)
        rng = random.Random(k)
        for _ in range(steps):
            _, _, terminated, truncated, info = env.step(sample(info["action_mask"], rng))
            if terminated or truncated:
                _, info = env.reset()
        return steps

    return _rate(run, repeats)


def openspiel_rate(steps: int, repeats: int, expansions: tuple[str, ...]) -> float | None:
    """OpenSpiel steps (legal actions, an action, and the acting player's information-state tensor)."""
    try:
        import pyspiel

        import innovation.ai.openspiel  # noqa: F401
    except ImportError:
        return None
    game = pyspiel.load_game("python_innovation", {"expansions": "+".join(expansions), "max_turns": MAX_TURNS})

    def run(k: int) -> int:
        rng = np.random.default_rng(k)
        state = game.new_initial_state()
        for _ in range(steps):
            if state.is_terminal():
                state = game.new_initial_state()
            if state.is_chance_node():
                state.apply_action(int(rng.integers(0, 256)))
                continue
            state.information_state_tensor(state.current_player())
            state.apply_action(int(rng.choice(state.legal_actions())))
        return steps

    return _rate(run, repeats)


def pieces(expansions: tuple[str, ...], **rules: Any) -> dict[str, float]:
    """Median microseconds of the pieces, over the decisions of one random game (the card planes
    only where they exist: the 1st and 3rd editions)."""
    from innovation.ai.actions import ActionCodec, rules_encoding
    from innovation.ai.compact import CompactEncoder, CompactObserver
    from innovation.ai.observation import encode_view

    game = Game.new(GameConfig(players=("ann", "bob"), seed=5, expansions=expansions, max_turns=MAX_TURNS, **rules))
    codec = ActionCodec(game.players, rules_encoding(game.rules))
    # The fresh encoding gets an encoder of its own: the observer's (encoder_for's, shared by
    # every game of these rules) keeps boards and points it met by content, which would make
    # either one's work at a new position the other's cache hit.
    encoder = CompactEncoder(game.rules)
    planes = rules.get("edition") != "fourth"
    agent = RandomAgent(1)
    observer = CompactObserver()
    timings: dict[str, list[float]] = {
        k: [] for k in ("compact", "compact_kept", "planes", "mask", "copy", "pickle") if planes or k != "planes"
    }
    pickled_bytes: list[int] = []
    n = 0
    while game.pending is not None and n < 300:
        d = game.pending
        player = d.player
        runs: tuple[tuple[str, Callable[[], object]], ...] = (
            # The environments' way: kept up to date from the last step (CompactObserver).
            ("compact_kept", partial(observer.encode, game, player)),
            ("compact", partial(encoder.encode, game, player)),
            ("planes", lambda: encode_view(game.view(player, events_since=len(game.events)))),  # noqa: B023  (called at once)
            ("mask", partial(codec.mask, d)),
            ("copy", game.copy),
        )
        for key, run in runs:
            if key not in timings:
                continue
            start = time.process_time()
            run()
            timings[key].append((time.process_time() - start) * 1e6)
        if n % 10 == 0:
            start = time.process_time()
            data = pickle.dumps(game)
            pickle.loads(data)
            timings["pickle"].append((time.process_time() - start) * 1e6)
            pickled_bytes.append(len(data))
        game.answer(d.player, agent.choose(game, d))
        n += 1
    out = {f"{key}_us": round(statistics.median(values), 1) for key, values in timings.items()}
    out["pickle_bytes_median"] = statistics.median(pickled_bytes)
    return out


def sizes() -> dict[str, int]:
    from innovation.ai.actions import FOURTH_ENCODING, NUM_ACTIONS
    from innovation.ai.compact import COMPACT_SIZE, FOURTH_COMPACT
    from innovation.ai.observation import OBSERVATION_SIZE

    out = {
        "compact_observation": COMPACT_SIZE,
        "card_plane_observation": OBSERVATION_SIZE,
        "actions": NUM_ACTIONS,
        "compact_observation_4th": FOURTH_COMPACT.size,
        "actions_4th": FOURTH_ENCODING.num_actions,
    }
    try:
        import pyspiel

        import innovation.ai.openspiel  # noqa: F401
    except ImportError:
        return out
    for name, (_, expansions, rules) in CONFIGS.items():
        try:
            game = pyspiel.load_game("python_innovation", {"expansions": "+".join(expansions), **rules})
        except (ConfigError, pyspiel.SpielError):
            continue  # (a 4th-edition set still being written)
        out[f"openspiel_information_state[{name.split(' ', 1)[1]}]"] = game.information_state_tensor_size()
    return out


def example_win_rate(episodes: int, evaluation: int) -> dict[str, Any]:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "examples"))
    try:
        import train_masked_policy  # type: ignore[import-not-found,unused-ignore]
    finally:
        sys.path.pop(0)
    report: dict[str, Any] = train_masked_policy.train(episodes=episodes, evaluation_games=evaluation, seed=0)
    return {k: report[k] for k in ("episodes", "win_rate_before", "win_rate_after", "evaluation_games", "cpu_seconds")}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="games per configuration and repeat (the ratio)")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--steps", type=int, default=1500, help="steps per repeat of the wrapper rates")
    parser.add_argument("--configs", default=",".join(CONFIGS), help="comma-separated names of CONFIGS")
    parser.add_argument("--example-episodes", type=int, default=1000, help="train the example this long (0: skip)")
    parser.add_argument("--example-evaluation", type=int, default=100, help="its evaluation games, before and after")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    expansions = CONFIGS["2p all sets"][1]
    load_before = os.getloadavg()
    out: dict[str, Any] = {
        "ratio": {name: ratio(name, args.games, args.repeats) for name in args.configs.split(",") if name},
        "steps_per_second": {
            "pettingzoo_aec_base": round(_rate(lambda k: env_steps(2, (), {}, range(k, k + 1))[0], args.repeats), 1),
            "gymnasium_vs_random": round(gymnasium_rate(args.steps, args.repeats, (), "random"), 1),
            "gymnasium_vs_heuristic": round(gymnasium_rate(args.steps, args.repeats, (), "heuristic"), 1),
        },
        "answers_2p_base": answer_costs("2p base", args.games, args.repeats),
        "answers_2p_base_4th": answer_costs("2p base 4th", args.games, args.repeats),
        "pieces_base": pieces(()),
        "pieces_all_sets": pieces(expansions),
        "pieces_base_4th": pieces((), edition="fourth"),
        "sizes": sizes(),
        "games": args.games,
        "repeats": args.repeats,
    }
    rate = openspiel_rate(args.steps, args.repeats, ())
    out["steps_per_second"]["openspiel_with_information_state"] = None if rate is None else round(rate, 1)
    if args.example_episodes:
        out["example"] = example_win_rate(args.example_episodes, args.example_evaluation)
    # The machine's load (1-minute average, at the start and the end): the rates, and the ratio
    # less so, swing with it — say it beside the numbers.
    out["load_average"] = [round(load_before[0], 2), round(os.getloadavg()[0], 2)]
    out["target_step_over_decision"] = TARGET
    if args.json:
        print(json.dumps(out, indent=2))
        return
    start, end = out["load_average"]
    print(
        f"env step ÷ play() decision: CPU time on the same games, median of {args.repeats} alternations of "
        f"{args.games} games; target ≤ {TARGET} (load average {start} at the start, {end} at the end)"
    )
    for name, row in out["ratio"].items():
        if "not_playable" in row:
            print(f"  {name:20s} not playable yet: {row['not_playable']}")
            continue
        low, high = row["step_over_decision_range"]
        verdict = "within the target" if row["step_over_decision"] <= TARGET else "ABOVE the target"
        print(
            f"  {name:20s} {row['step_over_decision']:5.2f}  {verdict}  (range {low}–{high}; "
            f"{row['env_steps_per_cpu_second']} steps/s, {row['play_decisions_per_cpu_second']} decisions/s)"
        )
    for section in (
        "steps_per_second",
        "answers_2p_base",
        "answers_2p_base_4th",
        "pieces_base",
        "pieces_all_sets",
        "pieces_base_4th",
        "sizes",
    ):
        print(section)
        for name, value in out[section].items():
            print(f"  {name:34s} {'not installed' if value is None else value}")
    if "example" in out:
        ex = out["example"]
        print(
            f"example (examples/train_masked_policy.py): win rate against random {ex['win_rate_before']:.1%} before "
            f"training, {ex['win_rate_after']:.1%} after {ex['episodes']} episodes "
            f"({ex['evaluation_games']} evaluation games each; {ex['cpu_seconds']} CPU seconds)"
        )


if __name__ == "__main__":
    main()
