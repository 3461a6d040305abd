"""Scenario tests for the age 8 figures' echo and inspire effects (written from the card texts and
RULES-figures.md)."""

from __future__ import annotations

from innovation.plugin_api import Icon
from innovation.testing import Scenario
from tests.figures.play import figures, inspire


def test_albert_einstein_echo_melds_every_hand_card_with_a_lightbulb_or_clock() -> None:
    s = figures()
    s.board("ann", "Albert Einstein")
    s.hand("ann", "Writing", "Agriculture", "Bicycle")
    g = s.build().dogma("Albert Einstein")
    assert g.pile("ann", "blue") == ["Albert Einstein", "Writing"]
    assert g.pile("ann", "green") == ["Bicycle"]
    assert g.hand("ann") == ["Agriculture"]


def test_caresse_crosby_inspire_tucks_a_hand_card() -> None:
    s = figures()
    s.board("ann", "Caresse Crosby")
    s.hand("ann", "Writing")
    s.deck("base", 8, "Antibiotics")
    g = inspire(s.build(), "yellow")
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.hand("ann") == ["Antibiotics"]


def test_duke_ellington_inspire_melds_a_figure_of_value_eight() -> None:
    s = figures()
    s.board("ann", "Duke Ellington")
    s.deck("figures", 8, "Emmy Noether")
    s.deck("base", 8, "Antibiotics")
    g = inspire(s.build(), "purple")
    assert g.pile("ann", "green") == ["Emmy Noether"]
    assert g.hand("ann") == ["Antibiotics"]  # the Inspire draw is an ordinary draw


def test_emmy_noether_inspire_melds_an_eight() -> None:
    s = figures()
    s.board("ann", "Emmy Noether")
    s.deck("base", 8, "Antibiotics", "Flight")
    g = inspire(s.build(), "green")
    assert g.pile("ann", "yellow") == ["Antibiotics"]
    assert g.hand("ann") == ["Flight"]


def test_erwin_rommel_echo_takes_a_card_from_another_score_pile() -> None:
    s = figures()
    s.board("ann", "Erwin Rommel")
    s.score("bob", "Writing")
    g = s.build().dogma("Erwin Rommel")
    assert g.score("ann") == ["Writing"]
    assert g.score("bob") == []


def test_j_p_morgan_echo_may_splay_a_colour_up() -> None:
    s = figures()
    s.board("ann", "J.P. Morgan")
    s.board("ann", "Tools", "Writing")
    g = s.build().dogma("J.P. Morgan").answer("blue")
    assert g.splay("ann", "blue") == "up"


def test_john_von_neumann_echo_keeps_two_nines_without_purple() -> None:
    s = figures()
    s.board("ann", "John von Neumann")
    s.deck("base", 9, "Computers", "Fission")
    g = s.build().dogma("John von Neumann")
    assert g.hand("ann") == ["Computers", "Fission"]


def test_john_von_neumann_echo_returns_both_nines_when_one_is_purple() -> None:
    s = figures()
    s.board("ann", "John von Neumann")
    s.deck("base", 9, "Computers", "Services")
    g = s.build().dogma("John von Neumann")
    while g.decision is not None and g.decision.verb == "return":  # ann orders them under the 9 pile
        g.answer(g.decision.options[0])
    assert g.hand("ann") == []
    assert sorted(g.deck_bottom("base", 9, 2)) == ["Computers", "Services"]


def test_marie_curie_echo_draws_a_nine() -> None:
    s = figures()
    s.board("ann", "Marie Curie")
    s.deck("base", 9, "Computers")
    g = s.build().dogma("Marie Curie")
    assert g.hand("ann") == ["Computers"]


def test_nikola_tesla_inspire_draws_an_eight() -> None:
    s = figures()
    s.board("ann", "Nikola Tesla")
    s.deck("base", 8, "Antibiotics", "Flight")
    g = inspire(s.build(), "yellow")
    assert g.hand("ann") == ["Antibiotics", "Flight"]


# --------------------------------------------------------------------------- karmas


def test_albert_einstein_karma_values_in_your_effects_are_tens() -> None:
    s = figures()
    s.board("ann", "Albert Einstein", "Fu Xi")  # Fu Xi's echo: draw and score a 2
    s.deck("base", 10, "Software")
    g = s.build().dogma("Fu Xi")
    assert g.score("ann") == ["Software"]


def test_caresse_crosby_karma_tucking_a_leaf_first_splays_left_and_draws_two_twos() -> None:
    s = figures()
    s.board("ann", "Caresse Crosby", "Sailing", "Mapmaking")
    s.hand("ann", "Clothing")
    s.deck("base", 2, "Calendar", "Mathematics")
    s.deck("base", 8, "Antibiotics")
    g = inspire(s.build(), "yellow")
    assert g.pile("ann", "green") == ["Clothing", "Sailing", "Mapmaking"]
    assert g.splay("ann", "green") == "left"
    assert g.hand("ann") == ["Calendar", "Mathematics", "Antibiotics"]


def test_caresse_crosby_karma_splaying_a_fifth_colour_left_wins() -> None:
    s = figures()
    s.board(
        "ann", "Archery", "Oars", "Sailing", "Mapmaking", "Tools", "Writing", "Code of Laws", "Philosophy", splay="left"
    )
    s.board("ann", "Agriculture", "Caresse Crosby")
    g = s.build().dogma("Philosophy").answer("yellow")
    assert g.winners == ["ann"]


def test_duke_ellington_karma_achieves_a_figure_melded_beside_four_top_figures() -> None:
    s = figures()
    s.board("ann", "Duke Ellington", "Daedalus", "Hatshepsut", "Sneferu")
    s.hand("ann", "Gilgamesh")
    g = s.build().meld("Gilgamesh")
    assert g.achievements("ann") == ["Gilgamesh"]
    assert g.pile("ann", "red") == []


def test_emmy_noether_karma_each_clock_is_worth_the_number_of_clocks() -> None:
    s = figures()
    s.board("ann", "Emmy Noether")  # 2 clocks
    g = s.build()
    assert g.points("ann") == 4


def test_erwin_rommel_karma_a_score_becomes_the_top_cards_of_that_colour_everywhere() -> None:
    s = figures()
    s.board("ann", "Erwin Rommel", "Agriculture")
    s.hand("ann", "Archery")
    s.board("bob", "Writing")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Agriculture").answer("Archery")
    assert g.score("ann") == ["Writing"]
    assert g.pile("bob", "blue") == []


def test_h_g_wells_inspire_draws_a_ten_which_his_karma_melds_runs_and_removes() -> None:
    s = figures()
    s.board("ann", "H.G. Wells")
    s.deck("base", 10, "Databases")
    s.deck("base", 8, "Antibiotics")
    g = inspire(s.build(), "purple")
    assert "Databases" in g.removed()
    assert g.zone("ann", "forecast") == []
    assert g.pile("ann", "green") == []


def test_j_p_morgan_karma_icons_of_colours_splayed_up_count_twice() -> None:
    s = figures()
    s.board("ann", "J.P. Morgan")  # 2 crowns, not splayed
    s.board("ann", "Tools", "Writing", splay="up")  # 4 lightbulbs, 1 castle, 1 crown showing
    g = s.build()
    assert g.icons("ann", Icon.LIGHTBULB) == 8
    assert g.icons("ann", Icon.CROWN) == 2 + 2


def test_john_von_neumann_karma_melding_him_returns_opponents_top_figures() -> None:
    s = figures()
    s.hand("ann", "John von Neumann")
    s.board("bob", "Daedalus", "Agriculture")
    g = s.build().meld("John von Neumann")
    assert g.pile("bob", "yellow") == ["Agriculture"]
    assert g.pile("bob", "blue") == []
    assert g.deck_bottom("figures", 1) == ["Daedalus"]


def test_john_von_neumann_karma_hand_cards_give_two_clocks() -> None:
    s = figures()
    s.board("ann", "John von Neumann")  # 2 clocks
    s.hand("ann", "Writing")
    g = s.build()
    assert g.icons("ann", Icon.CLOCK) == 4


def test_marie_curie_karma_values_above_six_in_the_score_pile_are_achievements() -> None:
    s = figures()
    s.board("ann", "Marie Curie")
    s.score("ann", "Bicycle", "Evolution", "Antibiotics", "Coal")
    g = s.build()
    assert g.game.engine().achievement_count(0) == 2


def test_nikola_tesla_karma_melding_a_lightbulb_first_scores_an_opponents_plain_top_card() -> None:
    s = figures()
    s.board("ann", "Nikola Tesla")
    s.hand("ann", "Writing")
    s.board("bob", "Archery", "Agriculture")  # Archery shows a lightbulb
    g = s.build().meld("Writing")
    assert g.score("ann") == ["Agriculture"]
    assert g.pile("ann", "blue") == ["Writing"]


# Albert Einstein: "Each [age] value in any of your effects counts as a [10]." (docs/rulings.md, "Printed
# values": the effects you execute — your own dogmas, the ones you share, the demands made of you.)


def test_albert_einstein_karma_a_player_sharing_his_owners_dogma_reads_values_as_printed() -> None:
    s = figures()
    s.board("ann", "Albert Einstein", "Fu Xi")  # Fu Xi's echo: draw and score a 2
    s.board("bob", "Sailing")  # two crowns: shares
    s.deck("base", 2, "Calendar")
    s.deck("base", 10, "Software")
    g = s.build().dogma("Fu Xi")
    assert g.score("bob") == ["Calendar"]
    assert g.score("ann") == ["Software"]


def test_albert_einstein_karma_his_owner_sharing_anothers_dogma_reads_tens() -> None:
    s = figures()
    s.board("ann", "Fu Xi")
    s.board("bob", "Albert Einstein", "Sailing")  # bob shares Fu Xi's echo
    s.deck("base", 2, "Calendar")
    s.deck("base", 10, "Software")
    g = s.build().dogma("Fu Xi")
    assert g.score("bob") == ["Software"]
    assert g.score("ann") == ["Calendar"]


def test_albert_einstein_karma_a_demand_made_of_his_owner_reads_tens() -> None:
    s = Scenario(players=("ann", "bob"), expansions=("figures", "echoes"), unfinished=True)
    s.board("ann", "Candles", "Writing")  # three lightbulbs; Candles: bob hands over a castle card, draws a 1
    s.board("bob", "Albert Einstein")  # one lightbulb: demanded
    s.hand("bob", "Masonry")
    s.deck("base", 10, "Software")
    s.deck("echoes", 10, "Camcorder")
    g = s.build().dogma("Candles")
    assert "Masonry" in g.hand("ann")
    assert g.hand("bob") in (["Software"], ["Camcorder"])  # a 10


def test_albert_einstein_karma_counts_as_ten_then_an_actions_increase_adds() -> None:
    s = figures()
    s.board("ann", "Johannes Kepler", "Fu Xi")  # ann shows one green card: values count one more
    s.hand("ann", "Clothing")
    s.board("bob", "Albert Einstein", "Sailing")  # bob shares: his 2 counts as 10, plus one
    g = s.build().dogma("Fu Xi")
    result = g.result
    assert result is not None and result.reason == "score"  # bob drew an 11: the game ends by score
