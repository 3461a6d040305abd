"""Age 4 Echoes cards as the 4th edition prints them. An effect whose 4th-edition text means
what the 3rd edition's meant registers the 3rd edition's function again."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Icon, Splay, Where
from innovation_echoes.cards import age04 as third
from innovation_echoes.fourth.book import book
from innovation_echoes.fourth.foreseen import was_foreseen
from innovation_echoes.visible import visible_bonuses

# --------------------------------------------------------------------------- Barometer

book.echo("barometer")(third.barometer_echo)


@book.effect("barometer")
def barometer(ctx: EffectContext) -> None:
    """If a bonus shows on any board, pick one and draw into your forecast a card two values
    above it."""
    bonuses = sorted({b for q in ctx.everyone() for b in visible_bonuses(ctx, q)})
    if bonuses:
        value = ctx.choose_value(bonuses, "Choose a bonus (you draw two higher)")
        ctx.draw_and_foreshadow(value + 2)


@book.effect("barometer")
def barometer_return(ctx: EffectContext) -> None:
    """You may return every card of your forecast. If one of them was blue, claim the Destiny
    achievement."""
    cards = ctx.forecast()
    if not cards or not ctx.yes_no("Return all cards in your forecast?", verb="return"):
        return
    blue = [c for c in cards if ctx.color(c) == Color.BLUE]
    if blue:
        ctx.reveal(blue[0])  # the proof that one was blue
    ctx.return_cards(cards)
    if blue:
        ctx.claim_special("destiny")


# --------------------------------------------------------------------------- Chintz

book.effect("chintz")(third.chintz)
book.effect("chintz")(third.chintz_score)


@book.effect("chintz")
def chintz_achievements(ctx: EffectContext) -> None:
    """If Chintz was foreseen, put every card of your hand among the achievements on offer."""
    if was_foreseen(ctx):
        for card in ctx.hand():
            ctx.transfer(card, Where("available"))


# --------------------------------------------------------------------------- Clock

book.echo("clock")(third.clock_echo)


@book.demand("clock")
def clock_demand(ctx: EffectContext) -> None:
    """I pick a colour; its value is the number of cards showing in my pile of that colour. You
    move every card of that value from your hand and your score pile to my score pile, then junk
    the standard achievement of that value on offer."""
    color = ctx.choose_color(COLORS, "Choose a colour of your board", verb="choose", p=ctx.activator)
    if color is None:
        return
    value = ctx.visible_card_count(color, ctx.activator)
    label = Color(color).label
    ctx.log("choice", f"{ctx.name(ctx.activator)} chooses {label}.", ctx.activator)
    moved = [c for c in ctx.hand() + ctx.score_pile() if ctx.age(c) == value]
    ctx.transfer_cards(moved, ctx.score_of(ctx.activator))
    ctx.junk_achievement(value)


# --------------------------------------------------------------------------- Globe


@book.effect("globe")
def globe(ctx: EffectContext) -> None:
    """You may return every card of your hand. If blue, green and yellow cards were among them,
    draw into your forecast a 6, a 7 and an 8, then splay one of your piles right."""
    hand = ctx.hand()
    if not hand or not ctx.yes_no("Return all cards from your hand?", verb="return"):
        return
    ctx.return_cards(hand)
    if {Color.BLUE, Color.GREEN, Color.YELLOW} <= {ctx.color(c) for c in hand}:
        for value in (6, 7, 8):
            ctx.draw_and_foreshadow(value)
        ctx.must_splay(COLORS, Splay.RIGHT)


@book.effect("globe")
def globe_foreshadow(ctx: EffectContext) -> None:
    """If Globe was foreseen, put a top card from any board into your forecast."""
    if not was_foreseen(ctx):
        return
    card = ctx.choose_card(
        [c for q in ctx.everyone() for c in ctx.top_cards(q)], "Foreshadow a top card from any board", verb="foreshadow"
    )
    if card is not None:
        ctx.foreshadow(card)


# --------------------------------------------------------------------------- Kobukson

book.echo("kobukson")(third.kobukson_echo)
book.demand("kobukson")(third.kobukson_demand)


@book.effect("kobukson")
def kobukson_tuck(ctx: EffectContext) -> None:
    """Draw a 4 and tuck it."""
    ctx.draw_and_tuck(4)


@book.effect("kobukson")
def kobukson_meld(ctx: EffectContext) -> None:
    """If Kobukson was foreseen, draw and meld a 5."""
    if was_foreseen(ctx):
        ctx.draw_and_meld(5)


# --------------------------------------------------------------------------- Pencil (same meaning)

book.echo("pencil")(third.pencil_echo)
book.effect("pencil")(third.pencil)

# --------------------------------------------------------------------------- Shuriken


@book.demand("shuriken")
def shuriken_demand(ctx: EffectContext) -> None:
    """Move two of your non-red top cards that show a castle or an avatar onto my board. If you
    move two and Shuriken was foreseen, they go on to my achievements."""
    to = ctx.board_of(ctx.activator)
    candidates = [
        c
        for c in ctx.top_cards()
        if ctx.color(c) != Color.RED and (ctx.has_icon(c, Icon.CASTLE) or ctx.has_icon(c, Icon.AVATAR))
    ]
    picks = ctx.choose_cards(
        candidates, "Transfer two top cards to the activator's board", max_count=2, min_count=2, verb="transfer", to=to
    )
    ctx.transfer_cards(picks, to)
    if len(picks) == 2 and was_foreseen(ctx):
        for card in picks:
            ctx.transfer(card, Where("achievements", ctx.activator))


book.effect("shuriken")(third.shuriken_splay)

# --------------------------------------------------------------------------- Slide Rule (unchanged)

book.effect("slide_rule")(third.slide_rule_splay)
book.effect("slide_rule")(third.slide_rule)

# --------------------------------------------------------------------------- Telescope


@book.echo("telescope")
def telescope_echo(ctx: EffectContext) -> None:
    """Draw an Echoes 5 and put it in your forecast."""
    ctx.draw_and_foreshadow(5, set_name="echoes")


@book.effect("telescope")
def telescope(ctx: EffectContext) -> None:
    """You may put a card from your forecast back on top of its supply pile. If you do, swap
    every card of your forecast for as many standard achievements on offer (your pick), and junk
    every card of the 5 supply pile."""
    card = ctx.choose_card(
        ctx.forecast(), "You may put a card from your forecast on its deck", optional=True, verb="return"
    )
    if card is None:
        return
    ctx.transfer(card, Where("deck"))
    forecast = ctx.forecast()
    available = ctx.available_achievements()
    picks = ctx.choose_cards(
        available,
        "Choose the achievements to take into your forecast",
        max_count=len(forecast),
        min_count=len(forecast),
        verb="transfer",
    )
    # Ruling (BGA): with fewer achievements on offer than forecast cards, the whole forecast goes
    # and every achievement on offer comes.
    ctx.exchange(forecast, Where("available"), picks, Where("forecast", ctx.player))
    ctx.junk_deck(5)


# --------------------------------------------------------------------------- Toilet

book.echo("toilet")(third.toilet_echo)


@book.demand("toilet")
def toilet_demand(ctx: EffectContext) -> None:
    """For every different bonus value showing on my board, you return a card of that value from
    your score pile."""
    for value in sorted(set(visible_bonuses(ctx, ctx.activator))):
        matching = [c for c in ctx.score_pile() if ctx.age(c) == value]
        card = ctx.choose_card(matching, f"Return a {value} from your score pile", verb="return")
        if card is not None:
            ctx.return_card(card)


book.effect("toilet")(third.toilet)
