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
from innovation_soak import InvariantChecker
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


# ------------------------------------------------------------------ a game within a game within
def _nested(max_turns: int | None = None) -> ScenarioGame:
    """Martian Internet executed inside the game within of another Martian Internet.

    One card can start both games only from a place no game within sets aside: the supply. ann's
    Teleprompter (The Unseen, 9) shows the top artifact 11, Martian Internet, and executes its
    effect, leaving it on its pile: game within 1 begins. The base 9 and 10 piles are empty, so
    every opening "9" is an 11 and the dig after ann melds an 11 onto an 11 takes the top artifact
    11 — Martian Internet again; its free action at the start of ann's next turn starts game
    within 2 inside game within 1. Game within 2 opens with the last two base 11s, so ann's first
    draw there ends it by score. No special achievement is on offer (The Unseen's would be claimed
    along the way and are not the point here)."""
    s = Scenario(("ann", "bob"), expansions=("artifacts", "unseen"), edition="fourth", max_turns=max_turns)
    s.board("ann", "Teleprompter")
    s.hand("ann", "Archery")
    s.board("bob", "Agriculture")
    s.specials_available()
    for age in (9, 10, 11):
        s.exhaust("base", age).exhaust("artifacts", age).exhaust("unseen", age)  # no Unseen draw either
    s.deck("artifacts", 11, "Martian Internet")
    # Drawn in this order: game within 1's openings (ann, then bob), its draws, game within 2's openings.
    s.deck("base", 11, "Climatology", "Hypersonics", "Solar Sailing", "Reclamation", "Whataboutism")
    s.deck("base", 11, "Fusion", "Space Traffic", "Escapism", "Astrogeology", "near_field_comm")
    g = s.build().dogma("Teleprompter").answer("artifacts 11")
    # Game within 1: everyone's cards set aside, each opening 11 melded, ann (Climatology) first.
    assert sorted(g.game.state.zones["set_aside"]) == ["agriculture", "archery", "teleprompter"]
    assert g.board("ann") == {"blue": ["Climatology"]} and g.board("bob") == {"green": ["Hypersonics"]}
    assert (g.game.state.turn, g.decision and g.decision.player) == (1, "ann")
    g.act("draw")  # Solar Sailing (turn 1: one action)
    g.act("draw").act("draw")  # bob: Reclamation, Whataboutism
    g.meld("Solar Sailing")  # onto Climatology (11 on 11): a dig, the top artifact 11
    assert g.zone("ann", "display") == ["Martian Internet"]
    g.act("draw")  # Fusion
    g.act("draw").act("draw")  # bob: Space Traffic, Escapism
    return g


def test_martian_internet_nested_in_a_game_within_settles_its_own_level_only() -> None:
    g = _nested()
    assert g.decision is not None and g.decision.options == ("dogma", "pass")
    g.answer("dogma")  # turn 5 of game within 1: the free action on Martian Internet
    # Game within 2: game within 1's cards join the set-aside ones; its own opening, ann first.
    assert sorted(g.game.state.zones["set_aside"]) == sorted(
        [
            *("agriculture", "archery", "teleprompter"),
            *("climatology", "solar_sailing", "martian_internet", "fusion"),
            *("hypersonics", "reclamation", "whataboutism", "space_traffic", "escapism"),
        ]
    )
    assert g.board("ann") == {"red": ["Astrogeology"]} and g.board("bob") == {"yellow": ["Near-Field Comm"]}
    assert (g.game.state.turn, g.game.state.actions_left, g.decision and g.decision.player) == (1, 1, "ann")
    g.act("draw")  # no card left: game within 2 ends by score, 0 to 0: both won it
    # Back in game within 1, at ann's turn 5: both keep their card from game within 2, the game
    # being left comes back, and the artifact went into a museum after its free action.
    state = g.game.state
    assert sorted(state.zones["set_aside"]) == ["agriculture", "archery", "teleprompter"]
    assert g.board("ann") == {"blue": ["Climatology", "Solar Sailing"], "red": ["Astrogeology"]}
    assert g.board("bob") == {"green": ["Hypersonics"], "yellow": ["Near-Field Comm"]}
    assert g.hand("ann") == ["Fusion"] and g.zone("ann", "museums")[-1] == "Martian Internet"
    assert (state.turn, state.actions_left, g.decision and g.decision.player) == (5, 2, "ann")
    g.meld("Fusion").dogma("Fusion").answer("Fusion", "10")  # ann scores Fusion: 11 points
    assert g.score("ann") == ["Fusion"]
    g.act("draw", "bob")  # no card left: game within 1 ends by score, ann 11 to 0
    # This game: ann's cards from game within 1 come in, bob's are junked, then Teleprompter
    # returns the card it showed (wherever it lies now) and goes on with the next effect.
    assert g.board("ann") == {
        "blue": ["Climatology", "Solar Sailing"],
        "red": ["Astrogeology"],
        "green": ["Teleprompter"],
    }
    assert g.hand("ann") == ["Archery"] and g.score("ann") == ["Fusion"]
    assert g.board("bob") == {"yellow": ["Agriculture"]} and g.hand("bob") == []
    assert sorted(g.junk()) == sorted(
        ["Hypersonics", "Near-Field Comm", "Reclamation", "Whataboutism", "Space Traffic", "Escapism"]
    )
    assert g.deck("artifacts", 11) == ["Martian Internet"]
    assert "set_aside" not in g.game.state.zones
    g.answer("artifacts 11")  # Martian Internet has no second effect: Teleprompter stops
    state = g.game.state
    assert (state.turn, state.actions_left, g.decision and g.decision.player) == (5, 1, "ann")
    assert sum("won the game within the game" in e.text for e in g.game.events) == 2
    # The museum Martian Internet lay in when game within 1 ended came to ann with it; the card
    # went back to its pile, so that museum holds nothing: it is free again (here at her Meld).
    assert g.zone("ann", "museums") == ["Museum 1"]
    g.meld("Archery")
    assert g.zone("ann", "museums") == []
    assert len(g.game.state.zones["free_museums"]) == 5


def test_an_empty_museum_is_free_again_at_the_start_of_a_turn() -> None:
    """A museum whose artifact an effect took away (as Teleprompter does above) holds nothing:
    it does not count as held when the museums are next counted, and a new turn frees it."""
    s = artifacts4e()
    s.zone("bob", "museums", "Museum 1", "Museum 2", "Holy Grail")  # Museum 1 has lost its artifact
    s.turn("ann", fresh=True)
    g = s.build()
    assert g.zone("bob", "museums") == ["Museum 2", "Holy Grail"]
    assert sorted(g.game.state.zones["free_museums"]) == ["museum_1", "museum_3", "museum_4", "museum_5"]


def test_martian_internet_a_turn_limit_reached_in_a_game_within_stops_the_whole_game() -> None:
    """The ruling's turn limit: the game within counts its turns from 1, and reaching the limit
    there stops the whole game with no winner, after the set-aside cards go back (the cards from
    within are junked)."""
    s = Scenario(("ann", "bob"), expansions=("artifacts",), edition="fourth", max_turns=2)
    s.board("ann", "Writing", "Martian Internet", splay="left")
    s.hand("ann", "Archery")
    s.score("ann", "Oars")
    s.board("bob", "Agriculture")
    s.hand("bob", "Pottery")
    s.exhaust("base", 9)
    s.deck("base", 9, "Computers", "Suburbia", "Genetics", "Ecology", "Satellites")
    g = s.build().dogma("Martian Internet")
    assert g.game.state.turn == 1  # the game within's first turn, whatever this game's is (5)
    g.act("draw")  # ann: Genetics (one action on turn 1)
    g.act("draw").act("draw")  # bob: Ecology, Satellites — the end of turn 2: the limit
    assert g.over and g.winners == []
    assert g.game.result is not None and g.game.result.reason == "turn_limit"
    assert sorted(g.junk()) == ["Computers", "Ecology", "Genetics", "Satellites", "Suburbia"]
    assert g.pile("ann", "blue") == ["Writing", "Martian Internet"] and g.splay("ann", "blue") == "left"
    assert g.hand("ann") == ["Archery"] and g.score("ann") == ["Oars"]
    assert g.board("bob") == {"yellow": ["Agriculture"]} and g.hand("bob") == ["Pottery"]
    assert "set_aside" not in g.game.state.zones
    InvariantChecker(g.game).check()


def test_martian_internet_a_turn_limit_reached_after_a_nested_game_within_stops_the_whole_game() -> None:
    """With a limit of 5 turns: game within 2 ends at its turn 1 by score, game within 1 goes on
    at its turn 5 (its own count, not game within 2's), and its end is the limit. Every card of
    both games within is junked — Martian Internet too, from the museum game within 1 gave it, as a
    loss junks a player's zones; the Museum card is a part of the table and is not junked
    (docs/rulings.md, "Museums") — and this game's cards come back."""
    g = _nested(max_turns=5)
    g.answer("dogma")  # game within 2
    g.act("draw")  # it ends by score: back in game within 1, turn 5
    assert g.game.state.turn == 5 and not g.over
    g.meld("Fusion").dogma("Fusion").answer("Fusion", "10")  # the end of turn 5: the limit
    assert g.over and g.winners == []
    assert g.game.result is not None and g.game.result.reason == "turn_limit"
    assert sorted(g.junk()) == sorted(
        [
            *("Climatology", "Solar Sailing", "Astrogeology", "Fusion", "Martian Internet"),
            *("Hypersonics", "Near-Field Comm", "Reclamation", "Whataboutism", "Space Traffic", "Escapism"),
        ]
    )
    assert g.board("ann") == {"green": ["Teleprompter"]} and g.hand("ann") == ["Archery"]
    assert g.board("bob") == {"yellow": ["Agriculture"]}
    assert "set_aside" not in g.game.state.zones
    # The emptied museum stays in the game (the game is over before a next turn frees it).
    assert g.zone("ann", "museums") == ["Museum 1"]


def test_martian_internet_sets_a_museum_aside_with_its_artifact_and_gives_both_back() -> None:
    """The game within ignores every card of this game, museums and their artifacts too; bob, who
    loses it, gets his museum back with its artifact (only cards from the game within are junked,
    and a Museum card never is: docs/rulings.md, "Museums")."""
    s = _score_race()
    s.zone("bob", "museums", "Museum 1", "Holy Grail")
    g = s.build().dogma("Martian Internet")
    assert g.zone("bob", "museums") == []
    assert "museum_1" in g.game.state.zones["set_aside"]
    g.dogma("Computers")
    g.act("draw", "bob")  # the game within ends: ann wins, bob's cards from it are junked
    assert g.junk() == ["Suburbia"]
    assert g.zone("bob", "museums") == ["Museum 1", "Holy Grail"]
    assert sorted(g.game.state.zones["free_museums"]) == ["museum_2", "museum_3", "museum_4", "museum_5"]
