"""Scenario tests for the 4th-edition Artifacts cards of age 8 (written from the card texts and
RULES-4e.md)."""

from __future__ import annotations

from tests.cards4e.artifacts.art4e import artifacts4e

# ---------------------------------------------------------------- '30 World Cup Final Ball


def test_world_cup_compel_returns_a_claimed_achievement_then_achieving_drawn_cards() -> None:
    s = artifacts4e()
    s.board("ann", "'30 World Cup Final Ball")  # 2 leaves
    s.board("bob", "Pottery")  # 3 leaves: compelled, and shares
    s.achievements("bob", "Calendar")
    s.deck("base", 8, "Rocketry", "Flight", "Socialism", "Antibiotics", "Mass Media")
    g = s.build().dogma("'30 World Cup Final Ball")
    assert g.deck_bottom("base", 2) == ["Calendar"]  # the compel
    assert g.achievements("bob") == ["Rocketry"]  # only bob has blue
    assert g.hand("bob") == ["Flight"]  # nobody has red: kept, no repeat
    assert g.achievements("ann") == ["Socialism"]
    assert g.hand("ann") == ["Antibiotics", "Mass Media"]  # the sharing bonus draw last


def test_world_cup_compel_does_not_offer_special_achievements() -> None:
    s = artifacts4e()
    s.board("ann", "'30 World Cup Final Ball")
    s.board("bob", "Pottery")
    s.achievements("bob", "monument")
    s.deck("base", 8, "Rocketry", "Flight", "Socialism", "Antibiotics")
    g = s.build().dogma("'30 World Cup Final Ball")
    # The special achievement stays (listed by id); bob then achieves Rocketry as before.
    assert g.achievements("bob") == ["monument", "Rocketry"]


def test_world_cup_compel_does_not_offer_a_museum_kept_as_an_achievement() -> None:
    s = artifacts4e()
    s.board("ann", "'30 World Cup Final Ball")
    s.board("bob", "Pottery")
    s.achievements("bob", "museum_1", "Calendar")
    s.deck("base", 8, "Rocketry", "Flight", "Socialism", "Antibiotics")
    g = s.build().dogma("'30 World Cup Final Ball")
    assert g.deck_bottom("base", 2) == ["Calendar"]  # the only standard achievement: no question
    assert g.achievements("bob")[0] == "Museum 1"


# ---------------------------------------------------------------- Action Comics #1


def test_action_comics_green_draw_achieves_action_comics_when_on_top() -> None:
    s = artifacts4e()
    s.board("ann", "Action Comics #1")  # 2 clocks
    s.board("bob", "Quantum Theory")  # 3 clocks: compelled
    s.deck("base", 8, "Mass Media")  # green
    g = s.build().dogma("Action Comics #1")
    assert g.achievements("bob") == ["Action Comics #1"]
    assert g.hand("bob") == ["Mass Media"]
    assert "yellow" not in g.board("ann")


def test_action_comics_clock_draw_returns_it_takes_the_clock_top_card_and_repeats() -> None:
    s = artifacts4e()
    s.board("ann", "Action Comics #1")
    s.board("bob", "Quantum Theory", "Flight")  # blue with clocks; red Flight shows a clock
    s.deck("base", 8, "Rocketry", "Antibiotics")  # blue with a clock; then yellow without
    g = s.build().dogma("Action Comics #1")
    assert g.achievements("ann") == ["Quantum Theory"]
    assert g.deck_bottom("base", 8) == ["Rocketry"]
    assert g.hand("bob") == ["Antibiotics"]  # no clock: kept, no repeat
    assert g.pile("bob", "red") == ["Flight"]


def test_action_comics_clock_draw_without_a_clock_top_card_stops() -> None:
    s = artifacts4e()
    s.board("ann", "Action Comics #1")
    s.board("bob", "Quantum Theory", "Flight", "Coal")  # red: Coal on Flight, no clock on top
    s.deck("base", 8, "Mobility", "Rocketry")  # red with a clock
    g = s.build().dogma("Action Comics #1")
    assert g.deck_bottom("base", 8) == ["Mobility"]
    assert g.achievements("ann") == []
    assert g.hand("bob") == []


# ---------------------------------------------------------------- Battleship Bismarck


def test_battleship_bismarck_returns_the_drawn_colour() -> None:
    s = artifacts4e()
    s.board("ann", "Battleship Bismarck")  # 3 factories
    s.board("bob", "Coal", "Writing")  # 3 factories: compelled
    s.deck("base", 8, "Flight")  # red
    g = s.build().dogma("Battleship Bismarck")
    assert g.hand("bob") == ["Flight"]
    assert g.pile("bob", "red") == []
    assert g.pile("bob", "blue") == ["Writing"]


# ---------------------------------------------------------------- Earhart's Lockheed Electra 10E


def test_earhart_junks_a_top_card_of_each_value_and_claims_an_achievement() -> None:
    s = artifacts4e()
    s.board("ann", "Writing", "Earhart's Lockheed Electra 10E", "Coal", "Canal Building")
    s.available_achievements("Tools", "Mathematics")
    g = s.build().dogma("Earhart's Lockheed Electra 10E")
    # From 8 down: Earhart itself (8), Coal (5), Canal Building (2), then Writing (1), which
    # Earhart's junking uncovered.
    assert sorted(g.junk()) == ["Canal Building", "Coal", "Earhart's Lockheed Electra 10E", "Writing"]
    assert g.board("ann") == {}
    assert not g.over
    g.answer("2")
    assert g.achievements("ann") == ["Mathematics"]


def test_earhart_every_value_below_nine_in_the_junk_wins() -> None:
    s = artifacts4e()
    s.board("ann", "Earhart's Lockheed Electra 10E")
    s.board("ann", "Archery")  # red 1
    s.shared_zone("junk", "Calendar", "Optics", "Gunpowder", "Coal", "Canning", "Bicycle")  # 2 … 7
    g = s.build().dogma("Earhart's Lockheed Electra 10E")
    assert g.over and g.winners == ["ann"]


def test_earhart_a_special_achievement_in_the_junk_is_no_card_of_a_value() -> None:
    s = artifacts4e()
    s.board("ann", "Earhart's Lockheed Electra 10E", "Archery")
    s.shared_zone("junk", "monument", "Calendar", "Optics", "Gunpowder", "Coal", "Canning")  # no 7
    g = s.build().dogma("Earhart's Lockheed Electra 10E")
    assert not g.over
    assert "Monument" in g.junk()  # ScenarioGame.junk() names a special achievement too


def test_earhart_without_every_value_does_not_win() -> None:
    s = artifacts4e()
    s.board("ann", "Earhart's Lockheed Electra 10E")
    s.shared_zone("junk", "Calendar", "Optics", "Gunpowder", "Coal", "Canning", "Bicycle")  # no 1
    s.available_achievements("Tools")
    g = s.build().dogma("Earhart's Lockheed Electra 10E")
    assert not g.over
    assert g.junk()[-1] == "Earhart's Lockheed Electra 10E"
    g.answer("1")  # the second effect: a standard achievement or a special one may be named
    assert g.achievements("ann") == ["Tools"]


# ---------------------------------------------------------------- Garland's Ruby Slippers


def test_garland_melding_a_card_without_effects_wins() -> None:
    s = artifacts4e()
    s.board("ann", "Garland's Ruby Slippers")  # 3 clocks
    s.hand("ann", "Battleship Yamato", "Writing")
    g = s.build().dogma("Garland's Ruby Slippers")
    assert g.over and g.winners == ["ann"]
    assert g.pile("ann", "red") == ["Battleship Yamato"]


def test_garland_self_executes_the_melded_card_without_its_demand() -> None:
    s = artifacts4e()
    s.board("ann", "Garland's Ruby Slippers")
    s.board("bob", "Agriculture", "Writing")  # no factories: Mobility's demand would reach him
    s.hand("ann", "Mobility", "Antibiotics")
    g = s.build().dogma("Garland's Ruby Slippers").answer("Mobility")
    assert g.pile("ann", "red") == ["Mobility"]
    # Self-execution runs only the non-demand effects: Mobility has none; bob keeps his cards.
    assert g.board("bob") == {"yellow": ["Agriculture"], "blue": ["Writing"]}
    assert g.score("ann") == []
    assert not g.over


def test_garland_self_executes_the_non_demand_effects() -> None:
    s = artifacts4e()
    s.board("ann", "Garland's Ruby Slippers")
    s.hand("ann", "Rocketry")  # return a card from an opponent's score pile per two clocks
    s.score("bob", "Writing")
    g = s.build().dogma("Garland's Ruby Slippers")
    assert g.pile("ann", "blue") == ["Rocketry"]
    assert g.score("bob") == []


# ---------------------------------------------------------------- Liner Titanic


def test_liner_titanic_scores_every_bottom_card() -> None:
    s = artifacts4e()
    s.board("ann", "Mapmaking", "Liner Titanic", "Archery", "Oars")
    g = s.build().dogma("Liner Titanic")
    assert sorted(g.score("ann")) == ["Archery", "Mapmaking"]
    assert g.board("ann") == {"red": ["Oars"], "green": ["Liner Titanic"]}


def test_liner_titanic_junks_the_lowest_deck_with_a_card() -> None:
    s = artifacts4e()
    s.board("ann", "Liner Titanic")
    s.exhaust("base", 1)
    s.exhaust("base", 2)
    g = s.build().dogma("Liner Titanic")
    assert g.deck("base", 3) == []
    assert len(g.junk()) == 9
    assert len(g.deck("base", 4)) == 9


# ---------------------------------------------------------------- Meiji-Mura Stamp Vending Machine


def test_meiji_mura_scores_three_of_the_returned_value() -> None:
    s = artifacts4e()
    s.board("ann", "Meiji-Mura Stamp Vending Machine")
    s.hand("ann", "Calendar")
    s.deck("base", 2, "Mathematics", "Currency", "Fermenting")
    g = s.build().dogma("Meiji-Mura Stamp Vending Machine")
    assert sorted(g.score("ann")) == ["Currency", "Fermenting", "Mathematics"]
    assert g.junk() == []


def test_meiji_mura_junks_the_highest_scored_deck_when_a_draw_went_higher() -> None:
    s = artifacts4e()
    s.board("ann", "Meiji-Mura Stamp Vending Machine")
    s.hand("ann", "Calendar")
    s.deck("base", 2, "Mathematics")
    s.exhaust("base", 2)
    s.deck("base", 3, "Optics", "Paper")
    g = s.build().dogma("Meiji-Mura Stamp Vending Machine")
    # Calendar returns to the empty 2s: Mathematics, then Calendar, then a 3 (Optics).
    assert sorted(g.score("ann")) == ["Calendar", "Mathematics", "Optics"]
    assert g.deck("base", 3) == []
    assert "Paper" in g.junk()


def test_meiji_mura_with_an_empty_hand_scores_ones_and_junks_the_ones() -> None:
    s = artifacts4e()
    s.board("ann", "Meiji-Mura Stamp Vending Machine")
    g = s.build().dogma("Meiji-Mura Stamp Vending Machine")
    assert len(g.score("ann")) == 3
    assert g.deck("base", 1) == []


# ---------------------------------------------------------------- Parnell Pitch Drop


def test_parnell_melds_one_higher_and_junks_an_available_achievement() -> None:
    s = artifacts4e()
    s.board("ann", "Parnell Pitch Drop")  # 8
    s.deck("base", 9, "Computers")  # clock, hex, clock, factory
    s.available_achievements("Tools")
    g = s.build().dogma("Parnell Pitch Drop")
    assert g.pile("ann", "blue") == ["Parnell Pitch Drop", "Computers"]
    assert g.junk() == ["Tools"]
    assert not g.over


def test_parnell_without_an_achievement_on_offer_three_clocks_win() -> None:
    s = artifacts4e()
    s.board("ann", "Parnell Pitch Drop")
    s.deck("base", 9, "Fission")  # three clocks
    s.available_achievements()
    g = s.build().dogma("Parnell Pitch Drop")
    assert g.over and g.winners == ["ann"]


def test_parnell_junking_an_achievement_prevents_the_win() -> None:
    s = artifacts4e()
    s.board("ann", "Parnell Pitch Drop")
    s.deck("base", 9, "Fission")
    s.available_achievements("Tools")
    g = s.build().dogma("Parnell Pitch Drop")
    assert not g.over
    assert g.junk() == ["Tools"]


# ---------------------------------------------------------------- Plüsch Beweglich Rod Bear


def test_plusch_bear_splays_up_and_returns_every_score_card_of_the_value() -> None:
    s = artifacts4e()
    s.board("ann", "Domestication", "Plüsch Beweglich Rod Bear", "Archery", "Oars")  # red: two 1s
    s.score("ann", "Writing", "Calendar")
    s.score("bob", "Tools")
    g = s.build().dogma("Plüsch Beweglich Rod Bear").answer("1")
    assert g.splay("ann", "red") == "up"
    assert g.score("ann") == ["Calendar"]
    assert g.score("bob") == []
