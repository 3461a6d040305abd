"""The ``innovation`` command line (also ``python -m innovation``).

Each subcommand lives in its own module exposing ``NAME``, ``HELP``, ``add_arguments(parser)``
and ``run(args) -> int``; modules are imported by name when the parser is built, so a tool that
lives outside the core (``soak``, in :mod:`innovation_soak`) plugs in like the others.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from types import ModuleType

from innovation import __version__
from innovation.extras import extra_for, install_command, missing_extra_message
from innovation.protocol.vocabulary import PROTOCOL_VERSION

#: Subcommand → the module that implements it.
COMMANDS = {
    "demo": "innovation.cli.demo_cmd",
    "play": "innovation.cli.play_cmd",
    "simulate": "innovation.cli.simulate_cmd",
    "replay": "innovation.cli.replay_cmd",
    "cards": "innovation.cli.cards_cmd",
    "soak": "innovation_soak.cli",
    "serve": "innovation.cli.serve_cmd",
    "schema": "innovation.cli.schema_cmd",
}


def missing_extra(exc: ModuleNotFoundError) -> str | None:
    """The extra to install when ``exc`` is a missing optional package (None: a real error). The
    core needs none of them: a headless server runs without the terminal UI's ``rich``."""
    return extra_for(exc.name)


def _needs_extra(name: str, extra: str, package: str) -> ModuleType:
    """A stand-in for a subcommand whose optional packages are not installed: it is listed, and
    running it says what to install."""
    module = ModuleType(COMMANDS[name])
    module.HELP = f"(needs the '{extra}' extra: {install_command(extra)})"  # type: ignore[attr-defined]

    def add_arguments(parser: argparse.ArgumentParser) -> None:
        parser.add_argument("args", nargs=argparse.REMAINDER, help=argparse.SUPPRESS)

    def run(args: argparse.Namespace) -> int:
        print(
            f"innovation {name}: {package!r} is not installed; " + missing_extra_message(name, extra), file=sys.stderr
        )
        return 2

    module.add_arguments = add_arguments  # type: ignore[attr-defined]
    module.run = run  # type: ignore[attr-defined]
    return module


def _load(name: str) -> ModuleType | None:
    try:
        return importlib.import_module(COMMANDS[name])
    except ModuleNotFoundError as exc:
        if exc.name == COMMANDS[name]:
            return None
        extra = missing_extra(exc)
        if extra is None:
            raise
        return _needs_extra(name, extra, (exc.name or "").partition(".")[0])


def build_parser() -> tuple[argparse.ArgumentParser, dict[str, ModuleType]]:
    parser = argparse.ArgumentParser(prog="innovation", description="Innovation rules engine: play, simulate, inspect.")
    parser.add_argument(
        "--version",
        action="version",
        version=f"innovation-engine {__version__} (protocol {PROTOCOL_VERSION})",
        help="print the version of the engine and of its protocol",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    modules: dict[str, ModuleType] = {}
    for name in COMMANDS:
        module = _load(name)
        if module is None:
            continue
        modules[name] = module
        module.add_arguments(sub.add_parser(name, help=module.HELP, description=module.HELP))
    return parser, modules


def main(argv: Sequence[str] | None = None) -> int:
    parser, modules = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(modules[args.command].run(args))
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except ModuleNotFoundError as exc:  # an optional package imported when the command runs
        extra = missing_extra(exc)
        if extra is None:
            raise
        print(
            f"innovation {args.command}: {(exc.name or '').partition('.')[0]!r} is not installed; "
            + missing_extra_message(args.command, extra),
            file=sys.stderr,
        )
        return 2
    except BrokenPipeError:
        return 0
