"""4th-edition Echoes cards of age 9."""

from __future__ import annotations
