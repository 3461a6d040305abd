"""One game as the environments drive it: configuration, indices in and out, the outcome.

Shared by the PettingZoo, Gymnasium and OpenSpiel wrappers, so that all three agree on every
rule of the interface (docs/ai.md):

* **Players** are named ``player_0`` … in seating order (the engine's names, too).
* **Actions** are indices of the action encoding (:mod:`innovation.ai.actions`).
* **Outcome** (:func:`outcome`): zero-sum. With ``k`` winners among ``n`` players (partners win
  together), each winner gets ``(n - k) / k`` and each loser ``-1``: ``+1``/``-1`` in a two-player
  game or a team game. A game nobody won (stopped at the turn limit) or that everybody won is
  ``0`` for all.
* **Turn limit** (``max_turns``): the game stops once that many turns are over; it counts as a
  *truncation* (not a termination) and is worth 0 to everybody.
* **Observations** (:meth:`Table.observe`): ``"compact"`` (the default, :mod:`innovation.ai.compact`)
  or ``"planes"`` (the card planes of :mod:`innovation.ai.observation`), clipped to the
  observation space's bounds.
* **Illegal actions** (an index the mask does not allow): ``illegal_action="lose"`` (the
  default, as PettingZoo's classic games do) ends the game; the player who sent it gets ``-1``,
  the others ``+1 / (n - 1)`` (zero-sum); ``"raise"`` raises :class:`~innovation.ai.actions.EncodingError`
  and changes nothing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

import numpy as np
import numpy.typing as npt

from innovation.ai.actions import ActionCodec, Encoding, EncodingError, encoding_for
from innovation.ai.compact import CompactLayout, CompactObserver, compact_layout
from innovation.ai.observation import OBSERVATION_SIZE, encode_view
from innovation.editions import DEFAULT_EDITION, edition_rules
from innovation.errors import ConfigError
from innovation.game import Game, GameConfig
from innovation.options import OPTION_NAMES, OptionValue
from innovation.protocol.decisions import Decision
from innovation.rules.state import Result

IllegalAction = Literal["lose", "raise"]
ObservationKind = Literal["compact", "planes"]
#: The card-plane observation is clipped to [0, PLANES_HIGH].
PLANES_HIGH = 10.0


def observation_bounds(kind: ObservationKind, edition: str = DEFAULT_EDITION) -> npt.NDArray[np.float32]:
    """The upper bound of each place of the observation (the lower bound is 0)."""
    if kind == "compact":
        return compact_layout(edition).high()
    return np.full(OBSERVATION_SIZE, PLANES_HIGH, np.float32)


def observation_size(kind: ObservationKind, edition: str = DEFAULT_EDITION) -> int:
    return compact_layout(edition).size if kind == "compact" else OBSERVATION_SIZE


def player_names(n: int) -> tuple[str, ...]:
    return tuple(f"player_{i}" for i in range(n))


@dataclass(frozen=True)
class TableConfig:
    """What every environment takes: the game (players, expansions, teams and the other rule
    options of :data:`innovation.options.RULE_OPTIONS`, by name) and the interface's own
    settings (``max_turns``, ``illegal_action``). Checked here, so a bad setting fails when the
    environment is made, not at its first reset."""

    players: int = 2
    expansions: Sequence[str] = ()
    teams: bool = False
    rules: Mapping[str, OptionValue] = field(default_factory=dict)
    max_turns: int | None = None
    illegal_action: IllegalAction = "lose"
    observation: ObservationKind = "compact"

    def __post_init__(self) -> None:
        rules = edition_rules(self.rules.get("edition", DEFAULT_EDITION))  # ConfigError if unknown
        low, high = rules.min_players, rules.max_players
        if isinstance(self.players, bool) or not isinstance(self.players, int) or not low <= self.players <= high:
            raise ConfigError(f"players must be {low}–{high} in the {rules.title}, not {self.players!r}")
        if self.illegal_action not in ("lose", "raise"):
            raise ConfigError(f"illegal_action must be 'lose' or 'raise', not {self.illegal_action!r}")
        if self.observation not in ("compact", "planes"):
            raise ConfigError(f"observation must be 'compact' or 'planes', not {self.observation!r}")
        if self.observation == "planes" and rules.name == "fourth":
            raise ConfigError(
                "the card planes (observation='planes', layout 1) cover the 1st and 3rd editions only: "
                "use observation='compact' for the 4th edition"
            )
        unknown = sorted(set(self.rules) - set(OPTION_NAMES))
        if unknown:
            raise ConfigError(f"unknown rule option {unknown[0]!r} (known: {', '.join(OPTION_NAMES)})")
        object.__setattr__(self, "expansions", tuple(sorted(self.expansions)))
        object.__setattr__(self, "rules", dict(self.rules))
        self.game_config(0)  # GameConfig checks the rest (turn limit, team size, options' needs, values)

    @property
    def edition(self) -> str:
        """The edition's canonical name ("third", "first" or "fourth")."""
        return edition_rules(self.rules.get("edition", DEFAULT_EDITION)).name

    @property
    def encoding(self) -> Encoding:
        """The action encoding of the games (:func:`innovation.ai.actions.encoding_for`)."""
        return encoding_for(self.edition)

    @property
    def compact_layout(self) -> CompactLayout:
        """The layout of the compact observation of the games."""
        return compact_layout(self.edition)

    def observation_bounds(self) -> npt.NDArray[np.float32]:
        return observation_bounds(self.observation, self.edition)

    def game_config(self, seed: int) -> GameConfig:
        rules: dict[str, Any] = dict(self.rules)  # GameConfig checks each option's type and value
        return GameConfig(
            players=player_names(self.players),
            seed=seed,
            expansions=self.expansions,
            teams=self.teams,
            max_turns=self.max_turns,
            **rules,
        )


class Table:
    """A game plus the encoding of its seating; ``play(index)`` answers the pending decision."""

    def __init__(self, config: TableConfig, seed: int) -> None:
        self.config = config
        self.game = Game.new(config.game_config(seed))
        # The action encoding reads the choices' fields, never their labels: unworded, they cost
        # the engine less (Game.set_words_choices; the game goes on exactly the same).
        for name in self.game.players:
            self.game.set_words_choices(name, False)
        self.codec = ActionCodec(self.game.players, config.encoding)
        #: Seat of a player who sent an illegal action (the game then ended for the interface).
        self.forfeit: int | None = None
        self._high = config.observation_bounds()
        #: The pending decision's indices, encoded once (the mask and the answer both need them).
        self._encoded: tuple[Decision | None, list[int]] = (None, [])
        #: The compact observations, kept up to date from step to step.
        self._observer = CompactObserver()

    @property
    def players(self) -> tuple[str, ...]:
        return self.game.players

    @property
    def pending(self) -> Decision | None:
        """The decision the game waits for; None once it is over (for the interface: a forfeit
        ends it too). Read several times a step: one attribute, one test."""
        return self.game.pending if self.forfeit is None else None

    @property
    def over(self) -> bool:
        return self.game.pending is None or self.forfeit is not None  # (a turn limit ends the game too)

    @property
    def truncated(self) -> bool:
        """Stopped at the turn limit (``GameConfig.max_turns``; the result's reason ``"turn_limit"``)."""
        if self.game.pending is not None:  # (the result is a copy made under the game's lock: only at the end)
            return False
        result = self.game.result
        return result is not None and result.reason == "turn_limit"

    def __deepcopy__(self, memo: dict[int, object]) -> Table:
        """An independent copy (OpenSpiel clones states by deep-copying their attributes)."""
        clone = Table.__new__(Table)
        clone.config = self.config
        clone.game = self.game.copy()
        clone.codec = ActionCodec(clone.game.players, self.codec.encoding)
        clone.forfeit = self.forfeit
        clone._high = self._high
        clone._encoded = self._encoded
        clone._observer = self._observer.copy()
        return clone

    def indices(self) -> list[int]:
        """The index of each option of the pending decision (parallel to its options; [] when over)."""
        d = self.pending
        if d is None:
            return []
        encoded_for, indices = self._encoded
        if encoded_for is not d:
            indices = self.codec.encode(d)
            self._encoded = (d, indices)
        return indices

    def legal(self) -> list[int]:
        return sorted(self.indices())

    def mask(self, player: str | None = None) -> npt.NDArray[np.int8]:
        """``int8[N]``: 1 at the legal actions (of ``player``: all 0 unless the game waits for them)."""
        out = np.zeros(self.codec.encoding.num_actions, dtype=np.int8)
        d = self.pending
        if d is not None and (player is None or d.player == player):
            out.put(self.indices(), 1)  # (put: a third less than indexing with the list)
        return out

    def compact(self, player: str) -> npt.NDArray[np.float32]:
        """``player``'s compact observation, unclipped (:class:`~innovation.ai.compact.CompactObserver`:
        kept up to date from step to step, equal to a fresh encoding)."""
        return self._observer.encode(self.game, player, self.config.teams)

    def observe(self, player: str) -> npt.NDArray[np.float32]:
        """``player``'s observation (the configured kind), clipped to the observation space."""
        if self.config.observation == "compact":
            obs = self.compact(player)
        else:
            obs = encode_view(self.game.view(player, events_since=len(self.game.events)), teams=self.config.teams)
        np.minimum(obs, self._high, out=obs)
        return obs

    def play(self, action: int) -> None:
        """Answer the pending decision with the option ``action`` stands for."""
        d = self.pending
        if d is None:
            raise EncodingError("the game is over")
        try:
            option = self.codec.decode(d, action, self.indices())
        except EncodingError:
            if self.config.illegal_action == "raise":
                raise
            self.forfeit = self.players.index(d.player)
            return
        self.game.answer(d.player, option)  # (d is the pending decision itself: no number to check)

    def returns(self) -> list[float]:
        """Each seat's outcome (0 for everybody while the game goes on)."""
        n = len(self.players)
        if self.forfeit is not None:
            return [-1.0 if p == self.forfeit else 1.0 / (n - 1) for p in range(n)]
        result = self.game.result
        if result is None or self.truncated:
            return [0.0] * n
        return outcome(result, self.players)


#: The render modes of every wrapper: the newest events as text, returned or printed.
RENDER_MODES = ("ansi", "human")


def check_render_mode(render_mode: str | None) -> str | None:
    if render_mode is not None and render_mode not in RENDER_MODES:
        raise ConfigError(f"render_mode must be one of {list(RENDER_MODES)} or None, not {render_mode!r}")
    return render_mode


class TableEnv:
    """What the wrappers share: the table in play (None before ``reset()`` and after
    ``close()``) and how text is rendered."""

    table: Table | None
    render_mode: str | None

    def close(self) -> None:
        self.table = None

    def _table(self) -> Table:
        if self.table is None:
            raise RuntimeError("call reset() first")
        return self.table

    def _show(self, text: str) -> str | None:
        """``"ansi"``: return the text; ``"human"``: print it."""
        if self.render_mode == "human":
            print(text)
            return None
        return text


def outcome(result: Result, players: Sequence[str]) -> list[float]:
    """Zero-sum outcome per seat (see the module docstring)."""
    n = len(players)
    k = sum(1 for p in players if p in result.winners)
    if k in (0, n):
        return [0.0] * n
    return [(n - k) / k if p in result.winners else -1.0 for p in players]
