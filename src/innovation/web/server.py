"""Running the web table on uvicorn with connection limits (``innovation serve``).

uvicorn on its own waits forever for a connection's first request and for a request's headers,
and accepts connections until the process runs out of file descriptors: a few thousand sockets
that never send a request (or send their headers one byte a minute) stop the server for as long
as they are held. the guarded protocol (:func:`guarded_protocol`) adds what a server facing the internet needs:

* at most ``max_connections`` open connections (HTTP and WebSocket together) and at most
  ``per_client`` from one client address; a connection over either limit is closed at once,
  before it costs anything;
* ``header_timeout``: a new connection must send a request's complete headers within this many
  seconds, and so must a kept-alive connection once it starts its next request; otherwise it is
  closed. (Idle kept-alive connections are closed after ``keep_alive`` seconds, uvicorn's own
  timer; request bodies have their own timeout in the app, ``BODY_TIMEOUT``.)

The soft limit on open files is raised to the hard limit at start, and ``max_connections`` is
kept well below it, so the server never runs out of descriptors for its database and its files.
Behind a reverse proxy all connections come from the proxy: see docs/web.md for the settings.
"""

from __future__ import annotations

import asyncio
import logging
import resource
from dataclasses import dataclass
from typing import Any

import uvicorn
from starlette.applications import Starlette
from uvicorn.protocols.http.h11_impl import H11Protocol

from innovation.web.limits import client_key

log = logging.getLogger("innovation.web")
#: Descriptors kept free for the database, static files and logs.
SPARE_DESCRIPTORS = 64


@dataclass(frozen=True)
class ConnectionLimits:
    max_connections: int = 1000
    #: 0: no per-client limit (behind a proxy every connection comes from the proxy's address).
    per_client: int = 50
    header_timeout: float = 10.0
    #: Seconds an idle kept-alive connection stays open (longer than a proxy's, nginx: 75 s).
    keep_alive: float = 90.0


def raise_open_files_limit(wanted: int) -> int:
    """Raise the soft limit on open files towards ``wanted`` (at most the hard limit); the limit."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if target > soft:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
            soft = target
        except (ValueError, OSError) as exc:
            log.warning("cannot raise the open files limit to %d: %s", target, exc)
    return soft


class _Guard:
    """The limits, mixed into uvicorn's HTTP protocol classes (see the module's docstring)."""

    limits: ConnectionLimits
    #: Per client key: its open transports (a class per server, made by ``guarded_protocol``).
    by_client: dict[str, set[asyncio.BaseTransport]]
    # uvicorn's protocol attributes this mixin uses:
    server_state: Any
    loop: asyncio.AbstractEventLoop
    transport: asyncio.Transport
    cycle: Any

    _refused = False
    _header_timer: asyncio.TimerHandle | None = None
    _awaiting_request = True
    _seen_cycle: object = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        limits = self.limits
        peer = transport.get_extra_info("peername")
        key = client_key(peer[0] if isinstance(peer, tuple) and peer else None)
        mine = self.by_client.setdefault(key, set())
        for old in [t for t in mine if t.is_closing()]:
            mine.discard(old)
        if len(self.server_state.connections) >= limits.max_connections or (
            limits.per_client and len(mine) >= limits.per_client
        ):
            self._refused = True
            if not mine:
                del self.by_client[key]
            if isinstance(transport, asyncio.Transport):
                transport.abort()  # nothing read, nothing answered: the cheapest refusal
            else:
                transport.close()
            return
        mine.add(transport)
        super().connection_made(transport)  # type: ignore[misc]
        self._arm()

    def connection_lost(self, exc: Exception | None) -> None:
        if self._refused:
            return
        self._disarm()
        super().connection_lost(exc)  # type: ignore[misc]

    def _arm(self) -> None:
        self._disarm()
        self._header_timer = self.loop.call_later(self.limits.header_timeout, self._headers_too_slow)

    def _disarm(self) -> None:
        if self._header_timer is not None:
            self._header_timer.cancel()
            self._header_timer = None

    def _headers_too_slow(self) -> None:
        self._header_timer = None
        if not self.transport.is_closing():
            self.transport.close()

    def data_received(self, data: bytes) -> None:
        if self._awaiting_request and self._header_timer is None:
            self._arm()  # a kept-alive connection starts its next request: the clock runs
        super().data_received(data)  # type: ignore[misc]
        if self.cycle is not None and self.cycle is not self._seen_cycle:  # its headers are in
            self._seen_cycle = self.cycle
            self._awaiting_request = False
            self._disarm()

    def handle_websocket_upgrade(self, *event: Any) -> None:
        self._disarm()  # the WebSocket has its own hello timeout (app.WS_AUTH_TIMEOUT)
        self._awaiting_request = False
        super().handle_websocket_upgrade(*event)  # type: ignore[misc]

    def on_response_complete(self) -> None:
        super().on_response_complete()  # type: ignore[misc]
        self._awaiting_request = True


class GuardedH11Protocol(_Guard, H11Protocol):
    """uvicorn's pure-Python HTTP protocol with the limits."""


def guarded_protocol(limits: ConnectionLimits) -> type[asyncio.Protocol]:
    """uvicorn's HTTP protocol with ``limits`` (a class per server: it counts its clients): the
    httptools one (C, a third of the CPU per request) when installed, else h11."""
    try:
        from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
    except ImportError:
        base: type[asyncio.Protocol] = GuardedH11Protocol
    else:

        class GuardedHttpToolsProtocol(_Guard, HttpToolsProtocol):
            """uvicorn's httptools HTTP protocol with the limits."""

        base = GuardedHttpToolsProtocol
    return type(base.__name__, (base,), {"limits": limits, "by_client": {}})


#: The largest WebSocket message the server reads (bytes).
WS_MAX_MESSAGE = 16 * 1024


def serve(
    app: Starlette,
    *,
    host: str,
    port: int,
    log_level: str = "info",
    limits: ConnectionLimits | None = None,
    forwarded_allow_ips: str | None = None,
) -> None:
    """Run ``app`` on uvicorn with ``limits`` until interrupted."""
    limits = limits if limits is not None else ConnectionLimits()
    descriptors = raise_open_files_limit(limits.max_connections + 4 * SPARE_DESCRIPTORS)
    if limits.max_connections + SPARE_DESCRIPTORS > descriptors:
        raise SystemExit(
            f"serve: --max-connections {limits.max_connections} needs more open files than the limit "
            f"({descriptors}); lower it or raise the limit (ulimit -n)"
        )
    uvicorn.run(
        app,
        host=host,
        port=port,
        log_level=log_level,
        http=guarded_protocol(limits),
        ws="auto",
        # Pushes are small incremental views: compressing each costs more CPU than it saves.
        ws_per_message_deflate=False,
        # A seat sends a hello and answers, each well under 1 KiB: no 16 MiB messages (uvicorn's default).
        ws_max_size=WS_MAX_MESSAGE,
        timeout_keep_alive=int(limits.keep_alive),
        forwarded_allow_ips=forwarded_allow_ips,
    )
