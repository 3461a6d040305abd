"""`innovation soak`: progress, summary, failures with reproduction, unimplemented expansions."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from innovation.cli import main
from innovation.errors import NotImplementedRuleError
from innovation_soak import harness as soak_module

pytestmark = pytest.mark.soak


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    rc = main(["soak", *args])
    out, err = capsys.readouterr()
    return rc, out + err


def test_small_soak_prints_a_summary(capsys: pytest.CaptureFixture[str]) -> None:
    rc, out = _run(capsys, "--games", "3", "--seed", "40", "--jobs", "1", "--quiet")
    assert rc == 0
    assert "games played   3" in out
    assert "failures       0" in out
    assert "games/s" in out and "decisions" in out


def test_unimplemented_expansions_are_reported_not_fatal(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from innovation.rules.plugins import build_rules as real

    def pretend(expansions: tuple[str, ...], plugins: tuple[object, ...] = (), options: Any = None) -> object:
        if "echoes" in expansions:
            raise NotImplementedRuleError("the 'echoes' expansion is installed but not implemented yet")
        return real(expansions, plugins, options)

    monkeypatch.setattr(soak_module, "build_rules", pretend)
    rc, out = _run(capsys, "--games", "2", "--seed", "40", "--jobs", "1", "--quiet", "--expansions", "echoes")
    assert rc == 0
    assert "not soaked" in out and "base+echoes" in out and "not implemented yet" in out
    assert "games played   2" in out


def test_unknown_expansion_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    rc, out = _run(capsys, "--games", "2", "--expansions", "atlantis", "--quiet")
    assert rc == 2 and "unknown expansion 'atlantis'" in out


def test_required_set_plays_only_games_with_it(capsys: pytest.CaptureFixture[str]) -> None:
    rc, out = _run(
        capsys,
        *("--games", "2", "--seed", "40", "--jobs", "1", "--quiet", "--edition", "fourth"),
        *("--expansions", "echoes,unseen", "--require", "unseen"),
    )
    assert rc == 0 and "games played   2" in out
    kinds = out.split("by kind", 1)[1].split("(Np", 1)[0]
    assert kinds.count("+unseen") == 2, kinds


def test_required_set_outside_the_expansions_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    rc, out = _run(capsys, "--games", "2", "--expansions", "echoes", "--require", "unseen", "--quiet")
    assert rc == 2 and "unseen" in out and "not among the expansions" in out


def test_one_game_by_label(capsys: pytest.CaptureFixture[str]) -> None:
    rc, out = _run(capsys, "--game", "4:4t")
    assert rc == 0 and "game 4:4t: OK" in out
    rc, out = _run(capsys, "--game", "4:5p")
    assert rc == 2 and "bad --game" in out


def test_one_game_by_label_is_checked_in_the_label_s_edition(capsys: pytest.CaptureFixture[str]) -> None:
    """The Unseen plays in the 4th edition only: a label naming that edition is playable, one
    without it (the 3rd edition by default) is not."""
    rc, out = _run(capsys, "--game", "5:2p+unseen/edition=fourth")
    assert rc == 0 and "game 5:2p+unseen/edition=fourth: OK" in out
    rc, out = _run(capsys, "--game", "5:2p+unseen")
    assert rc == 2 and "bad --game" in out and "3rd edition" in out


def test_failures_are_listed_with_seed_command_and_log(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    real = soak_module.Oracle.points
    monkeypatch.setattr(soak_module.Oracle, "points", lambda self, state, p: real(self, state, p) + (state.turn > 4))
    report = tmp_path / "failures.json"
    rc, out = _run(capsys, "--games", "2", "--seed", "40", "--jobs", "1", "--quiet", "--failures", str(report))
    assert rc == 1
    assert "failures       2" in out
    assert "reproduce: innovation soak --game 40:" in out and "answer log: [" in out
    saved = json.loads(report.read_text())
    assert [f["game"].split(":")[0] for f in saved] == ["40", "41"]
    assert all(f["check"] == "oracle" and f["answers"] for f in saved)


@pytest.mark.parametrize(("value", "ok"), [("2-4", True), ("3", True), ("2,4", True), ("1-5", False), ("x", False)])
def test_players_argument(value: str, ok: bool) -> None:
    import argparse

    from innovation_soak.cli import players_arg

    if ok:
        assert set(players_arg(value)) <= {2, 3, 4}
    else:
        with pytest.raises(argparse.ArgumentTypeError):
            players_arg(value)


def _wait_for_sigterm_handler(proc: subprocess.Popen[str], limit: float = 120.0) -> None:
    """Until ``proc`` catches SIGTERM (its handler is installed once the soak starts): a fixed
    sleep killed a soak still importing on a loaded machine. Linux's /proc says which signals a
    process catches (SigCgt, a hex mask)."""
    status = Path(f"/proc/{proc.pid}/status")
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline and proc.poll() is None:
        caught = next((ln.split()[1] for ln in status.read_text().splitlines() if ln.startswith("SigCgt:")), "0")
        if int(caught, 16) >> (signal.SIGTERM - 1) & 1:
            return
        time.sleep(0.1)
    raise AssertionError(f"the soak did not install its SIGTERM handler within {limit} s")


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc to see the soak started")
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_sigterm_stops_the_soak_with_a_summary(jobs: str) -> None:
    """`kill` / `timeout` / a scheduler's SIGTERM ends a soak like Ctrl-C: the games played so far
    are summarized, the status says interrupted, and no worker is left behind."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "innovation", "soak", "--games", "5000", "--seed", "3", "--jobs", jobs, "--quiet"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        _wait_for_sigterm_handler(proc)  # past start-up (a loaded machine takes long to import)
        time.sleep(1)  # games are being played
        os.kill(proc.pid, signal.SIGTERM)
        out, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    assert proc.returncode == 130, out + err
    assert "Traceback" not in err, err
    assert "Soak summary" in out and "(interrupted)" in out
    with pytest.raises(ProcessLookupError):  # the whole session (workers too) is gone
        os.killpg(proc.pid, 0)
