#!/usr/bin/env python3
"""Regression trees from relative counters to speed-up (paper 002, section 7; issue 5,
part 5), over a GPU exploration of ``benchmarks/coarsen_runner.py``:

    python3 benchmarks/coarsen_tree.py benchmarks/results/coarsening-h100-DATE.jsonl \
        [more.jsonl ...] [--out-dir benchmarks/results] [--top 5] [--seed 0]

**Data set** (the paper's 7.2). For every program p and coarsening factor cf, the best
``--top`` configurations of that factor (best over dimension, stride and local size; the
paper took the top 5; they are the records whose ``roles`` name ``topK_factorCF`` with
K <= ``--top``, the selection the runner profiled). The target is the measured speed-up
s = baseline ms / configuration ms, where the baseline is the uncoarsened kernel at its
best local size (the runner's rule: the fastest verified factor-1 configuration), so the
best factor-1 configuration has s = 1. The features are counters of that configuration
*relative* to the uncoarsened kernel's, ``(v + e) / (b + e)`` with a small ``e`` per kind of
counter (1 for counts and percentages, 1e-3 for per-instruction ratios) so that a counter
that is 0 in both is 1 and one that appears from 0 is large instead of infinite:

* ``ncu``: Nsight Compute (``ncu`` records, ``--clock-control none``), relative to the
  baseline configuration's record (the paper: "relative increase or decrease of a counter
  over its value for the baseline configuration"): executed warp and thread instructions,
  global load and store instructions, requests and sectors, sectors per load request,
  active threads per warp instruction, branch instructions, branch targets, divergent
  branch targets, L1 and L2 sector hit rates, DRAM bytes read and written, shared-memory
  wavefronts and bank conflicts, achieved occupancy, and the warp-stall reasons each
  divided by the issued instructions (``smsp__issue_active.sum``) before the ratio. The
  kernel's duration is never a feature.
* ``sim``: the simulator's trace at the CI size (``sim`` records), relative to the
  baseline configuration's trace, as the ncu counters (``--sim-relative-to
  uncoarsened`` divides by the uncoarsened kernel the runner traced beside each
  configuration at the same original local size, ``trace_uncoarsened``, instead: the
  transformation's effect alone, blind to the local size): instructions, global load
  and store requests and sectors, sectors per load request, shared requests and
  wavefronts, branches, divergent branches, barriers, atomics. A configuration the
  simulator refused at the CI size, or whose outputs differed from the reference there,
  has no sample.
* ``both``: the two together, on the configurations that have both.

Counters missing in any sample of a set, and counters constant over it, are dropped.

**Trees.** scikit-learn ``DecisionTreeRegressor`` (squared error, the R package *tree*'s
deviance; at least ``--min-samples-leaf`` 5 samples per leaf, *tree*'s ``mincut``), pruned
by cost complexity; the candidate strengths come from the pruning path of the tree grown
on all samples. Two cross-validations, each choosing the strength of least CV squared
error and reporting the quality of the tree so pruned:

* ``kfold``: ``--folds`` (10) shuffled folds over samples, the paper's; a program's other
  configurations (the top 5 of a factor are near twins) sit in the training folds, so
  this measures interpolation;
* ``grouped``: leave one program out (all its configurations held out together), the
  honest question of whether the counters explain a program the tree has not seen.

Quality: the Pearson correlation between the CV predictions and the measured speed-ups
(the paper reached >= 0.8 on its GPUs, "error about 10%"), the same on the best
configuration of each (program, factor) alone (the points of the paper's Fig. 9), the
mean relative error |predicted - measured| / measured and the RMSE. The strength is
chosen on the same folds that then score it, so both are slightly optimistic.

The tree *drawn* and explained (the paper's trees were "further pruned manually" for
explanation) is fitted on all samples with the strength of ``--draw`` (default
``grouped-1se``: the largest strength whose leave-one-program-out error is within one
standard error of the least, rpart's rule, a rule instead of a hand); its CV quality
under both schemes is reported beside.

**Outputs** (``--out-dir``, stem ``coarsening-tree-<gpu>-<date>`` from the first JSONL's
name, or ``--stem``): ``.json`` (device, date, the command; ``parallelism``: the GPU's
resident warps beside the paper's GPUs' and each program's launched warps and
occupancy; per feature set ``n_samples``, ``features``, ``ccp_alpha`` and ``tree`` (the
text export) of the drawn tree, ``cv`` (``kfold``, ``grouped``: strength, leaves,
correlation, error, CV curve; ``drawn``: the drawn tree's quality under both),
``correlation`` (k-fold, the paper's number), ``correlation_grouped``, ``nodes`` and
``leaves`` (per node its condition, samples and mean speed-up; per leaf its rule and the
programs and factors that fall there), ``samples`` (per configuration the measured and
CV-predicted speed-ups)); ``.md``; ``-<set>.png`` (the drawn tree; the left child of a
node satisfies its condition) and ``-scatter.png`` (CV-predicted against measured
speed-up, per set and CV). Every number comes from the JSONL; nothing is typed in.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import math
import re
import shlex
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent
if str(ROOT / "src") not in sys.path:
    sys.path.insert(0, str(ROOT / "src"))

import numpy as np  # noqa: E402

# The paper's quality of its trees (section 7.2): "a correlation of at least 0.8 with the
# curves showed in figure 9 and error about 10% for all the GPUs".
PAPER_CORRELATION = 0.8
PAPER_ERROR = 0.10
FEATURE_SETS = ("ncu", "sim", "both")
ROLE_RE = re.compile(r"^top(\d+)_factor(\d+)$")

# Smoothing constants of the ratio (v + e) / (b + e), per kind of counter.
E_COUNT, E_PCT, E_PER_INST = 1.0, 1.0, 1e-3

# ncu features: name -> (label, kind, how). kind "count"/"pct": a metric's value;
# "per_issue": a stall metric divided by smsp__issue_active.sum; "derived": a function of
# the metrics.
_ISSUE = "smsp__issue_active.sum"
NCU_FEATURES = {
    "warp_inst": ("warp instructions", "count", "smsp__inst_executed.sum"),
    "thread_inst": ("thread instructions", "count", "smsp__thread_inst_executed.sum"),
    "threads_per_inst": ("active threads per warp instruction", "derived",
                         ("smsp__thread_inst_executed.sum", "smsp__inst_executed.sum")),
    "gld_inst": ("global load instructions", "count", "smsp__inst_executed_op_global_ld.sum"),
    "gst_inst": ("global store instructions", "count", "smsp__inst_executed_op_global_st.sum"),
    "gld_requests": ("global load requests", "count",
                     "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum"),
    "gst_requests": ("global store requests", "count",
                     "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum"),
    "gld_sectors": ("global load sectors", "count",
                    "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"),
    "gst_sectors": ("global store sectors", "count",
                    "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum"),
    "gld_sectors_per_request": ("sectors per global load request", "derived",
                                ("l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum",
                                 "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum")),
    "branch_inst": ("branch instructions", "count", "smsp__inst_executed_op_branch.sum"),
    "branch_targets": ("branch targets", "count", "smsp__sass_branch_targets.sum"),
    "divergent_targets": ("divergent branch targets", "count",
                          "smsp__sass_branch_targets_threads_divergent.sum"),
    "l1_hit": ("L1 hit rate", "pct", "l1tex__t_sector_hit_rate.pct"),
    "l2_hit": ("L2 hit rate", "pct", "lts__t_sector_hit_rate.pct"),
    "dram_read": ("DRAM bytes read", "count", "dram__bytes_read.sum"),
    "dram_write": ("DRAM bytes written", "count", "dram__bytes_write.sum"),
    "shared_wavefronts": ("shared wavefronts", "count",
                          "l1tex__data_pipe_lsu_wavefronts_mem_shared.sum"),
    "shared_conflicts": ("shared bank conflicts", "count",
                         "l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum"),
    "occupancy": ("achieved occupancy", "pct",
                  "sm__warps_active.avg.pct_of_peak_sustained_active"),
}
for _s in ("long_scoreboard", "short_scoreboard", "barrier", "lg_throttle", "mio_throttle",
           "math_pipe_throttle", "wait", "not_selected", "branch_resolving"):
    NCU_FEATURES[f"stall_{_s}"] = (f"{_s.replace('_', ' ')} stalls per issue", "per_issue",
                                   f"smsp__warps_issue_stalled_{_s}.sum")

SIM_FEATURES = {
    "instructions": ("instructions", "count", "instructions"),
    "global_load_requests": ("global load requests", "count", "global_load_requests"),
    "global_store_requests": ("global store requests", "count", "global_store_requests"),
    "global_load_sectors": ("global load sectors", "count", "global_load_sectors"),
    "global_store_sectors": ("global store sectors", "count", "global_store_sectors"),
    "load_sectors_per_request": ("sectors per global load request", "derived",
                                 ("global_load_sectors", "global_load_requests")),
    "shared_requests": ("shared requests", "count", "shared_requests"),
    "shared_wavefronts": ("shared wavefronts", "count", "shared_wavefronts"),
    "branches": ("branches", "count", "branches"),
    "divergent_branches": ("divergent branches", "count", "divergent_branches"),
    "barriers": ("barriers", "count", "barriers"),
    "atomics": ("atomics", "count", "atomics"),
}


class TreeError(Exception):
    """A problem with the user's input (a file, an option): printed as one line, no
    traceback."""


# ----------------------------------------------------------------------------- data set

def _raw(spec, values: dict) -> tuple[float, float] | None:
    """One counter's (value, smoothing constant) from a record's metrics (ncu) or trace
    (sim), or None when the record lacks it."""
    _label, kind, how = spec
    if kind == "derived":
        num, den = (values.get(k) for k in how)
        if num is None or den is None:
            return None
        return (float(num) / float(den) if den else 0.0), E_PER_INST
    if kind == "per_issue":
        v, issued = values.get(how), values.get(_ISSUE)
        if v is None or not issued:
            return None
        return float(v) / float(issued), E_PER_INST
    v = values.get(how)
    if v is None:
        return None
    return float(v), (E_PCT if kind == "pct" else E_COUNT)


def relative(specs: dict, values: dict, base: dict) -> dict:
    """The counters of ``values`` relative to ``base``: ``{name: (v + e) / (b + e)}``, NaN
    where either lacks the counter (dropped later). Why smoothed: a counter that is 0 for
    the baseline (no divergent branches, no shared memory) would otherwise make the ratio
    infinite or undefined; with ``e`` a count of 0 in both is 1."""
    out = {}
    for name, spec in specs.items():
        a, b = _raw(spec, values), _raw(spec, base)
        if a is None or b is None or not all(math.isfinite(x) for x in (a[0], b[0])):
            out[name] = float("nan")
        else:
            e = a[1]
            out[name] = (a[0] + e) / (b[0] + e)
    return out


def _top_roles(roles, top: int) -> list[tuple[int, int]]:
    """The (rank, factor) pairs of the ``topK_factorCF`` roles with K <= top."""
    out = []
    for r in roles or ():
        m = ROLE_RE.match(str(r))
        if m and int(m.group(1)) <= top:
            out.append((int(m.group(1)), int(m.group(2))))
    return out


def baselines(data: dict) -> dict:
    """Per program: ``{"id", "ms"}`` of the fastest verified factor-1 configuration (the
    runner's baseline: the uncoarsened kernel at its best local size)."""
    out: dict = {}
    for rec in data["configs"].values():
        if rec.get("status") != "ok" or not rec.get("ms") or rec.get("factor") != 1:
            continue
        p = rec["program"]
        if p not in out or rec["ms"] < out[p]["ms"]:
            out[p] = {"id": rec["id"], "ms": float(rec["ms"])}
    return out


def samples(data: dict, top: int = 5, sim_relative_to: str = "baseline") -> dict:
    """The paper's data set: per configuration id of the top-``top`` selection with a
    measured time, ``{"program", "factor", "rank", "ms", "speedup", "ncu": {..} | None,
    "sim": {..} | None}`` (relative counters), and the notes of what was left out.

    ``ncu`` is relative to the baseline configuration's ncu record, ``sim`` to the
    record's own ``trace_uncoarsened`` (or to the baseline's trace with
    ``sim_relative_to="baseline"``)."""
    if sim_relative_to not in ("uncoarsened", "baseline"):
        raise TreeError(f"--sim-relative-to must be 'uncoarsened' or 'baseline', "
                        f"not {sim_relative_to!r}")
    base = baselines(data)
    ncu, sim, cfgs = data["ncu"], data["sim"], data["configs"]
    notes: list[str] = []
    out: dict = {}
    ids = sorted(set(ncu) | set(sim))
    for cid in ids:
        rec = ncu.get(cid) or sim.get(cid)
        roles = set((ncu.get(cid) or {}).get("roles") or ()) | set(
            (sim.get(cid) or {}).get("roles") or ())
        tops = _top_roles(roles, top)
        if not tops:
            continue
        p = rec.get("program")
        cfg = cfgs.get(cid) or {}
        if cfg.get("status") != "ok" or not cfg.get("ms"):
            notes.append(f"{cid}: no verified time, left out")
            continue
        if p not in base:
            notes.append(f"{cid}: program {p} has no verified factor-1 time, left out")
            continue
        row = {"program": p, "factor": int(cfg.get("factor", tops[0][1])),
               "rank": min(t[0] for t in tops), "ms": float(cfg["ms"]),
               "speedup": base[p]["ms"] / float(cfg["ms"]), "ncu": None, "sim": None}
        n = ncu.get(cid)
        b = ncu.get(base[p]["id"])
        if n and n.get("metrics"):
            if b and b.get("metrics"):
                row["ncu"] = relative(NCU_FEATURES, n["metrics"], b["metrics"])
            else:
                notes.append(f"{cid}: the baseline {base[p]['id']} has no ncu record")
        s = sim.get(cid)
        if s and s.get("trace") and s.get("vs_reference", "ok") == "ok":
            if sim_relative_to == "uncoarsened":
                den = s.get("trace_uncoarsened")
            else:
                den = (sim.get(base[p]["id"]) or {}).get("trace")
            if den:
                row["sim"] = relative(SIM_FEATURES, s["trace"], den)
            else:
                notes.append(f"{cid}: no uncoarsened simulator trace to divide by")
        elif s:
            notes.append(f"{cid}: no simulator sample ({s.get('error') or s.get('vs_reference')})"
                         [:240])
        out[cid] = row
    return {"rows": out, "baselines": base, "notes": notes}


def matrix(ds: dict, fset: str) -> dict:
    """The matrix of one feature set: ``{"ids", "programs", "factors", "ranks", "y",
    "X", "features" (names), "labels", "dropped": {name: why}}``; samples lacking the
    set are left out, counters missing in any sample or constant over all are dropped."""
    if fset not in FEATURE_SETS:
        raise TreeError(f"unknown feature set {fset!r} (one of {', '.join(FEATURE_SETS)})")
    parts = ("ncu", "sim") if fset == "both" else (fset,)
    specs = {"ncu": NCU_FEATURES, "sim": SIM_FEATURES}
    names, labels = [], []
    for part in parts:
        for k, spec in specs[part].items():
            names.append(f"{part}.{k}")
            labels.append(f"rel. {spec[0]}" + (f" ({part})" if fset == "both" else ""))
    rows = [(cid, r) for cid, r in sorted(ds["rows"].items())
            if all(r.get(part) for part in parts)]
    X = np.array([[r[n.split(".", 1)[0]][n.split(".", 1)[1]] for n in names]
                  for _cid, r in rows], dtype=float).reshape(len(rows), len(names))
    dropped = {}
    keep = []
    for j, n in enumerate(names):
        col = X[:, j]
        if len(rows) == 0 or not np.all(np.isfinite(col)):
            dropped[n] = "missing"
        elif np.ptp(col) <= 1e-12 * max(1.0, float(np.max(np.abs(col)))):
            dropped[n] = "constant"
        else:
            keep.append(j)
    return {"ids": [c for c, _ in rows], "programs": [r["program"] for _, r in rows],
            "factors": [r["factor"] for _, r in rows], "ranks": [r["rank"] for _, r in rows],
            "y": np.array([r["speedup"] for _, r in rows], dtype=float),
            "X": X[:, keep], "features": [names[j] for j in keep],
            "labels": [labels[j] for j in keep], "dropped": dropped}


# ----------------------------------------------------------------------------- trees

def _cv_splits(kind: str, y, groups, folds: int, seed: int) -> list:
    """The train/test index pairs of one CV: ``kfold`` (shuffled, over samples) or
    ``grouped`` (leave one program out)."""
    from sklearn.model_selection import KFold, LeaveOneGroupOut

    n = len(y)
    if kind == "kfold":
        k = max(2, min(folds, n))
        return list(KFold(n_splits=k, shuffle=True, random_state=seed).split(np.zeros(n)))
    if kind == "grouped":
        return list(LeaveOneGroupOut().split(np.zeros(n), y, groups))
    raise TreeError(f"unknown CV {kind!r}")


def _tree(alpha: float, seed: int, min_leaf: int):
    from sklearn.tree import DecisionTreeRegressor

    return DecisionTreeRegressor(ccp_alpha=float(alpha), random_state=seed,
                                 min_samples_leaf=min_leaf)


def candidate_alphas(X, y, seed: int, min_leaf: int, max_alphas: int) -> list[float]:
    """Pruning strengths to try: the geometric midpoints of the cost-complexity path of
    the tree grown on all samples (each prunes to one subtree of the path), thinned to at
    most ``max_alphas`` evenly along the path, always with 0 (no pruning) and the root."""
    path = _tree(0.0, seed, min_leaf).cost_complexity_pruning_path(X, y)
    a = np.unique(np.maximum(path.ccp_alphas, 0.0))
    mids = [0.0]
    for lo, hi in zip(a[:-1], a[1:]):
        mids.append(math.sqrt(lo * hi) if lo > 0 else hi / 2.0)
    mids.append(float(a[-1]) * 1.01 if len(a) and a[-1] > 0 else 1.0)
    mids = sorted(set(float(m) for m in mids))
    if len(mids) > max_alphas:
        idx = np.unique(np.round(np.linspace(0, len(mids) - 1, max_alphas)).astype(int))
        mids = [mids[i] for i in idx]
    return mids


def cv_predictions(X, y, splits, alpha: float, seed: int, min_leaf: int) -> np.ndarray:
    """Out-of-fold predictions of the tree pruned with ``alpha``."""
    pred = np.empty(len(y))
    for tr, te in splits:
        pred[te] = _tree(alpha, seed, min_leaf).fit(X[tr], y[tr]).predict(X[te])
    return pred


def _pearson(a, b) -> float | None:
    a, b = np.asarray(a, float), np.asarray(b, float)
    if len(a) < 3 or np.std(a) == 0 or np.std(b) == 0:
        return None
    return float(np.corrcoef(a, b)[0, 1])


def cv_curve(X, y, splits, alphas, seed: int, min_leaf: int) -> dict:
    """The CV predictions of every strength in ``alphas`` and the curve of their squared
    errors: ``{"pred": {alpha: array}, "curve": [{"alpha", "mse", "se"}]}`` (``se``: the
    standard error of the mean squared error over samples)."""
    curve, preds = [], {}
    for a in alphas:
        p = cv_predictions(X, y, splits, a, seed, min_leaf)
        se = (p - y) ** 2
        curve.append({"alpha": a, "mse": float(se.mean()),
                      "se": float(se.std(ddof=1) / math.sqrt(len(y))) if len(y) > 1 else 0.0})
        preds[a] = p
    return {"pred": preds, "curve": curve}


def choose_alpha(curve: list, one_se: bool) -> float:
    """The strength with the least CV squared error on ``curve`` (ties: the stronger),
    or with ``one_se`` the largest strength whose error is within one standard error of
    that least error (the simplest tree the CV cannot tell from the best; rpart's rule)."""
    best = min(curve, key=lambda c: (c["mse"], -c["alpha"]))
    if not one_se:
        return best["alpha"]
    return max(c["alpha"] for c in curve if c["mse"] <= best["mse"] + best["se"])


def quality(y, pred, ranks) -> dict:
    """Correlation (Pearson), on the rank-1 samples alone too, mean relative error and
    RMSE of predictions against measured speed-ups."""
    y, pred = np.asarray(y, float), np.asarray(pred, float)
    top1 = np.asarray(ranks) == 1
    return {"correlation": _pearson(pred, y),
            "correlation_top1": _pearson(pred[top1], y[top1]),
            "mean_relative_error": float(np.mean(np.abs(pred - y) / y)) if len(y) else None,
            "rmse": float(np.sqrt(np.mean((pred - y) ** 2))) if len(y) else None}


def leaves(model, M: dict) -> list[dict]:
    """Per leaf of a fitted tree (left to right): its rule (the conditions on the path),
    the predicted speed-up, the measured mean, geometric mean, min and max, and the
    programs and factors that fall there (sample counts)."""
    t = model.tree_
    labels = M["labels"]
    where = model.apply(M["X"])
    y = M["y"]
    out = []

    def walk(node, conds):
        if t.children_left[node] == -1:
            mask = where == node
            progs: dict = {}
            facs: dict = {}
            for p, f, m in zip(M["programs"], M["factors"], mask):
                if m:
                    progs[p] = progs.get(p, 0) + 1
                    facs[str(f)] = facs.get(str(f), 0) + 1
            ys = y[mask]
            out.append({"node": int(node), "rule": " and ".join(conds) or "(all)",
                        "n": int(mask.sum()), "predicted": float(t.value[node].ravel()[0]),
                        "measured_geomean": float(np.exp(np.mean(np.log(ys)))) if len(ys) else None,
                        "measured_min": float(ys.min()) if len(ys) else None,
                        "measured_max": float(ys.max()) if len(ys) else None,
                        "programs": dict(sorted(progs.items(), key=lambda kv: (-kv[1], kv[0]))),
                        "factors": dict(sorted(facs.items(), key=lambda kv: int(kv[0])))})
            return
        name, thr = labels[t.feature[node]], float(t.threshold[node])
        walk(t.children_left[node], conds + [f"{name} <= {thr:.3g}"])
        walk(t.children_right[node], conds + [f"{name} > {thr:.3g}"])

    walk(0, [])
    return out


def nodes(model, M: dict) -> list[dict]:
    """The internal nodes of a fitted tree, root first (depth-first, left before right):
    depth, condition (its ``yes`` branch, drawn on the left), samples and mean speed-up
    of the node and of each branch."""
    t = model.tree_
    out = []

    def mean(node):
        return float(t.value[node].ravel()[0])

    def walk(node, depth):
        if t.children_left[node] == -1:
            return
        lc, rc = t.children_left[node], t.children_right[node]
        out.append({"node": int(node), "depth": depth, "feature": M["features"][t.feature[node]],
                    "condition": f"{M['labels'][t.feature[node]]} <= {float(t.threshold[node]):.3g}",
                    "threshold": float(t.threshold[node]), "n": int(t.n_node_samples[node]),
                    "mean": mean(node),
                    "yes": {"n": int(t.n_node_samples[lc]), "mean": mean(lc)},
                    "no": {"n": int(t.n_node_samples[rc]), "mean": mean(rc)}})
        walk(lc, depth + 1)
        walk(rc, depth + 1)

    walk(0, 0)
    return out


def importances(model, M: dict) -> dict:
    """The tree's impurity-based importance per feature (only those above 0)."""
    imp = getattr(model, "feature_importances_", None)
    if imp is None:
        return {}
    pairs = [(M["features"][j], float(v)) for j, v in enumerate(imp) if v > 0]
    return dict(sorted(pairs, key=lambda kv: -kv[1]))


def _r4(x: float) -> float:
    """``x`` to 4 significant digits (the result file's per-sample numbers)."""
    return float(f"{x:.4g}")


def _samples_json(M: dict, curves: dict, cv: dict, alpha: float, model) -> list[dict]:
    """Per sample: id, program, factor, rank, measured speed-up, the CV predictions
    (``pred_kfold``, ``pred_grouped`` at each CV's strength; ``pred_drawn_grouped``: the
    drawn tree's strength, left one program out) and the relative counters the drawn
    tree uses (so a document can quote them from the result file)."""
    used = sorted({int(f) for f in model.tree_.feature if f >= 0})
    out = []
    for j, (i, p, f, r, s) in enumerate(zip(M["ids"], M["programs"], M["factors"],
                                            M["ranks"], M["y"])):
        row = {"id": i, "program": p, "factor": f, "rank": r, "speedup": _r4(float(s))}
        for k, c in curves.items():
            row[f"pred_{k}"] = _r4(float(c["pred"][cv[k]["ccp_alpha"]][j]))
        if "grouped" in curves:
            row["pred_drawn_grouped"] = _r4(float(curves["grouped"]["pred"][alpha][j]))
        row["counters"] = {M["features"][u]: _r4(float(M["X"][j, u])) for u in used}
        out.append(row)
    return out


DRAW_RULES = {
    "grouped-1se": ("grouped", True),
    "grouped": ("grouped", False),
    "kfold-1se": ("kfold", True),
    "kfold": ("kfold", False),
}
CV_SCHEMES = {"kfold": "shuffled k-fold over samples", "grouped": "leave one program out"}


def analyse(M: dict, *, folds: int = 10, seed: int = 0, min_leaf: int = 5,
            max_alphas: int = 40, draw: str = "grouped-1se") -> dict:
    """One feature set's trees.

    Per CV (``kfold``, ``grouped``): the strength with the least CV squared error, the
    size of the tree it prunes to, and the quality of its CV predictions (the headline
    numbers: the tree pruned by that cross-validation). The tree *drawn* and explained is
    fitted on all samples with the strength of ``draw`` (default ``grouped-1se``: the
    simplest tree whose leave-one-program-out error is within one standard error of the
    least, the counterpart of the paper's trees "further pruned" for explanation), and
    its CV quality under both schemes is reported beside. Returns the JSON entry; the
    fitted model, the CV predictions and the matrix ride along under ``"_model"``,
    ``"_pred"``, ``"_M"`` for the figures."""
    from sklearn.tree import export_text

    if draw not in DRAW_RULES:
        raise TreeError(f"--draw must be one of {', '.join(DRAW_RULES)}, not {draw!r}")
    X, y = M["X"], M["y"]
    n = len(y)
    entry: dict = {"n_samples": n, "n_programs": len(set(M["programs"])),
                   "features": M["features"], "labels": M["labels"], "dropped": M["dropped"]}
    if n < 2 * min_leaf or n < 10 or X.shape[1] == 0:
        entry["skipped"] = (f"{n} samples" if X.shape[1] else "no counter varies") + \
            ": too little to fit a tree"
        return entry
    alphas = candidate_alphas(X, y, seed, min_leaf, max_alphas)
    cv: dict = {}
    curves: dict = {}
    for kind in ("kfold", "grouped"):
        splits = _cv_splits(kind, y, M["programs"], folds, seed)
        if len(splits) < 2:
            cv[kind] = {"scheme": CV_SCHEMES[kind], "skipped": "fewer than 2 folds"}
            continue
        curves[kind] = cv_curve(X, y, splits, alphas, seed, min_leaf)
        a = choose_alpha(curves[kind]["curve"], one_se=False)
        model = _tree(a, seed, min_leaf).fit(X, y)
        cv[kind] = {"scheme": CV_SCHEMES[kind], "folds": len(splits), "ccp_alpha": a,
                    "rule": "least CV squared error", "leaves": int(model.get_n_leaves()),
                    "depth": int(model.get_depth()),
                    **quality(y, curves[kind]["pred"][a], M["ranks"]),
                    "curve": [{k: round(v, 8) for k, v in c.items()}
                              for c in curves[kind]["curve"]]}
    scheme, one_se = DRAW_RULES[draw]
    if scheme not in curves:
        scheme = next(iter(curves), None)
    if scheme is None:
        entry.update({"skipped": "no cross-validation possible (one program?)", "cv": cv})
        return entry
    alpha = choose_alpha(curves[scheme]["curve"], one_se=one_se)
    model = _tree(alpha, seed, min_leaf).fit(X, y)
    cv["drawn"] = {"rule": draw, "ccp_alpha": alpha, "leaves": int(model.get_n_leaves()),
                   "depth": int(model.get_depth()),
                   **{kind: quality(y, curves[kind]["pred"][alpha], M["ranks"])
                      for kind in curves},
                   "fit": quality(y, model.predict(X), M["ranks"])}
    entry.update({
        "ccp_alpha": alpha, "cv": cv,
        "correlation": cv.get("kfold", {}).get("correlation"),
        "mean_relative_error": cv.get("kfold", {}).get("mean_relative_error"),
        "correlation_grouped": cv.get("grouped", {}).get("correlation"),
        "mean_relative_error_grouped": cv.get("grouped", {}).get("mean_relative_error"),
        "n_leaves": int(model.get_n_leaves()), "depth": int(model.get_depth()),
        "importance": importances(model, M),
        "tree": export_text(model, feature_names=list(M["labels"]), decimals=3),
        "nodes": nodes(model, M),
        "leaves": leaves(model, M),
        "samples": _samples_json(M, curves, cv, alpha, model),
    })
    entry["_model"], entry["_M"] = model, M
    entry["_pred"] = {k: c["pred"][cv[k]["ccp_alpha"]] for k, c in curves.items()}
    return entry


# ----------------------------------------------------------------------------- figures

def _wrap(text: str, width: int = 22) -> str:
    import textwrap

    return "\n".join(textwrap.wrap(text, width)) or text


def draw_tree(entry: dict, title: str, path: Path) -> None:
    """The pruned tree as a PNG: a node gives its condition (the left child, drawn on
    the left, satisfies it), its sample count and mean speed-up; a leaf gives the
    predicted speed-up, its sample count and the programs that fall there."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    model, M = entry["_model"], entry["_M"]
    t = model.tree_
    leaf_info = {lf["node"]: lf for lf in entry["leaves"]}
    pos: dict = {}
    counter = [0]

    def layout(node, depth):
        if t.children_left[node] == -1:
            pos[node] = (counter[0], depth)
            counter[0] += 1
            return
        layout(t.children_left[node], depth + 1)
        layout(t.children_right[node], depth + 1)
        pos[node] = ((pos[t.children_left[node]][0] + pos[t.children_right[node]][0]) / 2,
                     depth)

    layout(0, 0)
    n_leaves, depth = counter[0], max(d for _x, d in pos.values())
    fs = 9 if n_leaves <= 12 else 7 if n_leaves <= 20 else 6
    fig, ax = plt.subplots(figsize=(max(7.0, 1.9 * n_leaves), max(3.5, 1.9 * (depth + 1))))
    ax.set_xlim(-0.6, n_leaves - 0.4)
    ax.set_ylim(depth + 0.6, -0.6)
    ax.axis("off")
    for node, (x, d) in pos.items():
        for child, tag in ((t.children_left[node], "yes"), (t.children_right[node], "no")):
            if child != -1:
                cx, cd = pos[child]
                ax.plot([x, cx], [d, cd], color="#888888", lw=1, zorder=1)
                ax.text((x + cx) / 2, (d + cd) / 2, tag, fontsize=fs - 1, color="#555555",
                        ha="center", va="center",
                        bbox=dict(boxstyle="round,pad=0.1", fc="white", ec="none"))
    for node, (x, d) in pos.items():
        n = int(t.n_node_samples[node])
        v = float(t.value[node].ravel()[0])
        if t.children_left[node] == -1:
            lf = leaf_info.get(node, {})
            progs = lf.get("programs", {})
            plist = [f"{p} {c}" for p, c in list(progs.items())[:5]]
            if len(progs) > 5:
                plist.append(f"+{len(progs) - 5} more")
            text = f"{v:.2f}x  (n={n})\n" + "\n".join(plist)
            color = "#c6e5c6" if v >= 1.05 else "#f4c7c3" if v < 0.95 else "#e8e8e8"
        else:
            label = M["labels"][t.feature[node]]
            text = f"{_wrap(label)}\n<= {float(t.threshold[node]):.3g}\nn={n}, mean {v:.2f}x"
            color = "#dde8f6"
        ax.text(x, d, text, fontsize=fs, ha="center", va="center", zorder=2,
                bbox=dict(boxstyle="round,pad=0.35", fc=color, ec="#555555", lw=0.8))
    ax.set_title(_wrap(title, int(fig.get_size_inches()[0] * 11)), fontsize=10)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def draw_scatter(entries: dict, title: str, path: Path) -> None:
    """CV-predicted against measured speed-up, one panel per (feature set, CV), log
    axes, the diagonal, colour per program."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    sets = [k for k, e in entries.items() if "_pred" in e]
    if not sets:
        return
    kinds = ("kfold", "grouped")
    programs = sorted({p for k in sets for p in entries[k]["_M"]["programs"]})
    cmap = plt.get_cmap("tab20")
    colors = {p: cmap(i % 20) for i, p in enumerate(programs)}
    fig, axes = plt.subplots(len(kinds), len(sets), figsize=(4.2 * len(sets) + 1.8, 8.2),
                             squeeze=False)
    for j, k in enumerate(sets):
        e, M = entries[k], entries[k]["_M"]
        y = M["y"]
        for i, kind in enumerate(kinds):
            ax = axes[i][j]
            pred = e["_pred"].get(kind)
            if pred is None:
                ax.axis("off")
                continue
            for p in programs:
                m = np.array([q == p for q in M["programs"]])
                if m.any():
                    ax.scatter(y[m], pred[m], s=12, color=colors[p], label=p, alpha=0.8)
            lo = min(float(y.min()), float(pred.min())) * 0.8
            hi = max(float(y.max()), float(pred.max())) * 1.25
            ax.plot([lo, hi], [lo, hi], color="black", lw=0.8)
            ax.set_xscale("log")
            ax.set_yscale("log")
            ax.set_xlim(lo, hi)
            ax.set_ylim(lo, hi)
            q = e["cv"][kind]
            corr = q.get("correlation")
            ax.set_title(f"{k}, {q['scheme']}\nr = {corr:.2f}, mean rel. error "
                         f"{q['mean_relative_error']:.0%}" if corr is not None
                         else f"{k}, {q['scheme']}\nr = n/a", fontsize=9)
            ax.set_xlabel("measured speed-up")
            ax.set_ylabel("CV-predicted speed-up")
            ax.grid(alpha=0.3, which="both")
    handles, lbls = axes[0][0].get_legend_handles_labels()
    fig.legend(handles, lbls, loc="center right", fontsize=7, frameon=False)
    fig.suptitle(title, fontsize=10)
    fig.tight_layout(rect=(0, 0, 1 - 1.6 / (4.2 * len(sets) + 1.8), 0.96))
    fig.savefig(path, dpi=110)
    plt.close(fig)


# ----------------------------------------------------------------------------- report

def _f(x, fmt="{:.2f}") -> str:
    return fmt.format(x) if isinstance(x, (int, float)) and math.isfinite(x) else "-"


def _qrow(q: dict) -> str:
    return (f"{_f(q.get('correlation'))} | {_f(q.get('correlation_top1'))} | "
            f"{_f(q.get('mean_relative_error'), '{:.0%}')}")


def markdown(res: dict, stem: str) -> str:
    """The report: per feature set the CV quality beside the paper's, the drawn tree, its
    leaves with the programs that fall there, and what was dropped."""
    L = [f"# Regression trees over counters: thread coarsening on {res['device']} "
         f"({res['date']})", "",
         f"- command: `{res['command']}`",
         f"- inputs: {', '.join('`' + p + '`' for p in res['inputs'])}",
         f"- data set (paper 7.2): the best {res['top']} configurations per program and "
         f"coarsening factor; speed-up over the uncoarsened kernel at its best local size; "
         f"counters relative to the uncoarsened kernel's ({res['relative_to']})",
         f"- trees: scikit-learn DecisionTreeRegressor (squared error), at least "
         f"{res['min_samples_leaf']} samples per leaf, cost-complexity pruning with the "
         f"strength of least CV squared error; k-fold: {res['folds']} shuffled folds over "
         f"samples (the paper's); grouped: leave one program out (all its configurations "
         f"held out together)",
         f"- the tree drawn: pruned by rule `{res['draw']}`"
         + (" (the largest strength whose leave-one-program-out error is within one "
            "standard error of the least)" if res["draw"] == "grouped-1se" else ""),
         "- r: Pearson correlation of CV predictions and measured speed-ups; "
         "r (best/factor): on the best configuration of each (program, factor) alone, "
         "the points of the paper's Fig. 9; error: mean |predicted - measured| / measured",
         f"- the paper (section 7.2): correlation >= {PAPER_CORRELATION} and error about "
         f"{PAPER_ERROR:.0%} on its GPUs", ""]
    L += ["| feature set | samples | programs | counters | CV | alpha | leaves | r "
          "| r (best/factor) | error |", "|---|---|---|---|---|---|---|---|---|---|"]
    for k, e in res["feature_sets"].items():
        if "skipped" in e:
            L.append(f"| {k} | {e['n_samples']} | {e.get('n_programs', '-')} | "
                     f"{len(e['features'])} | skipped: {e['skipped']} | | | | | |")
            continue
        head = f"| {k} | {e['n_samples']} | {e['n_programs']} | {len(e['features'])} |"
        for kind in ("kfold", "grouped"):
            q = e["cv"].get(kind, {})
            if "ccp_alpha" in q:
                L.append(f"{head} {CV_SCHEMES[kind]}, pruned by it | "
                         f"{_f(q['ccp_alpha'], '{:.3g}')} | {q['leaves']} | {_qrow(q)} |")
            head = "| | | | |"
        d = e["cv"]["drawn"]
        for kind in ("kfold", "grouped"):
            if kind in d:
                L.append(f"| | | | | drawn tree, {CV_SCHEMES[kind]} | "
                         f"{_f(d['ccp_alpha'], '{:.3g}')} | {d['leaves']} | {_qrow(d[kind])} |")
    L += [f"| paper (Fermi, Kepler) | | | | | | | >= {PAPER_CORRELATION} | | "
          f"about {PAPER_ERROR:.0%} |", "",
          f"![CV-predicted against measured speed-up]({stem}-scatter.png)", ""]
    par = res.get("parallelism") or {}
    dev = par.get("device") or {}
    if dev.get("resident_warps"):
        others = "; ".join(f"{k} ({v['name']}): {v['sm_count']} x {v['max_warps_per_sm']} = "
                           f"{v['resident_warps']}" for k, v in par.get("paper_gpus", {}).items())
        L += ["## Parallelism", "",
              f"Resident warps: {dev['name']} {dev['sm_count']} SMs x "
              f"{dev['max_warps_per_sm']} = {dev['resident_warps']}; the paper's GPUs: "
              f"{others}. Per program the baseline's launch (coarsening by F launches F "
              f"times fewer warps):", "",
              "| program | baseline | warps launched | waves (warps / resident warps) "
              "| registers | achieved occupancy % |", "|---|---|---|---|---|---|"]
        for p, q in par.get("programs", {}).items():
            L.append(f"| {p} | {q['baseline']} | {q['warps']} | {_f(q['waves'])} | "
                     f"{q['registers']} | {_f(q['achieved_occupancy_pct'], '{:.1f}')} |")
        L.append("")
    for k, e in res["feature_sets"].items():
        L += [f"## Feature set `{k}`", ""]
        if "skipped" in e:
            L += [f"Skipped: {e['skipped']}.", ""]
            continue
        d = e["cv"]["drawn"]
        L += [f"The tree drawn is fitted on all {e['n_samples']} samples with alpha = "
              f"{_f(e['ccp_alpha'], '{:.3g}')} (rule `{d['rule']}`; {e['n_leaves']} leaves, "
              f"depth {e['depth']}; correlation of its fit {_f(d['fit']['correlation'])}). "
              f"In the figure the left child of a node satisfies its condition.", "",
              f"![tree {k}]({stem}-{k}.png)", "", "```", e["tree"].rstrip(), "```", "",
              "| leaf | rule | samples | predicted | measured min..max | programs (samples) "
              "| factors (samples) |", "|---|---|---|---|---|---|---|"]
        for i, lf in enumerate(e["leaves"], 1):
            progs = ", ".join(f"{p} {c}" for p, c in lf["programs"].items())
            facs = ", ".join(f"F{f} {c}" for f, c in lf["factors"].items())
            L.append(f"| {i} | {lf['rule']} | {lf['n']} | {lf['predicted']:.2f}x | "
                     f"{_f(lf['measured_min'])}..{_f(lf['measured_max'])} | {progs} | {facs} |")
        imp = ", ".join(f"{n} {v:.2f}" for n, v in e["importance"].items())
        dropped = ", ".join(f"{n} ({w})" for n, w in e["dropped"].items()) or "none"
        L += ["", f"- importance in the drawn tree (impurity decrease): {imp or '-'}",
              f"- counters used: {', '.join(e['features'])}",
              f"- counters dropped: {dropped}", ""]
    if res.get("notes"):
        L += ["## Left out", ""] + [f"- {n}" for n in res["notes"][:60]]
        if len(res["notes"]) > 60:
            L.append(f"- ... and {len(res['notes']) - 60} more")
        L.append("")
    return "\n".join(L)


def parallelism(data: dict, base: dict) -> dict:
    """What the GPU can hold against what the programs give it: the device's SM count
    (from the run's recorded versions), its resident warps per SM (the hardware
    description of the same compute capability), the same for the paper's Fermi and
    Kepler GPUs (``warpsmith.model`` descriptions), and per program the baseline's
    launched warps, registers and achieved occupancy (ncu) and its launched warps in
    units of the resident-warp capacity ("waves"). Why: on a GPU of many SMs the paper's
    problem sizes leave little parallelism for coarsening to give away."""
    from warpsmith.hw.descriptions import all_devices, load_device

    ver = next((r.get("versions") for r in data["runs"] if r.get("versions")), None) or {}
    cc, sms = ver.get("cc"), ver.get("sm_count")
    desc = next((d for d in all_devices() if cc and d.compute_capability == cc), None)
    dev = {"name": ver.get("name"), "compute_capability": cc, "sm_count": sms,
           "sm_count_source": "the run's recorded device attributes" if sms else None}
    if desc is not None:
        dev.update({"max_warps_per_sm": desc.max_warps_per_sm,
                    "max_warps_per_sm_source": f"{desc.key}: "
                                               f"{desc.source_of('max_warps_per_sm').where}"})
        if sms:
            dev["resident_warps"] = sms * desc.max_warps_per_sm
    paper = {}
    for label, key in (("Fermi", "gtx480"), ("Kepler", "k20c")):
        try:
            d = load_device(key)
        except Exception:  # a description missing is no reason to stop the report
            continue
        paper[label] = {"name": d.name, "sm_count": d.sm_count,
                        "max_warps_per_sm": d.max_warps_per_sm,
                        "resident_warps": d.sm_count * d.max_warps_per_sm}
    progs = {}
    for p, b in sorted(base.items()):
        cfg = data["configs"].get(b["id"]) or {}
        grid, block = cfg.get("grid") or [], cfg.get("block") or []
        warps = None
        if grid and block:
            per_block = -(-math.prod(block) // 32)
            warps = math.prod(grid) * per_block
        occ = ((data["ncu"].get(b["id"]) or {}).get("metrics") or {}).get(
            "sm__warps_active.avg.pct_of_peak_sustained_active")
        progs[p] = {"baseline": b["id"], "warps": warps,
                    "registers": (cfg.get("compile") or {}).get("registers"),
                    "achieved_occupancy_pct": occ,
                    "waves": (warps / dev["resident_warps"]
                              if warps and dev.get("resident_warps") else None)}
    return {"device": dev, "paper_gpus": paper, "programs": progs}


def dump_json(res: dict) -> str:
    """The result as JSON, indented, but with each sample and each point of a CV curve
    on one line (the file stays readable and a few hundred kB smaller)."""
    compact: list[str] = []

    def strip(obj, key=None):
        if isinstance(obj, dict):
            return {k: strip(v, k) for k, v in obj.items()}
        if isinstance(obj, list):
            if key in ("samples", "curve"):
                out = []
                for item in obj:
                    compact.append(json.dumps(item, separators=(", ", ": ")))
                    out.append(f"@@COMPACT{len(compact) - 1}@@")
                return out
            return [strip(v) for v in obj]
        return obj

    text = json.dumps(strip(res), indent=1)
    text = re.sub(r'"@@COMPACT(\d+)@@"', lambda m: compact[int(m.group(1))], text)
    return text + "\n"


def _device_date(data: dict, paths) -> tuple[str, str]:
    dev = next((r["device"] for r in data["runs"] if r.get("device")), None)
    date = next((r["date"] for r in data["runs"] if r.get("date")), None)
    m = re.search(r"(\d{4}-\d{2}-\d{2})", Path(paths[0]).name)
    return dev or "unknown device", date or (m.group(1) if m else _dt.date.today().isoformat())


def default_stem(path: str) -> str:
    """``coarsening-tree-<gpu>-<date>`` from ``coarsening-<gpu>-<date>.jsonl``."""
    name = Path(path).name
    m = re.fullmatch(r"coarsening-(.+)\.jsonl", name)
    return f"coarsening-tree-{m.group(1)}" if m else f"{Path(name).stem}-tree"


def run(paths, out_dir: Path, *, stem: str | None = None, top: int = 5, folds: int = 10,
        seed: int = 0, min_leaf: int = 5, max_alphas: int = 40, draw: str = "grouped-1se",
        sim_relative_to: str = "baseline", sets=FEATURE_SETS, figures: bool = True,
        command: str | None = None) -> dict:
    """Read the JSONL(s), fit and judge the trees of every feature set, write the JSON,
    markdown and figures; returns the JSON's content."""
    from warpsmith.tune import coarsen_space as R

    for p in paths:
        if not Path(p).is_file():
            raise TreeError(f"{p}: no such file")
    data = R.read_jsonl(paths)
    if not data["configs"]:
        raise TreeError(f"{', '.join(map(str, paths))}: no configuration records "
                        f"(kind 'config'): not a coarsen_runner JSONL?")
    ds = samples(data, top=top, sim_relative_to=sim_relative_to)
    device, date = _device_date(data, paths)
    stem = stem or default_stem(str(paths[0]))
    res = {"device": device, "date": date,
           "command": command or "python3 benchmarks/coarsen_tree.py " + shlex.join(map(str, paths)),
           "inputs": [str(p) for p in paths], "top": top, "folds": folds, "seed": seed,
           "min_samples_leaf": min_leaf,
           "draw": draw,
           "relative_to": ("ncu: the baseline configuration's record; sim: "
                           + ("the uncoarsened kernel at the same original local size, CI size"
                              if sim_relative_to == "uncoarsened"
                              else "the baseline configuration's trace, CI size")),
           "paper": {"correlation": PAPER_CORRELATION, "error": PAPER_ERROR},
           "baselines": ds["baselines"], "parallelism": parallelism(data, ds["baselines"]),
           "feature_sets": {}, "notes": ds["notes"],
           "figures": {}}
    entries = {}
    for k in sets:
        M = matrix(ds, k)
        entries[k] = analyse(M, folds=folds, seed=seed, min_leaf=min_leaf,
                             max_alphas=max_alphas, draw=draw)
    out_dir.mkdir(parents=True, exist_ok=True)
    if figures:
        for k, e in entries.items():
            if "_model" in e:
                png = out_dir / f"{stem}-{k}.png"
                d = e["cv"]["drawn"]
                draw_tree(e, f"Thread coarsening on {device}: regression tree over relative "
                             f"{k} counters ({e['n_samples']} samples; this tree's CV r = "
                             f"{_f(d.get('kfold', {}).get('correlation'))} k-fold, "
                             f"{_f(d.get('grouped', {}).get('correlation'))} leave one "
                             f"program out)", png)
                res["figures"][k] = png.name
        png = out_dir / f"{stem}-scatter.png"
        draw_scatter(entries, f"Coarsening on {device} ({date}): CV-predicted against "
                              f"measured speed-up", png)
        if png.exists():
            res["figures"]["scatter"] = png.name
    res["feature_sets"] = {k: {kk: vv for kk, vv in e.items() if not kk.startswith("_")}
                           for k, e in entries.items()}
    (out_dir / f"{stem}.json").write_text(dump_json(res))
    (out_dir / f"{stem}.md").write_text(markdown(res, stem))
    return res


def main(argv=None) -> int:
    """The command line (see the module docstring)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("jsonl", nargs="+", help="coarsen_runner JSONL file(s) (later lines win)")
    ap.add_argument("--out-dir", default=str(ROOT / "benchmarks" / "results"))
    ap.add_argument("--stem", help="output name stem (default coarsening-tree-<gpu>-<date>)")
    ap.add_argument("--top", type=int, default=5, help="configurations per factor (paper: 5)")
    ap.add_argument("--folds", type=int, default=10, help="k of the k-fold CV")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--min-samples-leaf", type=int, default=5,
                    help="least samples per leaf (default 5, R tree's mincut)")
    ap.add_argument("--max-alphas", type=int, default=40, help="pruning strengths tried")
    ap.add_argument("--draw", default="grouped-1se", choices=tuple(DRAW_RULES),
                    help="how the drawn tree is pruned (default: grouped CV, 1-SE rule)")
    ap.add_argument("--sim-relative-to", default="baseline",
                    choices=("uncoarsened", "baseline"))
    ap.add_argument("--sets", default=",".join(FEATURE_SETS),
                    help=f"feature sets (of {','.join(FEATURE_SETS)})")
    ap.add_argument("--no-figures", action="store_true")
    args = ap.parse_args(argv)
    command = "python3 benchmarks/coarsen_tree.py " + shlex.join(argv)
    try:
        sets = tuple(s.strip() for s in args.sets.split(",") if s.strip())
        bad = [s for s in sets if s not in FEATURE_SETS]
        if bad or not sets:
            raise TreeError(f"--sets: unknown feature set(s) {', '.join(bad) or '(none)'} "
                            f"(one of {', '.join(FEATURE_SETS)})")
        if args.top < 1 or args.folds < 2 or args.min_samples_leaf < 1 or args.max_alphas < 2:
            raise TreeError("--top and --min-samples-leaf must be >= 1, --folds and "
                            "--max-alphas >= 2")
        res = run(args.jsonl, Path(args.out_dir), stem=args.stem, top=args.top,
                  folds=args.folds, seed=args.seed, min_leaf=args.min_samples_leaf,
                  max_alphas=args.max_alphas, draw=args.draw,
                  sim_relative_to=args.sim_relative_to, sets=sets,
                  figures=not args.no_figures, command=command)
    except TreeError as exc:
        print(f"coarsen_tree: {exc}", file=sys.stderr)
        return 2
    stem = args.stem or default_stem(args.jsonl[0])
    for k, e in res["feature_sets"].items():
        if "skipped" in e:
            print(f"{k:5s}: skipped ({e['skipped']})")
            continue
        parts = []
        for kind in ("kfold", "grouped"):
            q = e["cv"].get(kind, {})
            if "ccp_alpha" in q:
                parts.append(f"{kind} r = {_f(q['correlation'])}, error "
                             f"{_f(q['mean_relative_error'], '{:.0%}')} ({q['leaves']} leaves)")
        d = e["cv"]["drawn"]
        root = e["leaves"][0]["rule"].split(" and ")[0] if e["n_leaves"] > 1 else "(a leaf)"
        print(f"{k:5s}: {e['n_samples']} samples, {len(e['features'])} counters; "
              + "; ".join(parts) + f"; drawn: {d['leaves']} leaves, root {root}, "
              + ", ".join(f"{kind} r = {_f(d[kind]['correlation'])}"
                          for kind in ("kfold", "grouped") if kind in d))
    print(f"wrote {Path(args.out_dir) / stem}.json, .md and figures")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
