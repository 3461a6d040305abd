"""Bad input from an embedder: every case raises a typed error and leaves the game exactly as it
was (``to_json()`` before == after). Extends tests/core/test_api.py (one mid-dogma position) to
every kind of decision, more kinds of junk, finished games, configurations and damaged saves."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from innovation import Game, GameConfig
from innovation.errors import (
    ConfigError,
    GameOverError,
    IllegalAnswerError,
    InnovationError,
    SaveError,
    UnknownExpansionError,
    WrongPlayerError,
)
from innovation.game import SAVE_VERSION
from tests.helpers import resign

# ------------------------------------------------------------------ positions of every kind


def _positions() -> dict[str, str]:
    """A saved game waiting on each kind of decision (seeded random play, first one found)."""
    found: dict[str, str] = {}
    for seed in range(1, 40):
        game = Game.new(GameConfig(players=("ann", "bob", "cat"), seed=seed))
        rng = random.Random(seed)
        while game.pending is not None and len(found) < 8:
            d = game.pending
            if d.kind not in found:
                found[d.kind] = game.to_json()
            game.answer(d.player, rng.choice(d.options))
        if {"initial_meld", "action", "card", "color", "yes_no", "player", "value"} <= found.keys():
            break
    return found


POSITIONS = _positions()
KINDS = sorted(POSITIONS)


def test_positions_cover_the_decision_kinds() -> None:
    assert {"initial_meld", "action", "card", "color", "yes_no", "player"} <= set(KINDS)


def _game(kind: str) -> Game:
    return Game.from_json(POSITIONS[kind])


def _assert_rejected(game: Game, player: object, option: object, error: type[InnovationError]) -> None:
    before = game.to_json()
    pending, history = game.pending, list(game.history)
    with pytest.raises(error):
        game.answer(player, option)  # type: ignore[arg-type]
    assert game.to_json() == before
    assert game.pending == pending and list(game.history) == history


WRONG_PLAYERS: list[object] = [
    "nobody",
    "",
    " ",
    "ANN",
    "ann ",
    None,
    0,
    1.5,
    b"ann",
    ["ann"],
    {"ann": 1},
    "x" * 200_000,
]


@pytest.mark.parametrize("kind", KINDS)
def test_answering_for_the_wrong_player(kind: str) -> None:
    game = _game(kind)
    d = game.pending
    assert d is not None
    good = d.options[0]
    for other in [p for p in game.players if p != d.player]:
        _assert_rejected(game, other, good, WrongPlayerError)
    for player in WRONG_PLAYERS:
        if player != d.player:
            _assert_rejected(game, player, good, WrongPlayerError)
    game.answer(d.player, good)  # the game still takes the right answer


NOT_OFFERED = [
    "",
    " ",
    "\x00",
    "\udcff",
    "done",
    "yes",
    "draw",
    "meld no_such_card",
    "dogma writing writing",
    "achieve 0",
    "achieve 11",
    "blue",
    "ann",
    "ann:hand:base:1",
    "x" * 1_000_000,
    "é" * 1000,
]


@pytest.mark.parametrize("kind", KINDS)
def test_options_not_offered(kind: str) -> None:
    game = _game(kind)
    d = game.pending
    assert d is not None
    variants = [o + " " for o in d.options] + [" " + o for o in d.options] + [o.upper() for o in d.options]
    variants += [o + "\n" for o in d.options] + [o.replace(" ", "  ") for o in d.options if " " in o]
    for option in NOT_OFFERED + variants:
        if option not in d.options:
            _assert_rejected(game, d.player, option, IllegalAnswerError)
    # an option of another decision is not one of these
    for other_kind in KINDS:
        other = _game(other_kind).pending
        assert other is not None
        for option in other.options:
            if option not in d.options:
                _assert_rejected(game, d.player, option, IllegalAnswerError)


class _Weird:
    def __eq__(self, other: object) -> bool:  # claims to equal everything
        return True

    __hash__ = object.__hash__


MALFORMED: list[object] = [
    None,
    0,
    -1,
    2**100,
    1.0,
    float("nan"),
    True,
    b"draw",
    bytearray(b"draw"),
    memoryview(b"draw"),
    ["draw"],
    ("draw",),
    {"option": "draw"},
    {"draw"},
    frozenset(),
    [[[[[[[[[[["deep"]]]]]]]]]]],
    {"a": [1, {"b": [None, 2.5, {"c": ("draw", b"x")}]}]},
    object(),
    _Weird(),
    Ellipsis,
    print,
]


@pytest.mark.parametrize("kind", KINDS)
def test_malformed_options(kind: str) -> None:
    game = _game(kind)
    d = game.pending
    assert d is not None
    for option in MALFORMED:
        _assert_rejected(game, d.player, option, IllegalAnswerError)
    for option in MALFORMED[:6]:  # a malformed player with a malformed option: the player is checked first
        _assert_rejected(game, option, option, WrongPlayerError)


# ------------------------------------------------------------------ after the end


def _finished_game() -> Game:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=5))
    rng = random.Random(5)
    while game.pending is not None:
        d = game.pending
        game.answer(d.player, rng.choice(d.options))
    return game


def test_answers_after_game_over_are_rejected_whatever_they_are() -> None:
    game = _finished_game()
    assert game.over and game.result is not None
    for g in (game, Game.from_json(game.to_json())):
        for player, option in [("ann", "draw"), ("bob", "done"), ("zed", "draw"), (None, None), ("ann", ["x"])]:
            _assert_rejected(g, player, option, GameOverError)
        assert g.legal_actions("ann") == [] and g.legal_actions("bob") == []


# ------------------------------------------------------------------ configurations

BAD_CONFIGS: list[tuple[dict[str, Any], type[ConfigError]]] = [
    ({"players": ()}, ConfigError),
    ({"players": ("a", "b", "c", "d", "e", "f")}, ConfigError),
    ({"players": ("ann", "bob", "ann")}, ConfigError),
    ({"players": ("ann", "bob", "cat", "bob")}, ConfigError),
    ({"players": None}, ConfigError),
    ({"players": 2}, ConfigError),
    ({"players": ("ann", None)}, ConfigError),
    ({"players": ("ann", ["bob"])}, ConfigError),
    ({"players": ("ann", "  ")}, ConfigError),
    ({"players": ("ann", "b\udcff")}, ConfigError),  # a lone surrogate cannot be saved as JSON
    ({"players": ("ann", "bob\n")}, ConfigError),
    ({"players": ("ann", "b\x00b")}, ConfigError),
    ({"players": ("ann", "bob"), "expansions": ("atlantis",)}, UnknownExpansionError),
    ({"players": ("ann", "bob"), "expansions": ("Echoes",)}, UnknownExpansionError),
    ({"players": ("ann", "bob"), "expansions": ("",)}, UnknownExpansionError),
    ({"players": ("ann", "bob"), "expansions": ("echoes", "echoes")}, ConfigError),
    ({"players": ("ann", "bob"), "expansions": "echoes"}, ConfigError),
    ({"players": ("ann", "bob"), "expansions": None}, ConfigError),
    ({"players": ("ann", "bob"), "expansions": 3}, ConfigError),
    ({"players": ("ann", "bob"), "expansions": (3,)}, ConfigError),
    ({"players": ("ann", "bob"), "plugins": None}, ConfigError),
    ({"players": ("ann", "bob"), "seed": 1.5}, ConfigError),
    ({"players": ("ann", "bob"), "seed": None}, ConfigError),
    ({"players": ("ann", "bob"), "relics": "yes"}, ConfigError),
    ({"players": ("ann", "bob", "cat"), "teams": True}, ConfigError),
    ({"players": ("ann", "bob", "cat", "dan"), "teams": "ab"}, ConfigError),
    ({"players": ("ann", "bob", "cat", "dan"), "teams": [1, 2]}, ConfigError),
    ({"players": ("ann", "bob", "cat", "dan"), "teams": [["ann", "bob"], ["cat"]]}, ConfigError),
    ({"players": ("ann", "bob", "cat", "dan"), "teams": [["ann", "bob"], ["cat", "ann"]]}, ConfigError),
    ({"players": ("ann", "bob", "cat", "dan"), "teams": [[["ann"], "bob"], ["cat", "dan"]]}, ConfigError),
    ({"players": ("ann", "bob", "cat", "dan"), "teams": [[1, 2], [3, 4]]}, ConfigError),
    ({"players": ("ann", "bob", "cat", "dan"), "teams": [["ann", "bob", "cat"], ["dan"]]}, ConfigError),
]


@pytest.mark.parametrize(("kwargs", "error"), BAD_CONFIGS)
def test_bad_configurations(kwargs: dict[str, Any], error: type[ConfigError]) -> None:
    with pytest.raises(error):
        Game.new(GameConfig(**kwargs))


# ------------------------------------------------------------------ damaged saves


def _mid_game() -> Game:
    game = Game.from_json(POSITIONS["card"])
    assert game.pending is not None and game.pending.kind == "card"
    return game


def _snapshot_lists(p: dict[str, Any]) -> list[list[str]]:
    snap = p["snapshot"]
    lists = [deck for ages in snap["decks"].values() for deck in ages]
    for pl in snap["players"]:
        lists += [pl["hand"], pl["score"], pl["achievements"], *pl["piles"]]
    return [*lists, snap["achievements"]]


def test_truncated_saves() -> None:
    data = _mid_game().to_json()
    for cut in [0, 1, 10, 50, *range(100, len(data), max(1, len(data) // 97)), len(data) - 1]:
        with pytest.raises(SaveError):
            Game.from_json(data[:cut])
        with pytest.raises(SaveError):
            Game.from_json(data.encode()[:cut])


def test_bit_flipped_saves() -> None:
    raw = _mid_game().to_json().encode()
    rng = random.Random(7)
    positions = [rng.randrange(len(raw)) for _ in range(1500)]
    for at in positions:
        flipped = bytearray(raw)
        flipped[at] ^= 1 << rng.randrange(8)
        with pytest.raises(SaveError):
            Game.from_json(bytes(flipped))


def test_renamed_field_with_its_default_value_is_rejected() -> None:
    """The checksum covers the decoded payload: a damaged key whose field held its default value
    used to be dropped silently and the file loaded (found by the soak, see test_regressions)."""
    data = _mid_game().to_json()
    for key in ('"result":null', '"eliminated":false', '"tucked_this_turn":0', '"counters":{}'):
        assert key in data
        damaged = data.replace(key, key.replace('":', 'x":'), 1)
        with pytest.raises(SaveError):
            Game.from_json(damaged)


@pytest.mark.parametrize("seed", range(6))
def test_hand_edited_saves_duplicating_or_dropping_a_card(seed: int) -> None:
    data = _mid_game().to_json()
    rng = random.Random(seed)

    def duplicate(p: dict[str, Any]) -> None:
        lists = _snapshot_lists(p)
        card = rng.choice(rng.choice([x for x in lists if x]))
        rng.choice(lists).append(card)

    def drop(p: dict[str, Any]) -> None:
        source = rng.choice([x for x in _snapshot_lists(p) if x])
        source.pop(rng.randrange(len(source)))

    def move_between_decks(p: dict[str, Any]) -> None:  # same cards, wrong supply pile
        decks = p["snapshot"]["decks"]["base"]
        decks[9].append(decks[0].pop())

    for edit in (duplicate, drop, move_between_decks):
        with pytest.raises(SaveError):
            Game.from_json(resign(data, edit))


@pytest.mark.parametrize(
    "edit",
    [
        lambda p: p["snapshot"]["players"][0].update(hand="writing"),
        lambda p: p["snapshot"]["players"][0].update(splays=[0, 0, 0, 0, 9]),
        lambda p: p["snapshot"]["players"][0].update(piles=[[], [], [], []]),
        lambda p: p["snapshot"].update(rng=-1),
        lambda p: p["snapshot"].update(phase="lunch"),
        lambda p: p["snapshot"].update(turn_player=-1),
        lambda p: p["snapshot"].update(teams=[0, 1, 0]),
        lambda p: p["snapshot"]["decks"].update(echoes=[[]] * 10),
        lambda p: p["snapshot"]["decks"].pop("base"),
        lambda p: p["snapshot"]["players"].reverse(),
        lambda p: p["snapshot"]["players"][0]["hand"].append(p["snapshot"]["specials"].pop()),
        lambda p: p["config"].update(expansions=["figures"]),
        lambda p: p["config"].update(expansions=["cities"]),  # installed, but the state has no cities
        lambda p: p["config"].update(options={"relics": False, "cheat": True}),
        lambda p: p["config"].update(players=["ann", "bob", "bob"]),
        lambda p: p["config"].update(plugins=["test_rules"]),
        lambda p: p["answers"].append("x" * 10_000),
    ],
)
def test_hand_edited_saves_with_impossible_states(edit: Any) -> None:
    data = _mid_game().to_json()
    try:
        damaged = resign(data, edit)
    except Exception:  # the edit does not even decode as a payload: the file is just corrupt
        damaged = data.replace('"payload":', '"payload":0,"x":', 1)
    with pytest.raises(SaveError):
        Game.from_json(damaged)


@pytest.mark.parametrize("version", [0, SAVE_VERSION + 1, -1, 2**70, '"1"', "1.0", "true", "null", "[1]"])
def test_unknown_format_versions(version: object) -> None:
    data = _mid_game().to_json()
    damaged = data.replace(f'"version":{SAVE_VERSION}', f'"version":{version}', 1)
    assert damaged != data
    with pytest.raises(SaveError):
        Game.from_json(damaged)


@pytest.mark.parametrize(
    "junk",
    [None, 0, 3.5, {}, [], "", " ", "{}", "[]", '"text"', "{" * 100_000, "[" * 100_000, b"\xff\xfe\x00", "\udcff"],
)
def test_things_that_are_not_saves(junk: object) -> None:
    with pytest.raises(SaveError):
        Game.from_json(junk)  # type: ignore[arg-type]


def test_a_save_with_extra_fields_is_rejected() -> None:
    data = _mid_game().to_json()
    raw = json.loads(data)
    raw["payload"]["snapshot"]["players"][0]["cheat"] = 1
    with pytest.raises(SaveError):
        Game.from_json(json.dumps(raw))
    raw = json.loads(data)
    raw["extra"] = True
    with pytest.raises(SaveError):
        Game.from_json(json.dumps(raw))


def test_reformatted_save_still_loads() -> None:
    """Pretty-printing a save is not damage."""
    game = _mid_game()
    raw = json.loads(game.to_json())
    pretty = json.dumps(raw, indent=2, ensure_ascii=True)
    assert Game.from_json(pretty).to_json() == game.to_json()
