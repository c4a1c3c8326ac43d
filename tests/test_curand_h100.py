"""cuRAND's Box-Muller step by step against the H100 (benchmarks/results/fidelity-h100-
2026-11-27, part mufu): given the GPU's own ``__sincosf`` values (from its MUFU dumps), the
simulator's steps (fused multiply-adds, CUDA's ``logf``, ``sqrtf``, float products) give
the GPU's normals bit for bit (with the model of the sine and cosine as well:
tests/test_mufu.py)."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from warpsmith.backends.sim_curand import box_muller
from warpsmith.backends.sim_libdevice import logf

DATA = Path(__file__).resolve().parent / "data" / "boxmuller_h100_sample.npz"


def test_box_muller_with_the_gpu_sincos_is_exact():
    z = np.load(DATA)
    gpu = {"s": z["mufu_sin"], "c": z["mufu_cos"]}
    sn, cs = box_muller(z["x"], z["y"], sincos=lambda v: (gpu["s"], gpu["c"]))
    assert np.array_equal(sn.view(np.uint32), z["gpu_sin"].view(np.uint32))
    assert np.array_equal(cs.view(np.uint32), z["gpu_cos"].view(np.uint32))


def test_logf_is_within_an_ulp_and_handles_specials():
    x = (np.arange(1 << 16, dtype=np.uint32) * 127 + np.uint32(0x00800000)).view(np.float32)
    got = logf(x).astype(np.float64)
    ref = np.log(x.astype(np.float64))
    assert np.all(np.abs(got - ref) <= np.spacing(np.abs(ref).astype(np.float32)))
    sp = logf(np.array([0.0, -0.0, np.inf, -1.0, np.nan, 1.0], np.float32))
    assert sp[0] == -np.inf and sp[1] == -np.inf and sp[2] == np.inf and sp[5] == 0
    assert np.isnan(sp[3]) and np.isnan(sp[4])
