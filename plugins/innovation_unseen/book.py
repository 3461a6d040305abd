"""The Unseen's effect registry; every ``cards/ageNN.py`` module registers into it."""

from innovation.plugin_api import CardBook

book = CardBook("unseen")
