"""The core needs no optional package: without ``rich`` (the ``tui`` extra) the library, ``schema``
and ``--version`` work, and the terminal commands say which extra to install."""

from __future__ import annotations

import subprocess
import sys

from innovation.protocol.vocabulary import PROTOCOL_VERSION

WITHOUT_RICH = "import sys; sys.modules['rich'] = None\n"


def run(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", WITHOUT_RICH + code], capture_output=True, text=True, timeout=120)


def test_the_library_runs_without_the_terminal_ui() -> None:
    done = run(
        "from innovation import Game, GameConfig, RandomAgent, play\n"
        "game = Game.new(GameConfig(players=('ann', 'bob'), seed=1))\n"
        "play(game, [RandomAgent(1), RandomAgent(2)])\n"
        "print(game.result.reason)\n"
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() in ("achievements", "score", "dogma")


def test_commands_without_their_extra_say_what_to_install() -> None:
    done = run("from innovation.cli import main; sys.exit(main(['play']))")
    assert done.returncode == 2
    assert "pip install 'innovation-engine[tui]'" in done.stderr
    listed = run("from innovation.cli import main; main(['--help'])")
    assert "play" in listed.stdout and "tui" in listed.stdout
    version = run("from innovation.cli import main; main(['--version'])")
    assert f"protocol {PROTOCOL_VERSION}" in version.stdout
    schema = run("from innovation.cli import main; sys.exit(main(['schema', 'Result', '--compact']))")
    assert schema.returncode == 0 and '"$ref": "#/$defs/Result"' in schema.stdout
