"""Printed values in effects: what an [N] printed in an effect counts as.

Card code reads every value its text prints as an [N] through ``ctx.effect_age(N)``
(docs/writing-cards.md, "Printed values"). Two things change it:

* **static "effect_age" karmas** of the player executing the effect ("each value in any of your
  effects counts as …"): the highest any returns, never below the printed value;
* **an action's increase** (``ctx.raise_effect_values(n, scopes)``, e.g. from a would-karma on the
  Dogma action): for the rest of the current action every value printed in an effect of one of
  ``scopes`` counts ``n`` more — whoever executes the effect (the activator, a player sharing it,
  a player demanded). Several increases in one action add up.

The static karmas decide what the printed value counts as first; the action's increase is added to
that (docs/rulings.md, "Printed values"). The increases live in the game state
(``GameState.counters``, keys below), so undo, saves, copies and pickles carry them; the engine
clears them when the action ends (``end_action``, before the end-of-action steps) and when the game
ends. An action that fails is rolled back with the rest of the state. A snapshot (taken between
actions) never holds them, so a save whose state does is refused. Without an increase the cost is
one lookup in a small dict. Nothing here names a card set.
"""

from __future__ import annotations

from collections.abc import Iterable, MutableMapping

#: The kinds of effect an action's increase can reach: "dogma" (a dogma's demands, compels and
#: shared effects, and what they execute), "echo" (echo effects) and "karma" (karma effects).
EFFECT_VALUE_SCOPES: tuple[str, ...] = ("dogma", "echo", "karma")

#: The counter holding the current action's increase for each scope.
_KEYS = {scope: f"action.values.{scope}" for scope in EFFECT_VALUE_SCOPES}
ACTION_VALUE_KEYS: frozenset[str] = frozenset(_KEYS.values())

#: The scope of each effect context's ``kind``.
_SCOPE_OF_KIND = {"demand": "dogma", "compel": "dogma", "cooperative": "dogma", "echo": "echo", "karma": "karma"}
#: The counter an effect of each ``kind`` reads.
KEY_OF_KIND: dict[str, str] = {kind: _KEYS[scope] for kind, scope in _SCOPE_OF_KIND.items()}

#: The most an action may add (a bound on what card code may ask, far beyond any card's reach).
MOST = 1000


def raise_values(counters: MutableMapping[str, int], n: int, scopes: Iterable[str]) -> None:
    """Add ``n`` (a whole number, 0-1000) to the current action's increase of printed values in
    effects of ``scopes`` (a non-empty collection of :data:`EFFECT_VALUE_SCOPES`). Checks every
    argument before changing anything."""
    if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= MOST:
        raise ValueError(f"an increase of printed values is a whole number from 0 to {MOST}, not {n!r}")
    if isinstance(scopes, str):
        raise ValueError(f"scopes is a collection of {EFFECT_VALUE_SCOPES}, not the string {scopes!r}")
    chosen = list(scopes)
    unknown = [s for s in chosen if s not in _KEYS]
    if not chosen or unknown:
        raise ValueError(f"scopes of an increase of printed values: some of {EFFECT_VALUE_SCOPES}, not {chosen!r}")
    if n == 0:
        return
    for scope in dict.fromkeys(chosen):
        key = _KEYS[scope]
        counters[key] = min(counters.get(key, 0) + n, MOST)


def end_action(counters: MutableMapping[str, int]) -> None:
    """The action is over: its increases of printed values end."""
    for key in ACTION_VALUE_KEYS:
        counters.pop(key, None)
