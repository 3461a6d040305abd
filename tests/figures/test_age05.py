"""Scenario tests for the age 5 figures' echo and inspire effects (written from the card texts and
RULES-figures.md)."""

from __future__ import annotations

from tests.figures.play import figures, inspire


def test_antonie_van_leeuwenhoek_echo_draws_a_six() -> None:
    s = figures()
    s.board("ann", "Antonie van Leeuwenhoek")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Antonie van Leeuwenhoek")
    assert g.hand("ann") == ["Canning"]


def test_bartholomew_roberts_inspire_scores_a_top_card_with_a_crown() -> None:
    s = figures()
    s.board("ann", "Bartholomew Roberts")
    s.board("bob", "Sailing", "Pottery")
    s.deck("base", 5, "Coal")
    g = inspire(s.build(), "green")
    assert set(g.options) == {"sailing", "bartholomew_roberts"}
    g.answer("Sailing")
    assert g.score("ann") == ["Sailing"]
    assert g.pile("bob", "green") == []
    assert g.hand("ann") == ["Coal"]


def test_bartolomeo_cristofori_inspire_melds_a_hand_card() -> None:
    s = figures()
    s.board("ann", "Bartolomeo Cristofori")
    s.hand("ann", "Writing")
    s.deck("base", 5, "Coal")
    g = inspire(s.build(), "purple")
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.hand("ann") == ["Coal"]


def test_christiaan_huygens_echo_foreshadows_a_seven_to_ten() -> None:
    s = figures()
    s.board("ann", "Christiaan Huygens")
    s.deck("base", 9, "Services")
    g = s.build().dogma("Christiaan Huygens")
    assert set(g.options) == {"7", "8", "9", "10"}
    g.answer("9")
    assert g.zone("ann", "forecast") == ["Services"]


def test_christopher_polhem_inspire_tucks_a_four() -> None:
    s = figures()
    s.board("ann", "Christopher Polhem")
    s.deck("base", 4, "Anatomy")
    s.deck("base", 5, "Coal")
    g = inspire(s.build(), "yellow")
    assert g.pile("ann", "yellow") == ["Anatomy", "Christopher Polhem"]
    assert g.hand("ann") == ["Coal"]


def test_isaac_newton_echo_must_splay_a_colour_right() -> None:
    s = figures()
    s.board("ann", "Isaac Newton", "Archery", "Oars", "Clothing", "Sailing")
    g = s.build().dogma("Isaac Newton")
    assert set(g.options) == {"red", "green"}  # no "done": the splay is not optional
    g.answer("red")
    assert g.splay("ann", "red") == "right"
    assert g.splay("ann", "green") == "none"


def test_johannes_vermeer_inspire_scores_a_three() -> None:
    s = figures()
    s.board("ann", "Johannes Vermeer")
    s.deck("base", 3, "Paper")
    s.deck("base", 5, "Coal")
    g = inspire(s.build(), "purple")
    assert g.score("ann") == ["Paper"]
    assert g.hand("ann") == ["Coal"]


def test_peter_the_great_inspire_tucks_a_hand_card() -> None:
    s = figures()
    s.board("ann", "Peter the Great")
    s.hand("ann", "Writing")
    s.deck("base", 5, "Coal")
    g = inspire(s.build(), "red")
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.hand("ann") == ["Coal"]


def test_samuel_de_champlain_inspire_returns_a_five_then_draws_a_six() -> None:
    s = figures()
    s.board("ann", "Samuel de Champlain")
    s.hand("ann", "Coal", "Writing")
    s.deck("base", 6, "Canning")
    s.deck("base", 5, "Chemistry")
    g = inspire(s.build(), "green")
    assert g.deck_bottom("base", 5) == ["Coal"]
    assert g.hand("ann") == ["Writing", "Canning", "Chemistry"]


def test_samuel_de_champlain_inspire_draws_a_six_without_a_five_to_return() -> None:
    s = figures()
    s.board("ann", "Samuel de Champlain")
    s.hand("ann", "Writing")
    s.deck("base", 6, "Canning")
    s.deck("base", 5, "Chemistry")
    g = inspire(s.build(), "green")
    assert g.hand("ann") == ["Writing", "Canning", "Chemistry"]


def test_shivaji_echo_moves_a_top_card_to_the_available_achievements() -> None:
    s = figures()
    s.board("ann", "Shivaji", "Writing")
    g = s.build().dogma("Shivaji").answer("Writing")
    assert "Writing" in g.available_achievements()
    assert g.pile("ann", "blue") == []
    assert g.pile("ann", "red") == ["Shivaji"]


# --------------------------------------------------------------------------- karmas


def test_antonie_van_leeuwenhoek_karma_hand_cards_pay_ten_points_toward_their_value() -> None:
    s = figures()
    s.board("ann", "Antonie van Leeuwenhoek")
    s.hand("ann", "Anatomy")
    s.score("ann", "Coal", "Chemistry")  # 10 points, half the cost of a 4
    s.available_achievements("Enterprise")
    g = s.build().achieve(4)
    assert g.achievements("ann") == ["Enterprise"]


def test_bartholomew_roberts_karma_claims_an_achievement_of_the_scored_value_first() -> None:
    s = figures()
    s.board("ann", "Bartholomew Roberts")
    s.score("ann", "Coal")
    s.board("bob", "Sailing")
    s.available_achievements("Pottery")
    s.deck("base", 5, "Chemistry")
    g = inspire(s.build(), "green").answer("Sailing")
    assert g.achievements("ann") == ["Pottery"]
    assert sorted(g.score("ann")) == ["Coal", "Sailing"]


def test_bartolomeo_cristofori_karma_the_fifth_showing_card_claims_an_achievement_first() -> None:
    s = figures()
    s.board("ann", "Bartolomeo Cristofori")
    s.board("ann", "Tools", "Writing", "Calendar", "Mathematics", splay="left")
    s.hand("ann", "Experimentation")
    s.available_achievements("Enterprise")
    g = s.build().meld("Experimentation")
    assert g.achievements("ann") == ["Enterprise"]  # no points needed
    assert g.pile("ann", "blue")[-1] == "Experimentation"


def test_christiaan_huygens_karma_melds_a_close_card_with_a_clock_instead_of_foreshadowing() -> None:
    s = figures()
    s.board("ann", "Christiaan Huygens")
    s.deck("base", 7, "Bicycle")
    g = s.build().dogma("Christiaan Huygens").answer("7")
    assert g.pile("ann", "green") == ["Bicycle"]
    assert g.zone("ann", "forecast") == []


def test_christiaan_huygens_karma_foreshadows_a_card_too_high() -> None:
    s = figures()
    s.board("ann", "Christiaan Huygens")
    s.deck("base", 8, "Flight")
    g = s.build().dogma("Christiaan Huygens").answer("8")
    assert g.zone("ann", "forecast") == ["Flight"]


def test_christopher_polhem_karma_factories_are_two_points() -> None:
    s = figures()
    s.board("ann", "Christopher Polhem")  # 2 factories
    g = s.build()
    assert g.points("ann") == 4


def test_isaac_newton_karma_a_draw_action_first_gives_a_one_to_a_chosen_board() -> None:
    s = figures()
    s.board("ann", "Isaac Newton")
    s.deck("base", 1, "Writing")
    s.deck("base", 5, "Coal")
    g = s.build().draw().answer("bob")
    assert g.pile("bob", "blue") == ["Writing"]
    assert g.hand("ann") == ["Coal"]


def test_johannes_vermeer_karma_claims_one_higher_first() -> None:
    s = figures()
    s.board("ann", "Johannes Vermeer")
    s.score("ann", "Coal")
    s.available_achievements("Pottery", "Calendar")
    g = s.build().achieve(1)
    assert sorted(g.achievements("ann")) == ["Calendar", "Pottery"]


def test_peter_the_great_karma_melding_him_returns_opponents_top_figures() -> None:
    s = figures()
    s.hand("ann", "Peter the Great")
    s.board("bob", "Gilgamesh", "Writing")
    g = s.build().meld("Peter the Great")
    assert g.pile("bob", "red") == []
    assert g.deck_bottom("figures", 1) == ["Gilgamesh"]
    assert g.pile("bob", "blue") == ["Writing"]


def test_peter_the_great_karma_tucking_a_factory_first_achieves_the_bottom_green_card() -> None:
    s = figures()
    s.board("ann", "Peter the Great", "Sailing")
    s.score("ann", "Coal")
    s.hand("ann", "Chemistry")
    s.deck("base", 5, "Physics")
    g = inspire(s.build(), "red")
    assert g.achievements("ann") == ["Sailing"]
    assert g.pile("ann", "blue") == ["Chemistry"]


def test_samuel_de_champlain_karma_a_fifth_hand_card_first_claims_an_achievement() -> None:
    s = figures()
    s.board("ann", "Samuel de Champlain")
    s.hand("ann", "Writing", "Agriculture", "Archery", "Sailing")
    s.available_achievements("Pottery")
    s.deck("base", 5, "Coal")
    g = s.build().draw()
    assert g.achievements("ann") == ["Pottery"]
    assert "Coal" in g.hand("ann")


def test_shivaji_karma_claims_an_achievement_an_opponent_would_claim() -> None:
    s = figures()
    s.board("ann", "Shivaji")
    s.score("ann", "Coal")
    s.board("bob", "Writing")
    s.score("bob", "Chemistry")
    s.available_achievements("Pottery")
    s.turn("bob")
    g = s.build().achieve(1)
    assert g.achievements("ann") == ["Pottery"]
    assert g.achievements("bob") == []
