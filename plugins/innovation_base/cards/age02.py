"""Age 2 base cards."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Icon, Splay
from innovation_base.book import book
from innovation_base.helpers import colors_showing


@book.effect("calendar")
def calendar(ctx: EffectContext) -> None:
    """If your score pile holds more cards than your hand, draw a 3 twice."""
    if len(ctx.score_pile()) > len(ctx.hand()):
        ctx.draw(ctx.effect_age(3))
        ctx.draw(ctx.effect_age(3))


@book.effect("canal_building")
def canal_building(ctx: EffectContext) -> None:
    """You may swap every card tied for highest in your hand with every card tied for highest in
    your score pile."""
    # Ruling (BGA): the offer is made whenever the hand or the score pile holds a card; a side
    # that is empty simply gives nothing (the exchange may be one-sided).
    hand, score = ctx.hand(), ctx.score_pile()
    if not hand and not score:
        return
    if not ctx.yes_no("Exchange the highest cards of your hand with the highest cards of your score pile?"):
        return
    ctx.exchange(ctx.highest(hand), ctx.score_of(), ctx.highest(score), ctx.hand_of())


@book.demand("construction")
def construction_demand(ctx: EffectContext) -> None:
    """Hand me two cards from your hand, then draw a 2."""
    hand = ctx.hand()
    picks = ctx.choose_cards(
        hand, "Transfer two cards", max_count=2, min_count=2, verb="transfer", to=ctx.hand_of(ctx.activator)
    )
    ctx.transfer_cards(picks, ctx.hand_of(ctx.activator))
    ctx.draw(ctx.effect_age(2))


@book.effect("construction")
def construction(ctx: EffectContext) -> None:
    """If you have five top cards and no other player does, claim the Empire achievement."""
    # Ruling (BGA): "only player" compares with every other player, team partners included.
    if len(ctx.top_cards()) < 5:
        return
    if any(len(ctx.top_cards(q)) == 5 for q in ctx.others()):
        return
    ctx.claim_special("empire")


@book.effect("currency")
def currency(ctx: EffectContext) -> None:
    """You may return as many cards from your hand as you like. If you do, draw and score a 2 for
    each distinct value among the returned cards."""
    hand = ctx.hand()
    picks = ctx.choose_cards(hand, "You may return any number of cards", max_count=len(hand), verb="return")
    if not picks:
        return
    returned = ctx.return_cards(picks)  # the cards returned, not those a karma kept
    for _ in range(len({ctx.age(c) for c in returned})):
        ctx.draw_and_score(ctx.effect_age(2))


@book.effect("fermenting")
def fermenting(ctx: EffectContext) -> None:
    """Draw a 2 for each colour of your board that shows at least one leaf."""
    # Ruling: 3rd-edition ("Last edition") text: count colours with a visible leaf, not leaves.
    for _ in range(colors_showing(ctx, Icon.LEAF)):
        ctx.draw(ctx.effect_age(2))


@book.demand("mapmaking")
def mapmaking_demand(ctx: EffectContext) -> None:
    """Move a 1 from your score pile, if you have one, to my score pile."""
    card = ctx.choose_card(
        [c for c in ctx.score_pile() if ctx.age(c) == ctx.effect_age(1)],
        "Transfer a 1 from your score pile",
        verb="transfer",
        to=ctx.score_of(ctx.activator),
    )
    if card is not None:
        ctx.transfer(card, ctx.score_of(ctx.activator))


@book.effect("mapmaking")
def mapmaking(ctx: EffectContext) -> None:
    """If the demand moved any card, draw and score a 1."""
    if ctx.demand_had_effect:
        ctx.draw_and_score(ctx.effect_age(1))


@book.effect("mathematics")
def mathematics(ctx: EffectContext) -> None:
    """You may return one of your hand cards; if you did, draw and meld a card of the next value
    up."""
    card = ctx.choose_card(ctx.hand(), "You may return a card from your hand", optional=True, verb="return")
    if card is not None and ctx.return_card(card):  # (a karma may keep the card: then "you did" not)
        ctx.draw_and_meld(ctx.age(card) + 1)


@book.demand("monotheism")
def monotheism_demand(ctx: EffectContext) -> None:
    """Move one of your top cards, of a colour that is absent from my board, to my score pile. If
    you do, draw and tuck a 1."""
    mine = set(ctx.colors_on_board(ctx.activator))
    card = ctx.choose_card(
        [c for c in ctx.top_cards() if ctx.color(c) not in mine],
        "Transfer a top card of a colour I do not have",
        verb="transfer",
        to=ctx.score_of(ctx.activator),
    )
    if card is not None and ctx.transfer(card, ctx.score_of(ctx.activator)):
        ctx.draw_and_tuck(ctx.effect_age(1))


@book.effect("monotheism")
def monotheism(ctx: EffectContext) -> None:
    """Draw a 1 and tuck it."""
    ctx.draw_and_tuck(ctx.effect_age(1))


@book.effect("philosophy")
def philosophy_splay(ctx: EffectContext) -> None:
    """You may splay one colour of your choice left."""
    ctx.may_splay(COLORS, Splay.LEFT)


@book.effect("philosophy")
def philosophy_score(ctx: EffectContext) -> None:
    """Optionally, score one card of your choice from your hand."""
    card = ctx.choose_card(ctx.hand(), "You may score a card from your hand", optional=True, verb="score")
    if card is not None:
        ctx.score(card)


@book.effect("road_building")
def road_building(ctx: EffectContext) -> None:
    """Meld one card, or two, from your hand. After melding two, you may move your top red card
    onto another player's board; if you do, move that player's top green card onto your board."""
    hand = ctx.hand()
    picks = ctx.choose_cards(hand, "Meld one or two cards", max_count=2, min_count=1, verb="meld")
    melded = ctx.meld_cards(picks)  # the cards melded, not those a karma kept
    red = ctx.top(Color.RED)
    if len(melded) < 2 or red is None:
        return
    # Ruling (BGA): "another player" is any other player (a team partner too); declining is
    # answering "done".
    q = ctx.choose_player(ctx.others(), "You may give your top red card to another player", optional=True)
    if q is None:
        return
    if not ctx.transfer(red, ctx.board_of(q)):
        return
    green = ctx.top(Color.GREEN, q)
    if green is not None:
        ctx.transfer(green, ctx.board_of())
