"""Scenario tests for age 1 of the 4th-edition Artifacts, written from the 4th-edition card texts
(RULES-4e.md for junk, self- and super-execute)."""

from __future__ import annotations

from tests.cards4e.artifacts.art4e import artifacts4e, junk


# ---------------------------------------------------------------- Ark of the Covenant
def test_ark_scores_the_returned_colour_from_boards_without_top_artifacts() -> None:
    s = artifacts4e().board("ann", "Ark of the Covenant").hand("ann", "Calendar")  # blue
    s.board("bob", "Writing", "Tools")  # blue pile, no castle: bob does not share
    g = s.build().dogma("Ark of the Covenant")
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert sorted(g.score("ann")) == ["Tools", "Writing"]
    assert g.board("bob") == {}
    # second effect: the Ark is a top card, so ann takes it
    assert g.hand("ann") == ["Ark of the Covenant"]


def test_ark_spares_a_player_with_a_top_artifact_and_keeps_the_ark_without_a_return() -> None:
    s = artifacts4e().board("ann", "Ark of the Covenant").hand("ann", "Calendar")
    s.board("bob", "Writing", "Sibidu Needle")  # blue, top Artifact
    g = s.build().dogma("Ark of the Covenant")
    assert g.pile("bob", "blue") == ["Writing", "Sibidu Needle"]
    assert g.score("ann") == []
    s = artifacts4e().board("ann", "Ark of the Covenant")
    g = s.build().dogma("Ark of the Covenant")  # nothing to return: only the second effect acts
    assert g.hand("ann") == ["Ark of the Covenant"]


# ---------------------------------------------------------------- Basur Hoyuk Tokens
def test_basur_hoyuk_returns_the_draw_and_the_score_pile_after_an_earlier_name() -> None:
    s = artifacts4e().board("ann", "Basur Hoyuk Tokens", "Anatomy")  # yellow: Anatomy before Perspective
    s.board("ann", "Reformation").score("ann", "Archery").deck("base", 4, "Perspective")
    g = s.build().dogma("Basur Hoyuk Tokens")
    assert g.hand("ann") == [] and g.score("ann") == []
    assert g.deck_bottom("base", 4) == ["Perspective"]


# ---------------------------------------------------------------- Dancing Girl
def test_dancing_girl_compels_a_player_with_as_many_lightbulbs_and_wins_after_every_board() -> None:
    s = artifacts4e().board("ann", "Dancing Girl").board("bob", "Philosophy")  # 3 lightbulbs each
    g = s.build().dogma("Dancing Girl")
    assert g.pile("bob", "yellow") == ["Dancing Girl"]
    # the second effect is ann's: it began on her board and has been on bob's, the only other one
    assert g.winners == ["ann"]


def test_dancing_girl_does_not_win_when_a_board_was_missed() -> None:
    s = artifacts4e(("ann", "bob", "cat")).board("ann", "Dancing Girl").board("bob", "Philosophy")
    g = s.build().dogma("Dancing Girl")  # cat (no lightbulbs) is not compelled
    assert g.pile("bob", "yellow") == ["Dancing Girl"]
    assert g.result is None


# ---------------------------------------------------------------- Electrum Stater of Efesos
def test_electrum_stater_melds_new_colours_until_one_is_on_the_board() -> None:
    s = artifacts4e().board("ann", "Electrum Stater of Efesos")  # green
    s.deck("base", 3, "Optics", "Paper")  # red: melded; green: kept
    g = s.build().dogma("Electrum Stater of Efesos")
    assert g.pile("ann", "red") == ["Optics"]
    assert g.hand("ann") == ["Paper"]


# ---------------------------------------------------------------- Holmegaard Bows
def test_holmegaard_compels_the_highest_top_castle_card_into_my_hand() -> None:
    s = artifacts4e().board("ann", "Holmegaard Bows")  # 2 leaves
    s.board("bob", "Road Building", "Pottery")  # red castle 2, blue Pottery: 3 leaves: compelled
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Holmegaard Bows")
    assert g.hand("ann")[0] == "Road Building"
    assert junk(g) == []


def test_holmegaard_without_a_castle_card_junks_the_deck_of_the_lowest_top_value() -> None:
    s = artifacts4e().board("ann", "Holmegaard Bows").board("bob", "Pottery", "Canal Building")
    s.deck("base", 2, "Calendar")  # ann's draw ("Draw a 2") comes after the junk: from the 3s then
    g = s.build()
    ones = len(g.deck("base", 1))
    g.dogma("Holmegaard Bows")
    assert len(junk(g)) == ones  # bob's lowest top card is a 1: the 1 deck is junked
    assert g.deck("base", 1) == []


def test_holmegaard_draws_a_2() -> None:
    s = artifacts4e().board("ann", "Holmegaard Bows").deck("base", 2, "Calendar")
    g = s.build().dogma("Holmegaard Bows")
    assert g.hand("ann") == ["Calendar"]


# ---------------------------------------------------------------- Jiskairumoko Necklace
def test_jiskairumoko_takes_an_achievement_of_the_returned_value_and_junks_that_deck() -> None:
    s = artifacts4e().board("ann", "Jiskairumoko Necklace")  # 2 castles
    s.board("bob", "Road Building").score("bob", "Calendar").achievements("bob", "Mapmaking")  # 3 castles; 2s
    g = s.build()
    twos = len(g.deck("base", 2))
    g.dogma("Jiskairumoko Necklace")
    assert g.achievements("ann") == ["Mapmaking"]
    assert g.deck("base", 2) == []
    assert len(junk(g)) == twos + 1  # Calendar was returned to the 2 deck, then junked with it


def test_jiskairumoko_without_a_score_card_does_nothing() -> None:
    s = artifacts4e().board("ann", "Jiskairumoko Necklace").board("bob", "Road Building")
    s.achievements("bob", "Mapmaking")
    g = s.build().dogma("Jiskairumoko Necklace")
    assert g.achievements("bob") == ["Mapmaking"] and junk(g) == []


# ---------------------------------------------------------------- Lurgan Canoe
def test_lurgan_canoe_melds_scores_the_rest_of_the_pile_and_repeats() -> None:
    s = artifacts4e().board("ann", "Lurgan Canoe", "Writing").hand("ann", "Tools", "Mathematics")
    g = s.build().dogma("Lurgan Canoe").answer("Tools")
    # Tools joined Writing: Writing scored, repeat: Mathematics joins Tools: Tools scored, repeat: empty hand
    assert sorted(g.score("ann")) == ["Tools", "Writing"]
    assert g.pile("ann", "blue") == ["Mathematics"]


# ---------------------------------------------------------------- Mask of Warka
def test_mask_of_warka_claims_achievements_when_only_you_have_the_colour() -> None:
    s = artifacts4e().board("ann", "Mask of Warka").hand("ann", "Calendar", "Archery").hand("bob", "Oars")
    s.available_achievements("Writing", "Mathematics", "Alchemy")
    g = s.build().dogma("Mask of Warka").answer("blue")
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.achievements("ann") == ["Mathematics"]  # the 2
    assert g.hand("ann") == ["Archery"]
    assert any("Oars" in t for t in g.events("reveal"))  # every hand is shown


def test_mask_of_warka_does_nothing_when_another_player_has_the_colour() -> None:
    s = artifacts4e().board("ann", "Mask of Warka").hand("ann", "Calendar").hand("bob", "Writing")
    g = s.build().dogma("Mask of Warka").answer("blue")
    assert g.hand("ann") == ["Calendar"] and g.achievements("ann") == []


# ---------------------------------------------------------------- Papyrus of Ani
def test_papyrus_of_ani_melds_and_self_executes_a_purple_draw() -> None:
    s = artifacts4e().board("ann", "Papyrus of Ani").hand("ann", "Mysticism")  # purple 1
    s.deck("base", 3, "Education")  # purple 3: "draw two 3s, return ... " self-executed
    g = s.build().dogma("Papyrus of Ani").answer("base")
    assert g.deck_bottom("base", 1) == ["Mysticism"]
    assert g.pile("ann", "purple") == ["Education"]
    assert any("self-executes" in t for t in g.events("execute"))


def test_papyrus_of_ani_keeps_a_non_purple_draw() -> None:
    s = artifacts4e().board("ann", "Papyrus of Ani").hand("ann", "Mysticism").deck("base", 3, "Optics")
    g = s.build().dogma("Papyrus of Ani").answer("base")
    assert g.hand("ann") == ["Optics"]


# ---------------------------------------------------------------- Pavlovian Tusk
def test_pavlovian_tusk_draws_three_returns_one_scores_one() -> None:
    s = artifacts4e().board("ann", "Pavlovian Tusk", "Sailing")  # green: top card value 1
    s.deck("base", 1, "Pottery", "Tools", "Writing")
    g = s.build().dogma("Pavlovian Tusk").answer("Pottery", "Tools")
    assert g.hand("ann") == ["Writing"] and g.score("ann") == ["Tools"]
    assert g.deck_bottom("base", 1) == ["Pottery"]


# ---------------------------------------------------------------- Priest-King
def test_priest_king_on_your_turn_super_executes_the_matching_top_card() -> None:
    s = artifacts4e().board("ann", "Priest-King", "Archery").hand("ann", "Oars")  # red top: Archery
    s.board("bob", "Road Building").hand("bob", "Calendar")  # 3 castles, more than Archery's 2
    s.deck("base", 1, "Pottery")
    g = s.build().dogma("Priest-King")
    assert g.score("ann") == ["Oars"]
    # Archery's demand reaches bob whatever his castles: he draws a 1 and hands over his highest
    assert g.hand("ann") == ["Calendar"]
    assert any("super-executes" in t for t in g.events("execute"))


def test_priest_king_when_not_your_turn_self_executes() -> None:
    s = artifacts4e().board("ann", "Priest-King").hand("ann", "Calendar")
    s.board("bob", "Road Building", "Mathematics").hand("bob", "Writing")  # 3 castles: bob shares
    s.deck("base", 3, "Optics")
    g = s.build().dogma("Priest-King")
    # bob scores Writing: his blue top Mathematics is self-executed on ann's turn (no demand in it)
    assert any("self-executes" in t and "bob" in t for t in g.events("execute"))


# ---------------------------------------------------------------- Sibidu Needle
def test_sibidu_needle_scores_matching_draws_and_repeats() -> None:
    s = artifacts4e().board("ann", "Pottery", "Sibidu Needle").deck("base", 1, "Tools", "Oars")  # blue 1 on top
    g = s.build().dogma("Sibidu Needle")  # Tools: blue 1 like Pottery -> scored; Oars: no red top
    assert g.score("ann") == ["Tools"] and g.hand("ann") == ["Oars"]


# ---------------------------------------------------------------- Tale of the Shipwrecked Sailor
def test_tale_melds_the_named_colour_splays_left_and_junks_that_achievement() -> None:
    s = artifacts4e().board("ann", "Tale of the Shipwrecked Sailor", "Pottery").hand("ann", "Mathematics")
    s.deck("base", 1, "Oars").available_achievements("Calendar", "Alchemy")
    g = s.build().dogma("Tale of the Shipwrecked Sailor").answer("blue")
    assert g.pile("ann", "blue") == ["Pottery", "Mathematics"]
    assert g.splay("ann", "blue") == "left"
    assert junk(g) == ["Calendar"]
    assert g.hand("ann") == ["Oars"]


# ---------------------------------------------------------------- Treaty of Kadesh
def test_treaty_of_kadesh_compels_returning_top_cards_with_a_demand() -> None:
    s = artifacts4e().board("ann", "Treaty of Kadesh", "Archery")  # ann: castles 2 + 2
    s.board("bob", "Oars", "City States", "Construction")  # 4 castles: compelled
    g = s.build().dogma("Treaty of Kadesh")
    assert g.deck_bottom("base", 2) == ["Construction"] and g.deck_bottom("base", 1) == ["City States"]
    assert g.score("bob") == ["Oars"]  # then bob shares the second effect: Oars is top and has a demand


def test_treaty_of_kadesh_scores_a_non_blue_top_card_with_a_demand() -> None:
    s = artifacts4e().board("ann", "Treaty of Kadesh", "Archery")
    g = s.build().dogma("Treaty of Kadesh")
    assert g.score("ann") == ["Archery"]


# ---------------------------------------------------------------- Xianrendong Shards
def test_xianrendong_scores_two_of_one_colour_tucks_one_and_draws_three() -> None:
    s = artifacts4e().board("ann", "Xianrendong Shards").hand("ann", "Pottery", "Tools", "Oars")
    s.deck("base", 1, "Writing", "Sailing", "Archery")
    g = s.build().dogma("Xianrendong Shards").answer("Pottery", "Tools")  # all three shown
    assert sorted(g.score("ann")) == ["Pottery", "Tools"]
    assert g.pile("ann", "red") == ["Oars"]
    assert sorted(g.hand("ann")) == ["Archery", "Sailing", "Writing"]
