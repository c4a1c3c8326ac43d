"""A warp per thread for a reduction loop (transform/warpreduce.py): on the simulator the
variant computes what the original does (row sums of a row-major matrix, integer and, with
reassociate, float sums of small integers, so every order is exact) for every rows-per-block
the optimizer tries; floating-point sums without leave, loops that store or read their
accumulator, and kernels whose lanes would race are refused."""

from __future__ import annotations

import numpy as np
import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from warpsmith.backends.simulator import simulate  # noqa: E402
from warpsmith.frontend import read_module  # noqa: E402
from warpsmith.ir.launch import Launch  # noqa: E402
from warpsmith.transform.memopt import optimize  # noqa: E402
from warpsmith.transform.variant import Refusal, Variant  # noqa: E402
from warpsmith.transform.warpreduce import reduction_loops, warp_reduce  # noqa: E402

GEMV = """
extern "C" __global__ void k(const T *A, const T *x, T *y, int rows, int cols) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < rows) {
        T s = 0;
        T t = 1;
        for (int j = 1; j < cols; j++) {
            T p = A[i * cols + j] * x[j];
            s += p;
            t += A[i * cols + j];
        }
        y[i] = s * 2 + t;
    }
}"""

GEMV_CL = """
__kernel void k(__global const float *A, __global const float *x, __global float *y,
                int rows, int cols) {
    int i = get_global_id(0);
    if (i < rows) {
        float s = 0.0f;
        for (int j = 0; j < cols; ++j) s += A[i * cols + j] * x[j];
        y[i] = s;
    }
}"""

BAD = {
    "store": "for (int j = 0; j < cols; j++) { s += A[i * cols + j]; y[j] = 0; }",
    "reads": "for (int j = 0; j < cols; j++) { if (s > 3) s += A[i * cols + j]; }",
    "times": "for (int j = 0; j < cols; j++) s *= A[i * cols + j];",
}


def _module(text):
    cl = "__kernel" in text
    return read_module("k.cl" if cl else "k.cu", text=text, dialect="opencl" if cl else "cuda")


def _args(rows, cols, dtype):
    rng = np.random.default_rng(rows * 131 + cols)
    return {"A": rng.integers(-4, 5, rows * cols).astype(dtype),
            "x": rng.integers(-4, 5, max(cols, 1)).astype(dtype),
            "y": np.zeros(rows, dtype), "rows": np.int32(rows), "cols": np.int32(cols)}


@settings(max_examples=6, derandomize=True, deadline=None)
@given(rows=st.integers(1, 40), cols=st.integers(0, 40), R=st.sampled_from([2, 4, 8]),
       kind=st.sampled_from(["int", "float", "cl"]))
def test_warp_per_row_same_sums(rows, cols, R, kind):
    text = GEMV_CL if kind == "cl" else GEMV.replace("T ", f"{kind} ").replace("T *",
                                                                                f"{kind} *")
    m = _module(text)
    dtype = np.int32 if kind == "int" else np.float32
    B = 32
    grid, block = (-(-rows // B), 1, 1), (B, 1, 1)
    v = Variant.of(m, "k", Launch(grid, block))
    loop = reduction_loops(v.function())[0]
    # OpenCL: a work-group of 32 or 64 per row, summed in local memory
    R, lanes = (1, 16 * R if R > 2 else 32) if kind == "cl" else (R, 32)
    out = warp_reduce(v, loop=loop, rows=R, lanes=lanes, reassociate=kind != "int")
    assert isinstance(out, Variant), out
    assert out.block == (lanes, R, 1)
    assert out.launch_map.apply(grid, block) == (out.grid, out.block)
    want = simulate(m, "k", grid, block, _args(rows, cols, dtype)).outputs["y"]
    got = simulate(out.module, out.kernel, out.grid, out.block,
                   _args(rows, cols, dtype)).outputs["y"]
    assert got.tobytes() == want.tobytes()


def test_float_sum_needs_leave():
    m = _module(GEMV_CL)
    v = Variant.of(m, "k", Launch((2, 1, 1), (32, 1, 1)))
    out = warp_reduce(v, loop=reduction_loops(v.function())[0], rows=1)
    assert isinstance(out, Refusal) and "reassociate" in out.reason


@pytest.mark.parametrize("what", sorted(BAD))
def test_not_a_sum_is_refused(what):
    text = GEMV_CL.replace("for (int j = 0; j < cols; ++j) s += A[i * cols + j] * x[j];",
                           BAD[what])
    m = _module(text)
    v = Variant.of(m, "k", Launch((2, 1, 1), (32, 1, 1)))
    out = warp_reduce(v, loop=reduction_loops(v.function())[0], rows=1, reassociate=True)
    assert isinstance(out, Refusal), what


def test_racing_lanes_are_refused():
    text = GEMV_CL.replace("y[i] = s;", "y[i] += s;")
    m = _module(text)
    v = Variant.of(m, "k", Launch((2, 1, 1), (32, 1, 1)))
    out = warp_reduce(v, loop=reduction_loops(v.function())[0], rows=1, reassociate=True)
    assert isinstance(out, Refusal) and "y" in out.reason


@pytest.mark.parametrize("R,lanes", [(8, 32), (4, 64), (2, 32)])
def test_opencl_several_rows_per_work_group_assume_rows_split_at_a_multiple(R, lanes):
    """R old threads per work-group: the condition i < rows around the loop (and its tree's
    barriers) is the same for all R when rows is a multiple of R, which the variant assumes;
    the sums are the original's there (rows a multiple of R, with idle old threads past
    rows in the last blocks)."""
    m = _module(GEMV_CL)
    rows, cols = 8 * 5, 45
    grid, block = (2, 1, 1), (32, 1, 1)
    v = Variant.of(m, "k", Launch(grid, block, params={"rows": rows, "cols": cols}))
    out = warp_reduce(v, loop=reduction_loops(v.function())[0], rows=R, lanes=lanes,
                      reassociate=True)
    assert isinstance(out, Variant), out
    assert out.block == (lanes, R, 1)
    assert any(a.kind == "divisible" and a.expr == "rows" and a.modulus == R
               for a in out.assumptions), out.assumptions
    _same_y(m, out, grid, block, _args(rows, cols, np.float32))


UNEVEN = {
    "loaded": ("if (i < rows) {", "if (x[i] > 0.0f) {"),
    "constant": ("if (i < rows) {", "if (i < 37) {"),
    "other index": ("if (i < rows) {", "if (i < rows && get_local_id(0) < 16) {"),
    "nested": ("float s = 0.0f;", "float s = 0.0f; for (int q = 0; q < 2; ++q)"),
}


@pytest.mark.parametrize("what", sorted(UNEVEN))
def test_opencl_several_rows_refused_where_a_condition_may_split_a_work_group(what):
    old, new = UNEVEN[what]
    text = GEMV_CL.replace(old, new)
    assert new in text
    m = _module(text)
    v = Variant.of(m, "k", Launch((2, 1, 1), (32, 1, 1), params={"rows": 40, "cols": 9}))
    loops = reduction_loops(v.function())
    out = warp_reduce(v, loop=loops[-1], rows=8, reassociate=True)
    assert isinstance(out, Refusal), (what, out)
    one = warp_reduce(v, loop=loops[-1], rows=1, reassociate=True)
    # the one-row form stays legal where the rows alone were the problem
    assert what in ("nested", "other index") or isinstance(one, Variant), one


def test_optimizer_gives_an_opencl_work_group_several_rows():
    m = _module(GEMV_CL)
    L = Launch((4, 1, 1), (256, 1, 1), params={"rows": 1024, "cols": 256})
    res = optimize(m, "k", L, steps=("warp-reduce",), reassociate=True)
    assert [s.name for s in res.applied] == ["warp-reduce"]
    assert res.variant.block[1] > 1 and res.variant.block[0] * res.variant.block[1] == 256


COALESCED = GEMV_CL.replace("A[i * cols + j]", "A[j * rows + i]")


def test_optimizer_leaves_coalesced_loops_alone():
    m = _module(COALESCED)
    L = Launch((4, 1, 1), (256, 1, 1), params={"rows": 1024, "cols": 256})
    res = optimize(m, "k", L, steps=("warp-reduce",), reassociate=True)
    assert "warp-reduce" not in [s.name for s in res.applied]


def test_optimizer_uses_it_only_with_leave_for_floats():
    m = _module(GEMV_CL)
    L = Launch((4, 1, 1), (256, 1, 1), params={"rows": 1024, "cols": 256})
    steps = ("warp-reduce", "group-loop")
    assert "warp-reduce" not in [s.name for s in optimize(m, "k", L, steps=steps).applied]
    res = optimize(m, "k", L, steps=steps, reassociate=True)
    assert [s.name for s in res.applied] in (["warp-reduce"], ["group-loop", "warp-reduce"])


@pytest.mark.parametrize("lanes", [32, 64])
def test_opencl_work_group_per_row_same_sums(lanes):
    m = _module(GEMV_CL)
    rows, cols = 37, 45
    grid, block = (2, 1, 1), (32, 1, 1)
    v = Variant.of(m, "k", Launch(grid, block))
    out = warp_reduce(v, loop=reduction_loops(v.function())[0], rows=1, lanes=lanes,
                      reassociate=True)
    assert isinstance(out, Variant), out
    want = simulate(m, "k", grid, block, _args(rows, cols, np.float32)).outputs["y"]
    got = simulate(out.module, out.kernel, out.grid, out.block,
                   _args(rows, cols, np.float32)).outputs["y"]
    assert got.tobytes() == want.tobytes()


def _same_y(m, out, grid, block, args) -> None:
    """The variant ``out`` writes the original's ``y``, bit for bit, on ``args``."""
    want = simulate(m, "k", grid, block, {k: a.copy() for k, a in args.items()}).outputs["y"]
    got = simulate(out.module, out.kernel, out.grid, out.block, args).outputs["y"]
    assert got.tobytes() == want.tobytes()


# a row's mean and then its squared deviations: two sum loops, the second reading the
# first's total (integers, so every order of the additions is exact)
TWO_SUMS = """
extern "C" __global__ void k(const int *A, int *y, int rows, int cols) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < rows) {
        int s = 0;
        for (int j = 0; j < cols; j++) s += A[i * cols + j];
        int mean = cols > 0 ? s / cols : 0;
        int d2 = 0;
        for (int j = 0; j < cols; j++) { int d = A[i * cols + j] - mean; d2 += d * d; }
        y[i] = d2 * 3 + s;
    }
}"""

TWO_SUMS_CL = (TWO_SUMS.replace('extern "C" __global__ void', "__kernel void")
               .replace("const int *A, int *y", "__global const int *A, __global int *y")
               .replace("blockIdx.x * blockDim.x + threadIdx.x", "get_global_id(0)"))


@pytest.mark.parametrize("text,rows,lanes", [(TWO_SUMS, 8, 32), (TWO_SUMS, 4, 8),
                                             (TWO_SUMS_CL, 1, 64), (TWO_SUMS_CL, 1, 32)])
@pytest.mark.parametrize("shape", [(37, 45), (5, 3), (9, 0)])
def test_both_sum_loops_share_the_lanes(text, rows, lanes, shape):
    n_rows, cols = shape
    m = _module(text)
    grid, block = (-(-n_rows // 8) * 8 // 8, 1, 1), (8, 1, 1)
    v = Variant.of(m, "k", Launch(grid, block))
    first = reduction_loops(v.function())[0]
    out = warp_reduce(v, loop=first, rows=rows, lanes=lanes)
    assert isinstance(out, Variant), out
    assert "line 9 (d2)" in out.steps[-1].detail  # the second loop is split too
    args = _args(n_rows, cols, np.int32)
    del args["x"]
    _same_y(m, out, grid, block, args)


def test_a_float_second_sum_is_left_on_every_lane_without_reassociate():
    text = TWO_SUMS.replace("int d2 = 0;", "float d2 = 0;").replace("d2 * 3", "(int)d2 * 3")
    m = _module(text)
    v = Variant.of(m, "k", Launch((1, 1, 1), (8, 1, 1)))
    out = warp_reduce(v, loop=reduction_loops(v.function())[0], rows=8)
    assert isinstance(out, Variant), out
    assert "d2" not in out.steps[-1].detail
    args = _args(8, 40, np.int32)
    del args["x"]
    _same_y(m, out, (1, 1, 1), (8, 1, 1), args)


# a row's largest absolute value (the int8 quantisation scale), and a row's smallest value
ABSMAX = """
extern "C" __global__ void k(const float *A, float *y, int rows, int cols) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < rows) {
        float m = 0.0f;
        for (int c = 0; c < cols; c++) m = fmaxf(m, fabsf(A[i * cols + c]));
        y[i] = m / 127.0f;
    }
}"""

IMIN_CL = """
__kernel void k(__global const int *A, __global int *y, int rows, int cols) {
    int i = get_global_id(0);
    if (i < rows) {
        int lo = 1000;
        for (int c = 0; c < cols; c++) lo = min(A[i * cols + c] * 3, lo);
        y[i] = lo;
    }
}"""


@pytest.mark.parametrize("text,dtype,rows,lanes", [(ABSMAX, np.float32, 8, 32),
                                                   (ABSMAX, np.float32, 4, 16),
                                                   (IMIN_CL, np.int32, 1, 64),
                                                   (IMIN_CL, np.int32, 1, 32)])
@pytest.mark.parametrize("shape", [(37, 45), (5, 3), (9, 0)])
def test_maxima_and_minima_share_the_lanes_without_reassociate(text, dtype, rows, lanes, shape):
    n_rows, cols = shape
    m = _module(text)
    grid, block = (-(-n_rows // 8), 1, 1), (8, 1, 1)
    v = Variant.of(m, "k", Launch(grid, block))
    out = warp_reduce(v, loop=reduction_loops(v.function())[0], rows=rows, lanes=lanes)
    assert isinstance(out, Variant), out
    assert "combined by m" in out.steps[-1].detail
    rng = np.random.default_rng(n_rows * 7 + cols)
    def args():
        return {"A": rng.standard_normal(n_rows * cols).astype(dtype) if dtype == np.float32
                else rng.integers(-500, 500, n_rows * cols).astype(dtype),
                "y": np.zeros(n_rows, dtype), "rows": np.int32(n_rows), "cols": np.int32(cols)}
    _same_y(m, out, grid, block, args())


def test_a_summed_and_compared_accumulator_is_refused():
    text = ABSMAX.replace("m = fmaxf(m, fabsf(A[i * cols + c]));",
                          "{ m = fmaxf(m, fabsf(A[i * cols + c])); m += 1.0f; }")
    m = _module(text)
    v = Variant.of(m, "k", Launch((1, 1, 1), (8, 1, 1)))
    out = warp_reduce(v, loop=reduction_loops(v.function())[0], rows=8, reassociate=True)
    assert isinstance(out, Refusal) and "both summed and compared" in out.reason


def test_a_maximum_over_data_bounded_segments_is_not_spread():
    # the fifth suite's segment_max_offsets: measured 1.29x slower with a warp per segment
    from pathlib import Path

    from warpsmith.corpus import heldout as H
    from warpsmith.corpus import int_params, read_spec
    from warpsmith.ir import find_kernel

    s = H.spec("segment_max_offsets", Path(__file__).resolve().parents[1] / "benchmarks"
               / "heldout5")
    m = read_spec(s, "ci")
    P = s.paper
    L = Launch(P.grid, P.block, 0, int_params(find_kernel(m, s.kernel), dict(P.dims)))
    res = optimize(m, s.kernel, L, steps=("warp-reduce",), reassociate=True)
    assert "warp-reduce" not in [a.name for a in res.applied]
    assert any("data-bounded segments" in str(r.reason) for r in res.refused)


THREE_SUMS_CL = """
__kernel void k(__global const int *A, __global const int *B, __global int *y, int rows,
                int cols) {
    int i = get_global_id(0);
    if (i < rows) {
        int d = 0, na = 0, nb = 0;
        for (int c = 0; c < cols; c++) {
            int a = A[i * cols + c], b = B[i * cols + c];
            d += a * b;
            na += a * a;
            nb = max(nb, b);
        }
        y[i] = d * 7 + na * 3 + nb;
    }
}"""


@pytest.mark.parametrize("lanes", [32, 64])
def test_opencl_accumulators_of_one_loop_share_the_tree_barriers(lanes):
    from warpsmith.ir import nodes as N
    from warpsmith.ir.visit import walk

    m = _module(THREE_SUMS_CL)
    rows, cols = 11, 70
    grid, block = (2, 1, 1), (8, 1, 1)
    v = Variant.of(m, "k", Launch(grid, block))
    out = warp_reduce(v, loop=reduction_loops(v.function())[0], rows=1, lanes=lanes)
    assert isinstance(out, Variant), out
    barriers = [n for n in walk(out.function().body) if isinstance(n, N.Barrier)]
    assert len(barriers) == lanes.bit_length() + 1  # one write, log2 levels, one read
    rng = np.random.default_rng(lanes)
    args = {"A": rng.integers(-9, 9, rows * cols).astype(np.int32),
            "B": rng.integers(-9, 9, rows * cols).astype(np.int32),
            "y": np.zeros(rows, np.int32), "rows": np.int32(rows), "cols": np.int32(cols)}
    _same_y(m, out, grid, block, args)


def test_lanes_start_on_a_multiple_of_the_lanes_and_skip_to_the_loop_start():
    """A loop from j = 1 is spread from j = 0 + lane with the body skipped while j < 1, so a
    warp's loads start on a 128-byte line (benchmarks/lane_alignment_probe.py measured the
    eleventh suite's row_range_thread 0.0566 ms from element 1, 0.0433 aligned); the sums
    are the original's for every row length, with 32 lanes and with 8."""
    from warpsmith.ir import nodes as N
    from warpsmith.ir.visit import walk

    m = _module(GEMV.replace("T ", "int ").replace("T *", "int *"))
    for cols, lanes in ((45, 32), (1, 32), (2, 32), (33, 32), (7, 8), (17, 8)):
        rows = 9
        grid, block = (1, 1, 1), (32, 1, 1)
        v = Variant.of(m, "k", Launch(grid, block))
        out = warp_reduce(v, loop=reduction_loops(v.function())[0], rows=32 // lanes,
                          lanes=lanes)
        assert isinstance(out, Variant), out
        loop = next(n for n in walk(out.function().body) if isinstance(n, N.For))
        assert isinstance(loop.init.init, N.Binary) and loop.init.init.lhs == N.Const(
            0, loop.init.type)
        assert isinstance(loop.body, N.If)
        assert "start on a multiple" in out.steps[-1].detail
        want = simulate(m, "k", grid, block, _args(rows, cols, np.int32)).outputs["y"]
        got = simulate(out.module, out.kernel, out.grid, out.block,
                       _args(rows, cols, np.int32)).outputs["y"]
        assert got.tobytes() == want.tobytes(), (cols, lanes)
