"""Scenario tests for the 4th-edition Artifacts cards of age 5 that art4e-b wrote (written from
the card texts and RULES-4e.md)."""

from __future__ import annotations

from tests.cards4e.artifacts.art4e import artifacts4e

# ---------------------------------------------------------------- Almira, Queen of Castile


def test_almira_melds_and_claims_the_achievement_of_its_value() -> None:
    s = artifacts4e()
    s.board("ann", "Almira, Queen of Castile")
    s.hand("ann", "Calendar")
    s.available_achievements("Tools", "Mathematics")
    g = s.build().dogma("Almira, Queen of Castile")
    assert g.pile("ann", "blue") == ["Calendar"]
    assert g.achievements("ann") == ["Mathematics"]


def test_almira_with_an_empty_hand_junks_the_deck_of_the_lowest_achievement() -> None:
    s = artifacts4e()
    s.board("ann", "Almira, Queen of Castile")
    s.available_achievements("Mathematics", "Optics")
    g = s.build().dogma("Almira, Queen of Castile")
    assert g.deck("base", 2) == []
    assert len(g.junk()) == 9  # the 2s less Mathematics, on offer as the achievement


# ---------------------------------------------------------------- Boerhaave Microscope


def test_boerhaave_microscope_returns_the_lowest_hand_and_top_cards_and_scores_the_sum() -> None:
    s = artifacts4e()
    s.board("ann", "Boerhaave Microscope", "Archery")
    s.hand("ann", "Writing", "Optics")
    s.deck("base", 2, "Mathematics")
    g = s.build().dogma("Boerhaave Microscope")
    assert g.hand("ann") == ["Optics"]
    assert g.score("ann") == ["Mathematics"]  # 1 + 1


# ---------------------------------------------------------------- Galley Whydah


def test_galley_whydah_my_colour_to_my_score_then_yours_onto_my_board() -> None:
    s = artifacts4e()
    s.board("ann", "Galley Whydah", "Pottery")  # 2 lightbulbs; blue shows one card
    s.board("bob", "Calendar", "Mathematics", splay="right")  # blue shows two; 2 lightbulbs: compelled
    g = s.build().dogma("Galley Whydah")
    assert g.score("ann") == ["Pottery"]
    assert g.pile("ann", "blue") == ["Calendar", "Mathematics"]  # bottom card first, so still lowest
    assert g.board("bob") == {}


def test_galley_whydah_without_such_a_colour_nothing_moves() -> None:
    s = artifacts4e()
    s.board("ann", "Galley Whydah", "Pottery")
    s.board("bob", "Mathematics")  # blue shows one card, as mine; 2 lightbulbs: compelled
    g = s.build().dogma("Galley Whydah")
    assert g.pile("bob", "blue") == ["Mathematics"]
    assert g.score("ann") == []


# ---------------------------------------------------------------- Gujin Tushu Jicheng


def test_gujin_tushu_jicheng_super_executes_another_players_top_card() -> None:
    s = artifacts4e()
    s.board("ann", "Gujin Tushu Jicheng")  # 2 lightbulbs
    s.board("bob", "Archery")  # 1 lightbulb: not sharing; its demand would not reach him either
    s.deck("base", 1, "Writing")
    s.available_achievements("Tools")
    g = s.build().dogma("Gujin Tushu Jicheng")
    # Super-executed: Archery's demand reaches bob whatever his icons (he draws Writing and hands
    # it over), then its non-demand effect is ann's alone (she junks the 1 achievement).
    assert g.hand("ann") == ["Writing"] and g.hand("bob") == []
    assert g.junk() == ["Tools"]
    assert g.pile("bob", "red") == ["Archery"]


def test_gujin_tushu_jicheng_off_your_turn_does_nothing() -> None:
    s = artifacts4e()
    s.board("ann", "Gujin Tushu Jicheng")  # 2 lightbulbs
    s.board("bob", "Writing", "Archery")  # 2 lightbulbs: bob shares, off his turn: nothing
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Gujin Tushu Jicheng")
    assert g.decision is not None and g.decision.player == "ann"  # bob's share asked nothing
    g.answer("Writing")  # ann super-executes bob's Writing: she draws a 2
    assert g.hand("ann") == ["Calendar"] and g.hand("bob") == []
    assert not g.shared_bonus


# ---------------------------------------------------------------- Hudson's Bay Company Archives


def test_hudsons_bay_scores_bottoms_melds_from_score_splays_right_and_junks() -> None:
    s = artifacts4e()
    s.board("ann", "Mapmaking", "Hudson's Bay Company Archives", "Archery", "Oars")
    g = s.build().dogma("Hudson's Bay Company Archives")
    # The bottom cards Mapmaking and Archery are scored; ann melds Mapmaking back.
    assert sorted(g.score("ann")) == ["Archery", "Mapmaking"]
    g.answer("Mapmaking")
    assert g.pile("ann", "green") == ["Hudson's Bay Company Archives", "Mapmaking"]
    assert g.splay("ann", "green") == "right"
    assert g.score("ann") == ["Archery"]
    assert g.deck("base", 2) == []


# ---------------------------------------------------------------- Principia


def test_principia_returns_non_blue_tops_and_melds_one_higher_ascending() -> None:
    s = artifacts4e()
    s.board("ann", "Principia", "Archery", "Mapmaking")
    s.deck("base", 2, "Calendar")
    s.deck("base", 3, "Optics")
    g = s.build().dogma("Principia")
    assert g.pile("ann", "blue") == ["Principia", "Calendar"]  # 1 + 1, melded first
    assert g.pile("ann", "red") == ["Optics"]  # 2 + 1
    assert g.pile("ann", "green") == []


# ---------------------------------------------------------------- Sandham Room Cricket Bat


def test_sandham_red_six_claims_an_achievement() -> None:
    s = artifacts4e()
    s.board("ann", "Sandham Room Cricket Bat")
    s.deck("base", 6, "Industrialization")  # red
    s.available_achievements("Tools")
    g = s.build().dogma("Sandham Room Cricket Bat")
    assert g.achievements("ann") == ["Tools"]
    assert g.hand("ann") == ["Industrialization"]


def test_sandham_other_colour_junks_a_standard_achievement() -> None:
    s = artifacts4e()
    s.board("ann", "Sandham Room Cricket Bat")
    s.deck("base", 6, "Canning")  # yellow
    s.available_achievements("Tools")
    g = s.build().dogma("Sandham Room Cricket Bat")
    assert g.achievements("ann") == []
    assert g.junk() == ["Tools"]


# ---------------------------------------------------------------- Ship of the Line Sussex


def test_ship_of_the_line_sussex_empty_score_pile_scores_a_named_colour() -> None:
    s = artifacts4e()
    s.board("ann", "Ship of the Line Sussex", "Writing", "Tools")
    g = s.build().dogma("Ship of the Line Sussex").answer("blue")
    assert sorted(g.score("ann")) == ["Tools", "Writing"]


def test_ship_of_the_line_sussex_otherwise_returns_the_score_pile() -> None:
    s = artifacts4e()
    s.board("ann", "Ship of the Line Sussex")
    s.score("ann", "Writing")
    g = s.build().dogma("Ship of the Line Sussex")
    assert g.score("ann") == []
    assert g.deck_bottom("base", 1) == ["Writing"]


# ---------------------------------------------------------------- The Daily Courant


def test_the_daily_courant_returns_a_six_melds_by_the_top_card_of_its_colour_and_self_executes() -> None:
    s = artifacts4e()
    s.board("ann", "The Daily Courant", "Writing")  # blue top: a 1
    s.deck("base", 6, "Atomic Theory")  # blue
    s.deck("base", 1, "Pottery", "Tools")
    g = s.build().dogma("The Daily Courant")
    # Atomic Theory returned; the top blue card is a 1: Pottery melded (on Writing) and
    # self-executed: "you may return up to three cards" (none in hand), then "draw a 1".
    assert g.deck_bottom("base", 6) == ["Atomic Theory"]
    assert g.pile("ann", "blue") == ["Writing", "Pottery"]
    assert g.hand("ann") == ["Tools"]
