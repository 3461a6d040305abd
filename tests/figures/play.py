"""What the figures' scenario tests share: a game with Figures, and the Inspire action."""

from __future__ import annotations

from innovation.testing import Scenario, ScenarioGame


def figures(players: tuple[str, ...] = ("ann", "bob")) -> Scenario:
    """A position with the Figures expansion."""
    return Scenario(players=players, expansions=("figures",))


def inspire(g: ScenarioGame, color: str, player: str | None = None) -> ScenarioGame:
    """Take the Inspire action on ``color``."""
    return g.act(f"inspire {color}", player)
