"""``innovation demo``: a seeded game between bots, printed as a log and a result."""

from __future__ import annotations

import argparse
import sys

from innovation.bots.agents import agent_kind_names, agents_help, play
from innovation.cli.common import add_game_arguments, config_from_args, final_standings, make_agent
from innovation.errors import InnovationError
from innovation.game import Game
from innovation.rules.labels import counted

NAME = "demo"
HELP = "play a seeded demo game between bots and print its log and result"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_game_arguments(parser)
    parser.add_argument(
        "--agents", default="random", help=f"comma-separated agent kinds ({agents_help()}), one per seat, cycled"
    )
    parser.add_argument("--quiet", action="store_true", help="print only the result")


def run(args: argparse.Namespace) -> int:
    try:
        kinds = agent_kind_names(args.agents)
        config = config_from_args(args)
        agents = [make_agent(kinds[i % len(kinds)], args.seed * 31 + i) for i in range(len(config.players))]
        game = Game.new(config)
    except InnovationError as exc:
        print(f"demo: {exc}", file=sys.stderr)
        return 2
    result = play(game, agents)
    if not args.quiet:
        for event in game.events:
            if event.kind in ("turn",):
                print()
            print(("  " if event.kind not in ("turn", "game_over") else "") + event.text)
    print()
    print(f"Result: {result.describe()}")
    for line in final_standings(result, game.players):
        print(f"  {line}")
    print(f"  {counted(game.state.turn, 'turn')}, {counted(len(game.history), 'decision')}")
    return 0
