"""Scenario tests for the 4th-edition Echoes cards of age 3 (written from the card texts and
RULES-4e.md §6: a draw is an Echoes card when your highest top card is the only one of its value,
a base card otherwise; a card promoted from the forecast is *foreseen* and its dogma runs)."""

from __future__ import annotations

from tests.cards4e.echoes.echoes4e import foresee, junk, scenario

# --------------------------------------------------------------------------- Almanac


def test_almanac_foreshadows_an_echoes_four_and_trades_a_bonus_card_for_a_score() -> None:
    s = scenario()
    s.board("ann", "Almanac", "Compass")  # two top 3s: a plain draw would be a base card
    s.zone("ann", "forecast", "Pottery")
    s.deck("echoes", 4, "Chintz")
    s.deck("base", 5, "Coal")
    g = s.build().dogma("Almanac")
    assert g.zone("ann", "forecast") == ["Pottery", "Chintz"]  # an Echoes 4, as printed
    g.answer("Chintz")  # the only forecast card with a bonus (4): draw and score a 5
    assert g.score("ann") == ["Coal"]
    assert g.zone("ann", "forecast") == ["Pottery"]


# --------------------------------------------------------------------------- Charitable Trust


def test_charitable_trust_melding_a_three_achieves_the_top_green_card() -> None:
    s = scenario()
    s.board("ann", "Mapmaking", "Charitable Trust")
    s.score("ann", "Canning", "Vaccination", "Coal")  # 17 + the bonus 3
    s.deck("echoes", 3, "Deodorant")
    g = s.build().dogma("Charitable Trust").answer("draw a 3", "Deodorant")
    assert g.pile("ann", "yellow") == ["Deodorant"]
    assert g.achievements("ann") == ["Charitable Trust"]
    assert g.pile("ann", "green") == ["Mapmaking"]


def test_charitable_trust_melding_a_four_returns_the_top_green_card() -> None:
    s = scenario()
    s.board("ann", "Mapmaking", "Charitable Trust")
    s.deck("echoes", 4, "Toilet")
    g = s.build().dogma("Charitable Trust").answer("draw a 4", "Toilet")
    assert g.pile("ann", "purple") == ["Toilet"]
    assert g.pile("ann", "green") == ["Mapmaking"]
    assert g.deck_bottom("echoes", 3) == ["Charitable Trust"]


# --------------------------------------------------------------------------- Deodorant


def test_deodorant_melds_threes_while_a_top_card_shows_a_castle() -> None:
    s = scenario()
    s.board("ann", "Deodorant", "Archery")
    s.deck("echoes", 3, "Katana")
    s.deck("base", 3, "Engineering")  # then two top 3s: a base 3
    g = s.build().dogma("Deodorant")
    assert g.pile("ann", "red") == ["Archery", "Katana", "Engineering"]
    assert junk(g) == []


def test_deodorant_without_a_castle_draws_a_four_and_a_factory_junks_the_four_deck() -> None:
    s = scenario()
    s.board("ann", "Deodorant", "Coal")
    s.deck("echoes", 3, "Novel")
    s.deck("echoes", 4, "Chintz")
    g = s.build().dogma("Deodorant")
    assert g.pile("ann", "purple") == ["Novel"]
    assert g.hand("ann") == ["Chintz"]
    assert g.deck("base", 4) == []


# --------------------------------------------------------------------------- Homing Pigeons


def test_homing_pigeons_demands_two_score_cards_matching_my_hand_and_splays_left() -> None:
    s = scenario()
    s.board("ann", "Sailing", "Homing Pigeons")
    s.hand("ann", "Calendar", "Compass")
    s.score("bob", "Mapmaking", "Optics", "Agriculture")
    g = s.build().dogma("Homing Pigeons")
    assert g.score("bob") == ["Agriculture"]
    g.answer("green")
    assert g.splay("ann", "green") == "left"


def test_homing_pigeons_foreseen_splays_every_pile_left() -> None:
    s = scenario()
    s.board("ann", "Archery", "Oars", "Tools", "Writing")
    g = foresee(s, "ann", "Engineering", "Homing Pigeons").answer("done")
    assert g.splay("ann", "red") == "left"
    assert g.splay("ann", "blue") == "left"


# --------------------------------------------------------------------------- Katana


def test_katana_takes_two_castle_top_cards() -> None:
    s = scenario()
    s.board("ann", "Katana")
    s.board("bob", "Oars", "Archery")
    g = s.build().dogma("Katana")
    assert sorted(g.score("ann")) == ["Archery", "Oars"]
    assert g.board("bob") == {}


def test_katana_foreseen_with_exactly_one_card_taken_junks_the_achievements() -> None:
    s = scenario()
    s.board("bob", "Archery")
    s.available_achievements("Mapmaking", "Optics")
    g = foresee(s, "ann", "Engineering", "Katana")
    assert g.score("ann") == ["Archery"]
    assert junk(g) == ["Mapmaking", "Optics"]


# --------------------------------------------------------------------------- Liquid Fire


def test_liquid_fire_draws_by_the_highest_bonus_into_my_forecast_and_a_red_card_costs_the_hand() -> None:
    s = scenario()
    s.board("ann", "Liquid Fire")
    s.board("bob", "Chintz")
    s.hand("bob", "Agriculture")
    s.deck("echoes", 4, "Kobukson")
    g = s.build().dogma("Liquid Fire")
    assert g.zone("ann", "forecast") == ["Kobukson"]
    assert g.score("ann") == ["Agriculture"]
    assert g.hand("bob") == []


# --------------------------------------------------------------------------- Magnifying Glass


def test_magnifying_glass_draws_and_returns_then_trades_three_equal_cards() -> None:
    s = scenario()
    s.board("ann", "Magnifying Glass")
    s.hand("ann", "Archery", "Oars", "Metalworking", "Agriculture")
    s.deck("echoes", 4, "Chintz")
    s.deck("echoes", 3, "Almanac")
    g = s.build().dogma("Magnifying Glass").answer("Agriculture")  # echo: a 4 drawn, a card returned
    g.answer("Archery")  # three 1s (the two others follow): draw a 3
    assert sorted(g.hand("ann")) == ["Almanac", "Chintz"]


# --------------------------------------------------------------------------- Novel


def test_novel_returns_the_forecast_draws_a_three_and_splays_purple_left() -> None:
    s = scenario()
    s.board("ann", "Mysticism", "Novel")
    s.zone("ann", "forecast", "Bangle")
    s.deck("echoes", 3, "Almanac")
    g = s.build().dogma("Novel")
    assert g.zone("ann", "forecast") == []
    assert g.hand("ann") == ["Almanac"]
    g.answer("purple")
    assert g.splay("ann", "purple") == "left"
    assert g.achievements("ann") == []  # no non-purple top card


def test_novel_claims_supremacy_when_the_non_purple_tops_share_an_icon() -> None:
    s = scenario()
    s.board("ann", "Novel", "Archery", "Tools", "Domestication")  # castles on all three
    s.deck("echoes", 3, "Almanac")
    g = s.build().dogma("Novel")
    assert g.achievements("ann") == ["supremacy"]


def test_novel_counts_the_avatar_as_a_shared_icon() -> None:
    s = scenario()
    s.board("ann", "Novel", "Robotics", "Self Service")  # an avatar on both
    s.deck("base", 3, "Paper")
    g = s.build().dogma("Novel")
    assert g.achievements("ann") == ["supremacy"]


# --------------------------------------------------------------------------- Sandpaper


def test_sandpaper_returns_cards_for_threes_and_melds_a_card() -> None:
    s = scenario()
    s.board("ann", "Sandpaper")
    s.hand("ann", "Agriculture", "Calendar")
    s.deck("echoes", 3, "Almanac", "Katana")
    g = s.build().dogma("Sandpaper").answer("Agriculture", "Calendar")
    assert g.hand("ann") == ["Almanac", "Katana"]
    g.answer("Katana")
    assert g.pile("ann", "red") == ["Katana"]
    assert g.hand("ann") == ["Almanac"]
    assert g.zone("ann", "forecast") == []


def test_sandpaper_foreseen_foreshadows_the_rest_of_the_hand() -> None:
    s = scenario()
    s.hand("ann", "Agriculture", "Tools")
    g = foresee(s, "ann", "Engineering", "Sandpaper").answer("done", "Tools")
    assert g.pile("ann", "blue") == ["Tools"]
    assert g.zone("ann", "forecast") == ["Agriculture"]
    assert g.hand("ann") == []


# --------------------------------------------------------------------------- Sunglasses


def test_sunglasses_scores_a_card_of_a_splayed_colour_and_copies_a_splay() -> None:
    s = scenario()
    s.board("ann", "Mysticism", "Sunglasses")
    s.board("ann", "Archery", "Oars", splay="right")
    s.hand("ann", "Metalworking")
    g = s.build().dogma("Sunglasses")
    assert g.score("ann") == ["Metalworking"]
    g.answer("splay purple right")
    assert g.splay("ann", "purple") == "right"
