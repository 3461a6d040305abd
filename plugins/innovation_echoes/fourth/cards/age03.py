"""4th-edition Echoes cards of age 3."""

from __future__ import annotations
