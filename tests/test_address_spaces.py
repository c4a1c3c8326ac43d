"""Address spaces across calls and casts: OpenCL C 1.2's rule for pointer arguments, and
CUDA pointer casts that keep the space they point into."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws

GLOBAL_TO_PRIVATE = """void f(float *p) { p[0] = 1.0f; }
__kernel void k(__global float *g) { f(g); }
"""


def test_opencl12_refuses_a_global_pointer_for_a_private_parameter():
    with pytest.raises(ws.WarpsmithError, match="no generic address space") as e:
        ws.read(GLOBAL_TO_PRIVATE, dialect="opencl")
    assert (e.value.loc.line, e.value.loc.col) == (2, 40)
    assert "__OPENCL_C_VERSION__=200" in e.value.hint


def test_opencl20_passes_it_as_a_generic_pointer():
    p = ws.read(GLOBAL_TO_PRIVATE, dialect="opencl", defines={"__OPENCL_C_VERSION__": 200})
    r = ws.run(p.kernel("k"), ws.Launch(grid=1, block=1), {"g": np.zeros(2, np.float32)})
    assert r.outputs["g"].tolist() == [1.0, 0.0]


def test_opencl12_private_and_matching_spaces_still_read():
    src = """void f(float *p) { p[0] = 2.0f; }
void h(__global float *p) { p[1] = 3.0f; }
__kernel void k(__global float *g) { float x[1]; f(x); h(g); g[0] = x[0]; }
"""
    r = ws.run(ws.read(src, dialect="opencl").kernel("k"), ws.Launch(grid=1, block=1),
               {"g": np.zeros(2, np.float32)})
    assert r.outputs["g"].tolist() == [2.0, 3.0]


SHARED_CAST = """__global__ void k(float *g) {
    __shared__ float s[32];
    float *p = (float *)&s[threadIdx.x];
    float *q = (float *)(s + 1);
    *p = g[threadIdx.x];
    __syncthreads();
    g[threadIdx.x] = s[31 - threadIdx.x] + q[0];
}
"""


def test_cuda_cast_of_a_shared_address_prints_as_local():
    p = ws.read(SHARED_CAST, dialect="cuda")
    cl = ws.translate(p, "opencl").text
    assert "__local float* p = (__local float*)&s[" in cl
    assert "__local float* q = (__local float*)(s + 1)" in cl
    assert "__global float* p" not in cl and "(__global float*)&s" not in cl
    g = np.arange(32, dtype=np.float32)
    want = g[::-1] + 1
    for k in (p.kernel("k"), ws.read(cl, dialect="opencl").kernel("k")):
        out = ws.run(k, ws.Launch(grid=1, block=32), {"g": g.copy()}).outputs["g"]
        np.testing.assert_array_equal(out, want)


def test_pointer_to_a_global_pointer_points_into_private_memory():
    """`__global float * * q` is a private pointer to a `__global float *` (OpenCL C 1.2,
    6.5): `&a` of a kernel's pointer parameter converts; the space qualifies only the
    innermost type (it was applied to every level, so the call was refused)."""
    import numpy as np

    src = ("void f(__global float * * q) { **q = 2.0f; }\n"
           "__kernel void k(__global float* a) { f(&a); }\n")
    k = ws.read(src, dialect="opencl").kernel("k")
    out = ws.run(k, ws.Launch((1,), (1,)), {"a": np.zeros(4, np.float32)}).outputs["a"]
    assert out.tolist() == [2.0, 0.0, 0.0, 0.0]
    text = ws.translate(k, "opencl").text
    assert "__global float* * q" in text
