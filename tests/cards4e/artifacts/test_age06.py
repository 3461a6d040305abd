"""Scenario tests for the 4th-edition Artifacts cards of age 6 (written from the card texts and
RULES-4e.md)."""

from __future__ import annotations

from tests.cards4e.artifacts.art4e import artifacts4e

# ---------------------------------------------------------------- Buttonwood Agreement


def test_buttonwood_agreement_named_colour_is_scored_and_splayed_up() -> None:
    s = artifacts4e()
    s.board("ann", "Buttonwood Agreement", "Archery", "Oars")
    s.deck("base", 8, "Flight")  # red
    g = s.build().dogma("Buttonwood Agreement").answer("red", "blue", "green")
    assert g.score("ann") == ["Flight"]
    assert g.splay("ann", "red") == "up"
    assert g.hand("ann") == []


def test_buttonwood_agreement_other_colour_returns_its_score_cards_and_unsplays() -> None:
    s = artifacts4e()
    s.board("ann", "Buttonwood Agreement")
    s.board("ann", "Masonry", "Domestication", splay="left")
    s.score("ann", "Agriculture", "Writing")
    s.deck("base", 8, "Antibiotics")  # yellow
    g = s.build().dogma("Buttonwood Agreement").answer("red", "blue", "green")
    assert g.hand("ann") == ["Antibiotics"]
    assert g.score("ann") == ["Writing"]
    assert g.splay("ann", "yellow") == "none"


# ---------------------------------------------------------------- Frigate Constitution


def test_frigate_constitution_matching_value_returns_the_card_and_its_colour() -> None:
    s = artifacts4e()
    s.board("ann", "Frigate Constitution")  # 3 factories
    s.board("ann", "Steam Engine")  # a yellow 5 on top
    s.board("bob", "Chemistry", "Coal")  # 2 + 3 factories: compelled
    s.hand("bob", "Physics")  # blue 5, the only card: revealed without a question
    g = s.build().dogma("Frigate Constitution")
    assert g.hand("bob") == []
    assert g.board("bob") == {"red": ["Coal"]}  # Physics and the blue pile returned


def test_frigate_constitution_other_value_keeps_everything() -> None:
    s = artifacts4e()
    s.board("ann", "Frigate Constitution", "Steam Engine")
    s.board("bob", "Chemistry", "Coal")
    s.hand("bob", "Writing")
    g = s.build().dogma("Frigate Constitution")
    assert g.hand("bob") == ["Writing"]
    assert g.board("bob") == {"blue": ["Chemistry"], "red": ["Coal"]}


# ---------------------------------------------------------------- Kilogram of the Archives


def test_kilogram_values_summing_to_ten_draw_and_score_a_ten() -> None:
    s = artifacts4e()
    s.board("ann", "Kilogram of the Archives", "Steam Engine")
    s.hand("ann", "Coal")
    s.deck("base", 10, "Robotics")
    g = s.build().dogma("Kilogram of the Archives").answer("Steam Engine")
    assert g.score("ann") == ["Robotics"]
    assert sorted(g.deck_bottom("base", 5, 2)) == ["Coal", "Steam Engine"]
    assert g.junk() == []


def test_kilogram_other_sum_junks_the_deck_of_that_value() -> None:
    s = artifacts4e()
    s.board("ann", "Kilogram of the Archives", "Steam Engine")
    s.hand("ann", "Agriculture")
    g = s.build().dogma("Kilogram of the Archives").answer("Steam Engine")
    assert g.score("ann") == []
    assert g.deck("base", 6) == []  # 1 + 5 = 6: the whole 6 deck goes
    assert len(g.junk()) == 9  # ten 6s less the achievement
    assert g.pile("ann", "blue") == ["Kilogram of the Archives"]


def test_kilogram_one_card_returned_junks_the_deck_of_its_value() -> None:
    s = artifacts4e()
    s.board("ann", "Kilogram of the Archives")
    s.hand("ann", "Coal")
    g = s.build().dogma("Kilogram of the Archives")
    # Kilogram itself is the only top card: it is returned too (5 + 6 = 11).
    assert g.board("ann") == {}
    assert g.deck("base", 11) == []
    assert "Coal" not in g.junk()


# ---------------------------------------------------------------- Marcha Real


def test_marcha_real_same_value_draws_one_higher_same_colour_claims() -> None:
    s = artifacts4e()
    s.board("ann", "Marcha Real")
    s.hand("ann", "Archery", "Oars")  # two red 1s
    s.deck("base", 2, "Calendar")
    s.available_achievements("Tools", "Mathematics")
    g = s.build().dogma("Marcha Real").answer("Archery", "2")  # return order; the claim names a value
    assert g.hand("ann") == ["Calendar"]
    assert g.achievements("ann") == ["Mathematics"]


# ---------------------------------------------------------------- Moonlight Sonata


def test_moonlight_sonata_melds_bottom_then_claims_and_junks_standard_achievements() -> None:
    s = artifacts4e()
    s.board("ann", "Mysticism", "Moonlight Sonata")
    s.available_achievements("Archery", "Calendar", "Compass")
    g = s.build().dogma("Moonlight Sonata")
    assert g.pile("ann", "purple") == ["Moonlight Sonata", "Mysticism"]  # the bottom card melded
    g.answer("2")  # claim the 2
    assert g.achievements("ann") == ["Calendar"]
    g.answer("3")  # junk the 3
    assert g.junk() == ["Compass"]
    assert g.available_achievements() == ["Archery"]


# ---------------------------------------------------------------- Pride and Prejudice


def test_pride_and_prejudice_scores_and_repeats_while_the_colour_has_fewest() -> None:
    s = artifacts4e()
    s.board("ann", "Pride and Prejudice", "Writing", "Clothing", "Mysticism")
    s.board("ann", "Archery", "Oars", splay="right")  # red shows two cards
    s.deck("base", 6, "Atomic Theory", "Machine Tools")  # blue, then red
    g = s.build().dogma("Pride and Prejudice")
    # Atomic Theory: blue shows one card, as few as any colour: scored, again. Machine Tools: red
    # shows three cards: it stays.
    assert g.score("ann") == ["Atomic Theory"]
    assert g.pile("ann", "red") == ["Archery", "Oars", "Machine Tools"]
    assert g.pile("ann", "blue") == ["Writing"]


def test_pride_and_prejudice_an_empty_colour_stops_it() -> None:
    s = artifacts4e()
    s.board("ann", "Pride and Prejudice", "Writing")  # no red, green or purple card
    s.deck("base", 6, "Atomic Theory")
    g = s.build().dogma("Pride and Prejudice")
    assert g.score("ann") == []
    assert g.pile("ann", "blue") == ["Writing", "Atomic Theory"]


# ---------------------------------------------------------------- Puffing Billy


def test_puffing_billy_tucks_splays_right_and_draws_by_the_most_icons() -> None:
    s = artifacts4e()
    s.board("ann", "Puffing Billy")  # blue, 3 factories
    s.board("ann", "Coal")  # red: factory, factory, factory, hex
    s.hand("ann", "Oars")  # red: castle, crown, hex, castle
    s.deck("base", 3, "Paper")
    g = s.build().dogma("Puffing Billy")
    assert g.pile("ann", "red") == ["Oars", "Coal"]
    assert g.splay("ann", "red") == "right"
    # Coal shows 3 factories; Oars, splayed right under it, adds a castle and a crown: draw a 3.
    assert g.hand("ann") == ["Paper"]


def test_puffing_billy_counts_after_the_splay() -> None:
    s = artifacts4e()
    s.board("ann", "Puffing Billy")
    s.board("ann", "Masonry")  # yellow: castle, hex, castle, castle (3 castles)
    s.hand("ann", "Domestication")  # yellow: castle, crown, hex, castle
    s.deck("base", 4, "Gunpowder")
    g = s.build().dogma("Puffing Billy")
    # Splayed right, the tucked Domestication adds its left slots (castle, crown): 4 castles.
    assert g.hand("ann") == ["Gunpowder"]
    assert g.splay("ann", "yellow") == "right"


def test_puffing_billy_with_an_empty_hand_does_nothing() -> None:
    s = artifacts4e()
    s.board("ann", "Puffing Billy")
    g = s.build().dogma("Puffing Billy")
    assert g.hand("ann") == []


# ---------------------------------------------------------------- Qianlong's Dragon Robe


def test_qianlongs_dragon_robe_takes_red_green_and_score_cards() -> None:
    s = artifacts4e()
    s.board("ann", "Qianlong's Dragon Robe")  # 2 lightbulbs
    s.board("bob", "Archery", "Sailing", "Writing")  # red, green; blue with 2 lightbulbs: compelled
    s.score("bob", "Agriculture", "Domestication", "Mysticism", "Pottery")
    g = s.build().dogma("Qianlong's Dragon Robe")
    assert g.pile("ann", "green") == ["Sailing"]
    g.answer("Domestication")  # a yellow score card to my score pile
    assert sorted(g.score("ann")) == ["Archery", "Domestication"]
    assert g.hand("ann") == ["Mysticism"]  # the only purple score card
    assert sorted(g.score("bob")) == ["Agriculture", "Pottery"]
    assert g.board("bob") == {"blue": ["Writing"]}


def test_qianlongs_dragon_robe_spares_players_with_fewer_lightbulbs() -> None:
    s = artifacts4e()
    s.board("ann", "Qianlong's Dragon Robe")
    s.board("bob", "Archery")
    g = s.build().dogma("Qianlong's Dragon Robe")
    assert g.pile("bob", "red") == ["Archery"]


# ---------------------------------------------------------------- The Wealth of Nations


def test_the_wealth_of_nations_scores_then_junks_the_deck_of_the_result() -> None:
    s = artifacts4e()
    s.board("ann", "The Wealth of Nations")
    s.score("ann", "Coal", "Chemistry")  # 10
    s.deck("base", 1, "Writing")  # 11 in all: 11 / 5 rounded up = 3
    s.deck("base", 3, "Paper")
    g = s.build().dogma("The Wealth of Nations")
    assert sorted(g.score("ann")) == ["Chemistry", "Coal", "Paper", "Writing"]
    assert g.deck("base", 3) == []
    assert len(g.junk()) == 8  # ten 3s less the achievement and Paper


# ---------------------------------------------------------------- U.S. Declaration of Independence


def test_us_declaration_takes_highest_hand_score_and_factory_top_card() -> None:
    s = artifacts4e()
    s.board("ann", "U.S. Declaration of Independence")  # 2 crowns
    s.board("bob", "Coal", "Navigation", "Mapmaking")  # crowns 3 + 2: compelled
    s.hand("bob", "Agriculture", "Canning")
    s.score("bob", "Writing", "Physics")
    g = s.build().dogma("U.S. Declaration of Independence")
    assert g.hand("ann") == ["Canning"]
    assert g.score("ann") == ["Physics"]
    assert g.pile("ann", "red") == ["U.S. Declaration of Independence", "Coal"]
    assert g.hand("bob") == ["Agriculture"] and g.score("bob") == ["Writing"]
    assert g.board("bob") == {"green": ["Navigation", "Mapmaking"]}
