"""The soak harness: a tool built on the engine's public API, kept out of the rules core.

Seeded random games driven through the request/response API with every invariant checked after
every answer — conservation of cards, no hidden information in any view, an independent oracle
for icons, points and achievements, bad answers and damaged saves refused, replays and save
round trips identical; optionally, faults injected inside answers (the game must come back
byte-identical, :mod:`innovation_soak.faults`) and forged saves (each must be refused,
:mod:`innovation_soak.forgeries`). ``innovation soak`` runs it from the command line
(:mod:`innovation_soak.cli`); see docs/soak.md. ::

    from innovation_soak import GameSpec, plan_games, run_game, soak

    report = run_game(GameSpec(seed=17, players=3))
    assert report.failure is None, report.failure.describe()
"""

from innovation_soak.faults import FaultPlugin, check_fault
from innovation_soak.forgeries import FORGERIES, check_forged_saves
from innovation_soak.harness import (
    DEFAULT_CHECKS,
    MIXED,
    PLAYER_NAMES,
    CheckOptions,
    Failure,
    GameReport,
    GameSpec,
    InvariantChecker,
    InvariantViolation,
    Oracle,
    SoakSummary,
    card_runs,
    check_bad_answers,
    check_corrupt_saves,
    check_replay,
    check_round_trip,
    combinations,
    karma_names,
    missing_cards,
    plan_games,
    run_game,
    soak,
    tally,
    variant_runs,
)

__all__ = [
    "DEFAULT_CHECKS",
    "FORGERIES",
    "MIXED",
    "PLAYER_NAMES",
    "CheckOptions",
    "Failure",
    "FaultPlugin",
    "GameReport",
    "GameSpec",
    "InvariantChecker",
    "InvariantViolation",
    "Oracle",
    "SoakSummary",
    "card_runs",
    "check_bad_answers",
    "check_corrupt_saves",
    "check_fault",
    "check_forged_saves",
    "check_replay",
    "check_round_trip",
    "combinations",
    "karma_names",
    "missing_cards",
    "plan_games",
    "run_game",
    "soak",
    "tally",
    "variant_runs",
]
