"""4th-edition Artifacts, age 4: effects registered on :data:`innovation_artifacts.fourth.book.book`.

Cards whose 4th-edition text means what the 3rd edition's did register the 3rd edition's
functions again (``innovation_artifacts.cards.age04``)."""

from __future__ import annotations

from innovation.plugin_api import COLORS, Color, EffectContext, Icon
from innovation_artifacts.cards import age04 as third
from innovation_artifacts.fourth.book import book

# ---------------------------------------------------------------- unchanged from the 3rd edition
book.effect("abell_gallery_harpsichord")(third.abell_gallery_harpsichord)
book.effect("cross_of_coronado")(third.cross_of_coronado)
book.effect("mona_lisa")(third.mona_lisa)
book.effect("delft_pocket_telescope")(third.delft_pocket_telescope)
book.compel("moses")(third.moses_compel)
book.effect("moses")(third.moses)


# ---------------------------------------------------------------- new in the 4th edition (art4e-b)
@book.effect("east_india_company_charter")
def east_india_company_charter(ctx: EffectContext) -> None:
    """Name any value except 5. Every card of that value in every score pile is returned; then draw
    and score a 5 once for each score pile that lost cards. If all the cards scored are 5s, junk the
    supply pile of the value named."""
    value = ctx.choose_value([v for v in ctx.edition.ages if v != 5], "Choose a value other than 5")
    piles = [cards for q in ctx.everyone() if (cards := [c for c in ctx.score_pile(q) if ctx.age(c) == value])]
    ctx.return_cards([c for cards in piles for c in cards])
    scored = [ctx.draw_and_score(5) for _ in piles]
    # Ruling (BGA): "only 5s" needs at least one scored card, every one of them a 5.
    if scored and all(ctx.age(c) == 5 for c in scored):
        ctx.junk_deck(value)


@book.compel("galleon_nuestra_senora_de_atocha")
def galleon_nuestra_senora_de_atocha(ctx: EffectContext) -> None:
    """I name a value: move every card of that value from your score pile to mine. If any moved,
    move one of your top cards of that value onto my board."""
    # Ruling (BGA): the activator may name any value, even one the score pile lacks.
    if not ctx.score_pile():
        return
    value = ctx.choose_value(ctx.edition.ages, "Choose a value", p=ctx.activator)
    moved = ctx.transfer_cards([c for c in ctx.score_pile() if ctx.age(c) == value], ctx.score_of(ctx.activator))
    if not moved:
        return
    card = ctx.choose_card(
        [c for c in ctx.top_cards() if ctx.value(c) == value],
        f"Transfer a top card of value {value}",
        verb="transfer",
        to=ctx.board_of(ctx.activator),
    )
    if card is not None:
        ctx.transfer(card, ctx.board_of(ctx.activator))


@book.effect("hunt_lenox_globe")
def hunt_lenox_globe_return(ctx: EffectContext) -> None:
    """With fewer than four cards in hand, return all your top cards that are not green and draw a
    5 for each one."""
    if len(ctx.hand()) >= 4:
        return
    returned = ctx.return_cards([c for c in ctx.top_cards() if ctx.color(c) != Color.GREEN])
    for _ in returned:
        ctx.draw(5)


@book.effect("hunt_lenox_globe")
def hunt_lenox_globe_meld(ctx: EffectContext) -> None:
    """Meld a card from your hand."""
    card = ctx.choose_card(ctx.hand(), "Meld a card from your hand", verb="meld")
    if card is not None:
        ctx.meld(card)


@book.effect("molasses_reef_caravel")
def molasses_reef_caravel_return(ctx: EffectContext) -> None:
    """Return every card in your hand."""
    ctx.return_cards(ctx.hand())


@book.effect("molasses_reef_caravel")
def molasses_reef_caravel_meld(ctx: EffectContext) -> None:
    """Draw three 4s and meld a green card from your hand. Then junk the supply pile whose value is
    that of your top green card."""
    for _ in range(3):
        ctx.draw(4)
    green = ctx.choose_card(
        [c for c in ctx.hand() if ctx.color(c) == Color.GREEN], "Meld a green card from your hand", verb="meld"
    )
    if green is not None:
        ctx.meld(green)
    top = ctx.top(Color.GREEN)
    if top is not None:
        ctx.junk_deck(ctx.value(top))


@book.compel("petition_of_right")
def petition_of_right(ctx: EffectContext) -> None:
    """Give me one card from your score pile, to my score pile, for each of your colours showing a
    castle."""
    count = sum(1 for color in COLORS if ctx.pile_icons(color, Icon.CASTLE))
    count = min(count, len(ctx.score_pile()))
    if not count:
        return
    # One whole text per count ("1 cards" reads wrong), each a template the catalogues translate.
    prompt = f"Transfer {count} cards to the score pile"
    if count == 1:
        prompt = "Transfer a card to the score pile"
    to = ctx.score_of(ctx.activator)
    ctx.transfer_cards(
        ctx.choose_cards(ctx.score_pile(), prompt, max_count=count, min_count=count, verb="transfer", to=to), to
    )


@book.effect("petition_of_right")
def petition_of_right_junk(ctx: EffectContext) -> None:
    """Junk the available standard achievement whose value is the number of castles on your board."""
    ctx.junk_achievement(ctx.icons(Icon.CASTLE))
