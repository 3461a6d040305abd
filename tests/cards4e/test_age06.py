"""Scenario tests for the 4th-edition base cards of age 6 (written from the card texts)."""

from __future__ import annotations

from tests.cards4e.scenario4e import fourth, junk

# ---------------------------------------------------------------- Atomic Theory


def test_atomic_theory_splays_blue_right_then_draws_and_melds_a_seven() -> None:
    s = fourth()
    s.board("ann", "Tools", "Atomic Theory")
    s.deck("base", 7, "Evolution")
    g = s.build().dogma("Atomic Theory").answer("blue")
    assert g.splay("ann", "blue") == "right"
    assert g.pile("ann", "blue") == ["Tools", "Atomic Theory", "Evolution"]
    assert not g.shared_bonus


# ---------------------------------------------------------------- Canning


def test_canning_tucks_a_six_then_scores_each_top_card_without_factory() -> None:
    s = fourth()
    s.board("ann", "Canning", "Writing", "Coal")
    s.deck("base", 6, "Vaccination")
    g = s.build().dogma("Canning").answer("yes")
    assert g.pile("ann", "yellow") == ["Vaccination", "Canning"]
    assert g.score("ann") == ["Writing"]  # Canning and Coal show factories
    assert g.pile("ann", "red") == ["Coal"]
    g.answer("yellow")  # second effect: the yellow pile now holds two cards
    assert g.splay("ann", "yellow") == "right"


def test_canning_may_be_declined() -> None:
    s = fourth()
    s.board("ann", "Canning", "Writing")
    s.deck("base", 6, "Vaccination")
    g = s.build().dogma("Canning").answer("no")
    assert g.score("ann") == []
    assert g.board("ann") == {"blue": ["Writing"], "yellow": ["Canning"]}
    assert g.idle  # a one-card yellow pile cannot be splayed: nothing asked


# ---------------------------------------------------------------- Classification


def test_classification_reveals_a_card_takes_its_colour_from_opponents_and_melds_it() -> None:
    s = fourth(players=("ann", "bob", "cat"))
    s.board("ann", "Classification")
    s.hand("ann", "Coal", "Sailing")
    s.hand("bob", "Archery", "Writing")
    s.hand("cat", "Clothing")
    g = s.build().dogma("Classification").answer("Coal")
    assert any("Coal" in e for e in g.events("reveal"))
    g.answer("Archery")  # the order of the two red melds
    assert sorted(g.pile("ann", "red")) == ["Archery", "Coal"]
    assert g.pile("ann", "red")[-1] == "Coal"
    assert g.hand("ann") == ["Sailing"]
    assert g.hand("bob") == ["Writing"]
    assert g.hand("cat") == ["Clothing"]


def test_classification_leaves_a_partners_hand_alone() -> None:
    s = fourth(players=("ann", "bob", "cat", "dan"), teams=True)  # ann & cat vs bob & dan
    s.board("ann", "Classification")
    s.hand("ann", "Coal")
    s.hand("cat", "Archery")
    s.hand("bob", "Oars")
    g = s.build().dogma("Classification").answer("Oars")  # order of the two red melds
    assert g.pile("ann", "red")[-1] == "Coal"
    assert sorted(g.pile("ann", "red")) == ["Coal", "Oars"]
    assert g.hand("cat") == ["Archery"]


# ---------------------------------------------------------------- Democracy


def test_democracy_returning_the_most_cards_draws_and_scores_an_eight() -> None:
    s = fourth()
    s.board("ann", "Democracy")
    s.hand("ann", "Agriculture", "Archery")
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Democracy").answer("Agriculture", "Archery")
    assert g.hand("ann") == []
    assert g.score("ann") == ["Flight"]


def test_democracy_returning_nothing_scores_nothing() -> None:
    s = fourth()
    s.board("ann", "Democracy")
    s.hand("ann", "Agriculture")
    g = s.build().dogma("Democracy").answer("done")
    assert g.hand("ann") == ["Agriculture"]
    assert g.score("ann") == []


# ---------------------------------------------------------------- Emancipation


def test_emancipation_demand_takes_a_hand_card_into_my_score_pile_and_draws_a_six() -> None:
    s = fourth()
    s.board("ann", "Emancipation")
    s.hand("bob", "Sailing")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Emancipation")
    assert g.score("ann") == ["Sailing"]
    assert g.hand("bob") == ["Canning"]


def test_emancipation_splays_red_or_purple_right() -> None:
    s = fourth()
    s.board("ann", "Lighting", "Emancipation")
    g = s.build().dogma("Emancipation").answer("purple")
    assert g.splay("ann", "purple") == "right"


# ---------------------------------------------------------------- Encyclopedia


def test_encyclopedia_melds_every_score_card_of_the_chosen_value() -> None:
    s = fourth()
    s.board("ann", "Encyclopedia")
    s.score("ann", "Agriculture", "Archery", "Calendar")
    s.available_achievements("Coal", "Canning", "Bicycle", "Flight")
    g = s.build().dogma("Encyclopedia").answer("1", "yes")
    assert g.pile("ann", "yellow") == ["Agriculture"]
    assert g.pile("ann", "red") == ["Archery"]
    assert g.score("ann") == ["Calendar"]
    g.answer("done")  # second effect declined


def test_encyclopedia_meld_may_be_declined() -> None:
    s = fourth()
    s.board("ann", "Encyclopedia")
    s.score("ann", "Agriculture", "Calendar")
    s.available_achievements("Flight")
    g = s.build().dogma("Encyclopedia").answer("2", "no")
    assert g.score("ann") == ["Agriculture", "Calendar"]
    assert g.idle  # no achievement of value 5-7 to junk: nothing asked


def test_encyclopedia_junks_an_available_achievement_of_value_five_to_seven() -> None:
    s = fourth()
    s.board("ann", "Encyclopedia")
    s.available_achievements("Coal", "Canning", "Bicycle", "Flight")
    g = s.build().dogma("Encyclopedia")
    assert set(g.options) == {"5", "6", "7", "done"}
    g.answer("6")
    assert junk(g) == ["Canning"]
    assert g.available_achievements() == ["Coal", "Bicycle", "Flight"]


# ---------------------------------------------------------------- Industrialization


def test_industrialization_tucks_three_sixes_and_keeps_red_without_the_most_clocks() -> None:
    s = fourth()
    s.board("ann", "Industrialization")
    s.deck("base", 6, "Canning", "Vaccination", "Metric System")
    g = s.build().dogma("Industrialization")
    assert g.pile("ann", "yellow") == ["Vaccination", "Canning"]
    assert g.pile("ann", "green") == ["Metric System"]
    assert g.pile("ann", "red") == ["Industrialization"]  # nobody shows a clock


def test_industrialization_returns_top_red_card_for_the_single_player_with_most_clocks() -> None:
    s = fourth()
    s.board("ann", "Industrialization", "Bicycle")  # Bicycle: one clock
    s.deck("base", 6, "Canning", "Vaccination", "Democracy")
    g = s.build().dogma("Industrialization")
    assert "red" not in g.board("ann")
    assert g.deck_bottom("base", 6) == ["Industrialization"]


def test_industrialization_tie_for_most_clocks_returns_nothing() -> None:
    s = fourth()
    s.board("ann", "Industrialization", "Bicycle")
    s.board("bob", "Evolution", "Lighting")  # one clock as well (Lighting)
    s.deck("base", 6, "Canning", "Vaccination", "Democracy")
    g = s.build().dogma("Industrialization")
    assert g.pile("ann", "red") == ["Industrialization"]


def test_industrialization_splays_red_or_purple_right() -> None:
    s = fourth()
    s.board("ann", "Coal", "Industrialization")
    s.deck("base", 6, "Canning", "Vaccination", "Metric System")
    g = s.build().dogma("Industrialization").answer("red")
    assert g.splay("ann", "red") == "right"


# ---------------------------------------------------------------- Machine Tools


def test_machine_tools_draws_and_scores_a_card_of_the_highest_score_value() -> None:
    s = fourth()
    s.board("ann", "Machine Tools")
    s.score("ann", "Calendar", "Coal")
    s.deck("base", 5, "Physics")
    g = s.build().dogma("Machine Tools")
    assert sorted(g.score("ann")) == ["Calendar", "Coal", "Physics"]


# ---------------------------------------------------------------- Metric System


def test_metric_system_with_green_splayed_right_splays_any_colour_right() -> None:
    s = fourth()
    s.board("ann", "Classification", "Metric System", splay="right")
    s.board("ann", "Coal", "Industrialization")
    g = s.build().dogma("Metric System").answer("red")
    assert g.splay("ann", "red") == "right"
    assert g.idle  # green is already splayed right: the second effect asks nothing


def test_metric_system_splays_green_right() -> None:
    s = fourth()
    s.board("ann", "Classification", "Metric System")
    g = s.build().dogma("Metric System").answer("green")
    assert g.splay("ann", "green") == "right"


# ---------------------------------------------------------------- Vaccination


def test_vaccination_returns_every_score_card_of_the_chosen_value_and_both_meld() -> None:
    s = fourth()
    s.board("ann", "Vaccination")
    s.score("bob", "Agriculture", "Archery", "Calendar")
    s.deck("base", 6, "Canning")
    s.deck("base", 7, "Bicycle")
    g = s.build().dogma("Vaccination").answer("Archery")
    g.answer("Agriculture")  # bob orders the two 1s he returns
    assert g.score("bob") == ["Calendar"]
    assert sorted(g.deck_bottom("base", 1, 2)) == ["Agriculture", "Archery"]
    assert g.pile("bob", "yellow") == ["Canning"]
    assert g.pile("ann", "green") == ["Bicycle"]  # the demand returned a card


def test_vaccination_with_nothing_returned_melds_no_seven() -> None:
    s = fourth()
    s.board("ann", "Vaccination")
    s.deck("base", 7, "Bicycle")
    g = s.build().dogma("Vaccination")
    assert g.board("bob") == {}
    assert g.board("ann") == {"yellow": ["Vaccination"]}
