"""Age 3 Artifacts of History cards."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Splay
from innovation_artifacts.book import book


@book.effect("along_the_river_during_the_qingming_festival")
def along_the_river_during_the_qingming_festival(ctx: EffectContext) -> None:
    """Draw a 4 and show it. A yellow card is tucked and a purple one scored; any other colour
    stays in your hand and you do this again."""
    while True:
        card = ctx.draw_and_reveal(ctx.effect_age(4))
        if ctx.color(card) == Color.YELLOW:
            ctx.tuck(card)
            return
        if ctx.color(card) == Color.PURPLE:
            ctx.score(card)
            return


@book.effect("beauvais_cathedral_clock")
def beauvais_cathedral_clock(ctx: EffectContext) -> None:
    """Draw a 4 and show it, then splay your pile of its colour to the right."""
    # Ruling (BGA): the drawn card stays in your hand; the splay is on your own board.
    card = ctx.draw_and_reveal(ctx.effect_age(4))
    ctx.splay(ctx.color(card), Splay.RIGHT)


@book.effect("charter_of_liberties")
def charter_of_liberties(ctx: EffectContext) -> None:
    """Tuck a card from your hand. If you did, splay that colour left, then pick a splayed pile on
    anyone's board and carry out, alone, every non-demand effect of its top card."""
    # Ruling (BGA): the pick is among the top cards of every splayed pile, your own included.
    card = ctx.choose_card(ctx.hand(), "Tuck a card from your hand", verb="tuck")
    if card is None or not ctx.tuck(card):  # (a karma may do something else instead: not tucked)
        return
    ctx.splay(ctx.color(card), Splay.LEFT)
    candidates: list[str] = []
    for q in ctx.everyone():
        for color in COLORS:
            top = ctx.top(color, q)
            if top is not None and ctx.splay_of(color, q) != Splay.NONE:
                candidates.append(top)
    chosen = ctx.choose_card(candidates, "Choose the top card of a splayed pile to execute", verb="execute")
    if chosen is not None:
        ctx.execute_non_demand_effects(chosen)


@book.effect("dunhuang_star_chart")
def dunhuang_star_chart(ctx: EffectContext) -> None:
    """Return every card in your hand, then draw a card whose value is how many you returned."""
    # A draw of 0 (empty hand) draws a 1, as every draw below 1 does (RULES.md §2.1).
    returned = ctx.return_cards(ctx.hand())
    ctx.draw(len(returned))


@book.compel("excalibur")
def excalibur(ctx: EffectContext) -> None:
    """You must move to my board one of your top cards whose value beats my top card of its
    colour."""
    # Ruling (BGA): a colour I lack counts as a value 0, so any of your top cards of it qualifies.
    eligible = [c for c in ctx.top_cards() if ctx.value(c) > ctx.value(ctx.top(ctx.color(c), ctx.activator))]
    card = ctx.choose_card(
        eligible,
        "Transfer a top card higher than my top card of its colour",
        verb="transfer",
        to=ctx.board_of(ctx.activator),
    )
    if card is not None:
        ctx.transfer(card, ctx.board_of(ctx.activator))


@book.compel("mjolnir_amulet")
def mjolnir_amulet(ctx: EffectContext) -> None:
    """You must pick one of your top cards; every card of that colour on your board goes to my
    score pile."""
    card = ctx.choose_card(
        ctx.top_cards(), "Choose a top card on your board", verb="transfer", to=ctx.score_of(ctx.activator)
    )
    if card is None:
        return
    pile = ctx.pile(ctx.color(card))
    # BGA moves the pile from the top card down.
    ctx.transfer_cards(list(reversed(pile)), ctx.score_of(ctx.activator))


@book.compel("moylough_belt_shrine")
def moylough_belt_shrine(ctx: EffectContext) -> None:
    """You must show me your whole hand; I pick one of those cards and it goes onto my board."""
    hand = ctx.hand()
    for card in hand:
        ctx.reveal(card)
    chosen = ctx.choose_card(
        hand,
        "Choose a revealed card to transfer to your board",
        p=ctx.activator,
        verb="transfer",
        to=ctx.board_of(ctx.activator),
    )
    if chosen is not None:
        ctx.transfer(chosen, ctx.board_of(ctx.activator))


@book.effect("necronomicon")
def necronomicon(ctx: EffectContext) -> None:
    """Draw a 3 and show it. Then by its colour: yellow, return your whole hand; green, unsplay
    every pile you have; red, return your whole score pile; blue, draw a 9. Purple does nothing."""
    # Ruling (BGA): the drawn card is in your hand when a yellow card makes you return your hand.
    card = ctx.draw_and_reveal(ctx.effect_age(3))
    color = ctx.color(card)
    if color == Color.YELLOW:
        ctx.return_cards(ctx.hand())
    elif color == Color.GREEN:
        for c in COLORS:
            ctx.unsplay(c)
    elif color == Color.RED:
        ctx.return_cards(ctx.score_pile())
    elif color == Color.BLUE:
        ctx.draw(ctx.effect_age(9))


@book.effect("philosophers_stone")
def philosophers_stone(ctx: EffectContext) -> None:
    """Return a card from your hand, then score as many cards from your hand as its value."""
    card = ctx.choose_card(ctx.hand(), "Return a card from your hand", verb="return")
    if card is None or not ctx.return_card(card):  # (a karma may keep it: no card returned)
        return
    count = ctx.age(card)
    # One whole text per count ("1 cards" reads wrong), each a template the catalogues translate.
    prompt = f"Score {count} cards from your hand"
    if count == 1:
        prompt = "Score a card from your hand"
    picks = ctx.choose_cards(
        ctx.hand(),
        prompt,
        max_count=count,
        min_count=count,
        verb="score",
    )
    ctx.score_cards(picks)


@book.effect("shroud_of_turin")
def shroud_of_turin(ctx: EffectContext) -> None:
    """Return a card from your hand. If you did, also return your top card of that colour and a
    card of that colour from your score pile. If all three were returned, claim any available
    achievement without checking eligibility."""
    card = ctx.choose_card(ctx.hand(), "Return a card from your hand", verb="return")
    if card is None or not ctx.return_card(card):  # "if you do": a karma may keep the card
        return
    color = ctx.color(card)
    done = 1  # cards really returned (a karma may keep one where it is)
    top = ctx.top(color)
    if top is not None and ctx.return_card(top):
        done += 1
    scored = ctx.choose_card(
        [c for c in ctx.score_pile() if ctx.color(c) == color],
        f"Return a {color.label} card from your score pile",
        verb="return",
    )
    if scored is not None and ctx.return_card(scored):
        done += 1
    if done == 3:
        ctx.claim_any_achievement(include_specials=True)
