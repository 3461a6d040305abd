"""The event log of a save, forged: every entry naming a seat, a card, a place or a player that
the game does not have is refused with a ``SaveError`` saying so — whether the file reaches the
one-pass load (exactly as written, its checksum over its own bytes: the log decoded by a decoder
that checks cards and seats as it goes) or the long way (re-indented). A log that fits loads, and
saves again byte for byte."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from innovation import Game
from innovation.editions import MAX_PLAYERS
from innovation.errors import SaveError
from innovation.rules.eventlog import Moved, checked_log_decoder
from innovation.rules.plugins import build_rules
from tests.helpers import as_written, random_game

Edit = Callable[[list[Any]], None]


def _game(expansions: tuple[str, ...] = ("artifacts",), seed: int = 3, answers: int = 40) -> Game:
    return random_game(seed, answers, expansions)


#: After an answer that cannot be taken back: its save holds no checkpoint, so that format 3 (which
#: had none) writes it again byte for byte (tests/core/test_undo.py tests saves with one).
GAME = _game(answers=43)
DATA = GAME.to_json()
assert "checkpoint" not in json.loads(DATA)["payload"]


def _first(events: list[Any], tag: str) -> list[Any]:
    return next(e for e in events if e[0] == tag)


def _as_written(payload: dict[str, Any]) -> str:
    """A file exactly as the engine writes one (the current format: checksum over its bytes)."""
    return as_written(payload)


def _as_written_3(payload: dict[str, Any]) -> str:
    """A file of format 3 as the engines of that format wrote one (still read in one pass)."""
    return as_written(payload, 3)


def _reindented(payload: dict[str, Any]) -> str:
    """The same payload the long way: indented, so the checksum is checked on a re-encoding."""
    return json.dumps(json.loads(as_written(payload)), indent=2)


WAYS = [_as_written, _as_written_3, _reindented]
WAY_IDS = ["as written", "as written in format 3", "re-indented"]


def _forged(edit: Edit, way: Callable[[dict[str, Any]], str]) -> str:
    payload = json.loads(DATA)["payload"]
    edit(payload["events"])
    return way(payload)


def _set(tag: str, index: int, value: object) -> Edit:
    return lambda events: _first(events, tag).__setitem__(index, value)


def _kept(**fields: object) -> Edit:
    """Append an older save's worded event (a Kept entry: [tag, kind, text, player, card, age,
    set, from, to, color, splay, visible_to, public_text])."""
    entry: dict[str, object] = {"kind": "draw", "text": "Somebody draws.", "player": "ann", "card": "archery"}
    entry.update(fields)
    keys = ("kind", "text", "player", "card", "age", "set", "from", "to", "color", "splay", "visible_to", "public")
    return lambda events: events.append(["e", *(entry.get(k) for k in keys)])


FORGED_LOGS: dict[str, tuple[Edit, str]] = {
    # [m, kind, seat, card, from, to, verb, tail, seen]
    "a move by a seat not in play": (_set("m", 2, 2), "names a seat that is not in play"),
    "a move of a card that does not exist": (_set("m", 3, "excalibur_ii"), "names a card that is not in play"),
    "a move of a card of a set not in play": (_set("m", 3, "bangle"), "names a card that is not in play"),
    "a move from a stranger's hand": (_set("m", 4, "hand:mallory::"), "names a place that is not in this game"),
    "a move to a zone that does not exist": (_set("m", 5, "attic:ann::"), "names a place that is not in this game"),
    "a move to a colour that does not exist": (_set("m", 5, "board:ann:pink:top"), "names a place"),
    "a move to a place that is no code": (_set("m", 5, "hand:ann"), "names a place that is not in this game"),
    # [s, kind, seat, card, arg, count]
    "a turn of a seat not in play": (_set("s", 2, 3), "names a seat that is not in play"),
    "a dogma of a card that does not exist": (_set("s", 3, "perpetual_motion"), "names a card that is not in play"),
    # older saves' worded events, kept as they were
    "a kept event of a stranger": (_kept(player="mallory"), "names someone who is not playing"),
    "a kept event seen by a stranger": (_kept(visible_to=["ann", "mallory"]), "names someone who is not playing"),
    "a kept event of a card that does not exist": (_kept(card="moonshine"), "names a card that is not in play"),
    "a kept event from a stranger's place": (_kept(**{"from": "score:mallory::"}), "names a place"),
}


@pytest.mark.parametrize("way", WAYS, ids=WAY_IDS)
@pytest.mark.parametrize("name", sorted(FORGED_LOGS))
def test_a_forged_event_log_is_refused_saying_what_it_names(name: str, way: Callable[[dict[str, Any]], str]) -> None:
    edit, message = FORGED_LOGS[name]
    with pytest.raises(SaveError, match=message):
        Game.from_json(_forged(edit, way))


@pytest.mark.parametrize("way", WAYS, ids=WAY_IDS)
@pytest.mark.parametrize(
    "edit",
    [
        _set("m", 2, MAX_PLAYERS),  # past any seat (five in the 4th edition: seats 0-4)
        _set("m", 2, -1),
        _set("s", 2, None),  # a said event always has its seat
        _set("m", 3, 7),
        lambda events: events.append(["x", "draw"]),  # no entry has that tag
        lambda events: events.append(["m", "draw", 0]),  # too short
        lambda events: events.append({"kind": "draw"}),
    ],
    ids=["seat 5", "seat -1", "said without a seat", "card 7", "unknown tag", "short entry", "an object"],
)
def test_an_entry_outside_the_format_is_a_corrupt_save(edit: Edit, way: Callable[[dict[str, Any]], str]) -> None:
    with pytest.raises(SaveError, match=r"corrupt save file: .*\$\.(payload\.)?events\["):
        Game.from_json(_forged(edit, way))


@pytest.mark.parametrize("way", WAYS, ids=WAY_IDS)
def test_a_log_that_fits_loads_and_saves_again_byte_for_byte(way: Callable[[dict[str, Any]], str]) -> None:
    assert DATA == _as_written(json.loads(DATA)["payload"])  # the engine writes exactly this
    loaded = Game.from_json(way(json.loads(DATA)["payload"]))
    assert loaded.to_json() == DATA
    assert list(loaded.events) == list(GAME.events)
    assert loaded.view("ann") == GAME.view("ann") and loaded.view("bob", 5) == GAME.view("bob", 5)


def test_a_log_with_older_entries_still_loads_and_words_them_as_given() -> None:
    """A v3 save can hold Kept entries (a game first loaded from format 1 or 2): the checking
    decoder does not take those, and the log is then checked the long way."""
    payload = json.loads(DATA)["payload"]
    _kept(kind="choice", text="ann chose wisely.", card=None)(payload["events"])
    loaded = Game.from_json(_as_written(payload))
    assert loaded.events[-1].text == "ann chose wisely." and loaded.events[-1].player == "ann"
    assert loaded.to_json() == _as_written(payload)


def test_the_checking_decoder_is_made_per_rules_and_number_of_players() -> None:
    base, artifacts = build_rules(()), build_rules(("artifacts",))
    entry = b'[["m","draw",1,"bangle","deck:::top","hand:bob::","draws","",2]]'  # an Echoes card
    for rules, names in ((base, ("x1", "y1")), (artifacts, ("x2", "y2")), (artifacts, ("x3", "y3", "z3"))):
        decoder, places = checked_log_decoder(rules, names)
        assert not places  # names met for the first time: cards and seats only
        assert checked_log_decoder(rules, ("p", "q", "r")[: len(names)])[0] is decoder  # per number of players
        with pytest.raises(Exception, match="Invalid enum value 'bangle'"):
            decoder.decode(entry)
    echoes = build_rules(("echoes",))
    (moved,) = checked_log_decoder(echoes, ("x4", "y4"))[0].decode(entry)
    assert isinstance(moved, Moved) and moved.card == "bangle"
    assert moved.card is next(c for c in echoes.cards if c == "bangle")  # the rules' own string
    with pytest.raises(Exception, match="Expected `int` <= 1"):
        checked_log_decoder(echoes, ("x4", "y4"))[0].decode(entry.replace(b'"draw",1', b'"draw",2'))
    assert checked_log_decoder(echoes, ("x5", "y5", "z5"))[0].decode(entry.replace(b'"draw",1', b'"draw",2'))


def test_names_met_again_get_a_decoder_that_checks_place_codes_too() -> None:
    echoes = build_rules(("echoes",))
    names = ("vera", "walt")
    first, places = checked_log_decoder(echoes, names)
    assert not places
    named, places = checked_log_decoder(echoes, names)
    assert places and named is not first and checked_log_decoder(echoes, names) == (named, True)
    entry = b'[["m","draw",1,"bangle","deck:::top","hand:walt::","draws","",2]]'
    (moved,) = named.decode(entry)
    assert moved.to == "hand:walt::"
    for code in (b"hand:mallory::", b"attic:walt::", b"board:walt:pink:top", b"hand:walt"):
        with pytest.raises(Exception, match="Invalid enum value"):
            named.decode(entry.replace(b"hand:walt::", code))
    assert first.decode(entry.replace(b"hand:walt::", b"hand:mallory::"))  # (the cards-only one lets it by)


@pytest.mark.parametrize("way", WAYS, ids=WAY_IDS)
def test_a_code_no_engine_writes_but_that_names_a_place_of_the_game_still_loads(
    way: Callable[[dict[str, Any]], str],
) -> None:
    """The place-checking decoder lists the codes the engine writes; any other code of this
    game's places (a hand with a colour, say) is checked the long way, and accepted."""
    payload = json.loads(DATA)["payload"]
    _first(payload["events"], "m")[4] = "hand:ann:red:top"
    for _ in range(3):  # the names met again: the place-checking decoder is in use
        loaded = Game.from_json(way(payload))
    assert loaded.events[0].from_ is not None and loaded.events[0].from_.color == "red"


@pytest.mark.parametrize("way", WAYS, ids=WAY_IDS)
def test_a_forged_log_is_refused_by_every_decoder(way: Callable[[dict[str, Any]], str]) -> None:
    """The first load of some names, and the later ones, refuse the same forgeries."""
    for _ in range(3):
        for edit, message in FORGED_LOGS.values():
            with pytest.raises(SaveError, match=message):
                Game.from_json(_forged(edit, way))
        assert Game.from_json(way(json.loads(DATA)["payload"])).to_json() == DATA


@pytest.mark.parametrize("way", WAYS, ids=WAY_IDS)
def test_a_state_with_a_card_twice_and_another_missing_is_refused(way: Callable[[dict[str, Any]], str]) -> None:
    """As many cards as the game has, all of them known — but one twice and another nowhere."""
    payload = json.loads(DATA)["payload"]
    snapshot = payload["snapshot"]
    deck = next(d for ages in snapshot["decks"].values() for d in ages if d)
    snapshot["players"][0]["hand"][0] = deck[0]
    with pytest.raises(SaveError, match=r"cards duplicated \['\w+'\], missing \['\w+'\]"):
        Game.from_json(way(payload))
