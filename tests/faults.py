"""A plugin that does nothing until armed, then raises a chosen exception from one hook: the
stand-in for a buggy third-party plugin, an interrupt or a request timeout arriving while the
engine runs. Used by the transaction tests."""

from __future__ import annotations

from typing import Any

from innovation.hookspecs import hookimpl

#: Every hook the engine calls while a game is played (setup and registration run only once).
PLAY_HOOKS = (
    "innovation_on_draw",
    "innovation_on_meld",
    "innovation_dogma_effects",
    "innovation_score",
    "innovation_achievement_cost",
    "innovation_achievement_eligible",
    "innovation_achievements_to_win",
    "innovation_turn_start",
    "innovation_legal_actions",
    "innovation_return_destination",
)


class RequestTimeout(BaseException):
    """What a server's timeout signal handler might raise (not an ``Exception``)."""


class FaultPlugin:
    """Raises ``armed[1]`` from the next call of hook ``armed[0]`` (once), otherwise returns
    None from every hook, which changes nothing."""

    PLUGIN_NAME = "faults"

    def __init__(self) -> None:
        self.armed: tuple[str, BaseException] | None = None
        self.skip = 0
        self.fired = 0
        self.calls: dict[str, int] = {}

    def arm(self, hook: str, exc: BaseException, *, skip: int = 0) -> None:
        """Raise ``exc`` from hook ``hook`` once, after letting ``skip`` calls of it pass."""
        self.armed = (hook, exc)
        self.skip = skip

    def disarm(self) -> None:
        self.armed = None

    def _hook(self, name: str) -> None:
        self.calls[name] = self.calls.get(name, 0) + 1
        if self.armed is not None and self.armed[0] == name:
            if self.skip > 0:
                self.skip -= 1
                return
            exc = self.armed[1]
            self.armed = None
            self.fired += 1
            raise exc

    @hookimpl
    def innovation_on_draw(self, ctx: Any, age: int, set_name: str) -> None:
        self._hook("innovation_on_draw")

    @hookimpl
    def innovation_on_meld(self, ctx: Any, card: str, is_action: bool) -> None:
        self._hook("innovation_on_meld")

    @hookimpl
    def innovation_dogma_effects(self, ctx: Any, card: str) -> None:
        self._hook("innovation_dogma_effects")

    @hookimpl
    def innovation_score(self, ctx: Any) -> None:
        self._hook("innovation_score")

    @hookimpl
    def innovation_achievement_cost(self, ctx: Any, age: int) -> None:
        self._hook("innovation_achievement_cost")

    @hookimpl
    def innovation_achievement_eligible(self, ctx: Any, age: int) -> None:
        self._hook("innovation_achievement_eligible")

    @hookimpl
    def innovation_achievements_to_win(self, ctx: Any) -> None:
        self._hook("innovation_achievements_to_win")

    @hookimpl
    def innovation_turn_start(self, ctx: Any) -> None:
        self._hook("innovation_turn_start")

    @hookimpl
    def innovation_legal_actions(self, ctx: Any) -> None:
        self._hook("innovation_legal_actions")

    @hookimpl
    def innovation_return_destination(self, ctx: Any, card: str) -> None:
        self._hook("innovation_return_destination")
