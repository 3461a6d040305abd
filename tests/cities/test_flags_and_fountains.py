"""Flags and fountains (RULES-cities.md §5): each visible fountain counts as an achievement for
its owner; each visible flag too, unless an opponent shows more cards of that colour. They come
and go as the boards change, and count towards the win."""

from __future__ import annotations

from tests.cities.helpers import board_achievements, cities


# ------------------------------------------------------------------ fountains
def test_a_visible_fountain_counts_as_an_achievement() -> None:
    s = cities()
    s.board("ann", "Sailing")
    s.hand("ann", "Hamburg")  # green 8, a fountain in the top centre
    g = s.build().meld("Hamburg")
    assert board_achievements(g, "ann") == [("fountain", "Hamburg")]
    assert g.events("board_achievement") == ["ann's fountain on Hamburg counts as an achievement."]
    assert g.game.engine().achievement_count(0) == 1
    assert board_achievements(g, "bob") == []


def test_a_covered_fountain_no_longer_counts() -> None:
    s = cities()
    s.board("ann", "Sailing")
    s.hand("ann", "Hamburg", "Clothing")  # Clothing is green too
    g = s.build().meld("Hamburg").meld("Clothing")
    assert g.events("board_achievement") == ["ann's fountain on Hamburg no longer counts as an achievement."]
    assert board_achievements(g, "ann") == [] and g.game.engine().achievement_count(0) == 0


def test_a_splay_up_shows_a_fountain_in_the_bottom_middle() -> None:
    s = cities()
    s.board("ann", "Brussels")  # purple 10: fountains in the bottom middle and the top centre
    s.hand("ann", "Hong Kong")  # purple 9: an up arrow (top centre), a plus (bottom middle)
    g = s.build()
    assert board_achievements(g, "ann") == [("fountain", "Brussels"), ("fountain", "Brussels")]
    g.meld("Hong Kong")  # covers Brussels, then splays purple up: its bottom middle shows again
    assert g.splay("ann", "purple") == "up"
    assert board_achievements(g, "ann") == [("fountain", "Brussels")]
    assert g.events("board_achievement") == [  # covered: both hide; splayed up: one shows again
        "ann's fountain on Brussels no longer counts as an achievement.",
        "ann's fountain on Brussels no longer counts as an achievement.",
        "ann's fountain on Brussels counts as an achievement.",
    ]


def test_a_splay_left_shows_no_fountain() -> None:
    s = cities()
    s.board("ann", "Brussels", "Hong Kong", splay="left")  # left shows bottom-right and top-right only
    assert board_achievements(s.build(), "ann") == []


# ------------------------------------------------------------------ flags
def test_a_visible_flag_counts_while_no_opponent_shows_more_cards_of_its_colour() -> None:
    s = cities()
    s.board("ann", "Algiers")  # red 5, a flag in the top centre: one red card shows
    s.board("bob", "Archery", "Oars")  # two red cards, unsplayed: one shows (a tie)
    assert board_achievements(s.build(), "ann") == [("flag", "Algiers")]
    s = cities()
    s.board("ann", "Algiers")
    s.board("bob", "Archery", "Oars", splay="left")  # two show: more than ann's one
    g = s.build()
    assert board_achievements(g, "ann") == [] and g.game.engine().achievement_count(0) == 0


def test_a_flag_is_lost_when_an_opponent_comes_to_show_more_and_won_back_when_it_stops() -> None:
    s = cities()
    s.board("ann", "Algiers")
    s.board("bob", "Archery", "Oars")
    s.board("bob", "Philosophy")  # purple 2: you may splay a colour left
    s.turn("bob")
    s.deck("cities", 2, "Rome")
    g = s.build()
    assert board_achievements(g, "ann") == [("flag", "Algiers")]
    g.dogma("Philosophy").answer("red")
    assert g.splay("bob", "red") == "left"
    assert g.events("board_achievement") == ["ann's flag on Algiers no longer counts as an achievement."]
    assert board_achievements(g, "ann") == []


def test_a_flag_comes_back_when_the_owner_shows_as_many() -> None:
    s = cities()
    s.board("ann", "Oars", "Algiers")  # red: Algiers on top of Oars, unsplayed
    s.board("ann", "Philosophy")
    s.board("bob", "Archery", "Metalworking", splay="right")  # two red cards show
    s.hand("ann", "Troy")  # a city in hand: the splay draws none
    g = s.build()
    assert board_achievements(g, "ann") == []
    g.dogma("Philosophy").answer("red")  # ann now shows two red cards: a tie
    assert board_achievements(g, "ann") == [("flag", "Algiers")]
    assert g.events("board_achievement") == ["ann's flag on Algiers counts as an achievement."]


def test_any_opponent_with_more_cancels_a_flag_but_a_partner_never_does() -> None:
    s = cities(("ann", "bob", "cat"))
    s.board("ann", "Algiers")
    s.board("cat", "Archery", "Oars", splay="up")  # cat shows two red cards
    assert board_achievements(s.build(), "ann") == []
    s = cities(("ann", "bob", "cat", "dan"), teams=True)  # ann & cat against bob & dan
    s.board("ann", "Algiers")
    s.board("cat", "Archery", "Oars", splay="up")  # a partner showing more does not count
    g = s.build()
    assert board_achievements(g, "ann") == [("flag", "Algiers")]
    assert g.game.engine().achievement_count(2) == 1  # partners pool their achievements


def test_a_flag_in_the_bottom_middle_is_no_flag_of_the_set() -> None:
    """All 13 flags sit in a top centre: only the top card of a pile can show one."""
    s = cities()
    s.board("ann", "Algiers", "Zurich", splay="up")  # two red cities with flags; only Zurich's shows
    assert board_achievements(s.build(), "ann") == [("flag", "Zurich")]


# ------------------------------------------------------------------ towards the win
def test_flags_and_fountains_count_towards_the_win() -> None:
    s = cities()  # 2 players with Cities: 7 achievements win
    s.achievements("ann", "Agriculture", "Pottery", "Clothing", "Sailing", "Calendar", "Mapmaking")
    s.board("ann", "The Wheel")
    s.hand("ann", "Hamburg")
    g = s.build().meld("Hamburg")
    assert g.over and g.winners == ["ann"]
    assert g.result is not None and g.result.reason == "achievements" and g.result.achievements["ann"] == 7


def test_a_result_by_score_counts_flags_and_fountains_among_the_achievements() -> None:
    s = cities()
    s.board("ann", "Hamburg")  # one fountain: one achievement
    s.board("bob", "Software")  # blue 10: bob's next draw ends the game
    s.exhaust("base", 10)
    s.turn("bob")
    g = s.build().draw()
    assert g.over and g.result is not None and g.result.reason == "score"
    assert g.result.achievements == {"ann": 1, "bob": 0}
    assert g.winners == ["ann"]  # no points on either side: the achievements break the tie
