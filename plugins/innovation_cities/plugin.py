"""Hook implementations that plug Cities of Destiny into the core (RULES-cities.md)."""

from __future__ import annotations

from innovation.plugin_api import BoardAchievement, CardEffects, CardSet, Context, SpecialAchievement, Splay, hookimpl
from innovation_cities import PLUGIN_NAME, rules
from innovation_cities.card_data import CARDS
from innovation_cities.icons import ICONS, notes
from innovation_cities.specials import SPECIAL_ACHIEVEMENTS

SET = rules.SET
#: Cities print no dogma effects; what their icons do is their text (``CardEffects.notes``).
CARD_SET = CardSet(name=SET, cards=CARDS, effects={c.id: CardEffects(c.id, notes=notes(c)) for c in CARDS}, icons=ICONS)


@hookimpl
def innovation_register_cards() -> CardSet:
    """The 105 cities, with six icon slots and a supply of their own (drawn only by the city
    draw); no dogma effects — each city's notes say what its special icons do; the special icons'
    names and descriptions (flag, fountain, the three arrows, plus)."""
    return CARD_SET


@hookimpl
def innovation_special_achievements() -> list[SpecialAchievement]:
    """Legend, Repute, Fame, Glory and Victory: claimed by melding or tucking a city a certain
    way (the meld and tuck hooks claim them; no board alone earns one)."""
    return list(SPECIAL_ACHIEVEMENTS)


@hookimpl
def innovation_achievements_to_win(ctx: Context) -> int:
    """One more achievement to win."""
    return 1


@hookimpl
def innovation_after_meld(ctx: Context, card: str, is_action: bool) -> None:
    """A city with an arrow melded onto a colour already splayed that way claims Legend, Repute or
    Fame (any meld). After a Meld action: a city's special icons (top centre, then bottom middle:
    an arrow splays, a plus draws one higher; then a search icon searches), then a draw of a city
    if the action started a new colour and no city is in hand — all before Artifacts' dig."""
    rules.after_meld(ctx, card, is_action)


@hookimpl
def innovation_after_tuck(ctx: Context, card: str) -> None:
    """Tucking a city with a flag claims Glory; with a fountain, Victory (the Endorse payment
    included)."""
    rules.after_tuck(ctx, card)


@hookimpl
def innovation_after_splay(ctx: Context, color: int, direction: Splay, owner: int) -> None:
    """Whoever splays a pile in a new direction draws a city, unless one is in their hand (BGA:
    the player splaying, also when the pile is someone else's)."""
    if direction != Splay.NONE:
        rules.draw_city(ctx)


@hookimpl
def innovation_board_achievements(ctx: Context) -> list[BoardAchievement]:
    """Each visible fountain; each visible flag while no opponent shows more cards of its colour."""
    return rules.board_achievements(ctx)


@hookimpl
def innovation_legal_actions(ctx: Context) -> list[str]:
    """``endorse <card>``, once per turn, for a top card whose featured icon a top city shows, with
    a hand card of value up to that city's (the highest such city counts) to tuck."""
    return rules.endorse_actions(ctx)


@hookimpl
def innovation_perform_action(ctx: Context, action: str) -> bool:
    """The Endorse action: tuck the payment, then the dogma with each demand going round twice and
    each echo and non-demand effect executed twice by the endorser (``ctx.dogma_repeated``)."""
    verb, _, card = action.partition(" ")
    if verb != "endorse":
        return False
    rules.endorse(ctx, card)
    return True


__all__ = ["CARD_SET", "PLUGIN_NAME"]
