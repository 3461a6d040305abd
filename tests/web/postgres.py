"""A throwaway PostgreSQL cluster for the tests: Debian's server binaries, a temporary directory,
a unix socket only (no TCP port, so parallel test workers never collide), stopped at the end.

PostgreSQL refuses to run as root; as root the cluster belongs to the ``postgres`` user (Debian's
package creates it) and its commands run through ``runuser``.
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
import uuid
from pathlib import Path

from tests.requirements import require_executable

PORT = 5432  # only names the socket file, inside the cluster's own directory


def _binary(name: str) -> Path:
    found = shutil.which(name) or next(iter(sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"), reverse=True)), None)
    return require_executable(found or name, "Debian's postgresql package; .ci/run installs it")


class Cluster:
    def __init__(self) -> None:
        self.initdb, self.pg_ctl = _binary("initdb"), _binary("pg_ctl")
        self.base = Path(tempfile.mkdtemp(prefix="innovation-pg-"))
        self.data = self.base / "data"
        self.prefix: list[str] = []
        if os.geteuid() == 0:
            shutil.chown(self.base, "postgres", "postgres")
            self.prefix = ["runuser", "-u", "postgres", "--"]
        self.user = "postgres" if os.geteuid() == 0 else os.environ.get("USER", "postgres")

    def _run(self, *command: str | Path) -> None:
        done = subprocess.run([*self.prefix, *map(str, command)], capture_output=True, text=True, timeout=120)
        if done.returncode != 0:
            raise RuntimeError(f"{command[0]} failed: {done.stdout[-1500:]} {done.stderr[-1500:]}")

    def start(self) -> None:
        self._run(self.initdb, "-D", self.data, "-A", "trust", "-U", self.user, "-E", "UTF8", "--no-sync")
        options = f"-k {self.base} -c listen_addresses='' -p {PORT} -c max_connections=200"
        self._run(
            self.pg_ctl, "-D", self.data, "-l", self.base / "server.log", "-w", "-t", "60", "-o", options, "start"
        )

    def url(self, dbname: str = "postgres") -> str:
        return f"host={self.base} port={PORT} user={self.user} dbname={dbname}"

    def new_database(self) -> str:
        """A fresh, empty database; its connection string."""
        import psycopg

        name = "t_" + uuid.uuid4().hex[:16]
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f"CREATE DATABASE {name}")  # type: ignore[call-overload]
        return self.url(name)

    def stop(self) -> None:
        try:
            self._run(self.pg_ctl, "-D", self.data, "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.base, ignore_errors=True)
