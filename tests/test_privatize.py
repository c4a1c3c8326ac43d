"""Privatizing global atomic additions in a block's shared copy (transform/privatize.py):
on the simulator (and PoCL for OpenCL C) the privatized kernel's counters equal the
original's, for proven ranges, a single counter and keys of unknown range (some beyond the
copy, taking the global path) and sums by key of loaded values; scatter-adds of computed
values, computed indices of unproven range and
kernels whose threads could miss a barrier are refused with the reason."""

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
from warpsmith.transform.privatize import BINS, privatize_atomics, value_range  # noqa: E402
from warpsmith.transform.variant import Refusal, Variant  # noqa: E402

JOINT = """
extern "C" __global__ void k(const unsigned char *a, const unsigned char *b, int *hist, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&hist[(a[i] >> 4) * 16 + (b[i] >> 4)], 1);
}"""

KEYS_CL = """
__kernel void k(__global const int *keys, __global int *counts, int n) {
    int i = get_global_id(0);
    if (i < n) {
        int key = keys[i];
        atomic_add(&counts[key], 1);
    }
}"""

DOT = """
extern "C" __global__ void k(const int *x, const int *y, int *result, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(result, x[i] * y[i]);
}"""

BAD = {
    "scatter-add": DOT.replace("atomicAdd(result, x[i] * y[i])",
                               "atomicAdd(&result[x[i]], y[i] * 3)"),
    "computed index": DOT.replace("atomicAdd(result, x[i] * y[i])",
                                  "atomicAdd(&result[x[i] * 7 + y[i]], 1)"),
    "early return": DOT.replace("if (i < n)", "if (i >= n) return;\n    if (i < n)"),
    "result used": DOT.replace("atomicAdd(result, x[i] * y[i]);",
                               "{ int o = atomicAdd(result, 1); result[1 + i] = o; }"),
    "float sums": DOT.replace("int *result", "float *result").replace(
        "x[i] * y[i]", "(float)(x[i] * y[i])"),
}


def _module(text):
    cl = "__kernel" in text
    return read_module("k.cl" if cl else "k.cu", text=text, dialect="opencl" if cl else "cuda")


def _same(text, args, out, grid, block):
    m = _module(text)
    v = privatize_atomics(Variant.of(m, "k", Launch(grid, block)))
    assert isinstance(v, Variant), v
    want = simulate(m, "k", grid, block, args()).outputs[out]
    got = simulate(v.module, v.kernel, v.grid, v.block, args()).outputs[out]
    assert got.tobytes() == want.tobytes()
    return v


@settings(max_examples=6, derandomize=True, deadline=None)
@given(n=st.integers(1, 300), B=st.sampled_from([32, 64, 128]))
def test_joint_histogram_same_counts(n, B):
    def args():
        r = np.random.default_rng(n)
        return {"a": r.integers(0, 256, n, dtype=np.uint8),
                "b": r.integers(0, 256, n, dtype=np.uint8),
                "hist": np.arange(256, dtype=np.int32), "n": np.int32(n)}

    v = _same(JOINT, args, "hist", (-(-n // B), 1, 1), (B, 1, 1))
    assert "indices proven in [0, 256)" in v.steps[-1].detail


@settings(max_examples=6, derandomize=True, deadline=None)
@given(n=st.integers(1, 300), B=st.sampled_from([32, 64]), spread=st.sampled_from([8, 3000]))
def test_keys_of_unknown_range_same_counts(n, B, spread):
    """Keys beyond the copy's BINS counters take the global path."""
    def args():
        r = np.random.default_rng(n + spread)
        return {"keys": r.integers(0, spread, n, dtype=np.int32),
                "counts": np.zeros(3000, np.int32), "n": np.int32(n)}

    v = _same(KEYS_CL, args, "counts", (-(-n // B), 1, 1), (B, 1, 1))
    assert f"the first {BINS} counters" in v.steps[-1].detail


def test_one_counter_same_sum():
    n = 1000

    def args():
        r = np.random.default_rng(4)
        return {"x": r.integers(-9, 10, n, dtype=np.int32),
                "y": r.integers(-9, 10, n, dtype=np.int32),
                "result": np.array([5], np.int32), "n": np.int32(n)}

    _same(DOT, args, "result", (8, 1, 1), (128, 1, 1))


@pytest.mark.parametrize("what", sorted(BAD))
def test_unprofitable_or_illegal_privatization_is_refused(what):
    out = privatize_atomics(Variant.of(_module(BAD[what]), "k", Launch((2, 1, 1), (32, 1, 1))))
    assert isinstance(out, Refusal), what
    assert out.reason.startswith("privatize the global atomic additions")


def test_value_range_of_byte_arithmetic():
    m = _module(JOINT)
    fn = next(f for f in m.functions if f.is_kernel)
    from warpsmith.ir import nodes as N
    from warpsmith.ir.visit import walk

    call = next(c for c in walk(fn.body) if isinstance(c, N.Call) and c.name == "atomic_add")
    assert value_range(call.args[0].operand.index, fn) == (0, 255)


def test_the_optimizer_privatizes_before_grouping():
    res = optimize(_module(JOINT), "k", Launch((256, 1, 1), (256, 1, 1), params={"n": 65536}))
    assert [s.name for s in res.applied] == ["privatize"], res.refused


def test_opencl_variant_runs_on_pocl():
    pytest.importorskip("pyopencl")
    from warpsmith.backends import opencl as ocl

    if not ocl.available():
        pytest.skip("no OpenCL platform (pyopencl without PoCL)")
    n = 500
    m = _module(KEYS_CL)
    v = privatize_atomics(Variant.of(m, "k", Launch((8, 1, 1), (64, 1, 1))))

    def args():
        r = np.random.default_rng(9)
        return {"keys": r.integers(0, 2000, n, dtype=np.int32),
                "counts": np.zeros(2000, np.int32), "n": np.int32(n)}

    want = simulate(m, "k", (8, 1, 1), (64, 1, 1), args()).outputs["counts"]
    got = ocl.run_opencl(v.module, v.kernel, v.grid, v.block, args()).outputs["counts"]
    assert np.asarray(got).tobytes() == want.tobytes()


def test_printed_cuda_compiles_for_sm90():
    from warpsmith.backends.cuda import cuda_source
    from warpsmith.backends.cuda_compile import compile_cuda, compiler_available

    if compiler_available() is None:
        pytest.skip("no CUDA compiler: neither libnvrtc nor nvcc is installed")
    v = privatize_atomics(Variant.of(_module(JOINT), "k", Launch((4, 1, 1), (64, 1, 1))))
    report = compile_cuda(cuda_source(v.module, v.function()), v.kernel, "sm_90")
    assert report.registers > 0


KEYED_SUM = DOT.replace("atomicAdd(result, x[i] * y[i])", "atomicAdd(&result[x[i]], y[i])")


@settings(max_examples=6, derandomize=True, deadline=None)
@given(n=st.integers(1, 300), B=st.sampled_from([32, 64, 128]), top=st.sampled_from([64, 5000]))
def test_sum_by_key_same_sums(n, B, top):
    # keys beyond the block's copy (top 5000 > BINS) take the global path
    def args():
        r = np.random.default_rng(n + top)
        return {"x": r.integers(0, top, n, dtype=np.int32),
                "y": r.integers(-1000, 1000, n, dtype=np.int32),
                "result": np.zeros(top, np.int32), "n": np.int32(n)}

    v = _same(KEYED_SUM, args, "result", (-(-n // B), 1, 1), (B, 1, 1))
    assert v.steps[-1].name == "privatize"


@pytest.mark.parametrize("text", [KEYED_SUM, KEYS_CL, JOINT])
@pytest.mark.parametrize("blocks", [2, 4])
def test_blocks_run_in_turn_same_sums(text, blocks):
    # each block of a grid `blocks` times smaller runs `blocks` old blocks one after another
    n, B = 700, 32
    grid = (-(-n // (B * blocks)) * blocks, 1, 1)

    def args():
        r = np.random.default_rng(blocks)
        return {"x": r.integers(0, 3000, n, dtype=np.int32),
                "y": r.integers(-9, 9, n, dtype=np.int32), "result": np.zeros(3000, np.int32),
                "keys": r.integers(0, 3000, n, dtype=np.int32),
                "counts": np.zeros(3000, np.int32),
                "a": r.integers(0, 256, n, dtype=np.uint8),
                "b": r.integers(0, 256, n, dtype=np.uint8), "hist": np.zeros(256, np.int32),
                "n": np.int32(n)}

    m = _module(text)
    out = {KEYED_SUM: "result", KEYS_CL: "counts", JOINT: "hist"}[text]
    names = {p.name for p in m.functions[0].params}
    v = privatize_atomics(Variant.of(m, "k", Launch(grid, (B, 1, 1))), blocks=blocks)
    assert isinstance(v, Variant), v
    assert v.grid == (grid[0] // blocks, 1, 1)
    assert v.launch_map.apply(grid, (B, 1, 1)) == (v.grid, v.block)
    want = simulate(m, "k", grid, (B, 1, 1), {k: a for k, a in args().items() if k in names})
    got = simulate(v.module, v.kernel, v.grid, v.block,
                   {k: a for k, a in args().items() if k in names})
    assert got.outputs[out].tobytes() == want.outputs[out].tobytes()


def test_blocks_merged_amortize_the_copy_and_keep_the_grid_wide():
    for text in (KEYED_SUM, JOINT, DOT):
        m = _module(text)
        v = privatize_atomics(Variant.of(m, "k", Launch((1 << 17, 1, 1), (256, 1, 1))))
        assert isinstance(v, Variant) and v.grid == ((1 << 17) // 64, 1, 1)
        small = privatize_atomics(Variant.of(m, "k", Launch((1 << 11, 1, 1), (256, 1, 1))))
        assert small.grid == (1 << 10, 1, 1)  # keeps 1024 blocks
        odd = privatize_atomics(Variant.of(m, "k", Launch((3 << 10, 1, 1), (256, 1, 1))))
        assert odd.grid == (3 << 9, 1, 1)  # 2 divides 3072, 4 would leave 768 blocks


def test_blocks_that_do_not_divide_the_grid_are_refused():
    m = _module(KEYED_SUM)
    out = privatize_atomics(Variant.of(m, "k", Launch((6, 1, 1), (32, 1, 1))), blocks=4)
    assert isinstance(out, Refusal) and "divide" in out.reason


KMER = """
__device__ unsigned int code2(unsigned char c) { return (c >> 1) & 3u; }
extern "C" __global__ void k(const unsigned char *a, int *hist, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i + 2 < n) {
        unsigned int code = (code2(a[i]) << 4) | (code2(a[i + 1]) << 2) | code2(a[i + 2]);
        atomicAdd(&hist[code], 1);
    }
}"""


@pytest.mark.parametrize("n", [1, 200, 700])
def test_codes_of_device_functions_shifted_and_ored_have_a_proven_range(n):
    m = _module(KMER)
    v = privatize_atomics(Variant.of(m, "k", Launch((-(-n // 64), 1, 1), (64, 1, 1))))
    assert isinstance(v, Variant) and "proven in [0, 64)" in v.steps[-1].detail

    def args():
        r = np.random.default_rng(n)
        return {"a": r.integers(0, 256, n, dtype=np.uint8), "hist": np.zeros(64, np.int32),
                "n": np.int32(n)}

    grid = (-(-n // 64), 1, 1)
    want = simulate(m, "k", grid, (64, 1, 1), args()).outputs["hist"]
    got = simulate(v.module, v.kernel, v.grid, v.block, args()).outputs["hist"]
    assert got.tobytes() == want.tobytes()


def test_value_ranges_of_shifts_and_ors():
    m = _module(KMER)
    fn = next(f for f in m.functions if f.name == "k")
    code = next(d for d in fn.body.stmts[1].then.stmts if getattr(d, "name", "") == "code")
    assert value_range(code.init, fn, module=m) == (0, 63)
    assert value_range(code.init, fn) is None  # the device function is not followed


SIGNS = """
extern "C" __global__ void k(const int *x, int *hist, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int v = x[i];
        int s = v < 0 ? 0 : (v == 0 ? 1 : 2);
        atomicAdd(&hist[s], 1);
    }
}"""


def test_either_side_of_a_conditional_bounds_the_index():
    n = 300

    def args():
        r = np.random.default_rng(n)
        return {"x": r.integers(-3, 4, n, dtype=np.int32), "hist": np.zeros(3, np.int32),
                "n": np.int32(n)}

    v = _same(SIGNS, args, "hist", (-(-n // 64), 1, 1), (64, 1, 1))
    assert "proven in [0, 3)" in v.steps[-1].detail
