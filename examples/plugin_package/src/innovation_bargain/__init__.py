"""Bargain: standard achievements cost 3 points per age instead of 5, and one more is needed to win.

A complete third-party rules plugin: a module with hook implementations, found by the engine
through the ``innovation.plugins`` entry point declared in this package's ``pyproject.toml``.
"""

from __future__ import annotations

from innovation.plugin_api import Context, hookimpl

#: The name the engine registers this plugin under (and writes into save files).
PLUGIN_NAME = "bargain"
POINTS_PER_AGE = 3


@hookimpl
def innovation_achievement_cost(ctx: Context, age: int) -> int:
    """A standard achievement of ``age`` costs 3 × age points."""
    return POINTS_PER_AGE * age


@hookimpl
def innovation_achievements_to_win(ctx: Context) -> int:
    """One achievement more than usual is needed to win."""
    return 1
