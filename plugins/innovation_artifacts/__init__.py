"""Artifacts of History as a plugin: 105 cards, digging after a Meld action, the display and
its start-of-turn choice, compel effects, and the optional relics (RULES.md §5)."""

PLUGIN_NAME = "artifacts"
#: What a lobby shows players about the expansion (its own words; no file or section references).
DESCRIPTION = (
    "Artifacts of History: 105 cards from the past, dug up into your display by some melds, a free "
    "dogma or return for the artifact on display at the start of each turn, compel effects, and "
    "optional relics to seize."
)
IMPLEMENTED = True
#: The editions the plugin ships cards for (the 4th edition's set is innovation_artifacts.fourth).
EDITIONS = ("third", "first", "fourth")
