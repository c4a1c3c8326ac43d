#!/usr/bin/env python3
"""Where the analytical model is wrong on the held-out suite, and the before/after figures of a
model change (issue 16, item 3).

    python3 benchmarks/model_error_analysis.py [--results HELDOUT.json] [--kernels a,b]
        [--families f,g] [--every N] [--in-sample MEASURED.json] [--out RESULTS.json]

The held-out results file (``benchmarks/heldout_runner.py`` on the H100) holds, per kernel and
role, the CUDA text's GPU time (fixed) and the prediction made on the device before any model
change ("before"). This script recomputes the prediction of the same CUDA text (the
``-generated/`` folder beside the results file) at the same launch with this checkout's model
on this machine's CPU ("after"), and prints per point the predicted and measured times and the
model's breakdown (``Prediction.terms``: issue/compute, memory bandwidth and latency waits,
shared memory, synchronization, critical path, dispatch, launch), grouped by family, with the
per-family MdAPE, mean APE and Spearman before and after. Measured times never change: only
predictions do, so this is a CPU job.

``--in-sample``: also recompute the in-sample figures (paper 000's families,
``tune.reports.model.build`` on the committed ``model-measured-h100-*.json``) so that a change
is judged on both sets side by side. ``--out``: write both sets of figures as JSON, stating
that the "after" predictions were made on the CPU against the committed GPU measurements.
``--every N`` samples one point in N (the simulator replay is slow on a loaded machine).
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: ``MODEL_SRC``: another tree's ``src`` (e.g. ``git archive BASE src``) to predict with, for
#: the like-for-like "before" on this CPU
for p in (ROOT / "benchmarks", Path(os.environ.get("MODEL_SRC") or ROOT / "src")):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

import heldout_report as HR  # noqa: E402

DEFAULT = ROOT / "benchmarks/results/heldout-h100-2026-11-26/heldout-h100-2026-11-26.json"
IN_SAMPLE = ROOT / "benchmarks/results/model-measured-h100-2026-11-22.json"


#: the frozen suite the results file measured (``--suite``; default: the first suite)
SUITE: list = [None]


def _params(name: str, path: Path, kernel: str) -> dict:
    """The integer arguments of the role's kernel at the GPU size (as the runner gave them)."""
    import warpsmith as ws
    from warpsmith.corpus import heldout as H
    from warpsmith.corpus import int_params

    s = H.spec(name, SUITE[0])
    k = ws.read(str(path), dialect="cuda").kernel(kernel)
    return int_params(k.function, dict(s.paper.dims)), k


#: ``--with-data``: the model's replay runs on the kernel's own GPU-size arguments
WITH_DATA: list = [False]


def _suite_data(name: str, fn) -> dict | None:
    """The arguments of kernel ``name`` at the GPU size as the runner made them, by the
    parameter names of ``fn`` (``corpus.heldout.kernel_arguments``)."""
    from warpsmith.corpus import heldout as H

    return H.kernel_arguments(H.spec(name, SUITE[0]), fn)


def recompute(res: dict, gen: Path, point: dict, ablate: tuple = ()) -> dict:
    """This checkout's prediction of one point's CUDA text: ms, bottleneck and terms
    (``ablate``: mechanisms of ``predict.ABLATIONS`` turned off; with ``--with-data``, the
    replay runs on copies of the kernel's GPU-size arguments)."""
    from warpsmith.pipeline_predict import predict_kernel

    k = next(x for x in res["kernels"] if x["name"] == point["kernel"])
    r = HR._resolve(k, point["role"])
    src = gen / Path(r["generated"]).name
    name = point["kernel"] if point["role"] != "hand" else k["hand"]
    t = time.time()
    try:
        params, kk = _params(name, src, r["kernel"])
        data = _suite_data(name, kk.function) if WITH_DATA[0] else None
        p = predict_kernel(kk.module, r["kernel"], r["grid"], r["block"], params=params,
                           device=res.get("model_device") or "h100", mode="auto",
                           dynamic_shared=int(r.get("dynamic_shared") or 0), ablate=ablate,
                           args=data)
    except Exception as exc:  # noqa: BLE001 - a model failure is a result
        return {"predicted_ms": None, "error": f"{type(exc).__name__}: {exc}"[:300]}
    terms = {a: round(float(b), 1) for a, b in (p.terms or {}).items()
             if isinstance(b, (int, float))}
    return {"predicted_ms": p.predicted_ms, "bottleneck": p.bottleneck, "terms": terms,
            "n_warps": p.n_warps, "seconds": round(time.time() - t, 2)}


def stats(points: list[dict], key: str) -> dict:
    """MdAPE, mean APE, per-family Spearman and their mean over the points with ``key``."""
    pts = [dict(p, predicted_ms=p[key]) for p in points if p.get(key)]
    if not pts:
        return {"n": 0}
    e = HR.error_stats(pts)
    fam = HR.by_family(pts)
    rhos = [f["spearman"] for f in fam.values() if f["spearman"] is not None]
    return {**e, "mean_family_spearman": sum(rhos) / len(rhos) if rhos else None,
            "families": fam}


def in_sample() -> dict:
    """Per-family Spearman, top-1 regret and MdAPE of paper 000's families, recomputed."""
    from warpsmith.tune.reports import model as MR

    rep, det = MR.build(MR.load_measured(IN_SAMPLE), MR.default_predictor(), paper_device=None)
    return {"file": str(IN_SAMPLE.relative_to(ROOT)), "overall": det["overall"],
            "families": {f["name"]: {k: f[k] for k in ("spearman", "top1_regret", "mdape")}
                         for f in rep["families"]}}


def _fmt(x, pct=False):
    if x is None:
        return "-"
    return f"{100 * x:.1f}%" if pct else f"{x:.4f}"


def table(points: list[dict]) -> list[str]:
    """One line per point, grouped by family, with the recomputed terms."""
    out = []
    for fam in sorted({p["family"] for p in points}):
        out.append(f"## {fam}")
        for p in sorted((p for p in points if p["family"] == fam),
                        key=lambda p: (p["kernel"], p["role"])):
            a = p.get("after") or {}
            ratio = (a.get("predicted_ms") or 0) / p["measured_ms"]
            out.append(f"{p['kernel']:>20} {p['role']:<12} meas {p['measured_ms']:.4f} "
                       f"before {p['predicted_ms']:.4f} after {_fmt(a.get('predicted_ms'))} "
                       f"x{ratio:.2f} {a.get('bottleneck') or a.get('error', '')} "
                       f"{json.dumps(a.get('terms', {}))}")
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--results", default=str(DEFAULT))
    ap.add_argument("--suite", help="the suite's folder (default: benchmarks/heldout2 for a "
                                    "heldout2 results file, else benchmarks/heldout)")
    ap.add_argument("--kernels", help="comma-separated kernel names (default: all)")
    ap.add_argument("--families", help="comma-separated families (default: all)")
    ap.add_argument("--every", type=int, default=1, help="sample one point in N")
    ap.add_argument("--in-sample", action="store_true", help="recompute the in-sample figures")
    ap.add_argument("--out", help="write the figures as JSON")
    ap.add_argument("--ablate", default="", help="comma-separated mechanisms to turn off "
                                                 "(one mechanism's share of a change)")
    ap.add_argument("--reuse", help="an earlier --out of this script made with this checkout: "
                                    "its 'after' predictions are taken instead of "
                                    "recomputing them")
    ap.add_argument("--before", help="an earlier --out of this script, made with MODEL_SRC "
                                     "set to the base commit's src: the like-for-like 'before' "
                                     "(same CPU, same compiler)")
    ap.add_argument("--with-data", action="store_true",
                    help="replay on the kernel's own GPU-size arguments (the runner's seed), "
                         "as ws.predict(args=) does, instead of buffers of ones")
    a = ap.parse_args(argv)
    WITH_DATA[0] = a.with_data
    path = Path(a.results)
    SUITE[0] = Path(a.suite) if a.suite else (
        ROOT / "benchmarks" / "heldout2" if path.name.startswith("heldout2") else None)
    res = HR.load(path)
    gen = path.parent / (path.stem + "-generated")
    pts = HR.model_points(res)
    if a.kernels:
        pts = [p for p in pts if p["kernel"] in a.kernels.split(",")]
    if a.families:
        pts = [p for p in pts if p["family"] in a.families.split(",")]
    pts = pts[::max(1, a.every)]
    base_doc = json.loads(Path(a.before).read_text()) if a.before else None
    base_pts = {(q["kernel"], q["role"]): q["after"] for q in (base_doc or {}).get("points", [])}
    base = bool(base_doc)
    reuse = json.loads(Path(a.reuse).read_text()) if a.reuse else None
    again = {(q["kernel"], q["role"]): q["after"] for q in (reuse or {}).get("points", [])}
    for p in pts:
        p["after"] = again.get((p["kernel"], p["role"])) or recompute(
            res, gen, p, tuple(x for x in a.ablate.split(",") if x))
        p["after_ms"] = p["after"].get("predicted_ms")
        prior = base_pts.get((p["kernel"], p["role"]))
        if prior is not None:
            p["base"] = prior
            p["base_ms"] = prior.get("predicted_ms")
    print("\n".join(table(pts)))
    before, after = stats(pts, "predicted_ms"), stats(pts, "after_ms")
    cpu_before = stats(pts, "base_ms") if base else None
    rows = [("before (device, committed)", before)]
    if cpu_before:
        rows.append((f"before (CPU, commit {base_doc.get('commit', '?')[:7]})", cpu_before))
    for label, s in rows + [("after (this checkout, CPU)", after)]:
        print(f"{label}: n {s['n']} MdAPE {_fmt(s.get('mdape'), True)} mean APE "
              f"{_fmt(s.get('mean_ape'), True)} mean family Spearman "
              f"{_fmt(s.get('mean_family_spearman'))}")
    for fam in sorted(before.get("families", {})):
        b, f = before["families"][fam], after.get("families", {}).get(fam, {})
        c = (cpu_before or {}).get("families", {}).get(fam, {})
        print(f"  {fam:>15} n {b['n']:3d} rho {_fmt(b['spearman'])} / {_fmt(c.get('spearman'))}"
              f" -> {_fmt(f.get('spearman'))}  MdAPE {_fmt(b['mdape'], True)} / "
              f"{_fmt(c.get('mdape'), True)} -> {_fmt(f.get('mdape'), True)}")
    ins = {"before_cpu": (base_doc or {}).get("in_sample", {}).get("after"),
           "after": in_sample()} if a.in_sample else None
    if ins:
        for k, v in ins.items():
            print(f"in-sample {k}:", json.dumps(v))
    if a.out:
        commit = os.environ.get("MODEL_COMMIT") or subprocess.run(
            ["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
        doc = {"kind": "model-error-analysis", "date": _dt.date.today().isoformat(),
               "commit": commit, "command": " ".join(sys.argv),
               "measured": str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path),
               "how": f"measured times are the committed {res.get('device') or 'GPU'} medians; "
                      "'before_device' "
                      "predictions are the ones the held-out run made on the device before "
                      "any model change; 'before_cpu' (the --before file: the base commit's "
                      "model, MODEL_SRC) and 'after' predictions were made on this machine's "
                      "CPU (NVRTC, simulator replay) from the same CUDA text at the same "
                      "launch",
               "model_src": os.environ.get("MODEL_SRC") or "src",
               "before_file": a.before, "ablate": a.ablate,
               "heldout": {"before_device": before, "before_cpu": cpu_before, "after": after},
               "in_sample": ins,
               "points": [{k: p[k] for k in ("kernel", "role", "family", "measured_ms",
                                             "predicted_ms", "after")}
                          | ({"before_cpu": p["base"]} if base else {}) for p in pts]}
        Path(a.out).write_text(json.dumps(doc, indent=1, default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main())
