"""The rules core: primitives, choices, dogma resolution and the turn loop.

An :class:`Engine` runs one *segment* of the game — from one stable point (an action about to be
chosen, or the opening melds) to the next — on a working copy of the state. Card code and plugins
only ever talk to the engine (card code through :class:`EffectContext`).

Decisions: :meth:`Engine.ask` takes the next recorded answer; when there is none it either asks an
inline agent (the fast synchronous path) or raises :class:`NeedDecision`, which unwinds to
:class:`innovation.game.Game`. The game keeps the snapshot taken when the segment began and the
answers given so far, and simply re-runs the segment when the next answer arrives. Card code can
therefore be plain straight-line Python.

Game end is an exception (:class:`GameOver`) so that it can happen anywhere: an age-11 draw in the
middle of a shared effect, an achievement claimed during another player's dogma, a "you win".
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from innovation import rng
from innovation.cards import COLOR_BY_NAME, COLORS, CardInfo, Color, EffectFn, Icon, Splay
from innovation.decisions import Decision, NeedDecision
from innovation.errors import IllegalAnswerError, NotImplementedRuleError
from innovation.events import Event
from innovation.plugins import BASE, Rules
from innovation.state import GameState, Result

Answerer = Callable[[Decision], str]
T = TypeVar("T")

#: Player zones whose cards everyone may see (expansions add their own names here).
PUBLIC_PLAYER_ZONES = {"board", "display", "revealed"}
#: Shared zones whose cards everyone may see.
PUBLIC_SHARED_ZONES = {"removed", "relics", "box"}

DONE = "done"
YES = "yes"
NO = "no"


class Ordered(list[str]):
    """Cards in an order their player already chose (one pick at a time): group moves handle them
    in that order instead of asking again."""


class GameOver(Exception):
    """Unwinds the whole segment when the game ends."""

    def __init__(self, result: Result) -> None:
        super().__init__(result.reason)
        self.result = result


class DogmaComplete(Exception):
    """Ends the current dogma at once ("the dogma action is complete")."""


@dataclass(frozen=True)
class Where:
    """Where a card lies. ``zone`` is "hand", "board", "score", "achievements", "deck",
    "available" (standard achievement pile), "removed", or an expansion zone name."""

    zone: str
    player: int | None = None
    color: int | None = None

    @property
    def public(self) -> bool:
        if self.player is None:
            return self.zone in PUBLIC_SHARED_ZONES
        return self.zone in PUBLIC_PLAYER_ZONES


@dataclass
class DogmaRun:
    """Bookkeeping for one dogma (or one nested execution)."""

    activator: int
    card: str
    #: Featured-icon counts frozen when the dogma began.
    counts: list[int]
    #: Free-form memory shared by the effects of this dogma ("if any card was transferred due
    #: to the demand …", Democracy's "so far during this dogma action").
    memory: dict[str, Any] = field(default_factory=dict)
    shared: bool = False
    #: Whether the demand/compel effect changed anything for any player ("if any card was
    #: transferred due to the demand …").
    demand_changed: bool = False


class Engine:
    """Runs one segment on ``state`` (mutated in place)."""

    def __init__(
        self,
        rules: Rules,
        state: GameState,
        events: list[Event],
        answers: list[str] | None = None,
        answerer: Answerer | None = None,
        on_answer: Callable[[str, str], None] | None = None,
        options: dict[str, bool] | None = None,
    ) -> None:
        self.rules = rules
        self.cards = rules.cards
        self.state = state
        self.events = events
        self.answers: list[str] = answers if answers is not None else []
        self.position = 0
        self.answerer = answerer
        self.on_answer = on_answer
        self.options = options or {}
        self.hook = rules.pm.hook
        #: Bumped by every primitive that changes the game (drives the sharing bonus).
        self.changes = 0
        self._icon_cache: dict[int, list[int]] = {}
        #: Derived facts about a player's board (see :meth:`board_memo`), dropped when it changes.
        self._board_memo: dict[int, dict[str, Any]] = {}
        #: Players whose zones changed since special achievements were last checked. A special
        #: achievement's condition may only depend on its player's own zones and counters.
        self._dirty: set[int] = set()
        self.dogma_stack: list[DogmaRun] = []
        #: Cards revealed in this segment: public until they move again.
        self.revealed: set[str] = set()
        #: Kind of the effect being resolved ("demand", "compel", "cooperative", "echo") or None.
        self.effect_kind: str | None = None
        self._checking_specials = False

    # ------------------------------------------------------------------ players & teams
    @property
    def n_players(self) -> int:
        return len(self.state.players)

    def name(self, p: int) -> str:
        return self.state.players[p].name

    def index_of(self, name: str) -> int:
        for i, pl in enumerate(self.state.players):
            if pl.name == name:
                return i
        raise KeyError(name)

    def team(self, p: int) -> int:
        teams = self.state.teams
        return p if teams is None else teams[p]

    def is_partner(self, p: int, q: int) -> bool:
        return p != q and self.team(p) == self.team(q)

    def order_from_left(self, p: int) -> list[int]:
        """Every player still in the game, clockwise, starting left of ``p`` and ending with ``p``."""
        n = self.n_players
        players = self.state.players
        return [q for q in ((p + k) % n for k in range(1, n + 1)) if q == p or not players[q].eliminated]

    def opponents(self, p: int) -> list[int]:
        """Players on other teams (every other player in an individual game), clockwise."""
        return [q for q in self.order_from_left(p) if self.team(q) != self.team(p)]

    def others(self, p: int) -> list[int]:
        """Every other player (partners included), clockwise from ``p``'s left."""
        return self.order_from_left(p)[:-1]

    # ------------------------------------------------------------------ card facts
    def info(self, card: str) -> CardInfo:
        return self.cards[card]

    def age(self, card: str) -> int:
        return self.cards[card].age

    def color(self, card: str) -> Color:
        return Color(self.cards[card].color)

    def has_icon(self, card: str, icon: int) -> bool:
        return icon in self.cards[card].icons

    @staticmethod
    def highest(cards: Iterable[str], key: Callable[[str], int]) -> list[str]:
        items = list(cards)
        if not items:
            return []
        top = max(key(c) for c in items)
        return [c for c in items if key(c) == top]

    @staticmethod
    def lowest(cards: Iterable[str], key: Callable[[str], int]) -> list[str]:
        items = list(cards)
        if not items:
            return []
        bottom = min(key(c) for c in items)
        return [c for c in items if key(c) == bottom]

    # ------------------------------------------------------------------ board queries
    def pile(self, p: int, color: int) -> list[str]:
        return self.state.players[p].piles[color]

    def top_card(self, p: int, color: int) -> str | None:
        pile = self.state.players[p].piles[color]
        return pile[-1] if pile else None

    def top_cards(self, p: int) -> list[str]:
        return [pile[-1] for pile in self.state.players[p].piles if pile]

    def bottom_card(self, p: int, color: int) -> str | None:
        pile = self.state.players[p].piles[color]
        return pile[0] if pile else None

    def splay_of(self, p: int, color: int) -> Splay:
        return Splay(self.state.players[p].splays[color])

    def visible_card_count(self, p: int, color: int) -> int:
        """Cards of a pile that show: all of a splayed pile, only the top of an unsplayed one."""
        pile = self.state.players[p].piles[color]
        if not pile:
            return 0
        return len(pile) if self.state.players[p].splays[color] != Splay.NONE else 1

    def colors_on_board(self, p: int) -> list[Color]:
        return [c for c in COLORS if self.state.players[p].piles[c]]

    def highest_top_value(self, p: int) -> int:
        """Highest face-up value among ``p``'s top cards (0 with an empty board)."""
        best = 0
        for pile in self.state.players[p].piles:
            if pile:
                v = self.cards[pile[-1]].value
                if v > best:
                    best = v
        return best

    def icon_counts(self, p: int) -> list[int]:
        """Visible counts of icon codes 0–6 on ``p``'s board (index by :class:`Icon`)."""
        cached = self._icon_cache.get(p)
        if cached is not None:
            return cached
        totals = [sum(column) for column in zip(*self.pile_icon_counts(p), strict=True)]
        self._icon_cache[p] = totals
        return totals

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

    def pile_icon_counts(self, p: int) -> list[list[int]]:
        """Visible counts of icon codes 0–6 per pile of ``p`` (index by colour, then icon)."""
        return self.board_memo(p, "core.pile_icons", lambda: [self._count_pile(p, c) for c in COLORS])

    def _count_pile(self, p: int, color: int) -> list[int]:
        pl = self.state.players[p]
        pile = pl.piles[color]
        totals = [0] * 7
        if not pile:
            return totals
        table = self.rules.icon_table
        for i, t in enumerate(table[pile[-1]][4]):
            totals[i] += t
        splay = pl.splays[color]
        if splay:
            for card in pile[:-1]:
                for i, t in enumerate(table[card][splay]):
                    totals[i] += t
        return totals

    def pile_icon_count(self, p: int, color: int, icon: int) -> int:
        return self.pile_icon_counts(p)[color][icon]

    def score_points(self, p: int) -> int:
        total = sum(self.cards[c].age for c in self.state.players[p].score)
        if self.rules.has("innovation_score"):
            total += sum(x for x in self.hook.innovation_score(engine=self, player=p) if x)
        return total

    def achievement_count(self, p: int) -> int:
        """Achievements of ``p``'s side (pooled for a team)."""
        if self.state.teams is None:
            return len(self.state.players[p].achievements)
        t = self.team(p)
        return sum(len(pl.achievements) for q, pl in enumerate(self.state.players) if self.team(q) == t)

    def achievements_to_win(self) -> int:
        n = self.n_players
        base = 6 if self.state.teams is not None else {2: 6, 3: 5, 4: 4}[n]
        if self.options.get("extra_achievement"):
            base += 1
        if self.rules.has("innovation_achievements_to_win"):
            base += sum(x for x in self.hook.innovation_achievements_to_win(engine=self) if x)
        return base

    # ------------------------------------------------------------------ locating cards
    def locate(self, card: str) -> Where:
        for i, pl in enumerate(self.state.players):
            if card in pl.hand:
                return Where("hand", i)
            if card in pl.score:
                return Where("score", i)
            for color, pile in enumerate(pl.piles):
                if card in pile:
                    return Where("board", i, color)
            if card in pl.achievements:
                return Where("achievements", i)
            for zname, zone in pl.zones.items():
                if card in zone:
                    return Where(zname, i)
        if card in self.state.achievements:
            return Where("available")
        if card in self.state.removed:
            return Where("removed")
        for zname, zone in self.state.zones.items():
            if card in zone:
                return Where(zname)
        info = self.cards[card]
        if card in self.state.decks[info.set][info.age - 1]:
            return Where("deck")
        raise KeyError(f"card {card!r} is nowhere")

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
                return pl.piles[where.color]
            return pl.zones.setdefault(where.zone, [])
        if where.zone == "available":
            return st.achievements
        if where.zone == "removed":
            return st.removed
        return st.zones.setdefault(where.zone, [])

    def _detach(self, card: str) -> Where:
        where = self.locate(card)
        self.revealed.discard(card)
        if where.player is not None:
            self._dirty.add(where.player)
        if where.zone == "deck":
            info = self.cards[card]
            self.state.decks[info.set][info.age - 1].remove(card)
            return where
        self._zone_list(where).remove(card)
        if where.zone == "board":
            assert where.player is not None and where.color is not None
            pl = self.state.players[where.player]
            if len(pl.piles[where.color]) < 2:
                pl.splays[where.color] = Splay.NONE
            self._board_changed(where.player)
        return where

    def _place(self, card: str, dest: Where, bottom: bool = False) -> None:
        if dest.player is not None:
            self._dirty.add(dest.player)
        if dest.zone == "board":
            assert dest.player is not None
            color = self.cards[card].color if dest.color is None else dest.color
            pile = self.state.players[dest.player].piles[color]
            if bottom:
                pile.insert(0, card)
            else:
                pile.append(card)
            self._board_changed(dest.player)
            return
        if dest.zone == "deck" and dest.player is None:
            # A supply pile: the top is the end of the list (``bottom`` puts it under the pile).
            info = self.cards[card]
            deck = self.state.decks[info.set][info.age - 1]
            if bottom:
                deck.insert(0, card)
            else:
                deck.append(card)
            return
        target = self._zone_list(dest)
        if bottom:
            target.insert(0, card)
        else:
            target.append(card)

    def _board_changed(self, p: int) -> None:
        self._icon_cache.pop(p, None)
        self._board_memo.pop(p, None)
        self._dirty.add(p)

    def can_see(self, viewer: int, card: str) -> bool:
        """Whether ``viewer`` may know this card's identity where it lies now."""
        if card in self.revealed:
            return True
        where = self.locate(card)
        if where.public or (where.zone == "achievements" and self.cards[card].relic):
            return True  # relics lie face up in achievement piles
        return where.player == viewer and where.zone != "deck"

    # ------------------------------------------------------------------ events
    def _label(self, where: Where) -> str:
        if where.player is None:
            return where.zone
        return f"{self.name(where.player)}:{where.zone}"

    def emit(self, event: Event) -> None:
        self.events.append(event)

    def _move_event(
        self, kind: str, actor: int | None, card: str, src: Where | None, dst: Where | None, verb: str, tail: str = ""
    ) -> None:
        info = self.cards[card]
        public = (src is not None and src.public) or (dst is not None and dst.public)
        who = self.name(actor) if actor is not None else "The game"
        text = f"{who} {verb} {info.name} ({info.set} {info.age}){tail}."
        visible: tuple[str, ...] | None = None
        public_text: str | None = None
        if not public:
            # Only the owners of the hidden places involved learn the card (a card moved from a
            # supply pile to the achievements stays unknown to everybody).
            owners = {w.player for w in (src, dst) if w is not None and w.player is not None}
            visible = tuple(self.name(q) for q in sorted(owners))
            article = "an" if info.set[:1] in "aeiou" else "a"
            public_text = f"{who} {verb} {article} {info.set} {info.age}{tail}."
        self.emit(
            Event(
                kind=kind,
                text=text,
                player=self.name(actor) if actor is not None else None,
                card=card,
                age=info.age,
                set=info.set,
                source=self._label(src) if src else None,
                dest=self._label(dst) if dst else None,
                visible_to=visible,
                public_text=public_text,
            )
        )

    def log(self, kind: str, text: str, player: int | None = None, card: str | None = None) -> None:
        """A public event with no card movement (dogma announcements, choices made …)."""
        self.emit(Event(kind=kind, text=text, player=None if player is None else self.name(player), card=card))

    # ------------------------------------------------------------------ change bookkeeping
    def _changed(self) -> None:
        self.changes += 1
        self.check_special_achievements()

    # ------------------------------------------------------------------ primitives: draw
    def draw_age(self, start: int) -> int:
        """The age a draw starting at ``start`` comes from, skipping empty base piles.

        Ends the game (score decides) when the search passes age 10.
        """
        age = max(1, start)
        decks = self.state.decks[BASE]
        while age <= 10 and not decks[age - 1]:
            age += 1
        if age > 10:
            self.end_by_score("a draw went past age 10")
        return age

    def draw(self, p: int, age: int, set_name: str | None = None) -> str:
        """``p`` draws a card of ``age`` (or higher, skipping empty piles) into their hand."""
        return self._draw_into(p, age, set_name, Where("hand", p), "draw", "draws")

    def _draw_into(self, p: int, age: int, set_name: str | None, dest: Where, kind: str, verb: str) -> str:
        card = self._take_from_supply(p, age, set_name)
        self._place(card, dest)
        self._move_event(kind, p, card, Where("deck"), dest, verb)
        self._changed()
        return card

    def _take_from_supply(self, p: int, age: int, set_name: str | None) -> str:
        a = self.draw_age(age)
        decks = self.state.decks
        source = BASE
        if set_name is not None and set_name != BASE and decks.get(set_name) and decks[set_name][a - 1]:
            source = set_name
        elif set_name != BASE and self.rules.has("innovation_on_draw"):
            # An explicitly named base draw ("draw two 2s from that set") is never substituted.
            other = self.hook.innovation_on_draw(engine=self, player=p, age=a, set_name=BASE)
            if other and decks.get(other) and decks[other][a - 1]:
                source = other
        return decks[source][a - 1].pop()

    def draw_and_meld(self, p: int, age: int, set_name: str | None = None) -> str:
        card = self.draw(p, age, set_name)
        self.meld(p, card)
        return card

    def draw_and_score(self, p: int, age: int, set_name: str | None = None) -> str:
        card = self.draw(p, age, set_name)
        self.score(p, card)
        return card

    def draw_and_tuck(self, p: int, age: int, set_name: str | None = None) -> str:
        card = self.draw(p, age, set_name)
        self.tuck(p, card)
        return card

    def draw_and_reveal(self, p: int, age: int, set_name: str | None = None) -> str:
        card = self.draw(p, age, set_name)
        self.reveal(p, card)
        return card

    # ------------------------------------------------------------------ primitives: moves
    def meld(self, p: int, card: str, *, is_action: bool = False) -> None:
        """Put ``card`` on top of ``p``'s pile of its colour (it takes the pile's splay)."""
        src = self._detach(card)
        dst = Where("board", p, self.cards[card].color)
        self._place(card, dst)
        self._move_event("meld", p, card, src, dst, "melds")
        self._changed()
        if self.rules.has("innovation_on_meld"):
            self.hook.innovation_on_meld(engine=self, player=p, card=card, is_action=is_action)

    def tuck(self, p: int, card: str) -> None:
        """Put ``card`` at the bottom of ``p``'s pile of its colour."""
        src = self._detach(card)
        dst = Where("board", p, self.cards[card].color)
        self._place(card, dst, bottom=True)
        self.state.players[p].tucked_this_turn += 1
        self._move_event("tuck", p, card, src, dst, "tucks")
        self._changed()

    def score(self, p: int, card: str) -> None:
        """Score ``card`` into ``p``'s score pile (counts for Monument)."""
        src = self._detach(card)
        dst = Where("score", p)
        self._place(card, dst)
        self.state.players[p].scored_this_turn += 1
        self._move_event("score", p, card, src, dst, "scores")
        self._changed()

    def return_card(self, p: int | None, card: str) -> None:
        """Return ``card`` to the bottom of the supply pile of its set and age.

        ``p`` is the player doing it (for the log); None for the game itself.
        """
        src = self._detach(card)
        info = self.cards[card]
        zone: str | None = None
        if self.rules.has("innovation_return_destination"):
            zone = self.hook.innovation_return_destination(engine=self, card=card)
        if zone is not None:
            dst = Where(zone)
            self._place(card, dst)
        else:
            dst = Where("deck")
            self.state.decks[info.set][info.age - 1].insert(0, card)
        self._move_event("return", p, card, src, dst, "returns")
        self._changed()

    def transfer(self, p: int | None, card: str, dest: Where, *, bottom: bool = False) -> None:
        """Move ``card`` to ``dest`` (a board destination puts it on top of its colour).

        Not a score, tuck or meld: it counts for neither Monument nor any meld trigger.
        """
        src = self._detach(card)
        if dest.zone == "board" and dest.color is None:
            dest = Where("board", dest.player, self.cards[card].color)
        self._place(card, dest, bottom=bottom)
        owner = "" if dest.player is None else f" to {self.name(dest.player)}'s {dest.zone}"
        self._move_event("transfer", p, card, src, dest, "transfers", owner)
        self._changed()
        if dest.zone == "achievements":
            self.check_win_by_achievements()  # a transferred achievement counts at once (§4.3)

    def reveal(self, p: int, card: str) -> None:
        """Show ``card`` to everyone (it stays where it is, public until it moves)."""
        info = self.cards[card]
        self.revealed.add(card)
        self.emit(
            Event(
                kind="reveal",
                text=f"{self.name(p)} reveals {info.name} ({info.set} {info.age}).",
                player=self.name(p),
                card=card,
                age=info.age,
                set=info.set,
            )
        )

    def remove(self, p: int | None, card: str) -> None:
        """Remove ``card`` from the game for good."""
        src = self._detach(card)
        dst = Where("removed")
        self._place(card, dst)
        if card in self.rules.specials:  # a claimed special achievement (Exxon Valdez removes them too)
            who = "The game" if p is None else self.name(p)
            self.log("remove", f"{who} removes the {self.rules.specials[card].name} achievement.", p, card)
        else:
            self._move_event("remove", p, card, src, dst, "removes")
        self._changed()

    def exchange(self, p: int, group_a: Sequence[str], dest_a: Where, group_b: Sequence[str], dest_b: Where) -> None:
        """Swap two groups at once: ``group_a`` goes to ``dest_a`` and ``group_b`` to ``dest_b``."""
        moves: list[tuple[str, Where, Where]] = []
        for card in list(group_a):
            moves.append((card, self._detach(card), dest_a))
        for card in list(group_b):
            moves.append((card, self._detach(card), dest_b))
        for card, src, dst in moves:
            if dst.zone == "board" and dst.color is None:
                dst = Where("board", dst.player, self.cards[card].color)
            self._place(card, dst)
            self._move_event("exchange", p, card, src, dst, "exchanges")
        if moves:
            self._changed()

    def splay(self, p: int, color: int, direction: Splay) -> bool:
        """Splay ``p``'s ``color`` pile; returns whether anything changed.

        A pile of fewer than two cards cannot be splayed, and splaying in the current direction is
        no change (so it earns no sharing bonus).
        """
        pl = self.state.players[p]
        if len(pl.piles[color]) < 2 or pl.splays[color] == direction:
            return False
        pl.splays[color] = direction
        self._board_changed(p)
        label = Color(color).label
        self.emit(
            Event(
                kind="splay",
                text=f"{self.name(p)} splays their {label} cards {direction.label}.",
                player=self.name(p),
            )
        )
        self._changed()
        return True

    def unsplay(self, p: int, color: int) -> bool:
        pl = self.state.players[p]
        if pl.splays[color] == Splay.NONE:
            return False
        pl.splays[color] = Splay.NONE
        self._board_changed(p)
        self.emit(
            Event(kind="splay", text=f"{self.name(p)} unsplays their {Color(color).label} cards.", player=self.name(p))
        )
        self._changed()
        return True

    def rearrange_pile(self, p: int, color: int, order: Sequence[str]) -> bool:
        """Put ``p``'s ``color`` pile in ``order`` (bottom → top); returns whether it changed."""
        pl = self.state.players[p]
        if sorted(order) != sorted(pl.piles[color]):
            raise ValueError("rearrange_pile needs exactly the pile's cards")
        if list(order) == pl.piles[color]:
            return False
        pl.piles[color] = list(order)
        self._board_changed(p)
        self.log("rearrange", f"{self.name(p)} rearranges their {Color(color).label} pile.", p)
        self._changed()
        return True

    # ------------------------------------------------------------------ achievements
    def achieve(self, p: int, card: str, *, tail: str = "") -> None:
        """Move ``card`` (usually a standard achievement) into ``p``'s achievements."""
        src = self._detach(card)
        dst = Where("achievements", p)
        self._place(card, dst)
        self._move_event("achieve", p, card, src, dst, "achieves", tail)
        self._changed()
        self.check_win_by_achievements()

    def achievement_cost(self, p: int, age: int) -> int:
        if self.rules.has("innovation_achievement_cost"):
            cost = self.hook.innovation_achievement_cost(engine=self, player=p, age=age)
            if cost is not None:
                return int(cost)
        return 5 * age

    def eligible_for(self, p: int, age: int) -> bool:
        """Standard achievement eligibility (top card of at least ``age`` and enough points)."""
        if self.rules.has("innovation_achievement_eligible"):
            verdict = self.hook.innovation_achievement_eligible(engine=self, player=p, age=age)
            if verdict is not None:
                return bool(verdict)
        return self.highest_top_value(p) >= age and self.score_points(p) >= self.achievement_cost(p, age)

    def available_achievement(self, age: int) -> str | None:
        for card in self.state.achievements:
            if self.cards[card].age == age:
                return card
        return None

    def claim_special(self, p: int, special_id: str) -> bool:
        """``p`` takes a special achievement if it is still available; returns whether it did."""
        if special_id not in self.state.specials:
            return False
        self._grant_special(p, special_id)
        self.changes += 1
        self.check_win_by_achievements()
        return True

    def _grant_special(self, p: int, special_id: str) -> None:
        self.state.specials.remove(special_id)
        self.state.players[p].achievements.append(special_id)
        name = self.rules.specials[special_id].name
        self.emit(
            Event(
                kind="special_achievement",
                text=f"{self.name(p)} claims the {name} achievement.",
                player=self.name(p),
                card=special_id,
            )
        )

    def check_special_achievements(self) -> None:
        """Claim every special achievement whose condition now holds (turn player first)."""
        if self._checking_specials or not self._dirty:
            return
        if not self.state.specials:
            self._dirty.clear()
            return
        self._checking_specials = True
        try:
            st = self.state
            while st.specials:
                claimed = False
                start = st.turn_player
                for k in range(self.n_players):
                    p = (start + k) % self.n_players
                    if p not in self._dirty:
                        continue
                    for sid in list(st.specials):
                        if sid in st.specials and self.rules.specials[sid].condition(self, p):
                            self._grant_special(p, sid)
                            claimed = True
                    if claimed:
                        self.check_win_by_achievements()
                        break
                if not claimed:
                    break
        finally:
            self._dirty.clear()
            self._checking_specials = False

    def check_win_by_achievements(self) -> None:
        need = self.achievements_to_win()
        counts = [self.achievement_count(p) for p in range(self.n_players)]
        if max(counts) < need:
            return
        best = max(counts)
        winners = [p for p in range(self.n_players) if counts[p] == best]
        self.finish(winners, "achievements", f"{best} achievements (needed {need})")

    # ------------------------------------------------------------------ ending
    def finish(self, winners: Sequence[int], reason: str, detail: str = "") -> None:
        """End the game now with ``winners`` (their partners are added for a team game)."""
        side = {self.team(w) for w in winners}
        everyone = [p for p in range(self.n_players) if self.team(p) in side]
        result = Result(
            winners=[self.name(p) for p in everyone],
            reason=reason,
            scores={self.name(p): self.score_points(p) for p in range(self.n_players)},
            achievements={self.name(p): len(self.state.players[p].achievements) for p in range(self.n_players)},
            detail=detail,
        )
        raise GameOver(result)

    def end_by_score(self, why: str) -> None:
        """The game ends by score (most points; ties broken by achievements, then shared)."""
        teams = sorted({self.team(p) for p in range(self.n_players)})
        members = {t: [p for p in range(self.n_players) if self.team(p) == t] for t in teams}
        points = {t: sum(self.score_points(p) for p in members[t]) for t in teams}
        achievements = {t: sum(len(self.state.players[p].achievements) for p in members[t]) for t in teams}
        best = max(teams, key=lambda t: (points[t], achievements[t]))
        top = [t for t in teams if (points[t], achievements[t]) == (points[best], achievements[best])]
        self.finish([members[t][0] for t in top], "score", why)

    def win(self, p: int, why: str = "") -> None:
        """A card names ``p`` the winner."""
        self.finish([p], "dogma", why)

    def eliminate(self, p: int) -> None:
        """``p`` loses and leaves the game (Exxon Valdez). In a team game their side loses at
        once; otherwise the game ends when one player remains."""
        pl = self.state.players[p]
        if pl.eliminated:
            return
        pl.eliminated = True
        self.log("eliminate", f"{self.name(p)} is out of the game.", p)
        self.changes += 1
        if self.state.teams is not None:
            self.finish(
                [q for q in range(self.n_players) if self.team(q) != self.team(p)], "dogma", "opponent eliminated"
            )
        alive = [q for q in range(self.n_players) if not self.state.players[q].eliminated]
        if len(alive) == 1:
            self.finish(alive, "dogma", "last player remaining")

    def single_player_with(self, value: Callable[[int], int], *, most: bool = True) -> int | None:
        """ "The single player with the most (fewest) X": that player, or None on a tie between
        sides. Partners tied at the top count as one side (RULES.md §3.3)."""
        scores = {q: value(q) for q in range(self.n_players)}
        best = max(scores.values()) if most else min(scores.values())
        tied = [q for q in range(self.n_players) if scores[q] == best]
        return tied[0] if len({self.team(q) for q in tied}) == 1 else None

    # ------------------------------------------------------------------ decisions
    def ask(self, p: int, kind: str, prompt: str, options: Sequence[str], source: str | None = None) -> str:
        decision = Decision(
            player=self.name(p),
            kind=kind,
            prompt=prompt,
            options=tuple(options),
            source=source,
            demand=self.effect_kind in ("demand", "compel"),
        )
        if self.position < len(self.answers):
            answer = self.answers[self.position]
            self.position += 1
            check_answer(decision, answer)
            return answer
        if self.answerer is None:
            raise NeedDecision(decision)
        answer = self.answerer(decision)
        check_answer(decision, answer)
        self.answers.append(answer)
        self.position += 1
        if self.on_answer is not None:
            self.on_answer(decision.player, answer)
        return answer

    def hidden_token(self, card: str) -> str:
        where = self.locate(card)
        info = self.cards[card]
        owner = "" if where.player is None else self.name(where.player)
        return f"{owner}:{where.zone}:{info.set}:{info.age}"

    def choose_card(
        self,
        p: int,
        candidates: Iterable[str],
        prompt: str,
        *,
        optional: bool = False,
        source: str | None = None,
    ) -> str | None:
        """``p`` picks one of ``candidates`` (None when there are none, or when ``optional``
        and ``p`` answers "done"). A mandatory choice with a single possible answer is taken
        without asking. Cards ``p`` may not see are offered as hidden tokens."""
        by_token: dict[str, str] = {}
        for card in candidates:
            token = card if self.can_see(p, card) else self.hidden_token(card)
            by_token.setdefault(token, card)
        if not by_token:
            return None
        if not optional and len(by_token) == 1:
            return next(iter(by_token.values()))
        options = list(by_token)
        if optional:
            options.append(DONE)
        answer = self.ask(p, "card", prompt, options, source)
        return None if answer == DONE else by_token[answer]

    def choose_cards(
        self,
        p: int,
        candidates: Iterable[str],
        prompt: str,
        *,
        max_count: int,
        min_count: int = 0,
        source: str | None = None,
    ) -> list[str]:
        """``p`` picks up to ``max_count`` cards one at a time ("done" once ``min_count`` are
        picked). Picks stop early when no candidates remain."""
        remaining = list(dict.fromkeys(candidates))
        picked = Ordered()
        if len(remaining) <= min(min_count, max_count):
            return list(remaining)  # every candidate must go: nothing to choose
        while remaining and len(picked) < max_count:
            optional = len(picked) >= min_count
            step = f"{prompt} ({len(picked)} chosen)" if picked else prompt
            card = self.choose_card(p, remaining, step, optional=optional, source=source)
            if card is None:
                break
            picked.append(card)
            remaining.remove(card)
        return picked

    def choose_highest(
        self, p: int, cards: Iterable[str], count: int, prompt: str, *, lowest: bool = False, source: str | None = None
    ) -> list[str]:
        """ "The ``count`` highest (lowest) cards" of ``cards``: ``p`` chooses only among tied
        cards that do not all fit (RULES.md §2.5)."""
        left = list(cards)
        picked: list[str] = []
        pick = self.lowest if lowest else self.highest
        while left and len(picked) < count:
            need = count - len(picked)
            tier = pick(left, self.age)
            chosen = (
                tier
                if len(tier) <= need
                else self.choose_cards(p, tier, prompt, max_count=need, min_count=need, source=source)
            )
            picked += chosen
            left = [c for c in left if c not in chosen]
        return picked

    def order(self, p: int, cards: Sequence[str], prompt: str, source: str | None = None) -> list[str]:
        """``p`` puts ``cards`` in the order they will be handled (one pick at a time)."""
        remaining = list(cards)
        out = Ordered()
        while len(remaining) > 1:
            card = self.choose_card(p, remaining, prompt, source=source)
            assert card is not None
            out.append(card)
            remaining.remove(card)
        out += remaining
        return out

    def choose_color(
        self, p: int, colors: Iterable[int], prompt: str, *, optional: bool = False, source: str | None = None
    ) -> Color | None:
        options = [Color(c).label for c in dict.fromkeys(colors)]
        if not options:
            return None
        if not optional and len(options) == 1:
            return COLOR_BY_NAME[options[0]]
        answer = self.ask(p, "color", prompt, options + ([DONE] if optional else []), source)
        return None if answer == DONE else COLOR_BY_NAME[answer]

    def choose_player(
        self, p: int, players: Iterable[int], prompt: str, *, optional: bool = False, source: str | None = None
    ) -> int | None:
        options = [self.name(q) for q in dict.fromkeys(players)]
        if not options:
            return None
        if not optional and len(options) == 1:
            return self.index_of(options[0])
        answer = self.ask(p, "player", prompt, options + ([DONE] if optional else []), source)
        return None if answer == DONE else self.index_of(answer)

    def choose_value(self, p: int, values: Iterable[int], prompt: str, source: str | None = None) -> int:
        options = [str(v) for v in sorted(set(values))]
        if len(options) == 1:
            return int(options[0])
        return int(self.ask(p, "value", prompt, options, source))

    def yes_no(self, p: int, prompt: str, source: str | None = None) -> bool:
        return self.ask(p, "yes_no", prompt, [YES, NO], source) == YES

    def choose_option(self, p: int, labels: Sequence[str], prompt: str, source: str | None = None) -> str:
        if len(labels) == 1:
            return labels[0]
        return self.ask(p, "option", prompt, list(labels), source)

    # ------------------------------------------------------------------ group moves
    def return_cards(self, p: int | None, cards: Sequence[str], source: str | None = None) -> list[str]:
        """Return several cards; each owner orders their cards bound for the same supply pile."""
        for card in self._ordered_for(cards, key=lambda c: (self.cards[c].set, self.cards[c].age), source=source):
            self.return_card(p, card)
        return list(cards)

    def meld_cards(self, p: int, cards: Sequence[str], source: str | None = None) -> list[str]:
        """Meld several cards; ``p`` orders cards of the same colour (the last one ends on top)."""
        ordered = self._ordered_for(cards, key=lambda c: self.cards[c].color, chooser=p, source=source)
        for card in ordered:
            self.meld(p, card)
        return ordered

    def tuck_cards(self, p: int, cards: Sequence[str], source: str | None = None) -> list[str]:
        ordered = self._ordered_for(cards, key=lambda c: self.cards[c].color, chooser=p, source=source)
        for card in ordered:
            self.tuck(p, card)
        return ordered

    def score_cards(self, p: int, cards: Sequence[str]) -> list[str]:
        for card in list(cards):
            self.score(p, card)
        return list(cards)

    def transfer_cards(self, p: int | None, cards: Sequence[str], dest: Where) -> list[str]:
        cards = list(cards)
        if dest.zone == "board" and dest.player is not None:
            cards = self._ordered_for(cards, key=lambda c: self.cards[c].color, chooser=dest.player)
        for card in cards:
            self.transfer(p, card, dest)
        return cards

    def _ordered_for(
        self,
        cards: Sequence[str],
        key: Callable[[str], object],
        chooser: int | None = None,
        source: str | None = None,
    ) -> list[str]:
        """Cards in handling order: groups that land in the same ordered place are ordered by
        ``chooser`` (default: each card's owner); other cards keep their given order. Cards the
        player already picked one at a time (:class:`Ordered`) keep that order."""
        if isinstance(cards, Ordered):
            return list(cards)
        groups: dict[tuple[object, int | None], list[str]] = {}
        for card in cards:
            owner = chooser if chooser is not None else self.locate(card).player
            groups.setdefault((key(card), owner), []).append(card)
        out: list[str] = []
        for (_, owner), group in groups.items():
            if len(group) > 1 and owner is not None:
                out += self.order(owner, group, "Choose the next card (cards go one at a time)", source)
            else:
                out += group
        return out

    # ------------------------------------------------------------------ dogma
    def dogma(self, p: int, card: str, *, extra_icons: int = 0, on_finish: Callable[[], None] | None = None) -> None:
        """Resolve a dogma of ``card`` activated by ``p`` (RULES.md §3).

        ``extra_icons`` adds to the activator's featured-icon count (an artifact's free dogma);
        ``on_finish`` runs after every effect and before the sharing bonus (the artifact returns).
        The card need not be on a board."""
        info = self.cards[card]
        effects = self.rules.effects.get(card)
        if effects is None:
            raise NotImplementedRuleError(f"{info.name} ({info.set} {info.age}) has no implementation yet")
        icon = info.dogma_icon
        counts = [self.icon_count(q, icon) for q in range(self.n_players)]
        counts[p] += extra_icons
        run = DogmaRun(activator=p, card=card, counts=counts)
        self.log(
            "dogma",
            f"{self.name(p)} activates the dogma of {info.name} ({Icon(icon).name.lower()}: {counts[p]}).",
            p,
            card,
        )
        steps: list[tuple[str, EffectFn]] = []
        if self.rules.has("innovation_dogma_effects"):
            for group in self.hook.innovation_dogma_effects(engine=self, player=p, card=card):
                steps += [("echo", fn) for fn in group or ()]
        if effects.demand is not None and effects.demand_kind is not None:
            steps.append((effects.demand_kind, effects.demand))
        steps += [("cooperative", fn) for fn in effects.non_demands]
        self.dogma_stack.append(run)
        try:
            for kind, fn in steps:
                for q in self._affected(run, kind):
                    before = self.changes
                    outer_kind, self.effect_kind = self.effect_kind, kind
                    try:
                        fn(EffectContext(self, q, run, card, kind))
                    finally:
                        self.effect_kind = outer_kind
                    if self.changes == before:
                        continue
                    if kind in ("demand", "compel"):
                        run.demand_changed = True
                    elif self.team(q) != self.team(p):
                        run.shared = True
        except DogmaComplete:
            pass
        finally:
            self.dogma_stack.pop()
        if on_finish is not None:
            on_finish()
        if run.shared:
            self.log("share_bonus", f"{self.name(p)} draws a sharing bonus.", p)
            self.draw(p, self.highest_top_value(p))

    def _affected(self, run: DogmaRun, kind: str) -> list[int]:
        p = run.activator
        mine = run.counts[p]
        order = self.order_from_left(p)
        if kind == "demand":
            return [q for q in order if q != p and self.team(q) != self.team(p) and run.counts[q] < mine]
        if kind == "compel":
            partners_ok = self.options.get("compel_partners", False)
            return [
                q for q in order if q != p and (partners_ok or self.team(q) != self.team(p)) and run.counts[q] >= mine
            ]
        return [q for q in order if run.counts[q] >= mine]

    def execute_non_demand_effects(self, p: int, card: str) -> None:
        """``p`` executes ``card``'s non-demand effects alone, in order, as its activator
        (Computers, Robotics, Self Service …). Its demand and echo effects are skipped."""
        effects = self.rules.effects.get(card)
        info = self.cards[card]
        if effects is None:
            if info.demand_kind is None and info.non_demand_count == 0 and not info.has_echo:
                return  # a card printed without effects (Battleship Yamato): nothing to execute
            raise NotImplementedRuleError(f"{info.name} ({info.set} {info.age}) has no implementation yet")
        self.log("execute", f"{self.name(p)} executes the non-demand effects of {info.name}.", p, card)
        counts = [self.icon_count(q, info.dogma_icon) if info.dogma_icon >= 0 else 0 for q in range(self.n_players)]
        run = DogmaRun(activator=p, card=card, counts=counts)
        self.dogma_stack.append(run)
        try:
            for fn in effects.non_demands:
                fn(EffectContext(self, p, run, card, "cooperative"))
        finally:
            self.dogma_stack.pop()

    def execute_all_effects(self, p: int, card: str) -> None:
        """``p`` executes every effect of ``card`` "as if they were on this card" (Artifacts):
        its own echo effect, then its demand/compel aimed at the other players by the featured
        icon counts frozen when the outer dogma began, then its non-demand effects. Nobody
        shares (RULES.md §3.6)."""
        effects = self.rules.effects.get(card)
        info = self.cards[card]
        if effects is None:
            if info.demand_kind is None and info.non_demand_count == 0 and not info.has_echo:
                return  # a card printed without effects (Battleship Yamato): nothing to execute
            raise NotImplementedRuleError(f"{info.name} ({info.set} {info.age}) has no implementation yet")
        self.log("execute", f"{self.name(p)} executes the effects of {info.name}.", p, card)
        outer = self.dogma_stack[-1] if self.dogma_stack else None
        counts = list(outer.counts) if outer is not None else [0] * self.n_players
        run = DogmaRun(activator=p, card=card, counts=counts)
        self.dogma_stack.append(run)
        try:
            if effects.echo is not None:
                effects.echo(EffectContext(self, p, run, card, "echo"))
            if effects.demand is not None and effects.demand_kind is not None:
                outer_kind, self.effect_kind = self.effect_kind, effects.demand_kind
                try:
                    for q in self._affected(run, effects.demand_kind):
                        before = self.changes
                        effects.demand(EffectContext(self, q, run, card, effects.demand_kind))
                        if self.changes != before:
                            run.demand_changed = True
                finally:
                    self.effect_kind = outer_kind
            for fn in effects.non_demands:
                fn(EffectContext(self, p, run, card, "cooperative"))
        finally:
            self.dogma_stack.pop()

    # ------------------------------------------------------------------ zones of expansions
    def move_to_zone(self, p: int | None, card: str, dest: Where, kind: str, verb: str) -> None:
        """Move ``card`` into an expansion zone (forecast, display, relics …) with its own event
        kind (e.g. "foreshadow", "dig")."""
        src = self._detach(card)
        self._place(card, dest)
        self._move_event(kind, p, card, src, dest, verb)
        self._changed()

    def foreshadow(self, p: int, card: str) -> None:
        """Put ``card`` face down in ``p``'s forecast (Echoes)."""
        self.move_to_zone(p, card, Where("forecast", p), "foreshadow", "foreshadows")

    def draw_and_foreshadow(self, p: int, age: int, set_name: str | None = None) -> str:
        return self._draw_into(p, age, set_name, Where("forecast", p), "foreshadow", "draws and foreshadows")

    def eligible_achievement_ages(self, p: int) -> list[int]:
        """Values of available standard achievements ``p`` is eligible for."""
        ages = sorted({self.cards[c].age for c in self.state.achievements})
        return [a for a in ages if self.eligible_for(p, a)]

    # ------------------------------------------------------------------ turn flow
    def legal_actions(self, p: int) -> list[str]:
        pl = self.state.players[p]
        out = ["draw"]
        out += [f"meld {c}" for c in pl.hand]
        out += [f"dogma {pile[-1]}" for pile in pl.piles if pile and self.cards[pile[-1]].dogma_icon >= 0]
        for age in sorted({self.cards[c].age for c in self.state.achievements}):
            if self.eligible_for(p, age):
                out.append(f"achieve {age}")
        if self.rules.has("innovation_legal_actions"):
            for extra in self.hook.innovation_legal_actions(engine=self, player=p):
                out += extra or []
        return out

    def perform_action(self, p: int, action: str) -> None:
        verb, _, arg = action.partition(" ")
        self.log("action", f"{self.name(p)}: {action_text(self, action)}.", p)
        if verb == "draw":
            self.draw(p, self.highest_top_value(p))
        elif verb == "meld":
            self.meld(p, arg, is_action=True)
        elif verb == "dogma":
            self.dogma(p, arg)
        elif verb == "achieve":
            card = self.available_achievement(int(arg))
            assert card is not None
            self.achieve(p, card)
        elif not (
            self.rules.has("innovation_perform_action")
            and self.hook.innovation_perform_action(engine=self, player=p, action=action)
        ):
            raise NotImplementedRuleError(f"no plugin handles the action {action!r}")

    def run_segment(self) -> None:
        """Run from the current stable point to the next one."""
        st = self.state
        if st.phase == "setup":
            self._opening_melds()
            return
        p = st.turn_player
        if not st.turn_started:
            st.turn_started = True
            self.log(
                "turn",
                f"Turn {st.turn}: {self.name(p)} ({st.actions_left} action{'s' if st.actions_left > 1 else ''}).",
                p,
            )
            if self.rules.has("innovation_turn_start"):
                self.hook.innovation_turn_start(engine=self, player=p)
        remaining = st.actions_left
        action = self.ask(
            p, "action", f"Choose your {'first' if remaining > 1 else 'last'} action", self.legal_actions(p)
        )
        self.perform_action(p, action)
        st.actions_left -= 1
        # A player knocked out during their own turn (Exxon Valdez through a shared effect) ends it.
        if st.actions_left <= 0 or st.players[p].eliminated:
            self._end_turn()

    def _end_turn(self) -> None:
        st = self.state
        for pl in st.players:
            pl.tucked_this_turn = 0
            pl.scored_this_turn = 0
        st.turn += 1
        st.turn_player = (st.turn_player + 1) % self.n_players
        while st.players[st.turn_player].eliminated:
            st.turn_player = (st.turn_player + 1) % self.n_players
        st.actions_left = self._actions_for_turn(st.turn)
        st.turn_started = False

    def _actions_for_turn(self, turn: int) -> int:
        if turn == 1 or (turn == 2 and self.n_players == 4):
            return 1
        return 2

    def _opening_melds(self) -> None:
        st = self.state
        picks: list[str] = []
        for p in range(self.n_players):
            hand = st.players[p].hand
            answer = self.ask(p, "initial_meld", "Choose the card to meld to start the game", list(hand))
            picks.append(answer)
        for p, card in enumerate(picks):
            self.meld(p, card)
        first = min(range(self.n_players), key=lambda q: sort_key(self.cards[picks[q]].name))
        st.phase = "turn"
        st.turn = 1
        st.turn_player = first
        st.actions_left = self._actions_for_turn(1)
        st.turn_started = False
        self.log("first_player", f"{self.name(first)} melded the alphabetically first card and goes first.", first)

    def setup(self) -> None:
        """Shuffle the supply, set the achievements aside and deal the opening hands."""
        st = self.state
        for set_name in self.rules.supply_sets:
            decks: list[list[str]] = [[] for _ in range(10)]
            for card_id, info in self.cards.items():
                if info.set == set_name and not info.relic:
                    decks[info.age - 1].append(card_id)
            for deck in decks:
                st.rng = rng.shuffle(st.rng, deck)
            st.decks[set_name] = decks
        for age in range(1, 10):
            st.achievements.append(st.decks[BASE][age - 1].pop())
        st.specials = list(self.rules.specials)
        if self.rules.has("innovation_setup"):
            self.hook.innovation_setup(engine=self)
        for _ in range(2):
            for p in range(self.n_players):
                self.draw(p, 1)
        st.phase = "setup"


def check_answer(decision: Decision, answer: object) -> None:
    if not isinstance(answer, str):
        raise IllegalAnswerError(f"answers are strings; got {type(answer).__name__}")
    if answer not in decision.options:
        shown = answer if len(answer) <= 60 else answer[:57] + "..."
        raise IllegalAnswerError(f"{shown!r} is not one of the options for {decision.player}: {decision.prompt}")


def action_text(engine: Engine, action: str) -> str:
    verb, _, arg = action.partition(" ")
    if arg in engine.cards:
        return f"{verb} {engine.cards[arg].name}"
    return action


def sort_key(name: str) -> list[tuple[int, int | str]]:
    """Natural, accent- and punctuation-blind ordering of card names (RULES.md §1)."""
    import re
    import unicodedata

    plain = unicodedata.normalize("NFKD", name)
    plain = "".join(ch for ch in plain if ch.isalnum() and not unicodedata.combining(ch)).lower()
    parts: list[tuple[int, int | str]] = []
    for chunk in re.findall(r"\d+|\D+", plain):
        parts.append((0, int(chunk)) if chunk.isdigit() else (1, chunk))
    return parts


class EffectContext:
    """What one effect function sees: the executing player (``player``, "you"), the activator
    (``activator``, "me" in a demand) and shortcuts to the engine's primitives that default to
    the executing player."""

    def __init__(self, engine: Engine, player: int, run: DogmaRun, card: str, kind: str) -> None:
        self.engine = engine
        self.player = player
        self.run = run
        self.card = card
        self.kind = kind

    # who's who
    @property
    def activator(self) -> int:
        return self.run.activator

    @property
    def memory(self) -> dict[str, Any]:
        return self.run.memory

    def opponents(self, p: int | None = None) -> list[int]:
        return self.engine.opponents(self.player if p is None else p)

    def others(self, p: int | None = None) -> list[int]:
        return self.engine.others(self.player if p is None else p)

    def everyone(self) -> list[int]:
        """Every player, starting with the executing player and going clockwise."""
        return self.engine.order_from_left(self.player)[-1:] + self.engine.order_from_left(self.player)[:-1]

    @property
    def demand_had_effect(self) -> bool:
        """Whether this dogma's demand (or compel) changed anything for anybody so far."""
        return self.run.demand_changed

    # facts
    def info(self, card: str) -> CardInfo:
        return self.engine.cards[card]

    def age(self, card: str) -> int:
        return self.engine.cards[card].age

    def color(self, card: str) -> Color:
        return Color(self.engine.cards[card].color)

    def has_icon(self, card: str, icon: int) -> bool:
        return icon in self.engine.cards[card].icons

    def value(self, card: str | None) -> int:
        """Face-up value of a card; 0 for a missing card (an empty pile's "top card")."""
        return 0 if card is None else self.engine.cards[card].value

    def highest(self, cards: Iterable[str]) -> list[str]:
        return Engine.highest(cards, self.age)

    def lowest(self, cards: Iterable[str]) -> list[str]:
        return Engine.lowest(cards, self.age)

    # zones of a player (default: the executing player)
    def _p(self, p: int | None) -> int:
        return self.player if p is None else p

    def hand(self, p: int | None = None) -> list[str]:
        return list(self.engine.state.players[self._p(p)].hand)

    def score_pile(self, p: int | None = None) -> list[str]:
        return list(self.engine.state.players[self._p(p)].score)

    def achievements(self, p: int | None = None) -> list[str]:
        return list(self.engine.state.players[self._p(p)].achievements)

    def pile(self, color: int, p: int | None = None) -> list[str]:
        return list(self.engine.pile(self._p(p), color))

    def top(self, color: int, p: int | None = None) -> str | None:
        return self.engine.top_card(self._p(p), color)

    def bottom(self, color: int, p: int | None = None) -> str | None:
        return self.engine.bottom_card(self._p(p), color)

    def top_cards(self, p: int | None = None) -> list[str]:
        return self.engine.top_cards(self._p(p))

    def colors_on_board(self, p: int | None = None) -> list[Color]:
        return self.engine.colors_on_board(self._p(p))

    def splay_of(self, color: int, p: int | None = None) -> Splay:
        return self.engine.splay_of(self._p(p), color)

    def visible_card_count(self, color: int, p: int | None = None) -> int:
        return self.engine.visible_card_count(self._p(p), color)

    def icons(self, icon: int, p: int | None = None) -> int:
        return self.engine.icon_count(self._p(p), icon)

    def pile_icons(self, color: int, icon: int, p: int | None = None) -> int:
        return self.engine.pile_icon_count(self._p(p), color, icon)

    def points(self, p: int | None = None) -> int:
        return self.engine.score_points(self._p(p))

    def highest_top_value(self, p: int | None = None) -> int:
        return self.engine.highest_top_value(self._p(p))

    # where cards go
    def board_of(self, p: int | None = None) -> Where:
        return Where("board", self._p(p))

    def hand_of(self, p: int | None = None) -> Where:
        return Where("hand", self._p(p))

    def score_of(self, p: int | None = None) -> Where:
        return Where("score", self._p(p))

    # primitives
    def draw(self, age: int, p: int | None = None, set_name: str | None = None) -> str:
        return self.engine.draw(self._p(p), age, set_name)

    def draw_and_meld(self, age: int, p: int | None = None, set_name: str | None = None) -> str:
        return self.engine.draw_and_meld(self._p(p), age, set_name)

    def draw_and_score(self, age: int, p: int | None = None, set_name: str | None = None) -> str:
        return self.engine.draw_and_score(self._p(p), age, set_name)

    def draw_and_tuck(self, age: int, p: int | None = None, set_name: str | None = None) -> str:
        return self.engine.draw_and_tuck(self._p(p), age, set_name)

    def draw_and_reveal(self, age: int, p: int | None = None, set_name: str | None = None) -> str:
        return self.engine.draw_and_reveal(self._p(p), age, set_name)

    def meld(self, card: str, p: int | None = None) -> None:
        self.engine.meld(self._p(p), card)

    def tuck(self, card: str, p: int | None = None) -> None:
        self.engine.tuck(self._p(p), card)

    def score(self, card: str, p: int | None = None) -> None:
        self.engine.score(self._p(p), card)

    def return_card(self, card: str) -> None:
        self.engine.return_card(self.player, card)

    def return_cards(self, cards: Sequence[str]) -> list[str]:
        return self.engine.return_cards(self.player, cards, source=self.card)

    def meld_cards(self, cards: Sequence[str], p: int | None = None) -> list[str]:
        return self.engine.meld_cards(self._p(p), cards, source=self.card)

    def tuck_cards(self, cards: Sequence[str], p: int | None = None) -> list[str]:
        return self.engine.tuck_cards(self._p(p), cards, source=self.card)

    def score_cards(self, cards: Sequence[str], p: int | None = None) -> list[str]:
        return self.engine.score_cards(self._p(p), cards)

    def transfer(self, card: str, dest: Where) -> None:
        self.engine.transfer(self.player, card, dest)

    def transfer_cards(self, cards: Sequence[str], dest: Where) -> list[str]:
        return self.engine.transfer_cards(self.player, cards, dest)

    def reveal(self, card: str, p: int | None = None) -> None:
        self.engine.reveal(self._p(p), card)

    def exchange(self, group_a: Sequence[str], dest_a: Where, group_b: Sequence[str], dest_b: Where) -> None:
        """Swap two groups at once (either may be empty)."""
        self.engine.exchange(self.player, group_a, dest_a, group_b, dest_b)

    def remove(self, card: str) -> None:
        self.engine.remove(self.player, card)

    def splay(self, color: int, direction: Splay, p: int | None = None) -> bool:
        return self.engine.splay(self._p(p), color, direction)

    def unsplay(self, color: int, p: int | None = None) -> bool:
        return self.engine.unsplay(self._p(p), color)

    def rearrange(self, color: int, order: Sequence[str], p: int | None = None) -> bool:
        return self.engine.rearrange_pile(self._p(p), color, order)

    def single_player_with(self, value: Callable[[int], int], *, most: bool = True) -> int | None:
        return self.engine.single_player_with(value, most=most)

    def achieve(self, card: str, p: int | None = None) -> None:
        self.engine.achieve(self._p(p), card)

    def claim_special(self, special_id: str, p: int | None = None) -> bool:
        return self.engine.claim_special(self._p(p), special_id)

    def win(self, p: int | None = None, why: str = "") -> None:
        self.engine.win(self._p(p), why or f"{self.engine.cards[self.card].name}")

    def complete_dogma(self) -> None:
        """End the current dogma at once ("the dogma action is complete")."""
        raise DogmaComplete()

    def execute_non_demand_effects(self, card: str, p: int | None = None) -> None:
        self.engine.execute_non_demand_effects(self._p(p), card)

    def execute_all_effects(self, card: str, p: int | None = None) -> None:
        """Execute ``card``'s effects as if they were on this card (Artifacts)."""
        self.engine.execute_all_effects(self._p(p), card)

    def foreshadow(self, card: str, p: int | None = None) -> None:
        self.engine.foreshadow(self._p(p), card)

    def draw_and_foreshadow(self, age: int, p: int | None = None, set_name: str | None = None) -> str:
        return self.engine.draw_and_foreshadow(self._p(p), age, set_name)

    def forecast(self, p: int | None = None) -> list[str]:
        return list(self.engine.state.players[self._p(p)].zones.get("forecast", []))

    def claim_achievement(self, age: int, *, if_eligible: bool = False, p: int | None = None) -> bool:
        """Claim an available standard achievement of value ``age`` ("ignoring eligibility"
        unless ``if_eligible``); returns whether one was claimed."""
        who = self._p(p)
        card = self.engine.available_achievement(age)
        if card is None or (if_eligible and not self.engine.eligible_for(who, age)):
            return False
        self.engine.achieve(who, card)
        return True

    def claim_any_achievement(self, *, include_specials: bool = False, p: int | None = None) -> bool:
        """ "Claim an achievement, ignoring eligibility": the player names the value of an
        available standard achievement or, with ``include_specials``, an unclaimed special
        achievement (BGA offers both where the text names no value)."""
        who = self._p(p)
        labels = [str(a) for a in sorted({self.age(c) for c in self.engine.state.achievements})]
        if include_specials:
            labels += list(self.engine.state.specials)
        if not labels:
            return False
        answer = self.choose_option(labels, "Claim an achievement", p=who)
        if answer.isdigit():
            return self.claim_achievement(int(answer), p=who)
        return self.claim_special(answer, p=who)

    def claim_eligible_achievement(self, *, optional: bool = False, p: int | None = None) -> bool:
        """ "Claim an achievement, if eligible": the player picks a value they are eligible for."""
        who = self._p(p)
        ages = self.engine.eligible_achievement_ages(who)
        if not ages:
            return False
        if optional:
            labels = [str(a) for a in ages] + [DONE]
            answer = self.engine.ask(who, "value", "You may claim an achievement", labels, self.card)
            if answer == DONE:
                return False
            age = int(answer)
        else:
            age = self.engine.choose_value(who, ages, "Claim an achievement", source=self.card)
        return self.claim_achievement(age, p=who)

    def eliminate(self, p: int) -> None:
        self.engine.eliminate(p)

    # choices (default chooser: the executing player)
    def choose_card(
        self, cards: Iterable[str], prompt: str, *, optional: bool = False, p: int | None = None
    ) -> str | None:
        return self.engine.choose_card(self._p(p), cards, prompt, optional=optional, source=self.card)

    def choose_cards(
        self, cards: Iterable[str], prompt: str, *, max_count: int, min_count: int = 0, p: int | None = None
    ) -> list[str]:
        return self.engine.choose_cards(
            self._p(p), cards, prompt, max_count=max_count, min_count=min_count, source=self.card
        )

    def choose_color(
        self, colors: Iterable[int], prompt: str, *, optional: bool = False, p: int | None = None
    ) -> Color | None:
        return self.engine.choose_color(self._p(p), colors, prompt, optional=optional, source=self.card)

    def choose_player(
        self, players: Iterable[int], prompt: str, *, optional: bool = False, p: int | None = None
    ) -> int | None:
        return self.engine.choose_player(self._p(p), players, prompt, optional=optional, source=self.card)

    def choose_value(self, values: Iterable[int], prompt: str, p: int | None = None) -> int:
        return self.engine.choose_value(self._p(p), values, prompt, source=self.card)

    def yes_no(self, prompt: str, p: int | None = None) -> bool:
        return self.engine.yes_no(self._p(p), prompt, source=self.card)

    def choose_option(self, labels: Sequence[str], prompt: str, p: int | None = None) -> str:
        return self.engine.choose_option(self._p(p), labels, prompt, source=self.card)

    def order(self, cards: Sequence[str], prompt: str, p: int | None = None) -> list[str]:
        return self.engine.order(self._p(p), cards, prompt, source=self.card)

    def choose_highest(self, cards: Iterable[str], count: int, prompt: str, *, p: int | None = None) -> list[str]:
        return self.engine.choose_highest(self._p(p), cards, count, prompt, source=self.card)

    def choose_lowest(self, cards: Iterable[str], count: int, prompt: str, *, p: int | None = None) -> list[str]:
        return self.engine.choose_highest(self._p(p), cards, count, prompt, lowest=True, source=self.card)

    def may_splay(self, colors: Iterable[int], direction: Splay, p: int | None = None) -> Color | None:
        """ "You may splay your X (or Y) cards <direction>": offers only piles that the splay
        would change; returns the colour splayed, or None."""
        who = self._p(p)
        candidates = [
            c for c in colors if len(self.engine.pile(who, c)) >= 2 and self.engine.splay_of(who, c) != direction
        ]
        if not candidates:
            return None
        names = " or ".join(Color(c).label for c in candidates)
        color = self.engine.choose_color(
            who, candidates, f"You may splay your {names} cards {direction.label}", optional=True, source=self.card
        )
        if color is not None:
            self.engine.splay(who, color, direction)
        return color

    def must_splay(self, colors: Iterable[int], direction: Splay, p: int | None = None) -> Color | None:
        """Mandatory "splay one of these colours": splays if any pile can change."""
        who = self._p(p)
        candidates = [
            c for c in colors if len(self.engine.pile(who, c)) >= 2 and self.engine.splay_of(who, c) != direction
        ]
        color = self.engine.choose_color(who, candidates, f"Splay a colour {direction.label}", source=self.card)
        if color is not None:
            self.engine.splay(who, color, direction)
        return color
