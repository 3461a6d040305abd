"""The 4th-edition Artifacts set's effect registry; every ``fourth/cards/*.py`` module registers
into it (the 3rd edition's is ``innovation_artifacts.book.book``)."""

from innovation.plugin_api import CardBook

book = CardBook("artifacts")
