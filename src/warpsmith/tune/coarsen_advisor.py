"""Choosing a thread-coarsening configuration without running (issue 5, part 6).

For every legal (factor, dimension, stride) the advisor computes *static features* of the
coarsened kernel relative to the original — what the paper's regression trees found to
matter (section 7), but predicted from the code instead of read from counters:

* ``loads_kept``: load sites executed per original work-item, coarsened / original
  (uniform loads are not replicated, so coarsening saves them: sgemm, floydWarshall);
* ``sectors_ratio``: predicted 32-byte sectors per original work-item, coarsened /
  original, from :func:`warpsmith.analysis.analyze_accesses` (a stride that restores
  coalescing brings it back to 1; plain coarsening of a coalesced access raises it);
* ``region_frac``: the share of statements inside divergent regions, which are replicated
  whole (the paper's "branches" counter: spmv, mvCoal, stencil slow down);
* ``replicated_frac``: the share of statements replicated at all;
* ``parallelism``: threads left after coarsening per thread the GPU holds at once (132
  SMs x 2048 on the H100): below about one, the GPU is no longer full;
* ``log2_factor``, ``log2_stride``.

A regression model fitted on the H100 exploration (``benchmarks/coarsen_advisor_fit.py``
writes ``tune/data/coarsen_advisor.json``: a regression tree stored as arrays, evaluated
here without scikit-learn) predicts the speedup of each candidate; the advisor takes the
best, and keeps the original (factor 1) unless the prediction beats it by a margin, so that
a wrong guess costs little. Without a fitted model it uses the paper's findings as rules.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from pathlib import Path

from ..analysis import analyze_accesses
from ..ir import nodes as N
from ..ir.visit import walk
from ..transform.coarsen import FACTORS, STRIDES, coarsen
from ..transform.variant import Refusal

FEATURES = ("log2_factor", "log2_stride", "loads_kept", "sectors_ratio", "region_frac",
            "replicated_frac", "parallelism")
MODEL_PATH = Path(__file__).resolve().parent / "data" / "coarsen_advisor.json"
SM_COUNT, THREADS_PER_SM = 132, 2048  # H100 SXM (model/data/h100-sxm.toml)
MARGIN = 1.03  # a candidate must be predicted this much faster than the original
UNKNOWN_SECTORS = 16.0  # a non-affine access: half-way between coalesced and scattered


@dataclass
class Advice:
    """The advisor's choice and why."""

    factor: int
    dim: int
    stride: int
    predicted_speedup: float
    features: dict = field(default_factory=dict)
    model: str = "rules"
    considered: int = 0
    ranking: list = field(default_factory=list)  # (predicted, factor, dim, stride), best first

    def summary(self) -> str:
        return (f"factor {self.factor}, dim {self.dim}, stride {self.stride} (predicted "
                f"speedup {self.predicted_speedup:.2f}x by {self.model}, {self.considered} "
                "candidates)")

    def as_json(self) -> dict:
        return {"factor": self.factor, "dim": self.dim, "stride": self.stride,
                "predicted_speedup": round(self.predicted_speedup, 4), "model": self.model,
                "considered": self.considered,
                "features": {k: round(v, 4) for k, v in self.features.items()},
                "ranking": [list(r) for r in self.ranking[:10]]}


# ------------------------------------------------------------------ features

def _statements(fn: N.Function) -> list:
    return [n for n in walk(fn.body) if isinstance(n, (N.ExprStmt, N.Decl, N.If, N.For,
                                                         N.While, N.DoWhile, N.Switch))]


def _per_item(report, factor: int) -> tuple[float, float]:
    """(load sites, sectors per lane) of a kernel per original work-item."""
    loads = 0.0
    sectors = 0.0
    for p in report.predictions:
        a = p.access
        if a.kind == "load":
            loads += 1
        if a.space == "global":
            s = p.sectors_per_request
            sectors += (UNKNOWN_SECTORS if s is None else float(s)) / 32.0
    return loads / factor, sectors / factor


def static_features(module: N.Module, kernel: str, factor: int, dim: int, stride: int,
                    grid, block, params: dict | None = None, *, base=None) -> dict | None:
    """The features of one candidate (None when the coarsening is refused). ``base`` is the
    original's access report (computed when not given)."""
    res = coarsen(module, kernel, factor, dim, stride, grid, block, params)
    if isinstance(res, Refusal):
        return None
    fn = module.function(kernel)
    base = base or analyze_accesses(module, fn, grid, block, params)
    l0, s0 = _per_item(base, 1)
    v = res.variant
    if factor == 1:
        l1, s1 = l0, s0
    else:
        rep = analyze_accesses(v.module, v.function(), v.grid, v.block, params)
        l1, s1 = _per_item(rep, factor)
    stmts = _statements(fn)
    div = res.divergence
    in_region = 0
    if div is not None:
        regions = [s for s in _statements(fn) if dim in div.branch_dims.get(id(s), ())]
        inside = set()
        for r in regions:
            inside |= {id(n) for n in walk(r)}
        in_region = sum(1 for s in stmts if id(s) in inside)
    threads = 1
    for g, b in zip(_dim3(v.grid), _dim3(v.block)):
        threads *= g * b
    return {
        "log2_factor": math.log2(factor),
        "log2_stride": math.log2(stride),
        "loads_kept": (l1 / l0) if l0 else 1.0,
        "sectors_ratio": (s1 / s0) if s0 else 1.0,
        "region_frac": in_region / max(1, len(stmts)) if factor > 1 else 0.0,
        "replicated_frac": res.replicated / max(1, len(stmts)) if factor > 1 else 0.0,
        "parallelism": threads / (SM_COUNT * THREADS_PER_SM),
    }


def _dim3(t) -> tuple:
    t = tuple(int(x) for x in t)
    return t + (1,) * (3 - len(t))


def candidates(module: N.Module, kernel: str, grid, block, params: dict | None = None,
               factors=FACTORS, strides=STRIDES) -> list[tuple[int, int, int, dict]]:
    """Every legal (factor, dim, stride) with its features, the original first."""
    fn = module.function(kernel)
    base = analyze_accesses(module, fn, grid, block, params)
    grid3, block3 = _dim3(grid), _dim3(block)
    out = []
    f1 = static_features(module, kernel, 1, 0, 1, grid, block, params, base=base)
    out.append((1, 0, 1, f1))
    for dim in range(3):
        if grid3[dim] * block3[dim] == 1:
            continue
        for factor in factors:
            if factor == 1:
                continue
            for stride in strides:
                feats = static_features(module, kernel, factor, dim, stride, grid, block,
                                        params, base=base)
                if feats is None:
                    continue
                out.append((factor, dim, stride, feats))
    return out


# ------------------------------------------------------------------ models

def load_model(path: Path | None = None) -> dict | None:
    """The fitted model (a regression tree over :data:`FEATURES`), or None."""
    p = Path(path) if path else MODEL_PATH
    if not p.is_file():
        return None
    return json.loads(p.read_text())


def predict_tree(model: dict, feats: dict) -> float:
    """Evaluate a stored regression tree: predicted log2 speedup -> speedup."""
    t = model["tree"]
    node = 0
    while t["left"][node] != -1:
        name = model["features"][t["feature"][node]]
        node = t["left"][node] if feats[name] <= t["threshold"][node] else t["right"][node]
    return 2.0 ** t["value"][node]


def predict_rules(feats: dict) -> float:
    """The paper's findings (section 7.3) as a rough predictor, for when no model has been
    fitted: saved loads help, replicated divergent regions and lost coalescing hurt, and
    so does leaving the GPU half empty."""
    s = 1.0 / max(0.25, feats["loads_kept"]) ** 0.5
    s /= max(1.0, feats["sectors_ratio"]) ** 0.7
    s /= 1.0 + 2.0 * feats["region_frac"] * (feats["log2_factor"] / 5.0)
    if feats["parallelism"] < 1.0:
        s *= max(0.2, feats["parallelism"]) ** 0.5
    return s


def advise(module: N.Module, kernel: str, grid, block, params: dict | None = None,
           model: dict | None = None, *, margin: float = MARGIN) -> Advice:
    """Choose factor, dimension and stride for ``kernel`` at this launch (see the module
    doc); the original (factor 1) unless a candidate is predicted ``margin`` faster."""
    model = model if model is not None else load_model()
    cands = candidates(module, kernel, grid, block, params)
    scored = []
    for f, d, s, feats in cands:
        if f == 1:
            pred = 1.0
        elif model is not None:
            pred = predict_tree(model, feats)
        else:
            pred = predict_rules(feats)
        scored.append((round(pred, 4), f, d, s, feats))
    scored.sort(key=lambda r: (-r[0], r[1], r[3], r[2]))
    best = scored[0]
    if best[1] != 1 and best[0] < margin:
        best = next(r for r in scored if r[1] == 1)
    name = model.get("name", "fitted tree") if model is not None else "rules"
    return Advice(best[1], best[2], best[3], best[0], best[4], name, len(scored),
                  [(r[0], r[1], r[2], r[3]) for r in scored])


__all__ = ["Advice", "FEATURES", "advise", "candidates", "static_features", "load_model",
           "predict_tree", "predict_rules"]
