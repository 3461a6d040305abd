"""Scenario tests for the age 3 figures' echo and inspire effects (written from the card texts and
RULES-figures.md)."""

from __future__ import annotations

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
