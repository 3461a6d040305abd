"""Scenario tests for the age 7 figures' echo and inspire effects (written from the card texts and
RULES-figures.md)."""

from __future__ import annotations

from tests.figures.play import figures, inspire


def test_alfred_nobel_inspire_scores_a_hand_card() -> None:
    s = figures()
    s.board("ann", "Alfred Nobel")
    s.hand("ann", "Writing")
    s.deck("base", 7, "Bicycle")
    g = inspire(s.build(), "green")
    assert g.score("ann") == ["Writing"]
    assert g.hand("ann") == ["Bicycle"]


def test_charles_darwin_echo_draws_an_eight() -> None:
    s = figures()
    s.board("ann", "Charles Darwin")
    s.deck("base", 8, "Antibiotics")
    g = s.build().dogma("Charles Darwin")
    assert g.hand("ann") == ["Antibiotics"]


def test_emperor_meiji_inspire_foreshadows_an_eight_or_nine() -> None:
    s = figures()
    s.board("ann", "Emperor Meiji")
    s.deck("base", 9, "Computers")
    s.deck("base", 7, "Bicycle")
    g = inspire(s.build(), "purple")
    assert set(g.options) == {"8", "9"}
    g.answer("9")
    assert g.zone("ann", "forecast") == ["Computers"]
    assert g.hand("ann") == ["Bicycle"]


def test_florence_nightingale_inspire_tucks_a_hand_card() -> None:
    s = figures()
    s.board("ann", "Florence Nightingale")
    s.hand("ann", "Writing")
    s.deck("base", 7, "Bicycle")
    g = inspire(s.build(), "yellow")
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.hand("ann") == ["Bicycle"]


def test_george_stephenson_echo_may_turn_a_right_splay_up() -> None:
    s = figures()
    s.board("ann", "George Stephenson")
    s.board("ann", "Tools", "Writing", splay="right")
    g = s.build().dogma("George Stephenson").answer("blue")
    assert g.splay("ann", "blue") == "up"


def test_george_stephenson_echo_offers_nothing_without_a_right_splay() -> None:
    s = figures()
    s.board("ann", "George Stephenson")
    s.board("ann", "Tools", "Writing", splay="left")
    g = s.build().dogma("George Stephenson")
    assert g.splay("ann", "blue") == "left"
    assert g.idle


def test_james_clerk_maxwell_inspire_draws_an_eight() -> None:
    s = figures()
    s.board("ann", "James Clerk Maxwell")
    s.deck("base", 8, "Antibiotics")
    s.deck("base", 7, "Bicycle")
    g = inspire(s.build(), "blue")
    assert g.hand("ann") == ["Antibiotics", "Bicycle"]


def test_john_ericsson_inspire_tucks_a_seven() -> None:
    s = figures()
    s.board("ann", "John Ericsson")
    s.deck("base", 7, "Bicycle", "Evolution")
    g = inspire(s.build(), "red")
    assert g.pile("ann", "green") == ["Bicycle"]
    assert g.hand("ann") == ["Evolution"]


def test_queen_victoria_echo_takes_a_figure_from_another_score_pile() -> None:
    s = figures()
    s.board("ann", "Queen Victoria")
    s.score("bob", "Gilgamesh", "Writing")
    g = s.build().dogma("Queen Victoria")
    assert g.score("ann") == ["Gilgamesh"]
    assert g.score("bob") == ["Writing"]


def test_robert_e_lee_echo_moves_a_top_card_with_a_leaf_to_a_chosen_board() -> None:
    s = figures()
    s.board("ann", "Robert E. Lee")
    s.board("bob", "Sailing")  # one leaf, fewer than Lee's two: bob does not share
    g = s.build().dogma("Robert E. Lee")
    assert set(g.options) == {"sailing", "robert_e_lee"}
    g.answer("Sailing", "ann")
    assert g.pile("ann", "green") == ["Sailing"]
    assert g.pile("bob", "green") == []


def test_rowland_hill_inspire_draws_a_seven() -> None:
    s = figures()
    s.board("ann", "Rowland Hill")
    s.deck("base", 7, "Bicycle", "Evolution")
    g = inspire(s.build(), "yellow")
    assert g.hand("ann") == ["Bicycle", "Evolution"]
