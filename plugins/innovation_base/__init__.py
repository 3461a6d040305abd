"""The base game of Innovation as a plugin: 105 cards and 5 special achievements."""

PLUGIN_NAME = "base"
#: What a lobby shows players about the set (its own words; no file or section references).
DESCRIPTION = "The base game: 105 cards in ten ages, and five special achievements."
IMPLEMENTED = True
#: The editions the plugin ships cards for (the 4th edition's set is innovation_base.fourth).
EDITIONS = ("third", "first", "fourth")
