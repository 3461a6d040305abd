"""Age 9 base cards, fourth edition. An effect whose meaning is the third edition's reuses its
function (``third.…``); the rest are written here."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Icon, Splay
from innovation_base.cards import age09 as third
from innovation_base.fourth.book import book
from innovation_base.fourth.cards.shared import may_junk_deck

book.demand("collaboration")(third.collaboration_demand)
book.effect("collaboration")(third.collaboration)
book.demand("composites")(third.composites)
book.effect("computers")(third.computers_splay)


@book.effect("computers")
def computers_meld(ctx: EffectContext) -> None:
    """Draw a 10, meld it and self-execute it."""
    ctx.self_execute(ctx.draw_and_meld(10))


book.effect("ecology")(third.ecology)


@book.effect("ecology")
def ecology_junk(ctx: EffectContext) -> None:
    """You may send the whole 10 supply pile to the junk."""
    may_junk_deck(ctx, 10)


@book.demand("fission")
def fission_demand(ctx: EffectContext) -> None:
    """You draw a 10 and show it. If it is red, every player's cards other than their
    achievements go to the junk, and this dogma ends at once."""
    card = ctx.draw_and_reveal(10)
    if ctx.color(card) != Color.RED:
        return
    # Ruling: "non-achievement cards" are every card a player holds outside their achievements:
    # hand, board (top to bottom), score pile and any expansion zone of theirs (an artifact in a
    # museum too; the Museum card is no card of theirs and stays, free again: docs/rulings.md).
    for q in ctx.everyone():
        board = [c for color in COLORS for c in reversed(ctx.pile(color, q))]
        ctx.junk_cards(ctx.hand(q) + board + ctx.score_pile(q) + ctx.zone_cards_held(q))
    ctx.complete_dogma()


# The third edition's first non-demand effect, without its "Draw a 10" (now an effect of its own).
book.effect("fission")(third.return_top_card_but_fission)


@book.effect("fission")
def fission_draw(ctx: EffectContext) -> None:
    """Draw a 10."""
    ctx.draw(10)


@book.effect("genetics")
def genetics(ctx: EffectContext) -> None:
    """Draw and meld an 11, then score every card under it in its pile."""
    card = ctx.draw_and_meld(11)
    # Scored from the bottom of the pile upwards, as in the third edition.
    ctx.score_cards([c for c in ctx.pile(ctx.color(card)) if c != card])


@book.effect("satellites")
def satellites_return(ctx: EffectContext) -> None:
    """Return every card in your hand. You may splay your purple pile up."""
    ctx.return_cards(ctx.hand())
    ctx.may_splay([Color.PURPLE], Splay.UP)


@book.effect("satellites")
def satellites_draw(ctx: EffectContext) -> None:
    """Draw three 8s."""
    for _ in range(3):
        ctx.draw(8)


@book.effect("satellites")
def satellites_meld(ctx: EffectContext) -> None:
    """Pick a card in your hand, meld it and self-execute it."""
    card = ctx.choose_card(ctx.hand(), "Choose a card to meld and self-execute", verb="meld")
    if card is not None:
        ctx.meld(card)
        ctx.self_execute(card)


@book.demand("services")
def services(ctx: EffectContext) -> None:
    """I name a value: hand me every card of that value from your score pile. If you did, take
    one of my top cards without a leaf into your hand."""
    # Ruling (BGA): the activator may name any value, even one the score pile lacks (then
    # nothing moves and no top card is lost); with an empty score pile nothing is asked.
    if not ctx.score_pile():
        return
    value = ctx.choose_value(ctx.edition.ages, "Choose a value", p=ctx.activator)
    taken = ctx.transfer_cards([c for c in ctx.score_pile() if ctx.age(c) == value], ctx.hand_of(ctx.activator))
    if not taken:
        return
    candidates = [c for c in ctx.top_cards(ctx.activator) if not ctx.has_icon(c, Icon.LEAF)]
    card = ctx.choose_card(
        candidates, "Choose a top card without a leaf to take into your hand", verb="transfer", to=ctx.hand_of()
    )
    if card is not None:
        ctx.transfer(card, ctx.hand_of())


@book.effect("specialization")
def specialization_take(ctx: EffectContext) -> None:
    """Show a card from your hand. Each opponent gives you their top card of its colour, into
    your hand."""
    third.take_top_cards_of_revealed_colour(ctx, ctx.opponents())


book.effect("specialization")(third.specialization_splay)
book.effect("suburbia")(third.suburbia)


@book.effect("suburbia")
def suburbia_junk(ctx: EffectContext) -> None:
    """You may send the whole 9 supply pile to the junk."""
    may_junk_deck(ctx, 9)
