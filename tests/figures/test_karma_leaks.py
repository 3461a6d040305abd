"""Karmas acting on hidden cards, attacked from the other seat: an event that names a card as it
acts — its effects executed, its dogma activated, it claimed as an achievement — must not tell
another player a card they could not see (the first Figures soak, f35-a1, found all three: Sunshu
Ao executing a yellow card from the hand, Imhotep returning a promoted card whose dogma then ran,
Cai Lun's forecast card claimed by the Achieve action).

An executed or dogma'd card is read out in the open, so it is shown (a reveal) before the event
names it; a card claimed as an achievement stays face down, so the others read its back and where
it came from (docs/rulings.md, "Figures": "Cards named as they act"). Each case is also run with
the core's safeguard taken away, to show that the soak's leak oracle catches it."""

from __future__ import annotations

import pytest

from innovation import Game
from innovation.i18n.wording import localized_view
from innovation.protocol.events import Event
from innovation.rules.eventlog import Entry, Moved, Noted
from innovation.rules.moves import Moves
from innovation.rules.turn import Engine
from innovation.testing import Scenario, ScenarioGame
from innovation_soak import InvariantChecker, InvariantViolation
from tests.figures.play import figures, inspire


def _names(game: Game, event: Event, card: str) -> bool:
    """Whether ``event`` names ``card`` (its id in a field, its name or id in a text)."""
    name = game.rules.cards[card].name
    texts = [t for t in (event.text, event.public_text) if t]
    return event.card == card or any(name in t or card in t.split() for t in texts)


def _first_reveal(events: list[Event], card: str) -> int:
    return next(i for i, e in enumerate(events) if e.kind == "reveal" and e.card == card)


def _sunshu_ao_executes_a_hand_card() -> Scenario:
    s = figures()
    s.board("ann", "Sunshu Ao")  # her inspire tucks a hand card; her karma: a yellow tuck runs its effects instead
    s.hand("ann", "Masonry")  # yellow
    s.deck("base", 1, "Writing")
    return s


def _promoted_card_returned_then_dogmaed() -> Scenario:
    s = Scenario(expansions=("figures",), unfinished=True)
    s.board("ann", "Imhotep", "Archery", "Oars")  # melding onto the unsplayed red pile returns the card
    s.zone("ann", "forecast", "Metalworking")  # red 1: promoted after the Meld action
    s.hand("ann", "Agriculture")
    return s


def _promote(g: ScenarioGame) -> ScenarioGame:
    g = g.act("meld Agriculture").answer("metalworking")
    assert g.decision is not None and g.decision.options == ("yes", "no")  # its dogma, for free
    return g.answer("yes")


def _cai_lun_claims_a_forecast_card() -> Scenario:
    s = figures()
    s.board("ann", "Cai Lun")  # forecast cards are achievements one may claim
    s.zone("ann", "forecast", "Writing")
    s.score("ann", "Coal")
    s.deck("base", 3, "Paper")
    return s


# ----------------------------------------------------------------------------- executed: shown first
def test_a_karma_executing_a_hand_cards_effects_shows_the_card_before_naming_it() -> None:
    g = _sunshu_ao_executes_a_hand_card().build()
    checker = InvariantChecker(g.game)
    g = inspire(g, "yellow").answer("done")  # Masonry: meld cards with a castle (none)
    assert g.hand("ann") == ["Masonry", "Writing"]
    for viewer in ("bob", "ann"):
        events = list(g.game.view(viewer).events)
        shown = _first_reveal(events, "masonry")
        assert events[shown].player == "ann"
        assert not any(_names(g.game, e, "masonry") for e in events[:shown])
        executed = next(i for i, e in enumerate(events) if e.kind == "execute" and e.card == "masonry")
        assert executed > shown
    checker.check_view("bob")  # the soak's oracle: nothing bob could not see


def test_without_the_reveal_the_oracle_catches_the_executed_hand_card(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Moves, "show_out_of_sight", lambda self, p, card, **_: None)
    g = _sunshu_ao_executes_a_hand_card().build()
    checker = InvariantChecker(g.game)
    g = inspire(g, "yellow").answer("done")
    with pytest.raises(InvariantViolation, match="masonry") as caught:
        checker.check_view("bob")
    assert caught.value.check == "leak"


def test_a_card_already_in_sight_is_not_shown_again() -> None:
    s = figures()
    s.board("ann", "Sunshu Ao")
    s.board("ann", "Writing")  # blue, a top card: its dogma names it, as always
    s.deck("base", 2, "Mathematics")
    g = s.build().dogma("Writing")
    assert not [e for e in g.game.events if e.kind == "reveal"]


# ----------------------------------------------------------------------------- dogma'd: shown first
def test_the_dogma_of_a_card_a_karma_sent_out_of_sight_shows_it_before_naming_it() -> None:
    g = _promoted_card_returned_then_dogmaed().build()
    checker = InvariantChecker(g.game)
    g = _promote(g)
    assert "metalworking" in g.game.state.decks["base"][0]  # returned by Imhotep, then dogma'd
    events = list(g.game.view("bob").events)
    shown = _first_reveal(events, "metalworking")
    assert not any(_names(g.game, e, "metalworking") for e in events[:shown])
    dogma = next(i for i, e in enumerate(events) if e.kind == "dogma" and e.card == "metalworking")
    assert dogma > shown
    checker.check_view("bob")


def test_without_the_reveal_the_oracle_catches_the_dogma_of_a_hidden_card(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Moves, "show_out_of_sight", lambda self, p, card, **_: None)
    g = _promoted_card_returned_then_dogmaed().build()
    checker = InvariantChecker(g.game)
    _promote(g)
    with pytest.raises(InvariantViolation, match="metalworking") as caught:
        checker.check_view("bob")
    assert caught.value.check == "leak"


# ----------------------------------------------------------------------------- achieved: face down
def test_a_forecast_card_claimed_by_the_achieve_action_stays_face_down_for_the_others() -> None:
    g = _cai_lun_claims_a_forecast_card().build()
    checker = InvariantChecker(g.game)
    g.act("achieve writing")
    assert g.achievements("ann") == ["Writing"]
    theirs = list(g.game.view("bob").events)
    assert not any(_names(g.game, e, "writing") for e in theirs)
    action = next(e for e in theirs if e.kind == "action")
    assert action.text == "ann: achieve a hidden base 1 from their forecast."
    mine = next(e for e in g.game.view("ann").events if e.kind == "action")
    assert mine.text == "ann: achieve Writing." and mine.card == "writing"
    for lang in ("ko", "ja"):
        worded = localized_view(g.game.view("bob"), g.game.rules, lang)
        assert not any(_names(g.game, e, "writing") for e in worded.events), lang
        said = next(e for e in worded.events if e.kind == "action").text
        assert "achieve" not in said and "their" not in said and "forecast" not in said, (lang, said)
    checker.check_view("bob")
    checker.check_view("ann")


def test_without_the_face_down_wording_the_oracle_catches_the_claimed_card(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(
        Engine, "_announce_card_achieve", lambda self, p, action, card: self.say("action", p, arg=action)
    )
    g = _cai_lun_claims_a_forecast_card().build()
    checker = InvariantChecker(g.game)
    g.act("achieve writing")
    with pytest.raises(InvariantViolation, match="Writing") as caught:
        checker.check_view("bob")
    assert caught.value.check == "leak"


# ----------------------------------------------------------------------------- seen by all: no reveal
def _engine_with(events: list[Entry]) -> Engine:
    s = Scenario()
    s.hand("ann", "Masonry")
    g = s.build()
    return Engine(g.game.rules, g.game.state.clone(), events)


def test_a_card_everybody_saw_reach_a_hidden_place_is_not_shown_again() -> None:
    # bob's board → ann's hand (a public end): everybody saw Masonry arrive where it lies
    public = Moved("transfer", 1, "masonry", "board:bob:yellow:top", "hand:ann::", "transfers")
    engine = _engine_with([public])
    assert engine.seen_by_all("masonry")
    engine.show_out_of_sight(0, "masonry", unless_seen=True)
    assert [type(e) for e in engine.events] == [Moved]
    engine.show_out_of_sight(0, "masonry")  # the 4th edition's self-executions show it again
    assert isinstance(engine.events[-1], Noted) and engine.events[-1].kind == "reveal"


def test_a_card_only_some_players_saw_is_shown_before_it_is_named() -> None:
    drawn = Moved("draw", 0, "masonry", "deck:::top", "hand:ann::", "draws", seen=0b01)  # ann alone
    secret = Noted("look", "ann looks at Masonry.", 0, "masonry", None, None, public_text="ann looks at a card.")
    logs: list[list[Entry]] = [[], [drawn], [drawn, secret]]
    for log in logs:
        engine = _engine_with(log)
        assert not engine.seen_by_all("masonry")
        engine.show_out_of_sight(0, "masonry", unless_seen=True)
        assert isinstance(engine.events[-1], Noted) and engine.events[-1].kind == "reveal"
    both = Moved("transfer", 1, "masonry", "hand:bob::", "hand:ann::", "transfers", seen=0b11)
    assert _engine_with([drawn, both]).seen_by_all("masonry")  # both hands' owners: every player
