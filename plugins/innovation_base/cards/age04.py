"""Age 4 base cards."""

from __future__ import annotations

from collections.abc import Callable

from innovation.plugin_api import COLORS, Color, EffectContext, Icon, Splay
from innovation_base.book import book


@book.demand("anatomy")
def anatomy(ctx: EffectContext) -> None:
    """You return a card from your score pile. If you do, you also return one of your top cards
    of the same value."""
    return_score_card_then_top_card(ctx)


def return_score_card_then_top_card(ctx: EffectContext) -> bool:
    """Anatomy's demand: a score card returned, then a top card of its value. Whether both went."""
    card = ctx.choose_card(ctx.score_pile(), "Return a card from your score pile", verb="return")
    if card is None or not ctx.return_card(card):  # (a karma may keep the card: then "you did" not)
        return False
    value = ctx.age(card)
    top = ctx.choose_card(
        [c for c in ctx.top_cards() if ctx.age(c) == value],
        f"Return a top card of value {value} from your board",
        verb="return",
    )
    return top is not None and ctx.return_card(top)


@book.effect("colonialism")
def colonialism(ctx: EffectContext) -> None:
    """Draw a 3 and tuck it. As long as the tucked card shows a crown, do it again."""
    while True:
        card = ctx.draw_and_tuck(ctx.effect_age(3))
        if not ctx.has_icon(card, Icon.CROWN):
            return


@book.demand("enterprise")
def enterprise_demand(ctx: EffectContext) -> None:
    """Move one of your top cards that has a crown and is not purple onto my board. If you do,
    draw a 4 and meld it."""
    candidates = [c for c in ctx.top_cards() if ctx.color(c) != Color.PURPLE and ctx.has_icon(c, Icon.CROWN)]
    card = ctx.choose_card(
        candidates,
        "Transfer a non-purple top card with a crown to the activator's board",
        verb="transfer",
        to=ctx.board_of(ctx.activator),
    )
    if card is not None and ctx.transfer(card, ctx.board_of(ctx.activator)):
        ctx.draw_and_meld(ctx.effect_age(4))


@book.effect("enterprise")
def enterprise(ctx: EffectContext) -> None:
    """You may splay your green pile to the right."""
    ctx.may_splay([Color.GREEN], Splay.RIGHT)


@book.effect("experimentation")
def experimentation(ctx: EffectContext) -> None:
    """Draw a 5 and meld it."""
    ctx.draw_and_meld(ctx.effect_age(5))


@book.demand("gunpowder")
def gunpowder_demand(ctx: EffectContext) -> None:
    """Move one of your top cards that has a castle into my score pile."""
    card = ctx.choose_card(
        [c for c in ctx.top_cards() if ctx.has_icon(c, Icon.CASTLE)],
        "Transfer a top card with a castle to the activator's score pile",
        verb="transfer",
        to=ctx.score_of(ctx.activator),
    )
    if card is None:
        return
    ctx.transfer(card, ctx.score_of(ctx.activator))


@book.effect("gunpowder")
def gunpowder(ctx: EffectContext) -> None:
    """If the demand moved at least one card, draw a 2 and score it."""
    if ctx.demand_had_effect:
        ctx.draw_and_score(ctx.effect_age(2))


@book.effect("invention")
def invention(ctx: EffectContext) -> None:
    """You may pick one colour you have splayed left and splay it right instead. If you do,
    draw a 4 and score it."""
    left = [c for c in COLORS if ctx.splay_of(c) == Splay.LEFT]
    color = ctx.may_splay(left, Splay.RIGHT)
    if color is not None and ctx.splay_of(color) == Splay.RIGHT:  # (a karma may splay otherwise instead)
        ctx.draw_and_score(ctx.effect_age(4))


@book.effect("invention")
def invention_wonder(ctx: EffectContext) -> None:
    """If all five of your colours are splayed (any direction will do), claim Wonder."""
    # Ruling: "claim" takes Wonder without its own right/up condition (RULES.md §3.5, §4.2).
    if all(ctx.splay_of(c) != Splay.NONE for c in COLORS):
        ctx.claim_special("wonder")


@book.demand("navigation")
def navigation(ctx: EffectContext) -> None:
    """Move a 2 or a 3 from your score pile, if there is one, into my score pile."""
    card = ctx.choose_card(
        [c for c in ctx.score_pile() if ctx.age(c) in (ctx.effect_age(2), ctx.effect_age(3))],
        "Transfer a 2 or 3 from your score pile to the activator's score pile",
        verb="transfer",
        to=ctx.score_of(ctx.activator),
    )
    if card is not None:
        ctx.transfer(card, ctx.score_of(ctx.activator))


@book.effect("perspective")
def perspective(ctx: EffectContext) -> None:
    """Optionally put one hand card back in its supply pile; when you do, score a hand card for
    each full pair of lightbulbs on your board."""
    return_then_score_cards(ctx, lambda: ctx.icons(Icon.LIGHTBULB) // 2)


def return_then_score_cards(ctx: EffectContext, count: Callable[[], int]) -> None:
    """Perspective: an optional return from the hand, then ``count()`` hand cards scored (the
    edition decides what is counted)."""
    card = ctx.choose_card(ctx.hand(), "You may return a card from your hand", optional=True, verb="return")
    if card is None or not ctx.return_card(card):  # (a karma may keep the card: then "you did" not)
        return
    # Ruling: once the return is made, the scoring is mandatory as printed (as many as the hand
    # allows); BGA offers a pass here, which we do not follow. Icons are counted after the
    # return (a return from hand does not change the board).
    n = count()
    picks = ctx.choose_cards(ctx.hand(), "Score a card from your hand", max_count=n, min_count=n, verb="score")
    ctx.score_cards(picks)


@book.effect("printing_press")
def printing_press(ctx: EffectContext) -> None:
    """You may return a card from your score pile. If you do, draw a card two higher than your
    top purple card (a 2 if you have no purple card)."""
    card = ctx.choose_card(ctx.score_pile(), "You may return a card from your score pile", optional=True, verb="return")
    if card is None or not ctx.return_card(card):  # (a karma may keep the card: then "you did" not)
        return
    # A missing top purple card counts as value 0 (RULES.md §2.5), so the draw is a 2.
    purple = ctx.top(Color.PURPLE)
    ctx.draw((ctx.age(purple) if purple is not None else 0) + 2)


@book.effect("printing_press")
def printing_press_splay(ctx: EffectContext) -> None:
    """You may splay your blue pile to the right."""
    ctx.may_splay([Color.BLUE], Splay.RIGHT)


@book.effect("reformation")
def reformation(ctx: EffectContext) -> None:
    """You may tuck up to one card from your hand per two leaves on your board."""
    # Ruling: the number allowed is fixed from the leaves counted when the effect starts (as BGA);
    # the player may stop after any number of tucks, up to that limit.
    tuck_up_to(ctx, ctx.icons(Icon.LEAF) // 2)


def tuck_up_to(ctx: EffectContext, count: int) -> None:
    """Reformation's tuck: up to ``count`` hand cards, the player stopping when they like."""
    picks = ctx.choose_cards(ctx.hand(), "You may tuck a card from your hand", max_count=count, verb="tuck")
    ctx.tuck_cards(picks)


@book.effect("reformation")
def reformation_splay(ctx: EffectContext) -> None:
    """You may splay your yellow pile or your purple pile to the right."""
    ctx.may_splay([Color.YELLOW, Color.PURPLE], Splay.RIGHT)
