"""Pile facts: what a board shows, counted pile by pile and memoised — icon counts, the codes in
each card's visible slots, visible bonuses — for the board room above (:class:`~innovation.rules.board.Board`
is a :class:`Piles`).

Derived facts that cost something to compute are memoised at two grains: per pile
(:meth:`Piles.pile_memo`: a pile's icon counts, its visible faces and bonuses, a plugin's echo
effects of one pile), kept until that pile changes, and per board (:meth:`Piles.board_memo`:
totals over the piles), kept until any pile of that board changes; a board's icon totals are
kept besides, less the piles that changed since they were counted. The zone room
(:meth:`innovation.rules.zones.Zones._board_changed`) drops them whenever a card moves on or off a pile,
or a pile is splayed, unsplayed or rearranged — the only ways a pile changes — so a memo is never
stale, and one card melded on one pile recomputes only that pile's facts. See
docs/architecture.md, "Derived data, and what a change re-checks".
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from itertools import chain
from operator import add, sub
from typing import Any, TypeVar

from innovation.errors import PluginError
from innovation.rules.cards import COLORS, TOP_ROW, VISIBLE_SLOTS, Icon, Rules, bonus_value, is_bonus
from innovation.rules.state import GameState, PlayerState

T = TypeVar("T")


def count_pile(rules: Rules, pile: list[str], splay: int) -> list[int]:
    """Visible counts of icon codes 0–7 of one pile of ``rules``' cards, splayed ``splay``: the
    top card's every slot, each covered card's the splay uncovers. (A board's counts are its
    piles' summed: :meth:`Piles.icon_counts`.)"""
    if not pile:
        return [0] * rules.icon_width
    table = rules.icon_table
    top = table[pile[-1]][TOP_ROW]
    if not splay or len(pile) == 1:
        return list(top)
    return list(map(sum, zip(top, *[table[card][splay] for card in pile[:-1]], strict=True)))


#: How many pile facts ``Rules.pile_facts`` keeps before it starts over.
PILE_FACTS_LIMIT = 50_000
_MISSING: Any = object()


#: The echo slot code, as a plain int (an enum member read from its class costs a look-up each time).
_ECHO = int(Icon.ECHO)


class Piles:
    """The pile facts of ``state`` under ``rules``, memoised."""

    def __init__(self, rules: Rules, state: GameState) -> None:
        self.rules = rules
        self.cards = rules.cards
        self.state = state
        #: Whether pile facts are also kept in (and looked up from) ``rules.pile_facts``.
        self.share_pile_facts = True
        self._icon_cache: dict[int, list[int]] = {}
        #: Derived facts about a player's board (see :meth:`board_memo`), dropped when it changes.
        self._board_memo: dict[int, dict[str, Any]] = {}
        #: Derived facts about one pile, by (player, colour) (see :meth:`pile_memo`).
        self._pile_memo: dict[tuple[int, int], dict[str, Any]] = {}

    def _begin_segment(self) -> None:
        """Set what a segment keeps for itself as a new segment finds it: each room sets its own
        here (calling this first), and an engine calls it when it is made and again for each next
        segment it runs (:meth:`innovation.rules.turn.Engine.next_segment`). The pile facts above stay:
        they are dropped pile by pile as the piles change."""

    # ------------------------------------------------------------------ karma (the dogma room runs it)
    def run_karmas(self, trigger: str, player: int, args: Mapping[str, object]) -> bool:
        """Run the would-karma of ``trigger`` that applies to ``player``'s event; whether it replaced
        the event (:meth:`innovation.rules.dogma.Dogma.run_karmas`)."""
        raise NotImplementedError("karmas run in an engine: make an innovation.rules.turn.Engine")

    def would_karma_applies(self, trigger: str, player: int, args: Mapping[str, object]) -> bool:
        """Whether a would-karma of ``trigger`` would fire for ``player``'s event (not inside a karma)."""
        raise NotImplementedError("karmas run in an engine: make an innovation.rules.turn.Engine")

    def run_when_karmas(self, card: str, args: Mapping[str, object]) -> None:
        raise NotImplementedError("karmas run in an engine: make an innovation.rules.turn.Engine")

    def static_karmas(self, trigger: str, p: int, args: Mapping[str, object]) -> list[Any]:
        raise NotImplementedError("karmas run in an engine: make an innovation.rules.turn.Engine")

    def static_total(self, trigger: str, p: int, args: Mapping[str, object]) -> int:
        raise NotImplementedError("karmas run in an engine: make an innovation.rules.turn.Engine")

    # ------------------------------------------------------------------ icons, faces, bonuses
    def icon_counts(self, p: int) -> list[int]:
        """Visible counts of icon codes 0–6 (0–7 with the avatar) on ``p``'s board (index by :class:`Icon`),
        with what static karmas add (then never kept: they may read more than the board)."""
        cached = self._icon_cache.get(p)
        if cached is not None:
            return cached
        totals = list(map(sum, zip(*self.pile_icon_counts(p), strict=True)))
        if "karma.static.icons" in self.rules.implemented:
            return self._icons_with_karmas(p, totals)
        self._icon_cache[p] = totals
        return totals

    def _icons_with_karmas(self, p: int, totals: list[int]) -> list[int]:
        """``totals`` plus the extra icons of ``p``'s static karmas, each reading the printed counts."""
        printed = tuple(totals)
        out = list(totals)
        for extra in self.static_karmas("icons", p, {"counts": printed}):
            if not isinstance(extra, dict):
                raise PluginError(f"a static 'icons' karma returned {extra!r}, not a dict of icon -> count")
            for icon, n in extra.items():
                if not (
                    isinstance(icon, int) and 0 <= icon < len(out) and isinstance(n, int) and not isinstance(n, bool)
                ):
                    raise PluginError(
                        f"a static 'icons' karma returned {extra!r}: icons 0-{len(out) - 1} to whole numbers"
                    )
                out[icon] = max(0, out[icon] + n)
        return out

    def icon_count(self, p: int, icon: int) -> int:
        return self.icon_counts(p)[icon]

    def board_memo(self, p: int, key: str, compute: Callable[[], T]) -> T:
        """``compute()`` once per state of ``p``'s board: for facts that depend only on the piles
        and their splays (plugins use it for bonuses and echo effects). Treat the result as
        read-only."""
        memo = self._board_memo.setdefault(p, {})
        if key not in memo:
            memo[key] = compute()
        value: T = memo[key]
        return value

    def pile_memo(self, p: int, color: int, key: str, compute: Callable[[], T]) -> T:
        """``compute()`` once per state of ``p``'s ``color`` pile: for facts that depend only on
        the cards of that pile, in order, and its splay. Treat the result as read-only.

        Such a fact is the same for any pile holding the same cards the same way, so besides this
        engine's memo (dropped when the pile changes) it is kept in ``rules.pile_facts``, keyed by
        the pile's contents: a segment re-run from its snapshot, the next segment and every other
        game with these rules find it there instead of computing it again — unless
        ``share_pile_facts`` is off (``play()``: its segments are never re-run, its engines carry
        their memos on, and keying a new pile's fact by its contents cost more than it saved)."""
        memo = self._pile_memo.get((p, color))
        if memo is None:
            memo = self._pile_memo[(p, color)] = {}
        if key in memo:
            found: T = memo[key]
            return found
        if not self.share_pile_facts:
            computed: T = compute()
            memo[key] = computed
            return computed
        value: T = _shared_fact(self.rules.pile_facts, key, self.state.players[p], color, compute)
        memo[key] = value
        return value

    def pile_icon_counts(self, p: int) -> list[list[int]]:
        """Visible counts of icon codes 0–7 per pile of ``p`` (index by colour, then icon)."""
        memo = self._board_memo.get(p)
        found: list[list[int]] | None = None if memo is None else memo.get("core.pile_icons")
        if found is None:  # as board_memo(p, "core.pile_icons", ...), without the calls (it is hot)
            found = self._each_pile(p, "core.icons", self._count_pile)
            self._board_memo.setdefault(p, {})["core.pile_icons"] = found
        return found

    def _each_pile(self, p: int, key: str, compute: Callable[[int, int], T]) -> list[T]:
        """``pile_memo(p, c, key, lambda: compute(p, c))`` for each colour ``c`` in order, looking
        in this engine's memo first (a board total recomputes only the piles that changed)."""
        memos = self._pile_memo
        out: list[T] = []
        shared = self.rules.pile_facts if self.share_pile_facts else None
        pl = self.state.players[p]
        for c in COLORS:
            memo = memos.get((p, c))
            if memo is None:
                memo = memos[(p, c)] = {}
            value: T = memo.get(key, _MISSING)
            if value is _MISSING:
                # As pile_memo(p, c, key, ...), without a call and a partial per pile: a new
                # engine (a load's re-run) asks for every pile of a board at once.
                value = compute(p, c) if shared is None else _shared_fact(shared, key, pl, c, compute, p, c)
                memo[key] = value
            out.append(value)
        return out

    def _count_pile(self, p: int, color: int) -> list[int]:
        pl = self.state.players[p]
        return count_pile(self.rules, pl.piles[color], pl.splays[color])

    def _drop_pile_facts(self, p: int, color: int | None) -> None:
        """``p``'s ``color`` pile changed (None: any pile): drop the facts derived from it. When
        ``p``'s icon totals are known, that pile is counted again at once and the totals are
        brought up to date (less its old counts, plus its new ones) instead of summed again over
        five piles later: special achievements read them after nearly every board change. (While
        the totals are known every pile's counts are: the totals are summed from them.)"""
        totals = self._icon_cache.pop(p, None)
        self._board_memo.pop(p, None)
        memos = self._pile_memo
        if color is None:
            for c in COLORS:
                memos.pop((p, c), None)
            return
        memo = memos.pop((p, color), None)
        old = None if totals is None or memo is None else memo.get("core.icons")
        if old is not None:
            assert totals is not None
            new = self.pile_memo(p, color, "core.icons", partial(self._count_pile, p, color))
            self._icon_cache[p] = list(map(add, map(sub, totals, old), new))

    def pile_icon_count(self, p: int, color: int, icon: int) -> int:
        return self.pile_icon_counts(p)[color][icon]

    def visible_faces(self, p: int, color: int) -> tuple[tuple[str, tuple[int, ...]], ...]:
        """``(card, codes in its visible slots)`` per card of ``p``'s ``color`` pile, bottom to top:
        the top card shows every slot, a covered card those its pile's splay uncovers (``VISIBLE_SLOTS``).
        The one place that says what shows (icons, hexes, bonuses, echo effects, declared codes)."""
        return self.pile_memo(p, color, "core.faces", lambda: self._faces(p, color))

    def _faces(self, p: int, color: int) -> tuple[tuple[str, tuple[int, ...]], ...]:
        pl = self.state.players[p]
        pile, splay, shared = pl.piles[color], pl.splays[color], self.rules.faces
        # Each card's face is the rules' own (shared by every game): a pile's memo holds only the
        # tuple of them, which keeps a game's memos (a parked worker's above all) small.
        faces = [shared.get((card, splay)) or self._face(card, splay) for card in pile[:-1]]
        faces += [shared.get((card, -1)) or self._face(card, -1) for card in pile[-1:]]
        return tuple(faces)

    def _face(self, card: str, splay: int) -> tuple[str, tuple[int, ...]]:
        """``card`` as a pile splayed ``splay`` shows it when covered (-1: on top, every slot)."""
        icons = self.cards[card].icons
        shown = icons if splay < 0 else tuple([icons[s] for s in VISIBLE_SLOTS[splay] if s < len(icons)])
        face = self.rules.faces[card, splay] = (card, shown)
        return face

    def echo_cards(self, p: int, color: int) -> tuple[str, ...]:
        """Cards of ``p``'s ``color`` pile whose echo effect shows, bottom to top (any card printing
        an echo slot: an Echoes card, a figure)."""
        return self.pile_memo(p, color, "core.echo_cards", lambda: self._echo_cards(p, color))

    def _echo_cards(self, p: int, color: int) -> tuple[str, ...]:
        return tuple([card for card, codes in self.visible_faces(p, color) if _ECHO in codes])

    def visible_bonuses(self, p: int) -> tuple[int, ...]:
        """Values of every visible bonus on ``p``'s board (pile by pile, bottom to top)."""
        memo = self._board_memo.get(p)
        found: tuple[int, ...] | None = None if memo is None else memo.get("core.bonuses")
        if found is None:  # as board_memo(p, "core.bonuses", ...): the piles' own, one after another
            found = tuple(chain.from_iterable(self._each_pile(p, "core.bonuses", self._bonuses_of)))
            self._board_memo.setdefault(p, {})["core.bonuses"] = found
        return found

    def _bonuses_of(self, p: int, color: int) -> tuple[int, ...]:
        codes = (c for _, face in self.visible_faces(p, color) for c in face)
        return tuple(bonus_value(c) for c in codes if is_bonus(c))


def _shared_fact(
    shared: dict[tuple[str, int, tuple[str, ...]], Any],
    key: str,
    pl: PlayerState,
    color: int,
    compute: Callable[..., T],
    *args: int,
) -> T:
    """The fact ``key`` of ``pl``'s ``color`` pile from ``shared`` (``Rules.pile_facts``, keyed by
    the pile's contents), or ``compute(*args)`` kept there (see :meth:`Piles.pile_memo`)."""
    content = (key, int(pl.splays[color]), tuple(pl.piles[color]))
    value: T = shared.get(content, _MISSING)  # one lookup: other threads may clear it meanwhile
    if value is _MISSING:
        value = compute(*args)
        if len(shared) >= PILE_FACTS_LIMIT:
            shared.clear()  # a bound on memory; the facts are recomputed as they are needed
        shared[content] = value
    return value
