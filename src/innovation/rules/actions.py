"""What the actions mean: the choices of an action decision (:meth:`ActionChoices.action_choices`)
— each action's type, target and label, a dogma's label saying whom it would reach by the icon
counts now — and the option strings that name a card's meld and dogma.

The choices are immutable and say nothing but what they are keyed by, so they are kept in tables
per rules and shared by every decision that offers the same; each chooser's last dogma choices
are kept besides (per engine), and made again only when a board's icon counts were counted
again. docs/architecture.md, "Derived data", says more.
"""

from __future__ import annotations

import weakref
from collections.abc import Mapping, Sequence
from typing import cast

import msgspec

from innovation.protocol.decisions import Choice
from innovation.protocol.vocabulary import Zone
from innovation.rules import labels
from innovation.rules.asking import per_rules
from innovation.rules.cards import BASE, CardInfo, Rules
from innovation.rules.dogma import Dogma


class _CardOptions(dict[str, str]):
    """Action options naming a card, by card: one string per (verb, card) for every game, made on
    first use (``MELD_OPTIONS[card]``: "meld <card>") — a game's history and log keep the option
    chosen, so they share these instead of holding a copy each."""

    __slots__ = ("verb",)

    def __init__(self, verb: str) -> None:
        super().__init__()
        self.verb = verb

    def __missing__(self, card: str) -> str:
        if len(self) >= 5_000:
            self.clear()  # a bound (plugins' card ids are not a closed set)
        option = self[card] = f"{self.verb} {card}"
        return option


MELD_OPTIONS = _CardOptions("meld")
DOGMA_OPTIONS = _CardOptions("dogma")
ACHIEVE_OPTIONS = {age: f"achieve {age}" for age in range(1, 12)}
#: How many action choices one rules' tables keep before they start over.
ACTION_CHOICES_LIMIT = 20_000
#: What an action option is (parsed once per option string and rules).
_DRAW, _MELD, _DOGMA, _ACHIEVE, _ON_CARD, _OTHER, _ACHIEVE_SECRET = range(7)
#: The Achieve action on one of your own secrets (The Unseen's plugin offers it): "achieve secret <value>".
ACHIEVE_SECRET = "secret "


class _ActionTables:
    """The choices of action decisions, shared by every game of one rules (a choice is immutable
    and says nothing but what its key holds, so the same choice serves every decision that offers
    it instead of being worded again), and each option string parsed once."""

    __slots__ = (
        "by_whom",
        "cards",
        "draws",
        "far",
        "fixed",
        "generation",
        "hand_melds",
        "parsed",
        "size",
        "unworded_dogmas",
        "unworded_draws",
        "unworded_hand_melds",
    )

    def __init__(self, rules: Rules) -> None:
        self.cards = rules.cards
        self.parsed: dict[str, tuple[int, str, CardInfo | None]] = {}
        #: Melds from the hand: by chooser, then by card (the common case, one lookup each).
        self.hand_melds: dict[str, _HandMelds] = {}
        #: The same, without labels (:attr:`Asking.unworded`).
        self.unworded_hand_melds: dict[str, _HandMelds] = {}
        #: Draws by the age drawn (None: a draw past age 10).
        self.draws: dict[int | None, Choice] = {}
        self.unworded_draws: dict[int | None, Choice] = {}
        #: Unworded dogmas a plugin offers, by (option, owner).
        self.unworded_dogmas: dict[tuple[str, str], Choice] = {}
        #: Other melds by (option, chooser, zone), achieves by option (unworded: by ("", option)
        #: and (option, chooser, zone, False)).
        self.fixed: dict[object, Choice] = {}
        #: Dogmas: by whom their labels name (the rule option; each player still in, from the
        #: chooser on, and their side), then by card.
        self.by_whom: dict[tuple[object, ...], dict[str, _Dogma]] = {}
        #: A dogma choice of a far opponent's card (the distance rule) with its owner, by (the
        #: chooser's choice — by id, kept with it — and the owner's seat).
        self.far: dict[tuple[int, int], tuple[Choice, Choice]] = {}
        self.size = 0
        #: How many times they started over (an engine's choosers hold some of them).
        self.generation = 0

    def clear(self) -> None:
        """Start over (a bound on memory: the choices are worded again as they are needed)."""
        self.parsed.clear()
        self.hand_melds.clear()
        self.unworded_hand_melds.clear()
        self.draws.clear()
        self.unworded_draws.clear()
        self.unworded_dogmas.clear()
        self.fixed.clear()
        self.by_whom.clear()
        self.far.clear()
        self.size = 0
        self.generation += 1


class _HandMelds(dict[str, Choice]):
    """One chooser's choices of melding a card from their hand, by card, made on first use."""

    __slots__ = ("owner", "tables", "words")

    def __init__(self, owner: str, tables: _ActionTables, words: bool = True) -> None:
        super().__init__()
        self.owner = owner
        self.tables = tables
        self.words = words

    def __missing__(self, card: str) -> Choice:
        tables = self.tables
        tables.size += 1
        label = labels.meld_action(tables.cards[card], "hand") if self.words else ""
        # (positional: id, label, kind, action, card, owner, zone)
        choice = self[card] = Choice(MELD_OPTIONS[card], label, "action", "meld", card, self.owner, "hand")
        return choice


def _parse_action(option: str, cards: Mapping[str, CardInfo]) -> tuple[int, str, CardInfo | None]:
    verb, _, arg = option.partition(" ")
    info = cards.get(arg)
    if option == "draw":
        return _DRAW, arg, None
    if verb == "meld" and info is not None:
        return _MELD, arg, info
    if verb == "dogma" and info is not None:
        return _DOGMA, arg, info
    if verb == "achieve" and arg.isdigit():
        return _ACHIEVE, arg, None
    if verb == "achieve" and arg.startswith(ACHIEVE_SECRET) and arg[len(ACHIEVE_SECRET) :].isdigit():
        return _ACHIEVE_SECRET, arg[len(ACHIEVE_SECRET) :], None
    if info is not None:  # an action a plugin adds, on a card
        return _ON_CARD, verb, info
    return _OTHER, arg, None


class ActionChoices(Dogma):
    """The engine's room that words the choices of its action decisions (mixed into
    :class:`innovation.rules.turn.Engine`)."""

    def eliminate(self, p: int, card: str | None = None) -> None:
        _CHOOSERS.pop(id(self), None)  # whom dogma labels name changes
        super().eliminate(p, card)

    def action_choices(self, p: int, options: Sequence[str]) -> list[Choice]:
        """The choices of an action decision whose options are ``Engine.legal_actions``' (in its
        order: the draw, the hand's melds, the dogmas of the top cards come first): each action's
        type, target and label (a dogma's label says whom it would affect, by the icon counts now)."""
        choosers = _CHOOSERS.get(id(self))
        if choosers is None:
            choosers = self._choosers()
        tables = choosers.tables
        if tables.size >= ACTION_CHOICES_LIMIT:
            tables.clear()
        chooser = choosers.seats[p]
        if chooser is None or chooser.generation != tables.generation:
            chooser = choosers.seats[p] = self._chooser(p, tables)
        try:  # legal_actions read it just now (for the achievements), unless there are none
            top: int = self._board_memo[p]["core.top_value"]
        except KeyError:
            top = self.highest_top_value(p)
        if "karma.static.top_value" in self.rules.implemented:
            top = self.draw_action_value(p)
        start = top if top > 1 else 1
        age: int | None = start
        if (
            start > self.edition.max_age or not self.state.decks[BASE][start - 1]
        ):  # next_draw_age, when it has a step to take
            age = self.next_draw_age(start)
        words = chooser.words
        draws = tables.draws if words else tables.unworded_draws
        draw = draws.get(age)
        if draw is None:
            label = labels.draw_action(age) if words else ""
            draw = draws[age] = Choice("draw", label, "action", action="draw", value=age)
        out = [draw]
        melds = chooser.melds
        for card in self.state.players[p].hand:
            out.append(melds[card])
        if not words:  # the dogmas of the top cards, unworded: they change with those cards only
            out += self._unworded_dogma_choices(p, chooser, tables)
            if len(out) < len(options):
                out += self._other_action_choices(chooser, tables, options[len(out) :], [])
            return out
        # The dogmas (legal_actions offers those of the top cards next): the same as last time
        # while no seat's icon counts were counted again (the board memo drops them whenever a
        # pile changes), else by the featured icon's counts.
        icons, seen = self._icon_cache, chooser.seen
        if len(seen) != 2 or icons.get(p) is not seen[0] or icons.get(chooser.order[1]) is not seen[1]:
            self._dogma_choices(p, chooser, tables)
        out += chooser.dogmas
        if len(out) < len(options):
            out += self._other_action_choices(chooser, tables, options[len(out) :], chooser.seen)
        return out

    def _dogma_choices(self, p: int, chooser: _Chooser, tables: _ActionTables) -> None:
        """Word the dogmas of ``p``'s top cards again, by the icon counts now, unless these are
        the counts they were worded for."""
        icons, seen = self._icon_cache, chooser.seen
        order = chooser.order
        if len(order) == 2:  # (no list comprehension to run, the common case)
            q = order[1]
            counts = [icons.get(p) or self.icon_counts(p), icons.get(q) or self.icon_counts(q)]
        else:
            counts = [icons.get(q) or self.icon_counts(q) for q in order]
        mine = counts[0]
        if mine is seen[0] and counts == seen:
            return
        if mine is not seen[0]:  # other top cards (else the same dogmas, by new counts)
            block: list[_Dogma] = []
            wordings = chooser.wordings
            for pile in self.state.players[p].piles:  # as legal_actions
                if pile:
                    found = wordings.get(pile[-1])
                    dogma = found if found is not None else self._dogma_wording(pile[-1], chooser, tables)
                    if dogma is not None:
                        block.append(dogma)
            chooser.block = block
        out: list[Choice] = []
        if len(counts) == 2:
            theirs = counts[1]
            for dogma in chooser.block:
                icon = dogma.icon
                out.append(dogma[mine[icon], theirs[icon]])
        else:
            columns = list(zip(*counts, strict=True))  # by icon: each seat's count
            for dogma in chooser.block:
                out.append(dogma[columns[dogma.icon]])
        chooser.seen, chooser.dogmas = counts, out

    def _unworded_dogma_choices(self, p: int, chooser: _Chooser, tables: _ActionTables) -> list[Choice]:
        """:meth:`_dogma_choices` without labels: they depend on ``p``'s top cards only (no
        icon count), so they are made again only when those changed."""
        tops = [pile[-1] for pile in self.state.players[p].piles if pile]  # as legal_actions
        if tops == chooser.tops:
            return chooser.dogmas
        block: list[_Dogma] = []
        wordings = chooser.wordings
        for card in tops:
            found = wordings.get(card)
            dogma = found if found is not None else self._dogma_wording(card, chooser, tables)
            if dogma is not None:
                block.append(dogma)
        chooser.block, chooser.tops = block, tops
        chooser.dogmas = [dogma.unworded() for dogma in block]
        return chooser.dogmas

    def _dogma_wording(self, card: str, chooser: _Chooser, tables: _ActionTables) -> _Dogma | None:
        """``chooser``'s dogma of ``card`` (None: it has no dogma), made on first use."""
        info = self.cards[card]
        if info.dogma_icon < 0:
            return None
        tables.size += 1
        wording = labels.DogmaAction(info, chooser.others, chooser.compel_partners)
        dogma = chooser.wordings[card] = _Dogma(DOGMA_OPTIONS[card], info, chooser.name, wording, tables)
        return dogma

    def _other_action_choices(
        self, chooser: _Chooser, tables: _ActionTables, options: Sequence[str], counts: list[list[int]]
    ) -> list[Choice]:
        """The choices of the actions after the dogmas: achievements, and what plugins add."""
        fixed, me, words = tables.fixed, chooser.name, chooser.words
        out: list[Choice] = []
        for option in options:
            fixed_key: object = option if words else ("", option)
            choice = fixed.get(fixed_key)  # an achievement's, worded already (the common case)
            if choice is not None:
                out.append(choice)
                continue
            kind, arg, info = _parse(tables, option, self.cards)
            if kind == _DOGMA and not words:  # (the distance rule's, every action decision)
                assert info is not None
                out.append(self._unworded_plugin_dogma(option, info, me, tables))
                continue
            if kind == _ACHIEVE:
                label = labels.achieve_action(int(arg)) if words else ""
                choice = fixed[fixed_key] = Choice(option, label, "action", action="achieve", value=int(arg))
                tables.size += 1
            elif kind == _ACHIEVE_SECRET:  # one of the chooser's own secrets (their safe)
                label = labels.achieve_secret_action(int(arg)) if words else ""
                choice = Choice(option, label, "action", action="achieve", zone="safe", value=int(arg))
                fixed[fixed_key] = choice
                tables.size += 1
            elif kind == _DOGMA:  # a dogma a plugin offers (not of a top card)
                assert info is not None
                found = chooser.wordings.get(info.id)
                dogma = found if found is not None else self._dogma_wording(info.id, chooser, tables)
                if dogma is None:  # (a card without a featured icon: its label says no more)
                    choice = Choice(
                        option,
                        labels.DogmaAction(info, (), False).label(()) if words else "",
                        "action",
                        action="dogma",
                        card=arg,
                        owner=me,
                        zone="board",
                    )
                elif not words:
                    choice = dogma.unworded()
                else:
                    choice = dogma[tuple([seat[dogma.icon] for seat in counts])]
                where = self.locate(info.id)
                if where.zone == "board" and where.player is not None and where.player != chooser.order[0]:
                    # the distance rule's dogma of a far opponent's card: it lies on their board
                    # (the choice with its owner kept beside the chooser's, made once)
                    far_key = (id(choice), where.player)
                    far = tables.far.get(far_key)
                    if far is not None and far[0] is choice:
                        choice = far[1]
                    else:
                        owned = msgspec.structs.replace(choice, owner=self.name(where.player))
                        tables.far[far_key] = (choice, owned)
                        tables.size += 1
                        choice = owned
            elif kind == _MELD:  # a meld a plugin offers from elsewhere than the hand
                assert info is not None
                zone = self._zone_of(chooser.order[0], arg)
                key: object = (option, me, zone) if words else (option, me, zone, False)
                choice = fixed.get(key)
                if choice is None:
                    label = labels.meld_action(info, zone) if words else ""
                    choice = fixed[key] = Choice(option, label, "action", action="meld", card=arg, owner=me, zone=zone)
                    tables.size += 1
            elif kind == _ON_CARD:  # an action a plugin adds, on a card the player can see
                assert info is not None
                zone = cast(Zone, self.locate(info.id).zone)
                label = labels.card_action(arg, info) if words else ""
                choice = Choice(option, label, "action", card=info.id, owner=me, zone=zone)
            else:  # an action a plugin adds without a type of the vocabulary
                choice = Choice(option, labels.option(option) if words else "", "action")
            out.append(choice)
        return out

    def _unworded_plugin_dogma(self, option: str, info: CardInfo, me: str, tables: _ActionTables) -> Choice:
        """The unworded choice of a dogma a plugin offers (not of a top card of ``me``'s): what the
        worded one says but its label — on a board, its owner is that board's player, else
        ``me`` — made once per (option, owner)."""
        owner = me
        for pl in self.state.players:  # where locate would find a board's card (a card lies in one place)
            if info.id in pl.piles[info.color]:
                owner = pl.name
                break
        else:
            where = self.locate(info.id)
            if where.zone == "board" and where.player is not None:
                owner = self.name(where.player)
        key = (option, owner)
        choice = tables.unworded_dogmas.get(key)
        if choice is None:
            # (positional: id, label, kind, action, card, owner, zone)
            choice = tables.unworded_dogmas[key] = Choice(option, "", "action", "dogma", info.id, owner, "board")
            tables.size += 1
        return choice

    def _zone_of(self, p: int, card: str) -> Zone:
        """Where ``card`` lies (:meth:`locate`), looking first in ``p``'s own expansion zones —
        where what a plugin lets them meld lies (locate looks there last)."""
        for name, cards in self.state.players[p].zones.items():
            if card in cards:
                return cast(Zone, name)
        return cast(Zone, self.locate(card).zone)

    def _choosers(self) -> _Choosers:
        choosers = _CHOOSERS[id(self)] = _Choosers(per_rules(self.rules, _ActionTables), self.n_players)
        weakref.finalize(self, _CHOOSERS.pop, id(self), None)
        return choosers

    def _chooser(self, p: int, tables: _ActionTables) -> _Chooser:
        """Whom a dogma label of ``p``'s names: ``p`` first, then every other player still in,
        clockwise from ``p``'s left (name, an opponent?), and their tables."""
        players = self.state.players
        teams = self.state.teams
        side = p if teams is None else teams[p]
        compel_partners = self.options.get("compel_partners") is True
        me = players[p].name
        order = [p]
        others: list[tuple[str, bool]] = []
        n = len(players)
        for k in range(1, n):  # clockwise from p's left, as Board.order_from_left
            q = (p + k) % n
            if not players[q].eliminated:
                order.append(q)
                others.append((players[q].name, (q if teams is None else teams[q]) != side))
        # the chooser too: a choice names its owner
        key = (compel_partners, me, *[x for pair in others for x in pair])
        wordings = tables.by_whom.get(key)
        if wordings is None:
            wordings = tables.by_whom[key] = {}
        words = me not in self.unworded
        melds_of = tables.hand_melds if words else tables.unworded_hand_melds
        melds = melds_of.get(me)
        if melds is None:
            melds = melds_of[me] = _HandMelds(me, tables, words)
        return _Chooser(me, order, others, compel_partners, wordings, melds, tables.generation, words)


def _parse(tables: _ActionTables, option: str, cards: Mapping[str, CardInfo]) -> tuple[int, str, CardInfo | None]:
    entry = tables.parsed.get(option)
    if entry is None:
        entry = tables.parsed[option] = _parse_action(option, cards)
        tables.size += 1
    return entry


class _Dogma(dict[tuple[int, ...], Choice]):
    """One chooser's choices of a dogma action (for the players their labels name), by the
    featured icon's count of each seat, made on first use."""

    __slots__ = ("bare", "card", "icon", "label", "option", "owner", "tables")

    def __init__(
        self, option: str, info: CardInfo, owner: str, wording: labels.DogmaAction, tables: _ActionTables
    ) -> None:  # (born empty: no dict.__init__ to call)
        self.option, self.card, self.icon = option, info.id, info.dogma_icon
        self.owner, self.label, self.tables = owner, wording.label, tables
        self.bare: Choice | None = None

    def unworded(self) -> Choice:
        """The choice without a label (:attr:`Asking.unworded`): the same whatever the counts."""
        choice = self.bare
        if choice is None:
            self.tables.size += 1
            # (positional: id, label, kind, action, card, owner, zone)
            choice = self.bare = Choice(self.option, "", "action", "dogma", self.card, self.owner, "board")
        return choice

    def __missing__(self, column: tuple[int, ...]) -> Choice:
        self.tables.size += 1
        label = self.label(column)
        # (positional: id, label, kind, action, card, owner, zone)
        choice = self[column] = Choice(self.option, label, "action", "dogma", self.card, self.owner, "board")
        return choice


#: By engine (its id, while it lives): each seat's part of the action choices, kept from one
#: action decision to the next. (Not an attribute of the engine: one attribute more and CPython
#: 3.11 stops sharing the keys of an engine's instance dict, and every attribute read of the rules
#: core gets slower — play() took 8% more instructions.)
_CHOOSERS: dict[int, _Choosers] = {}


class _Choosers:
    """One engine's choosers, by seat, and the tables of its rules."""

    __slots__ = ("seats", "tables")

    def __init__(self, tables: _ActionTables, n_players: int) -> None:
        self.tables = tables
        self.seats: list[_Chooser | None] = [None] * n_players


class _Chooser:
    """One chooser's part of the action choices: whom their dogma labels name (the seats from
    them on, still in the game), their tables, and their last dogma choices with the icon counts
    (of each of those seats) they were worded for."""

    __slots__ = (
        "block",
        "compel_partners",
        "dogmas",
        "generation",
        "melds",
        "name",
        "order",
        "others",
        "seen",
        "tops",
        "wordings",
        "words",
    )

    def __init__(
        self,
        name: str,
        order: list[int],
        others: list[tuple[str, bool]],
        compel_partners: bool,
        wordings: dict[str, _Dogma],
        melds: _HandMelds,
        generation: int,
        words: bool = True,
    ) -> None:
        self.name = name
        #: Whether their choices are worded (False: :attr:`Asking.unworded`, labels left empty).
        self.words = words
        self.order = order
        self.others = others
        self.compel_partners = compel_partners
        self.wordings = wordings
        self.melds = melds
        self.generation = generation
        self.seen: list[list[int]] = [[]]
        #: Unworded: the top cards the dogmas were made for (None: not yet).
        self.tops: list[str] | None = None
        #: The dogmas of their top cards then, and their choices by those counts.
        self.block: list[_Dogma] = []
        self.dogmas: list[Choice] = []
