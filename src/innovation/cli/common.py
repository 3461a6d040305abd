"""Helpers shared by the subcommands."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import Any

from innovation.bots.agents import make_agent
from innovation.game import GameConfig
from innovation.i18n import Translator, from_environment, languages, translator
from innovation.i18n.wording import OPTION
from innovation.options import RULE_OPTIONS, OptionValue, RuleOption
from innovation.rules.labels import counted
from innovation.rules.plugins import BASE, discover
from innovation.rules.state import Result

PLAYER_NAMES = ("ann", "bob", "cat", "dan", "eve")
__all__ = [
    "PLAYER_NAMES",
    "add_game_arguments",
    "add_rule_arguments",
    "config_from_args",
    "expansions_arg",
    "final_standings",
    "make_agent",
    "rule_options_from_args",
]


def final_standings(result: Result, players: Sequence[str]) -> list[str]:
    """Each player's points and achievements at the end, one line each ("ann: 1 point, 4 achievements")."""
    return [
        f"{name}: {counted(result.scores[name], 'point')}, {counted(result.achievements[name], 'achievement')}"
        for name in players
    ]


def expansions_arg(value: str) -> tuple[str, ...]:
    """``"none"``, ``"all"`` (every installed expansion) or a comma-separated list."""
    if value in ("", "none"):
        return ()
    if value == "all":
        return tuple(sorted(name for name in discover() if name != BASE))
    return tuple(v.strip() for v in value.split(",") if v.strip())


def add_game_arguments(parser: argparse.ArgumentParser, *, seed: int | None = 7) -> None:
    """``--seed``, ``--players``, ``--expansions`` and every rule option (:func:`add_rule_arguments`).
    ``seed=None``: without ``--seed`` the command picks a new seed each time."""
    seed_help = f"random seed (default {seed})" if seed is not None else "random seed (default: a new deal each time)"
    parser.add_argument("--seed", type=int, default=seed, help=seed_help)
    parser.add_argument(
        "--players", type=int, default=2, choices=(2, 3, 4, 5), help="number of players (5: the 4th edition only)"
    )
    parser.add_argument(
        "--expansions", type=expansions_arg, default=(), help="comma-separated expansions, 'all' or 'none'"
    )
    add_rule_arguments(parser)


def add_rule_arguments(
    parser: argparse.ArgumentParser, *, skip: Sequence[str] = (), extra_choices: Sequence[str] = ()
) -> None:
    """One flag per rule option of :data:`innovation.options.RULE_OPTIONS`, with its help text:
    ``--edition {last,first}`` for a choice, ``--relics`` for an on/off option. ``skip`` leaves
    options out (a command that offers them its own way); ``extra_choices`` adds values to every
    choice option (``soak --edition both``)."""
    group = parser.add_argument_group("rule options")
    tr = translator(help_language())
    for option in RULE_OPTIONS:
        if option.name in skip:
            continue
        helped = tr.text(option.help, OPTION)
        if option.is_choice:
            choices = (*option.choices, *extra_choices)
            group.add_argument(
                option.flag,
                dest=option.name,
                choices=choices,
                default=option.default,
                help=f"{helped} {tr.text('(default {value})', OPTION, value=option.default)}" + _needs(tr, option),
            )
        else:
            group.add_argument(option.flag, dest=option.name, action="store_true", help=helped + _needs(tr, option))


def help_language(argv: Sequence[str] | None = None) -> str:
    """The language ``--help`` gives the rule options' help texts in: ``--lang`` when the command
    line has one on offer (``innovation play --lang ko --help``), else the locale's (``LANG`` …)."""
    argv = sys.argv[1:] if argv is None else argv
    for k, arg in enumerate(argv):
        asked = (
            argv[k + 1]
            if arg == "--lang" and k + 1 < len(argv)
            else arg.partition("=")[2]
            if arg.startswith("--lang=")
            else None
        )
        if asked is not None:
            try:
                return translator(asked).lang
            except ValueError:
                break  # the command itself says why the language is refused
    return from_environment(os.environ, languages())


def _needs(tr: Translator, option: RuleOption) -> str:
    return " " + tr.text("(needs {needs})", OPTION, needs=" & ".join(option.needs)) if option.needs else ""


#: The texts ``--help`` words the rule options with (collected into the catalogues, context ``option``).
HELP_TEMPLATES = ("(default {value})", "(needs {needs})")


def rule_options_from_args(args: argparse.Namespace) -> dict[str, OptionValue]:
    """The rule options (``GameConfig.options``: all but teams) the command line gave."""
    return {o.name: getattr(args, o.name) for o in RULE_OPTIONS if o.in_options and hasattr(args, o.name)}


def config_from_args(args: argparse.Namespace, players: Sequence[str] | None = None) -> GameConfig:
    """The game configuration the options of :func:`add_game_arguments` describe (seats named
    from :data:`PLAYER_NAMES` unless ``players`` names them)."""
    if players is None:
        players = PLAYER_NAMES[: 4 if args.teams else args.players]
    options: dict[str, Any] = rule_options_from_args(args)  # checked by GameConfig
    return GameConfig(players=tuple(players), seed=args.seed, expansions=args.expansions, teams=args.teams, **options)
