"""The base game of Innovation as a plugin: 105 cards and 5 special achievements."""

PLUGIN_NAME = "base"
IMPLEMENTED = True
#: The editions the plugin ships cards for (the 4th edition's set is innovation_base.fourth).
EDITIONS = ("third", "first", "fourth")
