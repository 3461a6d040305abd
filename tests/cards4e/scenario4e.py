"""Fourth-edition scenarios for the base-set card tests (ages 6–11)."""

from __future__ import annotations

from collections.abc import Sequence

from innovation.testing import Scenario, ScenarioGame, unfinished_sets


def fourth(players: Sequence[str] = ("ann", "bob"), *, teams: bool = False) -> Scenario:
    """A 4th-edition scenario (buildable while the set still lacks some cards' effects)."""
    with unfinished_sets():
        return Scenario(players=players, edition="fourth", teams=teams)


def junk(g: ScenarioGame) -> list[str]:
    """The junk's cards by name (special achievements by id)."""
    cards = g.game.rules.cards
    return [cards[c].name if c in cards else c for c in g.game.state.zones.get("junk", [])]


def winners(g: ScenarioGame) -> list[str]:
    """The winners of a game a dogma ended."""
    result = g.game.result
    assert result is not None
    return sorted(result.winners)
