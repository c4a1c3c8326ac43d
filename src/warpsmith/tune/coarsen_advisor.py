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
from ..transform.coarsen import FACTORS, STRIDES, coarsen, dim3
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


def _local_key(stride_key: str, dim: int) -> bool:
    """Whether a stride's key (as the access analysis spells it) is the local index along
    ``dim`` (``get_local_id(0)``, ``threadIdx.x``)."""
    return stride_key in (f"get_local_id({dim})", f"threadIdx.{'xyz'[dim]}")


def _sectors(offsets, size: int) -> int:
    """Distinct 32-byte sectors touched by elements of ``size`` bytes at byte ``offsets``."""
    touched = set()
    for o in offsets:
        touched.update(range(o // 32, (o + size - 1) // 32 + 1))
    return len(touched)


def remapped_lanes(factor: int, stride: int, copy: int, lanes: int = 32) -> list[int]:
    """The original local index of each lane of a warp in copy ``copy`` (Eq. 3)."""
    return [(n // stride) * factor * stride + n % stride + copy * stride for n in range(lanes)]


def access_sectors(lane_stride: int, size: int, factor: int, stride: int, dim: int,
                   replicated: bool) -> tuple[int, int]:
    """(sectors per warp request before, sectors of all F copies after) for one access
    whose byte stride along threadIdx.x is ``lane_stride``. The warp is 32 consecutive
    threads along x, so coarsening along x spreads its lanes as Eq. 3 says (Fig. 7 of the
    paper: a stride of 32 keeps them consecutive), and coarsening along y or z copies the
    request F times unchanged; an access that is not replicated runs once."""
    before = _sectors([abs(lane_stride) * n for n in range(32)], size)
    if not replicated:
        return before, before
    if dim != 0:
        return before, before * factor
    after = sum(_sectors([abs(lane_stride) * o for o in remapped_lanes(factor, stride, k)],
                         size) for k in range(factor))
    return before, after


def static_features(module: N.Module, kernel: str, factor: int, dim: int, stride: int,
                    grid, block, params: dict | None = None, *, base=None) -> dict | None:
    """The features of one candidate (None when the coarsening is refused). ``base`` is the
    original's access report (computed when not given)."""
    res = coarsen(module, kernel, factor, dim, stride, grid, block, params)
    if isinstance(res, Refusal):
        return None
    fn = module.function(kernel)
    base = base or analyze_accesses(module, fn, grid, block, params)
    div = res.divergence
    loads0 = loads1 = 0.0
    sec0 = sec1 = 0.0
    for p in base.predictions:
        a = p.access
        replicated = factor > 1 and div is not None and dim in div.expr_dims(a.node)
        if a.kind == "load":
            loads0 += 1
            loads1 += factor if replicated else 1
        if a.space != "global":
            continue
        lane = None
        if p.strides is not None and p.sectors_per_request is not None:
            lane = next((v for k, v in p.strides.items() if _local_key(k, 0)), 0)
        if lane is None:
            s = UNKNOWN_SECTORS if p.sectors_per_request is None else float(p.sectors_per_request)
            sec0 += s
            sec1 += s * (factor if replicated else 1)
            continue
        b, after = access_sectors(int(lane), int(a.size), factor, stride, dim, replicated)
        sec0 += b
        sec1 += after
    stmts = _statements(fn)
    in_region = 0
    if div is not None and factor > 1:
        inside = set()
        for st in stmts:
            if dim in div.branch_dims.get(id(st), ()):
                inside |= {id(n) for n in walk(st)}
        in_region = sum(1 for st in stmts if id(st) in inside)
    v = res.variant
    threads = 1
    for g, b in zip(dim3(v.grid), dim3(v.block)):
        threads *= g * b
    return {
        "log2_factor": math.log2(factor),
        "log2_stride": math.log2(stride),
        "loads_kept": (loads1 / (factor * loads0)) if loads0 else 1.0,
        "sectors_ratio": (sec1 / (factor * sec0)) if sec0 else 1.0,
        "region_frac": in_region / max(1, len(stmts)),
        "replicated_frac": res.replicated / max(1, len(stmts)) if factor > 1 else 0.0,
        "parallelism": threads / (SM_COUNT * THREADS_PER_SM),
    }


def candidates(module: N.Module, kernel: str, grid, block, params: dict | None = None,
               factors=FACTORS, strides=STRIDES) -> list[tuple[int, int, int, dict]]:
    """Every legal (factor, dim, stride) with its features, the original first."""
    fn = module.function(kernel)
    base = analyze_accesses(module, fn, grid, block, params)
    grid3, block3 = dim3(grid), dim3(block)
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


def choose(cands: dict, model: dict | None, margin: float = MARGIN) -> tuple[tuple, float, list]:
    """The pick among ``{(factor, dim, stride): features}``: ``((f, d, s), predicted,
    ranking)``. The original (factor 1, predicted 1.0) wins unless a candidate is predicted
    ``margin`` faster; ties go to the smaller factor, dimension, stride. ``model`` None:
    the rules."""
    scored = [(1.0, (1, 0, 1))]
    for key, feats in cands.items():
        if key[0] == 1:
            continue
        pred = predict_tree(model, feats) if model is not None else predict_rules(feats)
        scored.append((pred, key))
    scored.sort(key=lambda r: (-r[0], r[1]))
    pred, key = scored[0]
    if key[0] != 1 and pred < margin:
        pred, key = 1.0, (1, 0, 1)
    return key, pred, [(p, *k) for p, k in scored]


def advise(module: N.Module, kernel: str, grid, block, params: dict | None = None,
           model: dict | None = None, *, margin: float = MARGIN) -> Advice:
    """Choose factor, dimension and stride for ``kernel`` at this launch (see the module
    doc); the original (factor 1) unless a candidate is predicted ``margin`` faster."""
    model = model if model is not None else load_model()
    cands = {(f, d, s): feats for f, d, s, feats in candidates(module, kernel, grid, block,
                                                                params)}
    key, pred, ranking = choose(cands, model, margin)
    name = model.get("name", "fitted tree") if model is not None else "rules"
    return Advice(*key, pred, cands[key], name, len(cands), ranking)


__all__ = ["Advice", "FEATURES", "advise", "choose", "candidates", "static_features", "load_model",
           "predict_tree", "predict_rules"]
