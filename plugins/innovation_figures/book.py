"""Figures in the Sky's effect registry; every ``cards/ageNN.py`` module registers into it.

A figure prints no dogma effects; it has one echo effect (registered with ``@book.echo(id)``, run
like an Echoes echo effect) or one inspire effect (``@book.inspire(id)``, run by the Inspire
action), and karmas (figcore's karma API; a "decree" karma is the plugin's own, read from the card
data: :data:`innovation_figures.card_data.DECREE_KARMAS`). Each effect function's docstring is its
text for players, in this project's own words."""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Callable, Mapping

from innovation.plugin_api import CardBook, CardEffects, CardInfo, CardSet, EffectFn, OptionValue
from innovation_figures.card_data import KARMA_KINDS
from innovation_figures.fade import NO_FADE_KARMAS
from innovation_figures.icons import ICONS, INSPIRE


class FiguresBook(CardBook):
    """A :class:`CardBook` that also collects inspire effects."""

    def __init__(self, set_name: str) -> None:
        super().__init__(set_name)
        self.inspires: dict[str, EffectFn] = {}

    def inspire(self, card_id: str) -> Callable[[EffectFn], EffectFn]:
        """Register ``card_id``'s inspire effect (a figure has at most one)."""

        def register(fn: EffectFn) -> EffectFn:
            if card_id in self.inspires:
                raise ValueError(f"{card_id}: a figure has at most one inspire effect")
            if not inspect.getdoc(fn):
                raise ValueError(f"{card_id}: inspire effect {fn.__name__} needs a docstring (its player-facing text)")
            self.inspires[card_id] = fn
            return fn

        return register

    def figures_card_set(self, cards: tuple[CardInfo, ...], options: Mapping[str, OptionValue] | None) -> CardSet:
        """The set as it plays: the echo effects the core runs, each inspire effect's text
        (``CardEffects.inspire``), and the cards still unfinished listed (``CardSet.unfinished``)."""
        by_id = {c.id: c for c in cards}
        unknown = sorted(set(self.inspires) - set(by_id))
        if unknown:
            raise ValueError(f"{self.set_name}: inspire effects registered for unknown cards {unknown}")
        for card_id in self.inspires:
            if INSPIRE not in by_id[card_id].icons:
                raise ValueError(f"{card_id}: an inspire effect registered for a figure without an inspire slot")
        effects = self.build(cards, options)
        for card_id, fn in self.inspires.items():
            own = effects.get(card_id, CardEffects(card_id))
            effects[card_id] = dataclasses.replace(own, inspire=" ".join((inspect.getdoc(fn) or "").split()))
        return CardSet(
            name=self.set_name,
            cards=self.facts(cards, options),
            effects=effects,
            icons=ICONS,
            unfinished=tuple(c.id for c in cards if missing(self, c, effects.get(c.id))),
        )


def missing(book: FiguresBook, info: CardInfo, effects: CardEffects | None) -> list[str]:
    """What ``info``'s figure still lacks: its inspire effect, or printed karmas (those this plugin
    does not run itself from the data: decree and no-fade karmas) not registered with
    ``book.karma``. Its echo effect the core checks (``has_echo``)."""
    out: list[str] = []
    if INSPIRE in info.icons and info.id not in book.inspires:
        out.append("inspire effect")
    printed = [
        kind
        for i, kind in enumerate(KARMA_KINDS.get(info.id, ()))
        if kind != "decree" and NO_FADE_KARMAS.get(info.id) != i
    ]
    # One printed karma is one function, whatever triggers it watches (a card may register one
    # printed box as two functions: Daedalus), so distinct functions are counted.
    registered = len({id(k.fn) for k in effects.karmas}) if effects is not None else 0
    if registered < len(printed):
        out.append(f"{len(printed) - registered} of {len(printed)} karmas")
    return out


book = FiguresBook("figures")
