"""A city's special icons act when the city is melded by the Meld action (RULES-cities.md §4): the
top centre first, then the bottom middle — an arrow splays the city's colour that way, a plus
draws a card one value higher — then a resource icon in the top centre searches: draw and reveal
as many base cards of the city's value as that value (fewer if the pile runs out), keep those
with the icon and return the rest. A city melded by an effect does none of this."""

from __future__ import annotations

import pytest

from tests.cities.helpers import cities, drawn


@pytest.mark.parametrize(("city", "direction"), [("Baghdad", "left"), ("Bombay", "right"), ("Sydney", "up")])
def test_an_arrow_splays_the_city_s_colour(city: str, direction: str) -> None:
    s = cities()
    s.board("ann", "Sailing")  # green, one card: the city makes it two
    s.hand("ann", city)  # green cities (Sydney's up arrow sits in the bottom middle)
    g = s.build().meld(city)
    assert g.pile("ann", "green") == ["Sailing", city]
    assert g.splay("ann", "green") == direction
    assert len(g.hand("ann")) == 1 and g.game.rules.cards[g.game.state.players[0].hand[0]].set == "cities"


def test_an_arrow_splay_counts_as_a_splay_and_draws_a_city_at_the_new_draw_age() -> None:
    s = cities()
    s.board("ann", "Sailing")
    s.hand("ann", "Baghdad")  # green 3, left arrow
    s.deck("cities", 3, "Delhi")
    g = s.build().meld("Baghdad")
    assert g.splay("ann", "green") == "left"
    assert g.hand("ann") == ["Delhi"]


def test_an_arrow_on_a_new_colour_has_one_card_to_splay_and_does_nothing() -> None:
    s = cities()
    s.hand("ann", "Baghdad")
    s.deck("cities", 3, "Delhi")
    g = s.build().meld("Baghdad")
    assert g.splay("ann", "green") == "none" and g.events("splay") == []
    assert g.hand("ann") == ["Delhi"]  # the new colour draws the city


def test_a_plus_draws_a_card_one_value_higher() -> None:
    s = cities()
    s.board("ann", "Archery")  # red
    s.hand("ann", "Athens")  # red 1, a plus in the top centre
    s.deck("base", 2, "Calendar")
    g = s.build().meld("Athens")
    assert g.hand("ann") == ["Calendar"] and drawn(g) == [("base", "Calendar")]


def test_two_pluses_draw_twice() -> None:
    s = cities()
    s.board("ann", "Writing")  # blue
    s.hand("ann", "Frankfurt")  # blue 4: a plus in the bottom middle and in the top centre
    s.deck("base", 5, "Coal", "Banking")
    g = s.build().meld("Frankfurt")
    assert g.hand("ann") == ["Coal", "Banking"]


def test_the_top_centre_acts_before_the_bottom_middle() -> None:
    s = cities()
    s.board("ann", "Archery")  # red
    s.hand("ann", "Dallas")  # red 9: an up arrow in the top centre, a plus in the bottom middle
    s.deck("cities", 9, "Perth")
    s.deck("base", 10, "Software")
    g = s.build().meld("Dallas")
    kinds = [e.kind for e in g.game.events[g._action_mark :] if e.kind in ("splay", "draw")]
    assert kinds == ["splay", "draw", "draw"]
    assert drawn(g) == [("cities", "Perth"), ("base", "Software")]  # the splay's city, then the plus


def test_a_plus_draw_is_an_ordinary_draw_echoes_substitution_included() -> None:
    s = cities(("ann", "bob"), "echoes")
    s.board("ann", "Archery")
    s.hand("ann", "Athens", "Oars")  # after the meld the hand holds Oars, no Echoes card
    s.deck("echoes", 2, "Lever")
    g = s.build().meld("Athens")
    assert sorted(g.hand("ann")) == ["Lever", "Oars"]


def test_a_plus_draw_past_ten_ends_the_game() -> None:
    s = cities()
    s.board("ann", "Archery")
    s.hand("ann", "Montreal")  # red 7: two pluses, draw two 8s
    for age in (8, 9, 10):
        s.exhaust("base", age)
    s.score("bob", "Writing")
    g = s.build().meld("Montreal")
    assert g.over and g.result is not None and g.result.reason == "score"


def test_a_search_keeps_the_cards_with_its_icon_and_returns_the_others() -> None:
    s = cities()
    s.board("ann", "Sailing")  # green
    s.hand("ann", "Marseille")  # green 2, a crown in the top centre: search two base 2s for crowns
    s.deck("base", 2, "Mapmaking", "Calendar")  # Mapmaking has a crown, Calendar none
    g = s.build().meld("Marseille")
    assert g.hand("ann") == ["Mapmaking"]
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert [e.card for e in g.game.events[g._action_mark :] if e.kind == "reveal"] == ["mapmaking", "calendar"]


def test_a_search_draws_fewer_when_the_pile_runs_out_and_never_from_another_pile() -> None:
    s = cities()
    s.board("ann", "Sailing")
    s.hand("ann", "Marseille")
    s.exhaust("base", 2)
    s.available_achievements()
    s.deck("base", 2, "Canal Building")  # the only base 2 left
    g = s.build().meld("Marseille")
    assert g.hand("ann") == ["Canal Building"] and drawn(g) == [("base", "Canal Building")]
    s = cities()
    s.board("ann", "Sailing")
    s.hand("ann", "Marseille")
    s.exhaust("base", 2)  # empty: the search finds nothing (no draw of a 3 instead)
    s.available_achievements()
    g = s.build().meld("Marseille")
    assert g.hand("ann") == [] and drawn(g) == []
    assert any("empty" in text for text in g.events("icon"))


def test_a_search_draws_base_cards_even_with_echoes() -> None:
    s = cities(("ann", "bob"), "echoes")
    s.board("ann", "Sailing")
    s.hand("ann", "Marseille", "Oars")  # a hand without an Echoes card would draw Echoes normally
    s.deck("base", 2, "Mapmaking", "Currency")
    g = s.build().meld("Marseille")
    assert sorted(g.hand("ann")) == ["Currency", "Mapmaking", "Oars"]


def test_a_city_melded_by_an_effect_runs_no_special_icon() -> None:
    s = cities()
    s.board("ann", "Masonry")  # yellow: you may meld cards with a castle from your hand
    s.board("ann", "Mysticism")  # purple
    s.hand("ann", "Constantinople")  # purple 3 with castles and a left arrow
    g = s.build().dogma("Masonry").answer("Constantinople")
    assert g.pile("ann", "purple") == ["Mysticism", "Constantinople"]
    assert g.splay("ann", "purple") == "none"
    assert g.hand("ann") == []
