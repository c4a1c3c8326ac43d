#!/usr/bin/env python3
"""How well the model ranks the measured tuning spaces (issue 20, section 2, model-ranked):
each space of the round-1 H100 run (``benchmarks/results/tuning-h100-2026-11-26/``, Kernel
Tuner caches) ranked by ``tune.rank.rank`` without running anything, against the measured
median times. CPU only.

    python3 benchmarks/rank_accuracy.py --out-dir benchmarks/results --jobs 2
    python3 benchmarks/rank_accuracy.py --spaces transpose --limit 40 --exact-limit 40

Per space, over the configurations measured correctly (``time`` a number; the
convolution's ``use_cmem=0`` half failed in round 1 and is left out):

* ``spearman``: Spearman's rank correlation of predicted and measured times (scipy),
  over the configurations the model predicts (``unpredicted`` counts the others);
* ``top1_ratio``: measured time of the model's first pick / the best measured time;
  ``top1_within_10pct`` whether it is at most 1.10 (the issue's goal for the first
  measured configuration); ``best_of_top5_ratio`` the same for the best of its first 5;
* ``cpu_s``: CPU seconds of the ranking (this process and its pool's workers), per
  configuration, and 500 configurations' worth on 2 idle cores (CPU s per configuration x
  250: the machine is shared, so wall seconds mean little).

``fast`` ranks with the default replay (uniform loops sampled,
``backends/loop_sampling.py``); ``exact`` with the full replay (``--exact-limit``
configurations spread over the space, 0: none; the same subset is ranked by ``fast`` too,
so that the two compare on equal ground, and ``equal_predictions`` says whether every
prediction of the subset is the same). ``--limit`` ranks that many configurations spread
over each space instead of all. Writes ``OUT/rank-accuracy-cpu-<date>.json``.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import math
import os
import platform
import resource
import shlex
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent
if str(ROOT / "src") not in sys.path:
    sys.path.insert(0, str(ROOT / "src"))

DATA = HERE / "results" / "tuning-h100-2026-11-26"
SPACES = ("matmul", "transpose", "reduction", "stencil", "convolution")


def spaces_module():
    """``benchmarks/tuning/spaces.py`` (loaded by path)."""
    import importlib.util

    if "tuning_spaces" in sys.modules:
        return sys.modules["tuning_spaces"]
    spec = importlib.util.spec_from_file_location("tuning_spaces", HERE / "tuning" /
                                                  "spaces.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules["tuning_spaces"] = mod
    spec.loader.exec_module(mod)
    return mod


def measured(name: str) -> tuple[list[dict], list[float], dict]:
    """The configurations of space ``name`` measured correctly in round 1, their median
    times (ms) and the cache's header."""
    [path] = sorted(DATA.glob(f"tuning-{name}-*.json"))
    doc = json.loads(path.read_text())
    keys = doc["tune_params_keys"]
    cfgs, times = [], []
    for rec in doc["cache"].values():
        if isinstance(rec["time"], (int, float)):
            cfgs.append({k: rec[k] for k in keys})
            times.append(float(rec["time"]))
    return cfgs, times, {k: v for k, v in doc.items() if k != "cache"}


def spread(items: list, n: int | None) -> list[int]:
    """Indices of ``n`` items spread evenly over ``items`` (all without ``n``)."""
    if not n or n >= len(items):
        return list(range(len(items)))
    return [int(i * len(items) / n) for i in range(n)]


def _cpu() -> float:
    me = resource.getrusage(resource.RUSAGE_SELF)
    ch = resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + ch.ru_utime + ch.ru_stime


def rank_space(sp, cfgs: list[dict], jobs: int, replay=None) -> tuple[list, float, float]:
    """``(predicted ms per configuration, CPU s, wall s)`` of ranking ``cfgs`` of space
    ``sp`` at its GPU size."""
    from warpsmith.tune.rank import rank

    def launch(cfg):
        return sp.grid(cfg, sp.dims("gpu", cfg)), sp.block(cfg)

    def params(cfg):
        return {k: int(v) for k, v in sp.dims("gpu", cfg).items()
                if isinstance(v, (int,)) and not isinstance(v, bool)}

    c0, w0 = _cpu(), time.time()
    more = {} if replay is None else {"replay": replay}
    preds = rank(str(sp.path), sp.kernel, cfgs, launch=launch, params=params, jobs=jobs,
                 details=True, **more)
    return preds, _cpu() - c0, time.time() - w0


def metrics(pred_ms: list[float], times: list[float]) -> dict:
    """Spearman, the first pick's and the best of the first five's measured ratio to the
    best measured time, over the configurations given."""
    from scipy.stats import spearmanr

    ok = [i for i, p in enumerate(pred_ms) if math.isfinite(p)]
    best = min(times)
    order = sorted(ok, key=lambda i: pred_ms[i])
    out = {"configs": len(times), "unpredicted": len(times) - len(ok),
           "best_measured_ms": best}
    if len(ok) >= 2:
        rho = spearmanr([pred_ms[i] for i in ok], [times[i] for i in ok]).statistic
        out["spearman"] = round(float(rho), 4)
    if order:
        out["top1_ratio"] = round(times[order[0]] / best, 4)
        out["top1_within_10pct"] = times[order[0]] <= 1.10 * best
        out["best_of_top5_ratio"] = round(min(times[i] for i in order[:5]) / best, 4)
        out["top1_measured_rank"] = 1 + sorted(times).index(times[order[0]])
    return out


def _ms(preds) -> list[float]:
    return [float(p.predicted_ms) if hasattr(p, "predicted_ms") else math.inf for p in preds]


def _same(a, b) -> bool:
    for x, y in zip(a, b):
        if hasattr(x, "details_json") != hasattr(y, "details_json"):
            return False
        if hasattr(x, "details_json") and x.details_json() != y.details_json():
            return False
    return True


def run_space(name: str, a) -> dict:
    """The fast ranking of the space (or ``--limit`` of it) and, on ``--exact-limit``
    configurations, fast against exact."""
    from warpsmith.backends.block_replay import run_block

    sp = spaces_module().SPACES[name]
    cfgs, times, head = measured(name)
    idx = spread(cfgs, a.limit)
    preds, cpu, wall = rank_space(sp, [cfgs[i] for i in idx], a.jobs)
    ms = _ms(preds)
    out = {"measured_configs": len(cfgs), "problem_size": head["problem_size"],
           "fast": {**metrics(ms, [times[i] for i in idx]), "cpu_s": round(cpu, 1),
                    "wall_s": round(wall, 1),
                    "cpu_s_per_config": round(cpu / max(1, len(idx)), 3),
                    "extrapolated_500_on_2_idle_cores_s": round(250 * cpu / max(1, len(idx)),
                                                                1)}}
    errs = sorted({str(p)[:160] for p in preds if not hasattr(p, "predicted_ms")})
    if errs:
        out["fast"]["errors"] = errs[:5]
    print(f"{name}: fast {out['fast']}", flush=True)
    if a.exact_limit:
        sub = spread(cfgs, a.exact_limit)
        fp, fcpu, _ = rank_space(sp, [cfgs[i] for i in sub], a.jobs)
        ep, ecpu, _ = rank_space(sp, [cfgs[i] for i in sub], a.jobs, replay=run_block)
        t = [times[i] for i in sub]
        out["subset"] = {
            "configs": len(sub),
            "fast": {**metrics(_ms(fp), t), "cpu_s": round(fcpu, 1)},
            "exact": {**metrics(_ms(ep), t), "cpu_s": round(ecpu, 1)},
            "equal_predictions": _same(fp, ep)}
        print(f"{name}: subset {out['subset']}", flush=True)
    return out


def main(argv=None) -> int:
    """Parse the options, rank the spaces, write the results file (module doc)."""
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out-dir", default=str(HERE / "results"))
    ap.add_argument("--spaces", default=",".join(SPACES))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--limit", type=int, help="configurations per space (spread; "
                    "default all)")
    ap.add_argument("--exact-limit", type=int, default=0,
                    help="configurations per space also ranked with the full replay")
    a = ap.parse_args(argv)
    argv_list = list(sys.argv[1:] if argv is None else argv)
    doc = {"what": "the model's ranking of the round-1 H100 tuning spaces against their "
                   "measured times (benchmarks/results/tuning-h100-2026-11-26)",
           "date": _dt.date.today().isoformat(),
           "command": " ".join(shlex.quote(x) for x in
                               ["python3", "benchmarks/rank_accuracy.py"] + argv_list),
           "commit": _commit(),
           "machine": {"cores": os.cpu_count(), "loadavg": list(os.getloadavg()),
                       "python": platform.python_version(),
                       "shared": "8 helper sessions share this machine's cores"},
           "jobs": a.jobs, "limit": a.limit, "exact_limit": a.exact_limit, "spaces": {}}
    for name in [s.strip() for s in a.spaces.split(",") if s.strip()]:
        doc["spaces"][name] = run_space(name, a)
    doc["machine"]["loadavg_after"] = list(os.getloadavg())
    out = Path(a.out_dir)
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"rank-accuracy-cpu-{doc['date']}.json"
    path.write_text(json.dumps(doc, indent=1, default=str) + "\n")
    print(f"wrote {path}")
    return 0


def _commit() -> str | None:
    try:
        return subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True,
                              text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return None


if __name__ == "__main__":
    sys.exit(main())
