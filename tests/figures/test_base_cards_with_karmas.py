"""Base cards (3rd edition) under figures' karmas, written from the base cards' texts: a value the
card prints counts as what a static karma makes it (Albert Einstein: each value in your effects
counts as a 10), and "if you do" / "for each card returned" count the cards that really moved when
a karma does something else instead (Homer: a figure you would return from your hand is tucked)."""

from __future__ import annotations

from tests.figures.play import figures

# --------------------------------------------------------------------------- printed values


def test_the_wheel_draws_two_tens_with_einstein() -> None:
    s = figures()
    s.board("ann", "Albert Einstein", "The Wheel")  # "Draw two [1]"
    s.deck("base", 1, "Writing", "Sailing")
    s.deck("base", 10, "Software", "Databases")
    g = s.build().dogma("The Wheel")
    assert sorted(g.hand("ann")) == ["Databases", "Software"]
    assert "Writing" in g.deck("base", 1)  # no 1 was drawn


def test_astronomy_draws_a_ten_and_needs_tens_for_universe_with_einstein() -> None:
    s = figures()
    s.board("ann", "Albert Einstein", "Astronomy")
    s.deck("base", 6, "Canning")  # green: would be melded if a 6 were drawn
    s.deck("base", 10, "Globalization")  # yellow: stays in the hand
    g = s.build().dogma("Astronomy")
    assert g.hand("ann") == ["Globalization"]
    assert g.pile("ann", "green") == []
    # "value [6] or higher" reads as 10 or higher: Einstein (an 8) is a non-purple top card below it.
    assert "universe" in g.specials_available()


def test_astronomy_claims_universe_without_einstein() -> None:
    s = figures()
    s.board("ann", "Flight", "Astronomy")  # Flight: a non-purple 8, and 6 or higher
    s.deck("base", 6, "Vaccination")  # yellow: stays in the hand
    g = s.build().dogma("Astronomy")
    assert g.hand("ann") == ["Vaccination"]
    assert "universe" not in g.specials_available()


def test_mysticism_reads_each_printed_value_when_it_is_used() -> None:
    s = figures()
    s.board("ann", "Albert Einstein", "Mysticism")  # "Draw and reveal a [1] … meld it and draw a [1]"
    s.deck("base", 10, "Software")  # blue, as Einstein: melded onto him
    s.deck("base", 1, "Writing")
    g = s.build().dogma("Mysticism")
    assert g.pile("ann", "blue") == ["Albert Einstein", "Software"]
    # Einstein is covered by then: the second [1] is a 1 again.
    assert g.hand("ann") == ["Writing"]


# --------------------------------------------------------------------------- moved, not picked


def test_pottery_counts_only_the_cards_really_returned_after_homer() -> None:
    s = figures()
    s.board("ann", "Homer", "Pottery", "Archery")  # Archery: Gilgamesh tucks under it
    s.hand("ann", "Gilgamesh", "Writing")
    s.deck("base", 1, "Metalworking", "Sailing")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Pottery").answer("Gilgamesh", "Writing")
    assert g.pile("ann", "red") == ["Gilgamesh", "Archery"]  # tucked instead of returned
    assert g.deck_bottom("base", 1) == ["Writing"]
    assert g.score("ann") == ["Metalworking"]  # one card returned: a 1, not a 2
    assert "Calendar" in g.deck("base", 2)
    assert g.hand("ann") == ["Sailing"]  # the second effect's 1


def test_agriculture_does_nothing_more_when_homer_tucks_the_card() -> None:
    s = figures()
    s.board("ann", "Homer", "Agriculture", "Archery")
    s.hand("ann", "Gilgamesh")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Agriculture").answer("Gilgamesh")
    assert g.pile("ann", "red") == ["Gilgamesh", "Archery"]
    assert g.score("ann") == []  # not returned: nothing drawn and scored
    assert "Calendar" in g.deck("base", 2)


def test_currency_counts_values_of_the_cards_really_returned_after_homer() -> None:
    s = figures()
    s.board("ann", "Homer", "Currency", "Archery")
    s.hand("ann", "Gilgamesh", "Calendar")  # a figure 1 (kept by Homer) and a 2
    s.deck("base", 2, "Mathematics", "Philosophy")
    g = s.build().dogma("Currency").answer("Gilgamesh", "Calendar")
    assert g.pile("ann", "red") == ["Gilgamesh", "Archery"]
    assert g.deck_bottom("base", 2) == ["Calendar"]
    assert g.score("ann") == ["Mathematics"]  # one value returned: one 2 scored, not two


def test_quantum_theory_needs_two_cards_really_returned_after_homer() -> None:
    s = figures()
    s.board("ann", "Homer", "Quantum Theory", "Archery")
    s.hand("ann", "Gilgamesh", "Writing")
    s.deck("base", 10, "Software", "Databases")
    g = s.build().dogma("Quantum Theory").answer("Gilgamesh", "Writing")
    assert g.pile("ann", "red") == ["Gilgamesh", "Archery"]
    assert g.deck_bottom("base", 1) == ["Writing"]
    assert g.hand("ann") == [] and g.score("ann") == []  # one returned, not two: no 10s


# --------------------------------------------------------------------------- groups that overlap


def test_canal_building_leaves_a_card_that_is_highest_in_both_hand_and_score_pile_with_michelangelo() -> None:
    # Michelangelo: the cards in your hand count as being in your score pile too. bob shares
    # Canal Building (two crowns each); his highest hand card is then also his highest score card,
    # and a card exchanged with itself stays where it is.
    s = figures()
    s.board("ann", "Canal Building")
    s.board("bob", "Michelangelo")
    s.hand("bob", "Calendar")  # 2
    s.score("bob", "Writing")  # 1
    g = s.build().dogma("Canal Building").answer("yes")
    assert g.hand("bob") == ["Calendar"]
    assert g.score("bob") == ["Writing"]


def test_canal_building_swaps_as_printed_without_a_karma() -> None:
    s = figures()
    s.board("ann", "Canal Building")
    s.hand("ann", "Calendar")
    s.score("ann", "Writing")
    g = s.build().dogma("Canal Building").answer("yes")
    assert g.hand("ann") == ["Writing"]
    assert g.score("ann") == ["Calendar"]
