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


STATIC = """
template <typename T> struct Cosine {
  static inline __device__ T dot(const T* a, int n) {
    T r = 0;
    for (int i = 0; i < n; i++) r += a[i] * a[i];
    return r;
  }
  static inline __device__ T twice(T x) { return x + x; }
};
template <typename T, int D> struct Basis {
  static inline __device__ T forward(T v, int k) { return v * (T)(k + D); }
};
template <typename T> struct Basis<T, 2> {
  static inline __device__ T forward(T v, int k) { return v - (T)k; }
};
template <typename T>
__global__ void k(const T* x, T* y, int n) {
  int i = threadIdx.x;
  y[i] = (Cosine<T>::dot(x, n) * 2) + Cosine<T>::twice(x[i]) + Basis<T, 1>::forward(x[i], i)
         + Basis<T, 2>::forward(x[i], i);
}
template __global__ void k<float>(const float*, float*, int);
template __global__ void k<int>(const int*, int*, int);
"""


@pytest.mark.parametrize("dt", [np.float32, np.int32])
def test_static_methods_of_class_templates_and_their_specializations(dt):
    prog = ws.read(STATIC)
    name = "k_float" if dt == np.float32 else "k_int"
    x = np.arange(64).astype(dt)
    i = np.arange(64).astype(dt)
    want = (x[:4] * x[:4]).sum() * 2 + 2 * x + x * (i + 1) + (x - i)
    for p in (prog, ws.read(ws.translate(prog, "cuda").text),
              ws.read(ws.translate(prog, "opencl").text, dialect="opencl")):
        k = p.kernel(name)
        out = simulate(k.module, k.function, 1, 64,
                       {"x": x, "y": np.zeros(64, dt), "n": 4}).outputs
        np.testing.assert_array_equal(out["y"], want.astype(dt))


def test_a_non_static_method_of_a_class_template_called_by_its_class_is_refused():
    src = STATIC.replace("static inline __device__ T twice", "inline __device__ T twice")
    with pytest.raises(WarpsmithError, match="is not a static method") as e:
        ws.read(src)
    assert e.value.loc is not None and (e.value.loc.line, e.value.loc.col) == (19, 39)


def test_reference_to_array_parameters_and_locals_alias_the_array():
    src = """
__device__ void item4(int (&items)[4], const float (&w)[4], int row) {
  for (int j = 0; j < 4; j++) items[j] = row * 4 + j + (int)w[j];
}
__global__ void k(int* out) {
  int it[4];
  float w[4] = {1, 2, 3, 4};
  item4(it, w, threadIdx.x);
  int (&r)[4] = it;
  r[0] += 100;
  for (int j = 0; j < 4; j++) out[threadIdx.x * 4 + j] = it[j];
}
"""
    prog = ws.read(src)
    t = np.arange(64)[:, None]
    want = (t * 4 + np.arange(4) + np.arange(1, 5)).astype(np.int32)
    want[:, 0] += 100
    for p in (prog, ws.read(ws.translate(prog, "cuda").text),
              ws.read(ws.translate(prog, "opencl").text, dialect="opencl")):
        k = p.kernel("k")
        out = simulate(k.module, k.function, 1, 64, {"out": np.zeros(256, np.int32)}).outputs
        np.testing.assert_array_equal(out["out"], want.ravel())


def test_a_class_template_naming_its_own_instance_reads_crtp():
    src = """
template <typename VT, typename Direction, bool C = false> struct BitFieldContainer {
  using value_type = VT;
};
template <typename VT, bool IsConst = false>
struct LBitsPolicy : public BitFieldContainer<VT, LBitsPolicy<VT, IsConst>, IsConst> {
  using Container = BitFieldContainer<VT, LBitsPolicy<VT, IsConst>, IsConst>;
  using value_type = typename Container::value_type;
};
__global__ void k(float* a) { typename LBitsPolicy<float>::value_type x = 1.5f; a[0] = x; }
"""
    # (refused as "names its own instance" before session 9: CRTP reads, docs/cxx-classes.md)
    k = ws.read(src).kernel("k")
    out = simulate(k.module, k.function, 1, 1, {"a": np.zeros(1, np.float32)})
    np.testing.assert_array_equal(out.outputs["a"], [1.5])


def test_constexpr_function_calls_in_constant_expressions():
    src = """
static constexpr __device__ int warp_size() { return 32; }
constexpr __host__ __device__ int ceildiv(int a, int b) { return (a + b - 1) / b; }
template <int S>
__global__ void k(float* a) {
  constexpr int ws = warp_size() < S ? warp_size() : S;
  constexpr int it = ceildiv(S, ws);
  float r[it];
  for (int i = 0; i < it; i++) r[i] = i;
  a[threadIdx.x] = r[it - 1] + ws;
}
template __global__ void k<100>(float*);
template __global__ void k<16>(float*);
"""
    prog = ws.read(src)
    for p in (prog, ws.read(ws.translate(prog, "cuda").text),
              ws.read(ws.translate(prog, "opencl").text, dialect="opencl")):
        for name, want in (("k_100", 3 + 32), ("k_16", 0 + 16)):
            k = p.kernel(name)
            out = simulate(k.module, k.function, 1, 32, {"a": np.zeros(32, np.float32)})
            np.testing.assert_array_equal(out.outputs["a"], np.full(32, want, np.float32))


def test_a_non_constant_call_in_a_constant_expression_is_a_located_error():
    src = """
__device__ int f(int x) { int y = x; y += 1; return y; }
__global__ void k(float* a) { constexpr int n = f(2); a[0] = n; }
"""
    with pytest.raises(WarpsmithError, match="not a compile-time constant") as e:
        ws.read(src)
    assert (e.value.loc.line, e.value.loc.col) == (3, 50)  # the call's (


def test_gnu_extension_keyword_and_an_unnamed_forwarding_pack():
    src = """
template <typename... Args>
__host__ __device__ constexpr inline void unused_impl(Args&&...) noexcept {}
struct blk { __extension__ union { struct { short d; short m; }; int dm; }; float q; };
__global__ void k(float* a, int n) {
  unused_impl(n, a);
  blk b;
  b.dm = 0x00030002;
  a[threadIdx.x] = b.d + b.m;
}
"""
    prog = ws.read(src)
    for p in (prog, ws.read(ws.translate(prog, "cuda").text)):
        k = p.kernel("k")
        out = simulate(k.module, k.function, 1, 32, {"a": np.zeros(32, np.float32), "n": 1})
        np.testing.assert_array_equal(out.outputs["a"], np.full(32, 5, np.float32))


FNPTR = """
typedef void (*dequantize_kernel_t)(const float* vx, int ib, float2& v);
__device__ void deq_a(const float* vx, int ib, float2& v) { v.x = vx[ib]; v.y = 2.0f * vx[ib]; }
__device__ void deq_b(const float* vx, int ib, float2& v) { v.x = -vx[ib]; v.y = 0.5f; }
static __device__ float op_add(const float a, const float b) { return a + b; }
static __device__ float op_mul(const float a, const float b) { return a * b; }
template <int qk, dequantize_kernel_t dequantize_kernel, float (*bin_op)(const float, const float)>
__global__ void k(const float* x, float* y) {
  float2 v;
  dequantize_kernel(x, threadIdx.x, v);
  y[threadIdx.x] = bin_op(v.x, v.y) + qk;
}
template <int qk, dequantize_kernel_t dk>
static void run(const float* x, float* y) { k<qk, dk, op_mul><<<1, 64>>>(x, y); }
void host(const float* x, float* y) {
  k<1, deq_a, &op_add><<<1, 64>>>(x, y);
  run<2, deq_b>(x, y);
}
"""


def test_function_pointer_template_parameters_bind_functions_called_directly():
    prog = ws.read(FNPTR)
    assert sorted(k.name for k in prog.kernels) == ["k_1_deq_a_op_add", "k_2_deq_b_op_mul"]
    x = np.arange(64, dtype=np.float32)
    want = {"k_1_deq_a_op_add": x + 2 * x + 1, "k_2_deq_b_op_mul": -x * 0.5 + 2}
    for p in (prog, ws.read(ws.translate(prog, "cuda").text),
              ws.read(ws.translate(prog, "opencl").text, dialect="opencl")):
        for name, w in want.items():
            k = p.kernel(name)
            out = simulate(k.module, k.function, 1, 64, {"x": x, "y": np.zeros(64, np.float32)})
            np.testing.assert_array_equal(out.outputs["y"], w.astype(np.float32))


def test_a_function_template_argument_that_names_no_device_function_is_located():
    src = FNPTR.replace("k<1, deq_a, &op_add>", "k<1, deq_a, &op_sub>").replace(
        "run<2, deq_b>(x, y);", "")
    with pytest.raises(WarpsmithError, match="'op_sub' is not a device function") as e:
        ws.translate(ws.read(src), "cuda")
    assert "17:" in str(e.value)


def test_variable_templates_and_folds_over_a_type_pack():
    src = """
template <typename T, typename... Ts>
inline constexpr bool is_any = (std::is_same_v<T, Ts> || ...);
template <typename T>
__device__ T twice(T v) {
  if constexpr (is_any<T, float, int>) { return v + v; } else { return v; }
}
__global__ void k(float* a, int* b, double* c) {
  int i = threadIdx.x;
  a[i] = twice(a[i]); b[i] = twice(b[i]); c[i] = twice(c[i]);
  b[i] += is_any<double, float, int> ? 100 : 0;
  b[i] += is_any<double, float, double> ? 1000 : 0;
}
"""
    prog = ws.read(src)
    x = np.arange(32)
    for p in (prog, ws.read(ws.translate(prog, "cuda").text),
              ws.read(ws.translate(prog, "opencl").text, dialect="opencl")):
        k = p.kernel("k")
        out = simulate(k.module, k.function, 1, 32, {
            "a": x.astype(np.float32), "b": x.astype(np.int32), "c": x.astype(np.float64)})
        np.testing.assert_array_equal(out.outputs["a"], 2 * x)
        np.testing.assert_array_equal(out.outputs["b"], 2 * x + 1000)
        np.testing.assert_array_equal(out.outputs["c"], x)



def test_a_host_device_variable_template_in_a_braced_initializer():
    """`template <class T> __host__ __device__ static constexpr T top_v = ..;` (vLLM's
    quant_type_max_v) is a variable template, not a device variable: `T q{top_v<T>}`
    reads, runs and prints back in both dialects."""
    src = """
template <typename T>
__host__ __device__ static constexpr T top_v = T(100) + T(27);
template <typename T>
__global__ void k(T* o) { constexpr T q{top_v<T>}; o[threadIdx.x] = q + top_v<int> - 100; }
void h(float* o, int* p) { k<float><<<1, 32>>>(o); k<int><<<1, 32>>>(p); }
"""
    prog = ws.read(src)
    for p in (prog, ws.read(ws.translate(prog, "cuda").text),
              ws.read(ws.translate(prog, "opencl").text, dialect="opencl")):
        for name, dtype in (("k_float", np.float32), ("k_int", np.int32)):
            k = p.kernel(name)
            out = simulate(k.module, k.function, 1, 32, {"o": np.zeros(32, dtype)})
            np.testing.assert_array_equal(out.outputs["o"], np.full(32, 154))

def test_explicit_instantiations_of_a_host_template_bind_its_launches():
    src = """
template <typename T, int B>
__global__ void k(T* a, int n) { int i = blockIdx.x * B + threadIdx.x; if (i < n) a[i] = a[i] * 2; }
template <typename T, int B>
void run(T* a, int n) { k<T, B><<<(n + B - 1) / B, B>>>(a, n); }
template void run<float, 128>(float*, int);
template void run<int, 64>(int*, int);
"""
    prog = ws.read(src)
    assert sorted(k.name for k in prog.kernels) == ["k_float_128", "k_int_64"]
    k = ws.read(ws.translate(prog, "cuda").text).kernel("k_int_64")
    out = simulate(k.module, k.function, 2, 64, {"a": np.arange(100, dtype=np.int32), "n": 100})
    np.testing.assert_array_equal(out.outputs["a"], 2 * np.arange(100))


def test_a_class_template_with_an_alignment_attribute_before_its_name():
    src = """
template <typename scalar_t, int vec_size>
struct __align__(vec_size * sizeof(scalar_t)) vec_n_t { scalar_t val[vec_size]; };
template <typename T>
__global__ void k(const T* x, T* y) {
  vec_n_t<T, 4> v;
  for (int i = 0; i < 4; i++) v.val[i] = x[4 * threadIdx.x + i];
  y[threadIdx.x] = v.val[0] + v.val[3];
}
template __global__ void k<float>(const float*, float*);
"""
    prog = ws.read(src)
    x = np.arange(128, dtype=np.float32)
    for p in (prog, ws.read(ws.translate(prog, "cuda").text)):
        k = p.kernel("k_float")
        out = simulate(k.module, k.function, 1, 32, {"x": x, "y": np.zeros(32, np.float32)})
        np.testing.assert_array_equal(out.outputs["y"], x[0::4] + x[3::4])


def test_int_to_float_rn_conversion_is_not_taken_for_a_half_intrinsic():
    src = """__global__ void k(const int* q, float* a) {
      a[threadIdx.x] = __int2float_rn(q[threadIdx.x] * q[threadIdx.x]) * 0.5f; }"""
    prog = ws.read(src)
    q = np.arange(32, dtype=np.int32) - 16
    for p in (prog, ws.read(ws.translate(prog, "cuda").text)):
        k = p.kernel("k")
        out = simulate(k.module, k.function, 1, 32, {"q": q, "a": np.zeros(32, np.float32)})
        np.testing.assert_array_equal(out.outputs["a"], (q * q).astype(np.float32) * 0.5)


def test_an_unnamed_defaulted_type_parameter_constrains_a_class_template():
    """`template <typename T, typename = std::enable_if_t<..>> struct Max` (vLLM's
    quant_type_max): the unnamed parameter takes its default, so `Max<int8_t>::val()`
    reads; an argument the condition rejects is a located substitution failure."""
    src = """
#include <stdint.h>
#include <type_traits>
template <typename T, typename = std::enable_if_t<std::is_same_v<T, int8_t> ||
                                                  std::is_same_v<T, int>>>
struct Max {
  static constexpr T val() { return sizeof(T) == 1 ? 127 : 1000; }
};
template <typename T>
__global__ void k(T* o) { o[threadIdx.x] = Max<T>::val(); }
void h(int8_t* a, int* b) { k<int8_t><<<1, 32>>>(a); k<int><<<1, 32>>>(b); }
"""
    prog = ws.read(src)
    for p in (prog, ws.read(ws.translate(prog, "cuda").text),
              ws.read(ws.translate(prog, "opencl").text, dialect="opencl")):
        for name, dtype, want in (("k_char", np.int8, 127), ("k_int", np.int32, 1000)):
            k = p.kernel(name)
            out = simulate(k.module, k.function, 1, 32, {"o": np.zeros(32, dtype)})
            np.testing.assert_array_equal(out.outputs["o"], np.full(32, want))
    bad = src.replace("k<int><<<1, 32>>>(b);", "k<float><<<1, 32>>>((float*)b);")
    with pytest.raises(WarpsmithError, match="substitution failure") as e:
        ws.translate(ws.read(bad), "cuda")
    assert str(e.value).startswith("<string>:4:")


def test_alias_templates_and_namespace_qualified_calls():
    """`template <typename T> using vec4_t = vec_n_t<T, 4>;` (vLLM's vectorization.cuh) is
    a template type name: `reinterpret_cast<vec4_t<T> const*>(p)` reads. Two `norm` of
    different namespaces are told apart by the call's qualifier, `ns::inner::norm(..)`
    (names are read without their namespaces)."""
    src = """
#include <stddef.h>
template <typename T, size_t n>
struct vec_n_t { T val[n]; };
template <typename T>
using vec4_t = vec_n_t<T, 4>;
namespace ns {
template <typename T> __device__ T norm(const T* v) { return v[0]; }
namespace inner {
template <typename T> __device__ T norm(const T* v) {
  vec4_t<T> const* q = reinterpret_cast<vec4_t<T> const*>(v);
  return q->val[0] + q->val[1] + q->val[2] + q->val[3];
}
}
}
template <typename T>
__global__ void k(const T* in, T* out) {
  out[threadIdx.x] = ns::inner::norm(in + 4 * threadIdx.x) - ns::norm(in);
}
template __global__ void k<float>(const float*, float*);
"""
    prog = ws.read(src)
    x = np.arange(128, dtype=np.float32)
    want = x.reshape(32, 4).sum(axis=1) - x[0]
    for p in (prog, ws.read(ws.translate(prog, "cuda").text),
              ws.read(ws.translate(prog, "opencl").text, dialect="opencl")):
        k = p.kernel("k_float")
        out = simulate(k.module, k.function, 1, 32, {"in": x, "out": np.zeros(32, np.float32)})
        np.testing.assert_array_equal(out.outputs["out"], want)


def test_template_keyword_member_calls_and_inherited_static_methods():
    """gptqmodel's paroquant: `Acc<T>::template load<2>(..)` and `Plain::template
    load<2>(..)` call static member templates, and `template <> struct Acc<__half> :
    AccHalf<__half, HalfTraits> {};` inherits its base's static methods."""
    src = """
#include <cuda_fp16.h>
template <typename T> struct Acc;
template <> struct Acc<float> {
  template <int N> __device__ static float load(const float* p, int t) { return p[t] * N; }
};
struct HalfTraits { __device__ static float to_float(__half v) { return __half2float(v); } };
template <typename HalfT, typename Traits> struct AccHalf {
  template <int N> __device__ static float load(const HalfT* p, int t) {
    return Traits::to_float(p[t]) * N + 1;
  }
};
template <> struct Acc<__half> : AccHalf<__half, HalfTraits> {};
struct Plain {
  template <int N> __device__ static float load(const float* p, int t) { return p[t] - N; }
};
template <typename T>
__global__ void k(const T* in, const float* f, float* out) {
  out[threadIdx.x] = Acc<T>::template load<2>(in, threadIdx.x)
                   + Plain::template load<3>(f, threadIdx.x);
}
void h(const float* a, const __half* b, float* o) {
  k<float><<<1, 32>>>(a, a, o); k<__half><<<1, 32>>>(b, a, o);
}
"""
    prog = ws.read(src)
    x = np.arange(32, dtype=np.float32)
    for p in (prog, ws.read(ws.translate(prog, "cuda").text)):
        for name, data, want in (("k_float", x, 2 * x + x - 3),
                                 ("k_half", x.astype(np.float16), 2 * x + 1 + x - 3)):
            k = p.kernel(name)
            out = simulate(k.module, k.function, 1, 32,
                           {"in": data, "f": x, "out": np.zeros(32, np.float32)})
            np.testing.assert_array_equal(out.outputs["out"], want)


def test_a_constexpr_function_with_a_switch_folds():
    """`constexpr int vdr(kind t) { switch (t) { case A: return 2; case B: case C: return
    4; default: return 1; } }` (ggml's get_vdr_mmvq) in a constant expression: the case the
    constant selects, with C's fall-through and `break` (then the statements after)."""
    src = """
enum kind { A = 1, B, C, D };
static constexpr __host__ __device__ int vdr(kind t) {
    switch (t) {
        case A: return 2;
        case B:
        case C: return 4;
        default: return 1;
    }
}
static constexpr __device__ int nw(int n) {
    if (n > 100) {
        return 0;
    } else {
        switch (n) {
            case 1: case 2: return 4;
            case 3: break;
            default: return 1;
        }
    }
    return 7;
}
template <kind t, int n>
__global__ void k(float* o) {
    constexpr int v = vdr(t);
    constexpr int w = nw(n);
    float arr[v * w];
    arr[v * w - 1] = v * 100 + w;
    o[threadIdx.x] = arr[v * w - 1];
}
void h(float* o) { k<C, 3><<<1, 32>>>(o); k<A, 2><<<1, 32>>>(o); k<D, 9><<<1, 32>>>(o); }
"""
    prog = ws.read(src)
    cuda = ws.translate(prog, "cuda").text
    assert "float arr[28];" in cuda and "float arr[8];" in cuda and "float arr[1];" in cuda
    for name, want in (("k_3_3", 407), ("k_1_2", 204), ("k_4_9", 101)):
        k = ws.read(cuda).kernel(name)
        out = simulate(k.module, k.function, 1, 32, {"o": np.zeros(32, np.float32)})
        np.testing.assert_array_equal(out.outputs["o"], np.full(32, want))
