"""The static features of every configuration of the measured tuning spaces
(:func:`warpsmith.tune.transfer.features`: the model's terms, the compile report, the
launch), stored with the measured times so that the learned correction of the model can
be trained and judged without recomputing them (``benchmarks/rank_transfer.py``, issue 20).

    python3 benchmarks/rank_features.py --spaces NAME,.. --jobs 2 --out FEATURES.json

Every measured ``.cu`` space of ``rank_quality.FOLDERS`` by default (the coarsening space,
a transformation rather than a ``.cu`` file, is not included); an existing ``--out`` is
extended space by space. The model predicts on the description of the GPU each cache was
measured on, replaying the measured run's data (as the shipped predictions,
``rank_predictions.py --with-data``; ``--without-data`` for the first study's buffers of
ones). Each configuration that was measured and that the model predicts gives one row
``{key: {"features": {...}, "measured_ms": ..}}``.
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
from rank_predictions import cache_configs, cache_device, predict_cu  # noqa: E402
from rank_quality import FOLDERS  # noqa: E402

TRAINING = ("transpose", "reduction", "stencil", "convolution", "matmul")
HELDOUT = ("gemv", "jacobi", "histogram", "spmv")


def _cache_folder(name: str) -> Path | None:
    """The first of ``rank_quality.FOLDERS`` that holds a ``tuning-<name>-*.json``."""
    return next((f for f in FOLDERS if any(f.glob(f"tuning-{name}-*.json"))), None)


def data_folder(name: str) -> Path:
    """The folder of space ``name``'s measured cache."""
    folder = _cache_folder(name)
    if folder is None:
        raise SystemExit(f"rank_features: no measured cache of space {name!r} in "
                         + ", ".join(str(f) for f in FOLDERS))
    return folder


def measured_spaces() -> list[str]:
    """Every ``.cu`` space (``spaces.ALL`` less the coarsening one, a transformation) that
    has a measured cache in ``rank_quality.FOLDERS``, in ``spaces.ALL``'s order."""
    return [name for name, sp in spaces_module().ALL.items()
            if sp.build is None and _cache_folder(name) is not None]


def space_rows(name: str, data: Path, jobs: int, cache_dir,
               with_data: bool = True) -> tuple[str, str, dict]:
    """The cache file name of space ``name``, the model's device for it (the measured GPU's
    description) and its rows (features and measured time of every configuration measured
    and predicted). ``with_data``: the model replays the measured run's data, as the
    shipped predictions do (``rank_predictions.py --with-data``)."""
    from warpsmith.hw.descriptions import load_device
    from warpsmith.tune.transfer import features

    sp = spaces_module().ALL[name]
    fname, cfgs = cache_configs(name, data)
    device = cache_device(data / fname)
    sms = load_device(device).sm_count
    cache = json.loads((data / fname).read_text())["cache"]
    preds = predict_cu(sp, cfgs, jobs, cache_dir, details=True, with_data=with_data,
                       device=device)
    rows = {}
    for cfg, p in zip(cfgs, preds):
        key = sp.key(cfg)
        t = cache[key].get("time")
        if not hasattr(p, "details_json") or not isinstance(t, (int, float)):
            continue
        grid, block = sp.grid(cfg, sp.dims("gpu", cfg)), sp.block(cfg)
        rows[key] = {"features": features(p.details_json(), grid, block, sms),
                     "measured_ms": float(t)}
    return fname, device, rows


def main(argv=None) -> int:
    """Compute the features of the spaces named and write ``--out``."""
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True)
    ap.add_argument("--spaces", help="comma-separated spaces (default: every measured .cu "
                                     "space, rank_quality.FOLDERS)")
    ap.add_argument("--without-data", action="store_true",
                    help="replay on buffers of ones (the first study's features), not the "
                         "measured run's data")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--cache-dir", help="on-disk prediction cache (rank's cache_dir)")
    a = ap.parse_args(argv)
    out = Path(a.out)
    doc = json.loads(out.read_text()) if out.is_file() else {
        "what": "static features and measured time of every configuration of the tuning "
                "spaces (warpsmith.tune.transfer.features)",
        "training": list(TRAINING), "heldout": list(HELDOUT), "spaces": {}, "runs": []}
    names = a.spaces.split(",") if a.spaces else measured_spaces()
    for name in [s for s in names if s]:
        data = data_folder(name)
        c0, w0 = _cpu(), time.time()
        fname, device, rows = space_rows(name, data, a.jobs, a.cache_dir,
                                         with_data=not a.without_data)
        doc["spaces"][name] = {"cache": str(Path(data.name) / fname), "device": device,
                               "rows": rows}
        doc["runs"].append({"space": name, "rows": len(rows), "cpu_s": round(_cpu() - c0, 1),
                            "wall_s": round(time.time() - w0, 1), "commit": _commit(),
                            "date": time.strftime("%Y-%m-%d"),
                            "command": "python3 benchmarks/rank_features.py "
                                       + " ".join(sys.argv[1:] if argv is None else argv)})
        out.write_text(json.dumps(doc) + "\n")
        print(f"{name}: {len(rows)} rows, {doc['runs'][-1]['wall_s']} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
