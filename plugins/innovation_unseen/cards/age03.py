"""Age 3 of The Unseen (4th edition). Each function's docstring says the effect in the project's
own words; rulings on unclear points are in docs/rulings.md ("The Unseen: ages 1–5")."""

from __future__ import annotations

from innovation.plugin_api import BASE, COLORS, Color, EffectContext, Icon, Splay
from innovation_unseen.book import book
from innovation_unseen.cards.early import action_memory, safeguard_available_achievement

# --------------------------------------------------------------------------- Brethren of Purity


@book.effect("brethren_of_purity")
def brethren_of_purity(ctx: EffectContext) -> None:
    """Draw and meld a 3, or a card one value higher than the last card Brethren of Purity made
    you meld during this action. If the melded card covers a card with a lightbulb, do this
    again."""
    memory = action_memory(ctx, "brethren_of_purity")
    # Bounded: each round draws a card (a draw past the last age ends the game).
    while True:
        values = sorted({3, memory["last"] + 1} if "last" in memory else {3})
        value = ctx.choose_value(values, "Choose the value to draw and meld", verb="meld")
        card = ctx.draw_and_meld(value)
        memory["last"] = ctx.age(card)
        pile = ctx.pile(ctx.color(card))
        if len(pile) < 2 or not ctx.has_icon(pile[-2], Icon.LIGHTBULB):
            return


# --------------------------------------------------------------------------- Cliffhanger


@book.effect("cliffhanger")
def cliffhanger(ctx: EffectContext) -> None:
    """Show a 4 from your safe. Green: tuck it; purple: meld it; red: achieve it, eligible or not;
    yellow: score it; blue: it goes back to the safe and you draw a 5. With no 4 in your safe,
    safeguard the card on top of the 4 supply pile."""
    secret = ctx.choose_card([c for c in ctx.secrets() if ctx.age(c) == 4], "Reveal a 4 from your safe", verb="reveal")
    if secret is None:
        deck = ctx.state.decks[BASE][3]
        if deck:
            ctx.safeguard(deck[-1])
        return
    ctx.reveal(secret)
    color = ctx.color(secret)
    if color == Color.GREEN:
        ctx.tuck(secret)
    elif color == Color.PURPLE:
        ctx.meld(secret)
    elif color == Color.RED:
        ctx.achieve(secret)
    elif color == Color.YELLOW:
        ctx.score(secret)
    else:
        ctx.put_back_in_safe(secret)  # blue: shown, then hidden again
        ctx.draw(5)


# --------------------------------------------------------------------------- Freemasons


@book.effect("freemasons")
def freemasons_tuck(ctx: EffectContext) -> None:
    """For each colour, you may tuck one card of that colour from your hand. If you tuck a
    yellow card or a card of an expansion, draw two 3s."""
    colors = set(COLORS)
    bonus = False
    # Bounded: each round tucks a card of a colour not tucked yet.
    while True:
        card = ctx.choose_card(
            [c for c in ctx.hand() if ctx.color(c) in colors],
            "You may tuck a card of a colour not tucked yet",
            verb="tuck",
            optional=True,
        )
        if card is None:
            break
        colors.discard(ctx.color(card))
        bonus = bonus or ctx.color(card) == Color.YELLOW or ctx.info(card).set != BASE
        ctx.tuck(card)
    if bonus:
        ctx.draw(3)
        ctx.draw(3)


@book.effect("freemasons")
def freemasons_splay(ctx: EffectContext) -> None:
    """You may splay your yellow or blue cards left."""
    ctx.may_splay([Color.YELLOW, Color.BLUE], Splay.LEFT)


# --------------------------------------------------------------------------- Knights Templar


@book.demand("knights_templar")
def knights_templar(ctx: EffectContext) -> None:
    """Unsplay one of your splayed colours. If you do, move its top card to my score pile."""
    splayed = [c for c in COLORS if ctx.splay_of(c) != Splay.NONE]
    color = ctx.choose_color(splayed, "Unsplay a splayed colour", verb="choose")
    if color is None or not ctx.unsplay(color):
        return
    top = ctx.top(color)
    if top is not None:
        ctx.transfer(top, ctx.score_of(ctx.activator))


@book.effect("knights_templar")
def knights_templar_splay(ctx: EffectContext) -> None:
    """You may splay your red or green cards left."""
    ctx.may_splay([Color.RED, Color.GREEN], Splay.LEFT)


# --------------------------------------------------------------------------- Masquerade


@book.effect("masquerade")
def masquerade(ctx: EffectContext) -> None:
    """Safeguard an available achievement of the value of the number of cards in your hand. If
    you do, return every card of that value from your hand; if a 4 is among them, claim the
    Anonymity achievement."""
    value = len(ctx.hand())
    if safeguard_available_achievement(ctx, [value]) is None:
        return
    returned = ctx.return_cards([c for c in ctx.hand() if ctx.age(c) == value])
    if returned and value == 4:
        ctx.claim_special("anonymity")


@book.effect("masquerade")
def masquerade_splay(ctx: EffectContext) -> None:
    """You may splay your purple cards left."""
    ctx.may_splay([Color.PURPLE], Splay.LEFT)


# --------------------------------------------------------------------------- Red Envelope


@book.effect("red_envelope")
def red_envelope_give(ctx: EffectContext) -> None:
    """Name a value of which your hand and score pile hold two or three cards together. Move all
    of them to the score pile of the player on your right."""
    cards = [*ctx.hand(), *ctx.score_pile()]
    counts = {v: sum(1 for c in cards if ctx.age(c) == v) for v in {ctx.age(c) for c in cards}}
    values = sorted(v for v, n in counts.items() if n in (2, 3))
    if not values:
        return
    value = ctx.choose_value(values, "Choose a value to give away", verb="transfer")
    right = (ctx.player - 1) % ctx.n_players
    ctx.transfer_cards([c for c in cards if ctx.age(c) == value], ctx.score_of(right))


@book.effect("red_envelope")
def red_envelope_score(ctx: EffectContext) -> None:
    """You may score exactly two or three cards from your hand."""
    if len(ctx.hand()) < 2 or not ctx.yes_no("Score two or three cards from your hand?", verb="score"):
        return
    picks = ctx.choose_cards(ctx.hand(), "Score two or three cards", verb="score", min_count=2, max_count=3)
    ctx.score_cards(picks)


# --------------------------------------------------------------------------- Secret Police


@book.demand("secret_police")
def secret_police(ctx: EffectContext) -> None:
    """Tuck a card from your hand, then return your top card of its colour. If you do, do this
    again; otherwise draw a 3."""
    # Bounded: each round tucks a card from the hand.
    while True:
        card = ctx.choose_card(ctx.hand(), "Tuck a card from your hand", verb="tuck")
        if card is None:
            break
        ctx.tuck(card)
        top = ctx.top(ctx.color(card))
        if top is None:
            break
        ctx.return_card(top)
    ctx.draw(3)


@book.effect("secret_police")
def secret_police_tuck(ctx: EffectContext) -> None:
    """You may tuck as many cards of one colour from your hand as you like."""
    colors = sorted({ctx.color(c) for c in ctx.hand()})
    color = ctx.choose_color(colors, "You may choose a colour to tuck", verb="tuck", optional=True)
    if color is None:
        return
    same = [c for c in ctx.hand() if ctx.color(c) == color]
    ctx.tuck_cards(ctx.choose_cards(same, "Tuck cards of that colour", verb="tuck", max_count=len(same)))


# --------------------------------------------------------------------------- Secret Secretorum


@book.effect("secret_secretorum")
def secret_secretorum(ctx: EffectContext) -> None:
    """Return five cards from your hand and score pile (all of them if fewer). Draw two cards of
    the value of the number of colours among the returned cards; meld one and score the other."""
    cards = [*ctx.hand(), *ctx.score_pile()]
    picks = ctx.choose_cards(
        cards,
        "Return five cards from your hand or score pile",
        verb="return",
        min_count=min(5, len(cards)),
        max_count=5,
    )
    returned = ctx.return_cards(picks)
    value = len({ctx.color(c) for c in returned})
    drawn = [ctx.draw(value), ctx.draw(value)]
    meld = ctx.choose_card(drawn, "Meld one of the drawn cards (the other is scored)", verb="meld")
    if meld is None:
        return
    ctx.meld(meld)
    ctx.score(next(c for c in drawn if c != meld))


# --------------------------------------------------------------------------- Smuggling


@book.demand("smuggling")
def smuggling(ctx: EffectContext) -> None:
    """Move to my score pile a card of your score pile of the value of your top yellow card, and
    one of the value of my top yellow card."""
    for owner in (ctx.player, ctx.activator):
        value = ctx.value(ctx.top(Color.YELLOW, owner))
        card = ctx.choose_card(
            [c for c in ctx.score_pile() if ctx.age(c) == value],
            f"Transfer a {value} from your score pile",
            verb="transfer",
            to=ctx.score_of(ctx.activator),
        )
        if card is not None:
            ctx.transfer(card, ctx.score_of(ctx.activator))


# --------------------------------------------------------------------------- Taqiyya


@book.effect("taqiyya")
def taqiyya_take(ctx: EffectContext) -> None:
    """Name a colour. Take every card of that colour on your board into your hand."""
    color = ctx.choose_color(COLORS, "Choose a colour to take back into your hand", verb="choose")
    if color is not None:
        ctx.transfer_cards(list(reversed(ctx.pile(color))), ctx.hand_of())


@book.effect("taqiyya")
def taqiyya_meld(ctx: EffectContext) -> None:
    """Draw and meld a 3. If it is then the bottom card of its pile, score it and as many cards of
    its colour from your hand as you like."""
    card = ctx.draw_and_meld(3)
    if ctx.bottom(ctx.color(card)) != card:
        return
    ctx.score(card)
    same = [c for c in ctx.hand() if ctx.color(c) == ctx.color(card)]
    ctx.score_cards(ctx.choose_cards(same, "You may score cards of that colour", verb="score", max_count=len(same)))
