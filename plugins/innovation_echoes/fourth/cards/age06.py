"""4th-edition Echoes cards of age 6."""

from __future__ import annotations
