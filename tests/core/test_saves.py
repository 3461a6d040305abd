"""Saves as a hostile client would send them: signed and unsigned, oversized, deeply nested, and
forged into states no game can reach. Every one is refused with a ``SaveError`` naming the
problem (checksums recomputed, so the state validation is what catches them)."""

from __future__ import annotations

import hashlib
import json
import random
import time
from typing import Any

import pytest

from innovation import Game, GameConfig, RandomAgent, play
from innovation.errors import ConfigError, SaveError
from innovation.saves.format import MAX_SAVE_DEPTH, SAVE_VERSION
from innovation_soak.forgeries import FORGERIES, forge
from tests.helpers import as_written, resign

KEY = b"k" * 32
OTHER_KEY = b"o" * 32


def _mid_game(seed: int = 2, answers: int = 60) -> Game:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=seed, expansions=("artifacts",), relics=True))
    rng = random.Random(seed)
    while game.pending is not None and len(game.history) < answers:
        d = game.pending
        game.answer(d.player, rng.choice(d.options))
    assert game.pending is not None and game.state.phase == "turn"
    return game


def _finished() -> Game:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=6))
    play(game, [RandomAgent(1), RandomAgent(2)])
    return game


# ------------------------------------------------------------------------------- signing


def test_a_signed_save_loads_with_its_key_and_continues_identically() -> None:
    game = _mid_game()
    signed = game.to_json(key=KEY)
    assert '"signature":' in signed
    loaded = Game.from_json(signed, key=KEY)
    assert loaded.to_json() == game.to_json() and loaded.pending == game.pending
    assert Game.from_json(json.dumps(json.loads(signed), indent=1), key=KEY).to_json() == game.to_json()


def test_an_edited_signed_save_is_refused_even_with_a_recomputed_checksum() -> None:
    signed = _mid_game().to_json(key=KEY)

    def swap_hands(p: dict[str, Any]) -> None:
        players = p["snapshot"]["players"]
        players[0]["hand"], players[1]["hand"] = players[1]["hand"], players[0]["hand"]

    forged = resign(signed, swap_hands)
    assert json.loads(forged)["checksum"] != json.loads(signed)["checksum"]
    with pytest.raises(SaveError, match="signature mismatch"):
        Game.from_json(forged, key=KEY)


def test_a_signed_save_is_refused_with_another_key() -> None:
    with pytest.raises(SaveError, match="signature mismatch"):
        Game.from_json(_mid_game().to_json(key=KEY), key=OTHER_KEY)


def test_a_signed_save_is_refused_without_a_key() -> None:
    with pytest.raises(SaveError, match="pass its key"):
        Game.from_json(_mid_game().to_json(key=KEY))


def test_an_unsigned_save_is_refused_when_a_key_is_given() -> None:
    """Otherwise a forger would simply drop the signature."""
    signed = _mid_game().to_json(key=KEY)
    raw = json.loads(signed)
    del raw["signature"]
    with pytest.raises(SaveError, match="not signed"):
        Game.from_json(json.dumps(raw), key=KEY)
    with pytest.raises(SaveError, match="not signed"):
        Game.from_json(_mid_game().to_json(), key=KEY)


@pytest.mark.parametrize("key", ["a string key of 32 characters...", b"short", b"", 12345, [1, 2]])
def test_save_keys_must_be_long_enough_bytes(key: object) -> None:
    game = _mid_game()
    with pytest.raises(ConfigError):
        game.to_json(key=key)  # type: ignore[arg-type]
    with pytest.raises(ConfigError):
        Game.from_json(game.to_json(), key=key)  # type: ignore[arg-type]


# ------------------------------------------------------------------------------- size and depth


def test_a_save_larger_than_the_limit_is_refused_before_it_is_decoded() -> None:
    data = _mid_game().to_json()
    with pytest.raises(SaveError, match="larger than the limit"):
        Game.from_json(data, max_bytes=len(data) - 1)
    assert Game.from_json(data, max_bytes=len(data)).to_json() == data
    huge = data[:-1] + " " * (20 * 1024 * 1024) + "}"  # above the default 16 MiB
    started = time.perf_counter()
    with pytest.raises(SaveError, match="larger than the limit"):
        Game.from_json(huge)
    with pytest.raises(SaveError, match="larger than the limit"):
        Game.from_json(huge.encode())
    assert time.perf_counter() - started < 5  # refused on its length, not decoded


@pytest.mark.parametrize("max_bytes", [0, -1, True, 1.5, "100"])
def test_the_size_limit_must_be_a_positive_integer(max_bytes: object) -> None:
    with pytest.raises(ConfigError):
        Game.from_json(_mid_game().to_json(), max_bytes=max_bytes)  # type: ignore[arg-type]


@pytest.mark.parametrize("depth", [MAX_SAVE_DEPTH + 1, 1_000, 100_000])
def test_a_deeply_nested_save_is_a_save_error_not_a_recursion_error(depth: int) -> None:
    for opener, closer in (("[", "]"), ('{"a":', "}")):
        body = opener * depth + closer * depth
        data = '{"format":"innovation-save","version":1,"checksum":"","payload":' + body + "}"
        with pytest.raises(SaveError, match="nested deeper"):
            Game.from_json(data)


def test_brackets_inside_strings_do_not_count_as_nesting() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=1))
    data = game.to_json()
    assert json.loads(data)["payload"]["events"][0][:3] == ["m", "draw", 0]  # a move: [tag, kind, seat, …]

    def bracket_tail(p: dict[str, Any]) -> None:
        p["events"][0][7] = " [" + "[" * 5000 + "{" * 5000  # the move's tail, after its verb

    text = Game.from_json(resign(data, bracket_tail)).events[0].text
    assert text.startswith("ann draws ") and text.endswith("[" + "{" * 5000 + ".")


def _as_written(payload: bytes) -> str:
    """A file of format 3 around ``payload``, exactly as the engines of that format wrote one, with
    its checksum: what a forger sends to reach the one-pass decode of format 3."""
    checksum = hashlib.sha256(payload).hexdigest()
    return f'{{"format":"innovation-save","version":3,"checksum":"{checksum}","payload":{payload.decode()}}}'


def _as_written_4(events: bytes, rest: bytes) -> str:
    """A file of format 4 exactly as the engine writes one: the event log's text ``events`` first
    (its length in the header), then ``rest``, the other keys (an object's text)."""
    body = b'{"events":' + events + b"," + rest[1:]
    head = f'{{"format":"innovation-save","version":4,"checksum":"{hashlib.sha256(body).hexdigest()}"'
    return f'{head},"log":{len(events)},"payload":{body.decode()}}}'


@pytest.mark.parametrize("depth", [MAX_SAVE_DEPTH + 1, 2_000, 100_000])
def test_a_deeply_nested_save_of_the_current_format_is_a_save_error(depth: int) -> None:
    """Past the header of a file exactly as written, with a checksum that matches: the typed
    decode refuses the first value that does not fit the format, however deep the rest goes."""
    data = Game.new(GameConfig(players=("ann", "bob"), seed=1)).to_json()
    payload = json.loads(data)["payload"]
    for where in ("events", "history", "answers"):
        body = json.dumps({**payload, where: "[" * depth + "]" * depth}, separators=(",", ":"))
        with pytest.raises(SaveError, match=r"nested deeper|corrupt save file"):
            Game.from_json(_as_written(body.encode()))
    inside = json.dumps(payload, separators=(",", ":")).replace('[["m",', "[" * depth + '["m",', 1)
    with pytest.raises(SaveError, match=r"nested deeper|corrupt save file"):
        Game.from_json(_as_written(inside.encode() + b"]" * (depth - 1)))
    # format 4: the log (never scanned before its typed decode), and the rest after it
    deep = b"[" * depth + b"]" * depth
    log = json.dumps(payload["events"], separators=(",", ":")).encode()
    rest = json.dumps({k: v for k, v in payload.items() if k != "events"}, separators=(",", ":"), sort_keys=True)
    assert '"answers":[]' in rest and '"history":[]' in rest
    for events, others in (
        (deep, rest.encode()),
        (b"[" * depth + log[1:] + b"]" * (depth - 1), rest.encode()),
        (log, rest.replace('"answers":[]', '"answers":' + deep.decode(), 1).encode()),
        (log, rest.replace('"history":[]', '"history":' + deep.decode(), 1).encode()),
        (log, rest.replace('"snapshot":{', '"snapshot":{"x":' + deep.decode() + ",", 1).encode()),
    ):
        with pytest.raises(SaveError, match=r"nested deeper|corrupt save file"):
            Game.from_json(_as_written_4(events, others))
    assert Game.from_json(_as_written_4(log, rest.encode())).to_json() == data


def test_a_save_as_written_loads_in_one_pass_and_a_reindented_one_the_long_way() -> None:
    game = _mid_game()
    data = game.to_json()
    assert data.startswith(f'{{"format":"innovation-save","version":{SAVE_VERSION},"checksum":"')
    body = data[data.index('"payload":') + len('"payload":') : -1]
    assert hashlib.sha256(body.encode()).hexdigest() == json.loads(data)["checksum"]  # the file's own bytes
    for text in (data, json.dumps(json.loads(data), indent=2), json.dumps(json.loads(data), sort_keys=True)):
        loaded = Game.from_json(text)
        assert loaded.to_json() == data and list(loaded.events) == list(game.events)
    damaged = data.replace('"seed":2,', '"seed":3,', 1)
    with pytest.raises(SaveError, match="checksum mismatch"):
        Game.from_json(damaged)


# ------------------------------------------------------------------------------- forged states


def _mid_dogma() -> Game:
    """A game paused with answers pending inside its current action."""
    game = Game.new(GameConfig(players=("ann", "bob"), seed=2, expansions=("artifacts",), relics=True))
    rng = random.Random(3)
    while True:
        d = game.pending
        assert d is not None
        if json.loads(game.to_json())["payload"]["answers"] and len(game.history) > 30:
            return game
        game.answer(d.player, rng.choice(d.options))


def _at_an_action() -> Game:
    """A game waiting for a turn action, no answers pending (the start of a segment)."""
    game = _mid_game()
    while game.pending is not None and (
        game.pending.kind != "action" or json.loads(game.to_json())["payload"]["answers"]
    ):
        game.answer(game.pending.player, game.pending.options[0])
    return game


def _fourth_with_secrets() -> Game:
    """A 4th-edition game with The Unseen, played until a player holds secrets (the safe's forgeries)."""
    game = Game.new(GameConfig(players=("ann", "bob"), seed=5, edition="fourth", expansions=("unseen",)))
    rng = random.Random(5)
    while not any(p.zones.get("safe") for p in game.state.players):
        d = game.pending
        assert d is not None, "the seeded game ended before anyone safeguarded a card"
        game.answer(d.player, rng.choice(d.options))
    return game


SAVES = {
    "mid-dogma": _mid_dogma().to_json(),
    "action": _at_an_action().to_json(),
    "finished": _finished().to_json(),
    "fourth-unseen": _fourth_with_secrets().to_json(),
}


@pytest.mark.parametrize("name", sorted(FORGERIES))
def test_a_forged_save_is_refused_naming_what_is_wrong(name: str) -> None:
    """Each forgery of the soak's list (special achievements in supply piles or hands, standard
    cards among the specials, relics in supply piles, phases reset, winners who are not players,
    everyone eliminated …), on every save it applies to."""
    applied = 0
    for kind, data in SAVES.items():
        forged = forge(data, FORGERIES[name])
        if forged is None:
            continue
        applied += 1
        with pytest.raises(SaveError) as info:
            Game.from_json(forged)
        assert "Error:" not in str(info.value), (kind, info.value)  # named, not a crash caught late
    assert applied, f"{name} applies to none of the saves"


@pytest.mark.parametrize("name", sorted(FORGERIES))
def test_a_forged_save_as_written_is_refused_as_the_long_way_refuses_it(name: str) -> None:
    """The same forgeries in files exactly as written (format 4: the state decoded in one pass by
    the rules' checking decoder, which checks where each card lies as it decodes): refused with
    the very message of the long way — or as corrupt, for a value the save format's types refuse."""
    for data in SAVES.values():
        forged = forge(data, FORGERIES[name])
        if forged is None:
            continue
        with pytest.raises(SaveError) as long_way:
            Game.from_json(forged)
        with pytest.raises(SaveError) as written:
            Game.from_json(as_written(json.loads(forged)["payload"]))
        if str(long_way.value).startswith("corrupt save file"):
            assert str(written.value).startswith("corrupt save file")
        else:
            assert str(written.value) == str(long_way.value)


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("special_in_a_supply_pile", r"special achievement \w+ lies in the base 1 supply pile"),
        ("special_in_a_hand", r"special achievement \w+ lies in ann's hand"),
        ("standard_card_among_the_specials", r"lies among the special achievements but is not one"),
        ("phase_reset_to_setup", r"opening melds are pending but cards have been played"),
        ("phase_reset_to_setup_keeping_the_turn", r"opening melds are pending but turns have been played"),
        ("winner_not_a_player", r"winners \['mallory'\] are not players"),
    ],
)
def test_the_refusal_of_a_forged_save_names_what_is_wrong(name: str, message: str) -> None:
    """The impossible states of issue 7, each refused with a message an operator can act on."""
    for data in SAVES.values():
        forged = forge(data, FORGERIES[name])
        if forged is not None:
            with pytest.raises(SaveError, match=message):
                Game.from_json(forged)


def test_answers_to_questions_never_asked_are_refused() -> None:
    forged = forge(SAVES["action"], FORGERIES["answers_to_questions_never_asked"])
    assert forged is not None
    with pytest.raises(SaveError, match="go on after"):
        Game.from_json(forged)


def test_a_forged_save_with_everyone_eliminated_is_refused_quickly() -> None:
    """It used to make the next turn-ending answer (or the load itself) loop forever."""
    forged = forge(SAVES["action"], FORGERIES["every_player_eliminated"])
    assert forged is not None
    started = time.perf_counter()
    with pytest.raises(SaveError, match="out of"):
        Game.from_json(forged)
    assert time.perf_counter() - started < 5


def test_legal_saves_of_every_kind_of_game_load() -> None:
    """The validation refuses no state a real game reaches (saves at every decision)."""
    for expansions, relics, players, teams in (
        ((), False, 3, False),
        (("artifacts", "echoes"), True, 4, True),
        (("echoes",), False, 2, False),
    ):
        names = ("ann", "bob", "cat", "dan")[:players]
        game = Game.new(GameConfig(players=names, seed=5, expansions=expansions, relics=relics, teams=teams))
        rng = random.Random(5)
        while game.pending is not None:
            data = game.to_json()
            assert Game.from_json(data).to_json() == data
            d = game.pending
            game.answer(d.player, rng.choice(d.options))
        data = game.to_json()
        assert Game.from_json(data).to_json() == data


@pytest.mark.parametrize(
    "expansions", [("artifacts", "echoes"), ("echoes", "artifacts"), ("cities", "echoes", "artifacts")], ids=str
)
def test_a_loaded_game_is_the_live_game_decision_for_decision_and_view_for_view(expansions: tuple[str, ...]) -> None:
    # The supply goes set by set in the order the game set it up (not the save's sorted keys):
    # Tuning Fork's options and every view's supply list come in the same order after a load.
    for seed in range(3):
        game = Game.new(GameConfig(players=("ann", "bob", "cat"), seed=seed, expansions=expansions))
        rng = random.Random(seed)
        while game.pending is not None:
            if len(game.history) % 7 == 0:
                loaded = Game.from_json(game.to_json())
                assert loaded.pending == game.pending
                assert list(loaded.state.decks) == list(game.state.decks)
                for viewer in game.players:
                    assert loaded.view(viewer) == game.view(viewer)
            d = game.pending
            game.answer(d.player, rng.choice(d.options))


# ------------------------------------------------------------------------------- zone order


def _zone_orders(game: Game) -> list[list[str]]:
    return [list(p.zones) for p in game.state.players] + [list(game.state.zones), list(game.state.decks)]


def test_a_loaded_game_iterates_its_zones_in_the_order_of_the_game_it_saved() -> None:
    """The sets made the 4th edition's zones in plugin order (forecast, display, museums) and a
    load in key order: Martian Internet's game within, which sets a player's zones aside and puts
    them back in that order, then logged other events after a load (soak 100420:2p+…/edition=fourth)."""
    config = GameConfig(players=("ann", "bob"), seed=3, expansions=("artifacts", "cities", "echoes"), edition="fourth")
    game = Game.new(config)
    assert len(game.state.players[0].zones) > 1
    rng = random.Random(3)
    for _ in range(3):
        assert _zone_orders(Game.from_json(game.to_json())) == _zone_orders(game)
        for _ in range(40):
            d = game.pending
            assert d is not None
            game.answer(d.player, rng.choice(d.options))
