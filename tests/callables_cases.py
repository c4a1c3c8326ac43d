"""Minimal reproductions written here for function pointers and lambdas in device code
(issues 17 and 18, docs/callables.md): ``CASES[name] = (source, args, want)`` with ``want()``
the NumPy result of ``out`` for one block of ``N`` threads. Shared by
tests/test_callables.py and scripts/gpu_callables.sh."""

from __future__ import annotations

import numpy as np

N = 8
IN = np.arange(1, N + 1, dtype=np.float32) * np.float32(0.5)
I = np.arange(N, dtype=np.float32)  # noqa: E741

FNPTR_PARAMS = r"""
typedef float (*op_t)(float, float);
__device__ float add(float a, float b) { return a + b; }
__device__ float mul(float a, float b) { return a * b; }
__device__ float apply(op_t f, float a, float b) { return f(a, b); }
__device__ float apply_deref(op_t f, float a, float b) { return (*f)(a, b) + 1.0f; }
__device__ float twice(op_t f, float a, float b) { return apply(f, apply(f, a, b), b); }
__device__ float sq(float a) { return a * a; }
__device__ float on(float (*g)(float), float x) { return g(g(x)); }
template <typename T> __device__ T fold2(T (*g)(T), T x, T y) { return g(x) + g(y); }
template <typename F> __device__ float both(F f, float x) { return f(x, x); }
__global__ void k(const float* in, float* out) {
    int i = threadIdx.x;
    float x = in[i];
    out[i] = apply(add, x, 1.0f) + apply(&mul, x, 2.0f) + apply_deref(mul, x, x)
           + twice(add, x, 3.0f) + on(sq, x) + fold2(sq, x, 1.0f) + both(mul, x)
           + apply((op_t)add, x, 0.0f);
}
"""

FNPTR_LOCALS = r"""
typedef float (*op_t)(float, float);
using un_t = float (*)(float);
__device__ float add(float a, float b) { return a + b; }
__device__ float mul(float a, float b) { return a * b; }
__device__ float neg(float a) { return -a; }
__device__ op_t d_mul = mul;
__device__ float (*d_neg)(float) = neg;
__constant__ op_t d_ops[2] = {add, mul};
__device__ float apply(op_t f, float a, float b) { return f(a, b); }
#define MUL 1
__global__ void k(const float* in, float* out) {
    int i = threadIdx.x;
    float x = in[i];
    op_t ops[] = {add, mul};
    const int two = 1 + 1;
    float (*h)(float, float) = &add;
    un_t n = d_neg;
    auto m = ops[MUL];
    auto scale = [&](float v) { return m(v, 3.0f) + h(v, 1.0f); };
    out[i] = ops[0](x, 1.0f) + ops[two - 1](x, 2.0f) + d_mul(x, x) + apply(d_mul, x, 4.0f)
           + n(x) + d_ops[1](x, 0.5f) + apply(d_ops[0], x, 2.0f) + scale(x);
}
"""

FNPTR_OPENCL = r"""
typedef float (*op_t)(float, float);
float add(float a, float b) { return a + b; }
float mul(float a, float b) { return a * b; }
float apply(op_t f, float a, float b) { return f(a, b); }
__kernel void k(__global const float* in, __global float* out) {
    int i = get_local_id(0);
    op_t ops[2] = {add, mul};
    out[i] = apply(add, in[i], 1.0f) + apply(ops[1], in[i], 2.0f);
}
"""

LAMBDA_REFS = r"""
struct V { float a[2]; __device__ float& operator[](int j) { return a[j]; } };
__global__ void k(const float* in, float* out) {
    int i = threadIdx.x;
    float acc = 0.f;
    V v; v[0] = in[i]; v[1] = 2.f;
    auto bump = [&](int j, float& x, V& w) { x += w[j]; w[j] = 7.f; acc += 1.f; };
    auto inc = [](auto& x) { x += 1; };
    auto add = [](auto a, auto b) { return a + b; };
    auto fwd = [](auto&& x) { x = x + 0.25f; return x; };
    float y = 1.f;
    int n = i;
    bump(0, y, v);
    bump(1, y, v);
    inc(n);
    inc(y);
    float z = 1.f;
    fwd(z);
    out[i] = y + acc + v[0] + v[1] + add(n, 2) + add(y, 0.5f) + fwd(z * 2.f) + z;
}
"""

LAMBDA_FORMS = r"""
template <typename F> __device__ void for_each(F f) {
    #pragma unroll
    for (int j = 0; j < 4; j++) f(j);
}
template <typename F> __device__ float call_twice(F f) { f(); return f(); }
__global__ void k(const float* in, float* out) {
    int i = threadIdx.x;
    float s = 0.f;
    for_each([&](int j) { s += in[i] * j; });
    const float t = [&]() {
        float u = 0.f;
        #pragma unroll
        for (int j = 0; j < 3; j++) u += j;
        return u;
    }();
    int w = [=] { return i * 2; }();
    int c = 10;
    auto counter = [c]() mutable { c += 1; return c; };
    counter();
    float m = counter() + c + call_twice([c]() mutable { return ++c; });
    auto scaled = [n = i * 2, &r = s](float x) { r += x * n; };
    scaled(in[i]);
    const auto& store = [&](float x0) { out[i] = x0; };
    store(s + t + w + m);
}
"""

# (found measuring the lambda files: qqq_gemm.cu's next error, and five more files' first)
REF_CASTS = r"""
__global__ void k(const float* in, float* out, unsigned* bits) {
    int i = threadIdx.x;
    float x = in[i];
    unsigned const u = reinterpret_cast<unsigned const &>(x);
    bits[i] = u;
    float4 v[2];
    v[0] = make_float4(x, 1.f, 2.f, 3.f);
    const float4& w = (float4&)(v[0]);
    float& r = reinterpret_cast<float&>(bits[i]);
    r += 1.0f;
    static constexpr unsigned K = 5;  // (qqq_gemm: `&SUB` of a static constexpr local)
    const unsigned* pk = &K;
    out[i] = w.x + w.w + static_cast<const float&>(x) + r + *pk;
}
"""

# (found measuring the "function pointer" files: neither is one; torch-scatter's static
# method call read as a declaration, marlin's template argument with `|`)
NOT_FNPTRS = r"""
enum RT { SUM, MUL };
template <typename scalar_t, RT R> struct Reducer {
  static inline __host__ __device__ void update(scalar_t *val, scalar_t new_val) {
    if (R == SUM) *val = *val + new_val; else *val = *val * new_val;
  }
  static inline __device__ void store(scalar_t *p, scalar_t v) { *p = v; }
  static inline __device__ void update(scalar_t *val, scalar_t v, int *arg, int a) {
    *val = *val + v; *arg = a;
  }
};
template <int lut> __device__ inline int lop3(int a, int b, int c) { return (a & b) | (lut & c); }
template <typename scalar_t, RT R>
__global__ void k(const scalar_t* in, scalar_t* out) {
    scalar_t val = in[threadIdx.x];
    Reducer<scalar_t, R>::update(&val, (scalar_t)2);
    int arg = 0;
    Reducer<scalar_t, R>::update(&val, (scalar_t)1, &arg, 3);  // (the overload of four)
    int lo = lop3<(0xf0 & 0xcc) | 0xaa>(3, 5, 7);
    Reducer<scalar_t, R>::store(out + threadIdx.x, val + lo);
}
template __global__ void k<float, MUL>(const float*, float*);
"""

# (xgboost's device_helpers.cuh: `for (auto i : GridStrideRange(begin, end))`)
RANGE_FOR = r"""
struct Iter {
    long long i_, step_;
    __device__ long long operator*() const { return i_; }
    __device__ Iter& operator++() { i_ += step_; return *this; }
    __device__ bool operator!=(const Iter& o) const { return i_ < o.i_; }
};
struct Range {
    Iter b_, e_;
    __device__ Iter begin() const { return b_; }
    __device__ Iter end() const { return e_; }
};
__device__ Range GridStrideRange(long long begin, long long end) {
    Range r;
    r.b_.i_ = begin + blockDim.x * blockIdx.x + threadIdx.x;
    r.b_.step_ = gridDim.x * blockDim.x;
    r.e_.i_ = end; r.e_.step_ = 1;
    return r;
}
__global__ void k(const float* in, float* out, int n) {
    float a[3] = {1.f, 2.f, 3.f};
    float s = 0.f;
    #pragma unroll
    for (float v : a) s += v;
    for (const auto& v : a) { if (v == 2.f) continue; s += v; }
    for (float& v : a) v *= 2.f;
    for (auto v : a) s += v;
    for (auto i : GridStrideRange(0, n)) {
        out[i] = in[i] + s;
    }
    Range whole = GridStrideRange(0, n);
    for (long long i : whole) out[i] += 1.f;
}
"""

# (ggml's fattn-mma-f16.cuh: `for (int stride_k : {warp_size, warp_size/2, ..})`)
RANGE_FOR_LIST = r"""
template <int W>
__global__ void k(const float* in, float* out) {
    float s = 0.f;
    #pragma unroll
    for (int step : {W, W / 2, W / 4}) {
        if (step == W / 2) continue;
        s += in[threadIdx.x] * step;
    }
    for (const float f : {0.5f, in[0]}) s += f;
    out[threadIdx.x] = s;
}
template __global__ void k<8>(const float*, float*);
"""

# (ggml's `constexpr vec_dot_KQ_t vec_dot_KQ = get_vec_dot_KQ<type_K, D, n>();` and mmvq's
# `get_vec_dot_q_cuda(type)`: constexpr functions that return a function)
FNPTR_GETTERS = r"""
typedef float (*dot_t)(const float *, int);
template <int D> __device__ float dot_a(const float *x, int i) { return x[i] * D; }
template <int D> __device__ float dot_b(const float *x, int i) { return x[i] + D; }
__device__ float dot_c(const float *x, int i) { return -x[i]; }
enum kind { KA = 0, KB = 1, KC = 2 };
template <kind K, int D>
constexpr __device__ dot_t get_dot() {
    if constexpr (K == KA) {
        return dot_a<D>;
    } else if constexpr (K == KB) {
        return dot_b<D>;
    } else {
        static_assert(K == KC, "bad kind");
        return dot_c;
    }
}
static constexpr __device__ dot_t pick(kind k) {
    switch (k) {
        case KA: return dot_a<2>;
        case KB: return dot_b<3>;
        default: return dot_c;
    }
}
template <kind K, int D>
__global__ void k(const float *in, float *out) {
    constexpr dot_t f = get_dot<K, D>();
    constexpr dot_t g = pick(K);
    const dot_t h = pick(KC);
    out[threadIdx.x] = f(in, threadIdx.x) + g(in, threadIdx.x) + 2.f * h(in, threadIdx.x);
}
template __global__ void k<KB, 5>(const float *, float *);
"""

# (ggml's mmq.cuh: `constexpr load_tiles_t load_tiles = get_load_tiles<type, J, fb>();` whose
# body is `return get_util_funcs<type, J, fb>().load_tiles;`, a constexpr function that builds
# a struct of function pointers by a constexpr constructor in a `switch` on the type)
FNPTR_STRUCT_GETTER = r"""
typedef float (*load_t)(const float *, int);
template <int N> __device__ float load_a(const float *x, int i) { return x[i] * N; }
template <int N> __device__ float load_b(const float *x, int i) { return x[i] + N; }
struct cfg_t {
    int n;
    constexpr __host__ __device__ cfg_t(int n) : n(n) {}
    constexpr __device__ bool wide() const { return false; }
};
static constexpr __device__ cfg_t get_cfg(int kind) { return cfg_t(kind * 2); }
struct funcs_t {
    int vdr;
    load_t load;
    load_t other;
    constexpr __host__ __device__ funcs_t(int vdr, load_t load, load_t o)
        : vdr(vdr), load(load), other(o) {}
};
template <int kind, int N>
static constexpr __device__ funcs_t get_funcs() {
    if (!get_cfg(kind).wide()) {
        switch (kind) {
            case 0: return funcs_t(1, load_a<N>, load_b<N + 1>);
            case 1: return funcs_t(2, load_b<N>, load_a<N + 1>);
            default: break;
        }
    }
    return funcs_t(0, nullptr, nullptr);
}
template <int kind, int N>
static constexpr __device__ load_t get_load() { return get_funcs<kind, N>().load; }
template <int kind>
__global__ void k(const float *in, float *out) {
    constexpr load_t load = get_load<kind, 3>();
    constexpr load_t other = get_funcs<kind, 2>().other;
    out[threadIdx.x] = load(in, threadIdx.x) + 10.f * other(in, threadIdx.x);
}
template __global__ void k<1>(const float *, float *);
"""


def _lambda_refs():
    y = 1 + IN + 2 + 1  # bump adds v[0] then v[1] (2); inc adds 1
    n = I + 1
    return y + 2 + 7 + 7 + (n + 2) + (y + 0.5) + (2.5 + 0.25) + 1.25


def _lambda_forms():
    s = IN * 6
    s = s + IN * (I * 2)
    return s + 3 + I * 2 + (12 + 10 + 12)


def _fnptr_params():
    x = IN
    return (x + 1) + x * 2 + (x * x + 1) + (x + 3 + 3) + x ** 4 + (x * x + 1) + x * x + x


def _fnptr_locals():
    x = IN
    return (x + 1) + x * 2 + x * x + x * 4 - x + x * np.float32(0.5) + (x + 2) + \
        (x * 3 + x + 1)


def _fnptr_opencl():
    return (IN + 1) + IN * 2


#: name -> (source, args, want, dialect)
CASES = {
    "fnptr_params": (FNPTR_PARAMS, {"in": IN}, _fnptr_params, "cuda"),
    "fnptr_locals": (FNPTR_LOCALS, {"in": IN}, _fnptr_locals, "cuda"),
    "fnptr_getters": (FNPTR_GETTERS, {"in": IN}, lambda: (IN + 5) + (IN + 3) - 2 * IN,
                      "cuda"),
    "fnptr_struct_getter": (FNPTR_STRUCT_GETTER, {"in": IN},
                            lambda: (IN + 3) + 10 * (IN * 3), "cuda"),
    "fnptr_opencl": (FNPTR_OPENCL, {"in": IN}, _fnptr_opencl, "opencl"),
    "lambda_refs": (LAMBDA_REFS, {"in": IN}, _lambda_refs, "cuda"),
    "lambda_forms": (LAMBDA_FORMS, {"in": IN}, _lambda_forms, "cuda"),
    "not_fnptrs": (NOT_FNPTRS, {"in": IN}, lambda: IN * 2 + 1 + 3, "cuda"),
    "range_for": (RANGE_FOR, {"in": IN, "n": str(N)}, lambda: IN + 23, "cuda"),
    "range_for_list": (RANGE_FOR_LIST, {"in": IN}, lambda: IN * 10 + 0.5 + IN[0], "cuda"),
    "ref_casts": (REF_CASTS, {"in": IN, "bits": f"uint32[{N}]:zeros"},
                  lambda: IN * 3 + 9, "cuda"),
}
