"""Scenario tests for the age 3 Artifacts of History cards (written from the card texts and RULES.md)."""

from __future__ import annotations

from innovation.testing import Scenario


def _s() -> Scenario:
    return Scenario(players=("ann", "bob"), expansions=("artifacts",))


# --------------------------------------------------------------------------- Along the River


def test_along_the_river_keeps_drawing_until_yellow_which_is_tucked() -> None:
    s = _s()
    s.board("ann", "Along the River during the Qingming Festival")
    s.board("bob", "Archery")  # no crowns: does not share
    s.deck("base", 4, "Colonialism", "Invention", "Anatomy")
    g = s.build().dogma("Along the River during the Qingming Festival")
    assert g.hand("ann") == ["Colonialism", "Invention"]
    assert g.pile("ann", "yellow") == ["Anatomy", "Along the River during the Qingming Festival"]
    assert g.score("ann") == []
    assert not g.shared_bonus


def test_along_the_river_scores_a_purple_card() -> None:
    s = _s()
    s.board("ann", "Along the River during the Qingming Festival")
    s.deck("base", 4, "Experimentation", "Enterprise")
    g = s.build().dogma("Along the River during the Qingming Festival")
    assert g.hand("ann") == ["Experimentation"]
    assert g.score("ann") == ["Enterprise"]


def test_along_the_river_shared_gives_bonus() -> None:
    s = _s()
    s.board("ann", "Along the River during the Qingming Festival")  # 3 crowns
    s.board("bob", "Optics")  # 3 crowns: shares, goes first
    s.deck("base", 4, "Anatomy", "Reformation")
    s.deck("base", 3, "Alchemy")
    g = s.build().dogma("Along the River during the Qingming Festival")
    assert g.pile("bob", "yellow") == ["Anatomy"]
    assert g.score("ann") == ["Reformation"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Alchemy"]  # the bonus: a 3 (ann's highest top card)


# --------------------------------------------------------------------------- Beauvais Cathedral Clock


def test_beauvais_splays_the_drawn_colour_right() -> None:
    s = _s()
    s.board("ann", "Beauvais Cathedral Clock", "Archery", "Oars")
    s.deck("base", 4, "Colonialism")
    g = s.build().dogma("Beauvais Cathedral Clock")
    assert g.hand("ann") == ["Colonialism"]
    assert g.splay("ann", "red") == "right"
    assert g.pile("ann", "red") == ["Archery", "Oars"]


def test_beauvais_colour_missing_from_board_changes_nothing_else() -> None:
    s = _s()
    s.board("ann", "Beauvais Cathedral Clock", "Archery", "Oars")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Beauvais Cathedral Clock")
    assert g.hand("ann") == ["Anatomy"]
    assert g.splay("ann", "red") == "none"
    assert g.board("ann") == {"red": ["Archery", "Oars"], "green": ["Beauvais Cathedral Clock"]}


def test_beauvais_shared_splay_gives_bonus() -> None:
    s = _s()
    s.board("ann", "Beauvais Cathedral Clock")  # 3 crowns
    s.board("bob", "Archery", "Optics")  # 3 crowns visible
    s.deck("base", 4, "Gunpowder", "Anatomy")
    s.deck("base", 3, "Alchemy")
    g = s.build().dogma("Beauvais Cathedral Clock")
    assert g.hand("bob") == ["Gunpowder"]
    assert g.splay("bob", "red") == "right"
    assert g.shared_bonus
    assert g.hand("ann") == ["Anatomy", "Alchemy"]


# --------------------------------------------------------------------------- Charter of Liberties


def test_charter_tucks_splays_left_and_executes_a_chosen_splayed_top_card() -> None:
    s = _s()
    s.board("ann", "Tools", "Charter of Liberties")  # 2 lightbulbs
    s.hand("ann", "Writing")
    s.board("bob", "Clothing", "Sailing", splay="right")  # no lightbulbs: does not share
    s.deck("base", 1, "Metalworking")
    g = s.build().dogma("Charter of Liberties")
    g.answer("Sailing")  # Sailing: draw and meld a 1
    assert g.pile("ann", "blue") == ["Writing", "Tools", "Charter of Liberties"]
    assert g.splay("ann", "blue") == "left"
    assert g.pile("ann", "red") == ["Metalworking"]
    assert g.hand("ann") == []
    assert g.board("bob") == {"green": ["Clothing", "Sailing"]}
    assert not g.shared_bonus


def test_charter_no_splayed_pile_means_nothing_to_execute() -> None:
    s = _s()
    s.board("ann", "Charter of Liberties")
    s.hand("ann", "Archery")
    g = s.build().dogma("Charter of Liberties")
    assert g.pile("ann", "red") == ["Archery"]  # a one-card pile cannot be splayed
    assert g.splay("ann", "red") == "none"
    assert g.hand("ann") == []
    assert g.decision is not None and g.decision.kind == "action"


def test_charter_empty_hand_does_nothing() -> None:
    s = _s()
    s.board("ann", "Charter of Liberties")
    s.board("bob", "Clothing", "Sailing", splay="right")
    s.deck("base", 1, "Metalworking")
    g = s.build().dogma("Charter of Liberties")
    assert g.hand("ann") == []
    assert g.board("ann") == {"blue": ["Charter of Liberties"]}
    assert g.deck("base", 1)[0] == "Metalworking"


# --------------------------------------------------------------------------- Dunhuang Star Chart


def test_dunhuang_returns_hand_and_draws_by_count() -> None:
    s = _s()
    s.board("ann", "Dunhuang Star Chart")
    s.hand("ann", "Archery", "Calendar", "Alchemy")
    s.deck("base", 3, "Compass")
    g = s.build().dogma("Dunhuang Star Chart")
    assert g.hand("ann") == ["Compass"]
    assert g.deck_bottom("base", 1) == ["Archery"]
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.deck_bottom("base", 3) == ["Alchemy"]


def test_dunhuang_empty_hand_draws_a_one() -> None:
    s = _s()
    s.board("ann", "Dunhuang Star Chart")
    s.deck("base", 1, "Oars")
    g = s.build().dogma("Dunhuang Star Chart")
    assert g.hand("ann") == ["Oars"]


def test_dunhuang_shared_gives_bonus() -> None:
    s = _s()
    s.board("ann", "Dunhuang Star Chart")  # 3 lightbulbs
    s.hand("ann", "Archery", "Calendar")
    s.board("bob", "Education")  # 3 lightbulbs
    s.hand("bob", "Sailing")
    s.deck("base", 1, "Oars")
    s.deck("base", 2, "Mathematics")
    s.deck("base", 3, "Compass")
    g = s.build().dogma("Dunhuang Star Chart")
    assert g.hand("bob") == ["Oars"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Mathematics", "Compass"]


# --------------------------------------------------------------------------- Excalibur


def test_excalibur_compels_a_higher_top_card_onto_my_board() -> None:
    s = _s()
    s.board("ann", "Excalibur", "Tools")  # 3 castles; red 3, blue 1
    s.board("bob", "Monotheism", "Engineering", "Translation")  # 5 castles
    g = s.build().dogma("Excalibur")
    d = g.decision
    assert d is not None and d.player == "bob"
    # Engineering (3) does not beat Excalibur (3); Monotheism beats a missing purple card.
    assert sorted(d.options) == ["monotheism", "translation"]
    g.answer("Translation")
    assert g.pile("ann", "blue") == ["Tools", "Translation"]
    assert g.board("bob") == {"red": ["Engineering"], "purple": ["Monotheism"]}
    assert not g.shared_bonus


def test_excalibur_nothing_higher_nothing_moves() -> None:
    s = _s()
    s.board("ann", "Excalibur")
    s.board("bob", "Construction")  # 3 castles, but value 2 < 3
    g = s.build().dogma("Excalibur")
    assert g.board("bob") == {"red": ["Construction"]}
    assert g.board("ann") == {"red": ["Excalibur"]}


def test_excalibur_does_not_compel_players_with_fewer_castles() -> None:
    s = _s()
    s.board("ann", "Excalibur")
    s.board("bob", "Translation")  # no castles
    g = s.build().dogma("Excalibur")
    assert g.board("bob") == {"blue": ["Translation"]}
    assert g.board("ann") == {"red": ["Excalibur"]}


# --------------------------------------------------------------------------- Mjolnir Amulet


def test_mjolnir_takes_the_whole_chosen_colour_to_my_score_pile() -> None:
    s = _s()
    s.board("ann", "Mjolnir Amulet")  # 2 castles
    s.board("bob", "Archery", "Oars", "Mysticism")  # 5 castles
    g = s.build().dogma("Mjolnir Amulet")
    g.answer("Oars")
    assert sorted(g.score("ann")) == ["Archery", "Oars"]
    assert g.board("bob") == {"purple": ["Mysticism"]}
    assert g.board("ann") == {"red": ["Mjolnir Amulet"]}


def test_mjolnir_does_not_compel_players_with_fewer_castles() -> None:
    s = _s()
    s.board("ann", "Mjolnir Amulet")
    s.board("bob", "Writing")
    g = s.build().dogma("Mjolnir Amulet")
    assert g.board("bob") == {"blue": ["Writing"]}
    assert g.score("ann") == []


# --------------------------------------------------------------------------- Moylough Belt Shrine


def test_moylough_activator_picks_a_revealed_card_for_their_board() -> None:
    s = _s()
    s.board("ann", "Moylough Belt Shrine")  # 2 castles
    s.board("bob", "Mysticism")  # 3 castles
    s.hand("bob", "Sailing", "Calendar")
    g = s.build().dogma("Moylough Belt Shrine")
    d = g.decision
    assert d is not None and d.player == "ann"
    assert sorted(d.options) == ["calendar", "sailing"]  # revealed: named, not hidden
    g.answer("Calendar")
    assert g.pile("ann", "blue") == ["Calendar"]
    assert g.hand("bob") == ["Sailing"]


def test_moylough_empty_hand_nothing_happens() -> None:
    s = _s()
    s.board("ann", "Moylough Belt Shrine")
    s.board("bob", "Mysticism")
    g = s.build().dogma("Moylough Belt Shrine")
    assert g.board("ann") == {"yellow": ["Moylough Belt Shrine"]}
    assert g.hand("bob") == []


def test_moylough_does_not_compel_players_with_fewer_castles() -> None:
    s = _s()
    s.board("ann", "Moylough Belt Shrine")
    s.board("bob", "Writing")
    s.hand("bob", "Sailing")
    g = s.build().dogma("Moylough Belt Shrine")
    assert g.hand("bob") == ["Sailing"]
    assert g.board("ann") == {"yellow": ["Moylough Belt Shrine"]}


# --------------------------------------------------------------------------- Necronomicon


def test_necronomicon_yellow_returns_the_whole_hand() -> None:
    s = _s()
    s.board("ann", "Necronomicon")
    s.hand("ann", "Sailing")
    s.deck("base", 3, "Machinery")
    g = s.build().dogma("Necronomicon")
    assert g.hand("ann") == []
    assert g.deck_bottom("base", 1) == ["Sailing"]
    assert g.deck_bottom("base", 3) == ["Machinery"]


def test_necronomicon_green_unsplays_everything() -> None:
    s = _s()
    s.board("ann", "Necronomicon")
    s.board("ann", "Archery", "Oars", splay="left")
    s.deck("base", 3, "Compass")
    g = s.build().dogma("Necronomicon")
    assert g.splay("ann", "red") == "none"
    assert g.hand("ann") == ["Compass"]


def test_necronomicon_red_returns_the_score_pile() -> None:
    s = _s()
    s.board("ann", "Necronomicon")
    s.score("ann", "Calendar", "Alchemy")
    s.deck("base", 3, "Engineering")
    g = s.build().dogma("Necronomicon")
    assert g.score("ann") == []
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.deck_bottom("base", 3) == ["Alchemy"]
    assert g.hand("ann") == ["Engineering"]


def test_necronomicon_blue_draws_a_nine() -> None:
    s = _s()
    s.board("ann", "Necronomicon")
    s.deck("base", 3, "Alchemy")
    s.deck("base", 9, "Computers")
    g = s.build().dogma("Necronomicon")
    assert g.hand("ann") == ["Alchemy", "Computers"]


def test_necronomicon_purple_does_nothing_more() -> None:
    s = _s()
    s.board("ann", "Necronomicon")
    s.hand("ann", "Sailing")
    s.score("ann", "Calendar")
    s.deck("base", 3, "Education")
    g = s.build().dogma("Necronomicon")
    assert g.hand("ann") == ["Sailing", "Education"]
    assert g.score("ann") == ["Calendar"]


def test_necronomicon_shared_gives_bonus() -> None:
    s = _s()
    s.board("ann", "Necronomicon")  # 3 leaves
    s.board("bob", "Reformation")  # 3 leaves
    s.deck("base", 3, "Education", "Compass", "Alchemy")
    g = s.build().dogma("Necronomicon")
    assert g.hand("bob") == ["Education"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Compass", "Alchemy"]


# --------------------------------------------------------------------------- Philosopher's Stone


def test_philosophers_stone_scores_as_many_cards_as_the_returned_value() -> None:
    s = _s()
    s.board("ann", "Philosopher's Stone")
    s.hand("ann", "Calendar", "Sailing", "Archery", "Oars")
    g = s.build().dogma("Philosopher's Stone")
    g.answer("Calendar", "Sailing", "Archery")
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.score("ann") == ["Sailing", "Archery"]
    assert g.hand("ann") == ["Oars"]


def test_philosophers_stone_scores_what_it_can() -> None:
    s = _s()
    s.board("ann", "Philosopher's Stone")
    s.hand("ann", "Alchemy", "Sailing")
    g = s.build().dogma("Philosopher's Stone")
    g.answer("Alchemy")
    assert g.score("ann") == ["Sailing"]
    assert g.hand("ann") == []
    assert g.deck_bottom("base", 3) == ["Alchemy"]


def test_philosophers_stone_empty_hand_does_nothing() -> None:
    s = _s()
    s.board("ann", "Philosopher's Stone")
    s.board("bob", "Sailing")  # 2 crowns < 3: does not share
    g = s.build().dogma("Philosopher's Stone")
    assert g.score("ann") == []
    assert not g.shared_bonus


# --------------------------------------------------------------------------- Shroud of Turin


def test_shroud_returns_all_three_and_claims_an_achievement() -> None:
    s = _s()
    s.board("ann", "Shroud of Turin", "Metalworking")
    s.hand("ann", "Oars")
    s.score("ann", "Road Building", "Calendar")
    s.available_achievements("Mathematics")
    s.specials_available()
    g = s.build().dogma("Shroud of Turin")
    assert g.hand("ann") == []
    assert g.board("ann") == {"purple": ["Shroud of Turin"]}
    assert g.score("ann") == ["Calendar"]
    # Oars went back first, then Metalworking below it.
    assert g.deck_bottom("base", 1, 2) == ["Metalworking", "Oars"]
    assert g.deck_bottom("base", 2) == ["Road Building"]
    assert g.achievements("ann") == ["Mathematics"]


def test_shroud_may_claim_a_special_achievement() -> None:
    s = _s()
    s.board("ann", "Shroud of Turin", "Metalworking")
    s.hand("ann", "Oars")
    s.score("ann", "Road Building")
    s.available_achievements("Mathematics")
    s.specials_available("wonder")
    g = s.build().dogma("Shroud of Turin")
    d = g.decision
    assert d is not None and sorted(d.options) == ["2", "wonder"]
    g.answer("wonder")
    assert g.achievements("ann") == ["wonder"]
    assert g.available_achievements() == ["Mathematics"]


def test_shroud_without_a_matching_score_card_claims_nothing() -> None:
    s = _s()
    s.board("ann", "Shroud of Turin", "Metalworking")
    s.hand("ann", "Oars")
    s.score("ann", "Calendar")
    s.available_achievements("Mathematics")
    g = s.build().dogma("Shroud of Turin")
    assert g.board("ann") == {"purple": ["Shroud of Turin"]}
    assert g.score("ann") == ["Calendar"]
    assert g.achievements("ann") == []


def test_shroud_without_a_top_card_of_that_colour_claims_nothing() -> None:
    s = _s()
    s.board("ann", "Shroud of Turin")
    s.hand("ann", "Oars")
    s.score("ann", "Road Building")
    s.available_achievements("Mathematics")
    g = s.build().dogma("Shroud of Turin")
    assert g.score("ann") == []
    assert g.deck_bottom("base", 2) == ["Road Building"]
    assert g.achievements("ann") == []


def test_shroud_empty_hand_returns_nothing() -> None:
    s = _s()
    s.board("ann", "Shroud of Turin", "Metalworking")
    s.score("ann", "Road Building")
    g = s.build().dogma("Shroud of Turin")
    assert g.board("ann") == {"purple": ["Shroud of Turin"], "red": ["Metalworking"]}
    assert g.score("ann") == ["Road Building"]
