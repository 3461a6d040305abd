"""Saves: how a game is kept — the save file and its checks, the stored log and states.

Owns the save format (:mod:`.format`: the file, its limits, checksum, signature and encoding),
the checks a loaded save's contents pass (:mod:`.checks`), the stored event log (:mod:`.logs`)
and the stored snapshots (:mod:`.states`).

May import: :mod:`innovation.rules`, the protocol's message types, :mod:`innovation.errors` and
:mod:`innovation.options`.

Until the regroup (issue 27) the save format was the module ``innovation.saves`` itself; its
names (``SaveFile``, ``SAVE_VERSION``, ``MAX_SAVE_BYTES`` …) are still found here, from
:mod:`.format`, for outside code (code in this repository imports :mod:`.format`).
"""

from __future__ import annotations

_ROOMS = frozenset({"format", "checks", "logs", "states"})


def __getattr__(name: str) -> object:
    if name in _ROOMS or name.startswith("__"):
        raise AttributeError(name)
    from innovation.saves import format as save_format

    try:
        return getattr(save_format, name)
    except AttributeError:
        raise AttributeError(f"module 'innovation.saves' has no attribute {name!r}") from None
