"""4th-edition Echoes, age 1: every effect, from the card texts (cards/4e/echoes.json) and
RULES-4e.md §6. Reminder for the set-ups: in the 4th edition a player draws an Echoes card
instead of a base card when exactly one of their top cards has their highest top value."""

from __future__ import annotations

from tests.cards4e.echoes.echoes4e import junk, scenario


# --------------------------------------------------------------------------- Bangle
def test_bangle_echo_tucks_a_1_and_first_effect_draws_a_2_into_the_forecast() -> None:
    s = scenario().board("ann", "Bangle").hand("ann", "Sailing", "Calendar")
    s.deck("base", 2, "Mathematics")  # after the tuck two top 1s: base draws
    g = s.build().dogma("Bangle").answer("draw and foreshadow a 2")
    assert g.pile("ann", "green") == ["Sailing"]  # the only 1 in hand, tucked
    assert g.hand("ann") == ["Calendar"]
    assert g.zone("ann", "forecast") == ["Mathematics"]  # second effect: the forecast is not empty


def test_bangle_tucks_a_2_from_the_forecast_then_refills_an_empty_forecast_with_a_3() -> None:
    s = scenario().board("ann", "Bangle").zone("ann", "forecast", "Calendar")
    s.deck("echoes", 3, "Almanac")  # after the tuck Calendar (2) is the unique highest top card
    g = s.build().dogma("Bangle").answer("tuck a 2 from your forecast")
    assert g.pile("ann", "blue") == ["Calendar"]
    assert g.zone("ann", "forecast") == ["Almanac"]


# --------------------------------------------------------------------------- Bell
def test_bell_echo_may_score_then_draws_a_1_and_a_2_into_the_forecast() -> None:
    s = scenario().board("ann", "Bell").hand("ann", "Sailing").hand("bob", "Oars")
    s.deck("echoes", 1, "Dice").deck("echoes", 2, "Lever")
    g = s.build().dogma("Bell").answer("Sailing")
    assert g.score("ann") == ["Sailing"]
    assert sorted(g.zone("ann", "forecast")) == ["Dice", "Lever"]
    assert g.hand("bob") == ["Oars"]  # not foreseen: nobody returns a hand


def test_bell_foreseen_returns_every_hand() -> None:
    # A Meld action of a 1 promotes Bell (mandatory, the only candidate) and runs its dogma at once.
    s = scenario().hand("ann", "Archery").zone("ann", "forecast", "Bell").hand("bob", "Oars", "Sailing")
    s.board("ann", "Writing")  # two top cards of value 1 after the meld: base draws
    s.deck("base", 1, "Tools").deck("base", 2, "Mathematics")
    g = s.build().meld("Archery").answer("Oars")  # bob orders his two 1s going to the 1 pile
    assert g.pile("ann", "purple") == ["Bell"]
    assert g.hand("bob") == [] and g.hand("ann") == []
    assert g.deck_bottom("base", 1, 2) == ["Sailing", "Oars"]
    assert sorted(g.zone("ann", "forecast")) == ["Mathematics", "Tools"]


# --------------------------------------------------------------------------- Candles
def test_candles_echo_draws_a_3_when_nobody_has_fewer_points() -> None:
    # ann: 1 point (Candles' bonus); bob: 2 points, so bob (sharing: more lightbulbs) draws nothing
    s = scenario().board("ann", "Candles").score("bob", "Calendar").board("bob", "Tools")
    s.deck("echoes", 3, "Novel")
    g = s.build().dogma("Candles")
    assert g.hand("ann") == ["Novel"] and g.hand("bob") == []


def test_candles_echo_draws_nothing_when_someone_has_fewer_points() -> None:
    s = scenario().board("ann", "Candles").score("ann", "Writing")  # bob: no points, no lightbulb
    g = s.build().dogma("Candles")
    assert g.hand("ann") == [] and g.hand("bob") == []


def test_candles_demand_takes_a_castle_or_lightbulb_card_and_the_victim_draws_a_1() -> None:
    s = scenario().board("ann", "Candles").score("ann", "Writing")  # ann has points: no echo draw
    s.hand("bob", "Code of Laws", "Tools").deck("base", 1, "Sailing")  # Tools has lightbulbs
    g = s.build().dogma("Candles")
    assert g.hand("ann") == ["Tools"]
    assert sorted(g.hand("bob")) == ["Code of Laws", "Sailing"]


def test_candles_demand_without_such_a_card_draws_nothing() -> None:
    s = scenario().board("ann", "Candles").score("ann", "Writing").hand("bob", "Code of Laws")
    g = s.build().dogma("Candles")
    assert g.hand("bob") == ["Code of Laws"] and g.hand("ann") == []


# --------------------------------------------------------------------------- Chopsticks
def test_chopsticks_echo_may_foreshadow_a_1_and_junking_the_1_deck_achieves_the_highest_junk_card() -> None:
    s = scenario().board("ann", "Chopsticks").score("ann", "Calendar", "Construction", "Archery")  # 5 points
    s.exhaust("base", 1).deck("base", 1, "Sailing").deck("echoes", 1, "Dice")
    g = s.build().dogma("Chopsticks").answer("yes", "yes")
    assert g.zone("ann", "forecast") == ["Dice"]
    assert g.achievements("ann") == ["Sailing"]  # the only card in the junk; eligible for a 1
    assert g.deck("base", 1) == []


def test_chopsticks_achieves_nothing_when_not_eligible_for_the_highest_junk_card() -> None:
    s = scenario().board("ann", "Chopsticks").score("ann", "Calendar", "Construction", "Archery")
    s.exhaust("base", 1).deck("base", 1, "Sailing").shared_zone("junk", "Mathematics")
    g = s.build().dogma("Chopsticks").answer("no", "yes")  # Mathematics (2): top card only a 1
    assert g.achievements("ann") == []
    assert junk(g) == ["Mathematics", "Sailing"]
    assert g.zone("ann", "forecast") == []


def test_chopsticks_may_keep_the_deck() -> None:
    s = scenario().board("ann", "Chopsticks").deck("base", 1, "Sailing")
    g = s.build().dogma("Chopsticks").answer("no", "no")
    assert g.deck("base", 1)[0] == "Sailing" and junk(g) == []


# --------------------------------------------------------------------------- Comb
def test_comb_keeps_the_drawn_cards_of_the_named_colour() -> None:
    s = scenario().board("ann", "Comb")
    s.deck("echoes", 1, "Bangle", "Bell", "Candles", "Plumbing", "Dice")  # red, purple, red, red, blue
    g = s.build().dogma("Comb").answer("red", "Bell")  # then the order of the two returned
    assert sorted(g.hand("ann")) == ["Bangle", "Candles", "Plumbing"]
    assert g.deck_bottom("echoes", 1, 2) == ["Dice", "Bell"]


def test_comb_foreseen_returns_the_named_colour_from_every_board() -> None:
    s = scenario().hand("ann", "Writing").zone("ann", "forecast", "Comb").board("ann", "Pottery", "Archery")
    s.board("bob", "Oars", "Tools")
    s.deck("base", 1, "Sailing", "Agriculture", "The Wheel", "Clothing", "Mysticism")
    g = s.build().meld("Writing")  # Writing on Pottery (blue); Comb promoted; two 1s on top at least
    g.answer("blue", "Sailing", "Agriculture", "The Wheel", "Clothing")  # the drawn cards' return order
    g.answer("Writing")  # ann's blue pile, in her order (bob has one blue card)
    assert g.pile("ann", "blue") == [] and g.pile("bob", "blue") == []
    assert g.pile("ann", "red") == ["Archery"] and g.pile("bob", "red") == ["Oars"]
    assert g.hand("ann") == []  # none of the five drawn 1s is blue


# --------------------------------------------------------------------------- Dice
def test_dice_draws_an_echoes_1_and_melds_a_card_of_its_bonus_value() -> None:
    s = scenario().board("ann", "Dice", "Sailing")  # two 1s: base draws except the named Echoes draw
    s.deck("echoes", 1, "Plumbing").deck("base", 2, "Mathematics")  # Plumbing: bonus 2
    g = s.build().dogma("Dice")
    assert g.hand("ann") == ["Plumbing"]
    assert g.pile("ann", "blue")[-1] == "Mathematics"


def test_dice_without_a_bonus_melds_nothing_and_unforeseen_draws_no_4() -> None:
    s = scenario().board("ann", "Dice", "Sailing").deck("echoes", 1, "Comb")
    g = s.build().dogma("Dice")
    assert g.hand("ann") == ["Comb"] and g.pile("ann", "blue")[-1] == "Dice"


def test_dice_foreseen_gives_a_drawn_4_to_an_opponent_with_more_bonus_points() -> None:
    s = scenario().hand("ann", "Sailing").zone("ann", "forecast", "Dice").board("ann", "Archery")
    s.board("bob", "Plumbing")  # a bonus of 2: more bonus points than ann (none)
    s.deck("echoes", 1, "Comb").deck("base", 4, "Anatomy")
    g = s.build().meld("Sailing")
    assert g.hand("bob") == ["Anatomy"] and g.hand("ann") == ["Comb"]


# --------------------------------------------------------------------------- Flute
def test_flute_demand_returns_an_expansion_card_and_effect_draws_on_a_bonus() -> None:
    s = scenario().board("ann", "Flute", "Writing").hand("bob", "Sailing", "Comb")
    s.deck("echoes", 1, "Plumbing").deck("base", 1, "Tools")
    g = s.build().dogma("Flute")  # the echo: no pile of two cards to splay
    assert g.hand("bob") == ["Sailing"] and g.deck_bottom("echoes", 1) == ["Comb"]
    assert sorted(g.hand("ann")) == ["Plumbing", "Tools"]


def test_flute_echo_may_splay_left() -> None:
    s = scenario().board("ann", "Flute", "Writing", "Tools").deck("echoes", 1, "Comb")
    g = s.build().dogma("Flute").answer("blue")
    assert g.splay("ann", "blue") == "left" and g.hand("ann") == ["Comb"]


# --------------------------------------------------------------------------- Ice Skates
def test_ice_skates_returns_up_to_two_cards_each_paying_a_meld_or_a_forecast() -> None:
    s = scenario().board("ann", "Ice Skates", "Writing").hand("ann", "Oars", "Tools", "Sailing")
    s.deck("base", 2, "Mathematics").deck("echoes", 3, "Almanac")
    g = s.build().dogma("Ice Skates").answer("Oars", "Tools", "draw and meld a 2", "draw and foreshadow a 3")
    assert g.hand("ann") == ["Sailing"]
    assert g.pile("ann", "blue")[-1] == "Mathematics"
    assert g.zone("ann", "forecast") == ["Almanac"]  # Mathematics alone is highest now: an Echoes 3
    assert junk(g) == []  # not foreseen


def test_ice_skates_foreseen_junks_the_1_and_2_decks() -> None:
    s = scenario().hand("ann", "Archery").zone("ann", "forecast", "Ice Skates").board("ann", "Writing")
    g = s.build().meld("Archery")
    assert g.deck("base", 1) == [] and g.deck("base", 2) == []
    assert g.pile("ann", "green") == ["Ice Skates"]


# --------------------------------------------------------------------------- Noodles
def test_noodles_scores_a_2_with_more_1s_than_every_opponent_then_reveals_a_1() -> None:
    s = scenario().board("ann", "Noodles", "Writing").hand("ann", "Sailing", "Oars").hand("bob", "Tools")
    s.deck("base", 2, "Mathematics").deck("base", 1, "Agriculture")  # yellow: score every 1 in hand
    g = s.build().dogma("Noodles")
    assert sorted(g.score("ann")) == ["Agriculture", "Mathematics", "Oars", "Sailing"]


def test_noodles_not_more_1s_and_a_non_yellow_reveal_score_nothing() -> None:
    s = scenario().board("ann", "Noodles", "Writing").hand("ann", "Sailing").hand("bob", "Tools")
    s.deck("base", 1, "Oars")
    g = s.build().dogma("Noodles")
    assert g.score("ann") == [] and sorted(g.hand("ann")) == ["Oars", "Sailing"]


# --------------------------------------------------------------------------- Perfume
def test_perfume_echo_tucks_1s_while_they_have_castles_and_the_demand_takes_a_top_card() -> None:
    s = scenario().board("ann", "Perfume", "Sailing").board("bob", "Calendar")
    s.deck("base", 1, "Archery", "Code of Laws").deck("base", 2, "Mathematics")
    g = s.build().dogma("Perfume")
    assert g.pile("ann", "red") == ["Archery"] and g.pile("ann", "purple") == ["Code of Laws"]
    # bob's Calendar (2) matches no value of ann's top cards (1s): it goes over, bob melds a 2
    assert g.pile("ann", "blue")[-1] == "Calendar"
    assert g.pile("bob", "blue") == ["Mathematics"]


# --------------------------------------------------------------------------- Plumbing
def test_plumbing_scores_the_bottom_blue_card_and_junks_the_1_deck() -> None:
    s = scenario().board("ann", "Plumbing", "Tools", "Writing")
    g = s.build().dogma("Plumbing")
    assert g.score("ann") == ["Tools"] and g.pile("ann", "blue") == ["Writing"]
    assert g.deck("base", 1) == []


# --------------------------------------------------------------------------- Puppet
def test_puppet_junks_an_available_achievement_of_a_score_pile_value() -> None:
    s = scenario().board("ann", "Puppet").score("ann", "Calendar")
    g = s.build().dogma("Puppet")
    ages = sorted(g.game.rules.cards[c].age for c in g.game.state.achievements)
    assert 2 not in ages and len(junk(g)) == 1


def test_puppet_with_an_empty_score_pile_junks_nothing() -> None:
    g = scenario().board("ann", "Puppet").build().dogma("Puppet")
    assert junk(g) == []


# --------------------------------------------------------------------------- Ruler
def test_ruler_echo_draws_a_2_and_effect_foreshadows_one_echoes_1_returning_the_other() -> None:
    s = scenario().board("ann", "Ruler", "Sailing")  # two 1s on top: base unless an Echoes draw is named
    s.deck("base", 2, "Mathematics").deck("echoes", 1, "Comb", "Dice")
    g = s.build().dogma("Ruler").answer("Dice")
    assert g.hand("ann") == ["Mathematics"]
    assert g.zone("ann", "forecast") == ["Dice"]
    assert g.deck_bottom("echoes", 1) == ["Comb"]


# --------------------------------------------------------------------------- Soap
def test_soap_tucks_and_may_achieve_when_its_top_card_beats_every_opponent() -> None:
    s = scenario().board("ann", "Soap", "Calendar").hand("ann", "Tools", "Writing", "Sailing")
    s.score("ann", "Construction", "Mathematics", "Archery")  # 5 points: eligible for a 1
    s.board("bob", "Oars")  # no leaf (no sharing), no blue card
    g = s.build().dogma("Soap").answer("blue", "Tools", "done", "Sailing")
    assert g.pile("ann", "blue") == ["Tools", "Calendar"]
    assert g.achievements("ann") == ["Sailing"]


def test_soap_without_a_higher_top_card_achieves_nothing() -> None:
    s = scenario().board("ann", "Soap", "Writing").hand("ann", "Tools", "Oars")
    s.score("ann", "Construction", "Calendar", "Archery").board("bob", "Mathematics")
    g = s.build().dogma("Soap").answer("blue", "Tools")
    assert g.pile("ann", "blue") == ["Tools", "Writing"]
    assert g.achievements("ann") == [] and g.hand("ann") == ["Oars"]


# --------------------------------------------------------------------------- Umbrella
def test_umbrella_echo_may_meld_and_effect_scores_two_per_returned_card() -> None:
    s = scenario().board("ann", "Umbrella", "Writing").hand("ann", "Oars", "Tools", "Sailing", "Archery")
    g = s.build().dogma("Umbrella").answer("done", "Oars", "done", "Tools", "Sailing")
    assert sorted(g.score("ann")) == ["Sailing", "Tools"]
    assert g.hand("ann") == ["Archery"]
