"""Age 8 figures: their echo and inspire effects."""

from __future__ import annotations

from collections.abc import Sequence

from innovation.plugin_api import COLORS, CardContext, Color, EffectContext, Icon, KarmaContext, Splay
from innovation_figures.book import book
from innovation_figures.cards.common import (
    draw_a,
    draw_and_foreshadow_a,
    draw_and_meld_a,
    may_splay_any,
    tuck_from_hand,
)
from innovation_figures.figures import SET, is_figure, top_figures


@book.echo("albert_einstein")
def albert_einstein_echo(ctx: EffectContext) -> None:
    """Meld every card in your hand that shows a lightbulb or a clock."""
    ctx.meld_cards([c for c in ctx.hand() if ctx.has_icon(c, Icon.LIGHTBULB) or ctx.has_icon(c, Icon.CLOCK)])


book.inspire("caresse_crosby")(tuck_from_hand)


@book.inspire("duke_ellington")
def duke_ellington_inspire(ctx: EffectContext) -> None:
    """Draw a figure of value 8 and meld it."""
    ctx.draw_and_meld(ctx.effect_age(8), set_name=SET)


book.inspire("emmy_noether")(draw_and_meld_a(8))


@book.echo("erwin_rommel")
def erwin_rommel_echo(ctx: EffectContext) -> None:
    """Move a card from another player's score pile to yours."""
    to = ctx.score_of()
    cards = [c for q in ctx.others() for c in ctx.score_pile(q)]
    card = ctx.choose_card(cards, "Transfer a card from another score pile to yours", verb="transfer", to=to)
    if card is not None:
        ctx.transfer(card, to)


book.inspire("h_g_wells")(draw_and_foreshadow_a(10))
book.echo("j_p_morgan")(may_splay_any(Splay.UP))


@book.echo("john_von_neumann")
def john_von_neumann_echo(ctx: EffectContext) -> None:
    """Draw two 9s and show them. If either is purple, return both."""
    drawn = [ctx.draw_and_reveal(ctx.effect_age(9)), ctx.draw_and_reveal(ctx.effect_age(9))]
    if any(ctx.color(c) == Color.PURPLE for c in drawn):
        ctx.return_cards([c for c in drawn if c in ctx.hand()])


book.echo("marie_curie")(draw_a(9))
book.inspire("nikola_tesla")(draw_a(8))


# --------------------------------------------------------------------------- karmas


@book.karma("albert_einstein", "effect_age", "static")
def albert_einstein_effect_age(ctx: CardContext, age: int) -> int:
    """Every value named in your effects counts as a 10."""
    return 10


@book.karma("caresse_crosby", "tuck", "first", match=lambda ctx, card: ctx.has_icon(card, Icon.LEAF))
def caresse_crosby_tuck(ctx: KarmaContext, card: str) -> None:
    """Before you tuck a card with a leaf, splay your pile of its colour left, then draw two 2s."""
    ctx.splay(ctx.color(card), Splay.LEFT)
    ctx.draw(ctx.effect_age(2))
    ctx.draw(ctx.effect_age(2))


def _crosby_fifth_left(ctx: CardContext, color: int, direction: Splay) -> bool:
    others_left = sum(1 for c in COLORS if c != color and ctx.splay_of(c) == Splay.LEFT)
    return direction == Splay.LEFT and others_left == 4


@book.karma("caresse_crosby", "splay", "instead", match=_crosby_fifth_left)
def caresse_crosby_splay(ctx: KarmaContext) -> None:
    """When you would splay your fifth colour left, you win instead."""
    ctx.win()


@book.karma(
    "duke_ellington",
    "meld",
    "instead",
    match=lambda ctx, card: is_figure(ctx, card) and len(top_figures(ctx)) >= 4,
)
def duke_ellington_meld(ctx: KarmaContext, card: str) -> None:
    """When you would meld a figure while four of your top cards are figures, achieve it instead,
    whether you qualify or not."""
    ctx.achieve(card)


@book.karma("emmy_noether", "score", "static")
def emmy_noether_score(ctx: CardContext) -> int:
    """Each clock on your board is worth as many points as you have clocks."""
    clocks = ctx.icons(Icon.CLOCK)
    return clocks * clocks


@book.karma("erwin_rommel", "score", "instead")
def erwin_rommel_score(ctx: KarmaContext, card: str) -> None:
    """When you would score a card, score instead the top card of its colour from every board."""
    color = ctx.color(card)
    ctx.score_cards([top for q in ctx.everyone() if (top := ctx.top(color, q)) is not None])


@book.karma("h_g_wells", "foreshadow", "instead")
def h_g_wells_foreshadow(ctx: KarmaContext, card: str) -> None:
    """When you would put a card into your forecast, meld it instead, run its non-demand effects
    alone, and remove it from the game if it is still one of your top cards."""
    ctx.meld(card)
    ctx.execute_non_demand_effects(card)
    if card in ctx.top_cards():
        ctx.remove(card)


@book.karma("j_p_morgan", "icons", "static")
def j_p_morgan_icons(ctx: CardContext, counts: Sequence[int]) -> dict[int, int]:
    """Every icon in a colour you have splayed up counts twice."""
    up = [c for c in COLORS if ctx.splay_of(c) == Splay.UP]
    return {i: sum(ctx.pile_icons(c, i) for c in up) for i in ctx.edition.icons}


@book.karma("john_von_neumann", "melded", "when")
def john_von_neumann_melded(ctx: KarmaContext) -> None:
    """When you meld this card, return every figure on top of an opponent's board."""
    ctx.return_cards([c for q in ctx.opponents() for c in top_figures(ctx, q)])


@book.karma("john_von_neumann", "icons", "static")
def john_von_neumann_icons(ctx: CardContext, counts: Sequence[int]) -> dict[int, int]:
    """Each card in your hand gives you two more clocks."""
    return {Icon.CLOCK: 2 * len(ctx.hand())}


@book.karma("marie_curie", "achievements", "static")
def marie_curie_achievements(ctx: CardContext) -> int:
    """Each different value above 6 in your score pile counts as an achievement."""
    return len({ctx.age(c) for c in ctx.score_pile() if ctx.age(c) > 6})


@book.karma(
    "nikola_tesla",
    "meld",
    "first",
    match=lambda ctx, card: ctx.has_icon(card, Icon.LIGHTBULB) or ctx.has_icon(card, Icon.CLOCK),
)
def nikola_tesla_meld(ctx: KarmaContext) -> None:
    """Before you meld a card with a lightbulb or a clock, score a top card of an opponent's board
    that has neither."""
    cards = [
        c
        for q in ctx.opponents()
        for c in ctx.top_cards(q)
        if not ctx.has_icon(c, Icon.LIGHTBULB) and not ctx.has_icon(c, Icon.CLOCK)
    ]
    card = ctx.choose_card(cards, "Score an opponent's top card with neither a lightbulb nor a clock", verb="score")
    if card is not None:
        ctx.score(card)
