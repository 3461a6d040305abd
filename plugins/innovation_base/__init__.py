"""The base game of Innovation as a plugin: 105 cards and 5 special achievements."""

PLUGIN_NAME = "base"
IMPLEMENTED = True
