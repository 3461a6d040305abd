"""Scenario tests for the 4th-edition base cards of age 8 (written from the card texts)."""

from __future__ import annotations

from tests.cards4e.scenario4e import fourth, junk, winners

# ---------------------------------------------------------------- Antibiotics


def test_antibiotics_draws_two_eights_per_distinct_value_returned() -> None:
    s = fourth()
    s.board("ann", "Antibiotics")
    s.hand("ann", "Agriculture", "Archery", "Calendar")
    s.deck("base", 8, "Flight", "Mobility", "Socialism", "Skyscrapers")
    g = s.build().dogma("Antibiotics").answer("Agriculture", "Archery", "Calendar")
    assert sorted(g.hand("ann")) == ["Flight", "Mobility", "Skyscrapers", "Socialism"]


# ---------------------------------------------------------------- Corporations


def test_corporations_demand_takes_a_non_green_factory_card_and_both_meld_an_eight() -> None:
    s = fourth()
    s.board("ann", "Corporations")
    s.board("bob", "Vaccination")  # one factory: fewer than ann's two
    s.deck("base", 8, "Flight", "Mobility")
    g = s.build().dogma("Corporations")
    assert g.score("ann") == ["Vaccination"]
    assert g.pile("bob", "red") == ["Flight"]  # bob draws and melds an 8
    assert g.pile("ann", "red") == ["Mobility"]  # then ann's own effect


# ---------------------------------------------------------------- Empiricism


def test_empiricism_melds_a_nine_of_a_chosen_colour_and_splays_it_up() -> None:
    s = fourth()
    s.board("ann", "Empiricism", "Coal")
    s.deck("base", 9, "Fission")
    g = s.build().dogma("Empiricism").answer("red", "blue")
    assert g.pile("ann", "red") == ["Coal", "Fission"]
    assert g.splay("ann", "red") == "up"


def test_empiricism_a_nine_starting_a_pile_is_melded_unsplayed() -> None:
    s = fourth()
    s.board("ann", "Empiricism")
    s.deck("base", 9, "Fission")
    g = s.build().dogma("Empiricism").answer("red", "blue")
    assert g.pile("ann", "red") == ["Fission"]
    assert g.splay("ann", "red") == "none"
    assert g.hand("ann") == []


def test_empiricism_other_colour_stays_in_hand_and_unsplays_that_colour() -> None:
    s = fourth()
    s.board("ann", "Empiricism")
    s.board("ann", "Classification", "Metric System", splay="right")
    s.deck("base", 9, "Collaboration")
    g = s.build().dogma("Empiricism").answer("red", "blue")
    assert g.hand("ann") == ["Collaboration"]
    assert g.splay("ann", "green") == "none"


def test_empiricism_wins_with_twenty_lightbulbs() -> None:
    s = fourth()
    # Aslant shows every slot of the covered cards: 2+2+2+3+3 covered, 3 on top = 15 blue.
    s.board("ann", "Tools", "Mathematics", "Physics", "Atomic Theory", "Evolution", "Genetics", splay="aslant")
    s.board("ann", "Empiricism", "Classification")  # 3 + 3 = 21 lightbulbs
    s.deck("base", 9, "Composites")
    g = s.build().dogma("Empiricism").answer("red", "yellow")
    assert g.over
    assert winners(g) == ["ann"]


def test_empiricism_nineteen_lightbulbs_do_not_win() -> None:
    s = fourth()
    s.board("ann", "Mathematics", "Physics", "Atomic Theory", "Evolution", "Genetics", splay="aslant")
    s.board("ann", "Empiricism", "Classification")  # 13 + 3 + 3 = 19
    s.deck("base", 9, "Composites")
    g = s.build().dogma("Empiricism").answer("red", "yellow")
    assert not g.over


# ---------------------------------------------------------------- Flight


def test_flight_with_red_splayed_up_splays_any_colour_up() -> None:
    s = fourth()
    s.board("ann", "Coal", "Flight", splay="up")
    s.board("ann", "Classification", "Metric System")
    g = s.build().dogma("Flight").answer("green")
    assert g.splay("ann", "green") == "up"
    assert g.idle  # red is already up


def test_flight_splays_red_up() -> None:
    s = fourth()
    s.board("ann", "Coal", "Flight")
    g = s.build().dogma("Flight").answer("red")
    assert g.splay("ann", "red") == "up"


# ---------------------------------------------------------------- Mass Media


def test_mass_media_returns_every_score_card_of_a_value_from_all_score_piles() -> None:
    s = fourth()
    s.board("ann", "Mass Media")
    s.board("ann", "Lighting", "Democracy")
    s.hand("ann", "Agriculture")
    s.score("ann", "Calendar")
    s.score("bob", "Canal Building", "Coal")
    g = s.build().dogma("Mass Media").answer("Agriculture")
    assert "11" in g.options  # any value of the edition may be named
    g.answer("2")
    assert g.score("ann") == []
    assert g.score("bob") == ["Coal"]
    g.answer("purple")
    assert g.splay("ann", "purple") == "up"


# ---------------------------------------------------------------- Mobility


def test_mobility_takes_the_two_highest_non_red_top_cards_without_factory() -> None:
    s = fourth()
    s.board("ann", "Mobility")
    s.board("bob", "Classification", "Writing", "Agriculture", "Archery")
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Mobility").answer("Writing")  # tie between the two 1s
    assert sorted(g.score("ann")) == ["Classification", "Writing"]
    assert g.hand("bob") == ["Flight"]
    assert g.pile("bob", "red") == ["Archery"]


# ---------------------------------------------------------------- Quantum Theory


def test_quantum_theory_returning_two_draws_a_ten_and_scores_a_ten() -> None:
    s = fourth()
    s.board("ann", "Quantum Theory")
    s.hand("ann", "Agriculture", "Archery")
    s.deck("base", 10, "A. I.", "Databases")
    g = s.build().dogma("Quantum Theory").answer("Agriculture", "Archery")
    assert g.hand("ann") == ["A. I."]
    assert g.score("ann") == ["Databases"]


# ---------------------------------------------------------------- Rocketry


def test_rocketry_returns_an_opponents_score_card_per_two_clocks() -> None:
    s = fourth()
    s.board("ann", "Rocketry")  # three clocks: one card
    s.score("bob", "Coal", "Calendar")
    g = s.build().dogma("Rocketry")
    hidden = [o for o in g.options if o.startswith("bob:score")]
    g.answer(hidden[0])
    assert len(g.score("bob")) == 1


# ---------------------------------------------------------------- Skyscrapers


def test_skyscrapers_moves_a_clock_card_scores_the_one_beneath_returns_the_rest_takes_skyscrapers() -> None:
    s = fourth()
    s.board("ann", "Skyscrapers")
    s.board("bob", "Tools", "Atomic Theory", "Publications")
    g = s.build().dogma("Skyscrapers")
    assert g.pile("ann", "blue") == ["Publications"]
    assert g.score("bob") == ["Atomic Theory"]
    assert "blue" not in g.board("bob")
    assert g.deck_bottom("base", 1) == ["Tools"]
    assert g.hand("ann") == ["Skyscrapers"]
    assert "yellow" not in g.board("ann")


def test_skyscrapers_stays_when_nothing_is_transferred() -> None:
    s = fourth()
    s.board("ann", "Skyscrapers")
    s.board("bob", "Writing")  # no clock
    g = s.build().dogma("Skyscrapers")
    assert g.pile("ann", "yellow") == ["Skyscrapers"]
    assert g.hand("ann") == []


# ---------------------------------------------------------------- Socialism


def test_socialism_tucks_a_top_card_then_the_whole_hand() -> None:
    s = fourth()
    s.board("ann", "Socialism")
    s.board("ann", "Oars", "Coal")
    s.hand("ann", "Agriculture", "Calendar")
    s.available_achievements()
    g = s.build().dogma("Socialism").answer("Coal")
    assert g.pile("ann", "red") == ["Coal", "Oars"]
    assert g.hand("ann") == []
    assert g.pile("ann", "yellow") == ["Agriculture"]
    assert g.pile("ann", "blue") == ["Calendar"]


def test_socialism_declining_the_tuck_keeps_the_hand() -> None:
    s = fourth()
    s.board("ann", "Socialism")
    s.hand("ann", "Agriculture")
    s.available_achievements()
    g = s.build().dogma("Socialism").answer("done")
    assert g.hand("ann") == ["Agriculture"]


def test_socialism_junks_an_available_achievement_of_value_eight_to_ten() -> None:
    s = fourth()
    s.board("ann", "Socialism")
    s.available_achievements("Coal", "Flight", "Databases")
    g = s.build().dogma("Socialism")
    g.answer("done")  # no tuck
    assert set(g.options) == {"8", "10", "done"}
    g.answer("10")
    assert junk(g) == ["Databases"]
    assert g.available_achievements() == ["Coal", "Flight"]
