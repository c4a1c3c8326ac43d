"""sim_libdevice64's vectorized log / exp / sincospi against the PTX this machine's NVRTC
emits for them, interpreted one instruction at a time (tests/ptx_f64.py: registers as bit
patterns, fused multiply-adds by exact rationals), bit for bit. Catches a transcription
slip that stays accurate (an operand order, a reduction step) and a CUDA version whose
library differs. ``rcp.approx.ftz.f64`` is the model (rcp_approx64) on both sides."""

from __future__ import annotations

import math

import numpy as np
import pytest

from ptx_f64 import Kernel
from warpsmith.backends.cuda_compile import CompileError, ptx_of
from warpsmith.backends.sim_libdevice64 import exp64, log64, rcp_approx64, sincospi64

SOURCES = {
    "log": "y[threadIdx.x] = log(x[threadIdx.x]);",
    "exp": "y[threadIdx.x] = exp(x[threadIdx.x]);",
    "sincospi": "double a, b; sincospi(x[threadIdx.x], &a, &b); y[0] = a; y[1] = b;",
}


def _kernel(name: str) -> Kernel:
    try:
        ptx = ptx_of('extern "C" __global__ void k(const double *x, double *y) { '
                     + SOURCES[name] + " }")
    except CompileError as e:
        if "needs NVRTC" in str(e):
            pytest.skip("needs NVRTC (nvidia-cuda-nvrtc)")
        raise
    return Kernel(ptx)


def _inputs(name: str) -> np.ndarray:
    rng = np.random.default_rng({"log": 1, "exp": 2, "sincospi": 3}[name])
    bits = rng.integers(0, 2 ** 64, 1500, dtype=np.uint64).view(np.float64)
    special = [0.0, -0.0, 1.0, -1.0, 0.5, 1.5, 2.0, 3.0, np.inf, -np.inf, np.nan, 5e-324,
               2.0 ** 53, 2.0 ** 60, 2.0 ** 52 + 0.5, 709.8, -745.5, -708.5, 1e-300]
    if name == "log":
        more = rng.integers(0, 2 ** 53, 500, dtype=np.uint64).astype(np.float64) * 2.0 ** -53
        more += 2.0 ** -54                      # Box-Muller's u
    elif name == "exp":
        more = rng.uniform(-746, 710, 500)
    else:
        more = rng.integers(0, 2 ** 53, 500, dtype=np.uint64).astype(np.float64) * 2.0 ** -52
        more += 2.0 ** -53                      # Box-Muller's v
    return np.concatenate([bits, np.array(special), more])


def _same(a: float, b: float) -> bool:
    return (math.isnan(a) and math.isnan(b)) or np.float64(a).tobytes() == np.float64(
        b).tobytes()


@pytest.mark.parametrize("name", ["log", "exp", "sincospi"])
def test_vectorized_equals_the_ptx(name):
    k = _kernel(name)
    x = _inputs(name)
    rcp = lambda d: float(rcp_approx64(np.array([d]))[0])  # noqa: E731
    if name == "sincospi":
        want = np.stack(sincospi64(x), axis=1)
    else:
        want = (log64 if name == "log" else exp64)(x)[:, None]
    for v, w in zip(x, want):
        got = k.run(float(v), rcp)
        assert len(got) == w.size
        for g, m in zip(got, w):
            assert _same(g, float(m)), (name, float(v).hex(), g, float(m))
