"""Loading a script under ``benchmarks/`` as a module, for the tests of its own CPU parts
(its ``main``, its argument handling, what it alone computes).

What the scripts share lives in the package (``warpsmith.tune.measure``, ``.results``,
``.programs``, ``.examples``, ``.coarsen_space``, ``.reports``, ``warpsmith.corpus``) and the tests import
it from there; the scripts import only the package, never one another. The folder still
goes on ``sys.path``, and a script is loaded under its own name, because the worker
processes a script spawns import it again by that name."""

import importlib.util
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[1] / "benchmarks"


def load(name: str, *, fresh: bool = False):
    """The module of ``benchmarks/<name>.py``; the one already loaded unless ``fresh``."""
    if str(BENCH) not in sys.path:
        sys.path.insert(0, str(BENCH))
    if not fresh and name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, BENCH / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod
