"""Age 9 base cards."""

from __future__ import annotations

from innovation.plugin_api import Color, EffectContext, Icon, Splay
from innovation_base.book import book


@book.demand("collaboration")
def collaboration_demand(ctx: EffectContext) -> None:
    """You draw two 9s and show them to everyone. I pick one of them to go onto my board; you
    meld the other."""
    drawn = [ctx.draw(ctx.effect_age(9)), ctx.draw(ctx.effect_age(9))]
    for card in drawn:
        ctx.reveal(card)
    # The revealed cards are public, so the activator sees which is which.
    chosen = ctx.choose_card(
        drawn,
        "Choose the revealed card to transfer to your board",
        p=ctx.activator,
        verb="transfer",
        to=ctx.board_of(ctx.activator),
    )
    assert chosen is not None
    ctx.transfer(chosen, ctx.board_of(ctx.activator))
    for card in drawn:
        if card != chosen:
            ctx.meld(card)


@book.effect("collaboration")
def collaboration(ctx: EffectContext) -> None:
    """If your green pile holds at least ten cards, you win."""
    if len(ctx.pile(Color.GREEN)) >= 10:
        ctx.win()


@book.demand("composites")
def composites(ctx: EffectContext) -> None:
    """Keep one card of your hand and hand me all the others. Then move the highest card of your
    score pile into my score pile."""
    hand = ctx.hand()
    if len(hand) > 1:
        keep = ctx.choose_card(hand, "Choose the one card you keep in your hand", verb="keep")
        ctx.transfer_cards([c for c in hand if c != keep], ctx.hand_of(ctx.activator))
    card = ctx.choose_card(
        ctx.highest(ctx.score_pile()),
        "Choose your highest score card to transfer",
        verb="transfer",
        to=ctx.score_of(ctx.activator),
    )
    if card is not None:
        ctx.transfer(card, ctx.score_of(ctx.activator))


@book.effect("computers")
def computers_splay(ctx: EffectContext) -> None:
    """You may splay either your red or your green pile up."""
    ctx.may_splay([Color.RED, Color.GREEN], Splay.UP)


@book.effect("computers")
def computers_meld(ctx: EffectContext) -> None:
    """Draw and meld a 10, then carry out its non-demand effects yourself alone."""
    card = ctx.draw_and_meld(ctx.effect_age(10))
    ctx.execute_non_demand_effects(card)


@book.effect("ecology")
def ecology(ctx: EffectContext) -> None:
    """Optionally send one hand card back to its supply pile; only if you did, put a hand card in
    your score pile and draw two 10s."""
    card = ctx.choose_card(ctx.hand(), "You may return a card from your hand", optional=True, verb="return")
    if card is None or not ctx.return_card(card):  # (a karma may keep the card: then "you did" not)
        return
    # Ruling: the score is mandatory as printed (BGA offers to skip it).
    scored = ctx.choose_card(ctx.hand(), "Choose a card from your hand to score", verb="score")
    if scored is not None:
        ctx.score(scored)
    ctx.draw(ctx.effect_age(10))
    ctx.draw(ctx.effect_age(10))


@book.demand("fission")
def fission_demand(ctx: EffectContext) -> None:
    """You draw a 10 and show it. If it is red, every hand, board and score pile leaves the game
    (achievements stay), and this dogma ends at once."""
    card = ctx.draw_and_reveal(ctx.effect_age(10))
    if ctx.color(card) != Color.RED:
        return
    # Ruling: every player's hand, every card of every pile and every score pile is removed.
    for q in ctx.everyone():
        for c in ctx.hand(q):
            ctx.remove(c)
        for color in Color:
            for c in reversed(ctx.pile(color, q)):
                ctx.remove(c)
        for c in ctx.score_pile(q):
            ctx.remove(c)
    ctx.complete_dogma()


def return_top_card_but_fission(ctx: EffectContext) -> None:
    """Return a top card other than Fission from any board (the executing player picks)."""
    candidates = [c for q in ctx.everyone() for c in ctx.top_cards(q) if c != "fission"]
    card = ctx.choose_card(candidates, "Choose a top card (not Fission) to return", verb="return")
    if card is not None:
        ctx.return_card(card)


@book.effect("fission")
def fission(ctx: EffectContext) -> None:
    """Return any player's top card other than Fission. Then draw a 10."""
    return_top_card_but_fission(ctx)
    ctx.draw(ctx.effect_age(10))


@book.effect("genetics")
def genetics(ctx: EffectContext) -> None:
    """Draw and meld a 10, then score every card under it in its pile."""
    card = ctx.draw_and_meld(ctx.effect_age(10))
    pile = ctx.pile(ctx.color(card))
    # Nothing is beneath a card a karma kept from the pile (it was not melded).
    beneath = [c for c in pile if c != card] if card in pile else []
    # Ruling: scored from the bottom of the pile upwards (BGA's order).
    ctx.score_cards(beneath)


@book.effect("satellites")
def satellites_return(ctx: EffectContext) -> None:
    """Return your whole hand, then draw three 8s."""
    ctx.return_cards(ctx.hand())
    for _ in range(3):
        ctx.draw(ctx.effect_age(8))


@book.effect("satellites")
def satellites_splay(ctx: EffectContext) -> None:
    """You may splay your purple pile up."""
    ctx.may_splay([Color.PURPLE], Splay.UP)


@book.effect("satellites")
def satellites_meld(ctx: EffectContext) -> None:
    """Meld a card from your hand, then carry out its non-demand effects yourself alone."""
    card = ctx.choose_card(ctx.hand(), "Choose a card to meld and execute", verb="meld")
    if card is not None:
        ctx.meld(card)
        ctx.execute_non_demand_effects(card)


@book.demand("services")
def services(ctx: EffectContext) -> None:
    """Hand me every card tied for highest in your score pile. If that moved any card, take one of
    my top cards without a leaf into your hand."""
    highest = ctx.highest(ctx.score_pile())
    if not highest:
        return
    if not ctx.transfer_cards(highest, ctx.hand_of(ctx.activator)):  # all kept by a karma: none transferred
        return
    candidates = [c for c in ctx.top_cards(ctx.activator) if not ctx.has_icon(c, Icon.LEAF)]
    card = ctx.choose_card(
        candidates, "Choose a top card without a leaf to take into your hand", verb="transfer", to=ctx.hand_of()
    )
    if card is not None:
        ctx.transfer(card, ctx.hand_of())


@book.effect("specialization")
def specialization_take(ctx: EffectContext) -> None:
    """Show a card from your hand. Every other player gives you their top card of its colour, into
    your hand."""
    # Ruling: "all other players" includes a partner in a team game (BGA takes from opponents).
    take_top_cards_of_revealed_colour(ctx, ctx.others())


def reveal_hand_card(ctx: EffectContext) -> str | None:
    """ "Reveal a card from your hand": the player picks one and shows it (None: empty hand)."""
    card = ctx.choose_card(ctx.hand(), "Choose a card from your hand to reveal", verb="reveal")
    if card is not None:
        ctx.reveal(card)
    return card


def take_top_cards_of_revealed_colour(ctx: EffectContext, players: list[int]) -> None:
    """Specialization: reveal a hand card; each of ``players`` gives you their top card of its
    colour, into your hand."""
    card = reveal_hand_card(ctx)
    if card is None:
        return
    color = ctx.color(card)
    for q in players:
        top = ctx.top(color, q)
        if top is not None:
            ctx.transfer(top, ctx.hand_of())


@book.effect("specialization")
def specialization_splay(ctx: EffectContext) -> None:
    """You may splay either your yellow or your blue pile up."""
    ctx.may_splay([Color.YELLOW, Color.BLUE], Splay.UP)


@book.effect("suburbia")
def suburbia(ctx: EffectContext) -> None:
    """Tuck as many cards from your hand as you like; draw and score a 1 for each one tucked."""
    hand = ctx.hand()
    picks = ctx.choose_cards(hand, "You may tuck cards from your hand", max_count=len(hand), verb="tuck")
    tucked = ctx.tuck_cards(picks)
    for _ in tucked:
        ctx.draw_and_score(ctx.effect_age(1))
