"""Scenario tests for the age 9 figures' echo and inspire effects (written from the card texts and
RULES-figures.md)."""

from __future__ import annotations

from tests.figures.play import figures, inspire


def test_che_guevara_echo_scores_a_nine() -> None:
    s = figures()
    s.board("ann", "Che Guevara")
    s.deck("base", 9, "Computers")
    g = s.build().dogma("Che Guevara")
    assert g.score("ann") == ["Computers"]


def test_gene_roddenberry_echo_melds_another_players_purple_top_card() -> None:
    s = figures()
    s.board("ann", "Gene Roddenberry")
    s.board("bob", "Code of Laws", "Mysticism")
    g = s.build().dogma("Gene Roddenberry")
    assert g.pile("ann", "purple") == ["Gene Roddenberry", "Mysticism"]
    assert g.pile("bob", "purple") == ["Code of Laws"]


def test_grace_hopper_inspire_tucks_two_hand_cards() -> None:
    s = figures()
    s.board("ann", "Grace Hopper")
    s.hand("ann", "Archery", "Agriculture", "Sailing")
    s.deck("base", 9, "Computers")
    g = inspire(s.build(), "blue").answer("Archery", "Agriculture")
    assert g.pile("ann", "red") == ["Archery"]
    assert g.pile("ann", "yellow") == ["Agriculture"]
    assert g.hand("ann") == ["Sailing", "Computers"]


def test_hedy_lamarr_echo_may_splay_a_colour_up() -> None:
    s = figures()
    s.board("ann", "Hedy Lamarr")
    s.board("ann", "Tools", "Writing")
    g = s.build().dogma("Hedy Lamarr").answer("blue")
    assert g.splay("ann", "blue") == "up"


def test_mikhail_kalashnikov_inspire_tucks_a_hand_card() -> None:
    s = figures()
    s.board("ann", "Mikhail Kalashnikov")
    s.hand("ann", "Writing")
    s.deck("base", 9, "Computers")
    g = inspire(s.build(), "red")
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.hand("ann") == ["Computers"]


def test_nelson_mandela_inspire_melds_a_nine() -> None:
    s = figures()
    s.board("ann", "Nelson Mandela")
    s.deck("base", 9, "Computers", "Fission")
    g = inspire(s.build(), "red")
    assert g.pile("ann", "blue") == ["Computers"]
    assert g.hand("ann") == ["Fission"]


def test_pele_inspire_tucks_three_nines() -> None:
    s = figures()
    s.board("ann", "Pelé")
    s.deck("base", 9, "Computers", "Fission", "Satellites", "Genetics")
    g = inspire(s.build(), "purple")
    assert g.pile("ann", "blue") == ["Computers"]
    assert g.pile("ann", "red") == ["Fission"]
    assert g.pile("ann", "green") == ["Satellites"]
    assert g.hand("ann") == ["Genetics"]


def test_ruth_handler_inspire_takes_a_top_card_back_into_the_hand() -> None:
    s = figures()
    s.board("ann", "Ruth Handler", "Writing")
    s.deck("base", 9, "Computers")
    g = inspire(s.build(), "yellow")
    assert set(g.options) == {"writing", "ruth_handler"}
    g.answer("Writing")
    assert g.pile("ann", "blue") == []
    assert g.hand("ann") == ["Writing", "Computers"]


def test_ruth_handler_inspire_taking_herself_leaves_a_one_to_draw() -> None:
    s = figures()
    s.board("ann", "Ruth Handler", "Writing")
    s.deck("base", 1, "Pottery")
    g = inspire(s.build(), "yellow").answer("Ruth Handler")
    assert g.pile("ann", "yellow") == []
    assert g.hand("ann") == ["Ruth Handler", "Pottery"]  # the yellow pile is empty: the draw is a 1


def test_taiichi_ohno_echo_draws_a_ten() -> None:
    s = figures()
    s.board("ann", "Taiichi Ohno")
    s.deck("base", 10, "Software")
    g = s.build().dogma("Taiichi Ohno")
    assert g.hand("ann") == ["Software"]


def test_wernher_von_braun_inspire_foreshadows_a_ten() -> None:
    s = figures()
    s.board("ann", "Wernher von Braun")
    s.deck("base", 10, "Software")
    s.deck("base", 9, "Computers")
    g = inspire(s.build(), "blue")
    assert g.zone("ann", "forecast") == ["Software"]
    assert g.hand("ann") == ["Computers"]
