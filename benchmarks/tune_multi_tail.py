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
    rows = db.execute("select config_key, value, benchmark_time, extra, timestamp from results")
    return {k: (v, bt, json.loads(ex or "{}"), ts) for k, v, bt, ex, ts in rows}


def quantile(xs: list, q: float) -> float:
    xs = sorted(xs)
    return xs[int(q * (len(xs) - 1))]


def one_sided(base: dict, other: dict) -> dict:
    """Of the configurations measured 1.5x slower than in the 1-GPU run, how many had
    the other worker's configuration measured just before (in store time) at its 1-GPU
    speed (within 10%): a slowdown of one GPU alone, not of both at once."""
    from datetime import datetime

    ev = sorted((datetime.fromisoformat(ts).timestamp(), str(ex.get("worker_pid")), v / base[k][0])
                for k, (v, _, ex, ts) in other.items() if v and base.get(k, (None,))[0])
    slow = one = 0
    for i, (_, pid, r) in enumerate(ev):
        if r < 1.5:
            continue
        slow += 1
        prev = next((e for e in reversed(ev[:i]) if e[1] != pid), None)
        one += prev is not None and prev[2] < 1.1
    return {"slow": slow, "other_worker_normal_meanwhile": one}


def part(base: dict, other: dict) -> dict:
    bt = [r[1] for r in other.values() if r[1]]
    per: dict = {}
    for k, (v, _, ex, _ts) in other.items():
        if v and base.get(k, (None,))[0]:
            per.setdefault(str(ex.get("worker_pid")), []).append(v / base[k][0])
    return {"measure_ms": {"median": round(statistics.median(bt), 3),
                           "mean": round(statistics.fmean(bt), 3),
                           "p90": round(quantile(bt, 0.9), 3), "p99": round(quantile(bt, 0.99), 3)},
            "kernel_vs_1gpu_by_worker": {
                pid: {"configs": len(r), "median_ratio": round(statistics.median(r), 4),
                      "max_ratio": round(max(r), 3), "slower_1_5x": sum(x >= 1.5 for x in r)}
                for pid, r in per.items()},
            "one_sided": one_sided(base, other)}


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
