"""Scenario tests for age 8 base cards (written from the card texts and RULES.md)."""

from __future__ import annotations

from innovation.rules.state import Result
from innovation.testing import Scenario

# ---------------------------------------------------------------- Antibiotics


def test_antibiotics_two_values_returned_draw_four_eights() -> None:
    s = Scenario()
    s.board("ann", "Antibiotics")  # 3 leaves
    s.board("bob", "Writing")  # no leaves: does not share
    s.hand("ann", "Archery", "Oars", "Calendar", "Alchemy")
    s.deck("base", 8, "Flight", "Mobility", "Rocketry", "Socialism")
    g = s.build().dogma("Antibiotics")
    g.answer("Archery", "Oars", "Calendar")  # three cards: the most allowed
    # returned in the order picked: Archery goes back first
    assert sorted(g.hand("ann")) == ["Alchemy", "Flight", "Mobility", "Rocketry", "Socialism"]
    assert g.deck_bottom("base", 1, 2) == ["Oars", "Archery"]
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert not g.shared_bonus


def test_antibiotics_three_cards_of_one_value_draw_two() -> None:
    s = Scenario()
    s.board("ann", "Antibiotics")
    s.hand("ann", "Archery", "Oars", "Metalworking")
    s.deck("base", 8, "Flight", "Mobility", "Rocketry")
    g = s.build().dogma("Antibiotics")
    g.answer("Archery", "Oars", "Metalworking")
    # returned in the order picked
    assert sorted(g.hand("ann")) == ["Flight", "Mobility"]
    assert g.deck("base", 8)[0] == "Rocketry"
    assert g.deck_bottom("base", 1, 3) == ["Metalworking", "Oars", "Archery"]


def test_antibiotics_one_card_draws_two() -> None:
    s = Scenario()
    s.board("ann", "Antibiotics")
    s.hand("ann", "Archery", "Oars")
    s.deck("base", 8, "Flight", "Mobility", "Rocketry")
    g = s.build().dogma("Antibiotics")
    g.answer("Archery", "done")
    assert sorted(g.hand("ann")) == ["Flight", "Mobility", "Oars"]
    assert g.deck("base", 8)[0] == "Rocketry"
    assert g.deck_bottom("base", 1) == ["Archery"]


def test_antibiotics_may_decline() -> None:
    s = Scenario()
    s.board("ann", "Antibiotics")
    s.hand("ann", "Archery")
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Antibiotics").answer("done")
    assert g.hand("ann") == ["Archery"]
    assert g.deck("base", 8)[0] == "Flight"


def test_antibiotics_shared_gives_bonus() -> None:
    s = Scenario()
    s.board("ann", "Antibiotics")
    s.board("bob", "Agriculture")  # 3 leaves too: shares
    s.hand("bob", "Tools")
    s.deck("base", 8, "Flight", "Mobility", "Rocketry")
    g = s.build().dogma("Antibiotics")
    g.answer("Tools")  # bob (first) returns his only card; ann has no hand
    assert sorted(g.hand("bob")) == ["Flight", "Mobility"]
    assert g.deck_bottom("base", 1) == ["Tools"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Rocketry"]  # bonus from her highest top card (8)


# ---------------------------------------------------------------- Corporations


def test_corporations_demand_transfers_then_victim_draws_and_melds() -> None:
    s = Scenario()
    s.board("ann", "Corporations", "Coal")  # 5 factories
    s.board("bob", "Physics", "Agriculture", "Steam Engine")  # 3 factories; Agriculture under Steam Engine
    s.deck("base", 8, "Flight", "Rocketry")
    g = s.build().dogma("Corporations")
    g.answer("Steam Engine")  # Physics also qualifies
    assert g.score("ann") == ["Steam Engine"]
    assert g.pile("bob", "yellow") == ["Agriculture"]
    assert g.pile("bob", "blue") == ["Physics"]
    assert g.pile("bob", "red") == ["Flight"]  # bob drew and melded an 8
    assert g.pile("ann", "blue") == ["Rocketry"]  # non-demand: ann draws and melds an 8
    assert not g.shared_bonus


def test_corporations_demand_single_candidate_taken_without_asking() -> None:
    s = Scenario()
    s.board("ann", "Corporations")  # 2 factories
    s.board("bob", "Physics")  # 1 factory, blue
    s.deck("base", 8, "Flight", "Rocketry")
    g = s.build().dogma("Corporations")
    assert g.score("ann") == ["Physics"]
    assert g.pile("bob", "red") == ["Flight"]
    assert g.pile("ann", "blue") == ["Rocketry"]


def test_corporations_demand_nothing_eligible_no_draw() -> None:
    s = Scenario()
    s.board("ann", "Corporations")
    s.board("bob", "Invention")  # 1 factory but green
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Corporations")
    assert g.score("ann") == []
    assert g.board("bob") == {"green": ["Invention"]}
    assert g.hand("bob") == []
    assert g.pile("ann", "red") == ["Flight"]


def test_corporations_shared_by_player_with_as_many_factories() -> None:
    s = Scenario()
    s.board("ann", "Corporations")
    s.board("bob", "Colonialism")  # 2 factories: not demanded, shares
    s.deck("base", 8, "Rocketry", "Socialism", "Antibiotics")
    g = s.build().dogma("Corporations")
    assert g.score("ann") == []
    assert g.pile("bob", "red") == ["Colonialism"]
    assert g.pile("bob", "blue") == ["Rocketry"]
    assert g.pile("ann", "purple") == ["Socialism"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Antibiotics"]


# ---------------------------------------------------------------- Empiricism


def test_empiricism_match_melds_and_splays_up() -> None:
    s = Scenario()
    s.board("ann", "Empiricism", "Archery")
    s.deck("base", 9, "Fission")  # red
    g = s.build().dogma("Empiricism")
    g.answer("red", "blue")
    g.answer("red")  # may splay red up
    assert g.pile("ann", "red") == ["Archery", "Fission"]
    assert g.splay("ann", "red") == "up"
    assert g.hand("ann") == []
    assert not g.over


def test_empiricism_match_may_decline_splay() -> None:
    s = Scenario()
    s.board("ann", "Empiricism", "Archery")
    s.deck("base", 9, "Fission")
    g = s.build().dogma("Empiricism")
    g.answer("blue", "red", "done")
    assert g.pile("ann", "red") == ["Archery", "Fission"]
    assert g.splay("ann", "red") == "none"


def test_empiricism_no_match_keeps_card_in_hand() -> None:
    s = Scenario()
    s.board("ann", "Empiricism", "Archery")
    s.deck("base", 9, "Fission")
    g = s.build().dogma("Empiricism")
    g.answer("green", "yellow")
    assert g.hand("ann") == ["Fission"]
    assert g.pile("ann", "red") == ["Archery"]


def test_empiricism_twenty_lightbulbs_wins() -> None:
    s = Scenario()
    # Blue splayed up: Tools 2 + Experimentation 3 + Writing 2 + Mathematics 2 + Genetics (top) 3 = 12.
    s.board("ann", "Tools", "Experimentation", "Writing", "Mathematics", "Genetics", splay="up")
    s.board("ann", "Philosophy", "Empiricism", splay="up")  # 3 + 3
    s.board("ann", "Paper")  # 2: total 20
    s.deck("base", 9, "Fission")
    g = s.build()
    assert g.icons("ann", 3) == 20
    g.dogma("Empiricism").answer("green", "yellow")
    assert g.over
    assert isinstance(g.result, Result)
    assert g.result.winners == ["ann"]


def test_empiricism_nineteen_lightbulbs_does_not_win() -> None:
    s = Scenario()
    s.board("ann", "Tools", "Experimentation", "Writing", "Mathematics", "Genetics", splay="up")
    s.board("ann", "Philosophy", "Empiricism", splay="up")
    s.board("ann", "Statistics")  # 1 lightbulb: total 19
    s.deck("base", 9, "Fission")
    g = s.build()
    assert g.icons("ann", 3) == 19
    g.dogma("Empiricism").answer("green", "yellow")
    assert not g.over
    assert g.hand("ann") == ["Fission"]


def test_empiricism_shared() -> None:
    s = Scenario()
    s.board("ann", "Empiricism")
    s.board("bob", "Education")  # 3 lightbulbs: shares
    s.deck("base", 9, "Fission", "Suburbia")
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Empiricism")
    g.answer("red", "yellow")  # bob goes first, draws Fission (red): melds it (one card, no splay)
    g.answer("blue", "green")  # ann draws Suburbia (yellow): keeps it
    assert g.pile("bob", "red") == ["Fission"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Suburbia", "Flight"]


# ---------------------------------------------------------------- Flight


def test_flight_red_not_up_only_second_effect_splays_red() -> None:
    s = Scenario()
    s.board("ann", "Oars", "Flight", "Tools", "Writing")
    g = s.build().dogma("Flight")
    d = g.decision
    assert d is not None and set(d.options) == {"red", "done"}
    g.answer("red")
    assert g.splay("ann", "red") == "up"
    assert g.splay("ann", "blue") == "none"


def test_flight_red_up_lets_any_colour_splay_up() -> None:
    s = Scenario()
    s.board("ann", "Oars", "Flight", splay="up")
    s.board("ann", "Tools", "Writing")
    g = s.build().dogma("Flight")
    g.answer("blue")  # effect 2 then has nothing to do (red already up)
    assert g.splay("ann", "blue") == "up"
    assert g.splay("ann", "red") == "up"
    assert g.decision is not None and g.decision.kind == "action"


def test_flight_red_up_may_decline() -> None:
    s = Scenario()
    s.board("ann", "Oars", "Flight", splay="up")
    s.board("ann", "Tools", "Writing")
    g = s.build().dogma("Flight").answer("done")
    assert g.splay("ann", "blue") == "none"


def test_flight_shared() -> None:
    s = Scenario()
    s.board("ann", "Oars", "Flight")  # 2 crowns (Oars is covered)
    s.board("bob", "Archery", "Optics")  # 3 crowns
    s.deck("base", 8, "Rocketry")
    g = s.build().dogma("Flight")
    g.answer("red")  # bob splays red up
    g.answer("done")  # ann declines
    assert g.splay("bob", "red") == "up"
    assert g.splay("ann", "red") == "none"
    assert g.shared_bonus
    assert g.hand("ann") == ["Rocketry"]


# ---------------------------------------------------------------- Mass Media


def test_mass_media_returns_value_from_all_score_piles() -> None:
    s = Scenario()
    s.board("ann", "Mass Media")  # 2 lightbulbs
    s.board("bob", "Agriculture")
    s.hand("ann", "Tools")
    s.score("ann", "Calendar", "Alchemy", "Fermenting")
    s.score("bob", "Mathematics", "Paper")
    g = s.build().dogma("Mass Media")
    g.answer("Tools", "2")
    g.answer("Calendar")  # ann orders her two 2s: Calendar returned first
    assert g.hand("ann") == []
    assert g.deck_bottom("base", 1) == ["Tools"]
    assert g.score("ann") == ["Alchemy"]
    assert g.score("bob") == ["Paper"]
    assert sorted(g.deck_bottom("base", 2, 3)) == ["Calendar", "Fermenting", "Mathematics"]
    assert g.deck_bottom("base", 2, 3).index("Fermenting") < g.deck_bottom("base", 2, 3).index("Calendar")


def test_mass_media_declined_then_splays_purple() -> None:
    s = Scenario()
    s.board("ann", "Mass Media", "City States", "Mysticism")
    s.hand("ann", "Tools")
    s.score("ann", "Calendar")
    g = s.build().dogma("Mass Media")
    g.answer("done", "purple")
    assert g.hand("ann") == ["Tools"]
    assert g.score("ann") == ["Calendar"]
    assert g.splay("ann", "purple") == "up"


def test_mass_media_shared_splay_gives_bonus() -> None:
    s = Scenario()
    s.board("ann", "Mass Media")
    s.board("bob", "Writing", "City States", "Code of Laws")  # 2 lightbulbs: shares
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Mass Media")
    g.answer("purple")  # nobody has a hand; bob splays purple
    assert g.splay("bob", "purple") == "up"
    assert g.shared_bonus
    assert g.hand("ann") == ["Flight"]


# ---------------------------------------------------------------- Mobility


def test_mobility_takes_two_highest_recomputed_after_first() -> None:
    s = Scenario()
    s.board("ann", "Mobility")  # 2 factories
    s.board("bob", "Optics", "Translation", "Measurement", "Navigation", "Medicine")  # no factories
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Mobility")
    # Navigation (4) first; it uncovers Measurement (5), now the highest.
    assert g.score("ann") == ["Navigation", "Measurement"]
    assert g.hand("bob") == ["Flight"]
    assert g.pile("bob", "red") == ["Optics"]
    assert g.pile("bob", "green") == []


def test_mobility_tie_lets_victim_choose() -> None:
    s = Scenario()
    s.board("ann", "Mobility")
    s.board("bob", "Translation", "Medicine", "Education", "Optics")  # all 3s
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Mobility")
    g.answer("Medicine", "Education")
    assert g.score("ann") == ["Medicine", "Education"]
    assert g.board("bob") == {"blue": ["Translation"], "red": ["Optics"]}
    assert g.hand("bob") == ["Flight"]


def test_mobility_one_card_still_draws() -> None:
    s = Scenario()
    s.board("ann", "Mobility")
    s.board("bob", "Translation", "Invention")  # Invention is green with a factory (1)
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Mobility")
    assert g.score("ann") == ["Translation"]
    assert g.hand("bob") == ["Flight"]


def test_mobility_nothing_eligible_no_draw() -> None:
    s = Scenario()
    s.board("ann", "Mobility")
    s.board("bob", "Optics", "Physics")
    g = s.build().dogma("Mobility")
    assert g.score("ann") == []
    assert g.hand("bob") == []


def test_mobility_not_demanded_with_as_many_factories() -> None:
    s = Scenario()
    s.board("ann", "Mobility")
    s.board("bob", "Coal", "Translation")  # 3 factories
    g = s.build().dogma("Mobility")
    assert g.score("ann") == []
    assert g.pile("bob", "blue") == ["Translation"]
    assert g.hand("bob") == []


# ---------------------------------------------------------------- Quantum Theory


def test_quantum_theory_two_returned_draw_and_draw_score_ten() -> None:
    s = Scenario()
    s.board("ann", "Quantum Theory")
    s.hand("ann", "Tools", "Calendar", "Alchemy")
    s.deck("base", 10, "Software", "Databases")
    g = s.build().dogma("Quantum Theory")
    g.answer("Tools", "Calendar")
    assert sorted(g.hand("ann")) == ["Alchemy", "Software"]
    assert g.score("ann") == ["Databases"]
    assert g.deck_bottom("base", 1) == ["Tools"]
    assert g.deck_bottom("base", 2) == ["Calendar"]


def test_quantum_theory_one_returned_no_draw() -> None:
    s = Scenario()
    s.board("ann", "Quantum Theory")
    s.hand("ann", "Tools", "Calendar")
    s.deck("base", 10, "Software")
    g = s.build().dogma("Quantum Theory")
    g.answer("Tools", "done")
    assert g.hand("ann") == ["Calendar"]
    assert g.score("ann") == []
    assert g.deck_bottom("base", 1) == ["Tools"]
    assert g.deck("base", 10)[0] == "Software"


def test_quantum_theory_declined() -> None:
    s = Scenario()
    s.board("ann", "Quantum Theory")
    s.hand("ann", "Tools", "Calendar")
    g = s.build().dogma("Quantum Theory").answer("done")
    assert g.hand("ann") == ["Tools", "Calendar"]


def test_quantum_theory_shared_single_return_gives_bonus() -> None:
    s = Scenario()
    s.board("ann", "Quantum Theory")
    s.board("bob", "Rocketry")  # 3 clocks: shares
    s.hand("bob", "Writing")
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Quantum Theory")
    g.answer("Writing")
    assert g.hand("bob") == []
    assert g.score("bob") == []
    assert g.deck_bottom("base", 1) == ["Writing"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Flight"]


# ---------------------------------------------------------------- Rocketry


def test_rocketry_returns_one_card_per_two_clocks() -> None:
    s = Scenario()
    s.board("ann", "Rocketry", "Flight")  # 3 + 1 clocks: two cards
    s.board("bob", "Agriculture")
    s.score("bob", "Calendar", "Alchemy", "Anatomy")
    g = s.build().dogma("Rocketry")
    g.answer("bob:score:base:4", "bob:score:base:2")
    assert g.score("bob") == ["Alchemy"]
    assert g.deck_bottom("base", 4) == ["Anatomy"]
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert not g.shared_bonus


def test_rocketry_three_clocks_returns_one() -> None:
    s = Scenario()
    s.board("ann", "Rocketry")
    s.score("bob", "Calendar", "Alchemy")
    s.score("ann", "Anatomy")  # never her own
    g = s.build().dogma("Rocketry")
    g.answer("bob:score:base:3")
    assert g.score("bob") == ["Calendar"]
    assert g.score("ann") == ["Anatomy"]
    assert g.deck_bottom("base", 3) == ["Alchemy"]


def test_rocketry_cards_from_several_opponents() -> None:
    s = Scenario(players=("ann", "bob", "cat"))
    s.board("ann", "Rocketry", "Flight")
    s.score("bob", "Calendar")
    s.score("cat", "Alchemy")
    g = s.build().dogma("Rocketry")
    g.answer("cat:score:base:3")  # the second card is then the only one left
    assert g.score("bob") == []
    assert g.score("cat") == []
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.deck_bottom("base", 3) == ["Alchemy"]


def test_rocketry_shared_returns_from_activator() -> None:
    s = Scenario()
    s.board("ann", "Rocketry")
    s.board("bob", "Quantum Theory")  # 3 clocks: shares; ann is bob's opponent
    s.score("ann", "Calendar")
    s.score("bob", "Alchemy")
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Rocketry")
    assert g.score("ann") == []
    assert g.score("bob") == []
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.deck_bottom("base", 3) == ["Alchemy"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Flight"]


# ---------------------------------------------------------------- Skyscrapers


def test_skyscrapers_transfer_score_beneath_return_rest() -> None:
    s = Scenario()
    s.board("ann", "Skyscrapers")  # 2 crowns
    s.board("bob", "Tools", "Pottery", "Writing", "Publications")  # no crowns visible
    g = s.build().dogma("Skyscrapers")
    g.answer("Pottery")  # bob orders the two 1s going back: Pottery first
    assert g.pile("ann", "blue") == ["Publications"]
    assert g.score("bob") == ["Writing"]
    assert g.pile("bob", "blue") == []
    assert g.deck_bottom("base", 1, 2) == ["Tools", "Pottery"]


def test_skyscrapers_choice_and_nothing_else_to_return() -> None:
    s = Scenario()
    s.board("ann", "Skyscrapers")
    s.board("bob", "Publications", "Mysticism", "Lighting")
    g = s.build().dogma("Skyscrapers")
    g.answer("Lighting")
    assert g.pile("ann", "purple") == ["Lighting"]
    assert g.score("bob") == ["Mysticism"]
    assert g.pile("bob", "purple") == []
    assert g.pile("bob", "blue") == ["Publications"]


def test_skyscrapers_single_card_pile_nothing_to_score() -> None:
    s = Scenario()
    s.board("ann", "Skyscrapers")
    s.board("bob", "Publications", "Tools")  # Tools (no clock) covers Publications
    s.board("bob", "Lighting")
    g = s.build().dogma("Skyscrapers")  # Lighting is the only candidate: taken without asking
    assert g.pile("ann", "purple") == ["Lighting"]
    assert g.score("bob") == []
    assert g.pile("bob", "blue") == ["Publications", "Tools"]


def test_skyscrapers_not_demanded_with_as_many_crowns() -> None:
    s = Scenario()
    s.board("ann", "Skyscrapers")
    s.board("bob", "Bicycle")  # 2 crowns, has a clock
    g = s.build().dogma("Skyscrapers")
    assert g.pile("bob", "green") == ["Bicycle"]
    assert g.board("ann") == {"yellow": ["Skyscrapers"]}


def test_skyscrapers_nothing_eligible() -> None:
    s = Scenario()
    s.board("ann", "Skyscrapers")
    s.board("bob", "Tools", "Writing")  # no clock
    g = s.build().dogma("Skyscrapers")
    assert g.pile("bob", "blue") == ["Tools", "Writing"]
    assert g.score("bob") == []


# ---------------------------------------------------------------- Socialism


def test_socialism_tuck_with_purple_takes_lowest_cards() -> None:
    s = Scenario()
    s.board("ann", "Socialism")
    s.board("bob", "Writing")  # no leaves
    s.hand("ann", "City States", "Tools")
    s.hand("bob", "Alchemy", "Calendar", "Mathematics")
    g = s.build().dogma("Socialism").answer("yes")
    assert g.pile("ann", "purple") == ["City States", "Socialism"]
    assert g.pile("ann", "blue") == ["Tools"]
    assert sorted(g.hand("ann")) == ["Calendar", "Mathematics"]
    assert g.hand("bob") == ["Alchemy"]


def test_socialism_without_purple_takes_nothing() -> None:
    s = Scenario()
    s.board("ann", "Socialism")
    s.hand("ann", "Tools", "Writing")
    s.hand("bob", "Alchemy")
    g = s.build().dogma("Socialism").answer("yes")
    g.answer("Tools")  # two blue cards: ann orders the tucks (Tools first, Writing ends at the bottom)
    assert g.pile("ann", "blue") == ["Writing", "Tools"]
    assert g.hand("ann") == []
    assert g.hand("bob") == ["Alchemy"]


def test_socialism_declined() -> None:
    s = Scenario()
    s.board("ann", "Socialism")
    s.hand("ann", "City States")
    s.hand("bob", "Alchemy")
    g = s.build().dogma("Socialism").answer("no")
    assert g.hand("ann") == ["City States"]
    assert g.hand("bob") == ["Alchemy"]
    assert g.pile("ann", "purple") == ["Socialism"]


def test_socialism_takes_from_each_other_player() -> None:
    s = Scenario(players=("ann", "bob", "cat"))
    s.board("ann", "Socialism")
    s.hand("ann", "City States")
    s.hand("bob", "Alchemy", "Calendar")
    s.hand("cat", "Anatomy")
    g = s.build().dogma("Socialism").answer("yes")
    assert sorted(g.hand("ann")) == ["Anatomy", "Calendar"]
    assert g.hand("bob") == ["Alchemy"]
    assert g.hand("cat") == []


def test_socialism_team_partner_hand_is_taken_too() -> None:
    # "Each other player" includes a team partner (RULES.md §2), unlike "opponent".
    s = Scenario(players=("ann", "bob", "cat", "dan"), teams=True)  # ann & cat vs bob & dan
    s.board("ann", "Socialism")
    s.hand("ann", "City States")
    s.hand("bob", "Alchemy")
    s.hand("cat", "Calendar")
    s.hand("dan", "Anatomy")
    g = s.build().dogma("Socialism").answer("yes")
    assert sorted(g.hand("ann")) == ["Alchemy", "Anatomy", "Calendar"]
    assert g.hand("cat") == []


def test_socialism_shared_sharer_takes_from_activator() -> None:
    s = Scenario()
    s.board("ann", "Socialism")
    s.board("bob", "Agriculture")  # 3 leaves: shares
    s.hand("bob", "Code of Laws")
    s.hand("ann", "Tools", "Alchemy")
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Socialism")
    g.answer("yes")  # bob tucks his purple card and takes ann's lowest (Tools)
    g.answer("yes")  # ann tucks Alchemy (blue): nothing taken
    assert g.pile("bob", "purple") == ["Code of Laws"]
    assert g.hand("bob") == ["Tools"]
    assert g.pile("ann", "blue") == ["Alchemy"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Flight"]
