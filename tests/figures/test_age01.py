"""Scenario tests for the age 1 figures' echo and inspire effects (written from the card texts and
RULES-figures.md: an echo runs with the figure's Dogma; an inspire runs by the Inspire action,
which then draws a card of the value of that colour's top card)."""

from __future__ import annotations

from tests.figures.play import figures, inspire


def test_daedalus_echo_foreshadows_a_four() -> None:
    s = figures()
    s.board("ann", "Daedalus")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Daedalus")
    assert g.zone("ann", "forecast") == ["Anatomy"]
    assert g.hand("ann") == [] and not g.shared_bonus


def test_fu_xi_echo_scores_a_two() -> None:
    s = figures()
    s.board("ann", "Fu Xi")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Fu Xi")
    assert g.score("ann") == ["Calendar"]
    assert g.hand("ann") == []


def test_gilgamesh_inspire_scores_a_hand_card_then_draws() -> None:
    s = figures()
    s.board("ann", "Gilgamesh")
    s.hand("ann", "Agriculture", "Writing")
    s.deck("base", 1, "Pottery")
    g = inspire(s.build(), "red").answer("Writing")
    assert g.score("ann") == ["Writing"]
    assert g.hand("ann") == ["Agriculture", "Pottery"]  # the Inspire draw: a 1, the value of Gilgamesh


def test_hammurabi_inspire_melds_a_hand_card() -> None:
    s = figures()
    s.board("ann", "Hammurabi")
    s.hand("ann", "Writing")
    s.deck("base", 1, "Pottery")
    g = inspire(s.build(), "red")
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.hand("ann") == ["Pottery"]


def test_hatshepsut_inspire_draws_a_one() -> None:
    s = figures()
    s.board("ann", "Hatshepsut")
    s.deck("base", 1, "Sailing", "Pottery")
    g = inspire(s.build(), "green")
    assert g.hand("ann") == ["Sailing", "Pottery"]


def test_homer_inspire_tucks_a_two() -> None:
    s = figures()
    s.board("ann", "Homer")
    s.deck("base", 2, "Philosophy")
    s.deck("base", 1, "Writing")
    g = inspire(s.build(), "purple")
    assert g.pile("ann", "purple") == ["Philosophy", "Homer"]
    assert g.hand("ann") == ["Writing"]


def test_huang_di_echo_draws_a_two() -> None:
    s = figures()
    s.board("ann", "Huang Di")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Huang Di")
    assert g.hand("ann") == ["Calendar"]


def test_imhotep_echo_melds_a_two() -> None:
    s = figures()
    s.board("ann", "Imhotep")
    s.deck("base", 2, "Construction")
    g = s.build().dogma("Imhotep")
    assert g.pile("ann", "red") == ["Construction"]
    assert g.hand("ann") == []


def test_ptahhotep_inspire_scores_one_of_your_top_cards() -> None:
    s = figures()
    s.board("ann", "Ptahhotep")
    s.board("ann", "Agriculture")
    s.board("bob", "Pottery")
    s.deck("base", 1, "Writing")
    g = inspire(s.build(), "purple")
    assert set(g.options) >= {"agriculture", "ptahhotep"} and "pottery" not in g.options  # only ann's own
    g.answer("Agriculture")
    assert g.score("ann") == ["Agriculture"]
    assert g.pile("bob", "blue") == ["Pottery"]
    assert g.hand("ann") == ["Writing"]


def test_sargon_of_akkad_inspire_melds_a_one() -> None:
    s = figures()
    s.board("ann", "Sargon of Akkad")
    s.deck("base", 1, "Writing", "Pottery")
    g = inspire(s.build(), "green")
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.hand("ann") == ["Pottery"]


def test_shennong_inspire_foreshadows_a_two() -> None:
    s = figures()
    s.board("ann", "Shennong")
    s.deck("base", 2, "Calendar")
    s.deck("base", 1, "Writing")
    g = inspire(s.build(), "yellow")
    assert g.zone("ann", "forecast") == ["Calendar"]
    assert g.hand("ann") == ["Writing"]


def test_sinuhe_echo_foreshadows_the_chosen_value() -> None:
    s = figures()
    s.board("ann", "Sinuhe")
    s.deck("base", 2, "Calendar")
    s.deck("base", 3, "Paper")
    g = s.build().dogma("Sinuhe").answer("3")
    assert g.zone("ann", "forecast") == ["Paper"]
    assert g.deck("base", 2)[0] == "Calendar"


def test_sneferu_inspire_tucks_twos_until_one_without_a_castle() -> None:
    s = figures()
    s.board("ann", "Sneferu")
    s.deck("base", 2, "Construction", "Road Building", "Calendar", "Mathematics")
    s.deck("base", 1, "Pottery")
    g = inspire(s.build(), "yellow")
    assert g.pile("ann", "red") == ["Road Building", "Construction"]  # each tucked under the last
    assert g.pile("ann", "blue") == ["Calendar"]  # no castle: the repeats stop
    assert g.deck("base", 2)[0] == "Mathematics"
    assert g.hand("ann") == ["Pottery"]


def test_sunshu_ao_inspire_tucks_a_hand_card() -> None:
    s = figures()
    s.board("ann", "Sunshu Ao")
    s.board("ann", "Oars")
    s.hand("ann", "Archery", "Writing")
    s.deck("base", 1, "Pottery")
    g = inspire(s.build(), "yellow").answer("Archery")
    assert g.pile("ann", "red") == ["Archery", "Oars"]
    assert g.hand("ann") == ["Writing", "Pottery"]


def test_tigernmas_inspire_draws_a_one() -> None:
    s = figures()
    s.board("ann", "Tigernmas")
    s.deck("base", 1, "Writing", "Pottery")
    g = inspire(s.build(), "red")
    assert g.hand("ann") == ["Writing", "Pottery"]
