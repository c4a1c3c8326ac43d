"""A kernel launched as one block that loops over its data, spread over a grid
(transform/widen.py): on the simulator the widened kernel writes the original's bytes, for
several sizes and blocks (fixed seeds) in CUDA C and OpenCL C; kernels whose iterations may
touch the same element, whose threads cooperate, that read a block index or that do work
outside the loop are refused with the reason, and so is a grid of more than one block."""

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
from warpsmith.transform.widen import widen_grid  # noqa: E402

ONE_BLOCK = """
extern "C" __global__ void k(const int *x, int *y, int *z, int n) {
    int two = 2;
    for (int i = threadIdx.x; i < n; i += blockDim.x) {
        int v = x[i] * two + 1;
        y[i] = v;
        z[3 * i + 1] = v - 7;
    }
}"""

ONE_BLOCK_CL = """
__kernel void k(__global const int *x, __global int *y, __global int *z, int n) {
    int two = 2;
    for (int i = get_local_id(0); i < n; i += get_local_size(0)) {
        int v = x[i] * two + 1;
        y[i] = v;
        z[3 * i + 1] = v - 7;
    }
}"""


def _module(text):
    cl = "__kernel" in text
    return read_module("k.cl" if cl else "k.cu", text=text, dialect="opencl" if cl else "cuda")


def _args(n):
    r = np.random.default_rng(n)
    return {"x": r.integers(-99, 99, n, dtype=np.int32), "y": np.zeros(n, np.int32),
            "z": np.full(3 * n + 1, 5, np.int32), "n": np.int32(n)}


@settings(max_examples=8, derandomize=True, deadline=None)
@given(n=st.integers(3, 900), B=st.sampled_from([2, 32, 64]), cl=st.booleans())
def test_widened_kernel_writes_the_same_bytes(n, B, cl):
    m = _module(ONE_BLOCK_CL if cl else ONE_BLOCK)
    v = widen_grid(Variant.of(m, "k", Launch((1, 1, 1), (B, 1, 1), params={"n": n})))
    if n <= B:
        assert isinstance(v, Refusal) and "fit one block" in v.reason
        return
    assert isinstance(v, Variant), v
    assert v.grid == (-(-n // B), 1, 1)
    want = simulate(m, "k", (1, 1, 1), (B, 1, 1), _args(n)).outputs
    got = simulate(v.module, v.kernel, v.grid, v.block, _args(n)).outputs
    for o in ("y", "z"):
        assert got[o].tobytes() == want[o].tobytes(), o


BAD = {
    "same element": ("y[i] = v;", "y[i / 2] = v;"),
    "read and written": ("int v = x[i] * two + 1;", "int v = y[i] * two + 1;"),
    "work outside": ("int two = 2;", "int two = 2; y[0] = 1;"),
    "block index": ("int two = 2;", "int two = 2 + blockIdx.x;"),
    "shared memory": ("int two = 2;", "__shared__ int s[4]; s[0] = 1; int two = 2;"),
    "carried value": ("int two = 2;\n    for", "int two = 2, acc = 0;\n    for"),
}


@pytest.mark.parametrize("what", sorted(BAD))
def test_other_forms_are_refused(what):
    old, new = BAD[what]
    text = ONE_BLOCK.replace(old, new)
    if what == "carried value":
        text = text.replace("y[i] = v;", "acc += v; y[i] = acc;")
    m = _module(text)
    out = widen_grid(Variant.of(m, "k", Launch((1, 1, 1), (32, 1, 1), params={"n": 500})))
    assert isinstance(out, Refusal), what


def test_more_than_one_block_is_refused():
    m = _module(ONE_BLOCK)
    out = widen_grid(Variant.of(m, "k", Launch((2, 1, 1), (32, 1, 1), params={"n": 500})))
    assert isinstance(out, Refusal) and "not one block" in out.reason


def test_optimizer_widens_and_guards_the_one_block_launch():
    m = _module(ONE_BLOCK)
    res = optimize(m, "k", Launch((1, 1, 1), (256, 1, 1), params={"n": 1 << 20}))
    assert [s.name for s in res.applied][:1] == ["widen-grid"]
    assert res.variant.grid == (4096, 1, 1)
    assert ("equal", "grid.x", 1) in [(a.kind, a.expr, a.modulus)
                                      for a in res.variant.assumptions]
