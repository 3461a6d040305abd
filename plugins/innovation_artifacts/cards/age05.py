"""Age 5 Artifacts of History cards."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Splay, Where
from innovation_artifacts.book import book


def _execute_as_if_here(ctx: EffectContext, card: str) -> None:
    """Execute ``card``'s effects as if they were on the current card, without sharing. A card
    without effects (Battleship Yamato) does nothing."""
    if ctx.info(card).dogma_icon < 0:
        return
    ctx.execute_all_effects(card)


def _running_cards(ctx: EffectContext) -> set[str]:
    """Cards whose effects are being executed right now (this card and every card it runs
    inside), so an "execute as if on this card" effect never picks one of them again."""
    return ctx.dogma_cards()


@book.effect("almira_queen_of_the_castle")
def almira_queen_of_the_castle(ctx: EffectContext) -> None:
    """Meld a card from your hand, then claim the available achievement of the same value,
    ignoring eligibility."""
    card = ctx.choose_card(ctx.hand(), "Meld a card from your hand", verb="meld")
    if card is None:
        return
    ctx.meld(card)
    ctx.claim_achievement(ctx.value(card))


@book.effect("barque_longue_la_belle")
def barque_longue_la_belle(ctx: EffectContext) -> None:
    """Draw and meld a 5; keep doing so until the card drawn is green."""
    while True:
        card = ctx.draw_and_meld(ctx.effect_age(5))
        if ctx.color(card) == Color.GREEN:
            return


@book.compel("bill_of_rights")
def bill_of_rights(ctx: EffectContext) -> None:
    """Pick a colour in which more of your cards show than of mine, and move that whole pile,
    bottom card first, onto my board."""
    # Ruling (BGA): visible cards = the whole pile when splayed, only the top card otherwise.
    colors = [c for c in COLORS if ctx.visible_card_count(c, ctx.player) > ctx.visible_card_count(c, ctx.activator)]
    color = ctx.choose_color(colors, "Choose a colour to hand over, bottom card first", verb="transfer")
    if color is None:
        return
    # The pile as it is now, bottom card first (a card a karma keeps where it is stays behind:
    # it is not offered again).
    for card in list(ctx.pile(color)):
        ctx.transfer(card, ctx.board_of(ctx.activator))


@book.effect("boerhavve_silver_microscope")
def boerhavve_silver_microscope(ctx: EffectContext) -> None:
    """Return your lowest hand card and your lowest top card, then draw and score a card whose
    value is the total of the two returned values."""
    total = 0
    card = ctx.choose_card(ctx.lowest(ctx.hand()), "Return the lowest card in your hand", verb="return")
    if card is not None and ctx.return_card(card):  # the sum is of cards really returned
        total += ctx.age(card)
    # Ruling (BGA): top cards compare (and add) by their face-up value.
    top = ctx.choose_card(ctx.lowest(ctx.top_cards(), ctx.value), "Return your lowest top card", verb="return")
    if top is not None and ctx.return_card(top):
        total += ctx.value(top)
    ctx.draw_and_score(total)


@book.effect("gujin_tushu_jinsheng")
def gujin_tushu_jinsheng(ctx: EffectContext) -> None:
    """If this card is one of your top cards, pick a top card on another player's board and carry
    out its effects as though they were printed here, without sharing."""
    # Ruling (BGA): "on your board" means it is your top yellow card (not covered, not on display).
    if ctx.top(ctx.color(ctx.card)) != ctx.card:
        return
    running = _running_cards(ctx)
    candidates = [c for q in ctx.others() for c in ctx.top_cards(q) if c not in running]
    card = ctx.choose_card(candidates, "Choose a top card on another board to execute", verb="execute")
    if card is not None:
        _execute_as_if_here(ctx, card)


@book.effect("hudsons_bay_company_archives")
def hudsons_bay_company_archives(ctx: EffectContext) -> None:
    """Score the bottom card of each of your piles. Then meld a card out of your score pile and
    splay its colour right."""
    bottoms = [card for c in COLORS if (card := ctx.bottom(c)) is not None]
    ctx.score_cards(bottoms)
    card = ctx.choose_card(ctx.score_pile(), "Meld a card from your score pile", verb="meld")
    if card is None:
        return
    ctx.meld(card)
    ctx.splay(ctx.color(card), Splay.RIGHT)


@book.effect("principia")
def principia(ctx: EffectContext) -> None:
    """Return each of your top cards that is not blue. Then, from the lowest returned value up,
    draw and meld a card one higher than each returned card."""
    tops = [c for c in ctx.top_cards() if ctx.color(c) != Color.BLUE]
    # "For each card returned": a karma may keep one where it is.
    values = sorted(ctx.value(c) for c in ctx.return_cards(tops))
    for value in values:
        ctx.draw_and_meld(value + 1)


@book.effect("sandham_room_cricket_bat")
def sandham_room_cricket_bat(ctx: EffectContext) -> None:
    """Draw a 6 and show it. If it is red, claim any available achievement, ignoring
    eligibility."""
    card = ctx.draw_and_reveal(ctx.effect_age(6))
    if ctx.color(card) == Color.RED:
        ctx.claim_any_achievement()


@book.effect("ship_of_the_line_sussex")
def ship_of_the_line_sussex(ctx: EffectContext) -> None:
    """With an empty score pile, name a colour and score every card of that colour on your board.
    Otherwise return your whole score pile."""
    if ctx.score_pile():
        ctx.return_cards(ctx.score_pile())
        return
    # Ruling (BGA): any of the five colours may be named, even one missing from the board.
    color = ctx.choose_color(COLORS, "Choose a colour to score from your board", verb="score")
    if color is not None:
        ctx.score_cards(list(reversed(ctx.pile(color))))


@book.effect("the_daily_courant")
def the_daily_courant(ctx: EffectContext) -> None:
    """Name any value and draw a card of it, then put that card back on top of its supply pile.
    You may then carry out the effects of another of your top cards as though they were printed
    here, without sharing."""
    value = ctx.choose_value(range(1, 11), "Draw a card of any value")
    card = ctx.draw(value)
    # The card goes back on top of the supply pile of its own set and age.
    ctx.transfer(card, Where("deck"))
    running = _running_cards(ctx)
    options = [c for c in ctx.top_cards() if c not in running and ctx.info(c).dogma_icon >= 0]
    chosen = ctx.choose_card(options, "You may execute the effects of another top card", optional=True, verb="execute")
    if chosen is not None:
        _execute_as_if_here(ctx, chosen)
