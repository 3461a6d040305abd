"""Fault injection: exceptions raised inside ``Game.answer()`` must leave the game untouched.

:class:`FaultPlugin` is a rules plugin that does nothing until armed, then raises a chosen
exception from one hook — a buggy third-party plugin, ``KeyboardInterrupt`` or ``MemoryError``
arriving while the engine runs. :func:`check_fault` arms it at a random hook (or sets a real
interval timer whose signal handler raises, at a random moment), answers, and requires that the
very exception propagated and that the game is byte-identical to what it was (its save, pending
decision, history and events) — or, when the fault never fired, that the answer went through.
"""

from __future__ import annotations

import random
import signal
import sys
from collections.abc import Callable

from innovation.errors import InnovationError
from innovation.game import Game
from innovation.rules.hookspecs import hookimpl

#: Every hook the engine calls while a game is played (setup and registration run only once;
#: ``innovation_perform_action`` only for an action a plugin adds, which no shipped plugin does).
PLAY_HOOKS = (
    "innovation_on_draw",
    "innovation_after_meld",
    "innovation_on_meld",
    "innovation_after_tuck",
    "innovation_after_junk_from_hand",
    "innovation_after_supply_take",
    "innovation_after_splay",
    "innovation_board_achievements",
    "innovation_dogma_effects",
    "innovation_score",
    "innovation_achievement_cost",
    "innovation_achievement_eligible",
    "innovation_achievements_to_win",
    "innovation_turn_start",
    "innovation_legal_actions",
    "innovation_return_destination",
    "innovation_share_bonus_set",
    "innovation_after_action",
)


class InjectedInterrupt(BaseException):
    """What a server's request-timeout signal handler might raise (not an ``Exception``)."""


#: The exceptions injected, each a fresh instance (the check requires that very object back).
FAULTS: tuple[Callable[[], BaseException], ...] = (
    lambda: RuntimeError("injected: a plugin bug"),
    lambda: KeyError("injected"),
    lambda: InnovationError("injected: a typed error from a plugin"),
    KeyboardInterrupt,
    MemoryError,
    lambda: InjectedInterrupt("injected: a request timed out"),
)


class FaultPlugin:
    """Raises ``armed[1]`` from the next call of hook ``armed[0]`` (once, after ``skip`` calls
    of it pass), otherwise returns None from every hook, which changes nothing. Its hooks take
    none of their arguments (pluggy passes an implementation only the arguments it names), so
    it fits whatever a hook is given."""

    PLUGIN_NAME = "soak_faults"

    def __init__(self) -> None:
        self.armed: tuple[str, BaseException] | None = None
        self.skip = 0
        self.fired = 0
        self.calls: dict[str, int] = {}

    def arm(self, hook: str, exc: BaseException, *, skip: int = 0) -> None:
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
    def innovation_on_draw(self) -> None:
        self._hook("innovation_on_draw")

    @hookimpl
    def innovation_after_meld(self) -> None:
        self._hook("innovation_after_meld")

    @hookimpl
    def innovation_on_meld(self) -> None:
        self._hook("innovation_on_meld")

    @hookimpl
    def innovation_after_tuck(self) -> None:
        self._hook("innovation_after_tuck")

    @hookimpl
    def innovation_after_junk_from_hand(self) -> None:
        self._hook("innovation_after_junk_from_hand")

    @hookimpl
    def innovation_after_supply_take(self) -> None:
        self._hook("innovation_after_supply_take")

    @hookimpl
    def innovation_after_splay(self) -> None:
        self._hook("innovation_after_splay")

    @hookimpl
    def innovation_board_achievements(self) -> None:
        self._hook("innovation_board_achievements")

    @hookimpl
    def innovation_dogma_effects(self) -> None:
        self._hook("innovation_dogma_effects")

    @hookimpl
    def innovation_score(self) -> None:
        self._hook("innovation_score")

    @hookimpl
    def innovation_achievement_cost(self) -> None:
        self._hook("innovation_achievement_cost")

    @hookimpl
    def innovation_achievement_eligible(self) -> None:
        self._hook("innovation_achievement_eligible")

    @hookimpl
    def innovation_achievements_to_win(self) -> None:
        self._hook("innovation_achievements_to_win")

    @hookimpl
    def innovation_turn_start(self) -> None:
        self._hook("innovation_turn_start")

    @hookimpl
    def innovation_legal_actions(self) -> None:
        self._hook("innovation_legal_actions")

    @hookimpl
    def innovation_return_destination(self) -> None:
        self._hook("innovation_return_destination")

    @hookimpl
    def innovation_share_bonus_set(self) -> None:
        self._hook("innovation_share_bonus_set")

    @hookimpl
    def innovation_after_action(self) -> None:
        self._hook("innovation_after_action")


class FaultViolation(AssertionError):
    """A fault left the game changed, or came back as another exception."""


def fault_plugin(game: Game) -> FaultPlugin | None:
    """The game's fault plugin, if it was created with one."""
    return next((p for p in game.config.plugins if isinstance(p, FaultPlugin)), None)


def _snapshot(game: Game) -> tuple[str, object, int, int]:
    return game.to_json(), game.pending, len(game.history), len(game.events)


def check_fault(game: Game, player: str, option: str, rng: random.Random) -> bool:
    """Answer ``option`` with a fault injected at random; True if the answer went through (the
    fault never fired, or a timer fired too late), False if it was refused — then the game is
    byte-identical to before. Raises :class:`FaultViolation` otherwise."""
    plugin = fault_plugin(game)
    before = _snapshot(game)
    number = game.pending.number if game.pending is not None else None
    use_timer = plugin is None or (hasattr(signal, "setitimer") and rng.random() < 0.25)
    exc = rng.choice(FAULTS)()
    raised: BaseException | None = None
    try:
        if use_timer:
            _timer_answer(game, player, option, number, rng)
        else:
            assert plugin is not None
            plugin.arm(rng.choice(PLAY_HOOKS), exc, skip=rng.randrange(3))
            try:
                game.answer(player, option, number)
            finally:
                plugin.disarm()
    except BaseException as caught:
        raised = caught
    if raised is None:
        return True  # the fault never fired
    if use_timer and len(game.history) > before[2]:
        # The timer fired once the answer was done (or a broken answer() kept half of it): the
        # game must then be whole, just as a copy loaded from its save is.
        copy = Game.from_json(game.to_json(), plugins=game.config.plugins)
        if copy.pending != game.pending or copy.to_json() != game.to_json():
            raise FaultViolation(f"{raised!r} left the game inconsistent with its own save")
        return True
    if not use_timer and raised is not exc:
        raise FaultViolation(f"injected {exc!r} but {type(raised).__name__}: {raised} came back")
    if use_timer and not isinstance(raised, InjectedInterrupt):
        raise FaultViolation(f"a timeout signal came back as {type(raised).__name__}: {raised}")
    after = _snapshot(game)
    if after != before:
        parts = ("save", "pending", "history", "events")
        what = [name for name, a, b in zip(parts, before, after, strict=True) if a != b]
        raise FaultViolation(f"{raised!r} left the game changed: {', '.join(what)}")
    return False


def _timer_answer(game: Game, player: str, option: str, number: int | None, rng: random.Random) -> None:
    """Answer with a real interval timer armed, whose handler raises :class:`InjectedInterrupt`."""
    if not hasattr(signal, "setitimer") or sys.platform == "win32":
        game.answer(player, option, number)
        return

    def on_alarm(signum: int, frame: object) -> None:
        raise InjectedInterrupt("injected: a request timed out")

    previous = signal.signal(signal.SIGALRM, on_alarm)
    try:
        signal.setitimer(signal.ITIMER_REAL, rng.uniform(0.00002, 0.003))
        game.answer(player, option, number)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
