"""Typed errors raised by the engine.

Every error an embedder can provoke with bad input derives from :class:`InnovationError`, and every
such error leaves the game exactly as it was before the call.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class InnovationError(Exception):
    """Base class of every error the engine raises on purpose."""


class ConfigError(InnovationError):
    """A :class:`~innovation.GameConfig` is invalid (player count, names, expansions, teams …)."""


class UnknownExpansionError(ConfigError):
    """An expansion name that no installed plugin provides."""


class NotImplementedRuleError(InnovationError):
    """A rule set or card that the engine knows about but does not implement yet.

    Raised loudly instead of silently doing nothing; ``docs/coverage.md`` lists the gaps.
    """


class PluginError(InnovationError):
    """A plugin's hook returned what its hook specification does not allow (a string for a
    score, an undeclared zone for a return, a win needing fewer than one achievement …). Raised
    inside an answer, it leaves the game as it was, like any other exception."""


class AnswerError(InnovationError):
    """An answer that cannot be accepted; the game is unchanged."""


class WrongPlayerError(AnswerError):
    """The answer came from a player who is not the one being asked."""


class IllegalAnswerError(AnswerError):
    """The answer is not one of the pending decision's options (or is not even a string)."""


class GameOverError(AnswerError):
    """The game has ended; no more answers are accepted."""


class StaleDecisionError(AnswerError):
    """The answer names a decision (``number=``) other than the pending one: it was meant for an
    earlier decision (a repeated click, a retried request) or is from the future."""


class GameBusyError(AnswerError):
    """``answer()`` or ``play()`` was called from inside a running answer of the same game (a
    plugin hook or an agent calling back into the game it is part of). Nothing changed. (Calls
    from other threads do not get this error: they wait their turn.)"""


class UndoError(AnswerError):
    """A take-back (``Game.undo``) that is not allowed: the player did not give the latest answer,
    there is none, or it lies before a point that cannot be undone (docs/embedding.md,
    "Take-backs"). Nothing changed."""


class ViewError(InnovationError):
    """A view was asked for someone who is not playing, or with an invalid ``events_since``."""


class SaveError(InnovationError):
    """A save file could not be loaded: corrupt, tampered with, truncated or of an unknown version."""


class ScenarioError(InnovationError):
    """A scenario built with :mod:`innovation.testing` is inconsistent (unknown card, card used twice …)."""


def hook_result(hook: str, value: object, ok: Callable[[object], bool], expected: str) -> Any:
    """``value``, returned by a plugin's ``hook``, if ``ok(value)``; else a :class:`PluginError`
    (a plugin is code from outside: what it returns is checked like any other input)."""
    if not ok(value):
        shown = repr(value)[:80]
        raise PluginError(f"a plugin's {hook} returned {shown} ({type(value).__name__}); expected {expected}")
    return value


def is_int(value: object) -> bool:
    """None or an integer, not a bool (a score or a number of achievements a hook adds)."""
    return value is None or (isinstance(value, int) and not isinstance(value, bool))


def is_count(value: object) -> bool:
    """A whole number, not a bool (an achievement's cost)."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def is_name(value: object) -> bool:
    """None or a string (a set name an `innovation_on_draw` may return)."""
    return value is None or isinstance(value, str)


def is_str_list(value: object) -> bool:
    """None or a list of strings (what ``innovation_legal_actions`` may return)."""
    return value is None or (isinstance(value, list) and all(isinstance(x, str) for x in value))
