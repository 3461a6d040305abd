"""Scenario tests for age 6 base cards (written from the card texts and RULES.md)."""

from __future__ import annotations

from innovation.rules.cards import Icon
from innovation.testing import Scenario

# ---------------------------------------------------------------- Atomic Theory


def test_atomic_theory_splays_blue_right_then_melds_a_seven() -> None:
    s = Scenario()
    s.board("ann", "Tools", "Atomic Theory")  # 3 lightbulbs; bob has none
    s.deck("base", 7, "Evolution")
    g = s.build().dogma("Atomic Theory").answer("blue")
    assert g.splay("ann", "blue") == "right"
    assert g.pile("ann", "blue") == ["Tools", "Atomic Theory", "Evolution"]
    assert g.hand("ann") == []
    assert g.board("bob") == {}
    assert not g.shared_bonus


def test_atomic_theory_splay_may_be_declined() -> None:
    s = Scenario()
    s.board("ann", "Tools", "Atomic Theory")
    s.deck("base", 7, "Lighting")
    g = s.build().dogma("Atomic Theory").answer("done")
    assert g.splay("ann", "blue") == "none"
    assert g.pile("ann", "blue") == ["Tools", "Atomic Theory"]
    assert g.pile("ann", "purple") == ["Lighting"]


def test_atomic_theory_shared_melds_for_both_and_gives_bonus() -> None:
    s = Scenario()
    s.board("ann", "Atomic Theory")
    s.board("bob", "Classification")  # 3 lightbulbs too: bob shares, and goes first
    s.deck("base", 7, "Bicycle", "Lighting", "Sanitation")
    g = s.build().dogma("Atomic Theory")
    # Single-card blue piles cannot be splayed: no question. bob melds first.
    assert g.pile("bob", "green") == ["Classification", "Bicycle"]
    assert g.pile("ann", "purple") == ["Lighting"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Sanitation"]  # bonus drawn at ann's highest top card (7)
    assert g.hand("bob") == []


# ---------------------------------------------------------------- Canning


def test_canning_tucks_then_scores_top_cards_without_factory() -> None:
    s = Scenario()
    s.board("ann", "Canning", "Coal", "Tools", "Writing")
    s.deck("base", 6, "Vaccination")
    g = s.build().dogma("Canning").answer("yes")
    # Vaccination tucked under Canning; Writing (no factory) scored; Tools, uncovered by that,
    # is not scored; Canning and Coal show factories.
    assert g.pile("ann", "yellow") == ["Vaccination", "Canning"]
    assert g.score("ann") == ["Writing"]
    assert g.pile("ann", "blue") == ["Tools"]
    assert g.pile("ann", "red") == ["Coal"]
    g.answer("yellow")  # second effect: the yellow pile now has two cards
    assert g.splay("ann", "yellow") == "right"
    assert not g.shared_bonus


def test_canning_tucked_card_starting_a_pile_is_scored_if_it_lacks_factory() -> None:
    s = Scenario()
    s.board("ann", "Canning")
    s.deck("base", 6, "Classification")
    g = s.build().dogma("Canning").answer("yes")
    assert g.score("ann") == ["Classification"]
    assert g.board("ann") == {"yellow": ["Canning"]}
    assert g.decision is not None and g.decision.kind == "action"  # no splay question


def test_canning_declined_does_nothing() -> None:
    s = Scenario()
    s.board("ann", "Canning", "Writing")
    s.deck("base", 6, "Vaccination")
    g = s.build().dogma("Canning").answer("no")
    assert g.score("ann") == []
    assert g.hand("ann") == []
    assert g.board("ann") == {"blue": ["Writing"], "yellow": ["Canning"]}
    assert g.deck("base", 6)[0] == "Vaccination"


def test_canning_shared_by_player_with_as_many_factories() -> None:
    s = Scenario()
    s.board("ann", "Canning")
    s.board("bob", "Emancipation", "Writing")  # 2 factories: bob shares
    s.deck("base", 6, "Vaccination", "Atomic Theory", "Metric System")
    g = s.build().dogma("Canning")
    g.answer("yes")  # bob tucks Vaccination, scores Writing (no factory)
    g.answer("no")  # ann declines
    assert g.pile("bob", "yellow") == ["Vaccination"]
    # Vaccination started a yellow pile and shows a factory, Emancipation too: only Writing.
    assert g.score("bob") == ["Writing"]
    assert g.score("ann") == []
    assert g.shared_bonus
    assert g.hand("ann") == ["Atomic Theory"]


# ---------------------------------------------------------------- Classification


def test_classification_takes_colour_from_all_opponents_and_melds_it() -> None:
    s = Scenario(players=("ann", "bob", "cat"))
    s.board("ann", "Classification")  # 3 lightbulbs; the others have none
    s.hand("ann", "Coal", "Sailing")
    s.hand("bob", "Archery", "Writing")
    s.hand("cat", "Oars")
    g = s.build().dogma("Classification").answer("red")
    # ann now holds Coal, Archery and Oars (all red) and orders the melds.
    g.answer("Archery", "Oars")
    assert g.pile("ann", "red") == ["Archery", "Oars", "Coal"]
    assert g.hand("ann") == ["Sailing"]
    assert g.hand("bob") == ["Writing"]
    assert g.hand("cat") == []
    assert not g.shared_bonus


def test_classification_with_empty_hand_does_nothing() -> None:
    s = Scenario()
    s.board("ann", "Classification")
    s.hand("bob", "Archery")
    g = s.build().dogma("Classification")
    assert g.hand("ann") == []
    assert g.hand("bob") == ["Archery"]
    assert g.board("ann") == {"green": ["Classification"]}


def test_classification_shared_takes_from_activator_hand() -> None:
    s = Scenario()
    s.board("ann", "Classification")
    s.board("bob", "Atomic Theory")  # 3 lightbulbs: bob shares first
    s.hand("bob", "Writing")
    s.hand("ann", "Tools", "Agriculture")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Classification")
    # bob's only colour is blue: he takes Tools from ann, then orders his two blue melds.
    g.answer("Tools")
    assert g.pile("bob", "blue") == ["Atomic Theory", "Tools", "Writing"]
    # ann has only Agriculture left (yellow): she melds it.
    assert g.pile("ann", "yellow") == ["Agriculture"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Canning"]


# ---------------------------------------------------------------- Democracy


def test_democracy_scores_only_for_strictly_most_returned_so_far() -> None:
    s = Scenario(players=("ann", "bob", "cat"))
    s.board("ann", "Democracy")  # 2 lightbulbs
    s.board("bob", "Philosophy")  # 3: shares
    s.board("cat", "Writing")  # 2: shares
    s.hand("bob", "Agriculture", "Calendar")
    s.hand("cat", "Alchemy", "Anatomy")
    s.hand("ann", "Archery", "Chemistry", "Compass")
    s.deck("base", 8, "Antibiotics", "Corporations")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Democracy")
    g.answer("Agriculture", "Calendar")  # bob: 2 > 0, scores an 8
    g.answer("Alchemy", "Anatomy")  # cat: 2 is not more than bob's 2
    g.answer("Archery", "Chemistry", "Compass")  # ann: 3 > 2, scores an 8
    assert g.score("bob") == ["Antibiotics"]
    assert g.score("cat") == []
    assert g.score("ann") == ["Corporations"]
    assert g.hand("ann") == ["Canning"]  # sharing bonus
    assert g.shared_bonus
    assert g.hand("bob") == [] and g.hand("cat") == []
    assert g.deck_bottom("base", 1, 2) == ["Archery", "Agriculture"]
    assert g.deck_bottom("base", 4) == ["Anatomy"]


def test_democracy_alone_returning_one_card_scores() -> None:
    s = Scenario()
    s.board("ann", "Democracy")
    s.hand("ann", "Archery", "Coal")
    s.deck("base", 8, "Antibiotics")
    g = s.build().dogma("Democracy").answer("Archery", "done")
    assert g.hand("ann") == ["Coal"]
    assert g.score("ann") == ["Antibiotics"]
    assert g.deck_bottom("base", 1) == ["Archery"]


def test_democracy_returning_nothing_scores_nothing() -> None:
    s = Scenario()
    s.board("ann", "Democracy")
    s.hand("ann", "Archery")
    s.deck("base", 8, "Antibiotics")
    g = s.build().dogma("Democracy").answer("done")
    assert g.hand("ann") == ["Archery"]
    assert g.score("ann") == []
    assert g.deck("base", 8)[0] == "Antibiotics"


# ---------------------------------------------------------------- Emancipation


def test_emancipation_demand_transfers_to_score_and_draws_six() -> None:
    s = Scenario()
    s.board("ann", "Mysticism", "Emancipation")  # 2 factories
    s.board("bob", "Writing")  # 0 factories: demanded
    s.hand("bob", "Agriculture", "Sailing")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Emancipation").answer("Sailing")
    assert g.score("ann") == ["Sailing"]
    assert sorted(g.hand("bob")) == ["Agriculture", "Canning"]
    g.answer("purple")  # ann may splay purple (her red pile is empty)
    assert g.splay("ann", "purple") == "right"
    assert not g.shared_bonus


def test_emancipation_demand_with_empty_hand_draws_nothing() -> None:
    s = Scenario()
    s.board("ann", "Emancipation")
    s.board("bob", "Writing")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Emancipation")
    assert g.hand("bob") == []
    assert g.score("ann") == []
    assert g.deck("base", 6)[0] == "Canning"


def test_emancipation_player_with_as_many_factories_is_not_demanded_but_shares() -> None:
    s = Scenario()
    s.board("ann", "Emancipation")
    s.board("bob", "Oars", "Industrialization")  # 2 factories
    s.hand("bob", "Sailing")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Emancipation").answer("red")
    assert g.hand("bob") == ["Sailing"]
    assert g.score("ann") == []
    assert g.splay("bob", "red") == "right"
    assert g.shared_bonus
    assert g.hand("ann") == ["Canning"]


def test_emancipation_splay_offers_red_or_purple() -> None:
    s = Scenario()
    s.board("ann", "Oars", "Coal", "Mysticism", "Emancipation")
    g = s.build().dogma("Emancipation")
    assert g.decision is not None
    assert set(g.decision.options) == {"red", "purple", "done"}
    g.answer("red")
    assert g.splay("ann", "red") == "right"
    assert g.splay("ann", "purple") == "none"


# ---------------------------------------------------------------- Encyclopedia


def test_encyclopedia_melds_all_highest_score_cards() -> None:
    s = Scenario()
    s.board("ann", "Encyclopedia")  # 3 crowns
    s.score("ann", "Coal", "Chemistry", "Alchemy")
    g = s.build().dogma("Encyclopedia").answer("yes")
    assert g.pile("ann", "red") == ["Coal"]
    assert g.pile("ann", "blue") == ["Encyclopedia", "Chemistry"]
    assert g.score("ann") == ["Alchemy"]
    assert not g.shared_bonus


def test_encyclopedia_orders_same_colour_melds() -> None:
    s = Scenario()
    s.board("ann", "Encyclopedia")
    s.score("ann", "Coal", "The Pirate Code", "Agriculture")
    g = s.build().dogma("Encyclopedia").answer("yes", "Coal")
    assert g.pile("ann", "red") == ["Coal", "The Pirate Code"]
    assert g.score("ann") == ["Agriculture"]


def test_encyclopedia_may_decline() -> None:
    s = Scenario()
    s.board("ann", "Encyclopedia")
    s.score("ann", "Coal", "Alchemy")
    g = s.build().dogma("Encyclopedia").answer("no")
    assert g.score("ann") == ["Coal", "Alchemy"]
    assert g.board("ann") == {"blue": ["Encyclopedia"]}


def test_encyclopedia_shared_by_player_with_more_crowns() -> None:
    s = Scenario()
    s.board("ann", "Encyclopedia")
    s.board("bob", "Enterprise", "Translation")  # 3 + 3 crowns
    s.score("bob", "Physics")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Encyclopedia").answer("yes")  # bob; ann has an empty score pile
    assert g.pile("bob", "blue") == ["Translation", "Physics"]
    assert g.score("bob") == []
    assert g.shared_bonus
    assert g.hand("ann") == ["Canning"]


# ---------------------------------------------------------------- Industrialization


def test_industrialization_tucks_a_six_per_colour_with_a_factory() -> None:
    s = Scenario()
    s.board("ann", "Oars", "Industrialization", "Chemistry", "Agriculture")
    s.board("ann", "Emancipation", "Code of Laws", splay="right")  # factory visible on Emancipation
    s.deck("base", 6, "Canning", "Vaccination", "Atomic Theory", "Classification")
    g = s.build().dogma("Industrialization")
    # Red, blue and purple show factories (yellow does not): three tucks.
    assert g.pile("ann", "yellow") == ["Vaccination", "Canning", "Agriculture"]
    assert g.pile("ann", "blue") == ["Atomic Theory", "Chemistry"]
    assert g.deck("base", 6)[0] == "Classification"
    # Purple is already splayed right, so only red is offered.
    assert g.decision is not None and set(g.decision.options) == {"red", "done"}
    g.answer("red")
    assert g.splay("ann", "red") == "right"
    assert not g.shared_bonus


def test_industrialization_shared_by_player_with_more_factories() -> None:
    s = Scenario()
    s.board("ann", "Industrialization")  # 2 factories
    s.board("bob", "Coal")  # 3 factories
    s.deck("base", 6, "Canning", "Vaccination", "Atomic Theory")
    g = s.build().dogma("Industrialization")
    assert g.pile("bob", "yellow") == ["Canning"]
    assert g.pile("ann", "yellow") == ["Vaccination"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Atomic Theory"]


# ---------------------------------------------------------------- Machine Tools


def test_machine_tools_scores_value_of_highest_score_card() -> None:
    s = Scenario()
    s.board("ann", "Machine Tools")
    s.score("ann", "Coal", "Alchemy")
    s.deck("base", 5, "Physics")
    g = s.build().dogma("Machine Tools")
    assert g.score("ann") == ["Coal", "Alchemy", "Physics"]
    assert g.hand("ann") == []


def test_machine_tools_with_empty_score_pile_scores_a_one() -> None:
    s = Scenario()
    s.board("ann", "Machine Tools")
    s.deck("base", 1, "Agriculture")
    g = s.build().dogma("Machine Tools")
    assert g.score("ann") == ["Agriculture"]


def test_machine_tools_shared_and_bonus() -> None:
    s = Scenario()
    s.board("ann", "Machine Tools")
    s.board("bob", "Coal")  # 3 factories, same as ann
    s.score("ann", "Alchemy")
    s.deck("base", 1, "Pottery")
    s.deck("base", 3, "Compass")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Machine Tools")
    assert g.score("bob") == ["Pottery"]
    assert g.score("ann") == ["Alchemy", "Compass"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Canning"]


# ---------------------------------------------------------------- Metric System


def test_metric_system_green_right_allows_any_colour() -> None:
    s = Scenario()
    s.board("ann", "Sailing", "Metric System", splay="right")  # 4 crowns
    s.board("ann", "Tools", "Writing")
    g = s.build().dogma("Metric System")
    assert g.decision is not None and set(g.decision.options) == {"blue", "done"}
    g.answer("blue")
    assert g.splay("ann", "blue") == "right"
    assert g.splay("ann", "green") == "right"
    assert g.decision is not None and g.decision.kind == "action"  # green already right
    assert not g.shared_bonus


def test_metric_system_green_not_right_only_offers_green_afterwards() -> None:
    s = Scenario()
    s.board("ann", "Sailing", "Metric System", "Tools", "Writing")
    g = s.build().dogma("Metric System")
    # First effect does nothing (green not splayed right); second offers green only.
    assert g.decision is not None and set(g.decision.options) == {"green", "done"}
    g.answer("green")
    assert g.splay("ann", "green") == "right"
    assert g.splay("ann", "blue") == "none"
    assert g.decision is not None and g.decision.kind == "action"


def test_metric_system_any_colour_may_be_declined() -> None:
    s = Scenario()
    s.board("ann", "Sailing", "Metric System", splay="right")
    s.board("ann", "Tools", "Writing", "Oars", "Coal")
    g = s.build().dogma("Metric System").answer("done")
    assert g.splay("ann", "blue") == "none"
    assert g.splay("ann", "red") == "none"
    assert g.icons("ann", Icon.CROWN) == 5  # Sailing's two, Metric System's two, Writing's one


def test_metric_system_shared_splay_gives_bonus() -> None:
    s = Scenario()
    s.board("ann", "Metric System")  # 2 crowns
    s.board("bob", "Sailing", "Mapmaking")  # 4 crowns
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Metric System").answer("green")  # bob, second effect
    assert g.splay("bob", "green") == "right"
    assert g.shared_bonus
    assert g.hand("ann") == ["Canning"]


# ---------------------------------------------------------------- Vaccination


def test_vaccination_demand_returns_lowest_and_both_meld() -> None:
    s = Scenario()
    s.board("ann", "Vaccination")  # 2 leaves
    s.board("bob", "Writing")  # 0 leaves: demanded
    s.score("bob", "Agriculture", "Pottery", "Calendar")
    s.deck("base", 6, "Canning")
    s.deck("base", 7, "Lighting")
    g = s.build().dogma("Vaccination").answer("Pottery")  # bob orders his two returns
    assert g.score("bob") == ["Calendar"]
    assert g.deck_bottom("base", 1, 2) == ["Agriculture", "Pottery"]
    assert g.pile("bob", "yellow") == ["Canning"]
    assert g.pile("ann", "purple") == ["Lighting"]
    assert not g.shared_bonus


def test_vaccination_nothing_returned_means_no_meld() -> None:
    s = Scenario()
    s.board("ann", "Vaccination")
    s.board("bob", "Writing")
    s.deck("base", 6, "Canning")
    s.deck("base", 7, "Lighting")
    g = s.build().dogma("Vaccination")
    assert g.board("bob") == {"blue": ["Writing"]}
    assert g.board("ann") == {"yellow": ["Vaccination"]}
    assert g.hand("ann") == []
    assert g.deck("base", 7)[0] == "Lighting"


def test_vaccination_sharer_not_demanded_but_melds_a_seven() -> None:
    s = Scenario(players=("ann", "bob", "cat"))
    s.board("ann", "Vaccination")  # 2 leaves
    s.board("bob", "Agriculture")  # 3 leaves: not demanded, shares
    s.board("cat", "Writing")  # 0 leaves: demanded
    s.score("bob", "Pottery")
    s.score("cat", "Archery")
    s.deck("base", 6, "Canning")
    s.deck("base", 7, "Lighting", "Sanitation", "Bicycle")
    g = s.build().dogma("Vaccination")
    assert g.score("bob") == ["Pottery"]
    assert g.score("cat") == []
    assert g.pile("cat", "yellow") == ["Canning"]
    assert g.pile("bob", "purple") == ["Lighting"]
    assert g.pile("ann", "yellow") == ["Vaccination", "Sanitation"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Bicycle"]  # bonus at ann's highest top card, now 7


def test_classification_in_team_game_leaves_partner_hand_alone() -> None:
    # Seats ann, bob, cat, dan: ann & cat are partners. "Opponents" are bob and dan only.
    s = Scenario(players=("ann", "bob", "cat", "dan"), teams=True)
    s.board("ann", "Classification")
    s.hand("ann", "Coal")
    s.hand("bob", "Archery")
    s.hand("cat", "Oars")
    s.hand("dan", "Writing")
    g = s.build().dogma("Classification").answer("Archery")  # ann orders her two red melds
    assert g.pile("ann", "red") == ["Archery", "Coal"]
    assert g.hand("ann") == []
    assert g.hand("bob") == []
    assert g.hand("cat") == ["Oars"]
    assert g.hand("dan") == ["Writing"]
