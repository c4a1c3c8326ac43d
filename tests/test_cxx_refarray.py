"""Issue 18 (xformers' sparse24 ``Tile4x4Accessor`` over CUTLASS): a data member that is
a reference to an array (``frontend/cxx_refarray.py``), a class object with ``operator
int()`` as an array subscript, a free operator template dropped where deduction fails
(CuTe's ``operator<<(C<t>, C<u>)`` beside an object converting to ``int``), and a free
operator template read with its template head. Minimal reproductions written here,
through the whole pipeline (``test_cxx_templates._pipeline``)."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.ir.errors import WarpsmithError

from test_cxx_templates import N, _pipeline

REF_ARRAY = r"""
struct Frag { float v[4]; };
template <typename T>
struct Kit {
  using Fragment = Frag;
  struct Acc {
    Fragment (&_rows)[8];
    int _first;
    __device__ Acc(Fragment (&rows)[8], int first) : _rows(rows), _first(first) {}
    __device__ float& at(int r, int c) { return _rows[r + _first].v[c]; }
    __device__ int bytes() const { return int(sizeof(_rows)); }
  };
  __device__ static float sum(Acc a) { return a.at(0, 0) + a.at(1, 3); }
  __device__ static void run(float* out) {
    Fragment rows[8];
    for (int i = 0; i < 8; ++i)
      for (int c = 0; c < 4; ++c) rows[i].v[c] = out[threadIdx.x * 32 + i * 4 + c];
    Acc a(rows, 4);
    Acc b = a;
    a.at(1, 2) = a.at(0, 0) + 1.0f;
    b.at(3, 3) = sum(Acc(rows, 0)) + float(b.bytes());
    for (int i = 0; i < 8; ++i)
      for (int c = 0; c < 4; ++c) out[threadIdx.x * 32 + i * 4 + c] = rows[i].v[c];
  }
};
__global__ void k(float* out) { Kit<float>::run(out); }
"""


def _ref_array_ref(out):
    t = out.reshape(-1, 8, 4).copy()
    t[:, 5, 2] = t[:, 4, 0] + 1.0
    t[:, 7, 3] = t[:, 0, 0] + t[:, 1, 3] + 128.0
    return {"out": t.reshape(-1)}


def test_a_reference_to_array_member_indexes_the_array_it_was_bound_to():
    """``_rows[r]`` reaches the caller's array (written through ``a`` and through its
    copy ``b``, read through a temporary passed by value); ``sizeof(_rows)`` is the
    array's size (8 * 16 bytes)."""
    vals = np.arange(32 * N, dtype=np.float32)
    _pipeline(REF_ARRAY, {"k": _ref_array_ref}, lambda name: {"out": vals.copy()})


def test_a_reference_to_a_two_dimensional_array_member_is_refused():
    """``float (&m)[2][3]`` is refused, located (the lowering keeps one dimension)."""
    src = r"""
struct S { float (&m)[2][3]; __device__ S(float (&a)[2][3]) : m(a) {} };
__global__ void k(float* out) { float a[2][3]; S s(a); out[0] = s.m[1][2]; }
"""
    with pytest.raises(WarpsmithError) as e:
        ws.read(src)
    assert "multi-dimensional" in str(e.value) and ":2:" in str(e.value)


CONVERTING_INDEX = r"""
template <int V> struct C { static constexpr int value = V; };
template <int t, int u>
__device__ C<(t << u)> operator<<(C<t>, C<u>) { return {}; }
struct Small {
  unsigned s;
  __device__ explicit Small(unsigned v) : s(v & 3u) {}
  __device__ operator int() const { return int(s); }
};
__global__ void k(int* out) {
  int i = threadIdx.x;
  int table[4] = {10, 20, 30, 40};
  Small idx((unsigned)i);
  Small two(2u);
  out[i] = table[idx] + (idx << 3) + (two << idx) + (C<1>{} << C<2>{}).value;
}
"""


def test_a_class_index_and_shifts_through_its_conversion_operator():
    """``table[idx]`` subscripts by ``operator int()``; ``idx << 3`` is the built-in shift
    of the converted value (the operator template over ``C<t>`` deduces nothing from a
    ``Small`` and is dropped); ``C<1>{} << C<2>{}`` runs the operator template, read with
    its template head (``C<4>``)."""
    i = np.arange(N)
    s = i & 3
    want = np.array([10, 20, 30, 40])[s] + (s << 3) + (2 << s) + 4
    _pipeline(CONVERTING_INDEX, {"k": lambda out: {"out": want.astype(np.int32)}},
              lambda name: {"out": np.zeros(N, np.int32)})


BOTH_REF_MEMBERS = r"""
struct Frag { float v[4]; };
struct Acc {
  Frag (&_rows)[8];
  float& _acc;
  __device__ Acc(Frag (&rows)[8], float& acc) : _rows(rows), _acc(acc) {}
  __device__ void add(int r, int c) { _acc += _rows[r].v[c]; }
  __device__ int bytes() const { return int(sizeof(_rows)); }
};
__global__ void k(float* out) {
  Frag rows[8];
  for (int i = 0; i < 8; ++i)
    for (int c = 0; c < 4; ++c) rows[i].v[c] = out[threadIdx.x * 32 + i * 4 + c];
  float total = 0.0f;
  Acc a(rows, total);
  a.add(0, 0);
  a.add(7, 3);
  out[threadIdx.x * 32] = total + float(a.bytes());
}
"""


def _both_ref(out):
    t = out.reshape(-1, 32).copy()
    t[:, 0] = t[:, 0] + t[:, 31] + 128.0
    return {"out": t.reshape(-1)}


def test_a_reference_to_array_member_beside_a_reference_member():
    """Merge of cxx-small into the cutlass2 work: a class with both kinds of reference
    member; the array one is a pointer to its first element (cxx_refarray.py, sizeof the
    array's), the scalar one a pointer read through (cxx_refmember.py: the write through
    ``_acc`` reaches ``total``)."""
    vals = np.arange(32 * N, dtype=np.float32)
    _pipeline(BOTH_REF_MEMBERS, {"k": _both_ref}, lambda name: {"out": vals.copy()})
