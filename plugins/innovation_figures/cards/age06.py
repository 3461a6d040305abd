"""Age 6 figures: their echo and inspire effects."""

from __future__ import annotations

from innovation_figures.book import book
from innovation_figures.figures import is_figure

from innovation.plugin_api import EffectContext, Splay
from innovation_figures.cards.common import (
    draw_a,
    draw_and_meld_a,
    draw_and_tuck_a,
    may_splay_any,
    meld_from_hand,
    score_a_top_card,
    score_from_hand,
    top_cards_everywhere,
    tuck_from_hand,
)

book.inspire("adam_smith")(may_splay_any(Splay.RIGHT))


@book.echo("benjamin_franklin")
def benjamin_franklin_echo(ctx: EffectContext) -> None:
    """Take a top figure from any board, yours included, into your hand, then meld it."""
    figures = [c for c in top_cards_everywhere(ctx) if is_figure(ctx, c)]
    card = ctx.choose_card(
        figures, "Take a top figure from any board into your hand", verb="transfer", to=ctx.hand_of()
    )
    if card is not None and ctx.transfer(card, ctx.hand_of()):
        ctx.meld(card)


book.echo("carl_friedrich_gauss")(draw_a(7))
book.inspire("catherine_the_great")(draw_and_meld_a(6))
book.inspire("edward_jenner")(tuck_from_hand)
book.inspire("john_harrison")(draw_a(6))
book.inspire("john_loudon_mcadam")(meld_from_hand)
book.inspire("ludwig_van_beethoven")(score_from_hand)


@book.echo("napoleon_bonaparte")
def napoleon_bonaparte_echo(ctx: EffectContext) -> None:
    """Score a top figure of value 5 or 6 from any board, yours included."""
    cards = [c for c in top_cards_everywhere(ctx) if is_figure(ctx, c) and ctx.age(c) in (5, 6)]
    prompt = "Score a top figure of value 5 or 6 from any board"
    score_a_top_card(ctx, cards, prompt)


book.echo("tecumseh")(draw_and_tuck_a(6))
