"""Scenario tests for age 7 base cards (written from the card texts and RULES.md)."""

from __future__ import annotations

from innovation.testing import Scenario

EVOLUTION_SCORE = "draw and score an 8, then return a card from your score pile"
EVOLUTION_DRAW = "draw a card one higher than your highest score card"


# ---------------------------------------------------------------- Bicycle
def test_bicycle_swaps_hand_and_score_pile() -> None:
    s = Scenario()
    s.board("ann", "Bicycle")
    s.hand("ann", "Writing", "Calendar")
    s.score("ann", "Coal")
    g = s.build().dogma("Bicycle").answer("yes")
    assert g.hand("ann") == ["Coal"]
    assert sorted(g.score("ann")) == ["Calendar", "Writing"]
    assert not g.shared_bonus


def test_bicycle_swap_with_an_empty_hand_moves_the_score_pile_to_hand() -> None:
    s = Scenario()
    s.board("ann", "Bicycle")
    s.score("ann", "Coal", "Writing")
    g = s.build().dogma("Bicycle").answer("yes")
    assert sorted(g.hand("ann")) == ["Coal", "Writing"]
    assert g.score("ann") == []


def test_bicycle_may_decline() -> None:
    s = Scenario()
    s.board("ann", "Bicycle")
    s.hand("ann", "Writing")
    s.score("ann", "Coal")
    g = s.build().dogma("Bicycle").answer("no")
    assert g.hand("ann") == ["Writing"]
    assert g.score("ann") == ["Coal"]


def test_bicycle_with_nothing_to_swap_asks_nothing() -> None:
    s = Scenario()
    s.board("ann", "Bicycle")
    g = s.build().dogma("Bicycle")
    assert g.decision is not None and g.decision.kind == "action"
    assert g.hand("ann") == [] and g.score("ann") == []


def test_bicycle_shared_swap_gives_sharing_bonus() -> None:
    s = Scenario()
    s.board("ann", "Bicycle")  # 2 crowns
    s.board("bob", "Sailing")  # 2 crowns: shares
    s.hand("bob", "Oars")
    s.score("ann", "Writing")
    s.deck("base", 7, "Railroad")
    g = s.build().dogma("Bicycle")
    g.answer("yes")  # bob goes first
    g.answer("no")  # ann keeps her cards
    assert g.hand("bob") == []
    assert g.score("bob") == ["Oars"]
    assert g.score("ann") == ["Writing"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Railroad"]  # bonus: a 7 (her highest top card)


# ---------------------------------------------------------------- Combustion
def test_combustion_demands_one_score_card_per_four_crowns() -> None:
    s = Scenario()
    # 2 + 2 + 3 + 2 = 9 crowns: two cards demanded.
    s.board("ann", "Combustion", "Sailing", "Translation", "Code of Laws")
    s.board("bob", "Writing")  # 1 crown
    s.score("bob", "Coal", "Mapmaking", "Tools")
    g = s.build().dogma("Combustion").answer("Coal", "Tools")
    assert g.score("bob") == ["Mapmaking"]
    assert sorted(g.score("ann")) == ["Coal", "Tools"]
    # Then ann returns her bottom red card: Combustion itself, the only red card.
    assert g.pile("ann", "red") == []
    assert g.deck_bottom("base", 7) == ["Combustion"]
    assert not g.shared_bonus


def test_combustion_demanded_player_with_too_few_score_cards_gives_all() -> None:
    s = Scenario()
    s.board("ann", "Combustion", "Sailing", "Translation", "Code of Laws")  # 9 crowns
    s.board("bob", "Writing")
    s.score("bob", "Coal")
    g = s.build().dogma("Combustion")
    assert g.score("bob") == []
    assert g.score("ann") == ["Coal"]


def test_combustion_fewer_than_four_crowns_demands_nothing() -> None:
    s = Scenario()
    s.board("ann", "Archery", "Combustion", "Writing")  # 3 crowns
    s.score("bob", "Coal")
    g = s.build().dogma("Combustion")
    assert g.score("bob") == ["Coal"]
    assert g.score("ann") == []
    # Ann's bottom red card is Archery.
    assert g.pile("ann", "red") == ["Combustion"]
    assert g.deck_bottom("base", 1) == ["Archery"]


def test_combustion_player_with_as_many_crowns_is_not_demanded_but_shares() -> None:
    s = Scenario()
    s.board("ann", "Combustion", "Writing", "Sailing")  # 5 crowns: one card demanded
    s.board("bob", "Oars", "Translation", "Mapmaking")  # 1 + 3 + 2 = 6 crowns
    s.score("bob", "Coal")
    s.deck("base", 1, "Clothing")
    g = s.build().dogma("Combustion")
    assert g.score("bob") == ["Coal"]  # not demanded
    assert g.pile("bob", "red") == []  # bob returned Oars
    assert g.pile("ann", "red") == []  # ann returned Combustion
    assert g.deck_bottom("base", 1) == ["Oars"]
    assert g.deck_bottom("base", 7) == ["Combustion"]
    assert g.shared_bonus
    # Bonus drawn at ann's highest top card after the dogma (Writing / Sailing: a 1).
    assert g.hand("ann") == ["Clothing"]


# ---------------------------------------------------------------- Electricity
def test_electricity_returns_top_cards_without_factory_and_draws_eights() -> None:
    s = Scenario()
    s.board("ann", "Electricity", "Tools", "Writing", "Canal Building", "Feudalism", "Coal")
    s.board("bob", "Sailing")  # no factory: does not share
    s.deck("base", 8, "Flight", "Rocketry", "Socialism", "Antibiotics")
    g = s.build().dogma("Electricity")
    assert g.pile("ann", "blue") == ["Tools"]  # only the top card went
    assert g.pile("ann", "yellow") == []
    assert g.pile("ann", "purple") == []
    assert g.pile("ann", "red") == ["Coal"]  # has a factory
    assert g.pile("ann", "green") == ["Electricity"]
    assert g.deck_bottom("base", 1) == ["Writing"]
    assert g.deck_bottom("base", 2) == ["Canal Building"]
    assert g.deck_bottom("base", 3) == ["Feudalism"]
    assert g.hand("ann") == ["Flight", "Rocketry", "Socialism"]
    assert g.hand("bob") == []
    assert not g.shared_bonus


def test_electricity_with_all_top_cards_showing_factories_does_nothing() -> None:
    s = Scenario()
    s.board("ann", "Electricity", "Coal")
    g = s.build().dogma("Electricity")
    assert g.board("ann") == {"red": ["Coal"], "green": ["Electricity"]}
    assert g.hand("ann") == []


def test_electricity_shared_returns_are_ordered_by_their_owner() -> None:
    s = Scenario()
    s.board("ann", "Electricity")  # 2 factories
    s.board("bob", "Colonialism", "Writing", "Agriculture")  # 2 factories: shares
    s.deck("base", 8, "Flight", "Rocketry")
    s.deck("base", 7, "Railroad")
    g = s.build().dogma("Electricity")
    g.answer("Agriculture")  # bob returns Agriculture first, then Writing (both 1s)
    assert g.board("bob") == {"red": ["Colonialism"]}
    assert g.deck_bottom("base", 1, 2) == ["Writing", "Agriculture"]
    assert g.hand("bob") == ["Flight", "Rocketry"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Railroad"]


# ---------------------------------------------------------------- Evolution
def test_evolution_draw_and_score_an_eight_then_return_a_score_card() -> None:
    s = Scenario()
    s.board("ann", "Evolution")
    s.score("ann", "Writing")
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Evolution").answer(EVOLUTION_SCORE, "Writing")
    assert g.score("ann") == ["Flight"]
    assert g.deck_bottom("base", 1) == ["Writing"]
    assert g.hand("ann") == []


def test_evolution_may_return_the_scored_eight() -> None:
    s = Scenario()
    s.board("ann", "Evolution")
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Evolution").answer(EVOLUTION_SCORE)
    # Flight is the only score card: it must go back.
    assert g.score("ann") == []
    assert g.deck_bottom("base", 8) == ["Flight"]


def test_evolution_draw_one_higher_than_highest_score_card() -> None:
    s = Scenario()
    s.board("ann", "Evolution")
    s.score("ann", "Writing", "Coal")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Evolution").answer(EVOLUTION_DRAW)
    assert g.hand("ann") == ["Canning"]
    assert sorted(g.score("ann")) == ["Coal", "Writing"]


def test_evolution_draw_with_empty_score_pile_draws_a_one() -> None:
    s = Scenario()
    s.board("ann", "Evolution")
    s.deck("base", 1, "Writing")
    g = s.build().dogma("Evolution").answer(EVOLUTION_DRAW)
    assert g.hand("ann") == ["Writing"]


def test_evolution_may_decline() -> None:
    s = Scenario()
    s.board("ann", "Evolution")
    s.score("ann", "Coal")
    g = s.build().dogma("Evolution").answer("done")
    assert g.hand("ann") == []
    assert g.score("ann") == ["Coal"]


def test_evolution_shared_gives_bonus() -> None:
    s = Scenario()
    s.board("ann", "Evolution")  # 3 lightbulbs
    s.board("bob", "Philosophy")  # 3 lightbulbs: shares
    s.deck("base", 1, "Writing")
    s.deck("base", 7, "Railroad")
    g = s.build().dogma("Evolution")
    g.answer(EVOLUTION_DRAW)  # bob: empty score pile, draws a 1
    g.answer("done")  # ann declines
    assert g.hand("bob") == ["Writing"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Railroad"]


# ---------------------------------------------------------------- Explosives
def test_explosives_takes_the_three_highest_cards() -> None:
    s = Scenario()
    s.board("ann", "Explosives")  # 3 factories
    s.hand("bob", "Coal", "Writing", "Translation", "Calendar")
    g = s.build().dogma("Explosives")
    assert sorted(g.hand("ann")) == ["Calendar", "Coal", "Translation"]
    assert g.hand("bob") == ["Writing"]  # still has a card: no draw


def test_explosives_emptied_hand_draws_a_seven() -> None:
    s = Scenario()
    s.board("ann", "Explosives")
    s.hand("bob", "Coal", "Writing")
    s.deck("base", 7, "Bicycle")
    g = s.build().dogma("Explosives")
    assert sorted(g.hand("ann")) == ["Coal", "Writing"]
    assert g.hand("bob") == ["Bicycle"]


def test_explosives_demanded_player_breaks_ties() -> None:
    s = Scenario()
    s.board("ann", "Explosives")
    s.hand("bob", "Coal", "Chemistry", "Physics", "Banking", "Writing")  # four 5s
    g = s.build().dogma("Explosives").answer("Coal", "Physics", "Banking")
    assert sorted(g.hand("ann")) == ["Banking", "Coal", "Physics"]
    assert sorted(g.hand("bob")) == ["Chemistry", "Writing"]


def test_explosives_empty_hand_transfers_nothing_and_draws_nothing() -> None:
    s = Scenario()
    s.board("ann", "Explosives")
    g = s.build().dogma("Explosives")
    assert g.hand("bob") == []
    assert g.hand("ann") == []


def test_explosives_player_with_as_many_factories_is_not_demanded() -> None:
    s = Scenario()
    s.board("ann", "Explosives")  # 3 factories
    s.board("bob", "Coal")  # 3 factories
    s.hand("bob", "Writing")
    g = s.build().dogma("Explosives")
    assert g.hand("bob") == ["Writing"]
    assert g.hand("ann") == []


# ---------------------------------------------------------------- Lighting
def test_lighting_tucks_three_and_scores_a_seven_per_distinct_value() -> None:
    s = Scenario()
    s.board("ann", "Lighting", "Evolution")
    s.hand("ann", "Writing", "Oars", "Canal Building", "Coal")
    s.deck("base", 7, "Bicycle", "Railroad", "Sanitation")
    g = s.build().dogma("Lighting").answer("Writing", "Oars", "Canal Building")
    # Values 1, 1 and 2: two different values, so two 7s are drawn and scored.
    assert g.pile("ann", "blue") == ["Writing", "Evolution"]
    assert g.pile("ann", "red") == ["Oars"]
    assert g.pile("ann", "yellow") == ["Canal Building"]
    assert g.hand("ann") == ["Coal"]
    assert g.score("ann") == ["Bicycle", "Railroad"]


def test_lighting_tuck_fewer_than_three() -> None:
    s = Scenario()
    s.board("ann", "Lighting")
    s.hand("ann", "Writing", "Coal")
    s.deck("base", 7, "Bicycle", "Railroad")
    g = s.build().dogma("Lighting").answer("Coal", "done")
    assert g.pile("ann", "red") == ["Coal"]
    assert g.hand("ann") == ["Writing"]
    assert g.score("ann") == ["Bicycle"]


def test_lighting_may_decline() -> None:
    s = Scenario()
    s.board("ann", "Lighting")
    s.hand("ann", "Writing")
    g = s.build().dogma("Lighting").answer("done")
    assert g.hand("ann") == ["Writing"]
    assert g.score("ann") == []
    assert g.board("ann") == {"purple": ["Lighting"]}


def test_lighting_shared_gives_bonus() -> None:
    s = Scenario()
    s.board("ann", "Lighting")  # 2 leaves
    s.board("bob", "Agriculture")  # 3 leaves: shares
    s.hand("bob", "Writing")
    s.deck("base", 7, "Bicycle", "Railroad")
    g = s.build().dogma("Lighting").answer("Writing")
    # ann has no card to tuck; the bonus is her draw of a 7.
    assert g.pile("bob", "blue") == ["Writing"]
    assert g.score("bob") == ["Bicycle"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Railroad"]


# ---------------------------------------------------------------- Publications
def test_publications_rearranges_one_pile() -> None:
    s = Scenario()
    s.board("ann", "Publications", "Archery", "Oars", "Metalworking")
    g = s.build().dogma("Publications")
    g.answer("red", "Archery", "Metalworking")  # top down: Archery, Metalworking, then Oars
    assert g.pile("ann", "red") == ["Oars", "Metalworking", "Archery"]
    assert g.pile("ann", "blue") == ["Publications"]
    assert not g.shared_bonus


def test_publications_rearranged_pile_keeps_its_splay() -> None:
    s = Scenario()
    s.board("ann", "Publications")
    s.board("ann", "Archery", "Oars", "Metalworking", splay="left")
    g = s.build().dogma("Publications")
    g.answer("red", "Oars", "Archery")
    assert g.pile("ann", "red") == ["Metalworking", "Archery", "Oars"]
    assert g.splay("ann", "red") == "left"


def test_publications_decline_rearranging_then_splay_yellow_up() -> None:
    s = Scenario()
    s.board("ann", "Writing", "Publications", "Agriculture", "Canal Building")
    g = s.build().dogma("Publications")
    g.answer("done")  # no rearranging
    g.answer("yellow")
    assert g.pile("ann", "yellow") == ["Agriculture", "Canal Building"]
    assert g.pile("ann", "blue") == ["Writing", "Publications"]
    assert g.splay("ann", "yellow") == "up"
    assert g.splay("ann", "blue") == "none"


def test_publications_shared_splay_gives_bonus() -> None:
    s = Scenario()
    s.board("ann", "Publications")  # 2 lightbulbs
    s.board("bob", "Tools", "Writing")  # 2 lightbulbs on top (Writing): shares
    s.deck("base", 7, "Railroad")
    g = s.build().dogma("Publications")
    g.answer("done")  # bob does not rearrange; ann has no pile of two
    g.answer("blue")  # bob splays blue up; ann has nothing to splay
    assert g.splay("bob", "blue") == "up"
    assert g.pile("bob", "blue") == ["Tools", "Writing"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Railroad"]


# ---------------------------------------------------------------- Railroad
def test_railroad_returns_hand_then_draws_three_sixes() -> None:
    s = Scenario()
    s.board("ann", "Railroad")
    s.hand("ann", "Writing", "Coal", "Tools")
    s.deck("base", 6, "Canning", "Democracy", "Vaccination")
    g = s.build().dogma("Railroad")
    g.answer("Tools")  # Writing and Tools both go to the 1 pile: ann orders them
    assert g.hand("ann") == ["Canning", "Democracy", "Vaccination"]
    assert g.deck_bottom("base", 1, 2) == ["Writing", "Tools"]
    assert g.deck_bottom("base", 5) == ["Coal"]


def test_railroad_empty_hand_still_draws_three_sixes() -> None:
    s = Scenario()
    s.board("ann", "Railroad")
    s.deck("base", 6, "Canning", "Democracy", "Vaccination")
    g = s.build().dogma("Railroad")
    assert g.hand("ann") == ["Canning", "Democracy", "Vaccination"]


def test_railroad_splays_a_right_splayed_colour_up() -> None:
    s = Scenario()
    s.board("ann", "Railroad")
    s.board("ann", "Sailing", "Bicycle", "Tools", "Writing", splay="right")
    s.board("ann", "Archery", "Oars", splay="left")
    s.deck("base", 6, "Canning", "Democracy", "Vaccination")
    g = s.build().dogma("Railroad")
    g.answer("green")  # offered green and blue (red is splayed left)
    assert g.splay("ann", "green") == "up"
    assert g.splay("ann", "blue") == "right"
    assert g.splay("ann", "red") == "left"


def test_railroad_splay_may_be_declined() -> None:
    s = Scenario()
    s.board("ann", "Railroad")
    s.board("ann", "Tools", "Writing", splay="right")
    s.deck("base", 6, "Canning", "Democracy", "Vaccination")
    g = s.build().dogma("Railroad").answer("done")
    assert g.splay("ann", "blue") == "right"


def test_railroad_shared_gives_bonus() -> None:
    s = Scenario()
    s.board("ann", "Railroad")  # 2 clocks
    s.board("bob", "Rocketry")  # 3 clocks: shares
    s.deck("base", 6, "Canning", "Democracy", "Vaccination", "Atomic Theory", "Emancipation", "Encyclopedia")
    s.deck("base", 7, "Lighting")
    g = s.build().dogma("Railroad")
    assert g.hand("bob") == ["Canning", "Democracy", "Vaccination"]
    assert g.hand("ann") == ["Atomic Theory", "Emancipation", "Encyclopedia", "Lighting"]
    assert g.shared_bonus


# ---------------------------------------------------------------- Refrigeration
def test_refrigeration_demand_returns_half_the_hand_rounded_down() -> None:
    s = Scenario()
    s.board("ann", "Refrigeration")  # 2 leaves
    s.hand("bob", "Writing", "Tools", "Coal", "Calendar", "Oars")
    s.hand("ann", "Canning")
    g = s.build().dogma("Refrigeration")
    g.answer("Coal", "Calendar")  # bob returns two of five
    g.answer("Canning")  # ann scores Canning
    assert g.hand("bob") == ["Writing", "Tools", "Oars"]
    assert g.deck_bottom("base", 5) == ["Coal"]
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.score("ann") == ["Canning"]
    assert g.hand("ann") == []


def test_refrigeration_one_card_hand_returns_nothing_and_score_may_be_declined() -> None:
    s = Scenario()
    s.board("ann", "Refrigeration")
    s.hand("bob", "Writing")
    s.hand("ann", "Canning")
    g = s.build().dogma("Refrigeration").answer("done")
    assert g.hand("bob") == ["Writing"]
    assert g.hand("ann") == ["Canning"]
    assert g.score("ann") == []


def test_refrigeration_player_with_as_many_leaves_is_not_demanded_but_shares() -> None:
    s = Scenario()
    s.board("ann", "Refrigeration")  # 2 leaves
    s.board("bob", "Agriculture")  # 3 leaves
    s.hand("bob", "Writing", "Tools")
    s.deck("base", 7, "Railroad")
    g = s.build().dogma("Refrigeration")
    g.answer("Tools")  # bob scores Tools
    assert g.hand("bob") == ["Writing"]
    assert g.score("bob") == ["Tools"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Railroad"]


# ---------------------------------------------------------------- Sanitation
def test_sanitation_exchanges_two_highest_for_my_lowest() -> None:
    s = Scenario()
    s.board("ann", "Sanitation")  # 3 leaves
    s.hand("ann", "Writing", "Coal")
    s.hand("bob", "Canning", "Calendar", "Translation")
    g = s.build().dogma("Sanitation")
    assert sorted(g.hand("ann")) == ["Canning", "Coal", "Translation"]
    assert sorted(g.hand("bob")) == ["Calendar", "Writing"]


def test_sanitation_lowest_card_is_chosen_before_the_exchange() -> None:
    s = Scenario()
    s.board("ann", "Sanitation")
    s.hand("ann", "Coal", "Canning")
    s.hand("bob", "Writing", "Tools")
    g = s.build().dogma("Sanitation")
    # Ann gives Coal (her lowest before receiving anything), not one of bob's 1s.
    assert sorted(g.hand("ann")) == ["Canning", "Tools", "Writing"]
    assert g.hand("bob") == ["Coal"]


def test_sanitation_ties_are_broken_by_each_giver() -> None:
    s = Scenario()
    s.board("ann", "Sanitation")
    s.hand("ann", "Writing", "Tools", "Coal")
    s.hand("bob", "Canning", "Vaccination", "Democracy", "Calendar")
    g = s.build().dogma("Sanitation")
    g.answer("Tools")  # ann picks which of her 1s to give
    g.answer("Canning", "Democracy")  # bob picks two of his three 6s
    assert sorted(g.hand("ann")) == ["Canning", "Coal", "Democracy", "Writing"]
    assert sorted(g.hand("bob")) == ["Calendar", "Tools", "Vaccination"]


def test_sanitation_one_sided_when_my_hand_is_empty() -> None:
    s = Scenario()
    s.board("ann", "Sanitation")
    s.hand("bob", "Canning", "Calendar", "Writing")
    g = s.build().dogma("Sanitation")
    assert sorted(g.hand("ann")) == ["Calendar", "Canning"]
    assert g.hand("bob") == ["Writing"]


def test_sanitation_one_sided_when_demanded_hand_is_empty() -> None:
    s = Scenario()
    s.board("ann", "Sanitation")
    s.hand("ann", "Writing", "Coal")
    g = s.build().dogma("Sanitation")
    assert g.hand("ann") == ["Coal"]
    assert g.hand("bob") == ["Writing"]


def test_sanitation_player_with_as_many_leaves_is_not_demanded() -> None:
    s = Scenario()
    s.board("ann", "Sanitation")  # 3 leaves
    s.board("bob", "Agriculture")  # 3 leaves
    s.hand("ann", "Writing")
    s.hand("bob", "Coal")
    g = s.build().dogma("Sanitation")
    assert g.hand("ann") == ["Writing"]
    assert g.hand("bob") == ["Coal"]
