"""An lvalue read and written by one expression is evaluated once (C's rule): the side
effects in its address (``a[e++] += v``, ``p[f(i)]++``, ``g[k = k + 1] *= 2``) run once in
the simulator, in both dialects, as NVRTC and PoCL run them."""

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from warpsmith.backends.simulator import simulate
from warpsmith.frontend import read_module

CUDA = """
__device__ int bump(int *c) { *c = *c + 1; return *c; }

__global__ void k(int *out, int *g, int start, int v)
{
    int a[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    int e = start, c = start, w = start;
    a[e++] += v;
    g[e++] *= v;
    a[bump(&c)]++;
    --a[w = w + 2];
    g[e++ + 4] -= v;
    out[0] = e; out[1] = c; out[2] = w;
    for (int j = 0; j < 8; j++) out[3 + j] = a[j];
}
"""

OPENCL = CUDA.replace("__device__ int bump(int *c)", "int bump(int *c)").replace(
    "__global__ void k(int *out, int *g,", "__kernel void k(__global int *out, __global int *g,")


def reference(start, v):
    a, g = [0] * 8, list(range(1, 17))
    e = c = w = start
    a[e] += v
    e += 1
    g[e] *= v
    e += 1
    c += 1
    a[c] += 1
    w = w + 2
    a[w] -= 1
    g[e + 4] -= v
    e += 1
    return [e, c, w] + a, g


@settings(max_examples=20, deadline=None, derandomize=True)
@given(st.integers(0, 3), st.integers(-5, 5), st.sampled_from(["cuda", "opencl"]))
def test_side_effects_in_an_updated_lvalue_run_once(tmp_path_factory, start, v, dialect):
    path = tmp_path_factory.mktemp("once") / ("k.cu" if dialect == "cuda" else "k.cl")
    path.write_text(CUDA if dialect == "cuda" else OPENCL)
    m = read_module(str(path), dialect=dialect)
    r = simulate(m, "k", (1,), (1,), {"out": np.zeros(11, np.int32),
                                      "g": np.arange(1, 17, dtype=np.int32),
                                      "start": np.int32(start), "v": np.int32(v)})
    want_out, want_g = reference(start, v)
    assert list(r.outputs["out"]) == want_out
    assert list(r.outputs["g"]) == want_g


@pytest.mark.pocl
def test_pocl_agrees(tmp_path):
    pytest.importorskip("pyopencl")
    from warpsmith.backends import opencl as ocl

    if not ocl.available():
        pytest.skip("no OpenCL platform (pyopencl without PoCL)")
    path = tmp_path / "k.cl"
    path.write_text(OPENCL)
    m = read_module(str(path), dialect="opencl")
    args = {"out": np.zeros(11, np.int32), "g": np.arange(1, 17, dtype=np.int32),
            "start": np.int32(2), "v": np.int32(3)}
    got = ocl.run_opencl(m, "k", (1,), (1,), {k: np.copy(x) for k, x in args.items()})
    want_out, want_g = reference(2, 3)
    assert list(got.outputs["out"]) == want_out and list(got.outputs["g"]) == want_g
