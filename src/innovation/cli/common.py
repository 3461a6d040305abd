"""Helpers shared by the subcommands."""

from __future__ import annotations

import argparse

from innovation.agents import make_agent
from innovation.game import GameConfig

PLAYER_NAMES = ("ann", "bob", "cat", "dan")
__all__ = ["PLAYER_NAMES", "add_game_arguments", "config_from_args", "expansions_arg", "make_agent"]


def expansions_arg(value: str) -> tuple[str, ...]:
    if value in ("", "none"):
        return ()
    if value == "all":
        return ("artifacts", "echoes")
    return tuple(v.strip() for v in value.split(",") if v.strip())


def add_game_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seed", type=int, default=7, help="random seed (default 7)")
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4), help="number of players")
    parser.add_argument("--teams", action="store_true", help="2v2 team game (4 players)")
    parser.add_argument(
        "--expansions", type=expansions_arg, default=(), help="comma-separated expansions, 'all' or 'none'"
    )


def config_from_args(args: argparse.Namespace) -> GameConfig:
    """The game configuration the options of :func:`add_game_arguments` describe (seats named
    from :data:`PLAYER_NAMES`)."""
    players = PLAYER_NAMES[: 4 if args.teams else args.players]
    return GameConfig(players=players, seed=args.seed, expansions=args.expansions, teams=args.teams)
