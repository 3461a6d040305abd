"""Steps several 4th-edition Echoes cards share (each card's own words are in its docstring)."""

from __future__ import annotations

from collections.abc import Sequence

from innovation.plugin_api import EffectContext

#: The Echoes set's name ("draw an Echoes 1").
ECHOES = "echoes"


def has_bonus(ctx: EffectContext, card: str) -> bool:
    """Whether ``card`` prints a bonus."""
    return bool(ctx.info(card).bonuses)


def foreshadow_lowest_available(ctx: EffectContext) -> None:
    """Draw into the forecast a card of the value of the lowest standard achievement on offer."""
    # Ruling: with no standard achievement on offer there is no value, and nothing is drawn.
    values = [ctx.age(c) for c in ctx.available_achievements()]
    if values:
        ctx.draw_and_foreshadow(min(values))


def junk_available_achievements(ctx: EffectContext, count: int) -> None:
    """ "Junk N available achievements": one at a time, the player names the value of a standard
    achievement on offer or a special achievement on offer (as BGA offers both); fewer on offer:
    all of them."""
    for _ in range(count):
        values = sorted({ctx.age(c) for c in ctx.available_achievements()})
        options = [str(v) for v in values] + ctx.available_specials()
        if not options:
            return
        choice = ctx.choose_option(options, "Junk an available achievement", verb="junk")
        if choice.isdigit():
            ctx.junk_achievement(int(choice))
        else:
            ctx.junk(choice)


def base_deck_size(ctx: EffectContext, age: int) -> int:
    """How many cards the base supply pile of value ``age`` holds ("the 7 deck" on an Echoes card
    is the base pile, as BGA reads it)."""
    decks = ctx.state.decks["base"]
    return len(decks[age - 1]) if 1 <= age <= len(decks) else 0


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
