"""Age 8 base cards.

Rulings (Board Game Arena behaviour, 3rd edition texts):

* Mobility: the two cards are taken one at a time, each time the highest eligible top card *as the
  board stands then*; so the card uncovered by the first transfer may be the second one.
* Skyscrapers: "the card beneath it" is the new top card of that colour on the demanded player's
  board; the demanded player scores it and returns the rest of that pile (ordering them).
* Rocketry: the cards may come from several opponents' score piles (picked one at a time, face
  down); the count is the clocks on your board at the moment the effect starts, halved, rounded down.
* Mass Media: any value 1-10 may be chosen; the returned card from hand is not needed to match it.
* Socialism: the lowest hand cards are taken from every other player, a team partner included
  ("other player" includes your partner, RULES.md §2).
* Empiricism: the two colours are any two different colours; a drawn card of another colour stays
  in hand.
"""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Icon, Splay
from innovation_base.book import book


def _top_cards_where(ctx: EffectContext, *, not_color: Color, icon: Icon, with_icon: bool) -> list[str]:
    """Your top cards of any colour but ``not_color`` that have (or lack) ``icon``."""
    return [c for c in ctx.top_cards() if ctx.color(c) != not_color and ctx.has_icon(c, icon) == with_icon]


@book.effect("antibiotics")
def antibiotics(ctx: EffectContext) -> None:
    """You may return as many as three cards from your hand. Then draw two 8s for each distinct
    value among the cards you returned."""
    picks = ctx.choose_cards(ctx.hand(), "You may return up to three cards from your hand", max_count=3, verb="return")
    returned = ctx.return_cards(picks)  # the cards returned, not those a karma kept
    for _ in range(2 * len({ctx.age(c) for c in returned})):
        ctx.draw(ctx.effect_age(8))


@book.demand("corporations")
def corporations_demand(ctx: EffectContext) -> None:
    """You give one of your top cards that is not green and shows a factory to my score pile. If
    you do, you draw and meld an 8."""
    card = ctx.choose_card(
        _top_cards_where(ctx, not_color=Color.GREEN, icon=Icon.FACTORY, with_icon=True),
        "Choose a top non-green card with a factory to transfer",
        verb="transfer",
        to=ctx.score_of(ctx.activator),
    )
    if card is not None and ctx.transfer(card, ctx.score_of(ctx.activator)):
        ctx.draw_and_meld(ctx.effect_age(8))


@book.effect("corporations")
def corporations(ctx: EffectContext) -> None:
    """Draw an 8 and meld it."""
    ctx.draw_and_meld(ctx.effect_age(8))


def choose_two_colors(ctx: EffectContext) -> tuple[Color, Color]:
    """Empiricism's "choose two colours": any two different colours, one question each."""
    with ctx.selection(min_count=2, max_count=2):
        first = ctx.choose_color(COLORS, "Choose the first of two colours", verb="choose")
        assert first is not None
        second = ctx.choose_color([c for c in COLORS if c != first], "Choose the second colour", verb="choose")
    assert second is not None
    return first, second


@book.effect("empiricism")
def empiricism(ctx: EffectContext) -> None:
    """Name two colours, then draw a 9 and show it. If its colour is one you named, meld it; you
    may then splay that colour up."""
    colors = choose_two_colors(ctx)
    card = ctx.draw_and_reveal(ctx.effect_age(9))
    color = ctx.color(card)
    if color in colors:
        ctx.meld(card)
        ctx.may_splay([color], Splay.UP)


@book.effect("empiricism")
def empiricism_win(ctx: EffectContext) -> None:
    """You win if your board shows at least twenty lightbulbs."""
    if ctx.icons(Icon.LIGHTBULB) >= 20:
        ctx.win()


@book.effect("flight")
def flight(ctx: EffectContext) -> None:
    """If your red pile is splayed up, you may splay one pile of any colour up."""
    if ctx.splay_of(Color.RED) == Splay.UP:
        ctx.may_splay(COLORS, Splay.UP)


@book.effect("flight")
def flight_red(ctx: EffectContext) -> None:
    """You may splay your red pile up."""
    ctx.may_splay([Color.RED], Splay.UP)


@book.effect("mass_media")
def mass_media(ctx: EffectContext) -> None:
    """Optionally send one hand card back to the supply; only if you did, name a value and send
    back every score-pile card of that value, whoever's pile it is in."""
    card = ctx.choose_card(ctx.hand(), "You may return a card from your hand", optional=True, verb="return")
    if card is None or not ctx.return_card(card):  # (a karma may keep the card: then "you did" not)
        return
    # Any value of the edition may be named (1-10, 1-11 in the fourth edition).
    value = ctx.choose_value(ctx.edition.ages, "Choose a value to return from all score piles")
    doomed = [c for p in ctx.everyone() for c in ctx.score_pile(p) if ctx.age(c) == value]
    ctx.return_cards(doomed)


@book.effect("mass_media")
def mass_media_splay(ctx: EffectContext) -> None:
    """You may splay your purple pile up."""
    ctx.may_splay([Color.PURPLE], Splay.UP)


@book.demand("mobility")
def mobility(ctx: EffectContext) -> None:
    """You give my score pile your two highest top cards that are not red and show no factory. If
    you gave any card, you draw an 8."""
    moved = 0
    for _ in range(2):
        # Ruling (BGA): recomputed after each transfer, so an uncovered card can be the second.
        eligible = _top_cards_where(ctx, not_color=Color.RED, icon=Icon.FACTORY, with_icon=False)
        card = ctx.choose_card(
            ctx.highest(eligible),
            "Choose your highest top non-red card without a factory",
            verb="transfer",
            to=ctx.score_of(ctx.activator),
        )
        if card is None:
            break
        if ctx.transfer(card, ctx.score_of(ctx.activator)):  # (not when a karma kept it)
            moved += 1
    if moved:
        ctx.draw(ctx.effect_age(8))


@book.effect("quantum_theory")
def quantum_theory(ctx: EffectContext) -> None:
    """Optionally send up to two hand cards back to the supply. Only when exactly two went back:
    draw a 10, then draw another 10 and score it."""
    picks = ctx.choose_cards(ctx.hand(), "You may return up to two cards from your hand", max_count=2, verb="return")
    if len(ctx.return_cards(picks)) == 2:  # two returned, none kept by a karma
        ctx.draw(ctx.effect_age(10))
        ctx.draw_and_score(ctx.effect_age(10))


@book.effect("rocketry")
def rocketry(ctx: EffectContext) -> None:
    """For each two clocks on your board, return one card from the score pile of an opponent of
    your choice."""
    count = ctx.icons(Icon.CLOCK) // 2
    for _ in range(count):
        pool = [c for p in ctx.opponents() for c in ctx.score_pile(p)]
        card = ctx.choose_card(pool, "Choose a card in an opponent's score pile to return", verb="return")
        if card is None:
            return
        ctx.return_card(card)


@book.demand("skyscrapers")
def skyscrapers(ctx: EffectContext) -> None:
    """You move one of your top cards that is not yellow and shows a clock onto my board. If you
    do, you score the card that was under it and return the rest of that pile."""
    give_clock_card(ctx)


def give_clock_card(ctx: EffectContext) -> bool:
    """Skyscrapers' demand: the demanded player moves a top non-yellow card with a clock onto the
    activator's board, scores the card now on top of that pile and returns the rest of the pile.
    Whether a card was moved."""
    card = ctx.choose_card(
        _top_cards_where(ctx, not_color=Color.YELLOW, icon=Icon.CLOCK, with_icon=True),
        "Choose a top non-yellow card with a clock to transfer",
        verb="transfer",
        to=ctx.board_of(ctx.activator),
    )
    if card is None:
        return False
    color = ctx.color(card)
    if not ctx.transfer(card, ctx.board_of(ctx.activator)):  # (a karma kept it: "you did" not)
        return False
    beneath = ctx.top(color)
    if beneath is not None:
        ctx.score(beneath)
        ctx.return_cards(ctx.pile(color))
    return True


@book.effect("socialism")
def socialism(ctx: EffectContext) -> None:
    """You may tuck your whole hand (all of it or nothing). If any tucked card was purple, take
    every lowest card from each other player's hand into your own."""
    hand = ctx.hand()
    if not hand or not ctx.yes_no("Tuck all the cards in your hand?"):
        return
    tucked = ctx.tuck_cards(hand)  # the cards tucked, not those a karma kept
    if not any(ctx.color(c) == Color.PURPLE for c in tucked):
        return
    # The card says "each other player", which includes a team partner (RULES.md §2).
    for p in ctx.others():
        for card in ctx.lowest(ctx.hand(p)):
            ctx.transfer(card, ctx.hand_of())
