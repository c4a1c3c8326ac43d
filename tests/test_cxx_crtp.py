"""Issue 18, C++ classes: the curiously recurring template pattern (a base class
template whose methods reach the derived class through ``static_cast<const Derived*>
(this)``: gsplat's camera models), for a plain derived class and for a class template
derived from ``Base<Cam<N>>``, with the forms those classes use: ``using Base = ..``,
a nested ``struct Params : Base::Params``, trailing return types naming nested types,
a member's braced initializer in a constructor, ``Cam c(p);`` with every template
parameter defaulted (C++17 deduction deduces nothing: ``Cam<>``), ``float{}``, and the
std::array model's ``at()``, ``std::size`` and structured bindings. Minimal
reproductions written here: read, run against NumPy, printed as CUDA and read back (same
results), printed as OpenCL and analyzed; the refusals are located."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.ir.errors import WarpsmithError

N = 8
X = (np.arange(N, dtype=np.float32) - 3) * np.float32(0.75)

CRTP = r"""
#include <array>
template <class Derived> struct Lens {
  struct Params { float gain; };
  struct Out { float v; bool ok; };
  __device__ auto project(float x) const -> Out {
    auto d = static_cast<Derived const *>(this);
    float y = d->raw(x);
    return {y * d->params.gain, y > 0.f};
  }
  __device__ float twice(float x) const { return 2.f * project(x).v; }
};
struct Flat : Lens<Flat> {
  using Base = Lens<Flat>;
  struct Params : Base::Params { float shift; };
  __device__ Flat(Params const &p) : params(p) {}
  Params params;
  __device__ float raw(float x) const { return x + params.shift; }
};
template <int K = 3>
struct Poly : Lens<Poly<K>> {
  using Base = Lens<Poly<K>>;
  struct Params : Base::Params { std::array<float, K> c; };
  struct Both { float lo, hi; };
  __device__ Poly(Params const &p, float s = 1.f) : params(p), scale(s), acc{} {}
  Params params;
  float scale;
  std::array<float, 2> acc;
  __device__ auto bounds(float x) const -> Both { return Both{x - scale, x + scale}; }
  __device__ auto raw(float x) const -> float {
    auto const [lo, hi] = bounds(x);
    auto y = float{};
    for (auto i = 0u; i < std::size(params.c); ++i) y = y * x + params.c.at(i);
    auto const &[c0, c1, c2] = params.c;
    return y + (hi - lo) + c0 * c1 * c2;
  }
};
__global__ void k(const float *in, float *out) {
  int t = threadIdx.x;
  Flat::Params fp;
  fp.gain = 2.f;
  fp.shift = 1.f;
  Flat f(fp);
  Poly<>::Params pp = {};
  pp.gain = 0.5f;
  pp.c[0] = 1.f; pp.c[1] = -2.f; pp.c[2] = 3.f;
  Poly cam(pp);
  auto r = cam.project(in[t]);
  out[t] = f.twice(in[t]) + r.v + (r.ok ? 100.f : 0.f) + f.project(in[t]).v;
}
"""


def _want(x: np.ndarray) -> np.ndarray:
    f32 = np.float32
    flat = (x + f32(1)) * f32(2)
    y = ((x * f32(0) + f32(1)) * x + f32(-2)) * x + f32(3)
    poly_raw = y + f32(2) + f32(-6)
    r = poly_raw * f32(0.5)
    return (f32(2) * flat + r + np.where(poly_raw > 0, f32(100), f32(0)) + flat).astype(f32)


def test_crtp_plain_and_template_derived_classes():
    k = ws.read(CRTP, dialect="cuda").kernels[0]
    args = {"in": X, "out": f"float32[{N}]:zeros"}
    got = ws.run(k, ws.Launch(1, N), args).outputs["out"]
    np.testing.assert_array_equal(got, _want(X))
    cuda = ws.translate(k, "cuda").text
    back = ws.read(cuda, dialect="cuda").kernels[0]
    np.testing.assert_array_equal(ws.run(back, ws.Launch(1, N), args).outputs["out"], got)
    assert "__kernel" in ws.translate(k, "opencl").text
    assert ws.analyze(k, ws.Launch(1, N)).kernel == "k"
    # the base's const method reaches the derived object through its address
    assert "(const Poly_3*)self" in cuda


@pytest.mark.parametrize("src,where,words", [
    # C++17 would deduce T from the constructor's argument: not modelled, refused
    ("template <typename T = float> struct W { T v; __device__ W(T x) : v(x) {} };\n"
     "__global__ void k(float *o) {\n  W w(2);\n  o[0] = w.v; }", ":3:3:",
     "class template argument deduction for 'W'"),
])
def test_crtp_refusals_are_located(src, where, words):
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(src, dialect="cuda"), "cuda")
    assert where in str(e.value) and words in str(e.value)


def test_a_variable_named_quat_beside_glm():
    # GLM's `quat` alias is not declared (namespaces are flattened: it would take the
    # name from variables); `glm::fquat` is the type
    src = ("#include <glm/gtc/quaternion.hpp>\n__global__ void k(const float *quat, "
           "float *o) {\n  glm::fquat q = glm::fquat{quat[0], quat[1], quat[2], quat[3]};"
           "\n  o[0] = glm::length(q);\n}\n")
    k = ws.read(src, dialect="cuda").kernels[0]
    o = ws.run(k, ws.Launch(1, 1), {"quat": np.array([0, 3, 4, 0], np.float32),
                                     "o": "float32[1]:zeros"}).outputs["o"]
    assert o[0] == 5


def test_a_trait_specialized_for_a_crtp_class():
    # the class reads (it was "incomplete type 'Crtp'" before CRTP was read), so the
    # specialization for it is chosen
    src = ("template <typename T> struct bits { static constexpr int value = 8; };\n"
           "template <class D> struct Base { };\n"
           "struct Crtp : public Base<Crtp> { int v; __device__ int f() const "
           "{ return v; } };\n"
           "template <> struct bits<Crtp> { static constexpr int value = 4; };\n"
           "__global__ void k(int *o) { o[0] = bits<Crtp>::value + bits<int>::value; }")
    k = ws.read(src, dialect="cuda").kernels[0]
    assert ws.run(k, ws.Launch(1, 1), {"o": "int32[1]:zeros"}).outputs["o"][0] == 12


def test_the_size_of_a_class_being_defined_is_refused():
    # a CRTP base asking for sizeof(Derived): the derived class is incomplete there
    src = ("template <class D> struct Base { static constexpr int n = sizeof(D); };\n"
           "struct C : Base<C> { int v[4]; __device__ int f() const { return n; } };\n"
           "__global__ void k(int *o) { C c; o[0] = c.f(); }")
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(src, dialect="cuda"), "cuda")
    assert ":2:17:" in str(e.value) and "while it is being defined" in str(e.value)


def test_braced_assignment_of_structs_and_std_array():
    # `x = {..};` (gsplat's `cm_params.resolution = {w, h};`): a temporary declared with
    # the list (std::array's elements by brace elision), then assigned
    src = r"""
#include <array>
struct P { float u, v; };
__global__ void k(const float *in, float *out) {
  float x = in[threadIdx.x];
  std::array<float, 2> a = {};
  a = {x, 2.f * x};
  P p;
  p = {x + 1.f, 3.f};
  P q = p;
  q = {};
  out[threadIdx.x] = a[0] + a[1] + p.u * p.v + q.u + q.v;
}
"""
    k = ws.read(src, dialect="cuda").kernels[0]
    args = {"in": X, "out": f"float32[{N}]:zeros"}
    got = ws.run(k, ws.Launch(1, N), args).outputs["out"]
    want = (X + np.float32(2) * X) + (X + np.float32(1)) * np.float32(3)
    np.testing.assert_array_equal(got, want.astype(np.float32))
    back = ws.read(ws.translate(k, "cuda").text, dialect="cuda").kernels[0]
    np.testing.assert_array_equal(ws.run(back, ws.Launch(1, N), args).outputs["out"], got)
    assert "__kernel" in ws.translate(k, "opencl").text


def _pocl_cases():
    import test_cxx_inherit as inh
    return {"crtp": (CRTP, {"in": X, "out": f"float32[{N}]:zeros"}, N),
            "inherited": (inh.INHERITED, {"in": inh.IN, "out": f"int32[{N}]:zeros"}, N),
            "nested_in_template": (inh.CTOR_NESTED, {"in": inh.IN, "out": f"int32[{N}]:zeros",
                                                     "n": str(N)}, 3)}


@pytest.mark.pocl
@pytest.mark.parametrize("name", ["crtp", "inherited", "nested_in_template"])
def test_lowered_classes_run_on_pocl(name):
    # the printed OpenCL C builds and gives the simulator's results (a by-value method
    # calling a by-address one: the OpenCL module orders callees first, ir/spaces.py)
    pytest.importorskip("pyopencl")
    from warpsmith.backends import opencl as ocl
    if not ocl.available():
        pytest.skip("no OpenCL platform (install pyopencl and pocl-opencl-icd)")
    src, args, threads = _pocl_cases()[name]
    k = ws.read(src, dialect="cuda").kernels[0]
    want = ws.run(k, ws.Launch(1, threads), args).outputs["out"]
    got = ws.run(k, ws.Launch(1, threads), args, "opencl").outputs["out"]
    np.testing.assert_array_equal(got, want)
