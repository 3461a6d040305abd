"""Scenario tests for the 4th-edition Artifacts cards of age 2 that art4e-b wrote (written from
the card texts and RULES-4e.md)."""

from __future__ import annotations

from tests.cards4e.artifacts.art4e import artifacts4e

# ---------------------------------------------------------------- Babylonian Chronicles


def test_babylonian_chronicles_compels_a_non_red_castle_card_then_draw_and_score_a_three() -> None:
    s = artifacts4e()
    s.board("ann", "Babylonian Chronicles")  # 3 castles
    s.board("bob", "Mysticism", "Archery")  # 5 castles: compelled, and shares
    s.deck("base", 3, "Alchemy", "Compass")
    g = s.build().dogma("Babylonian Chronicles")
    assert g.pile("ann", "purple") == ["Mysticism"]  # Archery is red: only Mysticism qualifies
    assert g.score("bob") == ["Alchemy"]
    assert g.score("ann") == ["Compass"]


# ---------------------------------------------------------------- Baghdad Battery


def test_baghdad_battery_melds_scores_and_junks_both_decks_of_different_values() -> None:
    s = artifacts4e()
    s.board("ann", "Baghdad Battery")
    s.hand("ann", "Writing", "Calendar")
    g = s.build().dogma("Baghdad Battery").answer("Writing")  # meld Writing; Calendar is scored
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.score("ann") == ["Calendar"]
    assert g.deck("base", 1) == [] and g.deck("base", 2) == []


def test_baghdad_battery_same_values_junk_nothing() -> None:
    s = artifacts4e()
    s.board("ann", "Baghdad Battery")
    s.hand("ann", "Writing", "Archery")
    g = s.build().dogma("Baghdad Battery").answer("Writing")
    assert g.score("ann") == ["Archery"]
    assert g.junk() == []


# ---------------------------------------------------------------- Chronicle of Zuo


def test_chronicle_of_zuo_fewest_crowns_draws_a_three_fewest_lightbulbs_a_four() -> None:
    s = artifacts4e()
    s.board("ann", "Chronicle of Zuo")  # 1 crown, 2 lightbulbs, no castle
    s.board("bob", "Optics", "Masonry", "Tools")  # crowns 3, castles 4, lightbulbs 2
    s.deck("base", 3, "Paper")
    s.deck("base", 4, "Anatomy", "Colonialism")
    g = s.build().dogma("Chronicle of Zuo")
    # bob shares (2 lightbulbs): tied for the fewest lightbulbs, he draws a 4; not the fewest
    # castles or crowns. ann has the fewest castles (0): a 3; lightbulbs tied: a 4.
    assert g.hand("bob") == ["Anatomy"]
    assert g.hand("ann")[:2] == ["Paper", "Colonialism"]


def test_chronicle_of_zuo_more_of_everything_draws_nothing() -> None:
    s = artifacts4e()
    s.board("ann", "Chronicle of Zuo", "Masonry")  # 1 crown, 3 castles, 2 lightbulbs
    s.board("bob", "Agriculture")  # nothing of those
    g = s.build().dogma("Chronicle of Zuo")
    assert g.hand("ann") == []


# ---------------------------------------------------------------- Cyrus Cylinder


def test_cyrus_cylinder_splays_any_pile_left_then_self_executes_another_purple_card() -> None:
    s = artifacts4e()
    s.board("ann", "Cyrus Cylinder")  # 2 lightbulbs
    s.board("bob", "Archery", "Oars", "Mysticism")  # a red pile; purple Mysticism, no lightbulb
    s.deck("base", 1, "Agriculture")  # yellow: ann has no yellow card
    g = s.build().dogma("Cyrus Cylinder")
    assert g.splay("bob", "red") == "left"  # the only pile a splay left changes: no question
    # Mysticism, the only other top purple card, self-executed by ann: she draws and shows a 1.
    assert g.hand("ann") == ["Agriculture"]
    assert g.hand("bob") == []


# ---------------------------------------------------------------- Dead Sea Scrolls


def test_dead_sea_scrolls_draws_an_artifact_then_junks_that_artifact_deck() -> None:
    s = artifacts4e()
    s.board("ann", "Dead Sea Scrolls", "Coal")  # highest top card: 5
    s.deck("artifacts", 5, "Principia")
    s.available_achievements("Mathematics")
    g = s.build().dogma("Dead Sea Scrolls")
    assert g.hand("ann") == ["Principia"]
    assert g.deck("artifacts", 5) == []
    g.answer("bob")  # the second effect: bob has no top card (0): nothing is junked
    assert "Mathematics" not in g.junk()
    assert g.available_achievements() == ["Mathematics"]


def test_dead_sea_scrolls_junks_the_achievement_of_a_players_highest_top_card() -> None:
    s = artifacts4e()
    s.board("ann", "Dead Sea Scrolls")
    s.board("bob", "Calendar")
    s.available_achievements("Mathematics")
    g = s.build().dogma("Dead Sea Scrolls").answer("bob")
    assert "Mathematics" in g.junk()


# ---------------------------------------------------------------- Rosetta Stone


def test_rosetta_stone_draws_two_of_a_type_melds_one_and_gives_the_other() -> None:
    s = artifacts4e()
    s.board("ann", "Rosetta Stone")
    s.deck("base", 2, "Calendar", "Mapmaking")
    g = s.build().dogma("Rosetta Stone").answer("base", "Calendar")
    assert g.pile("ann", "blue") == ["Rosetta Stone", "Calendar"]
    assert g.pile("bob", "green") == ["Mapmaking"]


# ---------------------------------------------------------------- Seikilos Epitaph


def test_seikilos_epitaph_melds_a_three_then_its_bottom_card_and_self_executes_it() -> None:
    s = artifacts4e()
    s.board("ann", "Seikilos Epitaph", "Archery", "Oars")  # red: Archery at the bottom
    s.board("bob", "Writing")
    s.hand("bob", "Tools")
    s.deck("base", 3, "Engineering")  # red
    s.available_achievements("Mathematics")
    g = s.build().dogma("Seikilos Epitaph")
    assert g.pile("ann", "red") == ["Oars", "Engineering", "Archery"]
    # Archery self-executed: only its non-demand effect (junk a 1 or 2 achievement); bob keeps his hand.
    assert g.junk() == ["Mathematics"]
    assert g.hand("bob") == ["Tools"]


# ---------------------------------------------------------------- Terracotta Army


def test_terracotta_army_compels_a_return_then_scores_and_junks_that_deck() -> None:
    s = artifacts4e()
    s.board("ann", "Terracotta Army")  # 3 crowns
    s.board("bob", "Optics", "Masonry")  # 3 crowns: compelled, and shares
    s.hand("ann", "Writing")  # no castle
    s.hand("bob", "Metalworking")  # castles only: bob, sharing, cannot score it
    g = s.build().dogma("Terracotta Army")
    # Optics has no castle: returned. bob then shares and, scoring nothing, tucks Terracotta Army
    # (the card says so, BGA too): it goes under his yellow pile.
    assert g.board("bob") == {"yellow": ["Terracotta Army", "Masonry"]}
    assert g.score("ann") == ["Writing"]
    assert g.deck("base", 1) == []


def test_terracotta_army_without_a_card_to_score_tucks_itself() -> None:
    s = artifacts4e()
    s.board("ann", "Agriculture", "Terracotta Army")  # yellow: Terracotta Army on top
    s.hand("ann", "Masonry")  # a castle: cannot be scored
    g = s.build().dogma("Terracotta Army")
    assert g.pile("ann", "yellow") == ["Terracotta Army", "Agriculture"]
    assert g.junk() == []
