"""The multi-GPU tuning run (issue 23): one exhaustive space of the tiled matmul
(``tests/data/tune/matmul.cu``, Kernel Tuner's tunables and restriction: 40 launch/tile
configurations, times 13 register bounds ``ws_maxrreg`` = 520 configurations) tuned through
Ray on one machine, in four parts, each guarded (a failing part is logged, the next runs):

1. ``multi``: one GPU actor per GPU (``num_gpus=1``), compile tasks on the CPUs;
2. ``single``: the same space on one GPU of the machine (one actor), the baseline;
3. ``actor_kill``: a subset (3 register bounds: 120 configurations) with one GPU actor
   killed (``ray.kill``) a third of the way in; the store must hold every configuration
   once, and no configuration may be stored twice;
4. ``driver_kill``: the subset again, the driver run as a subprocess and killed with
   ``kill -9`` once a third of the subset is stored, then started again on the same store;
   the union must be the whole subset, with no configuration measured by both drivers.

Compiling is the slow part and is not what the GPUs' throughput measures: every
configuration is compiled once on the CPUs (Ray tasks; :meth:`RayMeasurer.compile`) and
the compiled jobs are shared by parts 1-3 (``RayMeasurer(compiled=...)``); parts 1 and 2
time measuring alone (and record the compile time separately). Part 4's driver compiles
its subset itself (a fresh process).

    PYTHONPATH=src python3 benchmarks/tune_multi_runner.py --out DIR [--no-gpu]

``--no-gpu``: the simulator and two CPU actors on the 40-configuration space (width 16) and
a 20-configuration subset, to test the flow without a GPU. Writes ``DIR/tune-multi.json``
and the stores ``DIR/{multi,single,actor-kill,driver-kill}-store.db``.
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from tune_gpu_runner import device_record, matmul_problem, part  # noqa: E402

from warpsmith.tune.results import command_line, json_default, today  # noqa: E402
from warpsmith.tune.tuner import SimulatorMeasurer, tune  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
REGS = [0, 24, 32, 40, 48, 56, 64, 80, 96, 128, 160, 192, 255]
SUBSET_REGS = [0, 64, 128]


def problem_of(gpu: bool, subset: bool = False):
    """The matmul problem with the register bound as a tunable (GPU: width 512 and the 13
    bounds, or 3 for the subset; ``--no-gpu``: width 16, no register bound, as the
    simulator ignores it, ``block_size_y`` up to 8: 24 configurations, 12 in the subset)."""
    p = matmul_problem(512 if gpu else 16)
    if gpu:
        p.tune_params = {**p.tune_params, "ws_maxrreg": SUBSET_REGS if subset else REGS}
    else:
        p.tune_params = dict(p.tune_params, block_size_y=[1, 2, 4, 8])
        if subset:
            p.tune_params["tile_size_x"] = [1, 2]
    return p


def factory(gpu: bool):
    """The actors' measurer: CUDA (20 timed repetitions) or the simulator."""
    if not gpu:
        return SimulatorMeasurer
    from warpsmith.tune.gpu import CudaMeasurer

    return functools.partial(CudaMeasurer, timeout=30.0, repetitions=20, compile_workers=1)


def ray_env() -> dict:
    """The runtime environment that lets actors import warpsmith from this checkout."""
    return {"env_vars": {"PYTHONPATH": os.pathsep.join(
        [str(ROOT / "src"), os.environ.get("PYTHONPATH", "")])}}


def store_keys(path: Path) -> list:
    """Every configuration key in a store (all kernels and devices; one run per store)."""
    if not path.exists():
        return []
    db = sqlite3.connect(path)
    try:
        return [k for (k,) in db.execute("SELECT config_key FROM results")]
    except sqlite3.OperationalError:
        return []
    finally:
        db.close()


def run_space(problem, gpu: bool, workers: int, store: Path, compiled: dict,
              kill_at: int | None = None) -> dict:
    """Tune ``problem`` exhaustively through ``workers`` actors (GPU or CPU) into ``store``;
    compile first (shared through ``compiled``), then time the measuring. ``kill_at``:
    ``ray.kill`` the actor given the ``kill_at``-th configuration."""
    import ray

    from warpsmith.tune.distributed import RayMeasurer
    from warpsmith.tune.tuner import make_space

    m = RayMeasurer(factory(gpu), workers=workers, gpus=gpu, compiled=compiled)
    try:
        info = m.info()
        space = make_space(problem)
        t0 = time.perf_counter()
        ray.get([r for r in m.compile(problem, [space.config(i) for i in range(len(space))])
                 if r is not None])
        compile_s = time.perf_counter() - t0
        killed = []
        if kill_at is not None:
            count = {"n": 0}

            def hook(actor, config):
                count["n"] += 1
                if count["n"] == kill_at:
                    ray.kill(actor, no_restart=True)
                    killed.append(dict(config))
            m.on_dispatch = hook
        fresh: list = []
        t0 = time.perf_counter()
        r = tune(problem, measurer=m, strategy="exhaustive", store=str(store), space=space,
                 on_result=lambda res, f, ev: fresh.append(res.key) if f else None)
        wall = time.perf_counter() - t0
        per = {str(pid): {**s, "configs_per_min": round(60 * s["configs"] / s["seconds"], 1)
                          if s["seconds"] else None} for pid, s in m.per_worker.items()}
        keys = store_keys(store)
        return {"workers": info, "configs": len(space), "failures": r.evaluator.failures,
                "compile_s": round(compile_s, 2), "measure_wall_s": round(wall, 2),
                "configs_per_min": round(60 * len(space) / wall, 1),
                "configs_per_min_per_worker": round(60 * len(space) / wall / workers, 1),
                "per_worker": per, "replaced_workers": m.replaced, "killed_at_config": killed,
                "stored": len(keys), "stored_unique": len(set(keys)),
                "measured": len(fresh), "measured_unique": len(set(fresh)),
                "lost": len(space) - len(set(keys)),
                "measured_twice": len(fresh) - len(set(fresh)),
                "best": None if r.best is None else {"config": r.best.params,
                                                     "value": r.best.value, "unit": r.unit}}
    finally:
        m.close()


def driver_main(a) -> int:
    """Part 4's driver (a subprocess): join the Ray cluster, tune the subset into the store,
    append each stored key to the log (after its commit)."""
    import ray

    ray.init(address=os.environ["RAY_ADDRESS"], log_to_driver=False, runtime_env=ray_env())
    from warpsmith.tune.distributed import RayMeasurer

    gpu = not a.no_gpu
    problem = problem_of(gpu, subset=True)
    m = RayMeasurer(factory(gpu), workers=a.workers, gpus=gpu)
    log = open(a.driver_log, "a")

    def on_result(res, fresh, ev):
        if fresh:
            log.write(res.key + "\n")
            log.flush()
    r = tune(problem, measurer=m, strategy="exhaustive", store=a.driver_store,
             on_result=on_result)
    print(json.dumps({"configs": len(r.space), "measured": r.evaluator.measured}), flush=True)
    m.close()
    return 0


def driver_kill(a, out: Path, gpu: bool, workers: int, address: str) -> dict:
    """Part 4 (see the module's text)."""
    store, log = out / "driver-kill-store.db", out / "driver-kill-keys.log"
    for p in (store, log):
        p.unlink(missing_ok=True)
    cmd = [sys.executable, __file__, "--out", str(out), "--driver-store", str(store),
           "--driver-log", str(log), "--workers", str(workers)] + (["--no-gpu"] if not gpu else [])
    env = {**os.environ, "RAY_ADDRESS": address}
    problem = problem_of(gpu, subset=True)
    from warpsmith.tune.tuner import make_space

    n = len(make_space(problem))
    t0 = time.perf_counter()
    first = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    while first.poll() is None and len(store_keys(store)) < max(1, n // 3):
        if time.perf_counter() - t0 > 240:
            break
        time.sleep(0.05)
    killed_running = first.poll() is None
    os.kill(first.pid, signal.SIGKILL)
    first.wait()
    at_kill = store_keys(store)
    first_keys = log.read_text().split() if log.exists() else []
    log.write_text("")
    second = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=300)
    second_keys = log.read_text().split()
    keys = store_keys(store)
    return {"configs": n, "killed_while_running": killed_running,
            "stored_at_kill": len(at_kill), "measured_by_first": len(first_keys),
            "measured_by_second": len(second_keys), "second_rc": second.returncode,
            "second_tail": (second.stdout + second.stderr)[-2000:],
            "stored": len(keys), "stored_unique": len(set(keys)),
            "lost": n - len(set(keys)),
            "measured_twice": len(set(at_kill) & set(second_keys))
            + len(second_keys) - len(set(second_keys)),
            "wall_s": round(time.perf_counter() - t0, 2)}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--out", required=True)
    p.add_argument("--no-gpu", action="store_true")
    p.add_argument("--workers", type=int, help="actors of the multi part (default: GPUs)")
    p.add_argument("--driver-store", help=argparse.SUPPRESS)
    p.add_argument("--driver-log", help=argparse.SUPPRESS)
    a = p.parse_args(argv)
    if a.driver_store:
        return driver_main(a)
    import ray

    gpu = not a.no_gpu
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    record = {"date": today(), "commit": os.environ.get("COMMIT"), "command": command_line(),
              "ray": ray.__version__, "parts": {}}
    part(record, "device", lambda: record.update(device_record(gpu)))
    ctx = ray.init(include_dashboard=False, log_to_driver=False, runtime_env=ray_env(),
                   **({} if gpu else {"num_cpus": 2}))
    n_gpu = int(ray.cluster_resources().get("GPU", 0))
    workers = a.workers or (n_gpu if gpu else 2)
    record.update(gpus_seen_by_ray=n_gpu, cpus_seen_by_ray=ray.cluster_resources().get("CPU"))
    problem = problem_of(gpu)
    sub = problem_of(gpu, subset=True)
    compiled: dict = {}

    def save():  # after every part, so a run stopped by its time limit keeps what it did
        (out / "tune-multi.json").write_text(json.dumps(record, indent=1, default=json_default))
    for name, store, prob, w, kill in (("multi", "multi", problem, workers, None),
                                       ("single", "single", problem, 1, None),
                                       ("actor_kill", "actor-kill", sub, workers, "third")):
        path = out / f"{store}-store.db"
        path.unlink(missing_ok=True)

        def go(prob=prob, w=w, path=path, kill=kill):
            from warpsmith.tune.tuner import make_space

            k = max(2, len(make_space(prob)) // 3) if kill else None
            return run_space(prob, gpu, w, path, compiled, kill_at=k)
        part(record, name, go)
        save()
    part(record, "driver_kill", lambda: driver_kill(a, out, gpu, workers, ctx.address_info[
        "address"]))
    m, s = record["parts"].get("multi", {}), record["parts"].get("single", {})
    if m.get("ok") and s.get("ok"):
        record["summary"] = {
            "speedup_configs_per_min": round(m["configs_per_min"] / s["configs_per_min"], 3),
            "workers": workers, "best_multi": m["best"], "best_single": s["best"],
            "same_best_config": (m["best"] or {}).get("config") == (s["best"] or {}).get(
                "config")}
    save()
    ray.shutdown()
    print(f"wrote {out / 'tune-multi.json'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
