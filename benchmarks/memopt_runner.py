#!/usr/bin/env python3
"""Table II of paper 003 on a GPU (issue 4, part 3): the six benchmarks, each as the
original kernel, the version ``warpsmith optimize`` makes of it in this very run, and the
hand-optimized kernel; verified against the simulator and NumPy, and timed.

    python3 benchmarks/memopt_runner.py --out-dir benchmarks/results          # on the GPU
    python3 benchmarks/memopt_runner.py --no-gpu --sizes ci --out-dir /tmp/m  # anywhere

Per benchmark (:data:`warpsmith.corpus.memopt.MEMOPT_BENCHMARKS`; a failure is recorded in
that benchmark's ``errors`` and the run goes on):

a. optimize: the original kernel of ``memopt_bench.cu`` is read and handed to
   :func:`warpsmith.transform.memopt.optimize` at the PAPER launch with the paper sizes
   (the kernel's integer scalar arguments); the variant's CUDA text is written to
   ``OUT/generated/<key>_opt.cu`` (in the form ``warpsmith optimize -o`` writes) and the
   optimizer's report to ``<key>_opt.json``. The equivalent ``warpsmith optimize`` command
   is recorded, and run in-process to check that it writes the same file. Nothing is
   edited by hand: the simulator and the GPU run the text read back from that file. Every
   kernel (original, tool, hand) is compiled with NVRTC for sm_90 (the GPU worker compiles
   again for the device's own arch). The six benchmarks' CPU work runs in parallel
   processes, before the GPU is touched.
b. verify at the CI size: the three kernels on the simulator and, with a GPU, on the GPU,
   on the same seeded inputs; the tool's kernel is launched through the run-time guard
   (:func:`warpsmith.transform.dispatch.dispatcher`) at the CI launch, and when the guard
   falls back to the original there the report says so and why. Every output must equal
   the NumPy reference and the original's (on the GPU also the simulator's).
c. at the PAPER size on the GPU: the three kernels again (outputs checked against NumPy),
   each timed: CUDA events, 3 warm-up launches, median of ``--repetitions`` launches, L2
   flushed before each; outputs that are pure (the simulator finds them) are poisoned
   (0xFF bytes) before the checked launch.
d. ``OUT/memopt-<gpu>-<date>.json`` (``{"device", "date", "command", "benchmarks":
   [{"name", "original_ms", "optimized_ms", "hand_ms", "verified"}, ...]}`` plus details),
   the markdown table beside it (``benchmarks/memopt_report.py`` makes it again from the
   JSON) and the log.

Each benchmark's GPU part runs in its own worker process, so a kernel that breaks the
CUDA context costs only its own benchmark; that benchmark is then run once more without
the kernel that broke it, so the other two are still checked and timed. ``--sizes ci`` verifies and times at the CI
size only (a smoke test; the files get a ``-ci`` suffix). Without a GPU (``--no-gpu``, or
CuPy / the driver / a device missing) steps a and b run on the CPU and the report says
that the GPU parts were skipped; the exit status is then 0 with ``--no-gpu`` and 2 when
the GPU was asked for. Exit status 1: a benchmark failed (error or not verified).
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import os
import pickle
import platform
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent
if str(ROOT / "src") not in sys.path:
    sys.path.insert(0, str(ROOT / "src"))

import numpy as np  # noqa: E402

from warpsmith.corpus import (GPU_FLOAT_ATOL, GPU_FLOAT_RTOL, device_tolerances,  # noqa: E402
                              int_params, read_spec)
from warpsmith.ir.launch import dim3  # noqa: E402
from warpsmith.tune import measure, results  # noqa: E402
from warpsmith.tune.reports import memopt as R  # noqa: E402

SEED = 1234
ROLES = ("original", "optimized", "hand")
WARMUP = 3
T0 = time.time()
_LOG: list[str] = []


def log(msg: str) -> None:
    line = f"[{time.time() - T0:6.1f}s] {msg}"
    _LOG.append(line)
    print(line, flush=True)


def _err(exc: BaseException) -> str:
    return results.error_text(exc)


# ----------------------------------------------------------------------------- benchmarks

STRONG = False  # --strong: the originals against their strong hand versions (issue 16, 4e)


def cases(only: list[str] | None = None) -> list[dict]:
    """The six benchmarks: key (``matadd32``...), the table row and the two specs; with
    :data:`STRONG`, the rows of ``corpus.memopt_strong.MEMOPT_STRONG`` (key: the hand
    kernel's name, ``dctfull_strong``...)."""
    from warpsmith.corpus import spec
    from warpsmith.corpus.memopt import MEMOPT_BENCHMARKS
    from warpsmith.corpus.memopt_strong import MEMOPT_STRONG

    out = []
    for b in (MEMOPT_STRONG if STRONG else MEMOPT_BENCHMARKS):
        key = (b.hand.removeprefix("memopt_") if STRONG else
               b.original.removeprefix("memopt_").removesuffix("_orig"))
        if only and key not in only and b.name not in only:
            continue
        out.append({"key": key, "bench": b, "orig": spec(b.original), "hand": spec(b.hand)})
    return out


def cli_command(file, kernel: str, grid, block, params: dict, out_cu) -> str:
    parts = ["warpsmith", "optimize", results.rel(file), "--kernel", kernel,
             "--grid", ",".join(str(int(v)) for v in grid),
             "--block", ",".join(str(int(v)) for v in block)]
    for k, v in params.items():
        parts += ["--arg", f"{k}={v}"]
    parts += ["-o", results.rel(out_cu), "--json"]
    return " ".join(shlex.quote(x) for x in parts)


def run_optimizer(c: dict, gen_dir: Path, size: str, size_args: dict, rec: dict):
    """Step a: optimize at the launch of ``size`` (``paper``; ``ci`` only for quick tests)
    with that size's arguments; fills ``rec`` (the benchmark's ``optimize`` record) and
    returns (variant or None, module read back from the written file or None)."""
    from warpsmith.ir import find_kernel
    from warpsmith.frontend import read_module
    from warpsmith.transform.dispatch import variant_source
    from warpsmith.backends.cuda_compile import local_compiler
    from warpsmith.ir.launch import Launch
    from warpsmith.transform.memopt import optimize

    s = c["orig"]
    P = s.launch(size)
    cu = gen_dir / f"{c['key']}_opt.cu"
    js = gen_dir / f"{c['key']}_opt.json"
    for old in (cu, js):  # never leave a file of an earlier run beside this run's report
        old.unlink(missing_ok=True)
    rec.update({"size": size, "kernel": s.kernel, "file": results.rel(s.path), "grid": list(P.grid),
                "block": list(P.block), "generated_cu": None, "generated_json": None})
    m = read_spec(s, size)
    fn = find_kernel(m, s.kernel)
    params = int_params(fn, size_args)
    rec["params"] = params
    rec["cli"] = cli_command(s.path, s.kernel, P.grid, P.block, params, cu)
    t = time.time()
    try:
        res = optimize(m, s.kernel, Launch(P.grid, P.block, params=params),
                       compiler=local_compiler())
    finally:
        rec["seconds"] = round(time.time() - t, 3)
    v = res.variant
    report = res.as_json(results.rel(cu) if v is not None else None)
    js.write_text(json.dumps(report, indent=1, default=results.json_default) + "\n")
    rec["generated_json"] = results.rel(js)
    rec["applied"] = report.get("applied") or []
    rec["refused"] = report.get("refused") or []
    rec["variant"] = report.get("variant")
    if v is None:
        rec["note"] = "the optimizer made no variant: the tool's output is the original kernel"
        return None, None
    cu.write_text(variant_source(v, results.rel(s.path)))
    rec["generated_cu"] = results.rel(cu)
    rec["new_kernel"] = v.kernel
    try:
        gm = read_module(str(cu), dialect="cuda")
        gm.function(v.kernel)
    except Exception as exc:  # noqa: BLE001 - reported; the in-memory variant is used instead
        rec["readback_error"] = (f"the generated CUDA text does not read back ({_err(exc)}); "
                                 "the in-memory variant was run instead")
        gm = None
    return v, gm


def _body(text: str) -> str:
    return "\n".join(ln for ln in text.splitlines()
                     if not ln.startswith("// Generated by warpsmith optimize from"))


def cli_crosscheck(opt: dict, path: Path, written: Path | None) -> dict:
    """Run the recorded ``warpsmith optimize`` command in this process (output to a scratch
    file) and compare its file and its steps with what the runner wrote."""
    import contextlib
    import io

    from warpsmith.cli import main as cli_main

    with tempfile.TemporaryDirectory() as td:
        out = Path(td) / "cli_opt.cu"
        argv = ["optimize", str(path), "--kernel", opt["kernel"],
                "--grid", ",".join(str(int(g)) for g in opt["grid"]),
                "--block", ",".join(str(int(b)) for b in opt["block"])]
        for k, val in opt["params"].items():
            argv += ["--arg", f"{k}={val}"]
        argv += ["-o", str(out), "--json"]
        buf, err = io.StringIO(), io.StringIO()
        t = time.time()
        with contextlib.redirect_stdout(buf), contextlib.redirect_stderr(err):
            rc = cli_main(argv)
        res = {"exit_status": rc, "seconds": round(time.time() - t, 3)}
        if rc != 0:
            res["error"] = err.getvalue().strip()[-600:]
            return res
        try:
            cj = json.loads(buf.getvalue())
            res["same_steps"] = ([a.get("step") for a in cj.get("applied") or []]
                                 == [a.get("step") for a in opt.get("applied") or []])
        except ValueError:
            res["same_steps"] = None
        if written is None:
            res["same_file"] = not out.exists()
        else:
            res["same_file"] = out.exists() and _body(out.read_text()) == _body(written.read_text())
    return res


def launch_of(kernel: str, L, source: str) -> dict:
    return {"kernel": kernel, "grid": list(dim3(L.grid)), "block": list(dim3(L.block)),
            "dynamic_shared": int(L.dynamic_shared), "source": source}


def plan_launches(c: dict, variant, size: str, args: dict) -> dict:
    """The launch of each role at ``size``; the tool's through the run-time guard."""
    from warpsmith.transform.dispatch import dispatcher

    o, h = c["orig"], c["hand"]
    L = o.launch(size)
    out = {"original": launch_of(o.kernel, L, "corpus"),
           "hand": launch_of(h.kernel, h.launch(size), "corpus")}
    if variant is None:
        opt = launch_of(o.kernel, L, "corpus")
        opt["no_variant"] = True
    else:
        k, g, b, failed = dispatcher(variant)(dim3(L.grid), dim3(L.block), args)
        opt = {"kernel": k, "grid": list(dim3(g)), "block": list(dim3(b)),
               "dynamic_shared": int(L.dynamic_shared), "source": "generated",
               "is_variant": k == variant.kernel, "fallback": list(failed)}
    out["optimized"] = opt
    return out


def _cmp(got: dict, want: dict, names, rtol: float, atol: float) -> str:
    from warpsmith.corpus import compare_outputs

    probs = compare_outputs(got, want, names, rtol, atol)
    return "ok" if not probs else "; ".join(probs)[:500]


def sim_verify(c: dict, mods: dict, launches: dict, tmpdir: Path) -> tuple[dict, list]:
    """Step b on the simulator: (verification record, pure outputs of the original)."""
    from warpsmith.backends.simulator import pure_outputs, simulate

    s = c["orig"]
    names = s.outputs
    args = s.make_args(SEED, "ci")
    want = s.expected(args, "ci")
    v: dict = {"checks": {}, "size": "ci"}
    outs, results = {}, {}
    for role in ROLES:
        L = launches[role]
        if mods.get(role) is None:
            v["checks"][f"{role} runs"] = "no module (see the optimizer's error)"
            continue
        try:
            r = simulate(mods[role], L["kernel"], L["grid"], L["block"], args,
                         dynamic_shared=L["dynamic_shared"])
            results[role] = r
            outs[role] = {n: r.outputs[n] for n in names}
            v["checks"][f"{role} vs reference"] = _cmp(outs[role], want, names, s.rtol, s.atol)
            np.savez(tmpdir / f"{c['key']}_sim_{role}.npz", **outs[role])
        except Exception as exc:  # noqa: BLE001
            v["checks"][f"{role} runs"] = _err(exc)
    for role in ("optimized", "hand"):
        if role in outs and "original" in outs:
            v["checks"][f"{role} vs original"] = _cmp(outs[role], outs["original"], names,
                                                      s.rtol, s.atol)
    pure: list = []
    if "original" in results:
        L = launches["original"]
        try:
            pure = pure_outputs(mods["original"], L["kernel"], L["grid"], L["block"], args,
                                results["original"], names, dynamic_shared=L["dynamic_shared"])
        except Exception as exc:  # noqa: BLE001 - then nothing is poisoned
            v["pure_outputs_error"] = _err(exc)
    v["pure_outputs"] = pure
    v["ok"] = len(outs) == len(ROLES) and all(m == "ok" for m in v["checks"].values())
    return v, pure


def nvrtc_compile(mods: dict, launches: dict, arch: str) -> dict:
    """Each role's kernel compiled with NVRTC (registers, spills; an error if it fails)."""
    from warpsmith.backends.cuda import compile_module
    from warpsmith.backends.cuda_compile import compiler_available

    if not compiler_available():
        return {"skipped": "no NVRTC or nvcc here"}
    out = {}
    for role in ROLES:
        if mods.get(role) is None:
            continue
        try:
            out[role] = compile_module(mods[role], launches[role]["kernel"], arch=arch).as_json()
        except Exception as exc:  # noqa: BLE001
            out[role] = {"error": _err(exc)}
    return out


# ----------------------------------------------------------------------------- GPU worker

def gpu_case(plan: dict, save=None) -> dict:
    """Steps b (GPU part) and c for one benchmark, in this process. ``plan`` is what
    :func:`main` wrote: specs, launches per size and role, generated file, pure outputs.
    ``save(rec)`` is called before and after every launch (the worker writes the record
    so far: a crash in the driver keeps what was done)."""
    from warpsmith.backends import cuda
    from warpsmith.corpus import spec
    from warpsmith.frontend import read_module

    o = spec(plan["original_spec"])
    h = spec(plan["hand_spec"])
    names = o.outputs
    rec: dict = {"key": plan["key"], "verification": {}, "timing": {}, "compile": {},
                 "bit_exact": {}, "errors": [], "log": []}

    def say(msg):
        rec["log"].append(msg)
        print(f"  [{plan['key']}] {msg}", flush=True)

    gen = None
    if plan.get("generated_cu"):
        try:
            gen = read_module(str(ROOT / plan["generated_cu"]) if not os.path.isabs(
                plan["generated_cu"]) else plan["generated_cu"], dialect="cuda")
        except Exception as exc:  # noqa: BLE001
            say(f"generated file does not read back: {_err(exc)}")
    if gen is None and plan.get("variant_pickle"):
        with open(plan["variant_pickle"], "rb") as fh:
            gen = pickle.load(fh)
    for size in plan["sizes"]:
        timed = size == plan["time_size"]
        t = time.time()
        corpus = read_spec(o, size)
        hand_mod = corpus if h.file == o.file else read_spec(h, size)
        args = o.make_args(SEED, size)
        want = o.expected(args, size)
        rtol, atol = device_tolerances(o, want)
        v: dict = {"checks": {}, "size": size, "rtol": rtol, "atol": atol, "bit_exact": {}}
        outs = {}
        for role in ROLES:
            L = (plan["launches"].get(size) or {}).get(role)
            if L is None:
                v["checks"][f"{role} runs"] = "no kernel (the optimizer failed)"
                continue
            if role in (plan.get("skip_roles") or ()):
                v["checks"][f"{role} runs"] = ("not run: it broke the GPU worker or the CUDA "
                                               "context in the first attempt")
                continue
            mod = gen if L["source"] == "generated" else (hand_mod if role == "hand" else corpus)
            if mod is None:
                v["checks"][f"{role} runs"] = "no module for the tool's kernel"
                continue
            rec["in_progress"] = f"{size} size, {role} kernel {L['kernel']}"
            rec["in_progress_role"] = role
            rec["verification"][f"gpu_{size}"] = v
            if save:
                save(rec)
            try:
                r = cuda.run_cuda(mod, L["kernel"], L["grid"], L["block"], args,
                                  dynamic_shared=L["dynamic_shared"], poison=plan["pure"],
                                  time=measure.timer(repetitions=plan["repetitions"],
                                                     warmup=WARMUP, flush_l2=True)
                                  if timed else None)
                outs[role] = {n: r.outputs[n] for n in names}
                v["checks"][f"{role} vs reference"] = _cmp(outs[role], want, names, rtol, atol)
                v["bit_exact"][role] = all(np.array_equal(np.asarray(outs[role][n]).reshape(-1),
                                                          np.asarray(want[n]).reshape(-1))
                                           for n in names)
                if size == "ci":
                    npz = Path(plan["tmpdir"]) / f"{plan['key']}_sim_{role}.npz"
                    if npz.exists():
                        sim = dict(np.load(npz))
                        v["checks"][f"{role} vs simulator"] = _cmp(outs[role], sim, names,
                                                                   rtol, atol)
                    else:
                        v["checks"][f"{role} vs simulator"] = "no simulator result"
                rec["compile"][role] = r.report.as_json() if r.report is not None else None
                if timed and r.timing:
                    rec["timing"][role] = {k: r.timing.get(k) for k in (
                        "median_ms", "min_ms", "max_ms", "p25_ms", "p75_ms", "iqr_ms",
                        "repetitions", "warmup", "flush_l2", "samples_ms")}
                    rec["timing"][role]["size"] = size
                say(f"{size} {role} {L['kernel']} <<<{L['grid']}, {L['block']}>>>: "
                    f"{v['checks'][f'{role} vs reference']}"
                    + (f", median {r.timing['median_ms']:.4f} ms" if timed and r.timing else ""))
            except Exception as exc:  # noqa: BLE001 - recorded; the other roles go on
                v["checks"][f"{role} runs"] = _err(exc)
                rec["errors"].append(f"GPU {size} {role}: {_err(exc)}")
                say(f"{size} {role} failed: {_err(exc)}")
                if getattr(cuda, "_BROKEN", None) and "broken_by" not in rec:
                    rec["broken_by"] = role  # every later launch in this process would fail
            finally:
                rec.pop("in_progress", None)
                rec.pop("in_progress_role", None)
                try:
                    import cupy

                    cupy.get_default_memory_pool().free_all_blocks()
                except Exception:  # noqa: BLE001
                    pass
                if save:
                    save(rec)
        for role in ("optimized", "hand"):
            if role in outs and "original" in outs:
                v["checks"][f"{role} vs original"] = _cmp(outs[role], outs["original"], names,
                                                          rtol, atol)
        v["ok"] = len(outs) == len(ROLES) and all(m == "ok" for m in v["checks"].values())
        v["seconds"] = round(time.time() - t, 2)
        rec["verification"][f"gpu_{size}"] = v
        if save:
            save(rec)
        if rec.get("broken_by"):
            rec["errors"].append(f"the CUDA context is broken (by the {rec['broken_by']} "
                                 f"kernel): this worker stops")
            break
    return rec


def worker_main(plan_path: str, out_path: str) -> int:
    plan = json.loads(Path(plan_path).read_text())
    last: dict = {}

    def save(rec):
        last.clear()
        last.update(json.loads(json.dumps(rec, default=results.json_default)))
        tmp = Path(out_path + ".tmp")
        tmp.write_text(json.dumps(rec, default=results.json_default))
        os.replace(tmp, out_path)

    try:
        rec = gpu_case(plan, save)
    except Exception as exc:  # noqa: BLE001 - keep what was done, add the error
        rec = dict(last) or {"key": plan.get("key")}
        rec.setdefault("errors", []).append(f"GPU worker: {_err(exc)}")
        rec["traceback"] = traceback.format_exc()[-2000:]
    save(rec)
    return 0


def _worker_once(plan: dict, tmpdir: Path, timeout: float, tag: str) -> dict:
    plan_path = tmpdir / f"{plan['key']}_plan{tag}.json"
    out_path = tmpdir / f"{plan['key']}_gpu{tag}.json"
    plan_path.write_text(json.dumps(plan, default=results.json_default))
    cmd = [sys.executable, str(Path(__file__).resolve()), "--worker", str(plan_path),
           "--worker-out", str(out_path)]
    died = None
    try:
        p = subprocess.run(cmd, timeout=timeout, capture_output=True, text=True)
        stdout, stderr, rc = p.stdout, p.stderr, p.returncode
        if rc != 0:
            died = f"(exit status {rc}): {stderr.strip()[-600:]}"
    except subprocess.TimeoutExpired as exc:
        def text(x):
            return x.decode(errors="replace") if isinstance(x, bytes) else (x or "")
        stdout, stderr = text(exc.stdout), text(exc.stderr)
        died = f"(it ran past {timeout:.0f} s and was stopped)"
    for line in stdout.splitlines():
        log(line)
    rec = json.loads(out_path.read_text()) if out_path.exists() else None
    if rec is None:
        return {"errors": [f"the GPU worker died before reporting anything {died or ''}: "
                           f"{stderr.strip()[-600:]}"]}
    if died or rec.get("in_progress"):
        where = f" during the {rec['in_progress']}" if rec.get("in_progress") else ""
        rec.setdefault("errors", []).append(f"the GPU worker died{where} {died or ''}")
        if rec.get("in_progress_role"):
            rec["broken_by"] = rec["in_progress_role"]
        for v in (rec.get("verification") or {}).values():  # an unfinished check fails
            v["ok"] = False
            if where:
                v.setdefault("checks", {})["worker"] = f"died{where}"
    return rec


def run_gpu_case(plan: dict, tmpdir: Path, timeout: float, in_process: bool) -> dict:
    """One benchmark's GPU part in a worker process. When a kernel kills the worker or
    breaks the CUDA context, the part runs once more in a fresh worker without that kernel,
    so that the other two still get checked and timed."""
    if in_process:
        try:
            return gpu_case(plan)
        except Exception as exc:  # noqa: BLE001
            return {"errors": [f"GPU part: {_err(exc)}"], "traceback": traceback.format_exc()[-2000:]}
    t_end = time.time() + timeout
    rec = _worker_once(plan, tmpdir, timeout, "")
    bad = rec.get("broken_by")
    if bad and time.time() < t_end - 10:
        log(f"{plan['key']}: the {bad} kernel broke the GPU worker; once more without it")
        again = _worker_once(dict(plan, skip_roles=[bad]), tmpdir, t_end - time.time(), "_2")
        again["errors"] = list(rec.get("errors") or []) + list(again.get("errors") or [])
        again["retried_without"] = bad
        return again
    return rec


# ----------------------------------------------------------------------------- one benchmark

def prepare_case(c: dict, gen_dir: Path, tmpdir: Path, arch: str, optimize_at: str,
                 check_cli: bool = True) -> dict:
    """Steps a and b (simulator) for one benchmark; returns its record with ``_plan``."""
    b = c["bench"]
    o, h = c["orig"], c["hand"]
    rec: dict = {"name": b.name, "original_ms": None, "optimized_ms": None, "hand_ms": None,
                 "verified": False, "key": c["key"], "file": results.rel(o.path),
                 "original_kernel": o.kernel, "hand_kernel": h.kernel,
                 "original_spec": o.name, "hand_spec": h.name,
                 "paper": {"speedup_tool": b.paper_speedup_tool,
                           "speedup_hand": b.paper_speedup_hand,
                           "ms_original": b.paper_ms_original, "ms_tool": b.paper_ms_tool,
                           "ms_hand": b.paper_ms_hand, "device": "GeForce 8800 GT"},
                 "sizes": {"ci": dict(o.ci.dims), "paper": dict(o.paper.dims)},
                 "optimize": {}, "launches": {}, "verification": {}, "errors": []}
    t = time.time()
    variant, gm = None, None
    paper_args = o.make_args(SEED, "paper")
    ci_args = o.make_args(SEED, "ci")
    try:
        variant, gm = run_optimizer(c, gen_dir, optimize_at,
                                    paper_args if optimize_at == "paper" else ci_args,
                                    rec["optimize"])
        if rec["optimize"].get("readback_error"):
            rec["errors"].append(rec["optimize"]["readback_error"])
        if check_cli:
            try:
                cc = cli_crosscheck(rec["optimize"], o.path,
                                    gen_dir / f"{c['key']}_opt.cu" if variant is not None else None)
            except Exception as exc:  # noqa: BLE001
                cc = {"error": _err(exc)}
            rec["optimize"]["cli_check"] = cc
            if not (cc.get("same_file") and cc.get("same_steps") is not False):
                rec["errors"].append(f"the recorded warpsmith optimize command does not give "
                                     f"the same result: {cc}")
        opt = rec["optimize"]
        log(f"{c['key']}: optimize in {opt['seconds']} s: {'a variant' if variant else 'NO variant'}; applied "
            f"{[a.get('step') for a in opt['applied']] or 'nothing'}; refused "
            f"{[r.get('step') for r in opt['refused']] or 'nothing'}"
            + (f"; new launch grid {opt['variant']['grid']} block {opt['variant']['block']}"
               if opt.get("variant") else ""))
    except Exception as exc:  # noqa: BLE001
        rec["optimize"]["error"] = _err(exc)
        rec["optimize"]["traceback"] = traceback.format_exc()[-2000:]
        rec["errors"].append(f"optimize: {_err(exc)}")
        log(f"{c['key']}: optimize failed: {_err(exc)}")
    failed_opt = "error" in rec["optimize"]
    corpus_ci = read_spec(o, "ci")
    gen_mod = gm if gm is not None else (variant.module if variant is not None else None)
    if variant is not None and gm is None:
        with open(tmpdir / f"{c['key']}_variant.pkl", "wb") as fh:
            pickle.dump(variant.module, fh)
    for size, args in (("ci", ci_args), ("paper", paper_args)):
        try:
            rec["launches"][size] = plan_launches(c, None if failed_opt else variant, size, args)
            if failed_opt:
                rec["launches"][size]["optimized"] = None
        except Exception as exc:  # noqa: BLE001
            rec["errors"].append(f"launch plan at the {size} size: {_err(exc)}")
            rec["launches"][size] = {"original": launch_of(o.kernel, o.launch(size), "corpus"),
                                     "hand": launch_of(h.kernel, h.launch(size), "corpus"),
                                     "optimized": None}
    del paper_args
    ci_opt = rec["launches"]["ci"]["optimized"]
    if ci_opt and ci_opt.get("fallback"):
        log(f"{c['key']}: at the CI launch the guard falls back to the original: "
            f"{'; '.join(ci_opt['fallback'])}")
    hand_ci = corpus_ci if h.file == o.file else read_spec(h, "ci")  # --strong: own file
    mods = {"original": corpus_ci, "hand": hand_ci,
            "optimized": (gen_mod if variant is not None else corpus_ci) if not failed_opt else None}
    launches_ci = dict(rec["launches"]["ci"])
    if launches_ci.get("optimized") is None:
        launches_ci["optimized"] = {"kernel": "-", "grid": [1, 1, 1], "block": [1, 1, 1],
                                    "dynamic_shared": 0, "source": "none"}
    pure: list = []
    try:
        v, pure = sim_verify(c, mods, launches_ci, tmpdir)
        rec["verification"]["simulator_ci"] = v
        log(f"{c['key']}: simulator at the CI size: "
            + ("ok" if v["ok"] else "; ".join(f"{k}: {m}" for k, m in v["checks"].items()
                                             if m != "ok")[:400]))
    except Exception as exc:  # noqa: BLE001
        rec["verification"]["simulator_ci"] = {"ok": False, "checks": {"simulator": _err(exc)}}
        rec["errors"].append(f"simulator: {_err(exc)}")
    try:
        rec["compile"] = nvrtc_compile(mods, launches_ci, arch)
        bad = [f"{r}: {d['error']}" for r, d in rec["compile"].items()
               if isinstance(d, dict) and d.get("error")]
        if bad:
            rec["errors"] += [f"NVRTC ({arch}) {x}" for x in bad]
    except Exception as exc:  # noqa: BLE001
        rec["compile"] = {"error": _err(exc)}
    rec["prepare_seconds"] = round(time.time() - t, 2)
    rec["_plan"] = {"key": c["key"], "original_spec": o.name, "hand_spec": h.name,
                    "generated_cu": rec["optimize"].get("generated_cu"),
                    "variant_pickle": str(tmpdir / f"{c['key']}_variant.pkl")
                    if variant is not None and gm is None else None,
                    "launches": rec["launches"], "pure": pure, "tmpdir": str(tmpdir)}
    return rec


def finish_case(rec: dict, gpu: dict | None, want_gpu: bool, sizes: str) -> dict:
    """Merge the GPU record, decide ``verified``, compute the speed-ups."""
    plan = rec.pop("_plan", {})
    if gpu is not None:
        rec["verification"].update(gpu.get("verification") or {})
        rec["timing"] = gpu.get("timing") or {}
        rec["gpu_compile"] = gpu.get("compile") or {}
        rec["errors"] += gpu.get("errors") or []
        if gpu.get("traceback"):
            rec["gpu_traceback"] = gpu["traceback"]
        for role, key in (("original", "original_ms"), ("optimized", "optimized_ms"),
                          ("hand", "hand_ms")):
            rec[key] = (rec["timing"].get(role) or {}).get("median_ms")
    elif want_gpu:
        for k in ("gpu_ci",) + (("gpu_paper",) if sizes == "paper" else ()):
            rec["verification"].setdefault(k, {"ok": False, "skipped": "GPU part not run"})
    required = ["simulator_ci"]
    if want_gpu:
        required += ["gpu_ci"] + (["gpu_paper"] if sizes == "paper" else [])
    ran = [k for k in required if (rec["verification"].get(k) or {}).get("checks")]
    rec["verified_on"] = [k for k in ran if rec["verification"][k].get("ok")]
    # the tool's kernel itself (not the guard's fallback) must have run in a check
    variant_checked = []
    for k in ran:
        size = "ci" if k.endswith("_ci") else "paper"
        L = (rec["launches"].get(size) or {}).get("optimized") or {}
        if L.get("no_variant") or L.get("is_variant"):
            variant_checked.append(k)
    rec["optimized_checked_in"] = variant_checked
    rec["verified"] = (len(ran) == len(required)
                       and all(rec["verification"][k].get("ok") for k in required)
                       and bool(variant_checked) and not rec["optimize"].get("error"))
    why = []
    if rec["optimize"].get("error"):
        why.append("the optimizer failed")
    for k in required:
        if k not in ran:
            why.append(f"{k} did not run")
        elif not rec["verification"][k].get("ok"):
            why.append(f"{k} failed")
    if ran and not variant_checked:
        why.append("the guard chose the original in every check: the tool's kernel never ran")
    if not rec["verified"]:
        rec["not_verified_because"] = why or ["see errors"]
    rec["speedup_tool"] = R.ratio(rec["original_ms"], rec["optimized_ms"])
    rec["speedup_hand"] = R.ratio(rec["original_ms"], rec["hand_ms"])
    rec["tool_over_hand"] = R.ratio(rec["optimized_ms"], rec["hand_ms"])
    rec["pure_outputs_poisoned"] = plan.get("pure", [])
    return rec


def _failed_record(c: dict, why: str) -> dict:
    b = c["bench"]
    return {"name": b.name, "original_ms": None, "optimized_ms": None, "hand_ms": None,
            "verified": False, "key": c["key"], "optimize": {}, "launches": {},
            "verification": {}, "errors": [why], "not_verified_because": [why],
            "paper": {"speedup_tool": b.paper_speedup_tool, "speedup_hand": b.paper_speedup_hand,
                      "ms_original": b.paper_ms_original, "ms_tool": b.paper_ms_tool,
                      "ms_hand": b.paper_ms_hand, "device": "GeForce 8800 GT"}}


def _prepare_job(key: str, gen_dir: str, tmpdir: str, arch: str, optimize_at: str,
                 t0: float, check_cli: bool = True) -> dict:
    """One benchmark's CPU part (run in a pool process); its log lines come back in
    ``_log``."""
    global T0
    T0 = t0
    n0 = len(_LOG)
    c = cases([key])[0]
    try:
        rec = prepare_case(c, Path(gen_dir), Path(tmpdir), arch, optimize_at, check_cli)
    except Exception as exc:  # noqa: BLE001
        log(f"{key}: {_err(exc)}")
        rec = _failed_record(c, _err(exc))
        rec["traceback"] = traceback.format_exc()[-2000:]
    rec["_log"] = _LOG[n0:]
    return rec


# ----------------------------------------------------------------------------- main

def main(argv: list[str] | None = None) -> int:
    global T0
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out-dir", default=str(ROOT / "benchmarks" / "results"))
    ap.add_argument("--budget-s", type=float, default=300,
                    help="wait for the optimizer no longer, and start no benchmark's GPU part, "
                         "after this many seconds from the start (default 300)")
    ap.add_argument("--sizes", choices=("ci", "paper"), default="paper",
                    help="paper (default): verify at the CI and paper sizes, time at the paper "
                         "size; ci: verify and time at the CI size only (smoke test)")
    ap.add_argument("--repetitions", type=int, default=15, help="timed launches (default 15)")
    ap.add_argument("--no-gpu", action="store_true",
                    help="skip the GPU parts (optimizer, NVRTC and simulator only)")
    ap.add_argument("--benchmarks", help="comma-separated keys (matadd32, matadd8, dct8x8, "
                                         "sobel, rotate1, rotate2) or names; default all six")
    ap.add_argument("--optimize-at", choices=("paper", "ci"), default="paper",
                    help="the launch the optimizer is given: paper (default, the benchmark) or "
                         "ci (only to test this script quickly)")
    ap.add_argument("--jobs", type=int, default=0,
                    help="processes for the optimizer / simulator step (default: one per "
                         "benchmark, at most the CPU count)")
    ap.add_argument("--no-cli-check", action="store_true",
                    help="do not run the recorded 'warpsmith optimize' command to check that it "
                         "writes the same file (it is run by default, in this process)")
    ap.add_argument("--gpu-in-process", action="store_true",
                    help="run the GPU parts in this process (no worker per benchmark)")
    ap.add_argument("--strong", action="store_true",
                    help="the originals against their strong hand versions and the paper's "
                         "full-image DCT (corpus/memopt_strong.cu; issue 16, item 4e)")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    ap.add_argument("--worker-out", help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    global STRONG
    STRONG = bool(a.strong)
    if a.worker:
        return worker_main(a.worker, a.worker_out)
    T0 = time.time()
    _LOG.clear()
    argv_list = list(sys.argv[1:] if argv is None else argv)
    command = " ".join(shlex.quote(x) for x in ["python3", results.rel(__file__)] + argv_list)
    deadline = T0 + a.budget_s
    if a.repetitions < 1:
        ap.error("--repetitions must be at least 1")

    out_dir = Path(a.out_dir)
    gen_dir = out_dir / "generated"
    gen_dir.mkdir(parents=True, exist_ok=True)
    want_gpu = not a.no_gpu
    log(f"memopt runner: sizes {a.sizes}; optimize at the {a.optimize_at} launch; repetitions "
        f"{a.repetitions}; budget {a.budget_s:.0f} s; out {out_dir}")
    try:
        only = [x.strip() for x in a.benchmarks.split(",")] if a.benchmarks else None
        todo = cases(only)
    except Exception as exc:  # noqa: BLE001 - no benchmarks at all: still write a report
        log(f"cannot list the benchmarks: {_err(exc)}")
        todo = []
    tmpdir = Path(tempfile.mkdtemp(prefix="ws_memopt_"))

    # --- steps a and b (CPU), all benchmarks in parallel processes, before the GPU is
    # touched (the processes fork from a process without a CUDA context, and the GPU
    # timings then run on a quiet host)
    arch = "sm_90"
    jobs = max(1, min(a.jobs or os.cpu_count() or 1, len(todo) or 1))
    log(f"optimizer, NVRTC ({arch}) and simulator for {len(todo)} benchmarks in {jobs} "
        f"process(es)")
    records = []
    if jobs == 1:
        for c in todo:
            records.append(_prepare_job(c["key"], str(gen_dir), str(tmpdir), arch,
                                        a.optimize_at, T0, not a.no_cli_check))
    else:
        import multiprocessing as mp

        ctx = mp.get_context("fork") if "fork" in mp.get_all_start_methods() else mp.get_context()
        pool = ctx.Pool(jobs)
        try:
            pending = [(c, pool.apply_async(_prepare_job, (c["key"], str(gen_dir), str(tmpdir),
                                                           arch, a.optimize_at, T0,
                                                           not a.no_cli_check)))
                       for c in todo]
            for c, ar in pending:
                try:
                    rec = ar.get(timeout=max(deadline - time.time(), 1.0))
                except mp.TimeoutError:
                    rec = _failed_record(c, f"the optimizer / simulator step did not finish "
                                            f"within the time budget ({a.budget_s:.0f} s)")
                    log(f"{c['key']}: {rec['errors'][0]}")
                except Exception as exc:  # noqa: BLE001 - the process died
                    rec = _failed_record(c, f"the optimizer / simulator process failed: "
                                            f"{_err(exc)}")
                    log(f"{c['key']}: {rec['errors'][0]}")
                _LOG.extend(rec.pop("_log", []))
                records.append(rec)
        finally:
            pool.terminate()
            pool.join()
    for rec in records:
        rec.pop("_log", None)

    # --- the device
    gpu_ok, gpu_skipped = False, None
    vers: dict = {"python": platform.python_version(), "numpy": np.__version__}
    if want_gpu:
        try:
            from warpsmith.backends import cuda

            cuda.cupy()
            vers = results.versions()
            gpu_ok = True
        except Exception as exc:  # noqa: BLE001
            gpu_skipped = f"no usable GPU: {_err(exc)}"
    else:
        gpu_skipped = "--no-gpu"
    if not gpu_ok:
        try:
            from warpsmith.backends.cuda_compile import load_nvrtc

            nv = load_nvrtc()
            vers["nvrtc"] = f"{nv.version[0]}.{nv.version[1]}" if nv else None
        except Exception:  # noqa: BLE001
            vers["nvrtc"] = None
    device = vers.get("name") if gpu_ok else "none (GPU parts skipped)"
    date = _dt.date.today().isoformat()
    slug = results.gpu_slug(device) if gpu_ok else "nogpu"
    stem = (f"memopt-{slug}-{date}" + ("-strong" if a.strong else "")
            + ("-ci" if a.sizes == "ci" else ""))
    if gpu_ok:
        log(f"device {device} ({vers.get('arch')}), driver {vers.get('driver')}, runtime "
            f"{vers.get('runtime')}, nvrtc {vers.get('nvrtc')}, cupy {vers.get('cupy')}")
    else:
        log(f"GPU parts skipped: {gpu_skipped}")

    # --- steps b (GPU) and c
    gpu_recs: dict = {}
    if gpu_ok:
        sizes = ["ci"] if a.sizes == "ci" else ["ci", "paper"]
        for rec in records:
            plan = rec.get("_plan")
            if plan is None:
                continue
            if time.time() > deadline:
                gpu_recs[rec["key"]] = {"errors": [f"GPU part skipped: the time budget "
                                                   f"({a.budget_s:.0f} s) was spent"]}
                log(f"{rec['key']}: GPU part skipped (time budget)")
                continue
            plan = dict(plan, sizes=sizes, time_size=sizes[-1], repetitions=a.repetitions)
            log(f"{rec['key']}: GPU at the {' and '.join(sizes)} size(s)")
            t = time.time()
            g = run_gpu_case(plan, tmpdir, max(deadline - time.time(), 0) + 90,
                             a.gpu_in_process)
            gpu_recs[rec["key"]] = g
            med = {r: (g.get("timing", {}).get(r) or {}).get("median_ms") for r in ROLES}
            log(f"{rec['key']}: GPU done in {time.time() - t:.1f} s; median ms "
                + ", ".join(f"{r} {m:.4f}" if m is not None else f"{r} -" for r, m in med.items())
                + (f"; errors: {' | '.join(g['errors'])[:300]}" if g.get("errors") else ""))
    benchmarks = [finish_case(rec, gpu_recs.get(rec.get("key")), gpu_ok, a.sizes)
                  if "_plan" in rec else rec for rec in records]
    shutil.rmtree(tmpdir, ignore_errors=True)

    # --- step d
    res = {"device": device, "date": date, "command": command, "benchmarks": benchmarks,
           "gpu": gpu_ok, "gpu_skipped": gpu_skipped, "driver": vers.get("driver"),
           "cuda": vers.get("runtime"), "arch": vers.get("arch", arch), "sizes": a.sizes,
           "optimize_at": a.optimize_at, "jobs": jobs,
           "repetitions": a.repetitions, "seed": SEED, "versions": vers,
           "generated_dir": results.rel(gen_dir),
           "notes": {
               "timing": f"CUDA events around each launch, {WARMUP} warm-up launches, median of "
                         f"{a.repetitions}, L2 flushed (a buffer of 2x the L2 size written) before "
                         "each timed launch; times in ms",
               "verified": "original, tool and hand kernels equal the NumPy reference and the "
                           "original on the simulator at the CI size"
                           + (", on the GPU at the CI size (and the simulator's outputs there)"
                              + (" and at the paper size" if a.sizes == "paper" else "")
                              if gpu_ok else "; no GPU checks (skipped)")
                           + "; the tool's kernel launched through its run-time guard, which "
                             "must have chosen the variant in at least one check. GPU float "
                             f"outputs within rtol {GPU_FLOAT_RTOL}, atol {GPU_FLOAT_ATOL} "
                             "(x max) of exact references (fma contraction); bit_exact says "
                             "whether they were exact",
               "optimized": "generated in this run by warpsmith.transform.memopt.optimize at "
                            f"the {a.optimize_at} launch (see each benchmark's optimize.cli); "
                            "never edited; the simulator and the GPU run the written file",
               "speedups": "speedup_tool = original_ms / optimized_ms, speedup_hand = "
                           "original_ms / hand_ms, tool_over_hand = optimized_ms / hand_ms"}}
    res["targets"] = R.targets(res)
    res["elapsed_s"] = round(time.time() - T0, 1)
    jpath = out_dir / f"{stem}.json"
    mpath = out_dir / f"{stem}.md"
    lpath = out_dir / f"{stem}.log"
    jpath.write_text(json.dumps(res, indent=1, default=results.json_default) + "\n")
    mpath.write_text(R.markdown(res))
    nver = sum(1 for b in benchmarks if b.get("verified"))
    log(f"done in {res['elapsed_s']} s: {nver}/{len(benchmarks)} verified; wrote {jpath}, "
        f"{mpath.name}, {lpath.name}, generated/")
    t1 = res["targets"]["tool_within_10pct_of_hand"]["met"]
    t2 = res["targets"]["matadd8_speedup_at_least_15x"]["met"]
    log(f"targets: tool within 10% of hand on all six: {t1}; 8-bit matrix addition >= 15x: {t2}")
    lpath.write_text("\n".join(_LOG) + "\n")
    if os.environ.get("OUT"):
        try:
            dest = Path(os.environ["OUT"])
            for p in (jpath, mpath, lpath):
                (dest / p.name).write_bytes(p.read_bytes())
            (dest / "generated").mkdir(exist_ok=True)
            for p in gen_dir.iterdir():
                if p.is_file():
                    (dest / "generated" / p.name).write_bytes(p.read_bytes())
        except OSError as exc:
            print(f"could not copy the results to $OUT: {exc}", file=sys.stderr)
    print(mpath.read_text())
    if want_gpu and not gpu_ok:
        print(f"memopt_runner: the GPU was asked for but is not usable ({gpu_skipped}); "
              "only the CPU parts ran (use --no-gpu to ask for that)", file=sys.stderr)
        return 2
    if not benchmarks or any(b.get("errors") or not b.get("verified") for b in benchmarks):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
