"""Environments, OpenSpiel states and games pickle and deep-copy mid-game, and go on identically;
OpenSpiel's serialize/deserialize round trip; Gymnasium's vector environments run the env."""

from __future__ import annotations

import copy
import pickle
from typing import Any

import pytest

from tests.requirements import require

np = require("numpy", "the ai extra: pip install '.[ai]'")


def _gym_run(env: Any, info: dict[str, Any], seed: int, steps: int) -> list[tuple[int, float, bool, bytes]]:
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(steps):
        action = int(rng.choice(np.flatnonzero(info["action_mask"])))
        obs, reward, terminated, truncated, info = env.step(action)
        out.append((action, float(reward), bool(terminated or truncated), obs.tobytes()))
        if terminated or truncated:
            break
    return out


@pytest.mark.parametrize("opponent", ["heuristic", "random"])
def test_gymnasium_env_pickles_and_deep_copies_mid_game(opponent: str) -> None:
    gymnasium = require("gymnasium", "the ai extra: pip install '.[ai]'")
    import innovation.ai.gymnasium  # noqa: F401

    env = gymnasium.make("innovation/Innovation-v0", opponent=opponent, expansions=("echoes",), seat=None)
    _, info = env.reset(seed=4)
    _gym_run(env, info, 0, 25)  # well into the game, bots' moves included
    game = env.unwrapped.table.game
    rng = np.random.default_rng(5)
    info = env.unwrapped._info()
    while not (game._answers and game.pending is not None and game.pending.kind != "action"):
        _, _, terminated, truncated, info = env.step(int(rng.choice(np.flatnonzero(info["action_mask"]))))
        assert not (terminated or truncated)
        game = env.unwrapped.table.game  # on to the agent's question inside an effect: mid-dogma
    info = env.unwrapped._info()
    copies = [pickle.loads(pickle.dumps(env)), copy.deepcopy(env)]
    expected = _gym_run(env, dict(info), 1, 60)
    for twin in copies:
        assert _gym_run(twin, dict(info), 1, 60) == expected


@pytest.mark.parametrize(
    "kwargs",
    [{"players": 3, "expansions": ("artifacts",), "relics": True}, {"players": 5, "edition": "fourth"}],
    ids=["3p-artifacts-relics", "5p-fourth"],
)
def test_pettingzoo_env_pickles_mid_game(kwargs: dict[str, Any]) -> None:
    require("pettingzoo", "the ai extra: pip install '.[ai]'")
    from innovation.ai import pettingzoo as ipz

    def run(env: Any, seed: int, steps: int) -> list[tuple[str, int, bytes]]:
        rng = np.random.default_rng(seed)
        out = []
        for _ in range(steps):
            obs, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                break
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
            out.append((env.agent_selection, action, obs["observation"].tobytes()))
            env.step(action)
        return out

    env = ipz.env(**kwargs)
    env.reset(seed=9)
    run(env, 0, 40)
    game = env.unwrapped.table.game
    rng = np.random.default_rng(5)
    while not (game._answers and game.pending is not None and game.pending.kind != "action"):
        obs, *_ = env.last()  # on to a question inside an effect: mid-dogma
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    copies = [pickle.loads(pickle.dumps(env)), copy.deepcopy(env)]
    expected = run(env, 1, 80)
    for twin in copies:
        assert run(twin, 1, 80) == expected


@pytest.mark.parametrize(
    "params",
    [{"expansions": "echoes,cities", "max_turns": 30}, {"players": 2, "edition": "fourth", "max_turns": 30}],
    ids=["echoes-cities", "fourth"],
)
def test_openspiel_states_pickle_serialize_and_clone(params: dict[str, Any]) -> None:
    pyspiel = require("pyspiel", "the openspiel extra: pip install '.[openspiel]'")
    import innovation.ai.openspiel  # noqa: F401

    game = pyspiel.load_game("python_innovation", params)
    state = game.new_initial_state()
    rng = np.random.default_rng(2)
    while len(state.history()) < 60 and not state.is_terminal():
        state.apply_action(int(rng.choice(state.legal_actions())))
    inner = state.table.game
    while not (inner._answers and inner.pending is not None and inner.pending.kind != "action"):
        state.apply_action(int(rng.choice(state.legal_actions())))  # on to a question inside an effect
    text = pyspiel.serialize_game_and_state(game, state)
    game2, from_text = pyspiel.deserialize_game_and_state(text)
    copies = [pickle.loads(pickle.dumps(state)), from_text, game.deserialize_state(state.serialize()), state.clone()]
    assert pickle.loads(pickle.dumps(game)).get_parameters() == game.get_parameters() == game2.get_parameters()

    def run(s: Any) -> list[Any]:
        r = np.random.default_rng(7)
        out = []
        while not s.is_terminal():
            p = s.current_player()
            out.append((p, s.information_state_string(p), s.observation_tensor(p)))
            s.apply_action(int(r.choice(s.legal_actions())))
        return [*out, s.returns()]

    expected = run(state)
    for twin in copies:
        assert run(twin) == expected


def test_openspiel_random_sim_test_with_serialization() -> None:
    pyspiel = require("pyspiel", "the openspiel extra: pip install '.[openspiel]'")
    import innovation.ai.openspiel  # noqa: F401

    game = pyspiel.load_game("python_innovation", {"max_turns": 40})
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)
    more = pyspiel.load_game("python_innovation", {"players": 3, "expansions": "artifacts,echoes", "max_turns": 25})
    pyspiel.random_sim_test(more, num_sims=1, serialize=True, verbose=False)


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_gymnasium_vector_envs(mode: str) -> None:
    """Several games stepped as one batch: SyncVectorEnv in-process, AsyncVectorEnv in worker
    processes (which needs the environment to pickle)."""
    gymnasium = require("gymnasium", "the ai extra: pip install '.[ai]'")
    import innovation.ai.gymnasium  # noqa: F401

    envs = gymnasium.make_vec(
        "innovation/Innovation-v0",
        num_envs=2,
        vectorization_mode=mode,
        opponent="random",
        max_turns=30,
    )
    try:
        obs, info = envs.reset(seed=3)
        assert obs.shape == (2, *envs.single_observation_space.shape)
        rng = np.random.default_rng(0)
        ends = 0
        for _ in range(150):
            # After an episode ends, the next step of that env is its reset (Gymnasium's default
            # autoreset, "next step"): its action is ignored, and its mask is empty.
            legal = [np.flatnonzero(m) for m in info["action_mask"]]
            actions = np.array([int(rng.choice(k)) if len(k) else 0 for k in legal])
            obs, _, terminated, truncated, info = envs.step(actions)
            ends += int(np.sum(terminated | truncated))
            assert envs.single_observation_space.contains(obs[0])
        assert ends >= 1  # episodes end and the vector env resets them (autoreset)
    finally:
        envs.close()
