"""Steps several 4th-edition Echoes cards share (ages 1–5; the later ages may use them too)."""

from __future__ import annotations

from collections.abc import Sequence

from innovation.plugin_api import EffectContext

#: The Echoes set's name ("draw an Echoes 1").
ECHOES = "echoes"


def is_expansion_card(ctx: EffectContext, card: str) -> bool:
    """Whether ``card`` belongs to an expansion (any set but the base set)."""
    return ctx.info(card).set != "base"


def return_all_hands(ctx: EffectContext) -> None:
    """Every player returns every card in their hand, the executing player first."""
    for q in [ctx.player, *ctx.others()]:
        ctx.return_cards(ctx.hand(q))


def achieve_highest_in_junk(ctx: EffectContext) -> None:
    """Achieve the highest card in the junk, if you are eligible for its value (among several of
    that value, your choice)."""
    cards = [c for c in ctx.junk_pile() if ctx.is_card(c)]
    highest = ctx.highest(cards, ctx.value)
    if not highest or not ctx.eligible_for(ctx.value(highest[0])):
        return
    card = ctx.choose_card(highest, "Achieve the highest card in the junk", verb="achieve")
    if card is not None:
        ctx.achieve(card)


def may_junk_deck_then_achieve_from_junk(ctx: EffectContext, ages: Sequence[int]) -> None:
    """Of the base supply piles of ``ages`` choose one (when there are several); you may junk all
    of it. If you junked any card, achieve the highest card in the junk if you are eligible
    (Chopsticks, Toothbrush, Seed Drill)."""
    age = ages[0] if len(ages) == 1 else ctx.choose_value(ages, "Choose a deck", verb="junk")
    if age is None or not ctx.yes_no(f"Junk all cards in the {age} deck?", verb="junk"):
        return
    if ctx.junk_deck(age):
        achieve_highest_in_junk(ctx)
