"""4th-edition Artifacts scenarios (the card tests of ages 1–11 build on these)."""

from __future__ import annotations

from collections.abc import Sequence

from innovation.testing import Scenario
from tests.cards4e.fourth import junk

ART = ("artifacts",)


def artifacts4e(players: Sequence[str] = ("ann", "bob"), *, teams: bool = False) -> Scenario:
    """A 4th-edition scenario with Artifacts (buildable while the set still lacks some effects)."""
    return Scenario(players=players, expansions=ART, edition="fourth", teams=teams, unfinished=True)


__all__ = ["ART", "artifacts4e", "junk"]
