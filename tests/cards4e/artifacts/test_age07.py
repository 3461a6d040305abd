"""Scenario tests for the 4th-edition Artifacts cards of age 7 (written from the card texts and
RULES-4e.md)."""

from __future__ import annotations

from tests.cards4e.artifacts.art4e import artifacts4e

# ---------------------------------------------------------------- Colt Paterson Revolver


def test_colt_paterson_matching_colour_returns_hand_and_score_pile() -> None:
    s = artifacts4e()
    s.board("ann", "Colt Paterson Revolver")  # 2 factories
    s.board("bob", "Coal")  # 3 factories: compelled
    s.hand("bob", "Writing", "Canal Building")
    s.score("bob", "Optics")
    s.deck("base", 7, "Evolution")  # blue, like Writing
    g = s.build().dogma("Colt Paterson Revolver")
    assert g.hand("bob") == [] and g.score("bob") == []
    assert g.deck_bottom("base", 7) == ["Evolution"]


def test_colt_paterson_no_matching_colour_keeps_everything() -> None:
    s = artifacts4e()
    s.board("ann", "Colt Paterson Revolver")
    s.board("bob", "Coal")
    s.hand("bob", "Canal Building")  # yellow
    s.deck("base", 7, "Evolution")  # blue
    g = s.build().dogma("Colt Paterson Revolver")
    assert g.hand("bob") == ["Canal Building", "Evolution"]


# ---------------------------------------------------------------- Corvette Challenger


def test_corvette_challenger_tucks_splays_scores_by_the_colour_count_and_junks_that_deck() -> None:
    s = artifacts4e()
    s.board("ann", "Corvette Challenger")
    s.board("ann", "Archery", "Oars")  # red: two cards, unsplayed
    s.deck("base", 8, "Flight")  # red: tucked, three red cards
    s.deck("base", 3, "Optics")
    g = s.build().dogma("Corvette Challenger")
    assert g.pile("ann", "red") == ["Flight", "Archery", "Oars"]
    assert g.splay("ann", "red") == "up"
    assert g.score("ann") == ["Optics"]
    assert g.deck("base", 3) == []
    assert len(g.junk()) == 8  # ten 3s less the achievement and Optics


# ---------------------------------------------------------------- Hansen Writing Ball


def test_hansen_writing_ball_compel_melds_blue_and_hands_over_the_rest() -> None:
    s = artifacts4e()
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


# ---------------------------------------------------------------- International Prototype Metre Bar


def test_metre_bar_each_colour_counting_the_value_wins() -> None:
    s = artifacts4e()
    s.board("ann", "International Prototype Metre Bar")  # green
    s.board("ann", "Pottery")  # blue: one card
    s.deck("base", 2, "Calendar", "Mathematics", "Currency")  # blue, blue, green
    g = s.build().dogma("International Prototype Metre Bar").answer("2")
    # The drawn cards stay in hand: blue and green have one card each on the board, not two.
    assert not g.over
    g.answer("Calendar", "Mathematics")  # the order they go back in
    assert sorted(g.deck_bottom("base", 2, 3)) == ["Calendar", "Currency", "Mathematics"]
    assert g.hand("ann") == []
    assert g.splay("ann", "blue") == "none"  # a single card cannot be splayed


def test_metre_bar_wins_when_every_drawn_colour_has_that_many_cards() -> None:
    s = artifacts4e()
    s.board("ann", "Sailing", "International Prototype Metre Bar", "Archery", "Oars")
    s.deck("base", 2, "Construction", "Road Building", "Mapmaking")  # red, red, green
    g = s.build().dogma("International Prototype Metre Bar").answer("2")
    # Red: Archery and Oars (2), green: Sailing and the bar (2): both equal 2.
    assert g.over
    assert g.winners == ["ann"]
    assert g.splay("ann", "red") == "up" and g.splay("ann", "green") == "up"


# ---------------------------------------------------------------- Jedlik's Electromagnetic Self-Rotor


def test_jedlik_scores_an_eight_then_melds_an_eight_and_junks_a_named_deck() -> None:
    s = artifacts4e()
    s.board("ann", "Jedlik's Electromagnetic Self-Rotor")
    s.deck("base", 8, "Flight", "Antibiotics")
    g = s.build().dogma("Jedlik's Electromagnetic Self-Rotor")
    assert g.score("ann") == ["Flight"]
    assert g.pile("ann", "yellow") == ["Antibiotics"]
    g.answer("4")
    assert g.deck("base", 4) == []
    assert len(g.junk()) == 9


def test_jedlik_melding_a_higher_card_junks_nothing() -> None:
    s = artifacts4e()
    s.board("ann", "Jedlik's Electromagnetic Self-Rotor")
    s.deck("base", 8, "Flight")
    s.exhaust("base", 8)
    s.deck("base", 9, "Computers", "Genetics")
    g = s.build().dogma("Jedlik's Electromagnetic Self-Rotor")
    # The first draw empties the 8s: the meld draws a 9 — not an 8: no value is asked.
    assert g.score("ann") == ["Flight"]
    assert g.pile("ann", "blue") == ["Computers"]
    assert g.junk() == []
    assert g.idle


# ---------------------------------------------------------------- Periodic Table


def test_periodic_table_repeats_when_melded_over_a_chosen_card() -> None:
    s = artifacts4e()
    s.board("ann", "Periodic Table", "Bicycle", "Archery")  # a pair of 7s
    s.deck("base", 8, "Mass Media", "Flight")  # green: lands on Bicycle
    g = s.build().dogma("Periodic Table")
    assert g.pile("ann", "green") == ["Bicycle", "Mass Media"]
    assert g.deck("base", 8)[0] == "Flight"


# ---------------------------------------------------------------- Roundhay Garden Scene


def test_roundhay_melds_highest_score_card_scores_two_and_self_executes_it() -> None:
    s = artifacts4e()
    s.board("ann", "Roundhay Garden Scene")  # 3 leaves
    s.board("bob", "Agriculture")  # 3 leaves: would share a shared effect, but self-execute shares nothing
    s.score("ann", "Writing", "Mathematics")
    s.deck("base", 2, "Calendar", "Currency", "Fermenting")
    g = s.build().dogma("Roundhay Garden Scene")
    # bob shares Roundhay first: empty score pile -> two 1s drawn and scored (value 0).
    # ann melds Mathematics, scores Calendar and Currency, then self-executes Mathematics
    # ("you may return a card from your hand …"): she has none to return.
    assert g.pile("ann", "blue") == ["Mathematics"]
    assert sorted(g.score("ann")) == ["Calendar", "Currency", "Writing"]


def test_roundhay_with_empty_score_pile_scores_two_ones() -> None:
    s = artifacts4e()
    s.board("ann", "Roundhay Garden Scene")
    s.deck("base", 1, "Writing", "Tools")
    g = s.build().dogma("Roundhay Garden Scene")
    assert sorted(g.score("ann")) == ["Tools", "Writing"]


# ---------------------------------------------------------------- Singer Model 27


def test_singer_model_27_tucks_splays_tucks_score_cards_and_junks_an_achievement() -> None:
    s = artifacts4e()
    s.board("ann", "Singer Model 27")
    s.board("ann", "Pottery", "Writing")
    s.hand("ann", "Tools")
    s.score("ann", "Calendar", "Archery")
    s.available_achievements("Agriculture", "Mathematics")
    g = s.build().dogma("Singer Model 27").answer("1")
    assert g.pile("ann", "blue") == ["Calendar", "Tools", "Pottery", "Writing"]
    assert g.splay("ann", "blue") == "up"
    assert g.score("ann") == ["Archery"]
    assert g.junk() == ["Agriculture"]


def test_singer_model_27_without_a_score_card_of_the_colour_junks_nothing() -> None:
    s = artifacts4e()
    s.board("ann", "Singer Model 27")
    s.board("ann", "Pottery")
    s.hand("ann", "Tools")
    s.score("ann", "Archery")
    g = s.build().dogma("Singer Model 27")
    assert g.pile("ann", "blue") == ["Tools", "Pottery"]
    assert g.junk() == []


# ---------------------------------------------------------------- Submarine H. L. Hunley


def test_submarine_even_bottom_card_returns_the_colour() -> None:
    s = artifacts4e()
    s.board("ann", "Submarine H. L. Hunley")  # 3 factories
    s.board("bob", "Coal", "Calendar", "Mathematics", "Steam Engine")  # blue: Calendar (2) at the bottom
    s.deck("base", 7, "Evolution")  # blue
    g = s.build().dogma("Submarine H. L. Hunley").answer("Calendar")  # two 2s go back: bob orders them
    assert g.board("bob") == {"red": ["Coal"], "yellow": ["Steam Engine"]}


def test_submarine_odd_bottom_card_keeps_the_colour() -> None:
    s = artifacts4e()
    s.board("ann", "Submarine H. L. Hunley")
    s.board("bob", "Coal", "Writing", "Steam Engine")  # blue: Writing (1) at the bottom
    s.deck("base", 7, "Evolution")
    g = s.build().dogma("Submarine H. L. Hunley")
    assert g.pile("bob", "blue") == ["Writing", "Evolution"]


# ---------------------------------------------------------------- The Communist Manifesto


def test_communist_manifesto_gives_each_other_player_a_card_and_self_executes_the_last() -> None:
    s = artifacts4e()
    s.board("ann", "The Communist Manifesto")  # 2 crowns
    s.deck("base", 7, "Lighting", "Bicycle")
    g = s.build().dogma("The Communist Manifesto").answer("Bicycle")
    assert g.pile("bob", "green") == ["Bicycle"]
    # Lighting melded on the Manifesto and self-executed: "you may tuck up to three cards …"
    assert g.pile("ann", "purple") == ["The Communist Manifesto", "Lighting"]
