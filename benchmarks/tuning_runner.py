#!/usr/bin/env python3
"""Exhaustive measurement of the six tuning spaces of ``benchmarks/tuning/spaces.py`` on a
GPU (issue 20, section 7): one Kernel Tuner cache JSON per space, and a summary.

    python3 benchmarks/tuning_runner.py --out-dir $OUT                # on the GPU, ~4-5 min
    python3 benchmarks/tuning_runner.py --no-gpu --spaces transpose --limit 20 \\
        --jobs 2 --out-dir /tmp/t                                     # anywhere (NVRTC)

How a configuration is measured:

1. **Compile** (CPU, a process pool of ``--jobs`` workers, 12 by default, while the GPU
   measures what is ready): the kernel read by warpsmith's frontend with the
   configuration's ``-D`` macros (or, for the coarsening space, the original coarsened by
   ``transform.coarsen``), printed as CUDA C and compiled by NVRTC for the device's
   architecture (``backends.cuda_compile.compile_cuda``): the cubin and the compiler's
   report (registers, shared memory, spills).
2. **Check** (a GPU worker process): the cubin loaded, the launch checked against the
   device's limits (``backends.cuda.check_launch``), the pure outputs poisoned (NaN) and
   in-place ones restored, one launch, every output compared with the NumPy reference
   (exactly: the inputs are small integers).
3. **Time**: ``tune.measure.sample`` on CUDA events, ``--warmup`` (2) untimed launches and
   the median of ``--repetitions`` (7); no L2 flush (as Kernel Tuner).

A failure never stops the run; it is recorded with its reason, in Kernel Tuner's terms:
``InvalidConfig`` (a refused transformation, a launch over the device's limits),
``CompilationFailedConfig``, ``RuntimeFailedConfig`` (a launch error, a wrong result, a
crash or hang of the GPU worker, which is then replaced; ``--config-timeout``).

Writes into ``--out-dir``: ``tuning-<space>-<gpu>-<date>.json`` (Kernel Tuner 1.x cache:
``device_name``, ``kernel_name``, ``problem_size``, ``tune_params_keys``, ``tune_params``,
``objective``, ``cache`` of every configuration that passes the restrictions; extra keys
``restrictions``, ``grid_div_x/y/z`` and ``warpsmith`` describe the space), the summary
``tuning-<gpu>-<date>.json`` (device, driver, date, commit from env ``COMMIT``, command,
versions, per space the counts, the best configuration, the seconds spent) and a ``.log``.
No configuration is started after ``--budget-s`` (those are listed in the summary as not
measured and left out of the caches). ``--no-gpu``: compile only, and check
``--sim-check`` configurations per space on the simulator at their smallest size.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import datetime as _dt
import json
import multiprocessing as mp
import os
import queue
import re
import shlex
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent
if str(ROOT / "src") not in sys.path:
    sys.path.insert(0, str(ROOT / "src"))

import numpy as np  # noqa: E402

from warpsmith.tune import results  # noqa: E402
from warpsmith.tune.results import error_text as _err  # noqa: E402

SEED = 20
T0 = time.time()
_LOG: list[str] = []
INVALID, COMPILE_FAILED, RUNTIME_FAILED = ("InvalidConfig", "CompilationFailedConfig",
                                           "RuntimeFailedConfig")


def log(msg: str) -> None:
    """Print ``msg`` with the elapsed seconds and keep it for the ``.log`` file."""
    line = f"[{time.time() - T0:6.1f}s] {msg}"
    _LOG.append(line)
    print(line, flush=True)


def spaces_module():
    """``benchmarks/tuning/spaces.py`` (loaded by path)."""
    import importlib.util

    name = "tuning_spaces"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, HERE / "tuning" / "spaces.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


def select(names: str | None) -> list:
    """The spaces named in ``--spaces`` (default the six of the comparison, not the held-out
    four), in the module's order."""
    mod = spaces_module()
    S = mod.ALL
    if not names:
        return list(mod.SPACES.values())
    want = [n.strip() for n in names.split(",") if n.strip()]
    bad = [n for n in want if n not in S]
    if bad:
        raise SystemExit(f"tuning_runner: unknown space(s) {', '.join(bad)}; known: "
                         + ", ".join(S))
    return [S[n] for n in want]


def subset(configs: list, limit: int | None) -> list:
    """``limit`` configurations spread evenly over ``configs`` (all without a limit)."""
    if not limit or limit >= len(configs):
        return list(configs)
    step = len(configs) / limit
    return [configs[int(i * step)] for i in range(limit)]


# ----------------------------------------------------------------------------- CPU side

def build(space, cfg: dict, size: str = "gpu"):
    """``(module, function, grid, block, dims)`` of one configuration at ``size``, or the
    text of why it cannot run (a refused or pruned transformation: InvalidConfig)."""
    from warpsmith.frontend import read_module
    from warpsmith.ir import find_kernel

    dims = space.dims(size, cfg)
    if space.build is not None:
        got = space.build(cfg, dims, size)
        if isinstance(got, str):
            return got
        module, kernel, grid, block, dims2 = got
        return module, find_kernel(module, kernel), grid, block, {**dims, **dims2}
    module = read_module(str(space.path), dialect="cuda", defines=space.defines(cfg))
    return (module, find_kernel(module, space.kernel), space.grid(cfg, dims),
            space.block(cfg), dims)


_TEXTS: dict = {}


def compile_task(task: dict) -> list[dict]:
    """Compile the configurations of one task (a pool job): one entry each, ``status``
    ``ready`` (with the cubin and report), ``invalid`` or ``compile_failed`` (with the
    reason). A text compiled before in this process is not compiled again."""
    from warpsmith.backends.cuda import cuda_source
    from warpsmith.backends.cuda_compile import compile_cuda

    space = spaces_module().ALL[task["space"]]
    size = task.get("size", "gpu")
    out = []
    for cfg in task["configs"]:
        t = time.perf_counter()
        ent = {"space": space.name, "key": space.key(cfg), "cfg": cfg, "size": size}
        try:
            got = build(space, cfg, size)
            if isinstance(got, str):
                ent.update(status="invalid", reason=got)
            else:
                module, fn, grid, block, dims = got
                text = cuda_source(module, fn)
                h = (text, task["arch"])
                if h not in _TEXTS:
                    _TEXTS[h] = compile_cuda(text, fn.name, task["arch"],
                                             filename=f"{space.name}.cu")
                rep = _TEXTS[h]
                ent.update(status="ready", report=rep, grid=[int(v) for v in grid],
                           block=[int(v) for v in block],
                           params=[(p.name, p.type) for p in fn.params],
                           constants=declared_constants(space, text),
                           dims={k: v for k, v in dims.items() if k != "global"})
        except Exception as exc:  # noqa: BLE001 - recorded; a compile error names its line
            ent.update(status="compile_failed", reason=_err(exc)[:800])
        ent["compile_ms"] = 1000 * (time.perf_counter() - t)
        out.append(ent)
    return out


def declared_constants(space, text: str) -> list[str]:
    """The space's host-filled ``__constant__`` arrays that the printed ``text`` declares:
    the printer leaves out a module variable no kernel uses (convolution with
    ``use_cmem=0`` never reads ``d_filter``), and the compiled module then has no such
    symbol to copy into."""
    return [n for n in space.constants if re.search(rf"\b{re.escape(n)}\b", text)]


def tasks_of(space, configs: list, arch: str) -> list[dict]:
    """Pool tasks: one per configuration, or per group of configurations sharing a text
    (the coarsening space: one per factor, dimension and stride)."""
    if space.group is None:
        return [{"space": space.name, "configs": [c], "arch": arch} for c in configs]
    groups: dict = {}
    for c in configs:
        groups.setdefault(space.group(c), []).append(c)
    return [{"space": space.name, "configs": g, "arch": arch} for g in groups.values()]


# ----------------------------------------------------------------------------- GPU worker

class _Problem:
    """One space's inputs on the device (uploaded once), pristine copies of in-place
    outputs, and its references by ``ref_key``."""

    def __init__(self, cp, space, dims: dict):
        self.cp, self.space, self.dims = cp, space, dims
        self.host = space.args(np.random.default_rng(SEED), dims)
        self.dev = {k: cp.asarray(v) for k, v in self.host.items() if isinstance(v, np.ndarray)}
        self.pristine = {k: self.dev[k].copy() for k in space.outputs
                         if k not in space.pure_outputs}
        self.refs: dict = {}

    def reference(self, cfg: dict) -> dict:
        key = self.space.ref_key(cfg)
        if key not in self.refs:
            want = self.space.reference(self.host, self.dims, cfg)
            self.refs[key] = {k: self.cp.asarray(v) for k, v in want.items()}
        return self.refs[key]


def _compare(cp, got, want) -> str | None:
    got = got[:want.size]
    bad = ~(got == want)
    n = int(bad.sum())
    if not n:
        return None
    i = int(cp.argmax(bad))
    return (f"{n} of {want.size} elements differ (first at {i}: got {float(got[i])!r}, "
            f"want {float(want[i])!r})")


def gpu_measure(state: dict, ent: dict, reps: int, warmup: int) -> dict:
    """Check and time one compiled configuration (in the GPU worker). ``state``: ``cp``
    (CuPy), ``clock`` (a ``tune.measure.Clock``), ``limits`` (``backends.cuda.limits()``)
    and ``problems`` (the inputs on the device, filled here)."""
    from warpsmith.backends import cuda
    from warpsmith.ir.errors import LaunchError
    from warpsmith.ir.types import PointerType
    from warpsmith.tune import measure

    cp = state["cp"]
    space = spaces_module().ALL[ent["space"]]
    t0 = time.perf_counter()
    dims = space.dims(ent.get("size", "gpu"), ent["cfg"])
    pkey = (space.name, repr(sorted(dims.items())))
    if pkey not in state["problems"]:
        if len(state["problems"]) > 16:
            state["problems"].clear()
        state["problems"][pkey] = _Problem(cp, space, dims)
    prob = state["problems"][pkey]
    rep = ent["report"]
    grid, block = tuple(ent["grid"]), tuple(ent["block"])
    try:
        cuda.check_launch(rep, rep.kernel, grid, block, 0, state["limits"])
    except LaunchError as exc:
        return {"status": INVALID, "reason": exc.message}
    mod = cp.cuda.function.Module()
    mod.load(rep.cubin)
    func = mod.get_function(rep.lowered_name)
    for name in ent["constants"]:
        host = np.ascontiguousarray(prob.host[name])
        ptr = mod.get_global_var(name)
        addr = ptr if isinstance(ptr, int) else ptr.ptr
        cp.cuda.runtime.memcpy(addr, host.ctypes.data, host.nbytes,
                               cp.cuda.runtime.memcpyHostToDevice)
    args = []
    for name, typ in ent["params"]:
        if isinstance(typ, PointerType):
            args.append(prob.dev[name])
        else:
            args.append(cuda.scalar_argument(prob.host[name], typ))
    args = tuple(args)
    launch = lambda: func(grid, block, args)  # noqa: E731
    framework = 1000 * (time.perf_counter() - t0)
    t1 = time.perf_counter()
    for name in space.pure_outputs:
        prob.dev[name].view(cp.uint8).fill(0xFF)
    for name, arr in prob.pristine.items():
        prob.dev[name][...] = arr
    launch()
    cp.cuda.runtime.deviceSynchronize()
    problems = []
    for name, want in prob.reference(ent["cfg"]).items():
        why = _compare(cp, prob.dev[name], want)
        if why:
            problems.append(f"{name}: {why}")
    verification = 1000 * (time.perf_counter() - t1)
    if problems:
        return {"status": RUNTIME_FAILED, "reason": "wrong result: " + "; ".join(problems),
                "verification_time": verification, "framework_time": framework}
    t2 = time.perf_counter()
    samples = measure.sample(launch, state["clock"], reps, warmup=warmup)
    stats = measure.summarize(samples)
    return {"status": "ok", "time": stats["median_ms"], "times": samples,
            "verification_time": verification, "framework_time": framework,
            "benchmark_time": 1000 * (time.perf_counter() - t2),
            "iqr_ms": stats["iqr_ms"]}


def gpu_worker(conn, reps: int, warmup: int) -> None:
    """The GPU worker process: answers ``("versions",)`` and ``("measure", entry)``
    messages on ``conn`` until ``("stop",)``; exits after a sticky CUDA error (the parent
    starts a new one)."""
    from warpsmith.backends import cuda
    from warpsmith.tune import measure

    state = {"problems": {}}
    try:
        state["cp"] = cuda.cupy()
        state["clock"] = measure.CupyClock()
        state["limits"] = cuda.limits()
        conn.send(("ready", results.versions()))
    except Exception as exc:  # noqa: BLE001
        conn.send(("unavailable", _err(exc)))
        return
    while True:
        msg = conn.recv()
        if msg[0] == "stop":
            return
        ent = msg[1]
        try:
            out = gpu_measure(state, ent, reps, warmup)
        except Exception as exc:  # noqa: BLE001 - a launch error: recorded
            out = {"status": RUNTIME_FAILED, "reason": _err(exc)[:800]}
            if cuda.sticky(exc):
                conn.send(("result", out))
                return
        conn.send(("result", out))


class Gpu:
    """The parent's handle on the GPU worker: starts it, sends one configuration at a
    time, replaces it when it dies or runs past the timeout."""

    def __init__(self, reps: int, warmup: int, timeout: float, setup_timeout: float = 300.0):
        self.reps, self.warmup, self.timeout = reps, warmup, timeout
        self.setup_timeout = setup_timeout
        self.proc = self.conn = None
        self.versions = None
        self.restarts = 0
        #: (space, reference key) pairs whose inputs and NumPy reference this worker has made
        self.prepared: set = set()

    def answer_limit(self, ent: dict) -> float:
        """Seconds to wait for ``ent``'s answer: the per-configuration timeout, plus
        ``setup_timeout`` the first time this worker meets the entry's space and reference
        key, when it also makes the space's inputs and the NumPy reference inside the same
        wait (mandel's 4096 x 4096 reference outlasted 30 s: every configuration of the
        space was then recorded as hung, and each replacement worker started over)."""
        key = _prepared_key(ent)
        return self.timeout + (0.0 if key in self.prepared else self.setup_timeout)

    def start(self) -> str | None:
        """Start a worker; None when it is ready, else why not."""
        ctx = mp.get_context("spawn")
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=gpu_worker, args=(child, self.reps, self.warmup),
                                daemon=True)
        self.proc.start()
        if not self.conn.poll(120):
            self.kill()
            return "the GPU worker did not start in 120 s"
        kind, val = self.conn.recv()
        if kind != "ready":
            self.kill()
            return val
        self.versions = val
        self.prepared = set()
        return None

    def kill(self) -> None:
        if self.proc is not None and self.proc.is_alive():
            self.proc.kill()
            self.proc.join(10)
        self.proc = None

    def measure(self, ent: dict) -> dict:
        """Check and time one entry; a dead or hung worker is replaced."""
        if self.proc is None or not self.proc.is_alive():
            why = self.start()
            if why:
                return {"status": RUNTIME_FAILED, "reason": f"no GPU worker: {why}"}
        limit = self.answer_limit(ent)
        try:
            self.conn.send(("measure", ent))
            if self.conn.poll(limit):
                _kind, out = self.conn.recv()
                self.prepared.add(_prepared_key(ent))
                return out  # after a sticky error the worker exits; the next call restarts it
            why = f"no answer in {limit:g} s (a hung kernel?): worker replaced"
        except (EOFError, BrokenPipeError, OSError) as exc:
            why = f"the GPU worker died ({_err(exc)}): worker replaced"
        self.kill()
        self.restarts += 1
        return {"status": RUNTIME_FAILED, "reason": why}

    def stop(self) -> None:
        if self.proc is not None and self.proc.is_alive():
            try:
                self.conn.send(("stop",))
                self.proc.join(10)
            except (BrokenPipeError, OSError):
                pass
        self.kill()


def _prepared_key(ent: dict) -> tuple:
    """The (space, reference key) an entry needs prepared in the worker."""
    return ent["space"], repr(spaces_module().ALL[ent["space"]].ref_key(ent["cfg"]))


# ----------------------------------------------------------------------------- records

def kt_record(space, ent: dict, out: dict | None) -> dict:
    """One Kernel Tuner cache record: the parameters, ``time`` (ms, the median) or the
    error name, ``times``, the phase times in ms, a timestamp, and (extra keys) the
    compiler's report and the failure's reason."""
    rec = dict(ent["cfg"])
    status = ent["status"] if out is None else out["status"]
    err = {"invalid": INVALID, "compile_failed": COMPILE_FAILED}.get(status, status)
    rec["time"] = out["time"] if status == "ok" else err
    rec["times"] = list(out.get("times", [])) if out else []
    rec["compile_time"] = round(ent.get("compile_ms", 0.0), 3)
    rec["verification_time"] = round((out or {}).get("verification_time", 0.0), 3)
    rec["benchmark_time"] = round((out or {}).get("benchmark_time", 0.0), 3)
    rec["strategy_time"] = 0
    rec["framework_time"] = round((out or {}).get("framework_time", 0.0), 3)
    rec["timestamp"] = _dt.datetime.now(_dt.timezone.utc).isoformat()
    reason = ent.get("reason") or (out or {}).get("reason")
    if reason:
        rec["reason"] = reason
    if ent.get("report") is not None:
        r = ent["report"]
        rec["registers"] = r.registers
        rec["shared_static_bytes"] = r.shared_static_bytes
        rec["spill_bytes"] = r.spill_store_bytes + r.spill_load_bytes
    return rec


def kt_cache(space, records: dict, device: str, dims: dict) -> dict:
    """The Kernel Tuner 1.x cache document of one space (module doc); ``dims`` are the
    space's own (``space.dims``), which ``problem_size`` is computed from."""
    return {"device_name": device, "kernel_name": space.kernel,
            "problem_size": list(space.problem(dims)),
            "tune_params_keys": list(space.tune_params),
            "tune_params": {k: list(v) for k, v in space.tune_params.items()},
            "objective": "time", "restrictions": list(space.restrictions),
            "grid_div_x": space.grid_div_x, "grid_div_y": space.grid_div_y,
            "grid_div_z": space.grid_div_z,
            "warpsmith": {"space": space.name, "file": (f"benchmarks/tuning/{space.file}"
                                                         if space.file else None),
                          "description": space.description, "time": "median of the samples "
                          "(ms), CUDA events, no L2 flush", "dims": dims},
            "cache": records}


def write_kt_cache(path: Path, doc: dict) -> None:
    """Write a cache document as Kernel Tuner writes its own: the header, then one line
    per configuration (closed, so that any JSON reader reads it)."""
    head = {k: v for k, v in doc.items() if k != "cache"}
    lines = [json.dumps({key: rec}, default=results.json_default)[1:-1]
             for key, rec in doc["cache"].items()]
    text = json.dumps({**head, "cache": {}}, indent="", default=results.json_default)[:-3]
    path.write_text(text + "\n" + ",\n".join(lines) + "}\n}\n")


def space_summary(space, records: dict, total: int, seconds: float) -> dict:
    """Counts, best configuration and time of one space's records."""
    ok = {k: r for k, r in records.items() if isinstance(r["time"], (int, float))}
    counts: dict = {}
    for r in records.values():
        key = "ok" if isinstance(r["time"], (int, float)) else r["time"]
        counts[key] = counts.get(key, 0) + 1
    best = min(ok.items(), key=lambda kv: kv[1]["time"]) if ok else None
    return {"configs": total, "recorded": len(records), "not_measured": total - len(records),
            "counts": counts, "best_key": best[0] if best else None,
            "best_time_ms": best[1]["time"] if best else None,
            "worst_time_ms": max(r["time"] for r in ok.values()) if ok else None,
            "seconds": round(seconds, 1)}


# ----------------------------------------------------------------------------- simulator

def sim_check(space, cfg: dict) -> str:
    """Run ``cfg`` on the simulator at its smallest size and compare with the reference:
    ``"ok"``, ``"invalid: ..."`` or the problems."""
    from warpsmith.backends.simulator import simulate

    got = build(space, cfg, "ci")
    if isinstance(got, str):
        return f"invalid: {got}"
    module, fn, grid, block, dims = got
    args = space.args(np.random.default_rng(SEED), space.dims("ci", cfg))
    want = space.reference(args, space.dims("ci", cfg), cfg)
    given = dict(args)
    for name in space.pure_outputs:
        given[name] = np.array(args[name])
        given[name].view(np.uint8).fill(0xFF)  # NaN in floats, all ones in integers
    res = simulate(module, fn, grid, block, given)
    problems = []
    for name, w in want.items():
        g = np.asarray(res.outputs[name])[:w.size]
        if not np.array_equal(g, w):
            problems.append(f"{name}: {int((g != w).sum())} of {w.size} differ")
    return "ok" if not problems else "; ".join(problems)


def _sim_job(task: dict) -> dict:
    space = spaces_module().ALL[task["space"]]
    t = time.time()
    try:
        verdict = sim_check(space, task["cfg"])
    except Exception as exc:  # noqa: BLE001 - recorded
        verdict = f"error: {_err(exc)}"
    return {"space": space.name, "key": space.key(task["cfg"]), "verdict": verdict,
            "seconds": round(time.time() - t, 2)}


# ----------------------------------------------------------------------------- main

def _arch(gpu: Gpu | None) -> str:
    if gpu is not None and gpu.versions:
        return gpu.versions.get("arch") or "sm_90"
    return "sm_90"


def run(a, spaces: list, out_dir: Path, command: str) -> int:
    """Compile every selected configuration in the pool while the GPU worker measures
    what is ready; write the caches and the summary."""
    gpu = None
    device, vers = "none (compile only)", None
    if not a.no_gpu:
        gpu = Gpu(a.repetitions, a.warmup, a.config_timeout, a.setup_timeout)
        why = gpu.start()
        if why:
            log(f"no usable GPU: {why}")
            gpu = None
        else:
            vers = gpu.versions
            device = vers.get("name", "gpu")
            log(f"GPU: {device} ({vers.get('arch')}), driver {vers.get('driver')}")
    if vers is None:
        import platform

        vers = {"python": platform.python_version(), "numpy": np.__version__}
    arch = _arch(gpu)
    slug = results.gpu_slug(device) if gpu is not None else "nogpu"
    date = results.today()
    configs = {s.name: subset(s.configs(), a.limit) for s in spaces}
    for s in spaces:
        log(f"{s.name}: {len(configs[s.name])} configurations ({len(s.configs())} in the "
            f"space)")
    ready: queue.Queue = queue.Queue()
    records: dict = {s.name: {} for s in spaces}
    started = {s.name: None for s in spaces}
    finished: dict = {}
    compile_stats = {s.name: {"ready": 0, "invalid": 0, "compile_failed": 0,
                              "compile_ms": 0.0} for s in spaces}
    deadline = T0 + a.budget_s
    pool = cf.ProcessPoolExecutor(a.jobs, mp_context=mp.get_context("spawn"))
    futures = []
    for s in spaces:
        for task in tasks_of(s, configs[s.name], arch):
            f = pool.submit(compile_task, task)
            f.add_done_callback(lambda fut: ready.put(fut))
            futures.append(f)
    pending = len(futures)
    while pending:
        if gpu is not None and time.time() > deadline:
            log("budget spent: no further configuration is started")
            break
        try:
            fut = ready.get(timeout=5)
        except queue.Empty:
            continue
        pending -= 1
        try:
            ents = fut.result()
        except Exception as exc:  # noqa: BLE001 - a pool worker died
            log(f"a compile task failed: {_err(exc)}")
            continue
        for ent in ents:
            st = compile_stats[ent["space"]]
            st[ent["status"]] = st.get(ent["status"], 0) + 1
            st["compile_ms"] += ent.get("compile_ms", 0.0)
            space = spaces_module().ALL[ent["space"]]
            if started[space.name] is None:
                started[space.name] = time.time()
            out = None
            if ent["status"] == "ready" and gpu is not None:
                out = gpu.measure(ent)
            elif ent["status"] == "ready":
                continue  # compile only: no record
            records[space.name][ent["key"]] = kt_record(space, ent, out)
            finished[space.name] = time.time()
    pool.shutdown(wait=False, cancel_futures=True)
    if gpu is not None:
        gpu.stop()
    measured = sum(len(r) for r in records.values())
    log(f"done: {measured} configurations recorded" + (
        f", {sum(len(c) for c in configs.values()) - measured} not measured (budget)"
        if gpu is not None else ""))

    sims = {}
    if a.no_gpu and a.sim_check:
        tasks = []
        for s in spaces:
            for cfg in subset(configs[s.name], a.sim_check):
                tasks.append({"space": s.name, "cfg": cfg})
        with cf.ProcessPoolExecutor(min(a.jobs, len(tasks) or 1),
                                    mp_context=mp.get_context("spawn")) as sp:
            for r in sp.map(_sim_job, tasks):
                sims.setdefault(r["space"], []).append(r)
                log(f"simulator {r['space']} {r['key']}: {r['verdict']} ({r['seconds']} s)")

    summary = {**results.header(device, vers, command, date),
               "commit": os.environ.get("COMMIT"), "seed": SEED,
               "repetitions": a.repetitions, "warmup": a.warmup, "jobs": a.jobs,
               "budget_s": a.budget_s, "gpu_worker_restarts": gpu.restarts if gpu else 0,
               "spaces": {}}
    for s in spaces:
        dims = s.dims("gpu", configs[s.name][0])
        entry = {"description": s.description, "compile": compile_stats[s.name]}
        if gpu is not None:
            path = out_dir / f"tuning-{s.name}-{slug}-{date}.json"
            write_kt_cache(path, kt_cache(s, records[s.name], device, dims))
            secs = (finished.get(s.name, time.time()) - (started[s.name] or time.time()))
            entry.update(space_summary(s, records[s.name], len(configs[s.name]), secs),
                         cache=path.name)
            log(f"{s.name}: {entry['counts']}, best {entry['best_key']} "
                f"{entry['best_time_ms']} ms -> {path.name}")
        else:
            entry["configs"] = len(configs[s.name])
            entry["compile_failures"] = {k: r.get("reason") for k, r in
                                         records[s.name].items()
                                         if r["time"] == COMPILE_FAILED}
            entry["simulator"] = sims.get(s.name, [])
        summary["spaces"][s.name] = entry
    summary["seconds"] = round(time.time() - T0, 1)
    stem = out_dir / f"tuning-{slug}-{date}"
    results.write_results(stem, summary, log="\n".join(_LOG) + "\n",
                          text=json.dumps(summary, indent=1, default=results.json_default))
    log(f"wrote {stem}.json")
    bad_sim = any(r["verdict"] != "ok" and not r["verdict"].startswith("invalid")
                  for rs in sims.values() for r in rs)
    return 1 if bad_sim or (not a.no_gpu and gpu is None) else 0


def main(argv: list[str] | None = None) -> int:
    """Parse the options and run (module doc)."""
    global T0
    T0 = time.time()
    _LOG.clear()
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out-dir", required=True)
    ap.add_argument("--spaces", help="comma-separated space names (default all)")
    ap.add_argument("--limit", type=int, help="at most this many configurations per space, "
                    "spread over it (default all)")
    ap.add_argument("--jobs", type=int, default=min(12, os.cpu_count() or 1))
    ap.add_argument("--repetitions", type=int, default=7)
    ap.add_argument("--warmup", type=int, default=2)
    ap.add_argument("--budget-s", type=float, default=330,
                    help="start no configuration after this many seconds (default 330)")
    ap.add_argument("--setup-timeout", type=float, default=300,
                    help="extra seconds for a worker's first configuration of a space and "
                         "reference key, which also makes the inputs and the NumPy reference "
                         "(default 300)")
    ap.add_argument("--config-timeout", type=float, default=30)
    ap.add_argument("--no-gpu", action="store_true", help="compile only; check "
                    "--sim-check configurations per space on the simulator")
    ap.add_argument("--sim-check", type=int, default=2)
    a = ap.parse_args(argv)
    if a.repetitions < 1 or a.jobs < 1:
        ap.error("--repetitions and --jobs must be at least 1")
    argv_list = list(sys.argv[1:] if argv is None else argv)
    command = " ".join(shlex.quote(x) for x in ["python3", results.rel(__file__)] + argv_list)
    out_dir = Path(a.out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    try:
        return run(a, select(a.spaces), out_dir, command)
    except SystemExit:
        raise
    except Exception as exc:  # noqa: BLE001 - say what failed, in the log too
        log(f"failed: {_err(exc)}\n{traceback.format_exc()}")
        (out_dir / "tuning-failed.log").write_text("\n".join(_LOG) + "\n")
        return 1


if __name__ == "__main__":
    sys.exit(main())
