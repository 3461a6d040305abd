"""The bots play the 4th edition (issue 28): the heuristic and ismcts bots finish 4th-edition games
of 2 to 5 players and teams, and ismcts deals the hidden cards of a 4th-edition view as they are —
eleven decks a set, the junk public (its cards and junked special achievements stay where they
lie), hidden achievements of the right ages."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from innovation import Game, GameConfig, play
from innovation.bots.agents import HeuristicAgent, determinize
from innovation.bots.ismcts import IsmctsAgent

NAMES = ("ann", "bob", "cat", "dan", "eve")


def _played_to(game: Game, answers: int, seed: int) -> Game:
    rng = random.Random(seed)
    for _ in range(answers):
        d = game.pending
        if d is None:
            break
        game.answer(d.player, rng.choice(d.options))
    return game


@pytest.mark.slow
@pytest.mark.parametrize(("players", "teams"), [(2, False), (3, False), (4, False), (4, True), (5, False)])
def test_heuristic_and_ismcts_finish_fourth_edition_games(players: int, teams: bool) -> None:
    game = Game.new(GameConfig(players=NAMES[:players], seed=20 + players, edition="fourth", teams=teams))
    agents = {
        name: IsmctsAgent(seed=k, iterations=3, depth=2) if k == 0 else HeuristicAgent(seed=k)
        for k, name in enumerate(game.players)
    }
    result = play(game, agents)
    assert result.winners and set(result.winners) <= set(game.players)
    assert game.pending is None and game.over


def test_determinisation_deals_a_fourth_edition_view_faithfully() -> None:
    game = Game.new(GameConfig(players=NAMES[:5], seed=7, edition="fourth"))
    rules = game.rules
    for answers in (40, 120, 200):
        _played_to(game, answers - len(game.history), answers)
        if game.pending is None:
            break
        state = game.state
        view = game.view("ann")
        world = determinize(game, view, random.Random(answers))
        # Eleven supply piles a set, each of the same size and of its own age.
        assert [len(d) for d in world.decks["base"]] == [len(d) for d in state.decks["base"]]
        assert len(world.decks["base"]) == 11
        for age, deck in enumerate(world.decks["base"], start=1):
            assert all(rules.cards[c].age == age for c in deck)
        # The junk is public: the same cards (and junked special achievements) where they lie.
        assert world.zones.get("junk", []) == state.zones.get("junk", [])
        # What ann sees is kept; every card is dealt exactly once; hidden ones keep set and age.
        assert world.players[0].hand == state.players[0].hand
        everything = Counter(
            [c for pl in world.players for c in (*pl.hand, *pl.score, *pl.achievements)]
            + [c for pl in world.players for pile in pl.piles for c in pile]
            + [c for d in world.decks["base"] for c in d]
            + world.achievements
            + world.specials
            + [c for cards in world.zones.values() for c in cards]
        )
        assert max(everything.values()) == 1
        assert set(everything) == set(rules.cards) | set(rules.specials)
        for mine, real in zip(world.players[1:], state.players[1:], strict=True):
            assert sorted(rules.cards[c].age for c in mine.hand) == sorted(rules.cards[c].age for c in real.hand)
