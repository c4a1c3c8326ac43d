"""Replay: run any strategy against a stored exhaustive space, without a GPU (issue 20).

The space is every configuration of a store (ours, :mod:`.store`) or of a Kernel Tuner
cache file; measuring a configuration returns its recorded result, whose compile,
verification and benchmark times are what a time budget is charged. This is how strategies
are compared in CI and in ``benchmarks/``.

Figures of merit of one run at a budget:

* **fraction of the optimum**: ``t_opt / t_found`` (1.0: the optimum was found);
* the **methodology score** ``(P - P_random) / (P_opt - P_random)`` of the auto-tuning
  methodology paper (Willemsen et al., "A methodology for comparing optimization
  algorithms for auto-tuning", FGCS 2024), with ``P`` the fraction of the optimum reached,
  ``P_opt = 1`` and ``P_random`` the *expected* fraction of the optimum of random search
  without repetition at the same number of unique evaluations (computed exactly from the
  order statistics of the space, :func:`random_expectation`, not sampled).
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from .evaluator import Budget, Evaluator
from .space import Space, from_configs, key_of
from .store import Result, Store, kt_results, now, read_kt
from .strategies import search


@dataclass
class Recorded:
    """A stored exhaustive space: the space of its configurations and their results."""

    space: Space
    results: list          # Result per point of the space, in the space's order
    kernel_name: str = "kernel"
    device: str = "unknown"
    objective: str = "time"
    tune_params: dict | None = None
    problem_size: object = None

    def measure(self, indices) -> list[Result]:
        """The recorded results of ``indices`` (a measurer for the :class:`Evaluator`)."""
        return [self.results[int(i)] for i in indices]

    def values(self) -> np.ndarray:
        """The objective at every point (``inf`` for failures)."""
        return np.array([r.value if r.ok else np.inf for r in self.results], dtype=float)

    def optimum(self) -> float:
        """The best recorded value."""
        return float(np.min(self.values()))


def _recorded(results: list[Result], names: list, **info) -> Recorded:
    configs = [tuple(r.params[n] for n in names) for r in results]
    tp = info.get("tune_params")
    values = [list(tp[n]) for n in names] if tp else None
    if values is not None:
        for j, n in enumerate(names):  # values a record holds but the description lacks
            values[j] += [c[j] for c in configs if c[j] not in values[j]]
    space = from_configs(names, configs, values)
    by_key = {r.key: r for r in results}
    ordered = [by_key[space.key(i)] for i in range(len(space))]
    return Recorded(space, ordered, **info)


def load_kt(path) -> Recorded:
    """A Kernel Tuner cache file as a :class:`Recorded` space. ``InvalidConfig`` records
    (configurations Kernel Tuner found illegal before compiling) are left out of the space,
    as Kernel Tuner's own simulation mode leaves them out of its search space; compile and
    run-time failures stay in and count as evaluations."""
    doc = read_kt(path)
    objective = doc.get("objective") or "time"
    objective = objective[0] if isinstance(objective, list) else objective
    results = [r for r in kt_results(doc) if r.failure != "InvalidConfig"]
    return _recorded(results, list(doc["tune_params_keys"]), kernel_name=doc.get("kernel_name")
                     or "kernel", device=doc.get("device_name") or "unknown",
                     objective=objective, tune_params=doc.get("tune_params"),
                     problem_size=doc.get("problem_size"))


def load_store(path, kernel_hash: str | None = None, device: str | None = None) -> Recorded:
    """A store's results of one kernel and device (default: its only pair) as a
    :class:`Recorded` space."""
    store = Store(path)
    if kernel_hash is None or device is None:
        pairs = store.kernels()
        if len(pairs) != 1:
            raise ValueError(f"{path}: {len(pairs)} kernels/devices stored; name one "
                             f"(kernel_hash, device) of {pairs}")
        kernel_hash, device = pairs[0]
    store.bind(kernel_hash, device)
    info = store.space_info() or {}
    results = store.results()
    names = info.get("tune_params_keys") or list(results[0].params)
    results = [r for r in results if r.failure_kind != "invalid"]
    store.close()
    return _recorded(results, names, kernel_name=info.get("kernel_name") or "kernel",
                     device=device, objective=info.get("objective") or "time",
                     tune_params=info.get("tune_params"), problem_size=info.get("problem_size"))


def load(path) -> Recorded:
    """A Kernel Tuner cache (``.json``) or a store (anything else) as a recorded space."""
    return load_kt(path) if str(path).endswith(".json") else load_store(path)


def replay(recorded: Recorded, strategy: str, *, fevals: int | None = None,
           seconds: float | None = None, seed: int = 0, higher_is_better: bool = False,
           **options) -> Evaluator:
    """Run ``strategy`` on a recorded space with a budget of ``fevals`` unique evaluations
    and/or ``seconds`` of recorded compile + run time; returns the evaluator (its order,
    values and accumulated cost)."""
    ev = Evaluator(recorded.space, recorded.measure, Budget(fevals, seconds),
                   higher_is_better=higher_is_better)
    return search(strategy, ev, seed, **options)


class PacedReplay:
    """A measurer that stands in for a GPU worker without a GPU: each configuration's
    recorded result (from a store file), returned after sleeping the seconds its
    measurement took when it was recorded (the Ray actor's ``worker_s``, else its
    benchmark time; ``scale`` multiplies them). Ray actors holding one each show how
    many configurations per minute the driver (dispatch, store, strategy) sustains for
    GPUs of that speed: the dry run of ``benchmarks/tune_multi_runner.py``. Sleeping uses
    no CPU, so the figure is the driver's, not this machine's."""

    def __init__(self, path, *, scale: float = 1.0, device: str = "paced-replay"):
        st = Store(path)
        try:
            pairs = st.kernels()
            if not pairs:
                raise ValueError(f"{path}: the store holds no results")
            self.recorded = {r.key: r for r in st.results(*pairs[0])}
        finally:
            st.close()
        self.scale, self.device, self.unit = scale, device, "ms"

    def seconds(self, r: Result) -> float:
        """The seconds the recorded measurement of ``r`` took (times ``scale``)."""
        s = r.extra.get("worker_s")
        return self.scale * (float(s) if s is not None else r.benchmark_time / 1000.0)

    def __call__(self, problem, configs):
        """The recorded results of ``configs`` (keys as ``problem``'s tunables make them),
        each after its recorded time."""
        for c in configs:
            key = key_of(c[k] for k in problem.tune_params)
            rec = self.recorded.get(key)
            if rec is None:
                yield Result(key, dict(c), None, failure="not in the recorded store",
                             failure_kind="runtime", timestamp=now())
                continue
            time.sleep(self.seconds(rec))
            yield Result(key, dict(c), rec.value, rec.unit, list(rec.times),
                         rec.compile_time, rec.verification_time, rec.benchmark_time,
                         rec.compile_report, rec.failure, rec.failure_kind, rec.energy,
                         {"recorded_s": self.seconds(rec)}, now())


def fraction_of_optimum(found: float, optimum: float) -> float:
    """``t_opt / t_found`` (0 when nothing was found)."""
    if not math.isfinite(found) or found <= 0:
        return 0.0
    return float(optimum / found)


def random_expectation(values: np.ndarray, k: int) -> float:
    """Expected fraction of the optimum of random search without repetition after ``k``
    unique evaluations of a space with ``values`` (failures ``inf``): the best of ``k``
    draws is the i-th smallest value with probability C(n-i, k-1) / C(n, k)."""
    v = np.sort(np.asarray(values, dtype=float))
    n = len(v)
    k = min(max(int(k), 1), n)
    opt = v[0]
    frac = np.where(np.isfinite(v), opt / v, 0.0)
    i = np.arange(1, n + 1)
    # log C(n-i, k-1) - log C(n, k), zero probability where n-i < k-1
    from scipy.special import gammaln

    valid = (n - i) >= (k - 1)
    logp = np.full(n, -np.inf)
    ni = n - i[valid]
    logp[valid] = (gammaln(ni + 1) - gammaln(k) - gammaln(ni - k + 2)
                   - (gammaln(n + 1) - gammaln(k + 1) - gammaln(n - k + 1)))
    return float(np.sum(np.exp(logp) * frac))


def score(found: float, optimum: float, values: np.ndarray, k: int) -> float:
    """The methodology score (P - P_random) / (P_opt - P_random) at ``k`` evaluations."""
    p = fraction_of_optimum(found, optimum)
    pr = random_expectation(values, k)
    return 0.0 if pr >= 1.0 else (p - pr) / (1.0 - pr)


def compare(recorded: Recorded, strategies, budgets=(25, 50, 100, 200), seeds=range(10),
            options: dict | None = None) -> list[dict]:
    """Each strategy at each budget over ``seeds``: mean fraction of the optimum and mean
    score, rows as JSON. ``options`` maps a strategy to its keyword options (a ranking for
    ``model_ranked``, say)."""
    values = recorded.values()
    opt = float(np.min(values))
    rows = []
    for name in strategies:
        for b in budgets:
            b_eff = min(b, len(recorded.space))
            fr, sc = [], []
            for s in seeds:
                ev = replay(recorded, name, fevals=b_eff, seed=s, **(options or {}).get(name, {}))
                best = min((ev.seen[i] for i in ev.order), default=math.inf)
                fr.append(fraction_of_optimum(best, opt))
                sc.append(score(best, opt, values, len(ev.order)))
            rows.append({"strategy": name, "budget": b_eff, "fraction_of_optimum":
                         float(np.mean(fr)), "score": float(np.mean(sc)),
                         "random_expectation": random_expectation(values, b_eff)})
    return rows


__all__ = ["Recorded", "PacedReplay", "load", "load_kt", "load_store", "replay",
           "fraction_of_optimum", "random_expectation", "score", "compare"]
