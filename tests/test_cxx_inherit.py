"""Issue 18, C++ classes: a base class's methods and operators called on the derived
object (mmcv's ``ShapeBase<6>`` indexing with ``SimpleVector<int, 6>::operator[]``), a
class template instance built by a functional cast (``Range<T>(a, b, n)``,
``detail::Range<T>(..)``) and a nested class with methods inside a class template
(mmcv's ``KernelLoop<T>::Iterator``, iterated by a range-for). Minimal reproductions
written here: each is read, run on the simulator against NumPy, printed as CUDA and read
back (same results), printed as OpenCL and analyzed; the refusals are located."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.ir.errors import WarpsmithError

N = 8
IN = np.arange(N, dtype=np.int32) * 3 - 5

INHERITED = r"""
template <typename T, int K>
struct Store {
  T v[K];
  __device__ T &operator[](int i) { return v[i]; }
  __device__ const T &operator[](int i) const { return v[i]; }
  __device__ T sum() const { T s = 0; for (int i = 0; i < K; ++i) s += v[i]; return s; }
  __device__ void fill(T x) { for (int i = 0; i < K; ++i) v[i] = x; }
};
template <int K>
struct Dims : public Store<int, K> {
  __device__ int last() const { return (*this)[K - 1] + sum(); }
};
struct Base { int a; __device__ int twice() const { return 2 * a; }
              __device__ int operator()(int x) const { return a * x; } };
struct Mid : Base { int b; };
struct Leaf : Mid { int c; __device__ int all() const { return twice() + b + c; } };
__global__ void k(const int *in, int *out) {
  int t = threadIdx.x;
  Dims<3> d;
  d.fill(1);
  d[0] = in[t];
  d[2] = d[0] * 2;
  Leaf f;
  f.a = in[t]; f.b = 1; f.c = 2;
  out[t] = d.last() + d.sum() + f.all() + f.twice() + f(3);
}
"""


def _inherited_want():
    x = IN.astype(np.int64)
    d_sum = x + 1 + 2 * x
    return (2 * x + d_sum) + d_sum + (2 * x + 3) + 2 * x + 3 * x


CTOR_NESTED = r"""
namespace lib {
namespace detail {
template <typename T>
class Range {
  struct Step {
    __device__ Step(T at, T by) : at_(at), by_(by) {}
    __device__ T operator*() const { return at_; }
    __device__ Step &operator++() { at_ += by_; return *this; }
    __device__ bool operator!=(const Step &o) const { return at_ < o.at_; }
   private:
    T at_;
    T by_;
  };
 public:
  __device__ Range(T first, T by, T end) : first_(first), by_(by), end_(end) {}
  __device__ Step begin() const { return Step{first_, by_}; }
  __device__ Step end() const { return Step(end_, 0); }
 private:
  T first_, by_, end_;
};
}  // namespace detail
template <typename T>
__device__ detail::Range<T> strided(T n) {
  return detail::Range<T>(threadIdx.x, blockDim.x, n);
}
}  // namespace lib
__global__ void k(const int *in, int *out, int n) {
  for (int i : lib::strided<int>(n)) out[i] = in[i] * 2 + 1;
}
"""


def _check(src: str, args: dict, want: np.ndarray, threads: int = N):
    k = ws.read(src, dialect="cuda").kernels[0]
    args = {**args, "out": f"int32[{N}]:zeros"}
    got = ws.run(k, ws.Launch(1, threads), args).outputs["out"]
    np.testing.assert_array_equal(got, want)
    back = ws.read(ws.translate(k, "cuda").text, dialect="cuda").kernels[0]
    np.testing.assert_array_equal(ws.run(back, ws.Launch(1, threads), args).outputs["out"],
                                  got)
    assert "__kernel" in ws.translate(k, "opencl").text
    assert ws.analyze(k, ws.Launch(1, threads)).kernel == "k"
    return k


def test_base_methods_and_operators_on_the_derived_object():
    k = _check(INHERITED, {"in": IN}, _inherited_want())
    cuda = ws.translate(k, "cuda").text
    assert "Store_int_3_operator_index((Store_int_3*)&d" in cuda


def test_class_template_functional_cast_and_nested_class_in_a_template():
    want = IN * 2 + 1
    k = _check(CTOR_NESTED, {"in": IN, "n": str(N)}, want, threads=3)
    assert "Range_int_Step_operator_inc" in ws.translate(k, "cuda").text


@pytest.mark.parametrize("src,where,words", [
    # C++: a name found in two bases is ambiguous
    ("struct A { int x; __device__ int f() const { return 1; } };\n"
     "struct B { int y; __device__ int f() const { return 2; } };\n"
     "struct C : A, B {};\n"
     "__global__ void k(int *o) { C c; o[0] = c.f(); }", ":4:", "more than one base class"),
    # the derived class's implicit copy assignment would call the base's operator=
    ("struct A { int x; __device__ A &operator=(const A &o) { x = o.x + 1; return *this; } };\n"
     "struct B : A { int y; };\n"
     "__global__ void k(int *o) { B a, b; a.x = 1; a.y = 2;\n b = a; o[0] = b.x; }",
     ":4:", "operator="),
])
def test_inheritance_refusals_are_located(src, where, words):
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(src, dialect="cuda"), "cuda")
    assert where in str(e.value) and words in str(e.value)


INIT_LIST_OVERLOAD = r"""
#include <initializer_list>
struct Sel {
  int lo, hi;
  __host__ __device__ Sel() : lo(0), hi(0) {}
  Sel(std::initializer_list<int> l) : lo(*l.begin()), hi(*(l.begin() + 1)) {}
};
struct View {
  const int *p;
  __device__ int operator[](int i) const { return p[i]; }
  __device__ View operator[](Sel s) const { View v; v.p = p + s.lo; return v; }
};
__global__ void k(const int *in, int *out) {
  View v;
  v.p = in;
  out[threadIdx.x] = v[threadIdx.x] + 1;
}
"""


def test_an_initializer_list_constructor_is_no_conversion_in_overload_ranking():
    # C++: only a braced list initializes a std::initializer_list parameter, so `v[i]`
    # with an int takes operator[](int) (the Sel overload is not viable); the host-only
    # constructor's parameter type is not read for the ranking
    _check(INIT_LIST_OVERLOAD, {"in": IN}, IN + 1)
