"""``python -m warpsmith``: the ``warpsmith`` command."""

import sys

from .cli import main

sys.exit(main())
