"""How an answer runs: one segment of play from its snapshot (:mod:`.segments`), and resuming a
paused action where it stopped (:mod:`.resume`).

May import: :mod:`innovation.rules`, :mod:`innovation.protocol`'s message types,
:mod:`innovation.errors` and :mod:`innovation.options`.
"""
