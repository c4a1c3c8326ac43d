"""Issue 18: user-defined conversion operators of device classes (``operator unsigned
int() const``), lowered to a method called where C++ converts (frontend/cxx_convop.py).
Each kernel is a minimal reproduction written here: read, run on the simulator against
NumPy, printed as CUDA and read back (same results), printed as OpenCL, analyzed."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.ir.errors import WarpsmithError

N = 8

DIVISOR = r"""
struct Div {
  __device__ Div(unsigned d) : d_(d) {}
  __host__ __device__ operator unsigned int() const { return d_; }
  unsigned d_;
};
__device__ unsigned operator%(const unsigned n, const Div& d) { return n - (n / d.d_) * d.d_; }
__device__ float twice(float x) { return 2.f * x; }
__global__ void k(const float* in, float* out) {
  int i = threadIdx.x;
  Div d(3u);
  unsigned u = d;                       // initialization
  float f = twice(d);                   // argument: unsigned, then float
  out[i] = in[i] * d                    // built-in '*' through the conversion
           + ((unsigned)i % d)          // the user operator% (exact on both operands)
           - (d > 2u) + (float)d + u + f + static_cast<int>(d) + (-d == 0u ? 1.f : 0.f);
}
"""


def _want(x: np.ndarray) -> np.ndarray:
    i = np.arange(N)
    neg = np.uint32(-3 & 0xFFFFFFFF)
    return (x * np.float32(3) + (i % 3) - 1 + 3 + 3 + 6 + 3 + (1.0 if neg == 0 else 0.0)
            ).astype(np.float32)


def _run(k, x):
    return ws.run(k, ws.Launch(1, N), {"in": x, "out": f"float32[{N}]:zeros"}).outputs["out"]


def test_conversion_operator_through_the_pipeline():
    x = np.arange(N, dtype=np.float32) * 0.5
    k = ws.read(DIVISOR).kernels[0]
    got = _run(k, x)
    np.testing.assert_array_equal(got, _want(x))
    cuda = ws.translate(k, "cuda").text
    assert "Div_operator_conv(Div self)" in cuda
    assert "in[i] * Div_operator_conv(d)" in cuda
    assert "operator_mod((unsigned int)i, d)" in cuda
    back = ws.read(cuda).kernels[0]
    np.testing.assert_array_equal(_run(back, x), got)
    ocl = ws.translate(k, "opencl").text
    assert "uint Div_operator_conv(Div self)" in ocl
    assert ws.analyze(k, ws.Launch(1, N)).kernel == "k"
    assert ws.predict(k, ws.Launch(1, N)) is not None


def test_explicit_conversion_operator_only_in_casts():
    src = r"""
struct Flag { int v; __device__ explicit operator int() const { return v * 2; } };
__global__ void k(float* out) {
  Flag f{21};
  out[threadIdx.x] = (int)f + int(f);
}
"""
    k = ws.read(src).kernels[0]
    got = ws.run(k, ws.Launch(1, N), {"out": f"float32[{N}]:zeros"}).outputs["out"]
    np.testing.assert_array_equal(got, np.full(N, 84, np.float32))
    assert "Flag_operator_conv_explicit(f)" in ws.translate(k, "cuda").text
    with pytest.raises(WarpsmithError, match="operator"):
        ws.read(src.replace("(int)f + int(f)", "f + 1"))


def test_user_operator_and_builtin_both_viable_is_ambiguous():
    src = DIVISOR.replace("((unsigned)i % d)", "(i % d)")
    with pytest.raises(WarpsmithError, match="ambiguous") as e:
        ws.read(src)
    assert ":15:17:" in str(e.value)


def test_several_conversion_operators_are_refused_located():
    src = r"""
struct Two {
  int v;
  __device__ operator int() const { return v; }
  __device__ operator float() const { return v + 0.5f; }
};
__global__ void k(float* out) { Two t{1}; out[threadIdx.x] = t * 2; }
"""
    with pytest.raises(WarpsmithError, match="several conversion operators") as e:
        ws.read(src)
    assert ":7:" in str(e.value)
