"""The 4th edition's Echoes rules (RULES-4e.md §6, §4): the Echoes draw, the forecast limit,
mandatory promotion with its automatic dogma, "foreseen", Destiny at five forecast cards, and
echo effects in self- and full executions."""

from __future__ import annotations

import pytest

from innovation import Game
from innovation.editions import EDITION_RULES, splay_zone_limit
from innovation.errors import SaveError
from innovation.plugin_api import CardBook, CardInfo, CardSet, Color, EffectContext, hookimpl
from innovation.testing import Scenario, unfinished_sets
from tests.cards4e.echoes.echoes4e import scenario


# --------------------------------------------------------------------------- the Echoes draw
def test_a_unique_highest_top_card_makes_the_draw_an_echoes_draw() -> None:
    s = scenario().board("ann", "Calendar", "Archery").deck("echoes", 2, "Lever").deck("base", 2, "Mathematics")
    g = s.build().draw()
    assert g.hand("ann") == ["Lever"]


def test_two_top_cards_of_the_highest_value_make_a_base_draw_whatever_the_hand_holds() -> None:
    s = scenario().board("ann", "Calendar", "Construction").hand("ann", "Sailing")  # 3rd edition: Echoes
    s.deck("echoes", 2, "Lever").deck("base", 2, "Mathematics")
    g = s.build().draw()
    assert sorted(g.hand("ann")) == ["Mathematics", "Sailing"]


def test_an_empty_board_draws_a_base_card() -> None:
    g = scenario().deck("echoes", 1, "Comb").deck("base", 1, "Sailing").build().draw()
    assert g.hand("ann") == ["Sailing"]


def test_the_third_edition_draw_rule_is_unchanged() -> None:
    s = Scenario(("ann", "bob"), expansions=("echoes",)).board("ann", "Calendar", "Archery").hand("ann", "Sailing")
    s.deck("echoes", 2, "Lever").deck("base", 2, "Mathematics")
    g = s.build().draw()
    assert sorted(g.hand("ann")) == ["Lever", "Sailing"]  # a hand without Echoes cards


# --------------------------------------------------------------------------- the forecast limit
def test_the_limit_is_five_less_the_highest_splay_aslant_counting_four() -> None:
    assert [splay_zone_limit(k) for k in range(5)] == [5, 4, 3, 2, 1]
    assert EDITION_RULES["fourth"].splay_limited_zones == ("forecast", "safe")
    assert EDITION_RULES["third"].splay_limited_zones == ()


def test_a_foreshadow_into_a_full_forecast_does_nothing() -> None:
    # ann's red pile splayed right: at most 3 cards in her forecast; it holds 3 already.
    s = scenario().board("ann", "Archery", "Oars", splay="right").board("ann", "Chopsticks")
    s.zone("ann", "forecast", "Writing", "Tools", "Sailing").deck("base", 1, "Agriculture")
    g = s.build().dogma("Chopsticks").answer("yes", "no")
    assert sorted(g.zone("ann", "forecast")) == ["Sailing", "Tools", "Writing"]
    assert g.deck("base", 1)[0] == "Agriculture"  # the card stays in its pile
    assert g.events("zone_full") == ["ann's forecast is full: nothing more goes in."]
    view = g.game.view("ann")
    assert view.players[0].zone_limits == {"forecast": 3}


def test_aslant_leaves_room_for_one_card() -> None:
    s = scenario().board("ann", "Archery", "Oars", splay="aslant").board("ann", "Chopsticks")
    s.deck("base", 1, "Agriculture", "Tools")
    g = s.build().dogma("Chopsticks").answer("yes", "no")
    assert g.zone("ann", "forecast") == ["Agriculture"]
    assert g.game.view("bob").players[0].zone_limits == {"forecast": 1}


def test_the_third_edition_has_no_forecast_limit() -> None:
    s = Scenario(("ann", "bob"), expansions=("echoes",)).board("ann", "Archery", "Oars", splay="up")
    g = s.build()
    assert g.game.view("ann").players[0].zone_limits == {}


def test_a_save_with_more_than_five_forecast_cards_is_refused_in_the_fourth_edition() -> None:
    g = scenario().zone("ann", "forecast", "Writing", "Tools", "Sailing", "Oars", "Archery").build()
    with unfinished_sets():
        loaded = Game.from_json(g.game.to_json())  # five: the most a forecast ever holds
    assert len(loaded.state.players[0].zones["forecast"]) == 5
    six = scenario().zone("ann", "forecast", "Writing", "Tools", "Sailing", "Oars", "Archery", "Agriculture")
    with unfinished_sets(), pytest.raises(SaveError, match="forecast holds 6 cards"):
        Game.from_json(six.build().game.to_json())


# --------------------------------------------------------------------------- promotion
def test_promotion_is_mandatory_and_the_promoted_card_is_dogmad_at_once() -> None:
    s = scenario().hand("ann", "Construction").zone("ann", "forecast", "Ruler", "Chopsticks", "Optics")
    s.board("ann", "Archery", "Canal Building").deck("base", 2, "Mathematics")  # two top 2s: base draws
    g = s.build().meld("Construction")
    d = g.decision
    assert d is not None and d.kind == "card" and "done" not in d.options  # no way to pass
    assert sorted(d.options) == ["chopsticks", "ruler"]  # Optics (3) is above the melded 2
    g.answer("Ruler")
    # Ruler's dogma ran without a question: its echo drew a 2; its effect drew two Echoes 1s …
    assert g.pile("ann", "blue") == ["Ruler"]
    assert "Mathematics" in g.hand("ann")


def test_no_promotion_without_a_forecast_card_of_the_melded_value_or_less() -> None:
    s = scenario().hand("ann", "Sailing").zone("ann", "forecast", "Mathematics")
    g = s.build().meld("Sailing")
    assert g.zone("ann", "forecast") == ["Mathematics"] and g.events("promote") == []


def test_foreseen_holds_only_for_the_promoted_cards_own_dogma() -> None:
    # Bell promoted: foreseen (all hands returned). Bell dogma'd as an action: not foreseen.
    s = scenario().board("ann", "Bell", "Sailing").hand("bob", "Oars")
    g = s.build().dogma("Bell")
    assert g.hand("bob") == ["Oars"]


# --------------------------------------------------------------------------- Destiny
def test_destiny_is_claimed_with_five_forecast_cards_at_the_end_of_the_action() -> None:
    s = scenario().board("ann", "Bell", "Sailing").zone("ann", "forecast", "Writing", "Tools", "Oars")
    g = s.build().dogma("Bell")
    assert len(g.zone("ann", "forecast")) == 5
    assert "destiny" in g.achievements("ann")


# --------------------------------------------------------------------------- echo effects in nested executions
EXEC = CardInfo(
    id="echo_exec",
    name="Echo Exec",
    set="echoexec",
    age=1,
    color=int(Color.YELLOW),
    icons=(0, 1, 1, 1),
    dogma_icon=1,
    demand_kind=None,
    non_demand_count=1,
)
FREE = CardInfo(
    id="free_dogma",
    name="Free Dogma",
    set="echoexec",
    age=1,
    color=int(Color.PURPLE),
    icons=(0, 1, 1, 1),
    dogma_icon=1,
    demand_kind=None,
    non_demand_count=1,
)
_book = CardBook("echoexec")


@_book.effect("free_dogma")
def _free_dogma_of_hand_card(ctx: EffectContext) -> None:
    """Dogma the first card of your hand with one extra featured icon (as an artifact on display)."""
    ctx.dogma(ctx.hand()[0], extra_icons=1)


@_book.effect("echo_exec")
def _self_execute_top_blue(ctx: EffectContext) -> None:
    """Self-execute your top blue card."""
    top = ctx.top(Color.BLUE)
    if top is not None:
        ctx.self_execute(top)


class _ExecPlugin:
    PLUGIN_NAME = "echoexec"
    EDITIONS = ("fourth",)

    @hookimpl
    def innovation_register_cards(self) -> CardSet:
        return CardSet(name="echoexec", cards=(EXEC, FREE), effects=_book.build((EXEC, FREE)), supply=False)


def test_a_self_execute_runs_every_echo_effect_showing_in_the_cards_pile() -> None:
    # Blue: Perfume (echo: draw and tuck a 1 …) under Ruler (echo: draw a 2), splayed right: both
    # echo effects show. Self-executing Ruler runs them (bottom to top), then Ruler's effect.
    s = Scenario(("ann", "bob"), edition="fourth", expansions=("echoes",), unfinished=True, plugins=(_ExecPlugin(),))
    s.board("ann", "Perfume", "Ruler", splay="right").board("ann", "echo_exec", "Sailing")
    s.deck("base", 1, "Code of Laws").deck("base", 2, "Mathematics").deck("echoes", 1, "Comb", "Dice")
    g = s.build().dogma("echo_exec").answer("Dice")
    assert g.pile("ann", "purple") == ["Code of Laws"]  # Perfume's echo (no castle: once)
    assert g.hand("ann") == ["Mathematics"]  # Ruler's echo
    assert g.zone("ann", "forecast") == ["Dice"]  # Ruler's effect


def test_a_free_dogma_with_extra_icons_runs_no_echo_effects_in_the_fourth_edition() -> None:
    # The Artifacts free dogma of an artifact on display (extra featured icons): BGA skips the echo
    # effects in the 4th edition. Ruler's echo (draw a 2) does not run; its effect does.
    s = Scenario(("ann", "bob"), edition="fourth", expansions=("echoes",), unfinished=True, plugins=(_ExecPlugin(),))
    s.board("ann", "free_dogma", "Sailing").hand("ann", "Ruler")
    s.deck("base", 2, "Mathematics").deck("echoes", 1, "Comb", "Dice")
    g = s.build().dogma("free_dogma").answer("Dice")
    assert "Mathematics" not in g.hand("ann")
    assert g.zone("ann", "forecast") == ["Dice"]
