"""Age 4 figures: their echo and inspire effects."""

from __future__ import annotations

from innovation_figures.book import book
from innovation_figures.figures import is_figure

from innovation.plugin_api import COLORS, Color, EffectContext, Icon, Splay
from innovation_figures.cards.common import (
    draw_a,
    draw_and_foreshadow_one_of,
    meld_from_hand,
    score_a_top_card,
    score_from_hand,
    score_top_card_with,
    top_cards_everywhere,
)


@book.inspire("amina_sukhera")
def amina_sukhera_inspire(ctx: EffectContext) -> None:
    """Score the bottom purple card of every board, yours included."""
    bottoms = [card for q in ctx.everyone() if (card := ctx.bottom(Color.PURPLE, q)) is not None]
    ctx.score_cards(bottoms)


book.inspire("christopher_columbus")(draw_a(4))
book.echo("galileo_galilei")(draw_and_foreshadow_one_of((5, 6)))
book.echo("johannes_kepler")(draw_a(5))


@book.echo("leonardo_da_vinci")
def leonardo_da_vinci_echo(ctx: EffectContext) -> None:
    """Score a top figure that has a bonus, from any board, yours included."""
    cards = [c for c in top_cards_everywhere(ctx) if is_figure(ctx, c) and ctx.info(c).bonuses]
    prompt = "Score a top figure with a bonus from any board"
    score_a_top_card(ctx, cards, prompt)


book.inspire("michelangelo")(score_from_hand)


@book.echo("niccolo_machiavelli")
def niccolo_machiavelli_echo(ctx: EffectContext) -> None:
    """Turn one of your colours splayed left into a right splay."""
    ctx.must_splay([c for c in COLORS if ctx.splay_of(c) == Splay.LEFT], Splay.RIGHT)


@book.inspire("takiyuddin")
def takiyuddin_inspire(ctx: EffectContext) -> None:
    """Draw a 5. Meld it if it shows a lightbulb; otherwise tuck it."""
    card = ctx.draw(5)
    if ctx.has_icon(card, Icon.LIGHTBULB):
        ctx.meld(card)
    else:
        ctx.tuck(card)


book.inspire("william_shakespeare")(meld_from_hand)
prompt = "Score a top card with a castle from any board"
book.echo("yi_sun_sin")(score_top_card_with(Icon.CASTLE, "castle", prompt))
