"""An action's increase of printed values (``ctx.raise_effect_values``, :mod:`innovation.rules.effect_values`;
docs/rulings.md, "Printed values"): which effects it reaches (every player's: shared, demanded), how it
combines with static "effect_age" karmas, that it ends with the action — a normal end, a game won, an
action that raises — and that it lives in the game state (saves, copies, pickles, take-backs). Written
with a small test set (below), never an expansion's cards."""

from __future__ import annotations

import copy
import pickle
from typing import Any

import pytest

from innovation import Game
from innovation.errors import PluginError, SaveError
from innovation.plugin_api import (
    CardBook,
    CardContext,
    CardInfo,
    CardSet,
    Color,
    EffectContext,
    Icon,
    KarmaContext,
    hookimpl,
)
from innovation.rules.effect_values import ACTION_VALUE_KEYS
from innovation.testing import Scenario, ScenarioGame
from tests.helpers import resign

C = Icon.CROWN


def _card(
    cid: str, color: Color, demand: str | None = None, non_demands: int = 0, echo: bool = False, crowns: int = 3
) -> CardInfo:
    return CardInfo(
        id=cid,
        name=cid.title(),
        set="valued",
        age=1,
        color=color,
        icons={3: (Icon.HEX, C, C, C), 4: (C, C, C, C), -1: (Icon.ECHO, C, C, C)}[crowns],
        dogma_icon=C,
        demand_kind=demand,  # type: ignore[arg-type]
        non_demand_count=non_demands,
        has_echo=echo,
    )


CARDS = (
    _card("booster", Color.PURPLE),  # +1 to dogma and echo effects of the action (a would-first karma)
    _card("lifter", Color.GREEN),  # +2 to karma effects only
    _card("tenfold", Color.YELLOW),  # static: values in your effects count as 10
    _card("meter", Color.RED, demand="demand", non_demands=2, echo=True, crowns=-1),  # reads printed values, asks
    _card("crasher", Color.BLUE, non_demands=1),  # raises its values, then fails
    _card("winner", Color.BLUE, non_demands=1),  # raises its values, then wins
    _card("sentinel", Color.GREEN),  # a karma reading a printed value whenever anyone melds
    *(_card(f"crowned_{c.name.lower()}", c, crowns=4) for c in (Color.BLUE, Color.GREEN, Color.YELLOW, Color.PURPLE)),
)
book = CardBook("valued")


def _read(ctx: EffectContext, label: str, printed: int) -> None:
    """Read a printed value and say what it counts as, in the game's log (replayed with the game)."""
    ctx.log("choice", f"read {label}:{ctx.name()} {printed} {ctx.effect_age(printed)}")


def reads(game: Game, since: int = 0) -> list[tuple[str, int, int]]:
    """What the effects read since event ``since``: (who reads, what it printed, what it counts as)."""
    out = []
    for e in game.events[since:]:
        if e.text.startswith("read "):
            who, printed, value = e.text.split()[1:]
            out.append((who, int(printed), int(value)))
    return out


@book.karma("booster", "dogma", "first")
def booster_dogma(ctx: KarmaContext) -> None:
    """Before you take a Dogma action, values printed in its dogma and echo effects count one more."""
    ctx.raise_effect_values(1, ("dogma", "echo"))


@book.karma("lifter", "dogma", "first")
def lifter_dogma(ctx: KarmaContext) -> None:
    """Before you take a Dogma action, values printed in karma effects during it count two more."""
    ctx.raise_effect_values(2, ("karma",))


@book.karma("tenfold", "effect_age", "static")
def tenfold_effect_age(ctx: CardContext, age: int) -> int:
    """Every value printed in an effect you execute counts as a 10."""
    return 10


@book.karma("sentinel", "meld", "first", anyone=True)
def sentinel_meld(ctx: KarmaContext) -> None:
    """Before anyone melds, read a printed 4."""
    _read(ctx, "karma", 4)


@book.echo("meter")
def meter_echo(ctx: EffectContext) -> None:
    """Reads a printed 3."""
    _read(ctx, "echo", 3)


@book.demand("meter")
def meter_demand(ctx: EffectContext) -> None:
    """Reads a printed 1."""
    _read(ctx, "demand", 1)


@book.effect("meter")
def meter_shared(ctx: EffectContext) -> None:
    """Reads a printed 2, then asks."""
    _read(ctx, "shared", 2)
    ctx.yes_no("Go on?")


@book.effect("meter")
def meter_meld(ctx: EffectContext) -> None:
    """Reads a printed 5, then may meld a card from the hand."""
    _read(ctx, "second", 5)
    hand = ctx.hand()
    if hand and ctx.yes_no("Meld?"):
        ctx.meld(hand[0])


@book.effect("crasher")
def crasher(ctx: EffectContext) -> None:
    """Raises values, then breaks."""
    ctx.raise_effect_values(3)
    raise PluginError("broken on purpose")


@book.effect("winner")
def winner(ctx: EffectContext) -> None:
    """Raises values, then wins."""
    ctx.raise_effect_values(3)
    ctx.win()


class Valued:
    PLUGIN_NAME = "valued"

    @hookimpl
    def innovation_register_cards(self) -> CardSet:
        return book.card_set(CARDS)


PLUGIN = Valued()


def _scenario() -> Scenario:
    s = Scenario(players=("ann", "bob", "cat"), plugins=[PLUGIN])
    s.board("bob", "Writing")  # no crown: demanded
    s.board("cat", "Crowned_Blue", "Crowned_Green", "Crowned_Yellow", "Crowned_Purple")  # 16 crowns: shares
    return s


def _increase(g: ScenarioGame) -> dict[str, int]:
    return {k: v for k, v in g.game.state.counters.items() if k in ACTION_VALUE_KEYS}


def test_without_an_increase_printed_values_are_read_as_printed() -> None:
    s = _scenario()
    s.board("ann", "Meter")
    g = s.build().dogma("Meter").answer("yes", "yes")
    assert reads(g.game) == [
        ("echo:cat", 3, 3),
        ("echo:ann", 3, 3),
        ("demand:bob", 1, 1),
        ("shared:cat", 2, 2),
        ("shared:ann", 2, 2),
        ("second:cat", 5, 5),
        ("second:ann", 5, 5),
    ]


def test_an_increase_reaches_every_players_dogma_and_echo_effects_of_the_action() -> None:
    s = _scenario()
    s.board("ann", "Booster").board("ann", "Meter")
    g = s.build().dogma("Meter")
    assert _increase(g) == {"action.values.dogma": 1, "action.values.echo": 1}  # kept while the action waits
    g.answer("yes", "yes")
    # the sharer and the demanded player read the increased values too
    assert reads(g.game) == [
        ("echo:cat", 3, 4),
        ("echo:ann", 3, 4),
        ("demand:bob", 1, 2),
        ("shared:cat", 2, 3),
        ("shared:ann", 2, 3),
        ("second:cat", 5, 6),
        ("second:ann", 5, 6),
    ]
    assert _increase(g) == {}  # the action is over


def test_an_increase_ends_with_its_action() -> None:
    s = _scenario()
    s.board("ann", "Booster").board("ann", "Meter").board("ann", "Sentinel")
    s.hand("ann", "Archery")
    g = s.build().dogma("Meter").answer("yes", "yes", "no")
    assert _increase(g) == {}
    mark = len(g.game.events)
    g.meld("Archery")  # the next action: the karma reads its value as printed
    assert reads(g.game, mark) == [("karma:ann", 4, 4)]


def test_a_scope_reaches_only_its_kind_of_effect() -> None:
    s = _scenario()
    s.board("ann", "Lifter").board("ann", "Meter")
    s.board("bob", "Sentinel")  # anyone's melds: a karma effect of bob's during ann's action
    s.hand("ann", "Archery")
    g = s.build().dogma("Meter").answer("yes", "yes", "yes")  # ann melds Archery
    read = reads(g.game)
    assert ("shared:ann", 2, 2) in read and ("echo:ann", 3, 3) in read  # dogma and echo: as printed
    assert ("karma:bob", 4, 6) in read  # a karma effect during the action, another player's: two more


def test_counts_as_first_then_the_increase_and_only_for_the_static_karmas_owner() -> None:
    s = _scenario()
    s.board("ann", "Booster").board("ann", "Meter")
    s.board("cat", "Tenfold")  # cat's own effects count as 10
    g = s.build().dogma("Meter").answer("yes", "yes")
    read = reads(g.game)
    assert ("shared:cat", 2, 11) in read  # 10, then the action's one more
    assert ("shared:ann", 2, 3) in read  # ann's effects: only the increase
    assert ("demand:bob", 1, 2) in read


def test_bad_increases_are_refused_and_change_nothing() -> None:
    s = _scenario()
    s.board("ann", "Meter")
    g = s.build().dogma("Meter")
    ctx = g.game.engine().hook_context(0)
    for n, scopes in ((-1, ("dogma",)), (1001, ("dogma",)), (True, ("dogma",)), (1, ("bogus",)), (1, ()), (1, "dogma")):
        with pytest.raises(ValueError):
            ctx.raise_effect_values(n, scopes)  # type: ignore[arg-type]
    assert _increase(g) == {}


def test_an_action_that_raises_leaves_the_game_as_it_was() -> None:
    s = _scenario()
    s.board("ann", "Crasher")
    g = s.build()
    before = g.game.to_json()
    with pytest.raises(PluginError, match="on purpose"):
        g.dogma("Crasher")
    assert _increase(g) == {}
    assert g.game.to_json() == before


def test_a_game_won_during_the_action_keeps_no_increase() -> None:
    s = _scenario()
    s.board("ann", "Winner")
    g = s.build().dogma("Winner")
    assert g.winners == ["cat"]  # cat shares, and wins first
    assert _increase(g) == {}


def _mid_action() -> ScenarioGame:
    s = _scenario()
    s.board("ann", "Booster").board("ann", "Meter")
    return s.build().dogma("Meter")  # waiting for cat's "Go on?"


def _finish(game: Game) -> list[tuple[str, int, int]]:
    mark = len(game.events)
    while game.pending is not None and game.pending.kind != "action":
        game.answer(game.pending.player, "yes")
    return reads(game, mark)


def test_saves_copies_and_pickles_carry_the_increase_through_the_action() -> None:
    g = _mid_action()
    assert _increase(g)
    text = g.game.to_json()
    twins = [
        Game.from_json(text, [PLUGIN]),
        g.game.copy(),
        pickle.loads(pickle.dumps(g.game)),
        copy.deepcopy(g.game),
    ]
    expected = _finish(g.game)
    assert ("shared:cat", 2, 3) not in expected and ("shared:ann", 2, 3) in expected
    for twin in twins:
        assert {k: v for k, v in twin.state.counters.items() if k in ACTION_VALUE_KEYS} == {
            "action.values.dogma": 1,
            "action.values.echo": 1,
        }
        assert _finish(twin) == expected
        assert not ACTION_VALUE_KEYS & twin.state.counters.keys()


def test_a_take_back_restores_the_increase_as_it_was() -> None:
    s = Scenario(players=("ann", "bob"), plugins=[PLUGIN])
    s.board("ann", "Booster").board("ann", "Meter")
    s.hand("ann", "Archery")
    g = s.build().dogma("Meter").answer("yes")  # ann goes on: asked whether to meld
    assert _increase(g) == {"action.values.dogma": 1, "action.values.echo": 1}
    g.game.undo("ann")  # back to "Go on?", in the middle of the action
    assert _increase(g) == {"action.values.dogma": 1, "action.values.echo": 1}
    mark = len(g.game.events)
    g.answer("yes", "no")
    assert _increase(g) == {}
    assert reads(g.game, mark) == [("second:ann", 5, 6)]


def test_a_save_holding_an_increase_between_actions_is_refused() -> None:
    s = _scenario()
    s.board("ann", "Meter")
    text = s.build().game.to_json()

    def forge(payload: dict[str, Any]) -> None:
        payload["snapshot"]["counters"]["action.values.dogma"] = 5

    with pytest.raises(SaveError, match="increase of printed values"):
        Game.from_json(resign(text, forge), [PLUGIN])
