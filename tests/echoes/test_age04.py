"""Scenario tests for age 4 Echoes cards (written from the card texts and RULES.md).

Reminder (RULES.md §6.3): a player whose hand holds cards but no Echoes card draws an Echoes
card instead of a base card, so each test fixes the pile the draw really comes from.
"""

from __future__ import annotations

from innovation.testing import Scenario

ECHOES = ("echoes",)


# --------------------------------------------------------------------------- Barometer


def test_barometer_echo_bonus_draw_and_return_without_blue() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Barometer", "Almanac")  # 2 + 1 leaves; Almanac shows a 4 bonus
    s.board("bob", "Chaturanga")  # bonus 3, no leaves
    s.zone("ann", "forecast", "Coal", "Astronomy")  # two 5s
    s.deck("echoes", 5, "Coke")
    g = s.build().dogma("Barometer")
    g.answer("Coal")  # echo: a 5 from the forecast to the hand
    g.answer("3")  # bob's bonus 3: draw a 5 (Echoes: ann's hand holds only Coal)
    assert g.zone("ann", "forecast") == ["Astronomy", "Coke"]
    g.answer("yes")
    assert g.hand("ann") == ["Coal"]
    assert g.zone("ann", "forecast") == []
    assert g.deck_bottom("base", 5) == ["Astronomy"]
    assert g.deck_bottom("echoes", 5) == ["Coke"]
    assert "destiny" not in g.achievements("ann")
    assert not g.shared_bonus
    assert g.idle


def test_barometer_blue_card_claims_destiny_and_no_bonus_means_a_two() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Barometer")
    s.zone("ann", "forecast", "Experimentation", "Coal")  # Experimentation is blue
    s.deck("echoes", 2, "Lever")
    g = s.build().dogma("Barometer")
    # Echo: Coal is the only 5. No bonus shows anywhere: draw a 2 (0 + 2).
    assert g.hand("ann") == ["Coal"]
    assert g.zone("ann", "forecast") == ["Experimentation", "Lever"]
    g.answer("yes")
    assert g.deck_bottom("base", 4) == ["Experimentation"]
    assert g.deck_bottom("echoes", 2) == ["Lever"]
    assert "destiny" in g.achievements("ann")


def test_barometer_may_keep_forecast() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Barometer")
    s.zone("ann", "forecast", "Experimentation")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Barometer").answer("no")
    assert g.zone("ann", "forecast") == ["Experimentation", "Calendar"]
    assert g.achievements("ann") == []


def test_barometer_shared() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Barometer")  # 2 leaves
    s.board("bob", "Agriculture")  # 3 leaves: shares
    s.deck("base", 2, "Calendar", "Mathematics")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Barometer")
    g.answer("no")  # bob keeps his forecast
    g.answer("no")  # ann too
    assert g.zone("bob", "forecast") == ["Calendar"]
    assert g.zone("ann", "forecast") == ["Mathematics"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Anatomy"]


# --------------------------------------------------------------------------- Chintz


def test_chintz_single_card_draws_and_scores() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Chintz")
    s.deck("base", 4, "Anatomy", "Colonialism")
    s.deck("echoes", 4, "Globe")
    g = s.build().dogma("Chintz")
    assert g.hand("ann") == ["Anatomy", "Globe"]
    assert g.score("ann") == ["Colonialism"]
    assert not g.shared_bonus


def test_chintz_two_cards_in_hand_only_draws_once() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Chintz")
    s.hand("ann", "Archery")
    s.deck("echoes", 4, "Globe")
    g = s.build().dogma("Chintz")
    assert g.hand("ann") == ["Archery", "Globe"]
    assert g.score("ann") == []


def test_chintz_shared() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Chintz")  # 2 crowns
    s.board("bob", "Sailing")  # 2 crowns: shares
    s.deck("base", 4, "Anatomy", "Colonialism", "Enterprise", "Gunpowder", "Invention")
    s.deck("echoes", 4, "Globe", "Pencil")
    g = s.build().dogma("Chintz")
    assert g.hand("bob") == ["Anatomy", "Globe"]
    assert g.score("bob") == ["Enterprise"]
    assert g.score("ann") == ["Gunpowder"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Colonialism", "Pencil", "Invention"]


# --------------------------------------------------------------------------- Clock


def test_clock_demand_counts_clocks_and_takes_cards_of_that_value() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Clock")  # 1 lightbulb
    s.board("bob", "Agriculture")  # none
    s.hand("bob", "Antibiotics")  # an 8, base
    s.score("bob", "Flight", "Quantum Theory", "Coal")
    s.deck("echoes", 10, "Camcorder")  # 2 clocks
    s.deck("base", 10, "Software", "Databases")  # 3 clocks each
    g = s.build().dogma("Clock")
    g.answer("Software")  # bob orders the two base 10s he returns
    assert g.deck_bottom("echoes", 10) == ["Camcorder"]
    assert g.deck_bottom("base", 10, 2) == ["Databases", "Software"]
    # 2 + 3 + 3 = 8 clocks: every 8 in bob's hand and score pile goes to ann's score pile.
    assert g.score("ann") == ["Antibiotics", "Flight", "Quantum Theory"]
    assert g.score("bob") == ["Coal"]
    assert g.hand("bob") == []
    assert not g.shared_bonus
    assert g.idle


def test_clock_no_clocks_takes_nothing() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Clock")
    s.board("bob", "Agriculture")
    s.score("bob", "Coal")
    s.deck("base", 10, "Globalization", "Self Service")
    s.deck("echoes", 10, "Flash Drive")
    g = s.build().dogma("Clock").answer("Globalization")
    assert g.score("ann") == []
    assert g.score("bob") == ["Coal"]
    assert g.hand("bob") == []
    assert g.deck_bottom("echoes", 10) == ["Flash Drive"]


def test_clock_echo_splays_largest_pile_right_and_equal_player_not_demanded() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Archery", "Oars", "Metalworking", "Clock")
    s.board("bob", "Writing")  # 2 lightbulbs: shares the echo, not demanded
    s.hand("bob", "Sailing")
    g = s.build().dogma("Clock")
    g.answer("red")
    assert g.splay("ann", "red") == "right"
    assert g.hand("bob") == ["Sailing"]
    assert not g.shared_bonus  # bob had nothing to splay
    assert g.idle


def test_clock_echo_tie_offers_both_and_may_decline() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Archery", "Oars", "Mysticism", "Clock")
    s.board("bob", "Writing")  # not demanded
    g = s.build().dogma("Clock")
    assert g.decision is not None and set(g.decision.options) == {"red", "purple", "done"}
    g.answer("done")
    assert g.splay("ann", "red") == "none"
    assert g.splay("ann", "purple") == "none"


# --------------------------------------------------------------------------- Globe


def test_globe_two_cards_splay_right_and_foreshadow() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Globe", "Archery", "Oars")
    s.hand("ann", "Metalworking", "Construction", "Sailing")
    s.deck("echoes", 6, "Loom")
    g = s.build().dogma("Globe")
    g.answer("Metalworking", "Construction")
    # Two cards returned: the red pile (the only one with two cards) is splayed right.
    assert g.deck_bottom("base", 1) == ["Metalworking"]
    assert g.deck_bottom("base", 2) == ["Construction"]
    assert g.splay("ann", "red") == "right"
    assert g.zone("ann", "forecast") == ["Loom"]
    assert g.hand("ann") == ["Sailing"]
    assert g.idle


def test_globe_one_card_splays_chosen_colour_left() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Globe", "Archery", "Oars", "Mysticism", "City States")
    s.hand("ann", "Sailing", "Metalworking")
    s.deck("echoes", 6, "Loom")
    g = s.build().dogma("Globe")
    g.answer("Sailing")  # no other green card: one card returned
    g.answer("purple")
    assert g.splay("ann", "purple") == "left"
    assert g.splay("ann", "red") == "none"
    assert g.zone("ann", "forecast") == ["Loom"]
    assert g.hand("ann") == ["Metalworking"]


def test_globe_three_cards_splay_up() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Globe", "Tools", "Writing")
    s.hand("ann", "Archery", "Oars", "Metalworking")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Globe")
    g.answer("Archery", "Oars", "Metalworking")
    assert g.splay("ann", "blue") == "up"
    assert g.hand("ann") == []
    assert g.zone("ann", "forecast") == ["Canning"]


def test_globe_may_decline() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Globe", "Archery", "Oars")
    s.hand("ann", "Metalworking")
    g = s.build().dogma("Globe").answer("done")
    assert g.hand("ann") == ["Metalworking"]
    assert g.splay("ann", "red") == "none"
    assert g.zone("ann", "forecast") == []


# --------------------------------------------------------------------------- Kobukson


def test_kobukson_demand_returns_castle_tops_and_activator_tucks_per_two() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Kobukson", "Tools", "Writing")  # 1 factory
    s.board("bob", "Archery", "Masonry", "Sailing")  # no factories
    s.deck("base", 4, "Anatomy", "Colonialism")
    g = s.build().dogma("Kobukson")
    # Echo: ann's blue pile is the only pile that can be splayed left.
    assert g.splay("ann", "blue") == "left"
    g.answer("Archery")  # bob orders his two returned 1s
    assert g.deck_bottom("base", 1, 2) == ["Masonry", "Archery"]
    assert g.board("bob") == {"yellow": ["Anatomy"], "green": ["Sailing"]}
    # Two cards returned: ann draws and tucks one 4.
    assert g.pile("ann", "red") == ["Colonialism", "Kobukson"]
    assert not g.shared_bonus
    assert g.idle


def test_kobukson_echo_may_splay_opponent_pile_and_one_return_tucks_nothing() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Kobukson", "Tools", "Writing")
    s.board("bob", "Mysticism", "City States")  # purple pile, City States shows a castle
    s.deck("base", 4, "Anatomy", "Colonialism")
    g = s.build().dogma("Kobukson")
    g.answer("City States")  # splay bob's purple pile left
    assert g.splay("ann", "blue") == "none"
    assert g.deck_bottom("base", 1) == ["City States"]
    assert g.board("bob") == {"yellow": ["Anatomy"], "purple": ["Mysticism"]}
    assert g.splay("bob", "purple") == "none"  # one card left: no splay
    assert g.pile("ann", "red") == ["Kobukson"]  # one card returned: no tuck for ann


def test_kobukson_sharer_splays_and_earns_bonus() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Kobukson")  # 1 factory
    s.board("bob", "Archery", "Gunpowder")  # 2 factories: shares, not demanded
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Kobukson")
    # Bob's red pile is the only splayable pile: bob splays it, then ann must splay nothing.
    assert g.splay("bob", "red") == "left"
    assert g.pile("bob", "red") == ["Archery", "Gunpowder"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Anatomy"]


# --------------------------------------------------------------------------- Pencil


def test_pencil_returns_draws_one_higher_foreshadows_one() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Pencil")
    s.hand("ann", "Archery", "Calendar")
    s.deck("echoes", 5, "Coke")
    s.deck("base", 3, "Alchemy", "Compass")
    g = s.build().dogma("Pencil")
    g.answer("Archery", "Calendar", "done")
    g.answer("Compass")  # foreshadow Compass, return Alchemy
    assert g.hand("ann") == ["Coke"]
    assert g.zone("ann", "forecast") == ["Compass"]
    assert g.deck_bottom("base", 3) == ["Alchemy"]
    assert g.deck_bottom("base", 1) == ["Archery"]
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.idle


def test_pencil_single_return_foreshadows_the_drawn_card() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Pencil")
    s.deck("base", 5, "Coal")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Pencil")
    g.answer("Coal")  # the echo's 5, the only card in hand
    assert g.zone("ann", "forecast") == ["Canning"]
    assert g.hand("ann") == []


def test_pencil_may_decline() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Pencil")
    s.deck("base", 5, "Coal")
    g = s.build().dogma("Pencil").answer("done")
    assert g.hand("ann") == ["Coal"]
    assert g.zone("ann", "forecast") == []


# --------------------------------------------------------------------------- Shuriken


def test_shuriken_demand_transfers_top_card_and_draws() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Shuriken", "Mysticism", "City States")  # 3 + 2 crowns
    s.board("bob", "Archery", "Writing", "Masonry", "Sailing")  # 3 crowns
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Shuriken")
    g.answer("Writing")  # Archery is red, Sailing shows neither icon
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.hand("bob") == ["Anatomy"]
    g.answer("purple")  # ann may splay purple right
    assert g.splay("ann", "purple") == "right"
    assert not g.shared_bonus
    assert g.idle


def test_shuriken_nothing_eligible_draws_nothing() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Shuriken")
    s.board("bob", "Archery")
    g = s.build().dogma("Shuriken")
    assert g.board("bob") == {"red": ["Archery"]}
    assert g.hand("bob") == []
    assert g.idle


def test_shuriken_not_demanded_shares_splay() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Shuriken")  # 3 crowns
    s.board("bob", "Optics", "Code of Laws", "Mysticism", "Writing")  # 4 crowns: shares
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Shuriken")
    g.answer("purple")  # bob
    assert g.splay("bob", "purple") == "right"
    assert g.board("bob")["blue"] == ["Writing"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Anatomy"]


# --------------------------------------------------------------------------- Slide Rule


def test_slide_rule_splay_then_draw_lowest_plus_splayed() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Slide Rule", "Agriculture", "Masonry")
    s.board("ann", "Archery", "Oars", splay="left")
    s.deck("base", 3, "Alchemy")
    g = s.build().dogma("Slide Rule")
    g.answer("yellow")
    assert g.splay("ann", "yellow") == "right"
    assert g.hand("ann") == ["Alchemy"]  # lowest top 1 + two splayed colours


def test_slide_rule_declined_splay() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Slide Rule", "Agriculture", "Masonry")
    s.board("ann", "Archery", "Oars", splay="left")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Slide Rule").answer("done")
    assert g.splay("ann", "yellow") == "none"
    assert g.hand("ann") == ["Calendar"]  # 1 + 1


def test_slide_rule_shared() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Slide Rule")  # 3 lightbulbs
    s.board("bob", "Philosophy")  # 3 lightbulbs: shares
    s.deck("base", 2, "Calendar")
    s.deck("base", 4, "Anatomy")
    s.deck("echoes", 4, "Globe")
    g = s.build().dogma("Slide Rule")
    assert g.hand("bob") == ["Calendar"]  # lowest top 2, nothing splayed
    assert g.shared_bonus
    assert g.hand("ann") == ["Anatomy", "Globe"]


# --------------------------------------------------------------------------- Telescope


def test_telescope_places_card_on_deck_then_achieves_eligible_forecast_card() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Telescope")  # bonus 4 shows: 4 points
    s.score("ann", "Coal", "Banking", "Chemistry")  # 15 points: 19 in all
    s.zone("ann", "forecast", "Calendar", "Enterprise", "Astronomy")
    s.deck("base", 5, "Statistics")
    g = s.build().dogma("Telescope")
    g.answer("Statistics")  # the echo's card goes back on top of the 5s
    assert g.deck("base", 5)[0] == "Statistics"
    # Eligible values: 1-3 (19 points, top card 4); Enterprise (4) and Astronomy (5) are not.
    assert g.achievements("ann") == ["Calendar"]
    assert g.zone("ann", "forecast") == ["Enterprise", "Astronomy"]
    assert g.idle


def test_telescope_chooses_among_eligible_cards() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Telescope")
    s.score("ann", "Coal", "Banking", "Chemistry", "Physics")  # 20 + 4 points
    s.zone("ann", "forecast", "Calendar", "Enterprise", "Alchemy")
    s.deck("base", 5, "Statistics")
    g = s.build().dogma("Telescope")
    g.answer("Calendar")  # put Calendar back on the 2s
    assert g.deck("base", 2)[0] == "Calendar"
    # Enterprise (4) and Alchemy (3) are eligible; Statistics (5) is above the top card.
    assert g.decision is not None and set(g.decision.options) == {"enterprise", "alchemy"}
    g.answer("Enterprise")
    assert g.achievements("ann") == ["Enterprise"]
    assert g.zone("ann", "forecast") == ["Alchemy", "Statistics"]


def test_telescope_may_decline() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Telescope")
    s.score("ann", "Coal", "Banking", "Chemistry", "Physics")
    s.zone("ann", "forecast", "Calendar")
    s.deck("base", 5, "Statistics")
    g = s.build().dogma("Telescope").answer("done")
    assert g.zone("ann", "forecast") == ["Calendar", "Statistics"]
    assert g.achievements("ann") == []


def test_telescope_not_eligible_achieves_nothing() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Telescope")
    s.zone("ann", "forecast", "Calendar")
    s.deck("base", 5, "Statistics")
    g = s.build().dogma("Telescope").answer("Statistics")
    assert g.zone("ann", "forecast") == ["Calendar"]
    assert g.achievements("ann") == []
    assert g.idle


# --------------------------------------------------------------------------- Toilet


def test_toilet_demand_returns_score_cards_matching_my_highest_bonus() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Toilet", "Almanac", "Bangle")  # bonuses 4 and 1; 3 leaves
    s.board("bob", "Archery")  # no leaves
    s.score("bob", "Anatomy", "Enterprise", "Coal")
    s.deck("base", 4, "Colonialism")
    g = s.build().dogma("Toilet")
    # Echo: ann draws and tucks Colonialism under Bangle.
    assert g.pile("ann", "red") == ["Colonialism", "Bangle"]
    g.answer("Anatomy")  # bob orders the two 4s he returns
    assert g.score("bob") == ["Coal"]
    assert g.deck_bottom("base", 4, 2) == ["Enterprise", "Anatomy"]
    assert not g.shared_bonus
    assert g.idle  # ann's hand is empty: nothing to return


def test_toilet_return_and_redraw_same_value() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Toilet")
    s.hand("ann", "Calendar")
    s.deck("echoes", 4, "Chintz")  # the echo's 4 (ann holds only a base card)
    s.deck("base", 2, "Mathematics")
    g = s.build().dogma("Toilet")
    assert g.pile("ann", "green") == ["Chintz"]
    g.answer("Calendar")
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.hand("ann") == ["Mathematics"]


def test_toilet_may_decline_and_no_bonus_returns_nothing() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Toilet")  # no bonus on ann's board
    s.board("bob", "Archery")
    s.score("bob", "Anatomy")
    s.hand("ann", "Calendar")
    s.deck("echoes", 4, "Slide Rule")  # no bonus either
    g = s.build().dogma("Toilet").answer("done")
    assert g.pile("ann", "blue") == ["Slide Rule"]
    assert g.score("bob") == ["Anatomy"]
    assert g.hand("ann") == ["Calendar"]


def test_toilet_bonus_tucked_by_the_echo_counts_for_the_demand() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Toilet")
    s.board("bob", "Archery")
    s.score("bob", "Anatomy", "Coal")
    s.hand("ann", "Calendar")
    s.deck("echoes", 4, "Chintz")  # bonus 4, tucked into an empty green pile: it shows
    g = s.build().dogma("Toilet").answer("done")
    assert g.pile("ann", "green") == ["Chintz"]
    assert g.score("bob") == ["Coal"]
    assert g.deck_bottom("base", 4) == ["Anatomy"]


def test_toilet_shared_echo_not_demanded() -> None:
    s = Scenario(expansions=ECHOES)
    s.board("ann", "Toilet", "Almanac")  # 3 leaves, bonus 4
    s.board("bob", "Agriculture")  # 3 leaves: shares, not demanded
    s.score("bob", "Enterprise")
    s.deck("base", 4, "Colonialism", "Anatomy", "Gunpowder")
    g = s.build().dogma("Toilet")
    assert g.pile("bob", "red") == ["Colonialism"]
    assert g.pile("ann", "yellow") == ["Anatomy"]
    assert g.score("bob") == ["Enterprise"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Gunpowder"]
