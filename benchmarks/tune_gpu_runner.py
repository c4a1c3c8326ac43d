"""The tuner on the GPU (issue 20; the multi-GPU run is issue 23): an exhaustive space of
the tiled matmul (``tests/data/tune/matmul.cu``, Kernel Tuner's documented tunables and
restriction) measured in-process by the CUDA measurer (compile pool + measurement worker),
stored and exported as a Kernel Tuner cache; the strategies replayed on it; then, when Ray
is importable, the same space measured again through Ray with one actor per visible GPU,
recording each worker's throughput. Every part is guarded: a failing part is logged in
the results file and the next one runs.

    PYTHONPATH=src python3 benchmarks/tune_gpu_runner.py --out DIR [--no-gpu] [--width N]

``--no-gpu``: the simulator instead of the GPU (a small width), to test this script
without one. Writes ``DIR/tune-gpu.json`` (device, driver, date, commit, command, parts),
``DIR/matmul-store.db`` and ``DIR/matmul-kt-cache.json``.
"""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path

from warpsmith.tune.evaluator import Budget
from warpsmith.tune.examples import matmul_problem
from warpsmith.tune.replay import compare, load_kt
from warpsmith.tune.results import (command_line, device_record, json_default, run_part,
                                     today)
from warpsmith.tune.store import Store, export_kt
from warpsmith.tune.tuner import Problem, SimulatorMeasurer, tune

ROOT = Path(__file__).resolve().parents[1]
MATMUL = ROOT / "tests" / "data" / "tune" / "matmul.cu"
STRATEGIES = ("random", "annealing", "genetic", "ils", "learned", "bayes")


def measurer_factory(gpu: bool):
    """The measurer of a part: the CUDA one, or the simulator with ``--no-gpu``."""
    if not gpu:
        return SimulatorMeasurer
    from warpsmith.tune.gpu import CudaMeasurer

    return lambda: CudaMeasurer(timeout=30.0, repetitions=20)


def exhaustive(problem: Problem, out: Path, gpu: bool) -> dict:
    """Measure the whole space in-process; store it and export the Kernel Tuner cache."""
    m = measurer_factory(gpu)()
    db = out / "matmul-store.db"
    t0 = time.perf_counter()
    try:
        r = tune(problem, measurer=m, strategy="exhaustive", store=str(db))
    finally:
        if hasattr(m, "close"):
            m.close()
    wall = time.perf_counter() - t0
    st = Store(db).bind(problem.identity(), r.device)
    export_kt(st, out / "matmul-kt-cache.json", kernel_name=problem.kernel_name)
    st.close()
    best = r.best
    return {"device": r.device, "unit": r.unit, "configs": len(r.space),
            "failures": r.evaluator.failures, "wall_s": round(wall, 2),
            "configs_per_s": round(len(r.space) / wall, 3),
            "best": None if best is None else {"config": best.params, "value": best.value},
            "failures_by_kind": _kinds(r.results), "space": r.space.summary()}


def _kinds(results) -> dict:
    out: dict = {}
    for x in results:
        if not x.ok:
            out[x.failure_kind] = out.get(x.failure_kind, 0) + 1
    return out


def energy_part(problem: Problem, gpu: bool) -> dict:
    """A few configurations with energy (NVML) as the objective."""
    if gpu:
        from warpsmith.tune.gpu import CudaMeasurer

        m = CudaMeasurer(timeout=30.0, repetitions=20, energy=True)
    else:
        m = SimulatorMeasurer()
    try:
        r = tune(problem, measurer=m, strategy="random", budget=Budget(4), seed=0,
                 objective="energy")
    finally:
        if hasattr(m, "close"):
            m.close()
    return {"results": [{"config": x.params, "energy_j": x.value, "time_ms":
                         x.extra.get("time"), "failure": x.failure} for x in r.results]}


def replay_part(out: Path) -> dict:
    """The strategies replayed on the measured space (budgets up to a third of it)."""
    rec = load_kt(out / "matmul-kt-cache.json")
    n = len(rec.space)
    budgets = sorted({max(2, n // 20), max(3, n // 10), max(4, n // 5), max(5, n // 3)})
    import importlib.util

    needs = {"learned": "sklearn", "bayes": "optuna"}  # the device may lack them
    names = [s for s in STRATEGIES if importlib.util.find_spec(needs.get(s, "numpy"))]
    return {"space": n, "optimum": rec.optimum(), "skipped_for_missing_modules":
            [s for s in STRATEGIES if s not in names],
            "rows": compare(rec, names, budgets=budgets, seeds=range(5))}


def ray_part(problem: Problem, out: Path, gpu: bool, workers: int | None) -> dict:
    """The same space through Ray, one actor per visible GPU, with per-worker throughput."""
    import ray

    from warpsmith.tune.distributed import RayMeasurer

    env = {"PYTHONPATH": os.pathsep.join([str(ROOT / "src"), os.environ.get("PYTHONPATH", "")])}
    ray.init(include_dashboard=False, log_to_driver=False, runtime_env={"env_vars": env})
    try:
        n_gpu = int(ray.cluster_resources().get("GPU", 0))
        m = RayMeasurer(measurer_factory(gpu), workers=workers or max(n_gpu, 1) if gpu else 2,
                        gpus=gpu and n_gpu > 0)
        info = m.info()
        t0 = time.perf_counter()
        r = tune(problem, measurer=m, strategy="exhaustive", store=str(out / "ray-store.db"))
        wall = time.perf_counter() - t0
        per = {str(pid): {**s, "configs_per_s": round(s["configs"] / s["seconds"], 3)
                          if s["seconds"] else None} for pid, s in m.per_worker.items()}
        m.close()
        return {"gpus_seen_by_ray": n_gpu, "workers": info, "configs": len(r.space),
                "failures": r.evaluator.failures, "wall_s": round(wall, 2),
                "configs_per_s": round(len(r.space) / wall, 3), "per_worker": per,
                "replaced_workers": m.replaced,
                "best": None if r.best is None else {"config": r.best.params,
                                                     "value": r.best.value}}
    finally:
        ray.shutdown()


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--out", required=True)
    p.add_argument("--no-gpu", action="store_true")
    p.add_argument("--width", type=int)
    p.add_argument("--workers", type=int)
    p.add_argument("--skip-ray", action="store_true")
    a = p.parse_args(argv)
    gpu = not a.no_gpu
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    record = {"date": today(), "commit": os.environ.get("COMMIT"), "command": command_line(),
              "parts": {}}
    run_part(record, "device", lambda: record.update(device_record(gpu)))
    problem = matmul_problem(MATMUL.read_text(), a.width or (512 if gpu else 16))
    run_part(record, "exhaustive", lambda: exhaustive(problem, out, gpu))
    run_part(record, "replay", lambda: replay_part(out))
    if gpu:
        run_part(record, "energy", lambda: energy_part(problem, gpu))
    if not a.skip_ray:
        run_part(record, "ray", lambda: ray_part(problem, out, gpu, a.workers))
    (out / "tune-gpu.json").write_text(json.dumps(record, indent=1, default=json_default))
    print(f"wrote {out / 'tune-gpu.json'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
