"""Issue 18: explicit specializations of device function templates (``template <>
__device__ void load_global<16>(..)``, DeepSpeed's memory_access_utils.h pattern), and
``nearbyint``. Minimal reproductions written here: read, run on the simulator against
NumPy, printed in CUDA and OpenCL and read back."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.backends.simulator import simulate
from warpsmith.ir.errors import WarpsmithError

SPEC = """
namespace cfg { constexpr int granularity = 8; }
namespace mem {
enum class Policy { All, Global };
template <int N, Policy p = Policy::All>
__device__ __forceinline__ void load(void* dst, const void* src);
template <int N, Policy p = Policy::All>
__device__ __forceinline__ void load(void* dst, const void* src, bool do_access);
template <>
__device__ __forceinline__ void load<8>(void* dst, const void* src) {
  ((float2*)dst)[0] = ((const float2*)src)[0];
}
template <>
__device__ __forceinline__ void load<8, Policy::Global>(void* dst, const void* src) {
  float2 v = ((const float2*)src)[0];
  v.x += 100.0f;
  ((float2*)dst)[0] = v;
}
template <>
__device__ __forceinline__ void load<8>(void* dst, const void* src, bool do_access) {
  float2 v = make_float2(0.0f, 0.0f);
  if (do_access) v = ((const float2*)src)[0];
  ((float2*)dst)[0] = v;
}
}
template <typename T> __device__ T twice(T x) { return x + x; }
template <> __device__ float twice<float>(float x) { return 3.0f * x; }

__global__ void k(const float* a, float* b) {
  int i = threadIdx.x;
  float v[2], w[2], u[2];
  mem::load<cfg::granularity>(v, a + 2 * i);
  mem::load<8, mem::Policy::Global>(w, a + 2 * i);
  mem::load<8>(u, a + 2 * i, i % 2 == 0);
  b[i] = v[0] + v[1] + w[0] + u[1] + twice(1.0f) + (float)twice<int>(2);
}
"""


def _ref(a: np.ndarray) -> np.ndarray:
    a2 = a.reshape(-1, 2)
    even = (np.arange(len(a2)) % 2 == 0)
    return (a2[:, 0] + a2[:, 1] + a2[:, 0] + 100 + np.where(even, a2[:, 1], 0)
            + 3 + 4).astype(np.float32)


def test_explicit_specializations_are_chosen_by_binding_and_run():
    prog = ws.read(SPEC)
    cuda = ws.translate(prog, "cuda").text
    ocl = ws.translate(prog, "opencl").text
    a = np.arange(128, dtype=np.float32)
    for p in (prog, ws.read(cuda), ws.read(ocl, dialect="opencl")):
        k = p.kernel("k")
        out = simulate(k.module, k.function, 1, 64,
                       {"a": a, "b": np.zeros(64, np.float32)}).outputs
        np.testing.assert_array_equal(out["b"], _ref(a))


def test_a_call_no_specialization_matches_is_a_located_error():
    src = SPEC.replace("mem::load<8>(u, a + 2 * i, i % 2 == 0);",
                       "mem::load<4>(u, a + 2 * i, true);")
    with pytest.raises(WarpsmithError, match="no explicit specialization of 'load'") as e:
        ws.read(src)
    assert e.value.loc is not None and e.value.loc.line > 0


def test_nearbyint_is_rint():
    src = """__global__ void k(const float* a, float* b, double* c) {
      int i = threadIdx.x; b[i] = nearbyintf(a[i]); c[i] = nearbyint((double)a[i]); }"""
    prog = ws.read(src)
    a = (np.arange(64, dtype=np.float32) - 32) / 4
    for p in (prog, ws.read(ws.translate(prog, "cuda").text),
              ws.read(ws.translate(prog, "opencl").text, dialect="opencl")):
        k = p.kernel("k")
        out = simulate(k.module, k.function, 1, 64, {"a": a, "b": np.zeros(64, np.float32),
                                                     "c": np.zeros(64)}).outputs
        np.testing.assert_array_equal(out["b"], np.rint(a))
        np.testing.assert_array_equal(out["c"], np.rint(a.astype(np.float64)))
