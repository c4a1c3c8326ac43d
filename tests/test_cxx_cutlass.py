"""Issue 18, library models: the basic part of CUTLASS (``docs/cxx-cutlass.md``).

Minimal reproductions written here: ``cutlass::Array<T, N>`` (indexing, size, layout,
element-wise operators), ``sizeof_bits``, ``ceil_div``; the conversions of
``cutlass::bfloat16_t``, ``half_t``, ``float_e4m3_t`` and ``float_e5m2_t`` against
references written here (bit formulas and table searches, not the simulator's
``round_to``) and differentially against the existing ``__nv_bfloat16`` / ``__half`` /
``__nv_fp8_*`` modelling; the whole pipeline (simulate, CUDA print read again and run,
NVRTC where installed, OpenCL print or refusal, analyze, predict); a project's own CUTLASS
read instead of the model; unmodelled CUTLASS/CuTe headers and packed sub-byte arrays
refused, located."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

import warpsmith as ws
from warpsmith.ir.errors import PreprocessError, Unsupported, WarpsmithError

ARRAY = """
#include "cutlass/array.h"
#include "cutlass/numeric_size.h"
#include "cutlass/numeric_types.h"
__global__ void arr(const float *x, float *o, int *meta) {
  using A = cutlass::Array<float, 4>;
  int t = threadIdx.x;
  A a = reinterpret_cast<const A *>(x)[t];
  A b;
  b.fill(2.0f);
  A c = a + b;
  A d = 3.0f * a - b / a;
  A e = -c + 1.0f;
  A f = a * 0.5f;
  f[0] = a.front() + a.back() + a.at(1);
  reinterpret_cast<A *>(o)[4 * t] = c;
  reinterpret_cast<A *>(o)[4 * t + 1] = d;
  reinterpret_cast<A *>(o)[4 * t + 2] = e;
  reinterpret_cast<A *>(o)[4 * t + 3] = f;
  if (t == 0) {
    meta[0] = sizeof(A);
    meta[1] = A::kElements;
    meta[2] = (int)c.size();
    meta[3] = cutlass::sizeof_bits<A>::value;
    meta[4] = sizeof(cutlass::Array<__half, 6>);
    meta[5] = alignof(cutlass::Array<__half, 6>);
    meta[6] = alignof(cutlass::Array<__half, 8>);
    meta[7] = alignof(cutlass::Array<unsigned char, 3>);
    meta[8] = cutlass::ceil_div(10, 4);
    meta[9] = cutlass::sizeof_bits<cutlass::bfloat16_t>::value;
    meta[10] = cutlass::sizeof_bits<cutlass::float_e4m3_t>::value;
    meta[11] = alignof(cutlass::AlignedArray<float, 4>);
  }
}
"""

# 16-bit elements (the packed specialization) copied 128 bits at a time and summed
ROWS = """
#include "cutlass/array.h"
template <typename T>
__global__ void rows(const T *in, T *out, float *sum, int n) {
  constexpr int E = 128 / cutlass::sizeof_bits<T>::value;
  using V = cutlass::Array<T, E>;
  const V *src = reinterpret_cast<const V *>(in);
  V *dst = reinterpret_cast<V *>(out);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n / E) {
    V v = src[i];
    dst[i] = v + v;
    float s = 0.0f;
    for (int k = 0; k < E; ++k) s += float(v[k]);
    sum[i] = s;
  }
}
void launch(__half *h, __half *g, cutlass::bfloat16_t *b, cutlass::bfloat16_t *c, float *s) {
  rows<__half><<<1, 32>>>(h, g, s, 256);
  rows<cutlass::bfloat16_t><<<1, 32>>>(b, c, s, 256);
}
"""

CONV = """
#include "cutlass/numeric_types.h"
__global__ void conv(const float *x, unsigned short *bf, unsigned short *h, unsigned char *e4,
                     unsigned char *e5, float *back, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  cutlass::bfloat16_t b(x[i]);
  cutlass::half_t hh(x[i]);
  cutlass::float_e4m3_t q(x[i]);
  cutlass::float_e5m2_t r(x[i]);
  bf[i] = b.storage;
  h[i] = hh.storage;
  e4[i] = q.storage;
  e5[i] = r.storage;
  back[4 * i] = float(b);
  back[4 * i + 1] = hh;
  back[4 * i + 2] = static_cast<float>(q);
  back[4 * i + 3] = (float)r;
}
"""

# the existing modelling of CUDA's own types, for the differential comparison
CUDA_CONV = """
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
__global__ void ref(const float *x, unsigned short *bf, unsigned short *h, unsigned char *e4,
                    unsigned char *e5, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  bf[i] = __bfloat16_as_ushort(__float2bfloat16_rn(x[i]));
  h[i] = __half_as_ushort(__float2half_rn(x[i]));
  e4[i] = __nv_fp8_e4m3(x[i]).__x;
  e5[i] = __nv_fp8_e5m2(x[i]).__x;
}
"""

OPS = """
#include "cutlass/float8.h"
__global__ void ops(const unsigned char *a, const unsigned char *b, unsigned char *out,
                    int *ints, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  cutlass::float_e4m3_t x = cutlass::float_e4m3_t::bitcast(a[i]);
  cutlass::float_e4m3_t y = cutlass::float_e4m3_t::bitcast(b[i]);
  out[4 * i] = (x + y).storage;
  out[4 * i + 1] = (x * y).storage;
  out[4 * i + 2] = (x / y).storage;
  out[4 * i + 3] = (-x).storage;
  ints[3 * i] = int(x);
  ints[3 * i + 1] = bool(x) ? 1 : 0;
  ints[3 * i + 2] = (x < y) ? 1 : 0;
}
"""


def _run(src: str, name: str, n: int, args: dict):
    k = ws.read(src, dialect="cuda").kernel(name)
    block = min(n, 64)
    return ws.run(k, ws.Launch(grid=((n + block - 1) // block, 1, 1), block=(block, 1, 1)),
                  args).outputs


# ------------------------------------------------------------------ references written here

def _table(dtype, top: int) -> np.ndarray:
    """The finite non-negative values of an 8-bit format, bit patterns 0..top."""
    return np.arange(top + 1, dtype=np.uint8).view(dtype).astype(np.float64)


def _fp8_ref(x: np.ndarray, dtype, top: int) -> np.ndarray:
    """Round to nearest even with saturation to the largest finite value, NaN -> 0x7F:
    a nearest search in the table of the format's values (ties: the even pattern)."""
    table = _table(dtype, top)
    out = np.zeros(x.size, np.uint8)
    for i, v in enumerate(np.asarray(x, np.float64)):
        if np.isnan(v):
            out[i] = 0x7F
            continue
        a = min(abs(v), table[-1])
        d = np.abs(table - a)
        best = np.flatnonzero(d == d.min())
        pick = best[0] if best.size == 1 else best[best % 2 == 0][0]
        out[i] = pick | (0x80 if np.signbit(v) else 0)
    return out


def _bf16_ref(x: np.ndarray) -> np.ndarray:
    """Round to nearest even on the float32 bits, NaN -> 0x7FFF."""
    bits = x.view(np.uint32).astype(np.uint64)
    r = ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16).astype(np.uint16)
    return np.where(np.isnan(x), np.uint16(0x7FFF), r)


def _half_ref(x: np.ndarray) -> np.ndarray:
    """NumPy's float32 -> float16 (round to nearest even), NaN -> 0x7FFF."""
    with np.errstate(over="ignore"):
        r = x.astype(np.float16).view(np.uint16)
    return np.where(np.isnan(x), np.uint16(0x7FFF), r)


def _inputs() -> np.ndarray:
    """Random float32 patterns, specials, and values at the formats' rounding points."""
    rng = np.random.default_rng(18)
    rand = rng.integers(0, 2**32, 3000, dtype=np.uint64).astype(np.uint32).view(np.float32)
    scaled = (rng.standard_normal(1500) * 2.0 ** rng.integers(-12, 17, 1500)).astype(
        np.float32)
    e4 = _table(ml_dtypes.float8_e4m3fn, 0x7E)
    e5 = _table(ml_dtypes.float8_e5m2, 0x7B)
    mids = np.concatenate([(e4[1:] + e4[:-1]) / 2, (e5[1:] + e5[:-1]) / 2,
                           [448.0, 464.0, 464.1, 479.9, 480.0, 512.0, 57344.0, 61440.0,
                            65504.0, 65520.0, 1e30]]).astype(np.float32)
    bf_mid = (rng.integers(0, 2**16, 200, dtype=np.uint32) << 16 | 0x8000).view(np.float32)
    special = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, -np.nan, 1e-45, -1e-45],
                       np.float32)
    out = np.concatenate([rand, scaled, mids, -mids, bf_mid, special]).astype(np.float32)
    return out


def _conv_outputs(src: str, name: str, x: np.ndarray, back: bool) -> dict:
    n = x.size
    args = {"x": x, "bf": np.zeros(n, np.uint16), "h": np.zeros(n, np.uint16),
            "e4": np.zeros(n, np.uint8), "e5": np.zeros(n, np.uint8), "n": n}
    if back:
        args["back"] = np.zeros(4 * n, np.float32)
    return _run(src, name, n, args)


def test_conversions_against_references():
    x = _inputs()
    o = _conv_outputs(CONV, "conv", x, True)
    assert np.array_equal(o["bf"], _bf16_ref(x))
    assert np.array_equal(o["h"], _half_ref(x))
    assert np.array_equal(o["e4"], _fp8_ref(x, ml_dtypes.float8_e4m3fn, 0x7E))
    assert np.array_equal(o["e5"], _fp8_ref(x, ml_dtypes.float8_e5m2, 0x7B))
    # back to float: exact
    back = o["back"].reshape(-1, 4).astype(np.float64)
    want = np.stack([o["bf"].view(ml_dtypes.bfloat16).astype(np.float64),
                     o["h"].view(np.float16).astype(np.float64),
                     o["e4"].view(ml_dtypes.float8_e4m3fn).astype(np.float64),
                     o["e5"].view(ml_dtypes.float8_e5m2).astype(np.float64)], axis=1)
    assert np.array_equal(back, want, equal_nan=True)


def test_conversions_match_cuda_types_except_nan_encoding():
    """Differential: the CUTLASS classes round as the existing __nv_bfloat16, __half and
    __nv_fp8_* modelling does; only a NaN's encoding is pinned (0x7FFF / 0x7F, as the
    device's cvt gives) where the simulator's CUDA types keep the input NaN's sign."""
    x = _inputs()
    ours = _conv_outputs(CONV, "conv", x, True)
    cuda = _conv_outputs(CUDA_CONV, "ref", x, False)
    ok = ~np.isnan(x)
    for key in ("bf", "h", "e4", "e5"):
        assert np.array_equal(ours[key][ok], cuda[key][ok]), key
    assert set(ours["e4"][~ok]) == {0x7F} and set(ours["bf"][~ok]) == {0x7FFF}


def test_fp8_operators_and_integer_conversions():
    """+ - * / compute in float and round back (satfinite); int() and bool() go through
    __half2int_rn in device code (0.5 -> 0, 1.5 -> 2; bool(0.25) is false), as CUTLASS's."""
    rng = np.random.default_rng(5)
    a = rng.integers(0, 256, 2000).astype(np.uint8)
    b = rng.integers(0, 256, 2000).astype(np.uint8)
    a[:6] = [0x30, 0x3C, 0x28, 0x7F, 0x7E, 0xFE]   # 0.5, 1.5, 0.25, NaN, 448, -448
    n = a.size
    o = _run(OPS, "ops", n, {"a": a, "b": b, "out": np.zeros(4 * n, np.uint8),
                             "ints": np.zeros(3 * n, np.int32), "n": n})
    fa = a.view(ml_dtypes.float8_e4m3fn).astype(np.float32)
    fb = b.view(ml_dtypes.float8_e4m3fn).astype(np.float32)
    with np.errstate(all="ignore"):
        want = np.stack([_fp8_ref(fa + fb, ml_dtypes.float8_e4m3fn, 0x7E),
                         _fp8_ref(fa * fb, ml_dtypes.float8_e4m3fn, 0x7E),
                         _fp8_ref(fa / fb, ml_dtypes.float8_e4m3fn, 0x7E),
                         _fp8_ref(-fa, ml_dtypes.float8_e4m3fn, 0x7E)], axis=1)
    assert np.array_equal(o["out"].reshape(n, 4), want)
    ints = o["ints"].reshape(n, 3)
    assert list(ints[:6, 0]) == [0, 2, 0, 0, 448, -448]
    assert list(ints[:6, 1]) == [0, 1, 0, 0, 1, 1]
    with np.errstate(invalid="ignore"):
        assert np.array_equal(ints[:, 2], (fa < fb).astype(np.int32))


def test_array_indexing_size_layout_and_operators():
    x = np.arange(1, 129, dtype=np.float32)
    o = _run(ARRAY, "arr", 32, {"x": x, "o": np.zeros(512, np.float32),
                                "meta": np.zeros(12, np.int32)})
    assert list(o["meta"]) == [16, 4, 4, 128, 12, 4, 4, 1, 3, 16, 8, 16]
    got = o["o"].reshape(32, 4, 4)
    a = x.reshape(32, 4)
    assert np.array_equal(got[:, 0], a + 2)
    assert np.array_equal(got[:, 1], np.float32(3) * a - np.float32(2) / a)
    assert np.array_equal(got[:, 2], -(a + 2) + 1)
    f = a * np.float32(0.5)
    f[:, 0] = a[:, 0] + a[:, 3] + a[:, 1]
    assert np.array_equal(got[:, 3], f)


def test_packed_16bit_array_rows_whole_pipeline():
    """Array<__half, 8> and Array<bfloat16_t, 8> (CUTLASS's packed specialization: the
    same bytes as T[8], aligned to 4): 128-bit row copies, element-wise +, read back."""
    rng = np.random.default_rng(3)
    h = rng.standard_normal(256).astype(np.float16)
    b = rng.standard_normal(256).astype(ml_dtypes.bfloat16)
    p = ws.read(ROWS, dialect="cuda")
    names = sorted(k.name for k in p.kernels)
    assert len(names) == 2
    text = str(ws.translate(p, "cuda"))
    again = ws.read(text, dialect="cuda")
    for data in (h, b):
        kname = [nm for nm in names if ("half" in nm) == (data.dtype == np.float16)][0]
        for prog in (p, again):
            k = prog.kernel(kname)
            args = {"in": data.copy(), "out": np.zeros(256, data.dtype),
                    "sum": np.zeros(32, np.float32), "n": 256}
            o = ws.run(k, ws.Launch(1, 32), args).outputs
            assert np.array_equal(o["out"].astype(np.float64), 2 * data.astype(np.float64))
            want = np.zeros(32, np.float32)
            for i in range(32):
                s = np.float32(0)
                for v in data[8 * i:8 * i + 8].astype(np.float32):
                    s = np.float32(s + v)
                want[i] = s
            assert np.array_equal(o["sum"], want)


def test_whole_pipeline_print_opencl_analyze_predict():
    p = ws.read(ARRAY, dialect="cuda")
    k = p.kernel("arr")
    x = np.arange(1, 129, dtype=np.float32)
    args = {"x": x, "o": np.zeros(512, np.float32), "meta": np.zeros(12, np.int32)}
    r1 = ws.run(k, ws.Launch(1, 32), {a: v.copy() for a, v in args.items()}).outputs
    text = str(ws.translate(k, "cuda"))
    r2 = ws.run(ws.read(text, dialect="cuda").kernel("arr"), ws.Launch(1, 32),
                {a: v.copy() for a, v in args.items()}).outputs
    assert np.array_equal(r1["o"], r2["o"]) and np.array_equal(r1["meta"], r2["meta"])
    assert "cutlass" not in text  # the printed CUDA needs no CUTLASS
    cl = str(ws.translate(k, "opencl"))
    assert "Array_float_4_true" in cl
    # half_t prints in OpenCL as `ws_half_t` (OpenCL reserves `half_\w+`; appending
    # underscores never left that pattern: the printer looped)
    half = ws.read('#include "cutlass/half.h"\n__global__ void h(const float *x, float *o) '
                   '{ cutlass::half_t v(x[0]); o[0] = v + 1.0f; }\n', dialect="cuda")
    assert "typedef struct ws_half_t" in str(ws.translate(half, "opencl"))
    # bfloat16 and fp8 have no OpenCL type: refused with the reason
    conv = ws.read(CONV, dialect="cuda").kernel("conv")
    with pytest.raises(Unsupported, match="bfloat16|fp8"):
        ws.translate(conv, "opencl")
    launch = ws.Launch(grid=(1, 1, 1), block=(32, 1, 1))
    acc = ws.analyze(k, launch).as_json()["accesses"]
    assert acc
    assert ws.predict(k, launch).as_json()["predicted_ms"] > 0


def test_printed_cuda_compiles_with_nvrtc():
    from warpsmith.backends import cuda_compile

    if cuda_compile.load_nvrtc() is None:
        pytest.skip("NVRTC (nvidia-cuda-nvrtc) is not installed")
    for src, names in ((CONV, ["conv"]), (OPS, ["ops"]), (ARRAY, ["arr"])):
        text = str(ws.translate(ws.read(src, dialect="cuda"), "cuda"))
        for name in names:
            cuda_compile.compile_source(text, name, "sm_90")


def test_projects_own_cutlass_wins(tmp_path):
    """A project that vendors CUTLASS reads its own headers, not the model."""
    inc = tmp_path / "cutlass_inc" / "cutlass"
    inc.mkdir(parents=True)
    (inc / "array.h").write_text("#define VENDORED_CUTLASS 7\n")
    src = tmp_path / "k.cu"
    src.write_text('#include "cutlass/array.h"\n'
                   "__global__ void k(int *o) { o[0] = VENDORED_CUTLASS; }\n")
    p = ws.read(str(src), includes=[str(tmp_path / "cutlass_inc")])
    o = ws.run(p.kernel("k"), ws.Launch(1, 1), {"o": np.zeros(1, np.int32)}).outputs["o"]
    assert o[0] == 7
    with pytest.raises(WarpsmithError, match="VENDORED_CUTLASS"):
        ws.read(str(src))  # without the -I: the model, which has no such macro


@pytest.mark.parametrize("header, what", [("cutlass/gemm/device/gemm.h", "this CUTLASS header"),
                                          ("cute/tensor.hpp", "CuTe")])
def test_unmodelled_headers_refused_located(header, what):
    src = f'// a GEMM\n#include "{header}"\n__global__ void k() {{}}\n'
    with pytest.raises(PreprocessError) as e:
        ws.read(src, dialect="cuda")
    msg = str(e.value)
    assert ":2:1:" in msg and f"{what} is not modelled by warpsmith" in msg


def test_array_of_sub_word_elements_refused():
    src = """#include "cutlass/array.h"
struct three { unsigned char b[3]; };
__global__ void k(int *o) { cutlass::Array<three, 4> a; o[0] = sizeof(a); }
"""
    with pytest.raises(WarpsmithError, match="sub_byte_packing_is_not_modelled"):
        ws.read(src, dialect="cuda")


def test_cast_picks_the_conversion_operator_of_its_type():
    """A class with several conversion operators (CUTLASS's float, explicit double, int,
    bool): a cast to one of their types calls that one; a cast to another type is still
    refused (the choice by C++'s ranking is not modelled)."""
    src = """
struct F {
  float v;
  __device__ operator float() const { return v; }
  __device__ explicit operator int() const { return 7; }
  __device__ explicit operator bool() const { return false; }
};
__global__ void k(int *o, float *f) {
  F x{2.5f};
  o[0] = int(x);
  o[1] = static_cast<bool>(x) ? 1 : 0;
  f[0] = (float)x;
  f[1] = x;
}
"""
    p = ws.read(src, dialect="cuda")
    o = ws.run(p.kernel("k"), ws.Launch(1, 1),
               {"o": np.zeros(2, np.int32), "f": np.zeros(2, np.float32)}).outputs
    assert list(o["o"]) == [7, 0] and list(o["f"]) == [2.5, 2.5]
    bad = src.split("__global__")[0] + \
        "__global__ void bad(long long *o) { F x{2.5f}; o[0] = (long long)x; }\n"
    with pytest.raises(Unsupported, match="several conversion operators"):
        ws.read(bad, dialect="cuda")


def test_const_class_parameter_takes_the_const_method():
    """`S const &s` calls the const overload: the printed CUDA passes the object, not a
    pointer to a const object where the non-const method takes `S*` (nvcc refuses that)."""
    src = """
struct S {
  float e[2];
  __device__ float &operator[](int i) { return e[i]; }
  __device__ float operator[](int i) const { return e[i]; }
};
__device__ float first(S const &s) { return s[0]; }
__global__ void k(float *o) { S s; s[0] = 3.0f; s[1] = 1.0f; o[0] = first(s); }
"""
    p = ws.read(src, dialect="cuda")
    text = str(ws.translate(p, "cuda"))
    assert "S_operator_index_1(s, 0)" in text
    o = ws.run(p.kernel("k"), ws.Launch(1, 1), {"o": np.zeros(1, np.float32)}).outputs
    assert o["o"][0] == 3.0


def test_double_and_integer_constructors_round_as_cutlass():
    """A double converts through float first (two roundings: 1 + 2^-11 + 2^-40 is a tie
    once in float, so half_t gives 1.0 where __half(double) gives 1 + 2^-10); bfloat16_t
    of an int keeps the upper 16 bits of the float (511 -> 510, not 512); half_t of an int
    rounds once (__int2half_rn)."""
    src = """
#include "cutlass/numeric_types.h"
__global__ void k(const double *d, const int *n, unsigned short *h, unsigned char *q,
                  unsigned short *b, unsigned short *hi, unsigned short *cuda_h) {
  h[0] = cutlass::half_t(d[0]).storage;
  q[0] = cutlass::float_e4m3_t(d[1]).storage;
  b[0] = cutlass::bfloat16_t(n[0]).storage;
  hi[0] = cutlass::half_t(n[1]).storage;
  cuda_h[0] = __half_as_ushort(__double2half(d[0]));
}
"""
    d = np.array([1 + 2.0**-11 + 2.0**-40, 1 + 2.0**-4 + 2.0**-40], np.float64)
    n = np.array([511, 2049], np.int32)
    outs = {"h": np.zeros(1, np.uint16), "q": np.zeros(1, np.uint8),
            "b": np.zeros(1, np.uint16), "hi": np.zeros(1, np.uint16),
            "cuda_h": np.zeros(1, np.uint16)}
    o = ws.run(ws.read(src, dialect="cuda").kernel("k"), ws.Launch(1, 1),
               {"d": d, "n": n, **outs}).outputs
    assert o["h"][0] == 0x3C00 and o["cuda_h"][0] == 0x3C01
    assert o["q"][0] == 0x38
    assert o["b"][0] == 0x43FF
    assert o["hi"][0] == np.float16(2048).view(np.uint16)  # 2049 -> 2048 (ties to even)
