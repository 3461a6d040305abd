#!/usr/bin/env python3
"""Bootstrap + task runner needing nothing but python3.

    python3 dev.py demo [--seed N] [--players N]   play a seeded demo game between bots
    python3 dev.py test [pytest args]             run the test suite (on every core)
    python3 dev.py check                          mypy --strict and ruff
    python3 dev.py docs [sphinx-build args]       build the guides and API reference (docs/_build/html)
    python3 dev.py install EXTRA [EXTRA …]        add extras of pyproject.toml (tui, web, ray, ai …)
    python3 dev.py <anything else>                run the `innovation` CLI with those arguments

The first run creates .venv/ and installs the project (editable) with only what the task needs:
`demo`, `cards`, `schema` and `replay` the core alone (four small packages), `play`, `simulate`
and `soak` the terminal UI too, `serve` the web table, `test`, `check` and `docs` every extra and
the dev tools (the first `test` takes a few minutes: Ray, OpenSpiel, pyarrow, Playwright …).
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import venv
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows: no advisory locks; run one dev.py at a time there
    fcntl = None  # type: ignore[assignment]

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PY = BIN / ("python.exe" if os.name == "nt" else "python")
#: What is installed: {"pyproject": sha256 of pyproject.toml, "extras": [...]}.
STAMP = VENV / ".installed.json"

#: The extras each task needs (pyproject.toml's optional-dependencies); a task not listed runs
#: the `innovation` command of the same name with the core alone, and says which extra to
#: install if it needs one after all.
TASK_EXTRAS: dict[str, frozenset[str]] = {
    "play": frozenset({"tui"}),
    "simulate": frozenset({"tui"}),
    "soak": frozenset({"tui"}),
    "serve": frozenset({"web"}),
    "test": frozenset({"dev"}),
    "check": frozenset({"dev"}),
    "docs": frozenset({"dev"}),
}


def _installed(wanted_hash: str) -> frozenset[str] | None:
    """The extras installed for this pyproject.toml (None: nothing installed, or an older one)."""
    try:
        stamp = json.loads(STAMP.read_text())
        if stamp["pyproject"] == wanted_hash and PY.exists():
            return frozenset(stamp["extras"])
    except (OSError, ValueError, KeyError, TypeError):
        pass
    return None


def _previous_extras() -> frozenset[str]:
    """The extras a stamp of any pyproject.toml lists (reinstalled when pyproject.toml changes)."""
    try:
        return frozenset(json.loads(STAMP.read_text())["extras"])
    except (OSError, ValueError, KeyError, TypeError):
        # A .venv made before the per-task installs had everything (its stamp: .installed).
        return frozenset({"dev"}) if (VENV / ".installed").exists() else frozenset()


def ensure_env(extras: frozenset[str]) -> None:
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()

    def ready() -> bool:
        have = _installed(wanted)
        return have is not None and ("dev" in have or extras <= have)

    if ready():
        return
    # Two dev.py commands started at once (test + check) must not install into one venv together:
    # the second waits for the first, then finds the stamp written.
    with open(ROOT / ".venv.lock", "w") as lock:
        if fcntl is not None:
            fcntl.flock(lock, fcntl.LOCK_EX)
        if ready():
            return
        if not PY.exists():
            print("dev.py: creating .venv …", file=sys.stderr)
            venv.EnvBuilder(with_pip=True).create(VENV)
        every = sorted(extras | _previous_extras())
        target = f"{ROOT}[{','.join(every)}]" if every else str(ROOT)
        what = f" with {', '.join(every)}" if every else " (the core alone)"
        if "dev" in every:
            what += " (every extra and the dev tools: a few minutes the first time)"
        print(f"dev.py: installing the project{what} …", file=sys.stderr)
        quiet = ["-q", "--disable-pip-version-check"]
        if "dev" in every:
            # The dev tools' builds want a recent pip; the core installs with the pip venv brings.
            subprocess.run([str(PY), "-m", "pip", "install", *quiet, "--upgrade", "pip"], check=True)
        subprocess.run([str(PY), "-m", "pip", "install", *quiet, "-e", target], check=True)
        STAMP.write_text(json.dumps({"pyproject": wanted, "extras": every}))


def known_extras() -> set[str]:
    import tomllib  # Python 3.11+, as the project requires

    with open(ROOT / "pyproject.toml", "rb") as f:
        return set(tomllib.load(f)["project"]["optional-dependencies"])


def main(argv: list[str]) -> int:
    task, rest = (argv[0], argv[1:]) if argv else ("demo", [])
    if task == "install":
        unknown = sorted(set(rest) - known_extras())
        if not rest or unknown:
            print(
                f"dev.py install: name extras of pyproject.toml ({', '.join(sorted(known_extras()))})", file=sys.stderr
            )
            return 2
        ensure_env(frozenset(rest))
        return 0
    ensure_env(TASK_EXTRAS.get(task, frozenset()))
    if task == "test":
        # On every core unless the caller chose (-n N, or -p no:xdist to debug in one process).
        chosen = any(a.startswith(("-n", "--numprocesses")) or a == "no:xdist" for a in rest)
        # loadgroup: a slow group's tests that share a Chromium or a Ray instance stay on one worker.
        spread = [] if chosen else ["-n", "auto", "--dist", "loadgroup"]
        return subprocess.call([str(PY), "-m", "pytest", *spread, *rest], cwd=ROOT)
    if task == "check":
        typed = ["src", "plugins", "tools", "benchmarks", "examples"]
        rc = subprocess.call([str(PY), "-m", "mypy", "--strict", *typed], cwd=ROOT)
        rc = rc or subprocess.call([str(PY), "-m", "ruff", "check", "."], cwd=ROOT)
        return rc or subprocess.call([str(PY), "-m", "ruff", "format", "--check", "."], cwd=ROOT)
    if task == "docs":
        # Every page read afresh (-E), any warning an error (-W): what CI builds.
        out = str(ROOT / "docs" / "_build" / "html")
        return subprocess.call(
            [str(PY), "-m", "sphinx", "-E", "-W", "--keep-going", "-b", "html", "docs", out, *rest], cwd=ROOT
        )
    return subprocess.call([str(PY), "-m", "innovation", task, *rest], cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
