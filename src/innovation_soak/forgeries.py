"""Forged saves: a game's save edited into states no game can reach, with the checksum recomputed
(as anybody can), signed saves tampered with, and saves too large or too deeply nested. Loading
each must raise :class:`~innovation.errors.SaveError` — never load, never crash otherwise.

Each forgery edits the decoded payload in place and returns False when it does not apply to this
save (no relics in play, a finished game …). The tests of the save validation use the same list.
"""

from __future__ import annotations

import functools
import json
import random
from collections.abc import Callable
from typing import Any

import msgspec

from innovation.errors import SaveError
from innovation.game import Game, GameConfig
from innovation.saves.format import MAX_SAVE_DEPTH, SavePayload, payload_checksum

Payload = dict[str, Any]
Forgery = Callable[[Payload], bool]
#: The signing key of the tampering checks.
SOAK_KEY = b"soak: a key that only this harness knows"


def resign(data: str, edit: Callable[[Payload], object]) -> str:
    """``data`` with ``edit`` applied to its decoded payload and a valid checksum recomputed, so
    that a load reaches the state validation behind the checksum. An edit the save format's types
    already refuse (an unknown phase or game end) keeps the old checksum: decoding refuses it
    before any checksum is looked at."""
    raw = json.loads(data)
    edit(raw["payload"])
    try:
        payload = msgspec.json.decode(json.dumps(raw["payload"]), type=SavePayload)
    except msgspec.ValidationError:
        return json.dumps(raw)
    raw["checksum"] = payload_checksum(payload)
    if "log" in raw:  # format 4: the length of the event log's text, which the edit may change
        raw["log"] = len(msgspec.json.encode(payload.events))
    return json.dumps(raw)


def _snapshot(p: Payload) -> dict[str, Any]:
    snapshot: dict[str, Any] = p["snapshot"]
    return snapshot


def _players(p: Payload) -> list[dict[str, Any]]:
    players: list[dict[str, Any]] = _snapshot(p)["players"]
    return players


def _playing(p: Payload) -> bool:
    return bool(_snapshot(p)["phase"] == "turn")


def _some_card(p: Payload) -> tuple[list[str], str] | None:
    """A standard card and the list it lies in (a hand, a score pile or a supply pile)."""
    for pl in _players(p):
        for zone in (pl["hand"], pl["score"]):
            if zone:
                return zone, zone[-1]
    for ages in _snapshot(p)["decks"].values():
        for deck in ages:
            if deck:
                return deck, deck[-1]
    return None


def _move_special(p: Payload, into: Callable[[Payload], list[str] | None]) -> bool:
    specials = _snapshot(p)["specials"]
    target = into(p)
    if not specials or target is None:
        return False
    target.append(specials.pop())
    return True


def special_in_a_supply_pile(p: Payload) -> bool:
    return _move_special(p, lambda q: _snapshot(q)["decks"]["base"][0])


def special_in_a_hand(p: Payload) -> bool:
    return _move_special(p, lambda q: _players(q)[0]["hand"])


def special_among_the_standard_achievements(p: Payload) -> bool:
    return _move_special(p, lambda q: _snapshot(q)["achievements"])


def special_in_an_expansion_zone(p: Payload) -> bool:
    # The 4th edition's junk may hold special achievements (Feudalism, Publications): not it.
    zones = [zone for name, zone in _snapshot(p)["zones"].items() if name != "junk"]
    return bool(zones) and _move_special(p, lambda q: zones[0])


def standard_card_among_the_specials(p: Payload) -> bool:
    found = _some_card(p)
    if found is None:
        return False
    zone, card = found
    zone.remove(card)
    _snapshot(p)["specials"].append(card)
    return True


def relic_in_a_supply_pile(p: Payload) -> bool:
    relics = _snapshot(p)["zones"].get("relics")
    if not relics:
        return False
    _snapshot(p)["decks"]["base"][0].append(relics.pop())
    return True


def relic_among_the_standard_achievements(p: Payload) -> bool:
    relics = _snapshot(p)["zones"].get("relics")
    if not relics:
        return False
    _snapshot(p)["achievements"].append(relics.pop())
    return True


def standard_card_in_the_relics_area(p: Payload) -> bool:
    relics = _snapshot(p)["zones"].get("relics")
    found = _some_card(p)
    if relics is None or found is None:
        return False
    zone, card = found
    zone.remove(card)
    relics.append(card)
    return True


def card_in_an_undeclared_zone(p: Payload) -> bool:
    found = _some_card(p)
    if found is None:
        return False
    zone, card = found
    zone.remove(card)
    _players(p)[0]["zones"]["vault"] = [card]
    return True


def phase_reset_to_setup(p: Payload) -> bool:
    if not _playing(p):
        return False
    _snapshot(p).update(phase="setup", turn=0, actions_left=0, turn_started=False, turn_player=0)
    p["answers"].clear()
    return True


def phase_reset_to_setup_keeping_the_turn(p: Payload) -> bool:
    if not _playing(p):
        return False
    _snapshot(p)["phase"] = "setup"
    return True


def every_player_eliminated(p: Payload) -> bool:
    if not _playing(p):
        return False
    for pl in _players(p):
        pl["eliminated"] = True
    return True


def turn_player_eliminated(p: Payload) -> bool:
    if not _playing(p):
        return False
    _players(p)[_snapshot(p)["turn_player"]]["eliminated"] = True
    return True


def result_while_playing(p: Payload) -> bool:
    if not _playing(p):
        return False
    names = [pl["name"] for pl in _players(p)]
    _snapshot(p)["result"] = {
        "winners": names[:1],
        "reason": "dogma",
        "scores": dict.fromkeys(names, 0),
        "achievements": dict.fromkeys(names, 0),
    }
    return True


def winning_achievements_while_playing(p: Payload) -> bool:
    available = _snapshot(p)["achievements"]
    mine = _players(p)[0]["achievements"]
    if not _playing(p) or len(mine) + len(available) < _achievements_to_win(p):
        return False  # (each expansion adds one: eight were not always enough)
    mine += available
    available.clear()
    return True


def _achievements_to_win(p: Payload) -> int:
    """How many achievements win a game of this save's configuration, as its engine counts them."""
    cfg = p["config"]
    teams = cfg.get("teams")
    config = GameConfig(
        players=tuple(cfg["players"]),
        expansions=tuple(cfg["expansions"]),
        teams=False if teams is None else tuple(tuple(pair) for pair in teams),
        **cfg["options"],
    )
    return _winning_count(config)


@functools.lru_cache(maxsize=64)
def _winning_count(config: GameConfig) -> int:
    return Game.new(config).engine().achievements_to_win()


def impossible_actions_left(p: Payload) -> bool:
    if not _playing(p):
        return False
    _snapshot(p)["actions_left"] = 7
    return True


def winner_not_a_player(p: Payload) -> bool:
    result = _snapshot(p)["result"]
    if result is None:
        return False
    result["winners"] = ["mallory"]
    return True


def unknown_game_end(p: Payload) -> bool:
    result = _snapshot(p)["result"]
    if result is None:
        return False
    result["reason"] = "forfeit"
    return True


def answers_after_the_end(p: Payload) -> bool:
    if _snapshot(p)["phase"] != "over":
        return False
    p["answers"].append("draw")
    p["history"].append([_players(p)[0]["name"], "draw"])
    return True


def pending_answers_not_the_latest(p: Payload) -> bool:
    if not p["answers"]:
        return False
    p["answers"][-1] = p["answers"][-1] + " (edited)"
    return True


def history_names_a_stranger(p: Payload) -> bool:
    if not p["history"]:
        return False
    p["history"][0] = ["mallory", p["history"][0][1]]
    return True


def event_names_a_stranger(p: Payload) -> bool:
    p["events"].append({"kind": "draw", "text": "mallory draws", "player": "mallory"})
    return True


def turn_counter_out_of_range(p: Payload) -> bool:
    _players(p)[0]["scored_this_turn"] = -1
    return True


def display_over_capacity(p: Payload) -> bool:
    pl = _players(p)[0]
    deck = _snapshot(p)["decks"].get("artifacts", [[]])[0]
    if "display" not in pl["zones"] or len(deck) < 2:
        return False
    pl["zones"]["display"] += [deck.pop(), deck.pop()]
    return True


def base_card_in_the_display(p: Payload) -> bool:
    pl = _players(p)[0]
    deck = _snapshot(p)["decks"]["base"][1]
    if "display" not in pl["zones"] or pl["zones"]["display"] or not deck:
        return False
    pl["zones"]["display"].append(deck.pop())
    return True


def safe_over_capacity(p: Payload) -> bool:
    """Six secrets in a safe (The Unseen): no card enters a safe holding five (5 − a splay)."""
    pl = _players(p)[0]
    deck = _snapshot(p)["decks"]["base"][0]
    if "safe" not in pl["zones"] or len(deck) + len(pl["zones"]["safe"]) < 6:
        return False
    while len(pl["zones"]["safe"]) < 6:
        pl["zones"]["safe"].append(deck.pop())
    return True


def special_in_a_safe(p: Payload) -> bool:
    return "safe" in _players(p)[0]["zones"] and _move_special(p, lambda q: _players(q)[0]["zones"]["safe"])


def safe_shared_by_the_table(p: Payload) -> bool:
    """A safe among the shared zones: the safe is each player's own."""
    pl = _players(p)[0]
    if "safe" not in pl["zones"]:
        return False
    _snapshot(p)["zones"]["safe"] = pl["zones"].pop("safe")
    return True


def turn_zero_while_playing(p: Payload) -> bool:
    if not _playing(p):
        return False
    _snapshot(p)["turn"] = 0
    return True


def over_without_a_result(p: Payload) -> bool:
    if not _playing(p):
        return False
    _snapshot(p)["phase"] = "over"
    p["answers"].clear()
    return True


def finished_without_a_winner(p: Payload) -> bool:
    result = _snapshot(p)["result"]
    if result is None or result["reason"] == "turn_limit":
        return False
    result["winners"] = []
    return True


def result_scores_for_strangers(p: Payload) -> bool:
    result = _snapshot(p)["result"]
    if result is None:
        return False
    result["scores"] = {"mallory": 3}
    return True


def answers_to_questions_never_asked(p: Payload) -> bool:
    """A draw action ends the action: a second answer would answer nothing."""
    if not _playing(p) or p["answers"]:
        return False
    player = _players(p)[_snapshot(p)["turn_player"]]["name"]
    p["answers"] += ["draw", "draw"]
    p["history"] += [[player, "draw"], [player, "draw"]]
    return True


FORGERIES: dict[str, Forgery] = {
    f.__name__: f
    for f in (
        special_in_a_supply_pile,
        special_in_a_hand,
        special_among_the_standard_achievements,
        special_in_an_expansion_zone,
        standard_card_among_the_specials,
        relic_in_a_supply_pile,
        relic_among_the_standard_achievements,
        standard_card_in_the_relics_area,
        card_in_an_undeclared_zone,
        phase_reset_to_setup,
        phase_reset_to_setup_keeping_the_turn,
        every_player_eliminated,
        turn_player_eliminated,
        result_while_playing,
        winning_achievements_while_playing,
        impossible_actions_left,
        winner_not_a_player,
        unknown_game_end,
        answers_after_the_end,
        pending_answers_not_the_latest,
        history_names_a_stranger,
        event_names_a_stranger,
        turn_counter_out_of_range,
        display_over_capacity,
        base_card_in_the_display,
        safe_over_capacity,
        special_in_a_safe,
        safe_shared_by_the_table,
        turn_zero_while_playing,
        over_without_a_result,
        finished_without_a_winner,
        result_scores_for_strangers,
        answers_to_questions_never_asked,
    )
}


def forge(data: str, forgery: Forgery) -> str | None:
    """``data`` forged by ``forgery`` with its checksum recomputed, or None if it does not apply."""
    applied: list[bool] = []
    forged = resign(data, lambda payload: applied.append(forgery(payload)))
    return forged if applied[0] else None


class ForgeryViolation(AssertionError):
    """A forged save loaded, or was refused with something other than a SaveError."""


def _refused(what: str, load: Callable[[], object]) -> None:
    try:
        load()
    except SaveError:
        return
    except Exception as exc:
        raise ForgeryViolation(f"a save with {what} raised {type(exc).__name__}: {exc}") from exc
    raise ForgeryViolation(f"a save with {what} loads")


def check_forged_saves(game: Game, rng: random.Random, *, count: int = 3) -> int:
    """Forge ``game``'s save ``count`` random ways (of those that apply), tamper with a signed
    copy, and overfill and over-nest it; every one must be a SaveError. Returns how many."""
    plugins = game.config.plugins
    data = game.to_json()
    tried = 0
    for name in rng.sample(sorted(FORGERIES), len(FORGERIES)):
        if tried >= count:
            break
        forged = forge(data, FORGERIES[name])
        if forged is not None:
            _refused(name.replace("_", " "), functools.partial(Game.from_json, forged, plugins=plugins))
            tried += 1
    signed = game.to_json(key=SOAK_KEY)
    tampered = resign(signed, lambda p: p["history"].append(["x", "y"]))
    stripped = json.dumps({k: v for k, v in json.loads(signed).items() if k != "signature"})
    deep = '{"format":"innovation-save","version":1,"checksum":"","payload":' + "[" * 2000 + "]" * 2000 + "}"
    shallow_limit = '{"x":' * (MAX_SAVE_DEPTH + 1) + "0" + "}" * (MAX_SAVE_DEPTH + 1)
    for what, load in (
        ("a signed save edited", lambda: Game.from_json(tampered, plugins=plugins, key=SOAK_KEY)),
        ("its signature removed", lambda: Game.from_json(stripped, plugins=plugins, key=SOAK_KEY)),
        ("another key", lambda: Game.from_json(signed, plugins=plugins, key=SOAK_KEY[::-1])),
        ("a signature but no key", lambda: Game.from_json(signed, plugins=plugins)),
        ("more bytes than the limit", lambda: Game.from_json(data, plugins=plugins, max_bytes=len(data) - 1)),
        ("2,000 levels of nesting", lambda: Game.from_json(deep, plugins=plugins)),
        ("one level too many", lambda: Game.from_json(shallow_limit, plugins=plugins)),
    ):
        _refused(what, load)
        tried += 1
    return tried
