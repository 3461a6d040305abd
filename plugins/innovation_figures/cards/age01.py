"""Age 1 figures: their echo and inspire effects."""

from __future__ import annotations

from collections.abc import Sequence

from innovation.plugin_api import CardContext, Color, EffectContext, Icon, KarmaContext, Splay
from innovation_figures.book import book
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
from innovation_figures.figures import is_figure

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
    while ctx.has_icon(ctx.draw_and_tuck(ctx.effect_age(2)), Icon.CASTLE):
        pass


book.inspire("sunshu_ao")(tuck_from_hand)
book.inspire("tigernmas")(draw_a(1))


# --------------------------------------------------------------------------- karmas


@book.karma("daedalus", "claim_value", "static")
def daedalus_claim_value(ctx: CardContext) -> int:
    """For claiming achievements, your highest top card counts one higher for each card in your
    forecast."""
    return len(ctx.forecast())


@book.karma("daedalus", "score", "static")
def daedalus_score(ctx: CardContext) -> int:
    """Every achievement you hold adds its value to your score."""
    return sum(ctx.age(a) for a in ctx.standard_achievements())


@book.karma("fu_xi", "icons", "static")
def fu_xi_icons(ctx: CardContext, counts: Sequence[int]) -> dict[int, int]:
    """You have one more lightbulb for each card in your score pile and in your forecast."""
    return {Icon.LIGHTBULB: len(ctx.score_pile()) + len(ctx.forecast())}


@book.karma("gilgamesh", "icons", "static")
def gilgamesh_icons(ctx: CardContext, counts: Sequence[int]) -> dict[int, int]:
    """Each bonus showing on your board gives you one more castle per top card you have."""
    return {Icon.CASTLE: len(ctx.visible_bonuses()) * len(ctx.top_cards())}


@book.karma(
    "hatshepsut",
    "draw",
    "first",
    match=lambda ctx, age: age > 1 and any(ctx.age(c) == 1 for c in ctx.hand()),
)
def hatshepsut_draw(ctx: KarmaContext, age: int) -> None:
    """Before you draw a card above 1 while holding a 1, return your whole hand and draw two cards
    of the value you were about to draw."""
    ctx.return_cards(ctx.hand())
    ctx.draw(age)
    ctx.draw(age)


@book.karma("huang_di", "icons", "static")
def huang_di_icons(ctx: CardContext, counts: Sequence[int]) -> dict[int, int]:
    """Each lightbulb on your board also counts as a leaf."""
    return {Icon.LEAF: counts[Icon.LIGHTBULB]}


def _imhotep_applies(ctx: CardContext, card: str) -> bool:
    color = ctx.color(card)
    return ctx.splay_of(color) == Splay.NONE and len(ctx.pile(color)) > 1


@book.karma("imhotep", "meld", "instead", match=_imhotep_applies)
def imhotep_meld(ctx: KarmaContext, card: str) -> None:
    """When you would meld a card onto an unsplayed pile of two or more cards, splay that pile left
    and return the card instead."""
    ctx.splay(ctx.color(card), Splay.LEFT)
    ctx.return_card(card)


def _homer_applies(ctx: CardContext, card: str) -> bool:
    return card in ctx.hand() and is_figure(ctx, card)


@book.karma("homer", ("return", "remove"), "instead", match=_homer_applies)
def homer_return(ctx: KarmaContext, card: str) -> None:
    """When you would return or remove a figure from your hand, tuck it instead."""
    ctx.tuck(card)


@book.karma("hammurabi", "demand", "first")
def hammurabi_demand(ctx: KarmaContext, card: str, activator: int) -> None:
    """Before another player's demand takes effect on you, you make that same demand of them."""
    ctx.execute_demand(card, activator)


@book.karma(
    "ptahhotep",
    "demand",
    "first",
)
def ptahhotep_demand(ctx: KarmaContext, activator: int) -> None:
    """Before another player's demand takes effect on you, move the highest card of their score
    pile to yours."""
    to = ctx.score_of()
    card = ctx.choose_card(
        ctx.highest(ctx.score_pile(activator)), "Transfer the highest card of their score pile", verb="transfer", to=to
    )
    if card is not None:
        ctx.transfer(card, to)


def _sargon_applies(ctx: CardContext, card: str) -> bool:
    top = ctx.top(ctx.color(card))
    return top is not None and top != card and ctx.age(top) == ctx.age(card)


@book.karma("sargon_of_akkad", "meld", "instead", match=_sargon_applies)
def sargon_of_akkad_meld(ctx: KarmaContext, card: str) -> None:
    """When you would meld a card onto a top card of the same value, tuck it instead."""
    ctx.tuck(card)


def _shennong_applies(ctx: CardContext, card: str) -> bool:
    return any(ctx.age(c) == ctx.age(card) for c in ctx.forecast() if c != card)


@book.karma("shennong", "foreshadow", "first", match=_shennong_applies)
def shennong_foreshadow(ctx: KarmaContext, card: str) -> None:
    """Before you put a card into your forecast that matches the value of one already there, score
    every card of that value in your forecast."""
    ctx.score_cards([c for c in ctx.forecast() if c != card and ctx.age(c) == ctx.age(card)])


@book.karma("sinuhe", "score", "static")
def sinuhe_score(ctx: CardContext) -> int:
    """Each castle on your board is worth one point."""
    return ctx.icons(Icon.CASTLE)


@book.karma("sneferu", "icons", "static")
def sneferu_icons(ctx: CardContext, counts: Sequence[int]) -> dict[int, int]:
    """Each castle on your board also counts as a crown."""
    return {Icon.CROWN: counts[Icon.CASTLE]}


@book.karma("sunshu_ao", "tuck", "instead", match=lambda ctx, card: ctx.color(card) == Color.YELLOW)
def sunshu_ao_tuck(ctx: KarmaContext, card: str) -> None:
    """When you would tuck a yellow card, instead run its non-demand effects alone, then take it
    into your hand."""
    ctx.execute_non_demand_effects(card)
    if card not in ctx.hand():
        ctx.transfer(card, ctx.hand_of())


@book.karma("tigernmas", "score", "static")
def tigernmas_score(ctx: CardContext) -> int:
    """Each card in your hand is worth one point."""
    return len(ctx.hand())
