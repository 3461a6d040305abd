"""4th-edition Artifacts, age 9: effects registered on :data:`innovation_artifacts.fourth.book.book`.
An effect whose meaning is the 3rd edition's reuses its function (``third.…``); the rest are
written here."""

from __future__ import annotations

from innovation.plugin_api import Color, EffectContext, Icon
from innovation_artifacts.cards import age09 as third
from innovation_artifacts.fourth.book import book
from innovation_artifacts.fourth.cards.shared_late import junk_a_standard_achievement


@book.compel("crusader_rabbit")
def crusader_rabbit_compel(ctx: EffectContext) -> None:
    """For every colour of yours whose top card has a demand effect, put the two bottom cards of
    that pile in my score pile."""
    to = ctx.score_of(ctx.activator)
    colors = [ctx.color(c) for c in ctx.top_cards() if ctx.info(c).has_demand]
    for color in colors:
        ctx.transfer_cards(ctx.pile(color)[:2], to)


@book.effect("crusader_rabbit")
def crusader_rabbit(ctx: EffectContext) -> None:
    """If one of your top cards has a demand effect, score it and draw a 10."""
    card = ctx.choose_card(
        [c for c in ctx.top_cards() if ctx.info(c).has_demand], "Score a top card with a demand effect", verb="score"
    )
    if card is not None:
        ctx.score(card)
        ctx.draw(10)


book.effect("luna_3")(third.luna_3)


@book.effect("luna_3")
def luna_3_junk(ctx: EffectContext) -> None:
    """Name a value and junk the supply pile of that value."""
    ctx.junk_deck(ctx.choose_value(ctx.edition.ages, "Choose a value: its deck goes to the junk", verb="junk"))


book.effect("magnavox_odyssey")(third.magnavox_odyssey)
book.effect("marilyn_diptych")(third.marilyn_diptych)


@book.effect("marilyn_diptych")
def marilyn_diptych_junk(ctx: EffectContext) -> None:
    """Junk one of the standard achievements on offer."""
    junk_a_standard_achievement(ctx)


book.compel("philips_compact_cassette")(third.philips_compact_cassette_compel)
book.effect("philips_compact_cassette")(third.philips_compact_cassette)
book.effect("rock_around_the_clock")(third.rock_around_the_clock)


@book.effect("rock_around_the_clock")
def rock_around_the_clock_junk(ctx: EffectContext) -> None:
    """Junk the supply pile whose value is the number of cards in your score pile."""
    ctx.junk_deck(len(ctx.score_pile()))


book.effect("syncom_3")(third.syncom_3)


@book.effect("the_big_bang")
def the_big_bang(ctx: EffectContext) -> None:
    """Self-execute your top blue card. If that changed anything at all, draw a 10, junk it and
    do this again."""
    while True:
        card = ctx.top(Color.BLUE)
        if card is None:
            return
        before = ctx.changes
        ctx.self_execute(card)
        if ctx.changes == before:
            return
        ctx.draw_and_junk(10)


book.compel("velcro_shoes")(third.velcro_shoes)


@book.effect("velcro_shoes")
def velcro_shoes_score(ctx: EffectContext) -> None:
    """Score your highest top card."""
    card = ctx.choose_card(ctx.highest(ctx.top_cards(), ctx.value), "Score your highest top card", verb="score")
    if card is not None:
        ctx.score(card)


@book.effect("yeagers_bell_x_1a")
def yeagers_bell_x_1a(ctx: EffectContext) -> None:
    """Draw and meld a 9 and self-execute it. Go again whenever that card shows a clock."""
    while True:
        card = ctx.draw_and_meld(9)
        ctx.self_execute(card)
        if not ctx.has_icon(card, Icon.CLOCK):
            return
