"""4th-edition Artifacts, age 3: effects registered on :data:`innovation_artifacts.fourth.book.book`.

Cards whose 4th-edition text means what the 3rd edition's did register the 3rd edition's
functions again (``innovation_artifacts.cards.age03``)."""

from __future__ import annotations

from innovation.plugin_api import COLORS, EffectContext, Splay
from innovation_artifacts.cards import age03 as third
from innovation_artifacts.fourth.book import book

# ---------------------------------------------------------------- unchanged from the 3rd edition
book.effect("along_the_river_during_the_qingming_festival")(third.along_the_river_during_the_qingming_festival)
book.compel("excalibur")(third.excalibur)
book.compel("mjolnir_amulet")(third.mjolnir_amulet)
book.effect("necronomicon")(third.necronomicon)
book.effect("dunhuang_star_chart")(third.dunhuang_star_chart)
book.effect("shroud_of_turin")(third.shroud_of_turin)

# ---------------------------------------------------------------- new in the 4th edition (art4e-b)
YATA_NO_KAGAMI = "yata_no_kagami"


@book.effect("ife_head")
def ife_head(ctx: EffectContext) -> None:
    """Splay right one of your unsplayed colours. Junk the available achievement whose value is the
    number of cards of that colour on your board; if you can't, draw a card of that value."""
    colors = [c for c in COLORS if len(ctx.pile(c)) >= 2 and ctx.splay_of(c) == Splay.NONE]
    color = ctx.choose_color(colors, "Choose an unsplayed colour to splay right", verb="splay", splay=Splay.RIGHT)
    value = 0
    if color is not None:
        ctx.splay(color, Splay.RIGHT)
        value = len(ctx.pile(color))
    # Ruling (BGA): with no colour to splay the value is 0: no achievement, so a 1 is drawn.
    if ctx.junk_achievement(value) is None:
        ctx.draw(value)


@book.compel("moylough_belt_shrine")
def moylough_belt_shrine(ctx: EffectContext) -> None:
    """Show me your whole hand; I pick one of those cards and it goes onto my board. If it does,
    junk the supply pile of its value."""
    hand = ctx.hand()
    for card in hand:
        ctx.reveal(card)
    to = ctx.board_of(ctx.activator)
    chosen = ctx.choose_card(
        hand, "Choose a revealed card to transfer to your board", p=ctx.activator, verb="transfer", to=to
    )
    if chosen is not None:
        ctx.transfer(chosen, to)
        ctx.junk_deck(ctx.age(chosen))


@book.effect("philosophers_stone")
def philosophers_stone(ctx: EffectContext) -> None:
    """Return a card from your hand, then score as many cards from your hand as its value. Junk the
    supply pile whose value is the total of the cards scored."""
    card = ctx.choose_card(ctx.hand(), "Return a card from your hand", verb="return")
    if card is None:
        return
    ctx.return_card(card)
    count = ctx.age(card)
    # One whole text per count ("1 cards" reads wrong), each a template the catalogues translate.
    prompt = f"Score {count} cards from your hand"
    if count == 1:
        prompt = "Score a card from your hand"
    scored = ctx.score_cards(ctx.choose_cards(ctx.hand(), prompt, max_count=count, min_count=count, verb="score"))
    ctx.junk_deck(sum(ctx.age(c) for c in scored))


@book.effect("yata_no_kagami")
def yata_no_kagami(ctx: EffectContext) -> None:
    """Show a card from your hand. If you do, splay its colour left on your board, then pick a top
    card of that colour on any board, other than Yata No Kagami, and self-execute it."""
    card = ctx.choose_card(ctx.hand(), "Reveal a card from your hand", verb="reveal")
    if card is None:
        return
    ctx.reveal(card)
    color = ctx.color(card)
    ctx.splay(color, Splay.LEFT)
    tops = [t for q in ctx.everyone() if (t := ctx.top(color, q)) is not None and t != YATA_NO_KAGAMI]
    chosen = ctx.choose_card(tops, "Choose a top card of that colour to self-execute", verb="execute")
    if chosen is not None:
        ctx.self_execute(chosen)
