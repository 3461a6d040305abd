"""Drive a command through a pseudo-terminal, the way a person at a keyboard would."""

from __future__ import annotations

import codecs
import fcntl
import os
import pty
import re
import select
import signal
import subprocess
import sys
import termios
import time
from collections.abc import Sequence
from pathlib import Path

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07|\r")
ROOT = Path(__file__).resolve().parents[2]


def _take_terminal() -> None:
    """In the child: start a session whose controlling terminal is the pty (so Ctrl-C works)."""
    os.setsid()
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


class PtySession:
    """A child process whose stdin, stdout and stderr are a pseudo-terminal."""

    def __init__(self, args: Sequence[str], cwd: Path | None = None) -> None:
        master, slave = pty.openpty()
        env = dict(os.environ, COLUMNS="110", LINES="50", TERM="xterm", PYTHONUNBUFFERED="1")
        env.pop("NO_COLOR", None)
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "innovation", *args],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            cwd=cwd or ROOT,
            env=env,
            preexec_fn=_take_terminal,
        )
        os.close(slave)
        self.master = master
        self.raw = b""
        self.pos = 0  # start of the text not yet consumed by expect()
        self._closed = False
        # The text is cleaned as it arrives, not re-decoded whole on every look: a whole game's
        # output re-read per question made expect() quadratic, and slow enough to time out on a
        # loaded machine. A UTF-8 sequence or an escape sequence cut by a read waits for the rest.
        self._decoder = codecs.getincrementaldecoder("utf-8")("replace")
        self._clean = ""
        self._pending = ""

    @property
    def text(self) -> str:
        return self._clean

    def _take(self, chunk: bytes) -> None:
        self.raw += chunk
        pending = self._pending + self._decoder.decode(chunk)
        cut = pending.rfind("\x1b")
        if cut >= 0 and ANSI.match(pending, cut) is None:
            pending, self._pending = pending[:cut], pending[cut:]  # an escape not complete yet
        else:
            self._pending = ""
        self._clean += ANSI.sub("", pending)

    def _pump(self, timeout: float) -> bool:
        ready, _, _ = select.select([self.master], [], [], timeout)
        if not ready:
            return True
        try:
            chunk = os.read(self.master, 65536)
        except OSError:  # EIO: the child closed the terminal
            return False
        if not chunk:
            return False
        self._take(chunk)
        return True

    def expect(self, pattern: str, timeout: float = 90.0) -> re.Match[str]:
        """Wait until ``pattern`` (a regex) appears in output not consumed yet; consume up to it."""
        regex = re.compile(pattern, re.DOTALL)
        deadline = time.monotonic() + timeout
        while True:
            text = self._clean
            match = regex.search(text, self.pos)
            if match:
                self.pos = match.end()
                return match
            if time.monotonic() > deadline:
                raise TimeoutError(f"{pattern!r} not seen; output ends with:\n{text[-2000:]}")
            if not self._pump(0.2) and not regex.search(self.text, self.pos):
                raise EOFError(f"process ended before {pattern!r}; output ends with:\n{self.text[-2000:]}")

    def send(self, line: str) -> None:
        os.write(self.master, (line + "\n").encode())

    def interrupt(self) -> None:
        os.write(self.master, b"\x03")  # Ctrl-C through the terminal's line discipline

    def wait(self, timeout: float = 90.0) -> int:
        deadline = time.monotonic() + timeout
        while self.proc.poll() is None and time.monotonic() < deadline:
            self._pump(0.1)
        while self._pump(0.05) and select.select([self.master], [], [], 0)[0]:
            pass
        if self.proc.poll() is None:
            self.close()
            raise TimeoutError("process did not exit")
        return self.proc.returncode

    def close(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait()
        if not self._closed:
            self._closed = True
            os.close(self.master)
