"""Scenario tests for the age 8 figures' echo and inspire effects (written from the card texts and
RULES-figures.md)."""

from __future__ import annotations

from tests.figures.play import figures, inspire


def test_albert_einstein_echo_melds_every_hand_card_with_a_lightbulb_or_clock() -> None:
    s = figures()
    s.board("ann", "Albert Einstein")
    s.hand("ann", "Writing", "Agriculture", "Bicycle")
    g = s.build().dogma("Albert Einstein")
    assert g.pile("ann", "blue") == ["Albert Einstein", "Writing"]
    assert g.pile("ann", "green") == ["Bicycle"]
    assert g.hand("ann") == ["Agriculture"]


def test_caresse_crosby_inspire_tucks_a_hand_card() -> None:
    s = figures()
    s.board("ann", "Caresse Crosby")
    s.hand("ann", "Writing")
    s.deck("base", 8, "Antibiotics")
    g = inspire(s.build(), "yellow")
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.hand("ann") == ["Antibiotics"]


def test_duke_ellington_inspire_melds_a_figure_of_value_eight() -> None:
    s = figures()
    s.board("ann", "Duke Ellington")
    s.deck("figures", 8, "Emmy Noether")
    s.deck("base", 8, "Antibiotics")
    g = inspire(s.build(), "purple")
    assert g.pile("ann", "green") == ["Emmy Noether"]
    assert g.hand("ann") == ["Antibiotics"]  # the Inspire draw is an ordinary draw


def test_emmy_noether_inspire_melds_an_eight() -> None:
    s = figures()
    s.board("ann", "Emmy Noether")
    s.deck("base", 8, "Antibiotics", "Flight")
    g = inspire(s.build(), "green")
    assert g.pile("ann", "yellow") == ["Antibiotics"]
    assert g.hand("ann") == ["Flight"]


def test_erwin_rommel_echo_takes_a_card_from_another_score_pile() -> None:
    s = figures()
    s.board("ann", "Erwin Rommel")
    s.score("bob", "Writing")
    g = s.build().dogma("Erwin Rommel")
    assert g.score("ann") == ["Writing"]
    assert g.score("bob") == []


def test_h_g_wells_inspire_foreshadows_a_ten() -> None:
    s = figures()
    s.board("ann", "H.G. Wells")
    s.deck("base", 10, "Software")
    s.deck("base", 8, "Antibiotics")
    g = inspire(s.build(), "purple")
    assert g.zone("ann", "forecast") == ["Software"]
    assert g.hand("ann") == ["Antibiotics"]


def test_j_p_morgan_echo_may_splay_a_colour_up() -> None:
    s = figures()
    s.board("ann", "J.P. Morgan")
    s.board("ann", "Tools", "Writing")
    g = s.build().dogma("J.P. Morgan").answer("blue")
    assert g.splay("ann", "blue") == "up"


def test_john_von_neumann_echo_keeps_two_nines_without_purple() -> None:
    s = figures()
    s.board("ann", "John von Neumann")
    s.deck("base", 9, "Computers", "Fission")
    g = s.build().dogma("John von Neumann")
    assert g.hand("ann") == ["Computers", "Fission"]


def test_john_von_neumann_echo_returns_both_nines_when_one_is_purple() -> None:
    s = figures()
    s.board("ann", "John von Neumann")
    s.deck("base", 9, "Computers", "Services")
    g = s.build().dogma("John von Neumann")
    while g.decision is not None and g.decision.verb == "return":  # ann orders them under the 9 pile
        g.answer(g.decision.options[0])
    assert g.hand("ann") == []
    assert sorted(g.deck_bottom("base", 9, 2)) == ["Computers", "Services"]


def test_marie_curie_echo_draws_a_nine() -> None:
    s = figures()
    s.board("ann", "Marie Curie")
    s.deck("base", 9, "Computers")
    g = s.build().dogma("Marie Curie")
    assert g.hand("ann") == ["Computers"]


def test_nikola_tesla_inspire_draws_an_eight() -> None:
    s = figures()
    s.board("ann", "Nikola Tesla")
    s.deck("base", 8, "Antibiotics", "Flight")
    g = inspire(s.build(), "yellow")
    assert g.hand("ann") == ["Antibiotics", "Flight"]
