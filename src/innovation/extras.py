"""The optional extras (pyproject.toml's ``optional-dependencies``) and the command that installs
one, worded for where this copy of the engine came from.

A message naming an install command must give one that works as typed: ``pip install
'innovation-engine[tui]'`` only helps someone who installed the engine from a package index; from
a checkout it is ``pip install -e '.[tui]'`` (or ``python3 dev.py install tui`` in the
environment ``dev.py`` made), from a Git URL or a wheel file that URL again. The engine reads
where it came from in its installed metadata (``direct_url.json``, PEP 610).
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import sys
from importlib import metadata
from pathlib import Path
from urllib.parse import unquote, urlparse

DISTRIBUTION = "innovation-engine"

#: The top-level package each optional import comes from → the extra that brings it.
EXTRA_OF_PACKAGE: dict[str, str] = {
    "rich": "tui",
    "starlette": "web",
    "uvicorn": "web",
    "websockets": "web",
    "ray": "ray",
    "pyarrow": "parquet",
    "matplotlib": "plot",
    "numpy": "ai",
    "gymnasium": "ai",
    "pettingzoo": "ai",
    "pyspiel": "openspiel",
    "psycopg": "postgres",
}


def extra_for(missing_module: str | None) -> str | None:
    """The extra that brings ``missing_module`` (a ``ModuleNotFoundError.name``), None if none does."""
    return EXTRA_OF_PACKAGE.get((missing_module or "").partition(".")[0])


def install_command(extra: str) -> str:
    """A shell command that adds ``extra`` to this installation of the engine."""
    origin = _origin()
    if origin is None:  # from a package index
        return f"{pip_command()} install {shlex.quote(f'{DISTRIBUTION}[{extra}]')}"
    url, editable, checkout = origin
    if checkout is not None:
        dev_py = checkout / "dev.py"
        if dev_py.is_file() and _same(Path(sys.prefix), checkout / ".venv"):
            return f"python3 {shlex.quote(_shown(dev_py))} install {extra}"
        target = shlex.quote(f"{_shown(checkout)}[{extra}]")
        return f"{pip_command()} install {'-e ' if editable else ''}{target}"
    return f"{pip_command()} install {shlex.quote(f'{DISTRIBUTION}[{extra}] @ {url}')}"


def missing_extra_message(what: str, extra: str) -> str:
    """``"<what> needs the 'ray' extra: <command>"``, the one wording every such message uses."""
    return f"{what} needs the {extra!r} extra: {install_command(extra)}"


def _origin() -> tuple[str, bool, Path | None] | None:
    """Where the installed engine came from: (URL, editable, the checkout when a local directory);
    None when from an index (no ``direct_url.json``)."""
    installed = False
    # Every copy the path shows, the installed one first to say where it came from: run inside a
    # checkout, the build's innovation_engine.egg-info in the working directory is one too.
    for dist in metadata.distributions(name=DISTRIBUTION):
        text = dist.read_text("direct_url.json")
        if text:
            return parse_origin(text)
        installed = installed or dist.read_text("INSTALLER") is not None
    return None if installed else _source_tree()


def parse_origin(text: str | None) -> tuple[str, bool, Path | None] | None:
    """A ``direct_url.json``'s (URL, editable, local directory); None for none (an index install)
    or one that cannot be read (then the index's command is the best guess)."""
    if not text:
        return None
    try:
        data = json.loads(text)
        url = str(data["url"])
    except (ValueError, KeyError, TypeError):
        return None
    parsed = urlparse(url)
    if "dir_info" in data and parsed.scheme == "file":
        editable = bool(data["dir_info"].get("editable", False)) if isinstance(data["dir_info"], dict) else False
        return url, editable, Path(unquote(parsed.path))
    vcs = data.get("vcs_info")
    if isinstance(vcs, dict) and vcs.get("vcs"):
        url = f"{vcs['vcs']}+{url}" + (f"@{vcs['commit_id']}" if vcs.get("commit_id") else "")
    return url, False, None


def _source_tree() -> tuple[str, bool, Path | None] | None:
    """Run from a source tree that is not installed (``PYTHONPATH=src``): that checkout."""
    for parent in Path(__file__).resolve().parents:
        if (parent / "pyproject.toml").is_file() and (parent / "src" / "innovation").is_dir():
            return parent.as_uri(), True, parent
    return None


def pip_command() -> str:
    """``python3 -m pip`` for the interpreter running now, so that what it installs lands where the
    engine is: by the name the shell finds it under when that is this environment's (an active
    virtual environment, the system's), else by its path (``.venv/bin/python -m pip``)."""
    here = Path(os.path.abspath(sys.executable)).parent
    for name in ("python3", "python"):
        found = shutil.which(name)
        # The directory, not the resolved file: a virtual environment's python is a link to the
        # system's, yet installs elsewhere.
        if found is not None and Path(os.path.abspath(found)).parent == here:
            return f"{name} -m pip"
    return f"{shlex.quote(_shown(Path(sys.executable)))} -m pip"


def _shown(path: Path) -> str:
    """``path`` relative to the working directory when it lies under it (``.``, ``.venv/bin/python``)."""
    try:
        rel = Path(os.path.relpath(path))
    except ValueError:  # another drive (Windows)
        return str(path)
    if rel.parts and rel.parts[0] == os.pardir:
        return str(path)
    return str(rel)


def _same(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False
