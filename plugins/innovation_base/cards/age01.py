"""Age 1 base cards."""

from __future__ import annotations

from innovation.cards import Icon
from innovation.engine import EffectContext

from innovation_base.book import book


@book.effect("agriculture")
def agriculture(ctx: EffectContext) -> None:
    """You may return a card from your hand. If you do, draw and score a card one value higher
    than the returned card."""
    card = ctx.choose_card(ctx.hand(), "You may return a card from your hand", optional=True)
    if card is not None:
        ctx.return_card(card)
        ctx.draw_and_score(ctx.age(card) + 1)


@book.demand("archery")
def archery(ctx: EffectContext) -> None:
    """You draw a 1, then hand me the highest card in your hand."""
    ctx.draw(1)
    card = ctx.choose_card(ctx.highest(ctx.hand()), "Choose the highest card to transfer")
    if card is not None:
        ctx.transfer(card, ctx.hand_of(ctx.activator))


@book.effect("masonry")
def masonry(ctx: EffectContext) -> None:
    """You may meld any number of cards with a castle from your hand. If you melded four or
    more this way, claim Monument."""
    picks = ctx.choose_cards(
        [c for c in ctx.hand() if ctx.has_icon(c, Icon.CASTLE)],
        "You may meld cards with a castle",
        max_count=len(ctx.hand()),
    )
    ctx.meld_cards(picks)
    if len(picks) >= 4:
        ctx.claim_special("monument")


@book.effect("metalworking")
def metalworking(ctx: EffectContext) -> None:
    """Draw and reveal a 1. If it has a castle, score it and do this again; otherwise keep it."""
    while True:
        card = ctx.draw_and_reveal(1)
        if not ctx.has_icon(card, Icon.CASTLE):
            return
        ctx.score(card)


@book.demand("oars")
def oars_demand(ctx: EffectContext) -> None:
    """Give me a card with a crown from your hand, to my score pile. If you do, draw a 1 and
    repeat this demand."""
    while True:
        card = ctx.choose_card(
            [c for c in ctx.hand() if ctx.has_icon(c, Icon.CROWN)], "Transfer a card with a crown"
        )
        if card is None:
            return
        ctx.transfer(card, ctx.score_of(ctx.activator))
        ctx.memory["oars_transferred"] = True
        ctx.draw(1)


@book.effect("oars")
def oars(ctx: EffectContext) -> None:
    """If the demand made nobody transfer a card, draw a 1."""
    if not ctx.memory.get("oars_transferred"):
        ctx.draw(1)


@book.effect("writing")
def writing(ctx: EffectContext) -> None:
    """Draw a 2."""
    ctx.draw(2)
