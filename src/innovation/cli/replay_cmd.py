"""``innovation replay``: step through a saved game's events, or replay one game of a
simulation's records (``--from-records FILE --game N``) and check it ends as recorded."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from innovation.errors import InnovationError
from innovation.game import Game
from innovation.protocol.events import Event

NAME = "replay"
HELP = "step through a saved game (JSON written by Game.to_json) or one game of simulation records"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, nargs="?", default=None, help="a saved game")
    parser.add_argument(
        "--from-records", type=Path, default=None, metavar="FILE", help="records written by simulate --records"
    )
    parser.add_argument("--game", type=int, default=None, help="with --from-records: the game number to replay")
    parser.add_argument("--as", dest="viewer", default=None, help="show only what this player could see")
    parser.add_argument("--step", action="store_true", help="pause after every turn (press Enter)")
    parser.add_argument("--save", type=Path, default=None, help="with --from-records: also save the game as FILE")
    parser.add_argument("--quiet", action="store_true", help="print only the result (and the record check)")


def run(args: argparse.Namespace) -> int:
    if (args.file is None) == (args.from_records is None):
        print("replay: give a saved game FILE or --from-records FILE --game N", file=sys.stderr)
        return 2
    if args.from_records is not None:
        return _from_records(args)
    if args.game is not None or args.save is not None:
        print("replay: --game and --save go with --from-records", file=sys.stderr)
        return 2
    try:
        game = Game.from_json(args.file.read_bytes())
    except (OSError, InnovationError) as exc:
        print(f"cannot replay {args.file}: {exc}", file=sys.stderr)
        return 2
    return _show(game, args)


def _from_records(args: argparse.Namespace) -> int:
    from innovation.simulation import find_record, replay_record

    if args.game is None:
        print("replay: --from-records needs --game N", file=sys.stderr)
        return 2
    path: Path = args.from_records
    try:
        stored = find_record(path, args.game)
        replay = replay_record(stored)
    except (OSError, InnovationError) as exc:
        print(f"cannot replay game {args.game} of {path}: {exc}", file=sys.stderr)
        return 2
    if _show(replay.game, args) != 0:
        return 2
    if stored.error is not None:
        print(f"The recorded game failed: {stored.error}")
    if args.save is not None:
        try:
            args.save.write_text(replay.game.to_json())
        except OSError as exc:
            print(f"cannot save to {args.save}: {exc}", file=sys.stderr)
            return 2
        print(f"Saved to {args.save}.")
    if replay.differences:
        print(
            f"replay: game {args.game} does not replay as recorded: {', '.join(replay.differences)} differ",
            file=sys.stderr,
        )
        return 1
    from innovation import __version__

    note = "" if stored.engine == __version__ else f" (recorded by engine {stored.engine}, replayed by {__version__})"
    seats = ", ".join(f"{name}: {agent}" for name, agent in zip(stored.config.players, stored.agents, strict=False))
    print(f"Game {args.game} ({seats}) replays as recorded{note}.")
    return 0


def _show(game: Game, args: argparse.Namespace) -> int:
    if args.viewer is not None and args.viewer not in game.players:
        print(f"replay: {args.viewer!r} is not a player of this game ({', '.join(game.players)})", file=sys.stderr)
        return 2
    events: Sequence[Event] = game.events
    if args.viewer:
        events = [e.redacted_for(args.viewer) for e in events]
    if not args.quiet:
        for event in events:
            if event.kind == "turn" and args.step and sys.stdin.isatty():
                input("-- Enter for the next turn --")
            print(("" if event.kind in ("turn", "game_over") else "  ") + event.text)
    if game.result is not None:
        print(f"Result: {game.result.describe()}")
    elif game.pending is not None:
        d = game.pending
        shown = d if args.viewer in (None, d.player) else None
        print(f"Waiting for {d.player}: {d.prompt}")
        if shown is not None:
            for k, choice in enumerate(shown.choices, start=1):
                print(f"  {k:>2}. {choice.label}")
    return 0
