"""Age 5 of the 4th-edition base set.

Unchanged in meaning from the 3rd edition (the 3rd edition's functions, registered again):
Astronomy, Banking, Chemistry, Coal, Measurement, Physics ("return all cards in your hand"
includes the drawn cards, as the 3rd edition's ruling has it), Societies (top cards only, as
ruled for the 3rd edition), Statistics' splay, The Pirate Code.
"""

from __future__ import annotations

from innovation.plugin_api import EffectContext
from innovation_base.cards import age05
from innovation_base.fourth.book import book

book.effect("astronomy")(age05.astronomy)
book.effect("astronomy")(age05.astronomy_universe)
book.demand("banking")(age05.banking_demand)
book.effect("banking")(age05.banking_splay)
book.effect("chemistry")(age05.chemistry_splay)
book.effect("chemistry")(age05.chemistry)
book.effect("coal")(age05.coal_tuck)
book.effect("coal")(age05.coal_splay)
book.effect("coal")(age05.coal_score)
book.effect("measurement")(age05.measurement)
book.effect("physics")(age05.physics)
book.demand("societies")(age05.societies_demand)


@book.demand("statistics")
def statistics_demand(ctx: EffectContext) -> None:
    """I name a value: move every card of that value from your score pile into your hand."""
    # Ruling (BGA): the activator may name any value of the game; nothing is asked when the
    # score pile is empty (no value could move a card).
    if not ctx.score_pile():
        return
    value = ctx.choose_value(ctx.edition.ages, "Choose a value", p=ctx.activator)
    ctx.transfer_cards([c for c in ctx.score_pile() if ctx.age(c) == value], ctx.hand_of())


book.effect("statistics")(age05.statistics_splay)


@book.effect("steam_engine")
def steam_engine(ctx: EffectContext) -> None:
    """Draw a 4 and tuck it, twice. Score the bottom card of your yellow pile; if that card is
    Steam Engine, junk the whole 6 supply pile."""
    ctx.draw_and_tuck(4)
    ctx.draw_and_tuck(4)
    if age05.score_bottom_yellow(ctx) == "steam_engine":
        ctx.junk_deck(6)


book.demand("the_pirate_code")(age05.the_pirate_code_demand)
book.effect("the_pirate_code")(age05.the_pirate_code)
