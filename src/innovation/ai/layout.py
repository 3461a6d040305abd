"""Capacities of the blocks of the action encoding (docs/ai.md): major version 1 (the 1st and
3rd editions, the module constants and :data:`CLASSIC`) and major version 2 (the 4th edition,
:data:`FOURTH`).

They fix the size ``N`` of the action space; growing any of them is a new *major* version.
"""

from __future__ import annotations

from dataclasses import dataclass

#: Card sets with a slot of their own (base, Artifacts, Echoes, Cities, Figures and three spare).
MAX_SETS = 8
#: Card ids per set slot (relics count with the set they come from).
MAX_CARDS_PER_SET = 128
#: Special achievement ids.
MAX_SPECIALS = 64
#: Literal option ids (a card's or an expansion's named alternatives).
MAX_OPTIONS = 256
#: Seats, relative to the player deciding (0 is that player, 1 the next one clockwise …).
MAX_SEATS = 4
#: Ages of hidden cards (1–10).
MAX_AGE = 10
#: Values a "value" decision may offer (0–127).
MAX_VALUE = 128
#: Values an "achieve" action may name (1–16).
MAX_ACHIEVE = 16
#: Turn actions that target a card: meld, dogma, Cities' endorse and one spare.
CARD_ACTIONS: tuple[str, ...] = ("meld", "dogma", "endorse")
#: Version 1's (1.2): the spare slot is the Achieve action on a card a static karma makes
#: claimable (Figures in the Sky: ``"achieve <card>"``); N is unchanged.
CLASSIC_CARD_ACTIONS: tuple[str, ...] = (*CARD_ACTIONS, "achieve")
MAX_CARD_ACTIONS = 4
#: Zones a hidden card may be offered from (the order is part of the encoding); three spare.
HIDDEN_ZONES: tuple[str, ...] = ("hand", "score", "achievements", "forecast", "deck", "available")
MAX_HIDDEN_ZONES = 8


@dataclass(frozen=True)
class Capacities:
    """The capacities of one major version of the action encoding (and of the observations built
    on its card slots): how many of each thing its blocks have room for."""

    #: The encoding's major version these capacities fix.
    major: int
    sets: int
    cards_per_set: int
    specials: int
    options: int
    seats: int
    ages: int
    values: int
    achieve: int
    card_actions: tuple[str, ...]
    card_action_slots: int
    hidden_zones: tuple[str, ...]
    hidden_zone_slots: int


#: Version 1: the 1st and 3rd editions (2–4 players, ages 1–10), the constants above.
CLASSIC = Capacities(
    major=1,
    sets=MAX_SETS,
    cards_per_set=MAX_CARDS_PER_SET,
    specials=MAX_SPECIALS,
    options=MAX_OPTIONS,
    seats=MAX_SEATS,
    ages=MAX_AGE,
    values=MAX_VALUE,
    achieve=MAX_ACHIEVE,
    card_actions=CLASSIC_CARD_ACTIONS,
    card_action_slots=MAX_CARD_ACTIONS,
    hidden_zones=HIDDEN_ZONES,
    hidden_zone_slots=MAX_HIDDEN_ZONES,
)
#: Version 2: the 4th edition (2–5 players, ages 1–11); the same blocks, one seat and one age more.
FOURTH = Capacities(
    major=2,
    sets=MAX_SETS,
    cards_per_set=MAX_CARDS_PER_SET,
    specials=MAX_SPECIALS,
    options=MAX_OPTIONS,
    seats=5,
    ages=11,
    values=MAX_VALUE,
    achieve=MAX_ACHIEVE,
    card_actions=CARD_ACTIONS,
    card_action_slots=MAX_CARD_ACTIONS,
    # (2.1: The Unseen's safe takes the first spare zone slot; N is unchanged)
    hidden_zones=(*HIDDEN_ZONES, "safe"),
    hidden_zone_slots=MAX_HIDDEN_ZONES,
)


def capacities(edition: str) -> Capacities:
    """The capacities of the encoding that covers ``edition`` (the 4th edition has its own)."""
    return FOURTH if edition == "fourth" else CLASSIC
