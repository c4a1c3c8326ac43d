"""cuda_fp8.h's C conversion functions (docs/cxx-half.md), shared by
tests/test_cxx_lowp_forms.py and the device check scripts/gpu_cxxlib.py."""

from __future__ import annotations

import numpy as np

SOURCE = """
#include <cuda_fp8.h>
__global__ void k(const float *x, unsigned char *o, unsigned short *o2, float *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __nv_fp8_storage_t s = __nv_cvt_float_to_fp8(x[i], __NV_SATFINITE, __NV_E4M3);
  o[i] = s;
  o2[i] = __nv_cvt_float2_to_fp8x2(make_float2(x[i], -2.0f * x[i]), __NV_SATFINITE, __NV_E5M2);
  __half h = __nv_cvt_fp8_to_halfraw(s, __NV_E4M3);
  b[i] = __half2float(h);
}
"""


def inputs(n_random: int, seed: int = 0) -> np.ndarray:
    """Every finite half value (each fp8 value and each midpoint between two is one), the
    saturation boundaries, and ``n_random`` float32 patterns of moderate exponent."""
    h = np.arange(65536, dtype=np.uint16).view(np.float16)
    h = h[np.isfinite(h)].astype(np.float32)
    rng = np.random.default_rng(seed)
    bits = rng.integers(0, 2 ** 32, n_random, dtype=np.uint64).astype(np.uint32)
    r = bits.view(np.float32)
    r = r[np.isfinite(r) & (np.abs(r) < 1e6)]
    edge = np.array([448, 449, 464, 465, 480, 57344, 61440, 1e30, -1e30], np.float32)
    return np.concatenate([h, r, edge]).astype(np.float32)


def args(x: np.ndarray) -> dict:
    n = len(x)
    return {"x": x, "o": np.zeros(n, np.uint8), "o2": np.zeros(n, np.uint16),
            "b": np.zeros(n, np.float32), "n": n}
