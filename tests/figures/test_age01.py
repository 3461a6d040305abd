"""Scenario tests for the age 1 figures' echo and inspire effects (written from the card texts and
RULES-figures.md: an echo runs with the figure's Dogma; an inspire runs by the Inspire action,
which then draws a card of the value of that colour's top card)."""

from __future__ import annotations

from innovation.plugin_api import Icon
from tests.figures.play import figures, inspire


def test_daedalus_echo_foreshadows_a_four() -> None:
    s = figures()
    s.board("ann", "Daedalus")
    s.deck("base", 4, "Anatomy")
    g = s.build().dogma("Daedalus")
    assert g.zone("ann", "forecast") == ["Anatomy"]
    assert g.hand("ann") == [] and not g.shared_bonus


def test_fu_xi_echo_scores_a_two() -> None:
    s = figures()
    s.board("ann", "Fu Xi")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Fu Xi")
    assert g.score("ann") == ["Calendar"]
    assert g.hand("ann") == []


def test_gilgamesh_inspire_scores_a_hand_card_then_draws() -> None:
    s = figures()
    s.board("ann", "Gilgamesh")
    s.hand("ann", "Agriculture", "Writing")
    s.deck("base", 1, "Pottery")
    g = inspire(s.build(), "red").answer("Writing")
    assert g.score("ann") == ["Writing"]
    assert g.hand("ann") == ["Agriculture", "Pottery"]  # the Inspire draw: a 1, the value of Gilgamesh


def test_hammurabi_inspire_melds_a_hand_card() -> None:
    s = figures()
    s.board("ann", "Hammurabi")
    s.hand("ann", "Writing")
    s.deck("base", 1, "Pottery")
    g = inspire(s.build(), "red")
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.hand("ann") == ["Pottery"]


def test_hatshepsut_inspire_draws_a_one() -> None:
    s = figures()
    s.board("ann", "Hatshepsut")
    s.deck("base", 1, "Sailing", "Pottery")
    g = inspire(s.build(), "green")
    assert g.hand("ann") == ["Sailing", "Pottery"]


def test_homer_inspire_tucks_a_two() -> None:
    s = figures()
    s.board("ann", "Homer")
    s.deck("base", 2, "Philosophy")
    s.deck("base", 1, "Writing")
    g = inspire(s.build(), "purple")
    assert g.pile("ann", "purple") == ["Philosophy", "Homer"]
    assert g.hand("ann") == ["Writing"]


def test_huang_di_echo_draws_a_two() -> None:
    s = figures()
    s.board("ann", "Huang Di")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Huang Di")
    assert g.hand("ann") == ["Calendar"]


def test_imhotep_echo_melds_a_two() -> None:
    s = figures()
    s.board("ann", "Imhotep")
    s.deck("base", 2, "Construction")
    g = s.build().dogma("Imhotep")
    assert g.pile("ann", "red") == ["Construction"]
    assert g.hand("ann") == []


def test_ptahhotep_inspire_scores_one_of_your_top_cards() -> None:
    s = figures()
    s.board("ann", "Ptahhotep")
    s.board("ann", "Agriculture")
    s.board("bob", "Pottery")
    s.deck("base", 1, "Writing")
    g = inspire(s.build(), "purple")
    assert set(g.options) >= {"agriculture", "ptahhotep"} and "pottery" not in g.options  # only ann's own
    g.answer("Agriculture")
    assert g.score("ann") == ["Agriculture"]
    assert g.pile("bob", "blue") == ["Pottery"]
    assert g.hand("ann") == ["Writing"]


def test_sargon_of_akkad_inspire_melds_a_one() -> None:
    s = figures()
    s.board("ann", "Sargon of Akkad")
    s.deck("base", 1, "Writing", "Pottery")
    g = inspire(s.build(), "green")
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.hand("ann") == ["Pottery"]


def test_shennong_inspire_foreshadows_a_two() -> None:
    s = figures()
    s.board("ann", "Shennong")
    s.deck("base", 2, "Calendar")
    s.deck("base", 1, "Writing")
    g = inspire(s.build(), "yellow")
    assert g.zone("ann", "forecast") == ["Calendar"]
    assert g.hand("ann") == ["Writing"]


def test_sinuhe_echo_foreshadows_the_chosen_value() -> None:
    s = figures()
    s.board("ann", "Sinuhe")
    s.deck("base", 2, "Calendar")
    s.deck("base", 3, "Paper")
    g = s.build().dogma("Sinuhe").answer("3")
    assert g.zone("ann", "forecast") == ["Paper"]
    assert g.deck("base", 2)[0] == "Calendar"


def test_sneferu_inspire_tucks_twos_until_one_without_a_castle() -> None:
    s = figures()
    s.board("ann", "Sneferu")
    s.deck("base", 2, "Construction", "Road Building", "Calendar", "Mathematics")
    s.deck("base", 1, "Pottery")
    g = inspire(s.build(), "yellow")
    assert g.pile("ann", "red") == ["Road Building", "Construction"]  # each tucked under the last
    assert g.pile("ann", "blue") == ["Calendar"]  # no castle: the repeats stop
    assert g.deck("base", 2)[0] == "Mathematics"
    assert g.hand("ann") == ["Pottery"]


def test_sunshu_ao_inspire_tucks_a_hand_card() -> None:
    s = figures()
    s.board("ann", "Sunshu Ao")
    s.board("ann", "Oars")
    s.hand("ann", "Archery", "Writing")
    s.deck("base", 1, "Pottery")
    g = inspire(s.build(), "yellow").answer("Archery")
    assert g.pile("ann", "red") == ["Archery", "Oars"]
    assert g.hand("ann") == ["Writing", "Pottery"]


def test_tigernmas_inspire_draws_a_one() -> None:
    s = figures()
    s.board("ann", "Tigernmas")
    s.deck("base", 1, "Writing", "Pottery")
    g = inspire(s.build(), "red")
    assert g.hand("ann") == ["Writing", "Pottery"]


# --------------------------------------------------------------------------- karmas


def test_daedalus_karma_forecast_raises_the_claim_value_and_achievements_score() -> None:
    s = figures()
    s.board("ann", "Daedalus")
    s.zone("ann", "forecast", "Calendar", "Mathematics")
    s.score("ann", "Coal", "Chemistry", "Canning")  # 16 points
    s.achievements("ann", "Construction")  # a 2: worth 2 points
    s.available_achievements("Paper", "Anatomy")
    g = s.build()
    assert g.points("ann") == 16 + 2
    g.achieve(3)  # highest top card 1, plus one per forecast card: 3
    assert "Paper" in g.achievements("ann")


def test_fu_xi_karma_score_and_forecast_cards_give_lightbulbs() -> None:
    s = figures()
    s.board("ann", "Fu Xi", "Writing")  # Writing: 2 lightbulbs
    s.score("ann", "Coal")
    s.zone("ann", "forecast", "Calendar", "Mathematics")
    g = s.build()
    assert g.icons("ann", Icon.LIGHTBULB) == 2 + 3


def test_gilgamesh_karma_each_bonus_gives_a_castle_per_top_card() -> None:
    s = figures()
    s.board("ann", "Gilgamesh", "Writing", "Agriculture")  # Gilgamesh: 1 castle, a bonus
    g = s.build()
    assert g.icons("ann", Icon.CASTLE) == 1 + 1 * 3


def test_hatshepsut_karma_returns_the_hand_and_draws_two_more_first() -> None:
    s = figures()
    s.board("ann", "Hatshepsut", "Calendar")  # highest top card: a 2
    s.hand("ann", "Writing")
    s.deck("base", 2, "Mathematics", "Philosophy", "Currency")
    g = s.build().draw()
    assert g.hand("ann") == ["Mathematics", "Philosophy", "Currency"]
    assert g.deck_bottom("base", 1) == ["Writing"]


def test_homer_karma_tucks_a_figure_a_dogma_would_return_from_the_hand() -> None:
    s = figures()
    s.board("ann", "Homer", "Pottery")
    s.hand("ann", "Gilgamesh")
    g = s.build().dogma("Pottery").answer("Gilgamesh")
    assert g.pile("ann", "red") == ["Gilgamesh"]  # tucked instead of returned
    assert g.decision is not None and g.decision.prompt.startswith("Fade")  # two top figures now


def test_huang_di_karma_lightbulbs_count_as_leaves() -> None:
    s = figures()
    s.board("ann", "Huang Di", "Agriculture")  # 2 lightbulbs; Agriculture 3 leaves
    g = s.build()
    assert g.icons("ann", Icon.LEAF) == 3 + 2


def test_imhotep_karma_melding_on_an_unsplayed_pile_splays_it_and_returns_the_card() -> None:
    s = figures()
    s.board("ann", "Imhotep", "Archery", "Oars")
    s.hand("ann", "Metalworking")
    g = s.build().meld("Metalworking")
    assert g.pile("ann", "red") == ["Archery", "Oars"]
    assert g.splay("ann", "red") == "left"
    assert g.deck_bottom("base", 1) == ["Metalworking"]


def test_imhotep_karma_leaves_a_meld_on_a_single_card_alone() -> None:
    s = figures()
    s.board("ann", "Imhotep", "Archery")
    s.hand("ann", "Metalworking")
    g = s.build().meld("Metalworking")
    assert g.pile("ann", "red") == ["Archery", "Metalworking"]


def test_ptahhotep_karma_takes_the_demanders_highest_score_card_first() -> None:
    s = figures()
    s.board("ann", "Ptahhotep")  # 2 castles
    s.board("bob", "Archery", "Masonry")  # 5 castles: bob demands of ann
    s.score("bob", "Calendar", "Writing")
    s.deck("base", 1, "Pottery")
    s.turn("bob")
    g = s.build().dogma("Archery")
    assert g.score("ann") == ["Calendar"]
    assert g.score("bob") == ["Writing"]
    assert g.hand("bob") == ["Pottery"]  # then the demand itself: ann drew a 1 and handed it over


def test_sargon_of_akkad_karma_tucks_a_card_melded_on_an_equal_value() -> None:
    s = figures()
    s.board("ann", "Sargon of Akkad")
    s.hand("ann", "Clothing")
    g = s.build().meld("Clothing")
    assert g.pile("ann", "green") == ["Clothing", "Sargon of Akkad"]


def test_shennong_karma_scores_forecast_cards_of_the_value_first() -> None:
    s = figures()
    s.board("ann", "Shennong")
    s.zone("ann", "forecast", "Calendar", "Paper")
    s.deck("base", 2, "Mathematics")
    s.deck("base", 1, "Writing")
    g = inspire(s.build(), "yellow")
    assert g.score("ann") == ["Calendar"]
    assert sorted(g.zone("ann", "forecast")) == ["Mathematics", "Paper"]


def test_sinuhe_karma_castles_are_points() -> None:
    s = figures()
    s.board("ann", "Sinuhe", "Masonry")  # 3 castles
    s.score("ann", "Writing")
    g = s.build()
    assert g.points("ann") == 1 + 3


def test_sneferu_karma_castles_count_as_crowns() -> None:
    s = figures()
    s.board("ann", "Sneferu", "Writing")  # Sneferu 2 castles; Writing 1 crown
    g = s.build()
    assert g.icons("ann", Icon.CROWN) == 1 + 2


def test_sunshu_ao_karma_a_yellow_tuck_runs_its_effects_and_goes_back_to_the_hand() -> None:
    s = figures()
    s.board("ann", "Sunshu Ao")
    s.hand("ann", "Masonry")
    s.deck("base", 1, "Writing")
    g = inspire(s.build(), "yellow").answer("done")  # Masonry's own effect: meld castle cards (none)
    assert g.pile("ann", "yellow") == ["Sunshu Ao"]
    assert g.hand("ann") == ["Masonry", "Writing"]


def test_tigernmas_karma_hand_cards_are_points() -> None:
    s = figures()
    s.board("ann", "Tigernmas")
    s.hand("ann", "Writing", "Coal")
    g = s.build()
    assert g.points("ann") == 2


def test_hammurabi_karma_makes_the_same_demand_of_the_demander_first() -> None:
    s = figures()
    s.board("ann", "Hammurabi")  # no castle
    s.hand("ann", "Coal")
    s.board("bob", "Archery")  # bob demands: draw a 1, hand over your highest card
    s.hand("bob", "Chemistry")
    s.deck("base", 1, "Writing", "Pottery")
    s.turn("bob")
    g = s.build().dogma("Archery")
    # First bob suffers the demand from ann: he draws Writing and hands ann his highest card, Chemistry.
    # Then ann suffers bob's: she draws Pottery and hands bob one of her highest (two 5s): Coal.
    g.answer("Coal")
    assert sorted(g.hand("ann")) == ["Chemistry", "Pottery"]
    assert sorted(g.hand("bob")) == ["Coal", "Writing"]
