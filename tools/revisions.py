"""Install a git revision of this repository into a virtual environment of its own, for tools that
run an older engine side by side with the working tree (``tools/same_games.py``,
``benchmarks/compare.py``).

The revision's files are exported with ``git archive`` and installed (not editable) into
``.cache/revisions/<commit>/venv``, which later runs reuse. Its plugins' entry points therefore
resolve to its own code, never to the working tree's. A revision whose ``pyproject.toml`` cannot be
installed (an old one, or one that needs a package this machine lacks) stops the tool with pip's
message.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CACHE = ROOT / ".cache" / "revisions"
#: Environment variables that would let a side import something other than its own code.
_LEAKY = ("PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP")


def git(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()


def commit_of(rev: str) -> str:
    """The full commit id of ``rev`` (a SystemExit naming it when git does not know it)."""
    try:
        return git("rev-parse", "--verify", f"{rev}^{{commit}}")
    except subprocess.CalledProcessError:
        raise SystemExit(f"{rev!r} is not a revision of {ROOT}") from None


def prepare_revision(rev: str, *, tool: str, quiet: bool = False) -> tuple[str, str]:
    """Install ``rev`` into its cached environment; return (commit, path of its python)."""
    commit = commit_of(rev)
    home = CACHE / commit
    python = home / "venv" / "bin" / "python"
    stamp = home / "installed"
    if stamp.exists() and python.exists():
        return commit, str(python)
    if not quiet:
        print(f"{tool}: installing {rev} ({commit[:10]}) into {home} …", file=sys.stderr)
    src = home / "src"
    if home.exists():
        subprocess.run(["rm", "-rf", str(home)], check=True)
    src.mkdir(parents=True)
    archive = subprocess.run(["git", "archive", "--format=tar", commit], cwd=ROOT, check=True, capture_output=True)
    with tempfile.TemporaryFile() as tmp:
        tmp.write(archive.stdout)
        tmp.seek(0)
        with tarfile.open(fileobj=tmp) as tar:
            tar.extractall(src, filter="data")
    base_python = getattr(sys, "_base_executable", None) or "python3"
    subprocess.run([base_python, "-m", "venv", str(home / "venv")], check=True)
    pip = [str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check"]
    done = subprocess.run([*pip, str(src)], capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"{tool}: installing {rev} failed:\n{done.stdout}{done.stderr}")
    stamp.write_text(commit)
    return commit, str(python)


def run_isolated(python: str, script: Path, args: Sequence[str], *, what: str) -> Iterator[str]:
    """Run ``script`` with ``python`` in a scratch directory (nothing to import from the current
    directory) without the environment variables that could mix the sides; yield its output
    lines. A failing run stops the tool, naming ``what`` ran."""
    env = {k: v for k, v in os.environ.items() if k not in _LEAKY}
    cmd = [python, str(script), *args]
    with tempfile.TemporaryDirectory() as scratch:
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True, cwd=scratch, env=env)
        assert proc.stdout is not None
        yield from proc.stdout
        if proc.wait() != 0:
            raise SystemExit(f"{what} failed ({' '.join(cmd)})")


def side_by_side_main(
    parser: argparse.ArgumentParser,
    argv: Sequence[str] | None,
    worker: Callable[[argparse.Namespace], int],
    compare: Callable[[argparse.Namespace], int],
) -> int:
    """The command line of a side-by-side tool: ``parser`` (with a ``rev`` argument) gains
    ``--quiet`` and the hidden ``--worker`` switch the tool runs each side with."""
    parser.add_argument("--quiet", action="store_true", help="no progress messages on stderr")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        return worker(args)
    if args.rev is None:
        parser.error("REV is required")
    return compare(args)
