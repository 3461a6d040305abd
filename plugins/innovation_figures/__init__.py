"""Figures in the Sky as a plugin (RULES-figures.md): 105 figures — cards with echo or inspire
effects, bonuses and karmas but no dogma effects — in ten supply piles of their own, drawn as
the sharing bonus and by the opponents of a player who claims a standard achievement; the
Inspire and Decree actions; fading (a player keeps one figure on top); five decrees."""

PLUGIN_NAME = "figures"
#: What a lobby shows players about the expansion (its own words; no file or section references).
DESCRIPTION = (
    "Figures in the Sky: 105 famous figures with karmas that bend the rules while they are on top. "
    "Figures come as sharing bonuses and when an opponent claims an achievement; inspire a pile "
    "for its effects and a draw; issue decrees by giving up a hand of figures; only one figure "
    "stays on your board at a time."
)
IMPLEMENTED = True
#: The words of its actions ("inspire red", "decree war"), translated like the core's names.
WORDS = ("inspire", "decree")
#: The editions the plugin ships cards for: the figures were printed for the 3rd edition; the 1st
#: edition plays them too (docs/rulings.md, "Figures in the Sky: editions").
EDITIONS = ("third", "first")
#: Why it is refused in the 4th edition (the core's ConfigError says so).
EDITIONS_REASON = "Figures in the Sky exists for the 3rd edition only; there is no 4th-edition text of its cards"
