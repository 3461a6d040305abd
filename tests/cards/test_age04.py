"""Scenario tests for age 4 base cards (written from the card texts and RULES.md)."""

from __future__ import annotations

from innovation.testing import Scenario

# ---------------------------------------------------------------- Anatomy


def test_anatomy_returns_score_card_then_top_card_of_equal_value() -> None:
    s = Scenario()
    s.board("ann", "Anatomy")  # 3 leaves
    s.board("bob", "Mathematics", "Road Building")  # 0 leaves, two top 2s
    s.score("bob", "Calendar", "Optics")
    g = s.build().dogma("Anatomy")
    g.answer("Calendar")  # bob returns the 2 from his score pile
    g.answer("Road Building")  # then picks which top 2 to return
    assert g.score("bob") == ["Optics"]
    assert g.board("bob") == {"blue": ["Mathematics"]}
    assert g.deck_bottom("base", 2, 2) == ["Road Building", "Calendar"]
    assert g.board("ann") == {"yellow": ["Anatomy"]}
    assert g.score("ann") == []
    assert not g.shared_bonus


def test_anatomy_without_matching_top_card_only_returns_score_card() -> None:
    s = Scenario()
    s.board("ann", "Anatomy")
    s.board("bob", "Mathematics")
    s.score("bob", "Coal")  # a 5: no top 5 on bob's board
    g = s.build().dogma("Anatomy")
    assert g.score("bob") == []
    assert g.deck_bottom("base", 5) == ["Coal"]
    assert g.board("bob") == {"blue": ["Mathematics"]}


def test_anatomy_empty_score_pile_returns_nothing() -> None:
    s = Scenario()
    s.board("ann", "Anatomy")
    s.board("bob", "Mathematics")
    g = s.build().dogma("Anatomy")
    assert g.board("bob") == {"blue": ["Mathematics"]}
    assert g.score("bob") == []


def test_anatomy_not_demanded_with_equal_leaves() -> None:
    s = Scenario()
    s.board("ann", "Anatomy")
    s.board("bob", "Pottery")  # 3 leaves as well
    s.score("bob", "Writing")
    g = s.build().dogma("Anatomy")
    assert g.score("bob") == ["Writing"]
    assert g.board("bob") == {"blue": ["Pottery"]}


# ---------------------------------------------------------------- Colonialism


def test_colonialism_repeats_while_tucked_card_has_crown() -> None:
    s = Scenario()
    s.board("ann", "Colonialism")
    s.deck("base", 3, "Optics", "Translation", "Alchemy")  # crown, crown, no crown
    g = s.build().dogma("Colonialism")
    assert g.pile("ann", "red") == ["Optics", "Colonialism"]
    assert g.pile("ann", "blue") == ["Alchemy", "Translation"]
    assert g.hand("ann") == []


def test_colonialism_stops_after_card_without_crown_and_shares() -> None:
    s = Scenario()
    s.board("ann", "Colonialism")  # 2 factories
    s.board("bob", "Gunpowder")  # 2 factories: shares
    s.deck("base", 3, "Engineering", "Education")  # neither has a crown
    s.deck("base", 4, "Navigation")
    g = s.build().dogma("Colonialism")
    assert g.pile("bob", "red") == ["Engineering", "Gunpowder"]  # bob goes first
    assert g.pile("ann", "purple") == ["Education"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Navigation"]
    assert g.hand("bob") == []


# ---------------------------------------------------------------- Enterprise


def test_enterprise_demand_transfers_crown_card_and_draws_melds_a_four() -> None:
    s = Scenario()
    s.board("ann", "Enterprise")  # 3 crowns
    s.board("bob", "Sailing", "Agriculture")  # 2 crowns
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Enterprise")
    assert g.board("ann") == {"green": ["Sailing"], "purple": ["Enterprise"]}
    assert g.board("bob") == {"yellow": ["Agriculture", "Anatomy"]}
    assert g.hand("bob") == []
    assert not g.shared_bonus


def test_enterprise_not_demanded_with_more_crowns() -> None:
    s = Scenario()
    s.board("ann", "Enterprise")  # 3 crowns
    s.board("bob", "Sailing", "Optics", "Agriculture")  # 2 + 3 = 5 crowns
    g = s.build().dogma("Enterprise")
    assert g.board("bob") == {"red": ["Optics"], "green": ["Sailing"], "yellow": ["Agriculture"]}
    assert g.board("ann") == {"purple": ["Enterprise"]}
    assert g.hand("bob") == []


def test_enterprise_demand_picks_one_of_several_candidates() -> None:
    s = Scenario()
    s.board("ann", "Enterprise", "Navigation")  # 6 crowns
    s.board("bob", "Sailing", "Optics")  # 5 crowns
    s.deck("base", 4, "Colonialism")
    g = s.build().dogma("Enterprise")
    g.answer("Optics")
    assert g.board("ann") == {"red": ["Optics"], "green": ["Navigation"], "purple": ["Enterprise"]}
    assert g.board("bob") == {"red": ["Colonialism"], "green": ["Sailing"]}


def test_enterprise_demand_ignores_purple_and_crownless_cards() -> None:
    s = Scenario()
    s.board("ann", "Enterprise")
    s.board("bob", "Code of Laws", "Agriculture")  # 2 crowns, but on a purple card
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Enterprise")
    assert g.board("bob") == {"yellow": ["Agriculture"], "purple": ["Code of Laws"]}
    assert g.board("ann") == {"purple": ["Enterprise"]}
    assert g.hand("bob") == []
    assert g.deck("base", 4)[0] == "Anatomy"


def test_enterprise_may_splay_green_right() -> None:
    s = Scenario()
    s.board("ann", "Enterprise", "Sailing", "Mapmaking")
    s.board("bob", "Agriculture")
    g = s.build().dogma("Enterprise")
    g.answer("green")
    assert g.splay("ann", "green") == "right"
    assert g.board("bob") == {"yellow": ["Agriculture"]}


def test_enterprise_splay_may_be_declined() -> None:
    s = Scenario()
    s.board("ann", "Enterprise", "Sailing", "Mapmaking")
    g = s.build().dogma("Enterprise")
    g.answer("done")
    assert g.splay("ann", "green") == "none"


def test_enterprise_splay_shared_gives_bonus() -> None:
    s = Scenario()
    s.board("ann", "Enterprise")  # 3 crowns
    s.board("bob", "Translation", "Clothing", "Sailing")  # 5 crowns: shares, not demanded
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Enterprise")
    g.answer("green")  # bob splays
    assert g.splay("bob", "green") == "right"
    assert g.shared_bonus
    assert g.hand("ann") == ["Anatomy"]


# ---------------------------------------------------------------- Experimentation


def test_experimentation_draws_and_melds_a_five() -> None:
    s = Scenario()
    s.board("ann", "Experimentation")
    s.deck("base", 5, "Astronomy")
    g = s.build().dogma("Experimentation")
    assert g.pile("ann", "purple") == ["Astronomy"]
    assert g.hand("ann") == []
    assert not g.shared_bonus


def test_experimentation_shared_by_player_with_as_many_lightbulbs() -> None:
    s = Scenario()
    s.board("ann", "Experimentation")  # 3 lightbulbs
    s.board("bob", "Philosophy")  # 3 lightbulbs
    s.deck("base", 5, "Banking", "Coal", "Chemistry")
    g = s.build().dogma("Experimentation")
    assert g.pile("bob", "green") == ["Banking"]  # bob first
    assert g.pile("ann", "red") == ["Coal"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Chemistry"]  # bonus drawn at ann's highest top card (5)


# ---------------------------------------------------------------- Gunpowder


def test_gunpowder_demand_transfers_castle_card_and_activator_scores_a_two() -> None:
    s = Scenario()
    s.board("ann", "Gunpowder")  # 2 factories
    s.board("bob", "Archery", "Mathematics")  # 0 factories
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Gunpowder")
    assert g.board("bob") == {"blue": ["Mathematics"]}
    assert g.score("ann") == ["Archery", "Calendar"]
    assert g.score("bob") == []
    assert not g.shared_bonus


def test_gunpowder_demanded_player_chooses_which_castle_card() -> None:
    s = Scenario()
    s.board("ann", "Gunpowder")
    s.board("bob", "Archery", "Masonry")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Gunpowder")
    g.answer("Masonry")
    assert g.board("bob") == {"red": ["Archery"]}
    assert g.score("ann") == ["Masonry", "Calendar"]


def test_gunpowder_no_transfer_no_score() -> None:
    s = Scenario()
    s.board("ann", "Gunpowder")
    s.board("bob", "Mathematics")  # no castle on top
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Gunpowder")
    assert g.score("ann") == []
    assert g.board("bob") == {"blue": ["Mathematics"]}
    assert g.deck("base", 2)[0] == "Calendar"


def test_gunpowder_sharer_scores_too_after_a_transfer() -> None:
    s = Scenario(players=("ann", "bob", "carl"))
    s.board("ann", "Gunpowder")  # 2 factories
    s.board("bob", "Archery")  # 0 factories: demanded
    s.board("carl", "Colonialism")  # 2 factories: not demanded, shares
    s.deck("base", 2, "Calendar", "Mathematics")
    s.deck("base", 4, "Navigation")
    g = s.build().dogma("Gunpowder")
    assert g.board("bob") == {}
    assert g.score("carl") == ["Calendar"]
    assert g.score("ann") == ["Archery", "Mathematics"]
    assert g.score("bob") == []
    assert g.shared_bonus
    assert g.hand("ann") == ["Navigation"]


# ---------------------------------------------------------------- Invention


def test_invention_splays_left_pile_right_and_scores_a_four() -> None:
    s = Scenario()
    s.board("ann", "Invention")
    s.board("ann", "Archery", "Oars", splay="left")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Invention")
    g.answer("red")
    assert g.splay("ann", "red") == "right"
    assert g.score("ann") == ["Anatomy"]
    assert "wonder" not in g.achievements("ann")


def test_invention_splay_may_be_declined() -> None:
    s = Scenario()
    s.board("ann", "Invention")
    s.board("ann", "Archery", "Oars", splay="left")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Invention")
    g.answer("done")
    assert g.splay("ann", "red") == "left"
    assert g.score("ann") == []


def test_invention_nothing_splayed_left_does_nothing() -> None:
    s = Scenario()
    s.board("ann", "Invention")
    s.board("ann", "Archery", "Oars", splay="up")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Invention")
    assert g.splay("ann", "red") == "up"
    assert g.score("ann") == []
    assert g.hand("ann") == []


def test_invention_five_splayed_colours_claim_wonder_even_left() -> None:
    s = Scenario()
    s.board(
        "ann",
        "Tools",
        "Writing",
        "Archery",
        "Oars",
        "Sailing",
        "Invention",
        "Agriculture",
        "Masonry",
        "City States",
        "Mysticism",
        splay="left",
    )
    g = s.build().dogma("Invention")
    g.answer("done")  # decline the splay right: every pile stays splayed left
    assert "wonder" in g.achievements("ann")
    assert "wonder" not in g.specials_available()


def test_invention_four_splayed_colours_do_not_claim_wonder() -> None:
    s = Scenario()
    s.board(
        "ann", "Tools", "Writing", "Archery", "Oars", "Sailing", "Invention", "Agriculture", "Masonry", splay="left"
    )
    s.board("ann", "Mysticism")
    g = s.build().dogma("Invention")
    g.answer("done")
    assert "wonder" not in g.achievements("ann")
    assert "wonder" in g.specials_available()


def test_invention_shared_splay_gives_bonus() -> None:
    s = Scenario()
    s.board("ann", "Invention")  # 2 lightbulbs
    s.board("bob", "Tools", "Writing", splay="left")  # top Writing: 2 lightbulbs
    s.deck("base", 4, "Anatomy", "Colonialism")
    g = s.build().dogma("Invention")
    g.answer("blue")  # bob splays blue right and scores
    assert g.splay("bob", "blue") == "right"
    assert g.score("bob") == ["Anatomy"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Colonialism"]


# ---------------------------------------------------------------- Navigation


def test_navigation_demand_transfers_a_two_or_three() -> None:
    s = Scenario()
    s.board("ann", "Navigation")  # 3 crowns
    s.board("bob", "Agriculture")  # 0 crowns
    s.score("bob", "Calendar", "Optics", "Anatomy")
    g = s.build().dogma("Navigation")
    g.answer("Optics")
    assert g.score("ann") == ["Optics"]
    assert g.score("bob") == ["Calendar", "Anatomy"]


def test_navigation_demand_nothing_eligible() -> None:
    s = Scenario()
    s.board("ann", "Navigation")
    s.board("bob", "Agriculture")
    s.score("bob", "Writing", "Anatomy")  # a 1 and a 4
    g = s.build().dogma("Navigation")
    assert g.score("ann") == []
    assert g.score("bob") == ["Writing", "Anatomy"]


def test_navigation_not_demanded_with_more_crowns() -> None:
    s = Scenario()
    s.board("ann", "Navigation")
    s.board("bob", "Translation", "Sailing")  # 5 crowns
    s.score("bob", "Calendar")
    g = s.build().dogma("Navigation")
    assert g.score("bob") == ["Calendar"]
    assert g.score("ann") == []


# ---------------------------------------------------------------- Perspective


def test_perspective_returns_then_scores_one_per_two_lightbulbs() -> None:
    s = Scenario()
    s.board("ann", "Perspective", "Writing")  # 2 + 2 lightbulbs
    s.hand("ann", "Agriculture", "Calendar", "Optics", "Anatomy")
    g = s.build().dogma("Perspective")
    g.answer("Agriculture")  # return
    g.answer("Calendar", "Optics")  # score two
    assert g.deck_bottom("base", 1) == ["Agriculture"]
    assert sorted(g.score("ann")) == ["Calendar", "Optics"]
    assert g.hand("ann") == ["Anatomy"]
    assert not g.shared_bonus


def test_perspective_scores_as_many_as_the_hand_allows() -> None:
    s = Scenario()
    s.board("ann", "Perspective", "Writing")  # 4 lightbulbs: up to two cards
    s.hand("ann", "Agriculture", "Calendar")
    g = s.build().dogma("Perspective")
    g.answer("Agriculture")
    assert g.score("ann") == ["Calendar"]
    assert g.hand("ann") == []


def test_perspective_may_decline() -> None:
    s = Scenario()
    s.board("ann", "Perspective")
    s.hand("ann", "Agriculture", "Calendar")
    g = s.build().dogma("Perspective")
    g.answer("done")
    assert sorted(g.hand("ann")) == ["Agriculture", "Calendar"]
    assert g.score("ann") == []


def test_perspective_shared_by_player_with_more_lightbulbs() -> None:
    s = Scenario()
    s.board("ann", "Perspective")  # 2 lightbulbs
    s.board("bob", "Philosophy")  # 3 lightbulbs: one card per return
    s.hand("bob", "Tools", "Writing")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Perspective")
    g.answer("Tools")  # bob returns Tools, then must score Writing (the only card left)
    assert g.deck_bottom("base", 1) == ["Tools"]
    assert g.score("bob") == ["Writing"]
    assert g.hand("bob") == []
    assert g.shared_bonus
    assert g.hand("ann") == ["Anatomy"]


# ---------------------------------------------------------------- Printing Press


def test_printing_press_returns_score_card_and_draws_two_above_top_purple() -> None:
    s = Scenario()
    s.board("ann", "Printing Press", "Philosophy")  # top purple is a 2
    s.score("ann", "Calendar")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Printing Press")
    g.answer("Calendar")
    assert g.score("ann") == []
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.hand("ann") == ["Anatomy"]


def test_printing_press_without_purple_draws_a_two() -> None:
    s = Scenario()
    s.board("ann", "Printing Press")
    s.score("ann", "Optics")
    s.deck("base", 2, "Mathematics")
    g = s.build().dogma("Printing Press")
    g.answer("Optics")
    assert g.deck_bottom("base", 3) == ["Optics"]
    assert g.hand("ann") == ["Mathematics"]


def test_printing_press_may_decline_return() -> None:
    s = Scenario()
    s.board("ann", "Printing Press")
    s.score("ann", "Optics")
    g = s.build().dogma("Printing Press")
    g.answer("done")
    assert g.score("ann") == ["Optics"]
    assert g.hand("ann") == []


def test_printing_press_may_splay_blue_right() -> None:
    s = Scenario()
    s.board("ann", "Tools", "Printing Press")
    g = s.build().dogma("Printing Press")
    g.answer("blue")  # empty score pile: only the splay is offered
    assert g.splay("ann", "blue") == "right"
    assert g.hand("ann") == []


def test_printing_press_shared_return_and_draw() -> None:
    s = Scenario()
    s.board("ann", "Printing Press")  # 2 lightbulbs
    s.board("bob", "Writing", "Education")  # Education: 3 lightbulbs, top purple a 3
    s.score("bob", "Agriculture")
    s.deck("base", 5, "Coal")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Printing Press")
    g.answer("Agriculture")  # bob returns and draws a 3 + 2 = 5
    assert g.hand("bob") == ["Coal"]
    assert g.score("bob") == []
    assert g.shared_bonus
    assert g.hand("ann") == ["Anatomy"]


# ---------------------------------------------------------------- Reformation


def test_reformation_tucks_up_to_one_card_per_two_leaves() -> None:
    s = Scenario()
    s.board("ann", "Reformation", "Agriculture")  # 6 leaves: up to three tucks
    s.hand("ann", "Writing", "Calendar", "Sailing", "Mathematics")
    g = s.build().dogma("Reformation")
    g.answer("Writing", "Sailing", "done")  # stop after two
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.pile("ann", "green") == ["Sailing"]
    assert sorted(g.hand("ann")) == ["Calendar", "Mathematics"]
    assert not g.shared_bonus


def test_reformation_limit_and_order_of_same_colour_tucks() -> None:
    s = Scenario()
    s.board("ann", "Reformation", "Agriculture")  # up to three tucks
    s.hand("ann", "Writing", "Tools", "Calendar", "Mathematics")
    g = s.build().dogma("Reformation")
    g.answer("Writing", "Tools", "Calendar")  # three picks: the limit, no "done" needed
    # Tucked in the order picked, each under the previous one.
    assert g.pile("ann", "blue") == ["Calendar", "Tools", "Writing"]
    assert g.hand("ann") == ["Mathematics"]


def test_reformation_may_decline_tuck_and_splay_purple_right() -> None:
    s = Scenario()
    s.board("ann", "Mysticism", "Reformation", "Agriculture", "Fermenting")
    s.hand("ann", "Writing")
    g = s.build().dogma("Reformation")
    g.answer("done")  # no tuck
    g.answer("purple")
    assert g.hand("ann") == ["Writing"]
    assert g.splay("ann", "purple") == "right"
    assert g.splay("ann", "yellow") == "none"


def test_reformation_three_leaves_allow_one_tuck() -> None:
    s = Scenario()
    s.board("ann", "Reformation")  # 3 leaves: one tuck
    s.hand("ann", "Writing", "Tools")
    g = s.build().dogma("Reformation")
    g.answer("Tools")
    assert g.pile("ann", "blue") == ["Tools"]
    assert g.hand("ann") == ["Writing"]


def test_reformation_shared_splay_gives_bonus() -> None:
    s = Scenario()
    s.board("ann", "Reformation")  # 3 leaves
    s.board("bob", "Agriculture", "Fermenting", "Pottery")  # 2 + 3 visible leaves
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Reformation")
    g.answer("yellow")  # bob (no hand) splays yellow right
    assert g.splay("bob", "yellow") == "right"
    assert g.shared_bonus
    assert g.hand("ann") == ["Anatomy"]
