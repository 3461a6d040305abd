"""Scenario tests for the age 2 figures' echo and inspire effects (written from the card texts and
RULES-figures.md)."""

from __future__ import annotations

from innovation.plugin_api import Icon
from innovation.testing import Scenario
from tests.figures.play import figures, inspire


def test_alexander_the_great_inspire_scores_a_hand_card() -> None:
    s = figures()
    s.board("ann", "Alexander the Great")
    s.hand("ann", "Writing")
    s.deck("base", 2, "Calendar")
    g = inspire(s.build(), "red")
    assert g.score("ann") == ["Writing"]
    assert g.hand("ann") == ["Calendar"]  # the Inspire draw: a 2


def test_archimedes_echo_draws_a_two() -> None:
    s = figures()
    # under Writing, splayed up, his echo shows (and his karma, not on top, does not apply)
    s.board("ann", "Archimedes", "Writing", splay="up")
    s.deck("base", 2, "Calendar", "Mathematics")
    g = s.build().dogma("Writing")  # his echo, then Writing's own draw of a 2
    assert g.hand("ann") == ["Calendar", "Mathematics"]


def test_augustus_caesar_inspire_foreshadows_a_three() -> None:
    s = figures()
    s.board("ann", "Augustus Caesar")
    s.deck("base", 3, "Paper")
    s.deck("base", 2, "Calendar")
    g = inspire(s.build(), "green")
    assert g.zone("ann", "forecast") == ["Paper"]
    assert g.hand("ann") == ["Calendar"]


def test_cai_lun_echo_may_splay_a_colour_left() -> None:
    s = figures()
    s.board("ann", "Cai Lun")
    s.board("ann", "Tools", "Writing")
    g = s.build().dogma("Cai Lun").answer("blue")
    assert g.splay("ann", "blue") == "left"


def test_cai_lun_echo_splay_may_be_declined() -> None:
    s = figures()
    s.board("ann", "Cai Lun")
    s.board("ann", "Tools", "Writing")
    g = s.build().dogma("Cai Lun").answer("done")
    assert g.splay("ann", "blue") == "none"


def test_confucius_echo_scores_an_opponents_top_figure_of_value_one() -> None:
    s = figures()
    s.board("ann", "Confucius")
    s.board("bob", "Hatshepsut", "Sun Tzu", "Writing")  # Sun Tzu is a 2: not offered
    g = s.build().dogma("Confucius")
    assert g.score("ann") == ["Hatshepsut"]
    assert g.pile("bob", "red") == ["Sun Tzu"]
    assert g.pile("bob", "blue") == ["Writing"]


def test_confucius_echo_does_nothing_without_such_a_figure() -> None:
    s = figures()
    s.board("ann", "Confucius")
    s.board("bob", "Writing")  # a 1, but not a figure
    g = s.build().dogma("Confucius")
    assert g.score("ann") == []
    assert g.pile("bob", "blue") == ["Writing"]


def test_plato_inspire_may_splay_a_colour_left() -> None:
    s = figures()
    s.board("ann", "Plato")
    s.board("ann", "Tools", "Writing")
    s.deck("base", 2, "Calendar")
    g = inspire(s.build(), "purple").answer("blue")
    assert g.splay("ann", "blue") == "left"
    assert g.hand("ann") == ["Calendar"]


def test_ptolemy_inspire_melds_a_two() -> None:
    s = figures()
    s.board("ann", "Ptolemy")
    s.deck("base", 2, "Mathematics", "Calendar")
    g = inspire(s.build(), "green")
    assert g.pile("ann", "blue") == ["Mathematics"]
    assert g.hand("ann") == ["Calendar"]


def test_sun_tzu_inspire_draws_a_two() -> None:
    s = figures()
    s.board("ann", "Sun Tzu")
    s.deck("base", 2, "Calendar", "Mathematics")
    g = inspire(s.build(), "red")
    assert g.hand("ann") == ["Calendar", "Mathematics"]


def test_ximen_bao_inspire_tucks_a_hand_card() -> None:
    s = figures()
    s.board("ann", "Ximen Bao")
    s.board("ann", "Tools")
    s.hand("ann", "Writing")
    s.deck("base", 2, "Calendar")
    g = inspire(s.build(), "yellow")
    assert g.pile("ann", "blue") == ["Writing", "Tools"]
    assert g.hand("ann") == ["Calendar"]


def test_zhang_heng_echo_tucks_a_three_and_scores_the_cards_above_it() -> None:
    s = figures()
    s.board("ann", "Zhang Heng")
    s.board("ann", "Archery", "Oars")
    s.deck("base", 3, "Engineering")
    g = s.build().dogma("Zhang Heng")
    assert g.pile("ann", "red") == ["Engineering"]
    assert sorted(g.score("ann")) == ["Archery", "Oars"]


def test_zhang_heng_echo_scores_nothing_when_the_tucked_card_starts_a_pile() -> None:
    s = figures()
    s.board("ann", "Zhang Heng")
    s.deck("base", 3, "Engineering")
    g = s.build().dogma("Zhang Heng")
    assert g.pile("ann", "red") == ["Engineering"]
    assert g.score("ann") == []


# --------------------------------------------------------------------------- karmas


def test_alexander_the_great_karma_melding_him_scores_opponents_top_figures_of_one_or_two() -> None:
    s = figures()
    s.hand("ann", "Alexander the Great")
    s.board("bob", "Gilgamesh", "Archimedes", "Johannes Vermeer")
    g = s.build().meld("Alexander the Great")
    assert sorted(g.score("ann")) == ["Archimedes", "Gilgamesh"]
    assert g.pile("bob", "purple") == ["Johannes Vermeer"]


def test_augustus_caesar_karma_takes_a_low_red_card_with_a_castle_an_opponent_melds() -> None:
    s = figures()
    s.board("ann", "Augustus Caesar")
    s.zone("ann", "forecast", "Calendar")
    s.hand("bob", "Archery")
    s.turn("bob")
    g = s.build().meld("Archery")
    assert g.pile("ann", "red") == ["Archery"]
    assert g.pile("bob", "red") == []
    assert g.pile("ann", "blue") == ["Calendar"]  # ann's forecast tucked
    assert g.zone("ann", "forecast") == []


def test_augustus_caesar_karma_lets_other_melds_happen() -> None:
    s = figures()
    s.board("ann", "Augustus Caesar")
    s.hand("bob", "Writing")
    s.turn("bob")
    g = s.build().meld("Writing")
    assert g.pile("bob", "blue") == ["Writing"]


def test_cai_lun_karma_foreshadows_a_three_before_an_achievement() -> None:
    s = figures()
    s.board("ann", "Cai Lun")
    s.score("ann", "Coal")
    s.available_achievements("Pottery")
    s.deck("base", 3, "Paper")
    g = s.build().achieve(1)
    assert g.zone("ann", "forecast") == ["Paper"]
    assert g.achievements("ann") == ["Pottery"]


def test_plato_karma_each_splayed_pile_gives_four_icons() -> None:
    s = figures()
    s.board("ann", "Plato")
    s.board("ann", "Tools", "Writing", splay="left")  # Tools shows its castle
    g = s.build()
    assert g.icons("ann", Icon.LEAF) == 0 + 1
    assert g.icons("ann", Icon.CASTLE) == 1 + 1
    assert g.icons("ann", Icon.CROWN) == 1 + 1


def test_zhang_heng_karma_score_cards_are_bonuses() -> None:
    s = figures()
    s.board("ann", "Zhang Heng")  # a bonus 2
    s.score("ann", "Coal")
    g = s.build()
    assert g.points("ann") == 5 + (5 + 1)  # the highest bonus, plus one for the other


def test_sun_tzu_karma_melds_hand_cards_with_the_featured_icon_before_the_sharing_bonus() -> None:
    s = figures()
    s.board("ann", "Sun Tzu", "The Wheel")  # 5 castles
    s.hand("ann", "Metalworking", "Writing")
    s.board("bob", "Masonry", "Mysticism")  # 6 castles: bob shares The Wheel (draw two 1s)
    s.deck("base", 1, "Clothing", "Pottery", "Code of Laws", "Agriculture")
    s.deck("figures", 2, "Archimedes")
    g = s.build().dogma("The Wheel").answer("Metalworking")
    assert g.shared_bonus
    assert g.pile("ann", "red") == ["Sun Tzu", "Metalworking"]  # melded before the bonus
    assert sorted(g.hand("ann")) == ["Agriculture", "Archimedes", "Code of Laws", "Writing"]


def test_cai_lun_karma_forecast_cards_are_claimable_achievements() -> None:
    s = figures()
    s.board("ann", "Cai Lun")
    s.zone("ann", "forecast", "Writing")
    s.score("ann", "Coal")
    s.deck("base", 3, "Paper")
    g = s.build()
    assert "achieve writing" in g.options
    g.act("achieve writing")
    assert g.achievements("ann") == ["Writing"]
    assert g.zone("ann", "forecast") == ["Paper"]  # her other karma: a 3 into the forecast first


def test_ptolemy_karma_any_top_blue_card_can_be_activated() -> None:
    s = figures()
    s.board("ann", "Ptolemy")
    s.board("bob", "Writing", "Archery")
    g = s.build()
    assert "dogma writing" in g.options
    assert "dogma archery" not in g.options


def test_alexander_the_great_karma_scores_stand_in_for_featured_icons() -> None:
    s = figures()
    s.board("ann", "Alexander the Great", "Writing")
    s.score("ann", "Agriculture")  # 1 point
    s.board("bob", "Pottery")  # no lightbulb, but 5 points: bob shares Writing
    s.score("bob", "Coal")
    s.deck("base", 2, "Calendar", "Mathematics")
    s.deck("figures", 2, "Archimedes")
    g = s.build().dogma("Writing")
    assert g.hand("bob") == ["Calendar"]
    assert g.shared_bonus
    assert g.hand("ann") == ["Mathematics", "Archimedes"]


def test_confucius_karma_a_castle_dogma_features_another_icon_of_his_board() -> None:
    s = figures()
    s.board("ann", "Confucius", "Archery")  # 1 leaf, 1 lightbulb; Archery features the castle
    s.board("bob", "Masonry")  # 3 castles but no leaf: the demand reaches bob with the leaf
    s.deck("base", 1, "Writing")
    g = s.build().dogma("Archery")
    assert set(g.options) == {"leaf", "lightbulb"}
    g.answer("leaf")
    assert g.hand("ann") == ["Writing"]  # bob drew a 1 and handed over his highest card


# Archimedes: "If you would take a Dogma action, first increase every [age] value in each echo and dogma
# effect by one." (docs/rulings.md, "Printed values": for that action, every player's effects.)


def test_archimedes_karma_his_own_echo_draws_a_three() -> None:
    s = figures()
    s.board("ann", "Archimedes")
    s.deck("base", 2, "Calendar")
    s.deck("base", 3, "Paper")
    g = s.build().dogma("Archimedes")
    assert g.hand("ann") == ["Paper"]


def test_archimedes_karma_a_shared_echo_effect_reads_one_more_for_the_sharer_too() -> None:
    s = figures()
    s.board("ann", "Archimedes")
    s.board("ann", "Fu Xi")  # echo: draw and score a 2; two crowns
    s.board("bob", "Sailing")  # two crowns: bob shares
    s.deck("base", 3, "Paper", "Optics")
    g = s.build().dogma("Fu Xi")
    assert g.score("bob") == ["Paper"]  # bob executes first
    assert g.score("ann") == ["Optics"]


def test_archimedes_karma_a_demand_reads_one_more_for_the_demanded_player() -> None:
    s = Scenario(players=("ann", "bob"), expansions=("figures", "echoes"), unfinished=True)
    s.board("ann", "Archimedes", "Candles")  # Candles: bob hands over a castle card, then draws a 1
    s.board("bob", "Archery")  # one lightbulb against three: demanded
    s.hand("bob", "Masonry")
    s.deck("base", 2, "Calendar")
    s.deck("echoes", 2, "Horseshoes")
    g = s.build().dogma("Candles")
    assert g.hand("ann") == ["Masonry"]
    assert g.hand("bob") in (["Calendar"], ["Horseshoes"])  # a 2, from whichever pile the draw rules pick


def test_archimedes_karma_the_increase_ends_with_the_action() -> None:
    s = figures()
    s.board("ann", "Archimedes")
    s.board("ann", "Hatshepsut", "Sailing", splay="up")  # her inspire shows: draw a 1
    s.deck("base", 3, "Paper")
    s.deck("base", 1, "Agriculture", "Pottery")
    g = s.build().dogma("Archimedes")
    assert g.hand("ann") == ["Paper"]
    assert not any(k.startswith("action.values") for k in g.game.state.counters)
    g = inspire(g, "green")  # another action: Hatshepsut's 1 is a 1 (then the Inspire draw: a 1)
    assert g.hand("ann") == ["Paper", "Agriculture", "Pottery"]


def test_archimedes_karma_a_take_back_of_the_dogma_action_takes_the_increase_back() -> None:
    s = figures()
    s.board("ann", "Archimedes", "Code of Laws")  # Code of Laws: you may tuck a hand card of a board colour
    s.hand("ann", "Tools")  # blue, like Archimedes
    g = s.build().dogma("Code of Laws")
    assert g.decision is not None and g.decision.kind != "action"
    assert g.game.state.counters.get("action.values.echo") == 1
    g.game.undo("ann")
    assert g.decision is not None and g.decision.kind == "action"
    assert not any(k.startswith("action.values") for k in g.game.state.counters)
