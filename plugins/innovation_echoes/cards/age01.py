"""Age 1 Echoes of the Past cards."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Icon, Splay, Where
from innovation_echoes.book import book


def has_bonus(ctx: EffectContext, card: str) -> bool:
    return bool(ctx.info(card).bonuses)


def bottom_cards(ctx: EffectContext) -> list[str]:
    """The bottom card of each of your piles."""
    return [card for color in COLORS if (card := ctx.bottom(color)) is not None]


def transfer_bottom_to_achievements(ctx: EffectContext, printed: int) -> None:
    """Offer to move the bottom card of the base supply pile of the value the card prints
    (``printed``, "the [1] deck"; if that pile holds any) to the available achievements
    (Chopsticks, Toothbrush). The value is read through :meth:`EffectContext.effect_age`; past
    the highest age it names no pile, and nothing happens."""
    age = ctx.effect_age(printed)
    decks = ctx.state.decks["base"]
    if not 1 <= age <= len(decks) or not decks[age - 1]:
        return
    deck = decks[age - 1]
    if ctx.yes_no(f"Transfer the bottom card of the {age} deck to the available achievements?"):
        ctx.transfer(deck[0], Where("available"))


# --------------------------------------------------------------------------- Bangle


@book.echo("bangle")
def bangle_echo(ctx: EffectContext) -> None:
    """Put a red card from your hand at the bottom of its pile."""
    card = ctx.choose_card(
        [c for c in ctx.hand() if ctx.color(c) == Color.RED], "Tuck a red card from your hand", verb="tuck"
    )
    if card is not None:
        ctx.tuck(card)


@book.effect("bangle")
def bangle(ctx: EffectContext) -> None:
    """Draw a 3 and put it into your forecast."""
    ctx.draw_and_foreshadow(ctx.effect_age(3))


# --------------------------------------------------------------------------- Bell


@book.echo("bell")
def bell_echo(ctx: EffectContext) -> None:
    """Optionally move a card of your choice from your hand to your score pile."""
    card = ctx.choose_card(ctx.hand(), "You may score a card from your hand", optional=True, verb="score")
    if card is not None:
        ctx.score(card)


@book.effect("bell")
def bell(ctx: EffectContext) -> None:
    """Draw a 2 and put it into your forecast."""
    ctx.draw_and_foreshadow(ctx.effect_age(2))


# --------------------------------------------------------------------------- Candles


@book.echo("candles")
def candles_echo(ctx: EffectContext) -> None:
    """Draw a 3 if each other player's score is above yours."""
    # Ruling (BGA): "every other player" includes a team partner; ties fail the test.
    mine = ctx.points()
    if all(ctx.points(q) > mine for q in ctx.others()):
        ctx.draw(ctx.effect_age(3))


@book.demand("candles")
def candles_demand(ctx: EffectContext) -> None:
    """Hand me a card with a castle from your hand; if you do, you draw a 1."""
    card = ctx.choose_card(
        [c for c in ctx.hand() if ctx.has_icon(c, Icon.CASTLE)],
        "Transfer a card with a castle to the activator",
        verb="transfer",
        to=ctx.hand_of(ctx.activator),
    )
    if card is not None and ctx.transfer(card, ctx.hand_of(ctx.activator)):
        ctx.draw(ctx.effect_age(1))


# --------------------------------------------------------------------------- Chopsticks


@book.echo("chopsticks")
def chopsticks_echo(ctx: EffectContext) -> None:
    """Take a card of value 1 into your hand."""
    ctx.draw(ctx.effect_age(1))


@book.effect("chopsticks")
def chopsticks(ctx: EffectContext) -> None:
    """If the 1 supply pile is not empty, you may move its bottom card to the available
    achievements."""
    # Ruling (BGA): "the [1] deck" is the base 1 supply pile.
    transfer_bottom_to_achievements(ctx, 1)


# --------------------------------------------------------------------------- Comb


@book.effect("comb")
def comb(ctx: EffectContext) -> None:
    """Name a colour, then draw five 1s, showing each. Keep those of the named colour and return
    the others you drew."""
    color = ctx.choose_color(COLORS, "Choose a colour", verb="keep")
    assert color is not None
    drawn = [ctx.draw_and_reveal(ctx.effect_age(1)) for _ in range(5)]
    hand = ctx.hand()
    rest = [c for c in drawn if ctx.color(c) != color and c in hand]
    ctx.return_cards(rest)


# --------------------------------------------------------------------------- Dice


@book.effect("dice")
def dice(ctx: EffectContext) -> None:
    """Draw a 1 and show it. If it carries a bonus, draw a card of that bonus's value and meld
    it."""
    card = ctx.draw_and_reveal(ctx.effect_age(1))
    bonuses = ctx.info(card).bonuses
    if bonuses:
        ctx.draw_and_meld(bonuses[0])


# --------------------------------------------------------------------------- Flute


@book.echo("flute")
def flute_echo(ctx: EffectContext) -> None:
    """Optionally pick one of your colours and splay that pile to the left."""
    ctx.may_splay(COLORS, Splay.LEFT)


@book.demand("flute")
def flute_demand(ctx: EffectContext) -> None:
    """Return a card that carries a bonus from your hand."""
    card = ctx.choose_card([c for c in ctx.hand() if has_bonus(ctx, c)], "Return a card with a bonus", verb="return")
    if card is not None:
        ctx.return_card(card)


@book.effect("flute")
def flute(ctx: EffectContext) -> None:
    """Draw a 1 and show it. If it carries a bonus, draw another 1."""
    card = ctx.draw_and_reveal(ctx.effect_age(1))
    if has_bonus(ctx, card):
        ctx.draw(ctx.effect_age(1))


# --------------------------------------------------------------------------- Ice Skates

SKATES_MELD = "draw and meld a 2"
SKATES_FORESHADOW = "draw and foreshadow a 3"


@book.effect("ice_skates")
def ice_skates(ctx: EffectContext) -> None:
    """Return as many as three cards from your hand. For each one returned, choose: draw and meld
    a 2, or draw a 3 into your forecast. Then return your highest top card."""
    # Ruling (BGA): returning is optional (zero to three cards); the highest top card is returned
    # in every case, the player picking among tied top cards (face-up values). Only the cards that
    # were returned count (a karma may have done something else with a picked card instead).
    hand = ctx.hand()
    picks = ctx.choose_cards(hand, "Return up to three cards from your hand", max_count=3, verb="return")
    for _ in ctx.return_cards(picks):
        two, three = ctx.effect_age(2), ctx.effect_age(3)
        options: list[str] | dict[str, str] = [SKATES_MELD, SKATES_FORESHADOW]
        if (two, three) != (2, 3):  # a karma changed the printed values: the labels say so
            options = {SKATES_MELD: f"Draw and meld a {two}", SKATES_FORESHADOW: f"Draw and foreshadow a {three}"}
        choice = ctx.choose_option(options, "For a returned card")
        if choice == SKATES_MELD:
            ctx.draw_and_meld(ctx.effect_age(2))
        else:
            ctx.draw_and_foreshadow(ctx.effect_age(3))
    top = ctx.highest(ctx.top_cards(), ctx.value)
    card = ctx.choose_card(top, "Return your highest top card", verb="return")
    if card is not None:
        ctx.return_card(card)


# --------------------------------------------------------------------------- Noodles


@book.effect("noodles")
def noodles_score(ctx: EffectContext) -> None:
    """If your hand holds more 1s than the hand of each other player, draw and score a 2."""

    # Ruling (BGA, 3rd edition): every other player counts, team partners included.
    def ones(p: int) -> int:
        return sum(1 for c in ctx.hand(p) if ctx.age(c) == ctx.effect_age(1))

    mine = ones(ctx.player)
    if all(mine > ones(q) for q in ctx.others()):
        ctx.draw_and_score(ctx.effect_age(2))


@book.effect("noodles")
def noodles_reveal(ctx: EffectContext) -> None:
    """Draw a 1 and show it. If it is yellow, score every 1 in your hand."""
    card = ctx.draw_and_reveal(ctx.effect_age(1))
    if ctx.color(card) == Color.YELLOW:
        ctx.score_cards([c for c in ctx.hand() if ctx.age(c) == ctx.effect_age(1)])


# --------------------------------------------------------------------------- Perfume


@book.echo("perfume")
def perfume_echo(ctx: EffectContext) -> None:
    """Draw a 1 and tuck it."""
    ctx.draw_and_tuck(ctx.effect_age(1))


@book.demand("perfume")
def perfume_demand(ctx: EffectContext) -> None:
    """Move one of your top cards whose value matches none of my top cards onto my board. If
    you do, you draw and meld a card of that same value."""
    # Ruling (BGA): values are face-up values; the demanded player draws and melds.
    mine = {ctx.value(c) for c in ctx.top_cards(ctx.activator)}
    card = ctx.choose_card(
        [c for c in ctx.top_cards() if ctx.value(c) not in mine],
        "Transfer a top card whose value differs from all of the activator's top cards",
        verb="transfer",
        to=ctx.board_of(ctx.activator),
    )
    if card is None:
        return
    value = ctx.value(card)
    if ctx.transfer(card, ctx.board_of(ctx.activator)):
        ctx.draw_and_meld(value)


# --------------------------------------------------------------------------- Plumbing


@book.echo("plumbing")
def plumbing_echo(ctx: EffectContext) -> None:
    """Score one of the bottom cards of your board."""
    card = ctx.choose_card(bottom_cards(ctx), "Score a bottom card from your board", verb="score")
    if card is not None:
        ctx.score(card)


@book.effect("plumbing")
def plumbing(ctx: EffectContext) -> None:
    """This card's dogma does nothing apart from its echo."""


# --------------------------------------------------------------------------- Puppet


@book.effect("puppet")
def puppet(ctx: EffectContext) -> None:
    """This card's dogma does nothing."""


# --------------------------------------------------------------------------- Ruler


@book.echo("ruler")
def ruler_echo(ctx: EffectContext) -> None:
    """Take a card of value 2 into your hand."""
    ctx.draw(ctx.effect_age(2))


@book.effect("ruler")
def ruler(ctx: EffectContext) -> None:
    """This card's dogma does nothing apart from its echo."""


# --------------------------------------------------------------------------- Soap


@book.effect("soap")
def soap(ctx: EffectContext) -> None:
    """Name a colour. You may tuck as many cards of that colour from your hand as you like. If
    you tucked three or more, you may achieve a card from your hand whose value you are
    eligible for."""
    # Ruling (BGA): with an empty hand nothing is asked; any of the five colours may be named.
    if not ctx.hand():
        return
    color = ctx.choose_color(COLORS, "Choose a colour", verb="tuck")
    matching = [c for c in ctx.hand() if ctx.color(c) == color]
    picks = ctx.choose_cards(matching, "You may tuck cards of the chosen colour", max_count=len(matching), verb="tuck")
    if len(ctx.tuck_cards(picks)) < 3:  # the cards tucked, not those a karma kept from their pile
        return
    eligible = [c for c in ctx.hand() if ctx.eligible_for(ctx.age(c))]
    card = ctx.choose_card(eligible, "You may achieve a card from your hand", optional=True, verb="achieve")
    if card is not None:
        ctx.achieve(card)


# --------------------------------------------------------------------------- Umbrella


@book.echo("umbrella")
def umbrella_echo(ctx: EffectContext) -> None:
    """Optionally put a card from your hand on top of its pile."""
    card = ctx.choose_card(ctx.hand(), "You may meld a card from your hand", optional=True, verb="meld")
    if card is not None:
        ctx.meld(card)


@book.effect("umbrella")
def umbrella(ctx: EffectContext) -> None:
    """Return as many cards from your hand as you like, then score two cards from your hand for
    each card returned."""
    hand = ctx.hand()
    picks = ctx.choose_cards(hand, "Return any number of cards from your hand", max_count=len(hand), verb="return")
    if not picks:
        return
    returned = ctx.return_cards(picks)  # not those a karma did something else with instead
    if not returned:
        return
    count = 2 * len(returned)  # never 1: returned is not empty
    scored = ctx.choose_cards(
        ctx.hand(), f"Score {count} cards from your hand", max_count=count, min_count=count, verb="score"
    )
    ctx.score_cards(scored)
