"""Hook implementations that plug Cities of Destiny into the core (RULES-cities.md)."""

from __future__ import annotations

from collections.abc import Mapping

from innovation.plugin_api import BoardAchievement, CardSet, Context, OptionValue, SpecialAchievement, Splay, hookimpl
from innovation_cities import EDITIONS, PLUGIN_NAME, rules
from innovation_cities.editions import CLASSIC, cities_edition

SET = rules.SET
#: The cities as the 3rd edition (the default) prints them; ``card_set(edition)`` for the others.
CARD_SET = CLASSIC.card_set


def card_set(edition: OptionValue = "third") -> CardSet:
    """The Cities set as ``edition`` prints it (the 4th edition's data is ``innovation_cities.fourth``)."""
    return cities_edition(edition).card_set


@hookimpl
def innovation_register_cards(options: Mapping[str, OptionValue]) -> CardSet:
    """The edition's cities (105; 115 in the 4th edition), with six icon slots and a supply of
    their own (drawn only by the city draw); no dogma effects — each city's notes say what its
    special icons do; the special icons' names and descriptions."""
    return card_set(options.get("edition", "third"))


@hookimpl
def innovation_special_achievements(options: Mapping[str, OptionValue]) -> list[SpecialAchievement]:
    """Legend (4th edition: Tradition), Repute, Fame, Glory and Victory: claimed by melding a
    city a certain way, or by tucking it (4th edition: junking it from your hand) — the hooks
    claim them; no board alone earns one."""
    return list(cities_edition(options.get("edition", "third")).specials)


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
    """3rd edition: tucking a city with a flag claims Glory; with a fountain, Victory (the Endorse
    payment included)."""
    rules.claim_for_flags(ctx, card, "tuck")


@hookimpl
def innovation_after_junk_from_hand(ctx: Context, card: str) -> None:
    """4th edition: junking a city with a flag from your hand claims Glory; with a fountain,
    Victory (the Endorse payment included)."""
    rules.claim_for_flags(ctx, card, "junk")


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
    """The Endorse action: pay (tucked; 4th edition: junked), then the dogma with each demand going round twice and
    each echo and non-demand effect executed twice by the endorser (``ctx.dogma_repeated``)."""
    verb, _, card = action.partition(" ")
    if verb != "endorse":
        return False
    rules.endorse(ctx, card)
    return True


__all__ = ["CARD_SET", "EDITIONS", "PLUGIN_NAME", "card_set"]
