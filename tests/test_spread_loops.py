"""The other loops of a kernel that a warp or a group of lanes takes over
(transform/iterations.py, used by transform/warpreduce.py and transform/lanes.py): a row's
normalization after its sum, a second copy loop. Loops whose iterations are independent are
split over the same lanes (lane ``l`` runs ``j = a + l, a + l + G, ...``); a loop that
carries a value from one iteration to the next is left whole (every lane runs it, as
before). On the simulator every variant computes what the original does, bit for bit (the
data are small integers, so the reassociated float sums are exact)."""

from __future__ import annotations

import re

import numpy as np
import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from warpsmith.backends.simulator import simulate  # noqa: E402
from warpsmith.backends.cuda import cuda_source  # noqa: E402
from warpsmith.frontend import read_module  # noqa: E402
from warpsmith.ir.launch import Launch  # noqa: E402
from warpsmith.transform.iterations import spreadable_loops  # noqa: E402
from warpsmith.transform.lanes import lanes_per_row  # noqa: E402
from warpsmith.transform.memopt import optimize  # noqa: E402
from warpsmith.transform.variant import Variant  # noqa: E402
from warpsmith.transform.warpreduce import reduction_loops, warp_reduce  # noqa: E402

# a sum, a normalization (independent), a running total (carried: left whole)
NORMALIZE = """
extern "C" __global__ void k(const float *X, float *Y, float *Z, int rows, int cols) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows) {
        int base = r * cols;
        float s = 1.0f;
        for (int j = 0; j < cols; j++)
            s += fabsf(X[base + j]);
        for (int j = 0; j < cols; j++)
            Y[base + j] = X[base + j] / s;
        float c = 0.0f;
        for (int j = 0; j < cols; j++) {
            c += X[base + j];
            Z[base + j] = c;
        }
    }
}"""

NORMALIZE_CL = """
__kernel void k(__global const float *X, __global float *Y, __global float *Z, int rows,
                int cols) {
    int r = get_global_id(0);
    if (r < rows) {
        int base = r * cols;
        float s = 1.0f;
        for (int j = 0; j < cols; j++)
            s += fabs(X[base + j]);
        for (int j = 0; j < cols; j++)
            Y[base + j] = X[base + j] / s;
        float c = 0.0f;
        for (int j = 0; j < cols; j++) {
            c += X[base + j];
            Z[base + j] = c;
        }
    }
}"""

# two independent copy loops: lanes take the first, and the second with it
TWO_COPIES = """
extern "C" __global__ void k(const float *A, float *B, float *C, int n, int D) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < n) {
        for (int j = 0; j < D; j++)
            B[r * D + j] = 2.0f * A[r * D + j];
        for (int j = 1; j < D; j++)
            C[r * D + j] = A[r * D + j] - A[r * D + j - 1];
    }
}"""


def _module(text):
    cl = "__kernel" in text
    return read_module("k.cl" if cl else "k.cu", text=text, dialect="opencl" if cl else "cuda")


def _args(rows, cols):
    rng = np.random.default_rng(rows * 53 + cols)
    return {"X": rng.integers(-4, 5, rows * cols).astype(np.float32),
            "Y": np.full(rows * cols, -9.0, np.float32),
            "Z": np.full(rows * cols, -9.0, np.float32),
            "rows": np.int32(rows), "cols": np.int32(cols)}


def _copy_args(n, D):
    rng = np.random.default_rng(n * 7 + D)
    return {"A": rng.integers(-4, 5, n * D).astype(np.float32),
            "B": np.full(n * D, -9.0, np.float32), "C": np.full(n * D, -9.0, np.float32),
            "n": np.int32(n), "D": np.int32(D)}


def _same(m, v, grid, block, args, outs):
    want = simulate(m, "k", grid, block, args()).outputs
    got = simulate(v.module, v.kernel, v.grid, v.block, args()).outputs
    for o in outs:
        assert got[o].tobytes() == want[o].tobytes(), o


def _strided_loops(v, lanes):
    """How many loops of the variant's CUDA text step by ``lanes``."""
    text = cuda_source(v.module, v.function())
    return len(re.findall(rf"for \(int (\w+) = [^;]*; \1 < [^;]+; \1 \+= {lanes}\)", text))


def test_only_the_independent_loop_is_spreadable():
    m = _module(NORMALIZE)
    v = Variant.of(m, "k", Launch((1, 1, 1), (32, 1, 1)))
    fn = v.function()
    loops = reduction_loops(fn)
    assert len(loops) == 3
    assert spreadable_loops(fn, m, loops, loops[0]) == [loops[1]]


@settings(max_examples=6, derandomize=True, deadline=None)
@given(rows=st.integers(1, 40), cols=st.integers(0, 45), R=st.sampled_from([1, 2, 4, 8]),
       cl=st.booleans())
def test_warp_reduce_spreads_the_normalization(rows, cols, R, cl):
    m = _module(NORMALIZE_CL if cl else NORMALIZE)
    B = 32
    grid, block = (-(-rows // B), 1, 1), (B, 1, 1)
    v = Variant.of(m, "k", Launch(grid, block))
    loop = reduction_loops(v.function())[0]
    R, lanes = (1, 64) if cl else (R, 32)
    out = warp_reduce(v, loop=loop, rows=R, lanes=lanes, reassociate=True)
    assert isinstance(out, Variant), out
    assert re.search(r"loop\(s\) at line\(s\) \d+ split over the lanes too", out.steps[-1].detail)
    assert _strided_loops(out, lanes) == 2  # the sum and the normalization; not the total
    _same(m, out, grid, block, lambda: _args(rows, cols), ("Y", "Z"))


@settings(max_examples=6, derandomize=True, deadline=None)
@given(n=st.integers(1, 40), D=st.integers(0, 41), G=st.sampled_from([4, 8, 32]))
def test_lanes_spread_the_second_copy_loop(n, D, G):
    m = _module(TWO_COPIES)
    grid, block = (-(-n // 16), 1, 1), (16, 1, 1)
    v = Variant.of(m, "k", Launch(grid, block))
    out = lanes_per_row(v, loop=reduction_loops(v.function())[0], lanes=G, rows=1)
    assert isinstance(out, Variant), out
    assert "split over the lanes too" in out.steps[-1].detail
    assert _strided_loops(out, G) == 2
    _same(m, out, grid, block, lambda: _copy_args(n, D), ("B", "C"))


def test_the_optimizer_spreads_a_row_normalization():
    m = _module(NORMALIZE.replace("""        float c = 0.0f;
        for (int j = 0; j < cols; j++) {
            c += X[base + j];
            Z[base + j] = c;
        }
""", ""))
    L = Launch((8, 1, 1), (128, 1, 1), params={"rows": 1024, "cols": 512})
    res = optimize(m, "k", L, reassociate=True)
    names = [s.name for s in res.applied]
    assert "warp-reduce" in names[:2]
    assert "split over the lanes too" in res.applied[names.index("warp-reduce")].detail


# ------------------------------------------------------------ data-bounded segments

CSR = """
extern "C" __global__ void k(const int *rowptr, const float *vals, float *out, int nrows) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < nrows) {
        int b = rowptr[r];
        int e = rowptr[r + 1];
        float s = 1.0f;
        for (int k = b; k < e; k++)
            s += vals[k];
        for (int k = b; k < e; k++)
            out[k] = vals[k] / s;
    }
}"""


def _csr_args(nrows, seed):
    rng = np.random.default_rng(seed)
    lengths = rng.integers(0, 40, nrows)
    rowptr = np.concatenate([[0], np.cumsum(lengths)]).astype(np.int32)
    nnz = int(rowptr[-1])
    return {"rowptr": rowptr, "vals": rng.integers(-4, 5, nnz).astype(np.float32),
            "out": np.full(nnz, -9.0, np.float32), "nrows": np.int32(nrows)}


@pytest.mark.parametrize("cl", [False, True])
def test_the_optimizer_gives_csr_rows_lane_groups(cl):
    """The analysis cannot place ``vals[k]`` (k starts at a loaded value), but each row is
    the thread's own: a group of 8 lanes per row (a sector of floats) reads neighbours, in
    CUDA for the sum (shuffles) and the normalization, in OpenCL C for the normalization
    (a work-group's barrier tree is not tried over rows of unknown length)."""
    text = CSR
    if cl:
        text = (CSR.replace('extern "C" __global__ void', "__kernel void")
                .replace("const int *", "__global const int *")
                .replace("const float *", "__global const float *")
                .replace("float *out", "__global float *out")
                .replace("blockIdx.x * blockDim.x + threadIdx.x", "get_global_id(0)"))
    m = _module(text)
    nrows = 300
    grid, block = (-(-nrows // 128), 1, 1), (128, 1, 1)
    res = optimize(m, "k", Launch(grid, block, params={"nrows": nrows}), reassociate=True)
    if cl:  # no barrier tree over rows of unknown length: 8 lanes share the normalization
        assert [s.name for s in res.applied] == ["lanes"], res.refused
        assert res.applied[0].detail.startswith("8 lanes per thread for the loop at line 10")
        assert any(r.step == "warp-reduce" and "lengths are data" in r.reason
                   for r in res.refused)
    else:
        assert [s.name for s in res.applied][:1] == ["warp-reduce"], res.refused
        detail = res.applied[0].detail
        assert detail.startswith("8 lanes per thread"), detail
        assert "split over the lanes too" in detail
    v = res.variant
    for seed in (1, 2):
        _same(m, v, grid, block, lambda: _csr_args(nrows, seed), ("out",))


# ----------------------------------------------- a row walk beside its edge elements

SMOOTH = """
extern "C" __global__ void k(const float *in, float *out, int width, int height) {
    int y = blockIdx.x * blockDim.x + threadIdx.x;
    if (y < height) {
        int base = y * width;
        out[base] = in[base];
        for (int x = 1; x < width - 1; x++)
            out[base + x] = in[base + x - 1] + in[base + x] + in[base + x + 1];
        out[base + width - 1] = in[base + width - 1];
    }
}"""


def _smooth_args(width, height):
    rng = np.random.default_rng(width * 3 + height)
    return {"in": rng.integers(-4, 5, width * height).astype(np.float32),
            "out": np.full(width * height, -9.0, np.float32),
            "width": np.int32(width), "height": np.int32(height)}


def test_a_long_row_walk_outweighs_its_edge_elements():
    m = _module(SMOOTH)
    width, height = 300, 64
    grid, block = (1, 1, 1), (64, 1, 1)
    res = optimize(m, "k", Launch(grid, block, params={"width": width, "height": height}))
    assert [s.name for s in res.applied] == ["lanes"], res.refused
    _same(m, res.variant, grid, block, lambda: _smooth_args(width, height), ("out",))


def test_a_short_row_walk_does_not_outweigh_its_edge_elements():
    m = _module(SMOOTH)
    L = Launch((1, 1, 1), (64, 1, 1), params={"width": 8, "height": 64})
    res = optimize(m, "k", L, steps=("lanes",))
    assert res.applied == []
    assert any(r.step == "lanes" and "not outweighed" in r.reason for r in res.refused)


# ------------------------------------------- lanes over a walk grouped into 16-byte words

ROWSUM = """
extern "C" __global__ void k(const float *A, float *B, int n, int D) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < n) {
        float s = 0.0f;
        for (int j = 0; j < D; j++)
            s += A[r * D + j];
        for (int j = 0; j < D; j++)
            B[r * D + j] = 2.0f * A[r * D + j] + s;
    }
}"""


def _rowsum_args(n, D):
    rng = np.random.default_rng(n * 11 + D)
    return {"A": rng.integers(-4, 5, n * D).astype(np.float32),
            "B": np.full(n * D, -9.0, np.float32), "n": np.int32(n), "D": np.int32(D)}


@pytest.mark.parametrize("loop", [0, 1])
@pytest.mark.parametrize("D,G", [(4, 4), (36, 8), (44, 32), (132, 4)])
def test_lanes_and_warps_over_a_walk_unrolled_by_four(D, G, loop):
    """The walk unrolled by 4 with its accesses grouped (float4: 16-byte alignment holds at
    the launch) and a remainder loop; then lane l takes the unrolled iterations j = 4*l,
    4*l + 4*G, ...: the same outputs, bit for bit (the sums are of small integers), for
    row lengths the lanes do not divide and a partial last block."""
    from warpsmith.transform.group import unroll_loop

    m = _module(ROWSUM)
    n = 21
    grid, block = (-(-n // 16), 1, 1), (16, 1, 1)
    v = Variant.of(m, "k", Launch(grid, block, params={"n": n, "D": D}))
    u = unroll_loop(v, loop=reduction_loops(v.function())[loop], factor=4)
    assert isinstance(u, Variant), u
    main = reduction_loops(u.function())[loop]
    if loop == 0:
        out = warp_reduce(u, loop=main, rows=1, lanes=G, reassociate=True)
    else:
        out = lanes_per_row(u, loop=main, lanes=G, rows=1)
    assert isinstance(out, Variant), out
    assert "float4" in cuda_source(out.module, out.function())
    assert _strided_loops(out, 4 * G) == 1
    _same(m, out, grid, block, lambda: _rowsum_args(n, D), ("B",))


def test_the_optimizer_groups_a_row_copy_into_float4_lanes():
    m = _module(TWO_COPIES.replace("for (int j = 1; j < D; j++)\n            C[r * D + j] = "
                                   "A[r * D + j] - A[r * D + j - 1];", ""))
    L = Launch((8, 1, 1), (256, 1, 1), params={"n": 2048, "D": 256})
    res = optimize(m, "k", L)
    assert [s.name for s in res.applied] == ["group-loop", "lanes"], res.refused
    text = cuda_source(res.variant.module, res.variant.function())
    assert "float4" in text and _strided_loops(res.variant, 128) == 1
    assert "j = a + 4*lane, a + 4*lane + 128" in res.applied[-1].detail
    _same(m, res.variant, (8, 1, 1), (256, 1, 1), lambda: _copy_args(2048, 256), ("B",))


# ---------------------------------------------- OpenCL C's barrier tree needs long rows

ROWSUM_CL = """
__kernel void k(__global const float *A, __global float *B, int n, int D) {
    int r = get_global_id(0);
    if (r < n) {
        float s = 0.0f;
        for (int j = 0; j < D; j++)
            s += A[r * D + j];
        B[r] = s;
    }
}"""


@pytest.mark.parametrize("D,tree", [(64, False), (100, False), (256, True), (4096, True)])
def test_opencl_work_group_per_row_only_over_long_rows(D, tree):
    """A work-group per row adds its work-items' sums in a local-memory tree with a barrier
    per level: tried only when each of 32 (or 64) work-items has 4 iterations at least."""
    m = _module(ROWSUM_CL)
    L = Launch((64, 1, 1), (256, 1, 1), params={"n": 64 * 256, "D": D})
    res = optimize(m, "k", L, steps=("warp-reduce",), reassociate=True)
    assert ("warp-reduce" in [s.name for s in res.applied]) == tree
    if not tree:
        assert any(r.step == "warp-reduce" and "barrier tree" in r.reason
                   for r in res.refused), res.refused
