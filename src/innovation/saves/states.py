"""The state of a save as a load takes it: decoded and checked (:func:`checked_snapshot`) — once
per text. A stateless server's successive saves of one table hold the same snapshot until the
action they are paused in ends (only the answers grow), so each load but the first of an action
finds that snapshot checked already, as a load finds the logs it checked before
(:mod:`innovation.saves.logs`).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Mapping, Sequence

import msgspec

from innovation.options import OptionValue
from innovation.rules.cards import Rules
from innovation.rules.state import GameState, SharedGameState
from innovation.saves.checks import validate_state
from innovation.saves.format import decode_snapshot

__all__ = ["checked_snapshot"]

#: States that passed every check of a load, by everything the checks read — the rules (their
#: identity: the entry keeps them alive), the seats, teams, rule options and turn limit of the
#: configuration — and the state's JSON text. Each entry is a :class:`SharedGameState`: the games
#: loaded from that text hold it as their snapshot, which nothing changes (whatever is to be
#: changed is a clone of it sharing no list with it, the supply piles included). Bounded in
#: entries, and a long text is not kept; a miss only costs the full decode and check.
_STATES: OrderedDict[tuple[object, ...], tuple[Rules, SharedGameState]] = OrderedDict()
_STATES_LOCK = threading.Lock()
_STATES_KEPT = 32
_STATE_BYTES = 128 * 1024


def checked_snapshot(
    rules: Rules,
    seating: Sequence[str],
    team_of_seat: Sequence[int] | None,
    options: Mapping[str, OptionValue],
    raw: msgspec.Raw | GameState,
    max_turns: int | None,
) -> GameState:
    """``raw`` (a save's state: its JSON text, or decoded already) decoded by
    :func:`~innovation.saves.format.decode_snapshot` and checked by
    :func:`~innovation.saves.checks.validate_state` (a ``SaveError`` naming what is wrong) — or,
    for a text that passed both before with the same rules and configuration, what they gave
    then. A state remembered is a :class:`SharedGameState`, as every game loaded from its text
    holds it: never change it (clone it)."""
    key: tuple[object, ...] | None = None
    if not isinstance(raw, GameState) and len(raw) <= _STATE_BYTES:
        teams = None if team_of_seat is None else tuple(team_of_seat)
        key = (id(rules), tuple(seating), teams, tuple(options.items()), max_turns, bytes(raw))
        found = _STATES.get(key)  # one lookup: another thread may evict it meanwhile
        if found is not None:
            return found[1]
    snapshot, decoded = decode_snapshot(raw, rules)
    validate_state(rules, seating, team_of_seat, options, snapshot, max_turns, decoded)
    if key is None:
        return snapshot
    # The decoded lists are held by nothing else: the entry and the game share them from now on.
    shared = snapshot.shared()
    with _STATES_LOCK:
        _STATES[key] = (rules, shared)
        while len(_STATES) > _STATES_KEPT:
            _STATES.popitem(last=False)
    return shared
