"""Scenario tests for The Unseen's age-4 cards (4th edition), written from the card texts and
RULES-4e.md §§4 and 7 (the first base draw of a player's turn is an Unseen card of that value)."""

from __future__ import annotations

from tests.cards4e.unseen.unseen4e import scenario

# --------------------------------------------------------------------------- April Fool's Day


def test_april_fools_day_gives_a_card_to_the_right_then_splays_one_colour_and_unsplays_the_other() -> None:
    s = scenario(("ann", "bob", "cat"))
    s.board("ann", "Agriculture", "April Fool's Day")
    s.board("ann", "Mysticism", "City States", splay="left")
    s.hand("ann", "Archery")
    g = s.build().dogma("April Fool's Day").answer("yellow")
    assert g.pile("cat", "red") == ["Archery"]  # cat sits on ann's right
    assert g.board("bob") == {}
    assert g.splay("ann", "yellow") == "right"
    assert g.splay("ann", "purple") == "none"
    assert "folklore" not in g.achievements("ann")


def test_april_fools_day_may_give_from_the_score_pile() -> None:
    s = scenario()
    s.board("ann", "April Fool's Day")
    s.score("ann", "Calendar")
    g = s.build().dogma("April Fool's Day").answer("purple")
    assert g.pile("bob", "blue") == ["Calendar"]
    assert g.score("ann") == []


def test_april_fools_day_with_nothing_to_give_claims_folklore() -> None:
    s = scenario()
    s.board("ann", "April Fool's Day")
    g = s.build().dogma("April Fool's Day").answer("yellow")
    assert "folklore" in g.achievements("ann")


# --------------------------------------------------------------------------- Blackmail


def test_blackmail_melds_my_pick_and_self_executes_my_pick_with_may_read_as_must() -> None:
    s = scenario()
    s.board("ann", "Blackmail")
    s.hand("bob", "Agriculture", "Archery")
    s.score("bob", "Mapmaking")
    s.deck("unseen", 2, "Cipher")
    g = s.build().dogma("Blackmail").answer("Archery", "Agriculture")
    assert g.pile("bob", "red") == ["Archery"]
    # Agriculture's "you may return a card" must be done: bob returns Agriculture (his only card),
    # unasked, and draws and scores a 2.
    assert g.hand("bob") == []
    assert sorted(g.score("bob")) == ["Cipher", "Mapmaking"]
    assert g.score("ann") == []


def test_blackmail_may_pick_the_melded_card_to_self_execute() -> None:
    s = scenario()
    s.board("ann", "Blackmail")
    s.hand("bob", "Sailing")
    s.deck("unseen", 1, "Dance")
    g = s.build().dogma("Blackmail")  # Sailing is the only card shown: melded, then self-executed
    assert g.pile("bob", "green") == ["Sailing", "Dance"]


def test_blackmail_without_the_must_agriculture_would_ask() -> None:
    # The same card activated normally lets its player decline (the contrast to the test above).
    s = scenario()
    s.board("bob", "Agriculture")
    s.hand("bob", "Archery")
    s.turn("bob")
    g = s.build().dogma("Agriculture", "bob").answer("done")
    assert g.hand("bob") == ["Archery"]


# --------------------------------------------------------------------------- Confession


def test_confession_returns_every_castle_top_card_then_draws_a_four_per_four_scored() -> None:
    s = scenario()
    s.board("ann", "Confession", "Archery", "Mapmaking")
    s.score("ann", "Anatomy", "Experimentation")
    s.deck("unseen", 4, "Ninja")
    s.deck("base", 4, "Invention")
    g = s.build().dogma("Confession")
    assert g.board("ann") == {"purple": ["Confession"]}
    assert sorted(g.hand("ann")) == ["Invention", "Ninja"]


def test_confession_without_castles_melds_from_the_score_pile_and_draws_and_scores_a_four() -> None:
    s = scenario()
    s.board("ann", "Confession")
    s.score("ann", "Calendar", "Anatomy")
    s.deck("unseen", 4, "Heirloom")
    s.deck("base", 4, "Invention", "Perspective")
    g = s.build().dogma("Confession").answer("Calendar")
    assert g.pile("ann", "blue") == ["Calendar"]
    assert sorted(g.score("ann")) == ["Anatomy", "Heirloom"]
    assert sorted(g.hand("ann")) == ["Invention", "Perspective"]  # two 4s scored: two draws


# --------------------------------------------------------------------------- El Dorado


def test_el_dorado_three_crowns_score_the_five_pile_and_splay_green_and_blue_right() -> None:
    s = scenario()
    s.board("ann", "El Dorado")
    s.board("ann", "Pottery", "Writing")
    s.deck("unseen", 3, "Smuggling")
    s.deck("base", 2, "Mapmaking")
    s.deck("base", 1, "Sailing")
    s.exhaust("base", 5)
    s.deck("base", 5, "Coal", "Banking")
    g = s.build().dogma("El Dorado")
    assert g.pile("ann", "green") == ["El Dorado", "Smuggling", "Mapmaking", "Sailing"]
    assert sorted(g.score("ann")) == ["Banking", "Coal"]
    assert g.deck("base", 5) == []
    assert g.splay("ann", "green") == "right"
    assert g.splay("ann", "blue") == "right"


def test_el_dorado_two_crowns_only_splay() -> None:
    s = scenario()
    s.board("ann", "El Dorado")
    s.board("ann", "Pottery", "Writing")
    s.deck("unseen", 3, "Secret Police")  # no crown
    s.deck("base", 2, "Mapmaking")
    s.deck("base", 1, "Sailing")
    g = s.build().dogma("El Dorado")
    assert g.score("ann") == []
    assert g.splay("ann", "green") == "right"
    assert g.splay("ann", "blue") == "right"


def test_el_dorado_one_crown_neither_scores_nor_splays() -> None:
    s = scenario()
    s.board("ann", "El Dorado")
    s.board("ann", "Pottery", "Writing")
    s.deck("unseen", 3, "Secret Police")
    s.deck("base", 2, "Calendar")  # no crown
    s.deck("base", 1, "Sailing")
    g = s.build().dogma("El Dorado")
    assert g.score("ann") == []
    assert g.splay("ann", "green") == "none"
    assert g.splay("ann", "blue") == "none"


# --------------------------------------------------------------------------- Heirloom


def test_heirloom_offers_a_secret_as_an_achievement_and_draws_one_higher() -> None:
    s = scenario()
    s.board("ann", "Heirloom")
    s.zone("ann", "safe", "Rumor")
    s.available_achievements("Mapmaking")
    s.deck("unseen", 2, "Cipher")
    g = s.build().dogma("Heirloom")
    assert g.zone("ann", "safe") == []
    assert sorted(g.available_achievements()) == ["Mapmaking", "Rumor"]
    assert g.hand("ann") == ["Cipher"]


def test_heirloom_without_a_secret_safeguards_by_the_top_red_card() -> None:
    s = scenario()
    s.board("ann", "Heirloom", "Construction")
    s.available_achievements("Mapmaking", "Optics")
    g = s.build().dogma("Heirloom")
    assert g.zone("ann", "safe") == ["Mapmaking"]
    assert g.hand("ann") == []


# --------------------------------------------------------------------------- Legend


def test_legend_self_executes_and_scores_the_top_card_of_a_colour_while_under_nine_points() -> None:
    s = scenario()
    s.board("ann", "Legend")
    s.board("ann", "Calendar", "Writing")
    s.deck("unseen", 2, "Cipher")
    g = s.build().dogma("Legend").answer("blue")
    # Writing draws a 2 and is scored (1); Calendar (no more score cards than hand cards) is scored (2).
    assert sorted(g.score("ann")) == ["Calendar", "Writing"]
    assert g.hand("ann") == ["Cipher"]
    assert g.board("ann") == {"purple": ["Legend"]}


def test_legend_stops_once_nine_points_are_scored() -> None:
    s = scenario()
    s.board("ann", "Legend")
    s.board("ann", "Agriculture", "Heirloom", "Gallery")
    s.deck("unseen", 5, "Cabal")
    g = s.build().dogma("Legend").answer("yellow")
    # Gallery (5) draws a 5; Heirloom (4) finds no secret and no red card; 5 + 4 = 9: stop.
    assert sorted(g.score("ann")) == ["Gallery", "Heirloom"]
    assert g.pile("ann", "yellow") == ["Agriculture"]
    assert g.hand("ann") == ["Cabal"]


# --------------------------------------------------------------------------- Ninja


def test_ninja_makes_me_name_a_colour_returned_from_the_hand_and_takes_that_top_card() -> None:
    s = scenario()
    s.board("ann", "Oars", "Ninja")
    s.board("bob", "Writing")
    s.hand("bob", "Pottery", "Archery")
    g = s.build().dogma("Ninja").answer("blue", "red")
    assert g.hand("bob") == ["Archery"]
    assert g.board("bob") == {}
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.splay("ann", "red") == "right"


def test_ninja_without_a_card_of_that_colour_takes_nothing() -> None:
    s = scenario()
    s.board("ann", "Ninja")
    s.board("bob", "Writing")
    s.hand("bob", "Archery")
    g = s.build().dogma("Ninja").answer("blue")
    assert g.hand("bob") == ["Archery"]
    assert g.pile("bob", "blue") == ["Writing"]


# --------------------------------------------------------------------------- Quackery


def test_quackery_draws_a_four_then_returns_two_cards_and_draws_by_their_leaves_and_lightbulbs() -> None:
    s = scenario()
    s.board("ann", "Quackery")
    s.hand("ann", "Writing", "Calendar")  # two lightbulbs; two leaves and a lightbulb
    s.deck("unseen", 4, "Legend")
    s.deck("base", 5, "Coal")
    g = s.build().dogma("Quackery").answer("draw", "Writing", "Calendar")
    assert sorted(g.hand("ann")) == ["Coal", "Legend"]


def test_quackery_may_score_instead_and_needs_two_cards_to_return() -> None:
    s = scenario()
    s.board("ann", "Quackery")
    s.hand("ann", "Agriculture", "Writing")
    g = s.build().dogma("Quackery").answer("score", "Agriculture")
    assert g.score("ann") == ["Agriculture"]
    assert g.hand("ann") == ["Writing"]


# --------------------------------------------------------------------------- Spanish Inquisition


def test_spanish_inquisition_keeps_only_the_highest_cards_of_hand_and_score_pile() -> None:
    s = scenario()
    s.board("ann", "Spanish Inquisition")
    s.hand("bob", "Agriculture", "Calendar", "Compass", "Optics")
    s.score("bob", "Anatomy", "Coal")
    g = s.build().dogma("Spanish Inquisition")
    assert sorted(g.hand("bob")) == ["Compass", "Optics"]
    assert g.score("bob") == ["Coal"]


def test_spanish_inquisition_on_top_returns_all_my_red_cards() -> None:
    s = scenario()
    s.board("ann", "Archery", "Spanish Inquisition")
    g = s.build().dogma("Spanish Inquisition")
    assert g.board("ann") == {}


def test_spanish_inquisition_leaves_a_sharer_without_it_on_top_alone() -> None:
    s = scenario()
    s.board("ann", "Archery", "Spanish Inquisition")
    s.board("bob", "Oars", "Experimentation")  # three lightbulbs: bob shares, and is not demanded
    s.hand("bob", "Agriculture", "Calendar")
    g = s.build().dogma("Spanish Inquisition")
    assert g.pile("bob", "red") == ["Oars"]
    assert sorted(g.hand("bob")) == ["Agriculture", "Calendar"]
    assert g.board("ann") == {}


# --------------------------------------------------------------------------- The Prophecies


def test_the_prophecies_may_draw_and_safeguard_a_four() -> None:
    s = scenario()
    s.board("ann", "The Prophecies")
    s.zone("ann", "safe", "Rumor")
    s.deck("unseen", 4, "Ninja")
    g = s.build().dogma("The Prophecies").answer("safeguard")
    assert g.zone("ann", "safe") == ["Rumor", "Ninja"]


def test_the_prophecies_a_red_reveal_melds_another_secret_and_safeguards_the_drawn_card() -> None:
    s = scenario()
    s.board("ann", "The Prophecies")
    s.zone("ann", "safe", "Rumor", "Dance")
    s.deck("unseen", 2, "Padlock")  # red
    g = s.build().dogma("The Prophecies").answer("reveal", "Rumor")
    assert g.pile("ann", "green") == ["Dance"]
    assert g.zone("ann", "safe") == ["Rumor", "Padlock"]
    assert g.hand("ann") == []


def test_the_prophecies_another_colour_keeps_the_drawn_card_in_hand() -> None:
    s = scenario()
    s.board("ann", "The Prophecies")
    s.zone("ann", "safe", "Rumor", "Dance")
    s.deck("unseen", 2, "Cipher")  # green
    g = s.build().dogma("The Prophecies").answer("reveal", "Rumor")
    assert g.hand("ann") == ["Cipher"]
    assert g.zone("ann", "safe") == ["Rumor", "Dance"]


def test_the_prophecies_into_a_full_safe_draws_nothing() -> None:
    s = scenario()
    s.board("ann", "The Prophecies")
    s.board("ann", "Archery", "Oars", splay="aslant")
    s.zone("ann", "safe", "Rumor")
    s.deck("unseen", 4, "Ninja")
    g = s.build().dogma("The Prophecies").answer("safeguard")
    assert g.zone("ann", "safe") == ["Rumor"]
    assert g.hand("ann") == []
    assert g.deck("unseen", 4)[0] == "Ninja"  # still on top
