"""Scenario tests for age 10 Echoes cards (written from the card texts and RULES.md)."""

from __future__ import annotations

from innovation.testing import Scenario


def _s(players: tuple[str, ...] = ("ann", "bob")) -> Scenario:
    return Scenario(players=players, expansions=("echoes",))


# --------------------------------------------------------------------------- Artificial Heart


def test_artificial_heart_claims_with_doubled_score() -> None:
    s = _s()
    s.available_achievements("Tools", "Calendar", "Compass", "Anatomy", "Astronomy")
    s.board("ann", "Artificial Heart")  # bonus 11: 11 points, counted as 22
    s.board("bob", "Archery")  # no leaves
    g = s.build().dogma("Artificial Heart")
    assert set(g.options) == {"1", "2", "3", "4"}  # a 5 would need 25
    g.answer("4")
    assert g.achievements("ann") == ["Anatomy"]
    assert g.available_achievements() == ["Tools", "Calendar", "Compass", "Astronomy"]
    assert g.achievements("bob") == []
    assert not g.shared_bonus


def test_artificial_heart_nothing_claimable() -> None:
    s = _s()
    s.available_achievements("Astronomy")
    s.board("ann", "Artificial Heart")
    g = s.build().dogma("Artificial Heart")
    assert g.achievements("ann") == []
    assert g.available_achievements() == ["Astronomy"]
    assert g.idle


def test_artificial_heart_repeat_value_costs_more() -> None:
    s = _s()
    s.available_achievements("Calendar", "Anatomy")
    s.board("ann", "Artificial Heart")  # 11 points, counted as 22
    s.achievements("ann", "Mapmaking", "Construction")  # two 2s owned: a third costs 30
    g = s.build().dogma("Artificial Heart")
    # Only the 4 (cost 20) qualifies: it is claimed without a question.
    assert g.achievements("ann") == ["Mapmaking", "Construction", "Anatomy"]
    assert g.available_achievements() == ["Calendar"]


def test_artificial_heart_shared_by_player_with_as_many_leaves() -> None:
    s = _s()
    s.available_achievements("Tools", "Calendar", "Anatomy")
    s.board("ann", "Artificial Heart")  # 2 leaves
    s.board("bob", "Agriculture")  # 3 leaves, top card value 1
    s.score("bob", "Oars", "Pottery", "Writing")  # 3 points, counted as 6
    s.deck("base", 10, "A. I.")
    g = s.build().dogma("Artificial Heart")
    assert g.achievements("bob") == ["Tools"]  # his only choice
    g.answer("4")
    assert g.achievements("ann") == ["Anatomy"]
    assert g.shared_bonus
    assert g.hand("ann") == ["A. I."]


# --------------------------------------------------------------------------- Camcorder


def test_camcorder_demand_takes_hand_and_nondemand_melds_nines_returns_rest_draws_three() -> None:
    s = _s()
    s.board("ann", "Camcorder")  # 2 clocks
    s.hand("ann", "Fission")
    s.board("bob", "Archery")  # no clocks: demanded
    s.hand("bob", "Writing", "Sailing")
    s.deck("base", 9, "Computers", "Genetics", "Satellites")
    s.deck("echoes", 9, "Email")
    g = s.build().dogma("Camcorder")
    assert g.hand("bob") == ["Computers"]  # his hand went to ann, then he drew a 9
    # ann melds her only 9 (Fission); Writing and Sailing go back to one pile: she orders them.
    assert g.pile("ann", "red") == ["Camcorder", "Fission"]
    assert sorted(g.hand("ann")) == ["Sailing", "Writing"]
    g.answer("Writing")
    assert g.deck_bottom("base", 1, 2) == ["Sailing", "Writing"]
    # Three 9s: base (empty hand), Echoes (base card in hand), base (an Echoes card in hand).
    assert g.hand("ann") == ["Genetics", "Email", "Satellites"]
    assert not g.shared_bonus


def test_camcorder_shared_by_player_with_as_many_clocks() -> None:
    s = _s()
    s.board("ann", "Camcorder")  # 2 clocks
    s.board("bob", "Tractor")  # 2 clocks: shares, not demanded
    s.hand("bob", "Services", "Tools")
    s.deck("base", 9, "Computers", "Genetics", "Fission", "Satellites")
    s.deck("echoes", 9, "Email", "Laser")
    s.deck("base", 10, "A. I.")
    g = s.build().dogma("Camcorder")
    assert g.pile("bob", "purple") == ["Services"]
    assert g.deck_bottom("base", 1) == ["Tools"]
    assert g.hand("bob") == ["Computers", "Email", "Genetics"]
    assert g.board("bob") == {"yellow": ["Tractor"], "purple": ["Services"]}  # not demanded
    assert g.shared_bonus
    # ann drew base, Echoes, base; the bonus 10 is a base card (an Echoes card in hand).
    assert g.hand("ann") == ["Fission", "Laser", "Satellites", "A. I."]


# --------------------------------------------------------------------------- Cell Phone


def test_cell_phone_draws_per_two_clocks_splays_green_tucks_clock_cards_and_splays_up() -> None:
    s = _s()
    s.board("ann", "Cell Phone", "Quantum Theory", "Sailing", "Clothing", "Mysticism")  # 5 clocks
    s.board("bob", "Archery")  # no clocks
    s.deck("base", 10, "A. I.")
    s.deck("echoes", 10, "Sudoku")
    g = s.build().dogma("Cell Phone")
    # Two 10s: base first (empty hand), then an Echoes 10 (a base card in hand).
    assert g.hand("ann") == ["A. I.", "Sudoku"]
    g.answer("green")
    assert g.splay("ann", "green") == "up"
    assert set(g.options) == {"a_i", "done"}  # Sudoku shows no clock
    g.answer("A. I.")
    assert g.pile("ann", "purple") == ["A. I.", "Mysticism"]
    assert g.splay("ann", "purple") == "up"
    assert g.hand("ann") == ["Sudoku"]
    assert not g.shared_bonus


def test_cell_phone_may_decline_splay_and_tuck() -> None:
    s = _s()
    s.board("ann", "Cell Phone", "Sailing", "Clothing")  # 2 clocks
    s.deck("base", 10, "Software")
    g = s.build().dogma("Cell Phone")
    assert g.hand("ann") == ["Software"]
    g.answer("done", "done")
    assert g.splay("ann", "green") == "none"
    assert g.hand("ann") == ["Software"]


def test_cell_phone_shared_by_player_with_as_many_clocks() -> None:
    s = _s()
    s.board("ann", "Cell Phone")  # 2 clocks
    s.board("bob", "Tractor")  # 2 clocks
    s.deck("base", 10, "Stem Cells", "Globalization")
    s.deck("echoes", 10, "MP3")
    g = s.build().dogma("Cell Phone")
    assert g.hand("bob") == ["Stem Cells"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Globalization", "MP3"]


# --------------------------------------------------------------------------- Flash Drive


def test_flash_drive_demand_returns_four_score_cards_and_nondemand_splays() -> None:
    s = _s()
    s.board("ann", "Sailing", "Flash Drive")  # 3 factories
    s.score("ann", "Tools")
    s.board("bob", "Writing")  # no factories
    s.score("bob", "Oars", "Calendar", "Compass", "Anatomy", "Coal")
    g = s.build().dogma("Flash Drive")
    g.answer("Oars", "Calendar", "Compass", "Anatomy")
    assert g.score("bob") == ["Coal"]
    assert [g.deck_bottom("base", a)[0] for a in (2, 3, 4)] == ["Calendar", "Compass", "Anatomy"]
    # ann returns her only score card (under Oars), then may splay any colour up.
    assert g.score("ann") == []
    assert g.deck_bottom("base", 1, 2) == ["Tools", "Oars"]
    assert set(g.options) == {"green", "done"}
    g.answer("green")
    assert g.splay("ann", "green") == "up"
    assert not g.shared_bonus


def test_flash_drive_demand_with_fewer_than_four_returns_all() -> None:
    s = _s()
    s.board("ann", "Flash Drive")
    s.board("bob", "Writing")
    s.score("bob", "Oars", "Calendar")
    g = s.build().dogma("Flash Drive")
    assert g.score("bob") == []
    assert g.deck_bottom("base", 1) == ["Oars"] and g.deck_bottom("base", 2) == ["Calendar"]
    assert g.idle  # ann has no score card: no splay offered


def test_flash_drive_shared_by_player_with_as_many_factories() -> None:
    s = _s()
    s.board("ann", "Flash Drive")  # 3 factories
    s.board("bob", "Coal", "Industrialization", "Steam Engine")  # 2 + 2 factories showing
    s.score("bob", "Oars")
    s.deck("base", 10, "A. I.")
    g = s.build().dogma("Flash Drive")
    assert g.score("bob") == []  # not demanded: he returns one card himself
    g.answer("red")
    assert g.splay("bob", "red") == "up"
    assert g.shared_bonus
    assert g.hand("ann") == ["A. I."]


# --------------------------------------------------------------------------- GPS


def test_gps_demand_empties_forecast_then_foreshadows_three_tens_and_splays_yellow() -> None:
    s = _s()
    s.board("ann", "GPS", "Agriculture", "Masonry")  # 2 clocks
    s.board("bob", "Writing")  # no clocks
    s.zone("bob", "forecast", "Bangle", "Compass")
    s.deck("base", 10, "A. I.", "Databases", "Robotics")
    g = s.build().dogma("GPS")
    assert g.zone("bob", "forecast") == []
    assert g.deck_bottom("echoes", 1) == ["Bangle"]
    assert g.deck_bottom("base", 3) == ["Compass"]
    assert g.zone("ann", "forecast") == ["A. I.", "Databases", "Robotics"]
    g.answer("yellow")
    assert g.splay("ann", "yellow") == "up"
    assert not g.shared_bonus


def test_gps_shared_by_player_with_as_many_clocks_keeps_his_forecast() -> None:
    s = _s()
    s.board("ann", "GPS")  # 2 clocks
    s.board("bob", "Tractor")  # 2 clocks: not demanded
    s.zone("bob", "forecast", "Bangle")
    g = s.build().dogma("GPS")
    assert g.zone("bob", "forecast")[0] == "Bangle"
    assert len(g.zone("bob", "forecast")) == 4
    assert len(g.zone("ann", "forecast")) == 3
    assert g.shared_bonus
    assert len(g.hand("ann")) == 1


# --------------------------------------------------------------------------- Human Genome


def test_human_genome_wins_when_hand_and_score_values_match() -> None:
    s = _s()
    s.board("ann", "Human Genome", "Archery")
    s.board("bob", "Agriculture")  # no lightbulbs
    s.deck("base", 1, "Oars")
    g = s.build().dogma("Human Genome")
    assert set(g.options) == {*(str(v) for v in range(1, 11)), "done"}
    g.answer("1")
    assert g.score("ann") == ["Oars"]
    assert set(g.options) == {"human_genome", "archery"}
    g.answer("Archery")
    assert g.hand("ann") == ["Archery"]
    assert g.winners == ["ann"]


def test_human_genome_no_win_when_values_differ() -> None:
    s = _s()
    s.board("ann", "Writing", "Human Genome")
    s.score("ann", "Oars", "Calendar")
    g = s.build().dogma("Human Genome").answer("done")
    # The only bottom card is Writing: it comes to hand without a question.
    assert g.hand("ann") == ["Writing"]
    assert g.pile("ann", "blue") == ["Human Genome"]
    assert g.result is None
    assert not g.shared_bonus


def test_human_genome_shared_by_player_with_as_many_lightbulbs() -> None:
    s = _s()
    s.board("ann", "Human Genome")  # 2 lightbulbs
    s.board("bob", "Writing")  # 2 lightbulbs
    s.score("bob", "Calendar")
    s.deck("base", 1, "Oars")
    g = s.build().dogma("Human Genome")
    g.answer("done")  # bob does not draw; takes Writing: 1 in hand vs 2 in score
    assert g.hand("bob") == ["Writing"]
    assert g.result is None
    g.answer("done")  # ann: Human Genome comes to hand (no score cards: no win)
    assert g.result is None
    assert g.shared_bonus
    # ann's board is now empty (a 0 draw: age 1) and she holds an Echoes card: a base 1.
    assert g.hand("ann") == ["Human Genome", "Oars"]


# --------------------------------------------------------------------------- MP3


def test_mp3_returns_a_card_claims_two_achievements_and_scores_a_bonus_value() -> None:
    s = _s()
    s.available_achievements("Tools", "Calendar", "Compass")
    s.board("ann", "MP3")  # bonus 10: 10 points
    s.hand("ann", "Oars")
    s.board("bob", "Archery")  # no crowns
    s.deck("base", 10, "A. I.")
    g = s.build().dogma("MP3")
    g.answer("Oars")
    assert g.deck_bottom("base", 1) == ["Oars"]
    assert set(g.options) == {"1", "2"}  # 15 points would be needed for a 3
    g.answer("1")
    assert g.achievements("ann") == ["Tools", "Calendar"]
    assert g.available_achievements() == ["Compass"]
    assert g.score("ann") == ["A. I."]  # the only bonus value is 10
    assert not g.shared_bonus


def test_mp3_decline_return_then_choose_among_bonus_values() -> None:
    s = _s()
    s.available_achievements("Tools")
    s.board("ann", "MP3", "Dice")  # bonuses 10 and 1
    s.hand("ann", "Oars")
    s.deck("echoes", 1, "Ruler")
    g = s.build().dogma("MP3").answer("done")
    assert g.achievements("ann") == []
    assert set(g.options) == {"1", "10"}
    g.answer("1")
    assert g.score("ann") == ["Ruler"]  # Oars (base) in hand: an Echoes 1
    assert g.hand("ann") == ["Oars"]


def test_mp3_claims_stop_when_no_longer_eligible() -> None:
    s = _s()
    s.available_achievements("Tools", "Compass")
    s.board("ann", "MP3")
    s.hand("ann", "Oars", "Writing")
    s.deck("base", 10, "A. I.")
    g = s.build().dogma("MP3").answer("Oars", "Writing")
    assert g.achievements("ann") == ["Tools"]  # four claims allowed, only one possible
    assert g.available_achievements() == ["Compass"]


def test_mp3_shared_by_player_with_as_many_crowns() -> None:
    s = _s()
    s.available_achievements()
    s.board("ann", "MP3")  # 2 crowns
    s.board("bob", "Sailing")  # 2 crowns, no bonus
    s.deck("base", 1, "Writing")
    s.deck("base", 10, "A. I.", "Databases")
    g = s.build().dogma("MP3")
    # bob: empty hand, then no bonus on his board: he draws and scores a 1 (value 0).
    assert g.score("bob") == ["Writing"]
    assert g.score("ann") == ["A. I."]
    assert g.shared_bonus
    assert g.hand("ann") == ["Databases"]


# --------------------------------------------------------------------------- Puzzle Cube


def test_puzzle_cube_scoring_two_bottom_cards_evens_the_board_and_wins() -> None:
    s = _s()
    s.board("ann", "Puzzle Cube")
    s.board("ann", "Archery", "Oars", "Metalworking", splay="right")  # 3 visible vs 1
    s.board("bob", "Agriculture")  # no lightbulbs
    g = s.build().dogma("Puzzle Cube")
    assert set(g.options) == {"puzzle_cube", "archery", "done"}
    g.answer("Archery")
    assert set(g.options) == {"oars", "done"}  # only the same pile
    g.answer("Oars")
    assert g.score("ann") == ["Archery", "Oars"]
    assert g.winners == ["ann"]


def test_puzzle_cube_one_card_scored_leaves_uneven_board_then_melds_a_ten() -> None:
    s = _s()
    s.board("ann", "Puzzle Cube")
    s.board("ann", "Archery", "Oars", "Metalworking", splay="right")
    s.deck("base", 10, "Robotics")
    g = s.build().dogma("Puzzle Cube").answer("Archery", "done")
    assert g.score("ann") == ["Archery"]
    assert g.result is None
    assert g.pile("ann", "red") == ["Oars", "Metalworking", "Robotics"]
    assert not g.shared_bonus


def test_puzzle_cube_declining_still_checks_the_win() -> None:
    s = _s()
    s.board("ann", "Puzzle Cube", "Archery", "Oars")  # every pile unsplayed: one visible card each
    g = s.build().dogma("Puzzle Cube").answer("done")
    assert g.score("ann") == []
    assert g.winners == ["ann"]


def test_puzzle_cube_shared_by_player_with_as_many_lightbulbs() -> None:
    s = _s()
    s.board("ann", "Puzzle Cube", splay="right")  # 3 lightbulbs
    s.board("ann", "Archery", "Oars", splay="right")
    s.board("bob", "Philosophy", "Tools", "Writing", splay="up")  # 3 lightbulbs on top
    s.deck("base", 10, "Robotics", "Software", "Databases")
    g = s.build().dogma("Puzzle Cube")
    g.answer("done")  # bob: purple 1 vs blue 2 visible: no win
    g.answer("done")  # ann: purple 1 vs red 2: no win
    assert g.result is None
    assert g.pile("bob", "red") == ["Robotics"]
    assert g.pile("ann", "blue") == ["Software"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Databases"]


# --------------------------------------------------------------------------- Social Networking


def test_social_networking_demand_takes_top_cards_without_the_chosen_icon() -> None:
    s = _s()
    s.board("ann", "Social Networking")  # 2 clocks
    s.board("bob", "Writing", "Agriculture", "Archery")  # no clocks
    g = s.build().dogma("Social Networking")
    assert g.decision is not None and g.decision.player == "bob"
    assert set(g.options) == {"crown", "leaf", "lightbulb", "castle", "factory", "clock"}
    g.answer("lightbulb")
    assert g.score("ann") == ["Agriculture"]
    assert g.board("bob") == {"blue": ["Writing"], "red": ["Archery"]}
    # ann: 0 factories / crowns / castles, but bob has no factory either: no win.
    assert g.result is None
    assert not g.shared_bonus


def test_social_networking_wins_with_fewer_factories_crowns_and_castles_than_everyone() -> None:
    s = _s()
    s.board("ann", "Social Networking")
    s.board("bob", "Railroad", "Sailing", "Archery")  # 2 clocks: shares, not demanded
    g = s.build().dogma("Social Networking")
    assert g.board("bob") == {"green": ["Sailing"], "red": ["Archery"], "purple": ["Railroad"]}
    assert g.winners == ["ann"]


def test_social_networking_no_win_when_some_player_ties() -> None:
    s = _s(("ann", "bob", "cat"))
    s.board("ann", "Social Networking")
    s.board("bob", "Railroad", "Sailing", "Archery")  # more of each
    s.board("cat", "Coal")  # no crowns, no castles, no clocks: demanded
    g = s.build().dogma("Social Networking")
    assert g.decision is not None and g.decision.player == "cat"
    g.answer("factory")  # Coal has one: nothing moves
    assert g.board("cat") == {"red": ["Coal"]}
    assert g.score("ann") == []
    assert g.result is None
    assert not g.shared_bonus


# --------------------------------------------------------------------------- Sudoku


def test_sudoku_melds_any_value_and_executes_it() -> None:
    s = _s()
    s.board("ann", "Sudoku")
    s.board("bob", "Archery")  # no lightbulbs
    s.deck("base", 1, "Writing")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Sudoku")
    assert set(g.options) == {str(v) for v in range(1, 11)}
    g.answer("1")
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.hand("ann") == ["Calendar"]
    assert g.result is None
    assert not g.shared_bonus


def _nine_bonus_board(s: Scenario) -> None:
    s.specials_available()
    s.board("ann", "Pagoda", "Puppet", "Clock", "Indian Clubs", "Crossword", "Rock", "Sudoku", splay="up")
    s.board("ann", "Dice", "Pencil")  # bonuses 2 3 5 6 8 9 11 + 1 + 4


def test_sudoku_nine_bonus_values_win() -> None:
    s = _s()
    _nine_bonus_board(s)
    s.deck("base", 1, "Archery")  # a new red pile: no bonus is covered
    g = s.build().dogma("Sudoku").answer("1")
    assert g.pile("ann", "red") == ["Archery"]
    assert g.winners == ["ann"]


def test_sudoku_covering_a_bonus_can_spoil_the_win() -> None:
    s = _s()
    _nine_bonus_board(s)
    s.deck("base", 1, "Writing")  # covers Dice (bonus 1)
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Sudoku").answer("1")
    assert g.pile("ann", "blue") == ["Dice", "Writing"]
    assert g.result is None
    assert g.hand("ann") == ["Calendar"]  # Writing executed


def test_sudoku_shared_by_player_with_as_many_lightbulbs() -> None:
    s = _s()
    s.board("ann", "Sudoku")  # 2 lightbulbs
    s.board("bob", "Writing")  # 2 lightbulbs
    s.deck("base", 2, "Calendar")
    s.deck("base", 1, "Archery")
    s.deck("base", 10, "A. I.")
    g = s.build().dogma("Sudoku")
    g.answer("2")  # bob: Calendar onto Writing; its effect does nothing (0 score, 0 hand)
    assert g.pile("bob", "blue") == ["Writing", "Calendar"]
    g.answer("1")  # ann: Archery, a demand-only card
    assert g.pile("ann", "red") == ["Archery"]
    assert g.shared_bonus
    assert g.hand("ann") == ["A. I."]
