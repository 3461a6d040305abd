"""Age 5 figures: their echo and inspire effects."""

from __future__ import annotations

from innovation_figures.book import book

from innovation.plugin_api import COLORS, EffectContext, Icon, Splay, Where
from innovation_figures.cards.common import (
    draw_a,
    draw_and_foreshadow_one_of,
    draw_and_score_a,
    draw_and_tuck_a,
    meld_from_hand,
    score_top_card_with,
    tuck_from_hand,
)

book.echo("antonie_van_leeuwenhoek")(draw_a(6))
prompt = "Score a top card with a crown from any board"
book.inspire("bartholomew_roberts")(score_top_card_with(Icon.CROWN, "crown", prompt))
book.inspire("bartolomeo_cristofori")(meld_from_hand)
book.echo("christiaan_huygens")(draw_and_foreshadow_one_of((7, 8, 9, 10)))
book.inspire("christopher_polhem")(draw_and_tuck_a(4))


@book.echo("isaac_newton")
def isaac_newton_echo(ctx: EffectContext) -> None:
    """Splay one of your colours right (you must, if any pile can be)."""
    ctx.must_splay(COLORS, Splay.RIGHT)


book.inspire("johannes_vermeer")(draw_and_score_a(3))
book.inspire("peter_the_great")(tuck_from_hand)


@book.inspire("samuel_de_champlain")
def samuel_de_champlain_inspire(ctx: EffectContext) -> None:
    """Return a 5 from your hand, then draw a 6."""
    card = ctx.choose_card([c for c in ctx.hand() if ctx.age(c) == 5], "Return a 5 from your hand", verb="return")
    if card is not None:
        ctx.return_card(card)
    ctx.draw(6)


@book.echo("shivaji")
def shivaji_echo(ctx: EffectContext) -> None:
    """Move one of your top cards to the available achievements."""
    card = ctx.choose_card(
        ctx.top_cards(),
        "Transfer one of your top cards to the available achievements",
        verb="transfer",
        to=Where("available"),
    )
    if card is not None:
        ctx.transfer(card, Where("available"))
