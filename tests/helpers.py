"""Shared test utilities."""

from __future__ import annotations

# A save edited by hand, its checksum recomputed: the soak's forged-save mode does the same.
from innovation_soak.forgeries import resign

__all__ = ["resign"]
