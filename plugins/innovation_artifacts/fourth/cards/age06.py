"""4th-edition Artifacts, age 6: effects registered on :data:`innovation_artifacts.fourth.book.book`.
An effect whose meaning is the 3rd edition's reuses its function (``third.…``); the rest are
written here."""

from __future__ import annotations

import math

from innovation.plugin_api import Color, EffectContext, Splay
from innovation_artifacts.cards import age06 as third
from innovation_artifacts.fourth.book import book
from innovation_artifacts.fourth.cards.shared_late import junk_a_standard_achievement, most_icons_of_one_kind

book.effect("buttonwood_agreement")(third.buttonwood_agreement)
book.compel("frigate_constitution")(third.frigate_constitution)


@book.effect("kilogram_of_the_archives")
def kilogram_of_the_archives(ctx: EffectContext) -> None:
    """Return a hand card and one of your top cards. If both were returned and their values add
    up to 10, draw and score a 10; otherwise send the supply pile of the total's value to the junk."""
    total = 0
    returned = 0
    card = ctx.choose_card(ctx.hand(), "Return a card from your hand", verb="return")
    if card is not None:
        ctx.return_card(card)
        total += ctx.age(card)
        returned += 1
    top = ctx.choose_card(ctx.top_cards(), "Return a top card from your board", verb="return")
    if top is not None:
        ctx.return_card(top)
        total += ctx.value(top)
        returned += 1
    if returned == 2 and total == 10:
        ctx.draw_and_score(10)
    else:
        # Ruling (BGA): the total of whatever was returned; nothing returned totals 0 (no deck).
        ctx.junk_deck(total)


book.effect("marcha_real")(third.marcha_real)


@book.effect("moonlight_sonata")
def moonlight_sonata_meld(ctx: EffectContext) -> None:
    """Pick one of your colours whose top card is the highest and meld that pile's bottom card."""
    highest = ctx.highest(ctx.top_cards(), ctx.value)
    color = ctx.choose_color([ctx.color(c) for c in highest], "Choose a colour with your highest top card", verb="meld")
    if color is not None:
        bottom = ctx.bottom(color)
        assert bottom is not None
        ctx.meld(bottom)


@book.effect("moonlight_sonata")
def moonlight_sonata_achieve(ctx: EffectContext) -> None:
    """Claim one of the standard achievements still on offer, ignoring eligibility. Then junk one
    of those still on offer."""
    ctx.claim_any_achievement()
    junk_a_standard_achievement(ctx)


book.effect("pride_and_prejudice")(third.pride_and_prejudice)


@book.effect("puffing_billy")
def puffing_billy(ctx: EffectContext) -> None:
    """Tuck a hand card and splay its colour right. Then draw a card whose value is the largest
    count of any one icon showing in your pile of that colour."""
    card = ctx.choose_card(ctx.hand(), "Tuck a card from your hand", verb="tuck")
    if card is None:
        return
    ctx.tuck(card)
    color = ctx.color(card)
    ctx.splay(color, Splay.RIGHT)
    ctx.draw(most_icons_of_one_kind(ctx, color))


@book.compel("qianlongs_dragon_robe")
def qianlongs_dragon_robe(ctx: EffectContext) -> None:
    """Put your top red card in my score pile and your top green card on my board. Then move a
    yellow card from your score pile to mine, and a purple card from your score pile to my hand."""
    me = ctx.activator
    red = ctx.top(Color.RED)
    if red is not None:
        ctx.transfer(red, ctx.score_of(me))
    green = ctx.top(Color.GREEN)
    if green is not None:
        ctx.transfer(green, ctx.board_of(me))
    for color, to, prompt in (
        (Color.YELLOW, ctx.score_of(me), "Transfer a yellow card from your score pile to my score pile"),
        (Color.PURPLE, ctx.hand_of(me), "Transfer a purple card from your score pile to my hand"),
    ):
        card = ctx.choose_card([c for c in ctx.score_pile() if ctx.color(c) == color], prompt, verb="transfer", to=to)
        if card is not None:
            ctx.transfer(card, to)


@book.effect("the_wealth_of_nations")
def the_wealth_of_nations(ctx: EffectContext) -> None:
    """Draw a 1 and score it. Then total the values of your score pile cards, divide by five
    rounding up, draw and score a card of that value, and junk the supply pile of that value."""
    ctx.draw_and_score(1)
    value = math.ceil(sum(ctx.age(c) for c in ctx.score_pile()) / 5)
    ctx.draw_and_score(value)
    ctx.junk_deck(value)


book.compel("u_s_declaration_of_independence")(third.u_s_declaration_of_independence)
