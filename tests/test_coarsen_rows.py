"""Composing the optimizer with coarsening (pipeline pass "coarsen-rows"): a tiled
transpose gets its tile padded and then several rows per thread, chosen by the cost
(one barrier per warp saved per merged row); the result computes the transpose on the
simulator at another launch (through its launch map), and kernels without barriers are
not tried."""

from __future__ import annotations

import numpy as np

from warpsmith.backends.simulator import simulate
from warpsmith.frontend import read_module
from warpsmith.ir.launch import Launch
from warpsmith.transform.memopt import optimize
from warpsmith.transform.pipeline import failing_assumptions

TILED = """
extern "C" __global__ void k(const float *in, float *out, int width, int height) {
    __shared__ float tile[16][16];
    int lx = threadIdx.x, ly = threadIdx.y;
    int x = blockIdx.x * 16 + lx, y = blockIdx.y * 16 + ly;
    tile[ly][lx] = in[y * width + x];
    __syncthreads();
    out[(blockIdx.x * 16 + ly) * height + blockIdx.y * 16 + lx] = tile[lx][ly];
}"""

NO_BARRIER = """
extern "C" __global__ void k(const float *in, float *out, int width, int height) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    out[y * width + x] = 2.0f * in[y * width + x];
}"""


def _module(text):
    return read_module("k.cu", text=text, dialect="cuda")


def test_tiled_transpose_is_padded_then_coarsened():
    m = _module(TILED)
    res = optimize(m, "k", Launch((64, 64), (16, 16), params={"width": 1024, "height": 1024}),
                   steps=("pad", "coarsen-rows"))
    names = [s.name for s in res.applied]
    assert names == ["pad", "coarsen-rows"], res.refused
    v = res.variant
    small = Launch((4, 2), (16, 16), params={"width": 64, "height": 32})
    assert failing_assumptions(v, small) == []
    grid, block = v.launch_map.apply(small.grid, small.block)
    rng = np.random.default_rng(0)
    args = {"in": rng.random(64 * 32).astype(np.float32), "out": np.zeros(64 * 32, np.float32),
            "width": np.int32(64), "height": np.int32(32)}
    want = simulate(m, "k", small.grid, small.block, dict(args)).outputs["out"]
    got = simulate(v.module, v.kernel, grid, block, dict(args)).outputs["out"]
    assert np.array_equal(want, args["in"].reshape(32, 64).T.reshape(-1))
    assert got.tobytes() == want.tobytes()


def test_kernels_without_barriers_are_not_coarsened():
    m = _module(NO_BARRIER)
    res = optimize(m, "k", Launch((64, 64), (16, 16), params={"width": 1024, "height": 1024}),
                   steps=("coarsen-rows",))
    assert res.applied == [] and not [r for r in res.refused if r.step == "coarsen-rows"]
