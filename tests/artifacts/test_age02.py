"""Scenario tests for the age 2 Artifacts of History cards (written from the card texts and
RULES.md)."""

from __future__ import annotations

from innovation.testing import Scenario

ART = ("artifacts",)


# --------------------------------------------------------------------------- Babylonian Chronicles


def test_babylonian_compels_non_red_castle_card_and_shares_draw_score() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Babylonian Chronicles")  # 3 castles
    s.board("bob", "Mysticism", "Archery")  # 5 castles: compelled
    s.deck("base", 3, "Alchemy", "Compass")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Babylonian Chronicles")
    # Archery is red: only Mysticism qualifies.
    assert g.pile("ann", "purple") == ["Mysticism"]
    assert g.board("bob") == {"red": ["Archery"]}
    assert g.score("bob") == ["Alchemy"]
    assert g.score("ann") == ["Compass"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Calendar"]  # bonus: ann's highest top card is a 2


def test_babylonian_compelled_player_without_eligible_card_keeps_board() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Babylonian Chronicles")
    s.board("bob", "Construction", "Agriculture")  # 3 castles, all on a red card
    s.deck("base", 3, "Alchemy", "Compass")
    g = s.build().dogma("Babylonian Chronicles")
    assert g.board("bob") == {"red": ["Construction"], "yellow": ["Agriculture"]}
    assert g.board("ann") == {"red": ["Babylonian Chronicles"]}
    assert g.score("bob") == ["Alchemy"]
    assert g.score("ann") == ["Compass"]


def test_babylonian_player_with_fewer_castles_is_neither_compelled_nor_sharing() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Babylonian Chronicles")
    s.board("bob", "Archery")  # 2 castles
    s.deck("base", 3, "Alchemy")
    g = s.build().dogma("Babylonian Chronicles")
    assert g.board("bob") == {"red": ["Archery"]}
    assert g.score("bob") == []
    assert g.score("ann") == ["Alchemy"]
    assert not g.shared_bonus


# --------------------------------------------------------------------------- Baghdad Battery


def test_baghdad_battery_same_colour_different_sets_draws_and_scores_five() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Baghdad Battery")
    s.hand("ann", "Writing", "Basur Hoyuk Tokens")
    s.deck("base", 2, "Calendar", "Canal Building", "Construction", "Currency", "Fermenting")
    g = s.build().dogma("Baghdad Battery").answer("Writing")  # order: Writing first
    assert g.pile("ann", "blue") == ["Writing", "Basur Hoyuk Tokens"]
    assert g.score("ann") == ["Calendar", "Canal Building", "Construction", "Currency", "Fermenting"]
    assert g.hand("ann") == []


def test_baghdad_battery_same_set_no_draw() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Baghdad Battery")
    s.hand("ann", "Writing", "Tools")
    g = s.build().dogma("Baghdad Battery").answer("Tools")  # order: Tools first
    assert g.pile("ann", "blue") == ["Tools", "Writing"]
    assert g.score("ann") == []


def test_baghdad_battery_different_colours_no_draw() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Baghdad Battery")
    s.hand("ann", "Archery", "Basur Hoyuk Tokens", "Sailing")
    g = s.build().dogma("Baghdad Battery").answer("Archery", "Basur Hoyuk Tokens")
    assert g.board("ann") == {
        "blue": ["Basur Hoyuk Tokens"],
        "red": ["Archery"],
        "green": ["Baghdad Battery"],
    }
    assert g.hand("ann") == ["Sailing"]
    assert g.score("ann") == []


def test_baghdad_battery_one_card_melds_it() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Baghdad Battery")
    s.hand("ann", "Writing")
    g = s.build().dogma("Baghdad Battery")
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.score("ann") == []


# --------------------------------------------------------------------------- Chronicle of Zuo


def test_chronicle_of_zuo_draws_for_each_least_icon() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Chronicle of Zuo")  # crown 1, lightbulb 2, castle 0
    s.board("bob", "Mysticism", "Sailing")  # castle 3, crown 2, lightbulb 0
    s.deck("base", 2, "Calendar")
    s.deck("base", 3, "Optics")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Chronicle of Zuo")
    assert g.hand("ann") == ["Calendar", "Optics"]
    assert g.hand("bob") == []
    assert not g.shared_bonus


def test_chronicle_of_zuo_ties_count_as_least_and_sharing() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Chronicle of Zuo")  # crown 1, lightbulb 2, castle 0
    s.board("bob", "Writing")  # crown 1, lightbulb 2, castle 0: shares
    s.deck("base", 2, "Calendar", "Canal Building", "Currency")
    s.deck("base", 3, "Optics", "Paper")
    s.deck("base", 4, "Anatomy", "Colonialism")
    g = s.build().dogma("Chronicle of Zuo")
    assert g.hand("bob") == ["Calendar", "Optics", "Anatomy"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Canal Building", "Paper", "Colonialism", "Currency"]


# --------------------------------------------------------------------------- Cyrus Cylinder


def test_cyrus_cylinder_executes_other_purple_card_then_splays_any_pile_left() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Cyrus Cylinder", "Writing", "Tools")  # 4 lightbulbs
    s.board("bob", "Monotheism", "Agriculture", "Domestication")  # no lightbulb
    s.deck("base", 1, "Oars")
    g = s.build().dogma("Cyrus Cylinder")
    # Monotheism is the only other top purple card: ann draws and tucks a 1.
    assert g.pile("ann", "red") == ["Oars"]
    g.answer("Domestication")  # splay bob's yellow pile left
    assert g.splay("bob", "yellow") == "left"
    assert g.splay("ann", "blue") == "none"
    assert g.pile("bob", "purple") == ["Monotheism"]
    assert not g.shared_bonus


def test_cyrus_cylinder_without_other_purple_card_only_splays() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Cyrus Cylinder", "Writing", "Tools")
    s.board("bob", "Agriculture")
    g = s.build().dogma("Cyrus Cylinder")
    # Only ann's blue pile can be splayed left: done without asking.
    assert g.splay("ann", "blue") == "left"
    assert g.hand("ann") == []


# --------------------------------------------------------------------------- Dead Sea Scrolls


def test_dead_sea_scrolls_draws_artifact_of_highest_top_value() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Dead Sea Scrolls", "Optics")  # highest top card: 3
    s.deck("artifacts", 3, "Excalibur")
    g = s.build().dogma("Dead Sea Scrolls")
    assert g.hand("ann") == ["Excalibur"]


def test_dead_sea_scrolls_empty_artifact_pile_draws_base() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Dead Sea Scrolls", "Optics")
    s.exhaust("artifacts", 3)
    s.deck("base", 3, "Paper")
    g = s.build().dogma("Dead Sea Scrolls")
    assert g.hand("ann") == ["Paper"]


def test_dead_sea_scrolls_shared() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Dead Sea Scrolls")  # 2 castles, top value 2
    s.board("bob", "Archery")  # 2 castles, top value 1
    s.deck("artifacts", 1, "Sibidu Needle")
    s.deck("artifacts", 2, "Holy Grail")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Dead Sea Scrolls")
    assert g.hand("bob") == ["Sibidu Needle"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Holy Grail", "Calendar"]


# --------------------------------------------------------------------------- Holy Grail


def test_holy_grail_returns_and_claims_matching_achievement_ignoring_eligibility() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Holy Grail")
    s.hand("ann", "Calendar", "Optics")
    s.available_achievements("Sailing", "Mapmaking")
    g = s.build().dogma("Holy Grail").answer("Calendar")
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.achievements("ann") == ["Mapmaking"]
    assert g.available_achievements() == ["Sailing"]
    assert g.hand("ann") == ["Optics"]


def test_holy_grail_no_achievement_of_that_value() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Holy Grail")
    s.hand("ann", "Optics")
    s.available_achievements("Sailing", "Mapmaking")
    g = s.build().dogma("Holy Grail")
    assert g.deck_bottom("base", 3) == ["Optics"]
    assert g.achievements("ann") == []
    assert g.available_achievements() == ["Sailing", "Mapmaking"]


# --------------------------------------------------------------------------- Holy Lance


def test_holy_lance_compels_top_artifact_and_wins_with_holy_grail() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Holy Lance", "Holy Grail")  # 2 castles
    s.board("bob", "Mysticism", "Holmegaard Bows")  # 4 castles: compelled, shares
    g = s.build().dogma("Holy Lance")
    assert g.pile("ann", "red") == ["Holmegaard Bows"]
    assert g.board("bob") == {"purple": ["Mysticism"]}
    assert g.result is not None
    assert g.result.winners == ["ann"]


def test_holy_lance_compelled_grail_makes_activator_win() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Holy Lance")
    s.board("bob", "Holy Grail", "Archery")  # 2 castles: compelled, and shares
    g = s.build().dogma("Holy Lance")
    # bob's only top artifact, Holy Grail, goes to ann first; bob then has no Grail, ann does.
    assert g.pile("ann", "yellow") == ["Holy Grail"]
    assert g.result is not None
    assert g.result.winners == ["ann"]


def test_holy_lance_sharer_keeping_grail_wins_first() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Holy Lance")
    s.board("bob", "Holy Grail", "Basur Hoyuk Tokens", "Mysticism")  # 3 castles
    g = s.build().dogma("Holy Lance").answer("Basur Hoyuk Tokens")
    assert g.pile("ann", "blue") == ["Basur Hoyuk Tokens"]
    # bob shares the second effect before ann and wins with his top Holy Grail.
    assert g.result is not None
    assert g.result.winners == ["bob"]


def test_holy_lance_no_grail_no_win() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Holy Lance")
    s.board("bob", "Writing", "Holmegaard Bows")  # 1 castle: not compelled
    g = s.build().dogma("Holy Lance")
    assert g.board("bob") == {"blue": ["Writing"], "red": ["Holmegaard Bows"]}
    assert g.result is None


# --------------------------------------------------------------------------- Rosetta Stone


def test_rosetta_stone_base_draws_meld_one_give_other() -> None:
    s = Scenario(expansions=("artifacts", "echoes"))
    s.board("ann", "Rosetta Stone")
    s.hand("ann", "Writing")  # a base card in hand: a plain draw would be an Echoes card
    s.deck("base", 2, "Calendar", "Mapmaking")
    g = s.build().dogma("Rosetta Stone").answer("base", "Calendar")
    assert g.pile("ann", "blue") == ["Rosetta Stone", "Calendar"]
    assert g.pile("bob", "green") == ["Mapmaking"]
    assert g.hand("ann") == ["Writing"]


def test_rosetta_stone_artifacts_to_chosen_opponent() -> None:
    s = Scenario(players=("ann", "bob", "cat"), expansions=ART)
    s.board("ann", "Rosetta Stone")
    s.deck("artifacts", 2, "Holy Grail", "Terracotta Army")
    g = s.build().dogma("Rosetta Stone").answer("artifacts", "Terracotta Army", "cat")
    assert g.pile("ann", "yellow") == ["Terracotta Army"]
    assert g.pile("cat", "yellow") == ["Holy Grail"]
    assert g.board("bob") == {}
    assert g.hand("ann") == []


# --------------------------------------------------------------------------- Seikilos Epitaph


def test_seikilos_epitaph_melds_bottom_card_and_executes_it() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Seikilos Epitaph", "The Wheel", "Sailing")  # 4 leaves
    s.deck("base", 3, "Paper")
    s.deck("base", 1, "Oars", "Pottery")
    g = s.build().dogma("Seikilos Epitaph")
    assert g.pile("ann", "green") == ["Sailing", "Paper", "The Wheel"]
    # The Wheel: draw a 1 twice.
    assert g.hand("ann") == ["Oars", "Pottery"]


def test_seikilos_epitaph_bottom_card_without_effects() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Seikilos Epitaph", "Battleship Yamato", "Archery")
    s.deck("base", 3, "Optics")
    g = s.build().dogma("Seikilos Epitaph")
    assert g.pile("ann", "red") == ["Archery", "Optics", "Battleship Yamato"]
    assert g.hand("ann") == []


# --------------------------------------------------------------------------- Terracotta Army


def test_terracotta_army_compels_return_and_shares_scoring() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Terracotta Army")  # 3 crowns
    s.hand("ann", "Archery", "Calendar")
    s.board("bob", "Sailing", "City States", "Oars")  # 5 crowns: compelled, shares
    s.hand("bob", "Writing")
    s.deck("base", 2, "Mapmaking")
    g = s.build().dogma("Terracotta Army")
    # Sailing is bob's only top card without a castle.
    assert g.deck_bottom("base", 1) == ["Sailing"]
    assert g.board("bob") == {"purple": ["City States"], "red": ["Oars"]}
    assert g.score("bob") == ["Writing"]
    assert g.score("ann") == ["Calendar"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Archery", "Mapmaking"]


def test_terracotta_army_player_with_fewer_crowns_is_not_compelled() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Terracotta Army")
    s.hand("ann", "Archery")
    s.board("bob", "Sailing")  # 2 crowns
    g = s.build().dogma("Terracotta Army")
    assert g.board("bob") == {"green": ["Sailing"]}
    # Archery has a castle: ann scores nothing.
    assert g.score("ann") == []
    assert g.hand("ann") == ["Archery"]
