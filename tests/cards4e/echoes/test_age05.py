"""Scenario tests for the 4th-edition Echoes cards of age 5 (written from the card texts and
RULES-4e.md §6: a draw is an Echoes card when your highest top card is the only one of its value,
a base card otherwise; a card promoted from the forecast is *foreseen* and its dogma runs)."""

from __future__ import annotations

from tests.cards4e.echoes.echoes4e import foresee, junk, scenario

# --------------------------------------------------------------------------- Coke


def test_coke_tucks_a_four_and_melds_sixes_with_a_factory_until_one_is_foreshadowed() -> None:
    s = scenario()
    s.board("ann", "Coke")
    s.deck("echoes", 4, "Chintz")
    s.deck("echoes", 6, "Dentures", "Steamboat")
    g = s.build().dogma("Coke")
    assert g.pile("ann", "green") == ["Chintz"]
    assert g.pile("ann", "yellow") == ["Dentures"]
    assert g.zone("ann", "forecast") == ["Steamboat"]


def test_coke_foreseen_scores_the_top_card_of_each_non_red_colour() -> None:
    s = scenario()
    s.board("ann", "Pottery", "Agriculture")
    s.deck("echoes", 4, "Chintz")
    s.deck("echoes", 6, "Steamboat")
    g = foresee(s, "ann", "Coal", "Coke")
    assert sorted(g.score("ann")) == ["Agriculture", "Chintz", "Pottery"]
    assert g.pile("ann", "red") == ["Coal", "Coke"]


# --------------------------------------------------------------------------- Lightning Rod


def test_lightning_rod_tucks_demands_returns_a_top_card_and_junks_the_six_deck() -> None:
    s = scenario()
    s.board("ann", "Lightning Rod")
    s.board("bob", "Archery")
    s.deck("echoes", 5, "Coke", "Octant")
    g = s.build().dogma("Lightning Rod")
    assert g.pile("bob", "red") == ["Octant"]  # tucked Octant, returned Archery
    g.answer("Coke")  # a top card to return: mandatory
    assert g.board("ann") == {"blue": ["Lightning Rod"]}
    assert g.deck("base", 6) == []
    assert len(junk(g)) == 9


# --------------------------------------------------------------------------- Octant


def test_octant_takes_every_non_red_top_card_with_a_leaf_or_factory_and_foreshadows() -> None:
    s = scenario()
    s.board("ann", "Octant")
    s.board("bob", "Agriculture", "Pottery", "Gunpowder")
    s.deck("echoes", 6, "Loom", "Bifocals")
    g = s.build().dogma("Octant")
    assert g.board("bob") == {"red": ["Gunpowder"]}
    assert g.pile("ann", "yellow") == ["Agriculture"] and g.pile("ann", "blue") == ["Pottery"]
    assert g.zone("bob", "forecast") == ["Loom"]
    assert g.zone("ann", "forecast") == ["Bifocals"]


def test_octant_foreseen_the_demanded_player_foreshadows_nothing() -> None:
    s = scenario()
    s.board("bob", "Agriculture", "Pottery", "Gunpowder")
    s.deck("echoes", 6, "Bifocals")
    g = foresee(s, "ann", "Coal", "Octant")
    assert g.board("bob") == {"red": ["Gunpowder"]}
    assert g.zone("bob", "forecast") == []
    assert g.zone("ann", "forecast") == ["Bifocals"]


# --------------------------------------------------------------------------- Palampore


def test_palampore_scores_a_card_of_a_repeated_bonus_value() -> None:
    s = scenario()
    s.board("ann", "Palampore", "Pressure Cooker")  # bonus 5 twice; two top 5s: a base 5
    s.deck("base", 5, "Coal")
    g = s.build().dogma("Palampore")
    assert g.score("ann") == ["Coal"]
    assert g.achievements("ann") == []


# --------------------------------------------------------------------------- Piano


def test_piano_draws_a_card_of_a_value_in_a_hand() -> None:
    s = scenario()
    s.board("ann", "Piano")
    s.hand("bob", "Calendar")
    s.deck("echoes", 2, "Lever")
    g = s.build().dogma("Piano")
    assert g.hand("ann") == ["Lever"]


# --------------------------------------------------------------------------- Pressure Cooker


def test_pressure_cooker_returns_the_hand_then_draws_and_junks_per_top_bonus() -> None:
    s = scenario()
    s.board("ann", "Pressure Cooker", "Chintz")  # top bonuses 5 and 4
    s.hand("ann", "Agriculture")
    s.available_achievements("Colonialism", "Astronomy", "Canning")
    s.deck("echoes", 4, "Barometer")
    s.deck("echoes", 5, "Coke")
    g = s.build().dogma("Pressure Cooker").answer("4")
    assert g.hand("ann") == ["Barometer", "Coke"]
    assert junk(g) == ["Astronomy", "Colonialism"]
    assert g.available_achievements() == ["Canning"]
    assert g.deck_bottom("base", 1) == ["Agriculture"]


def test_pressure_cooker_foreseen_melds_the_hand_first() -> None:
    s = scenario()
    s.hand("ann", "Tools")
    s.available_achievements("Astronomy")
    s.deck("base", 5, "Chemistry")  # two top 5s: a base 5
    g = foresee(s, "ann", "Coal", "Pressure Cooker")
    assert g.pile("ann", "blue") == ["Tools"]
    assert g.hand("ann") == ["Chemistry"]
    assert junk(g) == ["Astronomy"]


# --------------------------------------------------------------------------- Seed Drill


def test_seed_drill_demands_a_low_top_card_then_junks_a_deck_and_achieves_from_the_junk() -> None:
    s = scenario()
    s.board("ann", "Seed Drill")
    s.board("bob", "Archery")
    s.score("ann", "Canning", "Vaccination", "Classification", "Atomic Theory")  # 24 points
    s.exhaust("base", 4)
    s.deck("base", 4, "Anatomy", "Enterprise")
    g = s.build().dogma("Seed Drill")
    assert g.board("bob") == {}
    g.answer("4", "yes", "Anatomy")
    assert g.achievements("ann") == ["Anatomy"]
    assert junk(g) == ["Enterprise"]


def test_seed_drill_may_leave_the_deck() -> None:
    s = scenario()
    s.board("ann", "Seed Drill")
    g = s.build().dogma("Seed Drill").answer("3", "no")
    assert junk(g) == []


# --------------------------------------------------------------------------- Stove


def test_stove_scores_a_top_card_without_factory_and_tucks_a_four() -> None:
    s = scenario()
    s.board("ann", "Stove", "Pottery", "Sailing")
    s.deck("echoes", 4, "Chintz", "Barometer")
    g = s.build().dogma("Stove")
    # echo: Pottery or Sailing (no factory); Chintz tucked under Sailing (a 1): a 4 scored
    g.answer("Pottery")
    assert g.pile("ann", "green") == ["Chintz", "Sailing"]
    assert sorted(g.score("ann")) == ["Barometer", "Pottery"]


# --------------------------------------------------------------------------- Thermometer


def test_thermometer_melds_the_bottom_green_card_and_climbs_while_melding_yellow() -> None:
    s = scenario()
    s.board("ann", "Thermometer", "Sailing", "Mapmaking")
    s.deck("echoes", 1, "Chopsticks")
    s.deck("echoes", 2, "Toothbrush")
    s.deck("echoes", 3, "Almanac")
    g = s.build().dogma("Thermometer")
    assert g.pile("ann", "green") == ["Mapmaking", "Sailing"]
    assert g.pile("ann", "yellow") == ["Chopsticks", "Toothbrush"]
    assert g.pile("ann", "blue") == ["Thermometer", "Almanac"]


def test_thermometer_foreseen_also_climbs_on_red_and_purple() -> None:
    s = scenario()
    s.deck("base", 1, "Archery")  # two top 5s: a base 1
    s.deck("echoes", 1, "Flute", "Comb")  # then Thermometer is the one highest top card
    g = foresee(s, "ann", "Coal", "Thermometer")
    assert g.pile("ann", "red") == ["Coal", "Archery"]
    assert g.pile("ann", "purple") == ["Flute"]
    assert g.pile("ann", "green") == ["Comb"]


# --------------------------------------------------------------------------- Tuning Fork


def test_tuning_fork_draws_a_score_value_foreshadows_and_melds_a_higher_card() -> None:
    s = scenario()
    s.board("ann", "Tuning Fork")
    s.hand("ann", "Compass")
    s.score("bob", "Calendar")
    s.deck("echoes", 2, "Lever")
    s.deck("echoes", 3, "Almanac")
    g = s.build().dogma("Tuning Fork")
    assert g.hand("ann") == ["Compass", "Lever"]
    g.answer("Compass")
    assert g.zone("ann", "forecast") == ["Compass"]
    assert g.pile("ann", "blue") == ["Almanac"]  # higher than no blue card
    assert g.idle


def test_tuning_fork_returns_a_card_not_higher_and_may_go_again() -> None:
    s = scenario()
    s.board("ann", "Tuning Fork", "Experimentation")
    s.hand("ann", "Compass")
    s.deck("echoes", 3, "Almanac")
    g = s.build().dogma("Tuning Fork")
    assert g.zone("ann", "forecast") == ["Compass"]
    assert g.deck_bottom("echoes", 3) == ["Almanac"]  # a 3 is not higher than Experimentation
    assert g.pile("ann", "blue") == ["Experimentation"]
