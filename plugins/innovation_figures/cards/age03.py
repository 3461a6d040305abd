"""Age 3 figures: their echo and inspire effects."""

from __future__ import annotations

from innovation_figures.book import book

from innovation.plugin_api import Color, EffectContext, Icon, Splay
from innovation_figures.cards.common import (
    draw_a,
    draw_and_foreshadow_one_of,
    draw_and_meld_a,
    draw_and_tuck_a,
    may_splay_any,
    score_a_top_card,
    score_from_hand,
    top_cards_everywhere,
)

book.inspire("al_kindi")(score_from_hand)


@book.echo("alhazen")
def alhazen_echo(ctx: EffectContext) -> None:
    """Tuck a top card with a castle from any board, yours included."""
    cards = [c for c in top_cards_everywhere(ctx) if ctx.has_icon(c, Icon.CASTLE)]
    card = ctx.choose_card(cards, "Tuck a top card with a castle from any board", verb="tuck")
    if card is not None:
        ctx.tuck(card)


book.inspire("avicenna")(draw_and_tuck_a(3))
book.inspire("murasaki_shikibu")(draw_a(3))
book.echo("rhazes")(draw_and_foreshadow_one_of((3, 4, 5)))


@book.echo("saladin")
def saladin_echo(ctx: EffectContext) -> None:
    """Score a top card with a castle from any board, yours included, other than this one."""
    cards = [c for c in top_cards_everywhere(ctx) if c != ctx.source and ctx.has_icon(c, Icon.CASTLE)]
    prompt = "Score another top card with a castle from any board"
    score_a_top_card(ctx, cards, prompt)


book.echo("sejong_the_great")(draw_and_meld_a(4))
book.inspire("shen_kuo")(may_splay_any(Splay.LEFT))


@book.inspire("su_song")
def su_song_inspire(ctx: EffectContext) -> None:
    """Draw a 3 and meld it. Do it again for as long as the melded card shows a leaf."""
    # Bounded: every round takes a card from a supply pile, and the game ends when they run out.
    while ctx.has_icon(ctx.draw_and_meld(3), Icon.LEAF):
        pass


@book.echo("tran_huang_dao")
def tran_huang_dao_echo(ctx: EffectContext) -> None:
    """Score a red top card of value 3 or less from any board, yours included."""
    cards = [c for c in top_cards_everywhere(ctx) if ctx.color(c) == Color.RED and ctx.age(c) < 4]
    prompt = "Score a red top card of value 3 or less from any board"
    score_a_top_card(ctx, cards, prompt)
