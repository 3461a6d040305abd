"""The quick soak (CI budget): seeded random games through game.pending / game.answer with every
invariant checked after every answer. The big run is `innovation soak --games 10000` (docs/soak.md)."""

from __future__ import annotations

import json

import pytest

from innovation.errors import ConfigError
from innovation_soak import (
    CheckOptions,
    GameReport,
    GameSpec,
    SoakSummary,
    combinations,
    missing_cards,
    plan_games,
    run_game,
    soak,
)

pytestmark = pytest.mark.soak

#: Two of each kind: 2, 3 and 4 players and 2v2 teams.
QUICK = ["11:2p", "12:2p", "21:3p", "22:3p", "31:4p", "32:4p", "41:4t", "42:4t"]


@pytest.mark.parametrize("label", QUICK)
def test_seeded_game_keeps_every_invariant(label: str) -> None:
    report = run_game(GameSpec.parse(label))
    assert report.failure is None, report.failure.describe()
    assert report.result is not None and report.answers > 20


def test_every_base_card_is_implemented() -> None:
    """The soak must not skip anything: a missing card would surface as a failure."""
    assert missing_cards() == []


def test_plan_mixes_player_counts_and_teams_deterministically() -> None:
    specs = list(plan_games(300, seed=5))
    assert specs == list(plan_games(300, seed=5))
    assert [s.seed for s in specs] == list(range(5, 305))
    kinds = {s.label.split(":")[1] for s in specs}
    assert kinds == {"2p", "3p", "4p", "4t"}
    assert all(s.players == 4 for s in specs if s.teams)
    # a game's kind depends on its own seed only, whatever the run it belongs to
    assert list(plan_games(10, seed=105)) == specs[100:110]
    assert not any(s.teams for s in plan_games(100, seed=1, teams_share=0.0))
    assert all(s.teams for s in plan_games(100, seed=1, players=(4,), teams_share=1.0))
    assert {s.players for s in plan_games(50, seed=1, players=(3,))} == {3}


def test_combinations_cover_every_subset_with_the_base_game() -> None:
    assert combinations(()) == [()]
    assert combinations(("artifacts", "echoes")) == [(), ("artifacts",), ("echoes",), ("artifacts", "echoes")]


def test_required_set_keeps_only_the_combinations_holding_it() -> None:
    assert combinations(("artifacts", "echoes", "unseen"), ("unseen",)) == [
        ("unseen",),
        ("artifacts", "unseen"),
        ("echoes", "unseen"),
        ("artifacts", "echoes", "unseen"),
    ]
    assert combinations(("artifacts", "echoes"), ("artifacts", "echoes")) == [("artifacts", "echoes")]
    with pytest.raises(ConfigError, match="unseen"):
        combinations(("artifacts",), ("unseen",))


@pytest.mark.parametrize(
    "label", ["1:2p", "77:4t", "5:3p+echoes", "12:4p+artifacts+echoes", "-3:2p", "8:5p/edition=fourth"]
)
def test_game_labels_round_trip(label: str) -> None:
    assert GameSpec.parse(label).label == label
    assert GameSpec.parse(label).command == f"innovation soak --game {label}"


@pytest.mark.parametrize("label", ["", "1", "1:6p", "1:1p", "1:5t", "1:3t", "x:2p", "1:2p+", "1:2p echoes"])
def test_bad_game_labels(label: str) -> None:
    with pytest.raises(ValueError):
        GameSpec.parse(label)


def test_runner_summarizes_games_in_one_process() -> None:
    seen: list[GameReport] = []

    def progress(report: GameReport, summary: SoakSummary) -> None:
        seen.append(report)
        assert summary.games == len(seen)

    summary = soak(plan_games(3, seed=900), progress=progress)
    assert summary.games == 3 and len(seen) == 3
    assert summary.failures == []
    assert summary.decisions == sum(r.answers for r in seen) > 0
    assert sum(summary.reasons.values()) == 3 and sum(summary.kinds.values()) == 3
    assert summary.games_per_second > 0


def test_runner_with_worker_processes_and_a_time_limit() -> None:
    cheap = CheckOptions(views_every=0, replay_mid=False)
    summary = soak(plan_games(4, seed=950), cheap, jobs=2)
    assert summary.games == 4 and summary.failures == [] and not summary.stopped_early
    stopped = soak(plan_games(50, seed=950), cheap, max_seconds=0.0)
    assert stopped.stopped_early and stopped.games == 1


def test_replaying_a_logged_game_gives_the_same_game() -> None:
    first = run_game(GameSpec.parse("8:3p"))
    assert first.failure is None and first.result is not None
    # The answer log (what a failure report carries) drives run_game to the same game.
    log = _answers_of("8:3p")
    again = run_game(GameSpec.parse("8:3p"), answers=log)
    assert again.failure is None and again.result == first.result and again.answers == first.answers


def _answers_of(label: str) -> list[str]:
    from innovation import Game

    spec = GameSpec.parse(label)
    out: list[str] = []

    def grab(game: Game) -> None:
        out[:] = [option for _, option in game.history]

    run_game(spec, on_answer=grab)
    return out


def test_failure_report_carries_seed_log_and_command(monkeypatch: pytest.MonkeyPatch) -> None:
    from innovation_soak import harness as soak_module

    real = soak_module.Oracle.points

    def off_by_one(self: soak_module.Oracle, state: object, p: int) -> int:
        return real(self, state, p) + (1 if state.turn >= 3 else 0)  # type: ignore[attr-defined,arg-type]

    monkeypatch.setattr(soak_module.Oracle, "points", off_by_one)
    report = run_game(GameSpec.parse("3:2p"))
    failure = report.failure
    assert failure is not None and failure.check == "oracle"
    assert failure.answers and all(p in ("ann", "bob") for p, _ in failure.answers)
    text = failure.describe()
    assert "game 3:2p" in text and "innovation soak --game 3:2p" in text and "answer log" in text
    assert json.loads(json.dumps(failure.to_builtins()))["answers"] == [list(a) for a in failure.answers]
    assert "Traceback" in failure.traceback
