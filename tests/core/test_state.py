"""``GameState.clone()`` copies every field (it builds the copy positionally, for speed) and shares
no list that anything changes in place; only the supply piles are shared, and the engine replaces
a supply pile it changes instead of changing it (tests/core/test_special_checks.py plays games
keeping clones and checks they stay as they were)."""

from __future__ import annotations

import gc

import msgspec
import pytest

from innovation import Game, GameConfig, RandomAgent, play
from innovation.state import GameState, PlayerState, Result
from innovation.turn import Engine


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
