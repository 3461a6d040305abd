"""Building 4th-edition scenarios while the edition's card sets are still being written."""

from __future__ import annotations

from collections.abc import Sequence

from innovation.testing import Scenario, ScenarioGame


def scenario(players: Sequence[str] = ("ann", "bob")) -> Scenario:
    """A 4th-edition :class:`Scenario` (base set only; the set may still lack some cards' effects)."""
    return Scenario(players, edition="fourth", unfinished=True)


def junk(g: ScenarioGame) -> list[str]:
    """The names of the cards (and special achievements) in the junk, sorted."""
    rules = g.game.rules
    return sorted(
        rules.cards[c].name if c in rules.cards else rules.specials[c].name for c in g.game.state.zones.get("junk", [])
    )
