"""The two Unseen dogmas the random soak rarely reaches — Escape Room and Green Hydrogen, age-11
Unseen cards, which come only from a player's first draw of a turn being an 11 (an Unseen 11 pile
of ten cards, late in a game that ends when the 11s run out) — executed with every soak check:
each game starts with the card on ann's board, ann dogmas it, and random answers play the game on
to its end, the invariant checks (conservation, the oracle, leaks in every view) after each answer."""

from __future__ import annotations

import random

import pytest

from innovation import Game
from innovation.testing import Scenario
from innovation_soak import InvariantChecker, card_runs


def _position(card: str, seed: int) -> tuple[Game, InvariantChecker]:
    s = Scenario(("ann", "bob", "cat"), seed=seed, edition="fourth", expansions=("unseen",))
    # ann's 11 on top would already have earned her Anonymity (a top card of 7 or more, no
    # standard achievement) and Mystery (a 9 or more, fewer than five colours) at the end of the
    # action that melded it: she holds them, as a game reaching this position would.
    s.achievements("ann", "anonymity", "mystery")
    if card == "Escape Room":
        # Escape Room (yellow) over ann's yellow; clocks on her red and blue tops (Fission 9,
        # Computers 9) for the second effect; bob and cat show fewer clocks: the demand hits them.
        s.board("ann", "Agriculture", "Escape Room", "Fission", "Computers")
        s.hand("bob", "Oars", "Sailing")
        s.board("bob", "Archery")
        s.board("cat", "Pottery")
    else:
        # Green Hydrogen on a green pile of three: two covered cards to score, an 11 tucked for each.
        s.board("ann", "Sailing", "The Wheel", "Green Hydrogen")
        s.board("bob", "Archery")
        s.board("cat", "Pottery")
    g = s.build()
    checker = InvariantChecker(g.game)
    board = {c for pl in g.game.state.players for pile in pl.piles for c in pile}
    for known in checker.known.values():  # the boards were face up before: every viewer saw them
        known.update(board)
    checker.check()
    g.dogma(card)
    return g.game, checker


@pytest.mark.parametrize("card", ["Escape Room", "Green Hydrogen"])
@pytest.mark.parametrize("seed", [1, 2])
def test_a_rare_unseen_dogma_runs_and_the_game_plays_on_with_every_check(card: str, seed: int) -> None:
    game, checker = _position(card, seed)
    card_id = card.lower().replace(" ", "_")
    assert card_runs(game).get(("fourth", card_id), (0, 0))[0] == 1  # the dogma action ran
    rng = random.Random(seed)
    answers = 0
    while game.pending is not None and answers < 3000:
        d = game.pending
        game.answer(d.player, rng.choice(d.options))
        answers += 1
        checker.check(views=True)
    assert game.pending is None, "the game ended"
    checker.check(views=True, full=True)
    checker.check_result()
