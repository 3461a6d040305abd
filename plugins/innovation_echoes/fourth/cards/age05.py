"""Age 5 Echoes cards as the 4th edition prints them. An effect whose 4th-edition text means
what the 3rd edition's meant registers the 3rd edition's function again."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Icon
from innovation_echoes.cards import age05 as third
from innovation_echoes.fourth.book import book
from innovation_echoes.fourth.cards.shared import junk_deck_and_achieve_highest
from innovation_echoes.fourth.foreseen import was_foreseen

# --------------------------------------------------------------------------- Coke

book.echo("coke")(third.coke_echo)
book.effect("coke")(third.coke)


@book.effect("coke")
def coke_score(ctx: EffectContext) -> None:
    """If Coke was foreseen, score your top card of every colour but red."""
    if not was_foreseen(ctx):
        return
    for color in COLORS:
        top = ctx.top(color)
        if color != Color.RED and top is not None:
            ctx.score(top)


# --------------------------------------------------------------------------- Lightning Rod

book.echo("lightning_rod")(third.lightning_rod_echo)
book.demand("lightning_rod")(third.lightning_rod_demand)


@book.effect("lightning_rod")
def lightning_rod_return(ctx: EffectContext) -> None:
    """Return one of your top cards."""
    card = ctx.choose_card(ctx.top_cards(), "Return a top card from your board", verb="return")
    if card is not None:
        ctx.return_card(card)


@book.effect("lightning_rod")
def lightning_rod_junk(ctx: EffectContext) -> None:
    """Junk every card of the 6 supply pile."""
    ctx.junk_deck(6)


# --------------------------------------------------------------------------- Octant


@book.demand("octant")
def octant_demand(ctx: EffectContext) -> None:
    """Move onto my board each of your non-red top cards that shows a leaf or a factory. If you
    moved any and Octant was not foreseen, draw a 6 and foreshadow it."""
    cards = [
        c
        for c in ctx.top_cards()
        if ctx.color(c) != Color.RED and (ctx.has_icon(c, Icon.LEAF) or ctx.has_icon(c, Icon.FACTORY))
    ]
    ctx.transfer_cards(cards, ctx.board_of(ctx.activator))
    if cards and not was_foreseen(ctx):
        ctx.draw_and_foreshadow(6)


book.effect("octant")(third.octant)

# --------------------------------------------------------------------------- Palampore (same meaning)

book.effect("palampore")(third.palampore_draw)
book.effect("palampore")(third.palampore_splay)
book.effect("palampore")(third.palampore_wealth)

# --------------------------------------------------------------------------- Piano (unchanged)

book.echo("piano")(third.piano_echo)
book.effect("piano")(third.piano)

# --------------------------------------------------------------------------- Pressure Cooker


@book.effect("pressure_cooker")
def pressure_cooker_meld(ctx: EffectContext) -> None:
    """If Pressure Cooker was foreseen, meld every card of your hand."""
    if was_foreseen(ctx):
        ctx.meld_cards(ctx.hand())


@book.effect("pressure_cooker")
def pressure_cooker(ctx: EffectContext) -> None:
    """Return every card of your hand. Then, for each of your top cards that carries a bonus,
    draw a card of that bonus's value and junk the standard achievement of that value on
    offer."""
    ctx.return_cards(ctx.hand())
    # Ruling (BGA): the bonuses are read from the top cards after the return; the player picks
    # the order (it matters for the Echoes draw rule), and each value is drawn, then junked.
    remaining = [b for c in ctx.top_cards() for b in ctx.info(c).bonuses]
    while remaining:
        value = ctx.choose_value(remaining, "Draw a card of which bonus value next?")
        remaining.remove(value)
        ctx.draw(value)
        ctx.junk_achievement(value)


# --------------------------------------------------------------------------- Seed Drill

book.demand("seed_drill")(third.seed_drill_demand)


@book.effect("seed_drill")
def seed_drill(ctx: EffectContext) -> None:
    """Pick the 3, 4 or 5 supply pile. You may junk every card in it. If you do, achieve the
    highest-valued card in the junk, if you are eligible for its value."""
    junk_deck_and_achieve_highest(ctx, [3, 4, 5])


# --------------------------------------------------------------------------- Stove (same meaning)

book.echo("stove")(third.stove_echo)
book.effect("stove")(third.stove_tuck)
book.effect("stove")(third.stove_splay)

# --------------------------------------------------------------------------- Thermometer

# "Maintain its splay" is gone from the text: a card melded within its own pile keeps the splay.
book.echo("thermometer")(third.thermometer_echo)


@book.effect("thermometer")
def thermometer(ctx: EffectContext) -> None:
    """Draw and meld a card one value above your top yellow card (a 1 with no yellow card). Do it
    again while the melded card is yellow, or, if Thermometer was foreseen, red or purple."""
    again = {Color.YELLOW, Color.RED, Color.PURPLE} if was_foreseen(ctx) else {Color.YELLOW}
    while True:
        card = ctx.draw_and_meld(ctx.value(ctx.top(Color.YELLOW)) + 1)
        if ctx.color(card) not in again:
            return


# --------------------------------------------------------------------------- Tuning Fork


@book.echo("tuning_fork")
def tuning_fork_echo(ctx: EffectContext) -> None:
    """Pick a value that some card in any score pile has, and draw a card of that value."""
    values = {ctx.age(c) for q in ctx.everyone() for c in ctx.score_pile(q)}
    if values:
        ctx.draw(ctx.choose_value(values, "Draw a card of which value?"))


@book.effect("tuning_fork")
def tuning_fork(ctx: EffectContext) -> None:
    """Put a card from your hand into your forecast. If you do, draw and reveal a card of its
    value, and meld it if it is higher than your top card of its colour. If you don't meld it,
    return it, and you may do all this again."""
    # Ruling (BGA): the first foreshadow is mandatory, each repeat optional; a full forecast
    # takes nothing, which stops the effect.
    optional = False
    while True:
        prompt = "You may foreshadow another card from your hand" if optional else "Foreshadow a card from your hand"
        card = ctx.choose_card(ctx.hand(), prompt, optional=optional, verb="foreshadow")
        if card is None:
            return
        ctx.foreshadow(card)
        if card not in ctx.forecast():
            return
        drawn = ctx.draw_and_reveal(ctx.age(card))
        if ctx.age(drawn) > ctx.value(ctx.top(ctx.color(drawn))):
            ctx.meld(drawn)
            return
        ctx.return_card(drawn)
        optional = True
