"""Echoes of the Past's rules that the 4th edition changes (RULES-4e.md §6), chosen once per
game by ``innovation_echoes.plugin`` (:data:`innovation_echoes.plugin.EDITION_RULES`):

- the Echoes draw: a base draw becomes an Echoes draw when exactly one of your top cards has your
  highest top value (:func:`draws_echoes`);
- promotion after a Meld action is mandatory, and the promoted card's dogma runs at once
  (:func:`promote`), which makes it *foreseen* for that dogma
  (:func:`innovation_echoes.fourth.foreseen.was_foreseen`).

The forecast limit (5 − your highest splay) is the core's, shared with The Unseen's safe
(``innovation.editions.EditionRules.splay_limited_zones``, ``ctx.zone_limit``).
"""

from __future__ import annotations

from innovation.plugin_api import Context
from innovation_echoes.fourth.foreseen import FORESEEN

FORECAST = "forecast"


def draws_echoes(ctx: Context) -> bool:
    """Whether ``ctx.player``'s base draw becomes an Echoes draw: one top card, and only one, shows
    their highest top value (face-up values; no top card: no)."""
    values = [ctx.value(card) for card in ctx.top_cards()]
    if not values:
        return False
    return values.count(max(values)) == 1


def promote(ctx: Context, melded: str) -> None:
    """After a Meld action you must promote a forecast card of value up to the melded card's, if
    you have one, and its dogma then runs at once (when it has a featured icon)."""
    limit = ctx.age(melded)
    candidates = [c for c in ctx.zone(FORECAST) if ctx.age(c) <= limit]
    promoted = ctx.choose_card(candidates, "Choose a card of your forecast to promote", verb="meld")
    if promoted is None:
        return
    ctx.log("promote", f"{ctx.name()} promotes a card from their forecast.")
    ctx.meld(promoted)
    if ctx.info(promoted).dogma_icon < 0:
        return
    key = FORESEEN + promoted
    ctx.state.counters[key] = 1
    try:
        ctx.dogma(promoted)
    finally:
        ctx.state.counters.pop(key, None)
