"""Age 5 of The Unseen (4th edition). Each function's docstring says the effect in the project's
own words; rulings on unclear points are in docs/rulings.md ("The Unseen: ages 1–5")."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Splay, Where
from innovation_unseen.book import book
from innovation_unseen.cards.early import icons_on, safeguard_available_achievement

# --------------------------------------------------------------------------- Buried Treasure


@book.effect("buried_treasure")
def buried_treasure(ctx: EffectContext) -> None:
    """Name an odd value. Put every card of that value from every score pile among the available
    achievements. If that is four cards or more, draw and safeguard a card of that value, and score
    three available standard achievements."""
    value = ctx.choose_value(range(1, ctx.edition.max_age + 1, 2), "Choose an odd value", verb="choose")
    moved = 0
    for q in [ctx.player, *ctx.others()]:
        for card in [c for c in ctx.score_pile(q) if ctx.age(c) == value]:
            if ctx.transfer(card, Where("available")):
                moved += 1
    if moved < 4:
        return
    ctx.draw_and_safeguard(value)
    picks = ctx.choose_cards(
        ctx.available_achievements(), "Score three available achievements", verb="score", min_count=3, max_count=3
    )
    ctx.score_cards(picks)


# --------------------------------------------------------------------------- Cabal


@book.demand("cabal")
def cabal(ctx: EffectContext) -> None:
    """Move to my score pile every card of your hand whose value one of my secrets has. Draw a 5."""
    values = {ctx.age(c) for c in ctx.secrets(ctx.activator)}
    ctx.transfer_cards([c for c in ctx.hand() if ctx.age(c) in values], ctx.score_of(ctx.activator))
    ctx.draw(5)


@book.effect("cabal")
def cabal_safeguard(ctx: EffectContext) -> None:
    """Safeguard an available achievement of the value of one of your top cards."""
    safeguard_available_achievement(ctx, {ctx.value(c) for c in ctx.top_cards()})


# --------------------------------------------------------------------------- Chartreuse


@book.effect("chartreuse")
def chartreuse_draw(ctx: EffectContext) -> None:
    """Draw and show a 3, a 4, a 5 and a 6. Meld each green one and each yellow one, in the order
    you like. Return the others."""
    drawn = [ctx.draw_and_reveal(value) for value in (3, 4, 5, 6)]
    keep = [c for c in drawn if ctx.color(c) in (Color.GREEN, Color.YELLOW)]
    ctx.meld_cards(keep)
    ctx.return_cards([c for c in drawn if c not in keep])


@book.effect("chartreuse")
def chartreuse_splay(ctx: EffectContext) -> None:
    """You may splay your green or yellow cards right."""
    ctx.may_splay([Color.GREEN, Color.YELLOW], Splay.RIGHT)


# --------------------------------------------------------------------------- Gallery


@book.effect("gallery")
def gallery_six(ctx: EffectContext) -> None:
    """If your score pile holds a 2, draw a 6."""
    if any(ctx.age(c) == 2 for c in ctx.score_pile()):
        ctx.draw(6)


@book.effect("gallery")
def gallery_seven(ctx: EffectContext) -> None:
    """If your score pile holds a 1, draw a 7; otherwise draw a 5."""
    ctx.draw(7 if any(ctx.age(c) == 1 for c in ctx.score_pile()) else 5)


# --------------------------------------------------------------------------- Pantheism


@book.effect("pantheism")
def pantheism_tuck(ctx: EffectContext) -> None:
    """Tuck a card from your hand. If you do, draw and tuck a 4, score every card of your board of
    the colour of one of the two tucked cards, and splay right your pile of the other's colour."""
    card = ctx.choose_card(ctx.hand(), "Tuck a card from your hand", verb="tuck")
    if card is None:
        return
    ctx.tuck(card)
    other = ctx.draw_and_tuck(4)
    colors = sorted({ctx.color(card), ctx.color(other)})
    scored = ctx.choose_color(colors, "Choose the colour whose cards you score", verb="score")
    if scored is None:
        return
    ctx.score_cards(list(reversed(ctx.pile(scored))))
    for color in colors:
        if color != scored:
            ctx.splay(color, Splay.RIGHT)


@book.effect("pantheism")
def pantheism_draw(ctx: EffectContext) -> None:
    """Draw and tuck a 4."""
    ctx.draw_and_tuck(4)


# --------------------------------------------------------------------------- Pen Name


@book.effect("pen_name")
def pen_name(ctx: EffectContext) -> None:
    """Either splay left one of your unsplayed colours other than purple and self-execute its top
    card, or meld a card from your hand and splay its colour right."""
    choice = ctx.choose_option(
        {
            "splay": "Splay a non-purple colour left and self-execute its top card",
            "meld": "Meld a card from your hand and splay its colour right",
        },
        "Choose one",
        verb="choose",
    )
    if choice == "splay":
        candidates = [
            c for c in COLORS if c != Color.PURPLE and ctx.splay_of(c) == Splay.NONE and len(ctx.pile(c)) >= 2
        ]
        color = ctx.must_splay(candidates, Splay.LEFT)
        top = None if color is None else ctx.top(color)
        if top is not None:
            ctx.self_execute(top)
        return
    card = ctx.choose_card(ctx.hand(), "Meld a card from your hand", verb="meld")
    if card is not None:
        ctx.meld(card)
        ctx.splay(ctx.color(card), Splay.RIGHT)


# --------------------------------------------------------------------------- Popular Science


@book.effect("popular_science")
def popular_science_green(ctx: EffectContext) -> None:
    """Draw and meld a card of the value of a green top card on any board."""
    values = sorted({ctx.value(ctx.top(Color.GREEN, q)) for q in ctx.everyone() if ctx.top(Color.GREEN, q)})
    if values:
        ctx.draw_and_meld(ctx.choose_value(values, "Choose the value to draw and meld", verb="meld"))


@book.effect("popular_science")
def popular_science_yellow(ctx: EffectContext) -> None:
    """Draw and meld a card one value higher than your top yellow card."""
    ctx.draw_and_meld(ctx.value(ctx.top(Color.YELLOW)) + 1)


@book.effect("popular_science")
def popular_science_splay(ctx: EffectContext) -> None:
    """You may splay your blue cards right."""
    ctx.may_splay([Color.BLUE], Splay.RIGHT)


# --------------------------------------------------------------------------- Probability


@book.effect("probability")
def probability_return(ctx: EffectContext) -> None:
    """Return your whole hand."""
    ctx.return_cards(ctx.hand())


@book.effect("probability")
def probability_draw(ctx: EffectContext) -> None:
    """Draw and show two 6s, then return them. If they show exactly two kinds of icon between
    them, draw and score two 6s; if exactly four kinds, draw a 7. Then draw a 6."""
    drawn = [ctx.draw_and_reveal(6), ctx.draw_and_reveal(6)]
    kinds = len(icons_on(ctx, drawn[0]) | icons_on(ctx, drawn[1]))
    ctx.return_cards(drawn)
    if kinds == 2:
        ctx.draw_and_score(6)
        ctx.draw_and_score(6)
    elif kinds == 4:
        ctx.draw(7)
    ctx.draw(6)


# --------------------------------------------------------------------------- Secret History


@book.demand("secret_history")
def secret_history(ctx: EffectContext) -> None:
    """Move one of your secrets into my safe."""
    safe = Where("safe", ctx.activator)
    secret = ctx.choose_card(ctx.secrets(), "Transfer a secret to the activator's safe", verb="transfer", to=safe)
    if secret is not None:
        ctx.transfer(secret, safe)


@book.effect("secret_history")
def secret_history_mystery(ctx: EffectContext) -> None:
    """If your red and purple piles are both splayed right, claim the Mystery achievement;
    otherwise splay your red or purple pile right."""
    if ctx.splay_of(Color.RED) == Splay.RIGHT and ctx.splay_of(Color.PURPLE) == Splay.RIGHT:
        ctx.claim_special("mystery")
    else:
        ctx.must_splay([Color.RED, Color.PURPLE], Splay.RIGHT)


# --------------------------------------------------------------------------- Witch Trial


@book.demand("witch_trial")
def witch_trial(ctx: EffectContext) -> None:
    """Draw and show a 5. Return your top card of its colour, another card of its colour from your
    hand and a card from your score pile. If you return all three, do this again."""
    # Bounded: each round returns three cards.
    while True:
        drawn = ctx.draw_and_reveal(5)
        color = ctx.color(drawn)
        returned = 0
        top = ctx.top(color)
        if top is not None:
            ctx.return_card(top)
            returned += 1
        card = ctx.choose_card(
            [c for c in ctx.hand() if c != drawn and ctx.color(c) == color],
            "Return another card of the drawn card's colour",
            verb="return",
        )
        if card is not None:
            ctx.return_card(card)
            returned += 1
        scored = ctx.choose_card(ctx.score_pile(), "Return a card from your score pile", verb="return")
        if scored is not None:
            ctx.return_card(scored)
            returned += 1
        if returned < 3:
            return
