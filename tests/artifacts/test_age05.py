"""Scenario tests for the age 5 Artifacts of History cards (written from the card texts and RULES.md)."""

from __future__ import annotations

from innovation.testing import Scenario


def _art(players: tuple[str, ...] = ("ann", "bob")) -> Scenario:
    return Scenario(players=players, expansions=("artifacts",))


# --------------------------------------------------------------------------- Almira, Queen of the Castle


def test_almira_melds_and_claims_the_matching_achievement() -> None:
    s = _art()
    s.board("ann", "Almira, Queen of the Castle")
    s.board("bob", "Pottery")  # no crowns: does not share
    s.hand("ann", "Calendar", "Optics")
    s.available_achievements("Agriculture", "Mathematics", "Translation")
    g = s.build().dogma("Almira, Queen of the Castle").answer("Calendar")
    assert g.pile("ann", "blue") == ["Calendar"]
    assert g.hand("ann") == ["Optics"]
    assert g.achievements("ann") == ["Mathematics"]
    assert g.available_achievements() == ["Agriculture", "Translation"]
    assert not g.shared_bonus


def test_almira_no_achievement_of_that_value_still_melds() -> None:
    s = _art()
    s.board("ann", "Almira, Queen of the Castle")
    s.hand("ann", "Calendar")
    s.available_achievements("Agriculture")
    g = s.build().dogma("Almira, Queen of the Castle")
    assert g.pile("ann", "blue") == ["Calendar"]
    assert g.achievements("ann") == []
    assert g.available_achievements() == ["Agriculture"]


def test_almira_shared_by_a_player_with_as_many_crowns() -> None:
    s = _art()
    s.board("ann", "Almira, Queen of the Castle")  # 3 crowns
    s.board("bob", "Translation")  # 3 crowns: shares
    s.hand("ann", "Calendar")
    s.hand("bob", "Compass")
    s.available_achievements("Mathematics", "Optics")
    s.deck("base", 5, "Coal")
    g = s.build().dogma("Almira, Queen of the Castle")
    assert g.pile("bob", "green") == ["Compass"]
    assert g.achievements("bob") == ["Optics"]
    assert g.achievements("ann") == ["Mathematics"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Coal"]  # bonus from ann's highest top card (5)


def test_almira_empty_hand_does_nothing() -> None:
    s = _art()
    s.board("ann", "Almira, Queen of the Castle")
    s.available_achievements("Agriculture")
    g = s.build().dogma("Almira, Queen of the Castle")
    assert g.achievements("ann") == []
    assert g.board("ann") == {"purple": ["Almira, Queen of the Castle"]}


# --------------------------------------------------------------------------- Barque-Longue La Belle


def test_barque_longue_repeats_until_a_green_card() -> None:
    s = _art()
    s.board("ann", "Barque-Longue La Belle")
    s.deck("base", 5, "Coal", "Astronomy", "Banking", "Physics")
    g = s.build().dogma("Barque-Longue La Belle")
    assert g.pile("ann", "red") == ["Coal"]
    assert g.pile("ann", "purple") == ["Astronomy"]
    assert g.pile("ann", "green") == ["Barque-Longue La Belle", "Banking"]
    assert g.deck("base", 5)[0] == "Physics"
    assert g.hand("ann") == []


def test_barque_longue_stops_at_once_on_green_and_is_shared() -> None:
    s = _art()
    s.board("ann", "Barque-Longue La Belle")  # 2 factories
    s.board("bob", "Chemistry")  # 2 factories: shares
    s.deck("base", 5, "Measurement", "Banking", "Coal")
    g = s.build().dogma("Barque-Longue La Belle")
    assert g.pile("bob", "green") == ["Measurement"]  # bob goes first
    assert g.pile("ann", "green") == ["Barque-Longue La Belle", "Banking"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Coal"]


# --------------------------------------------------------------------------- Bill of Rights


def test_bill_of_rights_compels_a_pile_bottom_first_onto_my_board() -> None:
    s = _art()
    s.board("ann", "Bill of Rights", "Calendar")  # 3 lightbulbs; blue shows 1 card
    s.board("bob", "Pottery", "Writing", splay="left")  # blue shows 2 cards; 2 lightbulbs
    s.board("bob", "Paper")  # green shows 1 card; 2 more lightbulbs
    g = s.build().dogma("Bill of Rights")
    # bob (4 lightbulbs >= 3) may pick blue (2 > 1) or green (1 > 0).
    assert g.decision is not None and set(g.decision.options) == {"blue", "green"}
    g.answer("blue")
    assert g.pile("ann", "blue") == ["Calendar", "Pottery", "Writing"]
    assert g.pile("bob", "blue") == []
    assert g.pile("bob", "green") == ["Paper"]
    assert not g.shared_bonus


def test_bill_of_rights_single_eligible_colour_is_taken_automatically() -> None:
    s = _art()
    s.board("ann", "Bill of Rights")  # 2 lightbulbs
    s.board("bob", "Writing")  # 2 lightbulbs, blue: 1 visible vs ann's 0
    s.board("bob", "Bicycle")  # no lightbulbs
    s.board("ann", "Sailing")  # ann also has green: bob's green (1) is not more than 1
    g = s.build().dogma("Bill of Rights")
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.pile("bob", "green") == ["Bicycle"]


def test_bill_of_rights_does_not_compel_a_player_with_fewer_lightbulbs() -> None:
    s = _art()
    s.board("ann", "Bill of Rights")
    s.board("bob", "Pottery")  # 0 lightbulbs
    g = s.build().dogma("Bill of Rights")
    assert g.pile("bob", "blue") == ["Pottery"]
    assert g.pile("ann", "blue") == []


def test_bill_of_rights_nothing_when_no_colour_shows_more() -> None:
    s = _art()
    s.board("ann", "Bill of Rights", "Calendar")  # 3 lightbulbs
    s.board("bob", "Writing", "Engineering")  # 3 lightbulbs: compelled, but 1 card vs 1 in both colours
    g = s.build().dogma("Bill of Rights")
    assert g.pile("bob", "blue") == ["Writing"]
    assert g.pile("bob", "red") == ["Engineering"]
    assert g.pile("ann", "blue") == ["Calendar"]


# --------------------------------------------------------------------------- Boerhavve Silver Microscope


def test_boerhavve_returns_lowest_hand_and_top_card_and_scores_the_sum() -> None:
    s = _art()
    s.board("ann", "Boerhavve Silver Microscope", "Archery")
    s.board("bob", "Pottery")  # no lightbulbs: does not share
    s.hand("ann", "Writing", "Optics")
    s.deck("base", 2, "Mathematics")
    g = s.build().dogma("Boerhavve Silver Microscope")
    assert g.hand("ann") == ["Optics"]
    assert g.pile("ann", "red") == []
    assert g.score("ann") == ["Mathematics"]  # 1 + 1
    assert g.deck_bottom("base", 1, 2) == ["Archery", "Writing"]
    assert not g.shared_bonus


def test_boerhavve_ties_are_chosen_and_an_empty_hand_counts_zero() -> None:
    s = _art()
    s.board("ann", "Boerhavve Silver Microscope", "Coal")  # both tops are 5
    s.deck("base", 5, "Astronomy")
    g = s.build().dogma("Boerhavve Silver Microscope").answer("Coal")
    assert g.pile("ann", "red") == []
    assert g.pile("ann", "blue") == ["Boerhavve Silver Microscope"]
    assert g.score("ann") == ["Astronomy"]  # 0 + 5
    assert g.deck_bottom("base", 5) == ["Coal"]


def test_boerhavve_shared_player_returns_and_scores_first() -> None:
    s = _art()
    s.board("ann", "Boerhavve Silver Microscope")  # 2 lightbulbs
    s.board("bob", "Writing")  # 2 lightbulbs: shares
    s.hand("bob", "Tools")
    s.deck("base", 2, "Calendar")
    s.deck("base", 5, "Coal")
    s.deck("base", 1, "Sailing")
    g = s.build().dogma("Boerhavve Silver Microscope")
    assert g.score("bob") == ["Calendar"]  # Tools (1) + Writing (1)
    assert g.score("ann") == ["Coal"]  # ann returns Boerhavve itself (5)
    assert g.deck_bottom("artifacts", 5) == ["Boerhavve Silver Microscope"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Sailing"]  # ann's board is now empty: the bonus is a 1


# --------------------------------------------------------------------------- Gujin Tushu Jinsheng


def test_gujin_executes_a_top_card_of_another_board() -> None:
    s = _art()
    s.board("ann", "Gujin Tushu Jinsheng")  # 2 lightbulbs
    s.board("bob", "Writing")  # 2 lightbulbs: shares, but has no Gujin on board
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Gujin Tushu Jinsheng")
    assert g.hand("ann") == ["Calendar"]
    assert g.hand("bob") == []
    assert not g.shared_bonus


def test_gujin_runs_a_demand_against_players_with_fewer_icons() -> None:
    s = _art()
    s.board("ann", "Gujin Tushu Jinsheng")  # 2 lightbulbs
    s.board("bob", "Archery")  # 1 lightbulb: demanded by Archery "as if on Gujin"
    s.deck("base", 1, "Oars")
    g = s.build().dogma("Gujin Tushu Jinsheng")
    assert g.hand("ann") == ["Oars"]
    assert g.hand("bob") == []


def test_gujin_choice_among_several_boards() -> None:
    s = _art(("ann", "bob", "cat"))
    s.board("ann", "Gujin Tushu Jinsheng")
    s.board("bob", "Writing")
    s.board("cat", "Agriculture")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Gujin Tushu Jinsheng").answer("Writing")
    assert g.hand("ann") == ["Calendar"]


def test_gujin_on_display_does_nothing() -> None:
    s = _art()
    s.zone("ann", "display", "Gujin Tushu Jinsheng")
    s.board("bob", "Pottery")
    s.deck("base", 2, "Calendar")
    s.turn("ann", fresh=True)
    g = s.build().answer("dogma")
    assert g.hand("ann") == []
    assert g.deck_bottom("artifacts", 5) == ["Gujin Tushu Jinsheng"]


# --------------------------------------------------------------------------- Hudson's Bay Company Archives


def test_hudsons_bay_scores_bottoms_melds_from_score_and_splays_right() -> None:
    s = _art()
    s.board("ann", "Hudson's Bay Company Archives", "Pottery", "Writing", "Archery")
    s.board("bob", "Tools")  # no crowns: does not share
    s.score("ann", "Calendar")
    g = s.build().dogma("Hudson's Bay Company Archives").answer("Pottery")
    assert g.pile("ann", "blue") == ["Writing", "Pottery"]
    assert g.splay("ann", "blue") == "right"
    assert g.pile("ann", "green") == []
    assert g.pile("ann", "red") == []
    assert sorted(g.score("ann")) == ["Archery", "Calendar", "Hudson's Bay Company Archives"]
    assert not g.shared_bonus


def test_hudsons_bay_meld_on_an_empty_colour_cannot_splay() -> None:
    s = _art()
    s.board("ann", "Hudson's Bay Company Archives")
    g = s.build().dogma("Hudson's Bay Company Archives")
    # The only scored card is the card itself; it comes straight back.
    assert g.pile("ann", "green") == ["Hudson's Bay Company Archives"]
    assert g.splay("ann", "green") == "none"
    assert g.score("ann") == []


def test_hudsons_bay_shared() -> None:
    s = _art()
    s.board("ann", "Hudson's Bay Company Archives")  # 2 crowns
    s.board("bob", "Sailing", "Agriculture")  # green Sailing: 2 crowns
    s.deck("base", 5, "Coal")
    g = s.build().dogma("Hudson's Bay Company Archives").answer("Agriculture")
    # bob scores Sailing and Agriculture (both single-card piles), then melds Agriculture back.
    assert g.score("bob") == ["Sailing"]
    assert g.pile("bob", "yellow") == ["Agriculture"]
    assert g.pile("ann", "green") == ["Hudson's Bay Company Archives"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Coal"]


# --------------------------------------------------------------------------- Principia


def test_principia_returns_non_blue_tops_and_melds_one_higher_ascending() -> None:
    s = _art()
    s.board("ann", "Principia", "Archery", "Mapmaking")
    s.board("bob", "Pottery")  # no lightbulbs
    s.deck("base", 2, "Calendar")
    s.deck("base", 3, "Optics")
    g = s.build().dogma("Principia")
    assert g.pile("ann", "blue") == ["Principia", "Calendar"]  # value 1 + 1, melded first
    assert g.pile("ann", "red") == ["Optics"]  # value 2 + 1
    assert g.pile("ann", "green") == []
    assert g.deck_bottom("base", 1) == ["Archery"]
    assert g.deck_bottom("base", 2) == ["Mapmaking"]
    assert not g.shared_bonus


def test_principia_owner_orders_returns_to_the_same_pile() -> None:
    s = _art()
    s.board("ann", "Principia", "Archery", "Agriculture")
    s.deck("base", 2, "Calendar", "Construction")
    g = s.build().dogma("Principia").answer("Archery")
    assert g.deck_bottom("base", 1, 2) == ["Agriculture", "Archery"]
    assert g.pile("ann", "blue") == ["Principia", "Calendar"]
    assert g.pile("ann", "red") == ["Construction"]


def test_principia_shared() -> None:
    s = _art()
    s.board("ann", "Principia")  # 3 lightbulbs, only blue: nothing to return
    s.board("bob", "Education")  # 3 lightbulbs: shares
    s.deck("base", 4, "Anatomy")
    s.deck("base", 5, "Coal")
    g = s.build().dogma("Principia")
    assert g.pile("bob", "purple") == []
    assert g.pile("bob", "yellow") == ["Anatomy"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Coal"]


# --------------------------------------------------------------------------- Sandham Room Cricket Bat


def test_cricket_bat_red_card_claims_an_achievement() -> None:
    s = _art()
    s.board("ann", "Sandham Room Cricket Bat")
    s.deck("base", 6, "Industrialization")
    s.available_achievements("Agriculture", "Mathematics")
    g = s.build().dogma("Sandham Room Cricket Bat").answer("2")
    assert g.hand("ann") == ["Industrialization"]
    assert g.achievements("ann") == ["Mathematics"]
    assert g.available_achievements() == ["Agriculture"]


def test_cricket_bat_other_colour_claims_nothing() -> None:
    s = _art()
    s.board("ann", "Sandham Room Cricket Bat")
    s.deck("base", 6, "Canning")
    s.available_achievements("Agriculture")
    g = s.build().dogma("Sandham Room Cricket Bat")
    assert g.hand("ann") == ["Canning"]
    assert g.achievements("ann") == []


def test_cricket_bat_shared() -> None:
    s = _art()
    s.board("ann", "Sandham Room Cricket Bat")  # 2 leaves
    s.board("bob", "Clothing")  # 2 leaves: shares
    s.deck("base", 6, "Machine Tools", "Canning")
    s.deck("base", 5, "Coal")
    s.available_achievements("Agriculture")
    g = s.build().dogma("Sandham Room Cricket Bat")
    assert g.hand("bob") == ["Machine Tools"]
    assert g.achievements("bob") == ["Agriculture"]  # single value: no question
    assert g.hand("ann") == ["Canning", "Coal"]
    assert g.shared_bonus


# --------------------------------------------------------------------------- Ship of the Line Sussex


def test_sussex_empty_score_pile_scores_a_chosen_colour() -> None:
    s = _art()
    s.board("ann", "Ship of the Line Sussex", "Pottery", "Writing")
    s.board("bob", "Agriculture")  # no factories
    g = s.build().dogma("Ship of the Line Sussex").answer("blue")
    assert sorted(g.score("ann")) == ["Pottery", "Writing"]
    assert g.pile("ann", "blue") == []
    assert g.pile("ann", "red") == ["Ship of the Line Sussex"]
    assert not g.shared_bonus


def test_sussex_any_colour_may_be_named() -> None:
    s = _art()
    s.board("ann", "Ship of the Line Sussex", "Pottery")
    g = s.build().dogma("Ship of the Line Sussex")
    assert g.decision is not None
    assert set(g.decision.options) == {"blue", "red", "green", "yellow", "purple"}
    g.answer("green")
    assert g.score("ann") == []
    assert g.pile("ann", "blue") == ["Pottery"]


def test_sussex_otherwise_returns_the_whole_score_pile() -> None:
    s = _art()
    s.board("ann", "Ship of the Line Sussex", "Pottery")
    s.score("ann", "Calendar", "Optics")
    g = s.build().dogma("Ship of the Line Sussex")
    assert g.score("ann") == []
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.deck_bottom("base", 3) == ["Optics"]
    assert g.pile("ann", "blue") == ["Pottery"]


def test_sussex_shared() -> None:
    s = _art()
    s.board("ann", "Ship of the Line Sussex")  # 3 factories
    s.board("bob", "Coal")  # 3 factories: shares
    s.score("bob", "Calendar")
    s.score("ann", "Optics")
    s.deck("base", 5, "Banking")
    g = s.build().dogma("Ship of the Line Sussex")
    assert g.score("bob") == []
    assert g.score("ann") == []
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Banking"]


# --------------------------------------------------------------------------- The Daily Courant


def test_daily_courant_draws_any_value_back_on_top_then_executes_a_top_card() -> None:
    s = _art()
    s.board("ann", "The Daily Courant", "Writing")
    s.board("bob", "Agriculture")  # no factories
    s.deck("base", 3, "Optics")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("The Daily Courant").answer("3")
    assert g.deck("base", 3)[0] == "Optics"  # drawn, then put back on top
    assert g.hand("ann") == []
    g.answer("Writing")  # Writing: draw a 2
    assert g.hand("ann") == ["Calendar"]
    assert not g.shared_bonus


def test_daily_courant_execution_is_optional() -> None:
    s = _art()
    s.board("ann", "The Daily Courant", "Writing")
    s.deck("base", 7, "Bicycle")
    g = s.build().dogma("The Daily Courant").answer("7", "done")
    assert g.deck("base", 7)[0] == "Bicycle"
    assert g.hand("ann") == []


def test_daily_courant_cannot_execute_itself() -> None:
    s = _art()
    s.board("ann", "The Daily Courant")
    s.deck("base", 1, "Sailing")
    g = s.build().dogma("The Daily Courant").answer("1")
    assert g.deck("base", 1)[0] == "Sailing"
    assert g.decision is not None and g.decision.kind == "action"  # no further question


def test_daily_courant_shared() -> None:
    s = _art()
    s.board("ann", "The Daily Courant")  # 2 factories
    s.board("bob", "Coal")  # 3 factories: shares
    s.deck("base", 2, "Calendar")
    s.deck("base", 5, "Banking")
    g = s.build().dogma("The Daily Courant")
    g.answer("2", "done")  # bob (Coal would be his other top card: he declines)
    g.answer("2")  # ann
    assert g.deck("base", 2)[0] == "Calendar"
    assert g.shared_bonus
    assert g.hand("ann") == ["Banking"]
