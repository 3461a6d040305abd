"""Optional components the tests need: skip with a clear reason on a developer's machine, fail in CI.

``.ci/run`` exports ``INNOVATION_CI=1``; under it a missing component is an error, not a skip, so
a green CI always means the whole suite ran (COORD.md's convention).
"""

from __future__ import annotations

import importlib
import os
import shutil
from pathlib import Path
from types import ModuleType

import pytest

IN_CI = os.environ.get("INNOVATION_CI") == "1"


def _missing(reason: str) -> None:
    if IN_CI:
        pytest.fail(f"INNOVATION_CI=1 and a required component is missing: {reason}", pytrace=False)
    pytest.skip(reason)


def require(module: str, why: str = "") -> ModuleType:
    """Import ``module`` or skip (fail under INNOVATION_CI=1) saying what is missing."""
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        _missing(f"needs the Python module {module!r}{' (' + why + ')' if why else ''}: {exc}")
        raise  # unreachable: _missing always raises


def require_executable(name: str, why: str = "") -> Path:
    """The path of an executable (a name on PATH or an absolute path), or skip/fail."""
    found = shutil.which(name)
    if found is None:
        _missing(f"needs the program {name!r}{' (' + why + ')' if why else ''}")
        raise AssertionError  # unreachable
    return Path(found)
