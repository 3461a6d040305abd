"""The base set's effect registry; every ``cards/*.py`` module registers into it."""

from innovation.plugin_api import CardBook
from innovation_base.card_data import FIRST_EDITION_CARDS

book = CardBook("base")
#: The nine cards that read differently under the first-edition rules (``edition="first"``),
#: registered by ``cards/first_edition.py``; Combustion then has one effect fewer.
first_edition = book.variant("edition", "first", FIRST_EDITION_CARDS)
