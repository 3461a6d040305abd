"""Gymnasium single-agent environment: you play one seat, built-in bots play the others.

Registered as ``innovation/Innovation-v0`` when this module is imported::

    import gymnasium
    import innovation.ai.gymnasium  # registers the id
    env = gymnasium.make("innovation/Innovation-v0", opponent="heuristic", expansions=("echoes",))

(or in one go: ``gymnasium.make("innovation.ai.gymnasium:innovation/Innovation-v0")``).

* Observation: ``float32`` of the agent's own view: the compact observation
  (:mod:`innovation.ai.compact`, the default) or, with ``observation="planes"``, the card planes
  (:mod:`innovation.ai.observation`).
* Action: ``Discrete(N)`` of the game's encoding (:mod:`innovation.ai.actions`; ``NUM_ACTIONS``,
  or the 4th edition's own ``N``); the legal ones are
  ``info["action_mask"]`` and :meth:`InnovationEnv.action_masks` (the method MaskablePPO looks for).
* Reward: only at the end — the agent's outcome (:mod:`innovation.ai.table`: +1 win, −1 loss in a
  two-player game, 0 when nobody won). ``terminated`` when the game ends, ``truncated`` when it
  stops at ``max_turns``. An illegal action ends the episode with −1 (``illegal_action="lose"``)
  or raises (``"raise"``).
* ``opponent``: a kind from the agent registry (``"heuristic"``, ``"random"``, ``"ismcts"``,
  ``"ismcts:iterations=50"`` …) for every other seat; ``seat``: the agent's seat, or None to sit
  in a random seat each episode.
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from innovation.ai.pettingzoo import observation_box
from innovation.ai.table import (
    RENDER_MODES,
    IllegalAction,
    ObservationKind,
    Table,
    TableConfig,
    TableEnv,
    check_render_mode,
)
from innovation.bots.agents import Agent, make_agent
from innovation.errors import ConfigError
from innovation.options import OptionValue

ENV_ID = "innovation/Innovation-v0"


class InnovationEnv(TableEnv, gymnasium.Env[Any, np.int64]):
    """Innovation against built-in bots, for one learning agent."""

    metadata = {"render_modes": list(RENDER_MODES), "render_fps": 4}  # noqa: RUF012  (Gymnasium's own declaration)

    def __init__(
        self,
        opponent: str = "heuristic",
        seat: int | None = 0,
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
        self.table_config = TableConfig(
            players=players,
            expansions=tuple(expansions),
            teams=teams,
            rules=rules,
            max_turns=max_turns,
            illegal_action=illegal_action,
            observation=observation,
        )
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players):
            raise ConfigError(f"seat must be None or 0–{players - 1}, not {seat!r}")
        make_agent(opponent, 0)  # an unknown kind fails here, not at the first reset
        self.opponent = opponent
        self.seat = seat
        self.render_mode = check_render_mode(render_mode)
        self.observation_space = observation_box(observation, self.table_config.edition)
        self.action_space = spaces.Discrete(self.table_config.encoding.num_actions)
        self.table: Table | None = None
        self._me = 0
        self._bots: dict[str, Agent] = {}

    # ------------------------------------------------------------------ Gymnasium API
    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[Any, dict[str, Any]]:
        super().reset(seed=seed)
        rng = self.np_random
        game_seed = int(rng.integers(0, 2**63 - 1))
        n = self.table_config.players
        self._me = int(rng.integers(0, n)) if self.seat is None else self.seat
        self.table = Table(self.table_config, game_seed)
        self._bots = {
            name: make_agent(self.opponent, int(rng.integers(0, 2**31 - 1)))
            for k, name in enumerate(self.table.players)
            if k != self._me
        }
        self._run_bots()
        return self._observation(), self._info()

    def step(self, action: Any) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        table = self._table()
        if table.over:
            raise RuntimeError("the episode is over: call reset()")
        table.play(action)
        self._run_bots()
        if self.render_mode == "human":
            self.render()
        reward = table.returns()[self._me] if table.over else 0.0
        truncated = table.over and table.truncated
        terminated = table.over and not truncated
        return self._observation(), float(reward), terminated, truncated, self._info()

    def action_masks(self) -> np.ndarray[Any, np.dtype[np.int8]]:
        """The legal actions now (``int8`` of the action space's size; all 0 once the episode is over)."""
        return self._table().mask()

    def render(self) -> str | None:
        """``"ansi"``: the newest events as the agent saw them (returned); ``"human"``: printed."""
        table = self.table
        if table is None:
            return None
        events = table.game.view(table.players[self._me], events_since=max(0, len(table.game.events) - 8)).events
        return self._show("\n".join(e.text for e in events))

    # ------------------------------------------------------------------ helpers
    def _run_bots(self) -> None:
        """Let the bots answer until the agent must decide or the game is over."""
        table = self._table()
        me = table.players[self._me]
        while True:
            pending = table.pending
            if pending is None or pending.player == me:
                return
            option = self._bots[pending.player].choose(table.game, pending)
            table.game.answer(pending.player, option, number=pending.number)

    def _observation(self) -> Any:
        table = self._table()
        return table.observe(table.players[self._me])

    def _info(self) -> dict[str, Any]:
        table = self._table()
        info: dict[str, Any] = {"action_mask": self.action_masks(), "seat": self._me}
        if table.forfeit is not None:
            info["illegal_action"] = True
        if table.game.result is not None:
            info["result"] = table.game.result
        return info


def register() -> None:
    """Register ``innovation/Innovation-v0`` with Gymnasium (done on import; idempotent)."""
    if ENV_ID not in gymnasium.registry:
        gymnasium.register(id=ENV_ID, entry_point="innovation.ai.gymnasium:InnovationEnv")


register()
