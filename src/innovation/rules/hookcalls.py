"""Calling the plugins' hooks without pluggy's general machinery on the hot paths.

pluggy's relay (``pm.hook.innovation_x(...)``) copies the implementation list, applies the spec's
defaults, checks the arguments and runs a loop that also serves wrappers, on every call — a third
of the time of some hooks the engine calls after every move. :class:`HookCalls` makes, once per
hook, a plain function that calls the implementations directly, in pluggy's order (the
last-registered and ``tryfirst`` first) and with its result rules (a list of the results that are
not None; for a ``firstresult`` hook the first such result, or None). A hook it cannot call so
exactly — one with a wrapper or hookwrapper, a historic hook, a spec with argument defaults, or
any hook while call monitoring or tracing is on — is left to pluggy's own caller.

:class:`PluginManager` keeps it true: registering or unregistering a plugin, adding hook
specifications or turning monitoring on forgets the functions made so far, so the next call sees
the plugins as pluggy would (``tests/core/test_hookcalls.py`` compares the two).
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import Any

import pluggy

HookFunction = Callable[..., Any]


class HookCalls:
    """``calls.innovation_x(ctx=..., ...)``: the hook ``innovation_x`` of ``pm``, called as pluggy
    would call it (see the module docstring)."""

    def __init__(self, pm: pluggy.PluginManager) -> None:
        self._pm = pm
        self._monitored = False

    def __getattr__(self, name: str) -> HookFunction:
        if name.startswith("_"):
            raise AttributeError(name)
        call = self._make(name)
        self.__dict__[name] = call  # found without __getattr__ from now on, until reset()
        return call

    def reset(self, *, monitored: bool = False) -> None:
        """Forget the functions made so far (the plugins or the specifications changed)."""
        pm, was = self._pm, self._monitored
        self.__dict__.clear()
        self._pm, self._monitored = pm, was or monitored

    def _make(self, name: str) -> HookFunction:
        caller: pluggy.HookCaller = getattr(self._pm.hook, name)
        spec = caller.spec
        impls = caller.get_hookimpls()
        if (
            self._monitored
            or caller.is_historic()
            or (spec is not None and getattr(spec, "kwargdefaults", None))
            or any(impl.hookwrapper or getattr(impl, "wrapper", False) or impl.kwargnames for impl in impls)
        ):
            return caller
        firstresult = bool(spec is not None and spec.opts.get("firstresult", False))
        # pluggy calls the implementations from the end of its list.
        plan = tuple((impl.function, tuple(impl.argnames)) for impl in reversed(impls))
        return _first_result(plan) if firstresult else _all_results(plan)


def _arguments(names: tuple[str, ...], kwargs: dict[str, object]) -> list[object]:
    try:
        return [*map(kwargs.__getitem__, names)]
    except KeyError as exc:
        raise pluggy.HookCallError(f"hook call must provide argument {exc.args[0]!r}") from exc


def _first_result(plan: tuple[tuple[HookFunction, tuple[str, ...]], ...]) -> HookFunction:
    def call(**kwargs: object) -> Any:
        for function, names in plan:
            result = function(*_arguments(names, kwargs))
            if result is not None:
                return result
        return None

    return call


def _all_results(plan: tuple[tuple[HookFunction, tuple[str, ...]], ...]) -> HookFunction:
    def call(**kwargs: object) -> list[Any]:
        results: list[Any] = []
        for function, names in plan:
            result = function(*_arguments(names, kwargs))
            if result is not None:
                results.append(result)
        return results

    return call


class PluginManager(pluggy.PluginManager):
    """pluggy's plugin manager, with :class:`HookCalls` (``calls``) kept in step with it."""

    def __init__(self, project_name: str) -> None:
        super().__init__(project_name)
        self.calls = HookCalls(self)

    def register(self, plugin: object, name: str | None = None) -> str | None:
        try:
            return super().register(plugin, name)
        finally:
            self.calls.reset()

    def unregister(self, plugin: object | None = None, name: str | None = None) -> Any | None:
        try:
            return super().unregister(plugin, name)
        finally:
            self.calls.reset()

    def add_hookspecs(self, module_or_class: ModuleType | type) -> None:
        try:
            super().add_hookspecs(module_or_class)
        finally:
            self.calls.reset()

    def add_hookcall_monitoring(self, before: Any, after: Any) -> Callable[[], None]:
        undo = super().add_hookcall_monitoring(before, after)
        self.calls.reset(monitored=True)  # from now on every hook goes through pluggy
        return undo


def calls_of(pm: pluggy.PluginManager) -> HookCalls | pluggy.HookRelay:
    """The fastest exact way to call ``pm``'s hooks: its :class:`HookCalls`, or pluggy's relay for
    a plain pluggy manager."""
    return pm.calls if isinstance(pm, PluginManager) else pm.hook
