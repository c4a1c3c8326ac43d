"""Loading the scripts under ``benchmarks/`` as modules, for the tests of their CPU parts.

The scripts are not a package: they import one another by file name (``import gpu_runner``),
so the folder goes on ``sys.path`` first."""

import importlib.util
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[1] / "benchmarks"


def load(name: str, *, fresh: bool = False, as_name: str | None = None):
    """The module of ``benchmarks/<name>.py``; the one already imported unless ``fresh``."""
    if str(BENCH) not in sys.path:
        sys.path.insert(0, str(BENCH))
    key = as_name or name
    if not fresh and key in sys.modules:
        return sys.modules[key]
    spec = importlib.util.spec_from_file_location(key, BENCH / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[key] = mod
    spec.loader.exec_module(mod)
    return mod
