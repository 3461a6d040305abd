#!/usr/bin/env python3
"""Bootstrap + task runner needing nothing but python3.

    python3 dev.py demo [--seed N] [--players N]   play a seeded demo game between bots
    python3 dev.py test [pytest args]             run the test suite
    python3 dev.py check                          mypy --strict and ruff
    python3 dev.py <anything else>                run the `innovation` CLI with those arguments

The first run creates .venv/ and installs the project (editable) with its dev extras.
"""

from __future__ import annotations

import hashlib
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
STAMP = VENV / ".installed"


def ensure_env() -> None:
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if STAMP.exists() and STAMP.read_text() == wanted and PY.exists():
        return
    # Two dev.py commands started at once (test + check) must not install into one venv together:
    # the second waits for the first, then finds the stamp written.
    with open(ROOT / ".venv.lock", "w") as lock:
        if fcntl is not None:
            fcntl.flock(lock, fcntl.LOCK_EX)
        if STAMP.exists() and STAMP.read_text() == wanted and PY.exists():
            return
        if not PY.exists():
            print("dev.py: creating .venv …", file=sys.stderr)
            venv.EnvBuilder(with_pip=True).create(VENV)
        print("dev.py: installing the project and its dev tools …", file=sys.stderr)
        subprocess.run([str(PY), "-m", "pip", "install", "-q", "--upgrade", "pip"], check=True)
        subprocess.run([str(PY), "-m", "pip", "install", "-q", "-e", f"{ROOT}[dev]"], check=True)
        STAMP.write_text(wanted)


def main(argv: list[str]) -> int:
    ensure_env()
    task, rest = (argv[0], argv[1:]) if argv else ("demo", [])
    if task == "test":
        return subprocess.call([str(PY), "-m", "pytest", *rest], cwd=ROOT)
    if task == "check":
        typed = ["src", "plugins", "tools", "benchmarks", "examples"]
        rc = subprocess.call([str(PY), "-m", "mypy", "--strict", *typed], cwd=ROOT)
        return rc or subprocess.call([str(PY), "-m", "ruff", "check", "."], cwd=ROOT)
    return subprocess.call([str(PY), "-m", "innovation", task, *rest], cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
