"""The city draw (RULES-cities.md §3): after a Meld action that adds a new colour to your board,
and whenever you splay a colour in a new direction, you draw a city — only while no city is in
your hand — at your normal draw age."""

from __future__ import annotations

from innovation.plugin_api import Color
from innovation.protocol.events import Event
from innovation.rules.turn import Engine
from tests.cities.helpers import cities, drawn


# ------------------------------------------------------------------ a Meld action adding a colour
def test_a_meld_action_that_adds_a_colour_draws_a_city() -> None:
    s = cities()
    s.board("ann", "Writing")  # blue 1
    s.hand("ann", "Archery")  # red: a new colour
    s.deck("cities", 1, "Troy")
    g = s.build().meld("Archery")
    assert g.hand("ann") == ["Troy"]
    assert drawn(g) == [("cities", "Troy")]


def test_a_meld_action_onto_a_colour_already_there_draws_nothing() -> None:
    s = cities()
    s.board("ann", "Writing")
    s.hand("ann", "Tools")  # blue again
    g = s.build().meld("Tools")
    assert g.hand("ann") == [] and drawn(g) == []


def test_no_city_is_drawn_while_a_city_is_in_hand() -> None:
    s = cities()
    s.board("ann", "Writing")
    s.hand("ann", "Archery", "Troy")
    g = s.build().meld("Archery")
    assert g.hand("ann") == ["Troy"] and drawn(g) == []


def test_melding_a_city_that_adds_a_colour_draws_another_city() -> None:
    s = cities()
    s.hand("ann", "Troy")  # blue city; its search icon (a castle) looks at base 1s …
    s.exhaust("base", 1)  # … and finds none: only the city draw is left
    s.deck("cities", 2, "Rome")
    g = s.build().meld("Troy")
    assert g.hand("ann") == ["Rome"]  # base 1 is empty: the draw age moves up to 2


def test_a_melded_card_from_an_effect_draws_no_city() -> None:
    s = cities()
    s.board("ann", "Sailing")  # green: draw and meld a 1
    s.deck("base", 1, "Archery")  # red: a new colour, but not by the Meld action
    g = s.build().dogma("Sailing")
    assert g.pile("ann", "red") == ["Archery"]
    assert g.hand("ann") == []


def test_the_city_draw_is_at_the_normal_draw_age_skipping_empty_base_piles() -> None:
    s = cities()
    s.board("ann", "Calendar")  # blue 2: the highest top card
    s.hand("ann", "Archery")
    s.exhaust("base", 2)
    s.available_achievements()
    s.deck("cities", 3, "Delhi")
    g = s.build().meld("Archery")
    assert g.hand("ann") == ["Delhi"]


def test_an_empty_cities_pile_gives_a_base_card_instead() -> None:
    s = cities()
    s.board("ann", "Writing")
    s.hand("ann", "Archery")
    s.exhaust("cities", 1)
    s.deck("base", 1, "Oars")
    g = s.build().meld("Archery")
    assert g.hand("ann") == ["Oars"] and drawn(g) == [("base", "Oars")]


def test_a_city_draw_past_ten_ends_the_game() -> None:
    s = cities()
    s.board("ann", "Software")  # blue 10
    s.hand("ann", "Archery")
    s.exhaust("base", 10)
    s.score("bob", "Writing")
    g = s.build().meld("Archery")
    assert g.over and g.result is not None and g.result.reason == "score" and g.winners == ["bob"]


# ------------------------------------------------------------------ a splay in a new direction
def test_splaying_a_colour_in_a_new_direction_draws_a_city() -> None:
    s = cities()
    s.board("ann", "Writing", "Tools")  # blue, two cards
    s.board("ann", "Philosophy")  # purple 2: you may splay a colour left
    s.deck("cities", 2, "Rome")
    g = s.build().dogma("Philosophy").answer("blue")
    assert g.splay("ann", "blue") == "left"
    assert "Rome" in g.hand("ann")


def test_a_splay_with_a_city_in_hand_draws_nothing() -> None:
    s = cities()
    s.board("ann", "Writing", "Tools")
    s.board("ann", "Philosophy")
    s.hand("ann", "Troy")
    g = s.build().dogma("Philosophy").answer("blue")
    assert g.splay("ann", "blue") == "left"
    assert drawn(g) == []


def test_a_splay_that_changes_nothing_draws_nothing() -> None:
    s = cities()
    s.board("ann", "Sailing", "The Wheel", splay="left")  # green, already splayed left
    s.hand("ann", "Baghdad")  # green city with a left arrow: its splay changes nothing
    g = s.build().meld("Baghdad")
    assert g.splay("ann", "green") == "left"
    assert g.events("splay") == [] and drawn(g) == []


def test_whoever_splays_another_player_s_pile_draws_the_city() -> None:
    s = cities(("ann", "bob"), "artifacts")
    s.board("ann", "Cyrus Cylinder")  # splay left a pile of any player's board
    s.board("bob", "Writing", "Pottery")  # bob's only pile of two; no lightbulb: bob does not share
    s.deck("cities", 2, "Rome")
    g = s.build().dogma("Cyrus Cylinder")
    assert g.splay("bob", "blue") == "left"
    assert g.hand("ann") == ["Rome"] and g.hand("bob") == []


def test_unsplaying_draws_nothing() -> None:
    s = cities()
    s.board("ann", "Writing", "Tools", splay="left")
    g = s.build()
    events: list[Event] = []
    engine = Engine(g.game.rules, g.game.state.clone(), events)
    assert engine.unsplay(0, Color.BLUE)
    assert [e.kind for e in events] == ["splay"]
    assert engine.state.players[0].hand == []
