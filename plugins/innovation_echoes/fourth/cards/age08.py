"""4th-edition Echoes cards of age 8."""

from __future__ import annotations
