"""Age 8 base cards, fourth edition. An effect whose meaning is the third edition's reuses its
function (``third.…``); the rest are written here."""

from __future__ import annotations

from innovation.plugin_api import EffectContext, Splay
from innovation_base.cards import age08 as third
from innovation_base.fourth.book import book
from innovation_base.fourth.helpers import junk_an_available_achievement

book.effect("antibiotics")(third.antibiotics)
book.demand("corporations")(third.corporations_demand)
book.effect("corporations")(third.corporations)


@book.effect("empiricism")
def empiricism(ctx: EffectContext) -> None:
    """Name two colours, then draw a 9 and show it. If it is of a colour you named, meld it and
    splay that colour up; if not, unsplay your pile of its colour."""
    colors = third.choose_two_colors(ctx)
    card = ctx.draw_and_reveal(9)
    color = ctx.color(card)
    if color in colors:
        ctx.meld(card)
        ctx.splay(color, Splay.UP)
    else:
        # The card stays in hand; "that colour" is the drawn card's.
        ctx.unsplay(color)


book.effect("empiricism")(third.empiricism_win)
book.effect("flight")(third.flight)
book.effect("flight")(third.flight_red)
book.effect("mass_media")(third.mass_media)
book.effect("mass_media")(third.mass_media_splay)
# "Your two highest non-red top cards without a factory" is the third edition's demand.
book.demand("mobility")(third.mobility)
book.effect("quantum_theory")(third.quantum_theory)
book.effect("rocketry")(third.rocketry)


@book.demand("skyscrapers")
def skyscrapers(ctx: EffectContext) -> None:
    """You move one of your top cards that is not yellow and shows a clock onto my board. If you
    do, you score the card that was under it and return the rest of that pile, and Skyscrapers,
    if it is a top card, goes into my hand."""
    if third.give_clock_card(ctx):
        # Skyscrapers may be a top card on any board (normally mine); it goes to my hand once.
        for q in ctx.everyone():
            if "skyscrapers" in ctx.top_cards(q):
                ctx.transfer("skyscrapers", ctx.hand_of(ctx.activator))
                break


@book.effect("socialism")
def socialism_tuck(ctx: EffectContext) -> None:
    """You may tuck one of your top cards. If you do, tuck every card in your hand."""
    card = ctx.choose_card(ctx.top_cards(), "You may tuck a top card from your board", optional=True, verb="tuck")
    if card is None:
        return
    ctx.tuck(card)
    ctx.tuck_cards(ctx.hand())


@book.effect("socialism")
def socialism_junk(ctx: EffectContext) -> None:
    """You may send one unclaimed standard achievement worth 8, 9 or 10 to the junk."""
    junk_an_available_achievement(ctx, (8, 9, 10), optional=True)
