"""Kernel Tuner's ``tune_kernel``, unchanged, on warpsmith's tuner (issue 20).

:func:`tune_kernel` takes Kernel Tuner 1.x's arguments (``kernel_tuner/interface.py``)
and returns ``(results, env)`` in its shape: ``results`` a list of dicts (the tunables,
the objective, ``times``, ``compile_time``, ``verification_time``, ``benchmark_time``,
``strategy_time``, ``framework_time``, ``timestamp``; failures carry the strings
``InvalidConfig``/``CompilationFailedConfig``/``RuntimeFailedConfig``), ``env`` a dict with
``device_name``, ``best_config``, the totals and warpsmith's additions (``backend``,
``time_unit``).

Backends: with ``simulation_mode=True`` and ``cache=FILE`` the recorded space of a Kernel
Tuner cache is replayed (as Kernel Tuner's simulation mode does); ``backend="simulator"``
runs on warpsmith's simulator (the objective is a cost, not a time: ``env["time_unit"]``
says so); ``backend="cuda"`` measures on the GPU. ``cache=FILE`` otherwise names a
warpsmith store (``.db``) or, for a ``.json`` name, a Kernel Tuner cache written at the end.
Strategy names are Kernel Tuner's (``brute_force``, ``random_sample``, ``genetic_algorithm``,
``simulated_annealing``, ``greedy_ils``, ``bayes_opt``) or warpsmith's; ``strategy_options``
takes ``max_fevals``, ``time_limit`` (seconds) and the strategy's own options.
"""

from __future__ import annotations

import time

from .evaluator import Budget
from .replay import load_kt
from .store import KT_FAILURES, Store, kt_document
from .tuner import Problem, SimulatorMeasurer, TuneResult, tune
from .results import json_default

_KT_ONLY = ("verify", "lang", "device", "platform", "smem_args", "texmem_args",
            "compiler", "compiler_options", "log", "iterations", "quiet", "metrics",
            "parallel", "observers", "objectives")


def tune_kernel(kernel_name, kernel_source, problem_size, arguments, tune_params,
                grid_div_x=None, grid_div_y=None, grid_div_z=None, restrictions=None,
                answer=None, atol=1e-6, verbose=False, block_size_names=None, strategy=None,
                strategy_options=None, cache=None, simulation_mode=None, objective=None,
                objective_higher_is_better=None, defines=None, seed=None, cmem_args=None,
                backend="simulator", measurer=None, **kernel_tuner_options):
    """Kernel Tuner's ``tune_kernel`` (see the module's text); Kernel Tuner options that do
    not apply (``lang``, ``device``, ``iterations``...) are accepted and recorded."""
    t0 = time.perf_counter()
    unknown = [k for k in kernel_tuner_options if k not in _KT_ONLY]
    if unknown:
        raise TypeError(f"tune_kernel() got unexpected keyword arguments {unknown}")
    opts = dict(strategy_options or {})
    budget = Budget(opts.pop("max_fevals", None), opts.pop("time_limit", None))
    name = strategy or "brute_force"
    seed = seed if seed is not None else opts.pop("seed", 0)
    objective = objective or "time"
    higher = bool(objective_higher_is_better)
    if simulation_mode:
        if not cache:
            raise ValueError("simulation mode requires a cache file (cache=...)")
        return _simulate(cache, name, budget, seed, higher, opts, t0)
    problem = Problem(kernel_name, kernel_source if isinstance(kernel_source, str)
                      else str(kernel_source), problem_size, arguments, dict(tune_params),
                      (grid_div_x, grid_div_y, grid_div_z), restrictions, answer, atol,
                      dict(defines or {}), tuple(block_size_names or ("block_size_x",
                                                                      "block_size_y",
                                                                      "block_size_z")),
                      objective, higher, cmem_args=dict(cmem_args or {}))
    if measurer is None:
        measurer = SimulatorMeasurer() if backend == "simulator" else _cuda_measurer(
            energy=objective == "energy")
    store = cache if cache and not str(cache).endswith(".json") else None
    out = tune(problem, measurer=measurer, strategy=name, budget=budget, seed=seed,
               store=store, **opts)
    results, env = shape(out, objective)
    if cache and str(cache).endswith(".json"):
        import json

        with open(cache, "w") as f:
            json.dump(kt_document(out.results, device_name=out.device,
                                  kernel_name=kernel_name, problem_size=problem_size,
                                  tune_params=dict(tune_params), objective=objective),
                      f, default=json_default)
    env["overhead_time"] = 1000 * (time.perf_counter() - t0)
    if verbose:
        print(f"best: {env.get('best_config')}")
    return results, env


def _cuda_measurer(energy: bool = False):
    from .gpu import CudaMeasurer

    return CudaMeasurer(energy=energy)


def _simulate(cache, strategy, budget, seed, higher, opts, t0):
    from .replay import replay

    rec = load_kt(cache)
    ev = replay(rec, strategy, fevals=budget.fevals, seconds=budget.seconds, seed=seed,
                higher_is_better=higher, **opts)
    out = TuneResult(None, rec.space, ev, strategy, "ms", rec.device)
    results, env = shape(out, rec.objective)
    env["simulation"] = True
    env["simulated_time"] = 1000 * ev.cost_s
    env["overhead_time"] = 1000 * (time.perf_counter() - t0)
    return results, env


def shape(out: TuneResult, objective: str = "time") -> tuple[list, dict]:
    """``(results, env)`` in Kernel Tuner's shape of a finished tuning."""
    results = [r.kt_record(objective) for r in out.results]
    best = out.best
    env = {"device_name": out.device, "backend": "warpsmith", "time_unit": out.unit,
           "strategy": out.strategy, "evaluations": len(out.evaluator),
           "failures": out.evaluator.failures}
    if best is not None:
        env["best_config"] = best.kt_record(objective)
    for k in ("compile_time", "verification_time", "benchmark_time", "strategy_time",
              "framework_time"):
        env[f"total_{k}"] = float(sum(r.get(k) or 0 for r in results))
    env["failure_strings"] = sorted(set(KT_FAILURES.values()))
    return results, env


def open_store(path) -> Store:
    """A store at ``path`` (for callers that want to keep it open across calls)."""
    return Store(path)


__all__ = ["tune_kernel", "shape", "open_store"]
