"""Issue 18 (flashinfer's vec_dtypes.cuh): methods of a class template's full
specialization declared in its body and defined outside it, ``void vec_t<float, 1>::load(..)
{..}`` (frontend/spec_outside.py). A minimal reproduction written here: read, run on the
simulator against NumPy, printed as CUDA and read back (same results), printed as OpenCL,
analyzed and predicted."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws

N = 8

SPECIALIZED = r"""
#define INL inline __attribute__((always_inline)) __device__
template <typename T, int W> struct vec_t {
  INL void load(const T* p);
  INL T sum() const;
};
template <> struct vec_t<float, 1> {
  float data;
  INL void load(const float* p);
  INL float sum() const;
};
INL void vec_t<float, 1>::load(const float* p) { data = *p; }
INL float vec_t<float, 1>::sum() const { return data; }
template <> struct vec_t<float, 2> {
  float2 data;
  INL void load(const float* p);
  INL float sum() const;
};
INL void vec_t<float, 2>::load(const float* p) { data = *((const float2*)p); }
INL float vec_t<float, 2>::sum() const { return data.x + 10.f * data.y; }
template <int W>
__global__ void k(const float* in, float* out) {
  vec_t<float, W> v;
  v.load(in + threadIdx.x * W);
  out[threadIdx.x] = v.sum();
}
template __global__ void k<1>(const float*, float*);
template __global__ void k<2>(const float*, float*);
"""


@pytest.mark.parametrize("width", [1, 2])
def test_methods_of_a_full_specialization_defined_outside_it(width):
    prog = ws.read(SPECIALIZED)
    k = next(k for k in prog.kernels if k.function.name == f"k_{width}")
    x = np.arange(2 * N, dtype=np.float32)
    args = {"in": x, "out": np.zeros(N, np.float32)}
    got = ws.run(k, ws.Launch(1, N), args).outputs["out"]
    want = x[:N] if width == 1 else x[0::2] + 10 * x[1::2]
    np.testing.assert_array_equal(got, want)
    cuda = ws.translate(k, "cuda").text
    assert f"void vec_t_float_{width}_load(vec_t_float_{width}* self, const float* p)" in cuda
    back = ws.read(cuda).kernels[0]
    np.testing.assert_array_equal(ws.run(back, ws.Launch(1, N), args).outputs["out"], got)
    assert "__kernel" in ws.translate(k, "opencl").text
    assert ws.analyze(k, ws.Launch(1, N)).kernel == k.function.name
    assert ws.predict(k, ws.Launch(1, N)) is not None
