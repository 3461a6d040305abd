"""Scenario tests for the age 3 figures' echo and inspire effects (written from the card texts and
RULES-figures.md)."""

from __future__ import annotations

from innovation.plugin_api import Icon
from tests.figures.play import figures, inspire


def test_al_kindi_inspire_scores_a_hand_card() -> None:
    s = figures()
    s.board("ann", "Al-Kindi")
    s.hand("ann", "Writing", "Archery")
    s.deck("base", 3, "Paper")
    g = inspire(s.build(), "purple").answer("Archery")
    assert g.score("ann") == ["Archery"]
    assert g.hand("ann") == ["Writing", "Paper"]


def test_alhazen_echo_tucks_a_top_card_with_a_castle_from_another_board() -> None:
    s = figures()
    s.board("ann", "Alhazen")
    s.board("bob", "Archery", "Pottery")  # Pottery: no castle
    g = s.build().dogma("Alhazen")
    assert g.pile("ann", "red") == ["Archery"]
    assert g.pile("bob", "red") == []
    assert g.pile("bob", "blue") == ["Pottery"]


def test_avicenna_inspire_tucks_a_three() -> None:
    s = figures()
    s.board("ann", "Avicenna")
    s.deck("base", 3, "Paper", "Optics")
    g = inspire(s.build(), "yellow")
    assert g.pile("ann", "green") == ["Paper"]
    assert g.hand("ann") == ["Optics"]


def test_murasaki_shikibu_inspire_draws_a_three() -> None:
    s = figures()
    s.board("ann", "Murasaki Shikibu")
    s.deck("base", 3, "Paper", "Optics")
    g = inspire(s.build(), "purple")
    assert g.hand("ann") == ["Paper", "Optics"]


def test_rhazes_echo_foreshadows_the_chosen_value() -> None:
    s = figures()
    s.board("ann", "Rhazes")
    s.deck("base", 5, "Coal")
    g = s.build().dogma("Rhazes")
    assert g.decision is not None and set(g.options) == {"3", "4", "5"}
    g.answer("5")
    assert g.zone("ann", "forecast") == ["Coal"]


def test_saladin_echo_scores_another_top_card_with_a_castle() -> None:
    s = figures()
    s.board("ann", "Saladin", "Masonry")  # 4 castles; Saladin shows one too, but is not offered
    s.board("bob", "Gilgamesh")  # 1 castle: bob does not share
    g = s.build().dogma("Saladin")
    assert set(g.options) == {"masonry", "gilgamesh"}
    g.answer("Gilgamesh")  # a figure (Saladin's karma turns the scoring of other cards into a meld)
    assert g.score("ann") == ["Gilgamesh"]
    assert g.pile("ann", "red") == ["Saladin"]
    assert g.pile("bob", "red") == []


def test_sejong_the_great_echo_melds_a_four() -> None:
    s = figures()
    s.board("ann", "Sejong the Great")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Sejong the Great")
    assert g.pile("ann", "yellow") == ["Anatomy"]


def test_shen_kuo_inspire_may_splay_a_colour_left() -> None:
    s = figures()
    s.board("ann", "Shen Kuo")
    s.board("ann", "Tools", "Writing")
    s.deck("base", 3, "Paper")
    g = inspire(s.build(), "green").answer("blue")
    assert g.splay("ann", "blue") == "left"
    assert g.hand("ann") == ["Paper"]


def test_su_song_inspire_melds_threes_while_they_show_a_leaf() -> None:
    s = figures()
    s.board("ann", "Su Song")
    s.deck("base", 3, "Alchemy", "Engineering", "Paper")
    g = inspire(s.build(), "green")
    assert g.pile("ann", "blue") == ["Alchemy"]  # a leaf: once more
    assert g.pile("ann", "red") == ["Engineering"]  # no leaf: stop
    assert g.hand("ann") == ["Paper"]  # the Inspire draw (Su Song, a 3, is still the top green card)


def test_tran_huang_dao_echo_scores_a_low_red_top_card() -> None:
    s = figures()
    s.board("ann", "Tran Huang Dao")
    s.board("bob", "Optics")  # red 3, no castle: bob does not share
    g = s.build().dogma("Tran Huang Dao")
    assert set(g.options) == {"optics", "tran_huang_dao"}  # any board, this figure's own too
    g.answer("Optics")
    assert g.score("ann") == ["Optics"]
    assert g.pile("bob", "red") == []


# --------------------------------------------------------------------------- karmas


def test_al_kindi_karma_draws_two_more_before_the_sharing_bonus() -> None:
    s = figures()
    s.board("ann", "Al-Kindi", "Sailing")  # 4 crowns
    s.board("bob", "City States", "Translation")  # 5 crowns: bob shares
    s.deck("base", 1, "Writing", "Pottery")
    s.deck("base", 3, "Paper", "Optics")
    s.deck("figures", 3, "Rhazes")
    g = s.build().dogma("Sailing")
    assert g.shared_bonus
    assert g.hand("ann") == ["Paper", "Optics", "Rhazes"]


def test_murasaki_shikibu_karma_achieves_a_score_card_of_that_value_first() -> None:
    s = figures()
    s.board("ann", "Murasaki Shikibu")
    s.score("ann", "Writing", "Coal")  # 6 points
    s.available_achievements("Pottery")
    g = s.build().achieve(1)
    assert g.achievements("ann") == ["Writing", "Pottery"]  # 5 points left: still enough for a 1
    assert g.score("ann") == ["Coal"]


def test_rhazes_karma_tucks_a_card_of_the_drawn_value_first() -> None:
    s = figures()
    s.board("ann", "Rhazes")
    s.hand("ann", "Paper")
    s.deck("base", 3, "Optics")
    g = s.build().draw()
    assert g.pile("ann", "green") == ["Paper"]
    assert g.hand("ann") == ["Optics"]


def test_saladin_karma_melds_a_card_its_echo_would_score() -> None:
    s = figures()
    s.board("ann", "Saladin", "Domestication")  # 3 castles
    s.board("bob", "Archery")  # 2 castles: bob does not share
    g = s.build().dogma("Saladin").answer("Archery", "red")
    assert g.pile("ann", "red") == ["Saladin", "Archery"]  # melded instead of scored
    assert g.splay("ann", "red") == "left"
    assert g.score("ann") == []


def test_sejong_the_great_karma_returns_a_high_blue_card_and_melds_one_higher() -> None:
    s = figures()
    s.board("ann", "Sejong the Great")
    s.hand("ann", "Experimentation")
    s.deck("base", 5, "Coal")
    g = s.build().meld("Experimentation")
    assert g.deck_bottom("base", 4) == ["Experimentation"]
    assert g.pile("ann", "red") == ["Coal"]
    assert g.pile("ann", "blue") == ["Sejong the Great"]


def test_shen_kuo_karma_splayed_piles_are_worth_three_points() -> None:
    s = figures()
    s.board("ann", "Shen Kuo")
    s.board("ann", "Tools", "Writing", splay="left")
    g = s.build()
    assert g.points("ann") == 3


def test_su_song_karma_moves_a_score_card_to_the_forecast_before_drawing_a_three() -> None:
    s = figures()
    s.board("ann", "Su Song")
    s.score("ann", "Writing")
    s.deck("base", 3, "Paper")
    g = s.build().draw()
    assert g.zone("ann", "forecast") == ["Writing"]
    assert g.hand("ann") == ["Paper"]


def test_tran_huang_dao_karma_two_castles_give_one_of_each_other_icon_shown() -> None:
    s = figures()
    s.board("ann", "Tran Huang Dao", "Masonry", "Writing")  # 5 castles; Writing 2 lightbulbs, 1 crown
    g = s.build()
    assert g.icons("ann", Icon.LIGHTBULB) == 2 + 2
    assert g.icons("ann", Icon.CROWN) == 1 + 2
    assert g.icons("ann", Icon.LEAF) == 0


def test_alhazen_karma_a_splayed_colour_counts_its_castles_as_a_draw_value() -> None:
    s = figures()
    s.board("ann", "Alhazen")
    s.board("ann", "Archery", "Oars", "Metalworking", splay="left")  # 3 + 1 + 1 castles showing
    s.deck("base", 5, "Coal")
    g = s.build().draw()
    assert g.hand("ann") == ["Coal"]
