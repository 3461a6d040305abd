"""Scenario tests for the 4th-edition Echoes cards of age 9 (written from the card texts and
RULES-4e.md §6: a draw is an Echoes card when your highest top card is the only one of its value,
a base card otherwise; a card promoted from the forecast is *foreseen* and its dogma runs)."""

from __future__ import annotations

from tests.cards4e.echoes.echoes4e import foresee, junk, scenario, winners

# --------------------------------------------------------------------------- ATM


def test_atm_scores_any_value_takes_a_top_card_without_crown_and_junks_the_ten_deck() -> None:
    s = scenario()
    s.board("ann", "ATM")
    s.board("bob", "Archery", "Pottery", "Agriculture")
    s.deck("echoes", 3, "Almanac")
    g = s.build().dogma("ATM").answer("3")
    assert g.score("ann") == ["Almanac"]
    g.answer("Archery")  # bob: his highest non-yellow top cards without a crown tie at 1
    assert g.pile("ann", "red") == ["Archery"]
    assert g.pile("bob", "yellow") == ["Agriculture"]
    assert g.deck("base", 10) == []
    assert len(junk(g)) == 9


# --------------------------------------------------------------------------- Calculator


def test_calculator_scores_two_bottom_cards_of_different_colours_draws_their_sum_once_more() -> None:
    s = scenario()
    s.board("ann", "Calculator", "Archery", "Combustion", "Agriculture", "Mapmaking", "Bicycle")
    s.deck("echoes", 3, "Almanac")
    s.deck("echoes", 8, "Nylon")
    g = s.build().dogma("Calculator")
    g.answer("Archery")
    assert "Combustion" not in g.options  # the second card comes from another colour
    g.answer("Mapmaking")  # 1 + 2: draw a 3, and repeat
    g.answer("Agriculture", "Bicycle")  # 1 + 7: draw an 8, and no more
    assert sorted(g.score("ann")) == ["Agriculture", "Archery", "Bicycle", "Mapmaking"]
    assert g.hand("ann") == ["Almanac", "Nylon"]
    assert g.board("ann") == {"blue": ["Calculator"], "red": ["Combustion"]}


def test_calculator_a_total_of_twelve_draws_nothing() -> None:
    s = scenario()
    s.board("ann", "Calculator", "Flight", "Anatomy")
    g = s.build().dogma("Calculator").answer("Flight")  # then Anatomy: 8 + 4 = 12, not less
    assert sorted(g.score("ann")) == ["Anatomy", "Flight"]
    assert g.hand("ann") == []
    assert g.board("ann") == {"blue": ["Calculator"]}


# --------------------------------------------------------------------------- Credit Card


def test_credit_card_foreshadows_a_nine_and_trades_a_top_card_for_a_scored_card() -> None:
    s = scenario()
    s.board("ann", "Credit Card", "Agriculture")
    s.deck("echoes", 9, "Laser")
    s.deck("echoes", 1, "Bangle")
    g = s.build().dogma("Credit Card")
    assert g.zone("ann", "forecast") == ["Laser"]
    g.answer("Agriculture")
    assert g.hand("ann") == ["Agriculture"]
    assert g.score("ann") == ["Bangle"]
    assert g.idle  # not foreseen: no repeat


def test_credit_card_foreseen_repeats() -> None:
    s = scenario()
    s.board("ann", "Agriculture", "Pottery")
    s.deck("base", 9, "Fission")  # two top 9s: a base 9 for the echo effect
    s.deck("echoes", 9, "Laser")
    s.deck("echoes", 1, "Bangle")
    g = foresee(s, "ann", "Computers", "Credit Card")
    assert g.zone("ann", "forecast") == ["Fission"]
    g.answer("Computers")  # then Credit Card is the one highest top card: an Echoes 9
    g.answer("Agriculture")
    g.answer("done")
    assert g.hand("ann") == ["Computers", "Agriculture"]
    assert g.score("ann") == ["Laser", "Bangle"]


# --------------------------------------------------------------------------- Email


def test_email_foreshadows_a_ten_and_a_nine_then_self_executes_the_lowest_non_green_top() -> None:
    s = scenario()
    s.board("ann", "Email", "Writing", "Enterprise")
    s.deck("echoes", 10, "GPS")
    s.deck("echoes", 9, "Laser")
    s.deck("echoes", 2, "Lever")
    g = s.build().dogma("Email")
    assert g.zone("ann", "forecast") == ["GPS", "Laser"]
    assert g.hand("ann") == ["Lever"]  # Writing: draw a 2


def test_email_foreseen_also_foreshadows_an_eleven() -> None:
    s = scenario()
    s.board("ann", "Writing")
    s.deck("base", 10, "A. I.")  # two top 9s: base draws
    s.deck("base", 9, "Fission")
    s.deck("base", 11, "Fusion")
    s.deck("base", 2, "Calendar")
    g = foresee(s, "ann", "Ecology", "Email")
    assert g.zone("ann", "forecast") == ["A. I.", "Fission", "Fusion"]
    assert g.hand("ann") == ["Calendar"]


# --------------------------------------------------------------------------- Helicopter


def test_helicopter_scores_top_cards_for_their_owners_while_icon_sharing_cards_are_returned() -> None:
    s = scenario()
    s.board("ann", "Helicopter", "Agriculture")
    s.board("bob", "Pottery", "Mapmaking")
    s.hand("ann", "Calendar", "Oars")
    g = s.build().dogma("Helicopter")
    g.answer("Pottery", "Calendar")  # Calendar shares the leaf: returned, and again
    g.answer("Mapmaking", "done")
    assert sorted(g.score("bob")) == ["Mapmaking", "Pottery"]
    assert g.hand("ann") == ["Oars"]
    assert g.pile("ann", "yellow") == ["Agriculture"]


def test_helicopter_counts_the_avatar_as_an_icon_type() -> None:
    s = scenario()
    s.board("ann", "Helicopter")
    s.board("bob", "Escapism")
    s.hand("ann", "Self Service")
    g = s.build().dogma("Helicopter").answer("Self Service")  # Escapism is the only top card
    assert g.score("bob") == ["Escapism"]
    assert g.hand("ann") == []


# --------------------------------------------------------------------------- Jet


def test_jet_melds_demands_the_top_card_of_that_colour_and_junks_both_values() -> None:
    s = scenario()
    s.board("ann", "Jet")
    s.hand("ann", "Pottery")
    s.board("bob", "Mathematics")
    s.available_achievements("Agriculture", "Calendar", "Optics")
    s.deck("echoes", 10, "GPS")
    g = s.build().dogma("Jet")
    assert g.pile("ann", "blue") == ["Pottery"]
    assert g.board("bob") == {}
    assert junk(g) == ["Agriculture", "Calendar"]
    assert g.available_achievements() == ["Optics"]
    assert g.zone("ann", "forecast") == ["GPS"]


def test_jet_without_an_echo_meld_demands_nothing() -> None:
    s = scenario()
    s.board("ann", "Jet")
    s.board("bob", "Mathematics")
    s.deck("echoes", 10, "GPS")
    g = s.build().dogma("Jet")
    assert g.pile("bob", "blue") == ["Mathematics"]
    assert junk(g) == []


# --------------------------------------------------------------------------- Karaoke


def test_karaoke_melds_a_hand_value_takes_bottom_cards_claims_and_self_executes() -> None:
    s = scenario()
    s.board("ann", "Code of Laws", "Karaoke", "Agriculture", "Canal Building")
    s.hand("ann", "Flight")
    s.available_achievements("Mobility", "Optics")
    s.deck("echoes", 8, "Tractor")
    s.deck("echoes", 7, "Rubber", "Jeans", "Elevator")
    g = s.build().dogma("Karaoke")
    assert g.pile("ann", "yellow") == ["Canal Building", "Tractor"]
    assert g.achievements("ann") == ["Mobility"]  # the 8 on offer, not eligible or not
    # Tractor self-executed: its echo (draw a 7), draw and score a 7, draw a 7
    assert sorted(g.hand("ann")) == ["Agriculture", "Code of Laws", "Elevator", "Flight", "Rubber"]
    assert g.score("ann") == ["Jeans"]


def test_karaoke_without_an_achievement_of_that_value_self_executes_nothing() -> None:
    s = scenario()
    s.board("ann", "Karaoke")
    s.hand("ann", "Flight")
    s.available_achievements("Optics")
    s.deck("echoes", 8, "Tractor")
    g = s.build().dogma("Karaoke")
    assert sorted(g.hand("ann")) == ["Flight", "Karaoke", "Tractor"]  # both single piles' bottoms
    assert g.achievements("ann") == []
    assert g.score("ann") == []


# --------------------------------------------------------------------------- Laser


def test_laser_returns_four_score_cards_and_the_achievements_then_foreshadows_and_melds() -> None:
    s = scenario()
    s.board("ann", "Laser")
    s.score("ann", "Agriculture", "Calendar", "Compass", "Colonialism", "Astronomy")
    s.available_achievements("Mapmaking", "Optics")
    s.deck("echoes", 11, "Drone")
    s.deck("echoes", 10, "GPS")
    g = s.build().dogma("Laser").answer("Agriculture", "Calendar", "Compass", "Colonialism")
    assert g.score("ann") == ["Astronomy"]
    assert g.available_achievements() == []
    assert g.deck_bottom("base", 3) == ["Optics"]
    assert g.zone("ann", "forecast") == ["Drone"]
    assert g.pile("ann", "green") == ["GPS"]


def test_laser_foreseen_also_melds_an_eleven() -> None:
    s = scenario()
    s.deck("base", 11, "Fusion")  # two top 9s: base draws …
    s.deck("base", 10, "Databases")
    s.deck("echoes", 11, "Drone")  # … until the 10 is the one highest top card
    g = foresee(s, "ann", "Fission", "Laser")
    assert g.zone("ann", "forecast") == ["Fusion"]
    assert g.pile("ann", "green") == ["Databases"]
    assert g.pile("ann", "red") == ["Fission", "Drone"]


# --------------------------------------------------------------------------- Rock


def test_rock_takes_the_top_green_card_and_wins_when_scissors_shows() -> None:
    s = scenario()
    s.board("ann", "Rock")
    s.board("bob", "Scissors", "Sailing")
    g = s.build().dogma("Rock")
    assert g.hand("ann") == ["Sailing"]
    assert winners(g) == ["ann"]


def test_rock_wins_with_paper_on_top_of_your_green_pile() -> None:
    s = scenario()
    s.board("ann", "Rock", "Paper")
    g = s.build().dogma("Rock").answer("done")
    assert winners(g) == ["ann"]


# --------------------------------------------------------------------------- Wristwatch


def test_wristwatch_tucks_a_top_card_then_melds_a_card_per_bonus() -> None:
    s = scenario()
    s.board("ann", "Wristwatch", "Archery", "Oars")
    s.deck("echoes", 10, "GPS")
    g = s.build().dogma("Wristwatch").answer("Oars")
    assert g.pile("ann", "red") == ["Oars", "Archery"]
    assert g.pile("ann", "green") == ["GPS"]  # the bonus 10


def test_wristwatch_foreseen_returns_every_card_above_the_bottom_ones() -> None:
    s = scenario()
    s.board("ann", "Archery", "Construction", "Gunpowder")
    s.deck("base", 10, "Databases")  # two top 9s: a base 10
    g = foresee(s, "ann", "Fission", "Wristwatch").answer("Fission")
    assert g.board("ann") == {"red": ["Fission"], "yellow": ["Wristwatch"], "green": ["Databases"]}
    assert g.deck_bottom("base", 4) == ["Gunpowder"]


def test_laser_with_fewer_than_four_score_cards_returns_them_all() -> None:
    s = scenario()
    s.board("ann", "Laser")
    s.score("ann", "Agriculture", "Calendar")
    s.available_achievements("Optics")
    s.deck("echoes", 11, "Drone")
    s.deck("echoes", 10, "GPS")
    g = s.build().dogma("Laser")
    assert g.score("ann") == []
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.available_achievements() == []
