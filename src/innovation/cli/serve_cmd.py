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
        "--database-url",
        default=None,
        help="a PostgreSQL URL (postgresql://…) instead of --db: several server processes may share it",
    )
    parser.add_argument(
        "--bot-delay", type=float, default=0.6, help="seconds a bot waits before each move, so people can follow"
    )
    parser.add_argument("--log-level", default="info", help="uvicorn log level (default info)")
    limits = parser.add_argument_group("limits (docs/web.md, 'Limits')")
    limits.add_argument("--max-games", type=int, default=10_000, help="live games on the server (default 10000)")
    limits.add_argument("--games-per-client", type=int, default=20, help="live games per client (default 20)")
    limits.add_argument(
        "--new-games-per-minute", type=float, default=10, help="games one client may create a minute (default 10)"
    )
    limits.add_argument(
        "--abandon-after-hours", type=float, default=168, help="a game nobody answers is abandoned (default 168)"
    )
    limits.add_argument("--max-connections", type=int, default=1000, help="open connections (default 1000)")
    limits.add_argument(
        "--max-connections-per-client",
        type=int,
        default=50,
        help="open connections per client address, 0 for none (behind a proxy: 0; default 50)",
    )
    limits.add_argument(
        "--header-timeout", type=float, default=10.0, help="seconds to send a request's headers (default 10)"
    )
    limits.add_argument(
        "--forwarded-allow-ips",
        default=None,
        help="proxies whose X-Forwarded-For names the client (uvicorn's; default 127.0.0.1)",
    )


def run(args: argparse.Namespace) -> int:
    try:
        from innovation.web.app import create_app
        from innovation.web.limits import Rate
        from innovation.web.server import ConnectionLimits, serve
        from innovation.web.service import ServiceLimits
        from innovation.web.storage import Storage, StorageError
    except ModuleNotFoundError as exc:
        print(f"serve: {exc.name} is missing; " + missing_extra_message("serve", "web"), file=sys.stderr)
        return 2
    numbers = (args.bot_delay, args.new_games_per_minute, args.abandon_after_hours, args.header_timeout)
    counts = (args.max_games, args.games_per_client, args.max_connections, args.max_connections_per_client)
    if not 0 <= args.port <= 65535 or min(numbers) < 0 or min(counts) < 0 or not args.header_timeout:
        print("serve: --port must be 0-65535 and the delays, limits and timeouts non-negative", file=sys.stderr)
        return 2
    limits = ServiceLimits(
        max_live_games=args.max_games,
        games_per_client=args.games_per_client,
        create_rate=Rate(burst=max(1, int(args.new_games_per_minute)), per_second=args.new_games_per_minute / 60),
        abandon_after=args.abandon_after_hours * 3600,
    )
    storage: Storage | None = None
    try:
        if args.database_url:
            try:
                from innovation.web.pgstorage import PostgresStorage
            except ModuleNotFoundError as exc:
                print(
                    f"serve: {exc.name} is missing; " + missing_extra_message("serve --database-url", "postgres"),
                    file=sys.stderr,
                )
                return 2
            storage = PostgresStorage(args.database_url)
        app = create_app(storage, db=args.db, bot_delay=args.bot_delay, limits=limits)
    except StorageError as exc:
        print(f"serve: {exc}", file=sys.stderr)
        return 2
    where = "PostgreSQL" if args.database_url else args.db
    print(f"Innovation web table on http://{args.host}:{args.port}/ (games in {where})", file=sys.stderr)
    connection_limits = ConnectionLimits(
        max_connections=args.max_connections,
        per_client=args.max_connections_per_client,
        header_timeout=args.header_timeout,
    )
    try:
        serve(
            app,
            host=args.host,
            port=args.port,
            log_level=args.log_level,
            limits=connection_limits,
            forwarded_allow_ips=args.forwarded_allow_ips,
        )
    finally:
        if storage is not None:
            storage.close()
    return 0
