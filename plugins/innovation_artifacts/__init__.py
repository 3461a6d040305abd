"""Artifacts of History as a plugin: 105 cards, digging after a Meld action, the display and
its start-of-turn choice, compel effects, and the optional relics (RULES.md §5)."""

PLUGIN_NAME = "artifacts"
IMPLEMENTED = True
