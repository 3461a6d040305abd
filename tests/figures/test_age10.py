"""Scenario tests for the age 10 figures' echo and inspire effects (written from the card texts and
RULES-figures.md)."""

from __future__ import annotations

from tests.figures.play import figures, inspire


def test_alex_trebek_inspire_melds_a_card_of_the_named_value() -> None:
    s = figures()
    s.board("ann", "Alex Trebek")
    s.deck("base", 3, "Paper")
    s.deck("base", 10, "Software")
    g = inspire(s.build(), "yellow")
    assert set(g.options) == {str(v) for v in range(1, 11)}
    g.answer("3")
    assert g.pile("ann", "green") == ["Paper"]
    assert g.hand("ann") == ["Software"]


def test_jackie_chan_inspire_scores_a_hand_card() -> None:
    s = figures()
    s.board("ann", "Jackie Chan")
    s.hand("ann", "Writing")
    s.deck("base", 10, "Software")
    g = inspire(s.build(), "red")
    assert g.score("ann") == ["Writing"]
    assert g.hand("ann") == ["Software"]


def test_kim_yu_na_echo_scores_one_of_your_top_cards() -> None:
    s = figures()
    s.board("ann", "Kim Yu-Na", "Agriculture")
    s.board("bob", "Pottery")
    g = s.build().dogma("Kim Yu-Na")
    assert set(g.options) == {"agriculture", "kim_yu_na"}
    g.answer("Agriculture")
    assert g.score("ann") == ["Agriculture"]


def test_margaret_thatcher_echo_scores_your_top_card_with_a_factory_or_crown() -> None:
    s = figures()
    s.board("ann", "Margaret Thatcher", "Writing", "Agriculture")
    s.board("bob", "Sailing")  # a crown, but on bob's board
    g = s.build().dogma("Margaret Thatcher")
    assert set(g.options) == {"writing", "margaret_thatcher"}
    g.answer("Writing")
    assert g.score("ann") == ["Writing"]
    assert g.pile("bob", "green") == ["Sailing"]


def test_martin_scorsese_echo_melds_a_ten() -> None:
    s = figures()
    s.board("ann", "Martin Scorsese")
    s.deck("base", 10, "Software")
    g = s.build().dogma("Martin Scorsese")
    assert g.pile("ann", "blue") == ["Software"]


def test_muhammad_yunus_inspire_draws_a_ten() -> None:
    s = figures()
    s.board("ann", "Muhammad Yunus")
    s.deck("base", 10, "Software", "Databases")
    g = inspire(s.build(), "green")
    assert g.hand("ann") == ["Software", "Databases"]


def test_sergey_brin_inspire_may_splay_a_colour_up() -> None:
    s = figures()
    s.board("ann", "Sergey Brin")
    s.board("ann", "Tools", "Writing")
    s.deck("base", 10, "Software")
    g = inspire(s.build(), "green").answer("blue")
    assert g.splay("ann", "blue") == "up"
    assert g.hand("ann") == ["Software"]


def test_shigeru_miyamoto_echo_scores_a_ten_without_a_clock() -> None:
    s = figures()
    s.board("ann", "Shigeru Miyamoto", "Databases")  # 4 clocks (his karma wins with 1, 3 or 6)
    s.deck("base", 10, "Globalization")
    g = s.build().dogma("Shigeru Miyamoto")
    assert g.score("ann") == ["Globalization"]
    assert g.hand("ann") == []


def test_shigeru_miyamoto_echo_keeps_a_ten_with_a_clock() -> None:
    s = figures()
    s.board("ann", "Shigeru Miyamoto", "Databases")  # 4 clocks (his karma wins with 1, 3 or 6)
    s.deck("base", 10, "Software")
    g = s.build().dogma("Shigeru Miyamoto")
    assert g.hand("ann") == ["Software"]
    assert g.score("ann") == []


def test_stephen_hawking_inspire_tucks_a_ten() -> None:
    s = figures()
    s.board("ann", "Stephen Hawking")
    s.deck("base", 10, "Globalization", "Software")
    g = inspire(s.build(), "blue")
    assert g.pile("ann", "yellow") == ["Globalization"]
    assert g.hand("ann") == ["Software"]


def test_susan_blackmore_inspire_executes_an_echo_effect_showing_on_another_board() -> None:
    s = figures()
    s.board("ann", "Susan Blackmore")
    s.board("bob", "Daedalus")
    s.deck("base", 4, "Anatomy")
    s.deck("base", 10, "Software")
    g = inspire(s.build(), "blue")
    assert g.zone("ann", "forecast") == ["Anatomy"]  # Daedalus's echo, for ann
    assert g.zone("bob", "forecast") == []
    assert g.hand("ann") == ["Software"]


def test_susan_blackmore_inspire_executes_a_chosen_inspire_effect() -> None:
    s = figures()
    s.board("ann", "Susan Blackmore")
    s.board("bob", "Daedalus", "Hatshepsut")
    s.deck("base", 1, "Writing")
    s.deck("base", 10, "Software")
    g = inspire(s.build(), "blue")
    assert set(g.options) == {"daedalus", "hatshepsut"}  # not her own inspire effect
    g.answer("Hatshepsut")
    assert g.hand("ann") == ["Writing", "Software"]
