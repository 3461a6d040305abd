"""The generic extension points an expansion like Cities of Destiny builds on, tested with a small
hand-registered plugin of its own (six-slot cards, a declared icon, board achievements, the
after-meld/tuck/splay hooks, a repeated dogma as a new action) — nothing here is Cities."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from innovation import Game, GameConfig
from innovation.errors import ConfigError
from innovation.plugin_api import (
    BoardAchievement,
    CardInfo,
    CardSet,
    Color,
    Context,
    Icon,
    IconInfo,
    Splay,
    hookimpl,
)
from innovation.rules.plugins import build_rules
from innovation.rules.turn import Engine
from innovation.testing import Scenario

STAR = 50  # an icon code of the plugin's own
C, L, B, K, F, W = Icon.CROWN, Icon.LEAF, Icon.LIGHTBULB, Icon.CASTLE, Icon.FACTORY, Icon.CLOCK


def _card(cid: str, name: str, color: Color, icons: Sequence[int]) -> CardInfo:
    return CardInfo(
        id=cid,
        name=name,
        set="sixes",
        age=1,
        color=color,
        icons=tuple(icons),
        dogma_icon=Icon.CROWN,
        demand_kind=None,
        non_demand_count=0,
    )


SIXES = (
    # every slot a different icon: top-left crown … top-right factory, top-centre clock
    _card("rainbow", "Rainbow", Color.BLUE, (C, L, B, K, F, W)),
    _card("rainbow_two", "Rainbow Two", Color.BLUE, (C, L, B, K, F, W)),
    _card("starlet", "Starlet", Color.RED, (C, C, STAR, C, Icon.HEX, STAR)),
    _card("starling", "Starling", Color.RED, (K, K, K, K, Icon.HEX, 100 + 4)),
    _card("plain", "Plain", Color.RED, (K, K, K, K, Icon.HEX, K)),
)


class Sixes:
    """Six-slot cards, a star icon that earns an achievement while it shows, and hooks that note
    when they are called."""

    PLUGIN_NAME = "sixes"

    def __init__(self) -> None:
        self.calls: list[tuple[object, ...]] = []

    @hookimpl
    def innovation_register_cards(self) -> CardSet:
        star = IconInfo(STAR, "star", "While it shows, it counts as an achievement.")
        return CardSet(name="sixes", cards=SIXES, icons=(star,))  # its own supply, never drawn from

    @hookimpl
    def innovation_board_achievements(self, ctx: Context) -> list[BoardAchievement]:
        return [
            BoardAchievement("star", card)
            for color in Color
            for card, codes in ctx.visible_faces(color)
            for code in codes
            if code == STAR
        ]

    @hookimpl
    def innovation_after_meld(self, ctx: Context, card: str, is_action: bool) -> None:
        self.calls.append(("after_meld", ctx.name(), card, is_action))

    @hookimpl
    def innovation_on_meld(self, ctx: Context, card: str, is_action: bool) -> None:
        self.calls.append(("on_meld", ctx.name(), card, is_action))

    @hookimpl
    def innovation_after_tuck(self, ctx: Context, card: str) -> None:
        self.calls.append(("after_tuck", ctx.name(), card))

    @hookimpl
    def innovation_after_splay(self, ctx: Context, color: int, direction: Splay, owner: int) -> None:
        self.calls.append(("after_splay", ctx.name(), Color(color).label, direction.label, ctx.name(owner)))

    @hookimpl
    def innovation_legal_actions(self, ctx: Context) -> list[str]:
        return [f"twice {card}" for card in ctx.top_cards() if ctx.info(card).dogma_icon >= 0]

    @hookimpl
    def innovation_perform_action(self, ctx: Context, action: str) -> bool:
        verb, _, card = action.partition(" ")
        if verb != "twice":
            return False
        ctx.dogma_repeated(card, demand_times=2, activator_times=2)
        return True


def _scenario(players: tuple[str, ...] = ("ann", "bob"), plugin: Sixes | None = None) -> tuple[Scenario, Sixes]:
    plugin = plugin or Sixes()
    return Scenario(players=players, plugins=[plugin]), plugin


# ------------------------------------------------------------------ six icon slots
def test_a_top_card_shows_all_six_slots() -> None:
    s, _ = _scenario()
    s.board("ann", "Rainbow")
    g = s.build()
    assert [g.icons("ann", icon) for icon in (C, L, B, K, F, W)] == [1, 1, 1, 1, 1, 1]


@pytest.mark.parametrize(
    ("splay", "covered"),
    [
        ("none", ()),
        ("left", (K, F)),  # the right edge: bottom-right and top-right
        ("right", (C, L)),  # the left edge: top-left and bottom-left
        ("up", (L, B, K)),  # the bottom row; the top centre never shows on a covered card
    ],
)
def test_a_covered_six_slot_card_shows_what_its_splay_uncovers(splay: str, covered: tuple[int, ...]) -> None:
    s, _ = _scenario()
    s.board("ann", "Rainbow", "Rainbow Two", splay=splay)
    g = s.build()
    for icon in (C, L, B, K, F, W):
        assert g.icons("ann", icon) == 1 + covered.count(icon), (splay, icon)
    faces = g.game.engine().visible_faces(0, Color.BLUE)
    assert faces == (("rainbow", covered), ("rainbow_two", (C, L, B, K, F, W)))


def test_declared_icons_have_names_and_core_codes_cannot_be_redeclared() -> None:
    rules = build_rules((), (Sixes(),))
    assert rules.icon_name(STAR) == "star" and rules.icon_name(Icon.HEX) == "hex"
    assert rules.icon_name(104) == "bonus4" and rules.icon_name(-1) is None and rules.icon_name(77) == "icon77"

    class Clash:
        PLUGIN_NAME = "clash"

        def __init__(self, code: int, name: str) -> None:
            self.icon = IconInfo(code, name, "x")

        @hookimpl
        def innovation_register_cards(self) -> CardSet:
            return CardSet(name=f"clash{self.icon.code}", cards=(), icons=(self.icon,), supply=False)

    with pytest.raises(ConfigError, match="declared as"):
        build_rules((), (Sixes(), Clash(STAR, "moon")))
    for code in (Icon.CROWN, 105, -1):
        with pytest.raises(ConfigError, match="core"):
            build_rules((), (Clash(code, "moon"),))
    build_rules((), (Sixes(), Clash(STAR, "star")))  # the same name twice is fine


def test_a_bonus_counts_in_the_score_whatever_sets_are_in_play() -> None:
    s, _ = _scenario()
    s.board("ann", "Starling")  # bonus 4 in the top centre
    s.score("ann", "Writing")
    assert s.build().points("ann") == 4 + 1


# ------------------------------------------------------------------ board achievements
def test_board_achievements_come_and_go_with_the_board() -> None:
    s, _ = _scenario()
    s.board("ann", "Plain")
    s.hand("ann", "Starlet", "Archery")
    g = s.build().meld("Starlet")  # two stars show on top: two achievements
    assert g.events("board_achievement") == [
        "ann's star on Starlet counts as an achievement.",
        "ann's star on Starlet counts as an achievement.",
    ]
    engine = g.game.engine()
    assert engine.achievement_count(0) == 2 and engine.achievements_of(0) == 2
    assert [a.card for a in g.game.view("bob").players[0].board_achievements] == ["starlet", "starlet"]
    g.meld("Archery")  # covers Starlet (unsplayed): both stars hide
    assert g.events("board_achievement") == [
        "ann's star on Starlet no longer counts as an achievement.",
        "ann's star on Starlet no longer counts as an achievement.",
    ]
    assert g.game.engine().achievement_count(0) == 0
    assert g.game.view("ann").players[0].board_achievements == []


def test_board_achievements_count_towards_the_win() -> None:
    s, _ = _scenario()
    s.achievements("ann", "Agriculture", "Pottery", "Clothing", "Sailing")  # 4 of the 6 needed
    s.hand("ann", "Starlet")
    g = s.build().meld("Starlet")
    assert g.over and g.winners == ["ann"]
    assert g.result is not None and g.result.reason == "achievements" and g.result.achievements["ann"] == 6


def test_board_achievements_survive_a_save_and_are_not_stored() -> None:
    s, _ = _scenario()
    s.hand("ann", "Starlet")
    g = s.build().meld("Starlet")
    plugin = g.game.config.plugins
    copy = Game.from_json(g.game.to_json(), plugins=plugin)
    assert copy.engine().achievement_count(0) == 2
    assert "starlet" not in copy.state.players[0].achievements


# ------------------------------------------------------------------ after meld / tuck / splay
def test_after_meld_runs_before_on_meld_for_every_meld() -> None:
    s, plugin = _scenario()
    s.hand("ann", "Rainbow")
    s.board("ann", "Sailing")
    s.deck("base", 1, "The Wheel")
    g = s.build().meld("Rainbow")
    assert plugin.calls == [("after_meld", "ann", "rainbow", True), ("on_meld", "ann", "rainbow", True)]
    plugin.calls.clear()
    g.dogma("Sailing")  # draw and meld a 1: an effect's meld
    assert plugin.calls == [("after_meld", "ann", "the_wheel", False), ("on_meld", "ann", "the_wheel", False)]


def test_after_tuck_runs_for_every_tuck() -> None:
    s, plugin = _scenario()
    s.hand("ann", "Rainbow")
    g = s.build()
    engine = Engine(g.game.rules, g.game.state.clone(), [])
    engine.tuck(0, "rainbow")
    assert plugin.calls == [("after_tuck", "ann", "rainbow")]
    s, plugin = _scenario()
    s.board("ann", "Monotheism")  # bob has no top card to give; then ann draws and tucks a 1
    s.deck("base", 1, "Pottery")
    g = s.build().dogma("Monotheism")
    assert plugin.calls == [("after_tuck", "ann", "pottery")]
    assert g.pile("ann", "blue") == ["Pottery"]


def test_after_splay_names_who_splayed_and_whose_pile_and_skips_non_changes() -> None:
    s, plugin = _scenario()
    s.board("ann", "Tools", "Rainbow")
    s.board("ann", "Code of Laws")
    g = s.build()
    engine_calls = plugin.calls
    engine = Engine(g.game.rules, g.game.state.clone(), [])
    engine.splay(0, Color.BLUE, Splay.LEFT, by=1)  # a card that splays another player's pile
    engine.splay(0, Color.BLUE, Splay.LEFT, by=1)  # the same way again: no splay
    engine.splay(0, Color.PURPLE, Splay.LEFT)  # one card: no splay
    engine.unsplay(0, Color.BLUE)
    assert engine_calls == [
        ("after_splay", "bob", "blue", "left", "ann"),
        ("after_splay", "ann", "blue", "none", "ann"),
    ]


# ------------------------------------------------------------------ a dogma executed repeatedly
def test_a_repeated_demand_goes_round_the_affected_players_again() -> None:
    s, _ = _scenario(("ann", "bob", "cat"))
    s.board("ann", "Archery")  # 2 castles; demand: draw a 1, then give me your highest hand card
    s.board("bob", "Writing")
    s.board("cat", "Pottery")
    s.deck("base", 1, "Oars", "Sailing", "Clothing", "Agriculture")
    g = s.build().act("twice archery")
    draws = [(e.player, e.card) for e in g.game.events if e.kind == "draw"]
    # round after round, in the demand's order
    assert draws == [("bob", "oars"), ("cat", "sailing"), ("bob", "clothing"), ("cat", "agriculture")]
    assert g.events("repeat") == ["The demand of Archery goes round again."]
    assert sorted(g.hand("ann")) == ["Agriculture", "Clothing", "Oars", "Sailing"]
    assert g.hand("bob") == [] and g.hand("cat") == []
    assert not g.shared_bonus


def test_a_repeated_non_demand_is_executed_twice_by_the_activator_and_once_by_sharers() -> None:
    s, _ = _scenario(("ann", "bob", "cat"))
    s.board("ann", "Writing")  # 2 lightbulbs: draw a 2
    s.board("bob", "Philosophy")  # 2 lightbulbs: shares
    s.board("cat", "Pottery")  # none: does not share
    s.deck("base", 2, "Calendar", "Mathematics", "Mapmaking", "Fermenting")
    g = s.build().act("twice writing")
    assert g.hand("bob") == ["Calendar"]  # the sharer goes first, once
    assert g.hand("ann")[:2] == ["Mathematics", "Mapmaking"] and len(g.hand("ann")) == 3  # twice, then the bonus
    assert g.hand("cat") == []
    assert g.shared_bonus and g.events("repeat") == ["ann executes the effect again."]


def test_dogma_repeat_counts_are_bounded() -> None:
    s, _ = _scenario()
    s.board("ann", "Writing")
    g = s.build()
    engine = g.game.engine()
    for bad in (0, 11, True, 2.0):
        with pytest.raises(ValueError):
            engine.dogma(0, "writing", demand_times=bad)  # type: ignore[arg-type]
        with pytest.raises(ValueError):
            engine.dogma(0, "writing", activator_times=bad)  # type: ignore[arg-type]


def test_a_card_printed_without_effects_may_be_dogmad_and_does_nothing() -> None:
    s, _ = _scenario()
    s.board("ann", "Rainbow")  # a featured crown, no effects
    g = s.build()
    assert "dogma rainbow" in g.options
    before = g.game.state.clone()
    g.dogma("Rainbow")
    assert g.idle and g.game.state.actions_left == 1
    assert g.game.state.players == before.players


def test_expansion_hooks_need_no_config_beyond_the_plugin() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=3, plugins=[Sixes()]))
    assert game.pending is not None
