"""OpenSpiel: importing this module registers the Python game ``python_innovation``.

::

    import pyspiel
    import innovation.ai.openspiel  # registers the game
    game = pyspiel.load_game("python_innovation", {"players": 2, "expansions": "artifacts+echoes"})

* **Chance.** The engine shuffles only at set-up (every draw then comes from that order), so the
  game opens with :data:`DEAL_BYTES` explicit chance nodes, each picking one byte (256 equally
  likely outcomes) of the shuffle seed: the deal. After them the game is deterministic.
* **Imperfect information.** A player's observation is their own view (``game.view(player)``):
  the observation tensor is the compact observation (:mod:`innovation.ai.compact`), the string
  that view as JSON without its events. The information-state tensor is the observation followed
  by what the player remembers of every card — where they last saw it (:mod:`innovation.ai.recall`);
  the information-state string adds every event as that player saw it and their own actions
  (exact perfect recall).
* **Actions** are the indices of the edition's encoding (:mod:`innovation.ai.actions`), ``num_distinct_actions
  = N`` (``NUM_ACTIONS``, or the 4th edition's own); **returns** are the zero-sum outcome of :mod:`innovation.ai.table`.
* **Length.** OpenSpiel needs a bound: ``max_turns`` (default 150) stops the game at the turn
  limit and ``max_decisions`` (default 3000) after that many decisions; either way the game is
  terminal with returns 0 for everybody.

Parameters: ``players`` (2–4; 2–5 in the 4th edition), ``expansions`` (names joined by ``+``; commas are read too, but
only ``+`` survives OpenSpiel's game strings, so the game keeps them joined by ``+``), ``max_turns``,
``max_decisions`` and every rule option of :data:`innovation.options.RULE_OPTIONS` (``teams``,
``relics``, ``edition`` …).
"""

from __future__ import annotations

import re
from typing import Any

import msgspec
import numpy as np
import pyspiel

from innovation.ai.recall import CardRecall, recall_cards, recall_places
from innovation.ai.table import Table, TableConfig
from innovation.editions import MAX_PLAYERS
from innovation.options import RULE_OPTIONS
from innovation.rules.plugins import build_rules

#: Chance nodes at the start, one byte of the 32-bit shuffle seed each.
DEAL_BYTES = 4
DEFAULT_MAX_TURNS = 150
DEFAULT_MAX_DECISIONS = 3000
_MAX_PLAYERS = MAX_PLAYERS  # (the 4th edition's five; an edition's own bound is checked by TableConfig)

_GAME_TYPE = pyspiel.GameType(
    short_name="python_innovation",
    long_name="Innovation (Python)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=_MAX_PLAYERS,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=True,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification={
        "players": 2,
        "expansions": "",
        "max_turns": DEFAULT_MAX_TURNS,
        "max_decisions": DEFAULT_MAX_DECISIONS,
        **{option.name: option.default for option in RULE_OPTIONS},
    },
)


class InnovationGame(pyspiel.Game):  # type: ignore[misc]
    """``python_innovation``: see the module docstring."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        expansions = tuple(sorted(e for e in re.split(r"[+, ]+", str(params.get("expansions", ""))) if e))
        if "expansions" in params:  # kept joined by "+": OpenSpiel's game strings split on commas
            params["expansions"] = "+".join(expansions)
        merged = {**_GAME_TYPE.parameter_specification, **params}
        players = int(merged["players"])
        self.max_decisions = int(merged["max_decisions"])
        self.table_config = TableConfig(
            players=players,
            expansions=expansions,
            teams=bool(merged["teams"]),
            rules={o.name: merged[o.name] for o in RULE_OPTIONS if o.in_options},
            max_turns=int(merged["max_turns"]),
        )
        config = self.table_config.game_config(0)
        rules = build_rules(config.expansions, config.plugins, config.options)
        #: Length of the observation tensor (the compact observation of the game's edition).
        self.observation_size = self.table_config.compact_layout.size
        #: The places of the card memory (one more in the 4th edition: the junk).
        self.recall_places = len(recall_places(rules))
        #: Length of the information-state tensor: the observation, then the card memory.
        self.information_state_size = self.observation_size + len(recall_cards(rules)) * self.recall_places
        info = pyspiel.GameInfo(
            num_distinct_actions=self.table_config.encoding.num_actions,
            max_chance_outcomes=256,
            num_players=players,
            min_utility=-1.0,
            max_utility=float(players - 1),
            utility_sum=0.0,
            max_game_length=DEAL_BYTES + self.max_decisions,
        )
        super().__init__(_GAME_TYPE, info, params)

    def new_initial_state(self) -> InnovationState:
        return InnovationState(self)

    def make_py_observer(
        self, iig_obs_type: pyspiel.IIGObservationType | None = None, params: dict[str, Any] | None = None
    ) -> InnovationObserver:
        return InnovationObserver(iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False), params, self)


class InnovationState(pyspiel.State):  # type: ignore[misc]
    """A position: the deal so far, then the game (a :class:`~innovation.ai.table.Table`)."""

    def __init__(self, game: InnovationGame) -> None:
        super().__init__(game)
        self._config = game.table_config
        self._max_decisions = game.max_decisions
        self._seed_bytes: list[int] = []
        self.table: Table | None = None
        #: Each player's memory of the cards (made with the table), for their information-state tensor.
        self.recall: list[CardRecall] = []
        #: Each player's own actions, for their information state.
        self.own_actions: list[list[int]] = [[] for _ in range(game.num_players())]
        self._decisions = 0

    # ------------------------------------------------------------------ OpenSpiel API
    def current_player(self) -> int:
        if self.table is None:
            return int(pyspiel.PlayerId.CHANCE)
        if self._is_over():
            return int(pyspiel.PlayerId.TERMINAL)
        pending = self.table.pending
        assert pending is not None
        return self.table.players.index(pending.player)

    def _legal_actions(self, player: int) -> list[int]:
        if self.table is None or self._is_over() or player != self.current_player():
            return []
        return self.table.legal()

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return [(b, 1.0 / 256) for b in range(256)]

    def _apply_action(self, action: int) -> None:
        if self.table is None:
            self._seed_bytes.append(int(action))
            if len(self._seed_bytes) == DEAL_BYTES:
                seed = int.from_bytes(bytes(self._seed_bytes), "big")
                self.table = Table(self._config, seed)
                self.recall = [CardRecall(self.table.game.rules, name) for name in self.table.players]
            return
        self.own_actions[self.current_player()].append(int(action))
        self.table.play(int(action))
        self._decisions += 1

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal byte {action}"
        return self._config.encoding.describe(action)

    def is_terminal(self) -> bool:
        return self.table is not None and self._is_over()

    def returns(self) -> list[float]:
        if self.table is None or not self._is_over() or self._decisions >= self._max_decisions:
            return [0.0] * self.num_players()
        return self.table.returns()

    def __str__(self) -> str:
        if self.table is None:
            return f"dealing ({len(self._seed_bytes)} of {DEAL_BYTES} seed bytes)"
        game = self.table.game
        head = f"turn {game.state.turn}, {game.state.phase}"
        return head + "\n" + "\n".join(e.redacted_for("").text for e in game.events[-6:])

    # ------------------------------------------------------------------ helpers
    def _is_over(self) -> bool:
        assert self.table is not None
        return self.table.over or self._decisions >= self._max_decisions


class InnovationObserver:
    """OpenSpiel's observer interface (``tensor``, ``dict``, ``set_from``, ``string_from``):
    the observation (``perfect_recall=False``) or the information state (``True``)."""

    def __init__(
        self, iig_obs_type: pyspiel.IIGObservationType, params: dict[str, Any] | None, game: InnovationGame
    ) -> None:
        if params:
            raise ValueError(f"python_innovation observers take no parameters, got {params}")
        if iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER or not iig_obs_type.public_info:
            raise ValueError("python_innovation observes one player's own view (private info of a single player)")
        self.perfect_recall = bool(iig_obs_type.perfect_recall)
        self.size = size = game.observation_size
        self.tensor = np.zeros(game.information_state_size if self.perfect_recall else size, np.float32)
        self.dict = {"observation": self.tensor[:size]}
        if self.perfect_recall:
            self.dict["recall"] = self.tensor[size:].reshape(-1, game.recall_places)

    def set_from(self, state: InnovationState, player: int) -> None:
        if state.table is None:
            self.tensor.fill(0.0)
            return
        table = state.table
        name = table.players[player]
        self.tensor[: self.size] = table.compact(name)
        if self.perfect_recall:
            self.tensor[self.size :] = state.recall[player].update(table.game)

    def string_from(self, state: InnovationState, player: int) -> str:
        if state.table is None:
            return f"dealing ({len(state._seed_bytes)} of {DEAL_BYTES})"
        table = state.table
        name = table.players[player]
        if not self.perfect_recall:
            view = table.game.view(name, events_since=len(table.game.events))
            return msgspec.json.encode(view).decode()
        view = table.game.view(name)
        own = ",".join(map(str, state.own_actions[player]))
        return msgspec.json.encode(view).decode() + f"|own:{own}"


pyspiel.register_game(_GAME_TYPE, InnovationGame)
