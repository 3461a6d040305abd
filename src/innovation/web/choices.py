"""Stand-in for the protocol's ``Decision.choices`` until it lands (issue 9).

The web client never parses option strings: it reads, for each option, a *choice* with a label
and its structured meaning, in the shape the protocol stream is adding to :class:`Decision`. This
module builds that list from today's ``Decision.options``; when ``Decision.choices`` exists, the
server sends the library's own and this module goes away (it is the only place the web table
knows how option strings are spelled).
"""

from __future__ import annotations

from typing import Literal

import msgspec

from innovation.cards import COLOR_BY_NAME, Color
from innovation.decisions import Decision
from innovation.plugins import Rules

ChoiceKind = Literal["action", "card", "hidden", "color", "player", "value", "yes_no", "option", "done"]


class Choice(msgspec.Struct, frozen=True, omit_defaults=True):
    """One answer to a decision: ``id`` is what to send back; ``label`` is plain English."""

    id: str
    label: str
    kind: ChoiceKind
    #: "draw", "meld", "dogma", "achieve" or an expansion's action (kind "action").
    action: str | None = None
    card: str | None = None
    #: A card the chooser cannot see: whose zone it is in (None: a shared zone), the zone, set, age.
    owner: str | None = None
    zone: str | None = None
    set: str | None = None
    age: int | None = None
    color: str | None = None
    player: str | None = None
    value: int | None = None


def choices_for(rules: Rules, decision: Decision) -> list[Choice]:
    cards = rules.cards
    me = decision.player

    def card_name(card: str) -> str:
        info = cards[card]
        return f"{info.name} ({info.age}, {Color(info.color).label})"

    out: list[Choice] = []
    for option in decision.options:
        verb, _, arg = option.partition(" ")
        if option == "done":
            out.append(Choice(option, "Done", "done"))
        elif decision.kind == "action":
            if option == "draw":
                out.append(Choice(option, "Draw", "action", action="draw"))
            elif arg in cards:
                out.append(Choice(option, f"{verb.capitalize()} {cards[arg].name}", "action", action=verb, card=arg))
            elif verb == "achieve" and arg.isdigit():
                out.append(Choice(option, f"Achieve {arg}", "action", action=verb, value=int(arg)))
            else:
                out.append(Choice(option, option.capitalize(), "action", action=verb))
        elif decision.kind in ("card", "initial_meld") and option in cards:
            out.append(Choice(option, card_name(option), "card", card=option))
        elif decision.kind == "card" and option.count(":") == 3:
            owner, zone, set_name, age = option.split(":")
            whose = "your" if owner == me else (f"{owner}'s" if owner else "the")
            out.append(
                Choice(
                    option,
                    f"a hidden {set_name} {age} from {whose} {zone}",
                    "hidden",
                    owner=owner or None,
                    zone=zone,
                    set=set_name,
                    age=int(age) if age.isdigit() else None,
                )
            )
        elif decision.kind == "color" and option in COLOR_BY_NAME:
            out.append(Choice(option, option.capitalize(), "color", color=option))
        elif decision.kind == "player":
            out.append(Choice(option, "You" if option == me else option, "player", player=option))
        elif decision.kind == "value" and option.lstrip("-").isdigit():
            out.append(Choice(option, option, "value", value=int(option)))
        elif decision.kind == "yes_no":
            out.append(Choice(option, option.capitalize(), "yes_no"))
        else:
            out.append(Choice(option, option.replace("_", " ").capitalize(), "option"))
    return out
