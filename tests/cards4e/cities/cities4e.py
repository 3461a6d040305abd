"""4th-edition Cities of Destiny scenarios (RULES-4e.md §6)."""

from __future__ import annotations

from collections.abc import Sequence

from innovation.testing import Scenario
from tests.cards4e.fourth import junk


def cities4e(players: Sequence[str] = ("ann", "bob"), *more: str, teams: bool = False) -> Scenario:
    """A 4th-edition scenario with Cities of Destiny (and any other expansions named)."""
    return Scenario(players=players, expansions=("cities", *more), edition="fourth", teams=teams)


__all__ = ["cities4e", "junk"]
