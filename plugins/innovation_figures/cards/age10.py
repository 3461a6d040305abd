"""Age 10 figures: their echo and inspire effects."""

from __future__ import annotations

from collections.abc import Callable

from innovation.plugin_api import COLORS, CardContext, EffectContext, Icon, KarmaContext, Splay
from innovation_figures.book import book
from innovation_figures.card_data import CARDS as FIGURE_CARDS
from innovation_figures.cards.common import (
    draw_a,
    draw_and_meld_a,
    draw_and_tuck_a,
    may_splay_any,
    score_a_top_card,
    score_from_hand,
    score_own_top_card,
    standard_achievements,
)
from innovation_figures.figures import SET, is_figure, top_figures
from innovation_figures.icons import INSPIRE


@book.inspire("alex_trebek")
def alex_trebek_inspire(ctx: EffectContext) -> None:
    """Name any value, then draw a card of that value and meld it."""
    value = ctx.choose_value(
        range(1, ctx.edition.max_age + 1), "Choose the value of the card to draw and meld", verb="draw"
    )
    ctx.draw_and_meld(ctx.effect_age(value))


book.inspire("jackie_chan")(score_from_hand)
book.echo("kim_yu_na")(score_own_top_card)


@book.echo("margaret_thatcher")
def margaret_thatcher_echo(ctx: EffectContext) -> None:
    """Score one of your top cards that shows a factory or a crown."""
    cards = [c for c in ctx.top_cards() if ctx.has_icon(c, Icon.FACTORY) or ctx.has_icon(c, Icon.CROWN)]
    prompt = "Score one of your top cards with a factory or a crown"
    score_a_top_card(ctx, cards, prompt)


book.echo("martin_scorsese")(draw_and_meld_a(10))
book.inspire("muhammad_yunus")(draw_a(10))
book.inspire("sergey_brin")(may_splay_any(Splay.UP))


@book.echo("shigeru_miyamoto")
def shigeru_miyamoto_echo(ctx: EffectContext) -> None:
    """Draw a 10. If it shows no clock, score it."""
    card = ctx.draw(ctx.effect_age(10))
    if not ctx.has_icon(card, Icon.CLOCK):
        ctx.score(card)


book.inspire("stephen_hawking")(draw_and_tuck_a(10))


@book.inspire("susan_blackmore")
def susan_blackmore_inspire(ctx: EffectContext) -> None:
    """Choose a card with an echo or inspire effect showing on any board, other than this one, and
    execute that effect yourself."""
    # Ruling (docs/rulings.md, "Figures in the Sky"): "any echo or inspire effect" = one showing on a
    # board, as the Dogma and Inspire actions see them. Her own is left out: choosing it would run
    # this effect inside itself with nothing to stop it.
    shown = [
        card
        for q in ctx.everyone()
        for color in COLORS
        for card, slots in ctx.visible_faces(color, q)
        if card != ctx.source and (Icon.ECHO in slots or INSPIRE in slots)
    ]
    card = ctx.choose_card(shown, "Choose a card whose echo or inspire effect you execute", verb="execute")
    if card is None:
        return
    effects = ctx.effects_of(card)
    if effects is not None and effects.echo is not None:
        ctx.execute_printed(card, effects.echo, "echo")
    elif (inspire := book.inspires.get(card)) is not None:
        ctx.execute_printed(card, inspire, "inspire")


# --------------------------------------------------------------------------- karmas


@book.karma("jackie_chan", "win", "first", anyone=True, match=lambda ctx, player: player in ctx.opponents())
def jackie_chan_win(ctx: KarmaContext) -> None:
    """Before an opponent wins, score every other figure on top of any board; if you then have the
    most points, you win instead."""
    ctx.score_cards([c for q in ctx.everyone() for c in top_figures(ctx, q) if c != ctx.card])
    mine = ctx.points()
    if all(ctx.points(q) < mine for q in ctx.others()):
        ctx.win()


@book.karma("kim_yu_na", "score", "instead", match=lambda ctx, card: ctx.has_icon(card, Icon.CASTLE))
def kim_yu_na_score(ctx: KarmaContext) -> None:
    """When you would score a card with a castle, you win instead."""
    ctx.win()


@book.karma("margaret_thatcher", "dogma", "first")
def margaret_thatcher_dogma(ctx: KarmaContext) -> None:
    """Before you take a Dogma action, score a top card with a crown or a factory from any board."""
    cards = [
        c
        for q in ctx.everyone()
        for c in ctx.top_cards(q)
        if ctx.has_icon(c, Icon.CROWN) or ctx.has_icon(c, Icon.FACTORY)
    ]
    card = ctx.choose_card(cards, "Score a top card with a crown or a factory from any board", verb="score")
    if card is not None:
        ctx.score(card)


@book.karma("martin_scorsese", "meld", "instead", match=lambda ctx, card: is_figure(ctx, card))
def martin_scorsese_meld(ctx: KarmaContext, card: str) -> None:
    """When you would meld a figure, tuck it instead and claim a standard achievement, whether you
    qualify or not."""
    ctx.tuck(card)
    achievement = ctx.choose_card(standard_achievements(ctx), "Claim a standard achievement", verb="achieve")
    if achievement is not None:
        ctx.achieve(achievement)


@book.karma("shigeru_miyamoto", "dogma", "first", match=lambda ctx, card: ctx.info(card).dogma_icon == Icon.CLOCK)
def shigeru_miyamoto_dogma(ctx: KarmaContext) -> None:
    """Before you take a Dogma action on a card featuring the clock: if you have exactly one, three or
    six clocks, you win."""
    if ctx.icons(Icon.CLOCK) in (1, 3, 6):
        ctx.win()


@book.karma("susan_blackmore", "no_share", "first")
def susan_blackmore_no_share(ctx: KarmaContext, card: str) -> None:
    """When another player's dogma ends without a sharing bonus, first move the card they activated
    to your score pile."""
    ctx.transfer(card, ctx.score_of())


@book.karma("sergey_brin", "dogma_targets", "static")
def sergey_brin_dogma_targets(ctx: CardContext) -> list[str]:
    """You may take a Dogma action on any top card of any board."""
    return [c for q in ctx.others() for c in ctx.top_cards(q)]


def _score_bottom_of(color: int) -> Callable[[EffectContext], None]:
    def effect(ctx: EffectContext) -> None:
        bottom = ctx.bottom(color)
        if bottom is not None:
            ctx.score(bottom)

    effect.__doc__ = "Score the bottom card of this colour."
    return effect


@book.karma("stephen_hawking", "dogma_effects", "static")
def stephen_hawking_dogma_effects(ctx: CardContext, card: str) -> list[Callable[[EffectContext], None]]:
    """Each hexagon on your board is also an echo effect: "Score the bottom card of this colour.\""""
    color = ctx.color(card)
    hexes = sum(slots.count(Icon.HEX) for _card, slots in ctx.visible_faces(color))
    return [_score_bottom_of(color) for _ in range(hexes)]


def _no_figure_of_value_in_hand(ctx: CardContext, age: int) -> bool:
    return 1 <= age <= 10 and not any(is_figure(ctx, c) and ctx.age(c) == age for c in ctx.hand())


@book.karma("alex_trebek", "draw", "first", match=_no_figure_of_value_in_hand)
def alex_trebek_draw(ctx: KarmaContext, age: int) -> None:
    """Before you draw a card of a value no figure in your hand has, name a figure of that value: if
    it is in the figure supply pile of that value, take it into your hand; then shuffle that pile."""
    named = {c.id: c.name for c in FIGURE_CARDS if c.age == age}
    figure = ctx.choose_option(named, "Who is…? Name a figure of that value")
    if figure in ctx.state.decks[SET][age - 1]:
        ctx.transfer(figure, ctx.hand_of())
    ctx.shuffle_supply(age, set_name=SET)


def _featured_counts(ctx: KarmaContext, icon: int) -> list[int]:
    return [ctx.icons(icon, q) for q in range(ctx.n_players)]


@book.karma("muhammad_yunus", "dogma", "first", anyone=True)
def muhammad_yunus_dogma(ctx: KarmaContext, card: str, player: int) -> bool:
    """Before any player takes a Dogma action, you may return a card from your hand; if you do, you
    alone have the most of its featured icon until the action ends."""
    returned = ctx.choose_card(ctx.hand(), "You may return a card from your hand", verb="return", optional=True)
    if returned is None or not ctx.return_card(returned):
        return False
    counts = _featured_counts(ctx, ctx.info(card).dogma_icon)
    counts[ctx.player] = max(counts) + 1
    ctx.dogma(card, p=player, counts=counts)
    return True
