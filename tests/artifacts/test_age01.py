"""Scenario tests for the age 1 Artifacts of History cards (written from the card texts and
RULES.md)."""

from __future__ import annotations

from innovation.testing import Scenario

ART = ("artifacts",)


# --------------------------------------------------------------------------- Ark of the Covenant


def test_ark_takes_the_returned_colour_from_boards_without_top_artifacts() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Ark of the Covenant")  # 3 castles
    s.hand("ann", "Calendar")
    s.board("bob", "Writing")  # no castle: bob does not share
    g = s.build().dogma("Ark of the Covenant")
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.score("ann") == ["Writing"]
    assert g.board("bob") == {}
    # The Ark is still a top card (on ann's board): it goes to ann's hand.
    assert g.hand("ann") == ["Ark of the Covenant"]
    assert g.board("ann") == {}
    assert not g.shared_bonus


def test_ark_spares_players_with_a_top_artifact() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Ark of the Covenant")
    s.hand("ann", "Calendar")
    s.board("bob", "Writing", "Holmegaard Bows")  # top red artifact; 1 castle
    g = s.build().dogma("Ark of the Covenant")
    assert g.pile("bob", "blue") == ["Writing"]
    assert g.score("ann") == []
    assert g.hand("ann") == ["Ark of the Covenant"]


def test_ark_with_empty_hand_still_takes_the_ark() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Ark of the Covenant")
    s.board("bob", "Archery")
    g = s.build().dogma("Ark of the Covenant")
    assert g.hand("ann") == ["Ark of the Covenant"]
    assert g.pile("bob", "red") == ["Archery"]
    assert g.score("ann") == []


def test_ark_shared_sharer_loses_own_pile_and_takes_the_ark() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Ark of the Covenant")  # 3 castles
    s.hand("ann", "Archery")
    s.board("bob", "Mysticism", "Oars")  # 5 castles: bob shares
    s.hand("bob", "Metalworking")
    s.deck("base", 1, "Sailing")
    g = s.build().dogma("Ark of the Covenant")
    # bob first: returns Metalworking (red); bob has no top artifact, so his red pile goes to
    # his own score pile; ann has the Ark on top (spared); the Ark then goes to bob's hand.
    assert g.score("bob") == ["Oars"]
    assert g.hand("bob") == ["Ark of the Covenant"]
    # ann: returns Archery; nobody has red cards left; the Ark is no longer on a board.
    assert g.score("ann") == []
    assert g.deck_bottom("base", 1, 2) == ["Archery", "Metalworking"]
    assert g.board("ann") == {}
    # bob changed the game: ann draws a 1 (empty board) as the sharing bonus.
    assert g.shared_bonus
    assert g.hand("ann") == ["Sailing"]


# --------------------------------------------------------------------------- Basur Hoyuk Tokens


def test_basur_hoyuk_returns_drawn_card_and_score_pile_when_top_card_comes_first() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Basur Hoyuk Tokens", "Agriculture")
    s.score("ann", "Writing", "Calendar")
    s.deck("base", 4, "Anatomy")  # yellow; Agriculture comes before Anatomy
    g = s.build().dogma("Basur Hoyuk Tokens")
    assert g.hand("ann") == []
    assert g.score("ann") == []
    assert g.deck_bottom("base", 4) == ["Anatomy"]
    assert g.deck_bottom("base", 1) == ["Writing"]
    assert g.deck_bottom("base", 2) == ["Calendar"]


def test_basur_hoyuk_keeps_card_when_top_card_comes_later() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Basur Hoyuk Tokens", "Masonry")  # Masonry comes after Anatomy
    s.score("ann", "Writing")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Basur Hoyuk Tokens")
    assert g.hand("ann") == ["Anatomy"]
    assert g.score("ann") == ["Writing"]


def test_basur_hoyuk_keeps_card_without_top_card_of_its_colour() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Basur Hoyuk Tokens")
    s.score("ann", "Writing")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Basur Hoyuk Tokens")
    assert g.hand("ann") == ["Anatomy"]
    assert g.score("ann") == ["Writing"]


# --------------------------------------------------------------------------- Dancing Girl


def test_dancing_girl_visits_every_board_and_activator_wins() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Dancing Girl")  # 3 lightbulbs
    s.board("bob", "Philosophy")  # 3 lightbulbs: compelled
    g = s.build().dogma("Dancing Girl")
    assert g.pile("bob", "yellow") == ["Dancing Girl"]
    assert g.result is not None
    assert g.result.winners == ["ann"]


def test_dancing_girl_no_win_unless_every_other_board_visited() -> None:
    s = Scenario(players=("ann", "bob", "cat"), expansions=ART)
    s.board("ann", "Dancing Girl")
    s.board("bob", "Philosophy")  # compelled
    s.board("cat", "Archery")  # 1 lightbulb: not compelled
    g = s.build().dogma("Dancing Girl")
    assert g.pile("bob", "yellow") == ["Dancing Girl"]
    assert g.board("ann") == {}
    assert g.result is None


def test_dancing_girl_not_compelled_with_fewer_lightbulbs() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Dancing Girl")
    s.board("bob", "Writing")  # 2 lightbulbs
    g = s.build().dogma("Dancing Girl")
    assert g.pile("ann", "yellow") == ["Dancing Girl"]
    assert g.board("bob") == {"blue": ["Writing"]}
    assert g.result is None


def test_dancing_girl_from_display_cannot_win_and_is_returned() -> None:
    s = Scenario(expansions=ART)
    s.zone("ann", "display", "Dancing Girl")  # ann: 0 + 3 from the artifact
    s.board("bob", "Philosophy")  # 3 lightbulbs: compelled
    s.deck("base", 2, "Calendar")
    s.turn("bob", actions_left=1)
    g = s.build().draw()  # bob's last action; ann's turn begins
    g.answer("dogma")
    assert g.result is None
    # It went to bob's board, then was returned from there after the free dogma.
    assert g.board("bob") == {"purple": ["Philosophy"]}
    assert g.deck_bottom("artifacts", 1) == ["Dancing Girl"]
    assert g.zone("ann", "display") == []


# --------------------------------------------------------------------------- Electrum Stater of Efesos


def test_electrum_melds_until_a_drawn_colour_is_on_the_board() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Electrum Stater of Efesos")  # green, 2 crowns
    s.deck("base", 3, "Optics", "Paper")
    g = s.build().dogma("Electrum Stater of Efesos")
    assert g.pile("ann", "red") == ["Optics"]
    assert g.hand("ann") == ["Paper"]  # green: ann has a top green card
    assert not g.shared_bonus


def test_electrum_shared_gives_bonus() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Electrum Stater of Efesos")
    s.board("bob", "Sailing")  # 2 crowns: bob shares
    s.deck("base", 3, "Optics", "Paper", "Alchemy", "Education", "Translation", "Compass")
    g = s.build().dogma("Electrum Stater of Efesos")
    assert g.pile("bob", "red") == ["Optics"]
    assert g.hand("bob") == ["Paper"]
    assert g.pile("ann", "blue") == ["Alchemy"]
    assert g.pile("ann", "purple") == ["Education"]
    assert g.shared_bonus
    # Translation (blue) is kept; the bonus is a 3 (ann's highest top card).
    assert g.hand("ann") == ["Translation", "Compass"]


# --------------------------------------------------------------------------- Holmegaard Bows


def test_holmegaard_compels_highest_castle_top_card_and_shares_draw() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Holmegaard Bows")  # 2 leaves
    s.board("bob", "Agriculture", "Construction", "Mysticism", "Paper")  # 3 leaves: compelled
    s.deck("base", 2, "Calendar", "Mathematics")
    s.deck("base", 1, "Sailing")
    g = s.build().dogma("Holmegaard Bows")
    # Paper (3) is higher but has no castle; Construction (2) is the highest with one.
    assert g.board("bob") == {"yellow": ["Agriculture"], "purple": ["Mysticism"], "green": ["Paper"]}
    assert g.hand("bob") == ["Calendar"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Construction", "Mathematics", "Sailing"]


def test_holmegaard_does_not_compel_player_with_fewer_leaves() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Holmegaard Bows")
    s.board("bob", "Archery")  # no leaf
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Holmegaard Bows")
    assert g.pile("bob", "red") == ["Archery"]
    assert g.hand("bob") == []
    assert g.hand("ann") == ["Calendar"]
    assert not g.shared_bonus


# --------------------------------------------------------------------------- Jiskairumoko Necklace


def test_jiskairumoko_return_score_card_and_hand_over_matching_achievement() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Jiskairumoko Necklace")  # 2 castles
    s.board("bob", "Archery")  # 2 castles: compelled
    s.score("bob", "Calendar", "Optics")
    s.achievements("bob", "Construction", "Masonry")
    g = s.build().dogma("Jiskairumoko Necklace").answer("Calendar")
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.score("bob") == ["Optics"]
    assert g.achievements("ann") == ["Construction"]
    assert g.achievements("bob") == ["Masonry"]


def test_jiskairumoko_no_matching_achievement() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Jiskairumoko Necklace")
    s.board("bob", "Archery")
    s.score("bob", "Optics")
    s.achievements("bob", "monument", "Masonry")
    g = s.build().dogma("Jiskairumoko Necklace")
    assert g.deck_bottom("base", 3) == ["Optics"]
    assert g.score("bob") == []
    assert g.achievements("ann") == []
    assert g.achievements("bob") == ["monument", "Masonry"]


def test_jiskairumoko_player_with_fewer_castles_is_not_compelled() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Jiskairumoko Necklace")
    s.board("bob", "Writing")
    s.score("bob", "Calendar")
    s.achievements("bob", "Construction")
    g = s.build().dogma("Jiskairumoko Necklace")
    assert g.score("bob") == ["Calendar"]
    assert g.achievements("bob") == ["Construction"]
    assert g.achievements("ann") == []


# --------------------------------------------------------------------------- Lurgan Canoe


def test_lurgan_canoe_scores_rest_of_pile_and_repeats() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Lurgan Canoe", "Oars")  # 4 crowns
    s.hand("ann", "Agriculture", "Archery")
    g = s.build().dogma("Lurgan Canoe").answer("Agriculture")
    # Agriculture covers Lurgan Canoe, which is scored; then Archery (the last card) covers Oars.
    assert g.board("ann") == {"yellow": ["Agriculture"], "red": ["Archery"]}
    assert g.score("ann") == ["Lurgan Canoe", "Oars"]
    assert g.hand("ann") == []


def test_lurgan_canoe_stops_when_nothing_is_scored() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Lurgan Canoe")
    s.hand("ann", "Archery", "Writing")
    g = s.build().dogma("Lurgan Canoe").answer("Archery")
    assert g.pile("ann", "red") == ["Archery"]
    assert g.hand("ann") == ["Writing"]
    assert g.score("ann") == []


# --------------------------------------------------------------------------- Mask of Warka


def test_mask_of_warka_only_revealer_returns_and_claims_matching_achievements() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Mask of Warka")  # 3 castles
    s.hand("ann", "Archery", "Construction", "Writing")
    s.hand("bob", "Calendar")
    s.available_achievements("Sailing", "Mapmaking", "Optics")
    g = s.build().dogma("Mask of Warka").answer("red")
    assert g.hand("ann") == ["Writing"]
    assert g.deck_bottom("base", 1) == ["Archery"]
    assert g.deck_bottom("base", 2) == ["Construction"]
    assert g.achievements("ann") == ["Sailing", "Mapmaking"]
    assert g.available_achievements() == ["Optics"]
    assert g.hand("bob") == ["Calendar"]


def test_mask_of_warka_nothing_when_another_player_reveals() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Mask of Warka")
    s.hand("ann", "Writing")
    s.hand("bob", "Calendar")
    s.available_achievements("Sailing", "Mapmaking")
    g = s.build().dogma("Mask of Warka").answer("blue")
    assert g.hand("ann") == ["Writing"]
    assert g.hand("bob") == ["Calendar"]
    assert g.achievements("ann") == []
    assert g.available_achievements() == ["Sailing", "Mapmaking"]


# --------------------------------------------------------------------------- Papyrus of Ani


def test_papyrus_draws_purple_two_higher_melds_and_executes_it() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Papyrus of Ani", "Agriculture", "Domestication")  # 3 leaves
    s.hand("ann", "City States")
    s.deck("base", 3, "Feudalism")
    g = s.build().dogma("Papyrus of Ani").answer("base", "yellow")
    assert g.deck_bottom("base", 1) == ["City States"]
    assert g.pile("ann", "purple") == ["Feudalism"]
    # Feudalism's non-demand effect: ann splays her yellow pile left.
    assert g.splay("ann", "yellow") == "left"
    assert g.hand("ann") == []


def test_papyrus_non_purple_draw_from_chosen_set_stays_in_hand() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Papyrus of Ani")
    s.hand("ann", "Code of Laws")
    s.deck("artifacts", 3, "Excalibur")
    g = s.build().dogma("Papyrus of Ani").answer("artifacts")
    assert g.hand("ann") == ["Excalibur"]
    assert g.deck_bottom("base", 1) == ["Code of Laws"]


def test_papyrus_without_purple_card_does_nothing() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Papyrus of Ani")
    s.hand("ann", "Archery")
    g = s.build().dogma("Papyrus of Ani")
    assert g.hand("ann") == ["Archery"]
    assert g.decision is not None and g.decision.kind == "action"


# --------------------------------------------------------------------------- Pavlovian Tusk


def test_pavlovian_tusk_draws_three_returns_one_scores_one() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Pavlovian Tusk", "Mapmaking")  # top green is a 2
    s.hand("ann", "Writing")
    s.deck("base", 2, "Calendar", "Canal Building", "Currency")
    g = s.build().dogma("Pavlovian Tusk").answer("Calendar", "Currency")
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.score("ann") == ["Currency"]
    assert g.hand("ann") == ["Writing", "Canal Building"]


def test_pavlovian_tusk_without_green_draws_ones() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Pavlovian Tusk")
    s.deck("base", 1, "Sailing", "Oars", "Pottery")
    g = s.build().dogma("Pavlovian Tusk").answer("Sailing", "Oars")
    assert g.deck_bottom("base", 1) == ["Sailing"]
    assert g.score("ann") == ["Oars"]
    assert g.hand("ann") == ["Pottery"]


# --------------------------------------------------------------------------- Priest-King


def test_priest_king_scores_and_executes_matching_top_card() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Priest-King", "Writing")
    s.hand("ann", "Calendar", "Archery")
    s.deck("base", 2, "Mathematics")
    s.available_achievements("Sailing")
    g = s.build().dogma("Priest-King").answer("Calendar")
    assert g.score("ann") == ["Calendar"]
    # Writing's effect: draw a 2.
    assert g.hand("ann") == ["Archery", "Mathematics"]
    # 2 points: not eligible for the 1 achievement.
    assert g.achievements("ann") == []


def test_priest_king_no_matching_top_card_executes_nothing() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Priest-King", "Writing")
    s.hand("ann", "Archery")
    g = s.build().dogma("Priest-King")
    assert g.score("ann") == ["Archery"]
    assert g.hand("ann") == []


def test_priest_king_claims_an_achievement_if_eligible() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Priest-King")
    s.score("ann", "Optics", "Calendar")  # 5 points, top card 1
    s.available_achievements("Sailing", "Mapmaking")
    g = s.build().dogma("Priest-King")
    assert g.achievements("ann") == ["Sailing"]
    assert g.available_achievements() == ["Mapmaking"]


def test_priest_king_shared_by_player_with_as_many_castles() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Priest-King")  # 3 castles
    s.board("bob", "Mysticism")  # 3 castles
    s.hand("bob", "Code of Laws")
    s.deck("base", 1, "Sailing", "Oars")
    g = s.build().dogma("Priest-King")
    # bob scores Code of Laws and executes Mysticism: draws and reveals Sailing (green: he
    # has no green) and keeps it.
    assert g.score("bob") == ["Code of Laws"]
    assert g.hand("bob") == ["Sailing"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Oars"]


# --------------------------------------------------------------------------- Sibidu Needle


def test_sibidu_needle_scores_matching_draws_and_repeats() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Sibidu Needle", "Archery")
    s.deck("base", 1, "Oars", "Pottery", "Sailing")
    g = s.build().dogma("Sibidu Needle")
    assert g.score("ann") == ["Oars", "Pottery"]
    assert g.hand("ann") == ["Sailing"]


def test_sibidu_needle_value_mismatch_keeps_card() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Sibidu Needle", "Construction")
    s.deck("base", 1, "Oars")
    g = s.build().dogma("Sibidu Needle")
    assert g.score("ann") == []
    assert g.hand("ann") == ["Oars"]


# --------------------------------------------------------------------------- Tale of the Shipwrecked Sailor


def test_tale_melds_chosen_colour_and_splays_left() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Tale of the Shipwrecked Sailor", "Writing")
    s.hand("ann", "Calendar")
    s.deck("base", 1, "Sailing")
    g = s.build().dogma("Tale of the Shipwrecked Sailor").answer("blue")
    assert g.pile("ann", "blue") == ["Writing", "Calendar"]
    assert g.splay("ann", "blue") == "left"
    assert g.hand("ann") == ["Sailing"]


def test_tale_nothing_of_chosen_colour_to_meld() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Tale of the Shipwrecked Sailor", "Writing")
    s.hand("ann", "Calendar")
    s.deck("base", 1, "Sailing")
    g = s.build().dogma("Tale of the Shipwrecked Sailor").answer("red")
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.splay("ann", "blue") == "none"
    assert g.hand("ann") == ["Calendar", "Sailing"]


def test_tale_drawn_card_of_chosen_colour_can_be_melded() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Tale of the Shipwrecked Sailor", "Mapmaking")
    s.deck("base", 1, "Sailing")
    g = s.build().dogma("Tale of the Shipwrecked Sailor").answer("green")
    assert g.pile("ann", "green") == ["Mapmaking", "Sailing"]
    assert g.splay("ann", "green") == "left"
    assert g.hand("ann") == []


# --------------------------------------------------------------------------- Treaty of Kadesh


def test_treaty_compels_return_of_demand_and_compel_top_cards() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Treaty of Kadesh", "City States")  # 3 castles
    s.board("bob", "Holmegaard Bows", "Mapmaking", "Mysticism")  # 5 castles: compelled
    g = s.build().dogma("Treaty of Kadesh")
    # Holmegaard Bows (a compel) and Mapmaking (a demand) go back; Mysticism has no demand.
    assert g.deck_bottom("artifacts", 1) == ["Holmegaard Bows"]
    assert g.deck_bottom("base", 2) == ["Mapmaking"]
    assert g.board("bob") == {"purple": ["Mysticism"]}
    # Second effect: bob shares but has no such card; ann scores City States (Treaty is blue).
    assert g.score("ann") == ["City States"]
    assert g.score("bob") == []
    assert not g.shared_bonus


def test_treaty_player_with_fewer_castles_is_not_compelled() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Treaty of Kadesh", "City States")
    s.board("bob", "Archery")  # 2 castles
    g = s.build().dogma("Treaty of Kadesh")
    assert g.pile("bob", "red") == ["Archery"]
    assert g.score("ann") == ["City States"]
    assert g.pile("ann", "blue") == ["Treaty of Kadesh"]


# --------------------------------------------------------------------------- Xianrendong Shards


def test_xianrendong_same_colour_scores_draw_three_ones() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Xianrendong Shards")
    s.hand("ann", "Archery", "Oars", "Writing", "Sailing")
    s.deck("base", 1, "Pottery", "Tools", "Clothing")
    g = s.build().dogma("Xianrendong Shards")
    g.answer("Archery", "Oars", "Writing")  # reveal three
    g.answer("Archery", "Oars")  # score two
    assert g.score("ann") == ["Archery", "Oars"]
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.hand("ann") == ["Sailing", "Pottery", "Tools", "Clothing"]


def test_xianrendong_different_colours_no_draw() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Xianrendong Shards")
    s.hand("ann", "Archery", "Writing", "Sailing")
    g = s.build().dogma("Xianrendong Shards").answer("Archery", "Writing")
    assert g.score("ann") == ["Archery", "Writing"]
    assert g.pile("ann", "green") == ["Sailing"]
    assert g.hand("ann") == []


def test_xianrendong_two_cards_in_hand_scores_both() -> None:
    s = Scenario(expansions=ART)
    s.board("ann", "Xianrendong Shards")
    s.hand("ann", "Archery", "Oars")
    s.deck("base", 1, "Pottery", "Tools", "Clothing")
    g = s.build().dogma("Xianrendong Shards")
    assert g.score("ann") == ["Archery", "Oars"]
    assert g.hand("ann") == ["Pottery", "Tools", "Clothing"]
