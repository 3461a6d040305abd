"""Age 11 base cards (the fourth edition's own)."""

from __future__ import annotations

from innovation.plugin_api import Color, EffectContext, Icon, Splay
from innovation_base.fourth.book import book

#: "All but your top N cards" of a pile: how many stay.
_ASTROGEOLOGY_KEEP = 4
_SOLAR_SAILING_KEEP = 4
_SPACE_TRAFFIC_KEEP = 5


def _all_but_top(ctx: EffectContext, color: Color, keep: int) -> list[str]:
    """Your cards of ``color`` below the top ``keep`` ones, bottom first."""
    pile = ctx.pile(color)
    return pile[: max(0, len(pile) - keep)]


@book.effect("astrogeology")
def astrogeology_splay(ctx: EffectContext) -> None:
    """Draw an 11 and show it. Splay your pile of its colour aslant; if that splays it, take all
    but your top four cards of that colour into your hand."""
    card = ctx.draw_and_reveal(11)
    color = ctx.color(card)
    # "If you do": only a splay that changes the pile (two or more cards, not yet aslant).
    if ctx.splay(color, Splay.ASLANT):
        ctx.transfer_cards(_all_but_top(ctx, color, _ASTROGEOLOGY_KEEP), ctx.hand_of())


@book.effect("astrogeology")
def astrogeology_win(ctx: EffectContext) -> None:
    """With eight or more cards in your hand, you win."""
    if len(ctx.hand()) >= 8:
        ctx.win()


@book.demand("climatology")
def climatology_demand(ctx: EffectContext) -> None:
    """I name an icon other than the leaf: you return two of your top cards that show it."""
    if not ctx.top_cards():
        return  # nothing could be returned: no icon to name
    # The icons a player may name in this edition (the avatar included), by name.
    icons = {Icon(i).name.lower(): Icon(i) for i in ctx.edition.icons if i != Icon.LEAF}
    label = ctx.choose_option(list(icons), "Choose an icon other than the leaf", p=ctx.activator)
    ctx.log("choice", f"{ctx.name(ctx.activator)} chooses {label}.", ctx.activator)
    candidates = [c for c in ctx.top_cards() if ctx.has_icon(c, icons[label])]
    # Fewer than two such top cards: all of them go.
    picks = ctx.choose_cards(
        candidates, f"Choose two top cards with a {label} to return", max_count=2, min_count=2, verb="return"
    )
    ctx.return_cards(picks)


@book.effect("climatology")
def climatology(ctx: EffectContext) -> None:
    """Return one of your top cards. Then return every card of your score pile whose value is at
    least that card's."""
    card = ctx.choose_card(ctx.top_cards(), "Return a top card from your board", verb="return")
    # Ruling (BGA): with no top card to return, the value compared is 0: the whole score pile goes.
    value = ctx.value(card)
    if card is not None:
        ctx.return_card(card)
    ctx.return_cards([c for c in ctx.score_pile() if ctx.value(c) >= value])


@book.effect("escapism")
def escapism(ctx: EffectContext) -> None:
    """Show a card from your hand and junk it. Return every card of its value from your hand, draw
    three cards of that value, then self-execute the junked card."""
    card = ctx.choose_card(ctx.hand(), "Choose a card from your hand to reveal and junk", verb="junk")
    if card is None:
        return
    ctx.reveal(card)
    ctx.junk(card)
    value = ctx.value(card)
    ctx.return_cards([c for c in ctx.hand() if ctx.value(c) == value])
    for _ in range(3):
        ctx.draw(value)
    ctx.self_execute(card)


@book.effect("fusion")
def fusion(ctx: EffectContext) -> None:
    """Score one of your top cards of value 11. If you do, name a value one or two below the
    scored card's and do this again with that value in place of 11."""
    values = [11]
    # Each round scores a card and lowers the value, so the loop ends by value 0 at the latest.
    while values:
        value = ctx.choose_value(values, "Choose a value")
        card = ctx.choose_card(
            [c for c in ctx.top_cards() if ctx.value(c) == value],
            f"Choose a top card of value {value} to score",
            verb="score",
        )
        if card is None:
            return
        ctx.score(card)
        values = [v for v in (ctx.value(card) - 1, ctx.value(card) - 2) if v >= 1]


@book.demand("hypersonics")
def hypersonics(ctx: EffectContext) -> None:
    """Return exactly two of your top cards that share a value. If you do, return every card of
    that value or lower from your hand and your score pile."""
    tops = ctx.top_cards()
    paired = [c for c in tops if sum(1 for d in tops if ctx.value(d) == ctx.value(c)) >= 2]
    if not paired:
        return
    with ctx.selection(min_count=2, max_count=2):
        first = ctx.choose_card(paired, "Choose a top card sharing its value", verb="return")
        assert first is not None
        value = ctx.value(first)
        second = ctx.choose_card(
            [c for c in paired if c != first and ctx.value(c) == value],
            "Choose a second top card of the same value",
            verb="return",
        )
    assert second is not None
    # Returned in the order picked.
    ctx.return_card(first)
    ctx.return_card(second)
    ctx.return_cards([c for c in ctx.hand() + ctx.score_pile() if ctx.value(c) <= value])


@book.demand("near_field_comm")
def near_field_comm_demand(ctx: EffectContext) -> None:
    """I name a value: you move every card of that value from your score pile to mine."""
    if not ctx.score_pile():
        return
    # Ruling (BGA): any value may be named, even one the score pile lacks.
    value = ctx.choose_value(ctx.edition.ages, "Choose a value", p=ctx.activator)
    ctx.transfer_cards([c for c in ctx.score_pile() if ctx.value(c) == value], ctx.score_of(ctx.activator))


@book.effect("near_field_comm")
def near_field_comm(ctx: EffectContext) -> None:
    """Show the highest card of your score pile and self-execute it (it stays in your score
    pile)."""
    card = ctx.choose_card(
        ctx.highest(ctx.score_pile(), ctx.value), "Choose your highest score card to self-execute", verb="execute"
    )
    if card is not None:
        ctx.reveal(card)
        ctx.self_execute(card)


@book.effect("reclamation")
def reclamation(ctx: EffectContext) -> None:
    """Return the three bottom cards of your red pile, then draw and meld a card of half their
    total value, rounded up. If three cards were returned, do this again with the colour of the
    melded card in place of red."""
    color = Color.RED
    # Each round with three returns shrinks the board by two cards, so the loop ends.
    while True:
        bottom = ctx.pile(color)[:3]
        returned = ctx.return_cards(bottom)
        total = sum(ctx.value(c) for c in returned)
        melded = ctx.draw_and_meld((total + 1) // 2)
        if len(returned) < 3:
            return
        color = ctx.color(melded)


@book.effect("solar_sailing")
def solar_sailing(ctx: EffectContext) -> None:
    """Draw and meld an 11. If its colour is not splayed aslant on your board, return all but your
    top four cards of that colour and splay it aslant. Then, if that colour holds at least six
    cards on your board, you win."""
    card = ctx.draw_and_meld(11)
    color = ctx.color(card)
    if ctx.splay_of(color) != Splay.ASLANT:
        ctx.return_cards(_all_but_top(ctx, color, _SOLAR_SAILING_KEEP))
        ctx.splay(color, Splay.ASLANT)
    if len(ctx.pile(color)) >= 6:
        ctx.win()


@book.effect("space_traffic")
def space_traffic(ctx: EffectContext) -> None:
    """Draw and tuck an 11; if it went directly under an 11, you lose. Otherwise score all but your
    top five cards of its colour and splay that colour aslant; then, unless no player has more
    points than you, do all this again."""
    # Every round draws a card, so the loop ends when the decks run out (which ends the game).
    while True:
        card = ctx.draw_and_tuck(11)
        color = ctx.color(card)
        pile = ctx.pile(color)
        if len(pile) >= 2 and ctx.value(pile[1]) == 11:
            ctx.lose()
            return
        ctx.score_cards(_all_but_top(ctx, color, _SPACE_TRAFFIC_KEEP))
        ctx.splay(color, Splay.ASLANT)
        mine = ctx.points()
        if all(ctx.points(q) <= mine for q in ctx.others()):
            return


@book.demand("whataboutism")
def whataboutism(ctx: EffectContext) -> None:
    """Move each of your top cards that has a demand effect onto my board. If you moved any, swap
    your whole score pile with mine."""
    cards = [c for c in ctx.top_cards() if ctx.info(c).has_demand]
    if not cards:
        return
    ctx.transfer_cards(cards, ctx.board_of(ctx.activator))
    ctx.exchange(ctx.score_pile(), ctx.score_of(ctx.activator), ctx.score_pile(ctx.activator), ctx.score_of())
