"""Hypothesis picks the answers and the save/load points; every invariant must hold after every
answer, and the answer log must replay to the identical game.

CI runs a small, derandomized budget. Explore more locally with e.g.
``INNOVATION_SOAK_EXAMPLES=500 .venv/bin/python -m pytest tests/soak/test_hypothesis.py``
(random seeds then, and failures shrink to a short answer list)."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from innovation_soak import GameSpec, InvariantChecker, check_replay, check_round_trip

pytestmark = pytest.mark.soak

_EXAMPLES = int(os.environ.get("INNOVATION_SOAK_EXAMPLES", "0"))


@settings(
    max_examples=_EXAMPLES or 15,
    derandomize=not _EXAMPLES,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    seed=st.integers(min_value=0, max_value=2**31),
    kind=st.sampled_from(["2p", "3p", "4p", "4t"]),
    picks=st.lists(st.integers(min_value=0, max_value=2**16), min_size=60, max_size=300),
    saves=st.sets(st.integers(min_value=0, max_value=300), max_size=4),
)
def test_any_answers_and_save_points_keep_every_invariant(
    seed: int, kind: str, picks: list[int], saves: set[int]
) -> None:
    from innovation import Game

    spec = GameSpec.parse(f"{seed}:{kind}")
    game = Game.new(spec.config())
    checker = InvariantChecker(game)
    checker.check()
    for step, pick in enumerate(picks):
        if game.pending is None:
            break
        if step in saves:  # save, load, and carry on with the loaded copy
            game = check_round_trip(game)
            checker.rebind(game)
        d = game.pending
        assert d is not None
        game.answer(d.player, d.options[pick % len(d.options)])
        checker.check()
    if game.over:
        checker.check_result()
    check_replay(spec.config(), game.history, game.to_json(), inline=False)
