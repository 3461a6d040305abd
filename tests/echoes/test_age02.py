"""Scenario tests for age 2 Echoes cards (written from the card texts and RULES.md)."""

from __future__ import annotations

from innovation.testing import Scenario


def _echoes(players: tuple[str, ...] = ("ann", "bob")) -> Scenario:
    return Scenario(players=players, expansions=("echoes",))


# --------------------------------------------------------------------------- Chaturanga


def test_chaturanga_melds_bonus_card_and_draws_two_of_its_bonus() -> None:
    s = _echoes()
    s.board("ann", "Chaturanga")  # 2 crowns
    s.board("bob", "Writing")  # 1 crown: no share
    s.hand("ann", "Plumbing", "Archery")  # Plumbing has a 2 bonus
    s.deck("echoes", 2, "Lever")  # first draw: base-only hand
    s.deck("base", 2, "Calendar")  # second draw: Lever is held
    g = s.build().dogma("Chaturanga")
    assert g.pile("ann", "red") == ["Plumbing"]
    assert g.hand("ann") == ["Archery", "Lever", "Calendar"]
    assert g.zone("ann", "forecast") == []
    assert not g.shared_bonus


def test_chaturanga_without_bonus_card_foreshadows_by_top_card_count() -> None:
    s = _echoes()
    s.board("ann", "Chaturanga", "Sailing")  # two top cards
    s.board("bob", "Writing")
    s.hand("ann", "Archery")
    s.deck("echoes", 2, "Lever")
    g = s.build().dogma("Chaturanga")
    assert g.zone("ann", "forecast") == ["Lever"]
    assert g.hand("ann") == ["Archery"]
    assert g.board("ann") == {"green": ["Sailing"], "purple": ["Chaturanga"]}


# --------------------------------------------------------------------------- Crossbow


def test_crossbow_demand_takes_bonus_card_to_score_then_gives_card_to_board() -> None:
    s = _echoes()
    s.board("ann", "Crossbow")  # 2 castles
    s.board("bob", "Writing")  # 0 castles: demanded
    s.hand("bob", "Dice", "Oars")
    s.hand("ann", "Sailing")
    g = s.build().dogma("Crossbow")
    assert g.score("ann") == ["Dice"]
    assert g.hand("bob") == ["Oars"]
    assert g.hand("ann") == []
    assert g.pile("bob", "green") == ["Sailing"]
    assert not g.shared_bonus


def test_crossbow_chooses_which_other_player_receives_the_card() -> None:
    s = _echoes(("ann", "bob", "cat"))
    s.board("ann", "Crossbow")
    s.board("bob", "Writing")
    s.board("cat", "Sailing")
    s.hand("ann", "Archery", "Mysticism")
    g = s.build().dogma("Crossbow").answer("cat", "Archery")
    assert g.pile("cat", "red") == ["Archery"]
    assert g.hand("ann") == ["Mysticism"]
    assert g.board("bob") == {"blue": ["Writing"]}


def test_crossbow_player_with_as_many_castles_is_not_demanded_and_shares() -> None:
    s = _echoes()
    s.board("ann", "Crossbow")  # 2 castles
    s.board("bob", "Archery")  # 2 castles
    s.hand("bob", "Dice")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Crossbow")
    assert g.score("ann") == []
    assert g.pile("ann", "blue") == ["Dice"]  # bob's shared effect
    assert g.hand("bob") == []
    assert g.shared_bonus
    assert g.hand("ann") == ["Calendar"]  # bonus drawn at Crossbow's 2


# --------------------------------------------------------------------------- Glassblowing


def test_glassblowing_echo_scores_bonus_card_then_foreshadows_three_above_lowest_non_green() -> None:
    s = _echoes()
    s.board("ann", "Glassblowing", "Calendar", "Oars")  # lowest non-green top: Oars (1)
    s.board("bob", "Writing")  # 1 crown < 3
    s.hand("ann", "Dice", "Archery")
    s.deck("echoes", 4, "Pencil")
    g = s.build().dogma("Glassblowing")
    assert g.score("ann") == ["Dice"]
    assert g.zone("ann", "forecast") == ["Pencil"]
    assert g.hand("ann") == ["Archery"]
    assert not g.shared_bonus


def test_glassblowing_with_only_green_top_foreshadows_a_three() -> None:
    s = _echoes()
    s.board("ann", "Glassblowing")
    s.board("bob", "Writing")
    s.hand("ann", "Archery")  # no bonus: nothing to score
    s.deck("echoes", 3, "Almanac")
    g = s.build().dogma("Glassblowing")
    assert g.score("ann") == []
    assert g.zone("ann", "forecast") == ["Almanac"]


# --------------------------------------------------------------------------- Horseshoes


def test_horseshoes_echo_foreshadows_and_demand_takes_castle_free_top_card() -> None:
    s = _echoes()
    s.board("ann", "Horseshoes")  # 1 castle
    s.board("bob", "Writing", "Sailing")  # 0 castles
    s.deck("base", 2, "Mathematics", "Calendar")
    g = s.build().dogma("Horseshoes").answer("Writing")
    assert g.zone("ann", "forecast") == ["Mathematics"]
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.board("bob") == {"blue": ["Calendar"], "green": ["Sailing"]}
    assert not g.shared_bonus


def test_horseshoes_demand_with_only_castle_tops_does_nothing() -> None:
    s = _echoes()
    s.board("ann", "Horseshoes", "Mysticism")  # 4 castles
    s.board("bob", "Oars")  # 2 castles: demanded, but Oars has a castle
    s.deck("base", 2, "Mathematics")
    g = s.build().dogma("Horseshoes")
    assert g.board("bob") == {"red": ["Oars"]}
    assert g.hand("bob") == []
    assert g.zone("ann", "forecast") == ["Mathematics"]


def test_horseshoes_echo_shared_by_player_with_more_castles() -> None:
    s = _echoes()
    s.board("ann", "Horseshoes")  # 1 castle
    s.board("bob", "Writing", "Archery")  # 2 castles: not demanded
    s.deck("base", 2, "Mathematics", "Calendar", "Fermenting")
    g = s.build().dogma("Horseshoes")
    assert g.zone("bob", "forecast") == ["Mathematics"]
    assert g.zone("ann", "forecast") == ["Calendar"]
    assert g.board("bob") == {"blue": ["Writing"], "red": ["Archery"]}
    assert g.shared_bonus
    assert g.hand("ann") == ["Fermenting"]  # bonus drawn at Horseshoes' 2


# --------------------------------------------------------------------------- Lever


def test_lever_echo_draws_two_and_pairs_of_returned_values_draw_one_higher() -> None:
    s = _echoes()
    s.board("ann", "Lever")  # 2 lightbulbs
    s.board("bob", "Sailing")  # 0 lightbulbs
    s.hand("ann", "Archery", "Oars", "Metalworking", "Calendar")
    s.deck("echoes", 2, "Linguistics")
    s.deck("base", 2, "Mathematics", "Fermenting")
    g = s.build().dogma("Lever")
    g.answer("Archery", "Oars", "Metalworking", "Calendar", "done")
    # Three 1s make one pair (a 2 is drawn); a lone 2 draws nothing.
    assert g.hand("ann") == ["Linguistics", "Mathematics", "Fermenting"]
    assert g.deck_bottom("base", 1, 3) == ["Metalworking", "Oars", "Archery"]
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert not g.shared_bonus


def test_lever_two_pairs_draw_in_the_chosen_order() -> None:
    s = _echoes()
    s.board("ann", "Lever")
    s.board("bob", "Sailing")
    s.hand("ann", "Archery", "Oars", "Canal Building", "Construction")
    s.deck("echoes", 2, "Linguistics")
    s.deck("base", 2, "Mathematics", "Fermenting")
    s.deck("base", 3, "Paper")
    g = s.build().dogma("Lever")
    g.answer("Archery", "Oars", "Canal Building", "Construction", "done", "3")
    assert g.hand("ann") == ["Linguistics", "Mathematics", "Paper", "Fermenting"]


def test_lever_return_may_be_declined() -> None:
    s = _echoes()
    s.board("ann", "Lever")
    s.board("bob", "Sailing")
    s.hand("ann", "Archery", "Oars")
    s.deck("echoes", 2, "Linguistics")
    s.deck("base", 2, "Mathematics")
    g = s.build().dogma("Lever").answer("done")
    assert g.hand("ann") == ["Archery", "Oars", "Linguistics", "Mathematics"]


# --------------------------------------------------------------------------- Linguistics


def test_linguistics_echo_draws_a_three_and_draws_a_chosen_bonus_value() -> None:
    s = _echoes()
    s.board("ann", "Linguistics", "Plumbing", "Puppet")  # bonuses 2 and 3
    s.board("bob", "Sailing")  # 0 lightbulbs
    s.deck("base", 3, "Paper")
    s.deck("echoes", 3, "Almanac")
    g = s.build().dogma("Linguistics").answer("draw a 3", "3")
    assert g.hand("ann") == ["Paper", "Almanac"]
    assert not g.shared_bonus


def test_linguistics_echo_foreshadows_a_four_and_no_bonus_draws_nothing() -> None:
    s = _echoes()
    s.board("ann", "Linguistics")
    s.board("bob", "Sailing")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Linguistics").answer("draw and foreshadow a 4")
    assert g.zone("ann", "forecast") == ["Anatomy"]
    assert g.hand("ann") == []
    assert g.idle


def test_linguistics_shared_bonus_draw() -> None:
    s = _echoes()
    s.board("ann", "Linguistics")  # 2 lightbulbs
    s.board("bob", "Writing", "Plumbing")  # 2 lightbulbs, bonus 2
    s.deck("base", 3, "Paper")
    s.deck("base", 2, "Calendar")
    s.deck("echoes", 2, "Lever")
    g = s.build().dogma("Linguistics").answer("draw a 3", "draw and foreshadow a 4")
    # bob chose "draw a 3" (Paper), then draws a 2 for his bonus (Echoes: base-only hand).
    assert g.hand("bob") == ["Paper", "Lever"]
    assert g.shared_bonus
    assert len(g.zone("ann", "forecast")) == 1
    assert g.hand("ann") == ["Calendar"]  # bonus draw at ann's highest top card (2)


# --------------------------------------------------------------------------- Pagoda


def test_pagoda_matching_colour_tucks_hand_card_and_melds_drawn_card() -> None:
    s = _echoes()
    s.board("ann", "Pagoda")  # 2 castles
    s.board("bob", "Writing")
    s.hand("ann", "Sailing", "Archery")
    s.deck("echoes", 3, "Homing Pigeons")  # green
    g = s.build().dogma("Pagoda")
    assert g.pile("ann", "green") == ["Sailing", "Homing Pigeons"]
    assert g.hand("ann") == ["Archery"]
    assert g.zone("ann", "forecast") == []
    assert not g.shared_bonus


def test_pagoda_chooses_which_matching_card_to_tuck() -> None:
    s = _echoes()
    s.board("ann", "Pagoda")
    s.board("bob", "Writing")
    s.hand("ann", "Sailing", "The Wheel", "Archery")
    s.deck("echoes", 3, "Homing Pigeons")
    g = s.build().dogma("Pagoda").answer("The Wheel")
    assert g.pile("ann", "green") == ["The Wheel", "Homing Pigeons"]
    assert g.hand("ann") == ["Sailing", "Archery"]


def test_pagoda_without_matching_card_foreshadows_the_drawn_card() -> None:
    s = _echoes()
    s.board("ann", "Pagoda")
    s.board("bob", "Writing")
    s.deck("base", 3, "Paper")
    g = s.build().dogma("Pagoda")
    assert g.zone("ann", "forecast") == ["Paper"]
    assert g.hand("ann") == []
    assert g.board("ann") == {"purple": ["Pagoda"]}


# --------------------------------------------------------------------------- Scissors


def test_scissors_echo_takes_bottom_card_which_is_scored_and_paper_is_taken() -> None:
    s = _echoes()
    s.board("ann", "Scissors", "Archery", "Oars")  # 3 castles
    s.board("bob", "Paper")  # 0 castles
    g = s.build().dogma("Scissors").answer("Archery", "Archery", "score")
    assert g.score("ann") == ["Archery", "Paper"]
    assert g.board("ann") == {"red": ["Oars"], "green": ["Scissors"]}
    assert g.board("bob") == {}
    assert not g.shared_bonus


def test_scissors_meld_one_and_score_another() -> None:
    s = _echoes()
    s.board("ann", "Sailing", "Scissors")  # Sailing is the green bottom card
    s.board("bob", "Writing")
    s.hand("ann", "Archery", "Tools")
    g = s.build().dogma("Scissors")
    g.answer("Sailing", "meld", "Archery", "score")
    assert g.pile("ann", "green") == ["Scissors", "Sailing"]
    assert g.score("ann") == ["Archery"]
    assert g.hand("ann") == ["Tools"]


def test_scissors_choice_may_be_declined_and_covered_paper_stays() -> None:
    s = _echoes()
    s.board("ann", "Scissors")
    s.board("bob", "Paper", "Sailing")  # Paper covered by Sailing
    s.hand("ann", "Archery")
    g = s.build().dogma("Scissors").answer("done")
    # The echo took Scissors itself (the only bottom card) into ann's hand.
    assert g.hand("ann") == ["Archery", "Scissors"]
    assert g.score("ann") == []
    assert g.pile("bob", "green") == ["Paper", "Sailing"]


# --------------------------------------------------------------------------- Toothbrush


def test_toothbrush_tucks_a_value_splays_and_moves_bottom_two() -> None:
    s = _echoes()
    s.board("ann", "Toothbrush", "Archery", "Oars")  # 1 leaf
    s.board("bob", "Writing")  # 0 leaves
    s.hand("ann", "Metalworking", "Sailing", "Calendar")
    s.exhaust("base", 2)
    s.deck("base", 2, "Mathematics", "Fermenting")
    g = s.build()
    before = g.available_achievements()
    g.dogma("Toothbrush").answer("1", "red", "yes")
    assert g.pile("ann", "red") == ["Metalworking", "Archery", "Oars"]
    assert g.pile("ann", "green") == ["Sailing"]
    assert g.hand("ann") == ["Calendar"]
    assert g.splay("ann", "red") == "left"
    assert g.available_achievements() == [*before, "Fermenting"]
    assert g.deck("base", 2) == ["Mathematics"]
    assert not g.shared_bonus


def test_toothbrush_may_decline_splay_and_transfer() -> None:
    s = _echoes()
    s.board("ann", "Toothbrush", "Archery", "Oars")
    s.board("bob", "Writing")
    s.hand("ann", "Calendar")
    s.exhaust("base", 2)
    s.deck("base", 2, "Mathematics")
    g = s.build()
    before = g.available_achievements()
    g.dogma("Toothbrush").answer("done", "no")
    assert g.pile("ann", "blue") == ["Calendar"]
    assert g.splay("ann", "red") == "none"
    assert g.available_achievements() == before
    assert g.deck("base", 2) == ["Mathematics"]


def test_toothbrush_empty_two_deck_asks_nothing() -> None:
    s = _echoes()
    s.board("ann", "Toothbrush")
    s.board("bob", "Writing")
    s.exhaust("base", 2)
    g = s.build()
    before = g.available_achievements()
    g.dogma("Toothbrush")
    assert g.idle
    assert g.available_achievements() == before


# --------------------------------------------------------------------------- Watermill


def test_watermill_tucks_bonus_card_and_draws_its_bonus_value() -> None:
    s = _echoes()
    s.board("ann", "Watermill")  # 3 leaves
    s.board("bob", "Writing")
    s.hand("ann", "Plumbing")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Watermill")
    assert g.pile("ann", "red") == ["Plumbing"]
    assert g.hand("ann") == ["Calendar"]
    assert g.idle
    assert not g.shared_bonus


def test_watermill_bonus_draw_lets_a_return_repeat_the_effect() -> None:
    s = _echoes()
    s.board("ann", "Watermill")
    s.board("bob", "Writing")
    s.hand("ann", "Plumbing", "Archery")
    s.deck("echoes", 2, "Horseshoes")  # bonus 2
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Watermill").answer("Archery")
    assert g.deck_bottom("base", 1) == ["Archery"]
    assert g.pile("ann", "red") == ["Horseshoes", "Plumbing"]
    assert g.hand("ann") == ["Calendar"]


def test_watermill_repeat_may_be_declined() -> None:
    s = _echoes()
    s.board("ann", "Watermill")
    s.board("bob", "Writing")
    s.hand("ann", "Plumbing", "Archery")
    s.deck("echoes", 2, "Horseshoes")
    g = s.build().dogma("Watermill").answer("done")
    assert g.pile("ann", "red") == ["Plumbing"]
    assert g.hand("ann") == ["Archery", "Horseshoes"]


def test_watermill_without_bonus_card_does_nothing() -> None:
    s = _echoes()
    s.board("ann", "Watermill")
    s.board("bob", "Writing")
    s.hand("ann", "Archery")
    g = s.build().dogma("Watermill")
    assert g.hand("ann") == ["Archery"]
    assert g.board("ann") == {"yellow": ["Watermill"]}


# --------------------------------------------------------------------------- more sharing cases


def test_pagoda_shared_by_player_with_as_many_castles() -> None:
    s = _echoes()
    s.board("ann", "Pagoda")  # 2 castles
    s.board("bob", "Archery")  # 2 castles: shares
    s.deck("base", 3, "Paper", "Optics")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Pagoda")
    assert g.zone("bob", "forecast") == ["Paper"]
    assert g.zone("ann", "forecast") == ["Optics"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Calendar"]


def test_toothbrush_shared_splay_gives_bonus() -> None:
    s = _echoes()
    s.board("ann", "Toothbrush")  # 1 leaf
    s.board("bob", "Archery", "Oars")  # 0 leaves unsplayed ...
    s.board("bob", "Agriculture")  # ... plus 3 leaves: shares
    s.exhaust("base", 2)
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Toothbrush").answer("red", "no", "no")  # bob, then ann, decline
    assert g.splay("bob", "red") == "left"
    assert g.shared_bonus
    assert g.hand("ann") == ["Calendar"]
    assert g.deck("base", 2) == []
