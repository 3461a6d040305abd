"""Scenario tests for the 4th-edition base cards of age 9 (written from the card texts)."""

from __future__ import annotations

from tests.cards4e.scenario4e import fourth, junk, winners

# ---------------------------------------------------------------- Collaboration


def test_collaboration_demand_i_take_one_revealed_nine_and_you_meld_the_other() -> None:
    s = fourth()
    s.board("ann", "Collaboration")
    s.deck("base", 9, "Fission", "Genetics")
    g = s.build().dogma("Collaboration").answer("Fission")
    assert g.pile("ann", "red") == ["Fission"]
    assert g.pile("bob", "blue") == ["Genetics"]
    assert not g.over


def test_collaboration_ten_green_cards_win() -> None:
    s = fourth()
    s.board(
        "ann",
        "Clothing",
        "Sailing",
        "The Wheel",
        "Mapmaking",
        "Currency",
        "Compass",
        "Paper",
        "Invention",
        "Navigation",
        "Collaboration",
    )
    s.board("bob", "Optics")  # three crowns: not demanded
    g = s.build().dogma("Collaboration")
    assert g.over
    assert winners(g) == ["ann"]


# ---------------------------------------------------------------- Composites


def test_composites_takes_all_but_one_hand_card_and_the_highest_score_card() -> None:
    s = fourth()
    s.board("ann", "Composites")
    s.hand("bob", "Agriculture", "Archery", "Coal")
    s.score("bob", "Calendar", "Flight")
    g = s.build().dogma("Composites").answer("Coal")
    assert g.hand("bob") == ["Coal"]
    assert sorted(g.hand("ann")) == ["Agriculture", "Archery"]
    assert g.score("ann") == ["Flight"]
    assert g.score("bob") == ["Calendar"]


# ---------------------------------------------------------------- Computers


def test_computers_splays_red_or_green_up_then_melds_a_ten_and_self_executes_it() -> None:
    s = fourth()
    s.board("ann", "Computers")
    s.board("ann", "Coal", "Oars")
    s.deck("base", 10, "A. I.", "Databases")
    g = s.build().dogma("Computers").answer("red")
    assert g.splay("ann", "red") == "up"
    # A. I. melded and self-executed: its first effect draws and scores a 10.
    assert g.pile("ann", "purple") == ["A. I."]
    assert g.score("ann") == ["Databases"]


# ---------------------------------------------------------------- Ecology


def test_ecology_return_score_and_draw_two_tens_then_may_junk_the_ten_deck() -> None:
    s = fourth()
    s.board("ann", "Ecology")
    s.hand("ann", "Agriculture", "Archery")
    s.deck("base", 10, "A. I.", "Databases")
    g = s.build().dogma("Ecology").answer("Agriculture")
    assert g.score("ann") == ["Archery"]
    assert sorted(g.hand("ann")) == ["A. I.", "Databases"]
    g.answer("yes")
    assert g.deck("base", 10) == []
    assert len(junk(g)) == 7  # ten 10s, less the achievement and the two drawn


def test_ecology_junk_may_be_declined() -> None:
    s = fourth()
    s.board("ann", "Ecology")
    g = s.build().dogma("Ecology").answer("no")
    assert junk(g) == []
    assert len(g.deck("base", 10)) == 9


# ---------------------------------------------------------------- Fission


def test_fission_red_ten_junks_every_non_achievement_card_and_ends_the_dogma() -> None:
    s = fourth()
    s.board("ann", "Fission", "Writing")
    s.hand("ann", "Agriculture")
    s.score("ann", "Coal")
    s.achievements("ann", "Calendar")
    s.board("bob", "Sailing")
    s.score("bob", "Canning")
    s.deck("base", 10, "Robotics")
    g = s.build().dogma("Fission")
    assert g.board("ann") == {} and g.board("bob") == {}
    assert g.hand("ann") == [] and g.hand("bob") == []
    assert g.score("ann") == [] and g.score("bob") == []
    assert g.achievements("ann") == ["Calendar"]
    assert sorted(junk(g)) == sorted(["Fission", "Writing", "Agriculture", "Coal", "Sailing", "Canning", "Robotics"])
    assert g.idle  # the dogma is complete: no further effect


def test_fission_non_red_ten_then_return_a_top_card_and_draw_a_ten() -> None:
    s = fourth()
    s.board("ann", "Fission", "Writing")
    s.board("bob", "Sailing")
    s.deck("base", 10, "Databases", "A. I.")
    g = s.build().dogma("Fission")
    assert g.hand("bob") == ["Databases"]
    g.answer("Sailing")  # Fission itself is not offered
    assert g.board("bob") == {}
    assert g.hand("ann") == ["A. I."]


# ---------------------------------------------------------------- Genetics


def test_genetics_melds_an_eleven_and_scores_every_card_beneath_it() -> None:
    s = fourth()
    s.board("ann", "Tools", "Writing", "Genetics")
    s.deck("base", 11, "Solar Sailing")
    g = s.build().dogma("Genetics")
    assert g.pile("ann", "blue") == ["Solar Sailing"]
    assert sorted(g.score("ann")) == ["Genetics", "Tools", "Writing"]


# ---------------------------------------------------------------- Satellites


def test_satellites_returns_hand_splays_purple_draws_three_eights_melds_and_self_executes() -> None:
    s = fourth()
    s.board("ann", "Satellites")
    s.board("ann", "Lighting", "Democracy")
    s.board("ann", "Coal")
    s.hand("ann", "Agriculture")
    s.deck("base", 8, "Flight", "Mobility", "Antibiotics")
    g = s.build().dogma("Satellites").answer("purple")
    assert g.deck_bottom("base", 1) == ["Agriculture"]
    assert g.splay("ann", "purple") == "up"
    assert sorted(g.hand("ann")) == ["Antibiotics", "Flight", "Mobility"]
    g.answer("Flight")  # melded on Coal, then self-executed: may splay red up
    assert g.pile("ann", "red") == ["Coal", "Flight"]
    g.answer("red")
    assert g.splay("ann", "red") == "up"


# ---------------------------------------------------------------- Services


def test_services_takes_score_cards_of_my_value_and_you_take_my_leafless_top_card() -> None:
    s = fourth()
    s.board("ann", "Services", "Writing")
    s.score("bob", "Calendar", "Canal Building", "Coal")
    g = s.build().dogma("Services").answer("2")
    assert sorted(g.hand("ann")) == ["Calendar", "Canal Building"]
    assert g.score("bob") == ["Coal"]
    assert g.hand("bob") == ["Writing"]


def test_services_a_value_bob_lacks_moves_nothing() -> None:
    s = fourth()
    s.board("ann", "Services", "Writing")
    s.score("bob", "Coal")
    g = s.build().dogma("Services").answer("7")
    assert g.score("bob") == ["Coal"]
    assert g.hand("bob") == []
    assert g.pile("ann", "blue") == ["Writing"]


# ---------------------------------------------------------------- Specialization


def test_specialization_takes_the_top_card_of_the_revealed_colour_from_opponents() -> None:
    s = fourth()
    s.board("ann", "Specialization")
    s.board("ann", "Tools", "Writing")
    s.hand("ann", "Coal")
    s.board("bob", "Archery", "Oars")
    g = s.build().dogma("Specialization")
    assert sorted(g.hand("ann")) == ["Coal", "Oars"]
    assert g.pile("bob", "red") == ["Archery"]
    g.answer("blue")
    assert g.splay("ann", "blue") == "up"


def test_specialization_leaves_a_partners_board_alone() -> None:
    s = fourth(players=("ann", "bob", "cat", "dan"), teams=True)  # ann & cat vs bob & dan
    s.board("ann", "Specialization")
    s.hand("ann", "Coal")
    s.board("bob", "Oars")
    s.board("cat", "Archery")
    g = s.build().dogma("Specialization")
    assert sorted(g.hand("ann")) == ["Coal", "Oars"]
    assert g.pile("cat", "red") == ["Archery"]


# ---------------------------------------------------------------- Suburbia


def test_suburbia_tucks_cards_and_scores_a_one_per_tuck_then_may_junk_the_nine_deck() -> None:
    s = fourth()
    s.board("ann", "Suburbia")
    s.hand("ann", "Coal", "Calendar")
    s.deck("base", 1, "Agriculture", "Archery")
    g = s.build().dogma("Suburbia").answer("Coal", "Calendar")
    assert sorted(g.score("ann")) == ["Agriculture", "Archery"]
    assert g.pile("ann", "red") == ["Coal"]
    g.answer("yes")
    assert g.deck("base", 9) == []
