#!/usr/bin/env python3
"""The held-out report (issue 16): from a results file of ``benchmarks/heldout_runner.py``,
a Markdown report of the model, the memory optimizer and the coarsening advisor on the
frozen held-out suite, with the in-sample figures of each tool beside the held-out ones.

    PYTHONPATH=src python3 benchmarks/heldout_report.py RESULTS.json [--out REPORT.md]
        [--model-in-sample benchmarks/results/model-h100-2026-11-22.json]
        [--optimizer-in-sample benchmarks/results/memopt-h100-2026-11-22.json]
        [--advisor-in-sample benchmarks/results/coarsen-advisor-h100-2026-11-21.json]

Sections:

* **model**: every (kernel, role) with its own CUDA text, a verified GPU time and a
  prediction is a point; absolute percentage error |predicted - measured| / measured, its
  median (MdAPE) and mean, over all points, over the originals, and over the kernels with
  no in-sample neighbour (``SIMILAR_IN_SAMPLE`` / ``SEEN_IN_ISSUE16_TRIAL`` of the
  manifest); Spearman's rank correlation (scipy) per family over its points;
* **optimizer vs hand**: per kernel with a memory-access problem, the time of
  ``ws.optimize``'s output over the hand version's, and how many are within 10%;
* **advisor**: per kernel, the time of ``ws.coarsen``'s advisor pick over the best of the
  original and the fixed coarsenings (by 2, 4, 8 along x) measured in the same run;
* **what each tool was designed on**: the in-sample kernels of each tool and the suite's
  hash. In-sample figures are computed here from their own committed results files and
  only ever set beside held-out ones, never beside a paper's published figure.

No number is typed in: everything comes from the files named in the report.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT / "src") not in sys.path:
    sys.path.insert(0, str(ROOT / "src"))

from warpsmith.corpus.heldout import measured_ms  # noqa: E402,F401 - the report's reader
from warpsmith.corpus.heldout import role_record as _resolve  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results"
#: why the first held-out suite counts as in-sample for a later one
FIRST_IN_SAMPLE = ("in-sample since its measurement, which model rules and optimizer steps "
                   "were then designed on")
#: why the second suite counts as in-sample for a third
SECOND_IN_SAMPLE = ("measured once on 2026-11-26, then used to judge and design later model "
                    "rules and optimizer steps (docs/results.md)")
THIRD_IN_SAMPLE = ("measured once on 2026-11-28 at 62085c1, then used to design the optimizer "
                   "step stage-records and to diagnose model errors (docs/results.md)")
DEFAULT_IN_SAMPLE = {
    "model": RESULTS / "model-h100-2026-11-22.json",
    "optimizer": RESULTS / "memopt-h100-2026-11-22.json",
    "advisor": RESULTS / "coarsen-advisor-h100-2026-11-21.json",
}
SWEEP_ROLES = ("original", "coarsened", "coarsen_f2", "coarsen_f4", "coarsen_f8")
WITHIN = 0.10

#: what each tool was designed (chosen, tuned, calibrated) on, as the repository says
DESIGNED_ON = {
    "model": "the 28 points of paper 000's three families (matrix multiply, FFT, scan: "
             "corpus/model/, corpus.model_families) and the calibration microbenchmarks "
             "(corpus/calibration/microbench.cu); rules 1-11 of docs/model.md were written "
             "against them",
    "optimizer": "the six benchmarks of paper 003's Table II (corpus/memopt_bench.cu) and "
                 "the corpus kernels of its tests and soundness fuzzer (matrix_add, "
                 "transpose, sobel, dct8x8, ...)",
    "advisor": "the 17 OpenCL programs of paper 002 (corpus/coarsening/): features and "
               "model family chosen on them, evaluated leave-one-program-out",
}


# ----------------------------------------------------------------------------- reading

def load(path) -> dict:
    """A results file of the runner."""
    return json.loads(Path(path).read_text())


def predicted_ms(k: dict, role: str) -> float | None:
    r = _resolve(k, role)
    p = ((r or {}).get("prediction") or {}).get("predicted_ms")
    return float(p) if p else None


FIRST_SUITE = "benchmarks/heldout"
SECOND_SUITE = "benchmarks/heldout2"
THIRD_SUITE = "benchmarks/heldout3"
FOURTH_SUITE = "benchmarks/heldout4"
FOURTH_IN_SAMPLE = ("measured once on 2026-11-28 (H200) at e2c0acb, then used to design the "
                    "advisor's model check and to judge model rule 20 (docs/results.md)")
FIFTH_SUITE = "benchmarks/heldout5"
FIFTH_IN_SAMPLE = ("measured once on 2026-11-28 (H200) at 0a55156a, then used to design the "
                   "advisor's stride rule and to give the model the kernels' data "
                   "(docs/results.md)")
SIXTH_SUITE = "benchmarks/heldout6"
SIXTH_IN_SAMPLE = ("measured once on 2026-11-28 (H200) at 5087fdaa, then used to design the "
                   "optimizer's loops shared by the lanes, data-bounded segments, 16-byte "
                   "lanes, OpenCL tree rule and whole-row swap rule (docs/memopt.md)")
SEVENTH_SUITE = "benchmarks/heldout7"
SEVENTH_IN_SAMPLE = ("measured once on 2026-11-28 (H200) at d38397ed, then used to design the "
                     "optimizer's flat-order and privatize steps (docs/memopt.md)")
EIGHTH_SUITE = "benchmarks/heldout8"
EIGHTH_IN_SAMPLE = ("measured once on 2026-11-28 (H200) at 52241346, then used to design the "
                    "optimizer's privatize step (docs/memopt.md)")
NINTH_SUITE = "benchmarks/heldout9"
NINTH_IN_SAMPLE = ("measured once on 2026-11-28 (H200) at edf57224, then used to design the "
                   "optimizer's shared reduction loops, maxima in warp-reduce, sums by key and "
                   "merged blocks in privatize, and spread-thread0 (docs/memopt.md)")
TENTH_SUITE = "benchmarks/heldout10"
TENTH_IN_SAMPLE = ("measured once on 2026-11-28 (H200) at b5218e8e, then used to design "
                   "privatize's bounds through device functions, << and |, and the OpenCL "
                   "warp-reduce tree shared by a loop's accumulators (docs/memopt.md)")
ELEVENTH_SUITE = "benchmarks/heldout11"
ELEVENTH_IN_SAMPLE = ("measured once on 2026-11-28 (H200) at 15830abc, then used to design "
                      "privatize's bounds through conditionals, widen-grid, the pricing of "
                      "clamped indices and fuse-loops (docs/memopt.md)")
TWELFTH_SUITE = "benchmarks/heldout12"
TWELFTH_IN_SAMPLE = ("measured once on 2026-11-28 (H200) at 9214481c, then used to design "
                     "the pricing of scattered stores and the lanes' aligned start "
                     "(docs/memopt.md)")
THIRTEENTH_SUITE = "benchmarks/heldout13"
THIRTEENTH_IN_SAMPLE = ("measured once on 2026-11-28 (H200) at 9e7b9a1d, then used to look at "
                        "the optimizer's merges and the hand versions' poisoned outputs "
                        "(docs/results.md)")
FOURTEENTH_SUITE = "benchmarks/heldout14"
FOURTEENTH_IN_SAMPLE = ("measured once on 2026-11-28 (H200) at b26fc3a2, then used to design "
                        "the rule against merges over unplaced loop loads (docs/memopt.md)")
#: the suites in the order they were frozen, each with why it is in-sample for later ones
EARLIER_SUITES = ((FIRST_SUITE, "first", FIRST_IN_SAMPLE),
                  (SECOND_SUITE, "second", SECOND_IN_SAMPLE),
                  (THIRD_SUITE, "third", THIRD_IN_SAMPLE),
                  (FOURTH_SUITE, "fourth", FOURTH_IN_SAMPLE),
                  (FIFTH_SUITE, "fifth", FIFTH_IN_SAMPLE),
                  (SIXTH_SUITE, "sixth", SIXTH_IN_SAMPLE),
                  (SEVENTH_SUITE, "seventh", SEVENTH_IN_SAMPLE),
                  (EIGHTH_SUITE, "eighth", EIGHTH_IN_SAMPLE),
                  (NINTH_SUITE, "ninth", NINTH_IN_SAMPLE),
                  (TENTH_SUITE, "tenth", TENTH_IN_SAMPLE),
                  (ELEVENTH_SUITE, "eleventh", ELEVENTH_IN_SAMPLE),
                  (TWELFTH_SUITE, "twelfth", TWELFTH_IN_SAMPLE),
                  (THIRTEENTH_SUITE, "thirteenth", THIRTEENTH_IN_SAMPLE),
                  (FOURTEENTH_SUITE, "fourteenth", FOURTEENTH_IN_SAMPLE))


def earlier_suites(suite: str) -> list[tuple]:
    """The suites frozen before ``suite`` (all of :data:`EARLIER_SUITES` for a later one)."""
    names = [s for s, _n, _w in EARLIER_SUITES]
    cut = names.index(suite) if suite in names else len(names)
    return list(EARLIER_SUITES[:cut])


def suite_of(res: dict) -> str:
    """The suite directory a results file was measured on (files written before the runner
    named it were all of the first suite)."""
    return res.get("suite") or FIRST_SUITE


def provenance(res: dict | None = None) -> tuple[dict, tuple]:
    """(SIMILAR_IN_SAMPLE, SEEN_IN_ISSUE16_TRIAL) of the manifest of the results' suite."""
    from warpsmith.corpus.heldout import load_manifest

    suite = Path(suite_of(res or {}))
    m = load_manifest(suite if suite.is_absolute() else ROOT / suite)
    return dict(m.SIMILAR_IN_SAMPLE), tuple(m.SEEN_IN_ISSUE16_TRIAL)


# ----------------------------------------------------------------------------- statistics

def apes(points: list[dict]) -> list[float]:
    return [abs(p["predicted_ms"] - p["measured_ms"]) / p["measured_ms"] for p in points]


def error_stats(points: list[dict]) -> dict:
    """MdAPE and mean APE of the points, and their number."""
    e = apes(points)
    return {"n": len(e), "mdape": statistics.median(e) if e else None,
            "mean_ape": statistics.fmean(e) if e else None}


def spearman(pred: list[float], meas: list[float]) -> float | None:
    """Spearman's rank correlation (scipy); None under 3 points or for a constant side."""
    if len(pred) < 3 or len(set(pred)) < 2 or len(set(meas)) < 2:
        return None
    from scipy.stats import spearmanr

    return float(spearmanr(pred, meas).statistic)


def model_points(res: dict, novel: set | None = None) -> list[dict]:
    """One point per (kernel, role) with its own text, a verified time and a prediction."""
    out = []
    for k in res.get("kernels", []):
        for role, r in k.get("roles", {}).items():
            if r.get("same_as"):
                continue
            m, p = measured_ms(k, role), predicted_ms(k, role)
            if m is None or p is None:
                continue
            out.append({"kernel": k["name"], "family": k.get("family", "?"), "role": role,
                        "measured_ms": m, "predicted_ms": p,
                        "novel": novel is None or k["name"] in novel})
    return out


def by_family(points: list[dict]) -> dict[str, dict]:
    fam: dict[str, list] = {}
    for p in points:
        fam.setdefault(p["family"], []).append(p)
    return {f: {"n": len(ps), "spearman": spearman([p["predicted_ms"] for p in ps],
                                                   [p["measured_ms"] for p in ps]),
                **{k: v for k, v in error_stats(ps).items() if k != "n"}}
            for f, ps in sorted(fam.items())}


def tool_vs_hand(res: dict) -> list[dict]:
    """Per kernel with a memory-access problem: optimizer / hand and original / hand."""
    rows = []
    for k in res.get("kernels", []):
        if not k.get("memory_problem"):
            continue
        o, t, h = (measured_ms(k, r) for r in ("original", "optimized", "hand"))
        opt = k.get("roles", {}).get("optimized", {})
        rows.append({"kernel": k["name"], "original_ms": o, "optimized_ms": t, "hand_ms": h,
                     "tool_over_hand": t / h if t and h else None,
                     "original_over_hand": o / h if o and h else None,
                     "applied": [a.get("step") for a in opt.get("applied") or []],
                     "no_variant": bool(_resolve(k, "optimized") is _resolve(k, "original")
                                        or opt.get("no_variant") or opt.get("fallback"))})
    return rows


def advisor_rows(res: dict) -> list[dict]:
    """Per kernel: the advisor's pick against the best measured coarsening (factor 1 = the
    original) of the same run."""
    rows = []
    for k in res.get("kernels", []):
        times = {r: measured_ms(k, r) for r in SWEEP_ROLES}
        pick, orig = times["coarsened"], times["original"]
        known = {r: t for r, t in times.items() if t is not None}
        if pick is None or orig is None or not known:
            rows.append({"kernel": k["name"], "pick_ms": pick, "original_ms": orig,
                         "best_ms": None, "best_role": None, "pick_over_best": None,
                         "speedup": None, "advisor": _advice(k)})
            continue
        best_role = min(known, key=known.get)
        rows.append({"kernel": k["name"], "pick_ms": pick, "original_ms": orig,
                     "best_ms": known[best_role], "best_role": best_role,
                     "pick_over_best": pick / known[best_role], "speedup": orig / pick,
                     "best_speedup": orig / known[best_role], "advisor": _advice(k)})
    return rows


def _advice(k: dict) -> str:
    a = (k.get("roles", {}).get("coarsened") or {}).get("advisor") or {}
    if not a:
        return "-"
    return f"factor {a.get('factor')}, dim {a.get('dim')}, stride {a.get('stride')}"


def geomean(xs: list[float]) -> float | None:
    xs = [x for x in xs if x and x > 0]
    return math.exp(statistics.fmean(math.log(x) for x in xs)) if xs else None


# ----------------------------------------------------------------------------- in-sample

def in_sample_model(path) -> dict | None:
    """The model's figures on its design points (a model runner results file)."""
    try:
        d = load(path)
    except (OSError, ValueError):
        return None
    pts = [{"family": f["name"], "predicted_ms": p["predicted_ms"],
            "measured_ms": p["measured_ms"]}
           for f in d.get("families", []) for p in f.get("points", [])
           if p.get("predicted_ms") and p.get("measured_ms")]
    fam = by_family(pts)
    rhos = [v["spearman"] for v in fam.values() if v["spearman"] is not None]
    return {"file": _rel(path), **error_stats(pts), "families": fam,
            "mean_family_spearman": statistics.fmean(rhos) if rhos else None}


def in_sample_optimizer(path) -> dict | None:
    """The optimizer's Table II figures (a memopt runner results file)."""
    try:
        d = load(path)
    except (OSError, ValueError):
        return None
    rows = [b for b in d.get("benchmarks", []) if b.get("optimized_ms") and b.get("hand_ms")]
    ratios = [b["optimized_ms"] / b["hand_ms"] for b in rows]
    return {"file": _rel(path), "n": len(rows),
            "within": sum(r <= 1 + WITHIN for r in ratios),
            "median_ratio": statistics.median(ratios) if ratios else None}


def in_sample_advisor(path) -> dict | None:
    """The advisor's figures on its 17 programs (a coarsen-advisor results file)."""
    try:
        d = load(path)
    except (OSError, ValueError):
        return None
    s = d.get("summary", {})
    return {"file": _rel(path), "geomean": (s.get("advisor") or {}).get("geomean"),
            "oracle_geomean": (s.get("oracle") or {}).get("geomean"),
            "evaluation": d.get("evaluation", "")}


def _rel(path) -> str:
    p = Path(path).resolve()
    try:
        return str(p.relative_to(ROOT))
    except ValueError:
        return str(path)


# ----------------------------------------------------------------------------- Markdown

def _f(x, nd=3) -> str:
    return "-" if x is None else f"{x:.{nd}f}"


def _pct(x) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"


def _ms(x) -> str:
    return "-" if x is None else f"{x:.4f}"


def markdown(res: dict, in_sample: dict, source: str = "") -> str:
    similar, seen = provenance(res)
    suite = suite_of(res)
    names = [k["name"] for k in res.get("kernels", [])]
    novel = {n for n in names if n not in similar and n not in seen}
    pts = model_points(res, novel)
    L = [f"# Held-out suite{'' if suite == FIRST_SUITE else ' ' + Path(suite).name}: model, "
         f"optimizer and advisor on {res.get('device') or 'no GPU'} ({res.get('date')})", ""]
    L += [f"- results: `{source}`" if source else "- results: (in memory)",
          f"- command: `{res.get('command')}`; commit `{res.get('commit')}`; driver "
          f"{res.get('driver')}",
          f"- suite: {suite}/, sha256 `{res.get('suite_hash_recorded')}` "
          + ("(the files matched it)" if res.get("suite_hash_files") == res.get(
              "suite_hash_recorded") else f"(**the files did not match: "
                                          f"{res.get('suite_hash_files')}**)"),
          f"- {len(names)} kernels; {len(novel)} of them have no in-sample neighbour "
          f"(the others: `SIMILAR_IN_SAMPLE` and `SEEN_IN_ISSUE16_TRIAL` of the manifest)"]
    if res.get("fake_gpu"):
        L.append("- **FAKE results (`--fake-gpu`): nothing was measured; for testing only**")
    lc = {k: v for k, v in (res.get("launch_cost") or {}).items() if isinstance(v, dict)}
    if lc:
        L.append("- launch cost (empty kernel, CUDA-event median; included in every time "
                 "below, subtracted from nothing): " + ", ".join(
                     f"{k} threads {_ms(v.get('median_ms'))} ms" for k, v in lc.items()))
    else:
        L.append(f"- launch cost: not measured "
                 f"({(res.get('launch_cost') or {}).get('error', 'no GPU')})")
    L += ["", "## Model", ""]
    L += _model_section(pts, in_sample.get("model"))
    L += ["", "## Memory optimizer against the hand versions", ""]
    L += _optimizer_section(res, in_sample.get("optimizer"))
    L += ["", "## Coarsening advisor", ""]
    L += _advisor_section(res, in_sample.get("advisor"))
    L += ["", "## What each tool was designed on", "",
          "In-sample figures (from the files named) are only set beside held-out ones, never "
          "beside a paper's published figure, which is out-of-sample for its authors' tool.", "",
          "| tool | designed on (in-sample) | held out |", "|---|---|---|"]
    for tool, what in DESIGNED_ON.items():
        for earlier, nth, why in earlier_suites(suite):
            what += f"; and the {nth} held-out suite ({earlier}/: {why})"
        L.append(f"| {tool} | {what} | the {len(names)} kernels of {suite}/ "
                 f"(frozen, sha256 `{(res.get('suite_hash_recorded') or '')[:12]}...`) |")
    L += ["", "Held-out kernels whose kind the tools had already met:", ""]
    for n in names:
        if n in similar or n in seen:
            why = [similar[n]] if n in similar else []
            if n in seen:
                why.append("measured in the issue 16 trial")
            L.append(f"- {n}: {'; '.join(why)}")
    errs = [(k["name"], e) for k in res.get("kernels", []) for e in k.get("errors", [])[:1]]
    if errs:
        L += ["", "## Errors (first of each kernel)", ""]
        L += [f"- {n}: {str(e).splitlines()[0][:300]}" for n, e in errs]
    return "\n".join(L) + "\n"


def _model_section(pts: list[dict], ins: dict | None) -> list[str]:
    allp = error_stats(pts)
    orig = error_stats([p for p in pts if p["role"] == "original"])
    nov = error_stats([p for p in pts if p["novel"]])
    fam = by_family(pts)
    rhos = [v["spearman"] for v in fam.values() if v["spearman"] is not None]
    L = ["A point is one (kernel, role) with its own CUDA text, a verified GPU time and the "
         "model's prediction of that text at that launch.", "",
         "| set | points | MdAPE | mean APE | mean per-family Spearman |",
         "|---|---:|---:|---:|---:|",
         f"| held-out, all roles | {allp['n']} | {_pct(allp['mdape'])} | "
         f"{_pct(allp['mean_ape'])} | {_f(statistics.fmean(rhos) if rhos else None)} |",
         f"| held-out, originals only | {orig['n']} | {_pct(orig['mdape'])} | "
         f"{_pct(orig['mean_ape'])} | |",
         f"| held-out, no in-sample neighbour | {nov['n']} | {_pct(nov['mdape'])} | "
         f"{_pct(nov['mean_ape'])} | |"]
    if ins:
        L.append(f"| in-sample (`{ins['file']}`) | {ins['n']} | {_pct(ins['mdape'])} | "
                 f"{_pct(ins['mean_ape'])} | {_f(ins['mean_family_spearman'])} |")
    L += ["", "| family | points | Spearman | MdAPE | mean APE |", "|---|---:|---:|---:|---:|"]
    for f, v in fam.items():
        L.append(f"| {f} | {v['n']} | {_f(v['spearman'])} | {_pct(v['mdape'])} | "
                 f"{_pct(v['mean_ape'])} |")
    worst = sorted(pts, key=lambda p: -abs(p["predicted_ms"] - p["measured_ms"]) / p["measured_ms"])
    if worst:
        L += ["", "Largest errors:", "", "| kernel | role | predicted ms | measured ms | APE |",
              "|---|---|---:|---:|---:|"]
        for p in worst[:10]:
            L.append(f"| {p['kernel']} | {p['role']} | {_ms(p['predicted_ms'])} | "
                     f"{_ms(p['measured_ms'])} | "
                     f"{_pct(abs(p['predicted_ms'] - p['measured_ms']) / p['measured_ms'])} |")
    return L


def _optimizer_section(res: dict, ins: dict | None) -> list[str]:
    rows = tool_vs_hand(res)
    have = [r for r in rows if r["tool_over_hand"] is not None]
    within = sum(r["tool_over_hand"] <= 1 + WITHIN for r in have)
    L = [f"Kernels with a memory-access problem: {len(rows)}; with the optimizer's output and "
         f"the hand version both verified and timed: {len(have)}; tool within "
         f"{int(WITHIN * 100)}% of hand: **{within} of {len(have)}**"
         + (f" (of all {len(rows)}: {within})" if len(have) != len(rows) else "") + "."]
    strong = [r for r in have if r["original_over_hand"] is not None
              and r["original_over_hand"] > 1 + WITHIN]
    L.append(f"Of those whose hand version is more than {int(WITHIN * 100)}% faster than the "
             f"original (a memory problem a rewrite shows): tool within {int(WITHIN * 100)}% "
             f"of hand on **{sum(r['tool_over_hand'] <= 1 + WITHIN for r in strong)} of "
             f"{len(strong)}**; the other {len(have) - len(strong)} hand versions are no "
             "faster than their originals.")
    if ins:
        L.append(f"In-sample beside it (`{ins['file']}`, Table II kernels): {ins['within']} of "
                 f"{ins['n']} within {int(WITHIN * 100)}%, median tool/hand "
                 f"{_f(ins['median_ratio'])}.")
    L += ["", "| kernel | original ms | tool ms | hand ms | tool / hand | original / hand | "
              "steps applied |", "|---|---:|---:|---:|---:|---:|---|"]
    for r in rows:
        steps = ", ".join(r["applied"]) if r["applied"] else "none (the original)"
        L.append(f"| {r['kernel']} | {_ms(r['original_ms'])} | {_ms(r['optimized_ms'])} | "
                 f"{_ms(r['hand_ms'])} | {_f(r['tool_over_hand'], 2)} | "
                 f"{_f(r['original_over_hand'], 2)} | {steps} |")
    return L


def _advisor_section(res: dict, ins: dict | None) -> list[str]:
    rows = advisor_rows(res)
    have = [r for r in rows if r["pick_over_best"] is not None]
    L = ["The advisor's pick (`ws.coarsen`, factor left to it, at the launch it returns) "
         "against the best of the original and coarsenings by 2, 4 and 8 along x (stride 1) "
         "measured in the same run.", "",
         f"- kernels with the pick and the original verified and timed: {len(have)}",
         f"- pick within 5% of that best: {sum(r['pick_over_best'] <= 1.05 for r in have)}; "
         f"within 10%: {sum(r['pick_over_best'] <= 1.10 for r in have)}",
         f"- geometric-mean speedup over the original: pick {_f(geomean([r['speedup'] for r in have]))}, "
         f"best {_f(geomean([r['best_speedup'] for r in have]))}"]
    if ins:
        L.append(f"- in-sample beside it (`{ins['file']}`: {ins['evaluation']}): "
                 f"advisor geomean speedup {_f(ins['geomean'])}, oracle {_f(ins['oracle_geomean'])}")
    L += ["", "| kernel | advisor | pick ms | original ms | best | best ms | pick / best |",
          "|---|---|---:|---:|---|---:|---:|"]
    for r in rows:
        L.append(f"| {r['kernel']} | {r['advisor']} | {_ms(r['pick_ms'])} | "
                 f"{_ms(r['original_ms'])} | {r['best_role'] or '-'} | {_ms(r['best_ms'])} | "
                 f"{_f(r['pick_over_best'], 2)} |")
    return L


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("results", type=Path)
    ap.add_argument("--out", type=Path, help="the Markdown file (default: beside the results)")
    for tool, path in DEFAULT_IN_SAMPLE.items():
        ap.add_argument(f"--{tool}-in-sample", type=Path, default=path,
                        help=f"in-sample results of the {tool} (default {_rel(path)})")
    a = ap.parse_args(argv)
    if not a.results.is_file():
        print(f"heldout_report: no such file {a.results}", file=sys.stderr)
        return 2
    res = load(a.results)
    ins = {"model": in_sample_model(a.model_in_sample),
           "optimizer": in_sample_optimizer(a.optimizer_in_sample),
           "advisor": in_sample_advisor(a.advisor_in_sample)}
    out = a.out or a.results.with_suffix(".md")
    out.write_text(markdown(res, ins, _rel(a.results)))
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
