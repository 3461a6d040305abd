"""Figures beside Cities of Destiny (3rd edition): a karma that replaces a meld also stops a city's
special icons, which act only when the city is melded by the Meld action (RULES-cities.md §4)."""

from __future__ import annotations

from innovation.testing import Scenario
from tests.figures.play import figures


def _position(with_sargon: bool) -> Scenario:
    s = figures(beside=("cities",))
    if with_sargon:
        s.board("ann", "Sargon of Akkad")  # green 1: melding onto a top card of equal value tucks instead
    s.board("ann", "Archery")  # red 1
    s.hand("ann", "Athens")  # red city of value 1, a plus in its top centre
    s.deck("base", 2, "Calendar")
    return s


def test_a_city_melded_by_the_meld_action_draws_by_its_plus() -> None:
    g = _position(with_sargon=False).build().meld("Athens")
    assert g.pile("ann", "red") == ["Archery", "Athens"]
    assert g.hand("ann") == ["Calendar"]


def test_sargon_tucks_a_city_instead_of_melding_it_so_its_icons_do_nothing() -> None:
    g = _position(with_sargon=True).build().meld("Athens")
    assert g.pile("ann", "red") == ["Athens", "Archery"]  # tucked under Archery
    assert g.hand("ann") == []  # no plus: the city was never melded
    assert g.deck("base", 2)[0] == "Calendar"
