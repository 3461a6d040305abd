"""Scenario tests for the 4th-edition Artifacts cards of age 11 (written from the card texts and
RULES-4e.md)."""

from __future__ import annotations

from tests.cards4e.artifacts.art4e import artifacts4e

# ---------------------------------------------------------------- Great Barrier Reef


def test_great_barrier_reef_junks_all_but_the_top_five_then_splays_aslant() -> None:
    s = artifacts4e()
    s.board("ann", "Great Barrier Reef")  # blue
    s.board("ann", "Archery", "Oars", "Construction", "Road Building", "Optics", "Engineering")  # six reds
    s.board("ann", "Agriculture", "Domestication")  # two yellows
    g = s.build().dogma("Great Barrier Reef")
    assert g.junk() == ["Archery"]
    assert g.pile("ann", "red") == ["Oars", "Construction", "Road Building", "Optics", "Engineering"]
    assert g.splay("ann", "red") == "aslant"
    assert g.splay("ann", "yellow") == "aslant"
    assert g.splay("ann", "blue") == "none"  # a single card is not splayed


# ---------------------------------------------------------------- Greenland


def test_greenland_compel_returns_clock_top_cards_until_none_is_left() -> None:
    s = artifacts4e()
    s.board("ann", "Greenland")  # 2 leaves
    s.board("bob", "Agriculture", "Rocketry", "Bicycle")  # 3 leaves: compelled
    g = s.build().dogma("Greenland").answer("Rocketry")
    # Rocketry (clocks) goes, then Bicycle (a clock); Agriculture has none. bob then shares the
    # crown effect: Bicycle is gone, nothing with a crown is left.
    assert g.board("bob") == {"yellow": ["Agriculture"]}


def test_greenland_returns_crown_top_cards_until_none_is_left() -> None:
    s = artifacts4e()
    s.board("ann", "Greenland", "Optics", "Writing")  # Optics and Writing show crowns; Greenland none
    g = s.build().dogma("Greenland").answer("Optics")
    assert g.board("ann") == {"green": ["Greenland"]}  # Writing, the last one, went without a question


# ---------------------------------------------------------------- Jumbo Kingdom


def test_jumbo_kingdom_junks_the_colour_from_every_board_then_scores_from_the_junk() -> None:
    s = artifacts4e()
    s.board("ann", "Jumbo Kingdom", "Archery", "Oars")  # purple; red
    s.board("bob", "Construction")  # red 2
    g = s.build().dogma("Jumbo Kingdom").answer("red")
    assert sorted(g.junk()) == ["Archery", "Construction", "Oars"]
    assert g.board("bob") == {}
    g.answer("Archery")  # the 1s: 2 points, fewer than 11: again
    # Construction, the only card left, is taken without a question (2 points): again; the junk
    # is then empty.
    assert sorted(g.score("ann")) == ["Archery", "Construction", "Oars"]
    assert g.junk() == []


def test_jumbo_kingdom_stops_at_eleven_points() -> None:
    s = artifacts4e()
    s.board("ann", "Jumbo Kingdom", "Fusion")  # red 11
    s.shared_zone("junk", "Archery")
    g = s.build().dogma("Jumbo Kingdom").answer("red")
    assert sorted(g.junk()) == ["Archery", "Fusion"]
    g.answer("Fusion")  # 11 points: no repeat
    assert g.score("ann") == ["Fusion"]
    assert g.junk() == ["Archery"]


# ---------------------------------------------------------------- Oculus Quest


def test_oculus_quest_moves_the_whole_board_to_the_hand() -> None:
    s = artifacts4e()
    s.board("ann", "Oculus Quest")  # 2 clocks
    s.board("bob", "Bicycle", "Archery", "Oars", "Rocketry")  # 1 + 3 clocks: compelled
    g = s.build().dogma("Oculus Quest")
    assert g.board("bob") == {}
    assert sorted(g.hand("bob")) == ["Archery", "Bicycle", "Oars", "Rocketry"]


# ---------------------------------------------------------------- Pizza Pacaya


def test_pizza_pacaya_junks_the_board_and_melds_a_card_of_each_value() -> None:
    s = artifacts4e()
    s.board("ann", "Pizza Pacaya")  # 2 crowns
    s.board("bob", "Archery", "Optics", "Agriculture")  # Optics on top: 3 crowns: compelled
    s.deck("base", 1, "Writing")
    s.deck("base", 11, "Fusion")
    g = s.build().dogma("Pizza Pacaya")
    assert sorted(g.junk()) == ["Agriculture", "Archery", "Optics"]
    assert "Writing" in [c for pile in g.board("bob").values() for c in pile]
    assert "Fusion" in [c for pile in g.board("bob").values() for c in pile]
    assert sum(len(p) for p in g.board("bob").values()) == 11


# ---------------------------------------------------------------- Psyche


def test_psyche_scores_the_deck_and_the_junk_of_an_absent_value() -> None:
    s = artifacts4e()
    s.board("ann", "Psyche", "Writing")  # top values 11 and 1
    s.shared_zone("junk", "Mathematics", "Coal")
    g = s.build().dogma("Psyche")
    assert g.decision is not None and "1" not in g.options and "11" not in g.options
    g.answer("2")
    assert "Mathematics" in g.score("ann")
    assert len(g.score("ann")) == 8 + 1  # the deck's 2s (ten less the achievement and Mathematics)
    assert g.deck("base", 2) == []
    assert g.junk() == ["Coal"]


# ---------------------------------------------------------------- Sanskrit


def test_sanskrit_junks_every_score_pile() -> None:
    s = artifacts4e()
    s.board("ann", "Sanskrit", "Archery")
    s.score("ann", "Writing")
    s.score("bob", "Coal")
    g = s.build().dogma("Sanskrit")
    assert sorted(g.junk()) == ["Coal", "Writing"]
    assert g.pile("ann", "red") == ["Archery"]


def test_sanskrit_with_empty_score_piles_scores_all_but_each_highest_top_card() -> None:
    s = artifacts4e()
    s.board("ann", "Sanskrit", "Archery", "Writing")  # green 11, red 1, blue 1
    s.board("bob", "Coal", "Calendar", "Mathematics")  # red 5; blue 2, 2
    g = s.build().dogma("Sanskrit")
    assert sorted(g.score("ann")) == ["Archery", "Writing"]
    assert g.score("bob") == ["Mathematics"]
    assert g.board("bob") == {"red": ["Coal"], "blue": ["Calendar"]}


# ---------------------------------------------------------------- Tasmanian Tiger


def test_tasmanian_tiger_exchanges_a_score_card_with_a_top_card_and_may_repeat() -> None:
    s = artifacts4e()
    s.board("ann", "Tasmanian Tiger")  # yellow, 2 lightbulbs
    s.score("ann", "Archery", "Writing")
    s.board("bob", "Coal")  # red
    s.hand("ann", "Agriculture", "Pottery", "Tools")
    g = s.build().dogma("Tasmanian Tiger").answer("Archery")  # Coal is the only red top card
    assert g.pile("bob", "red") == ["Archery"]
    assert sorted(g.score("ann")) == ["Coal", "Writing"]
    g.answer("Agriculture", "Pottery", "Agriculture")  # return two hand cards (then their order): again
    g.answer("Writing")  # no blue top card anywhere: no exchange
    assert sorted(g.score("ann")) == ["Coal", "Writing"]
    assert g.hand("ann") == ["Tools"]  # one card: it cannot return two, so it stops
    assert g.idle


def test_tasmanian_tiger_declining_the_return_stops() -> None:
    s = artifacts4e()
    s.board("ann", "Tasmanian Tiger")
    s.score("ann", "Archery")
    s.board("ann", "Oars")
    s.hand("ann", "Agriculture", "Pottery")
    g = s.build().dogma("Tasmanian Tiger").answer("done")
    assert g.pile("ann", "red") == ["Archery"]
    assert g.score("ann") == ["Oars"]
    assert sorted(g.hand("ann")) == ["Agriculture", "Pottery"]


# ---------------------------------------------------------------- What Does The Fox Say


def test_what_does_the_fox_say_on_your_turn_super_executes_the_second_card() -> None:
    s = artifacts4e()
    s.board("ann", "What Does The Fox Say")  # 2 avatars
    s.board("bob", "Archery")  # a top card with a demand; no avatar: not sharing
    s.score("bob", "Writing")
    s.deck("base", 11, "Astrogeology", "Whataboutism")
    g = s.build().dogma("What Does The Fox Say").answer("Astrogeology")
    assert g.pile("ann", "purple") == ["Whataboutism"]
    # Super-executed: Whataboutism's demand reaches bob whatever his icons: his Archery comes
    # to my board, then the score piles are exchanged.
    assert g.pile("ann", "red") == ["Astrogeology", "Archery"]
    assert g.score("ann") == ["Writing"] and g.score("bob") == []


def test_what_does_the_fox_say_off_your_turn_only_self_executes() -> None:
    s = artifacts4e()
    s.board("ann", "What Does The Fox Say", "Mapmaking")  # Mapmaking: a top card with a demand
    s.score("ann", "Tools")
    s.board("bob", "Escapism")  # 3 avatars: bob shares, on ann's turn
    s.deck("base", 11, "Astrogeology", "Whataboutism", "Climatology", "Reclamation")
    s.deck("base", 1, "Pottery")
    g = s.build().dogma("What Does The Fox Say")
    g.answer("Astrogeology")  # bob melds Astrogeology, then Whataboutism: self-executed (no demand)
    assert g.pile("bob", "purple") == ["Escapism", "Whataboutism"]
    assert g.pile("ann", "green") == ["Mapmaking"] and g.score("ann") == ["Tools"]
    g.answer("Climatology")  # ann melds Climatology, then Reclamation, super-executed
    assert g.pile("ann", "yellow")[-1] == "Reclamation"
    assert g.pile("ann", "blue")[0] == "Climatology"
