"""Scenario tests for age 3 base cards (written from the card texts and RULES.md)."""

from __future__ import annotations

from innovation.testing import Scenario

# ---------------------------------------------------------------------------------- Alchemy


def test_alchemy_no_red_keeps_drawn_card_then_melds_and_scores() -> None:
    s = Scenario()
    s.board("ann", "Alchemy", "Archery")  # 2 + 2 = 4 castles: one 4 drawn
    s.board("bob", "Writing")  # no castles: does not share
    s.hand("ann", "Sailing")
    s.deck("base", 4, "Anatomy")  # yellow
    g = s.build().dogma("Alchemy")
    # Second effect: meld a card from the hand, then score one.
    g.answer("Sailing")
    assert g.pile("ann", "green") == ["Sailing"]
    assert g.score("ann") == ["Anatomy"]
    assert g.hand("ann") == []
    assert g.hand("bob") == []
    assert not g.shared_bonus


def test_alchemy_red_draw_returns_whole_hand() -> None:
    s = Scenario()
    s.board("ann", "Alchemy", "Mysticism", "Masonry")  # 2 + 3 + 3 = 8 castles: two 4s drawn
    s.hand("ann", "Sailing")
    s.deck("base", 4, "Anatomy", "Colonialism")  # Colonialism is red
    g = s.build().dogma("Alchemy")
    # Both 4s go back to the same pile: ann orders them (Anatomy first, Colonialism after).
    g.answer("Anatomy")
    assert g.hand("ann") == []
    assert g.deck_bottom("base", 1) == ["Sailing"]
    assert g.deck_bottom("base", 4, 2) == ["Colonialism", "Anatomy"]
    # Second effect finds an empty hand: nothing melded or scored.
    assert g.score("ann") == []
    assert g.board("ann") == {"blue": ["Alchemy"], "yellow": ["Masonry"], "purple": ["Mysticism"]}


def test_alchemy_fewer_than_three_castles_draws_nothing() -> None:
    s = Scenario()
    s.board("ann", "Alchemy")  # 2 castles
    s.hand("ann", "Sailing", "Writing")
    g = s.build()
    fours = g.deck("base", 4)
    g.dogma("Alchemy").answer("Sailing")  # meld Sailing; Writing is then the only card to score
    assert g.pile("ann", "green") == ["Sailing"]
    assert g.score("ann") == ["Writing"]
    assert g.hand("ann") == []
    assert g.deck("base", 4) == fours  # nothing drawn from the 4s


def test_alchemy_shared_meld_gives_bonus() -> None:
    s = Scenario()
    s.board("ann", "Alchemy")  # 2 castles
    s.board("bob", "Archery")  # 2 castles: shares
    s.hand("bob", "Oars")
    s.deck("base", 3, "Compass")
    g = s.build().dogma("Alchemy")
    assert g.pile("bob", "red") == ["Archery", "Oars"]
    assert g.score("bob") == []
    assert g.shared_bonus
    assert g.hand("ann") == ["Compass"]  # bonus: a 3 (ann's highest top card)


# ---------------------------------------------------------------------------------- Compass


def test_compass_swaps_leaf_card_for_card_without_leaf() -> None:
    s = Scenario()
    s.board("ann", "Compass", "Writing", "Archery", "Masonry")  # 3 crowns
    s.board("bob", "Pottery", "Agriculture")  # 0 crowns
    g = s.build().dogma("Compass")
    g.answer("Pottery")  # bob gives a non-green top card with a leaf
    g.answer("Archery")  # then takes a top card without a leaf (Archery or Masonry)
    assert g.board("ann") == {
        "blue": ["Writing", "Pottery"],
        "green": ["Compass"],
        "yellow": ["Masonry"],
    }
    assert g.board("bob") == {"red": ["Archery"], "yellow": ["Agriculture"]}


def test_compass_second_transfer_happens_even_without_first() -> None:
    s = Scenario()
    s.board("ann", "Compass", "Archery")  # 2 crowns
    s.board("bob", "Clothing")  # 1 crown; green with leaf cannot be given
    g = s.build().dogma("Compass")
    assert g.board("ann") == {"green": ["Compass"]}
    assert g.board("bob") == {"green": ["Clothing"], "red": ["Archery"]}


def test_compass_not_demanded_with_equal_crowns() -> None:
    s = Scenario()
    s.board("ann", "Compass", "Archery")  # 2 crowns
    s.board("bob", "Sailing", "Pottery")  # 2 crowns
    g = s.build().dogma("Compass")
    assert g.board("ann") == {"green": ["Compass"], "red": ["Archery"]}
    assert g.board("bob") == {"green": ["Sailing"], "blue": ["Pottery"]}
    assert not g.shared_bonus


# ---------------------------------------------------------------------------------- Education


def test_education_returns_highest_and_draws_two_above_remaining() -> None:
    s = Scenario()
    s.board("ann", "Education")
    s.score("ann", "Tools", "Calendar")
    s.deck("base", 3, "Optics")
    g = s.build().dogma("Education").answer("Calendar")
    assert g.score("ann") == ["Tools"]
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.hand("ann") == ["Optics"]  # highest remaining is 1: draw a 3
    assert not g.shared_bonus


def test_education_only_lower_card_cannot_be_returned() -> None:
    s = Scenario()
    s.board("ann", "Education")
    s.score("ann", "Tools", "Calendar")
    g = s.build().dogma("Education")
    d = g.decision
    assert d is not None
    assert sorted(d.options) == ["calendar", "done"]  # Tools is not the highest
    g.answer("done")
    assert g.score("ann") == ["Tools", "Calendar"]
    assert g.hand("ann") == []


def test_education_empty_score_after_return_draws_a_two() -> None:
    s = Scenario()
    s.board("ann", "Education")
    s.score("ann", "Calendar")
    s.deck("base", 2, "Mapmaking")
    g = s.build().dogma("Education").answer("Calendar")
    assert g.score("ann") == []
    assert g.hand("ann") == ["Mapmaking"]


def test_education_tied_highest_player_picks() -> None:
    s = Scenario()
    s.board("ann", "Education")
    s.score("ann", "Calendar", "Construction")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Education").answer("Construction")
    assert g.score("ann") == ["Calendar"]
    assert g.deck_bottom("base", 2) == ["Construction"]
    assert g.hand("ann") == ["Anatomy"]  # 2 remains: draw a 4


def test_education_shared_gives_bonus() -> None:
    s = Scenario()
    s.board("ann", "Education")  # 3 lightbulbs
    s.board("bob", "Philosophy")  # 3 lightbulbs: shares
    s.score("bob", "Writing")
    s.deck("base", 2, "Calendar")
    s.deck("base", 3, "Optics")
    g = s.build().dogma("Education").answer("Writing")
    assert g.score("bob") == []
    assert g.hand("bob") == ["Calendar"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Optics"]


# ---------------------------------------------------------------------------------- Engineering


def test_engineering_takes_all_top_castle_cards() -> None:
    s = Scenario()
    s.board("ann", "Engineering", "Mysticism")  # 5 castles
    s.board("bob", "Tools", "Mapmaking", "Agriculture")  # 2 castles
    g = s.build().dogma("Engineering")
    assert sorted(g.score("ann")) == ["Mapmaking", "Tools"]
    assert g.board("bob") == {"yellow": ["Agriculture"]}
    assert g.hand("ann") == []
    assert not g.shared_bonus


def test_engineering_splays_red_left() -> None:
    s = Scenario()
    s.board("ann", "Archery", "Engineering")
    s.board("bob", "Writing")  # demanded, but no top card with a castle
    g = s.build().dogma("Engineering").answer("red")
    assert g.splay("ann", "red") == "left"
    assert g.score("ann") == []
    assert g.board("bob") == {"blue": ["Writing"]}


def test_engineering_splay_may_be_declined() -> None:
    s = Scenario()
    s.board("ann", "Archery", "Engineering")
    g = s.build().dogma("Engineering").answer("done")
    assert g.splay("ann", "red") == "none"


def test_engineering_shared_splay_gives_bonus_and_no_demand() -> None:
    s = Scenario()
    s.board("ann", "Engineering")  # 2 castles
    s.board("bob", "Oars", "Metalworking")  # 3 castles: not demanded, shares
    s.deck("base", 3, "Paper")
    g = s.build().dogma("Engineering").answer("red")
    assert g.splay("bob", "red") == "left"
    assert g.pile("bob", "red") == ["Oars", "Metalworking"]
    assert g.score("ann") == []
    assert g.shared_bonus
    assert g.hand("ann") == ["Paper"]


# ---------------------------------------------------------------------------------- Feudalism


def test_feudalism_transfer_unsplays_that_colour() -> None:
    s = Scenario()
    s.board("ann", "Feudalism", "Masonry")  # 5 castles
    s.board("bob", "Writing", "Tools", splay="left")
    s.board("bob", "Archery", "Oars", splay="left")  # bob: 1 + 3 = 4 castles
    s.hand("bob", "Metalworking", "Sailing")
    g = s.build().dogma("Feudalism")
    assert g.hand("ann") == ["Metalworking"]
    assert g.hand("bob") == ["Sailing"]
    assert g.splay("bob", "red") == "none"  # Metalworking is red
    assert g.splay("bob", "blue") == "left"


def test_feudalism_no_castle_card_keeps_splay() -> None:
    s = Scenario()
    s.board("ann", "Feudalism")  # 2 castles
    s.board("bob", "Writing", "Tools", splay="left")  # 1 castle
    s.hand("bob", "Sailing")
    g = s.build().dogma("Feudalism")
    assert g.hand("ann") == []
    assert g.hand("bob") == ["Sailing"]
    assert g.splay("bob", "blue") == "left"


def test_feudalism_demanded_player_chooses_among_castle_cards() -> None:
    s = Scenario()
    s.board("ann", "Feudalism")  # 2 castles
    s.board("bob", "Writing", "Tools", splay="left")  # 1 castle
    s.hand("bob", "Alchemy", "Archery")
    g = s.build().dogma("Feudalism").answer("Alchemy")
    assert g.hand("ann") == ["Alchemy"]
    assert g.hand("bob") == ["Archery"]
    assert g.splay("bob", "blue") == "none"


def test_feudalism_shared_splay_gives_bonus() -> None:
    s = Scenario()
    s.board("ann", "Mysticism", "Feudalism")  # 2 castles
    s.board("bob", "Agriculture", "Masonry")  # 3 castles: not demanded, shares
    s.hand("bob", "Archery")
    s.deck("base", 3, "Paper")
    g = s.build().dogma("Feudalism")
    g.answer("yellow")  # bob
    g.answer("purple")  # ann
    assert g.splay("bob", "yellow") == "left"
    assert g.splay("ann", "purple") == "left"
    assert g.hand("bob") == ["Archery"]  # not demanded
    assert g.shared_bonus
    assert g.hand("ann") == ["Paper"]


# ---------------------------------------------------------------------------------- Machinery


def test_machinery_exchanges_whole_hand_for_my_highest() -> None:
    s = Scenario()
    s.board("ann", "Machinery")  # 2 leaves
    s.board("bob", "Writing")  # 0 leaves
    s.hand("ann", "Sailing", "Calendar", "Construction")
    s.hand("bob", "Tools", "Anatomy")
    g = s.build().dogma("Machinery")
    assert sorted(g.hand("bob")) == ["Calendar", "Construction"]
    # ann then scores her only castle card (Tools); she has no red pile to splay.
    assert g.score("ann") == ["Tools"]
    assert sorted(g.hand("ann")) == ["Anatomy", "Sailing"]
    assert not g.shared_bonus


def test_machinery_empty_hand_still_receives_highest() -> None:
    s = Scenario()
    s.board("ann", "Machinery")
    s.board("bob", "Writing")
    s.hand("ann", "Sailing", "Calendar")
    g = s.build().dogma("Machinery")
    assert g.hand("bob") == ["Calendar"]
    assert g.hand("ann") == ["Sailing"]
    assert g.score("ann") == []


def test_machinery_score_choice_and_declined_splay() -> None:
    s = Scenario()
    s.board("ann", "Machinery", "Metalworking", "Construction")  # 2 leaves
    s.board("bob", "Agriculture")  # 3 leaves: shares, but has nothing to do
    s.hand("ann", "Archery", "Oars", "Sailing")
    g = s.build().dogma("Machinery")
    g.answer("Oars", "done")
    assert g.score("ann") == ["Oars"]
    assert sorted(g.hand("ann")) == ["Archery", "Sailing"]
    assert g.splay("ann", "red") == "none"
    assert not g.shared_bonus


def test_machinery_shared_score_and_splay_gives_bonus() -> None:
    s = Scenario()
    s.board("ann", "Machinery")  # 2 leaves
    s.board("bob", "Agriculture", "Oars", "Metalworking")  # 3 leaves: not demanded
    s.hand("bob", "Archery", "Sailing")
    s.hand("ann", "Pottery")
    s.deck("base", 3, "Paper")
    g = s.build().dogma("Machinery")
    g.answer("red")  # bob scores Archery (only castle card), then splays red
    assert g.score("bob") == ["Archery"]
    assert g.hand("bob") == ["Sailing"]
    assert g.splay("bob", "red") == "left"
    assert g.shared_bonus
    assert g.hand("ann") == ["Pottery", "Paper"]


# ---------------------------------------------------------------------------------- Medicine


def test_medicine_exchanges_highest_for_lowest() -> None:
    s = Scenario()
    s.board("ann", "Medicine")  # 2 leaves
    s.board("bob", "Writing")  # 0 leaves
    s.score("ann", "Tools", "Sailing", "Calendar")
    s.score("bob", "Anatomy", "Enterprise", "Mathematics")
    g = s.build().dogma("Medicine")
    g.answer("Sailing")  # ann picks among her lowest (Tools, Sailing)
    g.answer("Enterprise")  # bob picks among his highest (Anatomy, Enterprise)
    assert sorted(g.score("ann")) == ["Calendar", "Enterprise", "Tools"]
    assert sorted(g.score("bob")) == ["Anatomy", "Mathematics", "Sailing"]


def test_medicine_one_sided_when_my_score_is_empty() -> None:
    s = Scenario()
    s.board("ann", "Medicine")
    s.board("bob", "Writing")
    s.score("bob", "Calendar", "Tools")
    g = s.build().dogma("Medicine")
    assert g.score("ann") == ["Calendar"]
    assert g.score("bob") == ["Tools"]


def test_medicine_not_demanded_with_equal_leaves() -> None:
    s = Scenario()
    s.board("ann", "Medicine")  # 2 leaves
    s.board("bob", "Clothing")  # 2 leaves
    s.score("ann", "Tools")
    s.score("bob", "Anatomy")
    g = s.build().dogma("Medicine")
    assert g.score("ann") == ["Tools"]
    assert g.score("bob") == ["Anatomy"]


# ---------------------------------------------------------------------------------- Optics


def test_optics_crown_draws_and_scores_a_four() -> None:
    s = Scenario()
    s.board("ann", "Optics")
    s.board("bob", "Writing")  # 1 crown: does not share
    s.deck("base", 3, "Translation")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Optics")
    assert g.pile("ann", "blue") == ["Translation"]
    assert g.score("ann") == ["Anatomy"]
    assert not g.shared_bonus


def test_optics_no_crown_gives_score_card_to_poorer_opponent() -> None:
    s = Scenario()
    s.board("ann", "Optics")
    s.score("ann", "Calendar", "Tools")  # 3 points
    s.score("bob", "Sailing")  # 1 point
    s.deck("base", 3, "Alchemy")  # no crown
    g = s.build().dogma("Optics").answer("Calendar")
    assert g.pile("ann", "blue") == ["Alchemy"]
    assert g.score("ann") == ["Tools"]
    assert g.score("bob") == ["Sailing", "Calendar"]


def test_optics_no_crown_and_no_poorer_opponent_does_nothing_more() -> None:
    s = Scenario()
    s.board("ann", "Optics")
    s.score("ann", "Tools")  # 1 point
    s.score("bob", "Calendar")  # 2 points
    s.deck("base", 3, "Alchemy")
    g = s.build().dogma("Optics")
    assert g.pile("ann", "blue") == ["Alchemy"]
    assert g.score("ann") == ["Tools"]
    assert g.score("bob") == ["Calendar"]


def test_optics_chooses_among_poorer_opponents() -> None:
    s = Scenario(players=("ann", "bob", "cat"))
    s.board("ann", "Optics")
    s.score("ann", "Calendar")  # 2 points
    s.score("cat", "Tools")  # 1 point; bob has 0
    s.deck("base", 3, "Alchemy")
    g = s.build().dogma("Optics").answer("cat")
    assert g.score("ann") == []
    assert g.score("cat") == ["Tools", "Calendar"]
    assert g.score("bob") == []


def test_optics_shared_gives_bonus() -> None:
    s = Scenario()
    s.board("ann", "Optics")  # 3 crowns
    s.board("bob", "Translation")  # 3 crowns: shares
    s.deck("base", 3, "Paper", "Compass", "Medicine")
    s.deck("base", 4, "Anatomy", "Enterprise")
    g = s.build().dogma("Optics")
    assert g.pile("bob", "green") == ["Paper"]
    assert g.score("bob") == ["Anatomy"]
    assert g.pile("ann", "green") == ["Compass"]
    assert g.score("ann") == ["Enterprise"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Medicine"]


# ---------------------------------------------------------------------------------- Paper


def test_paper_splays_green_and_draws_for_it() -> None:
    s = Scenario()
    s.board("ann", "Sailing", "Paper", "Writing", "Tools")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Paper").answer("green")
    assert g.splay("ann", "green") == "left"
    assert g.splay("ann", "blue") == "none"
    assert g.hand("ann") == ["Anatomy"]
    assert not g.shared_bonus


def test_paper_counts_every_colour_splayed_left() -> None:
    s = Scenario()
    s.board("ann", "Writing", "Tools", splay="left")
    s.board("ann", "Sailing", "Paper")
    s.deck("base", 4, "Anatomy", "Enterprise")
    g = s.build().dogma("Paper").answer("green")
    assert g.splay("ann", "green") == "left"
    assert g.hand("ann") == ["Anatomy", "Enterprise"]


def test_paper_splay_declined_still_draws_for_existing_left_splay() -> None:
    s = Scenario()
    s.board("ann", "Writing", "Tools", splay="left")
    s.board("ann", "Sailing", "Paper")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Paper").answer("done")
    assert g.splay("ann", "green") == "none"
    assert g.hand("ann") == ["Anatomy"]


def test_paper_shared_draw_gives_bonus() -> None:
    s = Scenario()
    s.board("ann", "Paper")  # 2 lightbulbs
    s.board("bob", "Philosophy")  # 3 lightbulbs: shares
    s.board("bob", "Archery", "Oars", splay="left")
    s.deck("base", 4, "Anatomy")
    s.deck("base", 3, "Optics")
    g = s.build().dogma("Paper")
    assert g.hand("bob") == ["Anatomy"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Optics"]


# ---------------------------------------------------------------------------------- Translation


def test_translation_melds_whole_score_pile() -> None:
    s = Scenario()
    s.board("ann", "Translation")
    s.score("ann", "Tools", "Construction")
    g = s.build().dogma("Translation").answer("yes")
    assert g.score("ann") == []
    assert g.pile("ann", "blue") == ["Translation", "Tools"]
    assert g.pile("ann", "red") == ["Construction"]
    assert "world" not in g.achievements("ann")  # Tools has no crown


def test_translation_meld_order_then_all_crowns_claims_world() -> None:
    s = Scenario()
    s.board("ann", "Translation")
    s.score("ann", "Mathematics", "Writing")
    g = s.build().dogma("Translation").answer("yes", "Writing")
    assert g.pile("ann", "blue") == ["Translation", "Writing", "Mathematics"]
    assert g.achievements("ann") == ["world"]


def test_translation_declined_meld_still_checks_world() -> None:
    s = Scenario()
    s.board("ann", "Translation", "Sailing")
    s.score("ann", "Tools")
    g = s.build().dogma("Translation").answer("no")
    assert g.score("ann") == ["Tools"]
    assert g.achievements("ann") == ["world"]


def test_translation_top_card_without_crown_no_world() -> None:
    s = Scenario()
    s.board("ann", "Translation", "Archery")
    g = s.build().dogma("Translation")
    assert g.achievements("ann") == []
    assert "world" in g.specials_available()


def test_translation_shared_world_claim_gives_bonus() -> None:
    s = Scenario()
    s.board("ann", "Translation", "Archery")  # 3 crowns
    s.board("bob", "Enterprise")  # 3 crowns: shares
    s.deck("base", 3, "Optics")
    g = s.build().dogma("Translation")
    assert g.achievements("bob") == ["world"]
    assert g.achievements("ann") == []
    assert g.shared_bonus
    assert g.hand("ann") == ["Optics"]
