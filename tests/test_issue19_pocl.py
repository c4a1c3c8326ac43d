"""Issue 19 on PoCL: translated code with printf and with names reserved in OpenCL builds
and runs; a divergent barrier is refused before it reaches PoCL."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws

pytest.importorskip("pyopencl")
from warpsmith.backends import opencl as ocl  # noqa: E402

pytestmark = pytest.mark.pocl
if not ocl.available():
    pytestmark = [pytest.mark.pocl, pytest.mark.skip(
        reason="no OpenCL platform (install pyopencl and pocl-opencl-icd)")]

PRINTF = r"""
__global__ void k(float *x, int n) {
    int i = threadIdx.x;
    if (i < n) printf("t%d x=%5.2f %s %c %ld\n", i, x[i], "ok", 'A', (long)i << 33);
}
"""


def test_printf_translated_runs_on_pocl(capfd):
    k = ws.read(PRINTF).kernels[0]
    args = {"x": "float32[2]:range", "n": "2"}
    sim = ws.run(k, ws.Launch(1, 2), args)
    capfd.readouterr()
    ws.run(k, ws.Launch(1, 2), args, backend="opencl")
    printed = capfd.readouterr().out
    assert sorted(printed.splitlines()) == sorted(sim.printf.splitlines())


def test_divergent_barrier_is_refused_before_pocl():
    from warpsmith.ir.errors import SimulationError

    src = """
__global__ void k(float *x) {
    __shared__ float s[64];
    int i = threadIdx.x;
    s[i] = x[i];
    if (i < 32) {
        __syncthreads();
    }
    x[i] = s[63 - i];
}
"""
    k = ws.read(src).kernels[0]
    with pytest.raises(SimulationError, match=r"not run on the device: kernel k, line 7: "
                                              r"barrier reached by only part of block"):
        ws.run(k, ws.Launch(1, 64), {"x": "float32[64]"}, backend="opencl")


RESERVED_CUDA = r"""
__device__ float constant(float local) { return local * 2.0f; }
__global__ void kernel(float *global, int local, float sampler_t) {
    int get_global_id = blockIdx.x * blockDim.x + threadIdx.x;
    int private = get_global_id % 3;
    float image2d_t = constant(sampler_t);
    uint uint2 = private;
    if (get_global_id < local) global[get_global_id] = image2d_t + uint2;
}
"""


def test_reserved_words_renamed_and_pocl_builds_the_translation():
    k = ws.read(RESERVED_CUDA).kernels[0]
    text = ws.translate(k, "opencl").text
    assert "__kernel void kernel_(__global float* global_, int local_" in text
    args = {"global": "float32[40]", "local": "37", "sampler_t": "1.5"}
    want = ws.run(k, ws.Launch(2, 32), args).outputs["global"]
    got = ws.run(k, ws.Launch(2, 32), args, backend="opencl").outputs["global"]
    np.testing.assert_array_equal(got, want)
    assert want[:3].tolist() == [3.0, 4.0, 5.0]
