"""The soak knows Cities of Destiny: its oracle counts six-slot cards and flags and fountains from
RULES-cities.md (worked out here by hand from the card data), catches an engine that gets them
wrong, and the soak tallies the rare Cities events it reaches."""

from __future__ import annotations

import pytest

from innovation.rules.turn import Engine
from innovation.testing import Scenario
from innovation_soak import GameSpec, InvariantChecker, InvariantViolation, Oracle, run_game, tally

pytestmark = pytest.mark.soak


def _cities(*more: str, players: tuple[str, ...] = ("ann", "bob")) -> Scenario:
    return Scenario(players=players, expansions=("cities", *more))


def test_the_oracle_counts_a_covered_city_s_top_right_slot_when_splayed_left() -> None:
    # Sydney (green 9): lightbulb, crown, up arrow, crown, hex, fountain. Covered and splayed left it
    # shows its bottom-right crown and its top-right hex; Babylon on top shows all six.
    s = _cities()
    s.board("ann", "Sydney", "Babylon", splay="left")  # Babylon: lightbulb ×3, crown, hex, plus
    g = s.build()
    oracle = Oracle(g.game.rules)
    assert oracle.icons(g.game.state, 0) == {
        **dict.fromkeys(("leaf", "castle", "factory", "clock"), 0),
        "lightbulb": 3,
        "crown": 2,
    }
    assert oracle.board_achievements(g.game.state, 0) == 0  # Sydney's fountain is its top centre
    InvariantChecker(g.game).check()


def test_the_oracle_counts_flags_and_fountains() -> None:
    s = _cities(players=("ann", "bob", "cat"))
    s.board("ann", "Algiers")  # flag: one red card shows
    s.board("ann", "Brussels")  # two fountains on top
    s.board("bob", "Archery")  # one red card: a tie
    s.board("cat", "Oars")  # one red card
    g = s.build()
    oracle = Oracle(g.game.rules)
    assert oracle.board_achievements(g.game.state, 0) == 3
    s = _cities(players=("ann", "bob", "cat"))
    s.board("ann", "Algiers")
    s.board("cat", "Oars", "Metalworking", splay="up")  # two red cards show: ann's flag is cancelled
    g = s.build()
    assert Oracle(g.game.rules).board_achievements(g.game.state, 0) == 0
    InvariantChecker(g.game).check()


def test_the_oracle_catches_a_wrong_board_achievement(monkeypatch: pytest.MonkeyPatch) -> None:
    s = _cities()
    s.board("ann", "Brussels")
    g = s.build()
    checker = InvariantChecker(g.game)
    checker.check()
    real = Engine.board_achievements
    monkeypatch.setattr(Engine, "board_achievements", lambda self, p: real(self, p)[:1])
    with pytest.raises(InvariantViolation) as info:
        checker.check()
    assert info.value.check == "oracle"


def test_a_soaked_cities_game_passes_and_is_tallied() -> None:
    spec = GameSpec(seed=3, players=3, expansions=("artifacts", "cities", "echoes"), options=(("relics", True),))
    report = run_game(spec)
    assert report.failure is None, report.failure.describe()
    assert report.tallies["draw:cities"] > 0


def test_tally_counts_the_rare_events() -> None:
    s = _cities()
    s.board("ann", "Sailing", "The Wheel", splay="left")
    s.hand("ann", "Baghdad", "Hamburg")  # left arrow onto green splayed left: Legend
    g = s.build().meld("Baghdad").meld("Hamburg")  # Hamburg's fountain counts
    counts = tally(g.game)
    assert counts["special:legend"] == 1 and counts["icon:splay_left"] == 1
    assert counts["board:fountain"] == 1


def test_tally_counts_the_fourth_edition_meld_icons_and_rule_events() -> None:
    # 4th-edition card data: Troy (blue 1) has a junk icon in its top centre, Babylon (green 1) an
    # uplift, Bangalore (blue 10) an unsplay in its top centre and an up arrow in its bottom middle.
    s = Scenario(("ann", "bob"), expansions=("cities",), edition="fourth")
    s.board("ann", "Tools", "Writing", splay="left")
    s.hand("ann", "Troy", "Babylon")
    s.hand("bob", "Bangalore")
    g = s.build().meld("Troy").meld("Babylon").meld("Bangalore")
    assert g.board("ann")["blue"][-1] == "Troy"
    counts = tally(g.game)
    assert counts["icon:junk"] == 1 and counts["icon:uplift"] == 1
    assert counts["icon:unsplay"] == 1 and counts["icon:splay_up"] == 1
    # Troy junked the age-1 achievement, Babylon junked the age-2 base pile (one event per card):
    junked = [e for e in g.game.events if e.kind == "junk"]
    assert counts["event:junk"] == len(junked) >= 2
    assert {e.from_.zone for e in junked if e.from_ is not None} == {"available", "deck"}
    assert "event:splay_aslant" not in counts


def test_tally_names_the_rules_behind_rare_moves() -> None:
    from innovation.protocol.events import Event, Place
    from innovation_soak.harness import _rule_event

    def move(kind: str, source: str, to: str) -> Event:
        return Event(kind, "", from_=Place(source), to=Place(to))  # type: ignore[arg-type]

    assert _rule_event(move("dig", "museums", "museums")) == "dig_from_museum"
    assert _rule_event(move("dig", "deck", "display")) == "dig"
    assert _rule_event(move("meld", "museums", "board")) == "meld_from_museum"
    assert _rule_event(move("meld", "hand", "board")) is None
    assert _rule_event(move("achieve", "safe", "achievements")) == "secret_achieved"
    assert _rule_event(move("achieve", "available", "achievements")) is None
    assert _rule_event(Event("splay", "", splay="aslant")) == "splay_aslant"
    assert _rule_event(Event("splay", "", splay="up")) is None
    assert _rule_event(Event("promote", "")) == "promote"
