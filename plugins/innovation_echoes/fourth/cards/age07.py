"""4th-edition Echoes cards of age 7."""

from __future__ import annotations
