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

from cxx_cases import CASES, CLASS, N


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



@pytest.mark.parametrize("name", sorted(CASES))
def test_reproduction(name):
    src, args, want = CASES[name]
    k, cuda, ocl = _check(src, want(), args)
    if name == "class_methods":
        assert "void Acc_add(Acc* self, float x)" in cuda
        assert "Acc_ctor_1(1.5f)" in cuda and "Acc_operator_add(a, b)" in cuda
        assert "Acc_add(&a, in[j])" in ocl
        assert ws.analyze(k, ws.Launch(1, N)).kernel == "k"
    if name == "lambdas":
        assert "k_lambda" in cuda


def test_printf_of_a_char_array_initialized_from_a_string_and_func():
    src = r"""
__constant__ char tag[8] = "hey";
__global__ void k() { char s[] = "hi"; printf("%s|%d|%s|%s\n", s, (int)sizeof(s), tag, __func__); }
"""
    k = ws.read(src).kernels[0]
    want = "hi|3|hey|k\n"
    assert ws.run(k, ws.Launch(1, 1), {}).printf == want
    back = ws.read(ws.translate(k, "cuda").text).kernels[0]
    assert ws.run(back, ws.Launch(1, 1), {}).printf == want
    assert 'printf("%s|%d|%s|%s\\n"' in ws.translate(k, "opencl").text


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
    ("struct S { float x; __device__ float& at() { return x; } };\n"
     "__device__ S mk() { S s; return s; }\n"
     "__global__ void k(float* o) { o[0] = mk().at(); }", ":3:43:", "temporary"),
    ("__host__ __device__ float g(float);\n"
     "__global__ void k(float* o) { o[0] = g(1.f); }", ":2:38:", "not in the files read"),
    ("__global__ void k(float* o) { printf(\"%f\", make_float2(1, 2)); }", ":1:44:",
     "printf argument"),
    ("struct P { __host__ __device__ float m(float) const; float v; };\n"
     "__global__ void k(float* o) { P p{1}; o[0] = p.m(2.f); }", ":2:48:",
     "'P::m' is declared but its definition is not in the files read"),
    ("struct B { float a; };\nstruct D : virtual B { __device__ float f() { return a; } };\n"
     "__global__ void k(D* d, float* o) { o[0] = d->f(); }", ":2:12:", "virtual inheritance"),
    ("struct N { float v; N* next; __device__ float f() const { return v; } };\n"
     "__global__ void k(N* n, float* o) { o[0] = n->f(); }", ":1:21:", "incomplete type"),
])
def test_located_errors(tmp_path, src, where, words):
    path = tmp_path / "bad.cu"
    path.write_text(src)
    with pytest.raises(WarpsmithError) as e:
        ws.read(str(path)).kernels[0]
    text = str(e.value)
    assert f"bad.cu{where}" in text and words in text, text


def test_pointer_to_array_member_is_a_field_not_a_method():
    """`float (*p)[4][2];` in a struct was taken for a method declaration and dropped
    silently (the Marlin lambdas' closures capture `frag_c` by reference this way)."""
    import numpy as np

    src = ("struct S { float (* p)[4][2]; int q; };\n"
           "__global__ void k(float* o) { float a[3][4][2]; a[0][1][1] = 5.0f;\n"
           "  S s = {a, 3}; o[0] = (*s.p)[1][1] + s.q; }\n")
    prog = ws.read(src)
    for p in (prog, ws.read(ws.translate(prog, "cuda").text)):
        out = ws.run(p.kernel("k"), ws.Launch(1, 1),
                     args={"o": np.zeros(1, np.float32)}).outputs["o"]
        assert out.tolist() == [8.0]


def test_std_move_and_std_forward_are_their_argument():
    """`std::move(x)` and `std::forward<T>(x)` only cast to an rvalue reference: read as
    `x` (vLLM's vectorize_with_alignment forwards its functor); `std::forward<Op>` parses
    as a template call although no header declares it."""
    src = ("#include <utility>\n"
           "template <typename Op> __device__ float apply(float x, Op&& op) { return op(x); }\n"
           "template <typename Op> __device__ float call(float x, Op&& op)\n"
           "{ return apply(x, std::forward<Op>(op)); }\n"
           "__global__ void k(const float* in, float* out) {\n"
           "  int i = threadIdx.x;\n"
           "  float y = std::move(in[0]);\n"
           "  auto twice = [](float v) { return v * 2; };\n"
           "  out[i] = call(in[i], twice) + y;\n"
           "}\n")
    x = np.arange(N, dtype=np.float32)
    _check(src, 2 * x + x[0], {"in": x})


def test_a_braced_list_initializes_the_parameter_it_is_passed_to():
    """`f({x, 1.0f}, 2.0f)`, `g({x, 3.0f})`, `r.h({x, x})` (flash-attn's
    `reducer.allreduce({mdy, mdyy}, sum)`): the list initializes the chosen function's
    parameter (a vector, a struct); one for a pointer parameter is refused, located."""
    src = ("struct P { float a; float b; };\n"
           "__device__ float f(float2 v, float s) { return (v.x + v.y) * s; }\n"
           "__device__ float g(P p) { return p.a - p.b; }\n"
           "struct R { __device__ float h(float2 v) const { return v.x * v.y; } };\n"
           "__global__ void k(const float* in, float* out) {\n"
           "  float x = in[threadIdx.x];\n"
           "  R r;\n"
           "  out[threadIdx.x] = f({x, 1.0f}, 2.0f) + g({x, 3.0f}) + r.h({x, x});\n"
           "}\n")
    x = np.arange(N, dtype=np.float32)
    _check(src, (x + 1) * 2 + (x - 3) + x * x, {"in": x})
    bad = ("__device__ float f(float* v) { return v[0]; }\n"
           "__global__ void k(float* o) { o[0] = f({o[1]}); }\n")
    with pytest.raises(WarpsmithError, match="a braced list cannot initialize a parameter") \
            as e:
        ws.translate(ws.read(bad), "cuda")
    assert str(e.value).startswith("<string>:2:40:")


def test_a_derived_struct_names_its_base_class_member_types():
    """`struct D : public B { index_t b; }` where `B` declares `using index_t = ..;`
    (causal-conv1d's ConvParamsBwd): the base is read first, so `index_t` is a type in
    the derived struct's body."""
    src = ("#include <stdint.h>\n"
           "struct Base { using index_t = uint32_t; index_t a; const float* in; };\n"
           "struct Derived : public Base { index_t b; };\n"
           "__global__ void k(Derived d, float* out) {\n"
           "  out[threadIdx.x] = d.in[threadIdx.x] + d.a * d.b;\n"
           "}\n")
    x = np.arange(N, dtype=np.float32)
    k = ws.read(src).kernels[0]
    args = {"d": {"a": 3, "in": x, "b": 5}, "out": f"float32[{N}]:zeros"}
    np.testing.assert_array_equal(ws.run(k, ws.Launch(1, N), args).outputs["out"], x + 15)
    back = ws.read(ws.translate(k, "cuda").text).kernels[0]
    np.testing.assert_array_equal(ws.run(back, ws.Launch(1, N), args).outputs["out"], x + 15)


def test_std_min_and_max_fold_in_constant_expressions():
    """`constexpr int n = cmin(16, 12);` where `cmin` returns `std::min(a, b)`
    (causal-conv1d's constexpr_min): a constant, usable as an array size."""
    src = ("#include <algorithm>\n"
           "template <typename T> constexpr T cmin(T a, T b) { return std::min(a, b); }\n"
           "constexpr int cmax(int a, int b) { return std::max(a, b) + 1; }\n"
           "__global__ void k(const float* in, float* out) {\n"
           "  constexpr int n = cmin(8 * 4 / 2, 12);\n"
           "  constexpr int m = cmax(3, n);\n"
           "  float v[n];\n"
           "  v[n - 1] = in[threadIdx.x];\n"
           "  out[threadIdx.x] = v[n - 1] + m;\n"
           "}\n")
    x = np.arange(N, dtype=np.float32)
    k, cuda, _ = _check(src, x + 13, {"in": x})
    assert "float v[12];" in cuda


def test_a_stateless_functor_class_template_is_an_object_type():
    """`template <class T> struct SumOp { T operator()(T const& x, T const& y) {..} };`
    with no data members (causal-conv1d's SumOp<float> passed to Allreduce<W>::run): its
    objects have a method, so `SumOp<float> op;` declares an (empty) object whose
    `op(a, b)` calls the operator; it was taken for a traits class."""
    src = ("template <typename T> struct SumOp {\n"
           "  __device__ T operator()(T const& x, T const& y) { return x + y; }\n"
           "};\n"
           "template <int W> struct Allreduce {\n"
           "  template <typename T, typename Op> static __device__ T run(T x, Op& op) {\n"
           "    return Allreduce<W / 2>::run(op(x, __shfl_xor_sync(0xffffffff, x, W / 2)), op);\n"
           "  }\n"
           "};\n"
           "template <> struct Allreduce<1> {\n"
           "  template <typename T, typename Op> static __device__ T run(T x, Op& op)"
           " { return x; }\n"
           "};\n"
           "__global__ void k(const float* in, float* out) {\n"
           "  SumOp<float> sum_op;\n"
           "  float v = Allreduce<8>::run(in[threadIdx.x], sum_op);\n"
           "  out[threadIdx.x] = v + sum_op(1.0f, 2.0f);\n"
           "}\n")
    x = np.arange(N, dtype=np.float32)
    want = x.reshape(-1, 8).sum(axis=1).repeat(8) + 3
    k = ws.read(src).kernels[0]
    np.testing.assert_array_equal(_run(k, {"in": x, "out": f"float32[{N}]:zeros"}), want)
    cuda = ws.translate(k, "cuda").text
    assert "SumOp_float_operator_call(&sum_op, 1.0f, 2.0f)" in cuda
    back = ws.read(cuda).kernels[0]
    np.testing.assert_array_equal(_run(back, {"in": x, "out": f"float32[{N}]:zeros"}), want)
    with pytest.raises(WarpsmithError, match="shfl_xor_sync"):  # no warp shuffles there
        ws.translate(k, "opencl")


# Member types and constants belong to their class: two classes may each declare
# `typedef float T;` / `static constexpr int N` (flash-attn's Reducer specializations each
# say `using Base = ..;`). Methods read after both classes took the last class's (the
# member types and constants were file-scope names only): silently wrong.
SCOPED_MEMBERS = """
struct A { static constexpr int N = 4; typedef float T; enum { M = 2 }; float v;
           __device__ int f() const { return N * M; }
           __device__ T h(T x) const { return x / 3; } };
struct B { static constexpr int N = 8; typedef int T; enum { M = 5 }; int w;
           __device__ int f() const { return N * M; }
           __device__ T h(T x) const { return x / 3; } };
struct C : public A { int u; __device__ int g() const { return N + M; } };
__global__ void k(float* out) {
  A a; B b; C c;
  int i = threadIdx.x;
  out[i] = i % 4 == 0 ? a.f() + A::N : i % 4 == 1 ? b.f() + B::N
         : i % 4 == 2 ? a.h(1.0f) + b.h(7) : c.g();
}
"""


def _analyze_and_predict(k, args: dict) -> None:
    launch = ws.Launch(1, N)
    ws.analyze(k, launch)
    assert ws.predict(k, launch).as_json()["kernel"] == k.function.name


def test_member_types_and_constants_are_their_classs_own():
    i = np.arange(N)
    want = np.select([i % 4 == 0, i % 4 == 1, i % 4 == 2],
                     [8 + 4, 40 + 8, np.float32(1.0) / np.float32(3) + 2], 4 + 2)
    k, _, _ = _check(SCOPED_MEMBERS, want.astype(np.float32))
    _analyze_and_predict(k, {})


# flash-attn's ln_utils.cuh Reducer/Stats: constructor templates (`template <class Params>
# Reducer(Params& params, ..)`), a base built with arguments through a member alias
# (`: Base(params, ..)`, `using Base = ..;`), a base's non-const method called on the derived
# object (`Base::reduce(x)`: `reduce` is also a cooperative-groups name), and a member
# template deducing `N` from `const T (&elts)[N]`
REDUCER = """
struct Params { float scale; int* counter; };
struct Warp {
  int lane_;
  template <typename P> __device__ Warp(P& p, int lane) : lane_(lane + *p.counter) {}
  __device__ float reduce(float x) { lane_ += 1; return x + lane_; }
};
struct Block : public Warp {
  using Base = Warp;
  float scale_;
  template <typename P> __device__ Block(P& p, int lane) : Base(p, lane), scale_(p.scale) {}
  template <int N> __device__ float sum(const float (&v)[N]) {
    float t = 0.0f;
    for (int i = 0; i < N; i++) t += Base::reduce(v[i]) * scale_;
    return t;
  }
};
__global__ void k(float* out, int* counter) {
  Params p; p.scale = 2.0f; p.counter = counter;
  Block b(p, threadIdx.x);
  float v[3] = {1.0f, 2.0f, 3.0f};
  out[threadIdx.x] = b.sum(v) + b.lane_;
}
"""


def test_constructor_templates_base_constructor_arguments_and_base_methods():
    lane = np.arange(N, dtype=np.float32) + 5
    # reduce adds lane+1, lane+2, lane+3 to 1, 2, 3; times 2; then lane_ is lane + 3
    want = 2 * (6 + 3 * lane + 6) + lane + 3
    k, _, _ = _check(REDUCER, want.astype(np.float32), {"counter": np.array([5], np.int32)})
    _analyze_and_predict(k, {})


@pytest.mark.parametrize("src, where, words", [
    ("struct B { int a; __device__ B(int x) : a(x) {} };\n"
     "struct D : B { int b; __device__ D() : b(1) {} };\n"
     "__global__ void k(int *o) { D d; o[0] = d.b; }", "2:12",
     "base class 'B' without a default constructor"),
    ("struct A { int a; __device__ A() : a(1) {} __device__ void inc() { a++; } };\n"
     "struct C { float c; __device__ C() : c(0) {} };\n"
     "struct D : C, A { int b; __device__ D() : b(1) {} __device__ void f() { A::inc(); } };\n"
     "__global__ void k(int *o) { D d; d.f(); o[0] = d.b; }", "3:73",
     "does not start with a 'A'"),
])
def test_base_constructor_and_base_method_refusals(src, where, words):
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(src), "cuda")
    assert f":{where}:" in str(e.value) and words in str(e.value), str(e.value)


# flash-attn's Stats<T, 1, M, N>::compute passes its `const T (&elts)[N]` on to
# Stats<T, 1, M, 1>::compute, which deduces N again
ARRAY_REF_ON = """
struct Inner {
  template <int N> __device__ float sum(const float (&v)[N]) {
    float t = 0.0f;
    for (int i = 0; i < N; i++) t += v[i];
    return t * N;
  }
};
struct Outer {
  Inner in_;
  template <int N> __device__ float sum(const float (&v)[N]) { return in_.sum(v) + N; }
};
__global__ void k(float* out) {
  Outer o;
  float v[3] = {1.0f, 2.0f, (float)threadIdx.x};
  out[threadIdx.x] = o.sum(v);
}
"""


def test_a_reference_to_array_parameter_passed_on_deduces_its_extent():
    k, _, _ = _check(ARRAY_REF_ON, ((3 + np.arange(N)) * 3 + 3).astype(np.float32))
    _analyze_and_predict(k, {})


def test_an_object_of_a_class_whose_destructor_has_a_body_is_refused_located():
    # cupy's curand_pseudo_state writes its state back in `~curand_pseudo_state()`: the
    # lowering calls no destructors, so the write was dropped without a word (the class
    # read, its destructor's error kept for a call that never comes); now refused
    src = r"""
struct Saver {
  float* dst; float v;
  __device__ Saver(float* d) : dst(d), v(*d) {}
  __device__ ~Saver() { *dst = v; }
  __device__ void add(float x) { v += x; }
};
__global__ void k(float* p) {
  Saver s(p + threadIdx.x);
  s.add(1.f);
}
"""
    with pytest.raises(WarpsmithError, match="destructor '~Saver\\(\\)' with a body") as e:
        ws.read(src)
    assert "<string>:9:" in str(e.value) and "<string>:5:" in str(e.value)
    # an empty destructor is nothing to run: the class reads
    ws.read(src.replace("{ *dst = v; }", "{}"))


def test_a_method_after_an_attribute_is_not_taken_for_a_const_one():
    # flashinfer's FLASHINFER_INLINE (`inline __attribute__((always_inline)) __device__`):
    # the attribute's `(` was taken for the parameter list, and `const float x` after it
    # made `add` a const method: its object passed by value, the `+=` lost (silently)
    src = r"""
#define INL inline __attribute__((always_inline)) __device__
struct Acc {
  float v;
  INL void add(const float x) { v += x; }
};
__global__ void k(float* out) { Acc a; a.v = 1.f; a.add(2.f); out[threadIdx.x] = a.v; }
"""
    k, cuda, _ = _check(src, np.full(N, 3, np.float32))
    assert "Acc_add(Acc* self, const float x)" in cuda
