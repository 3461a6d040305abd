"""Fourth-edition scenarios for the base-set card tests (ages 6–11): ``fourth`` also builds team
games; ``junk`` is ``tests.cards4e.fourth.junk``."""

from __future__ import annotations

from collections.abc import Sequence

from innovation.testing import Scenario, ScenarioGame
from tests.cards4e.fourth import junk


def fourth(players: Sequence[str] = ("ann", "bob"), *, teams: bool = False) -> Scenario:
    """A 4th-edition scenario (buildable while the set still lacks some cards' effects)."""
    return Scenario(players=players, edition="fourth", teams=teams, unfinished=True)


def winners(g: ScenarioGame) -> list[str]:
    """The winners of a game a dogma ended."""
    result = g.game.result
    assert result is not None
    return sorted(result.winners)


__all__ = ["fourth", "junk", "winners"]
