"""Scenario tests for the age 7 Artifacts of History cards (written from the card texts and RULES.md)."""

from __future__ import annotations

from innovation.testing import Scenario


def _art(players: tuple[str, ...] = ("ann", "bob")) -> Scenario:
    return Scenario(players=players, expansions=("artifacts",))


# --------------------------------------------------------------------------- Colt Paterson Revolver


def test_colt_matching_colour_returns_hand_and_score_pile() -> None:
    s = _art()
    s.board("ann", "Colt Paterson Revolver")  # 2 factories
    s.board("bob", "Coal")  # 3 factories: compelled
    s.hand("bob", "Writing", "Canal Building")
    s.score("bob", "Optics")
    s.deck("base", 7, "Evolution")  # blue, like Writing
    g = s.build().dogma("Colt Paterson Revolver")
    assert g.hand("bob") == []
    assert g.score("bob") == []
    assert g.deck_bottom("base", 1) == ["Writing"]
    assert g.deck_bottom("base", 2) == ["Canal Building"]
    assert g.deck_bottom("base", 3) == ["Optics"]
    assert g.deck_bottom("base", 7) == ["Evolution"]
    assert any("reveals Writing" in e for e in g.events("reveal"))
    assert g.hand("ann") == [] and not g.shared_bonus


def test_colt_no_matching_colour_keeps_everything() -> None:
    s = _art()
    s.board("ann", "Colt Paterson Revolver")
    s.board("bob", "Coal")
    s.hand("bob", "Canal Building")  # yellow
    s.score("bob", "Optics")
    s.deck("base", 7, "Evolution")  # blue
    g = s.build().dogma("Colt Paterson Revolver")
    assert g.hand("bob") == ["Canal Building", "Evolution"]
    assert g.score("bob") == ["Optics"]


def test_colt_empty_hand_only_draws() -> None:
    s = _art()
    s.board("ann", "Colt Paterson Revolver")
    s.board("bob", "Coal")
    s.score("bob", "Optics")
    s.deck("base", 7, "Evolution")
    g = s.build().dogma("Colt Paterson Revolver")
    assert g.hand("bob") == ["Evolution"]
    assert g.score("bob") == ["Optics"]


def test_colt_does_not_compel_a_player_with_fewer_factories() -> None:
    s = _art()
    s.board("ann", "Colt Paterson Revolver")
    s.board("bob", "Agriculture")  # no factories
    s.hand("bob", "Writing")
    s.score("bob", "Optics")
    s.deck("base", 7, "Evolution")
    g = s.build().dogma("Colt Paterson Revolver")
    assert g.hand("bob") == ["Writing"]
    assert g.score("bob") == ["Optics"]
    assert g.deck("base", 7)[0] == "Evolution"


# --------------------------------------------------------------------------- Corvette Challenger


def test_corvette_tucks_splays_up_and_scores_the_visible_count() -> None:
    s = _art()
    s.board("ann", "Corvette Challenger")  # 2 leaves
    s.board("bob", "Archery")  # no leaves
    s.deck("base", 8, "Quantum Theory")  # blue
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Corvette Challenger")
    assert g.pile("ann", "blue") == ["Quantum Theory", "Corvette Challenger"]
    assert g.splay("ann", "blue") == "up"
    assert g.score("ann") == ["Calendar"]  # two blue cards showing
    assert not g.shared_bonus


def test_corvette_new_colour_counts_one_card() -> None:
    s = _art()
    s.board("ann", "Corvette Challenger")
    s.deck("base", 8, "Flight")  # red: a new pile
    s.deck("base", 1, "Writing")
    g = s.build().dogma("Corvette Challenger")
    assert g.pile("ann", "red") == ["Flight"]
    assert g.splay("ann", "red") == "none"
    assert g.score("ann") == ["Writing"]


def test_corvette_counts_the_whole_splayed_pile() -> None:
    s = _art()
    s.board("ann", "Corvette Challenger")
    s.board("ann", "Construction", "Oars", splay="right")
    s.deck("base", 8, "Flight")
    s.deck("base", 3, "Optics")
    g = s.build().dogma("Corvette Challenger")
    assert g.pile("ann", "red") == ["Flight", "Construction", "Oars"]
    assert g.splay("ann", "red") == "up"
    assert g.score("ann") == ["Optics"]


def test_corvette_shared() -> None:
    s = _art()
    s.board("ann", "Corvette Challenger")  # 2 leaves
    s.board("bob", "Pottery")  # 3 leaves: shares
    s.deck("base", 8, "Quantum Theory", "Flight", "Rocketry")
    s.deck("base", 2, "Calendar")
    s.deck("base", 1, "Writing")
    g = s.build().dogma("Corvette Challenger")
    assert g.pile("bob", "blue") == ["Quantum Theory", "Pottery"]
    assert g.splay("bob", "blue") == "up"
    assert g.score("bob") == ["Calendar"]
    assert g.pile("ann", "red") == ["Flight"]
    assert g.score("ann") == ["Writing"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Rocketry"]  # bonus: highest top card is Flight, an 8


# --------------------------------------------------------------------------- Hansen Writing Ball


def test_hansen_compel_melds_blue_hands_over_the_rest_then_both_draw() -> None:
    s = _art()
    s.board("ann", "Hansen Writing Ball")  # 2 clocks
    s.board("bob", "Railroad")  # 2 clocks: compelled, and shares the second effect
    s.hand("bob", "Writing")
    s.deck(
        "base",
        7,
        "Evolution",
        "Electricity",
        "Combustion",
        "Explosives",  # bob's four draws
        "Sanitation",
        "Publications",  # bob's shared effect: no clock (tucked), then a clock
        "Refrigeration",
        "Lighting",  # ann: no clock (tucked), then a clock
        "Bicycle",  # ann's sharing bonus
    )
    g = s.build().dogma("Hansen Writing Ball").answer("Evolution")
    assert g.pile("bob", "blue") == ["Evolution"]
    assert g.pile("bob", "yellow") == ["Sanitation"]
    assert g.hand("bob") == ["Publications"]
    assert g.pile("ann", "yellow") == ["Refrigeration"]
    assert sorted(g.hand("ann")) == sorted(
        ["Writing", "Electricity", "Combustion", "Explosives", "Lighting", "Bicycle"]
    )
    assert g.shared_bonus


def test_hansen_compel_without_a_blue_card_hands_over_everything() -> None:
    s = _art()
    s.board("ann", "Hansen Writing Ball")
    s.board("bob", "Railroad")
    s.deck("base", 7, "Electricity", "Combustion", "Explosives", "Sanitation", "Lighting", "Bicycle", "Publications")
    g = s.build().dogma("Hansen Writing Ball")
    assert g.board("bob") == {"purple": ["Railroad"]}
    assert g.hand("bob") == ["Lighting"]
    assert sorted(g.hand("ann")) == sorted(
        ["Electricity", "Combustion", "Explosives", "Sanitation", "Bicycle", "Publications"]
    )
    assert g.shared_bonus


def test_hansen_clock_card_is_kept_at_once_without_compel() -> None:
    s = _art()
    s.board("ann", "Hansen Writing Ball")
    s.board("bob", "Agriculture")  # no clocks: neither compelled nor sharing
    s.hand("bob", "Writing")
    s.deck("base", 7, "Publications")
    g = s.build().dogma("Hansen Writing Ball")
    assert g.hand("ann") == ["Publications"]
    assert g.pile("ann", "blue") == []
    assert g.hand("bob") == ["Writing"]
    assert not g.shared_bonus


# --------------------------------------------------------------------------- International Prototype Metre Bar


def test_metre_bar_wins_when_visible_count_equals_value() -> None:
    s = _art()
    s.board("ann", "Clothing", "International Prototype Metre Bar")  # 2 crowns
    s.board("bob", "Archery")  # no crowns
    s.deck("base", 3, "Compass")  # green: the pile becomes 3 cards, splayed up
    g = s.build().dogma("International Prototype Metre Bar").answer("3")
    assert g.result is not None and g.result.winners == ["ann"]


def test_metre_bar_otherwise_returns_the_melded_card() -> None:
    s = _art()
    s.board("ann", "Clothing", "International Prototype Metre Bar")
    s.deck("base", 2, "Currency")  # green: 3 cards showing, not 2
    g = s.build().dogma("International Prototype Metre Bar").answer("2")
    assert g.result is None
    assert g.pile("ann", "green") == ["Clothing", "International Prototype Metre Bar"]
    assert g.splay("ann", "green") == "up"
    assert g.deck_bottom("base", 2) == ["Currency"]


def test_metre_bar_new_colour_counts_one() -> None:
    s = _art()
    s.board("ann", "International Prototype Metre Bar")
    s.deck("base", 3, "Optics")  # red: a one-card pile is not a 3
    g = s.build().dogma("International Prototype Metre Bar").answer("3")
    assert g.result is None
    assert g.pile("ann", "red") == []
    assert g.deck_bottom("base", 3) == ["Optics"]


def test_metre_bar_one_wins_with_a_new_pile() -> None:
    s = _art()
    s.board("ann", "International Prototype Metre Bar")
    s.deck("base", 1, "Archery")  # red 1 on an empty red pile: one card showing
    g = s.build().dogma("International Prototype Metre Bar").answer("1")
    assert g.result is not None and g.result.winners == ["ann"]


def test_metre_bar_shared_sharer_can_win_first() -> None:
    s = _art()
    s.board("ann", "International Prototype Metre Bar")  # 2 crowns
    s.board("bob", "Sailing")  # 2 crowns: shares, and goes first
    s.deck("base", 2, "Currency")  # green, onto Sailing: two cards showing
    g = s.build().dogma("International Prototype Metre Bar").answer("2")
    assert g.result is not None and g.result.winners == ["bob"]
    assert g.pile("bob", "green") == ["Sailing", "Currency"]


# --------------------------------------------------------------------------- Jedlik's Electromagnetic Self-Rotor


def test_jedlik_scores_melds_and_claims_the_eight() -> None:
    s = _art()
    s.board("ann", "Jedlik's Electromagnetic Self-Rotor")  # 2 lightbulbs
    s.board("bob", "Agriculture")  # none
    s.available_achievements("Calendar", "Mass Media")
    s.deck("base", 8, "Antibiotics", "Flight")
    g = s.build().dogma("Jedlik's Electromagnetic Self-Rotor")
    assert g.score("ann") == ["Antibiotics"]
    assert g.pile("ann", "red") == ["Jedlik's Electromagnetic Self-Rotor", "Flight"]
    assert g.achievements("ann") == ["Mass Media"]
    assert g.available_achievements() == ["Calendar"]
    assert not g.shared_bonus


def test_jedlik_no_eight_available() -> None:
    s = _art()
    s.board("ann", "Jedlik's Electromagnetic Self-Rotor")
    s.available_achievements("Calendar")
    s.deck("base", 8, "Antibiotics", "Flight")
    g = s.build().dogma("Jedlik's Electromagnetic Self-Rotor")
    assert g.achievements("ann") == []
    assert g.available_achievements() == ["Calendar"]
    assert g.score("ann") == ["Antibiotics"]


def test_jedlik_shared_sharer_claims_the_eight_first() -> None:
    s = _art()
    s.board("ann", "Jedlik's Electromagnetic Self-Rotor")  # 2 lightbulbs
    s.board("bob", "Tools")  # 2 lightbulbs: shares
    s.available_achievements("Mass Media")
    s.deck("base", 8, "Antibiotics", "Flight", "Rocketry", "Socialism", "Empiricism")
    g = s.build().dogma("Jedlik's Electromagnetic Self-Rotor")
    assert g.score("bob") == ["Antibiotics"]
    assert g.pile("bob", "red") == ["Flight"]
    assert g.achievements("bob") == ["Mass Media"]
    assert g.score("ann") == ["Rocketry"]
    assert g.pile("ann", "purple") == ["Socialism"]
    assert g.achievements("ann") == []
    assert g.shared_bonus
    assert g.hand("ann") == ["Empiricism"]


# --------------------------------------------------------------------------- Periodic Table


def test_periodic_table_repeats_when_melded_over_a_chosen_card() -> None:
    s = _art()
    s.board("ann", "Periodic Table", "Bicycle", "Archery")  # a pair of 7s
    s.board("bob", "Agriculture")  # no lightbulbs
    s.deck("base", 8, "Mass Media", "Flight")  # green: lands on Bicycle
    g = s.build().dogma("Periodic Table")
    assert g.pile("ann", "green") == ["Bicycle", "Mass Media"]
    assert g.deck("base", 8)[0] == "Flight"  # no pair left: the repeat does nothing
    assert g.hand("ann") == []
    assert not g.shared_bonus


def test_periodic_table_stops_when_melded_elsewhere() -> None:
    s = _art()
    s.board("ann", "Periodic Table", "Bicycle", "Archery")
    s.deck("base", 8, "Flight", "Mass Media")  # red: lands on Archery
    g = s.build().dogma("Periodic Table")
    assert g.pile("ann", "red") == ["Archery", "Flight"]
    assert g.pile("ann", "green") == ["Bicycle"]
    assert g.deck("base", 8)[0] == "Mass Media"


def test_periodic_table_chooses_among_several_and_repeats() -> None:
    s = _art()
    s.board("ann", "Periodic Table", "Bicycle", "Lighting")  # three 7s
    s.deck("base", 8, "Empiricism", "Socialism")  # both purple
    g = s.build().dogma("Periodic Table").answer("Bicycle", "Lighting")
    # Empiricism lands on Lighting (chosen): repeat with the only pair left (Periodic Table,
    # Bicycle); Socialism lands on Empiricism, which was not chosen: stop.
    assert g.pile("ann", "purple") == ["Lighting", "Empiricism", "Socialism"]
    assert g.decision is not None and g.decision.kind == "action"


def test_periodic_table_without_a_pair_does_nothing() -> None:
    s = _art()
    s.board("ann", "Periodic Table", "Archery")
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Periodic Table")
    assert g.board("ann") == {"blue": ["Periodic Table"], "red": ["Archery"]}
    assert g.deck("base", 8)[0] == "Flight"


def test_periodic_table_shared() -> None:
    s = _art()
    s.board("ann", "Periodic Table")  # 3 lightbulbs, no pair
    s.board("bob", "Education", "Optics")  # 3 lightbulbs: shares; a pair of 3s
    s.deck("base", 4, "Colonialism")  # red: lands on Optics, then no pair is left
    s.deck("base", 7, "Lighting")
    g = s.build().dogma("Periodic Table")
    assert g.pile("bob", "red") == ["Optics", "Colonialism"]
    assert g.board("ann") == {"blue": ["Periodic Table"]}
    assert g.shared_bonus
    assert g.hand("ann") == ["Lighting"]


# --------------------------------------------------------------------------- Roundhay Garden Scene


def test_roundhay_melds_scores_two_and_executes() -> None:
    s = _art()
    s.board("ann", "Roundhay Garden Scene")  # 3 leaves
    s.board("bob", "Archery")  # no leaves
    s.score("ann", "Writing", "Agriculture")  # two 1s: ann picks
    s.deck("base", 1, "Pottery", "Tools")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Roundhay Garden Scene").answer("Writing")
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.score("ann") == ["Agriculture", "Pottery", "Tools"]
    assert g.hand("ann") == ["Calendar"]  # Writing: draw a 2
    assert not g.shared_bonus


def test_roundhay_executes_a_demand_against_players_with_fewer_icons() -> None:
    s = _art()
    s.board("ann", "Roundhay Garden Scene")  # 3 leaves
    s.board("bob", "Masonry")  # no leaves: Archery's demand reaches him
    s.score("ann", "Archery")
    s.hand("bob", "Calendar")
    s.deck("base", 1, "Pottery", "Tools", "Writing")
    g = s.build().dogma("Roundhay Garden Scene")
    assert g.pile("ann", "red") == ["Archery"]
    assert g.score("ann") == ["Pottery", "Tools"]
    assert g.hand("bob") == ["Writing"]
    assert g.hand("ann") == ["Calendar"]


def test_roundhay_empty_score_pile_scores_two_ones() -> None:
    s = _art()
    s.board("ann", "Roundhay Garden Scene")
    s.deck("base", 1, "Pottery", "Tools")
    g = s.build().dogma("Roundhay Garden Scene")
    assert g.score("ann") == ["Pottery", "Tools"]
    assert g.board("ann") == {"purple": ["Roundhay Garden Scene"]}


def test_roundhay_shared() -> None:
    s = _art()
    s.board("ann", "Roundhay Garden Scene")  # 3 leaves
    s.board("bob", "Pottery")  # 3 leaves: shares
    s.score("bob", "Writing")
    s.deck("base", 1, "Tools", "Agriculture", "Oars", "Sailing")
    s.deck("base", 2, "Calendar")
    s.deck("base", 7, "Lighting")
    g = s.build().dogma("Roundhay Garden Scene")
    assert g.pile("bob", "blue") == ["Pottery", "Writing"]
    assert g.score("bob") == ["Tools", "Agriculture"]
    assert g.hand("bob") == ["Calendar"]
    assert g.score("ann") == ["Oars", "Sailing"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Lighting"]


# --------------------------------------------------------------------------- Singer Model 27


def test_singer_tucks_splays_up_and_tucks_score_cards_of_that_colour() -> None:
    s = _art()
    s.board("ann", "Singer Model 27", "Mathematics")  # 2 clocks
    s.board("bob", "Archery")  # no clocks
    s.hand("ann", "Writing")
    s.score("ann", "Tools", "Agriculture", "Calendar")
    g = s.build().dogma("Singer Model 27").answer("Tools")  # ann orders the two blue score cards
    assert g.pile("ann", "blue") == ["Calendar", "Tools", "Writing", "Mathematics"]
    assert g.splay("ann", "blue") == "up"
    assert g.score("ann") == ["Agriculture"]
    assert g.hand("ann") == []
    assert not g.shared_bonus


def test_singer_empty_hand_does_nothing() -> None:
    s = _art()
    s.board("ann", "Singer Model 27", "Mathematics")
    s.score("ann", "Tools")
    g = s.build().dogma("Singer Model 27")
    assert g.score("ann") == ["Tools"]
    assert g.pile("ann", "blue") == ["Mathematics"]


def test_singer_chosen_card_decides_the_colour() -> None:
    s = _art()
    s.board("ann", "Singer Model 27")
    s.hand("ann", "Writing", "Agriculture")
    s.score("ann", "Tools", "Masonry")
    g = s.build().dogma("Singer Model 27").answer("Agriculture")
    assert g.pile("ann", "yellow") == ["Masonry", "Agriculture", "Singer Model 27"]
    assert g.splay("ann", "yellow") == "up"
    assert g.score("ann") == ["Tools"]
    assert g.hand("ann") == ["Writing"]


def test_singer_shared() -> None:
    s = _art()
    s.board("ann", "Singer Model 27")  # 2 clocks
    s.board("bob", "Railroad")  # 2 clocks: shares
    s.hand("bob", "Mysticism")
    s.score("bob", "Code of Laws")
    s.deck("base", 7, "Lighting")
    g = s.build().dogma("Singer Model 27")
    assert g.pile("bob", "purple") == ["Code of Laws", "Mysticism", "Railroad"]
    assert g.splay("bob", "purple") == "up"
    assert g.score("bob") == []
    assert g.shared_bonus
    assert g.hand("ann") == ["Lighting"]


# --------------------------------------------------------------------------- Submarine H. L. Hunley


def test_submarine_bottom_one_returns_the_whole_colour() -> None:
    s = _art()
    s.board("ann", "Submarine H. L. Hunley")  # 3 factories
    s.board("bob", "Archery", "Coal")  # 3 factories: compelled; bottom red is a 1
    s.deck("base", 7, "Explosives")  # red
    g = s.build().dogma("Submarine H. L. Hunley")
    assert g.pile("bob", "red") == []
    assert g.deck_bottom("base", 1) == ["Archery"]
    assert g.deck_bottom("base", 5) == ["Coal"]
    assert g.deck_bottom("base", 7) == ["Explosives"]
    assert any("reveals Archery" in e for e in g.events("reveal"))
    assert g.pile("ann", "red") == ["Submarine H. L. Hunley"]
    assert not g.shared_bonus


def test_submarine_bottom_not_a_one_keeps_the_pile() -> None:
    s = _art()
    s.board("ann", "Submarine H. L. Hunley")
    s.board("bob", "Coal")
    s.deck("base", 7, "Combustion")
    g = s.build().dogma("Submarine H. L. Hunley")
    assert g.pile("bob", "red") == ["Coal", "Combustion"]


def test_submarine_other_colour_is_judged_by_its_own_bottom() -> None:
    s = _art()
    s.board("ann", "Submarine H. L. Hunley")
    s.board("bob", "Coal", "Writing")  # blue bottom is a 1
    s.deck("base", 7, "Evolution")  # blue
    g = s.build().dogma("Submarine H. L. Hunley")
    assert g.pile("bob", "blue") == []
    assert g.pile("bob", "red") == ["Coal"]
    assert g.deck_bottom("base", 1) == ["Writing"]
    assert g.deck_bottom("base", 7) == ["Evolution"]


def test_submarine_does_not_compel_fewer_factories() -> None:
    s = _art()
    s.board("ann", "Submarine H. L. Hunley")
    s.board("bob", "Archery")
    s.deck("base", 7, "Explosives")
    g = s.build().dogma("Submarine H. L. Hunley")
    assert g.pile("bob", "red") == ["Archery"]
    assert g.deck("base", 7)[0] == "Explosives"


# --------------------------------------------------------------------------- The Communist Manifesto


def test_communist_manifesto_hands_out_cards_and_executes_own() -> None:
    s = _art()
    s.board("ann", "The Communist Manifesto")  # 2 crowns
    s.board("bob", "Archery")  # no crowns
    s.deck("base", 7, "Railroad", "Evolution")
    s.deck("base", 6, "Canning", "Vaccination", "Democracy")
    g = s.build().dogma("The Communist Manifesto")
    assert g.decision is not None and set(g.decision.options) == {"railroad", "evolution"}
    g.answer("Railroad")  # for ann's own board; Evolution goes to bob
    assert g.pile("ann", "purple") == ["The Communist Manifesto", "Railroad"]
    assert g.pile("bob", "blue") == ["Evolution"]
    assert g.hand("ann") == ["Canning", "Vaccination", "Democracy"]  # Railroad: draw three 6s
    assert not g.shared_bonus


def test_communist_manifesto_three_players() -> None:
    s = _art(("ann", "bob", "cat"))
    s.board("ann", "The Communist Manifesto")
    s.deck("base", 7, "Bicycle", "Evolution", "Lighting")
    g = s.build().dogma("The Communist Manifesto").answer("Evolution", "Lighting")
    # Evolution for ann (you may choose; "done" declines), Lighting for bob, Bicycle for cat.
    assert g.decision is not None and g.decision.player == "ann"
    g.answer("done")  # decline Evolution's option
    assert g.pile("ann", "blue") == ["Evolution"]
    assert g.pile("bob", "purple") == ["Lighting"]
    assert g.pile("cat", "green") == ["Bicycle"]
    assert g.hand("ann") == []


def test_communist_manifesto_shared() -> None:
    s = _art()
    s.board("ann", "The Communist Manifesto")  # 2 crowns
    s.board("bob", "Sailing")  # 2 crowns: shares, and goes first
    s.deck("base", 7, "Bicycle", "Lighting", "Sanitation", "Combustion", "Explosives")
    g = s.build().dogma("The Communist Manifesto")
    g.answer("Lighting")  # bob keeps Lighting (nothing to tuck), Bicycle goes to ann
    g.answer("Sanitation")  # ann keeps Sanitation (no non-demand effect), Combustion goes to bob
    assert g.pile("bob", "purple") == ["Lighting"]
    assert g.pile("bob", "red") == ["Combustion"]
    assert g.pile("ann", "green") == ["Bicycle"]
    assert g.pile("ann", "yellow") == ["Sanitation"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Explosives"]
