"""Hook implementations that plug Echoes of the Past into the core (RULES.md §6)."""

from __future__ import annotations

from innovation.plugin_api import CardSet, Context, EffectFn, SpecialAchievement, ZoneSpec, hookimpl
from innovation_echoes import PLUGIN_NAME
from innovation_echoes.book import book
from innovation_echoes.card_data import CARDS
from innovation_echoes.cards import load_all
from innovation_echoes.specials import SPECIAL_ACHIEVEMENTS
from innovation_echoes.visible import echo_cards

SET = "echoes"
FORECAST = "forecast"

load_all()
CARD_SET = CardSet(name=SET, cards=CARDS, effects=book.build(CARDS))


@hookimpl
def innovation_register_cards() -> CardSet:
    return CARD_SET


@hookimpl
def innovation_special_achievements() -> list[SpecialAchievement]:
    return list(SPECIAL_ACHIEVEMENTS)


@hookimpl
def innovation_zones() -> list[ZoneSpec]:
    return [ZoneSpec(FORECAST)]


@hookimpl
def innovation_setup(ctx: Context) -> None:
    for p in range(ctx.n_players):
        ctx.add_zone(FORECAST, p)


@hookimpl
def innovation_on_draw(ctx: Context, age: int, set_name: str) -> str | None:
    """A base draw becomes an Echoes draw when the hand holds cards but no Echoes card (§6.3)."""
    hand = ctx.state.players[ctx.player].hand
    if hand and all(ctx.info(c).set != SET for c in hand):
        return SET
    return None


@hookimpl
def innovation_dogma_effects(ctx: Context, card: str) -> list[EffectFn]:
    """The visible echo effects of the activator's pile of the card's colour, bottom to top; an
    off-board dogma card (an artifact on display) adds its own echo effect last (§6.2)."""
    color = ctx.color(card)
    cards = echo_cards(ctx, color)
    if card not in ctx.state.players[ctx.player].piles[color]:
        cards.append(card)
    out: list[EffectFn] = []
    for c in cards:
        effects = ctx.effects_of(c)
        if effects is not None and effects.echo is not None:
            out.append(effects.echo)
    return out


@hookimpl
def innovation_achievement_cost(ctx: Context, age: int) -> int:
    """The n-th standard achievement of one value costs n × 5 × value; relics and special
    achievements are not counted (§4.1, RULES.md §10)."""
    owned = sum(
        1
        for c in ctx.state.players[ctx.player].achievements
        if ctx.is_card(c) and not ctx.info(c).relic and ctx.age(c) == age
    )
    return (owned + 1) * 5 * age


@hookimpl
def innovation_achievements_to_win(ctx: Context) -> int:
    return 1


@hookimpl(trylast=True)
def innovation_on_meld(ctx: Context, card: str, is_action: bool) -> None:
    """Promote after a Meld action (after any dig): you may meld a forecast card of value up to
    the melded card's, then you may dogma it for free (§6.4)."""
    if not is_action:
        return
    limit = ctx.age(card)
    candidates = [c for c in ctx.zone(FORECAST) if ctx.age(c) <= limit]
    promoted = ctx.choose_card(candidates, "You may promote a card from your forecast", optional=True, verb="meld")
    if promoted is None:
        return
    ctx.log("promote", f"{ctx.name()} promotes a card from their forecast.")
    ctx.meld(promoted)
    info = ctx.info(promoted)
    if info.dogma_icon < 0:
        return
    if ctx.about(promoted).ask("yes_no", f"Dogma {info.name} for free?", ["yes", "no"], verb="dogma") == "yes":
        ctx.dogma(promoted)


__all__ = ["CARD_SET", "PLUGIN_NAME"]
