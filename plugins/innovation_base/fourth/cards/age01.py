"""Age 1 of the 4th-edition base set.

Unchanged in meaning from the 3rd edition (the 3rd edition's functions, registered again):
Agriculture, Archery's demand, City States, Clothing, Code of Laws, Domestication, Metalworking,
Mysticism, Oars, Pottery, Sailing, The Wheel, Tools, Writing.
"""

from __future__ import annotations

from innovation.plugin_api import Color, EffectContext, Icon
from innovation_base.cards import age01
from innovation_base.fourth.book import book
from innovation_base.fourth.helpers import junk_an_available_achievement

book.effect("agriculture")(age01.agriculture)


# ---------------------------------------------------------------------------- Archery
book.demand("archery")(age01.archery)


@book.effect("archery")
def archery_junk(ctx: EffectContext) -> None:
    """Junk an available achievement of value 1 or 2."""
    junk_an_available_achievement(ctx, (1, 2))


book.demand("city_states")(age01.city_states)
book.effect("clothing")(age01.clothing_meld)
book.effect("clothing")(age01.clothing_score)
book.effect("code_of_laws")(age01.code_of_laws)
book.effect("domestication")(age01.domestication)


# ---------------------------------------------------------------------------- Masonry
@book.effect("masonry")
def masonry_meld(ctx: EffectContext) -> None:
    """You may meld as many cards with a castle from your hand as you like."""
    picks = ctx.choose_cards(
        [c for c in ctx.hand() if ctx.has_icon(c, Icon.CASTLE)],
        "You may meld cards with a castle",
        max_count=len(ctx.hand()),
        verb="meld",
    )
    ctx.meld_cards(picks)


@book.effect("masonry")
def masonry_monument(ctx: EffectContext) -> None:
    """If your red pile holds exactly three cards, claim Monument."""
    # "Red cards on your board" are the cards of the red pile, covered ones included (BGA
    # counts the pile).
    if len(ctx.pile(Color.RED)) == 3:
        ctx.claim_special("monument")


book.effect("metalworking")(age01.metalworking)
book.effect("mysticism")(age01.mysticism)
book.demand("oars")(age01.oars_demand)
book.effect("oars")(age01.oars)
book.effect("pottery")(age01.pottery_return)
book.effect("pottery")(age01.pottery_draw)
book.effect("sailing")(age01.sailing)
book.effect("the_wheel")(age01.the_wheel)
book.effect("tools")(age01.tools_return_three)
book.effect("tools")(age01.tools_return_a_three)
book.effect("writing")(age01.writing)
