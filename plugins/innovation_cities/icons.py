"""Cities' special icons: their codes (as in the reference data, BGA's ``spot_*`` values), what
each does, and the per-card notes that tell players what a city's icons do (cities have no dogma
effects, so these notes are their rules text)."""

from __future__ import annotations

from innovation.plugin_api import RESOURCE_ICONS, CardInfo, Color, Icon, IconInfo, Splay

FLAG = 8
FOUNTAIN = 9
SPLAY_LEFT = 11
SPLAY_RIGHT = 12
SPLAY_UP = 13
PLUS = 14

#: An arrow icon → the splay it makes.
ARROWS: dict[int, Splay] = {SPLAY_LEFT: Splay.LEFT, SPLAY_RIGHT: Splay.RIGHT, SPLAY_UP: Splay.UP}

#: Slots of a six-slot card: special icons sit in the top centre or the bottom middle, and a
#: resource icon in the top centre is a search icon.
TOP_CENTRE = 5
BOTTOM_MIDDLE = 2
#: The order a Meld action runs a city's special icons in (BGA ``meld``: ``spot_6``, then ``spot_3``).
ICON_SLOTS = (TOP_CENTRE, BOTTOM_MIDDLE)

ICONS: tuple[IconInfo, ...] = (
    IconInfo(
        FLAG,
        "flag",
        "While it shows, it counts as an achievement for you, unless an opponent shows more cards "
        "of its colour than you. Tucking a city with a flag claims Glory.",
        "⚑",
    ),
    IconInfo(
        FOUNTAIN,
        "fountain",
        "While it shows, it counts as an achievement for you. Tucking a city with a fountain claims Victory.",
        "⛲",
    ),
    IconInfo(
        SPLAY_LEFT,
        "splay_left",
        "Meld this city by a Meld action: splay its colour left. Melded onto a colour already "
        "splayed left, it claims Legend.",
        "⇐",
    ),
    IconInfo(
        SPLAY_RIGHT,
        "splay_right",
        "Meld this city by a Meld action: splay its colour right. Melded onto a colour already "
        "splayed right, it claims Repute.",
        "⇒",
    ),
    IconInfo(
        SPLAY_UP,
        "splay_up",
        "Meld this city by a Meld action: splay its colour up. Melded onto a colour already "
        "splayed up, it claims Fame.",
        "⇑",
    ),
    IconInfo(PLUS, "plus", "Meld this card by a Meld action: draw a card of value one higher.", "✚"),
)


def is_city(info: CardInfo) -> bool:
    """A city: a card of the Cities set (the relic Timbuktu is one too; BGA card type 2)."""
    return info.set == "cities"


def search_icon(info: CardInfo) -> int | None:
    """The resource icon a city searches for: the one in its top centre, if any."""
    if len(info.icons) <= TOP_CENTRE:
        return None
    code = info.icons[TOP_CENTRE]
    return code if code in RESOURCE_ICONS else None


def notes(info: CardInfo) -> tuple[str, ...]:
    """What a city's special icons do, in the order a Meld action runs them."""
    color = Color(info.color).label
    out: list[str] = []
    for slot in ICON_SLOTS:
        code = info.icons[slot] if slot < len(info.icons) else -1
        if code in ARROWS:
            direction = ARROWS[code].label
            out.append(f"Arrow: when a Meld action melds this city, splay your {color} cards {direction}.")
        elif code == PLUS:
            out.append(f"Plus: when a Meld action melds this city, draw a {info.age + 1}.")
    icon = search_icon(info)
    if icon is not None:
        name = Icon(icon).name.lower()
        out.append(
            f"Search ({name}): when a Meld action melds this city, draw and reveal {info.age} base "
            f"{info.age}s (fewer if the pile runs out); keep those with a {name}, return the others."
        )
    for code in info.icons:
        if code == FLAG:
            out.append(f"Flag: while it shows, an achievement for you unless an opponent shows more {color} cards.")
        elif code == FOUNTAIN:
            out.append("Fountain: while it shows, an achievement for you.")
    return tuple(out)


__all__ = ["ARROWS", "FLAG", "FOUNTAIN", "ICONS", "PLUS", "is_city", "notes", "search_icon"]
