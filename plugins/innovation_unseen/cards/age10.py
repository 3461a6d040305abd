"""Age 10 Unseen cards (4th edition)."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Icon, Splay, Where
from innovation_unseen.book import book
from innovation_unseen.cards.late import safeguard_available

# --------------------------------------------------------------------------- 3D Printing


@book.effect("3d_printing")
def three_d_printing(ctx: EffectContext) -> None:
    """Return a top or a bottom card of your board. Take one of your secrets of the same value
    into your achievements, eligible or not, then put an available standard achievement in your
    safe. If you did both, do all this again."""
    while True:
        ends = list(dict.fromkeys([*ctx.top_cards(), *(b for c in COLORS if (b := ctx.bottom(c)) is not None)]))
        returned = ctx.choose_card(ends, "Return a top or bottom card from your board", verb="return")
        if returned is None:
            return
        value = ctx.age(returned)
        ctx.return_card(returned)
        secret = ctx.choose_card(
            [c for c in ctx.secrets() if ctx.age(c) == value],
            "Achieve one of your secrets of that value",
            verb="achieve",
        )
        if secret is not None:
            ctx.achieve(secret)
        # Ruling (BGA): the effect repeats only when both the achieving and the safeguarding happened.
        if safeguard_available(ctx) is None or secret is None:
            return


# --------------------------------------------------------------------------- Cryptocurrency


@book.effect("cryptocurrency")
def cryptocurrency_return(ctx: EffectContext) -> None:
    """Return your whole score pile; then draw and score a 10 for each different value among
    the returned cards."""
    returned = ctx.return_cards(ctx.score_pile())
    for _ in {ctx.age(c) for c in returned}:
        ctx.draw_and_score(10)


@book.effect("cryptocurrency")
def cryptocurrency_splay(ctx: EffectContext) -> None:
    """You may splay your red pile up."""
    ctx.may_splay([Color.RED], Splay.UP)


# --------------------------------------------------------------------------- Denver Airport


@book.effect("denver_airport")
def denver_airport_achieve(ctx: EffectContext) -> None:
    """You may take one of your secrets into your achievements, eligible or not."""
    card = ctx.choose_card(ctx.secrets(), "You may achieve one of your secrets", verb="achieve", optional=True)
    if card is not None:
        ctx.achieve(card)


@book.effect("denver_airport")
def denver_airport_splay(ctx: EffectContext) -> None:
    """You may splay your purple pile up."""
    ctx.may_splay([Color.PURPLE], Splay.UP)


# --------------------------------------------------------------------------- Fight Club


@book.demand("fight_club")
def fight_club(ctx: EffectContext) -> None:
    """You move one of your secrets into my achievements."""
    card = ctx.choose_card(
        ctx.secrets(), "Transfer one of your secrets to your opponent's achievements", verb="transfer"
    )
    if card is not None:
        ctx.transfer(card, Where("achievements", ctx.activator))


@book.effect("fight_club")
def fight_club_splay(ctx: EffectContext) -> None:
    """You may splay your yellow pile up."""
    ctx.may_splay([Color.YELLOW], Splay.UP)


# --------------------------------------------------------------------------- Hacking


@book.demand("hacking")
def hacking(ctx: EffectContext) -> None:
    """You move your two highest secrets into my safe and your two highest score cards into my
    score pile; then you meld the two lowest cards of your score pile."""
    for card in ctx.choose_highest(ctx.secrets(), 2, "Transfer your two highest secrets", verb="transfer"):
        ctx.transfer(card, Where("safe", ctx.activator))
    for card in ctx.choose_highest(ctx.score_pile(), 2, "Transfer your two highest score cards", verb="transfer"):
        ctx.transfer(card, Where("score", ctx.activator))
    ctx.meld_cards(ctx.choose_lowest(ctx.score_pile(), 2, "Meld your two lowest score cards", verb="meld"))


# --------------------------------------------------------------------------- Inhomogeneous Cosmology


@book.effect("inhomogeneous_cosmology")
def inhomogeneous_cosmology_loop(ctx: EffectContext) -> None:
    """You may put one of your top cards back on top of its supply pile, and you may meld a card
    from your hand. As long as you do either, do both again."""
    while True:
        top = ctx.choose_card(
            ctx.top_cards(),
            "You may put a top card on top of its supply pile",
            verb="transfer",
            to=Where("deck"),
            optional=True,
        )
        if top is not None:
            ctx.transfer(top, Where("deck"))
        melded = ctx.choose_card(ctx.hand(), "You may meld a card from your hand", verb="meld", optional=True)
        if melded is not None:
            ctx.meld(melded)
        if top is None and melded is None:
            return


@book.effect("inhomogeneous_cosmology")
def inhomogeneous_cosmology_draw(ctx: EffectContext) -> None:
    """Draw an 11 for each colour missing from your board."""
    for _ in range(len(COLORS) - len(ctx.colors_on_board())):
        ctx.draw(11)


# --------------------------------------------------------------------------- Order of the Occult Hand


@book.effect("order_of_the_occult_hand")
def occult_hand_lose(ctx: EffectContext) -> None:
    """With a 3 in your score pile, you lose."""
    if any(ctx.age(c) == 3 for c in ctx.score_pile()):
        ctx.lose()


@book.effect("order_of_the_occult_hand")
def occult_hand_win(ctx: EffectContext) -> None:
    """With a 7 in your hand, you win."""
    if any(ctx.age(c) == 7 for c in ctx.hand()):
        ctx.win()


@book.effect("order_of_the_occult_hand")
def occult_hand_meld(ctx: EffectContext) -> None:
    """Meld two cards from your hand, score four cards from your hand, and splay your blue pile
    up."""
    two = min(2, len(ctx.hand()))
    ctx.meld_cards(
        ctx.choose_cards(ctx.hand(), "Meld two cards from your hand", verb="meld", min_count=two, max_count=2)
    )
    four = min(4, len(ctx.hand()))
    ctx.score_cards(
        ctx.choose_cards(ctx.hand(), "Score four cards from your hand", verb="score", min_count=four, max_count=4)
    )
    ctx.splay(Color.BLUE, Splay.UP)


# --------------------------------------------------------------------------- Ride-Hailing


@book.effect("ride_hailing")
def ride_hailing_splay(ctx: EffectContext) -> None:
    """You may splay your green pile up."""
    ctx.may_splay([Color.GREEN], Splay.UP)


@book.effect("ride_hailing")
def ride_hailing_meld(ctx: EffectContext) -> None:
    """Meld a non-yellow top card with a clock from another player's board and self-execute it;
    if you cannot, draw an 11."""
    candidates = [
        c
        for q in ctx.others()
        for c in ctx.top_cards(q)
        if ctx.color(c) != Color.YELLOW and ctx.has_icon(c, Icon.CLOCK)
    ]
    card = ctx.choose_card(candidates, "Meld a top non-yellow card with a clock from another board", verb="meld")
    if card is None:
        ctx.draw(11)
        return
    ctx.meld(card)
    ctx.self_execute(card)


# --------------------------------------------------------------------------- Secret Santa


@book.demand("secret_santa")
def secret_santa_demand(ctx: EffectContext) -> None:
    """You meld a card of my score pile."""
    card = ctx.choose_card(ctx.score_pile(ctx.activator), "Meld a card from your opponent's score pile", verb="meld")
    if card is not None:
        ctx.meld(card)


@book.effect("secret_santa")
def secret_santa_score(ctx: EffectContext) -> None:
    """Draw three 10s and score them."""
    for _ in range(3):
        ctx.draw_and_score(10)


# --------------------------------------------------------------------------- Whatchamacallit


@book.effect("whatchamacallit")
def whatchamacallit(ctx: EffectContext) -> None:
    """Go through the values from 1 up: for each value that none of your top cards and none of
    your score cards has, draw a card of that value and score it."""
    # Ruling (BGA): the values present are read once, before the first draw.
    present = {ctx.value(c) for c in ctx.top_cards()} | {ctx.age(c) for c in ctx.score_pile()}
    for value in ctx.edition.ages:
        if value not in present:
            ctx.draw_and_score(value)
