"""Dogma resolution (RULES.md §3): who is affected by each effect, in which order, the sharing
bonus, and the nested executions cards ask for ("execute the non-demand effects of …",
Artifacts' "execute all effects as if they were on this card").

Effects are the card functions registered by plugins; each runs with an
:class:`~innovation.rules.context.EffectContext` made by :meth:`Dogma.effect_context`, which the turn
room (:class:`innovation.rules.turn.Engine`) provides — that keeps this room below the context module.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

from innovation.errors import NotImplementedRuleError, PluginError, hook_result
from innovation.protocol.vocabulary import EFFECT_KINDS, EffectKind
from innovation.rules.cards import COLORS, CardEffects, EffectCallable
from innovation.rules.choosing import Choosing
from innovation.rules.karmas import Karma, note_karma

#: The executions (4th edition: self-, full and super-) that show their card even when everybody
#: has seen it before (docs/rulings.md, The Unseen); the others show only a card not seen by all.
_SHOWN_AGAIN = frozenset({"self", "fully", "super"})


def _is_set_name(value: object) -> bool:
    return value is None or isinstance(value, str)


class DogmaComplete(Exception):
    """Ends the current dogma at once ("the dogma action is complete")."""


@dataclass(slots=True)
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
    #: A self- or full execution inside another (4th edition), not a dogma action.
    nested: bool = False
    #: Players the distance rule keeps out of this dogma's shared effects (they returned no card
    #: to share), and those who returned a card to avoid its demand (4th edition).
    not_sharing: frozenset[int] = frozenset()
    avoided: set[int] = field(default_factory=set)
    #: Who answers a player's questions during this run and the executions inside it, by seat
    #: (Hitchhiking, The Unseen: "that player makes all decisions for you"); None: everyone
    #: answers their own.
    deciders: dict[int, int] | None = None
    #: "Replacing 'may' with 'must'" (The Unseen's Blackmail): while this run is the innermost, a
    #: player may not decline a choice, and a yes/no question is answered yes. Nested executions
    #: inside it inherit it (BGA ``replace_may_with_must``).
    must: bool = False
    #: A karma's execution (:meth:`Dogma.run_karmas`): while one is on the stack, no other karma
    #: fires ("no karma inside a karma").
    karma: bool = False


#: Per engine, the static karma triggers being computed now (a static that reads its own quantity
#: sees the printed one: no loop). Beside the engine, not on it (tests/core/test_state.py).
_COMPUTING: weakref.WeakKeyDictionary[Dogma, set[str]] = weakref.WeakKeyDictionary()


class Dogma(Choosing):
    """Resolves dogmas and nested executions."""

    #: The dogmas (and nested executions) being resolved, innermost last (an empty list made by
    #: :class:`innovation.rules.turn.Engine`, which is what runs: one constructor fewer per segment).
    dogma_stack: list[DogmaRun]

    def effect_context(self, player: int, run: DogmaRun, card: str, kind: str) -> object:
        """The context an effect function is called with (made by :class:`innovation.rules.turn.Engine`)."""
        raise NotImplementedError("Dogma is a layer of the engine: make an innovation.rules.turn.Engine to run effects")

    def karma_context(self, owner: int, run: DogmaRun, card: str) -> object:
        """The context a karma's function is called with (made by :class:`innovation.rules.turn.Engine`)."""
        raise NotImplementedError("Dogma is a layer of the engine: make an innovation.rules.turn.Engine to run karmas")

    def card_context(self, p: int, card: str) -> object:
        """``p``'s :class:`~innovation.rules.context.CardContext` on behalf of ``card`` (a karma's
        ``match`` and a static karma get it; made by :class:`innovation.rules.turn.Engine`)."""
        raise NotImplementedError("Dogma is a layer of the engine: make an innovation.rules.turn.Engine to run karmas")

    # ------------------------------------------------------------------ karma (docs/hooks.md, "Karma")
    def in_karma(self) -> bool:
        """Whether a karma is executing now (then no other karma fires)."""
        return any(run.karma for run in self.dogma_stack)

    def _would_karmas(self, trigger: str, player: int, args: Mapping[str, object]) -> list[tuple[int, Karma]]:
        """The would-karmas that apply to ``player``'s event: those of ``player``'s top cards, then
        those marked ``anyone`` on the other players' top cards (clockwise from ``player``'s left),
        each in printed order, whose ``match`` accepts the event."""
        effects = self.rules.effects
        players = self.state.players
        out: list[tuple[int, Karma]] = []
        for q in [player, *self.order_from_left(player)[:-1]]:
            for pile in players[q].piles:
                fx = effects.get(pile[-1]) if pile else None
                if fx is None or not fx.karmas:
                    continue
                for karma in fx.karmas:
                    if (
                        karma.trigger == trigger
                        and karma.kind in ("first", "instead")
                        and (q == player or karma.anyone)
                        and karma.matches(self.card_context(q, karma.card_id), args)
                    ):
                        out.append((q, karma))
        return out

    def would_karma_applies(self, trigger: str, player: int, args: Mapping[str, object]) -> bool:
        return not self.in_karma() and bool(self._would_karmas(trigger, player, args))

    def run_karmas(self, trigger: str, player: int, args: Mapping[str, object]) -> bool:
        """``player`` would do ``trigger`` (``args``: the trigger's arguments, ``player`` among them):
        run the would-karma that applies — the turn player chooses one when several do — and
        return whether it replaced the event ("instead"). Nothing fires inside a karma."""
        if self.in_karma():
            return False
        found = self._would_karmas(trigger, player, args)
        if not found:
            return False
        owner, karma = found[0]
        if len(found) > 1:
            labels_by = {
                str(i): f"{self.name(q)}'s {self.cards[k.card_id].name}: {k.text}" for i, (q, k) in enumerate(found)
            }
            picked = self.choose_option(self.state.turn_player, labels_by, "Choose the karma that applies")
            owner, karma = found[int(picked)]
        return self._execute_karma(owner, karma, args)

    def run_when_karmas(self, card: str, args: Mapping[str, object]) -> None:
        """``card`` was just melded: its "when you meld this card" karmas run, in printed order,
        for the player who melded it — even inside another karma (they are read from the card
        itself, not from a board)."""
        fx = self.rules.effects.get(card)
        if fx is None:
            return
        player = args["player"]
        assert isinstance(player, int)
        for karma in fx.karmas:
            if karma.kind == "when" and karma.matches(self.card_context(player, card), args):
                self._execute_karma(player, karma, args)

    def _execute_karma(self, owner: int, karma: Karma, args: Mapping[str, object]) -> bool:
        card = karma.card_id
        info = self.cards[card]
        self._say_executes(owner, card, "karma")
        note_karma(karma, len(self.events))
        counts = [self.icon_count(q, info.dogma_icon) if info.dogma_icon >= 0 else 0 for q in range(self.n_players)]
        run = DogmaRun(activator=owner, card=card, counts=counts, nested=True, must=self._replacing_may(), karma=True)
        self.dogma_stack.append(run)
        try:
            result = karma.call(self.karma_context(owner, run, card), args)
        finally:
            self.dogma_stack.pop()
        return karma.kind == "instead" or result is True

    def static_karmas(self, trigger: str, p: int, args: Mapping[str, object]) -> list[Any]:
        """What the static karmas of ``trigger`` on ``p``'s top cards return (printed order, pile
        by pile). While one of them is computed, the same quantity read again is the printed one.
        Statics apply inside karmas too (docs/rulings.md, "Karma")."""
        computing = _COMPUTING.get(self)
        if computing is None:
            computing = _COMPUTING[self] = set()
        if trigger in computing:
            return []
        effects = self.rules.effects
        out: list[Any] = []
        computing.add(trigger)
        try:
            for pile in self.state.players[p].piles:
                fx = effects.get(pile[-1]) if pile else None
                if fx is None or not fx.karmas:
                    continue
                for karma in fx.karmas:
                    if karma.kind == "static" and karma.trigger == trigger:
                        ctx = self.card_context(p, karma.card_id)
                        if karma.matches(ctx, args):
                            value = karma.call(ctx, args)
                            note_karma(karma, len(self.events), value)
                            out.append(value)
        finally:
            computing.discard(trigger)
        return out

    def static_total(self, trigger: str, p: int, args: Mapping[str, object]) -> int:
        """The sum of the static karmas of ``trigger`` for ``p`` (each a whole number)."""
        total = 0
        for value in self.static_karmas(trigger, p, args):
            if isinstance(value, bool) or not isinstance(value, int):
                raise PluginError(f"a static {trigger!r} karma returned {value!r}, not a whole number")
            total += value
        return total

    def dogma(
        self,
        p: int,
        card: str,
        *,
        extra_icons: int = 0,
        on_finish: Callable[[], None] | None = None,
        demand_times: int = 1,
        activator_times: int = 1,
        echo_effects: bool = True,
        counts: Sequence[int] | None = None,
    ) -> None:
        """Resolve a dogma of ``card`` activated by ``p`` (RULES.md §3).

        ``extra_icons`` adds to the activator's featured-icon count (an artifact's free dogma);
        ``on_finish`` runs after every effect and before the sharing bonus (the artifact returns).
        ``demand_times``: the demand (or compel) goes round the affected players that many times;
        ``activator_times``: the activator executes each shared effect (echo and non-demand) that
        many times in a row, sharers still once (an action that doubles a dogma). Nested executions
        ("execute the effects of …") are never repeated. The card need not be on a board; a card
        printed without effects runs only the effects hooks add (echo effects). ``echo_effects=False``
        leaves out those echo effects (the 4th edition's free dogma of an artifact on display).
        ``counts``: what decides who shares and who is demanded, one whole number per seat, in place
        of the featured icon's counts (a karma's "instead of the featured icon, use …")."""
        for times in (demand_times, activator_times):
            if isinstance(times, bool) or not isinstance(times, int) or not 1 <= times <= 10:
                raise ValueError(f"a dogma's effects run 1 to 10 times, not {times!r}")
        if "karma.dogma" in self.rules.implemented and self.run_karmas("dogma", p, {"card": card, "player": p}):
            return
        info = self.cards[card]
        effects = self._effects_to_execute(card) or CardEffects(card)
        icon = info.dogma_icon
        if counts is None:
            frozen = [self.icon_count(q, icon) for q in range(self.n_players)]
        else:
            frozen = list(counts)
            if len(frozen) != self.n_players or not all(isinstance(c, int) and not isinstance(c, bool) for c in frozen):
                raise ValueError(f"a dogma's counts are one whole number per seat, not {counts!r}")
        frozen[p] += extra_icons
        run = DogmaRun(activator=p, card=card, counts=frozen)
        self.show_out_of_sight(p, card, unless_seen=True)  # read out to all (docs/rulings.md, "Figures")
        self.say("dogma", p, card, count=frozen[p])
        steps: list[tuple[str, EffectCallable]] = []
        if echo_effects and (not extra_icons or self.edition.echoes_on_free_dogma):
            steps += [("echo", fn) for fn in self._echo_effects(self._echo_owner(p, card), card)]
        if echo_effects and "karma.static.dogma_effects" in self.rules.implemented:
            steps += [("echo", fn) for fn in self._karma_effects(self._echo_owner(p, card), card)]
        if effects.demand is not None and effects.demand_kind is not None:
            steps.append((effects.demand_kind, effects.demand))
        steps += [("cooperative", fn) for fn in effects.non_demands]
        if self.edition.distance_rule_from and any(kind in ("echo", "cooperative") for kind, _ in steps):
            run.not_sharing = self._distance_sharing(run)
        self.dogma_stack.append(run)
        try:
            for kind, fn in steps:
                demand = kind in ("demand", "compel")
                for round_ in range(demand_times if demand else 1):
                    if round_:
                        self.log("repeat", f"The {kind} of {info.name} goes round again.", p, card)
                    for q in self._affected(run, kind):
                        if demand and "karma.demand" in self.rules.implemented and self._demand_karma(run, q):
                            continue
                        for time_ in range(activator_times if q == p and not demand else 1):
                            if time_:
                                self.log("repeat", f"{self.name(q)} executes the effect again.", q, card)
                            self._execute_step(run, kind, fn, q)
        except DogmaComplete:
            pass
        finally:
            self.dogma_stack.pop()
        if on_finish is not None:
            on_finish()
        if run.shared:
            self.say("share_bonus", p, card)
            bonus_set: str | None = None
            if "innovation_share_bonus_set" in self.rules.implemented:
                bonus_set = self.hook.innovation_share_bonus_set(ctx=self.hook_context(p), card=card)
                hook_result("innovation_share_bonus_set", bonus_set, _is_set_name, "a card set's name or None")
            self.draw(p, self.highest_top_value(p), bonus_set, share_icon=icon)
        elif "karma.no_share" in self.rules.implemented and any(kind in ("echo", "cooperative") for kind, _ in steps):
            self._no_share_karmas(run)

    def _karma_effects(self, p: int, card: str) -> list[EffectCallable]:
        """The effects static karmas of ``p`` add to a dogma of ``card``, run like echo effects."""
        out: list[EffectCallable] = []
        for group in self.static_karmas("dogma_effects", p, {"card": card}):
            if not isinstance(group, list) or not all(callable(fn) for fn in group):
                raise PluginError(f"a static 'dogma_effects' karma returned {group!r}, not a list of effect functions")
            out += group
        return out

    def effect_piles(self, p: int, color: int) -> tuple[int, ...]:
        """The colours of ``p``'s piles whose shown effects run when ``p``'s ``color`` pile's effects
        are executed, in order: ``(color,)``, or what static "pile_effects" karmas return (several:
        one after another, each colour once; ``color`` itself last unless one names it)."""
        if "karma.static.pile_effects" not in self.rules.implemented:
            return (color,)
        out: list[int] = []
        for group in self.static_karmas("pile_effects", p, {"color": color}):
            if not isinstance(group, list) or not all(
                isinstance(c, int) and not isinstance(c, bool) and 0 <= c < len(COLORS) for c in group
            ):
                raise PluginError(f"a static 'pile_effects' karma returned {group!r}, not a list of colours")
            out += [c for c in group if c not in out]
        if color not in out:
            out.append(color)
        return tuple(out)

    def requirement_relief(self, p: int, achievement: str) -> int:
        """By how much each number in the requirement of the special achievement ``achievement`` is
        lower for ``p`` (static "special_requirements" karmas, added up; 0 without them)."""
        if "karma.static.special_requirements" not in self.rules.implemented:
            return 0
        total = 0
        for v in self.static_karmas("special_requirements", p, {"achievement": achievement}):
            if isinstance(v, bool) or not isinstance(v, int) or v < 0:
                raise PluginError(f"a static 'special_requirements' karma returned {v!r}, not a whole number >= 0")
            total += v
        return total

    def dogma_targets(self, p: int) -> list[str]:
        """The cards static karmas let ``p`` activate with a Dogma action besides their own top cards."""
        out: list[str] = []
        for group in self.static_karmas("dogma_targets", p, {}):
            if not isinstance(group, list) or not all(isinstance(c, str) and c in self.cards for c in group):
                raise PluginError(f"a static 'dogma_targets' karma returned {group!r}, not a list of card ids")
            out += [c for c in group if c not in out]
        return out

    def _demand_karma(self, run: DogmaRun, q: int) -> bool:
        """``q`` is about to execute ``run``'s demand (or compel): its karmas; whether one skips it."""
        return self.run_karmas("demand", q, {"card": run.card, "player": q, "activator": run.activator})

    def _no_share_karmas(self, run: DogmaRun) -> None:
        """Nobody shared ``run``'s effects though an opponent could have (their featured icons were
        enough): the "no_share" karmas of each opponent of the activator, from their left."""
        p = run.activator
        could = [q for q in self._affected(run, "cooperative") if self.team(q) != self.team(p)]
        if not could:
            return
        for q in self.opponents(p):
            self.run_karmas("no_share", q, {"card": run.card, "player": q, "activator": p})

    def _call_effect(self, fn: EffectCallable, p: int, run: DogmaRun, card: str, kind: str) -> None:
        """``p`` executes one of ``card``'s effects (of ``kind``) under ``run``, the questions it asks
        saying which kind of effect asks (``Decision.effect``)."""
        outer_kind, self.effect_kind = self.effect_kind, kind
        try:
            fn(self.effect_context(p, run, card, kind))
        finally:
            self.effect_kind = outer_kind

    def _execute_step(self, run: DogmaRun, kind: str, fn: EffectCallable, q: int) -> None:
        """``q`` executes one effect of ``run`` (noting a demand's effect and the sharing bonus)."""
        if q in run.avoided or (q != run.activator and kind in ("demand", "compel") and self._distance_avoids(run, q)):
            return
        before = self.changes
        outer_kind, self.effect_kind = self.effect_kind, kind
        try:
            fn(self.effect_context(q, run, run.card, kind))
        finally:
            self.effect_kind = outer_kind
        if self.changes == before:
            return
        if kind in ("demand", "compel"):
            run.demand_changed = True
        elif self.team(q) != self.team(run.activator):
            run.shared = True

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
        if run.not_sharing:
            return [q for q in order if run.counts[q] >= mine and q not in run.not_sharing]
        return [q for q in order if run.counts[q] >= mine]

    # ------------------------------------------------------------------ the distance rule (4th edition)
    def distant_players(self, p: int) -> list[int]:
        """The players the distance rule sets apart from ``p`` (RULES-4e.md §5): in an individual
        game of 4 or 5 players of the 4th edition, those not sitting next to ``p`` (4 players: the
        one opposite; 5: the two across), clockwise from ``p``'s left. Empty otherwise."""
        n = self.n_players
        start = self.edition.distance_rule_from
        if not start or n < start or self.state.teams is not None:
            return []
        return [q for q in self.order_from_left(p) if min((q - p) % n, (p - q) % n) >= 2]

    def _distance_sharing(self, run: DogmaRun) -> frozenset[int]:
        """Ask each distant player who would share ``run``'s effects whether they return a card from
        their hand to share them; those who do not (or have no card) are kept out."""
        out: set[int] = set()
        info = self.cards[run.card]
        for q in self.distant_players(run.activator):
            if run.counts[q] < run.counts[run.activator] or self.state.players[q].eliminated:
                continue
            hand = self.state.players[q].hand
            picked = (
                self.choose_card(
                    q,
                    list(hand),
                    f"Distance rule: return a card from your hand to share the effects of {info.name}?",
                    verb="return",
                    optional=True,
                    source=run.card,
                )
                if hand
                else None
            )
            if picked is None:
                out.add(q)
            else:
                self.return_card(q, picked)
        return frozenset(out)

    def _distance_avoids(self, run: DogmaRun, q: int) -> bool:
        """Whether distant player ``q``, about to be hit by ``run``'s demand, returns a card from
        their hand to avoid it (asked once per dogma)."""
        if q not in self.distant_players(run.activator) or not self.state.players[q].hand:
            return False
        info = self.cards[run.card]
        picked = self.choose_card(
            q,
            list(self.state.players[q].hand),
            f"Distance rule: return a card from your hand to avoid the demand of {info.name}?",
            verb="return",
            optional=True,
            source=run.card,
        )
        if picked is None:
            return False
        self.return_card(q, picked)
        run.avoided.add(q)
        return True

    def _asking_effect(self) -> tuple[EffectKind | None, str | None]:
        """The effect being executed (its kind) and the activator of the innermost run: the demander
        of a demand, the sharer's host of a shared effect."""
        if self.effect_kind not in EFFECT_KINDS or not self.dogma_stack:
            return None, None
        return cast(EffectKind, self.effect_kind), self.name(self.dogma_stack[-1].activator)

    def decider(self, p: int) -> int:
        """Who answers ``p``'s questions now: another player while a run being resolved hands
        them over (:attr:`DogmaRun.deciders`, the innermost run first), else ``p``."""
        for run in reversed(self.dogma_stack):
            if run.deciders is not None and p in run.deciders:
                return run.deciders[p]
        return p

    def execute_effect(self, p: int, card: str, index: int) -> bool:
        """``p`` executes only the non-demand effect number ``index`` (from 0) of ``card``, alone,
        as its activator, inside the execution running now (Teleprompter, The Unseen). False,
        and nothing happens, when the card has no such effect."""
        effects = self._effects_to_execute(card)
        if effects is None or not 0 <= index < len(effects.non_demands):
            return False
        info = self.cards[card]
        self._say_executes(p, card, "non-demand")
        counts = [self.icon_count(q, info.dogma_icon) if info.dogma_icon >= 0 else 0 for q in range(self.n_players)]
        run = DogmaRun(activator=p, card=card, counts=counts, nested=True, must=self._replacing_may())
        self.dogma_stack.append(run)
        try:
            self._call_effect(effects.non_demands[index], p, run, card, "cooperative")
        finally:
            self.dogma_stack.pop()
        return True

    def execute_demand(self, p: int, card: str, target: int) -> bool:
        """``p`` makes ``card``'s demand (or compel) of ``target`` alone, as its activator, whatever
        their featured icons, inside the execution running now (a karma's "demand that same thing
        of that player"). False, and nothing happens, when the card has no demand."""
        effects = self._effects_to_execute(card)
        if effects is None or effects.demand is None or effects.demand_kind is None:
            return False
        info = self.cards[card]
        self._say_executes(p, card, "demand")
        counts = [self.icon_count(q, info.dogma_icon) if info.dogma_icon >= 0 else 0 for q in range(self.n_players)]
        run = DogmaRun(activator=p, card=card, counts=counts, nested=True, must=self._replacing_may())
        self.dogma_stack.append(run)
        outer_kind, self.effect_kind = self.effect_kind, effects.demand_kind
        try:
            before = self.changes
            effects.demand(self.effect_context(target, run, card, effects.demand_kind))
            run.demand_changed = self.changes != before
        finally:
            self.effect_kind = outer_kind
            self.dogma_stack.pop()
        return True

    def _effects_to_execute(self, card: str) -> CardEffects | None:
        """``card``'s effects for a nested execution; None for a card printed without effects
        (Battleship Yamato: nothing to execute). A card that has effects but no implementation
        is an error, never silently skipped."""
        effects = self.rules.effects.get(card)
        if effects is None:
            info = self.cards[card]
            if info.demand_kind is None and info.non_demand_count == 0 and not info.has_echo:
                return None
            raise NotImplementedRuleError(f"{info.name} ({info.set} {info.age}) has no implementation yet")
        return effects

    def execute_non_demand_effects(self, p: int, card: str) -> None:
        """``p`` executes ``card``'s non-demand effects alone, in order, as its activator
        (Computers, Robotics, Self Service …). Its demand and echo effects are skipped."""
        effects = self._effects_to_execute(card)
        if effects is None:
            return
        info = self.cards[card]
        self._say_executes(p, card, "non-demand")
        counts = [self.icon_count(q, info.dogma_icon) if info.dogma_icon >= 0 else 0 for q in range(self.n_players)]
        run = DogmaRun(activator=p, card=card, counts=counts)
        self.dogma_stack.append(run)
        try:
            for fn in effects.non_demands:
                self._call_effect(fn, p, run, card, "cooperative")
        finally:
            self.dogma_stack.pop()

    def execute_printed(self, p: int, card: str, fn: EffectCallable, what: str) -> None:
        """``p`` executes ``fn``, an effect ``card`` prints outside its dogma effects (``what``:
        ``"inspire"``, a figure's inspire effect), alone, as its activator: nobody shares it and
        it makes no demand."""
        info = self.cards[card]
        self._say_executes(p, card, what)
        counts = [self.icon_count(q, info.dogma_icon) if info.dogma_icon >= 0 else 0 for q in range(self.n_players)]
        run = DogmaRun(activator=p, card=card, counts=counts)
        self.dogma_stack.append(run)
        try:
            fn(self.effect_context(p, run, card, "cooperative"))
        finally:
            self.dogma_stack.pop()

    # ------------------------------------------------------------------ executing (4th edition)
    def _replacing_may(self) -> bool:
        return bool(self.dogma_stack) and self.dogma_stack[-1].must

    def self_execute(self, p: int, card: str, *, must: bool = False) -> None:
        """``p`` self-executes ``card`` (RULES-4e.md §4): its echo effect (where the edition runs
        echo effects so) and its non-demand effects, in order, as if ``p`` had activated it with
        nobody sharing; its demand is skipped. Inside another self-/full execution of ``p``'s it
        first earns ``p`` a chain achievement. ``must``: "replacing 'may' with 'must'" (see
        :attr:`DogmaRun.must`)."""
        effects = self._effects_to_execute(card)
        if effects is None:
            return
        self._chain_achievement(p)
        info = self.cards[card]
        self._say_executes(p, card, "self")
        counts = [self.icon_count(q, info.dogma_icon) if info.dogma_icon >= 0 else 0 for q in range(self.n_players)]
        run = DogmaRun(activator=p, card=card, counts=counts, nested=True, must=must or self._replacing_may())
        echoes = self._nested_echo_effects(p, card, effects) if self.edition.echoes_in_self_execute else []
        self.dogma_stack.append(run)
        try:
            for echo in echoes:
                self._call_effect(echo, p, run, card, "echo")
            for fn in effects.non_demands:
                self._call_effect(fn, p, run, card, "cooperative")
        finally:
            self.dogma_stack.pop()

    def fully_execute(self, p: int, card: str) -> None:
        """``p`` fully executes ``card`` (RULES-4e.md §4): every effect, its demand against the
        players it would reach by the featured-icon counts of the card being executed now (frozen
        when that dogma began), as if the effects were on that card; nobody shares. Inside
        another self-/full execution of ``p``'s it first earns ``p`` a chain achievement."""
        if self._effects_to_execute(card) is None:
            return
        self._chain_achievement(p)
        self.execute_all_effects(p, card, nested=True)

    def super_execute(self, p: int, card: str) -> None:
        """``p`` super-executes ``card`` (4th edition; docs/rulings.md, "Super-execute"): every
        effect, as if ``p`` had activated it — its echo effect, then its demand (or compel)
        against **every** opponent whatever their featured icons, then its non-demand effects,
        which ``p`` alone executes (nobody shares). Inside another self-/full/super execution of
        ``p``'s it first earns ``p`` a chain achievement."""
        effects = self._effects_to_execute(card)
        if effects is None:
            return
        self._chain_achievement(p)
        info = self.cards[card]
        self._say_executes(p, card, "super")
        counts = [self.icon_count(q, info.dogma_icon) if info.dogma_icon >= 0 else 0 for q in range(self.n_players)]
        run = DogmaRun(activator=p, card=card, counts=counts, nested=True, must=self._replacing_may())
        echoes = self._nested_echo_effects(p, card, effects) if self.edition.echoes_in_self_execute else []
        self._run_every_effect(p, card, run, effects, echoes, self._every_opponent)

    def _every_opponent(self, run: DogmaRun, kind: str) -> list[int]:
        """Whom a super-executed demand (or compel) reaches: every opponent of the activator,
        from their left, whatever the icon counts (a compel also the partners where the
        ``compel_partners`` option says so), clockwise from the left."""
        p = run.activator
        partners_ok = kind == "compel" and bool(self.options.get("compel_partners", False))
        return [q for q in self.order_from_left(p) if q != p and (partners_ok or self.team(q) != self.team(p))]

    def _nested_echo_effects(self, p: int, card: str, effects: CardEffects) -> list[EffectCallable]:
        """The echo effects a self-/full execution of ``card`` by ``p`` runs first, in an edition
        that runs them (``echoes_in_self_execute``): those the hooks add to a dogma of ``card`` by
        the player on whose board it lies (``p`` when it lies on no board) — every
        echo effect showing in its pile, and its own when it is off the board (RULES-4e.md §6;
        docs/rulings.md, "Echo effects in a self- or full execution")."""
        if not self.rules.echoes and "innovation_dogma_effects" not in self.rules.implemented:
            return []  # no set in play prints an echo effect: the card need not be found at all
        return self._echo_effects(self._echo_owner(p, card), card)

    def _echo_effects(self, p: int, card: str) -> list[EffectCallable]:
        """The echo effects that go with a dogma of ``card`` by ``p`` (RULES.md §6.2), before any
        demand: the visible echo effects of ``p``'s pile of its colour, bottom to top (echo slots
        uncovered by the splay, and the top card's) — with a static "pile_effects" karma, those of
        each pile it names, pile after pile —, then the card's own when it lies off that pile (an
        artifact on display); then those the hooks add (``innovation_dogma_effects``).
        Any card printing an echo effect counts — an Echoes card, a figure — whichever sets are
        in play."""
        out: list[EffectCallable] = []
        if self.rules.echoes:
            color = self.cards[card].color
            cards = [c for pile in self.effect_piles(p, color) for c in self.echo_cards(p, pile)]
            if card not in self.state.players[p].piles[color]:
                cards.append(card)
            effects = self.rules.effects
            in_play = self.rules.sets
            for c in cards:
                found = effects.get(c)
                # A relic prints the echo effect of its set, which counts only with that set in
                # play (Safety Pin's without Echoes: tests/artifacts/test_relics.py).
                if found is not None and found.echo is not None and self.cards[c].set in in_play:
                    out.append(found.echo)
        if "innovation_dogma_effects" in self.rules.implemented:
            out += self._hooked_effects(p, card)
        return out

    def _echo_owner(self, p: int, card: str) -> int:
        """Whose pile's echo effects go with a dogma or execution of ``card`` by ``p``: the player on
        whose board it lies (a far dogma of the 4th edition's distance rule: the opponent's), else
        ``p`` (BGA ``getCardIdsWithVisibleEchoEffects``: the card's owner)."""
        where = self.locate(card)
        return where.player if where.zone == "board" and where.player is not None else p

    def _hooked_effects(self, p: int, card: str) -> list[EffectCallable]:
        """The effects the hooks add to a dogma of ``card`` by ``p`` (``innovation_dogma_effects``)."""
        out: list[EffectCallable] = []
        for group in self.hook.innovation_dogma_effects(ctx=self.hook_context(p), card=card):
            hook_result(
                "innovation_dogma_effects",
                group,
                lambda v: v is None or (isinstance(v, list) and all(callable(fn) for fn in v)),
                "a list of effect functions or None",
            )
            out += group or ()
        return out

    def _say_executes(self, p: int, card: str, arg: str | None) -> None:
        """The event of ``p`` executing effects of ``card`` (``arg``: which, see
        :class:`~innovation.rules.eventlog.Said`). A card lying out of sight (a hand, a score pile,
        a forecast, a safe …) is shown to everybody first: its effects are read out in the open
        (docs/rulings.md, The Unseen and "Figures": "Cards named as they act")."""
        self.show_out_of_sight(p, card, unless_seen=arg not in _SHOWN_AGAIN)
        self.say("execute", p, card, arg=arg)

    def _chain_achievement(self, p: int) -> None:
        """4th edition: a self-/full execution by ``p`` while ``p`` is executing a self- or fully
        executed card earns ``p`` a chain achievement — an 11 drawn into their achievements
        (docs/rulings.md, "Chain achievements")."""
        if not self.edition.chain_achievements or not self.dogma_stack:
            return
        outer = self.dogma_stack[-1]
        if not outer.nested or outer.activator != p:
            return
        self.log("chain_achievement", f"{self.name(p)} earns a chain achievement.", p, outer.card)
        self.draw_into_achievements(p, self.edition.max_age)

    def execute_all_effects(self, p: int, card: str, *, nested: bool = False) -> None:
        """``p`` executes every effect of ``card`` "as if they were on this card" (Artifacts):
        its own echo effect, then its demand/compel aimed at the other players by the featured
        icon counts frozen when the outer dogma began, then its non-demand effects. Nobody
        shares (RULES.md §3.6)."""
        effects = self._effects_to_execute(card)
        if effects is None:
            return
        self._say_executes(p, card, "fully" if nested else None)
        outer = self.dogma_stack[-1] if self.dogma_stack else None
        counts = list(outer.counts) if outer is not None else [0] * self.n_players
        run = DogmaRun(activator=p, card=card, counts=counts, nested=nested, must=nested and self._replacing_may())
        if nested and self.edition.echoes_in_self_execute:
            echoes = self._nested_echo_effects(p, card, effects)
        else:
            echoes = [] if effects.echo is None else [effects.echo]
        self._run_every_effect(p, card, run, effects, echoes, self._affected)

    def _run_every_effect(
        self,
        p: int,
        card: str,
        run: DogmaRun,
        effects: CardEffects,
        echoes: list[EffectCallable],
        targets: Callable[[DogmaRun, str], list[int]],
    ) -> None:
        """Run ``card``'s ``echoes``, then its demand (or compel) against ``targets`` (the players a
        full execution reaches, or every opponent for a super-execution), then its non-demand
        effects, all by ``p`` under ``run``: nobody shares."""
        self.dogma_stack.append(run)
        try:
            for echo in echoes:
                self._call_effect(echo, p, run, card, "echo")
            if effects.demand is not None and effects.demand_kind is not None:
                outer_kind, self.effect_kind = self.effect_kind, effects.demand_kind
                try:
                    for q in targets(run, effects.demand_kind):
                        if self._distance_avoids(run, q):
                            continue
                        if "karma.demand" in self.rules.implemented and self._demand_karma(run, q):
                            continue
                        before = self.changes
                        effects.demand(self.effect_context(q, run, card, effects.demand_kind))
                        if self.changes != before:
                            run.demand_changed = True
                finally:
                    self.effect_kind = outer_kind
            for fn in effects.non_demands:
                self._call_effect(fn, p, run, card, "cooperative")
        finally:
            self.dogma_stack.pop()
