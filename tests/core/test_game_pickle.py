"""A game pickles and deep-copies anywhere — mid-dogma included — and the copy goes on exactly as
the original does (innovation.game_pickle)."""

from __future__ import annotations

import copy
import pickle
import types

import pytest

from innovation import Game, GameConfig, HeuristicAgent, RandomAgent
from innovation.errors import GameBusyError


def _mid_dogma(config: GameConfig, seed: int) -> Game:
    """The game played by random answers until a question inside an effect (not a turn action)."""
    game = Game.new(config)
    agent = RandomAgent(seed)
    while game.pending is not None:
        d = game.pending
        if d.kind != "action" and game.state.phase == "turn" and game._answers:
            return game
        game.answer(d.player, agent.choose(game, d))
    raise AssertionError("the game ended without a question inside an effect")


def _continue(game: Game, seed: int, answers: int = 80) -> list[tuple[int, str, str]]:
    agent = RandomAgent(seed)
    out = []
    for _ in range(answers):
        d = game.pending
        if d is None:
            break
        option = agent.choose(game, d)
        out.append((d.number, d.player, option))
        game.answer(d.player, option)
    return out


@pytest.mark.parametrize(
    "config",
    [
        GameConfig(players=("ann", "bob"), seed=11),
        GameConfig(players=("ann", "bob", "cy"), seed=12, expansions=("artifacts", "echoes", "cities"), relics=True),
        GameConfig(players=("ann", "bob", "cy", "dee"), seed=13, teams=True, edition="first"),
    ],
    ids=["base", "expansions", "teams-first"],
)
def test_pickle_and_deepcopy_mid_dogma_continue_identically(config: GameConfig) -> None:
    game = _mid_dogma(config, 3)
    pickled = pickle.loads(pickle.dumps(game))
    deep = copy.deepcopy(game)
    for twin in (pickled, deep):
        assert twin is not game and twin.pending == game.pending and twin.history == game.history
        assert twin.to_json() == game.to_json()
    expected = _continue(game.copy(), 5)
    assert _continue(pickled, 5) == expected
    assert _continue(deep, 5) == expected
    assert pickled.to_json() == deep.to_json()
    # the original is untouched by its copies going on
    assert _continue(game, 5) == expected


def test_a_finished_game_and_a_fresh_one_round_trip() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=2, max_turns=3))
    assert pickle.loads(pickle.dumps(game)).to_json() == game.to_json()
    while game.pending is not None:
        d = game.pending
        game.answer(d.player, d.options[0])
    twin = pickle.loads(pickle.dumps(game))
    assert twin.pending is None and twin.result == game.result and twin.to_json() == game.to_json()


def test_a_pickled_game_keeps_who_reads_no_choices() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=4))
    game.set_reads_choices("ann", False)
    twin = pickle.loads(pickle.dumps(game))
    assert not twin.reads_choices("ann") and twin.reads_choices("bob")


def test_a_heuristic_agent_pickled_with_its_game_goes_on_identically() -> None:
    """The agent remembers positions per game (a weak reference): pickled together they stay paired."""
    game = Game.new(GameConfig(players=("ann", "bob"), seed=8))
    agent = HeuristicAgent(3)
    for _ in range(30):
        d = game.pending
        assert d is not None
        game.answer(d.player, agent.choose(game, d))
    game2, agent2 = pickle.loads(pickle.dumps((game, agent)))
    for _ in range(30):
        d, d2 = game.pending, game2.pending
        assert d == d2 and d is not None and d2 is not None
        option = agent.choose(game, d)
        assert agent2.choose(game2, d2) == option
        game.answer(d.player, option)
        game2.answer(d2.player, option)


def test_what_cannot_be_pickled_says_why() -> None:
    module = types.ModuleType("hand_plugin")
    config = GameConfig(players=("ann", "bob"), seed=1)
    object.__setattr__(config, "plugins", (module,))  # as GameConfig(plugins=(module,)) would hold it
    game = Game.new(GameConfig(players=("ann", "bob"), seed=1))
    game.config = config
    with pytest.raises(TypeError, match="registered by hand as a module"):
        pickle.dumps(game)


def test_a_game_cannot_be_pickled_from_inside_a_running_answer() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=1))
    game._running = True  # what a plugin's hook sees while an answer runs
    with pytest.raises(GameBusyError):
        pickle.dumps(game)


def test_a_pickle_of_another_layout_is_refused() -> None:
    from innovation import game_pickle

    game = Game.new(GameConfig(players=("ann", "bob"), seed=1))
    restore, args = game_pickle.reduce_game(game)
    with pytest.raises(TypeError, match="layout 99"):
        restore(99, *args[1:])
