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
* **Illegal actions** (an index the mask does not allow): ``illegal_action="lose"`` (the
  default, as PettingZoo's classic games do) ends the game; the player who sent it gets ``-1``,
  the others ``+1 / (n - 1)`` (zero-sum); ``"raise"`` raises :class:`~innovation.ai.actions.EncodingError`
  and changes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Literal

from innovation.ai.actions import ActionCodec, EncodingError
from innovation.decisions import Decision
from innovation.errors import ConfigError
from innovation.game import Game, GameConfig
from innovation.state import Result

IllegalAction = Literal["lose", "raise"]
_HAS_ENGINE_TURN_LIMIT = "max_turns" in {f.name for f in fields(GameConfig)}


def player_names(n: int) -> tuple[str, ...]:
    return tuple(f"player_{i}" for i in range(n))


@dataclass(frozen=True)
class TableConfig:
    """What every environment takes: the game's options (as ``GameConfig``) and the interface's."""

    players: int = 2
    expansions: Sequence[str] = ()
    teams: bool = False
    relics: bool = False
    compel_partners: bool = False
    must_take_relic: bool = False
    extra_achievement: bool = False
    max_turns: int | None = None
    illegal_action: IllegalAction = "lose"

    def __post_init__(self) -> None:
        if isinstance(self.players, bool) or not isinstance(self.players, int) or not 2 <= self.players <= 4:
            raise ConfigError(f"players must be 2, 3 or 4, not {self.players!r}")
        if self.teams and self.players != 4:
            raise ConfigError("a team game needs players=4")
        if self.max_turns is not None and (
            isinstance(self.max_turns, bool) or not isinstance(self.max_turns, int) or self.max_turns < 1
        ):
            raise ConfigError(f"max_turns must be a positive integer or None, not {self.max_turns!r}")
        if self.illegal_action not in ("lose", "raise"):
            raise ConfigError(f"illegal_action must be 'lose' or 'raise', not {self.illegal_action!r}")
        object.__setattr__(self, "expansions", tuple(sorted(self.expansions)))

    def game_config(self, seed: int) -> GameConfig:
        extra: dict[str, object] = {}
        if _HAS_ENGINE_TURN_LIMIT and self.max_turns is not None:
            extra["max_turns"] = self.max_turns
        return GameConfig(
            players=player_names(self.players),
            seed=seed,
            expansions=self.expansions,
            teams=self.teams,
            relics=self.relics,
            compel_partners=self.compel_partners,
            must_take_relic=self.must_take_relic,
            extra_achievement=self.extra_achievement,
            **extra,  # type: ignore[arg-type]
        )


class Table:
    """A game plus the encoding of its seating; ``play(index)`` answers the pending decision."""

    def __init__(self, config: TableConfig, seed: int) -> None:
        self.config = config
        self.game = Game.new(config.game_config(seed))
        self.codec = ActionCodec(self.game.rules, self.game.players)
        #: Seat of a player who sent an illegal action (the game then ended for the interface).
        self.forfeit: int | None = None

    @property
    def players(self) -> tuple[str, ...]:
        return self.game.players

    @property
    def pending(self) -> Decision | None:
        return None if self.over else self.game.pending

    @property
    def over(self) -> bool:
        return self.game.pending is None or self.forfeit is not None or self.truncated

    @property
    def truncated(self) -> bool:
        """Stopped at the turn limit (by the engine's limit, or by this interface's own)."""
        result = self.game.result
        if result is not None:
            return result.reason == "turn_limit"
        limit = self.config.max_turns
        return limit is not None and not _HAS_ENGINE_TURN_LIMIT and self.game.state.turn > limit

    def __deepcopy__(self, memo: dict[int, object]) -> Table:
        """An independent copy (OpenSpiel clones states by deep-copying their attributes)."""
        clone = Table.__new__(Table)
        clone.config = self.config
        clone.game = copy_game(self.game)
        clone.codec = ActionCodec(clone.game.rules, clone.game.players)
        clone.forfeit = self.forfeit
        return clone

    def legal(self) -> list[int]:
        d = self.pending
        return [] if d is None else sorted(self.codec.encode(d))

    def play(self, action: int) -> None:
        """Answer the pending decision with the option ``action`` stands for."""
        d = self.pending
        if d is None:
            raise EncodingError("the game is over")
        try:
            option = self.codec.decode(d, action)
        except EncodingError:
            if self.config.illegal_action == "raise":
                raise
            self.forfeit = self.players.index(d.player)
            return
        self.game.answer(d.player, option, number=d.number)

    def returns(self) -> list[float]:
        """Each seat's outcome (0 for everybody while the game goes on)."""
        n = len(self.players)
        if self.forfeit is not None:
            return [-1.0 if p == self.forfeit else 1.0 / (n - 1) for p in range(n)]
        result = self.game.result
        if result is None or self.truncated:
            return [0.0] * n
        return outcome(result, self.players)


def copy_game(game: Game) -> Game:
    """An independent copy of ``game``: ``Game.copy()`` where the engine has it (issue 9), else
    the same copy built here. A game's snapshot and working state are never mutated once they
    are replaced (see ``Game._transaction``), so they are shared; the lists are copied."""
    copy = getattr(game, "copy", None)
    if callable(copy):
        result: Game = copy()
        return result
    clone = Game(game.rules, game.config, game._snapshot, list(game._events))
    clone._state = game._state
    clone._mark = game._mark
    clone._answers = list(game._answers)
    clone._history = list(game._history)
    clone._pending = game._pending
    return clone


def outcome(result: Result, players: Sequence[str]) -> list[float]:
    """Zero-sum outcome per seat (see the module docstring)."""
    n = len(players)
    k = sum(1 for p in players if p in result.winners)
    if k in (0, n):
        return [0.0] * n
    return [(n - k) / k if p in result.winners else -1.0 for p in players]
