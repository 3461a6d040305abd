"""Age 3 base cards."""

from __future__ import annotations

from innovation.plugin_api import Color, EffectContext, Icon, Splay
from innovation_base.book import book


@book.effect("alchemy")
def alchemy_draw(ctx: EffectContext) -> None:
    """For every full three castles on your board, draw a 4 and show it. If a single one of
    them is red, return every card you drew and every other card in your hand; if none is red,
    keep them all."""
    # Ruling (BGA): every card is drawn first, the red check comes after; the drawn cards sit in
    # the hand, so "the drawn cards and all cards in your hand" is simply the whole hand.
    draw_fours_returning_hand_on_red(ctx, ctx.icons(Icon.CASTLE) // 3)


def draw_fours_returning_hand_on_red(ctx: EffectContext, count: int) -> None:
    """Alchemy's draw: ``count`` 4s drawn and shown, then the whole hand returned if one is red
    (the edition decides the count)."""
    drawn = [ctx.draw_and_reveal(ctx.effect_age(4)) for _ in range(count)]
    if any(ctx.color(card) == Color.RED for card in drawn):
        ctx.return_cards(ctx.hand())


@book.effect("alchemy")
def alchemy_meld_score(ctx: EffectContext) -> None:
    """Put one card from your hand onto your board (meld it), and afterwards score one card
    from your hand."""
    card = ctx.choose_card(ctx.hand(), "Choose a card to meld", verb="meld")
    if card is not None:
        ctx.meld(card)
    card = ctx.choose_card(ctx.hand(), "Choose a card to score", verb="score")
    if card is not None:
        ctx.score(card)


@book.demand("compass")
def compass(ctx: EffectContext) -> None:
    """Move one of your top cards that shows a leaf and is not green onto my board; after that,
    move one of my top cards that shows no leaf onto your board."""
    # Ruling: the two transfers are independent (the second happens even if the first could
    # not), and the demanded player picks both cards, as on BGA. BGA also filters green from the
    # second transfer; our reading follows the printed text, which makes no difference in
    # practice (my green top card is Compass itself, which has a leaf).
    mine = [c for c in ctx.top_cards() if ctx.color(c) != Color.GREEN and ctx.has_icon(c, Icon.LEAF)]
    card = ctx.choose_card(
        mine, "Choose a non-green top card with a leaf to give away", verb="transfer", to=ctx.board_of(ctx.activator)
    )
    if card is not None:
        ctx.transfer(card, ctx.board_of(ctx.activator))
    theirs = [c for c in ctx.top_cards(ctx.activator) if not ctx.has_icon(c, Icon.LEAF)]
    card = ctx.choose_card(theirs, "Choose a top card without a leaf to take", verb="transfer", to=ctx.board_of())
    if card is not None:
        ctx.transfer(card, ctx.board_of())


@book.effect("education")
def education(ctx: EffectContext) -> None:
    """You may send your highest-valued scored card back to its supply pile. If you did, draw a
    card whose value is two more than the best card still in your score pile."""
    # Ruling: an empty score pile counts as 0 after the return, so the draw is a 2.
    card = ctx.choose_card(
        ctx.highest(ctx.score_pile()),
        "You may return the highest card of your score pile",
        optional=True,
        verb="return",
    )
    if card is None or not ctx.return_card(card):  # (a karma may keep the card: then "you did" not)
        return
    remaining = max((ctx.age(c) for c in ctx.score_pile()), default=0)
    ctx.draw(remaining + 2)


@book.demand("engineering")
def engineering_demand(ctx: EffectContext) -> None:
    """Move each of your top cards that shows a castle into my score pile."""
    cards = [c for c in ctx.top_cards() if ctx.has_icon(c, Icon.CASTLE)]
    ctx.transfer_cards(cards, ctx.score_of(ctx.activator))


@book.effect("engineering")
def engineering_splay(ctx: EffectContext) -> None:
    """You may splay your red pile to the left."""
    ctx.may_splay([Color.RED], Splay.LEFT)


def give_castle_card(ctx: EffectContext) -> str | None:
    """Feudalism's transfer: a card with a castle from the hand to the activator's hand (the
    card given, or None: none chosen, or a karma kept it)."""
    card = ctx.choose_card(
        [c for c in ctx.hand() if ctx.has_icon(c, Icon.CASTLE)],
        "Choose a card with a castle to give",
        verb="transfer",
        to=ctx.hand_of(ctx.activator),
    )
    if card is None or not ctx.transfer(card, ctx.hand_of(ctx.activator)):
        return None
    return card


@book.demand("feudalism")
def feudalism_demand(ctx: EffectContext) -> None:
    """Hand me a card that shows a castle from your hand. If you did, take the splay off your
    pile of that card's colour."""
    card = give_castle_card(ctx)
    if card is not None:
        ctx.unsplay(ctx.color(card))


@book.effect("feudalism")
def feudalism_splay(ctx: EffectContext) -> None:
    """You may splay either your yellow or your purple pile to the left."""
    ctx.may_splay([Color.YELLOW, Color.PURPLE], Splay.LEFT)


@book.demand("machinery")
def machinery_demand(ctx: EffectContext) -> None:
    """Swap your entire hand for every card tied for highest value in my hand."""
    # Ruling: the card text is followed (the demanded player gives the whole hand); both groups
    # move at once, and either may be empty.
    ctx.exchange(ctx.hand(), ctx.hand_of(ctx.activator), ctx.highest(ctx.hand(ctx.activator)), ctx.hand_of())


@book.effect("machinery")
def machinery(ctx: EffectContext) -> None:
    """Score one card from your hand that shows a castle. Then you may splay your red pile to
    the left."""
    score_castle_card(ctx)
    ctx.may_splay([Color.RED], Splay.LEFT)


def score_castle_card(ctx: EffectContext) -> None:
    """Machinery's score: a card with a castle from the hand."""
    card = ctx.choose_card(
        [c for c in ctx.hand() if ctx.has_icon(c, Icon.CASTLE)], "Choose a card with a castle to score", verb="score"
    )
    if card is not None:
        ctx.score(card)


@book.demand("medicine")
def medicine(ctx: EffectContext) -> None:
    """Swap the highest-valued card of your score pile for the lowest-valued card of mine."""
    # Ruling (BGA): I pick my lowest card first, then you pick your highest; the swap is
    # simultaneous and still happens one way when one score pile is empty.
    theirs = ctx.choose_card(
        ctx.lowest(ctx.score_pile(ctx.activator)),
        "Choose the lowest card of your score pile to exchange",
        p=ctx.activator,
        verb="exchange",
        to=ctx.score_of(),
    )
    mine = ctx.choose_card(
        ctx.highest(ctx.score_pile()),
        "Choose the highest card of your score pile to exchange",
        verb="exchange",
        to=ctx.score_of(ctx.activator),
    )
    ctx.exchange(
        [mine] if mine is not None else [],
        ctx.score_of(ctx.activator),
        [theirs] if theirs is not None else [],
        ctx.score_of(),
    )


@book.effect("optics")
def optics(ctx: EffectContext) -> None:
    """Draw a 3 and meld it. If it shows a crown, draw a 4 and score it. If not, pick an
    opponent who has fewer points than you and move a card of your choice from your score pile
    to theirs."""
    # Ruling (BGA): the opponent is chosen first, then the card; nothing happens when no
    # opponent has fewer points.
    card = ctx.draw_and_meld(ctx.effect_age(3))
    if ctx.has_icon(card, Icon.CROWN):
        ctx.draw_and_score(ctx.effect_age(4))
        return
    points = ctx.points()
    target = ctx.choose_player(
        [q for q in ctx.opponents() if ctx.points(q) < points], "Choose an opponent with fewer points"
    )
    if target is None:
        return
    gift = ctx.choose_card(
        ctx.score_pile(), "Choose a card of your score pile to transfer", verb="transfer", to=ctx.score_of(target)
    )
    if gift is not None:
        ctx.transfer(gift, ctx.score_of(target))


@book.effect("paper")
def paper_splay(ctx: EffectContext) -> None:
    """You may splay either your green or your blue pile to the left."""
    ctx.may_splay([Color.GREEN, Color.BLUE], Splay.LEFT)


@book.effect("paper")
def paper_draw(ctx: EffectContext) -> None:
    """Draw one 4 for each of your colours that is splayed left."""
    count = sum(1 for c in ctx.colors_on_board() if ctx.splay_of(c) == Splay.LEFT)
    for _ in range(count):
        ctx.draw(ctx.effect_age(4))


@book.effect("translation")
def translation_meld(ctx: EffectContext) -> None:
    """You may put every card of your score pile onto your board. It is all or nothing."""
    cards = ctx.score_pile()
    if cards and ctx.yes_no("Meld all the cards of your score pile?"):
        ctx.meld_cards(cards)


@book.effect("translation")
def translation_world(ctx: EffectContext) -> None:
    """If every one of your top cards shows a crown, take the World achievement."""
    # Ruling (BGA): the test runs over the top cards you have; an empty board passes it.
    if all(ctx.has_icon(c, Icon.CROWN) for c in ctx.top_cards()):
        ctx.claim_special("world")
