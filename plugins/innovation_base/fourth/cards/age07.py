"""Age 7 base cards, fourth edition. An effect whose meaning is the third edition's reuses its
function (``third.…``); the rest are written here."""

from __future__ import annotations

from innovation.plugin_api import COLORS, DONE, EffectContext, Icon
from innovation_base.cards import age07 as third
from innovation_base.fourth.book import book
from innovation_base.fourth.cards.shared import deck_size

# Without "if you exchange one, you must exchange them all" the exchange is still all or nothing.
book.effect("bicycle")(third.bicycle)


@book.demand("combustion")
def combustion_demand(ctx: EffectContext) -> None:
    """For each colour on my board that shows a crown, you give me one card from your score
    pile, to my score pile."""
    # The demanded player picks which score cards to give (all they have if they hold too few).
    colors = sum(1 for c in COLORS if ctx.pile_icons(c, Icon.CROWN, ctx.activator) > 0)
    third.give_score_cards(ctx, colors)


book.effect("combustion")(third.combustion)
# "Your top card of each colour without a factory" = "all your top cards without a factory".
book.effect("electricity")(third.electricity)
book.effect("evolution")(third.evolution)
book.demand("explosives")(third.explosives)
book.effect("lighting")(third.lighting)

book.effect("publications")(third.publications_splay)


@book.effect("publications")
def publications_specials(ctx: EffectContext) -> None:
    """You may send one special achievement still on offer to the junk, or bring one back from
    the junk so that it is on offer again."""
    # One question: a special achievement named is junked if it is on offer, brought back if it
    # lies in the junk (the two lists never share one).
    available = ctx.available_specials()
    junked = ctx.junked_specials()
    if not available and not junked:
        return
    choice = ctx.choose_option(
        [*available, *junked, DONE], "You may junk a special achievement on offer, or bring one back from the junk"
    )
    if choice in available:
        ctx.junk(choice)
    elif choice in junked:
        ctx.make_available(choice)


@book.effect("railroad")
def railroad_return(ctx: EffectContext) -> None:
    """Return every card in your hand."""
    ctx.return_cards(ctx.hand())


@book.effect("railroad")
def railroad_draw(ctx: EffectContext) -> None:
    """Draw three 6s."""
    for _ in range(3):
        ctx.draw(6)


book.effect("railroad")(third.railroad_splay)


@book.demand("refrigeration")
def refrigeration_demand(ctx: EffectContext) -> None:
    """Keep one card of your hand and return all the others."""
    hand = ctx.hand()
    if len(hand) <= 1:
        return
    keep = ctx.choose_card(hand, "Choose the one card you keep in your hand", verb="keep")
    ctx.return_cards([c for c in hand if c != keep])


book.effect("refrigeration")(third.refrigeration)
book.demand("sanitation")(third.sanitation)


@book.effect("sanitation")
def sanitation_junk(ctx: EffectContext) -> None:
    """Pick the 7 deck or the 8 deck and junk every card in it."""
    # Ruling: the choice is asked even when one of the decks is empty (the card says "choose").
    age = ctx.choose_value((7, 8), "Choose the deck to junk", verb="junk")
    if deck_size(ctx, age):
        ctx.junk_deck(age)
