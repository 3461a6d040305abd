"""Scenario tests for the 4th-edition base cards of age 7 (written from the card texts)."""

from __future__ import annotations

from innovation_base.cards.age07 import EVOLUTION_SCORE
from tests.cards4e.scenario4e import fourth, junk

# ---------------------------------------------------------------- Bicycle


def test_bicycle_exchanges_hand_and_score_pile() -> None:
    s = fourth()
    s.board("ann", "Bicycle")
    s.hand("ann", "Agriculture")
    s.score("ann", "Coal", "Calendar")
    g = s.build().dogma("Bicycle").answer("yes")
    assert sorted(g.hand("ann")) == ["Calendar", "Coal"]
    assert g.score("ann") == ["Agriculture"]


# ---------------------------------------------------------------- Combustion


def test_combustion_demands_one_score_card_per_colour_with_a_crown() -> None:
    s = fourth()
    s.board("ann", "Oars", "Combustion", "Sailing")  # crowns on red and green
    s.score("bob", "Agriculture", "Archery", "Calendar")
    g = s.build().dogma("Combustion").answer("Agriculture", "Calendar")
    assert sorted(g.score("ann")) == ["Agriculture", "Calendar"]
    assert g.score("bob") == ["Archery"]
    # Then ann returns her bottom red card.
    assert g.pile("ann", "red") == ["Combustion"]
    assert g.deck_bottom("base", 1) == ["Oars"]


def test_combustion_returns_the_bottom_red_card() -> None:
    s = fourth()
    s.board("ann", "Archery", "Oars", "Combustion")
    s.board("bob", "Optics")  # three crowns: not demanded
    g = s.build().dogma("Combustion")
    assert g.pile("ann", "red") == ["Oars", "Combustion"]
    # bob shares (crowns) and returns his own bottom red card
    assert g.board("bob") == {}


# ---------------------------------------------------------------- Electricity


def test_electricity_returns_top_cards_without_factory_and_draws_an_eight_for_each() -> None:
    s = fourth()
    s.board("ann", "Electricity", "Writing", "Coal", "Agriculture")
    s.deck("base", 8, "Flight", "Mobility")
    g = s.build().dogma("Electricity").answer("Agriculture")  # order of the two 1s returned
    assert g.board("ann") == {"green": ["Electricity"], "red": ["Coal"]}
    assert sorted(g.hand("ann")) == ["Flight", "Mobility"]


# ---------------------------------------------------------------- Evolution


def test_evolution_draws_and_scores_an_eight_then_returns_a_score_card() -> None:
    s = fourth()
    s.board("ann", "Evolution")
    s.score("ann", "Agriculture")
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Evolution").answer(EVOLUTION_SCORE, "Agriculture")
    assert g.score("ann") == ["Flight"]


# ---------------------------------------------------------------- Explosives


def test_explosives_takes_the_three_highest_hand_cards() -> None:
    s = fourth()
    s.board("ann", "Explosives")
    s.hand("bob", "Agriculture", "Coal", "Flight", "Bicycle")
    s.deck("base", 7, "Lighting")
    g = s.build().dogma("Explosives")
    assert sorted(g.hand("ann")) == ["Bicycle", "Coal", "Flight"]
    assert g.hand("bob") == ["Agriculture"]  # not empty: no 7 drawn


def test_explosives_emptied_hand_draws_a_seven() -> None:
    s = fourth()
    s.board("ann", "Explosives")
    s.hand("bob", "Agriculture", "Coal")
    s.deck("base", 7, "Lighting")
    g = s.build().dogma("Explosives")
    assert sorted(g.hand("ann")) == ["Agriculture", "Coal"]
    assert g.hand("bob") == ["Lighting"]


# ---------------------------------------------------------------- Lighting


def test_lighting_tucks_up_to_three_and_scores_a_seven_per_distinct_value() -> None:
    s = fourth()
    s.board("ann", "Lighting")
    s.hand("ann", "Agriculture", "Archery", "Calendar")
    s.deck("base", 7, "Bicycle", "Evolution")
    g = s.build().dogma("Lighting").answer("Agriculture", "Archery", "Calendar")
    assert g.hand("ann") == []
    assert sorted(g.score("ann")) == ["Bicycle", "Evolution"]


# ---------------------------------------------------------------- Publications


def test_publications_splays_yellow_or_blue_up() -> None:
    s = fourth()
    s.board("ann", "Tools", "Publications")
    g = s.build().dogma("Publications").answer("blue")
    assert g.splay("ann", "blue") == "up"
    g.answer("done")
    assert g.idle


def test_publications_junks_an_available_special_achievement() -> None:
    s = fourth()
    s.board("ann", "Publications")
    g = s.build().dogma("Publications").answer("monument")
    assert "monument" not in g.specials_available()
    assert junk(g) == ["Monument"]


def test_publications_makes_a_junked_special_achievement_available() -> None:
    s = fourth()
    s.board("ann", "Publications")
    s.shared_zone("junk", "wonder")
    g = s.build().dogma("Publications").answer("wonder")
    assert "wonder" in g.specials_available()
    assert junk(g) == []


# ---------------------------------------------------------------- Railroad


def test_railroad_returns_the_hand_draws_three_sixes_and_splays_right_to_up() -> None:
    s = fourth()
    s.board("ann", "Railroad")
    s.board("ann", "Coal", "Industrialization", splay="right")
    s.hand("ann", "Agriculture")
    s.deck("base", 6, "Canning", "Vaccination", "Democracy")
    g = s.build().dogma("Railroad")
    assert sorted(g.hand("ann")) == ["Canning", "Democracy", "Vaccination"]
    assert g.deck_bottom("base", 1) == ["Agriculture"]
    g.answer("red")
    assert g.splay("ann", "red") == "up"


# ---------------------------------------------------------------- Refrigeration


def test_refrigeration_demand_returns_all_but_one_hand_card_then_i_may_score() -> None:
    s = fourth()
    s.board("ann", "Refrigeration")
    s.hand("bob", "Agriculture", "Calendar", "Coal")
    s.hand("ann", "Flight")
    g = s.build().dogma("Refrigeration").answer("Coal")  # bob keeps Coal
    assert g.hand("bob") == ["Coal"]
    g.answer("Flight")
    assert g.score("ann") == ["Flight"]


def test_refrigeration_a_single_hand_card_is_kept() -> None:
    s = fourth()
    s.board("ann", "Refrigeration")
    s.hand("bob", "Coal")
    g = s.build().dogma("Refrigeration")
    assert g.hand("bob") == ["Coal"]


# ---------------------------------------------------------------- Sanitation


def test_sanitation_exchanges_two_highest_for_my_lowest_then_junks_a_deck() -> None:
    s = fourth()
    s.board("ann", "Sanitation")
    s.hand("ann", "Agriculture", "Flight")
    s.hand("bob", "Coal", "Bicycle", "Archery")
    g = s.build().dogma("Sanitation")
    assert sorted(g.hand("ann")) == ["Bicycle", "Coal", "Flight"]
    assert sorted(g.hand("bob")) == ["Agriculture", "Archery"]
    assert set(g.options) == {"7", "8"}
    g.answer("8")
    assert g.deck("base", 8) == []
    assert len(junk(g)) == 8  # ten 8s, less the achievement and Flight
    assert g.deck("base", 7) != []
