"""Scenario tests for the 4th-edition Artifacts cards of age 4 that art4e-b wrote (written from
the card texts and RULES-4e.md)."""

from __future__ import annotations

from tests.cards4e.artifacts.art4e import artifacts4e

# ---------------------------------------------------------------- Delft Pocket Telescope


def test_delft_pocket_telescope_reveals_a_drawn_card_sharing_an_icon() -> None:
    s = artifacts4e()
    s.board("ann", "Delft Pocket Telescope")
    s.score("ann", "Archery")  # castle, lightbulb
    s.deck("base", 5, "Coal")  # factories only
    s.deck("base", 6, "Atomic Theory")  # lightbulbs
    g = s.build().dogma("Delft Pocket Telescope")
    assert g.deck_bottom("base", 1) == ["Archery"]
    assert g.hand("ann") == ["Coal", "Atomic Theory"]


# ---------------------------------------------------------------- East India Company Charter


def test_east_india_company_charter_returns_scores_fives_and_junks_the_named_deck() -> None:
    s = artifacts4e()
    s.board("ann", "East India Company Charter")  # 2 factories
    s.score("ann", "Writing")
    s.score("bob", "Tools", "Calendar")
    s.deck("base", 5, "Coal", "Chemistry")
    g = s.build().dogma("East India Company Charter").answer("1")
    # Two score piles lost 1s: two 5s scored, all 5s: the 1 deck is junked.
    assert g.score("ann") == ["Coal", "Chemistry"]
    assert g.score("bob") == ["Calendar"]
    assert g.deck("base", 1) == []
    assert "Writing" in g.junk() and "Tools" in g.junk()


def test_east_india_company_charter_nothing_returned_scores_and_junks_nothing() -> None:
    s = artifacts4e()
    s.board("ann", "East India Company Charter")
    s.score("bob", "Calendar")
    g = s.build().dogma("East India Company Charter").answer("1")
    assert g.score("ann") == []
    assert g.junk() == []


# ---------------------------------------------------------------- Galleon Nuestra Señora De Atocha


def test_galleon_takes_the_named_value_from_the_score_pile_and_a_top_card_of_it() -> None:
    s = artifacts4e()
    s.board("ann", "Galleon Nuestra Señora De Atocha")  # 2 factories
    s.board("bob", "Coal", "Mathematics")  # 3 factories: compelled; Mathematics is a 2
    s.score("bob", "Calendar", "Currency", "Writing")
    g = s.build().dogma("Galleon Nuestra Señora De Atocha").answer("2")  # ann names the value
    assert sorted(g.score("ann")) == ["Calendar", "Currency"]
    assert g.score("bob") == ["Writing"]
    assert g.pile("ann", "blue") == ["Mathematics"]


def test_galleon_a_value_not_in_the_score_pile_moves_nothing() -> None:
    s = artifacts4e()
    s.board("ann", "Galleon Nuestra Señora De Atocha")
    s.board("bob", "Coal", "Mathematics")
    s.score("bob", "Writing")
    g = s.build().dogma("Galleon Nuestra Señora De Atocha").answer("2")
    assert g.score("bob") == ["Writing"]
    assert g.pile("bob", "blue") == ["Mathematics"]


# ---------------------------------------------------------------- Hunt-Lenox Globe


def test_hunt_lenox_globe_returns_non_green_tops_draws_fives_then_melds() -> None:
    s = artifacts4e()
    s.board("ann", "Hunt-Lenox Globe", "Archery", "Writing")
    s.deck("base", 5, "Coal", "Physics")
    g = s.build().dogma("Hunt-Lenox Globe").answer("Writing", "Physics")  # the returns' order; the meld
    assert g.board("ann") == {"green": ["Hunt-Lenox Globe"], "blue": ["Physics"]}
    assert g.hand("ann") == ["Coal"]


def test_hunt_lenox_globe_with_four_hand_cards_only_melds() -> None:
    s = artifacts4e()
    s.board("ann", "Hunt-Lenox Globe", "Archery")
    s.hand("ann", "Writing", "Tools", "Pottery", "Agriculture")
    g = s.build().dogma("Hunt-Lenox Globe").answer("Agriculture")
    assert g.pile("ann", "red") == ["Archery"]
    assert g.pile("ann", "yellow") == ["Agriculture"]


# ---------------------------------------------------------------- Molasses Reef Caravel


def test_molasses_reef_caravel_returns_the_hand_draws_melds_green_and_junks_by_it() -> None:
    s = artifacts4e()
    s.board("ann", "Molasses Reef Caravel")  # green 4
    s.hand("ann", "Writing")
    s.deck("base", 4, "Navigation", "Anatomy", "Gunpowder")
    g = s.build().dogma("Molasses Reef Caravel")
    assert g.deck_bottom("base", 1) == ["Writing"]
    assert g.pile("ann", "green") == ["Molasses Reef Caravel", "Navigation"]
    assert sorted(g.hand("ann")) == ["Anatomy", "Gunpowder"]
    assert g.deck("base", 4) == []  # the top green card is a 4


# ---------------------------------------------------------------- Moses


def test_moses_compels_crown_tops_then_scores_a_crown_top() -> None:
    s = artifacts4e()
    s.board("ann", "Moses", "Optics")  # 3 leaves
    s.board("bob", "Reformation", "Sailing", "Writing")  # 3 leaves; Sailing and Writing show crowns
    g = s.build().dogma("Moses")
    assert sorted(g.score("ann")) == ["Optics", "Sailing", "Writing"]
    assert g.board("bob") == {"purple": ["Reformation"]}


# ---------------------------------------------------------------- Petition of Right


def test_petition_of_right_one_score_card_per_colour_showing_a_castle() -> None:
    s = artifacts4e()
    s.board("ann", "Petition of Right")  # 2 lightbulbs
    s.board("bob", "Writing", "Tools")  # lightbulbs: compelled
    s.board("bob", "Archery", "Oars", splay="right")  # red shows castles
    s.board("bob", "Masonry")  # yellow: castles
    s.score("bob", "Calendar", "Coal", "Optics", "Agriculture")
    # Blue (Tools), red (Archery shows its castle) and yellow (Masonry): three cards.
    g = s.build().dogma("Petition of Right").answer("Calendar", "Coal", "Optics")
    assert sorted(g.score("ann")) == ["Calendar", "Coal", "Optics"]
    assert g.score("bob") == ["Agriculture"]


def test_petition_of_right_junks_the_achievement_of_the_castle_count() -> None:
    s = artifacts4e()
    s.board("ann", "Petition of Right", "Masonry")  # 3 castles
    s.available_achievements("Tools", "Optics")
    g = s.build().dogma("Petition of Right")
    assert g.junk() == ["Optics"]
    assert g.available_achievements() == ["Tools"]


# ---------------------------------------------------------------- Mona Lisa (unchanged from the 3rd edition)


def test_mona_lisa_the_exact_count_of_the_colour_is_scored_and_splayed_right() -> None:
    s = artifacts4e()
    s.board("ann", "Mona Lisa", "Archery", "Oars")  # yellow; two reds to splay
    s.deck("base", 4, "Colonialism", "Gunpowder", "Anatomy", "Invention", "Enterprise")  # two reds
    g = s.build().dogma("Mona Lisa").answer("red", "2")
    assert sorted(g.score("ann")) == ["Colonialism", "Gunpowder"]
    assert g.splay("ann", "red") == "right"
    assert sorted(g.hand("ann")) == ["Anatomy", "Enterprise", "Invention"]


def test_mona_lisa_another_count_returns_the_whole_hand() -> None:
    s = artifacts4e()
    s.board("ann", "Mona Lisa")
    s.hand("ann", "Sailing")
    s.deck("base", 4, "Colonialism", "Gunpowder", "Anatomy", "Invention", "Enterprise")
    g = s.build().dogma("Mona Lisa").answer("red", "3")  # two reds, not three
    while g.decision is not None and g.decision.player == "ann" and g.decision.kind == "card":
        g.answer(g.decision.options[0])  # the order the cards go back in
    assert g.hand("ann") == [] and g.score("ann") == []
    assert g.deck_bottom("base", 1) == ["Sailing"]
    assert sorted(g.deck_bottom("base", 4, 5)) == ["Anatomy", "Colonialism", "Enterprise", "Gunpowder", "Invention"]
