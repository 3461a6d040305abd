"""Artifacts card effects (and the relics, in relics.py), one module per age. Importing a module registers its cards."""

from __future__ import annotations

import importlib
import pkgutil


def load_all() -> None:
    for module in pkgutil.iter_modules(__path__):
        if module.name.startswith("age") or module.name == "relics":
            importlib.import_module(f"{__name__}.{module.name}")
