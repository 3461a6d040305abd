"""Scenario tests for the age 4 figures' echo and inspire effects (written from the card texts and
RULES-figures.md)."""

from __future__ import annotations

from innovation.plugin_api import Icon
from innovation.testing import Scenario
from tests.figures.play import figures, inspire


def test_amina_sukhera_inspire_scores_every_bottom_purple_card() -> None:
    s = figures()
    s.board("ann", "Amina Sukhera", "Code of Laws", "City States")
    s.board("bob", "Mysticism")
    s.deck("base", 4, "Anatomy")
    g = inspire(s.build(), "red")
    assert sorted(g.score("ann")) == ["Code of Laws", "Mysticism"]
    assert g.pile("ann", "purple") == ["City States"]
    assert g.pile("bob", "purple") == []
    assert g.hand("ann") == ["Anatomy"]


def test_christopher_columbus_inspire_draws_a_four() -> None:
    s = figures()
    s.board("ann", "Christopher Columbus")
    s.deck("base", 4, "Anatomy", "Enterprise")
    g = inspire(s.build(), "green")
    assert g.hand("ann") == ["Anatomy", "Enterprise"]


def test_galileo_galilei_echo_foreshadows_a_five_or_six() -> None:
    s = figures()
    s.board("ann", "Galileo Galilei")
    s.deck("base", 6, "Canning")
    g = s.build().dogma("Galileo Galilei")
    assert set(g.options) == {"5", "6"}
    g.answer("6")
    assert g.zone("ann", "forecast") == ["Canning"]


def test_johannes_kepler_echo_draws_a_five() -> None:
    s = figures()
    s.board("ann", "Johannes Kepler")
    s.deck("base", 5, "Coal")
    g = s.build().dogma("Johannes Kepler")
    assert g.hand("ann") == ["Coal"]


def test_leonardo_da_vinci_echo_scores_a_top_figure_with_a_bonus() -> None:
    s = figures()
    s.board("ann", "Leonardo da Vinci")
    s.board("bob", "Gilgamesh", "Daedalus")  # Daedalus has no bonus
    g = s.build().dogma("Leonardo da Vinci")
    assert set(g.options) == {"gilgamesh", "leonardo_da_vinci"}
    g.answer("Gilgamesh")
    assert g.score("ann") == ["Gilgamesh"]
    assert g.pile("bob", "blue") == ["Daedalus"]


def test_michelangelo_inspire_scores_a_hand_card() -> None:
    s = figures()
    s.board("ann", "Michelangelo")
    s.hand("ann", "Writing")
    s.deck("base", 4, "Anatomy")
    g = inspire(s.build(), "yellow")
    assert g.score("ann") == ["Writing"]
    assert g.hand("ann") == ["Anatomy"]


def test_niccolo_machiavelli_echo_turns_a_left_splay_right() -> None:
    s = figures()
    s.board("ann", "Niccolo Machiavelli")
    s.board("ann", "Tools", "Writing", splay="left")
    g = s.build().dogma("Niccolo Machiavelli")
    assert g.splay("ann", "blue") == "right"


def test_niccolo_machiavelli_echo_leaves_unsplayed_colours_alone() -> None:
    s = figures()
    s.board("ann", "Niccolo Machiavelli")
    s.board("ann", "Tools", "Writing")
    g = s.build().dogma("Niccolo Machiavelli")
    assert g.splay("ann", "blue") == "none"


def test_takiyuddin_inspire_melds_a_five_with_a_lightbulb() -> None:
    s = figures()
    s.board("ann", "Takiyuddin")
    s.deck("base", 5, "Physics", "Coal")
    g = inspire(s.build(), "blue")
    assert g.pile("ann", "blue") == ["Takiyuddin", "Physics"]
    assert g.hand("ann") == ["Coal"]  # the Inspire draw: Physics, a 5, is now on top


def test_takiyuddin_inspire_tucks_a_five_without_a_lightbulb() -> None:
    s = figures()
    s.board("ann", "Takiyuddin")
    s.board("ann", "Archery")
    s.deck("base", 5, "Coal")
    s.deck("base", 4, "Anatomy")
    g = inspire(s.build(), "blue")
    assert g.pile("ann", "red") == ["Coal", "Archery"]
    assert g.hand("ann") == ["Anatomy"]


def test_william_shakespeare_inspire_melds_a_hand_card() -> None:
    s = figures()
    s.board("ann", "William Shakespeare")
    s.hand("ann", "Writing")
    s.deck("base", 4, "Anatomy")
    g = inspire(s.build(), "purple")
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.hand("ann") == ["Anatomy"]


def test_yi_sun_sin_echo_scores_a_top_card_with_a_castle() -> None:
    s = figures()
    s.board("ann", "Yi Sun-Sin")
    s.board("bob", "Archery", "Writing")
    g = s.build().dogma("Yi Sun-Sin")
    assert g.score("ann") == ["Archery"]
    assert g.pile("bob", "blue") == ["Writing"]


# --------------------------------------------------------------------------- karmas


def test_amina_sukhera_karma_melding_her_scores_opponents_top_fours() -> None:
    s = figures()
    s.hand("ann", "Amina Sukhera")
    s.board("bob", "Leonardo da Vinci", "Galileo Galilei", "Gilgamesh")
    g = s.build().meld("Amina Sukhera")
    assert sorted(g.score("ann")) == ["Galileo Galilei", "Leonardo da Vinci"]
    assert g.pile("bob", "red") == ["Gilgamesh"]


def test_christopher_columbus_karma_factories_give_two_crowns() -> None:
    s = figures()
    s.board("ann", "Christopher Columbus", "Coal")  # Coal: 3 factories
    g = s.build()
    assert g.icons("ann", Icon.CROWN) == 6


def test_galileo_galilei_karma_takes_the_forecast_into_the_hand_before_a_new_value() -> None:
    s = figures()
    s.board("ann", "Galileo Galilei")
    s.zone("ann", "forecast", "Calendar")
    s.deck("base", 5, "Coal")
    g = s.build().dogma("Galileo Galilei").answer("5")
    assert g.hand("ann") == ["Calendar"]
    assert g.zone("ann", "forecast") == ["Coal"]


def test_leonardo_da_vinci_karma_a_yellow_meld_first_melds_other_colours_from_the_hand() -> None:
    s = figures()
    s.board("ann", "Leonardo da Vinci")
    s.hand("ann", "Agriculture", "Writing", "Code of Laws", "Archery")
    g = s.build().meld("Agriculture")
    assert g.pile("ann", "blue") == ["Writing"]
    assert g.pile("ann", "red") == ["Archery"]
    assert g.pile("ann", "yellow") == ["Leonardo da Vinci", "Agriculture"]
    assert g.hand("ann") == ["Code of Laws"]


def test_leonardo_da_vinci_karma_a_purple_meld_first_draws_three_fours() -> None:
    s = figures()
    s.board("ann", "Leonardo da Vinci")
    s.hand("ann", "Code of Laws")
    s.deck("base", 4, "Anatomy", "Enterprise", "Gunpowder")
    g = s.build().meld("Code of Laws")
    assert g.hand("ann") == ["Anatomy", "Enterprise", "Gunpowder"]
    assert g.pile("ann", "purple") == ["Code of Laws"]


def test_niccolo_machiavelli_karma_a_right_splay_nobody_else_has_is_an_achievement() -> None:
    s = figures()
    s.board("ann", "Niccolo Machiavelli")
    s.board("ann", "Tools", "Writing", splay="right")
    s.board("bob", "Pottery", "Calendar")
    g = s.build()
    assert g.game.engine().achievement_count(0) == 1


def test_niccolo_machiavelli_karma_no_achievement_when_another_player_splays_that_colour() -> None:
    s = figures()
    s.board("ann", "Niccolo Machiavelli")
    s.board("ann", "Tools", "Writing", splay="right")
    s.board("bob", "Pottery", "Calendar", splay="left")
    g = s.build()
    assert g.game.engine().achievement_count(0) == 0


def test_takiyuddin_karma_may_splay_the_inspired_colour_right_first() -> None:
    s = figures()
    s.board("ann", "Tools", "Takiyuddin")
    s.deck("base", 5, "Coal")
    s.deck("base", 4, "Anatomy")
    g = inspire(s.build(), "blue").answer("blue")
    assert g.splay("ann", "blue") == "right"
    assert g.pile("ann", "red") == ["Coal"]
    assert g.hand("ann") == ["Anatomy"]


def test_william_shakespeare_karma_hexagons_are_points() -> None:
    s = figures()
    s.board("ann", "William Shakespeare", "Writing")  # a hexagon each
    g = s.build()
    assert g.points("ann") == 2 + 4  # and Shakespeare's bonus of 4


def test_yi_sun_sin_karma_tucks_a_card_of_a_splayed_colour_its_echo_would_score() -> None:
    s = figures()
    s.board("ann", "Oars", "Yi Sun-Sin", splay="left")
    s.board("bob", "Archery")
    s.deck("base", 3, "Paper")
    g = s.build().dogma("Yi Sun-Sin")
    assert g.pile("ann", "red") == ["Archery", "Oars", "Yi Sun-Sin"]  # tucked instead of scored
    assert g.pile("ann", "green") == ["Paper"]
    assert g.score("ann") == []


def test_amina_sukhera_karma_top_cards_with_a_castle_are_claimable_achievements() -> None:
    s = figures()
    s.board("ann", "Amina Sukhera", "Masonry")
    s.score("ann", "Coal")
    g = s.build()
    assert "achieve masonry" in g.options
    g.act("achieve masonry")
    assert g.achievements("ann") == ["Masonry"]
    assert g.pile("ann", "yellow") == []


def test_michelangelo_karma_hand_cards_count_in_the_score_pile() -> None:
    s = figures()
    s.board("ann", "Michelangelo")
    s.hand("ann", "Coal")
    g = s.build()
    assert g.points("ann") == 5


# Johannes Kepler: "If you would take a Dogma action, first reveal all cards of the chosen card's color from
# your hand. Increase each [age] value in any effect during this action by the number of cards you revealed."


def test_johannes_kepler_karma_two_blue_cards_shown_make_his_echo_draw_a_seven() -> None:
    s = figures()
    s.board("ann", "Johannes Kepler")
    s.hand("ann", "Writing", "Agriculture", "Tools")  # two blue cards, one yellow
    s.deck("base", 7, "Bicycle")
    g = s.build().dogma("Johannes Kepler")
    assert g.hand("ann") == ["Writing", "Agriculture", "Tools", "Bicycle"]
    shown = [e for e in g.events("reveal")]
    assert len(shown) == 2 and any("Writing" in e for e in shown) and any("Tools" in e for e in shown)


def test_johannes_kepler_karma_a_shared_effect_reads_more_for_the_sharer_too() -> None:
    s = figures()
    s.board("ann", "Johannes Kepler", "Fu Xi")  # Fu Xi's echo: draw and score a 2; two crowns
    s.hand("ann", "Clothing")  # green, like Fu Xi: one shown
    s.board("bob", "Sailing")  # two crowns: bob shares
    s.deck("base", 3, "Paper", "Optics")
    g = s.build().dogma("Fu Xi")
    assert g.score("bob") == ["Paper"]
    assert g.score("ann") == ["Optics"]


def test_johannes_kepler_karma_a_demand_reads_more_for_the_demanded_player() -> None:
    s = Scenario(players=("ann", "bob"), expansions=("figures", "echoes"), unfinished=True)
    s.board("ann", "Johannes Kepler", "Candles")  # Candles: bob hands over a castle card, then draws a 1
    s.hand("ann", "Oars", "Metalworking")  # two red cards shown
    s.board("bob", "Archery")  # one lightbulb against three: demanded
    s.hand("bob", "Masonry")
    s.deck("base", 3, "Paper")
    s.deck("echoes", 3, "Katana")
    g = s.build().dogma("Candles")
    assert g.hand("ann") == ["Oars", "Metalworking", "Masonry"]
    assert g.hand("bob") in (["Paper"], ["Katana"])  # a 3


def test_johannes_kepler_karma_nothing_shown_nothing_changes() -> None:
    s = figures()
    s.board("ann", "Johannes Kepler", "Fu Xi")
    s.hand("ann", "Writing")  # not green
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Fu Xi")
    assert g.score("ann") == ["Calendar"]
    assert g.events("reveal") == []


def test_johannes_kepler_karma_the_increase_ends_with_the_action() -> None:
    s = figures()
    s.board("ann", "Johannes Kepler")
    s.board("ann", "Fu Xi", "Sailing", splay="right")  # Fu Xi's echo shows under Sailing (no second top figure)
    s.board("ann", "Tigernmas", "Archery", splay="up")  # his inspire shows under Archery: draw a 1
    s.hand("ann", "Clothing")  # green, like Sailing
    s.deck("base", 3, "Paper")
    s.deck("base", 1, "Agriculture", "Pottery", "Masonry")
    s.deck("base", 2, "Calendar")
    g = s.build().dogma("Sailing")  # (Sailing's own draw and meld: a 2 once base cards read values so)
    assert g.score("ann") == ["Paper"]
    assert not any(k.startswith("action.values") for k in g.game.state.counters)
    g = inspire(g, "red")  # another action: Tigernmas' 1 is a 1 (then the Inspire draw: a 1)
    hand = g.hand("ann")
    assert hand[0] == "Clothing" and len(hand) == 3
    assert set(hand[1:]) <= {"Agriculture", "Pottery", "Masonry"}


def test_johannes_kepler_karma_a_take_back_of_the_dogma_action_takes_the_increase_back() -> None:
    s = figures()
    s.board("ann", "Johannes Kepler", "Code of Laws")  # you may tuck a hand card of a board colour
    s.hand("ann", "Mysticism")  # purple, like Code of Laws: shown
    g = s.build().dogma("Code of Laws")
    assert g.decision is not None and g.decision.kind != "action"
    assert g.game.state.counters.get("action.values.dogma") == 1
    g.game.undo("ann")
    assert g.decision is not None and g.decision.kind == "action"
    assert not any(k.startswith("action.values") for k in g.game.state.counters)


def test_first_edition_statistics_does_not_repeat_on_a_hand_card_michelangelo_counts_as_scored() -> None:
    """The 1st edition's Statistics demand takes a highest score card into the hand and repeats
    while the hand holds just that card. Under Michelangelo the lone hand card counts as a score
    card too; taking it "into the hand" moves nothing, so the demand ends (it looped for ever)."""
    s = Scenario(players=("ann", "bob"), expansions=("figures",), edition="first")
    s.board("ann", "Statistics", "Clothing")  # leaves: more than Michelangelo shows
    s.board("bob", "Michelangelo")
    s.hand("bob", "Education")
    g = s.build().dogma("Statistics")
    assert g.hand("bob") == ["Education"]
    assert g.score("bob") == []
