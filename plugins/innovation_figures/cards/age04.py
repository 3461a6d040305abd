"""Age 4 figures: their echo and inspire effects."""

from __future__ import annotations

from collections.abc import Sequence

from innovation.plugin_api import COLORS, CardContext, Color, EffectContext, Icon, KarmaContext, Splay
from innovation_figures.book import book
from innovation_figures.cards.common import (
    draw_a,
    draw_and_foreshadow_one_of,
    meld_from_hand,
    score_a_top_card,
    score_from_hand,
    score_top_card_with,
    top_cards_everywhere,
)
from innovation_figures.figures import is_figure, top_figures


@book.inspire("amina_sukhera")
def amina_sukhera_inspire(ctx: EffectContext) -> None:
    """Score the bottom purple card of every board, yours included."""
    bottoms = [card for q in ctx.everyone() if (card := ctx.bottom(Color.PURPLE, q)) is not None]
    ctx.score_cards(bottoms)


book.inspire("christopher_columbus")(draw_a(4))
book.echo("galileo_galilei")(draw_and_foreshadow_one_of((5, 6)))
book.echo("johannes_kepler")(draw_a(5))


@book.echo("leonardo_da_vinci")
def leonardo_da_vinci_echo(ctx: EffectContext) -> None:
    """Score a top figure that has a bonus, from any board, yours included."""
    cards = [c for c in top_cards_everywhere(ctx) if is_figure(ctx, c) and ctx.info(c).bonuses]
    prompt = "Score a top figure with a bonus from any board"
    score_a_top_card(ctx, cards, prompt)


book.inspire("michelangelo")(score_from_hand)


@book.echo("niccolo_machiavelli")
def niccolo_machiavelli_echo(ctx: EffectContext) -> None:
    """Turn one of your colours splayed left into a right splay."""
    ctx.must_splay([c for c in COLORS if ctx.splay_of(c) == Splay.LEFT], Splay.RIGHT)


@book.inspire("takiyuddin")
def takiyuddin_inspire(ctx: EffectContext) -> None:
    """Draw a 5. Meld it if it shows a lightbulb; otherwise tuck it."""
    card = ctx.draw(ctx.effect_age(5))
    if ctx.has_icon(card, Icon.LIGHTBULB):
        ctx.meld(card)
    else:
        ctx.tuck(card)


book.inspire("william_shakespeare")(meld_from_hand)
prompt = "Score a top card with a castle from any board"
book.echo("yi_sun_sin")(score_top_card_with(Icon.CASTLE, "castle", prompt))


# --------------------------------------------------------------------------- karmas


@book.karma("amina_sukhera", "melded", "when")
def amina_sukhera_melded(ctx: KarmaContext) -> None:
    """When you meld this card, score every figure of value 4 on top of an opponent's board."""
    ctx.score_cards([c for q in ctx.opponents() for c in top_figures(ctx, q) if ctx.age(c) == 4])


@book.karma("christopher_columbus", "icons", "static")
def christopher_columbus_icons(ctx: CardContext, counts: Sequence[int]) -> dict[int, int]:
    """Each factory on your board gives you two more crowns."""
    return {Icon.CROWN: 2 * counts[Icon.FACTORY]}


def _galileo_applies(ctx: CardContext, card: str) -> bool:
    return all(ctx.age(c) != ctx.age(card) for c in ctx.forecast() if c != card)


@book.karma("galileo_galilei", "foreshadow", "first", match=_galileo_applies)
def galileo_galilei_foreshadow(ctx: KarmaContext) -> None:
    """Before you put a card into your forecast whose value is not there yet, take every card of
    your forecast into your hand."""
    ctx.transfer_cards(ctx.forecast(), ctx.hand_of())


@book.karma("leonardo_da_vinci", "meld", "first", match=lambda ctx, card: ctx.color(card) == Color.YELLOW)
def leonardo_da_vinci_meld_yellow(ctx: KarmaContext, card: str) -> None:
    """Before you meld a yellow card, meld every card in your hand that is neither yellow nor purple."""
    ctx.meld_cards([c for c in ctx.hand() if c != card and ctx.color(c) not in (Color.YELLOW, Color.PURPLE)])


@book.karma("leonardo_da_vinci", "meld", "first", match=lambda ctx, card: ctx.color(card) == Color.PURPLE)
def leonardo_da_vinci_meld_purple(ctx: KarmaContext) -> None:
    """Before you meld a purple card, draw three 4s."""
    for _ in range(3):
        ctx.draw(ctx.effect_age(4))


@book.karma("niccolo_machiavelli", "achievements", "static")
def niccolo_machiavelli_achievements(ctx: CardContext) -> int:
    """Each colour you have splayed right that no other player has splayed at all counts as an
    achievement."""
    return sum(
        1
        for c in COLORS
        if ctx.splay_of(c) == Splay.RIGHT and all(ctx.splay_of(c, q) == Splay.NONE for q in ctx.others())
    )


@book.karma("takiyuddin", "inspire", "first")
def takiyuddin_inspire_karma(ctx: KarmaContext, color: int) -> None:
    """Before you take the Inspire action, you may splay that colour right."""
    ctx.may_splay([color], Splay.RIGHT)


@book.karma("william_shakespeare", "score", "static")
def william_shakespeare_score(ctx: CardContext) -> int:
    """Each hexagon on your board is worth one point."""
    return ctx.icons(Icon.HEX)


@book.karma("yi_sun_sin", "score", "instead", match=lambda ctx, card: ctx.splay_of(ctx.color(card)) != Splay.NONE)
def yi_sun_sin_score(ctx: KarmaContext, card: str) -> None:
    """When you would score a card of a colour you have splayed, tuck it instead, then draw a 3 and
    tuck it."""
    ctx.tuck(card)
    ctx.draw_and_tuck(ctx.effect_age(3))


@book.karma("amina_sukhera", "achievement_cards", "static")
def amina_sukhera_achievement_cards(ctx: CardContext) -> list[str]:
    """Each of your top cards with a castle is an achievement you may claim."""
    return [c for c in ctx.top_cards() if ctx.has_icon(c, Icon.CASTLE)]


@book.karma("michelangelo", "zone", "static")
def michelangelo_zone(ctx: CardContext, zone: str) -> list[str]:
    """The cards in your hand count as being in your score pile too."""
    return ["hand"] if zone == "score" else []


@book.karma("johannes_kepler", "dogma", "first")
def johannes_kepler_dogma(ctx: KarmaContext, card: str) -> None:
    """Before you take a Dogma action, show every card in your hand of the chosen card's colour:
    during the action, every value printed in any effect counts that many more."""
    color = ctx.color(card)
    shown = [c for c in ctx.hand() if ctx.color(c) == color]
    for c in shown:
        ctx.reveal(c)
    ctx.raise_effect_values(len(shown))
