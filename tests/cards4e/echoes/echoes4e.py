"""4th-edition Echoes scenarios (base + Echoes), buildable while the set still lacks effects."""

from __future__ import annotations

from collections.abc import Sequence

from innovation.testing import Scenario
from tests.cards4e.fourth import junk


def scenario(players: Sequence[str] = ("ann", "bob"), *, teams: bool = False) -> Scenario:
    """A 4th-edition scenario with Echoes of the Past (the set may still lack some effects)."""
    return Scenario(players=players, edition="fourth", expansions=("echoes",), teams=teams, unfinished=True)


__all__ = ["junk", "scenario"]
