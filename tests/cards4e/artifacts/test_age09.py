"""Scenario tests for the 4th-edition Artifacts cards of age 9 (written from the card texts and
RULES-4e.md)."""

from __future__ import annotations

from tests.cards4e.artifacts.art4e import artifacts4e

# ---------------------------------------------------------------- Crusader Rabbit


def test_crusader_rabbit_compel_takes_two_bottom_cards_under_demand_top_cards() -> None:
    s = artifacts4e()
    s.board("ann", "Crusader Rabbit")  # 2 leaves
    s.board("bob", "Writing", "Tools", "Pottery", "Archery", "Oars")  # blue: Pottery (no demand) on top
    s.board("bob", "Agriculture")  # leaves: 3 + 3: compelled
    g = s.build().dogma("Crusader Rabbit")
    # Red: Oars (a demand) on top: Archery and Oars, the two bottom cards, go to my score pile
    # (then ann's own effect scores her Crusader Rabbit, a top card with a demand).
    assert sorted(g.score("ann")) == ["Archery", "Crusader Rabbit", "Oars"]
    assert g.pile("bob", "blue") == ["Writing", "Tools", "Pottery"]


def test_crusader_rabbit_scores_a_demand_top_card_and_draws_a_ten() -> None:
    s = artifacts4e()
    s.board("ann", "Crusader Rabbit", "Agriculture")  # red: Crusader Rabbit itself has a demand
    s.deck("base", 10, "Robotics")
    g = s.build().dogma("Crusader Rabbit")
    assert g.score("ann") == ["Crusader Rabbit"]
    assert g.hand("ann") == ["Robotics"]


# ---------------------------------------------------------------- Luna 3


def test_luna_3_returns_the_score_pile_scores_by_the_count_and_junks_a_named_deck() -> None:
    s = artifacts4e()
    s.board("ann", "Luna 3")
    s.score("ann", "Writing", "Calendar")
    s.deck("base", 2, "Mathematics")
    g = s.build().dogma("Luna 3")
    assert g.score("ann") == ["Mathematics"]
    g.answer("5")
    assert g.deck("base", 5) == []
    assert len(g.junk()) == 9


# ---------------------------------------------------------------- Magnavox Odyssey


def test_magnavox_odyssey_two_tens_of_one_colour_win() -> None:
    s = artifacts4e()
    s.board("ann", "Magnavox Odyssey")
    s.deck("base", 10, "Robotics", "Miniaturization")  # both red
    g = s.build().dogma("Magnavox Odyssey")
    assert g.over and g.winners == ["ann"]


# ---------------------------------------------------------------- Marilyn Diptych


def test_marilyn_diptych_exactly_25_points_wins() -> None:
    s = artifacts4e()
    s.board("ann", "Marilyn Diptych")
    s.hand("ann", "Coal")
    s.score("ann", "Computers", "Robotics", "Writing")  # 9 + 10 + 1 = 20
    g = s.build().dogma("Marilyn Diptych").answer("Coal", "done")
    assert g.over and g.winners == ["ann"]


def test_marilyn_diptych_junks_a_standard_achievement() -> None:
    s = artifacts4e()
    s.board("ann", "Marilyn Diptych")
    s.available_achievements("Tools")
    g = s.build().dogma("Marilyn Diptych")
    assert not g.over
    assert g.junk() == ["Tools"]
    assert g.available_achievements() == []


# ---------------------------------------------------------------- Philips Compact Cassette


def test_philips_compact_cassette_compel_unsplays_then_splay_two_up() -> None:
    s = artifacts4e()
    s.board("ann", "Sailing", "Philips Compact Cassette")  # 3 leaves
    s.board("ann", "Domestication", "Masonry")
    s.board("bob", "Writing", "Pottery", "Archery", "Oars", splay="left")  # 3 leaves: compelled
    s.deck("base", 9, "Genetics")
    g = s.build().dogma("Philips Compact Cassette")
    # bob's piles were unsplayed, then he shares the splay: both his piles go up.
    assert g.splay("bob", "blue") == "up" and g.splay("bob", "red") == "up"
    assert g.splay("ann", "green") == "up" and g.splay("ann", "yellow") == "up"
    assert g.hand("ann") == ["Genetics"]  # the sharing bonus


# ---------------------------------------------------------------- Rock Around the Clock


def test_rock_around_the_clock_scores_a_nine_per_clock_top_card_then_junks_by_score_count() -> None:
    s = artifacts4e()
    s.board("ann", "Rock Around the Clock", "Rocketry", "Archery")  # two clock top cards
    s.score("ann", "Writing")
    s.deck("base", 9, "Genetics", "Computers")
    g = s.build().dogma("Rock Around the Clock")
    assert g.score("ann") == ["Writing", "Genetics", "Computers"]
    assert g.deck("base", 3) == []  # three score cards: the 3 deck
    assert len(g.junk()) == 9


# ---------------------------------------------------------------- Syncom 3


def test_syncom_3_returns_the_hand_and_five_colours_win() -> None:
    s = artifacts4e()
    s.board("ann", "Syncom 3")
    s.hand("ann", "Tools")
    s.deck("base", 9, "Collaboration", "Composites", "Computers", "Ecology", "Services")
    g = s.build().dogma("Syncom 3")
    assert g.deck_bottom("base", 1) == ["Tools"]
    assert g.over and g.winners == ["ann"]


# ---------------------------------------------------------------- The Big Bang


def test_the_big_bang_junks_a_ten_per_change_and_stops_when_nothing_changes() -> None:
    s = artifacts4e()
    s.board("ann", "The Big Bang")
    s.board("ann", "Calendar")  # blue: more score cards than hand cards: draw two 3s
    s.score("ann", "Agriculture", "Archery", "Oars")
    s.deck("base", 3, "Optics", "Paper", "Compass", "Medicine")
    s.deck("base", 10, "Robotics", "Software")
    g = s.build().dogma("The Big Bang")
    # 3 score cards > 0 in hand: two 3s, a 10 junked; 3 > 2: two more, another 10 junked;
    # 3 < 4: nothing changes, so it stops.
    assert sorted(g.hand("ann")) == ["Compass", "Medicine", "Optics", "Paper"]
    assert sorted(g.junk()) == ["Robotics", "Software"]
    assert g.pile("ann", "blue") == ["Calendar"]


def test_the_big_bang_without_a_blue_card_does_nothing() -> None:
    s = artifacts4e()
    s.board("ann", "The Big Bang")
    g = s.build().dogma("The Big Bang")
    assert g.junk() == []
    assert g.idle


# ---------------------------------------------------------------- Velcro Shoes


def test_velcro_shoes_compel_takes_a_nine_from_the_hand() -> None:
    s = artifacts4e()
    s.board("ann", "Velcro Shoes")  # 2 factories
    s.board("bob", "Coal")  # 3 factories: compelled
    s.hand("bob", "Genetics")
    g = s.build().dogma("Velcro Shoes")
    assert g.hand("ann")[0] == "Genetics"
    assert g.score("bob") == ["Coal"]  # bob shares the second effect: his highest top card


def test_velcro_shoes_compel_without_any_nine_i_win() -> None:
    s = artifacts4e()
    s.board("ann", "Velcro Shoes")
    s.board("bob", "Coal")
    g = s.build().dogma("Velcro Shoes")
    assert g.over and g.winners == ["ann"]


def test_velcro_shoes_scores_the_highest_top_card() -> None:
    s = artifacts4e()
    s.board("ann", "Velcro Shoes", "Writing", "Canal Building")
    g = s.build().dogma("Velcro Shoes")
    assert g.score("ann") == ["Velcro Shoes"]
    assert g.board("ann") == {"blue": ["Writing"], "yellow": ["Canal Building"]}


# ---------------------------------------------------------------- Yeager's Bell X-1A


def test_yeagers_bell_melds_and_self_executes_nines_while_they_show_a_clock() -> None:
    s = artifacts4e()
    s.board("ann", "Yeager's Bell X-1A")
    s.deck("base", 9, "Services", "Genetics")  # no clock: one round only
    g = s.build().dogma("Yeager's Bell X-1A")
    # Services has only a demand: self-executing it does nothing.
    assert g.pile("ann", "purple") == ["Services"]
    assert g.deck("base", 9)[0] == "Genetics"
