"""4th-edition Artifacts, age 7: effects registered on :data:`innovation_artifacts.fourth.book.book`.
An effect whose meaning is the 3rd edition's reuses its function (``third.…``); the rest are
written here."""

from __future__ import annotations

from innovation.plugin_api import EffectContext, Splay
from innovation_artifacts.cards import age07 as third
from innovation_artifacts.fourth.book import book
from innovation_artifacts.fourth.cards.shared_late import junk_a_standard_achievement, value_or_zero

book.compel("colt_paterson_revolver")(third.colt_paterson_revolver)


@book.effect("corvette_challenger")
def corvette_challenger(ctx: EffectContext) -> None:
    """Draw an 8 and tuck it, then splay its colour up. Draw and score a card whose value is the
    number of cards of that colour on your board, and junk the supply pile of that value."""
    color = ctx.color(ctx.draw_and_tuck(8))
    ctx.splay(color, Splay.UP)
    value = len(ctx.pile(color))
    ctx.draw_and_score(value)
    ctx.junk_deck(value)


book.compel("hansen_writing_ball")(third.hansen_writing_ball_compel)
book.effect("hansen_writing_ball")(third.hansen_writing_ball)


@book.effect("international_prototype_metre_bar")
def international_prototype_metre_bar(ctx: EffectContext) -> None:
    """Name a value, then draw three cards of it and show them; splay their colours up on your
    board. If each of those colours now has exactly that many cards on your board, you win;
    otherwise return the three drawn cards."""
    value = ctx.choose_value(ctx.edition.ages, "Choose a value to draw three cards of")
    drawn = [ctx.draw_and_reveal(value) for _ in range(3)]
    colors = {ctx.color(card) for card in drawn}
    for color in colors:
        ctx.splay(color, Splay.UP)
    # Ruling: compared with the value named (BGA), counting every card of the colour on the board.
    if all(len(ctx.pile(color)) == value for color in colors):
        ctx.win()
        return
    ctx.return_cards([c for c in drawn if c in ctx.hand()])


@book.effect("jedliks_electromagnetic_self_rotor")
def jedliks_score(ctx: EffectContext) -> None:
    """Draw an 8 and score it."""
    ctx.draw_and_score(8)


@book.effect("jedliks_electromagnetic_self_rotor")
def jedliks_meld(ctx: EffectContext) -> None:
    """Draw an 8 and meld it. If it really is an 8, name a value and junk the supply pile of that
    value."""
    card = ctx.draw_and_meld(8)
    if ctx.age(card) == 8:
        ctx.junk_deck(ctx.choose_value(ctx.edition.ages, "Choose a value: its deck goes to the junk", verb="junk"))


book.effect("periodic_table")(third.periodic_table)


@book.effect("roundhay_garden_scene")
def roundhay_garden_scene(ctx: EffectContext) -> None:
    """Meld your highest score card. Draw and score two cards of its value, then self-execute the
    melded card."""
    card = ctx.choose_card(ctx.highest(ctx.score_pile()), "Meld the highest card of your score pile", verb="meld")
    if card is not None:
        ctx.meld(card)
    # Ruling (BGA): with an empty score pile the value is 0, so two 1s are drawn and scored.
    value = value_or_zero(ctx, card)
    ctx.draw_and_score(value)
    ctx.draw_and_score(value)
    if card is not None:
        ctx.self_execute(card)


@book.effect("singer_model_27")
def singer_model_27(ctx: EffectContext) -> None:
    """Tuck a hand card. If you did, splay its colour up and tuck every card of that colour from
    your score pile; if that tucked any card, junk one of the standard achievements on offer."""
    card = ctx.choose_card(ctx.hand(), "Tuck a card from your hand", verb="tuck")
    if card is None:
        return
    ctx.tuck(card)
    color = ctx.color(card)
    ctx.splay(color, Splay.UP)
    scored = [c for c in ctx.score_pile() if ctx.color(c) == color]
    if scored:
        ctx.tuck_cards(scored)
        junk_a_standard_achievement(ctx)


@book.compel("submarine_h_l_hunley")
def submarine_h_l_hunley(ctx: EffectContext) -> None:
    """Draw and meld a 7, then show the bottom card of that colour on your board. If its value is
    even, return every card of that colour from your board."""
    color = ctx.color(ctx.draw_and_meld(7))
    bottom = ctx.bottom(color)
    if bottom is None:
        return
    ctx.reveal(bottom)
    if ctx.value(bottom) % 2 == 0:
        ctx.return_cards(ctx.pile(color))


@book.effect("the_communist_manifesto")
def the_communist_manifesto(ctx: EffectContext) -> None:
    """Draw and show one 7 per player. Give every other player one of these cards, onto their
    board. Meld the one left over and self-execute it."""
    drawn = [ctx.draw_and_reveal(7) for _ in ctx.everyone()]
    # Ruling: the cards are handed out clockwise from your left (BGA lets the player pick the
    # order of the players; the outcome is the same).
    for q in ctx.others():
        card = ctx.choose_card(
            [c for c in drawn if c in ctx.hand()],
            f"Choose the drawn card for {ctx.name(q)}'s board",
            verb="transfer",
            to=ctx.board_of(q),
        )
        if card is None:
            return
        ctx.transfer(card, ctx.board_of(q))
    last = [c for c in drawn if c in ctx.hand()]
    if last:
        ctx.meld(last[0])
        ctx.self_execute(last[0])
