#!/usr/bin/env python3
"""How well stored model predictions rank the measured run-2 tuning spaces (issue 20): per
space, Spearman's correlation of predicted and measured times, the model-ranked strategy's
first pick (the consensus of the model's near-ties, ``warpsmith.tune.consensus``) with its
fraction of the optimum and measured rank, and the best of its first five; the same for
the model's lowest prediction beside them (``lowest_*``). CPU only; reads the predictions files
``benchmarks/rank_predictions.py`` writes and the H100 caches.

    python3 benchmarks/rank_quality.py PREDICTIONS.json [MORE.json ...] --out RESULT.json

Each predictions file gets one entry, so a model change is shown before and after side by
side.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT / "src") not in sys.path:
    sys.path.insert(0, str(ROOT / "src"))
DATA = ROOT / "benchmarks" / "results" / "tuning-h100-2026-11-26-run2"
#: where a cache file named in a predictions file is looked for, in this order
FOLDERS = (DATA, ROOT / "benchmarks" / "results" / "tuning-heldout-h100-2026-11-27",
           ROOT / "benchmarks" / "results" / "tuning-heldout2-h100-2026-11-27",
           ROOT / "benchmarks" / "results" / "tuning-heldout3-h100-2026-11-27",
           ROOT / "benchmarks" / "results" / "tuning-heldout4-h100-2026-11-28",
           ROOT / "benchmarks" / "results" / "tuning-heldout5-h100-2026-11-28",
           ROOT / "benchmarks" / "results" / "tuning-heldout6-h100-2026-11-28",
           ROOT / "benchmarks" / "results" / "tuning-heldout7-h100-2026-11-28",
           ROOT / "benchmarks" / "results" / "tuning-heldout8-h100-2026-11-28",
           ROOT / "benchmarks" / "results" / "tuning-heldout9-h100-2026-11-28",
           ROOT / "benchmarks" / "results" / "tuning-heldout10-h200-2026-11-28",
           ROOT / "benchmarks" / "results" / "tuning-heldout11-h200-2026-11-28",
           ROOT / "benchmarks" / "results" / "tuning-heldout12-h200-2026-11-28",
           ROOT / "benchmarks" / "results" / "tuning-heldout13-h200-2026-11-28",
           ROOT / "benchmarks" / "results" / "tuning-heldout14-h200-2026-11-28",
           ROOT / "benchmarks" / "results" / "tuning-heldout15-h200-2026-11-28",
           ROOT / "benchmarks" / "results" / "tuning-heldout16-h200-2026-11-28",
           ROOT / "benchmarks" / "results" / "tuning-heldout17-h200-2026-11-28",
           ROOT / "benchmarks" / "results" / "tuning-heldout18-h200-2026-11-28",
           ROOT / "benchmarks" / "results" / "tuning-heldout19-h200-2026-11-28",
           ROOT / "benchmarks" / "results" / "tuning-heldout20-h200-2026-11-28")


def find_cache(name: str) -> Path:
    """The measured cache file ``name`` (the run-2 spaces or one of the three held-out
    sets)."""
    for folder in FOLDERS:
        if (folder / name).is_file():
            return folder / name
    raise SystemExit(f"rank_quality: no measured cache {name} in " + ", ".join(map(str, FOLDERS)))


def space_quality(pred: dict, cache: dict) -> dict:
    """The figures of one space (:func:`warpsmith.tune.rank.ranking_quality`): ``pred``
    {key: ms or None}, ``cache`` a Kernel Tuner cache with measured times; the
    configurations both measured and predicted, in the cache's order."""
    from warpsmith.tune.rank import ranking_quality

    meas = {k: float(r["time"]) for k, r in cache["cache"].items()
            if isinstance(r.get("time"), (int, float))}
    keys = [k for k in meas if pred.get(k) is not None and math.isfinite(pred[k])]
    return ranking_quality(keys, [pred[k] for k in keys], [meas[k] for k in keys],
                           positions=cache_positions(cache, keys))


def cache_positions(cache: dict, keys: list):
    """Each configuration key's tunable values on [0, 1] in the cache's value lists (as
    the tuner's space places them for the consensus of the model's near-ties)."""
    from warpsmith.tune.consensus import unit_positions

    values = [[str(v) for v in cache["tune_params"][n]] for n in cache["tune_params_keys"]]
    coords = [[vals.index(x) for vals, x in zip(values, k.split(","))] for k in keys]
    return unit_positions(coords, [len(v) for v in values])


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("predictions", nargs="+")
    ap.add_argument("--out")
    a = ap.parse_args(argv)
    out = {"what": "model ranking quality on the H100 tuning spaces (CPU; stored "
                   "predictions against the measured caches)",
           "command": "python3 benchmarks/rank_quality.py " + " ".join(
               sys.argv[1:] if argv is None else argv), "files": {}}
    for f in a.predictions:
        doc = json.loads(Path(f).read_text())
        spaces = {}
        for name, pred in doc["predictions"].items():
            cache = json.loads(find_cache(name).read_text())
            q = space_quality(pred, cache)
            spaces[name] = q
            print(f"{Path(f).name}: {name}: first {q['first_pick']} "
                  f"{q['first_fraction_of_optimum']:.3f} (rank {q['first_measured_rank']}; "
                  f"lowest prediction {q['lowest_first_fraction_of_optimum']:.3f}), "
                  f"best of 5 {q['best_of_first5_fraction']:.3f}, "
                  f"Spearman {q['spearman']:.3f}")
        out["files"][f] = {"runs": doc.get("runs"), "spaces": spaces,
                           "first_within_10pct": sum(q["first_within_10pct"]
                                                     for q in spaces.values()),
                           "lowest_first_within_10pct": sum(q["lowest_first_within_10pct"]
                                                            for q in spaces.values())}
    if a.out:
        Path(a.out).write_text(json.dumps(out, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
