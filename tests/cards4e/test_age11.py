"""Scenario tests for the 4th-edition base cards of age 11 (written from the card texts)."""

from __future__ import annotations

from tests.cards4e.scenario4e import fourth, junk, winners

BLUE_SIX = ("Tools", "Writing", "Mathematics", "Atomic Theory", "Evolution", "Genetics")

# ---------------------------------------------------------------- Astrogeology


def test_astrogeology_splays_the_drawn_colour_aslant_and_takes_all_but_the_top_four() -> None:
    s = fourth()
    s.board("ann", "Astrogeology")
    s.board("ann", *BLUE_SIX)
    s.deck("base", 11, "Climatology")
    g = s.build().dogma("Astrogeology")
    assert g.splay("ann", "blue") == "aslant"
    assert g.pile("ann", "blue") == ["Mathematics", "Atomic Theory", "Evolution", "Genetics"]
    assert sorted(g.hand("ann")) == ["Climatology", "Tools", "Writing"]
    assert not g.over


def test_astrogeology_already_aslant_takes_nothing() -> None:
    s = fourth()
    s.board("ann", "Astrogeology")
    s.board("ann", *BLUE_SIX, splay="aslant")
    s.deck("base", 11, "Climatology")
    g = s.build().dogma("Astrogeology")
    assert g.pile("ann", "blue") == list(BLUE_SIX)
    assert g.hand("ann") == ["Climatology"]


def test_astrogeology_eight_cards_in_hand_win() -> None:
    s = fourth()
    s.board("ann", "Astrogeology")
    s.hand("ann", "Agriculture", "Archery", "Calendar", "Coal", "Flight", "Bicycle", "Canning")
    s.deck("base", 11, "Climatology")
    g = s.build().dogma("Astrogeology")
    assert g.over
    assert winners(g) == ["ann"]


# ---------------------------------------------------------------- Climatology


def test_climatology_demand_returns_two_top_cards_with_the_named_icon() -> None:
    s = fourth()
    s.board("ann", "Climatology")
    s.board("bob", "Coal", "Chemistry", "Metric System")
    g = s.build().dogma("Climatology")
    assert "leaf" not in g.options
    assert "avatar" in g.options
    g.answer("factory", "Coal", "Chemistry")
    assert g.board("bob") == {"green": ["Metric System"]}


def test_climatology_returns_a_top_card_and_score_cards_of_at_least_its_value() -> None:
    s = fourth()
    s.board("ann", "Climatology", "Coal")
    s.score("ann", "Agriculture", "Calendar", "Physics", "Flight")
    g = s.build().dogma("Climatology").answer("Coal")
    assert "red" not in g.board("ann")
    assert g.score("ann") == ["Agriculture", "Calendar"]


# ---------------------------------------------------------------- Escapism


def test_escapism_junks_a_hand_card_returns_its_value_draws_three_and_self_executes_it() -> None:
    s = fourth()
    s.board("ann", "Escapism")
    s.hand("ann", "Atomic Theory", "Canning", "Coal")
    s.deck("base", 6, "Democracy", "Emancipation", "Encyclopedia")
    s.deck("base", 7, "Bicycle")
    g = s.build().dogma("Escapism").answer("Atomic Theory")
    assert junk(g) == ["Atomic Theory"]
    assert g.deck_bottom("base", 6) == ["Canning"]
    assert sorted(g.hand("ann")) == ["Coal", "Democracy", "Emancipation", "Encyclopedia"]
    # Atomic Theory self-executed: its second effect draws and melds a 7.
    assert g.pile("ann", "green") == ["Bicycle"]


# ---------------------------------------------------------------- Fusion


def test_fusion_scores_an_eleven_then_cards_one_or_two_lower_while_it_can() -> None:
    s = fourth()
    s.board("ann", "Fusion", "Space Traffic", "Genetics")
    g = s.build().dogma("Fusion").answer("Space Traffic", "9")
    # Genetics, the only 9 on top, is scored; then 8 or 7: ann names 8, and has none.
    g.answer("8")
    assert sorted(g.score("ann")) == ["Genetics", "Space Traffic"]
    assert g.pile("ann", "red") == ["Fusion"]


# ---------------------------------------------------------------- Hypersonics


def test_hypersonics_returns_two_top_cards_of_one_value_and_lower_cards_in_hand_and_score() -> None:
    s = fourth()
    s.board("ann", "Hypersonics")
    s.board("bob", "Measurement", "Physics", "Agriculture")
    s.hand("bob", "Archery", "Flight")
    s.score("bob", "Calendar", "Bicycle", "Banking")
    g = s.build().dogma("Hypersonics").answer("Measurement")
    assert g.board("bob") == {"yellow": ["Agriculture"]}
    assert g.hand("bob") == ["Flight"]
    assert g.score("bob") == ["Bicycle"]


def test_hypersonics_without_two_top_cards_of_a_value_does_nothing() -> None:
    s = fourth()
    s.board("ann", "Hypersonics")
    s.board("bob", "Measurement", "Agriculture")
    s.hand("bob", "Archery")
    g = s.build().dogma("Hypersonics")
    assert g.board("bob") == {"green": ["Measurement"], "yellow": ["Agriculture"]}
    assert g.hand("bob") == ["Archery"]


# ---------------------------------------------------------------- Near-Field Comm


def test_near_field_comm_demand_takes_every_score_card_of_the_named_value() -> None:
    s = fourth()
    s.board("ann", "Near-Field Comm")
    s.score("bob", "Calendar", "Canal Building", "Coal")
    g = s.build().dogma("Near-Field Comm").answer("2")
    assert sorted(g.score("ann")) == ["Calendar", "Canal Building"]
    assert g.score("bob") == ["Coal"]


def test_near_field_comm_reveals_and_self_executes_the_highest_score_card() -> None:
    s = fourth()
    s.board("ann", "Near-Field Comm")
    s.score("ann", "Agriculture", "Atomic Theory")
    s.deck("base", 7, "Bicycle")
    g = s.build().dogma("Near-Field Comm")
    assert any("Atomic Theory" in e for e in g.events("reveal"))
    assert g.pile("ann", "green") == ["Bicycle"]
    assert sorted(g.score("ann")) == ["Agriculture", "Atomic Theory"]


# ---------------------------------------------------------------- Reclamation


def test_reclamation_returns_three_bottom_reds_melds_half_their_value_and_repeats() -> None:
    s = fourth()
    s.board("ann", "Reclamation")
    s.board("ann", "Archery", "Construction", "Coal", "Fission")
    s.board("ann", "Sailing", "Mapmaking")
    s.deck("base", 4, "Invention", "Navigation")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Reclamation")
    # 1+2+5 = 8 -> a 4 (Invention, green); green 1+2+4 = 7 -> a 4 (Navigation, green);
    # green now holds only Navigation: 4 -> a 2 (Calendar), and only one card was returned.
    assert g.pile("ann", "red") == ["Fission"]
    assert "green" not in g.board("ann")
    assert g.pile("ann", "blue") == ["Calendar"]


def test_reclamation_with_no_red_card_melds_a_card_of_value_zero_drawn_as_a_one() -> None:
    s = fourth()
    s.board("ann", "Reclamation")
    s.deck("base", 1, "Agriculture")
    g = s.build().dogma("Reclamation")
    assert g.pile("ann", "yellow") == ["Reclamation", "Agriculture"]


# ---------------------------------------------------------------- Solar Sailing


def test_solar_sailing_returns_all_but_the_top_four_and_splays_aslant() -> None:
    s = fourth()
    s.board("ann", "Tools", "Writing", "Mathematics", "Solar Sailing")
    s.deck("base", 11, "Climatology")
    g = s.build().dogma("Solar Sailing")
    assert g.pile("ann", "blue") == ["Writing", "Mathematics", "Solar Sailing", "Climatology"]
    assert g.splay("ann", "blue") == "aslant"
    assert not g.over


def test_solar_sailing_already_aslant_with_six_cards_wins() -> None:
    s = fourth()
    s.board("ann", "Tools", "Writing", "Mathematics", "Atomic Theory", "Solar Sailing", splay="aslant")
    s.deck("base", 11, "Climatology")
    g = s.build().dogma("Solar Sailing")
    assert g.over
    assert winners(g) == ["ann"]


# ---------------------------------------------------------------- Space Traffic


def test_space_traffic_tucking_directly_under_an_eleven_loses() -> None:
    s = fourth()
    s.board("ann", "Space Traffic")
    s.deck("base", 11, "Hypersonics")
    g = s.build().dogma("Space Traffic")
    assert g.over
    assert winners(g) == ["bob"]


def test_space_traffic_scores_all_but_the_top_five_splays_aslant_and_repeats_until_highest() -> None:
    s = fourth()
    s.board("ann", "Space Traffic")
    s.board("ann", "Archery", "Construction", "Oars", "Coal", "Fission", "Flight")
    s.score("bob", "Computers", "Databases")  # 19 points
    s.deck("base", 11, "Fusion", "Astrogeology")
    g = s.build().dogma("Space Traffic")
    # First round: Fusion tucked under Archery; Fusion and Archery scored (12 < 19): again.
    # Second round: Astrogeology tucked under Construction and scored (23 points): stop.
    assert sorted(g.score("ann")) == ["Archery", "Astrogeology", "Fusion"]
    assert g.pile("ann", "red") == ["Construction", "Oars", "Coal", "Fission", "Flight"]
    assert g.splay("ann", "red") == "aslant"
    assert not g.over


# ---------------------------------------------------------------- Whataboutism


def test_whataboutism_takes_top_demand_cards_and_swaps_score_piles() -> None:
    s = fourth()
    s.board("ann", "Whataboutism")
    s.board("bob", "Oars", "Mapmaking", "Agriculture")
    s.score("ann", "Coal")
    s.score("bob", "Calendar", "Canal Building")
    g = s.build().dogma("Whataboutism")
    assert g.pile("ann", "red") == ["Oars"]
    assert g.pile("ann", "green") == ["Mapmaking"]
    assert g.board("bob") == {"yellow": ["Agriculture"]}
    assert sorted(g.score("ann")) == ["Calendar", "Canal Building"]
    assert g.score("bob") == ["Coal"]


def test_whataboutism_without_demand_cards_changes_nothing() -> None:
    s = fourth()
    s.board("ann", "Whataboutism")
    s.board("bob", "Agriculture")
    s.score("ann", "Coal")
    s.score("bob", "Calendar")
    g = s.build().dogma("Whataboutism")
    assert g.score("ann") == ["Coal"]
    assert g.score("bob") == ["Calendar"]


def test_near_field_comm_a_tie_for_highest_is_the_players_pick() -> None:
    s = fourth()
    s.board("ann", "Near-Field Comm")
    s.score("ann", "Atomic Theory", "Canning")
    s.deck("base", 7, "Bicycle")
    g = s.build().dogma("Near-Field Comm")
    assert set(g.options) == {"atomic_theory", "canning"}
    g.answer("Atomic Theory")
    assert g.pile("ann", "green") == ["Bicycle"]


def test_space_traffic_a_loser_among_three_leaves_the_game_and_their_cards_are_junked() -> None:
    s = fourth(players=("ann", "bob", "cat"))
    s.board("ann", "Space Traffic")
    s.hand("ann", "Agriculture")
    s.score("ann", "Coal")
    s.deck("base", 11, "Hypersonics")
    g = s.build().dogma("Space Traffic")
    assert not g.over
    assert g.game.state.players[0].eliminated
    assert sorted(junk(g)) == ["Agriculture", "Coal", "Hypersonics", "Space Traffic"]
    assert g.board("ann") == {} and g.hand("ann") == [] and g.score("ann") == []


def test_space_traffic_a_loser_in_a_team_game_makes_the_other_team_win() -> None:
    s = fourth(players=("ann", "bob", "cat", "dan"), teams=True)  # ann & cat vs bob & dan
    s.board("ann", "Space Traffic")
    s.deck("base", 11, "Hypersonics")
    g = s.build().dogma("Space Traffic")
    assert g.over
    assert winners(g) == ["bob", "dan"]
