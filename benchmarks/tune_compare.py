"""Replay comparison of tuning strategies (issue 20, part 7): warpsmith's strategies and
Kernel Tuner's (pip ``kernel-tuner``, run in its own simulation mode on the same cache
files) over recorded exhaustive spaces, at budgets of unique evaluations, over seeds.
No GPU: every value comes from the files.

    PYTHONPATH=src python3 benchmarks/tune_compare.py SPACE.json|SPACE.db ... \\
        [--budgets 25,50,100,200] [--seeds 10] [--out results.json]

For each space, strategy and budget: the mean fraction of the optimum (t_opt / t_found)
and the mean score (P - P_random) / (P_opt - P_random) (``warpsmith.tune.replay``; the
random expectation is exact). A store is exported to a Kernel Tuner cache first so that
both tuners read the same data. ``model_ranked`` needs predictions: ``--predictions
FILE.json`` maps each space's file name to ``{config key: predicted value}``.
"""

from __future__ import annotations

import argparse
import json
import math
import tempfile
import warnings
from pathlib import Path

import numpy as np

from warpsmith.tune.replay import compare, fraction_of_optimum, load, score
from warpsmith.tune.results import command_line, today
from warpsmith.tune.store import Store, export_kt

OURS = ("random", "annealing", "genetic", "ils", "learned", "bayes", "gp")
KT = ("random_sample", "genetic_algorithm", "simulated_annealing", "dual_annealing",
      "bayes_opt", "greedy_ils")


def as_kt_cache(path: Path, tmp: Path) -> Path:
    """``path`` as a Kernel Tuner cache file (a store is exported)."""
    if path.suffix == ".json":
        return path
    st = Store(path)
    (kh, dev), = st.kernels()
    st.bind(kh, dev)
    out = tmp / (path.stem + ".json")
    export_kt(st, out)
    st.close()
    return out


def _kt_run(doc: dict, cache: str, name: str, budget: int, seed: int) -> tuple:
    """One Kernel Tuner simulation-mode run: (best time, unique configurations)."""
    import kernel_tuner
    from kernel_tuner.util import infer_restrictions_from_cache

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        results, _env = kernel_tuner.tune_kernel(
            doc["kernel_name"], f"__global__ void {doc['kernel_name']}() {{}}",
            doc["problem_size"], [], doc["tune_params"], cache=cache, simulation_mode=True,
            strategy=name, strategy_options={"max_fevals": budget},
            restrictions=[infer_restrictions_from_cache(doc)], quiet=True, seed=seed)
    times = [r["time"] for r in results if r and isinstance(r.get("time"), (int, float))]
    unique = len({tuple(r[k] for k in doc["tune_params_keys"]) for r in results if r})
    return (min(times) if times else math.inf), unique


def _kt_trace(doc: dict, cache: str, name: str, budget: int, seed: int) -> list:
    """One Kernel Tuner simulation-mode run: the objective of each unique configuration in
    the order Kernel Tuner evaluated it (``inf`` for a failure)."""
    import kernel_tuner
    from kernel_tuner.util import infer_restrictions_from_cache

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        results, _env = kernel_tuner.tune_kernel(
            doc["kernel_name"], f"__global__ void {doc['kernel_name']}() {{}}",
            doc["problem_size"], [], doc["tune_params"], cache=cache, simulation_mode=True,
            strategy=name, strategy_options={"max_fevals": budget},
            restrictions=[infer_restrictions_from_cache(doc)], quiet=True, seed=seed)
    seen, out = set(), []
    for r in results:
        if not r:
            continue
        k = tuple(r[p] for p in doc["tune_params_keys"])
        if k not in seen:
            seen.add(k)
            t = r.get("time")
            out.append(float(t) if isinstance(t, (int, float)) else math.inf)
    return out


def best_so_far(values: list, optimum: float, length: int) -> list:
    """Fraction of the optimum of the best value after each evaluation (``length``
    entries, the last repeated where the run made fewer)."""
    out, best = [], math.inf
    for v in values[:length]:
        best = min(best, v)
        out.append(fraction_of_optimum(best, optimum))
    return out + [out[-1] if out else 0.0] * (length - len(out))


def curves(cache: Path, rec, names: list, options: dict, budget: int, seeds, kt: bool,
           timeout: float, seeds_of: dict | None = None) -> dict:
    """Mean best-so-far fraction of the optimum after each unique evaluation, per strategy,
    for runs of ``budget`` evaluations (warpsmith's replayed here; Kernel Tuner's in a
    child process as in :func:`kernel_tuner_rows`)."""
    import multiprocessing as mp
    from concurrent.futures import ProcessPoolExecutor

    from warpsmith.tune.replay import replay

    b = min(budget, len(rec.space))
    opt = rec.optimum()
    out = {}
    labelled = [(n, n, options.get(n, {})) for n in names]
    if "model_ranked" in options:
        labelled.append(("learned_model", "learned", options["model_ranked"]))
    for label, name, opts in labelled:
        runs = []
        for s in seeds:
            ev = replay(rec, name, fevals=b, seed=s, **opts)
            runs.append(best_so_far([ev.seen[i] for i in ev.order], opt, b))
        out[f"warpsmith/{label}"] = np.mean(runs, axis=0).round(5).tolist()
    if kt:
        from kernel_tuner.util import read_cache

        doc = dict(read_cache(str(cache), open_cache=False))
        doc["cache"] = {k: {kk: vv for kk, vv in v.items() if kk != "__error__"}
                        for k, v in doc["cache"].items()}
        pool = ProcessPoolExecutor(1, mp_context=mp.get_context("spawn"))
        try:
            for name in KT:
                runs = []
                for s in (seeds if name not in (seeds_of or {}) else range(seeds_of[name])):
                    try:
                        vals = pool.submit(_kt_trace, doc, str(cache), name, b,
                                           s).result(timeout=timeout)
                    except Exception as e:  # noqa: BLE001 - recorded, the rest go on
                        out[f"kernel_tuner/{name}"] = f"{type(e).__name__}: {e}"[:200]
                        _end(pool)
                        pool = ProcessPoolExecutor(1, mp_context=mp.get_context("spawn"))
                        runs = None
                        break
                    runs.append(best_so_far(vals, opt, b))
                if runs:
                    out[f"kernel_tuner/{name}"] = np.mean(runs, axis=0).round(5).tolist()
                print(f"{cache.name} curve kernel_tuner/{name}", flush=True)
        finally:
            _end(pool)
    return out


def kernel_tuner_rows(cache: Path, rec, budgets, seeds, timeout: float = 120.0,
                      seeds_of: dict | None = None, strategies=KT) -> list[dict]:
    """Kernel Tuner's strategies in its simulation mode on ``cache``, each run in a child
    process with a ``timeout`` (a strategy that does not end is recorded as such);
    ``seeds_of`` gives a strategy fewer seeds (a slow one: bayes_opt)."""
    import time

    import multiprocessing as mp
    from concurrent.futures import ProcessPoolExecutor, TimeoutError as Timeout

    from kernel_tuner.util import read_cache

    doc = read_cache(str(cache), open_cache=False)
    doc = {k: v for k, v in doc.items()}
    doc["cache"] = {k: {kk: vv for kk, vv in v.items() if kk != "__error__"}
                    for k, v in doc["cache"].items()}
    values = rec.values()
    opt = float(np.min(values))
    rows = []
    pool = None  # one child process reused across runs (importing Kernel Tuner is slow);
    for name in strategies:  # a new one only after a run timed out or crashed
        for b in budgets:
            b_eff = min(b, len(rec.space))
            fr, sc, error = [], [], None
            t0 = time.time()
            its_seeds = seeds if name not in (seeds_of or {}) else range(seeds_of[name])
            for s in its_seeds:
                pool = pool or ProcessPoolExecutor(1, mp_context=mp.get_context("spawn"))
                try:
                    best, unique = pool.submit(_kt_run, doc, str(cache), name, b_eff,
                                               s).result(timeout=timeout)
                except Timeout:
                    error = f"no result within {timeout:g} s"
                except Exception as e:  # noqa: BLE001 - a strategy that fails is recorded
                    error = f"{type(e).__name__}: {e}"[:300]
                if error:
                    _end(pool)
                    pool = None
                    break
                fr.append(fraction_of_optimum(best, opt))
                sc.append(score(best, opt, values, max(unique, 1)))
            row = {"tuner": "kernel_tuner", "strategy": name, "budget": b_eff,
                   "seeds": len(fr), "wall_s": round(time.time() - t0, 1)}
            row.update({"error": error} if error else
                       {"fraction_of_optimum": float(np.mean(fr)), "score": float(np.mean(sc))})
            print(f"{cache.name:30s} kernel_tuner  {name:20s} {b_eff:4d} "
                  + (error or f"{row['fraction_of_optimum']:.3f} {row['score']:+.3f}"),
                  flush=True)
            rows.append(row)
    if pool is not None:
        _end(pool)
    return rows


def _end(pool) -> None:
    """Stop a pool's child process now (a strategy that does not end is not waited for)."""
    for proc in list(getattr(pool, "_processes", {}).values()):
        proc.kill()
    pool.shutdown(wait=False, cancel_futures=True)


def predictions(path: str | None, name: str):
    """A ranking from the predictions file for space ``name`` (None without one)."""
    if not path:
        return None
    doc = json.loads(Path(path).read_text())
    table = doc.get("predictions", doc).get(name)
    if not table:
        return None
    return lambda space, idx: np.array([table.get(space.key(int(i)), np.nan) for i in idx])


def _commit() -> str | None:
    """The checkout's commit (None outside git)."""
    import subprocess

    try:
        return subprocess.run(["git", "rev-parse", "HEAD"], cwd=Path(__file__).parent,
                              capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return None


def model_first(rec, rank, order: str = "consensus") -> dict:
    """The model-ranked strategy's first measured configuration (``order`` as the
    strategy's: the consensus of the model's near-ties, or its lowest prediction), its
    measured value, the fraction of the optimum and its measured rank; with the lowest
    prediction's figures beside it (``lowest``) where the two differ."""
    from warpsmith.tune.strategies import model_picks

    idx = np.arange(len(rec.space))
    pred = np.asarray(rank(rec.space, idx), dtype=float)
    values = rec.values()
    opt = rec.optimum()

    def figures(i: int) -> dict:
        v = float(values[i])
        return {"config": rec.space.key(i), "predicted": float(pred[i]), "measured": v,
                "fraction_of_optimum": fraction_of_optimum(v, opt),
                "within_10pct": bool(v <= 1.10 * opt),
                "measured_rank": int(1 + np.sum(values < v))}

    first = model_picks(rec.space, pred, 1, order)[0]
    lowest = model_picks(rec.space, pred, 1, "predicted")[0]
    out = {**figures(first), "order": order,
           "unpredicted": int(np.sum(~np.isfinite(pred)))}
    if lowest != first:
        out["lowest"] = figures(lowest)
    return out


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("spaces", nargs="+")
    p.add_argument("--budgets", default="25,50,100,200")
    p.add_argument("--seeds", type=int, default=10)
    p.add_argument("--predictions")
    p.add_argument("--no-kernel-tuner", action="store_true")
    p.add_argument("--only-kernel-tuner", action="store_true",
                   help="Kernel Tuner's rows only (the report merges the files of a space)")
    p.add_argument("--kt-strategies", default=",".join(KT))
    p.add_argument("--strategies", help="warpsmith's strategies to run (default all; "
                   "model_ranked and learned_model need --predictions)")
    p.add_argument("--kt-seeds", action="append", default=[],
                   help="STRATEGY=N: fewer seeds for a slow Kernel Tuner strategy")
    p.add_argument("--kt-timeout", type=float, default=120.0,
                   help="seconds one Kernel Tuner run may take")
    p.add_argument("--curves", action="store_true",
                   help="only the best-so-far curves at the largest budget (for the plot)")
    p.add_argument("--model-order", default="consensus", choices=("consensus", "predicted"),
                   help="which of the model's best points the model strategies measure "
                   "first (warpsmith.tune.consensus)")
    p.add_argument("--out")
    a = p.parse_args(argv)
    budgets = [int(b) for b in a.budgets.split(",")]
    seeds = range(a.seeds)
    record = {"date": today(), "command": command_line(), "commit": _commit(),
              "budgets": budgets,
              "seeds": a.seeds, "spaces": []}
    with tempfile.TemporaryDirectory() as tmp:
        for path in map(Path, a.spaces):
            cache = as_kt_cache(path, Path(tmp))
            rec = load(cache)
            names = list(OURS if a.strategies is None else
                         [n for n in a.strategies.split(",") if n in OURS])
            options = {}
            rank = predictions(a.predictions, path.name)
            first = None
            if rank is not None and (a.strategies is None or "model_ranked" in a.strategies):
                names.append("model_ranked")
                options["model_ranked"] = {"rank": rank, "order": a.model_order}
                first = model_first(rec, rank, a.model_order)
            if a.curves:
                kt_seeds = {k: int(v) for k, v in (x.split("=") for x in a.kt_seeds)}
                record["spaces"].append({
                    "space": str(path), "size": len(rec.space), "optimum": rec.optimum(),
                    "curves": curves(cache, rec, [] if a.only_kernel_tuner else names,
                                     options, max(budgets), seeds, not a.no_kernel_tuner,
                                     a.kt_timeout, kt_seeds)})
                continue
            rows = [] if a.only_kernel_tuner else [
                {"tuner": "warpsmith", "seeds": a.seeds, **r}
                for r in compare(rec, names, budgets, seeds, options)]
            if (rank is not None and not a.only_kernel_tuner and (
                    a.strategies is None or "learned_model" in a.strategies)):  # with the model
                rows += [{"tuner": "warpsmith", "seeds": a.seeds, **r,
                          "strategy": "learned_model"}
                         for r in compare(rec, ["learned"], budgets, seeds,
                                          {"learned": {"rank": rank,
                                                       "order": a.model_order}})]
            if not a.no_kernel_tuner:
                try:
                    rows += kernel_tuner_rows(
                        cache, rec, budgets, seeds, a.kt_timeout,
                        {k: int(v) for k, v in (x.split("=") for x in a.kt_seeds)},
                        a.kt_strategies.split(","))
                except ImportError as e:
                    rows.append({"tuner": "kernel_tuner", "error": f"not installed: {e}"})
            entry = {"space": str(path), "device": rec.device, "kernel": rec.kernel_name,
                     "size": len(rec.space), "optimum": rec.optimum(), "rows": rows}
            if first is not None:
                entry["model_first"] = first
            record["spaces"].append(entry)
            for r in rows:
                if "score" in r and r["tuner"] == "warpsmith":
                    print(f"{path.name:30s} {r['tuner']:13s} {r['strategy']:20s} "
                          f"{r['budget']:4d} {r['fraction_of_optimum']:.3f} {r['score']:+.3f}")
    if a.out:
        Path(a.out).write_text(json.dumps(record, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
