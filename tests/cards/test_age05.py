"""Scenario tests for age 5 base cards (written from the card texts and RULES.md)."""

from __future__ import annotations

from innovation.testing import Scenario

# ---------------------------------------------------------------------------- Astronomy


def test_astronomy_melds_green_and_blue_until_another_colour_then_claims_universe() -> None:
    s = Scenario()
    s.board("ann", "Astronomy")  # 2 lightbulbs
    s.board("bob", "Agriculture")  # 0 lightbulbs: does not share
    s.deck("base", 6, "Classification", "Atomic Theory", "Canning")
    g = s.build().dogma("Astronomy")
    assert g.pile("ann", "green") == ["Classification"]
    assert g.pile("ann", "blue") == ["Atomic Theory"]
    assert g.hand("ann") == ["Canning"]  # yellow: kept, and the repeat stops
    # Non-purple top cards are Classification (6) and Atomic Theory (6): Universe.
    assert g.achievements("ann") == ["universe"]
    assert "universe" not in g.specials_available()
    assert g.hand("bob") == []
    assert not g.shared_bonus


def test_astronomy_no_universe_with_a_low_non_purple_top_card() -> None:
    s = Scenario()
    s.board("ann", "Astronomy", "Agriculture")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Astronomy")
    assert g.hand("ann") == ["Canning"]
    assert g.board("ann") == {"yellow": ["Agriculture"], "purple": ["Astronomy"]}
    assert g.achievements("ann") == []
    assert "universe" in g.specials_available()


def test_astronomy_universe_with_only_purple_top_cards() -> None:
    # Ruling (BGA): no non-purple top card at all satisfies "all non-purple top cards".
    s = Scenario()
    s.board("ann", "Astronomy")
    s.deck("base", 6, "Vaccination")
    g = s.build().dogma("Astronomy")
    assert g.hand("ann") == ["Vaccination"]
    assert g.achievements("ann") == ["universe"]


def test_astronomy_shared_by_player_with_as_many_lightbulbs() -> None:
    s = Scenario()
    s.board("ann", "Astronomy", "Agriculture")  # 2 lightbulbs
    s.board("bob", "Writing")  # 2 lightbulbs: shares, goes first
    s.deck("base", 6, "Canning", "Vaccination")
    s.deck("base", 5, "Banking")
    g = s.build().dogma("Astronomy")
    assert g.hand("bob") == ["Canning"]
    assert g.achievements("bob") == []  # Writing (1) is a low non-purple top card
    assert g.achievements("ann") == []  # Agriculture (1) too
    assert g.shared_bonus
    assert g.hand("ann") == ["Vaccination", "Banking"]  # bonus: a 5 (Astronomy)


# ---------------------------------------------------------------------------- Banking


def test_banking_demand_transfers_factory_card_and_victim_draws_and_scores() -> None:
    s = Scenario()
    s.board("ann", "Banking")  # 2 crowns
    s.board("bob", "Coal", "Chemistry", "Electricity")  # 0 crowns; Electricity is green
    s.deck("base", 5, "Physics")
    g = s.build().dogma("Banking")
    d = g.decision
    assert d is not None and set(d.options) == {"coal", "chemistry"}
    g.answer("Chemistry")
    assert g.pile("ann", "blue") == ["Chemistry"]
    assert g.board("bob") == {"red": ["Coal"], "green": ["Electricity"]}
    assert g.score("bob") == ["Physics"]
    assert g.score("ann") == []
    assert not g.shared_bonus


def test_banking_demand_single_choice_is_automatic() -> None:
    s = Scenario()
    s.board("ann", "Banking")
    s.board("bob", "Coal", "Electricity")
    s.deck("base", 5, "Physics")
    g = s.build().dogma("Banking")
    assert g.board("ann") == {"red": ["Coal"], "green": ["Banking"]}
    assert g.board("bob") == {"green": ["Electricity"]}
    assert g.score("bob") == ["Physics"]


def test_banking_demand_nothing_eligible_means_no_draw() -> None:
    s = Scenario()
    s.board("ann", "Banking")
    s.board("bob", "Agriculture", "Electricity")  # no non-green factory card
    s.deck("base", 5, "Physics")
    g = s.build().dogma("Banking")
    assert g.board("bob") == {"yellow": ["Agriculture"], "green": ["Electricity"]}
    assert g.score("bob") == []
    assert g.hand("bob") == []
    assert g.deck("base", 5)[0] == "Physics"


def test_banking_equal_crowns_not_demanded_but_shares_the_splay() -> None:
    s = Scenario()
    s.board("ann", "Currency", "Banking")  # green pile, 2 crowns visible
    s.board("bob", "The Pirate Code", "Sailing", "Mapmaking")  # 2 + 2 crowns
    s.deck("base", 5, "Measurement")
    g = s.build().dogma("Banking")
    g.answer("green")  # bob first
    g.answer("green")  # then ann
    assert g.pile("bob", "red") == ["The Pirate Code"]  # not demanded
    assert g.score("bob") == []
    assert g.splay("bob", "green") == "right"
    assert g.splay("ann", "green") == "right"
    assert g.shared_bonus
    assert g.hand("ann") == ["Measurement"]


def test_banking_splay_may_be_declined() -> None:
    s = Scenario()
    s.board("ann", "Currency", "Banking")
    g = s.build().dogma("Banking").answer("done")
    assert g.splay("ann", "green") == "none"
    assert not g.shared_bonus


# ---------------------------------------------------------------------------- Chemistry


def test_chemistry_splays_scores_one_higher_and_returns_a_score_card() -> None:
    s = Scenario()
    s.board("ann", "Tools", "Chemistry")  # 2 factories
    s.board("bob", "Writing")  # 0 factories
    s.score("ann", "Agriculture")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Chemistry")
    g.answer("blue")  # splay blue right
    g.answer("Agriculture")  # return Agriculture from the score pile
    assert g.splay("ann", "blue") == "right"
    assert g.score("ann") == ["Canning"]
    assert g.deck_bottom("base", 1) == ["Agriculture"]
    assert not g.shared_bonus


def test_chemistry_return_is_mandatory_even_if_only_the_new_card() -> None:
    s = Scenario()
    s.board("ann", "Chemistry", "Canning")  # highest top card 6
    s.deck("base", 7, "Bicycle")
    g = s.build().dogma("Chemistry")  # blue pile of one card: no splay offer
    assert g.score("ann") == []
    assert g.deck_bottom("base", 7) == ["Bicycle"]
    assert g.hand("ann") == []


def test_chemistry_shared_by_player_with_more_factories() -> None:
    s = Scenario()
    s.board("ann", "Chemistry")  # 2 factories
    s.board("bob", "Coal")  # 3 factories
    s.deck("base", 6, "Canning", "Vaccination")
    s.deck("base", 5, "Banking")
    g = s.build().dogma("Chemistry")
    # bob: draws and scores Canning, returns it; then ann the same with Vaccination.
    assert g.score("bob") == []
    assert g.score("ann") == []
    assert g.deck_bottom("base", 6, 2) == ["Vaccination", "Canning"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Banking"]


# ---------------------------------------------------------------------------- Coal


def test_coal_tucks_splays_and_scores_top_card_and_the_one_beneath() -> None:
    s = Scenario()
    s.board("ann", "Archery", "Coal")  # red pile: Archery under Coal
    s.board("bob", "Agriculture")  # no factories
    s.deck("base", 5, "Banking")
    g = s.build().dogma("Coal")
    assert g.pile("ann", "green") == ["Banking"]  # tucked
    g.answer("red")  # splay red right
    assert g.splay("ann", "red") == "right"
    g.answer("Coal")  # score Coal, then Archery beneath it
    assert g.score("ann") == ["Coal", "Archery"]
    assert g.pile("ann", "red") == []
    assert g.board("ann") == {"green": ["Banking"]}
    assert not g.shared_bonus


def test_coal_score_single_card_pile_and_decline_splay() -> None:
    s = Scenario()
    s.board("ann", "Archery", "Coal")
    s.deck("base", 5, "Banking")
    g = s.build().dogma("Coal")
    g.answer("done")  # no splay
    g.answer("Banking")  # nothing beneath Banking
    assert g.splay("ann", "red") == "none"
    assert g.score("ann") == ["Banking"]
    assert g.pile("ann", "red") == ["Archery", "Coal"]
    assert g.pile("ann", "green") == []


def test_coal_scoring_may_be_declined() -> None:
    s = Scenario()
    s.board("ann", "Coal")
    s.deck("base", 5, "Banking")
    g = s.build().dogma("Coal").answer("done")
    assert g.score("ann") == []
    assert g.board("ann") == {"red": ["Coal"], "green": ["Banking"]}


def test_coal_shared_by_player_with_as_many_factories() -> None:
    s = Scenario()
    s.board("ann", "Coal")  # 3 factories
    s.board("bob", "Machine Tools")  # 3 factories
    s.deck("base", 5, "Physics", "Banking", "Measurement")
    g = s.build().dogma("Coal")
    g.answer("done")  # bob declines to score
    g.answer("done")  # ann declines to score
    assert g.board("bob") == {"blue": ["Physics"], "red": ["Machine Tools"]}
    assert g.board("ann") == {"red": ["Coal"], "green": ["Banking"]}
    assert g.shared_bonus
    assert g.hand("ann") == ["Measurement"]


# ---------------------------------------------------------------------------- Measurement


def test_measurement_returns_splays_and_draws_pile_size() -> None:
    s = Scenario()
    s.board("ann", "Archery", "Oars", "Measurement")  # red pile of 2
    s.hand("ann", "Construction")  # red
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Measurement")  # one card in hand, but the return is optional
    g.answer("Construction")
    assert g.deck_bottom("base", 2) == ["Construction"]
    assert g.splay("ann", "red") == "right"
    assert g.pile("ann", "red") == ["Archery", "Oars"]
    assert g.hand("ann") == ["Calendar"]  # red pile of 2: draw a 2


def test_measurement_draw_value_equals_pile_size() -> None:
    s = Scenario()
    s.board("ann", "Sailing", "Currency", "Mapmaking", "Measurement")  # green pile of 4
    s.hand("ann", "Paper")  # green
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Measurement").answer("Paper")
    assert g.deck_bottom("base", 3) == ["Paper"]
    assert g.splay("ann", "green") == "right"
    assert g.hand("ann") == ["Anatomy"]


def test_measurement_colour_without_pile_draws_a_one() -> None:
    s = Scenario()
    s.board("ann", "Measurement")
    s.hand("ann", "Agriculture")
    s.deck("base", 1, "Writing")
    g = s.build().dogma("Measurement").answer("Agriculture")
    assert g.deck_bottom("base", 1) == ["Agriculture"]
    assert g.hand("ann") == ["Writing"]
    assert "yellow" not in g.board("ann")


def test_measurement_may_decline() -> None:
    s = Scenario()
    s.board("ann", "Measurement")
    s.hand("ann", "Agriculture")
    g = s.build().dogma("Measurement").answer("done")
    assert g.hand("ann") == ["Agriculture"]
    assert not g.shared_bonus


def test_measurement_shared_by_player_with_as_many_lightbulbs() -> None:
    s = Scenario()
    s.board("ann", "Measurement")  # 2 lightbulbs
    s.board("bob", "Writing")  # 2 lightbulbs
    s.hand("bob", "Tools")
    s.hand("ann", "Agriculture")
    s.deck("base", 1, "Oars")
    s.deck("base", 5, "Coal")
    g = s.build().dogma("Measurement")
    g.answer("Tools")  # bob: blue pile of 1, so he draws a 1
    g.answer("done")  # ann declines
    assert g.hand("bob") == ["Oars"]
    assert g.deck_bottom("base", 1) == ["Tools"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Agriculture", "Coal"]


# ---------------------------------------------------------------------------- Physics


def test_physics_three_different_colours_are_kept() -> None:
    s = Scenario()
    s.board("ann", "Physics")
    s.hand("ann", "Agriculture")
    s.deck("base", 6, "Canning", "Classification", "Atomic Theory")
    g = s.build().dogma("Physics")
    assert g.hand("ann") == ["Agriculture", "Canning", "Classification", "Atomic Theory"]


def test_physics_two_of_a_colour_returns_drawn_cards_and_whole_hand() -> None:
    s = Scenario()
    s.board("ann", "Physics")
    s.hand("ann", "Agriculture")
    s.deck("base", 6, "Canning", "Vaccination", "Classification")  # two yellows
    g = s.build().dogma("Physics")
    g.answer("Canning", "Vaccination")  # ann orders the three 6s for the 6 pile
    assert g.hand("ann") == []
    assert g.deck_bottom("base", 1) == ["Agriculture"]
    assert g.deck_bottom("base", 6, 3) == ["Classification", "Vaccination", "Canning"]


def test_physics_shared_by_player_with_as_many_lightbulbs() -> None:
    s = Scenario()
    s.board("ann", "Physics")  # 2 lightbulbs
    s.board("bob", "Writing")  # 2 lightbulbs
    s.deck("base", 6, "Canning", "Classification", "Atomic Theory", "Vaccination", "Democracy", "Encyclopedia")
    s.deck("base", 5, "Coal")
    g = s.build().dogma("Physics")
    assert g.hand("bob") == ["Canning", "Classification", "Atomic Theory"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Vaccination", "Democracy", "Encyclopedia", "Coal"]


# ---------------------------------------------------------------------------- Societies


def test_societies_demand_offers_only_higher_lightbulb_top_cards() -> None:
    s = Scenario()
    s.board("ann", "Societies", "Tools")  # 2 crowns; blue top is a 1
    s.board("bob", "Physics", "Measurement", "Engineering", "Education", "Canning")  # 0 crowns
    s.deck("base", 5, "Chemistry")
    g = s.build().dogma("Societies")
    d = g.decision
    assert d is not None
    # Education (3) is not higher than Societies (5); Canning has no lightbulb.
    assert set(d.options) == {"physics", "measurement", "engineering"}
    g.answer("Physics")
    assert g.pile("ann", "blue") == ["Tools", "Physics"]
    assert "blue" not in g.board("bob")
    assert g.hand("bob") == ["Chemistry"]  # bob draws the 5
    assert g.hand("ann") == []
    assert not g.shared_bonus


def test_societies_demand_equal_value_is_not_higher() -> None:
    s = Scenario()
    s.board("ann", "Societies", "Experimentation")  # blue 4
    s.board("bob", "Printing Press")  # blue 4, lightbulbs, 1 crown
    s.deck("base", 5, "Chemistry")
    g = s.build().dogma("Societies")
    assert g.pile("bob", "blue") == ["Printing Press"]
    assert g.pile("ann", "blue") == ["Experimentation"]
    assert g.hand("bob") == []


def test_societies_not_demanded_with_as_many_crowns() -> None:
    s = Scenario()
    s.board("ann", "Societies")
    s.board("bob", "Sailing", "Physics")  # 2 crowns
    g = s.build().dogma("Societies")
    assert g.board("bob") == {"blue": ["Physics"], "green": ["Sailing"]}
    assert g.board("ann") == {"purple": ["Societies"]}
    assert g.hand("bob") == []


# ---------------------------------------------------------------------------- Statistics


def test_statistics_demand_takes_all_highest_score_cards_and_splay() -> None:
    s = Scenario()
    s.board("ann", "Fermenting", "Statistics")  # yellow pile, 2 leaves
    s.board("bob", "Writing")  # 0 leaves
    s.score("bob", "Calendar", "Pottery", "Mathematics")
    g = s.build().dogma("Statistics")
    g.answer("yellow")
    assert sorted(g.hand("bob")) == ["Calendar", "Mathematics"]
    assert g.score("bob") == ["Pottery"]
    assert g.splay("ann", "yellow") == "right"
    assert not g.shared_bonus


def test_statistics_empty_score_pile_and_declined_splay() -> None:
    s = Scenario()
    s.board("ann", "Fermenting", "Statistics")
    s.board("bob", "Writing")
    g = s.build().dogma("Statistics").answer("done")
    assert g.hand("bob") == []
    assert g.splay("ann", "yellow") == "none"


def test_statistics_equal_leaves_not_demanded_but_shares_splay() -> None:
    s = Scenario()
    s.board("ann", "Statistics")  # 2 leaves; a one-card yellow pile
    s.board("bob", "Agriculture", "Fermenting")  # yellow pile, 2 leaves
    s.score("bob", "Calendar")
    s.deck("base", 5, "Coal")
    g = s.build().dogma("Statistics").answer("yellow")  # bob splays
    assert g.score("bob") == ["Calendar"]
    assert g.hand("bob") == []
    assert g.splay("bob", "yellow") == "right"
    assert g.shared_bonus
    assert g.hand("ann") == ["Coal"]


# ---------------------------------------------------------------------------- Steam Engine


def test_steam_engine_tucks_two_fours_and_scores_bottom_yellow() -> None:
    s = Scenario()
    s.board("ann", "Steam Engine")
    s.board("bob", "Agriculture")  # no factories
    s.deck("base", 4, "Anatomy", "Colonialism")
    g = s.build().dogma("Steam Engine")
    assert g.score("ann") == ["Anatomy"]
    assert g.board("ann") == {"red": ["Colonialism"], "yellow": ["Steam Engine"]}
    assert not g.shared_bonus


def test_steam_engine_scores_itself_when_it_is_the_bottom_yellow() -> None:
    s = Scenario()
    s.board("ann", "Steam Engine")
    s.deck("base", 4, "Colonialism", "Invention")
    g = s.build().dogma("Steam Engine")
    assert g.score("ann") == ["Steam Engine"]
    assert g.board("ann") == {"red": ["Colonialism"], "green": ["Invention"]}


def test_steam_engine_shared_sharer_without_yellow_scores_nothing() -> None:
    s = Scenario()
    s.board("ann", "Steam Engine")  # 2 factories
    s.board("bob", "Gunpowder")  # 2 factories
    s.deck("base", 4, "Colonialism", "Invention", "Anatomy", "Perspective")
    s.deck("base", 5, "Coal")
    g = s.build().dogma("Steam Engine")
    assert g.board("bob") == {"red": ["Colonialism", "Gunpowder"], "green": ["Invention"]}
    assert g.score("bob") == []
    assert g.pile("ann", "yellow") == ["Anatomy", "Steam Engine"]
    assert g.score("ann") == ["Perspective"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Coal"]


# ---------------------------------------------------------------------------- The Pirate Code


def test_pirate_code_demand_takes_two_low_cards_then_scores_lowest_crown() -> None:
    s = Scenario()
    s.board("ann", "The Pirate Code", "Sailing")  # 4 crowns
    s.board("bob", "Writing")  # 1 crown
    s.score("bob", "Calendar", "Optics", "Anatomy", "Coal")
    g = s.build().dogma("The Pirate Code")
    g.answer("Calendar", "Anatomy")
    assert g.score("bob") == ["Optics", "Coal"]
    assert g.score("ann") == ["Calendar", "Anatomy", "Sailing"]  # Sailing (1) is the lowest crown
    assert g.board("ann") == {"red": ["The Pirate Code"]}
    assert not g.shared_bonus


def test_pirate_code_one_eligible_card_still_triggers_the_score() -> None:
    s = Scenario()
    s.board("ann", "The Pirate Code")
    s.board("bob", "Writing")
    s.score("bob", "Agriculture", "Coal")
    g = s.build().dogma("The Pirate Code")
    assert g.score("bob") == ["Coal"]
    assert g.score("ann") == ["Agriculture", "The Pirate Code"]
    assert g.board("ann") == {}


def test_pirate_code_no_transfer_no_score() -> None:
    s = Scenario()
    s.board("ann", "The Pirate Code")
    s.board("bob", "Writing")
    s.score("bob", "Coal")
    g = s.build().dogma("The Pirate Code")
    assert g.score("bob") == ["Coal"]
    assert g.score("ann") == []
    assert g.board("ann") == {"red": ["The Pirate Code"]}


def test_pirate_code_lowest_crown_tie_is_chosen() -> None:
    s = Scenario()
    s.board("ann", "The Pirate Code", "Sailing", "Code of Laws")
    s.board("bob", "Writing")
    s.score("bob", "Pottery")
    g = s.build().dogma("The Pirate Code").answer("Code of Laws")
    assert g.score("ann") == ["Pottery", "Code of Laws"]
    assert g.board("ann") == {"red": ["The Pirate Code"], "green": ["Sailing"]}


def test_pirate_code_three_players_sharer_scores_and_gives_bonus() -> None:
    s = Scenario(players=("ann", "bob", "cat"))
    s.board("ann", "The Pirate Code")  # 2 crowns
    s.board("bob", "Writing")  # 1 crown: demanded
    s.board("cat", "Mapmaking")  # 2 crowns: not demanded, shares
    s.score("bob", "Pottery", "Tools")
    s.score("cat", "Agriculture")
    s.deck("base", 1, "Oars")
    g = s.build().dogma("The Pirate Code")
    assert g.score("bob") == []
    assert g.score("cat") == ["Agriculture", "Mapmaking"]
    assert g.score("ann") == ["Pottery", "Tools", "The Pirate Code"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Oars"]  # empty board: the bonus is a 1


def test_pirate_code_no_transfer_means_sharer_does_nothing() -> None:
    s = Scenario(players=("ann", "bob", "cat"))
    s.board("ann", "The Pirate Code")
    s.board("bob", "Writing")
    s.board("cat", "Mapmaking")
    s.score("bob", "Coal")
    g = s.build().dogma("The Pirate Code")
    assert g.board("cat") == {"green": ["Mapmaking"]}
    assert g.board("ann") == {"red": ["The Pirate Code"]}
    assert not g.shared_bonus
