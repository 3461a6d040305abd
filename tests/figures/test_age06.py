"""Scenario tests for the age 6 figures' echo and inspire effects (written from the card texts and
RULES-figures.md)."""

from __future__ import annotations

from innovation.plugin_api import Icon
from tests.figures.play import figures, inspire


def test_adam_smith_inspire_may_splay_a_colour_right() -> None:
    s = figures()
    s.board("ann", "Adam Smith")
    s.board("ann", "Tools", "Writing")
    s.deck("base", 6, "Canning")
    g = inspire(s.build(), "green").answer("blue")
    assert g.splay("ann", "blue") == "right"
    assert g.hand("ann") == ["Canning"]


def test_benjamin_franklin_echo_takes_a_top_figure_and_melds_it() -> None:
    s = figures()
    s.board("ann", "Benjamin Franklin")
    s.board("bob", "Gilgamesh", "Agriculture")  # no lightbulb: bob does not share
    s.deck("base", 2, "Construction")
    g = s.build().dogma("Benjamin Franklin")
    assert set(g.options) == {"gilgamesh", "benjamin_franklin"}
    g.answer("Gilgamesh")
    assert g.pile("ann", "red") == ["Construction", "Gilgamesh"]  # his karma melded a 2 first
    assert g.pile("bob", "red") == []
    assert g.hand("ann") == []


def test_carl_friedrich_gauss_echo_draws_a_seven() -> None:
    s = figures()
    s.board("ann", "Carl Friedrich Gauss")
    s.deck("base", 7, "Bicycle")
    g = s.build().dogma("Carl Friedrich Gauss")
    assert g.hand("ann") == ["Bicycle"]


def test_catherine_the_great_inspire_melds_a_six() -> None:
    s = figures()
    s.board("ann", "Catherine the Great")
    s.deck("base", 6, "Canning", "Atomic Theory")
    g = inspire(s.build(), "purple")
    assert g.pile("ann", "yellow") == ["Canning"]
    assert g.hand("ann") == ["Atomic Theory"]


def test_edward_jenner_inspire_tucks_a_hand_card() -> None:
    s = figures()
    s.board("ann", "Edward Jenner")
    s.hand("ann", "Writing")
    s.deck("base", 6, "Canning")
    g = inspire(s.build(), "yellow")
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.hand("ann") == ["Canning"]


def test_john_harrison_inspire_draws_a_six() -> None:
    s = figures()
    s.board("ann", "John Harrison")
    s.deck("base", 6, "Canning", "Atomic Theory")
    g = inspire(s.build(), "green")
    assert g.hand("ann") == ["Canning", "Atomic Theory"]


def test_john_loudon_mcadam_inspire_melds_a_hand_card() -> None:
    s = figures()
    s.board("ann", "John Loudon McAdam")
    s.hand("ann", "Writing")
    s.deck("base", 6, "Canning")
    g = inspire(s.build(), "yellow")
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.hand("ann") == ["Canning"]


def test_ludwig_van_beethoven_inspire_scores_a_hand_card() -> None:
    s = figures()
    s.board("ann", "Ludwig van Beethoven")
    s.hand("ann", "Agriculture")  # no lightbulb (Beethoven's karma is about those)
    s.deck("base", 6, "Canning")
    g = inspire(s.build(), "purple")
    assert g.score("ann") == ["Agriculture"]
    assert g.hand("ann") == ["Canning"]


def test_napoleon_bonaparte_echo_scores_a_top_figure_of_value_five_or_six() -> None:
    s = figures()
    s.board("ann", "Napoleon Bonaparte")
    s.board("bob", "Johannes Vermeer", "Isaac Newton", "Gilgamesh")  # Gilgamesh is a 1
    g = s.build().dogma("Napoleon Bonaparte")
    assert set(g.options) == {"johannes_vermeer", "isaac_newton", "napoleon_bonaparte"}
    g.answer("Johannes Vermeer")
    assert g.score("ann") == ["Johannes Vermeer"]
    assert g.pile("bob", "purple") == []


def test_tecumseh_echo_tucks_a_six() -> None:
    s = figures()
    s.board("ann", "Tecumseh")
    s.board("ann", "Agriculture")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Tecumseh")
    assert g.pile("ann", "yellow") == ["Canning", "Agriculture"]


# --------------------------------------------------------------------------- karmas


def test_adam_smith_karma_crowns_count_three_times() -> None:
    s = figures()
    s.board("ann", "Adam Smith")  # 2 crowns
    g = s.build()
    assert g.icons("ann", Icon.CROWN) == 2 + 4


def test_benjamin_franklin_karma_first_melds_a_card_one_higher() -> None:
    s = figures()
    s.board("ann", "Benjamin Franklin")
    s.hand("ann", "Writing")
    s.deck("base", 2, "Construction")
    g = s.build().meld("Writing")
    assert g.pile("ann", "red") == ["Construction"]
    assert g.pile("ann", "blue") == ["Benjamin Franklin", "Writing"]


def test_carl_friedrich_gauss_karma_first_melds_a_chosen_value_from_hand_and_score_pile() -> None:
    s = figures()
    s.board("ann", "Carl Friedrich Gauss")
    s.hand("ann", "Writing", "Agriculture", "Coal")
    s.score("ann", "Pottery", "Chemistry")
    g = s.build().meld("Writing").answer("1")
    assert g.pile("ann", "yellow") == ["Agriculture"]
    assert g.pile("ann", "blue") == ["Carl Friedrich Gauss", "Pottery", "Writing"]
    assert g.hand("ann") == ["Coal"]
    assert g.score("ann") == ["Chemistry"]


def test_catherine_the_great_karma_lightbulbs_count_three_times() -> None:
    s = figures()
    s.board("ann", "Catherine the Great")  # 2 lightbulbs
    g = s.build()
    assert g.icons("ann", Icon.LIGHTBULB) == 2 + 4


def test_catherine_the_great_karma_a_purple_meld_first_takes_the_top_purple_card_to_the_hand() -> None:
    s = figures()
    s.board("ann", "Catherine the Great")
    s.hand("ann", "Code of Laws")
    g = s.build().meld("Code of Laws")
    assert g.pile("ann", "purple") == ["Code of Laws"]
    assert g.hand("ann") == ["Catherine the Great"]


def test_edward_jenner_karma_returns_a_hand_card_instead_of_suffering_a_demand() -> None:
    s = figures()
    s.board("ann", "Edward Jenner")  # no castle
    s.hand("ann", "Writing", "Coal")
    s.board("bob", "Archery")
    s.turn("bob")
    g = s.build().dogma("Archery").answer("Writing")
    assert g.deck_bottom("base", 1) == ["Writing"]
    assert g.hand("ann") == ["Coal"]  # the demand itself (draw a 1, hand over the highest) did not happen
    assert g.hand("bob") == []


def test_john_harrison_karma_draws_a_six_before_an_opponents_sharing_bonus() -> None:
    s = figures()
    s.board("ann", "John Harrison", "City States")  # 3 crowns: ann shares bob's Sailing
    s.board("bob", "Sailing")
    s.deck("base", 1, "Writing", "Pottery")
    s.deck("base", 6, "Canning")
    s.turn("bob")
    g = s.build().dogma("Sailing").answer("base")
    assert g.shared_bonus
    assert g.hand("ann") == ["Canning"]


def test_ludwig_van_beethoven_karma_a_lightbulb_score_becomes_four_fives() -> None:
    s = figures()
    s.board("ann", "Ludwig van Beethoven")
    s.hand("ann", "Tools")
    s.score("ann", "Coal")
    s.deck("base", 5, "Chemistry", "Physics", "Astronomy", "Banking")
    s.deck("base", 6, "Canning")
    g = inspire(s.build(), "purple")
    assert sorted(g.score("ann")) == ["Astronomy", "Banking", "Chemistry", "Physics"]
    assert g.deck_bottom("base", 1) == ["Tools"]


def test_napoleon_bonaparte_karma_tucks_a_factory_card_his_echo_would_score_and_scores_a_six() -> None:
    s = figures()
    s.board("ann", "Napoleon Bonaparte", "Chemistry")  # 3 factories
    s.board("bob", "Peter the Great", "Atomic Theory")  # 1 factory: no share
    g = s.build().dogma("Napoleon Bonaparte").answer("Peter the Great", "Atomic Theory")
    assert g.pile("ann", "red") == ["Peter the Great", "Napoleon Bonaparte"]
    assert g.score("ann") == ["Atomic Theory"]


def test_tecumseh_karma_tucking_a_factory_first_returns_another_players_top_factory_card() -> None:
    s = figures()
    s.board("ann", "Tecumseh")  # 2 factories
    s.board("bob", "Physics")  # 1 factory: no share
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Tecumseh")
    assert g.pile("bob", "blue") == []
    assert g.deck_bottom("base", 5) == ["Physics"]
    assert g.pile("ann", "yellow") == ["Canning"]


def test_john_loudon_mcadam_karma_top_cards_with_a_factory_are_claimable_achievements() -> None:
    s = figures()
    s.board("ann", "John Loudon McAdam", "Coal")
    s.score("ann", "Chemistry", "Physics", "Banking", "Astronomy", "Measurement")  # 25 points
    g = s.build()
    assert "achieve coal" in g.options
    g.act("achieve coal")
    assert g.achievements("ann") == ["Coal"]


def test_pride_and_prejudice_stops_repeating_when_beethoven_scores_something_else_instead() -> None:
    """Pride and Prejudice scores the melded card and repeats; Beethoven's karma replaces that
    score (the card and the score pile are returned, four 5s drawn and scored), so nothing was
    scored by the card and the repeat ends (docs/rulings.md: it could otherwise cycle forever)."""
    s = figures(beside=("artifacts",))
    s.board("ann", "Ludwig van Beethoven", "Pride and Prejudice", "Coal", "Banking", "Chemistry")
    s.deck("base", 6, "Atomic Theory", "Classification")
    s.deck("base", 5, "Astronomy", "Measurement", "Physics", "Societies")
    g = s.build().dogma("Pride and Prejudice")
    assert sorted(g.score("ann")) == ["Astronomy", "Measurement", "Physics", "Societies"]
    assert g.pile("ann", "blue") == ["Chemistry"]  # Atomic Theory returned by the karma
    assert g.pile("ann", "green") == ["Banking"]  # no second draw and meld
