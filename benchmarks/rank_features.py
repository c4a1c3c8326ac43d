"""The static features of every configuration of the measured tuning spaces
(:func:`warpsmith.tune.transfer.features`: the model's terms, the compile report, the
launch), stored with the measured times so that the learned correction of the model can
be trained and judged without recomputing them (``benchmarks/rank_transfer.py``, issue 20).

    python3 benchmarks/rank_features.py --out benchmarks/results/tune-transfer-2026-11-27/features.json

The five ``.cu`` spaces of run 2 (``tuning-h100-2026-11-26-run2/``) and the four held-out
spaces (``tuning-heldout-h100-2026-11-27/``) by default; the coarsening space (a
transformation, not a ``.cu`` file) is not included. Each configuration that was measured
and that the model predicts gives one row ``{key: {"features": {...}, "measured_ms": ..}}``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "src"))

from rank_accuracy import _commit, _cpu, spaces_module  # noqa: E402
from rank_predictions import DATA, cache_configs, predict_cu  # noqa: E402

HELDOUT_DATA = HERE / "results" / "tuning-heldout-h100-2026-11-27"
HELDOUT2_DATA = HERE / "results" / "tuning-heldout2-h100-2026-11-27"
TRAINING = ("transpose", "reduction", "stencil", "convolution", "matmul")
HELDOUT = ("gemv", "jacobi", "histogram", "spmv")
#: the second held-out set (benchmarks/tuning/heldout2/), frozen after the first was seen
HELDOUT2 = ("scan", "gather", "nbody", "bitonic", "mandel")


def data_folder(name: str) -> Path:
    """The folder of space ``name``'s measured cache."""
    return HELDOUT2_DATA if name in HELDOUT2 else HELDOUT_DATA if name in HELDOUT else DATA


def space_rows(name: str, data: Path, jobs: int, cache_dir) -> tuple[str, dict]:
    """The cache file name of space ``name`` and its rows (features and measured time of
    every configuration measured and predicted)."""
    from warpsmith.hw.descriptions import load_device
    from warpsmith.tune.transfer import features

    sms = load_device("h100").sm_count
    sp = spaces_module().ALL[name]
    fname, cfgs = cache_configs(name, data)
    cache = json.loads((data / fname).read_text())["cache"]
    preds = predict_cu(sp, cfgs, jobs, cache_dir, details=True)
    rows = {}
    for cfg, p in zip(cfgs, preds):
        key = sp.key(cfg)
        t = cache[key].get("time")
        if not hasattr(p, "details_json") or not isinstance(t, (int, float)):
            continue
        grid, block = sp.grid(cfg, sp.dims("gpu", cfg)), sp.block(cfg)
        rows[key] = {"features": features(p.details_json(), grid, block, sms),
                     "measured_ms": float(t)}
    return fname, rows


def main(argv=None) -> int:
    """Compute the features of the spaces named and write ``--out``."""
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True)
    ap.add_argument("--spaces", default=",".join(TRAINING + HELDOUT))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--cache-dir", help="on-disk prediction cache (rank's cache_dir)")
    a = ap.parse_args(argv)
    doc = {"what": "static features and measured H100 time of every configuration of the "
                   "tuning spaces (warpsmith.tune.transfer.features)",
           "training": list(TRAINING), "heldout": list(HELDOUT), "spaces": {}, "runs": []}
    for name in [s for s in a.spaces.split(",") if s]:
        data = data_folder(name)
        c0, w0 = _cpu(), time.time()
        fname, rows = space_rows(name, data, a.jobs, a.cache_dir)
        doc["spaces"][name] = {"cache": str(Path(data.name) / fname), "rows": rows}
        doc["runs"].append({"space": name, "rows": len(rows), "cpu_s": round(_cpu() - c0, 1),
                            "wall_s": round(time.time() - w0, 1), "commit": _commit(),
                            "date": time.strftime("%Y-%m-%d"),
                            "command": "python3 benchmarks/rank_features.py "
                                       + " ".join(sys.argv[1:] if argv is None else argv)})
        Path(a.out).write_text(json.dumps(doc) + "\n")
        print(f"{name}: {len(rows)} rows, {doc['runs'][-1]['wall_s']} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
