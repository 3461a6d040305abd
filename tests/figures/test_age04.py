"""Scenario tests for the age 4 figures' echo and inspire effects (written from the card texts and
RULES-figures.md)."""

from __future__ import annotations

from tests.figures.play import figures, inspire


def test_amina_sukhera_inspire_scores_every_bottom_purple_card() -> None:
    s = figures()
    s.board("ann", "Amina Sukhera", "Code of Laws", "City States")
    s.board("bob", "Mysticism")
    s.deck("base", 4, "Anatomy")
    g = inspire(s.build(), "red")
    assert sorted(g.score("ann")) == ["Code of Laws", "Mysticism"]
    assert g.pile("ann", "purple") == ["City States"]
    assert g.pile("bob", "purple") == []
    assert g.hand("ann") == ["Anatomy"]


def test_christopher_columbus_inspire_draws_a_four() -> None:
    s = figures()
    s.board("ann", "Christopher Columbus")
    s.deck("base", 4, "Anatomy", "Enterprise")
    g = inspire(s.build(), "green")
    assert g.hand("ann") == ["Anatomy", "Enterprise"]


def test_galileo_galilei_echo_foreshadows_a_five_or_six() -> None:
    s = figures()
    s.board("ann", "Galileo Galilei")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Galileo Galilei")
    assert set(g.options) == {"5", "6"}
    g.answer("6")
    assert g.zone("ann", "forecast") == ["Canning"]


def test_johannes_kepler_echo_draws_a_five() -> None:
    s = figures()
    s.board("ann", "Johannes Kepler")
    s.deck("base", 5, "Coal")
    g = s.build().dogma("Johannes Kepler")
    assert g.hand("ann") == ["Coal"]


def test_leonardo_da_vinci_echo_scores_a_top_figure_with_a_bonus() -> None:
    s = figures()
    s.board("ann", "Leonardo da Vinci")
    s.board("bob", "Gilgamesh", "Daedalus")  # Daedalus has no bonus
    g = s.build().dogma("Leonardo da Vinci")
    assert set(g.options) == {"gilgamesh", "leonardo_da_vinci"}
    g.answer("Gilgamesh")
    assert g.score("ann") == ["Gilgamesh"]
    assert g.pile("bob", "blue") == ["Daedalus"]


def test_michelangelo_inspire_scores_a_hand_card() -> None:
    s = figures()
    s.board("ann", "Michelangelo")
    s.hand("ann", "Writing")
    s.deck("base", 4, "Anatomy")
    g = inspire(s.build(), "yellow")
    assert g.score("ann") == ["Writing"]
    assert g.hand("ann") == ["Anatomy"]


def test_niccolo_machiavelli_echo_turns_a_left_splay_right() -> None:
    s = figures()
    s.board("ann", "Niccolo Machiavelli")
    s.board("ann", "Tools", "Writing", splay="left")
    g = s.build().dogma("Niccolo Machiavelli")
    assert g.splay("ann", "blue") == "right"


def test_niccolo_machiavelli_echo_leaves_unsplayed_colours_alone() -> None:
    s = figures()
    s.board("ann", "Niccolo Machiavelli")
    s.board("ann", "Tools", "Writing")
    g = s.build().dogma("Niccolo Machiavelli")
    assert g.splay("ann", "blue") == "none"


def test_takiyuddin_inspire_melds_a_five_with_a_lightbulb() -> None:
    s = figures()
    s.board("ann", "Takiyuddin")
    s.deck("base", 5, "Physics", "Coal")
    g = inspire(s.build(), "blue")
    assert g.pile("ann", "blue") == ["Takiyuddin", "Physics"]
    assert g.hand("ann") == ["Coal"]  # the Inspire draw: Physics, a 5, is now on top


def test_takiyuddin_inspire_tucks_a_five_without_a_lightbulb() -> None:
    s = figures()
    s.board("ann", "Takiyuddin")
    s.board("ann", "Archery")
    s.deck("base", 5, "Coal")
    s.deck("base", 4, "Anatomy")
    g = inspire(s.build(), "blue")
    assert g.pile("ann", "red") == ["Coal", "Archery"]
    assert g.hand("ann") == ["Anatomy"]


def test_william_shakespeare_inspire_melds_a_hand_card() -> None:
    s = figures()
    s.board("ann", "William Shakespeare")
    s.hand("ann", "Writing")
    s.deck("base", 4, "Anatomy")
    g = inspire(s.build(), "purple")
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.hand("ann") == ["Anatomy"]


def test_yi_sun_sin_echo_scores_a_top_card_with_a_castle() -> None:
    s = figures()
    s.board("ann", "Yi Sun-Sin")
    s.board("bob", "Archery", "Writing")
    g = s.build().dogma("Yi Sun-Sin")
    assert g.score("ann") == ["Archery"]
    assert g.pile("bob", "blue") == ["Writing"]
