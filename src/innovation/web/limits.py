"""Per-client limits of the web table: who a client is, and token buckets keyed by it.

A client is its address as the server sees it (``scope["client"]``, which uvicorn rewrites from
``X-Forwarded-For`` only for the proxies in ``--forwarded-allow-ips``), an IPv6 client by its /64
network (one machine commonly holds a whole /64). The buckets live in one server process's
memory: with several processes, each enforces its own (docs/web.md).
"""

from __future__ import annotations

import ipaddress
import math
import time
from dataclasses import dataclass


def client_key(host: str | None) -> str:
    """The key per-client limits count under: the IPv4 address, or the IPv6 /64 network."""
    if not host:
        return "unknown"
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return host[:64]  # a unix socket path or a test client's name: itself
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.IPv6Network((address, 64), strict=False))
    return str(address)


@dataclass(frozen=True)
class Rate:
    """``burst`` at once, then one per ``1 / per_second`` seconds."""

    burst: int
    per_second: float


class RateLimiter:
    """Token buckets per client key, bounded in memory (a full, idle bucket is forgotten)."""

    def __init__(self, rate: Rate, max_clients: int = 100_000) -> None:
        self.rate = rate
        self.max_clients = max_clients
        self._buckets: dict[str, tuple[float, float]] = {}

    def _level(self, key: str, now: float) -> float:
        tokens, then = self._buckets.get(key, (float(self.rate.burst), now))
        return min(float(self.rate.burst), tokens + (now - then) * self.rate.per_second)

    def retry_after(self, key: str) -> float:
        """Seconds until ``key`` may act again (0: now)."""
        level = self._level(key, time.monotonic())
        return 0.0 if level >= 1 else (1 - level) / self.rate.per_second

    def take(self, key: str) -> float:
        """Spend one token for ``key``: 0 if it had one, else the seconds to wait (nothing spent)."""
        now = time.monotonic()
        level = self._level(key, now)
        if level < 1:
            return max((1 - level) / self.rate.per_second, 0.001)
        if key not in self._buckets and len(self._buckets) >= self.max_clients:
            self._forget_full(now)
        self._buckets[key] = (level - 1, now)
        return 0.0

    def _forget_full(self, now: float) -> None:
        full = [k for k in self._buckets if self._level(k, now) >= self.rate.burst]
        for key in full:
            del self._buckets[key]
        if len(self._buckets) >= self.max_clients:  # all busy: forget the half that refills first
            ordered = sorted(self._buckets, key=lambda k: -self._level(k, now))
            for key in ordered[: len(ordered) // 2]:
                del self._buckets[key]


def seconds_header(seconds: float) -> str:
    """A ``Retry-After`` value: whole seconds, at least 1."""
    return str(max(1, math.ceil(seconds)))
