"""``python -m innovation``: the command line (see :mod:`innovation.cli`)."""

import sys

from innovation.cli import main

if __name__ == "__main__":  # worker processes that re-import the main module must not run it
    sys.exit(main())
