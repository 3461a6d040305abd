"""Hook implementations that plug Echoes of the Past into the core (RULES.md §6)."""

from __future__ import annotations

from innovation.plugin_api import CardSet, EffectFn, Engine, SpecialAchievement, ZoneSpec, hookimpl
from innovation_echoes import PLUGIN_NAME
from innovation_echoes.book import book
from innovation_echoes.card_data import CARDS
from innovation_echoes.cards import load_all
from innovation_echoes.specials import SPECIAL_ACHIEVEMENTS
from innovation_echoes.visible import bonus_points, echo_cards

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
def innovation_setup(engine: Engine) -> None:
    for pl in engine.state.players:
        pl.zones.setdefault(FORECAST, [])


@hookimpl
def innovation_on_draw(engine: Engine, player: int, age: int, set_name: str) -> str | None:
    """A base draw becomes an Echoes draw when the hand holds cards but no Echoes card (§6.3)."""
    hand = engine.state.players[player].hand
    if hand and all(engine.cards[c].set != SET for c in hand):
        return SET
    return None


@hookimpl
def innovation_score(engine: Engine, player: int) -> int:
    return bonus_points(engine, player)


@hookimpl
def innovation_dogma_effects(engine: Engine, player: int, card: str) -> list[EffectFn]:
    """The visible echo effects of the activator's pile of the card's colour, bottom to top; an
    off-board dogma card (an artifact on display) adds its own echo effect last (§6.2)."""
    color = engine.cards[card].color
    cards = echo_cards(engine, player, color)
    if card not in engine.state.players[player].piles[color]:
        cards.append(card)
    out: list[EffectFn] = []
    for c in cards:
        effects = engine.rules.effects.get(c)
        if effects is not None and effects.echo is not None:
            out.append(effects.echo)
    return out


@hookimpl
def innovation_achievement_cost(engine: Engine, player: int, age: int) -> int:
    """The n-th standard achievement of one value costs n × 5 × value; relics and special
    achievements are not counted (§4.1, RULES.md §10)."""
    owned = sum(
        1
        for c in engine.state.players[player].achievements
        if c in engine.cards and not engine.cards[c].relic and engine.cards[c].age == age
    )
    return (owned + 1) * 5 * age


@hookimpl
def innovation_achievements_to_win(engine: Engine) -> int:
    return 1


@hookimpl(trylast=True)
def innovation_on_meld(engine: Engine, player: int, card: str, is_action: bool) -> None:
    """Promote after a Meld action (after any dig): you may meld a forecast card of value up to
    the melded card's, then you may dogma it for free (§6.4)."""
    if not is_action:
        return
    forecast = engine.state.players[player].zones.get("forecast", [])
    limit = engine.cards[card].age
    candidates = [c for c in forecast if engine.cards[c].age <= limit]
    promoted = engine.choose_card(
        player, candidates, "You may promote a card from your forecast", optional=True, verb="meld"
    )
    if promoted is None:
        return
    engine.log("promote", f"{engine.name(player)} promotes a card from their forecast.", player)
    engine.meld(player, promoted)
    info = engine.cards[promoted]
    if info.dogma_icon < 0:
        return
    answer = engine.ask(player, "yes_no", f"Dogma {info.name} for free?", ["yes", "no"], promoted, verb="dogma")
    if answer == "yes":
        engine.dogma(player, promoted)


__all__ = ["CARD_SET", "PLUGIN_NAME"]
