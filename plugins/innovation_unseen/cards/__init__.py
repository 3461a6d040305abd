"""The Unseen's card effects: one module per age (``age01.py`` … ``age11.py``). Importing a module
registers its cards on :data:`innovation_unseen.book.book`."""

from __future__ import annotations

import importlib
import pkgutil


def load_all() -> None:
    for module in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{module.name}")
