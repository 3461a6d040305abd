"""Asking: how the engine puts a question to a player and takes the answer.

:meth:`Asking.ask` takes the next recorded answer; when there is none it builds the
:class:`~innovation.protocol.decisions.Decision` — every legal answer, and what each one means (its
:class:`~innovation.protocol.decisions.Choice`) — and asks an answerer (an inline agent on the ``play()``
path, or a parked worker handing it to the game, :mod:`innovation.running.resume`) or raises
:class:`~innovation.protocol.decisions.NeedDecision`, which unwinds to :class:`innovation.game.Game` (which
then re-runs the segment once the answer arrives). Either way card code stays plain
straight-line Python. Choices are built only for a question
that is really put to a player, never while recorded answers are replayed.

On top of it: the choice helpers (a card, several cards, a colour, a player, a value, yes/no, an
order), each saying what will happen to what is chosen (a :data:`~innovation.protocol.vocabulary.Verb`),
and the group moves whose order a player chooses (return, meld, tuck, transfer several cards).
Card and colour picks belong to a selection (:class:`~innovation.protocol.decisions.Selection`): one per
helper call, or one for several calls inside :meth:`Asking.selection` (an instruction the card
code asks for in steps, "return three cards of equal value").
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any, TypeVar, cast

from innovation.errors import IllegalAnswerError
from innovation.options import OptionValue
from innovation.protocol.decisions import DONE, NO, YES, Choice, Decision, NeedDecision, Selection
from innovation.protocol.events import Place
from innovation.protocol.vocabulary import ColorName, DecisionKind, EffectKind, Position, SplayName, Verb, Zone
from innovation.rules import labels
from innovation.rules.board import Where
from innovation.rules.cards import Rules, Splay
from innovation.rules.eventlog import Entry
from innovation.rules.moves import Moves
from innovation.rules.state import GameState

Answerer = Callable[[Decision], str]
#: Builds a decision's choices, parallel to its options, for the chooser's seat (called only when
#: it is really asked; a method of the engine's serves without a closure around it).
Describe = Callable[[int, Sequence[str]], list[Choice]]

__all__ = ["DONE", "NO", "YES", "Answerer", "Asking", "Ordered", "check_answer", "per_rules", "set_unworded"]

T = TypeVar("T")
#: By the kind of table, then the rules' id; a table goes with its rules.
_PER_RULES: dict[object, dict[int, Any]] = {}


#: By engine (its id, while it lives): :attr:`Asking.unworded`. (Not an attribute of the engine:
#: one attribute more and CPython 3.11 stops sharing the keys of an engine's instance dict, and
#: every attribute read of the rules core gets slower — see innovation.rules.actions._CHOOSERS.)
_UNWORDED: dict[int, frozenset[str]] = {}
_NOBODY: frozenset[str] = frozenset()


def set_unworded(engine: Asking, players: frozenset[str]) -> None:
    """Make ``players``' choices on ``engine`` without labels (:attr:`Asking.unworded`)."""
    if players:
        if id(engine) not in _UNWORDED:
            weakref.finalize(engine, _UNWORDED.pop, id(engine), None)
        _UNWORDED[id(engine)] = players
    else:
        _UNWORDED.pop(id(engine), None)


def per_rules(rules: Rules, make: Callable[[Rules], T]) -> T:
    """The one ``make(rules)`` of ``rules``, made on first use and dropped with them: tables of
    choices shared by every game of those rules (a choice is immutable and says nothing but what
    its key holds, so the same choice serves every decision that offers it)."""
    tables = _PER_RULES.get(make)
    if tables is None:
        tables = _PER_RULES[make] = {}
    table: T | None = tables.get(id(rules))
    if table is None:
        table = tables[id(rules)] = make(rules)
        weakref.finalize(rules, tables.pop, id(rules), None)
    return table


#: How many card choices one rules' table keeps before it starts over.
CARD_CHOICES_LIMIT = 20_000


class _CardChoices(dict[tuple[str, str | None, str, str], Choice]):
    """The choices of card decisions whose labels say to the chooser whose the card is (the
    candidates lie in several places, or it is hidden), by (option, owner, zone, the chooser):
    shared by every game of one rules. ``by_place``: those of visible cards offered from one place
    only (by owner and zone, then card), ``placed`` of them."""

    __slots__ = ("by_place", "placed")

    def __init__(self, rules: Rules) -> None:
        super().__init__()
        self.by_place: dict[tuple[str | None, Zone], dict[str, Choice]] = {}
        self.placed = 0

    def clear(self) -> None:
        super().clear()
        self.by_place.clear()
        self.placed = 0


class _UnwordedCardChoices(_CardChoices):
    """The same, without labels (:attr:`Asking.unworded`): a table of their own."""

    __slots__ = ()


class _UnwordedPlainChoices(dict[tuple[str, str], Choice]):
    """The unworded choices of options that say what they are by themselves, by (decision kind,
    option) (:meth:`Asking._unworded_plain_choices`)."""

    __slots__ = ()

    def __init__(self, rules: Rules) -> None:
        super().__init__()


#: "done", by whether the selection has picks already ("Done") or not ("Decline").
_DONE_CHOICES = (Choice(DONE, labels.done(False), "done"), Choice(DONE, labels.done(True), "done"))
#: "done" without a label (:attr:`Asking.unworded`).
_UNWORDED_DONE = Choice(DONE, "", "done")


class Ordered(list[str]):
    """Cards in an order their player already chose (one pick at a time): group moves handle them
    in that order instead of asking again."""


def check_answer(decision: Decision, answer: object) -> None:
    if not isinstance(answer, str):
        raise IllegalAnswerError(f"answers are strings; got {type(answer).__name__}")
    if answer not in decision.options:
        shown = answer if len(answer) <= 60 else answer[:57] + "..."
        raise IllegalAnswerError(f"{shown!r} is not one of the options for {decision.player}: {decision.prompt}")


class _Picking:
    """An open selection: its id (the number of its first question, once one is asked), the
    picks made so far, and — for a group opened with :meth:`Asking.selection` — its own bounds."""

    __slots__ = ("id", "max_count", "min_count", "picked")

    def __init__(self, min_count: int = 0, max_count: int | None = None) -> None:
        self.id: int | None = None
        self.picked: list[str] = []
        self.min_count = min_count
        self.max_count = max_count

    def bounds(self, need: int, allow: int) -> tuple[int, int]:
        """The open (min, max) of the next pick, given what the asking helper needs and allows."""
        if self.max_count is None:
            return need, allow
        left = len(self.picked)
        return max(need, self.min_count - left), max(1, self.max_count - left)


#: Where a verb puts the chosen card, for the player doing it (None: no single place).
_DEST: dict[str, tuple[Zone, Position | None]] = {
    "meld": ("board", "top"),
    "tuck": ("board", "bottom"),
    "score": ("score", None),
    "achieve": ("achievements", None),
    "foreshadow": ("forecast", None),
}


class Asking(Moves):
    """Questions and the choice helpers built on them."""

    @property
    def unworded(self) -> frozenset[str]:
        """Players whose choices are made without labels (``Choice.label`` empty): who read only
        the choices' fields (``Game.set_words_choices``; the AI environments). Their choices mean
        the same, field for field, and the game goes on exactly as with labels — only the
        wording, the dogma labels' icon counts above all, is not worked out. Set with
        :func:`set_unworded`."""
        return _UNWORDED.get(id(self), _NOBODY)

    def __init__(
        self,
        rules: Rules,
        state: GameState,
        events: list[Entry],
        answers: list[str] | None = None,
        answerer: Answerer | None = None,
        on_answer: Callable[[str, str], None] | None = None,
        options: Mapping[str, OptionValue] | None = None,
    ) -> None:
        super().__init__(rules, state, events, options)
        self.answers: list[str] = answers if answers is not None else []
        self.answerer = answerer
        self.on_answer = on_answer
        #: The game's number of the first decision of this segment (``Decision.number`` of a
        #: question is this plus the answers consumed before it); set by the game.
        self.first_number = 0
        #: Players whose questions are asked without choices (``Decision.choices`` empty): those
        #: who never read them skip building them — inline agents saying ``reads_choices = False``
        #: (simulation bots) and players set so with ``Game.set_reads_choices``. Every other
        #: decision has its choices (``game.pending`` by default).
        self.bare: frozenset[str] = frozenset()

    def _begin_segment(self) -> None:
        super()._begin_segment()
        #: How many of ``answers`` were taken so far.
        self.position = 0
        #: Kind of the effect being resolved ("demand", "compel", "cooperative", "echo") or None.
        self.effect_kind: str | None = None
        self._picking: _Picking | None = None

    # ------------------------------------------------------------------ decisions
    def _replacing_may(self) -> bool:
        """Whether the effect running now replaces "may" with "must" (:class:`innovation.rules.dogma.Dogma`
        says; nothing below a dogma does)."""
        return False

    def ask(
        self,
        p: int,
        kind: DecisionKind,
        prompt: str,
        options: Sequence[str],
        source: str | None = None,
        *,
        option_labels: Mapping[str, str] | None = None,
        verb: Verb | None = None,
        dest: Place | None = None,
        splay: Splay | None = None,
        bounds: tuple[int, int] | None = None,
        describe: Describe | None = None,
    ) -> str:
        """Ask ``p`` to pick one of ``options``. ``option_labels``: plain-English labels for some
        options (the others are worded from their kind); ``verb``/``dest``/``splay``: what will
        happen to what is chosen; ``bounds``: the open (min, max) of the selection being picked
        (card and colour helpers); ``describe``: builds the choices (card and action questions).
        The question goes to whoever answers for ``p`` now (:meth:`decider`)."""
        p = self.decider(p)
        must = False  # "done" taken away: the choices built for the options must lose it too
        if kind != "action" and self._replacing_may():  # "replacing 'may' with 'must'" (Blackmail)
            if kind == "yes_no" and YES in options:
                return YES
            if DONE in options and len(options) > 1:
                must = True
                options = [o for o in options if o != DONE]
                if len(options) == 1:  # a required pick with a single possible answer is not asked
                    return options[0]
                if bounds is not None:
                    bounds = (max(bounds[0], 1), bounds[1])
        picking = self._picking if bounds is not None else None
        if picking is not None and picking.id is None:
            picking.id = self.first_number + self.position
        if self.position < len(self.answers):
            answer = self.answers[self.position]
            self.position += 1
            if answer not in options:
                check_answer(Decision(self.name(p), kind, prompt, tuple(options)), answer)
            return answer
        name = self.name(p)
        effect, activator = self._asking_effect()
        decision = Decision(
            player=name,
            kind=kind,
            prompt=prompt,
            options=tuple(options),
            source=source,
            demand=self.effect_kind in ("demand", "compel"),
            effect=effect,
            activator=activator,
            number=self.first_number + self.position,
            choices=()
            if name in self.bare
            else tuple(
                (describe(p, options) if not must else [c for c in describe(p, options) if c.id != DONE])
                if describe is not None
                else self._plain_choices(p, kind, options, option_labels, picking)
            ),
            verb=verb,
            dest=dest,
            splay=None if splay is None else cast(SplayName, splay.label),
            selection=None
            if picking is None or bounds is None or picking.id is None
            else Selection(picking.id, bounds[0], bounds[1], tuple(picking.picked)),
        )
        if self.answerer is None:
            raise NeedDecision(decision)
        answer = self.answerer(decision)
        check_answer(decision, answer)  # the one check of an inline answer (hostile input)
        if self.on_answer is not None:  # first: the game takes it before the engine records it
            self.on_answer(decision.player, answer)
        self.answers.append(answer)
        self.position += 1
        return answer

    def _asking_effect(self) -> tuple[EffectKind | None, str | None]:
        """The kind of the effect asking now and the name of its activator (``Decision.effect``,
        ``Decision.activator``); (None, None) outside an effect (:class:`innovation.rules.dogma.Dogma`
        knows the effects)."""
        return None, None

    def _plain_choices(
        self,
        p: int,
        kind: DecisionKind,
        options: Sequence[str],
        given: Mapping[str, str] | None,
        picking: _Picking | None,
    ) -> list[Choice]:
        """Choices for options that say what they are by themselves (colours, players, values,
        yes/no, named alternatives)."""
        me = self.name(p)
        if me in self.unworded:
            return self._unworded_plain_choices(kind, options)
        out: list[Choice] = []
        for option in options:
            label = given.get(option) if given is not None else None
            if option == DONE:
                picked = bool(picking and picking.picked)
                out.append(Choice(option, label, "done") if label else _DONE_CHOICES[picked])
            elif kind == "color":
                out.append(Choice(option, label or labels.color(option), "color", color=cast(ColorName, option)))
            elif kind == "player":
                out.append(Choice(option, label or labels.player(option, me), "player", player=option))
            elif kind == "value":
                out.append(Choice(option, label or option, "value", value=int(option)))
            elif kind == "yes_no":
                out.append(Choice(option, label or labels.yes_no(option), "yes_no"))
            elif option in self.rules.specials:
                special = self.rules.specials[option]
                out.append(Choice(option, label or labels.special(special), "option", card=option))
            elif option in self.cards:
                out.append(Choice(option, label or labels.card(self.cards[option]), "option", card=option))
            elif option.isdigit():
                out.append(Choice(option, label or option, "option", value=int(option)))
            else:
                out.append(Choice(option, label or labels.option(option), "option"))
        return out

    def _unworded_plain_choices(self, kind: DecisionKind, options: Sequence[str]) -> list[Choice]:
        """:meth:`_plain_choices` without their labels (every field else the same). Without a
        label such a choice says nothing but its kind and option: each is made once per rules."""
        table = per_rules(self.rules, _UnwordedPlainChoices)
        if len(table) >= CARD_CHOICES_LIMIT:
            table.clear()
        out: list[Choice] = []
        for option in options:
            choice = table.get((kind, option))
            if choice is None:
                if option == DONE:
                    choice = _UNWORDED_DONE
                elif kind == "color":
                    choice = Choice(option, "", "color", color=cast(ColorName, option))
                elif kind == "player":
                    choice = Choice(option, "", "player", player=option)
                elif kind == "value":
                    choice = Choice(option, "", "value", value=int(option))
                elif kind == "yes_no":
                    choice = Choice(option, "", "yes_no")
                elif option in self.rules.specials or option in self.cards:
                    choice = Choice(option, "", "option", card=option)
                elif option.isdigit():
                    choice = Choice(option, "", "option", value=int(option))
                else:
                    choice = Choice(option, "", "option")
                table[kind, option] = choice
            out.append(choice)
        return out

    def _dest(self, verb: Verb, p: int, to: Where | None) -> Place | None:
        if to is not None:
            return self.place(to, "top" if to.zone == "board" else None)
        if verb == "return":
            return Place(zone="deck", position="bottom")
        spot = _DEST.get(verb)
        if spot is None:
            return None
        return self.place(Where(spot[0], p), spot[1])

    def decider(self, p: int) -> int:
        """Who answers ``p``'s questions now (``p``; a dogma may hand them to another player:
        :meth:`innovation.rules.dogma.Dogma.decider`)."""
        return p

    def hidden_token(self, card: str, where: Where | None = None) -> str:
        where = self.locate(card) if where is None else where
        info = self.cards[card]
        owner = "" if where.player is None else self.name(where.player)
        return f"{owner}:{where.zone}:{info.set}:{info.age}"

    # ------------------------------------------------------------------ selections
    @contextmanager
    def selection(self, *, min_count: int = 0, max_count: int | None = None) -> Iterator[None]:
        """Make the card or colour picks of several helper calls one selection (one instruction
        asked in steps): they share its id and its picks, and ``min_count``/``max_count`` bound
        the whole instruction ("you may return three cards": 0 and 3)."""
        if self._picking is not None:  # already inside one: the outer instruction decides
            yield
            return
        self._picking = _Picking(min_count, max_count)
        try:
            yield
        finally:
            self._picking = None

    @contextmanager
    def _one_selection(self, *, fresh: bool = False) -> Iterator[_Picking]:
        """The selection the picks of one helper call belong to: an enclosing group, or (always,
        when ``fresh``) its own."""
        outer = self._picking
        if outer is not None and not fresh:
            yield outer
            return
        self._picking = picking = _Picking()
        try:
            yield picking
        finally:
            self._picking = outer

    def _pick_card(
        self,
        p: int,
        candidates: Iterable[str],
        prompt: str,
        *,
        need: int,
        allow: int,
        verb: Verb,
        dest: Place | None,
        source: str | None,
        picking: _Picking,
        kind: DecisionKind = "card",
        splay: Splay | None = None,
    ) -> str | None:
        """One pick of a selection: ``need`` more picks are required (``"done"`` is offered when
        none is), at most ``allow`` more are possible. Cards ``p`` may not see are offered as
        hidden tokens; a required pick with a single possible answer is made without asking.
        The cards are offered as the player answering for ``p`` sees them (:meth:`decider`)."""
        p = self.decider(p)
        by_token: dict[str, tuple[str, Where]] = {}
        for card in candidates:
            where = self.locate(card)
            token = card if self.can_see(p, card, where) else self.hidden_token(card, where)
            by_token.setdefault(token, (card, where))
        if not by_token:
            return None
        if need > 0 and len(by_token) == 1:
            token, (card, _) = next(iter(by_token.items()))
            picking.picked.append(token)
            return card
        options = list(by_token)
        if need == 0:
            options.append(DONE)

        def describe(_p: int, _options: Sequence[str]) -> list[Choice]:
            return self._card_choices(p, by_token, picking, need == 0)

        answer = self.ask(
            p,
            kind,
            prompt,
            options,
            source,
            verb=verb,
            dest=dest,
            splay=splay,
            bounds=picking.bounds(need, allow),
            describe=describe,
        )
        if answer == DONE:
            return None
        picking.picked.append(answer)
        return by_token[answer][0]

    def _card_choices(
        self, p: int, by_token: Mapping[str, tuple[str, Where]], picking: _Picking, may_stop: bool
    ) -> list[Choice]:
        players = self.state.players
        me = players[p].name
        places = iter(by_token.values())
        _, first = next(places)
        spread = False  # the candidates lie in more than one place (zone and owner)
        for _, where in places:
            if where.zone != first.zone or where.player != first.player:
                spread = True
                break
        words = me not in self.unworded
        table = per_rules(self.rules, _CardChoices if words else _UnwordedCardChoices)
        if len(table) + table.placed >= CARD_CHOICES_LIMIT:
            table.clear()
        out: list[Choice] = []
        # All in one place (the common case): the visible cards' choices by card, for that place.
        here, zone_here = None if first.player is None else players[first.player].name, cast(Zone, first.zone)
        visible = None if spread else table.by_place.get((here, zone_here))
        if visible is None and not spread:
            visible = table.by_place[here, zone_here] = {}
        for token, (card, where) in by_token.items():
            if visible is not None and token == card:
                choice = visible.get(token)
                if choice is None:
                    label = labels.card(self.cards[card]) if words else ""
                    choice = visible[token] = Choice(token, label, "card", card=card, owner=here, zone=zone_here)
                    table.placed += 1
                out.append(choice)
                continue
            # Spread over several places, or a hidden card: the label says whose, to the chooser.
            owner = None if where.player is None else players[where.player].name
            key = (token, owner, where.zone, me)
            choice = table.get(key)
            if choice is None:
                info = self.cards[card]
                zone = cast(Zone, where.zone)
                if token == card:
                    label = labels.card_at(info, zone, owner, me) if words else ""
                    choice = Choice(token, label, "card", card=card, owner=owner, zone=zone)
                else:
                    label = labels.hidden(info.set, info.age, zone, owner, me) if words else ""
                    choice = Choice(token, label, "hidden", owner=owner, zone=zone, set=info.set, age=info.age)
                table[key] = choice
            out.append(choice)
        if may_stop:
            out.append(_DONE_CHOICES[bool(picking.picked)] if words else _UNWORDED_DONE)
        return out
