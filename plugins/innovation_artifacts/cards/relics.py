"""The relics with effects: Complex Numbers, Newton-Wickins Telescope and Safety Pin."""
