"""4th-edition Echoes cards of age 2."""

from __future__ import annotations
