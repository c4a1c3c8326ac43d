#!/usr/bin/env python3
"""The one GPU runner (issue 3 section 5): one invocation on a machine with an NVIDIA GPU.

    PYTHONPATH=src python3 benchmarks/gpu_runner.py [--quick] [--out-dir benchmarks/results]

Stages (each kernel's failure is recorded in the JSON and the run goes on):

1. device, driver, CUDA runtime / NVRTC / CuPy versions, date, the exact command;
2. ceilings: device-to-device copy bandwidth (cudaMemcpy of 1 GiB, and a float4 copy kernel;
   bytes read + bytes written over the median time) and the fp32 FMA rate (an unrolled kernel
   of 8 independent FMA chains per thread);
3. simulator pass, on the CPU in a process pool: for every corpus kernel at the CI size, the
   simulator's outputs and trace on seeded random inputs, and which output buffers are *pure*
   (the simulator's result does not change when the buffer starts poisoned: those are
   poisoned on the GPU);
4. GPU pass, in a worker subprocess (restarted after a kernel that breaks the CUDA context):
   per kernel, compile with NVRTC for the device's sm_XX, run at the CI size on the same
   inputs, compare with the simulator and the NumPy reference; time at the paper size (CUDA
   events, warm-up 3, median and spread over 30 repetitions, L2 flushed before each);
   ``bytes_min`` (each buffer argument read once if the kernel reads it, each output
   written once, at the paper size) and ``bytes_sectors`` (the simulator's global
   load + store sectors x 32, at the CI size, with bytes_min at the CI size beside it);
   occupancy: warpsmith's calculator against cuOccupancyMaxActiveBlocksPerMultiprocessor at
   block sizes 64..1024 where the compiled kernel allows them;
5. counters: for up to 14 verified kernels, ``ncu --clock-control none`` on a helper process
   that launches the kernel once at the CI size, compared with the simulator's trace;
6. writes ``benchmarks/results/<gpu>-<yyyy-mm-dd>.json`` and a markdown table beside it.

``--quick``: 4 kernels, 5 repetitions, 3 counter checks (a smoke test, about a minute).
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import datetime as _dt
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

import numpy as np  # noqa: E402

from warpsmith.ir import find_kernel  # noqa: E402
from warpsmith.corpus import device_tolerances as tolerances  # noqa: E402
from warpsmith.corpus import read_spec as load_spec_module  # noqa: E402
from warpsmith.tune import measure, results  # noqa: E402
from warpsmith.tune.results import gpu_slug  # noqa: E402

SEED = 1234
BLOCK_SIZES = (64, 128, 256, 512, 1024)
NCU_METRICS = {
    "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum": ("global_load_sectors",),
    "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum": ("global_store_sectors",),
    "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum": None,  # summed with _st below
    "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum": None,
    "smsp__sass_branch_targets_threads_divergent.sum": ("divergent_branches",),
    "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum": ("global_load_requests",),
    "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum": ("global_store_requests",),
}
# The simulator counts divergence where the source branches; the compiler turns short
# thread-dependent if-bodies into predicated code with no branch, and ncu's counter then
# reads 0 (the first H100 run, benchmarks/results/h100-2026-11-21.json, read 0 for every
# kernel, reductions included). Rows of this metric are recorded but not held to 2%.
NOT_COMPARED = {"smsp__sass_branch_targets_threads_divergent.sum"}
T0 = time.time()


def log(msg: str) -> None:
    print(f"[{time.time() - T0:6.1f}s] {msg}", flush=True)


# ----------------------------------------------------------------------------- shared helpers

def buffer_params(fn):
    from warpsmith.ir.types import AddressSpace, PointerType

    return [p.name for p in fn.params
            if isinstance(p.type, PointerType) and p.type.space != AddressSpace.SHARED]


def bytes_min(fn, args, outputs) -> int:
    """Each buffer argument read once (outputs that are pure outputs excluded by the caller
    passing them in ``outputs`` only) plus each output written once."""
    total = 0
    for name in buffer_params(fn):
        a = args.get(name)
        if isinstance(a, np.ndarray):
            if name not in outputs["pure"]:
                total += a.nbytes
            if name in outputs["all"]:
                total += a.nbytes
    return int(total)


# ----------------------------------------------------------------------------- stage 3: simulator

def sim_job(name: str, tmpdir: str) -> dict:
    from warpsmith.backends.simulator import pure_outputs, simulate
    from warpsmith.corpus import compare_outputs, spec

    t = time.time()
    out: dict = {"name": name}
    try:
        s = spec(name)
        m = load_spec_module(s, "ci")
        fn = find_kernel(m, s.kernel)
        L = s.ci
        args = s.make_args(SEED, "ci")
        r = simulate(m, s.kernel, L.grid, L.block, args, dynamic_shared=L.dynamic_shared, trace=True)
        out["trace"] = {k: v for k, v in r.trace.as_dict().items() if k != "trace_by_line"}
        # The GPU runs the CUDA text printed from the IR; for OpenCL kernels that text can
        # access memory differently (vloadN is printed lane by lane), so the counters are
        # compared with a trace of that very text, read back and simulated.
        out["trace_of_cuda_text"] = out["trace"]
        if s.dialect != "cuda":
            from warpsmith.frontend import read_module
            from warpsmith.ir.printer import print_module

            from warpsmith.ir.printer import cuda_dynamic_shared_params

            mc = read_module(f"{name}.cu", text=print_module(m, "cuda"), dialect="cuda")
            dyn = L.dynamic_shared
            for pname in cuda_dynamic_shared_params(fn):  # __local params become extern __shared__
                dyn = max(dyn, int(getattr(args.get(pname), "bytes", 0) or 0))
            cargs = {k: v for k, v in args.items() if k not in cuda_dynamic_shared_params(fn)}
            rc = simulate(mc, fn.name, L.grid, L.block, cargs, dynamic_shared=dyn, trace=True)
            out["trace_of_cuda_text"] = {k: v for k, v in rc.trace.as_dict().items() if k != "trace_by_line"}
        try:
            want = s.expected(args, "ci")
            probs = compare_outputs(r.outputs, want, s.outputs, s.rtol, s.atol)
            out["sim_vs_reference"] = "ok" if not probs else "; ".join(probs)[:500]
        except Exception as exc:  # spec without reference
            out["sim_vs_reference"] = f"no reference ({type(exc).__name__})"
        out["pure_outputs"] = pure_outputs(m, s.kernel, L.grid, L.block, args, r, s.outputs,
                                           dynamic_shared=L.dynamic_shared)
        out["bytes_sectors"] = 32 * (out["trace"]["global_load_sectors"]
                                     + out["trace"]["global_store_sectors"])
        out["bytes_min_ci"] = bytes_min(fn, args, {"pure": set(out["pure_outputs"]), "all": set(s.outputs)})
        np.savez(os.path.join(tmpdir, f"{name}.npz"), **{k: v for k, v in r.outputs.items()})
        out["sim_ok"] = True
    except Exception as exc:
        out["sim_ok"] = False
        out["sim_error"] = f"{type(exc).__name__}: {exc}"[:800]
    out["sim_seconds"] = round(time.time() - t, 2)
    return out


# ----------------------------------------------------------------------------- stage 4: GPU worker

def gpu_kernel(name: str, sim: dict, tmpdir: str, reps: int) -> dict:
    from warpsmith.backends import cuda
    from warpsmith.corpus import compare_outputs, spec
    from warpsmith.hw.descriptions import live_device
    from warpsmith.hw.occupancy import occupancy

    s = spec(name)
    rec: dict = {"name": name, "file": s.file, "kernel": s.kernel, "dialect": s.dialect,
                 "verified": False, "time_ms_median": None, "time_ms_spread": None,
                 "bytes_min": None, "bytes_sectors": sim.get("bytes_sectors"),
                 "bytes_sectors_size": "ci", "bytes_min_ci": sim.get("bytes_min_ci"),
                 "errors": []}
    m = load_spec_module(s, "ci")
    fn = find_kernel(m, s.kernel)
    report, _mod, func = cuda.load_kernel(m, fn)
    rec["compile"] = report.as_json()
    # --- check at the CI size against the simulator and the reference
    L = s.ci
    args = s.make_args(SEED, "ci")
    pure = sim.get("pure_outputs", [])
    r = cuda.run_cuda(m, fn, L.grid, L.block, args, dynamic_shared=L.dynamic_shared, poison=pure)
    rtol, atol = tolerances(s, r.outputs)  # float outputs: at least the GPU floor
    rec["poisoned"] = pure
    if sim.get("sim_ok"):
        simout = dict(np.load(os.path.join(tmpdir, f"{name}.npz")))
        probs = compare_outputs(r.outputs, simout, s.outputs, rtol, atol)
        rec["vs_simulator"] = "ok" if not probs else "; ".join(probs)[:500]
    else:
        rec["vs_simulator"] = f"simulator failed: {sim.get('sim_error', '')[:200]}"
    try:
        probs = compare_outputs(r.outputs, s.expected(args, "ci"), s.outputs, rtol, atol)
        rec["vs_reference"] = "ok" if not probs else "; ".join(probs)[:500]
    except Exception as exc:
        rec["vs_reference"] = f"no reference ({type(exc).__name__})"
    rec["verified"] = rec["vs_simulator"] == "ok" and (
        rec["vs_reference"] == "ok" or rec["vs_reference"].startswith("no reference"))
    # --- occupancy at every legal block size (same compiled function)
    dev = live_device()
    occ = []
    for bs in BLOCK_SIZES:
        if bs > report.max_threads_per_block:
            continue
        dyn = L.dynamic_shared
        try:
            mine = occupancy(dev, report.registers, report.shared_static_bytes, bs, dyn,
                             max_threads_per_block=report.max_threads_per_block)
            theirs = cuda.driver_occupancy(func, bs, dyn)
            occ.append({"kernel": name, "block": bs, "warpsmith": mine.active_blocks_per_sm,
                        "cuda": theirs, "limiting": mine.limiting,
                        "registers": report.registers,
                        "shared_static_bytes": report.shared_static_bytes, "dynamic_shared": dyn,
                        "match": mine.active_blocks_per_sm == theirs})
        except Exception as exc:
            occ.append({"kernel": name, "block": bs, "error": f"{type(exc).__name__}: {exc}"})
    rec["occupancy"] = occ
    # --- time at the paper size
    P = s.paper
    mp = load_spec_module(s, "paper")
    pargs = s.make_args(SEED, "paper")
    fnp = find_kernel(mp, s.kernel)
    rp = cuda.run_cuda(mp, fnp, P.grid, P.block, pargs, dynamic_shared=P.dynamic_shared,
                       time=measure.timer(repetitions=reps, warmup=3, flush_l2=True))
    t = rp.timing
    rec["time_ms_median"] = t["median_ms"]
    rec["time_ms_spread"] = {"min": t["min_ms"], "max": t["max_ms"], "p25": t["p25_ms"],
                             "p75": t["p75_ms"], "repetitions": t["repetitions"]}
    rec["paper_launch"] = {"grid": list(P.grid), "block": list(P.block), "dims": dict(P.dims)}
    rec["bytes_min"] = bytes_min(fnp, pargs, {"pure": set(pure), "all": set(s.outputs)})
    rec["bandwidth_bytes_per_s"] = rec["bytes_min"] / (t["median_ms"] * 1e-3)
    return rec


def worker_main(names: list[str], tmpdir: str, out_path: str, reps: int) -> int:
    sims = {}
    with open(os.path.join(tmpdir, "sim.json")) as fh:
        sims = json.load(fh)
    for name in names:
        with open(out_path, "a") as fh:
            fh.write(json.dumps({"started": name}) + "\n")
        t = time.time()
        try:
            rec = gpu_kernel(name, sims.get(name, {}), tmpdir, reps)
        except Exception as exc:
            rec = {"name": name, "verified": False, "errors": [f"{type(exc).__name__}: {exc}"[:1500]],
                   "traceback": traceback.format_exc()[-1500:]}
            from warpsmith.backends import cuda
            if cuda._BROKEN:
                rec["errors"].append("CUDA context broken: worker restarts")
                with open(out_path, "a") as fh:
                    fh.write(json.dumps({"done": name, "record": rec}) + "\n")
                return 3
        rec["gpu_seconds"] = round(time.time() - t, 2)
        with open(out_path, "a") as fh:
            fh.write(json.dumps({"done": name, "record": rec}, default=float) + "\n")
        print(f"  gpu {name}: verified={rec.get('verified')} median={rec.get('time_ms_median')} ms"
              f" ({rec['gpu_seconds']}s)", flush=True)
    return 0


def run_gpu_pass(names, tmpdir, reps, deadline) -> dict:
    out_path = os.path.join(tmpdir, "gpu.jsonl")
    done: dict[str, dict] = {}
    remaining = list(names)
    attempts = 0
    while remaining and attempts < len(names) + 2 and time.time() < deadline:
        attempts += 1
        cmd = [sys.executable, __file__, "--worker", ",".join(remaining), "--tmp", tmpdir,
               "--reps", str(reps)]
        try:
            subprocess.run(cmd, timeout=max(deadline - time.time(), 10))
        except subprocess.TimeoutExpired:
            log("GPU worker ran past the time budget; stopping it")
        started = None
        if os.path.exists(out_path):
            for line in open(out_path):
                d = json.loads(line)
                if "started" in d:
                    started = d["started"]
                elif "done" in d:
                    done[d["done"]] = d["record"]
        if started and started not in done:  # the worker died inside this kernel
            done[started] = {"name": started, "verified": False,
                             "errors": ["the GPU worker process died on this kernel"]}
        remaining = [n for n in names if n not in done]
    for n in remaining:
        done[n] = {"name": n, "verified": False, "errors": ["skipped: time budget"]}
    return done


# ----------------------------------------------------------------------------- stage 2: ceilings

COPY_SRC = r'''
extern "C" __global__ void copy4(const float4* __restrict__ a, float4* __restrict__ b, size_t n) {
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        b[i] = a[i];
}
extern "C" __global__ void fma_peak(float* out, float seed, int iters) {
    float a0 = seed + threadIdx.x, a1 = a0 + 1, a2 = a0 + 2, a3 = a0 + 3,
          a4 = a0 + 4, a5 = a0 + 5, a6 = a0 + 6, a7 = a0 + 7;
    const float m = 0.9999f, c = 0.0001f;
    for (int i = 0; i < iters; ++i) {
        #pragma unroll
        for (int j = 0; j < 16; ++j) {
            a0 = fmaf(a0, m, c); a1 = fmaf(a1, m, c); a2 = fmaf(a2, m, c); a3 = fmaf(a3, m, c);
            a4 = fmaf(a4, m, c); a5 = fmaf(a5, m, c); a6 = fmaf(a6, m, c); a7 = fmaf(a7, m, c);
        }
    }
    float s = a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7;
    if (s == 12345.678f) out[0] = s;   // keeps the chains alive
}
'''


def ceilings(reps: int) -> dict:
    import cupy as cp

    from warpsmith.backends import cuda

    out: dict = {}
    nbytes = 1 << 30
    a = cp.empty(nbytes, dtype=cp.uint8)
    b = cp.empty(nbytes, dtype=cp.uint8)
    a.fill(1)
    t = measure.time_launch(lambda: b.data.copy_from_device(a.data, nbytes), repetitions=reps, warmup=3)
    out["memcpy_d2d"] = {"bytes": nbytes, "median_ms": t["median_ms"], "min_ms": t["min_ms"],
                         "max_ms": t["max_ms"],
                         "bytes_per_s": 2 * nbytes / (t["median_ms"] * 1e-3)}
    arch = cuda.device_arch()
    rep_c, _m, copy4 = cuda.load_source(COPY_SRC, "copy4", arch)
    _r, _m2, fma = cuda.load_source(COPY_SRC, "fma_peak", arch)
    n4 = nbytes // 16
    sms = cuda.device_info()["sm_count"]
    grid = (sms * 16,)
    t = measure.time_launch(lambda: copy4(grid, (256,), (a, b, np.uint64(n4))), repetitions=reps, warmup=3)
    out["copy_kernel"] = {"bytes": nbytes, "median_ms": t["median_ms"],
                          "bytes_per_s": 2 * nbytes / (t["median_ms"] * 1e-3)}
    iters = 2048
    blocks, threads = sms * 8, 256
    o = cp.zeros(1, cp.float32)
    t = measure.time_launch(lambda: fma(( blocks,), (threads,), (o, np.float32(1.0), np.int32(iters))),
                         repetitions=reps, warmup=3)
    flops = 2.0 * 8 * 16 * iters * blocks * threads
    out["fma_kernel"] = {"flops": flops, "median_ms": t["median_ms"],
                         "flops_per_s": flops / (t["median_ms"] * 1e-3)}
    del a, b
    cp.get_default_memory_pool().free_all_blocks()
    return {"copy_bytes_per_s": max(out["memcpy_d2d"]["bytes_per_s"], out["copy_kernel"]["bytes_per_s"]),
            "fp32_flops": out["fma_kernel"]["flops_per_s"], "detail": out}


# ----------------------------------------------------------------------------- stage 5: counters

def ncu_target(name: str) -> int:
    """Launch corpus kernel ``name`` once at the CI size (profiled by ncu)."""
    from warpsmith.backends import cuda
    from warpsmith.corpus import spec

    s = spec(name)
    m = load_spec_module(s, "ci")
    L = s.ci
    cuda.run_cuda(m, s.kernel, L.grid, L.block, s.make_args(SEED, "ci"), dynamic_shared=L.dynamic_shared)
    return 0


def parse_ncu_csv(text: str) -> dict[str, float]:
    import csv
    import io

    vals: dict[str, float] = {}
    lines = [ln for ln in text.splitlines() if ln.startswith('"')]
    if not lines:
        return vals
    for row in csv.DictReader(io.StringIO("\n".join(lines))):
        mname, v = row.get("Metric Name"), row.get("Metric Value", "")
        if mname:
            try:
                vals[mname] = vals.get(mname, 0.0) + float(v.replace(",", ""))
            except ValueError:
                pass
    return vals


def sass_memory_ops(name: str) -> dict:
    """Static counts of the memory instructions in the kernel's SASS (``cuobjdump -sass``),
    by opcode with width suffix (``LDS.128``, ``STG.E``, ...): where ncu and the simulator
    differ, this shows whether the compiler merged, widened or removed accesses."""
    import re
    import tempfile

    from warpsmith.backends.cuda import compile_module
    from warpsmith.corpus import spec

    s = spec(name)
    rep = compile_module(load_spec_module(s, "ci"), s.kernel, arch="sm_90")
    with tempfile.NamedTemporaryFile(suffix=".cubin") as f:
        f.write(rep.cubin)
        f.flush()
        p = subprocess.run([shutil.which("cuobjdump") or "/usr/local/cuda/bin/cuobjdump", "-sass", f.name], capture_output=True, text=True, timeout=60)
    counts: dict[str, int] = {}
    for op in re.findall(r"\b((?:LDS|STS|LDG|STG|LD|ST|ATOMS|ATOMG|RED)(?:\.[A-Z0-9_]+)*)\b", p.stdout):
        counts[op] = counts.get(op, 0) + 1
    return counts


def _alt_value(metric: str, t: dict):
    if "wavefronts" in metric:
        return t["shared_wavefronts"]
    keys = NCU_METRICS.get(metric)
    return t[keys[0]] if keys else None


def counters_check(name: str, lowered: str, trace: dict, timeout: float,
                   alt_trace: dict | None = None) -> list[dict]:
    ncu = "ncu"
    cmd = [ncu, "--clock-control", "none", "--metrics", ",".join(NCU_METRICS), "--csv",
           "--kernel-name", lowered, "--launch-count", "1",
           sys.executable, __file__, "--ncu-target", name]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    vals = parse_ncu_csv(p.stdout)
    if not vals:
        raise RuntimeError(f"ncu gave no metrics (rc {p.returncode}): {(p.stdout + p.stderr)[-600:]}")
    rows = []

    def row(metric, sim_v, ncu_v):
        rel = abs(sim_v - ncu_v) / max(abs(ncu_v), 1.0)
        rows.append({"kernel": name, "metric": metric, "simulator": sim_v, "ncu": ncu_v,
                     "rel_diff": rel, "compared": metric not in NOT_COMPARED})
        if alt_trace is not None and alt_trace is not trace:
            # the same count on the CUDA text the GPU ran (OpenCL kernels only)
            rows[-1]["simulator_cuda_text"] = _alt_value(metric, alt_trace)

    ld, st = list(NCU_METRICS)[0], list(NCU_METRICS)[1]
    row(ld, trace["global_load_sectors"], vals.get(ld, float("nan")))
    row(st, trace["global_store_sectors"], vals.get(st, float("nan")))
    sh_ld, sh_st = list(NCU_METRICS)[2], list(NCU_METRICS)[3]
    row(sh_ld + "+" + sh_st.rsplit("_", 1)[-1], trace["shared_wavefronts"],
        vals.get(sh_ld, float("nan")) + vals.get(sh_st, float("nan")))
    br = list(NCU_METRICS)[4]
    row(br, trace["divergent_branches"], vals.get(br, float("nan")))
    for metric in list(NCU_METRICS)[5:]:
        row(metric, trace[NCU_METRICS[metric][0]], vals.get(metric, float("nan")))
    return rows


# ----------------------------------------------------------------------------- main

def write_markdown(res: dict, path: Path) -> None:
    L = [f"# GPU run: {res['device']} ({res['date']})", "",
         f"- command: `{res['command']}`",
         f"- driver {res['driver']}, CUDA runtime {res['cuda']}, NVRTC {res['versions'].get('nvrtc')}, "
         f"CuPy {res['versions'].get('cupy')}",
         f"- ceilings: copy {res['ceilings'].get('copy_bytes_per_s', 0) / 1e9:.0f} GB/s (read + write), "
         f"fp32 {res['ceilings'].get('fp32_flops', 0) / 1e12:.1f} TFLOP/s", "",
         "| kernel | verified | median ms | spread (min-max) | bytes_min (paper) | GB/s | % copy | bytes_sectors (ci) / bytes_min (ci) |",
         "|---|---|---|---|---|---|---|---|"]
    cb = res["ceilings"].get("copy_bytes_per_s") or float("nan")
    for k in res["kernels"]:
        med = k.get("time_ms_median")
        sp = k.get("time_ms_spread") or {}
        bw = k.get("bandwidth_bytes_per_s")
        ratio = (f"{k['bytes_sectors']}/{k['bytes_min_ci']}" if k.get("bytes_sectors") is not None
                 and k.get("bytes_min_ci") else "-")
        L.append(f"| {k['name']} | {'yes' if k.get('verified') else 'NO'} | "
                 f"{med:.4f} | {sp.get('min', 0):.4f}-{sp.get('max', 0):.4f} | {k.get('bytes_min')} | "
                 f"{bw / 1e9:.0f} | {100 * bw / cb:.0f}% | {ratio} |" if med else
                 f"| {k['name']} | {'yes' if k.get('verified') else 'NO'} | - | - | - | - | - | {ratio} |")
    bad = [o for o in res["occupancy_check"] if not o.get("match")]
    L += ["", f"Occupancy: {len(res['occupancy_check']) - len(bad)} of {len(res['occupancy_check'])} "
          "(kernel, block) pairs equal cuOccupancyMaxActiveBlocksPerMultiprocessor."]
    for o in bad[:30]:
        L.append(f"- mismatch {o}")
    by_kernel: dict[str, list] = {}
    for c in res["counters_check"]:
        if c.get("compared", True) and c["metric"] != "error":
            by_kernel.setdefault(c["kernel"], []).append(c["rel_diff"] <= 0.02)
    agree = sorted(k for k, oks in by_kernel.items() if all(oks))
    L += ["", f"Counters: {len(agree)} of {len(by_kernel)} kernels have every compared metric within 2% "
          f"of ncu: {', '.join(agree)}.",
          "Rows marked 'no' in the compared column are recorded only (see NOT_COMPARED in the runner)."]
    L += ["The simulator column counts the kernel as written; for OpenCL kernels the last column counts "
          "the CUDA text printed from the IR, which is what the GPU ran.",
          "", "| kernel | metric | simulator | ncu | rel_diff | compared | simulator (CUDA text) |",
          "|---|---|---|---|---|---|---|"]
    for c in res["counters_check"]:
        L.append(f"| {c['kernel']} | {c['metric']} | {c['simulator']} | {c['ncu']} | {c['rel_diff']:.4f} | "
                 f"{'yes' if c.get('compared', True) else 'no'} | {c.get('simulator_cuda_text', '')} |")
    differ = sorted({c["kernel"] for c in res["counters_check"]
                     if c.get("compared", True) and c["metric"] != "error" and not c["rel_diff"] <= 0.02})
    if differ:
        L += ["", "Memory instructions in the SASS of the kernels that differ (cuobjdump -sass, static counts):", ""]
        for k in res["kernels"]:
            if k["name"] in differ and k.get("sass_memory_ops"):
                ops = ", ".join(f"{op} {n}" for op, n in sorted(k["sass_memory_ops"].items()))
                L.append(f"- {k['name']}: {ops}")
    errs = [k for k in res["kernels"] if k.get("errors")]
    if errs:
        L += ["", "## Errors"] + [f"- {k['name']}: {' | '.join(k['errors'])[:400]}" for k in errs]
    path.write_text("\n".join(L) + "\n")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="smoke test: 4 kernels, 5 repetitions")
    ap.add_argument("--kernels", help="comma-separated corpus names (default: all)")
    ap.add_argument("--reps", type=int, default=30)
    ap.add_argument("--budget-s", type=float, default=450, help="stop starting new work after this")
    ap.add_argument("--out-dir", default=str(ROOT / "benchmarks" / "results"))
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 4)
    ap.add_argument("--no-ncu", action="store_true")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    ap.add_argument("--tmp", help=argparse.SUPPRESS)
    ap.add_argument("--ncu-target", help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.ncu_target:
        return ncu_target(a.ncu_target)
    if a.worker:
        return worker_main(a.worker.split(","), a.tmp, os.path.join(a.tmp, "gpu.jsonl"), a.reps)

    deadline = T0 + a.budget_s
    command = " ".join(shlex.quote(x) for x in [sys.executable] + sys.argv)
    from warpsmith.backends import cuda
    from warpsmith.corpus import all_specs

    try:
        cuda.cupy()
    except Exception as exc:
        print(f"gpu_runner: {exc}", file=sys.stderr)
        return 2
    reps = 5 if a.quick else a.reps
    names = [s.name for s in all_specs()]
    if a.kernels:
        names = [n for n in a.kernels.split(",") if n]
    elif a.quick:
        names = names[:1] + [n for n in names if n in ("transpose_tiled", "reduce_sum", "matmul_tiled")]
    log(f"{len(names)} kernels; repetitions {reps}; budget {a.budget_s:.0f}s")
    vers = results.versions()
    log(f"device {vers['name']} ({vers['arch']}), driver {vers.get('driver')}, runtime {vers['runtime']}, "
        f"nvrtc {vers.get('nvrtc')}, ncu {vers.get('ncu')}")
    res: dict = {"device": vers["name"], "driver": vers.get("driver"), "cuda": vers["runtime"],
                 "date": _dt.date.today().isoformat(), "command": command, "versions": vers,
                 "seed": SEED, "ceilings": {}, "kernels": [], "occupancy_check": [],
                 "counters_check": [], "notes": {
                     "bytes_min": "paper size: every buffer argument read once (pure outputs not read) + every output written once",
                     "bytes_sectors": "CI size: simulator global load + store sectors x 32 (bytes_min_ci beside it)",
                     "timing": f"CUDA events, warm-up 3, median over {reps} repetitions, L2 flushed (2x L2 written) before each",
                     "verified": "GPU outputs at the CI size equal the simulator's on the same seeded inputs and the NumPy reference (looser of the spec's and its real-device tolerance)"}}
    tmpdir = tempfile.mkdtemp(prefix="ws_gpu_")
    # 1. ceilings
    try:
        log("ceilings: 1 GiB device-to-device copies and the FMA kernel")
        res["ceilings"] = ceilings(max(reps, 10))
        c = res["ceilings"]
        log(f"  copy {c['copy_bytes_per_s'] / 1e9:.0f} GB/s, fp32 {c['fp32_flops'] / 1e12:.1f} TFLOP/s")
    except Exception as exc:
        res["ceilings"] = {"error": f"{type(exc).__name__}: {exc}"}
        log(f"  ceilings failed: {exc}")
    # 2. simulator pass in a process pool
    log(f"simulator pass over {len(names)} kernels with {a.jobs} processes")
    sims: dict = {}
    with cf.ProcessPoolExecutor(max_workers=a.jobs) as pool:
        futs = {pool.submit(sim_job, n, tmpdir): n for n in names}
        for f in cf.as_completed(futs):
            n = futs[f]
            try:
                sims[n] = f.result(timeout=max(deadline - time.time(), 5))
            except Exception as exc:
                sims[n] = {"name": n, "sim_ok": False, "sim_error": f"{type(exc).__name__}: {exc}"}
            log(f"  sim {n}: {'ok' if sims[n].get('sim_ok') else sims[n].get('sim_error', '')[:120]}"
                f" ({sims[n].get('sim_seconds', '?')}s)")
    with open(os.path.join(tmpdir, "sim.json"), "w") as fh:
        json.dump(sims, fh)
    # 3. GPU pass
    log("GPU pass (worker subprocess)")
    gpu = run_gpu_pass(names, tmpdir, reps, deadline)
    for n in names:
        rec = gpu.get(n, {"name": n, "verified": False, "errors": ["not run"]})
        s = sims.get(n, {})
        rec.setdefault("bytes_sectors", s.get("bytes_sectors"))
        rec["simulator"] = {k: s.get(k) for k in ("sim_ok", "sim_error", "sim_vs_reference",
                                                   "sim_seconds", "trace")}
        res["occupancy_check"] += rec.pop("occupancy", [])
        res["kernels"].append(rec)
    # 4. counters
    if not a.no_ncu:
        limit = 3 if a.quick else 64
        cands = [k for k in res["kernels"] if k.get("verified") and sims.get(k["name"], {}).get("trace")]
        log(f"counters: ncu on {min(limit, len(cands))} kernels")
        for k in cands[:limit]:
            if time.time() > T0 + a.budget_s + 60:
                log("  counters: time budget spent; stopping")
                break
            try:
                rows = counters_check(k["name"], k["compile"]["lowered_name"], sims[k["name"]]["trace"],
                                      alt_trace=sims[k["name"]].get("trace_of_cuda_text"),
                                      timeout=120)
                res["counters_check"] += rows
                try:
                    k["sass_memory_ops"] = sass_memory_ops(k["name"])
                except Exception as exc:  # evidence only; never fail the run for it
                    k["sass_memory_ops"] = {"error": f"{type(exc).__name__}: {exc}"[:200]}
                log(f"  ncu {k['name']}: " + ", ".join(f"{r['metric'].split('__')[1][:25]} {r['simulator']}/{r['ncu']}"
                                                       for r in rows))
            except Exception as exc:
                res["counters_check"].append({"kernel": k["name"], "metric": "error",
                                              "simulator": None, "ncu": None, "rel_diff": float("nan"),
                                              "error": f"{type(exc).__name__}: {exc}"[:600]})
                log(f"  ncu {k['name']} failed: {exc}")
    # 5. write
    out_dir = Path(a.out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    stem = f"{gpu_slug(res['device'])}-{res['date']}" + ("-quick" if a.quick else "")
    jpath = out_dir / f"{stem}.json"
    jpath.write_text(json.dumps(res, indent=1, default=float))
    write_markdown(res, out_dir / f"{stem}.md")
    if os.environ.get("OUT"):
        for p in (jpath, out_dir / f"{stem}.md"):
            try:
                Path(os.environ["OUT"], p.name).write_bytes(p.read_bytes())
            except OSError:
                pass
    nver = sum(1 for k in res["kernels"] if k.get("verified"))
    nocc = sum(1 for o in res["occupancy_check"] if o.get("match"))
    log(f"done: {nver}/{len(res['kernels'])} verified; occupancy {nocc}/{len(res['occupancy_check'])} "
        f"match; {len(res['counters_check'])} counter rows; wrote {jpath}")
    print((out_dir / f"{stem}.md").read_text())
    return 0


if __name__ == "__main__":
    sys.exit(main())
