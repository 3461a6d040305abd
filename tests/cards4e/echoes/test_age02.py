"""4th-edition Echoes, age 2: every effect, from the card texts (cards/4e/echoes.json) and
RULES-4e.md §6. In the 4th edition a draw is an Echoes draw when exactly one top card has the
drawer's highest top value: most set-ups keep two top cards of that value (base draws)."""

from __future__ import annotations

from tests.cards4e.echoes.echoes4e import junk, scenario


# --------------------------------------------------------------------------- Chaturanga
def test_chaturanga_melds_a_hand_card_and_foreshadows_a_card_of_its_value() -> None:
    s = scenario().board("ann", "Chaturanga").hand("ann", "Calendar").deck("base", 2, "Mathematics")
    g = s.build().dogma("Chaturanga")
    assert g.pile("ann", "blue") == ["Calendar"]
    assert g.zone("ann", "forecast") == ["Mathematics"]  # not foreseen: nothing more


def test_chaturanga_foreseen_foreshadows_a_card_of_the_number_of_colours() -> None:
    s = scenario().hand("ann", "Construction").zone("ann", "forecast", "Chaturanga").board("ann", "Sailing")
    s.deck("base", 3, "Optics")  # red, green, purple: three colours
    g = s.build().meld("Construction")
    assert g.pile("ann", "purple") == ["Chaturanga"]
    assert g.zone("ann", "forecast") == ["Optics"]


# --------------------------------------------------------------------------- Crossbow
def test_crossbow_demand_takes_an_expansion_card_and_effect_gives_a_card_to_an_opponent() -> None:
    s = scenario().board("ann", "Crossbow").hand("ann", "Tools").hand("bob", "Comb", "Sailing")
    g = s.build().dogma("Crossbow")
    assert g.score("ann") == ["Comb"] and g.hand("bob") == ["Sailing"]
    assert g.pile("bob", "blue") == ["Tools"] and g.hand("ann") == []


# --------------------------------------------------------------------------- Glassblowing
def test_glassblowing_scores_an_expansion_card_foreshadows_and_junks_a_deck() -> None:
    s = scenario().board("ann", "Glassblowing", "Archery").hand("ann", "Comb", "Sailing")
    s.deck("echoes", 4, "Pencil")  # Glassblowing (2) is the unique highest top card: Echoes draw
    g = s.build().dogma("Glassblowing").answer("3")
    assert g.score("ann") == ["Comb"] and g.hand("ann") == ["Sailing"]
    assert g.zone("ann", "forecast") == ["Pencil"]  # lowest non-green top card 1, plus three
    assert g.deck("base", 3) == [] and g.deck("base", 2) != []


# --------------------------------------------------------------------------- Horseshoes
def test_horseshoes_echo_may_foreshadow_a_3_and_the_demand_takes_a_top_card() -> None:
    s = scenario().board("ann", "Horseshoes", "Calendar").board("bob", "Writing")
    s.deck("base", 3, "Optics").deck("base", 2, "Mathematics")
    g = s.build().dogma("Horseshoes").answer("draw and foreshadow a 3")
    assert g.zone("ann", "forecast") == ["Optics"]
    assert g.pile("ann", "blue") == ["Calendar", "Writing"]
    assert g.pile("bob", "blue") == ["Mathematics"]


def test_horseshoes_echo_may_foreshadow_nothing() -> None:
    g = scenario().board("ann", "Horseshoes", "Calendar").build().dogma("Horseshoes").answer("neither")
    assert g.zone("ann", "forecast") == []


# --------------------------------------------------------------------------- Lever
def test_lever_draws_two_2s_and_a_returned_pair_draws_a_3() -> None:
    s = scenario().board("ann", "Lever", "Construction").deck("base", 2, "Mathematics", "Philosophy")
    s.deck("base", 3, "Optics")
    g = s.build().dogma("Lever").answer("Mathematics", "Philosophy")
    assert g.hand("ann") == ["Optics"]


# --------------------------------------------------------------------------- Linguistics
def test_linguistics_draws_a_card_of_a_bonus_value_on_any_board() -> None:
    s = scenario().board("ann", "Linguistics", "Construction").board("bob", "Plumbing")  # bonus 2
    s.deck("base", 3, "Optics").deck("base", 2, "Mathematics")
    g = s.build().dogma("Linguistics").answer("draw a 3")
    assert sorted(g.hand("ann")) == ["Mathematics", "Optics"]
    assert junk(g) == []  # not foreseen


def test_linguistics_foreseen_junks_the_available_achievements_of_that_value() -> None:
    s = scenario().hand("ann", "Construction").zone("ann", "forecast", "Linguistics").board("bob", "Plumbing")
    s.deck("base", 4, "Enterprise").deck("base", 2, "Mathematics")  # Construction and Linguistics: two top 2s
    g = s.build().meld("Construction").answer("draw and foreshadow a 4")
    assert g.zone("ann", "forecast") == ["Enterprise"]
    assert g.hand("ann") == ["Mathematics"]
    assert len(junk(g)) == 1  # the available 2
    assert all(g.game.rules.cards[c].age != 2 for c in g.game.state.achievements)


# --------------------------------------------------------------------------- Pagoda
def test_pagoda_tucks_a_matching_card_to_meld_the_drawn_3() -> None:
    s = scenario().board("ann", "Pagoda", "Construction").hand("ann", "Mysticism").deck("base", 3, "Education")
    g = s.build().dogma("Pagoda").answer("Mysticism")
    assert g.pile("ann", "purple") == ["Mysticism", "Pagoda", "Education"]
    assert g.zone("ann", "forecast") == []


def test_pagoda_without_a_tuck_keeps_the_drawn_card_in_the_forecast() -> None:
    s = scenario().board("ann", "Pagoda", "Construction").hand("ann", "Sailing").deck("base", 3, "Education")
    g = s.build().dogma("Pagoda")
    assert g.zone("ann", "forecast") == ["Education"] and g.hand("ann") == ["Sailing"]


def test_pagoda_foreseen_melds_that_colour_from_every_other_board() -> None:
    s = scenario().hand("ann", "Construction", "Mysticism").zone("ann", "forecast", "Pagoda")
    s.board("ann", "Calendar").board("bob", "Code of Laws").deck("base", 3, "Education")
    g = s.build().meld("Construction").answer("Mysticism")
    assert g.pile("ann", "purple") == ["Mysticism", "Pagoda", "Education", "Code of Laws"]
    assert g.pile("bob", "purple") == []


# --------------------------------------------------------------------------- Scissors
def test_scissors_scores_the_bottom_yellow_card_melds_or_scores_and_scores_a_top_paper() -> None:
    s = scenario().board("ann", "Scissors", "Agriculture", "Domestication").hand("ann", "Tools")
    s.board("bob", "Paper")
    g = s.build().dogma("Scissors").answer("Tools", "meld")
    assert "Agriculture" in g.score("ann") and g.pile("ann", "yellow") == ["Domestication"]
    assert g.pile("ann", "blue") == ["Tools"]
    assert "Paper" in g.score("ann") and g.pile("bob", "green") == []


# --------------------------------------------------------------------------- Toothbrush
def test_toothbrush_tucks_a_value_may_splay_and_junking_the_2_deck_achieves() -> None:
    s = scenario().board("ann", "Toothbrush", "Construction").hand("ann", "Sailing", "Archery", "Calendar")
    s.board("ann", "Oars")  # under Construction: red is two cards
    s.score("ann", "Optics", "Education", "Alchemy", "Engineering")  # 12 points: eligible for a 2
    s.exhaust("base", 2).deck("base", 2, "Mathematics")
    g = s.build().dogma("Toothbrush").answer("1", "red", "yes")
    assert sorted(g.pile("ann", "red")) == ["Archery", "Construction", "Oars"]
    assert g.pile("ann", "green") == ["Sailing"]
    assert g.splay("ann", "red") == "left"
    assert g.achievements("ann") == ["Mathematics"]


# --------------------------------------------------------------------------- Watermill
def test_watermill_draws_a_bonus_value_and_tucks_a_card() -> None:
    s = scenario().board("ann", "Watermill", "Plumbing", "Calendar").hand("ann", "Tools")  # two top 2s
    s.deck("base", 2, "Mathematics")
    g = s.build().dogma("Watermill").answer("Tools")
    assert g.hand("ann") == ["Mathematics"]
    assert g.pile("ann", "blue") == ["Tools", "Calendar"]


def test_watermill_foreseen_tucks_the_deck_of_the_tucked_value() -> None:
    s = scenario().hand("ann", "Construction", "Sailing").zone("ann", "forecast", "Watermill")
    s.exhaust("base", 1).deck("base", 1, "Tools")
    g = s.build().meld("Construction")  # Watermill promoted; the only hand card is tucked
    assert g.pile("ann", "green") == ["Sailing"] and g.pile("ann", "blue") == ["Tools"]
    assert g.deck("base", 1) == []
