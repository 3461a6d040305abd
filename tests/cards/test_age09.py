"""Scenario tests for age 9 base cards (written from the card texts and RULES.md)."""

from __future__ import annotations

from innovation.testing import Scenario, ScenarioGame

NINE_GREEN = (
    "Clothing",
    "Sailing",
    "The Wheel",
    "Currency",
    "Mapmaking",
    "Compass",
    "Paper",
    "Invention",
    "Navigation",
)


def _winners(g: ScenarioGame) -> list[str]:
    result = g.game.result
    assert result is not None
    assert result.reason == "dogma"
    return list(result.winners)


# ---------------------------------------------------------------- Collaboration


def test_collaboration_demand_activator_picks_one_other_is_melded() -> None:
    s = Scenario()
    s.board("ann", "Collaboration")  # 2 crowns
    s.board("bob", "Agriculture")  # 0 crowns
    s.deck("base", 9, "Computers", "Ecology")
    g = s.build().dogma("Collaboration")
    assert g.decision is not None and g.decision.player == "ann"
    g.answer("Ecology")
    assert g.pile("ann", "yellow") == ["Ecology"]
    assert g.pile("bob", "blue") == ["Computers"]
    assert g.hand("bob") == []
    assert g.hand("ann") == []
    assert not g.over


def test_collaboration_not_demanded_with_as_many_crowns() -> None:
    s = Scenario()
    s.board("ann", "Collaboration")
    s.board("bob", "Sailing")  # 2 crowns
    s.deck("base", 9, "Computers", "Ecology")
    g = s.build().dogma("Collaboration")
    assert g.hand("bob") == []
    assert g.board("bob") == {"green": ["Sailing"]}
    assert g.deck("base", 9)[:2] == ["Computers", "Ecology"]
    assert not g.shared_bonus  # bob shares the win check but changes nothing
    assert not g.over


def test_collaboration_transferred_green_card_makes_ten_and_wins() -> None:
    s = Scenario()
    s.board("ann", *NINE_GREEN[:8], "Collaboration")  # 9 green cards
    s.board("bob", "Agriculture")
    s.deck("base", 9, "Computers", "Satellites")
    g = s.build().dogma("Collaboration").answer("Satellites")
    assert g.pile("bob", "blue") == ["Computers"]
    assert len(g.pile("ann", "green")) == 10
    assert g.pile("ann", "green")[-1] == "Satellites"
    assert g.over
    assert _winners(g) == ["ann"]


def test_collaboration_nine_green_cards_do_not_win() -> None:
    s = Scenario()
    s.board("ann", *NINE_GREEN[:8], "Collaboration")
    s.board("bob", "Agriculture")
    s.deck("base", 9, "Computers", "Satellites")
    g = s.build().dogma("Collaboration").answer("Computers")
    assert g.pile("ann", "blue") == ["Computers"]
    assert g.pile("bob", "green") == ["Satellites"]
    assert len(g.pile("ann", "green")) == 9
    assert not g.over


# ---------------------------------------------------------------- Composites


def test_composites_takes_all_but_one_hand_card_and_highest_score_card() -> None:
    s = Scenario()
    s.board("ann", "Composites")  # 3 factories
    s.board("bob", "Agriculture")
    s.hand("bob", "Writing", "Calendar", "Optics")
    s.score("bob", "Pottery", "Canning", "Democracy")
    g = s.build().dogma("Composites")
    g.answer("Calendar")  # bob keeps Calendar
    g.answer("Democracy")  # bob picks among his tied highest score cards
    assert g.hand("bob") == ["Calendar"]
    assert sorted(g.hand("ann")) == ["Optics", "Writing"]
    assert g.score("ann") == ["Democracy"]
    assert sorted(g.score("bob")) == ["Canning", "Pottery"]


def test_composites_single_hand_card_is_kept() -> None:
    s = Scenario()
    s.board("ann", "Composites")
    s.board("bob", "Agriculture")
    s.hand("bob", "Writing")
    s.score("bob", "Pottery", "Canning")
    g = s.build().dogma("Composites")
    assert g.hand("bob") == ["Writing"]
    assert g.hand("ann") == []
    assert g.score("ann") == ["Canning"]
    assert g.score("bob") == ["Pottery"]


def test_composites_not_demanded_with_as_many_factories() -> None:
    s = Scenario()
    s.board("ann", "Composites")
    s.board("bob", "Machine Tools")  # 3 factories
    s.hand("bob", "Writing", "Calendar")
    s.score("bob", "Canning")
    g = s.build().dogma("Composites")
    assert g.hand("bob") == ["Writing", "Calendar"]
    assert g.score("bob") == ["Canning"]
    assert g.hand("ann") == [] and g.score("ann") == []


# ---------------------------------------------------------------- Computers


def test_computers_splays_then_melds_and_executes_a_ten() -> None:
    s = Scenario()
    s.board("ann", "Computers", "Archery", "Oars")  # 2 clocks
    s.deck("base", 10, "A. I.", "Databases")
    g = s.build().dogma("Computers").answer("red")
    assert g.splay("ann", "red") == "up"
    # A. I. is melded and executed by ann alone: it draws and scores Databases.
    assert g.pile("ann", "purple") == ["A. I."]
    assert g.score("ann") == ["Databases"]
    assert not g.shared_bonus


def test_computers_may_decline_splay() -> None:
    s = Scenario()
    s.board("ann", "Computers", "Archery", "Oars")
    s.deck("base", 10, "Databases")
    g = s.build().dogma("Computers").answer("done")
    assert g.splay("ann", "red") == "none"
    assert g.pile("ann", "green") == ["Databases"]


def test_computers_shared_by_player_with_as_many_clocks() -> None:
    s = Scenario()
    s.board("ann", "Computers")
    s.board("bob", "Fission")  # 3 clocks: shares
    s.deck("base", 10, "Databases", "Stem Cells", "Globalization")
    g = s.build().dogma("Computers")
    assert g.pile("bob", "green") == ["Databases"]
    assert g.pile("ann", "yellow") == ["Stem Cells"]  # empty hand: Stem Cells does nothing
    assert g.shared_bonus
    assert g.hand("ann") == ["Globalization"]


# ---------------------------------------------------------------- Ecology


def test_ecology_return_then_score_and_draw_two_tens() -> None:
    s = Scenario()
    s.board("ann", "Ecology")  # 2 lightbulbs
    s.hand("ann", "Agriculture", "Calendar", "Optics")
    s.deck("base", 10, "A. I.", "Databases")
    g = s.build().dogma("Ecology").answer("Agriculture", "Optics")
    assert g.deck_bottom("base", 1) == ["Agriculture"]
    assert g.score("ann") == ["Optics"]
    assert g.hand("ann") == ["Calendar", "A. I.", "Databases"]
    assert not g.shared_bonus


def test_ecology_may_decline() -> None:
    s = Scenario()
    s.board("ann", "Ecology")
    s.hand("ann", "Agriculture", "Calendar")
    g = s.build().dogma("Ecology").answer("done")
    assert g.hand("ann") == ["Agriculture", "Calendar"]
    assert g.score("ann") == []


def test_ecology_returning_the_only_card_still_draws() -> None:
    s = Scenario()
    s.board("ann", "Ecology")
    s.hand("ann", "Agriculture")
    s.deck("base", 10, "A. I.", "Databases")
    g = s.build().dogma("Ecology").answer("Agriculture")
    assert g.score("ann") == []
    assert g.hand("ann") == ["A. I.", "Databases"]


def test_ecology_shared_by_player_with_as_many_lightbulbs() -> None:
    s = Scenario()
    s.board("ann", "Ecology")
    s.board("bob", "Writing")  # 2 lightbulbs
    s.hand("bob", "Agriculture", "Calendar")
    s.deck("base", 10, "A. I.", "Databases")
    s.deck("base", 9, "Suburbia")
    g = s.build().dogma("Ecology").answer("Agriculture")  # bob returns; Calendar is scored
    assert g.score("bob") == ["Calendar"]
    assert g.hand("bob") == ["A. I.", "Databases"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Suburbia"]  # bonus: ann's highest top card is a 9


# ---------------------------------------------------------------- Fission


def test_fission_non_red_draw_is_kept_then_return_and_draw() -> None:
    s = Scenario()
    s.board("ann", "Fission", "Writing")  # 3 clocks
    s.board("bob", "Agriculture")
    s.deck("base", 10, "A. I.", "Databases")
    g = s.build().dogma("Fission")
    assert g.hand("bob") == ["A. I."]
    g.answer("Agriculture")  # ann returns bob's top card (Fission is not offered)
    assert g.board("bob") == {}
    assert g.deck_bottom("base", 1) == ["Agriculture"]
    assert g.hand("ann") == ["Databases"]
    assert g.board("ann") == {"red": ["Fission"], "blue": ["Writing"]}


def test_fission_red_draw_removes_hands_boards_and_scores() -> None:
    s = Scenario(players=("ann", "bob", "cat"))
    s.board("ann", "Fission", "Writing", "Pottery", splay="none")
    s.hand("ann", "Calendar")
    s.score("ann", "Optics")
    s.achievements("ann", "Canning")
    s.board("bob", "Agriculture")
    s.score("bob", "Vaccination")
    s.board("cat", "Clothing")
    s.hand("cat", "Mathematics")
    s.deck("base", 10, "Robotics", "A. I.")
    g = s.build().dogma("Fission")
    for p in ("ann", "bob", "cat"):
        assert g.board(p) == {}
        assert g.hand(p) == []
        assert g.score(p) == []
    assert g.achievements("ann") == ["Canning"]
    removed = set(g.removed())
    assert {"Fission", "Writing", "Pottery", "Calendar", "Optics", "Agriculture", "Vaccination"} <= removed
    assert {"Clothing", "Mathematics", "Robotics"} <= removed
    # The dogma is over: cat never draws and ann never returns or draws.
    assert g.deck("base", 10)[0] == "A. I."
    assert g.decision is not None and g.decision.kind == "action"


def test_fission_non_demand_cannot_return_fission() -> None:
    s = Scenario()
    s.board("ann", "Fission")
    s.board("bob", "Software")  # 3 clocks: not demanded, shares
    s.deck("base", 10, "A. I.", "Databases")
    s.deck("base", 9, "Genetics")
    g = s.build().dogma("Fission")
    # bob goes first: his only choice is his own Software (Fission is excluded).
    assert g.board("bob") == {}
    assert g.deck_bottom("base", 10) == ["Software"]
    assert g.hand("bob") == ["A. I."]
    # ann has nothing left to return, draws a 10, then the sharing bonus (a 9).
    assert g.board("ann") == {"red": ["Fission"]}
    assert g.hand("ann") == ["Databases", "Genetics"]
    assert g.shared_bonus


# ---------------------------------------------------------------- Genetics


def test_genetics_melds_ten_and_scores_cards_beneath() -> None:
    s = Scenario()
    s.board("ann", "Writing", "Tools", "Genetics")  # one blue pile, 3 lightbulbs on top
    s.deck("base", 10, "Software")
    g = s.build().dogma("Genetics")
    assert g.pile("ann", "blue") == ["Software"]
    assert g.score("ann") == ["Writing", "Tools", "Genetics"]
    assert not g.shared_bonus


def test_genetics_new_pile_scores_nothing() -> None:
    s = Scenario()
    s.board("ann", "Genetics")
    s.deck("base", 10, "A. I.")
    g = s.build().dogma("Genetics")
    assert g.pile("ann", "purple") == ["A. I."]
    assert g.score("ann") == []


def test_genetics_shared_by_player_with_as_many_lightbulbs() -> None:
    s = Scenario()
    s.board("ann", "Genetics")
    s.board("bob", "Clothing", "Education")  # Education: 3 lightbulbs
    s.deck("base", 10, "Databases", "Stem Cells", "A. I.")
    g = s.build().dogma("Genetics")
    assert g.pile("bob", "green") == ["Databases"]
    assert g.score("bob") == ["Clothing"]
    assert g.pile("ann", "yellow") == ["Stem Cells"]
    assert g.shared_bonus
    assert g.hand("ann") == ["A. I."]


# ---------------------------------------------------------------- Satellites


def test_satellites_returns_hand_splays_and_melds_then_executes() -> None:
    s = Scenario()
    s.board("ann", "Satellites", "Code of Laws", "Mysticism")  # 3 clocks
    s.hand("ann", "Agriculture", "Calendar")
    s.exhaust("base", 8)  # draws of an 8 come from the 9 pile
    s.deck("base", 9, "Suburbia", "Ecology", "Services")
    s.deck("base", 1, "Writing")
    g = s.build().dogma("Satellites")
    assert g.deck_bottom("base", 1) == ["Agriculture"]
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.hand("ann") == ["Suburbia", "Ecology", "Services"]
    g.answer("purple")
    assert g.splay("ann", "purple") == "up"
    g.answer("Suburbia")  # meld Suburbia and execute it alone
    g.answer("Services", "done")  # Suburbia: tuck Services, then draw and score a 1
    assert g.pile("ann", "yellow") == ["Suburbia"]
    assert g.pile("ann", "purple") == ["Services", "Code of Laws", "Mysticism"]
    assert g.score("ann") == ["Writing"]
    assert g.hand("ann") == ["Ecology"]
    assert not g.shared_bonus


def test_satellites_draws_eights() -> None:
    s = Scenario()
    s.board("ann", "Satellites")
    s.deck("base", 8, "Mobility", "Skyscrapers", "Corporations")
    g = s.build().dogma("Satellites")
    assert sorted(g.hand("ann")) == ["Corporations", "Mobility", "Skyscrapers"]
    g.answer("Mobility")  # a demand-only card: nothing to execute
    assert g.pile("ann", "red") == ["Mobility"]
    assert sorted(g.hand("ann")) == ["Corporations", "Skyscrapers"]


def test_satellites_shared_by_player_with_as_many_clocks() -> None:
    s = Scenario()
    s.board("ann", "Satellites")
    s.board("bob", "Fission")  # 3 clocks: shares
    s.hand("bob", "Agriculture")
    s.exhaust("base", 8)
    s.deck("base", 9, "Composites", "Ecology", "Suburbia", "Services", "Genetics", "Computers", "Specialization")
    g = s.build().dogma("Satellites")
    assert g.deck_bottom("base", 1) == ["Agriculture"]
    assert g.hand("bob") == ["Composites", "Ecology", "Suburbia"]
    assert g.hand("ann") == ["Services", "Genetics", "Computers"]
    g.answer("Composites")  # bob melds a demand-only card
    g.answer("Services")  # so does ann
    assert g.pile("bob", "red") == ["Fission", "Composites"]
    assert g.pile("ann", "purple") == ["Services"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Genetics", "Computers", "Specialization"]


# ---------------------------------------------------------------- Services


def test_services_takes_highest_score_cards_and_gives_a_leafless_top_card() -> None:
    s = Scenario()
    s.board("ann", "Services", "Writing", "Agriculture")  # 3 leaves
    s.board("bob", "Archery")  # 0 leaves
    s.score("bob", "Canning", "Optics", "Democracy")
    g = s.build().dogma("Services")
    assert sorted(g.hand("ann")) == ["Canning", "Democracy"]
    assert g.score("bob") == ["Optics"]
    # Writing is ann's only top card without a leaf.
    assert g.hand("bob") == ["Writing"]
    assert "blue" not in g.board("ann")


def test_services_demanded_player_chooses_the_leafless_card() -> None:
    s = Scenario()
    s.board("ann", "Services", "Writing", "Archery")
    s.board("bob", "Oars")
    s.score("bob", "Optics")
    g = s.build().dogma("Services").answer("Archery")
    assert g.hand("ann") == ["Optics"]
    assert g.hand("bob") == ["Archery"]
    assert g.board("ann") == {"purple": ["Services"], "blue": ["Writing"]}


def test_services_nothing_transferred_means_nothing_taken() -> None:
    s = Scenario()
    s.board("ann", "Services", "Writing")
    s.board("bob", "Archery")
    g = s.build().dogma("Services")
    assert g.hand("bob") == []
    assert g.board("ann") == {"purple": ["Services"], "blue": ["Writing"]}


def test_services_not_demanded_with_as_many_leaves() -> None:
    s = Scenario()
    s.board("ann", "Services", "Writing")
    s.board("bob", "Agriculture")  # 3 leaves
    s.score("bob", "Optics")
    g = s.build().dogma("Services")
    assert g.score("bob") == ["Optics"]
    assert g.hand("ann") == [] and g.hand("bob") == []


# ---------------------------------------------------------------- Specialization


def test_specialization_takes_top_cards_of_revealed_colour_then_splays() -> None:
    s = Scenario(players=("ann", "bob", "cat"))
    s.board("ann", "Specialization", "Masonry", "Canning")  # 4 factories
    s.hand("ann", "Agriculture", "Writing")
    s.board("bob", "Pottery", "Tools")
    s.board("cat", "Calendar", "Archery")
    g = s.build().dogma("Specialization").answer("Writing")
    assert sorted(g.hand("ann")) == ["Agriculture", "Calendar", "Tools", "Writing"]
    assert g.pile("bob", "blue") == ["Pottery"]
    assert g.board("cat") == {"red": ["Archery"]}
    g.answer("yellow")
    assert g.splay("ann", "yellow") == "up"
    assert not g.shared_bonus


def test_specialization_empty_hand_takes_nothing() -> None:
    s = Scenario()
    s.board("ann", "Specialization")
    s.board("bob", "Writing")
    g = s.build().dogma("Specialization")
    assert g.hand("ann") == []
    assert g.board("bob") == {"blue": ["Writing"]}


def test_specialization_shared_by_player_with_as_many_factories() -> None:
    s = Scenario()
    s.board("ann", "Specialization", "Writing")  # 2 factories
    s.hand("ann", "Clothing")
    s.board("bob", "Machine Tools")  # 3 factories: shares
    s.hand("bob", "Pottery")
    s.deck("base", 9, "Ecology")
    g = s.build().dogma("Specialization")
    # bob reveals Pottery (his only card) and takes ann's blue Writing; ann reveals Clothing.
    assert sorted(g.hand("bob")) == ["Pottery", "Writing"]
    assert g.board("ann") == {"purple": ["Specialization"]}
    assert g.shared_bonus
    assert sorted(g.hand("ann")) == ["Clothing", "Ecology"]


# ---------------------------------------------------------------- Suburbia


def test_suburbia_tucks_chosen_cards_and_scores_a_one_per_tuck() -> None:
    s = Scenario()
    s.board("ann", "Suburbia")  # 2 leaves
    s.hand("ann", "Agriculture", "Writing", "Calendar")
    s.deck("base", 1, "Pottery", "Clothing")
    g = s.build().dogma("Suburbia").answer("Agriculture", "Writing", "done")
    assert g.pile("ann", "yellow") == ["Agriculture", "Suburbia"]
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.score("ann") == ["Pottery", "Clothing"]
    assert g.hand("ann") == ["Calendar"]
    assert not g.shared_bonus


def test_suburbia_may_tuck_nothing() -> None:
    s = Scenario()
    s.board("ann", "Suburbia")
    s.hand("ann", "Agriculture")
    g = s.build().dogma("Suburbia").answer("done")
    assert g.hand("ann") == ["Agriculture"]
    assert g.score("ann") == []


def test_suburbia_shared_by_player_with_as_many_leaves() -> None:
    s = Scenario()
    s.board("ann", "Suburbia")
    s.board("bob", "Agriculture")  # 3 leaves: shares
    s.hand("bob", "Writing")
    s.deck("base", 1, "Pottery")
    s.deck("base", 9, "Ecology")
    g = s.build().dogma("Suburbia").answer("Writing")
    assert g.pile("bob", "blue") == ["Writing"]
    assert g.score("bob") == ["Pottery"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Ecology"]
