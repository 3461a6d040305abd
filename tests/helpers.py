"""Shared test utilities."""

from __future__ import annotations

import json
from typing import Any

import msgspec

from innovation.game import _SavePayload, payload_checksum


def resign(data: str, edit: Any) -> str:
    """Apply ``edit`` to a save file's decoded payload and recompute a valid checksum, so that
    tests reach the state validation behind the checksum. An edit the save format's types
    already refuse (an unknown phase or game end) keeps the old checksum: decoding refuses it
    before any checksum is looked at."""
    raw = json.loads(data)
    edit(raw["payload"])
    try:
        payload = msgspec.json.decode(json.dumps(raw["payload"]), type=_SavePayload)
    except msgspec.ValidationError:
        return json.dumps(raw)
    raw["checksum"] = payload_checksum(payload)
    return json.dumps(raw)
