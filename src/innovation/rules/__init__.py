"""The rules engine: the game's state and every rule of Innovation that is not a card.

Owns the state (:mod:`.state`, one seeded :mod:`.rng`), the card facts (:mod:`.cards`, karmas
:mod:`.karmas`), what is
derived from a board (:mod:`.piles`, :mod:`.board`), the zones and every primitive move
(:mod:`.zones`, :mod:`.moves`, one event each, kept in :mod:`.eventlog`), asking players
(:mod:`.asking`, :mod:`.choosing`, :mod:`.labels`), dogma and the actions (:mod:`.dogma`,
:mod:`.actions`), what an effect sees (:mod:`.context`, :mod:`.context_choices`), the turn loop
(:mod:`.turn`: the ``Engine``) and the extension surface (:mod:`.hookspecs`, :mod:`.hookcalls`,
:mod:`.plugins`). A new keyword or a new zone goes here.

May import: :mod:`innovation.errors`, :mod:`innovation.editions`, :mod:`innovation.options` and
the protocol's message types (:mod:`innovation.protocol.vocabulary`,
:mod:`~innovation.protocol.events`, :mod:`~innovation.protocol.decisions`) — nothing else outside
this package.
"""
