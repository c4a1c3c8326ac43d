"""The benchmark scripts share code through the package, never by importing one another
(tests/bench_modules.py): a script that imports another breaks when that one changes for
its own run, and what both need is untested library code. The pairs left are listed with
why; a new one fails here, and a listed one that is gone must leave the list."""

import ast
from pathlib import Path

BENCH = Path(__file__).resolve().parents[1] / "benchmarks"

#: (importer, imported) left as they are, and why
KNOWN = {
    # predicts with another tree's src (MODEL_SRC) for like-for-like "before" figures, so it
    # cannot take the reading helpers from this checkout's package
    ("model_error_analysis", "heldout_report"),
    # the ranking benchmarks share the tuning spaces of benchmarks/tuning/spaces.py (a data
    # module of the benchmarks, loaded by path) and the helpers around them
    ("rank_predictions", "rank_accuracy"),
    ("rank_speed", "rank_accuracy"),
    ("rank_speed", "rank_predictions"),
    ("rank_features", "rank_accuracy"),
    ("rank_features", "rank_predictions"),
    # the measured caches' folders (rank_quality.FOLDERS) and the tunables' positions of a
    # cache's configurations, for the learned correction's features and its study
    ("rank_features", "rank_quality"),
    ("rank_transfer", "rank_accuracy"),
    ("rank_transfer", "rank_quality"),
    # the study of other ways to fit the correction reads the features, the sets and the
    # ranking figures exactly as rank_transfer's leave-one-set-out study does
    ("rank_correction_variants", "rank_transfer"),
    # the probe optimizes the suite's kernel as the held-out runner does (its device
    # description and its reassociate setting), so that it times the runner's variant
    ("lane_alignment_probe", "heldout_runner"),
    # the profiler runs tuning_runner's own compile-and-check of a configuration under ncu,
    # so that the profiled launch is the one the tuning run measured, with model_profile's
    # metric list and ncu reader
    ("tuning_profile", "tuning_runner"),
    ("tuning_profile", "model_profile"),
}


def cross_imports() -> set:
    scripts = {p.stem for p in BENCH.glob("*.py")}
    pairs = set()
    for path in BENCH.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import) else
                     [node.module] if isinstance(node, ast.ImportFrom) and node.module
                     and node.level == 0 else [])
            pairs |= {(path.stem, n.split(".")[0]) for n in names
                      if n.split(".")[0] in scripts and n.split(".")[0] != path.stem}
    return pairs


def test_benchmark_scripts_do_not_import_one_another():
    found = cross_imports()
    assert found - KNOWN == set(), "import the package instead (tests/bench_modules.py)"
    assert KNOWN - found == set(), "gone: take it off KNOWN"
