"""Echoes of the Past as a plugin: 105 cards with echo effects and bonuses, the forecast,
promotion after a Meld action, the Echoes draw substitution, the repeat-achievement
multiplier and five special achievements (RULES.md §6)."""

PLUGIN_NAME = "echoes"
IMPLEMENTED = True
