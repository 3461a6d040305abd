"""The engine's direct hook calls (``innovation.rules.hookcalls``) do exactly what pluggy's relay does:
the same implementations, in the same order, with the same results — also after a plugin is
registered or unregistered late, with wrappers, with monitoring on, and when a hook raises."""

from __future__ import annotations

import contextlib
from collections.abc import Generator
from typing import Any

import pluggy
import pytest

from innovation.rules import hookspecs
from innovation.rules.hookcalls import HookCalls, PluginManager, calls_of
from innovation.rules.hookspecs import hookimpl
from innovation.rules.plugins import build_rules

CALLED: list[str] = []


class Costs:
    """Answers the first-result hook with a fixed value (None: no answer)."""

    def __init__(self, name: str, cost: int | None) -> None:
        self.PLUGIN_NAME, self.cost = name, cost

    @hookimpl
    def innovation_achievement_cost(self, ctx: Any, age: int) -> int | None:
        CALLED.append(self.PLUGIN_NAME)
        return None if self.cost is None else self.cost * age

    @hookimpl
    def innovation_score(self, ctx: Any) -> int | None:
        CALLED.append(self.PLUGIN_NAME)
        return self.cost


class First:
    PLUGIN_NAME = "first"

    @hookimpl(tryfirst=True)
    def innovation_score(self, ctx: Any) -> int | None:
        CALLED.append(self.PLUGIN_NAME)
        return 100


class Last:
    PLUGIN_NAME = "last"

    @hookimpl(trylast=True)
    def innovation_achievement_cost(self, ctx: Any, age: int) -> int | None:
        CALLED.append(self.PLUGIN_NAME)
        return 999


class Wrapper:
    PLUGIN_NAME = "wrapper"

    @hookimpl(wrapper=True)
    def innovation_score(self, ctx: Any) -> Generator[None, list[int], list[int]]:
        CALLED.append("wrapper-in")
        results = yield
        CALLED.append("wrapper-out")
        return [*results, -1]


class Raises:
    PLUGIN_NAME = "raises"

    def __init__(self) -> None:
        self.error = RuntimeError("a plugin's bug")

    @hookimpl
    def innovation_score(self, ctx: Any) -> int | None:
        raise self.error


def _manager(*plugins: object) -> PluginManager:
    pm = PluginManager(hookspecs.PROJECT)
    pm.add_hookspecs(hookspecs)
    for plugin in plugins:
        pm.register(plugin, name=getattr(plugin, "PLUGIN_NAME", None))
    return pm


def _both(pm: PluginManager, hook: str, **kwargs: object) -> tuple[object, list[str], object, list[str]]:
    """(result, calls) through pluggy's relay, then through the direct calls."""
    CALLED.clear()
    theirs = getattr(pm.hook, hook)(**kwargs)
    their_calls = list(CALLED)
    CALLED.clear()
    ours = getattr(pm.calls, hook)(**kwargs)
    return theirs, their_calls, ours, list(CALLED)


@pytest.mark.parametrize(
    "costs",
    [(), (None,), (3,), (None, 4), (2, None, 5), (None, None), (7, 8, 9)],
    ids=str,
)
def test_same_order_and_results_as_pluggy(costs: tuple[int | None, ...]) -> None:
    plugins = [Costs(f"p{k}", cost) for k, cost in enumerate(costs)]
    for extra in ([], [First()], [Last()], [First(), Last()]):
        pm = _manager(*plugins, *extra)
        for hook, kwargs in (("innovation_achievement_cost", {"ctx": None, "age": 3}), ("innovation_score", {})):
            kwargs = {"ctx": None, **kwargs}
            theirs, their_calls, ours, our_calls = _both(pm, hook, **kwargs)
            assert (ours, our_calls) == (theirs, their_calls)


def test_a_hook_nobody_implements_answers_like_pluggy() -> None:
    pm = _manager(Costs("p", 1))
    assert _both(pm, "innovation_legal_actions", ctx=None)[::2] == ([], [])
    assert _both(pm, "innovation_return_destination", ctx=None, card="x")[::2] == (None, None)


def test_late_registration_and_unregistration_are_seen() -> None:
    pm = _manager(Costs("early", None))
    assert pm.calls.innovation_achievement_cost(ctx=None, age=2) is None
    late = Costs("late", 5)
    pm.register(late, name="late")
    theirs, their_calls, ours, our_calls = _both(pm, "innovation_achievement_cost", ctx=None, age=2)
    assert (ours, our_calls) == (theirs, their_calls) == (10, ["late"])
    pm.unregister(late)
    assert _both(pm, "innovation_achievement_cost", ctx=None, age=2)[::2] == (None, None)
    pm.set_blocked("early")
    assert _both(pm, "innovation_score", ctx=None)[::2] == ([], [])


def test_a_wrapped_hook_is_left_to_pluggy() -> None:
    pm = _manager(Costs("p", 2), Wrapper())
    assert not isinstance(pm.calls, pluggy.HookRelay)
    theirs, their_calls, ours, our_calls = _both(pm, "innovation_score", ctx=None)
    assert (ours, our_calls) == (theirs, their_calls) == ([2, -1], ["wrapper-in", "p", "wrapper-out"])
    assert isinstance(pm.calls.innovation_score, pluggy.HookCaller)


def test_monitoring_sees_every_call_once_it_is_on() -> None:
    pm = _manager(Costs("p", 2))
    pm.calls.innovation_score(ctx=None)  # made before monitoring
    seen: list[str] = []
    undo = pm.add_hookcall_monitoring(lambda name, impls, kwargs: seen.append(name), lambda *args: None)
    assert pm.calls.innovation_score(ctx=None) == [2]
    assert seen == ["innovation_score"]
    undo()


def test_an_exception_propagates_unchanged() -> None:
    raising = Raises()
    pm = _manager(Costs("p", 1), raising)
    for relay in (pm.hook, pm.calls):
        with pytest.raises(RuntimeError) as info:
            relay.innovation_score(ctx=None)
        assert info.value is raising.error


def test_a_missing_argument_is_a_hook_call_error_both_ways() -> None:
    pm = _manager(Costs("p", 1))
    for relay in (pm.hook, pm.calls):
        warned = pytest.warns(UserWarning) if relay is pm.hook else contextlib.nullcontext()
        with pytest.raises(pluggy.HookCallError), warned:
            relay.innovation_achievement_cost(ctx=None)


def test_the_rules_use_the_direct_calls_for_every_hook_of_the_shipped_plugins() -> None:
    rules = build_rules(("artifacts", "echoes"))
    calls = calls_of(rules.pm)
    assert isinstance(calls, HookCalls)
    for hook in rules.implemented:
        assert not isinstance(getattr(calls, hook), pluggy.HookCaller), hook
    plain = pluggy.PluginManager(hookspecs.PROJECT)
    assert calls_of(plain) is plain.hook
