"""Time the CPU simulator on the issue 2 section 7 cases and print a table.

    .venv/bin/python benchmarks/bench_simulator.py [--quick]

Kernels come from CUDA source through warpsmith.frontend.read_module when the frontend can
read them, else from the hand-built IR of tests/test_simulator.py (same kernels).
"""

from __future__ import annotations

import importlib.util
import sys
import time
from pathlib import Path

import numpy as np

from warpsmith.backends.simulator import simulate

ROOT = Path(__file__).resolve().parents[1]

MATADD = """
__global__ void matadd(const int* a, const int* b, int* c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}
"""
MATMUL = """
#define T 16
__global__ void matmul(const float* A, const float* B, float* C, int n) {
    __shared__ float As[T][T];
    __shared__ float Bs[T][T];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
    float acc = 0.0f;
    for (int t = 0; t < n / T; t++) {
        As[ty][tx] = A[row * n + t * T + tx];
        Bs[ty][tx] = B[(t * T + ty) * n + col];
        __syncthreads();
        for (int k = 0; k < T; k++) acc += As[ty][k] * Bs[k][tx];
        __syncthreads();
    }
    C[row * n + col] = acc;
}
"""


def kernels():
    try:
        from warpsmith.frontend import read_module
        return (read_module("matadd.cu", text=MATADD, dialect="cuda"),
                read_module("matmul.cu", text=MATMUL, dialect="cuda"), "CUDA source")
    except Exception:  # noqa: BLE001 - frontend not ready: hand-built IR
        spec = importlib.util.spec_from_file_location("tsim", ROOT / "tests/test_simulator.py")
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        return mod.matadd(), mod.matmul_tiled(), "hand-built IR"


def timed(f):
    t = time.perf_counter()
    r = f()
    return time.perf_counter() - t, r


def main():
    quick = "--quick" in sys.argv
    add, mm, how = kernels()
    n = 4096 * 4096 if not quick else 1 << 20
    a = np.ones(n, np.int32)
    args = dict(a=a, b=a, c=np.zeros(n, np.int32), n=np.int32(n))
    rows = []
    for tr in (False, True):
        dt, r = timed(lambda: simulate(add, "matadd", (n // 256,), (256,), args, trace=tr))
        assert (r.outputs["c"] == 2).all()
        rows.append((f"matadd {int(n ** 0.5)}^2 int32" + (" traced" if tr else ""), dt,
                     5.0 if not tr else 20.0))
    m = 512 if not quick else 128
    rng = np.random.default_rng(0)
    A = rng.uniform(-1, 1, m * m).astype(np.float32)
    B = rng.uniform(-1, 1, m * m).astype(np.float32)
    dt, r = timed(lambda: simulate(mm, "matmul", (m // 16, m // 16), (16, 16),
                                   dict(A=A, B=B, C=np.zeros(m * m, np.float32),
                                        n=np.int32(m)), trace=True))
    ref = A.reshape(m, m).astype(np.float64) @ B.reshape(m, m)
    assert np.allclose(r.outputs["C"].reshape(m, m), ref, atol=1e-3)
    rows.append((f"matmul tiled {m}^2 traced", dt, 30.0))
    print(f"kernels from {how}")
    print(f"{'case':34} {'seconds':>8} {'limit':>6}")
    for name, dt, lim in rows:
        print(f"{name:34} {dt:8.2f} {lim:6.0f}{'' if dt <= lim else '  OVER'}")


if __name__ == "__main__":
    main()
