"""4th-edition Artifacts, age 5: effects registered on :data:`innovation_artifacts.fourth.book.book`.

Cards whose 4th-edition text means what the 3rd edition's did register the 3rd edition's
functions again (``innovation_artifacts.cards.age05``)."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Splay
from innovation_artifacts.cards import age05 as third
from innovation_artifacts.fourth.book import book
from innovation_artifacts.fourth.cards.shared_late import junk_a_standard_achievement

# ---------------------------------------------------------------- unchanged from the 3rd edition
book.effect("barque_longue_la_belle")(third.barque_longue_la_belle)
book.effect("boerhaave_microscope")(third.boerhavve_silver_microscope)
book.effect("principia")(third.principia)
book.effect("ship_of_the_line_sussex")(third.ship_of_the_line_sussex)


# ---------------------------------------------------------------- new in the 4th edition (art4e-b)
@book.effect("almira_queen_of_castile")
def almira_queen_of_castile(ctx: EffectContext) -> None:
    """Meld a card from your hand and claim the standard achievement of its value, ignoring
    eligibility. With no card to meld, junk the supply pile of the lowest achievement still on
    offer, if there is one."""
    card = ctx.choose_card(ctx.hand(), "Meld a card from your hand", verb="meld")
    if card is not None:
        ctx.meld(card)
        ctx.claim_achievement(ctx.value(card))
        return
    on_offer = [ctx.age(c) for c in ctx.available_achievements()]
    if on_offer:
        ctx.junk_deck(min(on_offer))


@book.compel("galley_whydah")
def galley_whydah(ctx: EffectContext) -> None:
    """Name a colour of which your board shows more cards than mine. From the bottom up, my cards
    of that colour go to my score pile, then yours come onto my board."""
    me = ctx.activator
    colors = [c for c in COLORS if ctx.visible_card_count(c) > ctx.visible_card_count(c, me)]
    color = ctx.choose_color(colors, "Choose a colour showing more cards on your board than on mine", verb="transfer")
    if color is None:
        return
    ctx.transfer_cards(ctx.pile(color, me), ctx.score_of(me))
    for card in ctx.pile(color):  # bottom first: the bottom card ends lowest on my board
        ctx.transfer(card, ctx.board_of(me))


@book.effect("gujin_tushu_jicheng")
def gujin_tushu_jicheng(ctx: EffectContext) -> None:
    """If it is your turn, pick a top card on another player's board and super-execute it."""
    if ctx.player != ctx.state.turn_player:
        return
    candidates = [c for q in ctx.others() for c in ctx.top_cards(q)]
    card = ctx.choose_card(candidates, "Choose a top card on another board to super-execute", verb="execute")
    if card is not None:
        ctx.super_execute(card)


@book.effect("hudsons_bay_company_archives")
def hudsons_bay_company_archives(ctx: EffectContext) -> None:
    """Score the bottom card of each of your piles. Then meld a card out of your score pile, splay
    its colour right and junk the supply pile of its value."""
    ctx.score_cards([card for c in COLORS if (card := ctx.bottom(c)) is not None])
    card = ctx.choose_card(ctx.score_pile(), "Meld a card from your score pile", verb="meld")
    if card is None:
        return
    ctx.meld(card)
    ctx.splay(ctx.color(card), Splay.RIGHT)
    ctx.junk_deck(ctx.value(card))


@book.effect("sandham_room_cricket_bat")
def sandham_room_cricket_bat(ctx: EffectContext) -> None:
    """Draw a 6 and show it. If it is red, claim an achievement, ignoring eligibility; if not, junk
    one of the standard achievements on offer."""
    card = ctx.draw_and_reveal(6)
    if ctx.color(card) == Color.RED:
        ctx.claim_any_achievement()
    else:
        junk_a_standard_achievement(ctx)


@book.effect("the_daily_courant")
def the_daily_courant(ctx: EffectContext) -> None:
    """Draw a 6, show it and return it. Draw and meld a card whose value is that of your top card of
    the returned card's colour, then self-execute the melded card."""
    card = ctx.draw_and_reveal(6)
    ctx.return_card(card)
    top = ctx.top(ctx.color(card))
    ctx.self_execute(ctx.draw_and_meld(0 if top is None else ctx.value(top)))
