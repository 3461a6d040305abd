"""The three standard environments pass their libraries' own API checkers, and keep their promises."""

from __future__ import annotations

import warnings

import pytest

from tests.requirements import require

np = require("numpy", "the ai extra: pip install '.[ai]'")


# ---------------------------------------------------------------------------------------------
# PettingZoo


def test_pettingzoo_api_test() -> None:
    require("pettingzoo", "the ai extra: pip install '.[ai]'")
    from pettingzoo.test import api_test

    from innovation.ai import pettingzoo as ipz

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)  # PettingZoo warns about dict observations (masks)
        api_test(ipz.env(players=2), num_cycles=400)
        api_test(ipz.env(players=3, expansions=("artifacts", "echoes"), relics=True), num_cycles=200)
        api_test(ipz.env(players=4, teams=True, expansions=("echoes",)), num_cycles=200)


def test_pettingzoo_seed_test() -> None:
    require("pettingzoo", "the ai extra: pip install '.[ai]'")
    from pettingzoo.test import seed_test

    from innovation.ai import pettingzoo as ipz

    seed_test(lambda: ipz.env(players=2, expansions=("artifacts",)), num_cycles=150)


def test_pettingzoo_whole_games_reward_and_limit() -> None:
    require("pettingzoo", "the ai extra: pip install '.[ai]'")
    from innovation.ai import pettingzoo as ipz

    env = ipz.env(players=2)
    env.reset(seed=3)
    rng = np.random.default_rng(0)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        if terminated or truncated:
            env.step(None)
            continue
        # only the agent the game waits for has legal actions
        for other in env.possible_agents:
            if other != agent:
                assert env.observe(other)["action_mask"].sum() == 0
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert sorted(totals.values()) == [-1.0, 1.0]

    limited = ipz.env(players=2, max_turns=3)
    limited.reset(seed=1)
    for _agent in limited.agent_iter():
        obs, reward, terminated, truncated, _ = limited.last()
        if terminated or truncated:
            assert truncated and not terminated and reward == 0.0
            limited.step(None)
            continue
        limited.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))


@pytest.mark.parametrize(
    "players, expansions, rules",
    [(2, (), {}), (3, ("artifacts", "cities", "echoes"), {"relics": True}), (5, (), {"edition": "fourth"})],
    ids=["2p base", "3p all sets", "5p 4th"],
)
def test_the_environment_plays_unworded_games_the_same_as_worded_ones(
    players: int, expansions: tuple[str, ...], rules: dict[str, object]
) -> None:
    """The environments' games word no choice (``Game.set_words_choices``): every step's mask,
    observation and continuation equal those of the same game with its choices worded."""
    require("pettingzoo", "the ai extra: pip install '.[ai]'")
    from innovation.ai import pettingzoo as ipz
    from innovation.ai.table import Table

    env = ipz.raw_env(players=players, expansions=expansions, max_turns=40, **rules)
    env.reset(seed=5)
    table = env.table
    assert table is not None and not any(table.game.words_choices(p) for p in table.players)
    worded = Table(table.config, 0)
    worded.game = table.game.copy()
    for name in worded.players:
        worded.game.set_words_choices(name, True)
    rng = np.random.default_rng(1)
    steps = 0
    for agent in env.agent_iter():
        obs, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        d, w = table.game.pending, worded.game.pending
        assert d is not None and w is not None and all(c.label == "" for c in d.choices)
        assert all(c.label for c in w.choices) and len(d.choices) == len(w.choices)
        assert np.array_equal(obs["action_mask"], worded.mask(agent))
        assert np.array_equal(obs["observation"], worded.observe(agent))
        action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        env.step(action)
        worded.play(action)
        assert worded.game.history == table.game.history
        steps += 1
    assert steps > 100 and worded.game.to_json() == table.game.to_json()


def test_pettingzoo_illegal_actions() -> None:
    require("pettingzoo", "the ai extra: pip install '.[ai]'")
    from innovation.ai import pettingzoo as ipz
    from innovation.ai.actions import EncodingError

    env = ipz.raw_env(players=2)
    env.reset(seed=0)
    first = env.agent_selection
    env.step(2)  # "no": never legal for the opening meld
    assert all(env.terminations.values())
    assert env.rewards[first] == -1.0 and env.infos[first]["illegal_action"] is True
    strict = ipz.raw_env(players=2, illegal_action="raise")
    strict.reset(seed=0)
    before = strict.observe(strict.agent_selection)
    with pytest.raises(EncodingError, match="not legal here"):
        strict.step(2)
    after = strict.observe(strict.agent_selection)
    assert np.array_equal(before["observation"], after["observation"])
    assert not any(strict.terminations.values())


# ---------------------------------------------------------------------------------------------
# Gymnasium


def test_gymnasium_check_env() -> None:
    gymnasium = require("gymnasium", "the ai extra: pip install '.[ai]'")
    from gymnasium.utils.env_checker import check_env

    import innovation.ai.gymnasium  # noqa: F401  (registers the id)

    for kwargs in ({"opponent": "random"}, {"opponent": "heuristic", "expansions": ("echoes",), "seat": None}):
        env = gymnasium.make("innovation/Innovation-v0", **kwargs)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", UserWarning)
            check_env(env.unwrapped)
        env.close()


def test_gymnasium_episode_against_the_heuristic() -> None:
    gymnasium = require("gymnasium", "the ai extra: pip install '.[ai]'")

    env = gymnasium.make("innovation.ai.gymnasium:innovation/Innovation-v0", opponent="heuristic", seat=1)
    obs, info = env.reset(seed=11)
    rng = np.random.default_rng(1)
    done, steps, reward = False, 0, 0.0
    while not done:
        assert env.observation_space.contains(obs)
        mask = info["action_mask"]
        assert np.array_equal(mask, env.unwrapped.action_masks())
        obs, reward, terminated, truncated, info = env.step(int(rng.choice(np.flatnonzero(mask))))
        done, steps = terminated or truncated, steps + 1
    assert terminated and reward in (-1.0, 1.0) and info["result"].winners
    assert steps > 10
    with pytest.raises(RuntimeError, match="episode is over"):
        env.step(0)
    obs, info = env.reset()
    _, reward, terminated, truncated, info = env.step(3 if info["action_mask"][3] == 0 else 2)
    assert terminated and reward == -1.0 and info["illegal_action"]


def test_gymnasium_bad_configuration_is_refused() -> None:
    require("gymnasium", "the ai extra: pip install '.[ai]'")
    from innovation.ai.gymnasium import InnovationEnv
    from innovation.errors import ConfigError

    with pytest.raises(ConfigError, match="unknown agent"):
        InnovationEnv(opponent="grandmaster")
    with pytest.raises(ConfigError, match="seat must be"):
        InnovationEnv(seat=2)
    with pytest.raises(ConfigError, match="players must be"):
        InnovationEnv(players=5)
    with pytest.raises(ConfigError, match="max_turns"):
        InnovationEnv(max_turns=0)


# ---------------------------------------------------------------------------------------------
# OpenSpiel


def test_openspiel_random_sim_test() -> None:
    pyspiel = require("pyspiel", "the openspiel extra: pip install '.[openspiel]'")
    import innovation.ai.openspiel  # noqa: F401  (registers python_innovation)

    game = pyspiel.load_game("python_innovation")
    pyspiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False)
    three = pyspiel.load_game("python_innovation", {"players": 3, "expansions": "artifacts,echoes", "relics": True})
    pyspiel.random_sim_test(three, num_sims=2, serialize=True, verbose=False)


def test_openspiel_state_is_imperfect_information_with_a_chance_deal() -> None:
    pyspiel = require("pyspiel", "the openspiel extra: pip install '.[openspiel]'")
    from innovation.ai.openspiel import DEAL_BYTES

    game = pyspiel.load_game("python_innovation", {"max_turns": 4})
    state = game.new_initial_state()
    for _ in range(DEAL_BYTES):
        assert state.is_chance_node() and len(state.chance_outcomes()) == 256
        state.apply_action(7)
    assert state.current_player() in (0, 1)
    clone = state.clone()
    rng = np.random.default_rng(0)
    while not state.is_terminal():
        player = state.current_player()
        mine = state.information_state_string(player)
        theirs = state.information_state_string(1 - player)
        assert mine != theirs
        state.apply_action(int(rng.choice(state.legal_actions())))
    assert state.returns() == [0.0, 0.0]  # stopped at the turn limit
    assert not clone.is_terminal() and clone.history() == [7] * DEAL_BYTES
    obs = np.array(clone.observation_tensor(0))
    assert obs.shape == (game.observation_tensor_size(),) and obs.sum() > 0


def test_openspiel_rl_environment_runs_an_episode() -> None:
    """OpenSpiel's learning algorithms drive games through rl_environment: it runs unchanged."""
    pyspiel = require("pyspiel", "the openspiel extra: pip install '.[openspiel]'")
    from open_spiel.python import rl_environment

    import innovation.ai.openspiel  # noqa: F401  (registers python_innovation: no other test may have, under xdist)

    game = pyspiel.load_game("python_innovation", {"max_turns": 40})
    env = rl_environment.Environment(game, seed=3)
    step = env.reset()
    rng = np.random.default_rng(0)
    while not step.last():
        player = step.observations["current_player"]
        step = env.step([int(rng.choice(step.observations["legal_actions"][player]))])
    assert len(step.rewards) == 2 and sum(step.rewards) == 0
    assert len(step.observations["info_state"][0]) == game.information_state_tensor_size()  # (it prefers it)


def test_pettingzoo_parallel_conversion_is_refused() -> None:
    """docs/ai.md: no parallel API for a one-decision-at-a-time game; PettingZoo's converter agrees."""
    require("pettingzoo", "the ai extra: pip install '.[ai]'")
    from pettingzoo.utils.conversions import aec_to_parallel

    from innovation.ai import pettingzoo as ipz

    with pytest.raises(AssertionError, match="parallel"):
        aec_to_parallel(ipz.raw_env(players=2))
