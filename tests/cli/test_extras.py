"""The core needs no optional package: without ``rich`` (the ``tui`` extra) the library, ``schema``
and ``--version`` work, and the terminal commands say which extra to install — with a command
that works from where the engine came from (a checkout, dev.py's environment, a Git URL, an index)."""

from __future__ import annotations

import json
import re
import runpy
import shlex
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from innovation import extras
from innovation.protocol.vocabulary import PROTOCOL_VERSION

ROOT = Path(__file__).resolve().parents[2]
WITHOUT_RICH = "import sys; sys.modules['rich'] = None\n"
PYPROJECT_EXTRAS = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"])


def run(code: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", WITHOUT_RICH + code], capture_output=True, text=True, timeout=120, cwd=cwd
    )


def test_the_library_runs_without_the_terminal_ui() -> None:
    done = run(
        "from innovation import Game, GameConfig, RandomAgent, play\n"
        "game = Game.new(GameConfig(players=('ann', 'bob'), seed=1))\n"
        "play(game, [RandomAgent(1), RandomAgent(2)])\n"
        "print(game.result.reason)\n"
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() in ("achievements", "score", "dogma")


def test_the_quick_start_demo_needs_no_extra() -> None:
    """`python3 dev.py demo` installs the core alone (dev.py's TASK_EXTRAS): the demo runs on it,
    with no optional package importable."""
    blocked = "".join(f"sys.modules[{m!r}] = None\n" for m in sorted(extras.EXTRA_OF_PACKAGE))
    done = run(blocked + "from innovation.cli import main; sys.exit(main(['demo', '--seed', '7']))")
    assert done.returncode == 0, done.stderr
    assert "Result: " in done.stdout
    dev = runpy.run_path(str(ROOT / "dev.py"), run_name="dev")
    assert "demo" not in dev["TASK_EXTRAS"]
    for task, wanted in dev["TASK_EXTRAS"].items():
        assert wanted <= PYPROJECT_EXTRAS, task
    assert dev["known_extras"]() == PYPROJECT_EXTRAS


def test_commands_without_their_extra_say_what_to_install() -> None:
    done = run("from innovation.cli import main; sys.exit(main(['play']))")
    assert done.returncode == 2
    assert "'rich' is not installed; play needs the 'tui' extra: " in done.stderr
    assert extras.install_command("tui") in done.stderr  # as worded for this installation
    listed = run("from innovation.cli import main; main(['--help'])")
    assert "play" in listed.stdout and "tui" in listed.stdout
    version = run("from innovation.cli import main; main(['--version'])")
    assert f"protocol {PROTOCOL_VERSION}" in version.stdout
    schema = run("from innovation.cli import main; sys.exit(main(['schema', 'Result', '--compact']))")
    assert schema.returncode == 0 and '"$ref": "#/$defs/Result"' in schema.stdout


def test_the_command_printed_here_installs() -> None:
    """The command this installation prints works as typed: pip resolves it (a dry run), or it is
    dev.py's, naming an extra dev.py knows."""
    command = shlex.split(extras.install_command("tui"))
    if command[:2] == ["python3", str(ROOT / "dev.py")] or command[:2] == ["python3", "dev.py"]:
        assert command[2:] == ["install", "tui"]
        refused = subprocess.run(
            [sys.executable, str(ROOT / "dev.py"), "install", "no-such-extra"], capture_output=True, text=True
        )
        assert refused.returncode == 2 and "tui" in refused.stderr
        return
    assert command[1:4] == ["-m", "pip", "install"], command
    if command[-1].startswith(extras.DISTRIBUTION + "["):
        pytest.fail(f"this test runs from a checkout, yet the index's command was printed: {command}")
    dry = subprocess.run(
        [*command[:4], "--dry-run", "--no-deps", *command[4:]], capture_output=True, text=True, cwd=ROOT, timeout=300
    )
    assert dry.returncode == 0, dry.stderr


def direct_url(url: str, **info: object) -> str:
    return json.dumps({"url": url, **info})


def test_the_command_matches_where_the_engine_came_from(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    checkout = tmp_path / "checkout"
    (checkout / ".venv").mkdir(parents=True)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.setattr(extras, "pip_command", lambda: "python3 -m pip")

    def command(origin: str | None, cwd: Path, prefix: Path = tmp_path / "env") -> str:
        monkeypatch.setattr(extras, "_origin", lambda: extras.parse_origin(origin))
        monkeypatch.setattr(sys, "prefix", str(prefix))
        monkeypatch.chdir(cwd)
        return extras.install_command("ray")

    assert command(None, elsewhere) == "python3 -m pip install 'innovation-engine[ray]'"
    editable = direct_url(checkout.as_uri(), dir_info={"editable": True})
    assert command(editable, checkout) == "python3 -m pip install -e '.[ray]'"
    assert command(editable, elsewhere) == f"python3 -m pip install -e '{checkout}[ray]'"
    assert command(direct_url(checkout.as_uri(), dir_info={}), checkout) == "python3 -m pip install '.[ray]'"
    # In the environment dev.py made: dev.py adds the extra (and remembers it).
    (checkout / "dev.py").write_text("")
    assert command(editable, checkout, checkout / ".venv") == "python3 dev.py install ray"
    assert command(editable, elsewhere, checkout / ".venv") == f"python3 {checkout / 'dev.py'} install ray"
    git = direct_url("https://example.org/innovation.git", vcs_info={"vcs": "git", "commit_id": "abc123"})
    assert command(git, elsewhere) == (
        "python3 -m pip install 'innovation-engine[ray] @ git+https://example.org/innovation.git@abc123'"
    )
    wheel = direct_url("file:///wheels/innovation_engine-0.1.0-py3-none-any.whl", archive_info={})
    assert command(wheel, elsewhere) == (
        "python3 -m pip install 'innovation-engine[ray] @ file:///wheels/innovation_engine-0.1.0-py3-none-any.whl'"
    )
    assert command("{not json", elsewhere) == "python3 -m pip install 'innovation-engine[ray]'"


def test_pip_runs_for_the_interpreter_running_now(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))  # no python3 on PATH is this one
    monkeypatch.chdir(tmp_path)
    assert extras.pip_command() == f"{shlex.quote(sys.executable)} -m pip"
    monkeypatch.setenv("PATH", str(Path(sys.executable).parent))
    found = {p.name for p in Path(sys.executable).parent.iterdir()}
    assert extras.pip_command() == f"{'python3' if 'python3' in found else 'python'} -m pip"


def test_every_extra_named_exists_and_no_message_hard_codes_an_install_command() -> None:
    assert set(extras.EXTRA_OF_PACKAGE.values()) <= PYPROJECT_EXTRAS
    hard_coded = re.compile(r"pip install [^\n]*innovation-engine\[")
    offenders = [
        str(path.relative_to(ROOT))
        for folder in ("src", "plugins")
        for path in (ROOT / folder).rglob("*.py")
        if path.name != "extras.py" and hard_coded.search(path.read_text())
    ]
    assert offenders == [], "say it with innovation.extras.install_command (it knows where the engine came from)"
