"""Scenario tests for the age 10 figures' echo and inspire effects (written from the card texts and
RULES-figures.md)."""

from __future__ import annotations

from tests.figures.play import figures, inspire


def test_alex_trebek_inspire_melds_a_card_of_the_named_value() -> None:
    s = figures()
    s.board("ann", "Alex Trebek")
    s.hand("bob", "Rhazes", "Kim Yu-Na")  # the figures ann names are not in their piles
    s.deck("base", 3, "Paper")
    s.deck("base", 10, "Software")
    g = inspire(s.build(), "yellow")
    assert set(g.options) == {str(v) for v in range(1, 11)}
    g.answer("3", "Rhazes")  # before each draw his karma has ann name a figure of that value
    assert g.pile("ann", "green") == ["Paper"]
    g.answer("Kim Yu-Na")  # the Inspire draw, a 10
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
    assert set(g.options) == {"writing", "margaret_thatcher", "sailing"}  # first her karma: any board
    g.answer("Sailing")
    assert set(g.options) == {"writing", "margaret_thatcher"}  # then the echo: her own board
    g.answer("Writing")
    assert sorted(g.score("ann")) == ["Sailing", "Writing"]


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


# --------------------------------------------------------------------------- karmas


def test_kim_yu_na_karma_scoring_a_castle_card_wins() -> None:
    s = figures()
    s.board("ann", "Kim Yu-Na", "Masonry")
    g = s.build().dogma("Kim Yu-Na").answer("Masonry")
    assert g.winners == ["ann"]


def test_margaret_thatcher_karma_first_scores_a_top_crown_or_factory_card_from_anywhere() -> None:
    s = figures()
    s.board("ann", "Margaret Thatcher", "Writing")
    s.board("bob", "Sailing")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Writing").answer("Sailing")
    assert g.score("ann") == ["Sailing"]
    assert g.hand("ann") == ["Calendar"]


def test_martin_scorsese_karma_a_melded_figure_is_tucked_and_an_achievement_claimed() -> None:
    s = figures()
    s.board("ann", "Martin Scorsese")
    s.hand("ann", "Gilgamesh")
    s.available_achievements("Pottery")
    g = s.build().meld("Gilgamesh")
    assert g.pile("ann", "red") == ["Gilgamesh"]
    assert g.achievements("ann") == ["Pottery"]


def test_shigeru_miyamoto_karma_a_clock_dogma_with_one_clock_wins() -> None:
    s = figures()
    s.board("ann", "Shigeru Miyamoto")  # exactly one clock
    g = s.build().dogma("Shigeru Miyamoto")
    assert g.winners == ["ann"]


def test_susan_blackmore_karma_takes_the_card_of_a_dogma_without_sharing_bonus() -> None:
    s = figures()
    s.board("ann", "Writing", "Susan Blackmore", "Paper")  # 4 lightbulbs on top: ann may share Philosophy
    s.board("bob", "Philosophy")
    s.turn("bob")
    g = s.build().dogma("Philosophy").answer("done")
    assert g.score("ann") == ["Philosophy"]
    assert g.pile("bob", "purple") == []


def test_sergey_brin_karma_any_top_card_can_be_activated() -> None:
    s = figures()
    s.board("ann", "Sergey Brin")
    s.board("bob", "Archery", "Writing")
    g = s.build()
    assert {"dogma archery", "dogma writing"} <= set(g.options)


def test_stephen_hawking_karma_hexagons_are_echo_effects_scoring_the_bottom_card() -> None:
    s = figures()
    s.board("ann", "Writing", "Stephen Hawking")  # Hawking's hexagon shows; Writing's is covered
    g = s.build().dogma("Stephen Hawking")
    assert g.score("ann") == ["Writing"]
    assert g.pile("ann", "blue") == ["Stephen Hawking"]


def test_alex_trebek_karma_names_a_figure_and_takes_it_from_its_pile_before_drawing() -> None:
    s = figures()
    s.board("ann", "Alex Trebek")
    s.deck("figures", 10, "Jackie Chan")
    s.deck("base", 10, "Software")
    g = s.build().draw().answer("jackie_chan")  # ann holds no figure of value 10
    assert g.hand("ann") == ["Jackie Chan", "Software"]


def test_alex_trebek_karma_a_named_figure_not_in_its_pile_gives_nothing() -> None:
    s = figures()
    s.board("ann", "Alex Trebek")
    s.hand("bob", "Kim Yu-Na")
    s.deck("base", 10, "Software")
    g = s.build().draw().answer("kim_yu_na")
    assert g.hand("ann") == ["Software"]
    assert g.hand("bob") == ["Kim Yu-Na"]


def test_jackie_chan_karma_scores_other_top_figures_before_an_opponent_wins_and_wins_instead() -> None:
    s = figures()
    s.board("ann", "Jackie Chan")
    s.score("ann", "Software")  # 10 points
    s.board("bob", "Gilgamesh")
    s.score("bob", "Coal")  # 5 points
    s.achievements("bob", "Calendar", "Paper", "Anatomy", "Chemistry", "Canning", "Bicycle")  # six of seven
    s.available_achievements("Pottery")
    s.turn("bob")
    g = s.build().achieve(1)  # bob's seventh achievement would win
    assert "Gilgamesh" in g.score("ann")
    assert g.winners == ["ann"]


def test_muhammad_yunus_karma_a_returned_card_gives_him_the_sole_majority() -> None:
    s = figures()
    s.board("ann", "Muhammad Yunus")  # 2 crowns
    s.hand("ann", "Agriculture")
    s.board("bob", "Writing")  # bob's own dogma: Writing (draw a 2), 2 lightbulbs
    s.deck("base", 2, "Calendar", "Mathematics")
    s.deck("figures", 1, "Huang Di")
    s.turn("bob")
    g = s.build().dogma("Writing").answer("Agriculture")
    assert g.deck_bottom("base", 1) == ["Agriculture"]
    assert g.hand("ann") == ["Calendar"]  # with the sole majority, ann shares
    assert g.hand("bob") == ["Mathematics", "Huang Di"]  # and bob draws the sharing bonus (a figure 1)
