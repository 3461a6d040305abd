"""Playing one simulated game into a :class:`GameRecord`, and replaying a record.

Everything here runs in worker processes (local or Ray), so it depends only on the plan it is
handed: the same plan and game number give the same row, byte for byte, wherever it runs.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import msgspec

from innovation import __version__
from innovation.bots.agents import Agent, make_agent, play
from innovation.errors import InnovationError
from innovation.game import Game, GameConfig
from innovation.protocol.decisions import Decision
from innovation.simulation.records import (
    RECORD_VERSION,
    GameRecord,
    RecordError,
    SavedConfig,
    encode_record,
    game_config,
    saved_config,
)

#: A game still going after this many decisions is abandoned as failed: a normal game takes a
#: few hundred, so this only stops a game that two bots keep going forever.
DEFAULT_MAX_DECISIONS = 10_000
#: Turn limit of a simulated game unless its configuration sets one (``GameConfig.max_turns``):
#: a game stopped there ends with no winner, reason "turn_limit" (real games last well under 200).
DEFAULT_MAX_TURNS = 500
#: An error text in a row is cut to this length.
MAX_ERROR_TEXT = 200


class SimulationPlan(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """What every game of a run shares. Game ``i`` uses seed ``config.seed + i``; with ``rotate``
    the agents move one seat on from game to game."""

    #: The configuration of game 0 (later games differ only in their seed).
    config: SavedConfig
    #: Agent kind per agent slot, and its label ("random#1" when a kind is in several slots).
    kinds: tuple[str, ...]
    labels: tuple[str, ...]
    rotate: bool = True
    max_decisions: int = DEFAULT_MAX_DECISIONS

    def seating(self, game: int) -> list[int]:
        """Agent slot per seat in game number ``game``."""
        n = len(self.kinds)
        shift = game % n if self.rotate else 0
        return [(seat + shift) % n for seat in range(n)]

    def game_config(self, game: int) -> GameConfig:
        return game_config(msgspec.structs.replace(self.config, seed=self.config.seed + game))

    def agent_seed(self, game: int, seat: int) -> int:
        return (self.config.seed + game) * 7919 + seat


class DecisionLimitError(InnovationError):
    """A simulated game ran past the plan's decision limit."""

    def __init__(self, limit: int) -> None:
        super().__init__(f"still going after {limit} decisions: abandoned")


class _Recorder:
    """Answers each decision with its seat's agent and notes the answer's position."""

    def __init__(self, agents: dict[str, Agent], limit: int) -> None:
        self.agents = agents
        self.answers: list[int] = []
        self.limit = limit

    def choose(self, game: Game, decision: Decision) -> str:
        if len(self.answers) >= self.limit:
            raise DecisionLimitError(self.limit)
        choice = self.agents[decision.player].choose(game, decision)
        try:
            self.answers.append(decision.options.index(choice))
        except ValueError:
            pass  # not an option: the game refuses it next, and the row records that error
        return choice


class _Replayer:
    """Answers each decision with the next recorded position. ``limited``: the recorded game was
    stopped by the decision limit, so the replay stops where the answers end, the same way."""

    def __init__(self, answers: Sequence[int], limited: bool) -> None:
        self.answers = answers
        self.used = 0
        self.limited = limited

    def choose(self, game: Game, decision: Decision) -> str:
        if self.used >= len(self.answers):
            if self.limited:
                raise DecisionLimitError(self.used)
            raise RecordError(f"the recorded answers end after {self.used} decisions, but the game goes on")
        position = self.answers[self.used]
        if position >= len(decision.options):
            raise RecordError(
                f"recorded answer {self.used} is option {position}, but that decision has {len(decision.options)}"
            )
        self.used += 1
        return decision.options[position]


def play_game(plan: SimulationPlan, game: int) -> bytes:
    """Play game number ``game`` of ``plan``; its row's canonical JSON. A failing game (an
    exception in the engine or an agent) is recorded with its error, never raised."""
    slots = plan.seating(game)
    config = plan.game_config(game)
    seats = config.seating
    seeds = [plan.agent_seed(game, seat) for seat in range(len(seats))]
    recorder: _Recorder | None = None
    result_game: Game | None = None
    error: str | None = None
    try:
        agents = {name: make_agent(plan.kinds[slots[s]], seeds[s]) for s, name in enumerate(seats)}
        recorder = _Recorder(agents, plan.max_decisions)
        result_game = Game.new(config)
        play(result_game, dict.fromkeys(seats, recorder))
    except Exception as exc:  # a failing game is recorded, not fatal
        error = error_text(exc)
    record = build_record(
        game,
        plan.config.seed + game,
        result_game,
        config,
        [plan.labels[slot] for slot in slots],
        seeds,
        recorder.answers if recorder is not None else [],
        error,
        plan.config,
    )
    return encode_record(record)


def build_record(
    number: int,
    seed: int,
    game: Game | None,
    config: GameConfig,
    agents: list[str],
    agent_seeds: list[int],
    answers: list[int],
    error: str | None,
    template: SavedConfig,
) -> GameRecord:
    """The row of one played (or replayed) game."""
    saved = msgspec.structs.replace(template, seed=seed) if game is None else saved_config(config, game.rules)
    seats = list(config.seating)
    n = len(seats)
    first: int | None = None
    counts: dict[str, dict[str, list[int]]] = {"meld": {}, "dogma": {}, "share_bonus": {}}
    if game is not None:
        for event in game.events:
            if event.kind == "first_player" and event.player in seats:
                first = seats.index(event.player)
            elif event.kind in counts and event.card is not None and event.player in seats:
                per_seat = counts[event.kind].setdefault(event.card, [0] * n)
                per_seat[seats.index(event.player)] += 1
    result = game.result if game is not None else None
    reason: str
    if result is not None and error is None:
        winners = sorted(seats.index(w) for w in result.winners)
        reason = result.reason
        scores = [result.scores[name] for name in seats]
        achievements = [result.achievements[name] for name in seats]
    else:
        winners, reason, scores, achievements = [], "", [], []
        if error is None:
            error = "the game did not finish"
    return GameRecord(
        version=RECORD_VERSION,
        game=number,
        config=saved,
        agents=agents,
        agent_seeds=agent_seeds,
        first_player=first,
        winners=winners,
        reason=reason,
        turns=game.state.turn if game is not None else 0,
        decisions=len(game.history) if game is not None else 0,
        scores=scores,
        achievements=achievements,
        melded=counts["meld"],
        dogmas=counts["dogma"],
        shared=counts["share_bonus"],
        answers=answers,
        error=error,
        engine=__version__,
    )


def error_text(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}"[:MAX_ERROR_TEXT]


def play_chunk(plan: SimulationPlan, games: Sequence[int]) -> list[bytes]:
    """Rows of several games (the unit of work a backend hands to one worker)."""
    return [play_game(plan, game) for game in games]


@dataclass(frozen=True)
class Replay:
    """A record replayed: the game as it stands at the end, and the row it gives now."""

    game: Game
    record: GameRecord
    #: Fields that differ from the stored row (empty when the replay matches).
    differences: list[str]


def replay_record(stored: GameRecord) -> Replay:
    """Replay a row's answers on a fresh game built from its configuration, and rebuild the row.

    Raises :class:`RecordError` when the row's configuration is invalid or its answers do not
    fit the game (an edited row, or a row from an engine that plays differently)."""
    try:
        config = game_config(stored.config)
        game = Game.new(config)
    except InnovationError as exc:
        raise RecordError(f"invalid configuration in record: {exc}") from None
    limited = stored.error is not None and stored.error.startswith(DecisionLimitError.__name__ + ":")
    replayer = _Replayer(stored.answers, limited)
    error: str | None = None
    try:
        play(game, dict.fromkeys(config.seating, replayer))
    except RecordError:
        raise
    except Exception as exc:
        error = error_text(exc)
    if error is None and replayer.used != len(stored.answers):
        raise RecordError(f"the game ended after {replayer.used} of {len(stored.answers)} recorded answers")
    rebuilt = build_record(
        stored.game,
        stored.config.seed,
        game,
        config,
        list(stored.agents),
        list(stored.agent_seeds),
        list(stored.answers[: replayer.used]),
        error,
        stored.config,
    )
    rebuilt = msgspec.structs.replace(rebuilt, engine=stored.engine)  # a version change alone is no difference
    return Replay(game=game, record=rebuilt, differences=record_differences(stored, rebuilt))


def record_differences(a: GameRecord, b: GameRecord) -> list[str]:
    """Names of the fields whose values differ."""
    da, db = msgspec.to_builtins(a), msgspec.to_builtins(b)
    return [name for name in a.__struct_fields__ if da.get(name) != db.get(name)]
