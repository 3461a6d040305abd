"""Scenario tests for age 10 base cards (written from the card texts and RULES.md)."""

from __future__ import annotations

from innovation.testing import Scenario, ScenarioGame


def _winners(g: ScenarioGame) -> list[str]:
    result = g.game.result
    assert result is not None
    assert result.reason == "dogma"
    return list(result.winners)


# ---------------------------------------------------------------- A. I.


def test_ai_draws_and_scores_a_ten_without_robotics_and_software() -> None:
    s = Scenario()
    s.board("ann", "A. I.")  # 2 lightbulbs
    s.board("bob", "Archery")  # 1 lightbulb: does not share
    s.deck("base", 10, "Databases")
    g = s.build().dogma("A. I.")
    assert g.score("ann") == ["Databases"]
    assert g.score("bob") == []
    assert not g.over
    assert not g.shared_bonus


def test_ai_lowest_score_wins_when_robotics_and_software_are_top_cards() -> None:
    s = Scenario()
    s.board("ann", "A. I.", "Software")
    s.board("bob", "Robotics")  # 0 lightbulbs
    s.score("bob", "Agriculture")
    s.deck("base", 10, "Databases")
    g = s.build().dogma("A. I.")
    assert g.score("ann") == ["Databases"]
    assert g.over
    assert _winners(g) == ["bob"]


def test_ai_needs_both_cards_on_top() -> None:
    s = Scenario()
    s.board("ann", "A. I.", "Robotics")
    s.board("bob", "Software", "Pottery")  # Software is covered by Pottery
    s.deck("base", 10, "Databases")
    g = s.build().dogma("A. I.")
    assert g.score("ann") == ["Databases"]
    assert not g.over


def test_ai_tie_for_lowest_score_means_no_winner() -> None:
    s = Scenario(players=("ann", "bob", "cat"))
    s.board("ann", "A. I.", "Software", "Robotics")
    s.board("bob", "Archery")
    s.board("cat", "Oars")
    s.deck("base", 10, "Databases")
    g = s.build().dogma("A. I.")
    assert g.score("ann") == ["Databases"]
    assert not g.over  # bob and cat both have 0 points


def test_ai_team_game_tie_between_partners_makes_their_team_win() -> None:
    s = Scenario(players=("ann", "bob", "cat", "dan"), teams=True)  # ann & cat vs bob & dan
    s.board("ann", "A. I.", "Software", "Robotics")
    s.score("cat", "Canning")
    s.deck("base", 10, "Databases")
    g = s.build().dogma("A. I.")
    assert g.over
    assert sorted(_winners(g)) == ["bob", "dan"]


def test_ai_team_game_tie_across_teams_means_no_winner() -> None:
    s = Scenario(players=("ann", "bob", "cat", "dan"), teams=True)
    s.board("ann", "A. I.", "Software", "Robotics")
    s.score("dan", "Canning")  # bob and cat (opponents) tie with 0 points
    s.deck("base", 10, "Databases")
    g = s.build().dogma("A. I.")
    assert not g.over


def test_ai_shared_draw_and_score_gives_bonus() -> None:
    s = Scenario()
    s.board("ann", "A. I.")
    s.board("bob", "Writing")  # 2 lightbulbs: shares
    s.deck("base", 10, "Databases", "Globalization", "Stem Cells")
    g = s.build().dogma("A. I.")
    assert g.score("bob") == ["Databases"]
    assert g.score("ann") == ["Globalization"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Stem Cells"]


# ---------------------------------------------------------------- Bioengineering


def test_bioengineering_takes_leaf_top_card_then_tie_means_no_win() -> None:
    s = Scenario()
    s.board("ann", "Bioengineering")  # 2 clocks
    s.board("bob", "Agriculture", "Writing")
    g = s.build().dogma("Bioengineering")
    # Agriculture is bob's only top card with a leaf: taken without asking.
    assert g.score("ann") == ["Agriculture"]
    assert g.board("bob") == {"blue": ["Writing"]}
    assert not g.over  # both have 0 leaves: no single player has the most
    assert not g.shared_bonus


def test_bioengineering_choice_and_player_with_most_leaves_wins() -> None:
    s = Scenario()
    s.board("ann", "Bioengineering")
    s.board("bob", "Agriculture", "Pottery")
    g = s.build().dogma("Bioengineering").answer("Pottery")
    assert g.score("ann") == ["Pottery"]
    assert g.board("bob") == {"yellow": ["Agriculture"]}
    # ann has 0 leaves (< 3), bob has 3 and is the single player with the most.
    assert g.over
    assert _winners(g) == ["bob"]


def test_bioengineering_activator_wins_with_most_leaves() -> None:
    s = Scenario(players=("ann", "bob", "cat"))
    s.board("ann", "Bioengineering", "Reformation", "Clothing")  # 5 leaves
    s.board("bob", "Agriculture")
    s.board("cat", "Writing")
    g = s.build().dogma("Bioengineering")
    assert g.score("ann") == ["Agriculture"]
    assert g.over
    assert _winners(g) == ["ann"]


def test_bioengineering_no_win_when_everybody_has_three_leaves() -> None:
    s = Scenario()
    s.board("ann", "Bioengineering", "Reformation")  # 3 leaves
    s.board("bob", "Agriculture", "Pottery", "Clothing")
    g = s.build().dogma("Bioengineering").answer("Pottery")
    assert g.score("ann") == ["Pottery"]
    assert g.board("bob") == {"yellow": ["Agriculture"], "green": ["Clothing"]}
    assert not g.over  # bob has the most leaves, but nobody has fewer than three


def test_bioengineering_shared_by_opponent_with_as_many_clocks() -> None:
    s = Scenario()
    s.board("ann", "Bioengineering", "Agriculture")
    s.board("bob", "Software")  # 3 clocks: shares
    s.deck("base", 10, "Databases")
    g = s.build().dogma("Bioengineering")
    assert g.score("bob") == ["Agriculture"]  # bob takes ann's leaf card
    assert g.score("ann") == []  # bob's Software shows no leaf
    assert not g.over
    assert g.shared_bonus
    assert g.hand("ann") == ["Databases"]


# ---------------------------------------------------------------- Databases


def test_databases_returns_half_rounded_up_of_choice() -> None:
    s = Scenario()
    s.board("ann", "Databases")  # 3 clocks
    s.board("bob", "Agriculture")
    s.score("bob", "Pottery", "Calendar", "Optics")
    g = s.build().dogma("Databases").answer("Calendar", "Optics")
    assert g.score("bob") == ["Pottery"]
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.deck_bottom("base", 3) == ["Optics"]


def test_databases_single_card_returned_without_choice() -> None:
    s = Scenario()
    s.board("ann", "Databases")
    s.board("bob", "Agriculture")
    s.score("bob", "Optics")
    g = s.build().dogma("Databases")
    assert g.score("bob") == []
    assert g.deck_bottom("base", 3) == ["Optics"]


def test_databases_four_cards_return_two() -> None:
    s = Scenario()
    s.board("ann", "Databases")
    s.board("bob", "Agriculture")
    s.score("bob", "Pottery", "Calendar", "Optics", "Canning")
    g = s.build().dogma("Databases").answer("Pottery", "Canning")
    assert g.score("bob") == ["Calendar", "Optics"]
    assert g.deck_bottom("base", 1) == ["Pottery"]
    assert g.deck_bottom("base", 6) == ["Canning"]


def test_databases_not_demanded_with_equal_clocks() -> None:
    s = Scenario()
    s.board("ann", "Databases")
    s.board("bob", "Software")  # 3 clocks, as many as ann
    s.score("bob", "Pottery", "Calendar")
    g = s.build().dogma("Databases")
    assert g.score("bob") == ["Pottery", "Calendar"]
    assert g.decision is not None and g.decision.kind == "action"


# ---------------------------------------------------------------- Globalization


def test_globalization_demand_and_most_points_wins() -> None:
    s = Scenario()
    s.board("ann", "Globalization")  # 3 factories
    s.board("bob", "Agriculture", "Writing")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Globalization")
    assert g.board("bob") == {"blue": ["Writing"]}
    assert g.deck_bottom("base", 1) == ["Agriculture"]
    assert g.score("ann") == ["Canning"]
    # Nobody shows more leaves than factories; ann has the most points.
    assert g.over
    assert _winners(g) == ["ann"]


def test_globalization_no_win_while_someone_has_more_leaves_than_factories() -> None:
    s = Scenario()
    s.board("ann", "Globalization")
    s.board("bob", "Agriculture", "Pottery")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Globalization").answer("Pottery")
    assert g.board("bob") == {"yellow": ["Agriculture"]}
    assert g.deck_bottom("base", 1) == ["Pottery"]
    assert g.score("ann") == ["Canning"]
    assert not g.over  # bob still shows 3 leaves and no factory


def test_globalization_tie_for_most_points_means_no_winner() -> None:
    s = Scenario()
    s.board("ann", "Globalization")
    s.board("bob", "Writing")  # no leaf top card: the demand does nothing
    s.score("bob", "Vaccination")
    s.deck("base", 6, "Democracy")
    g = s.build().dogma("Globalization")
    assert g.board("bob") == {"blue": ["Writing"]}
    assert g.score("ann") == ["Democracy"]
    assert not g.over


def test_globalization_shared_when_nobody_wins() -> None:
    s = Scenario()
    s.board("ann", "Globalization", "Pottery", "Reformation")  # 6 leaves > 3 factories
    s.board("bob", "Machine Tools")  # 3 factories: shares, not demanded
    s.deck("base", 6, "Canning", "Democracy")
    s.deck("base", 10, "Databases")
    g = s.build().dogma("Globalization")
    assert g.score("bob") == ["Canning"]
    assert g.score("ann") == ["Democracy"]
    assert not g.over
    assert g.shared_bonus
    assert g.hand("ann") == ["Databases"]


# ---------------------------------------------------------------- Miniaturization


def test_miniaturization_returning_a_ten_draws_per_score_value() -> None:
    s = Scenario()
    s.board("ann", "Miniaturization")
    s.hand("ann", "Robotics")
    s.score("ann", "Agriculture", "Pottery", "Calendar", "Software")  # values 1, 2, 10
    s.deck("base", 10, "A. I.", "Databases", "Globalization")
    g = s.build().dogma("Miniaturization").answer("Robotics")
    assert g.hand("ann") == ["A. I.", "Databases", "Globalization"]
    assert g.deck_bottom("base", 10) == ["Robotics"]
    assert not g.shared_bonus


def test_miniaturization_returning_a_lower_card_draws_nothing() -> None:
    s = Scenario()
    s.board("ann", "Miniaturization")
    s.hand("ann", "Canning")
    s.score("ann", "Agriculture")
    g = s.build().dogma("Miniaturization").answer("Canning")
    assert g.hand("ann") == []
    assert g.deck_bottom("base", 6) == ["Canning"]


def test_miniaturization_may_decline() -> None:
    s = Scenario()
    s.board("ann", "Miniaturization")
    s.hand("ann", "Robotics")
    g = s.build().dogma("Miniaturization").answer("done")
    assert g.hand("ann") == ["Robotics"]


def test_miniaturization_shared_return_gives_bonus() -> None:
    s = Scenario()
    s.board("ann", "Miniaturization")
    s.board("bob", "Writing")  # 2 lightbulbs: shares
    s.hand("bob", "Software")
    s.deck("base", 10, "Databases")
    g = s.build().dogma("Miniaturization").answer("Software")
    # bob's score pile is empty: no value, so nothing is drawn; ann has no hand.
    assert g.hand("bob") == []
    assert g.deck_bottom("base", 10) == ["Software"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Databases"]


# ---------------------------------------------------------------- Robotics


def test_robotics_scores_green_then_melds_and_executes_a_ten() -> None:
    s = Scenario()
    s.board("ann", "Robotics", "Currency")
    s.deck("base", 10, "A. I.", "Databases")
    g = s.build().dogma("Robotics")
    # Currency scored; A. I. melded and its effects executed: it draws and scores Databases.
    assert g.score("ann") == ["Currency", "Databases"]
    assert g.board("ann") == {"red": ["Robotics"], "purple": ["A. I."]}
    assert not g.over  # Software is not a top card


def test_robotics_without_green_card_still_melds() -> None:
    s = Scenario()
    s.board("ann", "Robotics")
    s.deck("base", 10, "Stem Cells")
    g = s.build().dogma("Robotics")
    assert g.score("ann") == []
    assert g.pile("ann", "yellow") == ["Stem Cells"]
    assert g.hand("ann") == []


def test_robotics_shared_by_player_with_as_many_factories() -> None:
    s = Scenario()
    s.board("ann", "Robotics", "Currency")
    s.board("bob", "Machine Tools")  # 3 factories
    s.deck("base", 10, "Databases", "Stem Cells", "Globalization")
    g = s.build().dogma("Robotics")
    assert g.pile("bob", "green") == ["Databases"]  # Databases has no non-demand effect
    assert g.score("ann") == ["Currency"]
    assert g.pile("ann", "yellow") == ["Stem Cells"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Globalization"]


# ---------------------------------------------------------------- Self Service


def test_self_service_executes_chosen_top_card() -> None:
    s = Scenario()
    s.board("ann", "Self Service", "Writing", "Agriculture")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Self Service").answer("Writing")
    assert g.hand("ann") == ["Calendar"]
    assert not g.over  # no achievements on either side
    assert not g.shared_bonus


def test_self_service_more_achievements_wins() -> None:
    s = Scenario()
    s.board("ann", "Self Service")
    s.achievements("ann", "Optics")
    g = s.build().dogma("Self Service")
    assert g.over
    assert _winners(g) == ["ann"]


def test_self_service_tie_on_achievements_does_not_win() -> None:
    s = Scenario(players=("ann", "bob", "cat"))
    s.board("ann", "Self Service", "Writing")
    s.achievements("ann", "Optics", "Canning")
    s.achievements("bob", "Calendar")
    s.achievements("cat", "Vaccination", "Democracy")
    s.deck("base", 2, "Mathematics")
    g = s.build().dogma("Self Service")
    assert g.hand("ann") == ["Mathematics"]  # Writing is the only other top card
    assert not g.over


def test_self_service_team_game_compares_pooled_achievements() -> None:
    s = Scenario(players=("ann", "bob", "cat", "dan"), teams=True)  # ann & cat vs bob & dan
    s.board("ann", "Self Service")
    s.achievements("ann", "Optics")
    s.achievements("cat", "Canning")
    s.achievements("bob", "Calendar")
    g = s.build().dogma("Self Service")
    assert g.over
    assert sorted(_winners(g)) == ["ann", "cat"]


def test_self_service_shared_by_player_with_as_many_crowns() -> None:
    s = Scenario()
    s.board("ann", "Self Service")
    s.board("bob", "Enterprise", "Writing")  # Enterprise: 3 crowns
    s.deck("base", 2, "Calendar")
    s.deck("base", 10, "Databases")
    g = s.build().dogma("Self Service").answer("Writing")
    assert g.hand("bob") == ["Calendar"]
    assert not g.over
    assert g.shared_bonus
    assert g.hand("ann") == ["Databases"]


# ---------------------------------------------------------------- Software


def test_software_scores_then_melds_two_and_executes_the_second() -> None:
    s = Scenario()
    s.board("ann", "Software")
    s.deck("base", 10, "Stem Cells", "Databases", "A. I.", "Globalization")
    g = s.build().dogma("Software")
    # Stem Cells scored; Databases and A. I. melded; A. I. executed scores Globalization.
    assert g.score("ann") == ["Stem Cells", "Globalization"]
    assert g.board("ann") == {"blue": ["Software"], "green": ["Databases"], "purple": ["A. I."]}
    assert not g.over
    assert not g.shared_bonus


def test_software_shared_by_player_with_as_many_clocks() -> None:
    s = Scenario()
    s.board("ann", "Software")
    s.board("bob", "Fission")  # 3 clocks: shares
    s.deck(
        "base",
        10,
        "A. I.",  # bob scores
        "Globalization",  # ann scores
        "Robotics",  # bob melds
        "Databases",  # bob melds second (no non-demand effect)
        "Miniaturization",  # ann melds
        "Stem Cells",  # ann melds second (her hand is empty: nothing)
        "The Internet",  # ann's sharing bonus
    )
    g = s.build().dogma("Software")
    assert g.score("bob") == ["A. I."]
    assert g.score("ann") == ["Globalization"]
    assert g.board("bob") == {"red": ["Fission", "Robotics"], "green": ["Databases"]}
    assert g.board("ann") == {"blue": ["Software"], "red": ["Miniaturization"], "yellow": ["Stem Cells"]}
    assert g.shared_bonus
    assert g.hand("ann") == ["The Internet"]


# ---------------------------------------------------------------- Stem Cells


def test_stem_cells_scores_whole_hand() -> None:
    s = Scenario()
    s.board("ann", "Stem Cells")
    s.hand("ann", "Agriculture", "Calendar")
    g = s.build().dogma("Stem Cells").answer("yes")
    assert g.hand("ann") == []
    assert sorted(g.score("ann")) == ["Agriculture", "Calendar"]
    assert not g.shared_bonus


def test_stem_cells_may_decline() -> None:
    s = Scenario()
    s.board("ann", "Stem Cells")
    s.hand("ann", "Agriculture", "Calendar")
    g = s.build().dogma("Stem Cells").answer("no")
    assert g.hand("ann") == ["Agriculture", "Calendar"]
    assert g.score("ann") == []


def test_stem_cells_empty_hand_asks_nothing() -> None:
    s = Scenario()
    s.board("ann", "Stem Cells")
    g = s.build().dogma("Stem Cells")
    assert g.decision is not None and g.decision.kind == "action"
    assert g.score("ann") == []


def test_stem_cells_shared_by_player_with_as_many_leaves() -> None:
    s = Scenario()
    s.board("ann", "Stem Cells")
    s.board("bob", "Agriculture")  # 3 leaves: shares
    s.hand("bob", "Writing")
    s.deck("base", 10, "Databases")
    g = s.build().dogma("Stem Cells").answer("yes")
    assert g.score("bob") == ["Writing"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Databases"]


# ---------------------------------------------------------------- The Internet


def test_the_internet_splays_scores_and_melds_per_two_clocks() -> None:
    s = Scenario()
    s.board("ann", "The Internet", "Sailing", "Mapmaking", "Software")
    # Clocks: The Internet 2 + Software 3 = 5 (the green pile shows none) -> two melds.
    s.deck("base", 10, "Stem Cells", "Databases", "Robotics")
    g = s.build().dogma("The Internet").answer("green")
    assert g.splay("ann", "green") == "up"
    assert g.score("ann") == ["Stem Cells"]
    assert g.pile("ann", "green") == ["Sailing", "Mapmaking", "Databases"]
    assert g.pile("ann", "red") == ["Robotics"]
    assert g.hand("ann") == []
    assert not g.shared_bonus


def test_the_internet_may_decline_splay_and_few_clocks_meld_nothing() -> None:
    s = Scenario()
    s.board("ann", "The Internet", "Sailing", "Mapmaking")
    s.deck("base", 10, "Stem Cells", "Databases")
    g = s.build().dogma("The Internet").answer("done")
    assert g.splay("ann", "green") == "none"
    assert g.score("ann") == ["Stem Cells"]
    # Only 2 clocks -> one meld.
    assert g.pile("ann", "green") == ["Sailing", "Mapmaking", "Databases"]


def test_the_internet_shared_by_player_with_as_many_clocks() -> None:
    s = Scenario()
    s.board("ann", "The Internet")  # 2 clocks
    s.board("bob", "Quantum Theory")  # 3 clocks: shares
    s.deck("base", 10, "Stem Cells", "Databases", "Robotics", "A. I.", "Globalization")
    g = s.build().dogma("The Internet")
    # Effect 2: bob scores Stem Cells, ann scores Databases.
    # Effect 3: bob (3 clocks) melds Robotics, ann (2 clocks) melds A. I.
    assert g.score("bob") == ["Stem Cells"]
    assert g.score("ann") == ["Databases"]
    assert g.pile("bob", "red") == ["Robotics"]
    assert g.pile("ann", "purple") == ["The Internet", "A. I."]
    assert g.shared_bonus
    assert g.hand("ann") == ["Globalization"]
