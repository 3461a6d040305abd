"""The 4th edition's cities (RULES-4e.md §6): 115 cities with ages 1–11, no featured icon, the junk,
uplift and unsplay icons; ``card_data.py`` is generated from the reference data. What differs in
the rules is a field of :class:`innovation_cities.editions.CitiesEdition`."""
