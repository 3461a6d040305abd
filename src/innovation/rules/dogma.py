"""Dogma resolution (RULES.md §3): who is affected by each effect, in which order, the sharing
bonus, and the nested executions cards ask for ("execute the non-demand effects of …",
Artifacts' "execute all effects as if they were on this card").

Effects are the card functions registered by plugins; each runs with an
:class:`~innovation.rules.context.EffectContext` made by :meth:`Dogma.effect_context`, which the turn
room (:class:`innovation.rules.turn.Engine`) provides — that keeps this room below the context module.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from innovation.errors import NotImplementedRuleError, hook_result
from innovation.rules.cards import CardEffects, EffectCallable
from innovation.rules.choosing import Choosing


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


class Dogma(Choosing):
    """Resolves dogmas and nested executions."""

    #: The dogmas (and nested executions) being resolved, innermost last (an empty list made by
    #: :class:`innovation.rules.turn.Engine`, which is what runs: one constructor fewer per segment).
    dogma_stack: list[DogmaRun]

    def effect_context(self, player: int, run: DogmaRun, card: str, kind: str) -> object:
        """The context an effect function is called with (made by :class:`innovation.rules.turn.Engine`)."""
        raise NotImplementedError("Dogma is a layer of the engine: make an innovation.rules.turn.Engine to run effects")

    def dogma(
        self,
        p: int,
        card: str,
        *,
        extra_icons: int = 0,
        on_finish: Callable[[], None] | None = None,
        demand_times: int = 1,
        activator_times: int = 1,
    ) -> None:
        """Resolve a dogma of ``card`` activated by ``p`` (RULES.md §3).

        ``extra_icons`` adds to the activator's featured-icon count (an artifact's free dogma);
        ``on_finish`` runs after every effect and before the sharing bonus (the artifact returns).
        ``demand_times``: the demand (or compel) goes round the affected players that many times;
        ``activator_times``: the activator executes each shared effect (echo and non-demand) that
        many times in a row, sharers still once (an action that doubles a dogma). Nested executions
        ("execute the effects of …") are never repeated. The card need not be on a board; a card
        printed without effects runs only the effects hooks add (echo effects)."""
        for times in (demand_times, activator_times):
            if isinstance(times, bool) or not isinstance(times, int) or not 1 <= times <= 10:
                raise ValueError(f"a dogma's effects run 1 to 10 times, not {times!r}")
        info = self.cards[card]
        effects = self._effects_to_execute(card) or CardEffects(card)
        icon = info.dogma_icon
        counts = [self.icon_count(q, icon) for q in range(self.n_players)]
        counts[p] += extra_icons
        run = DogmaRun(activator=p, card=card, counts=counts)
        self.say("dogma", p, card, count=counts[p])
        steps: list[tuple[str, EffectCallable]] = []
        if "innovation_dogma_effects" in self.rules.implemented:
            for group in self.hook.innovation_dogma_effects(ctx=self.hook_context(p), card=card):
                hook_result(
                    "innovation_dogma_effects",
                    group,
                    lambda v: v is None or (isinstance(v, list) and all(callable(fn) for fn in v)),
                    "a list of effect functions or None",
                )
                steps += [("echo", fn) for fn in group or ()]
        if effects.demand is not None and effects.demand_kind is not None:
            steps.append((effects.demand_kind, effects.demand))
        steps += [("cooperative", fn) for fn in effects.non_demands]
        self.dogma_stack.append(run)
        try:
            for kind, fn in steps:
                demand = kind in ("demand", "compel")
                for round_ in range(demand_times if demand else 1):
                    if round_:
                        self.log("repeat", f"The {kind} of {info.name} goes round again.", p, card)
                    for q in self._affected(run, kind):
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
            self.draw(p, self.highest_top_value(p))

    def _execute_step(self, run: DogmaRun, kind: str, fn: EffectCallable, q: int) -> None:
        """``q`` executes one effect of ``run`` (noting a demand's effect and the sharing bonus)."""
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
        return [q for q in order if run.counts[q] >= mine]

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
        self.say("execute", p, card, arg="non-demand")
        counts = [self.icon_count(q, info.dogma_icon) if info.dogma_icon >= 0 else 0 for q in range(self.n_players)]
        run = DogmaRun(activator=p, card=card, counts=counts)
        self.dogma_stack.append(run)
        try:
            for fn in effects.non_demands:
                fn(self.effect_context(p, run, card, "cooperative"))
        finally:
            self.dogma_stack.pop()

    def execute_all_effects(self, p: int, card: str) -> None:
        """``p`` executes every effect of ``card`` "as if they were on this card" (Artifacts):
        its own echo effect, then its demand/compel aimed at the other players by the featured
        icon counts frozen when the outer dogma began, then its non-demand effects. Nobody
        shares (RULES.md §3.6)."""
        effects = self._effects_to_execute(card)
        if effects is None:
            return
        self.say("execute", p, card)
        outer = self.dogma_stack[-1] if self.dogma_stack else None
        counts = list(outer.counts) if outer is not None else [0] * self.n_players
        run = DogmaRun(activator=p, card=card, counts=counts)
        self.dogma_stack.append(run)
        try:
            if effects.echo is not None:
                effects.echo(self.effect_context(p, run, card, "echo"))
            if effects.demand is not None and effects.demand_kind is not None:
                outer_kind, self.effect_kind = self.effect_kind, effects.demand_kind
                try:
                    for q in self._affected(run, effects.demand_kind):
                        before = self.changes
                        effects.demand(self.effect_context(q, run, card, effects.demand_kind))
                        if self.changes != before:
                            run.demand_changed = True
                finally:
                    self.effect_kind = outer_kind
            for fn in effects.non_demands:
                fn(self.effect_context(p, run, card, "cooperative"))
        finally:
            self.dogma_stack.pop()
