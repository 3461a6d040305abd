"""Hook implementations that plug Figures in the Sky into the core (RULES-figures.md; the rulings
on its open points are in docs/rulings.md, "Figures in the Sky"): the figures and their ten supply
piles (no figure is dealt), the decrees on offer with the special achievements, one more
achievement to win, the figure draws (sharing bonus; the opponents of a player who claims a
standard achievement by the Achieve action), the Inspire and Decree actions, and fading at the end
of every action. The figures' echo effects run with every dogma through the core, with or without
Echoes of the Past; the forecast (foreshadowed cards) is the same zone Echoes declares."""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Mapping

from innovation.plugin_api import (
    CardEffects,
    CardSet,
    Color,
    Context,
    OptionValue,
    SpecialAchievement,
    ZoneSpec,
    hookimpl,
)
from innovation_echoes.editions import CLASSIC
from innovation_echoes.editions import SET as ECHOES
from innovation_figures import EDITIONS, EDITIONS_REASON, PLUGIN_NAME
from innovation_figures.book import book
from innovation_figures.card_data import CARDS, KARMA_KINDS
from innovation_figures.cards import load_all
from innovation_figures.ching_shih import RELIC_EFFECTS
from innovation_figures.decrees import DECREE_ACTION, SPECIAL_ACHIEVEMENTS, decree_actions, decree_karma, issue
from innovation_figures.fade import NO_FADE_KARMAS, fade_all, no_fade_karma
from innovation_figures.figures import SET
from innovation_figures.inspire import INSPIRE_ACTION, inspire, inspire_actions
from innovation_figures.supply import after_achieve_action

#: The player zone of foreshadowed cards (Echoes of the Past declares the same zone alike).
FORECAST = "forecast"


@functools.cache
def card_set() -> CardSet:
    """Figures in the Sky: every figure's facts, the effects registered so far with the karmas
    this plugin's rules run (decree and no-fade karmas) in their printed places, the figures still
    unfinished — and the karmas of the relic Ching Shih, a figure the Artifacts plugin registers
    (used while it is in play)."""
    load_all()
    built = book.figures_card_set(CARDS, None)
    effects = dict(built.effects) | RELIC_EFFECTS
    for info in CARDS:
        printed = KARMA_KINDS.get(info.id, ())
        ours = {
            i: karma
            for i, karma in (
                (printed.index("decree") if "decree" in printed else -1, decree_karma(info.id)),
                (NO_FADE_KARMAS.get(info.id, -1), no_fade_karma(info.id)),
            )
            if karma is not None
        }
        if not ours:
            continue
        if any(0 < i < len(printed) - 1 for i in ours):
            raise ValueError(f"{info.id}: a decree or no-fade karma printed between other karmas")
        own = effects.get(info.id, CardEffects(info.id))
        first = tuple(karma for i, karma in sorted(ours.items()) if i == 0)
        last = tuple(karma for i, karma in sorted(ours.items()) if i > 0)
        effects[info.id] = dataclasses.replace(own, karmas=(*first, *own.karmas, *last))
    return CardSet(name=SET, cards=built.cards, effects=effects, icons=built.icons, unfinished=built.unfinished)


@hookimpl
def innovation_register_cards() -> CardSet:
    return card_set()


@hookimpl
def innovation_special_achievements(options: Mapping[str, OptionValue]) -> list[SpecialAchievement]:
    return list(SPECIAL_ACHIEVEMENTS)


@hookimpl
def innovation_zones() -> list[ZoneSpec]:
    return [ZoneSpec(FORECAST)]


@hookimpl
def innovation_setup(ctx: Context) -> None:
    for p in range(ctx.n_players):
        ctx.add_zone(FORECAST, p)


@hookimpl(trylast=True)
def innovation_on_meld(ctx: Context, card: str, is_action: bool) -> None:
    """Without Echoes of the Past, a Meld action still lets its player promote a forecast card,
    by Echoes' own rule (figures and decrees foreshadow cards: docs/rulings.md); with Echoes in
    play, Echoes promotes."""
    if is_action and not ctx.set_in_play(ECHOES):
        CLASSIC.promote(ctx, card)


@hookimpl
def innovation_achievements_to_win(ctx: Context) -> int:
    """One more achievement to win, like every expansion (teams too: docs/rulings.md)."""
    return 1


@hookimpl
def innovation_share_bonus_set(ctx: Context, card: str) -> str:
    """The sharing bonus is a figure."""
    return SET


@hookimpl
def innovation_legal_actions(ctx: Context) -> list[str]:
    return inspire_actions(ctx) + decree_actions(ctx)


@hookimpl
def innovation_perform_action(ctx: Context, action: str) -> bool | None:
    if action.startswith(INSPIRE_ACTION):
        inspire(ctx, Color[action.removeprefix(INSPIRE_ACTION).upper()])
        return True
    if action.startswith(DECREE_ACTION):
        issue(ctx, action.removeprefix(DECREE_ACTION))
        return True
    return None


@hookimpl
def innovation_after_action(ctx: Context, action: str | None) -> None:
    """The opponents' figure draws after a standard achievement claimed by the Achieve action;
    then every player fades."""
    if action is not None:
        after_achieve_action(ctx, action)
    fade_all(ctx)


__all__ = ["EDITIONS", "EDITIONS_REASON", "PLUGIN_NAME", "card_set"]
