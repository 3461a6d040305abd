"""What the figures' scenario tests share: a game with Figures, and the Inspire action."""

from __future__ import annotations

from innovation.testing import Scenario, ScenarioGame


def figures(players: tuple[str, ...] = ("ann", "bob"), *, beside: tuple[str, ...] = ()) -> Scenario:
    """A position with the Figures expansion, and the expansions ``beside`` it (("artifacts",) …)."""
    return Scenario(players=players, expansions=(*beside, "figures"))


def inspire(g: ScenarioGame, color: str, player: str | None = None) -> ScenarioGame:
    """Take the Inspire action on ``color``."""
    return g.act(f"inspire {color}", player)
