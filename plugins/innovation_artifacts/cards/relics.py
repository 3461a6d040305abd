"""The relics with effects: Complex Numbers, Newton-Wickins Telescope and Safety Pin."""

from __future__ import annotations

from collections import Counter

from innovation.plugin_api import EffectContext, Icon
from innovation_artifacts.book import relic_book


def _icon_signature(ctx: EffectContext, card: str) -> Counter[int]:
    """The icons printed on a card, by type and number. Hex images, echo effects and empty slots
    are not icons; bonuses count (each value as its own type)."""
    return Counter(code for code in ctx.info(card).icons if code not in (Icon.HEX, Icon.ECHO, -1))


@relic_book.effect("complex_numbers")
def complex_numbers(ctx: EffectContext) -> None:
    """You may show a hand card whose icons are exactly those of one of your top cards (same types,
    same numbers). If you do, claim the available achievement of its value, ignoring
    eligibility."""
    tops = [_icon_signature(ctx, c) for c in ctx.top_cards()]
    eligible = [c for c in ctx.hand() if _icon_signature(ctx, c) in tops]
    card = ctx.choose_card(
        eligible, "You may reveal a card matching the icons of one of your top cards", optional=True, verb="reveal"
    )
    if card is None:
        return
    ctx.reveal(card)
    ctx.claim_achievement(ctx.age(card))


@relic_book.effect("newton_wickins_telescope")
def newton_wickins_telescope(ctx: EffectContext) -> None:
    """You may return as many score cards as you like. If you return any, draw and meld a card
    whose value is how many you returned; if that card shows a clock, return it."""
    score = ctx.score_pile()
    picks = ctx.choose_cards(
        score, "You may return any number of cards from your score pile", max_count=len(score), verb="return"
    )
    returned = ctx.return_cards(picks)  # "if you do" / "the number returned": what really went
    if not returned:
        return
    card = ctx.draw_and_meld(len(returned))
    if ctx.has_icon(card, Icon.CLOCK):
        ctx.return_card(card)


@relic_book.echo("safety_pin")
def safety_pin_echo(ctx: EffectContext) -> None:
    """Draw a 7 and score it."""
    ctx.draw_and_score(ctx.effect_age(7))


@relic_book.demand("safety_pin")
def safety_pin(ctx: EffectContext) -> None:
    """Return every card above 6 in your hand, then draw a 6."""
    age = ctx.effect_age(6)
    ctx.return_cards([c for c in ctx.hand() if ctx.age(c) > age])
    ctx.draw(age)
