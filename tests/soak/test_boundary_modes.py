"""The soak's boundary modes: fault injection (exceptions raised inside answers, from a test
plugin at random hooks and from a real timer's signal, must leave the game byte-identical) and
forged saves (every forgery must be a SaveError) — and each mode catches an engine that breaks
its promise."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from innovation import Game, GameConfig
from innovation.cli import main
from innovation.running import resume
from innovation_soak import CheckOptions, GameSpec, run_game
from innovation_soak.faults import PLAY_HOOKS, FaultPlugin, FaultViolation, check_fault
from innovation_soak.forgeries import ForgeryViolation, check_forged_saves

pytestmark = pytest.mark.soak

MODES = CheckOptions(fault_rate=0.3, forged_save_rate=0.05, views_every=5)


@pytest.mark.parametrize(
    "spec",
    [GameSpec(seed=4, players=2), GameSpec(seed=9, players=3, expansions=("artifacts", "echoes"))],
    ids=lambda s: s.label,
)
def test_soak_games_with_faults_and_forged_saves_pass(spec: GameSpec) -> None:
    report = run_game(spec, MODES)
    assert report.failure is None, report.failure.describe()
    # Faults and forgeries really happened (how many depends on where the fault plugin's generator
    # lands among the hooks and forgeries in play: each new hook or forgery kind moves it).
    assert report.faults >= 5 and report.forgeries > 10


def test_the_fault_plugin_implements_every_hook_the_engine_calls_during_play() -> None:
    from innovation.rules import hookspecs

    specs = {name for name in dir(hookspecs) if name.startswith("innovation_")}
    once = {"innovation_register_cards", "innovation_special_achievements", "innovation_zones", "innovation_setup"}
    never = {"innovation_perform_action"}  # called only for actions plugins add; the shipped ones add none
    assert set(PLAY_HOOKS) == specs - once - never
    assert all(callable(getattr(FaultPlugin, name)) for name in PLAY_HOOKS)


def _broken_transaction(self: Game, run: object, paused: object = None) -> None:
    run()  # type: ignore[operator]  # no undo: what answer() did before it was a transaction


@pytest.fixture
def every_answer_re_run() -> Iterator[None]:
    """Resuming off: every answer goes through ``Game._transaction`` (a resumed one undoes itself
    in ``Game._resume``, which the broken transaction below does not touch)."""
    previous = resume.parked_limit()
    resume.set_parked_limit(0)
    yield
    resume.set_parked_limit(previous)


@pytest.mark.usefixtures("every_answer_re_run")
def test_fault_injection_catches_an_answer_that_is_not_a_transaction(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Game, "_transaction", _broken_transaction)
    game = Game.new(GameConfig(players=("ann", "bob"), seed=2, plugins=[FaultPlugin()]))
    rng = random.Random(0)
    with pytest.raises(FaultViolation, match="left the game changed"):
        for _ in range(200):
            d = game.pending
            assert d is not None
            if check_fault(game, d.player, d.options[0], rng) is False:
                game.answer(d.player, d.options[0])
    report = run_game(GameSpec(seed=4, players=2), MODES)
    assert report.failure is not None and report.failure.check == "fault"


def test_forged_save_mode_catches_a_forgery_that_loads(monkeypatch: pytest.MonkeyPatch) -> None:
    from innovation.saves import states as save_states

    monkeypatch.setattr(save_states, "validate_state", lambda *args: None)
    game = Game.new(GameConfig(players=("ann", "bob"), seed=2))
    for _ in range(12):
        d = game.pending
        assert d is not None
        game.answer(d.player, d.options[0])
    with pytest.raises(ForgeryViolation):
        check_forged_saves(game, random.Random(1), count=30)


def test_soak_command_runs_the_boundary_modes(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["soak", "--games", "2", "--jobs", "1", "--seed", "5", "--quiet", "--faults", "--forged-saves"])
    out = capsys.readouterr().out
    assert code == 0, out
    assert "injected faults undone" in out and "forged saves refused" in out
