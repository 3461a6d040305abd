"""The Unseen as a plugin (4th edition only, RULES-4e.md §7): 115 cards of ages 1–11, the safe (each
player's face-down zone of secrets, limited like the forecast), the Achieve action claiming one of
your own secrets, the Unseen draw (a player's first take from a supply pile each turn, when it is a
base draw, is an Unseen card of that value) and five special achievements."""

PLUGIN_NAME = "unseen"
#: What a lobby shows players about the expansion (its own words; no file or section references).
DESCRIPTION = (
    "The Unseen: 115 cards of secrets and subterfuge. Cards go face down into your safe, from where "
    "you may claim them as achievements; your first draw each turn may come from the Unseen deck; "
    "five new special achievements."
)
IMPLEMENTED = True
#: The editions the plugin ships cards for: the set exists for the 4th edition only.
EDITIONS = ("fourth",)
#: Why it is refused in the other editions (the core's ConfigError says so).
EDITIONS_REASON = "The Unseen is played with the 4th edition rules only"
