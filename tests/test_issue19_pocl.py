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
