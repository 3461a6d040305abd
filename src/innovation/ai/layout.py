"""Capacities of the blocks of the action encoding, major version 1 (docs/ai.md).

They fix the size ``N`` of the action space; growing any of them is a new *major* version.
"""

from __future__ import annotations

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
MAX_CARD_ACTIONS = 4
#: Zones a hidden card may be offered from (the order is part of the encoding); three spare.
HIDDEN_ZONES: tuple[str, ...] = ("hand", "score", "achievements", "forecast", "deck", "available")
MAX_HIDDEN_ZONES = 8
