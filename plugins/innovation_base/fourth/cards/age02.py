"""Age 2 of the 4th-edition base set.

Unchanged in meaning from the 3rd edition (the 3rd edition's functions, registered again):
Calendar, Construction, Currency, Fermenting's first effect, Mapmaking, Mathematics, Monotheism
("of a colour different from every card on my board" is a colour absent from my board),
Philosophy.
"""

from __future__ import annotations

from innovation.plugin_api import BASE, DONE, Color, EffectContext
from innovation_base.cards import age02
from innovation_base.fourth.book import book

book.effect("calendar")(age02.calendar)

# ---------------------------------------------------------------------------- Canal Building
CANAL_EXCHANGE = "exchange"
CANAL_JUNK = "junk"


@book.effect("canal_building")
def canal_building(ctx: EffectContext) -> None:
    """You may pick one: swap every card tied for highest in your hand with every card tied
    for highest in your score pile, or junk the whole 3 supply pile."""
    # Ruling: each branch is offered only when it can change something (a card in hand or
    # score pile; a card in the 3 pile), as BGA offers the junk only with 3s left.
    hand, score = ctx.hand(), ctx.score_pile()
    options: dict[str, str] = {}
    if hand or score:
        options[CANAL_EXCHANGE] = "exchange your highest hand cards with your highest score cards"
    if ctx.state.decks[BASE][3 - 1]:
        options[CANAL_JUNK] = "junk every card of the 3 pile"
    if not options:
        return
    options[DONE] = "neither"
    choice = ctx.choose_option(options, "You may choose one of Canal Building's options")
    if choice == CANAL_EXCHANGE:
        ctx.exchange(ctx.highest(hand), ctx.score_of(), ctx.highest(score), ctx.hand_of())
    elif choice == CANAL_JUNK:
        ctx.junk_deck(3)


book.demand("construction")(age02.construction_demand)
book.effect("construction")(age02.construction)
book.effect("currency")(age02.currency)


# ---------------------------------------------------------------------------- Fermenting
FERMENTING = "fermenting"
book.effect("fermenting")(age02.fermenting)


@book.effect("fermenting")
def fermenting_tuck_or_junk(ctx: EffectContext) -> None:
    """You may tuck a green card from your hand. If you do not, junk the whole 2 supply pile,
    and junk Fermenting too if it is a top card on anyone's board."""
    card = ctx.choose_card(
        [c for c in ctx.hand() if ctx.color(c) == Color.GREEN],
        "You may tuck a green card from your hand",
        optional=True,
        verb="tuck",
    )
    if card is not None:
        ctx.tuck(card)
        return
    # "If you don't" holds too when you have no green card to tuck (BGA).
    ctx.junk_deck(2)
    color = ctx.color(FERMENTING)
    if any(ctx.top(color, q) == FERMENTING for q in ctx.everyone()):
        ctx.junk(FERMENTING)


book.demand("mapmaking")(age02.mapmaking_demand)
book.effect("mapmaking")(age02.mapmaking)
book.effect("mathematics")(age02.mathematics)
book.demand("monotheism")(age02.monotheism_demand)
book.effect("monotheism")(age02.monotheism)
book.effect("philosophy")(age02.philosophy_splay)
book.effect("philosophy")(age02.philosophy_score)


# ---------------------------------------------------------------------------- Road Building
@book.effect("road_building")
def road_building(ctx: EffectContext) -> None:
    """Meld one card, or two, from your hand. After melding two, you may move your top red card
    onto another player's board; if you do, meld that player's top green card onto yours."""
    picks = ctx.choose_cards(ctx.hand(), "Meld one or two cards", max_count=2, min_count=1, verb="meld")
    ctx.meld_cards(picks)
    red = ctx.top(Color.RED)
    if len(picks) < 2 or red is None:
        return
    # Ruling (as in the 3rd edition): "another player" may be a team partner; "done" declines.
    q = ctx.choose_player(ctx.others(), "You may give your top red card to another player", optional=True)
    if q is None:
        return
    ctx.transfer(red, ctx.board_of(q))
    green = ctx.top(Color.GREEN, q)
    if green is not None:
        ctx.meld(green)
