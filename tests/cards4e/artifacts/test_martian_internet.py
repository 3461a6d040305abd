"""Martian Internet (4th-edition Artifacts, age 11): "Start a new game, ignoring all players' current
cards and without shuffling, each player drawing and melding a 9 to begin, the winner then
transferring their cards to this game and junking each player's other cards from that game."

Written from the card text and the ruling "Martian Internet: a game within the game" in
docs/rulings.md (BGA never implemented the card). The game within is played for real: its opening,
its turns and its end are the answers below."""

from __future__ import annotations

import pytest

from innovation import Game
from innovation.errors import AnswerError
from innovation.testing import Scenario, ScenarioGame
from tests.cards4e.artifacts.art4e import artifacts4e


def _score_race() -> Scenario:
    """ann (Martian Internet on a splayed blue pile, a card in hand and one scored) against bob.
    The base 9 pile holds only Computers (ann's opening draw) and Suburbia (bob's), the 10s only
    A. I. and Databases, no 11: in the game within ann opens with Computers, whose dogma draws,
    melds and self-executes A. I., which scores Databases; then bob's draw finds no card left and
    the game within ends by score, ann 10 to 0."""
    s = artifacts4e()
    s.board("ann", "Writing", "Martian Internet", splay="left")
    s.hand("ann", "Archery")
    s.score("ann", "Oars")
    s.board("bob", "Agriculture")
    s.hand("bob", "Pottery")
    s.exhaust("base", 9).exhaust("base", 10).exhaust("base", 11)
    s.deck("base", 9, "Computers", "Suburbia")
    s.deck("base", 10, "A. I.", "Databases")
    return s


def _inside(g: ScenarioGame) -> None:
    """Check the game within has begun: everyone's cards set aside, each opening 9 melded."""
    assert g.board("ann") == {"blue": ["Computers"]}
    assert g.board("bob") == {"yellow": ["Suburbia"]}
    assert g.hand("ann") == g.hand("bob") == g.score("ann") == []
    assert sorted(g.game.state.zones["set_aside"]) == sorted(
        ["archery", "writing", "martian_internet", "oars", "agriculture", "pottery"]
    )
    # Computers comes before Suburbia: ann plays first, one action on the first turn.
    assert g.decision is not None and g.decision.player == "ann"
    assert g.decision.prompt == "Choose your last action"
    assert g.game.state.turn == 1


def test_martian_internet_the_winner_keeps_their_cards_the_others_are_junked() -> None:
    g = _score_race().build().dogma("Martian Internet")
    _inside(g)
    g.dogma("Computers")  # A. I. melded and self-executed: Databases scored
    assert g.score("ann") == ["Databases"]
    g.act("draw", "bob")  # nothing left to draw: the game within ends, ann 10 points to 0
    # ann's cards from the game within came into this game, on top of her own; bob's were junked.
    assert g.pile("ann", "blue") == ["Writing", "Martian Internet", "Computers"]
    assert g.splay("ann", "blue") == "left"  # the pile keeps its splay from this game
    assert g.pile("ann", "purple") == ["A. I."]
    assert sorted(g.score("ann")) == ["Databases", "Oars"]
    assert g.hand("ann") == ["Archery"]
    assert g.junk() == ["Suburbia"]
    assert g.board("bob") == {"yellow": ["Agriculture"]} and g.hand("bob") == ["Pottery"]
    # This game goes on where it was: ann's second action of turn 5.
    state = g.game.state
    assert (state.turn, state.actions_left, "set_aside" in state.zones) == (5, 1, False)
    assert g.decision is not None and g.decision.player == "ann"
    assert any("won the game within the game" in e for e in g.events())


def test_martian_internet_a_tie_makes_every_tied_player_a_winner() -> None:
    s = artifacts4e()
    s.board("ann", "Martian Internet")
    s.board("bob", "Agriculture")
    s.exhaust("base", 9).exhaust("base", 10).exhaust("base", 11)
    s.deck("base", 9, "Computers", "Suburbia")
    g = s.build().dogma("Martian Internet")
    g.act("draw", "ann")  # no card left: the game within ends by score, 0 to 0, no achievement
    # Both won: both keep their opening card, nothing is junked.
    assert g.board("ann") == {"blue": ["Martian Internet", "Computers"]}
    assert g.board("bob") == {"yellow": ["Agriculture", "Suburbia"]}
    assert g.junk() == []


def test_martian_internet_a_game_within_that_ends_at_its_opening_changes_nothing() -> None:
    s = artifacts4e(("ann", "bob", "cat"))
    s.board("ann", "Martian Internet")
    s.hand("bob", "Pottery")
    s.score("cat", "Oars")
    s.exhaust("base", 9).exhaust("base", 10).exhaust("base", 11)
    g = s.build().dogma("Martian Internet")  # ann's opening draw finds no card: over at once
    assert g.board("ann") == {"blue": ["Martian Internet"]}
    assert g.hand("bob") == ["Pottery"] and g.score("cat") == ["Oars"]
    assert g.junk() == [] and not g.over
    assert g.decision is not None and g.decision.player == "ann"


def test_martian_internet_saved_in_the_game_within_loads_and_plays_on_alike() -> None:
    g = _score_race().build().dogma("Martian Internet")
    copy = Game.from_json(g.game.to_json())
    assert copy.state.zones["set_aside"] == g.game.state.zones["set_aside"]
    assert copy.pending == g.game.pending
    for game in (g.game, copy):
        game.answer("ann", "dogma computers")
        game.answer("bob", "draw")
    assert copy.to_json() == g.game.to_json()
    assert copy.state.players[0].piles == g.game.state.players[0].piles
    assert sorted(copy.state.players[0].score) == ["databases", "oars"]


def test_martian_internet_a_bad_answer_in_the_game_within_changes_nothing() -> None:
    g = _score_race().build().dogma("Martian Internet")
    before = g.game.to_json()
    for player, option in (("ann", "dogma martian_internet"), ("bob", "draw"), ("ann", "meld archery")):
        with pytest.raises(AnswerError):
            g.game.answer(player, option)  # a set-aside card, the wrong player, a card not in hand
        assert g.game.to_json() == before
    _inside(g)


def test_martian_internet_nobody_sees_a_set_aside_card() -> None:
    g = _score_race().build().dogma("Martian Internet")
    for viewer in ("ann", "bob"):
        view = g.game.view(viewer)
        aside = view.zones["set_aside"]
        assert len(aside) == 6 and all(c.id is None for c in aside)
        assert sorted((c.set, c.age) for c in aside) == sorted([("base", 1)] * 5 + [("artifacts", 11)])
