"""Scenario tests for the 4th-edition Artifacts of ages 2–5 whose texts are the 3rd edition's (the
same functions registered again), written from the 4th-edition card texts."""

from __future__ import annotations

from tests.cards4e.artifacts.art4e import artifacts4e


def test_holy_grail_returns_a_card_and_claims_the_achievement_of_its_value() -> None:
    s = artifacts4e().board("ann", "Holy Grail").hand("ann", "Calendar")
    s.available_achievements("Mathematics", "Alchemy")
    g = s.build().dogma("Holy Grail")
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.achievements("ann") == ["Mathematics"]  # ignoring eligibility (no score at all)


def test_holy_lance_compels_a_top_artifact_onto_my_board() -> None:
    s = artifacts4e().board("ann", "Holy Lance")  # 2 castles
    s.board("bob", "Road Building", "Excalibur")  # red: top Artifact; 2 + 3 castles: compelled
    g = s.build().dogma("Holy Lance")
    assert g.pile("ann", "red") == ["Excalibur"]
    assert g.pile("bob", "red") == ["Road Building"]


def test_holy_lance_wins_with_holy_grail_on_top() -> None:
    s = artifacts4e().board("ann", "Holy Lance", "Holy Grail")
    g = s.build().dogma("Holy Lance")
    assert g.winners == ["ann"]


def test_along_the_river_repeats_until_yellow_is_tucked() -> None:
    s = artifacts4e().board("ann", "Along the River during the Qingming Festival")
    s.deck("base", 4, "Gunpowder", "Anatomy")  # red: kept, repeat; yellow: tucked
    g = s.build().dogma("Along the River during the Qingming Festival")
    assert g.hand("ann") == ["Gunpowder"]
    assert g.pile("ann", "yellow")[0] == "Anatomy"


def test_along_the_river_scores_a_purple_draw() -> None:
    s = artifacts4e().board("ann", "Along the River during the Qingming Festival").deck("base", 4, "Enterprise")
    g = s.build().dogma("Along the River during the Qingming Festival")
    assert g.score("ann") == ["Enterprise"]


def test_excalibur_compels_a_higher_top_card_of_a_colour() -> None:
    s = artifacts4e().board("ann", "Excalibur", "Pottery")  # red 3; blue 1; 2 castles
    s.board("bob", "Road Building", "Calendar")  # red 2 (not higher), blue 2 (higher than Pottery); 3 castles
    g = s.build().dogma("Excalibur")
    assert g.pile("ann", "blue") == ["Pottery", "Calendar"]
    assert g.pile("bob", "red") == ["Road Building"]


def test_mjolnir_amulet_compels_a_whole_colour_into_my_score_pile() -> None:
    s = artifacts4e().board("ann", "Mjölnir Amulet")  # 2 castles
    s.board("bob", "Oars", "Road Building")  # red pile, castles: compelled
    g = s.build().dogma("Mjölnir Amulet")
    assert sorted(g.score("ann")) == ["Oars", "Road Building"]
    assert g.board("bob") == {}


def test_necronomicon_blue_draws_a_9() -> None:
    s = artifacts4e().board("ann", "Necronomicon").deck("base", 3, "Alchemy")
    g = s.build()
    nine = g.deck("base", 9)[0]
    g.dogma("Necronomicon")
    assert sorted(g.hand("ann")) == sorted(["Alchemy", nine])


def test_necronomicon_yellow_returns_the_hand() -> None:
    s = artifacts4e().board("ann", "Necronomicon").hand("ann", "Pottery").deck("base", 3, "Machinery")
    g = s.build().dogma("Necronomicon")
    assert g.hand("ann") == []


def test_abell_gallery_draws_and_scores_each_value_appearing_once() -> None:
    s = artifacts4e().board("ann", "Abell Gallery Harpsichord", "Pottery", "Sailing", "Canal Building")  # 4, 1, 1, 2
    s.deck("base", 2, "Mapmaking").deck("base", 4, "Invention")
    g = s.build().dogma("Abell Gallery Harpsichord")
    assert sorted(g.score("ann")) == ["Invention", "Mapmaking"]  # values 2 and 4 appear once; 1 twice


def test_cross_of_coronado_wins_with_five_cards_of_five_colours() -> None:
    s = artifacts4e().board("ann", "Cross of Coronado")
    s.hand("ann", "Pottery", "Archery", "Sailing", "Agriculture", "Mysticism")
    g = s.build().dogma("Cross of Coronado")
    assert g.winners == ["ann"]


def test_cross_of_coronado_no_win_with_four_colours() -> None:
    s = (
        artifacts4e()
        .board("ann", "Cross of Coronado")
        .hand("ann", "Pottery", "Tools", "Archery", "Sailing", "Agriculture")
    )
    g = s.build().dogma("Cross of Coronado")
    assert g.result is None


def test_barque_longue_melds_until_green() -> None:
    s = artifacts4e().board("ann", "Barque-Longue La Belle").deck("base", 5, "Coal", "Banking")
    g = s.build().dogma("Barque-Longue La Belle")
    assert g.pile("ann", "red") == ["Coal"]
    assert g.pile("ann", "green")[-1] == "Banking"
