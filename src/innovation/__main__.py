"""``python -m innovation``: the command line (see :mod:`innovation.cli`)."""

import sys

from innovation.cli import main

sys.exit(main())
