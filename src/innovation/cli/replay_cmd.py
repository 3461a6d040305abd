"""``innovation replay FILE``: step through a saved game's events."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from innovation.errors import InnovationError
from innovation.game import Game

NAME = "replay"
HELP = "step through the events of a saved game (JSON written by Game.to_json)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path)
    parser.add_argument("--as", dest="viewer", default=None, help="show only what this player could see")
    parser.add_argument("--step", action="store_true", help="pause after every turn (press Enter)")


def run(args: argparse.Namespace) -> int:
    try:
        game = Game.from_json(args.file.read_bytes())
    except (OSError, InnovationError) as exc:
        print(f"cannot replay {args.file}: {exc}", file=sys.stderr)
        return 2
    events = list(game.events)
    if args.viewer:
        events = [e.redacted_for(args.viewer) for e in events]
    for event in events:
        if event.kind == "turn" and args.step and sys.stdin.isatty():
            input("-- Enter for the next turn --")
        print(("" if event.kind in ("turn", "game_over") else "  ") + event.text)
    if game.result is not None:
        print(f"Result: {', '.join(game.result.winners)} won by {game.result.reason}.")
    elif game.pending is not None:
        print(f"Waiting for {game.pending.player}: {game.pending.prompt}")
    return 0
