"""Echoes of the Past as the 4th edition prints it: 115 cards (ages 1–11), their facts
(``card_data.py``, generated from ``cards/4e/echoes.json``) and effects (``cards/ageNN.py``), on
their own :class:`~innovation.plugin_api.CardBook` (``book.py``), and the set's 4th-edition rules
(``rules.py``: the Echoes draw, mandatory promotion with its automatic dogma, "foreseen").

The edition picks the whole set at registration (``innovation_register_cards`` in
``plugin.py``); card code never asks which edition is in play. A card whose 4th-edition text
means what its 3rd-edition text meant registers the 3rd edition's function again (written
once); every other card has its own function here.
"""

from __future__ import annotations

import functools

from innovation.plugin_api import CardSet
from innovation_echoes.fourth.book import book
from innovation_echoes.fourth.card_data import CARDS
from innovation_echoes.fourth.cards import load_all


@functools.cache
def card_set() -> CardSet:
    """The 4th-edition Echoes set: every card's facts, and the effects registered so far."""
    load_all()
    return book.card_set(CARDS)
