"""Lanes per thread for a loop of independent iterations (transform/lanes.py) and lane
groups sized to the trip count for warp-reduce: on the simulator the variants compute what
the originals do (the fourth held-out suite's row_scatter_perm and gbmv_rows at their small
launches, in both dialects, and synthetic row walks with odd row lengths and partial last
blocks, for every lane count and rows per block); loops that carry a value, stores that
iterations may share and buffers both read and written are refused with the reason; the
optimizer chooses lanes for the uncoalesced row walk, leaves coalesced loops alone and
refuses a row walk the L1 already serves (gbmv_rows); the printed CUDA compiles with NVRTC
for sm_90."""

from __future__ import annotations

import numpy as np
import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from heldout_variants import HELDOUT4, check_heldout, heldout  # noqa: E402
from warpsmith.backends.simulator import simulate  # noqa: E402
from warpsmith.corpus import int_params, read_spec  # noqa: E402
from warpsmith.corpus import heldout as H  # noqa: E402
from warpsmith.frontend import read_module  # noqa: E402
from warpsmith.ir import find_kernel  # noqa: E402
from warpsmith.ir.launch import Launch  # noqa: E402
from warpsmith.transform.lanes import lanes_per_row  # noqa: E402
from warpsmith.transform.memopt import optimize  # noqa: E402
from warpsmith.transform.variant import Refusal, Variant  # noqa: E402
from warpsmith.transform.warpreduce import lane_counts, reduction_loops, warp_reduce  # noqa: E402


COPY = """
extern "C" __global__ void k(const float *in, const int *perm, float *out, int n, int D) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= n) return;
    int d = perm[r];
    float scale = (float)(r % 3) + 1.0f;
    for (int j = 0; j < D; j++) {
        float v = in[r * D + j];
        int o = d * D + j;
        out[o] = v * scale;
    }
    out[n * D + r] = scale;
}"""

COPY_CL = """
__kernel void k(__global const float *in, __global const int *perm, __global float *out,
                int n, int D) {
    int r = get_global_id(0);
    if (r < n) {
        int d = perm[r];
        for (int j = 1; j <= D; ++j) out[d * (D + 1) + j - 1] = in[r * D + j - 1] + 1.0f;
        out[d * (D + 1) + D] = (float)d;
    }
}"""

BAD = {
    "carried": ("for (int j = 0; j < D; j++) { acc = acc * 0.5f + in[r * D + j]; "
                "out[d * D + j] = acc; }", "carried from one iteration"),
    "same element": ("for (int j = 0; j < D; j++) out[d] = in[r * D + j];",
                     "iterations may write the same element"),
    "in place": ("for (int j = 0; j < D; j++) out[d * D + j] = out[r * D + j];",
                 "reads and writes out"),
    "leaves": ("for (int j = 0; j < D; j++) { if (in[r * D + j] < 0.0f) break; "
               "out[d * D + j] = 1.0f; }", "leaves early"),
    "private": ("for (int j = 0; j < D; j++) { t[j & 3] = in[r * D + j]; "
                "out[d * D + j] = t[(j + 1) & 3]; }", "not place in global memory"),
    "compound": ("for (int j = 0; j < D; j++) out[d * D + j] += in[r * D + j];",
                 "compound store"),
}

BAD_KERNEL = """
extern "C" __global__ void k(const float *in, const int *perm, float *out, int n, int D) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < n) {
        int d = perm[r];
        float acc = 0.0f;
        float t[4] = {0.0f, 0.0f, 0.0f, 0.0f};
        LOOP
    }
}"""


def _module(text):
    cl = "__kernel" in text
    return read_module("k.cl" if cl else "k.cu", text=text, dialect="opencl" if cl else "cuda")


def _copy_args(n, D, extra):
    rng = np.random.default_rng(n * 97 + D)
    return {"in": rng.integers(-4, 5, n * D).astype(np.float32),
            "perm": rng.permutation(n).astype(np.int32),
            "out": np.full(n * D + extra, -7.0, np.float32), "n": np.int32(n),
            "D": np.int32(D)}


def _same(m, v, grid, block, args, out):
    want = simulate(m, "k", grid, block, args()).outputs[out]
    got = simulate(v.module, v.kernel, v.grid, v.block, args()).outputs[out]
    assert got.tobytes() == want.tobytes()


@settings(max_examples=8, derandomize=True, deadline=None)
@given(n=st.integers(1, 45), D=st.integers(0, 41), G=st.sampled_from([2, 4, 8, 16, 32]),
       R=st.sampled_from([1, 2, 4, 8]), cl=st.booleans())
def test_lanes_same_outputs(n, D, G, R, cl):
    """Odd row lengths, trip counts the lanes do not divide, a partial last block."""
    m = _module(COPY_CL if cl else COPY)
    B = 16
    grid, block = (-(-n // B), 1, 1), (B, 1, 1)
    v = Variant.of(m, "k", Launch(grid, block))
    loop = reduction_loops(v.function())[0]
    out = lanes_per_row(v, loop=loop, lanes=G, rows=R)
    if (grid[0] * B) % R:
        assert isinstance(out, Refusal) and "multiple" in out.reason
        return
    assert isinstance(out, Variant), out
    assert out.block == (G, R, 1)
    assert out.launch_map.apply(grid, block) == (out.grid, out.block)
    # n words after the rows: the CUDA kernel's per-row word, the OpenCL one's wider rows
    _same(m, out, grid, block, lambda: _copy_args(n, D, n), "out")


@pytest.mark.parametrize("what", sorted(BAD))
def test_dependent_iterations_are_refused(what):
    loop, reason = BAD[what]
    m = _module(BAD_KERNEL.replace("LOOP", loop))
    v = Variant.of(m, "k", Launch((2, 1, 1), (32, 1, 1)))
    out = lanes_per_row(v, loop=reduction_loops(v.function())[0], lanes=32, rows=8)
    assert isinstance(out, Refusal), what
    assert reason in out.reason, out.reason


def test_optimizer_refuses_a_carried_value_with_its_reason():
    m = _module(BAD_KERNEL.replace("LOOP", BAD["carried"][0]))
    L = Launch((8, 1, 1), (256, 1, 1), params={"n": 2048, "D": 256})
    res = optimize(m, "k", L, steps=("lanes",))
    assert not res.applied
    assert any(r.step == "lanes" and "carried" in r.reason for r in res.refused)


def test_optimizer_chooses_lanes_for_the_row_walk_only():
    m = _module(COPY)
    L = Launch((8, 1, 1), (256, 1, 1), params={"n": 2048, "D": 256})
    res = optimize(m, "k", L)
    # the lanes, on the walk as it is or with each lane's 16 bytes grouped first
    assert [s.name for s in res.applied] in (["lanes"], ["group-loop", "lanes"])
    assert res.variant.block == (32, 8, 1)
    coalesced = COPY.replace("in[r * D + j]", "in[j * n + r]").replace("d * D + j", "j * n + d")
    res = optimize(_module(coalesced), "k", L)
    assert "lanes" not in [s.name for s in res.applied]


def test_lane_counts_follow_the_trip_count():
    assert lane_counts(17) == (16,)
    assert lane_counts(9, (32, 64)) == (8,)
    assert lane_counts(40, (32, 64)) == (32,)
    assert lane_counts(100, (32, 64)) == (32, 64)
    assert lane_counts(None) == (32,)
    assert lane_counts(1) == ()


# ------------------------------------------------------------ the fourth held-out suite





@pytest.mark.parametrize("name", ["row_scatter_perm", "row_scatter_perm_cl"])
def test_row_scatter_perm_by_the_optimizer(name):
    s, m, L = heldout(name)
    res = optimize(m, s.kernel, L)
    assert [a.name for a in res.applied][:1] == ["lanes"], res.refused
    check_heldout(s, m, res.variant)


@pytest.mark.parametrize("name", ["row_scatter_perm", "row_scatter_perm_cl"])
@pytest.mark.parametrize("G,R", [(32, 2), (16, 4), (4, 16), (2, 1)])
def test_row_scatter_perm_every_lane_count(name, G, R):
    s, m, L = heldout(name)
    v = Variant.of(m, s.kernel, L)
    out = lanes_per_row(v, loop=reduction_loops(v.function())[0], lanes=G, rows=R)
    assert isinstance(out, Variant), out
    check_heldout(s, m, out)


@pytest.mark.parametrize("name", ["gbmv_rows", "gbmv_rows_cl"])
@pytest.mark.parametrize("G", [2, 8, 16, 32])
def test_gbmv_rows_lane_groups(name, G):
    """A group of G lanes per row of 9 band entries (the small launch): the sums of small
    integers are exact in every order."""
    s, m, L = heldout(name)
    v = Variant.of(m, s.kernel, L)
    R = 1 if m.dialect == "opencl" else 128 // G
    out = warp_reduce(v, loop=reduction_loops(v.function())[0], rows=R, lanes=G,
                      reassociate=True)
    assert isinstance(out, Variant), out
    assert out.block == (G, R, 1)
    check_heldout(s, m, out)


@pytest.mark.parametrize("name", ["gbmv_rows", "gbmv_rows_cl"])
@pytest.mark.parametrize("launch", ["ci", "gpu"])
def test_gbmv_rows_is_left_alone_the_walk_is_cached(name, launch):
    """Both row-spreading steps refuse gbmv_rows: its warp's 32 rows of w floats fit in a
    warp's share of the L1, stated in the refusal."""
    s = H.spec(name, HELDOUT4)
    m = read_spec(s, "ci")
    P = s.ci if launch == "ci" else s.paper
    fn = find_kernel(m, s.kernel)
    L = Launch(P.grid, P.block, 0, int_params(fn, dict(P.dims)))
    res = optimize(m, s.kernel, L, steps=("warp-reduce", "lanes"), reassociate=True)
    assert not res.applied
    for step in ("warp-reduce", "lanes"):
        assert any(r.step == step and "served by the L1" in r.reason for r in res.refused)


@pytest.mark.parametrize("name", ["argmax_rows", "argmax_rows_cl"])
def test_argmax_rows_loop_carries_its_best(name):
    s, m, L = heldout(name)
    v = Variant.of(m, s.kernel, L)
    out = lanes_per_row(v, loop=reduction_loops(v.function())[0], lanes=32, rows=8)
    assert isinstance(out, Refusal) and "best is declared outside the loop" in out.reason


# --------------------------------------------------------------------------- NVRTC

def _compile():
    from warpsmith.backends.cuda_compile import compile_cuda, compiler_available

    if compiler_available() is None:
        pytest.skip("no CUDA compiler: neither libnvrtc nor nvcc is installed")
    return compile_cuda


@pytest.mark.parametrize("step", ["lanes", "warp-reduce"])
def test_printed_cuda_compiles_for_sm90(step):
    from warpsmith.backends.cuda import cuda_source

    compile_cuda = _compile()
    name = "row_scatter_perm" if step == "lanes" else "gbmv_rows"
    s, m, L = heldout(name)
    v = Variant.of(m, s.kernel, L)
    loop = reduction_loops(v.function())[0]
    out = (lanes_per_row(v, loop=loop, lanes=8, rows=16) if step == "lanes" else
           warp_reduce(v, loop=loop, rows=16, lanes=8, reassociate=True))
    assert isinstance(out, Variant), out
    fn = find_kernel(out.module, out.kernel)
    text = cuda_source(out.module, fn)
    assert compile_cuda(text, fn.name, "sm_90").registers > 0
    if step == "warp-reduce":  # the shuffles name only the group's lanes
        assert "__shfl_xor_sync(255u <<" in text.replace("(unsigned)", ""), text


# ------------------------------------------------------------------ argmax / argmin

ARG = """
extern "C" __global__ void k(const T *A, T *vbest, int *ibest, int rows, int cols) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows) {
        T best = A[r * cols];
        int bi = 0;
        for (int c = 1; c < cols; c++) {
            T v = A[r * cols + c];
            if (COND) { best = v; bi = c; }
        }
        vbest[r] = best;
        ibest[r] = bi;
    }
}"""

ARG_CL = """
__kernel void k(__global const float *A, __global float *vbest, __global int *ibest,
                int rows, int cols) {
    int r = get_global_id(0);
    if (r >= rows) return;
    float best = INFINITY;
    int bi = -1;
    for (int c = 0; c < cols; ++c) {
        float v = A[r * cols + c] * 2.0f;
        if (best > v) {
            bi = c;
            best = v;
        }
    }
    vbest[r] = best;
    ibest[r] = bi;
}"""

SPECIALS = np.array([0.0, -0.0, 1.0, -1.0, 2.0, np.inf, -np.inf, np.nan], np.float32)


def _arg_args(rows, cols, kind, seed):
    rng = np.random.default_rng(seed)
    n = rows * max(cols, 1)
    if kind == "int":
        a = rng.integers(-3, 4, n).astype(np.int32)  # many ties
        a[rng.random(n) < 0.1] = np.iinfo(np.int32).min
        a[rng.random(n) < 0.1] = np.iinfo(np.int32).max
    else:
        a = SPECIALS[rng.integers(0, SPECIALS.size, n)]  # ties, signed zeros, inf, NaN
    dtype = a.dtype
    return {"A": a, "vbest": np.zeros(rows, dtype), "ibest": np.full(rows, -5, np.int32),
            "rows": np.int32(rows), "cols": np.int32(cols)}


def _arg_module(kind, op):
    if kind == "cl":
        return _module(ARG_CL)
    T = "int" if kind == "int" else "float"
    return _module(ARG.replace("T ", f"{T} ").replace("T *", f"{T} *").replace("COND", op))


@settings(max_examples=10, derandomize=True, deadline=None)
@given(rows=st.integers(1, 40), cols=st.integers(1, 75), G=st.sampled_from([2, 4, 8, 16, 32]),
       kind=st.sampled_from(["float", "int", "cl"]),
       op=st.sampled_from(["v > best", "v < best", "best < v", "best > v"]),
       seed=st.integers(0, 3))
def test_argmax_argmin_same_outputs(rows, cols, G, kind, op, seed):
    """Every lane count, odd row lengths, partial last blocks; ties, signed zeros,
    infinities and NaN in float rows (also NaN as the value before the loop), the type's
    extremes in int rows: the value and the first position are the loop's, bit for bit."""
    m = _arg_module(kind, op)
    B = 16
    grid, block = (-(-rows // B), 1, 1), (B, 1, 1)
    v = Variant.of(m, "k", Launch(grid, block))
    local = kind == "cl"
    R = 1 if local else 64 // G
    out = warp_reduce(v, loop=reduction_loops(v.function())[0], rows=R, lanes=G)
    if (grid[0] * B) % R:
        assert isinstance(out, Refusal)
        return
    assert isinstance(out, Variant), out
    assert "arg" in out.steps[-1].detail
    for name in ("vbest", "ibest"):
        _same(m, out, grid, block, lambda: _arg_args(rows, cols, kind, seed), name)


ARG_BAD = {
    "not strict": ("if (v >= best) { best = v; bi = c; }", "condition"),
    "index read": ("if (v > best) { best = v; bi = c + bi; }", "loop variable"),
    "best read": ("if (v > best) { best = v; bi = c; } acc += best;", "declarations and one"),
    "other value": ("if (v > best) { best = v + 1.0f; bi = c; }", "compared with"),
}


@pytest.mark.parametrize("what", sorted(ARG_BAD))
def test_not_a_selection_is_refused(what):
    body, reason = ARG_BAD[what]
    text = ARG.replace("T ", "float ").replace("T *", "float *")
    text = text.replace("if (COND) { best = v; bi = c; }", body)
    text = text.replace("int bi = 0;", "int bi = 0; float acc = 0;")
    v = Variant.of(_module(text), "k", Launch((2, 1, 1), (32, 1, 1)))
    out = warp_reduce(v, loop=reduction_loops(v.function())[0], rows=8, reassociate=True)
    assert isinstance(out, Refusal), what
    assert reason in out.reason, out.reason


def test_index_must_start_before_the_loop():
    text = ARG.replace("T ", "float ").replace("T *", "float *").replace(
        "COND", "v > best").replace("int bi = 0;", "int bi = 3;")
    v = Variant.of(_module(text), "k", Launch((2, 1, 1), (32, 1, 1)))
    out = warp_reduce(v, loop=reduction_loops(v.function())[0], rows=8)
    assert isinstance(out, Refusal) and "start below" in out.reason


def _long_rows(L):
    """The small launch, with the optimizer told the rows are 4096 long: OpenCL C's
    work-group per row is tried only over long rows (the variant reads ``cols`` at run
    time, so it runs at the small size)."""
    return Launch(L.grid, L.block, 0, dict(L.params, cols=4096))


@pytest.mark.parametrize("name", ["argmax_rows", "argmax_rows_cl"])
def test_argmax_rows_by_the_optimizer(name):
    s, m, L = heldout(name)
    res = optimize(m, s.kernel, _long_rows(L))
    assert [a.name for a in res.applied][:1] == ["warp-reduce"], res.refused
    assert "argmax (best, bi)" in res.applied[0].detail
    check_heldout(s, m, res.variant)


@pytest.mark.parametrize("G", [8, 32])
def test_argmax_printed_cuda_compiles_for_sm90(G):
    from warpsmith.backends.cuda import cuda_source

    compile_cuda = _compile()
    s, m, L = heldout("argmax_rows")
    v = Variant.of(m, s.kernel, L)
    out = warp_reduce(v, loop=reduction_loops(v.function())[0], rows=256 // G, lanes=G)
    assert isinstance(out, Variant), out
    fn = find_kernel(out.module, out.kernel)
    assert compile_cuda(cuda_source(out.module, fn), fn.name, "sm_90").registers > 0


RECORD = """
extern "C" __global__ void k(const float *f, float *g, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float q[9];
        for (int k = 0; k < 9; k++) q[k] = f[9 * i + k];
        float s = q[0] + q[4] + q[8];
        for (int k = 0; k < 9; k++) g[9 * i + k] = q[k] * s;
    }
}"""


def test_lanes_refused_where_other_walks_would_be_repeated():
    """The second loop's stores are independent, but the first loop's loads (into a
    private array: not a lanes loop) would be repeated by every lane: refused, saying so."""
    L = Launch((64, 1, 1), (256, 1, 1), params={"n": 64 * 256})
    res = optimize(_module(RECORD), "k", L, steps=("lanes",))
    assert not res.applied
    assert any(r.step == "lanes" and "outside the loop is uncoalesced" in r.reason
               for r in res.refused), res.refused


@pytest.mark.pocl
@pytest.mark.parametrize("name", ["row_scatter_perm_cl", "argmax_rows_cl"])
def test_opencl_variant_runs_on_pocl(name):
    """The printed OpenCL of the optimizer's variant (lanes; a work-group per row with the
    local-memory argmax tree) runs on PoCL and equals the simulator's original."""
    pytest.importorskip("pyopencl")
    from warpsmith.backends import opencl as ocl

    if not ocl.available():
        pytest.skip("no OpenCL platform (pyopencl without PoCL)")
    s, m, L = heldout(name)
    v = optimize(m, s.kernel, _long_rows(L) if name.startswith("argmax") else L).variant
    assert v is not None
    want = simulate(m, s.kernel, s.ci.grid, s.ci.block, s.make_args(0, "ci")).outputs
    got = ocl.run_opencl(v.module, v.kernel, v.grid, v.block, s.make_args(0, "ci")).outputs
    for o in s.outputs:
        assert np.asarray(got[o]).tobytes() == want[o].tobytes(), o


POINTER = """
extern "C" __global__ void k(const float *in, const int *perm, float *out, int n, int D) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < n) {
        for (int j = 0; j < D; j++) {
            float t[2];
            t[0] = in[r * D + j];
            t[1] = t[0] * 2.0f;
            float *o = out + perm[r] * D;
            o[j] = t[1];
        }
    }
}"""


def test_lanes_stores_through_a_local_pointer_and_a_body_array():
    """A private array of the body starts anew each iteration; a pointer declared in the
    body still points into global memory, and its stores are checked like the others."""
    n, D = 21, 13
    m = _module(POINTER)
    grid, block = (2, 1, 1), (16, 1, 1)
    v = Variant.of(m, "k", Launch(grid, block))
    out = lanes_per_row(v, loop=reduction_loops(v.function())[0], lanes=8, rows=4)
    assert isinstance(out, Variant), out
    _same(m, out, grid, block, lambda: _copy_args(n, D, 0), "out")
    same = POINTER.replace("o[j] = t[1];", "o[0] = t[1];")
    v = Variant.of(_module(same), "k", Launch(grid, block))
    out = lanes_per_row(v, loop=reduction_loops(v.function())[0], lanes=8, rows=4)
    assert isinstance(out, Refusal) and "same element" in out.reason, out


SINCOS = """
extern "C" __global__ void k(const float *in, const int *perm, float *out, int n, int D) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < n) {
        float sn = 0.0f, cs = 0.0f, acc = 0.0f;
        for (int j = 0; j < D; j++) {
            BODY
        }
        out[n * D + r] = acc;
        EXTRA
    }
}"""

POINTER_CASES = {
    "lanes": ("sincosf(in[r * D + j] + sn, &sn, &cs); out[r * D + j] = cs;", ""),
    "warp-reduce": ("sincosf(in[r * D + j] + sn, &sn, &cs); acc += cs;", ""),
    "printf lanes": ("out[r * D + j] = in[r * D + j];", 'printf("%d\\\\n", r);'),
    "printf warp-reduce": ("acc += in[r * D + j];", 'printf("%d\\\\n", r);'),
}


@pytest.mark.parametrize("what", sorted(POINTER_CASES))
def test_effects_a_lane_would_repeat_are_refused(what):
    """A call that writes a variable of the thread through a pointer carries it from one
    iteration to the next; a printf outside the loop would print once per lane."""
    body, extra = POINTER_CASES[what]
    m = _module(SINCOS.replace("BODY", body).replace("EXTRA", extra))
    v = Variant.of(m, "k", Launch((2, 1, 1), (32, 1, 1)))
    loop = reduction_loops(v.function())[0]
    outs = [lanes_per_row(v, loop=loop, lanes=8, rows=4),
            warp_reduce(v, loop=loop, lanes=8, rows=4, reassociate=True)]
    assert all(isinstance(o, Refusal) for o in outs), outs
    want = "calls printf" if what.startswith("printf") else "is given a pointer to sn"
    o = outs[0] if what.endswith("lanes") else outs[1]
    assert want in o.reason, o.reason
