"""The slow groups of the suite, marked so that a developer can run the fast part alone.

``python3 dev.py test`` runs everything (CI too: nothing is skipped there, tests/requirements.py);
``python3 dev.py test -m "not slow"`` leaves out the groups below, each also selectable by its own
marker (``-m browser``, ``-m "not ray"`` …). A test module joins a group with
``pytestmark = pytest.mark.<group>``; the markers are registered in pyproject.toml.
"""

from __future__ import annotations

import pytest

#: Group → why it is slow. Each group's tests share one expensive process (a Chromium, a Ray
#: instance, a database server), so under pytest-xdist (``--dist loadgroup``, as dev.py runs it)
#: a group runs on one worker and starts it once.
SLOW_GROUPS = {
    "browser": "drives a real Chromium against a real server",
    "ray": "starts a real local Ray instance",
    "soak": "plays whole random games with every invariant checked after every answer",
    "postgres": "needs a real PostgreSQL server",
}
#: The groups whose tests share a process per worker (the soak's games are independent).
SHARED_PROCESS = ("browser", "ray", "postgres")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        groups = [g for g in SLOW_GROUPS if item.get_closest_marker(g) is not None]
        if groups:
            item.add_marker(pytest.mark.slow)
        for group in groups:
            if group in SHARED_PROCESS:
                item.add_marker(pytest.mark.xdist_group(group))
