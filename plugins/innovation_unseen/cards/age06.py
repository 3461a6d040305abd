"""Age 6 Unseen cards (4th edition)."""

from __future__ import annotations

from innovation.plugin_api import Color, EffectContext, Icon, Splay, Where
from innovation_unseen.book import book
from innovation_unseen.cards.late import reveal_hand, safeguard_available, values_of

# --------------------------------------------------------------------------- Attic

ATTIC_SCORE = "score a card from your hand"
ATTIC_SAFEGUARD = "safeguard a card from your hand"
NEITHER = "neither"


@book.effect("attic")
def attic_hand(ctx: EffectContext) -> None:
    """You may take a card from your hand and either score it or put it in your safe."""
    if not ctx.hand():
        return
    choice = ctx.choose_option(
        [ATTIC_SCORE, ATTIC_SAFEGUARD, NEITHER], "You may score or safeguard a card from your hand"
    )
    if choice == ATTIC_SCORE:
        card = ctx.choose_card(ctx.hand(), "Score a card from your hand", verb="score")
        if card is not None:
            ctx.score(card)
    elif choice == ATTIC_SAFEGUARD:
        card = ctx.choose_card(ctx.hand(), "Safeguard a card from your hand", verb="safeguard")
        if card is not None:
            ctx.safeguard(card)


@book.effect("attic")
def attic_return(ctx: EffectContext) -> None:
    """Return one card from your score pile."""
    card = ctx.choose_card(ctx.score_pile(), "Return a card from your score pile", verb="return")
    if card is not None:
        ctx.return_card(card)


@book.effect("attic")
def attic_draw(ctx: EffectContext) -> None:
    """Name the value of a card in your score pile, then draw a card of that value and score
    it."""
    # Ruling (BGA): with an empty score pile the value is 0, so the card drawn is a 1.
    values = values_of(ctx, ctx.score_pile())
    value = ctx.choose_value(values, "Draw and score a card of the value of a card in your score pile") if values else 0
    ctx.draw_and_score(value)


# --------------------------------------------------------------------------- Hiking


@book.effect("hiking")
def hiking(ctx: EffectContext) -> None:
    """Draw a 6 and show it. When your top card of its colour has a factory, tuck it, then draw
    a 7 and show it; when that one has a leaf, meld it and draw an 8."""
    first = ctx.draw_and_reveal(6)
    top = ctx.top(ctx.color(first))
    if top is None or not ctx.has_icon(top, Icon.FACTORY):
        return
    ctx.tuck(first)
    second = ctx.draw_and_reveal(7)
    if ctx.has_icon(second, Icon.LEAF):
        ctx.meld(second)
        ctx.draw(8)


# --------------------------------------------------------------------------- Illuminati


@book.effect("illuminati")
def illuminati(ctx: EffectContext) -> None:
    """Show a card from your hand. Splay your pile of its colour right and put that pile's top
    card in your safe. Then put in your safe an available achievement one value above that
    card."""
    card = ctx.choose_card(ctx.hand(), "Reveal a card from your hand", verb="reveal")
    if card is None:
        return
    ctx.reveal(card)
    color = ctx.color(card)
    ctx.splay(color, Splay.RIGHT)
    top = ctx.top(color)
    if top is None:
        return
    # Ruling (BGA): the achievement's value is read from the top card even when the safe was full.
    ctx.safeguard(top)
    safeguard_available(ctx, [ctx.age(top) + 1])


# --------------------------------------------------------------------------- Placebo


@book.effect("placebo")
def placebo(ctx: EffectContext) -> None:
    """Return cards from the top of one pile of your board, one at least, as many as you like.
    Draw a 7 for each card returned; if exactly one of them was a 7, draw an 8 as well."""
    first = ctx.choose_card(ctx.top_cards(), "Return a top card (then more of its colour)", verb="return")
    if first is None:
        return
    color = ctx.color(first)
    returned = [first]
    ctx.return_card(first)
    while True:
        top = ctx.top(color)
        if top is None:
            break
        more = ctx.choose_card([top], "You may return the next card of that colour too", verb="return", optional=True)
        if more is None:
            break
        ctx.return_card(more)
        returned.append(more)
    for _ in returned:
        ctx.draw(7)
    if sum(1 for c in returned if ctx.age(c) == 7) == 1:
        ctx.draw(8)


# --------------------------------------------------------------------------- Reconnaissance


@book.demand("reconnaissance")
def reconnaissance_demand(ctx: EffectContext) -> None:
    """You show me every card in your hand."""
    reveal_hand(ctx)


@book.effect("reconnaissance")
def reconnaissance(ctx: EffectContext) -> None:
    """Draw three 7s and show them. Return two of them; you may splay your pile of the colour of
    the one kept right."""
    drawn = [ctx.draw_and_reveal(7) for _ in range(3)]
    returned = ctx.choose_cards(
        [c for c in drawn if c in ctx.hand()], "Return two of the drawn cards", verb="return", min_count=2, max_count=2
    )
    ctx.return_cards(returned)
    kept = [c for c in drawn if c not in returned and c in ctx.hand()]
    if kept:
        ctx.may_splay([ctx.color(kept[0])], Splay.RIGHT)


# --------------------------------------------------------------------------- Red Herring

RED_LEFT = "splay red left"
RED_RIGHT = "splay red right"
RED_UP = "splay red up"
_RED_SPLAYS = {RED_LEFT: Splay.LEFT, RED_RIGHT: Splay.RIGHT, RED_UP: Splay.UP}


@book.effect("red_herring")
def red_herring_splay(ctx: EffectContext) -> None:
    """Splay your red pile left, right or up, as you choose."""
    if len(ctx.pile(Color.RED)) < 2:
        return  # a pile of fewer than two cards cannot be splayed
    ctx.splay(Color.RED, _RED_SPLAYS[ctx.choose_option(list(_RED_SPLAYS), "Splay your red cards left, right or up")])


@book.effect("red_herring")
def red_herring_tuck(ctx: EffectContext) -> None:
    """Draw a 6 and tuck it. When its pile now lies splayed the same way as your red pile, splay
    it up; otherwise unsplay it."""
    card = ctx.draw_and_tuck(6)
    color = ctx.color(card)
    # Ruling (BGA): two unsplayed piles count as splayed the same way.
    if ctx.splay_of(color) == ctx.splay_of(Color.RED):
        ctx.splay(color, Splay.UP)
    else:
        ctx.unsplay(color)


# --------------------------------------------------------------------------- Sabotage


@book.demand("sabotage")
def sabotage(ctx: EffectContext) -> None:
    """You draw a 6 and show me your hand. I pick a card of it for you to return; then you tuck
    your top card of that card's colour and every card of that colour in your score pile."""
    ctx.draw(6)
    hand = reveal_hand(ctx)
    card = ctx.choose_card(hand, "Choose the card your opponent returns", verb="return", p=ctx.activator)
    if card is None:
        return
    color = ctx.color(card)
    ctx.return_card(card)
    top = ctx.top(color)
    if top is not None:
        ctx.tuck(top)
    ctx.tuck_cards([c for c in ctx.score_pile() if ctx.color(c) == color])


# --------------------------------------------------------------------------- Sniping


@book.demand("sniping")
def sniping(ctx: EffectContext) -> None:
    """I pick a colour of your board: you unsplay it, meld your bottom card of it, then move your
    bottom card of it that is not its top card onto my board."""
    color = ctx.choose_color(
        ctx.colors_on_board(), "Choose a colour of your opponent's board", verb="choose", p=ctx.activator
    )
    if color is None:
        return
    ctx.unsplay(color)
    bottom = ctx.bottom(color)
    if bottom is not None:
        ctx.meld(bottom)
    pile = ctx.pile(color)
    if len(pile) >= 2:
        ctx.transfer(pile[0], Where("board", ctx.activator))


# --------------------------------------------------------------------------- Swiss Bank Account


@book.effect("swiss_bank_account")
def swiss_bank_account_safeguard(ctx: EffectContext) -> None:
    """Put in your safe an available achievement whose value is the number of cards in your
    score pile. If you do, score every card of that value from your hand."""
    value = len(ctx.score_pile())
    if safeguard_available(ctx, [value]) is not None:
        ctx.score_cards([c for c in ctx.hand() if ctx.age(c) == value])


@book.effect("swiss_bank_account")
def swiss_bank_account_draw(ctx: EffectContext) -> None:
    """Draw a 6 for each card in your safe."""
    for _ in ctx.secrets():
        ctx.draw(6)


# --------------------------------------------------------------------------- Triad


@book.effect("triad")
def triad(ctx: EffectContext) -> None:
    """With three or more cards in your hand: return one of them and splay its colour right,
    tuck another, and score a third."""
    if len(ctx.hand()) < 3:
        return
    returned = ctx.choose_card(ctx.hand(), "Return a card from your hand", verb="return")
    if returned is not None:
        ctx.return_card(returned)
        ctx.splay(ctx.color(returned), Splay.RIGHT)
    tucked = ctx.choose_card(ctx.hand(), "Tuck a card from your hand", verb="tuck")
    if tucked is not None:
        ctx.tuck(tucked)
    scored = ctx.choose_card(ctx.hand(), "Score a card from your hand", verb="score")
    if scored is not None:
        ctx.score(scored)
