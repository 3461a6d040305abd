"""4th-edition scenarios with The Unseen for the card tests (buildable while the set still lacks
some cards' effects), and the helpers its card tests share."""

from __future__ import annotations

from collections.abc import Sequence

from innovation.testing import Scenario, ScenarioGame
from innovation_unseen.draw import counter_key
from tests.cards4e.fourth import junk


def scenario(
    players: Sequence[str] = ("ann", "bob"),
    *,
    teams: bool = False,
    expansions: Sequence[str] = (),
    plugins: Sequence[object] = (),
) -> Scenario:
    """A 4th-edition scenario with The Unseen (and ``expansions``). Every player's first take from a
    supply pile this turn is still to come: their first base draw is an Unseen card (see
    :func:`base_draws` to make it a base card)."""
    return Scenario(
        players=players,
        edition="fourth",
        expansions=("unseen", *expansions),
        teams=teams,
        plugins=plugins,
        unfinished=True,
    )


def base_draws(s: Scenario, *players: str, turn_number: int = 5) -> Scenario:
    """``players`` have taken a card from a supply pile already in this turn (``turn_number``, the
    scenario's turn: 5 unless :meth:`Scenario.turn` says otherwise): their draws are base cards."""
    seats = list(s.config.seating)
    for name in players:
        s.game_counter(counter_key(seats.index(name)), turn_number)
    return s


def secrets(g: ScenarioGame, player: str) -> list[str]:
    """The names of the cards in ``player``'s safe."""
    return g.zone(player, "safe")


__all__ = ["base_draws", "junk", "scenario", "secrets"]
