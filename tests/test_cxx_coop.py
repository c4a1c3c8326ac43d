"""Issue 18: cooperative groups, warp match/vote/reduce intrinsics and the C library of
device code, through the whole pipeline (docs/cxx-coop.md).

Each reproduction of tests/coop_cases.py is read, run on the simulator against its NumPy
reference (bit for bit), printed as CUDA and read again (same results), and printed as
OpenCL or refused with its reason; analyze and predict take the kernels. The C math
subset has a hypothesis differential test against Python's math."""

import math

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import warpsmith as ws
from warpsmith.ir.errors import SemanticError, SimulationError, Unsupported

from coop_cases import CASES, MATH_SRC, math_inputs, math_reference


def _run(kernel, case, inputs):
    r = ws.run(kernel, ws.Launch(case.grid, case.block), dict(inputs))
    return {name: r.outputs[name] for name in case.outputs}


def _same(a: np.ndarray, b: np.ndarray) -> bool:
    return a.dtype == b.dtype and a.shape == b.shape and a.tobytes() == b.tobytes()


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_reproduction(case):
    inputs = case.make(np.random.default_rng(18))
    k = ws.read(case.source).kernel(case.kernel)
    got = _run(k, case, inputs)
    want = case.reference(inputs)
    for name in case.outputs:
        assert _same(got[name], np.asarray(want[name]).astype(got[name].dtype)), (
            name, got[name][:16], np.asarray(want[name])[:16])
    cuda = str(ws.translate(k, "cuda"))
    again = ws.read(cuda).kernel(case.kernel)
    for name, v in _run(again, case, inputs).items():
        assert _same(v, got[name]), name
    if case.opencl_refusal is None:
        assert "__kernel" in str(ws.translate(k, "opencl"))
    else:
        with pytest.raises(Unsupported) as err:
            ws.translate(k, "opencl")
        assert case.opencl_refusal in str(err.value)


def test_printed_cuda_compiles_with_nvrtc():
    """Every printed reproduction compiles for sm_90 (the local NVRTC; the device run of
    scripts/gpu_coop.sh also compiles the user's text)."""
    from warpsmith.backends.cuda_compile import compile_cuda, load_nvrtc

    if load_nvrtc() is None:
        pytest.skip("NVRTC (libnvrtc) is not installed")
    for case in CASES:
        k = ws.read(case.source).kernel(case.kernel)
        compile_cuda(str(ws.translate(k, "cuda")), case.kernel, "sm_90")


def test_analyze_and_predict_take_cooperative_groups():
    by = {c.name: c for c in CASES}
    for name in ("tile_reduce_8", "coalesced_count", "block_votes", "block_geom"):
        c = by[name]
        k = ws.read(c.source).kernel(c.kernel)
        launch = ws.Launch(c.grid, c.block)
        assert ws.analyze(k, launch).as_json()
        p = ws.predict(k, launch, mode="bounds")
        assert p.as_json()["predicted_ms"] > 0 if "predicted_ms" in p.as_json() else p


def test_trace_counts_block_sync_and_block_votes_as_barriers():
    src = """#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void k(int *out) {
    cg::thread_block b = cg::this_thread_block();
    b.sync();
    out[threadIdx.x] = __syncthreads_count(threadIdx.x < 10);
}"""
    k = ws.read(src).kernel("k")
    r = ws.run(k, ws.Launch(1, 64), {"out": np.zeros(64, np.int32)}, trace=True)
    assert (r.outputs["out"] == 10).all()
    assert r.trace["barriers"] == 4  # two barriers, two warps each


def test_grid_sync_is_refused_on_the_simulator_with_the_reason():
    src = """#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void k(int *out) {
    cg::grid_group g = cg::this_grid();
    out[g.thread_rank()] = 1;
    g.sync();
}"""
    k = ws.read(src).kernel("k")
    assert "cooperative_groups::this_grid().sync()" in str(ws.translate(k, "cuda"))
    with pytest.raises(Unsupported) as err:
        ws.run(k, ws.Launch(2, 32), {"out": np.zeros(64, np.int32)})
    assert "cooperative launch" in str(err.value) and err.value.loc.line == 6


def test_failed_assert_names_kernel_thread_and_line():
    src = """__global__ void k(const int *x) {
    assert(x[threadIdx.x] < 5);
}"""
    k = ws.read(src).kernel("k")
    with pytest.raises(SimulationError) as err:
        ws.run(k, ws.Launch(1, 8), {"x": np.arange(8, dtype=np.int32)})
    msg = str(err.value)
    assert "kernel k" in msg and "line 2" in msg and "thread (5,0,0)" in msg


def test_bad_cooperative_groups_are_located_errors():
    bad = {
        "thread_block_tile<12>": "cg::thread_block_tile<12> t = cg::tiled_partition<12>(b);",
        "tiles larger than a warp": "auto t = cg::tiled_partition<64>(b);",
        "run time": "auto t = cg::tiled_partition(b, (int)threadIdx.x);",
    }
    for why, line in bad.items():
        src = ("#include <cooperative_groups.h>\nnamespace cg = cooperative_groups;\n"
               "__global__ void k(int *o) {\n cg::thread_block b = cg::this_thread_block();\n "
               + line + "\n o[0] = 1;\n}")
        with pytest.raises((Unsupported, SemanticError)) as err:
            ws.read(src).kernel("k")
        assert err.value.loc is not None and err.value.loc.line == 5, why


def test_tile_parameters_and_nested_partitions():
    src = """#include <cooperative_groups.h>
using namespace cooperative_groups;
__device__ int warp_sum(thread_block_tile<32> g, int v) {
    for (int o = g.size() / 2; o > 0; o /= 2) v += g.shfl_down(v, o);
    return v;
}
__global__ void k(const int *x, int *out) {
    thread_block b = this_thread_block();
    thread_block_tile<32> w = tiled_partition<32>(b);
    thread_block_tile<4> q = tiled_partition<4>(w);
    int s = warp_sum(w, x[b.thread_rank()]);
    out[b.thread_rank()] = s * 1000 + q.meta_group_rank() * 10 + q.meta_group_size();
}"""
    k = ws.read(src).kernel("k")
    x = np.arange(64, dtype=np.int32)
    out = ws.run(k, ws.Launch(1, 64), {"x": x, "out": np.zeros(64, np.int32)}).outputs["out"]
    lane = np.arange(64) % 32
    sums = np.where(lane == 0, np.repeat(x.reshape(2, 32).sum(1), 32), out // 1000)
    assert (out // 1000 == sums).all()
    assert (out % 1000 == (lane // 4) * 10 + 8).all()


@settings(max_examples=25, derandomize=True, deadline=None)
@given(st.lists(st.floats(-1e6, 1e6, width=32, allow_subnormal=True), min_size=64,
                max_size=64),
       st.lists(st.floats(0.125, 64.0, width=32), min_size=64, max_size=64),
       st.lists(st.booleans(), min_size=64, max_size=64))
def test_math_subset_against_python(xs, ys, negate):
    """The C math of device code on the simulator equals Python's math on random floats."""
    a = math_inputs(np.random.default_rng(0))
    a["x"] = np.array(xs, np.float32)
    a["y"] = np.where(negate, -np.array(ys, np.float32), np.array(ys, np.float32)).astype(
        np.float32)
    got = _MATH.run(a)
    want = math_reference(a)
    for name in ("out", "iout", "lout"):
        assert _same(got[name], want[name].astype(got[name].dtype)), (
            name, np.flatnonzero(got[name] != want[name])[:5])


class _Math:
    def __init__(self):
        self.k = None

    def run(self, a):
        if self.k is None:
            self.k = ws.read(MATH_SRC).kernel("math_funcs")
        r = ws.run(self.k, ws.Launch(1, 64), dict(a))
        return r.outputs


_MATH = _Math()


def test_erfcinv_rnorm3d_ilogb_specials():
    src = """__global__ void k(const float *x, float *o, int *e) {
    int i = threadIdx.x;
    o[2 * i] = erfcinvf(x[i]);
    o[2 * i + 1] = rnorm3df(x[i], 2.0f, 2.0f);
    e[i] = ilogbf(x[i]);
}"""
    x = np.array([0.5, 1.0, 1.5, 0.0, np.inf, np.nan, 1e-40, 2.0], np.float32)
    k = ws.read(src).kernel("k")
    r = ws.run(k, ws.Launch(1, 8), {"x": x, "o": np.zeros(16, np.float32),
                                    "e": np.zeros(8, np.int32)}).outputs
    from scipy.special import erfcinv
    assert _same(r["o"][0::2], erfcinv(x.astype(np.float64)).astype(np.float32))
    want = [np.float32(1 / math.sqrt(float(v) ** 2 + 8)) if math.isfinite(v) else
            (np.float32(0) if math.isinf(v) else np.float32(np.nan)) for v in x.tolist()]
    assert _same(r["o"][1::2], np.array(want, np.float32))
    assert r["e"].tolist() == [-1, 0, 0, -2**31, 2**31 - 1, -2**31, -133, 1]


GROUP_TO_TEMPLATE = """
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
template <class WarpT> __device__ void warpSum(float &val, WarpT &warp) {
  val = cg::reduce(warp, val, cg::plus<float>());
}
__global__ void k(float *x) {
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
  float v = x[threadIdx.x];
  warpSum(v, warp);      // WarpT is deduced as the tile's type (gsplat's warpSum)
  x[threadIdx.x] = v;
}
"""


def test_group_passed_to_a_function_template():
    x = np.arange(64, dtype=np.float32)
    p = ws.read(GROUP_TO_TEMPLATE, dialect="cuda")
    out = ws.run(p.kernel("k"), ws.Launch(1, 64), {"x": x}).outputs["x"]
    want = np.repeat([x[:32].sum(), x[32:].sum()], 32)
    np.testing.assert_array_equal(out, want)
    again = ws.read(ws.translate(p, "cuda").text, dialect="cuda")
    np.testing.assert_array_equal(ws.run(again.kernel("k"), ws.Launch(1, 64),
                                         {"x": x}).outputs["x"], want)


def test_labeled_and_binary_partition():
    from coop_cases import PARTITION_SRC
    rng = np.random.default_rng(0)
    x = rng.standard_normal(64).astype(np.float32)
    lab = rng.integers(0, 4, 64).astype(np.int32)
    args = {"x": x, "label": lab, "out": np.zeros(64, np.float32),
            "rank": np.zeros(64, np.int32), "bsize": np.zeros(64, np.int32)}
    p = ws.read(PARTITION_SRC, dialect="cuda")
    out = ws.run(p.kernel("partition_k"), ws.Launch(1, 64), args).outputs
    for w in range(2):
        lanes = np.arange(32 * w, 32 * w + 32)
        for label in range(4):
            idx = lanes[lab[lanes] == label]
            assert len(set(out["out"][idx].tolist())) == 1      # every member has it
            assert abs(out["out"][idx[0]] - x[idx].astype(np.float64).sum()) < 1e-5
            assert list(out["rank"][idx]) == list(range(len(idx)))
        big = lab[lanes] > 1
        assert list(out["bsize"][lanes]) == [big.sum() if b else (~big).sum() for b in big]
    again = ws.read(ws.translate(p, "cuda").text, dialect="cuda")
    out2 = ws.run(again.kernel("partition_k"), ws.Launch(1, 64), args).outputs
    for k in out:
        np.testing.assert_array_equal(out[k], out2[k])
