"""What a load remembers and a save keeps, attacked: a load decodes and checks only the entries
and answers added since a log of the same game it checked before, and a game's saves encode only
what was added since its last save. Every forgery appended to a remembered log, or hidden in the
part a remembered log covers, is refused exactly as it is without the memo; whatever the memo
holds, a load gives the game a plain decode gives; a save is byte for byte the full encoding."""

from __future__ import annotations

import hashlib
import json
import random
from itertools import pairwise
from typing import Any

import msgspec
import pytest
from msgspec.structs import astuple

from innovation import Game, GameConfig
from innovation import config as config_module
from innovation.config import _OF_SAVES, _OF_SAVES_KEPT
from innovation.errors import SaveError, WrongPlayerError
from innovation.rules.hookspecs import hookimpl
from innovation.rules.plugins import build_rules, discover
from innovation.rules.state import PlayerState, SharedGameState
from innovation.saves import states as save_states
from innovation.saves.checks import checked_state_decoder
from innovation.saves.logs import _LOG_BYTES, _LOGS, _LOGS_BYTES, _LOGS_KEPT, _logs_size, known_log, remember_log
from tests.helpers import as_written, random_game, resign

KINDS = ("events", "history")


def _game(seed: int = 5, answers: int = 50, expansions: tuple[str, ...] = ("artifacts", "echoes")) -> Game:
    return random_game(seed, answers, expansions)


def _payload(data: str) -> dict[str, Any]:
    return json.loads(data)["payload"]  # type: ignore[no-any-return]


def _plainly(data: str) -> Game:
    """``data`` loaded with nothing remembered."""
    _LOGS.clear()
    _logs_size[0] = 0
    save_states._STATES.clear()
    return Game.from_json(data)


EARLY = _game()
LATER = _game(answers=80)  # the same game, further on: its logs continue EARLY's


def _remembered() -> Game:
    """EARLY's logs remembered (as a server would, having loaded the previous save); the game
    loaded (its rules: the ones built now, which other tests may have made anew)."""
    loaded = _plainly(EARLY.to_json())
    rules, names, seed = loaded.rules, EARLY.config.seating, EARLY.config.seed
    for kind in KINDS:
        text = json.dumps(_payload(EARLY.to_json())[kind], separators=(",", ":")).encode()
        assert known_log(kind, text, rules, names, seed) is not None
    return loaded


def test_a_later_save_of_a_game_loaded_before_decodes_only_what_was_added() -> None:
    rules = _remembered().rules
    data = LATER.to_json()
    names, seed = LATER.config.seating, LATER.config.seed
    for kind in KINDS:
        text = json.dumps(_payload(data)[kind], separators=(",", ":")).encode()
        found = known_log(kind, text, rules, names, seed)
        assert found is not None and 0 < len(found[0]) < len(_payload(data)[kind]), kind
    loaded = Game.from_json(data)
    plain = _plainly(data)
    assert loaded.to_json() == plain.to_json() == data
    assert list(loaded.events) == list(plain.events) == list(LATER.events)
    assert loaded.history == plain.history and loaded.pending == plain.pending


# [m, kind, seat, card, from, to, verb, tail, seen]  /  [s, kind, seat, card, arg, count]
APPENDED: dict[str, tuple[list[Any], str]] = {
    "a move by a seat not in play": (["m", "draw", 2, "archery", "deck:::top", "hand:ann::", "draws", "", 1], "seat"),
    "a move of a card that does not exist": (
        ["m", "draw", 0, "excalibur_ii", "deck:::top", "hand:ann::", "draws", "", 1],
        "card that is not in play",
    ),
    "a move of a card of a set not in play": (
        ["m", "draw", 0, "lotus", "deck:::top", "hand:ann::", "draws", "", 1],
        "card that is not in play",
    ),
    "a move to a stranger's hand": (
        ["m", "draw", 0, "archery", "deck:::top", "hand:mallory::", "draws", "", 1],
        "place that is not in this game",
    ),
    "a move to a zone that does not exist": (
        ["m", "draw", 0, "archery", "deck:::top", "attic:ann::", "draws", "", 1],
        "place that is not in this game",
    ),
    "a turn of a seat not in play": (["s", "turn", 3, None, 9, 2], "seat that is not in play"),
    "a kept event of a stranger": (
        ["e", "draw", "Somebody draws.", "mallory", "archery", None, None, None, None, None, None, None, None],
        "names someone who is not playing",
    ),
    "an entry outside the format": (["x", "draw"], r"corrupt save file: .*\$\.events\["),
}


@pytest.mark.parametrize("name", sorted(APPENDED))
def test_an_entry_appended_to_a_remembered_log_is_refused(name: str) -> None:
    entry, message = APPENDED[name]
    for remembered in (True, False):
        _remembered() if remembered else _plainly(LATER.to_json())
        payload = _payload(EARLY.to_json())
        payload["events"].append(entry)
        with pytest.raises(SaveError, match=message):
            Game.from_json(as_written(payload))


@pytest.mark.parametrize(
    ("answer", "message"),
    [
        (["mallory", "draw"], "history names someone who is not playing"),
        (["ann"], r"corrupt save file: .*\$\.history\["),
        ([["ann"], "draw"], r"corrupt save file: .*\$\.history\["),
    ],
)
def test_an_answer_appended_to_a_remembered_answer_log_is_refused(answer: list[Any], message: str) -> None:
    _remembered()
    payload = _payload(EARLY.to_json())
    payload["history"].append(answer)
    with pytest.raises(SaveError, match=message):
        Game.from_json(as_written(payload))


def test_an_edit_inside_the_part_a_remembered_log_covers_is_refused() -> None:
    """The bytes a remembered log covers are compared, not assumed: an edit there is decoded and
    checked like any other."""
    for index in (0, len(_payload(EARLY.to_json())["events"]) - 1):  # the first entry, and the last remembered
        _remembered()
        payload = _payload(LATER.to_json())
        move = next(i for i, e in enumerate(payload["events"]) if e[0] == "m" and i >= index)
        payload["events"][move][3] = "excalibur_ii"
        with pytest.raises(SaveError, match="card that is not in play"):
            Game.from_json(as_written(payload))
        _remembered()
        payload = _payload(LATER.to_json())
        payload["history"][min(index, len(payload["history"]) - 1)] = ["mallory", "draw"]
        with pytest.raises(SaveError, match="history names someone who is not playing"):
            Game.from_json(as_written(payload))


def test_a_remembered_log_is_not_taken_for_a_longer_element_or_another_layout() -> None:
    """Only a continuation after a complete element counts: the text with its last element made
    longer, re-spaced, or cut short is decoded whole."""
    rules = _remembered().rules
    names, seed = EARLY.config.seating, EARLY.config.seed
    text = json.dumps(_payload(EARLY.to_json())["events"], separators=(",", ":")).encode()
    same = known_log("events", text, rules, names, seed)
    assert same is not None and same[1] == len(text)  # the same log: nothing added
    for other in (text[:-2] + b"0]", text[:-1] + b" ]", text[:-1] + b" ,[]]", text[:-1], b"[" + text[1:-1] + b"]]"):
        assert known_log("events", other, rules, names, seed) is None, other[-20:]
    assert known_log("events", text, rules, names, seed + 1) is None  # another game
    assert known_log("events", text, build_rules(("artifacts",)), names, seed) is None  # other rules
    assert known_log("events", text, rules, ("ann", "cat"), seed) is None  # other players
    later = _payload(LATER.to_json())
    log = json.dumps(later["events"], separators=(",", ":")).encode()
    for version in (4, 3):
        spaced = log.replace(b"]],", b"] ],", 1)  # valid JSON still
        assert list(Game.from_json(as_written(later, version, events=spaced)).events) == list(LATER.events)


def test_what_is_remembered_is_bounded() -> None:
    rules, names = _plainly(EARLY.to_json()).rules, EARLY.config.seating
    _LOGS.clear()
    _logs_size[0] = 0
    text = json.dumps(_payload(EARLY.to_json())["events"], separators=(",", ":")).encode()
    for seed in range(_LOGS_KEPT + 20):
        remember_log("events", text, rules, names, seed, [object()])
    assert len(_LOGS) <= _LOGS_KEPT and _logs_size[0] == sum(len(v[1]) for v in _LOGS.values())
    big = b"[" + b"0," * (_LOG_BYTES // 2) + b"0]"
    remember_log("events", big, rules, names, -1, [object()])
    assert known_log("events", big, rules, names, -1) is None  # too long to remember
    many = b"[" + b"0," * (_LOGS_BYTES // 40) + b"0]"
    for seed in range(40):
        remember_log("events", many, rules, names, 1000 + seed, [object()])
    assert _logs_size[0] <= _LOGS_BYTES and _logs_size[0] == sum(len(v[1]) for v in _LOGS.values())
    remember_log("events", text, rules, names, 5, [])  # an empty log is not remembered
    assert (("events", id(rules), tuple(names), 5)) not in _LOGS


# ------------------------------------------------------------------------------- the state


def test_the_state_decoder_hands_back_the_rules_own_ids_and_plain_structs() -> None:
    loaded = _plainly(EARLY.to_json())
    ids = {c: c for c in [*loaded.rules.cards, *loaded.rules.specials]}
    state = loaded._snapshot
    # The game shares the state the load remembers (save_states): a SharedGameState, fields as a GameState's.
    assert type(state) is SharedGameState and type(state.players[0]) is PlayerState
    assert astuple(state) == astuple(EARLY._snapshot)
    lists = [*state.card_lists(), *(p.piles for p in state.players), *state.decks.values(), state.teams or []]
    assert all(type(cards) is list for cards in lists)  # the boards and the supply as GameState holds them
    again = _plainly(EARLY.to_json())._snapshot  # every load decodes lists of its own
    assert not {id(cards) for cards in lists} & {id(cards) for cards in again.card_lists()}
    for card in state.all_card_ids() + state.specials:
        assert card is ids[card]
    decoder = checked_state_decoder(loaded.rules)
    assert checked_state_decoder(loaded.rules) is decoder  # made once per rules


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda p: p["snapshot"]["players"][0]["hand"].append("excalibur_ii"), r"unknown \['excalibur_ii'\]"),
        (lambda p: p["snapshot"]["players"][0]["hand"].append("lotus"), r"unknown \['lotus'\]"),  # a Cities card
        (lambda p: p["snapshot"]["achievements"].append(7), r"corrupt save file: .*\$\.snapshot\.achievements"),
        (lambda p: p["snapshot"]["players"][1].__setitem__("hand", "archery"), r"\$\.snapshot\.players\[1\]\.hand"),
        (lambda p: p["snapshot"]["players"][0].__setitem__("pocket", []), r"corrupt save file: .*pocket"),
    ],
    ids=["unknown card", "card of a set not in play", "a number for a card", "a hand that is text", "unknown field"],
)
def test_a_state_the_checking_decoder_refuses_is_refused_naming_the_problem(edit: Any, message: str) -> None:
    payload = _payload(EARLY.to_json())
    edit(payload)
    for _ in range(2):  # the decoder made, and made before
        with pytest.raises(SaveError, match=message):
            Game.from_json(as_written(payload))


def _colour_of(card: str) -> int:
    return EARLY.rules.cards[card].color


def _other_colour_pile(p: dict[str, Any]) -> None:
    piles = p["snapshot"]["players"][0]["piles"]
    colour = next(c for c, pile in enumerate(piles) if pile)
    piles[(colour + 1) % 5].append(piles[colour].pop())


def _swap_supply_ages(p: dict[str, Any]) -> None:
    base = p["snapshot"]["decks"]["base"]
    base[5][0], base[6][0] = base[6][0], base[5][0]


def _splay_a_short_pile(p: dict[str, Any]) -> None:
    player = p["snapshot"]["players"][0]
    player["splays"][next(c for c, pile in enumerate(player["piles"]) if len(pile) < 2)] = 1


def _four_piles(p: dict[str, Any]) -> None:
    piles = p["snapshot"]["players"][1]["piles"]
    last = piles.pop()
    piles[-1] += last


def _special_into(where: Any) -> Any:
    def edit(p: dict[str, Any]) -> None:
        where(p["snapshot"]).append(p["snapshot"]["specials"].pop())

    return edit


#: Where the checking decoder checks a card may lie (or what it bounds), forged: a file as written
#: is refused exactly as the long way refuses it (the state validation names the problem).
PLACES = {
    "a card on a pile of another colour": (_other_colour_pile, "wrong colour pile on ann's board"),
    "supply piles of two ages swapped": (_swap_supply_ages, r"in the wrong supply pile \(base [67]\)"),
    "a special in a score pile": (_special_into(lambda s: s["players"][1]["score"]), "lies in bob's score pile"),
    "a special on a board": (_special_into(lambda s: s["players"][0]["piles"][2]), "lies in ann's board"),
    "a special among the achievements": (_special_into(lambda s: s["achievements"]), "the standard achievements"),
    "a splay of 4": (lambda p: p["snapshot"]["players"][0]["splays"].__setitem__(0, 4), "invalid splay on ann"),
    "a splayed pile of under two": (_splay_a_short_pile, "invalid splay on ann's board"),
    "four piles": (_four_piles, "bob's board does not have five piles"),
    "six splays": (lambda p: p["snapshot"]["players"][1]["splays"].append(0), "bob's board does not have five"),
    "a set's supply missing": (lambda p: p["snapshot"]["decks"].pop("echoes"), "supply piles do not match"),
    "a supply set of nine piles": (lambda p: p["snapshot"]["decks"]["base"].pop(), "supply piles do not match"),
    "a supply set too many": (lambda p: p["snapshot"]["decks"].__setitem__("cities", [[]] * 10), "supply piles"),
    "a turn counter too high": (
        lambda p: p["snapshot"]["players"][0].__setitem__("tucked_this_turn", 10**6),
        "ann's turn counters are out of range",
    ),
    "a turn counter below zero": (
        lambda p: p["snapshot"]["players"][1].__setitem__("scored_this_turn", -1),
        "bob's turn counters are out of range",
    ),
}


@pytest.mark.parametrize("name", sorted(PLACES))
def test_a_card_where_the_checking_decoder_says_it_may_not_lie_is_refused_as_the_long_way_does(name: str) -> None:
    edit, message = PLACES[name]
    payload = _payload(EARLY.to_json())
    edit(payload)
    long_way = json.dumps({**json.loads(EARLY.to_json()), "payload": payload})
    for data in (as_written(payload), as_written(payload), resign(long_way, lambda p: None)):
        with pytest.raises(SaveError, match=message) as info:
            Game.from_json(data)
        assert str(info.value).startswith("inconsistent saved state: ")


def test_a_state_with_its_defaults_left_out_loads_as_the_plain_decoder_reads_it() -> None:
    payload = _payload(EARLY.to_json())
    for player in payload["snapshot"]["players"]:
        for field in ("eliminated", "tucked_this_turn", "scored_this_turn"):
            player.pop(field)
    payload["snapshot"].pop("counters")
    assert Game.from_json(as_written(payload)).to_json() == EARLY.to_json()


# ------------------------------------------------------------------------------- saving


def test_each_save_is_the_full_encoding_however_the_game_went_on() -> None:
    """Saves between answers, after an answer refused, after an answer undone by a failing
    plugin, from a copy, and from inside a running answer: each one byte for byte what encoding
    the whole game gives."""
    game = _game(seed=9, answers=10)
    rng = random.Random(4)

    def whole(g: Game) -> str:
        g._running = True  # the path that encodes everything
        try:
            return g.to_json()
        finally:
            g._running = False

    for step in range(120):
        d = game.pending
        if d is None:
            break
        if step % 3 == 0:
            assert game.to_json() == whole(game)
        if step % 7 == 0:
            with pytest.raises(WrongPlayerError):
                game.answer("mallory", d.options[0])
            assert game.to_json() == whole(game)
        if step % 11 == 0:
            twin = game.copy()
            twin.answer(d.player, d.options[-1])
            assert twin.to_json() == whole(twin)
        game.answer(d.player, rng.choice(d.options))
    assert game.to_json() == whole(game)
    assert Game.from_json(game.to_json()).to_json() == game.to_json()


def _whole(g: Game) -> str:
    """``g``'s save encoded whole (the path of a save from inside a running answer)."""
    g._running = True
    try:
        return g.to_json()
    finally:
        g._running = False


def _flag(kind: str, game: Game) -> list[bool]:
    return _LOGS[(kind, id(game.rules), game.config.seating, game.config.seed)][3]


def test_a_loaded_game_saves_the_texts_it_read_once_they_prove_canonical() -> None:
    """The first save of a loaded game takes the logs' texts the load read as their encoding once
    they are found canonical: by encoding them (a log not remembered), or only what was added to
    a remembered log found so before; and every save is the full encoding, the game going on."""
    first = _plainly(EARLY.to_json())
    assert not _flag("events", first)[0] and not _flag("history", first)[0]
    assert first.to_json() == EARLY.to_json()  # encoded whole, as before, and found the same text
    assert _flag("events", first)[0] and _flag("history", first)[0]
    data = LATER.to_json()
    later = Game.from_json(data)
    assert later.to_json() == data
    text = _LOGS[("events", id(later.rules), later.config.seating, later.config.seed)][1]
    assert later._written is not None and later._written[0]._text is text  # the text read, taken
    rng = random.Random(2)
    for _ in range(15):
        d = later.pending
        assert d is not None
        later.answer(d.player, rng.choice(d.options))
        assert later.to_json() == _whole(later)


def _escaped_first(text: bytes, quoted: bytes, start: int = 0) -> bytes:
    """``text`` with the first ``quoted`` string from ``start`` on written with a JSON escape
    (the same value: valid, not canonical)."""
    at = text.index(quoted, start)
    return text[:at] + b'"\\u00' + quoted[1:2].hex().encode() + quoted[2:] + text[at + len(quoted) :]


def test_a_loaded_text_that_is_not_canonical_is_never_saved() -> None:
    """A file whose logs are valid but not written canonically (a JSON escape) loads, and its game
    saves the canonical encoding — a log not remembered, or only its added part so written after
    a remembered log found canonical — and its log is not taken as canonical later."""
    payload = _payload(EARLY.to_json())
    log = json.dumps(payload["events"], separators=(",", ":")).encode()
    odd = as_written(payload, events=_escaped_first(log, b'"m"'))
    assert odd != EARLY.to_json()
    loaded = _plainly(odd)
    assert loaded.to_json() == EARLY.to_json() and not _flag("events", loaded)[0]
    data = EARLY.to_json()
    head, body = data[: data.index('"payload":') + 10], data[data.index('"payload":') + 10 : -1]
    body = body.replace('"history":[["ann"', '"history":[["\\u0061nn"', 1)  # after the log: its length holds
    checksum = json.loads(data)["checksum"]
    odd = head.replace(checksum, hashlib.sha256(body.encode()).hexdigest()) + body + "}"
    loaded = _plainly(odd)
    assert loaded.history == EARLY.history and loaded.to_json() == EARLY.to_json()
    assert not _flag("history", loaded)[0]
    _plainly(EARLY.to_json()).to_json()  # EARLY's logs remembered and found canonical
    later = _payload(LATER.to_json())
    log = json.dumps(later["events"], separators=(",", ":")).encode()
    early = len(json.dumps(_payload(EARLY.to_json())["events"], separators=(",", ":")))
    loaded = Game.from_json(as_written(later, events=_escaped_first(log, b'"m"', early)))
    assert loaded.to_json() == LATER.to_json() and not _flag("events", loaded)[0]


def test_a_digest_in_a_file_is_an_unknown_field() -> None:
    for version in (3, 4):
        payload = _payload(EARLY.to_json())
        payload["log_digest"] = "0" * 64
        with pytest.raises(SaveError, match="corrupt save file: Object contains unknown field `log_digest`"):
            Game.from_json(as_written(payload, version))


def test_the_configuration_a_save_writes_is_encoded_once_per_configuration() -> None:
    data = EARLY.to_json()
    one, two = Game.from_json(data), Game.from_json(data)
    assert one.config is two.config  # a table's loads share one GameConfig
    config_module._SAVED.clear()
    assert one.to_json() == two.to_json() == data  # byte for byte what the live game writes
    assert len(config_module._SAVED) == 1
    saved, text = config_module.saved_config_text(one.config, one.rules)
    assert bytes(text) == msgspec.json.encode(_payload(data)["config"]) and saved == config_module.save_config_of(
        one.config, one.rules
    )
    other = GameConfig(players=("ann", "bob"), seed=EARLY.config.seed, expansions=("artifacts",))
    equal_but_new = GameConfig(players=("ann", "bob"), seed=EARLY.config.seed, expansions=("artifacts", "echoes"))
    assert config_module.saved_config_text(other, build_rules(other.expansions, (), other.options))[1] != text
    assert config_module.saved_config_text(equal_but_new, one.rules)[1] == text  # equal, another object
    for seed in range(config_module._SAVED_KEPT + 5):  # bounded
        config = GameConfig(players=("ann", "bob"), seed=seed)
        config_module.saved_config_text(config, build_rules((), (), config.options))
    assert len(config_module._SAVED) <= config_module._SAVED_KEPT


def test_a_refused_configuration_is_refused_every_time() -> None:
    payload = _payload(EARLY.to_json())
    payload["config"]["players"] = ["ann", "ann"]
    for _ in range(3):
        with pytest.raises(SaveError, match="invalid configuration in save: player names must be distinct"):
            Game.from_json(as_written(payload))


class _Scoring:
    """A hand-registered plugin (saved under its name: a load needs the object)."""

    PLUGIN_NAME = "scoring"

    @hookimpl
    def innovation_score(self, ctx: Any) -> int:
        return 0


def test_a_remembered_configuration_serves_only_its_own_text_plugins_and_entry_points(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A configuration is remembered by its text in a file as written, the plugin objects given
    and the entry-point scan: another plugin object, no plugin, a rescan or any other text is
    made (and checked) again."""
    plugin = _Scoring()
    data = Game.new(GameConfig(players=("ann", "bob"), seed=4, plugins=[plugin])).to_json()
    assert Game.from_json(data, plugins=[plugin]).to_json() == data
    with pytest.raises(SaveError, match="needs these hand-registered plugins: scoring"):
        Game.from_json(data)
    assert Game.from_json(data, plugins=[_Scoring()]).to_json() == data
    payload = _payload(data)
    payload["config"]["options"]["sharing"] = True
    with pytest.raises(SaveError, match=r"unknown rule options in save: \['sharing'\]"):
        Game.from_json(as_written(payload), plugins=[plugin])
    kept = len(_OF_SAVES)
    monkeypatch.setattr(config_module, "discover", lambda: dict(discover()))  # every call a new scan
    assert Game.from_json(data, plugins=[plugin]).to_json() == data
    assert len(_OF_SAVES) == kept + 1


def test_remembered_configurations_are_bounded() -> None:
    for seed in range(_OF_SAVES_KEPT + 5):
        Game.from_json(Game.new(GameConfig(players=("ann", "bob"), seed=seed)).to_json())
    assert len(_OF_SAVES) == _OF_SAVES_KEPT


# ------------------------------------------------------------------------------- format 4


def _header_log(data: str) -> int:
    return int(json.loads(data)["log"])


def test_a_save_of_format_4_puts_the_log_first_and_its_length_in_the_header() -> None:
    data = LATER.to_json()
    head, _, body = data.partition(',"payload":')
    assert head.startswith('{"format":"innovation-save","version":4,"checksum":"') and body.startswith('{"events":[')
    log = json.dumps(_payload(data)["events"], separators=(",", ":"))
    assert _header_log(data) == len(log.encode()) and body[len('{"events":') :].startswith(log + ',"answers":')
    assert data == as_written(_payload(data))  # every other key sorted, after the log
    for version in (4, 3):  # and format 3, as its engines wrote it, still loads in one pass
        assert Game.from_json(as_written(_payload(data), version)).to_json() == data


@pytest.mark.parametrize("delta", [-1, 1, -2, 7, 10**6, "at a comma", "at the end", "zero"])
def test_a_wrong_log_length_in_the_header_is_refused(delta: object) -> None:
    """The length only says where the log ends: any other value than the true one is refused
    (whichever way the file is then read), never read as another split of the payload."""
    data = LATER.to_json()
    n = _header_log(data)
    body = data.partition(',"payload":')[2]
    if delta == "at a comma":  # the end of an entry inside the log: "],"
        wrong = body.index("],", len('{"events":') + 100) + 1 - len('{"events":')
    elif delta == "at the end":
        wrong = len(body)
    elif delta == "zero":
        wrong = 0
    else:
        assert isinstance(delta, int)
        wrong = n + delta
    damaged = data.replace(f'"log":{n},', f'"log":{wrong},', 1)
    assert damaged != data
    with pytest.raises(SaveError):
        Game.from_json(damaged)
    with pytest.raises(SaveError, match="log length"):
        Game.from_json(json.dumps(json.loads(damaged), indent=1))  # the long way: the hint is checked


def test_a_second_events_key_after_the_log_is_refused() -> None:
    payload = _payload(LATER.to_json())
    data = as_written(payload)
    rest = json.dumps({k: v for k, v in payload.items() if k != "events"}, separators=(",", ":"), sort_keys=True)
    forged = as_written(payload).replace(rest[1:], '"events":[],' + rest[1:], 1)
    assert forged != data
    body = forged.partition(',"payload":')[2][:-1]
    checksum = hashlib.sha256(body.encode()).hexdigest()
    forged = forged.replace(json.loads(data)["checksum"], checksum, 1)
    with pytest.raises(SaveError, match="corrupt save file"):
        Game.from_json(forged)


def test_a_signed_save_of_format_4_is_checked_on_its_own_bytes() -> None:
    key = b"s" * 32
    signed = LATER.to_json(key=key)
    assert '"signature":' in signed and Game.from_json(signed, key=key).to_json() == LATER.to_json()
    payload = _payload(signed)
    payload["snapshot"]["rng"] ^= 1
    forged = json.loads(signed)
    edited = as_written(payload)
    forged_text = edited.replace('","log":', f'","signature":"{forged["signature"]}","log":', 1)
    with pytest.raises(SaveError, match="signature mismatch"):
        Game.from_json(forged_text, key=key)
    as_three = as_written(_payload(signed), 3).replace(
        '","payload":', f'","signature":"{forged["signature"]}","payload":'
    )
    with pytest.raises(SaveError, match="signature mismatch"):  # a format 4 signature does not sign format 3
        Game.from_json(as_three, key=key)


def test_a_later_save_is_hashed_past_the_prefix_a_load_hashed_before_and_damage_anywhere_is_caught() -> None:
    from innovation.saves import logs as save_logs

    _plainly(EARLY.to_json())
    assert any(v[0][v[1] : v[2]].startswith(b'{"events":[') for v in save_logs._DIGESTS.values())
    data = LATER.to_json()
    assert Game.from_json(data).to_json() == data  # hashed past EARLY's kept prefix
    log_start = data.index('{"events":[') + len('{"events":[')
    early_log = len(json.dumps(_payload(EARLY.to_json())["events"], separators=(",", ":")))
    for at in (log_start + 5, log_start + early_log // 2, log_start + early_log + 20, len(data) - 30):
        _plainly(EARLY.to_json())  # EARLY's prefix kept again
        damaged = data[:at] + ("x" if data[at] != "x" else "y") + data[at + 1 :]
        with pytest.raises(SaveError):
            Game.from_json(damaged)
    for seed in range(save_logs._DIGESTS_KEPT + 5):
        body = b'{"events":' + bytes([seed % 256]) * (save_logs._DIGEST_KEY + 100)
        save_logs.prefix_digest(body, 0, len(body), len('{"events":'))
    assert len(save_logs._DIGESTS) == save_logs._DIGESTS_KEPT
    for seed in range(12):  # a few big prefixes: the bytes kept stay within their bound
        big = b'{"events":' + bytes([65 + seed]) * 64 + b"1" * (save_logs._DIGEST_BYTES - 200)
        save_logs.prefix_digest(big, 0, len(big), len('{"events":'))
    assert len(save_logs._DIGESTS) < 12
    assert save_logs._digests_size[0] == sum(len(v[0]) for v in save_logs._DIGESTS.values())
    assert save_logs._digests_size[0] <= save_logs._LOGS_BYTES


def test_tables_whose_logs_open_alike_keep_a_hashed_prefix_each() -> None:
    from innovation.saves import logs as save_logs

    def log_of(game: Game) -> bytes:
        data = game.to_json().encode()
        return data[data.index(b'{"events":') :]

    games = [_game(seed, 30, ()) for seed in range(40)]
    by_opening: dict[bytes, list[Game]] = {}
    for game in games:
        by_opening.setdefault(log_of(game)[:64], []).append(game)
    one, two = next(alike for alike in by_opening.values() if len(alike) > 1)[:2]  # the same opening draws
    assert log_of(one)[: save_logs._DIGEST_KEY] != log_of(two)[: save_logs._DIGEST_KEY]
    save_logs._DIGESTS.clear()
    save_logs._digests_size[0] = 0
    Game.from_json(one.to_json())
    Game.from_json(two.to_json())  # a server loading their files in turn keeps both prefixes
    assert len(save_logs._DIGESTS) == 2


# ----------------------------------------------------------------------------- checked states
def _stateless_files(game: Game, count: int) -> list[str]:
    """The successive files of a stateless server's table: save, load, answer, and so on."""
    files, current = [], game
    for _ in range(count):
        files.append(current.to_json())
        current = Game.from_json(files[-1])
        d = current.pending
        assert d is not None
        current.answer(d.player, d.options[0])
    return files


def test_a_load_of_a_state_checked_before_gives_the_game_a_first_load_gives() -> None:
    files = _stateless_files(_game(8, 40), 12)
    snapshots = [json.loads(f)["payload"]["snapshot"] for f in files]
    assert any(a == b for a, b in pairwise(snapshots))  # the memo is used
    remembered = [Game.from_json(f) for f in files]
    save_states._STATES.clear()
    for data, game in zip(files, remembered, strict=True):
        save_states._STATES.clear()
        first = Game.from_json(data)  # the full decode and check
        assert game.to_json() == first.to_json() and game.pending == first.pending
        assert msgspec.json.encode(game.state) == msgspec.json.encode(first.state)


def test_a_game_changing_its_state_changes_nothing_a_later_load_gets() -> None:
    data = _game(9, 30).to_json()
    one = Game.from_json(data)
    before = msgspec.json.encode(one.state)
    lists = [pile for ages in one.state.decks.values() for pile in ages]  # in place, as a plugin might
    lists += [*one.state.players[0].piles, one.state.players[0].hand, one.state.achievements]
    for cards in lists:
        cards.append("agriculture")
    two = Game.from_json(data)
    assert msgspec.json.encode(two.state) == before
    d = two.pending
    assert d is not None
    two.answer(d.player, d.options[0])  # and playing one on leaves the remembered state alone
    assert msgspec.json.encode(Game.from_json(data).state) == before


def _lists(state: Any) -> set[int]:
    """The ids of every list a state holds: its card lists, boards, splays, supply and zones."""
    lists = [*state.card_lists(), state.decks, *state.decks.values(), state.zones, state.counters]
    for p in state.players:
        lists += [p.piles, p.splays, p.zones]
    return {id(x) for x in lists}


def test_games_loaded_from_one_text_share_its_snapshot_and_change_only_copies() -> None:
    data = _game(12, 40).to_json()
    save_states._STATES.clear()
    one, two = Game.from_json(data), Game.from_json(data)
    shared = one._snapshot
    assert type(shared) is SharedGameState and two._snapshot is shared  # one copy a load, not two
    before = msgspec.json.encode(shared)
    held = _lists(shared)
    # Every state a game changes shares no list with the snapshot — the supply piles included.
    assert not _lists(one.state) & held and not _lists(two.state) & held
    assert not _lists(one.state) & _lists(two.state)
    twin = one.copy()
    assert not _lists(twin._snapshot) & held and not _lists(twin.state) & held
    for game in (one, two, twin):  # answering runs the segment again from the snapshot: on a copy
        for _ in range(3):
            d = game.pending
            assert d is not None
            game.answer(d.player, d.options[-1])
            for pile in (pile for ages in game.state.decks.values() for pile in ages):
                pile.append("agriculture")  # in place, as a plugin might
    assert msgspec.json.encode(shared) == before
    assert msgspec.json.encode(Game.from_json(data).state) == msgspec.json.encode(_plainly(data).state)


def test_a_finished_game_loaded_hands_out_a_copy_of_its_shared_snapshot() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=3, max_turns=6))
    rng = random.Random(3)
    while game.pending is not None:
        d = game.pending
        game.answer(d.player, rng.choice(d.options))
    data = game.to_json()
    save_states._STATES.clear()
    loaded = Game.from_json(data)
    assert loaded.over and type(loaded._snapshot) is SharedGameState
    assert type(loaded.state) is not SharedGameState and not _lists(loaded.state) & _lists(loaded._snapshot)
    before = msgspec.json.encode(loaded.state)
    loaded.state.players[0].hand.append("agriculture")
    loaded.state.decks["base"][0].append("agriculture")
    assert msgspec.json.encode(Game.from_json(data).state) == before


def test_a_remembered_state_passes_no_other_configuration() -> None:
    game = _game(10, 60)
    payload = json.loads(game.to_json())["payload"]
    Game.from_json(as_written(payload))  # its state remembered, with no turn limit
    turn = game.state.turn
    assert turn > 3
    # The same state's text, byte for byte, in files that name another configuration.
    limited = json.loads(json.dumps(payload))
    limited["config"]["max_turns"] = turn - 1
    with pytest.raises(SaveError, match="past the game's limit"):
        Game.from_json(as_written(limited))
    renamed = json.loads(json.dumps(payload))
    renamed["config"]["players"] = ["ann", "cat"]
    with pytest.raises(SaveError, match="players do not match"):
        Game.from_json(as_written(renamed))


def test_a_forged_state_is_refused_though_the_true_one_is_remembered() -> None:
    data = _game(11, 40).to_json()
    Game.from_json(data)

    def forge_hand(payload: dict[str, Any]) -> None:
        payload["snapshot"]["players"][0]["hand"].append(payload["snapshot"]["players"][1]["hand"][0])

    with pytest.raises(SaveError):
        Game.from_json(resign(data, forge_hand))


def test_the_remembered_states_are_bounded() -> None:
    save_states._STATES.clear()
    for seed in range(save_states._STATES_KEPT + 5):
        Game.from_json(_game(seed, 4, ()).to_json())
    assert len(save_states._STATES) == save_states._STATES_KEPT
