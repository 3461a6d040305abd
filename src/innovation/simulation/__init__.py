"""Research at scale: many seeded games between agents, locally or on a Ray cluster, with one
record per game (replayable) and a summary for balance questions. See docs/simulate.md.

    from innovation import GameConfig
    from innovation.simulation import simulate

    summary = simulate(1000, ["heuristic", "heuristic"], GameConfig(players=("ann", "bob"), seed=0))
    print(summary.to_dict()["first_player"])
"""

from innovation.simulation.backends import BACKENDS, SimulationError, available_cores
from innovation.simulation.games import (
    DEFAULT_MAX_DECISIONS,
    DEFAULT_MAX_TURNS,
    Replay,
    SimulationPlan,
    play_game,
    replay_record,
)
from innovation.simulation.records import (
    RECORD_VERSION,
    GameRecord,
    RecordError,
    decode_record,
    encode_record,
    find_record,
    open_sink,
    read_records,
)
from innovation.simulation.runner import Summary, make_plan, simulate
from innovation.simulation.summary import Tally, wilson

__all__ = [
    "BACKENDS",
    "DEFAULT_MAX_DECISIONS",
    "DEFAULT_MAX_TURNS",
    "RECORD_VERSION",
    "GameRecord",
    "RecordError",
    "Replay",
    "SimulationError",
    "SimulationPlan",
    "Summary",
    "Tally",
    "available_cores",
    "decode_record",
    "encode_record",
    "find_record",
    "make_plan",
    "open_sink",
    "play_game",
    "read_records",
    "replay_record",
    "simulate",
    "wilson",
]
