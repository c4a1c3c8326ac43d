#!/usr/bin/env python3
"""The held-out suite on a GPU (issue 16, part 1): for every kernel of the frozen suite
``benchmarks/heldout/``, the original, what ``ws.optimize`` makes of it, what ``ws.coarsen``
makes with the advisor's choice (``factor=None``), fixed coarsenings by 2, 4 and 8 along x
(the yardstick for the advisor) and the hand version; each verified against the NumPy
reference on the GPU at the GPU size, timed, and paired with the model's prediction of the
same source at the same launch.

    PYTHONPATH=src python3 benchmarks/heldout_runner.py --out-dir DIR            # on the GPU
    PYTHONPATH=src python3 benchmarks/heldout_runner.py --no-gpu --out-dir DIR   # anywhere
    ... --suite benchmarks/heldout2     # another frozen suite (default benchmarks/heldout)

Stage 1 (CPU, a process pool, one job per kernel; a failure is recorded in that kernel's
``errors`` and the run goes on):

* the tools run at the kernel's GPU launch (``gpu`` in the manifest) with its integer
  scalar arguments as launch parameters: ``ws.optimize``, ``ws.coarsen`` (advisor), and
  ``ws.coarsen`` with factor 2, 4, 8 on dimension 0; a variant whose run-time guard fails
  at that launch is replaced by the original (``fallback``), as the generated host code
  would do;
* every role (a distinct kernel text and launch) is run on the simulator at the small
  ``ci`` launch (through the guard) and compared with the reference (``sim_ci``); the
  original's pure outputs (written before read) are found, to be poisoned on the GPU;
* ``ws.predict`` on the H100 description predicts every role at its GPU launch
  (``--predict-timeout-s`` per prediction, then again without the simulator replay:
  ``mode symbolic``); the CUDA text that runs and its sha256 are recorded beside it. The
  model's one-block replay runs on copies of the kernel's own GPU-size arguments (seed
  1234), as ``ws.predict(args=)`` does for a user with data (since session 14; the fifth
  suite's device predictions were made on buffers of ones; ``--no-model-data`` for that).

Stage 2 (GPU, a worker subprocess restarted after a kernel that breaks the CUDA context;
it starts on kernels as soon as their stage 1 is done): the launch cost (CUDA-event median
of an empty kernel, 1 x 32 threads and 65536 x 256 threads; reported, subtracted from
nothing), then per kernel: arguments at the GPU size (seed 1234), the NumPy reference,
and per role a checked launch (pure outputs poisoned with 0xFF bytes; for a hand version,
only those it too never reads) compared with the
reference (the looser of the spec's and the real-device tolerance, integers exact), then
``tune.measure``: 3 warm-up launches, the median (with min, max, quartiles) of
``--reps`` CUDA-event timings, L2 flushed before each. Roles whose text and launch are the
original's are not launched twice (``same_as``). No profiler is involved (ncu-free).

Writes ``<suite>-<gpu>-<date>.json`` (``--no-gpu``: ``<suite>-predictions-<date>.json``;
``<suite>`` is the suite directory's name: ``heldout``, ``heldout2``) to ``--out-dir`` with
device, driver, date, commit (env ``COMMIT``), command, the suite (its path and its
recorded and recomputed hash), and per kernel the roles with prediction and measurement;
``benchmarks/heldout_report.py`` turns it into the Markdown report. ``--budget-s``: no
new kernel is started after it (the rest are recorded as skipped).
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import datetime as _dt
import hashlib
import json
import os
import pickle
import shlex
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT / "src") not in sys.path:
    sys.path.insert(0, str(ROOT / "src"))

from warpsmith.corpus.heldout import SEED  # noqa: E402 - the seed of every kernel's arguments

SWEEP = (2, 4, 8)
REASSOCIATE = True  # ws.optimize may reorder floating-point sums (recorded in the header)
ROLES = ("original", "optimized", "coarsened") + tuple(f"coarsen_f{f}" for f in SWEEP) + ("hand",)
T0 = time.time()
#: the frozen suite's directory (``--suite``; set in every process that reads it)
SUITE: Path | None = None


def log(msg: str) -> None:
    print(f"[{time.time() - T0:6.1f}s] {msg}", flush=True)


def _err(exc: BaseException) -> str:
    msg = getattr(exc, "message", None) or str(exc)
    return f"{type(exc).__name__}: {msg}"[:800]


class Timeout(BaseException):
    """A tool call ran past its limit (a BaseException: the tools' own ``except Exception``
    fallbacks must not swallow it)."""


def _alarm(_signum, _frame):
    raise Timeout()


#: the run's deadline (epoch seconds) in this process: no tool call runs past it
DEADLINE = float("inf")


def limited(seconds: float, fn, *a, **kw):
    """``fn(*a, **kw)``, interrupted with :class:`Timeout` after ``seconds`` or at
    :data:`DEADLINE`, whichever comes first (SIGALRM: call from a process's main thread)."""
    seconds = min(seconds, DEADLINE - time.time())
    if seconds <= 0:
        raise Timeout()
    signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        return fn(*a, **kw)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


# ----------------------------------------------------------------------------- stage 1: CPU

def _launch_json(kernel: str, grid, block, shared: int) -> dict:
    return {"kernel": kernel, "grid": [int(g) for g in grid], "block": [int(b) for b in block],
            "dynamic_shared": int(shared)}


def _cuda_text(module, kernel: str) -> str:
    from warpsmith.backends.cuda import cuda_source
    from warpsmith.ir import find_kernel

    return cuda_source(module, find_kernel(module, kernel))


def _guarded(variant, launch, params: dict):
    """(kernel name, grid, block, failed assumptions) the run-time guard picks at ``launch``."""
    from warpsmith.ir.launch import dim3
    from warpsmith.transform.dispatch import dispatcher

    k, g, b, failed = dispatcher(variant)(dim3(launch.grid), dim3(launch.block), params)
    return k, g, b, list(failed)


def _variant_role(res, orig_module, orig_launch, params: dict) -> dict:
    """A role from a transformation's result: the variant at the GPU launch through its
    guard, or the original (``no_variant`` / ``fallback``)."""
    v = getattr(res, "variant", None)
    if v is None:
        return {"module": orig_module, "launch": orig_launch, "no_variant": True, "variant": None}
    k, g, b, failed = _guarded(v, orig_launch, params)
    if failed:
        return {"module": orig_module, "launch": orig_launch, "fallback": failed, "variant": v}
    return {"module": v.module, "kernel": v.kernel, "launch": orig_launch.with_geometry(g, b),
            "variant": v, "assumptions": [str(a) for a in getattr(res, "assumptions", [])]}


MODEL_DEVICE_ENV = "WS_HELDOUT_MODEL_DEVICE"


def model_device() -> str:
    """The hardware description the model and the tools use (``--model-device``; set by
    :func:`main` in the environment, so that worker processes see it too)."""
    return os.environ.get(MODEL_DEVICE_ENV, "h100")


def gpu_description() -> str:
    """The description the model uses for this machine's GPU 0, by its nvidia-smi name
    (``tune.results.model_device``: ``h200`` for an H200), ``h100`` when there is none."""
    from warpsmith.tune.results import model_device as description_of

    try:
        name = subprocess.run(["nvidia-smi", "--query-gpu=name", "--format=csv,noheader"],
                              capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return "h100"
    return description_of(name.strip().splitlines()[0] if name.strip() else None)


#: set by ``--no-model-data`` (an environment variable, so that worker processes see it):
#: the model's replay runs on buffers of ones instead of the kernel's own GPU-size arguments
#: (seed :data:`SEED`), which it runs on by default, as ``ws.predict(args=)`` does for a
#: user with data
NO_MODEL_DATA_ENV = "WS_HELDOUT_NO_MODEL_DATA"


def _model_args(spec, module, kernel: str) -> dict | None:
    """The GPU-size arguments of ``spec`` by the parameter names of ``kernel``
    (``corpus.heldout.kernel_arguments``); None with ``--no-model-data``."""
    from warpsmith.corpus import heldout as H
    from warpsmith.ir import find_kernel

    if os.environ.get(NO_MODEL_DATA_ENV):
        return None
    return H.kernel_arguments(spec, find_kernel(module, kernel), "paper", SEED)


def _predict(module, kernel: str, launch, timeout_s: float, args=None) -> dict:
    from warpsmith.pipeline_predict import predict_kernel

    out = {"with_data": args is not None}
    for mode in ("auto", "symbolic"):
        t = time.time()
        try:
            p = limited(timeout_s, predict_kernel, module, kernel, launch.grid, launch.block,
                        params=launch.params, device=model_device(), mode=mode,
                        dynamic_shared=launch.shared, args=args)
            return {"predicted_ms": p.predicted_ms, "bottleneck": p.bottleneck, "mode": mode,
                    "seconds": round(time.time() - t, 2), **out}
        except Timeout:
            out[f"{mode}_error"] = f"past {timeout_s} s"
        except Exception as exc:  # noqa: BLE001 - a model failure is a result
            out[f"{mode}_error"] = _err(exc)
            break
    return {"predicted_ms": None, **out}


def _sim_check(s, module, kernel: str, variant, params_ci: dict) -> str:
    """The role at the ci launch on the simulator against the reference: "ok", the
    problems, or why the variant itself did not run there (its guard fell back)."""
    from warpsmith.backends.simulator import simulate
    from warpsmith.corpus import compare_outputs

    L = s.ci
    args = s.make_args(SEED, "ci")
    grid, block = L.grid, L.block
    if variant is not None:
        from warpsmith.ir.launch import Launch

        kernel, grid, block, failed = _guarded(variant, Launch(L.grid, L.block,
                                                                params=params_ci), params_ci)
        if failed:
            return f"not checked: the guard falls back to the original at the ci launch ({failed[0]})"
    r = simulate(module, kernel, grid, block, args, dynamic_shared=L.dynamic_shared)
    probs = compare_outputs(r.outputs, s.expected(args, "ci"), s.outputs, s.rtol, s.atol)
    return "ok" if not probs else "; ".join(probs)[:400]


def suite_root(arg: str | None) -> Path:
    """The suite directory ``--suite`` names (relative to the repository root unless
    absolute; default ``benchmarks/heldout``); it must hold ``manifest.py`` and ``FROZEN``."""
    from warpsmith.corpus import heldout as H

    if not arg:
        return H.suite_dir()
    p = Path(arg)
    p = (p if p.is_absolute() else ROOT / p).resolve()
    missing = [f for f in ("manifest.py", "FROZEN") if not (p / f).is_file()]
    if missing:
        raise SystemExit(f"heldout_runner: --suite {arg}: not a frozen suite (no "
                         f"{' or '.join(missing)} in {p})")
    return p


def prepare(name: str, tmpdir: str, timeouts: dict) -> dict:
    """Stage 1 for one kernel (see the module docstring); pickles what the GPU worker runs
    to ``tmpdir/<name>.pkl`` and returns the kernel's record."""
    import warpsmith as ws
    from warpsmith.backends.simulator import pure_outputs, simulate
    from warpsmith.corpus import int_params, read_spec
    from warpsmith.corpus import heldout as H

    t0 = time.time()
    s = H.spec(name, SUITE)
    rec = {"name": name, "dialect": s.dialect, "family": s.family, "file": s.file,
           "kernel": s.kernel, "memory_problem": s.memory_problem, "problem": s.problem,
           "hand": s.hand, "roles": {}, "errors": []}
    P = s.paper
    prog = ws.read(s.path, dialect=s.dialect)
    k = prog.kernel(s.kernel)
    params = int_params(k.function, dict(P.dims))
    params_ci = int_params(k.function, dict(s.ci.dims))
    L = ws.Launch(P.grid, P.block, P.dynamic_shared, params)
    roles: dict[str, dict] = {"original": {"module": k.module, "launch": L, "variant": None}}
    dev = model_device()
    tools = {"optimized": lambda: ws.optimize(k, L, reassociate=REASSOCIATE, device=dev),
             "coarsened": lambda: ws.coarsen(k, L, device=dev)}
    tools.update({f"coarsen_f{f}": (lambda f=f: ws.coarsen(k, L, f, 0, device=dev))
                  for f in SWEEP})
    for role, call in tools.items():
        t = time.time()
        info: dict = {}
        try:
            res = limited(timeouts["tool"], call)
            r = _variant_role(res, k.module, L, params)
            if role == "optimized":
                info["applied"] = [{"step": a.name, "detail": str(a.detail)} for a in res.applied]
                info["refused"] = [{"step": x.step, "reason": str(x.reason)[:300]}
                                   for x in res.refused]
            else:
                if res.auto is not None:
                    a = res.auto.as_json()
                    info["advisor"] = {key: a.get(key) for key in
                                       ("factor", "dim", "stride", "predicted_speedup", "block",
                                        "model", "considered")}
                if res.refused:
                    info["refused"] = str(res.refused)[:300]
            r.update(info)
            roles[role] = r
        except Timeout:
            rec["errors"].append(f"{role}: the tool ran past {timeouts['tool']} s")
            roles[role] = {"error": f"past {timeouts['tool']} s"}
        except Exception as exc:  # noqa: BLE001 - recorded, the run goes on
            rec["errors"].append(f"{role}: {_err(exc)}")
            roles[role] = {"error": _err(exc)}
        roles[role]["tool_seconds"] = round(time.time() - t, 2)
    if s.hand:
        hs = H.spec(s.hand, SUITE)
        hk = ws.read(hs.path, dialect=hs.dialect).kernel(hs.kernel)
        hL = ws.Launch(hs.paper.grid, hs.paper.block, hs.paper.dynamic_shared,
                       int_params(hk.function, dict(hs.paper.dims)))
        roles["hand"] = {"module": hk.module, "kernel": hs.kernel, "launch": hL,
                         "variant": None, "spec": hs.name}
    # the original's pure outputs, for poisoning on the GPU
    try:
        m = read_spec(s, "ci")
        args = s.make_args(SEED, "ci")
        r0 = simulate(m, s.kernel, s.ci.grid, s.ci.block, args, dynamic_shared=s.ci.dynamic_shared)
        rec["pure_outputs"] = list(pure_outputs(m, s.kernel, s.ci.grid, s.ci.block, args, r0,
                                                s.outputs, dynamic_shared=s.ci.dynamic_shared))
    except Exception as exc:  # noqa: BLE001
        rec["pure_outputs"] = []
        rec["errors"].append(f"pure outputs: {_err(exc)}")
    plan = {"name": name, "pure": rec["pure_outputs"], "roles": {}}
    seen: dict[tuple, str] = {}
    for role in ROLES:
        r = roles.get(role)
        if r is None:
            continue
        out = {key: v for key, v in r.items() if key not in ("module", "launch", "variant")}
        if "module" not in r:
            rec["roles"][role] = out
            continue
        kern = r.get("kernel", s.kernel)
        Lr = r["launch"]
        try:
            text = _cuda_text(r["module"], kern)
        except Exception as exc:  # noqa: BLE001
            out["error"] = f"printing CUDA: {_err(exc)}"
            rec["roles"][role] = out
            continue
        sha = hashlib.sha256(text.encode()).hexdigest()
        out.update(_launch_json(kern, Lr.grid, Lr.block, Lr.shared))
        out["cuda_sha256"] = sha
        key = (sha, tuple(Lr.grid), tuple(Lr.block), Lr.shared)
        if key in seen:
            out["same_as"] = seen[key]
            rec["roles"][role] = out
            continue
        seen[key] = role
        hs = H.spec(s.hand, SUITE) if role == "hand" else s
        try:
            out["sim_ci"] = limited(timeouts["sim"], _sim_check, hs, r["module"], kern,
                                    r.get("variant") if r.get("kernel") and role != "hand"
                                    else None, params_ci)
        except Timeout:
            out["sim_ci"] = f"not checked: the simulator ran past {timeouts['sim']} s"
        except Exception as exc:  # noqa: BLE001
            out["sim_ci"] = f"error: {_err(exc)}"
        out["prediction"] = _predict(r["module"], kern, Lr, timeouts["predict"],
                                     _model_args(hs, r["module"], kern))
        out["generated"] = f"generated/{name}__{role}.cu"
        Path(tmpdir, "generated").mkdir(parents=True, exist_ok=True)
        Path(tmpdir, out["generated"]).write_text(text)
        plan["roles"][role] = {"module": r["module"], **_launch_json(kern, Lr.grid, Lr.block,
                                                                      Lr.shared)}
        if role == "hand":
            # a hand version may add into an output the original only writes (atomics onto
            # counters it expects zeroed): poison only what the hand version too never reads
            plan["roles"][role]["pure"] = _hand_pure(hs, r["module"], kern, plan["pure"])
        rec["roles"][role] = out
    with open(os.path.join(tmpdir, f"{name}.pkl"), "wb") as fh:
        pickle.dump(plan, fh)
    rec["prepare_seconds"] = round(time.time() - t0, 1)
    return rec


def _hand_pure(hs, module, kernel: str, pure: list) -> list:
    """The original's pure outputs that the hand version also never reads before writing
    (``backends.simulator.pure_outputs`` at its small launch); on any failure, none (the
    hand version's outputs are then left as the arguments made them, not poisoned)."""
    from warpsmith.backends.simulator import pure_outputs, simulate

    try:
        args = hs.make_args(SEED, "ci")
        r = simulate(module, kernel, hs.ci.grid, hs.ci.block, args,
                     dynamic_shared=hs.ci.dynamic_shared)
        own = pure_outputs(module, kernel, hs.ci.grid, hs.ci.block, args, r, pure,
                           dynamic_shared=hs.ci.dynamic_shared)
    except Exception:  # noqa: BLE001 - a hand version the simulator cannot run: poison nothing
        return []
    return [o for o in pure if o in own]


def prepare_job(name: str, tmpdir: str, timeouts: dict, deadline: float,
                suite: str | None = None) -> dict:
    global DEADLINE, SUITE
    DEADLINE = deadline
    SUITE = Path(suite) if suite else SUITE
    if time.time() > deadline:
        return {"name": name, "roles": {}, "errors": ["skipped: time budget"]}
    try:
        return prepare(name, tmpdir, timeouts)
    except BaseException as exc:  # noqa: BLE001 - one kernel's failure is a result
        return {"name": name, "roles": {}, "errors": [f"prepare: {_err(exc)}",
                                                      traceback.format_exc()[-1200:]]}


# ----------------------------------------------------------------------------- stage 2: GPU

#: ``--fake-gpu`` (tests of the scheduling): no CUDA call is made
FAKE_GPU = False
EMPTY_SRC = 'extern "C" __global__ void ws_empty_kernel() {}\n'


def launch_cost(reps: int = 200) -> dict:
    """CUDA-event median of an empty kernel: the launch cost every timing includes."""
    if FAKE_GPU:
        return {"fake": True}
    from warpsmith.backends import cuda
    from warpsmith.tune import measure

    cp = cuda.cupy()
    k = cp.RawKernel(EMPTY_SRC, "ws_empty_kernel")
    out = {}
    for label, grid, block in (("1x32", (1,), (32,)), ("65536x256", (65536,), (256,))):
        t = measure.time_launch(lambda g=grid, b=block: k(g, b, ()), repetitions=reps, warmup=20)
        out[label] = {kk: t[kk] for kk in ("median_ms", "min_ms", "max_ms", "p25_ms", "p75_ms",
                                           "repetitions")}
    return out


def fake_gpu_kernel(name: str, tmpdir: str) -> dict:
    """``--fake-gpu``: a record of the GPU stage's shape without a GPU (every role
    "measured" at its prediction), to test the scheduling and the files on any machine."""
    with open(os.path.join(tmpdir, f"{name}.pkl"), "rb") as fh:
        plan = pickle.load(fh)
    time.sleep(0.2)
    return {"name": name, "fake": True, "roles": {
        role: {"verified": True, "fake": True,
               "timing": {"median_ms": 1.0, "repetitions": 1}} for role in plan["roles"]}}


def gpu_kernel(name: str, tmpdir: str, reps: int) -> dict:
    if FAKE_GPU:
        return fake_gpu_kernel(name, tmpdir)
    from warpsmith.backends import cuda
    from warpsmith.corpus import compare_outputs, device_tolerances
    from warpsmith.corpus import heldout as H
    from warpsmith.tune import measure

    with open(os.path.join(tmpdir, f"{name}.pkl"), "rb") as fh:
        plan = pickle.load(fh)
    s = H.spec(name, SUITE)
    t = time.time()
    args = s.make_args(SEED, "paper")
    want = s.expected(args, "paper")
    rtol, atol = device_tolerances(s, want)
    out = {"name": name, "args_seconds": round(time.time() - t, 2), "rtol": rtol, "atol": atol,
           "roles": {}}
    for role, p in plan["roles"].items():
        rr: dict = {}
        try:
            r = cuda.run_cuda(p["module"], p["kernel"], tuple(p["grid"]), tuple(p["block"]), args,
                              dynamic_shared=p["dynamic_shared"],
                              poison=p.get("pure", plan["pure"]),
                              time=measure.timer(repetitions=reps, warmup=3, flush_l2=True))
            probs = compare_outputs(r.outputs, want, s.outputs, rtol, atol)
            rr["verified"] = not probs
            if probs:
                rr["problems"] = "; ".join(probs)[:500]
            tm = r.timing
            rr["timing"] = {k: tm[k] for k in ("median_ms", "min_ms", "max_ms", "p25_ms",
                                               "p75_ms", "repetitions", "flush_l2", "warmup")}
            rr["registers"] = r.report.registers if r.report is not None else None
        except Exception as exc:  # noqa: BLE001
            rr["verified"] = False
            rr["error"] = _err(exc)
            if cuda._BROKEN:
                out["roles"][role] = rr
                out["broken"] = True
                return out
        out["roles"][role] = rr
    return out


def _queued(tmpdir: str) -> tuple[list[str], bool]:
    """The kernels stage 1 has made ready (in order) and whether it is finished."""
    q = Path(tmpdir, "queue.txt")
    names = [n for n in q.read_text().split()] if q.exists() else []
    return names, Path(tmpdir, "queue.closed").exists()


def worker_main(tmpdir: str, reps: int, deadline: float) -> int:
    """The GPU worker: takes the kernels of ``queue.txt`` as stage 1 makes them ready, until
    the queue is closed and empty or the deadline passes; skips kernels already recorded
    (a restarted worker goes on after the kernel its predecessor died in)."""
    path = os.path.join(tmpdir, "gpu.jsonl")
    if not os.path.exists(os.path.join(tmpdir, "launch_cost.json")):
        try:
            lc = launch_cost()
        except Exception as exc:  # noqa: BLE001
            lc = {"error": _err(exc)}
        Path(tmpdir, "launch_cost.json").write_text(json.dumps(lc))
    while time.time() < deadline:
        done, died_in = read_gpu(tmpdir)
        queued, closed = _queued(tmpdir)
        todo = [n for n in queued if n not in done and n != died_in]
        if not todo:
            if closed:
                return 0
            time.sleep(0.3)
            continue
        name = todo[0]
        with open(path, "a") as fh:
            fh.write(json.dumps({"started": name}) + "\n")
        t = time.time()
        try:
            rec = gpu_kernel(name, tmpdir, reps)
        except Exception as exc:  # noqa: BLE001
            rec = {"name": name, "error": _err(exc), "roles": {}}
        rec["gpu_seconds"] = round(time.time() - t, 2)
        with open(path, "a") as fh:
            fh.write(json.dumps({"done": name, "record": rec}, default=float) + "\n")
        med = {r: (v.get("timing") or {}).get("median_ms") for r, v in rec["roles"].items()}
        print(f"  gpu {name} ({rec['gpu_seconds']} s): " + ", ".join(
            f"{r} {'ok' if v.get('verified') else 'FAILED'} {med[r] and round(med[r], 4)}"
            for r, v in rec["roles"].items()), flush=True)
        if rec.get("broken"):
            return 3
    return 0


def read_gpu(tmpdir: str) -> tuple[dict, str | None]:
    """(records of the kernels the workers finished, the kernel the last worker started and
    did not finish, or None)."""
    done, started = {}, None
    path = os.path.join(tmpdir, "gpu.jsonl")
    if os.path.exists(path):
        for line in open(path):
            d = json.loads(line)
            if "started" in d:
                started = d["started"]
            elif "done" in d:
                done[d["done"]] = d["record"]
    return done, (started if started not in done else None)


# ----------------------------------------------------------------------------- main

def run(a) -> dict:
    from warpsmith.corpus import heldout as H

    deadline = T0 + a.budget_s
    names = [s.name for s in H.specs(SUITE, hands=False)]
    if a.kernels:
        want = [n for n in a.kernels.split(",") if n]
        unknown = sorted(set(want) - set(names))
        if unknown:
            raise SystemExit(f"heldout_runner: unknown kernels {', '.join(unknown)}")
        names = [n for n in names if n in want]
    tmpdir = tempfile.mkdtemp(prefix="ws_heldout_")
    timeouts = {"tool": a.tool_timeout_s, "predict": a.predict_timeout_s, "sim": 60.0}
    log(f"suite {_rel(SUITE)}: {len(names)} kernels; {a.jobs} CPU processes; GPU: {'no' if a.no_gpu else 'fake' if a.fake_gpu else 'yes'}; "
        f"budget {a.budget_s:.0f} s; scratch {tmpdir}")
    prepared: dict[str, dict] = {}
    gpu_done: dict[str, dict] = {}
    queue = Path(tmpdir, "queue.txt")
    queue.touch()
    worker: subprocess.Popen | None = None
    cmd = [sys.executable, __file__, "--worker", "--tmp", tmpdir, "--reps", str(a.reps),
           "--deadline", str(deadline), "--suite", str(SUITE)] + (
               ["--fake-gpu"] if a.fake_gpu else [])

    def worker_check(final: bool) -> None:
        """Restart a worker that died (its kernel is recorded as failed); at the end wait
        for it (killed 40 s after the deadline)."""
        nonlocal worker
        if a.no_gpu:
            return
        if worker is not None and final:
            try:
                worker.wait(timeout=max(deadline + 40 - time.time(), 5))
            except subprocess.TimeoutExpired:
                worker.kill()
                worker.wait()
        if worker is not None and worker.poll() is not None:
            rc = worker.returncode
            worker = None
            done, died_in = read_gpu(tmpdir)
            if died_in:
                with open(Path(tmpdir, "gpu.jsonl"), "a") as fh:
                    fh.write(json.dumps({"done": died_in, "record": {
                        "name": died_in, "roles": {},
                        "error": f"the GPU worker died (or was stopped) in this kernel (exit {rc})"}})
                             + "\n")
        if worker is None and not final and time.time() < deadline:
            worker = subprocess.Popen(cmd)

    worker_check(False)
    with cf.ProcessPoolExecutor(max_workers=a.jobs) as pool:
        futs = {pool.submit(prepare_job, n, tmpdir, timeouts, deadline, str(SUITE)): n
                for n in names}
        pending = set(futs)
        while pending:
            done, pending = cf.wait(pending, timeout=1.0, return_when=cf.FIRST_COMPLETED)
            for f in done:
                rec = f.result()
                prepared[rec["name"]] = rec
                ok = {r: v.get("sim_ci", v.get("same_as", v.get("error")))
                      for r, v in rec["roles"].items()}
                log(f"prepared {rec['name']} ({rec.get('prepare_seconds')} s): {ok}"
                    + (f" errors: {rec['errors'][:2]}" if rec.get("errors") else ""))
                if os.path.exists(os.path.join(tmpdir, f"{rec['name']}.pkl")):
                    with open(queue, "a") as fh:
                        fh.write(rec["name"] + "\n")
            worker_check(False)
    Path(tmpdir, "queue.closed").touch()
    while not a.no_gpu and time.time() < deadline:
        queued, _ = _queued(tmpdir)
        done, _ = read_gpu(tmpdir)
        if all(n in done for n in queued):
            break
        worker_check(False)
        time.sleep(0.5)
    worker_check(True)
    if not a.no_gpu:
        gpu_done.update(read_gpu(tmpdir)[0])
        for n in _queued(tmpdir)[0]:
            gpu_done.setdefault(n, {"name": n, "roles": {}, "error": "skipped: time budget"})
    launch = None
    lc_path = Path(tmpdir, "launch_cost.json")
    if lc_path.exists():
        launch = json.loads(lc_path.read_text())
    kernels = []
    for n in names:
        rec = prepared.get(n, {"name": n, "roles": {}, "errors": ["not prepared"]})
        g = gpu_done.get(n)
        if g is not None:
            rec["gpu"] = {k: v for k, v in g.items() if k != "roles"}
            for role, rr in g.get("roles", {}).items():
                rec["roles"].setdefault(role, {})["gpu"] = rr
        kernels.append(rec)
    return {"kernels": kernels, "launch_cost": launch, "tmpdir": tmpdir}


def header(a, argv) -> dict:
    from warpsmith.corpus import heldout as H

    command = " ".join(shlex.quote(x) for x in ["python3", "benchmarks/heldout_runner.py"]
                       + list(argv))
    out = {"kind": "heldout", "date": _dt.datetime.now(_dt.timezone.utc).date().isoformat(),
           "commit": os.environ.get("COMMIT") or _git_commit(), "command": command,
           "suite": _rel(SUITE), "suite_name": SUITE.name,
           "suite_hash_recorded": H.recorded_hash(SUITE),
           "suite_hash_files": H.suite_hash(SUITE),
           "seed": SEED, "roles": list(ROLES), "model_device": model_device(),
           "notes": {
               "tools": "ws.optimize and ws.coarsen run at the GPU launch with the kernel's "
                        "integer arguments; a variant whose guard fails there is replaced by "
                        "the original (fallback); coarsen_fN: factor N on dimension 0, stride 1",
               "reassociate": f"ws.optimize(reassociate={REASSOCIATE}): floating-point sums "
                              "may be added in another order (the warp-per-thread reduction "
                              "step), as a hand kernel that reduces over a warp does",
               "timing": "tune.measure: CUDA events, 3 warm-ups, median of --reps launches, L2 "
                         "flushed before each; launch_cost is an empty kernel's, subtracted "
                         "from nothing",
               "verified": "the GPU outputs at the GPU size equal the NumPy reference (the "
                           "looser of the spec's and the real-device tolerance; integers exact)",
               "prediction": f"ws.predict's pipeline on the {model_device()} description (the "
                             "tools' too), at the same "
                             "launch and for the same CUDA text (cuda_sha256) as the timing"
                             + ("; the replay on buffers of ones" if os.environ.get(
                                 NO_MODEL_DATA_ENV) else "; the replay on the kernel's own "
                                 "GPU-size arguments (seed 1234)")}}
    if a.no_gpu or a.fake_gpu:
        out.update({"device": "FAKE (no GPU: --fake-gpu)" if a.fake_gpu else None,
                    "driver": None, "gpu": False, "fake_gpu": bool(a.fake_gpu)})
    else:
        try:
            from warpsmith.tune import results

            v = results.versions(ncu=False)
            out.update({"device": v.get("name"), "driver": v.get("driver"), "gpu": True,
                        "versions": v})
        except Exception as exc:  # noqa: BLE001
            out.update({"device": None, "driver": None, "gpu": False,
                        "gpu_error": _err(exc)})
    return out


def _rel(p: Path) -> str:
    """``p`` relative to the repository root where it is inside it."""
    try:
        return Path(p).resolve().relative_to(ROOT).as_posix()
    except ValueError:
        return str(p)


def _git_commit() -> str | None:
    try:
        return subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True,
                              text=True, timeout=10).stdout.strip() or None
    except Exception:  # noqa: BLE001 - the commit is passed in on the device
        return None


def main(argv=None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out-dir", type=Path, default=ROOT / "benchmarks" / "results")
    ap.add_argument("--suite", help="the frozen suite's directory (default benchmarks/heldout; "
                                     "e.g. benchmarks/heldout2)")
    ap.add_argument("--no-gpu", action="store_true", help="everything but the GPU stage")
    ap.add_argument("--kernels", help="comma-separated held-out kernel names (default all)")
    ap.add_argument("--model-device", help="the hardware description the model and the tools "
                    "use (default: this machine's GPU, h200 on an H200, else h100)")
    ap.add_argument("--reps", type=int, default=30)
    ap.add_argument("--jobs", type=int, default=max(1, (os.cpu_count() or 2) - 2))
    ap.add_argument("--budget-s", type=float, default=290.0,
                    help="start no new kernel after this many seconds (290)")
    ap.add_argument("--tool-timeout-s", type=float, default=90.0)
    ap.add_argument("--predict-timeout-s", type=float, default=20.0)
    ap.add_argument("--no-model-data", action="store_true",
                    help="predict on buffers of ones, not on each kernel's own GPU-size "
                         "arguments (the default since session 14)")
    ap.add_argument("--fake-gpu", action="store_true",
                    help="test the scheduling without a GPU: nothing is launched, every role "
                         "gets a fake record (never a result)")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--tmp", help=argparse.SUPPRESS)
    ap.add_argument("--deadline", type=float, help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    global FAKE_GPU, SUITE
    FAKE_GPU = a.fake_gpu
    SUITE = suite_root(a.suite)
    if a.no_model_data:
        os.environ[NO_MODEL_DATA_ENV] = "1"
    if a.model_device:
        os.environ[MODEL_DEVICE_ENV] = a.model_device
    elif not a.worker:
        os.environ[MODEL_DEVICE_ENV] = ("h100" if a.fake_gpu or a.no_gpu
                                        else gpu_description())
    if a.fake_gpu and a.no_gpu:
        ap.error("--fake-gpu and --no-gpu exclude each other")
    if a.worker:
        return worker_main(a.tmp, a.reps, a.deadline)
    if not a.no_gpu and not a.fake_gpu:
        try:
            from warpsmith.backends import cuda

            cuda.cupy()
        except Exception as exc:  # noqa: BLE001
            print(f"heldout_runner: no GPU ({_err(exc)}); use --no-gpu", file=sys.stderr)
            return 2
    head = header(a, argv)
    body = run(a)
    tmpdir = body.pop("tmpdir")
    res = {**head, **body, "elapsed_s": round(time.time() - T0, 1)}
    a.out_dir.mkdir(parents=True, exist_ok=True)
    if a.no_gpu:
        stem = f"{SUITE.name}-predictions-{res['date']}"
    elif a.fake_gpu:
        stem = f"{SUITE.name}-fake-{res['date']}"
    else:
        from warpsmith.tune.results import gpu_slug

        stem = f"{SUITE.name}-{gpu_slug(res.get('device') or 'gpu')}-{res['date']}"
    path = a.out_dir / f"{stem}.json"
    path.write_text(json.dumps(res, indent=1, default=str) + "\n")
    gen = Path(tmpdir, "generated")
    if gen.is_dir():
        dst = a.out_dir / f"{stem}-generated"
        dst.mkdir(exist_ok=True)
        for f in gen.iterdir():
            (dst / f.name).write_text(f.read_text())
    n = len(res["kernels"])
    bad = sum(1 for k in res["kernels"] if k.get("errors"))
    log(f"wrote {path} ({n} kernels, {bad} with errors)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
