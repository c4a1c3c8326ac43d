"""Re-linearization of thread indices (transform/relin.py): the re-linearized kernel
computes what the original does on the simulator for every order of the index terms and
every block size tried (a bijection of the global thread id), the optimizer uses it where
the swap's block would be too large, and it refuses kernels whose threads cooperate."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from warpsmith.backends.simulator import simulate  # noqa: E402
from warpsmith.frontend import read_module  # noqa: E402
from warpsmith.ir.launch import Launch  # noqa: E402
from warpsmith.ir.printer import print_module  # noqa: E402
from warpsmith.transform.dispatch import dispatcher  # noqa: E402
from warpsmith.transform.memopt import optimize  # noqa: E402
from warpsmith.transform.relin import relinearize  # noqa: E402
from warpsmith.transform.variant import Refusal, Variant  # noqa: E402

FIG6A = """
extern "C" __global__ void k(const float *a, const float *b, float *c) {
    int i = threadIdx.x * gridDim.x + blockIdx.x;
    c[i] = a[i] + b[i] * (float)(blockDim.x - threadIdx.x);
}"""

FIG6A_CL = """
__kernel void k(__global const float *a, __global float *c) {
    int i = get_local_id(0) * get_num_groups(0) + get_group_id(0);
    c[i] = a[i] + (float)get_local_size(0);
}"""

SHARED = """
extern "C" __global__ void k(const float *a, float *c) {
    __shared__ float s[64];
    s[threadIdx.x] = a[threadIdx.x * gridDim.x + blockIdx.x];
    __syncthreads();
    c[threadIdx.x * gridDim.x + blockIdx.x] = s[63 - threadIdx.x];
}"""

SHUFFLE = """
extern "C" __global__ void k(const float *a, float *c) {
    int i = threadIdx.x * gridDim.x + blockIdx.x;
    c[i] = __shfl_down_sync(0xffffffff, a[i], 1);
}"""


def _module(text):
    cl = "__kernel" in text
    return read_module("k.cl" if cl else "k.cu", text=text, dialect="opencl" if cl else "cuda")


def _args(module, n):
    rng = np.random.default_rng(1)
    return {p.name: rng.integers(-50, 50, n).astype(np.float32)
            for p in module.function("k").params}


def _same(module, variant, grid, block, n):
    args = _args(module, n)
    want = simulate(module, "k", grid, block, dict(args)).outputs
    got = simulate(variant.module, variant.kernel, variant.grid, variant.block,
                   dict(args)).outputs
    for name, w in want.items():
        assert np.asarray(got[name]).tobytes() == np.asarray(w).tobytes(), name


@pytest.mark.parametrize("text", [FIG6A, FIG6A_CL])
@pytest.mark.parametrize("bp", [32, 64])
def test_fig6a_relinearized_computes_the_same(text, bp):
    m = _module(text)
    grid, block = (64, 1, 1), (48, 1, 1)
    out = relinearize(Variant.of(m, "k", Launch(grid, block)), axis="x", block=bp)
    assert isinstance(out, Variant), out
    assert out.block == (bp, 1, 1) and out.grid == (64 // bp, 48, 1)
    assert out.launch_map.apply((128, 1, 1), (48, 1, 1)) == ((128 // bp, 48, 1), (bp, 1, 1))
    _same(m, out, grid, block, 64 * 48)
    again = _module(print_module(out.module, m.dialect))
    _same(m, dataclasses.replace(out, module=again), grid, block, 64 * 48)


@st.composite
def kernels(draw):
    """An injective affine index over threadIdx.x, blockIdx.x and blockIdx.y in a random
    order of significance, and a launch."""
    order = draw(st.permutations(["threadIdx.x", "blockIdx.x", "blockIdx.y"]))
    ext = {"threadIdx.x": "blockDim.x", "blockIdx.x": "gridDim.x", "blockIdx.y": "gridDim.y"}
    idx = f"({order[2]} * {ext[order[1]]} + {order[1]}) * {ext[order[0]]} + {order[0]}"
    gx = draw(st.sampled_from([32, 64, 96]))
    gy = draw(st.sampled_from([1, 2]))
    bx = draw(st.sampled_from([8, 24, 32]))
    text = f"""
extern "C" __global__ void k(const float *a, float *c) {{
    int i = {idx};
    c[i] = a[i] * 2.0f + (float)(threadIdx.x + 3 * blockIdx.x + 7 * blockIdx.y);
}}"""
    return text, (gx, gy, 1), (bx, 1, 1), draw(st.sampled_from([32, 16]))


@settings(max_examples=12, deadline=None, derandomize=True)
@given(kernels())
def test_generated_indices_compute_the_same(case):
    text, grid, block, bp = case
    m = _module(text)
    out = relinearize(Variant.of(m, "k", Launch(grid, block)), axis="x", block=bp)
    if isinstance(out, Refusal):
        assert "grid axis" in out.reason or "multiple" in out.reason
        assert grid[1] > 1 or grid[0] % bp
        return
    _same(m, out, grid, block, int(np.prod(grid)) * block[0])


def test_optimizer_relinearizes_when_the_swapped_block_is_too_large():
    m = _module(FIG6A)
    launch = Launch((2048, 1, 1), (1024, 1, 1))
    res = optimize(m, "k", launch, steps=("swap", "relinearize"))
    assert [s.name for s in res.applied] == ["relinearize"]
    assert any("over the limit" in r.reason for r in res.refused if r.step == "swap")
    kernel, grid, block, reasons = dispatcher(res.variant)(launch.grid, launch.block, {})
    assert (kernel, grid, block, reasons) == ("k_opt", (2, 1024, 1), (1024, 1, 1), [])
    kernel, *_, reasons = dispatcher(res.variant)((2048, 2, 1), launch.block, {})
    assert kernel == "k" and any("grid.y == 1" in r for r in reasons)


@pytest.mark.parametrize("text, why", [(SHARED, "shared array s"),
                                       (SHUFFLE, "share a warp")])
def test_refuses_cooperating_threads(text, why):
    out = relinearize(Variant.of(_module(text), "k", Launch((64, 1, 1), (64, 1, 1))),
                      axis="x", block=32)
    assert isinstance(out, Refusal) and why in out.reason


def test_refuses_without_a_free_grid_axis():
    text = FIG6A.replace("int i = threadIdx.x * gridDim.x + blockIdx.x;",
                         "int i = (threadIdx.x * gridDim.x + blockIdx.x) * gridDim.y "
                         "+ blockIdx.y; int z = blockIdx.z;").replace("c[i] = ", "c[i + z] = ")
    out = relinearize(Variant.of(_module(text), "k", Launch((64, 2, 2), (32, 1, 1))),
                      axis="x", block=32)
    assert isinstance(out, Refusal) and "no grid axis" in out.reason
