"""Where simulated games run: in this process, in local worker processes, or on a Ray cluster.

A backend takes chunks of game numbers and hands back each chunk's rows (canonical JSON bytes
made by :func:`~innovation.simulation.games.play_chunk`), in whatever order they finish; the
caller puts them back in game order. Every backend runs the same function on the same plan, so
the rows are the same bytes whichever one ran them.
"""

from __future__ import annotations

import importlib
import logging
import multiprocessing
import multiprocessing.pool
import os
import queue
import signal
import sys
from collections import deque
from collections.abc import Sequence
from typing import Any, Protocol

from innovation.errors import InnovationError
from innovation.extras import missing_extra_message
from innovation.simulation.games import SimulationPlan, play_chunk

BACKENDS = ("local", "ray")


class SimulationError(InnovationError):
    """The simulation itself failed (a worker died, the cluster is unreachable); a game that
    fails is recorded in its row instead."""


Rows = list[bytes]


class Backend(Protocol):
    #: How many chunks run at once.
    workers: int

    def submit(self, key: int, games: Sequence[int]) -> None: ...

    def completed(self, timeout: float) -> list[tuple[int, Rows]]:
        """Chunks finished since the last call, waiting up to ``timeout`` seconds for one."""
        ...

    def cancel(self) -> None:
        """Stop every chunk still running, at once (after an interrupt)."""
        ...

    def close(self) -> None: ...


def available_cores() -> int:
    """The cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


class InlineBackend:
    """Runs each chunk in this process when asked for results (``--jobs 1``)."""

    workers = 1

    def __init__(self, plan: SimulationPlan) -> None:
        self._plan = plan
        self._queue: deque[tuple[int, Sequence[int]]] = deque()

    def submit(self, key: int, games: Sequence[int]) -> None:
        self._queue.append((key, games))

    def completed(self, timeout: float) -> list[tuple[int, Rows]]:
        if not self._queue:
            return []
        key, games = self._queue.popleft()
        return [(key, play_chunk(self._plan, games))]

    def cancel(self) -> None:
        self._queue.clear()

    def close(self) -> None:
        self._queue.clear()


_worker_plan: SimulationPlan | None = None


def _init_worker(plan: SimulationPlan) -> None:
    global _worker_plan
    _worker_plan = plan
    # Ctrl-C at a terminal reaches the whole process group: the parent decides what to keep.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # not the parent's stop-the-run handler (forked)


def _worker_chunk(games: Sequence[int]) -> Rows:
    assert _worker_plan is not None
    return play_chunk(_worker_plan, games)


class ProcessBackend:
    """A pool of ``workers`` local processes. On Linux they are forked, so that a script calling
    :func:`~innovation.simulation.simulate` needs no ``if __name__ == "__main__"`` guard and
    agents registered at run time exist in the workers (they only play games: no thread of the
    parent is needed there). Elsewhere they are spawned, as the platform wants."""

    def __init__(self, plan: SimulationPlan, workers: int) -> None:
        context = multiprocessing.get_context("fork" if sys.platform == "linux" else "spawn")
        self.workers = workers
        self._done: queue.SimpleQueue[tuple[int, Rows | BaseException]] = queue.SimpleQueue()
        self._pool: multiprocessing.pool.Pool = context.Pool(workers, initializer=_init_worker, initargs=(plan,))

    def submit(self, key: int, games: Sequence[int]) -> None:
        def done(rows: Rows) -> None:
            self._done.put((key, rows))

        def failed(exc: BaseException) -> None:
            self._done.put((key, exc))

        self._pool.apply_async(_worker_chunk, (list(games),), callback=done, error_callback=failed)

    def completed(self, timeout: float) -> list[tuple[int, Rows]]:
        out: list[tuple[int, Rows]] = []
        try:
            item = self._done.get(timeout=timeout) if timeout > 0 else self._done.get_nowait()
            while True:
                key, rows = item
                if isinstance(rows, BaseException):
                    raise SimulationError(f"a worker process failed: {type(rows).__name__}: {rows}")
                out.append((key, rows))
                item = self._done.get_nowait()
        except queue.Empty:
            pass
        return out

    def cancel(self) -> None:
        self._pool.terminate()

    def close(self) -> None:
        self._pool.terminate()
        self._pool.join()


class RayBackend:
    """Ray tasks, one per chunk, on the cluster at ``address`` (None: the one ``RAY_ADDRESS``
    names, else a new local instance; ``"auto"``: the cluster this machine belongs to). If Ray
    is already initialized in this process it is used as it is, and left running.

    The workers import ``innovation`` themselves: on a cluster it must be installed on every node
    (the same version, with the same plugins and agent kinds)."""

    def __init__(self, plan: SimulationPlan, workers: int | None, address: str | None) -> None:
        try:
            ray: Any = importlib.import_module("ray")
        except ImportError:
            raise SimulationError(missing_extra_message("the Ray backend (ray)", "ray")) from None
        self._ray = ray
        self._started = False
        if not ray.is_initialized():
            try:
                ray.init(address=address, include_dashboard=False, logging_level=logging.WARNING)
            except Exception as exc:  # Ray raises ConnectionError, ValueError, RuntimeError …
                raise SimulationError(f"cannot start or reach Ray at {address or 'a local instance'}: {exc}") from None
            self._started = True
        cpus = int(ray.cluster_resources().get("CPU", 1))
        self.workers = max(1, min(workers, cpus) if workers else cpus)
        self._plan = ray.put(plan)
        self._task = ray.remote(num_cpus=1, max_retries=2)(play_chunk)
        self._running: dict[Any, int] = {}

    def submit(self, key: int, games: Sequence[int]) -> None:
        self._running[self._task.remote(self._plan, list(games))] = key

    def completed(self, timeout: float) -> list[tuple[int, Rows]]:
        if not self._running:
            return []
        ray = self._ray
        refs = list(self._running)
        ready, _ = ray.wait(refs, num_returns=1, timeout=timeout)
        if ready:
            ready, _ = ray.wait(refs, num_returns=len(refs), timeout=0)
        out = []
        for ref in ready:
            key = self._running.pop(ref)
            try:
                rows: Rows = ray.get(ref)
            except ray.exceptions.RayError as exc:
                raise SimulationError(f"a Ray task failed: {exc}") from None
            out.append((key, rows))
        return out

    def cancel(self) -> None:
        for ref in self._running:
            self._ray.cancel(ref, force=True)
        self._running.clear()

    def close(self) -> None:
        if self._running:
            self.cancel()
        if self._started:
            self._ray.shutdown()


def make_backend(name: str, plan: SimulationPlan, jobs: int | None, address: str | None, games: int) -> Backend:
    """``local`` (``jobs`` processes, default every core, never more than ``games``; 1 runs in
    this process) or ``ray``."""
    if jobs is not None and jobs < 1:
        raise SimulationError("jobs must be at least 1")
    if name == "local":
        if address is not None:
            raise SimulationError("an address is for the Ray backend only")
        workers = min(jobs if jobs is not None else available_cores(), max(1, games))
        return InlineBackend(plan) if workers == 1 else ProcessBackend(plan, workers)
    if name == "ray":
        return RayBackend(plan, jobs, address)
    raise SimulationError(f"unknown backend {name!r} (known: {', '.join(BACKENDS)})")
