"""Agents: anything that answers decisions. Used by :func:`play`, simulations and the CLI."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Protocol, runtime_checkable

from innovation.decisions import Decision
from innovation.errors import ConfigError
from innovation.game import Game
from innovation.state import Result


@runtime_checkable
class Agent(Protocol):
    """Answers a decision with one of ``decision.options``. ``game`` is the live game (its
    ``state`` is the partial state at the moment of the decision); an honest agent only looks at
    ``game.view(decision.player)``."""

    def choose(self, game: Game, decision: Decision) -> str: ...


class RandomAgent:
    """Picks uniformly among the options, from its own seeded generator."""

    def __init__(self, seed: int = 0) -> None:
        self._random = random.Random(seed)

    def choose(self, game: Game, decision: Decision) -> str:
        return self._random.choice(decision.options)


def play(game: Game, agents: Mapping[str, Agent] | Sequence[Agent]) -> Result:
    """Play ``game`` to the end, each decision answered inline by its player's agent.

    ``agents`` maps player names to agents, or lists them in seating order. The result is the
    same as answering ``game.pending`` with ``game.answer`` using the same choices — only faster,
    since no segment is ever re-run.
    """
    if isinstance(agents, Mapping):
        by_name = dict(agents)
    else:
        by_name = dict(zip(game.players, agents, strict=False))
    missing = [p for p in game.players if p not in by_name]
    if missing:
        raise ConfigError(f"no agent for {', '.join(missing)}")
    game._play_inline(lambda d: by_name[d.player].choose(game, d))
    assert game.result is not None
    return game.result
