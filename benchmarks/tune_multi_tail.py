"""Where a multi-GPU run's measuring time went, configuration by configuration: each
2-GPU store of a run folder compared with the same run's first 1-GPU store (same 520
configurations): the measurement process's milliseconds per configuration (median, mean,
p90, p99) and, per GPU worker, the measured kernel time against the 1-GPU run's (the median
ratio and how many configurations measured 1.5x slower or more).

    python3 benchmarks/tune_multi_tail.py RUN_DIR... --out FILE.json
"""
from __future__ import annotations

import argparse
import json
import sqlite3
import statistics
from pathlib import Path


def load(path: Path) -> dict:
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    rows = db.execute("select config_key, value, benchmark_time, extra from results")
    return {k: (v, bt, json.loads(ex or "{}")) for k, v, bt, ex in rows}


def quantile(xs: list, q: float) -> float:
    xs = sorted(xs)
    return xs[int(q * (len(xs) - 1))]


def part(base: dict, other: dict) -> dict:
    bt = [r[1] for r in other.values() if r[1]]
    per: dict = {}
    for k, (v, _, ex) in other.items():
        if v and base.get(k, (None,))[0]:
            per.setdefault(str(ex.get("worker_pid")), []).append(v / base[k][0])
    return {"measure_ms": {"median": round(statistics.median(bt), 3),
                           "mean": round(statistics.fmean(bt), 3),
                           "p90": round(quantile(bt, 0.9), 3), "p99": round(quantile(bt, 0.99), 3)},
            "kernel_vs_1gpu_by_worker": {
                pid: {"configs": len(r), "median_ratio": round(statistics.median(r), 4),
                      "max_ratio": round(max(r), 3), "slower_1_5x": sum(x >= 1.5 for x in r)}
                for pid, r in per.items()}}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("runs", nargs="+")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    out = {"what": __doc__.split("\n\n")[0], "runs": {}}
    for run in map(Path, a.runs):
        base = load(run / "w1-r0-store.db")
        out["runs"][run.name] = {name: part(base, load(run / f"{name}-store.db"))
                                 for name in ("w1-r1", "w2-r0", "w2-r1")
                                 if (run / f"{name}-store.db").exists()}
        out["runs"][run.name]["w1-r0"] = {"measure_ms": part(base, base)["measure_ms"]}
    Path(a.out).write_text(json.dumps(out, indent=1))
    print(json.dumps(out, indent=1)[:3000])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
