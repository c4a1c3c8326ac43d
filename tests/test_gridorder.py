"""Global swaps with the grid order and block shape that go with them
(transform/gridorder.py): on the simulator the composed variant computes what the original
does for strided copies (the fast data axis a block index over a small grid extent) and
column-walking 2D kernels, in every block shape the optimizer tries; the launch map follows
other launches; kernels whose threads cooperate or that read a thread index alone are
refused; and the optimizer picks the composition for the strided copy."""

from __future__ import annotations

import numpy as np
import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from warpsmith.backends.simulator import simulate  # noqa: E402
from warpsmith.frontend import read_module  # noqa: E402
from warpsmith.ir.launch import Launch  # noqa: E402
from warpsmith.transform.gridorder import globalize, global_shapes, swap_global  # noqa: E402
from warpsmith.transform.memopt import optimize  # noqa: E402
from warpsmith.transform.variant import Refusal, Variant  # noqa: E402

STRIDED = """
extern "C" __global__ void k(const float *in, float *out) {
    int i = (blockIdx.x * blockDim.x + threadIdx.x) * gridDim.y + blockIdx.y;
    out[i] = in[i] * 2.0f + (float)blockIdx.y;
}"""

STRIDED_CL = """
__kernel void k(__global const float *in, __global float *out) {
    int i = get_global_id(0) * get_num_groups(1) + get_group_id(1);
    out[i] = in[i] - (float)get_group_id(1);
}"""

COLWALK = """
extern "C" __global__ void k(const float *in, float *out, int width, int height) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    int c = blockIdx.y * blockDim.y + threadIdx.y;
    if (r < height && c < width) out[r * width + c] = in[r * width + c] + (float)r;
}"""

THREAD_ALONE = """
extern "C" __global__ void k(const float *in, float *out) {
    int i = (blockIdx.x * blockDim.x + threadIdx.x) * gridDim.y + blockIdx.y;
    out[i] = in[i] + (float)threadIdx.y;
}"""

SHARED = """
extern "C" __global__ void k(const float *in, float *out, int width, int height) {
    __shared__ float t[64];
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    int c = blockIdx.y * blockDim.y + threadIdx.y;
    t[threadIdx.y * 8 + threadIdx.x] = in[r * width + c];
    __syncthreads();
    out[r * width + c] = t[threadIdx.y * 8 + threadIdx.x];
}"""


def _module(text):
    cl = "__kernel" in text
    return read_module("k.cl" if cl else "k.cu", text=text, dialect="opencl" if cl else "cuda")


def _run(module, kernel, grid, block, n, extra=None):
    rng = np.random.default_rng(5)
    args = {"in": rng.integers(-9, 9, n).astype(np.float32), "out": np.zeros(n, np.float32)}
    args.update(extra or {})
    return simulate(module, kernel, grid, block, args).outputs["out"]


@settings(max_examples=12, derandomize=True, deadline=None)
@given(S=st.sampled_from([2, 4, 8, 32]), blocks=st.integers(1, 3),
       B=st.sampled_from([32, 64]), cl=st.booleans(), pick=st.integers(0, 5))
def test_strided_copy_same_after_global_swap(S, blocks, B, cl, pick):
    m = _module(STRIDED_CL if cl else STRIDED)
    grid, block = (blocks, S, 1), (B, 1, 1)
    n = blocks * B * S
    start = Variant.of(m, "k", Launch(grid, block))
    shapes = global_shapes(S, (B, 256), extent_y=blocks * B)
    assert shapes, S
    shape = shapes[pick % len(shapes)]
    out = swap_global(start, axis="y", block=shape)
    if isinstance(out, Refusal):  # only the grid limits may refuse a copy this small
        assert "limit" in out.reason, out
        return
    assert out.block == shape
    assert out.launch_map.apply(grid, block) == (out.grid, out.block)
    assert [s.name for s in out.steps][:3] == ["global-index", "swap", "swap"]
    want = _run(m, "k", grid, block, n)
    got = _run(out.module, out.kernel, out.grid, out.block, n)
    assert got.tobytes() == want.tobytes()


@pytest.mark.parametrize("shape", [(32, 2, 1), (16, 4, 1), (64, 1, 1)])
def test_colwalk_same_after_global_swap(shape):
    m = _module(COLWALK)
    W, H = 64, 24
    grid, block = (3, 8, 1), (8, 8, 1)  # 24 rows x 64 columns of threads
    start = Variant.of(m, "k", Launch(grid, block, params={"width": W, "height": H}))
    out = swap_global(start, axis="y", block=shape)
    assert isinstance(out, Variant), out
    # blocks now run along the columns: grid x covers the width
    assert out.grid[0] * out.block[0] == W
    dims = {"width": np.int32(W), "height": np.int32(H)}
    want = _run(m, "k", grid, block, W * H, dims)
    got = _run(out.module, out.kernel, out.grid, out.block, W * H, dims)
    assert got.tobytes() == want.tobytes()


def test_thread_index_read_alone_is_refused():
    m = _module(THREAD_ALONE)
    v = Variant.of(m, "k", Launch((2, 4, 1), (32, 1, 1)))
    out = globalize(v)
    assert isinstance(out, Refusal) and "threadIdx.y" in out.reason


def test_cooperating_threads_are_refused():
    m = _module(SHARED)
    v = Variant.of(m, "k", Launch((1, 1, 1), (8, 8, 1), params={"width": 8, "height": 8}))
    out = swap_global(v, axis="y", block=(64, 1, 1))
    assert isinstance(out, Refusal) and "shared" in out.reason


def test_optimizer_makes_the_strided_copy_row_ordered():
    m = _module(STRIDED)
    grid, block = (64, 4, 1), (256, 1, 1)
    res = optimize(m, "k", Launch(grid, block))
    names = [s.name for s in res.applied]
    assert names[:4] == ["global-index", "swap", "swap", "block-shape"], names
    v = res.variant
    n = 64 * 256 * 4
    want = _run(m, "k", grid, block, n)
    got = _run(v.module, v.kernel, v.grid, v.block, n)
    assert got.tobytes() == want.tobytes()


OUTER = """
extern "C" __global__ void k(const float *a, const float *b, float *out, int n, int m) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int j = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < n && j < m) out[i * m + j] = a[i] * b[j];
}"""

ROTATE = """
extern "C" __global__ void k(const float *in, float *out, int width, int height) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) out[x * height + (height - 1 - y)] = in[y * width + x];
}"""


def test_a_global_swap_that_coalesces_everything_beats_short_rows():
    """The paper's swap would leave blocks of 8 x 32 (32 bytes of each output row per
    block, blocks in the wrong order); the global swap makes every access coalesced with
    blocks in data order, and is kept although the access model prices it higher."""
    m = _module(OUTER)
    n, mm = 64, 256
    grid, block = (n // 32, mm // 8, 1), (32, 8, 1)
    res = optimize(m, "k", Launch(grid, block, params={"n": n, "m": mm}))
    names = [s.name for s in res.applied]
    assert names[:3] == ["swap", "swap", "block-shape"], names
    assert "blockIdx.x <-> blockIdx.y" in res.applied[1].detail
    assert any(r.step == "swap" and "less than a 128-byte line" in r.reason
               for r in res.refused)
    v = res.variant
    rng = np.random.default_rng(3)

    def args():
        return {"a": rng.integers(-4, 5, n).astype(np.float32),
                "b": rng.integers(-4, 5, mm).astype(np.float32),
                "out": np.zeros(n * mm, np.float32), "n": np.int32(n), "m": np.int32(mm)}

    rng = np.random.default_rng(3)
    want = simulate(m, "k", grid, block, args()).outputs["out"]
    rng = np.random.default_rng(3)
    got = simulate(v.module, v.kernel, v.grid, v.block, args()).outputs["out"]
    assert got.tobytes() == want.tobytes()


def test_a_transpose_keeps_the_paper_swap():
    """A transpose has no swap that coalesces both sides: the paper's swap, half-serving
    the loads and the stores, is kept."""
    m = _module(ROTATE)
    res = optimize(m, "k", Launch((64, 128, 1), (32, 8, 1),
                                  params={"width": 2048, "height": 1024}))
    assert [s.name for s in res.applied][:1] == ["swap"]
    assert res.variant.block == (8, 32, 1)
