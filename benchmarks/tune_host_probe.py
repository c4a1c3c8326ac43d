"""Where the GPU tuning worker's time per configuration goes when one process measures on
one GPU against two processes measuring on two GPUs at the same time (issue 23: with two
Ray actors the actor's milliseconds per configuration rose from about 9 to 13, which alone
held the two-GPU speed-up near 1.4x).

Run from the repository root on a machine with two GPUs:

    COMMIT=$(git rev-parse HEAD) python3 benchmarks/tune_host_probe.py OUT_DIR [--dry-run]

The parent compiles ``--configs`` configurations of the multi-GPU run's matmul space
(NVRTC, a process pool), then, for 1, 2, 1, 2 processes (one per GPU, started together,
no Ray), each process measures every configuration twice over:

* ``worker``: :func:`warpsmith.tune.gpu.measure_cuda`, the tuner worker's own path, under
  cProfile; the cumulative seconds of the functions that matter are kept per process;
* ``raw``: the same cubins through CuPy alone, in phases: module load, 3 warm launches,
  ``reps`` launches each between two events with a wait per launch (the tuner's loop),
  and ``reps`` launches with events between them and one wait at the end (no host round
  trip per launch), the module unloaded.

Writes OUT_DIR/host-probe.json (device, driver, date, commit, command, per process count
and process: milliseconds per configuration by phase) and prints a summary.
``--dry-run``: compile a few configurations and stop (no GPU).
"""
from __future__ import annotations

import argparse
import cProfile
import json
import multiprocessing as mp
import os
import pickle
import pstats
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MATMUL = ROOT / "tests" / "data" / "tune" / "matmul.cu"
sys.path[:0] = [str(ROOT / "src"), str(ROOT / "benchmarks")]

from warpsmith.tune.results import visible_gpu_count  # noqa: E402

REPS = 20
STAGGER_S = 1.3  # the second process of --stagger starts this much later (about 0.4 of a pass)
KEPT = ("measure_cuda", "run_cuda", "load_source", "load_kernel", "time_launch", "elapsed",
        "arguments", "check", "compile_cuda", "_precompiled", "device_info")


def _matmul():
    """The multi-GPU run's space (:func:`warpsmith.tune.examples.multi_gpu_problem`)."""
    from warpsmith.tune.examples import multi_gpu_problem

    return multi_gpu_problem(MATMUL.read_text())


def build_jobs(n: int) -> list:
    """``n`` configurations of the matmul space spread over it, compiled."""
    from warpsmith.tune.examples import compiled_sample

    return compiled_sample(MATMUL.read_text(), n)


def raw_pass(jobs) -> dict:
    """The phases of measuring every job's cubin through CuPy alone (ms per configuration)."""
    import cupy as cp

    from warpsmith.tune.tuner import named_arguments
    from warpsmith.ir import find_kernel
    from warpsmith.ir.types import PointerType

    phases = {"load": [], "warm": [], "timed_wait_each": [], "timed_one_wait": [],
              "unload": []}
    bufs = {}
    for j in jobs:
        fn = find_kernel(j["module"], j["kernel"])
        rep = j["report"]
        t0 = time.perf_counter()
        mod = cp.cuda.function.Module()
        mod.load(rep.cubin)
        func = mod.get_function(rep.lowered_name)
        t1 = time.perf_counter()
        args = []
        for prm in fn.params:  # device buffers made once per parameter name and size
            if isinstance(prm.type, PointerType):
                key = prm.name
                if key not in bufs:
                    bufs[key] = cp.zeros(1 << 22, dtype=cp.float32)
                args.append(bufs[key])
            else:
                args.append(np.int32(512))
        grid, block = tuple(j["grid"]), tuple(j["block"])
        try:
            for _ in range(3):
                func(grid, block, tuple(args))
            cp.cuda.runtime.deviceSynchronize()
        except cp.cuda.driver.CUDADriverError:  # too many registers for the block: skipped
            phases.setdefault("skipped", []).append(1)
            continue
        t2 = time.perf_counter()
        for _ in range(REPS):
            a, b = cp.cuda.Event(), cp.cuda.Event()
            a.record()
            func(grid, block, tuple(args))
            b.record()
            b.synchronize()
            cp.cuda.get_elapsed_time(a, b)
        t3 = time.perf_counter()
        marks = [cp.cuda.Event() for _ in range(REPS + 1)]
        marks[0].record()
        for i in range(REPS):
            func(grid, block, tuple(args))
            marks[i + 1].record()
        marks[-1].synchronize()
        [cp.cuda.get_elapsed_time(marks[i], marks[i + 1]) for i in range(REPS)]
        t4 = time.perf_counter()
        del func, mod
        t5 = time.perf_counter()
        for k, v in zip(phases, (t1 - t0, t2 - t1, t3 - t2, t4 - t3, t5 - t4)):
            phases[k].append(1000 * v)
    skipped = len(phases.pop("skipped", []))
    return {**{k: round(statistics.mean(v), 3) for k, v in phases.items() if v},
            "skipped": skipped}


def worker_pass(jobs, prob) -> dict:
    """measure_cuda over every job under cProfile: ms per configuration in all and in the
    functions of ``KEPT`` (cumulative)."""
    from warpsmith.tune.gpu import measure_cuda

    args = {"arguments": prob.arguments, "cmem_args": prob.cmem_args, "answer": prob.answer,
            "atol": prob.atol}
    opts = {"repetitions": REPS, "warmup": 3, "resident": True}
    measure_cuda(jobs[0], args, opts)
    prof = cProfile.Profile()
    t0 = time.perf_counter()
    prof.enable()
    bad = sum(bool(measure_cuda(j, args, opts).get("failure")) for j in jobs)
    prof.disable()
    wall = time.perf_counter() - t0
    st = pstats.Stats(prof)
    cum: dict = {}
    top = []
    for (file, line, name), (cc, nc, tt, ct, _) in st.stats.items():
        if name in KEPT or "synchron" in name.lower() or "load" == name:
            cum[f"{name}@{Path(file).name}:{line}"] = round(1000 * ct / len(jobs), 3)
        top.append((tt, f"{name}@{Path(file).name}:{line}"))
    top.sort(reverse=True)
    return {"ms_per_config": round(1000 * wall / len(jobs), 3), "failures": bad,
            "cumulative_ms_per_config": dict(sorted(cum.items(), key=lambda kv: -kv[1])),
            "top_self_ms_per_config": {n: round(1000 * t / len(jobs), 3) for t, n in top[:25]}}


def child(jobs_path: str, start_at: float, out_path: str) -> None:
    """One measuring process (its GPU chosen by CUDA_VISIBLE_DEVICES); with
    WS_PROBE_SWEEP=1 only the tuner worker's path, uninstrumented; WS_PROBE_SYNC=blocking:
    the GPU waits sleep (tune.gpu.set_blocking_sync)."""
    if os.environ.get("WS_PROBE_SYNC") == "blocking":
        from warpsmith.tune.gpu import set_blocking_sync

        set_blocking_sync()
    import cupy  # noqa: F401 - the context made before the clock starts

    if os.environ.get("WS_PROBE_SWEEP"):
        sweep_child(jobs_path, start_at, out_path, _matmul())
        return
    if os.environ.get("WS_PROBE_PURE"):
        pure_child(start_at, out_path)
        return
    if os.environ.get("WS_PROBE_STAGGER"):
        stagger_child(jobs_path, start_at, out_path, _matmul())
        return

    with open(jobs_path, "rb") as f:
        jobs = pickle.load(f)
    prob = _matmul()
    raw_pass(jobs[:3])  # warm the CUDA context and CuPy's kernels
    while time.time() < start_at:
        time.sleep(0.005)
    out = {"pid": os.getpid(), "gpu": os.environ.get("CUDA_VISIBLE_DEVICES")}
    out["raw"] = raw_pass(jobs)
    out["worker"] = worker_pass(jobs, prob)
    out["raw_again"] = raw_pass(jobs)
    Path(out_path).write_text(json.dumps(out))


def sweep_child(jobs_path: str, start_at: float, out_path: str, prob) -> None:
    """measure_cuda over every job, timed (no profiler), twice; ms per configuration."""
    from warpsmith.tune.gpu import measure_cuda

    with open(jobs_path, "rb") as f:
        jobs = pickle.load(f)
    args = {"arguments": prob.arguments, "cmem_args": prob.cmem_args, "answer": prob.answer,
            "atol": prob.atol}
    opts = {"repetitions": REPS, "warmup": 3, "resident": True}
    for j in jobs[:5]:
        measure_cuda(j, args, opts)
    while time.time() < start_at:
        time.sleep(0.005)
    passes = []
    for _ in range(2):
        t0 = time.perf_counter()
        runs = [measure_cuda(j, args, opts) for j in jobs]
        passes.append(round(1000 * (time.perf_counter() - t0) / len(jobs), 3))
    inner = [r.get("run_ms") for r in runs if r.get("run_ms")]
    Path(out_path).write_text(json.dumps({
        "gpu": os.environ.get("CUDA_VISIBLE_DEVICES"), "ms_per_config": passes,
        "run_ms_mean": round(statistics.fmean(inner), 3) if inner else None,
        "kernel_ms_median": statistics.median(r["value"] for r in runs if r.get("value"))}))


def pool_events() -> None:
    """Make the tuner's CUDA clock reuse its events (a free list refilled as samples are
    read) instead of creating two per repetition: the variant of ``--stagger`` that tests
    whether event creation is what slows one of two measuring processes."""
    from warpsmith.tune import measure

    free: list = []
    held: set = set()
    record, elapsed = measure.CupyClock.record, measure.CupyClock.elapsed

    def pooled_record(self):
        if not free:
            return record(self)
        event = free.pop()
        held.discard(id(event))
        event.record()
        return event

    def pooled_elapsed(self, start, end):
        ms = elapsed(self, start, end)
        for e in (start, end):
            if id(e) not in held:
                held.add(id(e))
                free.append(e)
        return ms
    measure.CupyClock.record = pooled_record
    measure.CupyClock.elapsed = pooled_elapsed


def record_spans() -> list:
    """Wrap CupyClock.record to keep (host time, event) of every mark: per configuration
    the host's span enqueuing the timed loop against the GPU's span running it."""
    from warpsmith.tune import measure

    marks: list = []
    record = measure.CupyClock.record

    def kept(self):
        event = record(self)
        marks.append((time.perf_counter(), event))
        return event
    measure.CupyClock.record = kept
    return marks


def spans(marks: list, clock) -> dict:
    """The last timed loop's host span (first to last mark enqueued) and GPU span."""
    loop = marks[-2 * REPS:]
    if len(loop) < 2:
        return {}
    (h0, e0), (h1, e1) = loop[0], loop[-1]
    return {"host_ms": round(1000 * (h1 - h0), 4), "gpu_ms": round(clock.elapsed(e0, e1), 4)}


def stagger_child(jobs_path: str, start_at: float, out_path: str, prob) -> None:
    """measure_cuda over every job once, the kernel time of each kept (``--stagger``);
    WS_PROBE_EVENTS=pooled: events reused (:func:`pool_events`); gated: the timed loop
    behind the gate kernel (``gate=True``); fresh and gated keep each configuration's
    host and GPU spans of the timed loop."""
    from warpsmith.tune import measure
    from warpsmith.tune.gpu import measure_cuda

    mode = os.environ.get("WS_PROBE_EVENTS")
    if mode == "pooled":
        pool_events()
    marks = record_spans() if mode != "pooled" else None
    with open(jobs_path, "rb") as f:
        jobs = pickle.load(f)
    args = {"arguments": prob.arguments, "cmem_args": prob.cmem_args, "answer": prob.answer,
            "atol": prob.atol}
    opts = {"repetitions": REPS, "warmup": 3, "resident": True, "queued": True,
            "gate": mode == "gated"}
    for j in jobs[:5]:
        measure_cuda(j, args, opts)
    while time.time() < start_at:
        time.sleep(0.001)
    t0 = time.perf_counter()
    runs, span = [], []
    clock = measure.CupyClock()
    for j in jobs:
        runs.append(measure_cuda(j, args, opts))
        if marks is not None:
            span.append(spans(marks, clock))
            marks.clear()
    Path(out_path).write_text(json.dumps({
        "gpu": os.environ.get("CUDA_VISIBLE_DEVICES"),
        "ms_per_config": round(1000 * (time.perf_counter() - t0) / len(jobs), 3),
        "kernel_ms": [r.get("value") for r in runs], "run_ms": [r.get("run_ms") for r in runs],
        "gate_timeouts": sum(r.get("gate_timeouts") or 0 for r in runs), "spans": span}))


PURE_SOURCE = r"""
extern "C" __global__ void spin_fma(float* out, int iters) {
    float a = threadIdx.x * 1e-3f, b = 1.0001f;
    for (int i = 0; i < iters; ++i) a = fmaf(a, b, 1e-7f);
    if (a == 12345.f) out[0] = a;
}
"""


def pure_child(start_at: float, out_path: str) -> None:
    """GPU-only work, no host in the timed intervals: a compute-bound kernel and a 256 MiB
    device copy, each 150 times back to back behind a gate, every launch between two
    events. Run alone and on both GPUs at once, it shows whether one GPU slows while the
    other works (the boards or the machine, not the host's enqueuing)."""
    import cupy as cp

    from warpsmith.tune import measure

    clock = measure.CupyClock()
    spin = cp.RawKernel(PURE_SOURCE, "spin_fma")
    out = cp.zeros(1, cp.float32)
    a, b = cp.empty(1 << 28, cp.uint8), cp.empty(1 << 28, cp.uint8)
    a.fill(1)
    work = {"compute": lambda: spin((1320,), (256,), (out, np.int32(200000))),
            "copy": lambda: b.data.copy_from_device(a.data, 1 << 28)}
    for w in work.values():
        measure.sample_queued(w, clock, 5, warmup=3, gate=True)
    while time.time() < start_at:
        time.sleep(0.001)
    res = {"gpu": os.environ.get("CUDA_VISIBLE_DEVICES")}
    for name, w in work.items():
        res[name] = measure.sample_queued(w, clock, 150, warmup=2, gate=True)
    res["gate_timeouts"] = clock.gate_timeouts()
    Path(out_path).write_text(json.dumps(res))


def stagger(out: Path, jobs_path: Path, record: dict, n_gpu: int) -> None:
    """Per-configuration kernel times with one process and with two out of step (the
    second starts ``STAGGER_S`` later), events created per mark or reused: how many of
    the second case's configurations are timed 1.5x or more slower than alone, and
    whether each such one had the other process at its own time meanwhile."""
    record["stagger"] = []
    pure(out, record, n_gpu)
    for events in ("fresh", "gated", "pooled"):
        alone = None
        for procs in ([1, 2] if n_gpu >= 2 else [1]):
            start_at = time.time() + 8
            files = [out / f"g-{events}-{procs}-{i}.json" for i in range(procs)]
            ps = [subprocess.Popen(
                [sys.executable, __file__, str(out), "--child", str(jobs_path),
                 str(start_at + i * STAGGER_S), str(f)],
                env={**os.environ, "CUDA_VISIBLE_DEVICES": str(i), "WS_PROBE_STAGGER": "1",
                     "WS_PROBE_EVENTS": events}) for i, f in enumerate(files)]
            for p in ps:
                p.wait(timeout=200)
            runs = [json.loads(f.read_text()) for f in files if f.exists()]
            row = {"events": events, "processes": procs,
                   "ms_per_config": [r["ms_per_config"] for r in runs]}
            row["gate_timeouts"] = [r.get("gate_timeouts") for r in runs]
            if procs == 1 and runs:
                alone = runs[0]["kernel_ms"]
            elif alone:
                row["slow_1_5x"] = [sum(1 for a, b in zip(alone, r["kernel_ms"])
                                        if a and b and b / a >= 1.5) for r in runs]
            row["runs"] = runs
            record["stagger"].append(row)
            print(events, procs, row["ms_per_config"], row.get("slow_1_5x"), flush=True)
            for f in files:
                f.unlink(missing_ok=True)
            (out / "host-probe.json").write_text(json.dumps(record, indent=1))


def pure(out: Path, record: dict, n_gpu: int) -> None:
    """:func:`pure_child` on GPU 0 alone, GPU 1 alone, then both at once: the median and
    the 95th percentile of each kernel's times and the launches 1.5x or more the median."""
    record["pure"] = []
    for gpus in ([[0], [1], [0, 1]] if n_gpu >= 2 else [[0]]):
        start_at = time.time() + 6
        files = [out / f"pure-{'-'.join(map(str, gpus))}-{g}.json" for g in gpus]
        ps = [subprocess.Popen(
            [sys.executable, __file__, str(out), "--child", "-", str(start_at), str(f)],
            env={**os.environ, "CUDA_VISIBLE_DEVICES": str(g), "WS_PROBE_PURE": "1"})
            for g, f in zip(gpus, files)]
        for p in ps:
            p.wait(timeout=120)
        for f in files:
            if not f.exists():
                record["pure"].append({"gpus": gpus, "missing": f.name})
                continue
            r = json.loads(f.read_text())
            row = {"gpus": gpus, "gpu": r["gpu"], "gate_timeouts": r["gate_timeouts"]}
            for name in ("compute", "copy"):
                t = sorted(r[name])
                med = statistics.median(t)
                row[name] = {"median_ms": round(med, 4), "p95_ms": round(t[int(0.95 * len(t))], 4),
                             "max_ms": round(t[-1], 4),
                             "slow_1_5x": sum(1 for x in t if x >= 1.5 * med), "times": r[name]}
            record["pure"].append(row)
            print("pure", gpus, r["gpu"], {k: {m: v for m, v in row[k].items() if m != "times"}
                                          for k in ("compute", "copy")}, flush=True)
            f.unlink()
    (out / "host-probe.json").write_text(json.dumps(record, indent=1))


def cgroup_cpu() -> dict:
    """The container's CPU quota and throttling counters (cgroup v2 or v1), the CPU
    topology: what "32 CPUs" means on this machine."""
    out = {"nproc": os.cpu_count(),
           "affinity": len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else None}
    for f in ("/sys/fs/cgroup/cpu.max", "/sys/fs/cgroup/cpu.stat",
              "/sys/fs/cgroup/cpu/cpu.cfs_quota_us", "/sys/fs/cgroup/cpu/cpu.cfs_period_us",
              "/sys/fs/cgroup/cpu/cpu.stat"):
        try:
            out[f] = Path(f).read_text().strip()
        except OSError:
            pass
    r = subprocess.run(["lscpu"], capture_output=True, text=True)
    out["lscpu"] = [ln for ln in r.stdout.splitlines() if any(
        k in ln for k in ("Thread(s) per core", "Core(s) per socket", "Socket(s)", "NUMA node",
                          "Model name", "CPU(s)"))]
    return out


def sweep(out: Path, jobs_path: Path, record: dict, n_gpu: int) -> None:
    """ms per configuration for 1 and 2 measuring processes, spinning or blocking GPU
    waits, with 0-30 busy processes spinning on the CPUs beside them."""
    record["cpu"] = cgroup_cpu()
    record["sweep"] = []
    for sync in ("spin", "blocking"):
        for procs in ([1, 2] if n_gpu >= 2 else [1]):
            for load in (0, 8, 24, 30):
                busy = [subprocess.Popen([sys.executable, "-c", "while True: pass"])
                        for _ in range(load)]
                start_at = time.time() + 8
                files = [out / f"s-{sync}-{procs}-{load}-{i}.json" for i in range(procs)]
                ps = [subprocess.Popen(
                    [sys.executable, __file__, str(out), "--child", str(jobs_path),
                     str(start_at), str(f)],
                    env={**os.environ, "CUDA_VISIBLE_DEVICES": str(i), "WS_PROBE_SWEEP": "1",
                         "WS_PROBE_SYNC": sync}) for i, f in enumerate(files)]
                for p in ps:
                    p.wait(timeout=200)
                for b in busy:
                    b.kill()
                runs = [json.loads(f.read_text()) for f in files if f.exists()]
                row = {"sync": sync, "processes": procs, "busy_processes": load, "runs": runs}
                record["sweep"].append(row)
                print(sync, procs, load, [(r["gpu"], r["ms_per_config"], r["run_ms_mean"])
                                          for r in runs], flush=True)
                for f in files:
                    f.unlink(missing_ok=True)
                (out / "host-probe.json").write_text(json.dumps(record, indent=1))
    record["cpu_after"] = cgroup_cpu()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--configs", type=int, default=120)
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--sweep", action="store_true",
                    help="the CPU-load sweep (spinning and blocking waits) instead of the profile")
    ap.add_argument("--stagger", action="store_true",
                    help="per-configuration kernel times, 1 process and 2 out of step, "
                         "events created or reused, instead of the profile")
    ap.add_argument("--child", nargs=3, metavar=("JOBS", "START", "OUT"))
    a = ap.parse_args()
    if a.child:
        child(a.child[0], float(a.child[1]), a.child[2])
        return 0
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    jobs = build_jobs(4 if a.dry_run else (60 if a.sweep else
                                           (520 if a.stagger else a.configs)))
    print(f"{len(jobs)} jobs compiled in {time.perf_counter() - t0:.1f} s", flush=True)
    record = {"what": __doc__.split("\n\n")[0], "date": time.strftime("%Y-%m-%dT%H:%M:%SZ",
              time.gmtime()), "commit": os.environ.get("COMMIT"),
              "command": " ".join(sys.argv), "configs": len(jobs), "reps": REPS, "runs": []}
    if a.dry_run:
        print("dry run: no GPU part;", json.dumps(cgroup_cpu())[:300])
        return 0
    r = subprocess.run(["nvidia-smi", "--query-gpu=index,name,driver_version",
                        "--format=csv,noheader"], capture_output=True, text=True)
    record["devices"] = r.stdout.strip().splitlines()
    jobs_path = out / "jobs.pickle"
    jobs_path.write_bytes(pickle.dumps(jobs))
    n_gpu = visible_gpu_count()
    if a.sweep or a.stagger:
        (sweep if a.sweep else stagger)(out, jobs_path, record, n_gpu)
        jobs_path.unlink()
        return 0
    for procs in [1, 2, 1, 2] if n_gpu >= 2 else [1, 1]:
        start_at = time.time() + 20  # every child warm before the clock
        files = [out / f"p{procs}-{i}-{len(record['runs'])}.json" for i in range(procs)]
        ps = [subprocess.Popen([sys.executable, __file__, str(out), "--child", str(jobs_path),
                                str(start_at), str(f)],
                               env={**os.environ, "CUDA_VISIBLE_DEVICES": str(i)})
              for i, f in enumerate(files)]
        for p in ps:
            p.wait(timeout=300)
        runs = [json.loads(f.read_text()) for f in files if f.exists()]
        record["runs"].append({"processes": procs, "per_process": runs})
        for r_ in runs:
            print(procs, r_["gpu"], "raw", r_["raw"], "worker ms/config",
                  r_["worker"]["ms_per_config"], flush=True)
        (out / "host-probe.json").write_text(json.dumps(record, indent=1))
    jobs_path.unlink()
    for f in out.glob("p*-*.json"):
        f.unlink()
    return 0


import numpy as np  # noqa: E402 - used by the children's raw pass

if __name__ == "__main__":
    sys.exit(main())
