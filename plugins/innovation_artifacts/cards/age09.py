"""Age 9 Artifacts of History cards."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Icon, Splay
from innovation_artifacts.book import book


@book.effect("luna_3")
def luna_3(ctx: EffectContext) -> None:
    """Return your whole score pile, then draw a card whose value is the number of cards you
    returned and score it."""
    returned = ctx.return_cards(ctx.score_pile())
    # Ruling (BGA, RULES.md §9.4): with nothing returned this is a draw of value 0, i.e. a 1.
    ctx.draw_and_score(len(returned))


@book.effect("magnavox_odyssey")
def magnavox_odyssey(ctx: EffectContext) -> None:
    """Draw and meld a 10, then another 10. Should both share a colour, you win."""
    first = ctx.draw_and_meld(ctx.effect_age(10))
    second = ctx.draw_and_meld(ctx.effect_age(10))
    if ctx.color(first) == ctx.color(second):
        ctx.win()


@book.effect("marilyn_diptych")
def marilyn_diptych(ctx: EffectContext) -> None:
    """You may score one card from your hand, and you may take any one card from your score pile
    back into your hand. With exactly 25 points afterwards, you win."""
    card = ctx.choose_card(ctx.hand(), "You may score a card from your hand", optional=True, verb="score")
    if card is not None:
        ctx.score(card)
    card = ctx.choose_card(
        ctx.score_pile(),
        "You may move a card from your score pile to your hand",
        optional=True,
        verb="transfer",
        to=ctx.hand_of(),
    )
    if card is not None:
        ctx.transfer(card, ctx.hand_of())
    if ctx.points() == 25:
        ctx.win()


@book.compel("philips_compact_cassette")
def philips_compact_cassette_compel(ctx: EffectContext) -> None:
    """Unsplay every splayed pile on your board."""
    for color in COLORS:
        ctx.unsplay(color)


@book.effect("philips_compact_cassette")
def philips_compact_cassette(ctx: EffectContext) -> None:
    """Splay two of your colours up."""
    # Only piles the splay would change are eligible; with two or fewer, all of them are splayed
    # (do as much as you can) without a question.
    candidates: list[int] = [c for c in COLORS if len(ctx.pile(c)) >= 2 and ctx.splay_of(c) != Splay.UP]
    chosen: list[int] = []
    with ctx.selection(min_count=2, max_count=2):
        while len(chosen) < 2 and candidates:
            if len(candidates) <= 2 - len(chosen):
                chosen += candidates
                break
            pick = ctx.choose_color(candidates, "Splay a colour up", verb="splay", splay=Splay.UP)
            assert pick is not None
            chosen.append(pick)
            candidates.remove(pick)
    for color in chosen:
        ctx.splay(color, Splay.UP)


@book.effect("rock_around_the_clock")
def rock_around_the_clock(ctx: EffectContext) -> None:
    """Draw and score one 9 for every top card of yours that shows a clock."""
    count = sum(1 for card in ctx.top_cards() if ctx.has_icon(card, Icon.CLOCK))
    for _ in range(count):
        ctx.draw_and_score(ctx.effect_age(9))


@book.effect("syncom_3")
def syncom_3(ctx: EffectContext) -> None:
    """Return every card in your hand. Draw five 9s, showing each one; if they show all five
    colours between them, you win."""
    ctx.return_cards(ctx.hand())
    drawn = [ctx.draw_and_reveal(ctx.effect_age(9)) for _ in range(5)]
    # The revealed cards stay in the hand.
    if len({ctx.color(card) for card in drawn}) == len(COLORS):
        ctx.win()


@book.effect("the_big_bang")
def the_big_bang(ctx: EffectContext) -> None:
    """Carry out the non-demand effects of your top blue card yourself, sharing them with no one.
    If that changed anything at all, draw a 10, remove it from the game and do this again."""
    while True:
        card = ctx.top(Color.BLUE)
        if card is None:
            return
        before = ctx.changes
        ctx.execute_non_demand_effects(card)
        if ctx.changes == before:
            return
        ctx.remove(ctx.draw(ctx.effect_age(10)))


@book.compel("united_nations_charter")
def united_nations_charter_compel(ctx: EffectContext) -> None:
    """Move every top card of yours that has a demand effect into my score pile."""
    cards = [c for c in ctx.top_cards() if ctx.info(c).has_demand]
    ctx.transfer_cards(cards, ctx.score_of(ctx.activator))


@book.effect("united_nations_charter")
def united_nations_charter(ctx: EffectContext) -> None:
    """Draw a 10 if one of your top cards has a demand effect."""
    if any(ctx.info(c).has_demand for c in ctx.top_cards()):
        ctx.draw(ctx.effect_age(10))


@book.compel("velcro_shoes")
def velcro_shoes(ctx: EffectContext) -> None:
    """Hand me a 9 from your hand. Failing that, move a 9 from your score pile to mine. If you
    can do neither, I win."""
    age = ctx.effect_age(9)
    card = ctx.choose_card(
        [c for c in ctx.hand() if ctx.age(c) == age],
        "Transfer a 9 from your hand to my hand"
        if age == 9
        else f"Transfer a card of value {age} from your hand to my hand",
        verb="transfer",
        to=ctx.hand_of(ctx.activator),
    )
    # "If you do not" / "if you do neither": a transfer a karma replaced did not happen.
    if card is not None and ctx.transfer(card, ctx.hand_of(ctx.activator)):
        return
    card = ctx.choose_card(
        [c for c in ctx.score_pile() if ctx.age(c) == age],
        "Transfer a 9 from your score pile to my score pile"
        if age == 9
        else f"Transfer a card of value {age} from your score pile to my score pile",
        verb="transfer",
        to=ctx.score_of(ctx.activator),
    )
    if card is not None and ctx.transfer(card, ctx.score_of(ctx.activator)):
        return
    ctx.win(ctx.activator)


@book.effect("yeagers_bell_x_1a")
def yeagers_bell_x_1a(ctx: EffectContext) -> None:
    """Draw and meld a 9 and carry out all of its effects yourself as though printed here,
    sharing them with no one. Go again whenever that card shows a clock."""
    while True:
        card = ctx.draw_and_meld(ctx.effect_age(9))
        ctx.execute_all_effects(card)
        if not ctx.has_icon(card, Icon.CLOCK):
            return
