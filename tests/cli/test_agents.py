"""The bots: HeuristicAgent plays honestly and sensibly."""

from __future__ import annotations

import random

import msgspec
import pytest

from innovation import Agent, Decision, Game, GameConfig, RandomAgent, play
from innovation.bots.agents import HeuristicAgent, _Seat, determinize, make_agent, quick_choice
from innovation.cli import main
from innovation.testing import Scenario


def two_worlds(bob_card: str) -> Game:
    """The same position as ann sees it; only bob's hidden hand card differs."""
    s = Scenario(players=("ann", "bob"), seed=4)
    s.board("ann", "Agriculture", "Archery", "Writing")
    s.board("bob", "Sailing", "Masonry")
    s.hand("ann", "Pottery", "Calendar")
    s.hand("bob", bob_card)
    s.score("bob", "Mathematics")
    s.turn("ann")
    return s.build().game


def test_hidden_cards_do_not_change_what_the_agent_does() -> None:
    first, second = two_worlds("The Wheel"), two_worlds("Clothing")
    assert first.state.players[1].hand != second.state.players[1].hand
    d1, d2 = first.pending, second.pending
    assert d1 is not None and d2 is not None and d1 == d2
    w1 = determinize(first, first.view("ann"), random.Random(9))
    w2 = determinize(second, second.view("ann"), random.Random(9))
    assert msgspec.json.encode(w1) == msgspec.json.encode(w2)
    assert HeuristicAgent(3).choose(first, d1) == HeuristicAgent(3).choose(second, d2)


def test_determinization_keeps_what_is_seen_and_deals_the_rest() -> None:
    game = two_worlds("The Wheel")
    real = game.state
    world = determinize(game, game.view("ann"), random.Random(1))
    assert sorted(world.all_card_ids()) == sorted(real.all_card_ids())
    assert world.players[0].hand == real.players[0].hand  # ann's own cards
    assert [p.piles for p in world.players] == [p.piles for p in real.players]  # boards are public
    cards = game.rules.cards
    for mine, theirs in (
        (world.players[1].hand, real.players[1].hand),
        (world.players[1].score, real.players[1].score),
    ):
        assert [cards[c].age for c in mine] == [cards[c].age for c in theirs]
    for ages_w, ages_r in zip(world.decks["base"], real.decks["base"], strict=True):
        assert len(ages_w) == len(ages_r)
        assert all(cards[c].age == cards[ages_r[0]].age for c in ages_w)
    assert world.rng != real.rng


def test_claims_an_achievement_when_it_can() -> None:
    s = Scenario(players=("ann", "bob"))
    s.board("ann", "Calendar")
    s.score("ann", "Sailing", "Writing", "Oars", "Tools", "Pottery")
    g = s.build().game
    assert g.pending is not None and "achieve 1" in g.pending.options
    assert HeuristicAgent(0).choose(g, g.pending) == "achieve 1"


def seat(hand: list[str] = [], score: list[str] = [], piles: list[list[str]] | None = None) -> _Seat:  # noqa: B006
    return _Seat(list(hand), list(score), piles or [[], [], [], [], []], [0, 0, 0, 0, 0])


def test_effect_questions() -> None:
    rules = Game.new(GameConfig(players=("ann", "bob"))).rules
    rnd = random.Random(0)
    demand = Decision("bob", "card", "Transfer a card with a crown", ("code_of_laws", "optics"), "oars", demand=True)
    assert quick_choice(rules, demand, seat(hand=["code_of_laws", "optics"]), rnd) == "code_of_laws"
    score = Decision("ann", "card", "You may score a card from your hand", ("writing", "optics", "done"))
    assert quick_choice(rules, score, seat(hand=["writing", "optics"]), rnd) == "optics"
    give = Decision("ann", "player", "You may give your top red card to another player", ("bob", "done"))
    assert quick_choice(rules, give, seat(), rnd) == "done"
    # Splaying left the red pile shows a castle more; Education under the purple pile shows a hex.
    piles: list[list[str]] = [[], ["archery", "oars"], [], [], ["education", "mysticism"]]
    splay = Decision("ann", "color", "You may splay your purple or red cards left", ("purple", "red", "done"))
    assert quick_choice(rules, splay, seat(piles=piles), rnd) == "red"
    swap = Decision(
        "ann", "yes_no", "Swap all the cards in your hand with all the cards in your score pile?", ("yes", "no")
    )
    assert quick_choice(rules, swap, seat(hand=["optics"], score=["writing", "oars"]), rnd) == "yes"
    assert quick_choice(rules, swap, seat(hand=["writing"], score=["optics"]), rnd) == "no"


def test_plays_every_table_size_and_the_request_response_loop() -> None:
    for players, teams in ((3, False), (4, True)):
        names = ("ann", "bob", "cat", "dan")[:players]
        game = Game.new(GameConfig(players=names, seed=players, teams=teams))
        agents: list[Agent] = [HeuristicAgent(i, samples=1) if i % 2 == 0 else RandomAgent(i) for i in range(players)]
        assert play(game, agents).winners
    game = Game.new(GameConfig(players=("ann", "bob"), seed=8))
    bots: dict[str, Agent] = {"ann": HeuristicAgent(1, samples=1), "bob": RandomAgent(2)}
    while game.pending is not None and game.state.turn < 12:
        d = game.pending
        game.answer(d.player, bots[d.player].choose(game, d))
    assert game.state.turn >= 12 or game.over


# ---------------------------------------------------------------------------------------------
# The registry: every front door makes its agents from it


def test_every_front_door_lists_and_makes_the_registered_kinds(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from innovation.bots.agents import AgentKind, agent_kinds
    from innovation.cli import build_parser, main

    monkeypatch.setitem(agent_kinds(), "firstpick", AgentKind("firstpick", "always option 0", FirstPick))
    parser, _ = build_parser()
    for command in ("play", "demo", "simulate"):
        sub = parser._subparsers._group_actions[0].choices[command]  # type: ignore[union-attr]
        assert "firstpick" in sub.format_help(), command
    assert main(["demo", "--agents", "firstpick", "--quiet"]) == 0
    assert "Result: " in capsys.readouterr().out
    assert main(["simulate", "--games", "2", "--agents", "firstpick,random", "--json", "--jobs", "2"]) == 0
    assert "firstpick" in capsys.readouterr().out  # forked workers know it too


def test_unknown_kinds_are_refused_by_every_front_door(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--agents", "clever"]) == 2
    err = capsys.readouterr().err
    # (ismcts is listed between them when the ai entry point is installed)
    assert "unknown agent 'clever' (known: heuristic, " in err and "random)" in err
    assert main(["play", "--bots", "clever"]) == 2
    assert "unknown agent 'clever'" in capsys.readouterr().err
    assert main(["simulate", "--agents", " , "]) == 2
    assert "no agents given" in capsys.readouterr().err


class FirstPick:
    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, game: Game, decision: Decision) -> str:
        return decision.options[0]


def test_the_heuristic_agent_tries_another_action_in_a_position_it_met_before() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=8))
    while game.pending is not None and not (game.pending.kind == "action" and len(game.pending.options) > 2):
        d = game.pending
        game.answer(d.player, d.options[0])
    d = game.pending
    assert d is not None
    agent = HeuristicAgent(seed=1)
    picks = [agent.choose(game, d) for _ in range(40)]  # the same position, again and again
    assert picks[0] == HeuristicAgent(seed=1).choose(game, d)  # the first time: its best action
    assert len(set(picks)) > 1  # coming back, it moves on to other actions


def test_two_heuristic_agents_do_not_cycle_for_ever() -> None:
    """Seed 29 of `simulate --agents heuristic,heuristic`: both bots used to repeat the same
    dogmas (Bicycle's exchange undone by Rocketry …) to turn 1,900 and beyond."""
    seed = 29
    game = Game.new(GameConfig(players=("ann", "bob"), seed=seed, max_turns=400))
    play(game, [make_agent("heuristic", seed * 7919 + k) for k in range(2)])
    assert game.result is not None and game.result.reason != "turn_limit", game.result
