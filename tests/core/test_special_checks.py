"""Checking a special achievement only after a change to what it watches changes nothing
(docs/architecture.md, "Derived data, and what a change re-checks").

The same seeded games are played twice: by the engine as it is, and by an engine that checks every
special achievement still on offer for every player after every change (each one made to watch
everything, every player marked as changed). Both must claim the same achievements at the same
moments: the same events, the same states, the same end. A state kept with ``clone()`` must stay as
it was while the game goes on (the supply piles are shared by clones and replaced, never changed).
"""

from __future__ import annotations

import dataclasses
import random

import msgspec
import pytest

from innovation import Decision, Game, GameConfig
from innovation.rules.board import GameOver
from innovation.rules.cards import Rules
from innovation.rules.eventlog import Entry
from innovation.rules.plugins import discover
from innovation.rules.state import GameState
from innovation.rules.turn import Engine

SETUPS = [
    ((), 2),
    (("echoes",), 4),
    (("artifacts", "echoes"), 2),
    (("artifacts", "echoes"), 3),
]
if "cities" in discover():
    SETUPS.append((("artifacts", "echoes", "cities"), 2))


class CheckingEverything(Engine):
    """Marks every player as changed in every way before each check."""

    def check_special_achievements(self) -> None:
        if not self._checking_specials:
            for p in range(self.n_players):
                self._touch(p, "anything")
        super().check_special_achievements()


def _watching_everything(rules: Rules) -> Rules:
    specials = {sid: dataclasses.replace(sa, watches=None) for sid, sa in rules.specials.items()}
    return dataclasses.replace(rules, specials=specials)


def _play(
    engine_type: type[Engine], rules: Rules, config: GameConfig, seed: int
) -> tuple[list[Entry], bytes, list[bytes]]:
    state = Game.new(config).state.clone()
    rnd = random.Random(seed)
    events: list[Entry] = []
    kept: list[tuple[GameState, bytes]] = []

    def answer(decision: Decision) -> str:
        if len(kept) < 40 and rnd.random() < 0.2:
            copy = state.clone()
            kept.append((copy, msgspec.json.encode(copy)))
        return rnd.choice(decision.options)

    try:
        for _ in range(3000):
            engine_type(rules, state, events, [], answer, None, config.options).run_segment()
    except GameOver:
        pass
    for copy, then in kept:
        assert msgspec.json.encode(copy) == then, "a state kept with clone() changed as the game went on"
    return events, msgspec.json.encode(state), [then for _, then in kept]


@pytest.mark.parametrize(("expansions", "n"), SETUPS, ids=str)
def test_watching_only_what_changed_claims_exactly_what_checking_everything_claims(
    expansions: tuple[str, ...], n: int
) -> None:
    claims = 0
    for seed in range(4):
        config = GameConfig(players=("ann", "bob", "cat", "dan")[:n], seed=seed, expansions=expansions)
        rules = Game.new(config).rules
        fast = _play(Engine, rules, config, seed)
        slow = _play(CheckingEverything, _watching_everything(rules), config, seed)
        assert fast == slow
        claims += sum(1 for e in fast[0] if getattr(e, "kind", None) == "special_achievement")
    assert claims > 0 or expansions == ("echoes",)  # the games did claim some
