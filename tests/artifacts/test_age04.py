"""Scenario tests for the age 4 Artifacts of History cards (written from the card texts and RULES.md)."""

from __future__ import annotations

from innovation.testing import Scenario


def _s() -> Scenario:
    return Scenario(players=("ann", "bob"), expansions=("artifacts",))


# --------------------------------------------------------------------------- Abell Gallery Harpsichord


def test_abell_draws_and_scores_each_unique_value_in_ascending_order() -> None:
    s = _s()
    # Top values: 4 (Abell), 1, 1, 2, 3 -> unique values 2, 3, 4.
    s.board("ann", "Abell Gallery Harpsichord", "Oars", "Sailing", "Calendar", "Machinery")
    s.board("bob", "Archery")  # no leaves: does not share
    s.deck("base", 2, "Mathematics")
    s.deck("base", 3, "Compass")
    s.deck("base", 4, "Invention")
    g = s.build().dogma("Abell Gallery Harpsichord")
    assert g.score("ann") == ["Mathematics", "Compass", "Invention"]
    assert g.hand("ann") == []
    assert not g.shared_bonus


def test_abell_no_unique_value_scores_nothing() -> None:
    s = _s()
    s.board("ann", "Abell Gallery Harpsichord", "Anatomy")  # 4 and 4
    g = s.build().dogma("Abell Gallery Harpsichord")
    assert g.score("ann") == []


def test_abell_shared_gives_bonus() -> None:
    s = _s()
    s.board("ann", "Abell Gallery Harpsichord")  # 2 leaves
    s.board("bob", "Reformation")  # 3 leaves
    s.deck("base", 4, "Invention", "Navigation", "Anatomy")
    g = s.build().dogma("Abell Gallery Harpsichord")
    assert g.score("bob") == ["Invention"]
    assert g.score("ann") == ["Navigation"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Anatomy"]


# --------------------------------------------------------------------------- Cross of Coronado


def test_cross_of_coronado_five_cards_five_colours_wins() -> None:
    s = _s()
    s.board("ann", "Cross of Coronado")
    s.hand("ann", "Writing", "Archery", "Sailing", "Masonry", "Mysticism")
    g = s.build().dogma("Cross of Coronado")
    assert g.over
    assert g.result is not None and g.result.winners == ["ann"]


def test_cross_of_coronado_repeated_colour_does_not_win() -> None:
    s = _s()
    s.board("ann", "Cross of Coronado")
    s.hand("ann", "Writing", "Archery", "Sailing", "Masonry", "Agriculture")
    g = s.build().dogma("Cross of Coronado")
    assert not g.over
    assert len(g.hand("ann")) == 5


def test_cross_of_coronado_six_cards_do_not_win() -> None:
    s = _s()
    s.board("ann", "Cross of Coronado")
    s.hand("ann", "Writing", "Archery", "Sailing", "Masonry", "Mysticism", "Agriculture")
    g = s.build().dogma("Cross of Coronado")
    assert not g.over


def test_cross_of_coronado_shared_player_can_win_first() -> None:
    s = _s()
    s.board("ann", "Cross of Coronado")  # 3 crowns
    s.board("bob", "Optics")  # 3 crowns: shares and goes first
    s.hand("bob", "Writing", "Archery", "Sailing", "Masonry", "Mysticism")
    s.hand("ann", "Calendar", "Oars", "Mapmaking", "Fermenting", "Monotheism")
    g = s.build().dogma("Cross of Coronado")
    assert g.result is not None and g.result.winners == ["bob"]


# --------------------------------------------------------------------------- Delft Pocket Telescope


def test_delft_reveals_the_matching_drawn_card() -> None:
    s = _s()
    s.board("ann", "Delft Pocket Telescope")
    s.score("ann", "Archery")  # castle, lightbulb
    s.deck("base", 5, "Coal")  # factories only
    s.deck("base", 6, "Atomic Theory")  # lightbulbs
    g = s.build().dogma("Delft Pocket Telescope")
    assert g.score("ann") == []
    assert g.deck_bottom("base", 1) == ["Archery"]
    assert g.hand("ann") == ["Coal", "Atomic Theory"]
    assert any("Atomic Theory" in e for e in g.events("reveal"))
    assert not any("Coal" in e for e in g.events("reveal"))


def test_delft_both_match_player_picks_one_to_reveal() -> None:
    s = _s()
    s.board("ann", "Delft Pocket Telescope")
    s.score("ann", "Archery")
    s.deck("base", 5, "Physics")
    s.deck("base", 6, "Atomic Theory")
    g = s.build().dogma("Delft Pocket Telescope")
    g.answer("Physics")
    assert g.hand("ann") == ["Physics", "Atomic Theory"]
    assert any("Physics" in e for e in g.events("reveal"))
    assert not any("Atomic Theory" in e for e in g.events("reveal"))


def test_delft_no_match_returns_the_draws_and_repeats() -> None:
    s = _s()
    s.board("ann", "Delft Pocket Telescope")
    s.score("ann", "Oars", "Archery")
    # Oars (castle, crown) against Coal / Machine Tools (factories): no match.
    # Then Archery (castle, lightbulb) against Banking (factory, crown) / Atomic Theory: match.
    s.deck("base", 5, "Coal", "Banking")
    s.deck("base", 6, "Machine Tools", "Atomic Theory")
    g = s.build().dogma("Delft Pocket Telescope")
    g.answer("Oars")
    assert g.score("ann") == []
    assert g.deck_bottom("base", 1, 2) == ["Archery", "Oars"]
    assert g.deck_bottom("base", 5) == ["Coal"]
    assert g.deck_bottom("base", 6) == ["Machine Tools"]
    assert g.hand("ann") == ["Banking", "Atomic Theory"]


def test_delft_empty_score_pile_does_nothing() -> None:
    s = _s()
    s.board("ann", "Delft Pocket Telescope")
    s.deck("base", 5, "Coal")
    g = s.build().dogma("Delft Pocket Telescope")
    assert g.hand("ann") == []
    assert g.deck("base", 5)[0] == "Coal"


# --------------------------------------------------------------------------- East India Company Charter


def test_east_india_returns_the_value_everywhere_and_scores_a_five_per_player() -> None:
    s = _s()
    s.board("ann", "East India Company Charter")
    s.board("bob", "Archery")  # no factories: does not share
    s.score("ann", "Calendar", "Alchemy")
    s.score("bob", "Mathematics", "Baghdad Battery")
    s.deck("base", 5, "Coal", "Banking")
    g = s.build().dogma("East India Company Charter")
    d = g.decision
    assert d is not None and "5" not in d.options
    g.answer("2")
    assert g.score("bob") == []
    assert g.score("ann") == ["Alchemy", "Coal", "Banking"]
    assert sorted(g.deck_bottom("base", 2, 2)) == ["Calendar", "Mathematics"]
    assert g.deck_bottom("artifacts", 2) == ["Baghdad Battery"]
    assert not g.shared_bonus


def test_east_india_one_player_returning_scores_one_five() -> None:
    s = _s()
    s.board("ann", "East India Company Charter")
    s.score("ann", "Calendar")
    s.score("bob", "Alchemy")
    s.deck("base", 5, "Coal", "Banking")
    g = s.build().dogma("East India Company Charter").answer("3")
    assert g.score("bob") == []
    assert g.score("ann") == ["Calendar", "Coal"]


def test_east_india_nobody_returning_scores_nothing() -> None:
    s = _s()
    s.board("ann", "East India Company Charter")
    s.score("ann", "Calendar")
    g = s.build().dogma("East India Company Charter").answer("7")
    assert g.score("ann") == ["Calendar"]


# --------------------------------------------------------------------------- Hunt-Lenox Globe


def test_hunt_lenox_small_hand_returns_non_green_tops_draws_and_melds() -> None:
    s = _s()
    s.board("ann", "Hunt-Lenox Globe", "Oars", "Writing")
    s.hand("ann", "Sailing")
    s.deck("base", 5, "Coal", "Banking")
    g = s.build().dogma("Hunt-Lenox Globe")
    g.answer("Oars")  # order the two returns (both go to the base 1 pile)
    g.answer("Coal")  # meld
    assert sorted(g.deck_bottom("base", 1, 2)) == ["Oars", "Writing"]
    assert g.board("ann") == {"red": ["Coal"], "green": ["Hunt-Lenox Globe"]}
    assert g.hand("ann") == ["Sailing", "Banking"]


def test_hunt_lenox_four_cards_in_hand_only_melds() -> None:
    s = _s()
    s.board("ann", "Hunt-Lenox Globe", "Writing")
    s.hand("ann", "Sailing", "Calendar", "Alchemy", "Oars")
    g = s.build().dogma("Hunt-Lenox Globe").answer("Alchemy")
    assert g.board("ann") == {"blue": ["Writing", "Alchemy"], "green": ["Hunt-Lenox Globe"]}
    assert g.hand("ann") == ["Sailing", "Calendar", "Oars"]


# --------------------------------------------------------------------------- Molasses Reef Caravel


def test_molasses_reef_caravel_full_sequence() -> None:
    s = _s()
    s.board("ann", "Molasses Reef Caravel")
    s.hand("ann", "Sailing", "Calendar")
    s.score("ann", "Alchemy")
    s.deck("base", 4, "Experimentation", "Anatomy", "Colonialism")
    g = s.build().dogma("Molasses Reef Caravel")
    g.answer("Anatomy")  # score
    g.answer("Alchemy")  # return from the score pile
    assert g.deck_bottom("base", 1) == ["Sailing"]
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.pile("ann", "blue") == ["Experimentation"]
    assert g.score("ann") == ["Anatomy"]
    assert g.deck_bottom("base", 3) == ["Alchemy"]
    assert g.hand("ann") == ["Colonialism"]


def test_molasses_reef_caravel_without_blue_card_melds_nothing() -> None:
    s = _s()
    s.board("ann", "Molasses Reef Caravel")
    s.deck("base", 4, "Anatomy", "Colonialism", "Gunpowder")
    g = s.build().dogma("Molasses Reef Caravel")
    g.answer("Gunpowder")  # score; then the only score card is returned
    assert g.board("ann") == {"green": ["Molasses Reef Caravel"]}
    assert g.score("ann") == []
    assert g.deck_bottom("base", 4) == ["Gunpowder"]
    assert g.hand("ann") == ["Anatomy", "Colonialism"]


def test_molasses_reef_caravel_shared_gives_bonus() -> None:
    s = _s()
    s.board("ann", "Molasses Reef Caravel")  # 3 lightbulbs
    s.board("bob", "Education")  # 3 lightbulbs
    s.deck("base", 4, "Anatomy", "Colonialism", "Gunpowder", "Invention", "Navigation", "Perspective", "Reformation")
    g = s.build().dogma("Molasses Reef Caravel")
    g.answer("Gunpowder")  # bob scores, then returns it
    g.answer("Invention")  # ann scores, then returns it
    assert g.hand("bob") == ["Anatomy", "Colonialism"]
    assert g.hand("ann") == ["Navigation", "Perspective", "Reformation"]  # + the bonus 4
    assert g.shared_bonus


# --------------------------------------------------------------------------- Mona Lisa


def test_mona_lisa_exact_count_scores_and_splays() -> None:
    s = _s()
    s.board("ann", "Mona Lisa", "Archery", "Oars")
    s.deck("base", 4, "Colonialism", "Gunpowder", "Anatomy", "Invention", "Enterprise")
    g = s.build().dogma("Mona Lisa")
    g.answer("red", "2")
    assert sorted(g.score("ann")) == ["Colonialism", "Gunpowder"]
    assert g.splay("ann", "red") == "right"
    assert g.hand("ann") == ["Anatomy", "Invention", "Enterprise"]


def test_mona_lisa_wrong_count_returns_the_whole_hand() -> None:
    s = _s()
    s.board("ann", "Mona Lisa")
    s.hand("ann", "Sailing")
    s.deck("base", 4, "Colonialism", "Gunpowder", "Anatomy", "Invention", "Enterprise")
    g = s.build().dogma("Mona Lisa")
    g.answer("red", "3")
    g.answer("Colonialism", "Gunpowder", "Anatomy", "Invention")  # order of the five 4s
    assert g.hand("ann") == []
    assert g.score("ann") == []
    assert g.deck_bottom("base", 1) == ["Sailing"]
    assert sorted(g.deck_bottom("base", 4, 5)) == ["Anatomy", "Colonialism", "Enterprise", "Gunpowder", "Invention"]


def test_mona_lisa_zero_of_a_missing_colour_still_splays() -> None:
    s = _s()
    s.board("ann", "Mona Lisa", "Mysticism", "City States")
    s.deck("base", 4, "Colonialism", "Gunpowder", "Anatomy", "Invention", "Experimentation")
    g = s.build().dogma("Mona Lisa")
    g.answer("purple", "0")
    assert g.score("ann") == []
    assert g.splay("ann", "purple") == "right"
    assert len(g.hand("ann")) == 5


# --------------------------------------------------------------------------- Moses


def test_moses_compels_crown_tops_then_each_sharer_scores_a_crown_top() -> None:
    s = _s()
    s.board("ann", "Moses", "Optics")  # 3 leaves
    # bob: 3 + 1 leaves; Sailing and Writing show crowns; Mapmaking lies under Sailing.
    s.board("bob", "Reformation", "Mapmaking", "Sailing", "Writing")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Moses")
    # Compel: Sailing and Writing go to ann's score pile. Then bob scores Mapmaking (now on
    # top, with crowns) and ann scores Optics.
    assert sorted(g.score("ann")) == ["Optics", "Sailing", "Writing"]
    assert g.score("bob") == ["Mapmaking"]
    assert g.board("bob") == {"purple": ["Reformation"]}
    assert g.board("ann") == {"yellow": ["Moses"]}
    assert g.shared_bonus
    assert g.hand("ann") == ["Anatomy"]  # bonus: a 4 (Moses)


def test_moses_fewer_leaves_not_compelled_and_no_share() -> None:
    s = _s()
    s.board("ann", "Moses", "Optics", "Navigation")
    s.board("bob", "Writing")  # no leaves
    g = s.build().dogma("Moses")
    g.answer("Navigation")
    assert g.board("bob") == {"blue": ["Writing"]}
    assert g.score("ann") == ["Navigation"]
    assert g.board("ann") == {"yellow": ["Moses"], "red": ["Optics"]}
    assert not g.shared_bonus


def test_moses_no_crown_top_nothing_to_score() -> None:
    s = _s()
    s.board("ann", "Moses", "Reformation")
    g = s.build().dogma("Moses")
    assert g.score("ann") == []


# --------------------------------------------------------------------------- Petition of Right


def test_petition_of_right_one_score_card_per_castle_top() -> None:
    s = _s()
    s.board("ann", "Petition of Right")  # 2 lightbulbs
    s.board("bob", "Philosophy", "Archery", "The Wheel")  # 4 lightbulbs; 2 tops with castles
    s.score("bob", "Calendar", "Alchemy", "Compass")
    g = s.build().dogma("Petition of Right")
    d = g.decision
    assert d is not None and d.player == "bob"
    g.answer("Alchemy", "Compass")
    assert sorted(g.score("ann")) == ["Alchemy", "Compass"]
    assert g.score("bob") == ["Calendar"]


def test_petition_of_right_gives_all_when_short() -> None:
    s = _s()
    s.board("ann", "Petition of Right")
    s.board("bob", "Philosophy", "Archery", "The Wheel")
    s.score("bob", "Calendar")
    g = s.build().dogma("Petition of Right")
    assert g.score("ann") == ["Calendar"]
    assert g.score("bob") == []


def test_petition_of_right_no_castle_tops_nothing() -> None:
    s = _s()
    s.board("ann", "Petition of Right")
    s.board("bob", "Philosophy")
    s.score("bob", "Calendar")
    g = s.build().dogma("Petition of Right")
    assert g.score("bob") == ["Calendar"]
    assert g.score("ann") == []


def test_petition_of_right_fewer_lightbulbs_not_compelled() -> None:
    s = _s()
    s.board("ann", "Petition of Right")
    s.board("bob", "The Wheel")
    s.score("bob", "Calendar")
    g = s.build().dogma("Petition of Right")
    assert g.score("bob") == ["Calendar"]


# --------------------------------------------------------------------------- Tortugas Galleon


def test_tortugas_takes_highest_score_cards_and_a_top_card_of_that_value() -> None:
    s = _s()
    s.board("ann", "Tortugas Galleon")  # 2 factories
    s.board("bob", "Coal", "Compass", "Translation")  # 3 factories
    s.score("bob", "Alchemy", "Engineering", "Sailing")
    g = s.build().dogma("Tortugas Galleon")
    g.answer("Compass")
    assert sorted(g.score("ann")) == ["Alchemy", "Engineering"]
    assert g.score("bob") == ["Sailing"]
    assert g.pile("ann", "green") == ["Compass"]
    assert g.board("bob") == {"red": ["Coal"], "blue": ["Translation"]}


def test_tortugas_no_top_of_that_value_only_score_moves() -> None:
    s = _s()
    s.board("ann", "Tortugas Galleon")
    s.board("bob", "Coal")
    s.score("bob", "Alchemy")
    g = s.build().dogma("Tortugas Galleon")
    assert g.score("ann") == ["Alchemy"]
    assert g.board("bob") == {"red": ["Coal"]}


def test_tortugas_empty_score_pile_nothing_moves() -> None:
    s = _s()
    s.board("ann", "Tortugas Galleon")
    s.board("bob", "Coal", "Compass")
    g = s.build().dogma("Tortugas Galleon")
    assert g.board("bob") == {"red": ["Coal"], "green": ["Compass"]}
    assert g.board("ann") == {"red": ["Tortugas Galleon"]}


def test_tortugas_fewer_factories_not_compelled() -> None:
    s = _s()
    s.board("ann", "Tortugas Galleon")
    s.board("bob", "Compass")
    s.score("bob", "Alchemy")
    g = s.build().dogma("Tortugas Galleon")
    assert g.score("bob") == ["Alchemy"]
    assert g.board("bob") == {"green": ["Compass"]}


def test_tortugas_top_card_matches_by_face_value() -> None:
    # Battleship Yamato is an 8 whose face value on a board is 11: it is no top card "of value 8".
    s = _s()
    s.board("ann", "Tortugas Galleon")
    s.board("bob", "Coal", "Steam Engine", "Battleship Yamato")  # 2 factories
    s.score("bob", "Socialism")
    g = s.build().dogma("Tortugas Galleon")
    assert g.score("ann") == ["Socialism"]
    assert g.pile("bob", "red") == ["Coal", "Battleship Yamato"]
    assert g.pile("ann", "red") == ["Tortugas Galleon"]
