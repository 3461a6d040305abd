"""The core's old module paths (before the regroup into rooms, issue 27) still import, as the very
same module objects as the new ones, so outside code keeps working (docs/architecture.md)."""

from __future__ import annotations

import importlib
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

import innovation
from innovation._moved import MOVED

CORE = Path(innovation.__file__).parent


@pytest.mark.parametrize("old", sorted(MOVED))
def test_an_old_path_is_the_new_module(old: str) -> None:
    module = importlib.import_module(old)
    assert module is importlib.import_module(MOVED[old])
    assert module.__name__ == MOVED[old]
    assert module.__spec__ is not None and module.__spec__.name == MOVED[old]  # not stamped with the alias
    assert sys.modules[old] is module


@pytest.mark.parametrize("old", sorted(MOVED))
def test_no_old_path_is_shadowed_by_a_file(old: str) -> None:
    """A file at an old path would be a second module with the same classes (isinstance would lie)."""
    rel = Path(*old.split(".")[1:])
    assert not rel.with_suffix(".py").exists() and not (CORE / rel).with_suffix(".py").exists()
    assert not (CORE / rel / "__init__.py").exists()


def test_old_from_imports_work_in_a_fresh_interpreter() -> None:
    code = (
        "from innovation.board import Board\n"
        "from innovation.rules.board import Board as B\n"
        "assert Board is B\n"
        "from innovation.cards import Color\n"
        "from innovation import hookspecs, resume\n"
        "import innovation.rules.hookspecs, innovation.running.resume\n"
        "assert hookspecs is innovation.rules.hookspecs and resume is innovation.running.resume\n"
        "from innovation.agents import RandomAgent, play\n"
        "from innovation.ai.ismcts import ISMCTS\n"
        "from innovation.saves import SaveFile, SAVE_VERSION\n"
        "from innovation.saves.format import SaveFile as S\n"
        "assert SaveFile is S\n"
        "import innovation.save_checks, innovation.saves.checks\n"
        "assert innovation.save_checks is innovation.saves.checks\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_class_pickled_by_its_module_name_round_trips() -> None:
    from innovation.rules.cards import Color

    old = importlib.import_module("innovation.cards")
    assert pickle.loads(pickle.dumps(old.Color.RED)) is Color.RED


def test_unknown_names_still_fail() -> None:
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("innovation.no_such_module")
    with pytest.raises(ImportError):
        exec("from innovation.saves import no_such_name", {})


def test_the_old_save_module_names_resolve_through_the_saves_room() -> None:
    saves = importlib.import_module("innovation.saves")
    from innovation.saves import format as save_format

    assert saves.SaveFile is save_format.SaveFile
    with pytest.raises(AttributeError):
        _ = saves.no_such_name
