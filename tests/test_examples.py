"""Every example runs: the embedding loop, and the third-party plugin package both registered by
hand and found through its entry point the way an installed package is."""

from __future__ import annotations

import importlib
import runpy
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pluggy
import pytest

import innovation.rules.plugins
from innovation import Game, GameConfig
from innovation.rules import hookspecs
from innovation.testing import Scenario

from .requirements import require

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
PACKAGE = EXAMPLES / "plugin_package"


def test_embed_loop(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        runpy.run_path(str(EXAMPLES / "embed_loop.py"), run_name="__main__")
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert out.count("saved and reloaded while") == 3
    assert "refused: it is" in out and "is not one of the options" in out
    assert " won by " in out and "inline game:" in out


def test_first_player_advantage(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The worked balance question of docs/simulate.md, on a few games: rows, answer and figure."""
    require("matplotlib", "the plot extra draws the figure")
    figure, records = tmp_path / "fpa.png", tmp_path / "fpa.jsonl"
    argv = ["--games", "6", "--jobs", "2", "--seed", "3", "--plot", str(figure), "--records", str(records)]
    monkeypatch.setattr(sys, "argv", ["first_player_advantage.py", *argv])
    with pytest.raises(SystemExit) as done:
        runpy.run_path(str(EXAMPLES / "first_player_advantage.py"), run_name="__main__")
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert "6 of 6 games finished (0 failed)" in out
    assert "The first player won " in out and " of 6 games: " in out and "Answer: " in out
    assert out.count("  games of ") == 3
    assert figure.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert records.read_bytes().count(b"\n") == 6
    # The same answer again from the rows alone, without playing.
    again = tmp_path / "again.png"
    monkeypatch.setattr(
        sys, "argv", ["first_player_advantage.py", "--from-records", str(records), "--plot", str(again)]
    )
    with pytest.raises(SystemExit):
        runpy.run_path(str(EXAMPLES / "first_player_advantage.py"), run_name="__main__")
    reread = capsys.readouterr().out
    assert "games read from" in reread and again.exists()
    answer = [line for line in out.splitlines() if line.startswith(("The first player", "Answer", "  games of"))]
    assert answer == [
        line for line in reread.splitlines() if line.startswith(("The first player", "Answer", "  games of"))
    ]


def test_every_example_script_is_tested() -> None:
    scripts = {p.name for p in EXAMPLES.glob("*.py")}
    assert scripts == {
        "embed_loop.py",
        "first_player_advantage.py",
        "train_masked_policy.py",
    }, "add a test for each new example script"


@pytest.fixture
def bargain(monkeypatch: pytest.MonkeyPatch) -> Iterator[ModuleType]:
    """The example plugin imported from its source tree (not installed)."""
    monkeypatch.syspath_prepend(str(PACKAGE / "src"))
    sys.modules.pop("innovation_bargain", None)
    yield importlib.import_module("innovation_bargain")
    sys.modules.pop("innovation_bargain", None)


def test_plugin_registered_by_hand_changes_the_rules(bargain: ModuleType) -> None:
    s = Scenario(players=("ann", "bob"), plugins=[bargain])
    s.board("ann", "Calendar")  # a top card of age 2
    s.score("ann", "Sailing", "Writing", "Oars", "Tools", "Pottery", "Archery")  # 6 points: 3 × 2
    g = s.build()
    assert g.decision is not None and "achieve 2" in g.decision.options
    g.achieve(2)
    assert len(g.achievements("ann")) == 1
    assert g.game.view("ann").achievements_to_win == 7

    plain = Scenario(players=("ann", "bob"))
    plain.board("ann", "Calendar")
    plain.score("ann", "Sailing", "Writing", "Oars", "Tools", "Pottery", "Archery")
    decision = plain.build().decision
    assert decision is not None and "achieve 2" not in decision.options  # 10 points needed without it


def test_plugin_hooks_match_the_hook_specifications(bargain: ModuleType) -> None:
    pm = pluggy.PluginManager(hookspecs.PROJECT)
    pm.add_hookspecs(hookspecs)
    pm.register(bargain, name=bargain.PLUGIN_NAME)
    pm.check_pending()  # raises if the plugin implements a hook that does not exist
    assert {impl.plugin_name for impl in pm.hook.innovation_achievement_cost.get_hookimpls()} == {"bargain"}


def entry_points() -> dict[str, str]:
    project = tomllib.loads((PACKAGE / "pyproject.toml").read_text())["project"]
    eps: dict[str, str] = project["entry-points"]["innovation.plugins"]
    return eps


def test_package_metadata_declares_the_entry_point(bargain: ModuleType) -> None:
    project = tomllib.loads((PACKAGE / "pyproject.toml").read_text())["project"]
    assert project["name"] == "innovation-bargain"
    assert entry_points() == {"bargain": "innovation_bargain"}
    assert importlib.import_module(entry_points()["bargain"]) is bargain
    assert bargain.PLUGIN_NAME == "bargain"


def test_installed_plugin_is_found_by_its_expansion_name(
    bargain: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest
) -> None:
    # What `pip install examples/plugin_package` leaves on the path: the package and a dist-info
    # directory whose entry_points.txt comes from the pyproject.
    dist = tmp_path / "innovation_bargain-0.1.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: innovation-bargain\nVersion: 0.1.0\n")
    lines = [f"{name} = {target}" for name, target in entry_points().items()]
    (dist / "entry_points.txt").write_text("[innovation.plugins]\n" + "\n".join(lines) + "\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.invalidate_caches()
    # The scan of installed plugins is cached per process; forget this temporary install after the
    # test, or later tests (the coverage page) would see a "bargain" that is no longer importable.
    request.addfinalizer(innovation.rules.plugins.discover.cache_clear)

    game = Game.new(GameConfig(players=("ann", "bob"), seed=3, expansions=("bargain",)))
    assert game.view("ann").achievements_to_win == 7
    assert "bargain" in game.rules.plugin_names
    d = game.pending
    assert d is not None
    game.answer(d.player, d.options[0])
    restored = Game.from_json(game.to_json())
    assert restored.config.expansions == ("bargain",) and restored.pending == game.pending


def test_train_masked_policy(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The training example of docs/ai.md, on a tiny run: it trains, evaluates and draws its curve."""
    require("gymnasium", "the ai extra")
    require("matplotlib", "the plot extra draws the curve")
    figure = tmp_path / "curve.png"
    argv = ["--episodes", "6", "--evaluation", "2", "--window", "3", "--plot", str(figure)]
    monkeypatch.setattr(sys, "argv", ["train_masked_policy.py", *argv])
    with pytest.raises(SystemExit) as done:
        runpy.run_path(str(EXAMPLES / "train_masked_policy.py"), run_name="__main__")
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert "trained 6 episodes in " in out and "won " in out and "before training " in out
    assert out.count("  episodes up to ") == 2
    assert figure.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
