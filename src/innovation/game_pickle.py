"""Pickling and deep copies of a :class:`~innovation.game.Game` (registered with :mod:`copyreg`
when :mod:`innovation` is imported).

A game pickles as what :meth:`Game.copy` keeps — configuration, segment snapshot, working state,
answers, history, event log and pending decision — and the rules are rebuilt from the
configuration when it is loaded, so a pickle taken anywhere (mid-dogma included) continues
exactly as the original would. That is what remote workers, checkpoints and replay buffers of
the AI environments need (docs/ai.md); ``copy.deepcopy`` goes the same way.

A pickle is for moving a game between processes of the same installed version. It is not a save:
unpickling runs whatever the pickle names (only load pickles you made), and it is not checked
the way :meth:`Game.from_json` checks a save — keep saves for anything that crosses a trust
boundary or outlives an upgrade.
"""

from __future__ import annotations

import copyreg
import dataclasses
import types
from collections.abc import Callable

from innovation.config import GameConfig
from innovation.game import Game
from innovation.protocol.decisions import Decision
from innovation.rules.eventlog import Entry
from innovation.rules.plugins import build_rules
from innovation.rules.state import GameState

#: The layout of the pickled tuple; a pickle of another layout is refused when loaded.
PICKLE_LAYOUT = 1


def reduce_game(game: Game) -> tuple[Callable[..., Game], tuple[object, ...]]:
    """What ``pickle`` stores for ``game``: a copy's parts (raises
    :class:`~innovation.errors.GameBusyError` in the middle of an answer, as :meth:`Game.copy` does)."""
    modules = [p for p in game.config.plugins if isinstance(p, types.ModuleType)]
    if modules:
        raise TypeError(
            f"a game with a plugin registered by hand as a module ({modules[0].__name__}) cannot be pickled: "
            "register an instance of a (module-level) class instead, or save the game with to_json()"
        )
    twin = game.copy()  # a consistent picture at a decision, whatever thread asks
    state = None if twin._state is twin._snapshot else twin._state
    parts = (twin._snapshot, state, twin._events, twin._mark, twin._answers, twin._history, twin._pending)
    return restore_game, (PICKLE_LAYOUT, twin.config, *parts, twin._how.bare, twin._checkpoint, twin._how.unworded)


def restore_game(
    layout: int,
    config: GameConfig,
    snapshot: GameState,
    state: GameState | None,
    events: list[Entry],
    mark: int,
    answers: list[str],
    history: list[tuple[str, str]],
    pending: Decision | None,
    bare: frozenset[str],
    checkpoint: int | None = None,
    unworded: frozenset[str] = frozenset(),
) -> Game:
    """The game :func:`reduce_game` took apart, with its rules rebuilt from ``config``."""
    if layout != PICKLE_LAYOUT:
        raise TypeError(f"this pickle of a game has layout {layout}; this version reads layout {PICKLE_LAYOUT}")
    rules = build_rules(config.expansions, config.plugins, config.options)
    game = Game(rules, config, snapshot, events)
    game._state = snapshot if state is None else state
    game._mark, game._answers, game._history, game._pending = mark, answers, history, pending
    game._how = dataclasses.replace(game._how, bare=bare, unworded=unworded)
    # The answers that may be taken back (a pickle made before take-backs: none).
    game._checkpoint = len(history) if checkpoint is None else checkpoint
    return game


copyreg.pickle(Game, reduce_game)
