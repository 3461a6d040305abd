"""Age 3 of the 4th-edition base set.

Unchanged in meaning from the 3rd edition (the 3rd edition's functions, registered again):
Alchemy's second effect, Compass, Education, Engineering ("a top card with a castle of each
colour" is every such top card), Machinery's demand, Medicine's demand, Optics, Paper's splay,
Translation ("you may meld all" stays all or nothing).
"""

from __future__ import annotations

from innovation.plugin_api import Color, EffectContext, Icon, Splay
from innovation_base.cards import age03
from innovation_base.fourth.book import book
from innovation_base.fourth.helpers import junk_an_available_achievement
from innovation_base.helpers import colors_showing


# ---------------------------------------------------------------------------- Alchemy
@book.effect("alchemy")
def alchemy_draw(ctx: EffectContext) -> None:
    """Draw a 4 and show it for each colour of your board that shows a castle. If any of them is
    red, return every card in your hand."""
    age03.draw_fours_returning_hand_on_red(ctx, colors_showing(ctx, Icon.CASTLE))


book.effect("alchemy")(age03.alchemy_meld_score)
book.demand("compass")(age03.compass)
book.effect("education")(age03.education)
book.demand("engineering")(age03.engineering_demand)
book.effect("engineering")(age03.engineering_splay)


# ---------------------------------------------------------------------------- Feudalism
@book.demand("feudalism")
def feudalism_demand(ctx: EffectContext) -> None:
    """Hand me a card that shows a castle from your hand. If you did, every special achievement
    still on offer goes to the junk."""
    if age03.give_castle_card(ctx) is not None:
        for special in ctx.available_specials():
            ctx.junk(special)


@book.effect("feudalism")
def feudalism_splay(ctx: EffectContext) -> None:
    """You may splay your yellow or your purple pile to the left; if you do, draw a 3."""
    if ctx.may_splay([Color.YELLOW, Color.PURPLE], Splay.LEFT) is not None:
        ctx.draw(3)


# ---------------------------------------------------------------------------- Machinery
book.demand("machinery")(age03.machinery_demand)


@book.effect("machinery")
def machinery_score(ctx: EffectContext) -> None:
    """Score one card from your hand that shows a castle."""
    age03.score_castle_card(ctx)


book.effect("machinery")(age03.engineering_splay)


# ---------------------------------------------------------------------------- Medicine
book.demand("medicine")(age03.medicine)


@book.effect("medicine")
def medicine_junk(ctx: EffectContext) -> None:
    """Junk an available achievement of value 3 or 4."""
    junk_an_available_achievement(ctx, (3, 4))


book.effect("optics")(age03.optics)


# ---------------------------------------------------------------------------- Paper
book.effect("paper")(age03.paper_splay)


@book.effect("paper")
def paper_score_then_draw(ctx: EffectContext) -> None:
    """Score one of your top cards that shows a leaf. If you do, draw a 4 for each of your
    colours splayed left."""
    card = ctx.choose_card(
        [c for c in ctx.top_cards() if ctx.has_icon(c, Icon.LEAF)], "Score a top card with a leaf", verb="score"
    )
    if card is None:
        return
    ctx.score(card)
    # The splays are counted after the score (a pile left with one card is no longer splayed).
    age03.paper_draw(ctx)


book.effect("translation")(age03.translation_meld)
book.effect("translation")(age03.translation_world)
