"""Age 1 figures: their echo and inspire effects."""

from __future__ import annotations

from innovation_figures.book import book

from innovation.plugin_api import EffectContext, Icon
from innovation_figures.cards.common import (
    draw_a,
    draw_and_foreshadow_a,
    draw_and_foreshadow_one_of,
    draw_and_meld_a,
    draw_and_score_a,
    draw_and_tuck_a,
    meld_from_hand,
    score_from_hand,
    score_own_top_card,
    tuck_from_hand,
)

book.echo("daedalus")(draw_and_foreshadow_a(4))
book.echo("fu_xi")(draw_and_score_a(2))
book.inspire("gilgamesh")(score_from_hand)
book.inspire("hammurabi")(meld_from_hand)
book.inspire("hatshepsut")(draw_a(1))
book.inspire("homer")(draw_and_tuck_a(2))
book.echo("huang_di")(draw_a(2))
book.echo("imhotep")(draw_and_meld_a(2))
book.inspire("ptahhotep")(score_own_top_card)
book.inspire("sargon_of_akkad")(draw_and_meld_a(1))
book.inspire("shennong")(draw_and_foreshadow_a(2))
book.echo("sinuhe")(draw_and_foreshadow_one_of((2, 3)))


@book.inspire("sneferu")
def sneferu_inspire(ctx: EffectContext) -> None:
    """Draw a 2 and tuck it. Do it again for as long as the tucked card shows a castle."""
    # Bounded: every round takes a card from a supply pile, and the game ends when they run out.
    while ctx.has_icon(ctx.draw_and_tuck(2), Icon.CASTLE):
        pass


book.inspire("sunshu_ao")(tuck_from_hand)
book.inspire("tigernmas")(draw_a(1))
