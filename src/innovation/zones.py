"""Zone bookkeeping: taking a card from wherever it lies and putting it somewhere — the one way the
primitives (:mod:`innovation.moves`) change where cards are — and, with each such change, what it
invalidates: the board facts derived from a pile (:meth:`Piles.pile_memo
<innovation.piles.Piles.pile_memo>`, :meth:`~innovation.piles.Piles.board_memo`) and which of a
player's special achievements need checking again (``SpecialAchievement.watches``); and where a
card lies in the protocol's terms (:meth:`Zones.place`: one shared :class:`Place` per spot). See
docs/architecture.md, "Derived data, and what a change re-checks".
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import cast

from innovation.board import Board, Where
from innovation.cards import COLORS, Color, Rules, Splay
from innovation.events import Place
from innovation.options import OptionValue
from innovation.state import GameState
from innovation.vocabulary import ColorName, Position, Zone

_COLOR_NAMES: tuple[ColorName, ...] = tuple(cast(ColorName, c.label) for c in Color)
#: Places made so far, by (zone, owner name, colour, position): see :meth:`Zones.place`.
_PLACES: dict[tuple[str, str | None, int | None, str | None], Place] = {}
_PLACES_LIMIT = 10_000


class Zones(Board):
    """Moving cards between zones, and the bookkeeping each move owes."""

    def __init__(self, rules: Rules, state: GameState, options: Mapping[str, OptionValue] | None = None) -> None:
        super().__init__(rules, state, options)
        #: What of each player changed since special achievements were last checked: zone names,
        #: "board" and "counters" (see ``SpecialAchievement.watches``). A special achievement's
        #: condition may only depend on its player's own zones and counters.
        self._dirty: dict[int, set[str]] = {}
        #: Whether a board changed since the board achievements were last brought up to date.
        self._boards_moved = False

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
        st = self.state
        if where.player is not None:
            pl = st.players[where.player]
            if where.zone == "hand":
                return pl.hand
            if where.zone == "score":
                return pl.score
            if where.zone == "achievements":
                return pl.achievements
            if where.zone == "board":
                assert where.color is not None
                self._before_board_change()  # only a card leaving a board asks for a pile here
                return pl.piles[where.color]
            return pl.zones.setdefault(where.zone, [])
        if where.zone == "available":
            return st.achievements
        if where.zone == "removed":
            return st.removed
        return st.zones.setdefault(where.zone, [])

    def _detach(self, card: str, where: Where | None = None) -> Where:
        where = self.locate(card) if where is None else where
        self.revealed.discard(card)
        if where.player is not None:
            self._touch(where.player, where.zone)
        if where.zone == "deck":
            info = self.cards[card]
            ages = self.state.decks[info.set]
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
            pile = self.state.players[dest.player].piles[color]
            if bottom:
                pile.insert(0, card)
            else:
                pile.append(card)
            self._board_changed(dest.player, color)
            return
        if dest.zone == "deck" and dest.player is None:
            # A supply pile: the top is the end of the list (``bottom`` puts it under the pile).
            info = self.cards[card]
            ages = self.state.decks[info.set]
            deck = ages[info.age - 1]
            ages[info.age - 1] = [card, *deck] if bottom else [*deck, card]  # replaced (GameState.clone)
            return
        target = self._zone_list(dest)
        if bottom:
            target.insert(0, card)
        else:
            target.append(card)

    def carry_memos(self, previous: Board) -> None:
        """Take over ``previous``'s board facts (icon counts, board and pile memos): for the engine
        of the next segment, whose state is a copy of the state ``previous`` ended on — the memos
        are kept by player and pile, and were dropped as each pile changed, so they hold for it."""
        self._icon_cache = previous._icon_cache
        self._board_memo = previous._board_memo
        self._pile_memo = previous._pile_memo

    def _board_changed(self, p: int, color: int | None) -> None:
        """``p``'s ``color`` pile changed: drop what was derived from it (None: any pile)."""
        self._icon_cache.pop(p, None)
        self._board_memo.pop(p, None)
        self._board_achievements.clear()  # they may depend on every board
        self._boards_moved = True
        if color is None:
            for c in COLORS:
                self._pile_memo.pop((p, c), None)
        else:
            self._pile_memo.pop((p, color), None)
        self._touch(p, "board")

    def _before_board_change(self) -> None:
        """Called just before a board changes (the moves note the board achievements here)."""

    def _touch(self, p: int, what: str) -> None:
        """Note that ``what`` of ``p`` changed (a zone, "board" or "counters"), for the special
        achievements that watch it."""
        changed = self._dirty.get(p)
        if changed is None:
            self._dirty[p] = {what}
        else:
            changed.add(what)
