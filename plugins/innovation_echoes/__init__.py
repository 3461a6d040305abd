"""Echoes of the Past as a plugin: 105 cards with echo effects and bonuses, the forecast,
promotion after a Meld action, the Echoes draw substitution, the repeat-achievement
multiplier and five special achievements (RULES.md §6)."""

PLUGIN_NAME = "echoes"
#: What a lobby shows players about the expansion (its own words; no file or section references).
DESCRIPTION = (
    "Echoes of the Past: 105 cards whose echo effects join every dogma of the piles showing them, "
    "bonuses that add to your score, a forecast of cards to promote later, and five special "
    "achievements."
)
IMPLEMENTED = True
#: The editions the plugin ships cards for (the 4th edition's set is innovation_echoes.fourth).
EDITIONS = ("third", "first", "fourth")
