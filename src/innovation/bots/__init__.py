"""The bots: clients of the public face that play a seat.

Owns the ``Agent`` protocol, the synchronous ``play()`` loop, the random and heuristic bots and the
agent registry (:mod:`.agents`, with the ``innovation.agents`` entry-point group), and the ISMCTS
search bot (:mod:`.ismcts`). A new bot goes here.

May import: the public face and the rooms below it; nothing imports a bot but other clients (and
the package's top level, which re-exports ``Agent``, ``RandomAgent``, ``HeuristicAgent``, ``play``).
"""
