"""``innovation serve`` allowing the sets still being written (tests only: the web tests of a set
refused as unfinished, Figures in the Sky, run the real server through this launcher)::

    python -m tests.web.unfinished_serve serve --port 8000 --db games.sqlite3
"""

from __future__ import annotations

import sys

from innovation.cli import main
from innovation.testing import unfinished_sets

if __name__ == "__main__":
    with unfinished_sets():
        sys.exit(main(sys.argv[1:]))
