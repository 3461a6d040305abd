"""Age 7 base cards."""

from __future__ import annotations

from innovation.plugin_api import DONE, Color, EffectContext, Icon, Splay
from innovation_base.book import book

#: Evolution's two branches (labels of the option decision; "done" declines).
EVOLUTION_SCORE = "draw and score an 8, then return a card from your score pile"
EVOLUTION_DRAW = "draw a card one higher than your highest score card"


@book.effect("bicycle")
def bicycle(ctx: EffectContext) -> None:
    """You may swap your whole hand with your whole score pile: every card in each goes to the
    other, or nothing moves."""
    hand, score = ctx.hand(), ctx.score_pile()
    # Ruling (BGA): with an empty hand and an empty score pile there is nothing to ask.
    if not hand and not score:
        return
    if ctx.yes_no("Swap all the cards in your hand with all the cards in your score pile?"):
        ctx.exchange(hand, ctx.score_of(), score, ctx.hand_of())


@book.demand("combustion")
def combustion_demand(ctx: EffectContext) -> None:
    """For each full four crowns on my board, you give me one card from your score pile, to
    my score pile."""
    # Ruling: "my board" is read when this player executes the demand; the demanded player
    # picks which score cards to give, and gives all they have if they hold too few.
    give_score_cards(ctx, ctx.icons(Icon.CROWN, ctx.activator) // 4)


def give_score_cards(ctx: EffectContext, count: int) -> None:
    """Combustion's transfer: ``count`` cards of the demanded player's choice from their score
    pile to the activator's (all they have if they hold fewer)."""
    if count <= 0:
        return
    cards = ctx.choose_cards(
        ctx.score_pile(),
        "Choose score cards to transfer",
        max_count=count,
        min_count=count,
        verb="transfer",
        to=ctx.score_of(ctx.activator),
    )
    ctx.transfer_cards(cards, ctx.score_of(ctx.activator))


@book.effect("combustion")
def combustion(ctx: EffectContext) -> None:
    """Return the card at the bottom of your red pile."""
    bottom = ctx.bottom(Color.RED)
    if bottom is not None:
        ctx.return_card(bottom)


@book.effect("electricity")
def electricity(ctx: EffectContext) -> None:
    """Return each of your top cards that shows no factory, then draw one 8 per card returned."""
    tops = [c for c in ctx.top_cards() if not ctx.has_icon(c, Icon.FACTORY)]
    returned = ctx.return_cards(tops)
    for _ in returned:
        ctx.draw(ctx.effect_age(8))


@book.effect("evolution")
def evolution(ctx: EffectContext) -> None:
    """You may pick one: draw and score an 8, then return one card from your score pile; or
    draw a card one value above the highest card in your score pile."""
    choice = ctx.choose_option([EVOLUTION_SCORE, EVOLUTION_DRAW, DONE], "You may choose one of Evolution's options")
    if choice == EVOLUTION_SCORE:
        ctx.draw_and_score(ctx.effect_age(8))
        card = ctx.choose_card(ctx.score_pile(), "Return a card from your score pile", verb="return")
        if card is not None:
            ctx.return_card(card)
    elif choice == EVOLUTION_DRAW:
        # An empty score pile counts as value 0, so this draws a 1 (RULES.md §2.5).
        ctx.draw(max((ctx.age(c) for c in ctx.score_pile()), default=0) + 1)


@book.demand("explosives")
def explosives(ctx: EffectContext) -> None:
    """You give me the three highest cards in your hand, to my hand. If you gave at least one
    and your hand is now empty, draw a 7."""
    # Ruling (BGA): the three are picked one at a time, each the highest of what is left, the
    # demanded player breaking ties; with fewer than three cards, all of them go.
    cards = ctx.choose_highest(
        ctx.hand(), 3, "Choose the highest card to transfer", verb="transfer", to=ctx.hand_of(ctx.activator)
    )
    moved = ctx.transfer_cards(cards, ctx.hand_of(ctx.activator))  # not those a karma kept
    if moved and not ctx.hand():
        ctx.draw(ctx.effect_age(7))


@book.effect("lighting")
def lighting(ctx: EffectContext) -> None:
    """You may tuck one, two or three cards from your hand. If you tucked any, draw and score a
    7 for each distinct value among the tucked cards."""
    cards = ctx.choose_cards(ctx.hand(), "You may tuck up to three cards", max_count=3, verb="tuck")
    if not cards:
        return
    tucked = ctx.tuck_cards(cards)  # the cards tucked, not those a karma kept
    for _ in {ctx.age(c) for c in tucked}:
        ctx.draw_and_score(ctx.effect_age(7))


@book.effect("publications")
def publications(ctx: EffectContext) -> None:
    """You may put the cards of one of your colours in any order you like."""
    # Ruling (BGA): only piles of two or more cards can be rearranged; the pile keeps its splay.
    colors = [c for c in ctx.colors_on_board() if len(ctx.pile(c)) >= 2]
    color = ctx.choose_color(colors, "You may rearrange one of your piles", optional=True, verb="rearrange")
    if color is None:
        return
    top_down = ctx.order(ctx.pile(color), "Choose the next card of the pile, from the top down", verb="rearrange")
    ctx.rearrange(color, list(reversed(top_down)))


@book.effect("publications")
def publications_splay(ctx: EffectContext) -> None:
    """You may splay your yellow or your blue pile up."""
    ctx.may_splay([Color.YELLOW, Color.BLUE], Splay.UP)


@book.effect("railroad")
def railroad(ctx: EffectContext) -> None:
    """Return every card in your hand, then draw three 6s."""
    ctx.return_cards(ctx.hand())
    for _ in range(3):
        ctx.draw(ctx.effect_age(6))


@book.effect("railroad")
def railroad_splay(ctx: EffectContext) -> None:
    """You may change one of your piles that is splayed right to splayed up."""
    right = [c for c in ctx.colors_on_board() if ctx.splay_of(c) == Splay.RIGHT]
    ctx.may_splay(right, Splay.UP)


@book.demand("refrigeration")
def refrigeration_demand(ctx: EffectContext) -> None:
    """You return half of the cards in your hand, rounding down."""
    count = len(ctx.hand()) // 2
    cards = ctx.choose_cards(ctx.hand(), "Choose cards to return", max_count=count, min_count=count, verb="return")
    ctx.return_cards(cards)


@book.effect("refrigeration")
def refrigeration(ctx: EffectContext) -> None:
    """Optionally put one hand card into your score pile."""
    card = ctx.choose_card(ctx.hand(), "You may score a card from your hand", optional=True, verb="score")
    if card is not None:
        ctx.score(card)


@book.demand("sanitation")
def sanitation(ctx: EffectContext) -> None:
    """You swap the two highest cards in your hand for the lowest card in my hand."""
    # Ruling (BGA): I pick my lowest card first (ties: my choice), before anything moves, so
    # the cards I receive cannot be given back; then you pick your two highest one at a time.
    # The swap happens at once and may be one-sided when either hand is empty.
    mine = ctx.choose_card(
        ctx.lowest(ctx.hand(ctx.activator)),
        "Choose the lowest card of your hand to give",
        p=ctx.activator,
        verb="exchange",
        to=ctx.hand_of(),
    )
    theirs = ctx.choose_highest(
        ctx.hand(), 2, "Choose the highest card to give", verb="exchange", to=ctx.hand_of(ctx.activator)
    )
    ctx.exchange(theirs, ctx.hand_of(ctx.activator), [mine] if mine else [], ctx.hand_of())
