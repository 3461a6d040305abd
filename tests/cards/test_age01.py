"""Scenario tests for age 1 base cards (written from the card texts and RULES.md)."""

from __future__ import annotations

from innovation.testing import Scenario


def test_agriculture_returns_and_scores_one_higher() -> None:
    s = Scenario()
    s.board("ann", "Agriculture")
    s.hand("ann", "Archery")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Agriculture").answer("Archery")
    assert g.hand("ann") == []
    assert g.score("ann") == ["Calendar"]
    assert g.deck_bottom("base", 1) == ["Archery"]
    assert not g.shared_bonus


def test_agriculture_may_decline() -> None:
    s = Scenario()
    s.board("ann", "Agriculture")
    s.hand("ann", "Archery")
    g = s.build().dogma("Agriculture").answer("done")
    assert g.hand("ann") == ["Archery"]
    assert g.score("ann") == []


def test_agriculture_shared_by_player_with_as_many_leaves_gives_bonus() -> None:
    s = Scenario()
    s.board("ann", "Agriculture")
    s.board("bob", "Pottery")  # 3 leaves each
    s.hand("bob", "Writing")
    s.deck("base", 2, "Calendar")
    s.deck("base", 1, "The Wheel")
    g = s.build().dogma("Agriculture")
    g.answer("Writing")  # bob shares first (left of ann) and returns Writing
    # ann has no card to return; bob changed the game, so ann draws a bonus card (a 1).
    assert g.score("bob") == ["Calendar"]
    assert g.shared_bonus
    assert g.hand("ann") == ["The Wheel"]


def test_archery_demand_draw_then_give_highest() -> None:
    s = Scenario()
    s.board("ann", "Archery")  # 2 castles
    s.board("bob", "Writing")  # 0 castles
    s.hand("bob", "Calendar", "Sailing")
    s.deck("base", 1, "Oars")
    g = s.build().dogma("Archery")
    assert sorted(g.hand("bob")) == ["Oars", "Sailing"]
    assert g.hand("ann") == ["Calendar"]


def test_archery_not_demanded_with_equal_castles() -> None:
    s = Scenario()
    s.board("ann", "Archery")
    s.board("bob", "Oars")
    s.deck("base", 1, "Sailing")
    g = s.build().dogma("Archery")
    assert g.hand("bob") == []
    assert g.hand("ann") == []


def test_oars_repeats_and_skips_cooperative_draw() -> None:
    s = Scenario()
    s.board("ann", "Oars")  # 2 castles
    s.board("bob", "Writing")
    s.hand("bob", "Sailing", "Clothing")  # both have a crown
    s.deck("base", 1, "Agriculture", "Pottery")
    g = s.build().dogma("Oars")
    g.answer("Sailing")
    # After the first transfer bob draws Agriculture (no crown), Clothing still has one.
    assert sorted(g.score("ann")) == ["Clothing", "Sailing"]
    assert sorted(g.hand("bob")) == ["Agriculture", "Pottery"]
    assert g.hand("ann") == []  # a card was transferred: no draw for ann


def test_oars_no_transfer_means_draw() -> None:
    s = Scenario()
    s.board("ann", "Oars")
    s.board("bob", "Writing")
    s.hand("bob", "Agriculture")
    s.deck("base", 1, "Pottery")
    g = s.build().dogma("Oars")
    assert g.hand("ann") == ["Pottery"]


def test_masonry_four_castle_melds_claim_monument() -> None:
    s = Scenario()
    s.board("ann", "Masonry")
    s.hand("ann", "Archery", "Metalworking", "Mysticism", "The Wheel", "Writing")
    g = s.build().dogma("Masonry")
    g.answer("Archery", "Metalworking", "Mysticism", "The Wheel")
    # Cards are melded in the order ann picked them: Metalworking ends on top of Archery.
    assert g.pile("ann", "red") == ["Archery", "Metalworking"]
    assert g.pile("ann", "purple") == ["Mysticism"]
    assert g.pile("ann", "green") == ["The Wheel"]
    assert g.hand("ann") == ["Writing"]
    assert "monument" in g.achievements("ann")


def test_metalworking_scores_castles_until_a_card_without() -> None:
    s = Scenario()
    s.board("ann", "Metalworking")
    s.deck("base", 1, "Archery", "Oars", "Writing")
    g = s.build().dogma("Metalworking")
    assert g.score("ann") == ["Archery", "Oars"]
    assert g.hand("ann") == ["Writing"]


def test_writing_draws_a_two() -> None:
    s = Scenario()
    s.board("ann", "Writing")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Writing")
    assert g.hand("ann") == ["Calendar"]


# --------------------------------------------------------------------------- helpers


# --------------------------------------------------------------------------- City States


def test_city_states_demand_transfers_castle_top_card_and_draws() -> None:
    s = Scenario()
    s.board("ann", "City States")  # 2 crowns
    s.board("bob", "Mysticism", "The Wheel")  # 0 crowns, 6 castles
    s.deck("base", 1, "Sailing")
    g = s.build().dogma("City States").answer("The Wheel")
    assert g.pile("ann", "green") == ["The Wheel"]
    assert g.board("bob") == {"purple": ["Mysticism"]}
    assert g.hand("bob") == ["Sailing"]
    assert g.hand("ann") == []
    assert not g.shared_bonus


def test_city_states_card_goes_on_top_of_my_pile() -> None:
    s = Scenario()
    s.board("ann", "City States")
    s.board("bob", "Mysticism", "Metalworking")
    s.deck("base", 1, "Sailing")
    g = s.build().dogma("City States").answer("Mysticism")
    assert g.pile("ann", "purple") == ["City States", "Mysticism"]
    assert g.board("bob") == {"red": ["Metalworking"]}
    assert g.hand("bob") == ["Sailing"]


def test_city_states_needs_four_castles() -> None:
    s = Scenario()
    s.board("ann", "City States")
    s.board("bob", "Mysticism")  # only 3 castles
    s.deck("base", 1, "Sailing")
    g = s.build().dogma("City States")
    assert g.idle
    assert g.board("bob") == {"purple": ["Mysticism"]}
    assert g.board("ann") == {"purple": ["City States"]}
    assert g.hand("bob") == []


def test_city_states_counts_splayed_castles_but_moves_only_a_castle_top_card() -> None:
    s = Scenario()
    s.board("ann", "City States", "Clothing")  # 3 crowns
    # Splayed up, The Wheel shows 3 castles under Sailing (2 crowns); Tools adds a 4th castle.
    s.board("bob", "The Wheel", "Sailing", splay="up")
    s.board("bob", "Tools")
    s.deck("base", 1, "Pottery")
    g = s.build().dogma("City States")
    # Tools is bob's only top card with a castle: it moves without a question.
    assert g.pile("ann", "blue") == ["Tools"]
    assert g.board("bob") == {"green": ["The Wheel", "Sailing"]}
    assert g.hand("bob") == ["Pottery"]
    assert g.idle


def test_city_states_not_demanded_with_as_many_crowns() -> None:
    s = Scenario()
    s.board("ann", "City States")
    s.board("bob", "Code of Laws", "Mysticism")  # Mysticism on top: 0 crowns
    s.board("bob", "The Wheel", "Sailing", splay="up")  # Sailing: 2 crowns, 6 castles in all
    s.deck("base", 1, "Pottery")
    g = s.build().dogma("City States")
    assert g.pile("bob", "green") == ["The Wheel", "Sailing"]
    assert g.pile("bob", "purple") == ["Code of Laws", "Mysticism"]
    assert g.board("ann") == {"purple": ["City States"]}
    assert g.hand("bob") == []


# --------------------------------------------------------------------------- Clothing


def test_clothing_melds_a_new_colour_and_scores_unique_colours() -> None:
    s = Scenario()
    s.board("ann", "Clothing")  # 2 leaves
    s.board("bob", "Writing")  # 0 leaves: does not share
    s.hand("ann", "Sailing", "Pottery", "Archery")
    s.deck("base", 1, "Oars", "Agriculture")
    g = s.build().dogma("Clothing").answer("Pottery")
    assert g.pile("ann", "blue") == ["Pottery"]
    assert sorted(g.hand("ann")) == ["Archery", "Sailing"]
    # ann has green and blue; bob has blue: only green is unique.
    assert g.score("ann") == ["Oars"]
    assert g.board("bob") == {"blue": ["Writing"]}
    assert g.score("bob") == []
    assert not g.shared_bonus


def test_clothing_nothing_to_meld_and_no_unique_colour() -> None:
    s = Scenario()
    s.board("ann", "Clothing")
    s.board("bob", "The Wheel")  # green too, no leaves
    s.hand("ann", "Sailing")  # green: same colour as Clothing
    s.deck("base", 1, "Oars")
    g = s.build().dogma("Clothing")
    assert g.idle
    assert g.hand("ann") == ["Sailing"]
    assert g.board("ann") == {"green": ["Clothing"]}
    assert g.score("ann") == []


def test_clothing_counts_colours_missing_from_every_opponent() -> None:
    s = Scenario(players=("ann", "bob", "cat"))
    s.board("ann", "Clothing", "Pottery", "Masonry")  # green, blue, yellow; 5 leaves
    s.board("bob", "Tools")  # blue
    s.board("cat", "Archery")  # red
    s.deck("base", 1, "Oars", "Writing", "Sailing")
    g = s.build().dogma("Clothing")
    assert sorted(g.score("ann")) == ["Oars", "Writing"]  # green and yellow
    assert g.score("bob") == [] and g.score("cat") == []
    assert g.deck("base", 1)[0] == "Sailing"


def test_clothing_partner_board_does_not_block_a_colour() -> None:
    s = Scenario(players=("ann", "bob", "cat", "dan"), teams=True)  # ann & cat vs bob & dan
    s.board("ann", "Clothing")
    s.board("cat", "The Wheel")  # partner's green
    s.board("bob", "Writing")
    s.board("dan", "Archery")
    s.deck("base", 1, "Oars")
    g = s.build().dogma("Clothing")
    assert g.score("ann") == ["Oars"]


def test_clothing_shared_by_player_with_as_many_leaves() -> None:
    s = Scenario()
    s.board("ann", "Clothing")  # 2 leaves
    s.board("bob", "Agriculture")  # 3 leaves: shares, and goes first
    s.hand("bob", "Writing")
    s.hand("ann", "Pottery")
    s.deck("base", 1, "Oars", "Sailing", "Tools")
    g = s.build().dogma("Clothing")
    # Effect 1: bob melds Writing, then ann melds Pottery (single choices, no questions).
    assert g.board("bob") == {"blue": ["Writing"], "yellow": ["Agriculture"]}
    assert g.board("ann") == {"blue": ["Pottery"], "green": ["Clothing"]}
    # Effect 2: bob's yellow and ann's green are unique.
    assert g.score("bob") == ["Oars"]
    assert g.score("ann") == ["Sailing"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Tools"]


# --------------------------------------------------------------------------- Code of Laws


def test_code_of_laws_tucks_and_splays_left() -> None:
    s = Scenario()
    s.board("ann", "Code of Laws")
    s.hand("ann", "City States", "Sailing")
    g = s.build().dogma("Code of Laws").answer("City States", "purple")
    assert g.pile("ann", "purple") == ["City States", "Code of Laws"]
    assert g.splay("ann", "purple") == "left"
    assert g.hand("ann") == ["Sailing"]


def test_code_of_laws_may_decline_the_splay() -> None:
    s = Scenario()
    s.board("ann", "Code of Laws")
    s.hand("ann", "City States")
    g = s.build().dogma("Code of Laws").answer("City States", "done")
    assert g.pile("ann", "purple") == ["City States", "Code of Laws"]
    assert g.splay("ann", "purple") == "none"


def test_code_of_laws_may_decline_the_tuck() -> None:
    s = Scenario()
    s.board("ann", "Code of Laws")
    s.hand("ann", "City States")
    g = s.build().dogma("Code of Laws").answer("done")
    assert g.hand("ann") == ["City States"]
    assert g.pile("ann", "purple") == ["Code of Laws"]


def test_code_of_laws_only_colours_on_board_are_eligible() -> None:
    s = Scenario()
    s.board("ann", "Code of Laws")
    s.hand("ann", "Sailing", "Writing")
    g = s.build().dogma("Code of Laws")
    assert g.idle
    assert sorted(g.hand("ann")) == ["Sailing", "Writing"]


def test_code_of_laws_shared_tuck_gives_bonus() -> None:
    s = Scenario()
    s.board("ann", "Code of Laws")  # 2 crowns
    s.board("bob", "Sailing")  # 2 crowns: shares
    s.hand("bob", "The Wheel")
    s.deck("base", 1, "Oars")
    g = s.build().dogma("Code of Laws").answer("The Wheel", "green")
    assert g.pile("bob", "green") == ["The Wheel", "Sailing"]
    assert g.splay("bob", "green") == "left"
    assert g.shared_bonus
    assert g.hand("ann") == ["Oars"]


def test_code_of_laws_sharer_declining_gives_no_bonus() -> None:
    s = Scenario()
    s.board("ann", "Code of Laws")
    s.board("bob", "Sailing")
    s.hand("bob", "The Wheel")
    g = s.build().dogma("Code of Laws").answer("done")
    assert g.hand("bob") == ["The Wheel"]
    assert not g.shared_bonus
    assert g.hand("ann") == []


# --------------------------------------------------------------------------- Domestication


def test_domestication_melds_a_lowest_card_then_draws() -> None:
    s = Scenario()
    s.board("ann", "Domestication")
    s.hand("ann", "Writing", "Calendar", "Sailing")
    s.deck("base", 1, "Oars")
    g = s.build().dogma("Domestication").answer("Sailing")
    assert g.pile("ann", "green") == ["Sailing"]
    assert sorted(g.hand("ann")) == ["Calendar", "Oars", "Writing"]


def test_domestication_single_lowest_card_is_melded_without_asking() -> None:
    s = Scenario()
    s.board("ann", "Domestication")
    s.hand("ann", "Calendar", "Writing")
    s.deck("base", 1, "Oars")
    g = s.build().dogma("Domestication")
    assert g.pile("ann", "blue") == ["Writing"]
    assert sorted(g.hand("ann")) == ["Calendar", "Oars"]


def test_domestication_empty_hand_still_draws() -> None:
    s = Scenario()
    s.board("ann", "Domestication")
    s.deck("base", 1, "Oars")
    g = s.build().dogma("Domestication")
    assert g.hand("ann") == ["Oars"]
    assert g.board("ann") == {"yellow": ["Domestication"]}


def test_domestication_shared() -> None:
    s = Scenario()
    s.board("ann", "Domestication")  # 2 castles
    s.board("bob", "Oars")  # 2 castles: shares
    s.hand("bob", "Calendar")
    s.deck("base", 1, "Writing", "Sailing", "Tools")
    g = s.build().dogma("Domestication")
    assert g.pile("bob", "blue") == ["Calendar"]
    assert g.hand("bob") == ["Writing"]
    assert g.hand("ann") == ["Sailing", "Tools"]  # her draw, then the bonus (a 1)
    assert g.shared_bonus


# --------------------------------------------------------------------------- Mysticism


def test_mysticism_same_colour_is_melded_and_draws() -> None:
    s = Scenario()
    s.board("ann", "Mysticism")
    s.deck("base", 1, "City States", "Sailing")
    g = s.build().dogma("Mysticism")
    assert g.pile("ann", "purple") == ["Mysticism", "City States"]
    assert g.hand("ann") == ["Sailing"]


def test_mysticism_other_colour_stays_in_hand() -> None:
    s = Scenario()
    s.board("ann", "Mysticism")
    s.deck("base", 1, "Sailing", "Oars")
    g = s.build().dogma("Mysticism")
    assert g.hand("ann") == ["Sailing"]
    assert g.board("ann") == {"purple": ["Mysticism"]}
    assert g.deck("base", 1)[0] == "Oars"


def test_mysticism_shared() -> None:
    s = Scenario()
    s.board("ann", "Mysticism")  # 3 castles
    s.board("bob", "The Wheel")  # 3 castles: shares, first
    s.deck("base", 1, "Sailing", "Oars", "Writing", "Pottery")
    g = s.build().dogma("Mysticism")
    assert g.pile("bob", "green") == ["The Wheel", "Sailing"]
    assert g.hand("bob") == ["Oars"]
    assert g.hand("ann") == ["Writing", "Pottery"]  # Writing (blue) kept, then the bonus
    assert g.shared_bonus


# --------------------------------------------------------------------------- Pottery


def test_pottery_returns_two_and_scores_a_two_then_draws() -> None:
    s = Scenario()
    s.board("ann", "Pottery")
    s.hand("ann", "Writing", "Sailing", "Calendar")
    s.deck("base", 2, "Mathematics")
    s.deck("base", 1, "Oars")
    g = s.build().dogma("Pottery").answer("Writing", "Calendar", "done")
    assert g.score("ann") == ["Mathematics"]
    assert g.deck_bottom("base", 1) == ["Writing"]
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert sorted(g.hand("ann")) == ["Oars", "Sailing"]


def test_pottery_returns_at_most_three() -> None:
    s = Scenario()
    s.board("ann", "Pottery")
    s.hand("ann", "Writing", "Sailing", "Oars", "Calendar")
    s.deck("base", 3, "Alchemy")
    s.deck("base", 1, "The Wheel")
    g = s.build().dogma("Pottery").answer("Writing", "Sailing", "Oars")
    assert g.score("ann") == ["Alchemy"]
    assert sorted(g.deck_bottom("base", 1, 3)) == ["Oars", "Sailing", "Writing"]
    assert sorted(g.hand("ann")) == ["Calendar", "The Wheel"]


def test_pottery_decline_only_draws() -> None:
    s = Scenario()
    s.board("ann", "Pottery")
    s.hand("ann", "Writing")
    s.deck("base", 1, "Oars")
    g = s.build().dogma("Pottery").answer("done")
    assert g.score("ann") == []
    assert sorted(g.hand("ann")) == ["Oars", "Writing"]


def test_pottery_shared_by_player_with_as_many_leaves() -> None:
    s = Scenario()
    s.board("ann", "Pottery")  # 3 leaves
    s.board("bob", "Agriculture")  # 3 leaves
    s.hand("bob", "Writing")
    s.deck("base", 1, "Oars", "Sailing", "Tools", "Archery")
    g = s.build().dogma("Pottery").answer("Writing")  # his only card: no "done" needed
    # bob returns Writing and scores a 1 (Oars); ann has no hand card to return.
    assert g.score("bob") == ["Oars"]
    assert g.hand("bob") == ["Sailing"]
    assert g.hand("ann") == ["Tools", "Archery"]  # her draw, then the bonus
    assert g.shared_bonus


# --------------------------------------------------------------------------- Sailing / The Wheel


def test_sailing_draws_and_melds() -> None:
    s = Scenario()
    s.board("ann", "Sailing")
    s.deck("base", 1, "Oars")
    g = s.build().dogma("Sailing")
    assert g.pile("ann", "red") == ["Oars"]
    assert g.hand("ann") == []
    assert not g.shared_bonus


def test_sailing_shared() -> None:
    s = Scenario()
    s.board("ann", "Sailing")  # 2 crowns
    s.board("bob", "City States")  # 2 crowns
    s.deck("base", 1, "Archery", "Writing", "Tools")
    g = s.build().dogma("Sailing")
    assert g.pile("bob", "red") == ["Archery"]
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.hand("ann") == ["Tools"]
    assert g.shared_bonus


def test_the_wheel_draws_two_ones() -> None:
    s = Scenario()
    s.board("ann", "The Wheel")
    s.board("bob", "Writing")  # no castles: does not share
    s.deck("base", 1, "Oars", "Sailing")
    g = s.build().dogma("The Wheel")
    assert g.hand("ann") == ["Oars", "Sailing"]
    assert g.hand("bob") == []
    assert not g.shared_bonus


def test_the_wheel_shared() -> None:
    s = Scenario()
    s.board("ann", "The Wheel")
    s.board("bob", "Mysticism")
    s.deck("base", 1, "Oars", "Sailing", "Pottery", "Tools", "Archery")
    g = s.build().dogma("The Wheel")
    assert g.hand("bob") == ["Oars", "Sailing"]
    assert g.hand("ann") == ["Pottery", "Tools", "Archery"]
    assert g.shared_bonus


# --------------------------------------------------------------------------- Tools


def test_tools_returns_three_and_melds_a_three() -> None:
    s = Scenario()
    s.board("ann", "Tools")
    s.hand("ann", "Writing", "Sailing", "Oars", "Calendar")
    s.deck("base", 3, "Alchemy")
    g = s.build().dogma("Tools").answer("Writing", "Calendar", "Oars")
    g.answer("Writing")  # order the two 1s going back to the same pile
    assert g.pile("ann", "blue") == ["Tools", "Alchemy"]
    assert g.hand("ann") == ["Sailing"]  # no 3 in hand for the second effect
    assert sorted(g.deck_bottom("base", 1, 2)) == ["Oars", "Writing"]
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.idle


def test_tools_returning_fewer_than_three_does_not_meld() -> None:
    s = Scenario()
    s.board("ann", "Tools")
    s.hand("ann", "Writing", "Calendar")
    s.deck("base", 3, "Alchemy")
    g = s.build().dogma("Tools").answer("Writing")  # Calendar must follow
    assert g.hand("ann") == []
    assert g.board("ann") == {"blue": ["Tools"]}
    assert g.deck_bottom("base", 1) == ["Writing"]
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.deck("base", 3)[0] == "Alchemy"


def test_tools_returns_a_three_and_draws_three_ones() -> None:
    s = Scenario()
    s.board("ann", "Tools")
    s.hand("ann", "Alchemy", "Writing")
    s.deck("base", 1, "Oars", "Archery", "Pottery")
    g = s.build().dogma("Tools").answer("done", "Alchemy")
    assert g.deck_bottom("base", 3) == ["Alchemy"]
    assert sorted(g.hand("ann")) == ["Archery", "Oars", "Pottery", "Writing"]


def test_tools_may_decline_both() -> None:
    s = Scenario()
    s.board("ann", "Tools")
    s.hand("ann", "Alchemy", "Writing", "Sailing")
    g = s.build().dogma("Tools").answer("done", "done")
    assert sorted(g.hand("ann")) == ["Alchemy", "Sailing", "Writing"]
    assert g.board("ann") == {"blue": ["Tools"]}


def test_tools_melded_three_can_feed_the_second_effect() -> None:
    s = Scenario()
    s.board("ann", "Tools")  # 2 lightbulbs
    s.board("bob", "Writing")  # 2 lightbulbs: shares, first
    s.hand("bob", "Engineering", "Sailing", "Oars")
    s.deck("base", 3, "Alchemy")
    s.deck("base", 1, "Archery", "Pottery", "Agriculture", "Metalworking")
    g = s.build().dogma("Tools")
    g.answer("done")  # bob declines the first effect
    g.answer("Engineering")  # ... then returns his 3 in the second
    assert g.deck_bottom("base", 3) == ["Engineering"]
    assert sorted(g.hand("bob")) == ["Agriculture", "Archery", "Oars", "Pottery", "Sailing"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Metalworking"]
