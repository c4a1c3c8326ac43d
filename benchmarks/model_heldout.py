#!/usr/bin/env python3
"""A held-out check of the analytical model (issue 6): its rank correlation on the
thread-coarsening exploration, which it was never shaped on.

    PYTHONPATH=src python3 benchmarks/model_heldout.py \
        [--results benchmarks/results/coarsening-h100-2026-11-21.jsonl] [--per-program 20] \
        [--out-dir benchmarks/results] [--budget-s 540]

``benchmarks/results/coarsening-<gpu>-<date>.jsonl`` holds the H100 times of thousands of
coarsened variants of the 17 OpenCL programs of paper 002 (``benchmarks/coarsen_runner.py``).
Per program this script takes a sample of its verified configurations -- ``--per-program``
of them, evenly spaced in the order of their measured times (so the sample spans the
program's range; the fastest and the slowest are always in), reproducible -- rebuilds each
variant exactly as the runner did (``coarsen_runner.coarsen_config``: the program's kernel
coarsened by ``transform.coarsen``, at the launch and ``-D`` values of the configuration),
predicts its time with :func:`warpsmith.pipeline_predict.predict_kernel` on the GPU's
description (registers per thread from the run's own compiler report, as the GPU ran it) and
compares: per program the Spearman rank correlation of predicted against measured times, the
top-1 regret (measured time of the predicted best of the sample over the sample's best,
minus 1) and the median absolute relative error -- beside the same figures with the
mechanisms of ``predict.ABLATIONS`` turned off (the barrier wait, the data pipe, the one-wave
critical path, L1 reuse, the launch overhead: the model as it was before them), so that the
check says whether they help or hurt kernels they were not designed on.

The model is read only: nothing here changes a parameter. A prediction that runs past
``--timeout-s`` (the replay of a block on the simulator can take minutes for kernels with
long loops and non-affine addresses) is made again without the simulator replay (``mode
symbolic``: unknown access patterns then cost one sector per lane), and the program's later
configurations go straight to that mode; the output says which points were predicted how.

Writes ``model-heldout-coarsening-<gpu>-<date>.json`` and ``.md`` to ``--out-dir``.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import shlex
import signal
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent
if str(ROOT / "src") not in sys.path:
    sys.path.insert(0, str(ROOT / "src"))

DEFAULT_RESULTS = ROOT / "benchmarks" / "results" / "coarsening-h100-2026-11-21.jsonl"
T0 = time.time()


def log(msg: str) -> None:
    print(f"[{time.time() - T0:6.1f}s] {msg}", flush=True)


class Timeout(BaseException):
    """A prediction ran past its time limit (a BaseException, so that the model's own
    ``except Exception`` fallbacks do not swallow it)."""


def _alarm(_signum, _frame):
    raise Timeout()


def read_configs(path: Path) -> dict[str, list[dict]]:
    """The verified, timed configurations of a coarsening JSONL, by program (the last record
    of an id wins, as ``coarsen_runner.read_jsonl`` reads resumed files)."""
    by_id: dict[str, dict] = {}
    with open(path) as fh:
        for line in fh:
            line = line.strip()
            if not line:
                continue
            d = json.loads(line)
            if d.get("kind") == "config":
                by_id[d["id"]] = d
    out: dict[str, list[dict]] = {}
    for d in by_id.values():
        if d.get("status") == "ok" and isinstance(d.get("ms"), (int, float)) and d["ms"] > 0:
            out.setdefault(d["program"], []).append(d)
    return out


def sample(configs: list[dict], n: int) -> list[dict]:
    """``n`` configurations evenly spaced in the order of measured time (ties by id), the
    fastest and the slowest included; all of them when there are at most ``n``."""
    ordered = sorted(configs, key=lambda r: (r["ms"], r["id"]))
    if len(ordered) <= n:
        return ordered
    if n <= 1:
        return ordered[:1]
    idx = sorted({round(i * (len(ordered) - 1) / (n - 1)) for i in range(n)})
    return [ordered[i] for i in idx]


def _rank(xs: list[float]) -> list[float]:
    order = sorted(range(len(xs)), key=lambda i: xs[i])
    ranks = [0.0] * len(xs)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and xs[order[j + 1]] == xs[order[i]]:
            j += 1
        for k in range(i, j + 1):
            ranks[order[k]] = (i + j) / 2.0
        i = j + 1
    return ranks


def spearman(pred: list[float], meas: list[float]) -> float | None:
    """Spearman's rank correlation (average ranks for ties); None for fewer than 3 points or
    a constant side."""
    if len(pred) < 3:
        return None
    rp, rm = _rank(pred), _rank(meas)
    mp, mm = statistics.fmean(rp), statistics.fmean(rm)
    cov = sum((a - mp) * (b - mm) for a, b in zip(rp, rm))
    vp = sum((a - mp) ** 2 for a in rp)
    vm = sum((b - mm) ** 2 for b in rm)
    if vp == 0 or vm == 0:
        return None
    return cov / math.sqrt(vp * vm)


def top1_regret(pred: list[float], meas: list[float]) -> float | None:
    """Measured time of the predicted best over the measured best, minus 1."""
    if not pred:
        return None
    best = min(range(len(pred)), key=lambda i: pred[i])
    return meas[best] / min(meas) - 1.0


def mdape(pred: list[float], meas: list[float]) -> float | None:
    if not pred:
        return None
    return statistics.median(abs(p - m) / m for p, m in zip(pred, meas))


def predict_config(rec: dict, device: str, mode: str, timeout_s: float, ablate=()):
    """Rebuild the variant of ``rec`` and predict it; ``(Prediction, seconds)``."""
    from warpsmith.ir import find_kernel
    from warpsmith.corpus import int_params
    from warpsmith.pipeline_predict import predict_kernel
    from warpsmith.tune import coarsen_space as CR

    prog = CR.program(rec["program"])
    cfg = CR.Config.from_id(rec["id"])
    res, unavailable, _o, L = CR.coarsen_config(prog, rec.get("size", "paper"), cfg)
    if unavailable or res is None or not hasattr(res, "kernel"):
        raise RuntimeError(f"the variant cannot be rebuilt: {unavailable or res}")
    v = res
    fn = find_kernel(v.module, v.kernel)
    params = int_params(fn, dict(L.dims))
    regs = (rec.get("compile") or {}).get("registers")
    t = time.time()
    signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, timeout_s)
    try:
        p = predict_kernel(v.module, v.kernel, v.grid, v.block, params=params, device=device,
                           mode=mode, registers=regs, ablate=ablate,
                           dynamic_shared=int(rec.get("dynamic_shared") or 0))
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    return p, time.time() - t


def run(results: Path, per_program: int, device: str, timeout_s: float, budget_s: float,
        programs: list[str] | None = None, baseline: bool = True) -> dict:
    """Predict the sample of every program; the report's data (module doc). ``baseline``:
    predict each point a second time with every mechanism of ``predict.ABLATIONS`` off (the
    model before them), in the same mode, for the comparison column."""
    from warpsmith.model.predict import ABLATIONS

    from warpsmith.tune import coarsen_space as CR

    configs = read_configs(results)
    names = [p.name for p in CR.load_programs() if p.name in configs]
    if programs:
        unknown = [n for n in programs if n not in configs]
        if unknown:
            raise SystemExit(f"model_heldout: no verified configurations of {', '.join(unknown)} "
                             f"in {results} (have: {', '.join(names)})")
        names = [n for n in names if n in programs]
    deadline = time.time() + budget_s
    out = []
    for name in names:
        pts, errors = [], []
        no_replay = False
        for rec in sample(configs[name], per_program):
            if time.time() > deadline:
                errors.append({"id": rec["id"], "error": "budget exhausted"})
                continue
            mode = "symbolic" if no_replay else "auto"
            try:
                try:
                    p, secs = predict_config(rec, device, mode, timeout_s)
                except Timeout:
                    no_replay = True
                    mode = "symbolic"
                    p, secs = predict_config(rec, device, mode, timeout_s)
            except Timeout:
                errors.append({"id": rec["id"], "error": f"prediction past {timeout_s} s "
                                                         f"even without replay"})
                continue
            except Exception as exc:  # noqa: BLE001 - a model failure is a result
                msg = getattr(exc, "message", None) or str(exc)
                errors.append({"id": rec["id"],
                               "error": f"{type(exc).__name__}: {msg.splitlines()[0][:300]}"})
                continue
            pt = {"id": rec["id"], "measured_ms": rec["ms"], "predicted_ms": p.predicted_ms,
                  "bottleneck": p.bottleneck, "mode": mode, "seconds": round(secs, 2)}
            if baseline:
                try:
                    b, _s = predict_config(rec, device, mode, timeout_s, ABLATIONS)
                    pt["baseline_ms"] = b.predicted_ms
                except (Timeout, Exception) as exc:  # noqa: BLE001 - recorded
                    pt["baseline_error"] = type(exc).__name__
            pts.append(pt)
        pred = [q["predicted_ms"] for q in pts]
        meas = [q["measured_ms"] for q in pts]
        bpts = [q for q in pts if "baseline_ms" in q]
        bpred = [q["baseline_ms"] for q in bpts]
        bmeas = [q["measured_ms"] for q in bpts]
        row = {"program": name, "configurations": len(configs[name]), "sampled": len(pts)
               + len(errors), "predicted": len(pts), "spearman": spearman(pred, meas),
               "top1_regret": top1_regret(pred, meas), "mdape": mdape(pred, meas),
               "no_replay": sum(q["mode"] != "auto" for q in pts), "points": pts,
               "errors": errors}
        if baseline:
            row["baseline"] = {"spearman": spearman(bpred, bmeas),
                               "top1_regret": top1_regret(bpred, bmeas),
                               "mdape": mdape(bpred, bmeas), "points": len(bpts)}
        out.append(row)
        log(f"{name}: {len(pts)} predicted, {len(errors)} failed; Spearman "
            f"{_f(row['spearman'])}, top-1 regret {_pct(row['top1_regret'])}, MdAPE "
            f"{_pct(row['mdape'])}" + (f" (mechanisms off: Spearman "
                                      f"{_f(row['baseline']['spearman'])})" if baseline else ""))
    rhos = [r["spearman"] for r in out if r["spearman"] is not None]
    regrets = [r["top1_regret"] for r in out if r["top1_regret"] is not None]
    brhos = [r["baseline"]["spearman"] for r in out
             if r.get("baseline") and r["baseline"]["spearman"] is not None]
    summary = {"programs": len(out), "with_spearman": len(rhos),
               "baseline_mean_spearman": statistics.fmean(brhos) if brhos else None,
               "baseline_median_spearman": statistics.median(brhos) if brhos else None,
               "mean_spearman": statistics.fmean(rhos) if rhos else None,
               "median_spearman": statistics.median(rhos) if rhos else None,
               "programs_spearman_ge_0_9": sum(r >= 0.9 for r in rhos),
               "programs_spearman_negative": sum(r < 0 for r in rhos),
               "median_top1_regret": statistics.median(regrets) if regrets else None,
               "points": sum(r["predicted"] for r in out),
               "failures": sum(len(r["errors"]) for r in out)}
    return {"programs": out, "summary": summary}


def _f(x) -> str:
    return "-" if x is None else f"{x:.3f}"


def _pct(x) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"


def markdown(rep: dict) -> str:
    s = rep["summary"]
    lines = [f"# Held-out check of the analytical model: thread coarsening on "
             f"{rep['device_name']} ({rep['date']})", "",
             f"- command: `{rep['command']}`",
             f"- measured: `{rep['results']}` (coarsened variants of the 17 OpenCL programs of "
             f"paper 002, timed by benchmarks/coarsen_runner.py); model: the `{rep['device']}` "
             f"description, read only",
             f"- sample: up to {rep['per_program']} verified configurations per program, evenly "
             f"spaced in measured time (fastest and slowest included); registers from the "
             f"run's compiler report; {s['points']} points predicted, {s['failures']} failed",
             f"- Spearman over programs: mean {_f(s['mean_spearman'])}, median "
             f"{_f(s['median_spearman'])}; {s['programs_spearman_ge_0_9']} of "
             f"{s['with_spearman']} programs at 0.9 or more, {s['programs_spearman_negative']} "
             f"negative; median top-1 regret {_pct(s['median_top1_regret'])}",
             f"- the same points with the mechanisms of `predict.ABLATIONS` turned off (the "
             f"model before them: {', '.join(rep.get('ablations', []))}): mean Spearman "
             f"{_f(s.get('baseline_mean_spearman'))}, median "
             f"{_f(s.get('baseline_median_spearman'))}", "",
             "| program | configs | predicted | Spearman | top-1 regret | MdAPE | Spearman, "
             "mechanisms off | top-1 regret, off | MdAPE, off | without replay | failures |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rep["programs"]:
        b = r.get("baseline") or {}
        lines.append(f"| {r['program']} | {r['configurations']} | {r['predicted']} | "
                     f"{_f(r['spearman'])} | {_pct(r['top1_regret'])} | {_pct(r['mdape'])} | "
                     f"{_f(b.get('spearman'))} | {_pct(b.get('top1_regret'))} | "
                     f"{_pct(b.get('mdape'))} | {r['no_replay']} | {len(r['errors'])} |")
    errs = [(r["program"], e) for r in rep["programs"] for e in r["errors"]]
    if errs:
        lines += ["", "Failures (first of each program):", ""]
        seen = set()
        for prog, e in errs:
            if prog in seen:
                continue
            seen.add(prog)
            lines.append(f"- {prog} `{e['id']}`: {e['error']}")
    lines += ["", "The model was not adjusted to these programs: this is a check of how its "
                  "mechanisms (docs/model.md) rank kernels it was not built around.", ""]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--results", type=Path, default=DEFAULT_RESULTS,
                    help="the coarsening JSONL (default: the H100 run of 2026-11-21)")
    ap.add_argument("--per-program", type=int, default=20,
                    help="configurations sampled per program (20)")
    ap.add_argument("--device", default="h100", help="the model's hardware description (h100)")
    ap.add_argument("--programs", help="comma-separated program names (default: all)")
    ap.add_argument("--timeout-s", type=float, default=12.0,
                    help="per prediction, before it is made again without replay (12)")
    ap.add_argument("--budget-s", type=float, default=540.0,
                    help="stop predicting after this many seconds (540)")
    ap.add_argument("--out-dir", type=Path, default=ROOT / "benchmarks" / "results")
    ap.add_argument("--no-baseline", action="store_true",
                    help="skip the second prediction with the mechanisms turned off")
    a = ap.parse_args(argv)
    if a.per_program < 3:
        ap.error("--per-program must be at least 3 (a rank correlation needs 3 points)")
    if not a.results.is_file():
        print(f"model_heldout: no such file {a.results}", file=sys.stderr)
        return 2
    command = " ".join(shlex.quote(x) for x in ["python3", "benchmarks/model_heldout.py"]
                       + list(sys.argv[1:] if argv is None else argv))
    m = re.search(r"coarsening-([a-z0-9]+)-(\d{4}-\d{2}-\d{2})", a.results.name)
    gpu, date = (m.group(1), m.group(2)) if m else ("gpu", time.strftime("%Y-%m-%d"))
    progs = [p.strip() for p in a.programs.split(",")] if a.programs else None
    rep = run(a.results, a.per_program, a.device, a.timeout_s, a.budget_s, progs,
              not a.no_baseline)
    device_name = a.device
    with open(a.results) as fh:
        for line in fh:
            d = json.loads(line)
            if d.get("kind") == "run" and d.get("device"):
                device_name = d["device"]
                break
    rel = a.results.resolve()
    try:
        rel = rel.relative_to(ROOT)
    except ValueError:
        pass
    from warpsmith.model.predict import ABLATIONS

    rep = {"kind": "model-heldout", "device": a.device, "device_name": device_name,
           "ablations": [] if a.no_baseline else list(ABLATIONS),
           "date": date, "command": command, "results": str(rel),
           "per_program": a.per_program, "timeout_s": a.timeout_s,
           "elapsed_s": round(time.time() - T0, 1), **rep}
    a.out_dir.mkdir(parents=True, exist_ok=True)
    stem = a.out_dir / f"model-heldout-coarsening-{gpu}-{date}"
    Path(f"{stem}.json").write_text(json.dumps(rep, indent=1) + "\n")
    Path(f"{stem}.md").write_text(markdown(rep))
    s = rep["summary"]
    log(f"mean Spearman {_f(s['mean_spearman'])}, median {_f(s['median_spearman'])} over "
        f"{s['with_spearman']} programs; wrote {stem}.json and .md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
