"""The protocol: everything a front-end sees of a game, as typed, serializable data.

Owns the closed vocabularies (:mod:`.vocabulary`), the messages the rules produce — events
(:mod:`.events`) and decisions (:mod:`.decisions`) — and what is built from the rules for a
front-end: one player's redacted view (:mod:`.view`), the card catalogue (:mod:`.catalogue`) and the
JSON Schema of it all (:mod:`.schema`). docs/protocol.md explains every field.

May import: the message types (vocabulary, events, decisions) import nothing of the engine but
:mod:`innovation.errors` — the rules build them; the view and the catalogue read
:mod:`innovation.rules`; the schema also names the save file (:mod:`innovation.saves`).
"""
