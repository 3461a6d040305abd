"""Age 2 figures: their echo and inspire effects."""

from __future__ import annotations

from innovation_figures.book import book
from innovation_figures.figures import is_figure

from innovation.plugin_api import EffectContext, Splay
from innovation_figures.cards.common import (
    draw_a,
    draw_and_foreshadow_a,
    draw_and_meld_a,
    may_splay_any,
    score_a_top_card,
    score_from_hand,
    tuck_from_hand,
)

book.inspire("alexander_the_great")(score_from_hand)
book.echo("archimedes")(draw_a(2))
book.inspire("augustus_caesar")(draw_and_foreshadow_a(3))
book.echo("cai_lun")(may_splay_any(Splay.LEFT))


@book.echo("confucius")
def confucius_echo(ctx: EffectContext) -> None:
    """Score a figure of value 1 from the top of an opponent's board."""
    cards = [c for q in ctx.opponents() for c in ctx.top_cards(q) if is_figure(ctx, c) and ctx.age(c) == 1]
    prompt = "Score an opponent's top figure of value 1"
    score_a_top_card(ctx, cards, prompt)


book.inspire("plato")(may_splay_any(Splay.LEFT))
book.inspire("ptolemy")(draw_and_meld_a(2))
book.inspire("sun_tzu")(draw_a(2))
book.inspire("ximen_bao")(tuck_from_hand)


@book.echo("zhang_heng")
def zhang_heng_echo(ctx: EffectContext) -> None:
    """Draw a 3 and tuck it, then score every card lying above it in that pile."""
    card = ctx.draw_and_tuck(3)
    pile = ctx.pile(ctx.color(card))
    if card in pile:  # a karma may have put it elsewhere
        ctx.score_cards(pile[pile.index(card) + 1 :])
