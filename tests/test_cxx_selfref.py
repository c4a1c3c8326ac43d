"""Issue 18: class templates that name themselves (view classes with iterators, the
Curiously Recurring Template Pattern) and the C++ around them that xgboost's ``Span`` and
``BitField`` use. Each kernel is a minimal reproduction written here: read, run on the
simulator against NumPy, printed as CUDA and read back (same results), printed as OpenCL;
``analyze`` and ``predict`` take it."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.ir.errors import SimulationError, WarpsmithError

N = 8

# a view whose member alias names an instance of another template over the view itself
# (`using cursor = Cursor<View<T, M>, false>;` inside View), whose const begin()/end()
# keep `this` in the iterator they return, with a method returning its own instance
VIEW = r"""
template <typename V, bool C>
class Cursor {
  using E = typename V::elem;
 public:
  __device__ Cursor(const V* v, int at) : v_(v), at_(at) {}
  __device__ E& operator*() const { return v_->ptr()[at_]; }
  __device__ Cursor& operator++() { ++at_; return *this; }
  __device__ bool operator!=(Cursor o) const { return at_ != o.at_; }
 private:
  const V* v_;
  int at_;
};

template <typename T, int M = -1>
class View {
 public:
  using elem = T;
  using cursor = Cursor<View<T, M>, false>;
  __device__ View(T* p, int n) : p_(p), n_(n) {}
  __device__ T* ptr() const { return p_; }
  __device__ cursor begin() const { return cursor(this, 0); }
  __device__ cursor end() const { return cursor(this, n_); }
  __device__ View<T, M> drop(int k) const { return View<T, M>(p_ + k, n_ - k); }
 private:
  T* p_;
  int n_;
};

__global__ void k(float* x, float* out, int n) {
  View<float> v(x, n);
  View<float> w = v.drop(threadIdx.x);
  float s = 0.0f;
  for (float e : w) s += e;
  View<float>::cursor c = w.begin();  // the alias named through the instance
  out[threadIdx.x] = s + *c;
}
"""

# CRTP: the policy derives from the container over itself and reads the container's
# constant through a member alias; two instances with different constants
CRTP = r"""
template <typename VT, typename Dir>
struct Bits {
  static constexpr int kSize = sizeof(VT) * 8;
  VT* p;
  int n;
  __device__ int Pos(int i) const { return Dir::Shift(i); }
};
template <typename VT>
struct LPolicy : public Bits<VT, LPolicy<VT>> {
  using Base = Bits<VT, LPolicy<VT>>;
  __device__ static int Shift(int i) { return Base::kSize - 1 - i; }
};
template <typename VT>
struct RPolicy : public Bits<VT, RPolicy<VT>> {
  __device__ static int Shift(int i) { return i + 1; }
};
using L32 = Bits<unsigned, LPolicy<unsigned>>;
using L64 = Bits<unsigned long long, LPolicy<unsigned long long>>;
using R8 = Bits<unsigned char, RPolicy<unsigned char>>;
__global__ void k(int* out) {
  L64 a{nullptr, 0};
  L32 b{nullptr, 0};
  R8 c{nullptr, 0};
  int i = threadIdx.x;
  out[i] = a.Pos(i) * 10000 + b.Pos(i) * 100 + c.Pos(i);
}
"""

# a reference through a member alias (`using ref = typename V::elem&;`): assignable
REF_ALIAS = r"""
template <typename V>
class It {
 public:
  using ref = typename V::elem&;
  __device__ It(const V* v, int at) : v_(v), at_(at) {}
  __device__ ref operator*() const { return v_->ptr()[at_]; }
 private:
  const V* v_;
  int at_;
};
template <typename T>
class Vec {
 public:
  using elem = T;
  using iter = It<Vec<T>>;
  __device__ Vec(T* p) : p_(p) {}
  __device__ T* ptr() const { return p_; }
  __device__ iter at(int i) const { return iter(this, i); }
 private:
  T* p_;
};
__global__ void k(float* x, float* out) {
  Vec<float> v(x);
  *v.at(threadIdx.x) = 2.0f * threadIdx.x;
  out[threadIdx.x] = *v.at(threadIdx.x) + 1.0f;
}
"""

# a member template with a trailing return type naming a static constant of another
# template (`-> Arr<T, detail::Sum<N, M>::value>`), then a method after it
TRAILING = r"""
namespace detail {
template <int A, int B> struct Sum { static constexpr int value = A + B; };
}
template <typename T, int N>
class Arr {
 public:
  T v[N];
  template <int M>
  __device__ auto grow() const -> Arr<T, detail::Sum<N, M>::value> {
    Arr<T, detail::Sum<N, M>::value> r;
    for (int i = 0; i < N; ++i) r.v[i] = v[i];
    for (int i = N; i < N + M; ++i) r.v[i] = 0;
    return r;
  }
  __device__ int size() const { return N; }
};
__global__ void k(float* out) {
  Arr<float, 2> a;
  a.v[0] = 1; a.v[1] = 2;
  Arr<float, 5> b = a.grow<3>();
  out[threadIdx.x] = b.v[threadIdx.x % 5] + b.size();
}
"""

# a default template argument given by the definition after a declaration without it
# (Span<float> and Span<float, -1> are one type), a non-type parameter of unsigned type
# bound to its largest value, a friend class, a nested struct with default member
# initializers, braced member initializers, noexcept(true) (a defaulted destructor's too),
# [[nodiscard]], a member template whose parameters do not read (an error only where
# called), __assert_fail
MISC = r"""
#include <stddef.h>
template <class E, size_t X> class Box;
template <class E, size_t X = (size_t)-1>
class Box {
  friend Box<E, 0>;
 public:
  struct At { size_t i{0}; size_t j{1}; };
  template <class C, class = decltype(static_cast<C*>(nullptr)->weird<1>())>
  Box(C& c) : p_{c.data()} {}
  __device__ explicit Box(E* p, size_t n) : p_{p}, n_{n} {}
  ~Box() noexcept(true) = default;
  [[nodiscard]] __device__ E get(size_t i) const noexcept(true) {
    i < n_ ? static_cast<void>(0) : __assert_fail("i < n_", "box.cu", 12, __func__);
    return p_[i];
  }
  __device__ size_t extent() const { return X; }
  __device__ At origin() const { return At{}; }
 private:
  E* p_{nullptr};
  size_t n_{0};
};
__global__ void k(float* x, float* out, int n) {
  Box<float> a(x, n);
  Box<float, (size_t)-1> b = a;
  Box<float>::At o = b.origin();
  out[threadIdx.x] = b.get(threadIdx.x) + (b.extent() == (size_t)-1) + o.j;
}
"""

# a nested class with methods inside a class template: each instance's own class
# (`A<float>::it` is `A_float_it`), and a nested struct with braced default member
# initializers (dropped before: `In{}` gave zeros), in a class and in a class template,
# naming a member alias of the enclosing class (`using idx = int;`: the aliased `int` is no
# member of it)
NESTED = r"""
template <typename T> struct A {
  using idx = int;
  class it { T *p; public: __device__ it(T *q) : p(q) {} __device__ T get() const { return *p; } };
  struct Pos { idx i{3}; T f{2}; };
  T v[2];
  __device__ it begin() { return it(v); }
  __device__ Pos pos() const { return Pos{}; }
};
struct Q { struct In { int c{5}; }; int d; __device__ In get() const { return In{}; } };
__global__ void k(float* out) {
  A<float> a; a.v[0] = 1.5f; a.v[1] = 2;
  A<int> b; b.v[0] = 7;
  Q q{1};
  out[threadIdx.x] = a.begin().get() + b.begin().get() + a.pos().i + a.pos().f + q.get().c;
}
"""

# const methods returning an address into an array member (a pointer, a reference):
# they take `const S* self`, as `this` (a copy's address died with the call)
ARRAY_VIEW = r"""
struct A {
  float v[4];
  __device__ const float* data() const { return v; }
  __device__ const float& at(int i) const { return v[i]; }
  __device__ float sum() const { const float* p = data(); return p[0] + at(3); }
};
__global__ void k(float* out) {
  A a;
  for (int i = 0; i < 4; ++i) a.v[i] = i + 1;
  const float* p = a.data();
  const float& r = a.at(2);
  out[threadIdx.x] = p[1] + r + a.sum();
}
"""

X = np.arange(N, dtype=np.float32)
CASES = {
    "view": (VIEW, {"x": "float32[8]:range", "out": "float32[8]:zeros", "n": N},
             np.array([X[i:].sum() + X[i] for i in range(N)], dtype=np.float32)),
    "crtp": (CRTP, {"out": "int32[8]:zeros"},
             np.array([(63 - i) * 10000 + (31 - i) * 100 + i + 1 for i in range(N)])),
    "ref_alias": (REF_ALIAS, {"x": "float32[8]:zeros", "out": "float32[8]:zeros"},
                  2.0 * X + 1),
    "trailing": (TRAILING, {"out": "float32[8]:zeros"},
                 np.array([[1, 2, 0, 0, 0][i % 5] + 5 for i in range(N)], np.float32)),
    "nested": (NESTED, {"out": "float32[8]:zeros"},
               np.full(N, 1.5 + 7 + 3 + 2 + 5, np.float32)),
    "array_view": (ARRAY_VIEW, {"out": "float32[8]:zeros"}, np.full(N, 2 + 3 + 1 + 4,
                                                                     np.float32)),
    "misc": (MISC, {"x": "float32[8]:range", "out": "float32[8]:zeros", "n": N}, X + 2),
}


def _out(k, args):
    return ws.run(k, ws.Launch(1, N), args).outputs["out"]


@pytest.mark.parametrize("name", sorted(CASES))
def test_reproduction(name):
    """Simulator against NumPy, CUDA printed and read back with the same results, OpenCL
    printed, analyze and predict."""
    src, args, want = CASES[name]
    k = ws.read(src).kernels[0]
    got = _out(k, args)
    np.testing.assert_array_equal(got, want)
    cuda = ws.translate(k, "cuda").text
    np.testing.assert_array_equal(_out(ws.read(cuda).kernels[0], args), got)
    if name == "misc":  # (OpenCL C 1.2 has no assert: a located refusal)
        with pytest.raises(WarpsmithError, match="'assert' has no OpenCL C equivalent"):
            ws.translate(k, "opencl")
    else:
        assert "__kernel" in ws.translate(k, "opencl").text
    assert ws.analyze(k, ws.Launch(1, N)).kernel == "k"
    assert ws.predict(k, ws.Launch(1, N)).as_json()["kernel"] == "k"


def test_a_const_method_keeping_this_takes_the_object_by_pointer():
    cuda = ws.translate(ws.read(VIEW).kernels[0], "cuda").text
    assert "View_float_m1_begin(const View_float_m1* self)" in cuda
    assert "View_float_m1_drop(View_float_m1 self, int k)" in cuda  # (a copy still)


def test_the_crtp_constant_is_each_instances_own():
    cuda = ws.translate(ws.read(CRTP).kernels[0], "cuda").text
    assert "return 64 - 1 - i;" in cuda and "return 32 - 1 - i;" in cuda


def test_a_failed_assertion_stops_the_simulation():
    args = dict(CASES["misc"][1], n=4)
    with pytest.raises(SimulationError, match="assertion failed"):
        _out(ws.read(MISC).kernels[0], args)


@pytest.mark.parametrize("src,where,words", [
    # a member template whose parameters do not read, called
    (MISC.replace("Box<float> a(x, n);", "Box<float> a(x, n); Box<float> c(n);"),
     ":9:", "expected"),
    # a method keeping an address into its object, called on a temporary
    ("struct A { float v[4]; __device__ const float* data() const { return v; } };\n"
     "__device__ A mk() { A a; for (int i = 0; i < 4; ++i) a.v[i] = i; return a; }\n"
     "__global__ void k(float* out) { out[0] = mk().data()[1]; }", ":3:", "on a temporary"),
    # a class that holds its own type is refused, not read through the deferral
    ("template <class T> struct Node { using Self = Node<T>; Self next; T v; };\n"
     "__global__ void k(float* out) { Node<float> n; out[0] = n.v; }", ":1:", "own"),
])
def test_located_refusals(tmp_path, src, where, words):
    path = tmp_path / "k.cu"
    path.write_text(src)
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(str(path)), "cuda")
    assert where in str(e.value) and words in str(e.value)


# a host function template whose only calls are in member function templates of classes
# that are not templates (and a class template named only there), two classes whose member
# templates of one name call each other: C++ makes no instance (xgboost's row_partitioner.cuh
# leaves RowPartitioner::UpdatePositionBatch<OpT, DataT> to the files including it)
DORMANT = r"""
template <typename T> __global__ void twice(T* x, int n) {
  if (threadIdx.x < n) x[threadIdx.x] *= 2;
}
template <typename T> void launch(T* x, int n) { twice<<<1, 32>>>(x, n); }
template <typename T> struct Buf { T* p; void fill(int n) { launch(p, n); } };
class Part {
 public:
  template <typename T> void update(T* x, int n) { launch(x, n); Buf<T> b{x}; b.fill(n); }
};
class Batches {
 public:
  Part part;
  template <typename T> void update(T* x, int n) { part.update(x, n); }
};
"""


def test_launches_only_in_member_templates_nothing_calls_are_dormant(tmp_path):
    f = tmp_path / "part.cuh"
    f.write_text(DORMANT)
    k = ws.list_kernels(f).data["kernels"][0]
    assert k["read"] and k["instance"] == "twice<float>" and k["dormant_launches"], k
    # a non-template function calling the member template is a use: not dormant
    f.write_text(DORMANT + "void go(Batches& b, float* x) { b.update(x, 4); }\n")
    k = ws.list_kernels(f).data["kernels"][0]
    assert not k.get("dormant_launches"), k
