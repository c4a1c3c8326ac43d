#!/usr/bin/env python3
"""Instruction-fetch microbenchmark for the analytical model (issue 6): one run on a GPU.

    PYTHONPATH=src python3 benchmarks/calibrate_icache.py --out-dir DIR [--quick] [--dry-run]

Why: the model has no instruction-fetch term, and the H100's counters show the unrolled
radix-16 FFTs (about 1100-1200 SASS instructions executed once per thread, 1-2 warps per
scheduler) stalled on ``no_instruction`` for 2.0-2.4 cycles per issued instruction
(docs/model.md, "What remains wrong"). This measures what code of a given size costs per
instruction, as a function of the code size and of the warps per scheduler, for code run once
per thread and for a loop body (docs/calibration.md, "Instruction fetch").

The kernels are generated here: ``icache_stream_K`` is K FMAs of straight-line code (K/8
rounds of 8 independent chains ``x = fmaf(x, a, b)`` on distinct registers, so one warp
alone never waits on a dependence: the chains' 4-cycle latency is under the 8 cycles a round
takes to issue), bracketed by two ``clock64`` reads; ``icache_loop_K`` is the same body in
a loop of ``trips`` iterations (``#pragma unroll 1``). Each is compiled by NVRTC for the
device (``backends/cuda_compile.compile_cuda``) and its cubin is read back: the FFMAs between
the two clock reads must number K (K + 8 at most: the chains' start values), and (loop) one
loop body must hold exactly K, or the kernel is refused; the instruction counts the model is
indexed by (non-NOP instructions of the kernel's ``.text``; for the loop, of the loop body)
are recorded.

Launches (CuPy), for W = 1, 2, 4, 8 warps per scheduler:

* layout ``block``: one block of 128 W threads per SM, held to one by dynamic shared memory:
  its 4 W warps start together and share the four schedulers W by W for their whole life;
  layout ``blocks`` (streamed form only, for comparison): W blocks of 128 threads per SM,
  which the GPU dispatches and retires one by one, so their warps run at different places in
  the code, and at small sizes fewer than W at a time. The achieved residency is checked
  three ways: warpsmith's occupancy calculator (the plan), the driver's occupancy query, and
  the warps' own clock intervals (the most warps running at once on an SM and on each
  scheduler, taken as ``%warpid % 4``, and per warp the time-averaged number of warps that
  shared its scheduler, ``co_runners``);
* streamed: ``--waves`` (8) waves of blocks, so the code streams through the caches as blocks
  come and go; per warp, the clock64 cycles between its two reads; the first wave of each SM
  (its 4 W earliest warps) and the later waves are summarized apart;
* loop: one wave, ``trips`` = 2 and about 2^17 / K: the difference is the steady state.

Every launch is timed by CUDA events too (the SM clock is cycles over event time); each
configuration is run ``--reps`` (7) times after a warm-up launch, its outputs poisoned (NaN)
before and compared after with a NumPy float32 reference of the chains (a = 1, b = 2^-12:
every value exact, so the result tells how many FMAs ran). Derived: per (form, layout, W)
the baseline cycles per instruction of the two smallest sizes (code that fits), and per size
the stall: extra cycles per warp instruction over that baseline (docs/calibration.md). The
``block`` layout's table (streamed: later waves; first wave; loop) is what
``benchmarks/apply_calibration.py`` writes into the hardware description and
``warpsmith.model.icache.fetch_stall_cycles`` reads.

Writes ``DIR/icache-<gpu>-<yyyy-mm-dd>.json`` (device, driver, versions, date, command,
settings, each kernel's SASS facts, the plan, every launch's per-warp cycle summary, SM spans
and concurrency, the checks, the derived table, warnings) and a ``.md`` table beside it.
``--dry-run``: no GPU; compile every kernel, check its SASS, and write the planned launch
table (``icache-plan-<device>-<date>.json``). ``--rederive FILE``: recompute the derived
values of an earlier results file from its raw measurements. About a minute on an H100 (the
timed kernels take a few seconds; NVRTC compiles of the 16384-instruction kernels dominate).
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import datetime as _dt
import json
import multiprocessing
import os
import shlex
import shutil
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

import numpy as np  # noqa: E402

from warpsmith.tune import measure, results  # noqa: E402
from warpsmith.tune.results import dumps  # noqa: E402,F401  (as calibrate_runner writes)

K_FULL = (128, 256, 512, 768, 1024, 1536, 2048, 3072, 4096, 8192, 16384)
K_QUICK = (128, 256, 1024, 4096)
W_FULL = (1, 2, 4, 8)
W_QUICK = (1, 2)
LAYOUTS = ("block", "blocks")         # one block of 4 W warps per SM / W blocks of 4 warps
TABLE_LAYOUT = "block"                # the layout whose table goes into the description
FORMS = ("stream", "loop")
CHAINS = 8                            # independent FMA chains per thread
FMA_A = 1.0                           # x -> a x + b: a = 1 keeps every value exact in float32
FMA_B = 2.0 ** -12                    # (x0 in [1, 2) on a 2^-12 grid, x < 4096: 24 bits)
X0_VALUES = 4096                      # distinct start values: x0 = 1 + (8 (t % 512) + j) b
WAVES = 8
WAVES_QUICK = 2
REPS = 7
REPS_QUICK = 3
LOOP_TRIPS_LO = 2
LOOP_INSTRUCTIONS = 1 << 17           # per warp in the long loop launch (quick: 1 << 13)
LOOP_INSTRUCTIONS_QUICK = 1 << 13
BASE_POINTS = 2                       # smallest sizes that define the baseline
REC_WORDS = 3                         # per warp: (smid << 32) | warpid, clock64 start, end
BASELINE_WARN = 1.5                   # baseline cycles per warp instruction per scheduler
CLOCK_WARN = 0.05
MAX_STEPS = int((4096 - 2) / FMA_B)   # chain steps that keep x exact (x < 4096)

# SASS (sm_70+): the opcode's low 9 bits name the instruction, bits 9-11 its operand form
_OPCODE, _FFMA_CLASS = 0x1FF, 0x023
_SR_READS = (0x805, 0x919, 0x9C3)     # CS2R, S2R, S2UR
_SR_CLOCK = (0x50, 0x51)              # SR_CLOCKLO, SR_CLOCKHI
T0 = time.time()


def log(msg: str) -> None:
    print(f"[{time.time() - T0:6.1f}s] {msg}", flush=True)


def _median(xs) -> float:
    return float(statistics.median(xs))


# ============================================================================ kernels (no GPU)

def kernel_name(form: str, k: int) -> str:
    """``icache_stream_K`` / ``icache_loop_K``."""
    if form not in FORMS:
        raise ValueError(f"form {form!r}: one of {FORMS}")
    return f"icache_{form}_{k}"


def kernel_source(form: str, k: int) -> str:
    """CUDA C of the ``form`` kernel of ``k`` FMAs (``k`` a positive multiple of 8)."""
    if k <= 0 or k % CHAINS:
        raise ValueError(f"K = {k}: a positive multiple of {CHAINS}")
    name = kernel_name(form, k)
    b = f"{FMA_B!r}f"
    L = [f"// {name}: {k} FMAs, {k // CHAINS} rounds of {CHAINS} independent chains"
         + (" in a loop of `trips` iterations" if form == "loop" else ", straight-line code"),
         "// (benchmarks/calibrate_icache.py; docs/calibration.md, 'Instruction fetch')",
         f'extern "C" __global__ void __launch_bounds__(1024) {name}(',
         "    float* __restrict__ out, long long* __restrict__ rec, float a, float b, int trips)",
         "{",
         "    extern __shared__ float occupancy_pad[];  // dynamic shared memory limits the",
         "                                              // resident blocks; never touched",
         "    const unsigned t = blockIdx.x * blockDim.x + threadIdx.x;",
         "    const unsigned s = (t & 511u) * 8u;"]
    for j in range(CHAINS):
        L.append(f"    float x{j} = 1.0f + (float)(s + {j}u) * {b};")
    L.append("    const long long c0 = clock64();")
    ind = "    "
    if form == "loop":
        L += ["#pragma unroll 1", "    for (int r = 0; r < trips; ++r) {"]
        ind = "        "
    for _ in range(k // CHAINS):
        L.append(ind + " ".join(f"x{j} = fmaf(x{j}, a, b);" for j in range(CHAINS)))
    if form == "loop":
        L.append("    }")
    L += ["    const long long c1 = clock64();",
          "    float* o = out + (size_t)t * 8;"]
    L += [f"    o[{j}] = x{j};" for j in range(CHAINS)]
    L += ["    if ((threadIdx.x & 31u) == 0u) {",
          "        unsigned sm, wid;",
          '        asm volatile("mov.u32 %0, %%smid;" : "=r"(sm));',
          '        asm volatile("mov.u32 %0, %%warpid;" : "=r"(wid));',
          "        long long* r = rec + (size_t)(t >> 5) * 3;",
          "        r[0] = ((long long)sm << 32) | (long long)wid;",
          "        r[1] = c0;",
          "        r[2] = c1;",
          "    }",
          "}"]
    return "\n".join(L) + "\n"


def sass_facts(text: bytes, form: str, k: int) -> dict:
    """What the cubin's ``.text`` of a generated kernel holds: code size (non-NOP
    instructions), FFMAs, the clock reads, the instructions between them, the loop body;
    ``problems`` lists what makes the kernel unfit: FMAs folded or added between the clock
    reads (up to the 8 that start the chains may sit there too, if ptxas put the first read
    before them), or a loop that does not hold exactly the K FMAs. FFMAs are counted in every
    operand form (register, immediate, constant bank); a clock read is a ``CS2R``, ``S2R``
    or ``S2UR`` of ``SR_CLOCKLO``/``SR_CLOCKHI``."""
    import struct

    from warpsmith.model.icache import code_shape
    from warpsmith.model.predict_sass import decode_instructions

    ins = decode_instructions(text)
    shape = code_shape(text)
    ops = [op for op, _p, _t in ins]
    ffma = [i for i, op in enumerate(ops) if op & _OPCODE == _FFMA_CLASS]
    clocks = []
    for i, op in enumerate(ops):
        if op in _SR_READS:
            hi = struct.unpack_from("<Q", text, 16 * i + 8)[0]
            if (hi >> 8) & 0xFF in _SR_CLOCK:
                clocks.append(i)
    nonnop = [0]
    for op in ops:
        nonnop.append(nonnop[-1] + (op != 0x918))
    facts = {"text_bytes": len(text), "code_instructions": shape.instructions,
             "fast_path": shape.fast_path, "ffma": len(ffma), "clock_reads": len(clocks)}
    problems = []
    if len(clocks) < 2:
        problems.append(f"{len(clocks)} clock reads (SR_CLOCKLO/HI); two expected")
    else:
        c0, c1 = clocks[0], clocks[-1]
        inside = [i for i in ffma if c0 < i < c1]
        facts["ffma_clocked"] = len(inside)
        facts["clocked_instructions"] = nonnop[c1] - nonnop[c0 + 1]
        if not k <= len(inside) <= k + CHAINS:
            problems.append(f"{len(inside)} FFMAs between the clock reads for {k} FMAs in the "
                            f"source")
        if facts["clocked_instructions"] > k + 16 + CHAINS:
            problems.append(f"{facts['clocked_instructions']} instructions between the clock "
                            f"reads for {k} FMAs")
    real_loops = list(shape.loops)
    if form == "loop":
        body = [lp for lp in real_loops
                if sum(1 for i in ffma if lp[0] <= i <= lp[1]) == k]
        if len(real_loops) != 1 or not body:
            problems.append(f"{len(real_loops)} loops; one holding exactly the {k} FFMAs "
                            f"expected")
        else:
            facts["loop_body"] = body[0][2]
            if body[0][2] > k + 16:
                problems.append(f"a loop body of {body[0][2]} instructions for {k} FMAs")
    elif real_loops:
        problems.append(f"{len(real_loops)} loops in straight-line code")
    facts["problems"] = problems
    return facts


def _compile_one(form: str, k: int, arch: str):
    """Compile one generated kernel (a process-pool worker): (report, SASS facts)."""
    from warpsmith.backends.cuda_compile import compile_cuda
    from warpsmith.model.icache import text_of

    name = kernel_name(form, k)
    rep = compile_cuda(kernel_source(form, k), name, arch, filename=f"{name}.cu")
    text = text_of(rep.cubin, rep.lowered_name)
    if text is None:
        raise ValueError(f"{name}: no .text section in the cubin")
    return rep, sass_facts(text, form, k)


def compile_all(ks, arch: str, jobs: int = 1) -> dict:
    """``{(form, k): (report, facts)}`` for every form and size, in ``jobs`` processes
    (spawned: safe after CUDA is initialized; NVRTC of the 16384-FMA kernels takes tens of
    seconds, so they run side by side)."""
    todo = [(f, k) for k in sorted(ks, reverse=True) for f in FORMS]
    out = {}
    if jobs > 1 and len(todo) > 1:
        try:
            ctx = multiprocessing.get_context("spawn")
            with cf.ProcessPoolExecutor(max_workers=min(jobs, len(todo)), mp_context=ctx) as ex:
                futs = {ex.submit(_compile_one, f, k, arch): (f, k) for f, k in todo}
                for fut in cf.as_completed(futs):
                    out[futs[fut]] = fut.result()
            return out
        except (OSError, RuntimeError, cf.process.BrokenProcessPool) as exc:
            log(f"compiling in processes failed ({exc}); compiling one by one")
    for f, k in todo:
        out[(f, k)] = _compile_one(f, k, arch)
    return out


# ============================================================================ plan (no GPU)

def dynamic_shared_for(dev, registers: int, static: int, block: int, blocks: int) -> int | None:
    """The smallest dynamic shared memory (a multiple of 1 KiB) that leaves exactly
    ``blocks`` blocks of ``block`` threads resident per SM by warpsmith's occupancy
    calculator (opt-in size allowed); None when no size does."""
    from warpsmith.hw.occupancy import occupancy

    cap = (dev.shared_per_block_optin or dev.shared_per_block) - static
    for dyn in range(0, cap + 1, 1024):
        occ = occupancy(dev, registers, static, block, dyn, max_dynamic_shared=cap)
        if occ.active_blocks_per_sm == blocks:
            return dyn
        if occ.active_blocks_per_sm < blocks:
            return None
    return None


def loop_trips(body: int, total: int, k: int) -> tuple[int, int]:
    """(short, long) trip counts of a loop of ``body`` instructions (``k`` FMAs): 2, and
    about ``total`` instructions per warp (at least 4 more than the short one, and few
    enough that the chains stay exact)."""
    hi = max(LOOP_TRIPS_LO + 4, round(total / max(body, 1)))
    return LOOP_TRIPS_LO, min(hi, MAX_STEPS * CHAINS // k)


def make_plan(compiled: dict, dev, sm_count: int, ws, layouts, waves: int,
              loop_total: int, clock_mhz: float | None) -> list[dict]:
    """One entry per launch configuration: form, layout, W, K, trips, block, grid, dynamic
    shared memory, planned resident blocks and warps per SM, the kernel's SASS facts, and
    the estimated kernel time at one issue per cycle per scheduler (no stalls) at
    ``clock_mhz`` (for the run's budget only)."""
    plan = []
    for (form, k), (rep, facts) in sorted(compiled.items(), key=lambda x: (x[0][0], x[0][1])):
        for layout in (layouts if form == "stream" else (TABLE_LAYOUT,)):
            for w in ws:
                block = 128 * w if layout == "block" else 128
                blocks = 1 if layout == "block" else w
                dyn = dynamic_shared_for(dev, rep.registers, rep.shared_static_bytes, block, blocks)
                base = {"form": form, "layout": layout, "warps_per_scheduler": w, "k": k,
                        "kernel": kernel_name(form, k), "block": block,
                        "blocks_per_sm": blocks, "warps_per_sm": blocks * block // 32,
                        "dynamic_shared": dyn, "registers": rep.registers,
                        "code_instructions": facts["code_instructions"],
                        "clocked_instructions": facts.get("clocked_instructions"),
                        "loop_body": facts.get("loop_body")}
                if dyn is None:
                    base["skip"] = f"no dynamic shared size leaves {blocks} blocks of {block} per SM"
                if form == "stream":
                    cyc = waves * (facts.get("clocked_instructions") or k) * w
                    plan.append({**base, "trips": 0, "waves": waves,
                                 "grid": sm_count * blocks * waves, "est_cycles": cyc})
                else:
                    body = facts.get("loop_body") or k
                    for trips in loop_trips(body, loop_total, k):
                        plan.append({**base, "trips": trips, "waves": 1,
                                     "grid": sm_count * blocks, "est_cycles": trips * body * w})
    for p in plan:
        p["est_ms"] = p["est_cycles"] / (clock_mhz * 1e3) if clock_mhz else None
    return plan


# ============================================================================ outputs (no GPU)

_REF: dict[int, np.ndarray] = {}


def chain_values(steps: int) -> np.ndarray:
    """The 4096 chain values after ``steps`` steps of x -> a x + b in float32 (NumPy:
    with a = 1 the product is exact, so this is the GPU's fmaf bit for bit), indexed by
    ``(8 t + j) % 4096`` for thread ``t``, chain ``j``."""
    if steps not in _REF:
        a, b = np.float32(FMA_A), np.float32(FMA_B)
        x = np.float32(1.0) + np.arange(X0_VALUES, dtype=np.float32) * b
        for _ in range(steps):
            x = x * a + b
        _REF[steps] = x
    return _REF[steps]


def check_outputs(out: np.ndarray, steps: int) -> tuple[bool, str]:
    """Every thread's 8 chain values against :func:`chain_values` (the buffer was poisoned
    with NaN before: a thread that did not run, or ran a different number of FMAs, fails)."""
    want = np.resize(chain_values(steps), out.size)
    wrong = int(np.count_nonzero(out.reshape(-1) != want))
    closed = float(1.0 + steps * FMA_B)
    return wrong == 0, (f"{wrong} of {out.size} chain values differ from the float32 "
                        f"reference after {steps} steps (chain 0 of thread 0: {closed:g})")


def _stats(c: np.ndarray, co: np.ndarray) -> dict | None:
    """Cycle statistics of a group of warps, with the median of their co-runners."""
    if c.size == 0:
        return None
    p = np.percentile(c, [10, 50, 90])
    return {"n": int(c.size), "median": float(p[1]), "mean": float(c.mean()),
            "p10": float(p[0]), "p90": float(p[2]), "min": int(c.min()), "max": int(c.max()),
            "co_runners": float(np.median(co))}


def _extremes(x: np.ndarray, median: bool = False) -> dict:
    """min and max (and the median) of ``x``; zeros when it is empty."""
    out = {"median": float(np.median(x)) if x.size else 0.0} if median else {}
    out.update(min=int(x.min()) if x.size else 0, max=int(x.max()) if x.size else 0)
    return out


def co_runners(key: np.ndarray, t0: np.ndarray, t1: np.ndarray) -> np.ndarray:
    """Per interval [t0, t1), the time-averaged number of intervals with the same key open
    during it (itself included): for warps keyed by scheduler, how many warps shared the
    scheduler while it ran (W when the planned warps co-run for its whole life). The integral
    of the step function "intervals open" between t0 and t1, over t1 - t0; all keys at once
    (each key's times shifted to its own range)."""
    if key.size == 0:
        return np.zeros(0)
    lo = np.full(int(key.max()) + 1, np.iinfo(np.int64).max, dtype=np.int64)
    np.minimum.at(lo, key, t0)
    span = int((t1 - lo[key]).max()) + 1
    a = (t0 - lo[key]) + key.astype(np.int64) * (span + 1)
    b = (t1 - lo[key]) + key.astype(np.int64) * (span + 1)
    t = np.concatenate([a, b])
    d = np.concatenate([np.ones_like(a), -np.ones_like(b)])
    order = np.argsort(t, kind="stable")
    t, d = t[order], d[order]
    count = np.cumsum(d)
    seg = np.diff(t).astype(np.float64) * count[:-1]
    F = np.concatenate([[0.0], np.cumsum(seg)])  # integral of the count up to each event

    def at(x):
        i = np.searchsorted(t, x, side="right") - 1
        return F[i] + count[i] * (x - t[i]).astype(np.float64)

    length = np.maximum(b - a, 1).astype(np.float64)
    return (at(b) - at(a)) / length


def _max_concurrent(key: np.ndarray, t0: np.ndarray, t1: np.ndarray) -> dict[int, int]:
    """Per key, the most intervals [t0, t1) open at once."""
    if key.size == 0:
        return {}
    k = np.concatenate([key, key])
    t = np.concatenate([t0, t1])
    d = np.concatenate([np.ones_like(t0), -np.ones_like(t1)])
    order = np.lexsort((d, t, k))  # at equal times an end (-1) before a start (+1)
    k, d = k[order], d[order]
    c = np.cumsum(d)  # each key's intervals balance, so the running sum restarts at 0
    starts = np.flatnonzero(np.r_[True, k[1:] != k[:-1]])
    return {int(k[s]): int(m) for s, m in zip(starts, np.maximum.reduceat(c, starts))}


def summarize(rec: np.ndarray, first_per_sm: int, event_ms: float) -> dict:
    """One launch's measurements from its per-warp records (``rec``: rows of
    ``(smid << 32 | warpid, clock64 start, clock64 end)``, -1 where a warp never wrote):
    per-warp cycle statistics for all warps, the first ``first_per_sm`` warps to start on
    each SM (the first wave) and the others; the most
    warps running at once per SM and per scheduler (``warpid % 4``). Per SM its span (first
    start to last end) and warps are kept as their median / extremes over the SMs."""
    rec = np.asarray(rec, dtype=np.int64).reshape(-1, REC_WORDS)
    ok = rec[:, 0] >= 0
    unwritten = int((~ok).sum())
    rec = rec[ok]
    sm = rec[:, 0] >> 32
    wid = rec[:, 0] & 0xFFFFFFFF
    t0, t1 = rec[:, 1], rec[:, 2]
    cyc = t1 - t0
    order = np.lexsort((t0, sm))
    sm_sorted = sm[order]
    starts = np.flatnonzero(np.r_[True, sm_sorted[1:] != sm_sorted[:-1]]) if sm.size else \
        np.zeros(0, dtype=np.int64)
    rank = np.arange(sm.size) - np.repeat(starts, np.diff(np.r_[starts, sm.size]))
    first = np.zeros(sm.size, dtype=bool)
    first[order[rank < first_per_sm]] = True
    spans = warps = np.zeros(0, dtype=np.int64)
    if sm.size:
        warps = np.diff(np.r_[starts, sm.size])
        spans = np.maximum.reduceat(t1[order], starts) - np.minimum.reduceat(t0[order], starts)
    sched = sm * 4 + (wid % 4)
    per_sm = _max_concurrent(sm, t0, t1)
    per_sched = _max_concurrent(sched, t0, t1)
    co = co_runners(sched, t0, t1)
    return {"event_ms": float(event_ms), "unwritten": unwritten,
            "all": _stats(cyc, co), "first": _stats(cyc[first], co[first]),
            "later": _stats(cyc[~first], co[~first]),
            "sms": int(spans.size),
            "sm_span_cycles": _extremes(spans, median=True),
            "warps_per_sm": _extremes(warps),
            "concurrent_warps_per_sm": {"median": _median(per_sm.values()) if per_sm else 0,
                                        "max": max(per_sm.values(), default=0)},
            "concurrent_warps_per_scheduler": {
                "median": _median(per_sched.values()) if per_sched else 0,
                "max": max(per_sched.values(), default=0)}}


# ============================================================================ derivation (no GPU)

def record_cycles(rec: dict, which: str) -> float | None:
    """The median over launches of a record's median warp cycles (``which``: all, first,
    later warps); None when no launch has such warps."""
    vals = [s[which]["median"] for s in rec.get("samples", []) if s.get(which)]
    return _median(vals) if vals else None


def record_co_runners(rec: dict, which: str) -> float | None:
    """The median over launches of the median co-runners (warps sharing the scheduler,
    time-averaged, itself included) of a record's ``which`` warps."""
    vals = [s[which]["co_runners"] for s in rec.get("samples", [])
            if s.get(which) and "co_runners" in s[which]]
    return _median(vals) if vals else None


def record_clock_mhz(rec: dict) -> float | None:
    """SM clock of a record: per launch the median SM span over its CUDA-event time; the
    median over launches (spans include block dispatch gaps: a little under the clock)."""
    vals = [s["sm_span_cycles"]["median"] / (s["event_ms"] * 1e3)
            for s in rec.get("samples", []) if s.get("sms") and s.get("event_ms", 0) > 0]
    return _median(vals) if vals else None


def _ok(rec: dict) -> bool:
    return bool(rec.get("check", {}).get("ok"))


def _baseline(points: list[tuple[float, float]]) -> tuple[float, float]:
    """(cycles per instruction, intercept) of the line through the first BASE_POINTS
    (instructions, cycles) points (least squares when more)."""
    xs = np.array([p[0] for p in points[:BASE_POINTS]], dtype=float)
    ys = np.array([p[1] for p in points[:BASE_POINTS]], dtype=float)
    b, t0 = np.polyfit(xs, ys, 1)
    return float(b), float(t0)


def derive(raw: dict) -> tuple[dict, list[str]]:
    """The derived values of the raw records (module doc, docs/calibration.md):

    ``stream[layout][W]`` and ``first_wave[layout][W]``: baseline (slope and intercept of
    warp cycles against the clocked instructions over the two smallest sizes) and per size
    the cycles per instruction, per instruction per scheduler, and the stall (extra cycles
    per warp instruction over the baseline); ``loop[layout][W]``: per size the steady-state
    cycles per loop-body instruction (long launch minus short one) and the stall over the
    smallest size's; ``table``: the ``block`` layout's stalls on a common grid of sizes
    (columns every W has), the description's fields. Returns (derived, warnings)."""
    warnings: list[str] = []
    recs = [r for r in raw.get("records", []) if not r.get("skip")]
    for r in raw.get("records", []):
        if r.get("skip"):
            warnings.append(f"{r['kernel']} {r['layout']} W={r['warps_per_scheduler']}: "
                            f"not run ({r['skip']})")
    for r in recs:
        if not _ok(r):
            warnings.append(f"{r['kernel']} {r['layout']} W={r['warps_per_scheduler']} trips="
                            f"{r.get('trips')}: check failed ({r.get('check', {}).get('what')}); "
                            f"left out")
        c = r.get("concurrency", {})
        w = r["warps_per_scheduler"]
        got = c.get("per_scheduler_max", w) if c else w
        if _ok(r) and (got > w or (got != w and r["layout"] == TABLE_LAYOUT)):
            warnings.append(f"{r['kernel']} {r['layout']} W={w} trips={r.get('trips')}: at most "
                            f"{got} warps ran at once on one scheduler "
                            f"(warpid % 4), planned {w}")
    good = [r for r in recs if _ok(r)]
    out: dict = {"stream": {}, "first_wave": {}, "loop": {}}
    groups: dict = {}
    for r in good:
        groups.setdefault((r["form"], r["layout"], r["warps_per_scheduler"]), []).append(r)
    for (form, layout, w), rs in sorted(groups.items()):
        if form == "stream":
            for key, which in (("stream", "later"), ("first_wave", "first")):
                pts = []
                for r in sorted(rs, key=lambda r: r["k"]):
                    cyc = record_cycles(r, which)
                    if cyc is not None:
                        pts.append((r, float(r["clocked_instructions"]), cyc))
                if len(pts) < BASE_POINTS + 1:
                    warnings.append(f"{key} {layout} W={w}: {len(pts)} sizes measured; "
                                    f"not derived")
                    continue
                b, t0 = _baseline([(n, c) for _r, n, c in pts])
                rows = []
                for r, n, c in pts:
                    per = (c - t0) / n
                    rows.append({"k": r["k"], "code_instructions": r["code_instructions"],
                                 "instructions": n, "cycles": c,
                                 "co_runners": record_co_runners(r, which),
                                 "cycles_per_instruction": per,
                                 "per_scheduler": per / w, "stall_cycles": per - b,
                                 "stall_per_scheduler": (per - b) / w})
                out[key].setdefault(layout, {})[str(w)] = {
                    "baseline": {"cycles_per_instruction": b, "per_scheduler": b / w,
                                 "intercept_cycles": t0,
                                 "from_k": [r["k"] for r, _n, _c in pts[:BASE_POINTS]]},
                    "points": rows}
        else:
            by_k: dict = {}
            for r in rs:
                by_k.setdefault(r["k"], []).append(r)
            pts = []
            for k in sorted(by_k):
                two = sorted(by_k[k], key=lambda r: r["trips"])
                if len(two) < 2:
                    continue
                lo, hi = two[0], two[-1]
                c_lo, c_hi = record_cycles(lo, "all"), record_cycles(hi, "all")
                if c_lo is None or c_hi is None or hi["trips"] <= lo["trips"]:
                    continue
                per_iter = (c_hi - c_lo) / (hi["trips"] - lo["trips"])
                pts.append((hi, per_iter, per_iter / hi["loop_body"],
                            record_co_runners(hi, "all")))
            if len(pts) < 2:
                warnings.append(f"loop {layout} W={w}: {len(pts)} sizes measured; not derived")
                continue
            b = pts[0][2]
            rows = [{"k": r["k"], "code_instructions": r["loop_body"],
                     "instructions": r["loop_body"], "cycles_per_iteration": it,
                     "co_runners": co, "cycles_per_instruction": per, "per_scheduler": per / w,
                     "stall_cycles": per - b, "stall_per_scheduler": (per - b) / w}
                    for r, it, per, co in pts]
            out["loop"].setdefault(layout, {})[str(w)] = {
                "baseline": {"cycles_per_instruction": b, "per_scheduler": b / w,
                             "from_k": [pts[0][0]["k"]]},
                "points": rows}
    for key in ("stream", "first_wave", "loop"):
        for w, d in (out[key].get(TABLE_LAYOUT) or {}).items():
            off = [p["k"] for p in d["points"] if p.get("co_runners") is not None
                   and abs(p["co_runners"] - float(w)) > 0.1 * float(w)]
            if off:
                warnings.append(f"{key} {TABLE_LAYOUT} W={w}: at K = {off} the warps shared "
                                f"their scheduler with other than {w} warps on average "
                                f"(co_runners): the residency was not as planned")
        for layout, by_w in out[key].items():
            for w, d in by_w.items():
                ps = d["baseline"]["per_scheduler"]
                if ps > BASELINE_WARN:
                    warnings.append(f"{key} {layout} W={w}: the baseline is {ps:.2f} cycles per "
                                    f"warp instruction per scheduler (above {BASELINE_WARN}): "
                                    f"something other than issue limits the small kernels")
    out["table"] = _table(out, warnings)
    clocks = {f"{r['kernel']} {r['layout']} W={r['warps_per_scheduler']} trips={r.get('trips')}":
              record_clock_mhz(r) for r in good}
    clocks = {k: v for k, v in clocks.items() if v}
    if clocks:
        clock = _median(clocks.values())
        out["clock_mhz"] = clock
        far = [k for k, v in clocks.items() if abs(v - clock) > CLOCK_WARN * clock]
        if far:
            warnings.append(f"{len(far)} records ran more than {CLOCK_WARN:.0%} from the median "
                            f"clock {clock:.0f} MHz (first: {far[0]}: {clocks[far[0]]:.0f} MHz)")
    return out, warnings


def _table(d: dict, warnings: list[str]) -> dict:
    """The description's table from the :data:`TABLE_LAYOUT` layout: W rows, size columns
    that every W has (a size missing for one W is dropped, with a warning)."""
    tab: dict = {}
    for form, key in (("streamed", "stream"), ("first_wave", "first_wave"), ("loop", "loop")):
        by_w = d[key].get(TABLE_LAYOUT) or {}
        if not by_w:
            continue
        ws = sorted(by_w, key=float)
        common = set.intersection(*({p["k"] for p in by_w[w]["points"]} for w in ws))
        dropped = set().union(*({p["k"] for p in by_w[w]["points"]} for w in ws)) - common
        if dropped:
            warnings.append(f"table {form}: sizes {sorted(dropped)} not measured at every W; "
                            f"left out")
        ks = sorted(common)
        if len(ks) < BASE_POINTS + 1:
            continue
        pts = {w: {p["k"]: p for p in by_w[w]["points"]} for w in ws}
        sizes = [pts[ws[0]][k]["code_instructions"] for k in ks]
        if any(b <= a for a, b in zip(sizes, sizes[1:])):
            warnings.append(f"table {form}: code sizes {sizes} do not increase; left out")
            continue
        tab.setdefault("warps_per_scheduler", [int(w) for w in ws])
        if [int(w) for w in ws] != tab["warps_per_scheduler"]:
            warnings.append(f"table {form}: warps {ws} differ from the other forms'; left out")
            continue
        tab[form] = {"k": ks, "code_instructions": sizes,
                     "stall_cycles": [[pts[w][k]["stall_cycles"] for k in ks] for w in ws],
                     "layout": TABLE_LAYOUT,
                     "how": _TABLE_HOW[form]}
    return tab


_TABLE_HOW = {
    "streamed": "icache_stream_K (K FMAs of straight-line code, once per thread), one block "
                "of 128 W threads per SM, 8 waves; per warp clock64 cycles between its two reads, "
                "median over the warps after each SM's first wave, median over launches; "
                "minus the line through the two smallest sizes (cycles = intercept + baseline x "
                "instructions), per instruction: extra cycles per warp instruction",
    "first_wave": "as streamed, the warps of each SM's first block",
    "loop": "icache_loop_K (the K FMAs in a loop), one block of 128 W threads per SM, one wave; "
            "(median warp cycles at the long trip count - at 2 trips) / trips / loop-body "
            "instructions, minus the smallest size's: extra cycles per warp instruction",
}


# ============================================================================ GPU

class Gpu:
    """CuPy, the compiled kernels and the device's facts."""

    def __init__(self, compiled: dict):
        from warpsmith.backends import cuda

        self.cuda = cuda
        self.cp = cuda.cupy()  # BackendUnavailable without CuPy / driver / GPU
        self.clock = measure.CupyClock()
        self.info = cuda.device_info()
        self.sm_count = self.info["sm_count"]
        self.modules, self.f = [], {}
        for (form, k), (rep, _facts) in compiled.items():
            mod = self.cp.cuda.function.Module()
            mod.load(rep.cubin)
            self.modules.append(mod)
            self.f[kernel_name(form, k)] = mod.get_function(rep.lowered_name)

    def occupancy(self, kernel: str, block: int, dyn: int) -> int:
        return int(self.cuda.driver_occupancy(self.f[kernel], block, dyn))

    def timed(self, launch) -> float:
        """Milliseconds of one ``launch()`` between two CUDA events."""
        return float(measure.time_once(launch, self.clock))


def arch_of_device() -> str | None:
    """The GPU's sm_XX without initializing CUDA in this process (nvidia-smi), so that the
    compile workers start from a clean process; None when it cannot tell."""
    import subprocess

    exe = shutil.which("nvidia-smi")
    if not exe:
        return None
    try:
        p = subprocess.run([exe, "--query-gpu=compute_cap", "--format=csv,noheader"],
                           capture_output=True, text=True, timeout=30)
        cc = p.stdout.strip().splitlines()[0].strip()
        major, minor = cc.split(".")
        return f"sm_{int(major)}{int(minor)}"
    except Exception:  # noqa: BLE001 - fall back to CuPy's query
        return None


def run_config(G: Gpu, p: dict, reps: int) -> dict:
    """Launch one planned configuration: poison the outputs, warm up, ``reps`` timed
    launches (each summarized from its per-warp records), check the outputs."""
    cp = G.cp
    f = G.f[p["kernel"]]
    grid, block, dyn = p["grid"], p["block"], p["dynamic_shared"]
    threads = grid * block
    out = cp.empty(threads * CHAINS, dtype=cp.float32)
    out.fill(np.float32(np.nan))
    rec = cp.full(threads // 32 * REC_WORDS, -1, dtype=cp.int64)
    # a Module's Function has no attribute setters: the driver API directly
    # (CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8: above 48 KiB needs the opt-in;
    # CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT = 9: the largest carveout, so
    # that the planned blocks fit; the driver's occupancy is checked below either way)
    cp.cuda.driver.funcSetAttribute(f.ptr, 8, int(dyn))
    cp.cuda.driver.funcSetAttribute(f.ptr, 9, 100)
    args = (out, rec, np.float32(FMA_A), np.float32(FMA_B), np.int32(p["trips"]))
    launch = lambda: f((grid,), (block,), args, shared_mem=int(dyn))
    r = {k: v for k, v in p.items() if k not in ("est_cycles", "est_ms")}
    r["driver_blocks_per_sm"] = G.occupancy(p["kernel"], block, dyn)
    launch()  # warm-up
    samples = []
    for _ in range(reps):
        rec.fill(-1)
        ms = G.timed(launch)
        samples.append(summarize(cp.asnumpy(rec), 4 * p["warps_per_scheduler"], ms))
    steps = (p["k"] // CHAINS) * (p["trips"] if p["form"] == "loop" else 1)
    ok, what = check_outputs(cp.asnumpy(out), steps)
    unwritten = sum(s["unwritten"] for s in samples)
    if unwritten:
        ok, what = False, f"{unwritten} warp records never written; " + what
    if r["driver_blocks_per_sm"] != p["blocks_per_sm"]:
        what += (f"; the driver allows {r['driver_blocks_per_sm']} blocks per SM, the plan "
                 f"{p['blocks_per_sm']}")
        ok = False
    r["samples"] = samples
    r["concurrency"] = {
        "per_sm_max": max(s["concurrent_warps_per_sm"]["max"] for s in samples),
        "per_scheduler_max": max(s["concurrent_warps_per_scheduler"]["max"] for s in samples),
        "per_sm_median": _median([s["concurrent_warps_per_sm"]["median"] for s in samples])}
    r["check"] = {"ok": bool(ok), "what": what}
    del out, rec
    return r


def warm_up(G: Gpu, compiled: dict, seconds: float = 0.3) -> None:
    """Run the smallest loop kernel on every SM for ``seconds`` so that the clock has left
    its idle state before anything is timed."""
    k = min(k for (f, k) in compiled if f == "loop")
    f = G.f[kernel_name("loop", k)]
    grid, block = G.sm_count * 4, 256
    out = G.cp.empty(grid * block * CHAINS, dtype=G.cp.float32)
    rec = G.cp.empty(grid * block // 32 * REC_WORDS, dtype=G.cp.int64)
    trips = 64
    launch = lambda t: f((grid,), (block,), (out, rec, np.float32(FMA_A), np.float32(FMA_B),
                                             np.int32(t)))
    ms = max(G.timed(lambda: launch(trips)), 1e-3)
    trips = int(min(MAX_STEPS * CHAINS // k, max(trips, trips * 50.0 / ms)))
    t_end = time.time() + seconds
    while time.time() < t_end:
        G.timed(lambda: launch(trips))
    log(f"warm-up: {seconds} s of FMAs")


# ============================================================================ output

def write_markdown(res: dict, path: Path) -> None:
    """A short table: per form and W, the stall (extra cycles per warp instruction) at each
    size, and the baseline per scheduler."""
    d = res.get("derived") or {}
    L = [f"# Instruction-fetch microbenchmark: {res.get('device')} ({res.get('date')})", "",
         f"- command: `{res.get('command')}`",
         f"- driver {res.get('driver')}, CUDA runtime {res.get('cuda')}, NVRTC "
         f"{(res.get('versions') or {}).get('nvrtc')}, CuPy {(res.get('versions') or {}).get('cupy')}",
         f"- clock (SM spans / CUDA events): {d.get('clock_mhz', float('nan')):.0f} MHz",
         "- cells: extra cycles per warp instruction (the stall) over the two smallest sizes' "
         "baseline; `base` is the baseline in cycles per warp instruction per scheduler "
         "(about 1: one issue per cycle). docs/calibration.md, 'Instruction fetch'.", ""]
    for key, title in (("stream", "code executed once per thread, waves after the first"),
                       ("first_wave", "code executed once per thread, the first wave"),
                       ("loop", "loop body, steady state")):
        for layout, by_w in (d.get(key) or {}).items():
            ks = sorted({p["k"] for v in by_w.values() for p in v["points"]})
            L += [f"## {key} ({title}), layout `{layout}`", "",
                  "| W | base | " + " | ".join(f"K={k}" for k in ks) + " |",
                  "|---:|---:|" + "---:|" * len(ks)]
            for w in sorted(by_w, key=float):
                pts = {p["k"]: p for p in by_w[w]["points"]}
                cells = [f"{pts[k]['stall_cycles']:.3f}" if k in pts else "-" for k in ks]
                L.append(f"| {w} | {by_w[w]['baseline']['per_scheduler']:.3f} | "
                         + " | ".join(cells) + " |")
            L.append("")
    tab = d.get("table") or {}
    if tab:
        L += [f"## description table (`{TABLE_LAYOUT}` layout)", ""]
        for form in ("streamed", "first_wave", "loop"):
            if form in tab:
                L.append(f"- {form}: code instructions {tab[form]['code_instructions']}")
        L.append("")
    for w in res.get("warnings", []):
        L.append(f"- warning: {w}")
    path.write_text("\n".join(L) + "\n")


def kernels_json(compiled: dict) -> dict:
    """Per kernel: K, form, registers, spills and the SASS facts."""
    return {kernel_name(f, k): {"form": f, "k": k, "registers": rep.registers,
                                "spill_store_bytes": rep.spill_store_bytes,
                                "local_bytes": rep.local_bytes, "compiler": rep.compiler,
                                **facts}
            for (f, k), (rep, facts) in sorted(compiled.items())}


def rederive(res: dict, source: str, command: str) -> dict:
    """``res`` with its derived values and warnings recomputed from its raw records; the
    earlier ones under ``rederived.previous_derived``."""
    if res.get("kind") != "icache" or not isinstance(res.get("raw"), dict):
        raise ValueError(f"{source}: not an icache results file with raw measurements")
    out = dict(res)
    out["derived"], out["warnings"] = derive(res["raw"])
    out["rederived"] = {"from": source, "command": command,
                        "date": _dt.date.today().isoformat(),
                        "previous_derived": res.get("derived")}
    return out


def _ints(text: str) -> tuple[int, ...]:
    try:
        vals = tuple(int(x) for x in text.split(",") if x.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r}: a comma-separated list of integers") from None
    if not vals or any(v <= 0 for v in vals):
        raise argparse.ArgumentTypeError(f"{text!r}: positive integers")
    return vals


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out-dir", type=Path, required=True, help="where the results go")
    ap.add_argument("--quick", action="store_true",
                    help=f"smoke test: K {K_QUICK}, W {W_QUICK}, {WAVES_QUICK} waves, "
                         f"{REPS_QUICK} repetitions (not for calibration)")
    ap.add_argument("--dry-run", action="store_true",
                    help="no GPU: compile and check every kernel, write the planned launches")
    ap.add_argument("--rederive", type=Path, metavar="RESULTS",
                    help="no GPU: recompute the derived values of an earlier results file")
    ap.add_argument("--ks", type=_ints, help="code sizes (FMAs, multiples of 8), comma-separated")
    ap.add_argument("--ws", type=_ints, help="warps per scheduler, comma-separated")
    ap.add_argument("--waves", type=int, help=f"waves of blocks in the streamed launches ({WAVES})")
    ap.add_argument("--reps", type=int, help=f"timed launches per configuration ({REPS})")
    ap.add_argument("--jobs", type=int, default=min(16, os.cpu_count() or 1),
                    help="NVRTC compiles side by side (processes)")
    ap.add_argument("--device", default="h100-sxm",
                    help="--dry-run: the description whose SMs and occupancy to plan for")
    a = ap.parse_args(argv)
    command = " ".join(shlex.quote(x) for x in [sys.executable, sys.argv[0]] + list(
        sys.argv[1:] if argv is None else argv))
    if a.rederive is not None:
        try:
            res = rederive(json.loads(a.rederive.read_text()), str(a.rederive), command)
        except (OSError, json.JSONDecodeError, ValueError) as exc:
            print(f"calibrate_icache: {exc}", file=sys.stderr)
            return 2
        a.out_dir.mkdir(parents=True, exist_ok=True)
        dest = a.out_dir / f"{a.rederive.stem}-rederived.json"
        dest.write_text(dumps(res) + "\n")
        for w in res["warnings"]:
            print(f"warning: {w}")
        print(f"wrote {dest}")
        return 0
    ks = a.ks or (K_QUICK if a.quick else K_FULL)
    ws = a.ws or (W_QUICK if a.quick else W_FULL)
    waves = a.waves or (WAVES_QUICK if a.quick else WAVES)
    reps = a.reps or (REPS_QUICK if a.quick else REPS)
    loop_total = LOOP_INSTRUCTIONS_QUICK if a.quick else LOOP_INSTRUCTIONS
    if any(k % CHAINS for k in ks) or min(ks) < 16 or len(ks) < BASE_POINTS + 1:
        ap.error(f"--ks: at least {BASE_POINTS + 1} sizes, multiples of {CHAINS}, >= 16")
    if max(ks) // CHAINS > MAX_STEPS or waves < 1 or reps < 1 or max(ws) * 128 > 1024:
        ap.error("--waves and --reps must be >= 1, --ws at most 8")
    from warpsmith.backends.cuda_compile import compiler_available
    from warpsmith.hw.descriptions import load_device

    if not compiler_available():
        print("calibrate_icache: no CUDA compiler (NVRTC or nvcc) installed", file=sys.stderr)
        return 2
    settings = {"ks": list(ks), "ws": list(ws), "waves": waves, "reps": reps,
                "loop_instructions": loop_total, "layouts": list(LAYOUTS),
                "table_layout": TABLE_LAYOUT, "chains": CHAINS, "a": FMA_A, "b": FMA_B}
    timings: dict = {}
    if a.dry_run:
        dev = load_device(a.device)
        arch = dev.arch
    else:
        arch = arch_of_device()
        if arch is None:
            try:
                from warpsmith.backends import cuda

                arch = cuda.device_info()["arch"]
            except Exception as exc:  # noqa: BLE001 - BackendUnavailable and CUDA errors
                print(f"calibrate_icache: no GPU to measure: {exc}", file=sys.stderr)
                return 2
    t = time.time()
    log(f"compiling {2 * len(ks)} kernels for {arch} ({a.jobs} processes)")
    try:
        compiled = compile_all(ks, arch, a.jobs)
    except Exception as exc:  # noqa: BLE001 - a compiler failure is reported, not a traceback
        print(f"calibrate_icache: compiling the kernels failed: {exc}", file=sys.stderr)
        return 2
    timings["compile"] = round(time.time() - t, 2)
    problems = {kernel_name(f, k): facts["problems"] for (f, k), (_r, facts) in compiled.items()
                if facts["problems"]}
    for name, why in sorted(problems.items()):
        log(f"{name}: unfit: {'; '.join(why)}")
    fit = {key: v for key, v in compiled.items() if not v[1]["problems"]}
    if not any(f == "loop" for f, _k in fit) or not any(f == "stream" for f, _k in fit):
        print("calibrate_icache: no usable kernel of each form (see the problems above)",
              file=sys.stderr)
        return 2
    for (f, k), (rep, facts) in sorted(compiled.items()):
        log(f"{kernel_name(f, k)}: {facts['code_instructions']} instructions, "
            f"{facts.get('ffma_clocked')} FFMAs timed, "
            f"{rep.registers} registers" + (f", loop body {facts['loop_body']}"
                                             if "loop_body" in facts else ""))
    date = _dt.date.today().isoformat()
    a.out_dir.mkdir(parents=True, exist_ok=True)
    if a.dry_run:
        clock = dev.timing_clock_mhz or dev.core_clock_mhz
        plan = make_plan(fit, dev, dev.sm_count, ws, LAYOUTS, waves, loop_total, clock)
        est = sum(p["est_ms"] or 0 for p in plan) * (reps + 1) / 1e3
        res = {"kind": "icache-plan", "description": dev.key, "arch": arch, "date": date,
               "command": command, "settings": settings, "kernels": kernels_json(compiled),
               "problems": problems, "plan": plan,
               "estimate": {"kernel_seconds": est, "launches": len(plan) * (reps + 1),
                            "how": f"each launch at one warp instruction per cycle per "
                                   f"scheduler (no stalls) at {clock:g} MHz, x {reps + 1} "
                                   f"launches per configuration"},
               "timings_s": timings}
        path = a.out_dir / f"icache-plan-{dev.key}-{date}{'-quick' if a.quick else ''}.json"
        path.write_text(dumps(res) + "\n")
        skipped = [p for p in plan if p.get("skip")]
        print(f"{len(plan)} configurations ({len(skipped)} impossible), {len(plan) * (reps + 1)} "
              f"launches, about {est:.2f} s of kernels without stalls; compile {timings['compile']} s")
        print(f"wrote {path}")
        return 1 if problems or skipped else 0
    try:
        G = Gpu(fit)
    except Exception as exc:  # noqa: BLE001 - BackendUnavailable and CUDA errors
        print(f"calibrate_icache: no GPU to measure: {exc}", file=sys.stderr)
        return 2
    vers = results.versions(G.info, smi=results.SMI_CLOCKS, ncu=False)
    gpu = results.gpu_slug(vers["name"])
    desc_key = results.description_key(vers) or "h100-sxm"
    dev = load_device(desc_key)
    log(f"device {vers['name']} ({vers['arch']}, {G.sm_count} SMs), driver {vers.get('driver')}, "
        f"runtime {vers['runtime']}, nvrtc {vers.get('nvrtc')}; description {desc_key}")
    clock = dev.timing_clock_mhz or dev.core_clock_mhz
    plan = make_plan(fit, dev, G.sm_count, ws, LAYOUTS, waves, loop_total, clock)
    res: dict = {"kind": "icache", "device": vers["name"], "gpu": gpu, "description": desc_key,
                 "driver": vers.get("driver"), "cuda": vers["runtime"], "date": date,
                 "command": command, "versions": vers, "settings": settings,
                 "kernels": kernels_json(compiled), "problems": problems,
                 "raw": {"records": []}, "timings_s": timings}
    t = time.time()
    warm_up(G, fit)
    for i, p in enumerate(plan):
        if p.get("skip"):
            res["raw"]["records"].append({k: v for k, v in p.items()
                                          if k not in ("est_cycles", "est_ms")})
            continue
        try:
            r = run_config(G, p, reps)
        except Exception as exc:  # noqa: BLE001 - record and go on
            r = {k: v for k, v in p.items() if k not in ("est_cycles", "est_ms")}
            r["check"] = {"ok": False, "what": f"{type(exc).__name__}: {exc}"}
            r["samples"] = []
        res["raw"]["records"].append(r)
        cyc = record_cycles(r, "later" if p["form"] == "stream" else "all")
        log(f"[{i + 1}/{len(plan)}] {p['kernel']} {p['layout']} W={p['warps_per_scheduler']} "
            f"trips={p['trips']}: median warp {cyc if cyc is not None else float('nan'):.0f} "
            f"cycles; {r['check']['what'][:60]}")
    timings["measure"] = round(time.time() - t, 2)
    res["derived"], res["warnings"] = derive(res["raw"])
    res["duration_s"] = round(time.time() - T0, 1)
    stem = f"icache-{gpu}-{date}{'-quick' if a.quick else ''}"
    path = a.out_dir / f"{stem}.json"
    path.write_text(dumps(res) + "\n")
    write_markdown(res, a.out_dir / f"{stem}.md")
    if os.environ.get("OUT") and Path(os.environ["OUT"]).resolve() != a.out_dir.resolve():
        for suffix in (".json", ".md"):
            shutil.copy(a.out_dir / f"{stem}{suffix}", Path(os.environ["OUT"]) / f"{stem}{suffix}")
    print((a.out_dir / f"{stem}.md").read_text())
    print(f"wrote {path} in {res['duration_s']} s")
    bad = [r for r in res["raw"]["records"] if not r.get("skip") and not _ok(r)]
    return 0 if not bad and not problems else 1


if __name__ == "__main__":
    sys.exit(main())
