"""Stopping a long run cleanly: Ctrl-C and SIGTERM (what ``kill``, ``timeout`` and schedulers
send) both raise :class:`KeyboardInterrupt` in the main thread, so ``simulate`` and ``soak`` keep and
summarise what finished, and a section that writes output can hold the interrupt until it is done."""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Any


class InterruptGuard:
    """Makes Ctrl-C wait while rows are being written (so a file never ends mid-row) and raise
    right after. Only installed in the main thread over Python's default handler."""

    def __init__(self) -> None:
        self._deferring = 0
        self._pending = False

    def _handler(self, signum: int, frame: FrameType | None) -> None:
        if self._deferring:
            self._pending = True
        else:
            raise KeyboardInterrupt

    @contextmanager
    def installed(self) -> Iterator[None]:
        # SIGTERM too (what `kill`, `timeout` and schedulers send): it stops the run like Ctrl-C,
        # keeping what finished. Only over the default handlers, so an embedding program's stay.
        if threading.current_thread() is not threading.main_thread():
            yield
            return
        defaults: dict[signal.Signals, Any] = {
            signal.SIGINT: signal.default_int_handler,
            signal.SIGTERM: signal.SIG_DFL,
        }
        replaced = [signum for signum, default in defaults.items() if signal.getsignal(signum) is default]
        for signum in replaced:
            signal.signal(signum, self._handler)
        try:
            yield
        finally:
            for signum in replaced:
                signal.signal(signum, defaults[signum])

    @contextmanager
    def deferred(self) -> Iterator[None]:
        self._deferring += 1
        try:
            yield
        finally:
            self._deferring -= 1
        if not self._deferring and self._pending:
            self._pending = False
            raise KeyboardInterrupt
