"""4th-edition Echoes cards of age 10."""

from __future__ import annotations
