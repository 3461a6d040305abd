"""Scenario tests for the 4th-edition Echoes cards of age 10 (written from the card texts and
RULES-4e.md §6: a draw is an Echoes card when your highest top card is the only one of its value,
a base card otherwise; a card promoted from the forecast is *foreseen* and its dogma runs)."""

from __future__ import annotations

from tests.cards4e.echoes.echoes4e import foresee, scenario, winners

# --------------------------------------------------------------------------- Artificial Heart


def test_artificial_heart_claims_one_achievement_with_a_doubled_score() -> None:
    s = scenario()
    s.board("ann", "Artificial Heart")  # the bonus 11: 11 points, doubled 22
    s.available_achievements("Mapmaking", "Optics", "Colonialism", "Astronomy")
    g = s.build().dogma("Artificial Heart")
    assert "5" not in g.options  # a 5 costs 25
    g.answer("4")
    assert g.achievements("ann") == ["Colonialism"]
    assert g.idle


def test_artificial_heart_foreseen_claims_again_while_it_can() -> None:
    s = scenario()
    s.available_achievements("Mapmaking", "Optics", "Colonialism", "Astronomy")
    g = foresee(s, "ann", "Databases", "Artificial Heart")
    g.answer("4", "3")  # then a second 4 would cost 40: only the 2 is left to claim
    assert g.achievements("ann") == ["Colonialism", "Optics", "Mapmaking"]
    assert g.available_achievements() == ["Astronomy"]


# --------------------------------------------------------------------------- Barcode


def test_barcode_demands_a_score_card_per_bonus_and_splays_one_pile_up() -> None:
    s = scenario()
    s.board("ann", "Sailing", "Barcode", "Tools", "Writing")
    s.board("bob", "Chintz", "Pressure Cooker")  # bonuses 4 and 5
    s.score("bob", "Colonialism", "Anatomy", "Astronomy", "Agriculture")
    g = s.build().dogma("Barcode").answer("Colonialism")  # bob: which 4
    assert sorted(g.score("bob")) == ["Agriculture", "Anatomy"]
    g.answer("blue")
    assert g.splay("ann", "blue") == "up"
    assert g.splay("ann", "green") == "none"


def test_barcode_foreseen_splays_every_pile_up() -> None:
    s = scenario()
    s.board("ann", "Tools", "Writing", "Archery", "Oars")
    g = foresee(s, "ann", "Robotics", "Barcode")
    assert g.splay("ann", "blue") == "up"
    assert g.splay("ann", "red") == "up"
    assert g.idle


# --------------------------------------------------------------------------- Camcorder


def test_camcorder_takes_the_hand_melds_nines_returns_the_rest_and_draws_three_nines() -> None:
    s = scenario()
    s.board("ann", "Camcorder")
    s.hand("ann", "Computers")
    s.hand("bob", "Fission", "Agriculture")
    s.deck("base", 9, "Ecology", "Genetics", "Satellites", "Services")
    g = s.build().dogma("Camcorder")
    assert g.hand("bob") == ["Ecology"]
    assert g.pile("ann", "blue") == ["Computers"]
    assert g.pile("ann", "red") == ["Camcorder", "Fission"]
    assert g.deck_bottom("base", 1) == ["Agriculture"]
    assert g.hand("ann") == ["Genetics", "Satellites", "Services"]  # two top 9s: base 9s


def test_camcorder_foreseen_keeps_the_rest_of_the_hand() -> None:
    s = scenario()
    s.hand("ann", "Computers")
    s.hand("bob", "Fission", "Agriculture")
    s.deck("base", 9, "Ecology")
    g = foresee(s, "ann", "Robotics", "Camcorder")
    assert g.pile("ann", "red") == ["Robotics", "Camcorder", "Fission"]
    assert g.hand("ann") == ["Agriculture"]


# --------------------------------------------------------------------------- Cell Phone


def test_cell_phone_foreshadows_an_eleven_draws_per_two_clocks_and_tucks_clock_cards() -> None:
    s = scenario()
    s.board("ann", "Cell Phone", "Railroad")  # three clocks
    s.hand("ann", "Agriculture")
    s.deck("echoes", 11, "Drone")
    s.deck("echoes", 10, "GPS")
    g = s.build().dogma("Cell Phone")
    assert g.zone("ann", "forecast") == ["Drone"]
    g.answer("GPS")  # the one hand card with a clock
    assert g.pile("ann", "green") == ["GPS"]
    assert g.hand("ann") == ["Agriculture"]


# --------------------------------------------------------------------------- GPS


def test_gps_demands_the_forecast_splays_yellow_and_draws_three_elevens() -> None:
    s = scenario()
    s.board("ann", "GPS", "Agriculture", "Canal Building")
    s.zone("bob", "forecast", "Almanac", "Barometer")
    s.deck("echoes", 11, "Drone", "Robocar", "Esports")
    g = s.build().dogma("GPS")
    assert g.zone("bob", "forecast") == []
    g.answer("yellow")
    assert g.splay("ann", "yellow") == "up"
    assert g.hand("ann") == ["Drone", "Robocar", "Esports"]


def test_gps_foreseen_foreshadows_the_elevens() -> None:
    s = scenario()
    s.deck("base", 11, "Fusion", "Escapism", "Climatology")  # two top 10s: base draws
    g = foresee(s, "ann", "Robotics", "GPS")
    assert g.zone("ann", "forecast") == ["Fusion", "Escapism", "Climatology"]
    assert g.hand("ann") == []


# --------------------------------------------------------------------------- Human Genome


def test_human_genome_draws_an_eleven_scores_any_value_and_takes_the_bottom_red_card() -> None:
    s = scenario()
    s.board("ann", "Human Genome", "Archery", "Oars")
    s.deck("echoes", 11, "Drone", "Robocar")
    g = s.build().dogma("Human Genome").answer("11")
    assert g.score("ann") == ["Robocar"]
    assert g.hand("ann") == ["Drone", "Archery"]
    assert g.pile("ann", "red") == ["Oars"]
    assert not g.over  # hand 11 and 1, score pile 11


def test_human_genome_wins_when_hand_and_score_values_match() -> None:
    s = scenario()
    s.board("ann", "Human Genome", "Archery", "Oars")
    s.score("ann", "Agriculture")
    s.deck("echoes", 11, "Drone", "Robocar")
    g = s.build().dogma("Human Genome").answer("11")
    assert winners(g) == ["ann"]


# --------------------------------------------------------------------------- MP3


def test_mp3_scores_a_ten_and_a_bonus_value_then_trades_hand_cards_for_achievements() -> None:
    s = scenario()
    s.board("ann", "MP3")
    s.hand("ann", "Agriculture")
    s.available_achievements("Calendar", "Optics")
    s.deck("echoes", 10, "GPS", "Barcode")
    g = s.build().dogma("MP3")
    assert g.score("ann") == ["GPS", "Barcode"]  # the echo's 10, then the bonus 10's
    g.answer("Agriculture")  # one card returned: two achievements (30 points)
    g.answer("3")
    assert g.achievements("ann") == ["Optics", "Calendar"]
    assert g.deck_bottom("base", 1) == ["Agriculture"]


# --------------------------------------------------------------------------- Puzzle Cube


def test_puzzle_cube_melds_a_score_card_and_wins_with_equal_visible_piles() -> None:
    s = scenario()
    s.board("ann", "Puzzle Cube")
    s.score("ann", "Calendar")
    g = s.build().dogma("Puzzle Cube")
    assert g.pile("ann", "blue") == ["Calendar"]
    g.answer("done")
    assert winners(g) == ["ann"]  # two unsplayed piles: one card showing in each


def test_puzzle_cube_scores_bottom_cards_then_melds_a_ten() -> None:
    s = scenario()
    s.board("ann", "Puzzle Cube")
    s.board("ann", "Archery", "Oars", "Metalworking", splay="right")
    s.deck("echoes", 10, "GPS")
    g = s.build().dogma("Puzzle Cube").answer("Archery", "done")  # only the bottom card
    assert g.score("ann") == ["Archery"]
    assert not g.over  # purple shows one card, red (splayed right) two
    assert g.pile("ann", "green") == ["GPS"]


# --------------------------------------------------------------------------- Social Networking


def test_social_networking_scores_a_non_red_top_and_demands_top_cards_lacking_an_icon() -> None:
    s = scenario()
    s.board("ann", "Social Networking", "Agriculture")
    s.board("bob", "Pottery", "Mapmaking")
    g = s.build().dogma("Social Networking")
    assert g.score("ann") == ["Agriculture"]  # echo
    g.answer("crown")  # bob names the crown: Pottery has none
    assert sorted(g.score("ann")) == ["Agriculture", "Pottery"]
    assert g.board("bob") == {"green": ["Mapmaking"]}
    assert not g.over


def test_social_networking_wins_with_fewer_factories_crowns_and_castles_than_each_opponent() -> None:
    s = scenario()
    s.board("ann", "Social Networking")
    s.board("bob", "Gunpowder", "Mapmaking")
    g = s.build().dogma("Social Networking").answer("crown")  # both bob's top cards have one
    assert g.board("bob") == {"red": ["Gunpowder"], "green": ["Mapmaking"]}
    assert winners(g) == ["ann"]


def test_social_networking_demand_offers_the_avatar() -> None:
    s = scenario()
    s.board("ann", "Social Networking")
    s.board("bob", "Mapmaking")
    g = s.build().dogma("Social Networking")
    assert "avatar" in g.options


# --------------------------------------------------------------------------- Sudoku


def test_sudoku_tucks_then_melds_any_value_and_self_executes_it() -> None:
    s = scenario()
    s.board("ann", "Sudoku")
    s.hand("ann", "Agriculture", "Pottery")
    s.deck("echoes", 8, "Tractor")
    s.deck("echoes", 7, "Rubber", "Jeans", "Elevator")
    g = s.build().dogma("Sudoku").answer("Agriculture", "done")
    assert g.pile("ann", "yellow") == ["Agriculture"]
    g.answer("8")
    assert g.pile("ann", "yellow") == ["Agriculture", "Tractor"]
    assert g.hand("ann") == ["Pottery", "Rubber", "Elevator"]  # Tractor self-executed
    assert g.score("ann") == ["Jeans"]


def test_sudoku_wins_with_nine_different_bonus_values() -> None:
    s = scenario()
    s.board("ann", "Indian Clubs", "Saxophone", "Crossword", "Rock", "Sudoku", splay="aslant")  # 6 7 8 9 11
    s.board("ann", "Chintz", "Palampore", "Bangle", "Plumbing", splay="aslant")  # 4 5 1 2
    s.deck("echoes", 3, "Almanac")
    g = s.build().dogma("Sudoku").answer("3")
    assert winners(g) == ["ann"]
