"""Scenario tests for the relics with effects (written from the relic texts and RULES.md §5.5)."""

from __future__ import annotations

from innovation.testing import Scenario


def _relics(*expansions: str) -> Scenario:
    return Scenario(players=("ann", "bob"), expansions=("artifacts", *expansions), relics=True)


# --------------------------------------------------------------------------- Complex Numbers


def test_complex_numbers_reveal_a_matching_card_to_claim_its_value() -> None:
    s = _relics()
    s.board("ann", "Complex Numbers", "Colonialism")  # 1 factory + 2 lightbulbs; 2 factories + 1 lightbulb
    s.board("bob", "Pottery")  # no lightbulbs
    s.hand("ann", "Invention", "Gunpowder")  # Invention: 2 lightbulbs + 1 factory
    s.available_achievements("Agriculture", "Anatomy")
    g = s.build().dogma("Complex Numbers")
    assert g.decision is not None and set(g.decision.options) == {"invention", "done"}
    g.answer("Invention")
    assert g.achievements("ann") == ["Anatomy"]
    assert sorted(g.hand("ann")) == ["Gunpowder", "Invention"]
    assert not g.shared_bonus


def test_complex_numbers_may_decline() -> None:
    s = _relics()
    s.board("ann", "Complex Numbers")
    s.hand("ann", "Invention")
    s.available_achievements("Anatomy")
    g = s.build().dogma("Complex Numbers").answer("done")
    assert g.achievements("ann") == []
    assert g.available_achievements() == ["Anatomy"]


def test_complex_numbers_no_matching_card_asks_nothing() -> None:
    s = _relics()
    s.board("ann", "Complex Numbers")
    s.hand("ann", "Perspective")  # 2 lightbulbs + 1 leaf: not the same icons
    s.available_achievements("Anatomy")
    g = s.build().dogma("Complex Numbers")
    assert g.achievements("ann") == []
    assert g.decision is not None and g.decision.kind == "action"


def test_complex_numbers_shared() -> None:
    s = _relics()
    s.board("ann", "Complex Numbers")  # 2 lightbulbs
    s.board("bob", "Writing")  # 2 lightbulbs + 1 crown
    s.hand("bob", "Printing Press")  # 2 lightbulbs + 1 crown
    s.available_achievements("Anatomy")
    s.deck("base", 4, "Reformation")
    g = s.build().dogma("Complex Numbers").answer("Printing Press")
    assert g.achievements("bob") == ["Anatomy"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Reformation"]


# --------------------------------------------------------------------------- Newton-Wickins Telescope


def test_telescope_returns_score_cards_and_melds_that_value() -> None:
    s = _relics()
    s.board("ann", "Newton-Wickins Telescope")
    s.board("bob", "Pottery")  # no factories
    s.score("ann", "Writing", "Tools", "Optics")
    s.deck("base", 2, "Mathematics")
    g = s.build().dogma("Newton-Wickins Telescope").answer("Writing", "Tools", "done")
    assert g.score("ann") == ["Optics"]
    assert g.deck_bottom("base", 1, 2) == ["Tools", "Writing"]
    assert g.pile("ann", "blue") == ["Mathematics"]
    assert not g.shared_bonus


def test_telescope_returns_a_melded_card_with_a_clock() -> None:
    s = _relics()
    s.board("ann", "Newton-Wickins Telescope")
    cards = ("Writing", "Tools", "Pottery", "Archery", "Oars", "Sailing", "Clothing")
    s.score("ann", *cards)
    s.deck("base", 7, "Bicycle")
    g = s.build().dogma("Newton-Wickins Telescope").answer(*cards)
    assert g.score("ann") == []
    assert g.pile("ann", "green") == []
    assert g.deck_bottom("base", 7) == ["Bicycle"]


def test_telescope_may_decline() -> None:
    s = _relics()
    s.board("ann", "Newton-Wickins Telescope")
    s.score("ann", "Writing")
    g = s.build().dogma("Newton-Wickins Telescope").answer("done")
    assert g.score("ann") == ["Writing"]
    assert g.board("ann") == {"purple": ["Newton-Wickins Telescope"]}


def test_telescope_shared() -> None:
    s = _relics()
    s.board("ann", "Newton-Wickins Telescope")  # 2 factories
    s.board("bob", "Chemistry")  # 2 factories: shares
    s.score("bob", "Writing")
    s.deck("base", 1, "Agriculture")
    s.deck("base", 5, "Coal")
    g = s.build().dogma("Newton-Wickins Telescope").answer("Writing")
    assert g.pile("bob", "yellow") == ["Agriculture"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Coal"]


# --------------------------------------------------------------------------- Safety Pin


def test_safety_pin_demand_returns_high_cards_and_draws_a_six() -> None:
    s = _relics()
    s.board("ann", "Safety Pin")  # 2 leaves
    s.board("bob", "Writing")  # no leaves: demanded
    s.hand("bob", "Bicycle", "Flight", "Coal")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Safety Pin")
    assert sorted(g.hand("bob")) == ["Canning", "Coal"]
    assert g.deck_bottom("base", 7) == ["Bicycle"]
    assert g.deck_bottom("base", 8) == ["Flight"]
    assert g.score("ann") == []  # without Echoes no echo effect runs
    assert not g.shared_bonus


def test_safety_pin_not_demanded_with_as_many_leaves() -> None:
    s = _relics()
    s.board("ann", "Safety Pin")
    s.board("bob", "Clothing")  # 2 leaves
    s.hand("bob", "Bicycle")
    g = s.build().dogma("Safety Pin")
    assert g.hand("bob") == ["Bicycle"]


def test_safety_pin_echo_draws_and_scores_a_seven_with_echoes() -> None:
    s = _relics("echoes")
    s.board("ann", "Safety Pin")
    s.board("bob", "Writing")  # no leaves: demanded, does not share the echo
    s.hand("bob", "Bicycle", "Flight")
    s.deck("base", 7, "Lighting")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Safety Pin")
    assert g.score("ann") == ["Lighting"]
    assert g.hand("bob") == ["Canning"]  # empty hand after returning: a base 6
    assert not g.shared_bonus


def test_safety_pin_echo_shared() -> None:
    s = _relics("echoes")
    s.board("ann", "Safety Pin")  # 2 leaves
    s.board("bob", "Pottery")  # 3 leaves: shares the echo, is not demanded
    s.deck("base", 7, "Lighting", "Railroad", "Publications")
    g = s.build().dogma("Safety Pin")
    assert g.score("bob") == ["Lighting"]  # bob goes first
    assert g.score("ann") == ["Railroad"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Publications"]  # the bonus: ann's highest top card is a 7
