"""Shared helpers for the Cities of Destiny tests (RULES-cities.md)."""

from __future__ import annotations

from innovation.testing import Scenario, ScenarioGame


def cities(players: tuple[str, ...] = ("ann", "bob"), *more: str, **options: bool) -> Scenario:
    """A scenario with Cities of Destiny (and any other expansions named)."""
    teams = options.pop("teams", False)
    return Scenario(players=players, expansions=("cities", *more), teams=teams, **options)


def drawn(g: ScenarioGame, player: str | None = None) -> list[tuple[str, str]]:
    """(set, card name) of every draw since the last action (``player``'s only, if given)."""
    cards = g.game.rules.cards
    return [
        (e.set or "", cards[e.card].name)
        for e in g.game.events[g._action_mark :]
        if e.kind == "draw" and e.card is not None and (player is None or e.player == player)
    ]


def board_achievements(g: ScenarioGame, player: str) -> list[tuple[str, str]]:
    """(kind, card name) of ``player``'s board achievements, as the view shows them."""
    names = {cid: info.name for cid, info in g.game.rules.cards.items()}
    view = g.game.view(player)
    me = next(pv for pv in view.players if pv.name == player)
    return [(a.kind, names[a.card]) for a in me.board_achievements]
