"""Achievements a static karma counts (Alfred Nobel, Marie Curie, Robert E. Lee, Niccolò
Machiavelli, Nelson Mandela) win the moment they make the number: the rules check the win after
every change (RULES-figures.md §8: karma achievements count toward the win, victory is checked
after every state change), at once, even in the middle of an effect or on another player's turn
(RULES.md §4.3) — not only when a card goes to an achievement pile. With Figures, 2 players need
7 achievements and a team 7 (docs/rulings.md)."""

from __future__ import annotations

from innovation.testing import Scenario
from tests.figures.play import figures

FIVE = ("Calendar", "Paper", "Anatomy", "Chemistry", "Canning")


def test_a_score_that_gives_marie_curie_one_more_value_wins_in_the_middle_of_the_dogma() -> None:
    s = figures()
    s.board("ann", "Marie Curie", "Agriculture")  # Marie Curie: each value above 6 in the score pile
    s.score("ann", "Bicycle")  # a 7: one value, one achievement
    s.achievements("ann", *FIVE)  # 5 + 1 = 6 of 7
    s.hand("ann", "Antibiotics")  # an 8
    s.deck("base", 9, "Computers")
    g = s.build().dogma("Agriculture").answer("Antibiotics")  # return the 8, draw and score a 9
    assert g.score("ann") == ["Bicycle", "Computers"]
    assert g.over
    assert g.winners == ["ann"]
    assert g.result is not None and g.result.reason == "achievements"


def test_alfred_nobel_wins_on_an_opponents_turn_when_the_opponent_loses_icons() -> None:
    s = figures()
    s.board("ann", "Alfred Nobel")  # two crowns: an achievement while bob shows at most one
    s.achievements("ann", *FIVE, "Bicycle")  # 6 of 7
    s.board("bob", "Sailing")  # two crowns too: not twice as many yet
    s.hand("bob", "The Wheel")  # green, no crown: covers Sailing
    s.turn("bob")
    g = s.build()
    assert not g.over
    g = g.meld("The Wheel")
    assert g.over
    assert g.winners == ["ann"]


def test_robert_e_lees_seventh_leaf_wins_for_his_owners_team() -> None:
    s = Scenario(players=("ann", "bob", "cat", "dan"), teams=True, expansions=("figures",))  # ann & cat
    s.board("cat", "Robert E. Lee", "Agriculture")  # 2 + 3 leaves: every seven leaves, an achievement
    s.hand("cat", "Clothing")  # two leaves more
    s.achievements("ann", "Calendar", "Paper", "Anatomy", "Chemistry")
    s.achievements("cat", "Canning", "Bicycle")  # the team holds 6 of 7
    s.turn("cat")
    g = s.build()
    assert not g.over
    g = g.meld("Clothing")
    assert g.over
    assert sorted(g.winners) == ["ann", "cat"]


def test_no_other_win_by_achievements_while_jackie_chan_decides_an_opponents_win() -> None:
    # Jackie Chan: before an opponent wins, score every other top figure (his owner's first, then
    # clockwise); the most points then win instead. Scoring ann's Al-Kindi takes her two crowns away,
    # which gives bob's Alfred Nobel his sixth achievement; but while that karma runs nothing else
    # wins (RULES-figures.md §8). cat lacks the most points: ann's win stands.
    s = figures(("ann", "bob", "cat"))  # 3 players with Figures: 6 to win
    s.board("cat", "Jackie Chan")
    s.board("ann", "Al-Kindi", "Archery")  # two crowns
    s.score("ann", "Coal")  # 5 points: an age 1 achievement
    s.achievements("ann", *FIVE)
    s.available_achievements("Pottery")
    s.board("bob", "Alfred Nobel")  # two crowns, nothing else: an achievement while nobody shows one
    s.score("bob", "Software", "Databases", "Bioengineering")  # 30 points
    s.achievements("bob", "Mathematics", "Philosophy", "Monotheism", "Physics", "Banking")  # 5 of 6
    g = s.build().achieve(1)  # ann's sixth
    assert g.score("cat") == ["Al-Kindi", "Alfred Nobel"]
    assert g.winners == ["ann"]


def test_without_a_change_nothing_is_won_and_the_game_goes_on() -> None:
    s = figures()
    s.board("ann", "Marie Curie", "Agriculture")
    s.score("ann", "Bicycle")
    s.achievements("ann", *FIVE)  # 6 of 7
    s.hand("ann", "Pottery")  # a 1: Agriculture scores a 2, no value above 6
    s.deck("base", 2, "Construction")
    g = s.build().dogma("Agriculture").answer("Pottery")
    assert not g.over


def test_a_win_jackie_chan_lets_stand_stands_after_he_scores_away_the_figure_that_made_it() -> None:
    # Marie Curie makes ann's sixth achievement; before ann wins, cat's Jackie Chan scores every
    # other top figure — Marie Curie herself, so ann's count falls back to 4. Jackie Chan's karma
    # comes "first": what follows it still happens unless he wins instead (RULES-figures.md §4,
    # would-first). cat lacks the most points, so ann's win by achievements stands, decided at 6.
    s = figures(("ann", "bob", "cat"))  # 3 players with Figures: 6 to win
    s.board("cat", "Jackie Chan")
    s.board("ann", "Marie Curie", "Agriculture")
    s.score("ann", "Bicycle")  # a 7: Marie Curie's first achievement
    s.achievements("ann", *FIVE[:4])  # 4 + 1 = 5 of 6
    s.hand("ann", "Antibiotics")  # an 8: Agriculture draws and scores a 9, a second value above 6
    s.deck("base", 9, "Computers")
    g = s.build().dogma("Agriculture").answer("Antibiotics")
    assert g.score("cat") == ["Marie Curie"]  # 8 points against ann's 16
    assert g.winners == ["ann"]
    assert g.result is not None and g.result.reason == "achievements"
    assert g.result.achievements["ann"] == 4  # the count now, below the 6 that won
