"""Age 4 of the 4th-edition base set.

Unchanged in meaning from the 3rd edition (the 3rd edition's functions, registered again):
Enterprise, Experimentation, Gunpowder, Invention (an aslant colour is splayed too), Navigation,
Printing Press, Reformation's splay.
"""

from __future__ import annotations

from innovation.plugin_api import Color, EffectContext, Icon
from innovation_base.cards import age04
from innovation_base.fourth.book import book
from innovation_base.helpers import colors_showing


@book.demand("anatomy")
def anatomy(ctx: EffectContext) -> None:
    """You return a card from your score pile. If you do, you also return one of your top cards
    of the same value; if that happens too, junk the whole 4 supply pile."""
    if age04.return_score_card_then_top_card(ctx):
        ctx.junk_deck(4)


@book.effect("colonialism")
def colonialism(ctx: EffectContext) -> None:
    """Draw a 3 and tuck it. If it is green, junk the whole 5 supply pile. As long as the tucked
    card shows a crown, do all this again."""
    while True:
        card = ctx.draw_and_tuck(3)
        if ctx.color(card) == Color.GREEN:
            ctx.junk_deck(5)
        if not ctx.has_icon(card, Icon.CROWN):
            return


book.demand("enterprise")(age04.enterprise_demand)
book.effect("enterprise")(age04.enterprise)
book.effect("experimentation")(age04.experimentation)
book.demand("gunpowder")(age04.gunpowder_demand)
book.effect("gunpowder")(age04.gunpowder)
book.effect("invention")(age04.invention)
book.effect("invention")(age04.invention_wonder)
book.demand("navigation")(age04.navigation)


@book.effect("perspective")
def perspective(ctx: EffectContext) -> None:
    """You may return a card from your hand. If you do, score a hand card for each colour of
    your board that shows a lightbulb."""
    age04.return_then_score_cards(ctx, lambda: colors_showing(ctx, Icon.LIGHTBULB))


book.effect("printing_press")(age04.printing_press)
book.effect("printing_press")(age04.printing_press_splay)


@book.effect("reformation")
def reformation(ctx: EffectContext) -> None:
    """You may tuck up to one card from your hand per colour of your board that shows a leaf."""
    # Ruling (as in the 3rd edition): the number is fixed when the effect starts.
    age04.tuck_up_to(ctx, colors_showing(ctx, Icon.LEAF))


book.effect("reformation")(age04.reformation_splay)
