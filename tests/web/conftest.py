"""Fixtures for the web table: a real uvicorn server in a subprocess, and headless Chromium."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.requirements import require, require_executable
from tests.web.postgres import Cluster

ROOT = Path(__file__).resolve().parents[2]
#: Chromium on this closed network: no background connections, no sandbox (root), fresh profile.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
#: Where screenshots go: docs/images when INNOVATION_UPDATE_SCREENSHOTS=1, else a temp dir.
UPDATE_SCREENSHOTS = os.environ.get("INNOVATION_UPDATE_SCREENSHOTS") == "1"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    """``innovation serve`` as a subprocess on a free port, restartable on the same database
    (a SQLite file, or PostgreSQL at ``database_url``); ``args``: more ``serve`` options."""

    def __init__(
        self,
        db: Path,
        log: Path,
        database_url: str | None = None,
        args: tuple[str, ...] = (),
        launcher: tuple[str, ...] = (sys.executable, "-m", "innovation"),
    ) -> None:
        self.db = db
        self.launcher = launcher
        self.log = log
        self.database_url = database_url
        self.args = args
        self.port = free_port()
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        httpx = require("httpx")
        with self.log.open("ab") as log:
            self.proc = subprocess.Popen(
                [
                    *(*self.launcher, "serve", "--port", str(self.port), "--db", str(self.db)),
                    *("--bot-delay", "0", "--log-level", "warning"),
                    *(("--database-url", self.database_url) if self.database_url else ()),
                    *self.args,
                ],
                stdout=log,
                stderr=subprocess.STDOUT,
                cwd=ROOT,
            )
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the server exited: {self.log.read_text()[-2000:]}")
            try:
                if httpx.get(self.url + "/healthz", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        raise RuntimeError("the server did not answer /healthz within 30 s")

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.proc = None

    def restart(self) -> None:
        self.stop()
        self.start()

    def kill(self) -> None:
        """``kill -9``: no shutdown, no flush, nothing."""
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait()
        self.proc = None


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    srv = Server(tmp_path / "games.sqlite3", tmp_path / "server.log")
    srv.start()
    try:
        yield srv
    finally:
        srv.stop()


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    sync_api = require("playwright.sync_api", "browser tests")
    chromium = require_executable("chromium", "Debian's chromium package; .ci/run installs it")
    with sync_api.sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=str(chromium), args=CHROMIUM_ARGS)
        try:
            yield b
        finally:
            b.close()


@pytest.fixture
def screenshots(tmp_path: Path) -> Path:
    folder = ROOT / "docs" / "images" if UPDATE_SCREENSHOTS else tmp_path / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture(scope="session")
def postgres_cluster() -> Iterator[Cluster]:
    require("psycopg", "the postgres extra")
    cluster = Cluster()
    cluster.start()
    try:
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture
def postgres_url(postgres_cluster: Cluster) -> str:
    """A fresh database on the session's throwaway cluster."""
    return postgres_cluster.new_database()
