"""Scenario tests for age 2 base cards (written from the card texts and RULES.md)."""

from __future__ import annotations

from innovation.testing import Scenario

# --------------------------------------------------------------------------- Calendar


def test_calendar_more_score_cards_than_hand_draws_two_threes() -> None:
    s = Scenario()
    s.board("ann", "Calendar")
    s.score("ann", "Writing", "Sailing")
    s.hand("ann", "Oars")
    s.deck("base", 3, "Alchemy", "Compass")
    g = s.build().dogma("Calendar")
    assert sorted(g.hand("ann")) == ["Alchemy", "Compass", "Oars"]
    assert not g.shared_bonus


def test_calendar_equal_counts_draw_nothing() -> None:
    s = Scenario()
    s.board("ann", "Calendar")
    s.score("ann", "Writing")
    s.hand("ann", "Oars")
    g = s.build().dogma("Calendar")
    assert g.hand("ann") == ["Oars"]


def test_calendar_shared_by_player_with_as_many_leaves() -> None:
    s = Scenario()
    s.board("ann", "Calendar")  # 2 leaves
    s.board("bob", "Agriculture")  # 3 leaves
    s.score("bob", "Writing")  # 1 score card, empty hand
    s.deck("base", 3, "Alchemy", "Compass")
    s.deck("base", 2, "Mathematics")
    g = s.build().dogma("Calendar")
    assert g.hand("bob") == ["Alchemy", "Compass"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Mathematics"]  # ann drew nothing herself; the bonus is a 2


# --------------------------------------------------------------------------- Canal Building


def test_canal_building_exchanges_all_highest_cards() -> None:
    s = Scenario()
    s.board("ann", "Canal Building")
    s.hand("ann", "Calendar", "Mathematics", "Writing")
    s.score("ann", "Alchemy", "Compass", "Sailing")
    g = s.build().dogma("Canal Building").answer("yes")
    assert sorted(g.hand("ann")) == ["Alchemy", "Compass", "Writing"]
    assert sorted(g.score("ann")) == ["Calendar", "Mathematics", "Sailing"]


def test_canal_building_may_decline() -> None:
    s = Scenario()
    s.board("ann", "Canal Building")
    s.hand("ann", "Calendar")
    s.score("ann", "Alchemy")
    g = s.build().dogma("Canal Building").answer("no")
    assert g.hand("ann") == ["Calendar"]
    assert g.score("ann") == ["Alchemy"]


def test_canal_building_one_sided_exchange() -> None:
    s = Scenario()
    s.board("ann", "Canal Building")
    s.hand("ann", "Calendar", "Writing")
    g = s.build().dogma("Canal Building").answer("yes")
    assert g.hand("ann") == ["Writing"]
    assert g.score("ann") == ["Calendar"]


def test_canal_building_nothing_to_exchange_asks_nothing() -> None:
    s = Scenario()
    s.board("ann", "Canal Building")
    g = s.build().dogma("Canal Building")
    assert g.idle
    assert g.hand("ann") == [] and g.score("ann") == []


def test_canal_building_shared() -> None:
    s = Scenario()
    s.board("ann", "Canal Building")  # 2 crowns
    s.board("bob", "Sailing")  # 2 crowns
    s.score("bob", "Mathematics")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Canal Building").answer("yes")  # bob; ann has nothing and is not asked
    assert g.hand("bob") == ["Mathematics"]
    assert g.score("bob") == []
    assert g.shared_bonus
    assert g.hand("ann") == ["Calendar"]


# --------------------------------------------------------------------------- Construction


def test_construction_demand_two_cards_then_draw_a_two() -> None:
    s = Scenario()
    s.board("ann", "Construction")  # 3 castles
    s.board("bob", "Writing")  # 0 castles
    s.hand("bob", "Sailing", "Oars", "Calendar")
    s.deck("base", 2, "Mathematics")
    g = s.build().dogma("Construction").answer("Sailing", "Calendar")
    assert sorted(g.hand("ann")) == ["Calendar", "Sailing"]
    assert sorted(g.hand("bob")) == ["Mathematics", "Oars"]
    assert "empire" not in g.achievements("ann")
    assert not g.shared_bonus


def test_construction_demand_with_one_card_and_with_none() -> None:
    s = Scenario()
    s.board("ann", "Construction")
    s.board("bob", "Writing")
    s.hand("bob", "Sailing")
    s.deck("base", 2, "Mathematics")
    g = s.build().dogma("Construction")
    assert g.hand("ann") == ["Sailing"]
    assert g.hand("bob") == ["Mathematics"]

    s = Scenario()
    s.board("ann", "Construction")
    s.board("bob", "Writing")
    s.deck("base", 2, "Mathematics")
    g = s.build().dogma("Construction")
    assert g.hand("ann") == []
    assert g.hand("bob") == ["Mathematics"]


def test_construction_not_demanded_with_as_many_castles() -> None:
    s = Scenario()
    s.board("ann", "Construction")
    s.board("bob", "Mysticism")  # 3 castles
    s.hand("bob", "Sailing", "Oars")
    s.deck("base", 2, "Mathematics")
    g = s.build().dogma("Construction")
    assert sorted(g.hand("bob")) == ["Oars", "Sailing"]
    assert g.hand("ann") == []
    assert not g.shared_bonus  # bob shares the Empire effect but changes nothing


def test_construction_only_player_with_five_top_cards_claims_empire() -> None:
    s = Scenario()
    s.board("ann", "Construction", "Writing", "Sailing", "Agriculture", "Mysticism")  # 6 castles
    s.board("bob", "Archery", "Tools", "Clothing")  # 3 castles, 3 top cards
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Construction")
    assert g.hand("bob") == ["Calendar"]  # demanded, empty hand: just draws
    assert g.achievements("ann") == ["empire"]
    assert "empire" not in g.specials_available()


def test_construction_no_empire_when_another_player_has_five_top_cards() -> None:
    s = Scenario()
    s.board("ann", "Construction", "Writing", "Sailing", "Domestication", "Mysticism")  # 8 castles
    s.board("bob", "Archery", "Tools", "Clothing", "Agriculture", "City States")  # 4 castles
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Construction")
    assert g.hand("bob") == ["Calendar"]
    assert g.achievements("ann") == []
    assert "empire" in g.specials_available()


def test_construction_empire_claimed_by_a_sharer() -> None:
    s = Scenario()
    s.board("ann", "Construction")  # 3 castles, one top card
    s.board("bob", "Masonry", "Archery", "Tools", "Clothing", "City States")  # 7 castles, 5 top cards
    s.hand("bob", "Sailing")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Construction")
    assert g.hand("bob") == ["Sailing"]  # not demanded
    assert g.achievements("bob") == ["empire"]
    assert g.achievements("ann") == []
    assert g.shared_bonus
    assert g.hand("ann") == ["Calendar"]


# --------------------------------------------------------------------------- Currency


def test_currency_scores_a_two_per_distinct_returned_value() -> None:
    s = Scenario()
    s.board("ann", "Currency")
    s.hand("ann", "Writing", "Sailing", "Calendar", "Alchemy")
    s.deck("base", 2, "Mathematics", "Fermenting")
    g = s.build().dogma("Currency").answer("Writing", "Sailing", "Calendar", "done")
    assert sorted(g.score("ann")) == ["Fermenting", "Mathematics"]
    assert g.hand("ann") == ["Alchemy"]
    assert sorted(g.deck_bottom("base", 1, 2)) == ["Sailing", "Writing"]
    assert g.deck_bottom("base", 2) == ["Calendar"]


def test_currency_returning_the_whole_hand() -> None:
    s = Scenario()
    s.board("ann", "Currency")
    s.hand("ann", "Alchemy", "Compass")
    s.deck("base", 2, "Mathematics", "Fermenting")
    g = s.build().dogma("Currency").answer("Alchemy", "Compass")
    assert g.score("ann") == ["Mathematics"]  # one distinct value
    assert g.hand("ann") == []


def test_currency_may_decline() -> None:
    s = Scenario()
    s.board("ann", "Currency")
    s.hand("ann", "Writing")
    g = s.build().dogma("Currency").answer("done")
    assert g.hand("ann") == ["Writing"]
    assert g.score("ann") == []


def test_currency_shared() -> None:
    s = Scenario()
    s.board("ann", "Currency")  # 2 crowns
    s.board("bob", "City States")  # 2 crowns
    s.hand("bob", "Writing")
    s.deck("base", 2, "Mathematics", "Calendar")
    g = s.build().dogma("Currency").answer("Writing")
    assert g.score("bob") == ["Mathematics"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Calendar"]


# --------------------------------------------------------------------------- Fermenting


def test_fermenting_draws_a_two_per_colour_with_a_leaf() -> None:
    s = Scenario()
    # Fermenting 2 leaves, Sailing 1, Code of Laws 1: 4 leaves in 3 colours.
    s.board("ann", "Fermenting", "Sailing", "Code of Laws", "Archery")
    s.deck("base", 2, "Calendar", "Mathematics", "Currency", "Mapmaking")
    g = s.build().dogma("Fermenting")
    assert g.hand("ann") == ["Calendar", "Mathematics", "Currency"]
    assert not g.shared_bonus


def test_fermenting_counts_only_visible_leaves() -> None:
    s = Scenario()
    s.board("ann", "Fermenting")
    s.board("ann", "Clothing", "The Wheel")  # Clothing's leaves hidden under The Wheel
    s.deck("base", 2, "Calendar", "Mathematics")
    g = s.build().dogma("Fermenting")
    assert g.hand("ann") == ["Calendar"]

    s = Scenario()
    s.board("ann", "Fermenting")
    s.board("ann", "Clothing", "The Wheel", splay="left")  # Clothing shows a leaf
    s.deck("base", 2, "Calendar", "Mathematics")
    g = s.build().dogma("Fermenting")
    assert g.hand("ann") == ["Calendar", "Mathematics"]


def test_fermenting_shared() -> None:
    s = Scenario()
    s.board("ann", "Fermenting")  # 2 leaves
    s.board("bob", "Pottery")  # 3 leaves
    s.deck("base", 2, "Calendar", "Mathematics", "Currency")
    g = s.build().dogma("Fermenting")
    assert g.hand("bob") == ["Calendar"]
    assert g.hand("ann") == ["Mathematics", "Currency"]
    assert g.shared_bonus


# --------------------------------------------------------------------------- Mapmaking


def test_mapmaking_transfer_then_activator_scores_a_one() -> None:
    s = Scenario()
    s.board("ann", "Mapmaking")  # 2 crowns
    s.board("bob", "Writing")  # 1 crown
    s.score("bob", "Sailing", "Calendar")
    s.deck("base", 1, "Oars")
    g = s.build().dogma("Mapmaking")
    assert sorted(g.score("ann")) == ["Oars", "Sailing"]
    assert g.score("bob") == ["Calendar"]
    assert not g.shared_bonus


def test_mapmaking_demanded_player_chooses_which_one() -> None:
    s = Scenario()
    s.board("ann", "Mapmaking")
    s.board("bob", "Writing")
    s.score("bob", "Sailing", "Oars")
    s.deck("base", 1, "Pottery")
    g = s.build().dogma("Mapmaking").answer("Oars")
    assert sorted(g.score("ann")) == ["Oars", "Pottery"]
    assert g.score("bob") == ["Sailing"]


def test_mapmaking_no_transfer_no_score() -> None:
    s = Scenario()
    s.board("ann", "Mapmaking")
    s.board("bob", "Writing")
    s.score("bob", "Calendar")
    s.deck("base", 1, "Oars")
    g = s.build().dogma("Mapmaking")
    assert g.score("ann") == []
    assert g.score("bob") == ["Calendar"]
    assert g.deck("base", 1)[0] == "Oars"


def test_mapmaking_sharer_also_scores_after_a_transfer() -> None:
    s = Scenario(players=("ann", "bob", "cat"))
    s.board("ann", "Mapmaking")  # 2 crowns
    s.board("bob", "Writing")  # 1 crown: demanded
    s.board("cat", "City States")  # 2 crowns: not demanded, shares
    s.score("bob", "Sailing")
    s.score("cat", "Tools")
    s.deck("base", 1, "Oars", "Archery")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Mapmaking")
    assert g.score("bob") == []
    assert g.score("cat") == ["Tools", "Oars"]
    assert sorted(g.score("ann")) == ["Archery", "Sailing"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Calendar"]  # bonus at her highest top card (2)


# --------------------------------------------------------------------------- Mathematics


def test_mathematics_returns_and_melds_one_higher() -> None:
    s = Scenario()
    s.board("ann", "Mathematics")
    s.hand("ann", "Writing")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Mathematics").answer("Writing")
    assert g.pile("ann", "blue") == ["Mathematics", "Calendar"]
    assert g.deck_bottom("base", 1) == ["Writing"]
    assert g.hand("ann") == []


def test_mathematics_may_decline() -> None:
    s = Scenario()
    s.board("ann", "Mathematics")
    s.hand("ann", "Writing")
    g = s.build().dogma("Mathematics").answer("done")
    assert g.hand("ann") == ["Writing"]
    assert g.board("ann") == {"blue": ["Mathematics"]}


def test_mathematics_shared() -> None:
    s = Scenario()
    s.board("ann", "Mathematics")  # 2 lightbulbs
    s.board("bob", "Writing")  # 2 lightbulbs
    s.hand("bob", "Calendar")
    s.deck("base", 3, "Alchemy")
    s.deck("base", 2, "Fermenting")
    g = s.build().dogma("Mathematics").answer("Calendar")
    assert g.pile("bob", "blue") == ["Writing", "Alchemy"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Fermenting"]


# --------------------------------------------------------------------------- Monotheism


def test_monotheism_demand_transfers_and_tucks() -> None:
    s = Scenario()
    s.board("ann", "Monotheism")  # purple, 3 castles
    s.board("bob", "Writing", "Sailing", "Code of Laws")  # 0 castles
    s.deck("base", 1, "Oars", "Pottery")
    g = s.build().dogma("Monotheism").answer("Sailing")
    assert g.score("ann") == ["Sailing"]
    assert g.pile("bob", "red") == ["Oars"]
    assert g.pile("bob", "purple") == ["Code of Laws"]  # purple is on ann's board
    assert g.pile("ann", "blue") == ["Pottery"]
    assert not g.shared_bonus


def test_monotheism_colour_anywhere_on_my_board_is_protected() -> None:
    s = Scenario()
    s.board("ann", "Tools", "Writing")  # ann's blue pile
    s.board("ann", "Monotheism")
    s.board("bob", "Calendar")  # blue, 0 castles
    s.deck("base", 1, "Oars")
    g = s.build().dogma("Monotheism")
    assert g.board("bob") == {"blue": ["Calendar"]}
    assert g.score("ann") == []
    assert g.pile("ann", "red") == ["Oars"]  # only ann's own draw and tuck


def test_monotheism_tuck_goes_under_existing_pile() -> None:
    s = Scenario()
    s.board("ann", "Monotheism", "Writing")
    s.board("bob", "Mysticism")  # 3 castles: shares, not demanded
    s.deck("base", 1, "City States", "Tools")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Monotheism")
    assert g.pile("bob", "purple") == ["City States", "Mysticism"]
    assert g.pile("ann", "blue") == ["Tools", "Writing"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Calendar"]  # bonus at her highest top card (Monotheism, a 2)


# --------------------------------------------------------------------------- Philosophy


def test_philosophy_splays_left_and_scores() -> None:
    s = Scenario()
    s.board("ann", "Philosophy")
    s.board("ann", "Sailing", "The Wheel")
    s.board("ann", "Writing", "Tools", splay="left")
    s.hand("ann", "Calendar")
    g = s.build().dogma("Philosophy")
    assert g.decision is not None and "blue" not in g.decision.options  # already left
    g.answer("green", "Calendar")
    assert g.splay("ann", "green") == "left"
    assert g.score("ann") == ["Calendar"]
    assert g.hand("ann") == []


def test_philosophy_may_decline_both() -> None:
    s = Scenario()
    s.board("ann", "Philosophy")
    s.board("ann", "Sailing", "The Wheel")
    s.hand("ann", "Calendar")
    g = s.build().dogma("Philosophy").answer("done", "done")
    assert g.splay("ann", "green") == "none"
    assert g.hand("ann") == ["Calendar"]
    assert g.score("ann") == []


def test_philosophy_nothing_possible_asks_nothing() -> None:
    s = Scenario()
    s.board("ann", "Philosophy")
    g = s.build().dogma("Philosophy")
    assert g.idle


def test_philosophy_shared() -> None:
    s = Scenario()
    s.board("ann", "Philosophy")  # 3 lightbulbs
    s.board("bob", "Education")  # 3 lightbulbs
    s.hand("bob", "Sailing")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Philosophy").answer("Sailing")  # bob has no pile to splay
    assert g.score("bob") == ["Sailing"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Calendar"]


# --------------------------------------------------------------------------- Road Building


def test_road_building_melds_two_and_swaps_red_for_green() -> None:
    s = Scenario()
    s.board("ann", "Road Building")  # 3 castles
    s.board("bob", "Clothing")  # 0 castles: does not share
    s.hand("ann", "Sailing", "Writing")
    g = s.build().dogma("Road Building").answer("Sailing", "Writing", "bob")
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.pile("ann", "green") == ["Sailing", "Clothing"]
    assert g.pile("bob", "red") == ["Road Building"]
    assert "red" not in g.board("ann")
    assert g.board("bob") == {"red": ["Road Building"]}
    assert not g.shared_bonus


def test_road_building_transfers_a_freshly_melded_red_card() -> None:
    s = Scenario(players=("ann", "bob", "cat"))
    s.board("ann", "Road Building")
    s.board("bob", "Clothing")
    s.board("cat", "Sailing")
    s.hand("ann", "Archery", "Writing")
    g = s.build().dogma("Road Building").answer("Archery", "Writing", "cat")
    assert g.pile("ann", "red") == ["Road Building"]
    assert g.pile("cat", "red") == ["Archery"]
    assert g.pile("ann", "green") == ["Sailing"]
    assert g.board("bob") == {"green": ["Clothing"]}
    assert g.board("cat") == {"red": ["Archery"]}


def test_road_building_other_player_without_green() -> None:
    s = Scenario()
    s.board("ann", "Road Building")
    s.board("bob", "Writing")
    s.hand("ann", "Sailing", "Tools")
    g = s.build().dogma("Road Building").answer("Sailing", "Tools", "bob")
    assert g.pile("bob", "red") == ["Road Building"]
    assert g.pile("bob", "blue") == ["Writing"]
    assert g.pile("ann", "green") == ["Sailing"]
    assert g.pile("ann", "blue") == ["Tools"]


def test_road_building_one_meld_offers_no_transfer() -> None:
    s = Scenario()
    s.board("ann", "Road Building")
    s.board("bob", "Clothing")
    s.hand("ann", "Sailing", "Writing")
    g = s.build().dogma("Road Building").answer("Writing", "done")
    assert g.idle
    assert g.pile("ann", "red") == ["Road Building"]
    assert g.hand("ann") == ["Sailing"]
    assert g.board("bob") == {"green": ["Clothing"]}


def test_road_building_may_decline_the_transfer() -> None:
    s = Scenario()
    s.board("ann", "Road Building")
    s.board("bob", "Clothing")
    s.hand("ann", "Sailing", "Writing")
    g = s.build().dogma("Road Building").answer("Sailing", "Writing", "done")
    assert g.pile("ann", "red") == ["Road Building"]
    assert g.board("bob") == {"green": ["Clothing"]}


def test_road_building_single_card_is_melded_without_asking() -> None:
    s = Scenario()
    s.board("ann", "Road Building")
    s.hand("ann", "Writing")
    g = s.build().dogma("Road Building")
    assert g.idle
    assert g.pile("ann", "blue") == ["Writing"]


def test_road_building_shared() -> None:
    s = Scenario()
    s.board("ann", "Road Building")  # 3 castles
    s.board("bob", "Construction")  # 3 castles: shares, first
    s.board("ann", "Sailing")
    s.hand("bob", "Archery", "Pottery")
    s.deck("base", 1, "Oars")
    g = s.build().dogma("Road Building").answer("Pottery", "Archery", "ann")
    # bob melds both, gives ann his top red (Archery) and takes ann's Sailing.
    assert g.pile("bob", "red") == ["Construction"]
    assert g.pile("bob", "blue") == ["Pottery"]
    assert g.pile("bob", "green") == ["Sailing"]
    assert g.pile("ann", "red") == ["Road Building", "Archery"]
    assert "green" not in g.board("ann")
    assert g.shared_bonus
    assert g.hand("ann") == ["Oars"]  # Archery now covers Road Building: the bonus is a 1
