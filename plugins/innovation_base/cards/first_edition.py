"""First-edition texts of the nine base cards that read differently (rule option
``edition="first"``, BGA's "First edition" rules: the original Asmadi wording, as in the Iello
edition).

Each card is registered here completely, in printed order, on the base book's ``first_edition``
variant; an effect whose text did not change is the last edition's own function, registered
again. Rulings are in docs/rulings.md ("First edition").
"""

from __future__ import annotations

from innovation.plugin_api import Color, EffectContext, Icon, Splay
from innovation_base.book import first_edition
from innovation_base.cards.age01 import give_crown_card, oars
from innovation_base.cards.age03 import feudalism_splay, give_castle_card
from innovation_base.cards.age05 import statistics_splay
from innovation_base.cards.age06 import industrialization_splay
from innovation_base.cards.age07 import give_score_cards
from innovation_base.cards.age09 import fission_demand, return_top_card_but_fission


# ---------------------------------------------------------------------------- Oars (age 1)
@first_edition.demand("oars")
def oars_demand(ctx: EffectContext) -> None:
    """Give me a card with a crown from your hand, to my score pile. If you do, draw a 1."""
    # The first edition has no "repeat": one card at most per demanded player.
    give_crown_card(ctx)


first_edition.effect("oars")(oars)


# ---------------------------------------------------------------------------- Fermenting (age 2)
@first_edition.effect("fermenting")
def fermenting(ctx: EffectContext) -> None:
    """Count the leaves showing on your board and draw a 2 for each full pair of them."""
    # Ruling: every visible leaf counts (BGA sums the board's leaves), rounded down to pairs.
    for _ in range(ctx.icons(Icon.LEAF) // 2):
        ctx.draw(ctx.effect_age(2))


# ---------------------------------------------------------------------------- Feudalism (age 3)
@first_edition.demand("feudalism")
def feudalism_demand(ctx: EffectContext) -> None:
    """Hand me a card that shows a castle from your hand."""
    give_castle_card(ctx)  # no unsplay in the first edition


first_edition.effect("feudalism")(feudalism_splay)


# ---------------------------------------------------------------------------- Measurement (age 5)
@first_edition.effect("measurement")
def measurement(ctx: EffectContext) -> None:
    """You may put a card from your hand back in its supply pile. If you do, name a colour: splay
    your pile of it right, then draw a card whose value is the number of cards in that pile."""
    card = ctx.choose_card(ctx.hand(), "You may return a card from your hand", optional=True, verb="return")
    if card is None or not ctx.return_card(card):  # (a karma may keep the card: then "you did" not)
        return
    # Ruling (BGA): any of the five colours may be named, whatever the returned card's colour,
    # even one you have no cards of (no splay; a count of 0 draws a 1, RULES.md §9.4).
    color = ctx.choose_color(list(Color), "Choose a colour to splay right", verb="splay", splay=Splay.RIGHT)
    if color is None:
        return
    ctx.splay(color, Splay.RIGHT)
    ctx.draw(len(ctx.pile(color)))


# ---------------------------------------------------------------------------- Societies (age 5)
@first_edition.demand("societies")
def societies_demand(ctx: EffectContext) -> None:
    """Move one of your top cards that is not purple and shows a lightbulb onto my board. If you
    do, you draw a 5."""
    candidates = [c for c in ctx.top_cards() if ctx.color(c) != Color.PURPLE and ctx.has_icon(c, Icon.LIGHTBULB)]
    card = ctx.choose_card(
        candidates,
        "Choose a non-purple top card with a lightbulb to transfer",
        verb="transfer",
        to=ctx.board_of(ctx.activator),
    )
    if card is not None and ctx.transfer(card, ctx.board_of(ctx.activator)):
        ctx.draw(ctx.effect_age(5))


# ---------------------------------------------------------------------------- Statistics (age 5)
@first_edition.demand("statistics")
def statistics_demand(ctx: EffectContext) -> None:
    """Take one of the highest cards of your score pile into your hand. If you do and your hand
    then holds just that one card, do it again."""
    while True:
        # Ruling: among cards tied for highest, the demanded player picks one.
        card = ctx.choose_card(
            ctx.highest(ctx.score_pile()),
            "Choose a highest score card to take into your hand",
            verb="transfer",
            to=ctx.hand_of(),
        )
        # A card already in the hand (Michelangelo counts the hand as score pile too) is not
        # taken into it: "you did" not, or the repeat would never end; nor when a karma kept it.
        if card is None or ctx.locate(card).zone == "hand" or not ctx.transfer(card, ctx.hand_of()):
            return
        if len(ctx.hand()) != 1:
            return


first_edition.effect("statistics")(statistics_splay)


# ---------------------------------------------------------------------------- Industrialization (age 6)
@first_edition.effect("industrialization")
def industrialization_tuck(ctx: EffectContext) -> None:
    """Count the factories showing on your board; draw and tuck a 6 for each full pair of them."""
    # Ruling: the factories are counted once, before any tuck (BGA), rounded down to pairs.
    for _ in range(ctx.icons(Icon.FACTORY) // 2):
        ctx.draw_and_tuck(ctx.effect_age(6))


first_edition.effect("industrialization")(industrialization_splay)


# ---------------------------------------------------------------------------- Combustion (age 7)
@first_edition.demand("combustion")
def combustion_demand(ctx: EffectContext) -> None:
    """Give me two cards from your score pile, to my score pile."""
    # Ruling: the demanded player picks the two; with fewer, all they have go (RULES.md §3.3).
    give_score_cards(ctx, 2)


# ---------------------------------------------------------------------------- Fission (age 9)
first_edition.demand("fission")(fission_demand)


@first_edition.effect("fission")
def fission(ctx: EffectContext) -> None:
    """Return any player's top card other than Fission."""
    return_top_card_but_fission(ctx)  # and no 10 drawn
