"""The Cities special achievements (RULES-cities.md §6): Legend, Repute and Fame for melding a city
with a left, right or up arrow onto a colour already splayed that way (any meld; the splay is read
before the arrow splays it); Glory and Victory for tucking a city with a flag or a fountain."""

from __future__ import annotations

import pytest

from tests.cities.helpers import cities


def _meld_onto_a_colour_splayed(city: str, direction: str) -> list[str]:
    s = cities()
    s.board("ann", "Sailing", "The Wheel", splay=direction)  # green, already splayed that way
    s.hand("ann", city)
    g = s.build().meld(city)
    assert g.splay("ann", "green") == direction and g.events("splay") == []  # the arrow changes nothing
    return g.achievements("ann")


def test_legend_for_a_city_with_a_left_arrow_melded_onto_a_colour_splayed_left() -> None:
    assert _meld_onto_a_colour_splayed("Baghdad", "left") == ["legend"]


def test_repute_for_a_city_with_a_right_arrow_melded_onto_a_colour_splayed_right() -> None:
    assert _meld_onto_a_colour_splayed("Bombay", "right") == ["repute"]


def test_fame_for_a_city_with_an_up_arrow_melded_onto_a_colour_splayed_up() -> None:
    assert _meld_onto_a_colour_splayed("Sydney", "up") == ["fame"]  # Sydney's arrow: the bottom middle


@pytest.mark.parametrize(("city", "other"), [("Baghdad", "right"), ("Bombay", "up"), ("Sydney", "left")])
def test_a_colour_splayed_another_way_claims_nothing_and_the_arrow_splays_it(city: str, other: str) -> None:
    s = cities()
    s.board("ann", "Sailing", "The Wheel", splay=other)
    s.hand("ann", city, "Troy")  # a city in hand: the arrow's splay draws none
    g = s.build().meld(city)
    assert g.achievements("ann") == []
    assert g.splay("ann", "green") != other
    assert {"legend", "repute", "fame"} <= set(g.specials_available())


def test_an_unsplayed_colour_claims_nothing() -> None:
    s = cities()
    s.board("ann", "Sailing", "The Wheel")
    s.hand("ann", "Baghdad", "Troy")
    g = s.build().meld("Baghdad")
    assert g.splay("ann", "green") == "left"  # the arrow splays it now, after the check
    assert "legend" in g.specials_available()


def test_legend_by_a_meld_from_an_effect() -> None:
    s = cities()
    s.board("ann", "Masonry")  # yellow: meld cards with a castle from your hand
    s.board("ann", "Mysticism", "City States", splay="left")  # purple, splayed left
    s.hand("ann", "Constantinople")  # purple 3, castles, a left arrow
    g = s.build().dogma("Masonry").answer("Constantinople")
    assert g.achievements("ann") == ["legend"]


def test_glory_for_tucking_a_city_with_a_flag() -> None:
    s = cities()
    s.board("ann", "Code of Laws")  # purple: you may tuck a hand card of a colour on your board
    s.board("ann", "Archery")  # red
    s.hand("ann", "Algiers")  # red city with a flag
    g = s.build().dogma("Code of Laws").answer("Algiers", "done")
    assert g.pile("ann", "red") == ["Algiers", "Archery"]
    assert g.achievements("ann") == ["glory"]


def test_victory_for_tucking_a_city_with_a_fountain() -> None:
    s = cities()
    s.board("ann", "Code of Laws")
    s.board("ann", "Sailing")  # green
    s.hand("ann", "Hamburg")  # green city with a fountain
    g = s.build().dogma("Code of Laws").answer("Hamburg", "done")
    assert g.achievements("ann") == ["victory"]


def test_tucking_a_city_without_a_flag_or_fountain_claims_nothing() -> None:
    s = cities()
    s.board("ann", "Code of Laws")
    s.board("ann", "Sailing")
    s.hand("ann", "Baghdad")
    g = s.build().dogma("Code of Laws").answer("Baghdad", "done")
    assert g.achievements("ann") == []


def test_a_claimed_special_achievement_is_not_claimed_again() -> None:
    s = cities()
    s.board("ann", "Code of Laws")
    s.board("ann", "Archery")
    s.hand("ann", "Algiers")
    s.achievements("bob", "glory")
    g = s.build().dogma("Code of Laws").answer("Algiers", "done")
    assert g.achievements("ann") == [] and g.achievements("bob") == ["glory"]


def test_the_special_achievements_are_never_claimed_by_a_board_alone() -> None:
    s = cities()
    s.board("ann", "Sailing", "Baghdad", splay="left")  # the state Legend leaves behind
    s.board("ann", "Algiers")
    g = s.build()
    assert {"legend", "glory"} <= set(g.specials_available())
