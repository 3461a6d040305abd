"""Age 8 Echoes of the Past cards."""

from __future__ import annotations

from innovation.plugin_api import Color, EffectContext, Icon, Splay
from innovation_echoes.book import book
from innovation_echoes.visible import visible_bonuses

# --------------------------------------------------------------------------- Air Conditioner


@book.echo("air_conditioner")
def air_conditioner_echo(ctx: EffectContext) -> None:
    """Optionally move one of your hand cards into your score pile (scoring it)."""
    card = ctx.choose_card(ctx.hand(), "You may score a card from your hand", optional=True, verb="score")
    if card is not None:
        ctx.score(card)


@book.demand("air_conditioner")
def air_conditioner_demand(ctx: EffectContext) -> None:
    """You put back in the supply every card of your score pile whose value equals the value of
    one of your top cards."""
    values = {ctx.value(c) for c in ctx.top_cards()}
    ctx.return_cards([c for c in ctx.score_pile() if ctx.age(c) in values])


# --------------------------------------------------------------------------- Bandage


@book.echo("bandage")
def bandage_echo(ctx: EffectContext) -> None:
    """Choose a hand card that shows a leaf and meld it."""
    card = ctx.choose_card(
        [c for c in ctx.hand() if ctx.has_icon(c, Icon.LEAF)], "Meld a card with a leaf", verb="meld"
    )
    if card is not None:
        ctx.meld(card)


@book.demand("bandage")
def bandage_demand(ctx: EffectContext) -> None:
    """Among your score-pile cards whose value matches no card in your hand, you put back the
    highest one. Then you put back one of your top cards that shows a clock."""
    in_hand = {ctx.age(c) for c in ctx.hand()}
    candidates = ctx.highest(c for c in ctx.score_pile() if ctx.age(c) not in in_hand)
    card = ctx.choose_card(
        candidates, "Return your highest score card with no card of its value in hand", verb="return"
    )
    if card is not None:
        ctx.return_card(card)
    top = ctx.choose_card(
        [c for c in ctx.top_cards() if ctx.has_icon(c, Icon.CLOCK)], "Return a top card with a clock", verb="return"
    )
    if top is not None:
        ctx.return_card(top)


# --------------------------------------------------------------------------- Crossword


@book.effect("crossword")
def crossword(ctx: EffectContext) -> None:
    """Draw one card for every bonus showing on your board, each of that bonus's value."""
    # Ruling (BGA): the bonuses are read once, and the player picks the order of the draws.
    left = visible_bonuses(ctx)
    while left:
        value = ctx.choose_value(left, "Choose the value of the next card to draw")
        left.remove(value)
        ctx.draw(value)


# --------------------------------------------------------------------------- Nylon


@book.effect("nylon")
def nylon_tuck(ctx: EffectContext) -> None:
    """Draw and tuck one 8 for every full three factories on your board. If a green card was
    among those tucked, do this again."""
    # Ruling (BGA): the factories are counted afresh at the start of every repeat. Only cards
    # tucked count (not a drawn card whose tuck a karma replaced).
    while True:
        tucked: list[str] = []
        for _ in range(ctx.icons(Icon.FACTORY) // 3):
            card = ctx.draw(ctx.effect_age(8))
            if ctx.tuck(card):
                tucked.append(card)
        if not any(ctx.color(c) == Color.GREEN for c in tucked):
            return


@book.effect("nylon")
def nylon_splay(ctx: EffectContext) -> None:
    """You may splay your red pile up."""
    ctx.may_splay([Color.RED], Splay.UP)


# --------------------------------------------------------------------------- Parachute


@book.demand("parachute")
def parachute_demand(ctx: EffectContext) -> None:
    """You hand me every card in your hand that has no clock."""
    cards = [c for c in ctx.hand() if not ctx.has_icon(c, Icon.CLOCK)]
    ctx.transfer_cards(cards, ctx.hand_of(ctx.activator))


# --------------------------------------------------------------------------- Radio Telescope


@book.effect("radio_telescope")
def radio_telescope(ctx: EffectContext) -> None:
    """Draw a 9 for every full two lightbulbs on your board. Meld one of the drawn cards and put
    the others back in the supply. If the card you melded this way is A. I., you win."""
    drawn = [ctx.draw(ctx.effect_age(9)) for _ in range(ctx.icons(Icon.LIGHTBULB) // 2)]
    card = ctx.choose_card(drawn, "Meld one of the drawn cards (the rest are returned)", verb="meld")
    if card is None:
        return
    if ctx.meld(card) and card == "a_i":  # melded, not replaced by a karma
        ctx.win()
    ctx.return_cards([c for c in drawn if c != card])


# --------------------------------------------------------------------------- Sliced Bread


@book.echo("sliced_bread")
def sliced_bread_echo(ctx: EffectContext) -> None:
    """Put every card in your hand back in its supply pile, then draw two 8s."""
    ctx.return_cards(ctx.hand())
    ctx.draw(ctx.effect_age(8))
    ctx.draw(ctx.effect_age(8))


@book.effect("sliced_bread")
def sliced_bread(ctx: EffectContext) -> None:
    """Put a card from your score pile back in its supply pile, then draw and score two cards of
    one value lower than it."""
    card = ctx.choose_card(ctx.score_pile(), "Return a card from your score pile", verb="return")
    # Ruling (BGA): with nothing returned the value counts as 0, so the draws start from a 1 (so
    # too when a karma replaced the return: no card was returned).
    value = 0
    if card is not None and ctx.return_card(card):
        value = ctx.age(card)
    ctx.draw_and_score(value - 1)
    ctx.draw_and_score(value - 1)


# --------------------------------------------------------------------------- Television


@book.echo("television")
def television_echo(ctx: EffectContext) -> None:
    """Draw an 8 and meld it."""
    ctx.draw_and_meld(ctx.effect_age(8))


@book.effect("television")
def television(ctx: EffectContext) -> None:
    """Name a value and an opponent. Move a card of that value from their score pile onto their
    board. Then, if their achievements include a card of that value and you are eligible to
    achieve that value, achieve a card of that value from their score pile."""
    value = ctx.choose_value(range(1, 11), "Choose a value")
    q = ctx.choose_player(ctx.opponents(), "Choose an opponent")
    if q is None:
        return
    card = ctx.choose_card(
        [c for c in ctx.score_pile(q) if ctx.age(c) == value],
        f"Move a {value} from their score pile to their board",
        verb="transfer",
        to=ctx.board_of(q),
    )
    if card is not None:
        ctx.transfer(card, ctx.board_of(q))
    # Ruling (BGA): the achievement check does not depend on the transfer; special achievements
    # have no value; eligibility is the executing player's (achievement multiplier included).
    if not any(ctx.age(a) == value for a in ctx.standard_achievements(q)):
        return
    if not ctx.eligible_for(value):
        return
    prize = ctx.choose_card(
        [c for c in ctx.score_pile(q) if ctx.age(c) == value],
        f"Achieve a {value} from their score pile",
        verb="achieve",
    )
    if prize is not None:
        ctx.achieve(prize)


# --------------------------------------------------------------------------- Tractor


@book.echo("tractor")
def tractor_echo(ctx: EffectContext) -> None:
    """Draw a 7."""
    ctx.draw(ctx.effect_age(7))


@book.effect("tractor")
def tractor(ctx: EffectContext) -> None:
    """Draw a 7 and score it, then draw another 7."""
    ctx.draw_and_score(ctx.effect_age(7))
    ctx.draw(ctx.effect_age(7))


# --------------------------------------------------------------------------- X-Ray


@book.echo("x_ray")
def x_ray_echo(ctx: EffectContext) -> None:
    """Draw an 8 and tuck it."""
    ctx.draw_and_tuck(ctx.effect_age(8))


@book.effect("x_ray")
def x_ray_foreshadow(ctx: EffectContext) -> None:
    """For every full three leaves on your board, pick any value and draw a card of it into your
    forecast."""
    # Ruling (BGA): the leaves are counted once, before the first draw.
    for _ in range(ctx.icons(Icon.LEAF) // 3):
        value = ctx.choose_value(range(1, 11), "Draw and foreshadow a card of which value?")
        ctx.draw_and_foreshadow(value)


@book.effect("x_ray")
def x_ray_splay(ctx: EffectContext) -> None:
    """You may splay your yellow pile up."""
    ctx.may_splay([Color.YELLOW], Splay.UP)
