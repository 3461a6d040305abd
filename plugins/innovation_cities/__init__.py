"""Cities of Destiny as a plugin: 105 six-slot cities in a supply of their own, drawn only by the
city draw (after a Meld action that adds a colour, or a splay in a new direction, while no city is
in hand); special icons run when a city is melded by the Meld action (arrows splay, a plus draws
one higher, a search icon reveals and keeps matching cards); visible flags and fountains count as
achievements; five special achievements (Legend, Repute, Fame, Glory, Victory); the Endorse
action (RULES-cities.md)."""

PLUGIN_NAME = "cities"
#: What a lobby shows players about the expansion (its own words; no file or section references).
DESCRIPTION = (
    "Cities of Destiny: 105 six-slot cities, drawn when a meld adds a colour or a splay goes a new "
    "way; their special icons splay, draw higher or search when melded; flags and fountains count "
    "as achievements; five special achievements and the Endorse action."
)
#: Words a player reads that this set brings to the game (its action's name, its icons' names): the i18n catalogues
#: translate them as names (innovation.i18n.wording.plugin_names), so the core need not know them.
WORDS = ("endorse", "flag", "fountain", "splay left", "splay right", "splay up", "plus", "junk", "uplift", "unsplay")
IMPLEMENTED = True
#: The editions this plugin plays in (the 4th edition's cities: ``innovation_cities.fourth``, the
#: rules that differ: ``innovation_cities.editions``).
EDITIONS = ("third", "first", "fourth")
