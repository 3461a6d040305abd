"""How an answer runs: one segment of play from its snapshot — the re-run every load, copy and
answer from another thread relies on (:mod:`.segments`) — and resuming a paused action where it
asked, in a greenlet of the main thread (:mod:`.resume`). docs/architecture.md, "Three ways an
answer could run", says why there are these two and no third.

May import: :mod:`innovation.rules`, :mod:`innovation.protocol`'s message types,
:mod:`innovation.errors`, :mod:`innovation.options` and :mod:`innovation.extras`.
"""
