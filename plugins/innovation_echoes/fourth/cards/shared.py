"""Steps several 4th-edition Echoes cards share (each card's own words are in its docstring)."""

from __future__ import annotations

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


def junk_deck_and_achieve_highest(ctx: EffectContext, values: list[int]) -> None:
    """ "Choose the A, B … deck. You may junk all cards in the chosen deck. If you do, achieve the
    highest card in the junk if eligible" (Seed Drill, Ice Cream)."""
    value = ctx.choose_value(values, "Choose a supply pile")
    # Ruling (BGA): "deck" is the base supply pile of that value; an empty one junks nothing, so
    # the question is not asked.
    if not base_deck_size(ctx, value) or not ctx.yes_no(f"Junk all the cards of the {value} deck?", verb="junk"):
        return
    ctx.junk_deck(value)
    cards = [c for c in ctx.junk_pile() if ctx.is_card(c)]
    if not cards:
        return
    highest = max(ctx.age(c) for c in cards)
    if not ctx.eligible_for(highest):
        return
    card = ctx.choose_card(
        [c for c in cards if ctx.age(c) == highest], "Achieve the highest card in the junk", verb="achieve"
    )
    if card is not None:
        ctx.achieve(card)


def is_expansion_card(ctx: EffectContext, card: str) -> bool:
    """Whether ``card`` belongs to an expansion (any set but the base set)."""
    return ctx.info(card).set != "base"


def return_all_hands(ctx: EffectContext) -> None:
    """Every player returns every card in their hand, the executing player first."""
    for q in [ctx.player, *ctx.others()]:
        ctx.return_cards(ctx.hand(q))
