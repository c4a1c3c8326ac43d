"""The instruction-fetch microbenchmark and its model term, without a GPU.

* the generated kernels compile for sm_90 with NVRTC and hold what the script claims: exactly
  K FFMAs between the two clock reads, the code size it records, a loop body of K + a few
  (skipped, with the reason, where no CUDA compiler is installed);
* the chains' float32 reference is exact and the output check catches a missing FMA;
* the per-launch summaries (first wave, co-runners, concurrency) on hand-made records;
* the whole script on a fake GPU (NumPy arrays for CuPy, each kernel emulated with made-up
  fetch stalls): the results file it writes is the synthetic raw file, and the table derived
  from it is the stalls the fake was given; ``--rederive`` derives the same;
* ``model.icache``: interpolation, 0 without a table, the table check, kernel code sizes;
* ``apply_calibration.py`` writes the table into a copy of the descriptions (where
  ``hw/descriptions.py`` knows the fields) or refuses with a reason (where it does not).
"""

from __future__ import annotations

import json
import shutil
import sys
import types
from pathlib import Path

import numpy as np
import pytest

from warpsmith.hw import descriptions as hardware
from warpsmith.backends.cuda_compile import local_compiler  # noqa: E402
from warpsmith.model import icache

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_modules import load  # noqa: E402

ci = load("calibrate_icache", fresh=True)
applier = load("apply_calibration", fresh=True)


def _compiler_missing() -> str | None:
    from warpsmith.backends.cuda_compile import compiler_available

    return None if compiler_available() else "no CUDA compiler (NVRTC or nvcc) installed"


needs_compiler = pytest.mark.skipif(_compiler_missing() is not None,
                                    reason=_compiler_missing() or "")

SMALL_KS = (128, 256, 512, 1024)


@pytest.fixture(scope="module")
def compiled():
    why = _compiler_missing()
    if why:
        pytest.skip(why)
    return ci.compile_all(SMALL_KS + (2048,), "sm_90", jobs=1)


# ----------------------------------------------------------------------------- kernels

@pytest.mark.parametrize("form", ci.FORMS)
@pytest.mark.parametrize("k", SMALL_KS + (2048,))
def test_generated_kernels_hold_what_the_script_claims(compiled, form, k):
    rep, facts = compiled[(form, k)]
    assert rep.arch == "sm_90" and rep.spill_store_bytes == 0 and rep.local_bytes == 0
    assert facts["problems"] == []
    assert facts["ffma_clocked"] == k  # ptxas neither folded nor shortened the chains
    assert facts["ffma"] == k + ci.CHAINS  # and the 8 that start the chains lie before
    assert facts["clock_reads"] == 2
    # the code size the table is indexed by: the FMAs plus a small fixed prologue/epilogue
    assert k <= facts["code_instructions"] <= 1.03 * k + 80
    text = icache.text_of(rep.cubin, rep.lowered_name)
    assert facts["code_instructions"] == icache.code_shape(text).instructions
    assert len(text) // 16 >= facts["code_instructions"]  # .text size / 16 counts NOPs too
    if form == "stream":  # everything runs, but the branch-to-itself after EXIT
        assert facts["code_instructions"] - 2 <= facts["fast_path"] < facts["code_instructions"]
    assert k <= facts["clocked_instructions"] <= k + 16
    if form == "loop":
        assert k < facts["loop_body"] <= k + 8
        loops = icache.code_shape(text).loops
        assert len(loops) == 1 and loops[0][2] == facts["loop_body"]
    else:
        assert "loop_body" not in facts


def test_code_sizes_grow_by_exactly_the_fmas(compiled):
    for form in ci.FORMS:
        sizes = [compiled[(form, k)][1]["code_instructions"] for k in SMALL_KS]
        assert [b - a for a, b in zip(sizes, sizes[1:])] == \
            [b - a for a, b in zip(SMALL_KS, SMALL_KS[1:])]


def test_sass_facts_refuse_a_kernel_that_lost_fmas(compiled):
    rep, _facts = compiled[("stream", 256)]
    text = icache.text_of(rep.cubin, rep.lowered_name)
    facts = ci.sass_facts(text, "stream", 264)  # as if the source had 8 more FMAs
    assert any("FFMAs between the clock reads" in p for p in facts["problems"])
    loop = ci.sass_facts(text, "loop", 256)  # straight-line code where a loop is expected
    assert any("loops" in p for p in loop["problems"])


def test_kernel_source_rejects_sizes_that_are_not_rounds():
    with pytest.raises(ValueError):
        ci.kernel_source("stream", 100)
    with pytest.raises(ValueError):
        ci.kernel_name("unrolled", 128)


@needs_compiler
def test_plan_holds_the_planned_residency(compiled):
    dev = hardware.load_device("h100-sxm")
    plan = ci.make_plan({key: compiled[key] for key in compiled if key[1] in SMALL_KS}, dev,
                        dev.sm_count, (1, 2, 4, 8), ci.LAYOUTS, 8, 1 << 13, 1900.0)
    from warpsmith.hw.occupancy import occupancy

    assert not [p for p in plan if p.get("skip")]
    for p in plan:
        occ = occupancy(dev, p["registers"], 0, p["block"], p["dynamic_shared"],
                        max_dynamic_shared=dev.shared_per_block_optin)
        assert occ.active_blocks_per_sm == p["blocks_per_sm"]
        assert occ.active_warps_per_sm == 4 * p["warps_per_scheduler"]
        assert p["grid"] == dev.sm_count * p["blocks_per_sm"] * p["waves"]
        if p["form"] == "loop":
            assert p["layout"] == ci.TABLE_LAYOUT and p["waves"] == 1
    loops = {(p["k"], p["warps_per_scheduler"]): [] for p in plan if p["form"] == "loop"}
    for p in plan:
        if p["form"] == "loop":
            loops[(p["k"], p["warps_per_scheduler"])].append(p["trips"])
    assert all(t[0] == ci.LOOP_TRIPS_LO and t[1] >= t[0] + 4 for t in loops.values())


# ----------------------------------------------------------------------------- outputs

def test_chain_reference_is_exact():
    b = np.float32(ci.FMA_B)
    for steps in (0, 1, 16, 1000, 16384):
        x = ci.chain_values(steps)
        want = (1.0 + (np.arange(ci.X0_VALUES) + steps) * ci.FMA_B).astype(np.float64)
        assert np.array_equal(x.astype(np.float64), want)
        assert x.dtype == np.float32 and b == ci.FMA_B


def test_output_check_catches_a_missing_fma_and_poison():
    steps = 64
    good = np.resize(ci.chain_values(steps), 512 * 8).astype(np.float32)
    assert ci.check_outputs(good, steps)[0]
    bad = good.copy()
    bad[8 * 37 + 3] = ci.chain_values(steps - 1)[(8 * 37 + 3) % 4096]
    ok, what = ci.check_outputs(bad, steps)
    assert not ok and what.startswith("1 of")
    bad = good.copy()
    bad[-1] = np.nan
    assert not ci.check_outputs(bad, steps)[0]


def test_summarize_first_wave_concurrency_and_co_runners():
    base = 10 ** 12
    #          sm  warpid start end   (sm 3: warps 0 and 4 share scheduler 0, warp 1 alone)
    rows = [(3, 0, 100, 200), (3, 4, 100, 200), (3, 1, 150, 250), (7, 2, 5, 15), (7, 6, 10, 20)]
    rec = np.array([[(sm << 32) | w, base + a, base + b] for sm, w, a, b in rows] +
                   [[-1, -1, -1]], dtype=np.int64)
    s = ci.summarize(rec, 2, 0.5)
    assert s["unwritten"] == 1
    assert s["all"]["n"] == 5 and s["first"]["n"] == 4 and s["later"]["n"] == 1
    assert s["later"]["median"] == 100  # sm 3's third warp to start
    assert s["sms"] == 2 and s["sm_span_cycles"] == {"median": 82.5, "min": 15, "max": 150}
    assert s["warps_per_sm"] == {"min": 2, "max": 3}
    assert s["concurrent_warps_per_sm"]["max"] == 3
    assert s["concurrent_warps_per_scheduler"]["max"] == 2
    sched = np.array([12, 12, 13, 30, 30])
    co = ci.co_runners(sched, np.array([r[2] for r in rows]) + base,
                       np.array([r[3] for r in rows]) + base)
    assert co == pytest.approx([2.0, 2.0, 1.0, 1.5, 1.5])
    co = ci.co_runners(np.array([0, 0, 0]), np.array([100, 100, 150]), np.array([200, 200, 250]))
    assert co == pytest.approx([2.5, 2.5, 2.0])


# ----------------------------------------------------------------------------- a fake GPU

CLOCK = 1800.0   # MHz
T0_CYCLES = 40   # fixed cycles around the clocked code
BASE = 1.0       # cycles per warp instruction per scheduler of cached code


def truth(form: str, k: int, w: int) -> float:
    """Made-up extra cycles per warp instruction (0 for the two smallest sizes)."""
    if form == "loop":
        return 0.0 if k <= 256 else 0.05 * (k - 256) / 256 * w ** -0.5
    s = 0.0 if k <= 256 else 0.3 * (k - 256) / 256 / w
    return 1.5 * s if form == "first_wave" else s


class _Arr(np.ndarray):
    pass


class FakeCupy:
    """Just enough of CuPy for calibrate_icache, every kernel emulated on NumPy: each
    block's warps start together on their SM, run ``T0 + instructions x (W x BASE + stall)``
    cycles (the first wave of each SM with the first-wave stall), blocks queue for the
    planned number of slots per SM."""

    sm_count = 3

    def __init__(self):
        self.now_ms = 0.0
        self.float32, self.int64 = np.float32, np.int64
        self.facts: dict = {}
        gpu = self

        class Event:
            def record(self):
                self.t = gpu.now_ms

            def synchronize(self):
                pass

        class Function:
            def __init__(self, name):
                self.name = name
                self.ptr = 0

            def __call__(self, grid, block, args, shared_mem=0):
                gpu.launch(self.name, grid[0], block[0], args, shared_mem)

        class Module:
            def load(self, cubin):
                self.cubin = cubin

            def get_function(self, name):
                text = icache.text_of(self.cubin, name)
                form, k = name.split("_")[1], int(name.split("_")[2])
                gpu.facts[name] = ci.sass_facts(text, form, k)
                return Function(name)

        self.cuda = types.SimpleNamespace(
            Event=Event, get_elapsed_time=lambda s, e: e.t - s.t,
            function=types.SimpleNamespace(Module=Module),
            runtime=types.SimpleNamespace(deviceSynchronize=lambda: None),
            driver=types.SimpleNamespace(funcSetAttribute=self.set_attribute))
        self.attributes: list = []
        self.__version__ = "fake"

    def set_attribute(self, ptr, attribute, value):
        # CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES (8), _PREFERRED_SHARED_MEMORY_CARVEOUT (9)
        assert attribute in (8, 9) and isinstance(value, int)
        self.attributes.append((attribute, value))

    def empty(self, n, dtype):
        return np.zeros(n, dtype).view(_Arr)

    def full(self, n, v, dtype):
        return np.full(n, v, dtype).view(_Arr)

    def asnumpy(self, a):
        return np.array(a)

    @staticmethod
    def blocks_per_sm(block: int, dyn: int) -> int:
        from warpsmith.hw.occupancy import occupancy

        dev = hardware.load_device("h100-sxm")
        return occupancy(dev, 32, 0, block, dyn,
                         max_dynamic_shared=dev.shared_per_block_optin).active_blocks_per_sm

    def launch(self, name, grid, block, args, dyn):
        out, rec, a, b, trips = args
        assert float(a) == ci.FMA_A and float(b) == ci.FMA_B
        form, k = name.split("_")[1], int(name.split("_")[2])
        facts = self.facts[name]
        slots = self.blocks_per_sm(block, dyn)
        wpb = block // 32
        w = slots * wpb // 4
        n = facts["clocked_instructions"]
        steps = k // ci.CHAINS * (int(trips) if form == "loop" else 1)
        out[:] = np.resize(ci.chain_values(steps), out.size)

        def duration(first: bool) -> int:
            if form == "loop":
                body = facts["loop_body"]
                cyc = T0_CYCLES + (n - body) * w * BASE + \
                    int(trips) * body * (w * BASE + truth("loop", k, w))
            else:
                stall = truth("first_wave" if first else "stream", k, w)
                cyc = T0_CYCLES + n * (w * BASE + stall)
            return int(round(cyc))

        recs = np.asarray(rec).reshape(-1, ci.REC_WORDS)
        end_max = 0
        free = {sm: [(0, s) for s in range(slots)] for sm in range(self.sm_count)}
        for blk in range(grid):
            sm, order = blk % self.sm_count, blk // self.sm_count
            t_free, slot = min(free[sm])
            free[sm].remove((t_free, slot))
            start = t_free + (slot if order < slots else 10)
            end = start + duration(order < slots)
            free[sm].append((end, slot))
            end_max = max(end_max, end)
            clock0 = 10 ** 9 * (sm + 1)
            for wi in range(wpb):
                wid = (slot * wpb + wi) % 64
                recs[blk * wpb + wi] = [(sm << 32) | wid, clock0 + start, clock0 + end]
        self.now_ms += end_max / (CLOCK * 1e3)


@pytest.fixture()
def fake_gpu(monkeypatch):
    if _compiler_missing():
        pytest.skip(_compiler_missing())
    from warpsmith.backends import cuda

    fake = FakeCupy()
    monkeypatch.setattr(cuda, "_cupy", lambda: fake)
    monkeypatch.setattr(cuda, "device_info", lambda: {
        "name": "NVIDIA H100 80GB HBM3", "cc": "9.0", "arch": "sm_90", "driver_api": "13.0",
        "runtime": "13.0", "nvrtc": "13.0", "cupy": "fake", "sm_count": fake.sm_count,
        "l2_bytes": 50 << 20})
    monkeypatch.setattr(cuda, "driver_occupancy",
                        lambda f, bs, dyn=0: FakeCupy.blocks_per_sm(bs, dyn))
    monkeypatch.setattr(ci, "arch_of_device", lambda: "sm_90")
    monkeypatch.setattr(ci, "warm_up", lambda G, compiled, seconds=0.3: None)
    monkeypatch.delenv("OUT", raising=False)
    return fake


@pytest.fixture()
def fake_results(fake_gpu, tmp_path):
    out = tmp_path / "out"
    rc = ci.main(["--out-dir", str(out), "--quick", "--ks", ",".join(map(str, SMALL_KS)),
                  "--ws", "1,2,4", "--jobs", "1"])
    files = list(out.glob("icache-h100-*-quick.json"))
    assert rc == 0 and len(files) == 1
    assert files[0].with_suffix(".md").exists()
    return files[0], json.loads(files[0].read_text())


def test_script_on_a_fake_gpu_derives_the_stalls_it_was_given(fake_results):
    path, res = fake_results
    assert res["kind"] == "icache" and res["gpu"] == "h100" and res["description"] == "h100-sxm"
    assert res["command"] and res["date"] and res["device"] == "NVIDIA H100 80GB HBM3"
    assert not res["warnings"], res["warnings"]
    recs = res["raw"]["records"]
    # streamed: 2 layouts; loop: the table layout at two trip counts
    assert len(recs) == len(SMALL_KS) * 3 * (2 + 2)
    for r in recs:
        assert r["check"]["ok"], r["check"]
        assert r["driver_blocks_per_sm"] == r["blocks_per_sm"]
        assert r["concurrency"]["per_scheduler_max"] == r["warps_per_scheduler"]
        assert len(r["samples"]) == ci.REPS_QUICK
    tab = res["derived"]["table"]
    assert tab["warps_per_scheduler"] == [1, 2, 4]
    for form in ("streamed", "first_wave", "loop"):
        t = tab[form]
        assert t["k"] == list(SMALL_KS)
        key = "loop_body" if form == "loop" else "code_instructions"
        assert t["code_instructions"] == [res["kernels"][ci.kernel_name(
            "loop" if form == "loop" else "stream", k)][key] for k in SMALL_KS]
        want = [[truth("stream" if form == "streamed" else form, k, w) for k in SMALL_KS]
                for w in (1, 2, 4)]
        assert np.allclose(t["stall_cycles"], want, atol=5e-3), (form, t["stall_cycles"], want)
    # the baseline is the fake's one issue per cycle per scheduler, at every W
    for w, d in res["derived"]["stream"][ci.TABLE_LAYOUT].items():
        assert d["baseline"]["per_scheduler"] == pytest.approx(BASE, rel=1e-3)
        assert d["baseline"]["intercept_cycles"] == pytest.approx(T0_CYCLES, abs=2)
        assert all(p["co_runners"] == pytest.approx(int(w)) for p in d["points"])
    assert res["derived"]["clock_mhz"] == pytest.approx(CLOCK, rel=0.02)
    # the markdown table names every size
    md = path.with_suffix(".md").read_text()
    assert all(f"K={k}" in md for k in SMALL_KS)


def test_rederive_gives_the_same_table(fake_results, tmp_path):
    path, res = fake_results
    rc = ci.main(["--out-dir", str(tmp_path / "re"), "--rederive", str(path)])
    assert rc == 0
    again = json.loads((tmp_path / "re" / f"{path.stem}-rederived.json").read_text())
    assert again["derived"]["table"] == res["derived"]["table"]
    assert again["rederived"]["previous_derived"]["table"] == res["derived"]["table"]


def test_derivation_leaves_out_failed_records(fake_results):
    _path, res = fake_results
    raw = json.loads(json.dumps(res["raw"]))
    for r in raw["records"]:
        if r["form"] == "stream" and r["k"] == 512 and r["warps_per_scheduler"] == 2:
            r["check"] = {"ok": False, "what": "made up"}
    derived, warnings = ci.derive(raw)
    assert any("made up" in w for w in warnings)
    assert any("not measured at every W" in w for w in warnings)
    assert derived["table"]["streamed"]["k"] == [128, 256, 1024]
    assert derived["table"]["loop"]["k"] == list(SMALL_KS)


def test_fetch_stall_from_the_fake_results(fake_results):
    _path, res = fake_results
    tab = icache.table_from_results(res)
    sizes = res["derived"]["table"]["streamed"]["code_instructions"]
    # at a measured point: the truth; between two: the linear blend; W beyond the table: edge
    assert icache.fetch_stall_cycles(tab, sizes[3], 2, True) == \
        pytest.approx(truth("stream", 1024, 2), abs=5e-3)
    mid = (sizes[2] + sizes[3]) / 2
    assert icache.fetch_stall_cycles(tab, mid, 1, True) == pytest.approx(
        (truth("stream", 512, 1) + truth("stream", 1024, 1)) / 2, abs=5e-3)
    assert icache.fetch_stall_cycles(tab, sizes[3], 16, True) == \
        pytest.approx(truth("stream", 1024, 4), abs=5e-3)
    assert icache.fetch_stall_cycles(tab, sizes[3], 1, True, first_wave=True) == \
        pytest.approx(truth("first_wave", 1024, 1), abs=5e-3)
    body = res["derived"]["table"]["loop"]["code_instructions"]
    assert icache.fetch_stall_cycles(tab, body[3], 4, False) == \
        pytest.approx(truth("loop", 1024, 4), abs=5e-3)


# ----------------------------------------------------------------------------- model.icache

def _fields(**over):
    f = {"icache_warps_per_scheduler": [1, 2],
         "icache_streamed_code_instructions": [100, 200, 400],
         "icache_streamed_stall_cycles": [[0.0, 1.0, 3.0], [0.0, 2.0, 6.0]],
         "icache_loop_code_instructions": [100, 200],
         "icache_loop_stall_cycles": [[0.0, -0.01], [0.0, 0.5]]}
    f.update(over)
    return {k: v for k, v in f.items() if v is not None}


def test_fetch_stall_interpolates_and_clamps():
    tab = icache.table_from_fields(_fields(), "made up")
    f = icache.fetch_stall_cycles
    assert f(tab, 150, 1, True) == pytest.approx(0.5)
    assert f(tab, 300, 1.5, True) == pytest.approx(3.0)  # (2 at W=1 + 4 at W=2) / 2
    assert f(tab, 1000, 2, True) == pytest.approx(6.0)   # beyond the largest size: its value
    assert f(tab, 50, 2, True) == 0.0
    assert f(tab, 400, 0.5, True) == pytest.approx(3.0)  # fewer warps than measured: W = 1
    assert f(tab, 200, 1, False) == 0.0                  # a measured -0.01 is noise: 0
    assert f(tab, 200, 2, False) == pytest.approx(0.5)
    assert f(tab, 400, 1, True, first_wave=True) == pytest.approx(3.0)  # no first-wave form
    assert f(tab, None, 1, True) == 0.0


def test_fetch_wait_adds_straight_line_and_loop_stalls():
    tab = icache.table_from_fields(_fields(), "made up")
    shape = icache.CodeShape(instructions=300, loops=((10, 60, 150),), straight_line=150)
    # straight line: 150 x stall(300, W=2) = 150 x 4; loop: 1000 x stall(150, W=2) = 1000 x 0.25
    assert icache.fetch_wait_cycles(tab, shape, 2, 1000) == pytest.approx(150 * 4 + 1000 * 0.25)
    assert icache.fetch_wait_cycles(tab, shape, 2) == pytest.approx(600)
    assert icache.fetch_wait_cycles(tab, None, 2, 1000) == 0.0
    assert icache.fetch_wait_cycles("8800gtx", shape, 2, 1000) == 0.0


def test_no_table_no_stall():
    assert icache.table_of(hardware.load_device("8800gtx")) is None
    assert icache.fetch_stall_cycles("8800gtx", 5000, 1, True) == 0.0
    bare = types.SimpleNamespace(key="bare", sources={})
    assert icache.fetch_stall_cycles(bare, 5000, 2, False) == 0.0
    tab = icache.table_from_fields(_fields(icache_streamed_stall_cycles=None), "loop only")
    assert icache.fetch_stall_cycles(tab, 400, 1, True) == 0.0
    assert icache.table_from_fields({}, "none") is None


@pytest.mark.parametrize("bad, why", [
    ({"icache_streamed_stall_cycles": [[0.0, 1.0, 3.0]]}, "one row per value"),
    ({"icache_streamed_code_instructions": [100, 100, 400]}, "strictly increasing"),
    ({"icache_streamed_stall_cycles": [[0.0, 1.0], [0.0, 2.0]]}, "finite numbers"),
    ({"icache_warps_per_scheduler": [0, 2]}, "positive"),
    ({"icache_warps_per_scheduler": None}, "needs icache_warps_per_scheduler"),
])
def test_table_check_names_the_field(bad, why):
    with pytest.raises(icache.FetchTableError, match=why):
        icache.check_fields(_fields(**bad), "h100-sxm.toml")


def test_warps_per_scheduler():
    assert icache.warps_per_scheduler("h100-sxm", 8) == 2.0
    assert icache.warps_per_scheduler("8800gtx", 8) == 8.0


@needs_compiler
def test_kernel_code_size_counts_the_compiled_kernel(tmp_path):
    from warpsmith.backends.cuda import cuda_source
    from warpsmith.backends.cuda_compile import compile_cuda
    from warpsmith.frontend import read_module
    from warpsmith.ir import find_kernel

    src = tmp_path / "k.cu"
    src.write_text(
        "__global__ void straight(float* x) { int i = threadIdx.x; float v = x[i];\n"
        "#pragma unroll\n for (int j = 0; j < 64; ++j) v = v * 1.0001f + 0.5f;\n x[i] = v; }\n"
        "__global__ void looped(float* x, int n) { int i = threadIdx.x; float v = x[i];\n"
        " for (int j = 0; j < n; ++j) v = v * 1.0001f + 0.5f;\n x[i] = v; }\n")
    mod = read_module(str(src))
    for name in ("straight", "looped"):
        fn = find_kernel(mod, name)
        rep = compile_cuda(cuda_source(mod, fn), fn.name, "sm_90")
        text = icache.text_of(rep.cubin, rep.lowered_name)
        n = sum(1 for op, _p, _t in __import__("warpsmith.model.predict_sass",
                fromlist=["x"]).decode_instructions(text) if op != 0x918)
        assert icache.kernel_code_size(mod, fn, "sm_90", local_compiler()) == n
        shape = icache.kernel_code_shape(mod, fn, "sm_90", local_compiler())
        if name == "straight":
            assert n >= 64 and not shape.loops and shape.straight_line == n
        else:
            assert shape.loops and 0 < shape.largest_loop_body < n
            # NVVM unrolls the loop by 4 and adds remainder loops: disjoint bodies here
            assert shape.straight_line + sum(b for _f, _l, b in shape.loops) == n
    assert icache.kernel_code_size(mod, find_kernel(mod, "looped"), "sm_60",
                                   local_compiler()) is None


@needs_compiler
def test_hot_path_of_the_radix16_ffts():
    """The unrolled radix-16 FFT: most of its code is sincosf's slow paths, branched around;
    the hot path enters no loop (global) or the loop over the stages (shared)."""
    from warpsmith.corpus import corpus_dir
    from warpsmith.frontend import read_module
    from warpsmith.ir import find_kernel

    mod = read_module(str(corpus_dir() / "model" / "fft.cu"),
                      defines={"RADIX": "16", "N_POINTS": "256"})
    g = icache.kernel_code_shape(mod, find_kernel(mod, "fft_global"), "sm_90",
                                local_compiler())
    assert g.fast_path < g.instructions / 2
    assert g.hot_loops == () and g.hot_straight == g.fast_path
    s = icache.kernel_code_shape(mod, find_kernel(mod, "fft_shared"), "sm_90",
                                local_compiler())
    assert len(s.hot_loops) == 1 and s.largest_hot_loop_body > 0.8 * s.fast_path
    assert s.hot_straight == s.fast_path - s.largest_hot_loop_body


# ----------------------------------------------------------------------------- apply

def _knows_icache_fields() -> bool:
    return all(f in getattr(hardware, "ICACHE", ()) for f in icache.FIELDS)


def test_apply_writes_the_table_or_says_why_not(fake_results, tmp_path):
    path, res = fake_results
    data = tmp_path / "data"
    shutil.copytree(hardware.DATA_DIR, data)
    before = (data / "h100-sxm.toml").read_text()
    if not _knows_icache_fields():
        with pytest.raises(applier.CalibrationFileError, match="does not know the instruction"):
            applier.apply(path, data)
        assert (data / "h100-sxm.toml").read_text() == before
        return
    out = applier.apply(path, data)
    assert out["document"] == path.stem and set(out["fields"]) == set(icache.FIELDS)
    text = (data / "h100-sxm.toml").read_text()
    # every other line of the description is kept; the icache lines (the committed H100
    # table, if any) are replaced by the fake run's
    def others(t):
        return [x for x in t.splitlines() if not x.startswith("icache_") and x != applier.ICACHE_HEADER]

    assert others(text) == others(before) and applier.ICACHE_HEADER in text
    assert sum(x.startswith("icache_") for x in text.splitlines()) == len(icache.FIELDS)
    dev = hardware.parse_description(data / "h100-sxm.toml", data / "_documents.toml")
    assert dev.source_of("icache_streamed_stall_cycles").source == path.stem
    got, want = icache.table_of(dev), icache.table_from_results(res)
    for form in ("streamed", "first_wave", "loop"):
        for k in (200, 700, 1100):
            for w in (1, 1.5, 3):
                assert icache.interpolate(got, form, k, w) == pytest.approx(
                    icache.interpolate(want, form, k, w), abs=1e-5)
    again = applier.apply(path, data)  # a second run replaces its own lines
    assert (data / "h100-sxm.toml").read_text() == text and again["fields"].keys() == out["fields"].keys()


def test_apply_refuses_a_malformed_icache_table(fake_results, tmp_path):
    path, res = fake_results
    bad = json.loads(json.dumps(res))
    bad["derived"]["table"]["streamed"]["stall_cycles"].pop()
    p = tmp_path / path.name
    p.write_text(json.dumps(bad))
    data = tmp_path / "data"
    shutil.copytree(hardware.DATA_DIR, data)
    with pytest.raises(applier.CalibrationFileError, match="one row per value"):
        applier.apply(p, data)
