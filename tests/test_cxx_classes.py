"""Issue 18, C++ in device code: classes with methods, overloading, constructor-call and
braced initialization, lambdas, statement expressions, operator words, a byte-order mark,
barriers inside expressions. Each kernel is a minimal reproduction written here; each is
read, run on the simulator against NumPy, printed as CUDA and read back (same results),
printed as OpenCL, and (where a CUDA compiler is installed) compiled for sm_90."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.backends.cuda_compile import compile_cuda, compiler_available
from warpsmith.ir.errors import WarpsmithError

N = 8


def _run(k, args):
    return ws.run(k, ws.Launch(1, N), args).outputs["out"]


def _check(src: str, want, args: dict | None = None, compile_: bool = True):
    """Simulator against ``want``, CUDA round trip, OpenCL print, NVRTC for sm_90."""
    args = dict(args or {})
    args.setdefault("out", f"float32[{N}]:zeros")
    k = ws.read(src).kernels[0]
    got = _run(k, args)
    np.testing.assert_allclose(got, want, rtol=1e-6)
    cuda = ws.translate(k, "cuda").text
    back = ws.read(cuda).kernels[0]
    np.testing.assert_array_equal(_run(back, args), got)
    ocl = ws.translate(k, "opencl").text
    assert "__kernel" in ocl
    if compile_ and compiler_available() is not None:
        assert compile_cuda(cuda, k.function.name, "sm_90").registers > 0
    return k, cuda, ocl


IN = np.arange(N, dtype=np.float32)

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
};
__device__ float Acc::total() const { return this->sum + twice(n); }
__global__ void k(const float* in, float* out) {
    int i = threadIdx.x;
    Acc a;
    Acc b(1.5f);
    for (int j = 0; j <= i; j++) a.add(in[j]);
    Acc c = a + b;
    out[i] = a.mean() + c[1] + Acc::twice(c.total()) + b(2.f);
}
"""


def test_class_methods_constructors_and_member_operators():
    i = np.arange(N)
    s = np.cumsum(IN)
    want = s / (i + 1) + (i + 1) + 2 * ((s + 1.5) + 2 * (i + 1)) + 3.0
    k, cuda, ocl = _check(CLASS, want, {"in": IN})
    assert "void Acc_add(Acc* self, float x)" in cuda
    assert "Acc_ctor_1(1.5f)" in cuda and "Acc_operator_add(a, b)" in cuda
    assert "Acc_add(&a, in[j])" in ocl
    assert ws.analyze(k, ws.Launch(1, N)).kernel == "k"


def test_free_operator_and_braced_return():
    src = r"""
struct V2 { float x, y; };
__device__ V2 operator*(V2 a, float s) { return {a.x * s, a.y * s}; }
__device__ V2 operator-(V2 a) { return V2{-a.x, -a.y}; }
__global__ void k(const float* in, float* out) {
    int i = threadIdx.x;
    V2 v = -(V2{in[i], 2.f} * 3.f);
    out[i] = v.x + v.y;
}
"""
    _check(src, -(IN * 3 + 6), {"in": IN})


def test_overloads_resolved_by_argument_types():
    src = r"""
__device__ float f(float x) { return x * 2; }
__device__ int f(int x) { return x + 1; }
__device__ float f(float2 v) { return f(v.x) + f(v.y); }
__device__ double f(double x) { return x * 3; }
template <typename T> __device__ T g(T x) { return x; }
__device__ float g(float2 v) { return g(v.x) + 10; }
__global__ void k(const float* in, float* out) {
    int i = threadIdx.x;
    out[i] = f(in[i]) + f(i) + f(make_float2(in[i], 1.f)) + (float)f(1.0) + g(make_float2(in[i], 0.f));
}
"""
    i = np.arange(N)
    want = IN * 2 + (i + 1) + (IN * 2 + 2) + 3 + (IN + 10)
    _, cuda, _ = _check(src, want, {"in": IN})
    assert "recursion" not in cuda


def test_constructor_call_and_braced_initialization():
    src = r"""
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
    i = np.arange(N)
    want = i + 2 + 2 + 4 + 3 + 2 * i + 0 + 2 + 3 + 1 + 1 + 0.5
    _check(src, want)


def test_lambdas_by_reference_by_value_and_through_a_template():
    src = r"""
template <typename F> __device__ float apply(F f, float x) { return f(x); }
__global__ void k(const float* in, float* out, float s) {
    int i = threadIdx.x;
    float acc = 0.f;
    auto scale = [&](float x) { return x * s; };
    auto addto = [&acc](float x) { acc += x; };
    auto sq = [=](float x) -> float { return x * x + s; };
    auto id = [](auto x) { return x; };
    addto(scale(in[i]));
    addto(apply(sq, in[i]));
    out[i] = acc + id(i);
}
"""
    want = IN * 3 + IN * IN + 3 + np.arange(N)
    _, cuda, _ = _check(src, want, {"in": IN, "s": "3"})
    assert "k_lambda" in cuda


def test_statement_expression_operator_words_barrier_in_expression_and_bom():
    src = "\ufeff#ifdef NOTHING\n#endif\n" + r"""
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
    i = np.arange(N)
    want = IN[::-1] + np.where((i != 0) & (i != 3), 2, 0) + (i | 1) - 1
    _check(src, want, {"in": IN})


def test_alternative_operator_words_are_names_in_opencl():
    src = "__kernel void k(__global int* out) { int and = 1; out[0] = and; }"
    assert ws.read(src, dialect="opencl").kernels[0].function.name == "k"


def test_predict_handles_lowered_methods():
    k = ws.read(CLASS).kernels[0]
    r = ws.predict(k, ws.Launch(1, 32))
    assert r.as_json()["kernel"] == "k"


@pytest.mark.parametrize("src,where,words", [
    ("struct B { float x;\n  __device__ virtual float f() { return x; } };\n"
     "__global__ void k(B* b, float* o) { o[0] = b->f(); }", ":2:14:", "virtual"),
    ("__device__ float f(float x, int y) { return x; }\n"
     "__device__ float f(int x, float y) { return y; }\n"
     "__global__ void k(float* o) { o[0] = f(1, 2); }", ":3:38:", "ambiguous"),
    ("struct S { float x; __device__ void set(float v) { x = v; } };\n"
     "__device__ S mk() { S s; return s; }\n"
     "__global__ void k(float* o) { mk().set(1.f); }", ":3:36:", "temporary"),
    ("__host__ __device__ float g(float);\n"
     "__global__ void k(float* o) { o[0] = g(1.f); }", ":2:38:", "not in the files read"),
    ("__global__ void k(float* o) { printf(\"%f\", make_float2(1, 2)); }", ":1:44:",
     "printf argument"),
])
def test_located_errors(tmp_path, src, where, words):
    path = tmp_path / "bad.cu"
    path.write_text(src)
    with pytest.raises(WarpsmithError) as e:
        ws.read(str(path)).kernels[0]
    text = str(e.value)
    assert f"bad.cu{where}" in text and words in text, text
