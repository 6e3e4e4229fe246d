"""``python -m figures.cli``: the ``figures`` command."""

import sys

from figures.cli import main

sys.exit(main())
