"""Innovation (Carl Chudyk) as an embeddable, strictly typed rules engine.

Quick tour::

    from innovation import Game, GameConfig, RandomAgent, play
    game = Game.new(GameConfig(players=("ann", "bob"), seed=7))
    result = play(game, [RandomAgent(1), RandomAgent(2)])
"""

from innovation import game_pickle as _game_pickle  # noqa: F401  (registers Game with copyreg: pickle, deepcopy)
from innovation.agents import Agent, HeuristicAgent, RandomAgent, play
from innovation.cards import CardBook, CardInfo, CardSet, Color, Icon, SpecialAchievement, Splay
from innovation.decisions import Decision
from innovation.events import Event
from innovation.game import Game, GameConfig
from innovation.hookspecs import hookimpl
from innovation.state import Result

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
