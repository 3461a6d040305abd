"""What Echoes of the Past does differently in each edition, in one place: each edition's
:class:`EchoesRules`, chosen once per game (by the edition in play) by the plugin's hooks.

The 3rd and 1st editions (RULES.md §6): a base draw becomes an Echoes draw when your hand holds
cards but no Echoes card; after a Meld action you *may* promote, then *may* dogma the promoted
card; Destiny needs seven forecast cards. The 4th edition (RULES-4e.md §6): ``fourth/rules.py``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from innovation.plugin_api import CardSet, Context, OptionValue, SpecialAchievement
from innovation_echoes import fourth
from innovation_echoes.book import book
from innovation_echoes.card_data import CARDS
from innovation_echoes.cards import load_all
from innovation_echoes.fourth import rules as fourth_rules
from innovation_echoes.specials import SPECIAL_ACHIEVEMENTS, SPECIAL_ACHIEVEMENTS_FOURTH

SET = "echoes"
FORECAST = "forecast"


@dataclass(frozen=True)
class EchoesRules:
    """The Echoes rules of one edition."""

    #: The cards as the edition prints them.
    card_set: Callable[[], CardSet]
    specials: tuple[SpecialAchievement, ...]
    #: Whether the player of the context draws an Echoes card instead of a base card.
    draws_echoes: Callable[[Context], bool]
    #: What follows a Meld action of the card (promotion).
    promote: Callable[[Context, str], None]


def _classic_draws_echoes(ctx: Context) -> bool:
    """A base draw becomes an Echoes draw when the hand holds cards but no Echoes card (§6.3)."""
    hand = ctx.state.players[ctx.player].hand
    return bool(hand) and all(ctx.info(c).set != SET for c in hand)


def _classic_promote(ctx: Context, card: str) -> None:
    """You may meld a forecast card of value up to the melded card's, then you may dogma it for
    free (§6.4)."""
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


@functools.cache
def _classic_card_set() -> CardSet:
    load_all()
    return CardSet(name=SET, cards=CARDS, effects=book.build(CARDS))


CLASSIC = EchoesRules(_classic_card_set, SPECIAL_ACHIEVEMENTS, _classic_draws_echoes, _classic_promote)
FOURTH = EchoesRules(fourth.card_set, SPECIAL_ACHIEVEMENTS_FOURTH, fourth_rules.draws_echoes, fourth_rules.promote)

#: Each edition's Echoes rules, by the edition's canonical name.
EDITION_RULES: Mapping[str, EchoesRules] = {"third": CLASSIC, "first": CLASSIC, "fourth": FOURTH}


def rules_of(edition: OptionValue) -> EchoesRules:
    """The Echoes rules of ``edition`` (an edition the plugin ships: see ``EDITIONS``)."""
    return EDITION_RULES.get(edition, CLASSIC) if isinstance(edition, str) else CLASSIC
