"""Age 8 figures: their echo and inspire effects."""

from __future__ import annotations

from innovation_figures.book import book
from innovation_figures.figures import SET

from innovation.plugin_api import Color, EffectContext, Icon, Splay
from innovation_figures.cards.common import (
    draw_a,
    draw_and_foreshadow_a,
    draw_and_meld_a,
    may_splay_any,
    tuck_from_hand,
)


@book.echo("albert_einstein")
def albert_einstein_echo(ctx: EffectContext) -> None:
    """Meld every card in your hand that shows a lightbulb or a clock."""
    ctx.meld_cards([c for c in ctx.hand() if ctx.has_icon(c, Icon.LIGHTBULB) or ctx.has_icon(c, Icon.CLOCK)])


book.inspire("caresse_crosby")(tuck_from_hand)


@book.inspire("duke_ellington")
def duke_ellington_inspire(ctx: EffectContext) -> None:
    """Draw a figure of value 8 and meld it."""
    ctx.draw_and_meld(8, set_name=SET)


book.inspire("emmy_noether")(draw_and_meld_a(8))


@book.echo("erwin_rommel")
def erwin_rommel_echo(ctx: EffectContext) -> None:
    """Move a card from another player's score pile to yours."""
    to = ctx.score_of()
    cards = [c for q in ctx.others() for c in ctx.score_pile(q)]
    card = ctx.choose_card(cards, "Transfer a card from another score pile to yours", verb="transfer", to=to)
    if card is not None:
        ctx.transfer(card, to)


book.inspire("h_g_wells")(draw_and_foreshadow_a(10))
book.echo("j_p_morgan")(may_splay_any(Splay.UP))


@book.echo("john_von_neumann")
def john_von_neumann_echo(ctx: EffectContext) -> None:
    """Draw two 9s and show them. If either is purple, return both."""
    drawn = [ctx.draw_and_reveal(9), ctx.draw_and_reveal(9)]
    if any(ctx.color(c) == Color.PURPLE for c in drawn):
        ctx.return_cards([c for c in drawn if c in ctx.hand()])


book.echo("marie_curie")(draw_a(9))
book.inspire("nikola_tesla")(draw_a(8))
