"""Scenario tests for the age 10 Artifacts of History cards (written from the card texts and RULES.md)."""

from __future__ import annotations

from innovation.testing import Scenario


def _art(players: tuple[str, ...] = ("ann", "bob"), **options: bool) -> Scenario:
    return Scenario(players=players, expansions=("artifacts",), **options)


# --------------------------------------------------------------------------- DeLorean DMC-12


def test_delorean_removes_top_cards_and_hands() -> None:
    s = _art()
    s.board("ann", "DeLorean DMC-12", "Writing")  # 3 clocks
    s.board("ann", "Tools")  # under Writing
    s.hand("ann", "Calendar")
    s.board("bob", "Archery", "Oars")  # no clock: does not share, but is still hit
    s.hand("bob", "Optics")
    g = s.build().dogma("DeLorean DMC-12")
    assert sorted(g.removed()) == sorted(["DeLorean DMC-12", "Tools", "Calendar", "Oars", "Optics"])
    assert g.board("ann") == {"blue": ["Writing"]}
    assert g.board("bob") == {"red": ["Archery"]}
    assert g.hand("ann") == [] and g.hand("bob") == []
    assert not g.shared_bonus


def test_delorean_shared_only_the_first_player_removes() -> None:
    s = _art()
    s.board("ann", "Archery", "DeLorean DMC-12")  # 3 clocks
    s.board("bob", "Rocketry")  # 3 clocks: shares, and goes first
    s.hand("ann", "Calendar")
    s.deck("base", 1, "Tools")
    g = s.build().dogma("DeLorean DMC-12")
    assert sorted(g.removed()) == sorted(["DeLorean DMC-12", "Archery", "Calendar", "Rocketry"])
    # ann then finds DeLorean gone from the boards: nothing more happens to her.
    assert g.board("ann") == {} and g.board("bob") == {}
    assert g.shared_bonus
    assert g.hand("ann") == ["Tools"]  # the bonus draw with an empty board is a 1


def test_delorean_not_on_a_board_does_nothing() -> None:
    s = _art()
    s.board("ann", "Writing")
    s.zone("ann", "display", "DeLorean DMC-12")
    s.hand("bob", "Optics")
    s.turn("ann", fresh=True)
    g = s.build().answer("dogma")  # free dogma from the display
    assert g.board("ann") == {"blue": ["Writing"]}
    assert g.hand("bob") == ["Optics"]
    assert g.removed() == []
    assert g.deck_bottom("artifacts", 10) == ["DeLorean DMC-12"]


# --------------------------------------------------------------------------- Dolly the Sheep


def test_dolly_domestication_at_the_bottom_wins() -> None:
    s = _art()
    s.board("ann", "Domestication", "Dolly the Sheep")  # 2 clocks
    s.board("bob", "Archery")
    g = s.build().dogma("Dolly the Sheep").answer("done", "no")
    assert g.pile("ann", "yellow") == ["Domestication", "Dolly the Sheep"]
    assert g.result is not None and g.result.winners == ["ann"]


def test_dolly_score_bottom_and_tuck_domestication_wins() -> None:
    s = _art()
    s.board("ann", "Agriculture", "Dolly the Sheep")
    s.deck("base", 1, "Domestication")
    g = s.build().dogma("Dolly the Sheep").answer("Agriculture", "yes")
    assert g.score("ann") == ["Agriculture"]
    assert g.pile("ann", "yellow") == ["Domestication", "Dolly the Sheep"]
    assert g.result is not None and g.result.winners == ["ann"]


def test_dolly_otherwise_melds_the_highest_and_draws_a_10() -> None:
    s = _art()
    s.board("ann", "Agriculture", "Dolly the Sheep")
    s.hand("ann", "Calendar", "Tools")
    s.deck("base", 1, "Writing")
    s.deck("base", 10, "A. I.")
    g = s.build().dogma("Dolly the Sheep").answer("done", "yes")
    assert g.pile("ann", "blue") == ["Writing", "Calendar"]  # Writing tucked, Calendar melded
    assert g.pile("ann", "yellow") == ["Agriculture", "Dolly the Sheep"]
    assert g.hand("ann") == ["Tools", "A. I."]
    assert g.result is None


def test_dolly_highest_card_tie_is_chosen_and_empty_hand_still_draws() -> None:
    s = _art()
    s.board("ann", "Dolly the Sheep")
    s.hand("ann", "Calendar", "Mathematics")
    s.deck("base", 10, "A. I.")
    g = s.build().dogma("Dolly the Sheep").answer("done", "no", "Mathematics")
    assert g.pile("ann", "blue") == ["Mathematics"]
    assert g.hand("ann") == ["Calendar", "A. I."]
    s = _art()
    s.board("ann", "Dolly the Sheep")
    s.deck("base", 10, "A. I.")
    g = s.build().dogma("Dolly the Sheep").answer("done", "no")
    assert g.hand("ann") == ["A. I."]


def test_dolly_shared() -> None:
    s = _art()
    s.board("ann", "Dolly the Sheep")  # 2 clocks
    s.board("bob", "Rocketry")  # 3 clocks: shares
    s.hand("bob", "Tools")
    s.deck("base", 10, "A. I.", "Software")
    s.deck("base", 1, "Writing")  # the bonus (ann's board is empty after scoring Dolly)
    g = s.build().dogma("Dolly the Sheep")
    g.answer("no")  # bob: no yellow card to score; declines the tuck
    assert g.pile("bob", "blue") == ["Rocketry", "Tools"]  # his only card is the highest
    assert g.hand("bob") == ["A. I."]
    g.answer("Dolly the Sheep", "no")  # ann scores her bottom (and only) yellow card
    assert g.score("ann") == ["Dolly the Sheep"]
    assert g.hand("ann") == ["Software", "Writing"]
    assert g.shared_bonus


# --------------------------------------------------------------------------- Exxon Valdez


def test_exxon_valdez_eliminates_and_the_last_player_wins() -> None:
    s = _art()
    s.board("ann", "Exxon Valdez")  # 3 factories
    s.board("bob", "Coal", "Writing")  # 3 factories: compelled
    s.hand("bob", "Tools")
    s.score("bob", "Optics")
    s.achievements("bob", "Calendar", "monument")
    g = s.build().dogma("Exxon Valdez")
    assert sorted(g.removed()) == sorted(["Coal", "Writing", "Tools", "Optics", "Calendar", "monument"])
    assert g.board("bob") == {} and g.hand("bob") == [] and g.score("bob") == []
    assert g.achievements("bob") == []
    assert g.result is not None and g.result.winners == ["ann"]


def test_exxon_valdez_three_players_game_goes_on() -> None:
    s = _art(("ann", "bob", "cat"))
    s.board("ann", "Exxon Valdez")
    s.board("bob", "Coal")  # compelled
    s.board("cat", "Archery")  # no factory: spared
    s.hand("bob", "Tools")
    g = s.build().dogma("Exxon Valdez")
    assert sorted(g.removed()) == ["Coal", "Tools"]
    assert g.result is None
    assert g.game.state.players[1].eliminated
    assert g.board("cat") == {"red": ["Archery"]}
    g.draw()  # ann's second action ends her turn: bob is skipped
    assert g.decision is not None and g.decision.player == "cat"


def test_exxon_valdez_does_not_compel_fewer_factories() -> None:
    s = _art()
    s.board("ann", "Exxon Valdez")
    s.board("bob", "Archery")
    g = s.build().dogma("Exxon Valdez")
    assert g.removed() == []
    assert g.result is None
    assert g.board("bob") == {"red": ["Archery"]}


# --------------------------------------------------------------------------- Higgs Boson


def test_higgs_boson_moves_the_board_to_the_score_pile() -> None:
    s = _art()
    s.board("ann", "Writing", "Higgs Boson", "Archery")  # 3 lightbulbs
    s.board("bob", "Oars")  # no lightbulb
    g = s.build().dogma("Higgs Boson")
    assert sorted(g.score("ann")) == sorted(["Writing", "Higgs Boson", "Archery"])
    assert g.board("ann") == {}
    assert g.board("bob") == {"red": ["Oars"]}
    assert not g.shared_bonus


def test_higgs_boson_shared() -> None:
    s = _art()
    s.board("ann", "Higgs Boson")
    s.board("bob", "Philosophy")  # 3 lightbulbs: shares
    s.deck("base", 1, "Tools")
    g = s.build().dogma("Higgs Boson")
    assert g.score("bob") == ["Philosophy"]
    assert g.score("ann") == ["Higgs Boson"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Tools"]  # empty board: the bonus is a 1


# --------------------------------------------------------------------------- Maastricht Treaty


def test_maastricht_most_score_cards_wins() -> None:
    s = _art()
    s.board("ann", "Maastricht Treaty")  # 3 crowns
    s.board("bob", "Archery")
    s.score("ann", "Tools", "Writing")
    s.score("bob", "Coal")
    g = s.build().dogma("Maastricht Treaty")
    assert g.result is not None and g.result.winners == ["ann"]


def test_maastricht_tie_counts_as_most() -> None:
    s = _art()
    s.board("ann", "Maastricht Treaty")
    s.score("ann", "Tools")
    s.score("bob", "Coal")
    g = s.build().dogma("Maastricht Treaty")
    assert g.result is not None and g.result.winners == ["ann"]


def test_maastricht_fewer_cards_no_win() -> None:
    s = _art()
    s.board("ann", "Maastricht Treaty")
    s.score("ann", "Genetics")
    s.score("bob", "Tools", "Writing")
    g = s.build().dogma("Maastricht Treaty")
    assert g.result is None


def test_maastricht_shared_sharer_wins_first() -> None:
    s = _art()
    s.board("ann", "Maastricht Treaty")
    s.board("bob", "Optics")  # 3 crowns: shares, and goes first
    s.score("bob", "Tools", "Writing")
    s.score("ann", "Coal")
    g = s.build().dogma("Maastricht Treaty")
    assert g.result is not None and g.result.winners == ["bob"]


# --------------------------------------------------------------------------- Maldives


def test_maldives_compel_and_own_effect() -> None:
    s = _art()
    s.board("ann", "Maldives")  # 3 clocks
    s.board("bob", "Rocketry")  # 3 clocks: compelled, then shares
    s.hand("bob", "Tools", "Calendar", "Optics", "Coal")
    s.score("bob", "Writing", "Mathematics", "Compass", "Anatomy", "Chemistry")
    s.score("ann", "Agriculture", "Fermenting", "Paper", "Invention", "Physics", "Canning")
    g = s.build().dogma("Maldives")
    g.answer("Tools", "Optics")  # bob returns two of his four hand cards
    g.answer("Writing", "Compass", "Chemistry")  # and three of his five score cards
    assert g.hand("bob") == ["Calendar", "Coal"]
    assert g.score("bob") == ["Mathematics", "Anatomy"]
    assert g.deck_bottom("base", 1, 2) == ["Writing", "Tools"]
    assert g.deck_bottom("base", 3, 2) == ["Compass", "Optics"]
    assert g.deck_bottom("base", 5) == ["Chemistry"]
    # The non-demand: bob has two score cards (nothing to do); ann keeps four of six.
    g.answer("Agriculture", "Canning")
    assert g.score("ann") == ["Fermenting", "Paper", "Invention", "Physics"]
    assert g.deck_bottom("base", 6) == ["Canning"]
    assert not g.shared_bonus  # bob changed nothing in the shared effect


def test_maldives_nothing_beyond_the_limits() -> None:
    s = _art()
    s.board("ann", "Maldives")
    s.board("bob", "Rocketry")  # compelled and sharing, but holds too little to return
    s.hand("bob", "Tools", "Calendar")
    s.score("bob", "Writing", "Mathematics")
    s.score("ann", "Optics", "Coal", "Canning", "Compass")  # four: ann keeps them all
    g = s.build().dogma("Maldives")
    assert g.hand("bob") == ["Tools", "Calendar"]
    assert g.score("bob") == ["Writing", "Mathematics"]
    assert g.score("ann") == ["Optics", "Coal", "Canning", "Compass"]
    assert not g.shared_bonus


def test_maldives_own_effect_alone() -> None:
    s = _art()
    s.board("ann", "Maldives")
    s.board("bob", "Archery")  # no clock: neither compelled nor sharing
    s.score("ann", "Tools", "Writing", "Mathematics", "Compass", "Anatomy")
    g = s.build().dogma("Maldives").answer("Anatomy")
    assert g.score("ann") == ["Tools", "Writing", "Mathematics", "Compass"]
    assert g.deck_bottom("base", 4) == ["Anatomy"]


def test_maldives_fewer_clocks_not_compelled() -> None:
    s = _art()
    s.board("ann", "Maldives")
    s.board("bob", "Archery")  # no clock
    s.hand("bob", "Tools", "Calendar", "Optics")
    g = s.build().dogma("Maldives")
    assert g.hand("bob") == ["Tools", "Calendar", "Optics"]
    assert g.score("ann") == []


# --------------------------------------------------------------------------- Rover Curiosity


def test_rover_curiosity_executes_the_melded_artifact() -> None:
    s = _art()
    s.board("ann", "Rover Curiosity")  # 3 lightbulbs
    s.board("bob", "Archery")  # 1 lightbulb: does not share
    s.deck("artifacts", 10, "Where's Waldo?")
    g = s.build().dogma("Rover Curiosity")
    assert g.pile("ann", "yellow") == ["Where's Waldo?"]
    assert g.result is not None and g.result.winners == ["ann"]


def test_rover_curiosity_melds_higgs_boson() -> None:
    s = _art()
    s.board("ann", "Tools", "Rover Curiosity")
    s.deck("artifacts", 10, "Higgs Boson")
    g = s.build().dogma("Rover Curiosity")
    # Higgs Boson (blue) lands on top of the blue pile, then the whole board is scored.
    assert sorted(g.score("ann")) == sorted(["Rover Curiosity", "Tools", "Higgs Boson"])
    assert g.board("ann") == {}


def test_rover_curiosity_compel_of_the_melded_card() -> None:
    s = _art()
    s.board("ann", "Rover Curiosity")  # 3 lightbulbs
    s.board("bob", "Philosophy")  # 3 lightbulbs: shares (and goes first)
    s.deck("artifacts", 10, "Twister", "Where's Waldo?")
    s.score("ann", "Oars")
    g = s.build().dogma("Rover Curiosity")
    # bob's Rover melds Twister: its compel hits ann (as many lightbulbs as bob), who melds
    # Oars from her score pile. Then ann's Rover melds Where's Waldo?: ann wins.
    assert g.pile("bob", "purple") == ["Philosophy", "Twister"]
    assert g.pile("ann", "red") == ["Oars"]
    assert g.pile("ann", "yellow") == ["Where's Waldo?"]
    assert g.result is not None and g.result.winners == ["ann"]


def test_rover_curiosity_falls_back_to_a_base_10() -> None:
    s = _art()
    s.board("ann", "Rover Curiosity")
    s.exhaust("artifacts", 10)
    s.deck("base", 10, "Stem Cells")
    g = s.build().dogma("Rover Curiosity")
    assert g.pile("ann", "yellow") == ["Stem Cells"]  # its effect: empty hand, nothing to score
    assert g.result is None


# --------------------------------------------------------------------------- Seikan Tunnel


def test_seikan_tunnel_biggest_pile_wins() -> None:
    s = _art()
    s.board("ann", "Writing", "Tools", "Calendar", splay="right")  # 3 blue cards, all visible
    s.board("ann", "Seikan Tunnel")  # 3 clocks
    s.board("bob", "Archery", "Oars", splay="left")  # 2 red cards visible
    g = s.build().dogma("Seikan Tunnel")
    assert g.result is not None and g.result.winners == ["ann"]


def test_seikan_tunnel_covered_cards_of_an_unsplayed_pile_are_not_visible() -> None:
    """ "Visible cards": an unsplayed pile shows only its top card (RULES.md §2.5)."""
    s = _art()
    s.board("ann", "Writing", "Tools", "Mathematics", "Seikan Tunnel")  # 3 blue, unsplayed: 1 visible
    s.board("bob", "Agriculture", "Domestication", splay="right")  # 2 yellow, splayed: 2 visible
    g = s.build().dogma("Seikan Tunnel")
    assert g.result is None


def test_seikan_tunnel_counts_every_card_of_a_splayed_pile() -> None:
    s = _art()
    s.board("ann", "Writing", "Tools", "Mathematics", "Seikan Tunnel", splay="left")  # 3 blue visible
    s.board("bob", "Agriculture", "Domestication", splay="up")  # 2 yellow visible
    g = s.build().dogma("Seikan Tunnel")
    assert g.result is not None and g.result.winners == ["ann"]


def test_seikan_tunnel_tie_wins() -> None:
    s = _art()
    s.board("ann", "Writing", "Tools", "Seikan Tunnel", splay="left")  # 2 blue visible
    s.board("bob", "Agriculture", "Domestication", splay="right")  # 2 yellow visible
    g = s.build().dogma("Seikan Tunnel")
    assert g.result is not None and g.result.winners == ["ann"]


def test_seikan_tunnel_smaller_piles_no_win() -> None:
    s = _art()
    s.board("ann", "Seikan Tunnel")
    s.board("bob", "Agriculture", "Domestication", "Masonry", splay="left")  # 3 yellow visible
    g = s.build().dogma("Seikan Tunnel")
    assert g.result is None


# --------------------------------------------------------------------------- Twister


def test_twister_melds_one_card_of_each_colour() -> None:
    s = _art()
    s.board("ann", "Twister")  # 2 factories
    s.board("bob", "Coal")  # 3 factories: compelled
    s.score("bob", "Archery", "Oars", "Writing")
    g = s.build().dogma("Twister")
    assert len(g.events("reveal")) == 3
    g.answer("Oars")  # Writing is then the only card of a colour not melded yet
    assert g.pile("bob", "red") == ["Coal", "Oars"]
    assert g.pile("bob", "blue") == ["Writing"]
    assert g.score("bob") == ["Archery"]
    assert not g.shared_bonus


def test_twister_does_not_compel_fewer_factories() -> None:
    s = _art()
    s.board("ann", "Twister")
    s.board("bob", "Archery")
    s.score("bob", "Oars", "Writing")
    g = s.build().dogma("Twister")
    assert g.score("bob") == ["Oars", "Writing"]
    assert g.events("reveal") == []


# --------------------------------------------------------------------------- Where's Waldo?


def test_wheres_waldo_wins() -> None:
    s = _art()
    s.board("ann", "Where's Waldo?")  # 2 leaves
    s.board("bob", "Archery")
    g = s.build().dogma("Where's Waldo?")
    assert g.result is not None and g.result.winners == ["ann"]


def test_wheres_waldo_shared_the_sharer_wins_first() -> None:
    s = _art()
    s.board("ann", "Where's Waldo?")
    s.board("bob", "Pottery")  # 3 leaves: shares, and goes first
    g = s.build().dogma("Where's Waldo?")
    assert g.result is not None and g.result.winners == ["bob"]
