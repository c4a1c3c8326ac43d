#!/usr/bin/env python3
"""How fast the model ranks a tuning space (issue 20, section 2, model-ranked): CPU
timings of ``pipeline_predict.predict_space`` against ``predict_kernel`` point by point
on a sample of the tiled-matmul space of ``benchmarks/tuning/spaces.py`` at its GPU size,
and where a prediction's time goes.

    python3 benchmarks/bench_predict_space.py --out-dir benchmarks/results --sample 4

Each method runs in a fresh process (no compiler or replay cache carried over):

* ``point_by_point``: ``predict_kernel`` for each sampled configuration, one process;
* ``space_cold``: ``predict_space`` with ``--jobs`` workers and an empty cache directory;
* ``space_warm``: the same call again on the filled cache directory (a second ranking);
* ``profile``: cProfile (CPU time) of one configuration's ``predict_kernel`` after another
  has warmed the per-process caches (the op-cost probes): the seconds of the frontend (read),
  NVRTC (the kernel, twice: plain and with line information), the one-block replay on the
  simulator, the PDG and the rest of the model.

The predictions of ``space_cold`` and ``space_warm`` are compared with
``point_by_point`` (they must be equal). Wall and CPU seconds are recorded (CPU: the
process and its pool's workers; on a shared machine the CPU seconds are the figure that
means something); the CPU seconds per configuration give the extrapolated time of a
500-configuration space on ``--jobs`` idle cores. Writes
``OUT/predict-space-cpu-<date>.json`` with the machine (CPU model, cores, load average,
which other work shares it) and the command. These are CPU figures of this machine.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import platform
import pstats
import shlex
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent
if str(ROOT / "src") not in sys.path:
    sys.path.insert(0, str(ROOT / "src"))


def spaces_module():
    """``benchmarks/tuning/spaces.py``, loaded by path."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("tuning_spaces", HERE / "tuning" /
                                                  "spaces.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules["tuning_spaces"] = mod
    spec.loader.exec_module(mod)
    return mod


def sample_points(n: int, size: str = "gpu") -> list[dict]:
    """``n`` configurations of the matmul space in pairs that differ only in
    ``loop_unroll`` (a pragma), spread over the space, as predict_space points."""
    S = spaces_module().MATMUL
    cfgs = [c for c in S.configs() if c["loop_unroll"] == 0]
    pairs = max(1, n // 2)
    picked = [cfgs[int(i * len(cfgs) / pairs)] for i in range(pairs)]
    out = []
    for c in picked:
        for u in (0, 1)[: (2 if n > 1 else 1)]:
            cfg = dict(c, loop_unroll=u)
            d = S.dims(size, cfg)
            out.append({"cfg": cfg, "defines": S.defines(cfg), "grid": S.grid(cfg, d),
                        "block": S.block(cfg), "params": {k: d[k] for k in ("M", "N", "K")}})
    return out[:n]


def _preds_json(preds) -> list:
    return [p.details_json() if hasattr(p, "details_json") else f"error: {p}" for p in preds]


def child(method: str, n: int, jobs: int, cache_dir: str, size: str = "gpu") -> dict:
    """One method in this (fresh) process; returns its timings and predictions."""
    from warpsmith import pipeline_predict as PP

    S = spaces_module().MATMUL
    pts = sample_points(n, size)
    clean = [{k: p[k] for k in ("defines", "grid", "block", "params")} for p in pts]
    t, cpu = time.perf_counter(), cpu_seconds()
    if method == "point_by_point":
        preds, each = [], []
        for p in clean:
            t1 = time.perf_counter()
            preds.append(PP.predict_kernel(str(S.path), S.kernel, p["grid"], p["block"],
                                           defines=p["defines"], params=p["params"]))
            each.append(round(time.perf_counter() - t1, 2))
        extra = {"per_point_s": each}
    elif method == "profile":
        # the op-cost probes are compiled once per process: warm them on another point
        # first, so that the profile shows what one more configuration costs
        q = clean[0]
        PP.predict_kernel(str(S.path), S.kernel, q["grid"], q["block"], defines=q["defines"],
                          params=q["params"])
        prof = cProfile.Profile(time.process_time)  # CPU time: the machine is shared
        p = clean[-1]
        t = time.perf_counter()
        prof.enable()
        preds = [PP.predict_kernel(str(S.path), S.kernel, p["grid"], p["block"],
                                   defines=p["defines"], params=p["params"])]
        prof.disable()
        extra = {"breakdown_s": breakdown(pstats.Stats(prof)), "config": pts[-1]["cfg"]}
    else:
        preds = PP.predict_space(str(S.path), S.kernel, clean, jobs=jobs,
                                 cache_dir=cache_dir)
        extra = {}
    return {"method": method, "seconds": round(time.perf_counter() - t, 2),
            "cpu_seconds": round(cpu_seconds() - cpu, 2),
            "predictions": _preds_json(preds), **extra}


def cpu_seconds() -> float:
    """User and system CPU seconds of this process and its finished children (the pool's
    workers): the measure that does not depend on what else shares the cores."""
    import resource

    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def breakdown(st: pstats.Stats) -> dict:
    """Cumulative seconds of the parts of one prediction (module doc)."""
    parts = {"total": ("pipeline_predict.py", "predict_kernel"),
             "frontend_read": ("frontend/__init__.py", "read_module"),
             "nvrtc": ("cuda_compile.py", "_nvrtc_compile"),
             "block_replay": ("block_replay.py", "run_block"),
             "pdg": ("pdg.py", "build_pdg")}
    out = {}
    for name, (file, fn) in parts.items():
        out[name] = round(sum(v[3] for k, v in st.stats.items()
                              if k[0].endswith(file) and k[2] == fn), 2)
    out["rest"] = round(out["total"] - sum(v for k, v in out.items() if k != "total"), 2)
    # inside the replay (nested in block_replay above): the simulator's memory accesses,
    # the replay's per-access hook, the bank model it calls
    inner = {"simulator_load": ("sim_memory.py", "load"),
             "simulator_store": ("sim_memory.py", "store"),
             "replay_access_hook": ("block_replay.py", "counted"),
             "bank_model": ("symbolic_steps.py", "warp_wavefronts")}
    out["inside_block_replay"] = {
        name: round(sum(v[3] for k, v in st.stats.items() if k[0].endswith(file)
                        and k[2] == fn), 2) for name, (file, fn) in inner.items()}
    return out


def run_child(method: str, n: int, jobs: int, cache_dir: str, size: str) -> dict:
    """``child`` in a fresh Python process (its result read from a temporary file)."""
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as fh:
        path = fh.name
    cmd = [sys.executable, __file__, "--child", method, "--sample", str(n), "--jobs",
           str(jobs), "--cache-dir", cache_dir, "--child-out", path, "--size", size]
    subprocess.run(cmd, check=True, env={**os.environ, "PYTHONPATH": str(ROOT / "src")})
    with open(path) as fh:
        out = json.load(fh)
    os.unlink(path)
    return out


def machine() -> dict:
    """The CPU this ran on: model, cores, load average."""
    model = None
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {"cpu": model, "cores": os.cpu_count(), "loadavg": os.getloadavg(),
            "python": platform.python_version(), "platform": platform.platform()}


def main(argv: list[str] | None = None) -> int:
    """Run the methods (module doc) and write the results file."""
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out-dir", default=str(ROOT / "benchmarks" / "results"))
    ap.add_argument("--sample", type=int, default=4)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--shared", default="8 helper sessions share this machine's cores",
                    help="what else runs on the machine (recorded)")
    ap.add_argument("--size", choices=("gpu", "ci"), default="gpu",
                    help="gpu (default): the space's GPU problem; ci: each configuration's "
                    "smallest problem (a quick check of this script)")
    ap.add_argument("--methods", default="point_by_point,space_cold,space_warm,profile",
                    help="which methods to run (comma-separated; the equality check needs "
                    "point_by_point)")
    ap.add_argument("--child")
    ap.add_argument("--child-out")
    ap.add_argument("--cache-dir")
    a = ap.parse_args(argv)
    if a.child:
        Path(a.child_out).write_text(json.dumps(child(a.child, a.sample, a.jobs,
                                                      a.cache_dir, a.size)))
        return 0
    from warpsmith.tune import results

    argv_list = list(sys.argv[1:] if argv is None else argv)
    command = " ".join(shlex.quote(x) for x in ["python3", results.rel(__file__)] + argv_list)
    before = machine()
    runs = {}
    with tempfile.TemporaryDirectory() as cache:
        for method in [m.strip() for m in a.methods.split(",") if m.strip()]:
            print(f"{method} ...", flush=True)
            runs[method] = run_child(method, a.sample, a.jobs, cache, a.size)
            print(f"  {runs[method]['seconds']} s", flush=True)
    ref = runs.get("point_by_point", {}).get("predictions")
    n = a.sample
    rec = {"what": "CPU seconds to predict a sample of the tiled-matmul tuning space "
                   "(benchmarks/tuning/spaces.py, 2048 x 2048 x 1024) with the model "
                   "(predict_space: the sampled replay; point_by_point: predict_kernel, "
                   "the full replay)",
           "date": results.today(), "command": command, "commit": os.environ.get("COMMIT"),
           "machine": {**before, "loadavg_after": os.getloadavg(), "shared": a.shared},
           "sample": n, "jobs": a.jobs, "size": a.size,
           "configs": [p["cfg"] for p in sample_points(n, a.size)],
           "equal_to_point_by_point": {m: runs[m]["predictions"] == ref
                                       for m in ("space_cold", "space_warm")
                                       if m in runs and ref is not None},
           "seconds": {m: r["seconds"] for m, r in runs.items()},
           "cpu_seconds": {m: r["cpu_seconds"] for m, r in runs.items()}}
    if "point_by_point" in runs:
        rec["per_point_s"] = runs["point_by_point"]["per_point_s"]
    if "profile" in runs:
        rec["profile"] = {"config": runs["profile"]["config"],
                          "breakdown_s": runs["profile"]["breakdown_s"]}
    first = ref or next(iter(runs.values()))["predictions"]
    rec["predicted_ms"] = [p["predicted_ms"] if isinstance(p, dict) else p for p in first]
    cpu = rec["cpu_seconds"]
    ext = {"how": "CPU seconds per configuration of the sample x 500 / jobs: the wall time "
                  "of 500 configurations on that many otherwise idle cores"}
    if "point_by_point" in cpu:
        ext["point_by_point_one_core_s"] = round(cpu["point_by_point"] / n * 500, 1)
    for m in ("space_cold", "space_warm"):
        if m in cpu:
            ext[f"{m}_{a.jobs}_cores_s"] = round(cpu[m] / n * 500 / a.jobs, 1)
    rec["extrapolated_500"] = ext
    rec["goal"] = "500 configurations in under 60 s on 2 cores"
    stem = Path(a.out_dir) / (f"predict-space-cpu-{results.today()}"
                              + ("-ci" if a.size == "ci" else "")
                              + (f"-{n}" if "point_by_point" not in runs else ""))
    results.write_results(stem, rec, text=json.dumps(rec, indent=1))
    print(json.dumps({k: rec[k] for k in ("seconds", "cpu_seconds", "equal_to_point_by_point",
                                          "extrapolated_500")}, indent=1))
    print(json.dumps(rec.get("profile"), indent=1))
    print(f"wrote {stem}.json")
    return 0 if all(rec["equal_to_point_by_point"].values()) else 1


if __name__ == "__main__":
    sys.exit(main())
