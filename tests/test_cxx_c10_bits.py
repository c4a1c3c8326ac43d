"""Issue 18: c10's bit constructors of its low-precision types,
``c10::Float8_e4m3fn(bits, c10::Float8_e4m3fn::from_bits())`` (vLLM's fp8 conversions) and
the same form of ``c10::Half`` (frontend/c10_bits.py): a bit cast of the storage. A minimal
reproduction written here: read, run on the simulator against NumPy (every byte / a range
of half bit patterns), printed as CUDA and read back (same results), printed as OpenCL or
refused with the reason, analyzed."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.ir.errors import WarpsmithError

N = 256

SRC = r"""
#include <c10/util/Float8_e4m3fn.h>
#include <c10/util/Float8_e5m2.h>
#include <c10/util/Half.h>
__global__ void k(const unsigned char* in, const unsigned short* h, float* e4, float* e5,
                  float* hf) {
  int i = threadIdx.x;
  c10::Float8_e4m3fn a = c10::Float8_e4m3fn(in[i], c10::Float8_e4m3fn::from_bits());
  c10::Float8_e5m2 b(in[i], c10::Float8_e5m2::from_bits());
  c10::Half c(h[i], c10::Half::from_bits());
  e4[i] = (float)a;
  e5[i] = (float)b;
  hf[i] = (float)c;
}
"""


def _e4m3(byte: int) -> float:
    """OCP e4m3fn: bias 7, no infinities, S.1111.111 NaN."""
    s = -1.0 if byte & 0x80 else 1.0
    e, m = (byte >> 3) & 0xF, byte & 7
    if e == 0xF and m == 7:
        return float("nan")
    return s * (m / 8 * 2.0 ** -6 if e == 0 else (1 + m / 8) * 2.0 ** (e - 7))


def _run(k, b, h):
    r = ws.run(k, ws.Launch(1, N), {"in": b, "h": h, "e4": f"float32[{N}]:zeros",
                                    "e5": f"float32[{N}]:zeros", "hf": f"float32[{N}]:zeros"})
    return r.outputs["e4"], r.outputs["e5"], r.outputs["hf"]


def test_from_bits_constructors_through_the_pipeline():
    b = np.arange(N, dtype=np.uint8)
    h = (np.arange(N, dtype=np.uint32) * 257).astype(np.uint16)
    k = ws.read(SRC).kernels[0]
    e4, e5, hf = _run(k, b, h)
    np.testing.assert_array_equal(e4, np.array([_e4m3(x) for x in range(N)], np.float32))
    # e5m2 is the upper byte of a binary16
    np.testing.assert_array_equal(
        e5, (b.astype(np.uint16) << 8).view(np.float16).astype(np.float32))
    np.testing.assert_array_equal(hf, h.view(np.float16).astype(np.float32))
    cuda = ws.translate(k, "cuda").text
    assert "__ushort_as_half(h[i])" in cuda
    back = ws.read(cuda).kernels[0]
    for got, want in zip(_run(back, b, h), (e4, e5, hf)):
        np.testing.assert_array_equal(got, want)
    try:
        ws.translate(k, "opencl")
    except WarpsmithError as e:  # fp8 has no OpenCL C type: refused with the reason
        assert "fp8" in str(e) or "e4m3" in str(e)
    assert ws.analyze(k, ws.Launch(1, N)).kernel == "k"


def test_other_two_argument_constructors_stay_refused():
    src = SRC.replace("c10::Half::from_bits()", "1")
    with pytest.raises(WarpsmithError, match="constructor call of") as e:
        ws.read(src)
    assert ":10:" in str(e.value)


@pytest.mark.skipif(not __import__("warpsmith.backends.cuda_compile", fromlist=["x"])
                    .compiler_available(), reason="needs NVRTC or nvcc")
def test_printed_bit_cast_compiles():
    # the byte-to-fp8 bit cast prints as a lambda setting cuda_fp8.h's `__x`
    assert ws.compile(ws.read(SRC).kernels[0], arch="sm_90").registers > 0


# cuda_fp8.h's conversion with the interpretation a run-time value (vLLM's
# `vec_conversion(a, fp8_type = __NV_E4M3)` passes its parameter on)
RUNTIME_INTERP = r"""
#include <cuda_fp8.h>
__device__ unsigned char cvt(float a, const __nv_fp8_interpretation_t t = __NV_E4M3) {
  return __nv_cvt_float_to_fp8(a, __NV_SATFINITE, t);
}
__global__ void k(const float* x, const int* which, unsigned char* o, unsigned char* e4,
                  unsigned char* e5) {
  int i = threadIdx.x;
  o[i] = which[i] == 0 ? cvt(x[i]) : cvt(x[i], (__nv_fp8_interpretation_t)which[i]);
  e4[i] = __nv_cvt_float_to_fp8(x[i], __NV_SATFINITE, __NV_E4M3);
  e5[i] = __nv_cvt_float_to_fp8(x[i], __NV_SATFINITE, __NV_E5M2);
}
"""


def _run_interp(k, x, which):
    r = ws.run(k, ws.Launch(1, N), {"x": x, "which": which, "o": f"uint8[{N}]:zeros",
                                    "e4": f"uint8[{N}]:zeros", "e5": f"uint8[{N}]:zeros"})
    return r.outputs


def test_runtime_fp8_interpretation_selects_the_conversion():
    rng = np.random.default_rng(7)
    x = (rng.standard_normal(N) * 100).astype(np.float32)
    which = (np.arange(N) % 2).astype(np.int32)
    k = ws.read(RUNTIME_INTERP).kernels[0]
    out = _run_interp(k, x, which)
    np.testing.assert_array_equal(out["o"], np.where(which == 0, out["e4"], out["e5"]))
    back = ws.read(ws.translate(k, "cuda").text).kernels[0]
    np.testing.assert_array_equal(_run_interp(back, x, which)["o"], out["o"])
    with pytest.raises(WarpsmithError, match="trap"):
        _run_interp(k, x, np.full(N, 2, np.int32))  # no such interpretation


def test_glibc_integer_type_names():
    src = r"""
__global__ void k(const long long* in, long long* out) {
  __int64_t a = in[threadIdx.x];
  __uint32_t b = (__uint32_t)a;
  __int8_t c = (__int8_t)a;
  out[threadIdx.x] = a * 2 + b + c + (long long)sizeof(__uint16_t);
}
"""
    k = ws.read(src).kernels[0]
    x = np.arange(N, dtype=np.int64) * 1000003
    r = ws.run(k, ws.Launch(1, N), {"in": x, "out": f"int64[{N}]:zeros"}).outputs["out"]
    want = x * 2 + (x & 0xFFFFFFFF) + (x & 0xFF).astype(np.uint8).view(np.int8) + 2
    np.testing.assert_array_equal(r, want)
    back = ws.read(ws.translate(k, "cuda").text).kernels[0]
    np.testing.assert_array_equal(ws.run(back, ws.Launch(1, N), {
        "in": x, "out": f"int64[{N}]:zeros"}).outputs["out"], r)
