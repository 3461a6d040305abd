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


# --------------------------------------------------------------------------- karmas


def test_che_guevara_karma_melding_him_scores_every_opponents_top_figure() -> None:
    s = figures()
    s.hand("ann", "Che Guevara")
    s.board("bob", "Gilgamesh", "Charles Darwin", "Agriculture")
    g = s.build().meld("Che Guevara")
    assert sorted(g.score("ann")) == ["Charles Darwin", "Gilgamesh"]
    assert g.pile("bob", "yellow") == ["Agriculture"]


def test_che_guevara_karma_a_green_score_removes_every_score_pile_instead() -> None:
    s = figures()
    s.board("ann", "Che Guevara")
    s.score("ann", "Writing")
    s.score("bob", "Coal")
    s.deck("base", 9, "Satellites")
    g = s.build().dogma("Che Guevara")
    assert sorted(g.removed()) == ["Coal", "Satellites", "Writing"]
    assert g.score("ann") == [] and g.score("bob") == []


def test_gene_roddenberry_echo_melds_a_purple_top_card_which_his_karma_tucks_returning_a_figure() -> None:
    s = figures()
    s.board("ann", "Gene Roddenberry")
    s.board("bob", "Mysticism", "Gilgamesh")
    g = s.build().dogma("Gene Roddenberry").answer("Gilgamesh")
    assert g.pile("ann", "purple") == ["Mysticism", "Gene Roddenberry"]
    assert g.pile("bob", "purple") == []
    assert g.deck_bottom("figures", 1) == ["Gilgamesh"]


def test_gene_roddenberry_karma_melding_enterprise_wins() -> None:
    s = figures()
    s.board("ann", "Gene Roddenberry")
    s.hand("ann", "Enterprise")
    g = s.build().meld("Enterprise")
    assert g.winners == ["ann"]


def test_grace_hopper_karma_a_dogma_without_sharing_bonus_draws_a_ten_that_may_win() -> None:
    s = figures()
    s.board("ann", "Tools", "Grace Hopper", "Paper")  # 3 lightbulbs on top: ann may share Philosophy
    s.board("bob", "Philosophy")
    s.deck("base", 10, "Software")
    s.turn("bob")
    g = s.build().dogma("Philosophy").answer("done")  # ann shares but changes nothing
    assert g.winners == ["ann"]


def test_mikhail_kalashnikov_karma_a_red_tuck_takes_an_opponents_red_top_card_instead() -> None:
    s = figures()
    s.board("ann", "Mikhail Kalashnikov")
    s.hand("ann", "Archery")
    s.board("bob", "Oars")
    s.deck("base", 9, "Computers")
    g = inspire(s.build(), "red").answer("score")
    assert g.score("ann") == ["Oars"]
    assert g.hand("ann") == ["Archery", "Computers"]


def test_nelson_mandela_karma_two_showing_inspire_effects_are_an_achievement() -> None:
    s = figures()
    s.board("ann", "Nelson Mandela", "Hatshepsut")
    g = s.build()
    assert g.game.engine().achievement_count(0) == 1


def test_ruth_handler_karma_first_melds_the_colour_from_the_hand_and_achieves_nines() -> None:
    s = figures()
    s.board("ann", "Ruth Handler")
    s.hand("ann", "Writing", "Tools", "Coal")
    s.deck("base", 9, "Computers")
    g = s.build().meld("Writing")
    assert g.pile("ann", "blue") == ["Tools", "Writing"]
    assert g.achievements("ann") == ["Computers"]
    assert g.hand("ann") == ["Coal"]


def test_taiichi_ohno_karma_first_achieves_a_hand_card_with_the_same_featured_icon() -> None:
    s = figures()
    s.board("ann", "Taiichi Ohno", "Writing")
    s.hand("ann", "Tools", "Archery")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Writing")
    assert g.achievements("ann") == ["Tools"]
    assert g.hand("ann") == ["Archery", "Calendar"]


def test_pele_karma_tucking_yellow_after_green_in_one_turn_wins() -> None:
    s = figures()
    s.board("ann", "Pelé")
    s.deck("base", 9, "Satellites", "Ecology", "Fission")
    g = inspire(s.build(), "purple")
    assert g.winners == ["ann"]
    assert g.pile("ann", "green") == ["Satellites"]


def test_pele_karma_yellow_first_then_green_does_not_win() -> None:
    s = figures()
    s.board("ann", "Pelé")
    s.deck("base", 9, "Ecology", "Satellites", "Fission")
    g = inspire(s.build(), "purple")
    assert not g.over
    assert g.pile("ann", "yellow") == ["Ecology"]


def test_wernher_von_braun_karma_forecast_cards_count_in_the_score_pile() -> None:
    s = figures()
    s.board("ann", "Wernher von Braun")
    s.zone("ann", "forecast", "Coal")
    g = s.build()
    assert g.points("ann") == 5
