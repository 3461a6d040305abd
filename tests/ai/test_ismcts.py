"""The ismcts bot: honest (never reads hidden cards), legal, within its budget, in the registry."""

from __future__ import annotations

import time

import pytest

from innovation import Game, GameConfig, play
from innovation.bots.agents import HeuristicAgent, RandomAgent, agent_kinds, make_agent, parse_agent_spec
from innovation.bots.ismcts import ISMCTS, IsmctsAgent
from innovation.errors import ConfigError
from tests.ai.twins import hidden_twin, positions


def test_the_registry_and_the_constructor_agree_on_defaults() -> None:
    import inspect

    signature = inspect.signature(IsmctsAgent)
    for param in ISMCTS.params:
        assert signature.parameters[param.name].default == param.default, param.name


def test_registered_with_its_parameters() -> None:
    kind = agent_kinds()["ismcts"]
    assert kind.params == ISMCTS.params and kind.description
    agent = make_agent("ismcts:iterations=30:depth=3:exploration=1.5", 4)
    assert isinstance(agent, IsmctsAgent)
    assert (agent.iterations, agent.depth, agent.exploration) == (30, 3, 1.5)
    assert parse_agent_spec(" ISMCTS : time=0.5 ")[1] == {"time": 0.5}


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("ismcts:budget=3", r"unknown setting 'budget=3' \(parameters: candidates, depth, exploration"),
        ("ismcts:time", "unknown setting 'time'"),
        ("ismcts:time=fast", "time must be a float"),
        ("ismcts:time=1e9", "time must be between 0.0 and 60.0"),
        ("ismcts:time=nan", "time must be between"),
        ("ismcts:iterations=2.5", "iterations must be a int"),
        ("ismcts:iterations=-1", "iterations must be between 0 and 1000000"),
        ("heuristic:time=1", r"unknown setting 'time=1' \(parameters: none\)"),
        ("ismctz", "unknown agent 'ismctz'"),
    ],
)
def test_bad_specs_are_refused(spec: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        make_agent(spec)


def test_hidden_cards_do_not_change_its_choices() -> None:
    """Same view, different hidden cards (hands, score piles, deck order): same choice."""
    tried = 0
    for seed in (3, 8):
        game = Game.new(GameConfig(players=("ann", "bob"), seed=seed, expansions=("echoes",)))
        for position in positions(game, seed, 20)[4::5]:
            decision = position.pending
            assert decision is not None
            twin = hidden_twin(position, decision.player, seed)
            assert twin.state != position.state
            first = IsmctsAgent(seed, iterations=60).choose(position, decision)
            second = IsmctsAgent(seed, iterations=60).choose(twin, twin.pending)  # type: ignore[arg-type]
            assert first == second
            tried += 1
    assert tried >= 4


def test_plays_whole_games_legally_in_every_seat() -> None:
    for seed, expansions in ((1, ()), (2, ("artifacts", "echoes"))):
        game = Game.new(
            GameConfig(players=("ann", "bob", "cat"), seed=seed, expansions=expansions, relics=bool(expansions))
        )
        result = play(game, [IsmctsAgent(seed, iterations=15), RandomAgent(seed), HeuristicAgent(seed)])
        assert result.winners


def test_iteration_budget_is_exact_and_reproducible() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=5))
    position = positions(game, 2, 6)[-1]
    decision = position.pending
    assert decision is not None and decision.kind == "action"
    a, b = IsmctsAgent(9, iterations=40), IsmctsAgent(9, iterations=40)
    assert a.choose(position, decision) == b.choose(position, decision)
    assert a.last_iterations == b.last_iterations == 40


def test_the_time_budget_is_cpu_time_per_decision() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=5))
    position = positions(game, 2, 6)[-1]
    decision = position.pending
    assert decision is not None
    agent = IsmctsAgent(1, time=0.05)
    start = time.thread_time()
    agent.choose(position, decision)
    spent = time.thread_time() - start
    assert agent.last_iterations >= 1
    assert spent < 0.05 + 0.5  # one iteration past the budget at most, plus the set-up


def test_a_single_option_is_answered_without_search() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=5))
    agent = IsmctsAgent(1, iterations=1000)
    decision = game.pending
    assert decision is not None
    forced = type(decision)(player=decision.player, kind="card", prompt="x", options=(decision.options[0],))
    assert agent.choose(game, forced) == decision.options[0]
    assert agent.last_iterations == 0


def test_selectable_in_the_front_doors(capsys: pytest.CaptureFixture[str]) -> None:
    from innovation.cli import main

    assert main(["simulate", "--games", "2", "--jobs", "1", "--agents", "ISMCTS:iterations=5,heuristic", "--json"]) == 0
    out = capsys.readouterr().out
    assert '"agent": "ismcts:iterations=5"' in out and '"errors": 0' in out
    assert main(["demo", "--seed", "2", "--agents", "ismcts:iterations=5", "--quiet"]) == 0
    assert "Result: " in capsys.readouterr().out


def test_selectable_at_the_terminal_and_in_the_web_lobby() -> None:
    from innovation.cli import build_parser
    from innovation.cli.play_cmd import setup_game
    from innovation.web.lobby import CreateGameRequest, SeatRequest, game_config, lobby_info

    parser, _ = build_parser()
    _game, human, bots = setup_game(
        parser.parse_args(["play", "--seed", "4", "--players", "3", "--bots", "ismcts:iterations=5"])
    )
    assert len(bots) == 2 and all(isinstance(b, IsmctsAgent) and b.iterations == 5 for b in bots.values())
    assert human not in bots
    assert "ismcts" in {bot.name for bot in lobby_info().bots}
    request = CreateGameRequest(seats=[SeatRequest("ann"), SeatRequest("bob", bot="ismcts")])
    assert game_config(request, 5).players == ("ann", "bob")


def _turn_actions(seed: int, count: int, expansions: tuple[str, ...] = ()) -> list[Game]:
    """Positions where a turn action with several options is pending (heuristic play up to there)."""
    game = Game.new(GameConfig(players=("ann", "bob"), seed=seed, expansions=expansions))
    bot = HeuristicAgent(seed)
    found: list[Game] = []
    while game.result is None and len(found) < count:
        decision = game.pending
        assert decision is not None
        if decision.kind == "action" and len(decision.options) > 2 and game.state.phase == "turn":
            found.append(game.copy())
        game.answer(decision.player, bot.choose(game, decision), number=decision.number)
    return found


def test_paired_search_plays_every_candidate_in_each_determinisation_and_picks_the_best_mean() -> None:
    for position in _turn_actions(6, 4):
        decision = position.pending
        assert decision is not None
        agent = IsmctsAgent(2, iterations=12, candidates=3)
        choice = agent.choose(position, decision)
        assert choice in decision.options
        if any(o.startswith("achieve ") for o in decision.options):
            continue
        assert agent.last_iterations == 12
        assert sorted(agent.last_root) == sorted(set(agent.last_root)) and len(agent.last_root) == 3
        assert {visits for visits, _ in agent.last_root.values()} == {4}  # 4 worlds, each candidate in each
        assert agent.last_root[choice][1] == max(mean for _, mean in agent.last_root.values())


def test_only_the_prior_s_best_candidates_are_searched() -> None:
    position = next(p for p in _turn_actions(6, 8) if len(p.pending.options) > 4)  # type: ignore[union-attr]
    decision = position.pending
    assert decision is not None
    agent = IsmctsAgent(2, iterations=6, candidates=2)
    agent.choose(position, decision)
    assert len(agent.last_root) == 2 and all(visits == 3 for visits, _ in agent.last_root.values())
    single = IsmctsAgent(2, iterations=50, candidates=1)
    assert single.choose(position, decision) in decision.options
    assert single.last_iterations == 0  # one candidate: nothing to search


def test_an_achievement_is_taken_without_search() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=4))
    bot = HeuristicAgent(4)
    agent = IsmctsAgent(1, iterations=3)
    searched = False
    while game.result is None:
        decision = game.pending
        assert decision is not None
        achieves = [o for o in decision.options if o.startswith("achieve ")]
        if decision.kind == "action" and achieves and searched:
            assert agent.choose(game, decision) == max(achieves, key=lambda o: int(o.split()[1]))
            assert agent.last_iterations == 0 and agent.last_root == {}  # nothing left from the last search
            return
        if decision.kind == "action" and len(decision.options) > 1 and game.state.phase == "turn":
            agent.choose(game, decision)
            searched = searched or agent.last_iterations > 0
        game.answer(decision.player, bot.choose(game, decision), number=decision.number)
    pytest.fail("no achievement came up after a search")


@pytest.mark.parametrize("settings", [{"paired": 0}, {"greedy": 0.0}, {"tree": 3, "paired": 0, "candidates": 5}])
def test_every_search_variant_plays_legal_reproducible_games(settings: dict[str, float]) -> None:
    def one() -> tuple[list[str], object]:
        game = Game.new(GameConfig(players=("ann", "bob"), seed=12, max_turns=14))
        result = play(game, [IsmctsAgent(3, iterations=8, **settings), HeuristicAgent(3)])  # type: ignore[arg-type]
        return list(game.history), result

    first, second = one(), one()
    assert first == second  # seeded: the same game twice


def test_an_inconclusive_search_keeps_the_heuristic_s_pick() -> None:
    """With ``margin=1`` no search result can beat the prior's best: the choice is always it."""
    for position in _turn_actions(9, 4):
        decision = position.pending
        assert decision is not None
        if any(o.startswith("achieve ") for o in decision.options):
            continue
        open_minded = IsmctsAgent(5, iterations=9, candidates=3)
        stubborn = IsmctsAgent(5, iterations=9, candidates=3, margin=1.0)
        stubborn.choose(position, decision)
        open_minded.choose(position, decision)
        assert list(stubborn.last_root) == list(open_minded.last_root)  # the same candidates, prior order
        assert stubborn.choose(position, decision) == next(iter(stubborn.last_root))
