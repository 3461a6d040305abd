"""Figures in the Sky's card effects: one module per age (``age01.py`` … ``age10.py``). Importing
a module registers its figures on :data:`innovation_figures.book.book` (echo and inspire effects)
and their karmas."""

from __future__ import annotations

import importlib
import pkgutil


def load_all() -> None:
    for module in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{module.name}")
