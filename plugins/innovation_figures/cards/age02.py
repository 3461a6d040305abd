"""Age 2 figures: their echo and inspire effects."""

from __future__ import annotations

from collections.abc import Sequence

from innovation.plugin_api import COLORS, CardContext, Color, EffectContext, Icon, KarmaContext, Splay
from innovation_figures.book import book
from innovation_figures.cards.common import (
    draw_a,
    draw_and_foreshadow_a,
    draw_and_meld_a,
    may_splay_any,
    score_a_top_card,
    score_from_hand,
    tuck_from_hand,
)
from innovation_figures.figures import is_figure, top_figures

book.inspire("alexander_the_great")(score_from_hand)
book.echo("archimedes")(draw_a(2))
book.inspire("augustus_caesar")(draw_and_foreshadow_a(3))
book.echo("cai_lun")(may_splay_any(Splay.LEFT))


@book.echo("confucius")
def confucius_echo(ctx: EffectContext) -> None:
    """Score a figure of value 1 from the top of an opponent's board."""
    cards = [c for q in ctx.opponents() for c in ctx.top_cards(q) if is_figure(ctx, c) and ctx.age(c) == 1]
    prompt = "Score an opponent's top figure of value 1"
    score_a_top_card(ctx, cards, prompt)


book.inspire("plato")(may_splay_any(Splay.LEFT))
book.inspire("ptolemy")(draw_and_meld_a(2))
book.inspire("sun_tzu")(draw_a(2))
book.inspire("ximen_bao")(tuck_from_hand)


@book.echo("zhang_heng")
def zhang_heng_echo(ctx: EffectContext) -> None:
    """Draw a 3 and tuck it, then score every card lying above it in that pile."""
    card = ctx.draw_and_tuck(ctx.effect_age(3))
    pile = ctx.pile(ctx.color(card))
    if card in pile:  # a karma may have put it elsewhere
        ctx.score_cards(pile[pile.index(card) + 1 :])


# --------------------------------------------------------------------------- karmas


@book.karma("alexander_the_great", "melded", "when")
def alexander_the_great_melded(ctx: KarmaContext) -> None:
    """When you meld this card, score every figure of value 1 or 2 on top of an opponent's board."""
    ctx.score_cards([c for q in ctx.opponents() for c in top_figures(ctx, q) if ctx.age(c) in (1, 2)])


def _augustus_applies(ctx: CardContext, card: str) -> bool:
    return ctx.age(card) < 4


@book.karma("augustus_caesar", ("meld", "foreshadow"), "first", anyone=True, match=_augustus_applies)
def augustus_caesar_reveal(ctx: KarmaContext, card: str, player: int) -> bool:
    """Before any player melds a card below 4 or puts one into their forecast, it is shown; if it is
    red or green with a castle, it comes to your board instead, and then you tuck every card of
    your forecast."""
    ctx.reveal(card, p=player)
    if ctx.color(card) not in (Color.RED, Color.GREEN) or not ctx.has_icon(card, Icon.CASTLE):
        return False
    ctx.transfer(card, ctx.board_of())
    ctx.tuck_cards(ctx.forecast())
    return True  # the meld (or foreshadow) does not happen


@book.karma("cai_lun", "achieve", "first")
def cai_lun_achieve(ctx: KarmaContext) -> None:
    """Before you claim an achievement, draw a 3 into your forecast."""
    ctx.draw_and_foreshadow(ctx.effect_age(3))


@book.karma("plato", "icons", "static")
def plato_icons(ctx: CardContext, counts: Sequence[int]) -> dict[int, int]:
    """Each splayed pile on your board gives you one more castle, lightbulb, leaf and crown."""
    n = sum(1 for c in COLORS if ctx.splay_of(c) != Splay.NONE)
    return {Icon.CASTLE: n, Icon.LIGHTBULB: n, Icon.LEAF: n, Icon.CROWN: n}


@book.karma("zhang_heng", "bonuses", "static")
def zhang_heng_bonuses(ctx: CardContext) -> list[int]:
    """Each card in your score pile counts as a bonus of its value on your board."""
    return [ctx.age(c) for c in ctx.score_pile()]


@book.karma("sun_tzu", "draw", "first", match=lambda ctx, share: share)
def sun_tzu_draw(ctx: KarmaContext, icon: int | None) -> None:
    """Before you draw a sharing bonus, meld any number of cards from your hand that show the
    featured icon of that dogma."""
    if icon is None:
        return
    cards = ctx.choose_cards(
        [c for c in ctx.hand() if ctx.has_icon(c, icon)],
        "You may meld cards from your hand showing the featured icon",
        verb="meld",
        max_count=len(ctx.hand()),
    )
    ctx.meld_cards(cards)


@book.karma("cai_lun", "achievement_cards", "static")
def cai_lun_achievement_cards(ctx: CardContext) -> list[str]:
    """Each card in your forecast is an achievement you may claim."""
    return ctx.forecast()


@book.karma("ptolemy", "dogma_targets", "static")
def ptolemy_dogma_targets(ctx: CardContext) -> list[str]:
    """You may take a Dogma action on the top blue card of any board."""
    return [top for q in ctx.others() if (top := ctx.top(Color.BLUE, q)) is not None]


@book.karma("alexander_the_great", "dogma", "instead")
def alexander_the_great_dogma(ctx: KarmaContext, card: str) -> None:
    """When you take a Dogma action, each player's score stands in for their featured icons."""
    ctx.dogma(card, counts=[ctx.points(q) for q in range(ctx.n_players)])


@book.karma("confucius", "dogma", "instead", match=lambda ctx, card: ctx.info(card).dogma_icon == Icon.CASTLE)
def confucius_dogma(ctx: KarmaContext, card: str) -> None:
    """When you take a Dogma action on a card featuring the castle, choose instead another icon your
    board shows to be its featured icon."""
    shown = {Icon(i).name.lower(): Icon(i) for i in ctx.edition.icons if i != Icon.CASTLE and ctx.icons(i) > 0}
    if not shown:
        ctx.dogma(card)
        return
    icon = shown[ctx.choose_option(list(shown), "Choose the icon to feature instead of the castle")]
    ctx.dogma(card, counts=[ctx.icons(icon, q) for q in range(ctx.n_players)])


@book.karma("archimedes", "dogma", "first")
def archimedes_dogma(ctx: KarmaContext) -> None:
    """Before you take a Dogma action: during it, every value printed in an echo or dogma effect
    counts one more."""
    ctx.raise_effect_values(1, ("dogma", "echo"))


#: Ximen Bao's order: every pile's effects bottom to top, the piles in this order.
_XIMEN_BAO_ORDER = [Color.RED, Color.BLUE, Color.GREEN, Color.PURPLE, Color.YELLOW]


@book.karma("ximen_bao", "pile_effects", "static")
def ximen_bao_pile_effects(ctx: CardContext, color: int) -> list[int]:
    """Every echo and inspire effect showing on your board counts as part of this card's pile; they
    run pile by pile — red, blue, green, purple, then yellow — each pile from the bottom up."""
    # "This stack": the pile he tops (yellow).
    return [int(c) for c in _XIMEN_BAO_ORDER] if color == ctx.color(ctx.card) else []
