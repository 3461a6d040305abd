"""Age 7 Artifacts of History cards."""

from __future__ import annotations

from innovation.plugin_api import Color, EffectContext, Icon, Splay
from innovation_artifacts.book import book


@book.compel("colt_paterson_revolver")
def colt_paterson_revolver(ctx: EffectContext) -> None:
    """Show your hand to everyone and draw a 7. If the drawn card shares its colour with another
    card in your hand, return your whole hand and your whole score pile."""
    others = ctx.hand()
    for card in others:
        ctx.reveal(card)
    # Ruling (BGA): the drawn card is shown only when there are other hand cards to compare with.
    age = ctx.effect_age(7)
    drawn = ctx.draw_and_reveal(age) if others else ctx.draw(age)
    if any(ctx.color(c) == ctx.color(drawn) for c in others):
        ctx.return_cards(ctx.hand() + ctx.score_pile())


@book.effect("corvette_challenger")
def corvette_challenger(ctx: EffectContext) -> None:
    """Draw an 8 and tuck it, then splay its colour up. Draw and score a card whose value is the
    number of cards of that colour showing on your board."""
    card = ctx.draw_and_tuck(ctx.effect_age(8))
    color = ctx.color(card)
    ctx.splay(color, Splay.UP)
    ctx.draw_and_score(ctx.visible_card_count(color))


@book.compel("hansen_writing_ball")
def hansen_writing_ball_compel(ctx: EffectContext) -> None:
    """Draw four 7s. Meld one blue card from your hand, then hand me every card left in your
    hand."""
    for _ in range(4):
        ctx.draw(ctx.effect_age(7))
    blue = ctx.choose_card([c for c in ctx.hand() if ctx.color(c) == Color.BLUE], "Meld a blue card", verb="meld")
    if blue is not None:
        ctx.meld(blue)
    ctx.transfer_cards(ctx.hand(), ctx.hand_of(ctx.activator))


@book.effect("hansen_writing_ball")
def hansen_writing_ball(ctx: EffectContext) -> None:
    """Draw a 7 and show it. Without a clock it is tucked and you go again; a card with a clock
    stays in your hand."""
    while True:
        card = ctx.draw_and_reveal(ctx.effect_age(7))
        if ctx.has_icon(card, Icon.CLOCK):
            return
        ctx.tuck(card)


@book.effect("international_prototype_metre_bar")
def international_prototype_metre_bar(ctx: EffectContext) -> None:
    """Name a value, then draw and meld a card of it and splay that card's colour up. If the
    number of cards of that colour showing on your board equals the melded card's value, you
    win; if not, return the melded card."""
    value = ctx.choose_value(range(1, 11), "Choose a value to draw and meld")
    card = ctx.draw_and_meld(value)
    color = ctx.color(card)
    ctx.splay(color, Splay.UP)
    # Ruling (BGA): the comparison uses the value of the card actually melded (a draw may have
    # skipped to a higher age), read on its face.
    if ctx.visible_card_count(color) == ctx.value(card):
        ctx.win()
    else:
        ctx.return_card(card)


@book.effect("jedliks_electromagnetic_self_rotor")
def jedliks_electromagnetic_self_rotor(ctx: EffectContext) -> None:
    """Draw an 8 and score it, then draw an 8 and meld it. If the 8 achievement is still
    available, take it whether or not you are eligible."""
    ctx.draw_and_score(ctx.effect_age(8))
    ctx.draw_and_meld(ctx.effect_age(8))
    ctx.claim_achievement(8)  # (the text spells this value out: not an [age] value)


@book.effect("periodic_table")
def periodic_table(ctx: EffectContext) -> None:
    """Pick two of your top cards that have the same value. If you can, draw a card one value
    higher and meld it; if it lands on one of the two picked cards, do it all again."""
    while True:
        tops = ctx.top_cards()
        paired = [c for c in tops if sum(1 for d in tops if ctx.value(d) == ctx.value(c)) >= 2]
        if not paired:
            return
        # A single pair is taken without asking (choose_card never asks with one option).
        with ctx.selection(min_count=2, max_count=2):
            first = (
                paired[0]
                if len(paired) == 2
                else ctx.choose_card(paired, "Choose a top card sharing its value", verb="choose")
            )
            assert first is not None
            second = ctx.choose_card(
                [c for c in paired if c != first and ctx.value(c) == ctx.value(first)],
                "Choose a second top card of the same value",
                verb="choose",
            )
        assert second is not None
        card = ctx.draw_and_meld(ctx.value(first) + 1)
        # Ruling (BGA): "melded over a chosen card" means it went onto one of the two colours —
        # and lies right on it (a karma that did something else instead melded over nothing).
        if ctx.pile(ctx.color(card))[-2:] not in ([first, card], [second, card]):
            return


@book.effect("roundhay_garden_scene")
def roundhay_garden_scene(ctx: EffectContext) -> None:
    """Meld your highest score card. Draw and score two cards of its value, then carry out the
    melded card's effects yourself as though printed here, without sharing them."""
    card = ctx.choose_card(ctx.highest(ctx.score_pile()), "Meld the highest card of your score pile", verb="meld")
    if card is not None:
        ctx.meld(card)
    # Ruling (BGA): with an empty score pile the value is 0, so two 1s are drawn and scored.
    value = 0 if card is None else ctx.age(card)
    ctx.draw_and_score(value)
    ctx.draw_and_score(value)
    if card is not None:
        ctx.execute_all_effects(card)


@book.effect("singer_model_27")
def singer_model_27(ctx: EffectContext) -> None:
    """Tuck a hand card. If you did, splay its colour up and tuck every card of that colour from
    your score pile."""
    card = ctx.choose_card(ctx.hand(), "Tuck a card from your hand", verb="tuck")
    if card is None or not ctx.tuck(card):  # "if you do": a karma may do something else instead
        return
    color = ctx.color(card)
    ctx.splay(color, Splay.UP)
    ctx.tuck_cards([c for c in ctx.score_pile() if ctx.color(c) == color])


@book.compel("submarine_h_l_hunley")
def submarine_h_l_hunley(ctx: EffectContext) -> None:
    """Draw and meld a 7, then show the bottom card of that colour on your board. If it is a 1,
    return every card of that colour from your board."""
    card = ctx.draw_and_meld(ctx.effect_age(7))
    color = ctx.color(card)
    bottom = ctx.bottom(color)
    if bottom is None:
        return
    ctx.reveal(bottom)
    if ctx.value(bottom) == ctx.effect_age(1):
        ctx.return_cards(ctx.pile(color))


@book.effect("the_communist_manifesto")
def the_communist_manifesto(ctx: EffectContext) -> None:
    """Draw and show one 7 per player. Give each player one of these cards, onto their board.
    Then carry out the non-demand effects of the card you gave yourself, without sharing."""
    players = ctx.everyone()
    drawn = [ctx.draw_and_reveal(ctx.effect_age(7)) for _ in players]
    mine: str | None = None
    # Ruling: the executing player hands out the cards one player at a time, themselves first,
    # then clockwise (BGA lets them pick the player first; the outcome is the same).
    for q in players:
        card = ctx.choose_card(
            [c for c in drawn if c in ctx.hand()],
            f"Choose the drawn card for {ctx.name(q)}'s board",
            verb="transfer",
            to=ctx.board_of(q),
        )
        if card is None:
            break
        if ctx.transfer(card, ctx.board_of(q)) and q == ctx.player:
            mine = card  # (a card a karma kept off your board is not "your card")
    if mine is not None:
        ctx.execute_non_demand_effects(mine)
