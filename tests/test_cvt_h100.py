"""C casts from float and double to every integer width, against the H100's values
(benchmarks/results/fidelity-h100-2026-11-27/fidelity.json, part cvt: NaN, infinities,
out-of-range and ordinary values through the kernel scripts/gpu_fidelity.py ran)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import numpy as np

import warpsmith as ws

ROOT = Path(__file__).resolve().parents[1]
RESULT = ROOT / "benchmarks" / "results" / "fidelity-h100-2026-11-27" / "fidelity.json"


def test_float_and_double_casts_equal_the_h100(tmp_path):
    spec = importlib.util.spec_from_file_location("gpu_fidelity",
                                                  ROOT / "scripts" / "gpu_fidelity.py")
    g = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(g)
    params, body = g.KERNELS["cvt"]
    src = f"__global__ void cvt({params}) {{\n{g.HEAD}    {body}\n}}\n"
    gpu = json.loads(RESULT.read_text())["parts"]["cvt"]["result"]
    vals = [float(v) for v in gpu["values"]]
    n = len(vals)
    r = ws.run(ws.read(src, dialect="cuda").kernel("cvt"), ws.Launch(grid=1, block=64),
               {"fs": np.array(vals, np.float32), "ds": np.array(vals, np.float64),
                "o": np.zeros(18 * n, np.int64), "n": np.int32(n)})
    got = r.outputs["o"].reshape(n, 18).tolist()
    assert got == gpu["gpu"]


def test_inline_ptx_cvt_of_a_double_nan_to_32_bits():
    """``cvt.rzi.s32.f64`` / ``cvt.rzi.u32.f64`` of NaN: 0x80000000 (what ``(int)d`` and
    ``(unsigned)d`` compile to; the H100's values in the run above)."""
    src = """__global__ void k(const double *d, int *o, unsigned *u) {
    int r; unsigned v;
    asm("cvt.rzi.s32.f64 %0, %1;" : "=r"(r) : "d"(d[0]));
    asm("cvt.rzi.u32.f64 %0, %1;" : "=r"(v) : "d"(d[0]));
    o[0] = r; u[0] = v;
}
"""
    r = ws.run(ws.read(src, dialect="cuda").kernel("k"), ws.Launch(grid=1, block=1),
               {"d": np.array([np.nan]), "o": np.zeros(1, np.int32),
                "u": np.zeros(1, np.uint32)})
    assert int(r.outputs["o"][0]) == -2**31 and int(r.outputs["u"][0]) == 2**31
