"""Scenario tests for the age 7 figures' echo and inspire effects (written from the card texts and
RULES-figures.md)."""

from __future__ import annotations

from innovation.plugin_api import Icon
from tests.figures.play import figures, inspire


def test_alfred_nobel_inspire_scores_a_hand_card() -> None:
    s = figures()
    s.board("ann", "Alfred Nobel")
    s.hand("ann", "Writing")
    s.deck("base", 7, "Bicycle")
    g = inspire(s.build(), "green")
    assert g.score("ann") == ["Writing"]
    assert g.hand("ann") == ["Bicycle"]


def test_charles_darwin_echo_draws_an_eight() -> None:
    s = figures()
    s.board("ann", "Charles Darwin")
    s.deck("base", 8, "Antibiotics")
    g = s.build().dogma("Charles Darwin")
    assert g.hand("ann") == ["Antibiotics"]


def test_emperor_meiji_inspire_foreshadows_an_eight_or_nine() -> None:
    s = figures()
    s.board("ann", "Emperor Meiji")
    s.deck("base", 9, "Computers")
    s.deck("base", 7, "Bicycle")
    g = inspire(s.build(), "purple")
    assert set(g.options) == {"8", "9"}
    g.answer("9")
    assert g.zone("ann", "forecast") == ["Computers"]
    assert g.hand("ann") == ["Bicycle"]


def test_florence_nightingale_inspire_tucks_a_hand_card() -> None:
    s = figures()
    s.board("ann", "Florence Nightingale")
    s.hand("ann", "Writing")
    s.deck("base", 7, "Bicycle")
    g = inspire(s.build(), "yellow")
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.hand("ann") == ["Bicycle"]


def test_george_stephenson_echo_may_turn_a_right_splay_up() -> None:
    s = figures()
    s.board("ann", "George Stephenson")
    s.board("ann", "Tools", "Writing", splay="right")
    g = s.build().dogma("George Stephenson").answer("blue")
    assert g.splay("ann", "blue") == "up"


def test_george_stephenson_echo_offers_nothing_without_a_right_splay() -> None:
    s = figures()
    s.board("ann", "George Stephenson")
    s.board("ann", "Tools", "Writing", splay="left")
    g = s.build().dogma("George Stephenson")
    assert g.splay("ann", "blue") == "left"
    assert g.idle


def test_james_clerk_maxwell_inspire_draws_an_eight() -> None:
    s = figures()
    s.board("ann", "James Clerk Maxwell")
    s.deck("base", 8, "Antibiotics")
    s.deck("base", 7, "Bicycle")
    g = inspire(s.build(), "blue")
    assert g.hand("ann") == ["Antibiotics", "Bicycle"]


def test_john_ericsson_inspire_tucks_a_seven() -> None:
    s = figures()
    s.board("ann", "John Ericsson")
    s.deck("base", 7, "Bicycle", "Evolution")
    g = inspire(s.build(), "red")
    assert g.pile("ann", "green") == ["Bicycle"]
    assert g.hand("ann") == ["Evolution"]


def test_queen_victoria_echo_takes_a_figure_from_another_score_pile() -> None:
    s = figures()
    s.board("ann", "Queen Victoria")
    s.score("bob", "Gilgamesh", "Writing")
    g = s.build().dogma("Queen Victoria")
    assert g.score("ann") == ["Gilgamesh"]
    assert g.score("bob") == ["Writing"]


def test_robert_e_lee_echo_moves_a_top_card_with_a_leaf_to_a_chosen_board() -> None:
    s = figures()
    s.board("ann", "Robert E. Lee")
    s.board("bob", "Sailing")  # one leaf, fewer than Lee's two: bob does not share
    g = s.build().dogma("Robert E. Lee")
    assert set(g.options) == {"sailing", "robert_e_lee"}
    g.answer("Sailing", "ann")
    assert g.pile("ann", "green") == ["Sailing"]
    assert g.pile("bob", "green") == []


def test_rowland_hill_inspire_draws_a_seven() -> None:
    s = figures()
    s.board("ann", "Rowland Hill")
    s.deck("base", 7, "Bicycle", "Evolution")
    g = inspire(s.build(), "yellow")
    assert g.hand("ann") == ["Bicycle", "Evolution"]


# --------------------------------------------------------------------------- karmas


def test_alfred_nobel_karma_twice_as_many_of_an_icon_is_an_achievement() -> None:
    s = figures()
    s.board("ann", "Alfred Nobel")  # 2 crowns, nothing else counted
    s.board("bob", "Pottery")  # no crown
    g = s.build()
    assert g.game.engine().achievement_count(0) == 1


def test_charles_darwin_karma_wins_instead_of_claiming_while_ahead_in_achievements() -> None:
    s = figures()
    s.board("ann", "Charles Darwin")
    s.achievements("ann", "Calendar")
    s.score("ann", "Coal")
    s.available_achievements("Pottery")
    g = s.build().achieve(1)
    assert g.winners == ["ann"]


def test_charles_darwin_karma_claims_normally_when_not_ahead() -> None:
    s = figures()
    s.board("ann", "Charles Darwin")
    s.score("ann", "Coal")
    s.available_achievements("Pottery")
    g = s.build().achieve(1)
    assert g.achievements("ann") == ["Pottery"]
    assert not g.over


def test_emperor_meiji_karma_melding_a_ten_over_a_top_nine_and_eight_wins() -> None:
    s = figures()
    s.board("ann", "Emperor Meiji", "Rocketry", "Fission")
    s.hand("ann", "Software")
    g = s.build().meld("Software")
    assert g.winners == ["ann"]
    assert g.pile("ann", "blue") == ["Rocketry"]


def test_florence_nightingale_karma_keeps_her_score_card_from_an_opponents_echo() -> None:
    s = figures()
    s.board("ann", "Florence Nightingale")
    s.score("ann", "Writing")
    s.board("bob", "Erwin Rommel")
    s.turn("bob")
    g = s.build().dogma("Erwin Rommel")
    assert g.score("ann") == ["Writing"]
    assert g.score("bob") == []


def test_florence_nightingale_karma_keeps_her_score_cards_from_an_opponents_return_demand() -> None:
    # Her owner returns the cards herself, but the demand is the opponent's effect.
    s = figures()
    s.board("ann", "Florence Nightingale")  # 1 leaf
    s.score("ann", "Writing")
    s.board("bob", "Vaccination")  # 2 leaves: the demand reaches ann
    s.turn("bob")
    g = s.build().dogma("Vaccination")
    assert g.score("ann") == ["Writing"]
    assert g.pile("ann", "yellow") == ["Florence Nightingale"]  # she returned none: no 6 melded
    assert g.pile("bob", "yellow") == ["Vaccination"]  # nothing returned due to the demand: no 7


def test_florence_nightingale_karma_keeps_her_score_cards_from_an_opponents_transfer_demand() -> None:
    s = figures()
    s.board("ann", "Florence Nightingale")  # no crown
    s.score("ann", "Writing")
    s.board("bob", "Mapmaking")  # 2 crowns: the demand reaches ann
    s.turn("bob")
    g = s.build().dogma("Mapmaking")
    assert g.score("ann") == ["Writing"]
    assert g.score("bob") == []  # nothing transferred: no 1 drawn and scored


def test_florence_nightingale_karma_lets_her_owners_own_effect_return_her_score_card() -> None:
    s = figures()
    s.board("ann", "Florence Nightingale", "Education")
    s.score("ann", "Writing")
    s.deck("base", 2, "Construction")
    g = s.build().dogma("Education").answer("Writing")
    assert g.score("ann") == []
    assert "Writing" in g.deck("base", 1)
    assert g.hand("ann") == ["Construction"]  # two higher than the empty score pile's 0


def test_florence_nightingale_karma_keeps_her_score_card_when_her_owner_shares_an_opponents_dogma() -> None:
    # The shared effect is the opponent's (his card, his dogma), though her owner executes it.
    s = figures()
    s.board("ann", "Florence Nightingale", "Philosophy")  # 3 lightbulbs: ann shares
    s.score("ann", "Writing")
    s.board("bob", "Education")  # 3 lightbulbs
    s.turn("bob")
    g = s.build().dogma("Education").answer("Writing")
    assert g.score("ann") == ["Writing"]
    assert g.hand("ann") == []  # she did not return it: no draw


def test_florence_nightingale_karma_keeps_her_score_card_from_an_opponent_sharing_her_owners_dogma() -> None:
    # The opponent executes the shared echo effect for himself: it is his effect.
    s = figures()
    s.board("ann", "Florence Nightingale", "Erwin Rommel")  # 2 factories
    s.score("ann", "Writing")
    s.board("bob", "Canning")  # 2 factories: bob shares
    g = s.build().dogma("Erwin Rommel")
    assert g.score("ann") == ["Writing"]
    assert g.score("bob") == []


def test_george_stephenson_karma_first_offers_the_bottom_card_of_every_supply_pile() -> None:
    s = figures()
    s.board("ann", "George Stephenson")
    s.score("ann", "Coal")
    s.available_achievements("Pottery")
    g = s.build().achieve(1)
    assert g.achievements("ann") == ["Pottery"]
    assert len(g.available_achievements()) == 9  # one from each of the base piles 1 to 9


def test_james_clerk_maxwell_karma_hand_cards_add_one_of_each_icon_shown() -> None:
    s = figures()
    s.board("ann", "James Clerk Maxwell", "Agriculture")  # 1 clock; 3 leaves
    s.hand("ann", "Coal", "Pottery")
    g = s.build()
    assert g.icons("ann", Icon.CLOCK) == 1 + 2
    assert g.icons("ann", Icon.LEAF) == 3 + 2
    assert g.icons("ann", Icon.LIGHTBULB) == 0


def test_john_ericsson_karma_melding_him_scores_opponents_top_figures_below_seven() -> None:
    s = figures()
    s.hand("ann", "John Ericsson")
    s.board("bob", "Gilgamesh", "Charles Darwin")
    g = s.build().meld("John Ericsson")
    assert g.score("ann") == ["Gilgamesh"]
    assert g.pile("bob", "blue") == ["Charles Darwin"]


def test_john_ericsson_karma_factories_give_two_clocks() -> None:
    s = figures()
    s.board("ann", "John Ericsson")  # 2 factories
    g = s.build()
    assert g.icons("ann", Icon.CLOCK) == 4


def test_queen_victoria_karma_first_makes_a_lower_achievement_available() -> None:
    s = figures()
    s.board("ann", "Queen Victoria")
    s.score("ann", "Coal", "Chemistry")
    s.available_achievements("Calendar")
    s.deck("base", 1, "Writing")
    g = s.build().achieve(2)
    assert g.achievements("ann") == ["Calendar"]
    assert "Writing" in g.available_achievements()


def test_robert_e_lee_karma_seven_leaves_are_an_achievement() -> None:
    s = figures()
    s.board("ann", "Robert E. Lee", "Agriculture", "Clothing")  # 2 + 3 + 2 leaves
    g = s.build()
    assert g.game.engine().achievement_count(0) == 1


def test_rowland_hill_karma_returns_three_and_achieves_the_rest_of_the_hand_first() -> None:
    s = figures()
    s.board("ann", "Rowland Hill")
    s.hand("ann", "Writing", "Pottery", "Archery", "Sailing", "Coal")
    s.score("ann", "Chemistry")
    s.available_achievements("Clothing")
    g = s.build().achieve(1).answer("Writing", "Pottery", "Archery")
    assert sorted(g.achievements("ann")) == ["Clothing", "Coal", "Sailing"]
    assert g.hand("ann") == []


def test_emperor_meiji_karma_forecast_cards_count_as_in_hand() -> None:
    s = figures()
    s.board("ann", "Emperor Meiji", "Agriculture")  # Agriculture: return a hand card, score one higher
    s.zone("ann", "forecast", "Writing")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Agriculture").answer("Writing")
    assert g.deck_bottom("base", 1) == ["Writing"]
    assert g.score("ann") == ["Calendar"]
