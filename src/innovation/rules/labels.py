"""Plain-English labels for what a player may choose: the one place the library words its options.

Every client (the terminal, the web table, bots explaining themselves, replays) shows these
labels; none words an option of its own. A label names cards by name, players by name ("bob's",
"your"), never by an id or a role ("the activator"). The functions take the facts, not the game,
so that they cost a few string operations.
"""

from __future__ import annotations

from collections.abc import Sequence

from innovation.rules.cards import CardInfo, Color, Icon, SpecialAchievement

#: How a zone is named after "in"/"on" … ("in bob's hand"); ``{whose}`` is "your", "bob's".
_ZONE_PHRASES: dict[str, str] = {
    "hand": "in {whose} hand",
    "score": "in {whose} score pile",
    "board": "on {whose} board",
    "achievements": "among {whose} achievements",
    "forecast": "in {whose} forecast",
    "display": "on {whose} display",
    "museums": "in {whose} museums",
    "safe": "in {whose} safe",
}
_SHARED_PHRASES: dict[str, str] = {
    "available": "among the available achievements",
    "removed": "removed from the game",
    "relics": "among the relics",
    "box": "in the box",
    "free_museums": "among the free museums",
    "set_aside": "set aside for a game within the game",
}


_COLOR_NAMES: tuple[str, ...] = tuple(c.label for c in Color)
_ICON_NAMES: dict[int, str] = {int(icon): icon.name.lower() for icon in Icon}


def counted(n: int, noun: str, plural: str | None = None) -> str:
    """``n`` and the noun, singular for one: "1 achievement", "3 achievements", "0 cards"
    (``plural`` for a noun that does not take an s)."""
    return f"{n} {noun if n == 1 else plural or noun + 's'}"


def whose(owner: str, chooser: str) -> str:
    """ "your" for the chooser's own things, "bob's" for bob's."""
    return "your" if owner == chooser else f"{owner}'s"


def card(info: CardInfo) -> str:
    """A card the player can see: "Agriculture (1, yellow)"."""
    return f"{info.name} ({info.age}, {_COLOR_NAMES[info.color]})"


def card_short(info: CardInfo) -> str:
    """A card where its colour shows anyway (in its pile, a coloured list): "Agriculture (1)"."""
    return f"{info.name} ({info.age})"


def card_back(set_name: str, age: int) -> str:
    """A card by what its back shows: "a hidden base 3" ("a hidden echoes 2": "hidden" takes the
    article)."""
    return f"a hidden {set_name} {age}"


def standard_achievement(age: int) -> str:
    return f"Achievement {age}"


def special(achievement: SpecialAchievement) -> str:
    return f"{achievement.name} (special achievement)"


def place(zone: str, owner: str | None, chooser: str, set_name: str = "", age: int = 0) -> str:
    """Where a card lies, as a phrase: "in bob's hand", "on your board", "in the base 3 supply pile"."""
    if zone == "deck":
        return f"in the {set_name} {age} supply pile" if set_name else "in a supply pile"
    if owner is not None and zone in _ZONE_PHRASES:
        return _ZONE_PHRASES[zone].format(whose=whose(owner, chooser))
    if owner is not None:
        return f"in {whose(owner, chooser)} {zone}"
    return _SHARED_PHRASES.get(zone, f"in the {zone}")


def card_at(info: CardInfo, zone: str, owner: str | None, chooser: str) -> str:
    """A visible card and where it lies: "Paper (2, green) on bob's board"."""
    return f"{card(info)} {place(zone, owner, chooser)}"


def hidden(set_name: str, age: int, zone: str, owner: str | None, chooser: str) -> str:
    """A card the player cannot see, by what its back shows: "a hidden base 3 in bob's hand"."""
    return f"{card_back(set_name, age)} {place(zone, owner, chooser, set_name, age)}"


def player(name: str, chooser: str) -> str:
    return f"{name} (you)" if name == chooser else name


def color(name: str) -> str:
    return name.capitalize()


def done(picked_any: bool) -> str:
    """Stopping a selection after some picks ("Done"), or declining before any ("Decline")."""
    return "Done" if picked_any else "Decline"


def yes_no(option: str) -> str:
    return option.capitalize()


def option(text: str) -> str:
    """An alternative a card names without a label of its own: its words, capitalised."""
    words = text.replace("_", " ")
    return words[:1].upper() + words[1:]


def draw_action(age: int | None) -> str:
    return f"Draw a {age}" if age is not None else "Draw (nothing left to draw: the game ends)"


def meld_action(info: CardInfo, zone: str = "hand") -> str:
    """ "Meld Agriculture (1, yellow)"; from anywhere but the hand, where it comes from too
    ("… from your display")."""
    if zone == "hand":
        return f"Meld {card(info)}"
    return f"Meld {card(info)} from your {zone}"


class DogmaAction:
    """The labels of one card's dogma action for one chooser and the players their labels name,
    by the featured icon's counts — "Dogma Oars — castle: you 3; bob 0, demanded": the featured
    icon, the activator's count and, for every other player (name, an opponent?), their count and
    how the dogma would affect them: "demanded", "compelled", "shares" (or several), or "not
    affected". What does not depend on the counts is worded once, here."""

    __slots__ = ("head", "others")

    def __init__(self, info: CardInfo, others: Sequence[tuple[str, bool]], compel_partners: bool) -> None:
        icon = info.dogma_icon
        self.head = f"Dogma {info.name}" if icon < 0 else f"Dogma {info.name} — {_ICON_NAMES[icon]}: you "
        demand, compel = info.demand_kind == "demand", info.demand_kind == "compel"
        shares = bool(info.non_demand_count or info.has_echo)
        #: Each other player: "; bob " and how the dogma affects them with fewer icons (only a
        #: demand reaches them) or with at least as many.
        pieces: list[tuple[str, str, str]] = []
        for name, opponent in others:
            affected = _AFFECTED[compel and (opponent or compel_partners), shares]
            fewer = ", demanded" if demand and opponent else ", not affected"
            pieces.append((f"; {name} ", fewer, f", {affected}"))
        self.others = None if icon < 0 else pieces

    def label(self, column: Sequence[int]) -> str:
        """The label, by ``column``: the featured icon's count of the activator, then of each
        other player."""
        others = self.others
        if others is None:
            return self.head
        own = column[0]
        if len(others) == 1 and own < _NUMBERED and column[1] < _NUMBERED:  # two players: in one step
            name, fewer, more = others[0]
            theirs = column[1]
            return f"{self.head}{_NUMBERS[own]}{name}{_NUMBERS[theirs]}{fewer if theirs < own else more}"
        label = f"{self.head}{own}"
        for (name, fewer, more), theirs in zip(others, column[1:], strict=True):
            label += f"{name}{theirs}{fewer if theirs < own else more}"
        return label


#: Icon counts (never negative) as text, up to the usual ones: formatting a number costs more.
_NUMBERED = 64
_NUMBERS = [str(n) for n in range(_NUMBERED)]


#: How a dogma affects a player with at least the activator's icons, by (compelled, shares).
_AFFECTED = {
    (False, False): "not affected",
    (True, False): "compelled",
    (False, True): "shares",
    (True, True): "compelled, shares",
}


def card_action(verb: str, info: CardInfo) -> str:
    """An action a plugin adds on a card, by its verb: "<Verb> Archery (1, red)"."""
    return f"{option(verb)} {card(info)}"


def achieve_action(value: int) -> str:
    return f"Achieve {value}"


def achieve_secret_action(value: int) -> str:
    """The Achieve action on one of your own secrets (The Unseen)."""
    return f"Achieve a secret {value}"
