"""Age 6 figures: their echo and inspire effects."""

from __future__ import annotations

from collections.abc import Sequence

from innovation.plugin_api import CardContext, Color, EffectContext, Icon, KarmaContext, Splay
from innovation_figures.book import book
from innovation_figures.cards.common import (
    draw_a,
    draw_and_meld_a,
    draw_and_tuck_a,
    may_splay_any,
    meld_from_hand,
    score_a_top_card,
    score_from_hand,
    top_cards_everywhere,
    tuck_from_hand,
)
from innovation_figures.figures import is_figure

book.inspire("adam_smith")(may_splay_any(Splay.RIGHT))


@book.echo("benjamin_franklin")
def benjamin_franklin_echo(ctx: EffectContext) -> None:
    """Take a top figure from any board, yours included, into your hand, then meld it."""
    figures = [c for c in top_cards_everywhere(ctx) if is_figure(ctx, c)]
    card = ctx.choose_card(
        figures, "Take a top figure from any board into your hand", verb="transfer", to=ctx.hand_of()
    )
    if card is not None and ctx.transfer(card, ctx.hand_of()):
        ctx.meld(card)


book.echo("carl_friedrich_gauss")(draw_a(7))
book.inspire("catherine_the_great")(draw_and_meld_a(6))
book.inspire("edward_jenner")(tuck_from_hand)
book.inspire("john_harrison")(draw_a(6))
book.inspire("john_loudon_mcadam")(meld_from_hand)
book.inspire("ludwig_van_beethoven")(score_from_hand)


@book.echo("napoleon_bonaparte")
def napoleon_bonaparte_echo(ctx: EffectContext) -> None:
    """Score a top figure of value 5 or 6 from any board, yours included."""
    cards = [c for c in top_cards_everywhere(ctx) if is_figure(ctx, c) and ctx.age(c) in (5, 6)]
    prompt = "Score a top figure of value 5 or 6 from any board"
    score_a_top_card(ctx, cards, prompt)


book.echo("tecumseh")(draw_and_tuck_a(6))


# --------------------------------------------------------------------------- karmas


@book.karma("adam_smith", "icons", "static")
def adam_smith_icons(ctx: CardContext, counts: Sequence[int]) -> dict[int, int]:
    """Each crown on your board gives you two more crowns."""
    return {Icon.CROWN: 2 * counts[Icon.CROWN]}


@book.karma("benjamin_franklin", "meld", "first")
def benjamin_franklin_meld(ctx: KarmaContext, card: str) -> None:
    """Before you meld a card, draw a card one higher and meld it."""
    ctx.draw_and_meld(ctx.age(card) + 1)


@book.karma("carl_friedrich_gauss", "meld", "first")
def carl_friedrich_gauss_meld(ctx: KarmaContext, card: str) -> None:
    """Before you meld a card, name a value and meld every card of that value from your hand and
    your score pile."""
    mine = [c for c in (*ctx.hand(), *ctx.score_pile()) if c != card]
    values = sorted({ctx.age(c) for c in mine})
    if not values:
        return
    value = ctx.choose_value(values, "Choose a value to meld from your hand and score pile", verb="meld")
    ctx.meld_cards([c for c in mine if ctx.age(c) == value])


@book.karma("catherine_the_great", "icons", "static")
def catherine_the_great_icons(ctx: CardContext, counts: Sequence[int]) -> dict[int, int]:
    """Each lightbulb on your board gives you two more lightbulbs."""
    return {Icon.LIGHTBULB: 2 * counts[Icon.LIGHTBULB]}


@book.karma("catherine_the_great", "meld", "first", match=lambda ctx, card: ctx.color(card) == Color.PURPLE)
def catherine_the_great_meld(ctx: KarmaContext) -> None:
    """Before you meld a purple card, take your top purple card into your hand."""
    top = ctx.top(Color.PURPLE)
    if top is not None:
        ctx.transfer(top, ctx.hand_of())


@book.karma("edward_jenner", "demand", "instead")
def edward_jenner_demand(ctx: KarmaContext) -> None:
    """When another player's demand would take effect on you, return a card from your hand instead."""
    card = ctx.choose_card(ctx.hand(), "Return a card from your hand", verb="return")
    if card is not None:
        ctx.return_card(card)


@book.karma(
    "john_harrison", "draw", "first", anyone=True, match=lambda ctx, share, player: share and player in ctx.opponents()
)
def john_harrison_draw(ctx: KarmaContext) -> None:
    """Before an opponent draws a sharing bonus, draw a 6 from the supply pile of your choice."""
    sets = ctx.supply_sets()
    chosen = (
        ctx.choose_option(sets, "Choose the supply pile to draw the 6 from", verb="draw") if len(sets) > 1 else sets[0]
    )
    ctx.draw(ctx.effect_age(6), set_name=chosen)


@book.karma("ludwig_van_beethoven", "score", "instead", match=lambda ctx, card: ctx.has_icon(card, Icon.LIGHTBULB))
def ludwig_van_beethoven_score(ctx: KarmaContext, card: str) -> None:
    """When you would score a card with a lightbulb, return it and your whole score pile instead,
    then draw and score four 5s."""
    ctx.return_cards([card, *(c for c in ctx.score_pile() if c != card)])
    for _ in range(4):
        ctx.draw_and_score(ctx.effect_age(5))


@book.karma(
    "napoleon_bonaparte", ("score", "return"), "instead", match=lambda ctx, card: ctx.has_icon(card, Icon.FACTORY)
)
def napoleon_bonaparte_factory(ctx: KarmaContext, card: str) -> None:
    """When you would score or return a card with a factory, tuck it instead and score a top 6 from
    any board."""
    ctx.tuck(card)
    sixes = [c for q in ctx.everyone() for c in ctx.top_cards(q) if ctx.age(c) == 6]
    six = ctx.choose_card(sixes, "Score a top card of value 6 from any board", verb="score")
    if six is not None:
        ctx.score(six)


@book.karma("tecumseh", "tuck", "first", match=lambda ctx, card: ctx.has_icon(card, Icon.FACTORY))
def tecumseh_tuck(ctx: KarmaContext) -> None:
    """Before you tuck a card with a factory, return a top card with a factory from another board."""
    cards = [c for q in ctx.others() for c in ctx.top_cards(q) if ctx.has_icon(c, Icon.FACTORY)]
    card = ctx.choose_card(cards, "Return a top card with a factory from another board", verb="return")
    if card is not None:
        ctx.return_card(card)


@book.karma("john_loudon_mcadam", "achievement_cards", "static")
def john_loudon_mcadam_achievement_cards(ctx: CardContext) -> list[str]:
    """Each of your top cards with a factory is an achievement you may claim."""
    return [c for c in ctx.top_cards() if ctx.has_icon(c, Icon.FACTORY)]
