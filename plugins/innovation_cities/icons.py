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
#: The 4th edition's new meld icons (RULES-4e.md §6).
JUNK = 15
UPLIFT = 16
UNSPLAY = 17

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

#: The 4th edition's icons: Glory and Victory come from junking a city from your hand, Legend is
#: called Tradition, and three new meld icons (junk, uplift, unsplay).
ICONS_FOURTH: tuple[IconInfo, ...] = (
    IconInfo(
        FLAG,
        "flag",
        "While it shows, it counts as an achievement for you, unless an opponent shows more cards "
        "of its colour than you. Junking a city with a flag from your hand claims Glory.",
        "⚑",
    ),
    IconInfo(
        FOUNTAIN,
        "fountain",
        "While it shows, it counts as an achievement for you. Junking a city with a fountain from your hand claims "
        "Victory.",
        "⛲",
    ),
    IconInfo(
        SPLAY_LEFT,
        "splay_left",
        "Meld this city by a Meld action: splay its colour left. Melded onto a colour already "
        "splayed left, it claims Tradition.",
        "⇐",
    ),
    *ICONS[3:],
    IconInfo(
        JUNK,
        "junk",
        "Meld this city by a Meld action: junk the available standard achievement of the city's value.",
        "✖",
    ),
    IconInfo(
        UPLIFT,
        "uplift",
        "Meld this city by a Meld action: junk the base pile one higher than the city, then draw a card two higher.",
        "⤊",
    ),
    IconInfo(UNSPLAY, "unsplay", "Meld this city by a Meld action: each opponent unsplays the city's colour.", "⊟"),
)


def is_city(info: CardInfo) -> bool:
    """A city: a card of the Cities set (the relic Timbuktu is one too; BGA card type 2)."""
    return info.set == "cities"


def search_icon(info: CardInfo, up_to: int | None = None) -> int | None:
    """The resource icon a city searches for: the one in its top centre, if any (only on cities
    of value ``up_to`` or less when the edition limits searching: the 4th edition's 5)."""
    if len(info.icons) <= TOP_CENTRE or (up_to is not None and info.age > up_to):
        return None
    code = info.icons[TOP_CENTRE]
    return code if code in RESOURCE_ICONS else None


def notes(info: CardInfo, search_up_to: int | None = None) -> tuple[str, ...]:
    """What a city's special icons do, in the order a Meld action runs them (``search_up_to``:
    the edition's highest city value with a search icon, None for every value)."""
    color = Color(info.color).label
    out: list[str] = []
    for slot in ICON_SLOTS:
        code = info.icons[slot] if slot < len(info.icons) else -1
        if code in ARROWS:
            direction = ARROWS[code].label
            out.append(f"Arrow: when a Meld action melds this city, splay your {color} cards {direction}.")
        elif code == PLUS:
            out.append(f"Plus: when a Meld action melds this city, draw a {info.age + 1}.")
        elif code == JUNK:
            out.append(
                f"Junk: when a Meld action melds this city, junk the available standard achievement of "
                f"value {info.age}."
            )
        elif code == UPLIFT:
            out.append(
                f"Uplift: when a Meld action melds this city, junk the base {info.age + 1} pile, then draw a "
                f"{info.age + 2}."
            )
        elif code == UNSPLAY:
            out.append(f"Unsplay: when a Meld action melds this city, each opponent unsplays their {color} cards.")
    icon = search_icon(info, search_up_to)
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


__all__ = [
    "ARROWS",
    "FLAG",
    "FOUNTAIN",
    "ICONS",
    "ICONS_FOURTH",
    "JUNK",
    "PLUS",
    "UNSPLAY",
    "UPLIFT",
    "is_city",
    "notes",
    "search_icon",
]
