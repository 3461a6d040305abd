"""Age 7 figures: their echo and inspire effects."""

from __future__ import annotations

from innovation_figures.book import book
from innovation_figures.figures import is_figure

from innovation.plugin_api import COLORS, EffectContext, Icon, Splay
from innovation_figures.cards.common import (
    draw_a,
    draw_and_foreshadow_one_of,
    draw_and_tuck_a,
    score_from_hand,
    top_cards_everywhere,
    tuck_from_hand,
)

book.inspire("alfred_nobel")(score_from_hand)
book.echo("charles_darwin")(draw_a(8))
book.inspire("emperor_meiji")(draw_and_foreshadow_one_of((8, 9)))
book.inspire("florence_nightingale")(tuck_from_hand)


@book.echo("george_stephenson")
def george_stephenson_echo(ctx: EffectContext) -> None:
    """You may turn one of your colours splayed right into an up splay."""
    ctx.may_splay([c for c in COLORS if ctx.splay_of(c) == Splay.RIGHT], Splay.UP)


book.inspire("james_clerk_maxwell")(draw_a(8))
book.inspire("john_ericsson")(draw_and_tuck_a(7))


@book.echo("queen_victoria")
def queen_victoria_echo(ctx: EffectContext) -> None:
    """Move a figure from another player's score pile to yours."""
    # A figure already in your own score pile would not move: only the others' piles are offered.
    to = ctx.score_of()
    figures = [c for q in ctx.others() for c in ctx.score_pile(q) if is_figure(ctx, c)]
    card = ctx.choose_card(figures, "Transfer a figure from another score pile to yours", verb="transfer", to=to)
    if card is not None:
        ctx.transfer(card, to)


@book.echo("robert_e_lee")
def robert_e_lee_echo(ctx: EffectContext) -> None:
    """Move a top card with a leaf from any board to the board of any player you choose."""
    cards = [c for c in top_cards_everywhere(ctx) if ctx.has_icon(c, Icon.LEAF)]
    card = ctx.choose_card(cards, "Choose a top card with a leaf to transfer", verb="transfer")
    if card is None:
        return
    q = ctx.choose_player(ctx.everyone(), "Choose the player whose board receives it")
    if q is not None:
        ctx.transfer(card, ctx.board_of(q))


book.inspire("rowland_hill")(draw_a(7))
