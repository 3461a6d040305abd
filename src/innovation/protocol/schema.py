"""The protocol's JSON Schema (``innovation schema``), generated from the very types the engine
encodes: :class:`~innovation.protocol.decisions.Decision`, :class:`~innovation.protocol.view.GameView`,
:class:`~innovation.protocol.events.Event`, :class:`~innovation.rules.state.Result`, the save file
(:class:`~innovation.saves.format.SaveFile`) and the card :class:`~innovation.protocol.catalogue.Catalogue`.

``schema()`` is one document: every type under ``$defs`` (by its name), and an ``anyOf`` of the
roots; ``schema("Decision")`` is a document whose root is that type. Validate a view with any
JSON Schema (2020-12) validator against ``schema("GameView")``; docs/protocol.md explains every
field, and tools such as json-schema-to-typescript turn it into TypeScript types.
"""

from __future__ import annotations

from typing import Any

import msgspec

from innovation.protocol.catalogue import Catalogue
from innovation.protocol.decisions import Decision
from innovation.protocol.events import Event
from innovation.protocol.view import GameView
from innovation.protocol.vocabulary import PROTOCOL_CHANGES, PROTOCOL_VERSION
from innovation.rules.state import Result
from innovation.saves.format import SaveFile

#: The protocol's root types, by the name the schema gives them.
ROOTS: dict[str, type] = {
    "Decision": Decision,
    "GameView": GameView,
    "Event": Event,
    "Result": Result,
    "SaveFile": SaveFile,
    "Catalogue": Catalogue,
}
DIALECT = "https://json-schema.org/draft/2020-12/schema"


def schema(root: str | None = None) -> dict[str, Any]:
    """The JSON Schema of the protocol (``root``: of one of :data:`ROOTS` only)."""
    if root is not None and root not in ROOTS:
        raise KeyError(f"no protocol type {root!r} (there are: {', '.join(ROOTS)})")
    _, components = msgspec.json.schema_components(tuple(ROOTS.values()), ref_template="#/$defs/{name}")
    head: dict[str, Any] = {
        "$schema": DIALECT,
        "$id": f"https://innovation-engine.invalid/protocol/{PROTOCOL_VERSION}/{root or 'protocol'}.json",
        "title": f"Innovation engine protocol {PROTOCOL_VERSION}" + (f": {root}" if root else ""),
        "x-protocol-version": PROTOCOL_VERSION,
        "x-protocol-changes": PROTOCOL_CHANGES,
    }
    if root is None:
        head["anyOf"] = [{"$ref": f"#/$defs/{name}"} for name in ROOTS]
    else:
        head["$ref"] = f"#/$defs/{root}"
    head["$defs"] = dict(sorted(components.items()))
    return head
