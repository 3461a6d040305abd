"""The web table: ``innovation serve`` (see docs/web.md).

``create_app(storage=None, db=..., bot_delay=...)`` is the ASGI app; :mod:`innovation.web.service`
holds the framework-free game service and :mod:`innovation.web.storage` the storage interface
with its SQLite implementation. Needs the ``web`` extra (starlette, uvicorn, websockets).
"""

from __future__ import annotations

from innovation.web.app import create_app
from innovation.web.service import GameService
from innovation.web.storage import SQLiteStorage, Storage

__all__ = ["GameService", "SQLiteStorage", "Storage", "create_app"]
