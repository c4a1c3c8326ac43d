"""Calibration of the analytical model's timing parameters (issue 6, part 4) without a GPU.

* every microbenchmark kernel of corpus/calibration/microbench.cu compiles for sm_90 with
  NVRTC (skipped, with the reason, where no CUDA compiler is installed);
* the pointer-chase chains are one cycle through the whole working set, laid out as the
  kernels follow them;
* the derivations give the right fields on made-up raw numbers;
* the whole runner on a fake GPU (NumPy arrays for CuPy, each kernel emulated with made-up
  cycle counts): the fields it derives are the numbers the fake was given, and
  apply_calibration.py writes them into a temporary copy of the descriptions with their
  sources, leaving every other byte alone.
"""

from __future__ import annotations

import json
import re
import shutil
import sys
import types
from pathlib import Path

import numpy as np
import pytest

from warpsmith.hw import descriptions as hardware
from warpsmith.tune import results



sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_modules import load  # noqa: E402


def _load(name: str):
    return load(name, fresh=True)


runner = _load("calibrate_runner")
applier = _load("apply_calibration")


# ----------------------------------------------------------------------------- kernels

def _compiler_missing() -> str | None:
    from warpsmith.backends.cuda_compile import compiler_available

    return None if compiler_available() else "no CUDA compiler (NVRTC or nvcc) installed"


@pytest.fixture(scope="module")
def compiled():
    why = _compiler_missing()
    if why:
        pytest.skip(why)
    from warpsmith.backends.cuda_compile import compile_cuda, parse_ptxas_info

    rep = compile_cuda(runner.KERNEL_FILE.read_text(), runner.KERNELS[0], "sm_90",
                       filename=runner.KERNEL_FILE.name)
    return rep, parse_ptxas_info(rep.log)


def test_kernel_list_matches_file():
    names = re.findall(r'extern "C" __global__ void\s+(?:__launch_bounds__\([^)]*\)\s*)?(\w+)\s*\(',
                       runner.KERNEL_FILE.read_text())
    assert sorted(names) == sorted(runner.KERNELS)


@pytest.mark.parametrize("kernel", runner.KERNELS)
def test_kernel_compiles_for_sm90(compiled, kernel):
    rep, info = compiled
    assert rep.arch == "sm_90"
    assert kernel in info, f"{kernel} missing from the cubin: {sorted(info)}"
    k = info[kernel]
    assert k["registers"] > 0
    # no local memory: a spill would put local-memory loads in the measured loops
    assert k["frame"] == 0 and k["spill_stores"] == 0 and k["spill_loads"] == 0
    if kernel in ("fma_throughput", "shared_wavefront"):
        assert k["registers"] <= 32  # 2 blocks of 1024 threads resident per SM


def test_host_constants_match_file():
    src = runner.KERNEL_FILE.read_text()
    val = lambda name: int(re.search(rf"#define {name} (\d+)", src).group(1))
    assert val("CHASE_UNROLL") == runner.CHASE_UNROLL
    assert val("FMA_LAT_UNROLL") == runner.FMA_LAT_UNROLL
    assert val("FMA_TP_CHAINS") == runner.FMA_TP_CHAINS
    assert val("FMA_TP_CHAINS") * val("FMA_TP_UNROLL") == runner.FMA_TP_FMAS_PER_ITER
    assert val("BAR_UNROLL") == runner.BAR_UNROLL
    assert val("SH_UNROLL") * 4 == runner.SH_LOADS_PER_ITER
    assert val("SH_WORDS") == runner.SH_WORDS
    assert val("SHARED_CHASE_WORDS") == runner.SHARED_CHASE_WORDS
    assert val("REC") == runner.REC


# ----------------------------------------------------------------------------- chains

@pytest.mark.parametrize("n,block", [(1, None), (7, None), (4096, None), (1 << 16, 1 << 12),
                                     (64, 64), (48, 16)])
def test_chain_is_one_cycle_over_all_nodes(n, block):
    rng = np.random.default_rng(n)
    order = runner.cyclic_order(n, rng, block)
    assert sorted(order.tolist()) == list(range(n))
    nxt = runner.successor(order)
    cyc = runner.cycle_of(nxt, int(order[0]))
    assert len(cyc) == n and len(set(cyc)) == n and int(nxt[cyc[-1]]) == cyc[0]
    if block and block < n:  # each block of nodes is walked through before the next
        blocks = np.asarray(cyc) // block
        assert (np.diff(blocks) >= 0).all() and len(np.unique(blocks)) == n // block


def test_chain_refuses_uneven_blocks():
    with pytest.raises(ValueError):
        runner.cyclic_order(10, np.random.default_rng(0), 4)


def test_chain_words_followed_like_the_kernel():
    """Lay the chain out in a byte array as the GPU sees it and follow the addresses."""
    rng = np.random.default_rng(3)
    n, stride, base = 512, 128, 0x7F0000000000
    order = runner.cyclic_order(n, rng)
    mem = np.zeros(n * stride // 8, dtype=np.uint64)
    idx, vals = runner.chain_words(order, stride, base)
    mem[idx] = vals.astype(np.uint64)
    pos = runner.positions(order)
    p, seen = base + int(order[5]) * stride, set()
    for _ in range(n):
        off = p - base
        assert off % stride == 0
        seen.add(off // stride)
        p = int(mem[off // 8])
    assert len(seen) == n and p == base + int(order[5]) * stride
    for steps in (1, 8, 100, n, 3 * n + 7):
        end = runner.walk_end(order, pos, int(order[5]), steps)
        q = base + int(order[5]) * stride
        for _ in range(steps):
            q = int(mem[(q - base) // 8])
        assert q == base + end * stride


def test_shared_chain_offsets():
    order = runner.cyclic_order(runner.SHARED_CHASE_WORDS, np.random.default_rng(1))
    idx, offs = runner.chain_words(order, 4, 0, word_bytes=4)
    chain = np.zeros(runner.SHARED_CHASE_WORDS, dtype=np.uint32)
    chain[idx] = offs
    p, seen = 0, set()
    for _ in range(runner.SHARED_CHASE_WORDS):
        seen.add(p)
        p = int(chain[p // 4])
    assert p == 0 and len(seen) == runner.SHARED_CHASE_WORDS


# ----------------------------------------------------------------------------- derivations

CLOCK = 1500.0  # MHz of the made-up GPU
TRUTH = {"global_latency_cycles": 600.0, "l2_latency_cycles": 260.0, "shared_latency_cycles": 30.0,
         "pipeline_latency_cycles": 4.0, "issue_cycles_per_warp_instruction": 0.25,
         "shared_cycles_per_wavefront": 1.0, "barrier_cycles": 24.0,
         "sustained_bandwidth_bytes_per_s": 2.9e12, "l2_bandwidth_bytes_per_s": 7.5e12,
         "timing_clock_mhz": CLOCK}
DRAM_RANDOM, L1, READ_BW = 700.0, 35.0, 3.1e12
#: made-up DRAM efficiency of scattered chunks of each size (dram_chunks)
CHUNK_FRACTION = {32: 0.3, 64: 0.45, 128: 0.6, 256: 0.85, 512: 0.95}
LAUNCH_FIRST_MS, LAUNCH_NEXT_MS = 2.5e-3, 1.5e-3  # the fake's empty launches
# the optional fields the same made-up raw numbers give
BLOCK_MS = 2e-6  # the fake's time per empty block
TRUTH_OPTIONAL = {"barrier_base_cycles": 20.0, "barrier_cycles_per_warp": 0.5,
                  "l1_latency_cycles": L1, "launch_overhead_s": LAUNCH_FIRST_MS * 1e-3,
                  "launch_interval_s": LAUNCH_NEXT_MS * 1e-3, "block_dispatch_s": BLOCK_MS * 1e-3,
                  "constant_cycles_per_request": 2.0,
                  **{f"dram_chunk_efficiency_{c}": CHUNK_FRACTION[c] / CHUNK_FRACTION[512]
                     for c in (32, 64, 128, 256)}}
CONST_BASE = 1.0  # the fake's cycles per constant warp load besides its split requests
GL_BASE, GL_PER_LINE = 2.0, 1.5  # the fake's L1 cycles per warp load: base + per line
GL2_BASE, GL2_PER_LINE = 3.0, 4.0  # the same from L2


def barrier_truth(bs: int) -> float:
    return 20.0 + bs / 64  # median over 64..1024 is 24 (at 256); 20 + 0.5 per warp


def _lat_rec(per_unit, units=1000, n=5, **meta):
    cyc = per_unit * units
    return {"units": units, "samples": [{"cycles": cyc * (1 + 0.01 * (i - n // 2)),
                                         "ns": cyc / CLOCK * 1e3,
                                         "event_ms": cyc * (1 + 0.01 * (i - n // 2)) / (CLOCK * 1e3)}
                                        for i in range(n)],
            "check": {"ok": True, "what": "made up"}, **meta}


def _grid_rec(per_unit, units_per_block, blocks_per_sm=2, sms=4, n=3, nbytes=None, **meta):
    span = per_unit * units_per_block * blocks_per_sm
    ms = span / (CLOCK * 1e3)
    if nbytes is not None:  # a bandwidth record: the time comes from the bandwidth
        ms = nbytes / meta.pop("bw") * 1e3
        span = ms * CLOCK * 1e3
    return {"grid": sms * blocks_per_sm, "block": 1024, "units_per_block": units_per_block,
            "samples": [{"event_ms": ms, "sms": [[s, blocks_per_sm, span, span / CLOCK * 1e3]
                                                 for s in range(sms)]} for _ in range(n)],
            "check": {"ok": True, "what": "made up"}, **({"bytes": nbytes} if nbytes else {}),
            **meta}


def made_up_raw() -> dict:
    t = TRUTH
    return {
        "chase_dram": _lat_rec(t["global_latency_cycles"], working_set_bytes=1 << 30, stride_bytes=128),
        "chase_dram_random": _lat_rec(DRAM_RANDOM, working_set_bytes=1 << 30, stride_bytes=128),
        "chase_l2": {"1MiB": _lat_rec(240.0, stride_bytes=128),
                     "4MiB": _lat_rec(t["l2_latency_cycles"], stride_bytes=128),
                     "16MiB": _lat_rec(280.0, stride_bytes=128)},
        "chase_l1": _lat_rec(L1),
        "chase_shared": _lat_rec(t["shared_latency_cycles"], nodes=4096),
        "fma_latency": _lat_rec(t["pipeline_latency_cycles"]),
        "fma_throughput": _grid_rec(t["issue_cycles_per_warp_instruction"], 32 * 128 * 100),
        "barrier": {str(bs): _lat_rec(barrier_truth(bs), block=bs) for bs in runner.BARRIER_BLOCKS},
        # per wavefront: conflict-free accesses are issue-bound at 1.5 cycles, the rest 1 per wavefront
        "shared_wavefront": {str(w): _grid_rec(max(1.5, w * t["shared_cycles_per_wavefront"]) / w,
                                               32 * 32 * 100 * w, ways=w)
                             for w in runner.CONFLICT_WAYS},
        # per split request: a warp load costs CONST_BASE plus the slope per distinct word
        "constant_requests": {str(d): _grid_rec(
            (CONST_BASE + d * TRUTH_OPTIONAL["constant_cycles_per_request"]) / d,
            32 * 32 * 100 * d, distinct=d) for d in runner.CONST_DISTINCT},
        "dram_read": _grid_rec(1, 1, nbytes=(1 << 30) * 20, bw=READ_BW, working_set_bytes=1 << 30,
                               passes=20),
        "dram_copy": _grid_rec(1, 1, nbytes=(2 << 30) * 10, bw=t["sustained_bandwidth_bytes_per_s"],
                               working_set_bytes=1 << 30, passes=10),
        "l2_read": _grid_rec(1, 1, nbytes=(12 << 20) * 500, bw=t["l2_bandwidth_bytes_per_s"],
                             working_set_bytes=12 << 20, passes=500),
        "dram_chunks": {str(c): _grid_rec(1, 1, nbytes=(1 << 30) * 4, bw=READ_BW * f,
                                          working_set_bytes=1 << 30, passes=4, chunk_bytes=c)
                        for c, f in CHUNK_FRACTION.items()},
        "launch": _launch_rec(),
    }


def _launch_rec(n=5) -> dict:
    ok = {"ok": True, "what": "made up"}
    seq = {str(k): [LAUNCH_FIRST_MS + (k - 1) * LAUNCH_NEXT_MS] * n for k in runner.LAUNCH_SEQUENCE}
    return {"spin_cycles": runner.SPIN_CYCLES,
            "single": {"grid": 1, "block": 32, "launches": 1, "times_ms": [LAUNCH_FIRST_MS] * n,
                       "check": ok},
            "wave": {"grid": 8, "block": 256, "launches": 1,
                     "times_ms": [LAUNCH_FIRST_MS * 1.2] * n, "check": ok},
            "sequence": {"grid": 1, "block": 32, "times_ms": seq, "check": ok},
            "blocks": {"block": 64, "check": ok,
                       "times_ms": {str(4 * w): [LAUNCH_FIRST_MS + (4 * w - 1) * BLOCK_MS] * n
                                    for w in runner.DISPATCH_WAVES}}}


def test_derivations_on_made_up_numbers():
    derived, clocks, warnings = runner.derive(made_up_raw())
    assert set(derived) == set(hardware.TIMING) | set(hardware.TIMING_OPTIONAL)
    for k, v in {**TRUTH, **TRUTH_OPTIONAL}.items():
        assert derived[k]["value"] == pytest.approx(v, rel=1e-9), k
        assert derived[k]["microbenchmark"] and derived[k]["how"]
    assert not warnings, warnings
    assert all(c["event_mhz"] == pytest.approx(CLOCK) for c in clocks.values())
    ex = runner.extras(made_up_raw())
    assert ex["l1_latency_cycles"] == pytest.approx(L1)
    assert ex["global_latency_random_cycles"] == pytest.approx(DRAM_RANDOM)
    assert ex["dram_read_bytes_per_s"] == pytest.approx(READ_BW)
    assert ex["shared_cycles_per_access_by_ways"]["1"] == pytest.approx(1.5)
    assert ex["shared_cycles_per_access_by_ways"]["32"] == pytest.approx(32.0)
    assert ex["barrier_cycles_by_block"]["1024"] == pytest.approx(barrier_truth(1024))
    assert ex["launch_full_wave_s"] == pytest.approx(LAUNCH_FIRST_MS * 1.2e-3)
    assert ex["launch_sequence_s"]["16"] == pytest.approx((LAUNCH_FIRST_MS + 15 * LAUNCH_NEXT_MS) * 1e-3)


def test_failed_launch_check_leaves_launch_fields_out():
    raw = made_up_raw()
    raw["launch"]["single"]["check"] = {"ok": False, "what": "3 of 5 block increments"}
    derived, _c, warnings = runner.derive(raw)
    assert "launch_overhead_s" not in derived and "launch_interval_s" in derived
    assert any("launch single" in w for w in warnings)
    del raw["launch"]
    derived, _c, _w = runner.derive(raw)
    assert "launch_overhead_s" not in derived and "launch_interval_s" not in derived


def test_rederive_adds_fields_from_the_raw_data(tmp_path, capsys):
    """--rederive: no GPU; the derivation runs again over an earlier file's raw numbers."""
    old_derived, _c, _w = runner.derive(made_up_raw())
    for k in TRUTH_OPTIONAL:  # as a run from before these fields existed
        old_derived.pop(k)
    old = {"kind": "calibration", "gpu": "h100", "date": "2030-01-02", "device": "fake",
           "raw": made_up_raw(), "derived": old_derived}
    src = tmp_path / "calibration-h100-2030-01-02.json"
    src.write_text(json.dumps(old))
    out = tmp_path / "out"
    assert runner.main(["--out-dir", str(out), "--rederive", str(src)]) == 0
    res = json.loads((out / "calibration-h100-2030-01-02-rederived.json").read_text())
    assert sorted(res["rederived"]["new_fields"]) == sorted(TRUTH_OPTIONAL)
    assert res["rederived"]["changed_fields"] == []
    assert res["raw"] == old["raw"] and res["rederived"]["previous_derived"] == old_derived
    for k, v in TRUTH_OPTIONAL.items():
        assert res["derived"][k]["value"] == pytest.approx(v, rel=1e-9)
    assert "new fields" in capsys.readouterr().out
    bad = tmp_path / "calibration-h100-2030-01-03.json"
    bad.write_text(json.dumps({"kind": "other"}))
    assert runner.main(["--out-dir", str(out), "--rederive", str(bad)]) == 2


def test_failed_check_leaves_field_out():
    raw = made_up_raw()
    raw["chase_shared"]["check"] = {"ok": False, "what": "ended off the chain"}
    raw["dram_copy"]["check"]["ok"] = False
    derived, _clocks, warnings = runner.derive(raw)
    assert "shared_latency_cycles" not in derived
    assert "sustained_bandwidth_bytes_per_s" not in derived
    assert any("chase_shared" in w and "ended off the chain" in w for w in warnings)


def test_clock_warning():
    raw = made_up_raw()
    for s in raw["chase_l1"]["samples"]:
        s["event_ms"] *= 1.5  # ran at two thirds of the clock
    _d, clocks, warnings = runner.derive(raw)
    assert clocks["chase_l1"]["event_mhz"] == pytest.approx(CLOCK / 1.5, rel=0.02)
    assert any(w.startswith("chase_l1 ran at") for w in warnings)


def test_slope_and_scaling():
    assert runner.slope([2, 4, 8], [2, 4, 8]) == pytest.approx((1.0, 0.0), abs=1e-9)
    assert runner.scaled(100, 2.0, 10.0) == 500
    assert runner.scaled(100, 2.0, 10.0, multiple=8) % 8 == 0
    assert runner.scaled(100, 1e6, 10.0, lo=8) == 8


def test_sass_opcode_counts():
    cuobjdump = """
        code for sm_90
                Function : chase_l2
        /*0000*/                   LDC R1, c[0x0][0x28] ;      /* 0x00000a00ff017b82 */
        /*0160*/                   LDG.E.64.STRONG.GPU R8, desc[UR4][R8.64] ;
        /*0170*/              @!P0 LDG.E.64.STRONG.GPU R10, desc[UR4][R8.64] ;
                Function : barrier_loop
        /*0000*/                   BAR.SYNC.DEFER_BLOCKING 0x0 ;
    """
    nvdisasm = """
.text.fma_latency:
        /*0000*/                   FFMA R13, R13, UR4, R2 ;
        /*0010*/                   FFMA R13, R13, UR4, R2 ;
"""
    c = runner.sass_opcodes(cuobjdump)
    assert c["chase_l2"] == {"LDC": 1, "LDG": 2} and c["barrier_loop"] == {"BAR": 1}
    assert runner.sass_opcodes(nvdisasm) == {"fma_latency": {"FFMA": 2}}


def test_dumps_keeps_numbers_on_one_line():
    text = results.dumps({"a": [[1, 2, 3], [4.5, -6e-07]], "b": "x"})
    assert "[1,2,3]" in text and "[4.5,-6e-07]" in text
    assert json.loads(text) == {"a": [[1, 2, 3], [4.5, -6e-07]], "b": "x"}


# ----------------------------------------------------------------------------- a fake GPU

class _Arr(np.ndarray):
    """A NumPy array with CuPy's ``.data.ptr``."""

    @property
    def data(self):  # noqa: D401
        return types.SimpleNamespace(ptr=self.__array_interface__["data"][0])


class FakeGpu:
    """Just enough of CuPy for calibrate_runner, every kernel emulated on NumPy with the
    made-up costs of TRUTH (cycles at CLOCK MHz)."""

    sm_count = 4
    l2_bytes = 8 << 20

    def __init__(self):
        self.now_ms = 0.0
        self.arrays: list[_Arr] = []
        self.uint8, self.uint32, self.uint64 = np.uint8, np.uint32, np.uint64
        self.int64, self.float32, self.float64 = np.int64, np.float32, np.float64
        gpu = self

        class Event:
            done = False

            def record(self):
                self.t = gpu.now_ms

            def synchronize(self):
                pass

        class Module:
            def load(self, cubin):
                assert cubin[:4] == b"\x7fELF"

            def get_function(self, name):
                return lambda grid, block, args, shared_mem=0: gpu.launch(name, grid[0], block[0], args)

            def get_global(self, name):
                assert name == "c_words"
                return types.SimpleNamespace(copy_from_host=gpu.set_constant)

        self.cuda = types.SimpleNamespace(
            Event=Event, get_elapsed_time=lambda s, e: e.t - s.t,
            function=types.SimpleNamespace(Module=Module),
            runtime=types.SimpleNamespace(deviceSynchronize=lambda: None))
        self.random = types.SimpleNamespace(
            random=lambda n, dtype: self._reg(np.random.default_rng(0).random(n, dtype=dtype)))
        self.__version__ = "fake"

    # array API
    def _reg(self, a):
        a = np.ascontiguousarray(a).view(_Arr)
        self.arrays.append(a)
        return a

    def zeros(self, n, dtype):
        return self._reg(np.zeros(n, dtype))

    def empty(self, n, dtype):
        return self._reg(np.zeros(n, dtype))

    def arange(self, n, dtype):
        # a stand-in: the emulated kernels compute from the indices, not from the buffer
        # (the DRAM variant's 1 GiB is not allocated here)
        return self._reg(np.zeros(1, dtype))

    def full(self, n, v, dtype):
        return self._reg(np.full(n, v, dtype))

    def asarray(self, a):
        return self._reg(np.array(a))

    def asnumpy(self, a):
        return np.array(a)

    def sum(self, a, dtype=None):
        return np.sum(a, dtype=dtype)

    def array_equal(self, a, b):
        return np.array_equal(a, b)

    def get_default_memory_pool(self):
        return types.SimpleNamespace(free_all_blocks=lambda: None)

    def set_constant(self, ptr, nbytes):
        import ctypes

        self.constant = np.frombuffer(ctypes.string_at(ptr, nbytes), dtype=np.uint32).copy()

    # kernels
    def _word(self, p):
        for a in self.arrays:
            base = a.data.ptr
            if base <= p < base + a.nbytes:
                return int(a.view(np.uint64)[(p - base) // 8])
        raise AssertionError(f"address {p:#x} outside every array")

    def _rec(self, rec, grid, cycles):
        ns = cycles / CLOCK * 1e3
        for b in range(grid):
            sm = b % self.sm_count
            c0 = 10 ** 9 * (sm + 1)
            rec[b * 5:(b + 1) * 5] = [sm, c0, c0 + round(cycles), int(self.now_ms * 1e6),
                                      int(self.now_ms * 1e6 + ns)]

    def launch(self, name, grid, block, args):
        cyc = 0.0
        bps = grid // self.sm_count
        if name == "spin_wait":
            self.after_spin = True
            self.now_ms += int(args[0]) / (CLOCK * 1e3)
            return
        if name == "empty_launch":
            args[0][0] += grid
            self.now_ms += LAUNCH_FIRST_MS if getattr(self, "after_spin", False) else LAUNCH_NEXT_MS
            self.now_ms += (grid - 1) * BLOCK_MS
            self.after_spin = False
            return
        self.after_spin = False
        if name in ("chase_global", "chase_l2"):
            p, out, steps = int(args[0]), args[1], int(args[2])
            seen = [p]
            for _ in range(steps):
                p = self._word(p)
                seen.append(p)
            span = max(seen) - min(seen)
            lat = TRUTH["l2_latency_cycles"] if name == "chase_l2" else \
                L1 if span < 8 << 10 else TRUTH["global_latency_cycles"] if span <= 4 << 20 else DRAM_RANDOM
            cyc = steps * lat
            out[:] = [p, int(cyc), int(cyc / CLOCK * 1e3)]
        elif name == "chase_shared":
            chain, n, out, steps = args
            p = 0
            for _ in range(int(steps)):
                p = int(chain[p // 4])
            cyc = int(steps) * TRUTH["shared_latency_cycles"]
            out[:] = [p, int(cyc), int(cyc / CLOCK * 1e3)]
        elif name == "fma_latency":
            x_out, x0, a, b, iters, times = args
            n = int(iters) * runner.FMA_LAT_UNROLL
            x_out[:block] = runner.fma_chain_value(np.float32(x0) + np.arange(block, dtype=np.float32), n)
            cyc = n * TRUTH["pipeline_latency_cycles"]
            times[:] = [int(cyc), int(cyc / CLOCK * 1e3)]
        elif name == "fma_throughput":
            out, a, b, iters, rec = args
            x0 = np.arange(block, dtype=np.float32) * np.float32(1e-3)
            per_chain = int(iters) * runner.FMA_TP_FMAS_PER_ITER // runner.FMA_TP_CHAINS
            per = sum(runner.fma_chain_value(x0 + np.float32(k), per_chain)
                      for k in range(runner.FMA_TP_CHAINS))
            out[:] = np.tile(per, grid)
            cyc = bps * (block // 32) * int(iters) * runner.FMA_TP_FMAS_PER_ITER * \
                TRUTH["issue_cycles_per_warp_instruction"]
            self._rec(rec, grid, cyc)
        elif name == "barrier_loop":
            iters, times = args
            cyc = int(iters) * runner.BAR_UNROLL * barrier_truth(block)
            times[:] = [int(cyc), int(cyc / CLOCK * 1e3)]
        elif name in ("shared_wavefront", "shared_wavefront_sparse"):
            out, ways, iters, rec = args
            tid = np.arange(grid * block) % block
            lane = tid % 32
            val = ((lane * int(ways)) & 1023).astype(np.uint64) * 2654435761 & 0xFFFFFFFF
            out[:] = (val * (int(iters) * 32)) & 0xFFFFFFFF
            loading = block // 32
            if name == "shared_wavefront_sparse":
                out[((tid // 32) % 4) != 0] = 0
                loading //= 4
            cyc = bps * loading * int(iters) * 32 * max(1.5, int(ways) * 1.0)
            self._rec(rec, grid, cyc)
        elif name == "constant_requests":
            out, distinct, iters, rec = args
            table = self.constant.astype(np.uint64)
            lane = np.arange(grid * block) % 32 % int(distinct)
            b = (np.arange(int(iters) * 8) * 32) % 1024
            sums = [sum(int(table[((b + 256 * k) % 1024) + w].sum()) for k in range(4))
                    & 0xFFFFFFFF for w in range(32)]
            out[:] = np.asarray(sums, dtype=np.uint64)[lane]
            per_load = CONST_BASE + TRUTH_OPTIONAL["constant_cycles_per_request"] * int(distinct)
            cyc = bps * (block // 32) * int(iters) * 32 * per_load
            self._rec(rec, grid, cyc)
        elif name == "global_lines":
            buf, out, lines, iters, rec = args
            lane = np.arange(grid * block) % 32
            out[:] = runner.lines_sums(int(iters), int(lines))[lane]
            cyc = bps * (block // 32) * int(iters) * 32 * (GL_BASE + GL_PER_LINE * int(lines))
            self._rec(rec, grid, cyc)
        elif name in ("global_lines_l2", "global_lines_dram"):
            buf, out, lines, iters, rec = args
            sums = runner.lines_l2_sums(int(iters), int(lines), grid) \
                if name == "global_lines_l2" else runner.lines_l2_sums(
                    int(iters), int(lines), grid, runner.GLD_WORDS, 1 << 26)
            out[:] = np.repeat(sums, block // 32, axis=0).reshape(-1)
            cyc = bps * (block // 32) * int(iters) * 32 * (GL2_BASE + GL2_PER_LINE * int(lines))
            self._rec(rec, grid, cyc)
        elif name == "dram_chunks":
            a, nchunks, k, passes, out, rec = args
            out[:] = 0
            out[0] = (int(passes) * int(np.sum(a, dtype=np.uint64))) & 0xFFFFFFFF
            nbytes = int(passes) * int(nchunks) * (16 << int(k))
            cyc = nbytes / (READ_BW * CHUNK_FRACTION[16 << int(k)]) * CLOCK * 1e6
            self._rec(rec, grid, cyc)
        elif name in ("read_bw", "copy_bw", "l2_read_bw"):
            if name == "copy_bw":
                a, b, n4, passes, rec = args
                b[:] = a
                nbytes, bw = 2 * int(n4) * 16 * int(passes), TRUTH["sustained_bandwidth_bytes_per_s"]
            else:
                a, n4, passes, out, rec = args
                passes = int(passes)
                out[:] = 0
                out[0] = passes * np.sum(a, dtype=np.float64)
                nbytes = passes * int(n4) * 16
                bw = TRUTH["l2_bandwidth_bytes_per_s"] if name == "l2_read_bw" else READ_BW
            cyc = nbytes / bw * CLOCK * 1e6
            self._rec(rec, grid, cyc)
        else:
            raise AssertionError(name)
        self.now_ms += cyc / (CLOCK * 1e3)


@pytest.fixture()
def fake_gpu(monkeypatch):
    if _compiler_missing():
        pytest.skip(_compiler_missing())
    from warpsmith.backends import cuda

    fake = FakeGpu()
    monkeypatch.setattr(cuda, "_cupy", lambda: fake)
    monkeypatch.setattr(cuda, "device_info", lambda: {
        "name": "NVIDIA H100 80GB HBM3", "cc": "9.0", "arch": "sm_90", "driver_api": "13.0",
        "runtime": "13.0", "nvrtc": "13.0", "cupy": "fake", "sm_count": fake.sm_count,
        "l2_bytes": fake.l2_bytes})
    monkeypatch.setattr(cuda, "driver_occupancy", lambda f, bs, dyn=0: 2048 // bs)
    monkeypatch.setattr(runner, "disassemble", lambda cubin: None)
    return fake


@pytest.fixture()
def data_copy(tmp_path):
    d = tmp_path / "data"
    shutil.copytree(hardware.DATA_DIR, d)
    return d


def test_runner_end_to_end_on_fake_gpu(fake_gpu, tmp_path, data_copy):
    out = tmp_path / "out"
    rc = runner.main(["--out-dir", str(out), "--quick", "--dram-mib", "8", "--target-ms", "0.5"])
    files = list(out.glob("calibration-h100-*-quick.json"))
    assert rc == 0 and len(files) == 1
    res = json.loads(files[0].read_text())
    assert res["kind"] == "calibration" and res["description"] == "h100-sxm"
    assert res["device"] == "NVIDIA H100 80GB HBM3" and res["command"] and res["date"]
    for name, rec in runner.raw_records(res["raw"]):
        assert rec["check"]["ok"], (name, rec["check"])
    assert set(res["raw"]["chase_l2"]) == {"1MiB", "4MiB"}  # 16 MiB > half the fake's L2
    for k, v in {**TRUTH, **TRUTH_OPTIONAL}.items():
        assert res["derived"][k]["value"] == pytest.approx(v, rel=2e-3), k
    assert res["raw"]["launch"]["spin_too_short"] == 0
    assert res["extras"]["shared_cycles_per_access_one_warp_in_four_by_ways"]["32"] == \
        pytest.approx(32.0, rel=1e-3)
    assert res["extras"]["l1_latency_cycles"] == pytest.approx(L1, rel=1e-3)
    assert res["extras"]["global_cycles_per_warp_load_by_lines"]["32"] == pytest.approx(
        GL_BASE + 32 * GL_PER_LINE, rel=1e-3)
    assert res["extras"]["global_cycles_per_warp_load_from_l2_by_lines"]["8"] == pytest.approx(
        GL2_BASE + 8 * GL2_PER_LINE, rel=1e-3)
    assert res["extras"]["global_cycles_per_warp_load_from_dram_by_lines"]["32"] == \
        pytest.approx(GL2_BASE + 32 * GL2_PER_LINE, rel=1e-3)
    assert res["extras"]["global_latency_random_cycles"] == pytest.approx(DRAM_RANDOM, rel=1e-3)
    for size, frac in CHUNK_FRACTION.items():
        assert res["extras"]["dram_read_bytes_per_s_by_chunk_bytes"][str(size)] == \
            pytest.approx(READ_BW * frac, rel=1e-3)
    assert not res["warnings"], res["warnings"]
    # ... and into a copy of the descriptions
    before = {p.name: p.read_bytes() for p in hardware.DATA_DIR.glob("*.toml")}
    info = applier.apply(files[0], data_copy)
    assert info["description"] == "h100-sxm"
    assert set(info["fields"]) == set(TRUTH) | set(TRUTH_OPTIONAL)
    dev = hardware.parse_description(data_copy / "h100-sxm.toml", data_copy / "_documents.toml")
    t = hardware.timing_of(dev)
    for k, v in {**TRUTH, **TRUTH_OPTIONAL}.items():
        assert getattr(t, k) == pytest.approx(v, rel=2e-3), k
        assert t.sources[k].source == files[0].stem
        assert files[0].name in t.sources[k].where
    # the package's own files were not touched
    assert before == {p.name: p.read_bytes() for p in hardware.DATA_DIR.glob("*.toml")}


def test_apply_only_some_fields(fake_gpu, tmp_path, data_copy):
    out = tmp_path / "out"
    assert runner.main(["--out-dir", str(out), "--quick", "--dram-mib", "8",
                        "--target-ms", "0.5"]) == 0
    res, = out.glob("calibration-h100-*-quick.json")
    old = (data_copy / "h100-sxm.toml").read_text()
    info = applier.apply(res, data_copy, only=("constant_cycles_per_request",))
    assert set(info["fields"]) == {"constant_cycles_per_request"}
    new = (data_copy / "h100-sxm.toml").read_text()
    changed = [ln for ln in new.splitlines() if ln not in old.splitlines()]
    assert len(changed) == 1 and changed[0].startswith("constant_cycles_per_request = ")
    with pytest.raises(applier.CalibrationFileError, match="no derived nonsense"):
        applier.apply(res, data_copy, only=("nonsense",))


def test_runner_without_gpu_says_so(monkeypatch, tmp_path, capsys):
    from warpsmith.backends import cuda
    from warpsmith.ir.errors import BackendUnavailable

    def no_gpu():
        raise BackendUnavailable("no NVIDIA GPU found")

    monkeypatch.setattr(cuda, "_cupy", no_gpu)
    assert runner.main(["--out-dir", str(tmp_path)]) == 2
    assert "no NVIDIA GPU found" in capsys.readouterr().err
    assert not list(tmp_path.iterdir())


# ----------------------------------------------------------------------------- apply

def _results(gpu="h100", date="2030-01-02", derived=None, **extra) -> dict:
    derived = derived if derived is not None else {
        k: {"value": v, "microbenchmark": f"mb for {k}", "how": "median of \"made up\" numbers"}
        for k, v in TRUTH.items()}
    return {"kind": "calibration", "device": f"NVIDIA {gpu.upper()} test", "gpu": gpu,
            "driver": "999.1", "cuda": "13.0", "versions": {"nvrtc": "13.0", "cupy": "fake"},
            "date": date, "command": "python3 benchmarks/calibrate_runner.py --out-dir X",
            "derived": derived, **extra}


def _write(tmp_path, res, name=None) -> Path:
    p = tmp_path / (name or f"calibration-{res['gpu']}-{res['date']}.json")
    p.write_text(json.dumps(res))
    return p


def _without_timing(path: Path) -> None:
    """The description as it was before any calibration: no timing lines, no header."""
    fields = set(hardware.TIMING) | set(hardware.TIMING_OPTIONAL)
    keep = [ln for ln in path.read_text().splitlines(keepends=True)
            if ln.split(" =")[0].strip() not in fields and ln.strip() != applier.TIMING_HEADER]
    path.write_text("".join(keep))


def test_apply_keeps_the_rest_byte_identical(tmp_path, data_copy):
    _without_timing(data_copy / "h100-sxm.toml")
    old_desc = (data_copy / "h100-sxm.toml").read_text()
    old_docs = (data_copy / "_documents.toml").read_text()
    f = _write(tmp_path, _results())
    assert applier.main([str(f), "--data-dir", str(data_copy)]) == 0
    new_desc = (data_copy / "h100-sxm.toml").read_text()
    new_docs = (data_copy / "_documents.toml").read_text()
    # the timing fields were absent: the old text is kept whole and the fields follow it
    assert new_desc.startswith(old_desc)
    added = new_desc[len(old_desc):].splitlines()
    assert added[0] == applier.TIMING_HEADER and len(added) == 1 + len(TRUTH)
    assert sorted(ln.split(" =")[0] for ln in added[1:]) == sorted(TRUTH)
    # one document line added inside [documents], the rest unchanged
    new_lines, old_lines = new_docs.splitlines(), old_docs.splitlines()
    assert len(new_lines) == len(old_lines) + 1
    extra = [ln for ln in new_lines if ln not in old_lines]
    assert len(extra) == 1 and extra[0].startswith("calibration-h100-2030-01-02 = ")
    docs = hardware.read_documents(data_copy / "_documents.toml")
    assert "benchmarks/results/calibration-h100-2030-01-02.json" in docs["calibration-h100-2030-01-02"]
    assert "999.1" in docs["calibration-h100-2030-01-02"]
    dev = hardware.parse_description(data_copy / "h100-sxm.toml", data_copy / "_documents.toml")
    assert hardware.timing_of(dev).barrier_cycles == TRUTH["barrier_cycles"]
    assert 'made up' in dev.source_of("barrier_cycles").where
    # other descriptions untouched
    for p in hardware.DATA_DIR.glob("*.toml"):
        if p.name not in ("h100-sxm.toml", "_documents.toml"):
            assert (data_copy / p.name).read_bytes() == p.read_bytes()


def test_apply_again_replaces_lines_in_place(tmp_path, data_copy):
    applier.apply(_write(tmp_path, _results()), data_copy)
    first = (data_copy / "h100-sxm.toml").read_text()
    res2 = _results(date="2030-02-03")
    res2["derived"]["global_latency_cycles"]["value"] = 777.5
    del res2["derived"]["l2_latency_cycles"]  # its check failed in that run
    applier.apply(_write(tmp_path, res2), data_copy)
    second = (data_copy / "h100-sxm.toml").read_text()
    a, b = first.splitlines(), second.splitlines()
    assert len(a) == len(b)
    changed = [(x, y) for x, y in zip(a, b) if x != y]
    assert len(changed) == len(TRUTH) - 1  # every field but l2_latency_cycles
    assert all(x.split(" =")[0] == y.split(" =")[0] for x, y in changed)
    dev = hardware.parse_description(data_copy / "h100-sxm.toml", data_copy / "_documents.toml")
    assert dev.global_latency_cycles == 777.5
    assert dev.source_of("global_latency_cycles").source == "calibration-h100-2030-02-03"
    assert dev.source_of("l2_latency_cycles").source == "calibration-h100-2030-01-02"
    docs = hardware.read_documents(data_copy / "_documents.toml")
    assert {"calibration-h100-2030-01-02", "calibration-h100-2030-02-03"} <= set(docs)


def test_apply_h200_goes_to_h200(tmp_path, data_copy):
    h100 = (data_copy / "h100-sxm.toml").read_bytes()
    info = applier.apply(_write(tmp_path, _results(gpu="h200")), data_copy)
    assert info["description"] == "h200"
    assert (data_copy / "h100-sxm.toml").read_bytes() == h100
    dev = hardware.parse_description(data_copy / "h200.toml", data_copy / "_documents.toml")
    assert hardware.timing_of(dev).timing_clock_mhz == CLOCK


def test_apply_dry_run_writes_nothing(tmp_path, data_copy):
    before = {p.name: p.read_bytes() for p in data_copy.iterdir()}
    assert applier.main([str(_write(tmp_path, _results())), "--data-dir", str(data_copy),
                         "--dry-run"]) == 0
    assert before == {p.name: p.read_bytes() for p in data_copy.iterdir()}


@pytest.mark.parametrize("bad", ["not json", json.dumps({"kind": "other"}),
                                 json.dumps(_results(derived={})),
                                 json.dumps(_results(gpu="rtx1"))])
def test_apply_refuses_bad_files(tmp_path, data_copy, bad, capsys):
    f = tmp_path / "calibration-x-2030-01-01.json"
    f.write_text(bad)
    before = {p.name: p.read_bytes() for p in data_copy.iterdir()}
    assert applier.main([str(f), "--data-dir", str(data_copy)]) == 2
    assert capsys.readouterr().err.startswith("apply_calibration: ")
    assert before == {p.name: p.read_bytes() for p in data_copy.iterdir()}


def test_apply_refuses_non_positive_values(tmp_path, data_copy):
    res = _results()
    res["derived"]["barrier_cycles"]["value"] = 0.0
    with pytest.raises(applier.CalibrationFileError):
        applier.apply(_write(tmp_path, res), data_copy)


def test_toml_float_literals():
    import tomllib

    for v in (4.0, 0.25, 612.345678, 3.35e12, 1e-7, 24):
        lit = applier.toml_float(v)
        assert tomllib.loads(f"x = {lit}")["x"] == pytest.approx(v, rel=1e-5)
        assert isinstance(tomllib.loads(f"x = {lit}")["x"], float)


def test_no_invented_numbers_on_hopper():
    """Timing fields of the sm_90 descriptions come from a calibration run, never by hand."""
    docs = hardware.documents()
    for key in ("h100-sxm", "h200"):
        dev = hardware.load_device(key)
        for f in hardware.TIMING + hardware.TIMING_OPTIONAL:
            if getattr(dev, f) is not None:
                src = dev.source_of(f).source
                assert src.startswith("calibration-") and src in docs, (key, f, src)
                assert "benchmarks/results/" in dev.source_of(f).where
