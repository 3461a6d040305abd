"""Echoes cards with Figures karmas in play (issue 35), written from the card texts.

A value an Echoes card prints ("draw a [2]", "score all [1]s", "the [1] deck") is one that Albert
Einstein's static karma changes ("each value in your effects counts as a 10"); a count or an "if
you do" of cards moved counts what moved, not what was picked, when a karma replaced the move
("instead": Homer tucks a figure his owner would return; Sargon of Akkad tucks a card melded onto a
top card of its value).
"""

from __future__ import annotations

from innovation.testing import Scenario
from tests.figures.play import figures


def _echoes_and_figures() -> Scenario:
    return figures(beside=("echoes",))


# --------------------------------------------------------------------------- printed values


def test_bell_with_einstein_foreshadows_a_ten_for_the_printed_two() -> None:
    s = _echoes_and_figures()
    s.board("ann", "Albert Einstein", "Bell")  # Bell: 2 castles
    s.board("bob", "Writing")  # no castle: no share
    s.deck("base", 2, "Calendar")
    s.deck("base", 10, "Software")
    g = s.build().dogma("Bell")
    assert g.zone("ann", "forecast") == ["Software"]
    assert g.deck("base", 2)[0] == "Calendar"  # no 2 drawn


def test_chopsticks_with_einstein_draws_a_ten_and_offers_the_ten_decks_bottom_card() -> None:
    s = _echoes_and_figures()
    s.board("ann", "Albert Einstein", "Chopsticks")  # Chopsticks: 2 leaves
    s.board("bob", "Archery")  # no leaf: no share
    s.deck("base", 10, "Software")
    g = s.build()
    bottom_ten = g.deck_bottom("base", 10)
    bottom_one = g.deck_bottom("base", 1)
    g.dogma("Chopsticks").answer("yes")
    assert g.hand("ann") == ["Software"]  # the echo's "draw a [1]"
    assert bottom_ten[0] in g.available_achievements()  # "the [1] deck" is the 10 deck
    assert g.deck_bottom("base", 1) == bottom_one


def test_noodles_with_einstein_counts_draws_and_scores_tens_for_the_printed_ones() -> None:
    s = _echoes_and_figures()
    s.board("ann", "Albert Einstein", "Noodles")  # Noodles: 2 castles
    s.board("bob", "Writing")  # no castle: no share
    s.hand("ann", "Software", "Agriculture")  # one 10 (bob has none), one 1
    s.deck("echoes", 10, "Camcorder", "MP3")  # ann's hand holds only base cards: Echoes draws
    g = s.build().dogma("Noodles")
    # "More [1]s in your hand than every other player": more 10s; "draw and score a [2]": a 10.
    # "Draw and reveal a [1]": a 10, MP3, yellow; "score all [1]s from your hand": the 10s.
    assert sorted(g.score("ann")) == ["Camcorder", "MP3", "Software"]
    assert g.hand("ann") == ["Agriculture"]


# --------------------------------------------------------------------------- cards moved, not picked


def test_umbrella_scores_two_per_card_returned_not_per_card_homer_tucked_instead() -> None:
    s = _echoes_and_figures()
    s.board("ann", "Homer", "Umbrella", "Writing")  # Umbrella: 2 leaves
    s.board("bob", "Archery")  # no leaf: no share
    s.hand("ann", "Imhotep", "Agriculture", "The Wheel", "Clothing", "Sailing")
    g = s.build().dogma("Umbrella")
    g.answer("done")  # no echo meld
    g.answer("Imhotep", "Agriculture", "done")  # Homer: the figure is tucked instead of returned
    assert g.pile("ann", "blue") == ["Imhotep", "Writing"]
    assert g.deck_bottom("base", 1) == ["Agriculture"]
    g.answer("The Wheel", "Clothing")  # one card returned: two to score (not four)
    assert g.idle
    assert sorted(g.score("ann")) == ["Clothing", "The Wheel"]
    assert g.hand("ann") == ["Sailing"]


def test_sandpaper_draws_a_three_per_card_returned_not_per_card_homer_tucked_instead() -> None:
    s = _echoes_and_figures()
    s.board("ann", "Homer", "Sandpaper", "Writing")  # Sandpaper: 2 crowns
    s.board("bob", "Archery")  # no crown: no share
    s.hand("ann", "Imhotep", "Agriculture")
    s.deck("base", 3, "Paper", "Optics")
    g = s.build().dogma("Sandpaper").answer("Imhotep", "Agriculture")
    assert g.pile("ann", "blue") == ["Imhotep", "Writing"]  # tucked instead of returned
    # One card returned: one 3 drawn (the hand was empty: a base card), then melded.
    assert g.pile("ann", "green") == ["Paper"]
    assert g.hand("ann") == []
    assert g.deck("base", 3)[0] == "Optics"


def test_chaturanga_meld_replaced_by_sargon_is_not_done_so_it_foreshadows_instead() -> None:
    s = _echoes_and_figures()
    s.board("ann", "Sargon of Akkad", "Chaturanga", "Archery")  # crowns: 1 + 2
    s.board("bob", "Writing")  # no crown: no share
    s.hand("ann", "Bangle")  # red, value 1, bonus 1: Archery (a 1) is the top red card
    s.deck("base", 1, "Oars")
    s.deck("base", 3, "Paper")
    g = s.build().dogma("Chaturanga")
    # Sargon: a meld onto a top card of equal value is a tuck instead, so "if you do" fails and
    # "otherwise" draws and foreshadows a card of value = the number of top cards (three).
    assert g.pile("ann", "red") == ["Bangle", "Archery"]
    assert g.zone("ann", "forecast") == ["Paper"]
    assert g.hand("ann") == []
    assert g.deck("base", 1)[0] == "Oars"  # no draws of the bonus value


def test_stethoscope_blue_meld_replaced_by_sargon_does_not_draw_the_eight() -> None:
    s = _echoes_and_figures()
    s.board("ann", "Sargon of Akkad", "Stethoscope")  # Stethoscope: 2 lightbulbs
    s.board("bob", "Agriculture")  # no lightbulb: no share
    s.hand("ann", "Atomic Theory")  # blue 6, onto Stethoscope (a 6): Sargon tucks it instead
    s.deck("base", 7, "Bicycle")
    g = s.build().dogma("Stethoscope")  # the echo's only candidate is melded without a question
    assert g.pile("ann", "blue") == ["Atomic Theory", "Stethoscope"]
    assert g.hand("ann") == ["Bicycle"]  # the 7; no 8, as no blue card was melded


def test_karaoke_executes_nothing_when_sargon_tucked_the_card_instead_of_melding_it() -> None:
    s = _echoes_and_figures()
    s.board("ann", "Sargon of Akkad", "Tools", "Karaoke")  # Karaoke: 1 leaf
    s.board("bob", "Archery")  # no leaf: no share
    s.deck("base", 1, "Writing")  # blue 1 onto Tools (a 1): Sargon tucks it instead
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Karaoke").answer("1")
    g.answer("done")  # no bottom card taken
    assert g.pile("ann", "blue") == ["Writing", "Tools"]
    assert g.hand("ann") == []  # Writing's "draw a [2]" did not run: it was not melded
    assert g.deck("base", 2)[0] == "Calendar"


def test_mp3_claims_nothing_when_homer_tucked_the_only_card_instead_of_returning_it() -> None:
    s = _echoes_and_figures()
    s.board("ann", "Homer", "Writing", "MP3")  # MP3: 2 crowns; Writing 1
    s.board("bob", "Archery")  # no crown: no share
    s.score("ann", "Software")  # 10 points: eligible for the 1 achievement
    s.hand("ann", "Imhotep")
    s.deck("base", 10, "Robotics")
    g = s.build().dogma("MP3").answer("Imhotep")
    assert g.pile("ann", "blue") == ["Imhotep", "Writing"]  # tucked, not returned
    g.answer("10")  # the second effect: a bonus value (Homer shows a 2, MP3 a 10)
    assert g.achievements("ann") == []  # no card returned: no achievement claimed
    assert sorted(g.score("ann")) == ["Robotics", "Software"]


def test_ice_skates_with_einstein_labels_and_draws_the_changed_values() -> None:
    s = _echoes_and_figures()
    s.board("ann", "Albert Einstein", "Ice Skates")  # Ice Skates: 2 crowns
    s.board("bob", "Archery")  # no crown: no share
    s.hand("ann", "Agriculture")
    s.deck("base", 10, "Software")
    g = s.build().dogma("Ice Skates").answer("Agriculture")
    d = g.decision
    assert d is not None
    assert sorted(c.label for c in d.choices) == ["Draw and foreshadow a 10", "Draw and meld a 10"]
    g.answer("draw and foreshadow a 3")
    assert g.zone("ann", "forecast") == ["Software"]  # the printed 3 counts as a 10
