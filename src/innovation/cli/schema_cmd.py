"""``innovation schema [TYPE]``: print the protocol's JSON Schema."""

from __future__ import annotations

import argparse
import json
import sys

from innovation.protocol.schema import ROOTS, schema

NAME = "schema"
HELP = "print the JSON Schema of the protocol (decisions, views, events, results, saves, the card catalogue)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "type",
        nargs="?",
        choices=sorted(ROOTS),
        help="print the schema of this type only (default: every type, one document)",
    )
    parser.add_argument("--compact", action="store_true", help="one line instead of indented JSON")


def run(args: argparse.Namespace) -> int:
    document = schema(args.type)
    json.dump(document, sys.stdout, indent=None if args.compact else 2, ensure_ascii=False)
    sys.stdout.write("\n")
    return 0
