"""Scenario tests for age 5 Echoes cards (written from the card texts and RULES.md)."""

from __future__ import annotations

from innovation.testing import Scenario


def _s() -> Scenario:
    return Scenario(players=("ann", "bob"), expansions=("echoes",))


# --------------------------------------------------------------------------- Coke


def test_coke_tucks_then_melds_factory_cards_until_one_is_foreshadowed() -> None:
    s = _s()
    s.board("ann", "Coke")
    s.deck("base", 4, "Anatomy")
    s.deck("base", 6, "Canning", "Atomic Theory")
    g = s.build().dogma("Coke")
    # Echo: Anatomy is tucked; then Canning (factory) is melded, Atomic Theory (none) foreshadowed.
    assert g.pile("ann", "yellow") == ["Anatomy", "Canning"]
    assert g.zone("ann", "forecast") == ["Atomic Theory"]
    assert g.hand("ann") == []
    assert g.pile("ann", "red") == ["Coke"]
    assert not g.shared_bonus


def test_coke_first_card_without_factory_is_foreshadowed() -> None:
    s = _s()
    s.board("ann", "Coke")
    s.deck("base", 4, "Colonialism")
    s.deck("base", 6, "Classification")
    g = s.build().dogma("Coke")
    assert g.pile("ann", "red") == ["Colonialism", "Coke"]
    assert g.zone("ann", "forecast") == ["Classification"]
    assert g.pile("ann", "green") == []


def test_coke_shared_by_player_with_as_many_factories() -> None:
    s = _s()
    s.board("ann", "Coke")  # 2 factories
    s.board("bob", "Coal")  # 3 factories: shares
    s.deck("base", 4, "Anatomy", "Colonialism")
    s.deck("base", 6, "Atomic Theory", "Canning", "Classification", "Democracy")
    g = s.build().dogma("Coke")
    assert g.pile("bob", "yellow") == ["Anatomy"]
    assert g.pile("ann", "red") == ["Colonialism", "Coke"]
    assert g.zone("bob", "forecast") == ["Atomic Theory"]
    assert g.pile("ann", "yellow") == ["Canning"]
    assert g.zone("ann", "forecast") == ["Classification"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Democracy"]  # bonus: a 6 (Canning is ann's highest top card)


# --------------------------------------------------------------------------- Lightning Rod


def test_lightning_rod_demand_tuck_and_return_top_card_of_that_colour() -> None:
    s = _s()
    s.board("ann", "Lightning Rod")  # 1 factory
    s.board("bob", "Pottery")  # no factory: demanded
    s.deck("base", 5, "Chemistry", "Physics", "Coal")
    g = s.build().dogma("Lightning Rod")
    # Echo (ann): Chemistry tucked under Lightning Rod.
    assert g.pile("ann", "blue") == ["Chemistry", "Lightning Rod"]
    # Demand (bob): Physics tucked under Pottery, then Pottery (the top blue card) returned.
    assert g.pile("bob", "blue") == ["Physics"]
    assert g.deck_bottom("base", 1) == ["Pottery"]
    # ann: Coal tucked, then may return a top card: she declines.
    assert g.decision is not None and g.decision.player == "ann"
    g.answer("done")
    assert g.pile("ann", "red") == ["Coal"]
    assert g.pile("ann", "blue") == ["Chemistry", "Lightning Rod"]
    assert not g.shared_bonus


def test_lightning_rod_may_return_a_top_card() -> None:
    s = _s()
    s.board("ann", "Lightning Rod")
    s.deck("base", 5, "Chemistry", "Physics", "Coal")
    g = s.build().dogma("Lightning Rod").answer("Coal")
    # bob (no board, no factories) is demanded: Physics is tucked and returned.
    assert g.pile("ann", "red") == []
    assert g.deck_bottom("base", 5, 2) == ["Coal", "Physics"]
    assert g.pile("ann", "blue") == ["Chemistry", "Lightning Rod"]


def test_lightning_rod_demand_with_empty_colour_returns_the_tucked_card() -> None:
    s = _s()
    s.board("ann", "Lightning Rod")
    s.board("bob", "Writing")
    s.deck("base", 5, "Chemistry", "Coal", "Physics")
    g = s.build().dogma("Lightning Rod").answer("done")
    assert g.pile("bob", "red") == []
    assert g.deck_bottom("base", 5) == ["Coal"]
    assert g.pile("ann", "blue") == ["Physics", "Chemistry", "Lightning Rod"]


def test_lightning_rod_equal_factories_shares_instead_of_being_demanded() -> None:
    s = _s()
    s.board("ann", "Lightning Rod")
    s.board("bob", "Coal")  # 3 factories: not demanded, shares
    s.deck("base", 5, "Chemistry", "Physics", "Astronomy", "Banking", "Measurement")
    g = s.build().dogma("Lightning Rod")
    g.answer("done")  # bob declines to return a top card
    g.answer("done")  # ann declines too
    assert g.pile("bob", "blue") == ["Chemistry"]
    assert g.pile("bob", "purple") == ["Astronomy"]
    assert g.pile("bob", "red") == ["Coal"]
    assert g.pile("ann", "blue") == ["Physics", "Lightning Rod"]
    assert g.pile("ann", "green") == ["Banking"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Measurement"]


# --------------------------------------------------------------------------- Octant


def test_octant_demand_transfers_card_and_foreshadows() -> None:
    s = _s()
    s.board("ann", "Octant")  # 3 crowns
    s.board("bob", "Canning", "Coal", "Tools")  # no crowns
    s.deck("base", 6, "Atomic Theory", "Classification")
    g = s.build().dogma("Octant")
    # Only Canning qualifies (Coal is red, Tools has neither a leaf nor a factory).
    assert g.pile("ann", "yellow") == ["Canning"]
    assert g.pile("bob", "yellow") == []
    assert g.zone("bob", "forecast") == ["Atomic Theory"]
    assert g.zone("ann", "forecast") == ["Classification"]
    assert not g.shared_bonus


def test_octant_demand_player_chooses_among_eligible_cards() -> None:
    s = _s()
    s.board("ann", "Octant")
    s.board("bob", "Canning", "Pottery")
    s.deck("base", 6, "Atomic Theory", "Classification")
    g = s.build().dogma("Octant").answer("Pottery")
    assert g.pile("ann", "blue") == ["Pottery"]
    assert g.pile("bob", "yellow") == ["Canning"]
    assert g.zone("bob", "forecast") == ["Atomic Theory"]
    assert g.zone("ann", "forecast") == ["Classification"]


def test_octant_demand_without_eligible_card_does_not_foreshadow() -> None:
    s = _s()
    s.board("ann", "Octant")
    s.board("bob", "Coal", "Tools")
    s.deck("base", 6, "Classification")
    g = s.build().dogma("Octant")
    assert g.pile("bob", "red") == ["Coal"]
    assert g.zone("bob", "forecast") == []
    assert g.zone("ann", "forecast") == ["Classification"]


def test_octant_not_demanded_with_as_many_crowns_but_shares() -> None:
    s = _s()
    s.board("ann", "Octant")
    s.board("bob", "Canning", "Translation")  # 3 crowns
    s.deck("base", 6, "Atomic Theory", "Classification")
    s.deck("base", 5, "Coal")
    g = s.build().dogma("Octant")
    assert g.pile("bob", "yellow") == ["Canning"]
    assert g.zone("bob", "forecast") == ["Atomic Theory"]
    assert g.zone("ann", "forecast") == ["Classification"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Coal"]  # bonus: a 5 (Octant)


# --------------------------------------------------------------------------- Palampore


def test_palampore_scores_repeated_bonus_value_and_splays_purple() -> None:
    s = _s()
    s.board("ann", "Palampore", "Puppet", "Clock")  # bonuses: 5 (Palampore), 5 (Clock)
    s.deck("base", 5, "Astronomy")
    g = s.build().dogma("Palampore")
    assert g.score("ann") == ["Astronomy"]
    g.answer("purple")
    assert g.splay("ann", "purple") == "right"
    assert g.achievements("ann") == []  # only two bonuses showing
    assert not g.shared_bonus


def test_palampore_without_repeated_bonus_draws_nothing() -> None:
    s = _s()
    s.board("ann", "Palampore", "Puppet")
    g = s.build().dogma("Palampore")
    assert g.score("ann") == []
    assert g.hand("ann") == []
    assert g.decision is not None and g.decision.kind == "action"


def test_palampore_six_bonuses_claims_wealth() -> None:
    s = _s()
    s.board("ann", "Scissors", "Palampore", splay="up")  # Scissors shows its bonus 2
    s.board("ann", "Plumbing", "Dice", "Noodles", "Puppet")  # bonuses 2, 1, 1, 3
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Palampore")
    g.answer("2")  # 1 and 2 both repeat: ann picks 2
    assert g.score("ann") == ["Calendar"]
    assert g.achievements("ann") == ["wealth"]
    assert "wealth" not in g.specials_available()


# --------------------------------------------------------------------------- Piano


def test_piano_echo_draws_a_value_from_any_hand() -> None:
    s = _s()
    s.board("ann", "Piano")
    s.hand("ann", "Coal")
    s.hand("bob", "Calendar")
    s.deck("echoes", 2, "Lever")
    g = s.build().dogma("Piano").answer("2")
    # ann holds only a base card, so her 2 comes from the Echoes pile.
    assert g.hand("ann") == ["Coal", "Lever"]
    assert g.hand("bob") == ["Calendar"]


def test_piano_five_different_top_values_returns_five_and_scores_each_value() -> None:
    s = _s()
    s.board("ann", "Writing", "Construction", "Paper", "Anatomy", "Piano")  # values 1..5
    s.score("ann", "Oars", "Mapmaking", "Optics", "Navigation", "Banking", "Coal")
    s.deck("base", 1, "Pottery")
    s.deck("base", 2, "Fermenting")
    s.deck("base", 3, "Compass")
    s.deck("base", 4, "Enterprise")
    s.deck("base", 5, "Astronomy")
    g = s.build().dogma("Piano")
    g.answer("Oars", "Mapmaking", "Optics", "Navigation", "Banking")
    assert g.score("ann") == ["Coal", "Pottery", "Fermenting", "Compass", "Enterprise", "Astronomy"]
    assert g.deck_bottom("base", 1) == ["Oars"]
    assert g.deck_bottom("base", 4) == ["Navigation"]
    assert g.deck_bottom("base", 5) == ["Banking"]


def test_piano_with_repeated_top_value_does_nothing() -> None:
    s = _s()
    s.board("ann", "Writing", "Archery", "Paper", "Anatomy", "Piano")  # two 1s
    s.score("ann", "Oars")
    g = s.build().dogma("Piano")
    assert g.score("ann") == ["Oars"]
    assert g.hand("ann") == []


# --------------------------------------------------------------------------- Pressure Cooker


def test_pressure_cooker_returns_hand_and_draws_bonus_values_in_chosen_order() -> None:
    s = _s()
    s.board("ann", "Pressure Cooker", "Plumbing", "Dice")  # top bonuses 5, 2, 1
    s.hand("ann", "Coal", "Archery")
    s.deck("base", 1, "Pottery")
    s.deck("echoes", 2, "Lever")
    s.deck("base", 5, "Astronomy")
    g = s.build().dogma("Pressure Cooker")
    g.answer("1", "2")  # the 5 comes last
    # Empty hand: base 1; then only a base card in hand: Echoes 2; then base 5.
    assert g.hand("ann") == ["Pottery", "Lever", "Astronomy"]
    assert g.deck_bottom("base", 5) == ["Coal"]
    assert g.deck_bottom("base", 1) == ["Archery"]


def test_pressure_cooker_bonuses_only_count_on_top_cards() -> None:
    s = _s()
    s.board("ann", "Dice", "Writing", splay="right")  # Dice's bonus shows, but Dice is not a top card
    s.board("ann", "Pressure Cooker")
    s.deck("base", 5, "Astronomy")
    g = s.build().dogma("Pressure Cooker")
    # Writing (top blue) has no bonus; only Pressure Cooker's 5 counts.
    assert g.hand("ann") == ["Astronomy"]


# --------------------------------------------------------------------------- Seed Drill


def test_seed_drill_demand_returns_low_top_card_and_moves_deck_bottom_to_achievements() -> None:
    s = _s()
    s.board("ann", "Seed Drill")  # 2 leaves
    s.board("bob", "Writing", "Mapmaking", "Coal")  # no leaves
    g = s.build().dogma("Seed Drill").answer("Writing")
    assert g.pile("bob", "blue") == []
    assert g.deck_bottom("base", 1) == ["Writing"]
    bottom = g.deck_bottom("base", 4)[0]
    before = g.available_achievements()
    g.answer("4", "yes")
    assert g.available_achievements() == [*before, bottom]
    assert bottom not in g.deck("base", 4)
    assert not g.shared_bonus


def test_seed_drill_may_decline_the_transfer() -> None:
    s = _s()
    s.board("ann", "Seed Drill")
    g = s.build()
    bottom = g.deck_bottom("base", 5)
    g.dogma("Seed Drill").answer("5", "no")
    assert g.deck_bottom("base", 5) == bottom
    assert len(g.available_achievements()) == 9


def test_seed_drill_empty_deck_offers_nothing() -> None:
    s = _s()
    s.board("ann", "Seed Drill")
    s.exhaust("base", 3)
    g = s.build().dogma("Seed Drill").answer("3")
    assert g.deck("base", 3) == []
    assert len(g.available_achievements()) == 9
    assert g.decision is not None and g.decision.kind == "action"


def test_seed_drill_not_demanded_with_equal_leaves_but_shares() -> None:
    s = _s()
    s.board("ann", "Seed Drill")
    s.board("bob", "Clothing")  # 2 leaves, a 1
    g = s.build().dogma("Seed Drill")
    g.answer("3", "no")  # bob shares first and declines
    bottom = g.deck_bottom("base", 3)[0]
    g.answer("3", "yes")
    assert g.pile("bob", "green") == ["Clothing"]
    assert bottom in g.available_achievements()
    assert not g.shared_bonus  # bob changed nothing


# --------------------------------------------------------------------------- Stove


def test_stove_echo_scores_top_card_without_factory_then_tucks_and_scores() -> None:
    s = _s()
    s.board("ann", "Stove", "Writing", "Clothing")
    s.deck("base", 4, "Navigation", "Enterprise")
    g = s.build().dogma("Stove")
    g.answer("Writing")  # echo: Writing or Clothing (Stove has a factory)
    # Navigation tucked under Clothing (value 1 < 4): draw and score a 4.
    assert g.pile("ann", "green") == ["Navigation", "Clothing"]
    assert g.score("ann") == ["Writing", "Enterprise"]
    g.answer("green")
    assert g.splay("ann", "green") == "right"
    assert not g.shared_bonus


def test_stove_no_score_when_top_card_is_four_or_more() -> None:
    s = _s()
    s.board("ann", "Stove")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Stove")
    # Echo: no top card without a factory. Anatomy goes under Stove (a 5).
    assert g.pile("ann", "yellow") == ["Anatomy", "Stove"]
    assert g.score("ann") == []
    assert g.decision is not None and g.decision.kind == "action"


def test_stove_tucked_card_alone_in_its_pile_is_not_below_four() -> None:
    s = _s()
    s.board("ann", "Stove")
    s.deck("base", 4, "Navigation")
    g = s.build().dogma("Stove")
    assert g.pile("ann", "green") == ["Navigation"]
    assert g.score("ann") == []


# --------------------------------------------------------------------------- Thermometer


def test_thermometer_echo_keeps_splay_of_two_card_pile() -> None:
    s = _s()
    s.board("ann", "Thermometer")
    s.board("ann", "Clothing", "Sailing", splay="left")
    s.deck("base", 1, "Pottery")
    g = s.build().dogma("Thermometer")
    assert g.pile("ann", "green") == ["Sailing", "Clothing"]
    assert g.splay("ann", "green") == "left"
    # No yellow card: draw and meld a 1 (Pottery, blue): no repeat.
    assert g.pile("ann", "blue") == ["Thermometer", "Pottery"]


def test_thermometer_echo_moves_bottom_of_longer_pile_to_top() -> None:
    s = _s()
    s.board("ann", "Thermometer")
    s.board("ann", "Clothing", "Sailing", "Paper", splay="right")
    s.board("ann", "Anatomy")
    s.deck("base", 5, "Astronomy")
    g = s.build().dogma("Thermometer")
    assert g.pile("ann", "green") == ["Sailing", "Paper", "Clothing"]
    assert g.splay("ann", "green") == "right"
    assert g.pile("ann", "purple") == ["Astronomy"]  # one above Anatomy's 4


def test_thermometer_repeats_while_melding_yellow() -> None:
    s = _s()
    s.board("ann", "Thermometer")
    s.deck("base", 1, "Agriculture")
    s.deck("base", 2, "Canal Building")
    s.deck("base", 3, "Compass")
    g = s.build().dogma("Thermometer")
    assert g.pile("ann", "yellow") == ["Agriculture", "Canal Building"]
    assert g.pile("ann", "green") == ["Compass"]
    assert g.hand("ann") == []


# --------------------------------------------------------------------------- Tuning Fork


def test_tuning_fork_echo_looks_at_a_deck_top_privately() -> None:
    s = _s()
    s.board("ann", "Tuning Fork")
    s.deck("base", 5, "Coal")
    g = s.build().dogma("Tuning Fork").answer("base 5")
    assert g.deck("base", 5)[0] == "Coal"
    looks = [e for e in g.game.events if e.kind == "look"]
    assert len(looks) == 1 and looks[0].visible_to == ("ann",) and looks[0].card == "coal"
    assert g.hand("ann") == []
    assert not g.shared_bonus


def test_tuning_fork_returns_draws_and_melds_higher_card() -> None:
    s = _s()
    s.board("ann", "Tuning Fork", "Writing")
    s.hand("ann", "Coal")
    s.deck("base", 5, "Chemistry")
    g = s.build().dogma("Tuning Fork").answer("echoes 1")
    # Coal is returned (the only card), Chemistry drawn and revealed: 5 beats Writing's 1: melded.
    assert g.pile("ann", "blue") == ["Writing", "Chemistry"]
    assert g.deck_bottom("base", 5) == ["Coal"]
    assert g.hand("ann") == []


def test_tuning_fork_returns_lower_card_and_may_repeat() -> None:
    s = _s()
    s.board("ann", "Tuning Fork", "Archery")
    s.hand("ann", "Coal", "Oars")
    s.deck("echoes", 1, "Bangle")
    s.deck("base", 5, "Chemistry")
    g = s.build().dogma("Tuning Fork").answer("base 2", "Oars")
    # ann holds only a base card, so she draws Bangle (Echoes 1): not higher than Archery: returned.
    assert g.deck_bottom("base", 1) == ["Oars"]
    assert g.deck_bottom("echoes", 1) == ["Bangle"]
    assert g.pile("ann", "red") == ["Archery"]
    g.answer("Coal")  # repeat
    assert g.pile("ann", "blue") == ["Chemistry"]
    assert g.hand("ann") == []


def test_tuning_fork_repeat_is_optional() -> None:
    s = _s()
    s.board("ann", "Tuning Fork", "Archery")
    s.hand("ann", "Coal", "Oars")
    s.deck("echoes", 1, "Bangle")
    g = s.build().dogma("Tuning Fork").answer("base 2", "Oars", "done")
    assert g.hand("ann") == ["Coal"]
    assert g.deck_bottom("echoes", 1) == ["Bangle"]


# --------------------------------------------------------------------------- sharing


def test_palampore_shared_splay_gives_bonus() -> None:
    s = _s()
    s.board("ann", "Palampore")  # 2 factories
    s.board("bob", "Coal", "Puppet", "Flute")  # 3 factories
    s.deck("base", 5, "Astronomy")
    g = s.build().dogma("Palampore").answer("purple")  # bob splays; ann has no purple pile
    assert g.splay("bob", "purple") == "right"
    assert g.shared_bonus
    assert g.hand("ann") == ["Astronomy"]


def test_piano_echo_shared_each_player_draws() -> None:
    s = _s()
    s.board("ann", "Piano")  # 1 lightbulb
    s.board("bob", "Writing")  # 2 lightbulbs
    s.hand("bob", "Oars")
    s.deck("echoes", 1, "Bangle")
    s.deck("base", 1, "Pottery")
    s.deck("echoes", 5, "Octant")
    g = s.build().dogma("Piano")
    assert g.hand("bob") == ["Oars", "Bangle"]  # only a base card in hand: Echoes 1
    assert g.shared_bonus
    assert g.hand("ann") == ["Pottery", "Octant"]  # her 1, then the bonus 5 (Echoes)


def test_pressure_cooker_shared() -> None:
    s = _s()
    s.board("ann", "Pressure Cooker")  # 2 lightbulbs
    s.board("bob", "Writing")  # 2 lightbulbs, no bonus
    s.hand("bob", "Archery")
    s.deck("base", 5, "Coal")
    s.deck("echoes", 5, "Octant")
    g = s.build().dogma("Pressure Cooker")
    assert g.hand("bob") == []
    assert g.deck_bottom("base", 1) == ["Archery"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Coal", "Octant"]


def test_stove_shared() -> None:
    s = _s()
    s.board("ann", "Stove")  # 1 factory
    s.board("bob", "Coal")  # 3 factories
    s.deck("base", 4, "Anatomy", "Colonialism")
    s.deck("base", 5, "Astronomy")
    g = s.build().dogma("Stove")
    assert g.pile("bob", "yellow") == ["Anatomy"]
    assert g.pile("ann", "red") == ["Colonialism"]
    assert g.score("ann") == [] and g.score("bob") == []
    assert g.shared_bonus
    assert g.hand("ann") == ["Astronomy"]


def test_thermometer_shared() -> None:
    s = _s()
    s.board("ann", "Thermometer")  # 1 lightbulb
    s.board("bob", "Writing")  # 2 lightbulbs
    s.deck("base", 1, "Pottery", "Oars")
    s.deck("base", 5, "Coal")
    g = s.build().dogma("Thermometer")
    assert g.pile("bob", "blue") == ["Writing", "Pottery"]
    assert g.pile("ann", "red") == ["Oars"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Coal"]


def test_tuning_fork_shared() -> None:
    s = _s()
    s.board("ann", "Tuning Fork")  # 2 lightbulbs
    s.board("bob", "Writing")  # 2 lightbulbs
    s.hand("bob", "Oars")
    s.deck("base", 1, "Pottery")
    s.deck("base", 5, "Coal")
    g = s.build().dogma("Tuning Fork").answer("base 1", "base 2")
    # bob returns Oars, draws Pottery: a 1 is not higher than Writing: Pottery is returned.
    assert g.deck_bottom("base", 1, 2) == ["Pottery", "Oars"]
    assert g.pile("bob", "blue") == ["Writing"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Coal"]
