"""Age 9 figures: their echo and inspire effects."""

from __future__ import annotations

from innovation_figures.book import book

from innovation.plugin_api import Color, EffectContext, Splay
from innovation_figures.cards.common import (
    draw_a,
    draw_and_foreshadow_a,
    draw_and_meld_a,
    draw_and_score_a,
    may_splay_any,
    tuck_from_hand,
)

book.echo("che_guevara")(draw_and_score_a(9))


@book.echo("gene_roddenberry")
def gene_roddenberry_echo(ctx: EffectContext) -> None:
    """Meld a purple top card from another player's board."""
    # Your own purple top card is already on top of your purple pile: melding it changes nothing,
    # so only the other boards are offered.
    cards = [c for q in ctx.others() if (c := ctx.top(Color.PURPLE, q)) is not None]
    card = ctx.choose_card(cards, "Meld a purple top card from another board", verb="meld")
    if card is not None:
        ctx.meld(card)


@book.inspire("grace_hopper")
def grace_hopper_inspire(ctx: EffectContext) -> None:
    """Tuck two cards from your hand."""
    ctx.tuck_cards(ctx.choose_cards(ctx.hand(), "Tuck two cards from your hand", verb="tuck", max_count=2, min_count=2))


book.echo("hedy_lamarr")(may_splay_any(Splay.UP))
book.inspire("mikhail_kalashnikov")(tuck_from_hand)
book.inspire("nelson_mandela")(draw_and_meld_a(9))


@book.inspire("pele")
def pele_inspire(ctx: EffectContext) -> None:
    """Draw a 9 and tuck it, three times."""
    for _ in range(3):
        ctx.draw_and_tuck(9)


@book.inspire("ruth_handler")
def ruth_handler_inspire(ctx: EffectContext) -> None:
    """Take one of your top cards back into your hand."""
    to = ctx.hand_of()
    card = ctx.choose_card(ctx.top_cards(), "Transfer one of your top cards to your hand", verb="transfer", to=to)
    if card is not None:
        ctx.transfer(card, to)


book.echo("taiichi_ohno")(draw_a(10))
book.inspire("wernher_von_braun")(draw_and_foreshadow_a(10))
