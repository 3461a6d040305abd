"""Moves: every primitive that changes the game — each one moves cards, emits one event and then
checks what the change triggers (special achievements, a win by achievements).

Draw, meld, tuck, score, return, transfer, reveal, remove, exchange, splay, unsplay, rearrange,
achieve, claim a special achievement, eliminate a player, move into an expansion zone (dig,
foreshadow, relics). Card code reaches them through :class:`innovation.rules.context.EffectContext`;
nothing else may change the state lists (the bookkeeping — events here, dropped board facts and
players whose special achievements need checking in :mod:`innovation.rules.zones` — depends on it).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import cast

from innovation.errors import hook_result, is_name
from innovation.options import OptionValue
from innovation.protocol.events import Place
from innovation.protocol.vocabulary import ColorName, EventKind, SplayName
from innovation.rules import rng
from innovation.rules.board import Where
from innovation.rules.cards import BASE, BoardAchievement, Color, Rules, Splay
from innovation.rules.eventlog import Entry, Kept, Logged, Moved, Noted, Said, place_code
from innovation.rules.state import GameState
from innovation.rules.zones import Zones

_SUPPLY_TOP = Place(zone="deck", position="top")
#: The Unseen's player zone of secrets (face down; limited like the 4th edition's forecast).
SAFE = "safe"
_JUNK = Where("junk")
_AVAILABLE = place_code(Place(zone="available"))


class Moves(Zones):
    """The primitives, applied to ``state`` (mutated in place) and logged to ``events``."""

    def __init__(
        self, rules: Rules, state: GameState, events: list[Entry], options: Mapping[str, OptionValue] | None = None
    ) -> None:
        super().__init__(rules, state, options)
        self.events = events

    def _begin_segment(self) -> None:
        super()._begin_segment()
        #: Bumped by every primitive that changes the game (drives the sharing bonus).
        self.changes = 0
        #: True while the special achievements are being checked (no check inside a check) — and
        #: all the time in an edition that checks them only at the end of an action
        #: (``EditionRules.special_timing``: :meth:`check_special_achievements_now` lifts it).
        self._checking_specials = self.edition.special_timing != "immediately"
        #: Board achievements as last announced, per player: noted before the segment's first board
        #: change (:meth:`_before_board_change`), brought up to date (an event per gain or loss)
        #: after every change.
        self._announced: list[tuple[BoardAchievement, ...]] | None = None

    # ------------------------------------------------------------------ events
    def emit(self, entry: Entry) -> None:
        """Log ``entry`` (:mod:`innovation.rules.eventlog`: worded when somebody reads it)."""
        self.events.append(entry)

    def _move_event(
        self,
        kind: EventKind,
        actor: int | None,
        card: str,
        src: Where | None,
        dst: Where | None,
        verb: str,
        tail: str = "",
        *,
        origin: Place | None = None,
        target: Place | None = None,
    ) -> None:
        """The event of a card move from ``src`` to ``dst`` (``origin``/``target``: the same
        places in the protocol's terms, with top/bottom; made from ``src``/``dst`` if absent)."""
        public = (src is not None and src.public) or (dst is not None and dst.public)
        seen: int | None = None
        if not public:
            # Only the owners of the hidden places involved learn the card (a card moved from a
            # supply pile to the achievements stays unknown to everybody).
            seen = 0
            for w in (src, dst):
                if w is not None and w.player is not None:
                    seen |= 1 << w.player
        self.emit(
            Moved(
                kind,
                actor,
                card,
                place_code(origin if origin is not None or src is None else self.place(src)),
                place_code(target if target is not None or dst is None else self.place(dst)),
                verb,
                tail,
                seen,
            )
        )

    def log(self, kind: EventKind, text: str, player: int | None = None, card: str | None = None) -> None:
        """A public event with no card movement (dogma announcements, choices made …)."""
        self.emit(Logged(kind, text, player, card))

    def say(
        self, kind: EventKind, p: int, card: str | None = None, arg: str | int | None = None, count: int | None = None
    ) -> None:
        """An event the engine words itself (:class:`~innovation.rules.eventlog.Said`: an action, a turn,
        a dogma …), worded when somebody reads it."""
        self.emit(Said(kind, p, card, arg, count))

    # ------------------------------------------------------------------ change bookkeeping
    def _changed(self) -> None:
        self.changes += 1
        if self._boards_moved and self._announced is not None:
            self._announce_board_achievements(self._announced)
        self.check_special_achievements()
        if "karma.static.achievements" in self.rules.implemented:
            # A static karma's achievements come and go with any change, of any player's zones
            # (Alfred Nobel compares icon counts): the win is checked after every change, not only
            # when an achievement is gained (RULES.md §4.3 "at once"; RULES-figures.md §8).
            self.check_win_by_achievements()

    def _before_board_change(self) -> None:
        """Called just before a board changes: the first time in a segment, note the board
        achievements as they stand (the baseline for the events after the change)."""
        if self._announced is None and "innovation_board_achievements" in self.rules.implemented:
            self._announced = [self.board_achievements(q) for q in range(self.n_players)]

    def _board_achievement_changes(
        self, before: Sequence[tuple[BoardAchievement, ...]], now: Sequence[tuple[BoardAchievement, ...]]
    ) -> list[tuple[int, BoardAchievement, bool]]:
        """(player, achievement, gained) for each board achievement gained or lost between two
        states, the turn player's first, losses before gains."""
        out: list[tuple[int, BoardAchievement, bool]] = []
        for q in [(self.state.turn_player + k) % self.n_players for k in range(self.n_players)]:
            old, new = Counter(before[q]), Counter(now[q])
            out += [(q, a, False) for a in (old - new).elements()] + [(q, a, True) for a in (new - old).elements()]
        return out

    def _announce_board_achievements(self, before: list[tuple[BoardAchievement, ...]]) -> None:
        """Bring the board achievements up to date after a change: an event for each one gained or
        lost, then the win check if any was gained."""
        self._boards_moved = False
        self._announced = [self.board_achievements(q) for q in range(self.n_players)]
        changes = self._board_achievement_changes(before, self._announced)
        for q, a, gained in changes:
            text = f"{self.name(q)}'s {a.kind} on {self.cards[a.card].name} {'' if gained else 'no longer '}counts"
            self.log("board_achievement", text + " as an achievement.", q, a.card)
        if any(gained for *_, gained in changes):
            self.check_win_by_achievements()

    # ------------------------------------------------------------------ primitives: draw
    def draw_age(self, start: int) -> int:
        """The age a draw starting at ``start`` comes from, skipping empty base piles.

        Ends the game (score decides) when the search passes the highest age.
        """
        age = self.next_draw_age(start)
        if age is None:
            self.end_by_score(f"a draw went past age {self.edition.max_age}")
        return age

    def draw(
        self, p: int, age: int, set_name: str | None = None, *, share_icon: int | None = None, action: bool = False
    ) -> str:
        """``p`` draws a card of ``age`` (or higher, skipping empty piles) into their hand (what draw
        karmas may ask: ``share_icon``, the featured icon of the dogma whose sharing bonus this is;
        ``action``, the Draw action)."""
        if "karma.draw" in self.rules.implemented:
            self._draw_karma(p, age, set_name, share_icon, action)
        return self._draw_into(p, age, set_name, Where("hand", p), "draw", "draws", karma=False)

    def _draw_karma(self, p: int, age: int, set_name: str | None, share_icon: int | None, action: bool) -> None:
        """The "if you would draw …, first …" karmas of a draw of ``age`` (adjusted for empty piles)."""
        args = {
            "age": self.draw_age(age),
            "set_name": set_name or BASE,
            "player": p,
            "share": share_icon is not None,
            "icon": share_icon,
            "action": action,
        }
        self.run_karmas("draw", p, args)

    def _draw_into(
        self, p: int, age: int, set_name: str | None, dest: Where, kind: EventKind, verb: str, *, karma: bool = True
    ) -> str:
        if karma and "karma.draw" in self.rules.implemented:
            self._draw_karma(p, age, set_name, None, False)
        card = self._take_from_supply(p, age, set_name)
        self._place(card, dest)
        self._move_event(kind, p, card, Where("deck"), dest, verb, origin=_SUPPLY_TOP)
        self._taken_from_supply(p, card)
        self._changed()
        return card

    def _taken_from_supply(self, p: int, card: str) -> None:
        """``p`` took ``card`` from a supply pile (drew it, or it went from a pile to a place of
        theirs): the plugins that count such takes are told (The Unseen's draw)."""
        if "innovation_after_supply_take" in self.rules.implemented:
            self.hook.innovation_after_supply_take(ctx=self.hook_context(p), card=card)

    def _take_from_supply(self, p: int, age: int, set_name: str | None) -> str:
        a = self.draw_age(age)
        decks = self.state.decks
        source = BASE
        if set_name is not None and set_name != BASE and decks.get(set_name) and decks[set_name][a - 1]:
            source = set_name
        elif set_name != BASE and "innovation_on_draw" in self.rules.implemented:
            # An explicitly named base draw ("draw two 2s from that set") is never substituted.
            other = self.hook.innovation_on_draw(ctx=self.hook_context(p), age=a, set_name=BASE)
            hook_result("innovation_on_draw", other, is_name, "a set name or None")
            if other and decks.get(other) and decks[other][a - 1]:
                source = other
        ages = self._supply_to_change(source)
        pile = ages[a - 1]
        ages[a - 1] = pile[:-1]  # a supply pile is replaced, never changed in place (GameState.clone)
        return pile[-1]

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
    def show_out_of_sight(self, p: int, card: str, *, unless_seen: bool = False) -> None:
        """``p`` shows ``card`` to everybody (a reveal) if it lies out of sight (a hand, a score
        pile, a forecast, a safe, a supply pile …) and is not shown already: done before an event
        names the card to all — its effects executed or its dogma activated (they are read out in
        the open), a Meld action announced before a karma acts on the card — so that the event
        tells nobody what they could not see (docs/rulings.md, "Karma", "Figures": "Cards named
        as they act"). ``unless_seen``: not when the log shows that everybody has seen the card
        (:meth:`seen_by_all`) — for all but the Meld action and the 4th edition's self-, full and
        super-executions, which show such a card again, as they always have."""
        if card in self.revealed:
            return
        try:
            where = self.locate(card)
        except (KeyError, ValueError):
            return
        if not where.public and not (unless_seen and self.seen_by_all(card)):
            self.reveal(p, card)

    def seen_by_all(self, card: str) -> bool:
        """Whether the log shows that every player has seen ``card``: a move of it from or to a
        public place (or between places of every player), a reveal, or another event naming it to
        all (a dogma, an execution). Such a card stays known wherever it went since (a card seen
        moving from a board to a score pile, then executed there: Bioengineering taking
        Toothbrush). Read from the newest entry back; asked only for a card out of sight."""
        everyone = (1 << self.n_players) - 1
        for entry in reversed(self.events):
            if entry.card != card:
                continue
            if isinstance(entry, Moved):
                if entry.seen is None or entry.seen == everyone:
                    return True
            elif isinstance(entry, Noted):
                if entry.public_text is None:  # (with one, only its seat read the card: a secret look)
                    return True
            elif isinstance(entry, Kept):
                if entry.visible_to is None:
                    return True
            else:  # a Said or Logged entry names its card to everybody
                return True
        return False

    def meld(self, p: int, card: str, *, is_action: bool = False) -> bool:
        """Put ``card`` on top of ``p``'s pile of its colour (it takes the pile's splay)."""
        implemented = self.rules.implemented
        if "karma.meld" in implemented:
            args = {"card": card, "player": p, "is_action": is_action}
            if is_action and self.would_karma_applies("meld", p, args):
                self.show_out_of_sight(p, card)
            if self.run_karmas("meld", p, args):
                return False
        src, dst, origin, target = self._move(card, Where("board", p))
        self._move_event("meld", p, card, src, dst, "melds", origin=origin, target=target)
        self._changed()
        if "innovation_after_meld" in implemented:
            self.hook.innovation_after_meld(ctx=self.hook_context(p), card=card, is_action=is_action)
        if "innovation_on_meld" in implemented:
            self.hook.innovation_on_meld(ctx=self.hook_context(p), card=card, is_action=is_action)
        if "karma.when.melded" in implemented:
            args = {"card": card, "player": p, "is_action": is_action, "from_zone": src.zone}
            self.run_when_karmas(card, args)
        return True

    def tuck(self, p: int, card: str) -> bool:
        """Put ``card`` at the bottom of ``p``'s pile of its colour."""
        if "karma.tuck" in self.rules.implemented and self.run_karmas("tuck", p, {"card": card, "player": p}):
            return False
        src, dst, origin, target = self._move(card, Where("board", p), bottom=True)
        self.state.players[p].tucked_this_turn += 1
        self._touch(p, "counters")
        self._move_event("tuck", p, card, src, dst, "tucks", origin=origin, target=target)
        self._changed()
        if "innovation_after_tuck" in self.rules.implemented:
            self.hook.innovation_after_tuck(ctx=self.hook_context(p), card=card)
        return True

    def score(self, p: int, card: str) -> bool:
        """Score ``card`` into ``p``'s score pile (counts for Monument)."""
        if "karma.score" in self.rules.implemented and self.run_karmas("score", p, {"card": card, "player": p}):
            return False
        src, dst, origin, target = self._move(card, Where("score", p))
        self.state.players[p].scored_this_turn += 1
        self._touch(p, "counters")
        self._move_event("score", p, card, src, dst, "scores", origin=origin, target=target)
        self._changed()
        return True

    def return_card(self, p: int | None, card: str) -> bool:
        """Return ``card`` to the bottom of the supply pile of its set and age.

        ``p`` is the player doing it (for the log); None for the game itself.
        """
        if (
            p is not None
            and "karma.return" in self.rules.implemented
            and self.run_karmas("return", p, {"card": card, "player": p})
        ):
            return False
        zone = self.return_destination(card, self.state.turn_player if p is None else p)
        if zone is not None:
            src, dst, origin, target = self._move(card, Where(zone))
        else:
            src, dst, origin, target = self._move(card, Where("deck"), bottom=True)
        self._move_event("return", p, card, src, dst, "returns", origin=origin, target=target)
        self._changed()
        return True

    def transfer(self, p: int | None, card: str, dest: Where, *, bottom: bool = False) -> bool:
        """Move ``card`` to ``dest`` (a board destination puts it on top of its colour); False when
        ``dest`` is a full zone (:meth:`refused_full`: the card stays where it is).

        Not a score, tuck or meld: it counts for neither Monument nor any meld trigger.
        """
        if self.refused_full(dest):
            return False
        if (
            p is not None
            and "karma.transfer" in self.rules.implemented
            and self.run_karmas("transfer", p, {"card": card, "player": p, "dest": dest})
        ):
            return False
        if dest.zone == "available":
            # The available achievements are supply cards: a card a set keeps out of the supply
            # (a relic, docs/rulings.md "Relics") goes where it would go returned (Shivaji's echo
            # moving a relic from the top of a pile).
            home = self.return_destination(card, self.state.turn_player if p is None else p)
            if home is not None:
                dest = Where(home)
        src, dest, origin, target = self._move(card, dest, bottom=bottom)
        owner = "" if dest.player is None else f" to {self.name(dest.player)}'s {dest.zone}"
        self._move_event("transfer", p, card, src, dest, "transfers", owner, origin=origin, target=target)
        self._changed()
        if dest.zone == "achievements":
            self.check_win_by_achievements()  # a transferred achievement counts at once (§4.3)
        return True

    def refused_full(self, dest: Where) -> bool:
        """Whether a card moving to ``dest`` must stay where it is because ``dest`` is a full zone
        (the 4th edition's forecast and safe, :meth:`zone_limit`); says so in the log if it is."""
        if dest.player is None or not self.edition.splay_limited_zones or not self.zone_full(dest.player, dest.zone):
            return False
        self.log("zone_full", f"{self.name(dest.player)}'s {dest.zone} is full: nothing more goes in.", dest.player)
        return True

    def _notice(
        self,
        kind: EventKind,
        p: int,
        text: str,
        here: Place,
        *,
        card: str | None = None,
        color: int | None = None,
        splay: Splay | None = None,
        public_text: str | None = None,
    ) -> None:
        """The event of what moves nothing (a reveal, a look, a splay, a pile rearranged): ``from``
        and ``to`` are the place it concerns. With ``public_text`` only ``p`` learns the card."""
        here_code = place_code(here)
        self.emit(
            Noted(
                kind,
                text,
                p,
                card,
                here_code,
                here_code,
                None if color is None else cast(ColorName, Color(color).label),
                None if splay is None else cast(SplayName, splay.label),
                public_text,
            )
        )

    def reveal(self, p: int, card: str) -> None:
        """Show ``card`` to everyone (it stays where it is, public until it moves)."""
        info = self.cards[card]
        self.revealed.add(card)
        here = self._origin(card)
        self._notice("reveal", p, f"{self.name(p)} reveals {info.name} ({info.set} {info.age}).", here, card=card)

    def reveal_color(self, p: int, color: int) -> None:
        """``p`` shows that a card in their hand has ``color`` (only the colour: the card stays
        hidden)."""
        text = f"{self.name(p)} reveals a {Color(color).label} card from their hand."
        self._notice("reveal", p, text, Place(zone="hand", owner=self.name(p)), color=color)

    def log_secret(self, p: int, kind: EventKind, text: str, public_text: str, card: str) -> None:
        """An event only ``p`` sees in full (``text``, naming ``card``, which stays where it lies);
        everyone else reads ``public_text`` (a secret look). It changes nothing."""
        self._notice(kind, p, text, self._origin(card), card=card, public_text=public_text)

    def remove(self, p: int | None, card: str) -> bool:
        """Remove ``card`` from the game for good."""
        if (
            p is not None
            and "karma.remove" in self.rules.implemented
            and self.run_karmas("remove", p, {"card": card, "player": p})
        ):
            return False
        src, dst, origin, target = self._move(card, Where("removed"))
        if card in self.rules.specials:  # a claimed special achievement (Exxon Valdez removes them too)
            who = "The game" if p is None else self.name(p)
            text = f"{who} removes the {self.rules.specials[card].name} achievement."
            self.emit(Noted("remove", text, p, card, place_code(origin), place_code(target)))
        else:
            self._move_event("remove", p, card, src, dst, "removes", origin=origin, target=target)
        self._changed()
        return True

    def exchange(self, p: int, group_a: Sequence[str], dest_a: Where, group_b: Sequence[str], dest_b: Where) -> None:
        """Swap two groups at once: ``group_a`` goes to ``dest_a`` and ``group_b`` to ``dest_b``.

        A card in both groups stays where it is: it would be exchanged with itself. Only a karma
        makes the groups overlap (a static "zone" karma letting a score pile also see the hand:
        Canal Building's highest hand and score cards can then be the same card)."""
        both = set(group_a) & set(group_b)
        moves: list[tuple[str, Where, Place, Where]] = []
        for card in dict.fromkeys(group_a):
            if card not in both:
                moves.append((card, *self._lift(card), dest_a))
        for card in dict.fromkeys(group_b):
            if card not in both:
                moves.append((card, *self._lift(card), dest_b))
        for card, src, origin, dst in moves:
            if dst.zone == "board" and dst.color is None:
                dst = Where("board", dst.player, self.cards[card].color)
            self._place(card, dst)
            target = self.place(dst, "top" if dst.zone == "board" else None)
            self._move_event("exchange", p, card, src, dst, "exchanges", origin=origin, target=target)
        for _, src, _, _ in moves:  # piles settle once both groups have moved
            self._settle_splay(src)
        if moves:
            self._changed()

    def splay(self, p: int, color: int, direction: Splay, *, by: int | None = None) -> bool:
        """Splay ``p``'s ``color`` pile (``by``: who splays it, if not ``p``); returns whether it changed.

        A pile of fewer than two cards cannot be splayed, and splaying in the current direction is
        no change (so it earns no sharing bonus). A direction the edition has not (aslant outside
        the 4th edition) is a card's mistake: ValueError.
        """
        if direction not in self.edition.splays:
            raise ValueError(f"there is no splay {Splay(direction).label} in the {self.edition.title}")
        pl = self.state.players[p]
        if len(pl.piles[color]) < 2 or pl.splays[color] == direction:
            return False
        if (
            (by is None or by == p)
            and "karma.splay" in self.rules.implemented
            and self.run_karmas("splay", p, {"color": color, "direction": direction, "player": p})
        ):
            return False
        self._before_board_change()
        text = f"{self.name(p)} splays their {Color(color).label} cards {direction.label}."
        self._pile_changed("splay", p, color, text, direction)
        self._after_splay(p, color, direction, by)
        return True

    def unsplay(self, p: int, color: int, *, by: int | None = None) -> bool:
        if self.state.players[p].splays[color] == Splay.NONE:
            return False
        self._before_board_change()
        self._pile_changed("splay", p, color, f"{self.name(p)} unsplays their {Color(color).label} cards.", Splay.NONE)
        self._after_splay(p, color, Splay.NONE, by)
        return True

    def _after_splay(self, owner: int, color: int, direction: Splay, by: int | None) -> None:
        if "innovation_after_splay" in self.rules.implemented:
            actor = owner if by is None else by
            self.hook.innovation_after_splay(
                ctx=self.hook_context(actor), color=color, direction=direction, owner=owner
            )

    def rearrange_pile(self, p: int, color: int, order: Sequence[str]) -> bool:
        """Put ``p``'s ``color`` pile in ``order`` (bottom → top); returns whether it changed."""
        pl = self.state.players[p]
        if sorted(order) != sorted(pl.piles[color]):
            raise ValueError("rearrange_pile needs exactly the pile's cards")
        if list(order) == pl.piles[color]:
            return False
        self._before_board_change()
        pl.piles[color] = list(order)
        self._pile_changed("rearrange", p, color, f"{self.name(p)} rearranges their {Color(color).label} pile.")
        return True

    def _pile_changed(self, kind: EventKind, p: int, color: int, text: str, splay: Splay | None = None) -> None:
        """A pile of ``p``'s board splayed (to ``splay``) or reordered: its event, then its checks."""
        if splay is not None:
            self.state.players[p].splays[color] = splay
        self._board_changed(p, color)
        self._notice(kind, p, text, self.place(Where("board", p, color)), color=color, splay=splay)
        self._changed()

    # ------------------------------------------------------------------ achievements
    def achieve(self, p: int, card: str, *, tail: str = "") -> bool:
        """Move ``card`` (usually a standard achievement) into ``p``'s achievements."""
        if "karma.achieve" in self.rules.implemented and self.run_karmas("achieve", p, {"card": card, "player": p}):
            return False
        src, dst, origin, target = self._move(card, Where("achievements", p))
        self._move_event("achieve", p, card, src, dst, "achieves", tail, origin=origin, target=target)
        self._changed()
        self.check_win_by_achievements()
        return True

    def claim_special(self, p: int, special_id: str) -> bool:
        """``p`` takes a special achievement if it is still available; returns whether it did."""
        if special_id not in self.state.specials:
            return False
        if "karma.achieve" in self.rules.implemented and self.run_karmas(
            "achieve", p, {"card": special_id, "player": p}
        ):
            return False
        self._grant_special(p, special_id)
        self.changes += 1
        self.check_win_by_achievements()
        return True

    def _grant_special(self, p: int, special_id: str) -> None:
        self._keep_apart(self.state, self.kept, "specials").remove(special_id)
        self._zone_list(Where("achievements", p)).append(special_id)
        name = self.rules.specials[special_id].name
        text = f"{self.name(p)} claims the {name} achievement."
        to = place_code(self.place(Where("achievements", p)))
        self.emit(Noted("special_achievement", text, p, special_id, _AVAILABLE, to))

    def check_special_achievements_now(self) -> None:
        """The end of an action, in an edition that checks the special achievements only then."""
        if self.edition.special_timing == "immediately":
            return
        self._checking_specials = False
        try:
            self.check_special_achievements()
        finally:
            self._checking_specials = True

    def check_special_achievements(self) -> None:
        """Claim every special achievement whose condition now holds (turn player first): of each
        player whose zones changed, those that watch what changed (``SpecialAchievement.watches``,
        noted by :meth:`~innovation.rules.zones.Zones._touch`), in the order they are on offer."""
        dirty = self._dirty
        if self._checking_specials or not dirty:
            return
        st = self.state
        if not st.specials:
            dirty.clear()
            return
        if len(dirty) == 1:  # one player's changes, the usual case, need no ordering
            concerned = list(dirty.items())
        else:
            n = len(st.players)
            # 3rd edition: the turn player first; 4th: from their left, the turn player last.
            first = st.turn_player + (self.edition.special_order == "left_of_turn_player_first")
            concerned = [(p, dirty[p]) for p in [(first + k) % n for k in range(n)] if p in dirty]
        specials = self.rules.specials
        self._checking_specials = True
        try:
            claimed = True
            while claimed and st.specials:  # a claim may make another one's condition hold
                claimed = False
                for p, wanted in concerned:
                    ctx = self.hook_context(p)  # the same context for each (a context holds its seat)
                    # (conditions only read: claiming one takes only that one off the offer)
                    for sid in [s for s in st.specials if s in wanted]:
                        if specials[sid].condition(ctx):
                            self._grant_special(p, sid)
                            claimed = True
                    if claimed:
                        self.check_win_by_achievements()
                        break
        finally:
            dirty.clear()
            self._checking_specials = self.edition.special_timing != "immediately"

    def shuffle_supply(self, p: int, age: int, set_name: str) -> None:
        """``p`` shuffles the ``set_name`` supply pile of value ``age`` (logged for everybody)."""
        ages = self.state.decks.get(set_name)
        if ages is None or not 1 <= age <= len(ages):
            raise ValueError(f"there is no {set_name} supply pile of value {age}")
        deck = list(ages[age - 1])
        self.state.rng = rng.shuffle(self.state.rng, deck)
        self._supply_to_change(set_name)[age - 1] = deck  # replaced, never changed in place (GameState.clone)
        self.log("choice", f"{self.name(p)} shuffles the {set_name} {age} pile.", p)
        self.changes += 1

    # ------------------------------------------------------------------ chance
    def flip_coin(self, p: int) -> bool:
        """``p`` flips a coin: True when they win the flip (one draw from the game's seeded
        generator, ``state.rng``), logged for everybody."""
        self.state.rng, value = rng.below(self.state.rng, 2)
        won = value == 1
        who = self.name(p)
        self.log("coin_flip", f"{who} flips a coin and wins." if won else f"{who} flips a coin and loses.", p)
        self.changes += 1
        return won

    # ------------------------------------------------------------------ leaving the game
    def eliminate(self, p: int, card: str | None = None) -> None:
        """``p`` loses and leaves the game (Exxon Valdez). In a team game their side loses at
        once; otherwise the game ends when one player remains."""
        pl = self.state.players[p]
        if pl.eliminated:
            return
        pl.eliminated = True
        # What the boards earn may depend on who is still in the game (an expansion's board
        # achievement an opponent can cancel), so the counts known before are stale.
        self._board_achievements.clear()
        self.log("eliminate", f"{self.name(p)} is out of the game.", p)
        self.changes += 1
        if self.state.teams is not None:
            self.finish(
                [q for q in range(self.n_players) if self.team(q) != self.team(p)], "dogma", "opponent eliminated", card
            )
        alive = [q for q in range(self.n_players) if not self.state.players[q].eliminated]
        if len(alive) == 1:
            self.finish(alive, "dogma", "last player remaining", card)

    def lose(self, p: int, card: str | None = None) -> None:
        """``p`` loses (a card's "you lose", 4th edition; BGA's rule, docs/rulings.md): in a team
        game their side loses at once; otherwise they leave the game (the last player left wins:
        :meth:`eliminate`) and, in an edition with the junk, every card they have goes there — their
        hand, their board (each pile from the top, colour by colour), their score pile, their
        standard achievements and their zones; special achievements they hold stay with them."""
        self.eliminate(p, card)  # GameOver for a team game, or when one player is left
        if not self.edition.junk:
            return  # (no edition without the junk prints "you lose"; its cards stay, as Exxon Valdez's)
        pl = self.state.players[p]
        cards = self.rules.cards
        board = [c for pile in pl.piles for c in reversed(pile)]
        achievements = [a for a in pl.achievements if a in cards]
        zones = self.zone_cards_held(p)
        for c in [*pl.hand, *board, *pl.score, *achievements, *zones]:
            self.junk(p, c)

    # ------------------------------------------------------------------ zones of expansions
    def zone_cards_held(self, p: int) -> list[str]:
        """The cards in ``p``'s expansion zones, zone by zone, without the parts of the table
        (:meth:`Rules.is_fixture`: a Museum card): what an effect moving all of ``p``'s cards moves
        from their zones."""
        fixture = self.rules.is_fixture
        return [c for held in self.state.players[p].zones.values() for c in held if not fixture(c)]

    def move_to_zone(self, p: int | None, card: str, dest: Where, kind: EventKind, verb: str) -> bool:
        """Move ``card`` into an expansion zone (forecast, display, relics …) with its own event
        kind (e.g. "foreshadow", "dig"); False when the zone is full (:meth:`refused_full`)."""
        if self.refused_full(dest):
            return False
        src, dest, origin, target = self._move(card, dest)
        self._move_event(kind, p, card, src, dest, verb, origin=origin, target=target)
        self._changed()
        return True

    def foreshadow(self, p: int, card: str) -> bool:
        """Put ``card`` face down in ``p``'s forecast (Echoes); False when the forecast is full (or a
        karma put something else in its place)."""
        if "karma.foreshadow" in self.rules.implemented and self.run_karmas(
            "foreshadow", p, {"card": card, "player": p}
        ):
            return False
        return self.move_to_zone(p, card, Where("forecast", p), "foreshadow", "foreshadows")

    def safeguard(self, p: int, card: str, *, limited: bool = True) -> bool:
        """Put ``card`` face down in ``p``'s safe (The Unseen) from wherever it lies; False when
        the safe is full: the card stays where it is. ``limited=False``: a secret going back into
        the safe it was revealed from, which the limit does not stop (RULES-4e.md §7)."""
        dest = Where(SAFE, p)
        if SAFE not in self.rules.zones:
            raise ValueError("there is no safe in this game (The Unseen is not in play)")
        if limited and self.refused_full(dest):
            return False
        src, dest, origin, target = self._move(card, dest)
        self._move_event("safeguard", p, card, src, dest, "safeguards", origin=origin, target=target)
        self._changed()
        return True

    def draw_and_safeguard(self, p: int, age: int, set_name: str | None = None) -> str | None:
        """``p`` draws a card of ``age`` into their safe; None when the safe is full: the card stays
        in its supply pile (a draw past the highest age still ends the game)."""
        dest = Where(SAFE, p)
        if SAFE not in self.rules.zones:
            raise ValueError("there is no safe in this game (The Unseen is not in play)")
        if self.zone_full(p, SAFE):
            self.draw_age(age)
            self.refused_full(dest)
            return None
        return self._draw_into(p, age, set_name, dest, "safeguard", "draws and safeguards")

    def draw_and_foreshadow(self, p: int, age: int, set_name: str | None = None) -> str | None:
        """``p`` draws a card of ``age`` into their forecast; None when the forecast is full: the
        card stays in its supply pile (a draw past the highest age still ends the game)."""
        dest = Where("forecast", p)
        if self.edition.splay_limited_zones and self.zone_full(p, "forecast"):
            self.draw_age(age)
            self.refused_full(dest)
            return None
        if "karma.foreshadow" in self.rules.implemented:
            # A draw, then a foreshadow, each with its karmas (battlestar's draw-and-foreshadow).
            card = self.draw(p, age, set_name)
            self.foreshadow(p, card)
            return card
        return self._draw_into(p, age, set_name, dest, "foreshadow", "draws and foreshadows")

    # ------------------------------------------------------------------ the junk (4th edition)
    def junk(self, p: int | None, card: str) -> None:
        """Put ``card`` face up in the junk, from wherever it lies (a hand, a board, a supply pile …),
        or an available special achievement (a claimed one or one in the junk: ValueError)."""
        if not self.edition.junk:
            raise ValueError(f"there is no junk in the {self.edition.title}")
        special = self.rules.specials.get(card)
        if special is None:
            watched = "innovation_after_junk_from_hand" in self.rules.implemented
            was = self.locate(card) if watched else None
            moved = self.move_to_zone(p, card, _JUNK, "junk", "junks")
            if moved and was is not None and was.zone == "hand" and was.player is not None:
                self.hook.innovation_after_junk_from_hand(ctx=self.hook_context(was.player), card=card)
            return
        if card not in self.state.specials:
            raise ValueError(f"the {special.name} achievement is not available")
        self._keep_apart(self.state, self.kept, "specials").remove(card)
        self._zone_list(_JUNK).append(card)
        who = "The game" if p is None else self.name(p)
        to = place_code(self.place(_JUNK))
        self.emit(Noted("junk", f"{who} junks the {special.name} achievement.", p, card, _AVAILABLE, to))
        self._changed()

    def make_available(self, p: int | None, special_id: str) -> None:
        """Put the special achievement ``special_id`` back among the available ones, from the junk
        (anything else: ValueError). It is checked for every player at the next check."""
        if not self.edition.junk:
            raise ValueError(f"there is no junk in the {self.edition.title}")
        special = self.rules.specials.get(special_id)
        if special is None:
            raise ValueError(f"{special_id!r} is not a special achievement")
        if special_id not in self.state.zones.get("junk", ()):
            raise ValueError(f"the {special.name} achievement is not in the junk")
        self._zone_list(_JUNK).remove(special_id)
        available = self._keep_apart(self.state, self.kept, "specials")
        available.append(special_id)
        order = list(self.rules.specials)  # on offer in the rules' order, as at the set-up
        available.sort(key=order.index)
        for q in range(self.n_players):  # its condition may already hold for anybody
            self._dirty.setdefault(q, set()).add(special_id)
        who = "The game" if p is None else self.name(p)
        text = f"{who} makes the {special.name} achievement available again."
        self.emit(Noted("return", text, p, special_id, place_code(self.place(_JUNK)), _AVAILABLE))
        self._changed()

    def return_special(self, p: int | None, special_id: str) -> None:
        """Put the special achievement ``special_id`` back among the available ones from the
        achievements of whoever holds it (Figures in the Sky: a decree issued by an opponent of its
        holder). ValueError when it is no special achievement or nobody holds it."""
        special = self.rules.specials.get(special_id)
        if special is None:
            raise ValueError(f"{special_id!r} is not a special achievement")
        holder = next((q for q, pl in enumerate(self.state.players) if special_id in pl.achievements), None)
        if holder is None:
            raise ValueError(f"nobody holds the {special.name} achievement")
        origin = place_code(self.place(Where("achievements", holder)))
        self._zone_list(Where("achievements", holder)).remove(special_id)
        self._touch(holder, "achievements")
        available = self._keep_apart(self.state, self.kept, "specials")
        available.append(special_id)
        order = list(self.rules.specials)  # on offer in the rules' order, as at the set-up
        available.sort(key=order.index)
        for q in range(self.n_players):  # its condition may already hold for anybody
            self._dirty.setdefault(q, set()).add(special_id)
        who = "The game" if p is None else self.name(p)
        text = f"{who} returns the {special.name} achievement from {self.name(holder)}'s achievements."
        self.emit(Noted("return", text, p, special_id, origin, _AVAILABLE))
        self._changed()

    def junk_deck(self, p: int | None, age: int, set_name: str = BASE) -> list[str]:
        """Junk every card of the ``set_name`` supply pile of ``age``, top first; an age the
        edition has not (0, 12 …) junks nothing. Returns the cards junked."""
        if not self.edition.junk:
            raise ValueError(f"there is no junk in the {self.edition.title}")
        ages = self.state.decks.get(set_name)
        if ages is None or not 1 <= age <= len(ages):
            return []
        cards = list(reversed(ages[age - 1]))
        for card in cards:
            self.junk(p, card)
        return cards

    def draw_into_achievements(self, p: int, age: int) -> str:
        """``p`` draws a card of ``age`` (or higher) into their achievements (a chain achievement)."""
        card = self._draw_into(p, age, None, Where("achievements", p), "achieve", "draws and achieves")
        self.check_win_by_achievements()
        return card

    def draw_and_junk(self, p: int, age: int, set_name: str | None = None) -> str:
        if not self.edition.junk:
            raise ValueError(f"there is no junk in the {self.edition.title}")
        return self._draw_into(p, age, set_name, _JUNK, "junk", "draws and junks")
