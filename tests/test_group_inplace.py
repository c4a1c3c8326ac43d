"""Thread merging groups the loads and the store of an array updated in place
(transform/group.py, ``_in_place``): ``y[i] = a * x[i] + y[i]`` merged by 2 or 4 reads and
writes y as vectors and computes what the original does on the simulator; an array read at
another element than the one written (``y[i] = y[i + 1]``) keeps its scalar accesses."""

from __future__ import annotations

import numpy as np
import pytest

from warpsmith.backends.simulator import simulate
from warpsmith.frontend import read_module
from warpsmith.ir.launch import Launch
from warpsmith.transform.group import merge_threads
from warpsmith.transform.variant import Variant

AXPY = """
extern "C" __global__ void k(float a, const float *x, float *y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + EXPR;
}"""


def _run(module, kernel, grid, block, n):
    rng = np.random.default_rng(9)
    args = {"a": np.float32(1.5), "x": rng.integers(-9, 9, n + 1).astype(np.float32),
            "y": rng.integers(-9, 9, n + 1).astype(np.float32), "n": np.int32(n)}
    return simulate(module, kernel, grid, block, args).outputs["y"]


@pytest.mark.parametrize("G, mode", [(4, "grid"), (2, "block")])
def test_in_place_update_grouped_and_same(G, mode):
    m = read_module("k.cu", text=AXPY.replace("EXPR", "y[i]"), dialect="cuda")
    grid, block, n = (4, 1, 1), (64, 1, 1), 256
    v = Variant.of(m, "k", Launch(grid, block, params={"n": n}))
    out = merge_threads(v, factor=G, mode=mode, split="thread", slow="predicated")
    assert isinstance(out, Variant), out
    assert "store y" in out.steps[-1].detail and "load y" in out.steps[-1].detail
    want = _run(m, "k", grid, block, n)
    got = _run(out.module, out.kernel, out.grid, out.block, n)
    assert got.tobytes() == want.tobytes()


def test_other_element_is_not_grouped():
    m = read_module("k.cu", text=AXPY.replace("EXPR", "y[i + 1]"), dialect="cuda")
    grid, block, n = (4, 1, 1), (64, 1, 1), 256
    v = Variant.of(m, "k", Launch(grid, block, params={"n": n}))
    out = merge_threads(v, factor=4, mode="grid", split="thread", slow="predicated")
    assert isinstance(out, Variant), out
    assert "store y" not in out.steps[-1].detail
    assert any("y is also" in r.reason for r in out.refused)
