"""Is it Ray, the measurement process, or the driver's dispatch? (issue 23)

In the two-GPU parts of the multi-GPU runs, stretches of configurations were timed 1.5-5x
slow on one GPU, every repetition alike, with host delays kept out (the gate) and the SM
clock checked on the GPU (the sentinel's reference kernel ran at full speed just before
and after); one process per GPU without Ray (`tune_host_probe.py --stagger`) saw none.
This probe measures the same 520 matmul configurations, each at once on every GPU it uses,
through the paths between those two:

* ``worker``: no Ray; one :class:`warpsmith.tune.gpu.Worker` (the tuner's spawned
  measurement process) per GPU, every configuration in order;
* ``actor``: one Ray actor per GPU (``num_gpus=1``) calling ``measure_cuda`` itself;
* ``actor_worker``: one Ray actor per GPU driving its own Worker, as the tuner's actors do,
  but every configuration in order (no driver dispatch);

each with one GPU alone, then two GPUs at once. Per part: milliseconds per configuration,
and how many configurations were timed 1.5x or more their time on GPU 0 alone in the same
path; each process's environment (CUDA, NVIDIA, OMP, RAY variables) is kept to compare.

    COMMIT=$(git rev-parse HEAD) python3 benchmarks/tune_ray_probe.py OUT_DIR [--dry-run]

``--dry-run``: 12 configurations and a runner that does not touch a GPU (the paths only).

Outcome (`benchmarks/results/tune-ray-probe-h100x2-2026-11-27/`): no path showed a slow
configuration. Each walks the space in order, so each process loads the unbounded member of a
register-bound family first. The cause was the backend's module cache, which ignored the
bound (`docs/tuning.md`, "What limited the 2-GPU speed-up").
"""
from __future__ import annotations

import argparse
import json
import os
import pickle
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MATMUL = ROOT / "tests" / "data" / "tune" / "matmul.cu"
sys.path[:0] = [str(ROOT / "src"), str(ROOT / "benchmarks")]

REPS = 20
ENV_KEYS = ("CUDA", "NVIDIA", "OMP", "RAY", "LD_", "MKL", "OPENBLAS", "PYTHON")


def fake_runner(job: dict, args: dict, options: dict) -> dict:
    """The dry run's measurement: no GPU; a value from the configuration's grid."""
    return {"value": float(sum(job["grid"])), "run_ms": 0.0}


def env() -> dict:
    return {k: v for k, v in os.environ.items() if k.startswith(ENV_KEYS)}


def _options(dry: bool) -> dict:
    return {"repetitions": REPS, "warmup": 3, "resident": not dry, "queued": True,
            "gate": not dry, "warm_clock": not dry}


def _args():
    from warpsmith.tune.examples import multi_gpu_problem

    p = multi_gpu_problem(MATMUL.read_text())
    return {"arguments": p.arguments, "cmem_args": p.cmem_args, "answer": p.answer,
            "atol": p.atol}


def run_worker(jobs: list, dry: bool, gpu: str | None = None) -> dict:
    """Every job through one Worker (its process sees GPU ``gpu``): kernel ms each."""
    import tune_ray_probe  # the runner by a name a spawned process can import
    from warpsmith.tune.gpu import Worker, measure_cuda

    if gpu is not None:
        os.environ["CUDA_VISIBLE_DEVICES"] = gpu
    w = Worker(_args(), _options(dry), tune_ray_probe.fake_runner if dry else measure_cuda)
    hello = w.start()
    for j in jobs[:5]:
        w.run(j, 30.0)
    t0 = time.perf_counter()
    vals = [w.run(j, 30.0).get("value") for j in jobs]
    out = {"ms_per_config": round(1000 * (time.perf_counter() - t0) / len(jobs), 3),
           "kernel_ms": vals, "hello": hello}
    w.stop()
    return out


def run_inline(jobs: list, dry: bool) -> dict:
    """Every job through measure_cuda in this process: kernel ms each."""
    from warpsmith.tune.gpu import measure_cuda

    runner = fake_runner if dry else measure_cuda
    args, opts = _args(), _options(dry)
    for j in jobs[:5]:
        runner(j, args, opts)
    t0 = time.perf_counter()
    vals = [runner(j, args, opts).get("value") for j in jobs]
    return {"ms_per_config": round(1000 * (time.perf_counter() - t0) / len(jobs), 3),
            "kernel_ms": vals}


class ProbeActor:
    """A Ray actor body: the ``actor`` and ``actor_worker`` paths."""

    def run(self, jobs_path: str, dry: bool, with_worker: bool, start_at: float) -> dict:
        sys.path[:0] = [str(ROOT / "src"), str(ROOT / "benchmarks")]
        with open(jobs_path, "rb") as f:
            jobs = pickle.load(f)
        while time.time() < start_at:
            time.sleep(0.001)
        out = run_worker(jobs, dry) if with_worker else run_inline(jobs, dry)
        out.update(env=env(), pid=os.getpid())
        return out


def slow(alone: list, other: list) -> int:
    return sum(1 for a, b in zip(alone, other) if a and b and b / a >= 1.5)


def part_worker(jobs: list, dry: bool, gpus: list) -> list:
    outs: dict = {}

    def one(i, g):
        outs[i] = run_worker(jobs, dry, g)
    saved = os.environ.get("CUDA_VISIBLE_DEVICES")
    threads = []
    for i, g in enumerate(gpus):  # each Worker spawns its process with its GPU visible
        os.environ["CUDA_VISIBLE_DEVICES"] = g
        t = threading.Thread(target=one, args=(i, g))
        t.start()
        time.sleep(3.0)  # the spawned process has read its environment by then
        threads.append(t)
    for t in threads:
        t.join()
    if saved is None:
        os.environ.pop("CUDA_VISIBLE_DEVICES", None)
    else:
        os.environ["CUDA_VISIBLE_DEVICES"] = saved
    return [outs[i] for i in range(len(gpus))]


def part_actor(ray, jobs_path: str, dry: bool, n: int, with_worker: bool) -> list:
    opts = {"num_cpus": 0} if dry else {"num_gpus": 1}
    actors = [ray.remote(**opts)(ProbeActor).remote() for _ in range(n)]
    start_at = time.time() + 10
    outs = ray.get([a.run.remote(jobs_path, dry, with_worker, start_at) for a in actors])
    for a in actors:
        ray.kill(a)
    return outs


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    from warpsmith.tune.examples import compiled_sample
    from warpsmith.tune.results import visible_gpu_count

    t0 = time.perf_counter()
    jobs = compiled_sample(MATMUL.read_text(), 12 if a.dry_run else 520)
    print(f"{len(jobs)} jobs compiled in {time.perf_counter() - t0:.1f} s", flush=True)
    jobs_path = out / "jobs.pickle"
    jobs_path.write_bytes(pickle.dumps(jobs))
    n_gpu = 2 if a.dry_run else visible_gpu_count()
    record = {"what": __doc__.split("\n\n")[0], "commit": os.environ.get("COMMIT"),
              "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
              "command": " ".join(sys.argv), "configs": len(jobs), "reps": REPS,
              "gpus": n_gpu, "parent_env": env(), "parts": []}

    def save(name: str, runs: list) -> None:
        base = record.setdefault("alone", {}).get(name)
        if len(runs) == 1 and base is None:
            record["alone"][name] = base = runs[0]["kernel_ms"]
        row = {"path": name, "processes": len(runs),
               "ms_per_config": [r["ms_per_config"] for r in runs],
               "slow_1_5x_vs_alone": [slow(base, r["kernel_ms"]) for r in runs],
               "runs": runs}
        record["parts"].append(row)
        print(name, len(runs), row["ms_per_config"], row["slow_1_5x_vs_alone"], flush=True)
        (out / "ray-probe.json").write_text(json.dumps(record, indent=1))

    pairs = [["0"], ["0", "1"]] if n_gpu >= 2 else [["0"]]
    for gpus in pairs:
        save("worker", part_worker(jobs, a.dry_run, gpus))
    import ray

    ray.init(include_dashboard=False, log_to_driver=False,
             **({"num_cpus": 2} if a.dry_run else {}))
    record["ray"] = ray.__version__
    for with_worker, name in ((False, "actor"), (True, "actor_worker")):
        for gpus in pairs:
            save(name, part_actor(ray, str(jobs_path), a.dry_run, len(gpus), with_worker))
    ray.shutdown()
    jobs_path.unlink()
    return 0


if __name__ == "__main__":
    sys.exit(main())
