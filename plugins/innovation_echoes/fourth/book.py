"""The 4th-edition Echoes set's effect registry; every ``fourth/cards/ageNN.py`` module registers
into it (the 3rd edition's is ``innovation_echoes.book``)."""

from innovation.plugin_api import CardBook

book = CardBook("echoes")
