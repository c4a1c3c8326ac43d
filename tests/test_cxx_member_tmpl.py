"""Issue 18 (xformers' ``StaticSort<N>``): member class templates that name nothing of
their enclosing class, with partial specializations and constructors that recurse over
them, read as namespace-scope templates ``Outer__Name`` (``frontend/member_tmpl.py``).
Minimal reproduction written here (a sorting network of recursive member templates),
through the whole pipeline (``test_cxx_templates._pipeline``)."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.ir.errors import WarpsmithError

from test_cxx_templates import N, _pipeline

#: a merge-exchange network: Merge<A, I, J, X, Y> merges the sorted runs [I, I+X) and
#: [J, J+Y) (1-based) by recursion, Sort<A, I, M> sorts M items from I
NETWORK = r"""
template <unsigned Count>
class Sorter {
  template <class A>
  struct Exchange {
    template <class T>
    __device__ void order(T& lo, T& hi) {
      T small = lo < hi ? lo : hi;
      hi = lo < hi ? hi : lo;
      lo = small;
    }
    __device__ Exchange(A& a, const int& i, const int& j) { order(a[i], a[j]); }
  };
  template <class A, int I, int J, int X, int Y>
  struct Merge {
    __device__ Merge(A& a) {
      enum { L = X >> 1, M = (X & 1 ? Y : Y + 1) >> 1, IL = I + L, XL = X - L };
      Merge<A, I, J, L, M> first(a);
      Merge<A, IL, J + M, XL, Y - M> second(a);
      Merge<A, IL, J, XL, M> third(a);
    }
  };
  template <class A, int I, int J>
  struct Merge<A, I, J, 1, 1> {
    __device__ Merge(A& a) { Exchange<A> e(a, I - 1, J - 1); }
  };
  template <class A, int I, int J>
  struct Merge<A, I, J, 1, 2> {
    __device__ Merge(A& a) { Exchange<A> e0(a, I - 1, J); Exchange<A> e1(a, I - 1, J - 1); }
  };
  template <class A, int I, int J>
  struct Merge<A, I, J, 2, 1> {
    __device__ Merge(A& a) { Exchange<A> e0(a, I - 1, J - 1); Exchange<A> e1(a, I, J - 1); }
  };
  template <class A, int I, int M, bool Done = false>
  struct Sort {
    __device__ Sort(A& a) {
      enum { L = M >> 1, IL = I + L, ML = M - L };
      Sort<A, I, L, (L <= 1)> left(a);
      Sort<A, IL, ML, (ML <= 1)> right(a);
      Merge<A, I, IL, L, ML> both(a);
    }
  };
  template <class A, int I, int M>
  struct Sort<A, I, M, true> {
    __device__ Sort(A& a) {}
  };

 public:
  template <class Items>
  __device__ void operator()(Items& items) const {
    Sort<Items, 1, Count, (Count <= 1)> run(items);
  }
};
struct Row {
  float v[8];
  __device__ float& operator[](int i) { return v[i]; }
};
__global__ void k(float* data) {
  Row a, b;
  for (int i = 0; i < 8; ++i) {
    a[i] = data[threadIdx.x * 8 + i];
    b[i] = -data[threadIdx.x * 8 + i];
  }
  Sorter<8> all;
  all(a);
  Sorter<5>()(b);
  for (int i = 0; i < 8; ++i) data[threadIdx.x * 8 + i] = a[i] + 100.0f * b[i];
}
"""

def _sorted_ref(data):
    rows = data.reshape(-1, 8)
    b = -rows
    b[:, :5] = np.sort(b[:, :5], axis=1)
    return {"data": (np.sort(rows, axis=1) + 100.0 * b).reshape(-1)}

def test_a_sorting_network_of_recursive_member_templates():
    """``Sorter<8>`` sorts a row and ``Sorter<5>`` the first five items of another:
    the member templates, their partial specializations and the constructors that
    instantiate each other run as C++ runs them."""
    vals = np.random.default_rng(3).standard_normal(8 * N).astype(np.float32)
    _pipeline(NETWORK, {"k": _sorted_ref}, lambda name: {"data": vals.copy()})

def test_a_member_template_naming_the_enclosing_parameter_is_refused():
    """A member class template that names the enclosing template's parameter is not
    moved out of its class: still a located refusal (the class reader's)."""
    src = r"""
template <int W>
struct Outer {
  template <int K> struct Scaled { int v; __device__ Scaled() { v = K * W; } };
  __device__ int get() const { Scaled<2> s; return s.v; }
};
__global__ void k(int* out) { Outer<3> o; out[threadIdx.x] = o.get(); }
"""
    with pytest.raises(WarpsmithError) as e:
        ws.read(src)
    assert "unsupported" in str(e.value) and "<string>:" in str(e.value)
    assert "Outer__Scaled" not in str(e.value)
