"""The core's old module paths, from before it was regrouped into rooms (issue 27), kept importing.

Until the regroup every module of the core sat side by side in ``src/innovation``; outside code
(third-party plugins, bots, servers, notebooks) may still say ``import innovation.board`` or
``from innovation.cards import Color``. :data:`MOVED` maps each old dotted name to its new home,
and :func:`install` adds one import hook that answers an old name with the *very same module
object* as the new one (``innovation.board is innovation.rules.board``), so classes, ``isinstance``
and monkeypatching agree whichever name was used.

Type checkers cannot see a run-time alias: code in this repository, and code that wants mypy to
check it, imports the new paths (docs/architecture.md, "Old import paths"). ``innovation.saves``
is not listed: it is the saves room itself, whose package re-exports the save format's names.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import sys
from types import ModuleType

#: Old dotted module name → the module it now is.
MOVED: dict[str, str] = {
    **{
        f"innovation.{name}": f"innovation.rules.{name}"
        for name in (
            "actions",
            "asking",
            "board",
            "cards",
            "choosing",
            "context",
            "context_choices",
            "dogma",
            "eventlog",
            "hookcalls",
            "hookspecs",
            "labels",
            "moves",
            "piles",
            "plugins",
            "rng",
            "state",
            "turn",
            "zones",
        )
    },
    **{
        f"innovation.{name}": f"innovation.protocol.{name}"
        for name in ("catalogue", "decisions", "events", "schema", "view", "vocabulary")
    },
    "innovation.save_checks": "innovation.saves.checks",
    "innovation.save_logs": "innovation.saves.logs",
    "innovation.save_states": "innovation.saves.states",
    "innovation.segments": "innovation.running.segments",
    "innovation.resume": "innovation.running.resume",
    "innovation.agents": "innovation.bots.agents",
    "innovation.ai.ismcts": "innovation.bots.ismcts",
}


class _Alias(importlib.abc.Loader):
    """Loads an old name as the module of its new name (imported first, if need be)."""

    def __init__(self, new_name: str) -> None:
        self.new_name = new_name
        self.real_spec: importlib.machinery.ModuleSpec | None = None

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        module = importlib.import_module(self.new_name)
        self.real_spec = module.__spec__
        return module

    def exec_module(self, module: ModuleType) -> None:
        # The module is the new one, already executed; the import system has just stamped the
        # alias's spec on it, and it keeps its own (its real name, file and loader).
        module.__spec__ = self.real_spec


class _MovedFinder(importlib.abc.MetaPathFinder):
    """Finds an old module name of :data:`MOVED` (after every real finder has had its turn)."""

    def find_spec(
        self, fullname: str, path: object = None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        new_name = MOVED.get(fullname)
        if new_name is None:
            return None
        return importlib.machinery.ModuleSpec(fullname, _Alias(new_name))


def install() -> None:
    """Let the old module paths import (once per process; idempotent)."""
    if not any(isinstance(finder, _MovedFinder) for finder in sys.meta_path):
        sys.meta_path.append(_MovedFinder())
