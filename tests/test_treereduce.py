"""Sequential addressing for a tree reduction (transform/treereduce.py): the rewritten
kernel computes what the interleaved one does on the simulator (integer sums, and float
sums of small integers with reassociate), for both textbook interleaved forms and several
block sizes; loops that add other pairs, read other slots after the tree, run at a block
size that is not a power of two, or sum floats without leave are refused."""

from __future__ import annotations

import numpy as np
import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from warpsmith.backends.simulator import simulate  # noqa: E402
from warpsmith.frontend import read_module  # noqa: E402
from warpsmith.ir.launch import Launch  # noqa: E402
from warpsmith.transform.treereduce import sequential_tree, tree_loops  # noqa: E402
from warpsmith.transform.variant import Refusal, Variant  # noqa: E402

TREE = """
extern "C" __global__ void k(const T *in, T *out) {
    __shared__ T s[256];
    int lid = threadIdx.x;
    int ls = blockDim.x;
    s[lid] = in[blockIdx.x * blockDim.x + threadIdx.x];
    __syncthreads();
    for (int st = 1; st < ls; st *= 2) {
        BODY
        __syncthreads();
    }
    if (lid == 0) out[blockIdx.x] = AFTER;
}"""

FORMS = {
    "interleaved": "int idx = 2 * st * lid; if (idx < ls) s[idx] += s[idx + st];",
    "modulo": "if (lid % (2 * st) == 0) s[lid] += s[lid + st];",
}


def _module(form, t="int", after="s[0]", body=None):
    text = TREE.replace("T ", f"{t} ").replace("T *", f"{t} *").replace(
        "BODY", body or FORMS[form]).replace("AFTER", after)
    return read_module("k.cu", text=text, dialect="cuda")


def _variant(m, B, blocks=3):
    return Variant.of(m, "k", Launch((blocks, 1, 1), (B, 1, 1)))


def _args(B, blocks, seed, dtype):
    rng = np.random.default_rng(seed)
    return {"in": rng.integers(-1000, 1000, B * blocks).astype(dtype),
            "out": np.zeros(blocks, dtype)}


@settings(max_examples=8, derandomize=True, deadline=None)
@given(form=st.sampled_from(sorted(FORMS)), B=st.sampled_from([2, 32, 64, 256]),
       seed=st.integers(0, 1000), t=st.sampled_from(["int", "float"]))
def test_sequential_tree_same_sums(form, B, seed, t):
    m = _module(form, t)
    v = _variant(m, B)
    out = sequential_tree(v, loop=tree_loops(v.function())[0], reassociate=t == "float")
    assert isinstance(out, Variant), out
    dtype = np.int32 if t == "int" else np.float32
    want = simulate(m, "k", v.grid, v.block, _args(B, 3, seed, dtype)).outputs["out"]
    got = simulate(out.module, out.kernel, out.grid, out.block,
                   _args(B, 3, seed, dtype)).outputs["out"]
    assert got.tobytes() == want.tobytes()


@pytest.mark.parametrize("body, after, B, t, why", [
    ("int idx = 2 * st * lid; if (idx < ls) s[idx] += s[idx + 2 * st];", "s[0]", 64, "int",
     "not the tree's pairs"),
    (FORMS["interleaved"], "s[lid]", 64, "int", "other than as s[0]"),
    (FORMS["interleaved"], "s[0]", 48, "int", "not a power of two"),
    (FORMS["interleaved"], "s[0]", 64, "float", "reassociate"),
])
def test_refusals(body, after, B, t, why):
    m = _module("interleaved", t, after=after, body=body)
    v = _variant(m, B)
    out = sequential_tree(v, loop=tree_loops(v.function())[0])
    assert isinstance(out, Refusal) and why in out.reason, out
