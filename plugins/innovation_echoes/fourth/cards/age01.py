"""4th-edition Echoes cards of age 1."""

from __future__ import annotations
