"""What Cities of Destiny does in each edition, in one place (RULES-cities.md; RULES-4e.md §6).

The plugin's hooks read the :class:`CitiesEdition` of the edition in play (:func:`cities_edition`)
instead of asking which edition it is: a rule that differs is a field here, and a new edition is one
more entry in :data:`CITIES_EDITIONS`.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Literal

from innovation.plugin_api import (
    CardEffects,
    CardInfo,
    CardSet,
    Context,
    IconInfo,
    OptionValue,
    SpecialAchievement,
    Splay,
)
from innovation_cities import card_data
from innovation_cities.fourth import card_data as fourth_card_data
from innovation_cities.icons import ARROWS, ICONS, ICONS_FOURTH, JUNK, PLUS, UNSPLAY, UPLIFT, notes
from innovation_cities.specials import (
    FOR_MELDING,
    FOR_MELDING_FOURTH,
    SPECIAL_ACHIEVEMENTS,
    SPECIAL_ACHIEVEMENTS_FOURTH,
)

SET = "cities"

#: What a special icon does when a Meld action melds its city: ``(ctx, the city's facts)``.
IconRule = Callable[[Context, CardInfo], None]


def _splayer(direction: Splay) -> IconRule:
    def splay(ctx: Context, info: CardInfo) -> None:
        """An arrow: splay the city's colour that way."""
        ctx.splay(info.color, direction)

    return splay


def _plus(ctx: Context, info: CardInfo) -> None:
    """A plus: draw a card one higher than the city."""
    ctx.draw(info.age + 1)


def _junk(ctx: Context, info: CardInfo) -> None:
    """Junk (4th edition): junk the available standard achievement of the city's value, if any."""
    ctx.junk_achievement(info.age)


def _uplift(ctx: Context, info: CardInfo) -> None:
    """Uplift (4th edition): junk the base pile one higher than the city, then draw two higher."""
    ctx.junk_deck(info.age + 1)
    ctx.draw(info.age + 2)


def _unsplay(ctx: Context, info: CardInfo) -> None:
    """Unsplay (4th edition): each opponent unsplays the city's colour."""
    for q in ctx.opponents():
        ctx.unsplay(info.color, q)


_CLASSIC_ICON_RULES: dict[int, IconRule] = {code: _splayer(d) for code, d in ARROWS.items()} | {PLUS: _plus}
_FOURTH_ICON_RULES: dict[int, IconRule] = _CLASSIC_ICON_RULES | {JUNK: _junk, UPLIFT: _uplift, UNSPLAY: _unsplay}


def _pay_by_tucking(ctx: Context, card: str, limit: int) -> None:
    payment = ctx.about(card).choose_card(
        [c for c in ctx.hand() if ctx.age(c) <= limit],
        f"Tuck a card of value {limit} or less to pay for the Endorse",
        verb="tuck",
    )
    assert payment is not None
    ctx.tuck(payment)


def _pay_by_junking(ctx: Context, card: str, limit: int) -> None:
    payment = ctx.about(card).choose_card(
        [c for c in ctx.hand() if ctx.age(c) <= limit],
        f"Junk a card of value {limit} or less to pay for the Endorse",
        verb="junk",
    )
    assert payment is not None
    ctx.junk(payment)


@dataclass(frozen=True)
class CitiesEdition:
    """Cities' rules in one edition."""

    #: The cities as the edition prints them.
    cards: tuple[CardInfo, ...]
    #: The special icons' names and descriptions.
    icons: tuple[IconInfo, ...]
    specials: tuple[SpecialAchievement, ...]
    #: Arrow icon → (the splay the colour must already have, the achievement melding claims).
    for_melding: Mapping[int, tuple[Splay, str]]
    #: What each special icon does when a Meld action melds its city.
    icon_rules: Mapping[int, IconRule]
    #: The highest city value whose top-centre resource icon is a search icon (None: every value).
    search_up_to: int | None
    #: How a flag or fountain city claims Glory or Victory: tucked (any tuck), or junked from a hand.
    glory_by: Literal["tuck", "junk"]
    #: How the Endorse action is paid: ``(ctx, the endorsed card, the highest value allowed)``.
    pay_for_endorse: Callable[[Context, str, int], None]

    @functools.cached_property
    def card_set(self) -> CardSet:
        """Cities print no dogma effects; what their icons do is their text (``CardEffects.notes``)."""
        effects = {c.id: CardEffects(c.id, notes=notes(c, self.search_up_to)) for c in self.cards}
        return CardSet(name=SET, cards=self.cards, effects=effects, icons=self.icons)


CLASSIC = CitiesEdition(
    cards=card_data.CARDS,
    icons=ICONS,
    specials=SPECIAL_ACHIEVEMENTS,
    for_melding=FOR_MELDING,
    icon_rules=_CLASSIC_ICON_RULES,
    search_up_to=None,
    glory_by="tuck",
    pay_for_endorse=_pay_by_tucking,
)
#: RULES-4e.md §6: no featured icon on cities (in the data), three new meld icons, searches only up
#: to 5, Glory and Victory by junking from a hand, Tradition for Legend, the Endorse paid by junking.
FOURTH = CitiesEdition(
    cards=fourth_card_data.CARDS,
    icons=ICONS_FOURTH,
    specials=SPECIAL_ACHIEVEMENTS_FOURTH,
    for_melding=FOR_MELDING_FOURTH,
    icon_rules=_FOURTH_ICON_RULES,
    search_up_to=5,
    glory_by="junk",
    pay_for_endorse=_pay_by_junking,
)

#: Cities' rules by edition name (the 1st edition plays the 3rd edition's Cities).
CITIES_EDITIONS: Mapping[str, CitiesEdition] = {"third": CLASSIC, "first": CLASSIC, "fourth": FOURTH}


def cities_edition(edition: OptionValue) -> CitiesEdition:
    """The Cities rules of ``edition`` (the core has checked the name against ``EDITIONS``)."""
    return CITIES_EDITIONS.get(edition, CLASSIC) if isinstance(edition, str) else CLASSIC


def of(ctx: Context) -> CitiesEdition:
    """The Cities rules of the game ``ctx`` belongs to."""
    return cities_edition(ctx.option("edition"))
