import sys

from innovation.cli import main

sys.exit(main())
