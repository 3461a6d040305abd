"""Age 10 figures: their echo and inspire effects."""

from __future__ import annotations

from innovation_figures.book import book
from innovation_figures.icons import INSPIRE

from innovation.plugin_api import COLORS, EffectContext, Icon, Splay
from innovation_figures.cards.common import (
    draw_a,
    draw_and_meld_a,
    draw_and_tuck_a,
    may_splay_any,
    score_a_top_card,
    score_from_hand,
    score_own_top_card,
)


@book.inspire("alex_trebek")
def alex_trebek_inspire(ctx: EffectContext) -> None:
    """Name any value, then draw a card of that value and meld it."""
    value = ctx.choose_value(
        range(1, ctx.edition.max_age + 1), "Choose the value of the card to draw and meld", verb="draw"
    )
    ctx.draw_and_meld(value)


book.inspire("jackie_chan")(score_from_hand)
book.echo("kim_yu_na")(score_own_top_card)


@book.echo("margaret_thatcher")
def margaret_thatcher_echo(ctx: EffectContext) -> None:
    """Score one of your top cards that shows a factory or a crown."""
    cards = [c for c in ctx.top_cards() if ctx.has_icon(c, Icon.FACTORY) or ctx.has_icon(c, Icon.CROWN)]
    prompt = "Score one of your top cards with a factory or a crown"
    score_a_top_card(ctx, cards, prompt)


book.echo("martin_scorsese")(draw_and_meld_a(10))
book.inspire("muhammad_yunus")(draw_a(10))
book.inspire("sergey_brin")(may_splay_any(Splay.UP))


@book.echo("shigeru_miyamoto")
def shigeru_miyamoto_echo(ctx: EffectContext) -> None:
    """Draw a 10. If it shows no clock, score it."""
    card = ctx.draw(10)
    if not ctx.has_icon(card, Icon.CLOCK):
        ctx.score(card)


book.inspire("stephen_hawking")(draw_and_tuck_a(10))


@book.inspire("susan_blackmore")
def susan_blackmore_inspire(ctx: EffectContext) -> None:
    """Choose a card with an echo or inspire effect showing on any board, other than this one, and
    execute that effect yourself."""
    # Ruling (docs/rulings.md, "Figures in the Sky"): "any echo or inspire effect" = one showing on a
    # board, as the Dogma and Inspire actions see them. Her own is left out: choosing it would run
    # this effect inside itself with nothing to stop it.
    shown = [
        card
        for q in ctx.everyone()
        for color in COLORS
        for card, slots in ctx.visible_faces(color, q)
        if card != ctx.source and (Icon.ECHO in slots or INSPIRE in slots)
    ]
    card = ctx.choose_card(shown, "Choose a card whose echo or inspire effect you execute", verb="execute")
    if card is None:
        return
    effects = ctx.effects_of(card)
    effect = effects.echo if effects is not None and effects.echo is not None else book.inspires.get(card)
    if effect is not None:
        effect(ctx)
