"""Scenario tests for the age 9 Artifacts of History cards (written from the card texts and RULES.md)."""

from __future__ import annotations

from innovation.testing import Scenario


def _art(players: tuple[str, ...] = ("ann", "bob"), **options: bool) -> Scenario:
    return Scenario(players=players, expansions=("artifacts",), **options)


# --------------------------------------------------------------------------- Luna 3


def test_luna_3_returns_the_score_pile_and_scores_by_the_count() -> None:
    s = _art()
    s.board("ann", "Luna 3")  # 3 factories
    s.board("bob", "Archery")  # no factory: does not share
    s.score("ann", "Tools", "Calendar", "Optics")
    s.deck("base", 3, "Compass")
    g = s.build().dogma("Luna 3")
    assert g.score("ann") == ["Compass"]  # three returned: a 3
    assert g.deck_bottom("base", 1) == ["Tools"]
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.deck_bottom("base", 3) == ["Optics"]
    assert not g.shared_bonus


def test_luna_3_empty_score_pile_scores_a_1() -> None:
    s = _art()
    s.board("ann", "Luna 3")
    s.deck("base", 1, "Writing")
    g = s.build().dogma("Luna 3")
    assert g.score("ann") == ["Writing"]


def test_luna_3_owner_orders_returns_to_one_pile() -> None:
    s = _art()
    s.board("ann", "Luna 3")
    s.score("ann", "Tools", "Writing")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Luna 3").answer("Writing")
    assert g.deck_bottom("base", 1, 2) == ["Tools", "Writing"]  # Writing went first
    assert g.score("ann") == ["Calendar"]


def test_luna_3_shared() -> None:
    s = _art()
    s.board("ann", "Luna 3")
    s.board("bob", "Coal")  # 3 factories: shares
    s.score("bob", "Writing")
    s.deck("base", 1, "Tools", "Pottery")
    s.deck("base", 9, "Genetics")
    g = s.build().dogma("Luna 3")
    assert g.deck_bottom("base", 1) == ["Writing"]
    assert g.score("bob") == ["Tools"]  # one returned: a 1
    assert g.score("ann") == ["Pottery"]  # none returned: a 1
    assert g.shared_bonus
    assert g.hand("ann") == ["Genetics"]


# --------------------------------------------------------------------------- Magnavox Odyssey


def test_magnavox_same_colour_wins() -> None:
    s = _art()
    s.board("ann", "Magnavox Odyssey")  # 2 lightbulbs
    s.board("bob", "Archery")  # 1 lightbulb: does not share
    s.deck("base", 10, "A. I.", "The Internet")
    g = s.build().dogma("Magnavox Odyssey")
    assert g.pile("ann", "purple") == ["A. I.", "The Internet"]
    assert g.result is not None and g.result.winners == ["ann"]


def test_magnavox_different_colours_do_not_win() -> None:
    s = _art()
    s.board("ann", "Magnavox Odyssey")
    s.deck("base", 10, "A. I.", "Software")
    g = s.build().dogma("Magnavox Odyssey")
    assert g.pile("ann", "purple") == ["A. I."]
    assert g.pile("ann", "blue") == ["Software"]
    assert g.result is None and not g.shared_bonus


# --------------------------------------------------------------------------- Marilyn Diptych


def test_marilyn_scoring_to_exactly_25_wins() -> None:
    s = _art()
    s.board("ann", "Marilyn Diptych")  # 3 crowns
    s.board("bob", "Archery")  # no crown
    s.hand("ann", "Calendar")
    s.score("ann", "Genetics", "Computers", "Coal")  # 23
    g = s.build().dogma("Marilyn Diptych").answer("Calendar", "done")
    assert g.score("ann") == ["Genetics", "Computers", "Coal", "Calendar"]
    assert g.result is not None and g.result.winners == ["ann"]


def test_marilyn_taking_a_card_back_misses_25() -> None:
    s = _art()
    s.board("ann", "Marilyn Diptych")
    s.hand("ann", "Calendar")
    s.score("ann", "Genetics", "Computers", "Coal")
    g = s.build().dogma("Marilyn Diptych").answer("done", "Coal")
    assert g.hand("ann") == ["Calendar", "Coal"]
    assert g.score("ann") == ["Genetics", "Computers"]
    assert g.result is None


def test_marilyn_both_declined_with_25_points_wins() -> None:
    s = _art()
    s.board("ann", "Marilyn Diptych")
    s.score("ann", "Genetics", "Computers", "Coal", "Calendar")  # 25, empty hand
    g = s.build().dogma("Marilyn Diptych").answer("done")
    assert g.score("ann") == ["Genetics", "Computers", "Coal", "Calendar"]
    assert g.result is not None and g.result.winners == ["ann"]


def test_marilyn_shared() -> None:
    s = _art()
    s.board("ann", "Marilyn Diptych")
    s.board("bob", "Optics")  # 3 crowns: shares
    s.hand("bob", "Tools")
    s.deck("base", 9, "Genetics")
    g = s.build().dogma("Marilyn Diptych").answer("Tools", "done")  # bob; ann has nothing to do
    assert g.score("bob") == ["Tools"]
    assert g.result is None
    assert g.shared_bonus
    assert g.hand("ann") == ["Genetics"]


# --------------------------------------------------------------------------- Philips Compact Cassette


def test_philips_compel_unsplays_then_both_splay_up() -> None:
    s = _art()
    s.board("ann", "Sailing", "Philips Compact Cassette")  # 3 leaves (Sailing hidden)
    s.board("ann", "Domestication", "Masonry")
    s.board("bob", "Writing", "Pottery", "Archery", "Oars", splay="left")  # 3 leaves: compelled
    s.deck("base", 9, "Genetics")
    g = s.build().dogma("Philips Compact Cassette")
    unsplays = [e for e in g.events("splay") if "unsplays" in e]
    assert len(unsplays) == 2 and all(e.startswith("bob") for e in unsplays)
    # bob then shares the splay: only his two piles qualify, both go up.
    assert g.splay("bob", "blue") == "up" and g.splay("bob", "red") == "up"
    assert g.splay("ann", "green") == "up" and g.splay("ann", "yellow") == "up"
    assert g.shared_bonus
    assert g.hand("ann") == ["Genetics"]


def test_philips_fewer_leaves_not_compelled_and_choice_of_two() -> None:
    s = _art()
    s.board("ann", "Sailing", "Philips Compact Cassette")
    s.board("ann", "Domestication", "Masonry")
    s.board("ann", "Archery", "Oars")
    s.board("bob", "Writing", "Tools", splay="left")  # no leaf
    g = s.build().dogma("Philips Compact Cassette").answer("yellow", "red")
    assert g.splay("bob", "blue") == "left"
    assert g.splay("ann", "yellow") == "up" and g.splay("ann", "red") == "up"
    assert g.splay("ann", "green") == "none"
    assert not g.shared_bonus


def test_philips_splays_what_it_can() -> None:
    s = _art()
    s.board("ann", "Sailing", "Philips Compact Cassette")
    s.board("ann", "Domestication", "Masonry", splay="up")  # already up: not eligible
    s.board("ann", "Writing")  # one card: cannot be splayed
    g = s.build().dogma("Philips Compact Cassette")
    assert g.splay("ann", "green") == "up"
    assert g.splay("ann", "yellow") == "up"
    assert len(g.events("splay")) == 1


# --------------------------------------------------------------------------- Rock Around the Clock


def test_rock_around_the_clock_scores_a_9_per_clock_top_card() -> None:
    s = _art()
    s.board("ann", "Rock Around the Clock", "Rocketry", "Archery")  # two clock top cards
    s.board("bob", "Oars")  # no clock
    s.deck("base", 9, "Genetics", "Computers", "Ecology")
    g = s.build().dogma("Rock Around the Clock")
    assert g.score("ann") == ["Genetics", "Computers"]
    assert g.deck("base", 9)[0] == "Ecology"
    assert not g.shared_bonus


def test_rock_around_the_clock_shared() -> None:
    s = _art()
    s.board("ann", "Rock Around the Clock")  # 2 clocks
    s.board("bob", "Rocketry")  # 3 clocks: one clock top card
    s.deck("base", 9, "Genetics", "Computers", "Ecology")
    g = s.build().dogma("Rock Around the Clock")
    assert g.score("bob") == ["Genetics"]
    assert g.score("ann") == ["Computers"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Ecology"]


# --------------------------------------------------------------------------- Syncom 3


def test_syncom_3_five_colours_win() -> None:
    s = _art()
    s.board("ann", "Syncom 3")  # 3 clocks
    s.board("bob", "Archery")
    s.hand("ann", "Tools", "Calendar")
    s.deck("base", 9, "Collaboration", "Composites", "Computers", "Ecology", "Services")
    g = s.build().dogma("Syncom 3")
    assert g.deck_bottom("base", 1) == ["Tools"]
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.hand("ann") == ["Collaboration", "Composites", "Computers", "Ecology", "Services"]
    assert len(g.events("reveal")) == 5
    assert g.result is not None and g.result.winners == ["ann"]


def test_syncom_3_four_colours_do_not_win() -> None:
    s = _art()
    s.board("ann", "Syncom 3")
    s.deck("base", 9, "Collaboration", "Fission", "Computers", "Ecology", "Genetics")
    g = s.build().dogma("Syncom 3")
    assert g.hand("ann") == ["Collaboration", "Fission", "Computers", "Ecology", "Genetics"]
    assert g.result is None


# --------------------------------------------------------------------------- The Big Bang


def test_big_bang_repeats_while_something_changes() -> None:
    s = _art()
    s.board("ann", "The Big Bang", "Calendar")  # 4 lightbulbs
    s.board("bob", "Archery")  # 1 lightbulb: does not share
    s.score("ann", "Tools", "Writing")  # more score cards than hand cards
    s.deck("base", 3, "Compass", "Optics")
    s.deck("base", 10, "A. I.", "Software")
    g = s.build().dogma("The Big Bang")
    # Calendar drew two 3s (a change): a 10 is drawn and removed, then Calendar does nothing.
    assert g.hand("ann") == ["Compass", "Optics"]
    assert g.removed()[-1:] == ["A. I."]
    assert g.deck("base", 10)[0] == "Software"
    assert not g.shared_bonus


def test_big_bang_no_change_removes_nothing() -> None:
    s = _art()
    s.board("ann", "The Big Bang", "Calendar")
    s.hand("ann", "Tools")
    s.deck("base", 10, "A. I.")
    g = s.build().dogma("The Big Bang")
    assert g.hand("ann") == ["Tools"]
    assert "A. I." not in g.removed()
    assert g.deck("base", 10)[0] == "A. I."


def test_big_bang_without_a_blue_card() -> None:
    s = _art()
    s.board("ann", "The Big Bang")
    s.deck("base", 10, "A. I.")
    g = s.build().dogma("The Big Bang")
    assert g.hand("ann") == [] and g.removed() == []
    assert g.deck("base", 10)[0] == "A. I."


def test_big_bang_shared() -> None:
    s = _art()
    s.board("ann", "The Big Bang")  # 3 lightbulbs, no blue card: nothing to execute
    s.board("bob", "Calendar", "Philosophy")  # 4 lightbulbs: shares
    s.score("bob", "Tools", "Writing")
    s.deck("base", 3, "Compass", "Optics")
    s.deck("base", 10, "A. I.")
    s.deck("base", 9, "Genetics")
    g = s.build().dogma("The Big Bang")
    assert g.hand("bob") == ["Compass", "Optics"]
    assert g.removed() == ["A. I."]
    assert g.shared_bonus
    assert g.hand("ann") == ["Genetics"]


def test_big_bang_ends_the_game_once_the_10s_run_out() -> None:
    s = _art()
    s.board("ann", "The Big Bang", "Writing")  # Writing always draws a 2: it never stops
    g = s.build().dogma("The Big Bang")
    assert len([c for c in g.removed()]) == 10  # every base 10 was drawn and removed
    assert g.result is not None and g.result.reason == "score"


# --------------------------------------------------------------------------- United Nations Charter


def test_un_charter_compel_and_draws() -> None:
    s = _art()
    s.board("ann", "United Nations Charter")  # 2 leaves
    s.board("bob", "Pottery", "City States", "Oars", "Archery")  # 3 leaves: compelled, shares
    s.deck("base", 10, "A. I.", "Software")
    s.deck("base", 9, "Genetics")
    g = s.build().dogma("United Nations Charter")
    assert sorted(g.score("ann")) == ["Archery", "City States"]
    assert g.board("bob") == {"blue": ["Pottery"], "red": ["Oars"]}
    assert g.hand("bob") == ["A. I."]  # Oars, now on top, has a demand
    assert g.hand("ann") == ["Software", "Genetics"]  # the compel card counts; then the bonus
    assert g.shared_bonus


def test_un_charter_fewer_leaves_not_compelled() -> None:
    s = _art()
    s.board("ann", "United Nations Charter")
    s.board("bob", "Archery")  # no leaf
    s.deck("base", 10, "A. I.")
    g = s.build().dogma("United Nations Charter")
    assert g.board("bob") == {"red": ["Archery"]}
    assert g.score("ann") == []
    assert g.hand("ann") == ["A. I."]
    assert not g.shared_bonus


def test_un_charter_without_a_demand_top_card_draws_nothing() -> None:
    s = _art()
    s.board("ann", "Pottery")
    s.zone("ann", "display", "United Nations Charter")
    s.turn("ann", fresh=True)
    s.deck("base", 10, "A. I.")
    g = s.build().answer("dogma")  # the free dogma of the displayed artifact
    assert g.hand("ann") == []
    assert g.deck("base", 10)[0] == "A. I."
    assert g.deck_bottom("artifacts", 9) == ["United Nations Charter"]


# --------------------------------------------------------------------------- Velcro Shoes


def test_velcro_shoes_takes_a_9_from_the_hand() -> None:
    s = _art()
    s.board("ann", "Velcro Shoes")  # 2 factories
    s.board("bob", "Coal")  # 3 factories: compelled
    s.hand("bob", "Genetics", "Tools")
    s.score("bob", "Computers")
    g = s.build().dogma("Velcro Shoes")
    assert g.hand("ann") == ["Genetics"]
    assert g.hand("bob") == ["Tools"]
    assert g.score("bob") == ["Computers"]
    assert g.result is None


def test_velcro_shoes_choice_between_two_9s() -> None:
    s = _art()
    s.board("ann", "Velcro Shoes")
    s.board("bob", "Coal")
    s.hand("bob", "Genetics", "Ecology")
    g = s.build().dogma("Velcro Shoes").answer("Ecology")
    assert g.hand("ann") == ["Ecology"]
    assert g.hand("bob") == ["Genetics"]


def test_velcro_shoes_otherwise_takes_a_9_from_the_score_pile() -> None:
    s = _art()
    s.board("ann", "Velcro Shoes")
    s.board("bob", "Coal")
    s.hand("bob", "Tools")
    s.score("bob", "Computers", "Optics")
    g = s.build().dogma("Velcro Shoes")
    assert g.score("ann") == ["Computers"]
    assert g.score("bob") == ["Optics"]
    assert g.hand("bob") == ["Tools"]
    assert g.result is None


def test_velcro_shoes_neither_means_i_win() -> None:
    s = _art()
    s.board("ann", "Velcro Shoes")
    s.board("bob", "Coal")
    s.hand("bob", "Tools")
    s.score("bob", "Optics")
    g = s.build().dogma("Velcro Shoes")
    assert g.result is not None and g.result.winners == ["ann"]


def test_velcro_shoes_does_not_compel_fewer_factories() -> None:
    s = _art()
    s.board("ann", "Velcro Shoes")
    s.board("bob", "Archery")  # no factory
    g = s.build().dogma("Velcro Shoes")
    assert g.result is None
    assert g.hand("ann") == []


# --------------------------------------------------------------------------- Yeager's Bell X-1A


def test_yeager_repeats_after_a_clock_card() -> None:
    s = _art()
    s.board("ann", "Yeager's Bell X-1A")  # 2 clocks
    s.board("bob", "Archery")  # no clock: does not share
    s.deck("base", 9, "Computers", "Genetics")
    s.deck("base", 10, "Stem Cells", "Databases")
    g = s.build().dogma("Yeager's Bell X-1A")
    # Computers (clock): nothing to splay, melds Stem Cells (empty hand: nothing). Again:
    # Genetics (no clock) melds Databases, with nothing beneath it. Stop.
    assert g.pile("ann", "blue") == ["Yeager's Bell X-1A", "Computers", "Genetics"]
    assert g.pile("ann", "yellow") == ["Stem Cells"]
    assert g.pile("ann", "green") == ["Databases"]
    assert g.score("ann") == [] and g.hand("ann") == []
    assert not g.shared_bonus


def test_yeager_executes_the_melded_cards_demand() -> None:
    s = _art()
    s.board("ann", "Yeager's Bell X-1A")  # 2 clocks
    s.board("bob", "Archery")  # no clock: demanded by Composites as if on Yeager's card
    s.hand("bob", "Tools")
    s.score("bob", "Coal", "Writing")
    s.deck("base", 9, "Composites")
    g = s.build().dogma("Yeager's Bell X-1A")
    assert g.pile("ann", "red") == ["Composites"]
    assert g.hand("bob") == ["Tools"]  # one card in hand is kept
    assert g.score("ann") == ["Coal"]
    assert g.score("bob") == ["Writing"]
    assert not g.shared_bonus
