"""The re-run path keeps a run of its own of the boundary tests.

With greenlet installed, request/response resumes paused actions by default (innovation.running.resume), so
the rest of the suite answers mostly by resuming. Every answer re-runs its segment where resuming
is off (``INNOVATION_RESUME=off``, other interpreters, answers from other threads): the tests of
answers as transactions, bad input, saves, decision numbers and threads run here once more in a
process where it is off.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: The tests whose subject is what an answer does at the boundary, whichever way it goes on.
BOUNDARY_TESTS = [
    "tests/core/test_transactions.py",
    "tests/core/test_concurrency.py",
    "tests/core/test_bad_input.py",
    "tests/core/test_decision_numbers.py",
    "tests/core/test_saves.py",
    "tests/core/test_turn_limit.py",
]


def test_the_boundary_tests_pass_with_every_answer_re_run() -> None:
    check = "from innovation import resume; assert resume.parked_limit() == 0, resume.parked_limit()"
    env = {**os.environ, "INNOVATION_RESUME": "off"}
    subprocess.run([sys.executable, "-c", check], env=env, cwd=ROOT, check=True)
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-o", "addopts=", "-q", "-p", "no:cacheprovider", *BOUNDARY_TESTS],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    summary = done.stdout.strip().splitlines()[-1]
    passed = re.search(r"(\d+) passed", summary)
    assert passed is not None and int(passed.group(1)) > 100 and "failed" not in summary, summary
