"""Paper 004 on one GPU: the eight StreamIt benchmarks with the sequential C backend (CPU),
the naive GPU mapping, and warpsmith's mapping (Section VI heuristic, a short W/S/F search,
three barrier kinds); throughput in output items/s, bytes moved against the measured copy
ceiling, Table II (Lambda, W, S, F), Fig. 9 (speedups over the CPU) and Fig. 7a (FilterBank's
W/S sweep). Every GPU output stream is checked against the C backend's.

    PYTHONPATH=src python3 benchmarks/stream_runner.py OUT_DIR [--no-gpu] [--budget S]

Each part runs under try/except (its error is recorded, the rest goes on); a wall-clock
budget skips what would not fit. Writes OUT_DIR/stream-<gpu>-<date>.json and .md.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
import traceback
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from warpsmith.hw.descriptions import load_device  # noqa: E402
from warpsmith.stream.backend_c import run_c  # noqa: E402
from warpsmith.stream.compiler import compile as stream_compile  # noqa: E402
from warpsmith.stream.heuristics import allowed_s, choose, n_g, shared_words, time_estimate  # noqa: E402
from warpsmith.stream.mapping import MapParams, PaperMapping  # noqa: E402
from warpsmith.stream.runtime import Prepared  # noqa: E402
from warpsmith.tune import results as R  # noqa: E402

BENCH = ROOT / "benchmarks" / "streamit"
PAPER8 = ["Bitonic", "BitonicRec", "DCT", "DES", "FFT", "FilterBank", "FMRadio", "MatrixMult"]
EXTRAS = ["Autocor", "TDE", "BeamFormer", "ChannelVocoder"]
CACHE: dict = {}  # benchmark -> (program, input, C run), reused by the later parts
MEMORY_BOUND_OPS_PER_BYTE = 16  # the runner's rule: fewer estimated ops per byte moved


class Budget:
    def __init__(self, seconds: float):
        self.end = time.monotonic() + seconds

    def left(self) -> float:
        return self.end - time.monotonic()


def check(got, want, t):
    """Whether a GPU output stream equals the C backend's (floats within 1e-3)."""
    got, want = np.asarray(got), np.asarray(want)
    if got.shape != want.shape:
        return False, float("inf")
    if t == "int":
        return bool(np.array_equal(got, want)), float(np.abs(got.astype(np.int64) - want).max(initial=0))
    d = float(np.abs(got - want).max(initial=0))
    return bool(np.allclose(got, want, rtol=1e-3, atol=1e-3)), d


def timed(launch, reps=10):
    from warpsmith.tune.measure import time_launch
    return time_launch(launch, repetitions=reps, warmup=2)["median_ms"] * 1e-3


def bench(name, args, dev, record, budget, gpu):
    p = stream_compile(BENCH / f"{name}.str")
    g, s = p.graph, p.schedule
    out_w, in_w = s.output_per_steady(g), s.input_per_steady(g)
    probe = run_c(g, s, p.default_input(256), 256)  # keep the C run near args.cpu_seconds
    n = max(256, min(args.items // out_w, int(256 * args.cpu_seconds / max(probe.seconds, 1e-9))))
    x = p.default_input(n)
    host = run_c(g, s, x, n, dump=True)
    CACHE[name] = (p, x, host)
    e = {"steady_states": n, "in_per_steady": in_w, "out_per_steady": out_w,
         "output_items": n * out_w, "cpu_seconds": host.seconds,
         "cpu_items_per_s": n * out_w / host.seconds if host.seconds else None}
    e["layout"] = p.layout_report(exact=True)
    params, details = choose(g, s, host.fields, dev)
    e["heuristic"] = {**params.as_json(), **details}
    ops = time_estimate(g, s, 1)
    e["ops_per_byte"] = ops / (4 * (in_w + out_w))
    e["memory_bound"] = e["ops_per_byte"] < MEMORY_BOUND_OPS_PER_BYTE
    record["table2"].append({"benchmark": name, "Lambda": e["layout"]["Lambda"], "W": params.W,
                             "S": params.S, "F": params.F,
                             "Lambda_mapping": details["Lambda_mapping"]})
    record["benchmarks"][name] = e
    if not gpu:
        m = PaperMapping(g, s, host.fields, params)
        e["source_lines"] = m.source().count("\n")
        return
    from warpsmith.stream.runtime import CupyNaive, CupyPaper
    pr = Prepared(g, s, host)
    nbytes = 4 * n * (in_w + out_w)
    e["bytes_moved"] = nbytes

    def measure(label, make):
        try:
            r = make()
            r.launch()
            r.cp.cuda.Device().synchronize()
            ok, diff = check(r.output(), host.output, g.output_type)
            t = timed(r.launch)
            res = {"seconds": t, "items_per_s": n * out_w / t, "correct": ok, "max_diff": diff,
                   "bytes_per_s": nbytes / t,
                   "copy_fraction": nbytes / t / record["copy_ceiling"] if record.get("copy_ceiling") else None}
            if hasattr(r, "m"):
                res.update({"W": r.m.p.W, "S": r.m.p.S, "F": r.m.p.F, "sync": r.m.p.sync,
                            "blocks": r.blocks, "shared_bytes": r.smem})
            return res
        except Exception as ex:  # noqa: BLE001 - one part fails, the rest goes on
            return {"error": R.error_text(ex)}

    e["naive"] = measure("naive", lambda: CupyNaive(pr, x, n))
    e["paper_heuristic"] = measure("paper", lambda: CupyPaper(pr, params, x, n, dev))
    search = []
    lam, lsm = details["Lambda_mapping"], details["L_SM"]
    for S in allowed_s(s, g, 8):
        wmax = min(n_g(dev) * 2 // S, (lsm - 64) // lam, 1024 // S - 32)
        for W in sorted({max(details["W_min"], wmax // 4), max(details["W_min"], wmax // 2),
                         max(details["W_min"], wmax)}):
            for F in (32, 128):
                if budget.left() < args.reserve or W * S + F > 1024:
                    continue
                cfg = MapParams(W, S, F, "named")
                search.append(measure("search", lambda cfg=cfg: CupyPaper(pr, cfg, x, n, dev)))
    e["search"] = search
    good = [r for r in search + [e["paper_heuristic"]] if r.get("correct")]
    if good:
        best = max(good, key=lambda r: r["items_per_s"])
        e["search_best"] = best
        h = e["paper_heuristic"]
        if h.get("correct"):
            e["heuristic_vs_best"] = h["items_per_s"] / best["items_per_s"]
    if e["naive"].get("correct") and e["paper_heuristic"].get("correct"):
        e["speedup_vs_naive"] = e["paper_heuristic"]["items_per_s"] / e["naive"]["items_per_s"]
    record["fig9"].append({"benchmark": name,
                           "naive_over_cpu": _ratio(e["naive"], e),
                           "paper_over_cpu": _ratio(e["paper_heuristic"], e),
                           "best_over_cpu": _ratio(e.get("search_best", {}), e)})


def _ratio(r, e):
    if r.get("items_per_s") and e.get("cpu_items_per_s"):
        return r["items_per_s"] / e["cpu_items_per_s"]
    return None


def sync_modes(name, args, dev, record, budget):
    from warpsmith.stream.runtime import CupyPaper
    e = record["benchmarks"].get(name)
    if not e or "paper_heuristic" not in e:
        return
    p, x, host = CACHE[name]
    g, s = p.graph, p.schedule
    n = e["steady_states"]
    h = e["heuristic"]
    out = {}
    for mode in ("warp", "syncthreads"):
        if budget.left() < args.reserve:
            out[mode] = {"skipped": "time budget"}
            continue
        try:
            r = CupyPaper(Prepared(g, s, host), MapParams(h["W"], h["S"], h["F"], mode), x, n, dev)
            r.launch()
            ok, _d = check(r.output(), host.output, g.output_type)
            t = timed(r.launch)
            out[mode] = {"seconds": t, "items_per_s": n * s.output_per_steady(g) / t, "correct": ok}
        except Exception as ex:  # noqa: BLE001
            out[mode] = {"error": R.error_text(ex)}
    e["barriers"] = {"named": e["paper_heuristic"], **out}


def fig7a(args, dev, record, budget):
    from warpsmith.stream.runtime import CupyPaper
    p, x, host = CACHE["FilterBank"]
    g, s = p.graph, p.schedule
    e = record["benchmarks"].get("FilterBank", {})
    n = e["steady_states"]
    pr = Prepared(g, s, host)
    lam = e.get("heuristic", {}).get("Lambda_mapping", 64)
    rows = []
    for S in (1, 2, 4):
        for W in (8, 16, 32, 64, 128, 256, 512):
            if W * S > 1024 - 32 or W * lam > shared_words(dev) - 64 or budget.left() < args.reserve:
                continue
            try:
                r = CupyPaper(pr, MapParams(W, S, 32, "named"), x, n, dev)
                r.launch()
                ok, _d = check(r.output(), host.output, g.output_type)
                t = timed(r.launch, 5)
                rows.append({"W": W, "S": S, "F": 32, "items_per_s": n * s.output_per_steady(g) / t,
                             "speedup_over_cpu": (n * s.output_per_steady(g) / t) / e["cpu_items_per_s"]
                             if e.get("cpu_items_per_s") else None, "correct": ok})
            except Exception as ex:  # noqa: BLE001
                rows.append({"W": W, "S": S, "error": R.error_text(ex)})
    record["fig7a"] = rows


def summary(record):
    b = record["benchmarks"]
    sp = [e["speedup_vs_naive"] for k, e in b.items() if e.get("speedup_vs_naive") and k in PAPER8]
    hv = {k: e["heuristic_vs_best"] for k, e in b.items() if e.get("heuristic_vs_best")}
    mem = {k: max([r.get("copy_fraction") or 0 for r in [e.get("paper_heuristic", {})] + e.get("search", [])])
           for k, e in b.items() if e.get("memory_bound") and "paper_heuristic" in e}
    return {"geomean_speedup_vs_naive": math.exp(sum(map(math.log, sp)) / len(sp)) if sp else None,
            "benchmarks_with_speedup": len(sp),
            "goal_3x_naive": (math.exp(sum(map(math.log, sp)) / len(sp)) >= 3) if sp else None,
            "memory_bound_copy_fraction": mem,
            "goal_memory_bound_60pct": all(v >= 0.6 for v in mem.values()) if mem else None,
            "heuristic_vs_best": hv,
            "goal_heuristic_within_10pct": all(v >= 0.9 for v in hv.values()) if hv else None}


def markdown(record) -> str:
    h = record["header"]
    lines = [f"# Paper 004 stream benchmarks on {h['device']}", "",
             f"date {h['date']}, driver {h.get('driver')}, commit {record.get('commit')}, "
             f"copy ceiling {record.get('copy_ceiling')}", "",
             "## Table II (H100)", "", "| benchmark | Lambda | W | S | F | Lambda (mapping) |",
             "|---|---|---|---|---|---|"]
    for r in record["table2"]:
        lines.append(f"| {r['benchmark']} | {r['Lambda']} | {r['W']} | {r['S']} | {r['F']} | "
                     f"{r['Lambda_mapping']} |")
    lines += ["", "## Throughput (output items/s) and Fig. 9 (speedup over the CPU)", "",
              "| benchmark | C (CPU) | naive | paper heuristic | best searched | vs naive | "
              "heuristic/best | copy fraction | correct |", "|---|---|---|---|---|---|---|---|---|"]
    for k, e in record["benchmarks"].items():
        nv, ph, sb = e.get("naive", {}), e.get("paper_heuristic", {}), e.get("search_best", {})
        lines.append(f"| {k} | {_f(e.get('cpu_items_per_s'))} | {_f(nv.get('items_per_s'))} | "
                     f"{_f(ph.get('items_per_s'))} | {_f(sb.get('items_per_s'))} | "
                     f"{_f(e.get('speedup_vs_naive'))} | {_f(e.get('heuristic_vs_best'))} | "
                     f"{_f(ph.get('copy_fraction'))} | {nv.get('correct')}/{ph.get('correct')} |")
    lines += ["", "## Summary", "", "```", R.dumps(record.get("summary", {})), "```", ""]
    if record["errors"]:
        lines += ["## Errors", ""] + [f"- {x['part']}: {x['error'][:300]}" for x in record["errors"]]
    return "\n".join(lines) + "\n"


def _f(v):
    return "-" if v is None else (f"{v:.3g}" if isinstance(v, float) else str(v))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out")
    ap.add_argument("--no-gpu", action="store_true", help="CPU parts only (C backend, layout, "
                    "heuristic)")
    ap.add_argument("--budget", type=float, default=280, help="wall-clock seconds")
    ap.add_argument("--reserve", type=float, default=20, help="seconds kept for writing")
    ap.add_argument("--items", type=int, default=1 << 20, help="output items per benchmark "
                    "(at most)")
    ap.add_argument("--cpu-seconds", type=float, default=1.5, help="about how long the C "
                    "backend's steady states may take (fewer items for slow programs)")
    ap.add_argument("--benchmarks", nargs="*", default=PAPER8 + EXTRAS)
    args = ap.parse_args(argv)
    budget = Budget(args.budget)
    gpu = not args.no_gpu
    dev = load_device("h100")
    device_name, vers = "cpu only", {}
    if gpu:
        try:
            from warpsmith.backends.cuda import device_info
            info = device_info()
            device_name = info.get("name", "gpu")
            vers = R.versions(info, ncu=False)
        except Exception as ex:  # noqa: BLE001
            print("no GPU:", ex, file=sys.stderr)
            gpu = False
    record = {"header": R.header(device_name, vers), "commit": os.environ.get("COMMIT"),
              "benchmarks": {}, "table2": [], "fig9": [], "fig7a": [], "errors": []}
    if gpu:
        try:
            from warpsmith.tune.measure import copy_ceiling
            record["copy_ceiling"] = copy_ceiling()
        except Exception as ex:  # noqa: BLE001
            record["errors"].append({"part": "copy_ceiling", "error": R.error_text(ex)})
    stem = R.stem(args.out, "stream", device_name)

    def save():
        record["summary"] = summary(record)
        R.write_results(stem, record, markdown(record), text=R.dumps(record))

    def one(name):
        t0 = time.monotonic()
        try:
            bench(name, args, dev, record, budget, gpu)
        except Exception:  # noqa: BLE001
            record["errors"].append({"part": name, "error": traceback.format_exc()[-1500:]})
        print(f"{name}: {time.monotonic() - t0:.1f} s", flush=True)

    # the paper's eight first, then Fig. 7a and the barrier comparison, then the extras
    parts = [(k, lambda k=k: one(k)) for k in args.benchmarks if k in PAPER8]
    if gpu:
        parts.append(("fig7a", lambda: fig7a(args, dev, record, budget)))
        parts += [(f"barriers {k}", lambda k=k: sync_modes(k, args, dev, record, budget))
                  for k in args.benchmarks if k in PAPER8]
    parts += [(k, lambda k=k: one(k)) for k in args.benchmarks if k not in PAPER8]
    for part, fn in parts:
        if budget.left() < args.reserve:
            record["errors"].append({"part": part, "error": "skipped: time budget"})
            continue
        try:
            fn()
        except Exception:  # noqa: BLE001
            record["errors"].append({"part": part, "error": traceback.format_exc()[-1500:]})
        save()
    save()
    print(markdown(record))
    return 0


if __name__ == "__main__":
    sys.exit(main())
