"""Scenario tests for age 8 Echoes cards (written from the card texts and RULES.md)."""

from __future__ import annotations

from innovation.testing import Scenario


def _s(*players: str) -> Scenario:
    return Scenario(players=players or ("ann", "bob"), expansions=("echoes",))


# --------------------------------------------------------------------------- Air Conditioner


def test_air_conditioner_scores_from_hand_and_demands_matching_score_cards() -> None:
    s = _s()
    s.board("ann", "Air Conditioner")  # 1 leaf
    s.hand("ann", "Tools")
    s.board("bob", "Writing", "Mapmaking")  # no leaf: demanded; top values 1 and 2
    s.score("bob", "Oars", "Construction", "Optics")
    g = s.build().dogma("Air Conditioner")
    g.answer("Tools")  # the echo is optional even with one card
    assert g.score("ann") == ["Tools"]
    assert g.score("bob") == ["Optics"]
    assert g.deck_bottom("base", 1) == ["Oars"]
    assert g.deck_bottom("base", 2) == ["Construction"]
    assert not g.shared_bonus


def test_air_conditioner_echo_shared_and_equal_leaves_not_demanded() -> None:
    s = _s()
    s.board("ann", "Air Conditioner")  # 1 leaf
    s.hand("ann", "Tools")
    s.board("bob", "Agriculture")  # 3 leaves: shares, not demanded
    s.hand("bob", "Writing")
    s.score("bob", "Oars")  # matches bob's top value 1, but bob is not demanded
    s.deck("echoes", 8, "Tractor")
    g = s.build().dogma("Air Conditioner")
    g.answer("Writing")  # bob scores
    g.answer("done")  # ann declines
    assert g.score("bob") == ["Oars", "Writing"]
    assert g.score("ann") == []
    assert g.shared_bonus
    assert g.hand("ann") == ["Tools", "Tractor"]  # base-only hand: the bonus 8 is an Echoes card


# --------------------------------------------------------------------------- Bandage


def test_bandage_melds_a_leaf_card_and_demand_returns_two_cards() -> None:
    s = _s()
    s.board("ann", "Bandage")  # 2 leaves
    s.hand("ann", "Agriculture", "Archery")
    s.board("bob", "Bicycle", "Writing")  # no leaf: demanded; Bicycle shows a clock
    s.hand("bob", "Calendar")  # a 2 in hand protects bob's 2s
    s.score("bob", "Construction", "Tools")
    g = s.build().dogma("Bandage")
    assert g.pile("ann", "yellow") == ["Agriculture"]  # the only card with a leaf
    assert g.hand("ann") == ["Archery"]
    assert g.score("bob") == ["Construction"]
    assert g.deck_bottom("base", 1) == ["Tools"]
    assert g.board("bob") == {"blue": ["Writing"]}
    assert g.deck_bottom("base", 7) == ["Bicycle"]
    assert g.hand("bob") == ["Calendar"]
    assert not g.shared_bonus


def test_bandage_ties_are_chosen_and_echo_is_shared() -> None:
    s = _s("ann", "bob", "cat")
    s.board("ann", "Bandage")  # 2 leaves, empty hand
    s.board("bob", "Bicycle", "Railroad")  # no leaf: demanded; two top cards with a clock
    s.score("bob", "Construction", "Road Building")
    s.board("cat", "Agriculture")  # 3 leaves: shares, not demanded
    s.hand("cat", "Pottery")
    s.score("cat", "Tools")
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Bandage")
    assert g.pile("cat", "blue") == ["Pottery"]  # cat's echo meld
    g.answer("Road Building")
    g.answer("Railroad")
    assert g.score("bob") == ["Construction"]
    assert g.deck_bottom("base", 2) == ["Road Building"]
    assert g.board("bob") == {"green": ["Bicycle"]}
    assert g.score("cat") == ["Tools"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Flight"]


def test_bandage_nothing_to_return_when_hand_matches_every_value() -> None:
    s = _s()
    s.board("ann", "Bandage")
    s.board("bob", "Writing")  # no clock on top
    s.hand("bob", "Calendar")
    s.score("bob", "Construction")
    g = s.build().dogma("Bandage")
    assert g.score("bob") == ["Construction"]
    assert g.board("bob") == {"blue": ["Writing"]}


# --------------------------------------------------------------------------- Crossword


def test_crossword_draws_one_card_per_visible_bonus_in_chosen_order() -> None:
    s = _s()
    s.board("ann", "Crossword", "Dice", "Soap")  # bonuses 8, 1 and 2; 2 crowns + Dice's 2
    s.board("bob", "Agriculture")  # no crown
    s.deck("base", 8, "Flight")
    s.deck("echoes", 1, "Bell")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Crossword")
    g.answer("8")  # empty hand: base 8
    g.answer("1")  # base-only hand: Echoes 1
    # the last value needs no choice; the hand now holds an Echoes card: base 2
    assert g.hand("ann") == ["Flight", "Bell", "Calendar"]
    assert not g.shared_bonus


def test_crossword_ignores_hidden_bonuses() -> None:
    s = _s()
    s.board("ann", "Crossword")
    s.board("ann", "Dice", "Slide Rule")  # Dice's bonus is covered (unsplayed)
    s.board("bob", "Agriculture")
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Crossword")
    assert g.hand("ann") == ["Flight"]


def test_crossword_shared_by_player_with_as_many_crowns() -> None:
    s = _s()
    s.board("ann", "Crossword")  # 2 crowns
    s.board("bob", "Dice")  # 2 crowns, bonus 1
    s.deck("base", 1, "Tools")
    s.deck("base", 8, "Flight")
    s.deck("echoes", 8, "Tractor")
    g = s.build().dogma("Crossword")
    assert g.hand("bob") == ["Tools"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Flight", "Tractor"]


def test_crossword_sharer_without_bonus_gives_no_sharing_bonus() -> None:
    s = _s()
    s.board("ann", "Crossword")
    s.board("bob", "Sailing")  # 2 crowns, no bonus
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Crossword")
    assert g.hand("bob") == []
    assert g.hand("ann") == ["Flight"]
    assert not g.shared_bonus


# --------------------------------------------------------------------------- Nylon


def test_nylon_repeats_while_a_green_card_is_tucked_then_splays_red() -> None:
    s = _s()
    s.board("ann", "Nylon", "Coal")  # 2 + 3 factories: one 8 per round
    s.board("bob", "Writing")  # no factory
    s.deck("base", 8, "Corporations", "Flight")
    g = s.build().dogma("Nylon")
    assert g.pile("ann", "green") == ["Corporations", "Nylon"]  # green: repeat
    assert g.pile("ann", "red") == ["Flight", "Coal"]  # not green: stop
    g.answer("red")
    assert g.splay("ann", "red") == "up"
    assert g.hand("ann") == []
    assert not g.shared_bonus


def test_nylon_shared_and_too_few_factories() -> None:
    s = _s()
    s.board("ann", "Nylon")  # 2 factories: no tuck
    s.board("ann", "Archery", "Oars")
    s.board("bob", "Coal")  # 3 factories: shares, one tuck
    s.deck("base", 8, "Flight", "Antibiotics")
    g = s.build().dogma("Nylon")
    assert g.pile("bob", "red") == ["Flight", "Coal"]
    assert g.pile("ann", "red") == ["Archery", "Oars"]
    g.answer("red")  # bob splays
    g.answer("done")  # ann declines
    assert g.splay("bob", "red") == "up"
    assert g.splay("ann", "red") == "none"
    assert g.shared_bonus
    assert g.hand("ann") == ["Antibiotics"]


# --------------------------------------------------------------------------- Parachute


def test_parachute_takes_every_hand_card_without_a_clock() -> None:
    s = _s()
    s.board("ann", "Parachute")  # 2 clocks
    s.board("bob", "Writing")  # no clock: demanded
    s.hand("bob", "Tools", "Bicycle", "Soap")
    g = s.build().dogma("Parachute")
    assert g.hand("ann") == ["Tools", "Soap"]
    assert g.hand("bob") == ["Bicycle"]
    assert not g.shared_bonus


def test_parachute_spares_player_with_as_many_clocks() -> None:
    s = _s()
    s.board("ann", "Parachute")
    s.board("bob", "Railroad")  # 2 clocks
    s.hand("bob", "Tools")
    g = s.build().dogma("Parachute")
    assert g.hand("bob") == ["Tools"]
    assert g.hand("ann") == []
    assert not g.shared_bonus


# --------------------------------------------------------------------------- Radio Telescope


def test_radio_telescope_draws_a_nine_per_two_lightbulbs_melds_one_returns_rest() -> None:
    s = _s()
    s.board("ann", "Radio Telescope", "Philosophy")  # 6 lightbulbs: three 9s
    s.board("bob", "Writing")  # 2 lightbulbs
    s.deck("base", 9, "Fission", "Genetics")
    s.deck("echoes", 9, "Laser")
    g = s.build().dogma("Radio Telescope")
    g.answer("Laser")  # drawn: Fission (base), Laser (Echoes), Genetics (base)
    assert g.pile("ann", "blue") == ["Radio Telescope", "Laser"]
    g.answer("Genetics")  # ann orders the two returns to the same pile
    assert g.deck_bottom("base", 9, 2) == ["Fission", "Genetics"]
    assert g.hand("ann") == []
    assert g.result is None
    assert not g.shared_bonus


def test_radio_telescope_melding_ai_wins() -> None:
    s = _s()
    s.board("ann", "Radio Telescope")  # 3 lightbulbs: one draw
    s.board("bob", "Writing")
    s.exhaust("base", 9)
    s.deck("base", 10, "A. I.")  # the 9 pile is empty: the draw is a 10
    g = s.build().dogma("Radio Telescope")
    assert g.result is not None
    assert g.result.winners == ["ann"]


def test_radio_telescope_shared_by_player_with_as_many_lightbulbs() -> None:
    s = _s()
    s.board("ann", "Radio Telescope")  # 3 lightbulbs: one draw
    s.board("bob", "Philosophy", "Writing")  # 5 lightbulbs: two draws
    s.deck("base", 9, "Fission", "Genetics", "Computers")
    s.deck("echoes", 9, "Laser")
    g = s.build().dogma("Radio Telescope")
    g.answer("Fission")
    assert g.pile("bob", "red") == ["Fission"]
    assert g.deck_bottom("echoes", 9) == ["Laser"]
    assert g.pile("ann", "blue") == ["Radio Telescope", "Genetics"]  # a single card: melded
    assert g.hand("bob") == []
    assert g.shared_bonus
    assert g.hand("ann") == ["Computers"]


# --------------------------------------------------------------------------- Sliced Bread


def test_sliced_bread_echo_and_score_two_of_one_less() -> None:
    s = _s()
    s.board("ann", "Sliced Bread")  # 1 crown
    s.hand("ann", "Writing", "Calendar")
    s.score("ann", "Optics", "Anatomy")
    s.board("bob", "Agriculture")  # no crown
    s.deck("base", 8, "Flight")
    s.deck("echoes", 8, "Tractor")
    s.deck("base", 3, "Compass", "Paper")
    g = s.build().dogma("Sliced Bread")
    assert g.deck_bottom("base", 1) == ["Writing"]
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.hand("ann") == ["Flight", "Tractor"]
    g.answer("Anatomy")
    assert g.deck_bottom("base", 4) == ["Anatomy"]
    assert g.score("ann") == ["Optics", "Compass", "Paper"]
    assert not g.shared_bonus


def test_sliced_bread_shared_and_empty_score_pile_scores_two_ones() -> None:
    s = _s()
    s.board("ann", "Sliced Bread")  # 1 crown
    s.board("bob", "Sailing")  # 2 crowns
    s.score("bob", "Tools")
    s.deck("base", 8, "Flight", "Corporations", "Antibiotics")
    s.deck("echoes", 8, "Tractor", "X-Ray")
    s.deck("base", 1, "Writing", "Oars", "Pottery", "Archery")
    g = s.build().dogma("Sliced Bread")
    assert g.hand("bob") == ["Flight", "Tractor"]
    # bob returns Tools (his only score card): two 0s, i.e. two 1s; ann has nothing to
    # return: the value is 0 as well.
    assert g.deck_bottom("base", 1) == ["Tools"]
    assert g.score("bob") == ["Writing", "Oars"]
    assert g.score("ann") == ["Pottery", "Archery"]
    assert g.shared_bonus
    # ann's echo drew a base 8 and an Echoes 8; her hand then held an Echoes card, so the
    # sharing bonus is a base 8.
    assert g.hand("ann") == ["Corporations", "X-Ray", "Antibiotics"]


# --------------------------------------------------------------------------- Television


def test_television_moves_a_score_card_to_the_board_and_achieves_one() -> None:
    s = _s()
    s.board("ann", "Television")  # 1 clock; bonus 8 = 8 points
    s.score("ann", "Fission")  # 8 + 9 = 17 points: eligible for a 3
    s.board("bob", "Writing")  # no clock
    s.score("bob", "Optics", "Novel", "Tools")
    s.achievements("bob", "Translation")  # bob owns a 3
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Television")
    assert g.pile("ann", "red") == ["Flight"]  # the echo
    g.answer("3")  # the only opponent is chosen without a question
    g.answer("bob:score:base:3")  # ann cannot see bob's score pile: hidden cards
    assert g.pile("bob", "red") == ["Optics"]
    assert g.achievements("ann") == ["Novel"]
    assert g.score("bob") == ["Tools"]
    assert not g.shared_bonus


def test_television_not_eligible_means_no_achievement() -> None:
    s = _s()
    s.board("ann", "Television")  # 8 points only
    s.board("bob", "Writing")
    s.score("bob", "Optics", "Compass")
    s.achievements("bob", "Translation")
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Television").answer("3")
    assert len(g.pile("bob", "red") + g.pile("bob", "green")) == 1
    assert len(g.score("bob")) == 1
    assert g.achievements("ann") == []


def test_television_opponent_choice_and_no_matching_achievement() -> None:
    s = _s("ann", "bob", "cat")
    s.board("ann", "Television")
    s.score("ann", "Fission", "Genetics")
    s.board("bob", "Writing")
    s.score("bob", "Optics")
    s.board("cat", "Agriculture")
    s.score("cat", "Compass")
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Television").answer("3", "cat")
    assert g.pile("cat", "green") == ["Compass"]
    assert g.score("bob") == ["Optics"]
    assert g.achievements("ann") == []  # cat owns no 3


def test_television_shared_by_player_with_as_many_clocks() -> None:
    s = _s()
    s.board("ann", "Television")  # 1 clock
    s.score("ann", "Tools")
    s.board("bob", "Railroad")  # 2 clocks
    s.deck("base", 8, "Flight", "Corporations", "Antibiotics")
    g = s.build().dogma("Television")
    assert g.pile("bob", "red") == ["Flight"]
    assert g.pile("ann", "green") == ["Corporations"]
    g.answer("1")  # bob: ann is his only opponent; her only 1 goes to her board
    assert g.pile("ann", "blue") == ["Tools"]
    g.answer("5")  # ann: bob has no 5 in his score pile
    assert g.score("ann") == [] and g.score("bob") == []
    assert g.achievements("bob") == []
    assert g.shared_bonus
    assert g.hand("ann") == ["Antibiotics"]


# --------------------------------------------------------------------------- Tractor


def test_tractor_draws_scores_and_draws() -> None:
    s = _s()
    s.board("ann", "Tractor")  # 2 clocks
    s.board("bob", "Writing")  # no clock
    s.deck("base", 7, "Bicycle")
    s.deck("echoes", 7, "Jeans", "Rubber")
    g = s.build().dogma("Tractor")
    # Echo: base 7 (empty hand); then Echoes 7s while the hand holds only base cards.
    assert g.score("ann") == ["Jeans"]
    assert g.hand("ann") == ["Bicycle", "Rubber"]
    assert not g.shared_bonus


def test_tractor_shared_by_player_with_as_many_clocks() -> None:
    s = _s()
    s.board("ann", "Tractor")  # 2 clocks
    s.board("bob", "Railroad")  # 2 clocks
    s.deck("base", 7, "Bicycle", "Combustion")
    s.deck("echoes", 7, "Jeans", "Rubber", "Saxophone", "Telegraph")
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Tractor")
    assert g.hand("bob") == ["Bicycle", "Rubber"]
    assert g.score("bob") == ["Jeans"]
    assert g.score("ann") == ["Saxophone"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Combustion", "Telegraph", "Flight"]


# --------------------------------------------------------------------------- X-Ray


def test_x_ray_tucks_foreshadows_per_three_leaves_and_splays_yellow() -> None:
    s = _s()
    s.board("ann", "X-Ray", "Agriculture", "Clothing")  # 1 + 3 + 2 = 6 leaves
    s.board("bob", "Writing")  # no leaf
    s.deck("base", 8, "Antibiotics")
    s.deck("base", 5, "Coal")
    s.deck("base", 10, "Software")
    g = s.build().dogma("X-Ray")
    assert g.pile("ann", "yellow") == ["Antibiotics", "Agriculture"]  # tucked: leaves hidden
    g.answer("5", "10")
    assert g.zone("ann", "forecast") == ["Coal", "Software"]
    g.answer("yellow")
    assert g.splay("ann", "yellow") == "up"
    assert not g.shared_bonus


def test_x_ray_shared_by_player_with_as_many_leaves() -> None:
    s = _s()
    s.board("ann", "X-Ray")  # 1 leaf: no foreshadow
    s.board("bob", "Agriculture")  # 3 leaves
    s.deck("base", 8, "Flight", "Corporations", "Antibiotics")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("X-Ray")
    assert g.pile("bob", "red") == ["Flight"]
    assert g.pile("ann", "green") == ["Corporations"]
    g.answer("2")  # bob's one foreshadow
    assert g.zone("bob", "forecast") == ["Calendar"]
    assert g.zone("ann", "forecast") == []
    assert g.shared_bonus
    assert g.hand("ann") == ["Antibiotics"]
