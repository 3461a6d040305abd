"""Age 6 Echoes cards as the 4th edition prints them. An effect whose 4th-edition text means
what the 3rd edition's meant registers the 3rd edition's function again."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Icon, Splay
from innovation_echoes.cards import age06 as third
from innovation_echoes.fourth.book import book
from innovation_echoes.fourth.cards.shared import foreshadow_lowest_available
from innovation_echoes.fourth.foreseen import was_foreseen

# --------------------------------------------------------------------------- Bifocals


@book.echo("bifocals")
def bifocals_echo(ctx: EffectContext) -> None:
    """Put one of your forecast cards back in its supply pile."""
    card = ctx.choose_card(ctx.forecast(), "Return a card from your forecast", verb="return")
    if card is not None:
        ctx.return_card(card)


@book.effect("bifocals")
def bifocals_foreshadow(ctx: EffectContext) -> None:
    """Draw a 7 into your forecast. Then, if Bifocals was foreseen, also draw into your forecast a
    card of the value of the lowest standard achievement still on offer."""
    ctx.draw_and_foreshadow(7)
    if was_foreseen(ctx):
        foreshadow_lowest_available(ctx)


@book.effect("bifocals")
def bifocals_splay(ctx: EffectContext) -> None:
    """You may splay your green pile right. If you do, splay one of your piles up (your pick)."""
    if ctx.may_splay([Color.GREEN], Splay.RIGHT) is not None:
        ctx.must_splay(COLORS, Splay.UP)


# --------------------------------------------------------------------------- Dentures (unchanged)

book.echo("dentures")(third.dentures_echo)
book.effect("dentures")(third.dentures_score)
book.effect("dentures")(third.dentures_splay)

# --------------------------------------------------------------------------- Hot Air Balloon

book.echo("hot_air_balloon")(third.hot_air_balloon_echo)


@book.effect("hot_air_balloon")
def hot_air_balloon(ctx: EffectContext) -> None:
    """You may take, as an achievement, a top card of an opponent whose achievements include a
    card of that value, if you are eligible for that value. If you do, move your top green card
    onto that opponent's board. If you don't, draw and meld a 7."""
    owners: dict[str, int] = {}
    for q in ctx.opponents():
        held = {ctx.age(a) for a in ctx.standard_achievements(q)}
        for top in ctx.top_cards(q):
            # Ruling (BGA): the top card's face value must match an achievement's value, and the
            # player must be eligible (score and top card) to achieve that value.
            if ctx.value(top) in held and ctx.eligible_for(ctx.value(top)):
                owners[top] = q
    card = ctx.choose_card(list(owners), "You may achieve a top card of an opponent", optional=True, verb="achieve")
    if card is None:
        ctx.draw_and_meld(7)
        return
    ctx.achieve(card)
    green = ctx.top(Color.GREEN)
    if green is not None:
        ctx.transfer(green, ctx.board_of(owners[card]))


# --------------------------------------------------------------------------- Indian Clubs


@book.demand("indian_clubs")
def indian_clubs_demand(ctx: EffectContext) -> None:
    """You return two cards from your score pile; if Indian Clubs was foreseen, you return every
    card of your score pile instead."""
    if was_foreseen(ctx):
        ctx.return_cards(ctx.score_pile())
        return
    picks = ctx.choose_cards(
        ctx.score_pile(), "Return two cards from your score pile", max_count=2, min_count=2, verb="return"
    )
    ctx.return_cards(picks)


book.effect("indian_clubs")(third.indian_clubs)

# --------------------------------------------------------------------------- Kaleidoscope

book.effect("kaleidoscope")(third.kaleidoscope)


@book.effect("kaleidoscope")
def kaleidoscope_junk(ctx: EffectContext) -> None:
    """Count the lightbulbs on your board and junk the standard achievement of that value, if it
    is on offer. If Kaleidoscope was foreseen, junk as well every standard achievement on offer
    of a lower value."""
    count = ctx.icons(Icon.LIGHTBULB)
    ctx.junk_achievement(count)
    if was_foreseen(ctx):
        ctx.junk_cards([c for c in ctx.available_achievements() if ctx.age(c) < count])


# --------------------------------------------------------------------------- Loom (unchanged)

book.echo("loom")(third.loom_echo)
book.effect("loom")(third.loom_tuck)
book.effect("loom")(third.loom_heritage)

# --------------------------------------------------------------------------- Morphine

book.echo("morphine")(third.morphine_echo)
book.demand("morphine")(third.morphine_demand)


@book.effect("morphine")
def morphine_draw(ctx: EffectContext) -> None:
    """Draw a card one value above the highest card the demand made anybody return (a 1 when
    nobody returned any)."""
    highest: int = ctx.memory.get("morphine_highest", 0)
    ctx.draw(highest + 1)


book.effect("morphine")(third.morphine_splay)

# --------------------------------------------------------------------------- Shrapnel


@book.demand("shrapnel")
def shrapnel_demand(ctx: EffectContext) -> None:
    """You draw a 6 and tuck it. Move your top two cards of its colour to my score pile, then
    score the bottom card of that colour from my board."""
    color = ctx.color(ctx.draw_and_tuck(6))
    for _ in range(2):
        top = ctx.top(color)
        if top is not None:
            ctx.transfer(top, ctx.score_of(ctx.activator))
    bottom = ctx.bottom(color, ctx.activator)
    if bottom is not None:
        ctx.score(bottom)


# --------------------------------------------------------------------------- Steamboat (same meaning)

# The 4th edition no longer says "if it is purple, keep it": the card stays in the hand anyway.
book.demand("steamboat")(third.steamboat_demand)

# --------------------------------------------------------------------------- Stethoscope

book.echo("stethoscope")(third.stethoscope_echo)


@book.effect("stethoscope")
def stethoscope_draw(ctx: EffectContext) -> None:
    """Draw a 7. If this dogma's echo effect made you meld a blue card, also draw an 8, and then a
    9 too if Stethoscope was foreseen."""
    ctx.draw(7)
    if ctx.memory.get(third.stethoscope_key(ctx)):
        ctx.draw(8)
        if was_foreseen(ctx):
            ctx.draw(9)


book.effect("stethoscope")(third.stethoscope_splay)
