"""Issue 18, half/bf16/fp8 forms read from the modern collection's first errors
(docs/cxx-half.md, "Forms from the modern collection"): minimal reproductions written here,
run against values computed by NumPy and printed back."""

from __future__ import annotations

import numpy as np
import pytest

import fp8_cvt_cases
import warpsmith as ws

UNION = """
#include <cuda_fp16.h>
union half_uint16 {
  unsigned short as_uint16;
  half as_half;
  __device__ half_uint16(unsigned short val) : as_uint16(val) {}
  __device__ half_uint16(half val) : as_half(val) {}
};
__global__ void k(unsigned int zero, float *o, unsigned short *u) {
  half_uint16 z1(0xe400 | zero);          // an integer takes the integer constructor
  half_uint16 z2(__float2half(2.5f));     // a half the half one
  o[0] = __half2float(z1.as_half);
  u[0] = z2.as_uint16;
}
"""


def _run(src, launch, args):
    p = ws.read(src, dialect="cuda")
    name = p.kernels[0].name
    out = ws.run(p.kernel(name), launch, args).outputs
    again = ws.read(ws.translate(p, "cuda").text, dialect="cuda")
    out2 = ws.run(again.kernel(name), launch, args).outputs
    for k in out:
        np.testing.assert_array_equal(out[k], out2[k])
    return out


def test_union_with_constructors_overlaps_and_ranks_half_below_integers():
    out = _run(UNION, ws.Launch(1, 1), {"zero": 3, "o": np.zeros(1, np.float32),
                                        "u": np.zeros(1, np.uint16)})
    assert out["o"][0] == np.array([0xe403], np.uint16).view(np.float16)[0]
    assert out["u"][0] == np.array([2.5], np.float16).view(np.uint16)[0]


HALF4 = """
#include <cuda_fp16.h>
typedef struct __align__(8) half4 {
    half2 x;
    half2 y;
    __device__ half4() = default;
    __device__ half4(half2 x_, half2 y_) : x(x_), y(y_) {}
} half4;
typedef struct { float a; __device__ float twice() const { return 2 * a; } } box_t;
__global__ void k(const half *in, half *out, float *f) {
  half4 v = ((half4*) in)[threadIdx.x];   // the file's own class, not a vector of 4 halves
  v.x = __hmul2(v.x, v.y);
  ((half4*) out)[threadIdx.x] = v;
  box_t b; b.a = threadIdx.x;
  f[threadIdx.x] = b.twice();
}
"""


def test_typedef_of_a_class_named_like_a_vector():
    x = (np.arange(32) / 8).astype(np.float16)
    out = _run(HALF4, ws.Launch(1, 8), {"in": x, "out": np.zeros(32, np.float16),
                                         "f": np.zeros(8, np.float32)})
    want = x.copy().reshape(8, 4)
    want[:, 0:2] = (want[:, 0:2].astype(np.float32) * want[:, 2:4]).astype(np.float16)
    np.testing.assert_array_equal(out["out"], want.reshape(-1))
    np.testing.assert_array_equal(out["f"], 2 * np.arange(8))


def test_enum_class_with_underlying_type():
    src = ("enum class E : unsigned char { A = 0, B = 7 };\n"
           "__global__ void k(int *o) { E e = E::B; o[0] = (int)e; }\n")
    assert _run(src, ws.Launch(1, 1), {"o": np.zeros(1, np.int32)})["o"][0] == 7


RAW = """
#include <cuda_bf16.h>
#include <cuda_fp16.h>
__device__ __forceinline__ __nv_bfloat162 as_bf16x2(unsigned int v) {
    __nv_bfloat162_raw raw;
    raw.x = static_cast<unsigned short>(v);
    raw.y = static_cast<unsigned short>(v >> 16);
    return __nv_bfloat162(raw);
}
__global__ void k(const unsigned int *in, float *o, unsigned short *u) {
  __nv_bfloat162 b = as_bf16x2(in[threadIdx.x]);
  o[2 * threadIdx.x] = __low2float(b);
  o[2 * threadIdx.x + 1] = __high2float(b);
  __half_raw hr;
  hr.x = 0x3c00 + threadIdx.x;
  __half h = hr;
  __half_raw back = __float2half(__half2float(h) * 3.0f);
  u[threadIdx.x] = back.x;
}
"""


def test_raw_bit_containers():
    # __nv_bfloat162(raw) and __half h = raw take the bits; __half_raw r = h gives them
    import ml_dtypes
    x = np.array([0x3f803f80, 0xc0004040], np.uint32)
    out = _run(RAW, ws.Launch(1, 2), {"in": x, "o": np.zeros(4, np.float32),
                                       "u": np.zeros(2, np.uint16)})
    want = x.view(np.uint16).view(ml_dtypes.bfloat16).astype(np.float32)
    np.testing.assert_array_equal(out["o"], want)
    h = np.array([0x3c00, 0x3c01], np.uint16).view(np.float16)
    want_u = (h.astype(np.float32) * 3).astype(np.float16).view(np.uint16)
    np.testing.assert_array_equal(out["u"], want_u)
    text = ws.translate(ws.read(RAW, dialect="cuda"), "cuda").text
    assert "struct __half_raw {" not in text and "#include <cuda_fp16.h>" in text


FP8_CVT = fp8_cvt_cases.SOURCE


def test_fp8_c_conversions_against_ml_dtypes():
    # round to nearest even, saturating to the largest finite value (__NV_SATFINITE);
    # ml_dtypes' float32 -> fp8 casts are exact for float32 inputs, NaN aside
    ml = pytest.importorskip("ml_dtypes")
    rng = np.random.default_rng(3)
    x = np.concatenate([rng.standard_normal(200) * 30, [0.0, -0.0, 448, 449, 464, 500, 1e6,
                        -1e6, 2.0 ** -9, 2.0 ** -10, 3 * 2.0 ** -11, 57344, 61440, 1e9]]
                       ).astype(np.float32)
    n = len(x)
    out = _run(FP8_CVT, ws.Launch(1, 256), {"x": x, "o": np.zeros(n, np.uint8),
                                             "o2": np.zeros(n, np.uint16),
                                             "b": np.zeros(n, np.float32), "n": n})
    sat = lambda v, m: np.clip(v, -m, m)  # noqa: E731
    e4 = sat(x, 448).astype(ml.float8_e4m3fn)
    np.testing.assert_array_equal(out["o"], e4.view(np.uint8))
    lo = sat(x, 57344).astype(ml.float8_e5m2).view(np.uint8).astype(np.uint16)
    hi = sat(-2 * x, 57344).astype(ml.float8_e5m2).view(np.uint8).astype(np.uint16)
    np.testing.assert_array_equal(out["o2"], lo | (hi << 8))
    np.testing.assert_array_equal(out["b"], e4.astype(np.float32))


def test_fp8_nosat_is_refused():
    src = FP8_CVT.replace("__NV_SATFINITE, __NV_E4M3", "__NV_NOSAT, __NV_E4M3")
    with pytest.raises(ws.Unsupported, match="NOSAT"):
        ws.read(src, dialect="cuda")
