"""predict_kernel / predict_launches and ``warpsmith predict``: the JSON of issue 6, the
errors a user can cause, the thread-dependent conditions through the model."""

import json

import numpy as np
import pytest

from warpsmith.analysis.pdg import build_pdg
from warpsmith.backends.cuda_compile import compiler_available
from warpsmith.cli import main
from warpsmith.frontend import read_module
from warpsmith.hw.descriptions import load_device
from warpsmith.pipeline_predict import predict_kernel, predict_launches
from warpsmith.model.predict_resolve import Resolver

SCAN = "src/warpsmith/corpus/model/scan.cu"
MATMUL = "src/warpsmith/corpus/model/matmul.cu"
KEYS = {"kernel", "device", "predicted_ms", "bottleneck", "string_model", "cc", "cs", "cr",
        "n_warps", "nbc_avg", "bounds"}
BOTTLENECKS = {"memory bandwidth", "memory latency", "issue", "shared memory",
               "synchronization", "occupancy"}

# the paper's Fig. 2 code, block of 128 threads (Tables 2 and 3)
FIG2 = """
__global__ void fig2(float *data)
{
    __shared__ float shared[256];
    int n = 2 * threadIdx.x + 1;
    shared[n - 1] = data[n - 1];
    shared[n] = data[n];
    __syncthreads();
    for (int stride = 2; stride <= 256; stride <<= 1) {
        if ((n + 1) % stride == 0)
            shared[n] += shared[n - (stride >> 1)];
        __syncthreads();
    }
    data[n - 1] = shared[n - 1];
    data[n] = shared[n];
}
"""


def _run(capsys, argv):
    rc = main(argv)
    out = capsys.readouterr()
    return rc, out.out, out.err


def test_cli_json_has_exactly_the_issues_keys(capsys):
    rc, out, err = _run(capsys, ["predict", SCAN, "--kernel", "scan_init", "--grid", "512",
                                 "--block", "128", "-D", "BLOCK_SIZE=128", "--device",
                                 "8800gtx", "--json"])
    assert rc == 0, err
    j = json.loads(out)
    assert set(j) == KEYS
    assert j["kernel"] == "scan_init" and j["device"] == "8800gtx"
    assert j["bottleneck"] in BOTTLENECKS
    assert isinstance(j["n_warps"], int) and j["n_warps"] > 0
    assert isinstance(j["bounds"], list) and len(j["bounds"]) == 2
    assert j["bounds"][0] <= j["predicted_ms"] <= j["bounds"][1]
    assert j["predicted_ms"] > 0 and 0 < j["cc"] < 1
    assert "( " in j["string_model"] and ") x 8" in j["string_model"]


def test_cli_text_output(capsys):
    rc, out, _ = _run(capsys, ["predict", MATMUL, "--kernel", "matmul_naive", "--grid",
                               "4,4", "--block", "16,16", "--param", "M=64", "--param",
                               "N=64", "--param", "K=64", "--device", "8800gtx"])
    assert rc == 0
    assert "string model:" in out and "predicted time:" in out and "bottleneck:" in out
    assert ") x 64" in out


@pytest.mark.parametrize("argv, needles", [
    (["--kernel", "nope"], ["no kernel named 'nope'", "scan_init"]),
    (["--kernel", "scan_init", "--device", "nodevice"], ["no hardware description",
                                                          "nodevice"]),
    (["--kernel", "scan_init", "--device", "a100"], ["a100", "timing field"]),
    (["--kernel", "scan_init", "--param", "bogus=3"], ["no parameter bogus"]),
    (["--kernel", "scan_init", "--mode", "guess"], []),
])
def test_cli_errors_are_located_messages(capsys, argv, needles):
    base = ["predict", SCAN, "--grid", "64", "--block", "128", "-D", "BLOCK_SIZE=128"]
    rc, out, err = _run(capsys, base + argv)
    if "--mode" in argv:  # argparse rejects a bad --mode choice itself: a usage error
        assert rc == 2 and "--mode" in err
        return
    assert rc == 1
    assert "Traceback" not in err and "internal error" not in err
    for n in needles:
        assert n in err


def test_missing_trip_count_parameter_is_named(capsys):
    rc, _, err = _run(capsys, ["predict", MATMUL, "--kernel", "matmul_naive", "--grid", "4,4",
                               "--block", "16,16", "--param", "N=64", "--device", "8800gtx"])
    assert rc == 1
    assert "matmul.cu:32:" in err and "parameter K" in err and "--param K=" in err


def test_paper_table3_weight_through_the_model(tmp_path):
    f = tmp_path / "fig2.cu"
    f.write_text(FIG2)
    m = read_module(str(f))
    pdg = build_pdg(m, m.kernels[0], (1, 1, 1), (128, 1, 1))
    res = Resolver(pdg, load_device("8800gtx"), "symbolic", 1).run()
    (r,) = res.values()
    assert r.method == "symbolic"
    assert r.weight == pytest.approx(27 / 32)  # Table 3: cc = 27/32
    assert set(r.shared) == {"load 11:19", "load 11:32", "store 11:19"}
    # the replay of the same block sees the same warps
    rr = Resolver(pdg, load_device("8800gtx"), "replay", 1,
                  replay=lambda: _replay(m, pdg)).run()
    (r2,) = rr.values()
    assert r2.method == "replay" and r2.weight == pytest.approx(27 / 32)
    for k, v in r.shared.items():
        assert r2.shared[k] == pytest.approx(v)


def _replay(m, pdg):
    from warpsmith.backends.block_replay import run_block
    from warpsmith.model.symbolic import replay_block

    return replay_block(m, "fig2", (1, 1, 1), (128, 1, 1),
                        {"data": np.ones(256, np.float32)}, load_device("8800gtx"), run_block)


def test_symbolic_replay_and_bounds_modes(tmp_path):
    f = tmp_path / "fig2.cu"
    f.write_text(FIG2)
    kw = dict(grid=(8448,), block=(128,), device="h100")  # 64 blocks per SM: not latency-bound
    sym = predict_kernel(str(f), "fig2", mode="symbolic", **kw)
    rep = predict_kernel(str(f), "fig2", mode="replay", **kw)
    bnd = predict_kernel(str(f), "fig2", mode="bounds", **kw)
    assert sym.bounds[0] == sym.bounds[1] == sym.predicted_ms
    assert rep.predicted_ms == pytest.approx(sym.predicted_ms, rel=1e-9)
    lo, hi = bnd.bounds
    assert lo < sym.predicted_ms < hi
    assert set(bnd.methods.values()) == {"bounds"}


def test_divergent_version_is_cheaper_per_step():
    # scan_div packs the working threads into few warps: a lower cc than scan_init
    args = dict(grid=(256,), block=(128,), defines={"BLOCK_SIZE": 128, "NUM_BANKS": 16},
                device="8800gtx")
    init = predict_kernel(SCAN, "scan_init", **args)
    div = predict_kernel(SCAN, "scan_div", **args)
    assert div.cc < init.cc


def test_predict_launches_sums_a_program():
    launches = [(MATMUL, "matmul_naive", (4, 4), (16, 16), {"M": 64, "N": 64, "K": 64}, None),
                (MATMUL, "matmul_tiled", (2, 4), (16, 16), {"M": 64, "N": 64, "K": 64},
                 {"TILE_X": 32})]
    preds = predict_launches(launches, device="8800gtx")
    assert [p.kernel for p in preds] == ["matmul_naive", "matmul_tiled"]
    one = predict_kernel(MATMUL, "matmul_tiled", (2, 4), (16, 16),
                         params={"M": 64, "N": 64, "K": 64}, defines={"TILE_X": 32},
                         device="8800gtx")
    assert preds[1].predicted_ms == pytest.approx(one.predicted_ms)


def test_the_model_takes_a_module_and_its_compiler_as_arguments():
    """The model reads no file and compiles nothing itself: a path is refused; without a
    compiler the registers are estimated; with the pipeline's compiler they are NVRTC's,
    the same as the pipeline's own prediction."""
    from warpsmith.backends.block_replay import run_block
    from warpsmith.backends.cuda_compile import local_compiler
    from warpsmith.model import predict as P

    kw = dict(params={"M": 64, "N": 64, "K": 64}, device="h100")
    with pytest.raises(P.ModelError, match="Module"):
        P.predict_kernel(MATMUL, "matmul_naive", (4, 4), (16, 16), **kw)
    m = read_module(MATMUL)
    bare = P.predict_kernel(m, "matmul_naive", (4, 4), (16, 16), **kw)
    assert bare.resources["registers_source"] == "estimate"
    if compiler_available():
        given = P.predict_kernel(m, "matmul_naive", (4, 4), (16, 16), compiler=local_compiler(),
                                 replay=run_block, **kw)
        assert given.resources["registers_source"].startswith(("nvrtc", "nvcc"))
        wired = predict_kernel(MATMUL, "matmul_naive", (4, 4), (16, 16), **kw)
        assert wired.predicted_ms == given.predicted_ms


def test_registers_from_the_compiler_or_an_estimate():
    kw = dict(params={"M": 64, "N": 64, "K": 64})
    old = predict_kernel(MATMUL, "matmul_naive", (4, 4), (16, 16), device="8800gtx", **kw)
    assert old.resources["registers_source"] == "estimate"
    given = predict_kernel(MATMUL, "matmul_naive", (4, 4), (16, 16), device="8800gtx",
                           registers=20, **kw)
    assert given.resources["registers"] == 20
    if compiler_available():
        new = predict_kernel(MATMUL, "matmul_naive", (4, 4), (16, 16), device="h100", **kw)
        assert new.resources["registers_source"].startswith(("nvrtc", "nvcc"))
        assert new.resources["registers"] > 0


def test_tiled_matmul_ranks_above_naive_and_grows_with_the_tile():
    n = 512
    kw = dict(params={"M": n, "N": n, "K": n}, device="8800gtx")
    naive = predict_kernel(MATMUL, "matmul_naive", (n // 16, n // 16), (16, 16), **kw)
    t16 = predict_kernel(MATMUL, "matmul_tiled", (n // 16, n // 16), (16, 16),
                         defines={"TILE_X": 16}, **kw)
    t64 = predict_kernel(MATMUL, "matmul_tiled", (n // 64, n // 16), (16, 16),
                         defines={"TILE_X": 64}, registers=24, **kw)
    assert naive.predicted_ms > t16.predicted_ms > t64.predicted_ms


# ------------------------------------------------------------------ mechanisms (docs/model.md)

CONFLICTS = """
#define STRIDE %d
__global__ void conf(float *out)
{
    __shared__ float t[32 * 32 + 32];
    float s = 0.0f;
    for (int k = 0; k < 64; k++)
        s += t[(threadIdx.x %% 32) * STRIDE + k];
    out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}
"""


def test_bank_conflict_degree_is_monotone_on_the_h100(tmp_path):
    times = []
    for stride in (1, 2, 4, 8, 16, 32):
        f = tmp_path / f"conf{stride}.cu"
        f.write_text(CONFLICTS % stride)
        p = predict_kernel(str(f), "conf", (1056,), (256,), device="h100")
        times.append(p.predicted_ms)
    assert times == sorted(times) and times[-1] > 4 * times[0]


def test_scan_versions_wavefronts_and_order():
    # Init and Div cause the same wavefronts per block from warps with an active lane
    # (Div puts the conflicts in fewer warps); padding removes more of Div's than of
    # Init's. Where ptxas if-converts the bodies (rule 10, read from the compiled SASS),
    # every warp issues Div's accesses and the empty ones cost a wavefront each: Div pays
    # more (the H100 measured x1.13 at block 64, x1.25 at block 512).
    from warpsmith.backends.cuda_compile import compiler_available

    pipe, ms, flat = {}, {}, {}
    for k in ("scan_init", "scan_div", "scan_init_bank", "scan_div_bank"):
        p = predict_kernel(SCAN, k, (16384,), (128,), defines={"BLOCK_SIZE": 128},
                           device="h100")
        pipe[k], ms[k] = p.terms["pipe_shared"], p.predicted_ms
        flat[k] = predict_kernel(SCAN, k, (16384,), (128,), defines={"BLOCK_SIZE": 128},
                                 device="h100", ablate=("predication",)).terms["pipe_shared"]
    assert flat["scan_div"] == pytest.approx(flat["scan_init"], rel=0.05)
    if compiler_available():
        assert pipe["scan_div"] > 1.1 * pipe["scan_init"]
    assert pipe["scan_div_bank"] < pipe["scan_init_bank"] < pipe["scan_init"]
    assert ms["scan_div_bank"] < ms["scan_init_bank"] < min(ms["scan_init"], ms["scan_div"])


BARRIERS = """
__global__ void bars(float *out)
{
    __shared__ float t[1024];
    float s = 0.0f;
    for (int k = 0; k < 256; k++) {
        t[threadIdx.x] = s;
        __syncthreads();
        s += t[(threadIdx.x + 1) %% blockDim.x];
        __syncthreads();
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}
"""


def test_barrier_waits_hidden_by_resident_blocks(tmp_path):
    f = tmp_path / "bars.cu"
    f.write_text(BARRIERS.replace("%%", "%"))
    # one block per SM: every barrier's release latency is exposed
    one = predict_kernel(str(f), "bars", (132,), (1024,), device="h100")
    assert one.terms["sync"] > 0
    # many small blocks per SM: the other blocks' warps cover the waits
    many = predict_kernel(str(f), "bars", (132 * 32,), (64,), device="h100")
    assert many.terms["sync"] == 0
    # the old rule (the latency shared out as issue cycles) for comparison: serialized,
    # it made small blocks pay per barrier what large ones share
    old = predict_kernel(str(f), "bars", (132 * 32,), (64,), device="h100",
                         ablate=("barrier",))
    assert many.predicted_ms < old.predicted_ms


def test_one_wave_critical_path_bounds_a_small_grid():
    kw = dict(params={"M": 64, "N": 64, "K": 4096}, device="h100")
    small = predict_kernel(MATMUL, "matmul_naive", (1, 1), (32, 1), **kw)
    assert small.bottleneck == "occupancy"
    assert small.cycles >= small.critical_path_cycles > 0
    assert small.terms["critical_path"] > small.terms["throughput"]
    off = predict_kernel(MATMUL, "matmul_naive", (1, 1), (32, 1), ablate=("critical-path",),
                         **kw)
    assert off.predicted_ms < small.predicted_ms


def test_launch_overhead_is_noted_until_calibrated():
    import dataclasses

    from warpsmith.hw.descriptions import load_device

    kw = dict(params={"M": 64, "N": 64, "K": 64})
    dev = load_device("h100")
    if dev.launch_overhead_s is not None:  # calibrated since: drop it for this test
        dev = dataclasses.replace(dev, launch_overhead_s=None, launch_interval_s=None)
    p = predict_kernel(MATMUL, "matmul_naive", (4, 4), (16, 16), device=dev, **kw)
    assert p.launch_ms == 0 and any("launch overhead omitted" in n for n in p.notes)
    # a description with the field (a made-up value: this tests the mechanism)
    d2 = dataclasses.replace(dev, launch_overhead_s=3e-6, launch_interval_s=1e-6)
    q = predict_kernel(MATMUL, "matmul_naive", (4, 4), (16, 16), device=d2, **kw)
    assert q.launch_ms == pytest.approx(3e-3)
    assert q.predicted_ms == pytest.approx(p.predicted_ms + 3e-3)
    two = predict_launches([(MATMUL, "matmul_naive", (4, 4), (16, 16), kw["params"], None)] * 2,
                           device=d2)
    assert [x.launch_ms for x in two] == pytest.approx([3e-3, 1e-3])
    assert two[1].predicted_ms == pytest.approx(p.predicted_ms + 1e-3)


def test_block_dispatch_rate_is_a_floor():
    import dataclasses

    from warpsmith.hw.descriptions import load_device

    kw = dict(params={"M": 64, "N": 64, "K": 64})
    dev = dataclasses.replace(load_device("h100"), launch_overhead_s=None,
                              block_dispatch_s=None)
    p = predict_kernel(MATMUL, "matmul_naive", (4, 4), (16, 16), device=dev, **kw)
    slow = dataclasses.replace(dev, block_dispatch_s=1e-3)  # 1 ms a block: bound by it
    q = predict_kernel(MATMUL, "matmul_naive", (4, 4), (16, 16), device=slow, **kw)
    assert q.predicted_ms == pytest.approx(16 * 1.0) and q.bottleneck == "occupancy"
    fast = dataclasses.replace(dev, block_dispatch_s=1e-15)
    r = predict_kernel(MATMUL, "matmul_naive", (4, 4), (16, 16), device=fast, **kw)
    assert r.predicted_ms == pytest.approx(p.predicted_ms)


def test_l1_reuse_of_the_naive_matrix_multiply():
    from warpsmith.model.predict import dynamic_requests
    from warpsmith.model.predict_cache import l1_reuse
    from warpsmith.model import string_model as SM

    m = read_module(MATMUL)
    fn = next(k for k in m.kernels if k.name == "matmul_naive")
    pdg = build_pdg(m, fn, (64, 64, 1), (16, 16, 1), {"M": 1024, "N": 1024, "K": 1024})
    res = Resolver(pdg, load_device("h100"), "auto", 8).run()
    dyn = dynamic_requests(SM.build(pdg, res, SM.MemoryCosts()))
    loads = [a for a in pdg.accesses if a.space == "global"]
    miss, lines, _notes = l1_reuse(pdg, loads, dyn, 8, 200 * 1024, load_device("h100"))
    by = {a.array: miss[id(a)] for a in loads if a.kind == "load"}
    # per iteration the block's 8 warps request 16 sectors of A (2 rows each) and 16 of B;
    # A[row][i] stays in the same sector for 8 iterations (2 new sectors per iteration),
    # B[i][col] is the same 2 sectors for all 8 warps: 1 miss in 8 for both
    assert by == {"A": pytest.approx(1 / 8), "B": pytest.approx(1 / 8)}
    assert all(v >= 1 for v in lines.values())
    none, _l, notes = l1_reuse(pdg, loads, dyn, 8, 0, load_device("h100"))
    assert set(none.values()) == {1.0} and "no L1 reuse" in notes[0]
    # and the time: with the L1 the loads mostly hit (the calibrated L1 latency), faster
    kw = dict(params={"M": 1024, "N": 1024, "K": 1024}, device="h100")
    with_l1 = predict_kernel(MATMUL, "matmul_naive", (64, 64), (16, 16), **kw)
    without = predict_kernel(MATMUL, "matmul_naive", (64, 64), (16, 16), ablate=("l1",), **kw)
    assert with_l1.predicted_ms < without.predicted_ms


def test_tiled_loads_have_no_l1_reuse():
    from warpsmith.model.predict import dynamic_requests
    from warpsmith.model.predict_cache import l1_reuse
    from warpsmith.model import string_model as SM

    m = read_module(MATMUL, defines={"TILE_X": "64"})
    fn = next(k for k in m.kernels if k.name == "matmul_tiled")
    pdg = build_pdg(m, fn, (16, 64, 1), (16, 16, 1), {"M": 1024, "N": 1024, "K": 1024})
    res = Resolver(pdg, load_device("h100"), "auto", 8).run()
    dyn = dynamic_requests(SM.build(pdg, res, SM.MemoryCosts()))
    loads = [a for a in pdg.accesses if a.space == "global"]
    miss, _lines, _n = l1_reuse(pdg, loads, dyn, 8, 200 * 1024, load_device("h100"))
    assert [miss[id(a)] for a in loads if a.kind == "load"] and \
        all(miss[id(a)] == 1.0 for a in loads if a.kind == "load")


def test_dram_bytes_per_wave_beyond_l2():
    from warpsmith.model.predict_cache import wave_dram_bytes

    # fits in L2: each byte once
    assert wave_dram_bytes(10e6, 2e6, 8, 50e6, 80e6) == 10e6
    # 100 MB over a 50 MB L2, read again by every wave: 8 waves of 30 MB, capped by traffic
    assert wave_dram_bytes(100e6, 30e6, 8, 50e6, 400e6) == 240e6
    assert wave_dram_bytes(100e6, 30e6, 8, 50e6, 150e6) == 150e6


def test_ablate_names_are_checked():
    with pytest.raises(Exception, match="cannot turn off"):
        predict_kernel(MATMUL, "matmul_naive", (4, 4), (16, 16), device="h100",
                       params={"M": 64, "N": 64, "K": 64}, ablate=("magic",))


def test_sass_cost_of_builtins_derived_by_compiling(tmp_path):
    """Mechanism: sinf / integer division cost their compiled fast path on sm_90 (more than
    one instruction), stay 1 on the 8800 GTX (with a note), and a division by the counter of
    a constant-trip loop (unrolled by the compiler) stays 1."""
    import pytest as _pt

    from warpsmith.backends.cuda_compile import compiler_available, local_compiler
    from warpsmith.pipeline_predict import predict_kernel
    from warpsmith.model.predict_sass import op_cost

    if not compiler_available():
        _pt.skip("no NVRTC")
    cc = local_compiler()
    assert op_cost("sm_90", "sinf", cc) > 5 and op_cost("sm_90", "idiv", cc) > 5
    assert op_cost("sm_90", "nosuch", cc) is None and op_cost("sm_10", "sinf", cc) is None
    assert op_cost("sm_90", "sinf", None) is None
    src = tmp_path / "k.cu"
    src.write_text("__global__ void a(float *x, int *y, int n) { int i = threadIdx.x;\n"
                   "  x[i] = sinf(x[i]); y[i] = y[i] / n; }\n"
                   "__global__ void b(float *x, int *y, int n) { int i = threadIdx.x;\n"
                   "  x[i] = x[i] + 1.0f; y[i] = y[i] + n; }\n"
                   "__global__ void c(int *y) { int i = threadIdx.x;\n"
                   "  for (int s = 2; s <= 64; s <<= 1) y[i] += i % s; }\n"
                   "__global__ void d(int *y) { int i = threadIdx.x;\n"
                   "  for (int s = 2; s <= 64; s <<= 1) y[i] += i & s; }\n")
    kw = dict(grid=(1,), block=(32,), params={"n": 3})
    from warpsmith.analysis.pdg import build_pdg
    from warpsmith.model.predict_sass import cost_function
    from warpsmith.pipeline_predict import read_kernel

    def instr(name, ops):
        m, fn = read_kernel(src, name)
        return build_pdg(m, fn, (1,), (32,), {"n": 3}, latency={"ops": ops}).instructions()

    f = cost_function("sm_90", cc)
    gap = instr("a", f) - instr("b", f)
    assert gap == (op_cost("sm_90", "sinf", cc) - 1) + (op_cost("sm_90", "idiv", cc) - 1)
    assert instr("a", None) == instr("b", None)
    assert instr("c", f) == instr("d", f)
    pa = predict_kernel(src, "a", **kw)
    assert any("SASS" in n for n in pa.notes)
    off = predict_kernel(src, "a", ablate=("sass",), **kw)
    assert off.cycles < pa.cycles
    old = predict_kernel(src, "a", device="8800gtx", **kw)
    assert any("no SASS cost" in n for n in old.notes)


def test_branchy_builtins_keep_unrolled_loads_in_place(tmp_path):
    """Mechanism (docs/model.md rule 9): sinf's SASS branches (its slow path), expf's does
    not; an unrolled loop whose copies call sinf keeps each
    copy's load in place (latency exposed copy by copy), the same loop with a branch-free
    body has its loads issued together, so the first predicts longer per load."""
    import pytest as _pt

    from warpsmith.backends.cuda_compile import compiler_available, local_compiler
    from warpsmith.pipeline_predict import predict_kernel
    from warpsmith.model.predict_sass import conditional_branches, op_branches

    if not compiler_available():
        _pt.skip("no NVRTC")
    cc = local_compiler()
    assert op_branches("sm_90", "sinf", cc) is True and op_branches("sm_90", "expf", cc) is False
    assert op_branches("sm_90", "nosuch", cc) is None and conditional_branches(b"") == 0
    src = tmp_path / "k.cu"
    body = ("__global__ void {n}(const float *x, float *y) {{ int i = threadIdx.x;\n"
            "  float s = 0.0f;\n#pragma unroll\n  for (int r = 0; r < 8; r++)\n"
            "    s += x[i + 256 * r] * {f}((float)r * 0.1f + (float)i);\n  y[i] = s; }}\n")
    src.write_text(body.format(n="branchy", f="sinf") + body.format(n="flat", f="expf"))
    kw = dict(grid=(1,), block=(32,))
    b, f = predict_kernel(src, "branchy", **kw), predict_kernel(src, "flat", **kw)
    labels = [it["label"] for it in b.tokens if "label" in it]
    assert not any("(loads)" in x for x in labels)  # not batched
    assert any("(loads)" in it.get("label", "") for it in f.tokens)  # batched
    assert b.critical_path_cycles - f.critical_path_cycles > 4 * 500  # latencies exposed


ROWS = """__global__ void rows(const int *rowptr, const float *vals, float *out, int nrows) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < nrows) {
        float s = 0.0f;
        for (int e = rowptr[r]; e < rowptr[r + 1]; e++) s += vals[e];
        out[r] = s;
    }
}
"""


def test_predict_prices_a_data_decided_loop_from_the_callers_data(tmp_path, capsys):
    """``ws.predict(args=)`` and ``warpsmith predict --arg BUFFER=...``: the one-block replay
    runs on the caller's data (copies of it), so rows of 64 entries cost more than the
    buffers of ones the model assumes without data, and the caller's arrays are untouched;
    a buffer given without the others is a named error."""
    import warpsmith as ws

    n = 4096
    rowptr = (np.arange(n + 1) * 64).astype(np.int32)
    vals = np.ones(64 * n, np.float32)
    out = np.full(n, 7.0, np.float32)
    k = ws.read(ROWS, dialect="cuda").kernel("rows")
    launch = ws.Launch(grid=(32,), block=(128,), params={"nrows": n})
    plain = ws.predict(k, launch, "h200").as_json()["predicted_ms"]
    data = ws.predict(k, launch, "h200", args={"rowptr": rowptr, "vals": vals, "out": out,
                                               "nrows": n}).as_json()["predicted_ms"]
    assert data > 1.3 * plain
    assert (out == 7.0).all() and rowptr[-1] == 64 * n
    src = tmp_path / "rows.cu"
    src.write_text(ROWS)
    np.save(tmp_path / "rp.npy", rowptr)
    argv = ["predict", str(src), "-k", "rows", "--grid", "32", "--block", "128", "--device",
            "h200", "--arg", "nrows=4096", "--json"]
    assert main(argv) == 0
    assert json.loads(capsys.readouterr().out)["predicted_ms"] == pytest.approx(plain)
    assert main(argv + ["--arg", f"rowptr=@{tmp_path / 'rp.npy'}",
                        "--arg", "vals=float32[262144]:random", "--arg", "out=float32[4096]"]) == 0
    assert json.loads(capsys.readouterr().out)["predicted_ms"] == pytest.approx(data)
    assert main(argv + ["--arg", f"rowptr=@{tmp_path / 'rp.npy'}"]) != 0
    err = capsys.readouterr().err
    assert "no value for parameter 'vals'" in err
    assert f"{src}:1:" in err  # the parameter's place in the file: file:line:col
