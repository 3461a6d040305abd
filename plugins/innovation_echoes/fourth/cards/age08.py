"""Age 8 Echoes cards as the 4th edition prints them. An effect whose 4th-edition text means
what the 3rd edition's meant registers the 3rd edition's function again."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Icon, Where
from innovation_echoes.cards import age08 as third
from innovation_echoes.fourth.book import book
from innovation_echoes.fourth.cards.shared import junk_available_achievements
from innovation_echoes.fourth.foreseen import was_foreseen
from innovation_echoes.visible import visible_bonuses

# --------------------------------------------------------------------------- Air Conditioner

book.echo("air_conditioner")(third.air_conditioner_echo)
book.demand("air_conditioner")(third.air_conditioner_demand)


@book.effect("air_conditioner")
def air_conditioner_junk(ctx: EffectContext) -> None:
    """Junk every card of the 9 supply pile."""
    ctx.junk_deck(9)


# --------------------------------------------------------------------------- Bandage

book.echo("bandage")(third.bandage_echo)


@book.demand("bandage")
def bandage_demand(ctx: EffectContext) -> None:
    """You return a card with a clock from your score pile, then one of your top cards with a
    clock. If you returned both, you junk one achievement on offer for each achievement you
    have."""
    scored = ctx.choose_card(
        [c for c in ctx.score_pile() if ctx.has_icon(c, Icon.CLOCK)],
        "Return a card with a clock from your score pile",
        verb="return",
    )
    if scored is not None:
        ctx.return_card(scored)
    top = ctx.choose_card(
        [c for c in ctx.top_cards() if ctx.has_icon(c, Icon.CLOCK)], "Return a top card with a clock", verb="return"
    )
    if top is not None:
        ctx.return_card(top)
    if scored is not None and top is not None:
        junk_available_achievements(ctx, len(ctx.achievements()))


# --------------------------------------------------------------------------- Crossword


@book.effect("crossword")
def crossword_draw(ctx: EffectContext) -> None:
    """For every even bonus showing on your board, draw a card of that bonus's value. If
    Crossword was foreseen, put the cards drawn this way among the achievements on offer."""
    # Ruling (BGA): the bonuses are read once, and the player picks the order of the draws.
    left = [v for v in visible_bonuses(ctx) if v % 2 == 0]
    drawn: list[str] = []
    while left:
        value = ctx.choose_value(left, "Choose the value of the next card to draw")
        left.remove(value)
        drawn.append(ctx.draw(value))
    if was_foreseen(ctx):
        for card in drawn:
            if card in ctx.hand():
                ctx.transfer(card, Where("available"))


@book.effect("crossword")
def crossword_return(ctx: EffectContext) -> None:
    """For every odd bonus showing on your board, return the lowest card of your hand."""
    for _ in (v for v in visible_bonuses(ctx) if v % 2 == 1):
        card = ctx.choose_card(ctx.lowest(ctx.hand()), "Return the lowest card from your hand", verb="return")
        if card is None:
            return
        ctx.return_card(card)


# --------------------------------------------------------------------------- Nylon


@book.effect("nylon")
def nylon_tuck(ctx: EffectContext) -> None:
    """Draw and tuck three 8s. If a green card was among them, do this again."""
    while True:
        tucked = [ctx.draw_and_tuck(8) for _ in range(3)]
        if not any(ctx.color(c) == Color.GREEN for c in tucked):
            return


book.effect("nylon")(third.nylon_splay)

# --------------------------------------------------------------------------- Parachute

book.demand("parachute")(third.parachute_demand)


@book.effect("parachute")
def parachute_junk(ctx: EffectContext) -> None:
    """If Parachute was foreseen, junk every card on every board."""
    if was_foreseen(ctx):
        ctx.junk_cards([c for q in ctx.everyone() for color in COLORS for c in reversed(ctx.pile(color, q))])


# --------------------------------------------------------------------------- Radio Telescope


@book.effect("radio_telescope")
def radio_telescope(ctx: EffectContext) -> None:
    """Draw a 9 for every colour of your board showing a lightbulb and, if Radio Telescope was
    foreseen, a 10 for every such colour as well. Meld one of the drawn cards and return the
    others. If the card you melded is A. I., you win."""
    colors = [c for c in COLORS if ctx.pile_icons(c, Icon.LIGHTBULB) > 0]
    drawn = [ctx.draw(9) for _ in colors]
    if was_foreseen(ctx):
        drawn += [ctx.draw(10) for _ in colors]
    card = ctx.choose_card(
        [c for c in drawn if c in ctx.hand()], "Meld one of the drawn cards (the rest are returned)", verb="meld"
    )
    if card is None:
        return
    ctx.meld(card)
    if card == "a_i":
        ctx.win()
        return
    ctx.return_cards([c for c in drawn if c != card and c in ctx.hand()])


# --------------------------------------------------------------------------- Sliced Bread (unchanged)

book.echo("sliced_bread")(third.sliced_bread_echo)
book.effect("sliced_bread")(third.sliced_bread)

# --------------------------------------------------------------------------- Television (unchanged)

book.echo("television")(third.television_echo)
book.effect("television")(third.television)

# --------------------------------------------------------------------------- Tractor

book.echo("tractor")(third.tractor_echo)


@book.effect("tractor")
def tractor_score(ctx: EffectContext) -> None:
    """Draw a 7 and score it."""
    ctx.draw_and_score(7)


@book.effect("tractor")
def tractor_draw(ctx: EffectContext) -> None:
    """Draw a 7."""
    ctx.draw(7)


@book.effect("tractor")
def tractor_foreseen(ctx: EffectContext) -> None:
    """If Tractor was foreseen, draw and score seven 7s."""
    if was_foreseen(ctx):
        for _ in range(7):
            ctx.draw_and_score(7)


# --------------------------------------------------------------------------- X-Ray

book.echo("x_ray")(third.x_ray_echo)


@book.effect("x_ray")
def x_ray_draw(ctx: EffectContext) -> None:
    """Pick a value. Draw a card of it for every colour of your board showing a leaf, then put
    as many of the cards drawn this way as you like into your forecast."""
    value = ctx.choose_value(range(1, ctx.edition.max_age + 1), "Choose the value of the cards to draw", verb="draw")
    count = sum(1 for c in COLORS if ctx.pile_icons(c, Icon.LEAF) > 0)
    drawn = [ctx.draw(value) for _ in range(count)]
    picks = ctx.choose_cards(
        [c for c in drawn if c in ctx.hand()],
        "You may foreshadow any of the drawn cards",
        max_count=len(drawn),
        verb="foreshadow",
    )
    for card in picks:
        ctx.foreshadow(card)


@book.effect("x_ray")
def x_ray_return(ctx: EffectContext) -> None:
    """Return every card in your hand."""
    ctx.return_cards(ctx.hand())


book.effect("x_ray")(third.x_ray_splay)
