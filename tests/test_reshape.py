"""The block shape as a choice (transform/reshape.py): a kernel that reads its indices only
as global indices computes the same on the simulator under every legal block shape (after
a swap too), the launch map follows other launches, and the step refuses kernels that use
a thread index on its own or share data in a block."""

from __future__ import annotations

import numpy as np
import pytest

from warpsmith.backends.simulator import simulate
from warpsmith.frontend import read_module
from warpsmith.ir.launch import Launch
from warpsmith.transform.reshape import pairing, reshape_block
from warpsmith.transform.swap import swap
from warpsmith.transform.variant import Refusal, Variant

COLWALK = """
extern "C" __global__ void k(float a, const float *x, float *y, int width, int height) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    int c = blockIdx.y * blockDim.y + threadIdx.y;
    if (r < height && c < width)
        y[r * width + c] = a * x[r * width + c] + y[r * width + c]
                           + (float)(gridDim.x * blockDim.x);
}"""

GLOBAL_CL = """
__kernel void k(float a, __global const float *x, __global float *y, int width, int height) {
    int c = get_global_id(0);
    int r = get_global_id(1);
    if (r < height && c < width) y[r * width + c] = a * x[r * width + c] + (float)r;
}"""

LOCAL_USE = """
extern "C" __global__ void k(float a, const float *x, float *y, int width, int height) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < width) y[i] = x[i] + (float)threadIdx.x;
}"""

W, H = 48, 64


def _module(text):
    cl = "__kernel" in text
    return read_module("k.cl" if cl else "k.cu", text=text, dialect="opencl" if cl else "cuda")


def _args():
    rng = np.random.default_rng(3)
    return {"a": np.float32(1.5), "x": rng.integers(-9, 9, W * H).astype(np.float32),
            "y": rng.integers(-9, 9, W * H).astype(np.float32), "width": np.int32(W),
            "height": np.int32(H)}


def _same(module, grid, block, variant):
    want = simulate(module, "k", grid, block, _args()).outputs["y"]
    got = simulate(variant.module, variant.kernel, variant.grid, variant.block,
                   _args()).outputs["y"]
    assert got.tobytes() == want.tobytes()


@pytest.mark.parametrize("shape", [(128, 1, 1), (64, 2, 1), (32, 4, 1)])
def test_swapped_colwalk_under_other_shapes(shape):
    m = _module(COLWALK)
    grid, block = (8, 8, 1), (8, 16, 1)  # 64 rows x 128 columns of threads
    start = Variant.of(m, "k", Launch(grid, block, params={"width": W, "height": H}))
    swapped = swap(start, a="tid.x", b="tid.y")
    assert isinstance(swapped, Variant)
    out = reshape_block(swapped, block=shape)
    assert isinstance(out, Variant), out
    assert out.block == shape
    assert out.launch_map.apply(grid, block) == (out.grid, out.block)
    _same(m, grid, block, out)


def test_opencl_global_ids_pair_axes_with_themselves():
    m = _module(GLOBAL_CL)
    assert pairing(m.function("k")) == {0: 0, 1: 1}
    grid, block = (3, 16, 1), (16, 4, 1)
    out = reshape_block(Variant.of(m, "k", Launch(grid, block)), block=(48, 2, 1))
    assert isinstance(out, Variant), out
    assert out.grid == (1, 32, 1)
    _same(m, grid, block, out)


def test_refusals():
    m = _module(LOCAL_USE)
    out = reshape_block(Variant.of(m, "k", Launch((4, 1, 1), (64, 1, 1))), block=(128, 1, 1))
    assert isinstance(out, Refusal) and "other than in a global index" in out.reason
    m = _module(COLWALK)
    out = reshape_block(Variant.of(m, "k", Launch((8, 6, 1), (8, 16, 1))), block=(128, 1, 1))
    assert isinstance(out, Refusal) and "64 threads along x are not a multiple of 128" \
        in out.reason
