"""PettingZoo AEC environment: ``innovation.ai.pettingzoo.env(players=2, expansions=(), ...)``.

Agents ``player_0`` … in seating order; the agent selected is always the one the game waits for
(a player may answer several questions in a row, and an opponent may answer in the middle of
your turn: a demand). Observations are dicts ``{"observation": float32[...], "action_mask":
int8[N]}`` of the observing agent's own view — the compact observation
(:mod:`innovation.ai.compact`, the default) or, with ``observation="planes"``, the card planes
(:mod:`innovation.ai.observation`); the mask is all zeros for an agent the game is not waiting
for. Rewards come only at the end (the outcome of :mod:`innovation.ai.table`: zero-sum, ±1 in a
two-player game); a turn limit (``max_turns``) ends the game as a truncation worth 0.

There is no parallel-API version: exactly one player decides at any moment, and who it is
depends on the last answer (a demand hands the turn to an opponent mid-action), so a parallel
step would hold one real action and every other agent's no-op — docs/ai.md says more.
"""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from innovation.ai.table import (
    RENDER_MODES,
    IllegalAction,
    ObservationKind,
    Table,
    TableConfig,
    TableEnv,
    check_render_mode,
    observation_bounds,
    player_names,
)
from innovation.editions import DEFAULT_EDITION
from innovation.options import OptionValue


def observation_box(kind: ObservationKind, edition: str = DEFAULT_EDITION) -> spaces.Box:
    """The observation space of one agent's observation of ``kind`` (in a game of ``edition``)."""
    high = observation_bounds(kind, edition)
    return spaces.Box(np.zeros_like(high), high, high.shape, np.float32)


class InnovationAECEnv(TableEnv, AECEnv):  # type: ignore[misc]
    """Innovation for PettingZoo (AEC). Build it with :func:`env` (wrapped) or :func:`raw_env`."""

    metadata: ClassVar[dict[str, Any]] = {
        "name": "innovation_v0",
        "render_modes": list(RENDER_MODES),
        "is_parallelizable": False,
    }

    def __init__(
        self,
        players: int = 2,
        expansions: tuple[str, ...] | list[str] = (),
        *,
        teams: bool = False,
        max_turns: int | None = None,
        illegal_action: IllegalAction = "lose",
        observation: ObservationKind = "compact",
        render_mode: str | None = None,
        **rules: OptionValue,
    ) -> None:
        super().__init__()
        self.table_config = TableConfig(
            players=players,
            expansions=tuple(expansions),
            teams=teams,
            rules=rules,
            max_turns=max_turns,
            illegal_action=illegal_action,
            observation=observation,
        )
        self.render_mode = check_render_mode(render_mode)
        self.possible_agents = list(player_names(players))
        num_actions = self.table_config.encoding.num_actions
        self.observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": observation_box(observation, self.table_config.edition),
                    "action_mask": spaces.Box(0, 1, (num_actions,), np.int8),
                }
            )
            for a in self.possible_agents
        }
        self.action_spaces = {a: spaces.Discrete(num_actions) for a in self.possible_agents}
        self._seeds = np.random.default_rng()
        self.table: Table | None = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    # ------------------------------------------------------------------ AEC API
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game. ``seed`` fixes it (the deal and so every draw); without one, the next seed
        comes from the environment's own generator (seeded by the last ``reset(seed=...)``)."""
        if seed is not None:
            self._seeds = np.random.default_rng(seed)
        game_seed = int(self._seeds.integers(0, 2**63 - 1))
        self.table = Table(self.table_config, game_seed)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._select()

    def observe(self, agent: str) -> dict[str, Any]:
        table = self._table()
        return {"observation": table.observe(agent), "action_mask": table.mask(agent)}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        table = self._table()
        self._cumulative_rewards[agent] = 0.0
        table.play(action)
        if not table.over:
            # Rewards come only at the end: until then they stay 0 (reset() made them so), and
            # there is nothing to add to the cumulative rewards.
            self._select()
            if self.render_mode == "human":
                self.render()
            return
        self.rewards = dict.fromkeys(self.agents, 0.0)
        returns = table.returns()
        truncated = table.truncated
        for seat, name in enumerate(table.players):
            self.rewards[name] = returns[seat]
            self.terminations[name] = not truncated
            self.truncations[name] = truncated
            if table.forfeit is not None:
                self.infos[name]["illegal_action"] = seat == table.forfeit
        self._select()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        """``"ansi"``: the newest events as a spectator sees them (returned); ``"human"``: printed."""
        if self.table is None:
            return None
        return self._show("\n".join(e.redacted_for("").text for e in self.table.game.events[-8:]))

    # ------------------------------------------------------------------ helpers
    def _select(self) -> None:
        table = self._table()
        pending = table.pending
        if pending is not None:
            self.agent_selection = pending.player
        else:
            # Game over: every agent is stepped once more with None, in seat order from here.
            alive = [a for a in self.agents if self.terminations[a] or self.truncations[a]]
            self.agent_selection = alive[0] if alive else self.agents[0]


def raw_env(**kwargs: Any) -> InnovationAECEnv:
    """The environment without PettingZoo's safety wrappers."""
    return InnovationAECEnv(**kwargs)


def env(**kwargs: Any) -> Any:
    """The environment wrapped as PettingZoo's classic games are (order and bounds checks).

    Keyword arguments: ``players`` (2–4; 2–5 in the 4th edition), ``expansions`` (names), ``teams``, ``max_turns``,
    ``illegal_action`` ("lose" or "raise"), ``observation`` ("compact" or "planes"), ``render_mode``
    ("ansi" or "human") and any rule option of :data:`innovation.options.RULE_OPTIONS`
    (``relics=True``, ``edition="first"`` …)."""
    wrapped: Any = raw_env(**kwargs)
    wrapped = wrappers.AssertOutOfBoundsWrapper(wrapped)
    wrapped = wrappers.OrderEnforcingWrapper(wrapped)
    return wrapped
