"""``GameState.clone()`` copies every field (it builds the copy positionally, for speed) and shares
no list that anything changes in place; only the supply piles are shared, and the engine replaces
a supply pile it changes instead of changing it (tests/core/test_special_checks.py plays games
keeping clones and checks they stay as they were)."""

from __future__ import annotations

import gc
import random

import msgspec
import pytest

from innovation import Decision, Game, GameConfig, RandomAgent, play
from innovation.rules.state import GameState, PlayerState, Result, SharedGameState
from innovation.rules.turn import Engine


def _every_field_set() -> GameState:
    player = PlayerState(
        name="ann",
        hand=["a"],
        piles=[["b"], [], ["c", "d"], [], []],
        splays=[0, 0, 2, 0, 0],
        score=["e"],
        achievements=["f"],
        zones={"forecast": ["g"]},
        tucked_this_turn=3,
        scored_this_turn=4,
        eliminated=True,
    )
    return GameState(
        players=[player, PlayerState(name="bob")],
        decks={"base": [["h"], ["i", "j"]]},
        achievements=["k"],
        specials=["monument"],
        removed=["l"],
        zones={"relics": ["m"]},
        rng=12345,
        phase="turn",
        turn_player=1,
        actions_left=2,
        turn=7,
        turn_started=True,
        teams=[0, 1],
        counters={"x": 1},
        result=Result(winners=["ann"], reason="score", scores={"ann": 3}, achievements={"ann": 1}),
    )


def _lists(value: object, path: str = "") -> dict[str, object]:
    """Every list and dict inside ``value`` by where it is."""
    out: dict[str, object] = {}
    if isinstance(value, msgspec.Struct):
        for name in value.__struct_fields__:
            out.update(_lists(getattr(value, name), f"{path}.{name}"))
    elif isinstance(value, list | dict):
        out[path] = value
        items = value.items() if isinstance(value, dict) else enumerate(value)
        for key, item in items:
            out.update(_lists(item, f"{path}[{key}]"))
    return out


def test_a_clone_copies_every_field_and_shares_only_the_supply_piles() -> None:
    state = _every_field_set()
    copy = state.clone()
    assert copy == state
    assert msgspec.json.encode(copy) == msgspec.json.encode(state)
    mine, theirs = _lists(state), _lists(copy)
    assert mine.keys() == theirs.keys()
    shared = sorted(path for path in mine if mine[path] is theirs[path] and not path.startswith(".result"))
    assert shared == [".decks[base][0]", ".decks[base][1]"]  # (the result is frozen: shared, as always)
    for cls in (GameState, PlayerState):  # the positional copies name each field once, in order
        assert len(cls.__struct_fields__) == (15 if cls is GameState else 10)


def test_a_shared_state_holds_the_same_lists_and_its_clone_shares_none() -> None:
    state = _every_field_set()
    shared = state.shared()
    assert type(shared) is SharedGameState and msgspec.structs.astuple(shared) == msgspec.structs.astuple(state)
    assert all(a is b for a, b in zip(_lists(state).values(), _lists(shared).values(), strict=True))
    copy = shared.clone()  # what a game changes: a plain GameState sharing no list, not even the supply piles
    assert type(copy) is GameState and copy == state
    mine, theirs = _lists(shared), _lists(copy)
    assert mine.keys() == theirs.keys()
    assert [path for path in mine if mine[path] is theirs[path] and not path.startswith(".result")] == []


def test_a_clone_kept_during_a_game_is_unchanged_by_it() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=5, expansions=("artifacts", "echoes")))
    kept = game.state.clone()
    before = msgspec.json.encode(kept)
    play(game, {"ann": RandomAgent(1), "bob": RandomAgent(2)})
    assert game.state.phase == "over"
    assert msgspec.json.encode(kept) == before


def test_an_engine_is_freed_without_the_cycle_collector() -> None:
    """An engine keeps no reference cycle past its segment (its contexts refer to it), so play()
    leaves no garbage for the collector: its cost was a sixth of play() with all expansions."""
    game = Game.new(GameConfig(players=("ann", "bob"), seed=2, expansions=("artifacts", "echoes")))
    agents = {"ann": RandomAgent(3), "bob": RandomAgent(4)}
    gc.collect()
    gc.disable()
    try:
        play(game, agents)
        assert gc.collect() == 0
    finally:
        gc.enable()


def test_an_engine_has_fewer_than_thirty_attributes(monkeypatch: pytest.MonkeyPatch) -> None:
    """CPython 3.11 keeps an object's attributes in a compact shared-key table only up to 29 of
    them; from the thirtieth on, the object gets a dict of its own and every ``self.x`` in the
    engine — the hottest code there is — gets about a tenth slower (measured: one attribute more
    cost play() 4%). Add an engine attribute only in place of another."""
    seen: list[int] = []
    original = Engine.run_segment

    def counting(engine: Engine) -> None:
        try:
            original(engine)
        finally:
            seen.append(len(vars(engine)))

    game = Game.new(GameConfig(players=("ann", "bob"), seed=4, expansions=("artifacts", "echoes")))
    monkeypatch.setattr(Engine, "run_segment", counting)
    play(game, {"ann": RandomAgent(1), "bob": RandomAgent(2)})
    assert seen and max(seen) < 30, max(seen)


def test_a_fork_copies_every_field_and_shares_only_the_zone_lists() -> None:
    state = _every_field_set()
    fork = state.fork()
    assert msgspec.json.encode(fork) == msgspec.json.encode(state)
    mine, theirs = _lists(state), _lists(fork)
    shared = sorted(path for path in mine if mine[path] is theirs[path] and not path.startswith(".result"))
    assert shared == [
        ".achievements",
        ".decks[base]",
        ".decks[base][0]",
        ".decks[base][1]",
        ".players[0].achievements",
        ".players[0].hand",
        ".players[0].piles[0]",
        ".players[0].piles[1]",
        ".players[0].piles[2]",
        ".players[0].piles[3]",
        ".players[0].piles[4]",
        ".players[0].score",
        ".players[0].zones[forecast]",
        ".players[1].achievements",
        ".players[1].hand",
        ".players[1].piles[0]",
        ".players[1].piles[1]",
        ".players[1].piles[2]",
        ".players[1].piles[3]",
        ".players[1].piles[4]",
        ".players[1].score",
        ".removed",
        ".specials",
        ".teams",
        ".zones[relics]",
    ]


@pytest.mark.parametrize(
    ("expansions", "n"),
    [((), 2), (("artifacts",), 3), (("echoes",), 4), (("artifacts", "echoes"), 2)],
    ids=str,
)
def test_each_segments_snapshot_stays_as_the_segment_found_it(expansions: tuple[str, ...], n: int) -> None:
    """play() goes on changing one state, and each segment's snapshot is a fork of it (sharing its
    lists), which the engine keeps apart (innovation.rules.zones): at every decision the game's snapshot
    still encodes as it did when it was first seen."""
    names = ("ann", "bob", "cat", "dan")[:n]
    for seed in range(3):
        game = Game.new(GameConfig(players=names, seed=seed, expansions=expansions, relics="artifacts" in expansions))
        agents = [_Checking(random.Random(seed)) for _ in names]
        play(game, agents)
        assert game.state.phase == "over"
        assert len({key for agent in agents for key in agent.seen}) > 20


class _Checking:
    """Answers at random, checking first that the game's snapshot still encodes as it did when
    this agent first saw it."""

    reads_choices = False

    def __init__(self, rnd: random.Random) -> None:
        self.rnd = rnd
        self.seen: dict[int, tuple[GameState, bytes]] = {}

    def choose(self, game: Game, decision: Decision) -> str:
        snapshot = game._snapshot
        then = self.seen.setdefault(id(snapshot), (snapshot, msgspec.json.encode(snapshot)))[1]
        assert msgspec.json.encode(snapshot) == then, "a segment's snapshot changed while it ran"
        return self.rnd.choice(decision.options)
