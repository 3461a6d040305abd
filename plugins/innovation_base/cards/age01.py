"""Age 1 base cards."""

from __future__ import annotations

from innovation.plugin_api import Color, EffectContext, Icon, Splay
from innovation_base.book import book


@book.effect("agriculture")
def agriculture(ctx: EffectContext) -> None:
    """Optionally put one hand card back in its supply pile; when you do, draw a card of the next
    value up and score it."""
    card = ctx.choose_card(ctx.hand(), "You may return a card from your hand", optional=True, verb="return")
    if card is not None and ctx.return_card(card):  # (a karma may keep the card: then "you did" not)
        ctx.draw_and_score(ctx.age(card) + 1)


@book.demand("archery")
def archery(ctx: EffectContext) -> None:
    """You draw a 1, then hand me the highest card in your hand."""
    ctx.draw(ctx.effect_age(1))
    card = ctx.choose_card(
        ctx.highest(ctx.hand()), "Choose the highest card to transfer", verb="transfer", to=ctx.hand_of(ctx.activator)
    )
    if card is not None:
        ctx.transfer(card, ctx.hand_of(ctx.activator))


@book.effect("masonry")
def masonry(ctx: EffectContext) -> None:
    """You may meld any number of cards with a castle from your hand. If you melded four or
    more this way, claim Monument."""
    picks = ctx.choose_cards(
        [c for c in ctx.hand() if ctx.has_icon(c, Icon.CASTLE)],
        "You may meld cards with a castle",
        max_count=len(ctx.hand()),
        verb="meld",
    )
    if len(ctx.meld_cards(picks)) >= 4:  # the cards melded, not those a karma kept
        ctx.claim_special("monument")


@book.effect("metalworking")
def metalworking(ctx: EffectContext) -> None:
    """Draw a 1 and show it. Score it when it bears a castle and go again; any other card stays
    in your hand."""
    while True:
        card = ctx.draw_and_reveal(ctx.effect_age(1))
        if not ctx.has_icon(card, Icon.CASTLE):
            return
        ctx.score(card)


def give_crown_card(ctx: EffectContext) -> bool:
    """Oars' demand once: a card with a crown from the hand to the activator's score pile, then
    a 1 drawn. Whether a card went (the first edition does it once, the last repeats it)."""
    card = ctx.choose_card(
        [c for c in ctx.hand() if ctx.has_icon(c, Icon.CROWN)],
        "Transfer a card with a crown",
        verb="transfer",
        to=ctx.score_of(ctx.activator),
    )
    if card is None or not ctx.transfer(card, ctx.score_of(ctx.activator)):
        return False
    ctx.draw(ctx.effect_age(1))
    return True


@book.demand("oars")
def oars_demand(ctx: EffectContext) -> None:
    """Give me a card with a crown from your hand, to my score pile. If you do, draw a 1 and
    repeat this demand."""
    while give_crown_card(ctx):
        pass


@book.effect("oars")
def oars(ctx: EffectContext) -> None:
    """If the demand made nobody transfer a card, draw a 1."""
    if not ctx.demand_had_effect:
        ctx.draw(ctx.effect_age(1))


@book.effect("writing")
def writing(ctx: EffectContext) -> None:
    """Draw a 2."""
    ctx.draw(ctx.effect_age(2))


# --------------------------------------------------------------------------- City States … Tools


@book.demand("city_states")
def city_states(ctx: EffectContext) -> None:
    """If your board shows four or more castles, move one of your top cards that has a castle
    onto my board. If you do, draw a 1."""
    # Ruling (BGA): the castle count is your current board count, checked when you execute.
    if ctx.icons(Icon.CASTLE) < 4:
        return
    card = ctx.choose_card(
        [c for c in ctx.top_cards() if ctx.has_icon(c, Icon.CASTLE)],
        "Choose a top card with a castle to transfer",
        verb="transfer",
        to=ctx.board_of(ctx.activator),
    )
    if card is not None and ctx.transfer(card, ctx.board_of(ctx.activator)):
        ctx.draw(ctx.effect_age(1))


@book.effect("clothing")
def clothing_meld(ctx: EffectContext) -> None:
    """Meld a card from your hand whose colour does not appear on your board yet."""
    present = set(ctx.colors_on_board())
    card = ctx.choose_card(
        [c for c in ctx.hand() if ctx.color(c) not in present],
        "Meld a card of a colour missing from your board",
        verb="meld",
    )
    if card is not None:
        ctx.meld(card)


@book.effect("clothing")
def clothing_score(ctx: EffectContext) -> None:
    """For every colour on your board that no opponent has on their board, draw and score a 1."""
    # Ruling (BGA): only opponents' boards count (a team partner's board does not).
    theirs: set[Color] = set()
    for q in ctx.opponents():
        theirs.update(ctx.colors_on_board(q))
    count = sum(1 for c in ctx.colors_on_board() if c not in theirs)
    for _ in range(count):
        ctx.draw_and_score(ctx.effect_age(1))


@book.effect("code_of_laws")
def code_of_laws(ctx: EffectContext) -> None:
    """You may tuck a hand card of a colour you already have on your board. If you do, you may
    splay that colour left."""
    present = set(ctx.colors_on_board())
    card = ctx.choose_card(
        [c for c in ctx.hand() if ctx.color(c) in present],
        "You may tuck a card of a colour on your board",
        optional=True,
        verb="tuck",
    )
    if card is not None and ctx.tuck(card):
        ctx.may_splay([ctx.color(card)], Splay.LEFT)


@book.effect("domestication")
def domestication(ctx: EffectContext) -> None:
    """Meld one of the lowest-valued cards in your hand. Then draw a 1 whatever happened."""
    card = ctx.choose_card(ctx.lowest(ctx.hand()), "Meld the lowest card in your hand", verb="meld")
    if card is not None:
        ctx.meld(card)
    ctx.draw(ctx.effect_age(1))


@book.effect("mysticism")
def mysticism(ctx: EffectContext) -> None:
    """Draw a 1 and show it. If your board already has a card of its colour, meld it and draw
    a 1; otherwise keep it in your hand."""
    card = ctx.draw_and_reveal(ctx.effect_age(1))
    if ctx.color(card) in ctx.colors_on_board():
        ctx.meld(card)
        ctx.draw(ctx.effect_age(1))


@book.effect("pottery")
def pottery_return(ctx: EffectContext) -> None:
    """You may return one, two or three cards from your hand. If you returned at least one, draw
    and score a card whose value is the number returned."""
    picks = ctx.choose_cards(ctx.hand(), "You may return up to three cards", max_count=3, verb="return")
    if not picks:
        return
    returned = ctx.return_cards(picks)  # the cards returned, not those a karma kept
    if returned:
        ctx.draw_and_score(len(returned))


@book.effect("pottery")
def pottery_draw(ctx: EffectContext) -> None:
    """Draw a 1."""
    ctx.draw(ctx.effect_age(1))


@book.effect("sailing")
def sailing(ctx: EffectContext) -> None:
    """Draw a 1 and meld it."""
    ctx.draw_and_meld(ctx.effect_age(1))


@book.effect("the_wheel")
def the_wheel(ctx: EffectContext) -> None:
    """Draw a 1 twice."""
    ctx.draw(ctx.effect_age(1))
    ctx.draw(ctx.effect_age(1))


@book.effect("tools")
def tools_return_three(ctx: EffectContext) -> None:
    """You may return three of your hand cards; only when all three go back, draw and meld a 3."""
    # Ruling (BGA, RULES.md §3.3): once you start, you return three cards (or your whole hand if
    # it holds fewer); only a full three counts for "if you do".
    hand = ctx.hand()
    with ctx.selection(max_count=min(3, len(hand))):
        first = ctx.choose_card(hand, "You may return three cards from your hand", optional=True, verb="return")
        if first is None:
            return
        rest = [c for c in hand if c != first]
        rest = ctx.choose_cards(rest, "Choose the next card to return", max_count=2, min_count=2, verb="return")
    picks = [first, *rest]
    if len(ctx.return_cards(picks)) == 3:  # three returned, none kept by a karma
        ctx.draw_and_meld(ctx.effect_age(3))


@book.effect("tools")
def tools_return_a_three(ctx: EffectContext) -> None:
    """You may return a card of value 3 from your hand; if you did, draw a 1 three times."""
    card = ctx.choose_card(
        [c for c in ctx.hand() if ctx.age(c) == ctx.effect_age(3)], "You may return a 3", optional=True, verb="return"
    )
    if card is None or not ctx.return_card(card):
        return
    for _ in range(3):
        ctx.draw(ctx.effect_age(1))
