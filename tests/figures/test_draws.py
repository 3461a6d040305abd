"""Figures in the Sky: when figures are drawn (RULES-figures.md §2; docs/rulings.md, "Figures in
the Sky"). Scenario tests from the rules digest."""

from __future__ import annotations

from innovation.testing import Scenario


def _figures(players: tuple[str, ...] = ("ann", "bob"), **kw: bool) -> Scenario:
    return Scenario(players=players, expansions=("figures",), unfinished=True, **kw)


def _shared_writing(s: Scenario) -> Scenario:
    """ann activates Writing (draw a 2); bob, with more lightbulbs, shares it."""
    s.board("ann", "Writing")  # 2 lightbulbs
    s.board("bob", "Philosophy")  # 3 lightbulbs: shares
    s.deck("base", 2, "Calendar", "Mapmaking")  # bob's draw, then ann's
    return s


def test_the_sharing_bonus_is_a_figure_of_the_activators_draw_value() -> None:
    s = _shared_writing(_figures())
    s.deck("figures", 1, "Daedalus")
    g = s.build().dogma("Writing")  # Writing (a 1) is ann's highest top card
    assert g.shared_bonus
    assert g.hand("bob") == ["Calendar"]
    assert g.hand("ann") == ["Mapmaking", "Daedalus"]


def test_an_empty_figure_pile_gives_the_base_card_of_that_value() -> None:
    s = _shared_writing(_figures())
    s.exhaust("figures", 1)
    s.deck("base", 1, "Pottery")
    g = s.build().dogma("Writing")
    assert g.hand("ann") == ["Mapmaking", "Pottery"]


def test_the_bonus_value_skips_empty_base_piles_and_then_takes_that_figure() -> None:
    s = _figures()
    s.board("ann", "Writing")
    s.board("bob", "Philosophy")
    s.deck("base", 2, "Calendar", "Mapmaking")
    s.exhaust("base", 1)
    s.deck("figures", 1, "Daedalus")
    s.deck("figures", 2, "Archimedes")
    g = s.build().dogma("Writing")
    # ann's value is 1, but the base 1 pile is empty: the value goes up to 2, a figure of 2
    assert g.hand("ann") == ["Mapmaking", "Archimedes"]


def test_no_bonus_no_figure_when_nobody_shares() -> None:
    s = _figures()
    s.board("ann", "Philosophy")  # 3 lightbulbs
    s.board("bob", "Writing")  # 2: does not share
    g = s.build().dogma("Philosophy")
    assert not g.shared_bonus
    assert all(g.game.engine().cards[c].set != "figures" for c in g.hand("ann"))


def test_opponents_draw_a_figure_when_a_standard_achievement_is_claimed_by_the_achieve_action() -> None:
    s = _figures(("ann", "bob", "cat"))
    s.board("ann", "Agriculture")
    s.score("ann", "Astronomy")  # 5 points: eligible for the 1
    s.board("bob", "Calendar")  # bob draws at 2
    s.board("cat", "Mathematics")  # cat draws at 2 too
    s.deck("figures", 2, "Archimedes", "Plato")
    g = s.build().achieve(1)
    assert len(g.achievements("ann")) == 1
    assert g.hand("bob") == ["Archimedes"]  # clockwise from ann's left: bob first
    assert g.hand("cat") == ["Plato"]
    assert g.hand("ann") == []


def test_each_opponent_draws_at_their_own_draw_value() -> None:
    s = _figures()
    s.board("ann", "Agriculture")
    s.score("ann", "Astronomy")
    s.deck("figures", 1, "Daedalus")
    g = s.build().achieve(1)  # bob has no top card: a 1
    assert g.hand("bob") == ["Daedalus"]


def test_partners_draw_no_figure_when_a_standard_achievement_is_claimed() -> None:
    s = _figures(("ann", "bob", "cat", "dan"), teams=True)  # ann & cat against bob & dan
    s.board("ann", "Agriculture")
    s.score("ann", "Astronomy")
    s.deck("figures", 1, "Daedalus", "Fu Xi")
    g = s.build().achieve(1)
    assert g.hand("bob") == ["Daedalus"]
    assert g.hand("dan") == ["Fu Xi"]
    assert g.hand("cat") == []


def test_a_special_achievement_or_a_draw_action_draws_no_figure() -> None:
    s = _figures()
    s.board("ann", "Agriculture")
    g = s.build().act("draw")
    assert g.hand("bob") == []
