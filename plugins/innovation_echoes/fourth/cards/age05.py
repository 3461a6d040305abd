"""4th-edition Echoes cards of age 5."""

from __future__ import annotations
