"""The Echoes set's effect registry; every ``cards/ageNN.py`` module registers into it."""

from innovation.cards import CardBook

book = CardBook("echoes")
