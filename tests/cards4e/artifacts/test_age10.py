"""Scenario tests for the 4th-edition Artifacts cards of age 10 (written from the card texts and
RULES-4e.md)."""

from __future__ import annotations

from tests.cards4e.artifacts.art4e import artifacts4e

# ---------------------------------------------------------------- DeLorean DMC-12


def test_delorean_on_top_junks_every_top_card_and_every_hand() -> None:
    s = artifacts4e()
    s.board("ann", "DeLorean DMC-12", "Writing", "Tools")  # blue: Writing under Tools
    s.hand("ann", "Coal")
    s.board("bob", "Archery", "Oars")
    s.hand("bob", "Optics")
    g = s.build().dogma("DeLorean DMC-12")
    assert sorted(g.junk()) == ["Coal", "DeLorean DMC-12", "Oars", "Optics", "Tools"]
    assert g.board("ann") == {"blue": ["Writing"]}
    assert g.board("bob") == {"red": ["Archery"]}
    assert g.hand("ann") == [] and g.hand("bob") == []


# ---------------------------------------------------------------- Dolly the Sheep


def test_dolly_domestication_at_the_bottom_wins() -> None:
    s = artifacts4e()
    s.board("ann", "Agriculture", "Domestication", "Dolly the Sheep")  # yellow, bottom to top
    g = s.build().dogma("Dolly the Sheep").answer("Agriculture", "no")
    assert g.over and g.winners == ["ann"]


def test_dolly_otherwise_melds_the_highest_hand_card_and_draws_an_eleven() -> None:
    s = artifacts4e()
    s.board("ann", "Agriculture", "Dolly the Sheep")
    s.hand("ann", "Coal", "Writing")
    s.deck("base", 11, "Fusion")
    s.available_achievements("Tools")
    g = s.build().dogma("Dolly the Sheep").answer("done", "no")
    assert g.pile("ann", "red") == ["Coal"]
    assert g.hand("ann") == ["Writing", "Fusion"]
    # The second effect: every achievement on offer goes to the junk, specials included.
    assert "Tools" in g.junk()
    assert g.available_achievements() == []
    assert g.specials_available() == []


# ---------------------------------------------------------------- Dragon's Lair


def test_dragons_lair_two_melds_junk_the_top_card_of_every_deck() -> None:
    s = artifacts4e()
    s.board("ann", "Dragon's Lair")  # 3 crowns
    s.board("bob", "Optics")  # 3 crowns: compelled
    s.score("bob", "Writing", "Tools", "Calendar", "Coal")  # 1, 1, 2, 5: Calendar is the lowest lone value
    s.hand("bob", "Mathematics", "Agriculture")
    g = s.build().dogma("Dragon's Lair")
    assert g.pile("bob", "blue") == ["Calendar", "Mathematics"]
    assert len(g.junk()) == 11  # the top card of each of the eleven decks
    assert not g.over


def test_dragons_lair_one_meld_loses() -> None:
    s = artifacts4e()
    s.board("ann", "Dragon's Lair")
    s.board("bob", "Optics")
    s.score("bob", "Calendar")
    s.hand("bob", "Agriculture")  # no blue card
    g = s.build().dogma("Dragon's Lair")
    assert g.over and g.winners == ["ann"]  # bob lost: the only other player wins


def test_dragons_lair_one_meld_loses_and_the_loser_leaves_with_their_cards_junked() -> None:
    s = artifacts4e(("ann", "bob", "cat"))
    s.board("ann", "Dragon's Lair")
    s.board("bob", "Optics")
    s.score("bob", "Calendar")
    s.hand("bob", "Agriculture")
    g = s.build().dogma("Dragon's Lair")
    assert not g.over
    assert sorted(g.junk()) == ["Agriculture", "Calendar", "Optics"]


def test_dragons_lair_no_lone_value_junks_the_deck_tops() -> None:
    s = artifacts4e()
    s.board("ann", "Dragon's Lair")
    s.board("bob", "Optics")
    s.score("bob", "Writing", "Tools")
    g = s.build().dogma("Dragon's Lair")
    assert g.score("bob") == ["Writing", "Tools"]
    assert len(g.junk()) == 11


# ---------------------------------------------------------------- Higgs Boson


def test_higgs_boson_scores_every_card_on_the_board() -> None:
    s = artifacts4e()
    s.board("ann", "Writing", "Higgs Boson", "Archery")
    g = s.build().dogma("Higgs Boson")
    assert sorted(g.score("ann")) == ["Archery", "Higgs Boson", "Writing"]
    assert g.board("ann") == {}


# ---------------------------------------------------------------- Maldives


def test_maldives_compel_keeps_two_and_own_effect_keeps_four() -> None:
    s = artifacts4e()
    s.board("ann", "Maldives")  # 3 clocks
    s.board("bob", "Rocketry")  # 3 clocks: compelled, then shares
    s.hand("bob", "Tools", "Calendar", "Optics")
    s.score("ann", "Agriculture", "Fermenting", "Paper", "Invention", "Physics")
    g = s.build().dogma("Maldives").answer("Tools")
    assert sorted(g.hand("bob")) == ["Calendar", "Optics"]
    g.answer("Agriculture")
    assert g.score("ann") == ["Fermenting", "Paper", "Invention", "Physics"]


# ---------------------------------------------------------------- Musk's Tesla Roadster


def test_musks_tesla_roadster_most_score_cards_win() -> None:
    s = artifacts4e()
    s.board("ann", "Musk's Tesla Roadster")
    s.score("ann", "Writing")
    g = s.build().dogma("Musk's Tesla Roadster")
    assert g.over and g.winners == ["ann"]


def test_musks_tesla_roadster_scores_the_drawn_colour_and_returns_the_card() -> None:
    s = artifacts4e()
    s.board("ann", "Musk's Tesla Roadster", "Archery", "Oars")
    s.score("bob", "Writing")
    s.deck("base", 11, "Fusion")  # red
    g = s.build().dogma("Musk's Tesla Roadster")
    assert sorted(g.score("ann")) == ["Archery", "Oars"]
    assert g.deck_bottom("base", 11) == ["Fusion"]
    assert g.hand("ann") == []


def test_musks_tesla_roadster_melds_the_drawn_card_without_its_colour() -> None:
    s = artifacts4e()
    s.board("ann", "Musk's Tesla Roadster")
    s.score("bob", "Writing")
    s.deck("base", 11, "Solar Sailing")  # blue
    g = s.build().dogma("Musk's Tesla Roadster")
    assert g.pile("ann", "blue") == ["Solar Sailing"]
    assert g.score("ann") == []


# ---------------------------------------------------------------- Rover Curiosity


def test_rover_curiosity_melds_an_artifact_ten_and_self_executes_it() -> None:
    s = artifacts4e()
    s.board("ann", "Writing", "Rover Curiosity")
    s.deck("artifacts", 10, "Higgs Boson")
    g = s.build().dogma("Rover Curiosity")
    # Higgs Boson melded on Rover Curiosity, then self-executed: every board card is scored.
    assert sorted(g.score("ann")) == ["Higgs Boson", "Rover Curiosity", "Writing"]
    assert g.board("ann") == {}


# ---------------------------------------------------------------- Seikan Tunnel


def test_seikan_tunnel_biggest_visible_pile_wins() -> None:
    s = artifacts4e()
    s.board("ann", "Writing", "Tools", "Calendar", splay="right")  # 3 blue cards, all visible
    s.board("ann", "Seikan Tunnel")
    s.board("bob", "Archery", "Oars", splay="left")  # 2 red cards visible
    g = s.build().dogma("Seikan Tunnel")
    assert g.over and g.winners == ["ann"]


# ---------------------------------------------------------------- Tanker Exxon Valdez


def test_tanker_exxon_valdez_junks_the_compelled_players_cards_and_they_lose() -> None:
    s = artifacts4e(("ann", "bob", "cat"))
    s.board("ann", "Tanker Exxon Valdez")  # 3 factories
    s.board("bob", "Coal")  # 3 factories: compelled
    s.hand("bob", "Writing")
    s.score("bob", "Tools")
    s.board("cat", "Archery")  # no factories: spared
    g = s.build().dogma("Tanker Exxon Valdez")
    assert sorted(g.junk()) == ["Coal", "Tools", "Writing"]
    assert not g.over  # ann and cat play on
    assert g.board("cat") == {"red": ["Archery"]}


def test_tanker_exxon_valdez_in_two_players_the_other_wins() -> None:
    s = artifacts4e()
    s.board("ann", "Tanker Exxon Valdez")
    s.board("bob", "Coal")
    g = s.build().dogma("Tanker Exxon Valdez")
    assert g.over and g.winners == ["ann"]


# ---------------------------------------------------------------- Where's Waldo?


def test_wheres_waldo_wins() -> None:
    s = artifacts4e()
    s.board("ann", "Where's Waldo?")
    g = s.build().dogma("Where's Waldo?")
    assert g.over and g.winners == ["ann"]


def test_tanker_exxon_valdez_in_a_team_game_the_compelled_players_team_loses() -> None:
    s = artifacts4e(("ann", "bob", "cat", "dan"), teams=True)  # ann & cat vs bob & dan
    s.board("ann", "Tanker Exxon Valdez")
    s.board("bob", "Coal")  # compelled
    s.board("dan", "Archery")  # no factories: spared
    g = s.build().dogma("Tanker Exxon Valdez")
    assert g.over and g.winners == ["ann", "cat"]
