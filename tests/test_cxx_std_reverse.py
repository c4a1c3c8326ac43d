"""Issue 18, the std::array model (``frontend/include/ws_std_array.h``): its reverse
iterators ``rbegin()``/``rend()`` (gsplat's Horner evaluation walks a ``std::array const
&`` of coefficients backwards), a nested class of the ``ws_std_array<T, N>`` template read
per instance. Minimal reproduction written here: read, run against NumPy, printed as
CUDA and read back, printed as OpenCL, analyzed."""

from __future__ import annotations

import numpy as np

import warpsmith as ws

SRC = r"""
#include <array>
template <size_t N>
__device__ float horner(std::array<float, N> const &c, float x) {
  float y = 0.f;
  for (auto it = c.rbegin(); it != c.rend(); ++it) y = x * y + *it;
  return y;
}
__global__ void k(const float *in, float *out) {
  std::array<float, 3> c = {1.f, 2.f, 3.f};
  std::array<float, 2> d = {4.f, 5.f};
  for (auto it = d.rbegin(); it != d.rend(); ++it) *it += 1.f;   // writes through
  out[threadIdx.x] = horner(c, in[threadIdx.x]) + 10.f * horner(d, in[threadIdx.x]);
}
"""


def test_reverse_iterators_of_std_array():
    x = np.array([0.5, -1.5, 2.25, 3.0], np.float32)
    want = (np.float32(1) + x * (np.float32(2) + x * np.float32(3))) + \
        np.float32(10) * (np.float32(5) + x * np.float32(6))
    k = ws.read(SRC, dialect="cuda").kernels[0]
    args = {"in": x, "out": "float32[4]:zeros"}
    got = ws.run(k, ws.Launch(1, 4), args).outputs["out"]
    np.testing.assert_array_equal(got, want.astype(np.float32))
    back = ws.read(ws.translate(k, "cuda").text, dialect="cuda").kernels[0]
    np.testing.assert_array_equal(ws.run(back, ws.Launch(1, 4), args).outputs["out"], got)
    assert "__kernel" in ws.translate(k, "opencl").text
    assert ws.analyze(k, ws.Launch(1, 4)).kernel == "k"
