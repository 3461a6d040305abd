"""Scenario tests for The Unseen's age-5 cards (4th edition), written from the card texts and
RULES-4e.md §§4 and 7 (the first base draw of a player's turn is an Unseen card of that value; the
safe holds 5 − your highest splay cards, aslant counting 4)."""

from __future__ import annotations

from tests.cards4e.unseen.unseen4e import scenario

# --------------------------------------------------------------------------- Buried Treasure


def test_buried_treasure_offers_four_score_cards_then_safeguards_and_scores_three_achievements() -> None:
    s = scenario()
    s.board("ann", "Buried Treasure")
    s.score("ann", "Archery", "Calendar")
    s.score("bob", "Agriculture", "Sailing", "Oars")
    s.available_achievements("Mapmaking")
    s.deck("unseen", 1, "Rumor")
    g = s.build().dogma("Buried Treasure").answer("1")
    assert g.score("bob") == []
    assert sorted(g.available_achievements()) == ["Agriculture", "Archery", "Mapmaking", "Oars", "Sailing"]
    assert g.zone("ann", "safe") == ["Rumor"]
    # Achievements lie face down: ann picks them by their backs (set and value).
    g.answer(":available:base:2")  # then only 1s are left: no choice
    assert "Mapmaking" in g.score("ann")
    assert len(g.score("ann")) == 4  # Calendar and three achievements
    ones = {"Agriculture", "Archery", "Oars", "Sailing"}
    assert len(g.available_achievements()) == 2 and set(g.available_achievements()) <= ones


def test_buried_treasure_with_fewer_than_four_cards_only_offers_them() -> None:
    s = scenario()
    s.board("ann", "Buried Treasure")
    s.score("ann", "Compass")
    s.score("bob", "Optics", "Calendar")
    s.available_achievements("Mapmaking")
    g = s.build().dogma("Buried Treasure").answer("3")
    assert sorted(g.available_achievements()) == ["Compass", "Mapmaking", "Optics"]
    assert g.score("bob") == ["Calendar"]
    assert g.zone("ann", "safe") == []
    assert g.score("ann") == []


# --------------------------------------------------------------------------- Cabal


def test_cabal_takes_hand_cards_matching_my_secrets_values_and_makes_them_draw_a_five() -> None:
    s = scenario()
    s.board("ann", "Cabal")
    s.zone("ann", "safe", "Rumor", "Gallery")  # values 1 and 5
    s.hand("bob", "Agriculture", "Coal", "Calendar")
    s.deck("unseen", 5, "Pantheism")
    s.available_achievements("Statistics", "Mapmaking")
    g = s.build().dogma("Cabal")
    assert sorted(g.score("ann")) == ["Agriculture", "Coal"]
    assert sorted(g.hand("bob")) == ["Calendar", "Pantheism"]
    assert g.zone("ann", "safe") == ["Rumor", "Gallery", "Statistics"]  # Cabal is a 5


def test_cabal_safeguards_by_a_top_card_value_of_my_choice() -> None:
    s = scenario()
    s.board("ann", "Cabal", "Mapmaking")
    s.available_achievements("Statistics", "Calendar")
    g = s.build().dogma("Cabal").answer("2")
    assert g.zone("ann", "safe") == ["Calendar"]


# --------------------------------------------------------------------------- Chartreuse


def test_chartreuse_melds_the_green_and_yellow_draws_and_returns_the_others() -> None:
    s = scenario()
    s.board("ann", "Chartreuse")
    s.deck("unseen", 3, "Smuggling")  # green
    s.deck("base", 4, "Colonialism")  # red
    s.deck("base", 5, "Coal")  # red
    s.deck("base", 6, "Atomic Theory")  # blue
    g = s.build().dogma("Chartreuse")
    assert g.pile("ann", "green") == ["Smuggling"]
    assert g.hand("ann") == []
    assert g.deck_bottom("base", 4) == ["Colonialism"]
    assert g.deck_bottom("base", 6) == ["Atomic Theory"]


def test_chartreuse_melds_several_in_my_order_and_may_splay_right() -> None:
    s = scenario()
    s.board("ann", "Chartreuse")
    s.deck("unseen", 3, "Freemasons")  # yellow
    s.deck("base", 4, "Anatomy")  # yellow
    s.deck("base", 5, "Coal")
    s.deck("base", 6, "Canning")  # yellow
    g = s.build().dogma("Chartreuse").answer("Anatomy", "Freemasons", "yellow")
    assert g.pile("ann", "yellow") == ["Chartreuse", "Anatomy", "Freemasons", "Canning"]
    assert g.splay("ann", "yellow") == "right"


# --------------------------------------------------------------------------- Gallery


def test_gallery_with_a_two_and_a_one_scored_draws_a_six_and_a_seven() -> None:
    s = scenario()
    s.board("ann", "Gallery")
    s.score("ann", "Calendar", "Archery")
    s.deck("unseen", 6, "Attic")
    s.deck("base", 7, "Bicycle")
    g = s.build().dogma("Gallery")
    assert sorted(g.hand("ann")) == ["Attic", "Bicycle"]


def test_gallery_without_ones_or_twos_draws_a_five() -> None:
    s = scenario()
    s.board("ann", "Gallery")
    s.score("ann", "Compass")
    s.deck("unseen", 5, "Cabal")
    g = s.build().dogma("Gallery")
    assert g.hand("ann") == ["Cabal"]


# --------------------------------------------------------------------------- Pantheism


def test_pantheism_two_tucks_of_one_colour_score_that_whole_colour() -> None:
    s = scenario()
    s.board("ann", "Pantheism")
    s.board("ann", "Oars")
    s.hand("ann", "Archery")
    s.deck("unseen", 4, "Ninja")  # red too
    s.deck("base", 4, "Anatomy")  # the second effect's tuck
    g = s.build().dogma("Pantheism")
    assert sorted(g.score("ann")) == ["Archery", "Ninja", "Oars"]
    assert g.pile("ann", "yellow") == ["Anatomy"]


def test_pantheism_two_colours_score_one_and_splay_the_other_right() -> None:
    s = scenario()
    s.board("ann", "Pantheism")
    s.board("ann", "Writing")
    s.board("ann", "Agriculture")
    s.hand("ann", "Pottery")
    s.deck("unseen", 4, "Heirloom")  # yellow
    s.deck("base", 4, "Colonialism")
    g = s.build().dogma("Pantheism").answer("blue")
    assert sorted(g.score("ann")) == ["Pottery", "Writing"]
    assert g.pile("ann", "yellow") == ["Heirloom", "Agriculture"]
    assert g.splay("ann", "yellow") == "right"


# --------------------------------------------------------------------------- Pen Name


def test_pen_name_melding_splays_that_colour_right() -> None:
    s = scenario()
    s.board("ann", "Pen Name")
    s.board("ann", "Oars")
    s.hand("ann", "Archery")
    g = s.build().dogma("Pen Name").answer("meld")
    assert g.pile("ann", "red") == ["Oars", "Archery"]
    assert g.splay("ann", "red") == "right"


def test_pen_name_splaying_left_self_executes_the_top_card() -> None:
    s = scenario()
    s.board("ann", "Pen Name")
    s.board("ann", "Tools", "Writing")
    s.deck("unseen", 2, "Cipher")
    g = s.build().dogma("Pen Name").answer("splay")
    assert g.splay("ann", "blue") == "left"
    assert g.hand("ann") == ["Cipher"]  # Writing: draw a 2


# --------------------------------------------------------------------------- Popular Science


def test_popular_science_melds_by_a_green_top_card_anywhere_and_one_above_my_yellow() -> None:
    s = scenario()
    s.board("ann", "Pottery", "Popular Science")
    s.board("ann", "Sailing")
    s.board("bob", "Mapmaking")
    s.deck("unseen", 2, "Counterfeiting")
    s.deck("base", 1, "Agriculture")
    g = s.build().dogma("Popular Science").answer("2", "blue")
    assert g.pile("ann", "green") == ["Sailing", "Counterfeiting"]
    assert g.pile("ann", "yellow") == ["Agriculture"]  # no yellow top card: a 1
    assert g.splay("ann", "blue") == "right"


# --------------------------------------------------------------------------- Probability


def test_probability_three_icon_kinds_only_draws_a_six() -> None:
    s = scenario()
    s.board("ann", "Probability")
    s.hand("ann", "Agriculture")
    s.deck("unseen", 6, "Attic")  # factory, crown
    s.deck("base", 6, "Canning", "Encyclopedia")  # factory, leaf: three kinds
    g = s.build().dogma("Probability")
    assert g.hand("ann") == ["Encyclopedia"]
    assert g.deck_bottom("unseen", 6) == ["Attic"]
    assert g.deck_bottom("base", 6) == ["Canning"]
    assert g.score("ann") == []


def test_probability_two_icon_kinds_draw_and_score_two_sixes() -> None:
    s = scenario()
    s.board("ann", "Probability")
    s.deck("unseen", 6, "Sabotage")  # factory
    s.deck("base", 6, "Industrialization", "Canning", "Vaccination", "Encyclopedia")  # crown, factory
    g = s.build().dogma("Probability")
    assert sorted(g.score("ann")) == ["Canning", "Vaccination"]
    assert g.hand("ann") == ["Encyclopedia"]


def test_probability_four_icon_kinds_draw_a_seven() -> None:
    s = scenario()
    s.board("ann", "Probability")
    s.deck("unseen", 6, "Triad")  # lightbulb, leaf
    s.deck("base", 6, "Industrialization", "Encyclopedia")  # crown, factory
    s.deck("base", 7, "Bicycle")
    g = s.build().dogma("Probability")
    assert sorted(g.hand("ann")) == ["Bicycle", "Encyclopedia"]


# --------------------------------------------------------------------------- Secret History


def test_secret_history_takes_a_secret_and_splays_red_or_purple_right() -> None:
    s = scenario()
    s.board("ann", "Secret History")
    s.board("ann", "Oars", "Archery")
    s.zone("ann", "safe", "Tools")
    s.zone("bob", "safe", "Rumor")
    g = s.build().dogma("Secret History")
    assert g.zone("bob", "safe") == []
    assert g.zone("ann", "safe") == ["Tools", "Rumor"]
    assert g.splay("ann", "red") == "right"
    assert "mystery" not in g.achievements("ann")


def test_secret_history_respects_the_limit_of_my_safe() -> None:
    s = scenario()
    s.board("ann", "Secret History")
    s.board("ann", "Oars", "Archery", splay="aslant")  # limit 1
    s.zone("ann", "safe", "Tools")
    s.zone("bob", "safe", "Rumor")
    g = s.build().dogma("Secret History")
    assert g.zone("bob", "safe") == ["Rumor"]
    assert g.zone("ann", "safe") == ["Tools"]


def test_secret_history_claims_mystery_when_red_and_purple_are_splayed_right() -> None:
    s = scenario()
    s.board("ann", "Secret History")
    s.board("ann", "Oars", "Archery", "Mysticism", "City States", splay="right")
    g = s.build().dogma("Secret History")
    assert "mystery" in g.achievements("ann")


# --------------------------------------------------------------------------- Witch Trial


def test_witch_trial_repeats_while_three_cards_return_each_time() -> None:
    s = scenario()
    s.board("ann", "Witch Trial")
    s.board("bob", "Agriculture")
    s.hand("bob", "Masonry")
    s.score("bob", "Calendar")
    s.deck("unseen", 5, "Gallery")  # yellow
    s.deck("base", 5, "Coal")  # red: bob has no red card, and no score card left
    g = s.build().dogma("Witch Trial")
    assert g.board("bob") == {}
    assert g.score("bob") == []
    assert sorted(g.hand("bob")) == ["Coal", "Gallery"]


def test_witch_trial_stops_when_a_card_is_missing() -> None:
    s = scenario()
    s.board("ann", "Witch Trial")
    s.board("bob", "Agriculture")
    s.score("bob", "Calendar")
    s.deck("unseen", 5, "Gallery")
    g = s.build().dogma("Witch Trial")
    assert g.board("bob") == {}
    assert g.score("bob") == []
    assert g.hand("bob") == ["Gallery"]


# --------------------------------------------------------------------------- a full safe takes nothing


def test_cabal_safeguards_nothing_into_a_full_safe() -> None:
    s = scenario()
    s.board("ann", "Cabal")
    s.board("ann", "Pottery", "Writing", splay="aslant")
    s.zone("ann", "safe", "Rumor")
    s.available_achievements("Statistics")
    g = s.build().dogma("Cabal")
    assert g.zone("ann", "safe") == ["Rumor"]
    assert g.available_achievements() == ["Statistics"]


def test_buried_treasure_with_a_full_safe_still_scores_three_achievements() -> None:
    s = scenario()
    s.board("ann", "Buried Treasure")
    s.board("ann", "Pottery", "Writing", splay="aslant")
    s.zone("ann", "safe", "Rumor")
    s.score("bob", "Agriculture", "Sailing", "Oars", "Archery")
    s.available_achievements("Mapmaking")
    g = s.build().dogma("Buried Treasure").answer("1", ":available:base:2")
    assert g.zone("ann", "safe") == ["Rumor"]
    assert "Mapmaking" in g.score("ann") and len(g.score("ann")) == 3
    assert len(g.available_achievements()) == 2


def test_secret_history_demands_only_players_with_fewer_factories() -> None:
    s = scenario(("ann", "bob", "cat"))
    s.board("ann", "Secret History")  # two factories
    s.board("cat", "Coal")  # three factories: not demanded
    s.zone("bob", "safe", "Rumor")
    s.zone("cat", "safe", "Dance")
    g = s.build().dogma("Secret History")
    assert g.zone("ann", "safe") == ["Rumor"]
    assert g.zone("cat", "safe") == ["Dance"]
