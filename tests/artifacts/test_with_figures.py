"""Artifacts cards beside Figures in the Sky karmas (written from the card texts and RULES-figures.md):
a printed [N] value counts as a figure says (Albert Einstein: every value in your effects is a 10),
and what a card counts or makes depend on ("for each card returned", "if you do", "if you
returned two cards") is the cards that really moved — a karma that does something else instead
(Homer, Saladin, Sargon of Akkad) moves nothing."""

from __future__ import annotations

from innovation.testing import Scenario
from tests.figures.play import figures


def _s() -> Scenario:
    return figures(beside=("artifacts",))


# --------------------------------------------------------------------------- printed values (Albert Einstein)


def test_babylonian_chronicles_draws_and_scores_a_ten_beside_einstein() -> None:
    s = _s()
    s.board("ann", "Albert Einstein", "Babylonian Chronicles")
    s.deck("base", 3, "Alchemy")
    s.deck("base", 10, "Software")
    g = s.build().dogma("Babylonian Chronicles")
    assert g.score("ann") == ["Software"]
    assert g.deck("base", 3)[0] == "Alchemy"  # no 3 drawn


def test_garlands_ruby_slippers_melds_a_ten_not_an_eight_beside_einstein() -> None:
    s = _s()
    s.board("ann", "Albert Einstein", "Garland's Ruby Slippers")
    s.hand("ann", "Antibiotics", "Databases")  # an 8 and a 10
    g = s.build().dogma("Garland's Ruby Slippers")
    assert g.pile("ann", "green") == ["Databases"]
    assert g.hand("ann") == ["Antibiotics"]
    assert not g.over  # Databases has effects: no win


def test_east_india_company_charter_beside_einstein_allows_a_five_and_scores_tens() -> None:
    s = _s()
    s.board("ann", "Albert Einstein", "East India Company Charter")
    s.score("ann", "Coal")
    s.score("bob", "Banking", "Writing")
    s.deck("base", 5, "Astronomy", "Chemistry")
    s.deck("base", 10, "Software", "Robotics")
    g = s.build().dogma("East India Company Charter")
    assert "10" not in g.options  # "other than [5]" reads "other than 10"
    g.answer("5")
    # Both players returned a 5; ann draws and scores a "5" twice, each a 10.
    assert g.score("bob") == ["Writing"]
    assert sorted(g.score("ann")) == ["Robotics", "Software"]
    assert g.deck("base", 5)[:2] == ["Astronomy", "Chemistry"]


# --------------------------------------------------------------------------- moved, not picked


def test_philosophers_stone_scores_nothing_when_homer_tucks_the_figure_instead() -> None:
    s = _s()
    s.board("ann", "Homer", "Philosopher's Stone")
    s.hand("ann", "Cai Lun", "Writing", "Oars")  # Cai Lun: a figure of value 2
    g = s.build().dogma("Philosopher's Stone").answer("Cai Lun")
    assert g.pile("ann", "yellow") == ["Cai Lun"]  # tucked, not returned
    assert g.score("ann") == []  # no card returned: nothing to score
    assert sorted(g.hand("ann")) == ["Oars", "Writing"]


def test_kilogram_of_the_archives_needs_two_cards_really_returned() -> None:
    s = _s()
    s.board("ann", "Homer", "Kilogram of the Archives", "Antibiotics")
    s.hand("ann", "Cai Lun")  # 2 + Antibiotics' 8 would make ten
    s.deck("base", 10, "Software")
    g = s.build().dogma("Kilogram of the Archives").answer("Antibiotics")
    assert g.pile("ann", "yellow") == ["Cai Lun"]  # Homer tucked it; Antibiotics was returned
    assert g.score("ann") == []
    assert g.deck("base", 10)[0] == "Software"


def test_xianrendong_shards_draws_no_ones_when_saladin_melds_the_scored_cards_instead() -> None:
    s = _s()
    s.board("ann", "Saladin", "Xianrendong Shards")
    s.hand("ann", "Writing", "Tools", "Oars")
    s.deck("base", 1, "Agriculture", "Archery", "Clothing")
    g = s.build().dogma("Xianrendong Shards").answer("Writing", "Tools")
    while not g.idle:  # Saladin: "you may splay that colour left" — decline
        g.answer("done")
    assert g.score("ann") == []
    assert sorted(g.pile("ann", "blue")) == ["Tools", "Writing"]  # melded instead of scored
    assert g.hand("ann") == []  # no [1]s drawn: no two cards were scored
    assert g.deck("base", 1)[:3] == ["Agriculture", "Archery", "Clothing"]


def test_tale_of_the_shipwrecked_sailor_splays_nothing_when_sargon_tucks_instead_of_melding() -> None:
    s = _s()
    s.board("ann", "Sargon of Akkad", "Tale of the Shipwrecked Sailor", "Writing")
    s.hand("ann", "Tools")
    s.deck("base", 1, "Archery")
    g = s.build().dogma("Tale of the Shipwrecked Sailor").answer("blue")
    # Tools would be melded onto Writing, a top card of its value: Sargon tucks it instead.
    assert g.pile("ann", "blue") == ["Tools", "Writing"]
    assert g.splay("ann", "blue") == "none"
    assert g.hand("ann") == ["Archery"]


def test_lurgan_canoe_repeats_only_after_a_card_was_really_scored() -> None:
    s = _s()
    s.board("ann", "Saladin", "Lurgan Canoe", "Writing")
    s.hand("ann", "Tools", "Pottery")
    g = s.build().dogma("Lurgan Canoe").answer("Tools")
    while not g.idle:  # Saladin: "you may splay that colour left" — decline
        g.answer("done")
    # Writing would be scored: Saladin melds it instead, so nothing was scored and the canoe stops.
    assert g.pile("ann", "blue") == ["Tools", "Writing"]
    assert g.score("ann") == []
    assert g.hand("ann") == ["Pottery"]
