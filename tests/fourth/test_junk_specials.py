"""Special achievements in the junk (RULES-4e.md §4; Feudalism and Publications move them): junking
one on offer, bringing it back, a junked one cannot be claimed, and saves that hold one there."""

from __future__ import annotations

import json

import pytest

from innovation import Game, GameConfig
from innovation.errors import SaveError
from innovation_soak.forgeries import FORGERIES, Payload, forge
from tests.cards4e.fourth import junk, scenario


def test_junking_a_special_on_offer_takes_it_off_the_offer_with_one_public_event() -> None:
    g = scenario().board("ann", "Publications").build()
    before = len(g.game.events)
    g.dogma("Publications").answer("world")
    assert "world" not in g.specials_available()
    assert junk(g) == ["World"]
    moved = [e for e in g.game.events[before:] if e.card == "world"]
    assert [e.kind for e in moved] == ["junk"]
    assert moved[0].from_ is not None and moved[0].from_.zone == "available"
    assert moved[0].to is not None and moved[0].to.zone == "junk"
    seen = [e for e in g.game.view("bob").events if e.kind == "junk"]
    assert seen and seen[-1].card == "world"  # everyone sees which one


def test_a_special_brought_back_from_the_junk_is_on_offer_again_in_its_place() -> None:
    g = scenario().board("ann", "Publications").build()
    order = g.specials_available()
    g.dogma("Publications").answer("monument")
    assert "monument" not in g.specials_available()
    assert g.decision is not None and g.decision.player == "ann"  # her second action
    g.dogma("Publications").answer("monument")
    assert g.specials_available() == order
    assert junk(g) == []


def test_only_a_special_on_offer_can_be_junked_and_only_one_in_the_junk_brought_back() -> None:
    g = scenario().specials_available("wonder").build()
    engine = g.game.engine()
    with pytest.raises(ValueError, match="Monument achievement is not available"):
        engine.junk(0, "monument")
    with pytest.raises(ValueError, match="Wonder achievement is not in the junk"):
        engine.make_available(0, "wonder")
    with pytest.raises(ValueError, match="not a special achievement"):
        engine.make_available(0, "agriculture")
    assert g.specials_available() == ["wonder"] and junk(g) == []


def test_a_special_in_the_junk_is_not_claimed_even_when_its_condition_holds() -> None:
    # Monument (4th edition): four top cards with a demand effect, checked at the end of the action.
    s = scenario().board("ann", "Archery", "City States", "Mapmaking").hand("ann", "Machinery")
    g = s.shared_zone("junk", "monument").build()
    g.meld("Machinery")
    assert "monument" not in g.achievements("ann")
    assert junk(g) == ["Monument"]


def test_a_special_brought_back_is_claimed_at_the_end_of_the_action_if_its_condition_holds() -> None:
    s = scenario().board("ann", "Archery", "City States", "Mapmaking", "Machinery", "Publications")
    g = s.shared_zone("junk", "monument").build().dogma("Publications").answer("monument")
    assert "monument" in g.achievements("ann")
    assert junk(g) == []


def test_a_save_with_specials_in_the_junk_loads_as_it_was() -> None:
    s = scenario().board("ann", "Feudalism").hand("bob", "Archery")
    g = s.build().dogma("Feudalism")
    assert len(junk(g)) == 5
    text = g.game.to_json()
    loaded = Game.from_json(text)
    assert loaded.state.zones["junk"] == g.game.state.zones["junk"]
    assert loaded.state.specials == []
    assert loaded.to_json() == text
    assert json.loads(Game.from_json(json.dumps(json.loads(text), indent=1)).to_json()) == json.loads(text)


def _fourth_game() -> Game:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=4, edition="fourth"))
    while game.pending is not None and game.pending.kind == "initial_meld":
        game.answer(game.pending.player, game.pending.options[0])
    return game


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("special_in_a_hand", r"special achievement \w+ lies in ann's hand"),
        ("special_in_a_supply_pile", r"special achievement \w+ lies in the base 1 supply pile"),
        ("special_among_the_standard_achievements", r"special achievement \w+ lies in the standard achievements"),
    ],
)
def test_a_forged_fourth_edition_save_with_a_special_out_of_place_is_still_refused(name: str, message: str) -> None:
    data = _fourth_game().to_json()
    forged = forge(data, FORGERIES[name])
    assert forged is not None
    with pytest.raises(SaveError):
        Game.from_json(forged)
    with pytest.raises(SaveError, match=message):
        Game.from_json(json.dumps(json.loads(forged), indent=1))  # the long way names it


def test_a_save_with_a_special_moved_into_the_junk_loads_it_is_a_position_the_game_reaches() -> None:
    def junk_a_special(payload: Payload) -> bool:
        state = payload["snapshot"]
        state["zones"]["junk"].append(state["specials"].pop())
        return True

    forged = forge(_fourth_game().to_json(), junk_a_special)
    assert forged is not None
    assert len(Game.from_json(forged).state.zones["junk"]) == 1
