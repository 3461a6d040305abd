"""4th-edition Echoes cards of age 1."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Icon
from innovation_base.fourth.helpers import junk_an_available_achievement
from innovation_echoes.cards import age01 as third
from innovation_echoes.fourth.book import book
from innovation_echoes.fourth.cards.shared import (
    ECHOES,
    is_expansion_card,
    junk_deck_and_achieve_highest,
    return_all_hands,
)
from innovation_echoes.fourth.foreseen import was_foreseen

# --------------------------------------------------------------------------- Bangle


@book.echo("bangle")
def bangle_echo(ctx: EffectContext) -> None:
    """Put a 1 from your hand at the bottom of its pile."""
    card = ctx.choose_card([c for c in ctx.hand() if ctx.age(c) == 1], "Tuck a 1 from your hand", verb="tuck")
    if card is not None:
        ctx.tuck(card)


BANGLE_FORESHADOW = "draw and foreshadow a 2"
BANGLE_TUCK = "tuck a 2 from your forecast"


@book.effect("bangle")
def bangle_choose(ctx: EffectContext) -> None:
    """Either draw a 2 into your forecast, or put a 2 from your forecast at the bottom of its pile
    (your choice)."""
    if ctx.choose_option([BANGLE_FORESHADOW, BANGLE_TUCK], "Choose one") == BANGLE_FORESHADOW:
        ctx.draw_and_foreshadow(2)
        return
    card = ctx.choose_card([c for c in ctx.forecast() if ctx.age(c) == 2], "Tuck a 2 from your forecast", verb="tuck")
    if card is not None:
        ctx.tuck(card)


@book.effect("bangle")
def bangle_empty_forecast(ctx: EffectContext) -> None:
    """If your forecast is empty, draw a 3 into it."""
    if not ctx.forecast():
        ctx.draw_and_foreshadow(3)


# --------------------------------------------------------------------------- Bell

book.echo("bell")(third.bell_echo)


@book.effect("bell")
def bell_foreshadow(ctx: EffectContext) -> None:
    """Draw a 1 into your forecast, then a 2."""
    ctx.draw_and_foreshadow(1)
    ctx.draw_and_foreshadow(2)


@book.effect("bell")
def bell_foreseen(ctx: EffectContext) -> None:
    """If Bell was foreseen, every player returns every card in their hand."""
    if was_foreseen(ctx):
        return_all_hands(ctx)


# --------------------------------------------------------------------------- Candles


@book.echo("candles")
def candles_echo(ctx: EffectContext) -> None:
    """If nobody has fewer points than you, draw a 3."""
    mine = ctx.points()
    if all(ctx.points(q) >= mine for q in ctx.others()):
        ctx.draw(3)


@book.demand("candles")
def candles_demand(ctx: EffectContext) -> None:
    """Hand me a card with a castle or a lightbulb from your hand; if you do, you draw a 1."""
    to = ctx.hand_of(ctx.activator)
    card = ctx.choose_card(
        [c for c in ctx.hand() if ctx.has_icon(c, Icon.CASTLE) or ctx.has_icon(c, Icon.LIGHTBULB)],
        "Transfer a card with a castle or a lightbulb to the activator",
        verb="transfer",
        to=to,
    )
    if card is not None:
        ctx.transfer(card, to)
        ctx.draw(1)


# --------------------------------------------------------------------------- Chopsticks


@book.echo("chopsticks")
def chopsticks_echo(ctx: EffectContext) -> None:
    """You may draw a 1 into your forecast."""
    if ctx.yes_no("Draw and foreshadow a 1?", verb="foreshadow"):
        ctx.draw_and_foreshadow(1)


@book.effect("chopsticks")
def chopsticks(ctx: EffectContext) -> None:
    """You may junk the whole 1 pile. If you do, achieve the highest card in the junk, if you are
    eligible for its value."""
    junk_deck_and_achieve_highest(ctx, [1])


# --------------------------------------------------------------------------- Comb


@book.effect("comb")
def comb(ctx: EffectContext) -> None:
    """Name a colour, then draw five 1s, showing each. Return the drawn cards of other colours. If
    Comb was foreseen, return every card of the named colour from every board."""
    color = ctx.choose_color(COLORS, "Choose a colour", verb="keep")
    assert color is not None
    drawn = [ctx.draw_and_reveal(1) for _ in range(5)]
    hand = ctx.hand()
    ctx.return_cards([c for c in drawn if ctx.color(c) != color and c in hand])
    if was_foreseen(ctx):
        for q in ctx.everyone():
            ctx.return_cards(list(reversed(ctx.pile(color, q))))


# --------------------------------------------------------------------------- Dice


@book.effect("dice")
def dice_reveal(ctx: EffectContext) -> None:
    """Draw an Echoes 1 and show it. If it has a bonus, draw and meld a card of the bonus's value."""
    card = ctx.draw_and_reveal(1, set_name=ECHOES)
    bonuses = ctx.info(card).bonuses
    if bonuses:
        ctx.draw_and_meld(bonuses[0])


@book.effect("dice")
def dice_foreseen(ctx: EffectContext) -> None:
    """If Dice was foreseen, draw a 4, then hand it to an opponent whose bonuses are worth more
    points than yours."""
    if not was_foreseen(ctx):
        return
    card = ctx.draw(4)
    mine = ctx.bonus_points()
    richer = [q for q in ctx.opponents() if ctx.bonus_points(q) > mine]
    q = ctx.choose_player(richer, "Choose an opponent to receive the drawn card")
    if q is not None:
        ctx.transfer(card, ctx.hand_of(q))


# --------------------------------------------------------------------------- Flute

book.echo("flute")(third.flute_echo)


@book.demand("flute")
def flute_demand(ctx: EffectContext) -> None:
    """Return a card of an expansion from your hand."""
    card = ctx.choose_card(
        [c for c in ctx.hand() if is_expansion_card(ctx, c)], "Return an expansion card from your hand", verb="return"
    )
    if card is not None:
        ctx.return_card(card)


@book.effect("flute")
def flute(ctx: EffectContext) -> None:
    """Draw an Echoes 1 and show it. If it has a bonus, draw a 1."""
    card = ctx.draw_and_reveal(1, set_name=ECHOES)
    if ctx.info(card).bonuses:
        ctx.draw(1)


# --------------------------------------------------------------------------- Ice Skates


@book.effect("ice_skates")
def ice_skates_foreseen(ctx: EffectContext) -> None:
    """If Ice Skates was foreseen, junk the whole 1 pile and the whole 2 pile."""
    if was_foreseen(ctx):
        ctx.junk_deck(1)
        ctx.junk_deck(2)


@book.effect("ice_skates")
def ice_skates(ctx: EffectContext) -> None:
    """Return as many as two cards from your hand. For each one returned, choose: draw and meld a
    2, or draw a 3 into your forecast."""
    picks = ctx.choose_cards(ctx.hand(), "Return up to two cards from your hand", max_count=2, verb="return")
    ctx.return_cards(picks)
    for _ in picks:
        if ctx.choose_option([third.SKATES_MELD, third.SKATES_FORESHADOW], "For a returned card") == third.SKATES_MELD:
            ctx.draw_and_meld(2)
        else:
            ctx.draw_and_foreshadow(3)


# --------------------------------------------------------------------------- Noodles


@book.effect("noodles")
def noodles_score(ctx: EffectContext) -> None:
    """If your hand holds more 1s than the hand of every opponent, draw and score a 2."""

    def ones(p: int) -> int:
        return sum(1 for c in ctx.hand(p) if ctx.age(c) == 1)

    mine = ones(ctx.player)
    if all(mine > ones(q) for q in ctx.opponents()):
        ctx.draw_and_score(2)


book.effect("noodles")(third.noodles_reveal)

# --------------------------------------------------------------------------- Perfume


@book.echo("perfume")
def perfume_echo(ctx: EffectContext) -> None:
    """Draw a 1 and tuck it. If it has a castle, do this again."""
    while True:
        card = ctx.draw_and_tuck(1)
        if not ctx.has_icon(card, Icon.CASTLE):
            return


book.demand("perfume")(third.perfume_demand)

# --------------------------------------------------------------------------- Plumbing


@book.echo("plumbing")
def plumbing_echo(ctx: EffectContext) -> None:
    """Score the bottom card of your blue pile."""
    card = ctx.bottom(Color.BLUE)
    if card is not None:
        ctx.score(card)


@book.effect("plumbing")
def plumbing(ctx: EffectContext) -> None:
    """Junk the whole 1 pile."""
    ctx.junk_deck(1)


# --------------------------------------------------------------------------- Puppet


@book.effect("puppet")
def puppet(ctx: EffectContext) -> None:
    """Junk an available achievement whose value matches that of a card in your score pile."""
    junk_an_available_achievement(ctx, {ctx.age(c) for c in ctx.score_pile()})


# --------------------------------------------------------------------------- Ruler

book.echo("ruler")(third.ruler_echo)


@book.effect("ruler")
def ruler(ctx: EffectContext) -> None:
    """Draw two Echoes 1s. Put one of them into your forecast and return the other."""
    drawn = [ctx.draw(1, set_name=ECHOES) for _ in range(2)]
    card = ctx.choose_card(drawn, "Foreshadow one of the drawn cards", verb="foreshadow")
    assert card is not None
    ctx.foreshadow(card)
    ctx.return_cards([c for c in drawn if c != card and c in ctx.hand()])


# --------------------------------------------------------------------------- Soap


@book.effect("soap")
def soap(ctx: EffectContext) -> None:
    """Name a colour. You may tuck as many cards of that colour from your hand as you like. If you
    tuck any and your top card of that colour is then higher than every opponent's, you may achieve
    a card from your hand whose value you are eligible for."""
    color = ctx.choose_color(COLORS, "Choose a colour", verb="tuck")
    assert color is not None
    matching = [c for c in ctx.hand() if ctx.color(c) == color]
    picks = ctx.choose_cards(matching, "You may tuck cards of the chosen colour", max_count=len(matching), verb="tuck")
    if not picks:
        return
    ctx.tuck_cards(picks)
    mine = ctx.value(ctx.top(color))
    if not all(mine > ctx.value(ctx.top(color, q)) for q in ctx.opponents()):
        return
    eligible = [c for c in ctx.hand() if ctx.eligible_for(ctx.age(c))]
    card = ctx.choose_card(eligible, "You may achieve a card from your hand", optional=True, verb="achieve")
    if card is not None:
        ctx.achieve(card)


# --------------------------------------------------------------------------- Umbrella

book.echo("umbrella")(third.umbrella_echo)
book.effect("umbrella")(third.umbrella)
