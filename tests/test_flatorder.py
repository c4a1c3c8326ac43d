"""Exchanging the digits of a flat thread index (transform/flatorder.py): on the simulator
the exchanged kernel computes what the original does, bit for bit, for extents the block
does not divide; the optimizer exchanges them for a column-major walk and leaves a
row-major one; kernels where another thread's work could differ are refused with the
reason."""

from __future__ import annotations

import numpy as np
import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from warpsmith.backends.simulator import simulate  # noqa: E402
from warpsmith.frontend import read_module  # noqa: E402
from warpsmith.ir.launch import Launch  # noqa: E402
from warpsmith.transform.flatorder import exchange_digits  # noqa: E402
from warpsmith.transform.memopt import optimize  # noqa: E402
from warpsmith.transform.variant import Refusal, Variant  # noqa: E402

COLMAJOR = """
extern "C" __global__ void k(const float *A, const float *rs, float *out, int n, int m) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n * m) {
        int r = t / m;
        int c = t % m;
        out[c * n + r] = A[c * n + r] * rs[r] + (float)c;
    }
}"""

COLMAJOR_CL = """
__kernel void k(__global const float *A, __global const float *rs, __global float *out,
                int n, int m) {
    int t = get_global_id(0);
    if (t < m * n) {
        out[(t % m) * n + t / m] = A[(t % m) * n + t / m] * rs[t / m] - (float)(t % m);
    }
}"""

ROWMAJOR = COLMAJOR.replace("c * n + r", "r * m + c")

BAD = {
    "flat store": ("out[c * n + r] =", "out[t] ="),
    "outside the guard": ("    if (t < n * m) {", "    out[0] = 1.0f;\n    if (t < n * m) {"),
    "another index": ("(float)c;", "(float)c + (float)threadIdx.y;"),
    "other bound": ("t < n * m", "t < n * 7"),
}


def _module(text):
    cl = "__kernel" in text
    return read_module("k.cl" if cl else "k.cu", text=text, dialect="opencl" if cl else "cuda")


def _args(n, m):
    rng = np.random.default_rng(n * 31 + m)
    return {"A": rng.integers(-4, 5, n * m).astype(np.float32),
            "rs": rng.integers(-4, 5, n).astype(np.float32),
            "out": np.full(n * m + 5, -9.0, np.float32), "n": np.int32(n), "m": np.int32(m)}


@settings(max_examples=8, derandomize=True, deadline=None)
@given(n=st.integers(1, 40), m=st.integers(1, 40), B=st.sampled_from([32, 64, 96]),
       cl=st.booleans())
def test_exchanged_digits_same_outputs(n, m, B, cl):
    mod = _module(COLMAJOR_CL if cl else COLMAJOR)
    grid, block = (-(-(n * m) // B) + 1, 1, 1), (B, 1, 1)  # a block of idle threads too
    v = Variant.of(mod, "k", Launch(grid, block))
    out = exchange_digits(v)
    assert isinstance(out, Variant), out
    want = simulate(mod, "k", grid, block, _args(n, m)).outputs["out"]
    got = simulate(out.module, out.kernel, grid, block, _args(n, m)).outputs["out"]
    assert got.tobytes() == want.tobytes()


@pytest.mark.parametrize("cl", [False, True])
def test_optimizer_exchanges_a_column_major_walk(cl):
    mod = _module(COLMAJOR_CL if cl else COLMAJOR)
    res = optimize(mod, "k", Launch((64, 1, 1), (256, 1, 1), params={"n": 512, "m": 32}))
    assert [s.name for s in res.applied][:1] == ["flat-order"], res.refused
    assert "t / M -> t % N" in res.applied[0].detail


def test_optimizer_leaves_a_row_major_walk():
    res = optimize(_module(ROWMAJOR), "k",
                   Launch((64, 1, 1), (256, 1, 1), params={"n": 512, "m": 32}))
    assert "flat-order" not in [s.name for s in res.applied]
    assert any(r.step == "flat-order" and "the split as written serves more" in r.reason
               for r in res.refused)


@pytest.mark.parametrize("what", sorted(BAD))
def test_unprovable_exchanges_are_refused(what):
    old, new = BAD[what]
    assert old in COLMAJOR
    v = Variant.of(_module(COLMAJOR.replace(old, new)), "k", Launch((4, 1, 1), (32, 1, 1)))
    out = exchange_digits(v)
    assert isinstance(out, Refusal), what
    assert out.reason.startswith("exchange the digits of the flat index: ")


def test_printed_cuda_compiles_for_sm90():
    from warpsmith.backends.cuda import cuda_source
    from warpsmith.backends.cuda_compile import compile_cuda, compiler_available

    if compiler_available() is None:
        pytest.skip("no CUDA compiler: neither libnvrtc nor nvcc is installed")
    out = exchange_digits(Variant.of(_module(COLMAJOR), "k", Launch((4, 1, 1), (32, 1, 1))))
    report = compile_cuda(cuda_source(out.module, out.function()), out.kernel, "sm_90")
    assert report.registers > 0
