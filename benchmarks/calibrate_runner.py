#!/usr/bin/env python3
"""Calibration microbenchmarks for the analytical model (issue 6, part 4): one run on a GPU.

    PYTHONPATH=src python3 benchmarks/calibrate_runner.py --out-dir DIR [--reps 9] [--quick]

Measures, on GPU 0, the timing parameters of the model's Table 1 (paper 000) with the CUDA C
kernels of ``src/warpsmith/corpus/calibration/microbench.cu`` (compiled by NVRTC for the
device's sm_XX through ``backends/cuda_compile.compile_cuda``, launched through CuPy). Each
kernel reads the SM cycle counter (clock64) around its measured loop; each launch is also
timed by CUDA events; every figure is the median over ``--reps`` launches after a warm-up.
Outputs are checked on the host (the pointer chases must end on the node the host predicts,
the sums must match, copies must overwrite a poisoned buffer), and a field whose check failed
is not derived. docs/calibration.md explains each microbenchmark.

1. pointer chasing, one thread, 64-bit addresses at a 128-byte stride on one random cycle:
   DRAM (1 GiB: random inside each 2 MiB page, pages in order, so TLB misses stay rare;
   and fully random, recorded beside), L2 (1, 4, 16 MiB through ld.global.cg), L1 (8 KiB),
   shared memory (a 4096-word cycle);
2. dependent FMA latency (one warp, one chain) and issue throughput (8 independent FMA
   chains per thread, 64 warps per SM; per SM, cycles / warp instructions);
3. ``__syncthreads`` cost for one block of 64..1024 threads;
4. shared-memory wavefronts: 1-, 2-, 4-, ... 32-way bank conflicts, many warps per SM;
5. DRAM bandwidth (read-only and copy, 1 GiB, whole GPU) and L2 bandwidth (a buffer of a
   quarter of L2 read many times through ld.global.cg);
6. the SM clock: clock64 cycles over the CUDA-event time of each launch (and over
   %globaltimer nanoseconds inside the kernel, as a cross-check);
7. launch overhead: the CUDA-event time of an empty launch (one block, and a full wave of
   blocks) and of 1..16 empty launches back to back, each after a spinning kernel so that the
   host's enqueueing is not timed (as the validation kernels are timed).

``--rederive FILE`` recomputes the derived fields, clocks, extras and warnings of an earlier
results file from its raw measurements (no GPU): fields added to the derivation since that run
(the barrier's base and per-warp cost, the L1 latency) then come from the data it already has.

Writes ``DIR/calibration-<gpu>-<yyyy-mm-dd>.json``: device, driver, versions, date, the
command, every raw measurement, the checks, and the derived field values with the
microbenchmark each came from. ``benchmarks/apply_calibration.py FILE`` writes them into the
hardware description. Well under a minute on an H100: a few seconds of timed kernels, the rest
CuPy's start-up and its first-use kernel compilations, NVRTC, and building the 1 GiB chains.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import os
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

import numpy as np  # noqa: E402

from warpsmith.tune import measure, results  # noqa: E402
from warpsmith.tune.results import description_key, dumps, gpu_slug  # noqa: E402,F401
from warpsmith.hw.descriptions import DRAM_CHUNK_BYTES  # noqa: E402

KERNEL_FILE = ROOT / "src" / "warpsmith" / "corpus" / "calibration" / "microbench.cu"
#: every kernel of microbench.cu (the CI test compiles each for sm_90)
KERNELS = ("chase_global", "chase_l2", "chase_shared", "fma_latency", "fma_throughput",
           "barrier_loop", "shared_wavefront", "read_bw", "copy_bw", "l2_read_bw",
           "shared_wavefront_sparse", "spin_wait", "empty_launch", "constant_requests",
           "global_lines", "global_lines_l2", "global_lines_dram", "dram_chunks")
#: constants of microbench.cu the host needs
CHASE_UNROLL = 8
FMA_LAT_UNROLL = 128
FMA_TP_CHAINS = 8
FMA_TP_FMAS_PER_ITER = FMA_TP_CHAINS * 32   # FMA_TP_CHAINS * FMA_TP_UNROLL
BAR_UNROLL = 16
SH_LOADS_PER_ITER = 8 * 4            # SH_UNROLL * 4 accumulators
SH_WORDS = 1024
SHARED_CHASE_WORDS = 4096
REC = 5

STRIDE = 128                          # bytes between chase nodes: one node per 128-byte line
PAGE = 2 << 20                        # 2 MiB: the GPU's large page
BARRIER_BLOCKS = (64, 128, 256, 512, 1024)
CONFLICT_WAYS = (1, 2, 4, 8, 16, 32)
L2_CHASE_MIB = (1, 4, 16)
L2_CHASE_DERIVED_MIB = 4
FMA_A, FMA_B = 0.9999, 0.0001         # x -> a x + b converges to b / (1 - a) = 1
CLOCK_WARN = 0.05                     # a launch's clock this far from the timing clock: warning
SPIN_CYCLES = 1_000_000               # spin before a timed launch (as benchmarks/model_runner.py)
LAUNCH_SEQUENCE = (1, 2, 4, 8, 16)    # back-to-back empty launches between two events
DISPATCH_WAVES = (1, 8, 32, 128)      # empty launches of this many blocks per SM (64 threads)
SPARSE_WAYS = (1, 8, 32)              # conflict degrees of the one-warp-in-four shared test
CONST_DISTINCT = (1, 2, 4, 8, 16, 32)  # distinct words per warp load of the constant test
CONST_WORDS = 1024
CONST_LOADS_PER_ITER = 8 * 4           # CONST_UNROLL * 4 accumulators
GL_LINES = (1, 2, 4, 8, 16, 32)        # distinct 128-byte lines per warp load (L1 test)
GL_WORDS = 8192
GL_LOADS_PER_ITER = 8 * 4              # GL_UNROLL * 4 accumulators
GL2_WORDS = 1 << 21                    # the L2 variant's buffer (8 MiB)
GLD_WORDS = 1 << 28                    # the DRAM variant's buffer (1 GiB)
CHUNK_LOG2 = (1, 2, 3, 4, 5)           # dram_chunks: 2^k lanes of 16 bytes per chunk (32-512 B)
T0 = time.time()


def log(msg: str) -> None:
    print(f"[{time.time() - T0:6.1f}s] {msg}", flush=True)


# ============================================================================ chains (no GPU)

def cyclic_order(n: int, rng: np.random.Generator, block: int | None = None) -> np.ndarray:
    """The visiting order of one cycle through all ``n`` nodes: a random permutation, or with
    ``block`` random inside each run of ``block`` consecutive nodes, the runs in address order
    (a walk then stays inside one 2 MiB page for ``block`` steps: few TLB misses)."""
    if n < 1:
        raise ValueError("a chain needs at least one node")
    if block is None or block >= n:
        return rng.permutation(n).astype(np.int64)
    if n % block:
        raise ValueError(f"{n} nodes do not split into blocks of {block}")
    nb = n // block
    inner = rng.permuted(np.tile(np.arange(block, dtype=np.int64), (nb, 1)), axis=1)
    return (inner + (np.arange(nb, dtype=np.int64) * block)[:, None]).reshape(-1)


def successor(order: np.ndarray) -> np.ndarray:
    """``nxt[i]``: the node after node ``i`` on the cycle ``order`` (the last wraps to the first)."""
    nxt = np.empty_like(order)
    nxt[order] = np.roll(order, -1)
    return nxt


def positions(order: np.ndarray) -> np.ndarray:
    """``pos[i]``: where node ``i`` stands in ``order``."""
    pos = np.empty_like(order)
    pos[order] = np.arange(len(order), dtype=order.dtype)
    return pos


def cycle_of(nxt: np.ndarray, start: int = 0) -> list[int]:
    """The nodes met following ``nxt`` from ``start`` until it returns (or after len steps)."""
    seen, node = [], start
    for _ in range(len(nxt)):
        seen.append(int(node))
        node = int(nxt[node])
        if node == start:
            break
    return seen


def chain_words(order: np.ndarray, stride: int, base: int, word_bytes: int = 8):
    """(word indices, values) that lay the cycle ``order`` out in memory: node ``i`` lives at
    byte ``i * stride`` from ``base`` and holds the address (``base`` + byte offset) of the
    next node. ``base = 0`` gives byte offsets (the shared-memory chain)."""
    if stride % word_bytes:
        raise ValueError("the stride must be a multiple of the word size")
    idx = order * (stride // word_bytes)
    vals = base + np.roll(order, -1) * stride
    return idx, vals


def walk_end(order: np.ndarray, pos: np.ndarray, start_node: int, steps: int) -> int:
    """The node a chase reaches after ``steps`` loads from ``start_node``."""
    return int(order[(int(pos[start_node]) + steps) % len(order)])


# ============================================================================ derivations (no GPU)

def _median(xs) -> float:
    return float(statistics.median(xs))


def latency_per_unit(rec: dict) -> float:
    """Cycles per unit (load, FMA, barrier) of a single-thread / single-block record: the
    median over launches of clock64 cycles / units."""
    return _median([s["cycles"] / rec["units"] for s in rec["samples"]])


def latency_ns_per_unit(rec: dict) -> float:
    return _median([s["ns"] / rec["units"] for s in rec["samples"]])


def clock_event_mhz(rec: dict) -> float:
    """The SM clock of a record: cycles (clock64) over the launch's CUDA-event time, median.
    For a whole-GPU record the cycles are each SM's span (first block start to last block end
    on that SM), the median over SMs."""
    vals = []
    for s in rec["samples"]:
        cyc = s["cycles"] if "cycles" in s else _median([m[2] for m in s["sms"]])
        vals.append(cyc / (s["event_ms"] * 1e3))
    return _median(vals)


def clock_globaltimer_mhz(rec: dict) -> float:
    """The same clock over %globaltimer nanoseconds read inside the kernel (cross-check)."""
    vals = []
    for s in rec["samples"]:
        if "cycles" in s:
            vals.append(s["cycles"] / s["ns"] * 1e3)
        else:
            vals.append(_median([m[2] / m[3] * 1e3 for m in s["sms"] if m[3] > 0]))
    return _median(vals)


def cycles_per_unit_per_sm(rec: dict) -> float:
    """SM cycles per unit of a whole-GPU record: per SM, its span over the units its blocks
    executed (blocks x units per block); the median over SMs, then over launches."""
    per_launch = []
    for s in rec["samples"]:
        per_launch.append(_median([m[2] / (m[1] * rec["units_per_block"]) for m in s["sms"]]))
    return _median(per_launch)


def bytes_per_s(rec: dict) -> float:
    """Bytes moved per launch over the median CUDA-event time."""
    return rec["bytes"] / (_median([s["event_ms"] for s in rec["samples"]]) * 1e-3)


def slope(xs, ys) -> tuple[float, float]:
    """Least-squares line through (xs, ys): (slope, intercept)."""
    x = np.asarray(xs, dtype=float)
    y = np.asarray(ys, dtype=float)
    a, b = np.polyfit(x, y, 1)
    return float(a), float(b)


def _fit_medians(times_ms: dict) -> tuple[list[int], list[float], float, float]:
    """For times keyed by a count (launches, blocks): the counts in order, the median time
    of each, and the least-squares slope and intercept of the medians against the counts."""
    ks = sorted(int(k) for k in times_ms)
    med = [_median(times_ms[str(k)]) for k in ks]
    return (ks, med) + slope(ks, med)


def _ok(rec: dict | None) -> bool:
    return bool(rec) and bool(rec.get("check", {}).get("ok"))


def derive(raw: dict) -> tuple[dict, dict, list[str]]:
    """The description's timing fields from the raw measurements.

    Returns ``(derived, clocks, warnings)``: ``derived[field] = {"value", "microbenchmark",
    "how"}`` for every field whose measurements passed their checks; ``clocks`` the SM clock
    of each record (CUDA events and globaltimer); ``warnings`` what a reader should know (a
    failed check, a clock far from the timing clock).
    """
    derived: dict[str, dict] = {}
    warnings: list[str] = []

    def put(fname, value, mb, how):
        derived[fname] = {"value": float(value), "microbenchmark": mb, "how": how}

    def need(name, rec):
        if not _ok(rec):
            why = (rec or {}).get("check", {}).get("what", "not measured")
            warnings.append(f"{name}: check failed or missing ({why}); its field is not derived")
            return False
        return True

    rec = raw.get("chase_dram")
    if need("chase_dram", rec):
        put("global_latency_cycles", latency_per_unit(rec),
            f"chase_global: one thread, dependent 64-bit loads over a "
            f"{rec['working_set_bytes'] >> 20} MiB cycle at a {rec['stride_bytes']}-byte stride, "
            f"random inside each 2 MiB page",
            f"median over {len(rec['samples'])} launches of clock64 cycles / {rec['units']} loads")
    l2 = raw.get("chase_l2") or {}
    key = f"{L2_CHASE_DERIVED_MIB}MiB" if f"{L2_CHASE_DERIVED_MIB}MiB" in l2 else \
        (sorted(l2, key=lambda k: int(k[:-3]))[0] if l2 else None)
    if key is not None and need(f"chase_l2 {key}", l2[key]):
        r = l2[key]
        put("l2_latency_cycles", latency_per_unit(r),
            f"chase_l2: one thread, dependent ld.global.cg loads over a {key[:-3]} MiB cycle at a "
            f"{r['stride_bytes']}-byte stride, after a full pass that leaves it in L2",
            f"median over {len(r['samples'])} launches of clock64 cycles / {r['units']} loads")
    rec = raw.get("chase_shared")
    if need("chase_shared", rec):
        put("shared_latency_cycles", latency_per_unit(rec),
            f"chase_shared: one thread, dependent 32-bit shared-memory loads over a "
            f"{rec['nodes']}-word random cycle",
            f"median over {len(rec['samples'])} launches of clock64 cycles / {rec['units']} loads")
    rec = raw.get("fma_latency")
    if need("fma_latency", rec):
        put("pipeline_latency_cycles", latency_per_unit(rec),
            "fma_latency: one warp, one chain of dependent fmaf",
            f"median over {len(rec['samples'])} launches of clock64 cycles / {rec['units']} FMAs")
    rec = raw.get("fma_throughput")
    if need("fma_throughput", rec):
        put("issue_cycles_per_warp_instruction", cycles_per_unit_per_sm(rec),
            f"fma_throughput: {rec['grid']} blocks of {rec['block']} threads (all resident), "
            f"8 independent FMA chains per thread",
            "per SM, clock64 span / warp FMAs executed there; median over SMs and launches")
    bars = raw.get("barrier") or {}
    good = {int(k): v for k, v in bars.items() if need(f"barrier {k}", v)}
    if good:
        per = {k: latency_per_unit(v) for k, v in sorted(good.items())}
        put("barrier_cycles", _median(list(per.values())),
            f"barrier_loop: one block, back-to-back __syncthreads, block sizes "
            f"{', '.join(map(str, per))}",
            "clock64 cycles / barriers (median over launches) at each block size; the median "
            "over block sizes (" + ", ".join(f"{k}: {v:.1f}" for k, v in per.items()) + ")")
    if len(good) >= 2:
        warps = {bs: -(-bs // 32) for bs in good}
        a, b = slope([warps[k] for k in per], list(per.values()))
        how = ("least squares of clock64 cycles per barrier (median over launches) against the "
               "block's warps over block sizes " + ", ".join(
                   f"{k} ({warps[k]} warps): {v:.1f}" for k, v in per.items()))
        mb = (f"barrier_loop: one block, back-to-back __syncthreads, block sizes "
              f"{', '.join(map(str, per))}")
        if a > 0 and b > 0:
            put("barrier_cycles_per_warp", a, mb, how + f"; slope (intercept {b:.2f})")
            put("barrier_base_cycles", b, mb, how + f"; intercept (slope {a:.3f} per warp)")
        else:
            warnings.append(f"barrier: the fit over block sizes gives slope {a:.3f} and "
                            f"intercept {b:.2f}; barrier_cycles_per_warp and "
                            f"barrier_base_cycles are not derived")
    rec = raw.get("chase_l1")
    if rec is not None and need("chase_l1", rec):
        put("l1_latency_cycles", latency_per_unit(rec),
            f"chase_global: one thread, dependent 64-bit loads over a "
            f"{rec.get('working_set_bytes', 8192) >> 10} KiB cycle at a "
            f"{rec.get('stride_bytes', STRIDE)}-byte stride (L1-resident after a warm walk)",
            f"median over {len(rec['samples'])} launches of clock64 cycles / {rec['units']} loads")
    lr = raw.get("launch") or {}
    if lr:
        single, seq = lr.get("single"), lr.get("sequence")
        if single is not None and need("launch single", single):
            put("launch_overhead_s", _median(single["times_ms"]) * 1e-3,
                f"empty_launch: 1 block of {single['block']} threads after a "
                f"{lr.get('spin_cycles')}-cycle spin (host enqueueing not timed)",
                f"median over {len(single['times_ms'])} launches of the CUDA-event time")
        disp = lr.get("blocks")
        # per-launch and per-block costs: least-squares slopes of the median time
        for label, data, field, before, after, unit, units in (
                ("launch sequence", seq, "launch_interval_s", "",
                 "back-to-back launches of 1 block after a spin", "launch", "launches"),
                ("launch blocks", disp, "block_dispatch_s", "one launch of ",
                 f"blocks of {(disp or {}).get('block')} threads after a spin", "block",
                 "blocks")):
            if data is None or not need(label, data):
                continue
            ks, med, a, b = _fit_medians(data["times_ms"])
            if a > 0:
                put(field, a * 1e-3, f"empty_launch: {before}{', '.join(map(str, ks))} {after}",
                    f"least-squares slope of the median CUDA-event time against the {units} ("
                    + ", ".join(f"{k}: {m * 1e3:.2f} us" for k, m in zip(ks, med))
                    + f"; intercept {b * 1e3:.2f} us)")
            else:
                warnings.append(f"{label}: slope {a:.4g} ms per {unit}; {field} not derived")
    sh = raw.get("shared_wavefront") or {}
    pts = {int(k): cycles_per_unit_per_sm(v) for k, v in sh.items()
           if need(f"shared_wavefront {k}-way", v)}
    if len(pts) >= 2:
        # cycles per warp access at n-way conflicts; n wavefronts per access
        use = {n: c for n, c in pts.items() if n >= 2}
        if len(use) < 2:
            use = pts
        per_access = {n: c * n for n, c in pts.items()}  # records count units as wavefronts
        a, b = slope(list(use), [per_access[n] for n in use])
        put("shared_cycles_per_wavefront", a,
            f"shared_wavefront: many warps per SM, independent 32-bit loads with "
            f"{', '.join(str(n) for n in sorted(pts))}-way bank conflicts",
            "slope of SM cycles per warp access against wavefronts per access (n-way = n), "
            f"least squares over n = {', '.join(map(str, sorted(use)))}; intercept {b:.2f}")
    cs = raw.get("constant_requests") or {}
    pts = {int(k): cycles_per_unit_per_sm(v) * int(k) for k, v in cs.items()
           if need(f"constant_requests {k} distinct", v)}
    use = {n: c for n, c in pts.items() if n >= 2}
    if len(use) >= 2:
        a, b = slope(list(use), [use[n] for n in use])
        put("constant_cycles_per_request", a,
            f"constant_requests: many warps per SM, independent loads of a __constant__ table "
            f"with {', '.join(str(n) for n in sorted(pts))} distinct words per warp load",
            "slope of SM cycles per warp load against the distinct words it asks for, least "
            f"squares over {', '.join(map(str, sorted(use)))}; intercept {b:.2f}")
    rec = raw.get("dram_copy")
    if need("dram_copy", rec):
        put("sustained_bandwidth_bytes_per_s", bytes_per_s(rec),
            f"copy_bw: {rec['grid']} blocks of {rec['block']} threads copy "
            f"{rec['working_set_bytes'] >> 20} MiB (float4), {rec['passes']} passes per launch",
            f"bytes read + bytes written / median CUDA-event time over {len(rec['samples'])} launches")
    chunks = raw.get("dram_chunks") or {}
    full = chunks.get("512")
    if chunks and need("dram_chunks 512", full):
        for size in DRAM_CHUNK_BYTES:
            rec = chunks.get(str(size))
            if need(f"dram_chunks {size}", rec):
                put(f"dram_chunk_efficiency_{size}", bytes_per_s(rec) / bytes_per_s(full),
                    f"dram_chunks: {rec['grid']} blocks of {rec['block']} threads read "
                    f"{rec['working_set_bytes'] >> 20} MiB, {rec['passes']} passes per launch, "
                    f"each warp request {512 // size} chunks of {size} contiguous bytes at "
                    f"scattered places",
                    f"bytes read / median CUDA-event time over {len(rec['samples'])} launches, "
                    f"over the same with 512-byte chunks (one chunk per request)")
    rec = raw.get("l2_read")
    if need("l2_read", rec):
        put("l2_bandwidth_bytes_per_s", bytes_per_s(rec),
            f"l2_read_bw: {rec['grid']} blocks read a {rec['working_set_bytes'] >> 20} MiB "
            f"buffer {rec['passes']} times through ld.global.cg",
            f"bytes read / median CUDA-event time over {len(rec['samples'])} launches")

    clocks: dict[str, dict] = {}
    for name, rec in raw_records(raw):
        if _ok(rec):
            clocks[name] = {"event_mhz": clock_event_mhz(rec),
                            "globaltimer_mhz": clock_globaltimer_mhz(rec)}
    if clocks:
        values = [c["event_mhz"] for c in clocks.values()]
        clock = _median(values)
        put("timing_clock_mhz", clock,
            f"every microbenchmark above ({len(values)} records)",
            "clock64 cycles / CUDA-event time of each launch, median per record, then the "
            "median over records (per-record values in the results file's clocks)")
        for name, c in clocks.items():
            if abs(c["event_mhz"] - clock) > CLOCK_WARN * clock:
                warnings.append(f"{name} ran at {c['event_mhz']:.0f} MHz, more than "
                                f"{CLOCK_WARN:.0%} from the timing clock {clock:.0f} MHz")
            if c["globaltimer_mhz"] and abs(c["globaltimer_mhz"] - c["event_mhz"]) > 0.02 * c["event_mhz"]:
                warnings.append(f"{name}: clock by globaltimer {c['globaltimer_mhz']:.0f} MHz "
                                f"differs from the event-based {c['event_mhz']:.0f} MHz")
    return derived, clocks, warnings


def raw_records(raw: dict):
    """(name, record) for every record with samples in ``raw``."""
    for name, v in raw.items():
        if isinstance(v, dict) and "samples" in v:
            yield name, v
        elif isinstance(v, dict):
            for k, r in v.items():
                if isinstance(r, dict) and "samples" in r:
                    yield f"{name} {k}", r


def extras(raw: dict) -> dict:
    """Measurements beside the fields: L1 latency, DRAM latency with TLB misses, the L2
    latency at each size, read-only DRAM bandwidth, barrier cost per block size, cycles per
    warp access at each conflict degree (all warps loading, and one warp in four), the time
    of an empty full wave and of back-to-back empty launches, nanoseconds per load."""
    out: dict = {}
    if _ok(raw.get("chase_l1")):
        out["l1_latency_cycles"] = latency_per_unit(raw["chase_l1"])
    if _ok(raw.get("chase_dram_random")):
        out["global_latency_random_cycles"] = latency_per_unit(raw["chase_dram_random"])
        out["global_latency_random_ns"] = latency_ns_per_unit(raw["chase_dram_random"])
    if _ok(raw.get("chase_dram")):
        out["global_latency_ns"] = latency_ns_per_unit(raw["chase_dram"])
    out["l2_latency_cycles_by_size"] = {k: latency_per_unit(v)
                                        for k, v in (raw.get("chase_l2") or {}).items() if _ok(v)}
    if _ok(raw.get("dram_read")):
        out["dram_read_bytes_per_s"] = bytes_per_s(raw["dram_read"])
    out["barrier_cycles_by_block"] = {k: latency_per_unit(v)
                                      for k, v in (raw.get("barrier") or {}).items() if _ok(v)}
    out["shared_cycles_per_access_by_ways"] = {
        k: cycles_per_unit_per_sm(v) * int(k)
        for k, v in (raw.get("shared_wavefront") or {}).items() if _ok(v)}
    sparse = {k: cycles_per_unit_per_sm(v) * int(k)
              for k, v in (raw.get("shared_wavefront_sparse") or {}).items() if _ok(v)}
    if sparse:
        out["shared_cycles_per_access_one_warp_in_four_by_ways"] = sparse
    gl = {k: cycles_per_unit_per_sm(v) for k, v in (raw.get("global_lines") or {}).items()
          if _ok(v)}
    if gl:
        out["global_cycles_per_warp_load_by_lines"] = gl
    gl2 = {k: cycles_per_unit_per_sm(v)
           for k, v in (raw.get("global_lines_l2") or {}).items() if _ok(v)}
    if gl2:
        out["global_cycles_per_warp_load_from_l2_by_lines"] = gl2
    gld = {k: cycles_per_unit_per_sm(v)
           for k, v in (raw.get("global_lines_dram") or {}).items() if _ok(v)}
    if gld:
        out["global_cycles_per_warp_load_from_dram_by_lines"] = gld
    chunks = {k: bytes_per_s(v) for k, v in (raw.get("dram_chunks") or {}).items() if _ok(v)}
    if chunks:
        out["dram_read_bytes_per_s_by_chunk_bytes"] = chunks
    lr = raw.get("launch") or {}
    if _ok(lr.get("wave")):
        out["launch_full_wave_s"] = _median(lr["wave"]["times_ms"]) * 1e-3
        out["launch_full_wave_blocks"] = lr["wave"]["grid"]
    if _ok(lr.get("sequence")):
        out["launch_sequence_s"] = {k: _median(v) * 1e-3
                                    for k, v in lr["sequence"]["times_ms"].items()}
    if _ok(lr.get("blocks")):
        out["launch_blocks_s"] = {k: _median(v) * 1e-3
                                  for k, v in lr["blocks"]["times_ms"].items()}
    return out


# ============================================================================ SASS (optional)

_SASS_FUNC = re.compile(r"^\s*(?:Function\s*:\s*(\S+)|\.text\.(\w+):)")
_SASS_INSN = re.compile(r"/\*[0-9a-f]{4,}\*/\s+(?:@!?U?P[T0-9]+\s+)?([A-Z][A-Z0-9_]*)")


def sass_opcodes(text: str) -> dict[str, dict[str, int]]:
    """Opcode counts per function of ``cuobjdump -sass`` or ``nvdisasm`` output."""
    out: dict[str, dict[str, int]] = {}
    cur = None
    for line in text.splitlines():
        m = _SASS_FUNC.match(line)
        if m:
            cur = out.setdefault(m.group(1) or m.group(2), {})
            continue
        if cur is None:
            continue
        m = _SASS_INSN.search(line)
        if m:
            cur[m.group(1)] = cur.get(m.group(1), 0) + 1
    return out


def disassemble(cubin: bytes) -> dict[str, dict[str, int]] | None:
    """Opcode counts of every kernel of ``cubin`` (cuobjdump, else nvdisasm); None without."""
    for tool, args in (("cuobjdump", ["-sass"]), ("nvdisasm", ["-c"])):
        exe = shutil.which(tool)
        if not exe:
            continue
        with tempfile.NamedTemporaryFile(suffix=".cubin") as fh:
            fh.write(cubin)
            fh.flush()
            p = subprocess.run([exe, *args, fh.name], capture_output=True, text=True, timeout=120)
        if p.returncode == 0:
            return sass_opcodes(p.stdout)
    return None


# ============================================================================ GPU

class Gpu:
    """CuPy, the compiled microbenchmarks and the device's facts."""

    def __init__(self, reps: int, target_ms: float, seed: int):
        from warpsmith.backends import cuda
        from warpsmith.backends.cuda_compile import compile_cuda

        self.cuda = cuda
        self.cp = cuda.cupy()  # BackendUnavailable without CuPy / driver / GPU
        self.clock = measure.CupyClock()
        self.info = cuda.device_info()
        self.arch = self.info["arch"]
        self.sm_count = self.info["sm_count"]
        self.l2_bytes = self.info["l2_bytes"]
        self.reps = reps
        self.target_ms = target_ms
        self.rng = np.random.default_rng(seed)
        src = KERNEL_FILE.read_text()
        self.report = compile_cuda(src, KERNELS[0], self.arch, filename=KERNEL_FILE.name)
        self.module = self.cp.cuda.function.Module()
        self.module.load(self.report.cubin)
        self.f = {k: self.module.get_function(k) for k in KERNELS}

    def occupancy(self, kernel: str, block: int) -> int:
        return int(self.cuda.driver_occupancy(self.f[kernel], block, 0))

    def timed(self, launch) -> float:
        """Milliseconds of one ``launch()`` between two CUDA events."""
        return float(measure.time_once(launch, self.clock))

    def flush_l2(self) -> None:
        """Write a buffer twice the L2 size once (0x5A bytes) and wait for it."""
        measure.l2_flusher(self.clock, pattern=lambda i: 0x5A)(0)
        self.clock.synchronize()


def scaled(count: int, ms: float, target_ms: float, multiple: int = 1, lo: int = 1,
           hi: int = 1 << 30) -> int:
    """``count`` scaled so that a launch that took ``ms`` takes about ``target_ms``."""
    want = count * target_ms / max(ms, 1e-3)
    return int(min(hi, max(lo, round(want / multiple) * multiple)))


def _sms(blocks: np.ndarray) -> list[list[float]]:
    """Per SM of one launch: [smid, blocks, cycles (first start to last end), ns]."""
    out = []
    for sm in np.unique(blocks[:, 0]):
        b = blocks[blocks[:, 0] == sm]
        out.append([int(sm), int(len(b)), int(b[:, 2].max() - b[:, 1].min()),
                    int(b[:, 4].max() - b[:, 3].min())])
    return out


def run_grid(G: Gpu, kernel: str, grid: int, block: int, make_args, units_per_block_of,
             count: int, check, scale: bool = True, **meta) -> dict:
    """A whole-GPU record: probe, scale ``count`` (the kernel's repeat count) to the target
    time unless ``scale`` is false, warm up, ``reps`` timed launches, each with its per-SM
    spans; ``check(count)`` verifies the last launch's outputs."""
    cp = G.cp
    rec_buf = cp.full(grid * REC, -1, dtype=cp.int64)
    f = G.f[kernel]
    launch = lambda c: f((grid,), (block,), make_args(c, rec_buf))
    ms = G.timed(lambda: launch(count))
    if scale:
        count = scaled(count, ms, G.target_ms)
    launch(count)
    samples = []
    unwritten = 0
    for _ in range(G.reps):
        rec_buf.fill(-1)
        ms = G.timed(lambda: launch(count))
        blocks = cp.asnumpy(rec_buf).reshape(grid, REC)
        unwritten += int((blocks[:, 0] < 0).sum())
        samples.append({"event_ms": ms, "sms": _sms(blocks[blocks[:, 0] >= 0])})
    ok, what = check(count)
    if unwritten:
        ok, what = False, f"{unwritten} block records never written; " + what
    return {"kernel": kernel, "grid": grid, "block": block, "count": count,
            "units_per_block": units_per_block_of(count), "samples": samples,
            "check": {"ok": bool(ok), "what": what}, **meta}


def chase(G: Gpu, kernel: str, order: np.ndarray, base: int, stride: int, target_ms: float,
          warm_steps: int, max_walk: int | None = None, **meta) -> dict:
    """A pointer-chase record on the chain ``order`` laid out at ``base``: probe, scale the
    steps to ``target_ms``, walk ``warm_steps`` untimed, then ``reps`` timed launches, each
    going on from where the last stopped; every launch's end node is checked."""
    cp = G.cp
    f = G.f[kernel]
    pos = positions(order)
    out = cp.zeros(3, dtype=cp.uint64)
    node = int(order[0])
    bad = []

    def go(steps):
        nonlocal node
        steps = max(CHASE_UNROLL, steps // CHASE_UNROLL * CHASE_UNROLL)
        addr = base + node * stride
        ms = G.timed(lambda: f((1,), (1,), (np.uint64(addr), out, np.int32(steps))))
        o = cp.asnumpy(out)
        expect = walk_end(order, pos, node, steps)
        if int(o[0]) != base + expect * stride:
            bad.append((node, steps, int(o[0]), base + expect * stride))
        node = expect
        return steps, ms, int(o[1]), int(o[2])

    walked = 0
    steps, ms, _c, _n = go(2048)
    walked += steps
    steps = scaled(steps, ms, target_ms, CHASE_UNROLL, CHASE_UNROLL, 1 << 24)
    while warm_steps > 0:
        s, *_ = go(min(warm_steps, 1 << 22))
        warm_steps -= s
        walked += s
    samples = []
    for _ in range(G.reps):
        s, ms, cyc, ns = go(steps)
        walked += s
        samples.append({"cycles": cyc, "ns": ns, "event_ms": ms})
    ok = not bad
    what = f"every launch ended on the predicted node ({walked} steps walked)" if ok else \
        f"{len(bad)} launches ended off the chain, first {bad[0]}"
    if max_walk is not None and walked > max_walk:
        ok, what = False, f"walked {walked} steps, more than {max_walk}: nodes were revisited"
    return {"kernel": kernel, "units": steps, "stride_bytes": stride, "nodes": len(order),
            "walked": walked, "samples": samples, "check": {"ok": ok, "what": what}, **meta}


def lay_chain(G: Gpu, buf, order: np.ndarray, stride: int, align: int = 8) -> int:
    """Write the chain ``order`` into ``buf`` (64-bit words) from the first address aligned to
    ``align`` bytes (``buf`` must have room for the shift); returns that base address."""
    cp = G.cp
    ptr = int(buf.data.ptr)
    base = -(-ptr // align) * align
    idx, vals = chain_words(order, stride, base)
    buf[cp.asarray(idx + (base - ptr) // 8)] = cp.asarray(vals.astype(np.uint64))
    cp.cuda.runtime.deviceSynchronize()
    return base


def bench_chases(G: Gpu, dram_bytes: int, raw: dict) -> None:
    cp = G.cp
    lat_ms = G.target_ms / 2
    # DRAM: 1 GiB, random inside each 2 MiB page (few TLB misses), then fully random
    n = dram_bytes // STRIDE
    buf = cp.empty((dram_bytes + PAGE) // 8, dtype=cp.uint64)  # room to align to a page
    for name, block, how in (("chase_dram", PAGE // STRIDE, "random inside each 2 MiB page, pages in order"),
                             ("chase_dram_random", None, "one random permutation of all nodes")):
        log(f"{name}: {dram_bytes >> 20} MiB, {how}")
        order = cyclic_order(n, G.rng, block)
        base = lay_chain(G, buf, order, STRIDE, align=PAGE)
        G.flush_l2()
        raw[name] = chase(G, "chase_global", order, base, STRIDE, lat_ms, 0, max_walk=n // 4,
                          working_set_bytes=dram_bytes, layout=how)
        log(f"  {latency_per_unit(raw[name]):.1f} cycles/load  [{raw[name]['check']['what']}]")
    del buf, order
    cp.get_default_memory_pool().free_all_blocks()
    # L2 (ld.global.cg) and L1 (ld.global, 8 KiB)
    raw["chase_l2"] = {}
    big = max(L2_CHASE_MIB) << 20
    buf = cp.empty(big // 8, dtype=cp.uint64)
    for mib in L2_CHASE_MIB:
        ws = mib << 20
        if ws > G.l2_bytes // 2:
            continue
        order = cyclic_order(ws // STRIDE, G.rng)
        base = lay_chain(G, buf, order, STRIDE)
        r = chase(G, "chase_l2", order, base, STRIDE, lat_ms, warm_steps=len(order),
                  working_set_bytes=ws, layout="one random permutation of all nodes")
        raw["chase_l2"][f"{mib}MiB"] = r
        log(f"chase_l2 {mib} MiB: {latency_per_unit(r):.1f} cycles/load  [{r['check']['what']}]")
    ws = 8 << 10
    order = cyclic_order(ws // STRIDE, G.rng)
    base = lay_chain(G, buf, order, STRIDE)
    raw["chase_l1"] = chase(G, "chase_global", order, base, STRIDE, lat_ms,
                            warm_steps=4 * len(order), working_set_bytes=ws,
                            layout="one random permutation of all nodes")
    log(f"chase_l1 8 KiB: {latency_per_unit(raw['chase_l1']):.1f} cycles/load")
    del buf
    # shared memory: a cycle over 4096 words, byte offsets
    order = cyclic_order(SHARED_CHASE_WORDS, G.rng)
    pos = positions(order)
    _idx, offs = chain_words(order, 4, 0, word_bytes=4)
    chain = np.zeros(SHARED_CHASE_WORDS, dtype=np.uint32)
    chain[order] = offs.astype(np.uint32)
    dchain = cp.asarray(chain)
    out = cp.zeros(3, dtype=cp.uint64)
    f = G.f["chase_shared"]
    launch = lambda s: f((1,), (256,), (dchain, np.int32(SHARED_CHASE_WORDS), out, np.int32(s)))
    ms = G.timed(lambda: launch(4096))
    steps = scaled(4096, ms, lat_ms, CHASE_UNROLL, CHASE_UNROLL, 1 << 26)
    launch(steps)
    samples, bad = [], 0
    expect = walk_end(order, pos, 0, steps) * 4
    for _ in range(G.reps):
        ms = G.timed(lambda: launch(steps))
        o = cp.asnumpy(out)
        bad += int(o[0]) != expect
        samples.append({"cycles": int(o[1]), "ns": int(o[2]), "event_ms": ms})
    raw["chase_shared"] = {"kernel": "chase_shared", "units": steps, "nodes": SHARED_CHASE_WORDS,
                           "samples": samples,
                           "check": {"ok": bad == 0, "what": f"{bad} launches ended off the chain"}}
    log(f"chase_shared: {latency_per_unit(raw['chase_shared']):.1f} cycles/load")


def fma_chain_value(x0, n: int):
    """x after ``n`` steps of x -> a x + b from ``x0`` (float64 closed form; float32 rounding
    keeps the GPU's value within about 1e-3 of it: the map is a contraction)."""
    a, b = np.float64(np.float32(FMA_A)), np.float64(np.float32(FMA_B))
    fixed = b / (1 - a)
    return fixed + a ** n * (np.asarray(x0, dtype=np.float64) - fixed)


def bench_fma(G: Gpu, raw: dict) -> None:
    cp = G.cp
    # dependent latency: one warp
    xo = cp.zeros(32, dtype=cp.float32)
    times = cp.zeros(2, dtype=cp.int64)
    f = G.f["fma_latency"]
    launch = lambda it: f((1,), (32,), (xo, np.float32(0.5), np.float32(FMA_A), np.float32(FMA_B),
                                        np.int32(it), times))
    ms = G.timed(lambda: launch(200))
    iters = scaled(200, ms, G.target_ms / 2)
    launch(iters)
    samples = []
    for _ in range(G.reps):
        xo.fill(np.nan)
        ms = G.timed(lambda: launch(iters))
        t = cp.asnumpy(times)
        samples.append({"cycles": int(t[0]), "ns": int(t[1]), "event_ms": ms})
    x = cp.asnumpy(xo)
    want = fma_chain_value(np.float32(0.5) + np.arange(32, dtype=np.float32), iters * FMA_LAT_UNROLL)
    dev = float(np.max(np.abs(x - want)))
    raw["fma_latency"] = {"kernel": "fma_latency", "units": iters * FMA_LAT_UNROLL, "iters": iters,
                          "samples": samples,
                          "check": {"ok": dev < 1e-2, "what": f"32 chain results within 1e-2 of "
                                                              f"the closed form (max deviation {dev:.2e})"}}
    log(f"fma_latency: {latency_per_unit(raw['fma_latency']):.2f} cycles/FMA")
    # issue throughput: all warps resident
    block = 1024
    occ = G.occupancy("fma_throughput", block)
    grid = G.sm_count * occ
    out = cp.zeros(grid * block, dtype=cp.float32)
    f = G.f["fma_throughput"]

    def check(iters):
        o = cp.asnumpy(out)
        x0 = (np.arange(block, dtype=np.float32) * np.float32(1e-3))
        want = sum(fma_chain_value(x0 + np.float32(k), iters * FMA_TP_FMAS_PER_ITER // FMA_TP_CHAINS)
                   for k in range(FMA_TP_CHAINS))
        dev = float(np.max(np.abs(o.reshape(grid, block) - want[None, :])))
        return dev < 0.05, f"{o.size} sums of 8 chains within 0.05 of the closed form (max deviation {dev:.2e})"

    args = lambda it, rec: (out, np.float32(FMA_A), np.float32(FMA_B), np.int32(it), rec)
    raw["fma_throughput"] = run_grid(
        G, "fma_throughput", grid, block, args,
        lambda it: (block // 32) * it * FMA_TP_FMAS_PER_ITER, 2000, check,
        blocks_per_sm=occ, unit="warp FMA")
    log(f"fma_throughput: {cycles_per_unit_per_sm(raw['fma_throughput']):.3f} SM cycles per warp "
        f"instruction ({grid} blocks, {occ}/SM)")


def bench_barrier(G: Gpu, raw: dict) -> None:
    cp = G.cp
    f = G.f["barrier_loop"]
    times = cp.zeros(2, dtype=cp.int64)
    raw["barrier"] = {}
    for bs in BARRIER_BLOCKS:
        launch = lambda it: f((1,), (bs,), (np.int32(it), times))
        ms = G.timed(lambda: launch(200))
        iters = scaled(200, ms, G.target_ms / 4)
        launch(iters)
        samples = []
        for _ in range(G.reps):
            times.fill(-1)
            ms = G.timed(lambda: launch(iters))
            t = cp.asnumpy(times)
            samples.append({"cycles": int(t[0]), "ns": int(t[1]), "event_ms": ms})
        ok = all(s["cycles"] > 0 for s in samples)
        raw["barrier"][str(bs)] = {"kernel": "barrier_loop", "block": bs, "iters": iters,
                                   "units": iters * BAR_UNROLL, "samples": samples,
                                   "check": {"ok": ok, "what": "cycle counts written"}}
        log(f"barrier {bs:4d} threads: {latency_per_unit(raw['barrier'][str(bs)]):.1f} cycles")


def bench_shared(G: Gpu, raw: dict) -> None:
    cp = G.cp
    block = 1024
    occ = G.occupancy("shared_wavefront", block)
    grid = G.sm_count * occ
    out = cp.zeros(grid * block, dtype=cp.uint32)
    lane = np.arange(grid * block) % 32
    raw["shared_wavefront"] = {}
    for ways in CONFLICT_WAYS:
        word = (lane * ways) & (SH_WORDS - 1)
        value = (word.astype(np.uint64) * 2654435761) & 0xFFFFFFFF

        def check(iters, value=value):
            want = (value * (iters * SH_LOADS_PER_ITER)) & 0xFFFFFFFF
            got = cp.asnumpy(out).astype(np.uint64)
            wrong = int((got != want).sum())
            return wrong == 0, f"{wrong} of {got.size} per-thread sums wrong"

        args = lambda it, rec, ways=ways: (out, np.int32(ways), np.int32(it), rec)
        r = run_grid(G, "shared_wavefront", grid, block, args,
                     lambda it, ways=ways: (block // 32) * it * SH_LOADS_PER_ITER * ways,
                     200, check, ways=ways, blocks_per_sm=occ, unit="shared wavefront")
        raw["shared_wavefront"][str(ways)] = r
        log(f"shared {ways:2d}-way: {cycles_per_unit_per_sm(r) * ways:.2f} SM cycles per warp access")


def hashed_words(words) -> np.ndarray:
    """``k * 2654435761 mod 2^32`` of each word index ``k`` (the tables and buffers the
    load microbenchmarks read; uint64 so that sums do not wrap before the host's mask)."""
    return (np.asarray(words, dtype=np.uint64) * 2654435761) & 0xFFFFFFFF


def sums_check(got: np.ndarray, want: np.ndarray, what: str = "per-thread sums"):
    """``(ok, words)`` of a microbenchmark's per-thread sums against the host's."""
    wrong = int((got != want).sum())
    return wrong == 0, f"{wrong} of {got.size} {what} wrong"


def constant_sums(iters: int) -> np.ndarray:
    """The per-lane sums of ``constant_requests`` for ``distinct`` = 32 (lane w reads word
    b + w), indexed by w: the host's answer (the table holds k * 2654435761 mod 2^32)."""
    table = hashed_words(np.arange(CONST_WORDS))
    b = (np.arange(iters * 8, dtype=np.int64) * 32) % CONST_WORDS
    sums = np.zeros(32, dtype=np.uint64)
    for k in range(4):
        base = (b + 256 * k) % CONST_WORDS
        for w in range(32):
            sums[w] = (sums[w] + table[base + w].sum()) & 0xFFFFFFFF
    return sums


def bench_constant(G: Gpu, raw: dict) -> None:
    """Constant-memory loads with 1..32 distinct words per warp load (docs/calibration.md)."""
    cp = G.cp
    block = 1024
    table = hashed_words(np.arange(CONST_WORDS)).astype(np.uint32)
    # cupy.cuda.function.Module names it get_global_var (RawModule: get_global)
    getter = getattr(G.module, "get_global", None) or getattr(G.module, "get_global_var")
    ptr = getter("c_words")
    if hasattr(ptr, "copy_from_host"):
        ptr.copy_from_host(table.ctypes.data, table.nbytes)
    else:  # a bare device address
        cp.cuda.runtime.memcpy(int(ptr), table.ctypes.data, table.nbytes, 1)  # host to device
    occ = G.occupancy("constant_requests", block)
    grid = G.sm_count * occ
    out = cp.zeros(grid * block, dtype=cp.uint32)
    lane = np.arange(grid * block) % 32
    raw["constant_requests"] = {}
    for distinct in CONST_DISTINCT:
        def check(iters, distinct=distinct):
            return sums_check(cp.asnumpy(out).astype(np.uint64),
                              constant_sums(iters)[lane % distinct])

        args = lambda it, rec, d=distinct: (out, np.int32(d), np.int32(it), rec)
        r = run_grid(G, "constant_requests", grid, block, args,
                     lambda it, d=distinct: (block // 32) * it * CONST_LOADS_PER_ITER * d,
                     200, check, distinct=distinct, blocks_per_sm=occ,
                     unit="constant request (one distinct word of a warp load)")
        raw["constant_requests"][str(distinct)] = r
        log(f"constant {distinct:2d} distinct: "
            f"{cycles_per_unit_per_sm(r) * distinct:.2f} SM cycles per warp load")


def lines_sums(iters: int, lines: int) -> np.ndarray:
    """The per-lane sums of ``global_lines`` (lane l reads word b + (l % lines) * 32 +
    l // lines modulo the buffer, b = 96 x the load's number; the buffer holds
    k * 2654435761 mod 2^32), indexed by lane."""
    table = hashed_words(np.arange(GL_WORDS))
    b = np.arange(iters * 8, dtype=np.int64) * 96
    lane = np.arange(32)
    off = (lane % lines) * 32 + lane // lines
    sums = np.zeros(32, dtype=np.uint64)
    for k in range(4):
        for w in range(32):
            idx = (b + 2048 * k + off[w]) % GL_WORDS
            sums[w] = (sums[w] + table[idx].sum()) & 0xFFFFFFFF
    return sums


def lines_l2_sums(iters: int, lines: int, blocks: int, words: int = GL2_WORDS,
                  spread: int = 256 * 1024) -> np.ndarray:
    """Per-lane sums of ``global_lines_l2`` (or, with its ``words`` and ``spread``,
    ``global_lines_dram``) for the first ``blocks`` blocks, ``(blocks, 32)`` (word k of the
    buffer holds k mod 2^32): block x starts at word (x * 2654435761 mod 2^32) modulo the
    buffer, rounded down to a whole line; the four loads of a step are ``spread`` words
    apart."""
    lane = np.arange(32)
    off = (lane % lines) * 32 + lane // lines
    j = np.arange(iters * 8, dtype=np.int64) * 1024
    out = np.zeros((blocks, 32), dtype=np.int64)
    for x in range(blocks):
        start = ((x * 2654435761) % (1 << 32)) & (words - 1) & ~31
        for k in range(4):
            idx = (start + j[None, :] + spread * k + off[:, None]) & (words - 1)
            out[x] = (out[x] + (idx & 0xFFFFFFFF).sum(axis=1)) & 0xFFFFFFFF
    return out


def bench_lines(G: Gpu, raw: dict, kernel: str, buf, want, count: int, label: str) -> None:
    """One of the ``global_lines`` microbenchmarks (extras only) over ``buf``: for 1..32
    distinct lines per warp load, a whole-GPU record checked against ``want(iters, lines)``
    (the host's sums of the first threads, as many as it returns)."""
    cp = G.cp
    block = 1024
    occ = G.occupancy(kernel, block)
    grid = G.sm_count * occ
    out = cp.zeros(grid * block, dtype=cp.uint32)
    raw[kernel] = {}
    for lines in GL_LINES:
        def check(iters, lines=lines):
            expect = want(iters, lines, grid, block)
            return sums_check(cp.asnumpy(out[:expect.size]).astype(expect.dtype), expect)

        args = lambda it, rec, n=lines: (buf, out, np.int32(n), np.int32(it), rec)
        r = run_grid(G, kernel, grid, block, args,
                     lambda it: (block // 32) * it * GL_LOADS_PER_ITER,
                     count, check, lines=lines, blocks_per_sm=occ, unit="warp load")
        raw[kernel][str(lines)] = r
        log(f"{label}, {lines:2d} lines each: "
            f"{cycles_per_unit_per_sm(r):.2f} SM cycles per warp load")


def bench_global_lines(G: Gpu, raw: dict) -> None:
    """Global loads hitting L1 with 1..32 distinct lines per warp load (extras only)."""
    buf = G.cp.asarray(hashed_words(np.arange(GL_WORDS)).astype(np.uint32))
    bench_lines(G, raw, "global_lines", buf,
                lambda iters, lines, grid, block: lines_sums(iters, lines)[
                    np.arange(grid * block) % 32], 200, "global loads")


def bench_global_lines_l2(G: Gpu, raw: dict, kernel: str = "global_lines_l2",
                          words: int = GL2_WORDS, spread: int = 256 * 1024) -> None:
    """Global loads missing L1 with 1..32 distinct lines per warp load (extras): from L2
    (``global_lines_l2``, 8 MiB) or from DRAM (``global_lines_dram``, 1 GiB); the sums of
    the first four blocks are checked (the host's cost a pass over their loads)."""
    buf = G.cp.arange(words, dtype=G.cp.uint32)
    bench_lines(G, raw, kernel, buf,
                lambda iters, lines, grid, block: np.repeat(
                    lines_l2_sums(iters, lines, 4, words, spread), block // 32,
                    axis=0).reshape(-1), 20, kernel)
    del buf


def bench_dram_chunks(G: Gpu, dram_bytes: int, raw: dict) -> None:
    """DRAM read bandwidth with each warp request made of scattered chunks of 32, 64, 128,
    256 or 512 contiguous bytes (``dram_chunks``); every chunk read once per pass, the
    per-thread sums checked in total (passes x the buffer's 32-bit wrapping sum)."""
    cp = G.cp
    n4 = dram_bytes // 16
    a = ((cp.arange(n4 * 4, dtype=cp.uint64) * 2654435761) & 0xFFFFFFFF).astype(cp.uint32)
    total = int(cp.sum(a, dtype=cp.uint64)) & 0xFFFFFFFF
    block = 1024
    occ = G.occupancy("dram_chunks", block)
    grid = G.sm_count * occ
    out = cp.zeros(grid * block, dtype=cp.uint32)
    raw["dram_chunks"] = {}
    for k in CHUNK_LOG2:
        def check(passes):
            got = int(cp.sum(out, dtype=cp.uint64)) & 0xFFFFFFFF
            want = (passes * total) & 0xFFFFFFFF
            return got == want, f"32-bit sum {got} against {passes} x {total} = {want}"

        args = lambda passes, rec, k=k: (a, np.int64(n4 >> k), np.int32(k), np.int32(passes),
                                         out, rec)
        r = run_grid(G, "dram_chunks", grid, block, args, lambda p: 1, 1, check,
                     working_set_bytes=n4 * 16, blocks_per_sm=occ, chunk_bytes=16 << k)
        r["passes"] = r["count"]
        r["bytes"] = r["count"] * n4 * 16
        raw["dram_chunks"][str(16 << k)] = r
        log(f"dram_chunks {16 << k:3d} B: {bytes_per_s(r) / 1e9:.0f} GB/s "
            f"({r['passes']} passes)")
    del a
    cp.get_default_memory_pool().free_all_blocks()


def bench_shared_sparse(G: Gpu, raw: dict) -> None:
    """shared_wavefront with one warp in four loading (docs/calibration.md); extras only."""
    cp = G.cp
    block = 1024
    occ = G.occupancy("shared_wavefront_sparse", block)
    grid = G.sm_count * occ
    out = cp.zeros(grid * block, dtype=cp.uint32)
    tid = np.arange(grid * block) % block
    lane, loads = tid % 32, ((tid // 32) % 4) == 0
    raw["shared_wavefront_sparse"] = {}
    for ways in SPARSE_WAYS:
        word = (lane * ways) & (SH_WORDS - 1)
        value = (word.astype(np.uint64) * 2654435761) & 0xFFFFFFFF

        def check(iters, value=value):
            want = np.where(loads, (value * (iters * SH_LOADS_PER_ITER)) & 0xFFFFFFFF, 0)
            got = cp.asnumpy(out).astype(np.uint64)
            wrong = int((got != want).sum())
            return wrong == 0, f"{wrong} of {got.size} per-thread sums wrong"

        args = lambda it, rec, ways=ways: (out, np.int32(ways), np.int32(it), rec)
        r = run_grid(G, "shared_wavefront_sparse", grid, block, args,
                     lambda it, ways=ways: (block // 32 // 4) * it * SH_LOADS_PER_ITER * ways,
                     200, check, ways=ways, blocks_per_sm=occ, unit="shared wavefront",
                     loading_warps="one in four (warp index % 4 == 0)")
        raw["shared_wavefront_sparse"][str(ways)] = r
        log(f"shared {ways:2d}-way, one warp in four: "
            f"{cycles_per_unit_per_sm(r) * ways:.2f} SM cycles per warp access")


def bench_launch(G: Gpu, raw: dict) -> None:
    """Launch overhead: empty launches between two CUDA events, each run after a spinning
    kernel so that the host has enqueued them before the start event (docs/calibration.md)."""
    cp = G.cp
    spin, empty = G.f["spin_wait"], G.f["empty_launch"]
    count = cp.zeros(1, dtype=cp.uint32)
    short = 0

    def run(k: int, grid: int, block: int) -> float:
        spin((1,), (1,), (np.int64(SPIN_CYCLES),))
        spun = G.clock.record()

        def launches():
            for _ in range(k):
                empty((grid,), (block,), (count,))

        def check():
            nonlocal short
            if G.clock.reached(spun):
                short += 1
        return float(measure.time_once(launches, G.clock, enqueued=check))

    def record(name, k, grid, block):
        count.fill(0)
        run(k, grid, block)  # warm-up
        count.fill(0)
        times = [run(k, grid, block) for _ in range(G.reps)]
        got = int(cp.asnumpy(count)[0])
        want = G.reps * k * grid
        return {"kernel": "empty_launch", "grid": grid, "block": block, "launches": k,
                "times_ms": times,
                "check": {"ok": got == want, "what": f"{got} of {want} block increments"}}

    occ = G.occupancy("empty_launch", 256)
    lr = {"spin_cycles": SPIN_CYCLES,
          "single": record("single", 1, 1, 32),
          "wave": record("wave", 1, G.sm_count * occ, 256)}
    seq = {"kernel": "empty_launch", "grid": 1, "block": 32, "times_ms": {}, "check": {}}
    ok, what = True, []
    for k in LAUNCH_SEQUENCE:
        r = record("sequence", k, 1, 32)
        seq["times_ms"][str(k)] = r["times_ms"]
        ok &= r["check"]["ok"]
        what.append(f"{k}: {r['check']['what']}")
    seq["check"] = {"ok": ok, "what": "; ".join(what)}
    lr["sequence"] = seq
    disp = {"kernel": "empty_launch", "block": 64, "times_ms": {}, "check": {}}
    ok, what = True, []
    for w in DISPATCH_WAVES:
        r = record("blocks", 1, G.sm_count * w, 64)
        disp["times_ms"][str(G.sm_count * w)] = r["times_ms"]
        ok &= r["check"]["ok"]
        what.append(f"{G.sm_count * w} blocks: {r['check']['what']}")
    disp["check"] = {"ok": ok, "what": "; ".join(what)}
    lr["blocks"] = disp
    lr["spin_too_short"] = short
    raw["launch"] = lr
    log(f"launch: one empty launch {_median(lr['single']['times_ms']) * 1e3:.2f} us, a full wave "
        f"({lr['wave']['grid']} blocks) {_median(lr['wave']['times_ms']) * 1e3:.2f} us, "
        + ", ".join(f"{k} back to back {_median(v) * 1e3:.2f} us"
                    for k, v in seq["times_ms"].items())
        + "; " + ", ".join(f"{k} empty blocks {_median(v) * 1e3:.2f} us"
                           for k, v in disp["times_ms"].items())
        + (f"; the spin ended early {short} times" if short else ""))


def bench_bandwidth(G: Gpu, dram_bytes: int, raw: dict) -> None:
    cp = G.cp
    n = dram_bytes // 4
    a = cp.random.random(n, dtype=cp.float32)
    block = 1024
    total = float(cp.sum(a, dtype=cp.float64))
    for kernel, name in (("read_bw", "dram_read"), ("copy_bw", "dram_copy")):
        occ = G.occupancy(kernel, block)
        grid = G.sm_count * occ
        if kernel == "read_bw":
            out = cp.zeros(grid * block, dtype=cp.float32)

            def check(passes, out=out):
                got = float(cp.sum(out, dtype=cp.float64))
                return abs(got - passes * total) <= 1e-4 * passes * total, \
                    f"sum {got:.6g} against {passes} x {total:.6g}"

            args = lambda passes, rec, out=out: (a, np.int64(n // 4), np.int32(passes), out, rec)
            per_pass = n * 4
        else:
            b = cp.empty(n, dtype=cp.float32)
            b.view(cp.uint32).fill(0xFFFFFFFF)  # NaN: a copy that skips an element fails

            def check(_c, b=b):
                same = bool(cp.array_equal(a, b))
                return same, "the copy equals its source (destination poisoned with NaN before)"

            args = lambda passes, rec, b=b: (a, b, np.int64(n // 4), np.int32(passes), rec)
            per_pass = 2 * n * 4
        r = run_grid(G, kernel, grid, block, args, lambda c: 1, 1, check,
                     working_set_bytes=n * 4, blocks_per_sm=occ)
        r["passes"] = r["count"]
        r["bytes"] = r["count"] * per_pass
        raw[name] = r
        log(f"{name}: {bytes_per_s(r) / 1e9:.0f} GB/s ({grid} blocks, {r['passes']} passes)")
    del a
    cp.get_default_memory_pool().free_all_blocks()
    # L2: a quarter of L2, read `passes` times
    ws = max(1, (G.l2_bytes // 4) >> 20) << 20
    m = ws // 4
    a = cp.random.random(m, dtype=cp.float32)
    total = float(cp.sum(a, dtype=cp.float64))
    occ = G.occupancy("l2_read_bw", block)
    grid = G.sm_count * occ
    out = cp.zeros(grid * block, dtype=cp.float32)

    def check(passes):
        got = float(cp.sum(out, dtype=cp.float64))
        return abs(got - passes * total) <= 1e-3 * passes * total, \
            f"sum {got:.6g} against {passes} x {total:.6g}"

    args = lambda passes, rec: (a, np.int64(m // 4), np.int32(passes), out, rec)
    r = run_grid(G, "l2_read_bw", grid, block, args, lambda p: 1, 20, check,
                 working_set_bytes=ws, blocks_per_sm=occ)
    r["passes"] = r["count"]
    r["bytes"] = r["count"] * ws
    raw["l2_read"] = r
    log(f"l2_read: {bytes_per_s(r) / 1e9:.0f} GB/s ({ws >> 20} MiB x {r['passes']} passes)")


# ============================================================================ main

def warm_up(G: Gpu, seconds: float = 0.3) -> None:
    """Run FMAs on the whole GPU for ``seconds`` so that its clock has left the idle state
    before anything is timed."""
    log(f"warm-up: {seconds} s of FMA throughput")
    block = 1024
    grid = G.sm_count * G.occupancy("fma_throughput", block)
    out = G.cp.zeros(grid * block, dtype=G.cp.float32)
    rec = G.cp.zeros(grid * REC, dtype=G.cp.int64)
    launch = lambda it: G.f["fma_throughput"]((grid,), (block,), (
        out, np.float32(FMA_A), np.float32(FMA_B), np.int32(it), rec))
    ms = G.timed(lambda: launch(500))
    it = scaled(500, ms, 100.0)
    for _ in range(max(1, round(seconds / 0.1))):
        launch(it)
    G.cp.cuda.runtime.deviceSynchronize()


def rederive(res: dict, source: str, command: str) -> dict:
    """``res`` (a results file's JSON) with its derived fields, clocks, extras and warnings
    recomputed from its ``raw`` by the current :func:`derive` and :func:`extras`; what was
    derived before is kept under ``rederived.previous_derived`` so that a reader can compare."""
    if res.get("kind") != "calibration" or not isinstance(res.get("raw"), dict):
        raise ValueError(f"{source}: not a calibration results file with raw measurements")
    out = dict(res)
    derived, clocks, warnings = derive(res["raw"])
    out["derived"], out["clocks"], out["warnings"] = derived, clocks, warnings
    out["extras"] = extras(res["raw"])
    new = sorted(set(derived) - set(res.get("derived") or {}))
    changed = sorted(k for k in derived if k in (res.get("derived") or {}) and
                     abs(derived[k]["value"] - res["derived"][k]["value"]) >
                     1e-9 * abs(res["derived"][k]["value"]))
    out["rederived"] = {"from": source, "command": command,
                        "date": _dt.date.today().isoformat(), "new_fields": new,
                        "changed_fields": changed,
                        "previous_derived": res.get("derived")}
    return out


def rederive_main(path: Path, out_dir: Path, command: str) -> int:
    """``--rederive``: write ``<out_dir>/<stem>-rederived.json``."""
    try:
        res = json.loads(Path(path).read_text())
        out = rederive(res, str(path), command)
    except (OSError, json.JSONDecodeError, ValueError) as exc:
        print(f"calibrate_runner: {exc}", file=sys.stderr)
        return 2
    out_dir.mkdir(parents=True, exist_ok=True)
    dest = out_dir / f"{Path(path).stem}-rederived.json"
    dest.write_text(dumps(out) + "\n")
    r = out["rederived"]
    print(f"new fields: {', '.join(r['new_fields']) or 'none'}; changed: "
          f"{', '.join(r['changed_fields']) or 'none'}")
    for k in r["new_fields"]:
        print(f"  {k} = {out['derived'][k]['value']:.6g}  ({out['derived'][k]['how'][:90]})")
    for w in out["warnings"]:
        print(f"warning: {w}")
    print(f"wrote {dest}")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out-dir", type=Path, required=True, help="where the results file goes")
    ap.add_argument("--reps", type=int, help="timed launches per measurement, median (9)")
    ap.add_argument("--target-ms", type=float,
                    help="about how long one timed whole-GPU launch runs, latency ones half (10)")
    ap.add_argument("--dram-mib", type=int, help="DRAM working set and bandwidth buffer, MiB (1024)")
    ap.add_argument("--seed", type=int, default=1234)
    ap.add_argument("--quick", action="store_true",
                    help="smoke test: 3 repetitions, 256 MiB, 2 ms launches (not for calibration)")
    ap.add_argument("--rederive", type=Path, metavar="RESULTS",
                    help="no GPU: recompute the derived fields of an earlier results file from "
                         "its raw measurements, written as <its name>-rederived.json")
    a = ap.parse_args(argv)
    command = " ".join(shlex.quote(x) for x in [sys.executable, sys.argv[0]] + list(
        sys.argv[1:] if argv is None else argv))
    if a.rederive is not None:
        return rederive_main(a.rederive, a.out_dir, command)
    dflt = (3, 2.0, 256) if a.quick else (9, 10.0, 1024)
    reps = a.reps or dflt[0]
    target = a.target_ms or dflt[1]
    dram_mib = a.dram_mib or dflt[2]
    if reps < 1 or target <= 0 or dram_mib < 8 or dram_mib % 2:
        ap.error("--reps must be >= 1, --target-ms > 0, --dram-mib an even number >= 8")
    try:
        from warpsmith.ir.errors import WarpsmithError

        G = Gpu(reps, target, a.seed)
    except WarpsmithError as exc:
        print(f"calibrate_runner: no GPU to calibrate: {exc.message}", file=sys.stderr)
        return 2
    vers = results.versions(G.info, smi=results.SMI_CLOCKS, ncu=False)
    gpu = gpu_slug(vers["name"])
    desc = description_key(vers)
    log(f"device {vers['name']} ({G.arch}, {G.sm_count} SMs, L2 {G.l2_bytes >> 20} MiB), "
        f"driver {vers.get('driver')}, runtime {vers['runtime']}, nvrtc {vers.get('nvrtc')}; "
        f"description {desc}")
    ptxas = {}
    from warpsmith.backends.cuda_compile import parse_ptxas_info

    for k, v in parse_ptxas_info(G.report.log).items():
        ptxas[k] = {"registers": v["registers"], "shared_bytes": v["smem"], "frame": v["frame"],
                    "spill_stores": v["spill_stores"]}
    res: dict = {"kind": "calibration", "device": vers["name"], "gpu": gpu, "description": desc,
                 "driver": vers.get("driver"), "cuda": vers["runtime"],
                 "date": _dt.date.today().isoformat(), "command": command, "versions": vers,
                 "settings": {"reps": reps, "target_ms": target, "dram_mib": dram_mib,
                              "seed": a.seed, "stride_bytes": STRIDE},
                 "kernels": {"file": str(KERNEL_FILE.relative_to(ROOT)), "ptxas": ptxas,
                             "sass_opcodes": disassemble(G.report.cubin)},
                 "raw": {}, "timings_s": {}}
    raw = res["raw"]
    warm_up(G)
    for name, fn in (("chases", lambda: bench_chases(G, dram_mib << 20, raw)),
                     ("fma", lambda: bench_fma(G, raw)),
                     ("barrier", lambda: bench_barrier(G, raw)),
                     ("shared", lambda: bench_shared(G, raw)),
                     ("shared_sparse", lambda: bench_shared_sparse(G, raw)),
                     ("constant", lambda: bench_constant(G, raw)),
                     ("global_lines", lambda: bench_global_lines(G, raw)),
                     ("global_lines_l2", lambda: bench_global_lines_l2(G, raw)),
                     ("global_lines_dram", lambda: bench_global_lines_l2(
                         G, raw, "global_lines_dram", GLD_WORDS, 1 << 26)),
                     ("dram_chunks", lambda: bench_dram_chunks(G, dram_mib << 20, raw)),
                     ("launch", lambda: bench_launch(G, raw)),
                     ("bandwidth", lambda: bench_bandwidth(G, dram_mib << 20, raw))):
        t = time.time()
        try:
            fn()
        except Exception as exc:  # noqa: BLE001 - record and go on with the next
            res.setdefault("errors", {})[name] = f"{type(exc).__name__}: {exc}"
            log(f"{name} failed: {type(exc).__name__}: {exc}")
        res["timings_s"][name] = round(time.time() - t, 2)
    derived, clocks, warnings = derive(raw)
    res["derived"] = derived
    res["clocks"] = clocks
    res["extras"] = extras(raw)
    res["warnings"] = warnings
    res["duration_s"] = round(time.time() - T0, 1)
    out_dir = a.out_dir
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / f"calibration-{gpu}-{res['date']}{'-quick' if a.quick else ''}.json"
    path.write_text(dumps(res) + "\n")
    if os.environ.get("OUT") and Path(os.environ["OUT"]).resolve() != out_dir.resolve():
        shutil.copy(path, Path(os.environ["OUT"]) / path.name)
    print()
    print(f"{'field':36s} {'value':>14s}  microbenchmark")
    for k, v in derived.items():
        val = v["value"]
        txt = f"{val:.4g}" if abs(val) < 1e6 else f"{val / 1e9:.1f} G"
        print(f"{k:36s} {txt:>14s}  {v['microbenchmark'][:70]}")
    for k, v in res["extras"].items():
        if isinstance(v, dict):
            print(f"{k:36s} " + ", ".join(f"{kk}: {vv:.3g}" for kk, vv in v.items()))
        else:
            print(f"{k:36s} {v:14.4g}")
    for w in warnings:
        print(f"warning: {w}")
    for k, v in (res.get("errors") or {}).items():
        print(f"error: {k}: {v}")
    print(f"wrote {path} in {res['duration_s']} s")
    return 0 if not res.get("errors") else 1


if __name__ == "__main__":
    sys.exit(main())
