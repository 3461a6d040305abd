"""Scenario tests for age 2 of the 4th-edition base set, written from the 4th-edition card
texts."""

from __future__ import annotations

from tests.cards4e.fourth import junk, scenario


def test_calendar_draws_two_3s_with_more_score_cards_than_hand_cards() -> None:
    s = scenario()
    s.board("ann", "Calendar")
    s.score("ann", "Oars", "Archery")
    s.hand("ann", "Sailing")
    s.deck("base", 3, "Optics", "Paper")
    g = s.build().dogma("Calendar")
    assert sorted(g.hand("ann")) == ["Optics", "Paper", "Sailing"]


def test_calendar_draws_nothing_otherwise() -> None:
    s = scenario()
    s.board("ann", "Calendar")
    s.score("ann", "Oars")
    s.hand("ann", "Sailing")
    g = s.build().dogma("Calendar")
    assert g.hand("ann") == ["Sailing"]


# ---------------------------------------------------------------------------- Canal Building
def test_canal_building_may_exchange_the_highest_hand_and_score_cards() -> None:
    s = scenario()
    s.board("ann", "Canal Building")
    s.hand("ann", "Calendar", "Sailing")
    s.score("ann", "Optics", "Oars")
    g = s.build().dogma("Canal Building").answer("exchange")
    assert sorted(g.hand("ann")) == ["Optics", "Sailing"]
    assert sorted(g.score("ann")) == ["Calendar", "Oars"]
    assert g.deck("base", 3) != []


def test_canal_building_may_junk_the_whole_3_deck_instead() -> None:
    s = scenario()
    s.board("ann", "Canal Building")
    s.hand("ann", "Calendar")
    s.available_achievements()
    g = s.build().dogma("Canal Building").answer("junk")
    assert g.deck("base", 3) == []
    assert len(junk(g)) == 10  # every age-3 card
    assert g.hand("ann") == ["Calendar"]


def test_canal_building_may_do_neither() -> None:
    s = scenario()
    s.board("ann", "Canal Building")
    s.hand("ann", "Calendar")
    s.score("ann", "Optics")
    g = s.build().dogma("Canal Building").answer("done")
    assert g.hand("ann") == ["Calendar"]
    assert g.score("ann") == ["Optics"]
    assert junk(g) == []


# ---------------------------------------------------------------------------- Construction
def test_construction_demand_takes_two_hand_cards_and_the_victim_draws_a_2() -> None:
    s = scenario()
    s.board("ann", "Construction")  # 3 castles
    s.hand("bob", "Oars", "Sailing", "Writing")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Construction").answer("Oars", "Sailing")
    assert sorted(g.hand("ann")) == ["Oars", "Sailing"]
    assert sorted(g.hand("bob")) == ["Calendar", "Writing"]


def test_construction_claims_empire_for_the_only_player_with_five_top_cards() -> None:
    s = scenario()
    s.board("ann", "Construction", "Pottery", "Sailing", "Agriculture", "Mysticism")
    s.board("bob", "Writing")
    s.hand("bob", "Oars")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Construction")
    assert "empire" in g.achievements("ann")


def test_construction_no_empire_when_another_player_has_five_top_cards() -> None:
    s = scenario()
    s.board("ann", "Construction", "Pottery", "Sailing", "Agriculture", "Mysticism")
    s.board("bob", "Oars", "Writing", "Clothing", "Canal Building", "City States")  # demanded, with no hand
    g = s.build().dogma("Construction")
    assert "empire" not in g.achievements("ann")


# ---------------------------------------------------------------------------- Currency
def test_currency_scores_a_2_per_different_value_returned() -> None:
    s = scenario()
    s.board("ann", "Currency")
    s.hand("ann", "Oars", "Sailing", "Calendar")
    s.deck("base", 2, "Mapmaking", "Philosophy")
    g = s.build().dogma("Currency").answer("Oars", "Sailing", "Calendar")
    assert g.hand("ann") == []
    assert sorted(g.score("ann")) == ["Mapmaking", "Philosophy"]


# ---------------------------------------------------------------------------- Fermenting
def test_fermenting_draws_a_2_per_colour_showing_a_leaf() -> None:
    s = scenario()
    s.board("ann", "Fermenting", "Clothing", "Oars")  # leaves in yellow and green only
    s.hand("ann", "Sailing")  # green: tucked by the second effect
    s.deck("base", 2, "Calendar", "Construction", "Monotheism")
    g = s.build().dogma("Fermenting").answer("Sailing")
    assert sorted(g.hand("ann")) == ["Calendar", "Construction"]


def test_fermenting_tucking_a_green_card_spares_the_2_deck() -> None:
    s = scenario()
    s.board("ann", "Fermenting")
    s.hand("ann", "Sailing")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Fermenting").answer("Sailing")
    assert g.pile("ann", "green") == ["Sailing"]
    assert g.pile("ann", "yellow") == ["Fermenting"]
    assert junk(g) == []
    assert g.deck("base", 2) != []


def test_fermenting_not_tucking_junks_the_2_deck_and_fermenting_itself() -> None:
    s = scenario()
    s.board("ann", "Fermenting")
    s.hand("ann", "Sailing")
    s.deck("base", 2, "Calendar")
    s.available_achievements()
    g = s.build().dogma("Fermenting").answer("done")
    assert g.deck("base", 2) == []
    assert "Fermenting" in junk(g)
    assert len(junk(g)) == 9  # the eight 2s left in the pile (Calendar was drawn) and Fermenting
    assert "yellow" not in g.board("ann")
    assert sorted(g.hand("ann")) == ["Calendar", "Sailing"]


def test_fermenting_a_sharer_without_a_green_card_junks_the_activators_fermenting() -> None:
    s = scenario()
    s.board("ann", "Fermenting")  # 2 leaves
    s.board("bob", "Agriculture")  # 3 leaves: shares
    s.deck("base", 2, "Calendar", "Construction")
    g = s.build().dogma("Fermenting")
    assert "Fermenting" in junk(g)
    assert "yellow" not in g.board("ann")
    assert g.deck("base", 2) == []


# ---------------------------------------------------------------------------- Mapmaking
def test_mapmaking_demand_takes_a_1_and_then_draws_and_scores_a_1() -> None:
    s = scenario()
    s.board("ann", "Mapmaking")  # 2 crowns
    s.score("bob", "Oars", "Calendar")
    s.deck("base", 1, "Sailing")
    g = s.build().dogma("Mapmaking")
    assert sorted(g.score("ann")) == ["Oars", "Sailing"]
    assert g.score("bob") == ["Calendar"]


def test_mapmaking_scores_nothing_when_the_demand_moved_nothing() -> None:
    s = scenario()
    s.board("ann", "Mapmaking")
    s.score("bob", "Calendar")
    g = s.build().dogma("Mapmaking")
    assert g.score("ann") == []
    assert g.score("bob") == ["Calendar"]


# ---------------------------------------------------------------------------- Mathematics
def test_mathematics_returns_a_card_and_melds_one_value_higher() -> None:
    s = scenario()
    s.board("ann", "Mathematics")
    s.hand("ann", "Oars")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Mathematics").answer("Oars")
    assert g.pile("ann", "blue") == ["Mathematics", "Calendar"]
    assert g.deck_bottom("base", 1) == ["Oars"]


# ---------------------------------------------------------------------------- Monotheism
def test_monotheism_demand_takes_a_top_card_of_a_colour_absent_from_my_board() -> None:
    s = scenario()
    s.board("ann", "Monotheism", "Clothing")  # purple, green; 3 castles
    s.board("bob", "Sailing", "Writing")  # green, blue; no castle
    s.deck("base", 1, "Oars", "Pottery")
    g = s.build().dogma("Monotheism")
    assert g.score("ann") == ["Writing"]  # Sailing is green, a colour I have
    assert g.pile("bob", "red") == ["Oars"]  # bob draws and tucks a 1
    assert g.pile("ann", "blue") == ["Pottery"]  # then ann draws and tucks a 1


def test_monotheism_draws_and_tucks_a_1() -> None:
    s = scenario()
    s.board("ann", "Monotheism")
    s.deck("base", 1, "Oars")
    g = s.build().dogma("Monotheism")
    assert g.pile("ann", "red") == ["Oars"]


# ---------------------------------------------------------------------------- Philosophy
def test_philosophy_may_splay_a_colour_left_then_score_a_hand_card() -> None:
    s = scenario()
    s.board("ann", "Code of Laws", "Philosophy")
    s.hand("ann", "Oars")
    g = s.build().dogma("Philosophy").answer("purple", "Oars")
    assert g.splay("ann", "purple") == "left"
    assert g.score("ann") == ["Oars"]


def test_philosophy_both_effects_may_be_declined() -> None:
    s = scenario()
    s.board("ann", "Code of Laws", "Philosophy")
    s.hand("ann", "Oars")
    g = s.build().dogma("Philosophy").answer("done", "done")
    assert g.splay("ann", "purple") == "none"
    assert g.hand("ann") == ["Oars"]


# ---------------------------------------------------------------------------- Road Building
def test_road_building_after_two_melds_gives_the_red_top_card_and_melds_their_green_one() -> None:
    s = scenario()
    s.board("ann", "Road Building")
    s.hand("ann", "Oars", "Sailing")
    s.board("bob", "Clothing")  # green, no castle
    g = s.build().dogma("Road Building").answer("Oars", "Sailing", "bob")
    assert g.pile("bob", "red") == ["Oars"]
    assert g.pile("ann", "red") == ["Road Building"]
    assert g.pile("ann", "green") == ["Sailing", "Clothing"]
    assert "green" not in g.board("bob")


def test_road_building_after_one_meld_offers_nothing() -> None:
    s = scenario()
    s.board("ann", "Road Building")
    s.hand("ann", "Sailing")
    s.board("bob", "Clothing")
    g = s.build().dogma("Road Building")
    assert g.idle
    assert g.pile("ann", "green") == ["Sailing"]
    assert g.pile("bob", "green") == ["Clothing"]


def test_road_building_may_decline_the_transfer() -> None:
    s = scenario()
    s.board("ann", "Road Building")
    s.hand("ann", "Oars", "Sailing")
    s.board("bob", "Clothing")
    g = s.build().dogma("Road Building").answer("Oars", "Sailing", "done")
    assert g.pile("ann", "red") == ["Road Building", "Oars"]
    assert g.pile("bob", "green") == ["Clothing"]
