"""The command line of :mod:`warpsmith.tune.reports.model` (see its docstring)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from warpsmith.tune.reports.model import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
