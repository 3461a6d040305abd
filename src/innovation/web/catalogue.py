"""The card facts a browser needs to draw any card it is shown (public data: every card of the
sets in play, never where a card is). Replaced by the protocol's public card catalogue when it
lands (issue 9)."""

from __future__ import annotations

import msgspec

from innovation.cards import VISIBLE_SLOTS, Color, Icon, Splay
from innovation.plugins import Rules


class CardFacts(msgspec.Struct, frozen=True, omit_defaults=True):
    id: str
    name: str
    set: str
    age: int
    color: str
    #: The four slots (top-left, bottom-left, bottom-middle, bottom-right): an icon name, "bonusN"
    #: for an Echoes bonus, or None for an empty slot.
    icons: list[str | None]
    featured: str | None
    texts: list[str]
    relic: bool = False


class SpecialFacts(msgspec.Struct, frozen=True):
    id: str
    name: str
    set: str
    description: str


class Catalogue(msgspec.Struct, frozen=True):
    cards: dict[str, CardFacts]
    specials: dict[str, SpecialFacts]
    #: Slots of a covered card that each splay shows (the top card shows all four).
    visible_slots: dict[str, list[int]]


def icon_name(code: int) -> str | None:
    if code < 0:
        return None
    if code > 100:
        return f"bonus{code - 100}"
    try:
        return Icon(code).name.lower()
    except ValueError:
        return f"icon{code}"


def catalogue(rules: Rules) -> Catalogue:
    cards: dict[str, CardFacts] = {}
    for cid, info in rules.cards.items():
        effects = rules.effects.get(cid)
        cards[cid] = CardFacts(
            id=cid,
            name=info.name,
            set=info.set,
            age=info.age,
            color=Color(info.color).label,
            icons=[icon_name(code) for code in info.icons],
            featured=icon_name(info.dogma_icon),
            texts=effects.texts() if effects is not None else [],
            relic=info.relic,
        )
    specials = {
        sid: SpecialFacts(id=sid, name=sa.name, set=sa.set, description=sa.description)
        for sid, sa in rules.specials.items()
    }
    return Catalogue(
        cards=cards,
        specials=specials,
        visible_slots={Splay(k).label: list(v) for k, v in VISIBLE_SLOTS.items()},
    )
