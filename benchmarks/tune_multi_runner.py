"""The multi-GPU tuning run (issue 23): one exhaustive space of the tiled matmul
(``tests/data/tune/matmul.cu``, Kernel Tuner's tunables and restriction: 40 launch/tile
configurations, times 13 register bounds ``ws_maxrreg`` = 520 configurations) tuned through
Ray on one machine, in parts, each guarded (a failing part is logged, the next runs; the
JSON is written after every part):

1. ``e2e``: every GPU, compile tasks on the CPUs overlapped with the measuring (nothing
   compiled before): the end-to-end time of a cold run;
2. ``w{N}_r{R}``: the space measured with N GPU actors (N = 1, 2 where there are 2 or
   more GPUs, and all of them), repetition R (``--repeats``, alternating the worker
   counts so a drift of the machine hits all alike). These parts time the measuring
   alone: the configurations' compile outputs are shared from part 1, every actor is
   warmed (measurement process started, arguments handed over) before the clock starts,
   and the store commits in batches (``commit_every``);
3. ``noise``: the single-GPU run's 8 best configurations measured 5 more times each on one
   GPU: the run-to-run spread of a configuration's median time, the timing noise against
   which the best configurations of the runs are compared;
4. ``actor_kill``: a subset (3 register bounds: 120 configurations) with one GPU actor
   killed (``ray.kill``) a third of the way in; the store must hold every configuration
   once, and no configuration may be stored twice;
5. ``driver_kill``: the subset again, the driver run as a subprocess and killed with
   ``kill -9`` once a third of the subset is stored, then started again on the same store;
   the union must be the whole subset, with no configuration measured by both drivers.

    PYTHONPATH=src python3 benchmarks/tune_multi_runner.py --out DIR [--dry-run | --no-gpu]

``--dry-run`` (no GPU; what the CPU can say about the driver): the same parts with fake
GPU workers (:class:`warpsmith.tune.replay.PacedReplay`) that return the results of
``--recorded`` (default: the H100 single-GPU store of 2026-11-26) after sleeping each
configuration's recorded H100 measuring time, 1, 2 and 4 workers: the configurations per
minute the driver sustains for GPUs of that speed. It is a CPU simulation, not a GPU
figure. ``--no-gpu``: the simulator on a 24-configuration space (a quick flow test).
Writes ``DIR/tune-multi.json``, ``DIR/summary.md`` and the stores ``DIR/*-store.db``.
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import signal
import sqlite3
import statistics
import subprocess
import sys
import time
from pathlib import Path

from warpsmith.tune.examples import multi_gpu_problem
from warpsmith.tune.results import (command_line, device_record, json_default, run_part,
                                     today)
from warpsmith.tune.space import key_of
from warpsmith.tune.tuner import SimulatorMeasurer, make_space, tune

ROOT = Path(__file__).resolve().parents[1]
MATMUL = ROOT / "tests" / "data" / "tune" / "matmul.cu"
RECORDED = ROOT / "benchmarks/results/tune-multi-h100x2-2026-11-26/single-store.db"
COMMIT_EVERY = 16
NOISE_TOP, NOISE_REPEATS = 8, 5


def problem_of(mode: str, subset: bool = False):
    """The run's space (:func:`warpsmith.tune.examples.multi_gpu_problem`) at the width
    ``WS_MULTI_WIDTH`` (default 512) sets."""
    return multi_gpu_problem(MATMUL.read_text(), mode, subset,
                             int(os.environ.get("WS_MULTI_WIDTH", "512")))


def factory(mode: str, recorded: str | None = None):
    """The actors' measurer: CUDA (20 timed repetitions), the paced replay of a recorded
    store (dry run) or the simulator."""
    if mode == "no-gpu":
        return SimulatorMeasurer
    if mode == "dry-run":
        from warpsmith.tune.replay import PacedReplay

        return functools.partial(PacedReplay, str(recorded or RECORDED))
    from warpsmith.tune.gpu import CudaMeasurer

    return functools.partial(CudaMeasurer, timeout=30.0, repetitions=20, compile_workers=1,
                             resident=resident(), sync=os.environ.get("WS_MULTI_SYNC", "spin"),
                             gate=gate(), sentinel=sentinel())


def gate() -> bool:
    """The timed repetitions held behind a gate kernel until all are enqueued (the
    tuner's default, ``CudaMeasurer(gate=True)``), so host delays stay out of the kernel
    times; WS_MULTI_GATE=0 turns it off (as runs 1-9 timed)."""
    return os.environ.get("WS_MULTI_GATE", "1") != "0"


def sentinel() -> bool:
    """WS_MULTI_SENTINEL=1: each configuration's timing loop bracketed by the reference
    kernel and timed again where the GPU ran slow (``CudaMeasurer(sentinel=True)``)."""
    return os.environ.get("WS_MULTI_SENTINEL") == "1"


def resident() -> bool:
    """Whether the GPU workers keep arguments and answer on the device (the default;
    ``--host-check`` or WS_MULTI_RESIDENT=0, which a restarted driver inherits: upload,
    copy back and check on the host per configuration, as before issue 23's change)."""
    return os.environ.get("WS_MULTI_RESIDENT", "1") != "0"


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


def run_space(problem, mode: str, workers: int, store: Path, compiled: dict,
              kill_at: int | None = None, recorded: str | None = None,
              precompile: bool = True) -> dict:
    """Tune ``problem`` exhaustively through ``workers`` actors into ``store``, the
    compile outputs shared through ``compiled`` (a dict shared between parts). The actors
    are warmed first; with ``precompile`` every configuration is compiled before the clock
    starts, and only the measuring is timed; without (part ``e2e``) the compiles run
    during the timed run. ``kill_at``: ``ray.kill`` the actor given the
    ``kill_at``-th configuration."""
    import ray

    from warpsmith.tune.distributed import RayMeasurer

    m = RayMeasurer(factory(mode, recorded), workers=workers, gpus=mode == "gpu",
                    compiled=compiled)
    try:
        info = m.info()
        space = make_space(problem)
        configs = [space.config(i) for i in range(len(space))]
        t0 = time.perf_counter()
        warm_s = m.warm(problem)
        info = m.info()  # again, now with each actor's measurement process (its PCI bus id)
        compile_s = None
        if precompile:
            ray.get([r for r in m.compile(problem, configs) if r is not None])
            compile_s = round(time.perf_counter() - t0 - warm_s, 2)
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
        t0, c0 = time.perf_counter(), time.process_time()
        r = tune(problem, measurer=m, strategy="exhaustive", store=str(store), space=space,
                 commit_every=COMMIT_EVERY, commit_s=0.5,
                 on_result=lambda res, f, ev: fresh.append(res.key) if f else None)
        wall, driver_cpu = time.perf_counter() - t0, time.process_time() - c0
        busy = sum(s["seconds"] for s in m.per_worker.values())
        per = {str(pid): {**s, "configs_per_min": round(60 * s["configs"] / s["seconds"], 1)
                          if s["seconds"] else None} for pid, s in m.per_worker.items()}
        keys = store_keys(store)
        return {"workers": len(info), "actors": info, "configs": len(space),
                "failures": r.evaluator.failures, "warm_s": round(warm_s, 2),
                "compile_s": compile_s, "measure_wall_s": round(wall, 3),
                "configs_per_min": round(60 * len(space) / wall, 1),
                "configs_per_min_per_gpu": round(60 * len(space) / wall / workers, 1),
                "busy_fraction": round(busy / (wall * workers), 3),
                # the driver's CPU time per configuration (all its threads, Ray's included):
                # the driver keeps up while this stays below the actors' time / workers
                "driver_cpu_ms_per_config": round(1000 * driver_cpu / len(space), 2),
                "actor_ms_per_config": round(1000 * busy / max(len(space), 1), 2),
                # of which the measurement process's own time (measure_cuda, after it
                # unpickled the job): the rest is the actor's hand-over
                "measure_process_ms_per_config": round(statistics.fmean(
                    x.benchmark_time for x in r.results if x.benchmark_time) if any(
                    x.benchmark_time for x in r.results) else 0.0, 2),
                # the hand-over's parts (GPU measurer): the measurement process unpickling
                # the job, the wait for each answer (the process's whole cycle), and the
                # share of configurations whose IR module that process already had
                **{f"{k}_per_config": round(statistics.fmean(v), 3) for k, v in (
                    (k, [x.extra[k] for x in r.results if k in (x.extra or {})])
                    for k in ("unpickle_ms", "roundtrip_ms", "module_reused")) if v},
                # the actors' idle time between calls (Ray's hand-over from one call to the
                # next), in all and per call
                **_call_gaps(r.results),
                # every configuration's value, for the summary's agreement check
                "values": {x.key: x.value for x in r.results if x.value is not None},
                "per_worker": per, "replaced_workers": m.replaced, "killed_at_config": killed,
                "stored": len(keys), "stored_unique": len(set(keys)),
                "measured": len(fresh), "measured_unique": len(set(fresh)),
                "lost": len(space) - len(set(keys)),
                "measured_twice": len(fresh) - len(set(fresh)),
                "best": None if r.best is None else {"config": r.best.params,
                                                     "value": r.best.value, "unit": r.unit}}
    finally:
        m.close()


def _call_gaps(results) -> dict:
    """The actors' idle milliseconds between their calls (``call_gap_ms`` of each call's
    first result): the total per actor and the median per call."""
    gaps = [x.extra["call_gap_ms"] for x in results if "call_gap_ms" in (x.extra or {})]
    if not gaps:
        return {}
    actors = len({x.extra.get("worker_pid") for x in results})
    return {"call_gap_ms_per_actor": round(sum(gaps) / max(actors, 1), 1),
            "call_gap_ms_median": round(statistics.median(gaps), 3), "calls": len(gaps)}


def noise(problem, mode: str, store: Path, compiled: dict, recorded: str | None) -> dict:
    """Part 3: the ``NOISE_TOP`` best configurations of ``store`` measured
    ``NOISE_REPEATS`` more times each on one actor; a configuration's noise is the range of
    its medians (the stored one and the repeats) over their median; the run's noise is
    the largest."""
    from warpsmith.tune.distributed import RayMeasurer
    from warpsmith.tune.store import Store

    st = Store(store)
    try:
        rows = [r for r in st.results(*st.kernels()[0]) if r.ok]
    finally:
        st.close()
    top = sorted(rows, key=lambda r: r.value)[:NOISE_TOP]
    m = RayMeasurer(factory(mode, recorded), workers=1, gpus=mode == "gpu", compiled=compiled)
    try:
        m.warm(problem)
        values: dict = {r.key: [r.value] for r in top}
        for res in m(problem, [dict(r.params) for r in top] * NOISE_REPEATS):
            if res.ok:
                values[res.key].append(res.value)
    finally:
        m.close()
    spread = {k: (max(v) - min(v)) / statistics.median(v) for k, v in values.items()}
    return {"configs": {k: {"values": v, "relative_range": round(spread[k], 5)}
                        for k, v in values.items()},
            "noise": round(max(spread.values()), 5),
            "median_relative_range": round(statistics.median(spread.values()), 5)}


def driver_main(a) -> int:
    """Part 5's driver (a subprocess): join the Ray cluster, tune the subset into the store,
    append each stored key to the log (after its commit)."""
    import ray

    ray.init(address=os.environ["RAY_ADDRESS"], log_to_driver=False, runtime_env=ray_env())
    from warpsmith.tune.distributed import RayMeasurer

    problem = problem_of(a.mode, subset=True)
    m = RayMeasurer(factory(a.mode, a.recorded), workers=a.workers, gpus=a.mode == "gpu")
    log = open(a.driver_log, "a")

    def on_result(res, fresh, ev):
        if fresh:
            log.write(res.key + "\n")
            log.flush()
    r = tune(problem, measurer=m, strategy="exhaustive", store=a.driver_store,
             on_result=on_result, commit_every=COMMIT_EVERY, commit_s=0.5)
    print(json.dumps({"configs": len(r.space), "measured": r.evaluator.measured}), flush=True)
    m.close()
    return 0


def driver_kill(a, out: Path, workers: int, address: str) -> dict:
    """Part 5 (see the module's text)."""
    store, log = out / "driver-kill-store.db", out / "driver-kill-keys.log"
    for p in (store, log):
        p.unlink(missing_ok=True)
    cmd = [sys.executable, __file__, "--out", str(out), "--driver-store", str(store),
           "--driver-log", str(log), "--workers", str(workers), "--mode", a.mode]
    cmd += ["--recorded", a.recorded] if a.recorded else []
    env = {**os.environ, "RAY_ADDRESS": address}
    n = len(make_space(problem_of(a.mode, subset=True)))
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
            "first_log_equals_store_at_kill": sorted(first_keys) == sorted(at_kill),
            "measured_by_second": len(second_keys), "second_rc": second.returncode,
            "second_tail": (second.stdout + second.stderr)[-2000:],
            "stored": len(keys), "stored_unique": len(set(keys)),
            "lost": n - len(set(keys)),
            "measured_twice": len(set(at_kill) & set(second_keys))
            + len(second_keys) - len(set(second_keys)),
            "wall_s": round(time.perf_counter() - t0, 2)}


def ideal(recorded) -> dict:
    """The dry run's ceiling: configurations per minute of one fake worker that does
    nothing but sleep the recorded times (times N for N workers)."""
    from warpsmith.tune.replay import PacedReplay

    m = PacedReplay(recorded)
    total = sum(m.seconds(r) for r in m.recorded.values())
    return {"recorded_seconds": round(total, 3), "configs": len(m.recorded),
            "configs_per_min_one_worker": round(60 * len(m.recorded) / total, 1)}


def worker_counts(mode: str, n_gpu: int, asked: str | None) -> list[int]:
    """The worker counts compared: ``--workers`` (comma-separated), else 1, 2 and 4 for
    the dry run, else 1, 2 (with two or more GPUs) and every GPU."""
    if asked:
        return sorted({int(w) for w in asked.split(",")})
    if mode == "dry-run":
        return [1, 2, 4]
    if mode == "no-gpu":
        return [1, 2]
    return sorted({1, *([2] if n_gpu >= 2 else []), max(n_gpu, 1)})


def summarize(record: dict, counts: list[int]) -> dict:
    """Throughput per worker count (median over the repetitions), speed-ups against one
    worker, and the best configurations compared: the same, or the largest run's pick as
    the first 1-GPU part timed it within the noise of that part's best (one board: the
    boards of one machine differ by about as much as the noise; the difference between
    the two runs' values, each on its own boards, is reported beside it)."""
    parts = record["parts"]
    runs = {w: [p for k, p in parts.items() if k.startswith(f"w{w}_r") and p.get("ok")]
            for w in counts}
    rate = {w: round(statistics.median(p["configs_per_min"] for p in r), 1)
            for w, r in runs.items() if r}
    out: dict = {"configs_per_min": rate, "repeats": {w: len(r) for w, r in runs.items()}}
    if 1 in rate:
        out["speedup"] = {w: round(v / rate[1], 3) for w, v in rate.items()}
        out["configs_per_min_per_gpu"] = {w: round(v / w, 1) for w, v in rate.items()}
    if record.get("ideal"):
        one = record["ideal"]["configs_per_min_one_worker"]
        out["fraction_of_ideal"] = {w: round(v / (w * one), 3) for w, v in rate.items()}
    one = (runs.get(1) or [None])[0]
    top = max((w for w in counts if runs.get(w)), default=None)
    if one and top and top > 1 and one.get("best") and runs[top][0].get("best"):
        b1, bn = one["best"], runs[top][0]["best"]
        out["best"] = {"workers_1": b1, f"workers_{top}": bn,
                       "same_config": b1["config"] == bn["config"]}
        nz = parts.get("noise", {})
        if nz.get("ok"):
            rel = abs(bn["value"] - b1["value"]) / b1["value"]
            # the N-GPU run's pick as the 1-GPU run timed it: both on one board, so a
            # difference between boards (0.5% between H100s of one machine in run 15)
            # does not count as a different choice
            there = (one.get("values") or {}).get(key_of(bn["config"].values()))
            same = abs(there - b1["value"]) / b1["value"] if there else None
            out["best"].update(
                relative_difference=round(rel, 5), noise=nz["noise"],
                pick_on_one_gpu=there,
                same_board_difference=None if same is None else round(same, 5),
                within_noise=b1["config"] == bn["config"] or (
                    same if same is not None else rel) <= nz["noise"])
    kills = {k: {f: parts[k].get(f) for f in ("lost", "measured_twice", "stored_unique")}
             for k in ("actor_kill", "driver_kill") if parts.get(k, {}).get("ok")}
    out["kill_tests"] = kills
    if one and one.get("values"):
        out["agreement"] = agreement(one["values"], {
            k: p["values"] for k, p in parts.items()
            if k.startswith("w") and p.get("ok") and p.get("values") and p is not one})
    return out


def agreement(base: dict, others: dict, factor: float = 1.5) -> dict:
    """Per part, how many configurations measured ``factor`` times slower or faster than in
    the first 1-GPU part, and the largest ratio either way: the same configuration on the
    same kind of GPU should time alike whatever the worker count. (Issue 23's runs 6-11
    had 60-80 such configurations per 2-GPU part: the measurer ran the wrong machine code
    for configurations differing only in the register bound; ``docs/tuning.md``.)"""
    out = {}
    for name, vals in others.items():
        ratios = [max(v / base[k], base[k] / v) for k, v in vals.items()
                  if base.get(k) and v]
        out[name] = {"configs": len(ratios),
                     f"apart_{factor}x": sum(r >= factor for r in ratios),
                     "max_ratio": round(max(ratios), 3) if ratios else None}
    return out


def summary_md(record: dict) -> str:
    """The results as a short Markdown page (every figure read from ``record``)."""
    s = record.get("summary", {})
    lines = [f"# Multi-GPU tuning run ({record['mode']})", "",
             f"- device: {record.get('device')}, driver {record.get('driver')}; "
             f"Ray {record.get('ray')}; {record.get('gpus_seen_by_ray')} GPUs and "
             f"{record.get('cpus_seen_by_ray')} CPUs seen by Ray",
             f"- date {record['date']}, commit {record.get('commit')}",
             f"- command: `{record['command']}`", ""]
    if record["mode"] == "dry-run":
        lines += ["**A CPU simulation, not a GPU figure**: fake GPU workers sleep each "
                  "configuration's recorded H100 measuring time "
                  f"({record.get('recorded')}); the figures are what the driver sustains. "
                  "Fraction of the ideal (workers x one worker that only sleeps): "
                  + json.dumps(s.get("fraction_of_ideal")) + ".", ""]
    lines += ["| workers | configs/min | per GPU | speed-up |", "|---|---|---|---|"]
    for w, v in (s.get("configs_per_min") or {}).items():
        lines.append(f"| {w} | {v:.0f} | {s.get('configs_per_min_per_gpu', {}).get(w, '')} "
                     f"| {s.get('speedup', {}).get(w, '')} |")
    if s.get("best"):
        lines += ["", "best configurations: " + json.dumps(s["best"], default=json_default)]
    if s.get("agreement"):
        lines += ["", "agreement with the first 1-GPU part (configurations 1.5x apart, largest "
                  "ratio): " + json.dumps(s["agreement"])]
    e2e = record["parts"].get("e2e", {})
    if e2e.get("ok"):
        lines += ["", f"end to end (compiles overlapped, {e2e['workers']} workers): "
                      f"{e2e['configs_per_min']} configs/min over {e2e['configs']}"]
    lines += ["", "kill tests: " + json.dumps(s.get("kill_tests"), default=json_default), ""]
    failed = [k for k, p in record["parts"].items() if not p.get("ok")]
    if failed:
        lines += [f"failed parts: {', '.join(failed)} (errors in tune-multi.json)", ""]
    return "\n".join(lines)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--out", required=True)
    p.add_argument("--dry-run", action="store_true", help="fake GPU workers (CPU)")
    p.add_argument("--no-gpu", action="store_true", help="the simulator, a small space")
    p.add_argument("--mode", choices=("gpu", "dry-run", "no-gpu"), help=argparse.SUPPRESS)
    p.add_argument("--workers", help="worker counts compared, e.g. 1,2,4")
    p.add_argument("--repeats", type=int, default=2)
    p.add_argument("--width", type=int, help="matrix width of the GPU space (default 512; "
                   "also WS_MULTI_WIDTH, which the restarted driver of the kill test inherits)")
    p.add_argument("--recorded", help="the store the dry run replays")
    p.add_argument("--host-check", action="store_true",
                   help="GPU workers upload, copy back and check on the host per configuration")
    p.add_argument("--driver-store", help=argparse.SUPPRESS)
    p.add_argument("--driver-log", help=argparse.SUPPRESS)
    a = p.parse_args(argv)
    a.mode = a.mode or ("dry-run" if a.dry_run else "no-gpu" if a.no_gpu else "gpu")
    if a.width:
        os.environ["WS_MULTI_WIDTH"] = str(a.width)
    if a.host_check:
        os.environ["WS_MULTI_RESIDENT"] = "0"
    if a.driver_store:
        a.workers = int(a.workers)
        return driver_main(a)
    import ray

    mode, out = a.mode, Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    record = {"mode": mode, "date": today(), "commit": os.environ.get("COMMIT"),
              "command": command_line(), "ray": ray.__version__, "cpu_count": os.cpu_count(),
              "load_average_at_start": os.getloadavg(), "resident": resident(),
              "sync": os.environ.get("WS_MULTI_SYNC", "spin"), "gate": gate(), "sentinel": sentinel(), "parts": {}}
    if mode == "dry-run":
        record.update(simulation="CPU simulation with fake GPU workers: NOT a GPU figure",
                      recorded=a.recorded or str(RECORDED.relative_to(ROOT)))
    run_part(record, "device", lambda: record.update(device_record(mode == "gpu")))
    if mode == "dry-run":
        record.update(device="none (--dry-run: fake GPU workers sleeping recorded H100 times)",
                      ideal=ideal(a.recorded or RECORDED))
    ctx = ray.init(include_dashboard=False, log_to_driver=False, runtime_env=ray_env(),
                   **({} if mode == "gpu" else {"num_cpus": 2}))
    n_gpu = int(ray.cluster_resources().get("GPU", 0))
    counts = worker_counts(mode, n_gpu, a.workers)
    top = max(counts)
    record.update(gpus_seen_by_ray=n_gpu, cpus_seen_by_ray=ray.cluster_resources().get("CPU"),
                  worker_counts=counts, commit_every=COMMIT_EVERY, depth=2,
                  width=int(os.environ.get("WS_MULTI_WIDTH", "512")))
    problem, sub = problem_of(mode), problem_of(mode, subset=True)
    compiled: dict = {}

    def save():  # after every part, so a run stopped by its time limit keeps what it did
        try:
            record["summary"] = summarize(record, counts)
        except Exception as e:  # noqa: BLE001 - the parts' results are still written
            record["summary"] = {"error": f"{type(e).__name__}: {e}"}
        (out / "tune-multi.json").write_text(json.dumps(record, indent=1, default=json_default))
        try:
            (out / "summary.md").write_text(summary_md(record))
        except Exception as e:  # noqa: BLE001 - the JSON holds everything
            (out / "summary.md").write_text(f"summary failed: {type(e).__name__}: {e}\n")

    def space_part(name, prob, w, kill=None, precompile=True):
        path = out / f"{name.replace('_', '-')}-store.db"
        path.unlink(missing_ok=True)
        k = max(2, len(make_space(prob)) // 3) if kill else None
        run_part(record, name, lambda: run_space(prob, mode, w, path, compiled, kill_at=k,
                                             recorded=a.recorded, precompile=precompile))
        save()
    if mode == "gpu" and n_gpu == 0:  # GPU actors would wait forever for a GPU
        record["error"] = "Ray sees no GPU: nothing run"
        save()
        ray.shutdown()
        print(record["error"])
        return 1
    kill_workers = top if mode == "gpu" else max(top, 2)  # a GPU actor needs its own GPU
    if mode == "gpu":
        space_part("e2e", problem, top, precompile=False)
    for rep in range(a.repeats):
        for w in (counts if rep % 2 == 0 else counts[::-1]):
            space_part(f"w{w}_r{rep}", problem, w)
    run_part(record, "noise", lambda: noise(problem, mode, out / "w1-r0-store.db", compiled,
                                        a.recorded))
    save()
    space_part("actor_kill", sub, kill_workers, kill=True)
    run_part(record, "driver_kill", lambda: driver_kill(a, out, kill_workers,
                                                    ctx.address_info["address"]))
    record["load_average_at_end"] = os.getloadavg()
    save()
    ray.shutdown()
    print(json.dumps(record["summary"], default=json_default))
    print(f"wrote {out / 'tune-multi.json'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
