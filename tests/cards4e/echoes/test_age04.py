"""Scenario tests for the 4th-edition Echoes cards of age 4 (written from the card texts and
RULES-4e.md §6: a draw is an Echoes card when your highest top card is the only one of its value,
a base card otherwise; a card promoted from the forecast is *foreseen* and its dogma runs)."""

from __future__ import annotations

from tests.cards4e.echoes.echoes4e import foresee, junk, scenario

# --------------------------------------------------------------------------- Barometer


def test_barometer_takes_a_five_and_foreshadows_two_above_a_bonus() -> None:
    s = scenario()
    s.board("ann", "Barometer")
    s.zone("ann", "forecast", "Coke", "Chintz")
    s.board("bob", "Pressure Cooker")  # a bonus 5
    s.deck("echoes", 7, "Rubber")
    g = s.build().dogma("Barometer")
    assert g.hand("ann") == ["Coke"]
    assert g.zone("ann", "forecast") == ["Chintz", "Rubber"]
    g.answer("yes")  # return the forecast: no blue card, no Destiny
    assert g.zone("ann", "forecast") == []
    assert g.achievements("ann") == []


def test_barometer_returning_a_blue_card_claims_destiny() -> None:
    s = scenario()
    s.board("ann", "Barometer")
    s.zone("ann", "forecast", "Telescope")
    g = s.build().dogma("Barometer").answer("yes")  # no bonus anywhere: nothing drawn
    assert g.zone("ann", "forecast") == []
    assert g.achievements("ann") == ["destiny"]


# --------------------------------------------------------------------------- Chintz


def test_chintz_draws_a_four_and_with_one_card_in_hand_draws_and_scores() -> None:
    s = scenario()
    s.board("ann", "Chintz")
    s.deck("echoes", 4, "Barometer", "Pencil", "Toilet")
    g = s.build().dogma("Chintz")
    assert g.hand("ann") == ["Barometer", "Pencil"]
    assert g.score("ann") == ["Toilet"]


def test_chintz_foreseen_puts_the_hand_among_the_achievements() -> None:
    s = scenario()
    s.available_achievements("Optics")
    s.deck("base", 4, "Anatomy", "Enterprise", "Gunpowder")  # two top 4s: base draws
    g = foresee(s, "ann", "Colonialism", "Chintz")
    assert g.hand("ann") == []
    assert g.score("ann") == ["Gunpowder"]
    assert g.available_achievements() == ["Optics", "Anatomy", "Enterprise"]


# --------------------------------------------------------------------------- Clock


def test_clock_takes_cards_of_the_value_of_a_pile_count_and_junks_that_achievement() -> None:
    s = scenario()
    s.board("ann", "Clock", "Archery")
    s.board("ann", "Tools", "Writing", splay="right")  # two cards showing
    s.hand("bob", "Calendar", "Agriculture")
    s.score("bob", "Mapmaking", "Optics")
    s.available_achievements("Currency", "Compass")
    g = s.build().dogma("Clock").answer("blue")  # ann names the colour
    assert sorted(g.score("ann")) == ["Calendar", "Mapmaking"]
    assert g.hand("bob") == ["Agriculture"]
    assert g.score("bob") == ["Optics"]
    assert junk(g) == ["Currency"]


# --------------------------------------------------------------------------- Globe


def test_globe_returning_blue_green_and_yellow_foreshadows_six_seven_eight_and_splays() -> None:
    s = scenario()
    s.board("ann", "Globe", "Archery", "Oars")
    s.hand("ann", "Tools", "Mapmaking", "Machinery")
    s.deck("echoes", 6, "Loom")
    s.deck("echoes", 7, "Rubber")
    s.deck("echoes", 8, "Nylon")
    g = s.build().dogma("Globe").answer("yes")
    assert g.hand("ann") == []
    assert g.zone("ann", "forecast") == ["Loom", "Rubber", "Nylon"]
    assert g.splay("ann", "red") == "right"


def test_globe_may_keep_the_hand() -> None:
    s = scenario()
    s.board("ann", "Globe")
    s.hand("ann", "Tools")
    g = s.build().dogma("Globe").answer("no")
    assert g.hand("ann") == ["Tools"]


def test_globe_foreseen_foreshadows_a_top_card_from_any_board() -> None:
    s = scenario()
    s.board("bob", "Pottery")
    g = foresee(s, "ann", "Colonialism", "Globe").answer("Pottery")
    assert g.zone("ann", "forecast") == ["Pottery"]
    assert g.board("bob") == {}


# --------------------------------------------------------------------------- Kobukson


def test_kobukson_splays_left_demands_castle_top_cards_and_tucks_fours() -> None:
    s = scenario()
    s.board("ann", "Kobukson")
    s.board("bob", "Agriculture", "Domestication")
    s.deck("echoes", 4, "Toilet", "Pencil")
    g = s.build().dogma("Kobukson")
    assert g.pile("bob", "yellow") == ["Agriculture"]  # Domestication (a castle) returned
    assert g.pile("bob", "purple") == ["Toilet"]
    assert g.pile("ann", "yellow") == ["Pencil"]
    assert g.deck_bottom("base", 1) == ["Domestication"]


def test_kobukson_foreseen_also_melds_a_five() -> None:
    s = scenario()
    s.deck("base", 4, "Anatomy")  # bob has no top card
    s.deck("echoes", 4, "Pencil")  # Kobukson ann's one highest top card
    s.deck("base", 5, "Chemistry")  # then two top 4s: a base 5
    g = foresee(s, "ann", "Colonialism", "Kobukson")
    assert g.splay("ann", "red") == "left"
    assert g.pile("bob", "yellow") == ["Anatomy"]
    assert g.pile("ann", "yellow") == ["Pencil"]
    assert g.pile("ann", "blue") == ["Chemistry"]


# --------------------------------------------------------------------------- Pencil


def test_pencil_draws_a_five_then_trades_returned_cards_for_one_foreshadowed_card() -> None:
    s = scenario()
    s.board("ann", "Pencil")
    s.hand("ann", "Agriculture")
    s.deck("echoes", 5, "Coke")
    s.deck("echoes", 6, "Loom", "Bifocals")
    g = s.build().dogma("Pencil").answer("Agriculture", "Coke")
    g.answer("Loom")
    assert g.zone("ann", "forecast") == ["Loom"]
    assert g.hand("ann") == []
    assert g.deck_bottom("echoes", 6) == ["Bifocals"]


# --------------------------------------------------------------------------- Shuriken


def test_shuriken_takes_two_non_red_top_cards_with_a_castle_or_avatar() -> None:
    s = scenario()
    s.board("ann", "Shuriken")
    s.board("bob", "Domestication", "Pottery", "Mysticism", "Archery")
    g = s.build().dogma("Shuriken")
    assert g.pile("ann", "yellow") == ["Domestication"]
    assert g.pile("ann", "purple") == ["Mysticism"]
    assert g.board("bob") == {"blue": ["Pottery"], "red": ["Archery"]}


def test_shuriken_foreseen_sends_them_to_my_achievements() -> None:
    s = scenario()
    s.board("bob", "Domestication", "Pottery", "Mysticism", "Archery")
    g = foresee(s, "ann", "Colonialism", "Shuriken")
    assert sorted(g.achievements("ann")) == ["Domestication", "Mysticism"]
    assert g.board("bob") == {"blue": ["Pottery"], "red": ["Archery"]}


# --------------------------------------------------------------------------- Slide Rule


def test_slide_rule_splays_yellow_and_draws_lowest_top_plus_splayed_colours() -> None:
    s = scenario()
    s.board("ann", "Slide Rule", "Agriculture", "Domestication")
    s.deck("echoes", 2, "Lever")
    g = s.build().dogma("Slide Rule").answer("yellow")
    assert g.hand("ann") == ["Lever"]  # 1 + one splayed colour


# --------------------------------------------------------------------------- Telescope


def test_telescope_foreshadows_an_echoes_five_and_swaps_the_forecast_for_achievements() -> None:
    s = scenario()
    s.board("ann", "Telescope")
    s.zone("ann", "forecast", "Bangle")
    s.available_achievements("Optics")
    s.deck("echoes", 5, "Coke")
    g = s.build().dogma("Telescope")
    assert g.zone("ann", "forecast") == ["Bangle", "Coke"]
    g.answer("Bangle")  # back on top of its deck; then Coke for the one achievement
    assert g.deck("echoes", 1)[0] == "Bangle"
    assert g.zone("ann", "forecast") == ["Optics"]
    assert g.available_achievements() == ["Coke"]
    assert g.deck("base", 5) == []


# --------------------------------------------------------------------------- Toilet


def test_toilet_demands_a_score_card_per_bonus_value_and_trades_a_hand_card() -> None:
    s = scenario()
    s.board("ann", "Toilet", "Chintz", "Pressure Cooker")  # bonuses 4 and 5
    s.hand("ann", "Calendar")
    s.score("bob", "Colonialism", "Anatomy", "Coal", "Agriculture")
    s.deck("echoes", 4, "Barometer")
    s.deck("echoes", 2, "Lever")
    g = s.build().dogma("Toilet")
    assert g.pile("ann", "yellow") == ["Barometer", "Pressure Cooker"]
    g.answer("Colonialism")  # bob's 4 (his 5 is Coal alone)
    assert sorted(g.score("bob")) == ["Agriculture", "Anatomy"]
    g.answer("Calendar")
    assert g.hand("ann") == ["Lever"]
