"""Innovation (Carl Chudyk) as an embeddable, strictly typed rules engine.

Quick tour::

    from innovation import Game, GameConfig, RandomAgent, play
    game = Game.new(GameConfig(players=("ann", "bob"), seed=7))
    result = play(game, [RandomAgent(1), RandomAgent(2)])

The package is grouped in rooms (docs/architecture.md): this top level is the public face
(:mod:`~innovation.game`, :mod:`~innovation.config`, :mod:`~innovation.options`,
:mod:`~innovation.errors`) and the card-author API (:mod:`~innovation.plugin_api`); ``rules``
is the rules engine, ``protocol`` what a front-end sees, ``saves`` how a game is kept, ``running``
how an answer runs, and ``bots``, ``ai``, ``simulation``, ``cli``, ``web`` and ``testing`` are
clients of the public face. The core's old module paths (``innovation.rules.board`` …) still import:
see :mod:`innovation._moved`.
"""

from innovation import _moved
from innovation import game_pickle as _game_pickle  # noqa: F401  (registers Game with copyreg: pickle, deepcopy)
from innovation.bots.agents import Agent, HeuristicAgent, RandomAgent, play
from innovation.game import Game, GameConfig
from innovation.protocol.decisions import Decision
from innovation.protocol.events import Event
from innovation.rules.cards import CardBook, CardInfo, CardSet, Color, Icon, SpecialAchievement, Splay
from innovation.rules.hookspecs import hookimpl
from innovation.rules.state import Result

__all__ = [
    "Agent",
    "CardBook",
    "CardInfo",
    "CardSet",
    "Color",
    "Decision",
    "Event",
    "Game",
    "GameConfig",
    "HeuristicAgent",
    "Icon",
    "RandomAgent",
    "Result",
    "SpecialAchievement",
    "Splay",
    "hookimpl",
    "play",
]
__version__ = "0.1.0"

_moved.install()
