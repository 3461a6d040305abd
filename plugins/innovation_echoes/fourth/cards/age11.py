"""4th-edition Echoes cards of age 11."""

from __future__ import annotations
