"""Age 3 Echoes cards as the 4th edition prints them. An effect whose 4th-edition text means
what the 3rd edition's meant registers the 3rd edition's function again."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Icon, Splay
from innovation_echoes.cards import age03 as third
from innovation_echoes.fourth.book import book
from innovation_echoes.fourth.foreseen import was_foreseen

# --------------------------------------------------------------------------- Almanac


@book.echo("almanac")
def almanac_echo(ctx: EffectContext) -> None:
    """Draw an Echoes 4 and put it in your forecast."""
    ctx.draw_and_foreshadow(4, set_name="echoes")


book.effect("almanac")(third.almanac)

# --------------------------------------------------------------------------- Charitable Trust

# "Draw a 3 or a 4": the 3rd edition's echo effect, which keeps the card last drawn.
book.echo("charitable_trust")(third.charitable_trust_echo)


@book.effect("charitable_trust")
def charitable_trust(ctx: EffectContext) -> None:
    """You may meld the card Charitable Trust's echo effect last made you draw. If you meld a 3,
    achieve your top green card if you are eligible for it; if you meld a 4, return your top green
    card."""
    # Ruling (BGA): nothing happens if the echo effect did not run for you in this dogma, or if
    # the drawn card has left your hand since.
    drawn = ctx.memory.get(third.charitable_trust_key(ctx))
    if drawn is None or drawn not in ctx.hand():
        return
    if ctx.choose_card([drawn], "You may meld the card you drew", optional=True, verb="meld") is None:
        return
    ctx.meld(drawn)
    top = ctx.top(Color.GREEN)
    if top is None:
        return
    if ctx.age(drawn) == 3:
        if ctx.eligible_for(ctx.value(top)):
            ctx.achieve(top)
    elif ctx.age(drawn) == 4:
        ctx.return_card(top)


# --------------------------------------------------------------------------- Deodorant

book.echo("deodorant")(third.deodorant_echo)
book.effect("deodorant")(third.deodorant)


@book.effect("deodorant")
def deodorant_junk(ctx: EffectContext) -> None:
    """If one of your top cards shows a factory, junk every card of the 4 supply pile."""
    if any(ctx.has_icon(c, Icon.FACTORY) for c in ctx.top_cards()):
        ctx.junk_deck(4)


# --------------------------------------------------------------------------- Homing Pigeons

book.demand("homing_pigeons")(third.homing_pigeons_demand)


@book.effect("homing_pigeons")
def homing_pigeons(ctx: EffectContext) -> None:
    """You may splay your red pile or your green pile left. If Homing Pigeons was foreseen, then
    splay every one of your piles left."""
    ctx.may_splay([Color.RED, Color.GREEN], Splay.LEFT)
    if was_foreseen(ctx):
        for color in COLORS:
            ctx.splay(color, Splay.LEFT)


# --------------------------------------------------------------------------- Katana


@book.demand("katana")
def katana(ctx: EffectContext) -> None:
    """Move two of your top cards that show a castle to my score pile. If you moved exactly one
    and Katana was foreseen, junk every standard achievement on offer."""
    # Ruling (BGA): the two cards are picked one after the other, so a castle card uncovered by
    # the first transfer may be the second.
    moved = 0
    for _ in range(2):
        card = ctx.choose_card(
            [c for c in ctx.top_cards() if ctx.has_icon(c, Icon.CASTLE)],
            "Transfer a top card with a castle to the activator's score pile",
            verb="transfer",
            to=ctx.score_of(ctx.activator),
        )
        if card is None:
            break
        ctx.transfer(card, ctx.score_of(ctx.activator))
        moved += 1
    if moved == 1 and was_foreseen(ctx):
        ctx.junk_cards(ctx.available_achievements())


# --------------------------------------------------------------------------- Liquid Fire (unchanged)

book.demand("liquid_fire")(third.liquid_fire)

# --------------------------------------------------------------------------- Magnifying Glass (same meaning)

book.echo("magnifying_glass")(third.magnifying_glass_echo)
book.effect("magnifying_glass")(third.magnifying_glass)
book.effect("magnifying_glass")(third.magnifying_glass_splay)

# --------------------------------------------------------------------------- Novel


@book.echo("novel")
def novel_echo(ctx: EffectContext) -> None:
    """Return every card of your forecast."""
    ctx.return_cards(ctx.forecast())


@book.effect("novel")
def novel_draw(ctx: EffectContext) -> None:
    """Draw a 3."""
    ctx.draw(3)


@book.effect("novel")
def novel_splay(ctx: EffectContext) -> None:
    """You may splay your purple pile left."""
    ctx.may_splay([Color.PURPLE], Splay.LEFT)


@book.effect("novel")
def novel_supremacy(ctx: EffectContext) -> None:
    """If every one of your top cards that is not purple shows one same icon (crowns do not
    count), claim the Supremacy achievement."""
    # Ruling (BGA): needs at least one non-purple top card; an icon counts if printed anywhere
    # on the card; any icon of the edition but the crown (the avatar included).
    tops = [c for c in ctx.top_cards() if ctx.color(c) != Color.PURPLE]
    if not tops:
        return
    icons = [i for i in ctx.edition.icons if i != Icon.CROWN]
    if any(all(ctx.has_icon(c, icon) for c in tops) for icon in icons):
        ctx.claim_special("supremacy")


# --------------------------------------------------------------------------- Sandpaper


@book.effect("sandpaper")
def sandpaper_return(ctx: EffectContext) -> None:
    """You may return as many cards from your hand as you like. Draw a 3 for each card you
    return."""
    hand = ctx.hand()
    picks = ctx.choose_cards(hand, "You may return cards from your hand", max_count=len(hand), verb="return")
    ctx.return_cards(picks)
    for _ in picks:
        ctx.draw(3)


@book.effect("sandpaper")
def sandpaper_meld(ctx: EffectContext) -> None:
    """Meld a card from your hand."""
    card = ctx.choose_card(ctx.hand(), "Meld a card from your hand", verb="meld")
    if card is not None:
        ctx.meld(card)


@book.effect("sandpaper")
def sandpaper_foreshadow(ctx: EffectContext) -> None:
    """If Sandpaper was foreseen, put every card of your hand into your forecast."""
    if was_foreseen(ctx):
        for card in ctx.hand():
            ctx.foreshadow(card)


# --------------------------------------------------------------------------- Sunglasses (unchanged)

book.echo("sunglasses")(third.sunglasses_echo)
book.effect("sunglasses")(third.sunglasses)
