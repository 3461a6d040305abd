"""Age 3 figures: their echo and inspire effects."""

from __future__ import annotations

from collections.abc import Sequence

from innovation.plugin_api import COLORS, CardContext, Color, EffectContext, Icon, KarmaContext, Splay
from innovation_figures.book import book
from innovation_figures.cards.common import (
    draw_a,
    draw_and_foreshadow_one_of,
    draw_and_meld_a,
    draw_and_tuck_a,
    is_standard_claim,
    may_splay_any,
    score_a_top_card,
    score_from_hand,
    top_cards_everywhere,
)
from innovation_figures.figures import is_figure

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
    while ctx.has_icon(ctx.draw_and_meld(ctx.effect_age(3)), Icon.LEAF):
        pass


@book.echo("tran_huang_dao")
def tran_huang_dao_echo(ctx: EffectContext) -> None:
    """Score a red top card of value 3 or less from any board, yours included."""
    cards = [c for c in top_cards_everywhere(ctx) if ctx.color(c) == Color.RED and ctx.age(c) < 4]
    prompt = "Score a red top card of value 3 or less from any board"
    score_a_top_card(ctx, cards, prompt)


# --------------------------------------------------------------------------- karmas


@book.karma("al_kindi", "draw", "first", match=lambda ctx, share: share)
def al_kindi_draw(ctx: KarmaContext, age: int) -> None:
    """Before you draw a sharing bonus, draw two cards of that value."""
    ctx.draw(age)
    ctx.draw(age)


@book.karma("murasaki_shikibu", "achieve", "instead", match=is_standard_claim)
def murasaki_shikibu_achieve(ctx: KarmaContext, card: str) -> None:
    """When you would claim a standard achievement, first achieve a card of the same value from your
    score pile instead; then claim the achievement if you still qualify for it."""
    age = ctx.age(card)
    own = ctx.choose_card(
        [c for c in ctx.score_pile() if ctx.age(c) == age],
        "Achieve a card of that value from your score pile",
        verb="achieve",
    )
    if own is not None:
        ctx.achieve(own)
    if ctx.eligible_for(age):
        ctx.achieve(card)


@book.karma("rhazes", "draw", "first")
def rhazes_draw(ctx: KarmaContext, age: int) -> None:
    """Before you draw a card, tuck a card of that value from your hand."""
    card = ctx.choose_card([c for c in ctx.hand() if ctx.age(c) == age], "Tuck a card of that value", verb="tuck")
    if card is not None:
        ctx.tuck(card)


@book.karma("saladin", "score", "instead", match=lambda ctx, card: not is_figure(ctx, card))
def saladin_score(ctx: KarmaContext, card: str) -> None:
    """When you would score a card that is not a figure, meld it instead; then you may splay its
    colour left."""
    ctx.meld(card)
    ctx.may_splay([ctx.color(card)], Splay.LEFT)


@book.karma(
    "sejong_the_great", "meld", "instead", match=lambda ctx, card: ctx.color(card) == Color.BLUE and ctx.age(card) > 3
)
def sejong_the_great_meld(ctx: KarmaContext, card: str) -> None:
    """When you would meld a blue card above 3, return it instead, then draw and meld a card one
    higher."""
    ctx.return_card(card)
    ctx.draw_and_meld(ctx.age(card) + 1)


@book.karma("shen_kuo", "score", "static")
def shen_kuo_score(ctx: CardContext) -> int:
    """Each splayed pile on your board is worth three points."""
    return 3 * sum(1 for c in COLORS if ctx.splay_of(c) != Splay.NONE)


@book.karma("su_song", "draw", "first", match=lambda ctx, age: age == 3)
def su_song_draw(ctx: KarmaContext) -> None:
    """Before you draw a 3, move a card from your score pile to your forecast."""
    card = ctx.choose_card(ctx.score_pile(), "Move a card from your score pile to your forecast", verb="foreshadow")
    if card is not None:
        ctx.foreshadow(card)


@book.karma("tran_huang_dao", "icons", "static")
def tran_huang_dao_icons(ctx: CardContext, counts: Sequence[int]) -> dict[int, int]:
    """Every two castles on your board give you one more of each other icon your board shows."""
    n = counts[Icon.CASTLE] // 2
    return {i: n for i in ctx.edition.icons if i != Icon.CASTLE and counts[i] > 0}


@book.karma("alhazen", "top_value", "static")
def alhazen_top_value(ctx: CardContext, color: int) -> int | None:
    """For your Draw and Inspire actions, each splayed colour of yours counts as a top card of value
    equal to its lightbulbs or castles, whichever are more."""
    if ctx.splay_of(color) == Splay.NONE:
        return None
    return max(ctx.pile_icons(color, Icon.LIGHTBULB), ctx.pile_icons(color, Icon.CASTLE))
