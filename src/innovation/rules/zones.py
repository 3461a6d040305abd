"""Zone bookkeeping: taking a card from wherever it lies and putting it somewhere — the one way the
primitives (:mod:`innovation.rules.moves`) change where cards are — and, with each such change, what it
invalidates: the board facts derived from a pile (:meth:`Piles.pile_memo
<innovation.rules.piles.Piles.pile_memo>`, :meth:`~innovation.rules.piles.Piles.board_memo`) and which of a
player's special achievements need checking again (``SpecialAchievement.watches``); and where a
card lies in the protocol's terms (:meth:`Zones.place`: one shared :class:`Place` per spot). See
docs/architecture.md, "Derived data, and what a change re-checks".
"""

from __future__ import annotations

import weakref
from collections.abc import Mapping
from typing import Any, cast

from innovation.options import OptionValue
from innovation.protocol.events import Place
from innovation.protocol.vocabulary import ColorName, Position, Zone
from innovation.rules.board import Board, Where
from innovation.rules.cards import Color, Rules, Splay
from innovation.rules.state import GameState, zone_list

_COLOR_NAMES: tuple[ColorName, ...] = tuple(cast(ColorName, c.label) for c in Color)
#: Places made so far, by (zone, owner name, colour, position): see :meth:`Zones.place`.
_PLACES: dict[tuple[str, str | None, int | None, str | None], Place] = {}
_PLACES_LIMIT = 10_000
#: Zones that are lists of a player's own (fields of PlayerState), and of the state (by zone name).
_PLAYER_LISTS = frozenset({"hand", "score", "achievements"})
_SHARED_LISTS = {"available": "achievements", "removed": "removed"}
#: Per rules (by id; dropped with the rules): for each kind of change (a zone's name, "board",
#: "counters"), the special achievements whose condition reads it — with those that read any change
#: (``watches=None``) — and those alone, for any other change (see :func:`special_watchers`).
_WATCHERS: dict[int, tuple[dict[str, frozenset[str]], frozenset[str]]] = {}


def special_watchers(rules: Rules) -> tuple[dict[str, frozenset[str]], frozenset[str]]:
    """Which special achievements a change of each kind concerns, and which any change concerns."""
    found = _WATCHERS.get(id(rules))
    if found is None:
        # A static karma may change what a condition reads from anything (clocks for the cards in
        # a hand, a score pile counted with the forecast …): with one in play, every change concerns
        # every special achievement (see :meth:`Zones._touch`, which then concerns every player).
        every = statics_in_play(rules)
        always = frozenset(sid for sid, sa in rules.specials.items() if every or sa.watches is None)
        watched: dict[str, set[str]] = {}
        for sid, sa in rules.specials.items():
            for what in sa.watches or ():
                watched.setdefault(what, set()).add(sid)
        found = _WATCHERS[id(rules)] = ({what: frozenset(ids) | always for what, ids in watched.items()}, always)
        weakref.finalize(rules, _WATCHERS.pop, id(rules), None)
    return found


def statics_in_play(rules: Rules) -> bool:
    """Whether a card in play prints a static karma (docs/hooks.md, "Karma")."""
    return any(name.startswith("karma.static.") for name in rules.implemented)


class _Pending(dict[int, set[str]]):
    """The special achievements to check again, by player (see :meth:`Zones._touch`), with what
    each kind of change concerns (:func:`special_watchers`, looked up once per segment) and
    whether a change concerns every player (a static karma in play may read any player's zones)."""

    __slots__ = ("always", "everyone", "watchers")

    def __init__(self, rules: Rules) -> None:
        super().__init__()
        self.watchers, self.always = special_watchers(rules)
        self.everyone = statics_in_play(rules)


class Zones(Board):
    """Moving cards between zones, and the bookkeeping each move owes."""

    def __init__(self, rules: Rules, state: GameState, options: Mapping[str, OptionValue] | None = None) -> None:
        super().__init__(rules, state, options)
        #: The special achievements to check again for each player, since they were last checked:
        #: those watching what of that player changed (see :meth:`_touch`). A special
        #: achievement's condition may only depend on its player's own zones and counters.
        self._dirty = _Pending(rules)

    def _begin_segment(self) -> None:
        super()._begin_segment()
        self._dirty.clear()
        #: Whether a board changed since the board achievements were last brought up to date.
        self._boards_moved = False
        #: The snapshot of the segment when it is a fork of ``state`` (:meth:`GameState.fork
        #: <innovation.rules.state.GameState.fork>`: sharing its lists), kept as the segment found it:
        #: every list is copied into it just before it changes in place (:meth:`_keep_apart`).
        #: None when the state is a copy of its own (a clone); set by the game.
        self.kept: GameState | None = None

    # ------------------------------------------------------------------ places
    def place(self, where: Where, position: Position | None = None) -> Place:
        """``where`` in the protocol's terms (player and colour names). Places are immutable, so
        one object serves every event naming the same place (a live game's log holds a few dozen
        instead of two per event)."""
        owner = None if where.player is None else self.name(where.player)
        key = (where.zone, owner, where.color, position)
        found: Place | None = _PLACES.get(key)
        if found is None:
            found = Place(
                zone=cast(Zone, where.zone),
                owner=owner,
                color=None if where.color is None else _COLOR_NAMES[where.color],
                position=position,
            )
            if len(_PLACES) >= _PLACES_LIMIT:
                _PLACES.clear()  # a bound (servers see endless player names); places are cheap to make
            _PLACES[key] = found
        return found

    def _origin(self, card: str, where: Where | None = None) -> Place:
        """Where ``card`` lies now (``where``, if known), top or bottom included for a board or
        supply pile."""
        where = self.locate(card) if where is None else where
        position: Position | None = None
        if where.zone == "board":
            assert where.player is not None and where.color is not None
            pile = self.state.players[where.player].piles[where.color]
            position = "top" if pile[-1] == card else "bottom" if pile[0] == card else None
        elif where.zone == "deck" and where.player is None:
            info = self.cards[card]
            deck = self.state.decks[info.set][info.age - 1]
            position = "top" if deck[-1] == card else "bottom" if deck[0] == card else None
        return self.place(where, position)

    # ------------------------------------------------------------------ zone bookkeeping
    def _zone_list(self, where: Where) -> list[str]:
        """The list of ``where`` (not a supply pile), about to change in place: the state's own
        (see :meth:`_keep_apart`)."""
        zone, p, kept = where.zone, where.player, self.kept
        if p is not None:
            if zone == "board":
                assert where.color is not None
                self._before_board_change()  # only a card leaving a board asks for a pile here
                return self._pile_to_change(p, where.color)
            pl = self.state.players[p]
            mine = None if kept is None else kept.players[p]
            if zone in _PLAYER_LISTS:  # a field of the player: hand, score, achievements
                return self._keep_apart(pl, mine, zone)
            return self._keep_apart_in(pl.zones, None if mine is None else mine.zones, zone)
        if zone in _SHARED_LISTS:  # a field of the state: achievements ("available"), removed
            return self._keep_apart(self.state, kept, _SHARED_LISTS[zone])
        return self._keep_apart_in(self.state.zones, None if kept is None else kept.zones, zone)

    def _pile_to_change(self, p: int, color: int) -> list[str]:
        """``p``'s ``color`` pile, about to change in place (see :meth:`_keep_apart`)."""
        pile = self.state.players[p].piles[color]
        if self.kept is not None:
            kept = self.kept.players[p].piles  # a fork's own list of piles (GameState.fork)
            if kept[color] is pile:
                kept[color] = pile[:]
        return pile

    def _supply_to_change(self, set_name: str) -> list[list[str]]:
        """The supply piles of ``set_name`` (by age), one of which is about to be replaced (see
        :meth:`_keep_apart`)."""
        return self._keep_apart_in(self.state.decks, None if self.kept is None else self.kept.decks, set_name)

    @staticmethod
    def _keep_apart(holder: Any, kept: Any, name: str) -> list[Any]:
        """The list in field ``name`` of ``holder`` (a player or the state), which is about to
        change in place. If ``kept`` (the same holder in the segment's snapshot, :attr:`kept`)
        still holds that very list, the snapshot is given a copy of its own first: so the snapshot
        stays as the segment found it, while the state keeps its own lists (whoever holds one sees
        it change)."""
        found: list[Any] = getattr(holder, name)
        if kept is not None and getattr(kept, name) is found:
            setattr(kept, name, found[:])
        return found

    @staticmethod
    def _keep_apart_in(holder: dict[str, Any], kept: dict[str, Any] | None, name: str) -> list[Any]:
        """:meth:`_keep_apart` for the list under key ``name`` of a dict (made if it lacks one)."""
        found: list[Any] = zone_list(holder, name)
        if kept is not None and kept.get(name) is found:
            kept[name] = found[:]
        return found

    def _detach(self, card: str, where: Where | None = None) -> Where:
        where = self.locate(card) if where is None else where
        self.revealed.discard(card)
        if where.player is not None:
            self._touch(where.player, where.zone)
        if where.zone == "deck":
            info = self.cards[card]
            ages = self._supply_to_change(info.set)
            pile = ages[info.age - 1][:]  # a supply pile is replaced, never changed in place (GameState.clone)
            pile.remove(card)
            ages[info.age - 1] = pile
            return where
        self._zone_list(where).remove(card)
        if where.zone == "board":
            assert where.player is not None
            self._board_changed(where.player, where.color)
        return where

    def _move(self, card: str, dest: Where, *, bottom: bool = False) -> tuple[Where, Where, Place, Place]:
        """Take ``card`` from wherever it lies and put it at ``dest`` (a board destination without
        a colour means the card's own pile); returns (source, destination) and the same two
        places in the protocol's terms, top or bottom included (for the event).

        The one place where a pile loses its splay: when it *ends* the move with fewer than two
        cards (RULES.md §2.5). A card moved within its own pile — melding the bottom card of a
        two-card pile, tucking its top card — leaves the splay alone."""
        src = self.locate(card)
        origin = self._origin(card, src)
        self._detach(card, src)
        if dest.zone == "board" and dest.color is None:
            dest = Where("board", dest.player, self.cards[card].color)
        self._place(card, dest, bottom)
        self._settle_splay(src)
        if src.zone == "deck" and src.player is None and dest.player is not None:
            self._taken_from_supply(dest.player, card)
        ordered = dest.zone == "board" or (dest.zone == "deck" and dest.player is None)
        return src, dest, origin, self.place(dest, ("bottom" if bottom else "top") if ordered else None)

    def _lift(self, card: str) -> tuple[Where, Place]:
        """Take ``card`` from where it lies (no splay settled: see :meth:`exchange`)."""
        where = self.locate(card)
        origin = self._origin(card, where)
        self._detach(card, where)
        return where, origin

    def _settle_splay(self, where: Where) -> None:
        if where.zone != "board":
            return
        assert where.player is not None and where.color is not None
        pl = self.state.players[where.player]
        if len(pl.piles[where.color]) < 2 and pl.splays[where.color] != Splay.NONE:
            pl.splays[where.color] = Splay.NONE
            self._board_changed(where.player, where.color)

    def _place(self, card: str, dest: Where, bottom: bool = False) -> None:
        if dest.player is not None:
            self._touch(dest.player, dest.zone)
        if dest.zone == "board":
            assert dest.player is not None
            self._before_board_change()
            color = self.cards[card].color if dest.color is None else dest.color
            pile = self._pile_to_change(dest.player, color)
            if bottom:
                pile.insert(0, card)
            else:
                pile.append(card)
            self._board_changed(dest.player, color)
            return
        if dest.zone == "deck" and dest.player is None:
            # A supply pile: the top is the end of the list (``bottom`` puts it under the pile).
            info = self.cards[card]
            ages = self._supply_to_change(info.set)
            deck = ages[info.age - 1]
            ages[info.age - 1] = [card, *deck] if bottom else [*deck, card]  # replaced (GameState.clone)
            return
        target = self._zone_list(dest)
        if bottom:
            target.insert(0, card)
        else:
            target.append(card)

    def _taken_from_supply(self, p: int, card: str) -> None:
        """``p`` took ``card`` from a supply pile (the moves tell the plugins: :mod:`innovation.rules.moves`)."""

    def _board_changed(self, p: int, color: int | None) -> None:
        """``p``'s ``color`` pile changed: drop what was derived from it (None: any pile)."""
        self._drop_pile_facts(p, color)
        self._board_achievements.clear()  # they may depend on every board
        self._boards_moved = True
        self._touch(p, "board")

    def _before_board_change(self) -> None:
        """Called just before a board changes (the moves note the board achievements here)."""

    def _touch(self, p: int, what: str) -> None:
        """Note that ``what`` of ``p`` changed (a zone, "board" or "counters"): the special
        achievements that watch it (``SpecialAchievement.watches``) are to be checked for ``p``
        again. (Resolved here, once per change: most changes — a card drawn into a hand — concern
        none, and leave nothing to check.)"""
        dirty = self._dirty
        wanted = dirty.watchers.get(what, dirty.always)
        if wanted:
            for q in range(self.n_players) if dirty.everyone else (p,):
                changed = dirty.get(q)
                if changed is None:
                    dirty[q] = set(wanted)
                else:
                    changed |= wanted
