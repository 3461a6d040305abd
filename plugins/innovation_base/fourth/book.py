"""The 4th-edition base set's effect registry; every ``fourth/cards/*.py`` module registers into
it (the 3rd edition's is ``innovation_base.book``)."""

from innovation.plugin_api import CardBook

book = CardBook("base")
