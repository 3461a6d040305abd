"""Game-AI tools: a search bot, a stable action encoding, observations and standard environments.

* :mod:`innovation.bots.ismcts` — information-set Monte Carlo tree search (``--agents ismcts``);
  pure Python, needs nothing beyond the core.
* :mod:`innovation.ai.actions` and :mod:`innovation.ai.observation` — the fixed ``Discrete(N)``
  action encoding and the numeric observation of one player's view (numpy).
* :mod:`innovation.ai.pettingzoo`, :mod:`innovation.ai.gymnasium`, :mod:`innovation.ai.openspiel`
  — the environments (``pip install '.[ai]'``; see docs/ai.md).

Importing this package imports none of the optional dependencies.
"""
