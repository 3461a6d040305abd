"""Scenario tests for the Unseen cards of age 10 (written from the card texts and RULES-4e.md §§4, 7:
secrets achieved "regardless of eligibility", the safe's limit, "you lose"/"you win")."""

from __future__ import annotations

from tests.cards4e.unseen.unseen4e import base_draws, scenario

# --------------------------------------------------------------------------- 3D Printing


def test_3d_printing_returns_achieves_a_secret_of_that_value_safeguards_and_repeats() -> None:
    s = scenario()
    s.specials_available()  # none on offer: only the card moves achievements
    s.board("ann", "3D Printing")
    s.board("ann", "Oars", "Archery")
    s.zone("ann", "safe", "Tools", "Calendar")
    s.available_achievements("Alchemy", "Anatomy")
    g = s.build().dogma("3D Printing").answer("Archery", "3")  # return a 1, achieve Tools, safeguard a 3
    assert g.achievements("ann") == ["Tools"]
    assert g.zone("ann", "safe") == ["Calendar", "Alchemy"]
    g.answer("Oars")  # again: a 1 returned, but no secret of value 1 is left: no repeat after this
    assert g.board("ann") == {"purple": ["3D Printing"]}
    assert g.zone("ann", "safe") == ["Calendar", "Alchemy", "Anatomy"]
    assert g.idle


def test_3d_printing_without_a_matching_secret_stops_after_safeguarding() -> None:
    s = scenario()
    s.specials_available()  # none on offer: only the card moves achievements
    s.board("ann", "3D Printing")
    s.board("ann", "Archery")
    s.zone("ann", "safe", "Calendar")
    s.available_achievements("Alchemy")
    g = s.build().dogma("3D Printing").answer("Archery")
    assert g.achievements("ann") == []
    assert g.zone("ann", "safe") == ["Calendar", "Alchemy"]
    assert g.idle


# --------------------------------------------------------------------------- Cryptocurrency


def test_cryptocurrency_returns_the_score_pile_and_scores_a_ten_per_value() -> None:
    s = scenario()
    s.board("ann", "Cryptocurrency")
    s.board("ann", "Oars", "Archery")
    s.score("ann", "Tools", "Writing", "Calendar")
    s.deck("base", 10, "Software", "Databases", "Robotics")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Cryptocurrency").answer("Tools")  # the order the two 1s go back
    assert sorted(g.score("ann")) == ["Databases", "Software"]  # two values returned
    g.answer("red")
    assert g.splay("ann", "red") == "up"


# --------------------------------------------------------------------------- Denver Airport


def test_denver_airport_achieves_a_secret_regardless_of_eligibility() -> None:
    s = scenario()
    s.board("ann", "Denver Airport")
    s.zone("ann", "safe", "Satellites")
    g = s.build().dogma("Denver Airport").answer("Satellites")
    assert g.achievements("ann") == ["Satellites"]
    assert g.zone("ann", "safe") == []


def test_denver_airport_may_keep_the_secret_and_splay_purple_up() -> None:
    s = scenario()
    s.board("ann", "Denver Airport")
    s.board("ann", "Mysticism", "Monotheism")
    s.zone("ann", "safe", "Satellites")
    g = s.build().dogma("Denver Airport").answer("done", "purple")
    assert g.zone("ann", "safe") == ["Satellites"]
    assert g.splay("ann", "purple") == "up"


# --------------------------------------------------------------------------- Fight Club


def test_fight_club_demand_moves_a_secret_into_my_achievements() -> None:
    s = scenario()
    s.board("ann", "Fight Club")
    s.zone("bob", "safe", "Tools")
    g = s.build().dogma("Fight Club")
    assert g.achievements("ann") == ["Tools"]
    assert g.zone("bob", "safe") == []


# --------------------------------------------------------------------------- Hacking


def test_hacking_takes_two_highest_secrets_and_score_cards_then_melds_the_two_lowest() -> None:
    s = scenario()
    s.board("ann", "Hacking")
    s.zone("bob", "safe", "Tools", "Calendar", "Alchemy")
    s.score("bob", "Writing", "Mapmaking", "Anatomy", "Coal", "Canning")
    g = s.build().dogma("Hacking")
    assert sorted(g.zone("ann", "safe")) == ["Alchemy", "Calendar"]
    assert g.zone("bob", "safe") == ["Tools"]
    assert sorted(g.score("ann")) == ["Canning", "Coal"]
    assert g.score("bob") == ["Anatomy"]
    assert g.pile("bob", "blue") == ["Writing"]
    assert g.pile("bob", "green") == ["Mapmaking"]


def test_hacking_into_a_full_safe_leaves_the_secrets() -> None:
    s = scenario()
    s.board("ann", "Hacking")
    s.board("ann", "Oars", "Archery", splay="aslant")  # ann's safe holds one card
    s.zone("ann", "safe", "Agriculture")
    s.zone("bob", "safe", "Tools")
    g = s.build().dogma("Hacking")
    assert g.zone("bob", "safe") == ["Tools"]
    assert g.zone("ann", "safe") == ["Agriculture"]


# --------------------------------------------------------------------------- Inhomogeneous Cosmology


def test_inhomogeneous_cosmology_repeats_while_something_moves_then_draws_per_missing_colour() -> None:
    s = scenario()
    s.board("ann", "Inhomogeneous Cosmology")
    s.board("ann", "Archery")
    s.hand("ann", "Writing")
    s.deck("base", 11, "Fusion", "Hypersonics", "Escapism")
    base_draws(s, "ann", "bob")
    g = (
        s.build().dogma("Inhomogeneous Cosmology").answer("Archery", "Writing", "done")
    )  # the hand is empty: no second question
    assert g.deck("base", 1)[0] == "Archery"
    assert g.pile("ann", "blue") == ["Inhomogeneous Cosmology", "Writing"]
    assert len(g.hand("ann")) == 4  # red, green, yellow, purple missing


# --------------------------------------------------------------------------- Order of the Occult Hand


def test_order_of_the_occult_hand_with_a_three_in_the_score_pile_loses() -> None:
    s = scenario()
    s.board("ann", "Order of the Occult Hand")
    s.score("ann", "Alchemy")
    g = s.build().dogma("Order of the Occult Hand")
    assert g.winners == ["bob"]


def test_order_of_the_occult_hand_with_a_seven_in_hand_wins() -> None:
    s = scenario()
    s.board("ann", "Order of the Occult Hand")
    s.hand("ann", "Bicycle")
    g = s.build().dogma("Order of the Occult Hand")
    assert g.winners == ["ann"]


def test_order_of_the_occult_hand_melds_two_scores_four_and_splays_blue_up() -> None:
    s = scenario()
    s.board("ann", "Order of the Occult Hand")
    s.board("ann", "Pottery")
    s.hand("ann", "Writing", "Tools", "Archery", "Oars", "Sailing", "Clothing", "Agriculture")
    g = s.build().dogma("Order of the Occult Hand").answer("Writing", "Tools", "Archery", "Oars", "Sailing", "Clothing")
    assert g.pile("ann", "blue") == ["Pottery", "Writing", "Tools"]
    assert g.splay("ann", "blue") == "up"
    assert sorted(g.score("ann")) == ["Archery", "Clothing", "Oars", "Sailing"]
    assert g.hand("ann") == ["Agriculture"]


# --------------------------------------------------------------------------- Ride-Hailing


def test_ride_hailing_melds_a_clock_card_from_another_board_and_self_executes_it() -> None:
    s = scenario()
    s.board("ann", "Ride-Hailing")
    s.board("ann", "Quantum Theory")  # six clocks: bob (five) does not share
    s.board("bob", "Bicycle", "Subway")  # yellow Subway is not eligible
    s.board("bob", "Mass Media")
    s.board("bob", "Fermi Paradox")
    s.shared_zone("junk", "Tools")
    s.deck("base", 9, "Satellites")
    s.deck("base", 10, "Databases")
    g = s.build().dogma("Ride-Hailing").answer("Fermi Paradox", "Databases")
    assert g.pile("ann", "blue") == ["Quantum Theory", "Fermi Paradox"]
    assert g.deck_bottom("base", 10) == ["Databases"]
    assert g.hand("ann") == ["Tools"]  # Fermi's second effect: the junk comes to hand


def test_ride_hailing_without_a_candidate_draws_an_eleven() -> None:
    s = scenario()
    s.board("ann", "Ride-Hailing")
    s.board("bob", "Subway")
    s.deck("base", 11, "Fusion")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Ride-Hailing")
    assert g.hand("ann") == ["Fusion"]


# --------------------------------------------------------------------------- Secret Santa


def test_secret_santa_makes_the_opponent_meld_from_my_score_pile_and_scores_three_tens() -> None:
    s = scenario()
    s.board("ann", "Secret Santa")
    s.score("ann", "Tools")
    s.deck("base", 10, "Software", "Databases", "Robotics")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Secret Santa")
    assert g.pile("bob", "blue") == ["Tools"]
    assert sorted(g.score("ann")) == ["Databases", "Robotics", "Software"]


# --------------------------------------------------------------------------- Whatchamacallit


def test_whatchamacallit_scores_a_card_of_each_missing_value_read_before_drawing() -> None:
    s = scenario()
    s.board("ann", "Whatchamacallit")  # a 10
    s.board("ann", "Archery")  # 1
    s.score("ann", "Calendar", "Alchemy", "Anatomy", "Coal", "Canning", "Bicycle", "Flight", "Fission")  # 2–9
    s.deck("base", 11, "Fusion")
    base_draws(s, "ann", "bob")
    g = s.build().dogma("Whatchamacallit")
    assert "Fusion" in g.score("ann")
    assert len(g.score("ann")) == 9
