"""Shared test utilities."""

from __future__ import annotations

import json
from typing import Any

import msgspec

from innovation.game import _SavePayload, payload_checksum


def resign(data: str, edit: Any) -> str:
    """Apply ``edit`` to a save file's decoded payload and recompute a valid checksum, so that
    tests reach the state validation behind the checksum."""
    raw = json.loads(data)
    edit(raw["payload"])
    payload = msgspec.json.decode(json.dumps(raw["payload"]), type=_SavePayload)
    raw["checksum"] = payload_checksum(payload)
    return json.dumps(raw)
