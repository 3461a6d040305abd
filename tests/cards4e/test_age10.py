"""Scenario tests for the 4th-edition base cards of age 10 (written from the card texts)."""

from __future__ import annotations

from tests.cards4e.scenario4e import fourth, junk, winners

# ---------------------------------------------------------------- A. I.


def test_ai_draws_and_scores_a_ten() -> None:
    s = fourth()
    s.board("ann", "A. I.")
    s.deck("base", 10, "Databases")
    g = s.build().dogma("A. I.")
    assert g.score("ann") == ["Databases"]
    assert not g.over


def test_ai_with_robotics_and_software_on_top_the_single_lowest_score_wins() -> None:
    s = fourth()
    s.board("ann", "A. I.", "Software", "Robotics")
    s.score("bob", "Agriculture")
    s.deck("base", 10, "Databases")
    g = s.build().dogma("A. I.")
    assert g.over
    assert winners(g) == ["bob"]


# ---------------------------------------------------------------- Bioengineering


def test_bioengineering_scores_an_opponents_leaf_top_card_then_most_leaves_wins() -> None:
    s = fourth()
    s.board("ann", "Bioengineering", "Agriculture")  # three leaves
    s.board("bob", "Clothing")  # two leaves
    g = s.build().dogma("Bioengineering")
    assert g.score("ann") == ["Clothing"]
    assert g.over  # bob now shows no leaf: ann, with the most, wins
    assert winners(g) == ["ann"]


def test_bioengineering_nobody_below_two_leaves_means_no_winner() -> None:
    s = fourth()
    s.board("ann", "Bioengineering", "Agriculture")
    s.board("bob", "Canning", "Clothing")  # 1 + 2 leaves
    g = s.build().dogma("Bioengineering").answer("Canning")
    assert g.score("ann") == ["Canning"]
    assert not g.over  # bob keeps two leaves


# ---------------------------------------------------------------- Databases


def test_databases_returns_as_many_score_cards_as_the_highest_achievement_value() -> None:
    s = fourth()
    s.board("ann", "Databases")
    s.achievements("bob", "Agriculture", "Calendar")
    s.score("bob", "Archery", "Coal", "Flight")
    g = s.build().dogma("Databases").answer("Archery", "Coal")
    assert g.score("bob") == ["Flight"]


def test_databases_with_only_special_achievements_returns_nothing() -> None:
    s = fourth()
    s.board("ann", "Databases")
    s.achievements("bob", "monument")
    s.score("bob", "Archery")
    g = s.build().dogma("Databases")
    assert g.score("bob") == ["Archery"]


# ---------------------------------------------------------------- Globalization


def test_globalization_demand_returns_a_leaf_top_card() -> None:
    s = fourth()
    s.board("ann", "Globalization")
    s.board("bob", "Agriculture")
    s.score("bob", "Flight")  # bob has the most points
    s.deck("base", 11, "Astrogeology")
    g = s.build().dogma("Globalization")
    assert g.board("bob") == {}
    assert g.deck_bottom("base", 1) == ["Agriculture"]
    # Then ann melds an 11; nobody shows more leaves than factories: bob, with the most points, wins.
    assert g.pile("ann", "red") == ["Astrogeology"]
    assert g.over
    assert winners(g) == ["bob"]


def test_globalization_more_leaves_than_factories_somewhere_means_no_winner() -> None:
    s = fourth()
    s.board("ann", "Globalization")
    s.board("bob", "Fermenting")  # two leaves and no factory
    s.board("bob", "Pottery")
    s.score("ann", "Coal")
    s.deck("base", 11, "Astrogeology")
    g = s.build().dogma("Globalization").answer("Pottery")
    assert not g.over


# ---------------------------------------------------------------- Miniaturization


def test_miniaturization_returning_a_ten_draws_a_ten_per_score_value() -> None:
    s = fourth()
    s.board("ann", "Miniaturization")
    s.hand("ann", "Databases")
    s.score("ann", "Agriculture", "Calendar", "Canal Building")
    s.deck("base", 10, "A. I.", "Software")
    g = s.build().dogma("Miniaturization")
    assert sorted(g.hand("ann")) == ["A. I.", "Software"]


def test_miniaturization_returning_an_eleven_junks_the_eleven_deck() -> None:
    s = fourth()
    s.board("ann", "Miniaturization")
    s.hand("ann", "Fusion")
    g = s.build().dogma("Miniaturization")
    assert g.deck("base", 11) == []
    assert "Fusion" in junk(g)
    assert len(junk(g)) == 10


def test_miniaturization_returning_a_lower_card_does_nothing_more() -> None:
    s = fourth()
    s.board("ann", "Miniaturization")
    s.hand("ann", "Agriculture")
    s.score("ann", "Calendar")
    g = s.build().dogma("Miniaturization")
    assert g.hand("ann") == []
    assert junk(g) == []


# ---------------------------------------------------------------- Robotics


def test_robotics_scores_top_green_melds_a_ten_and_self_executes_it_if_it_has_a_clock() -> None:
    s = fourth()
    s.board("ann", "Robotics", "Classification")
    s.deck("base", 10, "A. I.", "Databases")
    g = s.build().dogma("Robotics")
    assert g.score("ann") == ["Classification", "Databases"]  # A. I. self-executed
    assert g.pile("ann", "purple") == ["A. I."]


def test_robotics_a_ten_without_factory_or_clock_is_not_executed() -> None:
    s = fourth()
    s.board("ann", "Robotics")
    s.hand("ann", "Agriculture")
    s.deck("base", 10, "Stem Cells")
    g = s.build().dogma("Robotics")
    assert g.pile("ann", "yellow") == ["Stem Cells"]
    assert g.hand("ann") == ["Agriculture"]
    assert g.idle  # Stem Cells would have asked about scoring the hand


# ---------------------------------------------------------------- Self Service


def test_self_service_twice_as_many_achievements_wins() -> None:
    s = fourth()
    s.board("ann", "Self Service")
    s.achievements("ann", "Agriculture", "Calendar")
    s.achievements("bob", "Archery")
    g = s.build().dogma("Self Service")
    assert g.over
    assert winners(g) == ["ann"]


def test_self_service_fewer_than_twice_self_executes_another_top_card() -> None:
    s = fourth()
    s.board("ann", "Self Service", "Atomic Theory")
    s.achievements("ann", "Agriculture")
    s.achievements("bob", "Archery")
    s.deck("base", 7, "Bicycle")
    g = s.build().dogma("Self Service")
    assert not g.over
    # Atomic Theory is the only other top card: its effects draw and meld a 7.
    assert g.pile("ann", "green") == ["Self Service", "Bicycle"]


def test_self_service_no_achievements_on_either_side_is_at_least_twice() -> None:
    s = fourth()
    s.board("ann", "Self Service")
    g = s.build().dogma("Self Service")
    assert g.over
    assert winners(g) == ["ann"]


# ---------------------------------------------------------------- Software


def test_software_scores_a_ten_then_melds_two_nines_and_self_executes_the_second() -> None:
    s = fourth()
    s.board("ann", "Software")
    s.hand("ann", "Agriculture")
    s.deck("base", 10, "A. I.")
    s.deck("base", 9, "Ecology", "Suburbia")
    g = s.build().dogma("Software")
    assert g.score("ann") == ["A. I."]
    assert g.pile("ann", "yellow") == ["Ecology", "Suburbia"]
    g.answer("Agriculture")  # Suburbia: tuck cards from hand
    g.answer("no")  # do not junk the 9 deck
    assert g.pile("ann", "yellow")[0] == "Agriculture"
    assert len(g.score("ann")) == 2


# ---------------------------------------------------------------- Stem Cells


def test_stem_cells_scores_the_whole_hand_then_draws_an_eleven() -> None:
    s = fourth()
    s.board("ann", "Stem Cells")
    s.hand("ann", "Agriculture", "Coal")
    s.deck("base", 11, "Fusion")
    g = s.build().dogma("Stem Cells").answer("yes")
    assert sorted(g.score("ann")) == ["Agriculture", "Coal"]
    assert g.hand("ann") == ["Fusion"]


# ---------------------------------------------------------------- The Internet


def test_the_internet_splays_green_up_scores_a_ten_and_melds_a_ten_per_two_clocks() -> None:
    s = fourth()
    s.board("ann", "The Internet")
    s.board("ann", "Classification", "Bicycle")
    s.deck("base", 10, "A. I.", "Databases")
    g = s.build().dogma("The Internet").answer("green")
    assert g.splay("ann", "green") == "up"
    assert g.score("ann") == ["A. I."]
    # Two clocks (The Internet, Bicycle): one 10 melded.
    assert g.pile("ann", "green") == ["Classification", "Bicycle", "Databases"]


def test_self_service_in_a_team_game_compares_the_teams_pooled_achievements() -> None:
    s = fourth(players=("ann", "bob", "cat", "dan"), teams=True)  # ann & cat vs bob & dan
    s.board("ann", "Self Service")
    s.achievements("ann", "Agriculture")
    s.achievements("cat", "Calendar")
    s.achievements("bob", "Archery")
    g = s.build().dogma("Self Service")
    assert g.over
    assert winners(g) == ["ann", "cat"]
