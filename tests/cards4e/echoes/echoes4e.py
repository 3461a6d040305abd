"""4th-edition Echoes scenarios for the card tests of ages 6–11 (buildable while the set still
lacks some cards' effects)."""

from __future__ import annotations

from collections.abc import Sequence

from innovation.testing import Scenario, ScenarioGame
from tests.cards4e.fourth import junk


def scenario(players: Sequence[str] = ("ann", "bob"), *, teams: bool = False) -> Scenario:
    """A 4th-edition scenario with Echoes (the draw rule: an Echoes card when your highest top
    card is the only one of its value, a base card otherwise)."""
    return Scenario(players=players, edition="fourth", expansions=("echoes",), teams=teams, unfinished=True)


def foresee(s: Scenario, player: str, melded: str, promoted: str) -> ScenarioGame:
    """Build ``s`` and have ``player`` meld ``melded`` from their hand as their action, promoting
    ``promoted`` from their forecast: ``promoted`` is then *foreseen* and its dogma runs at once."""
    s.hand(player, melded)
    s.zone(player, "forecast", promoted)
    return s.build().meld(melded)


def winners(g: ScenarioGame) -> list[str]:
    """The winners of a game a dogma ended."""
    result = g.game.result
    assert result is not None
    return sorted(result.winners)


__all__ = ["foresee", "junk", "scenario", "winners"]
