"""Scenario tests for age 7 Echoes cards (written from the card texts and RULES.md)."""

from __future__ import annotations

from innovation.testing import Scenario


def _s(*players: str) -> Scenario:
    return Scenario(players=players or ("ann", "bob"), expansions=("echoes",))


# --------------------------------------------------------------------------- Elevator


def test_elevator_scores_bottom_green_and_takes_a_value_from_hands() -> None:
    s = _s()
    s.board("ann", "Elevator")  # 1 clock
    s.board("ann", "Sailing", "Mapmaking")  # green: Sailing at the bottom
    s.score("ann", "Calendar")
    s.board("bob", "Writing")  # no clock: bob does not share
    s.hand("bob", "Currency", "Tools")
    s.score("bob", "Mathematics")
    g = s.build().dogma("Elevator")
    g.answer("Sailing")  # echo: the bottom green card
    assert g.pile("ann", "green") == ["Mapmaking"]
    g.answer("2")  # values present: 1 (Sailing) and 2 (Calendar)
    g.answer("hands")
    assert g.score("ann") == ["Calendar", "Sailing", "Currency"]
    assert g.hand("bob") == ["Tools"]
    assert g.score("bob") == ["Mathematics"]
    assert not g.shared_bonus


def test_elevator_takes_a_value_from_every_other_score_pile() -> None:
    s = _s("ann", "bob", "cat")
    s.board("ann", "Elevator")  # no green: the echo does nothing
    s.score("ann", "Calendar")  # the only value: 2
    s.board("bob", "Writing")
    s.score("bob", "Mathematics", "Tools")
    s.hand("bob", "Fermenting")
    s.board("cat", "Agriculture")
    s.score("cat", "Currency")
    g = s.build().dogma("Elevator").answer("score piles")
    assert g.score("ann") == ["Calendar", "Mathematics", "Currency"]
    assert g.score("bob") == ["Tools"]
    assert g.hand("bob") == ["Fermenting"]
    assert g.score("cat") == []
    assert not g.shared_bonus


def test_elevator_shared_by_player_with_as_many_clocks() -> None:
    s = _s()
    s.board("ann", "Elevator")  # 1 clock
    s.hand("ann", "Writing")
    s.board("bob", "Railroad", "Sailing")  # 2 clocks; a one-card green pile
    s.score("bob", "Tools")
    s.deck("base", 7, "Bicycle")
    g = s.build().dogma("Elevator")
    # bob's echo scores his only green card (top and bottom at once) without a question; his
    # score pile then holds only 1s; he takes the 1s from the other players' hands.
    g.answer("hands")
    assert g.score("bob") == ["Tools", "Sailing", "Writing"]
    assert g.board("bob") == {"purple": ["Railroad"]}
    # ann has no green card and an empty score pile: nothing to do.
    assert g.score("ann") == []
    assert g.shared_bonus
    assert g.hand("ann") == ["Bicycle"]  # empty hand: a base 7


# --------------------------------------------------------------------------- Fertilizer


def test_fertilizer_returns_then_collects_that_value_from_every_score_pile() -> None:
    s = _s()
    s.board("ann", "Fertilizer")  # 2 leaves
    s.hand("ann", "Calendar", "Soap")
    s.score("ann", "Fermenting", "Tools")
    s.board("bob", "Writing")  # no leaf
    s.score("bob", "Mathematics", "Oars")
    s.deck("base", 5, "Coal")
    g = s.build().dogma("Fertilizer").answer("Calendar")
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.hand("ann") == ["Soap", "Fermenting", "Mathematics"]
    assert g.score("ann") == ["Tools"]
    assert g.score("bob") == ["Oars"]
    g.answer("5")  # the hand holds an Echoes card: a base 5
    assert g.zone("ann", "forecast") == ["Coal"]
    assert not g.shared_bonus


def test_fertilizer_may_decline_the_return() -> None:
    s = _s()
    s.board("ann", "Fertilizer")
    s.hand("ann", "Calendar")
    s.score("ann", "Fermenting")
    s.board("bob", "Writing")
    s.deck("echoes", 1, "Bell")
    g = s.build().dogma("Fertilizer").answer("done", "1")
    assert g.hand("ann") == ["Calendar"]
    assert g.score("ann") == ["Fermenting"]
    # Only base cards in hand: the foreshadowed card is an Echoes 1.
    assert g.zone("ann", "forecast") == ["Bell"]


def test_fertilizer_shared_by_player_with_as_many_leaves() -> None:
    s = _s()
    s.board("ann", "Fertilizer")  # 2 leaves
    s.score("ann", "Writing")
    s.board("bob", "Agriculture")  # 3 leaves
    s.hand("bob", "Tools")
    s.deck("echoes", 3, "Novel")
    s.deck("base", 4, "Anatomy")
    s.deck("base", 7, "Bicycle")
    g = s.build().dogma("Fertilizer")
    g.answer("Tools")  # bob returns a 1 and takes ann's 1
    assert g.hand("bob") == ["Writing"]
    assert g.score("ann") == []
    g.answer("3", "4")  # bob foreshadows (Echoes 3: base-only hand), then ann (empty hand)
    assert g.zone("bob", "forecast") == ["Novel"]
    assert g.zone("ann", "forecast") == ["Anatomy"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Bicycle"]


# --------------------------------------------------------------------------- Ice Cream


def test_ice_cream_echo_demand_and_achievement_transfer() -> None:
    s = _s()
    s.board("ann", "Ice Cream", "Oars", "Dice")  # 1 leaf; Dice has a bonus
    s.board("bob", "Archery")  # no leaf: demanded
    s.deck("base", 1, "Writing")
    s.exhaust("base", 8)
    s.deck("base", 8, "Flight", "Socialism")  # Socialism is at the bottom
    g = s.build().dogma("Ice Cream")
    # Echo: Oars is the only non-purple top card without a bonus.
    assert g.score("ann") == ["Oars"]
    # Demand: bob draws and melds a 1.
    assert g.board("bob") == {"blue": ["Writing"], "red": ["Archery"]}
    g.answer("8", "yes")
    assert "Socialism" in g.available_achievements()
    assert g.deck("base", 8) == ["Flight"]
    assert g.hand("ann") == [] and g.hand("bob") == []
    assert not g.shared_bonus


def test_ice_cream_may_decline_and_empty_deck_offers_nothing() -> None:
    s = _s()
    s.board("ann", "Ice Cream")  # no other top card: the echo does nothing
    s.board("bob", "Agriculture", "Writing")  # 3 leaves: not demanded, shares
    s.exhaust("base", 9)
    s.deck("base", 7, "Bicycle")
    g = s.build()
    before = g.available_achievements()
    g.dogma("Ice Cream")
    g.answer("Writing")  # bob's echo: he picks which top card to score
    assert g.score("bob") == ["Writing"]
    assert g.hand("bob") == []  # not demanded
    g.answer("9")  # bob picks the empty 9 pile: nothing more
    g.answer("7", "no")  # ann declines
    assert g.available_achievements() == before
    assert g.shared_bonus
    assert g.hand("ann") == ["Bicycle"]


# --------------------------------------------------------------------------- Jeans


def test_jeans_echo_and_effect() -> None:
    s = _s()
    s.board("ann", "Jeans")  # 1 leaf
    s.board("bob", "Writing")  # no leaf
    s.deck("base", 9, "Fission")
    s.deck("echoes", 9, "Laser")
    s.deck("base", 2, "Calendar")
    s.deck("echoes", 5, "Coke")
    g = s.build().dogma("Jeans")
    # Echo: the first 9 comes from base (empty hand), the second from Echoes.
    g.answer("Fission")  # returned; Laser is foreshadowed
    assert g.deck_bottom("base", 9) == ["Fission"]
    assert g.zone("ann", "forecast") == ["Laser"]
    g.answer("2")
    assert g.decision is not None and "2" not in g.decision.options
    assert "7" not in g.decision.options
    g.answer("5")
    g.answer("Coke")  # meld Coke, return Calendar
    assert g.board("ann") == {"red": ["Coke"], "green": ["Jeans"]}
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.hand("ann") == []
    assert not g.shared_bonus


def test_jeans_shared_by_player_with_as_many_leaves() -> None:
    s = _s()
    s.board("ann", "Jeans")  # 1 leaf
    s.board("bob", "Agriculture")  # 3 leaves
    s.deck("base", 9, "Fission", "Genetics")
    s.deck("echoes", 9, "Laser", "Rock")
    s.deck("base", 1, "Tools")
    s.deck("echoes", 3, "Novel")
    s.deck("base", 4, "Anatomy")
    s.deck("echoes", 6, "Kaleidoscope")
    s.deck("base", 7, "Bicycle")
    g = s.build().dogma("Jeans")
    g.answer("Laser")  # bob returns Laser, foreshadows Fission
    g.answer("Genetics")  # ann returns Genetics, foreshadows Rock
    assert g.zone("bob", "forecast") == ["Fission"]
    assert g.zone("ann", "forecast") == ["Rock"]
    g.answer("1", "3", "Tools")  # bob: Tools (base) and Novel (Echoes); melds Tools
    g.answer("4", "6", "Kaleidoscope")  # ann: Anatomy and Kaleidoscope; melds Kaleidoscope
    assert g.pile("bob", "blue") == ["Tools"]
    assert g.deck_bottom("echoes", 3) == ["Novel"]
    assert g.pile("ann", "purple") == ["Kaleidoscope"]
    assert g.deck_bottom("base", 4) == ["Anatomy"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Bicycle"]


# --------------------------------------------------------------------------- Machine Gun


def test_machine_gun_five_colours_demand_and_returns() -> None:
    s = _s()
    s.board("ann", "Machine Gun", "Writing", "Mapmaking", "Machinery", "Enterprise")  # 2 factories
    s.board("bob", "Dice", "Soap", "Archery")  # no factory: demanded
    s.deck("base", 7, "Bicycle", "Combustion")
    g = s.build().dogma("Machine Gun")
    # Echo: five top cards, so ann draws and scores a 7.
    # Demand: bob's top cards with a bonus (Dice, Soap) go to ann's score pile; bob draws a 7.
    assert g.score("ann") == ["Bicycle", "Dice", "Soap"]
    assert g.board("bob") == {"red": ["Archery"]}
    assert g.hand("bob") == ["Combustion"]
    # Every non-red top card of ann's goes back.
    assert g.board("ann") == {"red": ["Machine Gun"]}
    assert g.deck_bottom("base", 1) == ["Writing"]
    assert g.deck_bottom("base", 2) == ["Mapmaking"]
    assert g.deck_bottom("base", 3) == ["Machinery"]
    assert g.deck_bottom("base", 4) == ["Enterprise"]
    assert not g.shared_bonus


def test_machine_gun_no_bonus_card_means_no_draw() -> None:
    s = _s()
    s.board("ann", "Machine Gun", "Writing")  # four colours missing: no echo draw
    s.board("bob", "Archery")  # demanded, but no bonus
    g = s.build().dogma("Machine Gun")
    assert g.board("bob") == {"red": ["Archery"]}
    assert g.hand("bob") == [] and g.score("ann") == []
    assert g.board("ann") == {"red": ["Machine Gun"]}
    assert g.deck_bottom("base", 1) == ["Writing"]


def test_machine_gun_shared_by_player_with_as_many_factories() -> None:
    s = _s()
    s.board("ann", "Machine Gun", "Sailing")  # 2 factories
    s.board("bob", "Coal", "Dice")  # 3 factories: not demanded, shares
    s.deck("base", 7, "Bicycle")
    g = s.build().dogma("Machine Gun")
    assert g.board("bob") == {"red": ["Coal"]}
    assert g.deck_bottom("echoes", 1) == ["Dice"]
    assert g.score("ann") == []  # Dice was not demanded
    assert g.board("ann") == {"red": ["Machine Gun"]}
    assert g.deck_bottom("base", 1) == ["Sailing"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Bicycle"]


# --------------------------------------------------------------------------- Photography


def test_photography_melds_forecast_demands_highest_and_claims_history() -> None:
    s = _s()
    s.board("ann", "Photography")  # 1 lightbulb
    s.board("ann", "Bell", "Flute", "Novel", splay="left")  # purple: three visible echo effects
    s.zone("ann", "forecast", "Watermill")
    s.board("bob", "Oars", "Mapmaking", "Canal Building")  # no lightbulb: demanded
    g = s.build().dogma("Photography")
    assert g.pile("ann", "yellow") == ["Watermill"]  # the only forecast card, melded
    assert g.zone("ann", "forecast") == []
    g.answer("Mapmaking")  # bob's highest top cards are both 2s: he picks
    assert g.hand("bob") == ["Mapmaking"]
    assert g.board("bob") == {"red": ["Oars"], "yellow": ["Canal Building"]}
    assert g.achievements("ann") == ["history"]
    assert "history" not in g.specials_available()
    assert not g.shared_bonus


def test_photography_shared_without_history() -> None:
    s = _s()
    s.board("ann", "Photography")  # 1 lightbulb
    s.board("ann", "Bell", "Novel", splay="left")  # only two visible echo effects
    s.zone("ann", "forecast", "Watermill", "Barometer")
    s.board("bob", "Archery")  # 1 lightbulb: not demanded, shares
    s.zone("bob", "forecast", "Chopsticks")
    s.deck("base", 7, "Bicycle")
    g = s.build().dogma("Photography")
    assert g.pile("bob", "yellow") == ["Chopsticks"]  # bob's only forecast card
    g.answer("Barometer")
    assert g.pile("ann", "yellow") == ["Barometer"]
    assert g.zone("ann", "forecast") == ["Watermill"]
    assert g.board("bob") == {"red": ["Archery"], "yellow": ["Chopsticks"]}
    assert g.hand("bob") == []
    assert g.achievements("ann") == [] and g.achievements("bob") == []
    assert g.shared_bonus
    assert g.hand("ann") == ["Bicycle"]


# --------------------------------------------------------------------------- Rubber


def test_rubber_tucks_two_eights_scores_a_top_card_and_splays_red() -> None:
    s = _s()
    s.board("ann", "Archery", "Rubber", "Writing")  # 1 factory
    s.board("bob", "Agriculture")  # no factory
    s.deck("base", 8, "Flight", "Corporations")
    g = s.build().dogma("Rubber")
    assert g.pile("ann", "red") == ["Flight", "Archery", "Rubber"]
    assert g.pile("ann", "green") == ["Corporations"]
    g.answer("Corporations")  # Rubber has a bonus; Writing and Corporations do not
    assert g.score("ann") == ["Corporations"]
    assert g.pile("ann", "blue") == ["Writing"]
    g.answer("red")
    assert g.splay("ann", "red") == "up"
    assert not g.shared_bonus


def test_rubber_may_decline_the_splay() -> None:
    s = _s()
    s.board("ann", "Archery", "Rubber")
    s.board("bob", "Agriculture")
    s.deck("base", 8, "Flight", "Corporations")
    g = s.build().dogma("Rubber")
    assert g.score("ann") == ["Corporations"]  # the only top card without a bonus
    g.answer("done")
    assert g.splay("ann", "red") == "none"


def test_rubber_shared_by_player_with_as_many_factories() -> None:
    s = _s()
    s.board("ann", "Rubber")  # 1 factory
    s.board("bob", "Coal")  # 3 factories
    s.deck("base", 8, "Flight", "Corporations", "Antibiotics", "Socialism", "Empiricism")
    g = s.build().dogma("Rubber")
    assert g.pile("bob", "red") == ["Flight", "Coal"]
    assert g.pile("bob", "green") == ["Corporations"]
    assert g.pile("ann", "yellow") == ["Antibiotics"]
    assert g.pile("ann", "purple") == ["Socialism"]
    g.answer("Coal", "Socialism")
    assert g.score("bob") == ["Coal"]
    assert g.score("ann") == ["Socialism"]
    # No pile of two red cards is left to splay.
    assert g.splay("bob", "red") == "none"
    assert g.shared_bonus
    assert g.hand("ann") == ["Empiricism"]  # Antibiotics makes ann's highest top card an 8


# --------------------------------------------------------------------------- Saxophone


def test_saxophone_wins_with_all_four_music_notes_visible() -> None:
    s = _s()
    s.board("ann", "Saxophone")  # 2 crowns
    s.board("bob", "Bell", "Flute", "Piano", splay="up")  # 1 crown; Bell's and Flute's notes show
    g = s.build().dogma("Saxophone")
    assert g.result is not None
    assert g.result.winners == ["ann"]


def test_saxophone_splay_uncovers_a_note_then_draws_a_seven_per_note() -> None:
    s = _s()
    s.board("ann", "Bell", "Saxophone")
    s.board("bob", "Piano", "Lighting")  # Piano is covered in an unsplayed pile
    s.deck("base", 7, "Bicycle")
    s.deck("echoes", 7, "Jeans")
    g = s.build().dogma("Saxophone").answer("purple")
    assert g.splay("ann", "purple") == "up"
    # Bell's and Saxophone's notes show: two 7s (the second one from Echoes).
    assert g.hand("ann") == ["Bicycle", "Jeans"]
    assert g.result is None
    assert not g.shared_bonus


def test_saxophone_declined_splay_leaves_one_note() -> None:
    s = _s()
    s.board("ann", "Bell", "Saxophone")
    s.board("bob", "Writing")
    s.deck("base", 7, "Bicycle")
    g = s.build().dogma("Saxophone").answer("done")
    assert g.splay("ann", "purple") == "none"
    assert g.hand("ann") == ["Bicycle"]


def test_saxophone_shared_by_player_with_as_many_crowns() -> None:
    s = _s()
    s.board("ann", "Saxophone")  # 2 crowns
    s.board("bob", "Sailing")  # 2 crowns
    s.deck("base", 7, "Bicycle", "Combustion")
    s.deck("echoes", 7, "Jeans")
    g = s.build().dogma("Saxophone")
    # Saxophone's note on ann's board is visible to everyone: one 7 each.
    assert g.hand("bob") == ["Bicycle"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Combustion", "Jeans"]


# --------------------------------------------------------------------------- Telegraph


def test_telegraph_matches_an_opponents_splay_then_splays_blue_up() -> None:
    s = _s()
    s.board("ann", "Telegraph")  # 2 clocks
    s.board("ann", "Archery", "Oars")
    s.board("ann", "Writing", "Tools")
    s.board("bob", "Coal", "Construction", splay="right")  # no clock
    g = s.build().dogma("Telegraph")
    g.answer("bob", "red")
    assert g.splay("ann", "red") == "right"
    g.answer("blue")
    assert g.splay("ann", "blue") == "up"
    assert g.splay("bob", "red") == "right"
    assert not g.shared_bonus


def test_telegraph_matching_an_unsplayed_pile_unsplays() -> None:
    s = _s("ann", "bob", "cat")
    s.board("ann", "Telegraph")
    s.board("ann", "Archery", "Oars", splay="left")
    s.board("bob", "Coal", "Construction", splay="right")
    s.board("cat", "Writing")
    g = s.build().dogma("Telegraph")
    assert g.decision is not None and set(g.decision.options) == {"bob", "cat", "done"}
    g.answer("cat", "red")  # cat has no red pile: unsplayed
    assert g.splay("ann", "red") == "none"
    assert g.pile("ann", "red") == ["Archery", "Oars"]


def test_telegraph_may_decline() -> None:
    s = _s()
    s.board("ann", "Telegraph")
    s.board("ann", "Archery", "Oars", splay="left")
    s.board("bob", "Coal", "Construction", splay="right")
    g = s.build().dogma("Telegraph").answer("done")
    assert g.splay("ann", "red") == "left"


def test_telegraph_shared_by_player_with_as_many_clocks() -> None:
    s = _s()
    s.board("ann", "Telegraph")  # 2 clocks
    s.board("ann", "Writing", "Tools", splay="up")
    s.board("bob", "Railroad")  # 2 clocks
    s.board("bob", "Pottery", "Calendar")
    s.deck("base", 7, "Bicycle")
    g = s.build().dogma("Telegraph")
    g.answer("ann", "blue")  # bob copies ann's blue splay
    assert g.splay("bob", "blue") == "up"
    g.answer("done")  # ann declines; nobody's blue pile can still be splayed up
    assert g.decision is not None and g.decision.kind == "action"
    assert g.shared_bonus
    assert g.hand("ann") == ["Bicycle"]


# --------------------------------------------------------------------------- Typewriter


def test_typewriter_returns_hand_and_draws_six_then_one_higher_per_colour() -> None:
    s = _s()
    s.board("ann", "Typewriter")  # 2 crowns
    s.hand("ann", "Writing", "Calendar", "Compass", "Soap")  # blue, blue, green, yellow
    s.board("bob", "Agriculture")  # no crown
    s.deck("base", 6, "Canning")
    s.deck("echoes", 7, "Jeans")
    s.deck("base", 8, "Flight")
    s.deck("base", 9, "Fission")
    g = s.build().dogma("Typewriter")
    assert g.deck_bottom("base", 1) == ["Writing"]
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.deck_bottom("base", 3) == ["Compass"]
    assert g.deck_bottom("echoes", 1) == ["Soap"]
    # A 6, then three colours: a 7, an 8 and a 9 (the 7 is an Echoes card: base-only hand).
    assert g.hand("ann") == ["Canning", "Jeans", "Flight", "Fission"]
    assert not g.shared_bonus


def test_typewriter_shared_and_empty_hand_draws_only_a_six() -> None:
    s = _s()
    s.board("ann", "Typewriter")  # 2 crowns
    s.board("bob", "Sailing")  # 2 crowns
    s.hand("bob", "Tools")
    s.deck("base", 6, "Canning", "Vaccination")
    s.deck("echoes", 7, "Jeans", "Rubber")
    g = s.build().dogma("Typewriter")
    assert g.deck_bottom("base", 1) == ["Tools"]
    assert g.hand("bob") == ["Canning", "Jeans"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Vaccination", "Rubber"]  # a 6, then the sharing bonus 7
