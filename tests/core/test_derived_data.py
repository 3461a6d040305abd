"""Derived board data is never stale, and skipping special-achievement checks misses nothing
(docs/architecture.md, "Derived data, and what a change re-checks").

Random games of every expansion combination are run on engines whose memos live for a whole
segment, as in a real game; at every question the engine asks, what it has memoised (icon counts
per pile and per board, Echoes' visible bonuses and echo effects per pile — the latter found
through ``rules.pile_facts``, shared by content) must equal what an engine with no memo computes
from the same state, and no special achievement still on offer may hold for anybody: the engine
claims one the moment its condition holds, so one that holds unclaimed would be a check skipped
wrongly (``SpecialAchievement.watches``).
"""

from __future__ import annotations

import random

import pytest

from innovation import Decision, Game, GameConfig
from innovation.rules.board import GameOver
from innovation.rules.cards import COLORS
from innovation.rules.turn import Engine
from innovation_echoes.visible import echo_cards, visible_bonuses

SETUPS = [
    ((), False, 2),
    (("artifacts",), True, 3),
    (("echoes",), False, 4),
    (("artifacts", "echoes"), True, 2),
    (("artifacts", "echoes"), False, 3),
]


def _play_checking(expansions: tuple[str, ...], relics: bool, n: int, seed: int) -> int:
    config = GameConfig(players=("ann", "bob", "cat", "dan")[:n], seed=seed, expansions=expansions, relics=relics)
    game = Game.new(config)
    rules, state, options = game.rules, game.state.clone(), config.options
    rnd = random.Random(seed)
    echoes = "echoes" in rules.sets
    checked = 0
    engine: Engine | None = None

    def answer(decision: Decision) -> str:
        nonlocal checked
        assert engine is not None
        fresh = Engine(rules, state, [], options=options)  # same state, no memo
        for p in range(n):
            assert engine.pile_icon_counts(p) == fresh.pile_icon_counts(p)
            assert engine.icon_counts(p) == fresh.icon_counts(p)
            if echoes:
                mine, theirs = engine.hook_context(p), fresh.hook_context(p)
                assert visible_bonuses(mine) == visible_bonuses(theirs)
                assert [echo_cards(mine, c) for c in COLORS] == [echo_cards(theirs, c) for c in COLORS]
            holding = [s for s in state.specials if rules.specials[s].condition(fresh.hook_context(p))]
            assert not holding, f"{holding} hold for seat {p} but were not claimed"
        checked += 1
        return rnd.choice(decision.options)

    try:
        for _ in range(2000):
            engine = Engine(rules, state, [], [], answer, None, options)
            engine.share_pile_facts = seed % 2 == 0  # both ways: with facts shared by content, and without
            engine.run_segment()
    except GameOver:
        pass
    return checked


@pytest.mark.parametrize(("expansions", "relics", "n"), SETUPS, ids=lambda v: str(v))
def test_memoised_board_facts_match_a_fresh_count_and_no_special_is_missed(
    expansions: tuple[str, ...], relics: bool, n: int
) -> None:
    checked = sum(_play_checking(expansions, relics, n, seed) for seed in range(3))
    assert checked > 300  # the games went somewhere
