"""A learned correction of the analytical model, trained on other kernels' measured
tuning spaces and applied to a space nobody measured yet (issue 20: the model-ranked
strategy's first pick).

The model (paper 000) ranks a space from its own terms; where it is wrong, it tends to be
wrong the same way on many kernels (a cause it weighs too little or too much, an
occupancy or a wave count it does not see the cost of). This module learns that error:
a gradient-boosted tree ensemble (scikit-learn's ``HistGradientBoostingRegressor``, the
model family Ansor uses for its cost model, with XGBoost) fitted on
``log(time / the space's fastest time)`` over every configuration of the training spaces,
from features that exist before anything runs:

* the model's own output: its predicted time, each term of the busiest wave (issue,
  exposed latency, shared memory, barriers, DRAM bandwidth, latency, the global and shared
  pipes, the critical path) as a share of the largest, the bottleneck's name, the
  memory-warp parallelism figures (CC, CS, CR, NBC) and the warp latency;
* the compile report: registers, static shared memory, spilled bytes, active blocks per
  SM and occupancy;
* the launch: threads per block, blocks, waves of blocks over the device's SMs, and the
  unused share of the last wave;
* the memory requests of the model's string (paper 000's tokens): how many, and their
  mean bytes per warp request (coalescing).

No feature names a kernel or a tunable, so a correction learned on matmul, convolution,
transpose, reduction and stencil spaces applies to any kernel. It is judged on kernels it
was not trained on (``benchmarks/rank_transfer.py``: leave one space out over the
training spaces, and the held-out spaces of ``benchmarks/tuning/heldout/``).
"""

from __future__ import annotations

import functools
import gzip
import json
import math
from dataclasses import dataclass
from pathlib import Path

import numpy as np

#: the measured tuning spaces the shipped correction is fitted on (features of every
#: configuration and its measured time; written by ``benchmarks/rank_features.py``,
#: packed by ``benchmarks/rank_transfer.py --pack``)
TRAINING_DATA = Path(__file__).parent / "data" / "transfer_training.json.gz"

TERMS = ("issue", "exposed", "shared", "sync", "bandwidth", "latency", "pipe_shared",
         "pipe_global", "critical_path", "throughput", "dispatch")
#: the model's bottleneck labels (``model.predict._bottleneck``)
BOTTLENECKS = ("memory bandwidth", "memory latency", "issue", "shared memory",
               "synchronization", "occupancy")
#: the feature vector's names, in order (:func:`feature_vector`)
FEATURES = (("log_predicted_ms",) + tuple(f"term_{t}" for t in TERMS)
            + tuple(f"bottleneck_{b}" for b in BOTTLENECKS)
            + ("cc", "cs", "cr", "nbc_avg", "log_warp_latency", "log_critical_path",
               "registers", "shared_kib", "spill_bytes", "active_blocks_per_sm", "occupancy",
               "threads_per_block", "log_blocks", "waves", "tail_idle", "memory_requests",
               "log_bytes_per_request"))


def _memory_tokens(tokens, weight: float = 1.0):
    """(count, bytes-per-request) of every memory token of a string model's token tree,
    each count multiplied by the trip counts of the loops around it."""
    for t in tokens or ():
        if "items" in t:
            yield from _memory_tokens(t["items"], weight * float(t.get("loop") or 1))
        elif str(t.get("kind", "")).startswith("M") and t.get("bytes_per_request"):
            yield weight * float(t.get("count") or 0), float(t["bytes_per_request"])


def features(details: dict, grid, block, sm_count: int) -> dict:
    """The static features of one configuration: ``details`` is the model's
    ``Prediction.details_json()``, ``grid``/``block`` its launch, ``sm_count`` the
    device's SMs (a device fact, passed in)."""
    terms = details.get("terms") or {}
    top = max([float(terms.get(t) or 0.0) for t in TERMS] + [1e-9])
    res = details.get("resources") or {}
    threads = math.prod(int(b) for b in block)
    blocks = math.prod(int(g) for g in grid)
    per_sm = max(1, int(res.get("active_blocks_per_sm") or 1))
    waves = blocks / (sm_count * per_sm)
    mem = list(_memory_tokens(details.get("tokens")))
    count = sum(c for c, _b in mem)
    bpr = (sum(c * b for c, b in mem) / count) if count else 0.0
    out = {"log_predicted_ms": math.log(max(float(details["predicted_ms"]), 1e-6))}
    out.update({f"term_{t}": float(terms.get(t) or 0.0) / top for t in TERMS})
    out.update({f"bottleneck_{b}": float(details.get("bottleneck") == b) for b in BOTTLENECKS})
    out.update({
        "cc": float(details.get("cc") or 0.0), "cs": float(details.get("cs") or 0.0),
        "cr": float(details.get("cr") or 0.0), "nbc_avg": float(details.get("nbc_avg") or 0.0),
        "log_warp_latency": math.log1p(float(details.get("warp_latency_cycles") or 0.0)),
        "log_critical_path": math.log1p(float(details.get("critical_path_cycles") or 0.0)),
        "registers": float(res.get("registers") or 0),
        "shared_kib": float(res.get("shared_static_bytes") or 0) / 1024,
        "spill_bytes": float((res.get("spill_load_bytes") or 0)
                             + (res.get("spill_store_bytes") or 0)),
        "active_blocks_per_sm": float(per_sm), "occupancy": float(res.get("occupancy") or 0),
        "threads_per_block": float(threads), "log_blocks": math.log(max(blocks, 1)),
        "waves": waves, "tail_idle": math.ceil(waves) - waves if waves > 0 else 0.0,
        "memory_requests": count, "log_bytes_per_request": math.log1p(bpr)})
    return out


def feature_vector(feats: dict) -> np.ndarray:
    """``feats`` (from :func:`features`) as a vector in :data:`FEATURES` order."""
    return np.array([float(feats.get(name, 0.0)) for name in FEATURES])


def space_matrix(feats: list[dict]) -> np.ndarray:
    """The feature rows of one space's configurations, the predicted time made relative
    to the space's fastest prediction (``log_predicted_ms`` minus its minimum): what
    carries over from one kernel to another is how much slower the model thinks a
    configuration is than the best, not the kernel's absolute time."""
    X = np.array([feature_vector(f) for f in feats])
    if len(X):
        X[:, 0] -= X[:, 0].min()
    return X


@dataclass
class Correction:
    """The fitted correction (:func:`fit`). :meth:`scores` ranks one space: among the
    model's shortlist (the ``shortlist`` fastest-predicted share of the space), the learned
    log(time / the space's fastest time); everything else after it, in the model's order."""

    model: object
    trained_on: tuple
    shortlist: float = 0.1
    #: the trees learn the model's error (the measured relative log time less the
    #: predicted one) rather than the relative log time itself
    residual: bool = False

    def learned(self, feats: list[dict]) -> np.ndarray:
        """The learned log(time / the space's fastest time) of each configuration."""
        X = space_matrix(feats)
        out = self.model.predict(X)
        return out + X[:, 0] if self.residual else out

    def scores(self, feats: list[dict]) -> np.ndarray:
        """Ranking scores of one space's configurations (lower is predicted faster):
        the shortlist by the learned value, then the rest by the model's prediction."""
        X = space_matrix(feats)
        rel = X[:, 0]
        cut = np.quantile(rel, self.shortlist)
        inside = rel <= cut
        learned = self.learned(feats)
        # the rest keep the model's order, after every shortlisted configuration
        return np.where(inside, learned, learned.max() + 1.0 + rel)


#: the tree ensemble's settings (``HistGradientBoostingRegressor``), also for the studies of
#: other ways of fitting it (``benchmarks/rank_correction_variants.py``)
TREE_PARAMS = {"max_iter": 200, "learning_rate": 0.05, "max_leaf_nodes": 15,
               "min_samples_leaf": 20, "l2_regularization": 1.0}


def fit(spaces: dict, *, seed: int = 0, shortlist: float = 0.1,
        residual: bool = False) -> Correction:
    """Fit the correction on ``spaces``: {name: (features of each configuration, measured
    ms of each)}. The target is log(time / the space's fastest time) (with ``residual``,
    that less the model's own relative log prediction); every space weighs the same
    whatever its size, so that the largest space does not decide alone."""
    from sklearn.ensemble import HistGradientBoostingRegressor
    from threadpoolctl import threadpool_limits

    if not spaces:
        raise ValueError("a correction needs measured spaces to learn from")
    Xs, ys, ws = [], [], []
    for feats, measured in spaces.values():
        m = np.asarray(measured, dtype=float)
        X = space_matrix(feats)
        Xs.append(X)
        ys.append(np.log(m / m.min()) - (X[:, 0] if residual else 0.0))
        ws.append(np.full(len(m), len(spaces) / len(m)))
    model = HistGradientBoostingRegressor(**TREE_PARAMS, random_state=seed)
    with threadpool_limits(1):
        model.fit(np.vstack(Xs), np.concatenate(ys), sample_weight=np.concatenate(ws))
    return Correction(model, tuple(sorted(spaces)), shortlist, residual)


def pack(doc: dict, names) -> dict:
    """The training table of spaces ``names`` of a ``rank_features.py`` document: per space
    its feature rows in :data:`FEATURES` order and the measured times (what
    :data:`TRAINING_DATA` holds)."""
    out = {"features": list(FEATURES), "spaces": {}}
    for name in names:
        rows = doc["spaces"][name]["rows"].values()
        out["spaces"][name] = {
            "X": [[round(float(r["features"].get(f, 0.0)), 6) for f in FEATURES] for r in rows],
            "measured_ms": [float(r["measured_ms"]) for r in rows]}
    return out


def training_spaces(path=TRAINING_DATA) -> dict:
    """{space: (feature dicts, measured ms)} of a packed training table (:func:`pack`)."""
    with gzip.open(path, "rt") as f:
        table = json.load(f)
    names = table["features"]
    return {space: ([dict(zip(names, row)) for row in d["X"]], np.asarray(d["measured_ms"]))
            for space, d in table["spaces"].items()}


@functools.lru_cache(maxsize=2)
def shipped_correction(residual: bool = False) -> Correction:
    """The correction fitted on :data:`TRAINING_DATA` (fitted once per process: a few
    seconds on 2 cores)."""
    return fit(training_spaces(), shortlist=1.0, residual=residual)


def corrected_ms(correction: Correction, feats: list[dict]) -> np.ndarray:
    """The corrected cost of each configuration of one space, in milliseconds: the
    space's fastest prediction times the learned ratio to the fastest, so that a
    strategy's near-ties (:mod:`.consensus`) and budgets read it as they read the model's
    own prediction."""
    if not feats:
        return np.zeros(0)
    fastest = math.exp(min(float(f["log_predicted_ms"]) for f in feats))
    return fastest * np.exp(correction.learned(feats))
