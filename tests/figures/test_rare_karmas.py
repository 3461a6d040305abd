"""Karmas a soak rarely reaches (never in 487 games of the first Figures soak), each played from a
position random games do reach, through the ordinary actions: the karma is wired where the game
gets to it, and its rarity is the position's (docs/coverage.md; the figrest report in
/work/coord/figures.md gives how often each position came up)."""

from __future__ import annotations

from innovation.rules.karmas import tally_karmas
from tests.figures.play import figures


def test_kim_yu_na_karma_fading_a_figure_with_a_castle_wins() -> None:
    # Two top figures after an action: the player fades one by scoring it; a castle on it makes
    # Kim Yu-Na's karma win instead.
    s = figures()
    s.board("ann", "Kim Yu-Na", "Gilgamesh")
    g = s.build().act("draw")
    d = g.decision
    assert d is not None and d.verb == "score" and set(d.options) == {"kim_yu_na", "gilgamesh"}
    g.answer("Gilgamesh")
    assert g.winners == ["ann"]


def test_kim_yu_na_karma_fading_herself_is_an_ordinary_score() -> None:
    s = figures()
    s.board("ann", "Kim Yu-Na", "Gilgamesh")
    g = s.build().act("draw").answer("Kim Yu-Na")  # no castle on her
    assert not g.over and g.score("ann") == ["Kim Yu-Na"]


def test_sunshu_ao_karma_a_drawn_and_tucked_yellow_card_runs_and_goes_to_the_hand() -> None:
    s = figures()
    s.board("ann", "Sunshu Ao", "Monotheism")
    s.deck("base", 1, "Agriculture")  # Monotheism: draw and tuck a 1 — a yellow one
    with tally_karmas() as fired:
        g = s.build().dogma("Monotheism")
    assert fired[("sunshu_ao", "sunshu_ao_tuck")] == 1
    assert g.hand("ann") == ["Agriculture"]  # Agriculture's effect asked nothing: an empty hand
    assert g.pile("ann", "yellow") == ["Sunshu Ao"]
