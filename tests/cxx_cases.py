"""The C++ device-code reproductions of issue 18 (shared by tests/test_cxx_classes.py and
scripts/gpu_cxx.sh): name -> (source, arguments, NumPy reference of ``out``). Each kernel
runs on one block of ``N`` threads and writes ``out[threadIdx.x]``."""

from __future__ import annotations

import numpy as np

N = 8
IN = np.arange(N, dtype=np.float32)
I = np.arange(N)

CLASS = r"""
struct Acc {
    float sum;
    int n = 0;                                    // default member initializer
    __device__ Acc() : sum(0.f) {}
    __device__ explicit Acc(float s) : sum(s) {}  // member-initializer list
    __device__ void add(float x) { sum += x; this->n++; }
    __device__ float mean() const { return n ? sum / n : 0.f; }
    __device__ static float twice(float x) { return 2 * x; }
    __device__ float total() const;               // defined out of line
    __device__ Acc operator+(const Acc& o) const { Acc r(sum + o.sum); r.n = n + o.n; return r; }
    __device__ float operator[](int i) const { return i == 0 ? sum : (float)n; }
    __device__ float operator()(float x) const { return x * sum; }
    __device__ Acc& operator+=(float x) { add(x); return *this; }
};
__device__ float Acc::total() const { return this->sum + twice(n); }
__global__ void k(const float* in, float* out) {
    int i = threadIdx.x;
    Acc a;
    Acc b(1.5f);
    for (int j = 0; j < i; j++) a.add(in[j]);
    a += in[i];
    Acc c = a + b;
    out[i] = a.mean() + c[1] + Acc::twice(c.total()) + b(2.f);
}
"""


def _class_want():
    s = np.cumsum(IN)
    return s / (I + 1) + (I + 1) + 2 * ((s + 1.5) + 2 * (I + 1)) + 3.0


FREE_OPERATOR = r"""
struct V2 { float x, y; };
__device__ V2 operator*(V2 a, float s) { return {a.x * s, a.y * s}; }
__device__ V2 operator-(V2 a) { return V2{-a.x, -a.y}; }
__device__ bool operator==(V2 a, V2 b) { return a.x == b.x && a.y == b.y; }
__global__ void k(const float* in, float* out) {
    int i = threadIdx.x;
    V2 v = -(V2{in[i], 2.f} * 3.f);
    out[i] = v.x + v.y + (v == v ? 100.f : 0.f);
}
"""

OVERLOADS = r"""
__device__ float f(float x) { return x * 2; }
__device__ int f(int x) { return x + 1; }
__device__ float f(float2 v) { return f(v.x) + f(v.y); }
__device__ double f(double x) { return x * 3; }
template <typename T> __device__ T g(T x) { return x; }
__device__ float g(float2 v) { return g(v.x) + 10; }
__device__ int h(int x) { return 1; }
__device__ int h(unsigned char x) { return 2; }
__global__ void k(const float* in, float* out) {
    int i = threadIdx.x;
    short s = 1;
    out[i] = f(in[i]) + f(i) + f(make_float2(in[i], 1.f)) + (float)f(1.0)
             + g(make_float2(in[i], 0.f)) + h(s);
}
"""

CONSTRUCT = r"""
struct P { int a; float b; };
struct Q { float x, y; __device__ Q(float u, float v) : x(u), y(v) {} };
__device__ P make(int a) { return {a, 0.5f}; }
__global__ void k(float* out) {
    int i = threadIdx.x;
    dim3 idx(i, 2, 1);
    float2 v(1.f, 2.f);
    float4 w{1, 2, 3, 4};
    int arr[3]{1, 2, 3};
    P p{i, 2.f};
    P z = {};
    Q q(1.f, 2.f);
    Q r{3.f, 4.f};
    float2 c = (float2){1.f, 2.f};
    P d = (P){1, 1.f};
    out[i] = idx.x + idx.y + v.y + w.w + arr[2] + p.a * p.b + z.b + q.y + r.x + c.x
             + d.b + make(i).b;
}
"""

LAMBDAS = r"""
template <typename F> __device__ float apply(F f, float x) { return f(x); }
__global__ void k(const float* in, float* out, float s) {
    int i = threadIdx.x;
    float acc = 0.f;
    auto scale = [&](float x) { return x * s; };
    auto addto = [&acc](float x) { acc += x; };
    auto sq = [s](float x) -> float { return x * x + s; };
    auto id = [](auto x) { return x; };
    addto(scale(in[i]));
    addto(apply(sq, in[i]));
    out[i] = acc + id(i);
}
"""

SMALL = "\ufeff#ifdef NOTHING\n#endif\n" + r"""
struct S;
__device__ float get(const S* s);
struct S { float v; };
__device__ float get(const S* s) { return s->v; }
__global__ void k(const float* in, float* out) {
    __shared__ float t[8];
    int i = threadIdx.x;
    t[i] = in[i];
    float b = (__syncthreads(), t[7 - i]);
    int two = ({ int u = i; u and not (u == 3) ? 2 : 0; });
    S s = {b};
    out[i] = get(&s) + two + (i bitor 1) + (compl 0);
}
"""

DEFAULTS = r"""
struct C { int n = 3; float f = 1.5f; };
struct S { float v; __device__ void add(float x) { v += x; } __device__ float get() const { return v; } };
__global__ void k(S* g, float* out) {
    __shared__ S sh;
    int i = threadIdx.x;
    C a;
    C b = {5};
    C arr[2];
    if (i == 0) sh.v = 10.f;
    __syncthreads();
    g[i].add(1.f);
    (g + i)->add(2.f);
    out[i] = a.n + a.f + b.n + b.f + arr[1].n + g[i].get() + sh.get();
}
"""

OUT_OF_LINE = r"""
struct C {
    float re, im;
    __device__ C(float r, float i);
    __device__ C operator*(const C& o) const;
    friend __device__ C operator*(float s, const C& c) { return C(s * c.re, s * c.im); }
    void host_only() { std::cout << re; }        // never called from device code
    __device__ float abs2() const { return re * re + im * im; }
};
__device__ C::C(float r, float i) : re(r), im(i) {}
__device__ C C::operator*(const C& o) const { return C(re * o.re - im * o.im, re * o.im + im * o.re); }
__global__ void k(const float* in, float* out) {
    C a(in[threadIdx.x], 2);
    C b = 2.f * (a * a);
    out[threadIdx.x] = b.abs2();
}
"""

LAMBDA_THIS = r"""
struct A {
    float s;
    int n;
    __device__ float f(float x) const { auto g = [=](float y) { return y * s + n; }; return g(x); }
    __device__ void g(float x) { auto h = [this](float y) { s += y; }; h(x); h(x); }
};
__global__ void k(const float* in, float* out) {
    A a{2.f, 1};
    a.g(in[threadIdx.x]);
    out[threadIdx.x] = a.f(3.f);
}
"""

REALISTIC = r"""
class Vec3 {
public:
    float x, y, z;
    __host__ __device__ Vec3() : x(0), y(0), z(0) {}
    __host__ __device__ Vec3(float a, float b, float c) : x(a), y(b), z(c) {}
    __host__ __device__ inline float dot(const Vec3& o) const { return x * o.x + y * o.y + z * o.z; }
    __host__ __device__ inline float length() const { return sqrtf(dot(*this)); }
    __host__ __device__ Vec3 operator+(const Vec3& o) const { return Vec3(x + o.x, y + o.y, z + o.z); }
    __host__ __device__ Vec3 operator*(float s) const { return Vec3(x * s, y * s, z * s); }
    __host__ __device__ Vec3& operator+=(const Vec3& o) { x += o.x; y += o.y; z += o.z; return *this; }
    __host__ __device__ Vec3 normalized() const { float l = length(); return l > 0 ? *this * (1.0f / l) : *this; }
};
struct Rng {
    unsigned s;
    __device__ explicit Rng(unsigned seed) : s(seed * 747796405u + 2891336453u) {}
    __device__ unsigned next() { s ^= s << 13; s ^= s >> 17; s ^= s << 5; return s; }
    __device__ float uniform() { return (next() & 0xFFFFFF) / 16777216.0f; }
};
struct Mat {
    float* p; int ld;
    __device__ float& operator()(int i, int j) { return p[i * ld + j]; }
    __device__ float operator()(int i, int j) const { return p[i * ld + j]; }
};
__global__ void k(float* data, float* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Rng r(i);
    Vec3 acc;
    for (int t = 0; t < 4; ++t) acc += Vec3(r.uniform(), r.uniform(), 1.f) * 0.5f;
    Mat m{data, 4};
    m(i / 4, i % 4) += 1.f;
    out[i] = acc.normalized().length() + acc.x + m(i / 4, i % 4);
}
"""


def _realistic_want():
    f = np.float32
    out = []
    for i in range(N):
        s = (i * 747796405 + 2891336453) & 0xFFFFFFFF

        def uniform():
            nonlocal s
            s ^= (s << 13) & 0xFFFFFFFF
            s ^= s >> 17
            s ^= (s << 5) & 0xFFFFFFFF
            return f(s & 0xFFFFFF) / f(16777216.0)
        acc = [f(0), f(0), f(0)]
        for _ in range(4):
            v = [uniform(), uniform(), f(1)]
            acc = [a + b * f(0.5) for a, b in zip(acc, v)]
        length = np.sqrt(acc[0] * acc[0] + acc[1] * acc[1] + acc[2] * acc[2])
        inv = f(1) / length
        nrm = [a * inv for a in acc]
        out.append(np.sqrt(nrm[0] * nrm[0] + nrm[1] * nrm[1] + nrm[2] * nrm[2]) + acc[0]
                   + (IN[i] + 1))
    return np.array(out, dtype=np.float32)


FUNCTORS = r"""
struct Add { __device__ float operator()(float a, float b) const { return a + b; } };
struct Max { __device__ __forceinline__ float operator()(float a, float b) const { return fmaxf(a, b); } };
template <typename Op> __device__ float fold3(float x, float y, float z, Op op) {
    return op(op(x, y), z);
}
__global__ void k(const float* in, float* out) {
    float v = in[threadIdx.x];
    out[threadIdx.x] = fold3(v, 1.f, 2.f, Add()) + fold3(v, 5.f, -v, Max{});
}
"""

MEMBER_TYPES = r"""
struct Buf {
    enum { N = 4 };
    typedef float T;
    using U = int;
    struct Pair { float a, b; };
    enum Kind { A, B } kind;
    T data[N];
    Pair p;
    __device__ T sum() const { T s = 0; for (U i = 0; i < N; i++) s += data[i]; return s + p.a + (kind == B); }
};
__global__ void k(const float* in, float* out) { Buf b; for (int i = 0; i < Buf::N; i++) b.data[i] = i; b.p.a = 10; b.kind = Buf::B; out[threadIdx.x] = b.sum() + in[threadIdx.x]; }"""

CASES = {
    "member_types": (MEMBER_TYPES, {"in": IN}, lambda: IN + 17),
    "functors_through_a_template": (FUNCTORS, {"in": IN},
                                    lambda: (IN + 3) + np.maximum(IN, 5)),
    "vec_rng_accessor": (REALISTIC, {"data": IN, "n": str(N)}, _realistic_want),
    "lambda_in_a_method": (LAMBDA_THIS, {"in": IN}, lambda: (2 + 2 * IN) * 3 + 1),
    "out_of_line_friend_host_method": (
        OUT_OF_LINE, {"in": IN}, lambda: 4 * ((IN * IN - 4) ** 2 + (4 * IN) ** 2)),
    "default_members_objects_in_memory": (
        DEFAULTS, {"g": np.zeros(N, dtype=np.float32)},
        lambda: np.full(N, 3 + 1.5 + 5 + 1.5 + 3 + 3 + 10, dtype=np.float32)),
    "class_methods": (CLASS, {"in": IN}, _class_want),
    "free_operators": (FREE_OPERATOR, {"in": IN}, lambda: -(IN * 3 + 6) + 100),
    "overloads": (OVERLOADS, {"in": IN},
                  lambda: IN * 2 + (I + 1) + (IN * 2 + 2) + 3 + (IN + 10) + 1),
    "constructors_braces": (CONSTRUCT, {},
                            lambda: I + 2 + 2 + 4 + 3 + 2 * I + 0 + 2 + 3 + 1 + 1 + 0.5),
    "lambdas": (LAMBDAS, {"in": IN, "s": "3"}, lambda: IN * 3 + IN * IN + 3 + I),
    "stmt_expr_words_barrier_bom": (
        SMALL, {"in": IN},
        lambda: IN[::-1] + np.where((I != 0) & (I != 3), 2, 0) + (I | 1) - 1),
}
