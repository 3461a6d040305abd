"""4th-edition Echoes cards of age 4."""

from __future__ import annotations
