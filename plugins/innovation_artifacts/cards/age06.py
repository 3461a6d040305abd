"""Age 6 Artifacts of History cards."""

from __future__ import annotations

import math

from innovation.plugin_api import COLORS, RESOURCE_ICONS, Color, EffectContext, Icon, Splay
from innovation_artifacts.book import book


@book.effect("buttonwood_agreement")
def buttonwood_agreement(ctx: EffectContext) -> None:
    """Name three colours, then draw an 8 and show it. If its colour is one you named, score it
    and splay that colour up; if not, return every card of its colour from your score pile and
    unsplay that colour."""
    chosen: list[Color] = []
    with ctx.selection(min_count=3, max_count=3):
        for n in range(3):
            color = ctx.choose_color(
                [c for c in COLORS if c not in chosen], f"Choose colour {n + 1} of 3", verb="choose"
            )
            assert color is not None
            chosen.append(color)
    card = ctx.draw_and_reveal(ctx.effect_age(8))
    color = ctx.color(card)
    if color in chosen:
        ctx.score(card)
        ctx.splay(color, Splay.UP)
        return
    ctx.return_cards([c for c in ctx.score_pile() if ctx.color(c) == color])
    ctx.unsplay(color)


@book.compel("frigate_constitution")
def frigate_constitution(ctx: EffectContext) -> None:
    """Show me a card from your hand. If its value matches the value of one of my top cards,
    return it together with every card of its colour on your board."""
    card = ctx.choose_card(ctx.hand(), "Reveal a card from your hand", verb="reveal")
    if card is None:
        return
    ctx.reveal(card)
    if ctx.age(card) not in {ctx.value(c) for c in ctx.top_cards(ctx.activator)}:
        return
    ctx.return_card(card)
    ctx.return_cards(ctx.pile(ctx.color(card)))


@book.effect("kilogram_of_the_archives")
def kilogram_of_the_archives(ctx: EffectContext) -> None:
    """Return a hand card and one of your top cards. If both were returned and their values add
    up to 10, draw and score a 10."""
    returned: list[int] = []  # values of the cards really returned (a karma may keep one)
    card = ctx.choose_card(ctx.hand(), "Return a card from your hand", verb="return")
    if card is not None and ctx.return_card(card):
        returned.append(ctx.age(card))
    top = ctx.choose_card(ctx.top_cards(), "Return a top card from your board", verb="return")
    if top is not None and ctx.return_card(top):
        returned.append(ctx.value(top))
    if len(returned) == 2 and sum(returned) == 10:
        ctx.draw_and_score(ctx.effect_age(10))


@book.effect("marcha_real")
def marcha_real(ctx: EffectContext) -> None:
    """Show and return two hand cards. If their values are equal, draw a card one value higher;
    if their colours are equal, claim an achievement, ignoring eligibility."""
    cards = ctx.choose_cards(
        ctx.hand(), "Reveal and return two cards from your hand", max_count=2, min_count=2, verb="return"
    )
    for card in cards:
        ctx.reveal(card)
    ctx.return_cards(cards)
    if not cards:
        # Ruling (BGA): returning nothing counts as "the same value" (0), so draw a 1; it does
        # not count as "the same colour".
        ctx.draw(1)
        return
    if len(cards) < 2:
        return
    first, second = cards
    if ctx.age(first) == ctx.age(second):
        ctx.draw(ctx.age(first) + 1)
    if ctx.color(first) == ctx.color(second):
        # Ruling (BGA): a special achievement that is still available may be claimed instead.
        ctx.claim_any_achievement(include_specials=True)


@book.effect("moonlight_sonata")
def moonlight_sonata(ctx: EffectContext) -> None:
    """Pick one of your colours whose top card is the highest and meld that pile's bottom card.
    Then claim an achievement, ignoring eligibility."""
    highest = ctx.highest(ctx.top_cards(), ctx.value)
    color = ctx.choose_color([ctx.color(c) for c in highest], "Choose a colour with your highest top card", verb="meld")
    if color is not None:
        bottom = ctx.bottom(color)
        assert bottom is not None
        ctx.meld(bottom)
    ctx.claim_any_achievement()


@book.effect("pride_and_prejudice")
def pride_and_prejudice(ctx: EffectContext) -> None:
    """Draw and meld a 6. If no colour on your board shows fewer cards than the melded card's
    colour, score the melded card and do this again."""
    # Ruling (BGA): all five colours are compared, so an empty colour (0 cards) stops the repeat.
    while True:
        card = ctx.draw_and_meld(ctx.effect_age(6))
        shown = ctx.visible_card_count(ctx.color(card))
        if any(ctx.visible_card_count(c) < shown for c in COLORS):
            return
        # Ruling: the repeat goes with the scoring; a karma scoring something else instead
        # (Ludwig van Beethoven returns it) ends it — repeating could cycle forever.
        if not ctx.score(card):
            return


@book.effect("puffing_billy")
def puffing_billy(ctx: EffectContext) -> None:
    """Return a hand card. Draw a card whose value is the largest count of any single icon type
    showing in your pile of that card's colour, then splay that colour right."""
    card = ctx.choose_card(ctx.hand(), "Return a card from your hand", verb="return")
    if card is None:
        return
    ctx.reveal(card)
    ctx.return_card(card)
    color = ctx.color(card)
    # Ruling: only the six resource icons are counted (hex images and bonuses are not icons).
    ctx.draw(max(ctx.pile_icons(color, icon) for icon in RESOURCE_ICONS))
    ctx.splay(color, Splay.RIGHT)


@book.compel("stamp_act")
def stamp_act(ctx: EffectContext) -> None:
    """Move a card from your score pile to mine whose value equals your top yellow card. If you
    do, return a score card whose value equals your top green card."""
    yellow = ctx.value(ctx.top(Color.YELLOW))
    card = ctx.choose_card(
        [c for c in ctx.score_pile() if ctx.age(c) == yellow],
        "Transfer a score card of your top yellow value",
        verb="transfer",
        to=ctx.score_of(ctx.activator),
    )
    if card is None or not ctx.transfer(card, ctx.score_of(ctx.activator)):  # "if you do"
        return
    green = ctx.value(ctx.top(Color.GREEN))
    back = ctx.choose_card(
        [c for c in ctx.score_pile() if ctx.age(c) == green],
        "Return a score card of your top green value",
        verb="return",
    )
    if back is not None:
        ctx.return_card(back)


@book.effect("the_wealth_of_nations")
def the_wealth_of_nations(ctx: EffectContext) -> None:
    """Draw a 1 and score it. Then total the values of your score pile cards, divide by five
    rounding up, and draw and score a card of that value."""
    ctx.draw_and_score(ctx.effect_age(1))
    total = sum(ctx.age(c) for c in ctx.score_pile())
    ctx.draw_and_score(math.ceil(total / 5))


@book.compel("u_s_declaration_of_independence")
def u_s_declaration_of_independence(ctx: EffectContext) -> None:
    """Hand me your highest hand card, put your highest score card in my score pile, and move
    your highest top card with a factory onto my board."""
    card = ctx.choose_card(
        ctx.highest(ctx.hand()), "Transfer your highest hand card", verb="transfer", to=ctx.hand_of(ctx.activator)
    )
    if card is not None:
        ctx.transfer(card, ctx.hand_of(ctx.activator))
    card = ctx.choose_card(
        ctx.highest(ctx.score_pile()),
        "Transfer your highest score card",
        verb="transfer",
        to=ctx.score_of(ctx.activator),
    )
    if card is not None:
        ctx.transfer(card, ctx.score_of(ctx.activator))
    factories = [c for c in ctx.top_cards() if ctx.has_icon(c, Icon.FACTORY)]
    card = ctx.choose_card(
        ctx.highest(factories, ctx.value),
        "Transfer your highest top card with a factory",
        verb="transfer",
        to=ctx.board_of(ctx.activator),
    )
    if card is not None:
        ctx.transfer(card, ctx.board_of(ctx.activator))
