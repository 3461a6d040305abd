"""``innovation serve``: the web table (needs the ``web`` extra: ``pip install '.[web]'``)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from innovation.extras import missing_extra_message

NAME = "serve"
HELP = "serve the web table: a lobby and a table per game, in the browser (needs the 'web' extra)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8000, help="port to listen on (default 8000)")
    parser.add_argument(
        "--db",
        type=Path,
        default=Path("innovation-games.sqlite3"),
        help="SQLite file holding the games (default innovation-games.sqlite3; created if missing)",
    )
    parser.add_argument(
        "--bot-delay", type=float, default=0.6, help="seconds a bot waits before each move, so people can follow"
    )
    parser.add_argument("--log-level", default="info", help="uvicorn log level (default info)")


def run(args: argparse.Namespace) -> int:
    try:
        import uvicorn

        from innovation.web.app import create_app
        from innovation.web.storage import StorageError
    except ModuleNotFoundError as exc:
        print(f"serve: {exc.name} is missing; " + missing_extra_message("serve", "web"), file=sys.stderr)
        return 2
    if not 0 <= args.port <= 65535 or args.bot_delay < 0:
        print("serve: --port must be 0-65535 and --bot-delay non-negative", file=sys.stderr)
        return 2
    try:
        app = create_app(db=args.db, bot_delay=args.bot_delay)
    except StorageError as exc:
        print(f"serve: {exc}", file=sys.stderr)
        return 2
    print(f"Innovation web table on http://{args.host}:{args.port}/ (games in {args.db})", file=sys.stderr)
    # Keep idle connections longer than a reverse proxy does (nginx: 75 s), so the proxy, not
    # this server, closes them: no request lost to a connection closed under it.
    uvicorn.run(app, host=args.host, port=args.port, log_level=args.log_level, ws="auto", timeout_keep_alive=90)
    return 0
