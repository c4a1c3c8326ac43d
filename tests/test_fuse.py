"""Adjacent loops over one range fused (transform/fuse.py): on the simulator the fused kernel
writes the original's bytes for several sizes (fixed seeds) in CUDA C and OpenCL C, a load
both loops made is made once; loops that depend on each other, store, leave early, run over
different ranges or have a statement between them that cannot move are refused with the
reason; the optimizer fuses a max pass and a min pass and spreads the fused loop over a
warp."""

from __future__ import annotations

import numpy as np
import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from warpsmith.backends.simulator import simulate  # noqa: E402
from warpsmith.frontend import read_module  # noqa: E402
from warpsmith.ir import nodes as N  # noqa: E402
from warpsmith.ir.launch import Launch  # noqa: E402
from warpsmith.ir.visit import walk  # noqa: E402
from warpsmith.transform.fuse import fuse_loops  # noqa: E402
from warpsmith.transform.memopt import optimize  # noqa: E402
from warpsmith.transform.variant import Refusal, Variant  # noqa: E402

PASSES = """
extern "C" __global__ void k(const int *A, int *out, int rows, int cols) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= rows)
        return;
    const int *row = A + r * cols;
    int hi = row[0];
    for (int c = 1; c < cols; ++c)
        hi = max(hi, row[c]);
    int lo = row[0];
    for (int j = 1; j < cols; j++) {
        int v = row[j] * 3;
        lo = min(lo, v - 1);
    }
    int s = 0;
    for (int c = 1; c < cols; c += 1)
        s += row[c] & 7;
    out[r] = hi - lo + s;
}"""

#: the same kernel in OpenCL C
PASSES_CL = (PASSES
             .replace('extern "C" __global__ void k(const int *A, int *out',
                      "__kernel void k(__global const int *A, __global int *out")
             .replace("blockIdx.x * blockDim.x + threadIdx.x", "get_global_id(0)")
             .replace("const int *row", "__global const int *row"))


def _module(text):
    cl = "__kernel" in text
    return read_module("k.cl" if cl else "k.cu", text=text, dialect="opencl" if cl else "cuda")


def _args(rows, cols):
    r = np.random.default_rng(rows * 131 + cols)
    return {"A": r.integers(-999, 999, rows * cols, dtype=np.int32),
            "out": np.zeros(rows, np.int32), "rows": np.int32(rows), "cols": np.int32(cols)}


def _variant(text, rows=40, cols=9, block=32):
    m = _module(text)
    grid = (-(-rows // block), 1, 1)
    return m, Variant.of(m, "k", Launch(grid, (block, 1, 1), params={"rows": rows,
                                                                     "cols": cols}))


@settings(max_examples=8, derandomize=True, deadline=None)
@given(rows=st.integers(1, 70), cols=st.integers(1, 12), cl=st.booleans())
def test_fused_kernel_writes_the_same_bytes(rows, cols, cl):
    m, v0 = _variant(PASSES_CL if cl else PASSES, rows, cols)
    v = fuse_loops(v0)
    assert isinstance(v, Variant), v
    fn = v.function()
    assert sum(isinstance(n, N.For) for n in walk(fn.body)) == 1
    # row[c] loaded once for the three passes
    loads = [n for n in walk(fn.body) if isinstance(n, N.Index)]
    assert len(loads) == 2 + 1 + 1, loads  # row[0] twice, row[c] once, out[r]
    assert "loaded once" in v.steps[-1].detail
    want = simulate(m, "k", v0.grid, v0.block, _args(rows, cols)).outputs["out"]
    got = simulate(v.module, v.kernel, v.grid, v.block, _args(rows, cols)).outputs["out"]
    assert got.tobytes() == want.tobytes()


BAD = {
    "assigns": ("lo = min(lo, v - 1);", "lo = min(lo, v - hi);"),
    "different ranges": ("for (int j = 1; j < cols; j++)", "for (int j = 0; j < cols; j++)"),
    "stores to memory": ("int v = row[j] * 3;", "int v = row[j] * 3; out[j] = v;"),
    "leaves early": ("int v = row[j] * 3;", "int v = row[j] * 3; if (v > 9) break;"),
    "not a declaration": ("int lo = row[0];", "int lo = row[0]; out[r] = 0;"),
    "reads what the first assigns": ("int lo = row[0];", "int lo = hi;"),
}


@pytest.mark.parametrize("what", sorted(BAD))
def test_dependent_or_unmovable_loops_are_refused_with_the_reason(what):
    old, new = BAD[what]
    text = PASSES.replace(old, new)
    # the third loop alone may still fuse with the second: drop it so the pair decides
    text = text.replace("for (int c = 1; c < cols; c += 1)\n        s += row[c] & 7;", "")
    assert new in text
    out = fuse_loops(_variant(text)[1])
    assert isinstance(out, Refusal), out
    assert what in out.reason, out.reason


def test_a_load_under_a_condition_is_not_made_once():
    """The first loop reads row[c] only when c is even: loading it on every iteration would
    read what the original did not, so the loops fuse but each keeps its own load."""
    text = PASSES.replace("hi = max(hi, row[c]);", "hi = (c & 1) ? hi : max(hi, row[c]);")
    v = fuse_loops(_variant(text)[1])
    assert isinstance(v, Variant), v
    detail = v.steps[-1].detail
    assert "fused" in detail and "loaded once" not in detail


def test_optimizer_fuses_the_passes_and_spreads_the_loop_over_a_warp():
    rows, cols = 2048, 64
    m, v0 = _variant(PASSES, rows, cols, block=256)
    res = optimize(m, "k", v0.launch)
    names = [s.name for s in res.applied]
    assert names[:2] == ["fuse-loops", "warp-reduce"], names
    v = res.variant
    args = _args(rows, cols)
    want = simulate(m, "k", v0.grid, v0.block, args).outputs["out"]
    got = simulate(v.module, v.kernel, v.grid, v.block, _args(rows, cols)).outputs["out"]
    assert got.tobytes() == want.tobytes()
