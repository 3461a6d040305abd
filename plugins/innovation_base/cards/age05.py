"""Age 5 base cards."""

from __future__ import annotations

from innovation.plugin_api import Color, EffectContext, Icon, Splay
from innovation_base.book import book


# ---------------------------------------------------------------------------- Astronomy
@book.effect("astronomy")
def astronomy(ctx: EffectContext) -> None:
    """Draw a 6 and show it to everyone. While the shown card is green or blue, meld it and do
    this again; a card of any other colour stays in your hand."""
    while True:
        card = ctx.draw_and_reveal(ctx.effect_age(6))
        if ctx.color(card) not in (Color.GREEN, Color.BLUE):
            return
        ctx.meld(card)


@book.effect("astronomy")
def astronomy_universe(ctx: EffectContext) -> None:
    """If every top card on your board that is not purple has a value of 6 or more, take the
    Universe achievement."""
    # Ruling (BGA Card53): the test only fails on a non-purple top card below 6, so a board
    # with no non-purple top card (even an empty one) qualifies.
    if all(ctx.value(c) >= ctx.effect_age(6) for c in ctx.top_cards() if ctx.color(c) != Color.PURPLE):
        ctx.claim_special("universe")


# ---------------------------------------------------------------------------- Banking
@book.demand("banking")
def banking_demand(ctx: EffectContext) -> None:
    """Move one of your non-green top cards that shows a factory onto my board. If you do, you
    draw a 5 and score it."""
    candidates = [c for c in ctx.top_cards() if ctx.color(c) != Color.GREEN and ctx.has_icon(c, Icon.FACTORY)]
    card = ctx.choose_card(
        candidates,
        "Choose a non-green top card with a factory to transfer",
        verb="transfer",
        to=ctx.board_of(ctx.activator),
    )
    if card is None or not ctx.transfer(card, ctx.board_of(ctx.activator)):
        return
    # The demanded player ("you") draws and scores (BGA Card49).
    ctx.draw_and_score(ctx.effect_age(5))


@book.effect("banking")
def banking_splay(ctx: EffectContext) -> None:
    """You may splay your green pile right."""
    ctx.may_splay([Color.GREEN], Splay.RIGHT)


# ---------------------------------------------------------------------------- Chemistry
@book.effect("chemistry")
def chemistry_splay(ctx: EffectContext) -> None:
    """You may splay your blue pile right."""
    ctx.may_splay([Color.BLUE], Splay.RIGHT)


@book.effect("chemistry")
def chemistry(ctx: EffectContext) -> None:
    """Draw a card one value above your highest top card and score it, then put one card of
    your score pile back in the supply."""
    ctx.draw_and_score(ctx.highest_top_value() + 1)
    # The return is mandatory (any card of the score pile, the new one included).
    card = ctx.choose_card(ctx.score_pile(), "Choose a card from your score pile to return", verb="return")
    if card is not None:
        ctx.return_card(card)


# ---------------------------------------------------------------------------- Coal
@book.effect("coal")
def coal_tuck(ctx: EffectContext) -> None:
    """Draw a 5 and tuck it."""
    ctx.draw_and_tuck(ctx.effect_age(5))


@book.effect("coal")
def coal_splay(ctx: EffectContext) -> None:
    """You may splay your red pile right."""
    ctx.may_splay([Color.RED], Splay.RIGHT)


@book.effect("coal")
def coal_score(ctx: EffectContext) -> None:
    """You may pick one of your top cards and score it. If you do, score the card that was
    directly under it as well."""
    card = ctx.choose_card(ctx.top_cards(), "You may score one of your top cards", optional=True, verb="score")
    if card is None:
        return
    color = ctx.color(card)
    if not ctx.score(card):  # (a karma may keep the card: then "you did" not)
        return
    # The card beneath is now the top card of that colour (BGA Card47 scores the new top).
    beneath = ctx.top(color)
    if beneath is not None:
        ctx.score(beneath)


# ---------------------------------------------------------------------------- Measurement
@book.effect("measurement")
def measurement(ctx: EffectContext) -> None:
    """You may show a card from your hand and return it. If you do, splay your pile of that
    card's colour right, then draw a card whose value is the number of cards in that pile."""
    card = ctx.choose_card(ctx.hand(), "You may reveal and return a card from your hand", optional=True, verb="return")
    if card is None:
        return
    color = ctx.color(card)
    ctx.reveal(card)
    if not ctx.return_card(card):  # (a karma may keep the card: then "you did" not)
        return
    ctx.splay(color, Splay.RIGHT)
    # An empty pile means "draw a 0", i.e. a 1 (RULES.md §9.4).
    ctx.draw(len(ctx.pile(color)))


# ---------------------------------------------------------------------------- Physics
@book.effect("physics")
def physics(ctx: EffectContext) -> None:
    """Draw three 6s and show them. If any two of them share a colour, return those three
    cards together with every other card in your hand; otherwise keep them."""
    drawn = [ctx.draw_and_reveal(ctx.effect_age(6)) for _ in range(3)]
    if len({ctx.color(c) for c in drawn}) < len(drawn):
        # The drawn cards are in the hand by now: returning the whole hand returns them too.
        ctx.return_cards(ctx.hand())


# ---------------------------------------------------------------------------- Societies
@book.demand("societies")
def societies_demand(ctx: EffectContext) -> None:
    """Move one of your top cards that shows a lightbulb and is of higher value than my top
    card of its colour onto my board. If you do, you draw a 5."""
    # Ruling (BGA Card54): only top cards qualify; a colour I lack counts as value 0.
    candidates = [
        c
        for c in ctx.top_cards()
        if ctx.has_icon(c, Icon.LIGHTBULB) and ctx.value(c) > ctx.value(ctx.top(ctx.color(c), ctx.activator))
    ]
    card = ctx.choose_card(
        candidates, "Choose a top card with a lightbulb to transfer", verb="transfer", to=ctx.board_of(ctx.activator)
    )
    if card is not None and ctx.transfer(card, ctx.board_of(ctx.activator)):
        ctx.draw(ctx.effect_age(5))


# ---------------------------------------------------------------------------- Statistics
@book.demand("statistics")
def statistics_demand(ctx: EffectContext) -> None:
    """Move every card tied for the highest value in your score pile into your hand."""
    ctx.transfer_cards(ctx.highest(ctx.score_pile()), ctx.hand_of())


@book.effect("statistics")
def statistics_splay(ctx: EffectContext) -> None:
    """You may splay your yellow pile right."""
    ctx.may_splay([Color.YELLOW], Splay.RIGHT)


# ---------------------------------------------------------------------------- Steam Engine
@book.effect("steam_engine")
def steam_engine(ctx: EffectContext) -> None:
    """Draw a 4 and tuck it, twice; then score the card at the bottom of your yellow pile."""
    ctx.draw_and_tuck(ctx.effect_age(4))
    ctx.draw_and_tuck(ctx.effect_age(4))
    score_bottom_yellow(ctx)


def score_bottom_yellow(ctx: EffectContext) -> str | None:
    """Steam Engine's score: the bottom card of the yellow pile (the card scored, or None)."""
    yellow = ctx.pile(Color.YELLOW)
    if not yellow:
        return None
    ctx.score(yellow[0])
    return yellow[0]


# ---------------------------------------------------------------------------- The Pirate Code
@book.demand("the_pirate_code")
def the_pirate_code_demand(ctx: EffectContext) -> None:
    """Move two cards of value 4 or less from your score pile to my score pile."""
    candidates = [c for c in ctx.score_pile() if ctx.age(c) <= ctx.effect_age(4)]
    # Do as much as you can: with two or fewer eligible cards they all go without a question.
    picks = ctx.choose_cards(
        candidates,
        "Choose two cards of value 4 or less to transfer",
        max_count=2,
        min_count=2,
        verb="transfer",
        to=ctx.score_of(ctx.activator),
    )
    ctx.transfer_cards(picks, ctx.score_of(ctx.activator))


@book.effect("the_pirate_code")
def the_pirate_code(ctx: EffectContext) -> None:
    """If the demand moved at least one card, score your lowest top card that shows a
    crown."""
    if not ctx.demand_had_effect:
        return
    crowns = [c for c in ctx.top_cards() if ctx.has_icon(c, Icon.CROWN)]
    lowest = ctx.lowest(crowns, ctx.value)
    card = ctx.choose_card(lowest, "Choose your lowest top card with a crown to score", verb="score")
    if card is not None:
        ctx.score(card)
