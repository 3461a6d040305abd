"""Effect registries: the Artifacts set, and the relics that come with it."""

from innovation.plugin_api import CardBook

book = CardBook("artifacts")
relic_book = CardBook("relics")
